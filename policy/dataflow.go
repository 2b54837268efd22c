package policy

import (
	"path"
	"slices"
	"strconv"
	"strings"
)

// Where a read's data goes. A credential read is a leak when its content
// reaches the agent's output, the network or a place others read; a grep
// that prints only file names or counts reads nothing out, and key
// material concatenated into a key file of the project stays where it was.

// grepNamesOnly reports whether a grep prints no matched text: -l, -L, -c, -q
// (and their long forms), whatever the files hold.
func grepNamesOnly(c *Command) bool {
	if !does(c, c.Name, roleGreps) {
		return false
	}
	p := grepArgs(c)
	return p.has("-l", "-L", "-c", "-q", "--files-with-matches", "--files-without-match", "--count", "--count-matches", "--quiet", "--silent", "--files")
}

// grepFiles returns the operands of p, a grep's words read through
// grepSpec (grepArgs), that name the files it searches: all of them
// when -e or -f gives the pattern, those after the first otherwise.
func grepFiles(p parsed) []Word {
	if len(p.operands) == 0 || p.has("-e", "-f", "--regexp", "--file") {
		return p.operands
	}
	return p.operands[1:]
}

// grepNameRe is a grep pattern that matches a line's leading variable
// name and its = and nothing after: name characters, bracket expressions
// without = or negation, and repeats (^[A-Z_]*=, ^[A-Za-z0-9_]+=).
var grepNameRe = &lazyRegexp{expr: `^\^(?:` + sedNamePat + `|\+)+=$`}

// grepPrintsNames reports whether a grep prints only the names before =
// of the lines it matches: -o with one pattern of grepNameRe, no context
// and no pattern file (grep -o '^[A-Z_]*=' .env).
func grepPrintsNames(c *Command) bool {
	switch c.Name {
	case "grep", "egrep", "rg":
	default:
		return false
	}
	p := grepArgs(c)
	if !p.has("-o", "--only-matching") || p.has("-A", "-B", "-C", "-f", "--after-context", "--before-context", "--context", "--file", "--passthru", "-r", "--replace") {
		return false
	}
	pats := p.values("-e", "--regexp")
	if len(pats) == 0 && len(p.operands) > 0 {
		pats = []string{p.operands[0].Value}
	}
	return len(pats) == 1 && grepNameRe.get().MatchString(pats[0])
}

// keyFileExts are the extensions of files that hold keys, certificates
// and their bundles.
var keyFileExts = set{".bundle", ".cer", ".chain", ".crt", ".der", ".jks", ".key", ".keyring", ".keystore", ".keytab", ".p12", ".p8", ".pem", ".pfx"}

// intoKeyFile reports whether c prints what it reads only into a key or
// credential file inside the project (cat server.crt server.key >
// server.pem, cat .env.base .env.local > .env, grep -v '^DEBUG=' .env >
// .env.tmp; a decryptor's plaintext, age -d -i KEY secrets/dev.env.age >
// .env): a local file the task needs, not the output. A later command of
// the input that reads that file is judged by its own name.
func intoKeyFile(ctx *Context, c *Command) bool {
	if !does(c, c.Name, rolePrintsOnly) && !decryptsToStdout(c) {
		return false
	}
	env, ok := workEnv(ctx, c)
	return ok && outputIntoProjectCred(ctx, env, c)
}

// outputIntoProjectCred reports whether c's standard output goes into a
// key or credential file inside the project (credPathRule, keyFileExts),
// whose later readers are judged by its name. The last redirection of
// standard output decides, as in the shell; >&N sends it elsewhere.
func outputIntoProjectCred(ctx *Context, env *Env, c *Command) bool {
	into := false
	for _, r := range c.Redirs {
		// 1<>F opens F for standard output too (1<>/dev/stdout).
		out := strings.HasPrefix(r.Op, ">") || strings.HasPrefix(r.Op, "&>") || r.Op == "<>" && r.Fd == "1"
		if !out || r.Fd != "" && r.Fd != "1" {
			continue
		}
		into = r.Op != ">&" && projectCredWord(ctx, env, r.Target)
	}
	return into
}

// projectCredFile reports whether the path p, read in env, is a key or
// credential file (credPathRule, keyFileExts) inside the project.
func projectCredFile(ctx *Context, env *Env, p string) bool {
	return projectCredWord(ctx, env, Word{Value: p, Literal: true})
}

// projectCredWord is projectCredFile of a word, resolved as fsPath does.
func projectCredWord(ctx *Context, env *Env, w Word) bool {
	proj := ctx.Env.Project
	p, ok := fsPath(env, w)
	return ok && proj != "" && proj != "/" && proj != ctx.Env.Home && fsUnder(p, proj) && (credPathRule(p) != "" || keyFileExts.hasLower(path.Ext(p)))
}

// decryptsToStdout reports whether c decrypts or decodes what it reads
// onto its standard output, and writes no file of its own: age -d, gpg
// -d, base64 -d, openssl enc -d, with no output option (-o, --output,
// -out: fileOutOpts).
func decryptsToStdout(c *Command) bool {
	args := c.Args
	flags := "-d --decrypt"
	switch c.Name {
	case "age", "rage", "gpg", "gpg2":
	case "base64", "base32", "basenc":
		flags = "-d --decode"
	case "openssl":
		if len(args) == 0 || args[0].Value != "enc" {
			return false
		}
		args, flags = args[1:], "-d"
	default:
		return false
	}
	decrypts := false
	for _, a := range args {
		n, _, _ := strings.Cut(strings.TrimLeft(a.Value, "-"), "=")
		if strings.HasPrefix(a.Value, "-") && fileOutOpts.has(n) {
			return false
		}
		decrypts = decrypts || slices.Contains(strings.Fields(flags), a.Value)
	}
	return decrypts
}

// copiesIntoCredPlace reports whether c copies files into a credential
// place of the user's own (sudo cp /etc/kubernetes/admin.conf
// ~/.kube/config, cp ~/.kube/config ~/.kube/config.bak): a credential
// moved from one store to another the same user keeps, not printed or
// sent. A destination elsewhere (a web root, a shared folder, -t DIR),
// install's mode opening it to others, or the project (committed,
// pushed, served) given a credential from outside it, is not.
func copiesIntoCredPlace(ctx *Context, c *Command) bool {
	if c.Name != "cp" && c.Name != "install" {
		return false
	}
	p := copyArgs(c)
	env, ok := workEnv(ctx, c)
	if _, to := p.copyTarget(); to || !ok || len(p.operands) < 2 || !privateModes(p.values("-m", "--mode")) {
		return false
	}
	srcs, last := p.operands[:len(p.operands)-1], p.operands[len(p.operands)-1]
	dest, ok := fsPath(env, last)
	if !ok || credPathRule(dest) == "" {
		return false
	}
	inProject := func(q string) bool { return env.Project != "" && env.Project != "/" && fsUnder(q, env.Project) }
	if inProject(dest) {
		return !slices.ContainsFunc(srcs, func(w Word) bool { s, ok := fsPath(env, w); return !ok || !inProject(s) })
	}
	return env.Home != "" && env.Home != "/" && fsUnder(dest, env.Home)
}

// privateModes reports whether every mode given (install -m) lets only
// the owner in: octal with no group or other bits, or symbolic for u.
func privateModes(modes []string) bool {
	for _, m := range modes {
		if n, err := strconv.ParseUint(m, 8, 32); err == nil {
			if n&0o077 != 0 {
				return false
			}
			continue
		}
		if !strings.HasPrefix(m, "u") || strings.ContainsAny(m, ",goa") {
			return false
		}
	}
	return true
}

// findExecCommand returns the command of find's -exec words (up to ; or
// +).
func findExecCommand(words []Word) *Command {
	x := &Command{}
	for i, w := range words {
		if w.Value == ";" || w.Value == "+" || w.Value == "\\;" {
			words = words[:i]
			break
		}
	}
	if len(words) > 0 {
		x.Name, x.Args = commandName(words[0].Value), words[1:]
	}
	return x
}

// metaNouns are the head nouns of fields that describe a credential, or
// the record a scanner found, without holding one: credsStore,
// current-context, DetectorName, SourceMetadata.Data.Git.commit, a
// database's host and port. Not id: a token's id is often the token
// (vault token lookup's .data.id, openstack token issue's .id).
var metaNouns = set{"branch", "cluster", "commit", "context", "count", "created", "date", "description", "detector", "expires", "expiry", "file", "helper", "host", "hostname", "issuer", "kind", "line", "name", "names", "namespace", "path", "port", "region", "repo", "repository", "scope", "scopes", "server", "source", "status", "store", "subject", "time", "timestamp", "type", "updated", "verified", "version"}

// jqSecretWords are words that, anywhere in a field's name, say it may
// hold a credential whatever its head noun (Vault AppRole's secret_id).
var jqSecretWords = set{"apikey", "auth", "credential", "credentials", "key", "pass", "passwd", "password", "private", "secret", "token"}

// jqField matches one step of a jq path: .name, ."name", .["name"],
// [N], [], and ? after any.
var jqField = &lazyRegexp{expr: `^(?:\.(?:[A-Za-z_][A-Za-z0-9_-]*|"[^"\\]*"|\["[^"\\]*"\])|\.?\[\d*\])\??`}

// jqShapeOpts are the options of jq that only shape its output: raw,
// compact, joined, sorted or coloured, and the exit status.
const jqShapeOpts wordList = "-C -M -S -c -e -j -r --color-output --compact-output --exit-status --join-output --monochrome-output --raw-output --sort-keys"

// jqFilter returns the filter of c, a jq or yq read through its spec
// (readJq), and the operands after it (the files it reads); ok is false
// for a filter only known at run time, none, or any option but those
// that only shape the output (jqShapeOpts).
func jqFilter(c *Command) (filter string, files []Word, ok bool) {
	r, ok := readJq(c)
	if !ok || r.filter == nil || !r.filter.Literal {
		return "", nil, false
	}
	if !r.p.only(jqShapeOpts) {
		return "", nil, false
	}
	return r.filter.Value, r.files, true
}

// jqPicksMetadata reports whether c is a jq or yq whose filter only
// selects fields that describe what the input holds rather than hold a
// secret (metaNouns: jq -r '.credsStore' ~/.docker/config.json, yq
// '.current-context' ~/.kube/config, scanner --json | jq .DetectorName),
// or only the keys, length or type of a path: no value of a credential
// reaches the output. Any other option or filter may print one.
func jqPicksMetadata(c *Command) bool {
	filter, _, ok := jqFilter(c)
	if !ok {
		return false
	}
	for _, alt := range strings.Split(filter, ",") {
		path, fn, piped := strings.Cut(alt, "|")
		path, fn = strings.TrimSpace(path), strings.TrimSpace(fn)
		if !piped && jqShapeFns.has(path) {
			path, fn, piped = ".", path, true // keys: . | keys
		}
		if piped && !jqShapeFns.has(fn) {
			return false
		}
		if piped && path == "." {
			continue // the input's own keys, length or type
		}
		last := ""
		for path != "" {
			m := jqField.get().FindString(path)
			if m == "" {
				return false
			}
			if f := strings.Trim(strings.TrimSuffix(m, "?"), `.[]"`); f != "" && !isDigits(f) {
				last = f
			}
			path = path[len(m):]
		}
		if piped && last != "" {
			continue // keys, length, type: names and counts
		}
		if piped {
			return false // .[] | keys: each element's, a value among them
		}
		parts := splitParts(last)
		if last == "" || !metaNouns.has(parts[len(parts)-1]) || slices.ContainsFunc(parts, jqSecretWords.has) {
			return false // secret_id, token_name: a store's fields are named by its user
		}
	}
	return true
}

// secretField reports whether a field's name says it holds a secret
// itself: its head noun is a password, a secret or a passphrase, a token
// (not a page's: NextToken), or a key its other words make a secret
// one (private_key, SecretAccessKey, api_key; not a map's .key), or a
// value, a string or data of a secret (SecretString, password_value),
// or a password's hash (password_hash).
// What describes one (private_key_id, token_uri, password_policy) is
// not: its head noun is another.
func secretField(name string) bool {
	parts := splitParts(name)
	if len(parts) == 0 {
		return false
	}
	head, before := parts[len(parts)-1], parts[:len(parts)-1]
	switch head {
	case "password", "passwd", "passphrase", "secret", "pwd", "credential", "credentials", "apikey", "privatekey", "ki", "opc":
		// Ki and OPc: a SIM's authentication keys, an HSS's or a UDR's
		// subscribers' (3GPP TS 35.205).
		return true
	case "hash", "digest":
		// A password's hash cracks offline or passes as it is.
		return slices.ContainsFunc(before, func(p string) bool { return p == "password" || p == "passwd" || p == "pwd" })
	case "token":
		return !slices.ContainsFunc(before, pageWords.has)
	case "key":
		return slices.ContainsFunc(before, secretKeyWords.has)
	case "value", "string", "data", "text", "settings":
		// secret_value, secure_json_data (Grafana's data sources' keys),
		// secure_settings (its alert channels'), sensitive_data.
		return slices.ContainsFunc(before, secretQualifiers.has)
	}
	return false
}

// pageWords name a token that marks a place in a listing, not a login
// (NextToken, page_token); secretKeyWords the kinds of key that are
// secrets (private_key, secret_access_key, api_key, client_key).
var (
	pageWords = set{"continuation", "cursor", "next", "page", "pagination", "sync"}
	// secretQualifiers are the words that make a field of plain data a
	// secret's (secret_value, secure_json_data, sensitive_data).
	secretQualifiers = set{"password", "private", "secret", "secure", "sensitive"}
	secretKeyWords   = set{"access", "api", "client", "encryption", "master", "private", "secret", "signing"}
)

// jqSecretPick returns the field of a secret (secretField) that a jq or
// yq filter prints as its output (jq -r .private_key sa.json, '.users[]
// | .password', '.data.password // empty'), or "": a filter that only
// measures it (| length), removes it (del(.password)) or tests it
// prints no value.
func jqSecretPick(c *Command) string {
	r, ok := readJq(c)
	if !ok || r.filter == nil || !r.filter.Literal || r.filter.Value == "" {
		return ""
	}
	filter := r.filter.Value
	stages := strings.Split(filter, "|")
	for _, alt := range strings.Split(stages[len(stages)-1], ",") {
		alt, _, _ = strings.Cut(alt, "//")
		path, last := strings.TrimSpace(alt), ""
		for path != "" {
			m := jqField.get().FindString(path)
			if m == "" {
				last = ""
				break
			}
			if f := strings.Trim(strings.TrimSuffix(m, "?"), `.[]"`); f != "" && !isDigits(f) {
				last = f
			}
			path = path[len(m):]
		}
		if last != "" && secretField(last) {
			return last
		}
	}
	return ""
}

// jqShapeFns are jq's functions that print the shape of a value, not
// what it holds: its keys' names, its length, its type.
var jqShapeFns = set{"keys", "keys[]", "keys_unsorted", "length", "type"}

// isDigits reports whether s is all ASCII digits.
func isDigits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// pullVerbs fetch what a remote store holds into a local file.
var pullVerbs = set{"download", "fetch", "pull"}

// pullsSecrets reports whether an unknown CLI's first subcommand words
// say it pulls a store's secrets or environment into a file (vercel env
// pull FILE, dotenv-vault pull, secrets download): its file operand is
// written, not read.
func pullsSecrets(c *Command) bool {
	verb, noun := false, false
	n := 0
	for _, a := range c.Args {
		if strings.HasPrefix(a.Value, "-") {
			continue
		}
		if n++; n > 3 {
			break
		}
		for p := range strings.FieldsFuncSeq(strings.ToLower(a.Value), notAlnum) {
			verb = verb || pullVerbs.has(p)
			noun = noun || p == "env" || vocabCredNouns.has(p)
		}
	}
	return verb && (noun || strings.Contains(lowerName(c), "env"))
}

// terminalPath reports whether p names the output or the terminal itself.
func terminalPath(p string) bool {
	switch p {
	case "-", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1", "/proc/self/fd/2", "CON", "con":
		return true
	}
	return false
}

// workDirOpts are options that name the directory a program works in.
var workDirOpts = set{"C", "cd", "chdir", "cwd", "dir", "directory", "prefix", "workdir", "working-directory"}

// cdNames are the commands that move the shell to another directory.
var cdNames = set{"cd", "chdir", "pop-location", "popd", "push-location", "pushd", "set-location", "sl"}

// workEnv returns ctx.Env as c sees it: relative paths from the directory
// the input moved to (c.Dir), the project unchanged. False when c is told
// another directory (--cwd DIR, -C DIR) or the input moves where c.Dir
// does not follow ((cd /tmp; …), pushd).
func workEnv(ctx *Context, c *Command) (*Env, bool) {
	for _, a := range c.Args {
		if n, _, _ := strings.Cut(strings.TrimLeft(a.Value, "-"), "="); strings.HasPrefix(a.Value, "-") && workDirOpts.has(n) {
			return nil, false
		}
	}
	if c.Dir != "" {
		e := *ctx.Env
		e.Cwd = c.Dir
		return &e, true
	}
	if ctx.Input != nil && slices.ContainsFunc(ctx.Input.Commands, func(x *Command) bool { return cdNames.hasLower(x.Name) }) {
		return nil, false
	}
	return ctx.Env, true
}

// pulledIntoProject reports whether p is a dotenv file inside the project
// (not the home directory, not the root), where a pull writes the secrets
// for the program that loads them.
func pulledIntoProject(ctx *Context, c *Command, p string) bool {
	env, ok := workEnv(ctx, c)
	if !ok {
		return false
	}
	d, ok := env.Path(Word{Value: p, Literal: true})
	proj := ctx.Env.Project
	return ok && proj != "" && proj != "/" && proj != ctx.Env.Home && fsUnder(d, proj) && credPathRule(d) == "cred.dotenv"
}
