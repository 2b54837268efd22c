package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/pstoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// This file follows the .NET and COM calls that start a process from
// PowerShell into the command line they run, judged as cmd reads it (the
// same reading as wmic process call create and Invoke-WmiMethod):
//
//   - [Diagnostics.Process]::Start(file), (file, arguments), (file,
//     arguments-list), (ProcessStartInfo), (file, user, password, domain) and
//     (file, arguments, user, password, domain) — Microsoft docs,
//     System.Diagnostics.Process.Start overloads;
//   - a ProcessStartInfo from New-Object or ::new(file, arguments), its
//     FileName and Arguments set afterwards — ProcessStartInfo's
//     constructors and properties;
//   - WScript.Shell's Run(strCommand, …) and Exec(strCommand) — Windows
//     Script Host, Run method: strCommand is the command line;
//   - Shell.Application's ShellExecute(sFile, vArguments, …);
//   - the WMI class Win32_Process's Create(CommandLine, …), the class
//     made by [wmiclass]'Win32_Process' (as Invoke-WmiMethod -Class
//     Win32_Process -Name Create and wmic process call create).
//
// A COM object is made by New-Object -ComObject ProgID or by
// [Activator]::CreateInstance([type]::GetTypeFromProgID(ProgID)).
//
// Followed: learn.microsoft.com/dotnet/api/system.diagnostics.process.start
// (the overloads) and .../system.diagnostics.processstartinfo.-ctor;
// Windows Script Host's WshShell.Run (strCommand, intWindowStyle,
// bWaitOnReturn) and Exec; Shell.ShellExecute (sFile, vArguments,
// vDirectory, vOperation, vShow).

// psProcessStarts are the COM methods that run a command line: the ProgID
// of the object, the method, and whether the arguments come as a second
// argument (ShellExecute) rather than in the first.
var psProcessStarts = []struct {
	progID, method string
	split          bool
}{
	{"wscript.shell", "run", false},
	{"wscript.shell", "exec", false},
	{"shell.application", "shellexecute", true},
	{"wmi:win32_process", "create", false},
}

// processStart judges a call that starts a process; raw is the source
// text before the parenthesised args (a type's static method or a
// receiver's method).
func (r *psReader) processStart(raw, args string) {
	if strings.HasPrefix(raw, "[") {
		// [void]$p.Start(): a cast before the call.
		if end := psClose([]rune(raw), 0); end < len([]rune(raw)) && !strings.HasPrefix(string([]rune(raw)[end:]), "::") {
			raw = string([]rune(raw)[end:])
		}
	}
	low := strings.ToLower(strings.Join(strings.Fields(raw), ""))
	dot := strings.LastIndexByte(low, '.')
	if dot < 0 {
		return
	}
	method := low[dot+1:]
	var how string
	split := true
	switch {
	case strings.HasPrefix(low, "[") && strings.Count(low, "]::") == 1 && !strings.ContainsAny(low[strings.Index(low, "]::"):], ".("):
		typ, m, _ := strings.Cut(strings.TrimPrefix(low, "["), "]::")
		if strings.TrimPrefix(typ, "system.") != "diagnostics.process" || m != "start" {
			return
		}
		how = "[Diagnostics.Process]::Start"
	case method == "start" && r.processObject(raw[:strings.LastIndexByte(raw, '.')]):
		how = "[Diagnostics.Process].Start" // $p.StartInfo.FileName = …; $p.Start()
	default:
		recv := psObjectOf(raw[:strings.LastIndexByte(raw, '.')], r.psVar)
		for _, s := range psProcessStarts {
			if recv == s.progID && method == s.method {
				how, split = s.progID+"."+s.method, s.split
			}
		}
		if how == "" {
			return
		}
	}
	w := append(r.wrap(), how)
	prog, line, ok := r.startArgs(how, split, psSplitArgs(args))
	if how == "[Diagnostics.Process].Start" {
		v, _ := psEval(raw[:strings.LastIndexByte(raw, '.')], r.psVar)
		psi, _ := psTableGet(v, "startinfo")
		prog, line, ok = psStartInfoLine(psi)
	}
	text := raw + args
	if !ok {
		// The program or its line is only known at run time: the worst
		// reading runs anything (sys.dynamic-start).
		r.a.add(&Command{Grammar: lexer.Cmd, Text: text, Wrappers: append(w, psRunTimeStart), Dynamic: true, Word0: Word{Value: text}})
		return
	}
	if line != "" {
		prog += " " + line
	}
	r.a.runText(nil, langCmdLine, Word{Value: prog, Literal: true}, w)
}

// startArgs returns the program (as a command line's first word) and the
// rest of the line a process start gets.
func (r *psReader) startArgs(how string, split bool, args []string) (prog, line string, ok bool) {
	vals := make([]psValue, len(args))
	for i, a := range args {
		if i > 1 {
			break // user, password, domain, window style, …
		}
		if vals[i], ok = psEval(a, r.psVar); !ok {
			return "", "", false
		}
	}
	if len(vals) == 0 {
		return "", "", false
	}
	if !split {
		return vals[0].text(), "", true // Run("cmd /c …"): one command line
	}
	first := vals[0]
	if first.kind == psTable { // Start($psi)
		return psStartInfoLine(first)
	}
	prog = windowsLine([]Word{{Value: first.text()}}).Value
	// Start(file, user, password, domain): four arguments, no line.
	if len(vals) < 2 || len(args) == 4 && strings.HasPrefix(how, "[") {
		return prog, "", true
	}
	if vals[1].kind == psArray { // Start(file, IEnumerable<string>)
		var ws []Word
		for _, e := range vals[1].list {
			ws = append(ws, Word{Value: e.text()})
		}
		return prog, windowsLine(ws).Value, true
	}
	return prog, vals[1].text(), true
}

// psTableGet returns a hashtable's entry, its key in any case.
func psTableGet(t psValue, key string) (psValue, bool) {
	for i, k := range t.keys {
		if strings.EqualFold(k, key) && i < len(t.list) {
			return t.list[i], true
		}
	}
	return psValue{}, false
}

// psObjectOf returns the ProgID (lowercase) of the COM object an
// expression makes or a variable holds, or "".
func psObjectOf(text string, vars func(string) (psValue, bool)) string {
	t := strings.TrimSpace(text)
	for strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
		t = strings.TrimSpace(t[1 : len(t)-1])
	}
	if v, ok := psEval(t, vars); ok && v.kind == psObject {
		return v.s
	}
	if v, ok := psNewObject(t, vars); ok && v.kind == psObject {
		return v.s
	}
	return psWMIClassObject(t, vars)
}

// psWMIClassObject evaluates Get-WmiObject -List [-Class] CLASS (gwmi):
// the WMI class itself, as [wmiclass]'CLASS' makes it (a
// ManagementClass, whose static methods psProcessStarts knows:
// (Get-WmiObject -List Win32_Process).Create(…)); "" for any other text.
func psWMIClassObject(text string, vars func(string) (psValue, bool)) string {
	fields := psFields(text)
	if len(fields) < 3 || !strings.EqualFold(fields[0], "get-wmiobject") && !strings.EqualFold(fields[0], "gwmi") {
		return ""
	}
	list, class := false, ""
	for i := 1; i < len(fields); i++ {
		p := strings.ToLower(fields[i])
		switch {
		case psIs(p, "-list", 3):
			list = true
		case psIs(p, "-class", 3):
			if i+1 < len(fields) {
				class = psText(fields[i+1], vars)
				i++
			}
		case strings.HasPrefix(p, "-"):
			i++ // -Namespace, -ComputerName, -Credential: a value
		case class == "":
			class = psText(fields[i], vars)
		}
	}
	if !list || class == "" {
		return ""
	}
	return "wmi:" + strings.ToLower(class)
}

// psNewObject evaluates New-Object -ComObject ProgID (a psObject),
// New-Object [-TypeName] Diagnostics.ProcessStartInfo [-ArgumentList file,
// arguments] [-Property @{…}] (a table of its FileName and Arguments),
// and the .NET mail types (psMailObject).
func psNewObject(text string, vars func(string) (psValue, bool)) (psValue, bool) {
	fields := psFields(text)
	if len(fields) < 2 || !strings.EqualFold(fields[0], "new-object") {
		return psValue{}, false
	}
	var typ, com string
	var ctor, props psValue
	for i := 1; i < len(fields); i++ {
		f := fields[i]
		p := strings.ToLower(strings.TrimPrefix(f, "-"))
		val := ""
		if i+1 < len(fields) {
			val = fields[i+1]
		}
		switch {
		case strings.HasPrefix(f, "-") && len(p) >= 2 && strings.HasPrefix("comobject", p):
			com = strings.ToLower(psText(val, vars))
			i++
		case strings.HasPrefix(f, "-") && strings.HasPrefix("typename", p):
			typ = val
			i++
		case strings.HasPrefix(f, "-") && (strings.HasPrefix("argumentlist", p) || p == "args"):
			ctor, _ = psEval(val, vars)
			i++
		case strings.HasPrefix(f, "-") && len(p) >= 2 && strings.HasPrefix("property", p):
			props, _ = psEval(val, vars)
			i++
		case typ == "":
			typ = f
		default:
			ctor, _ = psEval(f, vars)
		}
	}
	if com == psCDOMessageType {
		return psComMailItem(com), true // $m.To = …; $m.Send() (psmail.go)
	}
	if com != "" {
		return psValue{kind: psObject, s: com}, true
	}
	if t, args, ok := strings.Cut(typ, "("); ok && com == "" {
		typ = t // New-Object X509Store('Root', 'LocalMachine'): the arguments written after the type
		ctor, _ = psEval("("+args, vars)
	}
	typ = strings.TrimPrefix(strings.ToLower(psText(typ, vars)), "system.")
	if typ == "security.cryptography.x509certificates.x509store" || typ == "x509store" {
		return psX509Store(ctor.elems())
	}
	if m, ok := psMailObject(typ, ctor.elems()); ok {
		// New-Object Net.Mail.MailMessage -Property @{From=…; Subject=…}
		for i, k := range props.keys {
			if t, ok := psSetMember(m, "."+k, props.list[i], vars); ok && m.kind == psTable {
				m = t
			}
		}
		return m, true
	}
	if typ == "diagnostics.process" {
		return psValue{kind: psTable, keys: []string{"StartInfo"}, list: []psValue{psStartInfo(nil)}}, true
	}
	if typ != "diagnostics.processstartinfo" {
		return psValue{}, false
	}
	psi := psStartInfo(ctor.elems())
	for i, k := range props.keys {
		if t, ok := psSetMember(psi, "."+k, props.list[i], vars); ok {
			psi = t
		}
	}
	return psi, true
}

// psStartInfo is a ProcessStartInfo made with the constructor arguments
// (), (file) or (file, arguments).
func psStartInfo(args []psValue) psValue {
	t := psValue{kind: psTable, keys: []string{"FileName", "Arguments"}, list: []psValue{{}, {}}}
	for i := 0; i < len(args) && i < 2; i++ {
		t.list[i] = psValue{s: args[i].text()}
	}
	return t
}

// psFields splits a command's text at the blanks outside quotes and
// brackets.
func psFields(text string) []string {
	var out []string
	depth, start := 0, -1
	src := []rune(text)
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case pstoken.SQ(c) || pstoken.DQ(c):
			if start < 0 {
				start = i
			}
			i = pstoken.StringEnd(src, i) - 1 // a string, as the tokenizer ends it
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case (c == ' ' || c == '\t') && depth == 0:
			if start >= 0 {
				out = append(out, string(src[start:i]))
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, string(src[start:]))
	}
	// 'a', 'b': an array across blanks is one argument.
	for i := 0; i+1 < len(out); i++ {
		if strings.HasSuffix(out[i], ",") || strings.HasPrefix(out[i+1], ",") {
			out[i] += out[i+1]
			out = append(out[:i+1], out[i+2:]...)
			i--
		}
	}
	return out
}

// psRunTimeStart is the last wrapper of a process start whose program or
// command line the analysis cannot compute.
const psRunTimeStart = "(known at run time)"

// dynamicStart refuses a process start whose program or command line is
// only known at run time: read at its worst, it runs anything.
func dynamicStart(ctx *Context, c *Command) []Finding {
	if !c.Dynamic || len(c.Wrappers) < 2 || c.Wrappers[len(c.Wrappers)-1] != psRunTimeStart {
		return nil
	}
	f := finding("sys.dynamic-start", c,
		"it starts a process ("+c.Wrappers[len(c.Wrappers)-2]+") whose program or command line is only known at run time; at its worst it runs anything, unchecked",
		"name the program and its arguments as literal strings, e.g. `[Diagnostics.Process]::Start('notepad.exe', 'notes.txt')` or `Start-Process -FilePath notepad.exe -ArgumentList notes.txt`")
	f.Undecided = true
	return []Finding{f}
}

// psText is a bare word's or an expression's value as text: a word that
// does not evaluate is itself (New-Object Diagnostics.ProcessStartInfo).
func psText(word string, vars func(string) (psValue, bool)) string {
	if v, ok := psEval(word, vars); ok {
		return v.text()
	}
	return word
}

// psStartInfoLine returns the program and line of a ProcessStartInfo.
func psStartInfoLine(psi psValue) (prog, line string, ok bool) {
	file, _ := psTableGet(psi, "filename")
	argv, _ := psTableGet(psi, "arguments")
	return windowsLine([]Word{{Value: file.text()}}).Value, argv.text(), psi.kind == psTable && file.text() != ""
}

// processObject reports whether the expression recv is a
// System.Diagnostics.Process made by New-Object (a table holding its
// StartInfo), or a variable the analysis cannot compute holding one: a
// variable assigned New-Object Diagnostics.Process whose StartInfo was
// then set from something unknown.
func (r *psReader) processObject(recv string) bool {
	v, ok := psEval(recv, r.psVar)
	if !ok || v.kind != psTable {
		return false
	}
	_, ok = psTableGet(v, "startinfo")
	return ok
}

// csProcessStart finds C#'s calls that start a process in a type's
// source: Process.Start(file[, arguments]) and new
// ProcessStartInfo(file[, arguments]), with or without their namespaces.
var csProcessStart = &lazyRegexp{expr: `\b(?:Process\.Start|new\s+(?:System\.)?(?:Diagnostics\.)?ProcessStartInfo)\s*\(`, words: []string{"Process"}}

// addType judges the C# source Add-Type compiles (-TypeDefinition,
// -MemberDefinition or its first operand): the processes it starts when
// a method of it runs, which a call of the type's may do at once
// ([X]::Run()); their command lines are judged as cmd reads them, as
// [Diagnostics.Process]::Start's are, and one only known at run time is
// the worst reading (sys.dynamic-start).
func (r *psReader) addType(c *Command, words []psWord, w []string) {
	for _, wd := range words {
		if wd.param || !strings.Contains(wd.Value, "Process") {
			continue
		}
		src := wd.Value
		for _, loc := range csProcessStart.get().FindAllStringIndex(src, maxCalls) {
			args, ok := csStringArgs(src[loc[1]:])
			w := append(w[:len(w):len(w)], "Add-Type "+strings.TrimSpace(src[loc[0]:loc[1]-1]))
			if (!ok || len(args) == 0) && strings.Contains(src[loc[0]:loc[1]], ".Start") && strings.Contains(src, "ProcessStartInfo(") {
				continue // Process.Start(psi): the ProcessStartInfo made is judged where it is made
			}
			if !ok || len(args) == 0 {
				text := src[loc[0]:]
				r.a.add(&Command{Grammar: lexer.Cmd, Text: c.Text, Wrappers: append(w, psRunTimeStart), Dynamic: true, Word0: Word{Value: text}})
				continue
			}
			line := args[0]
			if len(args) > 1 {
				line += " " + args[1]
			}
			r.a.runText(nil, langCmdLine, Word{Value: line, Literal: true}, w)
		}
	}
}

// csStringArgs reads the arguments of a C# call from after its "(" to
// its ")": each a string literal ("…" with C#'s escapes, or verbatim
// @"…" with "" for a quote); ok is false when one is anything else.
func csStringArgs(s string) (args []string, ok bool) {
	i := 0
	for {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
			i++
		}
		if i < len(s) && s[i] == ')' {
			return args, true
		}
		verbatim := strings.HasPrefix(s[i:], `@"`)
		if verbatim {
			i++
		}
		if i >= len(s) || s[i] != '"' {
			return nil, false
		}
		i++
		var b strings.Builder
		closed := false
		for i < len(s) && !closed {
			ch := s[i]
			switch {
			case verbatim && ch == '"' && i+1 < len(s) && s[i+1] == '"':
				b.WriteByte('"')
				i += 2
			case ch == '"':
				closed = true
				i++
			case !verbatim && ch == '\\' && i+1 < len(s):
				switch s[i+1] {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				default:
					b.WriteByte(s[i+1])
				}
				i += 2
			default:
				b.WriteByte(ch)
				i++
			}
		}
		if !closed {
			return nil, false
		}
		args = append(args, b.String())
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i < len(s) && s[i] == ',' {
			i++
			continue
		}
		if i < len(s) && s[i] == ')' {
			return args, true
		}
		return nil, false
	}
}
