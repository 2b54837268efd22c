package policy

import (
	"bytes"
	"io"
	"os"
	"path"
	"slices"
	"strings"
	"syscall"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// maxScript bounds the text of a script file read to judge it; maxRead
// the text of all the files read for one input. Each file is read once per
// input: a script that sources itself is followed once.
const (
	maxScript = 64 << 10
	maxRead   = 1 << 20
)

// noteWritten remembers the text c writes to a file when both are known
// before it runs: echo "…" > f, printf '…' >> f, cat > f <<EOF. A script
// written so and run later in the same input (sh f, source f, ./f) is
// judged by what it would then hold, not by what the file holds now.
// githubEnv judges the lines c appends to the file $GITHUB_ENV names,
// NAME=VALUE each: GitHub Actions sets them in the environment of every
// later step of the job, as export NAME=VALUE would (BASH_ENV=FILE, a
// file each later bash step sources; LD_PRELOAD, NODE_OPTIONS).
func (a *analyzer) githubEnv(c *Command) {
	text := a.output(c)
	if text == nil {
		return
	}
	w := append(append([]string(nil), c.Wrappers...), "GITHUB_ENV")
	for line := range strings.SplitSeq(*text, "\n") {
		if name, value, ok := strings.Cut(strings.TrimSpace(line), "="); ok && name != "" && !strings.ContainsAny(name, " <") {
			a.posix("export "+name+"="+shquote.Single(value), lexer.Bash, w)
		}
	}
}

func (a *analyzer) noteWritten(c *Command) {
	var text *string
	for _, r := range c.Redirs {
		if !r.Target.Literal {
			if (r.Op == ">>" || r.Op == ">") && (r.Fd == "" || r.Fd == "1") && (r.Target.Value == "$GITHUB_ENV" || r.Target.Value == "${GITHUB_ENV}") {
				a.githubEnv(c)
			}
			if k, ok := tempKey(r.Target); ok && (r.Op == ">" || r.Op == ">>" || r.Op == ">|") && (r.Fd == "" || r.Fd == "1") {
				a.wroteTemp(c, k, r.Op == ">>")
			}
			continue
		}
		switch r.Op {
		case ">", ">|", "&>", ">>", "&>>", "<>":
		default:
			continue
		}
		p, ok := a.env.Path(r.Target)
		if !ok {
			continue
		}
		if r.Fd != "" && r.Fd != "1" || r.Op == "<>" {
			a.wrote(c, p, nil, false) // 2> f: what the command says on it
			continue
		}
		if text == nil {
			text = a.output(c)
			if text == nil {
				// Written, but with text only known at run time: the
				// file's text now says nothing of what it will hold.
				a.wrote(c, p, nil, false)
				continue
			}
		}
		a.wrote(c, p, text, strings.HasPrefix(r.Op, ">>") || r.Op == "&>>")
	}
}

// tempKey returns the key of a.written under which what the input
// writes to w, a fresh temporary file only known at run time (a variable
// assigned $(mktemp …), freshTemp), is kept: its value as written, which
// no path has (a NUL first).
func tempKey(w Word) (string, bool) {
	if !freshTemp(w) || strings.HasPrefix(w.Value, "$(mktemp -d") || strings.Contains(w.Value[strings.IndexByte(w.Value, ')')+1:], "/") {
		return "", false // a directory, or a file below it
	}
	return "\x00" + w.Value, true
}

// wroteTemp notes that c writes its output to the fresh temporary file
// keyed k (tempKey). Every such file reads the same as written
// ($(mktemp)): a second text over a first, which may be another file's,
// makes it unknown, so that neither is judged by the other's.
func (a *analyzer) wroteTemp(c *Command, k string, appending bool) {
	if a.written == nil {
		a.written = map[string]string{}
		a.in.written = a.written
	}
	text := a.output(c)
	old, found := a.written[k]
	switch {
	case text == nil:
		a.written[k] = unknownText
	case appending && found:
		if old != unknownText {
			a.written[k] = old + *text
		}
	case found && old != *text:
		a.written[k] = unknownText
	default:
		a.written[k] = *text
	}
}

// nullDevice reports whether p is a device that keeps nothing written to
// it (null(4): /dev/null, /dev/zero, /dev/full): writing it changes no
// code, and a shell that runs it (. /dev/null, BASH_ENV=/dev/null) runs
// nothing anyone wrote.
func nullDevice(p string) bool {
	return p == "/dev/null" || p == "/dev/zero" || p == "/dev/full"
}

// startupFile reports whether p is a file shells run as they start: the
// rc and profile files of a home directory or of the system (of
// /etc/profile.d, the *.sh files /etc/profile sources; csh's are *.csh),
// a directory's .envrc, which direnv runs as the shell enters it, and
// direnv's own direnvrc and lib/*.sh, which it sources before every
// .envrc.
func startupFile(env *Env, p string) bool {
	dir, base := path.Split(p)
	dir = strings.TrimSuffix(dir, "/")
	switch {
	case base == ".envrc" || base == ".direnvrc" || base == "direnvrc" && path.Base(dir) == "direnv" ||
		path.Base(dir) == "lib" && path.Base(path.Dir(dir)) == "direnv" && strings.HasSuffix(base, ".sh"):
		return true // direnv runs it as the shell enters a directory
	case strings.HasPrefix(p, "/etc/profile.d/") && strings.HasSuffix(p, ".sh") || p == "/etc/profile" || p == "/etc/bash.bashrc" || p == "/etc/bashrc" || strings.HasPrefix(p, "/etc/zsh/") ||
		p == "/etc/environment" || p == "/etc/zshenv" || p == "/etc/zprofile" || p == "/etc/zshrc" || p == "/etc/mkshrc":
		return true
	case env.Home != "" && dir == env.Home || strings.HasPrefix(dir, "/home/") && strings.Count(dir, "/") == 2 || dir == "/root":
		return startupNames.has(base)
	}
	return false
}

// unknownText marks a file this input writes with text only known at run
// time; a script run from it is code only known at run time (Dynamic).
const unknownText = "\x00unknown"

// script judges the script file a shell runs (sh f, bash f, source f, . f):
// the text this input wrote to it, else the file as it is now when it is a
// regular file of at most maxScript bytes. A file only known at run time,
// missing, or too large is not followed.
func (a *analyzer) script(file Word, g lexer.Grammar, w []string) {
	a.followFile(file, g, w, func(text string) { a.posix(text, g, w) })
}

// followWhole is followFile for a program that reads its file whole
// before it runs any of it (make's makefile, package.json's scripts, an
// interpreter's program): what that code writes over the file (git
// rebase in a recipe, over a makefile in the work tree) changes nothing
// it runs, unlike a shell's script, read as it goes.
func (a *analyzer) followWhole(file Word, g lexer.Grammar, w []string, run func(text string)) {
	a.followFile(file, g, w, func(text string) {
		var held []string
		if p, ok := a.env.Path(file); ok {
			for _, q := range []string{p, a.real(p)} {
				if a.ran[q] {
					delete(a.ran, q)
					held = append(held, q)
				}
			}
		}
		run(text)
		for _, q := range held {
			a.ran[q] = true
		}
	})
}

// followFile has run analyse the text of the file a command runs as code:
// what this input wrote to it, else the file as it is now (fileText), its
// commands marked as read from disk (reading). A file the input wrote with
// text only known at run time is code only known then: a Dynamic command.
func (a *analyzer) followFile(file Word, g lexer.Grammar, w []string, run func(text string)) {
	if p, ok := a.env.Path(file); ok && file.Literal {
		a.markRan(p)
		a.markRan(a.real(p))
		if text, found := a.writtenText(p); found && text == unknownText || !found && a.inWrittenTree(p) {
			c := &Command{Grammar: g, Text: file.Value, Wrappers: w, Dynamic: true, Word0: file}
			a.add(c)
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, undecided: a.sourcing == 0,
				why: "it runs " + p + " after writing it with text only known at run time"})
			return
		}
	}
	if k, ok := tempKey(file); ok {
		// x=$(mktemp); echo … > "$x"; bash "$x": what the input wrote
		// into the fresh file (wroteTemp).
		if text, found := a.written[k]; found && text != unknownText {
			run(text)
		} else if found {
			c := &Command{Grammar: g, Text: file.Value, Wrappers: w, Dynamic: true, Word0: file}
			a.add(c)
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: file.Value, undecided: a.sourcing == 0,
				why: "it runs " + file.Value + ", a fresh temporary file, after writing it with text only known at run time"})
		}
		return
	}
	if k := envTreeKey(file.Value); !file.Literal && k != "" && slices.ContainsFunc(a.writtenDirs, func(d string) bool { return d != "" && fsUnder(k, d) }) {
		// tar -xf t.tar -C $SCRATCH/a/b && bash $SCRATCH/a/b/run.sh:
		// a file of a tree written below a variable (envTreeTail).
		c := &Command{Grammar: g, Text: file.Value, Wrappers: w, Dynamic: true, Word0: file}
		a.add(c)
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: k, undecided: a.sourcing == 0,
			why: "it runs " + file.Value + " after writing files it does not name into its directory"})
		return
	}
	if text, ok := a.fileText(file); ok {
		defer a.reading(file)()
		run(text)
	}
}

// fileText is the text of the file a word names, as a script's is read:
// what this input wrote to it, else the file as it is now (readScript).
func (a *analyzer) fileText(file Word) (string, bool) {
	if !file.Literal || file.Value == "" {
		return "", false
	}
	p, ok := a.env.Path(file)
	if !ok {
		return "", false
	}
	if text, found := a.writtenText(p); found {
		return text, text != unknownText
	}
	if a.inWrittenTree(p) {
		return "", false
	}
	if a.read[p] || a.readLen >= maxRead {
		return "", false
	}
	text, err := readScript(p)
	if err != nil {
		return "", false
	}
	if a.read == nil {
		a.read = map[string]bool{}
	}
	a.read[p] = true
	a.readLen += len(text)
	return text, true
}

// reading marks the commands analysed until the returned func is called as
// read from file on disk (Command.File), unless this input wrote it.
func (a *analyzer) reading(file Word) (done func()) {
	p, _ := a.env.Path(file)
	if _, written := a.written[p]; written || a.file != "" {
		return func() {}
	}
	a.file = p
	return func() { a.file = "" }
}

// pathScript judges a program run by its path (./build.sh) whose #! line
// names a posix shell (#!/bin/sh, #!/usr/bin/env bash), as script does, or
// an interpreter (python3, node, …), as its code would be. A text file
// without a #! line is a shell script too: the kernel refuses to run it
// (ENOEXEC) and the shell, or execvp(3), runs it with the shell instead.
func (a *analyzer) pathScript(c *Command, w []string) {
	if k := envTreeKey(c.Word0.Value); !c.Word0.Literal && k != "" {
		a.followFile(c.Word0, c.Grammar, w, func(string) {}) // $SCRATCH/a/b/run.sh after a tree written there
		return
	}
	if a.ranBuilt(c, w) {
		return // gcc -o t t.c && ./t: its sources, written by the input
	}
	if p, ok := a.env.Path(c.Word0); !ok || !c.Word0.Literal {
		return
	} else if _, written := a.writtenText(p); !written && !a.inWrittenTree(p) && !textScript(p) {
		return // a program (/usr/bin/ls): not read whole to find out
	}
	a.followFile(c.Word0, c.Grammar, w, func(text string) {
		prog, ok := shebang(text)
		if !ok && c.Grammar.IsPosix() {
			a.posix(text, c.Grammar, w) // no #!: the shell runs it itself
		} else if g, ok := shellGrammar(prog); ok {
			a.posix(text, g, w)
		} else if interpSpec(prog) != nil {
			a.interpreterCode(text, c.Word0.Value, w)
		}
	})
}

// shebang returns the program a script's #! line runs: its base name,
// the one env is asked for (#!/usr/bin/env -S bash -e gives bash).
func shebang(text string) (string, bool) {
	line, _, _ := strings.Cut(text, "\n")
	rest, ok := strings.CutPrefix(line, "#!")
	if !ok {
		return "", false
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return "", false
	}
	prog := f[0]
	if i := strings.LastIndexByte(prog, '/'); i >= 0 {
		prog = prog[i+1:]
	}
	if prog == "env" {
		for _, x := range f[1:] {
			if !strings.HasPrefix(x, "-") {
				return x, true
			}
		}
		return "", false
	}
	return prog, true
}

// openRegular opens the regular file p for reading and returns its size.
// It checks the path before opening it (a device is never opened: opening
// some acts), opens without blocking (should it have been swapped for a
// FIFO meanwhile) and checks the open file again.
func openRegular(p string) (*os.File, int64, error) {
	if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() {
		return nil, 0, os.ErrInvalid
	}
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, 0, err
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		_ = f.Close() // read only
		return nil, 0, os.ErrInvalid
	}
	return f, fi.Size(), nil
}

// textScript reports whether the regular file p is a script a shell runs:
// it begins with #!, or it is text (no NUL byte in its first block, where
// every binary format has one) that the shell runs for want of a #! line.
func textScript(p string) bool {
	f, _, err := openRegular(p)
	if err != nil {
		return false
	}
	defer func() { _ = f.Close() }() // read only
	var b [512]byte
	n, _ := io.ReadFull(f, b[:])
	return n >= 2 && b[0] == '#' && b[1] == '!' || n > 0 && bytes.IndexByte(b[:n], 0) < 0
}

// readScript reads a regular file of at most maxScript bytes (openRegular).
func readScript(p string) (string, error) {
	f, size, err := openRegular(p)
	if err != nil {
		return "", err
	}
	defer func() { _ = f.Close() }() // read only
	if size > maxScript {
		return "", os.ErrInvalid
	}
	b, err := io.ReadAll(io.LimitReader(f, maxScript))
	return string(b), err
}
