package policy

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Values known before run time: the output of a command substitution
// whose command the analysis can compute from known words, and the fields
// an unquoted expansion is split into.

// substValue returns the output of the one command of a $( ) when it is
// known now, trailing newlines removed as the shell removes them: echo
// and printf of known words, pwd, git rev-parse --show-toplevel (the
// project root), dirname, basename, realpath and readlink -f of known
// paths.
func (a *analyzer) substValue(subst []*Command) (string, bool) {
	if len(subst) != 1 || subst[0].Dynamic || len(subst[0].Wrappers) > len(subst[0].Feeds)+8 {
		return "", false
	}
	c := subst[0]
	for _, w := range c.Args {
		if !w.Literal {
			return "", false
		}
	}
	args := c.Values()
	switch c.Name {
	case "echo", "printf":
		if c.Stdin != nil || len(c.Redirs) > 0 {
			return "", false
		}
		if text := a.output(c); text != nil {
			return strings.TrimRight(*text, "\n"), true
		}
	case "pwd":
		if len(args) == 0 || len(args) == 1 && (args[0] == "-P" || args[0] == "-L") {
			return a.env.Cwd, a.env.Cwd != ""
		}
	case "git":
		if len(args) == 2 && args[0] == "rev-parse" && args[1] == "--show-toplevel" {
			return a.env.Project, a.env.Project != ""
		}
	case "dirname", "basename", "realpath":
		if len(args) != 1 || strings.HasPrefix(args[0], "-") {
			return "", false
		}
		p := args[0]
		switch c.Name {
		case "dirname":
			return path.Dir(strings.TrimRight(p, "/")), true
		case "basename":
			return path.Base(p), true
		}
		return a.env.Path(Word{Value: p, Literal: true})
	case "readlink":
		if len(args) == 2 && (args[0] == "-f" || args[0] == "-m" || args[0] == "-e") {
			return a.env.Path(Word{Value: args[1], Literal: true})
		}
	}
	return "", false
}

// confinedSubst reports whether the output of a $( ) the analysis cannot
// compute still names only a place the agent may delete: a fresh
// temporary directory (mktemp), or what find prints from a start inside
// the working directory (find . -name '*.pyc').
func confinedSubst(subst []*Command) bool {
	if len(subst) == 0 {
		return false
	}
	c := subst[0]
	switch c.Name {
	case "mktemp":
		return true
	case "find":
		if len(c.Args) == 0 || !c.Args[0].Literal {
			return false
		}
		start := c.Args[0].Value
		return !strings.HasPrefix(start, "/") && !strings.HasPrefix(start, "-") && !strings.HasPrefix(start, "..") && !strings.HasPrefix(start, "~")
	}
	return false
}

// freshTemp reports whether a word whose value is only known at run time
// names a place inside a fresh temporary directory: it starts with the
// $(mktemp …) the analysis keeps as written (d=$(mktemp -d); "$d/x").
// Nothing was there before the input made it, so nothing there is run or
// read by a shell starting up, and deleting it loses nothing. A climb out
// (/..), a further expansion or a glob ("$d"/* is /* when mktemp fails)
// is not inside it.
func freshTemp(w Word) bool {
	return !w.Literal && !w.Computed && strings.HasPrefix(w.Value, "$(mktemp") &&
		!strings.Contains(w.Value, "/..") && !strings.ContainsAny(w.Value[strings.IndexByte(w.Value, ')')+1:], "$`*?[")
}

// ifsFields splits the value of an unquoted word made of expansions whose
// values are known into the fields the shell makes of it, at the
// characters of IFS (space, tab and newline unless the input set it): c="rm
// -rf ~"; $c runs rm. A field that starts with ~ came from a variable,
// where the shell does not expand it; it is marked not literal so that the
// rules read it, at worst, as the home directory it was meant to name.
// ok is false when the word is not split.
func (a *analyzer) ifsFields(wd *syntax.Word, v Word) ([]Word, bool) {
	if v.Quoted || !v.Literal || a.oneField > 0 {
		return nil, false
	}
	expands := false
	for _, p := range wd.Parts {
		switch x := p.(type) {
		case *syntax.ParamExp, *syntax.CmdSubst:
			expands = true
		case *syntax.Lit:
			if strings.ContainsAny(x.Value, "\\ \t\n") {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	ifs, set := a.vars["IFS"]
	if !set {
		ifs = " \t\n"
	}
	if !expands || ifs == "" || !strings.ContainsAny(v.Value, ifs) {
		return nil, false
	}
	fields := strings.FieldsFunc(v.Value, func(r rune) bool { return strings.ContainsRune(ifs, r) })
	out := make([]Word, len(fields))
	for i, f := range fields {
		out[i] = Word{Value: f, Literal: !strings.HasPrefix(f, "~")}
	}
	return out, true
}

// paramExp evaluates ${x OP word} for a variable x set to v: the
// alternate (+, :+), the default (-, :-, =, :=) and the error (?, :?)
// forms; ok is false for the others.
func (a *analyzer) paramExp(s *source, e *syntax.Expansion, v string, w []string) (Word, bool) {
	word := func() Word {
		if e.Word == nil {
			return Word{Literal: true}
		}
		return a.word(s, e.Word, w)
	}
	switch e.Op {
	case syntax.AlternateUnset:
		return word(), true
	case syntax.AlternateUnsetOrNull:
		if v == "" {
			return Word{Literal: true}, true
		}
		return word(), true
	case syntax.DefaultUnset, syntax.AssignUnset, syntax.ErrorUnset:
		return Word{Value: v, Literal: true}, true
	case syntax.DefaultUnsetOrNull, syntax.AssignUnsetOrNull:
		if v == "" {
			return word(), true
		}
		return Word{Value: v, Literal: true}, true
	case syntax.ErrorUnsetOrNull:
		return Word{Value: v, Literal: true}, v != ""
	}
	return Word{}, false
}
