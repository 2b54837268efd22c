package policy

import (
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A redirection on a compound command ({ …; } > f, ( … ) >> f, if …; fi
// > f, while …; done > f, a function's body) applies to every command
// inside it: what each of them prints lands in f, as if each had the
// redirection itself (bash(1), Redirections: a compound command's
// redirections are performed for the whole of it). The analyzer keeps the
// output redirections in force around the walk (analyzer.outer) and gives
// them to each simple command that does not redirect the same descriptor
// itself (inheritOuter), so every rule that reads a command's
// redirections (startup files written, scripts written then run,
// credentials copied to a readable place) sees the group's too. The file
// is opened once, by the compound: it truncates it (noteGroupWritten) and
// each command inside appends to it, in order.
//
// A group's output piped on ({ echo a; echo b; } | sh) is the output of
// every command inside it that prints to its standard output: a pipe
// entry in analyzer.outer ("|", its Target the index of the commands it
// collects in analyzer.piped) gathers them, and the command on the right
// reads what they all print (groupFeed).

// outFds returns the descriptors an output redirection to a file sends
// to its target: "1" for > and >>, the one written before the operator,
// or "1" and "2" for &> and &>>. ok is false for any other redirection
// (input, a duplication such as 2>&1, a heredoc).
func outFds(r Redir) (fds []string, ok bool) {
	switch r.Op {
	case ">", ">|", ">>":
		if r.Fd == "" {
			return []string{"1"}, true
		}
		return []string{r.Fd}, true
	case "&>", "&>>":
		return []string{"1", "2"}, true
	case "|":
		return []string{"1"}, true
	}
	return nil, false
}

// redirected reports whether rs redirect descriptor fd in any way
// (to a file, a duplication, closed): the command's own redirection
// comes after the group's and wins.
func redirected(rs []Redir, fd string) bool {
	for _, r := range rs {
		switch r.Op {
		case "&>", "&>>", ">&", "<&":
			if fd == "1" || fd == "2" {
				if r.Op == "&>" || r.Op == "&>>" || r.Fd == "" && r.Op == ">&" || r.Fd == fd {
					return true
				}
			}
			continue
		}
		own := r.Fd
		if own == "" {
			own = "1"
			if strings.HasPrefix(r.Op, "<") {
				own = "0"
			}
		}
		if own == fd {
			return true
		}
	}
	return false
}

// appended is r as each command inside the group sees it: the group opened
// (and truncated) the file once, and each command adds to it.
func appended(r Redir) Redir {
	switch r.Op {
	case ">", ">|":
		r.Op = ">>"
	case "&>":
		r.Op = "&>>"
	}
	return r
}

// enclosed returns the output redirections in force inside a compound
// command with redirections rs, around which outer were in force: its own
// descriptors to its files, the others as they were.
func enclosed(outer, rs []Redir) []Redir {
	var in []Redir
	for _, r := range outer {
		fds, _ := outFds(r)
		if !redirected(rs, fds[0]) {
			in = append(in, r)
		}
	}
	for _, r := range rs {
		if _, ok := outFds(r); ok {
			in = append(in, appended(r))
		}
	}
	return in
}

// withoutFds returns outer without the redirections of the descriptors a
// pipe takes (the left side of | takes 1, of |& 1 and 2).
func withoutFds(outer []Redir, both bool) []Redir {
	var in []Redir
	for _, r := range outer {
		fds, _ := outFds(r)
		if fds[0] == "1" || both && fds[0] == "2" {
			if len(fds) == 1 || both {
				continue
			}
			r.Op, r.Fd = strings.TrimPrefix(r.Op, "&"), "2" // &>> f with 1 piped: 2>> f
		}
		in = append(in, r)
	}
	return in
}

// inheritOuter gives c the group's output redirections for the
// descriptors c does not redirect itself.
func (a *analyzer) inheritOuter(c *Command) {
	if len(a.outer) == 0 {
		return
	}
	var add []Redir
	for _, r := range a.outer {
		if fds, _ := outFds(r); !redirected(c.Redirs, fds[0]) {
			if r.Op == "|" {
				i, _ := strconv.Atoi(r.Target.Value)
				a.piped[i] = append(a.piped[i], c)
				continue
			}
			add = append(add, r)
		}
	}
	if len(add) > 0 {
		c.Redirs = append(slices.Clone(c.Redirs), add...)
	}
}

// noteGroupWritten notes the files a compound command's redirections open
// for writing: > f empties f, which its commands then append to
// (inheritOuter); >> f keeps what f holds.
func (a *analyzer) noteGroupWritten(c *Command) {
	empty := ""
	for _, r := range c.Redirs {
		if !r.Target.Literal || r.Op != ">" && r.Op != ">|" && r.Op != "&>" {
			continue
		}
		if p, ok := a.env.Path(r.Target); ok {
			a.wrote(c, p, &empty, false)
		}
	}
}

// pipedGroup walks left, a compound command whose output a pipe carries,
// and returns what the command on the right reads: the one command
// printing inside it, or a cat of what they all print, in order (its text
// when each one's is known), fed by them all.
func (a *analyzer) pipedGroup(s *source, left *syntax.Stmt, w []string, feed *Command) *Command {
	i := len(a.piped)
	a.piped = append(a.piped, nil)
	outer := a.outer
	a.outer = append(slices.Clip(outer), Redir{Op: "|", Target: Word{Value: strconv.Itoa(i), Literal: true}})
	last := a.stmt(s, left, w, feed)
	a.outer = outer
	// Builtins that never print (:, true, tests) add nothing to the
	// pipe; the one command left printing is what the right side reads,
	// whichever command of the group runs last ({ echo CMD; true
	// >/dev/null; } | sh reads echo's text).
	printed := slices.DeleteFunc(a.piped[i], printsNothing)
	a.piped = a.piped[:i]
	switch len(printed) {
	case 0:
		return last
	case 1:
		return printed[0]
	}
	// The text is what the commands whose output is known print, in
	// order: one whose output is not known (:, true, a test, a program)
	// hides none of the others' (if :; then echo CMD; fi | sh runs CMD),
	// and the right side still reads it through Feeds.
	var b strings.Builder
	known := false
	for _, c := range printed {
		if t := a.output(c); t != nil {
			b.WriteString(*t)
			known = true
		}
	}
	g := &Command{Grammar: s.g, Name: "cat", Word0: Word{Value: "cat", Literal: true}, Text: s.slice(left), Wrappers: w, Feeds: printed, grouped: true}
	if known {
		text := b.String()
		g.Stdin = &text
	}
	return g
}

// pipeline reports whether st is itself a pipe (a | b in a | b | c,
// which the parser nests on the left): no group, its last command is
// what the pipe after it carries.
func pipeline(st *syntax.Stmt) bool {
	x, ok := st.Cmd.(*syntax.BinaryCmd)
	return ok && !st.Negated && len(st.Redirs) == 0 && (x.Op == syntax.Pipe || x.Op == syntax.PipeAll)
}

// printsNothing reports whether c is a builtin that writes nothing on its
// standard output: :, true, false and the tests.
func printsNothing(c *Command) bool {
	switch c.Name {
	case ":", "true", "false", "test", "[", "[[", "((":
		return !c.Dynamic
	}
	return false
}
