package policy

import (
	"maps"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/cmdtoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// This file reads cmd.exe input into the command model, from the tokens of
// cmd's one scanner (internal/cmdtoken, which completeness reads with too):
// statements split at & && || | and newlines and inside ( ) blocks; words
// decoded (^ escapes, "…" quotes, %VAR% and !VAR!, recorded in Input.Vars,
// the known ones expanded); REM, labels and :: comments; if and for with
// the command they run. Names are lowercased, without path or extension.
// cmd /c, start, powershell and bash strings are followed.

// cmdReader reads cmd source.
type cmdReader struct {
	a    *analyzer
	s    string
	toks []cmdtoken.Token
	i    int // the next token
	w    []string
	nest int

	labels    string            // the text call :label looks for labels in
	delayedOn bool              // delayed expansion (!X!) is on
	forOutput map[byte]*Command // for variables holding a command's output the analysis cannot compute, by the command read (nil: unknown)
	blockOut  *string           // what the ( ) block just read prints, when known, for its redirection
}

// cmd analyses text as cmd run behind the wrappers w.
func (a *analyzer) cmd(text string, w []string) {
	if !a.enter(text) {
		return
	}
	a.depth++
	defer func() { a.depth-- }()
	r := &cmdReader{a: a, s: text, toks: cmdtoken.Tokens(text), w: w, labels: text, delayedOn: a.cmdDelayed, forOutput: maps.Clone(a.cmdFor)}
	r.statements(false)
}

// at returns the kind of the token n ahead, 0 past the end.
func (r *cmdReader) at(n int) cmdtoken.Kind {
	if r.i+n < len(r.toks) {
		return r.toks[r.i+n].Kind
	}
	return 0
}

// text returns the source of t.
func (r *cmdReader) text(t cmdtoken.Token) string { return r.s[t.Start:t.End] }

// statements reads statements up to the end, or to the ) closing a block.
func (r *cmdReader) statements(inBlock bool) {
	var pipe, last *Command
	for r.i < len(r.toks) {
		if r.a.in.full() {
			r.i = len(r.toks)
			return
		}
		t := r.toks[r.i]
		switch t.Kind {
		case cmdtoken.Newline:
			r.i++
			pipe = nil
		case cmdtoken.Op:
			r.i++
			pipe = nil
			double := r.at(0) == cmdtoken.Op && r.toks[r.i].Start == t.End && r.s[t.End] == r.s[t.Start]
			if double {
				r.i++ // && or ||
			} else if r.s[t.Start] == '|' {
				pipe = last
			}
		case cmdtoken.Comment:
			r.i++
			r.comment(t)
		case cmdtoken.Close:
			r.i++
			if inBlock {
				return
			}
		case cmdtoken.Open:
			r.i++
			first := len(r.a.in.Commands)
			r.block()
			r.blockOut = nil
			if r.at(0) == cmdtoken.Redir {
				r.blockOut = blockOutput(r.a.in.Commands[first:])
			}
		case cmdtoken.SetOpen:
			r.forStmt(pipe) // a set whose FOR the scanner left out
		case cmdtoken.Cond, cmdtoken.ForHead, cmdtoken.Keyword, cmdtoken.SetClose:
			r.i++ // the parts of if and for around the commands they run
		case cmdtoken.Name:
			if r.at(1) == cmdtoken.Comment { // rem
				r.trace(t)
				r.i++
				continue
			}
			if r.at(1) == cmdtoken.ForHead {
				r.trace(t)
				r.i++
				r.forStmt(pipe)
				pipe = nil
				continue
			}
			if r.at(1) == cmdtoken.Cond { // if
				r.trace(t)
				r.i++ // what it runs follows, fed what it is fed
				r.condition(t)
				continue
			}
			fallthrough
		default:
			// After a block's ) its words are the block's arguments to
			// cmd; the analysis reads them as a command, the worst reading.
			before := r.i
			last = r.command(pipe)
			pipe = nil
			if r.i == before {
				r.i++
			}
		}
	}
}

// condition records the condition of the if at t, whose Cond tokens
// follow, as a command of its own (if defined X, if "%X%"==""): its
// words are only tested, never printed.
func (r *cmdReader) condition(t cmdtoken.Token) {
	c := &Command{Grammar: lexer.Cmd, Name: "if", Word0: Word{Value: r.text(t), Literal: true}, Wrappers: r.w, compared: true}
	end := t.End
	for i := r.i; i < len(r.toks) && r.toks[i].Kind == cmdtoken.Cond; i++ {
		c.Args = append(c.Args, r.decode(r.toks[i]).Word)
		end = r.toks[i].End
	}
	c.Text = r.s[t.Start:end]
	r.a.add(c)
}

// comment records the text of a REM, :: or ) line.
func (r *cmdReader) comment(t cmdtoken.Token) {
	c := r.text(t)
	switch {
	case strings.HasPrefix(c, ")"):
		c = c[1:]
	case strings.HasPrefix(c, "::"):
		c = c[2:]
	case strings.HasPrefix(c, ":"):
		return // a label
	}
	r.a.in.Comments = append(r.a.in.Comments, strings.TrimSpace(c))
}

// block reads the statements of a ( ) block.
func (r *cmdReader) block() {
	r.nest++
	defer func() { r.nest-- }()
	if r.nest > psMaxNest { // not followed, so not let through (check)
		r.a.in.Partial, r.a.in.tooDeep = true, true
		r.i = len(r.toks)
		return
	}
	r.statements(true)
}

// cmdWord is a word as read, with its source text.
type cmdWord struct {
	Word
	raw string
}

// command reads one command: its name, arguments and redirections.
func (r *cmdReader) command(feed *Command) *Command {
	start, end := r.toks[r.i].Start, r.toks[r.i].Start
	var words []cmdWord
	var redirs []Redir
	for r.i < len(r.toks) {
		t := r.toks[r.i]
		switch t.Kind {
		case cmdtoken.Redir:
			r.i++
			rd := r.redirect(t)
			if r.at(0) == cmdtoken.Target {
				end = r.toks[r.i].End
				rd = r.target(rd, r.decode(r.toks[r.i]))
				r.i++
			}
			redirs = append(redirs, rd)
			end = max(end, t.End)
			continue
		case cmdtoken.Target:
			r.i++ // a target whose operator another redirection took
			continue
		case cmdtoken.Name, cmdtoken.Arg:
			if len(words) > 0 && t.Kind == cmdtoken.Name {
				break
			}
			if len(words) == 0 {
				r.i++
				r.trace(t)
				words = append(words, r.decode(r.percentSpan(t)))
			} else {
				words = append(words, r.arg(cmdSplitsArgs.has(cmdName(words[0].Value))))
			}
			end = r.toks[r.i-1].End
			continue
		}
		break
	}
	if len(words) > 1 && end < len(r.s) && r.s[end] == '=' && strings.EqualFold(cmdName(words[0].Value), "set") {
		// set X= & …: set reads its own line, where the = that the
		// tokens took for a delimiter ends the name of the variable it
		// removes (set /?: "set VAR=" with nothing after deletes VAR).
		last := &words[len(words)-1]
		last.Value += "="
		last.raw += "="
		end++
	}
	if len(words) > 0 {
		r.envName(&words[0], words[1:]) // %CMD% of the environment
	}
	if r.resplit(words) {
		return nil // set X=rd /s /q C:\x & %X%: judged as split again
	}
	text := strings.TrimSpace(r.s[start:end])
	c := &Command{Grammar: lexer.Cmd, Text: text, Wrappers: r.w, Redirs: redirs}
	if feed != nil {
		c.Feeds = append(c.Feeds, feed)
		c.Stdin = cmdOutput(feed)
		if feed.Name == "cmd" && len(feed.Args) > 1 && strings.EqualFold(feed.Args[0].Value, "/c") {
			// cmd /c echo y | …: what the inner echo writes.
			c.Stdin = cmdOutput(&Command{Name: strings.ToLower(feed.Args[1].Value), Args: feed.Args[2:]})
		}
	}
	if len(words) == 0 {
		if len(redirs) > 0 {
			r.a.add(c)
			r.a.noteWinWritten(c, r.blockOut) // ( … ) > f: the block's output
			r.blockOut = nil
			return c
		}
		return nil
	}
	// cmd ends a command's name at / and at . after a builtin: rd/s/q, echo.
	first := words[0]
	if !first.Quoted {
		if i := strings.IndexAny(first.Value, "/"); i > 0 && cmdPlainName(first.Value[:i]) {
			rest := first.Value[i:]
			first.Value = first.Value[:i]
			words = append([]cmdWord{first, {Word: Word{Value: rest, Literal: first.Literal}, raw: rest}}, words[1:]...)
		}
	}
	c.Word0 = words[0].Word
	for _, wd := range words[1:] {
		c.Args = append(c.Args, wd.Word)
	}
	if words[0].Literal {
		c.Name = cmdName(words[0].Value)
	} else {
		c.Dynamic = true
		c.Name = strings.ToLower(words[0].Value) // %0, for the rules to see
	}
	r.a.add(c)
	r.a.noteWinWritten(c, echoText(c, words[1:]))
	r.a.noteWinCopy(c, words[1:])
	r.noteSet(c)
	r.follow(c, words[1:])
	return c
}

// trace tells cmdtoken.Trace where the name t, of a command at the top
// level, ends. After a block's ) the words read as a command are the
// block's arguments to cmd: no name.
func (r *cmdReader) trace(t cmdtoken.Token) {
	if cmdtoken.Trace != nil && t.Kind == cmdtoken.Name && r.a.depth == 1 {
		line, col := endPos(r.s[:t.End])
		cmdtoken.Trace("policy", line, col)
	}
}

// arg reads an argument: the tokens from here that cmd's tokens glue
// into one word for the program: those side by side (a(b), and for a
// program other than cmd's own commands (split) those that only
// delimiters other than blanks separate (a,b and a=b reach it as written).
func (r *cmdReader) arg(split bool) cmdWord {
	first := r.toks[r.i]
	end := first.End
	for r.i++; r.at(0) == cmdtoken.Arg; r.i++ {
		gap := r.s[end:r.toks[r.i].Start]
		if gap != "" && (split || strings.ContainsAny(gap, " \t")) && !openPercentEdit(r.s[first.Start:end]) {
			break
		}
		end = r.toks[r.i].End
	}
	return r.decode(cmdtoken.Token{Kind: cmdtoken.Arg, Start: first.Start, End: end})
}

// percentSpan returns t, the name of a command, joined with the tokens
// after it up to the % that closes a %VAR:edit% it opens: cmd expands
// %X:~1,2% and %X:a=b% (phase 1) before it splits the line at delimiters,
// so the , or = of the edit splits nothing.
func (r *cmdReader) percentSpan(t cmdtoken.Token) cmdtoken.Token {
	for openPercentEdit(r.s[t.Start:t.End]) && (r.at(0) == cmdtoken.Arg || r.at(0) == cmdtoken.Name) &&
		!strings.ContainsAny(r.s[t.End:r.toks[r.i].Start], "\r\n") {
		t.End = r.toks[r.i].End
		r.i++
	}
	return t
}

// openPercentEdit reports whether s ends inside a %VAR:edit% that a later
// % closes: a % and a variable's name, then a colon, with no % after it.
func openPercentEdit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(s) && isWordByte(s[j]) {
			j++
		}
		if j == i+1 || j == len(s) {
			continue
		}
		if s[j] == '%' {
			i = j // %VAR%
			continue
		}
		if s[j] != ':' {
			continue
		}
		k := strings.IndexByte(s[j:], '%')
		if k < 0 {
			return true
		}
		i = j + k
	}
	return false
}

// endPos returns the line and column (1-based, counting characters) just
// after s.
func endPos(s string) (line, col int) {
	line, col = 1, 1
	for _, c := range s {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// cmdSplitsArgs are cmd's own commands that read their arguments split at
// every token delimiter (rd,/s,/q,C:\ is rd /s /q C:\); echo, set, title
// and the programs cmd starts get the rest of the line as written.
var cmdSplitsArgs = set{"cd", "chdir", "copy", "del", "dir", "erase", "md", "mkdir", "move", "pushd", "rd", "ren", "rename", "rmdir", "type"}

// cmdPlainName reports whether s can be a command name glued to switches.
func cmdPlainName(s string) bool {
	letter := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		case c >= '0' && c <= '9' || c == '-' || c == '_':
		default:
			return false
		}
	}
	return letter
}

// cmdName returns the name a command word is looked up by.
func cmdName(v string) string {
	n := strings.ToLower(strings.TrimSpace(v))
	if i := strings.LastIndexAny(n, `\/`); i >= 0 {
		n = n[i+1:]
	}
	for _, ext := range []string{".exe", ".com", ".cmd", ".bat"} {
		if s, ok := strings.CutSuffix(n, ext); ok && s != "" {
			return s
		}
	}
	return strings.TrimRight(n, ".")
}

// redirect reads a redirection operator as written: [n]< [n]> [n]>>,
// and >& or <& whose target is a handle.
func (r *cmdReader) redirect(t cmdtoken.Token) Redir {
	var rd Redir
	for _, c := range []byte(r.text(t)) {
		switch {
		case c >= '0' && c <= '9' && rd.Op == "":
			rd.Fd = string(c)
		case c == '>' && rd.Op == ">":
			rd.Op = ">>"
		case (c == '>' || c == '<') && rd.Op == "":
			rd.Op = string(c)
		case c == '&' && !strings.HasSuffix(rd.Op, "&"):
			rd.Op += "&"
		}
	}
	return rd
}

// target completes rd with its target: a handle after >& (2>&1), else a
// file (>& to a file name writes the file).
func (r *cmdReader) target(rd Redir, w cmdWord) Redir {
	if op, ok := strings.CutSuffix(rd.Op, "&"); ok && (len(w.Value) != 1 || w.Value[0] < '0' || w.Value[0] > '9') {
		rd.Op = op
	}
	rd.Target = w.Word
	return rd
}

// decode reads the word t: ^ escapes, quotes, %VAR% and !VAR!.
func (r *cmdReader) decode(t cmdtoken.Token) cmdWord {
	raw := r.text(t)
	d := &cmdReader{a: r.a, s: raw, delayedOn: r.delayedOn, forOutput: r.forOutput}
	var out cmdWord
	out.Literal = true
	out.raw = raw
	var b strings.Builder
	var chars cmdtoken.Chars // carets and quotes, read as the scanner reads them
	for d.i < len(raw) {
		c := raw[d.i]
		if c == '\r' {
			d.i++ // removed before the line is read
			continue
		}
		switch chars.Read(c) {
		case cmdtoken.Caret, cmdtoken.Joined:
			d.i++
		case cmdtoken.Quote:
			out.Quoted = true
			d.i++
		case cmdtoken.Escaped:
			b.WriteByte(c)
			d.i++
		default:
			switch {
			case c == '%':
				d.percent(&out.Word, &b)
			case c == '!' && d.delayed(&out.Word, &b):
			default:
				b.WriteByte(c)
				d.i++
			}
		}
	}
	out.Value = b.String()
	return out
}

// forVar marks out, a word holding the for variable letter, as the
// output of the command its for /f read, when it read one
// (cmdForOutput): computed, with that command as its substitution's.
func (r *cmdReader) forVar(out *Word, letter byte) {
	src, ok := r.forOutput[letter]
	if !ok {
		return
	}
	out.Computed = true
	if src != nil && !slices.Contains(out.Subst, src) {
		out.Subst = append(out.Subst, src)
	}
}

// forModified returns where the letter of a for variable holding a
// command's output (forOutput) is in rest, which begins with the ~ of
// %~[modifiers]I, or -1. The modifiers are letters of fdpnxsatz or
// $VAR: (for /?); cmd takes the longest run of them the variable's
// letter still follows, so %~p is the variable p unmodified and %~dpp
// is p's drive and path.
func (r *cmdReader) forModified(rest string) int {
	if len(r.forOutput) == 0 {
		return -1
	}
	end := 1
	for end < len(rest) && strings.IndexByte("fdpnxsatzFDPNXSATZ", rest[end]) >= 0 {
		end++
	}
	if end < len(rest) && rest[end] == '$' {
		// %~$PATH:I: the letter right after the colon, none of the
		// variable's name.
		if c := strings.IndexByte(rest[end:], ':'); c > 0 && end+c+1 < len(rest) {
			if _, ok := r.forOutput[rest[end+c+1]]; ok {
				return end + c + 1
			}
		}
		return -1
	}
	if end < len(rest) && rest[end] >= '0' && rest[end] <= '9' {
		return -1 // %~dp0: the batch file's argument, expanded before the loop runs
	}
	for k := min(end, len(rest)-1); k >= 1; k-- {
		if _, ok := r.forOutput[rest[k]]; ok {
			return k
		}
	}
	return -1
}

// percent reads %VAR%, %VAR:~0,4%, %VAR:a=b%, %1, %~dp0 or %%i.
func (r *cmdReader) percent(out *Word, b *strings.Builder) {
	rest := r.s[r.i+1:]
	switch {
	case strings.HasPrefix(rest, "%~"):
		// %%~nxi: a for variable of a batch file, with modifiers
		out.Literal = false
		k := r.forModified(rest[1:])
		if k < 0 {
			b.WriteString("%%")
			r.i += 2
			return
		}
		r.forVar(out, rest[1+k])
		b.WriteString(r.s[r.i : r.i+2+k+1])
		r.i += 2 + k + 1
		return
	case strings.HasPrefix(rest, "%"):
		// %%i: a for variable in a batch file
		out.Literal = false
		if len(rest) > 1 {
			r.forVar(out, rest[1])
		}
		b.WriteString("%%")
		r.i += 2
		return
	case len(rest) > 0 && (rest[0] >= '0' && rest[0] <= '9' || rest[0] == '*'):
		out.Literal = false
		b.WriteString(r.s[r.i : r.i+2])
		r.i += 2
		return
	case strings.HasPrefix(rest, "~") && r.forModified(rest) > 0:
		// %~pI, %~nxI: the for variable I with modifiers
		k := r.forModified(rest)
		out.Literal = false
		r.forVar(out, rest[k])
		b.WriteString(r.s[r.i : r.i+1+k+1])
		r.i += 1 + k + 1
		return
	case strings.HasPrefix(rest, "~"):
		j := 1
		for j < len(rest) && (rest[j] >= 'a' && rest[j] <= 'z' || rest[j] >= 'A' && rest[j] <= 'Z' || rest[j] == '$' || rest[j] == ':') {
			j++
		}
		if j < len(rest) {
			j++
		}
		out.Literal = false
		b.WriteString(r.s[r.i : r.i+1+j])
		r.i += 1 + j
		return
	}
	end := strings.IndexAny(rest, "%\n\r \t\"")
	if end <= 0 || rest[end] != '%' {
		// %i of a for loop typed at the prompt, or a lone %
		if len(rest) > 0 && isWordByte(rest[0]) {
			out.Literal = false
			r.forVar(out, rest[0])
		}
		b.WriteByte('%')
		r.i++
		return
	}
	inner := rest[:end]
	name, edit, _ := strings.Cut(inner, ":")
	r.a.in.addVar(name)
	v, ok := r.cmdVar(name)
	if ok && edit != "" {
		v, ok = cmdEdit(v, edit) // %X:~0,2%, %X:a=b%
	}
	if h, held := r.a.held[cmdVarKey(name)]; !ok && held {
		out.Literal = false
		b.WriteString(h) // set K=%TOKEN% & echo %K%: the credential
	} else if ok {
		b.WriteString(v)
	} else {
		out.Literal = false
		out.Computed = out.Computed || r.a.computed[cmdVarKey(name)]
		b.WriteString("%" + inner + "%")
	}
	r.i += end + 2
}

// delayed reads !VAR! (delayed expansion); false when the ! is literal.
func (r *cmdReader) delayed(out *Word, b *strings.Builder) bool {
	rest := r.s[r.i+1:]
	end := strings.IndexAny(rest, "!\n\r &|")
	if end <= 0 || rest[end] != '!' {
		return false
	}
	name, edit, _ := strings.Cut(rest[:end], ":")
	if !isName([]byte(name)) {
		return false
	}
	r.a.in.addVar(name)
	r.i += end + 2
	v, ok := r.cmdVar(name)
	if ok && edit != "" {
		v, ok = cmdEdit(v, edit) // !X:~0,2!, !X:a=b!: edited as %X:…% is
	}
	if ok && r.delayedOn {
		b.WriteString(v) // setlocal enabledelayedexpansion: !X! is X's value now
		return true
	}
	if h, held := r.a.held[cmdVarKey(name)]; held && r.delayedOn {
		out.Literal = false
		b.WriteString(h)
		return true
	}
	out.Literal = false
	out.Computed = out.Computed || r.a.computed[cmdVarKey(name)]
	b.WriteString("!" + rest[:end] + "!")
	return true
}

// cmdAfterName returns the text of a command line after its name (and the
// delimiters after it): call's command line.
func cmdAfterName(text string) (string, bool) {
	text = strings.TrimLeft(text, "@ \t")
	i := 0
	for i < len(text) && !cmdtoken.Delim(text[i]) && text[i] != '/' && text[i] != '"' {
		i++
	}
	for i < len(text) && cmdtoken.Delim(text[i]) {
		i++
	}
	return text[i:], i < len(text)
}

// cmdDelim reports whether r separates words on a cmd line (cmdtoken.Delim).
func cmdDelim(r rune) bool { return r < 0x80 && cmdtoken.Delim(byte(r)) }

// echoText returns what c writes when it is echo of known words, their
// quotes kept as echo prints them (echo bash -c "rm -rf x" > f.bat writes
// the quotes, which the batch file then reads); else cmdOutput.
func echoText(c *Command, words []cmdWord) *string {
	if c.Name != "echo" || len(words) != len(c.Args) {
		return cmdOutput(c)
	}
	var b strings.Builder
	rest, _ := cmdAfterName(c.Text)
	at := len(c.Text) - len(rest)
	for i, wd := range words {
		if !wd.Literal {
			return nil
		}
		v := wd.Value
		switch {
		case wd.Quoted && !strings.ContainsAny(wd.raw, "%!"):
			// As written: echo keeps the quotes; a caret outside them
			// is gone before echo runs (phase 2), the character it
			// escapes kept: echo os.system^("rd /s /q X"^) prints
			// os.system("rd /s /q X").
			v = cmdtoken.Unescape(wd.raw)
		case len(wd.raw) > 1 && wd.raw[0] == '"' && strings.IndexByte(wd.raw[1:], '"') == len(wd.raw)-2:
			// One quoted string with %VAR% in it: cmd expands the
			// line before echo runs (cmd /?: "%PATH%" is expanded in
			// the line read), and echo prints the quotes around the
			// value: echo copy x "%APPDATA%\…\Startup" > a.bat writes
			// the quoted path, one word again to the batch file.
			v = `"` + wd.Value + `"`
		}
		// echo prints the line as it stands: what separates two words
		// (blanks, ; , =) is kept, a redirection between them is not.
		sep := " "
		if k := strings.Index(c.Text[min(at, len(c.Text)):], wd.raw); at <= len(c.Text) && k >= 0 {
			if gap := c.Text[at : at+k]; gap != "" && strings.TrimFunc(gap, cmdDelim) == "" {
				sep = gap
			}
			at += k + len(wd.raw)
		} else {
			at = len(c.Text) + 1 // not found as written: blanks from here
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(v)
	}
	text := b.String() + "\n"
	return &text
}

// blockOutput returns what a ( ) block of the commands cs prints when
// it is known: echoes of literals only, none redirected, nothing else
// run ((echo list disk& echo list volume) > f).
func blockOutput(cs []*Command) *string {
	var b strings.Builder
	for _, c := range cs {
		out := cmdOutput(c)
		if out == nil || len(c.Redirs) > 0 || c.Stdin != nil || len(c.Feeds) > 0 {
			return nil
		}
		b.WriteString(*out)
	}
	if b.Len() == 0 {
		return nil
	}
	s := b.String()
	return &s
}

// cmdOutput returns what c writes when it is known: echo of literals.
func cmdOutput(c *Command) *string {
	if c == nil || c.Name != "echo" {
		return nil
	}
	if len(c.Redirs) == 0 && len(c.Text) > 5 && strings.EqualFold(c.Text[:5], "echo ") && !strings.ContainsAny(c.Text, "^%!") {
		// echo prints the rest of its line as written, its quotes kept
		// (echo print("x") | python hands Python the quotes).
		s := strings.TrimRight(c.Text[5:], " \t") + "\n"
		return &s
	}
	var parts []string
	for _, a := range c.Args {
		if !a.Literal {
			return nil
		}
		parts = append(parts, a.Value)
	}
	s := strings.Join(parts, " ") + "\n"
	return &s
}

// doskeyMacro writes a doskey macro's text as the command line it runs
// (doskey /?): $T separates commands, $G and $G$G redirect output, $L
// input, $B pipes, $$ is a dollar sign; the arguments ($1 to $9, $*) are
// a later call's, left out as alias leaves them.
func doskeyMacro(text string) string {
	return strings.NewReplacer("$T", " & ", "$t", " & ", "$G$G", ">>", "$g$g", ">>", "$G", ">", "$g", ">", "$L", "<", "$l", "<", "$B", "|", "$b", "|", "$$", "$", "$*", "",
		"$1", "", "$2", "", "$3", "", "$4", "", "$5", "", "$6", "", "$7", "", "$8", "", "$9", "").Replace(text)
}

// follow handles what c starts: cmd /c, start, powershell, bash, wsl.
func (r *cmdReader) follow(c *Command, words []cmdWord) {
	w := append(append([]string(nil), r.w...), c.Name)
	if r.a.winScript(c, w) {
		return
	}
	switch c.Name {
	case "cmd":
		// The line the inner cmd reads is this one's after its carets
		// outside quotes are taken (cmd /c echo x ^& rd /s /q DIR: the
		// inner cmd runs rd); carets inside quotes stay.
		raw := make([]string, len(words))
		for i, wd := range words {
			raw[i] = cmdtoken.Unescape(wd.raw)
		}
		// A for loop's variables are filled in before the inner cmd
		// reads its line (for /f … in ('tasklist') do cmd /c taskkill
		// /pid %i): those holding a command's output hold it there too.
		outer := r.a.cmdFor
		r.a.cmdFor = r.forOutput
		r.a.cmdSwitches(c, raw, cmdtoken.Unescape(cmdLineAfterSwitch(c.Text)), w)
		r.a.cmdFor = outer
	case "powershell", "pwsh":
		r.a.psShell(c, w)
	case "forfiles":
		r.forfiles(c, w)
	case "doskey":
		// doskey [/switches] NAME=TEXT: TEXT is the macro a later line's
		// NAME runs (doskey /?); judged here, where it is defined, as
		// alias is.
		rest, _ := cmdAfterName(c.Text)
		rest = strings.TrimLeft(rest, " \t")
		for strings.HasPrefix(rest, "/") {
			_, rest, _ = strings.Cut(rest, " ")
			rest = strings.TrimLeft(rest, " \t")
		}
		if name, macro, ok := strings.Cut(rest, "="); ok && name != "" && !strings.ContainsAny(name, " \t") {
			r.a.runsAnytime(func() { r.sub(doskeyMacro(macro), append(w[:len(w):len(w)], "doskey "+name)) })
		}
	case "goto":
		if label := strings.ToLower(strings.TrimPrefix(c.Arg(0), ":")); label != "" && label != "eof" {
			if body, ok := cmdLabelBody(r.labels, label); ok && cmdSpawnLoop(body, label) {
				r.a.in.spawnLoops = append(r.a.in.spawnLoops, c.Text) // rules_sys.go
			}
		}
	case "call":
		// call COMMAND args: runs it; call :label ARGS runs the label's body.
		if len(words) > 0 && strings.HasPrefix(words[0].Value, ":") {
			r.callLabel(words[0].Value[1:], words[1:], w)
		}
		if len(words) > 0 && !strings.HasPrefix(words[0].Value, ":") {
			// The rest of the line is read again as a command line, as
			// call does (its own phase: rd,/s,/q splits as typed, %X%
			// expands once more), redirections with it. In a batch
			// file the first phase made %%X%% of %X% (call set
			// T=%%N%%, call rd /s /q %%T%%: the variable's value as
			// set when call runs), read so wherever X is known.
			if rest, ok := cmdAfterName(c.Text); ok {
				r.sub(r.callExpanded(rest), w)
			}
		}
	case "start":
		// start ["title"] [/switches] command args
		i := 0
		if i < len(words) && words[i].Quoted && strings.HasPrefix(words[i].raw, `"`) {
			i++
		}
		for i < len(words) && strings.HasPrefix(words[i].Value, "/") {
			v := strings.ToLower(words[i].Value)
			i++
			if (v == "/d" || v == "/node" || v == "/affinity") && i < len(words) {
				i++
			}
		}
		if i < len(words) {
			inner := &Command{Grammar: lexer.Cmd, Text: c.Text, Wrappers: w, Feeds: c.Feeds, Word0: words[i].Word, Name: cmdName(words[i].Value), Dynamic: !words[i].Literal}
			for _, wd := range words[i+1:] {
				inner.Args = append(inner.Args, wd.Word)
			}
			r.a.add(inner)
			r.follow(inner, words[i+1:])
		}
	default:
		if _, ok := shellGrammar(c.Name); ok {
			r.a.unwrap(c)
		} else {
			if interpSpec(c.Name) != nil {
				programLine(c)
			}
			r.a.native(c)
		}
	}
}

// programLine gives c, an interpreter cmd starts, the arguments its C
// runtime splits its command line into, when cmd's own words differ
// from them: a quote cmd took as a character (python -c ^"import x;
// y^"), whose carets cmd removes before the program reads the line,
// groups for the program what cmd split at its blanks and semicolons.
// Only a line of literal text: %X% and redirections are cmd's.
func programLine(c *Command) {
	quoted := false
	for _, a := range c.Args {
		quoted = quoted || a.Literal && strings.ContainsRune(a.Value, '"')
	}
	rest, ok := cmdAfterName(c.Text)
	if !quoted || !ok || strings.ContainsAny(rest, "%!<>|&\n") {
		return
	}
	args := splitCmdLine(cmdtoken.Unescape(rest))
	c.Args = make([]Word, len(args))
	for i, v := range args {
		c.Args[i] = Word{Value: v, Literal: true, Quoted: true}
	}
}

// cmdShell follows cmd [/switches] /c|/k STRING, when cmd is started from
// PowerShell (args are values: those with blanks are quoted again).
func (a *analyzer) cmdShell(c *Command, w []string, requote bool) {
	for _, arg := range c.Args {
		if arg.Computed {
			// cmd reads the line again: a word holding what the
			// analysis cannot know ($x = Read-Host; cmd /c $x) is code
			// only known at run time (unknownCode), whatever words come
			// before it.
			a.add(&Command{Grammar: c.Grammar, Text: c.Text, Wrappers: w, Dynamic: true, Word0: arg, Feeds: c.Feeds})
			break
		}
	}
	raw := make([]string, len(c.Args))
	for i, arg := range c.Args {
		raw[i] = arg.Value
		if requote && strings.ContainsAny(arg.Value, " \t&|<>^") && !strings.HasPrefix(arg.Value, `"`) && i > 0 {
			raw[i] = `"` + arg.Value + `"`
		}
	}
	a.cmdSwitches(c, raw, "", w)
}

// cmdLineAfterSwitch returns what follows cmd's /c, /k or /r switch in
// text, a cmd command line as written (cmd [/switches] /c STRING), or ""
// when it has none. cmd hands a program the rest of its line as it
// stands: the blanks, semicolons, commas and = between words are kept
// (cmd /c "pwsh -c "Write-Host hi; Stop-Computer"" runs pwsh -c "Write-Host
// hi; Stop-Computer"), where the words cmd's own reading gives lose them.
func cmdLineAfterSwitch(text string) string {
	if strings.HasPrefix(text, `"`) {
		if j := strings.IndexByte(text[1:], '"'); j >= 0 {
			text = "cmd" + text[j+2:] // "C:\Windows\System32\cmd.exe" /c …
		}
	}
	rest, _ := cmdAfterName(text)
	for strings.HasPrefix(rest, "/") {
		if sw := strings.ToLower(rest[1:min(2, len(rest))]); sw == "c" || sw == "k" || sw == "r" {
			return strings.TrimSpace(rest[2:])
		}
		j := 1
		for j < len(rest) && !cmdtoken.Delim(rest[j]) && rest[j] != '/' && rest[j] != '"' {
			j++
		}
		rest = strings.TrimLeftFunc(rest[j:], cmdDelim)
	}
	return ""
}

// cmdSlashCText returns the command line cmd /c runs of text, the words
// after /c, as cmd's help says it reads them ("cmd /?", on /S and the
// processing of quote characters after /C or /K): when text starts with a
// quote, that quote and the last one of the line are taken off, the text
// after the last one kept (cmd /c "cmd /c "type nul > F"" runs cmd /c
// "type nul > F" ... as cmd /c type nul > F), unless /S is not given
// (slashS false) and the line holds exactly two quotes around the name of
// a program, with a blank and no special character (&<>()@^|) in it (cmd
// /c "C:\Program Files\app.exe" --flag), which stays as it is.
func cmdSlashCText(text string, slashS bool) string {
	if len(text) < 2 || text[0] != '"' {
		return text
	}
	last := strings.LastIndexByte(text, '"')
	if last == 0 {
		return text
	}
	in := text[1:last]
	if !slashS && strings.Count(text, `"`) == 2 && !strings.ContainsAny(in, "&<>()@^|") && strings.ContainsAny(in, " \t") && cmdProgramPath(in) {
		return text
	}
	return text[1:last] + text[last+1:]
}

// cmdProgramPath reports whether p, quoted after cmd /c, names a program
// file: a path from a drive, a share, . or a variable, ending in one of
// the endings Windows runs, with no switch in it ("taskkill /F /IM
// cmd.exe" is a command line).
func cmdProgramPath(p string) bool {
	l := strings.ToLower(p)
	if strings.Contains(l, " /") || strings.Contains(l, " -") || !cmdPathStart.match(l) {
		return false
	}
	for _, ext := range []string{".exe", ".com", ".bat", ".cmd"} {
		if strings.HasSuffix(l, ext) {
			return true
		}
	}
	return false
}

// cmdPathStart matches the start of a Windows path: a drive, a share, .
// or .., or a variable holding a directory.
var cmdPathStart = &lazyRegexp{expr: `^([a-z]:|\.{1,2}|%[^%]+%)?[\\/]`}

// cmdSwitches reads cmd's switches and runs the string after /c or /k;
// without them, cmd reads its standard input.
func (a *analyzer) cmdSwitches(c *Command, raw []string, line string, w []string) {
	delayed := a.cmdDelayed
	defer func() { a.cmdDelayed = delayed }()
	slashS := false
	for i, v := range raw {
		lv := strings.ToLower(v)
		if lv == "/v:on" || lv == "/v" {
			a.cmdDelayed = true
		}
		slashS = slashS || lv == "/s"
		if strings.HasPrefix(lv, "/c") || strings.HasPrefix(lv, "/k") || strings.HasPrefix(lv, "/r") {
			text := strings.Join(append([]string{v[2:]}, raw[i+1:]...), " ")
			text = cmdSlashCText(strings.TrimSpace(text), slashS)
			n := len(a.in.Commands)
			a.cmd(text, append(w[:len(w)-1:len(w)-1], c.Name+" /c"))
			if line = cmdSlashCText(line, slashS); line != "" && line != text {
				// The line as cmd hands it on, where the words lost
				// what stood between them: both are judged.
				a.cmd(line, append(w[:len(w)-1:len(w)-1], c.Name+" /c"))
			}
			a.readsInput(c, n)
			a.writesOutput(c, n)
			return
		}
		if !strings.HasPrefix(v, "/") {
			break
		}
	}
	if c.Stdin != nil {
		a.cmd(*c.Stdin, append(w[:len(w)-1:len(w)-1], c.Name+" <stdin"))
	}
}
