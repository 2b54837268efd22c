package pstoken

// This file is the one scanner of the PowerShell tokens that the tokenizer
// reads whole, without the parser's say: strings, here-strings, comments,
// ${ } names and the $( ) inside an expandable string or a generic token.
// It follows tokenizer.cs in PowerShell/PowerShell
// (src/System.Management.Automation/engine/parser), function by function as
// named at each kind below. The completeness reader (lexer) feeds it rune by
// rune as input arrives; the analysis (policy) asks Skip where a token that
// begins at an index ends. Either way, where such a token ends is decided
// here only.

// Kind is a token scanned whole, or a part nested in one.
type Kind uint8

const (
	Verbatim       Kind = iota + 1 // '…' (ScanStringLiteral): '' is a quote
	Expandable                     // "…" (ScanStringExpandable): "" is a quote, ` escapes, $( and ${ nest
	HereVerbatim                   // @' … '@ (ScanHereStringLiteral)
	HereExpandable                 // @" … "@ (ScanHereStringExpandable): ` escapes, $( and ${ nest
	Dollar                         // $ inside a string or generic token: $( or ${ may follow (ScanDollarInStringExpandable)
	SubExpression                  // $( … ) inside one: every parenthesis counts, quoted or not (ScanSubExpression)
	BracedVariable                 // ${ … } (ScanVariable): ` escapes; inside a string or token "" is a quote
	LineComment                    // # … up to the newline (ScanLineComment)
	BlockComment                   // <# … #> (ScanBlockComment)
	StopParsing                    // the arguments after --%: up to the newline, or | or && outside double quotes (GetVerbatimCommandArgument)
)

// Step is what a rune was to the token being scanned.
type Step uint8

const (
	More   Step = iota // part of the token, which goes on
	End                // its last rune
	Before             // no part of it: the token ended just before this rune
)

// Pos is where a part began, as the caller counts (the lexer: line and
// column, for its hints).
type Pos struct{ Line, Col int }

// Here-string phases.
const (
	hereHeader    = iota // after @' or @": blanks, then the newline (ScanAfterHereStringHeader)
	hereHeaderErr        // characters after the header: an error up to '@ / "@ or the newline
	hereBody             // the body: ends at a line that starts with '@ / "@
)

// part is an open token or a part nested in one.
type part struct {
	kind  Kind
	at    Pos
	in    Kind  // what encloses it (0: none, or a generic token for Dollar and what follows)
	n     int   // SubExpression: parentheses open (the $( one included)
	phase uint8 // here-strings
	quote bool  // a closing quote (strings), # (block comment), a quote at a body line's start (here-string), & (StopParsing) was read
	esc   bool  // a backtick escapes the next rune; StopParsing: inside double quotes
	bol   bool  // here-string body: at the start of a line
	skip  bool  // SubExpression: ` or " was read, a following " is skipped
}

// Generic is a generic token (ScanGenericToken), for Begin's in: $( and
// ${ inside one are read as inside a string.
const Generic Kind = 255

// Scanner reads one token of a kind above, rune by rune; the zero value is
// ready. It is not safe for concurrent use.
type Scanner struct {
	parts []part // innermost last
	// val follows the value of a string or here-string (value.go), nl a
	// newline of a here-string's body not yet known to be part of its
	// value (the one before the footer is not).
	val valueMatch
	nl  bool
}

// Begin starts a token of kind k whose opening characters (the quote, @'
// or @", $ or ${, #, <#) have been read, at at; in is what encloses it: 0,
// or Generic for a string, $ or ${ inside a generic token.
func (s *Scanner) Begin(k Kind, at Pos, in Kind) {
	s.parts = append(s.parts[:0], part{kind: k, at: at, in: in, n: 1})
	s.val, s.nl = valueMatch{}, false
}

// Clone returns a copy that goes on independently.
func (s *Scanner) Clone() Scanner {
	c := *s
	c.parts = append([]part(nil), s.parts...)
	return c
}

// value reads r, a rune of the value of the string being scanned.
func (s *Scanner) value(r rune) {
	if r == -1 {
		return
	}
	if s.nl {
		s.nl = false
		s.val.spoil() // a here-string's newline that is part of its value
	}
	s.val.add(r)
}

// Active reports whether a token is being scanned.
func (s *Scanner) Active() bool { return len(s.parts) > 0 }

// Kind returns the kind of the token being scanned (the outermost part).
func (s *Scanner) Kind() Kind { return s.parts[0].kind }

// Open returns the innermost part still waiting for its end, and where it
// began: what the input leaves open when it ends here. A here-string's
// header error and a line comment end with the line, never wait.
func (s *Scanner) Open() (Kind, Pos, bool) {
	for i := len(s.parts) - 1; i >= 0; i-- {
		p := &s.parts[i]
		switch {
		case p.kind == Dollar:
			continue
		case p.kind == LineComment, p.kind == StopParsing, p.phase == hereHeaderErr:
			return 0, Pos{}, false
		}
		return p.kind, p.at, true
	}
	return 0, Pos{}, false
}

// Pending reports whether a newline would end the token before it (rather
// than being text of the token).
func (s *Scanner) Pending() bool {
	if len(s.parts) != 1 {
		return false
	}
	p := &s.parts[0]
	switch p.kind {
	case Verbatim, Expandable:
		return p.quote
	case Dollar, LineComment, StopParsing:
		return true
	}
	return p.phase == hereHeaderErr
}

// Step consumes r, at at (-1: the end of input), and says what it was to
// the token. A token left open at the end of input (More at -1) waits.
func (s *Scanner) Step(r rune, at Pos) Step {
	for {
		res, again := s.step(r, at)
		if !again {
			return res
		}
	}
}

// pop ends the innermost part with res; again reports that r is to be
// read by the enclosing part.
func (s *Scanner) pop(res Step) (Step, bool) {
	s.parts = s.parts[:len(s.parts)-1]
	switch {
	case len(s.parts) == 0:
		return res, false
	case res == Before:
		return More, true
	}
	return More, false
}

func (s *Scanner) step(r rune, at Pos) (Step, bool) {
	p := &s.parts[len(s.parts)-1]
	switch p.kind {
	case Verbatim:
		if p.quote {
			p.quote = false
			if SQ(r) {
				s.value(r)
				return More, false // '' stands for one quote
			}
			return s.pop(Before)
		}
		p.quote = SQ(r)
		if !p.quote {
			s.value(r)
		}
	case Expandable:
		if s.val.inEscape() && s.val.escapeStep(r) {
			return More, false // `u{…} (ScanUnicodeEscape)
		}
		switch {
		case p.quote:
			p.quote = false
			if DQ(r) {
				s.value(r)
				return More, false
			}
			return s.pop(Before)
		case p.esc:
			p.esc = r == -1
			if r != -1 {
				s.val.escape(r)
			}
		case DQ(r):
			p.quote = true
		case r == '`':
			p.esc = true
		case r == '$':
			s.val.spoil()
			s.parts = append(s.parts, part{kind: Dollar, at: at, in: Expandable})
		default:
			s.value(r)
		}
	case Dollar:
		switch r {
		case '(':
			p.kind, p.n = SubExpression, 1
		case '{':
			p.kind = BracedVariable
		case '$', '?', '^':
			return s.pop(End) // $$ $? $^: a variable one character long (ScanVariable), so $${ is no ${
		default:
			return s.pop(Before) // a name's characters, or a lone $: text
		}
	case SubExpression:
		if p.skip {
			p.skip = false
			if DQ(r) {
				return More, false
			}
		}
		switch {
		case r == '(':
			p.n++
		case r == ')':
			if p.n--; p.n == 0 {
				return s.pop(End)
			}
		case r == '`' || DQ(r):
			p.skip = p.in != HereExpandable
		}
	case BracedVariable:
		switch {
		case p.esc:
			p.esc = r == -1
		case p.quote && DQ(r):
			p.quote = false
		case r == '}':
			return s.pop(End)
		case r == '`':
			p.quote, p.esc = false, true
		default:
			p.quote = p.in != 0 && DQ(r)
		}
	case LineComment:
		if r == -1 || Newline(r) {
			return s.pop(Before)
		}
	case BlockComment:
		if p.quote && r == '>' {
			return s.pop(End)
		}
		if r != -1 {
			p.quote = r == '#'
		}
	case HereVerbatim, HereExpandable:
		return s.here(p, r, at)
	case StopParsing:
		switch {
		case r == -1 || Newline(r):
			return s.pop(Before)
		case p.quote && r == '&':
			return s.pop(End) // && ends it: the first & is no argument, the second its last rune
		case DQ(r):
			p.esc = !p.esc
		case !p.esc && r == '|':
			return s.pop(Before)
		}
		p.quote = !p.esc && r == '&'
	}
	return More, false
}

// here reads a here-string (ScanHereStringLiteral, ScanHereStringExpandable).
func (s *Scanner) here(p *part, r rune, at Pos) (Step, bool) {
	dq := p.kind == HereExpandable
	switch p.phase {
	case hereHeader:
		switch {
		case Newline(r):
			p.phase, p.bol = hereBody, true
		case r != -1 && !Space(r):
			p.phase = hereHeaderErr
			return More, true
		}
	case hereHeaderErr:
		s.val.spoil() // an error: its value is empty
		q := '\''
		if dq {
			q = '"'
		}
		switch {
		case p.quote && r == '@':
			return s.pop(End)
		case r == -1 || Newline(r):
			return s.pop(Before)
		}
		p.quote = r == q
	default:
		if p.quote {
			p.quote = false
			if r == '@' {
				return s.pop(End) // the newline before the footer is no part of the value
			}
			s.val.spoil() // the quote is
		}
		if dq && s.val.inEscape() && s.val.escapeStep(r) {
			return More, false
		}
		if p.esc {
			p.esc = r == -1
			if r != -1 {
				if s.nl {
					s.nl = false
					s.val.spoil() // a newline before the escape: part of the value
				}
				s.val.escape(r)
			}
			return More, false
		}
		if p.bol {
			p.bol = false
			if dq && DQ(r) || !dq && SQ(r) {
				p.quote = true
				return More, false
			}
		}
		switch {
		case Newline(r):
			p.bol = true
			if s.nl {
				s.val.spoil()
			}
			s.nl = true
		case dq && r == '`':
			p.esc = true
		case dq && r == '$':
			s.val.spoil()
			s.parts = append(s.parts, part{kind: Dollar, at: at, in: HereExpandable})
		default:
			s.value(r)
		}
	}
	return More, false
}

// Skip returns where the token of kind k whose opening characters end at
// src[from] ends: the index just past it, and what ended it: End (its last
// rune), Before (the rune at end, or the end of src) or More (nothing: it
// runs to the end of src, open). in is as for Begin. A carriage return
// before a line feed is one newline with it, as the lexer reads them.
func Skip(src []rune, from int, k Kind, in Kind) (end int, how Step) {
	var s Scanner
	s.Begin(k, Pos{}, in)
	for j := from; j < len(src); j++ {
		r, next := src[j], j
		if r == '\r' && j+1 < len(src) && src[j+1] == '\n' {
			r, next = '\n', j+1
		}
		switch s.Step(r, Pos{}) {
		case End:
			return next + 1, End
		case Before:
			return j, Before
		}
		j = next
	}
	return len(src), s.Step(-1, Pos{})
}

// Reset forgets the token being scanned.
func (s *Scanner) Reset() { s.parts = s.parts[:0] }

// StringEnd returns the index just past the string (' or ", typographic
// quotes too) that opens at src[i], as Skip ends it, or i if no string
// opens there.
func StringEnd(src []rune, i int) int {
	var k Kind
	switch {
	case SQ(src[i]):
		k = Verbatim
	case DQ(src[i]):
		k = Expandable
	default:
		return i
	}
	end, _ := Skip(src, i+1, k, 0)
	return end
}
