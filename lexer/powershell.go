package lexer

import (
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

// psState is where the parser stands within the current statement of a
// frame.
type psState uint8

const (
	psStart       psState = iota // statement start (in a hash literal: a key)
	psCmd                        // command arguments
	psCmdName                    // after the & or . invocation operator
	psCmdArgNeed                 // after a comma between arguments
	psCmdComma                   // after a comma that follows no argument: an error; newlines are skipped
	psCmdPost                    // command arguments, after one that is an expression: a member operator or [ touching it goes on with it
	psCmdInvoke                  // … after a member's name: ( or { touching it too (method arguments)
	psCmdMember                  // … after a member operator: the member's name must follow
	psRedir                      // after a redirection: its target
	psExprNeed                   // an operand must follow (after an operator)
	psExprHave                   // after an operand
	psMemberNeed                 // after . or :: : a member name must follow
	psCast                       // after a type literal: an operand may follow, which it converts
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
	ownArg    bool      // trace: the last argument begun is a string or a group, still alone
	typeName  bool      // pfType: a type name was read
	noLHS     bool      // the statement's expression has an operator no assignment may follow
	cmdArg    bool      // psCmd: the last element is an argument, which a comma makes an array's first
	argStop   bool      // psCmd: the argument being read began with a string whose value is --% (see parse)
	forPart   uint8     // pfFor: which of its three pipelines is being read (pipelineEnd)
}

// pipelineOnly reports whether the frame holds one pipeline, not statements
// (no keywords; a second statement is an error).
func (f *psFrame) pipelineOnly() bool {
	switch f.kind {
	case pfParen, pfCond, pfFor, pfForeach, pfIndex:
		return true
	}
	return false
}

// pipelineEnd ends the pipeline of frame f at t, a newline or a ;: a
// frame that holds one pipeline must close next. The ( ) of for holds
// three, each ended by a newline or a ; (Parser.cs ForStatementRule:
// PipelineRule, an optional ;, SkipNewlines, three times, then the )):
// past the third only the ) may follow, newlines aside.
func (m *powershell) pipelineEnd(f *psFrame, t pstoken.Tok) {
	switch {
	case f.kind != pfFor:
		if f.pipelineOnly() {
			f.needClose = true
		}
	case f.forPart < 2:
		f.forPart++
	case t.Kind == pstoken.TSemi:
		// MissingEndParenthesisAfterStatement, not at the end: the for
		// statement ends there with the error, and the ; with it.
		m.syntaxError()
		m.frames = m.frames[:len(m.frames)-1]
		m.top().st = psStart
	default:
		f.needClose = true
	}
}

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
	tk    pstoken.Tokenizer
	tokAt mark // start of the token being parsed

	// Parser.
	frames  []psFrame
	deep    int     // brackets open beyond psMaxDepth: only counted
	deepRet psState // the state after the first of them closes
	deepAt  mark    // where the first of them was opened
	scratch psFrame // stands for frames not kept
	brk     bool    // a newline or line continuation since the last token
	colon   bool    // the last token is a parameter ending in : (pstoken.Tok.Colon)
	tokErr  bool    // a closer was missing, detected at the last token
	pendErr bool    // … detected at the token being parsed
	errRes  Result

	// join, when set, is told where each newline that a statement goes
	// on past ends (ReadNewlines' Joins).
	join func(off int)
	// joining: the last cut was at a newline a statement went on past
	// (a trailing | and then an empty line, which the prompt runs as an
	// error): read as a script, the newlines before the next token go
	// on with it too.
	joining bool
	quiet   bool   // tell the pstoken trace hooks nothing (Cuts: the policy's own reading)
	judge   bool   // a copy made to judge the input at a newline: keeps its traces
	traced  []mark // … which count only if the input is complete there
	named   []mark // … and its commands' names (for pstoken.TraceCommand)
}

func newPowerShell() *powershell {
	m := &powershell{}
	m.reset()
	return m
}

func (m *powershell) reset() {
	*m = powershell{tk: m.tk, frames: m.frames[:0]}
	m.tk.P = m
	m.cur = newCursor()
	m.restart()
}

// restart forgets the command read so far, keeping the position: after a
// complete command, PSReadLine starts a new buffer.
func (m *powershell) restart() {
	m.tk.Reset()
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
		m.tk.Move(pstoken.Pos(m.crAt))
		m.tk.Step('\r')
	}
	m.endNL = false
	switch r {
	case '\r':
		m.cr, m.crAt = true, m.cur.mark()
	case '\n':
		m.newline(m.cur.mark(), off, boundary)
	default:
		m.tk.Move(pstoken.Pos(m.cur.mark()))
		m.tk.Step(r)
	}
}

// newline handles the Enter at the end of a line: the buffer before it is
// parsed; if it is complete the command is run and a new one begins.
func (m *powershell) newline(at mark, off int, boundary func(int)) {
	// End the token being read, as both the newline and the end of input
	// would (not inside strings and comments, where the newline is text).
	m.tk.Flush(pstoken.Pos(at))
	joins := m.join != nil && m.joins()
	if joins {
		m.join(off + 1)
	}
	var res Result
	if m.tk.Escaped() {
		// A backtick ending a generic token escapes the newline, but at the
		// end of input it is a literal backtick: judge on a copy.
		c := m.clone()
		c.judge, c.traced, c.named = !m.quiet && (pstoken.Trace != nil || pstoken.TraceCommand != nil), nil, nil
		c.lexEOF()
		res = c.eval()
		for _, at := range c.traced {
			if res.Complete { // the copy's reading is the one that runs
				pstoken.Trace("lexer", at.Line, at.Col)
			}
		}
		for _, at := range c.named {
			if res.Complete {
				pstoken.TraceCommand("lexer", at.Line, at.Col)
			}
		}
	} else {
		res = m.eval()
	}
	m.endNL, m.nlRes = true, res
	if res.Complete {
		boundary(off + 1)
		m.restart()
		m.joining = joins
		return
	}
	m.tk.Move(pstoken.Pos(at))
	m.tk.Step('\n')
}

// joins reports whether the statement read so far goes on past the
// newline at hand, which is a token of its own (not inside a string or a
// comment, not escaped by a backtick): its innermost frame waits for a
// part that PowerShell's parser skips newlines to find.
func (m *powershell) joins() bool {
	if m.deep > 0 || m.tk.Escaped() {
		return false
	}
	if _, _, open := m.tk.Open(); open {
		return false
	}
	if m.joining {
		return true // no token since a cut at a join
	}
	f := m.top()
	switch f.st {
	case psPipeNeed, psChainNeed, psExprNeed, psMemberNeed, psCmdMember, psCmdArgNeed, psStmtNeed,
		psNeedParen, psNeedBrace, psTryAfter, psCatchTypes, psDoWhile, psFuncName, psFuncParams, psSkipToBrace, psForeachVar, psForeachIn:
		return true
	case psExprHave:
		return f.tern > 0
	}
	return false
}

func (m *powershell) clone() *powershell {
	c := *m
	c.tk = m.tk.Clone()
	c.tk.P = &c
	c.frames = append([]psFrame(nil), m.frames...)
	return &c
}

// lexEOF ends the input: pending tokens end; strings and comments stay
// open.
func (m *powershell) lexEOF() {
	end := m.cur.mark()
	if m.cr {
		end = m.crAt // a carriage return at the end: a newline, after the last token
	}
	m.tk.Move(pstoken.Pos(end))
	m.tk.Step(-1)
}

// Token hands the tokenizer's token t to the parser, and returns the
// tokenizer mode the parser wants for the next token (pstoken.Parser).
func (m *powershell) Token(t pstoken.Tok) pstoken.Mode {
	if t.Kind == pstoken.TContinue {
		m.brk = true // a line continuation
	} else {
		m.tokAt = mark(t.At)
		if pstoken.Trace != nil && !m.quiet {
			m.trace(t)
		}
		m.parse(t)
	}
	if mode := m.lexMode(); mode != pstoken.ModeExpr || m.top().st != psExprHave {
		return mode
	}
	return pstoken.ModeOperator // after an operand
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

// trace reports where an argument of a top-level command begins: a token
// read in argument position that does not touch the one before, or that
// follows a comma.
//
// A string or a group that begins an argument is the whole argument: a
// token touching it begins the next ("a"'b' and $(x)y are two), unless
// it reaches into it (a member, an element: "ab".Length, (ls)[0])
// (Parser.cs CommandRule; PowerShell/PowerShell#6467), as the policy's
// PowerShell reader splits them.
func (m *powershell) trace(t pstoken.Tok) {
	f := m.top()
	own := t.Adj && f.ownArg
	// A token touching it, or one that begins another argument, ends it
	// ({ls}x after $(…) and a blank).
	f.ownArg = false
	// An array's element, or what follows a comma that is an error.
	afterComma := f.st == psCmdArgNeed || f.st == psCmdComma
	if t.Adj && !afterComma && !own || !f.beginsElement(t) && !afterComma {
		return
	}
	switch t.Kind {
	case pstoken.TWord, pstoken.TVar, pstoken.TNum, pstoken.TStr, pstoken.TParam, pstoken.TLParen, pstoken.TDollarParen, pstoken.TAtParen, pstoken.TAtBrace, pstoken.TLBrace:
		switch t.Kind {
		case pstoken.TStr, pstoken.TLParen, pstoken.TDollarParen, pstoken.TAtParen, pstoken.TAtBrace:
			f.ownArg = true // not { }: the policy's reader keeps {ls}x one word, and so the trace
		}
		if m.judge {
			m.traced = append(m.traced, mark(t.At))
			return
		}
		pstoken.Trace("lexer", t.At.Line, t.At.Col)
	}
}

// syntaxError tells pstoken.TraceError of a syntax error found at the
// token being read or parsed: pwsh runs nothing of such input.
func (m *powershell) syntaxError() {
	if pstoken.TraceError != nil && !m.quiet {
		pstoken.TraceError(m.tokAt.Line, m.tokAt.Col)
	}
}

// lexMode is the tokenizer mode the parser wants for the next token.
func (m *powershell) lexMode() pstoken.Mode {
	f := m.top()
	if f.kind == pfType || f.kind == pfIndex && f.st == psStart {
		return pstoken.ModeExpr
	}
	switch f.st {
	case psStart:
		if f.kind == pfHash {
			return pstoken.ModeExpr
		}
		return pstoken.ModeStart
	case psPipeNeed, psChainNeed, psStmtNeed:
		return pstoken.ModeStart
	case psExprNeed, psExprHave, psMemberNeed, psCast, psHashEq, psCatchTypes, psSkipToBrace, psForeachVar:
		return pstoken.ModeExpr
	case psCmdPost, psCmdInvoke:
		return pstoken.ModeMember
	case psCmdMember:
		return pstoken.ModeName
	}
	return pstoken.ModeCmd
}

// Parser.

func (m *powershell) top() *psFrame { return &m.frames[len(m.frames)-1] }

// psMaxDepth bounds the brackets kept open. PowerShell's recursive parser
// gives up far earlier (ScriptTooComplicated); deeper brackets are only
// counted, and the input is reported as open, never run.
const psMaxDepth = 1024

// openFrame opens a bracket; the current frame resumes in state ret when it
// closes.
func (m *powershell) openFrame(k psFrameKind, t pstoken.Tok, ret psState) *psFrame {
	if len(m.frames) >= psMaxDepth {
		m.deep, m.deepRet, m.deepAt = 1, ret, mark(t.At)
		m.scratch = psFrame{}
		return &m.scratch
	}
	m.frames = append(m.frames, psFrame{kind: k, at: mark(t.At), ret: ret, first: k == pfBrace})
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
func (m *powershell) opener(t pstoken.Tok, ret psState) bool {
	switch t.Kind {
	case pstoken.TLParen:
		m.openFrame(pfParen, t, ret)
	case pstoken.TDollarParen:
		m.openFrame(pfSub, t, ret)
	case pstoken.TAtParen:
		m.openFrame(pfArray, t, ret)
	case pstoken.TAtBrace:
		m.openFrame(pfHash, t, ret)
	case pstoken.TLBrace:
		m.openFrame(pfBrace, t, ret)
	default:
		return false
	}
	return true
}

// closerOf returns the token kind that closes frame kind k.
func psCloserOf(k psFrameKind) pstoken.TokKind {
	switch k {
	case pfBrace, pfHash:
		return pstoken.TRBrace
	case pfIndex, pfType:
		return pstoken.TRBracket
	case pfTop:
		return pstoken.TNewline // none
	}
	return pstoken.TRParen
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
func (m *powershell) closer(t pstoken.Tok) bool {
	f := m.top()
	if f.kind == pfTop {
		// An unexpected token: an error; parsing goes on.
		m.syntaxError()
		f.st = psStart
		return true
	}
	if psCloserOf(f.kind) == t.Kind {
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
func (m *powershell) parse(t pstoken.Tok) {
	if t.Kind == pstoken.TNewline {
		m.brk = true
	} else {
		m.brk, m.tokErr, m.joining = false, false, false
	}
	m.pendErr = false
	follows := m.follows()
	f := m.top()
	cmdName := f.st == psCmdName
	inList := f.argStop && f.st == psCmdArgNeed
	if f.argStop && f.beginsElement(t) && t.Kind != pstoken.TComma {
		f.argStop = false // the token CommandRule peeked at after the argument (its members and elements are the argument's)
	}
	if t.Kind != pstoken.TNewline {
		m.colon = t.Kind == pstoken.TWord && t.Colon && m.top().beginsElement(t) // an argument's, not a command's name
	}
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
	m.stopParsing(t, follows, cmdName, inList)
}

// stopParsing begins the verbatim arguments of a command after token t,
// which followed follows, when CommandRule does (Parser.cs CommandRule,
// GetCommandArgument, GetVerbatimCommandArgumentToken): after the first
// token of a command element whose value is --% (Tok.StopMark), a generic
// token or a string, when nothing was read past it, and after the
// parameter CommandRule peeked at past it.
//
// A generic token is not read past (GetCommandArgument stops at one whose
// value is --%), nor a command's name (& '--%' a: no peek for a comma).
// After a string argument ('--%', "--%") GetCommandArgument peeks at the
// next token for a comma; if it is a parameter, the verbatim arguments
// follow it (the parameter is dropped); else there are none, and the token
// is read as ever. A comma makes the string an array's first element: the
// array goes on to its last, and the token peeked at after it decides,
// unless a generic --% ends the array (no peek: verbatim after it).
// inList: t is an element of such an array.
func (m *powershell) stopParsing(t pstoken.Tok, follows pstoken.Follows, cmdName, inList bool) {
	f := m.top()
	if f.st != psCmd && f.st != psCmdPost && f.st != psCmdInvoke {
		return // not among a command's elements, or a member operator was read
	}
	switch {
	case !t.StopMark, f.st == psCmdInvoke: // a member's name is no element
	case t.Kind == pstoken.TWord && (pstoken.StopsParsing(follows) || inList),
		t.Kind == pstoken.TStr && cmdName:
		f.argStop = false
		m.tk.StopParsing()
		return
	case t.Kind == pstoken.TStr && pstoken.StopsParsing(follows):
		f.argStop = true
	}
	if f.argStop {
		m.tk.StopAfterParameter()
	}
}

// follows returns what the next token follows among a command's elements
// (pstoken.Follows).
func (m *powershell) follows() pstoken.Follows {
	switch m.top().st {
	case psCmdArgNeed:
		return pstoken.FollowsComma
	case psRedir:
		return pstoken.FollowsRedirection
	}
	if m.colon {
		return pstoken.FollowsColon
	}
	return pstoken.FollowsElement
}

// expect sets the statement state of f to s, waiting after token t.
func (f *psFrame) expect(s psState, t pstoken.Tok) {
	f.st, f.stAt, f.stText = s, mark(t.At), t.Text
	if f.stText == "" {
		f.stText = psTokText(t.Kind)
	}
}

// redirect reads the redirection t: its target follows, then the
// statement goes on in state ret; a merge (2>&1) holds its target
// (tokenizer.cs NextToken reads >&1 and >&2 whole).
func (f *psFrame) redirect(t pstoken.Tok, ret psState) {
	if t.Text == ">&" {
		f.st = ret
		return
	}
	f.st, f.redirRet = psRedir, ret
}

// psTokText is the text of a punctuation token.
func psTokText(k pstoken.TokKind) string {
	switch k {
	case pstoken.TPipe:
		return "|"
	case pstoken.TOrOr:
		return "||"
	case pstoken.TAndAnd:
		return "&&"
	case pstoken.TComma:
		return ","
	case pstoken.TDot:
		return "."
	case pstoken.TColonColon:
		return "::"
	case pstoken.TAssign:
		return "="
	case pstoken.TQuestion:
		return "?"
	case pstoken.TColon:
		return ":"
	}
	return ""
}

// keywordStmt sets f to parse keyword statement kw begun by t.
func (f *psFrame) keywordStmt(kw psKeyword, t pstoken.Tok, st psState) {
	f.kw, f.kwAt, f.kwText, f.st = kw, mark(t.At), t.Text, st
	f.stAt = mark(t.At)
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
func (m *powershell) token(t pstoken.Tok) bool {
	if m.deep > 0 {
		switch t.Kind {
		case pstoken.TLParen, pstoken.TLBrace, pstoken.TLBracket, pstoken.TDollarParen, pstoken.TAtParen, pstoken.TAtBrace:
			m.deep++
		case pstoken.TRParen, pstoken.TRBrace, pstoken.TRBracket:
			if m.deep--; m.deep == 0 {
				m.top().st = m.deepRet
			}
		}
		return true
	}
	f := m.top()
	if t.Kind == pstoken.TRParen || t.Kind == pstoken.TRBrace || t.Kind == pstoken.TRBracket && (f.kind == pfIndex || f.kind == pfType) {
		switch f.st {
		case psStart, psCmd, psCmdPost, psCmdInvoke, psCmdComma, psCmdName, psExprHave, psCast, psIfDone, psCatchAfter, psHashSync, psParam:
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
	if !f.inCmd() && f.st != psCmdComma && f.st != psRedir {
		f.cmdArg = false // a command's name, or no command: no argument yet
	}
	switch f.st {
	case psStart:
		return m.stmtStart(f, t)
	case psCmd:
		return m.cmdToken(f, t)
	case psCmdPost, psCmdInvoke:
		if !f.continues(t) {
			f.st = psCmd // the argument is over: t begins the next element, or ends the command
			return false
		}
		switch t.Kind {
		case pstoken.TDot, pstoken.TColonColon:
			f.expect(psCmdMember, t)
		case pstoken.TLBracket:
			m.openFrame(pfIndex, t, psCmdPost)
		default:
			m.opener(t, psCmdPost) // $x.Where{ … }, $x.Add(1): a method's arguments
		}
		return true
	case psCmdMember:
		// MemberNameRule, in command mode: a simple name (SimpleNameRule
		// peeks with WantSimpleName: an identifier, no generic token), a
		// string, a variable, a number, a group. Newlines, comments and
		// line continuations before it are skipped
		// (CheckPostPrimaryExpressionOperators' SkipNewlines). Anything
		// else is MissingPropertyName, an error, which GetSingleCommandArgument
		// reads on as the member ($x.-y).
		switch {
		case t.Kind == pstoken.TNewline:
			return true
		case t.Kind == pstoken.TWord || t.Kind == pstoken.TVar || t.Kind == pstoken.TStr || t.Kind == pstoken.TNum:
			if t.Kind == pstoken.TWord && t.Param {
				m.syntaxError()
			}
			f.st = psCmdInvoke
			return true
		case m.opener(t, psCmdInvoke):
			return true
		}
		m.syntaxError() // MissingPropertyName, not at the end
		f.st = psCmd
		return false
	case psCmdComma:
		if t.Kind == pstoken.TNewline {
			return true
		}
		f.st = psCmd
		return false
	case psCmdName:
		if pstoken.Terminator(t.Kind) {
			f.st = psCmd // & or . without a command: an error
			m.syntaxError()
			return false
		}
		switch t.Kind {
		case pstoken.TWord, pstoken.TStr, pstoken.TVar, pstoken.TNum, pstoken.TLParen, pstoken.TDollarParen, pstoken.TAtParen, pstoken.TLBrace, pstoken.TAtBrace:
			m.traceCommand(t)
		default:
			m.syntaxError() // MissingExpression: no command after & or .
		}
		m.cmdElement(f, t, psCmd)
		return true
	case psCmdArgNeed:
		switch {
		case t.Kind == pstoken.TNewline:
			return true
		case pstoken.Terminator(t.Kind) || t.Kind == pstoken.TComma || t.Kind == pstoken.TRedir:
			f.st = psCmd // MissingExpression after the comma, not at the end: an error
			return false
		default:
			m.cmdElement(f, t, psCmd)
		}
		f.cmdArg = true // an element of the array, whatever it is: another comma may follow
		return true
	case psRedir:
		if pstoken.Terminator(t.Kind) || t.Kind == pstoken.TComma {
			f.st = f.redirRet // MissingFileSpecification: an error
			m.syntaxError()
			return false
		}
		m.cmdElement(f, t, f.redirRet)
		return true
	case psExprNeed:
		return m.operand(f, t)
	case psExprHave:
		return m.afterOperand(f, t)
	case psCast:
		// UnaryExpressionRule: after [type] an operand is converted
		// ([int]$x, [string] 'a', [int][char]'a'); anything else follows
		// the type literal as an operand of its own ([int]::MaxValue).
		switch t.Kind {
		case pstoken.TVar, pstoken.TNum, pstoken.TStr, pstoken.TLBracket, pstoken.TUnary, pstoken.TBoth, pstoken.TIncDec,
			pstoken.TLParen, pstoken.TLBrace, pstoken.TDollarParen, pstoken.TAtParen, pstoken.TAtBrace:
			return m.operand(f, t)
		}
		f.st = psExprHave
		return false
	case psMemberNeed:
		// MemberNameRule: a simple name, a string, a value, or what a
		// unary operator or [ begins (UnaryExpressionRule): $x.[int] names
		// the member by a type literal, read as one.
		switch {
		case t.Kind == pstoken.TNewline:
			return true
		case t.Kind == pstoken.TWord || t.Kind == pstoken.TVar || t.Kind == pstoken.TStr || t.Kind == pstoken.TNum:
			f.st = psExprHave
			return true
		case t.Kind == pstoken.TLBracket:
			m.openFrame(pfType, t, psExprHave)
			return true
		case t.Kind == pstoken.TUnary || t.Kind == pstoken.TBoth || t.Kind == pstoken.TIncDec:
			f.expect(psExprNeed, t)
			return true
		case m.opener(t, psExprHave):
			return true
		}
		m.syntaxError() // MissingPropertyName, not at the end
		f.st = psExprHave
		return false
	case psPipeNeed, psChainNeed:
		switch t.Kind {
		case pstoken.TNewline:
			return true
		case pstoken.TPipe:
			f.expect(psPipeNeed, t)
			return true
		case pstoken.TSemi, pstoken.TOrOr, pstoken.TAndAnd, pstoken.TAmp:
			f.st = psStart // an empty pipeline element: an error
			m.syntaxError()
			return false
		}
		return m.element(f, t)
	case psStmtNeed:
		switch t.Kind {
		case pstoken.TNewline:
			return true
		case pstoken.TSemi:
			f.st = psStart
			return true
		}
		f.st = psStart
		f.hasStmt = false
		return false
	case psHashEq:
		if t.Kind == pstoken.TAssign && t.Text == "=" {
			f.expect(psStmtNeed, t)
			return true
		}
		f.st = psHashSync // MissingEqualsInHashLiteral: an error
		m.syntaxError()
		return false
	case psHashSync:
		switch {
		case t.Kind == pstoken.TNewline || t.Kind == pstoken.TSemi:
			f.st = psStart
		case m.opener(t, psHashSync):
		}
		return true
	}
	return m.keywordToken(f, t)
}

// stmtStart handles the first token of a statement (StatementRule), or of a
// hash entry.
func (m *powershell) stmtStart(f *psFrame, t pstoken.Tok) bool {
	if t.Kind == pstoken.TNewline || t.Kind == pstoken.TSemi {
		if f.kind == pfFor {
			if t.Kind == pstoken.TSemi {
				m.pipelineEnd(f, t) // for (;;): an empty pipeline and its ;
			}
			return true
		}
		if f.pipelineOnly() && f.hasStmt {
			f.needClose = true
		}
		return true
	}
	if f.kind == pfHash {
		// LabelOrKeyRule, then = (GetKeyValuePair).
		switch {
		case t.Kind == pstoken.TWord || t.Kind == pstoken.TVar || t.Kind == pstoken.TStr || t.Kind == pstoken.TNum:
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
	if t.Kind == pstoken.TWord && t.Simple && !f.pipelineOnly() {
		switch pstoken.KeywordOf(t.Text) {
		case pstoken.KwIf:
			f.keywordStmt(pkIf, t, psNeedParen)
		case pstoken.KwWhile:
			f.keywordStmt(pkWhile, t, psNeedParen)
		case pstoken.KwFor:
			f.keywordStmt(pkFor, t, psNeedParen)
		case pstoken.KwForeach:
			f.keywordStmt(pkForeach, t, psSkipToBrace)
		case pstoken.KwSwitch:
			f.keywordStmt(pkSwitch, t, psSkipToBrace)
		case pstoken.KwDo:
			f.keywordStmt(pkDo, t, psNeedBrace)
		case pstoken.KwFunction:
			f.keywordStmt(pkFunction, t, psFuncName)
		case pstoken.KwTry:
			f.keywordStmt(pkTry, t, psNeedBrace)
		case pstoken.KwTrap:
			f.keywordStmt(pkTrap, t, psSkipToBrace)
		case pstoken.KwData:
			f.keywordStmt(pkData, t, psSkipToBrace)
		case pstoken.KwClass:
			f.keywordStmt(pkClass, t, psSkipToBrace)
		case pstoken.KwConfiguration:
			f.keywordStmt(pkFunction, t, psFuncName) // a name, then its body (ConfigurationStatementRule)
		case pstoken.KwUsing:
			f.st = psCmd // using namespace|module|assembly NAME: words, no command (UsingStatementRule)
		case pstoken.KwExit:
			f.st = psStart
		case pstoken.KwBreak:
			f.st = psCmd
		case pstoken.KwNamed:
			if !named {
				return m.element(f, t)
			}
			f.keywordStmt(pkNamed, t, psNeedBrace)
			f.first = true
		case pstoken.KwParam:
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
// expression or a command. Inside [ ] of an element access only an
// expression may begin (ElementAccessRule reads an ExpressionRule): a
// command there is an error.
func (m *powershell) element(f *psFrame, t pstoken.Tok) bool {
	f.hasStmt = true
	f.noLHS = t.Kind == pstoken.TUnary || t.Kind == pstoken.TBoth || t.Kind == pstoken.TIncDec
	if f.kind == pfIndex {
		switch t.Kind {
		case pstoken.TAmp, pstoken.TDot, pstoken.TWord:
			m.syntaxError() // MissingArrayIndexExpression
			f.st = psExprHave
			return true
		}
	}
	switch t.Kind {
	case pstoken.TAmp, pstoken.TDot:
		f.st = psCmdName
	case pstoken.TVar, pstoken.TNum, pstoken.TStr:
		f.st = psExprHave
	case pstoken.TLBracket:
		m.openFrame(pfType, t, psCast)
	case pstoken.TUnary, pstoken.TBoth, pstoken.TIncDec, pstoken.TComma:
		f.expect(psExprNeed, t)
	case pstoken.TPipe:
		f.expect(psPipeNeed, t)
	case pstoken.TOrOr, pstoken.TAndAnd:
		f.expect(psChainNeed, t)
	case pstoken.TBinOp, pstoken.TAssign, pstoken.TQuestion, pstoken.TColon, pstoken.TColonColon, pstoken.TRBracket:
		m.syntaxError() // an operator where an expression or command must begin
		f.st = psCmd
	case pstoken.TRedir, pstoken.TRedirIn:
		f.redirect(t, psCmd) // a redirection first: what follows its target is the command's
	default:
		if !m.opener(t, psExprHave) {
			f.st = psCmd
			m.traceCommand(t)
		}
	}
	return true
}

// traceCommand tells pstoken.TraceCommand that the command named by t
// begins there.
func (m *powershell) traceCommand(t pstoken.Tok) {
	switch {
	case pstoken.TraceCommand == nil, m.quiet:
	case m.judge:
		m.named = append(m.named, mark(t.At))
	default:
		pstoken.TraceCommand("lexer", t.At.Line, t.At.Col)
	}
}

// cmdToken handles a token among command arguments (CommandRule).
func (m *powershell) cmdToken(f *psFrame, t pstoken.Tok) bool {
	switch t.Kind {
	case pstoken.TNewline, pstoken.TSemi:
		f.st = psStart
		m.pipelineEnd(f, t)
	case pstoken.TPipe:
		f.expect(psPipeNeed, t)
	case pstoken.TAndAnd, pstoken.TOrOr:
		f.expect(psChainNeed, t)
	case pstoken.TAmp:
		f.st = psStart // background
	case pstoken.TComma:
		// After an argument a comma makes it an array whose next element
		// follows (GetCommandArgument: MissingExpression is reported after
		// the comma, incomplete at the end of input). After the command's
		// name, a parameter, -- or a redirection CommandRule reads the
		// comma itself: MissingArgument, an error whatever follows, and
		// then it skips newlines (Parser.cs CommandRule, case Comma).
		if f.cmdArg {
			f.expect(psCmdArgNeed, t)
			break
		}
		m.syntaxError()
		f.st = psCmdComma
	case pstoken.TRedir, pstoken.TRedirIn:
		f.cmdArg = false
		f.redirect(t, psCmd)
	default:
		f.cmdArg = !(t.Kind == pstoken.TWord && t.Param)
		m.cmdElement(f, t, psCmd)
	}
	return true
}

// cmdElement reads t, the first token of a command's element (its name
// after & or ., an argument, a redirection's file), after which frame f
// goes on in state ret. GetCommandArgument reads a variable, a string, a
// number or a group as a primary expression with its members
// (PrimaryExpressionRule(withMemberAccess: true), then
// CheckPostPrimaryExpressionOperators): among command arguments what
// touches it may go on with it (psCmdPost).
func (m *powershell) cmdElement(f *psFrame, t pstoken.Tok, ret psState) {
	post := ret
	if ret == psCmd {
		post = psCmdPost
	}
	if m.opener(t, post) {
		return
	}
	switch t.Kind {
	case pstoken.TVar, pstoken.TStr, pstoken.TNum:
		f.st = post
	default:
		f.st = ret
	}
}

// beginsElement reports whether t, in f's state, begins an element of a
// command, rather than going on with one (a member) or being no element.
func (f *psFrame) beginsElement(t pstoken.Tok) bool {
	switch f.st {
	case psCmd:
		return true
	case psCmdPost, psCmdInvoke:
		return !f.continues(t)
	}
	return false
}

// inCmd reports whether f is among a command's elements: between them
// or in the members of one.
func (f *psFrame) inCmd() bool {
	switch f.st {
	case psCmd, psCmdPost, psCmdInvoke, psCmdMember:
		return true
	}
	return false
}

// continues reports whether t, read in state psCmdPost or psCmdInvoke,
// goes on with the argument before it: a member operator or [ touching it
// (GetMemberAccessOperator; pstoken.ModeMember reads no other), and after
// a member's name ( or { touching it, its arguments
// (GetInvokeMemberOpenParen).
func (f *psFrame) continues(t pstoken.Tok) bool {
	switch t.Kind {
	case pstoken.TDot, pstoken.TColonColon, pstoken.TLBracket:
		return t.Adj
	case pstoken.TLParen, pstoken.TLBrace:
		return t.Adj && f.st == psCmdInvoke
	}
	return false
}

// operand handles the token after an operator (UnaryExpressionRule).
func (m *powershell) operand(f *psFrame, t pstoken.Tok) bool {
	switch t.Kind {
	case pstoken.TNewline:
		return true
	case pstoken.TVar, pstoken.TNum, pstoken.TStr:
		f.st = psExprHave
		return true
	case pstoken.TUnary, pstoken.TBoth, pstoken.TIncDec, pstoken.TComma:
		f.expect(psExprNeed, t)
		return true
	case pstoken.TLBracket:
		m.openFrame(pfType, t, psCast)
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
func (m *powershell) afterOperand(f *psFrame, t pstoken.Tok) bool {
	switch t.Kind {
	case pstoken.TNewline:
		if f.tern > 0 {
			return true // the : of a ternary may come on the next line
		}
		f.st = psStart
		m.pipelineEnd(f, t)
	case pstoken.TSemi:
		f.st, f.tern = psStart, 0
		m.pipelineEnd(f, t)
	case pstoken.TBinOp, pstoken.TBoth, pstoken.TComma:
		f.noLHS = f.noLHS || t.Kind != pstoken.TComma // $a, $b = 1, 2 assigns both
		f.expect(psExprNeed, t)
	case pstoken.TQuestion:
		f.tern++
		f.expect(psExprNeed, t)
	case pstoken.TColon:
		if f.tern == 0 {
			m.syntaxError() // : after an operand without ?
			f.st = psStart
			return false
		}
		f.tern--
		f.expect(psExprNeed, t)
	case pstoken.TAssign:
		if f.noLHS {
			m.syntaxError() // !$x = 1, $a + $b = 1: InvalidLeftHandSide
		}
		f.expect(psStmtNeed, t)
	case pstoken.TIncDec: // $i++
	case pstoken.TParam:
		// -name that is no operator after an operand: an unexpected token
		// (StatementListRule's UnexpectedToken), read past as before.
		m.syntaxError()
	case pstoken.TDot, pstoken.TColonColon:
		if !t.Adj {
			m.syntaxError() // an unexpected token after an operand
			f.st = psStart
			return false
		}
		f.expect(psMemberNeed, t)
	case pstoken.TLBracket:
		if !t.Adj {
			m.syntaxError() // an unexpected token after an operand
			f.st = psStart
			return false
		}
		m.openFrame(pfIndex, t, psExprHave)
	case pstoken.TLParen, pstoken.TLBrace:
		if !t.Adj {
			m.syntaxError() // an unexpected token after an operand
			f.st = psStart
			return false
		}
		m.opener(t, psExprHave) // method call arguments, or a script block argument
	case pstoken.TPipe:
		f.expect(psPipeNeed, t)
	case pstoken.TAndAnd, pstoken.TOrOr:
		f.expect(psChainNeed, t)
	case pstoken.TAmp:
		f.st = psStart
	case pstoken.TRedir, pstoken.TRedirIn:
		f.redirect(t, psExprHave)
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
func (m *powershell) typeToken(f *psFrame, t pstoken.Tok) bool {
	switch pstoken.TypeToken(t.Kind) {
	case pstoken.TypeOpen:
		m.openFrame(pfType, t, psStart)
	case pstoken.TypeArgs:
		m.openFrame(pfParen, t, psStart)
		f.typeName = true
	case pstoken.TypeSep:
		f.typeName = false
	case pstoken.TypeBlank:
	case pstoken.TypeBroken:
		// No ]: an error; the type is taken as closed.
		m.syntaxError()
		ret := f.ret
		m.frames = m.frames[:len(m.frames)-1]
		m.top().st = ret
		return false
	default:
		f.typeName = true
	}
	return true
}

// keywordToken handles a token in the states of keyword statements.
func (m *powershell) keywordToken(f *psFrame, t pstoken.Tok) bool {
	if t.Kind == pstoken.TNewline {
		if f.st == psParam {
			return true
		}
		return true // all of them skip newlines (SkipNewlines)
	}
	word := ""
	if t.Kind == pstoken.TWord && t.Simple {
		word = t.Text
	}
	switch f.st {
	case psNeedParen:
		if t.Kind == pstoken.TLParen && f.kw == pkFor {
			m.openFrame(pfFor, t, psNeedBrace)
			return true
		}
		if t.Kind == pstoken.TLParen {
			next := psNeedBrace
			if f.kw == pkDoCond {
				next = psStart
			}
			c := m.openFrame(pfCond, t, next)
			c.ifCond = f.kw == pkIf
			return true
		}
	case psNeedBrace:
		if t.Kind == pstoken.TLBrace {
			m.openFrame(pfBrace, t, psAfterBrace(f.kw))
			return true
		}
	case psIfDone:
		switch pstoken.KeywordOf(word) {
		case pstoken.KwElseIf:
			f.keywordStmt(pkIf, t, psNeedParen)
			return true
		case pstoken.KwElse:
			f.keywordStmt(pkElse, t, psNeedBrace)
			return true
		}
		f.st = psStart
		return false
	case psTryAfter, psCatchAfter:
		switch pstoken.KeywordOf(word) {
		case pstoken.KwCatch:
			f.keywordStmt(pkCatch, t, psCatchTypes)
			return true
		case pstoken.KwFinally:
			f.keywordStmt(pkFinally, t, psNeedBrace)
			return true
		}
		f.st = psStart // psTryAfter: MissingCatchOrFinally, an error
		m.syntaxError()
		return false
	case psCatchTypes:
		switch t.Kind {
		case pstoken.TLBracket:
			m.openFrame(pfType, t, psCatchTypes)
			return true
		case pstoken.TComma:
			return true
		case pstoken.TLBrace:
			m.openFrame(pfBrace, t, psCatchAfter)
			return true
		}
	case psDoWhile:
		if kw := pstoken.KeywordOf(word); kw == pstoken.KwWhile || kw == pstoken.KwUntil {
			f.keywordStmt(pkDoCond, t, psNeedParen)
			return true
		}
	case psFuncName:
		switch t.Kind {
		case pstoken.TPipe, pstoken.TLParen, pstoken.TLBrace, pstoken.TAtParen, pstoken.TAtBrace, pstoken.TSemi, pstoken.TRedir, pstoken.TRedirIn,
			pstoken.TAndAnd, pstoken.TOrOr, pstoken.TAmp, pstoken.TVar, pstoken.TStr, pstoken.TDollarParen:
		default:
			f.st = psFuncParams
			return true
		}
	case psFuncParams:
		switch t.Kind {
		case pstoken.TLParen:
			m.openFrame(pfParen, t, psNeedBrace)
			return true
		case pstoken.TLBrace:
			m.openFrame(pfBrace, t, psStart)
			return true
		}
	case psSkipToBrace:
		switch t.Kind {
		case pstoken.TLParen:
			if f.kw == pkForeach {
				m.openFrame(pfForeach, t, psNeedBrace)
				return true
			}
			if f.kw == pkSwitch {
				m.openFrame(pfCond, t, psNeedBrace)
				return true
			}
		case pstoken.TLBrace:
			if f.kw != pkForeach {
				m.openFrame(pfBrace, t, psStart)
				return true
			}
		case pstoken.TLBracket:
			m.openFrame(pfType, t, psSkipToBrace)
			return true
		case pstoken.TSemi, pstoken.TPipe, pstoken.TAndAnd, pstoken.TOrOr, pstoken.TAmp:
		default:
			return true
		}
	case psForeachVar:
		if t.Kind == pstoken.TVar {
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
		if t.Kind == pstoken.TLParen {
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
	if bt, ok := m.tk.Backtick(); ok {
		btAt := mark(bt)
		return btAt.open(KindBacktickCont, "remove the backtick at "+btAt.String()+" that ends the input, or put the rest of the command after it")
	}
	if k, p, ok := m.tk.Open(); ok {
		at := mark(p)
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
	case psExprNeed, psMemberNeed, psCmdMember, psCmdArgNeed:
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
	if at.Line == 0 {
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
