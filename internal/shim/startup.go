//go:build unix

package shim

import (
	"errors"
	"fmt"
	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/session"
	"github.com/guarded-sh/guarded-sh/policy"
)

// Interactive mode reads the user's startup files as the real interactive
// shell would (a shell at a terminal, not a login shell), and judges each
// as code first. The session's shell starts without them (--norc, -f,
// ENV=/dev/null); guarded-sh reads each file once into a private copy
// (a directory only the user can enter, the file read-only), judges
// ". COPY" as the policy judges any sourced file, and only then has the
// shell source that copy: the bytes judged are the bytes run, whatever
// happens to the file meanwhile. A file the policy refuses, or cannot read
// whole, is not read and the user is told why; the session starts anyway.
// Files a startup file sources in turn are judged as the policy follows
// them, and read by the shell from where they are.

// startupFile is a file the shell would read as it starts; problem, when
// set, says why it cannot be read (path is then as the shell names it).
type startupFile struct {
	path, problem string
}

// startupFiles lists the startup files of an interactive shell of kind k,
// a login shell when login is set: bash ~/.bashrc, or as a login shell the
// first of ~/.bash_profile, ~/.bash_login and ~/.profile there is; zsh
// $ZDOTDIR/.zshenv and .zshrc (.zprofile before .zshrc and .zlogin after
// it for a login shell; ZDOTDIR defaulting to HOME); mksh
// ${ENV:-~/.mkshrc}, a posix sh $ENV, after ~/.profile for a login shell.
// ENV is expanded as the shell would for $NAME and ${NAME}; one with a
// command substitution is not run to find out. The system's files
// (/etc/profile, /etc/bash.bashrc, /etc/zsh) are not read.
func startupFiles(k session.Kind, getenv func(string) string, cwd string, login bool) []startupFile {
	home := getenv("HOME")
	inHome := func(dir string, names ...string) []startupFile {
		if dir == "" {
			return nil
		}
		var out []startupFile
		for _, n := range names {
			out = append(out, startupFile{path: filepath.Join(dir, n)})
		}
		return out
	}
	env := func() []startupFile {
		v := getenv("ENV")
		if v == "" {
			return nil
		}
		if strings.Contains(v, "$(") || strings.Contains(v, "`") {
			return []startupFile{{path: v, problem: "ENV holds a command substitution, which guarded-sh does not run to find the file"}}
		}
		p := os.Expand(v, getenv)
		if p == "" {
			return nil
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(cwd, p)
		}
		return []startupFile{{path: p}}
	}
	var profile []startupFile
	if login {
		profile = inHome(home, ".profile")
	}
	switch k {
	case session.Bash:
		if !login {
			return inHome(home, ".bashrc")
		}
		for _, f := range inHome(home, ".bash_profile", ".bash_login", ".profile") {
			if _, err := os.Stat(f.path); err == nil {
				return []startupFile{f}
			}
		}
		return nil
	case session.Zsh:
		dir := getenv("ZDOTDIR")
		if dir == "" {
			dir = home
		}
		if login {
			return inHome(dir, ".zshenv", ".zprofile", ".zshrc", ".zlogin")
		}
		return inHome(dir, ".zshenv", ".zshrc")
	case session.Mksh:
		if getenv("ENV") == "" {
			return append(profile, inHome(home, ".mkshrc")...)
		}
		return append(profile, env()...)
	case session.POSIX:
		return append(profile, env()...)
	}
	return nil
}

// readStartup has the session's shell read its startup files, each judged
// first; it reports whether the session is over (a startup file ran exit).
func (it *interactive) readStartup(getenv func(string) string, login bool) bool {
	files := startupFiles(it.s.Kind(), getenv, it.g.Env().Cwd, login)
	if len(files) == 0 {
		return false
	}
	dir, err := os.MkdirTemp("", "guarded-sh-startup-")
	if err != nil {
		it.note(fmt.Sprintf("startup files not read: %v", err))
		return false
	}
	defer func() { _ = os.RemoveAll(dir) }() // best effort: a private temporary directory
	for _, f := range files {
		shown := tildePath(f.path, getenv("HOME"))
		if f.problem != "" {
			it.note(fmt.Sprintf("%s not read: %s", shown, f.problem))
			continue
		}
		if _, err := os.Stat(f.path); errors.Is(err, fs.ErrNotExist) {
			continue // the shell would skip it too
		}
		text, err := policy.ReadScript(f.path)
		if err != nil {
			it.note(fmt.Sprintf("%s not read: the guard reads only what it can judge whole: %v", shown, err))
			continue
		}
		copy := filepath.Join(dir, filepath.Base(f.path))
		if err := os.WriteFile(copy, []byte(text), 0o400); err != nil {
			it.note(fmt.Sprintf("%s not read: %v", shown, err))
			continue
		}
		cmd, ok := it.s.SourceCommand(copy)
		if !ok {
			continue
		}
		src := ". " + shquote.Single(copy) // as the policy reads what the shell runs
		req := it.request(src, nil)
		req.Complete = true
		var d guard.Decision
		it.cookedDo(func() { d = it.g.Decide(it.ctx, req) })
		if !d.Allowed {
			it.note(fmt.Sprintf("%s not read: the guard refused its code (above, where %s is the copy judged); the session starts without it", shown, copy))
			continue
		}
		if _, over := it.exec(cmd); over {
			return true
		}
	}
	return false
}

// note tells the user something about the session, on standard error.
func (it *interactive) note(msg string) {
	it.cookedDo(func() { fmt.Fprintf(it.stderr, "guarded-sh: %s\n", guard.Printable(msg)) })
}

// tildePath writes p under the home directory as ~/….
func tildePath(p, home string) string {
	home = strings.TrimSuffix(home, "/")
	if home != "" && strings.HasPrefix(p, home+"/") {
		return "~" + p[len(home):]
	}
	return p
}
