package pstoken

import "strings"

// Number reports whether s (lower case) is a PowerShell number literal,
// roughly (tokenizer.cs ScanNumberHelper): decimal, hex or binary digits,
// an optional fraction and exponent, type suffix and multiplier.
func Number(s string) bool {
	s = strings.TrimLeft(s, "-")
	for _, mult := range []string{"kb", "mb", "gb", "tb", "pb"} {
		if strings.HasSuffix(s, mult) {
			s = strings.TrimSuffix(s, mult)
			break
		}
	}
	digits := func(s string, ok func(byte) bool) string {
		i := 0
		for i < len(s) && ok(s[i]) {
			i++
		}
		return s[i:]
	}
	dec := func(c byte) bool { return c >= '0' && c <= '9' }
	var rest string
	switch {
	case strings.HasPrefix(s, "0x"):
		rest = digits(s[2:], func(c byte) bool { return dec(c) || c >= 'a' && c <= 'f' })
	case strings.HasPrefix(s, "0b"):
		rest = digits(s[2:], func(c byte) bool { return c == '0' || c == '1' })
	default:
		rest = digits(s, dec)
		if strings.HasPrefix(rest, ".") {
			rest = digits(rest[1:], dec)
		}
		if strings.HasPrefix(rest, "e") {
			rest = strings.TrimLeft(rest[1:], "+-\u2013\u2014\u2015")
			rest = digits(rest, dec)
		}
	}
	switch rest {
	case "", "l", "u", "ul", "y", "uy", "s", "us", "d", "n", "i":
		return true
	}
	return false
}
