package policy

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

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
		var sb strings.Builder
		sb.WriteString("echo ")
		for _, c := range b {
			sb.WriteString(psPieces[int(c)%len(psPieces)])
		}
		s := sb.String()
		if !lexer.Check(s, lexer.PowerShell).Complete || psCommaThenBacktickBlank.MatchString(s) {
			t.Skip()
		}
		lex, pol := psTokenStarts(p, s)
		if !slices.Equal(lex, pol) {
			t.Fatalf("%q: arguments begin at %v (lexer) but %v (policy)", s, lex, pol)
		}
	})
}

// psNestedPieces add to psPieces the brackets that hold commands: $( ),
// ( ) and script blocks { }.
var psNestedPieces = append(append([]string(nil), psPieces...), "$(", "(", ")", "{", "}", "{echo ", "$(echo ")

// FuzzPowerShellNestedTokens is FuzzPowerShellTokens for the commands
// inside brackets too. Input whose brackets do not pair (a syntax error:
// pwsh runs nothing, and the readers recover differently) is skipped.
func FuzzPowerShellNestedTokens(f *testing.F) {
	for _, s := range []string{"\x19\x00\x04\x1c", "\x1d\x00\x04\x00\x1c", "\x1e\x04\x02\x00\x1c"} {
		f.Add([]byte(s))
	}
	p := New()
	f.Fuzz(func(t *testing.T, b []byte) {
		var sb strings.Builder
		sb.WriteString("echo ")
		depth := 0
		for _, c := range b {
			piece := psNestedPieces[int(c)%len(psNestedPieces)]
			switch piece {
			case ")", "}":
				depth--
			case "$(", "(", "{", "{echo ", "$(echo ":
				depth++
			}
			if depth < 0 {
				t.Skip()
			}
			sb.WriteString(piece)
		}
		s := sb.String()
		if depth != 0 || !lexer.Check(s, lexer.PowerShell).Complete || psCommaThenBacktickBlank.MatchString(s) {
			t.Skip()
		}
		lex, pol := psTokenStarts(p, s)
		if !slices.Equal(lex, pol) {
			t.Fatalf("%q: arguments begin at %v (lexer) but %v (policy)", s, lex, pol)
		}
	})
}
