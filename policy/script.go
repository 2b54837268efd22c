package policy

import (
	"io"
	"os"
	"strings"
	"syscall"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// maxScript bounds the text of a script file read to judge it.
const maxScript = 64 << 10

// noteWritten remembers the text c writes to a file when both are known
// before it runs: echo "…" > f, printf '…' >> f, cat > f <<EOF. A script
// written so and run later in the same input (sh f, source f, ./f) is
// judged by what it would then hold, not by what the file holds now.
func (a *analyzer) noteWritten(c *Command) {
	var text *string
	for _, r := range c.Redirs {
		if r.Fd != "" && r.Fd != "1" || !r.Target.Literal {
			continue
		}
		switch r.Op {
		case ">", ">|", "&>", ">>", "&>>":
		default:
			continue
		}
		if text == nil {
			if text = a.output(c); text == nil {
				return
			}
		}
		p, ok := a.env.Path(r.Target)
		if !ok {
			continue
		}
		if a.written == nil {
			a.written = map[string]string{}
		}
		if strings.HasPrefix(r.Op, ">>") || r.Op == "&>>" {
			a.written[p] += *text
		} else {
			a.written[p] = *text
		}
	}
}

// script judges the script file a shell runs (sh f, bash f, source f, . f):
// the text this input wrote to it, else the file as it is now when it is a
// regular file of at most maxScript bytes. A file only known at run time,
// missing, or too large is not followed.
func (a *analyzer) script(file Word, g lexer.Grammar, w []string) {
	if text, ok := a.fileText(file); ok {
		defer a.reading(file)()
		a.posix(text, g, w)
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
	if text, found := a.written[p]; found {
		return text, true
	}
	text, err := readScript(p)
	return text, err == nil
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
// an interpreter (python3, node, …), as its code would be.
func (a *analyzer) pathScript(c *Command, w []string) {
	text, ok := a.fileText(c.Word0)
	if !ok {
		return
	}
	prog, ok := shebang(text)
	if !ok {
		return
	}
	defer a.reading(c.Word0)()
	if g, ok := shellGrammar(prog); ok {
		a.posix(text, g, w)
		return
	}
	if _, ok := interpreterFlag.get(interpreterName(prog)); ok {
		a.interpreterCode(text, c.Word0.Value, w)
	}
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

// readScript reads a regular file of at most maxScript bytes. It opens
// without blocking, so a FIFO (or a device) in the script's place cannot
// hold the check; it is then refused as not regular.
func readScript(p string) (string, error) {
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return "", err
	}
	defer func() { _ = f.Close() }() // read only
	fi, err := f.Stat()
	if err != nil {
		return "", err
	}
	if !fi.Mode().IsRegular() || fi.Size() > maxScript {
		return "", os.ErrInvalid
	}
	b, err := io.ReadAll(io.LimitReader(f, maxScript))
	return string(b), err
}
