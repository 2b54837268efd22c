package policy

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Files only the shell makes: the descriptors a command's redirections
// (and exec's, for the commands after it) open for reading, named
// /dev/stdin, /dev/fd/N or /proc/self/fd/N, and the file a process
// substitution <(…) names. Their text is known when what fills them is:
// source /dev/stdin <<< '…', exec 3<<<'…'; bash <&3, source <(echo …).

// procSubst walks a process substitution and returns the text <(…) opens
// when every statement's output is known (echo, printf, cat of known
// text); nil otherwise, and always for >(…).
func (a *analyzer) procSubst(s *source, x *syntax.ProcSubst, w []string) *string {
	if a.substDepth >= maxSubst {
		a.in.tooDeep = true
		return nil
	}
	a.substDepth++
	outer := a.outer
	a.outer = nil // what it prints goes to its pipe
	defer func() { a.substDepth--; a.outer = outer }()
	known := x.Op == syntax.CmdIn
	var b strings.Builder
	for _, st := range x.Stmts {
		last := a.stmt(s, st, w, nil)
		if !known || st.Background {
			known = false
			continue
		}
		if t := a.output(last); t != nil {
			b.WriteString(*t)
		} else {
			known = false
		}
	}
	if !known {
		return nil
	}
	text := b.String()
	return &text
}

// descriptors sets the texts c reads on its descriptors: those exec opened
// earlier, then its own redirections in order (3<<<'…', {fd}<<'EOF', <&3
// duplicating one onto standard input). {name}<… takes the next free
// descriptor from 10 and sets name to it, as bash does.
func (a *analyzer) descriptors(c *Command) {
	if len(a.fds) == 0 && len(c.Redirs) == 0 {
		return
	}
	fds := make(map[string]string, len(a.fds))
	for k, v := range a.fds {
		fds[k] = v
	}
	for _, r := range c.Redirs {
		fd := r.Fd
		if name, ok := strings.CutPrefix(fd, "{"); ok {
			a.nextFd = max(a.nextFd+1, 10)
			fd = strconv.Itoa(a.nextFd)
			a.vars[strings.TrimSuffix(name, "}")] = fd
		}
		switch r.Op {
		case "<", "<<", "<<-", "<<<", "<>":
			if fd == "" {
				fd = "0"
			}
			if r.opens != nil && r.Op != "<>" {
				fds[fd] = *r.opens
			} else {
				delete(fds, fd)
			}
		case "<&":
			if fd == "" {
				fd = "0"
			}
			if t, ok := fds[r.Target.Value]; ok && r.Target.Literal {
				fds[fd] = t
				if fd == "0" {
					c.Stdin, c.StdinFile = &t, ""
				}
			} else {
				delete(fds, fd)
			}
		default: // output: > >> &> >& >|
			if fd == "" {
				fd = "1"
			}
			delete(fds, fd)
		}
	}
	delete(fds, "0") // standard input is Stdin
	if len(fds) > 0 {
		c.fds = fds
	}
}

// openText returns the text c reads from the file named by the word w
// when only the shell makes that file and its text is known: <(echo …),
// /dev/stdin, /dev/fd/N, /proc/self/fd/N.
func (a *analyzer) openText(c *Command, w Word) (string, bool) {
	if w.opens != nil {
		return *w.opens, true
	}
	if !w.Literal {
		return "", false
	}
	fd, ok := fdPath(w.Value)
	switch {
	case !ok:
		return "", false
	case fd == "0":
		if c.Stdin != nil {
			return *c.Stdin, true
		}
		return "", false
	}
	t, ok := c.fds[fd]
	return t, ok
}

// fdPath returns the descriptor a path names: /dev/stdin, /dev/fd/N,
// /proc/self/fd/N.
func fdPath(p string) (string, bool) {
	if p == "/dev/stdin" {
		return "0", true
	}
	for _, dir := range []string{"/dev/fd/", "/proc/self/fd/"} {
		if n, ok := strings.CutPrefix(p, dir); ok {
			if v, err := strconv.Atoi(n); err == nil && v >= 0 {
				return strconv.Itoa(v), true
			}
		}
	}
	return "", false
}

// runFile analyses the file c runs as code in grammar g (source f, bash
// f): the text of a file only the shell makes when it is known, else the
// file on disk or as this input wrote it (script).
func (a *analyzer) runFile(c *Command, file Word, g lexer.Grammar, w []string) {
	if text, ok := a.openText(c, file); ok {
		a.posix(text, g, w)
		return
	}
	if file.opens == nil && len(file.Subst) > 0 && g.IsPosix() {
		// source <(f), bash <(git describe; echo 'rm -rf ~'), source
		// <(python3 -c …): what the commands substituted print, or
		// unknown code the input made, as eval "$(f)" runs it.
		c.madeCode = a.madeCode(c, file.Subst, w) || c.madeCode
	}
	if files, ok := a.globFiles(file); ok {
		// for rc in ~/.bashrc.d/*; do . "$rc"; done: each file there.
		for _, f := range files {
			a.script(Word{Value: f, Literal: true}, g, w)
		}
		return
	}
	a.script(file, g, w)
}
