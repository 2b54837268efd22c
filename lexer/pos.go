package lexer

import (
	"strconv"

	"github.com/guarded-sh/guarded-sh/internal/pstoken"
)

// cursor tracks the line and column (1-based, counting characters) of the
// next byte to be read. A machine advances it over every byte it consumes.
type cursor struct {
	line, col int
}

func newCursor() cursor { return cursor{line: 1, col: 1} }

// advance moves the cursor past byte b.
func (c *cursor) advance(b byte) {
	switch {
	case b == '\n':
		c.line++
		c.col = 1
	case b&0xC0 != 0x80: // not a UTF-8 continuation byte: a new character
		c.col++
	}
}

// mark is a position where a construct was opened (pstoken's, which the
// PowerShell reader hands to and takes from pstoken as they are).
type mark pstoken.Pos

func (c cursor) mark() mark { return mark{Line: c.line, Col: c.col} }

// open returns an incomplete Result for kind opened at m.
func (m mark) open(kind, hint string) Result {
	return Result{Kind: Kind(kind), Line: m.Line, Col: m.Col, Hint: hint}
}

// String returns "line:col".
func (m mark) String() string { return strconv.Itoa(m.Line) + ":" + strconv.Itoa(m.Col) }
