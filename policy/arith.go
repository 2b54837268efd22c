package policy

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Arithmetic evaluation reads a variable's value as an expression in
// turn (bash(1), ARITHMETIC EVALUATION: "the value of a variable is
// evaluated as an arithmetic expression when it is referenced"), and an
// array subscript in that expression is expanded as a word: X='a[$(CMD)]'
// then $((X)), ((X)), let X, [[ $X -eq 1 ]], declare -i n=X, ${a[$X]} or
// ${s:X} runs CMD. So where a name or $NAME reaches an arithmetic context
// and the input set that variable to text holding $( ) or backquotes, the
// text's substitutions are analysed as run there (arithVars).

// arithVars analyses the code run by the values of the variables an
// arithmetic expression n names.
func (a *analyzer) arithVars(s *source, n syntax.Node, w []string) {
	if n == nil {
		return
	}
	syntax.Walk(n, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Word:
			if lit := x.Lit(); lit != "" {
				a.arithValue(s, lit, w, 0)
				return true
			}
			// let 'y=X+1': a quoted expression, its names evaluated too.
			for _, p := range x.Parts {
				text := ""
				switch q := p.(type) {
				case *syntax.SglQuoted:
					text = q.Value
				case *syntax.DblQuoted:
					for _, dp := range q.Parts {
						if l, ok := dp.(*syntax.Lit); ok {
							text += l.Value + " "
						}
					}
				}
				for _, name := range arithName.get().FindAllString(text, maxCalls) {
					a.arithValue(s, name, w, 0)
				}
			}
		case *syntax.ParamExp:
			if x.Param != nil {
				a.arithValue(s, x.Param.Value, w, 0)
			}
		}
		return true
	})
}

// arithName matches a variable's name in an arithmetic expression's text.
var arithName = &lazyRegexp{expr: `[A-Za-z_][A-Za-z0-9_]*`}

// arithValue analyses what the value of the variable name runs when
// evaluated as an arithmetic expression: its command substitutions, or
// those of the variable it names in turn.
func (a *analyzer) arithValue(s *source, name string, w []string, depth int) {
	name, _, _ = strings.Cut(name, "[") // a[i]: the array's element, at worst any
	if depth > maxDepth || !isName([]byte(name)) {
		return
	}
	v, ok := a.vars[name]
	if !ok {
		return
	}
	v = strings.TrimSpace(v)
	if strings.Contains(v, "$(") || strings.Contains(v, "`") {
		a.posix(`: "`+v+`"`, s.g, append(w[:len(w):len(w)], "arithmetic of $"+name))
		return
	}
	if v != name && isName([]byte(strings.SplitN(v, "[", 2)[0])) {
		a.arithValue(s, v, w, depth+1)
	}
}

// arithTests analyses the arithmetic of [[ ]]'s numeric comparisons
// (-eq, -ne, -lt, -le, -gt, -ge), whose operands are evaluated as
// arithmetic expressions, and the subscript of -v NAME[SUB].
func (a *analyzer) arithTests(s *source, e syntax.TestExpr, w []string) {
	syntax.Walk(e, func(n syntax.Node) bool {
		if x, ok := n.(*syntax.BinaryTest); ok {
			switch x.Op {
			case syntax.TsEql, syntax.TsNeq, syntax.TsLeq, syntax.TsGeq, syntax.TsLss, syntax.TsGtr:
				a.arithVars(s, x.X, w)
				a.arithVars(s, x.Y, w)
			}
		}
		if x, ok := n.(*syntax.UnaryTest); ok && x.Op == syntax.TsVarSet {
			a.subscriptCode(s, strings.Trim(s.slice(x.X), `'"`), w)
		}
		return true
	})
}

// nameBuiltins are the builtins whose operands (or an option's value)
// name variables, NAME[SUB] an array's element: unset, read, printf -v,
// mapfile, declare and the like (NAME[SUB]=VALUE), test -v, getopts's
// second operand, wait -p. Taking any operand of theirs as a name is
// the worst reading.
var nameBuiltins = set{"[", "declare", "export", "getopts", "local", "mapfile", "printf", "read", "readarray", "readonly", "test", "typeset", "unset", "wait"}

// nameSubscripts analyses the subscripts of the variables' names a
// builtin is given: bash evaluates an indexed array's subscript as
// arithmetic, expanding it first, so unset 'a[$(CMD)]', printf -v
// 'a[$(CMD)]' x, read 'a[`CMD`]', declare 'a[$(CMD)]=1' and [[ -v
// 'a[$(CMD)]' ]] run CMD, and a[X] evaluates X's value (arithValue).
func (a *analyzer) nameSubscripts(s *source, c *Command, w []string) {
	if !nameBuiltins.has(c.Name) || !c.Grammar.IsPosix() {
		return
	}
	for _, arg := range c.Args {
		name, _, _ := strings.Cut(arg.Value, "=")
		a.subscriptCode(s, name, w)
	}
}

// subscriptCode analyses what the subscript of name, NAME[SUB], runs
// when evaluated: SUB's substitutions, or the values of the variables it
// names.
func (a *analyzer) subscriptCode(s *source, name string, w []string) {
	i, j := strings.IndexByte(name, '['), strings.LastIndexByte(name, ']')
	if i <= 0 || j < i || !isName([]byte(name[:i])) {
		return
	}
	sub := name[i+1 : j]
	if strings.Contains(sub, "$(") || strings.Contains(sub, "`") {
		a.posix(`: "`+sub+`"`, s.g, append(w[:len(w):len(w)], "subscript of "+name[:i]))
		return
	}
	for _, n := range arithName.get().FindAllString(sub, maxCalls) {
		a.arithValue(s, n, w, 0)
	}
}
