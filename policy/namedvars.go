package policy

import (
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Variables a builtin assigns by a NAME operand: read NAME, printf -v
// NAME, mapfile NAME, getopts OPTSTRING NAME, wait -p NAME, compgen -V
// NAME, declare/local/typeset/export/readonly with a word that expands
// to NAME=VALUE, coproc NAME, [[ =~ ]]'s BASH_REMATCH, arithmetic's
// NAME=… and NAME++. Each goes through nameTarget and setNamed: the value
// is computed where it is known, else the variable becomes one only known
// at run time, never one that keeps an older value or reads as unset.
// NAME[SUB] is an element of the array (and element 0 is what $NAME
// expands to); a name reference names the variable it refers to; a name
// only known at run time (read "$1", printf -v "$n", declare "$k=$v")
// may be any variable (anyVariable).

// varTarget is the variable a builtin's NAME operand names: the
// variable, and for NAME[SUB] the key of its element.
type varTarget struct {
	name, key string
	elem      bool
}

// nameTarget resolves v, the word naming the variable a builtin assigns,
// literal when known before run time. ok is false where it names no
// variable bash would set (read 1x fails), and where the name is only
// known at run time or is a reference to one that is, after marking
// every variable unknown (anyVariable).
func (a *analyzer) nameTarget(v string, literal bool) (varTarget, bool) {
	if !literal || strings.ContainsAny(v, "$`") {
		if a.funcBody > 0 && a.params == nil && paramWord(v) {
			// printf -v "$1" in a function's body walked where it is
			// defined: the name is each call's argument, assigned
			// there (callFunc). The rest of the body is read with any
			// variable assigned (its commands are judged here, for
			// every call); after the body, the variables hold again
			// what they held (bodyUnknown, FuncDecl).
			if !a.namedByParam {
				a.bodyUnknown = a.saveKnown()
			}
			a.namedByParam = true
			a.anyVariable()
			return varTarget{}, false
		}
		a.anyVariable()
		return varTarget{}, false
	}
	t := varTarget{name: v}
	if i := strings.IndexByte(v, '['); i > 0 && strings.HasSuffix(v, "]") {
		t.name, t.key, t.elem = v[:i], a.elemKey(v[i+1:len(v)-1]), true
	}
	if !isName([]byte(t.name)) {
		return varTarget{}, false
	}
	if ref, ok := a.refs[t.name]; ok {
		if ref == "" {
			a.anyVariable() // declare -n r="$1"; read r
			return varTarget{}, false
		}
		t.name = ref
	}
	return t, true
}

// knownState is what anyVariable changes: the known values, and the
// count of settings of each, to tell those set again since.
type knownState struct {
	vars     map[string]string
	arrays   map[string]map[string]string
	computed map[string]bool
	sets     map[string]int
	anything bool
}

// saveKnown returns the known values as they are now.
func (a *analyzer) saveKnown() *knownState {
	return &knownState{vars: maps.Clone(a.vars), arrays: maps.Clone(a.arrays), computed: maps.Clone(a.computed), sets: maps.Clone(a.sets), anything: a.anything}
}

// restoreKnown puts back the values k saved of the variables set since
// by nothing but anyVariable (once: its touch), leaving the others as
// the walk since left them.
func (a *analyzer) restoreKnown(k *knownState) {
	again := func(name string) bool { return a.sets[name] > k.sets[name]+1 }
	for name, v := range k.vars {
		if !again(name) {
			if a.vars == nil {
				a.vars = map[string]string{}
			}
			a.vars[name] = v
			delete(a.computed, name)
		}
	}
	for name, v := range k.arrays {
		if !again(name) {
			if a.arrays == nil {
				a.arrays = map[string]map[string]string{}
			}
			a.arrays[name] = v
			if !k.computed[name] {
				delete(a.computed, name)
			}
		}
	}
	a.anything = k.anything
}

// paramWord reports whether v, a word only known at run time, is one
// positional parameter expanded whole: $1, ${2}.
func paramWord(v string) bool {
	v = strings.Trim(v, `"`)
	k, ok := strings.CutPrefix(v, "$")
	if !ok {
		return false
	}
	if strings.HasPrefix(k, "{") && strings.HasSuffix(k, "}") {
		k = k[1 : len(k)-1]
	}
	return k != "@" && k != "*" && positionalKey(k)
}

// elemKey returns the key of an element NAME[SUB] that a builtin names:
// SUB as a number, or the number a variable named there holds; else SUB
// marked as only known at run time ($SUB: setElem keeps no element of it).
func (a *analyzer) elemKey(sub string) string {
	sub = strings.TrimSpace(sub)
	if n, err := strconv.Atoi(sub); err == nil {
		return strconv.Itoa(n)
	}
	if v, ok := a.known(sub); ok && isName([]byte(sub)) {
		if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
			return strconv.Itoa(n) // read 'a[i]' of a known i
		}
	}
	return "$" + sub
}

// setNamed records that a builtin set t to v, or, known false, to a
// value only known at run time (not read from input: computedVar is for
// that), as an assignment of the name would.
func (a *analyzer) setNamed(t varTarget, v string, known bool) {
	fresh := a.unset(t.name)
	a.touch(t.name)
	if _, isArray := a.arrays[t.name]; isArray && !t.elem {
		t.key, t.elem = "0", true // read a of an array a: its element 0
	}
	if t.elem {
		a.setElem(t.name, t.key, Word{Value: v, Literal: known}, fresh, false)
		return
	}
	delete(a.computed, t.name)
	if !known {
		delete(a.vars, t.name)
		return
	}
	if a.vars == nil {
		a.vars = map[string]string{}
	}
	a.vars[t.name] = v
	if vals := a.in.setValues[t.name]; len(vals) > 0 && !a.transformed[t.name] {
		vals[len(vals)-1] = v // the value touch left unknown
	}
}

// setUnknown records that a builtin set the variable the word v names
// (literal when known before run time) to a value only known at run
// time: wait -p NAME, coproc NAME, compgen -V NAME.
func (a *analyzer) setUnknown(v string, literal bool) {
	if t, ok := a.nameTarget(v, literal); ok {
		a.setNamed(t, "", false)
	}
}

// setElem records NAME[KEY]=val: one element of an array known, or new
// (fresh: nothing set NAME before), keeps the others known; a key only
// known at run time ($i) or a value only known then leaves the array
// unknown (computed where the value is: m[$k]=$v of a line read). As
// $NAME is ${NAME[0]}, an element 0, or one whose key may be 0, sets
// what $NAME reads too.
func (a *analyzer) setElem(name, key string, val Word, fresh, appends bool) {
	elems, ok := a.arrays[name]
	if ok || fresh {
		elems = maps.Clone(elems)
		if elems == nil {
			elems = map[string]string{}
		}
	}
	if (ok || fresh) && val.Literal && !appends && !strings.ContainsAny(key, "$`") {
		elems[key] = val.Value
		if a.arrays == nil {
			a.arrays = map[string]map[string]string{}
		}
		a.arrays[name] = elems
	} else if val.Computed {
		a.computedVar(name) // m[$k]=$v of a line read: what its elements hold is unknown
	} else {
		delete(a.arrays, name)
	}
	if n, err := strconv.Atoi(key); err != nil || n == 0 {
		// c=; c[0]=bash: $c is ${c[0]}, now bash; unknown where
		// the subscript may be 0 (c[i], c[$i]) or the value is.
		if _, ok := a.vars[name]; ok && err == nil && val.Literal && !appends {
			a.vars[name] = val.Value
		} else {
			delete(a.vars, name)
		}
	}
}

// anyVariable records that a builtin assigned a variable whose name is
// only known at run time (printf -v "$n" …, declare "$k=$v", read
// "$1"): any variable may now hold anything, those known so far too,
// as after a session's command the analysis could not follow
// (State.anything).
func (a *analyzer) anyVariable() {
	a.knownUnknown()
	a.anything = true
}

// ownScript reports whether the code walked is a script's on disk, as
// it is (Command.File, or the input is the text of the script a shell
// runs: Env.Script), not text the agent wrote: names only known at run
// time there are its own bookkeeping (configure's as_fn_unset, its
// eval ac_val=\$$ac_var), read as naming none of the variables the
// analysis knows.
func (a *analyzer) ownScript() bool {
	return a.file != "" || a.env != nil && a.env.Script != ""
}

// knownUnknown records that the variables the analysis knows the values
// of may now hold anything: eval of text only known at run time (eval
// "$(./gen)") may assign any of them. The environment's own it leaves
// as they are (eval "$(ssh-agent -s)"; ssh-add ~/.ssh/id_ed25519): the
// rules read those at their worst where it matters (~ with HOME unset).
func (a *analyzer) knownUnknown() {
	for _, name := range slices.Collect(maps.Keys(a.vars)) {
		a.touch(name)
		a.computedVar(name)
	}
	for _, name := range slices.Collect(maps.Keys(a.arrays)) {
		a.touch(name)
		a.computedVar(name)
	}
}

// declNames handles the words of declare, local, typeset, export and
// readonly that the parser could not read as assignments ("$x=v", "c=v"
// quoted, $spec): bash expands them and then takes each that is not an
// option as NAME or NAME=VALUE. flag is the word expanded; it is an
// option when it starts with - or +, known or not. marks says the
// builtin is export or readonly, whose word only known at run time with
// no = written (autoconf's export $ac_envvar) is read as marking the
// variable it names, not as assigning any, unless it is lines of files
// the check can read (fileNamesIn), whose names it assigns, or a
// command's output in the input itself, which may assign any variable
// it set (knownUnknown); the rules refuse the export of names only
// known at run time (selfEnvRunTime).
func (a *analyzer) declNames(flag Word, marks bool) {
	v := flag.Value
	if strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+") {
		return
	}
	if marks && !flag.Literal && !strings.Contains(v, "=") {
		// export $(grep -v '^#' .env | xargs): the NAME=VALUE lines of
		// files on disk, each name assigned a value read there.
		if names, ok := fileNamesIn(a.env, a.in, flag); ok {
			for _, name := range names {
				if t, ok := a.nameTarget(name, true); ok {
					a.touch(t.name)
					a.computedVar(t.name)
				}
			}
		} else if !a.ownScript() && flag.Computed {
			// export $x of a command's output, typed in the input: it
			// may hold NAME=VALUE for any of the variables it set. A
			// script on disk's (configure's export $ac_envvar) marks.
			a.knownUnknown()
		}
		return
	}
	name, value, assigns := strings.Cut(v, "=")
	known := !strings.ContainsAny(name, "$`") && (isName([]byte(name)) || strings.HasSuffix(name, "]")) && assigns
	t, ok := a.nameTarget(name, flag.Literal || known) // declare "c=$v": c, its value unknown
	switch {
	case !ok || !assigns:
		// declare c: its value as it was
	case flag.Computed:
		a.touch(t.name)
		a.computedVar(t.name)
	default:
		a.setNamed(t, value, flag.Literal)
	}
}

// arithAssigns marks the variable an arithmetic expression's n assigns,
// ((c = X)), let c++, $((c += 1)), ((a[i]=1)), as holding a number only
// known at run time; a quoted one's (let 'c=1') read from its text.
func (a *analyzer) arithAssigns(s *source, n syntax.Node) {
	var x syntax.ArithmExpr
	switch y := n.(type) {
	case *syntax.BinaryArithm:
		if arithAssign(y.Op) {
			x = y.X
		}
	case *syntax.UnaryArithm:
		if y.Op == syntax.Inc || y.Op == syntax.Dec {
			x = y.X
		}
	case *syntax.Word:
		for _, p := range y.Parts {
			text := quotedArithText(p)
			if strings.ContainsAny(text, "=+-") {
				for _, m := range arithAssignText.get().FindAllStringSubmatch(text, maxCalls) {
					a.setUnknown(m[1], true)
				}
			}
		}
	}
	w, ok := x.(*syntax.Word)
	if !ok {
		return
	}
	if name := w.Lit(); name != "" {
		a.setUnknown(name, true)
		return
	}
	if len(w.Parts) != 1 {
		a.anyVariable()
		return
	}
	if pe, ok := w.Parts[0].(*syntax.ParamExp); ok && pe.Short && pe.Param != nil && pe.Index != nil {
		a.setUnknown(pe.Param.Value+"["+s.slice(pe.Index)+"]", true) // ((a[1]=2))
		return
	}
	a.anyVariable()
}

// arithAssignText matches an assignment in the text of an arithmetic
// expression that was quoted (let 'c=1', let "c+=2", let 'c++').
var arithAssignText = &lazyRegexp{expr: `([A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?)\s*(?:(?:[-+*/%&|^]|<<|>>)?=[^=]|\+\+|--)`}

// rematches sets BASH_REMATCH after each [[ X =~ RE ]] of a test: the
// match and its groups when X is known and RE an unquoted literal, a
// POSIX extended expression Go reads as bash's regcomp does; else only
// known at run time, computed where X or RE holds what the analysis
// could not know (a line read, a command's output).
func (a *analyzer) rematches(e syntax.TestExpr) {
	syntax.Walk(e, func(n syntax.Node) bool {
		x, ok := n.(*syntax.BinaryTest)
		if !ok || x.Op != syntax.TsReMatch {
			return true
		}
		const name = "BASH_REMATCH"
		a.touch(name)
		subject, known := x.X.(*syntax.Word)
		pattern, _ := x.Y.(*syntax.Word)
		if known && pattern != nil {
			v, plain := plainWord(subject)
			if re := pattern.Lit(); plain && re != "" {
				if re, err := regexp.CompilePOSIX(re); err == nil {
					delete(a.computed, name)
					a.setArray(name, re.FindStringSubmatch(v.Value))
					return false
				}
			}
		}
		if a.computedWord(x.X) || a.computedWord(x.Y) {
			a.computedVar(name)
			return false
		}
		delete(a.vars, name)
		delete(a.arrays, name)
		delete(a.computed, name)
		return false
	})
}

// computedWord reports whether n expands a command substitution or a
// variable holding what the analysis could not know (isComputed).
func (a *analyzer) computedWord(n syntax.Node) bool {
	found := false
	syntax.Walk(n, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.CmdSubst:
			found = true
		case *syntax.ParamExp:
			found = found || x.Param != nil && a.isComputed(x.Param.Value)
		}
		return !found
	})
	return found
}
