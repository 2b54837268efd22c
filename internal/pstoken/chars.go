package pstoken

import "unicode"

// Character classes of PowerShell's tokenizer (CharTraits.cs in
// PowerShell/PowerShell src/System.Management.Automation/engine/parser,
// and about_Quoting_Rules for the typographic quotes and dashes).

// Space reports whether r is whitespace other than a newline
// (CharExtensions.IsWhitespace: space, tab, vertical tab, form feed,
// no-break space, next line, and the Unicode space, line and paragraph
// separators).
func Space(r rune) bool {
	switch r {
	case ' ', '\t', '\v', '\f', 0xA0, 0x85:
		return true
	}
	return r > 0xFF && unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp)
}

// Newline reports whether r ends a line.
func Newline(r rune) bool { return r == '\n' || r == '\r' }

// ForceNew reports whether r ends a generic (command-mode) token
// (CharExtensions.ForceStartNewToken); -1 stands for the end of input.
func ForceNew(r rune) bool {
	switch r {
	case -1, 0, '\n', '\r', '&', '(', ')', ',', ';', '{', '|', '}':
		return true
	}
	return Space(r)
}

// ForceNewAfterNumber reports whether r ends a number
// (CharExtensions.ForceStartNewTokenAfterNumber).
func ForceNewAfterNumber(r rune) bool {
	switch r {
	case '!', '#', '%', '*', '+', ',', '-', '.', '/', '<', '=', '>', ']', 0x2013, 0x2014, 0x2015:
		return true
	}
	return ForceNew(r)
}

// DQ reports whether r opens or closes an expandable string: " and the
// typographic double quotes (CharExtensions.IsDoubleQuote).
func DQ(r rune) bool { return r == '"' || r == 0x201C || r == 0x201D || r == 0x201E }

// SQ reports whether r opens or closes a verbatim string: ' and the
// typographic single quotes (CharExtensions.IsSingleQuote).
func SQ(r rune) bool {
	return r == '\'' || r == 0x2018 || r == 0x2019 || r == 0x201A || r == 0x201B
}

// Dash reports whether r is a dash: - and the en, em and horizontal bar
// dashes (CharExtensions.IsDash).
func Dash(r rune) bool { return r == '-' || r == 0x2013 || r == 0x2014 || r == 0x2015 }

// Digit reports whether r is an ASCII decimal digit.
func Digit(r rune) bool { return r >= '0' && r <= '9' }

// IdentStart reports whether r may begin an identifier (IsIdentifierStart).
func IdentStart(r rune) bool {
	return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 && unicode.IsLetter(r)
}

// IdentFollow reports whether r may continue an identifier (IsIdentifierFollow).
func IdentFollow(r rune) bool {
	return IdentStart(r) || Digit(r) || r > 127 && unicode.IsDigit(r)
}

// VarStart reports whether r may begin an unbraced variable name after $
// (IsVariableStart).
func VarStart(r rune) bool {
	switch r {
	case '$', ':', '?', '^':
		return true
	}
	return IdentFollow(r)
}

// DotnetSpace is char.IsWhiteSpace: a backtick before it escapes nothing.
func DotnetSpace(r rune) bool { return Space(r) || unicode.IsSpace(r) }

// Escape returns the character a backtick before r stands for
// (about_Special_Characters; tokenizer.cs Backtick): `0 `a `b `e `f `n
// `r `t `v, any other character stands for itself.
func Escape(r rune) rune {
	switch r {
	case '0':
		return 0
	case 'a':
		return '\a'
	case 'b':
		return '\b'
	case 'e':
		return 0x1b
	case 'f':
		return '\f'
	case 'n':
		return '\n'
	case 'r':
		return '\r'
	case 't':
		return '\t'
	case 'v':
		return '\v'
	}
	return r
}
