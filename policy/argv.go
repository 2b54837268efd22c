package policy

import (
	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// execCall finds the calls of a one-liner that run a program from a list of
// arguments rather than from a shell string: Python's subprocess.run(["rm",
// "-rf", "/"]) and os.execvp("rm", ["rm", …]), Perl's and Ruby's
// system("rm", "-rf", "/"), Node's spawn("rm", ["-rf", "/"]), Bun's
// spawnSync(["rm", …]), Deno's new Deno.Command("rm", {args: […]}), Go's
// exec.Command("rm", "-rf", dir), Python's os.execlp("rm", "rm", "-rf",
// d) and asyncio.create_subprocess_exec("rm", …), PHP's pcntl_exec("/bin/rm",
// […]), Ruby's IO.popen(["rm", …]) and Open3.capture2("rm", …), Elixir's System.cmd("rm", ["-rf", d]),
// Crystal's Process.run("rm", […]), Nim's execProcess and startProcess
// ("rm", args = […]), Scala's os.proc("rm", "-rf", d), Julia's
// Cmd(["rm", …]), D's execute and spawnProcess(["rm", …]). The name
// decides how the arguments make the argv (execArgv).
var execCall = &lazyRegexp{expr: `\b(run|call|check_call|check_output|Popen|execv|execve|execvp|execvpe|spawnv|spawnve|spawnvp|spawnvpe|execl|execle|execlp|execlpe|spawnl|spawnle|spawnlp|spawnlpe|pcntl_exec|posix_spawn|posix_spawnp|create_subprocess_exec|system|exec|spawn|spawnSync|execFile|execFileSync|popen|capture2|capture2e|capture3|popen2|popen2e|popen3|Command|ProcessBuilder|cmd|proc|Cmd|execute|spawnProcess|pipeProcess|execProcess|startProcess)\s*\(`}

// maxCallArgs bounds the text of one call's arguments that is read;
// maxCalls the calls followed in one piece of code.
const (
	maxCallArgs = 4096
	maxCalls    = 1024
)

// execArgvs returns, for each call of code that runs a program from an
// argument list, that program's words; a word not written as a literal is
// nil.
func execArgvs(code string) [][]*string {
	var out [][]*string
	code = listVarsResolved(typedListsBracketed(code))
	for _, m := range execCall.get().FindAllStringSubmatchIndex(code, maxCalls) {
		name := code[m[2]:m[3]]
		args, ok := callArgs(code[m[1]:])
		if !ok {
			continue
		}
		if name == "Command" && len(args) == 2 && args[0].str != nil && !args[1].isL && args[1].str == nil {
			// new Deno.Command("rm", {args: ["-rf", dir]}): the list
			// the options object gives as args.
			if l := commandArgsOpt.get().FindStringSubmatch(code[m[1]:min(len(code), m[1]+maxCallArgs)]); l != nil {
				if list, ok := callArgs(l[1] + ")"); ok && len(list) == 1 && list[0].isL {
					args[1] = list[0]
				}
			}
		}
		if argv := execArgv(name, args); hasLiteral(argv) {
			out = append(out, argv)
		}
	}
	// Groovy's [words].execute(), Scheme's (system* "rm" "-rf" dir) and
	// Racket's (process* …): the list, or the strings, are the argv.
	for _, m := range listExecute.get().FindAllStringSubmatch(code, maxCalls) {
		if m[1] != "" {
			if args, ok := callArgs(m[1] + ")"); ok && len(args) == 1 && args[0].isL && hasLiteral(args[0].list) {
				out = append(out, args[0].list)
			}
			continue
		}
		var argv []*string
		for _, q := range lispString.get().FindAllStringSubmatch(m[2], -1) {
			argv = append(argv, &q[1])
		}
		if len(argv) > 0 {
			out = append(out, argv)
		}
	}
	out = append(out, rustCommands(code)...)
	// Perl's and Ruby's system and exec without parentheses, Raku's run:
	// the list runs to the end of the statement.
	for _, m := range bareCall.get().FindAllStringSubmatchIndex(code, maxCalls) {
		rest := code[m[1]-1:]
		if end := strings.IndexAny(rest, ";\n"); end >= 0 {
			rest = rest[:end]
		}
		args, ok := callArgs(rest + ")")
		if !ok {
			continue
		}
		name := code[m[2]:m[3]]
		if name == "run" {
			name = "system" // Raku's run "rm", "-rf", $dir: its words
		}
		if argv := execArgv(name, args); hasLiteral(argv) {
			out = append(out, argv)
		}
	}
	return out
}

// rustCommand matches Rust's Command::new( (std::process's, tokio's,
// async-std's), and the variable it is bound to by let.
var rustCommand = &lazyRegexp{expr: `(?:\blet\s+(?:mut\s+)?([A-Za-z_]\w*)\s*=\s*)?\bCommand::new\s*\(`}

// rustCommands returns the argv of each Rust Command the code builds:
// the program Command::new names, then the words of the builder's arg
// and args calls, chained (Command::new("sh").arg("-c").arg(cmd)) or
// made on the variable the builder is bound to (let mut c =
// Command::new("sh"); c.args(["-c", cmd]);), in order (std::process's
// Command documentation).
func rustCommands(code string) [][]*string {
	var out [][]*string
	for _, m := range rustCommand.get().FindAllStringSubmatchIndex(code, maxCalls) {
		args, ok := callArgs(code[m[1]:])
		end := callEnd(code[m[1]:])
		if !ok || end < 0 || len(args) != 1 {
			continue
		}
		argv := []*string{args[0].str}
		rest := code[m[1]+end:]
		var calls []string // the builder's calls, ".arg(…)" and the like
		for {
			c := rustMethod.get().FindStringIndex(rest)
			if c == nil {
				break
			}
			e := callEnd(rest[c[1]:])
			if e < 0 {
				break
			}
			calls = append(calls, rest[:c[1]+e])
			rest = rest[c[1]+e:]
		}
		if m[2] >= 0 { // let c = Command::new(…); c.arg(…);
			calls = append(calls, rustVarCall(code[m[1]+end:], code[m[2]:m[3]])...)
		}
		for _, call := range calls {
			name, list, _ := strings.Cut(strings.TrimLeft(call, " \t\n."), "(")
			list = rustSlices.get().ReplaceAllString(list, "[")
			a, ok := callArgs(list)
			switch {
			case !ok || len(a) == 0:
			case strings.TrimSpace(name) == "arg":
				argv = append(argv, a[0].str)
			case strings.TrimSpace(name) == "args" && a[0].isL:
				argv = append(argv, a[0].list...)
			case strings.TrimSpace(name) == "args":
				argv = append(argv, nil) // a list only known at run time
			}
		}
		if hasLiteral(argv) {
			out = append(out, argv)
		}
	}
	return out
}

// rustMethod matches the start of a chained method call, .name(, at the
// start of the text.
var rustMethod = &lazyRegexp{expr: `^\s*\.\s*[A-Za-z_]\w*\s*\(`}

// rustSlices matches the ways Rust writes a list of arguments: &[…],
// vec![…], &vec![…].
var rustSlices = &lazyRegexp{expr: `&?\s*(?:vec!\s*)?\[`}

// rustVarCall returns the calls .arg( and .args( made on the variable v
// in code, each with its arguments: c.arg("-c").
func rustVarCall(code, v string) []string {
	var out []string
	for i := 0; len(out) < maxCalls; {
		j := strings.Index(code[i:], v+".arg")
		if j < 0 {
			break
		}
		j += i + len(v)
		if k := j - len(v) - 1; k >= 0 && isWordByte(code[k]) {
			i = j
			continue // another name ending in v
		}
		c := rustMethod.get().FindStringIndex(code[j:])
		if c == nil {
			i = j
			continue
		}
		e := callEnd(code[j+c[1]:])
		if e < 0 {
			break
		}
		out = append(out, code[j:j+c[1]+e])
		i = j + c[1] + e
	}
	return out
}

// callEnd returns the length of a call's arguments in s, which follows
// its "(", with the ")" that closes it; -1 when it is not closed within
// maxCallArgs bytes. Brackets inside string literals do not count.
func callEnd(s string) int {
	depth := 0
	for i := 0; i < len(s) && i < maxCallArgs; i++ {
		switch c := s[i]; c {
		case '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				return i + 1
			}
			depth--
		}
	}
	return -1
}

// listExecute matches Groovy's list of words run by execute()
// (["git", "push", "-f"].execute()) and Scala's by ! and !! (Seq("rm",
// "-rf", d).!, a typed list bracketed), or the strings of a Lisp's call
// that runs a program with its arguments, no shell between ((system*
// "rm" "-rf" "/etc"), Racket's process*).
var listExecute = &lazyRegexp{expr: `(\[[^\[\]\n]*\])\s*\.\s*(?:execute\s*\(|!!?)|\((?:system\*|process\*|process\*/ports)\s+((?:"[^"\n]*"\s*)+)\)`}

// lispString matches one string of listExecute's Lisp call.
var lispString = &lazyRegexp{expr: `"([^"\n]*)"`}

// commandArgsOpt matches the args list of Deno.Command's options object.
var commandArgsOpt = &lazyRegexp{expr: `^[^{}]*\{[^{}]*?\bargs\s*:\s*(\[[^\[\]]*\])`}

// listAssign matches a variable assigned a list of literals, c = ["rm",
// "-rf", "/"] (const, let, var as JavaScript writes it): name and list.
var listAssign = &lazyRegexp{expr: `(?:^|[;{\s(])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(\[[^\[\]\n]*\])`}

// listVarCall matches a call of execCall's whose first argument is a
// variable, or whose second is after a string: subprocess.run(c),
// spawn(cmd, …), spawnSync("rm", args).
var listVarCall = &lazyRegexp{expr: `\b(run|call|check_call|check_output|Popen|execv|execve|execvp|execvpe|spawnv|spawnve|spawnvp|spawnvpe|posix_spawn|posix_spawnp|system|exec|spawn|spawnSync|execFile|execFileSync|popen)\s*\(\s*((?:'[^'\n]*'|"[^"\n]*")\s*,\s*)?([A-Za-z_]\w*)\s*([,)])`}

// listVarsResolved returns code with a call given a variable that holds a
// list of literals given the list: c = ["rm", "-rf", "/"];
// subprocess.run(c) runs what subprocess.run(["rm", "-rf", "/"]) does.
func listVarsResolved(code string) string {
	if !strings.Contains(code, "[") {
		return code
	}
	lists := map[string]string{}
	for _, m := range listAssign.get().FindAllStringSubmatch(code, 32) {
		lists[m[1]] = m[2]
	}
	if len(lists) == 0 {
		return code
	}
	return listVarCall.get().ReplaceAllStringFunc(code, func(call string) string {
		m := listVarCall.get().FindStringSubmatch(call)
		if l, ok := lists[m[3]]; ok {
			return m[1] + "(" + m[2] + l + m[4] // spawnSync("rm", a): its list
		}
		return call
	})
}

// typedList matches the list literals of the typed languages, their
// elements captured: Java's new String[]{…} and C#'s new[] {…} and
// new string[] {…}, Java's List.of(…) and Arrays.asList(…), Kotlin's
// arrayOf(…), listOf(…) and mutableListOf(…), Scala's Seq(…) and
// List(…), Swift's and Dart's […] being the bracketed form already.
var typedList = &lazyRegexp{expr: `\bnew\s+(?:[Ss]tring\s*)?\[\s*\]\s*\{([^{}]*)\}|\b(?:List\.of|Arrays\.asList|arrayOf|listOf|mutableListOf|Seq|List)\(([^()]*)\)`}

// typedListsBracketed returns code with each typed list literal
// (typedList) written as the bracketed list callArgs reads: new
// String[]{"rm", "-rf", d} is ["rm", "-rf", d].
func typedListsBracketed(code string) string {
	return typedList.get().ReplaceAllStringFunc(code, func(m string) string {
		sub := typedList.get().FindStringSubmatch(m)
		return "[" + sub[1] + sub[2] + "]"
	})
}

// bareCall finds Perl's and Ruby's system and exec, and Raku's run,
// called without parentheses (exec "rm", "-rf", $dir); the match ends
// after the quote that opens the first argument.
var bareCall = &lazyRegexp{expr: `\b(system|exec|run)\s+["']`}

// hasLiteral reports whether any word of argv is known: a call with
// nothing but run-time values, or a list in a string ("run([1])"), says
// nothing to judge.
func hasLiteral(argv []*string) bool {
	for _, w := range argv {
		if w != nil {
			return true
		}
	}
	return false
}

// callArg is one argument of a call: a string literal, a list, or
// anything else (neither set).
type callArg struct {
	str  *string
	list []*string // elements; nil entries were not literals
	isL  bool
}

// execArgv makes the argv of a call from its arguments:
//
//   - subprocess's run, call, check_call, check_output, Popen, and the
//     exec*/spawn*v functions of os: the first list;
//   - Node's spawn, spawnSync, execFile, execFileSync: the first string,
//     then the list after it;
//   - system, exec, spawn with two or more strings and no list (Perl,
//     Ruby): the strings. One string is a shell string, followed as such
//     elsewhere.
func execArgv(name string, args []callArg) []*string {
	firstList := func() []*string {
		for _, a := range args {
			if a.isL {
				return a.list
			}
		}
		return nil
	}
	switch name {
	case "run", "call", "check_call", "check_output", "Popen",
		"execv", "execve", "execvp", "execvpe", "spawnv", "spawnve", "spawnvp", "spawnvpe",
		"posix_spawn", "posix_spawnp", "Cmd", "execute", "spawnProcess", "pipeProcess":
		if name == "run" && len(args) > 1 && args[0].str != nil && args[1].isL {
			return append([]*string{args[0].str}, args[1].list...) // Crystal's Process.run("rm", ["-rf", d])
		}
		return firstList()
	case "spawnSync", "execFile", "execFileSync", "Command", "ProcessBuilder":
		switch {
		case len(args) > 0 && args[0].isL && name == "spawnSync":
			return args[0].list // Bun.spawnSync(["rm", "-rf", dir])
		case len(args) > 1 && args[0].str != nil && (name == "Command" || name == "ProcessBuilder") && !slices.ContainsFunc(args, func(a callArg) bool { return a.isL }):
			// Go's exec.Command("rm", "-rf", dir), Java's new
			// ProcessBuilder("rm", "-rf", dir): the strings.
			var argv []*string
			for _, a := range args {
				argv = append(argv, a.str)
			}
			return argv
		case len(args) > 0 && args[0].str != nil:
			return append([]*string{args[0].str}, firstList()...)
		case len(args) > 0 && args[0].isL && name == "ProcessBuilder":
			return args[0].list // new ProcessBuilder(List.of("rm", "-rf", dir))
		}
		return nil
	}
	if (name == "exec" || name == "popen" || strings.HasPrefix(name, "capture") || strings.HasPrefix(name, "popen")) && len(args) > 0 && args[0].isL {
		// Java's Runtime.getRuntime().exec(new String[]{"rm", …}), Ruby's
		// IO.popen(["rm", …]) and Open3.popen3(["rm", …]).
		return args[0].list
	}
	strs := func(from int) []*string {
		var argv []*string
		for _, a := range args[min(from, len(args)):] {
			if a.isL {
				return nil
			}
			argv = append(argv, a.str)
		}
		return argv
	}
	switch name {
	case "execl", "execle", "execlp", "execlpe", "spawnl", "spawnle", "spawnlp", "spawnlpe":
		// Python's os.execl(path, arg0, arg1, …) and os.spawnl(mode,
		// path, arg0, …): the program, then the arguments after its
		// argv[0]; the e forms end with the environment.
		if name[0] == 's' {
			args = args[min(1, len(args)):]
		}
		if strings.HasSuffix(name, "e") && len(args) > 0 {
			args = args[:len(args)-1]
		}
		if len(args) < 2 || args[0].isL {
			return nil
		}
		return append([]*string{args[0].str}, strs(2)...)
	case "pcntl_exec":
		if len(args) > 1 && args[1].isL && args[0].str != nil {
			return append([]*string{args[0].str}, args[1].list...) // PHP's pcntl_exec("/bin/rm", ["-rf", $d])
		}
		return nil
	}
	// system, exec, spawn.
	if name == "spawn" && len(args) > 0 && args[0].isL {
		return args[0].list // Python's pty.spawn(argv), Bun.spawn(argv)
	}
	if len(args) > 1 && args[1].isL && args[0].str != nil {
		return append([]*string{args[0].str}, args[1].list...) // Node's spawn
	}
	var argv []*string
	for _, a := range args {
		if a.isL {
			return nil
		}
		argv = append(argv, a.str)
	}
	if len(argv) < 2 || argv[0] == nil {
		return nil
	}
	return argv
}

// callArgs reads the arguments of a call from s, which follows its "(",
// up to the matching ")". ok is false when the call is not closed within
// maxCallArgs bytes.
func callArgs(s string) (args []callArg, ok bool) {
	if len(s) > maxCallArgs {
		s = s[:maxCallArgs]
	}
	var cur callArg
	other := false // the current argument has text that is not a literal
	inList := false
	depth := 0 // brackets open inside the current argument or list element
	// The list element being read: a literal, or of unknown value.
	var elem *string
	elemUnknown := false
	endElem := func() {
		if elemUnknown {
			elem = nil
		}
		if elem != nil || elemUnknown {
			cur.list = append(cur.list, elem)
		}
		elem, elemUnknown = nil, false
	}
	endArg := func() {
		if other {
			cur = callArg{}
		}
		args = append(args, cur)
		cur, other = callArg{}, false
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			i++
		case c == '"' || c == '\'' || isStrPrefix(s, i):
			lit, n := stringLit(s[i:])
			if n == 0 {
				return nil, false
			}
			i += n
			switch {
			case depth > 0:
				if inList {
					elemUnknown = true
				} else {
					other = true
				}
			case inList:
				if elem != nil {
					elemUnknown = true // "a" "b", "a" + "b": not one literal
				}
				elem = lit
			case cur.str == nil && !cur.isL:
				cur.str = lit
			default:
				other = true
			}
		case c == '[' && depth == 0 && !inList && cur.str == nil && !cur.isL && !other:
			inList, cur.isL = true, true
			i++
		case c == ']' && inList && depth == 0:
			endElem()
			inList = false
			i++
		case c == ',' && depth == 0:
			if inList {
				endElem()
			} else {
				endArg()
			}
			i++
		case c == '(' || c == '[' || c == '{':
			depth++
			if inList {
				elemUnknown = true
			} else {
				other = true
			}
			i++
		case c == ')' || c == ']' || c == '}':
			if depth == 0 {
				if c != ')' || inList {
					return nil, false
				}
				if cur.str != nil || cur.isL || other {
					endArg()
				}
				return args, true
			}
			depth--
			i++
		default:
			// A name, a number, an operator, a keyword argument
			// (shell=True): not a literal.
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\n,()[]{}\"'", rune(s[j])) {
				j++
			}
			if j == i {
				j++
			}
			if inList {
				elemUnknown = true
			} else if depth == 0 {
				other = true
			}
			i = j
		}
	}
	return nil, false
}

// isStrPrefix reports whether s[i:] is a Python string prefix (r, b, u, f,
// rb, …) right before a quote.
func isStrPrefix(s string, i int) bool {
	if i > 0 && (isWordByte(s[i-1])) {
		return false
	}
	j := i
	for j < len(s) && j-i < 2 && strings.IndexByte("rRbBuUfF", s[j]) >= 0 {
		j++
	}
	return j > i && j < len(s) && (s[j] == '"' || s[j] == '\'')
}

// stringLit reads the string literal at the start of s (after an optional
// Python prefix) and returns its value and length; 0 when it is not
// closed. Backslash escapes of the quote and of the backslash are undone;
// others are kept as written.
func stringLit(s string) (*string, int) {
	i := 0
	for i < len(s) && s[i] != '"' && s[i] != '\'' {
		i++
	}
	if i >= len(s) {
		return nil, 0
	}
	q := s[i]
	if i+2 < len(s) && s[i+1] == q && s[i+2] == q {
		triple := s[i : i+3]
		// A triple-quoted string (Python's, Kotlin's and Groovy's, Scala's,
		// Swift's, Julia's): to the next three quotes, lines and all, read
		// as written (Kotlin's raw string has no escapes).
		if end := strings.Index(s[i+3:], triple); end >= 0 {
			v := s[i+3 : i+3+end]
			return &v, i + 3 + end + 3
		}
		return nil, 0
	}
	var b strings.Builder
	for j := i + 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == '\\' && j+1 < len(s) && (s[j+1] == q || s[j+1] == '\\'):
			b.WriteByte(s[j+1])
			j++
		case c == q:
			v := b.String()
			return &v, j + 1
		case c == '\n':
			return nil, 0
		default:
			b.WriteByte(c)
		}
	}
	return nil, 0
}

// argvCommand writes argv as a shell command: literals single-quoted, a
// word of unknown value as a variable's value ("$VALUE"), which may be
// anything: system("rm", "-rf", $ENV{HOME}) deletes what it names.
func argvCommand(argv []*string) string {
	words := make([]string, len(argv))
	for i, w := range argv {
		if w == nil {
			words[i] = `"$VALUE"`
			continue
		}
		words[i] = shquote.Single(*w)
	}
	return strings.Join(words, " ")
}

// interpreterArgv follows the argument-list calls of a one-liner's code.
func (a *analyzer) interpreterArgv(code, via string, w []string) {
	argvs := execArgvs(code)
	if q := perlQwLists(code); q != code {
		// Perl's qw lists read as the strings they are; the code as
		// written too (a qw in another language's string: pty.spawn([…,
		// "perl -e 'unlink qw(/etc/hosts)'"]) stays that string).
		argvs = append(argvs, execArgvs(q)...)
	}
	for _, argv := range argvs {
		a.posix(argvCommand(argv), lexer.Bash, append(w[:len(w):len(w)], via))
	}
	for _, cmd := range nodeShellCalls(code) {
		a.posix(cmd, lexer.Bash, append(w[:len(w):len(w)], via))
	}
}

// nodeShellOpt finds Node's shell option set to anything but false
// (shell: true, shell: "/bin/bash"): with it, spawn, spawnSync, execFile
// and execFileSync run their command and arguments, joined by spaces, in
// a shell (Node's child_process documentation, options.shell).
var nodeShellOpt = &lazyRegexp{expr: `\bshell\s*:\s*(?:true\b|["'\x60]|[A-Za-z_$][\w.$]*)`}

// nodeShellSet reports whether text sets Node's shell option to
// anything but false.
func nodeShellSet(text string) bool {
	loc := nodeShellOpt.get().FindStringIndex(text)
	return loc != nil && !strings.HasPrefix(strings.TrimSpace(text[strings.IndexByte(text[loc[0]:], ':')+loc[0]+1:]), "false")
}

// nodeShellCalls returns the shell strings of the calls of code that give
// Node's child_process a command and the shell option: spawn("rm -rf ~",
// {shell: true}), execFileSync("rm", ["-rf", dir], {shell: true}).
func nodeShellCalls(code string) []string {
	var out []string
	for _, m := range execCall.get().FindAllStringSubmatchIndex(code, maxCalls) {
		switch code[m[2]:m[3]] {
		case "spawn", "spawnSync", "execFile", "execFileSync":
		default:
			continue
		}
		rest := code[m[1]:min(len(code), m[1]+maxCallArgs)]
		if _, n := stringLit(rest); n > 0 {
			rest = rest[n:] // the command's own ) are not the call's
		}
		if end := strings.IndexByte(rest, ')'); end >= 0 {
			rest = rest[:end]
		}
		if !nodeShellSet(rest) && !nodeShellSet(code) {
			continue // the call's options, or options built elsewhere (const o = {shell: true}; spawn(cmd, o))
		}
		args, ok := callArgs(code[m[1]:])
		if !ok || len(args) == 0 || args[0].str == nil {
			continue
		}
		words := []string{*args[0].str}
		if len(args) > 1 && args[1].isL {
			for _, e := range args[1].list {
				if e == nil {
					words = append(words, `"$VALUE"`)
				} else {
					words = append(words, *e)
				}
			}
		}
		out = append(out, strings.Join(words, " "))
	}
	return out
}

// perlQwLists returns code with each of Perl's qw word lists, whatever
// its delimiters (qw(…), qw{…}, qw[…], qw<…>, qw/…/, qw!…!), written as
// the list of quoted strings it is (perlop, "Quote-Like Operators"):
// system qw(rm -rf), $dir and exec { 'rm' } qw<rm -rf /> are then read
// as argument lists. A list with a quote in it is left as written.
func perlQwLists(code string) string {
	if !strings.Contains(code, "qw") {
		return code
	}
	var b strings.Builder
	rest := code
	for {
		i := strings.Index(rest, "qw")
		if i < 0 {
			break
		}
		j := i + 2
		for j < len(rest) && (rest[j] == ' ' || rest[j] == '\t') {
			j++
		}
		if (i > 0 && isWordByte(rest[i-1])) || j >= len(rest) || isWordByte(rest[j]) || rest[j] == ' ' || rest[j] == '\n' || rest[j] == '=' || rest[j] == ',' || rest[j] == ';' {
			b.WriteString(rest[:i+2])
			rest = rest[i+2:]
			continue
		}
		open := rest[j]
		shut := open
		if k := strings.IndexByte("([{<", open); k >= 0 {
			shut = ")]}>"[k]
		}
		end := strings.IndexByte(rest[j+1:], shut)
		body := ""
		if end >= 0 {
			body = rest[j+1 : j+1+end]
		}
		if end < 0 || strings.ContainsAny(body, "'\"\\") {
			b.WriteString(rest[:i+2])
			rest = rest[i+2:]
			continue
		}
		b.WriteString(rest[:i])
		for n, f := range strings.Fields(body) {
			if n > 0 {
				b.WriteString(", ")
			}
			b.WriteString("'" + f + "'")
		}
		rest = rest[j+1+end+1:]
	}
	b.WriteString(rest)
	return b.String()
}
