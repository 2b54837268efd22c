package lexer

import "github.com/guarded-sh/guarded-sh/internal/cmdtoken"

// cmdReader is the completeness reader for cmd.exe: cmd's one scanner
// (internal/cmdtoken, which the analysis reads commands with too) fed byte
// by byte, without keeping its tokens.
type cmdReader struct {
	s *cmdtoken.Scanner
}

func newCmd() *cmdReader {
	return &cmdReader{s: cmdtoken.NewScanner(nil, "lexer")}
}

func (c *cmdReader) reset() { c.s.Reset() }

func (c *cmdReader) feed(p []byte, boundary func(off int)) { c.s.Feed(p, boundary) }

func (c *cmdReader) verdict() Result {
	what, at, open := c.s.Open()
	m := mark{at.Line, at.Col}
	switch {
	case !open:
		return Result{Complete: true}
	case what == cmdtoken.SetOpen:
		return m.open(KindBlockParen, "close the FOR set with ): cmd waits at More? until it is closed")
	case what == cmdtoken.Open:
		return m.open(KindBlockParen, "close the block with ): a ( where a command starts (also after if …, else, do, &, &&, || or |) opens a block and cmd waits at More?; write ^( or \"(\" for a literal parenthesis")
	}
	return m.open(KindCaret, "cmd waits at More? for the line a trailing ^ continues: remove the ^, double it (^^) for a literal caret, or join the lines")
}
