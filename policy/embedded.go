package policy

import (
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

// Build files whose format is no script but holds command lines the
// build tool hands to the shell (sourceRun.embeds): a Bazel genrule's
// cmd, Meson's run_command and command: lists, an RPM spec's build
// sections, an MSBuild Exec task's Command, Gradle's commandLine,
// Rake's sh, and the in-tree build backend pyproject.toml names. Each
// reader follows its format's own rules for strings and escapes, and
// returns the command lines as the shell would be given them.

// genruleCmds returns the shell commands of a Bazel BUILD file's (or a
// .bzl file's) rules: a genrule's cmd and cmd_bash, and the command of
// ctx.actions.run_shell, with Bazel's "Make" variable substitution
// undone: $$ is the shell's $, $(location x), $(OUTS) and the like are
// paths Bazel puts in (Bazel's genrule documentation, "Arguments").
// cmd_ps and cmd_bat are the command on Windows, run by PowerShell and
// by cmd.exe: given as those shells' command line.
func genruleCmds(_, text string, _ parsed) []string {
	var out []string
	for _, m := range genruleCmd.get().FindAllStringSubmatchIndex(text, maxCalls) {
		s, ok := starlarkStrings(text[m[1]:])
		if !ok {
			continue
		}
		s = makeVarsUndone(s)
		switch text[m[2]:m[3]] {
		case "cmd_ps":
			s = "powershell.exe -Command " + shquote.Single(s)
		case "cmd_bat":
			s = "cmd.exe /c " + shquote.Single(s)
		}
		out = append(out, s)
	}
	return out
}

// genruleCmd matches the keyword arguments that give a rule its shell
// command, up to the string that follows; the group is the keyword.
var genruleCmd = &lazyRegexp{expr: `\b(cmd|cmd_bash|cmd_bat|cmd_ps|command)\s*=\s*`}

// starlarkStrings reads the string literals at the start of s joined by
// + ("a" + 'b'), as Starlark writes them: '…', "…", and their tripled
// forms, r-prefixed raw (the Starlark spec, "String literals").
func starlarkStrings(s string) (string, bool) {
	var b strings.Builder
	read := false
	for {
		s = strings.TrimLeft(s, " \t\r\n")
		raw := false
		if strings.HasPrefix(s, "r") || strings.HasPrefix(s, "R") {
			raw, s = true, s[1:]
		}
		if s == "" || s[0] != '"' && s[0] != '\'' {
			return b.String(), read
		}
		q := s[:1]
		if strings.HasPrefix(s, q+q+q) {
			q = s[:3]
		}
		end := quoteClose(s, len(q), q)
		if end == len(s) {
			return "", false
		}
		v, ok := starlarkValue(s[len(q):end], raw, len(q) == 1)
		if !ok {
			return "", false
		}
		b.WriteString(v)
		read = true
		s = strings.TrimLeft(s[end+len(q):], " \t\r\n")
		if !strings.HasPrefix(s, "+") {
			return b.String(), true
		}
		s = s[1:]
	}
}

// starlarkValue returns the value of the text of a Starlark string
// literal: C's escapes undone, as bash's $'…' undoes them (ansiC), and a
// backslash before a line break joining the lines; raw, the text as it
// is. A line break not escaped ends a string of one quote before its
// end: not a literal.
func starlarkValue(text string, raw, oneQuote bool) (string, bool) {
	var b strings.Builder
	from := 0
	for i := 0; i < len(text); i++ {
		switch {
		case text[i] == '\n' && oneQuote:
			return "", false
		case text[i] == '\\' && i+1 < len(text):
			if text[i+1] == '\n' && !raw {
				b.WriteString(ansiC(text[from:i]))
				from = i + 2
			}
			i++
		}
	}
	if raw {
		return text, true
	}
	b.WriteString(ansiC(text[from:]))
	return b.String(), true
}

// makeVarsUndone returns a genrule's cmd as the shell is given it: $$
// is $, and a "Make" variable, $(…) or $@, $< and $^, is the path Bazel
// substitutes, written as one.
func makeVarsUndone(cmd string) string {
	var b strings.Builder
	for i := 0; i < len(cmd); i++ {
		if cmd[i] != '$' || i+1 >= len(cmd) {
			b.WriteByte(cmd[i])
			continue
		}
		switch cmd[i+1] {
		case '$':
			b.WriteByte('$')
			i++
		case '@', '<', '^':
			b.WriteString("bazel-out/out")
			i++
		case '(':
			end := strings.IndexByte(cmd[i:], ')')
			if end < 0 {
				b.WriteString(cmd[i:])
				return b.String()
			}
			b.WriteString("bazel-out/out")
			i += end
		default:
			b.WriteByte('$')
		}
	}
	return b.String()
}

// mesonCmds returns the commands of a meson.build: run_command's
// arguments, run when meson configures the project, and the command:
// lists of custom_target, run_target, generator and configure_file, run
// when it builds. Meson's strings are single-quoted; a keyword argument
// comes after the positional ones (Meson's syntax reference), so the
// arguments of unknown value that end the call are no words of the
// command. find_program('sh'), or a variable assigned it, is the
// program it names.
func mesonCmds(_, text string, _ parsed) []string {
	progs := map[string]string{}
	for _, m := range mesonProgVar.get().FindAllStringSubmatch(text, maxCalls) {
		progs[m[1]] = m[2]
	}
	text = mesonFindProgram.get().ReplaceAllString(text, "$1")
	var out []string
	for _, m := range mesonCall.get().FindAllStringSubmatchIndex(text, maxCalls) {
		rest := text[m[1]:]
		if m[2] < 0 {
			rest = text[m[1]-1:] + ")" // command: […]: the list is the one argument read
		}
		lead := len(rest) - len(strings.TrimLeft(rest, " \t\n["))
		if n := identLen(rest[lead:]); n > 0 {
			if prog, ok := progs[rest[lead:lead+n]]; ok {
				rest = rest[:lead] + shquote.Single(prog) + rest[lead+n:] // command: [sh, '-c', …]
			}
		}
		args, ok := callArgs(rest)
		if !ok {
			continue
		}
		argv := flatArgv(args)
		for len(argv) > 0 && argv[len(argv)-1] == nil {
			argv = argv[:len(argv)-1] // check: false, a keyword argument
		}
		if len(argv) > 0 && argv[0] != nil {
			out = append(out, argvCommand(argv))
		}
	}
	return out
}

// mesonCall matches run_command( and a command: keyword's list; the
// match ends after the ( or the [.
var mesonCall = &lazyRegexp{expr: `\b(run_command)\s*\(|\bcommand\s*:\s*\[`}

// mesonFindProgram matches find_program('x', …), the program x.
var mesonFindProgram = &lazyRegexp{expr: `\bfind_program\s*\(\s*('[^'\n]*')[^()\n]*\)`}

// mesonProgVar matches a variable assigned find_program('x').
var mesonProgVar = &lazyRegexp{expr: `(?m)^\s*([A-Za-z_]\w*)\s*=\s*find_program\s*\(\s*'([^'\n]*)'`}

// rpmBuildSections are the sections of an RPM spec file that rpmbuild
// runs as shell scripts while it builds (rpm's spec file format
// documentation, "Build scriptlets"); rpmSections every section name,
// each ending the one before it.
var (
	rpmBuildSections = set{"build", "check", "clean", "conf", "generate_buildrequires", "install", "prep"}
	rpmSections      = set{"build", "changelog", "check", "clean", "conf", "description", "files", "filetriggerin", "filetriggerpostun", "filetriggerun", "generate_buildrequires", "install", "package", "patchlist", "post", "posttrans", "postun", "postuntrans", "pre", "prep", "pretrans", "preun", "preuntrans", "sourcelist", "transfiletriggerin", "transfiletriggerpostun", "transfiletriggerun", "triggerin", "triggerpostun", "triggerprein", "triggerun", "verifyscript"}
)

// rpmSpecCmds returns the shell scripts rpmbuild runs from a spec file:
// its build sections (rpmBuildSections), each one script, with the lines
// that are macros (%setup, %make_build, %if) left to rpm, which expands
// them into its own commands; and every %(…) macro, whose command rpm
// runs wherever it is written, in a tag or a %define (rpm's macro
// documentation, "Shell expansion").
func rpmSpecCmds(_, text string, _ parsed) []string {
	var out []string
	for _, m := range rpmShell.get().FindAllStringSubmatch(text, maxCalls) {
		out = append(out, m[1])
	}
	return append(out, rpmScripts(text, rpmBuildSections, "RPM_BUILD_ROOT=rpmbuild/BUILDROOT RPM_BUILD_DIR=rpmbuild/BUILD RPM_SOURCE_DIR=rpmbuild/SOURCES\n")...)
}

// rpmInstallCmds, rpmEraseCmds and rpmVerifyCmds return the scriptlets
// the package built from a spec file runs, as root, as rpm installs it
// (rpm -i, -U, -F; dnf install), erases it (rpm -e, dnf remove) or
// verifies it (rpm -V): rpm -i of what rpmbuild made of a spec the
// input wrote. Those of them the options given turn off (opts, read
// through the entry of the command that runs them) are left out
// (rpmRuns).
func rpmInstallCmds(_, text string, opts parsed) []string {
	return rpmScripts(text, rpmRuns(rpmInstallSections, opts), "")
}

func rpmEraseCmds(_, text string, opts parsed) []string {
	return rpmScripts(text, rpmRuns(rpmEraseSections, opts), "")
}

func rpmVerifyCmds(_, text string, opts parsed) []string {
	return rpmScripts(text, rpmRuns(rpmVerifySections, opts), "")
}

// rpmInstallSections and rpmEraseSections are the scriptlets rpm runs
// as it installs and as it erases a package (rpm's spec file format
// documentation, "Scriptlets", "Triggers" and "File triggers"): a
// package's triggers on another fire too when it is installed or erased
// with that other in place, and its file triggers on its own files.
var (
	rpmInstallSections = set{"filetriggerin", "post", "posttrans", "pre", "pretrans", "transfiletriggerin", "triggerin", "triggerprein"}
	rpmVerifySections  = set{"verifyscript"}
	rpmEraseSections   = set{"filetriggerpostun", "filetriggerun", "postun", "postuntrans", "preun", "preuntrans", "transfiletriggerpostun", "transfiletriggerun", "triggerpostun", "triggerun"}
)

// rpmRuns returns the sections of which that run given the options
// opts: rpm(8) turns a scriptlet off by --no and its name (--nopost
// for %post, --notriggerin for %triggerin), and every trigger by
// --notriggers (--noscripts, which turns off all, is the entry's
// unless).
func rpmRuns(which set, opts parsed) set {
	var out set // which's order: sorted
	for _, name := range which {
		if !opts.has("--no"+name) && !(strings.HasPrefix(name, "trigger") && opts.has("--notriggers")) {
			out = append(out, name)
		}
	}
	return out
}

// rpmScripts returns the sections of a spec file that are of the set
// which, each one script after head, without the lines that are rpm's
// macros.
func rpmScripts(text string, which set, head string) []string {
	var out []string
	var script strings.Builder
	in := false
	prog := "" // the section's interpreter: -p PROG on its head (%post -p <lua>)
	flush := func() {
		if in && strings.TrimSpace(script.String()) != "" {
			out = append(out, head+scriptRunBy(prog, script.String()))
		}
		script.Reset()
	}
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimSpace(line)
		if name, ok := strings.CutPrefix(t, "%"); ok {
			name, args, _ := strings.Cut(name, " ")
			if rpmSections.has(name) {
				flush()
				in = which.has(name)
				prog = ""
				f := strings.Fields(args)
				if i := slices.Index(f, "-p"); i >= 0 && i+1 < len(f) {
					prog = f[i+1]
				}
			}
			continue // a macro rpm expands, or a section's head
		}
		if in {
			script.WriteString(line + "\n")
		}
	}
	flush()
	return out
}

// rpmShell matches rpm's %(…) shell expansion, without nested parentheses.
var rpmShell = &lazyRegexp{expr: `%\(([^()\n]*)\)`}

// msbuildCmds returns the Command attributes of the Exec tasks of an
// MSBuild project, .targets or .props file, with XML's entities and
// MSBuild's %XX escapes undone (MSBuild's Exec task documentation and
// "How to: Escape special characters in MSBuild"): MSBuild runs each
// through cmd.exe on Windows and sh on Unix.
//
// An inline task's C# code (UsingTask's Task/Code, which
// RoslynCodeTaskFactory and CodeTaskFactory compile and the build runs;
// "MSBuild inline tasks") starts the processes its Process.Start(file,
// arguments) and new ProcessStartInfo(file, arguments) name: their
// command lines are read with the Exec tasks'.
func msbuildCmds(_, text string, _ parsed) []string {
	var out []string
	for _, m := range msbuildExec.get().FindAllStringSubmatch(text, maxCalls) {
		v := m[1] + m[2]
		out = append(out, msbuildUnescaped(xmlUnescaped(v)))
	}
	for _, m := range msbuildCode.get().FindAllStringSubmatch(text, maxCalls) {
		code := m[1]
		if inner, ok := strings.CutPrefix(strings.TrimSpace(code), "<![CDATA["); ok {
			code = strings.TrimSuffix(strings.TrimSpace(inner), "]]>")
		} else {
			code = xmlUnescaped(code)
		}
		out = append(out, csStartLines(code)...)
	}
	return out
}

// msbuildCode matches an inline task's Code element and its text.
var msbuildCode = &lazyRegexp{expr: `(?s)<\s*Code\b[^>]*>(.*?)</\s*Code\s*>`}

// csStartLines returns the command lines C# source starts with
// Process.Start and ProcessStartInfo of string literals (csProcessStart):
// the file, then its arguments.
func csStartLines(src string) []string {
	var out []string
	for _, loc := range csProcessStart.get().FindAllStringIndex(src, maxCalls) {
		if args, ok := csStringArgs(src[loc[1]:]); ok && len(args) > 0 {
			out = append(out, strings.TrimSpace(strings.Join(args[:min(len(args), 2)], " ")))
		}
	}
	return out
}

// msbuildExec matches an Exec element's Command attribute, in double or
// single quotes.
var msbuildExec = &lazyRegexp{expr: `(?s)<\s*Exec\b[^>]*?\bCommand\s*=\s*(?:"([^"]*)"|'([^']*)')`}

// xmlUnescaped undoes XML's predefined entities and character
// references.
func xmlUnescaped(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		end := strings.IndexByte(s[i:], ';')
		if s[i] != '&' || end < 0 {
			b.WriteByte(s[i])
			continue
		}
		ent := s[i+1 : i+end]
		switch {
		case ent == "quot":
			b.WriteByte('"')
		case ent == "apos":
			b.WriteByte('\'')
		case ent == "lt":
			b.WriteByte('<')
		case ent == "gt":
			b.WriteByte('>')
		case ent == "amp":
			b.WriteByte('&')
		case strings.HasPrefix(ent, "#x") || strings.HasPrefix(ent, "#X"):
			n, err := strconv.ParseUint(ent[2:], 16, 32)
			if err != nil {
				b.WriteByte(s[i])
				continue
			}
			b.WriteRune(rune(n))
		case strings.HasPrefix(ent, "#"):
			n, err := strconv.ParseUint(ent[1:], 10, 32)
			if err != nil {
				b.WriteByte(s[i])
				continue
			}
			b.WriteRune(rune(n))
		default:
			b.WriteByte(s[i])
			continue
		}
		i += end
	}
	return b.String()
}

// msbuildUnescaped undoes MSBuild's %XX escapes (%3B is ;, %24 is $);
// %(Metadata) is no escape.
func msbuildUnescaped(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(n))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// gradleCmds returns the commands of a Gradle build or init script's
// exec specs: commandLine 'sh', '-c', '…' (Groovy's call without
// parentheses, to the end of its line), commandLine(…), and commandLine =
// […] or listOf(…) (Gradle's ExecSpec); and an Exec task's executable
// with the args of its block, in either order (executable 'sh' and args
// '-c', '…'; Kotlin's executable = "sh" and args = listOf(…) or
// args(…)). The script's own calls that run programs ("…".execute())
// are read with it as Groovy code (via).
func gradleCmds(_, text string) []string {
	text = typedListsBracketed(text)
	var out []string
	for _, m := range gradleCommandLine.get().FindAllStringIndex(text, maxCalls) {
		if argv := gradleArgv(text, m[1]); len(argv) > 0 && argv[0] != nil {
			out = append(out, argvCommand(argv))
		}
	}
	for _, m := range gradleExecutable.get().FindAllStringIndex(text, maxCalls) {
		prog := gradleArgv(text, m[1])
		if len(prog) != 1 || prog[0] == nil {
			continue
		}
		block := text[gradleBlockStart(text, m[0]):]
		if end := gradleBlockEnd(block); end >= 0 {
			block = block[:end]
		}
		argv := prog
		for _, a := range gradleArgs.get().FindAllStringIndex(block, maxCalls) {
			argv = append(argv, gradleArgv(block, a[1])...)
		}
		out = append(out, argvCommand(argv))
	}
	return out
}

// gradleArgv reads the words of the call whose arguments open at
// text[at:]: in parentheses, or Groovy's bare arguments and an
// assignment's value, to the end of the line.
func gradleArgv(text string, at int) []*string {
	rest := text[at:]
	if text[at-1] != '(' {
		if end := strings.IndexAny(rest, "\n;}"); end >= 0 {
			rest = rest[:end]
		}
		rest += ")"
	}
	args, ok := callArgs(rest)
	if !ok {
		return nil
	}
	return flatArgv(args)
}

// gradleBlockStart returns the index after the { that opens the block
// holding text[at:], or 0.
func gradleBlockStart(text string, at int) int {
	depth := 0
	for i := at - 1; i >= 0; i-- {
		switch text[i] {
		case '}':
			depth++
		case '{':
			if depth == 0 {
				return i + 1
			}
			depth--
		}
	}
	return 0
}

// gradleBlockEnd returns the index of the } that closes the block text
// is in, or -1.
func gradleBlockEnd(text string) int {
	depth := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '{':
			depth++
		case '}':
			if depth == 0 {
				return i
			}
			depth--
		}
	}
	return -1
}

// gradleCommandLine, gradleExecutable and gradleArgs match
// commandLine, executable and args (setArgs, argumentProviders aside)
// and what opens their arguments: (, = or the space before Groovy's
// bare arguments.
var (
	gradleCommandLine = &lazyRegexp{expr: `\bcommandLine\s*(?:\(|=\s*|[ \t]+)`}
	gradleExecutable  = &lazyRegexp{expr: `\b(?:executable|setExecutable)\s*(?:\(|=\s*|[ \t]+)`}
	gradleArgs        = &lazyRegexp{expr: `\b(?:args|setArgs)\s*(?:\(|=\s*|[ \t]+)`}
)

// rakeCmds returns the commands of a Rakefile's sh calls (Rake's
// FileUtils#sh): one string is a shell command line, several the words
// of a command run without a shell; sh %{…} and sh(…) too. The file's
// Ruby (system, backquotes) is read with it as Ruby code (via).
func rakeCmds(_, text string) []string {
	var out []string
	for _, m := range rakeSh.get().FindAllStringSubmatchIndex(text, maxCalls) {
		rest := text[m[1]:]
		if m[2] < 0 { // sh %{…}
			if end := strings.IndexByte(rest, '}'); end >= 0 {
				out = append(out, rest[:end])
			}
			continue
		}
		if text[m[1]-1] != '(' {
			if end := strings.IndexAny(rest, "\n;"); end >= 0 {
				rest = rest[:end]
			}
			if do := strings.Index(rest, " do"); do >= 0 {
				rest = rest[:do] // sh "make" do |ok, res| … end
			}
			rest += ")"
		}
		args, ok := callArgs(rest)
		if !ok || len(args) == 0 || args[0].str == nil {
			continue
		}
		if len(args) == 1 || args[1].str == nil {
			out = append(out, *args[0].str)
			continue
		}
		var argv []*string
		for _, a := range args {
			if a.str == nil {
				break // sh "rm", "-rf", dir, verbose: true
			}
			argv = append(argv, a.str)
		}
		out = append(out, argvCommand(argv))
	}
	return out
}

// rakeSh matches Rake's sh and what opens its arguments; the group is
// set unless it is sh %{…}.
var rakeSh = &lazyRegexp{expr: `(?m)(?:^|[;{]|\bdo\b|\bthen\b)\s*sh(?:\s*%\{|(\s*\(|[ \t]+))`}

// pyBackendCmds returns, for a pyproject.toml that builds with a backend
// of its own tree (PEP 517's backend-path: the directories, relative to
// the file, searched first for build-backend's module), the command
// that imports that module: python3 of its file, a module's or a
// package's.
func pyBackendCmds(p, text string, _ parsed) []string {
	backend := pyBuildBackend.get().FindStringSubmatch(text)
	paths := pyBackendPath.get().FindStringSubmatch(text)
	if backend == nil || paths == nil {
		return nil
	}
	mod, _, _ := strings.Cut(backend[1], ":")
	file := strings.ReplaceAll(mod, ".", "/")
	var out []string
	for _, q := range tomlString.get().FindAllStringSubmatch(paths[1], -1) {
		dir := path.Join(path.Dir(p), q[1]+q[2])
		out = append(out, "python3 "+shquote.Single(path.Join(dir, file+".py")), "python3 "+shquote.Single(path.Join(dir, file, "__init__.py")))
	}
	return out
}

// pyBuildBackend and pyBackendPath match pyproject.toml's build-backend
// and backend-path keys (the list's strings are tomlString's).
var (
	pyBuildBackend = &lazyRegexp{expr: `(?m)^\s*build-backend\s*=\s*["']([\w.:]+)["']`}
	pyBackendPath  = &lazyRegexp{expr: `(?m)^\s*backend-path\s*=\s*\[([^\]]*)\]`}
)

// workflowCmds returns the scripts of a GitHub Actions workflow's steps
// (jobs.<id>.steps[].run, and a composite action's runs.steps[].run),
// which act runs here. A step's shell (its shell:, else the job's or
// the workflow's defaults.run.shell) runs the script: bash or sh by
// default, pwsh and powershell as PowerShell, cmd as cmd.exe, python
// and another program given the script to run (GitHub's workflow
// syntax, "jobs.<job_id>.steps[*].shell"). A ${{ … }} expression, put in
// by the runner, is a value known only then.
func workflowCmds(_, text string, _ parsed) []string {
	doc, _ := yamlTree(text)
	jobs, _ := yamlAt(doc, "jobs").(map[string]any)
	var steps [][2]any // a step and the shell its job defaults to
	top, _ := yamlAt(doc, "defaults", "run", "shell").(string)
	for _, id := range slices.Sorted(maps.Keys(jobs)) {
		shell, ok := yamlAt(jobs[id], "defaults", "run", "shell").(string)
		if !ok {
			shell = top
		}
		for _, st := range yamlList(yamlAt(jobs[id], "steps")) {
			steps = append(steps, [2]any{st, shell})
		}
	}
	for _, st := range yamlList(yamlAt(doc, "runs", "steps")) {
		steps = append(steps, [2]any{st, ""})
	}
	var out []string
	for _, st := range steps {
		run, ok := yamlAt(st[0], "run").(string)
		if !ok || strings.TrimSpace(run) == "" {
			continue
		}
		run = workflowExpr.get().ReplaceAllString(run, "$$ACT_EXPR")
		shell, ok := yamlAt(st[0], "shell").(string)
		if !ok {
			shell, _ = st[1].(string)
		}
		out = append(out, scriptRunBy(shell, run))
	}
	return out
}

// scriptRunBy returns the command line by which prog (a program's path
// or name, and its arguments; "" for the shell) runs the script run: the
// script itself for a posix shell, pwsh -Command, cmd /c, python3 -c,
// lua -e (rpm's embedded Lua, <lua>), else PROG -e.
func scriptRunBy(prog, run string) string {
	f := strings.Fields(prog)
	if len(f) == 0 {
		return run
	}
	name := path.Base(f[0])
	switch g, sh := shellGrammar(name); {
	case name == "pwsh" || name == "powershell":
		return name + " -Command " + shquote.Single(run)
	case name == "cmd":
		return "cmd /c " + shquote.Single(run)
	case sh && g.IsPosix():
		return run
	case strings.HasPrefix(name, "python"):
		return "python3 -c " + shquote.Single(run)
	case name == "<lua>":
		return "lua -e " + shquote.Single(run)
	}
	return shquote.Single(f[0]) + " -e " + shquote.Single(run)
}

// workflowExpr matches a workflow's ${{ … }} expression.
var workflowExpr = &lazyRegexp{expr: `\$\{\{[^}]*\}\}`}

// flatArgv returns the words of a call's arguments, its lists' elements
// in their place; an argument of unknown value is nil.
func flatArgv(args []callArg) []*string {
	var argv []*string
	for _, a := range args {
		if a.isL {
			argv = append(argv, a.list...)
			continue
		}
		argv = append(argv, a.str)
	}
	return argv
}

// identLen returns the length of the identifier s begins with.
func identLen(s string) int {
	n := 0
	for n < len(s) && (isWordByte(s[n])) {
		n++
	}
	return n
}
