package guard

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Printable returns s safe to echo on a terminal: control characters (C0
// but tab, DEL, C1 such as the one-byte CSI 0x9B), Unicode's bidirectional
// overrides, and bytes that are not UTF-8 are written as Go escapes (\x1b,
// \r, \u009b, \xff), so command text cannot move the cursor, rewrite a line
// already shown, or set a window title. Everything else is unchanged.
func Printable(s string) string {
	i := 0
	for i < len(s) {
		c := s[i]
		if c >= 0x80 || c < 0x20 && c != '\t' || c == 0x7f {
			break
		}
		i++
	}
	if i == len(s) {
		return s // the common case: printable ASCII
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\t':
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\b':
			b.WriteString(`\b`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && r <= 0x9f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}
