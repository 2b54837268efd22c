package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A command run in another environment (a container, a pod, a remote
// host, a platform's dyno or machine: docker exec, kubectl exec, ssh
// HOST, heroku run, fly ssh console; or here with a secret store's
// variables: doppler run, op run, dotenv) that prints a variable by its name
// prints that environment's value, which this one cannot see: the
// local environment says nothing about whether DB_PASSWORD is set
// there. There the name is judged alone, by its shape, for the worst
// reading (credentialName).

// The same holds here for a variable whose value this check cannot see:
// one the input loads from a file (set -a; . ./.env), one the shell's
// startup files export where the check runs apart from the shell (a
// hook), one an earlier command of a session set. Unset in the
// environment the check reads, a name shaped as a credential's
// (DATABASE_URL, DB_PASSWORD) is printed for the worst reading; set
// there, its value judges it (IsProtected).

// printedElsewhere returns the variable c prints by its name when the
// name is a credential's by its shape and its value is one this shell
// cannot see: c runs in another environment, or the variable is unset
// in ctx's (unseen): printenv NAME (a spec with envNames), echo $NAME,
// printf "${NAME}". Output written to a file there, or read by a
// command of this input, is not printed here.
func printedElsewhere(ctx *Context, c *Command) string {
	if writesFile(c) {
		return ""
	}
	elsewhere := runsElsewhere(c)
	credential := func(n string) bool {
		return credentialName(n) && (elsewhere || unseen(ctx, n))
	}
	var name string
	eachEnvSpec(c.Name, c.Args, func(s *spec, rest []Word) {
		if r := s.extra().renders; r != "" && name == "" {
			name = renderedCredential(s, rest, r, credential)
		}
		if name != "" || !s.envNames {
			return
		}
		for _, w := range parseArgs(s, rest).operands {
			if w.Literal && credential(w.Value) {
				name = w.Value
				return
			}
		}
	})
	if name != "" {
		return name
	}
	if _, code, ok := interpCode(c); ok && codePrints.get().MatchString(code) {
		// node -e "console.log(Wallet.fromPhrase(process.env.MNEMONIC)
		// .privateKey)": code that reads a credential's variable by its
		// literal name and prints prints it, or what it derives from it.
		for _, m := range codeEnvName.get().FindAllStringSubmatch(codeWithoutTests(code), maxCalls) {
			if n := m[1] + m[2]; credential(n) {
				return n
			}
		}
	}
	if !c.Grammar.IsPosix() {
		if c.Grammar == lexer.PowerShell && (ctx.Input != nil && inExpression(ctx.Input, c) || psPresenceOnly(c)) {
			return "" // a value inside an expression, judged there; a test of it
		}
		if c.Grammar == lexer.PowerShell && readsEnvDrive(c) {
			if ctx.Input != nil && (nestedIn(ctx.Input, c) || psNamesOnly(ctx, c)) || c.assigned || c.compared {
				return "" // (Get-Item Env:X).Value: judged as the expression; | Select-Object Name
			}
			return psEnvItemPrinted(c, credential)
		}
		return winPrintedUnseen(c, credential)
	}
	if does(c, c.Name, rolePrintsStdin) && c.Stdin != nil && expandedHeredoc(c) {
		// cat <<EOF … ${DB_PASSWORD:-} … EOF, cat <<< "$DB_PASSWORD": the
		// body is expanded as echo's operands are, and printed as it is.
		forEachExpansion(*c.Stdin, func(n string) {
			if name == "" && credential(n) {
				name = n
			}
		})
		if name != "" {
			return name
		}
	}
	if !does(c, c.Name, rolePrintsWords) {
		return name
	}
	for _, w := range c.Args {
		if w.Literal {
			continue
		}
		forEachExpansion(w.Value, func(n string) {
			if name == "" && credential(n) {
				name = n
			}
		})
	}
	return name
}

// renderedCredential returns the credential's variable (by credential)
// that one of renders, the options s's command renders into what it
// prints, is given in args: when s shows nothing else, or one of its
// shows is given (but -o name); "" when it is told to write elsewhere
// (s.unless).
func renderedCredential(s *spec, args []Word, renders wordList, credential func(string) bool) string {
	p := parseArgs(s, args)
	shows := s.extra().shows
	shown := shows == ""
	for _, o := range p.opts {
		// -o name prints the names of what was made, nothing rendered.
		shown = shown || shows.has(o.name) && (!o.hasValue || strings.Trim(o.value, `"'`) != "name")
	}
	if !shown || p.hasAny(s.unless) {
		return ""
	}
	name := ""
	for _, o := range p.opts {
		if !o.hasValue || !renders.has(o.name) {
			continue
		}
		forEachExpansion(o.value, func(n string) {
			if name == "" && credential(n) {
				name = n
			}
		})
	}
	return name
}

// codeEnvName matches an interpreter's read of one environment variable
// by a literal name, the name its group: os.environ["X"], getenv('X'),
// ENV["X"], ENV.fetch("X"), $ENV{X}, $_ENV['X'], process.env["X"], and
// process.env.X, Bun.env.X, import.meta.env.X, Deno.env.get("X").
var codeEnvName = &lazyRegexp{expr: `(?:environb?\s*\[\s*|environ\.get\(\s*|getenvb?\(\s*|\bENV\s*\[\s*|\bENV\.fetch\(\s*|\$ENV\{\s*|\$_ENV\[\s*|\.env\[\s*|\benv\.get\(\s*)["'\x60]?([A-Za-z_][A-Za-z0-9_]*)|(?:process|Bun|import\.meta)\.env\.([A-Za-z_][A-Za-z0-9_]*)`}

// codePrints matches the calls of interpreters' code that write to the
// output: print, console.log, puts, echo, printf, say, process.stdout.write,
// System.out, fmt.Print, called or given an argument.
var codePrints = &lazyRegexp{expr: `\b(console\.(log|error|info|warn|debug|dir|table)|print(ln|f|_r)?|puts|echo|say|var_dump|var_export|IO\.(puts|inspect)|fmt\.Print\w*)(\s*\(|\s+[\w"'$\x60])|process\.std(out|err)\.write|System\.(out|err)\.print|\bwarn\b|\bdie\b`}

// expandedHeredoc reports whether c's standard input is a heredoc the
// shell expands (its delimiter unquoted) or a here-string, holding parts
// only known at run time: the parameters its body names are expanded
// there.
func expandedHeredoc(c *Command) bool {
	for _, r := range c.Redirs {
		if (r.Op == "<<" || r.Op == "<<-") && r.Dynamic || r.Op == "<<<" && !r.Target.Literal {
			return true
		}
	}
	return false
}

// winPrintedUnseen returns the environment variable a PowerShell or cmd
// printer prints ($env:NAME, ${env:NAME}, %NAME%) when credential says
// it is one, or "".
func winPrintedUnseen(c *Command, credential func(string) bool) string {
	if c.Name != "" && !does(c, c.Name, roleWinPrints) || c.assigned {
		return ""
	}
	var name string
	look := func(n string) {
		if name == "" && credential(strings.ToUpper(n)) {
			name = strings.ToUpper(n)
		}
	}
	if c.compared {
		return "" // if ($env:NAME): tested, not printed
	}
	if c.Grammar == lexer.Cmd {
		// The line as written (echo's words are its text), and the
		// words as expanded: set K=%TOKEN% & echo %K% prints %TOKEN%
		// (credheld.go).
		scan := func(t, marks string) { forEachCmdRef(t, marks, func(n, _ string) { look(n) }) }
		scan(c.Text, "%")
		for _, w := range c.Args {
			if !w.Literal {
				// !NAME! left in a word the reader expanded: delayed
				// expansion may be on (setlocal EnableDelayedExpansion,
				// cmd /v:on, or the registry's DelayedExpansion), when
				// echo prints the value.
				scan(w.Value, "%!")
			}
		}
		return name
	}
	printed := c.Args
	if c.Name == "" {
		printed = []Word{c.Word0} // $env:NAME alone; an assignment has none
	}
	for _, w := range printed {
		v := w.Value
		forEachPSEnvRef(v, func(_, k, j, end int) {
			if end == len(v) || !strings.ContainsRune(".[", rune(v[end])) {
				look(v[k:j]) // $env:NAME.Length, $env:NAME[0..3] print no value's whole
			}
		})
	}
	return name
}

// psEnvItemPrinted returns the environment variable a reader of the
// Env: drive prints when credential says it is one, or "": Get-Item
// Env:NAME and Get-ChildItem Env:NAME print its name and value, Get-Content
// Env:NAME the value, as $env:NAME does (aliases gi, gci, gc, dir, ls,
// cat, type are the same cmdlets).
func psEnvItemPrinted(c *Command, credential func(string) bool) string {
	if c.Name != "get-item" && c.Name != "get-childitem" && c.Name != "get-content" {
		return ""
	}
	paths, _ := psPaths(c)
	for _, p := range paths {
		l := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(p.Value)), "microsoft.powershell.core\\environment::")
		n, ok := strings.CutPrefix(l, "env:")
		if n = strings.TrimLeft(n, "\\/"); ok && p.Literal && isName([]byte(n)) && credential(strings.ToUpper(n)) {
			return strings.ToUpper(n)
		}
	}
	return ""
}

// runsElsewhere reports whether c runs in another environment than this
// shell's: one of its wrappers is a launcher into a container, pod,
// machine or remote host (a spec of effectRemote), ssh, a tool's remote
// shell verb (gcloud compute ssh, adb shell, az vm run-command), or one
// that hands it secrets this shell does not hold (spec.secretEnv:
// doppler run, op run, dotenv).
func runsElsewhere(c *Command) bool {
	for _, w := range c.Wrappers {
		name, _, _ := strings.Cut(w, " ")
		if name == "ssh" || name == "autossh" {
			return true
		}
		if i := strings.LastIndexByte(w, ' '); i > 0 {
			if verb := w[i+1:]; verb == "ssh" || verb == "shell" || runsCommandWord(verb) {
				return true
			}
		}
		remote := false
		eachEntry(name, func(s *spec, _ string) {
			remote = remote || s.path == w && (s.effect == effectRemote || s.secretEnv)
		})
		if remote {
			return true
		}
	}
	return false
}

// unseen reports whether the environment variable name, spelled as one
// (upper case: a lower-case $key or $token is the input's own variable;
// or a configuration key's sections, ConnectionStrings__Default, which
// only the environment sets), is unset in the environment ctx reads, so
// that its value, if the shell holds one, is not known here.
func unseen(ctx *Context, name string) bool {
	if strings.ContainsAny(name, "abcdefghijklmnopqrstuvwxyz") && !strings.Contains(name, "__") {
		return false
	}
	if ctx == nil {
		return true
	}
	if in := ctx.Input; in != nil {
		low := strings.ToLower(name)
		if in.sets(name) || in.sets("$env:"+low) {
			return false // the input's own value: the rules of flows judge it
		}
	}
	return ctx.Env.getenv(name) == ""
}

// forEachExpansion calls f with the name of every parameter expansion in
// v that yields the variable's value: $NAME and ${NAME…}, but not the
// presence tests ${NAME:+word} and ${NAME+word}, which yield word (whose
// own expansions are read in turn), nor the length ${#NAME}.
func forEachExpansion(v string, f func(string)) {
	for i := strings.IndexByte(v, '$'); i >= 0; {
		j := i + 1
		braced := j < len(v) && v[j] == '{'
		if braced {
			j++
		}
		k := j
		for k < len(v) && isWordByte(v[k]) {
			k++
		}
		presence := braced && (strings.HasPrefix(v[k:], ":+") || strings.HasPrefix(v[k:], "+"))
		if k > j && !(v[j] >= '0' && v[j] <= '9') && !presence {
			f(v[j:k])
		}
		next := strings.IndexByte(v[k:], '$')
		if next < 0 {
			return
		}
		i = k + next
	}
}

// credentialNameRe matches the names of variables that hold a
// credential by their shape: a secret's word at their end (DB_PASSWORD,
// API_TOKEN, STRIPE_SECRET_KEY, GIT_AUTH, a JSON Web Token's SLURM_JWT
// or CI_JOB_JWT, a bearer token whoever holds it signs in with; a wallet's mnemonic or seed
// phrase, from which every key of the wallet is derived) or a
// connection string's,
// which carries the password or key it connects with
// (DATABASE_URL=postgres://app:pw@db/app, SENTRY_DSN=https://key@…,
// REDIS_URL, MONGODB_URI, a *_CONNECTION_STRING).
var credentialNameRe = &lazyRegexp{expr: `(?i)^([a-z0-9_]*_)?(token|jwt|secret|key|api_?key|secret_?key|access_?key|private_?key|password|passwd|pass|pwd|passphrase|mnemonic|(seed|recovery|secret)_?phrase|credentials?|auth|dsn|conn(ection)?_?str(ing)?|database_ur[il])$|^([a-z0-9_]*_)?(amqp|broker|clickhouse|db|elastic|mongo|mongodb|mysql|pg|postgres|postgresql|rabbitmq|redis)(_[a-z0-9_]*)?_ur[il]$`}

// credentialName reports whether a variable name is a credential's by its
// shape alone (credentialNameRe) or on the built-in list of protected
// names, whatever this environment holds.
func credentialName(name string) bool {
	n := strings.ToUpper(name)
	return !notSecretNames.has(n) && (isDefaultSecret(n) || credentialNameRe.match(name) || sectionedCredential(name))
}

// sectionedCredential reports whether name is a configuration key
// given as a variable, its sections joined by __ (ASP.NET Core's
// ConnectionStrings__Default, Smtp__Password, Jwt__SigningKey; the
// sections of a nested key in many frameworks' environment binding): a
// credential when its last section is one by its shape, its words in
// camel case read as if joined by _, or when it lies in a section of
// connection strings, each of which carries its password.
func sectionedCredential(name string) bool {
	if !strings.Contains(name, "__") {
		return false
	}
	sections := strings.Split(name, "__")
	for _, s := range sections[:len(sections)-1] {
		if strings.HasPrefix(strings.Join(nameWords(s), ""), "connectionstring") {
			return true // ConnectionStrings, CONNECTIONSTRINGS as PowerShell folds it
		}
	}
	tail := sections[len(sections)-1]
	last := strings.Join(nameWords(tail), "_")
	if last != "" && credentialNameRe.match(last) {
		return true
	}
	// A section in one case has lost its words' boundaries: written so
	// (JWT__SIGNINGKEY, the usual spelling of a variable) or folded by
	// a shell whose variables ignore case (PowerShell's $env:, cmd's
	// %…%): SIGNINGKEY, CLIENTSECRET, ACCESSTOKEN end in a credential's
	// word.
	if tail != strings.ToUpper(tail) && tail != strings.ToLower(tail) {
		return false
	}
	l := strings.ToLower(tail)
	return slices.ContainsFunc(sectionCredSuffixes, func(suf string) bool { return strings.HasSuffix(l, suf) })
}

// sectionCredSuffixes end a configuration key's last section, in one
// case, that names a credential (sectionedCredential).
var sectionCredSuffixes = []string{"apikey", "credential", "credentials", "key", "mnemonic", "passphrase", "passwd", "password", "pwd", "secret", "token"}
