package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/guarded-sh/guarded-sh/internal/pstoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// psPieces are what FuzzPowerShellTokens builds commands of: the characters
// where PowerShell's tokenizer decides that a token ends (ForceStartNewToken,
// quotes, the backtick, $ and its names, the typographic quotes and
// dashes, a Unicode space). Each statement is a command named echo: the
// test is about arguments, not about what starts a statement, and it
// leaves out brackets: an unclosed one makes input that pwsh rejects as a
// syntax error (nothing runs) while both readers recover differently; so
// does @ (a here-string header not followed by a newline).
var psPieces = []string{"a", "B", "1", " ", "\t", "'", "\"", "`", "$", "x", "-", ",", ";echo ", "|echo ",
	".", ":", "=", "\u2018", "\u201C", "\u2013", "\u2003", "\necho ", "_", "?"}

// psTokenStarts returns where the arguments of the top-level commands of s
// begin, as the completeness reader and as the analysis read them.
func psTokenStarts(p *Policy, s string) (lex, pol []string) {
	pstoken.Trace = func(reader string, line, col int) {
		at := fmt.Sprintf("%d:%d", line, col)
		if reader == "lexer" {
			lex = append(lex, at)
		} else {
			pol = append(pol, at)
		}
	}
	defer func() { pstoken.Trace = nil }()
	lexer.Check(s, lexer.PowerShell)
	p.Check(s, lexer.PowerShell, &Env{Home: "/home/agent", Cwd: "/home/agent/p"})
	return lex, pol
}

// psCommaThenBacktickBlank matches a trailing comma whose argument a
// backtick-blank and a newline separate from it: PSReadLine takes the
// buffer at that newline and pwsh reports the argument missing (a syntax
// error, nothing runs), while the analysis reads the whole input as one.
var psCommaThenBacktickBlank = regexp.MustCompile(",[ \\t\u2003`]*`[ \\t\u2003]*\\n")

// FuzzPowerShellTokens checks that completeness (lexer) and the analysis
// (policy) split a command's arguments at the same characters: a word the
// two readers cut differently is a word the guard judges but the shell
// does not run.
func FuzzPowerShellTokens(f *testing.F) {
	for _, s := range []string{"\x00\x03\x01", "\x00\x03\x05\x06\x05", "\x00\x03\x0a\x03\x0b"} {
		f.Add([]byte(s))
	}
	p := New()
	f.Fuzz(func(t *testing.T, b []byte) {
		s := echoOf(psPieces, b)
		if !lexer.Check(s, lexer.PowerShell).Complete || psCommaThenBacktickBlank.MatchString(s) {
			t.Skip()
		}
		lex, pol := psTokenStarts(p, s)
		if !slices.Equal(lex, pol) {
			t.Fatalf("%q: arguments begin at %v (lexer) but %v (policy)", s, lex, pol)
		}
	})
}

// psNestedPieces are psPieces without what hides a bracket (quotes, the
// backtick, $ before {), and the brackets that hold commands: $( ), ( )
// and script blocks { }, each opened with a command named echo, as every
// statement here begins (what starts a statement is not the question).
// Quotes and brackets together are FuzzPowerShellTokens's business at the
// top level.
var psNestedPieces = []string{"a", "B", "1", " ", "\t", "x", "-", ",", ";echo ", "|echo ",
	".", ":", "=", "\u2013", "\u2003", "\necho ", "_", "?", "$x", "$(echo ", "(echo ", ")", "{echo ", "}"}

// FuzzPowerShellNestedTokens is FuzzPowerShellTokens for the commands
// inside brackets too. Input whose brackets do not pair (a syntax error:
// pwsh runs nothing, and the readers recover differently) is skipped.
func FuzzPowerShellNestedTokens(f *testing.F) {
	for _, s := range []string{"\x13\x00\x03\x01\x15", "\x16\x00\x03\x01\x17", "\x14\x00\x03\x01\x15"} {
		f.Add([]byte(s))
	}
	p := New()
	f.Fuzz(func(t *testing.T, b []byte) {
		var sb strings.Builder
		sb.WriteString("echo ")
		var open []byte // the brackets opened so far: ( $( {
		for _, c := range b {
			piece := psNestedPieces[int(c)%len(psNestedPieces)]
			inner := byte(0)
			if len(open) > 0 {
				inner = open[len(open)-1]
			}
			switch piece {
			case ")", "}":
				if inner == 0 || (piece == "}") != (inner == '{') {
					t.Skip()
				}
				open = open[:len(open)-1]
			case "$(echo ":
				open = append(open, '$')
			case "(echo ", "{echo ":
				open = append(open, piece[0])
			case ";echo ", "\necho ":
				if inner == '(' {
					t.Skip() // ( ) holds one pipeline: a second statement is an error
				}
			}
			sb.WriteString(piece)
		}
		s := sb.String()
		if len(open) != 0 || !lexer.Check(s, lexer.PowerShell).Complete || psCommaThenBacktickBlank.MatchString(s) {
			t.Skip()
		}
		lex, pol := psTokenStarts(p, s)
		if !slices.Equal(lex, pol) {
			t.Fatalf("%q: arguments begin at %v (lexer) but %v (policy)", s, lex, pol)
		}
	})
}

// TestPowerShellTokenStarts keeps inputs the fuzz targets found the two
// readers disagreeing on: a backtick ending a line inside $( ) (the
// lexer traced the copy it judges the line with), and a statement that
// begins with a string followed by another (an expression: no arguments),
// and a second $( ) or a string in a generic token (a$(x)$(echo a): the
// token scans them whole, no arguments traced in them).
func TestPowerShellTokenStarts(t *testing.T) {
	p := New()
	for _, s := range []string{"echo $(x\necho \u2013`\necho )", "echo $(\u201c\u201c\u2018a\u2018 \u2018b\u2018)", "echo \u2013`\necho ",
		"echo a$(echo )$(echo a)", "echo a'x'$(echo a)", "echo a\"x\"$(echo a)", "echo $(echo a)b$(echo c)", "echo 'x'$(echo a)", "echo a@(echo b)", "echo a@{echo b}",
		// A string or a group beginning an argument is all of it (#6467).
		`echo "a"x`, `echo "a"'b'`, `echo (ls)x`, `echo $(ls)x`, `echo @(1)x`, `echo @{a=1}x`, "echo $(echo )$(echo $(echo ))",
		`echo "ab".Length x`, `echo (ls)[0]x`, `echo "a":x`, `echo "a"[0]`, `echo (ls).Name`, `echo {ls}x`} {
		if lex, pol := psTokenStarts(p, s); !slices.Equal(lex, pol) {
			t.Errorf("%q: arguments begin at %v (lexer) but %v (policy)", s, lex, pol)
		}
	}
}

// psScan is a token a reader had pstoken scan whole.
type psScan struct {
	k        pstoken.Kind
	from, to pstoken.Pos
	expr     bool // the lexer read it in expression mode
}

func (t psScan) String() string {
	expr := ""
	if t.expr {
		expr = "(expr)"
	}
	return fmt.Sprintf("%d@%d:%d-%d:%d%s", t.k, t.from.Line, t.from.Col, t.to.Line, t.to.Col, expr)
}

// psScans returns the tokens of s that the completeness reader and the
// analysis had pstoken scan whole (strings, here-strings, comments, ${ },
// the $( ) of a generic token, --%'s arguments), and whether the lexer
// found a syntax error.
func psScans(p *Policy, s string) (lex, pol []psScan, bad bool) {
	pstoken.TraceScan = func(reader string, k pstoken.Kind, from, to pstoken.Pos, expr bool) {
		if reader == "lexer" {
			lex = append(lex, psScan{k, from, to, expr})
		} else {
			pol = append(pol, psScan{k, from, to, false})
		}
	}
	pstoken.TraceError = func(int, int) { bad = true }
	defer func() { pstoken.TraceScan, pstoken.TraceError = nil, nil }()
	lexer.Check(s, lexer.PowerShell)
	p.Check(s, lexer.PowerShell, &Env{Home: "/home/agent", Cwd: "/home/agent/p"})
	return lex, pol, bad
}

// psPaired reports whether the brackets of s pair, outside the tokens
// scanned whole (scans) and escaped characters. Input whose brackets do
// not is a syntax error: pwsh runs nothing, and the two readers recover
// from it differently (the parser's business, not the tokenizer's).
func psPaired(s string, scans []psScan) bool {
	at := pstoken.Pos{Line: 1, Col: 1}
	inside := func(p pstoken.Pos) bool {
		for _, t := range scans {
			after := p.Line > t.from.Line || p.Line == t.from.Line && p.Col >= t.from.Col
			before := p.Line < t.to.Line || p.Line == t.to.Line && p.Col < t.to.Col
			if after && before {
				return true
			}
		}
		return false
	}
	var open []rune
	esc := false
	for _, c := range s {
		here := at
		if c == '\n' {
			at.Line, at.Col = at.Line+1, 1
		} else {
			at.Col++
		}
		switch {
		case esc:
			esc = false
			continue
		case inside(here):
			continue
		case c == '`':
			esc = true
		case c == '(' || c == '{' || c == '[':
			open = append(open, c)
		case c == ')' || c == '}' || c == ']':
			want := map[rune]rune{')': '(', '}': '{', ']': '['}[c]
			if len(open) == 0 || open[len(open)-1] != want {
				return false
			}
			open = open[:len(open)-1]
		}
	}
	return len(open) == 0
}

// psCorpus returns the PowerShell inputs of the policy corpus and of the
// lexer's fixtures, to seed the fuzz targets with.
func psCorpus(tb testing.TB) []string {
	var out []string
	for _, cases := range loadCorpus(tb) {
		for _, c := range cases {
			if c.Grammar == "powershell" {
				out = append(out, c.Cmd)
			}
		}
	}
	data, err := os.ReadFile("../testdata/cases-powershell.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		var c struct{ Cmd string }
		if json.Unmarshal(line, &c) == nil && c.Cmd != "" {
			out = append(out, c.Cmd)
		}
	}
	return out
}

// psAgree reports whether the tokens the two readers scanned whole agree:
// every one the lexer scanned in command mode, the analysis scanned at the
// same characters, and every character the analysis scanned as part of a
// whole token, the lexer did too (a string or comment where pwsh reads
// code hides what pwsh runs). In expression mode an operator's characters
// end a token where a command's argument goes on ('a'-x#c: #c is a
// comment), which the analysis, reading commands, does not model: it reads
// on as data what pwsh reads as a comment or string there, and may read
// $( ) as inside a generic token ($( ) scanned whole, the statements inside
// then parsed) where pwsh parses it at once: either way its statements are
// analysed, and what is inside is not compared.
func psAgree(lex, pol []psScan) bool {
	before := func(a, b pstoken.Pos) bool { return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col }
	for _, t := range lex {
		found := slices.ContainsFunc(pol, func(u psScan) bool {
			return u.k == t.k && u.from == t.from && u.to == t.to ||
				u.k == pstoken.SubExpression && before(u.from, t.from) && !before(u.to, t.to)
		})
		if !t.expr && !found {
			return false
		}
	}
	for _, u := range pol {
		for at := u.from; u.k != pstoken.SubExpression && before(at, u.to); {
			i := slices.IndexFunc(lex, func(t psScan) bool { return !before(at, t.from) && before(at, t.to) })
			if i < 0 {
				return false
			}
			at = lex[i].to
		}
	}
	return true
}

// psCutStops returns lex without the verbatim arguments (StopParsing)
// that pol does not scan alike of a --% that begins a statement after a
// cut (lexer.Cuts: a comma, then an empty line). At a prompt that --%
// is a command named --%, its verbatim arguments after it (Parser.cs
// CommandRule reads them after any generic token --%, the name
// included), as the lexer reads it; pwsh -Command
// reads the same words as the next element of the comma's array, where
// --% is no marker (echo a,--% x; rm y runs rm). The analysis reads the
// words both ways (psReader.afresh), the second with no verbatim text:
// it sees the commands after a ; there (rm), the worse reading, and
// traces no StopParsing of its own.
func psCutStops(s string, lex, pol []psScan) []psScan {
	cuts := lexer.Cuts(s, lexer.PowerShell)
	if len(cuts) == 0 {
		return lex
	}
	var starts []pstoken.Pos // where the first word after each cut begins
	for _, c := range cuts {
		i := c
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n') {
			i++
		}
		line, col := endPos(s[:i])
		starts = append(starts, pstoken.Pos{Line: line, Col: col})
	}
	return slices.DeleteFunc(slices.Clone(lex), func(t psScan) bool {
		return t.k == pstoken.StopParsing && slices.Contains(starts, pstoken.Pos{Line: t.from.Line, Col: t.from.Col - 3}) && !slices.Contains(pol, t)
	})
}

// FuzzPowerShellScan checks that completeness (lexer) and the analysis
// (policy) scan the same tokens whole (strings, here-strings, comments,
// ${ }, --%), from and to the same characters, for any complete input
// whose brackets pair, as psAgree tells: a string, comment or here-string
// the two readers end differently hides a command from one of them.
func FuzzPowerShellScan(f *testing.F) {
	for _, s := range psCorpus(f) {
		f.Add(s)
	}
	p := New()
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 400 || !lexer.Check(s, lexer.PowerShell).Complete {
			t.Skip()
		}
		lex, pol, bad := psScans(p, s)
		if bad || !psPaired(s, lex) {
			t.Skip()
		}
		if !psAgree(psCutStops(s, lex, pol), pol) {
			t.Fatalf("%q: tokens scanned whole (kind@from-to)\n lexer  %v\n policy %v", s, lex, pol)
		}
	})
}

// psScanPieces are what FuzzPowerShellScanPieces builds commands of: the
// characters that open and close the tokens PowerShell scans whole
// (quotes, here-string headers and footers, comments, ${ }, $( ) inside a
// token, --%), what ends them or is escaped in them (newlines, the
// backtick, |, &&), the typographic quotes, and plain characters. Most
// statements are commands named echo; a here-string footer on a line of
// its own begins an expression.
var psScanPieces = []string{"a", " ", "'", "\"", "`", "$", "x", "#", "<#", "#>", "@'\n", "\n'@", "@\"\n", "\n\"@",
	"${", "}", "$(", ")", "(", "--%", "|echo ", "&&echo ", ";echo ", "\necho ", "\r\n", "\u2018", "\u201C", "-", ","}

// FuzzPowerShellScanPieces is FuzzPowerShellScan for commands built of
// psScanPieces: input the fuzzer reaches far more of than by mutating
// the corpus.
func FuzzPowerShellScanPieces(f *testing.F) {
	for _, s := range []string{"\x02\x00\x02", "\x03\x0e\x12\x11\x03", "\x0a\x00\x0b", "\x0c\x05\x0d", "\x15\x01\x02\x16\x01\x02"} {
		f.Add([]byte(s))
	}
	p := New()
	f.Fuzz(func(t *testing.T, b []byte) {
		s := echoOf(psScanPieces, b)
		if !lexer.Check(s, lexer.PowerShell).Complete {
			t.Skip()
		}
		lex, pol, bad := psScans(p, s)
		if bad || !psPaired(s, lex) {
			t.Skip()
		}
		if !psAgree(psCutStops(s, lex, pol), pol) {
			t.Fatalf("%q: tokens scanned whole (kind@from-to)\n lexer  %v\n policy %v", s, lex, pol)
		}
	})
}

// psCmdPieces are what FuzzPowerShellCommands builds input of: what a
// statement may begin with (names, variables, strings, numbers, dashes,
// dots, & and ., unary operators, type literals, brackets), what ends a
// statement or element (; newline | && ||), operators, assignments and
// blanks. No keywords and no @{ }: how their parts are read is the
// parser's business beyond the mode of a statement.
var psCmdPieces = []string{"echo", "a", "x1", " ", "$x", "'s'", "\"d\"", "1", "-1", "-", "-x", ".", ".\\s", "&", "!", "[int]",
	"(", ")", "$(", "{", "}", "@(", ",", "+", "=", ";", "|", "\n", "&&", "||", "#c\n", "1.5", "7z", "`", "$x.y", "::", "2>", "\u2013"}

// psExprPieces are the pieces of psCmdPieces that begin an expression
// where a statement begins (a value, an operator, a group); psTargetPieces
// those an assignment's target may be made of: variables, their members,
// a type's cast and the commas of a list of them. PowerShell reports an
// assignment to anything else, an element of a list included, as an error
// of the whole input (SemanticChecks.CheckAssignmentTarget and
// CheckArrayLiteralAssignment, ParserStrings.InvalidLeftHandSide: ,!⏎$x =
// -x and ,"d",$x = -x), and runs none of it.
var (
	psExprPieces   = map[string]bool{"$x": true, "'s'": true, "\"d\"": true, "1": true, "-1": true, "-": true, "!": true, "[int]": true, "(": true, "$(": true, "{": true, "@(": true, ",": true, "+": true, "1.5": true, "$x.y": true, "\u2013": true}
	psTargetPieces = map[string]bool{"$x": true, "$x.y": true, "[int]": true, ",": true}
)

// psCommands returns where the two readers see commands begin in s, and
// whether the lexer found a syntax error.
func psCommands(p *Policy, s string) (lex, pol []string, bad bool) {
	pstoken.TraceCommand = func(reader string, line, col int) {
		at := fmt.Sprintf("%d:%d", line, col)
		if reader == "lexer" {
			lex = append(lex, at)
		} else {
			pol = append(pol, at)
		}
	}
	pstoken.TraceError = func(int, int) { bad = true }
	defer func() { pstoken.TraceCommand, pstoken.TraceError = nil, nil }()
	lexer.Check(s, lexer.PowerShell)
	p.Check(s, lexer.PowerShell, &Env{Home: "/home/agent", Cwd: "/home/agent/p"})
	slices.Sort(lex) // the analysis traces a command after those nested in its words
	slices.Sort(pol)
	return lex, pol, bad
}

// FuzzPowerShellCommands checks that completeness (lexer) and the
// analysis (policy) agree on the mode of every statement: where a command
// begins (its name is judged) and where an expression does, for complete
// input without syntax errors whose brackets pair. A statement the
// analysis reads as an expression where pwsh runs a command is a command
// the guard does not judge.
func FuzzPowerShellCommands(f *testing.F) {
	for _, s := range []string{"\x00\x03\x04", "\x04\x03\x00\x19\x05", "\x0c\x03\x00", "\x0b\x00", "\x10\x00\x11", "\x13\x04\x14"} {
		f.Add([]byte(s))
	}
	p := New()
	f.Fuzz(func(t *testing.T, b []byte) {
		var sb strings.Builder
		op, opLine := false, false         // the last piece but blanks is an operator; a newline follows one
		atStart, redirFirst := true, false // a statement begins here; one begins with a redirection
		last, badAssign := "", false       // the last piece but blanks; = assigns to no variable
		exprFirst, target := false, true   // the statement begins an expression; what it holds so far may be assigned to
		stmt := true                       // a statement begins here, a newline after an operator read past
		for _, c := range b {
			piece := psCmdPieces[int(c)%len(psCmdPieces)]
			switch piece {
			case " ":
			case "\n", "#c\n":
				opLine = opLine || op
			default:
				op = strings.Contains("! - + = , \u2013 &&|| . ::", piece) // member access too
			}
			if piece != " " {
				if !((piece == "\n" || piece == "#c\n") && op) { // after an operator pwsh reads on past a newline
					if stmt {
						exprFirst, target = psExprPieces[piece], true
					}
					badAssign = badAssign || piece == "=" && exprFirst && !target
					target = target && psTargetPieces[piece]
					stmt = strings.Contains("\n #c\n ; | && || ( $( { @( =", piece)
				}
				badAssign = badAssign || piece == "=" && last != "$x"
				last = piece
				redirFirst = redirFirst || atStart && piece == "2>"
				atStart = strings.Contains("\n #c\n ; | && || ( $( { @( =", piece) // = : an assignment's statement (PipelineRule)
			}
			sb.WriteString(piece)
		}
		s := sb.String()
		if badAssign || !lexer.Check(s, lexer.PowerShell).Complete || psCommaThenBacktickBlank.MatchString(s) {
			t.Skip()
		}
		lex, pol, bad := psCommands(p, s)
		if scans, _, _ := psScans(p, s); bad || !psPaired(s, scans) {
			t.Skip()
		}
		for _, at := range lex {
			if !slices.Contains(pol, at) {
				t.Fatalf("%q: the command at %s (lexer) is no command to the policy: %v (lexer) but %v (policy)", s, at, lex, pol)
			}
		}
		// After an operator pwsh reads on past a newline, where the analysis
		// ends the statement and reads the next line as one of its own: a
		// command pwsh does not run, the worse reading. So are the words
		// after a redirection that begins a statement. (An assignment to
		// what is no variable, skipped above, is an error pwsh reports,
		// which the lexer does not look for.)
		if !opLine && !redirFirst && !slices.Equal(lex, pol) {
			t.Fatalf("%q: commands begin at %v (lexer) but %v (policy)", s, lex, pol)
		}
	})
}

// TestPowerShellCommandStarts keeps inputs on which the two readers
// disagreed on where commands begin, in words the fuzzer's pieces cannot
// spell: the keywords using and configuration (no command named so), an
// attribute's script block and a typed assignment's right-hand side.
func TestPowerShellCommandStarts(t *testing.T) {
	p := New()
	for _, s := range []string{"using namespace System.IO\nrm x", "configuration C { Node x { } }\nls",
		"[ValidateScript({ Test-Path $_ })]$x = 'a'", "[int]$x = Get-Random", "'d'.x = Get-Date", "Write-Output a,\n\nls",
		// A multiple assignment: PipelineRule reads $x,$x in expression
		// mode, so = is a token of its own and the statement after it a
		// command (Parser.cs PipelineRule); in arguments $x=-x is one token.
		"$x,$x=-x", "$x,$x=ls", "$a, $b.c=ls", "echo $x,$x=-x",
		// A list that begins an expression, then =: PipelineRule reads the
		// statement after it whatever the targets ("d",$x is none to
		// assign to, an error reported after). A lone dash is the minus
		// operator: its operand's $( ) is a statement of the top level.
		"'d',$x=ls", "1,$x=ls", "- \"d\".$(ls)", "\u2013,\"d\".$(-x)",
		// A digit 1-6 before > begins a redirection wherever a token
		// begins, after a string too (tokenizer.cs NextToken): its
		// target is one generic token, no assignment.
		"\"d\"2>$x=-x", "'s'2>$x=ls", "(1)2>$x=-x", "echo \"d\"2>$x=-x",
		// After a member operator PowerShell skips blanks, newlines and
		// comments to the member's name (CheckPostPrimaryExpressionOperators,
		// V3SkipNewlines): "d".⏎$x = -x assigns to a member, -x a command.
		// An empty line after it ends the input at a prompt, an error.
		"\"d\".\n$x=-x", "$y. x=ls", "$y::#c\nx=ls", "$y?.\n\nls",
		// A command argument that is an expression (a variable, a string,
		// a group, ${ }) has members too: GetCommandArgument reads it with
		// PrimaryExpressionRule(withMemberAccess: true), the member's name
		// as SimpleNameRule does, an identifier and no generic token even
		// in command mode (ScanIdentifier, WantSimpleName). A backtick
		// after it begins a token: before a newline a line continuation.
		"a $x.y`\n-x", "a \"d\".y`\n-x", "a 's'.y`\n-x", "a (1).y`\n-x", "a $(1).y`\n-x", "a @(1).y`\n-x",
		"a ${x}.y`\n-x", "a $x::y`\n-x", "a {1}.y`\n-x", "a $x[0].y`\n-x", "a $x[ 0 ].y`\n-x", "a $x.y.z`\n-x",
		"a \"d\"?.y`\n-x", "a $x.y(1)`\n-x", "a \"d\".#c\ny",
		// After the name a generic token begins, whose backtick escapes
		// the newline; PSReadLine judges the line there, complete. So
		// does a comment.
		"a $x.y-z`\n-x", "a \"d\".y#c\nls", "a $x. b\nls",
		// … and so does a redirection: its target is no command.
		"a $x.y>x`\n-x", "a \"d\".y*>x`\n-x"} {
		lex, pol, bad := psCommands(p, s)
		if bad || !slices.Equal(lex, pol) {
			t.Errorf("%q: commands begin at %v (lexer) but %v (policy); syntax error: %v", s, lex, pol, bad)
		}
	}
}

// echoOf is an echo command of the pieces the fuzzer's bytes b pick.
func echoOf(pieces []string, b []byte) string {
	var sb strings.Builder
	sb.WriteString("echo ")
	for _, c := range b {
		sb.WriteString(pieces[int(c)%len(pieces)])
	}
	return sb.String()
}
