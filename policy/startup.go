package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Startup files are code: a shell runs them before the commands it was
// given, and nobody checks them then. So a startup file is judged as
// . FILE wherever the input makes a shell read one it chose (bash
// --rcfile F, --init-file F, HOME=D bash -l, ZDOTDIR=D zsh, ENV=F sh -i;
// BASH_ENV=F and ENV=F assignments are carried code), and writing one by
// any means is judged as the code it will hold (writes.go).

// startupNames are the files of a home directory (or ZDOTDIR) that shells
// run as they start.
var startupNames = set{
	".bash_aliases", ".bash_login", ".bash_logout", ".bash_profile", ".bashrc", ".kshrc", ".mkshrc",
	".profile", ".zlogin", ".zlogout", ".zprofile", ".zshenv", ".zshrc",
}

// startupFile reports whether p is a file shells run as they start: the
// rc and profile files of a home directory or of the system, the files
// BASH_ENV and ENV name and ZDOTDIR's, in the environment or assigned
// earlier in the input, fish's; or a git hook, which git runs as code.
func (a *analyzer) startupFile(p string) bool {
	if startupFile(a.env, p) {
		return true
	}
	for _, name := range []string{"BASH_ENV", "ENV"} {
		if f := a.startupVar(name); f != "" && path.Clean(f) == p {
			return true
		}
	}
	if d := a.startupVar("ZDOTDIR"); d != "" && path.Dir(p) == path.Clean(d) && startupNames.has(path.Base(p)) {
		return true
	}
	if a.env.Home != "" && (p == a.env.Home+"/.config/fish/config.fish" || fsUnder(p, a.env.Home+"/.config/fish/conf.d")) {
		return true
	}
	// A git hook runs, unchecked, at the git command that fires it:
	// in .git/hooks, or named as one (githooks(5)) in the directory a
	// hook manager points core.hooksPath at or runs from (husky's
	// .husky, a project's .githooks or githooks).
	if path.Base(path.Dir(p)) == "hooks" && path.Base(path.Dir(path.Dir(p))) == ".git" && !strings.HasSuffix(p, ".sample") {
		return true
	}
	if gitHookNames.has(path.Base(p)) && slices.Contains(a.hookDirs, path.Dir(p)) {
		return true // git config core.hooksPath DIR (gitHooksSet)
	}
	switch path.Base(path.Dir(p)) {
	case ".husky", ".githooks", "githooks", ".git-hooks", "git-hooks":
		return gitHookNames.has(path.Base(p))
	}
	return false
}

// gitHookNames are the hooks git runs (githooks(5)).
var gitHookNames = set{
	"applypatch-msg", "commit-msg", "fsmonitor-watchman", "p4-changelist", "p4-post-changelist", "p4-pre-submit", "p4-prepare-changelist",
	"post-applypatch", "post-checkout", "post-commit", "post-index-change", "post-merge", "post-receive", "post-rewrite", "post-update",
	"pre-applypatch", "pre-auto-gc", "pre-commit", "pre-merge-commit", "pre-push", "pre-rebase", "pre-receive", "prepare-commit-msg",
	"proc-receive", "push-to-checkout", "reference-transaction", "sendemail-validate", "update",
}

// startupVar returns the value of a variable naming a startup file or
// directory: assigned earlier in the input, else from the environment.
func (a *analyzer) startupVar(name string) string {
	if v, ok := a.vars[name]; ok {
		return v
	}
	return a.env.getenv(name)
}

// startupUnder reports whether the directory dir holds startup files
// (startupFile), or directories that do.
func (a *analyzer) startupUnder(dir string) bool {
	for _, p := range a.startupPlaces() {
		if fsUnder(p, dir) {
			return true
		}
	}
	return strings.HasPrefix(dir, "/home/") && strings.Count(dir, "/") <= 2
}

// startupPlaces are the files and directories that hold startup files
// (startupUnder): the system's shell profiles, root's home and the
// user's, and those BASH_ENV, ENV and ZDOTDIR name.
func (a *analyzer) startupPlaces() []string {
	places := []string{"/etc/profile", "/etc/profile.d", "/etc/bash.bashrc", "/etc/bashrc", "/etc/zsh", "/root"}
	if a.env.Home != "" {
		places = append(places, a.env.Home)
	}
	for _, name := range []string{"BASH_ENV", "ENV", "ZDOTDIR"} {
		if v := a.startupVar(name); strings.HasPrefix(v, "/") {
			places = append(places, path.Clean(v))
		}
	}
	return places
}

// startupRead follows the startup files a shell c reads that the input
// chose: --rcfile F and --init-file F; a home directory's files when HOME
// is assigned for it (HOME=D bash -l, env HOME=D bash -i) and it is a
// login or interactive shell, or one that reads them anyway (zsh's
// .zshenv, ZDOTDIR's). The files of the home directory the guard knows
// were judged as they were written.
func (a *analyzer) startupRead(c *Command, g lexer.Grammar, w []string) {
	var files []string
	login, interactive := false, false
	for i, arg := range c.Args {
		v := arg.Value
		switch {
		case (v == "--rcfile" || v == "--init-file") && i+1 < len(c.Args):
			if p, ok := a.env.Path(c.Args[i+1]); ok {
				files = append(files, p)
			} else {
				a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: c.Args[i+1].Value,
					why: "it starts a shell with a startup file only known at run time (" + v + " " + c.Args[i+1].Value + ")"})
			}
		case v == "--login" || v == "-":
			login = true
		case len(v) > 1 && v[0] == '-' && v[1] != '-':
			login = login || strings.ContainsRune(v, 'l')
			interactive = interactive || strings.ContainsRune(v, 'i')
		case !strings.HasPrefix(v, "-"):
			break
		}
	}
	assigned := func(name string) (string, bool) {
		for _, kv := range c.Assigns {
			if n, v, _ := strings.Cut(kv, "="); n == name {
				return v, true
			}
		}
		return "", false
	}
	if home, ok := assigned("HOME"); ok {
		if !strings.HasPrefix(home, "/") {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: home,
				why: "it starts a shell with HOME only known at run time, whose startup files cannot be read"})
		} else if login || interactive || g == lexer.Zsh {
			for _, name := range []string{".bash_profile", ".bash_login", ".profile", ".bashrc", ".zshenv", ".zprofile", ".zshrc", ".zlogin", ".mkshrc", ".kshrc"} {
				files = append(files, path.Join(home, name))
			}
		}
	}
	if zdot, ok := assigned("ZDOTDIR"); ok && g == lexer.Zsh {
		for _, name := range []string{".zshenv", ".zprofile", ".zshrc", ".zlogin"} {
			files = append(files, path.Join(zdot, name))
		}
	}
	for _, f := range files {
		a.script(Word{Value: f, Literal: true}, g, append(w[:len(w):len(w)], "startup file "+f))
	}
}

// wrapperAssigns returns the assignments the command a wrapper c runs
// gets: c's own (HOME=D sudo -E bash) and those among a wrapper's
// arguments (env HOME=D bash, sudo HOME=D bash), as NAME=value.
func wrapperAssigns(c *Command) []string {
	out := append([]string(nil), c.Assigns...)
	if s := wrapperSpec(c); s != nil && s.more.wrap.assigns {
		// env -S 'VERSION_CONTROL=none cp -b …': the assignments of -S's
		// words as well (envSplitParsed).
		assigns, _ := wrappedAssigns(c, s.more.wrap, envSplitParsed(c, s, parseArgs(s, c.Args)).rest)
		for _, a := range assigns {
			out = append(out, a.Value)
		}
	}
	return out
}
