package policy

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Any reader. The readers set lists the programs whose way of reading
// the cred rules know in detail (cat, curl -d @f, scp SRC DEST); a
// program the policy knows nothing of — a script, a vendor's CLI, an
// editor, a paste client — given a credential file may print it or send
// it, and that is its worst plausible reading. What passes: the programs
// that use or look at a file without showing what it holds (roleUsesFiles:
// ls, chmod, ssh -i, docker --env-file), the values of options whose
// names say the file is a credential handed to the program to use
// (--env-file, --kubeconfig, --private-key), and a secret store's
// command that stores the file's value under a name (gh secret set NAME
// < token.txt).

// useOptWords are the words of option names that hand a file to the
// program as a credential or a configuration it uses (--env-file,
// --kubeconfig, --private-key, --vault-password-file).
var useOptWords = set{"auth", "ca", "cacert", "cert", "conf", "config", "cred", "credential", "credentials", "creds", "env", "identity", "key", "keyfile", "keystore", "kubeconfig", "login", "pass", "passwd", "password", "pem", "profile", "rc", "secret", "secrets", "settings", "ssl", "tls", "token", "truststore", "var", "vars"}

// folderOnly reports whether w, a word an unknown reader is given, is
// a bare name (no directory, no extension: test of go test, build of
// cargo build) whose own name says nothing of a credential, that would
// be a credential file only by the folder of the project c runs in (a
// folder named secrets or credentials), where no file of that name is
// on disk or written by the input. Such a word is a subcommand, a task
// or a package as often as a file, and the program can open only a
// file that is there. A path written as one (./x, keystore/key.json)
// and the folders outside the project (a cd to /run/secrets or ~/.aws)
// keep the worst reading.
func folderOnly(ctx *Context, c *Command, w string) bool {
	if w == "" || w[0] == '-' || strings.ContainsAny(w, "./~$`*?[\\") || ctx.Env == nil || credPathRule(w) != "" || credPathRule("./"+w) != "" {
		return false
	}
	root := ctx.Env.Project
	if root == "" || root == "/" || ctx.Env.Home != "" && fsUnder(ctx.Env.Home, root) {
		return false
	}
	for _, d := range append([]string{ctx.Env.Cwd}, fsCdDirs(ctx, c)...) {
		if d == "" {
			continue
		}
		p := path.Join(d, w)
		if !fsUnder(p, root) || exists(p) {
			return false
		}
		if ctx.Input != nil {
			if _, ok := ctx.Input.written[p]; ok {
				return false
			}
		}
	}
	return true
}

// anyReaderFiles returns the words of an unknown command c that may name
// files it reads: its operands, the paths after @ (http POST URL @f),
// and the values of options whose names do not say the file is used as a
// credential. Short options are read as flags, their next word as an
// operand, except -i (an identity, as ssh's). sent: its output goes to
// another machine (outputSent), so a file handed to it as a key or a
// credential (-keystore ~/.ssh/id_rsa, --key-file F, -i F) may be what
// it sends, the worse reading: those values are read too.
func anyReaderFiles(c *Command, sent bool) []string {
	out := make([]string, 0, len(c.Args)) // one a word, mostly: one allocation
	args := c.Args
	if c.Stdin != nil {
		out = append(out, transferred(*c.Stdin)...) // ftp HOST <<< 'put .env'
	}
	// A command the model describes says which of its short options take
	// a value (mvn -s FILE, -f POM): what it is given so is what it uses,
	// as the values of options named for use are.
	shortValue := ""
	longDash := false
	var described *spec
	if s, _ := lookupSpec(c); s != nil && !s.ps && !s.win {
		described = s
		if s.longDash {
			// jenkins-cli -auth @FILE, terraform -var-file F: a tool
			// whose long options take one dash names them so.
			longDash = true
		} else {
			shortValue = s.value
		}
	}
	// An interpreter's script is code the agent may have written: an
	// option of its arguments named for use says nothing of what it
	// does with the file (the interpreter's own, node --env-file=.env
	// before the script, are the interpreter's).
	scriptAt := len(args)
	if scriptRun(c) {
		if w := interpreterFile(c); w != nil {
			scriptAt = slices.IndexFunc(args, func(a Word) bool { return a.Value == w.Value })
		}
	}
	// A task runner's first operand is the task (mix phx.gen.secret).
	task := false
	eachSpec(c, func(s *spec, rest []Word) { task = task || s.extra().task && len(rest) == len(args) })
	for i := 0; i < len(args); i++ {
		a, script := args[i].Value, scriptAt >= 0 && i > scriptAt
		if a == "--" {
			for _, w := range args[i+1:] {
				out = append(out, w.Value)
			}
			break
		}
		if strings.HasPrefix(a, "--") || longDash && len(a) > 2 && a[0] == '-' && a[1] != '-' {
			name, val, inline := strings.Cut(strings.TrimLeft(a, "-"), "=")
			use := useOpt(name) && !script
			switch {
			case inline && !use:
				out = append(out, strings.TrimLeft(val, "@<"))
			case inline && historyName(val):
				out = append(out, strings.TrimLeft(val, "@<"))
			case inline && sent:
				out = append(out, strings.TrimLeft(val, "@<"))
			case !inline && use:
				i++ // its value
				if i < len(args) && (sent || historyName(args[i].Value)) {
					out = append(out, strings.TrimLeft(args[i].Value, "@<"))
				}
			case !inline && !script && described != nil && described.takes("--"+name):
				i++ // a value the model says the option takes (kafka-topics --topic '.*'): as -s FILE's
			}
			continue
		}
		if a == "-i" && !script {
			i++
			if sent && i < len(args) {
				out = append(out, strings.TrimLeft(args[i].Value, "@<"))
			}
			continue
		}
		if name, val, inline := strings.Cut(a, "="); inline && len(name) > 1 && name[0] == '-' {
			if !useOpt(name[1:]) || script || sent {
				out = append(out, strings.TrimLeft(val, "@<")) // -in=FILE, Go's flag style
			}
			continue
		}
		if singleDashUse(a) && shortValue == "" && !script && i+1 < len(args) {
			i++ // jenkins-cli -auth @FILE, -keystore F: Java's and Go's flag style, one dash before a long name
			if sent {
				out = append(out, strings.TrimLeft(args[i].Value, "@<"))
			}
			continue
		}
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			if shortValue != "" && strings.IndexByte(shortValue, a[len(a)-1]) >= 0 && strings.IndexAny(a[1:len(a)-1], shortValue) < 0 {
				i++ // -s FILE, -qs FILE: the last letter takes the next word
			}
			continue
		}
		if strings.ContainsAny(a, " \n;") {
			out = append(out, transferred(a)...) // lftp -e 'put .env; bye'
			continue
		}
		if task && args[i].Literal && !(i > 0 && optBefore(args[i-1].Value)) {
			// Not a word after an option that may take it (rake -f
			// ~/.aws/credentials, --rakefile FILE: a file it loads).
			task = false
			continue
		}
		if i+1 < len(args) && args[i].Literal && args[i+1].Literal && placeVerbs.has(args[i+1].Value) && strings.EqualFold(a, "kubeconfig") && !slices.ContainsFunc(args[i+2:], toTerminal) {
			// The noun of a cluster CLI's subcommand before its verb
			// (doctl kubernetes cluster kubeconfig save NAME, k3d
			// kubeconfig merge, scw k8s kubeconfig install ID): what
			// puts the cluster's credentials in place, a word, not a
			// file it reads (kubeconfigName reads update-kubeconfig
			// so). A file's own name before such a word (id_rsa
			// install) is still read as one, and so is the noun when
			// a later word points the output at the terminal
			// (--output -, -o /dev/stdout): then it prints them.
			continue
		}
		if k, v, ok := strings.Cut(a, "=@"); ok && k != "" {
			a = v // field=@file
		} else if k, ok := paramName(a); ok && useOpt(k) && !script && !sent {
			continue // fastlane run ACTION json_key:FILE, make deploy KEY_FILE=F: a parameter named for use, as --key-file F
		}
		out = append(out, strings.TrimLeft(a, "@<"))
	}
	return out
}

// placedKubeconfigPrinted reports whether c is a cluster CLI's
// subcommand that puts a kubeconfig in place (VERB-kubeconfig, which
// kubeconfigName reads as no file) told to write it to the terminal by
// a later word: aws eks update-kubeconfig --kubeconfig /dev/stdout,
// eksctl utils write-kubeconfig --kubeconfig=/dev/stderr print the
// cluster's credentials, as the noun before its verb with --output -
// does (anyReaderFiles).
func placedKubeconfigPrinted(c *Command) bool {
	for i, a := range c.Args {
		if verb, ok := strings.CutSuffix(a.Value, "-kubeconfig"); ok && a.Literal && placeVerbs.has(verb) {
			return slices.ContainsFunc(c.Args[i+1:], toTerminal)
		}
	}
	return false
}

// toTerminal reports whether a word, or the value of an option written
// with =, is a path of the terminal (terminalPath): -o -, --output=-.
func toTerminal(w Word) bool {
	_, v, _ := strings.Cut(w.Value, "=")
	return terminalPath(w.Value) || terminalPath(v)
}

// historyName reports whether a file's name is a history's
// (~/.bash_history, .psql_history, ConsoleHost_history.txt): no tool
// logs in with one, whatever option names it, so it is read as sent.
func historyName(v string) bool {
	return strings.Contains(strings.ToLower(path.Base(strings.ReplaceAll(v, `\`, "/"))), "history")
}

// paramName returns the name of a parameter written NAME=VALUE or
// NAME:VALUE (a tool's action parameters, make's variables), when NAME
// is a word of letters, digits, _ and - and VALUE is not empty.
func paramName(a string) (string, bool) {
	i := strings.IndexAny(a, "=:")
	if i <= 0 || i == len(a)-1 {
		return "", false
	}
	for _, r := range a[:i] {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return "", false
		}
	}
	return a[:i], true
}

// optBefore reports whether a word is an option written without its
// value (-f, --rakefile), which may take the word after it.
func optBefore(w string) bool {
	return len(w) > 1 && w[0] == '-' && w != "--" && !strings.Contains(w, "=")
}

// singleDashUse reports whether a word is an option of one dash and a
// long name that says its value is used as a credential or a
// configuration (-auth, -keystore, -password-file): the style of Java's
// and Go's flag parsers, whose options are words, never bundles of
// letters. A name of one or two letters (-k, -ca) may be a bundle.
func singleDashUse(a string) bool {
	if len(a) < 4 || a[0] != '-' || a[1] == '-' || strings.Contains(a, "=") {
		return false
	}
	return useOpt(a[1:])
}

// useOpt reports whether an option's name (without dashes) says its value
// is a file the program uses as a credential or configuration.
func useOpt(name string) bool {
	for w := range nameWordSeq(name) {
		if useOptWords.has(w) {
			return true
		}
	}
	return false
}

// unknownReader reports whether c is a program the cred rules know
// nothing of, whose reading of a credential file given to it is judged
// at its worst: not a reader they know (roleReadsOut), not a file user, not a
// shell or interpreter (their code is analysed), not a command that
// stores a secret's value. Worked out once a check (commandFacts).
func unknownReader(c *Command) bool {
	return kept(c, factUnknownReader, func(f *commandFacts) *bool { return &f.unknownReader }, "unknown reader",
		func() bool { return unknownReaderOf(c) })
}

// unknownReaderOf is unknownReader worked out.
func unknownReaderOf(c *Command) bool {
	name := c.Name
	if name == "" || does(c, name, roleReadsOut) || does(c, name, roleUsesFiles) || isShell(c, name) && !scriptRun(c) || storesSecret(c) || winNoText(c) || publicHalf(c) {
		return false // winNoText: certutil -hashfile prints a digest; publicHalf: wg pubkey prints the public key
	}
	known := false
	eachSpec(c, func(s *spec, _ []Word) {
		// A launcher's command and a command that is another (cmake -E
		// rename is mv) are judged as themselves; a secret store's spec
		// says what of it prints.
		known = known || s.effect == effectRuns || s.effect == effectRemote || s.extra().as != "" || strings.HasPrefix(s.rule, "cred.")
	})
	if known {
		return false
	}
	return c.Grammar != lexer.PowerShell || !psFileUsers.has(name)
}

// scriptRun reports whether the interpreter c runs a script file whose
// words follow it (python3 tools/x.py ARGS): the script is a program like
// any other.
func scriptRun(c *Command) bool {
	if _, _, code := interpCode(c); code {
		return false
	}
	return cmdInterpLang(c) != "" && interpreterFile(c) != nil
}

// storeVerbs and storeNouns are the words of a secret store's command
// that stores a value under a name (gh secret set, wrangler secret put,
// vercel env add, fly secrets import, docker secret create).
var (
	storeVerbs = set{"add", "create", "import", "push", "put", "set", "update", "upload", "write"}
	storeNouns = set{"config:set", "env", "kv", "parameter", "parameters", "secret", "secrets", "var", "variable", "variables", "vars"}
)

// storesSecret reports whether c's subcommand words are a secret store's
// verb of storing: its input goes into the store, not to the output.
func storesSecret(c *Command) bool {
	noun, verb := false, false
	for i, a := range c.Args {
		if i > 3 || strings.HasPrefix(a.Value, "-") {
			break
		}
		w := strings.ToLower(a.Value)
		noun = noun || storeNouns.has(w)
		verb = verb || storeVerbs.has(w)
		if k, v, ok := strings.Cut(w, ":"); ok { // heroku config:set, netlify env:set
			noun, verb = noun || storeNouns.has(k), verb || storeVerbs.has(v)
		}
	}
	return noun && verb
}

// psFileUsers are PowerShell's cmdlets (and their aliases) that use,
// inspect or change files without printing what they hold, or whose own
// rules judge them.
var psFileUsers = set{
	"%", "?", "ac", "add-content", "add-type", "cd", "chdir", "clc", "clear-content", "del", "dir",
	"echo", "erase", "fl", "foreach", "foreach-object", "format-list", "format-table", "ft", "gci",
	"gcm", "get-acl", "get-childitem", "get-command", "get-date", "get-filehash", "get-help", "get-item",
	"get-itemproperty", "get-location", "get-variable", "gi", "gl", "gp", "gv", "help", "icm", "iex",
	"ii", "import-module", "invoke-command", "invoke-expression", "invoke-item", "ipmo", "join-path",
	"ls", "md", "measure", "measure-object", "mi", "mkdir", "move", "move-item", "mv", "new-item",
	"new-object", "ni", "out-file", "out-null", "pop-location", "popd", "push-location", "pushd", "pwd",
	"rd", "remove-item", "ren", "rename-item", "resolve-path", "ri", "rm", "rmdir", "rni", "rvpa",
	"saps", "sc", "select", "select-object", "set-acl", "set-content", "set-itemproperty",
	"set-location", "set-strictmode", "set-variable", "sl", "sort", "sort-object", "sp", "split-path",
	"start", "start-process", "sv", "test-connection", "test-path", "unblock-file", "where",
	"where-object", "write", "write-debug", "write-error", "write-host", "write-information",
	"write-output", "write-verbose", "write-warning",
}

// transferVerbs are the commands of file-transfer clients' scripts (ftp,
// lftp -e, smbclient -c, sftp -b) that send a local file.
var transferVerbs = set{"append", "mput", "put", "reput", "send", "upload"}

// transferred returns the local files a transfer client's script text
// sends: the word after each of transferVerbs.
func transferred(text string) []string {
	return wordsAfter(text, transferVerbs)
}

// wordsAfter returns the words of a transfer client's script text that
// follow one of verbs (its commands' first operands).
func wordsAfter(text string, verbs set) []string {
	var out []string
	words := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == ';' || r == '\'' || r == '"' })
	for i := 0; i+1 < len(words); i++ {
		if verbs.hasLower(words[i]) {
			out = append(out, words[i+1])
		}
	}
	return out
}

// dotenvDefault matches the dotenv libraries' calls that return the
// values of .env when given no file: python-dotenv's dotenv_values()
// (its README: "parse a .env file and return its content as a dict"),
// Node's dotenv config().parsed, Ruby's Dotenv.parse without a file.
var dotenvDefault = &lazyRegexp{expr: `\bdotenv_values\(\s*\)|\.config\(\s*\)\s*\.parsed\b|\bDotenv\.parse\b(?:\(\s*\))?\s*(?:$|[^(\s])`}

// codePaths returns the paths code of any language may open: its string
// literals; runs of them joined as a path's parts are
// (Path.of(home, ".ssh", "id_ed25519"), os.path.join("~", ".aws",
// "credentials")); and unquoted words that are paths (builtins.readFile
// /home/dev/.ssh/id_ed25519). A string given alone to a configuration
// accessor is a setting's key, no path (config('app.env'),
// Config::get('app.env'), settings.get('app.env')).
func codePaths(code string) []string {
	var out []string
	ms := quotedRe.get().FindAllStringSubmatchIndex(code, 64)
	for _, m := range ms {
		if configKeyAt(code, m[0], m[1]) {
			continue
		}
		out = append(out, code[m[0]+1:m[1]-1])
	}
	for i := 0; i < len(ms); {
		j, parts := i, []string{}
		for ; j < len(ms); j++ {
			if j > i && strings.Trim(code[ms[j-1][1]:ms[j][0]], " \t,+") != "" {
				break // not a list or a sum of strings
			}
			parts = append(parts, code[ms[j][0]+1:ms[j][1]-1])
		}
		if len(parts) > 1 {
			out = append(out, strings.Join(parts, "/"))
		}
		i = j
	}
	if dotenvDefault.get().MatchString(code) {
		out = append(out, ".env") // dotenv_values(): the file's values, read from .env by default
	}
	for w := range strings.FieldsFuncSeq(code, func(r rune) bool {
		return strings.ContainsRune(" \t\n;,()[]{}'\"`<>|&=", r)
	}) {
		if strings.HasPrefix(w, "/") || strings.HasPrefix(w, "~/") || strings.HasPrefix(w, "$HOME/") || strings.HasPrefix(w, "./") {
			out = append(out, w)
		}
	}
	return out
}

// configGetRe matches the end of code that calls a configuration
// accessor with its first argument next: Laravel's config( and
// Config::get(, node-config's config.get(, dynaconf's settings.get(,
// conf.get(. A read( of a config object is not one: Python's
// ConfigParser.read opens the file it is given.
var configGetRe = &lazyRegexp{expr: `(?i)\b(config|conf|cfg|settings?)\s*(?:(?:\.|::|->)\s*get\s*)?\(\s*$`}

// configKeyRe is the shape of a setting's key: names joined by dots
// (app.env, database.connections.mysql.host), no path's separator and
// no leading dot or tilde (.env, ~/.aws/credentials are files).
var configKeyRe = &lazyRegexp{expr: `^[A-Za-z_][A-Za-z0-9_-]*(?:[.:][A-Za-z0-9_-]+)*$`}

// configKeyAt reports whether the string literal at code[start:end] is
// the one argument of a configuration accessor (configGetRe), or its
// first with a default after it: a setting's key. An accessor the code
// itself binds (cfg = open; def config(p): …; lambda conf: …) may be
// anything, so its argument stays a path (codeBinds).
func configKeyAt(code string, start, end int) bool {
	rest := strings.TrimLeft(code[end:], " \t")
	if !strings.HasPrefix(rest, ")") && !strings.HasPrefix(rest, ",") {
		return false
	}
	if !configKeyRe.match(code[start+1 : end-1]) {
		return false
	}
	m := configGetRe.get().FindStringSubmatch(code[max(0, start-48):start])
	return m != nil && !codeBinds(code, m[1])
}

// configModuleRe is the right-hand side that binds a configuration
// library's own accessor (const config = require('config')).
var configModuleRe = &lazyRegexp{expr: `^\s*(?:require|import)\s*\(\s*['"](?:config|node-config|@nestjs/config)['"]\s*\)`}

// codeBinds reports whether code binds name (case-insensitively) to a
// value of its own: assigns it (name = …, $name = …, name := …, an
// arrow's parameter name => …) other than to a configuration library
// (configModuleRe), defines it or takes it as a parameter (def, function,
// fn, sub, lambda), or imports something as it (from builtins import
// open as cfg). A name the code only calls or imports is the library's.
func codeBinds(code, name string) bool {
	lower, name := strings.ToLower(code), strings.ToLower(name)
	for i := 0; ; {
		j := strings.Index(lower[i:], name)
		if j < 0 {
			break
		}
		at, end := i+j, i+j+len(name)
		i = end
		if at > 0 && isWordByte(lower[at-1]) || end < len(lower) && isWordByte(lower[end]) {
			continue
		}
		after := strings.TrimLeft(lower[end:], " \t")
		if strings.HasPrefix(after, ":=") || strings.HasPrefix(after, "=") && !strings.HasPrefix(after, "==") {
			if !configModuleRe.match(strings.TrimLeft(code[len(code)-len(after):], "=:")) {
				return true
			}
		}
		before := strings.TrimRight(lower[:at], " \t")
		if strings.HasSuffix(before, " as") || strings.HasSuffix(before, "\tas") {
			return true
		}
		if k := strings.LastIndexAny(before, "\n;{}"); codeDefRe.match(before[k+1:]) {
			return true
		}
		if p := strings.Index(after, ")"); strings.HasPrefix(after, ",") || strings.HasPrefix(after, ")") {
			if strings.HasPrefix(strings.TrimLeft(after[p+1:], " \t"), "=>") {
				return true // (a, config) => …
			}
		}
	}
	return false
}

// codeDefRe matches the start of a statement that defines a function or
// takes parameters up to a name: def f(a, , function (x, , lambda a, .
var codeDefRe = &lazyRegexp{expr: `(?:^|[^a-z0-9_])(?:def|function|func|fn|sub|lambda)\b[^:=]*$`}

// codeLike reports whether a word reads as code rather than a name or a
// message: calls, blocks, statements.
func codeLike(w string) bool {
	for i := 0; i < len(w); i++ {
		if codeBytes[w[i]] {
			return !strings.HasPrefix(w, "{") || strings.Contains(w, "builtins.")
		}
	}
	return strings.Contains(w, "builtins.")
}

// codeBytes are the bytes of a call, a block or a statement's end, which
// codeLike looks for in every word of every command: a table, where
// strings.ContainsAny built its set of them for each word.
var codeBytes = [256]bool{'(': true, ')': true, '{': true, '}': true, ';': true, '\n': true}

// envWholeRe matches code of any language that reads the whole
// environment: the accessors that return every variable when called with
// no name (Elixir's System.get_env(), Java's System.getenv(), R's
// Sys.getenv(), Go's os.Environ(), Rust's env::vars(), .NET's
// GetEnvironmentVariables(), PHP's getenv()), and the maps of them
// printed or passed whole (os.environ, process.env, %ENV, ENV.to_h).
var envWholeRe = &lazyRegexp{expr: `(?i)(\bSystem\.get_?env|System/getenv|\bSys\.getenv|\bos\.Environ|\benv::vars(_os)?|\bEnvironment\.GetEnvironmentVariables|\bgetenv|\bDeno\.env\.toObject)\s*\(\s*\)|\(System/getenv\)|\benv::vars(_os)?\b|\bos\.environ\s*(\)|,|$|\.(items|copy|keys|values)\b)|\bprocess\.env\s*(\)|,|;|$)|(?-i:%ENV\b|\bENV\.(to_h|to_a|inspect|each)\b|\bENV\s*\)|\bsys\.env\b\s*($|[),;]))`}

// unknownEnvDump says how an unknown program's code (mix run -e, jbang
// --code, Rscript -e, a language the model has no entry for) prints the
// whole environment; "" when none of its words does.
func unknownEnvDump(c *Command) string {
	if !hasCodeWord(c) || cmdInterpLang(c) != "" || !unknownReader(c) && !(isShell(c, c.Name) && !isPosixShell(c.Name)) {
		return "" // the languages progLangs knows are read precisely
	}
	for _, a := range c.Args {
		if codeLike(a.Value) {
			if m := envWholeRe.get().FindString(a.Value); m != "" {
				return "prints the whole environment from " + c.Name + "'s code (" + strings.TrimSpace(m) + ")"
			}
		}
	}
	return ""
}

// configGetVerbs are the words that read a configuration value (npm
// config get KEY, git config --get KEY, aws configure get KEY).
var configGetVerbs = set{"--get", "--get-all", "get", "print", "read", "show", "view"}

// configSetVerbs change a configuration value rather than print it.
var configSetVerbs = set{"--add", "--list", "--remove-section", "--rename-section", "--replace-all", "--unset", "--unset-all", "-l", "add", "delete", "edit", "list", "ls", "remove", "rm", "set", "unset"}

// configSecret returns the key a configuration getter of any CLI prints
// when its name says it is a credential (npm config get
// //registry.npmjs.org/:_authToken, yarn config get npmAuthToken, poetry
// config http-basic.pypi.password); "" otherwise.
func configSecret(c *Command) string {
	if !slices.ContainsFunc(c.Args, func(a Word) bool { return strings.HasPrefix(a.Value, "config") }) {
		return "" // no config word: no list of the values made
	}
	args := c.Values()
	for i, a := range args {
		if a != "config" && a != "configure" && !strings.HasPrefix(a, "config:") {
			continue
		}
		if _, v, ok := strings.Cut(a, ":"); ok && configSetVerbs.has(v) {
			continue // heroku config:unset KEY, config:remove KEY: nothing printed
		}
		verb := strings.HasPrefix(a, "config:get")
		rest := args[i+1:]
		for j, k := range rest {
			if configGetVerbs.has(k) {
				verb = true
				continue
			}
			if configSetVerbs.has(k) || strings.HasPrefix(k, "config:") {
				break
			}
			if strings.HasPrefix(k, "-") {
				continue
			}
			// A key alone is read (poetry config KEY); with a value after
			// it, or =, set.
			last := j == len(rest)-1 && !strings.Contains(k, "=")
			if (verb || last) && credWordsIn(nameWords(k), true) && !templateName(nameWords(k)) {
				return k
			}
			if !verb {
				break
			}
		}
	}
	return ""
}

// lookupSecret returns the variable a configuration manager prints when
// its name says it is a secret (secretField: db_password, api_token) or
// a vaulted one (vault_*, Ansible's convention), or every variable of
// the hosts (hostvars, vars): ansible's debug module run ad hoc (-m
// debug -a var=NAME, -a 'msg={{ NAME }}'), puppet lookup KEY and hiera
// KEY (profile::mqtt::password), each decrypting it from its vault or
// eyaml first; "" otherwise.
func lookupSecret(c *Command) string {
	secret := func(name string) bool {
		parts := splitParts(name)
		return secretField(name) || len(parts) > 1 && parts[0] == "vault" || name == "hostvars" || name == "vars"
	}
	switch pubName(lowerName(c)) {
	case "ansible":
		a, ok := ansibleModuleRun(c)
		if !ok || a.short != "debug" {
			return ""
		}
		for _, v := range a.args {
			for _, m := range debugVar.get().FindAllStringSubmatch(v, -1) {
				if name := m[1] + m[2]; secret(name) {
					return name
				}
			}
		}
	case "puppet", "hiera":
		words := c.Values()
		if c.Name == "puppet" {
			if len(words) == 0 || words[0] != "lookup" {
				return ""
			}
			words = words[1:]
		}
		for _, w := range words {
			if strings.HasPrefix(w, "-") {
				continue
			}
			if key := w[strings.LastIndex(w, "::")+1:]; secret(strings.TrimPrefix(key, ":")) {
				return w
			}
		}
	}
	return ""
}

// ansibleFetched returns the files ansible's modules that bring a
// file's content back from the hosts read (-m slurp -a src=F, its
// base64 printed; -m fetch -a 'src=F dest=D', a copy here), as scp
// HOST:F . reads F.
func ansibleFetched(c *Command) []string {
	a, ok := ansibleModuleRun(c)
	if !ok || a.short != "slurp" && a.short != "fetch" {
		return nil
	}
	var out []string
	for _, v := range a.args {
		for _, m := range moduleSrc.get().FindAllStringSubmatch(v, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// containerCopied returns the files a copy out of a container or a pod
// reads there (docker cp CONTAINER:PATH DEST, podman's and nerdctl's,
// kubectl cp [NS/]POD:PATH DEST), as scp HOST:PATH . reads PATH: the
// paths of its sources named CONTAINER:PATH.
func containerCopied(c *Command) []string {
	name := pubName(lowerName(c))
	if containerEngine(name) == nil && name != "kubectl" && name != "oc" {
		return nil
	}
	var ops []string
	cp := false
	for _, a := range c.Args {
		switch {
		case !cp && a.Value == "cp":
			cp = true
		case cp && (!strings.HasPrefix(a.Value, "-") || a.Value == "-"):
			ops = append(ops, a.Value) // - : a tar stream on standard output
		}
	}
	if len(ops) < 2 {
		return nil
	}
	var out []string
	for _, o := range ops[:len(ops)-1] {
		if _, p, ok := strings.Cut(o, ":"); ok && strings.HasPrefix(p, "/") {
			out = append(out, p)
		}
	}
	return out
}

// moduleSrc matches the src= (or path=) argument of an ansible module
// given as key=value words.
var moduleSrc = &lazyRegexp{expr: `(?:^|\s)(?:src|path)=["']?([^\s"']+)`}

// debugVar matches the variables ansible's debug module prints: var=NAME
// (hostvars['h'].NAME, NAME.sub) and the names a template of msg= starts
// its expressions with ({{ NAME }}, {{ NAME | b64decode }}).
var debugVar = &lazyRegexp{expr: `\bvar=["']?(?:hostvars\[[^\]]*\]\.?)?([A-Za-z_]\w*)|\{\{-?\s*(?:hostvars\[[^\]]*\]\.?)?([A-Za-z_]\w*)`}

// psUnknownReader reports whether c is a PowerShell cmdlet, function or
// expression the cred rules know nothing of, whose reading of a
// credential file among its words is judged at its worst
// (Send-MailMessage -Attachments F, Start-BitsTransfer -Source F,
// (New-Object Net.WebClient).UploadFile(URL, F)); cmdlets that write
// (Export-*, Out-*, New-*, Set-*) are judged by what they write.
func psUnknownReader(c *Command) bool {
	if c.Grammar != lexer.PowerShell || psFileUsers.has(c.Name) || does(c, c.Name, roleWinReads) {
		return false
	}
	if c.Name == "" {
		return true // an expression: its .NET calls
	}
	if !psCmdletName(c.Name) {
		return false // a program (ssh-keygen): judged as a posix one (winNative)
	}
	verb, _, _ := strings.Cut(c.Name, "-")
	switch verb {
	case "export", "out", "new", "set", "add", "save", "write", "clear", "remove", "rename", "move", "test", "get", "import", "install", "update", "register", "unregister", "enable", "disable", "stop", "wait", "convertto", "format", "select", "sort", "where", "measure", "join", "split", "resolve":
		return verb == "get" && c.Name != "get-childitem" && c.Name != "get-acl" && c.Name != "get-filehash" && c.Name != "get-itemproperty" && c.Name != "get-command" && c.Name != "get-help"
	}
	return true
}

// listedCred returns the credential name pattern of a search that feeds c
// the names of the files it reads: find ~ -name '*.kdbx' | xargs cat,
// cat $(fd id_rsa ~), gci -Recurse -Filter logins.json | gc. A search
// alone lists names (a name is not a read); a reader given what it found
// reads the files.
func listedCred(c *Command) string {
	var from []*Command
	// The item in any word: curl -T {}, curl -F f=@{}, --data-binary @{}.
	xargs := slices.ContainsFunc(c.Args, func(a Word) bool { return strings.Contains(a.Value, "$XARGS") })
	if xargs || c.Grammar == lexer.PowerShell {
		from = append(from, c.Feeds...)
		for _, f := range c.Feeds {
			if f.Grammar == lexer.PowerShell {
				from = append(from, f.Feeds...) // gci | % { $_.FullName } | gc
			}
		}
	}
	for _, a := range c.Args {
		from = append(from, a.Subst...)
	}
	for _, f := range from {
		// sudo find / -name 'id_*' | xargs cat: the search a wrapper
		// runs, a few wrappers deep.
		for range 4 {
			if pat := searchedCred(f); pat != "" {
				return pat
			}
			words, _ := peel(f)
			if len(words) == 0 || !words[0].Literal {
				break
			}
			f = &Command{Grammar: f.Grammar, Name: commandName(words[0].Value), Word0: words[0], Args: words[1:]}
		}
	}
	return ""
}

// searchedCredOf returns the first of the name patterns f searches for
// (searchNames) that names a credential file, or "".
func searchedCredOf(f *Command) string {
	for _, pat := range searchNames(f) {
		if credPatternRule(pat) != "" {
			return pat
		}
	}
	return ""
}

// searchNames returns the name patterns a file search f looks for: find's
// -name, -iname, -path; fd's pattern and -e extensions; locate's
// operands; Get-ChildItem's -Filter and -Include; dir /s's and where /r's
// patterns. Where f names the directories it searches (find ~/.ssh -name
// 'id_*', Get-ChildItem $HOME\.aws), each pattern is given under each of
// them too, and a directory searched without a pattern as its every
// entry (DIR/*): what f prints is at worst those paths.
func searchNames(f *Command) []string {
	names := searchPatterns(f)
	roots := searchRoots(f)
	out := names
	under := names
	if n := strings.ToLower(f.Name); n == "fd" || n == "fdfind" {
		under = nil // a regular expression, not a name pattern: at worst every entry
	}
	for _, r := range roots {
		r = strings.TrimRight(strings.ReplaceAll(r, `\`, "/"), "/")
		if strings.ContainsAny(r, "*?[") {
			out = append(out, r) // Get-ChildItem ~/.ssh/id_*: what it names
		}
		if len(under) == 0 {
			out = append(out, r+"/*")
		}
		for _, n := range under {
			out = append(out, r+"/"+strings.TrimPrefix(n, "./"))
		}
	}
	return out
}

// searchRoots returns the directories a file search f walks, as written:
// find's and fd's path operands, Get-ChildItem's paths.
func searchRoots(f *Command) []string {
	var out []string
	switch strings.ToLower(strings.TrimSuffix(f.Name, ".exe")) {
	case "find":
		for _, a := range findStarts(f.Args) {
			out = append(out, a.Value)
		}
	case "fd", "fdfind":
		if ops := operands(f.Values()); len(ops) > 1 {
			out = append(out, ops[1:]...)
		}
	case "get-childitem", "gci":
		if f.Grammar == lexer.PowerShell {
			paths, _ := psPaths(f)
			for _, p := range paths {
				out = append(out, p.Value)
			}
		}
	}
	return out
}

// searchPatterns returns the name patterns searchNames reads, alone.
func searchPatterns(f *Command) []string {
	var out []string
	args := f.Values()
	switch strings.ToLower(strings.TrimSuffix(f.Name, ".exe")) {
	case "find":
		for i, a := range args {
			if (a == "-name" || a == "-iname" || a == "-path" || a == "-ipath" || a == "-wholename") && i+1 < len(args) {
				out = append(out, args[i+1])
			}
		}
	case "fd", "fdfind":
		ops := operands(args)
		if len(ops) > 0 {
			out = append(out, ops[0])
		}
		for i, a := range args {
			if (a == "-e" || a == "--extension") && i+1 < len(args) {
				out = append(out, "x."+strings.TrimPrefix(args[i+1], "."))
			}
		}
	case "locate", "mlocate", "plocate":
		out = append(out, operands(args)...)
	case "get-childitem", "gci", "ls", "dir":
		if f.Grammar == lexer.PowerShell {
			_, p := psFileRead(f)
			for _, val := range p.values("-Filter", "-Include") {
				out = append(out, strings.Split(val, ",")...)
			}
			break
		}
		fallthrough
	case "where":
		for _, a := range args {
			if !strings.HasPrefix(a, "/") && !strings.HasPrefix(a, "-") {
				out = append(out, a) // dir /s /b *.kdbx, where /r C:\ id_rsa
			}
		}
	}
	return out
}

// revealWords and secretWords are the words of an option's name that ask
// a CLI to print a secret in the clear (--show-secrets, --show-token,
// --reveal, --with-decryption, --unmask); strongReveal are those that
// say so alone.
var (
	revealWords  = set{"decrypt", "decrypted", "decryption", "display", "expose", "insecure", "plain", "plaintext", "print", "reveal", "show", "unmask", "unmasked", "unredacted"}
	secretWords  = set{"credential", "credentials", "creds", "keys", "password", "passwords", "secret", "secrets", "sensitive", "token", "tokens", "values"}
	strongReveal = set{"decrypt", "decrypted", "no-redact", "no-redaction", "reveal", "reveal-secrets", "show-sensitive", "unmask", "unmasked", "unredacted", "with-decryption"}
)

// revealOpt returns the option of c, any CLI, whose name asks it to print
// secrets in the clear (pulumi config --show-secrets, a vault CLI's
// --reveal), when what it prints reaches the output; "" otherwise.
func revealOpt(c *Command) string {
	if does(c, c.Name, roleDataWords) || does(c, c.Name, roleTextOnly) || does(c, c.Name, roleReadsOut) || writesFile(c) {
		return "" // readers: what they decrypt is judged by its file (gpg -d secrets.gpg)
	}
	for _, r := range c.Redirs {
		if (r.Fd == "" || r.Fd == "1" || r.Fd == "&") && fsWriteOps.has(r.Op) && r.Target.Value == "/dev/null" {
			return "" // thrown away
		}
	}
	found, env := "", envSubject(c)
	if l := appSettingsListing(c); l != "" {
		found = l
	}
	for i, a := range c.Args {
		v := a.Value
		if v == "--" {
			break
		}
		if v == "-o" && i+1 < len(c.Args) && c.Args[i+1].Value != "-" && !printFormats.hasLower(c.Args[i+1].Value) {
			return "" // into a file
		}
		if !strings.HasPrefix(v, "--") {
			continue
		}
		name, _, _ := strings.Cut(strings.ToLower(v[2:]), "=")
		switch name {
		case "output", "out", "output-file", "out-file":
			if !strings.HasSuffix(v, "=-") {
				return "" // into a file
			}
		}
		if strongReveal.has(name) {
			found = v
			continue
		}
		reveal, secret := false, false
		for w := range strings.FieldsFuncSeq(name, func(r rune) bool { return r == '-' || r == '_' }) {
			reveal = reveal || revealWords.has(w)
			secret = secret || secretWords.has(w)
		}
		if reveal && secret || env && (reveal || secret) {
			found = v
		}
	}
	if found != "" && documentCopied(c) {
		return "" // qpdf --decrypt in.pdf out.pdf: the document's copy, into a file
	}
	return found
}

// documentExts are the extensions of documents: what a tool decrypts
// in one is the document's text, no store of secrets.
var documentExts = set{".doc", ".docx", ".epub", ".odp", ".ods", ".odt", ".pdf", ".ppt", ".pptx", ".rtf", ".xls", ".xlsx"}

// documentCopied reports whether c's last two operands, known before the
// run, are documents of one format (documentExts), an input and the
// output it writes, as converters take them (qpdf --decrypt in.pdf
// out.pdf, msoffcrypto-tool enc.docx dec.docx): an option that
// decrypts or unmasks writes the document's copy into the file, as -o F
// does, and prints nothing.
//
// Every operand before them is an option's value (qpdf --password PW,
// msoffcrypto-tool -p PW): a subcommand or a name standing alone
// (pulumi config --show-secrets a.pdf b.pdf, vaultcli export --unmask
// a.docx b.docx) is what the tool prints, the documents only words
// after it.
func documentCopied(c *Command) bool {
	var ops []Word
	var alone []bool
	for i, a := range c.Args {
		if a.Value == "--" || !strings.HasPrefix(a.Value, "-") {
			ops = append(ops, a)
			alone = append(alone, i == 0 || !strings.HasPrefix(c.Args[i-1].Value, "-") || strings.Contains(c.Args[i-1].Value, "="))
		}
	}
	if len(ops) < 2 || slices.Contains(alone[:len(ops)-2], true) {
		return false
	}
	in, out := ops[len(ops)-2], ops[len(ops)-1]
	ext := strings.ToLower(path.Ext(out.Value))
	return in.Literal && out.Literal && documentExts.has(ext) && strings.ToLower(path.Ext(in.Value)) == ext && in.Value != out.Value
}

// printFormats are the values of a CLI's -o that name a format printed,
// not a file written (az … -o yaml, kubectl … -o json).
var printFormats = set{"json", "jsonc", "table", "text", "tsv", "wide", "yaml", "yml"}

// envNouns name a hosted app's environment: its variables, settings and
// secrets (netlify env:list, render env-vars list, az webapp config
// appsettings list).
var envNouns = set{"appsettings", "config", "configs", "env", "environment", "envs", "secret", "secrets", "settings", "variable", "variables", "vars"}

// appSettingsListing returns the words of c that list a hosted app's
// settings, which such a listing prints with their values (az webapp
// config appsettings list, X app-settings show); "" for none.
func appSettingsListing(c *Command) string {
	app := -1
	var buf [8]string // the words of most arguments, kept on the stack
	for i, a := range c.Args {
		if i > 4 || strings.HasPrefix(a.Value, "-") {
			break
		}
		ws := slices.AppendSeq(buf[:0], nameWordSeq(a.Value))
		if app < 0 && (slices.Contains(ws, "appsettings") || len(ws) == 2 && ws[0] == "app" && ws[1] == "settings") {
			app = i
			continue
		}
		if app >= 0 && len(ws) == 1 && (ws[0] == "list" || ws[0] == "ls" || vocabCredVerbs.has(ws[0])) && !queriesNames(c) {
			return c.Args[app].Value + " " + a.Value
		}
	}
	return ""
}

// queriesNames reports whether c's --query (a JMESPath of az and aws)
// picks fields other than values: [].name prints the names only.
func queriesNames(c *Command) bool {
	args := c.Values()
	for i, a := range args {
		q, ok := strings.CutPrefix(a, "--query=")
		if a == "--query" && i+1 < len(args) {
			q, ok = args[i+1], true
		}
		if ok && !strings.Contains(strings.ToLower(q), "value") {
			return true
		}
	}
	return false
}

// envSubject reports whether c's subcommand words, before its first
// option, name a hosted app's environment (envNouns): an option of such a
// listing that asks for plain text or values alone (--plain, --values)
// prints them. A path is an operand, not a subcommand word
// (ansible-vault encrypt group_vars/all/vault.yml).
func envSubject(c *Command) bool {
	for i, a := range c.Args {
		if i > 3 || strings.HasPrefix(a.Value, "-") {
			break
		}
		if strings.ContainsAny(a.Value, `/\.`) {
			continue
		}
		for w := range nameWordSeq(a.Value) {
			if envNouns.has(w) {
				return true
			}
		}
	}
	return false
}

// credSpecOf reports whether a cred.* spec reads c's command line (aws
// ssm get-parameter --with-decryption): it says what prints, better.
func credSpecOf(c *Command) bool {
	found := false
	eachSpec(c, func(s *spec, _ []Word) { found = found || strings.HasPrefix(s.rule, "cred.") })
	return found
}

// secretPatternRe matches a search pattern that hunts for credentials:
// their names (password, token, api_key, private key) or the shapes of
// well-known tokens (AKIA…, ghp_…, xoxb-…, -----BEGIN … PRIVATE KEY).
//
// A service's own names for its secrets are its keys: redis's
// requirepass and masterauth, Kafka's sasl.jaas.config, slapd's rootpw,
// keepalived's auth_pass, sssd's ldap_default_authtok, SNMP's
// community strings; a key whose last word is pass (SLURM's
// StoragePass, DbPass, auth_pass).
//
// grep matches a pattern anywhere in a line, so the start of such a
// name finds every line the whole name would: passw (password,
// passwd), secre, credent.
var secretPatternRe = &lazyRegexp{expr: `(?i)passw|secre|token|api[_-]?key|apikey|private[ _-]?key|BEGIN[A-Z ()|]*PRIVATE|BEGIN (RSA|DSA|EC|OPENSSH|ENCRYPTED)\b|AKIA|ghp_|gho_|github_pat|glpat-|xox[abpr]|sk_live|AIza|credent|aws_access|authorization:|bearer |connection[_-]?strings?|datasource|\bpwd=|pass\b|requirepass|masterauth|jaas|rootpw|auth_?pass|authtok|community`, words: []string{"aiza", "akia", "api", "auth", "bearer ", "begin", "community", "connection", "credent", "datasource", "ithub_pat", "jaas", "lpat-", "o_", "p_", "pass", "private", "pwd=", "rootpw", "secre", "sk_live", "token", "uthorization:", "ws_access", "xox"}}

// tokenShapeRe matches a search pattern holding the fixed start of a
// well-known key's or token's value, not inside a longer word: AWS's
// access key ids (AKIA, ASIA), GitHub's tokens (ghp_, gho_, ghs_, ghu_,
// github_pat_), GitLab's (glpat-), Slack's (xoxb-…), Stripe's live keys
// (sk_live_, rk_live_), OpenAI's and Anthropic's (sk-), Hugging Face's
// (hf_), Google's API keys (AIza); followed by what stands for the
// value's random characters (a class, an escape, a dot, a group), not
// by a name's letters (hf_hub_download is a function). The letter that
// tells a prefix's kinds apart may be a class of them (gh[pousr]_,
// xox[baprs]-, A[KS]IA, [rs]k_live_), as secret scanners write them.
var tokenShapeRe = &lazyRegexp{expr: `(^|[^A-Za-z0-9_])(A([KS]|\[[KS]+\])IA|gh([opsu]|\[[opsur]+\])_|github_pat_|glpat-|xox([abposr]|\[[abposr]+\])-|([rs]|\[[rs]+\])k_live_|sk-|hf_|AIza)[\[\\.(]`}

// tokenShaped reports whether a search pattern holds a token's shape
// (tokenShapeRe), read also without its word boundaries (\bAKIA, \<ghp_)
// and with each group of alternatives replaced by each of them in turn:
// (AKIA|ASIA)[0-9A-Z]{16}, (ghp|gho)_[A-Za-z0-9]{36}.
func tokenShaped(pattern string) bool {
	p := strings.NewReplacer(`\b`, "", `\<`, "", `(?:`, "(").Replace(pattern)
	if tokenShapeRe.match(p) {
		return true
	}
	for i := strings.IndexByte(p, '('); i >= 0 && i < len(p); i++ {
		j := strings.IndexByte(p[i:], ')')
		if p[i] != '(' || j < 0 || !strings.Contains(p[i:i+j], "|") {
			continue
		}
		for alt := range strings.SplitSeq(p[i+1:i+j], "|") {
			if tokenShapeRe.match(p[:i] + alt + p[i+j+1:]) {
				return true
			}
		}
	}
	return false
}

// onlyMatching reports whether c, a search of the grep family or git
// grep, prints only the text that matches, not its lines: -o,
// --only-matching however abbreviated; not when it prints only names,
// counts or nothing (-l, -L, -c, -q: grepNamesOnly, git grep's too).
func onlyMatching(c *Command) bool {
	if sub, rest := gitSub(c); sub == "grep" {
		f := gitOptions(sub, rest)
		return f.has('o', "--only-matching", 4) && !f.has('l', "--files-with-matches", 9) && !f.has('L', "--files-without-match", 9) &&
			!f.has(0, "--name-only", 6) && !f.has('c', "--count", 4) && !f.has('q', "--quiet", 4)
	}
	return does(c, lowerNameNoExe(c), roleGreps) && !grepNamesOnly(c) && (grepArgs(c).has("-o", "--only-matching") || slices.ContainsFunc(c.Args, func(a Word) bool { return fsLongOpt(a.Value, "--only-matching", 4) }))
}

// matchedPatterns returns the patterns of c, a search printing only
// what matches (onlyMatching): searchOf's, or git grep's (git-grep(1):
// every -e's value, else the first operand); none for any other command.
func matchedPatterns(c *Command) []string {
	if !onlyMatching(c) {
		return nil
	}
	if sub, rest := gitSub(c); sub == "grep" {
		f := gitOptions(sub, rest)
		if e := f.values("-e"); len(e) > 0 {
			return e // git grep -o -e foo -e 'AKIA…': any of them
		}
		if len(f.operands) == 0 {
			return nil
		}
		return []string{f.operands[0].Value}
	}
	if pattern, _, ok := searchOf(c); ok {
		return []string{pattern}
	}
	return nil
}

// secretHunt says how c searches for credentials where their values are
// printed: a history's lines (history | grep -i token), files outside
// the project (grep -r password /etc, Select-String -Pattern token -Path
// ~\*), or every version of the repository (git log -p -S AKIA); "" when
// it does not. A search of the project's own files for a name is code
// reading, and one printing only file names or counts reads nothing out;
// but one for the shape of a token's value printing only what matches
// (grep -o 'AKIA[0-9A-Z]{16}') prints the secrets alone, wherever they
// are, as a secret scanner's report does.
func secretHunt(ctx *Context, c *Command) (rule, what string) {
	if i := slices.IndexFunc(matchedPatterns(c), tokenShaped); i >= 0 {
		pattern := matchedPatterns(c)[i]
		return "cred.cloud-file", "it searches for " + pattern + ", the shape of a key's or token's value, and prints only what matches: the secrets themselves"
	}
	pattern, targets, ok := searchOf(c)
	if !ok {
		return "", ""
	}
	if !secretPatternRe.match(pattern) {
		return "", ""
	}
	for _, f := range c.Feeds {
		if f.Name == "history" || f.Name == "fc" || f.Name == "get-history" || f.Name == "h" || f.Name == "doskey" {
			return "cred.history", "it searches the command history for " + pattern + ", and prints the lines that hold one"
		}
	}
	if isGit(c) {
		return "cred.cloud-file", "it searches every version of the repository for " + pattern + " and prints what matches, secrets once committed included"
	}
	for _, f := range c.Feeds {
		if f := printerOf(f); stateDump(f) {
			return "cred.cloud-file", "it searches the state " + f.Name + " prints, where the resources' secrets are kept in plain text, for " + pattern + " and prints the lines that hold one"
		}
	}
	for _, t := range targets {
		if stateFile(t) {
			return "cred.cloud-file", "it searches " + t + ", a state file that keeps the resources' secrets in plain text, for " + pattern + " and prints the lines that hold one"
		}
	}
	for _, f := range c.Feeds {
		if f := printerOf(f); doesSub(f, roleShowsLogs) && !slices.ContainsFunc(nameWords(strings.ToLower(pattern)), logEventWords.has) {
			// The lines a service logged, as grep -r password /var/log
			// reads them: tokens and passwords it printed among them.
			return "cred.cloud-file", "it searches the logs " + f.Name + " prints for " + pattern + " and prints the lines that hold one"
		}
	}
	own := len(targets)
	var dumped []string // the files a hex dump prints (xxd core | grep pass): its text column holds the image's strings
	for _, f := range c.Feeds {
		f := printerOf(f)
		name := strings.ToLower(f.Name)
		shows := does(f, name, roleShowsFiles)
		if !shows && !((does(f, name, rolePrintsOnly) || does(f, name, roleWinPrintsOnly)) && does(f, name, roleShowsAsIs)) {
			continue
		}
		for _, a := range f.Values() {
			if strings.HasPrefix(a, "-") {
				continue
			}
			if shows {
				targets = append(targets, a)
			} else {
				dumped = append(dumped, a)
			}
		}
	}
	for i, t := range append(targets[:len(targets):len(targets)], dumped...) {
		// A printer's operand (strings core | rg passw) is a file it
		// reads, not a folder the search walks.
		if memoryImage(t, i < own && (searchesTree(c) || recursiveSwitch(c))) {
			return "cred.cloud-file", "it searches " + t + ", a process's memory written out, for " + pattern + " and prints the lines that hold one: the secrets the process held"
		}
		if liveConfig(t) {
			return "cred.cloud-file", "it searches " + t + ", the configuration of a live deployment, for " + pattern + " and prints the lines that hold its value"
		}
	}
	proj := ctx.Env.Project
	for _, t := range targets {
		p := homeWord(strings.ReplaceAll(t, `\`, "/"), ctx.Env)
		low := strings.ToLower(p)
		win := strings.HasPrefix(low, "$env:") || strings.HasPrefix(low, "%") || len(p) > 2 && p[1] == ':' || registryKey(low)
		if !strings.HasPrefix(p, "/") && !win {
			continue // relative: the project's
		}
		if !searchesTree(c) && !strings.ContainsAny(p, "*?") && !recursiveSwitch(c) {
			continue // one file: its name decides (grep PasswordAuthentication /etc/ssh/sshd_config)
		}
		if proj != "" && proj != "/" && proj != ctx.Env.Home && fsUnder(p, proj) {
			continue
		}
		if (searchesCode(c, p) || checkoutTree(ctx.Env, p)) && shownOnly(ctx, c) {
			continue // source files, or a checkout's: code reading wherever they are, its matches shown to the agent
		}
		return "cred.cloud-file", "it searches " + t + ", outside the project, for " + pattern + " and prints the lines that hold one"
	}
	return "", ""
}

// registryKey reports whether low, a lowercased word, names a key of the
// Windows registry by its root (HKLM, HKEY_CURRENT_USER\Software, HKCU:):
// the machine's and the users' settings, no file of the project.
func registryKey(low string) bool {
	low = strings.TrimPrefix(low, "registry::")
	root := low[:len(low)-len(strings.TrimLeft(low, "abcdefghijklmnopqrstuvwxyz_"))]
	switch root {
	case "hklm", "hkcu", "hkcr", "hku", "hkcc", "hkey_local_machine", "hkey_current_user", "hkey_classes_root", "hkey_users", "hkey_current_config":
		return true
	}
	return false
}

// memoryImage reports whether the file p names, by its name, a
// process's memory written out: a core dump (core, core.PID,
// NAME.core, the kernel's vmcore), a Windows minidump or full dump
// (.dmp, .mdmp, .hdmp), a Java heap dump (.hprof). What the process
// held in the clear is in it: its environment, the passwords and
// tokens it was given or read, whatever folder it lies in. A search
// that walks folders (dirs) reads core as a folder, a project's
// package (grep -r password core/); core.PID and vmcore are not one.
func memoryImage(p string, dirs bool) bool {
	p = strings.ReplaceAll(p, `\`, "/")
	base := strings.ToLower(path.Base(p))
	if strings.HasSuffix(p, "/") {
		return false
	}
	if base == "core" && !dirs || base == "vmcore" || strings.HasPrefix(base, "core.") && len(base) > len("core.") && strings.Trim(base[len("core."):], "0123456789") == "" {
		return true
	}
	return memoryImageExts.has(path.Ext(base))
}

// memoryImageExts are the extensions of memoryImage's files.
var memoryImageExts = set{".core", ".dmp", ".hdmp", ".hprof", ".mdmp"}

// checkoutRoots are the names, lower case, of the folders people keep
// their checkouts in, at a drive's or the file system's root or in home:
// C:\Projects, C:\src, D:\repos, ~/code, ~/dev; Visual Studio's
// source\repos.
var checkoutRoots = set{"code", "dev", "git", "github", "projects", "repos", "source", "src", "workspace", "workspaces"}

// checkoutTree reports whether p, a searched path (home expanded, \ or
// / between its parts), lies in a named checkout in a folder of
// checkouts: C:\Projects\VTScada-WTP\*.xml, ~/src/api/config,
// C:\Users\x\source\repos\App\*.json. What it holds is a project's
// code and settings, read as the project's own are; a search of the
// folder of checkouts as a whole (C:\src\*.xml) is not one.
func checkoutTree(env *Env, p string) bool {
	low := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	unixRoot := true // the file system's own root, where /dev is the devices' folder
	if len(low) > 2 && low[1] == ':' {
		low, unixRoot = low[2:], false
	}
	for _, home := range []string{"%userprofile%", "$env:userprofile", "${env:userprofile}", strings.ToLower(env.Home)} {
		if home != "" && home != "/" && fsUnder(low, home) {
			low, unixRoot = "/"+strings.TrimPrefix(low, home), false
			break
		}
	}
	parts := strings.Split(strings.Trim(low, "/"), "/")
	if len(parts) > 2 && (parts[0] == "users" || parts[0] == "home") {
		parts, unixRoot = parts[2:], false // another home's folders
	}
	if unixRoot && parts[0] == "dev" {
		return false // /dev/shm/…: the system's devices and shared memory, no checkouts
	}
	if len(parts) > 1 && parts[0] == "source" && parts[1] == "repos" {
		parts = parts[1:]
	}
	return len(parts) > 2 && checkoutRoots.has(parts[0]) && !strings.ContainsAny(parts[1], "*?[") && !strings.HasPrefix(parts[1], ".")
}

// searchesCode reports whether search c reads only source code below
// target p: p's own name is a file of code (findstr /s password
// C:\Scripts\*.py; findstr's /s matches that name in every folder below,
// learn.microsoft.com windows-commands/findstr), or every filter of the
// files searched does (grep -r --include=*.py, rg -g '*.ts',
// Select-String -Include *.ps1,*.psm1, whose -Include takes a list,
// about_Parsing's comma). Code names its secrets, it does not hold a
// store of them: a log (.log) is what programs printed, tokens
// included, and is no code here (serviceConfig reads it alike).
func searchesCode(c *Command, p string) bool {
	if codeName(p) {
		return true
	}
	var filters []string
	switch name := lowerNameNoExe(c); {
	case name == "select-string" || name == "sls":
		for _, v := range parseArgs(&psSelectString, c.Args).values("-Include") {
			filters = append(filters, strings.Split(v, ",")...)
		}
	case name == "grep" || does(c, name, roleGreps):
		filters = grepArgs(c).values("--include", "--glob", "-g")
	}
	for _, f := range filters {
		if !codeName(f) {
			return false
		}
	}
	return len(filters) > 0
}

// shownOnly reports whether what c prints reaches the terminal alone:
// its standard output goes to no file (but /dev/null), and no command
// reading it through pipes sends what it reads to another machine
// (sendsInput), writes a file, or runs behind a wrapper (xargs curl …). A search's matches saved to a
// file or sent on are where what it found goes next (grep -rn password
// /opt/app --include=*.py | curl -F f=@- URL): the worst reading of a
// search for a secret's word is a harvest.
func shownOnly(ctx *Context, c *Command) bool {
	toFile := func(c *Command) bool {
		return slices.ContainsFunc(c.Redirs, func(r Redir) bool { return outRedir(r) && !(r.Target.Literal && nullSink(r.Target.Value)) })
	}
	if toFile(c) {
		return false
	}
	for _, o := range ctx.inputCommands() {
		if o == c || !feedsInto(c, o) {
			continue
		}
		if toFile(o) || sendsInput(o) || len(fsWrites(o)) > 0 || !o.Grammar.IsPosix() && len(winWrites(o, true)) > 0 || len(o.Wrappers) > 0 {
			return false
		}
	}
	return true
}

// codeName reports whether a file name or wildcard of one ends in an
// extension of source code (codeExts) other than .log; a negated glob
// (rg -g '!*.py') excludes those files instead.
func codeName(name string) bool {
	name = strings.TrimSpace(strings.Trim(name, `"'`))
	if strings.HasPrefix(name, "!") {
		return false
	}
	ext := strings.ToLower(path.Ext(strings.ReplaceAll(name, `\`, "/")))
	return ext != ".log" && codeExts.has(ext)
}

// logEventWords name a failure a service logs (sshd's "Failed password
// for", "token expired", "invalid api key"): a search for that event
// counts and shows attempts, the line the message is, not a secret's
// value printed among the rest.
var logEventWords = set{"denied", "error", "expired", "fail", "failed", "failure", "incorrect", "invalid", "mismatch", "missing", "refused", "rejected", "wrong"}

// appSettingsExts are the extensions of files an application reads its
// settings from.
var appSettingsExts = set{"cfg", "conf", "config", "env", "ini", "json", "properties", "tfvars", "toml", "xml", "yaml", "yml"}

// liveConfig reports whether p names the settings file of a live
// deployment, where keys hold their real values: a settings file
// (configExts, .env*) whose path's words say production, release or
// secrets (appsettings.Production.json, web.Release.config,
// deploy/prod/values.yaml, config/credentials.xml), not an example,
// template or test fixture of one, nor a CI pipeline (notCredWords,
// notLiveWords). An environment's own override of the settings
// (appsettings.Development.json, database.staging.yml,
// application-dev.properties, settings.local.json) is where that
// environment's real values are put, beside the shared base file.
func liveConfig(p string) bool {
	p = strings.ToLower(strings.ReplaceAll(strings.Trim(p, `"'`), `\`, "/"))
	if serviceConfig(p) {
		return true
	}
	base := path.Base(p)
	ext := strings.TrimPrefix(path.Ext(base), ".")
	if !appSettingsExts.has(ext) && !strings.HasPrefix(base, ".env") {
		return false
	}
	live := false
	for i, w := range nameWords(strings.TrimSuffix(base, "."+ext)) {
		live = live || i > 0 && envOverrideWords.has(w)
	}
	// A site as a web server serves it (C:\inetpub\wwwroot\web.config,
	// /var/www/app/.env): deployed, its settings are the live ones.
	live = live || strings.HasPrefix(p, "/var/www/") || strings.Contains(p, "inetpub/") || strings.Contains(p, "/wwwroot/")
	for _, part := range strings.Split(p, "/") {
		for _, w := range nameWords(part) {
			switch {
			case notCredWords.has(w), notLiveWords.has(w):
				return false
			case prodWords.has(w), w == "release", w == "secrets", w == "secret", w == "credentials", w == "creds":
				live = true
			}
		}
	}
	return live
}

// envOverrideWords name a shared environment, or this machine's own
// secrets, after a settings file's own name (appsettings.Staging.json,
// config.local.json): its override.
var envOverrideWords = set{"local", "preprod", "qa", "sandbox", "stage", "staging", "uat"}

// notLiveWords name a project's tests and their data, and the folders of
// CI pipelines, whose files name secrets (secrets.NPM_TOKEN in
// .github/workflows/release.yml) that the CI service keeps.
var notLiveWords = set{"buildkite", "circleci", "fixture", "fixtures", "github", "gitlab", "mocks", "test", "testdata", "testing", "tests", "workflows"}

// searchOf returns the pattern and the files of a text search (grep, rg,
// ag, ack, findstr, Select-String, reg query /f, git grep, git log -S/-G with -p; an
// awk or sed program printing the lines its regular expressions pick);
// ok is false for anything else, and for a search printing only names or
// counts.
func searchOf(c *Command) (pattern string, targets []string, ok bool) {
	name := lowerNameNoExe(c)
	if does(c, name, roleGreps) {
		name = "grep"
	}
	switch name {
	case "grep":
		if grepNamesOnly(c) {
			return "", nil, false
		}
		p := grepArgs(c)
		ops := p.operands
		if e := p.values("-e", "--regexp"); len(e) > 0 {
			pattern = strings.Join(e, "|")
		} else if len(ops) > 0 {
			pattern, ops = ops[0].Value, ops[1:]
		}
		for _, o := range ops {
			targets = append(targets, o.Value)
		}
		return pattern, targets, pattern != ""
	case "awk", "gawk", "mawk", "nawk":
		// awk '/password/' F, awk 'tolower($0) ~ /token/ {print $2}':
		// its patterns' regular expressions pick the lines it prints.
		progs, files := programWords(&awkArgs, c.Args)
		if len(progs) != 1 || awkPrintsNoText(progs[0].Value) {
			return "", nil, false
		}
		res := awkPatternRegexps(progs[0].Value)
		return strings.Join(res, "|"), wordValues(files), len(res) > 0
	case "sed", "gsed":
		// sed -n '/password/p' F, sed '/token/!d' F.
		res, files := sedPicks(c.Args)
		return strings.Join(res, "|"), files, len(res) > 0
	case "jq", "gojq", "jaq", "yq":
		// A filter picking fields by name (.values.password) prints
		// what it names: the filter is the pattern, its operands after
		// it the files.
		r, _ := readJq(c)
		if r.filter == nil {
			return "", nil, false
		}
		return r.filter.Value, wordValues(r.files), true
	case "findstr":
		// findstr [/switches] [/c:STRING…] [/g:FILE] [STRINGS] FILE…
		// (learn.microsoft.com, windows-commands/findstr): the strings
		// of /c: (or the file of /g:) stand in for the STRINGS operand,
		// and every operand after them is a file; /m prints names only.
		_, p := winRead(c)
		if p.has("/m") {
			return "", nil, false
		}
		ops := wordValues(p.operands)
		if pats := p.values("/c", "/g"); len(pats) > 0 {
			return strings.Join(pats, "|"), ops, true
		}
		if len(ops) == 0 {
			return "", nil, false
		}
		return ops[0], ops[1:], true
	case "reg":
		// reg query KEY /f DATA [/s] (learn.microsoft.com,
		// windows-commands/reg-query): /f searches the key's names and
		// data for DATA and prints each value found; /s walks every
		// subkey. The key is the one place searched.
		if len(c.Args) < 2 || !strings.EqualFold(c.Args[0].Value, "query") {
			return "", nil, false
		}
		for i, a := range c.Args[:len(c.Args)-1] {
			if strings.EqualFold(a.Value, "/f") {
				pattern = c.Args[i+1].Value
			}
		}
		return pattern, []string{c.Args[1].Value}, pattern != ""
	case "select-string", "sls":
		p := parseArgs(&psSelectString, c.Args)
		if p.has("-List", "-Quiet") {
			return "", nil, false
		}
		ops := wordValues(p.operands)
		targets = p.values("-Path", "-LiteralPath", "-PSPath", "-LP")
		if pats := p.values("-Pattern"); len(pats) > 0 {
			pattern = pats[len(pats)-1]
		} else if len(ops) > 0 {
			pattern, ops = ops[0], ops[1:] // Select-String PATTERN
		}
		targets = append(targets, ops...) // Select-String PATTERN PATH
		return pattern, targets, pattern != ""
	case "git":
		sub, rest := gitSub(c)
		args := wordValues(rest)
		switch sub {
		case "grep":
			all := false
			for _, a := range c.Args {
				for _, s := range a.Subst {
					all = all || isGit(s) && hasArg(s.Args, "--all")
				}
			}
			if !all || hasArg(c.Args, "-l", "-c", "--count", "--name-only", "-q", "--quiet") {
				return "", nil, false
			}
			ops := operands(args)
			if len(ops) > 0 {
				return ops[0], nil, true
			}
		case "log", "whatchanged":
			if !hasArg(rest, "-p", "--patch", "-u") {
				return "", nil, false
			}
			for i, a := range args {
				switch {
				case (a == "-S" || a == "-G") && i+1 < len(args):
					return args[i+1], nil, true
				case strings.HasPrefix(a, "-S") && len(a) > 2 || strings.HasPrefix(a, "-G") && len(a) > 2:
					return a[2:], nil, true
				}
			}
		}
	}
	return "", nil, false
}

// recursiveSwitch reports whether a Windows search c looks through
// subdirectories: findstr /s, Select-String fed a recursive listing.
func recursiveSwitch(c *Command) bool {
	for _, a := range c.Args {
		if strings.EqualFold(a.Value, "/s") {
			return true
		}
	}
	return false
}

// psVerbs are PowerShell's approved verbs, the first word of a cmdlet's
// or a function's name (Send-MailMessage); a program's name with a dash
// (ssh-keygen) has none.
var psVerbs = set{"add", "approve", "assert", "backup", "block", "build", "checkpoint", "clear", "close", "compare", "complete", "compress", "confirm", "connect", "convert", "convertfrom", "convertto", "copy", "debug", "deny", "deploy", "disable", "disconnect", "dismount", "edit", "enable", "enter", "exit", "expand", "export", "find", "format", "get", "grant", "group", "hide", "import", "initialize", "install", "invoke", "join", "limit", "lock", "measure", "merge", "mount", "move", "new", "open", "optimize", "out", "ping", "pop", "protect", "publish", "push", "read", "receive", "redo", "register", "remove", "rename", "repair", "request", "reset", "resize", "resolve", "restart", "restore", "resume", "revoke", "save", "search", "select", "send", "set", "show", "skip", "split", "start", "step", "stop", "submit", "suspend", "switch", "sync", "test", "trace", "unblock", "undo", "uninstall", "unlock", "unprotect", "unpublish", "unregister", "update", "upload", "use", "wait", "watch", "write"}

// configDumpWords are the words of a tool's settings; configShowWords
// those that print them (nix show-config, npm config list -l, git config
// --list, s3cmd --dump-config, composer config --list).
var (
	configDumpWords = set{"conf", "config", "configuration", "settings"}
	configShowWords = set{"a", "all", "display", "dump", "get", "l", "list", "ls", "print", "regexp", "show", "view"}
)

// filteredConfigSecret returns the credential name c, a text search of
// its standard input, picks from the settings a tool prints (nix
// show-config | grep access-tokens, npm config list -l | findstr
// _authToken): the one line of them that holds the credential. A pattern
// that names a credential's setting by its words (credWordsIn, with the
// home directory's auth and tokens) or its shape (credentialName), not a
// helper's or a template's (credential.helper), is one; "" otherwise.
func filteredConfigSecret(c *Command) string {
	if len(c.Feeds) == 0 {
		return "" // no tool before it, printing settings or anything
	}
	pattern, targets, ok := searchOf(c)
	if !ok || len(targets) > 0 || !slices.ContainsFunc(c.Feeds, printsConfig) || invertedSearch(c) {
		return ""
	}
	start := -1
	for i := 0; i <= len(pattern); i++ {
		if i < len(pattern) && (isAlnum(pattern[i]) || pattern[i] == '_' || pattern[i] == '-' || pattern[i] == '.') {
			if start < 0 {
				start = i
			}
			continue
		}
		if start < 0 {
			continue
		}
		name := strings.Trim(pattern[start:i], "-_.")
		start = -1
		words := nameWords(name)
		if (credWordsIn(words, true) || credentialName(strings.NewReplacer("-", "_", ".", "_").Replace(name))) && !templateName(words) {
			return name
		}
	}
	return ""
}

// invertedSearch reports whether c, a search, prints the lines that do
// not match its pattern (grep -v, --invert-match, findstr /v,
// Select-String -NotMatch): git config --list | grep -v token leaves
// the setting out.
func invertedSearch(c *Command) bool {
	switch name := lowerNameNoExe(c); {
	case does(c, name, roleGreps):
		return grepArgs(c).has("-v", "--invert-match")
	case name == "findstr":
		return slices.ContainsFunc(c.Args, func(a Word) bool { return strings.EqualFold(a.Value, "/v") })
	case name == "select-string" || name == "sls":
		return parseArgs(&psSelectString, c.Args).has("-NotMatch")
	}
	return false
}

// printsConfig reports whether f prints a tool's settings: among its
// words one of configDumpWords and one of configShowWords, or one word
// holding both (show-config, --dump-config, config:list).
func printsConfig(f *Command) bool {
	conf, show := false, false
	for _, v := range f.Values() {
		both := 0
		for w := range nameWordSeq(v) {
			switch {
			case configDumpWords.has(w):
				conf = true
				both |= 1
			case configShowWords.has(w):
				show = true
				both |= 2
			}
		}
		if both == 3 {
			return true
		}
	}
	return conf && show
}

// serviceConfigs are the configuration files of services that keep the
// service's own passwords inline among their settings, matched as path
// suffixes in lower case: redis's requirepass and masterauth, a TACACS+
// server's keys, keepalived's auth_pass, SNMP's communities, slapd's
// rootpw, sssd's bind password, ssmtp's AuthPass, ClickHouse's and
// RabbitMQ's users, Kibana's and Zabbix's database logins, the
// registries' logins of k3s and RKE2, Kafka's brokers' and clients'
// sasl.jaas.config and keystore passwords, the Datadog agent's api_key,
// Prometheus's web configuration's basic-auth users; Asterisk's SIP,
// IAX and manager peers' secrets, Kamailio's database logins, SNMP
// trap receivers' communities, the Mender client's tenant token, the
// GitLab, Buildkite and TeamCity runners' and agents' tokens,
// Oxidized's device logins, strongSwan's PSKs (swanctl.conf), NATS's
// and RabbitMQ's users, Pulsar clients' auth parameters, Telegraf's
// outputs' tokens; any Kafka client's or broker's properties
// (kafkaProperties); Mirth Connect's mirth.properties (the HL7
// engine's database and keystore passwords), SLURM's slurmdbd.conf
// (the accounting database's StoragePass), unixODBC's data sources
// (odbc.ini's Password=); the research platforms' servers as deployed:
// JupyterHub's jupyterhub_config.py (its cookie secret, the proxy's auth
// token, the OAuth client's secret), Superset's superset_config.py
// (SECRET_KEY, the database's URI), Airflow's airflow.cfg (fernet_key,
// the metadata database's sql_alchemy_conn), Open OnDemand's
// ood_portal.yml (its OIDC client's secret), a project's copy of the
// first two being code; MobaXterm's MobaXterm.ini (its sessions and,
// under [Passwords], their saved passwords). Printed whole or searched for a secret's name (secretHunt), their secrets are printed; read for
// another setting (grep maxmemory), edited or copied, they are used.
var serviceConfigs = pathSet{
	"kamailio/kamctlrc", "proxysql.cnf", "slurm/slurmdbd.conf", "slurmdbd.conf",
	"keepalived/keepalived.conf", "ldap/slapd.conf", "openldap/slapd.conf", "snmp/snmptrapd.conf",
	"snmpd.conf", "asterisk/pjsip_wizard.conf", "sssd/sssd.conf", "telegraf/telegraf.conf",
	"redis/sentinel.conf", "swanctl/swanctl.conf", "nut/upsmon.conf", "asterisk/sip.conf",
	"asterisk/pjsip.conf", "ssmtp/ssmtp.conf", "rabbitmq/rabbitmq.conf", "mender/mender.conf",
	"asterisk/manager.conf", "nats/nats-server.conf", "zabbix_server.conf", "redis.conf",
	"tac_plus.conf", "pulsar/client.conf", "asterisk/iax.conf", "zabbix_proxy.conf",
	"buildkite-agent.cfg", "airflow/airflow.cfg", "oxidized/config", "etc/odbc.ini", ".odbc.ini",
	"mobaxterm.ini", ".datadog-agent/datadog.yaml", "datadog-agent/datadog.yaml",
	"rancher/k3s/registries.yaml", "rancher/rke2/registries.yaml", ".gitlab-runner/config.toml",
	"gitlab-runner/config.toml", "clickhouse-server/users.xml", "kibana/kibana.yml",
	"prometheus/web.yml", "prometheus/web-config.yml", "ood/config/ood_portal.yml",
	"rabbitmq/definitions.json", "kafka/config/connect-distributed.properties",
	"kafka/connect-distributed.properties", "mirth.properties", "kafka/config/producer.properties",
	"kafka/producer.properties", "kafka/config/consumer.properties", "kafka/consumer.properties",
	"kafka/config/server.properties", "kafka/server.properties", "buildagent.properties",
	"kafka/client.properties", "kafka/config/client.properties", "etc/jupyterhub/jupyterhub_config.py",
	"srv/jupyterhub/jupyterhub_config.py", "etc/superset/superset_config.py",
}

// serviceConfig reports whether low, a lower-case path with slashes, is
// a service's configuration that keeps its passwords inline
// (serviceConfigs), a RADIUS server's clients.conf (each client's shared
// secret), or a network device's configuration saved (a running-config
// or startup-config, by name or in RANCID's or Oxidized's store: enable
// secrets, TACACS+ and RADIUS keys, SNMP communities).
func serviceConfig(low string) bool {
	if serviceConfigs.has(low) {
		return true
	}
	base := path.Base(low)
	if base == "clients.conf" && (strings.Contains(low, "raddb/") || strings.Contains(low, "freeradius/")) {
		return true
	}
	if kafkaProperties(low, base) {
		return true
	}
	if ext := path.Ext(base); ext == ".md" || codeExts.has(ext) && ext != ".log" {
		return false
	}
	words := nameWords(base)
	for i := 0; i+1 < len(words); i++ {
		if (words[i] == "running" || words[i] == "startup") && (words[i+1] == "config" || words[i+1] == "cfg") {
			return !templateName(words)
		}
	}
	return strings.Contains(low, "rancid/") && strings.Contains(low, "/configs/") || strings.Contains(low, "oxidized/") && strings.Contains(low, "/configs")
}

// kafkaWords name, in a properties file's name in a Kafka folder, the
// files that connect to brokers or are one, whose SASL JAAS logins and
// keystores' passwords are settings among the others (client.properties,
// admin-sasl.properties, command-config.properties, ssl.properties); a
// logging configuration (log4j.properties) is none.
var kafkaWords = set{"admin", "broker", "client", "command", "connect", "consumer", "producer", "sasl", "server", "ssl", "streams"}

// kafkaProperties reports whether low is a Kafka client's or broker's
// properties file (kafkaWords), in a folder of Kafka's (/etc/kafka,
// ~/.kafka, kafka_2.13/config, a Confluent image's /etc/kafka).
func kafkaProperties(low, base string) bool {
	if !strings.Contains(path.Dir(low), "kafka") {
		return false
	}
	if strings.ContainsAny(base, "*?[") {
		ok, _ := path.Match(base, "client.properties")
		return ok // a pattern of them (/etc/kafka/*.properties)
	}
	if path.Ext(base) != ".properties" {
		return false
	}
	for _, w := range nameWords(strings.TrimSuffix(base, ".properties")) {
		if kafkaWords.has(w) {
			return true
		}
	}
	return false
}

// settingsHeads are the first words of the names of the files
// frameworks read their settings from (appsettings.json,
// application.yml, settings.json, config.json, database.yml).
var settingsHeads = set{"application", "appsettings", "config", "database", "db", "settings"}

// settingsOverride reports whether low, a lower-case path with slashes,
// is an application's settings overridden for a live or shared
// environment by its name, as frameworks name them: ASP.NET's
// appsettings.Production.json, Spring's application-prod.yml, a
// config.staging.json; the file that environment's connection strings
// and passwords are put in. A development or test override, an example
// and a test fixture are not (liveConfig).
func settingsOverride(low string) bool {
	base := path.Base(low)
	ext := strings.TrimPrefix(path.Ext(base), ".")
	if !appSettingsExts.has(ext) || ext == "env" {
		return false
	}
	words := nameWords(strings.TrimSuffix(base, "."+ext))
	if len(words) < 2 || !settingsHeads.has(words[0]) {
		return false
	}
	live := false
	for _, w := range words[1:] {
		live = live || prodWords.has(w) || envOverrideWords.has(w) && w != "local"
	}
	return live && liveConfig(low)
}

// mixedConfig reports whether p is a configuration that keeps a live
// deployment's secrets inline among its other settings: a service's
// (serviceConfig) or an application's settings for a live environment
// (settingsOverride). Read whole, printed or sent, it is a credential
// file; read for another setting by its name, copied beside itself or
// edited in place, it is used (settingUsed).
func mixedConfig(p string) bool {
	low := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	return serviceConfig(low) || settingsOverride(low) || servedSettings(low)
}

// servedSettings reports whether low, a lower-case path with slashes, is
// an application's settings file where a web server serves the
// application from (IIS's inetpub and wwwroot, /var/www): deployed, its
// connection strings hold the live passwords, whatever its name says of
// the environment. The settings are ASP.NET's web.config and the files
// a framework reads its settings from (settingsHeads: appsettings.json,
// config/database.yml), not an example or a test's (liveConfig).
func servedSettings(low string) bool {
	if !strings.Contains(low, "inetpub/") && !strings.Contains(low, "wwwroot/") && !strings.HasPrefix(low, "/var/www/") {
		return false
	}
	base := path.Base(low)
	ext := strings.TrimPrefix(path.Ext(base), ".")
	if !appSettingsExts.has(ext) || ext == "env" {
		return false
	}
	words := nameWords(strings.TrimSuffix(base, "."+ext))
	if len(words) == 0 || !(base == "web.config" || settingsHeads.has(words[0]) || slices.Contains(words, "connectionstrings")) {
		return false
	}
	return liveConfig(low)
}

// settingUsed reports whether c reads a mixedConfig for a setting that is
// no secret, or copies it: a search for a pattern that names none
// (secretPatternRe) and prints only the lines that match, a jq or yq
// filter picking such a field, a local copy (cp redis.conf
// redis.conf.bak), the service started with it, git's view of the
// project's copy; or c prints it only into such a search (cat
// redis.conf | grep maxmemory).
func settingUsed(ctx *Context, c *Command) bool {
	if settingSearch(c) || grepNamesOnly(c) {
		return true // grep -l, Select-String -List: the file's name, not its lines
	}
	if n := lowerNameNoExe(c); (n == "select-string" || n == "sls") && parseArgs(&psSelectString, c.Args).has("-List", "-Quiet") {
		return true
	}
	if unknownReader(c) && cmdInterpLang(c) == "" && !does(c, c.Name, roleWinReads) && !slices.ContainsFunc(c.Redirs, func(r Redir) bool { return r.Op == "<" }) {
		// redis-server /etc/redis/redis.conf, keepalived -f FILE,
		// kafka-server-start.sh server.properties: the service started
		// with its configuration (not code run on it: python3 -c …).
		return true
	}
	switch lowerNameNoExe(c) {
	case "git":
		// git diff appsettings.Production.json: the project's history of
		// it, judged by the git rules; but git show REV:PATH, git
		// cat-file -p REV:PATH and git archive print or pack the file
		// whole, as cat does: a setting read from it by name is as
		// cat's is (everyReader).
		sub, words := gitSub(c)
		switch sub {
		case "archive":
			return false
		case "show", "cat-file":
			if slices.ContainsFunc(words, func(w Word) bool { return !strings.HasPrefix(w.Value, "-") && strings.Contains(w.Value, ":") }) {
				return everyReader(ctx, c, settingSearch)
			}
		}
		return true
	case "cp", "install", "mv", "copy", "copy-item", "cpi":
		// copy: cmd's, and a network device's (copy running-config
		// startup-config saves it; copy scp://… running-config loads into
		// it, judged as a configuration push). Only the destination can
		// send the content elsewhere: a remote one (host:path, a URL, a
		// share's \\HOST\…; a drive letter is read the same way, the
		// worst reading, but in cmd and PowerShell, where C:\… is this
		// machine's).
		for i, a := range c.Args {
			v := a.Value
			remote := v == "-" || strings.HasPrefix(v, "/dev/") || strings.Contains(v, ":") && !(isWin(c.Grammar) && drivePath(v) && !driveOfShare(ctx, v[0])) || isWin(c.Grammar) && strings.HasPrefix(v, `\\`)
			if !a.Literal || (i == len(c.Args)-1 || c.Grammar == lexer.PowerShell) && remote { // -Destination may come first
				return false
			}
		}
		return len(c.Redirs) == 0
	}
	return does(c, lowerNameNoExe(c), roleShowsFiles) && everyReader(ctx, c, settingSearch)
}

// driveOfShare reports whether the input maps the drive letter d to a
// share, where a copy goes to another machine: net use D: \\HOST\S,
// New-PSDrive -Name D (ndr, mount) of a share's root, or pushd \\HOST\S,
// which takes a free letter, any but the system's C:.
func driveOfShare(ctx *Context, d byte) bool {
	if ctx == nil || ctx.Input == nil {
		return false
	}
	letter := strings.ToLower(string(d))
	for _, o := range ctx.Input.Commands {
		unc := slices.ContainsFunc(o.Args, func(w Word) bool {
			return !w.Literal || strings.HasPrefix(w.Value, `\\`) || strings.HasPrefix(w.Value, "//")
		})
		if !unc {
			continue
		}
		names := slices.ContainsFunc(o.Args, func(w Word) bool { return strings.ToLower(strings.TrimSuffix(w.Value, ":")) == letter })
		switch lowerNameNoExe(o) {
		case "net", "net1":
			if len(o.Args) > 0 && strings.EqualFold(o.Args[0].Value, "use") && names {
				return true
			}
		case "new-psdrive", "ndr", "mount":
			if names {
				return true
			}
		case "pushd":
			if letter != "c" {
				return true
			}
		}
	}
	return false
}

// settingSearch reports whether c searches for a setting by its name and
// prints only the lines or the field that match: not for a secret's name
// (secretPatternRe), not inverted (grep -v '^#' prints the rest), with
// no lines of context around the match, and naming a word of three
// letters at least (not grep . or grep ”); a jq or yq filter picking
// a named field (.Logging, not . or .[]).
func settingSearch(c *Command) bool {
	pattern, _, ok := searchOf(c)
	if !ok || secretPatternRe.match(pattern) {
		return false
	}
	switch lowerNameNoExe(c) {
	case "jq", "gojq", "jaq", "yq":
		return len(pattern) > 1 && pattern[0] == '.' && isAlnum(pattern[1]) && !strings.ContainsAny(pattern, "|,[") && !strings.Contains(pattern, "..")
	}
	for _, a := range c.Args {
		if wholeLineOption(a.Value) {
			return false
		}
	}
	run := 0
	for i := 0; i < len(pattern); i++ {
		if isAlnum(pattern[i]) || pattern[i] == '_' {
			run++
			if run >= 3 {
				break
			}
		} else {
			run = 0
		}
	}
	return run >= 3 && !matchesSecretLine(pattern, hasArg(c.Args, "-F", "--fixed-strings", "-SimpleMatch"))
}

// wholeLineOption reports whether a search's option v prints more than
// the lines its pattern matches, or matches by something other than the
// pattern given: inverted (-v, -NotMatch), lines of context (-A 50,
// -5, --after-context=50, -Context 0,100), the whole file as one line
// (-z, --null-data), patterns read from a file (-f).
func wholeLineOption(v string) bool {
	lv := strings.ToLower(v)
	switch {
	case v == "--invert-match" || v == "--null-data" || v == "--file" || strings.HasPrefix(v, "--file="):
		return true
	case strings.HasPrefix(v, "--") && strings.Contains(v, "context"):
		return true
	case len(lv) >= 4 && (strings.HasPrefix("-notmatch", lv) || strings.HasPrefix("-context", lv)):
		return true // Select-String's, by any prefix
	case len(v) >= 2 && v[0] == '-' && v[1] != '-':
		// A cluster of grep's short options: -A/-B/-C NUM, -NUM, -v,
		// -z, -f FILE (a value after -e ends the cluster).
		for _, r := range v[1:] {
			if r == 'e' {
				break
			}
			if strings.ContainsRune("ABCvzf0123456789", r) {
				return true
			}
		}
	}
	return false
}

// secretLines are lines of configurations as they keep a secret: a
// search's pattern matching one may print it.
var secretLines = []string{
	"requirepass foobared", "masterauth s3cr3t", "password = hunter2", "passwd: hunter2", `"Password": "hunter2"`,
	"secret_key = x", "client_secret: x", "token: x", "api_key=x", "apikey: x", "private_key = x", "credentials = x",
	`"ConnectionStrings": {`, `"DefaultConnection": "Server=db;Database=app;User Id=sa;Password=x"`,
	"spring.datasource.password=x", "rootpw {SSHA}x", "auth_pass x", "authtok x", "community public",
	"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"u\" password=\"x\";",
	"ssl.keystore.password=x", "DATABASE_URL=postgres://u:x@db/app",
}

// matchesSecretLine reports whether a search's pattern (a regular
// expression, the worst reading of grep's BRE and ERE and of
// Select-String's; a fixed string when fixed) may match a line keeping
// a secret, or every line (an empty alternative, .*): one it cannot be
// read as (PCRE's lookarounds) is taken to.
func matchesSecretLine(pattern string, fixed bool) bool {
	expr := regexp.QuoteMeta(pattern)
	if !fixed {
		// BRE's \| \( \) \{ \} \+ \? are ERE's operators; taking BRE's
		// bare ones as operators too only widens the match.
		r := strings.NewReplacer(`\|`, "|", `\(`, "(", `\)`, ")", `\{`, "{", `\}`, "}", `\+`, "+", `\?`, "?", `\<`, `\b`, `\>`, `\b`)
		expr = r.Replace(pattern)
	}
	re, err := regexp.Compile("(?i)" + expr)
	if err != nil || re.MatchString("") {
		return true
	}
	return slices.ContainsFunc(secretLines, re.MatchString)
}

// yqCommands are the commands of yq (mikefarah's, v4): its first
// operand, when one of them, comes before the expression and the files
// (yq e '.secrets' ci.yml; yq eval-all '. as $i ireduce …' *.yml).
var yqCommands = set{"e", "ea", "eval", "eval-all"}

// yqCommandless returns args, the words of name, without yq's command
// when its first word is one (yqCommands): the expression is first.
func yqCommandless(name string, args []Word) []Word {
	if name != "yq" || len(args) == 0 || !yqCommands.has(args[0].Value) {
		return args
	}
	return args[1:]
}

// yqSoleFile reports whether w, yq's only operand, names a file: yq
// (v4) given one operand that is a file reads it with the expression
// "." (yq e secrets.yaml prints it whole). A path (/…, ~/…, ./…, a/b)
// or a name with a data file's extension is read as one; an expression
// (.a.b, del(.x), keys) is not.
func yqSoleFile(w string) bool {
	if strings.ContainsAny(w, " ()|=[]\"'$") {
		return false
	}
	if strings.HasPrefix(w, "/") || strings.HasPrefix(w, "~") || strings.HasPrefix(w, "./") || strings.HasPrefix(w, "../") || strings.Contains(strings.TrimPrefix(w, "."), "/") {
		return true
	}
	_, ext, ok := strings.Cut(strings.TrimPrefix(w, "."), ".")
	return ok && yqFileExts.has(strings.ToLower(ext))
}

// yqFileExts are the extensions of the files yq reads.
var yqFileExts = set{"conf", "csv", "env", "ini", "json", "properties", "toml", "tsv", "xml", "yaml", "yml"}

// outputSent reports whether what c prints reaches, through pipes, a
// command that sends its standard input to another machine (sendsInput):
// tool -keystore ~/.ssh/id_rsa | base64 | curl -d @- URL; or goes into a
// file that a network client of the input names (tool -keystore K >
// out.bin; curl -T out.bin URL).
func outputSent(ctx *Context, c *Command) bool {
	if ctx == nil || ctx.Input == nil {
		return false
	}
	for _, o := range readersOf(ctx, c) {
		if sendsInput(o) {
			return true
		}
	}
	for _, r := range c.Redirs {
		if !fsWriteOps.has(r.Op) || !r.Target.Literal || r.Target.Value == "/dev/null" {
			continue
		}
		base := path.Base(r.Target.Value)
		names := func(w Word) bool {
			v := w.Value
			if i := strings.LastIndexAny(v, "@<="); i >= 0 {
				v = v[i+1:] // -d @F, -F f=<F, --upload-file=F
			}
			return v == base || strings.HasSuffix(v, "/"+base)
		}
		for _, o := range ctx.commandsWhere("input.netClients", netClient) {
			if o != c && (slices.ContainsFunc(o.Args, names) || slices.ContainsFunc(o.Redirs, func(x Redir) bool { return x.Op == "<" && names(x.Target) })) {
				return true
			}
		}
	}
	return false
}

// netClient reports whether o talks to another machine with the files it
// names: an HTTP client, a raw connection, a remote shell or copy, a
// store's client, a mailer.
func netClient(o *Command) bool {
	name := lowerNameNoExe(o)
	return name != "" && (does(o, name, roleFetchesURL) || does(o, name, roleRawNet) || does(o, name, roleStorageSends) || does(o, name, roleMails) || name == "ssh" || name == "scp" || requestSpecOf(o))
}

// requestSpecOf reports whether o is a client the request specs describe
// (curl, httpie, Invoke-RestMethod).
func requestSpecOf(o *Command) bool {
	s, _ := requestSpec(o)
	return s != nil
}

// sendsInput reports whether o sends what it reads on standard input to
// another machine: a raw connection's peer (nc HOST PORT), a remote
// shell's command (ssh HOST CMD), a mail's body, an HTTP request whose
// body is standard input (curl -d @-, -T -, --data-binary @/dev/stdin;
// httpie and its kind, which send piped input as the body unless told
// --ignore-stdin), a store's upload of - (aws s3 cp - s3://B/K, rclone
// rcat REMOTE:P).
func sendsInput(o *Command) bool {
	name := lowerNameNoExe(o)
	switch {
	case name == "":
		return false
	case does(o, name, roleRawNet):
		h := rawPeer(o)
		return h != "" && !loopbackHost(h)
	case name == "ssh" || name == "autossh":
		return len(sshOperands(o)) > 0 // a host
	case does(o, name, roleMails):
		return true
	case does(o, name, roleStorageSends):
		return name == "rclone" && o.Arg(0) == "rcat" || slices.ContainsFunc(o.Args, func(w Word) bool { return w.Literal && w.Value == "-" })
	}
	s, args := requestSpec(o)
	if s == nil {
		return false
	}
	if s.extra().request.fields && !hasArg(o.Args, "--ignore-stdin", "-I") {
		// http URL, xh POST URL: piped input is the body.
		for _, w := range parseArgs(s, args).operands {
			if host, _, ok := requestTarget(w.Value, false); ok && !loopbackHost(host) {
				return true
			}
		}
		return false
	}
	r, _ := readRequest(o)
	if len(r.targets) == 0 {
		return false
	}
	for _, d := range r.data {
		if i := strings.LastIndexAny(d, "@<"); i >= 0 {
			d = d[i+1:]
		}
		if isStdinPath(d) {
			return true
		}
	}
	return false
}

// awkPatternRegexps returns the regular expressions (/re/) of the
// patterns of prog, an awk program, outside its actions: /password/,
// $0 ~ /token/, /a/ && !/b/. A / there begins one where an operand may
// stand (first, after (, !, ~, &&, ||, a comma, a new rule); elsewhere
// it divides.
func awkPatternRegexps(prog string) []string {
	var out []string
	depth := 0
	prev := byte(0)
	for i := 0; i < len(prog); i++ {
		ch := prog[i]
		switch {
		case ch == '"':
			for i++; i < len(prog) && prog[i] != '"'; i++ {
				if prog[i] == '\\' {
					i++
				}
			}
		case ch == '{':
			depth++
		case ch == '}':
			depth--
		case ch == '/' && depth == 0 && (prev == 0 || strings.IndexByte("(!~&|,;\n}", prev) >= 0):
			j, bracket := i+1, false
			for ; j < len(prog) && (bracket || prog[j] != '/'); j++ {
				switch prog[j] {
				case '\\':
					j++
				case '[':
					bracket = true
				case ']':
					bracket = false
				}
			}
			if j >= len(prog) {
				return out
			}
			out = append(out, prog[i+1:j])
			i = j
		}
		if ch != ' ' && ch != '\t' {
			prev = prog[i]
		}
	}
	return out
}

// sedLinePickRe matches a sed statement that prints the lines its address's
// regular expressions pick (sedPicks): with -n, a p command (/re/p,
// /a/,/b/p, /re/{p}); without, /re/!d, which deletes the rest.
var sedLinePickRe = &lazyRegexp{expr: `(?:^|[;\n{}])\s*(/(?:[^/\\]|\\.)*/[IM]*(?:\s*,\s*(?:/(?:[^/\\]|\\.)*/[IM]*|\d+|\$))?)\s*(\{?\s*p|!\s*d)`}

// sedAddressRe matches one regular expression of a sed address.
var sedAddressRe = &lazyRegexp{expr: `/((?:[^/\\]|\\.)*)/`}

// sedPicks returns the regular expressions whose lines sed, given args,
// prints and no others (sedLinePickRe), and the files it reads; none when it
// edits them in place.
func sedPicks(args []Word) (res, files []string) {
	p := parseArgs(&sedArgs, args)
	if inPlace(p) {
		return nil, nil
	}
	progs, fw := programOf(&sedArgs, p)
	quiet := p.hasAny(sedQuietOpts)
	for _, w := range progs {
		for _, m := range sedLinePickRe.get().FindAllStringSubmatch(w.Value, -1) {
			if quiet != strings.HasSuffix(m[2], "p") {
				continue // -n with !d, or p without -n (every line printed)
			}
			for _, a := range sedAddressRe.get().FindAllStringSubmatch(m[1], -1) {
				res = append(res, a[1])
			}
		}
	}
	return res, wordValues(fw)
}
