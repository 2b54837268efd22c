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
	st uint8 // chPlain, chQuote, chCaret or chCaretLF
}

// Where Chars stands.
const (
	chPlain   = iota
	chQuote   // inside double quotes
	chCaret   // after ^
	chCaretLF // after ^ and a line feed
)

// Read says what b, the next byte (no carriage return), is. It is small
// enough to inline: the scanner calls it for every byte.
func (c *Chars) Read(b byte) Char {
	switch c.st {
	case chPlain:
		switch b {
		case '\n':
			return EndLine
		case '"':
			c.st = chQuote
			return Quote
		case '^':
			c.st = chCaret
			return Caret
		}
		return Special
	case chQuote:
		switch b {
		case '"':
			c.st = chPlain
			return Quote
		case '\n':
			c.st = chPlain
			return EndLine
		}
		return Quoted
	case chCaret:
		if b == '\n' {
			c.st = chCaretLF
			return Joined
		}
	}
	c.st = chPlain
	return Escaped
}

// InQuotes reports whether the quote flag is set.
func (c *Chars) InQuotes() bool { return c.st == chQuote }

// Escaping reports whether a caret waits for the character it escapes.
func (c *Chars) Escaping() bool { return c.st >= chCaret }

// EndLine clears the quote flag, as a line feed does, for a line read
// without Read (the rest of a REM line).
func (c *Chars) EndLine() {
	if c.st == chQuote {
		c.st = chPlain
	}
}

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
