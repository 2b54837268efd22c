package lexer

import (
	"bytes"
	"strings"
)

// The posix reader follows what an interactive bash, dash, zsh or mksh does
// with each line it reads, not what `sh -n` says of a file: the shells scan
// quotes, backquotes, $( ), ${ } and $(( )) lexically while they parse (so
// `for i in 1; do \`echo; done` waits for the backquote), read heredoc bodies
// after the newline that ends the line holding the operator, drop the rest of
// a line on a syntax error and start afresh, and wait whenever a command list
// is still open (a trailing |, && or ||, an if without fi, …).
//
// It is one resumable state machine: a stack of frames, one per open quote,
// substitution or compound command. Bytes are consumed one at a time and
// never revisited, so the time is linear in the input. Where a token needs a
// byte of lookahead (`$(`, `<<-`, `&&`), the pending token is kept in the
// machine until the next byte arrives.
//
// Sources followed: bash 5.2 parse.y (read_token, parse_matched_pair,
// parse_comsub, read_secondary_line, the grammar rules), dash 0.5.12
// parser.c (readtoken1, list, parseheredoc), and the differential tests in
// differential_test.go against the installed shells, which are the ground
// truth.

// frameKind says what a frame on the posix stack is.
type frameKind uint8

const (
	// Lexical frames: only their closing character matters.
	fSQuote    frameKind = iota // '…'
	fDQuote                     // "…"
	fANSIC                      // $'…'
	fBacktick                   // `…`
	fParam                      // ${…}
	fArith                      // $((…)) and ((…)): counts parentheses
	fBracket                    // $[…] (bash)
	fArray                      // a=( … ): words up to )
	fSubscript                  // bash, mksh: NAME[ … ] where an assignment may stand
	fGlob                       // zsh: ( … ) within an argument, a glob group
	fBody                       // a heredoc body being read (under any nested frames)

	// List frames: they hold commands, and track where in a command the
	// parser is.
	fTop      // the input itself
	fCmdSubst // $( … ), <( … ), >( … )
	fSubshell // ( … )
	fBrace    // { … }
	fIf       // if … fi
	fWhile    // while/until … done
	fFor      // for/select … done
	fCase     // case … esac
	fFunc     // name() or function name: waiting for the body
	fTest     // [[ … ]]
)

// frameInfo names each frame kind for verdicts: the kind of what is open,
// the opener in words and its closer.
var frameInfo = [...]struct {
	kind, opener, closer string
}{
	fSQuote:    {KindQuoteSingle, "single quote", "'"},
	fDQuote:    {KindQuoteDouble, "double quote", `"`},
	fANSIC:     {KindQuoteANSIC, "$' quote", "'"},
	fBacktick:  {KindBacktick, "backquote", "`"},
	fParam:     {KindSubstParam, "${", "}"},
	fArith:     {KindSubstArith, "((", "))"},
	fBracket:   {KindSubstArith, "$[", "]"},
	fArray:     {KindBlockParen, "array (", ")"},
	fSubscript: {KindBlockOther, "[", "]"},
	fGlob:      {KindBlockParen, "(", ")"},
	fBody:      {KindHeredoc, "", ""},
	fTop:       {"", "", ""},
	fCmdSubst:  {KindSubstCommand, "$(", ")"},
	fSubshell:  {KindBlockParen, "(", ")"},
	fBrace:     {KindBlockBrace, "{", "}"},
	fIf:        {KindBlockIf, "if", "fi"},
	fWhile:     {KindBlockWhile, "loop", "done"},
	fFor:       {KindBlockFor, "loop", "done"},
	fCase:      {KindBlockCase, "case", "esac"},
	fFunc:      {KindBlockFunc, "function", "{ …; }"},
	fTest:      {KindBlockTest, "[[", "]]"},
}

// cmdState is where the parser stands within the current command of a list
// frame.
type cmdState uint8

const (
	csStart     cmdState = iota // before a command: reserved words count
	csNeed                      // after | && || : a command must follow, newlines are skipped
	csPrefix                    // after ! or time: a command may follow
	csWord                      // within a simple command, after its first word
	csRedir                     // after a redirection operator: its word must follow
	csCompound                  // after a compound command's closer: only operators and redirections
	csFuncParen                 // after `name (`: `)` must follow
)

// Sub-states of compound frames.
const (
	sList        uint8 = iota // an ordinary command list
	sIfCond                   // if/elif … : waiting for then
	sIfThen                   // then … : waiting for elif, else or fi
	sIfElse                   // else … : waiting for fi
	sLoopCond                 // while/until … : waiting for do
	sLoopBody                 // do … : waiting for done
	sForName                  // for: waiting for the name
	sForIn                    // for NAME: waiting for in, do, ; or newline
	sForWords                 // for NAME in …: words up to ; or newline
	sForDo                    // waiting for do
	sCaseWord                 // case: waiting for the word
	sCaseIn                   // case WORD: waiting for in
	sCasePat                  // waiting for a pattern or esac
	sCasePatWord              // after ( or |: a pattern must follow
	sCasePatNext              // after a pattern: waiting for | or )
	sCaseBody                 // in a case item's commands
	sFuncName                 // function: waiting for the name
	sFuncParens               // function NAME: optional () then the body
	sFuncParen2               // function NAME (: waiting for )
	sFuncBody                 // waiting for the compound command
	sBraceBody                // bash: for … { … }
	sForArith                 // for (( … )): waiting for ; newline do or {
	sTestTerm                 // [[: a term must follow (newlines skipped)
	sTestUnary                // [[ -n: its operand must follow
	sTestWord                 // [[ WORD: a binary operator, ]] && || or ) must follow
	sTestBinary               // [[ A ==: the right operand must follow
	sTestAfter                // [[ after a whole term: ]] && || ) (newlines skipped)
	sForZWords                // zsh: for NAME ( …: words up to )
	sForZBody                 // zsh: for NAME ( … ): waiting for do, { or a command
	sTestZ2                   // zsh [[ A B: a third word may follow (newlines skipped)
	sTestZ2P                  // … B is =, ==, != or =~: the third is a pattern
	sTestZ2D                  // … B is a dash and a letter: no third word
	sTestZ3                   // zsh [[ A B C: more words make a multi-word condition
	sTestZMulti               // zsh [[ A B C D…: words up to another token
	sRepeatCount              // zsh: repeat: waiting for the count
)

// frame is one open construct.
type frame struct {
	kind   frameKind
	sub    uint8    // compound sub-state (s*)
	cs     cmdState // list frames: where the current command stands
	hasCmd bool     // list frames: a command since the last keyword
	inWord bool     // list frames: a word is being read (resumed after a nested frame)
	quoted bool     // fParam: opened inside double quotes
	cmd    bool     // fArith: a (( )) command, not a $(( )) expansion; fGlob: opened in a command's word; fFunc: name(), not function NAME
	// The fields of one byte stand together, here and from array on: a
	// frame of 128 bytes, not 136 with padding between them.
	at      mark   // where it was opened
	opAt    mark   // list frames: the operator that left cs at csNeed
	op      string // that operator
	depth   int    // fArith, fBracket, fParam: nesting depth
	wordAt  int    // fParam: where its text begins in posix.word; fArith: where its second ( stands there (-1: not kept)
	rawAt   int    // fArith: the offset of its second ( in the input (see reread)
	rawMark mark   // fArith: … and its position
	nwords  int    // list frames: words of the current simple command
	array   bool   // fGlob (zsh): NAME=( … ), an array assignment
	funsub  bool   // fBrace (mksh): ${ … } or ${| … }, a command list within a word
	// dashA, opOK: fTest (zsh): the condition's first word is a dash and
	// more; its second is an operator a third word may follow.
	dashA, opOK bool
	assign      bool // list frames: every word so far is an assignment
	// target: list frames: the last word read was a redirection's
	// target or a heredoc's delimiter, not a word of the command.
	target bool
	// assignOK: list frames (bash): the command word is an assignment
	// builtin, so its NAME=( arguments open arrays until an operator or
	// a newline (parse.y's PST_ASSIGNOK).
	assignOK bool
	named    bool // list frames: the first word is plain (a function name?)
	// braceDone: list frames, cs == csCompound: the compound command
	// just closed is a { } group (zsh's always may follow).
	braceDone bool
	saved     bool     // fCmdSubst: the word it stands in is saved in posix.outer
	redirTo   cmdState // list frames, cs == csRedir: the state after the target word
	plain     bool     // fGlob in a command's word: the word was plain before its (
	apart     bool     // fGlob (zsh): a ( apart from the command's name, which () after the name would be
	keyWord   bool     // fGlob (zsh): a ( beginning the word after for, select or case, which (( after for would be
	// parens: fCase (zsh): the pattern being read was opened with (,
	// which zsh reads to its ) across newlines (case y in (y⏎ waits).
	parens bool
	// alt: zsh's alternative forms (parse.c): fFor, a foreach whose
	// body is a list closed by end (par_for, csh); fCase, case WORD {
	// … } closed by } (par_case, brace).
	alt bool
	// coproc: list frames (bash): 1 after the reserved word coproc, 2
	// after its first word, which names the coprocess when a compound
	// command follows (parse.y: COPROC WORD compound_command).
	coproc uint8
}

// outerWord is a word saved in posix.outer.
type outerWord struct {
	start int
	long  bool
}

// heredoc is a here-document whose body is still to be read.
type heredoc struct {
	depth  int // the stack depth where the operator stood
	delim  string
	quoted bool // the delimiter was quoted: no line joining in the body
	strip  bool // <<-: leading tabs are stripped
	at     mark
}

// posix is the reader for the posix family.
type posix struct {
	g     Grammar
	cur   cursor
	stack []frame
	// top1 is where stack starts: the top-level list's frame, which every
	// input has, is kept in the reader's own allocation rather than one of
	// its own (most inputs nest no deeper); reset and clone use it while
	// the stack fits.
	top1 [1]frame

	// pend holds the bytes of a token that needs lookahead ("$", "$(", "\\",
	// operators) and where it began.
	pend   []byte
	pendAt mark

	// The word being read in the innermost list frame: its raw bytes
	// (quotes included), whether it is plain (no quoting or expansion).
	word      []byte
	wordPlain bool
	wordLong  bool // longer than maxWord: not kept whole
	// zsh: the word's unquoted { not yet closed by its }, and whether
	// its last byte is an unquoted } that closes none (see endWord).
	wordBraces int
	wordBare   bool
	// outer holds the words command substitutions stand in (x[$( …),
	// one after the other, so that the words read inside leave them
	// whole; outerAt says where each starts.
	outer   []byte
	outerAt []outerWord

	comment    bool // in a # comment, up to the newline
	skipLine   bool // bash: tokens of the top-level list are dropped up to the newline (see testError)
	regex      bool // the next word is the right side of =~ in [[ ]]
	regexDepth int  // … and its open parentheses
	discard    bool // after a syntax error: the rest of the line is dropped
	errAtNL    bool // … the error was found at the newline token that ends the line
	errListEnd bool // … where the top-level list might end (after a whole command)
	inNewline  bool // a newline token is being handled
	joined     bool // the last newline consumed was escaped by a backslash
	joinAt     mark // where that backslash was
	wantDelim  bool // the next word is a heredoc delimiter
	delimStrip bool // … of a <<- operator
	delimAt    mark // … at this position

	heredocs  []heredoc // bodies to read, in order
	inBody    bool      // reading heredoc bodies
	line      []byte    // the body line read so far (bounded)
	lineLong  bool      // … longer than its delimiter
	lineBS    bool      // … ends with an unescaped backslash
	lineStart bool      // … nothing of it read yet (for <<- tab stripping)

	last byte // the last byte fed
	fed  bool // any byte fed

	// raw keeps the bytes stepped lately, the first at offset rawBase,
	// between maxWord and twice that many; off is the offset of the byte
	// being stepped. A (( or $(( whose )) does not come is read again from
	// them as the commands it turned out to hold (reread); replaying: that
	// is under way.
	raw       []byte
	rawBase   int
	off       int
	replaying bool
}

// maxWord bounds the bytes kept of a word: heredoc delimiters longer than
// this never match (the shells have no such limit; no real script needs it).
const maxWord = 4096

func newPosix(g Grammar) *posix {
	m := &posix{g: g}
	m.reset()
	return m
}

func (m *posix) reset() {
	stack := m.stack[:0]
	if cap(stack) <= len(m.top1) {
		stack = m.top1[:0]
	}
	*m = posix{g: m.g, stack: stack, word: m.word[:0], heredocs: m.heredocs[:0], line: m.line[:0], pend: m.pend[:0], outer: m.outer[:0], outerAt: m.outerAt[:0],
		raw: m.raw, rawBase: m.rawBase, off: m.off} // the offsets go on
	m.cur = newCursor()
	m.stack = append(m.stack, frame{kind: fTop})
}

// Dialect features.
func (m *posix) bashLike() bool  { return m.g != Posix }              // $'…', ((, [[, a=(, function, select, time
func (m *posix) isBash() bool    { return m.g == Bash }               // $[ ]
func (m *posix) procSubst() bool { return m.g == Bash || m.g == Zsh } // <( ) >( )

func (m *posix) top() *frame { return &m.stack[len(m.stack)-1] }

func (m *posix) push(k frameKind, at mark) *frame {
	if m.inBody {
		m.lineLong = true // a substitution within a body line: not a terminator
	}
	m.stack = append(m.stack, frame{kind: k, at: at, assign: true})
	return m.top()
}

func (m *posix) pop() { m.stack = m.stack[:len(m.stack)-1] }

// closeCompound pops a compound command's frame; its list goes on after it.
func (m *posix) closeCompound() {
	brace := m.top().kind == fBrace
	m.pop()
	f := m.top()
	f.cs, f.hasCmd, f.braceDone = csCompound, true, brace
}

// syntaxError drops the rest of the line, as the shells do, and starts
// afresh after it.
func (m *posix) syntaxError() {
	if !m.discard {
		f := m.top()
		m.errAtNL = m.inNewline
		m.errListEnd = len(m.stack) == 1 && f.cs != csNeed && f.cs != csRedir && f.cs != csFuncParen
	}
	m.discard = true
	m.pend = m.pend[:0]
}

func (m *posix) feed(p []byte, boundary func(off int)) {
	for i, b := range p {
		m.step(b)
		m.cur.advance(b)
		m.last, m.fed = b, true
		if b == '\n' && m.atBoundary() {
			boundary(i + 1)
		}
	}
}

// atBoundary reports whether all the input consumed forms complete commands.
func (m *posix) atBoundary() bool {
	if len(m.stack) != 1 || m.inBody || len(m.heredocs) > 0 || m.joined || len(m.pend) > 0 || m.discard || m.comment {
		return false
	}
	t := m.top()
	return !t.inWord && (t.cs == csStart || t.cs == csPrefix)
}

func (m *posix) verdict() Result {
	c := m
	if !m.fed || m.last != '\n' {
		// The input is typed and entered: the Enter ends its last line.
		c = m.clone()
		c.step('\n')
		c.cur.advance('\n')
	}
	if c.atBoundary() {
		return Result{Complete: true}
	}
	return c.open()
}

func (m *posix) clone() *posix {
	c := *m
	c.stack = append(c.top1[:0], m.stack...) // the copy's own array when the stack fits it
	c.heredocs = append([]heredoc(nil), m.heredocs...)
	c.word = append([]byte(nil), m.word...)
	c.line = append([]byte(nil), m.line...)
	c.pend = append([]byte(nil), m.pend...)
	c.raw = append([]byte(nil), m.raw...)
	c.outer = append([]byte(nil), m.outer...)
	c.outerAt = append([]outerWord(nil), m.outerAt...)
	return &c
}

// step consumes one byte.
func (m *posix) step(b byte) {
	if !m.replaying {
		if len(m.raw) == 2*maxWord {
			m.rawBase += copy(m.raw, m.raw[maxWord:])
			m.raw = m.raw[:maxWord]
		}
		m.raw = append(m.raw, b)
		m.off = m.rawBase + len(m.raw) - 1
	}
	switch {
	case m.discard:
	case m.comment:
		m.comment = b != '\n'
		if b == '\n' {
			m.joined = false
			m.listByte(m.top(), b)
		}
	default:
		m.joined = false
		for !m.stepOnce(b) {
		}
	}
	if m.discard && b == '\n' {
		m.restart()
	}
}

// restart starts afresh after a line dropped for a syntax error, keeping the
// position. The shells still read the bodies of heredocs opened on that
// line when the error is found at the newline itself (cat <<A; echo > with
// no file): their lexers read the bodies on reading the newline token,
// before the parser sees it (bash parse.y read_token, mksh lex.c yylex
// gethere, zsh lex.c gettok); dash forgets them all the same. bash reads
// them too when the error token follows a whole command of the top-level
// list (cat <<A; echo ), cat <<A; fi): its parser reduces the list first,
// and that reduction gathers the bodies (parse.y simple_list); not inside
// a compound command or a substitution, nor where a command is wanting
// (after a redirection operator, | or &&).
func (m *posix) restart() {
	cur, last, fed := m.cur, m.last, m.fed
	var docs []heredoc
	if m.g != Posix && m.errAtNL || m.g == Bash && m.errListEnd {
		docs = append(docs, m.heredocs...)
	}
	m.reset()
	m.cur, m.last, m.fed = cur, last, fed
	if len(docs) > 0 {
		m.heredocs = append(m.heredocs, docs...)
		m.startBodies()
	}
}

// stepOnce consumes b in the current state, or changes the state and
// returns false to have b consumed again.
func (m *posix) stepOnce(b byte) bool {
	if len(m.pend) > 0 {
		return m.pending(b)
	}
	f := m.top()
	switch f.kind {
	case fSQuote:
		m.addWord(b)
		if b == '\'' {
			m.pop()
		}
	case fANSIC, fBacktick:
		m.addWord(b)
		switch {
		case b == '\\':
			m.startPend(b)
		case b == '\'' && f.kind == fANSIC, b == '`' && f.kind == fBacktick:
			m.pop()
		}
	case fDQuote:
		m.addWord(b)
		switch b {
		case '\\', '$':
			m.startPend(b)
		case '`':
			m.push(fBacktick, m.cur.mark())
		case '"':
			m.pop()
		}
	case fParam, fArith, fBracket, fSubscript, fGlob:
		return m.nested(f, b)
	case fBody:
		m.bodyByte(b)
	default:
		return m.listByte(f, b)
	}
	return true
}

// nested consumes a byte inside ${ }, $(( )), (( )) or $[ ]: quotes and
// substitutions nest within them, and their closer ends them.
func (m *posix) nested(f *frame, b byte) bool {
	if f.kind == fParam && f.sub >= pStart {
		return m.paramName(f, b)
	}
	if m.g == Mksh && f.kind == fParam && f.wordAt == len(m.word) && !m.wordLong && (b == ' ' || b == '\t' || b == '\n' || b == '|') {
		// mksh: ${ then a blank or | is a function substitution, a
		// command list up to an unquoted } (lex.c, funsub and valsub):
		// ${ echo a; }.
		at := f.at
		m.pop()
		m.openCmdSubst(at)
		g := m.top()
		g.kind, g.funsub = fBrace, true
		return b == '|' // a blank or newline is read in the list
	}
	if f.kind == fArith && f.sub == 1 {
		f.sub = 0
		switch {
		case b == ')':
			m.addWord(b)
			if f.cmd {
				m.closeCompound()
			} else {
				m.pop()
			}
			return true
		case m.g == Posix:
			// dash: a lone ) is part of the expression, which goes on
			// to its )).
			f.depth = 0
			return false
		}
		// bash and zsh: (( … ) … was a subshell in a subshell; the outer
		// one is open.
		if f.cmd && m.reread(f) {
			return false
		}
		if f.cmd && m.g == Zsh && m.cur.line == f.at.Line && m.cur.col == f.at.Col+3 {
			// zsh: (() …: the inner () at a command's start defines an
			// anonymous function, whose body follows (par_funcdef).
			at := f.at
			at.Col++
			f.kind, f.cs, f.hasCmd = fSubshell, csStart, false
			m.push(fFunc, at).sub = sFuncBody
			return false
		}
		if f.cmd {
			f.kind, f.cs, f.hasCmd = fSubshell, csCompound, true
			return false
		}
		if len(m.stack) > 1 && m.stack[len(m.stack)-2].kind == fFor {
			if m.g == Bash || m.g == Zsh {
				// for (( … ) …: parse.y's parse_dparen takes only
				// an arithmetic header after for; anything else is
				// a syntax error (in zsh too).
				m.syntaxError()
				return true
			}
			f.kind, f.cs, f.hasCmd = fCmdSubst, csCompound, true
			return false
		}
		if (m.g == Mksh || m.g == Zsh && !m.inCmdSubst()) && m.reread(f) {
			// (zsh within a command substitution does not: the
			// differential finds echo $(echo $(( (1) + (2) ) ) ) waiting
			// there, as bash does; its text is read raw there, lex.c
			// lex_add_raw.)
			return false
		}
		// bash: $(( … ) … goes on as parse.y's parse_matched_pair
		// reads it, counting parentheses (no comments, no words) up to
		// the ) that balances $( ; it then runs as a command
		// substitution.
		f.sub, f.depth = arithFlat, 0
		return false
	}
	if f.kind == fGlob && f.cmd && b == ')' && m.cur.line == f.at.Line && m.cur.col == f.at.Col+1 && bytes.IndexByte(m.word, '=') < 0 {
		// zsh: name() in the command's word defines a function: the word
		// ends before the (, and the () follow it.
		m.pop()
		m.word, m.wordPlain = m.word[:len(m.word)-1], f.plain
		p := m.top()
		p.inWord = false
		m.endWord(p)
		m.listToken(p, "(", f.at)
		m.listToken(p, ")", m.cur.mark())
		return true
	}
	if f.kind == fGlob && f.keyWord && b == '(' && m.cur.line == f.at.Line && m.cur.col == f.at.Col+1 && m.stack[len(m.stack)-2].kind == fFor {
		// zsh: for (( … )), the arithmetic for; the glob group was none.
		m.pop()
		m.word = m.word[:0]
		p := m.top()
		p.inWord = false
		p.sub = sForArith
		m.push(fArith, f.at)
		return true
	}
	if f.kind == fGlob && f.keyWord && b == ')' && f.depth == 0 && m.stack[len(m.stack)-2].kind == fFor {
		// zsh: for ( … ): the name is no identifier, a parse error once
		// its word is read (par_for).
		m.addWord(b)
		m.pop()
		m.syntaxError()
		return true
	}
	if f.kind == fGlob && f.apart && b == ')' && m.cur.line == f.at.Line && m.cur.col == f.at.Col+1 {
		// zsh: name () defines a function (par_simple: INOUTPAR after
		// the name); the glob group was none.
		m.pop()
		m.word = m.word[:0]
		p := m.top()
		p.inWord = false
		m.listToken(p, "(", f.at)
		m.listToken(p, ")", m.cur.mark())
		return true
	}
	if m.g == Mksh && f.kind == fSubscript {
		// mksh reads a subscript raw up to the ] that balances it (lex.c
		// arraysub): quotes and $ are characters there. In ${NAME[ it
		// ends on its line: a newline is a syntax error ("${x[⏎ is
		// complete, then ]} begins a command of its own). Where an
		// assignment may stand (NAME[), the newline is taken into the
		// word and the command goes on on the next line (ech[o a⏎echo b
		// is one command); till a byte of that line comes the frame
		// stays, done (sub 1), so that input ending there waits at the [.
		inParam := m.stack[len(m.stack)-2].kind == fParam
		if !inParam && f.sub == 1 {
			m.pop()
			return false
		}
		switch b {
		case '\n':
			if inParam {
				m.syntaxError()
				return true
			}
			f.sub = 1
		case '[':
			f.depth++
		case ']':
			if f.depth--; f.depth < 0 {
				m.pop()
			}
		}
		m.addWord(b)
		return true
	}
	if m.g == Mksh && f.kind == fParam && b == '[' && f.depth == 0 && f.wordAt >= 0 && f.wordAt <= len(m.word) && !m.wordLong {
		if name := bytes.TrimLeft(m.word[f.wordAt:], "#!"); len(name) > 0 && isName(name) {
			m.addWord(b)
			m.push(fSubscript, m.cur.mark())
			return true
		}
	}
	if f.kind == fGlob && f.array && b == ';' {
		// zsh skips a ; between an array's words (x=(a; b waits), but
		// ;; is an error.
		if f.sub == 1 {
			m.syntaxError()
			return true
		}
		f.sub = 1
		m.addWord(b)
		return true
	}
	if f.kind == fGlob {
		f.sub = 0
	}
	if f.kind == fGlob && m.g == Zsh && (b == ';' || b == '&' || b == '<' || b == '>') {
		if f.array {
			m.syntaxError() // x=(a&b: an operator among an array's words
			return true
		}
		// zsh ends the word at ; & < and > even inside its parentheses
		// (lex.c gettokstr: LX2_BREAK, LX2_OUTANG and LX2_INANG goto brk
		// whatever pct says); the open group is only a bad pattern when
		// the command runs. So if tru(e; then waits for fi, and echo
		// ab( ;; ends a case item.
		keyWord := f.keyWord
		m.pop()
		if keyWord && m.top().kind == fFor {
			m.syntaxError() // for (a;: the name is no identifier (par_for)
			return true
		}
		return false
	}
	m.addWord(b)
	if (b == '"' || b == '\'') && (f.kind == fArith && m.g == Posix || m.g == Zsh && m.zshArith()) {
		// dash: no quoting inside $(( )); zsh reads $(( )), (( )) and
		// $[ ] as dquote_parse does up to their closer (lex.c
		// cmd_or_math_sub, dquote_parse): a quote there, even within a
		// ${ } of it, is a character.
		return true
	}
	switch b {
	case '\\', '$':
		m.startPend(b)
	case '`':
		m.push(fBacktick, m.cur.mark())
	case '"':
		m.push(fDQuote, m.cur.mark())
	case '\'':
		// dash, zsh and mksh (R59: "${x:-'a}" is 'a): inside a
		// double-quoted ${ }, a single quote is literal; bash still
		// matches it.
		if !(f.kind == fParam && f.quoted && (m.g == Posix || m.g == Zsh || m.g == Mksh)) {
			m.push(fSQuote, m.cur.mark())
		}
	case '(', '[', '{':
		if b == openerOf(f.kind) || b == '{' && f.kind == fParam && m.g == Zsh && !f.quoted {
			// zsh counts the braces of an unquoted ${ … } up to the one
			// that balances it (${x:-{} waits; lex.c LX2_OUTBRACE).
			f.depth++
		}
	case ')', ']', '}':
		if b != closerOf(f.kind) {
			break
		}
		if f.depth--; f.depth >= 0 {
			break
		}
		if f.kind == fArith && f.sub != arithFlat {
			f.sub = 1
			break
		}
		m.pop()
	}
	return true
}

// zshArith reports whether the innermost frames, up to the nearest one that
// is no arithmetic, ${ } or subscript, hold an arithmetic expansion or
// command: zsh reads it without quoting.
func (m *posix) zshArith() bool {
	for i := len(m.stack) - 1; i >= 0; i-- {
		switch m.stack[i].kind {
		case fArith, fBracket:
			return m.stack[i].sub != arithFlat
		case fParam, fSubscript:
			continue
		}
		return false
	}
	return false
}

// pushArith opens (( or $(( at at; the byte being stepped is its second (.
func (m *posix) pushArith(at mark) *frame {
	f := m.push(fArith, at)
	f.rawAt, f.rawMark, f.wordAt = m.off, m.cur.mark(), -1
	return f
}

// reread reads the text of the (( or $(( of frame f again, from its second
// ( up to the ) just read, as the commands it turned out to hold: bash, zsh
// and mksh read (( … ) … as a subshell within a subshell, zsh and mksh
// $(( … ) … as a command substitution holding one (bash parse.y
// parse_dparen, zsh lex.c cmd_or_math, mksh lex.c "mismatched parenthesis
// - assume we were really parsing a $(...) expression"), and they parse
// what it holds: (( y = (1 + 2) * 3 ) is a syntax error, (( (echo a) )
// waits. f must be the top frame. It reports false, changing nothing, when
// the text is no longer kept or a reread is under way (each byte is then
// read at most twice).
func (m *posix) reread(f *frame) bool {
	from, end := f.rawAt-m.rawBase, m.off-m.rawBase
	if m.replaying || from < 0 || end > len(m.raw) || from >= end {
		return false
	}
	text := append([]byte(nil), m.raw[from:end]...)
	at, cmd, wordAt := f.at, f.cmd, f.wordAt
	mark := f.rawMark
	m.pop()
	if cmd {
		p := m.push(fSubshell, at)
		p.cs = csStart
	} else {
		if wordAt >= 0 && wordAt <= len(m.word) {
			m.word = m.word[:wordAt] // …$(
		}
		m.openCmdSubst(at)
	}
	cur, off := m.cur, m.off
	m.replaying = true
	m.cur = cursor{line: mark.Line, col: mark.Col}
	for i, c := range text {
		m.off = f.rawAt + i
		m.step(c)
		m.cur.advance(c)
	}
	m.replaying = false
	m.cur, m.off = cur, off
	return true
}

// inCmdSubst reports whether a command substitution is open.
func (m *posix) inCmdSubst() bool {
	for i := range m.stack {
		if m.stack[i].kind == fCmdSubst {
			return true
		}
	}
	return false
}

// arithFlat (frame.sub of an fArith, bash): a $(( whose )) came as ) alone:
// parentheses are counted up to the ) that balances its $(.
const arithFlat uint8 = 2

func openerOf(k frameKind) byte {
	switch k {
	case fArith, fGlob:
		return '('
	case fBracket, fSubscript:
		return '['
	}
	return 0 // ${ } counts only nested ${, through its own frame
}

func closerOf(k frameKind) byte {
	switch k {
	case fArith, fGlob:
		return ')'
	case fBracket, fSubscript:
		return ']'
	}
	return '}'
}

func (m *posix) startPend(b byte) {
	m.pend = append(m.pend[:0], b)
	m.pendAt = m.cur.mark()
}

// addWord records b as part of the current word.
func (m *posix) addWord(b byte) {
	if len(m.word) < maxWord {
		m.word = append(m.word, b)
	} else {
		m.wordLong = true
	}
}

// pending resolves a token that needed lookahead, given the next byte.
func (m *posix) pending(b byte) bool {
	switch m.pend[0] {
	case '\\':
		m.pend = m.pend[:0]
		f := m.top()
		if b != '\n' {
			if f.kind >= fTop {
				m.wordPlain = false
			}
			m.addWord(b)
			return true
		}
		if f.kind == fANSIC {
			m.addWord(b)
			return true
		}
		// A line continuation: the backslash and the newline vanish.
		if n := len(m.word); n > 0 && m.word[n-1] == '\\' {
			m.word = m.word[:n-1]
		}
		if f.kind >= fTop {
			m.joined, m.joinAt = true, m.pendAt
		}
		return true
	case '$':
		return m.dollar(b)
	}
	return m.operator(b)
}

// dollar resolves $ (or "$(") followed by b.
func (m *posix) dollar(b byte) bool {
	at := m.pendAt
	f := m.top()
	if len(m.pend) == 2 { // "$(" then b
		m.pend = m.pend[:0]
		if b == '(' {
			m.addWord(b)
			if f.kind != fBody {
				m.pushArith(at).wordAt = len(m.word) - 1
				if m.wordLong {
					m.top().wordAt = -1
				}
			}
			return true
		}
		m.openCmdSubst(at)
		return false
	}
	switch {
	case b == '$':
		m.addWord(b)
		if m.g == Zsh && f.kind != fDQuote && !(f.kind == fParam && f.quoted) {
			// zsh, outside double quotes: $$ is no token of the
			// lexer's; the second $ begins an expansion of its own
			// ($$'a' is $ then $'a', $${ opens a ${ }).
			m.pendAt = m.cur.mark()
			return true
		}
		m.pend = m.pend[:0]
		return true
	case b == '(':
		m.addWord(b)
		m.pend = append(m.pend, b)
		return true
	case f.kind == fBody:
		// dash's heredoc reader checks each line for the terminator
		// within ${ } and $(( )); only $( and ` hide it.
		m.pend = m.pend[:0]
		return false
	case b == '{' && f.kind == fArith && m.isBash():
		// bash reads $(( … )) and (( … )) as parse_matched_pair does:
		// parentheses counted, ${ not nested, its { and } plain. When
		// the )) of (( does not come, bash reads it again as subshells,
		// where ${ … } nests (reread).
		m.pend = m.pend[:0]
		m.addWord(b)
		return true
	case b == '{':
		m.pend = m.pend[:0]
		m.addWord(b)
		p := m.push(fParam, at)
		p.quoted = f.kind == fDQuote
		p.wordAt = len(m.word)
		if m.wordLong {
			p.wordAt = -1
		}
		if m.g == Posix {
			p.sub = pStart
		}
		return true
	case b == '[' && (m.isBash() || m.g == Zsh): // $[ … ]: arithmetic
		m.pend = m.pend[:0]
		m.addWord(b)
		m.push(fBracket, at)
		return true
	case b == '\'' && m.bashLike() && f.kind != fDQuote && f.kind != fArith && f.kind != fBracket && !(f.kind == fParam && f.quoted && m.g != Bash && m.g != Mksh):
		// $'…' inside a double-quoted ${ } too in bash and mksh (where
		// a ' alone is literal there).
		m.pend = m.pend[:0]
		m.addWord(b)
		m.push(fANSIC, at)
		return true
	}
	m.pend = m.pend[:0]
	return false
}

// openCmdSubst opens $( … ), <( … ) or >( … ): a command list inside a
// word, which goes on after it.
func (m *posix) openCmdSubst(at mark) {
	m.wordPlain = false
	m.lineLong = true
	if lf := m.listFrame(); lf != nil {
		lf.inWord = true
	}
	m.outerAt = append(m.outerAt, outerWord{len(m.outer), m.wordLong})
	m.outer = append(m.outer, m.word...)
	m.push(fCmdSubst, at).saved = true
}

// closeCmdSubst pops a command substitution's frame; the word it stands
// in goes on.
//
// dash, zsh and mksh forget the heredocs whose substitution closed before
// their body could start (echo $(cat <<A) is complete: their substitutions
// are read by a parser of their own, which ends at the ); mksh then
// reports the here document unclosed); bash reads the bodies after the
// line (warning: command substitution: 1 unterminated here-document).
func (m *posix) closeCmdSubst() {
	if m.top().saved {
		w := m.outerAt[len(m.outerAt)-1]
		m.outerAt = m.outerAt[:len(m.outerAt)-1]
		m.word = append(m.word[:0], m.outer[w.start:]...)
		m.outer = m.outer[:w.start]
		m.wordPlain, m.wordLong = false, w.long
	}
	m.pop()
	if m.g != Bash {
		for len(m.heredocs) > 0 && m.heredocs[len(m.heredocs)-1].depth > len(m.stack) {
			m.heredocs = m.heredocs[:len(m.heredocs)-1]
		}
	}
}

// listFrame returns the innermost list frame.
func (m *posix) listFrame() *frame {
	for i := len(m.stack) - 1; i >= 0; i-- {
		switch k := m.stack[i].kind; {
		case k >= fTop || k == fArray:
			return &m.stack[i]
		case k == fBody:
			return nil
		}
	}
	return nil
}

// isMeta reports whether b ends a word.
func isMeta(b byte) bool {
	switch b {
	case ' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>':
		return true
	}
	return false
}

// listByte consumes b in a list frame or an array.
func (m *posix) listByte(f *frame, b byte) bool {
	if m.regex && f.kind == fTest && m.regexByte(f, b) {
		return true
	}
	if m.g == Zsh && m.zshGroup(f, b) {
		return true
	}
	if m.g == Mksh && b == '(' && f.inWord && m.opensPattern() {
		// mksh: *( +( ?( @( !( in a word open a pattern group up to
		// the ) that balances it, across blanks, newlines and ; & | <
		// > (lex.c: SPATTERN after an unquoted one of *+?@!): echo +(a
		// waits.
		m.openGlob(f, b)
		return true
	}
	if f.funsub && b == '}' {
		// An unquoted } ends a function substitution, wherever it
		// stands (${ echo a}, "${ x;}").
		if f.inWord {
			f.inWord = false
			m.endWord(f)
		}
		m.closeCmdSubst()
		return true
	}
	if f.inWord {
		if !isMeta(b) {
			if b == '[' && (m.g == Bash || m.g == Mksh) && m.opensSubscript(f) {
				m.addWord(b)
				m.wordPlain = false
				m.push(fSubscript, m.cur.mark())
				return true
			}
			return m.wordByte(b)
		}
		f.inWord = false
		if (b == '<' || b == '>') && m.fdNumber(f) {
			// 2>x: the digit is the redirection's, no word of the
			// command.
			m.word = m.word[:0]
			return false
		}
		if b == '(' && m.bashLike() && f.kind != fArray && m.opensArray(f) {
			m.endWord(f)
			m.push(fArray, m.cur.mark())
			return true
		}
		m.endWord(f)
		return false
	}
	switch b {
	case ' ', '\t':
		return true
	case '\n':
		m.newline(f)
		return true
	case '#':
		m.comment = true
		return true
	}
	if f.kind == fArray {
		switch {
		case b == ')':
			m.pop()
			if m.g == Mksh {
				// mksh makes x=(a b) the command set -A x a b
				// (get_command): words follow, and no other array
				// or subshell (x=(a)( and x=(a) y=(b) are errors).
				p := m.top()
				p.nwords, p.assign = 2, false
			}
			return true
		case isMeta(b):
			m.syntaxError()
			return true
		}
	} else if isMeta(b) {
		m.startPend(b)
		return true
	}
	f.inWord = true
	m.word = m.word[:0]
	m.wordPlain, m.wordLong = true, false
	m.wordBraces, m.wordBare = 0, false
	if b == '[' && f.kind == fArray && m.g == Bash {
		// bash: an array's word that begins with [ begins a subscript,
		// read as a matched pair to its ] (read_token_word with
		// PST_COMPASSIGN), past blanks and newlines: x=([0=a [1]=b)
		// waits for the ] of [0.
		m.addWord(b)
		m.wordPlain = false
		m.push(fSubscript, m.cur.mark())
		return true
	}
	return m.wordByte(b)
}

// wordByte consumes b inside a word.
func (m *posix) wordByte(b byte) bool {
	m.addWord(b)
	if m.g == Zsh {
		// Every byte of the word outside quotes and expansions comes
		// here, and so does the first byte of each of those.
		m.wordBare = b == '}' && m.wordBraces == 0
		switch {
		case b == '{':
			m.wordBraces++
		case b == '}' && m.wordBraces > 0:
			m.wordBraces--
		}
	}
	switch b {
	case '\\', '$':
		m.startPend(b)
	case '\'':
		m.wordPlain = false
		m.push(fSQuote, m.cur.mark())
	case '"':
		m.wordPlain = false
		m.push(fDQuote, m.cur.mark())
	case '`':
		m.wordPlain = false
		m.push(fBacktick, m.cur.mark())
	}
	return true
}

// fdNumber reports whether the word just read, followed by < or >, is the
// file descriptor of a redirection (2>x): one digit, as dash (readtoken1),
// zsh (gettok) and mksh (yylex) read it; bash takes any number (parse.y
// read_token_word, legal_number), but not a redirection's own target.
func (m *posix) fdNumber(f *frame) bool {
	if !m.wordPlain || m.wordLong || len(m.word) == 0 || m.wantDelim || f.cs == csRedir || f.kind == fTest || f.kind == fArray {
		return false
	}
	if len(m.word) > 1 && m.g != Bash {
		return false
	}
	for _, c := range m.word {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// opensArray reports whether a ( right after the word being read opens an
// array assignment (a=( … ) in bash, zsh and mksh): the word is NAME=,
// NAME+= or NAME[…]=, where an assignment may stand.
func (m *posix) opensArray(f *frame) bool {
	if !(f.cs == csStart || f.cs == csNeed || f.cs == csPrefix || (f.cs == csWord && (f.assign || f.assignOK))) {
		return false
	}
	return isAssignment(m.word) && m.word[len(m.word)-1] == '='
}

// assignBuiltin reports whether bash reads NAME=( arguments after w as
// array assignments: the builtins marked ASSIGNMENT_BUILTIN, and eval and
// let (parse.y, read_token_word). Only the literal, unquoted word counts.
// A switch, not a map: a map literal is built at every start-up.
func assignBuiltin(w string) bool {
	switch w {
	case "alias", "declare", "export", "local", "readonly", "typeset", "eval", "let":
		return true
	}
	return false
}

// isAssignment reports whether w begins NAME=, NAME+= or NAME[…]=.
func isAssignment(w []byte) bool {
	i := 0
	for i < len(w) && (w[i] == '_' || w[i] >= 'a' && w[i] <= 'z' || w[i] >= 'A' && w[i] <= 'Z' || i > 0 && w[i] >= '0' && w[i] <= '9') {
		i++
	}
	if i == 0 {
		return false
	}
	if i < len(w) && w[i] == '[' {
		for i < len(w) && w[i] != ']' {
			i++
		}
		i++
	}
	if i < len(w) && w[i] == '+' {
		i++
	}
	return i < len(w) && w[i] == '='
}

// operator resolves a pending operator given the next byte b.
func (m *posix) operator(b byte) bool {
	op := string(m.pend)
	if m.extends(op, b) {
		m.pend = append(m.pend, b)
		return true
	}
	at := m.pendAt
	if op == "<<" && b == '(' && m.g == Zsh {
		// zsh: <<( is < then a process substitution <( (lex.c gettok:
		// after << a ( puts both back and returns INANG).
		m.pend = m.pend[:1]
		m.token(m.top(), "<", at)
		m.pendAt.Col++
		return false
	}
	m.pend = m.pend[:0]
	f := m.top()
	f.assignOK = false // bash forgets it at every operator
	if op == "(" && b == '(' && m.g == Zsh && f.kind == fFor && (f.sub == sForZBody || f.sub == sForDo) {
		// zsh: (( … )) is a short loop's body (for x (a) ((i++)),
		// repeat 2 ((i++)), for x in a; ((i++))).
		f = m.shortBody(f)
	}
	switch {
	case (op == "<" || op == ">") && b == '(' && m.procSubst() && f.kind != fTest:
		// <( … ) and >( … ) are words holding a command list.
		f.inWord = true
		m.word = append(m.word[:0], op[0], b)
		m.openCmdSubst(at)
		return true
	case op == "(" && b == '(' && m.bashLike() && f.kind != fTest && f.kind != fCase && !(f.kind == fFor && f.sub == sForIn) && (f.cs == csStart || f.cs == csNeed || f.cs == csPrefix || f.kind == fFor && f.sub == sForName ||
		m.g == Zsh && f.cs == csWord && f.nwords == 0): // zsh: >x (( 1 )), see wordToken
		// (( … )) is an arithmetic command; in a for, the C-style header,
		// which mksh has not (for (( is a syntax error there). After
		// for NAME, zsh's ( of the words and a glob group's (: for x
		// ((a b) waits for the words' ).
		if f.kind == fFor && f.sub != sLoopBody && f.sub != sBraceBody && (f.sub != sForName || m.g == Mksh) {
			m.syntaxError() // for x in a; (( is one too (bash, mksh)
			return true
		}
		if f.kind == fFor && f.sub == sForName {
			f.sub = sForArith
			m.push(fArith, at)
			return true
		}
		if f.kind == fFunc {
			m.pop()
		}
		m.pushArith(at).cmd = true
		return true
	}
	m.token(f, op, at)
	return false
}

// endsCommand reports whether the operator op ends a command rather than
// begins one (as ( and the redirections do).
func endsCommand(op string) bool {
	switch op {
	case ";", "&", "|", "&&", "||", "|&", ";;", ";&", ";;&", ";|", ")":
		return true
	}
	return false
}

// extends reports whether op followed by b is a longer operator.
func (m *posix) extends(op string, b byte) bool {
	switch op + string(b) {
	case ";;", "&&", "||", "<<", ">>", "<&", ">&", "<>", ">|", "<<-":
		return true
	case "<<<", ";&", "|&":
		return m.g != Posix
	case ";;&", "&>", "&>>":
		return m.g == Bash || m.g == Zsh
	case ";|": // zsh and mksh: ends a case item, the next pattern tested
		return m.g == Zsh || m.g == Mksh
	}
	return false
}

// endWord handles the word just read in list frame f.
//
// zsh splits an unquoted } that ends a word of more than one byte and
// closes no { of it into a token of its own (lex.c gettokstr: "hack to get
// {foo} command syntax work"), and a } token is its reserved word wherever
// it stands (exalias): { echo a} closes the group, echo a} b and [[ a} ]]
// are parse errors; not in an assignment (x=a}).
func (m *posix) endWord(f *frame) {
	split := m.g == Zsh && m.wordBare && len(m.word) > 1 && !m.wordLong && f.kind != fArray && !m.regex &&
		!(isAssignment(m.word) && (f.cs == csStart || f.cs == csNeed || f.cs == csPrefix || f.cs == csWord && f.assign))
	m.wordBare = false
	if !split {
		m.endWord1(f)
		return
	}
	m.word = m.word[:len(m.word)-1]
	depth := len(m.stack)
	m.endWord1(f)
	if m.discard || len(m.stack) != depth || m.top().kind < fTop {
		return // the word closed or opened a construct: too rare to follow
	}
	m.word, m.wordPlain = append(m.word[:0], '}'), true
	m.endWord1(m.top())
}

func (m *posix) endWord1(f *frame) {
	if m.wantDelim {
		m.wantDelim = false
		delim, quoted := unquoteDelim(m.word)
		m.heredocs = append(m.heredocs, heredoc{depth: len(m.stack), delim: delim, quoted: quoted, strip: m.delimStrip, at: m.delimAt})
		f.cs, f.target = f.redirTo, true
		return
	}
	if f.cs == csRedir {
		f.cs, f.target = f.redirTo, true
		return
	}
	if len(m.word) == 0 && m.wordPlain {
		return // only a line continuation
	}
	m.regex, m.regexDepth = false, 0
	plain := m.wordPlain && !m.wordLong
	var w string
	if plain && len(m.word) <= 8 {
		w = string(m.word) // reserved words are short
	}
	m.wordToken(f, w, plain)
}

// wordToken handles a word in frame f; w is its text when it could be a
// reserved word, else "".
func (m *posix) wordToken(f *frame, w string, plain bool) {
	if m.skipLine && f.kind == fTop {
		return
	}
	switch f.kind {
	case fArray:
		return
	case fTest:
		if m.g == Zsh {
			m.zshTestWord(f, w)
			return
		}
		m.testWord(f, w)
		return
	case fFunc:
		switch f.sub {
		case sFuncName:
			if m.g == Zsh && w == "{" {
				// zsh: function { … } is an anonymous function.
				at := m.cur.mark()
				at.Col--
				m.pop()
				m.top().cs = csStart
				m.push(fBrace, at)
				return
			}
			f.sub = sFuncParens
			return
		case sFuncParens:
			if m.g == Zsh && !f.cmd {
				return // zsh: function f g { … } defines both (par_funcdef reads names while they come)
			}
		case sFuncParen2:
			m.syntaxError()
			return
		}
		// The body: a compound command (dash, zsh and mksh take a
		// simple one too: f () echo a).
		m.pop()
		p := m.top()
		p.cs = csStart
		if !isCompoundOpener(w) && m.g == Bash {
			m.syntaxError()
			return
		}
		m.wordToken(p, w, plain)
		return
	case fFor:
		switch f.sub {
		case sRepeatCount:
			f.sub = sForZBody // zsh: repeat WORD, then a body as for's
			return
		case sForName:
			f.sub = sForIn
			if m.g != Bash && !(plain && isName(m.word)) {
				// dash ("Bad for loop variable"), zsh (par_for) and
				// mksh ("bad identifier") take only a NAME; bash
				// finds it out when the loop runs.
				m.syntaxError()
			}
			return
		case sForIn, sForDo, sForArith:
			switch {
			case w == "in" && f.sub == sForIn:
				f.sub = sForWords
			case m.g == Zsh && f.sub == sForIn && w != "do":
				// zsh: for i j k in …
			case w == "do":
				f.sub, f.cs, f.hasCmd, f.alt = sLoopBody, csStart, false, false
			case w == "{" && (m.g == Bash || m.g == Mksh):
				// for … { …; } (bash; mksh's dogroup takes { for do)
				f.sub, f.cs, f.hasCmd = sBraceBody, csStart, false
			case m.g == Zsh && f.sub == sForDo:
				// zsh's short form (SHORT_LOOPS, on by default): for
				// NAME in …; CMD runs one command as the body;
				// foreach's body is a list up to end.
				f.sub = sForZBody
				m.wordToken(f, w, plain)
			default:
				m.syntaxError()
			}
			return
		case sForWords, sForZWords:
			if m.g == Zsh && w == "}" {
				m.syntaxError() // zsh: } is a reserved word here too (see endWord)
			}
			return
		case sForZBody:
			switch {
			case w == "do":
				f.sub, f.cs, f.hasCmd, f.alt = sLoopBody, csStart, false, false
			case w == "{":
				f.sub, f.cs, f.hasCmd = sBraceBody, csStart, false
			default:
				m.wordToken(m.shortBody(f), w, plain)
			}
			return
		}
	case fCase:
		switch f.sub {
		case sCaseWord:
			f.sub = sCaseIn
			return
		case sCaseIn:
			switch {
			case w == "in":
				f.sub = sCasePat
			case strings.HasPrefix(w, "{") && plain && m.g == Zsh:
				// zsh: case WORD { … } (par_case); its lexer takes the {
				// alone, so {a) is { and the pattern a.
				f.sub, f.alt = sCasePat, true
				if len(w) > 1 {
					f.sub = sCasePatNext
				}
			default:
				m.syntaxError()
			}
			return
		case sCasePat:
			if w == "esac" || w == "}" && f.alt {
				m.closeCompound()
			} else {
				f.sub = sCasePatNext
			}
			return
		case sCasePatWord:
			f.sub = sCasePatNext
			return
		case sCasePatNext:
			m.syntaxError()
			return
		}
	}
	f.target = false
	switch f.cs {
	case csStart, csNeed, csPrefix:
		afterCoproc := f.coproc == 1 && f.cs == csPrefix && m.g == Bash
		f.coproc = 0
		if plain && m.keyword(f, w) {
			return
		}
		if afterCoproc {
			f.coproc = 2 // coproc NAME, if a compound command follows
		}
		f.cs, f.hasCmd, f.nwords, f.assign = csWord, true, 1, isAssignment(m.word)
		f.assignOK = m.g == Bash && assignBuiltin(w)
		// dash takes only a NAME as a function's name; bash takes any
		// plain word; zsh any word but an assignment, and more than
		// one (par_simple: words then INOUTPAR define them all:
		// echo "a" b () { waits for the body).
		f.named = plain && (m.g != Posix || isName(m.word))
		if m.g == Zsh {
			f.named = !f.assign
		}
	case csWord:
		if m.g == Zsh && f.nwords == 0 && plain && w != "!" && w != "time" {
			// zsh: redirections alone may come before a compound
			// command (par_cmd): >x if true; then … waits for fi. Its
			// lexer reads reserved words there (ctxtlex restores
			// incmdpos after a redirection's word), so a closer ends
			// the redirections, a command of their own (NULLCMD), and
			// the compound command: for …; do <<A done.
			if m.isCloser(w) {
				f.cs = csStart
			}
			if m.keyword(f, w) {
				return
			}
		}
		if m.g == Zsh && f.nwords == 0 {
			f.named = plain // >x f() { … } defines f
		}
		if m.g == Zsh && w == "}" {
			// zsh: } is a reserved word wherever it stands (exalias):
			// it closes the brace group, or is a parse error.
			if f.kind == fBrace || braceBody(f) {
				m.closeCompound()
			} else {
				m.syntaxError()
			}
			return
		}
		if f.coproc == 2 && f.nwords == 1 && plain && isCompoundOpener(w) {
			// bash: coproc NAME { … }, coproc NAME while …: the first
			// word named the coprocess, the compound command follows.
			f.coproc, f.cs = 0, csStart
			m.keyword(f, w)
			return
		}
		f.nwords++
		if f.assign && m.g == Bash && assignBuiltin(w) {
			f.assignOK = true // x=1 declare y=( …
		}
		f.assign = f.assign && isAssignment(m.word)
	case csCompound:
		if m.isCloser(w) && m.keyword(f, w) {
			return
		}
		if m.g == Zsh && w == "always" && f.braceDone && plain {
			// zsh: { … } always { … } (par_cmd): the second group
			// must follow; the frame waits for it as for a function's
			// body.
			at := m.cur.mark()
			at.Col -= len(w)
			m.push(fFunc, at).sub = sFuncBody
			return
		}
		m.syntaxError()
	default:
		m.syntaxError()
	}
}

// braceBody reports whether f is a loop or an if whose body is a { }
// (bash's for … { … }, zsh's short forms), or a case item of zsh's case
// WORD { … }, which } closes.
func braceBody(f *frame) bool {
	return f.sub == sBraceBody && (f.kind == fFor || f.kind == fIf || f.kind == fWhile) ||
		f.kind == fCase && f.alt && f.sub == sCaseBody
}

// isCompoundOpener reports whether w opens a compound command.
func isCompoundOpener(w string) bool {
	switch w {
	case "{", "if", "while", "until", "for", "case", "select", "[[":
		return true
	}
	return false
}

// isCloser reports whether w is a reserved word that continues or ends a
// compound command: zsh's end (ZEND, which closes foreach) too.
func (m *posix) isCloser(w string) bool {
	switch w {
	case "then", "elif", "else", "fi", "do", "done", "esac", "}":
		return true
	case "end":
		return m.g == Zsh
	}
	return false
}

// keyword handles w at the start of a command if it is a reserved word, and
// reports whether it was.
func (m *posix) keyword(f *frame, w string) bool {
	at := m.cur.mark()
	at.Col -= len(w) // the word ended just before the current byte
	if at.Col < 1 {
		at.Col = 1
	}
	if m.isCloser(w) {
		m.closer(f, w)
		return true
	}
	switch w {
	case "if":
		m.push(fIf, at).sub = sIfCond
	case "while", "until":
		m.push(fWhile, at).sub = sLoopCond
	case "for":
		m.push(fFor, at).sub = sForName
	case "case":
		m.push(fCase, at).sub = sCaseWord
	case "{":
		m.push(fBrace, at)
	case "!":
		f.cs = csPrefix
	case "select", "[[", "function", "time":
		if !m.bashLike() {
			return false
		}
		switch w {
		case "select":
			m.push(fFor, at).sub = sForName
		case "[[":
			m.push(fTest, at).sub = sTestTerm
		case "function":
			m.push(fFunc, at).sub = sFuncName
		case "time":
			f.cs = csPrefix
		}
	case "coproc":
		// bash and zsh: coproc is a reserved word before a command,
		// a compound one too (bash's parse.y coproc; zsh's par_cmd
		// COPROC): coproc { echo waits for its }. bash's coproc NAME
		// { … } is followed in wordToken.
		if m.g != Bash && m.g != Zsh {
			return false
		}
		f.cs, f.coproc = csPrefix, 1
	case "repeat", "foreach":
		// zsh (parse.c par_repeat, par_for with csh set): repeat WORD
		// and foreach NAME… ( WORD… ) take the body forms of zsh's for
		// (do … done, { … }, one command), and foreach a list closed
		// by end too.
		if m.g != Zsh {
			return false
		}
		if w == "repeat" {
			m.push(fFor, at).sub = sRepeatCount
		} else {
			fr := m.push(fFor, at)
			fr.sub, fr.alt = sForName, true
		}
	default:
		return false
	}
	return true
}

// closer handles a reserved word that continues or ends the compound
// command of frame f; anywhere else it is a syntax error.
func (m *posix) closer(f *frame, w string) {
	// zsh takes empty lists everywhere (parse.c par_list may be empty:
	// if then echo a; fi, { }, while do …; done).
	ok := (f.hasCmd || m.g == Zsh) && (f.cs == csStart || f.cs == csCompound)
	next := func(sub uint8) { f.sub, f.cs, f.hasCmd = sub, csStart, false }
	switch {
	case !ok && !(w == "esac" && f.kind == fCase):
	case w == "then" && f.kind == fIf && f.sub == sIfCond:
		next(sIfThen)
		return
	case w == "elif" && f.kind == fIf && f.sub == sIfThen:
		next(sIfCond)
		return
	case w == "else" && f.kind == fIf && f.sub == sIfThen:
		next(sIfElse)
		return
	case w == "fi" && f.kind == fIf && (f.sub == sIfThen || f.sub == sIfElse),
		w == "done" && (f.kind == fWhile || f.kind == fFor) && f.sub == sLoopBody && !f.alt,
		w == "end" && f.kind == fFor && f.sub == sLoopBody && f.alt,
		w == "}" && (f.kind == fBrace || braceBody(f)):
		m.closeCompound()
		return
	case w == "do" && f.kind == fWhile && f.sub == sLoopCond:
		next(sLoopBody)
		return
	case w == "esac" && f.kind == fCase && f.sub == sCaseBody && f.cs != csNeed && f.cs != csRedir:
		m.closeCompound()
		return
	}
	m.syntaxError()
}

// token handles operator op, which began at at, in frame f.
func (m *posix) token(f *frame, op string, at mark) {
	if m.skipLine && f.kind == fTop {
		return
	}
	switch f.kind {
	case fTest:
		if m.g == Zsh {
			m.zshTestToken(f, op)
		} else {
			m.testToken(f, op)
		}
		return
	case fFunc:
		switch {
		case op == ";" && f.sub == sFuncName && m.g == Zsh:
			f.sub = sFuncBody // function; (anonymous): its body follows
		case op == "(" && f.sub == sFuncParens:
			f.sub = sFuncParen2
		case op == ")" && f.sub == sFuncParen2:
			f.sub = sFuncBody
		case op == "(" && (f.sub == sFuncBody || f.sub == sFuncParens):
			m.pop() // the body is a subshell
			p := m.top()
			p.cs = csStart
			m.token(p, op, at)
		case m.g == Zsh && op == ";" && (f.sub == sFuncBody || f.sub == sFuncParens):
			// zsh skips separators before a function's body, as it skips
			// newlines (parse.c par_funcdef): g(); echo a defines g.
		case m.g == Mksh && f.cmd && f.sub == sFuncBody && endsCommand(op):
			// mksh: name() before what begins no command defines it
			// with the body ":" (syn.c function_body: get_command finds
			// none, "we pretend there is a colon here"); the operator
			// goes on in the enclosing list, so f() | waits for the
			// command it pipes to.
			m.closeCompound()
			m.token(m.top(), op, at)
		default:
			m.syntaxError()
		}
		return
	case fFor:
		switch {
		case m.g == Zsh && f.sub == sForIn && op == "(":
			f.sub = sForZWords // zsh: for NAME ( word … ) body
			return
		case f.sub == sForZWords && op == ")":
			f.sub = sForZBody
			return
		case f.sub == sForZWords && op != ";":
			m.syntaxError()
			return
		case f.sub == sForZWords:
			return // zsh skips separators among the words too: for x (a; waits
		case m.g == Zsh && op == ";" && (f.sub == sForZBody || f.sub == sForDo):
			// zsh skips separators before a loop's body (par_for,
			// par_repeat: while (tok == SEPER)): for x (a b); waits.
			return
		case f.sub == sForZBody:
			// The body begins with an operator: ( … ), < f cmd, …
			m.token(m.shortBody(f), op, at)
			return
		}
		switch f.sub {
		case sForName, sForDo, sRepeatCount:
			m.syntaxError()
			return
		case sForIn, sForWords, sForArith:
			if op == ";" {
				f.sub = sForDo
			} else {
				m.syntaxError()
			}
			return
		}
	case fCase:
		switch f.sub {
		case sCaseIn:
			if op != ";" || m.g != Zsh {
				m.syntaxError()
			}
			// zsh skips separators before in (par_case: while (tok ==
			// SEPER)): case a; in … is a case.
			return
		case sCaseWord:
			m.syntaxError()
			return
		case sCasePat:
			switch {
			case op == "(":
				f.sub, f.parens = sCasePatWord, m.g == Zsh
			case op == ";" && m.g == Zsh:
				// zsh skips separators between the items (par_case)
			default:
				m.syntaxError()
			}
			return
		case sCasePatWord:
			m.syntaxError()
			return
		case sCasePatNext:
			switch op {
			case "|":
				f.sub = sCasePatWord
			case ")":
				f.sub, f.cs, f.hasCmd, f.parens = sCaseBody, csStart, false, false
			default:
				m.syntaxError()
			}
			return
		case sCaseBody:
			if op == ";;" || op == ";&" || op == ";;&" || op == ";|" {
				if f.cs == csNeed || f.cs == csRedir || f.cs == csFuncParen {
					m.syntaxError()
					return
				}
				f.sub = sCasePat
				return
			}
		}
	}
	m.listToken(f, op, at)
}

// listToken handles operator op in an ordinary command list.
func (m *posix) listToken(f *frame, op string, at mark) {
	if op == "|&" && m.g == Mksh {
		op = "&" // mksh: |& ends a co-process, as & ends a job (syn.c c_list: COPROC)
	}
	switch op {
	case ";", "&":
		if f.cs == csStart && m.g == Zsh && op == ";" {
			return // zsh allows an empty command
		}
		if f.cs == csStart || f.cs == csNeed || f.cs == csRedir || f.cs == csFuncParen {
			m.syntaxError()
			return
		}
		f.cs = csStart
	case "|", "||", "&&", "|&":
		if f.cs == csStart || f.cs == csNeed || f.cs == csRedir || f.cs == csFuncParen || f.cs == csPrefix {
			m.syntaxError()
			return
		}
		f.cs, f.op, f.opAt = csNeed, op, at
	case "(":
		switch {
		case f.cs == csStart || f.cs == csNeed || f.cs == csPrefix:
			m.push(fSubshell, at)
		case (m.g == Mksh || m.g == Zsh) && f.cs == csWord && f.nwords == 0:
			// mksh: a subshell may follow redirections alone (syn.c
			// get_command, as AT&T ksh allows > foo (echo hi)); zsh
			// reads any compound command after them (parse.c par_cmd
			// reads the redirections first): >x ( waits for the ).
			m.push(fSubshell, at)
		case m.g == Mksh && f.cs == csWord && f.nwords == 1 && f.assign && !f.target:
			// mksh: after one assignment, the last word read, ( opens
			// an array's words up to ) (get_command, "wdarrassign:
			// foo=(bar)"; the words are read with CONTIN, so newlines
			// are skipped): x=a ( and >x y=1 ( wait, y=1 >x ( and
			// y=1 (a; b) are syntax errors.
			m.push(fArray, at)
		case f.coproc == 2 && f.cs == csWord && f.nwords == 1:
			// bash: coproc NAME ( … ): a subshell is the coprocess.
			f.coproc = 0
			m.push(fSubshell, at)
		case f.cs == csWord && (f.nwords == 1 || m.g == Zsh) && f.named && !(m.g == Zsh && f.assign):
			// (zsh: x=1 ( is a parse error: after an assignment the
			// lexer is still at a command's start, and ( is a token.
			// zsh's f g () defines both: only a ( apart reaches here,
			// see zshGroup.)
			f.cs = csFuncParen
		default:
			m.syntaxError()
		}
	case ")":
		switch {
		case f.cs == csFuncParen:
			f.cs = csStart
			fn := m.push(fFunc, at)
			fn.sub, fn.cmd = sFuncBody, true
		case f.kind == fCmdSubst && f.cs != csNeed && f.cs != csRedir:
			m.closeCmdSubst()
		case f.kind == fSubshell && m.g == Zsh && f.cs == csStart && !f.hasCmd && at.Line == f.at.Line && at.Col == f.at.Col+1:
			// zsh: () at a command's start defines an anonymous function,
			// run at once, whose body follows (par_funcdef; ( ) with a
			// blank between is an empty subshell).
			m.pop()
			m.push(fFunc, f.at).sub = sFuncBody
		case f.kind == fSubshell && f.cs != csNeed && f.cs != csRedir && (f.hasCmd || m.g == Zsh || m.g == Mksh): // bash and dash: ( ) is a syntax error
			m.closeCompound()
		default:
			m.syntaxError()
		}
	case ";;", ";&", ";;&", ";|":
		m.syntaxError()
	default: // redirections
		switch f.cs {
		case csRedir, csFuncParen:
			m.syntaxError()
			return
		case csCompound:
			f.redirTo = csCompound
		case csStart, csNeed, csPrefix:
			// Redirections may begin a command: its words are still to
			// come.
			f.nwords, f.assign = 0, true
			fallthrough
		default:
			f.redirTo, f.hasCmd, f.named = csWord, true, false
		}
		f.cs = csRedir
		if op == "<<" || op == "<<-" {
			m.wantDelim, m.delimStrip, m.delimAt = true, op == "<<-", at
		}
	}
}

// newline handles a newline token in list frame f.
func (m *posix) newline(f *frame) {
	m.inNewline = true
	defer func() { m.inNewline = false }()
	if m.skipLine && f.kind == fTop {
		m.skipLine = false
		m.syntaxError()
		return
	}
	if m.wantDelim && m.g == Mksh {
		// mksh: << or <<- with no word before the end of the line opens a
		// here-document whose terminator is the line "<<" (syn.c synio:
		// IONDELIM, its delimiter "<<", unquoted). The newline, read
		// with HEREDELIM and put back (lex.c yylex), then ends the command
		// as any other, and the body follows it. The other shells report
		// a syntax error.
		m.wantDelim = false
		m.heredocs = append(m.heredocs, heredoc{depth: len(m.stack), delim: "<<", strip: m.delimStrip, at: m.delimAt})
		f.cs = f.redirTo
	}
	switch f.kind {
	case fTest:
		// zsh skips newlines between all the parts (par_cond_2,
		// COND_SEP): [[ a⏎== b ]] is one test.
		if m.g != Zsh && !(f.sub == sTestTerm || f.sub == sTestAfter) {
			m.syntaxError()
		}
	case fFunc:
		// A function waits for its body, but not for its name; in zsh
		// function alone defines an anonymous one, whose body follows.
		switch {
		case f.sub == sFuncName && m.g == Zsh:
			f.sub = sFuncBody
		case f.sub == sFuncName || f.sub == sFuncParen2:
			m.syntaxError()
		}
	case fArray:
		// Arrays span lines.
	case fFor:
		switch f.sub {
		case sForName, sRepeatCount:
			m.syntaxError()
		case sForIn, sForWords, sForArith:
			f.sub = sForDo
		case sForDo, sForZWords, sForZBody:
		default:
			m.listNewline(f)
		}
	case fCase:
		switch f.sub {
		case sCasePatWord:
			// bash and mksh want the pattern on the same line; so does
			// zsh, but in a pattern opened with ( (case a in⏎a |⏎).
			if m.g == Bash || m.g == Mksh || m.g == Zsh && !f.parens {
				m.syntaxError()
			}
		case sCasePatNext:
			if !f.parens {
				m.syntaxError()
			}
		case sCaseWord:
			m.syntaxError()
		case sCaseIn, sCasePat:
		default:
			m.listNewline(f)
		}
	default:
		m.listNewline(f)
	}
	if len(m.heredocs) > 0 && !m.discard && !m.inBody {
		m.startBodies()
	}
}

func (m *posix) listNewline(f *frame) {
	f.assignOK = false
	switch f.cs {
	case csNeed:
	case csRedir, csFuncParen:
		m.syntaxError()
	default:
		f.cs = csStart
	}
}

// startBodies begins reading the pending heredoc bodies.
func (m *posix) startBodies() {
	m.push(fBody, m.cur.mark())
	m.inBody, m.lineStart = true, true
	m.line, m.lineLong, m.lineBS = m.line[:0], false, false
}

// bodyByte consumes b in a heredoc body. dash parses the substitutions of
// an unquoted body as it reads it, so a backquote or $( there runs on past
// lines that would otherwise end the body; bash reads the lines raw.
func (m *posix) bodyByte(b byte) {
	h := &m.heredocs[0]
	if b != '\n' {
		if m.lineStart && h.strip && b == '\t' {
			return
		}
		m.lineStart = false
		escaped := m.lineBS
		m.lineBS = b == '\\' && !m.lineBS
		if len(m.line) <= len(h.delim) {
			m.line = append(m.line, b)
		} else {
			m.lineLong = true
		}
		if m.g == Posix && !h.quoted && !escaped {
			switch b {
			case '`':
				m.lineLong = true
				m.push(fBacktick, m.cur.mark())
			case '$':
				m.startPend(b)
			}
		}
		return
	}
	if m.lineBS && !h.quoted {
		// An unquoted body joins a line ending in a backslash with the
		// next, so that next line is never a terminator.
		m.line = m.line[:len(m.line)-1]
		m.lineBS = false
		return
	}
	if !m.lineLong && string(m.line) == h.delim {
		m.heredocs = m.heredocs[1:]
		if len(m.heredocs) == 0 {
			m.inBody = false
			m.pop()
		}
	}
	m.line, m.lineLong, m.lineBS, m.lineStart = m.line[:0], false, false, true
}

// unquoteDelim removes quoting from a heredoc delimiter word and reports
// whether there was any.
func unquoteDelim(w []byte) (string, bool) {
	var out []byte
	quoted := false
	var q byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case q == '\'':
			if c == '\'' {
				q = 0
				continue
			}
		case q == '"':
			if c == '"' {
				q = 0
				continue
			}
			if c == '\\' && i+1 < len(w) && (w[i+1] == '"' || w[i+1] == '\\' || w[i+1] == '$' || w[i+1] == '`') {
				i++
				c = w[i]
			}
		case c == '\'' || c == '"':
			q, quoted = c, true
			continue
		case c == '\\' && i+1 < len(w):
			quoted = true
			i++
			c = w[i]
		}
		out = append(out, c)
	}
	return string(out), quoted
}

// open describes what is left open at the end of input, innermost first.
func (m *posix) open() Result {
	f := m.top()
	switch {
	case m.joined:
		return m.joinAt.open(KindBackslash, "the line ends with a backslash, so the shell waits for the next line: remove the trailing \\")
	case m.inBody || len(m.heredocs) > 0 && f.kind >= fTop && f.cs != csNeed:
		h := m.heredocs[0]
		how := "a line holding only " + h.delim
		if h.strip {
			how += " (tabs may come before it)"
		}
		return h.at.open(KindHeredoc, "the here-document opened at "+h.at.String()+" needs its terminator: end it with "+how)
	case f.kind >= fTop && f.cs == csNeed:
		kind := KindAndOr
		if f.op == "|" || f.op == "|&" {
			kind = KindPipe
		}
		return f.opAt.open(kind, "the line ends with "+f.op+", so the shell waits for another command: add it or remove the "+f.op)
	}
	kind, at := frameInfo[f.kind].kind, f.at.String()
	hint := "close the " + frameInfo[f.kind].opener + " opened at " + at + " with " + frameInfo[f.kind].closer
	switch f.kind {
	case fArith:
		if f.cmd {
			kind = KindArith
		}
		if f.sub == arithFlat {
			kind, hint = KindSubstCommand, "close the $( opened at "+at+" with ): its (( was closed by ) alone, so bash reads a command substitution"
		}
	case fFunc:
		hint = "the function defined at " + at + " needs a body: add { …; } after it"
	case fCase:
		hint = "the case opened at " + at + " needs " + pick(f.sub == sCaseWord || f.sub == sCaseIn, "in, its patterns and esac", pick(f.alt, "}", "esac"))
	case fFor, fWhile:
		hint = "the loop opened at " + at + " needs " + pick(f.sub == sLoopBody || f.sub == sBraceBody, pick(f.alt, "end", "done"), "do … done")
		if f.sub == sBraceBody {
			hint = "close the { of the loop opened at " + at + " with }"
		}
	case fIf:
		hint = "the if opened at " + at + " needs " + pick(f.sub == sIfCond, "then … fi", "fi")
	}
	return f.at.open(kind, hint)
}

// testWord handles a word inside [[ ]], following bash's cond_term: a
// unary test and its operand, or a word, an optional binary operator and
// its right side, joined by && and ||, grouped by ( ).
func (m *posix) testWord(f *frame, w string) {
	switch f.sub {
	case sTestTerm:
		switch {
		case w == "!":
		case w == "]]":
			m.testError()
		case isUnaryTest(w):
			f.sub = sTestUnary
		default:
			f.sub = sTestWord
		}
	case sTestUnary, sTestBinary:
		f.sub = sTestAfter
	case sTestWord:
		switch {
		case w == "]]" && f.depth == 0:
			m.closeCompound()
		case isBinaryTest(w) && !(w == "=~" && m.g == Mksh): // mksh has no =~
			f.sub = sTestBinary
			m.regex = w == "=~"
		default:
			m.testError()
		}
	case sTestAfter:
		if w == "]]" && f.depth == 0 {
			m.closeCompound()
		} else {
			m.testError()
		}
	}
}

// testToken handles an operator inside [[ ]].
func (m *posix) testToken(f *frame, op string) {
	switch {
	case (op == "&&" || op == "||") && (f.sub == sTestWord || f.sub == sTestAfter):
		f.sub = sTestTerm
	case op == "(" && f.sub == sTestTerm:
		f.depth++
	case op == ")" && f.depth > 0 && (f.sub == sTestWord || f.sub == sTestAfter):
		f.depth--
		f.sub = sTestAfter
	case (op == "<" || op == ">") && f.sub == sTestWord:
		f.sub = sTestBinary
	default:
		m.testError()
	}
}

// testError reports a syntax error inside [[ ]]. bash finds it in
// parse_cond_command, which read_token calls; read_token then returns an
// error token, and yacc's error rule (error '\n') discards tokens, not
// bytes, up to the newline: what the rest of the line opens (a quote, ${,
// $( ) is still read, and waits ([[ a b " waits, where echo ) " is
// complete). Within a command substitution the error ends that parse.
func (m *posix) testError() {
	if m.g != Bash || m.inCmdSubst() || m.inBody {
		m.syntaxError()
		return
	}
	m.stack = m.stack[:1]
	t := m.top()
	t.cs, t.inWord = csStart, false
	m.skipLine, m.regex = true, false
}

// zshTestWord handles a word inside [[ ]] in zsh, following parse.c
// par_cond_2: a word, then a second, a third, and more words make one
// condition up to a token that is no word, which then follows it
// (newlines are skipped between all the parts, see newline). Only the
// word ]] alone closes ([[ a ]]] waits: ]]] is a word).
func (m *posix) zshTestWord(f *frame, w string) {
	if w == "}" {
		m.syntaxError() // a reserved word (see endWord)
		return
	}
	if w == "]]" {
		if m.zshCondEnd(f) && f.sub == sTestAfter && f.depth == 0 {
			m.closeCompound()
		} else {
			m.syntaxError()
		}
		return
	}
	switch f.sub {
	case sTestTerm:
		if w != "!" {
			f.sub = sTestWord
			f.dashA = len(w) > 1 && w[0] == '-'
		}
	case sTestWord:
		f.opOK = w == "=" || w == "==" || w == "!=" || w == "=~" || len(w) > 1 && w[0] == '-'
		switch {
		case w == "=" || w == "==" || w == "!=" || w == "=~":
			f.sub = sTestZ2P
		case len(w) == 2 && w[0] == '-':
			f.sub = sTestZ2D
		default:
			f.sub = sTestZ2
		}
	case sTestZ2, sTestZ2P:
		f.sub = sTestZ3
	case sTestZ3, sTestZMulti:
		f.sub = sTestZMulti
	case sTestUnary, sTestBinary:
		f.sub = sTestAfter
	default: // sTestZ2D, sTestAfter: a word where none may stand
		m.syntaxError()
	}
}

// zshCondEnd ends the condition being read in f, if one is, as the token
// that follows it arrives: f is then at sTestAfter. It reports false for a
// syntax error: two words of which the first is no -x test
// (par_cond_double), three whose second is no operator (par_cond_triple),
// more whose first is no -x condition (par_cond_multi).
func (m *posix) zshCondEnd(f *frame) bool {
	ok := true
	switch f.sub {
	case sTestWord: // a test of one word (-n)
	case sTestZ2, sTestZ2P, sTestZ2D:
		ok = f.dashA
	case sTestZ3:
		ok = f.opOK || f.dashA
	case sTestZMulti:
		ok = f.dashA
	default:
		return true
	}
	f.sub = sTestAfter
	return ok
}

// zshTestToken handles an operator inside [[ ]] in zsh (par_cond,
// par_cond_1, par_cond_2).
func (m *posix) zshTestToken(f *frame, op string) {
	if (op == "<" || op == ">") && f.sub == sTestWord {
		f.sub = sTestBinary
		return
	}
	if !m.zshCondEnd(f) {
		m.syntaxError()
		return
	}
	switch {
	case (op == "&&" || op == "||") && f.sub == sTestAfter:
		f.sub = sTestTerm
	case op == "(" && f.sub == sTestTerm:
		f.depth++
	case op == ")" && f.depth > 0 && f.sub == sTestAfter:
		f.depth--
	default:
		m.syntaxError()
	}
}

func isUnaryTest(w string) bool {
	return len(w) == 2 && w[0] == '-' && strings.IndexByte("abcdefghknoprstuvwxzGLNORS", w[1]) >= 0
}

func isBinaryTest(w string) bool {
	switch w {
	case "=", "==", "!=", "=~", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef":
		return true
	}
	return false
}

// regexByte reads the right side of =~ as bash does: parentheses and | are
// part of the word, and blanks too within parentheses. It reports whether
// it consumed b.
func (m *posix) regexByte(f *frame, b byte) bool {
	switch b {
	case '(', '|':
		if b == '(' {
			m.regexDepth++
		}
	case ')':
		if m.regexDepth == 0 {
			return false
		}
		m.regexDepth--
	default:
		// Within its parentheses the regex is read to the ) that
		// matches (read_token_word: parse_matched_pair): blanks,
		// operators and newlines are part of it.
		if m.regexDepth == 0 || !isMeta(b) {
			return false
		}
	}
	if !f.inWord {
		f.inWord = true
		m.word = m.word[:0]
		m.wordPlain, m.wordLong = true, false
	}
	m.addWord(b)
	return true
}

// opensSubscript reports whether a [ in the word being read opens an array
// subscript, as bash and mksh read NAME[ where an assignment may stand: up
// to the matching ], blanks and quotes included.
func (m *posix) opensSubscript(f *frame) bool {
	if !m.wordPlain || !(f.cs == csStart || f.cs == csNeed || f.cs == csPrefix || (f.cs == csWord && f.assign)) || f.kind < fTop || f.kind == fTest ||
		f.kind == fCase && f.sub != sCaseBody { // case's word, in and the patterns: no assignment stands there
		return false
	}
	return isName(m.word)
}

// States of the start of ${ (frame.sub of an fParam).
const (
	pStart uint8 = 10 + iota // after ${
	pHash                    // after ${#
)

// paramName reads the start of ${ in dash: there $ and # are the names of
// special parameters (${$}, ${#}, ${#$}), not the start of an expansion.
// bash reads ${$( as a nested substitution.
func (m *posix) paramName(f *frame, b byte) bool {
	switch {
	case b == '#' && f.sub == pStart:
		f.sub = pHash
	case b == '$':
		f.sub = 0
	default:
		f.sub = 0
		return false
	}
	m.addWord(b)
	return true
}

// zshGroup handles what zsh reads differently at the start of a command
// and within arguments: a { glued to a command opens a brace group, and a (
// in an argument opens a glob group up to its ). It reports whether it
// consumed b.
func (m *posix) zshGroup(f *frame, b byte) bool {
	if f.kind == fTest && b == '(' && (f.inWord || f.sub == sTestZ2P) {
		// In [[ ]] a ( within a word, or beginning the pattern after
		// = == != =~, opens a group of the pattern up to its ) (lex.c,
		// incondpat): [[ a == (a|b ]] waits.
		m.openGlob(f, b)
		return true
	}
	if b == '(' && !f.inWord && (f.kind == fFor && f.sub == sForName || f.kind == fCase && f.sub == sCaseWord) {
		// for (, select ( and case (: the word after the keyword is
		// read where no command begins, and a ( there begins a glob
		// group up to its ) (for ( a ) is then an error, for ( waits);
		// for (( is the arithmetic for (see nested).
		m.openGlob(f, b)
		m.top().keyWord = true
		return true
	}
	if b == '(' && f.kind == fFor && f.sub == sForZWords {
		// for NAME ( … ): a ( among the words, in one or beginning it,
		// begins a glob group up to its ), across blanks and newlines
		// (lex.c: the words are read where no command begins): for x
		// (a (b c) d waits, for x ( (a|b) ) is complete.
		m.openGlob(f, b)
		return true
	}
	if f.kind < fTop || f.kind == fTest || f.kind == fCase && f.sub != sCaseBody {
		return false
	}
	switch {
	case b == '{' && f.kind == fFunc && f.sub != sFuncName:
		m.pop() // the function's body
		m.top().cs = csStart
		m.push(fBrace, m.cur.mark())
		return true
	case f.kind == fFunc:
		return false
	case b == '{' && !f.inWord && (f.kind == fFor && (f.sub == sForZBody || f.sub == sForDo || f.sub == sForArith) ||
		f.cs == csCompound && (f.kind == fIf && f.sub == sIfCond || f.kind == fWhile && f.sub == sLoopCond)):
		// for … { … }, and if [[ … ]] { … }, while (( … )) { … }: after
		// a compound command that ends the condition, { begins the body
		// (zsh's short forms).
		f.sub, f.cs, f.hasCmd = sBraceBody, csStart, false
		return true
	case b == '{' && !f.inWord && (f.cs == csStart || f.cs == csNeed || f.cs == csPrefix || f.cs == csWord && f.nwords == 0):
		// (After redirections alone too: >x { echo a; }, par_cmd.)
		m.push(fBrace, m.cur.mark())
		return true
	case b == '(' && f.inWord && (f.cs == csStart || f.cs == csNeed || f.cs == csPrefix || f.cs == csWord && f.nwords == 0):
		// In the command's word too (e(cho a) is a glob), but for
		// name(), which defines a function (see nested); after
		// redirections alone too (>x f() { … }).
		plain, array := m.wordPlain, m.opensArray(f)
		m.wordPlain = false
		m.addWord(b)
		g := m.push(fGlob, m.cur.mark())
		g.cmd, g.plain, g.array = true, plain, array
		return true
	case b == '(' && f.cs == csWord && (f.inWord || f.nwords > 1 && !f.assign):
		// (After assignments alone a ( apart is a token: x=1 y=2 ( is a
		// parse error.) A ( apart from the words is the () of f g (),
		// which defines both functions, when its ) follows at once.
		array, apart := f.inWord && m.opensArray(f), !f.inWord
		m.openGlob(f, b)
		m.top().array = array // x=1 y=(a b)
		m.top().apart = apart
		return true
	case b == '(' && f.cs == csWord && f.nwords == 1 && !f.assign:
		// After the command's name too a ( begins a glob group up to
		// its ), across blanks (false ( a waits, echo ( ) is complete),
		// but for (), which defines the function (see nested). After
		// an assignment the lexer is still at a command's start: the (
		// is a token, and a parse error (x=1 ().
		m.openGlob(f, b)
		m.top().apart = true
		return true
	}
	return false
}

// shortBody begins the body of f, a zsh loop in sForZBody or sForDo
// (for, repeat, foreach) read without do or {, and returns the frame its
// first token goes to: foreach's body is a list up to end (par_for, as
// csh's), in f; the others' is one command (SHORT_LOOPS), and the loop
// ends with it, in the enclosing list.
func (m *posix) shortBody(f *frame) *frame {
	if f.alt {
		f.sub, f.cs, f.hasCmd = sLoopBody, csStart, false
		return f
	}
	m.pop()
	p := m.top()
	p.cs = csStart
	return p
}

// opensPattern reports whether the word read so far ends with an unquoted
// one of * + ? @ !, so that a ( next opens a ksh pattern group.
func (m *posix) opensPattern() bool {
	n := len(m.word)
	if n == 0 || !strings.ContainsRune("*+?@!", rune(m.word[n-1])) {
		return false
	}
	escapes := 0
	for i := n - 2; i >= 0 && m.word[i] == '\\'; i-- {
		escapes++
	}
	return escapes%2 == 0
}

// openGlob reads b, a ( within a word or beginning one, as the start of
// a glob group up to its ).
func (m *posix) openGlob(f *frame, b byte) {
	if !f.inWord {
		f.inWord = true
		m.word = m.word[:0]
		m.wordLong = false
		m.wordBraces = 0
	}
	m.wordPlain, m.wordBare = false, false
	m.addWord(b)
	m.push(fGlob, m.cur.mark())
}

func pick(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// isName reports whether w is a NAME: a letter or _, then letters, digits
// and _.
func isName(w []byte) bool {
	for i, c := range w {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return len(w) > 0
}
