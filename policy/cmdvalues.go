package policy

import (
	"maps"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/cmdtoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Values cmd knows before run time: variables set earlier in the input
// (set X=…, then %X%, and !X! where delayed expansion is on), a command
// line held in a variable and split again when it is expanded (call %X%),
// the items a for loop runs its body for (for %i in (a b), for /d, for /f
// over a literal string or the known output of a command), and the body
// of a label run by call :label ARGS with its parameters in place. The
// texts are analysed again as cmd reads them, with the values substituted.

// maxForItems bounds the items a for loop's body is judged for.
const maxForItems = 16

// cmdVarKey is the key of a cmd variable in analyzer.vars: cmd's names
// ignore case.
func cmdVarKey(name string) string { return "%" + strings.ToUpper(name) + "%" }

// cmdVar returns the value of a variable set earlier in the input, or of
// the environment variables known before run time. A use of one set in
// the input is charged to maxExpanded (analyzer.known): set x=%x%%x%
// doubles it at each line.
func (r *cmdReader) cmdVar(name string) (string, bool) {
	if key := cmdVarKey(name); r.a.vars != nil {
		if _, set := r.a.vars[key]; set {
			return r.a.known(key)
		}
	}
	return winVar(r.a.env, name)
}

// noteSet records what set, setlocal and endlocal change: set NAME=value
// (or set "NAME=value") of known words; set /a and set /p make the name
// unknown, set /p's value read from input the analysis cannot know
// (computed, as x=$(cmd) in a posix shell).
func (r *cmdReader) noteSet(c *Command) {
	switch c.Name {
	case "setlocal":
		for _, a := range c.Args {
			switch strings.ToLower(a.Value) {
			case "enabledelayedexpansion":
				r.delayedOn = true
			case "disabledelayedexpansion":
				r.delayedOn = false
			}
		}
		return
	case "endlocal":
		r.delayedOn = r.a.cmdDelayed
		return
	case "set":
	default:
		return
	}
	args := c.Args
	if len(args) == 0 {
		return
	}
	if v := strings.ToLower(args[0].Value); v == "/a" || v == "/p" {
		for i, a := range args[1:] {
			// set /p X=PROMPT: cmd's tokens may split at the =.
			if name, _, ok := strings.Cut(a.Value, "="); ok || i == 0 && v == "/p" {
				key := cmdVarKey(strings.TrimSpace(strings.Trim(name, `"`)))
				r.a.touch(key)
				delete(r.a.vars, key)
				if v == "/p" {
					r.a.computedVar(key) // a line of input or of a file (set /p X=<f)
					break
				}
			}
		}
		return
	}
	text := make([]string, len(args))
	known := true
	for i, a := range args {
		text[i] = a.Value
		known = known && a.Literal
	}
	name, value, ok := strings.Cut(strings.Join(text, " "), "=")
	if !ok || name == "" {
		return
	}
	key := cmdVarKey(name)
	r.a.touch(key)
	if known {
		r.a.vars[key] = value
	} else {
		delete(r.a.vars, key)
		r.a.holdCredential(key, cmdCredential(value), func(v string) bool { return v != "" }) // set K=%TOKEN% (credheld.go)
	}
}

// sub analyses text as cmd behind the wrappers w, with this reader's
// labels and expansion mode.
func (r *cmdReader) sub(text string, w []string) {
	if !r.a.enter(text) {
		return
	}
	r.a.depth++
	defer func() { r.a.depth-- }()
	// A for loop's variables are filled in before the text runs (cmd /c
	// taskkill /pid %i in the loop's body is handed the line's value):
	// the ones holding a command's output hold it there too.
	s := &cmdReader{a: r.a, s: text, toks: cmdtoken.Tokens(text), w: w, labels: r.labels, delayedOn: r.delayedOn, forOutput: maps.Clone(r.forOutput)}
	s.statements(false)
}

// resplit reports whether the words of a command, expanded, hold blanks
// outside quotes that cmd would split at (a command line kept in a
// variable: set X=rd /s /q C:\x & %X%), and if so analyses the command
// again from its expanded text.
func (r *cmdReader) resplit(words []cmdWord) bool {
	split := false
	for i, wd := range words {
		if !wd.Quoted && strings.ContainsAny(wd.Value, " \t") {
			split = true
		}
		if i == 0 && !wd.Quoted && strings.ContainsAny(wd.raw, "%!") && strings.ContainsAny(wd.Value, ",;=") {
			split = true // %X% of rd,/s,/q,C:\: cmd ends a command's name at , ; = too
		}
	}
	if !split {
		return false
	}
	parts := make([]string, len(words))
	for i, wd := range words {
		parts[i] = wd.Value
		if wd.Quoted {
			parts[i] = `"` + wd.Value + `"`
		}
	}
	r.sub(strings.Join(parts, " "), append(append([]string(nil), r.w...), "%expanded%"))
	return true
}

// callLabel judges call :label ARGS: the label's body in the input, from
// the line after it to exit /b, goto :eof or the end, with %1…%9, %~1…%~9
// and %* replaced by the arguments.
func (r *cmdReader) callLabel(label string, args []cmdWord, w []string) {
	body, ok := cmdLabelBody(r.labels, label)
	if !ok {
		return
	}
	raw := make([]string, len(args))
	for i, a := range args {
		raw[i] = a.raw
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] != '%' || i+1 >= len(body) {
			b.WriteByte(body[i])
			continue
		}
		j := i + 1
		tilde := body[j] == '~'
		if tilde {
			j++
			for j < len(body) && strings.IndexByte("fdpnxsatz", body[j]) >= 0 && j+1 < len(body) && body[j+1] != ' ' {
				j++ // %~dp1: the path's parts; the argument stands for them
			}
		}
		switch {
		case j < len(body) && body[j] >= '1' && body[j] <= '9':
			n := int(body[j] - '0')
			if n <= len(args) {
				if tilde {
					b.WriteString(args[n-1].Value)
				} else {
					b.WriteString(raw[n-1])
				}
			}
			i = j
		case j < len(body) && body[j] == '*' && !tilde:
			b.WriteString(strings.Join(raw, " "))
			i = j
		default:
			b.WriteByte('%')
		}
	}
	r.sub(b.String(), append(w[:len(w):len(w)], "call :"+label))
}

// cmdLabelBody returns the lines after :label in text (names ignore
// case) up to the first exit /b or goto :eof.
func cmdLabelBody(text, label string) (string, bool) {
	label = strings.ToLower(label)
	lines := strings.SplitAfter(text, "\n")
	for i, line := range lines {
		l := strings.ToLower(strings.TrimLeft(line, " \t@"))
		name, ok := strings.CutPrefix(l, ":")
		if !ok || strings.HasPrefix(name, ":") {
			continue
		}
		if j := strings.IndexAny(name, " \t\r\n:+"); j >= 0 {
			name = name[:j]
		}
		if name != label {
			continue
		}
		var b strings.Builder
		for _, next := range lines[i+1:] {
			f := strings.Fields(strings.ToLower(next))
			if len(f) >= 2 && (f[0] == "exit" && strings.HasPrefix(f[1], "/b") || f[0] == "goto" && (f[1] == ":eof" || f[1] == "eof")) {
				break
			}
			b.WriteString(next)
		}
		return b.String(), true
	}
	return "", false
}

// cmdFor is what a for statement's head says.
type cmdFor struct {
	mode    string // "", "/d", "/r", "/l", "/f"
	root    string // /r's folder, as written: the set's items are found under it
	options string // /f's "tokens=… delims=…"
	letter  byte   // the loop variable: i of %i or %%i
	set     string // the text inside ( )
}

// forItems returns the values of the loop's variables for each pass, when
// known: the words of a literal set (for, for /d; for /r's under its
// folder, the working directory when none is named), the lines of /f's
// literal string or of the known output of its command; computed reports
// that the values come from a command's output or a file the analysis
// cannot read.
func (r *cmdReader) forItems(f cmdFor, output *string) (items []map[byte]string, computed bool) {
	switch f.mode {
	case "", "/d":
		if strings.ContainsAny(f.set, "'`") {
			return nil, false
		}
		for _, item := range cmdSplitSet(r.expandText(f.set)) {
			items = append(items, map[byte]string{f.letter: item})
		}
		return items, false
	case "/r":
		// for /r DIR %f in (*.jpg): each file of DIR and every folder
		// below it that the item matches; the item . each such folder.
		if strings.ContainsAny(f.set, "'`") {
			return nil, false
		}
		root := strings.TrimRight(strings.Trim(r.expandText(f.root), `"`), `\/`)
		if root == "" {
			root = "."
		}
		for _, item := range cmdSplitSet(r.expandText(f.set)) {
			v := root + `\` + strings.Trim(item, `"`)
			if item == "." {
				v = root
			}
			items = append(items, map[byte]string{f.letter: v})
		}
		return items, false
	case "/f":
	default:
		return nil, false
	}
	o := parseForOptions(f.options)
	set := strings.TrimSpace(f.set)
	var text string
	switch {
	case len(set) >= 2 && set[0] == '"' && set[len(set)-1] == '"' && !o.backq,
		len(set) >= 2 && set[0] == '\'' && set[len(set)-1] == '\'' && o.backq:
		text = r.expandText(set[1 : len(set)-1])
	case len(set) >= 2 && (set[0] == '\'' && !o.backq || set[0] == '`' && o.backq):
		if output == nil {
			return nil, true
		}
		text = *output
	default:
		return nil, true // files
	}
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for _, line := range lines {
		if o.skip > 0 {
			o.skip--
			continue
		}
		if line == "" || o.eol != 0 && strings.IndexByte(line, o.eol) == 0 {
			continue
		}
		if vals := o.tokens(line, f.letter); vals != nil {
			items = append(items, vals)
		}
	}
	return items, false
}

// forReadsFiles reports whether the set of a for /f is file names, not a
// literal string ("…", or '…' with usebackq) nor a command ('…', or `…`
// with usebackq).
func forReadsFiles(f cmdFor) bool {
	if f.set == "" {
		return false
	}
	backq := parseForOptions(f.options).backq
	switch f.set[0] {
	case '"':
		return backq // usebackq: "file name"
	case '\'', '`':
		return false
	}
	return true
}

// forOptions are /f's options.
type forOptions struct {
	delims string
	spec   string // tokens=
	skip   int
	eol    byte
	backq  bool
}

func parseForOptions(s string) forOptions {
	o := forOptions{delims: " \t", spec: "1", eol: ';'}
	s = strings.Trim(s, `"`)
	for s != "" {
		s = strings.TrimLeft(s, " ")
		l := strings.ToLower(s)
		switch {
		case strings.HasPrefix(l, "delims="):
			// delims= runs to the next option or the end: "delims= " is a blank.
			v := s[len("delims="):]
			end := len(v)
			for _, k := range []string{" tokens=", " skip=", " eol=", " usebackq"} {
				if j := strings.Index(strings.ToLower(v), k); j >= 0 && j < end {
					end = j
				}
			}
			o.delims, s = v[:end], v[end:]
			continue
		case strings.HasPrefix(l, "eol=") && len(s) > 4:
			o.eol, s = s[4], s[5:]
			continue
		}
		word, rest, _ := strings.Cut(s, " ")
		lw := strings.ToLower(word)
		switch {
		case strings.HasPrefix(lw, "tokens="):
			o.spec = word[len("tokens="):]
		case strings.HasPrefix(lw, "skip="):
			o.skip, _ = strconv.Atoi(word[len("skip="):])
		case lw == "usebackq":
			o.backq = true
		}
		s = rest
	}
	return o
}

// tokens splits a line by the options into the values of the variables
// from letter on: tokens=1,3 gives two, tokens=2* the second and the
// rest, tokens=* the whole line.
func (o forOptions) tokens(line string, letter byte) map[byte]string {
	fields := strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(o.delims, r) })
	rest := func(n int) string { // the line from field n on
		s := line
		for k := 0; k < n; k++ {
			s = strings.TrimLeft(s, o.delims)
			if i := strings.IndexAny(s, o.delims); i >= 0 && o.delims != "" {
				s = s[i:]
			} else {
				return ""
			}
		}
		return strings.TrimLeft(s, o.delims)
	}
	out := map[byte]string{}
	spec := o.spec
	star := strings.HasSuffix(spec, "*")
	spec = strings.TrimSuffix(spec, "*")
	var nums []int
	for part := range strings.SplitSeq(spec, ",") {
		if part == "" {
			continue
		}
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.Atoi(lo)
		if err != nil {
			return nil
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(hi); err != nil {
				return nil
			}
		}
		for n := a; n <= b && n <= 31; n++ {
			nums = append(nums, n)
		}
	}
	v := letter
	for _, n := range nums {
		if n-1 < len(fields) {
			out[v] = fields[n-1]
		}
		v++
	}
	if star {
		last := 0
		if len(nums) > 0 {
			last = nums[len(nums)-1]
		}
		out[v] = rest(last)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// cmdSplitSet splits a for set into its items where the scanner ends
// the set's tokens: at cmd's delimiters (cmdtoken.Delim) and line feeds
// that no quote or caret holds (cmdtoken.Chars); carriage returns, and
// line feeds a caret escapes, are removed (phase 1.5 and 2). An item
// keeps its quotes and carets.
func cmdSplitSet(s string) []string {
	var out []string
	var b strings.Builder
	var chars cmdtoken.Chars
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\r' {
			continue
		}
		switch k := chars.Read(c); {
		case k == cmdtoken.Joined:
			continue // ^ and a line feed join the lines
		case k == cmdtoken.EndLine, k == cmdtoken.Special && cmdtoken.Delim(c): // a line feed in the set is a blank
			if b.Len() > 0 {
				out = append(out, b.String())
				b.Reset()
			}
			continue
		}
		b.WriteByte(c)
	}
	if b.Len() > 0 {
		out = append(out, b.String())
	}
	return out
}

// expandText replaces the %NAME% of known variables in s.
func (r *cmdReader) expandText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if j := strings.IndexByte(s[i+1:], '%'); j > 0 {
				if v, ok := r.cmdVar(s[i+1 : i+1+j]); ok {
					b.WriteString(v)
					i += j + 1
					continue
				}
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// callExpanded returns s, the line call reads again, with each %%NAME%%
// of a known variable made %NAME%, as a batch file's first phase makes
// it before call's own phase expands it (expandText's caller).
func (r *cmdReader) callExpanded(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.HasPrefix(s[i:], "%%") {
			if j := strings.Index(s[i+2:], "%%"); j > 0 && !strings.ContainsAny(s[i+2:i+2+j], "% \t") {
				if _, ok := r.cmdVar(s[i+2 : i+2+j]); ok {
					b.WriteString("%" + s[i+2:i+2+j] + "%")
					i += j + 3
					continue
				}
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// substFor replaces a for loop's variables in body: %i, %%i, %~i and the
// modified forms %~dpi (the value stands for its parts).
func substFor(body string, vals map[byte]string) string {
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] != '%' {
			b.WriteByte(body[i])
			continue
		}
		j := i + 1
		if j < len(body) && body[j] == '%' {
			j++
		}
		tilde := j < len(body) && body[j] == '~'
		if tilde {
			j++
			for j+1 < len(body) && strings.IndexByte("fdpnxsatz", body[j]) >= 0 {
				if _, ok := vals[body[j+1]]; ok || strings.IndexByte("fdpnxsatz", body[j+1]) >= 0 {
					j++
					continue
				}
				break
			}
		}
		if j < len(body) {
			if v, ok := vals[body[j]]; ok {
				if tilde {
					v = strings.Trim(v, `"`)
				}
				b.WriteString(v)
				i = j
				continue
			}
		}
		b.WriteByte('%')
	}
	return b.String()
}

// forBody judges a for statement's body once for each known item of its
// set, with the variables replaced (forItems).
func (r *cmdReader) forBody(body string, items []map[byte]string) {
	w := append(append([]string(nil), r.w...), "for")
	for i, vals := range items {
		if i == maxForItems {
			break
		}
		r.sub(substFor(body, vals), w)
	}
}

// cmdForOutput analyses the command of for /f … in ('COMMAND') and
// returns its output when it is known (echo of known words), or, for a
// listing of a place (dir /b), the pattern naming every line it prints
// (cmdListed): the loop's variable is then one of them, at worst any.
// last is the command whose output the loop reads (the pipeline's end),
// nil when none was read: a word of the body holding the loop's variable
// takes it as its substitution's (xargs' kin: for /f … in ('tasklist')
// do taskkill /pid %i is tasklist | xargs taskkill).
func (r *cmdReader) cmdForOutput(text string) (out *string, last *Command) {
	// The line's parse took the carets outside quotes (^| ^& ^< ^>): the
	// command cmd runs has the operators.
	text = cmdtoken.Unescape(text)
	before := len(r.a.in.Commands)
	r.sub(text, append(append([]string(nil), r.w...), "for /f"))
	added := r.a.in.Commands[before:]
	if len(added) == 0 || added[len(added)-1].Grammar != lexer.Cmd {
		return nil, nil
	}
	last = added[len(added)-1]
	if pat, ok := cmdListed(last); ok {
		return &pat, last // dir /b X ^| findstr /v Y
	}
	if pats, ok := kubeListed(last); ok {
		return &pats[0], last // kubectl get ns -o name: namespace/*, each line one of them
	}
	if len(added) != 1 {
		return nil, last
	}
	return cmdOutput(added[0]), last
}

// forStmt reads a FOR statement from its head (after the name): switches,
// options, variable and IN, the set, DO, then the command it runs, read
// as written (its variables unknown) and, when the set's items are known,
// judged again once for each with the variables in place (forItems). The
// command of for /f … in ('COMMAND') runs first.
func (r *cmdReader) forStmt(feed *Command) {
	var f cmdFor
	var output *string
	var source *Command
	for r.i < len(r.toks) && r.at(0) == cmdtoken.ForHead {
		t := r.toks[r.i]
		r.i++
		v := r.text(t)
		lv := strings.ToLower(v)
		switch {
		case lv == "/f" || lv == "/d" || lv == "/r" || lv == "/l":
			f.mode = lv
		case f.mode == "/r" && f.root == "" && f.letter == 0 && !(strings.HasPrefix(v, "%") && len(strings.TrimLeft(v, "%")) == 1):
			// for /r %USERPROFILE%\Pictures %f in (*.jpg): the folder
			// comes before the variable; IN after it is the keyword.
			f.root = v
		case strings.HasPrefix(v, `"`) && f.mode == "/f":
			f.options = v
		case strings.HasPrefix(v, "%") && len(v) >= 2:
			f.letter = v[len(v)-1]
		}
	}
	if r.at(0) == cmdtoken.SetOpen {
		open := r.toks[r.i]
		end := len(r.s)
		for r.i++; r.i < len(r.toks); r.i++ {
			if t := r.toks[r.i]; t.Kind == cmdtoken.SetClose {
				end = t.Start
				r.i++
				break
			}
		}
		f.set = strings.TrimSpace(r.s[open.End:end])
		if in := f.set; len(in) >= 2 && (in[0] == '\'' && in[len(in)-1] == '\'' || in[0] == '`' && in[len(in)-1] == '`') {
			output, source = r.cmdForOutput(in[1 : len(in)-1])
		} else if f.mode == "/f" && forReadsFiles(f) {
			// for /f … in (FILE) reads each line of FILE into the loop's
			// variables: judged as the read type FILE is.
			r.sub("type "+f.set, append(append([]string(nil), r.w...), "for /f"))
		}
	}
	if r.at(0) != cmdtoken.Keyword {
		return
	}
	r.i++ // DO
	// The body: the rest of the line, or up to the ) that closes the
	// block around the statement.
	stop, depth := r.i, 0
	for ; stop < len(r.toks); stop++ {
		k := r.toks[stop].Kind
		if k == cmdtoken.Open {
			depth++
		} else if k == cmdtoken.Close {
			if depth == 0 {
				break
			}
			depth--
		} else if k == cmdtoken.Newline && depth == 0 {
			break
		}
	}
	items, computed := r.forItems(f, output)
	if computed && f.letter != 0 {
		if r.forOutput == nil {
			r.forOutput = map[byte]*Command{}
		}
		r.forOutput[f.letter] = source
		defer delete(r.forOutput, f.letter)
	}
	before := len(r.a.in.Commands)
	body := ""
	if stop > r.i {
		body = r.s[r.toks[r.i].Start:r.toks[stop-1].End]
	}
	br := *r
	br.toks = r.toks[:stop]
	br.statements(false)
	r.i = br.i
	if f.mode == "/l" && cmdEndlessCount(cmdSplitSet(r.expandText(f.set))) && cmdSpawnLoop(body, "") {
		// for /l %i in (1,0,2) do start cmd: a count without end
		// starting a process it does not wait for on every pass.
		r.a.in.spawnLoops = append(r.a.in.spawnLoops, "for "+f.mode+" %"+string(f.letter)+" in ("+f.set+") do "+body) // rules_sys.go
	}
	if f.letter == 0 || len(items) == 0 {
		return
	}
	if len(items) <= maxForItems {
		// Every pass is judged with its values: the body as written, its
		// variables unknown, says nothing more.
		r.a.in.Commands = r.a.in.Commands[:before]
	}
	r.forBody(body, items)
}

// cmdEdit applies the edit of %VAR:edit% to a known value: ~N[,M] takes
// a substring (negative N and M count from the end), OLD=NEW replaces
// every OLD (any case) and *OLD=NEW everything up to the first OLD.
func cmdEdit(v, edit string) (string, bool) {
	if spec, ok := strings.CutPrefix(edit, "~"); ok {
		from, length, hasLen := strings.Cut(spec, ",")
		n, err := strconv.Atoi(strings.TrimSpace(from))
		if err != nil {
			return "", false
		}
		if n < 0 {
			n = max(len(v)+n, 0)
		}
		n = min(n, len(v))
		end := len(v)
		if hasLen {
			m, err := strconv.Atoi(strings.TrimSpace(length))
			if err != nil {
				return "", false
			}
			if m < 0 {
				end = max(len(v)+m, n)
			} else {
				end = min(n+m, len(v))
			}
		}
		return v[n:end], true
	}
	old, with, ok := strings.Cut(edit, "=")
	if !ok || old == "" || old == "*" {
		return "", false
	}
	lv, lo := strings.ToLower(v), strings.ToLower(strings.TrimPrefix(old, "*"))
	if len(lv) != len(v) {
		// Lowering changed the length (invalid UTF-8, some letters):
		// indexes in lv would not be v's. Fold ASCII letters only.
		bs := []byte(v)
		for i, c := range bs {
			if c >= 'A' && c <= 'Z' {
				bs[i] = c + 'a' - 'A'
			}
		}
		lv = string(bs)
	}
	if strings.HasPrefix(old, "*") {
		if i := strings.Index(lv, lo); i >= 0 {
			return with + v[i+len(lo):], true
		}
		return v, true
	}
	var b strings.Builder
	for {
		i := strings.Index(lv, lo)
		if i < 0 {
			b.WriteString(v)
			return b.String(), true
		}
		b.WriteString(v[:i] + with)
		v, lv = v[i+len(lo):], lv[i+len(lo):]
	}
}

// forfilesVars are the variables forfiles puts a file's path or name
// into, lower-cased.
var forfilesVars = []string{"@path", "@relpath", "@file", "@fname"}

// forfiles follows forfiles /p DIR [/s] [/m MASK] /c "CMDLINE", which runs
// CMDLINE once for each file of DIR (and below it, with /s) that MASK
// matches: judged once with @path, @file, @fname and @relpath standing
// for every such file, DIR\MASK (listing.go), as for /f over dir /b is;
// with /s a del of each reads as del /s (forfilesDel).
func (r *cmdReader) forfiles(c *Command, w []string) {
	p := parseArgs(&forfilesSpec, c.Args)
	dir, mask, line := ".", "*", ""
	if v, ok := p.valueWord("/p", "-p"); ok {
		dir = v.Value
	}
	if v, ok := p.valueWord("/m", "-m"); ok {
		mask = v.Value
	}
	if v, ok := p.valueWord("/c", "-c"); ok {
		line = v.Value
	}
	if line == "" {
		return // the default, cmd /c echo @file
	}
	all := `"` + strings.TrimRight(dir, `\`) + `\` + mask + `"`
	var b strings.Builder
	for i := 0; i < len(line); {
		n := 0
		for _, v := range forfilesVars {
			if len(line)-i >= len(v) && strings.EqualFold(line[i:i+len(v)], v) {
				n = len(v)
				break
			}
		}
		if n == 0 {
			b.WriteByte(line[i])
			i++
			continue
		}
		b.WriteString(all)
		i += n
	}
	line = b.String()
	if p.given(&forfilesSpec, "/s -s") {
		// With /s (/S) the files are every one below DIR: del of each is del
		// /s of DIR\MASK.
		line = forfilesDel.get().ReplaceAllString(line, "${1} /s ")
	}
	r.sub(line, append(w[:len(w):len(w)], "forfiles /c"))
}

// forfilesDel matches cmd's deleters of files in a forfiles command line.
var forfilesDel = &lazyRegexp{expr: `(?i)\b(del|erase)\s+`}
