package pstoken

import (
	"errors"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// This file is PowerShell's tokenizer for the tokens that the parser's
// mode decides (tokenizer.cs in PowerShell/PowerShell,
// src/System.Management.Automation/engine/parser): where a generic token,
// a number, a variable, a -parameter or an operator ends, and which of them
// a character begins in each mode (NextToken). The tokens it reads whole
// (strings, comments, …) it leaves to the Scanner of scan.go. The
// completeness reader (lexer) feeds it rune by rune and parses the tokens it
// hands over; the analysis (policy) reads one token at a time with Next.
// Either way a token ends, and is of a kind, as decided here only.

// Mode is how the tokenizer reads a token (tokenizer.cs TokenizerMode), as
// the parser asks for it.
type Mode uint8

const (
	ModeStart    Mode = iota // first token of a statement or pipeline element: keywords, expressions or a command's name
	ModeCmd                  // command arguments: generic tokens (TokenizerMode.Command)
	ModeMember               // command arguments, right after one that is an expression: see below
	ModeName                 // command arguments, after a member operator: see below
	ModeExpr                 // expressions, where an operand is expected: -1 is a number (TokenizerMode.Expression)
	ModeOperator             // expressions after an operand: -1 is the operator - then 1
)

// ModeMember and ModeName read the members of a command argument that is
// an expression ($x, 'a', (…), ${x}), which GetCommandArgument reads with
// PrimaryExpressionRule(withMemberAccess: true) (Parser.cs). ModeMember,
// right after the argument or a member's name: a member operator or [
// that touches it is read as in an expression (GetMemberAccessOperator:
// in command mode a . or :: before whitespace or the end is none), and
// anything else as in ModeCmd. ModeName, after a member operator: an
// identifier is the member's name, letters, digits and _ only, as
// SimpleNameRule has ScanIdentifier read it (WantSimpleName: no generic
// token even in command mode); anything else as in ModeCmd
// (MemberNameRule's other cases).

// expr reports whether m is one of the expression modes.
func (m Mode) expr() bool { return m >= ModeExpr }

// TokKind is the kind of a token handed to the parser.
type TokKind uint8

const (
	TNewline     TokKind = iota // newline
	TSemi                       // ;
	TPipe                       // |
	TOrOr                       // ||
	TAndAnd                     // &&
	TAmp                        // &
	TLParen                     // (
	TRParen                     // )
	TLBrace                     // {
	TRBrace                     // }
	TLBracket                   // [ (expression mode)
	TRBracket                   // ] (expression mode)
	TDollarParen                // $(
	TAtParen                    // @(
	TAtBrace                    // @{
	TComma                      // ,
	TDot                        // . (member access, dot-sourcing)
	TColonColon                 // ::
	TColon                      // :
	TQuestion                   // ? (ternary)
	TRedir                      // > >> 2> 2>&1 *> …
	TRedirIn                    // <
	TAssign                     // = += -= *= /= %= ??=
	TBinOp                      // binary operators: * / % .. ?? -eq -and -f …
	TUnary                      // ! -not -bnot
	TBoth                       // + - -split -join: binary or unary
	TIncDec                     // ++ --
	TParam                      // -name that is no operator (ScanParameter)
	TWord                       // generic token, identifier or keyword
	TVar                        // $name ${name} @name
	TNum                        // number
	TStr                        // string or here-string
	TContinue                   // a backtick before a newline: the line goes on (no token)
)

// Tok is a token: its kind, where it began and ended, its text for words
// and operators (lower case, bounded), and whether it touches the token
// before.
type Tok struct {
	Kind TokKind
	At   Pos    // where it began
	Text string // keywords, operators, --%: interned; else ""
	// Simple: a word made only of identifier characters, a keyword
	// candidate.
	Simple bool
	Adj    bool // no whitespace or comment between it and the token before
	Lead   byte // a word's first character, lower case (0: none recorded)
	// Colon: a word of a dash, a character other than a dash, and more,
	// that ends with a colon and has no quotes: a parameter whose argument
	// follows (ScanParameter's sawColonAtEnd; -Path: x).
	Colon bool
	// Param: a word read in command mode that is, whole, a token
	// CommandRule takes as no argument: a parameter as ScanParameter
	// reads it (a dash, a letter, _ or ?, then characters none of which
	// is a quote, . [ $ ` or a colon before the end) or -- alone
	// (MinusMinus). Of what it is unsure (-a.b is -a then the argument
	// .b) it says false.
	Param bool
	// StopMark: a generic token or a string whose value, quotes and
	// escapes taken out, is --% (value.go).
	StopMark bool
}

// Parser is handed each token the Tokenizer reads (comments are not),
// and says in which mode to read the next. After Reset the next token is
// a statement's first.
type Parser interface {
	Token(t Tok) (next Mode)
}

// tokenizer states.
type lexState uint8

const (
	lsStart    lexState = iota // at the start of a token
	lsScan                     // a token the Scanner scans whole, or one inside a generic token
	lsBacktick                 // ` at the start of a token
	lsLT                       // < : <# or a redirection
	lsAt                       // @
	lsDollar                   // $ at the start of a token
	lsVarName                  // $name
	lsWord                     // a generic token (command mode)
	lsNum                      // a number
	lsIdent                    // an identifier (expression mode)
	lsDash                     // - (expression or start mode)
	lsDashWord                 // -letters: operator or parameter
	lsOp                       // + * / % waiting for = or a second character
	lsDot                      // .
	lsQ                        // ?
	lsQQ                       // ??
	lsColon                    // :
	lsPipe                     // |
	lsAmp                      // &
	lsGT                       // a redirection operator
	lsGTAmp                    // >& waiting for its digit
	lsBang                     // !
	lsVarColon                 // $name: (a drive-qualified name, or :: after the name)
	lsOpEnd                    // an operator read at a statement's start: the next rune may make it a generic token
	lsParam                    // a parameter after which the verbatim arguments begin (StopAfterParameter)
	lsMember                   // ModeMember: . : or ? touching the argument, the next rune decides
)

// maxText bounds the text kept of a word: keywords and operators are short.
const maxText = 16

// Tokenizer reads PowerShell tokens rune by rune (NextToken) and hands
// them to its Parser. The zero value with P set is ready. It is not safe
// for concurrent use.
type Tokenizer struct {
	P Parser

	quiet   bool // tell TraceScan and TraceError nothing (Reader: the lexer tells them)
	ls      lexState
	str     Scanner    // lsScan: the token scanned whole
	inWord  bool       // … inside a generic token, read on when it ends
	scanAt  Pos        // … where it began
	scanEx  bool       // … in expression mode (for TraceScan)
	at      Pos        // the rune being consumed
	tokAt   Pos        // start of the token being read
	mode    Mode       // mode of the token being read
	next    Mode       // the mode the parser asked for the next token
	adjNext bool       // the next token touches the one before
	text    []byte     // text of the word being read (lower case, bounded)
	long    bool       // … longer than maxText
	simple  bool       // … identifier characters only
	esc     bool       // lsWord: a backtick escapes the next character
	opChar  rune       // lsOp, lsDash, lsMember: the operator character(s) seen; lsVarName: $ ? ^ of $$ $? $^, } after ${ }, else 0
	gtMore  bool       // lsGT: a second > was read
	ampAt   Pos        // lsGTAmp: where the & is; lsVarColon: where the : is
	stop    Pos        // the rune being read when the last token ended (for Reader)
	incl    bool       // … which is its last rune (else it ended before it)
	pend    TokKind    // lsOpEnd: the operator read
	pendTx  string     // … its text
	numDot  bool       // lsNum: a . was read, a digit must follow
	numSign bool       // lsNum: last character was e, a sign may follow
	colons  bool       // lsMember: :: was read
	btAt    Pos        // where the backtick began
	colon   bool       // lsWord: the last character read is a colon
	quoted  bool       // lsWord: a quote was read (no parameter: ScanParameter)
	param   paramState // lsWord: how much of a parameter or -- the word is
	val     valueMatch // how much of --% the value of the token being read is (Tok.StopMark)
	// stopParam: the parser read an argument that begins with the string
	// --% and peeks at the token after it: a parameter there begins the
	// verbatim arguments where it ends (StopAfterParameter).
	stopParam bool
}

// paramState is how much of a parameter (ScanParameter) or of -- a word
// read in command mode is so far (Tok.Param).
type paramState uint8

const (
	pNo       paramState = iota // neither (or unsure)
	pFirst                      // nothing read yet
	pDash                       // a dash
	pDashDash                   // two dashes: -- if the word ends here
	pParam                      // a dash, a letter, _ or ?, and more: a parameter
	pColon                      // … ending in a colon: its argument follows
)

// paramNext is the paramState after rune r of a word in state p
// (tokenizer.cs NextToken, case '-'; ScanParameter).
func paramNext(p paramState, r rune) paramState {
	switch p {
	case pFirst:
		if Dash(r) {
			return pDash
		}
	case pDash:
		switch {
		case Dash(r):
			return pDashDash
		case r == '_' || r == '?' || unicode.IsLetter(r):
			return pParam
		}
	case pParam:
		switch {
		case r == ':':
			return pColon
		case SQ(r) || DQ(r) || r == '.' || r == '[' || r == '$' || r == '`':
			return pNo
		}
		return pParam
	}
	return pNo
}

// Reset forgets the token being read: the next rune begins one, touching
// nothing before it.
func (t *Tokenizer) Reset() {
	t.ls, t.esc = lsStart, false // a backtick that ended the last line escapes nothing now
	t.next = ModeStart
	t.str.Reset()
	t.inWord = false
	t.adjNext = false
}

// Quiet makes t tell the trace hooks nothing: its reader's traces are not
// the ones compared.
func (t *Tokenizer) Quiet() { t.quiet = true }

// Clone returns a copy that goes on independently.
func (t *Tokenizer) Clone() Tokenizer {
	c := *t
	c.str = t.str.Clone()
	c.text = append([]byte(nil), t.text...)
	return c
}

// Step consumes r (-1: the end of input) at the place Move gave last.
func (t *Tokenizer) Step(r rune) {
	for n := 64; !t.step(r); n-- { // small enough to inline
		if n == 0 {
			panic(errStall) // programmer error
		}
	}
}

// Move says where the next rune Step reads is (at the end of input:
// where it ends).
func (t *Tokenizer) Move(at Pos) { t.at = at }

// errStall is what Step panics with if a state never reads its rune.
var errStall = errors.New("pstoken: tokenizer does not progress")

// Pending reports whether a token is being read that a newline would end
// (rather than inside a string, comment or substitution where it is text,
// or at a backtick that it continues).
func (t *Tokenizer) Pending() bool {
	switch t.ls {
	case lsStart, lsBacktick:
		return false
	case lsScan:
		return t.str.Pending()
	case lsWord:
		return !t.esc
	}
	return true
}

// Escaped reports whether the last rune was a backtick inside a generic
// token: it escapes a newline, but at the end of input it is literal.
func (t *Tokenizer) Escaped() bool { return t.ls == lsWord && t.esc }

// Backtick reports whether the input ends with a backtick that began no
// token yet, and where it is: pwsh waits for what it escapes.
func (t *Tokenizer) Backtick() (Pos, bool) { return t.btAt, t.ls == lsBacktick }

// Open returns the innermost part of a token scanned whole that is still
// open, as Scanner.Open.
func (t *Tokenizer) Open() (Kind, Pos, bool) {
	if t.ls != lsScan {
		return 0, Pos{}, false
	}
	return t.str.Open()
}

// StopParsing begins the verbatim arguments after --% at the rune being
// read (GetVerbatimCommandArgument): the parser saw --% among a command's
// arguments.
func (t *Tokenizer) StopParsing() { t.scan(StopParsing, t.at, false) }

// StopAfterParameter says that if the next token is a parameter, the
// verbatim arguments begin where it ends, and it is read as ScanParameter
// reads it (up to . [ or a colon too). The parser calls it after an
// argument that begins with a string whose value is --% ('--%' or "--%"),
// at the token it peeks at: GetCommandArgument peeks at the token after a
// string (for a comma), and GetVerbatimCommandArgumentToken still reads the
// verbatim arguments when that token is a parameter, after it, and else
// none (Parser.cs CommandRule, GetCommandArgument,
// GetVerbatimCommandArgumentToken). Any token read clears it.
func (t *Tokenizer) StopAfterParameter() { t.stopParam = true }

// begin starts a token at the current rune in state s.
func (t *Tokenizer) begin(s lexState) {
	t.tokAt, t.ls = t.at, s
	t.text, t.long, t.simple = t.text[:0], false, true
	t.colon, t.quoted = false, false
	t.param = pNo
	t.val = valueMatch{}
}

// addText records r in the word's text.
func (t *Tokenizer) addText(r rune) {
	t.val.add(r)
	if r < utf8.RuneSelf && r >= 0 {
		c := byte(r)
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			t.simple = false
		}
		if t.long {
			return
		}
		if len(t.text) >= maxText {
			t.long = true
			return
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		t.text = append(t.text, c)
		return
	}
	if !IdentFollow(r) {
		t.simple = false
	}
	if t.long {
		return
	}
	if len(t.text)+utf8.RuneLen(r) > maxText || r < 0 {
		t.long = true
		return
	}
	t.text = utf8.AppendRune(t.text, unicode.ToLower(r))
}

// wordText returns the text of the word when it is one the parser looks
// at (a keyword, an operator, --%), else "": no allocation per word.
func (t *Tokenizer) wordText() string {
	if t.long || !t.simple && (len(t.text) == 0 || t.text[0] != '-') {
		return "" // no keyword (identifier characters only) and no -operator or --%: no lookup
	}
	return words().intern[string(t.text)]
}

// wordTables are the words whose text matters to the parser (intern) and
// the -operators that take two operands (binary).
type wordTables struct {
	intern  map[string]string
	binary  map[string]bool
	keyword map[string]Keyword
}

// words builds the tables on first use: only input read with the
// PowerShell grammar needs them, and a one-shot guarded-sh -c pays for
// every map built at start-up (and for a sync.OnceValue's allocations).
func words() wordTables {
	tables.once.Do(func() { tables.t = buildWords() })
	return tables.t
}

var tables struct {
	once sync.Once
	t    wordTables
}

func buildWords() wordTables {
	t := wordTables{intern: map[string]string{}, binary: map[string]bool{}, keyword: map[string]Keyword{}}
	for _, k := range keywordTable {
		t.intern[k.word] = k.word
		t.keyword[k.word] = k.kw
	}
	for _, w := range strings.Fields(`in --% -not -bnot -split -join`) {
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

// emit hands a token to the parser; the tokenizer is then at a token
// start. incl: the rune being read is the token's last.
func (t *Tokenizer) emit(k TokKind, text string, incl bool) {
	tok := Tok{Kind: k, At: t.tokAt, Text: text, Simple: t.simple && !t.long && text != "", Adj: t.adjNext}
	tok.StopMark = (k == TWord || k == TStr) && t.val.stop()
	if k == TWord && len(t.text) > 0 {
		tok.Lead = t.text[0]
		tok.Colon = t.colon && !t.quoted && len(t.text) > 2 && t.text[0] == '-' && t.text[1] != '-'
		tok.Param = t.ls == lsWord && (t.param == pParam || t.param == pColon || t.param == pDashDash)
	}
	t.stop, t.incl = t.at, incl
	t.ls = lsStart
	t.adjNext = true
	t.stopParam = false
	t.next = t.P.Token(tok)
}

// scan starts a token the Scanner scans whole, of kind k, at at.
func (t *Tokenizer) scan(k Kind, at Pos, inWord bool) {
	in := Kind(0)
	if inWord {
		in = Generic
	}
	t.ls, t.inWord, t.scanAt, t.scanEx = lsScan, inWord, at, t.mode.expr()
	t.str.Begin(k, at, in)
	t.str.val = t.val // a string's value goes on the generic token's, if it is in one
}

// scanned reads r into the token the Scanner scans; once it ends, the
// generic token it was in goes on, or it is handed to the parser (a
// comment is not).
func (t *Tokenizer) scanned(r rune) bool {
	k := t.str.Kind()
	res := t.str.Step(r, t.at)
	if res == More {
		return true
	}
	if TraceScan != nil && k != Dollar && !t.quiet {
		end := t.at
		if res == End {
			end.Col++
		}
		TraceScan("lexer", k, t.scanAt, end, t.scanEx)
	}
	t.val = t.str.val
	switch {
	case t.inWord:
		t.ls, t.inWord = lsWord, false
	case k == LineComment || k == BlockComment:
		t.ls = lsStart
	case k == StopParsing:
		t.ls = lsStart
		if res == End {
			// GetVerbatimCommandArgument ungets the first & when the
			// next is & too: the verbatim text ends before it, and the
			// && token begins there, a rune before the second & just
			// read (tokenizer.cs: if (!inQuotes && (c == '|' || (c ==
			// '&' && !AtEof() && PeekChar() == '&'))) { UngetChar();
			// break; }).
			t.tokAt = Pos{t.at.Line, t.at.Col - 1}
			t.emit(TAndAnd, "&&", true)
		}
	case k == BracedVariable && t.mode == ModeCmd && res == End:
		t.ls, t.opChar = lsVarName, '}' // the next character decides: ${a}b is a generic token
	case k == BracedVariable:
		t.emit(TVar, "", true)
	default:
		t.simple = false
		t.emit(TStr, "", res == End)
	}
	return res == End
}

// step consumes r (-1 at end of input) in the current state, or changes
// state and returns false to have r consumed again.
func (t *Tokenizer) step(r rune) bool {
	switch t.ls {
	case lsStart:
		return t.start(r)
	case lsScan:
		return t.scanned(r)
	case lsBacktick:
		// NextToken: ` then a newline continues the line, ` then whitespace
		// is whitespace, ` at the end waits; else it escapes a character
		// that begins a generic token (Backtick, ScanGenericToken).
		switch {
		case r == -1:
			return true
		case Newline(r), DotnetSpace(r):
			// ScanLineContinuation or SkipWhiteSpace, then goto again: the
			// next token is apart from the last, as after any whitespace
			// ('a'`<newline>b is two arguments, as 'a' b is).
			t.ls, t.adjNext = lsStart, false
			t.next = t.P.Token(Tok{Kind: TContinue, At: t.btAt})
		default:
			t.ls = lsWord
			t.simple, t.long = false, true // its text so far is not the token's: no keyword or operator
			t.val.escape(r)                // `--% is the marker: its value is --%
		}
	case lsLT:
		if r == '#' {
			t.scan(BlockComment, t.tokAt, false)
			return true
		}
		t.emit(TRedirIn, "<", false)
		t.syntaxError() // "The '<' operator is reserved for future use."
		return false
	case lsAt:
		return t.atSign(r)
	case lsDollar:
		return t.dollar(r)
	case lsVarName:
		if r == ':' && t.opChar == 0 {
			t.ls, t.ampAt = lsVarColon, t.at
			return true
		}
		if r != -1 && (IdentFollow(r) || r == '?') && t.opChar == 0 {
			return true
		}
		if t.mode == ModeCmd && !ForceNew(r) && (r != '.' && r != '[' || t.opChar == '$' || t.opChar == '?' || t.opChar == '^') {
			// $a#b and ${a}b in command mode are a generic token
			// (ScanVariable: a character that does not force a new token
			// rescans the variable as a generic token's start; after a
			// name or ${ } a . or [ is member access or an index, after
			// $$ $? $^ it too goes on the generic token). Its text is no
			// --% then: ${}--% stops no parsing (CommandRule compares the
			// whole generic token's value with --%).
			t.ls = lsWord
			t.simple, t.long = false, true // its text so far is not the token's: no keyword, operator or --%
			t.val.spoil()
			return false
		}
		t.emit(TVar, "", false)
		return false
	case lsWord:
		return t.word(r)
	case lsParam:
		return t.parameter(r)
	case lsMember:
		return t.member(r)
	case lsNum:
		return t.number(r)
	case lsIdent:
		if r != -1 && IdentFollow(r) {
			t.addText(r)
			return true
		}
		t.emit(TWord, t.wordText(), false)
		return false
	case lsDash:
		return t.dash(r)
	case lsDashWord:
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			t.addText(r)
			return true
		}
		t.dashWord()
		return false
	case lsOp:
		return t.op(r)
	case lsOpEnd:
		if !ForceNew(r) {
			// CheckOperatorInCommandMode: a generic token begins with the
			// operator's characters. Of them only ASCII -- is kept as text
			// (--% names a command whose arguments are verbatim, CommandRule);
			// the others are no keyword or operator. Its value begins
			// with them: -`-% is the marker too.
			t.ls = lsWord
			t.simple, t.long = false, len(t.text) == 0
			switch {
			case len(t.text) > 0:
				t.val.add('-')
				t.val.add('-')
			case t.pend == TBoth && t.opChar == '-':
				t.val.add('-')
			default:
				t.val.spoil()
			}
			return false
		}
		t.emit(t.pend, t.pendTx, false)
		return false
	case lsVarColon:
		// ScanVariable: a : goes on the name ($env:x), but $a::b is $a
		// then :: (static member access).
		if r != ':' {
			t.ls = lsVarName
			return false
		}
		at := t.at
		t.at = t.ampAt
		t.emit(TVar, "", false)
		t.at = at
		if t.next == ModeMember {
			// In command mode too: GetMemberAccessOperator reads the ::
			// after the argument, the next rune decides.
			t.tokAt, t.ls, t.opChar, t.colons = t.ampAt, lsMember, ':', true
			t.mode = ModeCmd
			return true
		}
		t.tokAt, t.ls = t.ampAt, lsColon
		return false
	case lsBang:
		// NextToken: ! begins a generic token in command mode before a
		// character that does not end one, and in expression mode before
		// an identifier.
		if t.mode == ModeStart && !ForceNew(r) || t.mode.expr() && r != -1 && IdentStart(r) {
			t.ls = lsWord
			t.simple, t.long = false, true
			t.val.spoil()
			return false
		}
		t.emit(TUnary, "!", false)
		return false
	case lsDot:
		switch {
		case r == '.':
			return t.operator(TBinOp, "..", true) // in command mode ..x is a generic token (ScanDot)
		case Digit(r):
			t.ls, t.numDot, t.numSign = lsNum, false, false
			return true
		case t.mode == ModeStart && !ForceNew(r) && r != '$' && !DQ(r) && !SQ(r):
			t.ls = lsWord                  // .\script.ps1 is a command name (ScanDot)
			t.simple, t.long = false, true // its text so far is not the token's: no keyword, operator or --%
			t.val.spoil()
			return false
		}
		t.emit(TDot, ".", false)
		return false
	case lsQ:
		if r == '?' {
			t.ls = lsQQ
			return true
		}
		if t.nullConditional(r) {
			return true
		}
		t.emit(TQuestion, "?", false)
		return false
	case lsQQ:
		if r == '=' {
			t.emit(TAssign, "??=", true)
			return true
		}
		t.emit(TBinOp, "??", false)
		return false
	case lsColon:
		if r == ':' {
			t.emit(TColonColon, "::", true)
			return true
		}
		t.emit(TColon, ":", false)
		return false
	case lsPipe:
		if r == '|' {
			t.emit(TOrOr, "||", true)
			return true
		}
		t.emit(TPipe, "|", false)
		return false
	case lsAmp:
		if r == '&' {
			t.emit(TAndAnd, "&&", true)
			return true
		}
		t.emit(TAmp, "&", false)
		return false
	case lsGT:
		switch {
		case r == '>' && !t.gtMore:
			t.gtMore = true
			return true
		case r == '&':
			t.ls, t.ampAt = lsGTAmp, t.at
			return true
		}
		t.emit(TRedir, ">", false)
		return false
	case lsGTAmp:
		if r == '1' || r == '2' {
			t.emit(TRedir, ">&", true)
			return true
		}
		// 2>& without its digit: the & is a token of its own, and the
		// rune after it is read again.
		at := t.at
		t.at = t.ampAt
		t.emit(TRedir, ">", false)
		t.at = at
		t.tokAt, t.ls = t.ampAt, lsAmp
		return false
	}
	return true
}

// start reads the first character of a token (NextToken).
func (t *Tokenizer) start(r rune) bool {
	switch {
	case r == -1:
		return true
	case r == ' ' || r == '\t' || Space(r):
		t.adjNext = false
		return true
	case r == 0:
		// NUL begins a generic token (NextToken, ScanGenericToken).
		t.begin(lsWord)
		t.esc, t.simple, t.long = false, false, true
		t.val.spoil()
		return true
	}
	t.mode = t.next
	switch t.mode {
	case ModeMember:
		t.mode = ModeCmd
		switch {
		case !t.adjNext:
		case r == '.' || r == ':' || r == '?':
			t.begin(lsMember)
			t.opChar, t.colons = r, false
			return true
		case r == '[':
			t.tokAt = t.at
			t.emit(TLBracket, "[", true) // an element (ElementAccessRule)
			return true
		}
	case ModeName:
		t.mode = ModeCmd
		if IdentStart(r) {
			t.begin(lsIdent)
			t.addText(r)
			return true
		}
	}
	switch {
	case Newline(r):
		t.tokAt = t.at
		t.emit(TNewline, "", true)
		t.adjNext = false
		return true
	case r == '#':
		t.scan(LineComment, t.at, false)
		t.adjNext = false
		return true
	case r == '<':
		t.begin(lsLT)
		t.adjNext = false
		return true
	case r == '`':
		t.begin(lsBacktick)
		t.btAt = t.at
		return true
	case SQ(r):
		t.begin(lsScan)
		t.scan(Verbatim, t.at, false)
		return true
	case DQ(r):
		t.begin(lsScan)
		t.scan(Expandable, t.at, false)
		return true
	case r == '@':
		t.begin(lsAt)
		return true
	case r == '$':
		t.begin(lsDollar)
		return true
	case r == '|':
		t.begin(lsPipe)
		return true
	case r == '&':
		t.begin(lsAmp)
		return true
	}
	if k, ok := single(r); ok {
		t.tokAt = t.at
		t.emit(k, "", true)
		return true
	}
	if r == '>' {
		t.begin(lsGT)
		t.gtMore = false
		return true
	}
	if t.mode == ModeCmd {
		t.begin(lsWord)
		t.esc, t.param = false, pFirst
		return false
	}
	switch {
	case Digit(r):
		t.begin(lsNum)
		t.numDot, t.numSign = false, false
		return false
	case Dash(r):
		t.begin(lsDash)
		t.opChar = r
		return true
	case r == '+':
		t.begin(lsOp)
		t.opChar = r
		return true
	case r == '!':
		t.begin(lsBang)
		return true
	case r == '[':
		t.tokAt = t.at
		t.emit(TLBracket, "[", true)
		return true
	case r == '.':
		t.begin(lsDot)
		return true
	}
	if t.mode == ModeStart {
		t.begin(lsWord)
		t.esc = false
		return false
	}
	switch {
	case r == '*' || r == '/' || r == '%' || r == '=':
		t.begin(lsOp)
		t.opChar = r
		return true
	case r == '?':
		t.begin(lsQ)
		return true
	case r == ':':
		t.begin(lsColon)
		return true
	case r == ']':
		t.tokAt = t.at
		t.emit(TRBracket, "]", true)
		return true
	case IdentStart(r):
		t.begin(lsIdent)
		t.addText(r)
		return true
	}
	t.begin(lsWord)
	t.esc = false
	return false
}

// syntaxError tells TraceError of a syntax error found at the token being
// read: pwsh runs nothing of such input.
func (t *Tokenizer) syntaxError() {
	if TraceError != nil && !t.quiet {
		TraceError(t.tokAt.Line, t.tokAt.Col)
	}
}

// single returns the kind of a one-character token.
func single(r rune) (TokKind, bool) {
	switch r {
	case '(':
		return TLParen, true
	case ')':
		return TRParen, true
	case '{':
		return TLBrace, true
	case '}':
		return TRBrace, true
	case ';':
		return TSemi, true
	case ',':
		return TComma, true
	}
	return 0, false
}

// atSign reads what follows @ (NextToken).
func (t *Tokenizer) atSign(r rune) bool {
	switch {
	case r == '{':
		t.emit(TAtBrace, "@{", true)
		return true
	case r == '(':
		t.emit(TAtParen, "@(", true)
		return true
	case SQ(r):
		t.scan(HereVerbatim, t.tokAt, false)
		return true
	case DQ(r):
		t.scan(HereExpandable, t.tokAt, false)
		return true
	case r != -1 && VarStart(r):
		t.ls, t.opChar = lsVarName, 0
		return true
	}
	t.simple = false
	t.emit(TWord, "@", false) // UnrecognizedToken: an error
	t.syntaxError()
	return false
}

// dollar reads what follows $ at the start of a token (NextToken,
// ScanVariable).
func (t *Tokenizer) dollar(r rune) bool {
	switch {
	case r == '(':
		t.emit(TDollarParen, "$(", true)
		return true
	case r == '{':
		t.scan(BracedVariable, t.tokAt, false)
		return true
	case r != -1 && VarStart(r):
		t.ls, t.opChar = lsVarName, 0
		if r == '$' || r == '?' || r == '^' {
			t.opChar = r // $$ $? $^ are one character long
		}
		return true
	}
	t.ls = lsWord
	t.simple, t.long = false, true // its text so far is not the token's: no keyword, operator or --%
	t.val.spoil()
	return false
}

// word reads a generic token (ScanGenericToken): up to a character that
// forces a new token, with quotes, $( and ${ inside it.
func (t *Tokenizer) word(r rune) bool {
	if t.val.inEscape() && t.val.escapeStep(r) {
		return true // `u{2d}: ScanUnicodeEscape reads it in the token, braces too
	}
	if t.esc {
		t.esc = false
		if r == -1 {
			t.val.add('`')
			t.emit(TWord, "", false) // a backtick at the end of input is literal
			return false
		}
		t.simple = false
		t.val.escape(r)
		return true
	}
	if ForceNew(r) {
		t.emit(TWord, t.wordText(), false)
		return false
	}
	t.colon = r == ':'
	was := t.param
	t.param = paramNext(t.param, r)
	if t.stopParam && was == pDash && t.param == pParam {
		t.ls = lsParam // a parameter, read as ScanParameter reads it: the verbatim arguments follow
		t.addText(r)
		return true
	}
	switch {
	case r == '`':
		t.esc, t.simple, t.long = true, false, true
	case SQ(r):
		t.scan(Verbatim, t.at, true)
		t.simple, t.long = false, true // no keyword, operator or 2> (ScanParameter: quotes make an argument)
		t.quoted = true
	case DQ(r):
		t.scan(Expandable, t.at, true)
		t.simple, t.long = false, true
		t.quoted = true
	case r == '$':
		t.val.spoil() // a variable, or $ itself: the value is no --%
		t.scan(Dollar, t.at, true)
		t.simple, t.long = false, true
	case r == '>' && len(t.text) == 1 && !t.long && (t.text[0] >= '1' && t.text[0] <= '6' || t.text[0] == '*'):
		t.ls, t.gtMore = lsGT, false // 2> *> …
	default:
		t.addText(r)
	}
	return true
}

// nullConditional emits ?. or ?[ when r, read after a ?, makes one of
// PowerShell 7's null-conditional operators (member access, index), and
// reports whether it did.
func (t *Tokenizer) nullConditional(r rune) bool {
	switch r {
	case '.':
		t.emit(TDot, "?.", true)
	case '[':
		t.emit(TLBracket, "?[", true)
	default:
		return false
	}
	return true
}

// member reads the rune after . : :: or ? that touch a command argument
// that is an expression (ModeMember; tokenizer.cs
// GetMemberAccessOperator): . and :: are member operators unless
// whitespace or the end follows (in command mode), or a second . (..);
// ?. and ?[ are too. Else the characters read begin a token read in
// command mode (ScanDot, ScanLabel, ScanGenericToken), as ever.
func (t *Tokenizer) member(r rune) bool {
	blank := r == -1 || r == 0 || Newline(r) || Space(r)
	switch t.opChar {
	case '.':
		if r != '.' && !blank {
			t.emit(TDot, ".", false)
			return false
		}
	case ':':
		if r == ':' && !t.colons {
			t.colons = true
			return true
		}
		if t.colons && !blank {
			t.emit(TColonColon, "::", false)
			return false
		}
	case '?':
		if t.nullConditional(r) {
			return true
		}
	}
	t.ls, t.esc, t.param = lsWord, false, pFirst
	t.word(t.opChar)
	if t.colons {
		t.word(':')
	}
	return false
}

// parameter reads the rest of a parameter that the verbatim arguments
// follow (StopAfterParameter), as ScanParameter reads it (ParamRune): they
// begin where it ends. A quote makes it an argument, read on as a generic
// token, and then there are none.
func (t *Tokenizer) parameter(r rune) bool {
	switch ParamRune(r) {
	case ParamMore:
		t.addText(r)
		return true
	case ParamGeneric:
		t.ls, t.param, t.stopParam = lsWord, pNo, false
		return false
	case ParamLast:
		t.addText(r)
		t.ls, t.param, t.colon = lsWord, pColon, true
		t.emit(TWord, t.wordText(), true)
		at := t.at
		at.Col++ // the verbatim arguments begin after the colon
		t.scan(StopParsing, at, false)
		return true
	}
	t.ls, t.param, t.colon = lsWord, pParam, false
	t.emit(TWord, t.wordText(), false)
	t.StopParsing()
	return false
}

// number reads a number (ScanNumber); one that is not valid is a generic
// token.
func (t *Tokenizer) number(r rune) bool {
	if t.numDot {
		t.numDot = false
		switch {
		case Digit(r):
			t.addText(r)
			return true
		case r == '.':
			t.at.Col-- // the first . is the operator's
			t.emit(TNum, "", false)
			t.at.Col++
			t.tokAt = t.at
			t.tokAt.Col--
			t.emit(TBinOp, "..", true)
			return true
		}
		at := t.at
		t.at.Col--
		t.emit(TNum, "", false)
		t.tokAt = t.at
		t.emit(TDot, ".", true)
		t.at = at
		return false
	}
	switch {
	case r == -1:
	case r == '>' && len(t.text) == 1 && t.text[0] >= '1' && t.text[0] <= '6':
		t.ls, t.gtMore = lsGT, false // 2> in any mode (NextToken)
		return true
	case Digit(r) || IdentFollow(r):
		t.numSign = (r == 'e' || r == 'E') && !strings.HasPrefix(string(t.text), "0x")
		t.addText(r)
		return true
	case t.numSign && (r == '+' || Dash(r)):
		t.numSign = false
		t.addText(r)
		return true
	case r == '.' && !strings.Contains(string(t.text), "."):
		t.numDot = true
		t.addText(r)
		return true
	}
	if !t.long && !Number(string(t.text)) || !ForceNewAfterNumber(r) && r != -1 && !t.mode.expr() {
		// 7z, 1abc: a generic token, a command in start mode.
		if !t.mode.expr() {
			t.ls = lsWord
			t.simple = false
			return false
		}
	}
	t.emit(TNum, "", false)
	return false
}

// dash reads what follows - in start or expression mode (NextToken,
// ScanParameter, ScanNumber).
func (t *Tokenizer) dash(r rune) bool {
	switch {
	case Dash(r):
		if t.opChar == '-' && r == '-' {
			t.text = append(t.text[:0], '-', '-') // --% at a statement's start: the generic token's text
		}
		return t.operator(TIncDec, "--", true)
	case r == '=':
		return t.operator(TAssign, "-=", true)
	case r == '_' || r == '?' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 && unicode.IsLetter(r):
		t.ls = lsDashWord
		t.addText('-')
		t.addText(r)
		return true
	case t.mode != ModeOperator && (Digit(r) || r == '.'):
		t.ls, t.numDot, t.numSign = lsNum, false, false
		t.text = append(t.text[:0], '-')
		return false
	}
	return t.operator(TBoth, "-", false)
}

// dashWord ends a -word: an operator in expressions, else a parameter
// (ScanParameter).
func (t *Tokenizer) dashWord() {
	w := t.wordText()
	switch {
	case w == "-split" || w == "-join":
		if t.mode == ModeStart {
			t.emit(TUnary, w, false)
		} else {
			t.emit(TBoth, w, false)
		}
	case w == "-not" || w == "-bnot":
		t.emit(TUnary, w, false)
	case words().binary[w] && t.mode.expr():
		t.emit(TBinOp, w, false)
	case t.mode == ModeStart:
		t.ls = lsWord // -name as a command name
		t.simple = false
	default:
		t.emit(TParam, w, false)
	}
}

// op reads the character after + * / % = (NextToken,
// CheckOperatorInCommandMode).
func (t *Tokenizer) op(r rune) bool {
	c := t.opChar
	switch {
	case c == '=':
		t.emit(TAssign, "=", false)
		return false
	case c == '+' && r == '+':
		return t.operator(TIncDec, "++", true)
	case c == '+' && r == '=':
		return t.operator(TAssign, "+=", true)
	case r == '=':
		t.emit(TAssign, string(c)+"=", true)
		return true
	case c == '*' && r == '>':
		t.ls, t.gtMore = lsGT, false
		return true
	case c == '+' && (Digit(r) || r == '.') && t.mode != ModeOperator:
		t.emit(TBoth, "+", false) // a signed number, as -1 (the operand follows)
		return false
	case c == '+':
		return t.operator(TBoth, "+", false)
	}
	t.emit(TBinOp, string(c), false)
	return false
}

// Flush ends the token being read, at at, as a newline would, without
// reading the newline: the lexer judges the input before it.
func (t *Tokenizer) Flush(at Pos) {
	t.at = at
	for t.Pending() {
		t.step('\n')
	}
}

// Reader reads the tokens of an input held whole, one at a time, for the
// analysis (policy), with the Tokenizer the completeness reader streams
// through: the token bounds are the same. The zero value is ready; it may
// be reused, not used concurrently.
type Reader struct {
	t    Tokenizer
	mode Mode
	got  bool
	tok  Tok
	end  int  // where tok ends
	incl bool // … just past the rune read when it ended
}

// Token implements Parser: Next keeps the first token; the mode stays
// the one it was asked to read in.
func (r *Reader) Token(t Tok) Mode {
	if !r.got && t.Kind != TContinue {
		r.tok, r.got = t, true
		r.end, r.incl = r.t.stop.Col, r.t.incl
		if r.incl {
			r.end++
		}
	}
	return r.mode
}

// Next reads the token that begins at src[from] or after the blanks,
// comments and line continuations there, in mode m, and returns it and the index just past it;
// ok is false when none begins before the end of src. Positions in the
// token are indexes in src (Pos.Col). A carriage return before a line feed
// is one newline with it, as the lexer reads them. In ModeMember the token
// at src[from] touches the argument before it.
func (r *Reader) Next(src []rune, from int, m Mode) (tok Tok, end int, ok bool) {
	r.t.P, r.t.quiet = r, true
	r.t.Reset()
	r.mode, r.got = m, false
	r.t.next = m
	r.t.adjNext = m == ModeMember // asked right after the argument: touching it
	for j := from; j < len(src) && !r.got; j++ {
		c, next := src[j], j
		if c == '\r' && j+1 < len(src) && src[j+1] == '\n' {
			c, next = '\n', j+1
		}
		r.t.Move(Pos{Col: j})
		r.t.Step(c)
		j = next
	}
	if !r.got {
		r.t.Move(Pos{Col: len(src)})
		r.t.Step(-1)
	}
	if !r.got {
		return Tok{}, len(src), false
	}
	end = r.end
	if r.incl && end > 0 && end < len(src) && src[end-1] == '\r' && src[end] == '\n' {
		end++ // CR LF, read as one newline
	}
	return r.tok, end, true
}

// operator ends an operator of kind k (text): incl, its last rune is the
// one being read. At a statement's start, in command mode, an operator
// that a character other than one that ends a token follows begins a
// generic token instead (CheckOperatorInCommandMode, ScanDot): the next
// rune decides.
func (t *Tokenizer) operator(k TokKind, text string, incl bool) bool {
	if t.mode != ModeStart {
		t.emit(k, text, incl)
		return incl
	}
	t.ls, t.pend, t.pendTx = lsOpEnd, k, text
	return incl
}
