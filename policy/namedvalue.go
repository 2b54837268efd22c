package policy

import (
	"maps"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A variable can hold the value of another whose name is only known at run
// time: eval ac_val=\$$ac_var. Printing it may print any variable, a
// credential among them (cred.env-dump), while comparing it (case
// $ac_val in, test) shows nothing. So the analysis follows such values as
// the shell would: from the eval that assigns one, through copies (y=$x),
// to the words that expand them (Word.indirectValue), until the variable is
// assigned anew; a subshell's assignments end with it; a loop walked once
// is walked again while its body taints more; code that runs later (a
// function, a trap) is held to what the input taints after it too
// (Input.lateIndirect). An eval whose words are all known (the loop that
// built it named its variables: for ac_var in prefix bindir) assigns a
// known variable's value, judged as any.

// evalIndirect notes the variables the eval c assigns the value of a
// variable named at run time.
func (a *analyzer) evalIndirect(c *Command) {
	if allLiteral(c.Args) || !evalIndirRe.get().MatchString(c.Text) {
		return
	}
	if names, ok := assignsOnly(c); ok {
		for _, n := range names {
			a.taint(n)
		}
	}
}

// taint notes that the variable name now holds an indirect value.
func (a *analyzer) taint(name string) {
	if a.namedVals == nil {
		a.namedVals = map[string]bool{}
	}
	a.namedVals[name] = true
	delete(a.asWritten, name) // eval x=\$$n: not the text $$n
	if a.in.indirectNames == nil {
		a.in.indirectNames = map[string]bool{}
	}
	a.in.indirectNames[name] = true
	// Code walked before that may run after this: a function (in a
	// subshell too), a trap (not in a subshell, which resets them). A
	// taint inside such code is followed within it.
	if a.anytime == 0 && (a.laterNames[name] || a.subshells == 0 && a.trapNames[name]) {
		a.in.lateIndirect = append(a.in.lateIndirect, name)
	}
}

// expandsIndirect marks out when the expansion x of the variable name
// gives an indirect value: not its length, nor the word ${x+word} gives
// in its place. Code that runs later notes the names it expands.
func (a *analyzer) expandsIndirect(name string, x *syntax.ParamExp, out *Word) {
	if name == "" || x.Length || x.Exp != nil && (x.Exp.Op == syntax.AlternateUnset || x.Exp.Op == syntax.AlternateUnsetOrNull) {
		return
	}
	if a.namedVals[name] {
		out.indirectValue = true
	}
	switch {
	case a.inTrap > 0:
		if a.trapNames == nil {
			a.trapNames = map[string]bool{}
		}
		a.trapNames[name] = true
	case a.anytime > 0:
		if a.laterNames == nil {
			a.laterNames = map[string]bool{}
		}
		a.laterNames[name] = true
	}
}

// settled runs the walk of a loop's body, again while it taints a
// variable it did not before (echo "$x"; eval x=\$$n: the next round
// prints it), at most three times.
func (a *analyzer) settled(walk func()) {
	for range 3 {
		before := len(a.namedVals)
		walk()
		if len(a.namedVals) == before {
			return
		}
	}
}

// passesIndirect returns the first command of in that passes on an
// indirect value (prints it, sends it, runs it), and the variable; or
// the variable alone when code that runs later reads it.
func passesIndirect(in *Input) (*Command, string, bool) {
	for _, c := range in.Commands {
		if c.Is("test", "[", "[[") || c.Is("echo", "printf", "print") && writesFile(c) {
			continue // compares it, or writes it to a file
		}
		if _, ok := assignsOnly(c); ok && c.Name == "eval" {
			continue
		}
		words := append([]Word{c.Word0}, c.Args...)
		for _, r := range c.Redirs {
			words = append(words, r.Target)
		}
		for _, w := range words {
			if w.indirectValue {
				return c, heldName(w.Value, in.indirectNames), true
			}
		}
		if c.Stdin != nil {
			// An unquoted heredoc: its text is not made of words.
			if n := heldName(*c.Stdin, in.indirectNames); n != "" {
				return c, n, true
			}
		}
	}
	if len(in.lateIndirect) > 0 {
		return nil, in.lateIndirect[0], true
	}
	return nil, "", false
}

// heldName returns the name of names text expands, or "".
func heldName(text string, names map[string]bool) string {
	for _, n := range slices.Sorted(maps.Keys(names)) {
		if strings.Contains(text, "$"+n) || strings.Contains(text, "${"+n) {
			return n
		}
	}
	return ""
}

// trapCode is a trap's code as set: the trap command, the code, and the
// wrappers it runs behind.
type trapCode struct {
	c    *Command
	code Word
	w    []string
}

// maxTraps is the most traps trapAgain walks again.
const maxTraps = 8

// trapAgain notes that name, a variable the code of a trap set so far
// expands (trapNames), or a function's body a trap may call
// (laterNames: trap on_exit EXIT), is assigned outside a trap, a function body and a
// subshell: the code runs when the signal comes (EXIT at the latest),
// with the value the variable holds then, not the one it held where the
// trap was set (trap 'eval "$z"' EXIT; z='rm -rf ~'). The traps are
// walked again once, where a signal may come (trapsFire): an input that
// assigns the variable over and over (autoconf's configure, whose EXIT
// trap expands $ac_clean_files) walks them once, not once for each
// assignment.
func (a *analyzer) trapAgain(name string) {
	if !a.trapNames[name] && !a.laterNames[name] || !a.shellLevel() || a.inTrap > 0 || len(a.traps) == 0 {
		return
	}
	a.trapsDue = true
}

// shellLevel reports whether the walk is at the level of the shell whose
// code it walks: not in a subshell of it, nor in code that runs at any
// later point (a function's body as defined, a trap's). A trap set there
// is the shell's, walked again when it fires (trapAgain).
func (a *analyzer) shellLevel() bool {
	return a.anytime == a.shellAnytime && a.subshells == a.shellSubs
}

// ownShell starts the walk of code another shell runs, at any later point
// of this one (ssh HOST CMD, carried): its traps are its own, set from
// none and fired where its code ends. It returns what fires them and puts
// this shell's back.
func (a *analyzer) ownShell() (end func()) {
	traps, due, at, subs := a.traps, a.trapsDue, a.shellAnytime, a.shellSubs
	a.traps, a.trapsDue, a.shellAnytime, a.shellSubs = nil, false, a.anytime, a.subshells
	return func() {
		a.trapsFire() // its EXIT
		a.traps, a.trapsDue, a.shellAnytime, a.shellSubs = traps, due, at, subs
	}
}

// trapsFire walks the traps set so far again, with the values their
// variables hold now, when one was assigned since they were last walked
// (trapAgain): where the input ends (EXIT) and where it signals itself
// (kill).
func (a *analyzer) trapsFire() {
	if !a.trapsDue || a.inTrap > 0 {
		return
	}
	a.trapsDue = false
	for _, t := range a.traps {
		a.inTrap++
		a.runsAnytime(func() { a.code(t.c, t.code, t.c.Grammar, t.w) })
		a.inTrap--
	}
}
