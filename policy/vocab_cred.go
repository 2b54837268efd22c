package policy

import (
	"path"
	"slices"
	"strings"
)

// A credential printed, read by the words of a command line no spec
// reads: secret stores' CLIs name their verbs with the same few words
// (secrets get-secret, variables export, kv get app/db/password, account
// token), split the way the tools split them (get-secret, auth:token,
// getSecret).

var (
	// vocabRevealVerbs print what they name whatever its kind: a key
	// exported or decrypted is the private half (keys export).
	vocabRevealVerbs = set{"access", "decrypt", "dump", "export", "reveal", "unwrap"}
	// accountNouns name a login: a credential noun after one is that
	// login's credential, printed (account token, auth:token,
	// oauth-token, profile token).
	accountNouns = set{"account", "auth", "login", "me", "oauth", "profile", "session", "user", "whoami"}
	// accountCreds are the credential nouns a login has one of.
	accountCreds = set{"api-key", "apikey", "credential", "credentials", "creds", "key", "password", "secret", "token"}
	// envFormats are the formats of environment variables.
	envFormats = set{"dotenv", "env", "env-file", "envfile", "shell"}
	// fileOutOpts send a command's output to a file (without dashes).
	fileOutOpts = set{"in-place", "inplace", "o", "out", "out-file", "outfile", "output", "output-file", "write"}
)

// open is a verb of printing only as a word of its own (secrets open
// NAME); in a compound it opens something else (open-editor).

// holderNouns stand between a credential noun and its verb, naming which
// of it (secret version access, secrets value get, secret keyring get).
var holderNouns = set{"entry", "field", "item", "keyring", "value", "values", "version", "versions"}

// vocabPart is one part of a subcommand word: the word's index, the part.
type vocabPart struct {
	word int
	part string
}

// printsCred: among the first two subcommand words' parts and the
// third word, a
// credential noun with a verb that prints it (secrets get-secret,
// variables export); a verb that reveals whatever it is given (decrypt),
// unless into a file; a login's credential (account token, auth:token);
// a subcommand that is a credential printed (connection-string); or a
// read of a key whose name is a credential's (kv get app/db/password).
func (v *vocab) printsCred() bool {
	for i, w := range v.words {
		if i > 2 {
			break
		}
		if vocabCredPrinters.has(w) {
			v.verb = i
			return true
		}
	}
	if !v.printsValues() {
		return false
	}
	// An option that leaves the secrets out (--no-secrets,
	// -ExcludePassword) is one of an export's or a listing's of many
	// (Export-DbaCredential, X config list): it excuses those, not a
	// credential fetched or made by name (kv get app/db/password, auth
	// token), which is all that is printed.
	return !v.noSecrets || !v.listsMany()
}

// listsMany reports whether a part of the words up to the verb found
// lists or exports many values (export, list, dump, a hosted app's
// config or env): where an option leaving the secrets out leaves
// names and settings only.
func (v *vocab) listsMany() bool {
	for i := 0; i <= v.verb && i < len(v.parts); i++ {
		for _, p := range v.parts[i] {
			if manyListers.has(p) || appEnvWords.has(p) || p == "printenv" {
				return true
			}
		}
	}
	return false
}

// manyListers are the verbs that list or export many values at once.
var manyListers = set{"backup", "dump", "export", "exports", "list", "ls"}

// printsValues is printsCred after the subcommands that are a
// credential printed whatever their options (connection-string).
func (v *vocab) printsValues() bool {
	if v.appEnvListed() {
		return true
	}
	for i, w := range v.words {
		// A hosted app's environment read in the colon form of its CLI
		// (dokku config:show, heroku config:get, X env:get): its values.
		if i > 1 || v.valueOf[i] || !strings.Contains(w, ":") {
			continue
		}
		env, show := false, false
		for _, p := range v.parts[i] {
			env, show = env || envNouns.has(p), show || vocabCredVerbs.has(p)
		}
		if env && show {
			v.verb = i
			return true
		}
	}
	var parts []vocabPart
	for i, ps := range v.parts {
		if i > 2 {
			break
		}
		if v.valueOf[i] {
			continue
		}
		if i == 2 || strings.HasPrefix(v.words[i], "/") {
			// A third word split is as likely an operand's name
			// (findstr /s GetEnvironmentVariables): whole words only,
			// but for a verb phrase in kebab case, whose first part is
			// its verb (scw secret version access-by-path).
			parts = append(parts, vocabPart{i, v.words[i]})
			if ps := v.parts[i]; i == 2 && len(ps) > 1 && kebabVerb(v.words[i], ps[0]) {
				parts = append(parts, vocabPart{i, ps[0]})
			}
			continue
		}
		for _, p := range ps {
			parts = append(parts, vocabPart{i, p})
		}
	}
	noun := -1
	for j, p := range parts {
		if !vocabCredNouns.has(p.part) {
			continue
		}
		if noun < 0 {
			noun = j
		}
		n, nw := p.part, p.word
		for k, q := range parts {
			prints := vocabCredVerbs.has(q.part) && !vocabMintedNouns.has(n) && (q.part != "open" || v.words[q.word] == "open") ||
				vocabCredMints.has(q.part) && !vocabStoredNouns.has(n) ||
				vocabRevealVerbs.has(q.part) && !nounCompound(parts, k) && !v.operandFile(q.word)
			if k != j && prints && (q.word <= nw+1 || q.word == nw+2 && holderNouns.has(v.words[nw+1])) {
				v.verb = max(q.word, nw)
				return true
			}
		}
	}
	if noun >= 0 {
		// A login's credential: the last part of the words, after a
		// login's noun (pio account token, heroku auth:token).
		if last := len(parts) - 1; last > 0 && noun <= last && accountCreds.has(parts[last].part) &&
			accountNouns.has(parts[last-1].part) && parts[last].word == len(v.words)-1 && (parts[last].word > 0 || parts[last-1].word == 0) {
			v.verb = parts[last].word
			return true
		}
	}
	if v.credSubcommand() {
		return true
	}
	for _, p := range parts {
		if p.word > 1 {
			break
		}
		if p.part == "decrypt" && !v.toFile {
			// The plain text of what it is given, kept encrypted because
			// it is secret (ejson decrypt FILE).
			v.verb = p.word
			return true
		}
		// A read of a key named as a credential: consul kv get
		// app/db/password, etcdctl get /prod/api/token.
		if vocabCredVerbs.has(p.part) && p.word+1 < len(v.words) && credKey(v.words[p.word+1]) {
			v.verb = p.word + 1
			return true
		}
		// A read of every key under a prefix, values and all: etcdctl
		// get --prefix / (etcd behind Kubernetes holds its Secrets),
		// consul kv get -recurse.
		if p.part == "get" && v.whole && !v.keysOnly && (p.word+1 >= len(v.words) || v.fromKey || !narrowPrefix(v.words[p.word+1])) {
			v.verb = p.word
			return true
		}
		// A key-value store exported whole, values and all, as get
		// -recurse prints it: consul kv export [PREFIX] (Vault's
		// tokens and the services' passwords are kept there).
		if p.part == "export" && p.word > 0 && kvNouns.has(v.words[p.word-1]) && !v.toFile && !v.keysOnly {
			v.verb = p.word
			return true
		}
		// An export as environment variables: a store's secrets in the
		// form a shell loads (teller export env, X export dotenv).
		if p.part == "export" && p.word+1 < len(v.words) && envFormats.has(v.words[p.word+1]) && !v.toFile {
			v.verb = p.word + 1
			return true
		}
	}
	return false
}

// bareCredNouns are the credential nouns that, as a group's subcommand
// of their own, name what the command shows: a token, a password, a
// service's key (cloudflared tunnel token NAME, supabase projects
// api-keys, cf service-key SI KEY). A store's secrets or variables and
// a bare key are as often a group of subcommands, or a value stored.
var bareCredNouns = set{"access-token", "access-tokens", "api-key", "api-keys", "apikey", "apikeys", "credential", "credentials", "creds", "kubeconfig", "password", "passwords", "service-key", "token", "tokens"}

// credSubcommand reports whether a credential noun is itself the
// subcommand: under a group (a word before it) or followed by the name
// of what it shows, no verb among the words up to it, and after it
// nothing but names, written with a digit or punctuation, as a plain
// lower-case word may be a verb the vocabulary does not know (vault
// token renew, turso db tokens invalidate). The command shows the
// credential it names (cloudflared tunnel token my-tunnel, ibmcloud
// resource service-key my-key, cf service-key my-db my-key). A first
// word alone is a group, its help printed (vault token).
func (v *vocab) credSubcommand() bool {
	for i := 0; i < len(v.words) && v.rank(i) < 3; i++ {
		if v.valueOf[i] || v.optArg[i] || !bareCredNouns.has(v.words[i]) {
			continue
		}
		named := false
		for j := 0; j < i; j++ {
			if !v.valueOf[j] && !v.optArg[j] && slices.ContainsFunc(v.parts[j], anyVerb) {
				return false // verify token, tokens create
			}
		}
		for j := i + 1; j < len(v.words); j++ {
			if v.valueOf[j] || v.optArg[j] {
				continue
			}
			if strings.Trim(v.words[j], "abcdefghijklmnopqrstuvwxyz") == "" {
				return false // token renew: perhaps its verb
			}
			named = true
		}
		if i == 0 && !named {
			return false
		}
		v.verb = i
		return true
	}
	return false
}

// anyVerb reports whether w is a verb of the vocabulary's or
// PowerShell's, or one of a credential's own (renew, rotate, lookup).
func anyVerb(w string) bool {
	return psVerbs.has(w) || vocabDestroy.has(w) || vocabWeakDestroy.has(w) || vocabDeploy.has(w) || vocabWeakDeploy.has(w) ||
		vocabCredVerbs.has(w) || vocabCredMints.has(w) || vocabReads.has(w) || vocabRevealVerbs.has(w) || makeVerbs.has(w) || credOwnVerbs.has(w)
}

// credOwnVerbs are what CLIs do to a credential beyond printing or
// making it: among them, keep it for later use (kcadm.sh config
// credentials --user admin logs in and stores the token).
var credOwnVerbs = set{"check", "config", "configure", "decode", "exchange", "introspect", "login", "logout", "lookup", "refresh", "renew", "rotate", "save", "setup", "store", "verify"}

// kebabVerb reports whether w, a lower-case word of parts joined by
// hyphens, starts with first, a verb that prints what it names
// (access-by-path, get-by-name).
func kebabVerb(w, first string) bool {
	return strings.HasPrefix(w, first+"-") && strings.ToLower(w) == w && (vocabCredVerbs.has(first) || vocabRevealVerbs.has(first))
}

// appEnvListed: a hosted app's environment listed whole, values and
// all, as platforms' CLIs print it: the first subcommand word names the
// app's environment (config, env, vars), alone or with a read verb
// after it (list, show), and an option names the app (gigalixir config
// -a APP, convox env -a APP, aptible config --app APP, scalingo --app APP
// env); or the word is printenv (eb printenv ENV). A tool's own settings
// (npm config list) name no app; --keys-only and -o FILE print no value.
func (v *vocab) appEnvListed() bool {
	first := 0
	for first < len(v.words) && (v.optArg[first] || v.valueOf[first]) {
		first++ // scalingo --app APP env: the app's name before
	}
	if first == len(v.words) || v.keysOnly || v.toFile {
		return false
	}
	if v.words[first] == "printenv" {
		v.verb = first
		return true
	}
	if !v.appNamed || !appEnvWords.has(v.words[first]) {
		return false
	}
	for i := first + 1; i < len(v.words); i++ {
		if v.optArg[i] || v.valueOf[i] {
			continue // the app's name after -a, a value
		}
		if !appEnvReads.has(v.words[i]) {
			return false // config set, env unset, vars:set: a change
		}
	}
	v.verb = first
	return true
}

// appEnvWords name a hosted app's environment as a subcommand;
// appEnvReads are the verbs that list it.
var (
	appEnvWords = set{"config", "configs", "env", "environment", "envs", "variables", "vars"}
	appEnvReads = set{"dump", "get", "list", "ls", "print", "show", "view"}
)

// narrowPrefix reports whether k, the prefix a key-value store's whole
// read starts from, is a narrow subtree that names no credential: three
// elements deep or more (config/checkout/feature-flags), none of them
// a credential's word (secrets, password, tokens) or a secret store's
// (vault: Vault's own storage in Consul). The keys under it are one
// part's settings; a wider prefix (/, config/, prod/payments) holds the
// services' passwords among the rest. A . element counts for nothing
// and a .. never narrows: Consul's HTTP server cleans the path it is
// asked for (app/web/../../ is the whole store).
func narrowPrefix(k string) bool {
	els := strings.FieldsFunc(k, func(r rune) bool { return r == '/' })
	els = slices.DeleteFunc(els, func(e string) bool { return e == "." })
	if len(els) < 3 || strings.ContainsAny(k, "$`*") || slices.Contains(els, "..") {
		return false
	}
	for _, e := range els {
		words := nameWords(e)
		if credWordsIn(words, false) || slices.ContainsFunc(words, func(w string) bool { return w == "vault" || credWords.has(strings.TrimSuffix(w, "s")) }) {
			return false // tokens, keyrings: a plural too
		}
	}
	return true
}

// kvNouns name a key-value store as a subcommand (consul kv, nomad var).
var kvNouns = set{"kv", "kvs", "var", "vars"}

// credKey reports whether k, a key path of a key-value store
// (app/db/password, /prod/api_token), names a credential by its last
// segment; a module's or a package's path (github.com/x/go-keyring,
// @scope/secret-sauce) is a name, not a key.
func credKey(k string) bool {
	if !strings.Contains(k, "/") || strings.HasPrefix(k, "@") || strings.Contains(k, "://") {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimPrefix(k, "/"), "/")
	if strings.Contains(first, ".") {
		return false // a domain: a module's path
	}
	words := nameWords(k[strings.LastIndexByte(k, '/')+1:])
	return len(words) > 0 && credWordsIn(words, false) && !templateName(words)
}

// psPlainText reports whether a cmdlet of verb (lower case) is told by
// -AsPlainText to give out a secret it reads as plain text
// (Get-LapsADPassword -AsPlainText, Export-Secret -AsPlainText); the
// cmdlets that take plain text in (ConvertTo-SecureString, Set-Secret)
// are not.
func psPlainText(verb string, args []Word) bool {
	switch verb {
	case "get", "export", "show", "read", "convertfrom", "receive", "unprotect", "find", "search", "copy", "out":
	default:
		return false
	}
	for _, a := range args {
		if p, val, ok := psParam(a); ok && psIs(p, "asplaintext", 3) && !psFalse(val) {
			return true
		}
	}
	return false
}

// psGivesCred reports whether a cmdlet of verb (lower case) and noun gives
// out a credential by what its noun names last: a key of an account
// (Get-AzStorageAccountKey, Get-AzRedisCacheKey), a token
// (Get-AzAccessToken, New-AzStorageAccountSASToken), a connection
// string or a secret's value or bundle, a publishing profile (its deployment
// password), a registry's credentials; or a decryption
// (Unprotect-CmsMessage). A password cmdlet
// (Get-LapsAADPassword) gives a SecureString unless -AsPlainText
// (psPlainText). A vault's or an ssh key (Get-AzKeyVaultKey,
// Get-AzSshKey) is its public part; a secret object (Get-Secret without
// -AsPlainText) holds a SecureString; -WhatIf changes nothing.
func psGivesCred(verb, noun string, args []Word) bool {
	if parseArgs(&psAnyCmdlet, args).has("-WhatIf", "-wi") {
		return false
	}
	if verb == "unprotect" {
		return true
	}
	ps := splitParts(noun)
	n := len(ps)
	if n == 0 {
		return false
	}
	if appSecretMakers.has(verb) && appSecrets.has(ps[n-1]) && slices.ContainsFunc(ps[:n-1], appNouns.has) &&
		!psParamGiven(args, "certvalue", 4) && !psParamGiven(args, "keycredentials", 4) {
		// Add-MgApplicationPassword, Add-MgServicePrincipalPassword,
		// New-AzADAppCredential, New-AzADSpCredential: the identity
		// platform makes the new client secret and returns it, once, in
		// the result's SecretText, as az ad app credential reset prints
		// it; a certificate's public part (-CertValue, -KeyCredentials)
		// gives none.
		return true
	}
	if !psCredGivers.has(verb) {
		return false
	}
	last, before := ps[n-1], ""
	if n > 1 {
		before = ps[n-2]
	}
	if verb == "export" && (loginHolders.has(last) || (last == "server" || last == "servers") && before == "linked") && !psParamGiven(args, "excludepassword", 8) {
		// Export-DbaLinkedServer, Export-DbaCredential, Export-DbaLogin:
		// an admin module's export of what holds a login writes its
		// password (or its hash, which logs in as well) into the
		// script, unless told -ExcludePassword.
		return true
	}
	switch last {
	case "token", "tokens":
		return true
	case "key", "keys":
		// An access key's secret is given out once, when it is made
		// (New-IAMAccessKey); Get- lists the keys' ids and status
		// (Get-IAMAccessKey, as aws iam list-access-keys).
		return n > 1 && !publicKeyHolders.has(before) && !(verb == "get" && before == "access")
	case "string", "strings":
		return before == "connection"
	case "value", "values":
		return before == "secret"
	case "bundle":
		// Get-OCISecretsSecretBundle: a secret's bundle is its
		// content, as oci secrets secret-bundle get prints it.
		return before == "secret"
	case "profile":
		return before == "publishing" || before == "publish"
	case "pair":
		// Get-AzSearchAdminKeyPair: both admin keys; New-EC2KeyPair,
		// New-LSKeyPair: the new pair's private key (KeyMaterial), as
		// aws ec2 create-key-pair prints it (EC2KeyPair is one part
		// ec2key: a capital after a digit starts none).
		return before == "key" || verb == "new" && strings.HasSuffix(before, "key")
	case "setting", "settings":
		// Get-AzFunctionAppSetting: an app's settings, its connection
		// strings and keys among them, as az functionapp config
		// appsettings list prints them.
		return before == "app"
	case "credential", "credentials":
		// Get-AzContainerRegistryCredential: the registry's admin
		// passwords, as az acr credential show prints them.
		return before == "registry"
	}
	return false
}

// psParamGiven reports whether one of args is the switch name (lower
// case), written as any prefix of it of at least min letters, and not
// turned off (-ExcludePassword:$false).
func psParamGiven(args []Word, name string, min int) bool {
	for _, a := range args {
		if p, val, ok := psParam(a); ok && psIs(p, name, min) && !psFalse(val) {
			return true
		}
	}
	return false
}

// loginHolders are the nouns of what an admin module exports with the
// login it holds: a stored credential, a login.
var loginHolders = set{"credential", "credentials", "login", "logins"}

// psCredGivers are the cmdlet verbs that give out what they name (New-
// makes a token and gives it out); publicKeyHolders the nouns before Key
// whose key is public or only described (Get-AzKeyVaultKey, Get-AzSshKey).
// appSecretMakers are the verbs of the cmdlets that make an
// application's secret, appSecrets the last nouns naming it, and
// appNouns those naming an application or its service principal.
var (
	appSecretMakers  = set{"add", "new", "reset"}
	appSecrets       = set{"credential", "credentials", "password", "passwords", "secret"}
	appNouns         = set{"app", "application", "principal", "serviceprincipal", "sp"}
	psCredGivers     = set{"export", "get", "new", "read", "receive", "show"}
	publicKeyHolders = set{"gpg", "hsm", "pgp", "public", "ssh", "vault"}
)

// credSpecJudges reports whether cred specs of name judge the commands
// whose subcommand words are words: the tool has one without subcommand
// words, or one of the group words[0] heads (gh auth token is spec'd, so
// gh auth's other commands are the specs' alone; gh variable get is not).
// A spec whose first word is a pattern (az * keys list) heads no one
// group: it judges the commands whose words its words match, as far as
// both go (az cosmosdb keys list, not az webapp config appsettings list).
func credSpecJudges(name string, words []string) bool {
	found := false
	eachEntry(name, func(s *spec, subs string) {
		if found || !strings.HasPrefix(s.rule, "cred.") {
			return
		}
		first, some := "", false // the first of subs' words, no slice made
		for w := range strings.FieldsSeq(subs) {
			first, some = w, true
			break
		}
		switch {
		case !some || len(words) == 0 || first == words[0]:
			found = true
		case strings.ContainsAny(first, "*?["):
			found = subsMatchWords(subs, words)
		}
	})
	return found
}

// subsMatchWords reports whether each word of subs, a spec's subcommand
// words with patterns among them, matches the word of words in its
// place, as far as both go.
func subsMatchWords(subs string, words []string) bool {
	i := 0
	for sub := range strings.FieldsSeq(subs) {
		if i == len(words) {
			break
		}
		if ok, _ := path.Match(sub, words[i]); !ok {
			return false
		}
		i++
	}
	return true
}

// nounCompound reports whether parts[k] begins a compound noun in its
// word, a credential noun after it (access-token, access-keys): a name,
// not a verb. The other reveal verbs lead a verb phrase (export-key,
// dump-secrets, unwrap-key).
func nounCompound(parts []vocabPart, k int) bool {
	return parts[k].part == "access" && k+1 < len(parts) && parts[k+1].word == parts[k].word && vocabCredNouns.has(parts[k+1].part)
}

// stdoutFiles are the names of a program's own output as a file.
var stdoutFiles = set{"-", "/dev/fd/1", "/dev/fd/2", "/dev/stderr", "/dev/stdout", "/dev/tty", "/proc/self/fd/1", "/proc/self/fd/2"}

// operandFile reports whether a word after the verb's (word i) names a
// file the command writes what it exports to (git-crypt export-key
// ../key.bin): a path that is not the output itself (/dev/stdout, -).
func (v *vocab) operandFile(i int) bool {
	for _, w := range v.words[min(i+1, len(v.words)):] {
		if stdoutFiles.has(w) {
			return false
		}
		if strings.ContainsAny(w, "/.") {
			return true
		}
	}
	return false
}

// appKeyNouns are the application's own keys and secrets, keyMakers the
// verbs that make a new one (key:generate, phx.gen.secret,
// secrets:generate-keys).
var (
	appKeyNouns = set{"key", "keys", "secret", "secrets"}
	keyMakers   = set{"gen", "generate", "new"}
)

// makesAppKey reports whether the first two subcommand words make a new
// key or secret of no one's: a key generated, no login named whose it is
// (hex.user key generate mints the account's), no other credential noun
// (drf_create_token admin: a token for a user). Fresh random bytes print
// nothing that opens anything yet, as openssl rand does not; what prints
// an existing one (credentials:show, env:decrypt, key:show) has no
// maker's verb. The key is the application's own: no word before it
// says what it opens (api:key:generate, client-secret), no operand after
// the maker names whose it is (key:generate admin; a length, as in
// phx.gen.secret 64, is none), no option names a login (--user, --email).
func (v *vocab) makesAppKey(c *Command) bool {
	key, made, at := false, false, -1
	for i, ps := range v.parts {
		if i > 1 || v.valueOf[i] {
			break
		}
		for j, p := range ps {
			switch {
			case appKeyNouns.has(p):
				if j > 0 && !appKeyNouns.has(ps[j-1]) && !keyMakers.has(ps[j-1]) && !appKeyOwners.has(ps[j-1]) {
					return false // api:key:generate: a key to the API, for a client
				}
				key, at = true, i
			case keyMakers.has(p):
				made, at = true, i
			case accountNouns.has(p) || vocabCredNouns.has(p) || vocabCredVerbs.has(p) || vocabRevealVerbs.has(p):
				return false
			}
		}
	}
	if !key || !made {
		return false
	}
	after := false // past the maker's word in c's arguments
	for _, a := range c.Args {
		if !strings.HasPrefix(a.Value, "-") {
			if after && (!a.Literal || strings.Trim(a.Value, "0123456789") != "") {
				return false // key:generate admin: whose key it is
			}
			after = after || a.Value == v.words[at]
			continue
		}
		name, _, _ := strings.Cut(strings.TrimLeft(strings.ToLower(a.Value), "-"), "=")
		for _, p := range splitParts(name) {
			if accountNouns.has(p) || p == "email" || p == "owner" {
				return false // generate:key --user admin
			}
		}
	}
	return true
}

// appKeyOwners are the words before key that name the application's own
// (app-key, application_secret).
var appKeyOwners = set{"app", "application"}

// appConsole reports whether c is a web framework's console (a spec with
// testEnv: artisan, rails, mix, manage.py, bin/console): the project's
// own code, run on this machine, whose generators make values here.
func appConsole(c *Command) bool {
	found := false
	eachSpec(c, func(s *spec, _ []Word) { found = found || s.extra().testEnv != nil })
	return found
}
