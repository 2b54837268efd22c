package policy

import "strings"

// A one-liner that hands what it reads on standard input to the shell or
// to its own language's eval runs the text piped into it, as sh does:
// echo CMD | python3 -c 'import os,sys; os.system(sys.stdin.read())',
// … | perl -e 'system(<STDIN>)', … | perl -ne 'system $_', … | node -e
// '…execSync(fs.readFileSync(0,"utf8"))', … | ruby -e 'system(STDIN.read)',
// … | python3 -c 'exec(sys.stdin.read())'. The code is read for the
// language's ways of reading standard input (stdinReaders) and for a call
// that runs a string (a shell runner, or the language's eval) given
// anything but a string literal: with both, the worst reading is that the
// call runs what was read. perl's and ruby's -n and -p read it line by
// line into $_ around the code (perlrun, ruby(1)).

// stdinReaders are, by language (spec.prog), the expressions that read
// standard input.
var stdinReaders = []struct {
	lang  string
	reads *lazyRegexp
}{
	{"python", &lazyRegexp{expr: `\bsys\.stdin\b|\binput\s*\(|\bopen\s*\(\s*(?:0|["']/dev/stdin["'])|\bfileinput\b`}},
	{"node", &lazyRegexp{expr: `\bprocess\.stdin\b|readFileSync\s*\(\s*(?:0\b|["']/dev/stdin["']|process\.stdin)|\breadline\b`}},
	{"perl", &lazyRegexp{expr: `<\s*(?:STDIN)?\s*>|<<>>|\bSTDIN\b|\bARGV\b`}},
	{"ruby", &lazyRegexp{expr: `\bSTDIN\b|\$stdin\b|\bARGF\b|\$<|\bgets\b|\breadlines?\b`}},
	{"php", &lazyRegexp{expr: `php://stdin|\bSTDIN\b|\bfgets\s*\(|\breadline\s*\(`}},
	{"lua", &lazyRegexp{expr: `\bio\.(?:read|lines|stdin)\b`}},
	{"r", &lazyRegexp{expr: `\bstdin\s*\(|readLines\s*\(\s*["']stdin|file\s*\(\s*["']stdin`}},
	{"julia", &lazyRegexp{expr: `\bstdin\b|\bSTDIN\b`}},
	{"tcl", &lazyRegexp{expr: `\bstdin\b`}},
	{"groovy", &lazyRegexp{expr: `System\.in\b`}},
}

// stringRunner matches a call that runs a string: a shell runner
// (system, os.system, popen, subprocess.*, execSync, child_process.*,
// shell_exec, passthru, os.execute, io.popen) or the language's own eval
// (eval, exec, compile, Function, load, loadstring, instance_eval), not a
// method of that name (re.compile, json.load, regex.exec); perl's, ruby's
// and php's backquotes, qx and %x. Groups 1 or 2 are the call, 3 what
// follows its opening, the first characters of its argument; 4 and 5 the
// same of a backquote. A call on a call's result, ).exec, may follow a
// quote or a bracket, where \b finds no boundary (require('child_process').exec).
var stringRunner = &lazyRegexp{expr: `(?:(?:\b|[)'"\]])((?:os\.)?system|popen|execSync|spawnSync|subprocess\.\w+|check_output|check_call|getoutput|getstatusoutput|Popen|shell_exec|passthru|proc_open|os\.execute|io\.popen|child_process\.\w+|\)\.exec)|(?:^|[^.\w$])(exec|eval|compile|Function|loadstring|load|dofile|instance_eval|evalq))\s*(?:\(\s*|\s+)(.?.?.?)|(qx\s*[({\[]|%x[({\[]|` + "`" + `)(.?.?.?)`}

// ownEvals are the calls of stringRunner that run the language's own
// code; perl's and ruby's exec replace the process with a shell command.
var ownEvals = set{"Function", "compile", "dofile", "eval", "evalq", "exec", "instance_eval", "load", "loadstring"}

// runsItsStdin says how c, an interpreter given code, runs what it reads
// on standard input: "shell" (system(<STDIN>)), "own" (exec(sys.stdin.read())),
// or "" when it does not.
func runsItsStdin(c *Command) string {
	s, args := interpSpecOf(c)
	if s == nil {
		return ""
	}
	return stdinRunner(s, parseArgs(s, args))
}

// stdinRunner is runsItsStdin of an interpreter of spec s given the
// arguments p.
func stdinRunner(s *spec, p parsed) string {
	if s.extra().prog == "" {
		return ""
	}
	var code string
	for _, o := range p.opts {
		if o.hasValue && s.codeOpts.has(o.name) && o.literal {
			code += o.value + "\n"
		}
	}
	if s.codeArg && len(p.operands) > 0 && p.operands[0].Literal {
		code += p.operands[0].Value
	}
	if code == "" {
		return ""
	}
	return codeRunsStdin(s.extra().prog, code, (s.extra().prog == "perl" || s.extra().prog == "ruby") && p.has("-n", "-p"))
}

// codeRunsStdin is runsItsStdin of code in language lang; lines: the
// interpreter reads standard input line by line into $_ around it.
func codeRunsStdin(lang, code string, lines bool) string {
	reads := lines
	for _, r := range stdinReaders {
		if r.lang == lang && r.reads.get().MatchString(code) {
			reads = true
		}
	}
	if !reads {
		return ""
	}
	how := ""
	for _, m := range stringRunner.get().FindAllStringSubmatch(code, maxCalls) {
		call, arg := m[1]+m[2], m[3]
		if call == "" {
			if lang != "perl" && lang != "ruby" && lang != "php" {
				continue // a template string, not a command's output
			}
			call, arg = m[4], m[5]
		}
		if literalArg(arg) {
			continue
		}
		if ownEvals.has(call) && !(call == "exec" && (lang == "perl" || lang == "ruby")) {
			how = "own"
			continue
		}
		return "shell"
	}
	return how
}

// literalArg reports whether a call's argument, of which start is the
// first characters, is a string literal (or a list of them): "…", '…',
// r"…", ["…".
func literalArg(start string) bool {
	start = strings.TrimLeft(start, "[ ")
	start = strings.TrimLeft(start, "rRbBuU")
	return start != "" && (start[0] == '"' || start[0] == '\'')
}
