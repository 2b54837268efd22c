package policy

import (
	"slices"
	"strings"
)

// What code the input itself defines prints, where that output is run as
// code: eval "$(f)", source <(f), f | sh, eval "$(python3 -c '…')". A
// function defined in the input prints what the commands of its body
// print, every branch of it (case, if) taken as the worst reading; an
// interpreter's one-liner prints what its quoted strings make
// (shellFedText). Where that is not known (a body that prints a file, a
// value only known at run time), the text eval runs is code the input
// made and the guard cannot read: it is refused (madeCode), whereas an
// installed tool's output (eval "$(direnv hook bash)") is the tool's.

// silentBuiltins print nothing on standard output.
var silentBuiltins = set{":", "[", "[[", "cd", "declare", "exit", "export", "false", "local", "readonly", "return", "set", "shift", "test", "trap", "true", "typeset", "unset"}

// funcOutput returns what the call c of the function fd, defined in the
// input, prints on standard output when it is known: the outputs of the
// commands its body runs (outputOf), its arguments as its positional
// parameters when they are known. The body is walked again for it as
// the call runs it; nil when any command prints what is not known.
func (a *analyzer) funcOutput(c *Command, fd funcDef, params bool) *string {
	if fd.calling || !a.enter(fd.s.slice(fd.body)) {
		return nil
	}
	restore := a.fork()
	defer restore()
	fd.calling = true
	a.funcs[c.Name] = fd
	a.params = nil
	if allLiteral(c.Args) {
		a.params = c.Values()
	}
	n := len(a.in.Commands)
	a.stmt(fd.s, fd.body, append(slices.Clone(c.Wrappers), "function "+c.Name), nil)
	return a.printedBy(a.in.Commands[n:], params)
}

// printedBy returns what the commands cmds, the walk of a function's
// body or a script's, print on standard output where they run, when it
// is known: the output of each that prints to it (outputOf), in order;
// nil when any prints what is not known.
func (a *analyzer) printedBy(cmds []*Command, params bool) *string {
	inner := map[*Command]bool{} // what another command reads: a pipe's, a substitution's
	for _, x := range cmds {
		for _, f := range x.Feeds {
			inner[f] = true
		}
		for _, w := range append([]Word{x.Word0}, x.Args...) {
			for _, s := range w.Subst {
				inner[s] = true
			}
		}
	}
	var b strings.Builder
	for _, x := range cmds {
		if inner[x] || x.assigned || x.Name == "" && !x.Dynamic || silentBuiltins.has(x.Name) || stdoutElsewhere(x) {
			continue
		}
		out := a.outputOf(x, params)
		if out == nil {
			return nil
		}
		b.WriteString(*out)
	}
	s := b.String()
	return &s
}

// stdoutElsewhere reports whether c's standard output goes to a file or
// another descriptor (> f, >&2, &> f), not to its caller.
func stdoutElsewhere(c *Command) bool {
	return slices.ContainsFunc(c.Redirs, func(r Redir) bool {
		switch r.Op {
		case ">", ">>", ">|", ">&", "&>", "&>>":
			return r.Fd == "" || r.Fd == "1"
		}
		return false
	})
}

// writtenScript reports whether c runs a script the input wrote, its
// text known (./envtool, bash gen.sh): the commands after it in the
// input's are its walk (pathScript, script).
func (a *analyzer) writtenScript(c *Command) bool {
	file := c.Word0
	if !strings.Contains(file.Value, "/") {
		if !isShell(c, c.Name) || len(c.Args) == 0 || strings.HasPrefix(c.Args[0].Value, "-") {
			return false
		}
		file = c.Args[0]
	}
	if !file.Literal {
		return false
	}
	p, ok := a.env.Path(file)
	if !ok {
		return false
	}
	_, ok = a.writtenText(p)
	return ok
}

// scriptOutput returns what c, a run of a script the input wrote
// (writtenScript) already walked, prints, when known (printedBy of the
// commands its walk found); known reports whether c is one.
func (a *analyzer) scriptOutput(c *Command, params bool) (out *string, script bool) {
	if c == nil || !a.writtenScript(c) {
		return nil, false
	}
	i := slices.Index(a.in.Commands, c)
	if i < 0 {
		return nil, true
	}
	return a.printedBy(a.in.Commands[i+1:], params), true
}

// madeOutput reports whether c is code the input defined whose output
// the analysis cannot compute: a call of a function defined in it
// (funcOutput nil), or an interpreter's one-liner whose quoted strings
// make no text (shellFedText).
func (a *analyzer) madeOutput(c *Command) bool {
	if c == nil || !c.Word0.Literal {
		return false
	}
	if fd, ok := a.funcs[c.Name]; ok {
		return a.funcOutput(c, fd, true) == nil
	}
	if out, script := a.scriptOutput(c, true); script {
		return out == nil
	}
	if lang, _, ok := interpCode(c); ok && lang != "" && inlineCode(c) {
		_, known := shellFedText(c, nil)
		return !known
	}
	return false
}

// madeCode runs, as code in grammar g, the text that the commands subst
// print when they are code the input defined: an interpreter's one-liner
// (eval "$(python3 -c 'print("rm -rf ~")')"), read as shellFedText
// reads it. It reports whether any of them prints what the analysis
// cannot compute (madeOutput).
func (a *analyzer) madeCode(c *Command, subst []*Command, w []string) (unknown bool) {
	for _, x := range subst {
		if slices.ContainsFunc(subst, func(y *Command) bool { return slices.Contains(y.Feeds, x) }) {
			continue // piped on: the last one's output is what runs
		}
		if a.madeOutput(x) {
			unknown = true
			continue
		}
		if lang, _, ok := interpCode(x); ok && lang != "" && inlineCode(x) {
			if text, ok := shellFedText(x, nil); ok {
				a.code(c, Word{Value: text, Literal: true}, c.Grammar, append(w[:len(w):len(w)], x.Name+" output"))
			}
		}
	}
	return unknown
}

// inlineCode reports whether the interpreter c runs code written in its
// words: -c CODE, -e CODE, deno eval CODE; not a module it loads (perl
// -Mlocal::lib), which is installed code.
func inlineCode(c *Command) bool {
	s, args := interpSpecOf(c)
	if s == nil {
		return false
	}
	p := parseArgs(s, args)
	if s.codeArg && len(p.operands) > 0 {
		return true
	}
	return slices.ContainsFunc(p.opts, func(o opt) bool { return o.hasValue && s.codeOpts.has(o.name) })
}
