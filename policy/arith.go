package policy

import (
	"strconv"
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
		a.arithAssigns(s, n)
		switch x := n.(type) {
		case *syntax.Word:
			if lit := x.Lit(); lit != "" {
				a.arithValue(s, lit, w, 0)
				return true
			}
			// let 'y=X+1': a quoted expression, its names evaluated too.
			for _, p := range x.Parts {
				text := quotedArithText(p)
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

// arithInt evaluates the arithmetic expression e as bash does when
// every name and parameter in it has a value known here: numbers (0x1F,
// 017, 2#101), variables holding numbers, $x and ${x}, nested $(( )),
// parentheses, unary and binary operators and ?:. An assignment, ++ or
// --, a division by zero or anything else unknown: false. It lets
// ${a[$((i+1))]}, ${s:$((1)):2} and kill -9 $((0-1)) be read as the
// words they expand to.
func (a *analyzer) arithInt(s *source, e syntax.ArithmExpr, depth int) (int64, bool) {
	if e == nil || depth > 8 {
		return 0, false
	}
	switch x := e.(type) {
	case *syntax.ParenArithm:
		return a.arithInt(s, x.X, depth+1)
	case *syntax.UnaryArithm:
		if x.Op == syntax.Inc || x.Op == syntax.Dec {
			return 0, false
		}
		v, ok := a.arithInt(s, x.X, depth+1)
		switch x.Op {
		case syntax.Minus:
			v = -v
		case syntax.Not:
			v = b2i(v == 0)
		case syntax.BitNegation:
			v = ^v
		}
		return v, ok
	case *syntax.BinaryArithm:
		if x.Op == syntax.TernQuest {
			c, ok := a.arithInt(s, x.X, depth+1)
			alt, isAlt := x.Y.(*syntax.BinaryArithm)
			if !ok || !isAlt || alt.Op != syntax.TernColon {
				return 0, false
			}
			if c != 0 {
				return a.arithInt(s, alt.X, depth+1)
			}
			return a.arithInt(s, alt.Y, depth+1)
		}
		l, okL := a.arithInt(s, x.X, depth+1)
		r, okR := a.arithInt(s, x.Y, depth+1)
		if !okL || !okR {
			return 0, false
		}
		return arithOp(x.Op, l, r)
	case *syntax.Word:
		if lit := x.Lit(); lit != "" {
			return a.arithName(lit, depth)
		}
		if len(x.Parts) != 1 {
			return 0, false
		}
		switch p := x.Parts[0].(type) {
		case *syntax.ArithmExp:
			return a.arithInt(s, p.X, depth+1)
		case *syntax.ParamExp:
			if p.Param == nil || p.Excl || p.Length || p.Index != nil || p.Slice != nil || p.Repl != nil || p.Exp != nil || p.NestedParam != nil {
				return 0, false
			}
			return a.arithName(p.Param.Value, depth)
		}
	}
	return 0, false
}

// arithName evaluates a number or a variable's name in an arithmetic
// expression: the number, or the variable's known value read as one (an
// unset or empty variable is 0 only when known to be).
func (a *analyzer) arithName(lit string, depth int) (int64, bool) {
	if n, ok := arithNumber(lit); ok {
		return n, true
	}
	if !isName([]byte(lit)) || depth > 8 {
		return 0, false
	}
	v, ok := a.known(lit)
	if !ok {
		return 0, false
	}
	if v = strings.TrimSpace(v); v == "" {
		return 0, true
	}
	if n, ok := arithNumber(v); ok {
		return n, true
	}
	return a.arithName(v, depth+1) // x=y; y=3: $((x)) is 3
}

// arithNumber reads a number as bash's arithmetic does: decimal, 0x
// hexadecimal, a leading 0 octal, BASE#DIGITS.
func arithNumber(lit string) (int64, bool) {
	if base, digits, ok := strings.Cut(lit, "#"); ok {
		b, err := strconv.Atoi(base)
		if err != nil || b < 2 || b > 36 {
			return 0, false // bases above 36 use @ and _ as digits: not read
		}
		n, err := strconv.ParseInt(digits, b, 64)
		return n, err == nil
	}
	if lit == "" || lit[0] < '0' || lit[0] > '9' {
		return 0, false
	}
	n, err := strconv.ParseInt(lit, 0, 64) // 0x1F, 017 (octal, as bash's)
	if err != nil && strings.HasPrefix(lit, "0") && !strings.ContainsAny(lit, "xXbBoO_") {
		return 0, false // 08: bash's error too
	}
	return n, err == nil
}

// arithOp applies a binary arithmetic operator; assignments and the
// comma are not evaluated.
func arithOp(op syntax.BinAritOperator, l, r int64) (int64, bool) {
	switch op {
	case syntax.Add:
		return l + r, true
	case syntax.Sub:
		return l - r, true
	case syntax.Mul:
		return l * r, true
	case syntax.Quo, syntax.Rem:
		if r == 0 {
			return 0, false
		}
		if op == syntax.Quo {
			return l / r, true
		}
		return l % r, true
	case syntax.Pow:
		if r < 0 || r > 62 {
			return 0, false
		}
		n := int64(1)
		for range r {
			n *= l
		}
		return n, true
	case syntax.Shl:
		return l << (uint64(r) & 63), true
	case syntax.Shr:
		return l >> (uint64(r) & 63), true
	case syntax.And:
		return l & r, true
	case syntax.Or:
		return l | r, true
	case syntax.Xor:
		return l ^ r, true
	case syntax.Eql:
		return b2i(l == r), true
	case syntax.Neq:
		return b2i(l != r), true
	case syntax.Lss:
		return b2i(l < r), true
	case syntax.Gtr:
		return b2i(l > r), true
	case syntax.Leq:
		return b2i(l <= r), true
	case syntax.Geq:
		return b2i(l >= r), true
	case syntax.AndArit:
		return b2i(l != 0 && r != 0), true
	case syntax.OrArit:
		return b2i(l != 0 || r != 0), true
	}
	return 0, false
}

// b2i is 1 for true, 0 for false, as arithmetic's comparisons give.
func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// quotedArithText returns the text of p, a part of an arithmetic word
// that bash reads as an expression though quoted (let 'y=X+1', let
// "y=X"): a single-quoted part's text, a double-quoted part's literal
// pieces joined by blanks; "" for any other part.
func quotedArithText(p syntax.WordPart) string {
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
	return text
}
