package pstoken

import (
	"unicode"
	"unicode/utf8"
)

// This file follows the value of a token as far as the parser looks at
// it: whether it is --%, the verbatim marker. Parser.cs CommandRule takes
// the token that begins a command element "as StringToken" and compares its
// Value with VERBATIM_ARGUMENT ("--%", OrdinalIgnoreCase): the text with
// quotes and escapes taken out (tokenizer.cs ScanGenericToken,
// ScanStringLiteral, ScanStringExpandable, ScanHereString*, Backtick,
// ScanUnicodeEscape), not the text as written. So -`-%, --"%", --'%' and
// -`u{2d}% are the marker as --% is, and so are the strings '--%' and
// "--%" (which CommandRule reads further, see the lexer and policy).
// A $ makes the value hold a variable's text, never --%.

// valueMatch is how much of --% the value read so far is.
type valueMatch struct {
	n    uint8 // runes of --% matched; valNo: the value is something else
	uni  uint8 // a `u escape (ScanUnicodeEscape): 0 none, 1 waiting for {, 2+k after k hex digits
	code rune  // … its code point so far
}

const valNo = 255

// add reads r, a rune of the value.
func (v *valueMatch) add(r rune) {
	if v.n < 3 && r == rune("--%"[v.n]) {
		v.n++
		return
	}
	v.n = valNo
}

// spoil records that the value is not --%.
func (v *valueMatch) spoil() { v.n = valNo }

// escape reads r, the rune after a backtick (Backtick): `u begins a
// Unicode escape, the others stand for one rune.
func (v *valueMatch) escape(r rune) {
	if r == 'u' {
		v.uni, v.code = 1, 0
		return
	}
	v.add(Escape(r))
}

// inEscape reports whether a `u escape is being read.
func (v *valueMatch) inEscape() bool { return v.uni != 0 }

// escapeStep reads r inside a `u escape and reports whether the escape
// took it (ScanUnicodeEscape): { after `u, then one to six hex digits and
// }. Anything else ends it, an error, and is read as ever.
func (v *valueMatch) escapeStep(r rune) bool {
	switch {
	case v.uni == 1:
		if r == '{' {
			v.uni = 2
			return true
		}
	case r == '}' && v.uni > 2:
		v.uni = 0
		if v.code <= unicode.MaxRune {
			v.add(v.code)
		} else {
			v.spoil()
		}
		return true
	case r == '}':
		v.uni = 0
		v.spoil() // `u{}: no digit, an error; the } is read
		return true
	case hexDigit(r) && v.uni < 8:
		v.uni++
		v.code = v.code<<4 | hexValue(r)
		return true
	}
	v.uni = 0
	v.spoil() // not a valid escape: an error, r read as ever
	return false
}

// stop reports whether the value read is --%.
func (v *valueMatch) stop() bool { return v.n == 3 && v.uni == 0 }

func hexDigit(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F'
}

func hexValue(r rune) rune {
	switch {
	case r <= '9':
		return r - '0'
	case r >= 'a':
		return r - 'a' + 10
	}
	return r - 'A' + 10
}

// ParamStep is what a rune is to a parameter being read (ScanParameter,
// in command mode, once a dash and a letter, _ or ? are read): it ends
// before whitespace, a newline, the end or one of { } ( ) ; , | & . [,
// with a colon, a quote makes the word an argument (a generic token), and
// any other rune goes on in it, $ and ` too.
type ParamStep uint8

const (
	ParamMore    ParamStep = iota // r goes on in the parameter
	ParamBefore                   // the parameter ended before r
	ParamLast                     // r, a colon, is its last rune
	ParamGeneric                  // a quote: the word is a generic token
)

// ParamRune says what r is to a parameter being read (ParamStep).
func ParamRune(r rune) ParamStep {
	switch {
	case r == -1 || r == 0 || Newline(r) || Space(r):
		return ParamBefore
	case r == ':':
		return ParamLast
	case SQ(r) || DQ(r):
		return ParamGeneric
	}
	switch r {
	case '{', '}', '(', ')', ';', ',', '|', '&', '.', '[':
		return ParamBefore
	}
	return ParamMore
}

// ParamStart reports whether a parameter begins with a and b (NextToken,
// case '-': a dash, then a letter, _ or ?).
func ParamStart(a, b rune) bool {
	return Dash(a) && (b == '_' || b == '?' || unicode.IsLetter(b))
}

// ParameterAt returns where the parameter that begins at src[i] ends, as
// ScanParameter reads it in command mode; ok is false when no parameter
// begins there (a word with a quote in it is an argument).
func ParameterAt(src []rune, i int) (end int, ok bool) {
	if i+1 >= len(src) || !ParamStart(src[i], src[i+1]) {
		return i, false
	}
	for j := i + 2; ; j++ {
		r := rune(-1)
		if j < len(src) {
			r = src[j]
		}
		switch ParamRune(r) {
		case ParamBefore:
			return j, true
		case ParamLast:
			return j + 1, true
		case ParamGeneric:
			return i, false
		}
	}
}

// UnicodeEscape reads the `u escape whose u is just before src[i], as
// ScanUnicodeEscape does: { then one to six hex digits and }. It returns
// the rune it stands for (utf8.RuneError when it is not valid, an error to
// pwsh) and the index just past what it took: on an error it stops before
// the rune that is no part of it.
func UnicodeEscape(src []rune, i int) (rune, int) {
	var v valueMatch
	v.uni = 1
	for ; i < len(src); i++ {
		digits := v.uni > 2
		if !v.escapeStep(src[i]) {
			return utf8.RuneError, i
		}
		if v.uni == 0 { // the } ends it
			if !digits || v.code > unicode.MaxRune {
				return utf8.RuneError, i + 1 // `u{} or beyond U+10FFFF: the } is taken
			}
			return v.code, i + 1
		}
	}
	return utf8.RuneError, i
}

// EscapeAt reads the escape whose backtick is src[i], with a rune after it
// before stop: the rune it stands for and the index just past it
// (Backtick; `u{…} as UnicodeEscape reads it).
func EscapeAt(src []rune, i, stop int) (rune, int) {
	if src[i+1] == 'u' {
		return UnicodeEscape(src[:stop], i+2)
	}
	return Escape(src[i+1]), i + 2
}
