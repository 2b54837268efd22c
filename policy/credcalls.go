package policy

// Secret stores read by code. Every language's client of a secret store
// names its reading call the same way: a verb that fetches and a noun
// that is a credential (keyring.get_password, get_secret_value,
// getSecretValue, access_secret_version, CredRead); Windows' Data
// Protection API decrypts what a user's programs kept secret
// (ProtectedData::Unprotect, CryptUnprotectData). In a one-liner, or a
// PowerShell expression whose value is printed, the secret it returns
// goes to the output or wherever the code sends it.

import (
	"iter"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

var (
	// callReadVerbs fetch what they name; callCredNouns are credentials.
	callReadVerbs = set{"access", "decrypt", "fetch", "get", "load", "lookup", "read", "retrieve", "reveal"}
	callCredNouns = set{"apikey", "cred", "credential", "credentials", "creds", "passphrase", "password", "passwords", "secret", "secrets"}
)

// secretCall returns the first call in code that reads a secret store, or
// "" when none does: a called name whose words hold a verb of
// callReadVerbs and a noun of callCredNouns, or the Data Protection API's
// unprotect.
func secretCall(code string) string {
	for name := range calledNames(code) {
		verb, noun := false, false
		for w := range nameWordSeq(name) {
			if w == "unprotect" {
				return name
			}
			verb = verb || callReadVerbs.has(w)
			noun = noun || callCredNouns.has(w)
		}
		if verb && noun {
			return name
		}
	}
	return ""
}

// calledNames yields the name of every call in code, a name followed by
// an opening parenthesis (get_secret_value, deployApp), with the byte
// before it: '.' for a method, ':' for a name a package qualifies
// (devtools::release), 0 or another for a function of its own.
func calledNames(code string) iter.Seq2[string, byte] {
	return func(yield func(string, byte) bool) {
		for i := 0; i < len(code); i++ {
			if code[i] != '(' {
				continue
			}
			j := i
			for j > 0 && (isAlnum(code[j-1]) || code[j-1] == '_') {
				j--
			}
			if j == i {
				continue
			}
			var before byte
			if j > 0 {
				before = code[j-1]
			}
			if !yield(code[j:i], before) {
				return
			}
		}
	}
}

// codeSecretCall returns the secret store's call in c's code (codeCall).
func codeSecretCall(c *Command) string { return codeCall(c, secretCall) }

// codeCall returns what call finds in c's code: an interpreter's
// one-liner or program on standard input, or an unknown program's code
// words (jbang --code, Rscript -e, julia -e).
func codeCall(c *Command, call func(code string) string) string {
	if _, code, ok := interpCode(c); ok {
		return call(code)
	}
	if !hasCodeWord(c) || !unknownReader(c) || textTool(c) {
		return "" // ast-grep -p 'db.dropDatabase()': a pattern it searches for
	}
	for _, a := range c.Args {
		if codeLike(a.Value) {
			if found := call(a.Value); found != "" {
				return found
			}
		}
	}
	return ""
}

// psSecretCall returns the secret store's call a PowerShell command
// makes in a word it evaluates, when the value is not stored in a
// variable: a single-quoted string only says the words. "" for a command
// of another grammar.
func psSecretCall(c *Command) string {
	if c.Grammar != lexer.PowerShell || c.assigned {
		return ""
	}
	for i := -1; i < len(c.Args); i++ {
		w := c.Word0
		if i >= 0 {
			w = c.Args[i]
		}
		if !w.Literal {
			if call := secretCall(w.Value); call != "" {
				return call
			}
		}
	}
	return ""
}

// secretCallFinding is the finding of code calling a secret store.
func secretCallFinding(c *Command, call string) Finding {
	return finding("cred.cloud-file", c, "its code reads a secret store ("+call+"): the secret it returns is printed or sent wherever the code says",
		"let the program that needs the secret read it in its own code, run as a script (`python3 deploy.py`), without printing it")
}

// appSecretNamed returns the credential setting that the code of a web
// application's console names (spec.app: wp eval, rails runner, artisan
// tinker --execute, manage.py shell -c), or "": the code runs with the
// application's configuration loaded, and what it evaluates is printed
// (tinker dumps every value). A name is a credential's when its words
// hold one (credWordsIn: settings.SECRET_KEY's secret,
// credentials.secret_key_base) or, compound, its shape says so
// (credentialName: DB_PASSWORD, AUTH_KEY, config('…mysql.password')'s
// last part), or it is the database connections' settings, which hold
// their passwords (dbConfigName). A lone key or token is any map's
// (foreach ($a as $key …)).
func appSecretNamed(c *Command) string {
	if s, _ := interpSpecOf(c); s == nil || !s.app {
		return ""
	}
	_, code, ok := interpCode(c)
	if !ok {
		return ""
	}
	start := -1
	for i := 0; i <= len(code); i++ {
		if i < len(code) && (isAlnum(code[i]) || code[i] == '_') {
			if start < 0 {
				start = i
			}
			continue
		}
		if start < 0 {
			continue
		}
		name := code[start:i]
		start = -1
		words := nameWords(name)
		if credWordsIn(words, false) && !templateName(words) || len(words) > 1 && credentialName(name) || dbConfigName(words) && !pickedField(code[i:]) {
			return name
		}
	}
	return configPathSecret(code)
}

// configPathSecret returns the first key of a framework's configuration
// that code names in a string, dotted, whose last two sections name a
// credential together ('app.key' is Laravel's APP_KEY, "mail.password"
// a mailer's), or "". Unquoted, a.key is any object's field.
func configPathSecret(code string) string {
	for i := 0; i < len(code); i++ {
		q := code[i]
		if q != '\'' && q != '"' {
			continue
		}
		j := i + 1
		for j < len(code) && (isAlnum(code[j]) || code[j] == '_' || code[j] == '.' || code[j] == '-') {
			j++
		}
		if j == len(code) || code[j] != q {
			continue
		}
		key := code[i+1 : j]
		i = j
		dot := strings.LastIndexByte(key, '.')
		if dot <= 0 || dot == len(key)-1 {
			continue
		}
		prev := key[:dot]
		prev = prev[strings.LastIndexByte(prev, '.')+1:]
		if prev != "" && credentialName(strings.ReplaceAll(prev+"_"+key[dot+1:], "-", "_")) {
			return key
		}
	}
	return ""
}

// dbConfigName reports whether a name's words name the settings of an
// application's database connections, passwords included: Django's
// DATABASES, Rails' database_configuration and connection_db_config,
// a db_url or database_dsn.
func dbConfigName(words []string) bool {
	for i, w := range words {
		if w == "databases" && len(words) == 1 {
			return true
		}
		if (w == "database" || w == "db") && i+1 < len(words) && dbConfigWords.has(words[i+1]) {
			return true
		}
	}
	return false
}

// dbConfigWords follow database or db in the names of a connection's
// settings.
var dbConfigWords = set{"config", "configs", "configuration", "configurations", "dsn", "settings", "uri", "url"}

// pickedField reports whether rest, the code after a name, subscripts it
// down to a field that describes a connection rather than logs in to it:
// DATABASES['default']['ENGINE'], ["default"]["HOST"].
func pickedField(rest string) bool {
	last := ""
	for strings.HasPrefix(rest, "[") {
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			return false
		}
		last, rest = strings.Trim(rest[1:end], `'"`), rest[end+1:]
	}
	return describingFields.has(strings.ToLower(last))
}

// describingFields are the fields of a database connection's settings
// that hold no secret.
var describingFields = set{"engine", "host", "name", "port", "user"}
