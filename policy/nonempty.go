package policy

import (
	"maps"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Variables a test proved set and not empty: after [ -n "$D" ] &&, in the
// body of if [ -d "$D" ]; then, and after [ -z "$D" ] && exit or
// : "${D:?}", an unknown $D cannot be empty where it is expanded, as
// "${D:?}" cannot: param writes it so, and the rules read "$D"/* there as
// they read "${D:?}"/* (the variable's value, not the root's entries).
// Only a test that fails on the empty string counts: a quoted word for
// [ and test (an unquoted empty one vanishes, and [ -n ] is true), -n,
// -z in a failing test, a file test (-d, -e, -f, -s, -L), or the word
// alone. An assignment after the test forgets it (touch); code another
// shell runs (bash -c, a trap's text) starts without it (posix).

// provenNonEmpty returns the variables st proves non-empty when its exit
// status is success (ok true) or failure (ok false).
func provenNonEmpty(st *syntax.Stmt, ok bool) []string {
	if st == nil || st.Background || st.Coprocess {
		return nil
	}
	if st.Negated {
		ok = !ok
	}
	switch x := st.Cmd.(type) {
	case *syntax.BinaryCmd:
		// A && B succeeds when both do; A || B fails when both do.
		if x.Op == syntax.AndStmt && ok || x.Op == syntax.OrStmt && !ok {
			return append(provenNonEmpty(x.X, ok), provenNonEmpty(x.Y, ok)...)
		}
	case *syntax.CallExpr:
		if len(x.Assigns) > 0 || len(x.Args) < 2 {
			return nil
		}
		args := x.Args[1:]
		switch x.Args[0].Lit() {
		case "[":
			if args[len(args)-1].Lit() != "]" {
				return nil
			}
			args = args[:len(args)-1]
		case "test":
		default:
			return nil
		}
		switch len(args) {
		case 1:
			if name, quoted := soleVar(args[0]); quoted && ok {
				return []string{name} // [ "$D" ]
			}
		case 2:
			name, quoted := soleVar(args[1])
			if quoted && fileTestNonEmpty(args[0].Lit(), ok) {
				return []string{name}
			}
		}
	case *syntax.TestClause:
		return testNonEmpty(x.X, ok)
	}
	return nil
}

// testNonEmpty is provenNonEmpty for the expression of [[ ]], where an
// expansion is one word, quoted or not.
func testNonEmpty(e syntax.TestExpr, ok bool) []string {
	switch x := e.(type) {
	case *syntax.ParenTest:
		return testNonEmpty(x.X, ok)
	case *syntax.BinaryTest:
		if x.Op == syntax.AndTest && ok || x.Op == syntax.OrTest && !ok {
			return append(testNonEmpty(x.X, ok), testNonEmpty(x.Y, ok)...)
		}
	case *syntax.UnaryTest:
		if x.Op == syntax.TsNot {
			return testNonEmpty(x.X, !ok)
		}
		if w, isWord := x.X.(*syntax.Word); isWord && fileTestNonEmpty(x.Op.String(), ok) {
			if name, _ := soleVar(w); name != "" {
				return []string{name}
			}
		}
	case *syntax.Word:
		if name, _ := soleVar(x); name != "" && ok {
			return []string{name} // [[ $D ]]
		}
	}
	return nil
}

// fileTestNonEmpty reports whether the unary test op, ending as ok says,
// proves its operand not empty: -n succeeding, -z failing, or a file
// test succeeding (no file has the empty name).
func fileTestNonEmpty(op string, ok bool) bool {
	switch op {
	case "-n", "-d", "-e", "-f", "-s", "-L", "-h", "-r", "-w", "-x":
		return ok
	case "-z":
		return !ok
	}
	return false
}

// soleVar returns the name of the variable a word is only the expansion
// of ($D, ${D}, "$D"), and whether it is quoted.
func soleVar(w *syntax.Word) (name string, quoted bool) {
	if w == nil || len(w.Parts) != 1 {
		return "", false
	}
	part := w.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok {
		if len(dq.Parts) != 1 {
			return "", false
		}
		part, quoted = dq.Parts[0], true
	}
	p, ok := part.(*syntax.ParamExp)
	if !ok || p.Param == nil || p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil || p.Repl != nil || p.Exp != nil || p.NestedParam != nil {
		return "", false
	}
	return p.Param.Value, quoted
}

// guardedBy returns the variables a statement of a list proves non-empty
// for the statements after it: T && exit, T || exit (the list goes on
// only when T failed, or succeeded), : "${D:?}".
func guardedBy(st *syntax.Stmt) []string {
	if st == nil || st.Background || st.Negated {
		return nil
	}
	switch x := st.Cmd.(type) {
	case *syntax.BinaryCmd:
		if (x.Op == syntax.AndStmt || x.Op == syntax.OrStmt) && exits(x.Y) {
			return provenNonEmpty(x.X, x.Op == syntax.OrStmt)
		}
	case *syntax.CallExpr:
		if len(x.Args) == 0 || x.Args[0].Lit() != ":" {
			return nil
		}
		var names []string
		for _, w := range x.Args[1:] {
			syntax.Walk(w, func(n syntax.Node) bool {
				if p, ok := n.(*syntax.ParamExp); ok && p.Param != nil && p.Exp != nil && p.Exp.Op == syntax.ErrorUnsetOrNull {
					names = append(names, p.Param.Value)
				}
				_, subst := n.(*syntax.CmdSubst)
				return !subst
			})
		}
		return names
	}
	return nil
}

// exits reports whether st ends the shell or function: exit or return,
// alone or as the last command of a { } block.
func exits(st *syntax.Stmt) bool {
	if st == nil || st.Background || st.Negated {
		return false
	}
	switch x := st.Cmd.(type) {
	case *syntax.CallExpr:
		if len(x.Args) == 0 {
			return false
		}
		name := x.Args[0].Lit()
		return name == "exit" || name == "return"
	case *syntax.Block:
		return len(x.Stmts) > 0 && exits(x.Stmts[len(x.Stmts)-1])
	}
	return false
}

// provingNonEmpty walks f with names proven non-empty, as they were
// before once it returns.
func (a *analyzer) provingNonEmpty(names []string, f func()) {
	if len(names) == 0 {
		f()
		return
	}
	saved := a.nonEmpty
	defer func() { a.nonEmpty = saved }()
	a.proveNonEmpty(names)
	f()
}

// proveNonEmpty notes names proven non-empty from here on, in a copy of
// the map: a scope that ends restores the one it saved.
func (a *analyzer) proveNonEmpty(names []string) {
	a.nonEmpty = maps.Clone(a.nonEmpty)
	if a.nonEmpty == nil {
		a.nonEmpty = map[string]int{}
	}
	for _, n := range names {
		a.nonEmpty[n] = a.sets[n]
	}
}

// psProvenNonEmpty returns the variables a PowerShell if's condition,
// (…) as written, proves set and not empty when it holds: each of its
// -and's operands that is the variable alone ($env:OUT), Test-Path of it
// (an empty or null path is an error, not $true), or -not
// [string]::IsNullOrEmpty($x); not $x -ne an empty string, which $null is not.
func psProvenNonEmpty(cond string) []string {
	var names []string
	for _, part := range psAndOperands(strings.ToLower(cond)) {
		if m := psTestedVar.get().FindStringSubmatch(part); m != nil {
			names = append(names, strings.Trim(m[1]+m[2]+m[3]+m[4], "{}"))
		}
	}
	return names
}

// psTestedVar matches one operand of an if's -and that proves a
// variable not empty (psProvenNonEmpty), lowercase; a submatch holds the
// name.
var psTestedVar = &lazyRegexp{expr: `^(?:\$(\{?(?:env:)?[a-z_][a-z0-9_]*\}?)` +
	`|test-path\s+(?:-(?:literal)?path\s+)?"?\$(\{?(?:env:)?[a-z_][a-z0-9_]*\}?)"?(?:\s+-pathtype\s+(?:container|leaf|any))?` +
	`|(?:-not\s*|!\s*)\[string\]::isnullor(?:empty|whitespace)\(\s*\$(\{?(?:env:)?[a-z_][a-z0-9_]*\}?)\s*\)` +
	`|\$(\{?(?:env:)?[a-z_][a-z0-9_]*\}?)\.length\s+-gt\s+0)$`}

// psAndOperands splits a condition at the -and operators outside
// parentheses, each operand without the parentheses around it.
func psAndOperands(cond string) []string {
	cond = psUnwrap(cond)
	var out []string
	depth, from := 0, 0
	for i := 0; i < len(cond); i++ {
		switch cond[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '-':
			if depth == 0 && strings.HasPrefix(cond[i:], "-and") && i > 0 && (cond[i-1] == ' ' || cond[i-1] == ')') && (i+4 == len(cond) || cond[i+4] == ' ' || cond[i+4] == '(') {
				out = append(out, psUnwrap(cond[from:i]))
				from = i + 4
			}
		case '\'', '"':
			return nil // a string: not read
		}
	}
	return append(out, psUnwrap(cond[from:]))
}

// psUnwrap removes blanks and the parentheses around all of s.
func psUnwrap(s string) string {
	for {
		s = strings.TrimSpace(s)
		if len(s) < 2 || s[0] != '(' || s[len(s)-1] != ')' {
			return s
		}
		depth := 0
		for i := 0; i < len(s)-1; i++ {
			if s[i] == '(' {
				depth++
			} else if s[i] == ')' {
				depth--
			}
			if depth == 0 {
				return s // (a) -and (b): not one group
			}
		}
		s = s[1 : len(s)-1]
	}
}

// testedVar reports whether path starts with a variable a condition
// proved not empty where c runs (Command.nonEmpty) and climbs nowhere
// above it: "$env:OUT\*" names what is in it.
func (c *Command) testedVar(path string) bool {
	v := strings.ToLower(strings.Trim(path, `"'`))
	for _, n := range c.nonEmpty {
		for _, form := range [...]string{"$" + n, "${" + n + "}"} {
			rest, ok := strings.CutPrefix(v, form)
			if ok && (rest == "" || rest[0] == '\\' || rest[0] == '/') && !climbs(rest) {
				return true
			}
		}
	}
	return false
}
