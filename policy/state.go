package policy

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// maxStateBytes caps what a State keeps of variables' values, arrays and
// function bodies. Past it the values are dropped to computed (their names
// kept: an expansion of one is a value the analysis cannot know, never an
// unset variable), and past it in names too, the state becomes one where
// anything may be set.
const maxStateBytes = 256 << 10

// State is the shell state a session's earlier commands left, as the
// analysis followed them: the variables they assigned, exported and unset
// (with the values known and those computed at run time), arrays,
// functions, the positional parameters and the fresh temporary
// directories. An analysis started from a State (Policy.CheckFrom) reads
// the new input as the same shell process would run it after them; the
// Input's After is the State once it has run. A State is never changed
// once made: it is safe to share.
type State struct {
	vars      map[string]string
	computed  map[string]bool
	arrays    map[string]map[string]string
	elemWords []Word // the arrays' elements only known at run time (analyzer.elemWords)
	funcs     map[string]funcDef
	wrapFuncs map[string]bool
	params    []string
	asWritten map[string]string
	held      map[string]string // variables holding a credential this check cannot see (credheld.go)
	touched   map[string]bool
	// anything reports that a command ran whose effect on the state the
	// analysis could not follow (source of a file it could not read, eval
	// of text only known at run time): every variable the state does not
	// know may hold anything (analyzer.isComputed).
	anything bool
	// unknown are the name prefixes (PYENV_) under which a command's
	// shell code may have set variables: each one the state does not
	// know may hold anything, as under anything.
	unknown []string
}

// NewState is the state of a shell nothing has run in yet.
func NewState() *State { return &State{} }

// Anything reports whether the state holds variables set in ways the
// analysis could not follow, so that any variable it does not know may
// hold anything.
func (st *State) Anything() bool { return st != nil && st.anything }

// CheckFrom is Check of text run after the commands that left st (a
// session's shell). A nil st is Check's empty shell. The verdict's Input's
// After is the state once text has run.
func (p *Policy) CheckFrom(st *State, text string, g lexer.Grammar, env *Env) Verdict {
	return p.check(st, text, g, env)
}

// After is the shell state once the input has run, when it was analysed
// from a State (CheckFrom); nil otherwise.
func (in *Input) After() *State {
	if in == nil {
		return nil
	}
	return in.after
}

// stateMayHold reports whether the shell state the input left, when it
// was analysed from one (a session's earlier lines, then its own), holds
// the variable name or may: set in a way the analysis could not follow
// (State.anything, its unknown prefixes).
func (in *Input) stateMayHold(name string) bool {
	st := in.After()
	if st == nil {
		return false
	}
	if _, ok := st.vars[name]; ok || st.anything {
		return true
	}
	return slices.ContainsFunc(st.unknown, func(p string) bool { return strings.HasPrefix(name, p) })
}

// load starts the analysis from st's shell state; the analyzer's maps are
// its own copies.
func (a *analyzer) load(st *State) {
	a.vars = maps.Clone(st.vars)
	if a.vars == nil {
		a.vars = map[string]string{}
	}
	a.computed = maps.Clone(st.computed)
	a.arrays = maps.Clone(st.arrays) // elements are replaced, never changed in place
	a.elemWords = slices.Clip(st.elemWords)
	a.funcs = maps.Clone(st.funcs)
	a.wrapFuncs = maps.Clone(st.wrapFuncs)
	a.params = slices.Clone(st.params)
	a.asWritten = maps.Clone(st.asWritten)
	a.held = maps.Clone(st.held)
	a.touched = maps.Clone(st.touched)
	a.anything = st.anything
	a.unknownPrefix = slices.Clone(st.unknown)
}

// save returns the shell state the analysed input leaves, within
// maxStateBytes. It takes the analyzer's maps, its own since load: the
// analysis is over.
func (a *analyzer) save() *State {
	st := &State{
		vars: a.vars, computed: a.computed, arrays: a.arrays, elemWords: a.elemWords, funcs: a.funcs, wrapFuncs: a.wrapFuncs,
		params: a.params, asWritten: a.asWritten, held: a.held, touched: a.touched, anything: a.anything || a.unfollowedState(),
		unknown: a.unknownPrefix,
	}
	st.bound()
	return st
}

// unfollowedState reports whether the input ran a command whose effect on
// the shell's state the analysis did not follow: . or source of a file it
// did not read, eval of text only known at run time. Code that is the
// output of a program whose spec bounds what it sets (eval "$(dircolors
// -b)", source <(kubectl completion bash)) is followed that far: the
// variables it names become unknown (shellOutputSets).
func (a *analyzer) unfollowedState() bool {
	for _, c := range a.in.Commands {
		switch {
		case c.Dynamic && len(c.Wrappers) > 0 && c.Wrappers[len(c.Wrappers)-1] == "eval":
			if !a.shellOutputSets(c.Word0, "$(") {
				return true
			}
		case c.Is("source", "."):
			if len(c.Args) == 0 {
				return true
			}
			if !c.Args[0].Literal && a.shellOutputSets(c.Args[0], "<(") {
				continue
			}
			if files, ok := a.globFiles(c.Args[0]); ok && !slices.ContainsFunc(files, func(f string) bool { return !a.read[f] }) {
				continue // each file of for f in DIR/*; do . "$f"; done followed
			}
			p, ok := a.env.Path(c.Args[0])
			if sets, known := sourcedSets(p); ok && known && c.Args[0].Literal && !a.read[p] && !a.inWrittenTree(p) {
				if _, written := a.written[p]; !written {
					a.markUnknown(sets)
					continue
				}
			}
			if _, written := a.written[p]; !ok || !c.Args[0].Literal || !a.read[p] && !written && !a.missing(c.Args[0], p) {
				return true
			}
		}
	}
	return false
}

// globFiles returns the files a loop's variable over a glob names now
// (for rc in ~/.bashrc.d/*: "$rc" is a Word of the pattern, listing.go),
// when they can be read at check time: an absolute pattern whose
// directory this input wrote nothing under, matching at most
// maxLoopItems entries, each a regular file. No match runs the loop once
// with the pattern itself, which . then fails to read: nothing.
func (a *analyzer) globFiles(file Word) ([]string, bool) {
	v := file.Value
	if file.Literal || strings.ContainsAny(v, "$`") || !strings.ContainsAny(v, "*?[") {
		return nil, false
	}
	p, ok := a.env.Path(Word{Value: v, Literal: true})
	if !ok || !strings.HasPrefix(p, "/") || strings.ContainsAny(path.Dir(p), "*?[") || a.inWrittenTree(path.Dir(p)) {
		return nil, false
	}
	matches, err := filepath.Glob(p)
	if err != nil || len(matches) > maxLoopItems {
		return nil, false
	}
	for _, m := range matches {
		if st, err := os.Lstat(m); err != nil || !st.Mode().IsRegular() || a.inWrittenTree(m) {
			return nil, false
		}
	}
	return matches, true
}

// missing reports whether file, a path with a slash that the source
// command at p reads, is not there now, and this input wrote nothing
// under it: the shell's . of it fails and sets nothing. Without a slash
// the shell searches PATH for it first, which is not followed.
func (a *analyzer) missing(file Word, p string) bool {
	if !strings.Contains(file.Value, "/") || a.inWrittenTree(p) {
		return false
	}
	_, err := os.Lstat(p)
	return errors.Is(err, fs.ErrNotExist)
}

// shellOutputSets follows code that is the whole output of one program
// whose spec says what its shell code sets (spec.sets): w is that one
// substitution, opened by open ($( or <(), and nothing else; in it, that
// program alone, after any wrappers (command pyenv init -). It marks
// those variables unknown and reports whether it could.
func (a *analyzer) shellOutputSets(w Word, open string) bool {
	if len(w.Subst) == 0 || !strings.HasPrefix(w.Value, open) || !strings.HasSuffix(w.Value, ")") {
		return false
	}
	c, wrappers := w.Subst[len(w.Subst)-1], w.Subst[:len(w.Subst)-1] // the one program, after its wrappers (command, env)
	at := len(c.Wrappers) - len(wrappers)                            // its own wrappers, after those of where it runs (. FILE)
	if at < 0 {
		return false
	}
	for i, wc := range wrappers {
		if wc.Name != c.Wrappers[at+i] {
			return false
		}
	}
	if !c.Word0.Literal || !a.knownProgram(c) {
		return false
	}
	s, rest := lookupSpec(c)
	if s == nil || s.extra().sets == nil || s.effect == effectRuns && len(parseArgs(s, rest).operands) > 0 {
		return false
	}
	a.markUnknown(s.extra().sets)
	return true
}

// markUnknown marks the variables sets names (NAME, PREFIX*) as holding
// what the analysis cannot know.
func (a *analyzer) markUnknown(sets []string) {
	if a.computed == nil {
		a.computed = map[string]bool{}
	}
	for _, name := range sets {
		if prefix, ok := strings.CutSuffix(name, "*"); ok {
			if !slices.Contains(a.unknownPrefix, prefix) {
				a.unknownPrefix = append(a.unknownPrefix, prefix)
			}
			continue
		}
		delete(a.vars, name)
		a.computed[name] = true
		a.touch(name)
	}
}

// knownProgram reports whether c runs the installed program its name
// names: found on PATH or by an absolute path this input did not write,
// not a function of the session's nor a file of the project's
// (./bin/dircolors), whose output may be anything.
func (a *analyzer) knownProgram(c *Command) bool {
	if _, ok := a.funcs[c.Name]; ok {
		return false
	}
	v := c.Word0.Value
	if !strings.Contains(v, "/") {
		return true
	}
	_, written := a.written[v]
	return strings.HasPrefix(v, "/") && !written && !a.inWrittenTree(v)
}

// bound keeps st within maxStateBytes: values go first (their variables
// become computed), then everything but the functions that run their
// arguments (anything may be set).
func (st *State) bound() {
	if st.size() <= maxStateBytes {
		return
	}
	if st.computed == nil {
		st.computed = map[string]bool{}
	}
	for name := range st.vars {
		st.computed[name] = true
	}
	for name := range st.arrays {
		st.computed[name] = true
	}
	for name := range st.asWritten {
		st.computed[name] = true
	}
	st.vars, st.arrays, st.asWritten, st.funcs = nil, nil, nil, nil // the credentials held stay held
	if st.size() <= maxStateBytes {
		return
	}
	wrap := st.wrapFuncs
	*st = State{wrapFuncs: wrap, anything: true}
}

// size is the bytes st keeps, roughly.
func (st *State) size() int {
	n := 0
	for k, v := range st.vars {
		n += len(k) + len(v)
	}
	for k, m := range st.arrays {
		n += len(k)
		for i, v := range m {
			n += len(i) + len(v)
		}
	}
	texts := map[*source]bool{} // a function keeps the whole text it was defined in
	for k, f := range st.funcs {
		n += len(k)
		if !texts[f.s] {
			texts[f.s] = true
			n += len(f.s.text)
		}
	}
	for k, v := range st.asWritten {
		n += len(k) + len(v)
	}
	for k, v := range st.held {
		n += len(k) + len(v)
	}
	for k := range st.computed {
		n += len(k)
	}
	for k := range st.touched {
		n += len(k)
	}
	for _, p := range st.params {
		n += len(p)
	}
	for _, p := range st.unknown {
		n += len(p)
	}
	return n
}
