package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/cmdtoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// This file reads cmd.exe input into the command model: statements split at
// & && || | and newlines and inside ( ) blocks; ^ escapes; "…" quotes that
// end at the line end; %VAR% and !VAR! (recorded in Input.Vars, the known
// ones expanded); REM and :: comments; @ before a command; if and for with
// the command they run. Names are lowercased, without path or extension.
// cmd /c, start, powershell and bash strings are followed.

// cmdReader reads cmd source.
type cmdReader struct {
	a    *analyzer
	s    string
	i    int
	w    []string
	nest int
	// delims: the word being read ends at any of cmd's token delimiters
	// (the command's name, and the arguments of cmd's own commands),
	// not only at blanks.
	delims bool
	// name: the word being read is a command's name, which ( ends too
	// (echo( prints an empty line).
	name bool
	// afterBlock: the command being read follows a block's ) on its line.
	// cmd takes such words as the block's arguments; the analysis reads
	// them as a command, the worst reading, and does not trace its name.
	afterBlock bool
}

// cmd analyses text as cmd run behind the wrappers w.
func (a *analyzer) cmd(text string, w []string) {
	if !a.enter(text) {
		return
	}
	a.depth++
	defer func() { a.depth-- }()
	r := &cmdReader{a: a, s: text, w: w}
	r.statements(false)
}

func (r *cmdReader) peek(n int) byte {
	if r.i+n < len(r.s) {
		return r.s[r.i+n]
	}
	return 0
}

// skipDelims skips what separates words: blanks, and ^ line continuations.
func (r *cmdReader) skipDelims() {
	for r.i < len(r.s) {
		switch c := r.s[r.i]; {
		case c == ' ' || c == '\t':
			r.i++
		case c == '^' && (r.peek(1) == '\n' || r.peek(1) == '\r'):
			r.i += 2
			if r.s[r.i-1] == '\r' && r.peek(0) == '\n' {
				r.i++
			}
		default:
			return
		}
	}
}

// statements reads statements up to the end, or to the ) closing a block.
func (r *cmdReader) statements(inBlock bool) {
	var pipe, last *Command
	for r.i < len(r.s) {
		if r.a.in.full() {
			r.i = len(r.s)
			return
		}
		r.skipDelims()
		for r.i < len(r.s) && (cmdtoken.Delim(r.s[r.i]) || r.s[r.i] == '@') {
			r.i++
			r.skipDelims()
		}
		if r.i >= len(r.s) {
			return
		}
		c := r.s[r.i]
		if c == '\n' || c == '\r' || c == '&' || c == '|' {
			r.afterBlock = false
		}
		switch {
		case c == '\n' || c == '\r':
			r.i++
			pipe = nil
		case c == '&':
			r.i++
			if r.peek(0) == '&' {
				r.i++
			}
			pipe = nil
		case c == '|':
			r.i++
			if r.peek(0) == '|' {
				r.i++
				pipe = nil
			} else {
				pipe = last
			}
		case c == ')':
			r.i++
			if inBlock {
				return
			}
			// Outside a block, ) where a command begins works like REM: cmd
			// discards the rest of the line (jeb's phase 2).
			r.restOfLine(true)
		case c == '(':
			r.i++
			r.block()
			r.afterBlock = true
			continue
		default:
			before := r.i
			last = r.command(inBlock, pipe)
			pipe = nil
			if r.i == before {
				r.i++
			}
		}
	}
}

// block reads the statements of a ( ) block.
func (r *cmdReader) block() {
	r.nest++
	defer func() { r.nest-- }()
	if r.nest > psMaxNest {
		r.a.in.Partial = true
		r.i = len(r.s)
		return
	}
	r.statements(true)
}

// cmdWord is a word as read, with its source text.
type cmdWord struct {
	Word
	raw string
}

// atEnd reports whether a command ends here.
func (r *cmdReader) atEnd(inBlock bool) bool {
	if r.i >= len(r.s) {
		return true
	}
	c := r.s[r.i]
	return c == '\n' || c == '\r' || c == '&' || c == '|' || c == ')' && inBlock
}

// command reads one command (or an if/for/rem) and follows it.
func (r *cmdReader) command(inBlock bool, feed *Command) *Command {
	start := r.i
	var words []cmdWord
	var redirs []Redir
	for {
		r.skipDelims()
		for split := len(words) == 0 || cmdSplitsArgs.has(cmdName(words[0].Value)); split && r.i < len(r.s) && (cmdtoken.Delim(r.s[r.i]) || len(words) == 0 && r.s[r.i] == '@'); {
			r.i++
		}
		if r.atEnd(inBlock) {
			break
		}
		if rd, ok := r.redirect(inBlock); ok {
			redirs = append(redirs, rd)
			continue
		}
		if len(words) == 0 && r.s[r.i] == ')' {
			r.restOfLine(true) // ) where the name belongs: as at a statement's start
			break
		}
		before := r.i
		r.delims = len(words) == 0 || cmdSplitsArgs.has(cmdName(words[0].Value))
		r.name = len(words) == 0
		wd := r.word(inBlock)
		r.delims, r.name = false, false
		if cmdtoken.Trace != nil && len(words) == 0 && r.a.depth == 1 && r.i > before && r.s[before] != ':' && !r.afterBlock { // a label is no name
			r.trace()
		}
		if r.i == before {
			r.i++
			continue
		}
		words = append(words, wd)
		if len(words) == 1 && strings.HasPrefix(wd.raw, ":") { // ^: is no label; :"" is one
			r.restOfLine(strings.HasPrefix(wd.raw, "::"))
			return nil
		}
		if len(words) == 1 && !wd.Quoted {
			switch name := strings.ToLower(wd.Value); {
			case name == "rem" || strings.HasPrefix(name, "rem/") || strings.HasPrefix(name, "rem."):
				r.restOfLine(true)
				return nil
			case name == "if":
				r.ifStmt(inBlock, feed)
				return nil
			case name == "for":
				r.forStmt(inBlock, feed)
				return nil
			}
		}
	}
	text := strings.TrimSpace(r.s[start:r.i])
	c := &Command{Grammar: lexer.Cmd, Text: text, Wrappers: r.w, Redirs: redirs}
	if feed != nil {
		c.Feeds = append(c.Feeds, feed)
		c.Stdin = cmdOutput(feed)
	}
	if len(words) == 0 {
		if len(redirs) > 0 {
			r.a.add(c)
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
	r.follow(c, words[1:])
	return c
}

// trace reports where a command's name ends.
func (r *cmdReader) trace() {
	line, col := endPos(r.s[:r.i])
	cmdtoken.Trace("policy", line, col)
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
var cmdSplitsArgs = set{"rd", "rmdir", "del", "erase", "md", "mkdir", "copy", "move", "ren", "rename", "type", "dir", "cd", "chdir", "pushd"}

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

// restOfLine skips to the end of the line, recording a comment.
func (r *cmdReader) restOfLine(comment bool) {
	start := r.i
	for r.i < len(r.s) && r.s[r.i] != '\n' && r.s[r.i] != '\r' {
		r.i++
	}
	if comment {
		r.a.in.Comments = append(r.a.in.Comments, strings.TrimSpace(r.s[start:r.i]))
	}
}

// body reads the command or block an if, else or for runs.
func (r *cmdReader) body(inBlock bool, feed *Command) {
	r.skipDelims()
	if r.peek(0) == '(' {
		r.i++
		r.block()
		return
	}
	if !r.atEnd(inBlock) {
		r.command(inBlock, feed)
	}
}

// ifStmt reads the condition of if and the commands it runs.
func (r *cmdReader) ifStmt(inBlock bool, feed *Command) {
	next := func() string {
		r.skipDelims()
		if r.atEnd(inBlock) {
			return ""
		}
		return strings.ToLower(r.word(inBlock).Value)
	}
	t := next()
	if t == "/i" {
		t = next()
	}
	if t == "not" {
		t = next()
	}
	switch t {
	case "exist", "defined", "errorlevel", "cmdextversion":
		next()
	default:
		if !strings.Contains(t, "==") {
			op := next()
			switch {
			case op == "==" || cmdCompare.has(op):
				next()
			case strings.HasPrefix(op, "==") && len(op) == 2:
				next()
			}
		} else if strings.HasSuffix(t, "==") {
			next()
		}
	}
	r.body(inBlock, feed)
	save := r.i
	r.skipDelims()
	if strings.HasPrefix(strings.ToLower(r.s[r.i:]), "else") && (r.i+4 == len(r.s) || strings.IndexByte(" \t(", r.s[r.i+4]) >= 0) {
		r.i += 4
		r.body(inBlock, nil)
		return
	}
	r.i = save
}

var cmdCompare = set{"equ", "neq", "lss", "leq", "gtr", "geq"}

// forStmt skips the loop's variable and set and reads what it runs.
func (r *cmdReader) forStmt(inBlock bool, feed *Command) {
	var loopVar, set string
	literalSet := true // no /f, /l or /r: the set is a list of names and wildcards
	for !r.atEnd(inBlock) {
		r.skipDelims()
		if r.peek(0) == '(' && loopVar != "" {
			set = r.s[r.i:]
		}
		if r.peek(0) == '(' {
			// for /f … in ('COMMAND') do: the command runs, its output
			// read ('…', or `…` with usebackq).
			open := r.i
			depth, q := 0, false
			for r.i < len(r.s) {
				c := r.s[r.i]
				r.i++
				if c == '"' {
					q = !q
				} else if !q && c == '(' {
					depth++
				} else if !q && c == ')' {
					depth--
					if depth == 0 {
						break
					}
				} else if c == '\n' {
					break
				}
			}
			inner := strings.TrimSpace(r.s[open+1 : max(open+1, r.i-1)])
			if set != "" {
				set = inner
			}
			if len(inner) >= 2 && (inner[0] == '\'' && inner[len(inner)-1] == '\'' || inner[0] == '`' && inner[len(inner)-1] == '`') {
				r.a.cmd(inner[1:len(inner)-1], append(append([]string(nil), r.w...), "for /f"))
			}
			continue
		}
		if r.atEnd(inBlock) {
			return
		}
		before := r.i
		w := r.word(inBlock)
		if r.i == before {
			r.i++
		}
		if !w.Quoted && strings.EqualFold(w.Value, "do") {
			start := r.i
			r.body(inBlock, feed)
			if literalSet && loopVar != "" && set != "" {
				r.forItems(loopVar, set, r.s[start:r.i])
			}
			return
		}
		switch raw := strings.TrimSpace(w.raw); {
		case loopVar == "" && strings.HasPrefix(raw, "%") && len(raw) >= 2:
			loopVar = raw
		case loopVar == "" && len(raw) == 2 && raw[0] == '/' && strings.ContainsRune("fFlLrR", rune(raw[1])):
			literalSet = false
		}
	}
}

// forItems judges the body of a for over a literal set once for each of
// the set's first items, the loop variable replaced by the item as cmd
// replaces it, before the body is read (for /d %d in (C:\Users\*) do rd
// /s /q "%d" runs rd on C:\Users\*, a wildcard the rules read).
func (r *cmdReader) forItems(loopVar, set, body string) {
	items := strings.FieldsFunc(set, func(c rune) bool { return c == ' ' || c == ',' || c == ';' || c == '\t' || c == '=' })
	for i, item := range items {
		if i == 4 {
			break
		}
		item = strings.Trim(item, `"`)
		name := loopVar[len(loopVar)-1:]
		text := strings.ReplaceAll(body, "%~"+name, item)
		if loopVar[:len(loopVar)-1] == "%%" {
			text = strings.ReplaceAll(strings.ReplaceAll(body, "%%~"+name, item), loopVar, item)
		} else {
			text = strings.ReplaceAll(text, loopVar, item)
		}
		r.a.cmd(text, append(append([]string(nil), r.w...), "for"))
	}
}

// redirect reads > >> 2> 2>&1 < and the target.
func (r *cmdReader) redirect(inBlock bool) (Redir, bool) {
	j := r.i
	fd := ""
	if c := r.peek(0); c >= '0' && c <= '9' && (r.peek(1) == '>' || r.peek(1) == '<') {
		fd = string(c)
		j++
	}
	if j >= len(r.s) || r.s[j] != '>' && r.s[j] != '<' {
		return Redir{}, false
	}
	op := string(r.s[j])
	j++
	if j < len(r.s) && r.s[j] == '>' && op == ">" {
		op = ">>"
		j++
	}
	if j+1 < len(r.s) && r.s[j] == '&' && r.s[j+1] >= '0' && r.s[j+1] <= '9' {
		r.i = j + 2
		return Redir{Op: op + "&", Fd: fd, Target: Word{Value: string(r.s[j+1]), Literal: true}}, true
	}
	r.i = j
	r.skipDelims()
	for r.i < len(r.s) && cmdtoken.Delim(r.s[r.i]) {
		r.i++ // a target begins after every delimiter
		r.skipDelims()
	}
	rd := Redir{Op: op, Fd: fd}
	if !r.atEnd(inBlock) {
		r.delims = true // a target ends at a delimiter too
		rd.Target = r.word(inBlock).Word
		r.delims = false
	}
	return rd, true
}

// word reads one word: ^ escapes, quotes, %VAR% and !VAR!.
func (r *cmdReader) word(inBlock bool) cmdWord {
	var out cmdWord
	out.Literal = true
	start := r.i
	var b strings.Builder
	q := false
	for r.i < len(r.s) {
		c := r.s[r.i]
		if c == '\n' || c == '\r' {
			break
		}
		if !q {
			if c == ' ' || c == '\t' || c == '&' || c == '|' || c == '<' || c == '>' || c == ')' && inBlock || r.delims && cmdtoken.Delim(c) || r.name && c == '(' && r.i > start {
				break
			}
			if c == '^' {
				if r.i+1 < len(r.s) && (r.s[r.i+1] == '\n' || r.s[r.i+1] == '\r') {
					r.i += 2
					if r.s[r.i-1] == '\r' && r.peek(0) == '\n' {
						r.i++
					}
					continue
				}
				if r.i+1 < len(r.s) {
					b.WriteByte(r.s[r.i+1])
				}
				r.i += 2
				continue
			}
		}
		switch {
		case c == '"':
			q = !q
			out.Quoted = true
			r.i++
		case c == '%':
			r.percent(&out.Word, &b)
		case c == '!' && r.delayed(&out.Word, &b):
		default:
			b.WriteByte(c)
			r.i++
		}
	}
	r.i = min(r.i, len(r.s))
	out.raw = r.s[start:r.i]
	out.Value = b.String()
	return out
}

// percent reads %VAR%, %VAR:~0,4%, %VAR:a=b%, %1, %~dp0 or %%i.
func (r *cmdReader) percent(out *Word, b *strings.Builder) {
	rest := r.s[r.i+1:]
	switch {
	case strings.HasPrefix(rest, "%"):
		// %%i: a for variable in a batch file
		out.Literal = false
		b.WriteString("%%")
		r.i += 2
		return
	case len(rest) > 0 && (rest[0] >= '0' && rest[0] <= '9' || rest[0] == '*'):
		out.Literal = false
		b.WriteString(r.s[r.i : r.i+2])
		r.i += 2
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
		}
		b.WriteByte('%')
		r.i++
		return
	}
	inner := rest[:end]
	name, edit, _ := strings.Cut(inner, ":")
	r.a.in.addVar(name)
	if v, ok := winVar(r.a.env, name); ok && edit == "" {
		b.WriteString(v)
	} else {
		out.Literal = false
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
	name, _, _ := strings.Cut(rest[:end], ":")
	if !isName([]byte(name)) {
		return false
	}
	r.a.in.addVar(name)
	out.Literal = false
	b.WriteString("!" + rest[:end] + "!")
	r.i += end + 2
	return true
}

// cmdOutput returns what c writes when it is known: echo of literals.
func cmdOutput(c *Command) *string {
	if c == nil || c.Name != "echo" {
		return nil
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

// follow handles what c starts: cmd /c, start, powershell, bash, wsl.
func (r *cmdReader) follow(c *Command, words []cmdWord) {
	w := append(append([]string(nil), r.w...), c.Name)
	switch c.Name {
	case "cmd":
		raw := make([]string, len(words))
		for i, wd := range words {
			raw[i] = wd.raw
		}
		r.a.cmdSwitches(c, raw, w)
	case "powershell", "pwsh":
		r.a.psShell(c, w)
	case "call":
		// call COMMAND args: runs it (call :label calls a label).
		if len(words) > 0 && !strings.HasPrefix(words[0].Value, ":") {
			inner := &Command{Grammar: lexer.Cmd, Text: c.Text, Wrappers: w, Feeds: c.Feeds, Word0: words[0].Word, Name: cmdName(words[0].Value)}
			for _, wd := range words[1:] {
				inner.Args = append(inner.Args, wd.Word)
			}
			r.a.add(inner)
			r.follow(inner, words[1:])
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
			inner := &Command{Grammar: lexer.Cmd, Text: c.Text, Wrappers: w, Feeds: c.Feeds, Word0: words[i].Word, Name: cmdName(words[i].Value)}
			for _, wd := range words[i+1:] {
				inner.Args = append(inner.Args, wd.Word)
			}
			r.a.add(inner)
			r.follow(inner, words[i+1:])
		}
	case "wsl":
		r.a.wsl(c, w)
	default:
		if _, ok := shellGrammar(c.Name); ok {
			r.a.unwrap(c)
		}
	}
}

// cmdShell follows cmd [/switches] /c|/k STRING, when cmd is started from
// PowerShell (args are values: those with blanks are quoted again).
func (a *analyzer) cmdShell(c *Command, w []string, requote bool) {
	raw := make([]string, len(c.Args))
	for i, arg := range c.Args {
		raw[i] = arg.Value
		if requote && strings.ContainsAny(arg.Value, " \t&|<>^") && !strings.HasPrefix(arg.Value, `"`) && i > 0 {
			raw[i] = `"` + arg.Value + `"`
		}
	}
	a.cmdSwitches(c, raw, w)
}

// cmdSwitches reads cmd's switches and runs the string after /c or /k;
// without them, cmd reads its standard input.
func (a *analyzer) cmdSwitches(c *Command, raw []string, w []string) {
	for i, v := range raw {
		lv := strings.ToLower(v)
		if strings.HasPrefix(lv, "/c") || strings.HasPrefix(lv, "/k") || strings.HasPrefix(lv, "/r") {
			text := strings.Join(append([]string{v[2:]}, raw[i+1:]...), " ")
			text = strings.TrimSpace(text)
			if len(text) >= 2 && text[0] == '"' && text[len(text)-1] == '"' {
				text = text[1 : len(text)-1]
			}
			a.cmd(text, append(w[:len(w)-1:len(w)-1], c.Name+" /c"))
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
