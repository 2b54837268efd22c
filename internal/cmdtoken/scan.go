package cmdtoken

// This file is the one reader of cmd.exe input: it splits a line into
// tokens and says what each token is (a command's name, an argument, a
// redirection, a block's parentheses, …), for the completeness reader
// (lexer) and the analysis (policy) alike.
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
//   - Redirections (< > >> and a handle digit before them, &N after) are
//     taken out of the line wherever they are; the token after one is its
//     target. An "@" where a command is expected turns off its echo.
//
// Nothing else makes cmd wait. A line that ends in "&", "&&", "||" or "|"
// is ended by its line feed like any other (phase 2 appends a line only for a
// caret or an open block), and cmd then reports a syntax error ("The syntax
// of the command is incorrect.") or runs the line: complete either way. The
// same goes for "if exist x", "for %a in (x) do" and "... ) else" left
// without their command. %VAR% and !VAR! are expanded by phases 1 and 5,
// outside the phase that splits the line: their text counts as plain
// characters here, whatever values they may hold at run time.

// Kind is what a token is.
type Kind uint8

const (
	Name     Kind = iota + 1 // a command's name (if, for and rem included)
	Arg                      // an argument of a command (after a block's ")": of the block)
	Target                   // a redirection's target
	Cond                     // a word of an IF condition (/i, not, exist, operands, operators)
	ForHead                  // FOR's switches, variable and IN
	Keyword                  // ELSE after a block's ")", DO after FOR's set
	Redir                    // a redirection operator: [n]< [n]> [n]>> and >&, as written
	Op                       // one & or | (&& and || are two tokens side by side)
	Newline                  // a line feed that ends a command
	Open                     // ( of a block
	Close                    // ) of a block
	SetOpen                  // ( of FOR's set
	SetClose                 // ) of FOR's set
	Comment                  // the rest of a REM line, a label's line, a stray )'s line
)

// Token is a token of the input: its kind and where it is, as byte offsets
// (End exclusive). A word's text is the input between them as written:
// quotes, carets and %VAR% included.
type Token struct {
	Kind       Kind
	Start, End int
}

// Pos is a place in the input: byte offset, and line and column (1-based,
// counting characters).
type Pos struct {
	Off, Line, Col int
}

// syn is where the scanner stands in the syntax of the current command.
type syn uint8

const (
	synCmd        syn = iota // a command is expected
	synArgs                  // in a simple command's arguments
	synAfterBlock            // after the ")" that closed a block: ELSE may follow
	synIf                    // in the condition of IF
	synForHead               // FOR switches and variable, before IN
	synForSetOpen            // after FOR … IN: the "(" of the set is expected
	synForSet                // inside the FOR set
	synForAfter              // after the FOR set: DO is expected
	synRem                   // REM: before or in its first argument
	synIgnore                // rest of a REM line: nothing is special
	synLabel                 // rest of a label or REM-like ")" line: only quotes and ^ count
)

// Steps through the condition of IF.
const (
	ifStart    = iota // before /I, NOT or the condition
	ifOperand         // after EXIST, DEFINED, ERRORLEVEL or CMDEXTVERSION: one operand left
	ifCompare         // after the first operand of a comparison
	ifOperator        // after a comparison operator word (EQU, NEQ, …)
)

// kwMax is the longest word the scanner needs to recognise (cmdextversion).
const kwMax = 13

// Scanner reads cmd input one byte at a time. The zero value is not ready:
// use NewScanner. A Scanner is not safe for concurrent use.
type Scanner struct {
	emit   func(Token) // nil: only the state is kept (completeness)
	reader string      // the name Trace is told, "" for none
	cur    Pos

	syn    syn
	ifStep int
	eqSeen bool // an "=" delimiter followed the first operand of IF

	chars Chars // carets and the quote flag
	litLF bool  // the last byte was a line feed taken literally after ^ and a line feed
	caret Pos   // where the pending caret was

	redir   bool // after < or >: the next token is a redirection target
	redirAt int  // where the pending redirection operator began, -1 when emitted
	opEnd   int  // … where it ends so far

	inTok  bool
	tokAt  int // where the token began
	escAt  int // where a caret that may begin a token was
	cmtAt  int // where the comment of a REM, label or ) line began, -1 for none
	kw     [kwMax]byte
	kwLen  int   // bytes of the token so far, at most kwMax
	kwBad  bool  // the token cannot be a keyword (quoted or too long)
	tokFD  bool  // the token is a single digit so far (a redirection's handle)
	setAt  Pos   // where the FOR set was opened
	blocks []Pos // where each open block began, innermost last
}

// NewScanner returns a scanner that hands every token to emit (nil: none).
// reader, when not empty, is the name under which it tells Trace where
// each command's name ends.
func NewScanner(emit func(Token), reader string) *Scanner {
	s := &Scanner{emit: emit, reader: reader}
	s.Reset()
	return s
}

// Reset forgets all input, keeping emit and the reader's name.
func (s *Scanner) Reset() {
	*s = Scanner{emit: s.emit, reader: s.reader, blocks: s.blocks[:0], cur: Pos{Line: 1, Col: 1}, redirAt: -1, cmtAt: -1, escAt: -1}
}

// Tokens returns the tokens of input.
func Tokens(input string) []Token {
	var out []Token
	s := NewScanner(func(t Token) { out = append(out, t) }, "")
	for i := 0; i < len(input); i++ {
		s.Byte(input[i])
	}
	s.End()
	return out
}

// Byte consumes the next byte of input and reports whether it was a line
// feed that ends a complete command.
func (s *Scanner) Byte(b byte) bool {
	done := b != '\r' && s.step(b) // phase 1.5: carriage returns are removed
	s.advance(b)
	return done
}

// Feed consumes p, which continues the input fed before, and calls
// boundary with the offset in p just past each line feed that ends a
// complete command.
func (s *Scanner) Feed(p []byte, boundary func(off int)) {
	for i, b := range p {
		if s.Byte(b) {
			boundary(i + 1)
		}
	}
}

// advance moves the position past b.
func (s *Scanner) advance(b byte) {
	s.cur.Off++
	if b == '\n' {
		s.cur.Line++
		s.cur.Col = 1
	} else if b&0xC0 != 0x80 { // not a UTF-8 continuation byte: a new character
		s.cur.Col++
	}
}

// End ends the input: the token being read ends there.
func (s *Scanner) End() {
	if s.emit == nil {
		return
	}
	if s.inTok && s.syn != synIgnore && s.syn != synLabel && s.syn != synRem {
		s.word(s.cur.Off)
	}
	s.flushRedir()
	if s.cmtAt >= 0 {
		s.emit(Token{Comment, s.cmtAt, s.cur.Off})
	}
}

// Open reports what is left open at the end of the input fed so far:
// a trailing caret (or a line feed it made literal), FOR's set, or a
// block; ok is false when nothing is.
func (s *Scanner) Open() (what Kind, at Pos, ok bool) {
	switch {
	case s.chars.Escaping() || s.litLF:
		return 0, s.caret, true
	case s.syn == synForSet:
		return SetOpen, s.setAt, true
	case len(s.blocks) > 0:
		return Open, s.blocks[len(s.blocks)-1], true
	}
	return 0, Pos{}, false
}

func (s *Scanner) tok(k Kind, start, end int) {
	if s.emit != nil {
		s.emit(Token{k, start, end})
	}
}

// flushRedir hands on the pending redirection operator.
func (s *Scanner) flushRedir() {
	if s.redirAt >= 0 {
		s.tok(Redir, s.redirAt, s.opEnd)
		s.redirAt = -1
	}
}

// step consumes b, which is at s.cur, and reports whether it was a line feed
// that ends a complete command.
func (s *Scanner) step(b byte) bool {
	s.litLF = false
	if s.syn == synIgnore {
		if b == '\n' {
			return s.endLine()
		}
		return false
	}
	switch k := s.chars.Read(b); k {
	case Special:
	case Quoted:
		return false
	default:
		return s.char(k, b)
	}
	switch s.syn {
	case synLabel:
		return false
	case synRem:
		if Delim(b) {
			if s.inTok {
				s.inTok = false
				s.syn = synIgnore
			}
			return false
		}
		s.literal(b, false)
		return false
	}
	switch {
	case Delim(b):
		if s.inTok {
			s.endToken(b)
		}
		if b == '=' && s.syn == synIf && s.ifStep == ifCompare {
			s.eqSeen = true
		}
	case b == '&' || b == '|':
		if b == '&' && s.redir && !s.inTok {
			s.opEnd = s.cur.Off + 1
			return false // >&1, <&0: part of the redirection
		}
		if s.inTok {
			s.endToken(b)
		}
		s.redir = false
		s.flushRedir()
		s.tok(Op, s.cur.Off, s.cur.Off+1)
		if s.syn != synForSet {
			s.syn = synCmd
		}
	case b == '<' || b == '>':
		if s.redir && !s.inTok {
			s.opEnd = s.cur.Off + 1
			return false // >>
		}
		fd := s.inTok && s.tokFD && s.kwLen == 1
		start := s.cur.Off
		if fd {
			s.inTok = false // 2>nul: the digit names a handle, not a command
			start = s.tokAt
		} else if s.inTok {
			s.endToken(b)
		}
		s.flushRedir()
		s.redirAt, s.opEnd = start, s.cur.Off+1
		if s.syn != synForSet {
			s.redir = true
		}
	case b == '(':
		s.openParen()
	case b == ')':
		s.closeParen()
	case b == '@' && s.syn == synCmd && !s.inTok:
		// @ before a command turns off its echo.
	case b == ':' && s.syn == synCmd && !s.inTok && !s.redir:
		s.flushRedir()
		s.syn, s.cmtAt = synLabel, s.cur.Off
	default:
		s.literal(b, false)
	}
	return false
}

// char handles b, which Chars read as k (not Special), and reports
// whether it was a line feed that ends a complete command.
func (s *Scanner) char(k Char, b byte) bool {
	switch k {
	case Joined:
		return false // the line feed is removed, the next line follows
	case Escaped:
		if b == '\n' {
			s.litLF = true // a second line feed is literal, and ends nothing
		}
		s.literal(b, true)
		s.escAt = -1
		return false
	case EndLine:
		return s.endLine()
	case Caret:
		s.caret = s.cur
		if !s.inTok {
			s.escAt = s.cur.Off
		}
		return false
	case Quote:
		if s.chars.InQuotes() && s.syn != synLabel {
			s.literal(b, true)
		}
		return false
	}
	return false
}

// literal adds b to the current token, starting one if needed. quoted
// reports that b is escaped or a quote, so that the token is no keyword.
func (s *Scanner) literal(b byte, quoted bool) {
	switch s.syn {
	case synLabel:
		return
	case synRem:
		s.inTok = true
		return
	}
	if !s.inTok {
		s.inTok = true
		s.tokAt = s.cur.Off
		if s.escAt >= 0 {
			s.tokAt = s.escAt
		}
		s.kwLen, s.kwBad = 0, false
		s.tokFD = !quoted && b >= '0' && b <= '9'
		if s.redir {
			s.flushRedir() // its target begins
		}
	} else {
		s.tokFD = false
	}
	if b == '"' {
		s.kwBad = true
	}
	if s.kwLen < kwMax {
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		s.kw[s.kwLen] = b
		s.kwLen++
	} else {
		s.kwBad = true
	}
}

// is reports whether the token just ended is the keyword w (lowercase).
func (s *Scanner) is(w string) bool {
	return !s.kwBad && s.kwLen == len(w) && string(s.kw[:s.kwLen]) == w
}

// word hands on the token that ends at end with the kind its place gives it.
func (s *Scanner) word(end int) {
	k := Arg
	switch {
	case s.redir:
		k = Target
	case s.syn == synCmd:
		k = Name
	case s.syn == synIf:
		k = Cond
	case s.syn == synForHead:
		k = ForHead
	case s.syn == synAfterBlock && s.is("else"), s.syn == synForAfter && s.is("do"):
		k = Keyword
	}
	s.tok(k, s.tokAt, end)
}

// endToken ends the current token, which the byte next ended.
func (s *Scanner) endToken(next byte) {
	s.inTok = false
	s.word(s.cur.Off)
	if s.redir {
		s.redir = false // the token was the redirection's target
		return
	}
	switch s.syn {
	case synCmd:
		if Trace != nil && s.reader != "" {
			Trace(s.reader, s.cur.Line, s.cur.Col)
		}
		switch {
		case s.is("rem") && (next == ' ' || next == '\t'):
			s.syn, s.cmtAt = synRem, s.cur.Off
		case s.is("if"):
			s.syn, s.ifStep = synIf, ifStart
		case s.is("for"):
			s.syn = synForHead
		default:
			s.syn = synArgs
		}
	case synAfterBlock:
		if s.is("else") {
			s.syn = synCmd
		} else {
			s.syn = synArgs
		}
	case synIf:
		switch s.ifStep {
		case ifStart:
			switch {
			case s.is("/i"), s.is("not"):
			case s.is("exist"), s.is("defined"), s.is("errorlevel"), s.is("cmdextversion"):
				s.ifStep = ifOperand
			default:
				s.ifStep, s.eqSeen = ifCompare, false
			}
		case ifCompare:
			if s.eqSeen {
				s.syn = synCmd // the second operand after ==
			} else {
				s.ifStep = ifOperator
			}
		default:
			s.syn = synCmd
		}
	case synForHead:
		if s.is("in") {
			s.syn = synForSetOpen
		}
	case synForSetOpen:
		s.syn = synArgs
	case synForAfter:
		if s.is("do") {
			s.syn = synCmd
		} else {
			s.syn = synArgs
		}
	}
}

// ifFinal reports whether the current token is the last one of an IF
// condition, so that an unquoted "(" ends it and opens the command block.
func (s *Scanner) ifFinal() bool {
	return s.ifStep == ifOperand || s.ifStep == ifOperator || (s.ifStep == ifCompare && s.eqSeen)
}

func (s *Scanner) openParen() {
	if s.inTok && !s.redir && (s.syn != synIf || s.ifFinal()) {
		// echo( prints a line; else(, do( and if 1==1( start a block.
		s.endToken('(')
	}
	switch {
	case s.inTok || s.redir:
		s.literal('(', false)
	case s.syn == synCmd:
		s.blocks = append(s.blocks, s.cur)
		s.tok(Open, s.cur.Off, s.cur.Off+1)
	case s.syn == synForSetOpen:
		s.syn, s.setAt = synForSet, s.cur
		s.tok(SetOpen, s.cur.Off, s.cur.Off+1)
	default:
		s.literal('(', false)
	}
}

func (s *Scanner) closeParen() {
	switch {
	case s.syn == synForSet:
		if s.inTok {
			s.word(s.cur.Off)
		}
		s.inTok = false
		s.syn = synForAfter
		s.flushRedir()
		s.tok(SetClose, s.cur.Off, s.cur.Off+1)
	case s.syn == synIf:
		// The operands of IF keep their parentheses: if (%a%)==(x) …
		s.literal(')', false)
	case len(s.blocks) > 0:
		if s.inTok {
			s.endToken(')')
		}
		s.redir = false
		s.flushRedir()
		s.blocks = s.blocks[:len(s.blocks)-1]
		s.syn = synAfterBlock
		s.tok(Close, s.cur.Off, s.cur.Off+1)
	case s.syn == synCmd && !s.inTok && !s.redir:
		s.flushRedir()
		s.syn, s.cmtAt = synLabel, s.cur.Off // a stray ")" where a command is expected acts like REM
	default:
		s.literal(')', false)
	}
}

// endLine handles a line feed that is neither escaped nor quoted and reports
// whether it ends a complete command.
func (s *Scanner) endLine() bool {
	if s.inTok && s.syn != synIgnore && s.syn != synLabel && s.syn != synRem {
		if Trace != nil && s.reader != "" && !s.redir && s.syn == synCmd {
			Trace(s.reader, s.cur.Line, s.cur.Col)
		}
		s.word(s.cur.Off)
	}
	s.flushRedir()
	if s.cmtAt >= 0 {
		s.tok(Comment, s.cmtAt, s.cur.Off)
		s.cmtAt = -1
	}
	s.chars.EndLine()
	s.inTok, s.redir, s.escAt = false, false, -1
	if s.syn == synForSet {
		return false // within the FOR set a line feed is a space
	}
	s.tok(Newline, s.cur.Off, s.cur.Off+1)
	s.syn = synCmd
	return len(s.blocks) == 0 // in a block, the block goes on with a new command
}
