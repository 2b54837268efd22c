package pstoken

import "testing"

// TestTypeToken reads type literals token by token as the analysis does
// and checks where TypeToken ends each.
func TestTypeToken(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"[int]$x", "[int]"},
		{"[IO.File]::Delete('x')", "[IO.File]"},
		{"[List[string]]::new()", "[List[string]]"},
		{"[int[]](1,2)", "[int[]]"},
		{"[ValidateSet('a', ']')]$m", "[ValidateSet('a', ']')]"},
		{"[ValidateScript({ $_ -gt 1 })]$n", "[ValidateScript({ $_ -gt 1 })]"},
		{"[Dictionary[string, int]] x", "[Dictionary[string, int]]"},
		{"[int; rm x", "[int"},
		{"[int\nrm x", "[int"},
	} {
		src := []rune(c.src)
		var r Reader
		i, depth, parens := 0, 0, 0
	read:
		for i < len(src) {
			tok, end, ok := r.Next(src, i, ModeExpr)
			if !ok {
				break
			}
			if parens > 0 {
				switch tok.Kind {
				case TLParen, TLBrace, TDollarParen, TAtParen, TAtBrace:
					parens++
				case TRParen, TRBrace:
					parens--
				}
				i = end
				continue
			}
			switch TypeToken(tok.Kind) {
			case TypeOpen:
				depth++
			case TypeClose:
				if depth--; depth == 0 {
					i = end
					break read
				}
			case TypeArgs:
				parens++
			case TypeBlank, TypeBroken:
				i = tok.At.Col
				break read
			}
			i = end
		}
		if got := string(src[:i]); got != c.want {
			t.Errorf("%q: the type is %q, want %q", c.src, got, c.want)
		}
	}
}
