package pstoken

import (
	"testing"
	"unicode/utf8"
)

// TestStopMark checks which tokens CommandRule takes for the verbatim
// marker: those whose value, quotes and escapes taken out, is --%.
func TestStopMark(t *testing.T) {
	for _, c := range []struct {
		src  string
		mode Mode
		want bool
	}{
		{"--% a", ModeCmd, true},
		{"--% a", ModeStart, true},
		{"-`-% a", ModeCmd, true},
		{"-`-% a", ModeStart, true},
		{"`--% a", ModeCmd, true},
		{"--`% a", ModeCmd, true},
		{`--"%" a`, ModeCmd, true},
		{`--'%' a`, ModeCmd, true},
		{`-''-''% a`, ModeCmd, true},
		{"-`u{2d}% a", ModeCmd, true},
		{"-`u{00002D}% a", ModeCmd, true},
		{`'--%' a`, ModeCmd, true},
		{`"--%" a`, ModeCmd, true},
		{`"-` + "`" + `-%" a`, ModeCmd, true},
		{`"-` + "`" + `u{2D}%" a`, ModeCmd, true},
		{"@'\n--%\n'@ a", ModeCmd, true},
		{"@\"\n-`u{2d}%\n\"@ a", ModeCmd, true},
		{"@'\n--%\n\n'@ a", ModeCmd, false}, // the value ends with a newline
		{"@'\n\n--%\n'@ a", ModeCmd, false},
		{"@'\n--%\n '@\n'@ a", ModeCmd, false},
		{"--%x a", ModeCmd, false},
		{"---% a", ModeCmd, false},
		{"-% a", ModeCmd, false},
		{"-- a", ModeCmd, false},
		{"\u2013-% a", ModeCmd, false}, // an en dash: the value keeps it
		{"-\u2013% a", ModeCmd, false},
		{`--%"$x" a`, ModeCmd, false},
		{`"--%$x" a`, ModeCmd, false},
		{`"--%$" a`, ModeCmd, false},
		{`--$x% a`, ModeCmd, false},
		{`"--%""" a`, ModeCmd, false},
		{`'--%''' a`, ModeCmd, false},
		{"-`u{}% a", ModeCmd, false},
		{"-`u2d% a", ModeCmd, false},
		{"-`u{1234567}% a", ModeCmd, false},
		{"${}--% a", ModeCmd, false},
		{"$a--% a", ModeCmd, false},
		{".--% a", ModeStart, false},
		{"+--% a", ModeStart, false},
		{"--%", ModeExpr, false},
	} {
		var r Reader
		src := []rune(c.src)
		tok, _, ok := r.Next(src, 0, c.mode)
		if !ok || tok.StopMark != c.want {
			t.Errorf("%q (mode %d): StopMark %v, want %v (kind %d)", c.src, c.mode, tok.StopMark, c.want, tok.Kind)
		}
	}
}

// TestUnicodeEscapeInToken checks that a `u{…} escape stays in its generic
// token, braces and all (ScanGenericToken, ScanUnicodeEscape).
func TestUnicodeEscapeInToken(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"a`u{2d}b c", "a`u{2d}b"},
		{"a`u{2d c", "a`u{2d"}, // no }: an error, the token goes on to the blank
		{"a`u{}b c", "a`u{}b"},
		{"a`u{1234567}b c", "a`u{1234567"}, // a seventh digit: the escape ends, and } the token
		{"a`u(b) c", "a`u"},
	} {
		var r Reader
		src := []rune(c.src)
		tok, end, ok := r.Next(src, 0, ModeCmd)
		if got := string(src[tok.At.Col:end]); !ok || got != c.want {
			t.Errorf("%q: got %q, want %q", c.src, got, c.want)
		}
	}
}

func TestParameterAt(t *testing.T) {
	for _, c := range []struct {
		src string
		end int // -1: no parameter
	}{
		{"-x a", 2},
		{"-x.b a", 2},
		{"-x[0] a", 2},
		{"-x:b a", 3},
		{"-x$y`z a", 6},
		{"-x", 2},
		{"-_x|y", 3},
		{"-x'a' b", -1},
		{`-x"a" b`, -1},
		{"-1 a", -1},
		{"--x a", -1},
		{"x a", -1},
	} {
		end, ok := ParameterAt([]rune(c.src), 0)
		if !ok {
			end = -1
		}
		if end != c.end {
			t.Errorf("%q: end %d, want %d", c.src, end, c.end)
		}
	}
}

func TestUnicodeEscape(t *testing.T) {
	for _, c := range []struct {
		src  string // after `u
		want rune
		end  int
	}{
		{"{2d}x", '-', 4},
		{"{1F600}", 0x1F600, 7},
		{"{}x", utf8.RuneError, 2},
		{"{2dx}", utf8.RuneError, 3},
		{"{1234567}", utf8.RuneError, 7},
		{"{110000}", utf8.RuneError, 8},
		{"2d", utf8.RuneError, 0},
		{"{2d", utf8.RuneError, 3},
	} {
		r, end := UnicodeEscape([]rune(c.src), 0)
		if r != c.want || end != c.end {
			t.Errorf("`u%s: %U, %d; want %U, %d", c.src, r, end, c.want, c.end)
		}
	}
}
