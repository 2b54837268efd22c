package pstoken

import "testing"

func TestSkip(t *testing.T) {
	for _, c := range []struct {
		src     string
		from    int
		k, in   Kind
		want    string // the token's text
		wantHow Step
	}{
		{`'it''s' x`, 1, Verbatim, 0, `'it''s'`, Before},
		{`‘a’`, 1, Verbatim, 0, `‘a’`, Before},
		{`'open`, 1, Verbatim, 0, `'open`, More},
		{"\"a`\"b\"\"c\" x", 1, Expandable, 0, "\"a`\"b\"\"c\"", Before},
		{`"$(')')" x`, 1, Expandable, 0, `"$(')')"`, Before},                // $( ) counts parentheses, quotes or not
		{`"$("")x" y`, 1, Expandable, 0, `"$("")x"`, Before},                // a " after " inside $( ) is skipped
		{`"${a"}" x`, 1, Expandable, 0, `"${a"}"`, Before},                  // "" inside ${ } of a string: } ends the name
		{`"$${a}" x`, 1, Expandable, 0, `"$${a}"`, Before},                  // $$ is the variable, {a} text
		{"@'\nx'@\n'@ y", 2, HereVerbatim, 0, "@'\nx'@\n'@", End},           // only a footer at a line's start ends it
		{"@\"\n`\n\"@\n\"@", 2, HereExpandable, 0, "@\"\n`\n\"@\n\"@", End}, // ` escapes the newline: "@ is not at a line's start
		{"@'x'@ y", 2, HereVerbatim, 0, "@'x'@", End},                       // characters after the header: an error up to '@
		{"@'x\ny", 2, HereVerbatim, 0, "@'x", Before},                       // … or the end of the line
		{"# a\r\nb", 1, LineComment, 0, "# a", Before},
		{"<# a #> b", 2, BlockComment, 0, "<# a #>", End},
		{"<#> b", 2, BlockComment, 0, "<#> b", More},
		{"${a`}b} c", 2, BracedVariable, 0, "${a`}b}", End},
		{"$(a(b)c) d", 2, SubExpression, Generic, "$(a(b)c)", End},
		{"--% a 'b | c' \"d | e\" | f", 3, StopParsing, 0, "--% a 'b ", Before},
		{"--% a && b", 3, StopParsing, 0, "--% a &&", End},
	} {
		src := []rune(c.src)
		end, how := Skip(src, c.from, c.k, c.in)
		if got := string(src[:end]); got != c.want || how != c.wantHow {
			t.Errorf("%q: got %q (%d), want %q (%d)", c.src, got, how, c.want, c.wantHow)
		}
	}
}
