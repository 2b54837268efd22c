package policy

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/cmdtoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// cmdPieces are what FuzzCmdTokens builds lines of: name characters and
// the characters where cmd ends a token (its delimiters, operators, quotes,
// the caret, parentheses). It leaves out % and !: cmd expands them before
// it splits the line (phase 1 and 5), so where a token ends depends on a
// value known at run time, which lexer takes as plain characters and policy
// as one unknown word.
var cmdPieces = []string{"a", "d", "r", "1", " ", "\t", ",", ";", "=", "\"", "^", "&", "|", "<", ">",
	"(", ")", "@", ":", "/", ".", "\n"}

// cmdNameEnds returns where each command's name in s ends, as the
// completeness reader and as the analysis read it.
func cmdNameEnds(p *Policy, s string) (lex, pol []string) {
	cmdtoken.Trace = func(reader string, line, col int) {
		at := fmt.Sprintf("%d:%d", line, col)
		if reader == "lexer" {
			lex = append(lex, at)
		} else {
			pol = append(pol, at)
		}
	}
	defer func() { cmdtoken.Trace = nil }()
	lexer.Check(s, lexer.Cmd)
	p.Check(s, lexer.Cmd, &Env{Home: "/home/agent", Cwd: "/home/agent/p"})
	return lex, pol
}

// FuzzCmdTokens checks that the analysis (policy) judges a command at
// every name that cmd's scanner, which completeness (lexer) reads with too,
// finds, and at no other place: a name the analysis skipped or made up is a
// command the guard judges differently from what cmd runs.
func FuzzCmdTokens(f *testing.F) {
	for _, s := range []string{"\x02\x01\x06\x00", "\x02\x01\x04\x02", "\x0b\x01\x07\x02"} {
		f.Add([]byte(s))
	}
	p := New()
	f.Fuzz(func(t *testing.T, b []byte) {
		var sb strings.Builder
		for _, c := range b {
			sb.WriteString(cmdPieces[int(c)%len(cmdPieces)])
		}
		sb.WriteString("\n")
		s := sb.String()
		if !lexer.Check(s, lexer.Cmd).Complete {
			t.Skip()
		}
		lex, pol := cmdNameEnds(p, s)
		if !slices.Equal(lex, pol) {
			t.Fatalf("%q: names end at %v (lexer) but %v (policy)", s, lex, pol)
		}
	})
}

// TestCmdSplitSetAsScanner checks that a for set splits into the items
// the scanner ends its tokens at (cmdtoken): quotes and carets hold
// delimiters, a line feed is a blank.
func TestCmdSplitSetAsScanner(t *testing.T) {
	for _, set := range []string{`a b`, `a,b;c=d`, `"a b" c`, `a^ b c`, `"a^" b`, "a\nb", "\"a\nb c", "a\r\nb", `"a,b"x,y`, `C:\x "C:\Program Files\y"`} {
		src := "for %i in (" + set + ") do echo %i"
		var want []string
		in := false
		for _, tok := range cmdtoken.Tokens(src) {
			switch {
			case tok.Kind == cmdtoken.SetOpen:
				in = true
			case tok.Kind == cmdtoken.SetClose:
				in = false
			case in:
				want = append(want, strings.ReplaceAll(src[tok.Start:tok.End], "\r", ""))
			}
		}
		if got := cmdSplitSet(set); !slices.Equal(got, want) {
			t.Errorf("cmdSplitSet(%q) = %q, the scanner's tokens %q", set, got, want)
		}
	}
}
