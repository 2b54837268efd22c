package cmdtoken

import "testing"

func TestUnescape(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"dir ^| findstr x", "dir | findstr x"},
		{"a^^b", "a^b"},
		{`"a^|b" ^& c`, `"a^|b" & c`}, // inside quotes a caret is a character
		{`^"a^|b"`, `"a|b"`},          // an escaped quote opens nothing
		{"a^\r\nb", "ab"},             // before a line feed: the next line joins
		{"a^\n\nb", "a\nb"},           // … and its first character is escaped, a line feed too
		{"x^", "x"},
		{"plain", "plain"},
	} {
		if got := Unescape(c.in); got != c.want {
			t.Errorf("Unescape(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
