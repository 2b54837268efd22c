package pstoken

import "testing"

func TestNext(t *testing.T) {
	for _, c := range []struct {
		src  string
		mode Mode
		want string // the token's text
		kind TokKind
	}{
		{"Remove-Item x", ModeStart, "Remove-Item", TWord},
		{"a'b c'd e", ModeCmd, "a'b c'd", TWord},
		{"a$(b c)d e", ModeCmd, "a$(b c)d", TWord},
		{"a`  b", ModeCmd, "a` ", TWord},
		{"  -Path x", ModeCmd, "-Path", TWord}, // command mode reads a parameter as a generic token
		{"-5 x", ModeStart, "-5", TNum},
		{"-x y", ModeStart, "-x", TWord},
		{"7z a", ModeStart, "7z", TWord},
		{"1kb+1", ModeExpr, "1kb", TNum},
		{"$a#b c", ModeCmd, "$a#b", TWord},
		{"$a.b c", ModeCmd, "$a", TVar},
		{"$env:x=1", ModeStart, "$env:x", TVar},
		{"${a b} c", ModeStart, "${a b}", TVar},
		{"${a b}c d", ModeCmd, "${a b}c", TWord}, // ScanVariable: rescanned as a generic token
		{"${}--% x", ModeCmd, "${}--%", TWord},   // … whose value is no --%
		{"`${}--% x", ModeCmd, "`$", TWord},      // an escaped $ begins a generic token, which { ends: { } and --% follow as tokens of their own
		{"${a}.b c", ModeCmd, "${a}", TVar},      // member access
		{"${a}[0] c", ModeCmd, "${a}", TVar},     // an index
		{"${a}, c", ModeCmd, "${a}", TVar},
		{"$$.x c", ModeCmd, "$$.x", TWord}, // $$ $? $^: any character but those that force a new token goes on
		{"$?[0] c", ModeCmd, "$?[0]", TWord},
		{"$a::b", ModeStart, "$a", TVar},
		{"$a::b c", ModeCmd, "$a", TVar}, // ScanVariable ends the name before :: in command mode too
		{".b c", ModeMember, ".", TDot},  // after an argument that is an expression: member access
		{"::b c", ModeMember, "::", TColonColon},
		{"?.b c", ModeMember, "?.", TDot},
		{"[0] c", ModeMember, "[", TLBracket},
		{". c", ModeMember, ".", TWord}, // … but for . or :: before whitespace (GetMemberAccessOperator): a generic token
		{":: c", ModeMember, "::", TWord},
		{"..b c", ModeMember, "..b", TWord},
		{":b c", ModeMember, ":b", TWord},
		{"?b c", ModeMember, "?b", TWord},
		{"-b c", ModeMember, "-b", TWord},
		{"b-c` d", ModeName, "b", TWord}, // a member's name: an identifier (SimpleNameRule), no generic token
		{"1b c", ModeName, "1b", TWord},
		{"$a:b:c+1", ModeExpr, "$a:b:c", TVar},
		{"$?x", ModeExpr, "$?", TVar},
		{"2>&1 x", ModeCmd, "2>&1", TRedir},
		{"2>x", ModeCmd, "2>", TRedir},
		{"*>> x", ModeCmd, "*>>", TRedir},
		{"+= 1", ModeExpr, "+=", TAssign},
		{"??= 1", ModeExpr, "??=", TAssign},
		{"-eq 1", ModeOperator, "-eq", TBinOp},
		{"-1", ModeExpr, "-1", TNum},
		{"-1", ModeOperator, "-", TBoth},
		{"-eq 1", ModeCmd, "-eq", TWord},
		{". .\\x.ps1", ModeStart, ".", TDot},
		{".\\x.ps1 a", ModeStart, ".\\x.ps1", TWord},
		{"1..3", ModeStart, "1", TNum},
		{"'a''b' c", ModeCmd, "'a''b'", TStr},
		{"# c\r\n x", ModeCmd, "\r\n", TNewline},
		{"`\n x", ModeCmd, "x", TWord},
		{"&& x", ModeCmd, "&&", TAndAnd},
	} {
		var r Reader
		src := []rune(c.src)
		tok, end, ok := r.Next(src, 0, c.mode)
		if got := string(src[tok.At.Col:end]); !ok || got != c.want || tok.Kind != c.kind {
			t.Errorf("%q: got %q kind %d (ok %v), want %q kind %d", c.src, got, tok.Kind, ok, c.want, c.kind)
		}
	}
}

// TestColon checks which words are a parameter whose argument follows its
// colon (ScanParameter's sawColonAtEnd), as StopsParsing is asked of
// what follows them.
func TestColon(t *testing.T) {
	for src, want := range map[string]bool{
		"-x: a":                   true,
		"-InformationVariable: a": true,
		"-x:a b":                  false, // the argument is in the word
		"-x a":                    false,
		"--x: a":                  false, // -- makes a generic token
		"-\"x\": a":               false, // quotes make an argument
		"a: b":                    false,
		"-: a":                    false,
	} {
		var r Reader
		tok, _, ok := r.Next([]rune(src), 0, ModeCmd)
		if !ok || tok.Colon != want {
			t.Errorf("%q: Colon %v, want %v", src, tok.Colon, want)
		}
	}
}

// TestStopParsingName checks that --% at a statement's start, a generic
// token CheckOperatorInCommandMode begins with the operator --, keeps its
// text: CommandRule reads verbatim arguments after it (about_Parsing).
func TestStopParsingName(t *testing.T) {
	for _, c := range []struct {
		src, want string
	}{
		{"--% a", "--%"},
		{"--%", "--%"},
		{"--%x a", ""},
		{"-\u2013% a", ""},
		{"-- a", "--"},
		{"++% a", ""},
	} {
		var r Reader
		tok, _, _ := r.Next([]rune(c.src), 0, ModeStart)
		if tok.Text != c.want {
			t.Errorf("%q: text %q, want %q", c.src, tok.Text, c.want)
		}
	}
}

// TestParam checks which words read in command mode CommandRule takes as
// no argument (Tok.Param): a parameter ScanParameter reads whole, or --.
func TestParam(t *testing.T) {
	for src, want := range map[string]bool{
		"-Path a":   true,
		"-x: a":     true,
		"-_x a":     true,
		"-? a":      true,
		"\u2013x a": true, // an en dash begins a parameter too (NextToken)
		"-- a":      true,
		"--x a":     false, // a generic token (CheckOperatorInCommandMode)
		"- a":       false, // the operator -, a bareword argument
		"-1 a":      false,
		"-x:a b":    false, // -x: then the argument a
		"-a.b c":    false, // -a then the argument .b (ScanParameter ends at .)
		"-a[0] c":   false,
		"-a$(b) c":  false, // -a$ then the argument (b)
		"-a\"b\" c": false, // quotes make an argument
		"-a`b c":    false, // unsure: said to be no parameter
		"a-x b":     false,
	} {
		var r Reader
		tok, _, ok := r.Next([]rune(src), 0, ModeCmd)
		if !ok || tok.Param != want {
			t.Errorf("%q: Param %v, want %v", src, tok.Param, want)
		}
	}
}
