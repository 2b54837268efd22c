package policy

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A service's credential sent to that service. A credential whose name
// names a service (GITHUB_TOKEN, OPENAI_API_KEY, SLACK_BOT_TOKEN) is meant
// for that service's API: an HTTP client that puts it only in the
// request's authentication (an Authorization or API-key header, curl -u
// or --oauth2-bearer, PowerShell's -Headers @{Authorization=…} or -Token)
// and whose every destination is a literal https URL on a host of that
// service hands the value only to the program that needs it, as a login
// does (credflow.go). The same token to any other host, to a host only
// known at run time, through a proxy or an address override, in a body
// or a URL (which the service may store or show), or with the request
// printed (curl -v, --trace) stays refused. A followed redirect is fine:
// curl and PowerShell drop the credential when it leads to another host,
// unless told to keep it (--location-trusted,
// -PreserveAuthorizationOnRedirect), which counts as sending it there.

// credService returns the domains of the service a credential's name
// names, and the service's word: its first word (GITHUB in GITHUB_TOKEN),
// through serviceDomains when the service's hosts do not carry the word
// as their registrable name (HF_TOKEN: huggingface.co) or the word is
// short enough to be someone else's domain. "" when the name names no
// service (API_TOKEN, MY_TOKEN, DJANGO_SECRET_KEY) or is no API's
// credential (POSTGRES_PASSWORD).
func credService(name string) (word string, domains []string) {
	words := strings.Split(strings.ToLower(name), "_")
	if len(words) < 2 || !apiCredWords.has(words[len(words)-1]) {
		return "", nil // a password, a passphrase, a signing secret: no API's
	}
	w := words[0]
	if d, ok := serviceDomains.get(w); ok {
		return w, d
	}
	if len(w) < 4 || credNameWords.has(w) || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
		return "", nil
	}
	return w, nil
}

// serviceDomains are the domains of services whose credential's word is
// not their hosts' registrable name, or short: the hosts under them are
// the service's.
var serviceDomains = table[[]string]{
	{"gh", []string{"github.com", "githubusercontent.com"}},
	{"github", []string{"github.com", "githubusercontent.com"}},
	{"hf", []string{"huggingface.co", "hf.co"}},
	{"huggingface", []string{"huggingface.co", "hf.co"}},
	{"npm", []string{"npmjs.org", "npmjs.com"}},
	{"gl", []string{"gitlab.com"}},
	{"gitlab", []string{"gitlab.com"}},
	{"datadog", []string{"datadoghq.com", "datadoghq.eu"}},
	{"dd", []string{"datadoghq.com", "datadoghq.eu"}},
}

// apiCredWords are the last words of the names of API credentials.
var apiCredWords = set{"accesstoken", "apikey", "authtoken", "key", "pat", "token"}

// credNameWords are first words of credential names that name no service:
// the kind of credential, an environment, a role, and software run here,
// not a hosted service, whose secrets are no API's (django, postgres,
// vault).
var credNameWords = set{"access", "admin", "agent", "application", "auth", "backend", "bearer", "build", "cargo", "client", "cloud", "consul", "database", "default", "deploy", "deployment", "development", "django", "encryption", "frontend", "global", "gradle", "input", "internal", "kubeconfig", "local", "login", "main", "master", "mobile", "mongodb", "mysql", "nextauth", "node", "nomad", "oauth", "ossrh", "pass", "password", "personal", "poetry", "postgres", "private", "prod", "production", "project", "public", "rails", "redis", "refresh", "registry", "release", "remote", "root", "runner", "secret", "server", "service", "session", "shared", "signing", "site", "stage", "staging", "super", "system", "team", "test", "testing", "token", "twine", "user", "vault", "webhook"}

// serviceTLDs are the top-level domains a service word's derived domain
// may have (openai.com, huggingface.co, linear.app, sentry.io): generic
// ones, not a country's second-level suffixes.
var serviceTLDs = set{"ai", "app", "co", "com", "dev", "io", "net", "org"}

// serviceHost reports whether host (no port) belongs to the service: it is
// under one of domains, or, without domains, its registrable domain is
// word.TLD for a TLD of serviceTLDs (api.openai.com, slack.com). A host
// under a domain where anyone may have a name (sharedHosts: vercel.app,
// github.io) is its owner's, not the service's.
func serviceHost(host, word string, domains []string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if host == "" || strings.Trim(host, "abcdefghijklmnopqrstuvwxyz0123456789.-") != "" || strings.Contains(host, "..") {
		return false
	}
	under := func(d string) bool { return host == d || strings.HasSuffix(host, "."+d) }
	if domains != nil {
		return slices.ContainsFunc(domains, under)
	}
	labels := strings.Split(host, ".")
	n := len(labels)
	return n >= 2 && labels[n-2] == word && serviceTLDs.has(labels[n-1]) && !sharedHosts.has(word+"."+labels[n-1])
}

// sharedHosts are domains whose names are their users' (sites, apps,
// tunnels, projects): a request there reaches whoever took the name.
var sharedHosts = set{"amplifyapp.com", "appspot.com", "azurewebsites.net", "blogspot.com", "bubbleapps.io", "cloudfront.net", "codesandbox.io", "deno.dev", "firebaseapp.com", "gitbook.io", "github.io", "gitlab.io", "gitpod.io", "hashnode.dev", "herokuapp.com", "netlify.app", "ngrok.app", "ngrok.dev", "ngrok.io", "onrender.com", "pages.dev", "pipedream.net", "railway.app", "readthedocs.io", "replit.app", "replit.dev", "stackblitz.io", "streamlit.app", "supabase.co", "vercel.app", "webflow.io", "workers.dev"}

// serviceURL reports whether the word v is an https URL whose host, written
// out, is the service's: the scheme and host are literal, and anything
// only known at run time comes after the path's first slash.
func serviceURL(v, word string, domains []string) bool {
	rest, ok := strings.CutPrefix(v, "https://")
	if !ok {
		if len(v) < 8 || !strings.EqualFold(v[:8], "https://") {
			return false
		}
		rest = v[8:]
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	authority := rest[:end]
	host, port, hasPort := strings.Cut(authority, ":")
	if hasPort && (port == "" || strings.Trim(port, "0123456789") != "") {
		return false
	}
	return serviceHost(host, word, domains)
}

// authHeaderWords are the words of a request header's name that say it
// carries the request's credential: Authorization, PRIVATE-TOKEN,
// X-API-Key, X-Auth-Token.
var authHeaderWords = set{"apikey", "auth", "authorization", "key", "token"}

// authHeader reports whether a header line or name (Authorization: …,
// x-api-key) is one that carries a credential, and whether it is the
// standard Authorization header, which curl and PowerShell drop on a
// redirect to another host; other headers go wherever redirects lead.
func authHeader(h string) (auth, standard bool) {
	n, _, _ := strings.Cut(h, ":")
	n = strings.ToLower(strings.Trim(strings.TrimSpace(n), `'"`))
	return n != "" && slices.ContainsFunc(strings.FieldsFunc(n, notAlnum), authHeaderWords.has), n == "authorization"
}

// curlAuthSpec reads curl's words for sendsToOwnService: its options that
// take a value, besides curlLong. Built on first use, as curlLong's copy
// and append in a variable's initializer ran at every start-up (and made
// the compiler build the package's later tables by code: see
// selfExecutable).
func curlAuthSpec() *spec {
	curlAuth.once.Do(func() {
		curlAuth.spec = spec{value: curlValue, long: append(slices.Clone(curlLong), "--oauth2-bearer", "--retry-delay", "--retry-max-time", "--limit-rate", "--max-filesize", "--max-redirs", "--dump-header", "--stderr", "--url-query", "--output-dir", "--trace", "--trace-ascii", "--proto", "--proto-redir", "--range", "--time-cond", "--continue-at", "--form-string", "--data-ascii", "--variable", "--parallel-max", "--keepalive-time", "--interface", "--dns-servers", "--doh-url", "--libcurl", "--netrc-file", "--capath", "--ciphers", "--tls-max", "--expect100-timeout", "--happy-eyeballs-timeout-ms", "--local-port", "--compressed-ssh", "--etag-save", "--etag-compare", "--preproxy", "--connect-to", "--unix-socket", "--abstract-unix-socket")}
	})
	return &curlAuth.spec
}

var curlAuth struct {
	once sync.Once
	spec spec
}

// curlElsewhere are curl's options, besides proxyOpts, that send the
// request, or the credential, elsewhere than the URLs name, or print the
// request with its headers: credentials kept across hosts on redirects,
// another request's options (--next, a config file, variables expanded
// into URLs), verbose and trace output, the request written out as C
// code, no certificate check, or another name resolver and certificate
// authority (together, a server of the writer's choosing answering for
// the service's host).
var curlElsewhere = []string{"--location-trusted", "--next", "-:", "-K", "--config", "--variable", "-v", "--verbose", "--trace", "--trace-ascii", "--trace-config", "--libcurl", "-k", "--insecure", "--proxy-insecure", "--doh-url", "--dns-servers", "--cacert", "--capath", "--doh-insecure"}

// httpieAuthSpec reads HTTPie's and xh's words for sendsToOwnService;
// httpieElsewhere are their options that send the request elsewhere or
// keep or show it (verbose, offline, a session file saved with its
// headers, the request as a curl command, no certificate check).
var (
	httpieAuthSpec  = spec{value: "aApPosF", long: []string{"--auth", "--auth-type", "--print", "--history-print", "--output", "--session", "--session-read-only", "--verify", "--cert", "--cert-key", "--cert-key-pass", "--proxy", "--timeout", "--max-redirects", "--style", "--pretty", "--format-options", "--response-charset", "--response-mime", "--ssl", "--ciphers", "--default-scheme", "--boundary", "--bearer", "--unix-socket", "--max-headers"}}
	httpieElsewhere = []string{"-v", "--verbose", "--offline", "--session", "--proxy", "--unix-socket", "--curl", "--all", "--verify", "-k", "--native-tls"}
	httpieHeader    = &lazyRegexp{expr: `^([A-Za-z0-9_-]+):([^=]|$)`}
)

// psWebAuthSpec reads Invoke-RestMethod's and Invoke-WebRequest's
// parameters for sendsToOwnService; unless holds those that send the
// credential elsewhere or show it (a proxy, the Authorization header kept
// on redirects to other hosts, the session saved with its headers, debug
// output, no certificate check, a Unix socket, links followed).
var psWebAuthSpec = spec{ps: true, fold: true,
	long:   []string{"-Uri", "-Method", "-CustomMethod", "-Headers", "-Body", "-ContentType", "-OutFile", "-InFile", "-UserAgent", "-TimeoutSec", "-MaximumRedirection", "-MaximumRetryCount", "-RetryIntervalSec", "-Form", "-TransferEncoding", "-Token", "-Authentication", "-Credential", "-Certificate", "-CertificateThumbprint", "-SslProtocol", "-ResponseHeadersVariable", "-StatusCodeVariable", "-HttpVersion", "-ConnectionTimeoutSeconds", "-OperationTimeoutSeconds", "-ErrorAction", "-ErrorVariable", "-OutVariable", "-WarningAction", "-InformationAction", "-MaximumFollowRelLink"},
	unless: []string{"-Proxy", "-ProxyCredential", "-PreserveAuthorizationOnRedirect", "-SessionVariable", "-WebSession", "-Debug", "-SkipCertificateCheck", "-AllowUnencryptedAuthentication", "-UnixSocket", "-FollowRelLink", "-AllowInsecureRedirect"},
}

// credExpansion returns the pattern of the expansions of name in g
// ($NAME, ${NAME}; $env:NAME, ${env:NAME}; %NAME%).
func credExpansion(g lexer.Grammar, name string) string {
	q := regexp.QuoteMeta(name)
	switch g {
	case lexer.PowerShell:
		return `(?i:\$env:` + q + `\b|\$\{env:` + q + `\})`
	case lexer.Cmd:
		return `(?i:%` + q + `%)`
	}
	return `(?:\$` + q + `\b|\$\{` + q + `\})`
}

// sendsToOwnService reports whether c, an HTTP client, sends the
// credential name only in its request's authentication to hosts of the
// service the name names, and shows no request (see above).
func sendsToOwnService(in *Input, c *Command, name string) bool {
	word, domains := credService(name)
	if word == "" || c.Dynamic || len(c.Wrappers) > 0 || len(c.Assigns) > 0 || !c.Word0.Literal {
		return false
	}
	count := countName
	if foldsCase(c.Grammar) {
		count = countNameFold
	}
	exp := regexp.MustCompile(credExpansion(c.Grammar, name))
	// inAuth counts the mentions of v that are expansions of the name in
	// an authentication value.
	inAuth := func(v string) int {
		if strings.Contains(v, "$(") || strings.Contains(v, "<(") || strings.Contains(v, "`") {
			return 0 // a substitution's output, judged as a command of its own
		}
		n := len(exp.FindAllStringIndex(v, -1))
		if n != count(v, name) {
			return 0
		}
		return n
	}
	var urls []string
	auth := 0
	byVar := false
	switch {
	case c.Name == "curl" && (c.Grammar != lexer.PowerShell || strings.HasSuffix(strings.ToLower(c.Word0.Value), ".exe")):
		p := parseArgs(curlAuthSpec(), c.Args)
		if p.has(curlElsewhere...) || p.has(proxyOpts...) || slices.ContainsFunc(p.opts, func(o opt) bool { return strings.HasPrefix(o.name, "--expand-") }) {
			return false
		}
		follows := p.has("-L", "--location")
		for _, o := range p.opts {
			switch o.name {
			case "-H", "--header":
				if a, std := authHeader(o.value); a && (std || !follows) {
					auth += inAuth(o.value)
				}
			case "-u", "--user", "--oauth2-bearer":
				auth += inAuth(o.value)
			case "--url":
				urls = append(urls, o.value)
			}
		}
		for _, a := range p.operands {
			urls = append(urls, a.Value)
		}
	case c.Grammar == lexer.PowerShell && (c.Name == "invoke-restmethod" || c.Name == "irm" || c.Name == "invoke-webrequest" || c.Name == "iwr"):
		p := parseArgs(&psWebAuthSpec, c.Args)
		// It follows redirects unless told not to.
		follows := !slices.Equal(p.values("-MaximumRedirection"), []string{"0"})
		for _, o := range p.opts {
			if slices.ContainsFunc(psWebAuthSpec.unless, func(u string) bool {
				return len(o.name) > 1 && len(o.name) <= len(u) && strings.EqualFold(u[:len(o.name)], o.name)
			}) {
				return false // a bad parameter, or a prefix that may be one
			}
			switch o.name {
			case "-Headers":
				if v, ok := strings.CutPrefix(o.value, "$"); ok && isName([]byte(v)) && psHeadersVar(in, v) != nil {
					byVar = true // $h = @{Authorization = …}, judged by headersToService
					continue
				}
				auth += psAuthHeaders(o.value, !follows, inAuth)
			case "-Token":
				if psSecureToken.get().MatchString(o.value) {
					auth += inAuth(o.value)
				}
			case "-Uri":
				urls = append(urls, o.value)
			}
		}
		for _, a := range p.operands {
			urls = append(urls, a.Value)
		}
	case c.Name == "http" || c.Name == "https" || c.Name == "xh" || c.Name == "xhs":
		p := parseArgs(&httpieAuthSpec, c.Args)
		if p.has(httpieElsewhere...) || slices.ContainsFunc(p.values("-p", "--print", "-P", "--history-print"), func(v string) bool { return strings.ContainsAny(v, "HB") }) {
			return false
		}
		follows := p.has("-F", "--follow")
		for _, o := range p.opts {
			if o.name == "-a" || o.name == "--auth" || o.name == "--bearer" {
				auth += inAuth(o.value)
			}
		}
		ops := p.operands
		if len(ops) > 1 && strings.Trim(ops[0].Value, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") == "" {
			ops = ops[1:] // the method
		}
		if len(ops) > 0 {
			urls = append(urls, ops[0].Value)
			for _, a := range ops[1:] {
				// Header:value; field=value, field:=json and param==value
				// go in the body or the URL.
				if m := httpieHeader.get().FindStringSubmatch(a.Value); m != nil {
					if h, std := authHeader(m[1]); h && (std || !follows) {
						auth += inAuth(a.Value)
					}
				}
			}
		}
	default:
		return false
	}
	if len(urls) == 0 || auth == 0 && !byVar || auth != count(c.Text, name) {
		return false
	}
	return !slices.ContainsFunc(urls, func(u string) bool { return !serviceURL(u, word, domains) })
}

// psSecureToken matches -Token's value made from a variable:
// (ConvertTo-SecureString $env:T -AsPlainText -Force).
var psSecureToken = &lazyRegexp{expr: `(?i)^\(\s*ConvertTo-SecureString\s+(-String\s+)?\$(env:)?\w+\s+-AsPlainText(\s+-Force)?\s*\)$`}

// psAuthHeaders counts, with inAuth, the mentions in the values of a
// hashtable literal's credential headers (@{ Authorization = "Bearer
// $env:T"; Accept = '…' }): the Authorization header's, and, with
// custom (no redirect followed), any other credential header's.
func psAuthHeaders(v string, custom bool, inAuth func(string) int) int {
	body, ok := strings.CutPrefix(strings.TrimSpace(v), "@{")
	if !ok || !strings.HasSuffix(body, "}") {
		return 0
	}
	n := 0
	for _, e := range strings.FieldsFunc(strings.TrimSuffix(body, "}"), func(r rune) bool { return r == ';' || r == '\n' }) {
		key, val, ok := strings.Cut(e, "=")
		if !ok {
			return 0
		}
		if a, std := authHeader(key); a && (std || custom) {
			n += inAuth(val)
		}
	}
	return n
}

// psHeadersVar returns the command that sets the PowerShell variable v
// to a hashtable literal ($h = @{…}), when the input sets it once.
func psHeadersVar(in *Input, v string) *Command {
	var found *Command
	for _, c := range in.Commands {
		if strings.EqualFold(c.assignedTo, v) && !nestedIn(in, c) {
			if found != nil || c.Name != "" || !strings.HasPrefix(c.Text, "@{") {
				return nil
			}
			found = c
		}
	}
	return found
}

// headersToService reports whether c is the hashtable literal of
// request headers a PowerShell variable is set to ($h = @{Authorization =
// "Bearer $env:T"}) whose every mention of the credential name is a
// credential header's value, and whose variable is used only as the
// -Headers of requests that send it to the service (sendsToOwnService).
func headersToService(in *Input, c *Command, name string) bool {
	if c.Grammar != lexer.PowerShell || c.assignedTo == "" || psHeadersVar(in, c.assignedTo) != c {
		return false
	}
	exp := regexp.MustCompile(credExpansion(c.Grammar, name))
	n := countNameFold(c.Text, name)
	if n == 0 || psAuthHeaders(c.Text, false, func(v string) int {
		if k := len(exp.FindAllStringIndex(v, -1)); k == countNameFold(v, name) && !strings.Contains(v, "$(") {
			return k
		}
		return 0
	}) != n {
		return false
	}
	// Any word spelled as the variable counts (Get-Variable h names it
	// without the $).
	word := regexp.MustCompile(`(?i)(?:^|[^A-Za-z0-9_])` + regexp.QuoteMeta(c.assignedTo) + `(?:[^A-Za-z0-9_]|$)`)
	refs := func(t string) int { return len(word.FindAllStringIndex(t, -1)) }
	uses := 0
	for _, o := range in.Commands {
		if o != c && refs(o.Text) > 0 {
			if !sendsToOwnService(in, o, name) {
				return false
			}
			uses++
		}
	}
	// Every mention of the variable is its assignment or one of those.
	return uses > 0 && refs(in.Text) == uses+1
}

// cliTokenWords are the words of a CLI option's name that say its value
// is the CLI's credential: --token, --auth-token, --access-token, --auth,
// --api-key, -t.
var cliTokenWords = set{"apikey", "auth", "key", "t", "token"}

// cliShowWords are the words of options that make a CLI print its
// requests, or where they go.
var cliShowWords = set{"debug", "trace", "v", "verbose", "vv", "vvv"}

// cliSendsOwnToken reports whether c is the CLI of the service the
// credential name names (vercel and VERCEL_TOKEN, huggingface-cli and
// HF_TOKEN, sentry-cli and SENTRY_AUTH_TOKEN: its name, less -cli, ctl
// or cli, names the service) given the credential only as the value of
// its token option (--token "$VERCEL_TOKEN"), with no option that names
// another place for it to go (--url, --api-url, --host, --registry) nor
// one that prints its requests (--verbose, --debug): the program that
// needs it, sending it where it is meant to go.
func cliSendsOwnToken(c *Command, name string) bool {
	word, domains := credService(name)
	if word == "" || c.Dynamic || len(c.Wrappers) > 0 || len(c.Assigns) > 0 || !c.Word0.Literal || len(c.Redirs) > 0 {
		return false
	}
	tool := strings.TrimSuffix(strings.ToLower(c.Name), ".exe")
	tool = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(tool, "-cli"), "ctl"), "cli")
	if strings.Trim(tool, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false // vercel-evil, hf_upload: another program
	}
	if tw, td := credService(tool + "_TOKEN"); tw != word && (td == nil || domains == nil || td[0] != domains[0]) {
		return false
	}
	count := countName
	if foldsCase(c.Grammar) {
		count = countNameFold
	}
	exp := regexp.MustCompile(`^["']?` + credExpansion(c.Grammar, name) + `["']?$`)
	given := 0
	for i, a := range c.Args {
		n := count(a.Value, name)
		opt, val, inline := strings.Cut(a.Value, "=")
		if c.Grammar == lexer.PowerShell && !inline {
			opt, val, inline = strings.Cut(a.Value, ":")
		}
		if !strings.HasPrefix(opt, "-") || len(opt) < 2 {
			optValue := i > 0 && strings.HasPrefix(c.Args[i-1].Value, "-") && !strings.ContainsAny(c.Args[i-1].Value, "=:")
			ext := a.Value[strings.LastIndexByte(a.Value, '.')+1:]
			if strings.Contains(a.Value, "://") || !optValue && !fileExts.has(strings.ToLower(ext)) && hostLike.get().MatchString(a.Value) {
				return false // a place named as an operand (an option's value is judged by its name)
			}
			if n > 0 && (i == 0 || !exp.MatchString(a.Value) || !cliTokenOpt(c.Args[i-1].Value)) {
				return false // not the value of a token option
			}
			given += n
			continue
		}
		words := strings.FieldsFunc(strings.ToLower(opt), notAlnum)
		switch {
		case cliTokenOpt(opt):
			if inline && n > 0 {
				if !exp.MatchString(val) {
					return false
				}
				given += n
			}
		case n > 0, slices.ContainsFunc(words, cliShowWords.has), placeOpt(opt):
			return false
		}
	}
	return given > 0 && given == count(c.Text, name)
}

// hostLike matches a word that may be a host name (evil.example,
// user@host:22): dotted labels ending in letters.
var hostLike = &lazyRegexp{expr: `(?i)^([^@/]+@)?([a-z0-9-]+\.)+[a-z][a-z0-9-]*(:\d+)?/?$`}

// cliTokenOpt reports whether an option's name says its value is the
// CLI's credential.
func cliTokenOpt(opt string) bool {
	opt, _, _ = strings.Cut(opt, "=")
	return strings.HasPrefix(opt, "-") && slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(opt), notAlnum), cliTokenWords.has)
}
