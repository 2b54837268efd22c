package cmdtoken

import "strings"

// Delim reports whether b separates tokens: space, tab, comma, semicolon,
// equals sign, vertical tab and form feed ("cmd /?": the special characters
// that need quotes; the parser's phase 2 in jeb and dbenham's "How does the
// Windows Command Interpreter (CMD.EXE) parse scripts?",
// stackoverflow.com/a/4095133). They end the command's name, and cmd's own
// commands split their arguments at them (rd,/s,/q,C:\ is rd /s /q C:\);
// other programs get the rest of the line as it is.
func Delim(b byte) bool {
	switch b {
	case ' ', '\t', ',', ';', '=', '\v', '\f':
		return true
	}
	return false
}

// Char is what cmd's phase 2 makes of one byte of a line, carriage
// returns removed (phase 1.5): how carets and double quotes read, the one
// reading of them for the Scanner (where tokens end) and for the analysis
// (what a token's text stands for).
type Char uint8

const (
	Special Char = iota // outside quotes and unescaped: may be an operator, a delimiter or a bracket
	Quoted              // inside double quotes: an ordinary character
	Quote               // a double quote: turns the quote flag on or off, and stays in the text
	Caret               // a caret outside quotes: removed, it escapes what follows
	Joined              // the line feed after such a caret: removed, the next line joins this one
	Escaped             // the character a caret escapes: ordinary, kept as it is
	EndLine             // a line feed that ends the line (and any quotes left open)
)

// Chars reads carets and quotes as cmd's phase 2 does (jeb and dbenham,
// stackoverflow.com/a/4095133; "cmd /?" and Microsoft's "cmd" page on ^
// and quotes): a double quote toggles the quote flag, and with it set
// only the quote and the line feed are special; a caret outside quotes
// escapes the next character and is removed; before a line feed it
// removes it, joins the next line and escapes its first character, taken
// literally even when it is a line feed itself; a line feed clears the
// flag. The zero value is at the start of a line.
type Chars struct {
	quote bool
	esc   uint8 // 1: after ^; 2: after ^ and a line feed
}

// Read says what b, the next byte (no carriage return), is.
func (c *Chars) Read(b byte) Char {
	switch {
	case c.esc == 1 && b == '\n':
		c.esc = 2
		return Joined
	case c.esc != 0:
		c.esc = 0
		return Escaped
	case b == '\n':
		c.quote = false
		return EndLine
	case b == '"':
		c.quote = !c.quote
		return Quote
	case c.quote:
		return Quoted
	case b == '^':
		c.esc = 1
		return Caret
	}
	return Special
}

// InQuotes reports whether the quote flag is set.
func (c *Chars) InQuotes() bool { return c.quote }

// Escaping reports whether a caret waits for the character it escapes.
func (c *Chars) Escaping() bool { return c.esc != 0 }

// EndLine clears the quote flag, as a line feed does, for a line read
// without Read (the rest of a REM line).
func (c *Chars) EndLine() { c.quote = false }

// Unescape returns s as phase 2 leaves it: carets outside quotes removed
// (the characters they escape kept), carriage returns removed, quotes
// kept; the text a command cmd reads again (FOR /F's command) receives.
func Unescape(s string) string {
	if !strings.ContainsAny(s, "^\r") {
		return s
	}
	var b strings.Builder
	var c Chars
	for i := 0; i < len(s); i++ {
		if s[i] == '\r' {
			continue
		}
		switch c.Read(s[i]) {
		case Caret, Joined:
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}
