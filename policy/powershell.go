package policy

import (
	"encoding/base64"
	"path"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/guarded-sh/guarded-sh/internal/pstoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// This file reads PowerShell into the command model of command.go, at the
// level of tokens: statements split at ; newlines | && || and inside
// ( ) $( ) @( ) @{ } and script blocks; strings with their escapes and the
// subexpressions of expandable strings; here-strings; comments; the backtick.
// Command names are lowercased and resolved through the default aliases and
// the aliases the input itself defines; & and . invoke names, strings and
// (Get-Command X). The strings handed to powershell -Command, -EncodedCommand,
// Invoke-Expression, [scriptblock]::Create, cmd /c, bash -c, wsl and
// Start-Process are analysed in their own grammar.

// analyzeWindows analyses PowerShell and cmd input.
func analyzeWindows(a *analyzer, text string, g lexer.Grammar, w []string) {
	if g == lexer.Cmd {
		a.cmd(text, w)
		return
	}
	a.powershell(text, w, nil)
}

// psState is what one PowerShell input defines for its later statements:
// aliases and variables holding a download.
type psState struct {
	alias map[string]string   // user alias → resolved command name
	taint map[string]*Command // $variable (lowercase) → the download it holds
	items map[string]*Command // $variable (lowercase) → the Get-Item or Get-ChildItem whose items it holds, the New-Object of a COM file system object, or the New-PSSession of a session
	outs  map[string]*Command // $variable (lowercase) → the command, a pipeline's last, whose output it holds ($apps = Get-AppxPackage): $apps | X and foreach ($a in $apps) are X fed by it (psfed.go)
	vals  map[string]psValue  // $variable (lowercase) → its value, when known (psEval)
	funcs *psFuncs            // the functions and filters defined (psblock.go)
}

// psReader reads PowerShell source.
type psReader struct {
	a    *analyzer
	src  []rune
	i    int
	w    []string
	st   *psState
	nest int
	// cmdPos: the word being read may be a command name, which ( ends:
	// IEX(…) is IEX (…).
	cmdPos bool
	// exprArgs: the words after the first of an expression statement are
	// its operands, read in expression mode (no generic tokens).
	exprArgs bool
	// inString: inside an expandable string, where $p.Add( is text
	// after $p, no call.
	inString int
	// inToken: the reader is inside a $( ) of a string or in the middle of a
	// token, which PowerShell's tokenizer scans whole (no argument starts
	// to trace there).
	inToken int
	// toks reads a token where the reader asks what begins there (the
	// tokenizer the completeness reader streams through).
	toks pstoken.Reader
	// cuts are where a prompt runs what came before and reads afresh,
	// joins where a newline does not end the statement before it
	// (lexer.ReadNewlines, in runes, each just past its newline): the
	// completeness reader decides them.
	cuts, joins []int
	// cutEnd: the element just read ended at a cut, before a statement of
	// its own (& or . invoke there): the next element begins a statement.
	cutEnd bool
	// redirStop: the redirection just read ends in a generic --% of its
	// own after its file: the verbatim arguments follow (redirect).
	redirStop bool
	// foreachHead: the ( about to be read is the head of a foreach
	// loop (group, foreachIn).
	foreachHead bool
}

const psMaxNest = 64

// powershell analyses text as PowerShell run behind the wrappers w; st is
// the state of an enclosing PowerShell input, nil for a new one.
func (a *analyzer) powershell(text string, w []string, st *psState) {
	a.powershellFed(text, w, st, nil)
}

// powershellFed is powershell with each statement of text fed by feed,
// as a script block's run for each object feed outputs (psfed.go).
func (a *analyzer) powershellFed(text string, w []string, st *psState, feed *Command) {
	if !a.enter(text) {
		return
	}
	a.depth++
	savedNonEmpty := a.psNonEmpty
	a.psNonEmpty = nil // another shell's code: its variables were not tested here
	defer func() { a.depth--; a.psNonEmpty = savedNonEmpty }()
	if len(a.in.psTexts) < 32 {
		a.in.psTexts = append(a.in.psTexts, text)
	}
	if st == nil {
		st = &psState{alias: map[string]string{}, taint: map[string]*Command{}, vals: map[string]psValue{}, funcs: &psFuncs{}}
	}
	nl := lexer.ReadNewlines(text, lexer.PowerShell)
	r := &psReader{a: a, src: []rune(text), w: w, st: st, cuts: runeCuts(text, nl.Cuts), joins: runeCuts(text, nl.Joins)}
	r.statements(0, feed)
}

// skipJoined skips the newlines the statement goes on past (joined)
// where no prompt cuts, with the blanks after each.
func (r *psReader) skipJoined() {
	for {
		if r.i < len(r.src) && r.src[r.i] == '#' {
			// A comment before such a newline: $x = # why, then the value
			// on the next line.
			end, _ := pstoken.Skip(r.src, r.i+1, pstoken.LineComment, 0)
			at := r.i
			r.i = end
			n, cut := r.joined()
			r.i = at
			if n == 0 || cut {
				return
			}
			r.comment()
		}
		n, cut := r.joined()
		if n == 0 || cut {
			return
		}
		r.i += n
		r.skipBlank()
	}
}

// joinedAt is joined's length alone.
func (r *psReader) joinedAt() int {
	n, _ := r.joined()
	return n
}

// joined returns the length of the newline at r.i (LF, or CR LF) when a
// script's statement goes on past it (a trailing |, an operator, a
// keyword waiting for its parts: lexer.ReadNewlines' Joins), or 0; and
// whether a prompt cuts there all the same (an empty line after the |:
// the buffer is run as an error, and what follows read afresh).
func (r *psReader) joined() (n int, cut bool) {
	if len(r.joins) == 0 || r.i >= len(r.src) {
		return 0, false
	}
	switch {
	case r.src[r.i] == '\n':
		n = 1
	case r.src[r.i] == '\r' && r.peek(1) == '\n':
		n = 2
	}
	if _, ok := slices.BinarySearch(r.joins, r.i+n); n == 0 || !ok {
		return 0, false
	}
	_, cut = slices.BinarySearch(r.cuts, r.i+n)
	return n, cut
}

func (r *psReader) peek(n int) rune {
	if r.i+n < len(r.src) && r.i+n >= 0 {
		return r.src[r.i+n]
	}
	return 0
}

// skipBlank skips spaces, backtick line continuations and backticks
// before a space.
func (r *psReader) skipBlank() {
	for r.i < len(r.src) {
		c := r.src[r.i]
		switch {
		case pstoken.Space(c):
			r.i++
		case c == '`' && (r.peek(1) == '\n' || r.peek(1) == '\r'):
			r.i += 2
			if r.peek(-1) == '\r' && r.peek(0) == '\n' {
				r.i++
			}
		case c == '`' && r.i+1 < len(r.src) && pstoken.DotnetSpace(r.src[r.i+1]):
			r.i += 2 // a backtick before a space starts no token (tokenizer.cs NextToken)
		default:
			return
		}
	}
}

// comment reads a # comment up to the end of the line.
func (r *psReader) comment() {
	end, _ := pstoken.Skip(r.src, r.i+1, pstoken.LineComment, 0)
	r.traceScan(pstoken.LineComment, r.i, end)
	r.a.in.Comments = append(r.a.in.Comments, string(r.src[r.i+1:end]))
	r.i = end
}

// blockComment reads <# … #>.
func (r *psReader) blockComment() {
	end, how := pstoken.Skip(r.src, r.i+2, pstoken.BlockComment, 0)
	r.traceScan(pstoken.BlockComment, r.i, end)
	r.a.in.Comments = append(r.a.in.Comments, string(r.src[r.i+2:psBody(end, how, 2)]))
	r.i = end
}

// psBody returns where the text of a token pstoken.Skip found ends: before
// its closing characters (n of them) unless it was left open.
func psBody(end int, how pstoken.Step, n int) int {
	if how != pstoken.More {
		return end - n
	}
	return end
}

// statements reads statements up to the closing rune end (0: the end of the
// text) and past it. Every pipeline's first element reads feed (the input of
// a script block in a pipeline: $_ in each of its statements), or nothing.
func (r *psReader) statements(end rune, feed *Command) {
	var pipe, last *Command
	atStart := true
	for r.i < len(r.src) {
		if r.a.in.full() {
			r.i = len(r.src)
			return
		}
		r.skipBlank()
		if r.i >= len(r.src) {
			return
		}
		c := r.src[r.i]
		switch {
		case end != 0 && c == end:
			r.i++
			return
		case c == ')' || c == '}':
			r.i++
			if end != 0 {
				return // a closer that is not ours ends the group too
			}
			pipe, atStart = nil, true
		case (c == '\n' || c == '\r') && r.joinedAt() > 0:
			// The pipeline or statement goes on: a | that ends a line
			// pipes into the next. Where a prompt cuts all the same, the
			// statement ends, and what follows still reads the pipe (a
			// script's reading, the worse).
			n, cut := r.joined()
			r.i += n
			atStart = atStart || cut
		case c == ';' || c == '\n' || c == '\r':
			r.i++
			pipe, atStart = nil, true
		case c == '&' && r.peek(1) == '&', c == '|' && r.peek(1) == '|':
			r.i += 2
			pipe, atStart = nil, true
		case c == '|':
			r.i++
			pipe, atStart = last, true
		case c == '&' && !atStart:
			r.i++ // a job: cmd &
			pipe, atStart = nil, true
		case c == '#':
			r.comment()
		case c == '<' && r.peek(1) == '#':
			r.blockComment()
		default:
			in := pipe
			if in == nil && atStart {
				in = feed // each statement of a block run per item sees the item ({ Write-Host $_; Remove-Item $_ })
			}
			before := r.i
			r.cutEnd = false
			last = r.element(end, in)
			if pipe != nil && last != nil {
				r.st.pipedOn(pipe, last) // $x = A | B: $x holds B's output
			}
			if stored := r.storedCommand(last); stored != nil {
				last = stored // $apps | Remove-AppxPackage: fed by what $apps holds
			}
			if r.i == before {
				r.i++ // never stall
			}
			pipe, atStart = nil, r.cutEnd
		}
	}
}

// psWord is a word as read, with what the reader needs to know of it.
type psWord struct {
	Word
	raw    string
	at     int    // where it begins in the reader's source (a first word: its statement)
	isVar  bool   // one variable only: $x, $env:X, ${x}
	expr   bool   // a statement's first word that begins with a token of its own (a string, a group, a variable, a type): an expression
	name   string // the variable's name, lowercase
	str    bool   // one quoted string only
	group  bool   // starts with ( $( @( @{
	inner  bool   // holds a ( ) $( ) @( ) past its start: in a string, a token or a call
	block  bool   // a script block { }
	param  bool   // -Name, unquoted
	list   bool   // joined to the previous word by a comma
	splat  string // @name: the variable splatted, lowercase
	last   string // the text of its last token (a word joins tokens that touch: "a"b)
	lastAt int    // … where it begins
}

// atEnd reports whether the element being read ends here.
func (r *psReader) atEnd(end rune) bool {
	if r.i >= len(r.src) {
		return true
	}
	c := r.src[r.i]
	return c == end && end != 0 || c == ')' || c == '}' || c == ';' || c == '\n' || c == '\r' || c == '|' || c == '&'
}

// rhsEnd reports whether the right-hand side of an assignment, which
// begins here, is empty: atEnd, but for the call operator, with which a
// statement may begin ($x = & cmd, $x=&.: PipelineRule after the
// assignment operator), where a lone & elsewhere ends one (a job).
func (r *psReader) rhsEnd(end rune) bool {
	return r.atEnd(end) && (r.i >= len(r.src) || r.src[r.i] != '&' || r.peek(1) == '&')
}

// element reads one command or expression of a pipeline; feed is the
// command whose output it reads. It returns the command whose output a pipe
// would carry on.
func (r *psReader) element(end rune, feed *Command) *Command {
	start := r.i
	n0 := len(r.a.in.Commands)
	invoke := ""
	if c := r.src[r.i]; c == '&' {
		invoke = "&"
		r.i++
	} else if c == '.' && r.dotSource() {
		invoke = "."
		r.i++
	}
	var words []psWord
	var redirs []Redir
	list := false
	lead := -1         // where a token before the first word begins the statement
	var fresh []int    // the words from each on begin a statement at a prompt (after a cut)
	firstExpr := false // the first word begins an expression: the rest are its operands
	argStop := false   // the argument being read began with a string whose value is --% (stopMark)
	for {
		r.skipBlank()
		if !list {
			r.skipJoined() // 'a' +, if (…), function f: the statement goes on on the next line
		}
		cutAlone := false // a cut after a unary comma that begins the statement
		for list && r.i < len(r.src) && pstoken.Newline(r.src[r.i]) {
			r.i++ // after a comma the argument may follow on the next line (Parser.cs ArrayLiteralRule, SkipNewlines)
			if r.peek(-1) == '\r' && r.peek(0) == '\n' {
				r.i++
			}
			// At a prompt an empty line ends the input a comma left
			// waiting (ArrayLiteralRule reports the missing operand after
			// the comma, IncompleteInput only while nothing, newlines
			// included, follows it: the buffer runs, an error) and what
			// follows is read afresh: a command. Where is the
			// completeness reader's to say (lexer.Cuts). pwsh -Command
			// reads it as arguments: the analysis reads both.
			_, cut := slices.BinarySearch(r.cuts, r.i)
			if cut && len(words) == 0 {
				// Only a unary comma before the cut: it ran alone (an
				// error), and what follows is a statement of its own
				// (,⏎⏎. ls dot-sources ls).
				cutAlone = true
				break
			}
			if cut && (len(fresh) == 0 || fresh[len(fresh)-1] < len(words)) {
				fresh = append(fresh, len(words))
			}
			r.skipBlank()
			lead = -1
		}
		if cutAlone {
			r.cutEnd = true
			break
		}
		if n := len(fresh); n > 0 && fresh[n-1] == len(words) && r.i < len(r.src) && (r.src[r.i] == '&' && r.peek(1) != '&' || r.src[r.i] == '.' && r.dotSource()) {
			// After the cut & and . invoke what follows, a statement
			// of its own at the prompt; as arguments (pwsh -Command) &
			// would end the command (a job) and .$(…) be a string: the
			// worse reading is the invocation.
			r.cutEnd = true
			break
		}
		if r.atEnd(end) {
			break
		}
		c := r.src[r.i]
		if c == '#' && list {
			// After a comma a comment is skipped with the newlines: the
			// element follows on the next line (the tokenizer's comments
			// are trivia to ArrayLiteralRule's SkipNewlines).
			r.comment()
			continue
		}
		if c == '#' {
			break
		}
		if c == '<' && r.peek(1) == '#' {
			r.blockComment()
			continue
		}
		if c == ',' {
			if len(words) == 0 && !list {
				lead = r.i // a unary comma: the statement is an expression
			}
			r.i++
			list = true
			continue
		}
		if argStop && !list {
			// The token CommandRule peeked at after an argument that
			// began with the string --%: a parameter drops out, and the
			// verbatim arguments follow it (stopMark).
			argStop = false
			if pend, ok := pstoken.ParameterAt(r.src, r.i); ok {
				if pstoken.Trace != nil {
					r.trace(end)
				}
				r.i = pend
				words = append(words, r.stopParsing()...)
				continue
			}
		}
		if rd, ok := r.redirect(end); ok {
			redirs = append(redirs, rd)
			if r.redirStop && len(words) > 0 {
				// --% after the file's element (> a{}--% x): the
				// verbatim arguments follow it (redirect).
				argStop = false
				if invoke == "" && r.cmdletNamed(words[0]) {
					words = append(words, r.stopParsingText())
				} else {
					words = append(words, r.stopParsing()...)
				}
			}
			continue
		}
		if len(words) > 1 && invoke == "" && (psVarList(words) || firstExpr && psListed(words)) && r.assignOp() > 0 {
			// $a, $b = …: each gets a part of the output. PipelineRule
			// reads any list that begins an expression so and then the
			// statement after =; a target that is no variable ("d",$x = …,
			// 1,$x = …) is an error it reports after (CheckAssignmentTarget),
			// the statement read as one all the same: the worse reading.
			r.i += r.assignOp()
			return r.assignOther(end)
		}
		if len(words) == 1 && invoke == "" && len(redirs) == 0 { // no assignment after a redirection (.2>$x=1 writes a file so named)
			lv := words[0].isVar || words[0].name != "" && psMember(words[0].raw) != ""
			if lv || words[0].expr || firstExpr {
				if n := r.assignOp(); n > 0 {
					op := string(r.src[r.i : r.i+n])
					r.i += n
					if !lv {
						return r.assignOther(end) // [int]$x = …, "d".x = …, (1).x = …
					}
					return r.assign(words[0], op, end, start)
				}
			}
		}
		before := r.i
		afterCut := len(fresh) > 0 && fresh[len(fresh)-1] == len(words) // at a prompt the word begins a statement: no argument
		if pstoken.Trace != nil && len(words) > 0 && !afterCut && (invoke != "" || !r.expression(words[0]) && !psNoCommand(words[0])) {
			r.trace(end) // an argument of a command (after an expression a token is an error)
		}
		r.cmdPos = len(words) == 0 && invoke == ""
		r.exprArgs = firstExpr || len(words) == 0 && lead >= 0 // after a unary comma: an operand (,!$(…))
		savedNonEmpty := r.a.psNonEmpty
		if len(words) == 2 && invoke == "" && r.src[r.i] == '{' && !words[0].Quoted && words[1].group &&
			(strings.EqualFold(words[0].Value, "if") || strings.EqualFold(words[0].Value, "elseif")) {
			names := psProvenNonEmpty(words[1].raw)
			if len(names) > 0 {
				names = psKeptNonEmpty(names, string(r.src[r.i:])) // the text after only when a proof is to keep
			}
			if len(names) > 0 {
				r.a.psNonEmpty = append(savedNonEmpty[:len(savedNonEmpty):len(savedNonEmpty)], names...) // if (…) { the body }
			}
		}
		if len(words) == 2 && invoke == "" && r.src[r.i] == '{' && !words[0].Quoted && words[1].group && strings.EqualFold(words[0].Value, "for") {
			r.forCounters(words[1]) // for ($i = 0; …) { the body }: $i is each pass's
		}
		r.foreachHead = len(words) == 1 && invoke == "" && r.src[r.i] == '(' && !words[0].Quoted && strings.EqualFold(words[0].Value, "foreach")
		wd := r.word(feed)
		r.a.psNonEmpty = savedNonEmpty
		r.cmdPos, r.exprArgs = false, false
		if r.i == before {
			r.i++
			continue
		}
		wd.list, list = list, false
		if len(words) == 0 && lead >= 0 {
			wd.at = lead
		}
		words = append(words, wd)
		if len(words) == 1 {
			firstExpr = invoke == "" && r.expression(wd)
		}
		switch r.stopMark(words, invoke != "", argStop) {
		case stopNow:
			// --% names the command too: CommandRule reads its verbatim
			// arguments after any generic token --%, the command's name
			// included (--% a "b, & --% a: a command named --%, not found).
			argStop = false
			switch {
			case len(words) == 1:
				words = append(words, r.stopParsing()...)
			case invoke == "" && r.cmdletNamed(words[0]):
				// Write-Output --% a b writes --% and "a b": a cmdlet
				// gets the rest of the line as one argument.
				words = append(words, r.stopParsingText())
			default:
				words = append(words[:len(words)-1], r.stopParsing()...) // --% itself is no argument
			}
		case stopAfterParam:
			argStop = true
		}
	}
	if invoke != "" || len(words) > 0 && !firstExpr && !r.cmdletNamed(words[0]) {
		words = psDropMarker(words)
	}
	text := strings.TrimSpace(string(r.src[start:r.i]))
	if pstoken.TraceCommand != nil && len(words) > 0 {
		r.traceCommand(words[0], invoke)
	}
	for k, from := range fresh {
		to, end := len(words), r.i
		if k+1 < len(fresh) && fresh[k+1] < to {
			to = fresh[k+1]
			end = words[to].at
		}
		if from < to {
			r.afresh(words[from:to], end, feed)
		}
	}
	if len(words) == 0 {
		if len(redirs) > 0 {
			c := &Command{Grammar: lexer.PowerShell, Text: text, Wrappers: r.w, Redirs: redirs}
			r.a.add(c)
			return c
		}
		return nil
	}
	if invoke == "" && !words[0].Quoted && !words[0].group && !words[0].block {
		switch kw := strings.ToLower(words[0].Value); {
		case kw == "param" && len(words) > 2 && words[1].group && !words[2].list:
			// { param($p) Remove-Item $p }: the block's statements follow
			// its param( ) on the same line.
			r.paramsSet(text)
			return r.build(words[2:], "", text, redirs, feed)
		case kw == "param" && len(words) > 1 && words[1].group:
			r.paramsSet(text)
		case feed == nil && psKeyword(kw):
			if kw == "function" || kw == "filter" {
				r.define(words)
			}
			if (kw == "if" || kw == "elseif" || kw == "while" || kw == "until") && len(words) > 1 && words[1].group {
				for _, c := range words[1].Subst {
					c.compared = true // if ($env:X): its value only tested
				}
			}
			if psEndless(kw, words) && psSpawns(r.a.in.Commands[n0:]) {
				r.a.in.spawnLoops = append(r.a.in.spawnLoops, text)
			}
			if kw == "foreach" && len(words) > 1 && words[1].group {
				r.foreachSet(words[1])
				if len(words) > 2 {
					r.foreachItems(words[1], words[2])
					r.foreachFed(words[1], words[2])
				}
			}
			if kw == "for" && len(words) > 2 && words[1].group {
				r.forFed(words[1], words[2])
			}
			return nil // its groups and blocks are read already
		case kw == "return" || kw == "throw" || kw == "exit":
			if len(words) > 1 && !words[1].Quoted && !words[1].isVar && !words[1].group {
				return r.build(words[1:], "", text, redirs, feed)
			}
			return nil
		}
	}
	c := r.build(words, invoke, text, redirs, feed)
	if firstExpr {
		r.setEnvCall(words[0])
	}
	return c
}

// afresh reads words, which follow an empty line after a comma and end at
// src[end], as the statement a prompt reads them as (see element): a
// command, unless its first word begins an expression.
func (r *psReader) afresh(words []psWord, end int, feed *Command) {
	if pstoken.TraceCommand != nil {
		r.traceCommand(words[0], "")
	}
	text := strings.TrimSpace(string(r.src[words[0].at:end]))
	r.build(words, "", text, nil, feed)
}

// dotSource reports whether the . at r.i is the dot-source operator, not
// the start of a command's name (.\x.ps1) or a number (ScanDot).
func (r *psReader) dotSource() bool {
	tok, end, _ := r.toks.Next(r.src, r.i, pstoken.ModeStart)
	return tok.Kind == pstoken.TDot && end == r.i+1
}

// traceScan tells pstoken.TraceScan of a token of kind k scanned whole
// from src[from] to src[to], at the top level, outside a string's $( ).
func (r *psReader) traceScan(k pstoken.Kind, from, to int) {
	if pstoken.TraceScan == nil || r.a.depth != 1 || r.inToken > 0 || r.inString > 0 {
		return
	}
	l1, c1 := endPos(string(r.src[:from]))
	l2, c2 := endPos(string(r.src[:to]))
	pstoken.TraceScan("policy", k, pstoken.Pos{Line: l1, Col: c1}, pstoken.Pos{Line: l2, Col: c2}, false)
}

// traceCommand tells pstoken.TraceCommand where the command named by
// first begins, if the statement is a command to PowerShell: after & or .,
// or when it begins with no expression and no keyword. The analysis reads
// "a"b as a command too (psNoCommand), the worse reading; it is
// not traced.
func (r *psReader) traceCommand(first psWord, invoke string) {
	if r.a.depth != 1 || r.inToken > 0 {
		return
	}
	if invoke == "" && (r.expression(first) || psNoCommand(first) || !first.Quoted && psKeyword(strings.ToLower(first.Value))) {
		return
	}
	line, col := endPos(string(r.src[:first.at]))
	pstoken.TraceCommand("policy", line, col)
}

// trace reports where an argument of a top-level command begins.
func (r *psReader) trace(end rune) {
	if r.a.depth != 1 || r.inToken > 0 {
		return
	}
	line, col := endPos(string(r.src[:r.i]))
	pstoken.Trace("policy", line, col)
}

// follows returns what the last of words, a command's, follows
// (pstoken.Follows): a comma, a parameter of the command that ends in a
// colon (as the tokenizer reads the word before; the command's name
// takes no argument), or another element.
func (r *psReader) follows(words []psWord) pstoken.Follows {
	if words[len(words)-1].list {
		return pstoken.FollowsComma
	}
	if i := len(words) - 2; i > 0 {
		if tok, _, ok := r.toks.Next(r.src, words[i].at, pstoken.ModeCmd); ok && tok.Colon {
			return pstoken.FollowsColon
		}
	}
	return pstoken.FollowsElement
}

// How the last word read of a command bears on its verbatim arguments.
const (
	stopNo         = iota
	stopNow        // they follow it
	stopAfterParam // they follow a parameter that the peeked token is
)

// stopMark says whether the verbatim arguments of a command begin after
// the last of its words (stopNow), or after a parameter if that is what
// the next token is (stopAfterParam), as CommandRule reads them (Parser.cs
// CommandRule, GetCommandArgument, GetVerbatimCommandArgumentToken): it
// compares the Value of an element's first token with --%, quotes and
// escapes taken out (pstoken's Tok.StopMark: -`-%, --"%" and '--%' all
// match). A generic token so is never read past (-`-% a), nor is a
// command's name after & or . ('--%' too); a string argument is: the
// token after it is peeked at for a comma, and the verbatim arguments
// follow only if it is a parameter, which drops out (echo '--%' -x a | b
// passes " a "); else there are none. A comma makes the string an array's
// first element, and the token after the array decides, unless a generic
// --% ends it (no peek: verbatim after it). invoked: the command follows
// & or .; list: the words are in such an array (argStop).
//
// A word may join tokens pwsh reads as elements of their own ({}--%): a
// generic token is the word's last, a string its first.
func (r *psReader) stopMark(words []psWord, invoked, list bool) int {
	wd := words[len(words)-1]
	if !invoked && r.expression(words[0]) {
		return stopNo
	}
	follows := r.follows(words)
	if wd.lastAt != wd.at {
		// The word's last token is not its first: pwsh reads it as an
		// element of its own, after the one the word began with (a{}--%
		// is a, { } and --%). After a comma GetCommandArgument reads one
		// element of the array and peeks for another comma; after a
		// parameter's colon it reads the one argument (Parser.cs
		// GetCommandArgument). The token that touches it is no comma,
		// so CommandRule takes it as the next element, whose value it
		// compares with --% (echo a,b{}--% x, echo -p: {}--% x: verbatim
		// after --%, as the lexer reads them).
		follows = pstoken.FollowsElement
	}
	if r.genericMark(wd.lastAt) && (pstoken.StopsParsing(follows) || list && follows == pstoken.FollowsComma) {
		return stopNow
	}
	tok, _, ok := r.toks.Next(r.src, wd.at, pstoken.ModeCmd)
	switch {
	case !ok || !tok.StopMark || tok.Kind != pstoken.TStr || tok.At.Col != wd.at:
	case len(words) == 1 && invoked:
		return stopNow
	case len(words) > 1 && pstoken.StopsParsing(follows):
		return stopAfterParam
	}
	return stopNo
}

// psDropMarker drops the arguments of a command whose value is --%, as
// the binder of a native command does whatever the parser made of them
// (NativeCommandParameterBinder.BindParameters: cmd /c '--%' rd … runs rd),
// and splits each literal argument after one at its blanks, as it passes
// them (AppendOneNativeArgument: arg.Split(' ')). An array whose element
// is --% stays. The words of a PowerShell command read the same: the
// worse reading.
func psDropMarker(words []psWord) []psWord {
	var out []psWord
	after := false
	for i, w := range words {
		lone := i+1 == len(words) || !words[i+1].list
		switch {
		case i > 0 && w.Literal && !w.list && lone && w.Value == "--%":
			if out == nil {
				out = append([]psWord(nil), words[:i]...)
			}
			after = true
			continue
		case after && w.Literal && !w.list && lone && strings.Contains(w.Value, " "):
			for _, f := range strings.Fields(w.Value) {
				out = append(out, psWord{Word: Word{Value: f, Literal: true}, raw: f, at: w.at})
			}
			continue
		}
		if out != nil {
			out = append(out, w)
		}
	}
	if out == nil {
		return words
	}
	return out
}

// genericMark reports whether a generic token begins at src[at] and ends
// at r.i whose value is --% (pstoken's Tok.StopMark).
func (r *psReader) genericMark(at int) bool {
	tok, end, ok := r.toks.Next(r.src, at, pstoken.ModeCmd)
	return ok && tok.Kind == pstoken.TWord && tok.StopMark && tok.At.Col == at && end == r.i
}

// stopParsing reads the arguments after --%, which PowerShell passes to
// the program as written (GetVerbatimCommandArgument), and returns them
// split as a Windows command line is.
func (r *psReader) stopParsing() []psWord {
	end, how := pstoken.Skip(r.src, r.i, pstoken.StopParsing, 0)
	r.traceScan(pstoken.StopParsing, r.i, end)
	if how == pstoken.End {
		end -= 2 // && runs the next pipeline
	}
	text := string(r.src[r.i:end])
	r.i = end
	var out []psWord
	for _, f := range splitCmdLine(text) {
		out = append(out, psWord{Word: Word{Value: f, Literal: true}, raw: f})
	}
	return out
}

// stopParsingText is stopParsing's text as one argument, as a cmdlet or
// function gets it.
func (r *psReader) stopParsingText() psWord {
	end, how := pstoken.Skip(r.src, r.i, pstoken.StopParsing, 0)
	r.traceScan(pstoken.StopParsing, r.i, end)
	if how == pstoken.End {
		end -= 2 // && runs the next pipeline
	}
	text := strings.TrimSpace(string(r.src[r.i:end]))
	r.i = end
	return psWord{Word: Word{Value: text, Literal: true}, raw: text}
}

// cmdletNamed reports whether the command word w names Write-Output (or
// an alias of it), whose output the analysis reads (psOutput): a cmdlet
// is no native program, and gets --% and the rest of the line as two
// arguments, where a native program gets the rest split. Other cmdlets
// keep the native reading, the worse one for a cmdlet that acts
// (Remove-Item --% -Recurse ~).
func (r *psReader) cmdletNamed(w psWord) bool {
	return w.Literal && !strings.ContainsAny(w.Value, `\/.`) && r.resolve(w.Value) == "write-output"
}

// psNoCommand reports whether a statement beginning with w is an
// expression to PowerShell's parser that the analysis reads as a command,
// the worse reading: a string followed by more ("a"b, 'a' b), which pwsh
// rejects (Unexpected token). A lone dash is the minus operator, an
// expression as pstoken reads it (- "d".$(ls), -,(ls) run ls): not here.
func psNoCommand(w psWord) bool {
	for _, c := range w.raw {
		return pstoken.SQ(c) || pstoken.DQ(c)
	}
	return false
}

// psKeyword reports whether w, lower case, is a keyword of a statement
// whose parts are no command (pstoken's keyword table): every keyword but
// return, throw and exit, whose operand is a pipeline. The clause keywords
// (else, catch, until, …) count wherever they stand: the analysis does
// not track which statement a line continues, and out of place pwsh
// reads one as the name of a command it does not find.
func psKeyword(w string) bool {
	k := pstoken.KeywordOf(w)
	return k != pstoken.NotKeyword && k != pstoken.KwExit
}

// build makes the command (or expression) of words and follows it.
func (r *psReader) build(words []psWord, invoke, text string, redirs []Redir, feed *Command) *Command {
	expr := invoke == "" && r.expression(words[0])
	words = r.splat(words)
	if invoke != "" && !words[0].block && !words[0].Literal {
		if v, ok := psEval(words[0].raw, r.psVar); ok && v.kind == psScript {
			if args := r.blockArgs(words[1:]); len(args) > 0 {
				r.invokeBlock(v.s, args, append(r.wrap(), "& [scriptblock]")) // & $sb ARGS
			} else {
				r.a.powershell(v.s, append(r.wrap(), "& [scriptblock]"), r.st) // & $sb
			}
		}
	}
	c := &Command{Grammar: lexer.PowerShell, Text: text, Wrappers: r.w, Redirs: redirs}
	if feed != nil {
		c.Feeds = append(c.Feeds, feed)
		c.Stdin = psOutput(feed)
	}
	first := words[0]
	c.Word0 = first.Word
	for _, wd := range words[1:] {
		vals := r.argValues(wd)
		if !wd.param {
			// a,b, @('a','b'), $list: one argument, an array; the
			// elements after the first belong to the parameter (or
			// the position) of the first (Word.elem).
			for i := range vals {
				vals[i].elem = wd.list || i > 0
			}
		}
		c.Args = append(c.Args, vals...)
	}
	for _, wd := range words {
		c.Feeds = append(c.Feeds, wd.Subst...)
	}
	switch {
	case invoke != "":
		if first.block {
			if body, ok := r.blockText(first); ok {
				r.invokeBlock(body, r.blockArgs(words[1:]), append(r.wrap(), invoke+" { }")) // & { param($p) … } ARGS
			}
			if len(redirs) > 0 {
				// & { … } > f: f holds what every statement of the block
				// outputs, read here as text only known at run time (a
				// script run from it, a profile written, is refused).
				g := &Command{Grammar: lexer.PowerShell, Text: text, Wrappers: r.w, Redirs: redirs}
				r.a.add(g)
				r.a.noteWinWritten(g, nil)
				r.profileRedirect(g, r.wrap())
			}
			return nil // & { … }: the block is read already
		}
		if name, ok := r.invoked(first); ok {
			c.Name = name
		} else {
			c.Dynamic = true
		}
	case expr:
		// an expression statement: Name stays empty
		r.arrayInPlace(text)
	default:
		c.Name = r.resolve(first.Value)
	}
	r.a.add(c)
	if piped := psPipedPaths(c); len(piped) > 0 {
		// 'C:\x' | Remove-Item -Recurse, Get-Item ~ | Remove-Item: judged
		// as the paths named, so every rule about them reads it.
		named := *c
		named.Feeds, named.Stdin = nil, nil
		named.Args = c.Args[:len(c.Args):len(c.Args)]
		for _, p := range piped {
			named.Args = append(named.Args, Word{Value: "-LiteralPath", Literal: true}, p)
		}
		named.Wrappers = append(r.wrap(), "| "+c.Name)
		r.a.add(&named)
	}
	if len(redirs) > 0 {
		r.a.noteWinWritten(c, psOutput(c)) // 'x' > f.ps1: what a script run from it holds
	}
	if c.Name != "" {
		r.follow(c, words[1:])
	} else if expr && len(redirs) > 0 {
		r.profileRedirect(c, r.wrap()) // 'iex (iwr …)' >> $PROFILE
	} else if c.Dynamic {
		r.a.winScript(c, r.wrap()) // & $env:TEMP\x.ps1: a script this input wrote
	}
	return c
}

// arrayInPlace applies a statement [Array]::M($a) to what $a is known to
// hold: Reverse reverses the array in place (the elements of
// 'txet'.ToCharArray() read backwards); any other of Array's static
// methods given a variable (Sort, Clear, Copy, …) may change it too, so
// its value is no longer known.
func (r *psReader) arrayInPlace(text string) {
	t := strings.ToLower(strings.Join(strings.Fields(text), ""))
	t, ok := strings.CutPrefix(t, "[array]::")
	if !ok {
		if t, ok = strings.CutPrefix(t, "[system.array]::"); !ok {
			return
		}
	}
	method, arg, ok := strings.Cut(t, "(")
	if !ok {
		return
	}
	name, _, _ := strings.Cut(strings.TrimSuffix(arg, ")"), ",")
	if !strings.HasPrefix(name, "$") || len(name) < 2 {
		return
	}
	v, known := r.st.vals[name]
	if !known {
		return
	}
	if method == "reverse" && !strings.Contains(arg, ",") {
		switch v.kind {
		case psArray:
			v.list = slices.Clone(v.list)
			slices.Reverse(v.list)
			r.st.vals[name] = v
			return
		case psBytes:
			v.bytes = slices.Clone(v.bytes)
			slices.Reverse(v.bytes)
			r.st.vals[name] = v
			return
		}
	}
	delete(r.st.vals, name)
	delete(r.a.vars, name)
}

// expression reports whether a statement starting with w, a word read
// from the source, is an expression rather than a command: the mode its
// first token puts the parser in (Parser.cs PipelineRule: a generic token
// names a command, any other token begins an expression), as pstoken reads
// it at a statement's start. A string followed by more ("a"b) is read
// as a command, the worse reading (psNoCommand).
func (r *psReader) expression(w psWord) bool {
	tok, end, ok := r.toks.Next(r.src, w.at, pstoken.ModeStart)
	switch {
	case !ok, tok.At.Col != w.at:
		return false
	case tok.Kind == pstoken.TStr:
		// A string alone, or one whose member or element is taken
		// ("d".Length, 'a'[0]: CheckPostPrimaryExpressionOperators).
		return w.str || r.memberOf(end)
	case psNoCommand(w):
		return false
	}
	switch tok.Kind {
	case pstoken.TWord, pstoken.TDot, pstoken.TAmp:
		return false
	}
	return true
}

// memberOf reports whether a member access (. ?. ::) or an index [
// touches the operand that ends at src[end].
func (r *psReader) memberOf(end int) bool {
	t, _, ok := r.toks.Next(r.src, end, pstoken.ModeOperator)
	return ok && t.At.Col == end && (t.Kind == pstoken.TDot || t.Kind == pstoken.TColonColon || t.Kind == pstoken.TLBracket)
}

// assignOp returns the length of the assignment operator pstoken reads
// here, after an operand (= += -= *= /= %= ??=), or 0.
func (r *psReader) assignOp() int {
	t, end, ok := r.toks.Next(r.src, r.i, pstoken.ModeOperator)
	if !ok || t.At.Col != r.i || t.Kind != pstoken.TAssign {
		return 0
	}
	return end - r.i
}

// assign reads the right-hand side of $v = … (or +=, ??=, …; or of
// $v.Key = … and $v['Key'] = …) and records what is known of it.
func (r *psReader) assign(v psWord, op string, end rune, start int) *Command {
	r.skipBlank()
	r.skipJoined() // $x =, then the value on the next line
	var rhs *Command
	rhsStart := r.i
	before := len(r.a.in.Commands)
	if !r.rhsEnd(end) {
		rhs = r.element(end, nil)
	}
	added := r.a.in.Commands[before:]
	if rhs != nil {
		rhs.assigned = true
		storeOutput(added, strings.TrimPrefix(v.name, "env:"))
	}
	text := strings.TrimSpace(string(r.src[start:r.i]))
	name := v.name
	key := "$" + name
	if fn, ok := strings.CutPrefix(strings.ToLower(name), "function:"); ok && op == "=" && psMember(v.raw) == "" {
		r.defineBlock(fn, strings.TrimSpace(string(r.src[rhsStart:r.i])))
	}
	old, oldKnown := r.st.vals[key]
	oldHeld, wasHeld := r.a.held[key]
	delete(r.a.held, key)
	delete(r.a.vars, key)
	delete(r.st.taint, key)
	delete(r.st.vals, key)
	delete(r.a.computed, key)
	delete(r.st.items, key)
	delete(r.st.outs, key)
	if src := r.storedCommand(rhs); src != nil || rhs != nil && rhs.Name != "" {
		if src == nil {
			src = rhs
		}
		if op == "=" && psMember(v.raw) == "" && !strings.HasPrefix(name, "env:") {
			if r.st.outs == nil {
				r.st.outs = map[string]*Command{}
			}
			r.st.outs[key] = src // $apps = Get-AppxPackage, $b = $apps (psfed.go)
		}
	}
	if rhs != nil && op == "=" && (rhs.Name == "get-item" || rhs.Name == "get-childitem" || rhs.Name == "new-pssession" || comFileSystem(rhs)) && psMember(v.raw) == "" {
		if r.st.items == nil {
			r.st.items = map[string]*Command{}
		}
		r.st.items[key] = rhs // $d = Get-Item ~\Desktop; $d.Delete($true)
	}
	r.a.in.noteSet(strings.ToLower(key)) // what it holds is judged where it is set (winAnywhere)
	if rest := psMember(v.raw); rest != "" {
		if oldKnown && old.kind == psObject {
			r.st.vals[key] = old // $smtp.EnableSsl = $true: a property of the object set, still the object
		}
		// $p.Path = '~', $p['Path'] = '~': one entry of a known table.
		val, ok := psEval(string(r.src[rhsStart:r.i]), r.psVar)
		if !ok && oldKnown && psMailItem(old) {
			// $msg.Body = Get-Content notice.html -Raw: known at run time.
			val, ok = psValue{s: strings.TrimSpace(string(r.src[rhsStart:r.i])), open: true}, true
		}
		if ok && oldKnown && op == "=" && rhs != nil {
			if t, ok := psSetMember(old, rest, val, r.psVar); ok {
				r.st.vals[key] = t
			}
		}
		return rhs
	}
	val, ok := psEval(string(r.src[rhsStart:r.i]), r.psVar)
	if !ok {
		val, ok = psNewObject(string(r.src[rhsStart:r.i]), r.psVar) // $sh = New-Object -ComObject WScript.Shell
	}
	if !ok {
		// $p = (Get-PSReadLineOption).HistorySavePath: a known file.
		if w, known := psPathProperty(added, string(r.src[rhsStart:r.i])); known {
			val, ok = psValue{s: w.Value}, true
		} else if w, known := joinPathValue(rhs); rhs != nil && rhs.assigned && known && psPlainPath(w.Value) && !dotDotElem(w.Value) {
			val, ok = psValue{s: w.Value, stands: true}, true // $t = Join-Path $env:TEMP (New-Guid); not (New-Guid) ..
		}
	}
	switch {
	case op == "+=" && oldKnown:
		val = psAdd(old, val) // $c = 'Remove-'; $c += 'Item'
	case op == "??=" && oldKnown:
		val = old
	case op != "=":
		ok = false
	}
	if !ok && r.psComputed(added) {
		if r.a.computed == nil {
			r.a.computed = map[string]bool{}
		}
		r.a.computed[key] = true // $d = Get-Thing; Remove-Item -Recurse $d
	}
	envKnown := false
	if ok && rhs != nil && strings.HasPrefix(name, "env:") && !val.open {
		// An environment variable holds a string: what was assigned,
		// converted ($env:BOOT = 'irm … | iex'; iex $env:BOOT).
		val = psValue{s: val.text()}
		r.st.vals[key] = val
		r.a.vars[key] = val.s
		envKnown = true
	} else if ok && rhs != nil {
		r.st.vals[key] = val                            // $p = @{Path='x'}, $c = 'Remove-' + 'Item'
		if val.kind == psString || val.kind == psBool { // $f = $false; Set-X -Enabled:$f gets False
			r.a.vars[key] = val.s
		}
	} else if op == "=" && rhs != nil && rhs.Name == "" && !rhs.Dynamic && len(rhs.Args) == 0 && rhs.Word0.Literal && rhs.Word0.Quoted {
		r.a.vars[key] = rhs.Word0.Value
	}
	if rhs != nil && rhs.Name == "" && !rhs.Dynamic && !(ok && val.kind == psTable) { // a table's entries are judged where it is used
		// $k = $env:API_KEY, $h = "Bearer $env:API_TOKEN", $t = $k: the
		// credential (credheld.go).
		held := psHeldCredential(rhs)
		if held == "" && op == "+=" && wasHeld {
			held = oldHeld
		}
		r.a.holdCredential(key, held, func(v string) bool { return v != "" })
	}
	for _, c := range added {
		// A download's output, or where guarded-sh is found ($p =
		// (Get-Command guarded-sh).Source): the variable's uses carry
		// the command (locatesSelf).
		if psDownload(c, 0) || locatesSelf(Word{Subst: []*Command{c}}) {
			r.st.taint[key] = c
			break
		}
	}
	if env, isEnv := strings.CutPrefix(name, "env:"); isEnv {
		v := ""
		if envKnown {
			v = val.s
		} else if rhs != nil {
			v = rhs.Word0.Value
		}
		c := &Command{Grammar: lexer.PowerShell, Text: text, Wrappers: r.w, Assigns: []string{strings.ToUpper(env) + "=" + v}}
		r.a.add(c)
		if envKnown || rhs != nil && rhs.Word0.Literal {
			// The code a program started later reads from it
			// ($env:GIT_PAGER = '…'; git log), as bash's GIT_PAGER=… git
			// log: git runs it through sh (Git for Windows' own), node
			// reads NODE_OPTIONS as its options (carried).
			r.a.carried(c)
		}
	}
	return rhs
}

// psVarList reports whether words are variables joined by commas, the
// left-hand side of a multiple assignment ($a, $b = 1, 2).
func psVarList(words []psWord) bool {
	for i, w := range words {
		if !w.isVar || i > 0 && !w.list {
			return false
		}
	}
	return true
}

// psListed reports whether words are joined by commas, one list.
func psListed(words []psWord) bool {
	for _, w := range words[1:] {
		if !w.list {
			return false
		}
	}
	return true
}

// psAssignStart reports whether an assignment operator may begin with c
// (= += -= *= /= %= ??=, a typographic dash too): a shortcut before
// asking pstoken.
func psAssignStart(c rune) bool {
	return c == '=' || c == '+' || c == '*' || c == '/' || c == '%' || c == '?' || pstoken.Dash(c)
}

// assignOther reads the right-hand side of an assignment to what is no
// variable of the analysis's ([int]$x = …, "d".x = …, $a[0] = …): a
// statement that runs, whose output is assigned.
func (r *psReader) assignOther(end rune) *Command {
	r.skipBlank()
	if r.rhsEnd(end) {
		return nil
	}
	rhs := r.element(end, nil)
	if rhs != nil {
		rhs.assigned = true
	}
	return rhs
}

// redirect reads a redirection: > >> 2> 2>&1 *> <.
func (r *psReader) redirect(end rune) (Redir, bool) {
	j := r.redirOp()
	if j < 0 {
		return Redir{}, false
	}
	op, fd := string(r.src[r.i:j]), ""
	if c := op[0]; c != '>' && c != '<' {
		fd, op = op[:1], op[1:]
	}
	r.i = j
	r.redirStop = false
	if op, n, ok := strings.Cut(op, "&"); ok {
		return Redir{Op: op + "&", Fd: fd, Target: Word{Value: n, Literal: true}}, true
	}
	r.skipBlank()
	rd := Redir{Op: op, Fd: fd}
	if !r.atEnd(end) && r.peek(0) != '#' && r.redirOp() < 0 { // a comment or another redirection is no target
		r.cmdPos, r.exprArgs = false, false // the file is one argument read in command mode (GetSingleCommandArgument): .2>$x=1 writes to a file named so
		w := r.word(nil)
		rd.Target = w.Word
		// GetSingleCommandArgument reads one element, the file; a generic
		// --% the word joins after it (> a{}--%, > {}--%) is an element of
		// its own to CommandRule, which begins the verbatim arguments
		// there (as stopMark reads a word's last token).
		r.redirStop = w.lastAt != w.at && r.genericMark(w.lastAt)
		if strings.EqualFold(w.raw, "$null") {
			rd.Target.Value = "$null" // the sink, not the variable's empty value
		}
	}
	return rd, true
}

// redirOp returns where the redirection operator that pstoken reads at
// r.i ends, or -1 if none begins there.
func (r *psReader) redirOp() int {
	if c := r.peek(0); c != '>' && c != '<' && r.peek(1) != '>' {
		return -1 // no redirection begins so (a shortcut)
	}
	t, end, ok := r.toks.Next(r.src, r.i, pstoken.ModeCmd)
	if !ok || t.At.Col != r.i || t.Kind != pstoken.TRedir && t.Kind != pstoken.TRedirIn {
		return -1
	}
	return end
}

// word reads one word: glued strings, variables, groups and bare text.
func (r *psReader) word(feed *Command) psWord {
	var out psWord
	out.Literal = true
	start := r.i
	out.at = start
	var b strings.Builder
	parts := 0
	own := false
	var tok psTok // the word's last token
	tok.at = start
	expr := r.exprArgs
	// chain: the word is a command argument that is an expression (a
	// variable, a string, a group), whose members are read token by
	// token where the last ended (pstoken.ModeMember), a member's name
	// after an operator (name: pstoken.ModeName), as the completeness
	// reader reads them; after: the last of them is a name, whose
	// arguments ( or { may follow; fresh: tok was read so in this round.
	chain, name, after := false, false, false
	for r.i < len(r.src) {
		c := r.src[r.i]
		if (expr || chain && name) && parts > 0 && (pstoken.Space(c) || pstoken.Newline(c) || c == '#' || c == '`' || c == '<' && r.peek(1) == '#') && psMemberOpEnd(r.src[start:r.i]) && r.memberGap() {
			continue
		}
		fresh := false
		if chain && r.i >= r.tokenEnd(&tok) {
			chain, name, after, fresh = r.member(&tok, name, after)
		}
		if pstoken.ForceNew(c) && c != '(' && c != '{' && (c != 0 || r.i > start) && !(chain && tok.kind == pstoken.TLBracket && r.i < tok.end) { // ( and { begin a group of the word; NUL begins a generic token; an index is an expression, blanks and all
			break
		}
		if parts == 1 && own && (out.str || out.group) && !r.cmdPos && !expr && !chain {
			// A string or a group that begins a command's argument is
			// the whole argument, read as an expression: what touches it
			// is the next argument ("$HOME"x is two, "a"'b' too), but for
			// a member or an element of it ("abc".Length, (ls)[0])
			// (Parser.cs CommandRule; PowerShell/PowerShell#6467).
			break
		}
		if parts > 0 && ((c == '>' || c == '<') && (own || r.tokenEnd(&tok) == r.i) || (own || expr && r.i >= r.tokenEnd(&tok)) && r.redirOp() >= 0) || fresh && (tok.kind == pstoken.TRedir || tok.kind == pstoken.TRedirIn) {
			// A redirection begins where a token does (.2>&1: after the
			// number); inside a generic token > and < are characters
			// (ForceStartNewToken). After a token of its own (a string, a
			// group, ${ }) the next token begins, and a digit 1-6 or * before
			// > begins a redirection there ("d"2>x: tokenizer.cs NextToken,
			// case '1'…'6' and '*', in every mode), as it does where any
			// token of an expression ends ([int][int]2>x).
			break
		}
		if parts > 0 && (out.isVar || expr) && (r.cmdPos || r.exprArgs) && psAssignStart(c) && !(expr && r.inGeneric(&tok)) && r.assignOp() > 0 {
			// $x= begins an assignment only at a statement's start; an
			// argument $x=1 is one generic token (tokenizer.cs ScanVariable).
			// So does = after any expression there ("d".x=1, [int]$x=1),
			// and after any operand of one ($a,$b=ls): PipelineRule reads
			// the whole expression in expression mode, then peeks for an
			// assignment operator ("otherwise =0 will get scanned as a
			// single token"), and reads the statement after it
			// (Parser.cs PipelineRule, AssignmentStatementAst).
			break
		}
		if parts == 1 && r.cmdPos && (own || !r.generic(&tok)) { // 1.$x: a number, no generic token; -x{} is the command -x
			expr = true // the statement begins with a string, a group or a variable: an expression
		}
		if c == '#' && parts > 0 && (own || expr || r.tokenEnd(&tok) == r.i) {
			break // a token begins here (after a string, a group, a number, …, or anywhere in an expression): # begins a comment (NextToken)
		}
		parts++
		afterOwn := own // the part before was a token of its own: a string, a group or ${ }
		own = false
		// generic: a generic token is open (a2$(…)): quotes and $( )
		// are scanned into it, not tokens of their own (ScanGenericToken).
		// An expression has none: "d".."$(…)" is tokens side by side.
		generic := parts > 1 && (!afterOwn && !expr || expr && r.inGeneric(&tok)) // in an expression, only a generic token pstoken reads there (.\s$x)
		if fresh || chain {
			generic = fresh && !chain && tok.generic // a member, or the token that ends the members
		}
		// A bare character still inside the token before goes on in it
		// (.2 is one number, not . and 2).
		if !fresh && !chain && !generic && (parts == 1 || afterOwn || r.i >= r.tokenEnd(&tok)) {
			tok = psTok{at: r.i, mode: r.tokenMode(parts == 1, expr), end: -1}
		}
		if (c == '(' || c == '{') && r.genericMark(tok.at) {
			break // ( and { end the token --% (ForceStartNewToken), whose arguments follow
		}
		switch {
		case c == '`':
			// Inside a generic token a backtick escapes a newline
			// (ScanGenericToken), but where no bracket is open PSReadLine
			// judges the line at that newline first, the backtick then
			// literal, and runs it: the word ends there, and the next
			// line is read afresh (as the lexer reads it).
			nl := r.peek(1) == '\n' || r.peek(1) == '\r'
			if nl && !r.inGeneric(&tok) {
				goto done // a line continuation between tokens: the statement goes on (skipBlank)
			}
			if nl && r.nest == 0 || r.i+1 >= len(r.src) {
				r.i++
				goto done
			}
			if r.peek(1) == 'u' {
				var e rune
				e, r.i = pstoken.EscapeAt(r.src, r.i, len(r.src)) // `u{2d}: ScanUnicodeEscape reads it in the token, braces too
				b.WriteRune(e)
				break
			}
			b.WriteRune(barewordEscape(r.peek(1)))
			r.i += 2
			if r.peek(-1) == '\r' && r.peek(0) == '\n' {
				r.i++ // CR LF is one newline, escaped whole (NormalizeCRLF)
			}
		case pstoken.SQ(c):
			out.Quoted = true
			out.str = parts == 1
			b.WriteString(r.single())
			own = !generic
		case pstoken.DQ(c):
			out.Quoted = true
			out.str = parts == 1
			end, how := pstoken.Skip(r.src, r.i+1, pstoken.Expandable, 0)
			r.traceScan(pstoken.Expandable, r.i, end)
			r.i++
			r.double(&out, &b, psBody(end, how, 1), pstoken.Expandable)
			r.i = end
			own = !generic
		case c == '@' && !generic && (pstoken.DQ(r.peek(1)) || pstoken.SQ(r.peek(1))):
			out.Quoted = true
			out.str = parts == 1
			r.here(&out, &b)
			own = !generic
		case c == '@' && (r.peek(1) == '(' || r.peek(1) == '{') && !generic, c == '$' && r.peek(1) == '(':
			// a@(x) is a@ and (x): in a generic token @ is a character.
			// $( in a generic token: PowerShell scans it whole, as text, then parses it
			out.group = out.group || parts == 1
			out.inner = out.inner || parts > 1
			if generic {
				r.sub(&out.Word, &b, pstoken.Generic)
			} else {
				r.i++
				r.group(&out.Word, &b, r.i-1, nil)
			}
			own = !generic
		case c == '(' && r.cmdPos && parts > 1 && !out.Quoted && !strings.ContainsAny(b.String(), "$[.:") && b.Len() > 0:
			parts--
			goto done
		case c == '(':
			out.group = out.group || parts == 1
			out.inner = out.inner || parts > 1
			prefix := strings.ToLower(b.String())
			open := r.i
			inner := len(out.Subst)
			r.group(&out.Word, &b, r.i, r.blockMethodFeed(string(r.src[start:open]), out.Subst))
			r.scriptString(prefix, string(r.src[open:r.i]), out.Subst[inner:])
			r.dotnet(prefix, string(r.src[open:r.i]), feed, out.Subst)
			r.itemDelete(prefix, string(r.src[open:r.i]), feed, out.Subst)
			r.cimUninstall(prefix, string(r.src[open:r.i]), feed, out.Subst)
			r.processKill(prefix, feed, out.Subst)
			r.comFileOp(prefix, string(r.src[open:r.i]), feed, out.Subst)
			r.comItemDelete(string(r.src[start:open]), string(r.src[open:r.i]), feed, out.Subst)
			r.processStart(string(r.src[start:open]), string(r.src[open:r.i]))
			r.certStoreAdd(string(r.src[start:open]), string(r.src[open:r.i]))
			r.certExport(string(r.src[start:open]), string(r.src[open:r.i]))
			r.mailSend(string(r.src[start:open]), string(r.src[open:r.i]))
			r.blockInvoke(string(r.src[start:open]), string(r.src[open:r.i]))
			own = true
		case c == '{':
			if parts == 1 {
				out.block = true
			}
			f := feed
			if m := r.blockMethodFeed(string(r.src[start:r.i]), out.Subst); m != nil {
				f = m // (gci ~).ForEach{ … }: as .ForEach({ … })
			}
			r.group(&out.Word, &b, r.i, f)
			own = true
		case c == '$' && r.varStart(r.peek(1)):
			if parts == 1 {
				out.isVar = true
			}
			in := pstoken.Kind(0)
			if generic {
				in = pstoken.Generic
			}
			braced := r.peek(1) == '{'
			own = !generic && (braced || r.cmdPos && parts == 1) // ${ } is a token of its own, and so is $x at a statement's start (ScanVariable); later in the command's name pstoken says where it ends ("d"$x` is one generic token)
			r.variable(&out, &b, in)
			if own && braced && r.inGeneric(&tok) {
				own = false // … but for ${a}b in command mode: ScanVariable rescans it as a generic token (${}# is no comment)
			}
		case c == '@' && !generic && r.varStart(r.peek(1)) && r.peek(1) != '{' && r.inGeneric(&tok):
			// @scope/pkg: a character after the name that forces no new
			// token rescans the splat as a generic token's start, as it
			// does $a#b (ScanVariable): npx @vscode/vsce publish names
			// the package, it splats nothing.
			b.WriteRune(c)
			r.i++
		case c == '@' && !generic && r.varStart(r.peek(1)) && r.peek(1) != '{': // inside a generic token @ is a character
			var discard strings.Builder // splatting: @args (variable skips the @ as it skips a $)
			r.variable(&out, &discard, 0)
			out.Literal = false
			out.splat = out.name
			b.WriteString("@" + discard.String())
		case c == '[' && parts == 1:
			r.bracket(&out.Word, &b)
			own = r.cmdPos // [type] at a statement's start: ] ends a token (in an argument [ begins a generic token)
		case c == '@' && !generic:
			b.WriteRune(c) // @ that begins no splat, array, hash or here-string: a token of its own, an error (NextToken)
			r.i++
			own = true
		default:
			if pstoken.Dash(c) && parts == 1 {
				c = '-'
				out.param = true
			}
			b.WriteRune(c)
			r.i++
		}
		if parts == 1 && !r.cmdPos && !expr && (own || out.isVar) { // a string, a group, a variable: ask pstoken
			r.tokenEnd(&tok)
			chain = psPrimary(tok.kind)
		}
	}
done:
	out.expr = r.cmdPos && (expr || parts == 1 && own)
	out.raw = string(r.src[start:r.i])
	out.last = string(r.src[tok.at:r.i])
	out.lastAt = tok.at
	out.Value = b.String()
	if parts > 1 {
		out.isVar = out.isVar && strings.HasPrefix(out.raw, "$") && !strings.ContainsAny(out.raw[1:], "$\"'(")
		out.str = out.str && parts == 1
	}
	if out.Quoted {
		out.param = false
	}
	if out.param {
		out.param = len(out.Value) > 1 && !strings.ContainsAny(out.Value[1:2], "0123456789.")
	}
	if !out.Quoted && strings.HasPrefix(out.Value, "~") && (len(out.Value) == 1 || out.Value[1] == '/' || out.Value[1] == '\\') {
		home := r.a.env.Home
		if home == "" {
			home = "~"
		}
		out.Value = home + out.Value[1:]
	}
	return out
}

// psMemberOpEnd reports whether s, an expression read so far, ends with a
// member access operator (. ?. ::), not the range operator ...
func psMemberOpEnd(s []rune) bool {
	n := len(s)
	return n > 1 && s[n-1] == '.' && s[n-2] != '.' || n > 2 && s[n-1] == ':' && s[n-2] == ':'
}

// memberGap skips what stands between a member access operator and the
// member's name, and reports whether it skipped any and a name follows;
// if not, it moves nothing. The name may follow after blanks, and after newlines and
// comments: "to support fluent style programming" PowerShell skips them
// there (Parser.cs CheckPostPrimaryExpressionOperators, V3SkipNewlines;
// MemberAccessRule then reads the name, MemberNameRule), so "d".⏎$x = ls
// assigns the output of ls to a member. Which newlines a statement goes
// on past is the completeness reader's to say (lexer.ReadNewlines: at a
// prompt an empty line after the operator runs what came before, an
// error, and what follows is read afresh).
func (r *psReader) memberGap() bool {
	at := r.i
	for {
		from := r.i
		r.skipBlank()
		if r.peek(0) == '<' && r.peek(1) == '#' {
			r.blockComment() // $o. <# why #> Name: a comment is no token
			continue
		}
		r.skipJoined()
		if r.i == from {
			break
		}
	}
	if r.i == at || r.i >= len(r.src) || r.src[r.i] == '#' || pstoken.ForceNew(r.src[r.i]) && r.src[r.i] != '(' && r.src[r.i] != '{' {
		r.i = at
		return false
	}
	return true
}

// psTok is a token a word's part begins, where pstoken ends it: asked for
// only where it matters (a # after it, a backtick before a newline in it).
type psTok struct {
	at      int
	mode    pstoken.Mode
	end     int // -1: not asked yet
	generic bool
	kind    pstoken.TokKind // … if it begins at at
	here    bool            // a token begins at at
}

// psPrimary reports whether a command argument whose first token is of
// kind k is an expression whose members may follow it: a variable, a
// string or a group (Parser.cs GetCommandArgument reads them with
// PrimaryExpressionRule(withMemberAccess: true)).
func psPrimary(k pstoken.TokKind) bool {
	switch k {
	case pstoken.TVar, pstoken.TStr, pstoken.TLParen, pstoken.TDollarParen, pstoken.TAtParen, pstoken.TAtBrace, pstoken.TLBrace:
		return true
	}
	return false
}

// member reads the token at r.i that follows a command argument that is an
// expression, or a member of it, into tok: a member operator (. :: ?.),
// an element [ … ] (read whole: its index is an expression), a method's
// arguments, or, after an operator (name), the member's name
// (Parser.cs CheckPostPrimaryExpressionOperators, MemberAccessRule,
// MemberNameRule; tokenizer.cs GetMemberAccessOperator). It reports
// whether the members go on, whether a name must follow, whether tok is
// one, and whether tok was read here; a token that does not touch the
// last is none of them. After a name (after), ( or { touching it holds a
// method's arguments (GetInvokeMemberOpenParen); else it begins the next
// argument.
func (r *psReader) member(tok *psTok, name, after bool) (chain, wantName, isName, fresh bool) {
	mode := pstoken.ModeMember
	if name {
		mode = pstoken.ModeName
	}
	next := psTok{at: r.i, mode: mode, end: -1}
	if r.tokenEnd(&next); !next.here {
		return false, false, false, false // blanks, a comment or a line continuation: the argument is over
	}
	*tok = next
	switch {
	case name:
		return true, false, true, true
	case next.kind == pstoken.TDot || next.kind == pstoken.TColonColon:
		return true, true, false, true
	case next.kind == pstoken.TLBracket:
		tok.end = psClose(r.src, next.end-1)
		return true, false, false, true
	case after && (next.kind == pstoken.TLParen || next.kind == pstoken.TLBrace):
		return true, false, false, true
	}
	return false, false, false, true
}

// tokenMode is the mode a word's token is read in: a statement's first,
// a token of an expression, or of a command's arguments.
func (r *psReader) tokenMode(first, expr bool) pstoken.Mode {
	switch {
	case expr:
		return pstoken.ModeExpr // an operand (after a unary comma too)
	case r.cmdPos && first:
		return pstoken.ModeStart
	}
	return pstoken.ModeCmd
}

// tokenEnd returns where pstoken ends the token t.
func (r *psReader) tokenEnd(t *psTok) int {
	if t.end < 0 {
		k, end, ok := r.toks.Next(r.src, t.at, t.mode)
		t.end, t.here = end, ok && k.At.Col == t.at
		t.generic = k.Kind == pstoken.TWord && t.here
		if t.here {
			t.kind = k.Kind
		}
	}
	return t.end
}

// generic reports whether t is a generic token.
func (r *psReader) generic(t *psTok) bool {
	r.tokenEnd(t)
	return t.generic
}

// inGeneric reports whether r.i is inside t, a generic token.
func (r *psReader) inGeneric(t *psTok) bool { return r.i < r.tokenEnd(t) && t.generic }

// varStart reports whether c may follow $ in a variable.
func (r *psReader) varStart(c rune) bool { return c == '{' || pstoken.VarStart(c) }

// single reads a single-quoted string and returns its value: of two
// quotes in a row, the second stands for itself (ScanStringLiteral).
func (r *psReader) single() string {
	v, end := psVerbatim(r.src, r.i)
	r.traceScan(pstoken.Verbatim, r.i, end)
	r.i = end
	return v
}

// psVerbatim returns the value of the single-quoted string that opens at
// src[i], where pstoken ends it, and the index just past it: of two
// quotes in a row, the second stands for itself (ScanStringLiteral).
func psVerbatim(src []rune, i int) (string, int) {
	end, how := pstoken.Skip(src, i+1, pstoken.Verbatim, 0)
	body := src[i+1 : psBody(end, how, 1)]
	var b strings.Builder
	for k := 0; k < len(body); k++ {
		if pstoken.SQ(body[k]) && k+1 < len(body) {
			k++
		}
		b.WriteRune(body[k])
	}
	return b.String(), end
}

// barewordEscape returns the character a backtick before r stands for in
// a bareword. Windows PowerShell 5.1 knows no `e (pwsh 6 added it): there
// i`e`x is iex, while pwsh reads an ESC no command is named with, so the
// reading that runs something is taken.
func barewordEscape(r rune) rune {
	if r == 'e' {
		return r
	}
	return pstoken.Escape(r)
}

// double reads the inside of an expandable string (in is Expandable) or
// here-string (HereExpandable) up to stop, which pstoken found: ` escapes,
// of two quotes in a row the second stands for itself, $( ) and variables
// expand.
func (r *psReader) double(out *psWord, b *strings.Builder, stop int, in pstoken.Kind) {
	r.inString++
	defer func() { r.inString-- }()
	for r.i < stop {
		c := r.src[r.i]
		switch {
		case c == '`' && r.i+1 < stop:
			var e rune
			e, r.i = pstoken.EscapeAt(r.src, r.i, stop)
			b.WriteRune(e)
		case pstoken.DQ(c) && r.i+1 < stop && pstoken.DQ(r.src[r.i+1]):
			b.WriteRune(r.src[r.i+1])
			r.i += 2
		case c == '$' && r.i+1 < stop && r.src[r.i+1] == '(':
			out.inner = true
			r.sub(&out.Word, b, in)
		case c == '$' && r.i+1 < stop && r.varStart(r.src[r.i+1]) && r.src[r.i+1] != ':':
			w := psWord{Word: Word{Literal: true}}
			r.variable(&w, b, in)
			if !w.Literal {
				out.Literal = false
			}
			out.Subst = append(out.Subst, w.Subst...)
		default:
			b.WriteRune(c)
			r.i++
		}
	}
}

// sub reads $( … ) inside a string or generic token (r.i at the $; in as
// for pstoken.Skip): the tokenizer finds its end by counting parentheses
// (ScanSubExpression), then the statements inside are analysed.
func (r *psReader) sub(out *Word, b *strings.Builder, in pstoken.Kind) {
	start := r.i
	end, how := pstoken.Skip(r.src, start+2, pstoken.SubExpression, in)
	r.traceScan(pstoken.SubExpression, start, end)
	src := r.src
	r.src, r.i = src[:psBody(end, how, 1)], start+1
	r.inToken++ // scanned whole: no argument begins inside
	r.group(out, &strings.Builder{}, start, nil)
	r.inToken--
	r.src, r.i = src, end
	b.WriteString(string(src[start:end]))
}

// here reads a here-string: its body runs from the line after @" or @'
// up to the line before the one that starts with "@ or '@, where pstoken
// ends it. Characters after the header make it an error that runs up to
// "@ or the end of the line, and pwsh runs nothing (ScanAfterHereStringHeader).
func (r *psReader) here(out *psWord, b *strings.Builder) {
	k := pstoken.HereVerbatim
	if pstoken.DQ(r.src[r.i+1]) {
		k = pstoken.HereExpandable
	}
	end, how := pstoken.Skip(r.src, r.i+2, k, 0)
	r.traceScan(k, r.i, end)
	j := r.i + 2
	for j < end && pstoken.Space(r.src[j]) {
		j++
	}
	if j == end || !pstoken.Newline(r.src[j]) {
		b.WriteString(string(r.src[r.i:end]))
		r.i = end
		return
	}
	if j+1 < end && r.src[j] == '\r' && r.src[j+1] == '\n' {
		j++
	}
	bodyStart, bodyEnd := min(j+1, end), end
	if how != pstoken.More {
		bodyEnd = end - 3 // the newline before "@
		if bodyEnd > 0 && r.src[bodyEnd] == '\n' && r.src[bodyEnd-1] == '\r' {
			bodyEnd--
		}
	}
	body := r.src[bodyStart:max(bodyEnd, bodyStart)]
	r.i = end
	if k == pstoken.HereVerbatim {
		b.WriteString(string(body))
		return
	}
	sub := &psReader{a: r.a, src: body, w: r.w, st: r.st, nest: r.nest}
	sub.double(out, b, len(body), k)
}

// group reads ( … ), $( … ), @( … ), @{ … } or { … } starting at start (r.i
// is at the opening bracket); the statements inside are analysed, the
// word is known only at run time. feed is the input of a script block.
func (r *psReader) group(out *Word, b *strings.Builder, start int, feed *Command) {
	open := r.src[r.i]
	closer := ')'
	if open == '{' {
		closer = '}'
	}
	r.i++
	if open == '(' && r.foreachHead {
		r.foreachIn()
	}
	r.foreachHead = false
	before := len(r.a.in.Commands)
	r.nest++
	if r.nest > psMaxNest { // not followed, so not let through (check)
		r.a.in.Partial, r.a.in.tooDeep = true, true
		r.i = len(r.src)
	} else {
		r.statements(closer, feed)
	}
	r.nest--
	out.Literal = false
	out.Subst = append(out.Subst, r.a.in.Commands[before:]...)
	b.WriteString(string(r.src[start:min(r.i, len(r.src))]))
}

// foreachIn reads past the variable and the in that begin the head of
// a foreach loop, r.i just past its (: the collection after them is a
// pipeline, read as a statement of its own, a command's name and
// arguments in command mode (Parser.cs ForeachStatementRule: the
// variable, SkipNewlines, the in keyword, then PipelineRule; about_Foreach).
// So # inside a word is no comment there (foreach ($x in gci#x) { … }
// runs a command named gci#x, then the body), nor are the collection's
// commands an expression's operands (foreach ($x in Remove-Item … C:\)
// runs Remove-Item). A head of another shape is a parse error in pwsh,
// which runs nothing: it is read as written, a statement.
func (r *psReader) foreachIn() {
	var ends [2]int
	j := r.i
	for k, want := range [2]pstoken.TokKind{pstoken.TVar, pstoken.TWord} {
		mode := pstoken.ModeExpr
		if want == pstoken.TWord {
			mode = pstoken.ModeCmd
		}
		tok, end, ok := r.toks.Next(r.src, j, mode)
		for ok && tok.Kind == pstoken.TNewline {
			tok, end, ok = r.toks.Next(r.src, end, mode)
		}
		if !ok || tok.Kind != want || want == pstoken.TWord && (!tok.Simple || tok.Text != "in") {
			return
		}
		j, ends[k] = end, end
	}
	for _, end := range ends {
		r.skipNewlines() // the comments before each, as everywhere
		r.i = end
	}
}

// skipNewlines skips blanks, newlines and comments (Parser.cs
// SkipNewlines: comments are trivia to the parser).
func (r *psReader) skipNewlines() {
	for {
		r.skipBlank()
		switch c := r.peek(0); {
		case c == '\n' || c == '\r':
			r.i++
		case c == '#':
			r.comment()
		case c == '<' && r.peek(1) == '#':
			r.blockComment()
		default:
			return
		}
	}
}

// scriptString analyses the string given to [scriptblock]::Create( ),
// .InvokeScript( ), .AddScript( ) or .NewScriptBlock( ): code run later.
// args is the text of the parenthesised arguments, subst the commands
// of their subexpressions.
func (r *psReader) scriptString(prefix, args string, subst []*Command) {
	if !(strings.HasSuffix(prefix, "::create") && strings.Contains(prefix, "scriptblock") ||
		strings.HasSuffix(prefix, ".invokescript") || strings.HasSuffix(prefix, ".addscript") ||
		strings.HasSuffix(prefix, ".newscriptblock")) {
		return
	}
	w := append(r.wrap(), "[scriptblock]::Create")
	if v, ok := psEval(args, r.codeVar); ok { // [scriptblock]::Create($env:CMD): the environment's code
		r.a.powershell(v.text(), w, r.st)
		return
	}
	if r.fileCode(subst, prefix+args, w) { // [scriptblock]::Create((gc F -Raw)): F's text
		return
	}
	made := r.funcOutputCode(subst, w) // [scriptblock]::Create((f)): what f outputs
	r.a.add(&Command{Grammar: lexer.PowerShell, Text: prefix + args, Wrappers: w, Dynamic: true, Word0: Word{Value: args}, madeCode: made})
}

// bracket reads a type literal or attribute [ … ] at the start of a word,
// token by token as pstoken reads them, nested as pstoken.TypeToken says
// (the reading the lexer parses types with); its text goes to b. The
// arguments of an attribute are read as a group: what they hold runs
// ([ValidateScript({ … })]$x = 1 runs the block). A newline ends it: at a
// prompt an unclosed [ is an error there (EndSquareBracketExpectedAtEndOfAttribute),
// and what follows is read afresh, the worse reading.
func (r *psReader) bracket(out *Word, b *strings.Builder) {
	start, depth := r.i, 0
	defer func() { b.WriteString(string(r.src[start:r.i])) }()
	for r.i < len(r.src) {
		r.skipBlank()
		switch {
		case r.i >= len(r.src):
			return
		case r.src[r.i] == '#':
			r.comment()
			continue
		case r.src[r.i] == '<' && r.peek(1) == '#':
			r.blockComment()
			continue
		}
		t, end, ok := r.toks.Next(r.src, r.i, pstoken.ModeExpr)
		if !ok || t.At.Col != r.i {
			return
		}
		switch pstoken.TypeToken(t.Kind) {
		case pstoken.TypeOpen:
			depth++
		case pstoken.TypeClose:
			if depth--; depth <= 0 {
				r.i = end
				return
			}
		case pstoken.TypeArgs:
			var discard strings.Builder
			r.group(out, &discard, r.i, nil)
			continue
		case pstoken.TypeBlank, pstoken.TypeBroken:
			return
		}
		if t.Kind == pstoken.TStr {
			r.traceScan(psStringKind(r.src, r.i), r.i, end)
		}
		r.i = end
	}
}

// psStringKind returns the kind of string that opens at src[i]: a
// string or a here-string.
func psStringKind(src []rune, i int) pstoken.Kind {
	here := src[i] == '@' && i+1 < len(src)
	if here {
		i++
	}
	switch {
	case pstoken.SQ(src[i]) && here:
		return pstoken.HereVerbatim
	case pstoken.SQ(src[i]):
		return pstoken.Verbatim
	case here:
		return pstoken.HereExpandable
	}
	return pstoken.Expandable
}

// variable reads $name, $scope:name, ${…} or $_ and expands what is known;
// in is what encloses it, as for pstoken.Skip.
func (r *psReader) variable(out *psWord, b *strings.Builder, in pstoken.Kind) {
	start := r.i
	r.i++ // $
	var name string
	switch c := r.peek(0); {
	case c == '{':
		end, how := pstoken.Skip(r.src, r.i+1, pstoken.BracedVariable, in)
		r.traceScan(pstoken.BracedVariable, start, end)
		body := r.src[r.i+1 : psBody(end, how, 1)]
		var nb strings.Builder
		for k := 0; k < len(body); k++ {
			if body[k] == '`' && k+1 < len(body) {
				k++
			}
			nb.WriteRune(body[k])
		}
		r.i = end
		name = nb.String()
	default:
		// The name ends where pstoken ends the variable token ($$ $? $^
		// are one character long, $env:x has a drive, $a::b is $a).
		end := r.i
		if t, e, _ := r.toks.Next(r.src, start, pstoken.ModeExpr); t.Kind == pstoken.TVar && t.At.Col == start {
			end = e
		}
		name = string(r.src[r.i:end])
		r.i = end
	}
	raw := string(r.src[start:r.i])
	lname := strings.ToLower(name)
	out.name = lname
	bare := lname
	if _, n, ok := strings.Cut(lname, ":"); ok {
		bare = n
		_, orig, _ := strings.Cut(name, ":")
		r.a.in.addVar(orig)
	} else if name != "" && psIdent([]rune(name)[0]) {
		r.a.in.addVar(name)
	}
	if r.inString == 0 && psRefBefore(r.src[:start]) {
		// [ref]$work: whatever holds the reference may set the variable
		// (its .Value = 'C:\Users'), here or later: what it holds is
		// known only at run time.
		key := "$" + lname
		delete(r.st.vals, key)
		delete(r.a.vars, key)
		if r.a.computed == nil {
			r.a.computed = map[string]bool{}
		}
		r.a.computed[key] = true
	}
	if r.peek(0) == '.' && r.inString == 0 {
		r.psVariableSet()
	}
	if r.peek(0) == '.' && r.st.vals != nil && r.inString == 0 {
		// $p.Add('Path', '~'), $a.Clear(): a method may change what the
		// variable holds.
		j := r.i + 1
		for j < len(r.src) && psIdent(r.src[j]) {
			j++
		}
		if k := j + 1; j < len(r.src) && r.src[j] == '.' && k < len(r.src) && psIdent(r.src[k]) {
			// $msg.To.Add('all@…'): a member's collection grows.
			for k < len(r.src) && psIdent(r.src[k]) {
				k++
			}
			if k < len(r.src) && r.src[k] == '(' {
				r.mailCollectionAdd("$"+lname, string(r.src[r.i+1:j]), strings.ToLower(string(r.src[j+1:k])), string(r.src[k:psClose(r.src, k)]))
			}
		}
		if j < len(r.src) && r.src[j] == '(' && strings.EqualFold(string(r.src[r.i+1:j]), "addattachment") {
			r.mailCollectionAdd("$"+lname, "Attachments", "add", string(r.src[j:psClose(r.src, j)])) // CDO's $m.AddAttachment(file)
		}
		if j < len(r.src) && r.src[j] == '(' && !psKeeps(r.st.vals["$"+lname]) {
			key := "$" + lname
			v, ok := r.st.vals[key]
			delete(r.st.vals, key)
			delete(r.a.vars, key)
			if ok {
				if v, ok = psMethod(v, strings.ToLower(string(r.src[r.i+1:j])), psSplitArgs(string(r.src[j:psClose(r.src, j)])), r.psVar); ok {
					r.st.vals[key] = v
				}
			}
		}
	}
	if v, ok := r.varValue(lname, bare); ok && !r.computedFrom(out) {
		b.WriteString(v)
		return
	}
	if v, ok := r.a.held["$"+lname]; ok {
		out.Literal = false
		b.WriteString(v) // $k = $env:API_KEY; Write-Output $k: the credential
		return
	}
	if dl := r.st.taint["$"+lname]; dl != nil {
		out.Subst = append(out.Subst, dl)
	}
	if r.a.computed["$"+lname] {
		out.Computed = true
	}
	out.Literal = false
	b.WriteString(raw)
}

// psRefBefore reports whether src, the text before a variable, ends with
// the type literal [ref] (PSReference, by any of its names): a reference
// to the variable is made.
func psRefBefore(src []rune) bool {
	i := len(src)
	for i > 0 && pstoken.Space(src[i-1]) {
		i--
	}
	if i == 0 || src[i-1] != ']' {
		return false
	}
	j := i - 1
	for j > 0 && src[j-1] != '[' {
		j--
	}
	if j == 0 {
		return false
	}
	t := strings.ToLower(strings.TrimSpace(string(src[j : i-1])))
	t = strings.TrimPrefix(strings.TrimPrefix(t, "system."), "management.automation.")
	return t == "ref" || t == "psreference"
}

// computedFrom reports whether the word goes on, right after the
// variable just read, to take an element of its value ($work[0..2]: of a
// string, a character): a path computed from the value, not the one
// judged where it was set, known only at run time (out is marked
// computed). In a string "$work[0]" is the value, then text. (A path
// climbing above a value that stands for a place only known at run time,
// $env:TEMP/fresh-name\.., is winKind's to read.)
func (r *psReader) computedFrom(out *psWord) bool {
	if r.peek(0) == '[' && r.inString == 0 {
		out.Computed = true
		return true
	}
	return false
}

// psIdent reports whether c continues a variable name (tokenizer.cs
// ScanVariable: identifier characters and ?).
func psIdent(c rune) bool { return pstoken.IdentFollow(c) || c == '?' }

// varValue returns the value of a variable known before the command runs.
func (r *psReader) varValue(lname, bare string) (string, bool) {
	if n, ok := strings.CutPrefix(lname, "using:"); ok {
		lname = n // $using:x in a remote block: the caller's $x
	}
	if v, ok := r.a.known("$" + lname); ok {
		return v, true // $env:OUT = '.\out' earlier: what it was set to
	}
	if strings.HasPrefix(lname, "env:") {
		return winVar(r.a.env, bare)
	}
	if v, ok := r.a.known("$" + lname); ok {
		return v, true
	}
	switch bare {
	case "home":
		return homeOf(r.a.env), true
	case "pwd":
		if r.a.env.Cwd != "" {
			return r.a.env.Cwd, true
		}
	case "pshome":
		// The installation directory of the PowerShell running
		// (about_Automatic_Variables): & "$PSHOME\pwsh.exe" -c CMD
		// starts another; pwsh 7's default place.
		return `C:\Program Files\PowerShell\7`, true
	case "true":
		return "True", true
	case "false":
		return "False", true
	case "null":
		return "", true
	}
	return "", false
}

func homeOf(env *Env) string {
	if env.Home == "" {
		return "~"
	}
	return env.Home
}

// winVar returns the value of a Windows environment variable that is known
// before the command runs: the profile, the system directories.
func winVar(env *Env, name string) (string, bool) {
	switch strings.ToLower(name) {
	case "userprofile", "home":
		return homeOf(env), true
	case "appdata":
		return homeOf(env) + `\AppData\Roaming`, true
	case "localappdata":
		return homeOf(env) + `\AppData\Local`, true
	case "onedrive", "onedriveconsumer", "onedrivecommercial":
		return homeOf(env) + `\OneDrive`, true // its default place
	case "systemroot", "windir":
		return `C:\Windows`, true
	case "comspec":
		// The command interpreter Windows sets for every process
		// (learn.microsoft.com, cmd: "the COMSPEC environment variable"):
		// %ComSpec% /c CMD runs cmd.exe.
		return `C:\Windows\system32\cmd.exe`, true
	case "systemdrive", "homedrive":
		return "C:", true
	case "programfiles", "programw6432":
		return `C:\Program Files`, true
	case "programfiles(x86)":
		return `C:\Program Files (x86)`, true
	case "programdata", "allusersprofile":
		return `C:\ProgramData`, true
	case "public":
		return `C:\Users\Public`, true
	case "cd":
		if env.Cwd != "" {
			return env.Cwd, true
		}
	}
	return "", false
}

func (r *psReader) wrap() []string { return append([]string(nil), r.w...) }

// psAliases are PowerShell's default aliases of the commands the rules know.
var psAliases = table[string]{
	{"rm", "remove-item"}, {"ri", "remove-item"}, {"del", "remove-item"}, {"erase", "remove-item"},
	{"rd", "remove-item"}, {"rmdir", "remove-item"},
	{"gci", "get-childitem"}, {"ls", "get-childitem"}, {"dir", "get-childitem"},
	{"cat", "get-content"}, {"gc", "get-content"}, {"type", "get-content"},
	{"sc", "set-content"}, {"ac", "add-content"}, {"clc", "clear-content"},
	{"iex", "invoke-expression"}, {"iwr", "invoke-webrequest"}, {"curl", "invoke-webrequest"},
	{"wget", "invoke-webrequest"}, {"irm", "invoke-restmethod"},
	{"echo", "write-output"}, {"write", "write-output"},
	{"kill", "stop-process"}, {"spps", "stop-process"}, {"gps", "get-process"}, {"ps", "get-process"},
	{"gsv", "get-service"}, {"spsv", "stop-service"}, {"sasv", "start-service"},
	{"start", "start-process"}, {"saps", "start-process"},
	{"sal", "set-alias"}, {"nal", "new-alias"}, {"gal", "get-alias"},
	{"gi", "get-item"}, {"si", "set-item"}, {"ni", "new-item"}, {"cli", "clear-item"},
	{"ndr", "new-psdrive"},
	{"copy", "copy-item"}, {"cp", "copy-item"}, {"cpi", "copy-item"},
	{"move", "move-item"}, {"mv", "move-item"}, {"mi", "move-item"},
	{"ren", "rename-item"}, {"rni", "rename-item"}, {"md", "mkdir"},
	{"gcm", "get-command"}, {"icm", "invoke-command"}, {"sajb", "start-job"},
	{"%", "foreach-object"}, {"foreach", "foreach-object"}, {"?", "where-object"}, {"where", "where-object"},
	{"cd", "set-location"}, {"chdir", "set-location"}, {"sl", "set-location"},
	{"sls", "select-string"}, {"ii", "invoke-item"}, {"tee", "tee-object"}, {"fhx", "format-hex"},
	{"gv", "get-variable"}, {"sv", "set-variable"}, {"set", "set-variable"}, {"nv", "new-variable"},
	{"select", "select-object"}, {"sort", "sort-object"}, {"measure", "measure-object"},
	{"ft", "format-table"}, {"fl", "format-list"}, {"fw", "format-wide"},
	// The CimCmdlets module's and Windows PowerShell's WMI cmdlets'
	// (Get-Alias -Definition *Cim*, *Wmi*), and the item properties'.
	{"gcim", "get-ciminstance"}, {"gcls", "get-cimclass"}, {"icim", "invoke-cimmethod"}, {"ncim", "new-ciminstance"},
	{"rcim", "remove-ciminstance"}, {"scim", "set-ciminstance"},
	{"gwmi", "get-wmiobject"}, {"iwmi", "invoke-wmimethod"}, {"rwmi", "remove-wmiobject"}, {"swmi", "set-wmiinstance"},
	{"gp", "get-itemproperty"}, {"sp", "set-itemproperty"}, {"rp", "remove-itemproperty"}, {"rnp", "rename-itemproperty"},
	{"ipmo", "import-module"},
}

// resolve returns the name a command word is looked up by: lowercased,
// without its path or module (Microsoft.PowerShell.Management\Remove-Item)
// or executable extension, its alias resolved.
func (r *psReader) resolve(v string) string {
	return resolvePS(v, r.st.alias)
}

func resolvePS(v string, user map[string]string) string {
	n := strings.ToLower(strings.TrimSpace(v))
	path := false
	if i := strings.LastIndexAny(n, `\/`); i >= 0 {
		n, path = n[i+1:], true
	}
	for _, ext := range []string{".exe", ".com", ".cmd", ".bat"} {
		if s, ok := strings.CutSuffix(n, ext); ok && s != "" {
			return s
		}
	}
	if path {
		return n
	}
	if t, ok := user[n]; ok {
		return t
	}
	if t, ok := psAliases.get(n); ok {
		return t
	}
	return n
}

// invoked returns the name of what & or . runs: a string or word, a
// variable known to hold one, or (Get-Command X).
func (r *psReader) invoked(w psWord) (string, bool) {
	if w.Literal {
		return r.resolve(w.Value), w.Value != ""
	}
	if v, ok := psEval(w.raw, r.psVar); ok && v.kind == psString && v.s != "" {
		return r.resolve(v.s), true // & ('Remove-' + 'Item'), & ("{0}-{1}" -f …)
	}
	if w.group && len(w.Subst) > 0 {
		if c := w.Subst[0]; c.Name == "get-command" || c.Name == "get-alias" {
			return r.lookedUp(c)
		}
		if c := w.Subst[0]; c.Name == "get-variable" {
			return r.variableValue(c) // & (Get-Variable n -ValueOnly)
		}
	}
	// & $ExecutionContext.InvokeCommand.GetCommand(NAME, TYPE): the
	// command NAME names, as Get-Command NAME finds it.
	raw := strings.ToLower(w.raw)
	if args, ok := strings.CutPrefix(raw, "$executioncontext.invokecommand.getcommand("); ok && strings.HasSuffix(args, ")") {
		if v, ok := psEval(w.raw[len(w.raw)-len(args)-1:], r.psVar); ok {
			if l := v.elems(); len(l) == 2 && l[0].kind == psString && l[0].s != "" && !strings.ContainsAny(l[0].s, "*?[") {
				return r.resolve(l[0].s), true
			}
		}
	}
	return "", false
}

// variableValue returns the string that c, a Get-Variable NAME
// -ValueOnly, outputs: the value of the variable NAME (its -Name or first
// positional word), when known.
func (r *psReader) variableValue(c *Command) (string, bool) {
	var name *Word
	only := false
	for i := 0; i < len(c.Args); i++ {
		a := &c.Args[i]
		l := strings.ToLower(a.Value)
		switch {
		case a.Quoted || !strings.HasPrefix(l, "-"):
			if name == nil {
				name = a
			}
		case l == "-name" || l == "-n":
			if i+1 < len(c.Args) {
				name, i = &c.Args[i+1], i+1
			}
		case len(l) >= 3 && strings.HasPrefix("-valueonly", l):
			only = true
		case l == "-scope" || l == "-exclude" || l == "-include":
			i++
		}
	}
	if !only || name == nil || !name.Literal || strings.ContainsAny(name.Value, "*?[") {
		return "", false
	}
	if v, ok := r.psVar(strings.ToLower(name.Value)); ok && v.kind == psString && v.s != "" {
		return r.resolve(v.s), true
	}
	return "", false
}

// psLookupValue are the parameters of Get-Command and Get-Alias that
// take a value other than the name looked up (learn.microsoft.com,
// Microsoft.PowerShell.Core, Microsoft.PowerShell.Utility).
var psLookupValue = set{"-args", "-argumentlist", "-commandtype", "-definition", "-exclude", "-fullyqualifiedmodule", "-module", "-parametername", "-parametertype", "-scope", "-totalcount", "-type"}

// lookedUp returns the command that c, a Get-Command or Get-Alias, finds:
// its -Name or first positional word, or Get-Command's -Verb and -Noun
// joined (gcm -Verb Set -Noun MpPreference); a wildcard pattern is the
// one cmdlet of the model it matches (psCmdletMatching). False when that
// is not known (psLookupUnknown judges it).
func (r *psReader) lookedUp(c *Command) (string, bool) {
	var name, verb, noun *Word
	for i := 0; i < len(c.Args); i++ {
		a := &c.Args[i]
		l := strings.ToLower(a.Value)
		param := strings.HasPrefix(l, "-") && !a.Quoted
		var next *Word
		if i+1 < len(c.Args) {
			next = &c.Args[i+1]
		}
		switch {
		case !param:
			if name == nil {
				name = a
			}
		case l == "-name" || l == "-n":
			name, i = next, i+1
		case l == "-verb":
			verb, i = next, i+1
		case l == "-noun":
			noun, i = next, i+1
		case psLookupValue.has(l):
			i++
		}
	}
	pattern := ""
	switch {
	case name != nil && name.Literal:
		pattern = name.Value
	case name == nil && c.Name == "get-command" && verb != nil && noun != nil && verb.Literal && noun.Literal:
		pattern = verb.Value + "-" + noun.Value
	default:
		return "", false
	}
	if !strings.ContainsAny(pattern, "*?[") {
		return r.resolve(pattern), true
	}
	if c.Name == "get-command" {
		return psCmdletMatching(pattern) // Get-Command Set-MpPref*
	}
	return "", false
}

// psCmdletMatching returns the one PowerShell cmdlet of the command model
// (spec entries of ps cmdlets) whose name the wildcard pattern matches,
// as Get-Command PATTERN finds it; false when none or more than one does.
func psCmdletMatching(pattern string) (string, bool) {
	pattern = strings.ToLower(pattern)
	found := ""
	for _, t := range specTables {
		for i := range t {
			n := t[i].path
			if !t[i].ps || strings.ContainsAny(n, " *?[") || n == found {
				continue
			}
			if ok, err := path.Match(pattern, n); err != nil || !ok {
				continue
			}
			if found != "" {
				return "", false
			}
			found = n
		}
	}
	return found, found != ""
}

// psOutput returns what c writes when it is known: Write-Output of
// literals, or a lone string.
func psOutput(c *Command) *string {
	if c == nil {
		return nil
	}
	var parts []string
	switch {
	case c.Name == "write-output":
		for _, a := range c.Args {
			if !a.Literal {
				return nil
			}
			parts = append(parts, a.Value)
		}
	case c.Name == "" && !c.Dynamic && c.Word0.Quoted && c.Word0.Literal && len(c.Args) == 0:
		parts = []string{c.Word0.Value}
	case c.Name == "" && len(c.Args) == 0 && (strings.EqualFold(c.Word0.Value, "$null") || strings.ReplaceAll(c.Word0.Value, " ", "") == "@()"):
		// $null | Set-Content f, @() | Out-File f: nothing goes down the
		// pipeline, the file is written empty.
	default:
		return nil
	}
	s := strings.Join(parts, "\n") + "\n"
	return &s
}

// follow handles what c starts or defines: shells and their strings,
// Invoke-Expression, Start-Process, aliases, posix wrappers.
func (r *psReader) follow(c *Command, words []psWord) {
	w := append(r.wrap(), c.Name)
	r.call(c.Name, words, w)
	if r.a.winScript(c, w) {
		return
	}
	r.outVariables(c, words)
	r.profileRedirect(c, w)
	switch c.Name {
	case "set-variable", "new-variable":
		r.setVariable(words)
	case "set-item", "new-item":
		r.setEnvItem(c, words)
	case "set-alias", "new-alias":
		var pos []string
		for i := 0; i < len(words); i++ {
			wd := words[i]
			if wd.param {
				p := strings.ToLower(strings.TrimPrefix(wd.Value, "-"))
				if strings.HasPrefix("name", p) || strings.HasPrefix("value", p) {
					if i+1 < len(words) {
						if p[0] == 'n' {
							pos = append([]string{words[i+1].Value}, pos...)
						} else {
							pos = append(pos, words[i+1].Value)
						}
						i++
					}
				} else if strings.HasPrefix("scope", p) || strings.HasPrefix("description", p) || strings.HasPrefix("option", p) {
					i++
				}
				continue
			}
			pos = append(pos, wd.Value)
		}
		if len(pos) >= 2 {
			r.st.alias[strings.ToLower(pos[0])] = resolvePS(pos[1], r.st.alias)
		}
	case "invoke-expression":
		var code *psWord
		for i := 0; i < len(words); i++ {
			if words[i].param || strings.HasPrefix(words[i].raw, "-") && strings.Contains(words[i].raw, ":") { // -Command:'code' is a parameter too
				p, _, _ := strings.Cut(strings.ToLower(words[i].Value[1:]), ":")
				if _, raw, _ := strings.Cut(words[i].raw, ":"); raw != "" && strings.HasPrefix("command", p) {
					// iex -Command:$c: the value joined to its parameter
					// (-Command: 'code' is the next word's).
					_, orig, _ := strings.Cut(words[i].Value, ":")
					code = &psWord{Word: Word{Value: orig}, raw: raw} // read by psEval
					break
				}
				if strings.HasPrefix("command", p) && i+1 < len(words) {
					code = &words[i+1]
					break
				}
				continue
			}
			code = &words[i]
			break
		}
		folded, ok := "", false
		if code != nil && !code.Literal {
			var v psValue
			v, ok = psEval(code.raw, r.codeVar) // iex ('gci'+' env:'), iex ([char[]](…) -join ''), iex $env:CMD
			folded = v.text()
		}
		switch {
		case code != nil && code.Literal:
			r.a.powershell(code.Value, w, r.st)
		case ok:
			r.a.powershell(folded, w, r.st)
		case code == nil && c.Stdin != nil:
			r.a.powershell(*c.Stdin, w, r.st)
		case code == nil && r.fedValue(c, &folded):
			r.a.powershell(folded, w, r.st) // $code | iex, $env:CMD | iex
		case code == nil && r.fedFile(c, w):
			// gc F | iex, (gc F) -join "`n" | iex, [IO.File]::ReadAllText(F) | iex
		case code != nil && r.fileCode(code.Subst, c.Text, w):
			// iex (Get-Content F -Raw), iex $(gc F), iex ((gc F -Raw).Trim())
		default:
			made := false
			if code == nil {
				made = r.funcOutputCode(c.Feeds, w) // f | iex
			}
			if code != nil {
				made = r.funcOutputCode(code.Subst, w)
				if text, ok := psExpandableText(code); ok {
					// iex "Remove-Item D:\x -Recurse $(Get-Date)": the
					// string's parts known are code as they stand; what
					// its variables and subexpressions put in is not
					// known, and is read where it stands, as code.
					r.a.powershell(text, w, r.st)
				}
			}
			d := &Command{Grammar: lexer.PowerShell, Text: c.Text, Wrappers: w, Dynamic: true, Feeds: c.Feeds, madeCode: made}
			if code != nil {
				d.Word0 = code.Word
			}
			r.a.add(d)
		}
	case "set-content", "add-content", "out-file":
		r.profileWrite(c, w)
	case "powershell", "pwsh", "powershell_ise":
		r.a.psShell(c, w)
		if mode, code := psShellArgs(c.Args); mode == "command" && !code.Literal {
			// pwsh -Command (gc F -Raw): PowerShell reads the file and
			// hands its text to the new shell as the command.
			r.fileCode(code.Subst, c.Text, append(w[:len(w)-1:len(w)-1], c.Name+" -Command"))
		}
	case "cmd":
		r.a.cmdShell(c, w, true)
	case "start-process":
		r.startProcess(c, words, w)
	case "add-type":
		r.addType(c, words, w)
		r.a.native(c)
	case "foreach-object":
		r.forEachObject(c, words, w)
		r.a.native(c)
	case "invoke-command", "start-job", "start-threadjob":
		r.scriptBlockCall(words, w)
		r.a.native(c)
	default:
		if _, ok := shellGrammar(c.Name); ok || psPosixWrappers.has(c.Name) {
			r.a.unwrap(c)
		} else {
			r.a.native(c)
		}
	}
}

// psExpandableText returns the text inside w when w is one expandable
// string only ("…" or the here-string @"…"@, either with the
// typographic double quotes pstoken.DQ knows, about_Quoting_Rules), its
// variables and subexpressions left as they are written.
func psExpandableText(w *psWord) (string, bool) {
	raw := strings.TrimSpace(w.raw)
	if at, ok := strings.CutPrefix(raw, "@"); ok {
		if raw, ok = strings.CutSuffix(at, "@"); !ok {
			return "", false
		}
	}
	first, n := utf8.DecodeRuneInString(raw)
	last, m := utf8.DecodeLastRuneInString(raw)
	if !w.str || len(raw) < n+m || !pstoken.DQ(first) || !pstoken.DQ(last) {
		return "", false
	}
	return raw[n : len(raw)-m], true
}

// profileWrite judges what Set-Content, Add-Content or Out-File writes to
// a PowerShell profile, which every later session runs unchecked, as the
// code it will be there; text only known at run time is refused
// (sys.written-code). Its words are bound as PowerShell binds them
// (psBinders: Set-Content [-Path] [-Value], Out-File [-FilePath] with
// -InputObject named). The text is its value, each element of an array
// a line, or what the pipeline hands it: a string written out ('…' |
// Set-Content f, a here-string).
func (r *psReader) profileWrite(c *Command, w []string) {
	s := psBinder(c.Name)
	p := parseArgs(s, c.Args)
	b := psBindRead(s, p)
	outFile := c.Name == "out-file"
	appending := c.Name == "add-content"
	for _, o := range p.opts {
		if o.name == "-Append" && !(o.hasValue && o.inline && psFalse(o.value)) {
			appending = true
		}
	}
	var target *Word
	for n := range psFilePathParams.all() {
		if ws := b[n]; len(ws) > 0 {
			target = &ws[0]
			break
		}
	}
	value := b["-Value"]
	if outFile {
		value = b["-InputObject"]
	}
	literal := len(value) > 0
	lines := make([]string, len(value))
	for i, v := range value {
		literal = literal && v.Literal
		lines[i] = v.Value
	}
	valueText := strings.Join(lines, "\n")
	if value == nil && len(c.Feeds) == 1 && psStringStatement(c.Feeds[0]) {
		literal, valueText = true, c.Feeds[0].Word0.Value // '…' | Set-Content f
	}
	if target != nil {
		// What a script run later in this input will hold (winscript.go).
		var text *string
		if literal {
			t := valueText + "\n"
			text = &t
		}
		r.a.wrote(c, winKey(target.Value), text, appending)
	}
	if target == nil || !psProfile(psWord{raw: target.Value, Word: *target}) && !psModuleFile(target.Value) {
		return
	}
	var text *string
	if literal {
		text = &valueText
	}
	r.profileCode(c, target.Value, text, w)
}

// profileCode judges text written to the PowerShell profile path, or to
// a module PowerShell loads on its own (psModuleFile), as the code every
// later session will run; text nil, only known at run time, is refused
// (sys.written-code).
func (r *psReader) profileCode(c *Command, path string, text *string, w []string) {
	how, what := "written to $PROFILE", "the PowerShell profile every later session runs unchecked"
	if psModuleFile(path) {
		how, what = "written to a module PowerShell loads on use", "a module PowerShell loads unchecked when a later command names one of its functions"
	}
	if text != nil {
		r.a.powershell(*text, append(w, how), nil)
		return
	}
	r.a.in.unjudged = append(r.a.in.unjudged, unjudged{c: c, path: path,
		why: "it writes " + path + ", " + what + ", with text only known at run time"})
}

// psModuleFile reports whether path names a script module in a folder of
// the module path (…\Modules\NAME\NAME.psm1, ~/.local/share/powershell/
// Modules/…): PowerShell imports it on its own the first time a command
// names one of its functions (about_Modules, "Module Auto-Loading"), in
// every later session.
func psModuleFile(path string) bool {
	l := strings.ToLower(strings.Trim(path, `"'`))
	if !strings.HasSuffix(l, ".psm1") {
		return false
	}
	l = strings.ReplaceAll(l, `\`, "/")
	return strings.Contains(l, "/modules/")
}

// profileRedirect judges what c's > or >> writes to a PowerShell profile
// as profileWrite judges Set-Content's (profileCode): the text
// Write-Output's literal words make (psOutput; echo 'iex (iwr …)' >>
// $PROFILE), anything else as text only known at run time.
func (r *psReader) profileRedirect(c *Command, w []string) {
	for _, rd := range c.Redirs {
		if rd.Op != ">" && rd.Op != ">>" || rd.Fd != "" && rd.Fd != "1" || !psProfile(psWord{raw: rd.Target.Value, Word: rd.Target}) && !psModuleFile(rd.Target.Value) {
			continue
		}
		r.profileCode(c, rd.Target.Value, psOutput(c), w)
		return
	}
}

// psProfile reports whether w names a PowerShell profile: $PROFILE and
// its members ($PROFILE.CurrentUserAllHosts), or a file named profile.ps1
// or HOST_profile.ps1 (Microsoft.PowerShell_profile.ps1).
func psProfile(w psWord) bool {
	raw := strings.ToLower(strings.Trim(w.raw, `"'`))
	if v, ok := strings.CutPrefix(raw, "$profile"); ok && (v == "" || v[0] == '.') {
		return true
	}
	base := strings.ToLower(w.Value)
	if i := strings.LastIndexAny(base, `\/`); i >= 0 {
		base = base[i+1:]
	}
	return base == "profile.ps1" || strings.HasSuffix(base, "_profile.ps1")
}

// psPosixWrappers are the posix wrappers pwsh runs as native commands.
var psPosixWrappers = set{"doas", "env", "nice", "nohup", "sudo", "xargs"}

// psShell follows powershell/pwsh into -Command, -EncodedCommand or its
// standard input. An -EncodedCommand that cannot be decoded runs nothing
// (pwsh refuses it); rule net.encoded reports it.
func (a *analyzer) psShell(c *Command, w []string) {
	mode, code := psShellArgs(c.Args)
	if mode == "command" || mode == "encoded" {
		defer a.readsInput(c, len(a.in.Commands))
		defer a.writesOutput(c, len(a.in.Commands))
	}
	switch mode {
	case "command":
		if v, ok := a.envCodeWord(c.Grammar, code); ok {
			// powershell -c $env:CMD, pwsh -c "$CMD": the outer shell
			// hands it the environment's value, which runs as code.
			a.powershell(v, append(w[:len(w)-1:len(w)-1], c.Name+" -Command "+code.Value+" from the environment"), nil)
		}
		if line, ok := cmdNativeLine(c); ok {
			if m, asRead := psShellArgs(line); m == "command" && asRead.Value != code.Value {
				a.powershell(asRead.Value, append(w[:len(w)-1:len(w)-1], c.Name+" -Command"), nil)
			}
		}
		if code.Literal {
			a.powershell(code.Value, append(w[:len(w)-1:len(w)-1], c.Name+" -Command"), nil)
		} else {
			a.add(&Command{Grammar: lexer.PowerShell, Text: c.Text, Wrappers: w, Dynamic: true, Word0: code, Feeds: code.Subst})
			if (c.Grammar == lexer.Cmd || c.Grammar == lexer.PowerShell) && !code.Computed {
				// From cmd, what is unknown is a %VAR% kept as written
				// (the reading where it is unset); from PowerShell, a
				// variable its expandable string holds ("vsce publish -p
				// $env:PAT"), read by the inner pwsh as the same variable:
				// the rest is known code, judged (powershell -c "cmd /c
				// 'rd /s /q %DIR%'").
				a.powershell(code.Value, append(w[:len(w)-1:len(w)-1], c.Name+" -Command"), nil)
			}
		}
	case "encoded":
		if text, ok := decodeUTF16Base64(code.Value); ok && code.Literal {
			a.powershell(text, append(w[:len(w)-1:len(w)-1], c.Name+" -EncodedCommand"), nil)
		}
	case "file":
		a.winScript(&Command{Grammar: c.Grammar, Text: c.Text, Word0: code}, append(w[:len(w)-1:len(w)-1], c.Name+" -File"))
	case "stdin":
		if c.Stdin != nil {
			a.powershell(*c.Stdin, append(w[:len(w)-1:len(w)-1], c.Name+" <stdin"), nil)
		}
	}
}

// cmdNativeLine returns the arguments a program cmd starts reads from
// its command line: cmd hands the line over as written, and the
// program's C runtime splits it at blanks only (splitCmdLine), where
// cmd's own words also end at ; , and = (powershell echo hi;
// Remove-Item … runs both statements). ok is false when the line holds
// what cmd changes first (%VAR%, !VAR!, ^, a redirection), a quote
// (cmd's reader keeps a quoted argument whole already) or does not
// begin with the command's name.
func cmdNativeLine(c *Command) ([]Word, bool) {
	text := strings.TrimLeft(c.Text, "@ \t")
	if c.Grammar != lexer.Cmd || len(c.Redirs) > 0 || c.Name == "" || !strings.HasPrefix(strings.ToLower(text), strings.ToLower(c.Name)) {
		return nil, false
	}
	rest, ok := cmdAfterName(text)
	if !ok || strings.ContainsAny(rest, "%!^<>|&\"") {
		return nil, false
	}
	var ws []Word
	for _, v := range splitCmdLine(rest) {
		ws = append(ws, Word{Value: v, Literal: true})
	}
	return ws, true
}

// psShellParams are pwsh's command-line parameters: any prefix of name at
// least as long as short, in any case, after - or /.
var psShellParams = []struct {
	name, short string
	value       bool
}{
	{"command", "c", false}, {"file", "f", false}, {"encodedcommand", "e", true}, {"ec", "ec", true},
	{"encodedarguments", "encodeda", true}, {"executionpolicy", "ex", true}, {"ep", "ep", true},
	{"inputformat", "inp", true}, {"if", "if", true}, {"outputformat", "o", true}, {"of", "of", true},
	{"workingdirectory", "wo", true}, {"wd", "wd", true}, {"windowstyle", "w", true},
	{"settingsfile", "settings", true}, {"configurationname", "config", true},
	{"custompipename", "cus", true}, {"version", "v", false},
}

// psShellArgs reads pwsh's arguments: mode is "command" (code is the
// command text), "encoded" (code is the base64), "stdin" (-Command - or
// nothing to run), "file" or "".
func psShellArgs(args []Word) (mode string, code Word) {
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		if len(v) < 2 || v[0] != '-' && v[0] != '/' || args[i].Quoted && v[0] == '/' {
			if v == "-" {
				return "stdin", Word{}
			}
			// powershell 5.1 takes the rest as a command, pwsh as a file;
			// the command is the safer reading.
			return "command", joinWords(args[i:])
		}
		key := strings.ToLower(strings.TrimLeft(v, "-/"))
		key, _, _ = strings.Cut(key, ":")
		found := false
		for _, p := range psShellParams {
			if !strings.HasPrefix(p.name, key) || !strings.HasPrefix(key, p.short) {
				continue
			}
			found = true
			switch p.name {
			case "command":
				rest := args[i+1:]
				if len(rest) == 1 && rest[0].Value == "-" || len(rest) == 0 {
					return "stdin", Word{}
				}
				return "command", joinWords(rest)
			case "file":
				if i+1 < len(args) {
					return "file", args[i+1]
				}
				return "file", Word{}
			case "encodedcommand", "ec":
				if i+1 < len(args) {
					return "encoded", args[i+1]
				}
				return "encoded", Word{Value: "", Literal: true}
			}
			if p.value && !strings.Contains(v, ":") {
				i++
			}
			break
		}
		_ = found // an unknown switch: -NoProfile, -NonInteractive, …
	}
	return "stdin", Word{}
}

// joinWords joins words with spaces, as a command line is.
func joinWords(ws []Word) Word {
	out := Word{Literal: true}
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.Value
		out.Literal = out.Literal && w.Literal
		out.Quoted = out.Quoted || w.Quoted
		out.Subst = append(out.Subst, w.Subst...)
	}
	out.Value = strings.Join(parts, " ")
	return out
}

// windowsLine joins words into a Windows command line as PowerShell (and
// an MSYS bash) writes a native program's arguments into it: a word that
// is empty or holds a blank or a double quote is put in double quotes,
// its double quotes escaped with a backslash. cmd passes its line as
// written.
func windowsLine(ws []Word) Word {
	out := joinWords(ws)
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.Value
		if w.Value == "" || strings.ContainsAny(w.Value, " \t\"") {
			parts[i] = `"` + strings.ReplaceAll(w.Value, `"`, `\"`) + `"`
		}
	}
	out.Value = strings.Join(parts, " ")
	return out
}

// decodeUTF16Base64 decodes -EncodedCommand's argument: base64 of UTF-16LE.
func decodeUTF16Base64(s string) (string, bool) {
	s = strings.TrimSpace(s)
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(s, "="))
	}
	if err != nil || len(b)%2 != 0 || len(b) == 0 {
		return "", false
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	return string(utf16.Decode(u)), true
}

// startProcess follows Start-Process FILE -ArgumentList … into the command
// it starts.
func (r *psReader) startProcess(c *Command, words []psWord, w []string) {
	var file *psWord
	var args []Word
	inArgs := false
	for i := 0; i < len(words); i++ {
		wd := words[i]
		if inArgs && wd.list {
			args = append(args, r.argValues(wd)...)
			continue
		}
		inArgs = false
		if wd.param || wd.Quoted && psQuotedValue(&startProcessSpec, wd.Value) {
			name, val, hasVal := strings.Cut(wd.Value, ":")
			switch name = startProcessSpec.param(name); name {
			case "-FilePath", "-Path", "-PSPath":
				if hasVal {
					file = &psWord{Word: Word{Value: val, Literal: wd.Literal}}
				} else if i+1 < len(words) {
					file = &words[i+1]
					i++
				}
			case "-ArgumentList", "-Args":
				if hasVal {
					args = append(args, Word{Value: val, Literal: wd.Literal})
					inArgs = true
				} else if i+1 < len(words) {
					args = append(args, r.argValues(words[i+1])...) // -ArgumentList @('-c', 'CODE'), $list
					i++
					inArgs = true
				}
			default:
				if !hasVal && startProcessSpec.long.hasSorted(name) {
					i++ // -Verb RunAs, -WorkingDirectory DIR, …
				}
			}
			continue
		}
		if file == nil {
			file = &words[i]
			continue
		}
		args = append(args, wd.Word)
		inArgs = true
	}
	if file != nil && !file.Literal {
		// A program only known at run time ($x = Read-Host): judged as
		// & $x is (unknownCode).
		r.a.add(&Command{Grammar: lexer.PowerShell, Text: c.Text, Wrappers: w, Dynamic: true, Word0: file.Word, Feeds: c.Feeds})
	}
	if file == nil || !file.Literal {
		return
	}
	line := make([]string, 0, len(args))
	lit := true
	for _, a := range args {
		line = append(line, a.Value)
		lit = lit && a.Literal
	}
	inner := &Command{Grammar: lexer.PowerShell, Text: c.Text, Wrappers: w, Feeds: c.Feeds}
	inner.Word0 = file.Word
	if lit || strings.Contains(strings.Join(line, ""), `"`) {
		for _, f := range splitCmdLine(strings.Join(line, " ")) {
			inner.Args = append(inner.Args, Word{Value: f, Literal: lit, Quoted: true})
		}
	} else {
		// 'nuget','push',$pkg,'-k',$env:KEY: each element split as the
		// program splits the line, known or not on its own, so a value
		// only known at run time leaves the subcommand before it known.
		for _, a := range args {
			for _, f := range splitCmdLine(a.Value) {
				inner.Args = append(inner.Args, Word{Value: f, Literal: a.Literal, Quoted: true, Computed: a.Computed, Subst: a.Subst})
			}
		}
	}
	inner.Name = r.resolve(file.Value)
	r.a.add(inner)
	pw := make([]psWord, len(inner.Args))
	for i, a := range inner.Args {
		pw[i] = psWord{Word: a, param: strings.HasPrefix(a.Value, "-")}
	}
	r.follow(inner, pw)
	if len(args) > 1 && interpSpec(inner.Name) != nil && !slices.EqualFunc(args, inner.Args, func(a, b Word) bool { return a.Value == b.Value }) {
		// An interpreter's -ArgumentList '-c','import shutil; shutil.rmtree(…)': Start-Process
		// joins the elements with blanks and quotes none (PowerShell
		// issue #5576, open; Start-Process's help: "use a single
		// ArgumentList value"), so today the program gets the code
		// split into words. The elements as the arguments they were
		// written as are the reading a version that quotes them, and the
		// author, give it: judged too, the worse of the two.
		each := *inner
		each.Args = args
		r.a.add(&each)
		pw := make([]psWord, len(args))
		for i, a := range args {
			pw[i] = psWord{Word: a, param: strings.HasPrefix(a.Value, "-")}
		}
		r.follow(&each, pw)
	}
}

// splitCmdLine splits a Windows command line into arguments as a
// program's C runtime does (CommandLineToArgvW, "Parsing C command-line
// arguments"): blanks separate them, "…" groups; 2n backslashes before a
// " are n and the quote groups, 2n+1 are n and a literal "; other
// backslashes are themselves; "" inside quotes is a literal ".
func splitCmdLine(s string) []string {
	var out []string
	var b strings.Builder
	in, q := false, false
	slashes := 0
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if c == '\\' {
			slashes++
			in = true
			continue
		}
		if c == '"' {
			b.WriteString(strings.Repeat(`\`, slashes/2))
			in = true
			switch {
			case slashes%2 == 1:
				b.WriteRune('"')
			case q && i+1 < len(rs) && rs[i+1] == '"':
				b.WriteRune('"')
				i++
			default:
				q = !q
			}
			slashes = 0
			continue
		}
		b.WriteString(strings.Repeat(`\`, slashes))
		slashes = 0
		switch {
		case (c == ' ' || c == '\t') && !q:
			if in {
				out = append(out, b.String())
				b.Reset()
				in = false
			}
		default:
			b.WriteRune(c)
			in = true
		}
	}
	b.WriteString(strings.Repeat(`\`, slashes))
	if in {
		out = append(out, b.String())
	}
	return out
}

// psDownload reports whether c fetches something from the network or
// prints text from another machine or a store (netSource), or reads
// the output of something that does. depth is where the search
// starts; every command is visited once.
func psDownload(c *Command, depth int) bool {
	return psDownloadSeen(c, depth, map[*Command]bool{})
}

func psDownloadSeen(c *Command, depth int, seen map[*Command]bool) bool {
	if c == nil || depth > 12 || seen[c] || len(seen) > 4096 {
		return false
	}
	seen[c] = true
	if fetches(c) || netSource(c) {
		return true
	}
	switch c.Name {
	case "bitsadmin":
		return true
	case "certutil":
		for _, a := range c.Args {
			if strings.EqualFold(strings.TrimLeft(a.Value, "-/"), "urlcache") {
				return true
			}
		}
	case "", "new-object":
		if psCodeMentions(c, "webclient", "downloadstring", "downloaddata", "downloadfile", "httpclient", "getstringasync", "openread", "xmlhttp", "winhttp") {
			return true
		}
	case "cmd", "bash", "sh", "wsl", "start", "conhost":
		// cmd /c curl -s URL | pwsh -: what the shell prints is what
		// the command line it runs prints, a download's when one of its
		// commands is a downloader; so for cmd's start and the console
		// host, which run the command line their words make.
		if shellLineDownloads(c.Name, c.Args) {
			return true
		}
	}
	for _, f := range c.Feeds {
		if psDownloadSeen(f, depth+1, seen) {
			return true
		}
	}
	return false
}

// shellLineDownloads reports whether the command line the shell name is
// given in args (after cmd's /c or /k, a posix shell's -c, wsl's words)
// has a downloader as one of its commands: curl, wget, bitsadmin,
// Invoke-WebRequest, a line's first word or one after &, |, ; or (.
func shellLineDownloads(name string, args []Word) bool {
	var b strings.Builder
	on := name == "wsl" || name == "start" || name == "conhost" // wsl CMD…: the words are the command line
	for _, a := range args {
		l := strings.ToLower(a.Value)
		if !on && (strings.HasPrefix(l, "/c") || strings.HasPrefix(l, "/k") || l == "-c" || l == "-lc" || l == "--exec" || l == "-e") {
			on = true
			b.WriteString(a.Value[min(len(a.Value), 2):] + " ")
			if l == "-c" || l == "-lc" || l == "--exec" || l == "-e" {
				b.Reset()
			}
			continue
		}
		if on {
			b.WriteString(a.Value + " ")
		}
	}
	first := true
	for _, f := range strings.FieldsFunc(b.String(), func(r rune) bool { return r == ' ' || r == '\t' || r == '"' || r == '\'' }) {
		for f != "" && strings.ContainsRune("&|;(", rune(f[0])) {
			f, first = f[1:], true
		}
		if f == "" {
			continue
		}
		if first {
			switch strings.TrimSuffix(strings.ToLower(f), ".exe") {
			case "curl", "wget", "bitsadmin", "invoke-webrequest", "iwr", "invoke-restmethod", "irm":
				return true
			case "cmd", "powershell", "pwsh", "sh", "bash", "wsl", "/c", "/k", "-c", "-command":
				// A shell started on the line, and its code's option:
				// the line it runs is still at a command's start.
				continue
			}
			if strings.HasPrefix(f, "/") && len(f) <= 9 || strings.HasPrefix(f, "--") {
				continue // start /b /min, conhost --headless: a launcher's switch
			}
		}
		first = strings.ContainsRune("&|;", rune(f[len(f)-1]))
	}
	return false
}

// psCodeMentions reports whether any unquoted word of c (code, not data)
// holds one of the lowercase needles.
func psCodeMentions(c *Command, needles ...string) bool {
	words := append([]Word{c.Word0}, c.Args...)
	for _, w := range words {
		if w.Quoted && !strings.HasPrefix(w.Value, "(") {
			continue
		}
		v := strings.ToLower(w.Value)
		for _, n := range needles {
			if strings.Contains(v, n) {
				return true
			}
		}
	}
	return false
}

// psPlainPath reports whether a path is text but for a leading
// environment variable ($env:TEMP/x): nothing else expands in it.
func psPlainPath(v string) bool {
	if m := psLeadingEnv.get().FindString(v); m != "" {
		v = v[len(m):]
	}
	return !strings.ContainsAny(v, "$(`@")
}

// psLeadingEnv matches an environment variable that begins a path.
var psLeadingEnv = &lazyRegexp{expr: `(?i)^(\$env:[a-z_][a-z0-9_]*|\$\{env:[a-z_][a-z0-9_]*\})`}

// runeCuts converts the byte offsets cuts of text into rune offsets
// (lexer.ReadNewlines' cuts and joins).
func runeCuts(text string, cuts []int) []int {
	if len(cuts) == 0 {
		return nil
	}
	out := make([]int, len(cuts))
	n, from := 0, 0
	for k, c := range cuts {
		n += utf8.RuneCountInString(text[from:c])
		out[k], from = n, c
	}
	return out
}
