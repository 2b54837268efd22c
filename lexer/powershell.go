package lexer

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/guarded-sh/guarded-sh/internal/pstoken"
)

// The powershell reader decides what pwsh 7 with PSReadLine decides when
// Enter is pressed: PSReadLine parses the whole buffer (without the newline
// of that Enter) and shows the ">> " continuation prompt when a parse error
// is marked IncompleteInput; otherwise it runs the buffer, or reports its
// syntax errors, and starts afresh.
//
// An error is marked IncompleteInput only when it is reported through
// ReportIncompleteInput and the extent it was detected at ends at the end of
// the input, or is followed only by whitespace and comments
// (Parser.ReportIncompleteInput, Tokenizer.IsAtEndOfScript and
// OnlyWhitespaceOrCommentsAfterExtent in PowerShell/PowerShell
// src/System.Management.Automation/engine/parser). Newlines are not
// whitespace there (CharTraits.cs), which splits the open constructs in two:
//
//   - those detected at the end-of-input token itself wait forever, whatever
//     newlines come: unterminated strings, here-strings, <# #> comments and
//     ${ } names (tokenizer.cs ScanStringLiteral, ScanStringExpandable,
//     ScanHereStringLiteral/Expandable, ScanBlockComment, ScanVariable), a
//     backtick at the very end (NextToken), "$( inside a string, whose
//     parentheses are counted raw, quotes or not (ScanSubExpression), and the
//     closers found missing by the token that follows: } of a statement or
//     script block, a hash literal or a switch body, ) of $( ) and @( ), and
//     ) of an if condition (Parser.cs StatementBlockRule,
//     CompleteScriptBlockBody, HashExpressionRule, SubExpressionRule,
//     IfStatementRule);
//   - those reported just after the last token (After(token)) wait only while
//     no newline follows that token: a trailing |, && or ||, a binary or
//     unary operator, a comma, = with nothing after it, if/while/for/
//     foreach/switch/function/try/catch/… without their parts, ( of an
//     expression, [ of an index (PipelineRule, PipelineChainRule,
//     BinaryExpressionRule, ArrayLiteralRule, UnaryExpressionRule,
//     ParenthesizedExpressionRule, ElementAccessRule, TryStatementRule,
//     FunctionDeclarationRule, …). So `1 +` waits, and an empty line after it
//     makes pwsh report the error instead.
//
// The reader is one resumable machine: a tokenizer with one character of
// lookahead kept in its state, feeding a parser that is a stack of frames,
// one per open bracket, each with the state of the statement inside it.
// Runes are consumed once, so the time is linear in the input. The grammar is
// the one of Parser.cs (StatementRule and the rules it calls), simplified to
// what decides completeness; where input is a syntax error the reader
// recovers as the parser does (the token starts a new statement), since only
// errors at the end matter.

// psMode is how the tokenizer reads a token (tokenizer.cs TokenizerMode).
type psMode uint8

const (
	psModeStart psMode = iota // first token of a statement or pipeline: keywords, expressions or a command
	psModeCmd                 // command arguments: generic tokens
	psModeExpr                // expressions: operators
)

// psTokKind is the kind of a token handed to the parser.
type psTokKind uint8

const (
	ptNL          psTokKind = iota // newline
	ptSemi                         // ;
	ptPipe                         // |
	ptOrOr                         // ||
	ptAndAnd                       // &&
	ptAmp                          // &
	ptLParen                       // (
	ptRParen                       // )
	ptLBrace                       // {
	ptRBrace                       // }
	ptLBracket                     // [ (expression mode)
	ptRBracket                     // ] (expression mode)
	ptDollarParen                  // $(
	ptAtParen                      // @(
	ptAtBrace                      // @{
	ptComma                        // ,
	ptDot                          // . (member access, dot-sourcing)
	ptColonColon                   // ::
	ptColon                        // :
	ptQuestion                     // ? (ternary)
	ptRedir                        // > >> 2> 2>&1 *> …
	ptRedirIn                      // <
	ptAssign                       // = += -= *= /= %= ??=
	ptBinOp                        // binary operators: * / % .. ?? -eq -and -f …
	ptUnary                        // ! -not -bnot
	ptBoth                         // + - -split -join: binary or unary
	ptIncDec                       // ++ --
	ptParam                        // -name that is no operator
	ptWord                         // generic token, identifier or keyword
	ptVar                          // $name ${name} @name
	ptNum                          // number
	ptStr                          // string or here-string
)

// psTok is a token: its kind, where it began, its text for words and
// operators (lower case, bounded), and whether it touches the token before.
type psTok struct {
	kind   psTokKind
	at     mark
	text   string
	simple bool // a word made only of identifier characters: a keyword candidate
	adj    bool // no whitespace or comment between it and the token before
}

// psLex is a tokenizer state.
type psLex uint8

const (
	plStart    psLex = iota // at the start of a token
	plScan                  // a token pstoken scans whole (string, here-string, comment, ${ }), or one inside a generic token
	plBacktick              // ` at the start of a token
	plLT                    // < : <# or a redirection
	plAt                    // @
	plDollar                // $ at the start of a token
	plVarName               // $name
	plWord                  // a generic token (command mode)
	plNum                   // a number
	plIdent                 // an identifier (expression mode)
	plDash                  // - (expression or start mode)
	plDashWord              // -letters: operator or parameter
	plOp                    // + * / % waiting for = or a second character
	plDot                   // .
	plQ                     // ?
	plQQ                    // ??
	plColon                 // :
	plPipe                  // |
	plAmp                   // &
	plGT                    // a redirection operator
	plGTAmp                 // >& waiting for its digit
)

// psState is where the parser stands within the current statement of a
// frame.
type psState uint8

const (
	psStart       psState = iota // statement start (in a hash literal: a key)
	psCmd                        // command arguments
	psCmdName                    // after the & or . invocation operator
	psCmdArgNeed                 // after a comma between arguments
	psRedir                      // after a redirection: its target
	psExprNeed                   // an operand must follow (after an operator)
	psExprHave                   // after an operand
	psMemberNeed                 // after . or :: : a member name must follow
	psPipeNeed                   // after |
	psChainNeed                  // after && or ||, or foreach's `in`
	psStmtNeed                   // after an assignment operator
	psHashEq                     // hash literal: after the key, = must follow
	psHashSync                   // hash literal: skipping an erroneous entry
	psNeedParen                  // a keyword waiting for (
	psNeedBrace                  // a keyword waiting for {
	psIfDone                     // after an if's block: elseif or else may follow
	psTryAfter                   // after try { }: catch or finally must follow
	psCatchTypes                 // catch [types]: waiting for {
	psCatchAfter                 // after a catch block: catch or finally may follow
	psDoWhile                    // after do { }: while or until must follow
	psFuncName                   // function: its name must follow
	psFuncParams                 // function name: ( or { must follow
	psSkipToBrace                // data, class, enum, trap, switch and foreach parameters: up to ( or {
	psForeachVar                 // foreach ( : the variable
	psForeachIn                  // foreach ($v : in must follow
	psParam                      // param at a script block's start: ( may follow
)

// psFrameKind is the kind of an open bracket.
type psFrameKind uint8

const (
	pfTop     psFrameKind = iota // the input
	pfBrace                      // { } statement block, script block, switch or class body
	pfSub                        // $( )
	pfArray                      // @( )
	pfHash                       // @{ }
	pfParen                      // ( ) expression, method arguments, parameter lists
	pfCond                       // ( ) of if, elseif, while, switch, do-while
	pfFor                        // ( ) of for
	pfForeach                    // ( ) of foreach
	pfIndex                      // [ ] element access
	pfType                       // [ ] type literal or attribute
)

// psKeyword identifies the statement keyword a frame is parsing.
type psKeyword uint8

const (
	pkNone psKeyword = iota
	pkIf
	pkElse
	pkWhile
	pkFor
	pkForeach
	pkSwitch
	pkDo
	pkDoCond
	pkFunction
	pkTry
	pkCatch
	pkFinally
	pkTrap
	pkData
	pkClass
	pkNamed
)

// psFrame is an open bracket and the statement being parsed inside it.
type psFrame struct {
	kind      psFrameKind
	at        mark      // where the bracket was opened
	ifCond    bool      // pfCond of an if or elseif: its ) is found missing at end of input
	ret       psState   // the parent's state once this frame closes
	st        psState   // the statement state inside the frame
	stAt      mark      // the token that left st waiting for more
	stText    string    // … its text
	kw        psKeyword // the keyword statement being parsed
	kwAt      mark      // … where its keyword was
	kwText    string    // … the keyword
	redirRet  psState   // psRedir: the state after the target
	tern      int       // ternary ? waiting for their :
	hasStmt   bool      // a statement has begun in the frame
	needClose bool      // pipeline-only frames: the pipeline is over, ) must follow
	first     bool      // script blocks: no statement yet (named blocks, param)
	typeName  bool      // pfType: a type name was read
}

// pipelineOnly reports whether the frame holds one pipeline, not statements
// (no keywords; a second statement is an error).
func (f *psFrame) pipelineOnly() bool {
	switch f.kind {
	case pfParen, pfCond, pfForeach, pfIndex:
		return true
	}
	return false
}

// psMaxText bounds the text kept of a word: keywords and operators are short.
const psMaxText = 16

// powershell is the reader for pwsh.
type powershell struct {
	cur cursor

	// Input: a partial UTF-8 sequence, a carriage return waiting to see if
	// a line feed follows, and the verdict taken at the last newline when
	// the input ends with it.
	ubuf   [utf8.UTFMax]byte
	un     int
	cr     bool
	crAt   mark
	endNL  bool
	nlRes  Result
	fedAny bool

	// Tokenizer.
	ls      psLex
	str     pstoken.Scanner // plScan: the token scanned whole
	inWord  bool            // … inside a generic token, read on when it ends
	scanAt  mark            // … where it began
	scanEx  bool            // … in expression mode (for TraceScan)
	eof     bool            // the end of input is being read (m.at is the last rune's)
	at      mark            // the rune being consumed
	tokAt   mark            // start of the token being read
	mode    psMode          // mode of the token being read
	adjNext bool            // the next token touches the one before
	text    []byte          // text of the word being read (lower case, bounded)
	long    bool            // … longer than psMaxText
	simple  bool            // … identifier characters only
	esc     bool            // plWord: a backtick escapes the next character
	opChar  rune            // plOp, plGT: the operator character(s) seen
	gtMore  bool            // plGT: a second > was read
	numDot  bool            // plNum: a . was read, a digit must follow
	numBad  bool            // plNum: not a valid number
	numSign bool            // plNum: last character was e, a sign may follow
	btAt    mark            // where the backtick began

	// Parser.
	frames  []psFrame
	deep    int     // brackets open beyond psMaxDepth: only counted
	deepRet psState // the state after the first of them closes
	deepAt  mark    // where the first of them was opened
	scratch psFrame // stands for frames not kept
	brk     bool    // a newline or line continuation since the last token
	tokErr  bool    // a closer was missing, detected at the last token
	pendErr bool    // … detected at the token being parsed
	errRes  Result

	judge  bool   // a copy made to judge the input at a newline: keeps its traces
	traced []mark // … which count only if the input is complete there
}

func newPowerShell() *powershell {
	m := &powershell{}
	m.reset()
	return m
}

func (m *powershell) reset() {
	*m = powershell{str: m.str, text: m.text[:0], frames: m.frames[:0]}
	m.cur = newCursor()
	m.restart()
}

// restart forgets the command read so far, keeping the position: after a
// complete command, PSReadLine starts a new buffer.
func (m *powershell) restart() {
	m.ls, m.esc = plStart, false // a backtick that ended the last line escapes nothing now
	m.str.Reset()
	m.inWord = false
	m.adjNext = false
	m.frames = append(m.frames[:0], psFrame{kind: pfTop, first: true})
	m.brk, m.tokErr = false, false
	m.deep = 0
}

func (m *powershell) feed(p []byte, boundary func(off int)) {
	for i := 0; i < len(p); i++ {
		b := p[i]
		if m.un == 0 && b < utf8.RuneSelf {
			m.input(rune(b), i, boundary)
			m.cur.advance(b)
			continue
		}
		m.ubuf[m.un] = b
		m.un++
		for m.un > 0 && utf8.FullRune(m.ubuf[:m.un]) {
			r, n := utf8.DecodeRune(m.ubuf[:m.un])
			m.input(r, i, boundary)
			for _, c := range m.ubuf[:n] {
				m.cur.advance(c)
			}
			copy(m.ubuf[:], m.ubuf[n:m.un])
			m.un -= n
		}
	}
}

// input handles one rune; off is the offset in the chunk of its last byte.
func (m *powershell) input(r rune, off int, boundary func(int)) {
	m.fedAny = true
	if m.cr {
		m.cr = false
		if r == '\n' {
			// CR LF is one newline (NormalizeCRLF), where the CR is.
			m.newline(m.crAt, off, boundary)
			return
		}
		m.at = m.crAt
		m.rune('\r')
	}
	m.endNL = false
	switch r {
	case '\r':
		m.cr, m.crAt = true, m.cur.mark()
	case '\n':
		m.newline(m.cur.mark(), off, boundary)
	default:
		m.at = m.cur.mark()
		m.rune(r)
	}
}

// newline handles the Enter at the end of a line: the buffer before it is
// parsed; if it is complete the command is run and a new one begins.
func (m *powershell) newline(at mark, off int, boundary func(int)) {
	m.at = at
	// End the token being read, as both the newline and the end of input
	// would (not inside strings and comments, where the newline is text).
	for m.pendingToken() {
		m.step('\n')
	}
	var res Result
	if m.ls == plWord && m.esc {
		// A backtick ending a generic token escapes the newline, but at the
		// end of input it is a literal backtick: judge on a copy.
		c := m.clone()
		c.judge, c.traced = pstoken.Trace != nil, nil
		c.lexEOF()
		res = c.eval()
		for _, at := range c.traced {
			if res.Complete { // the copy's reading is the one that runs
				pstoken.Trace("lexer", at.line, at.col)
			}
		}
	} else {
		res = m.eval()
	}
	m.endNL, m.nlRes = true, res
	if res.Complete {
		boundary(off + 1)
		m.restart()
		return
	}
	m.rune('\n')
}

// rune consumes r in the current tokenizer state.
func (m *powershell) rune(r rune) {
	for i := 0; !m.step(r); i++ {
		if i > 64 {
			panic("lexer: powershell tokenizer does not progress") // programmer error
		}
	}
}

// pendingToken reports whether the tokenizer is inside a token that a
// newline ends (rather than inside a string, comment or substitution where
// it is text, or at a backtick that it continues).
func (m *powershell) pendingToken() bool {
	switch m.ls {
	case plStart, plBacktick:
		return false
	case plScan:
		return m.str.Pending()
	case plWord:
		return !m.esc
	}
	return true
}

func (m *powershell) clone() *powershell {
	c := *m
	c.str = m.str.Clone()
	c.text = append([]byte(nil), m.text...)
	c.frames = append([]psFrame(nil), m.frames...)
	return &c
}

// lexEOF ends the input: pending tokens end; strings and comments stay
// open.
func (m *powershell) lexEOF() {
	m.eof = true
	for i := 0; !m.step(-1); i++ {
		if i > 64 {
			panic("lexer: powershell tokenizer does not progress at end of input")
		}
	}
}

func (m *powershell) verdict() Result {
	if m.endNL {
		return m.nlRes
	}
	if !m.fedAny {
		return Result{Complete: true}
	}
	c := m.clone()
	c.lexEOF()
	return c.eval()
}

// Character classes are those of internal/pstoken (CharTraits.cs).

// Tokenizer.

// beginText starts the text of a word.
func (m *powershell) beginText() {
	m.text, m.long, m.simple = m.text[:0], false, true
}

// addText records r in the word's text.
func (m *powershell) addText(r rune) {
	if r < utf8.RuneSelf && r >= 0 {
		c := byte(r)
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			m.simple = false
		}
		if m.long {
			return
		}
		if len(m.text) >= psMaxText {
			m.long = true
			return
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		m.text = append(m.text, c)
		return
	}
	if !pstoken.IdentFollow(r) {
		m.simple = false
	}
	if m.long {
		return
	}
	if len(m.text)+utf8.RuneLen(r) > psMaxText || r < 0 {
		m.long = true
		return
	}
	m.text = utf8.AppendRune(m.text, unicode.ToLower(r))
}

// wordText returns the text of the word when it is one the parser looks
// at (a keyword, an operator, --%), else "": no allocation per word.
func (m *powershell) wordText() string {
	if m.long {
		return ""
	}
	return psWords().intern[string(m.text)]
}

// psWordTables are the words whose text matters to the parser (intern) and
// the -operators that take two operands (binary).
type psWordTables struct {
	intern map[string]string
	binary map[string]bool
}

// psWords builds the tables on first use: only input read with the
// PowerShell grammar needs them, and a one-shot guarded-sh -c pays for
// every map built at start-up (and for a sync.OnceValue's allocations).
func psWords() psWordTables {
	psw.once.Do(func() { psw.t = buildPSWords() })
	return psw.t
}

var psw struct {
	once sync.Once
	t    psWordTables
}

func buildPSWords() psWordTables {
	t := psWordTables{intern: map[string]string{}, binary: map[string]bool{}}
	for _, w := range strings.Fields(`if elseif else switch foreach for while until do try catch finally trap data
		function filter workflow return throw exit break continue class enum begin process end clean
		dynamicparam param in --% -not -bnot -split -join`) {
		t.intern[w] = w
	}
	// The binary -operators (tokenizer.cs _operatorText); -not and -bnot
	// take one operand, -split and -join either.
	for _, op := range strings.Fields(`eq ieq ceq ne ine cne ge ige cge gt igt cgt lt ilt clt le ile cle
		like ilike clike notlike inotlike cnotlike match imatch cmatch notmatch inotmatch cnotmatch
		replace ireplace creplace contains icontains ccontains notcontains inotcontains cnotcontains
		in iin cin notin inotin cnotin isplit csplit isnot is as f and band or bor xor bxor shl shr`) {
		t.binary["-"+op] = true
		t.intern["-"+op] = "-" + op
	}
	return t
}

// begin starts a token at the current rune in state s.
func (m *powershell) begin(s psLex) {
	m.tokAt, m.ls = m.at, s
	m.beginText()
}

// emit hands a token to the parser; the tokenizer is then at a token start.
func (m *powershell) emit(k psTokKind, text string) {
	t := psTok{kind: k, at: m.tokAt, text: text, simple: m.simple && !m.long && text != "", adj: m.adjNext}
	if pstoken.Trace != nil {
		m.trace(t)
	}
	m.ls = plStart
	m.adjNext = true
	m.parse(t)
}

// trace reports where an argument of a top-level command begins: a token
// read in argument position that does not touch the one before, or that
// follows a comma.
func (m *powershell) trace(t psTok) {
	f := m.top()
	if t.adj && f.st != psCmdArgNeed || f.st != psCmd && f.st != psCmdArgNeed {
		return
	}
	switch t.kind {
	case ptWord, ptVar, ptNum, ptStr, ptParam, ptLParen, ptDollarParen, ptAtParen, ptAtBrace, ptLBrace:
		if m.judge {
			m.traced = append(m.traced, t.at)
			return
		}
		pstoken.Trace("lexer", t.at.line, t.at.col)
	}
}

// scan starts a token pstoken scans whole, of kind k, at at.
func (m *powershell) scan(k pstoken.Kind, at mark, inWord bool) {
	in := pstoken.Kind(0)
	if inWord {
		in = pstoken.Generic
	}
	m.ls, m.inWord, m.scanAt, m.scanEx = plScan, inWord, at, m.mode == psModeExpr
	m.str.Begin(k, pstoken.Pos{Line: at.line, Col: at.col}, in)
}

// scanned reads r into the token pstoken scans; once it ends, the
// generic token it was in goes on, or it is handed to the parser (a
// comment is not).
func (m *powershell) scanned(r rune) bool {
	k := m.str.Kind()
	res := m.str.Step(r, pstoken.Pos{Line: m.at.line, Col: m.at.col})
	if res == pstoken.More {
		return true
	}
	if pstoken.TraceScan != nil && k != pstoken.Dollar {
		end := m.at
		switch {
		case r == -1 && m.cr:
			end = m.crAt // a carriage return at the end: a newline, after the token
		case r == -1:
			end = m.cur.mark()
		case res == pstoken.End:
			end.col++
		}
		pstoken.TraceScan("lexer", k, pstoken.Pos{Line: m.scanAt.line, Col: m.scanAt.col}, pstoken.Pos{Line: end.line, Col: end.col}, m.scanEx)
	}
	switch {
	case m.inWord:
		m.ls, m.inWord = plWord, false
	case k == pstoken.LineComment || k == pstoken.BlockComment:
		m.ls = plStart
	case k == pstoken.StopParsing:
		m.ls = plStart
		if res == pstoken.End {
			m.tokAt = m.at
			m.emit(ptAndAnd, "&&")
		}
	case k == pstoken.BracedVariable:
		m.emit(ptVar, "")
	default:
		m.simple = false
		m.emit(ptStr, "")
	}
	return res == pstoken.End
}

// step consumes r (-1 at end of input) in the current state, or changes
// state and returns false to have r consumed again.
func (m *powershell) step(r rune) bool {
	switch m.ls {
	case plStart:
		return m.start(r)
	case plScan:
		return m.scanned(r)
	case plBacktick:
		// NextToken: ` then a newline continues the line, ` then whitespace
		// is whitespace, ` at the end waits; else it escapes a character
		// that begins a generic token.
		switch {
		case r == -1:
			return true
		case pstoken.Newline(r), pstoken.DotnetSpace(r):
			m.brk = true
			m.ls = plStart
		default:
			m.ls = plWord
			m.simple, m.long = false, true // its text so far is not the token's: no keyword, operator or --%
		}
	case plLT:
		if r == '#' {
			m.scan(pstoken.BlockComment, m.tokAt, false)
			return true
		}
		m.emit(ptRedirIn, "<")
		m.syntaxError() // "The '<' operator is reserved for future use."
		return false
	case plAt:
		return m.atSign(r)
	case plDollar:
		return m.dollar(r)
	case plVarName:
		if r != -1 && (pstoken.IdentFollow(r) || r == '?' || r == ':') && m.opChar == 0 {
			return true
		}
		if m.mode == psModeCmd && !pstoken.ForceNew(r) && r != '.' && r != '[' {
			// $a#b in command mode is a generic token (ScanVariable).
			m.ls = plWord
			m.simple, m.long = false, true // its text so far is not the token's: no keyword, operator or --%
			return false
		}
		m.emit(ptVar, "")
		return false
	case plWord:
		return m.word(r)
	case plNum:
		return m.number(r)
	case plIdent:
		if r != -1 && pstoken.IdentFollow(r) {
			m.addText(r)
			return true
		}
		m.emit(ptWord, m.wordText())
		return false
	case plDash:
		return m.dash(r)
	case plDashWord:
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			m.addText(r)
			return true
		}
		m.dashWord()
		return false
	case plOp:
		return m.op(r)
	case plDot:
		switch {
		case r == '.':
			m.emit(ptBinOp, "..")
			return true
		case pstoken.Digit(r):
			m.ls, m.numBad, m.numDot, m.numSign = plNum, false, false, false
			return true
		case m.mode == psModeStart && !pstoken.ForceNew(r) && r != '$' && !pstoken.DQ(r) && !pstoken.SQ(r):
			m.ls = plWord                  // .\script.ps1 is a command name (ScanDot)
			m.simple, m.long = false, true // its text so far is not the token's: no keyword, operator or --%
			return false
		}
		m.emit(ptDot, ".")
		return false
	case plQ:
		switch r {
		case '?':
			m.ls = plQQ
			return true
		case '.':
			m.emit(ptDot, "?.")
			return true
		case '[':
			m.emit(ptLBracket, "?[")
			return true
		}
		m.emit(ptQuestion, "?")
		return false
	case plQQ:
		if r == '=' {
			m.emit(ptAssign, "??=")
			return true
		}
		m.emit(ptBinOp, "??")
		return false
	case plColon:
		if r == ':' {
			m.emit(ptColonColon, "::")
			return true
		}
		m.emit(ptColon, ":")
		return false
	case plPipe:
		if r == '|' {
			m.emit(ptOrOr, "||")
			return true
		}
		m.emit(ptPipe, "|")
		return false
	case plAmp:
		if r == '&' {
			m.emit(ptAndAnd, "&&")
			return true
		}
		m.emit(ptAmp, "&")
		return false
	case plGT:
		switch {
		case r == '>' && !m.gtMore:
			m.gtMore = true
			return true
		case r == '&':
			m.ls = plGTAmp
			return true
		}
		m.emit(ptRedir, ">")
		return false
	case plGTAmp:
		if r == '1' || r == '2' {
			m.emit(ptRedir, ">&")
			return true
		}
		// 2>& without its digit: the & is a token of its own.
		m.emit(ptRedir, ">")
		m.tokAt, m.ls = m.at, plAmp
		return false
	}
	return true
}

// start reads the first character of a token (NextToken).
func (m *powershell) start(r rune) bool {
	switch {
	case r == -1:
		return true
	case r == ' ' || r == '\t' || pstoken.Space(r):
		m.adjNext = false
		return true
	case r == 0:
		// NUL begins a generic token (NextToken, ScanGenericToken).
		m.begin(plWord)
		m.esc, m.simple, m.long = false, false, true
		return true
	}
	m.mode = m.lexMode()
	switch {
	case pstoken.Newline(r):
		m.tokAt = m.at
		m.emit(ptNL, "")
		m.adjNext = false
		return true
	case r == '#':
		m.scan(pstoken.LineComment, m.at, false)
		m.adjNext = false
		return true
	case r == '<':
		m.begin(plLT)
		m.adjNext = false
		return true
	case r == '`':
		m.begin(plBacktick)
		m.btAt = m.at
		return true
	case pstoken.SQ(r):
		m.begin(plScan)
		m.scan(pstoken.Verbatim, m.at, false)
		return true
	case pstoken.DQ(r):
		m.begin(plScan)
		m.scan(pstoken.Expandable, m.at, false)
		return true
	case r == '@':
		m.begin(plAt)
		return true
	case r == '$':
		m.begin(plDollar)
		return true
	case r == '|':
		m.begin(plPipe)
		return true
	case r == '&':
		m.begin(plAmp)
		return true
	}
	if k, ok := psSingle(r); ok {
		m.tokAt = m.at
		m.emit(k, "")
		return true
	}
	if r == '>' {
		m.begin(plGT)
		m.gtMore = false
		return true
	}
	if m.mode == psModeCmd {
		m.begin(plWord)
		m.esc = false
		return false
	}
	switch {
	case pstoken.Digit(r):
		m.begin(plNum)
		m.numBad, m.numDot, m.numSign = false, false, false
		return false
	case pstoken.Dash(r):
		m.begin(plDash)
		return true
	case r == '+':
		m.begin(plOp)
		m.opChar = r
		return true
	case r == '!':
		m.tokAt = m.at
		m.emit(ptUnary, "!")
		return true
	case r == '[':
		m.tokAt = m.at
		m.emit(ptLBracket, "[")
		return true
	case r == '.':
		m.begin(plDot)
		return true
	}
	if m.mode == psModeStart {
		m.begin(plWord)
		m.esc = false
		return false
	}
	switch {
	case r == '*' || r == '/' || r == '%' || r == '=':
		m.begin(plOp)
		m.opChar = r
		return true
	case r == '?':
		m.begin(plQ)
		return true
	case r == ':':
		m.begin(plColon)
		return true
	case r == ']':
		m.tokAt = m.at
		m.emit(ptRBracket, "]")
		return true
	case pstoken.IdentStart(r):
		m.begin(plIdent)
		m.addText(r)
		return true
	}
	m.begin(plWord)
	m.esc = false
	return false
}

// syntaxError tells pstoken.TraceError of a syntax error found at the
// token being read or parsed: pwsh runs nothing of such input.
func (m *powershell) syntaxError() {
	if pstoken.TraceError != nil {
		pstoken.TraceError(m.tokAt.line, m.tokAt.col)
	}
}

// psSingle returns the token kind of a one-character token.
func psSingle(r rune) (psTokKind, bool) {
	switch r {
	case '(':
		return ptLParen, true
	case ')':
		return ptRParen, true
	case '{':
		return ptLBrace, true
	case '}':
		return ptRBrace, true
	case ';':
		return ptSemi, true
	case ',':
		return ptComma, true
	}
	return 0, false
}

// atSign reads what follows @.
func (m *powershell) atSign(r rune) bool {
	switch {
	case r == '{':
		m.emit(ptAtBrace, "@{")
		return true
	case r == '(':
		m.emit(ptAtParen, "@(")
		return true
	case pstoken.SQ(r):
		m.scan(pstoken.HereVerbatim, m.tokAt, false)
		return true
	case pstoken.DQ(r):
		m.scan(pstoken.HereExpandable, m.tokAt, false)
		return true
	case r != -1 && pstoken.VarStart(r):
		m.ls, m.opChar = plVarName, 0
		return true
	}
	m.simple = false
	m.emit(ptWord, "@") // UnrecognizedToken: an error
	m.syntaxError()
	return false
}

// dollar reads what follows $ at the start of a token.
func (m *powershell) dollar(r rune) bool {
	switch {
	case r == '(':
		m.emit(ptDollarParen, "$(")
		return true
	case r == '{':
		m.scan(pstoken.BracedVariable, m.tokAt, false)
		return true
	case r != -1 && pstoken.VarStart(r):
		m.ls, m.opChar = plVarName, 0
		if r == '$' || r == '?' || r == '^' {
			m.opChar = r // $$ $? $^ are one character long
		}
		return true
	}
	m.ls = plWord
	m.simple, m.long = false, true // its text so far is not the token's: no keyword, operator or --%
	return false
}

// word reads a generic token (ScanGenericToken): up to a character that
// forces a new token, with quotes, $( and ${ inside it.
func (m *powershell) word(r rune) bool {
	if m.esc {
		m.esc = false
		if r == -1 {
			m.emit(ptWord, "") // a backtick at the end of input is literal
			return false
		}
		m.simple = false
		return true
	}
	switch {
	case pstoken.ForceNew(r):
		t := m.wordText()
		m.emit(ptWord, t)
		return false
	case r == '`':
		m.esc, m.simple, m.long = true, false, true
	case pstoken.SQ(r):
		m.scan(pstoken.Verbatim, m.at, true)
		m.simple, m.long = false, true // no keyword, operator, --% or 2> (ScanParameter: quotes make an argument)
	case pstoken.DQ(r):
		m.scan(pstoken.Expandable, m.at, true)
		m.simple, m.long = false, true
	case r == '$':
		m.scan(pstoken.Dollar, m.at, true)
		m.simple, m.long = false, true
	case r == '>' && len(m.text) == 1 && !m.long && (m.text[0] >= '1' && m.text[0] <= '6' || m.text[0] == '*'):
		m.ls, m.gtMore = plGT, false // 2> *> …
	default:
		m.addText(r)
	}
	return true
}

// number reads a number; one that is not valid is a generic token.
func (m *powershell) number(r rune) bool {
	if m.numDot {
		m.numDot = false
		switch {
		case pstoken.Digit(r):
			m.addText(r)
			return true
		case r == '.':
			m.emit(ptNum, "")
			m.tokAt = m.at
			m.emit(ptBinOp, "..")
			return true
		}
		m.emit(ptNum, "")
		m.tokAt = m.at
		m.emit(ptDot, ".")
		return false
	}
	switch {
	case r == -1:
	case pstoken.Digit(r) || pstoken.IdentFollow(r):
		m.numSign = (r == 'e' || r == 'E') && !strings.HasPrefix(string(m.text), "0x")
		m.addText(r)
		return true
	case m.numSign && (r == '+' || pstoken.Dash(r)):
		m.numSign = false
		m.addText(r)
		return true
	case r == '.' && !strings.Contains(string(m.text), "."):
		m.numDot = true
		m.addText(r)
		return true
	}
	if !m.long && !pstoken.Number(string(m.text)) || !pstoken.ForceNewAfterNumber(r) && r != -1 && m.mode != psModeExpr {
		// 7z, 1abc: a generic token, a command in start mode.
		if m.mode != psModeExpr {
			m.ls = plWord
			m.simple = false
			return false
		}
	}
	m.emit(ptNum, "")
	return false
}

// dash reads what follows - in start or expression mode.
func (m *powershell) dash(r rune) bool {
	operand := m.top().st != psExprHave
	switch {
	case pstoken.Dash(r):
		m.emit(ptIncDec, "--")
		return true
	case r == '=':
		m.emit(ptAssign, "-=")
		return true
	case r == '_' || r == '?' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 && unicode.IsLetter(r):
		m.ls = plDashWord
		m.addText('-')
		m.addText(r)
		return true
	case operand && (pstoken.Digit(r) || r == '.'):
		m.ls, m.numBad, m.numDot, m.numSign = plNum, false, false, false
		m.text = append(m.text[:0], '-')
		return false
	}
	m.emit(ptBoth, "-")
	return false
}

// dashWord ends a -word: an operator in expressions, else a parameter.
func (m *powershell) dashWord() {
	t := m.wordText()
	switch {
	case t == "-split" || t == "-join":
		if m.mode == psModeStart {
			m.emit(ptUnary, t)
		} else {
			m.emit(ptBoth, t)
		}
	case t == "-not" || t == "-bnot":
		m.emit(ptUnary, t)
	case psWords().binary[t] && m.mode == psModeExpr:
		m.emit(ptBinOp, t)
	case m.mode == psModeStart:
		m.ls = plWord // -name as a command name
		m.simple = false
	default:
		m.emit(ptParam, t)
	}
}

// op reads the character after + * / % =.
func (m *powershell) op(r rune) bool {
	c := m.opChar
	switch {
	case c == '=':
		m.emit(ptAssign, "=")
		return false
	case c == '+' && r == '+':
		m.emit(ptIncDec, "++")
		return true
	case r == '=':
		m.emit(ptAssign, string(c)+"=")
		return true
	case c == '*' && r == '>':
		m.ls, m.gtMore = plGT, false
		return true
	case c == '+':
		m.emit(ptBoth, "+")
		return false
	}
	m.emit(ptBinOp, string(c))
	return false
}

// lexMode is the tokenizer mode the parser wants for the next token.
func (m *powershell) lexMode() psMode {
	f := m.top()
	if f.kind == pfType || f.kind == pfIndex && f.st == psStart {
		return psModeExpr
	}
	switch f.st {
	case psStart:
		if f.kind == pfHash {
			return psModeExpr
		}
		return psModeStart
	case psPipeNeed, psChainNeed, psStmtNeed:
		return psModeStart
	case psExprNeed, psExprHave, psMemberNeed, psHashEq, psCatchTypes, psSkipToBrace, psForeachVar:
		return psModeExpr
	}
	return psModeCmd
}

// Parser.

func (m *powershell) top() *psFrame { return &m.frames[len(m.frames)-1] }

// psMaxDepth bounds the brackets kept open. PowerShell's recursive parser
// gives up far earlier (ScriptTooComplicated); deeper brackets are only
// counted, and the input is reported as open, never run.
const psMaxDepth = 1024

// openFrame opens a bracket; the current frame resumes in state ret when it
// closes.
func (m *powershell) openFrame(k psFrameKind, t psTok, ret psState) *psFrame {
	if len(m.frames) >= psMaxDepth {
		m.deep, m.deepRet, m.deepAt = 1, ret, t.at
		m.scratch = psFrame{}
		return &m.scratch
	}
	m.frames = append(m.frames, psFrame{kind: k, at: t.at, ret: ret, first: k == pfBrace})
	f := m.top()
	switch k {
	case pfForeach:
		f.st = psForeachVar
	case pfType:
		f.st = psStart
	}
	return f
}

// opener opens the bracket t if it is one; the frame resumes in ret.
func (m *powershell) opener(t psTok, ret psState) bool {
	switch t.kind {
	case ptLParen:
		m.openFrame(pfParen, t, ret)
	case ptDollarParen:
		m.openFrame(pfSub, t, ret)
	case ptAtParen:
		m.openFrame(pfArray, t, ret)
	case ptAtBrace:
		m.openFrame(pfHash, t, ret)
	case ptLBrace:
		m.openFrame(pfBrace, t, ret)
	default:
		return false
	}
	return true
}

// closerOf returns the token kind that closes frame kind k.
func psCloserOf(k psFrameKind) psTokKind {
	switch k {
	case pfBrace, pfHash:
		return ptRBrace
	case pfIndex, pfType:
		return ptRBracket
	case pfTop:
		return ptNL // none
	}
	return ptRParen
}

// eofDetected reports whether a missing closer of f is found at the
// end-of-input token (so it waits whatever newlines come).
func (f *psFrame) eofDetected() bool {
	switch f.kind {
	case pfBrace, pfHash, pfSub, pfArray:
		return true
	case pfCond:
		return f.ifCond
	}
	return false
}

// closer handles ) } ] in frame f, and reports whether t was consumed.
func (m *powershell) closer(t psTok) bool {
	f := m.top()
	if f.kind == pfTop {
		// An unexpected token: an error; parsing goes on.
		m.syntaxError()
		f.st = psStart
		return true
	}
	if psCloserOf(f.kind) == t.kind {
		if f.kind == pfType && !f.typeName {
			m.syntaxError() // [] names no type
		}
		ret := f.ret
		m.frames = m.frames[:len(m.frames)-1]
		p := m.top()
		p.st = ret
		if p.kind == pfType && ret == psStart {
			p.typeName = true
		}
		return true
	}
	// Another closer: this frame is taken as closed, with an error found at
	// t (incomplete if t ends the input), and t closes an outer one.
	m.syntaxError()
	if f.eofDetected() && !m.pendErr {
		m.errRes, m.pendErr = m.frameResult(f), true
	}
	ret := f.ret
	m.frames = m.frames[:len(m.frames)-1]
	m.top().st = ret
	return false
}

// parse hands token t to the parser.
func (m *powershell) parse(t psTok) {
	if t.kind == ptNL {
		m.brk = true
	} else {
		m.brk, m.tokErr = false, false
	}
	m.pendErr = false
	// Each retry closes a frame: the bound is the depth before the first.
	limit := 2*len(m.frames) + 16
	for i := 0; !m.token(t); i++ {
		if i > limit {
			panic("lexer: powershell parser does not progress") // programmer error
		}
	}
	if m.pendErr {
		m.tokErr = true
	}
	if t.kind == ptWord && t.text == "--%" && m.top().st == psCmd {
		at := m.at
		if m.eof {
			at = m.cur.mark()
		}
		m.scan(pstoken.StopParsing, at, false)
	}
}

// isTerminator reports whether t ends a pipeline or statement.
func isPSTerminator(k psTokKind) bool {
	switch k {
	case ptNL, ptSemi, ptPipe, ptOrOr, ptAndAnd, ptAmp, ptRParen, ptRBrace:
		return true
	}
	return false
}

// expect sets the statement state of f to s, waiting after token t.
func (f *psFrame) expect(s psState, t psTok) {
	f.st, f.stAt, f.stText = s, t.at, t.text
	if f.stText == "" {
		f.stText = psTokText(t.kind)
	}
}

// psTokText is the text of a punctuation token.
func psTokText(k psTokKind) string {
	switch k {
	case ptPipe:
		return "|"
	case ptOrOr:
		return "||"
	case ptAndAnd:
		return "&&"
	case ptComma:
		return ","
	case ptDot:
		return "."
	case ptColonColon:
		return "::"
	case ptAssign:
		return "="
	case ptQuestion:
		return "?"
	case ptColon:
		return ":"
	}
	return ""
}

// keywordStmt sets f to parse keyword statement kw begun by t.
func (f *psFrame) keywordStmt(kw psKeyword, t psTok, st psState) {
	f.kw, f.kwAt, f.kwText, f.st = kw, t.at, t.text, st
	f.stAt = t.at
}

// afterBrace is the state after the { } of keyword kw.
func psAfterBrace(kw psKeyword) psState {
	switch kw {
	case pkIf:
		return psIfDone
	case pkDo:
		return psDoWhile
	case pkTry:
		return psTryAfter
	case pkCatch:
		return psCatchAfter
	}
	return psStart
}

// token handles t in the innermost frame; false means t is to be handled
// again in the (changed) state.
func (m *powershell) token(t psTok) bool {
	if m.deep > 0 {
		switch t.kind {
		case ptLParen, ptLBrace, ptLBracket, ptDollarParen, ptAtParen, ptAtBrace:
			m.deep++
		case ptRParen, ptRBrace, ptRBracket:
			if m.deep--; m.deep == 0 {
				m.top().st = m.deepRet
			}
		}
		return true
	}
	f := m.top()
	if t.kind == ptRParen || t.kind == ptRBrace || t.kind == ptRBracket && (f.kind == pfIndex || f.kind == pfType) {
		switch f.st {
		case psStart, psCmd, psCmdName, psExprHave, psIfDone, psCatchAfter, psHashSync, psParam:
			return m.closer(t)
		}
		if f.kind == pfType || f.kind == pfIndex {
			return m.closer(t)
		}
		// A closer where more was expected: an error at the token before.
		m.syntaxError()
		f.st = psStart
		return false
	}
	if f.kind == pfType {
		return m.typeToken(f, t)
	}
	switch f.st {
	case psStart:
		return m.stmtStart(f, t)
	case psCmd:
		return m.cmdToken(f, t)
	case psCmdName:
		if isPSTerminator(t.kind) {
			f.st = psCmd // & or . without a command: an error
			m.syntaxError()
			return false
		}
		if !m.opener(t, psCmd) {
			f.st = psCmd
		}
		return true
	case psCmdArgNeed:
		switch {
		case t.kind == ptNL:
			return true
		case isPSTerminator(t.kind) || t.kind == ptComma || t.kind == ptRedir:
			f.st = psCmd
			return false
		case !m.opener(t, psCmd):
			f.st = psCmd
		}
		return true
	case psRedir:
		if isPSTerminator(t.kind) || t.kind == ptComma {
			f.st = f.redirRet // MissingFileSpecification: an error
			m.syntaxError()
			return false
		}
		if !m.opener(t, f.redirRet) {
			f.st = f.redirRet
		}
		return true
	case psExprNeed:
		return m.operand(f, t)
	case psExprHave:
		return m.afterOperand(f, t)
	case psMemberNeed:
		switch {
		case t.kind == ptNL:
			return true
		case t.kind == ptWord || t.kind == ptVar || t.kind == ptStr || t.kind == ptNum:
			f.st = psExprHave
			return true
		case m.opener(t, psExprHave):
			return true
		}
		f.st = psExprHave
		return false
	case psPipeNeed, psChainNeed:
		switch t.kind {
		case ptNL:
			return true
		case ptPipe:
			f.expect(psPipeNeed, t)
			return true
		case ptSemi, ptOrOr, ptAndAnd, ptAmp:
			f.st = psStart // an empty pipeline element: an error
			m.syntaxError()
			return false
		}
		return m.element(f, t)
	case psStmtNeed:
		switch t.kind {
		case ptNL:
			return true
		case ptSemi:
			f.st = psStart
			return true
		}
		f.st = psStart
		f.hasStmt = false
		return false
	case psHashEq:
		if t.kind == ptAssign && t.text == "=" {
			f.expect(psStmtNeed, t)
			return true
		}
		f.st = psHashSync // MissingEqualsInHashLiteral: an error
		m.syntaxError()
		return false
	case psHashSync:
		switch {
		case t.kind == ptNL || t.kind == ptSemi:
			f.st = psStart
		case m.opener(t, psHashSync):
		}
		return true
	}
	return m.keywordToken(f, t)
}

// stmtStart handles the first token of a statement (StatementRule), or of a
// hash entry.
func (m *powershell) stmtStart(f *psFrame, t psTok) bool {
	if t.kind == ptNL || t.kind == ptSemi {
		if f.pipelineOnly() && f.hasStmt {
			f.needClose = true
		}
		return true
	}
	if f.kind == pfHash {
		// LabelOrKeyRule, then = (GetKeyValuePair).
		switch {
		case t.kind == ptWord || t.kind == ptVar || t.kind == ptStr || t.kind == ptNum:
			f.st = psHashEq
		case m.opener(t, psHashEq):
		default:
			f.st = psHashSync
			return false
		}
		return true
	}
	if f.needClose {
		// ( … ) holds one pipeline: another token is an error; the bracket is
		// taken as closed and the token goes to the enclosing frame.
		m.syntaxError()
		ret := f.ret
		m.frames = m.frames[:len(m.frames)-1]
		m.top().st = ret
		return false
	}
	named := f.first
	f.first = false
	if t.kind == ptWord && t.simple && !f.pipelineOnly() {
		switch t.text {
		case "if":
			f.keywordStmt(pkIf, t, psNeedParen)
		case "while":
			f.keywordStmt(pkWhile, t, psNeedParen)
		case "for":
			f.keywordStmt(pkFor, t, psNeedParen)
		case "foreach":
			f.keywordStmt(pkForeach, t, psSkipToBrace)
		case "switch":
			f.keywordStmt(pkSwitch, t, psSkipToBrace)
		case "do":
			f.keywordStmt(pkDo, t, psNeedBrace)
		case "function", "filter", "workflow":
			f.keywordStmt(pkFunction, t, psFuncName)
		case "try":
			f.keywordStmt(pkTry, t, psNeedBrace)
		case "trap":
			f.keywordStmt(pkTrap, t, psSkipToBrace)
		case "data":
			f.keywordStmt(pkData, t, psSkipToBrace)
		case "class", "enum":
			f.keywordStmt(pkClass, t, psSkipToBrace)
		case "return", "throw", "exit":
			f.st = psStart
		case "break", "continue":
			f.st = psCmd
		case "begin", "process", "end", "clean", "dynamicparam":
			if !named {
				return m.element(f, t)
			}
			f.keywordStmt(pkNamed, t, psNeedBrace)
			f.first = true
		case "param":
			if !named {
				return m.element(f, t)
			}
			f.keywordStmt(pkNone, t, psParam)
			f.first = true
		default:
			return m.element(f, t)
		}
		f.hasStmt = true
		return true
	}
	return m.element(f, t)
}

// element handles the first token of a pipeline element (PipelineRule): an
// expression or a command.
func (m *powershell) element(f *psFrame, t psTok) bool {
	f.hasStmt = true
	switch t.kind {
	case ptAmp, ptDot:
		f.st = psCmdName
	case ptVar, ptNum, ptStr:
		f.st = psExprHave
	case ptLBracket:
		m.openFrame(pfType, t, psExprHave)
	case ptUnary, ptBoth, ptIncDec, ptComma:
		f.expect(psExprNeed, t)
	case ptPipe:
		f.expect(psPipeNeed, t)
	case ptOrOr, ptAndAnd:
		f.expect(psChainNeed, t)
	default:
		if !m.opener(t, psExprHave) {
			f.st = psCmd
		}
	}
	return true
}

// cmdToken handles a token among command arguments (CommandRule).
func (m *powershell) cmdToken(f *psFrame, t psTok) bool {
	switch t.kind {
	case ptNL, ptSemi:
		f.st = psStart
		if f.pipelineOnly() {
			f.needClose = true
		}
	case ptPipe:
		f.expect(psPipeNeed, t)
	case ptAndAnd, ptOrOr:
		f.expect(psChainNeed, t)
	case ptAmp:
		f.st = psStart // background
	case ptComma:
		f.expect(psCmdArgNeed, t)
	case ptRedir, ptRedirIn:
		f.st, f.redirRet = psRedir, psCmd
	default:
		m.opener(t, psCmd)
	}
	return true
}

// operand handles the token after an operator (UnaryExpressionRule).
func (m *powershell) operand(f *psFrame, t psTok) bool {
	switch t.kind {
	case ptNL:
		return true
	case ptVar, ptNum, ptStr:
		f.st = psExprHave
		return true
	case ptUnary, ptBoth, ptIncDec, ptComma:
		f.expect(psExprNeed, t)
		return true
	case ptLBracket:
		m.openFrame(pfType, t, psExprHave)
		return true
	}
	if m.opener(t, psExprHave) {
		return true
	}
	// ExpectedValueExpression after the operator: an error, not at the end.
	m.syntaxError()
	f.st = psExprHave
	return false
}

// afterOperand handles the token after an operand (BinaryExpressionRule,
// the ternary of ExpressionRule, PipelineChainRule's assignment, member
// and element access).
func (m *powershell) afterOperand(f *psFrame, t psTok) bool {
	switch t.kind {
	case ptNL:
		if f.tern > 0 {
			return true // the : of a ternary may come on the next line
		}
		f.st = psStart
		if f.pipelineOnly() {
			f.needClose = true
		}
	case ptSemi:
		f.st, f.tern = psStart, 0
		if f.pipelineOnly() {
			f.needClose = true
		}
	case ptBinOp, ptBoth, ptComma:
		f.expect(psExprNeed, t)
	case ptQuestion:
		f.tern++
		f.expect(psExprNeed, t)
	case ptColon:
		if f.tern == 0 {
			m.syntaxError() // : after an operand without ?
			f.st = psStart
			return false
		}
		f.tern--
		f.expect(psExprNeed, t)
	case ptAssign:
		f.expect(psStmtNeed, t)
	case ptIncDec, ptParam:
	case ptDot, ptColonColon:
		if !t.adj {
			f.st = psStart
			return false
		}
		f.expect(psMemberNeed, t)
	case ptLBracket:
		if !t.adj {
			f.st = psStart
			return false
		}
		m.openFrame(pfIndex, t, psExprHave)
	case ptLParen, ptLBrace:
		if !t.adj {
			f.st = psStart
			return false
		}
		m.opener(t, psExprHave) // method call arguments, or a script block argument
	case ptPipe:
		f.expect(psPipeNeed, t)
	case ptAndAnd, ptOrOr:
		f.expect(psChainNeed, t)
	case ptAmp:
		f.st = psStart
	case ptRedir, ptRedirIn:
		f.st, f.redirRet = psRedir, psExprHave
	default:
		// An unexpected token: an error; it begins the next statement.
		m.syntaxError()
		f.st, f.tern = psStart, 0
		return false
	}
	return true
}

// typeToken handles a token inside [ ] of a type literal or attribute
// (AttributeRule, TypeNameRule).
func (m *powershell) typeToken(f *psFrame, t psTok) bool {
	switch t.kind {
	case ptLBracket:
		m.openFrame(pfType, t, psStart)
	case ptLParen:
		m.openFrame(pfParen, t, psStart)
		f.typeName = true
	case ptComma:
		f.typeName = false
	case ptWord, ptNum, ptDot:
		f.typeName = true
	case ptNL:
	default:
		if isPSTerminator(t.kind) {
			// No ]: an error; the type is taken as closed.
			m.syntaxError()
			ret := f.ret
			m.frames = m.frames[:len(m.frames)-1]
			m.top().st = ret
			return false
		}
		f.typeName = true
	}
	return true
}

// keywordToken handles a token in the states of keyword statements.
func (m *powershell) keywordToken(f *psFrame, t psTok) bool {
	if t.kind == ptNL {
		if f.st == psParam {
			return true
		}
		return true // all of them skip newlines (SkipNewlines)
	}
	word := ""
	if t.kind == ptWord && t.simple {
		word = t.text
	}
	switch f.st {
	case psNeedParen:
		if t.kind == ptLParen {
			next := psNeedBrace
			if f.kw == pkDoCond {
				next = psStart
			}
			c := m.openFrame(pfCond, t, next)
			c.ifCond = f.kw == pkIf
			return true
		}
	case psNeedBrace:
		if t.kind == ptLBrace {
			m.openFrame(pfBrace, t, psAfterBrace(f.kw))
			return true
		}
	case psIfDone:
		switch word {
		case "elseif":
			f.keywordStmt(pkIf, t, psNeedParen)
			return true
		case "else":
			f.keywordStmt(pkElse, t, psNeedBrace)
			return true
		}
		f.st = psStart
		return false
	case psTryAfter, psCatchAfter:
		switch word {
		case "catch":
			f.keywordStmt(pkCatch, t, psCatchTypes)
			return true
		case "finally":
			f.keywordStmt(pkFinally, t, psNeedBrace)
			return true
		}
		f.st = psStart // psTryAfter: MissingCatchOrFinally, an error
		m.syntaxError()
		return false
	case psCatchTypes:
		switch t.kind {
		case ptLBracket:
			m.openFrame(pfType, t, psCatchTypes)
			return true
		case ptComma:
			return true
		case ptLBrace:
			m.openFrame(pfBrace, t, psCatchAfter)
			return true
		}
	case psDoWhile:
		if word == "while" || word == "until" {
			f.keywordStmt(pkDoCond, t, psNeedParen)
			return true
		}
	case psFuncName:
		switch t.kind {
		case ptPipe, ptLParen, ptLBrace, ptAtParen, ptAtBrace, ptSemi, ptRedir, ptRedirIn,
			ptAndAnd, ptOrOr, ptAmp, ptVar, ptStr, ptDollarParen:
		default:
			f.st = psFuncParams
			return true
		}
	case psFuncParams:
		switch t.kind {
		case ptLParen:
			m.openFrame(pfParen, t, psNeedBrace)
			return true
		case ptLBrace:
			m.openFrame(pfBrace, t, psStart)
			return true
		}
	case psSkipToBrace:
		switch t.kind {
		case ptLParen:
			if f.kw == pkForeach {
				m.openFrame(pfForeach, t, psNeedBrace)
				return true
			}
			if f.kw == pkSwitch {
				m.openFrame(pfCond, t, psNeedBrace)
				return true
			}
		case ptLBrace:
			if f.kw != pkForeach {
				m.openFrame(pfBrace, t, psStart)
				return true
			}
		case ptLBracket:
			m.openFrame(pfType, t, psSkipToBrace)
			return true
		case ptSemi, ptPipe, ptAndAnd, ptOrOr, ptAmp:
		default:
			return true
		}
	case psForeachVar:
		if t.kind == ptVar {
			f.st = psForeachIn
			return true
		}
		f.st = psStart
		return false
	case psForeachIn:
		if word == "in" {
			f.expect(psChainNeed, t)
			return true
		}
		f.st = psStart
		return false
	case psParam:
		if t.kind == ptLParen {
			m.openFrame(pfParen, t, psStart)
			return true
		}
		f.st = psCmd // a command named param
		return false
	}
	// The keyword's next part is missing: an error, not at the end; the
	// token begins the next statement.
	m.syntaxError()
	f.st = psStart
	return false
}

// Verdict.

// psFrameName names the opener of a frame in hints.
var psFrameName = [...]string{
	pfTop: "", pfBrace: "{", pfSub: "$(", pfArray: "@(", pfHash: "@{", pfParen: "(",
	pfCond: "(", pfFor: "(", pfForeach: "(", pfIndex: "[", pfType: "[",
}

// frameResult is the verdict for a bracket f left open.
func (m *powershell) frameResult(f *psFrame) Result {
	kind := KindBlockParen
	closer := ")"
	switch f.kind {
	case pfBrace:
		kind, closer = KindBlockBrace, "}"
	case pfSub:
		kind = KindSubstCommand
	case pfArray:
		kind = KindArray
	case pfHash:
		kind, closer = KindArray, "}"
	case pfIndex, pfType:
		kind, closer = KindBlockOther, "]"
	}
	return f.at.open(kind, "close the "+psFrameName[f.kind]+" opened at "+f.at.String()+" with "+closer)
}

// eval reports whether the command read so far, at its end of input, is
// complete, and if not what is open, innermost first.
func (m *powershell) eval() Result {
	if m.top().st == psRedir {
		m.syntaxError() // MissingFileSpecification
	}
	if m.ls == plBacktick {
		return m.btAt.open(KindBacktickCont, "remove the backtick at "+m.btAt.String()+" that ends the input, or put the rest of the command after it")
	}
	if k, p, ok := m.str.Open(); ok && m.ls == plScan {
		at := mark{p.Line, p.Col}
		switch k {
		case pstoken.Verbatim:
			return at.open(KindQuoteSingle, "close the single quote opened at "+at.String()+" with '")
		case pstoken.Expandable:
			return at.open(KindQuoteDouble, "close the double quote opened at "+at.String()+` with "`)
		case pstoken.SubExpression:
			return at.open(KindSubstCommand, "close the $( opened at "+at.String()+" inside a string with ); PowerShell counts every parenthesis up to it, even quoted ones")
		case pstoken.BracedVariable:
			return at.open(KindSubstParam, "close the ${ opened at "+at.String()+" with }")
		case pstoken.BlockComment:
			return at.open(KindComment, "close the block comment opened at "+at.String()+" with #>")
		case pstoken.HereVerbatim:
			return at.open(KindHereString, "end the here-string opened at "+at.String()+" with a line that starts with '@ (nothing before it)")
		case pstoken.HereExpandable:
			return at.open(KindHereString, "end the here-string opened at "+at.String()+` with a line that starts with "@ (nothing before it)`)
		}
	}
	if m.deep > 0 {
		return m.deepAt.open(KindBlockOther, "brackets nest more than 1024 deep from "+m.deepAt.String()+": PowerShell gives up on such input (ScriptTooComplicated); split the command")
	}
	if m.tokErr && !m.brk {
		return m.errRes
	}
	if r, ok := m.pending(m.top()); ok {
		return r
	}
	for i := len(m.frames) - 1; i > 0; i-- {
		f := &m.frames[i]
		switch {
		case f.eofDetected():
		case f.kind == pfType && f.typeName:
			// [int without ]: an error (EndSquareBracketExpectedAtEndOfAttribute),
			// but a generic argument [List[int without ] waits.
			m.syntaxError()
			if i == 0 || m.frames[i-1].kind != pfType {
				continue
			}
			return m.frameResult(f)
		case m.brk:
			continue
		}
		return m.frameResult(f)
	}
	return Result{Complete: true}
}

// pending reports what the statement of frame f still waits for.
func (m *powershell) pending(f *psFrame) (Result, bool) {
	if f.st == psExprHave && f.tern > 0 {
		// MissingColonInTernaryExpression is found at the end-of-input token.
		return f.stAt.open(KindAndOr, "the ternary ? at "+f.stAt.String()+" needs its : and a value"), true
	}
	if m.brk {
		return Result{}, false
	}
	at, what := f.stAt, f.stText
	var kind, hint string
	switch f.st {
	case psPipeNeed:
		kind, hint = KindPipe, "the input ends with | at "+at.String()+": add the command it pipes to, or remove the |"
	case psChainNeed:
		if f.kind == pfForeach && what == "in" {
			kind, hint = KindBlockFor, "the foreach at "+f.at.String()+" needs the collection after in, then ) and { … }"
			break
		}
		kind, hint = KindAndOr, "the input ends with "+what+" at "+at.String()+": add the pipeline that follows it, or remove the "+what
	case psExprNeed, psMemberNeed, psCmdArgNeed:
		kind, hint = KindAndOr, "the input ends with the operator "+what+" at "+at.String()+": add its operand, or remove it"
	case psStmtNeed:
		kind, hint = KindAndOr, "the input ends with "+what+" at "+at.String()+": add the value to assign"
	case psNeedParen, psNeedBrace, psIfDone, psTryAfter, psCatchTypes, psDoWhile, psFuncName, psFuncParams, psSkipToBrace, psForeachVar, psForeachIn:
		if f.st == psIfDone {
			return Result{}, false
		}
		return m.keywordResult(f), true
	default:
		return Result{}, false
	}
	return at.open(kind, hint), true
}

// keywordResult is the verdict for a keyword statement missing its parts.
func (m *powershell) keywordResult(f *psFrame) Result {
	at, kw := f.kwAt, f.kwText
	if f.kind == pfForeach {
		at, kw = f.at, "foreach ("
	}
	if at.line == 0 {
		at = f.at
	}
	if kw == "" {
		kw = "keyword"
	}
	need := "its { … } block"
	switch f.st {
	case psNeedParen:
		need = "its ( condition ) and { … } block"
	case psTryAfter:
		need = "a catch { … } or finally { … } block"
	case psDoWhile:
		need = "while ( … ) or until ( … )"
	case psFuncName:
		need = "a name and a { … } body"
	case psFuncParams:
		need = "a { … } body"
	case psForeachVar, psForeachIn:
		need = "($item in $collection) and a { … } block"
	}
	kind := KindBlockOther
	switch f.kw {
	case pkIf, pkElse:
		kind = KindBlockIf
	case pkWhile, pkDo, pkDoCond:
		kind = KindBlockWhile
	case pkFor, pkForeach:
		kind = KindBlockFor
	case pkFunction:
		kind = KindBlockFunc
	}
	if f.kind == pfForeach {
		kind = KindBlockFor
	}
	return at.open(kind, "the "+kw+" at "+at.String()+" needs "+need)
}
