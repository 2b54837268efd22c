package lexer

import "github.com/guarded-sh/guarded-sh/internal/cmdtoken"

// This file is the reader for cmd.exe, the Windows command interpreter.
//
// cmd has no published grammar. The rules below follow Microsoft's
// documentation (learn.microsoft.com "cmd", "Command shell overview", "if",
// "for", "rem") for the syntax, and, for how a line is read, the model of the
// parser phases worked out by experiment in the Stack Overflow answer "How
// does the Windows Command Interpreter (CMD.EXE) parse scripts?" (jeb and
// dbenham, stackoverflow.com/a/4095133, also kept on dostips.com, forum
// topic 3587), phase 1.5 and phase 2:
//
//   - Every carriage return is removed before the line is looked at.
//   - A double quote toggles the quote flag; with it set only the quote and
//     the line feed are special. A line feed always clears the flag: a quote
//     left open simply ends with the line, and cmd never waits for it.
//   - A caret outside quotes escapes the next character and is removed. A
//     caret before the line feed removes it, appends the next line and
//     escapes its first character, which is taken literally even when it is
//     a line feed itself; this is where cmd prompts "More? ".
//   - A "(" where a command is expected opens a block and raises the
//     parenthesis counter; while it is above zero a line feed does not end
//     the command but appends the next line ("More? " at the prompt), and an
//     unquoted, unescaped ")" closes the block. Elsewhere "(" is an ordinary
//     character ("echo (" prints it).
//   - With the counter at zero, a ")" where a command is expected works like
//     REM: the rest of the line is discarded, but a trailing caret still
//     appends the next line.
//   - The IN set of FOR is parenthesised too; a line feed inside it becomes a
//     space, so an unclosed set also waits for more lines. It ends at the
//     first unquoted, unescaped ")".
//   - REM parses only its first argument (jeb's answer "Which comment style
//     should I use in batch files?", stackoverflow.com/q/12407800): a caret
//     ending that first token still appends the next line, one later on the
//     line is ignored, and nothing else on the line is special, not even "&"
//     or ")". This holds only for REM followed by a space or tab; "rem." or
//     "rem;" are ordinary commands.
//   - A command that starts with ":" is a label (and "::" the usual comment):
//     ")", "<", ">", "&" and "|" lose their meaning for the rest of the line,
//     but quotes and a trailing caret still count.
//
// Nothing else makes cmd wait. A line that ends in "&", "&&", "||" or "|"
// is ended by its line feed like any other (phase 2 appends a line only for a
// caret or an open block), and cmd then reports a syntax error ("The syntax
// of the command is incorrect.") or runs the line: complete either way. The
// same goes for "if exist x", "for %a in (x) do" and "... ) else" left
// without their command. %VAR% and !VAR! are expanded by phases 1 and 5,
// outside the phase that decides completeness: their text counts as plain
// characters here, whatever values they may hold at run time.

// cmdSyn is where the reader stands in the syntax of the current command.
type cmdSyn uint8

const (
	synCmd        cmdSyn = iota // a command is expected
	synArgs                     // in a simple command's arguments
	synAfterBlock               // after the ")" that closed a block: ELSE may follow
	synIf                       // in the condition of IF
	synForHead                  // FOR switches and variable, before IN
	synForSetOpen               // after FOR … IN: the "(" of the set is expected
	synForSet                   // inside the FOR set
	synForAfter                 // after the FOR set: DO is expected
	synRem                      // REM: before or in its first argument
	synIgnore                   // rest of a REM line: nothing is special
	synLabel                    // rest of a label or REM-like ")" line: only quotes and ^ count
)

// Steps through the condition of IF.
const (
	ifStart    = iota // before /I, NOT or the condition
	ifOperand         // after EXIST, DEFINED, ERRORLEVEL or CMDEXTVERSION: one operand left
	ifCompare         // after the first operand of a comparison
	ifOperator        // after a comparison operator word (EQU, NEQ, …)
)

// Caret states.
const (
	escNone  = iota
	escNext  // ^ seen: the next character is escaped
	escAfter // ^ and a line feed seen: the next line's first character is escaped
)

// cmdKwMax is the longest word the reader needs to recognise (cmdextversion).
const cmdKwMax = 13

// cmdReader is the completeness reader for cmd.exe.
type cmdReader struct {
	cur cursor

	syn    cmdSyn
	ifStep int
	eqSeen bool // an "=" delimiter followed the first operand of IF

	quote bool // the quote flag
	esc   int
	litLF bool // the last byte was a line feed taken literally after ^ and a line feed
	caret mark // where the pending caret was

	redir bool // after < or >: the next token is a redirection target

	inTok  bool
	kw     [cmdKwMax]byte
	kwLen  int    // bytes of the token so far, at most cmdKwMax
	kwBad  bool   // the token cannot be a keyword (quoted or too long)
	tokFD  bool   // the token is a single digit so far (a redirection's handle)
	setAt  mark   // where the FOR set was opened
	blocks []mark // where each open block began, innermost last
}

func newCmd() *cmdReader {
	return &cmdReader{cur: newCursor()}
}

func (c *cmdReader) reset() {
	blocks := c.blocks[:0]
	*c = cmdReader{cur: newCursor(), blocks: blocks}
}

func (c *cmdReader) feed(p []byte, boundary func(off int)) {
	for i, b := range p {
		if b == '\r' { // phase 1.5: carriage returns are removed
			c.cur.advance(b)
			continue
		}
		if c.step(b) {
			boundary(i + 1)
		}
		c.cur.advance(b)
	}
}

// step consumes b, which is at c.cur, and reports whether it was a line feed
// that ends a complete command.
func (c *cmdReader) step(b byte) bool {
	c.litLF = false
	if c.syn == synIgnore {
		if b == '\n' {
			return c.endLine()
		}
		return false
	}
	if c.esc != escNone {
		if b == '\n' && c.esc == escNext {
			c.esc = escAfter // the line feed is removed; the next line follows
			return false
		}
		if b == '\n' {
			c.litLF = true // a second line feed is literal, and ends nothing
		}
		c.esc = escNone
		c.literal(b, true)
		return false
	}
	if c.quote {
		switch b {
		case '"':
			c.quote = false
		case '\n':
			c.quote = false
			return c.endLine()
		}
		return false
	}
	switch b {
	case '\n':
		return c.endLine()
	case '^':
		c.esc, c.caret = escNext, c.cur.mark()
		return false
	case '"':
		c.quote = true
		if c.syn != synLabel {
			c.literal(b, true)
		}
		return false
	}
	switch c.syn {
	case synLabel:
		return false
	case synRem:
		if cmdtoken.Delim(b) {
			if c.inTok {
				c.inTok = false
				c.syn = synIgnore
			}
			return false
		}
		c.inTok = true
		return false
	}
	switch {
	case cmdtoken.Delim(b):
		if c.inTok {
			c.endToken(b)
		}
		if b == '=' && c.syn == synIf && c.ifStep == ifCompare {
			c.eqSeen = true
		}
	case b == '&' || b == '|':
		if b == '&' && c.redir && !c.inTok {
			return false // >&1, <&0: part of the redirection
		}
		if c.inTok {
			c.endToken(b)
		}
		c.redir = false
		if c.syn != synForSet {
			c.syn = synCmd
		}
	case b == '<' || b == '>':
		if c.redir && !c.inTok {
			return false // >>
		}
		fd := c.inTok && c.tokFD && c.kwLen == 1
		if fd {
			c.inTok = false // 2>nul: the digit names a handle, not a command
		} else if c.inTok {
			c.endToken(b)
		}
		if c.syn != synForSet {
			c.redir = true
		}
	case b == '(':
		c.openParen()
	case b == ')':
		c.closeParen()
	case b == '@' && c.syn == synCmd && !c.inTok:
		// @ before a command turns off its echo.
	case b == ':' && c.syn == synCmd && !c.inTok && !c.redir:
		c.syn = synLabel
	default:
		c.literal(b, false)
	}
	return false
}

// literal adds b to the current token, starting one if needed. quoted
// reports that b is escaped or a quote, so that the token is no keyword.
func (c *cmdReader) literal(b byte, quoted bool) {
	switch c.syn {
	case synLabel:
		return
	case synRem:
		c.inTok = true
		return
	}
	if !c.inTok {
		c.inTok = true
		c.kwLen, c.kwBad = 0, false
		c.tokFD = !quoted && b >= '0' && b <= '9'
	} else {
		c.tokFD = false
	}
	if b == '"' {
		c.kwBad = true
	}
	if c.kwLen < cmdKwMax {
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		c.kw[c.kwLen] = b
		c.kwLen++
	} else {
		c.kwBad = true
	}
}

// word reports whether the token just ended is the keyword w (lowercase).
func (c *cmdReader) word(w string) bool {
	return !c.kwBad && c.kwLen == len(w) && string(c.kw[:c.kwLen]) == w
}

// endToken ends the current token, which the byte next ended.
func (c *cmdReader) endToken(next byte) {
	c.inTok = false
	if c.redir {
		c.redir = false // the token was the redirection's target
		return
	}
	switch c.syn {
	case synCmd:
		if cmdtoken.Trace != nil {
			cmdtoken.Trace("lexer", c.cur.line, c.cur.col)
		}
		switch {
		case c.word("rem") && (next == ' ' || next == '\t'):
			c.syn = synRem
		case c.word("if"):
			c.syn, c.ifStep = synIf, ifStart
		case c.word("for"):
			c.syn = synForHead
		default:
			c.syn = synArgs
		}
	case synAfterBlock:
		if c.word("else") {
			c.syn = synCmd
		} else {
			c.syn = synArgs
		}
	case synIf:
		switch c.ifStep {
		case ifStart:
			switch {
			case c.word("/i"), c.word("not"):
			case c.word("exist"), c.word("defined"), c.word("errorlevel"), c.word("cmdextversion"):
				c.ifStep = ifOperand
			default:
				c.ifStep, c.eqSeen = ifCompare, false
			}
		case ifCompare:
			if c.eqSeen {
				c.syn = synCmd // the second operand after ==
			} else {
				c.ifStep = ifOperator
			}
		default:
			c.syn = synCmd
		}
	case synForHead:
		if c.word("in") {
			c.syn = synForSetOpen
		}
	case synForSetOpen:
		c.syn = synArgs
	case synForAfter:
		if c.word("do") {
			c.syn = synCmd
		} else {
			c.syn = synArgs
		}
	}
}

// ifFinal reports whether the current token is the last one of an IF
// condition, so that an unquoted "(" ends it and opens the command block.
func (c *cmdReader) ifFinal() bool {
	return c.ifStep == ifOperand || c.ifStep == ifOperator || (c.ifStep == ifCompare && c.eqSeen)
}

func (c *cmdReader) openParen() {
	if c.inTok && !c.redir && (c.syn != synIf || c.ifFinal()) {
		// echo( prints a line; else(, do( and if 1==1( start a block.
		c.endToken('(')
	}
	switch {
	case c.inTok || c.redir:
		c.literal('(', false)
	case c.syn == synCmd:
		c.blocks = append(c.blocks, c.cur.mark())
	case c.syn == synForSetOpen:
		c.syn, c.setAt = synForSet, c.cur.mark()
	default:
		c.literal('(', false)
	}
}

func (c *cmdReader) closeParen() {
	switch {
	case c.syn == synForSet:
		c.inTok = false
		c.syn = synForAfter
	case c.syn == synIf:
		// The operands of IF keep their parentheses: if (%a%)==(x) …
		c.literal(')', false)
	case len(c.blocks) > 0:
		if c.inTok {
			c.endToken(')')
		}
		c.redir = false
		c.blocks = c.blocks[:len(c.blocks)-1]
		c.syn = synAfterBlock
	case c.syn == synCmd && !c.inTok && !c.redir:
		c.syn = synLabel // a stray ")" where a command is expected acts like REM
	default:
		c.literal(')', false)
	}
}

// endLine handles a line feed that is neither escaped nor quoted and reports
// whether it ends a complete command.
func (c *cmdReader) endLine() bool {
	if cmdtoken.Trace != nil && c.inTok && !c.redir && c.syn == synCmd {
		cmdtoken.Trace("lexer", c.cur.line, c.cur.col)
	}
	c.quote, c.inTok, c.redir = false, false, false
	switch {
	case c.syn == synForSet:
		return false // within the FOR set a line feed is a space
	case len(c.blocks) > 0:
		c.syn = synCmd // the block goes on with a new command
		return false
	}
	c.syn = synCmd
	return true
}

func (c *cmdReader) verdict() Result {
	switch {
	case c.esc != escNone || c.litLF:
		return c.caret.open(KindCaret, "cmd waits at More? for the line a trailing ^ continues: remove the ^, double it (^^) for a literal caret, or join the lines")
	case c.syn == synForSet:
		return c.setAt.open(KindBlockParen, "close the FOR set with ): cmd waits at More? until it is closed")
	case len(c.blocks) > 0:
		return c.blocks[len(c.blocks)-1].open(KindBlockParen, "close the block with ): a ( where a command starts (also after if …, else, do, &, &&, || or |) opens a block and cmd waits at More?; write ^( or \"(\" for a literal parenthesis")
	}
	return Result{Complete: true}
}
