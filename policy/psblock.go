package policy

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/guarded-sh/guarded-sh/internal/pstoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// This file runs a script block with the arguments it is given: & { … }
// ARGS, . $sb ARGS, $sb.Invoke(ARGS), Invoke-Command/Start-Job
// -ScriptBlock { … } -ArgumentList ARGS. The block's param( ) binds them
// by name (-p VALUE, -p:VALUE) or by position, the rest go to $args
// (about_Script_Blocks, about_Functions_Advanced_Parameters); a $using:x
// of a remote block is the caller's $x (about_Remote_Variables). The body
// is read again with those values; a block given no arguments was read
// where it is written. Followed: learn.microsoft.com/powershell/module/
// microsoft.powershell.core/about/about_script_blocks (param( ) inside the
// braces; Invoke-Command -ArgumentList binding it), about_Splatting.
// Invoke-Command's -ScriptBlock is also -Command.

// psArg is an argument given to a block: its value when known.
type psArg struct {
	name  string // -name of a named argument, lowercase, without the dash
	val   psValue
	known bool
}

// psParamName matches a parameter's variable in a param( ) entry.
var psParamName = &lazyRegexp{expr: `\$([\p{L}\p{N}_]+)`}

// psParams returns the parameters of a block's body, in order, with the
// text of their default values, and whether it has a param( ) block; and
// the statements after that block and the attributes before it
// ([CmdletBinding()]), which the reader would take for one expression
// when they share its line.
func psParams(body string) (names, defaults []string, stmts string, ok bool) {
	src := []rune(body)
	i := 0
	for i < len(src) {
		switch c := src[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '[': // [CmdletBinding()]
			i = psClose(src, i)
		default:
			goto keyword
		}
	}
keyword:
	if i+5 > len(src) || !strings.EqualFold(string(src[i:i+5]), "param") {
		return nil, nil, body, false
	}
	i += 5
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	if i >= len(src) || src[i] != '(' {
		return nil, nil, body, false
	}
	end := psClose(src, i)
	for _, p := range psSplitArgs(string(src[i:end])) {
		decl, def, _ := strings.Cut(p, "=")
		m := psParamName.get().FindAllStringSubmatch(decl, -1)
		if len(m) == 0 {
			continue
		}
		names = append(names, strings.ToLower(m[len(m)-1][1]))
		defaults = append(defaults, strings.TrimSpace(def))
	}
	return names, defaults, string(src[end:]), true
}

// invokeBlock reads body, a script block's inside, run with args behind
// the wrappers w.
func (r *psReader) invokeBlock(body string, args []psArg, w []string) {
	names, defaults, stmts, _ := psParams(body)
	if len(args) == 0 {
		return // read where it is written
	}
	bound := map[string]psValue{}
	var rest []psValue
	pos := 0
	for _, a := range args {
		target := ""
		if a.name != "" {
			for _, n := range names {
				if strings.HasPrefix(n, a.name) {
					target = n
					break
				}
			}
		}
		if target == "" && a.name == "" {
			for pos < len(names) {
				if _, done := bound[names[pos]]; !done {
					target = names[pos]
					pos++
					break
				}
				pos++
			}
		}
		switch {
		case target != "" && a.known:
			bound[target] = a.val
		case target != "":
			bound[target] = psValue{kind: -1} // unknown: shadows an outer variable
		case a.known && a.name == "":
			rest = append(rest, a.val)
		}
	}
	for i, n := range names {
		if _, ok := bound[n]; !ok && defaults[i] != "" {
			if v, ok := psEval(defaults[i], r.psVar); ok {
				bound[n] = v
			}
		}
	}
	if len(rest) > 0 {
		bound["args"] = psValue{kind: psArray, list: rest}
	}
	r.readBound(stmts, bound, w)
}

// readBound reads stmts with the variables bound (names lowercase,
// without $; an unknown value shadows an outer variable), behind the
// wrappers w, and restores the variables after.
func (r *psReader) readBound(stmts string, bound map[string]psValue, w []string) {
	st := &psState{alias: r.st.alias, taint: r.st.taint, items: r.st.items, outs: r.st.outs, vals: map[string]psValue{}, funcs: r.st.funcs}
	for k, v := range r.st.vals {
		st.vals[k] = v
	}
	saved := map[string]*string{}
	for n, v := range bound {
		key := "$" + n
		if old, ok := r.a.vars[key]; ok {
			saved[key] = &old
		} else {
			saved[key] = nil
		}
		delete(st.vals, key)
		delete(r.a.vars, key)
		if v.kind < 0 {
			continue
		}
		st.vals[key] = v
		if v.kind == psString || v.kind == psBool {
			r.a.vars[key] = v.s
		}
	}
	r.a.powershell(stmts, w, st)
	for key, old := range saved {
		if old == nil {
			delete(r.a.vars, key)
		} else {
			r.a.vars[key] = *old
		}
	}
}

// blockArgs reads the words after a block (& { … } ARGS): -name VALUE,
// -name:VALUE or a value; an array given as one word is one argument.
func (r *psReader) blockArgs(words []psWord) []psArg {
	var out []psArg
	for i := 0; i < len(words); i++ {
		wd := words[i]
		if wd.param {
			name, val, hasVal := strings.Cut(strings.ToLower(strings.TrimPrefix(wd.Value, "-")), ":")
			a := psArg{name: name}
			switch {
			case hasVal:
				a.val, a.known = psValue{s: val}, wd.Literal
			case i+1 < len(words) && !words[i+1].param:
				a.val, a.known = r.wordValue(words[i+1])
				i++
			default:
				a.val, a.known = psValue{kind: psBool, s: "True"}, true // a switch
			}
			out = append(out, a)
			continue
		}
		a := psArg{}
		a.val, a.known = r.wordValue(wd)
		out = append(out, a)
	}
	return out
}

// wordValue returns a word's value when it is known before run time.
func (r *psReader) wordValue(wd psWord) (psValue, bool) {
	if wd.Literal {
		return psValue{s: wd.Value}, true
	}
	return psEval(wd.raw, r.psVar)
}

// scriptBlockCall follows Invoke-Command, Start-Job and Start-ThreadJob
// into their -ScriptBlock (or first positional block) run with
// -ArgumentList.
func (r *psReader) scriptBlockCall(words []psWord, w []string) {
	words = r.splat(words) // $p = @{ComputerName = 'X'; ScriptBlock = {…}}; Invoke-Command @p
	body, found := "", false
	var args []psArg
	// where: the computers, sessions or machines Invoke-Command runs the
	// block on (-ComputerName, its alias -Cn and its position 0,
	// -Session, -HostName, -VMName, -ConnectionUri).
	var where []Word
	var block, file *psWord
	for i := 0; i < len(words); i++ {
		wd := words[i]
		if wd.param {
			p := strings.ToLower(strings.TrimPrefix(wd.Value, "-"))
			if p == "cn" || len(p) >= 4 && strings.HasPrefix("computername", p) || p == "hostname" || p == "session" || p == "vmname" || p == "connectionuri" {
				if i+1 < len(words) {
					where = append(where, r.machines(words[i+1])...)
					i++
				}
				continue
			}
			switch {
			case len(p) >= 2 && strings.HasPrefix("filepath", p):
				// -FilePath: a script of this machine, read here and
				// run as the block (about_Remote: "the script ... is
				// copied to the remote computers").
				if i+1 < len(words) {
					file = &words[i+1]
					i++
				}
			case len(p) >= 2 && strings.HasPrefix("scriptblock", p), len(p) >= 4 && strings.HasPrefix("command", p):
				if i+1 < len(words) {
					body, found = r.blockText(words[i+1])
					block = &words[i+1]
					i++
				}
			case len(p) >= 2 && strings.HasPrefix("argumentlist", p) || p == "args":
				for i+1 < len(words) {
					i++
					v, ok := r.wordValue(words[i])
					if v.kind == psArray && !words[i].list {
						for _, e := range v.list {
							args = append(args, psArg{val: e, known: true})
						}
					} else {
						args = append(args, psArg{val: v, known: ok})
					}
					if i+1 >= len(words) || !words[i+1].list {
						break
					}
				}
			}
			continue
		}
		if !found {
			body, found = r.blockText(wd)
			if found {
				block = &words[i]
			} else {
				where = append(where, r.machines(wd)...)
			}
		}
	}
	fromFile := false
	if !found && file != nil {
		body, found = r.scriptFileText(file.Word)
		block, fromFile = file, true
	}
	if !found {
		return
	}
	if place := prodWord(where); place != "" && r.a.prodPlace == "" {
		// Invoke-Command -ComputerName web-prod-01 { Restart-Service
		// W3SVC }: the block runs on production's machine, its commands
		// read where it is written and those invokeBlock reads again.
		for _, c := range block.Subst {
			if c.prodPlace == "" {
				c.prodPlace = place
			}
		}
		r.a.prodPlace = place
		defer func() { r.a.prodPlace = "" }()
	} else if r.a.prodPlace == "" && r.a.serverPlace == "" {
		// Invoke-Command -ComputerName LIMS-DB01 { … }: a server
		// (serverHost), as ssh's destination is.
		for _, m := range where {
			if server := serverHost(m); server != "" {
				for _, c := range block.Subst {
					if c.serverPlace == "" {
						c.serverPlace = server
					}
				}
				r.a.serverPlace = server
				defer func() { r.a.serverPlace = "" }()
				break
			}
		}
	}
	if fromFile && len(args) == 0 {
		r.a.powershell(body, append(r.wrap(), "Invoke-Command -FilePath"), nil) // nowhere else read
		return
	}
	if (!block.block || len(block.Subst) == 0) && len(args) == 0 && (r.a.prodPlace != "" || r.a.serverPlace != "") {
		// $sb = {…}; Invoke-Command -ComputerName X $sb, or the block
		// of a splatted table: read where it was written, before the
		// machine it runs on was known; read again there.
		r.a.powershell(body, append(r.wrap(), "Invoke-Command"), nil)
		return
	}
	r.invokeBlock(body, args, w)
}

// machines are the names of the machines a word gives Invoke-Command:
// the word, the elements of an array variable holding them, or the
// -ComputerName (or first operand) of the New-PSSession a variable was
// assigned ($s = New-PSSession prod-sql-01; Invoke-Command -Session $s).
func (r *psReader) machines(wd psWord) []Word {
	if s := r.st.items[strings.ToLower(wd.raw)]; wd.isVar && s != nil && s.Name == "new-pssession" {
		var out []Word
		for i, a := range s.Args {
			switch {
			case strings.HasPrefix(a.Value, "-") && i+1 < len(s.Args) && (strings.EqualFold(a.Value, "-cn") || len(a.Value) >= 5 && strings.HasPrefix("-computername", strings.ToLower(a.Value)) || strings.EqualFold(a.Value, "-hostname") || strings.EqualFold(a.Value, "-vmname")):
				out = append(out, s.Args[i+1])
			case i == 0 && !strings.HasPrefix(a.Value, "-"):
				out = append(out, a)
			}
		}
		return out
	}
	if wd.isVar {
		if v, ok := psEval(wd.raw, r.psVar); ok {
			var out []Word
			for _, e := range v.elems() {
				if e.kind == psString {
					out = append(out, Word{Value: e.s, Literal: true})
				}
			}
			return out
		}
	}
	return []Word{{Value: wd.Value, Literal: true}}
}

// scriptFileText is the text of the script file Invoke-Command's
// -FilePath names: what this input wrote to it (Set-Content, >), else
// the file as it is now.
func (r *psReader) scriptFileText(f Word) (string, bool) {
	if text, ok := r.a.written[winKey(f.Value)]; ok && f.Literal {
		return text, text != unknownText
	}
	return r.a.fileText(f)
}

// blockText returns the inside of a script block word: a literal { … } or
// a variable holding one.
func (r *psReader) blockText(wd psWord) (string, bool) {
	if wd.block && strings.HasPrefix(wd.raw, "{") && strings.HasSuffix(wd.raw, "}") {
		return wd.raw[1 : len(wd.raw)-1], true
	}
	if v, ok := psEval(wd.raw, r.psVar); ok && v.kind == psScript {
		return v.s, true
	}
	return "", false
}

// blockInvoke follows $sb.Invoke(ARGS) and $sb.InvokeReturnAsIs(ARGS);
// raw is the source text before the parenthesised args.
func (r *psReader) blockInvoke(raw, args string) {
	dot := strings.LastIndexByte(raw, '.')
	if dot < 0 {
		return
	}
	switch strings.ToLower(raw[dot+1:]) {
	case "invoke", "invokereturnasis":
	default:
		return
	}
	sb, ok := psEval(raw[:dot], r.psVar)
	if !ok || sb.kind != psScript {
		return
	}
	var in []psArg
	for _, a := range psSplitArgs(args) {
		v, ok := psEval(a, r.psVar)
		in = append(in, psArg{val: v, known: ok})
	}
	r.invokeBlock(sb.s, in, append(r.wrap(), "[scriptblock].Invoke"))
}

// psKeeps reports whether a method call leaves v what it is: a COM
// object's Run, a script block's Invoke, a Process's Start, a mail
// message's Send (psMailItem), a string's method (of one standing for a
// path: psValue.stands).
func psKeeps(v psValue) bool {
	_, process := psTableGet(v, "startinfo")
	return v.kind == psObject || v.kind == psScript || v.kind == psTable && process || psMailItem(v) || v.stands // a string: its methods change nothing
}

// psTableWord is a variable holding a known hashtable as an argument: its
// entries, KEY=VALUE, stand where a literal @{ } has its statements, for
// the specs that read one key (Invoke-CimMethod -Arguments $h's
// CommandLine, psHashValue).
func psTableWord(w Word, t psValue) Word {
	for i, k := range t.keys {
		if i < len(t.list) && t.list[i].kind == psString {
			w.Subst = append(w.Subst, &Command{Grammar: lexer.PowerShell, Text: k + "=" + t.list[i].s, Word0: Word{Value: k + "=" + t.list[i].s, Literal: true, Quoted: true}})
		}
	}
	return w
}

// psFuncs are the functions and filters an input defines, by lowercase
// name: their bodies, a param( ) block first when the parameters were
// written after the name (function f($p) { … }). active are those being
// followed into: a call of one of them inside itself, directly or
// through others, is not followed again.
type psFuncs struct {
	body   map[string]string
	active map[string]bool
}

// define records the function or filter of a statement's words: function
// NAME { … }, function NAME($p) { … } (one token to the reader when no
// blank comes before the parenthesis), function SCOPE:NAME …, with
// [CmdletBinding()] and param( ) inside the body as psParams reads them.
// The body itself was read where it is written.
func (r *psReader) define(words []psWord) {
	if len(words) < 2 || r.st.funcs == nil {
		return
	}
	rest := words[1].raw
	for _, wd := range words[2:] {
		rest += " " + wd.raw
	}
	src := []rune(rest)
	i := 0
	for i < len(src) && src[i] != '(' && src[i] != '{' && src[i] != ' ' && src[i] != '\t' {
		i++
	}
	name := strings.ToLower(string(src[:i]))
	if _, n, ok := strings.Cut(name, ":"); ok {
		name = n // function global:f, script:f
	}
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	params := ""
	if i < len(src) && src[i] == '(' {
		end := psClose(src, i)
		params = "param" + string(src[i:end]) + "\n"
		r.paramsSet(params) // judged where each call sets them, as param( ) in the body
		i = end
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
	}
	if name != "" && i == len(src) {
		// The body on a line of its own (function f NEWLINE { … }):
		// the statement ended before it.
		j := r.i
		for j < len(r.src) && (r.src[j] == ' ' || r.src[j] == '\t' || r.src[j] == '\n' || r.src[j] == '\r') {
			j++
		}
		if j < len(r.src) && r.src[j] == '{' {
			src, i = append(src, r.src[j:psClose(r.src, j)]...), len(src)
		}
	}
	if name == "" || i >= len(src) || src[i] != '{' {
		return
	}
	end := psClose(src, i)
	if end > len(src) || src[end-1] != '}' {
		return
	}
	if r.st.funcs.body == nil {
		r.st.funcs.body = map[string]string{}
	}
	r.st.funcs.body[name] = params + string(src[i+1:end-1])
}

// defineBlock notes body, a script block's text ({ … }), as the body of
// the function name: ${function:f} = { … } defines f as function f { … }
// does (about_Function_Provider).
func (r *psReader) defineBlock(name, body string) {
	if _, n, ok := strings.Cut(name, ":"); ok {
		name = n // ${function:global:f}
	}
	if r.st.funcs == nil || name == "" || len(body) < 2 || body[0] != '{' || body[len(body)-1] != '}' {
		return
	}
	if r.st.funcs.body == nil {
		r.st.funcs.body = map[string]string{}
	}
	r.st.funcs.body[name] = body[1 : len(body)-1]
}

// funcOutputCode reads as code what the calls among subst of functions
// the input defined output: the strings standing as statements of the
// body, each branch's (function f($m) { switch ($m) { 'a' { 'ls' } 'b'
// { 'Remove-Item -Recurse $HOME' } } }; iex (f b)), as the worst reading
// of which one the call returns, and the values of its statements that
// are expressions or Write-Output's arguments (psFuncOutputs). It
// reports whether any of that output is a value the analysis cannot
// compute, the input's own making: the code run is then unknown
// (madeCode), as eval "$(f)" of a posix function's.
func (r *psReader) funcOutputCode(subst []*Command, w []string) (made bool) {
	if r.st.funcs == nil {
		return false
	}
	for _, sc := range subst {
		body, ok := r.st.funcs.body[strings.ToLower(sc.Name)]
		if !ok || r.st.funcs.active[sc.Name] {
			continue
		}
		texts, unknown := r.psFuncOutputs(body)
		made = made || unknown
		for _, text := range texts {
			r.a.powershell(text, append(w[:len(w):len(w)], "function "+sc.Name+" output"), r.st)
		}
	}
	return made
}

// psSilent are the commands that write nothing to a function's output
// (about_Output_Streams: the host, the other streams, a file).
var psSilent = set{"add-content", "out-file", "out-null", "set-content", "write-debug", "write-error", "write-host", "write-information", "write-progress", "write-verbose", "write-warning"}

// psFuncOutputs returns the texts a function's body writes to its output
// (about_Return: "the results of each statement are returned as
// output"): the strings standing as statements anywhere in it
// (psOutputStrings), and the value of each top-level statement that is
// an expression ('Remove-' + 'Item …', '{0} …' -f 'x', [string]::Join(…)),
// return's or Write-Output's (echo, write), when psEval computes it.
// unknown reports one it cannot compute: a value the input makes at run
// time. A command's output (Get-Content F) is the command's, as a tool's
// output is to eval "$(tool)"; assignments and what goes to the host or a
// file (psSilent) output nothing.
func (r *psReader) psFuncOutputs(body string) (texts []string, unknown bool) {
	texts = psOutputStrings(body)
	for _, st := range psTopStatements(body) {
		if rest, ok := psCutWord(st, "return"); ok {
			st = rest
		}
		name, rest, _ := strings.Cut(st, " ")
		name = strings.ToLower(name)
		switch {
		case st == "" || st[0] == '#' || psAssignStmt.match(st):
			continue
		case name == "write-output" || name == "echo" || name == "write":
			st = strings.TrimSpace(rest)
			if !strings.ContainsAny(st, "$('\"@[{`") {
				texts = append(texts, strings.Join(strings.Fields(st), "\n")) // bare words, each an object
				continue
			}
		case psKeyword(psLeadWord(name)) || psSilent.has(name):
			continue // a loop's or a branch's strings are psOutputStrings'
		case !psExprStart(st):
			continue // a command's output
		}
		v, ok := psEval(st, r.psVar)
		switch {
		case ok:
			texts = append(texts, v.text())
		case st[0] == '[' && !strings.Contains(st, "::"):
			// [CmdletBinding()], [OutputType(…)]: attributes, no output
		default:
			unknown = true
		}
	}
	return slices.Compact(texts), unknown
}

// psAssignStmt matches a statement that assigns a variable ($x = …,
// $x += …, [string]$x = …): it outputs nothing.
var psAssignStmt = &lazyRegexp{expr: `^(?:\[[\w.\[\]]+\]\s*)*\$[\w:{}]+(?:\[[^\]]*\]|\.\w+)*\s*[-+*/%?]?\?*=[^=]`}

// psExprStart reports whether the statement st begins with an expression
// rather than a command's name: a string, a variable, a group, a type or
// a number (Parser.cs PipelineRule, tokenizer.cs NextToken).
func psExprStart(st string) bool {
	c, _ := utf8.DecodeRuneInString(st)
	return pstoken.SQ(c) || pstoken.DQ(c) || strings.ContainsRune("$(@[0123456789", c)
}

// psLeadWord returns the letters s begins with (if of if($x)).
func psLeadWord(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') })
	if i < 0 {
		return s
	}
	return s[:i]
}

// psCutWord returns st after its first word when that is word, any case,
// followed by a blank.
func psCutWord(st, word string) (string, bool) {
	if len(st) > len(word) && strings.EqualFold(st[:len(word)], word) && (st[len(word)] == ' ' || st[len(word)] == '\t') {
		return strings.TrimSpace(st[len(word):]), true
	}
	return st, false
}

// psTopStatements splits body at its top-level semicolons and line ends:
// not those inside a string, a bracket or a block, each statement
// trimmed; a line that a | or a backtick ends goes on.
func psTopStatements(body string) []string {
	src := []rune(body)
	var out []string
	from := 0
	cut := func(to int) {
		if st := strings.TrimSpace(string(src[from:to])); st != "" {
			out = append(out, st)
		}
		from = to + 1
	}
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case pstoken.SQ(c) || pstoken.DQ(c):
			i = pstoken.StringEnd(src, i) - 1
		case c == '(' || c == '[' || c == '{':
			i = psClose(src, i) - 1
		case c == '`':
			i++
		case c == '#' && (i == 0 || pstoken.Space(src[i-1]) || src[i-1] == ';'):
			cut(i) // what came before the comment
			for i < len(src) && src[i] != '\n' {
				i++
			}
			from = i + 1
		case c == '\n' && strings.HasSuffix(strings.TrimSpace(string(src[from:i])), "|"):
		case c == ';' || c == '\n':
			cut(i)
		}
	}
	cut(len(src))
	return out
}

// psOutputStrings returns the string literals of body that stand as
// statements of their own, which PowerShell writes to the output
// (about_Return: "the results of each statement are returned as
// output"): after {, ;, a line's start or return, and before }, ; or the
// line's end; their quotes removed (a doubled quote inside is one). A string
// compared, assigned or passed to a command is not one.
func psOutputStrings(body string) []string {
	var out []string
	src := []rune(body)
	stmtStart := true
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			continue
		case c == '{' || c == ';' || c == '\n' || c == '}':
			stmtStart = true
			continue
		case c == '\'' || c == '"':
			j := i + 1
			var b strings.Builder
			for j < len(src) {
				if src[j] == c && j+1 < len(src) && src[j+1] == c {
					b.WriteRune(c)
					j += 2
					continue
				}
				if c == '"' && src[j] == '`' && j+1 < len(src) {
					b.WriteRune(src[j+1])
					j += 2
					continue
				}
				if src[j] == c {
					break
				}
				b.WriteRune(src[j])
				j++
			}
			k := j + 1
			for k < len(src) && (src[k] == ' ' || src[k] == '\t' || src[k] == '\r') {
				k++
			}
			if stmtStart && (k >= len(src) || src[k] == '}' || src[k] == ';' || src[k] == '\n') {
				out = append(out, b.String())
			}
			i, stmtStart = j, false
			continue
		}
		if stmtStart && strings.HasPrefix(strings.ToLower(string(src[i:min(i+7, len(src))])), "return ") {
			i += 6
			continue // return 'code': the statement's string
		}
		stmtStart = false
	}
	return out
}

// call follows a call of a function or filter the input defined, with
// arguments, into its body with its parameters bound to them
// (invokeBlock), as a bash function is followed: f ~ after function
// f($p) { Remove-Item -Recurse $p } removes the home directory. A call
// without arguments was read where the body is written; one inside the
// function's own call, or past the bytes loops and calls may walk again
// (maxUnrolled), is not followed.
func (r *psReader) call(name string, words []psWord, w []string) {
	f := r.st.funcs
	if f == nil || f.active[name] {
		return
	}
	body, ok := f.body[name]
	if !ok {
		return
	}
	args := r.blockArgs(words)
	if len(args) == 0 || r.a.unrolled+len(body) > maxUnrolled {
		return
	}
	r.a.unrolled += len(body)
	if f.active == nil {
		f.active = map[string]bool{}
	}
	f.active[name] = true
	defer delete(f.active, name)
	r.invokeBlock(body, args, append(w[:len(w)-1:len(w)-1], "function "+name))
}

// eachItem reads a loop's body again for each item of a collection known
// before run time, the loop's variables (names) set to it, as PowerShell
// runs it: foreach ($d in 'D:\','E:\') { … } and 'D:\','E:\' |
// ForEach-Object { … $_ … } (-Parallel too). Where the collection is
// not known, or past maxLoopItems, the body stays read where it is
// written, its variable only known at run time.
func (r *psReader) eachItem(body string, items psValue, names []string, w []string) {
	list := []psValue{items}
	if items.kind == psArray {
		list = items.list
	}
	if len(list) == 0 || len(list) > maxLoopItems || r.a.unrolled+len(body)*len(list) > maxUnrolled {
		return
	}
	r.a.unrolled += len(body) * len(list)
	for _, item := range list {
		bound := map[string]psValue{}
		for _, n := range names {
			bound[n] = item
		}
		r.readBound(body, bound, w)
	}
}

// foreachItems reads the body of foreach ($d in COLLECTION) { … } for
// each item of COLLECTION (eachItem); group is the ( ), body the block.
func (r *psReader) foreachItems(group, body psWord) {
	m := psForeachHead.get().FindStringSubmatch(psGroupText(group))
	text, ok := r.blockText(body)
	if m == nil || !ok {
		return
	}
	if items, ok := psEval(m[2], r.psVar); ok {
		r.eachItem(text, items, []string{strings.ToLower(m[1])}, append(r.wrap(), "foreach"))
	}
}

// psGroupText is the text inside a group's ( ).
func psGroupText(group psWord) string {
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(group.raw), "("), ")"))
}

// psForeachHead matches the head of a foreach loop: $name in COLLECTION.
var psForeachHead = &lazyRegexp{expr: `(?is)^\$([\p{L}\p{N}_]+)\s+in\s+(.+)$`}

// forEachObject reads the script blocks of ForEach-Object for each item
// of the collection its pipeline starts from, when that is known before
// run time: an expression ('D:\','E:\'), or a variable holding one,
// through filters that pass some of the items on (Where-Object: at
// worst all of them).
func (r *psReader) forEachObject(c *Command, words []psWord, w []string) {
	src := c
	var listed []psValue
	for depth := 0; depth < maxListDepth && src != nil && len(src.Feeds) > 0; depth++ {
		src = src.Feeds[0]
		if src.Name == "" {
			break
		}
		if src.Name == "get-content" {
			// Set-Content F …; Get-Content F | % { iex $_ }: each item
			// one of the lines this input wrote to F (eachItem bounds
			// them).
			paths, _ := psPaths(src)
			if len(paths) != 1 || !paths[0].Literal {
				return
			}
			text, ok := r.a.written[winKey(paths[0].Value)]
			if !ok || text == unknownText {
				return
			}
			for line := range strings.Lines(text) {
				listed = append(listed, psValue{s: strings.TrimRight(line, "\r\n")})
			}
			break
		}
		if pats, ok := kubeListed(src); ok {
			// kubectl get ns -o name | ForEach-Object { kubectl delete
			// $_ }: each item one of the kind's objects, at worst all.
			for _, p := range pats {
				listed = append(listed, psValue{s: p})
			}
			break
		}
		if !does(src, src.Name, roleKeepsObjects) {
			return
		}
	}
	items := psValue{kind: psArray, list: listed}
	if listed == nil {
		if src == nil || src == c || src.Name != "" || src.Dynamic {
			return
		}
		var ok bool
		if items, ok = psEval(src.Text, r.psVar); !ok {
			return
		}
	}
	for i, wd := range words {
		if i > 0 && words[i-1].param && !psIs(strings.ToLower(words[i-1].Value[1:]), "process", 1) && !psIs(strings.ToLower(words[i-1].Value[1:]), "parallel", 2) {
			continue // -Begin { }, -End { }: not run for the items
		}
		if body, ok := r.blockText(wd); ok && wd.block {
			r.eachItem(body, items, []string{"_", "psitem"}, w)
		}
	}
}
