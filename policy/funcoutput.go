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
// installed tool's output (eval "$(direnv hook bash)") is the tool's, in
// a function's body as well (init(){ pyenv init -; }; eval "$(init)",
// env(){ echo "export V=$(git describe)"; }: made reports which).

// silentBuiltins print nothing on standard output.
var silentBuiltins = set{":", "[", "[[", "cd", "declare", "exit", "export", "false", "local", "readonly", "return", "set", "shift", "test", "trap", "true", "typeset", "unset"}

// funcOutput returns what the call c of the function fd, defined in the
// input, prints on standard output when it is known: the outputs of the
// commands its body runs (outputOf), its arguments as its positional
// parameters when they are known. The body is walked again for it as
// the call runs it; nil when any command prints what is not known, and
// then made reports whether any of that is the input's own (printedBy).
func (a *analyzer) funcOutput(c *Command, fd funcDef, params bool) (text *string, made bool) {
	if fd.calling > 0 || !a.enter(fd.s.slice(fd.body)) {
		return nil, true
	}
	restore := a.fork()
	defer restore()
	fd.calling++
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
// nil when any prints what is not known. made reports that some of what
// is not known is the input's own making (madePart), not an installed
// tool's or a file's output, which eval "$(tool)" runs as the tool's.
func (a *analyzer) printedBy(cmds []*Command, params bool) (text *string, made bool) {
	var b strings.Builder
	known := true
	for _, x := range printers(cmds) {
		out, m := a.partOutput(x, params)
		if out == nil {
			known, made = false, made || m
			if made {
				return nil, true
			}
			continue
		}
		b.WriteString(*out)
	}
	if !known {
		return nil, false
	}
	s := b.String()
	return &s, false
}

// printers returns the commands of cmds whose output reaches standard
// output where they run, in order: not one another command reads (a
// pipe's, a substitution's), an assignment's, a silent builtin or one
// whose output is redirected.
func printers(cmds []*Command) []*Command {
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
	var out []*Command
	for _, x := range cmds {
		if inner[x] || x.assigned || x.Name == "" && !x.Dynamic || silentBuiltins.has(x.Name) || writesOut(x) {
			continue
		}
		out = append(out, x)
	}
	return out
}

// mixedText returns the text the commands cmds print (printers), where
// some print text the analysis knows (outputOf) and others what it
// cannot compute, an installed tool's output: the known parts as they
// are, each unknown one as a substitution of its command's name on a
// line, a value only known at run time where it stands (a tool prints
// lines). eval "$(git describe;
// echo 'rm -rf ~')" runs rm -rf ~ on the line after the tag, and
// eval "$(printf 'rm -rf '; git describe)" rm -rf of what git prints.
// ok is false unless some part is known and the text is more than one
// command's (whose output alone the word's value already is).
func (a *analyzer) mixedText(cmds []*Command) (text string, ok bool) {
	var b strings.Builder
	known, unknown := false, false
	ps := printers(cmds)
	for _, x := range ps {
		if out := a.outputOf(x, true); out != nil {
			known = known || strings.TrimSpace(*out) != ""
			b.WriteString(*out)
			continue
		}
		unknown = true
		name := x.Name
		if !x.Word0.Literal || !isName([]byte(strings.ReplaceAll(name, "-", "_"))) {
			name = ":"
		}
		b.WriteString("$(" + name + ")\n")
	}
	return b.String(), known && (unknown || len(ps) > 1)
}

// partOutput returns what x, a command of a function's or a script's
// walk, prints (outputOf), or nil and whether that unknown output is
// the input's own making: a call of a function or a script of it whose
// output is (funcOutput, scriptOutput), an interpreter's one-liner
// whose text is not known (shellFedText), an echo or printf of a
// variable holding what the analysis cannot know (echo "$x" after
// x=$(curl …): eval "$(echo "$x")" is refused where written out too).
// A tool's output (git describe, pyenv init -, cat FILE, or one in a
// substitution: echo "V=$(git describe)") is the tool's, as in eval
// "$(git describe)".
func (a *analyzer) partOutput(x *Command, params bool) (out *string, made bool) {
	if fd, ok := a.funcs[x.Name]; ok && x.Word0.Literal {
		return a.funcOutput(x, fd, params)
	}
	if out, made, script := a.scriptOutput(x, params); script {
		return out, made
	}
	if out := a.outputOf(x, params); out != nil {
		return out, false
	}
	if lang, _, ok := interpCode(x); ok && lang != "" && inlineCode(x) {
		_, known := shellFedText(x, nil)
		return nil, !known
	}
	if x.Name == "echo" || x.Name == "printf" {
		// A variable's value, or what code the input made prints: not
		// a tool's in a substitution (echo "V=$(git describe)").
		return nil, slices.ContainsFunc(x.Args, func(w Word) bool {
			return !w.Literal && (w.Computed || !params) && expandsVariable(w.Value) || slices.ContainsFunc(w.Subst, a.madeOutput)
		})
	}
	return nil, false
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
func (a *analyzer) scriptOutput(c *Command, params bool) (out *string, made, script bool) {
	if c == nil || !a.writtenScript(c) {
		return nil, false, false
	}
	i := slices.Index(a.in.Commands, c)
	if i < 0 {
		return nil, true, true
	}
	out, made = a.printedBy(a.in.Commands[i+1:], params)
	return out, made, true
}

// madeOutput reports whether c is code the input defined whose output
// the analysis cannot compute, and that unknown part is the input's own
// (partOutput): a call of a function defined in it, a script it wrote,
// or an interpreter's one-liner whose quoted strings make no text
// (shellFedText).
func (a *analyzer) madeOutput(c *Command) bool {
	if c == nil || !c.Word0.Literal {
		return false
	}
	out, made := a.partOutput(c, true)
	return out == nil && made
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
	if text, ok := a.mixedText(subst); ok && !unknown {
		a.code(c, Word{Value: text, Literal: true}, c.Grammar, append(w[:len(w):len(w)], "the output of the commands substituted"))
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

// expandsVariable reports whether v, a POSIX word as written, expands a
// named variable ($x, ${x}), not only substitutions ($(cmd)) or
// positional parameters.
func expandsVariable(v string) bool {
	for i := strings.IndexByte(v, '$'); i >= 0 && i+1 < len(v); i = strings.IndexByte(v, '$') {
		if b := v[i+1]; b == '{' || b == '_' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' {
			return true
		}
		v = v[i+1:]
	}
	return false
}
