package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A service's credential sent to that service. A credential whose name
// names a service (GITHUB_TOKEN, OPENAI_API_KEY, SLACK_BOT_TOKEN) is meant
// for that service's API: an HTTP client that puts it only in the
// request's authentication (an Authorization or API-key header, curl -u
// or --oauth2-bearer, PowerShell's -Headers @{Authorization=…} or -Token)
// and whose every destination is a literal https URL on a host under one
// of that service's API domains (serviceDomains) hands the value only to the program that needs it, as a login
// does (credflow.go). The same token to any other host, to a host only
// known at run time, through a proxy or an address override, in a body
// or a URL (which the service may store or show), or with the request
// printed (curl -v, --trace) stays refused. A followed redirect is fine:
// curl and PowerShell drop the credential when it leads to another host,
// unless told to keep it (--location-trusted,
// -PreserveAuthorizationOnRedirect), which counts as sending it there.
// An input that sets environment variables first (export CURL_HOME=…,
// SENTRY_URL=…, $env:HTTPS_PROXY=…) may have changed where the program
// sends it (a config file, a proxy, an API URL): refused too.

// credService returns the domains of the service a credential's name
// names by its first word (GITHUB in GITHUB_TOKEN, HF in HF_TOKEN) and that
// word: "" when the name names no service serviceDomains knows (API_TOKEN,
// MY_TOKEN, DJANGO_SECRET_KEY) or is no API's credential
// (POSTGRES_PASSWORD).
func credService(name string) (word string, domains []string) {
	name = strings.ToLower(name)
	last := strings.LastIndexByte(name, '_')
	first, _, _ := strings.Cut(name, "_")
	if last < 0 || !apiCredWords.has(name[last+1:]) {
		return "", nil // a password, a passphrase, a signing secret: no API's
	}
	if d, ok := serviceDomains.get(first); ok {
		return first, d
	}
	return "", nil
}

// serviceDomains are the API domains of the services a credential's first
// word names, as the services document them: the hosts under them are
// the service's. No domain is derived from a word: openai.dev, slack.dev
// or stripe.app are whoever registered them, so a service not listed
// here gets no exemption (fail closed).
var serviceDomains = table[[]string]{
	{"acr", []string{"azurecr.io"}},
	{"airtable", []string{"airtable.com"}},
	{"anthropic", []string{"anthropic.com"}},
	{"asana", []string{"asana.com"}},
	{"atlassian", []string{"atlassian.com", "atlassian.net"}},
	{"auth0", []string{"auth0.com"}},
	{"bitbucket", []string{"bitbucket.org"}},
	{"bugsnag", []string{"bugsnag.com"}},
	{"buildkite", []string{"buildkite.com"}},
	{"cachix", []string{"cachix.org"}},
	{"cf", []string{"cloudflare.com"}},
	{"circleci", []string{"circleci.com"}},
	{"cloudflare", []string{"cloudflare.com"}},
	{"cloudsmith", []string{"cloudsmith.io"}},
	{"codecov", []string{"codecov.io"}},
	{"cohere", []string{"cohere.ai", "cohere.com"}},
	{"confluence", []string{"atlassian.com", "atlassian.net"}},
	{"contentful", []string{"contentful.com"}},
	{"coveralls", []string{"coveralls.io"}},
	{"datadog", []string{"datadoghq.com", "datadoghq.eu"}},
	{"dd", []string{"datadoghq.com", "datadoghq.eu"}},
	{"deepseek", []string{"deepseek.com"}},
	{"digitalocean", []string{"digitalocean.com"}},
	{"discord", []string{"discord.com"}},
	{"docker", []string{"docker.com", "docker.io"}},
	{"doctl", []string{"digitalocean.com"}},
	{"doppler", []string{"doppler.com"}},
	{"elevenlabs", []string{"elevenlabs.io"}},
	{"expo", []string{"expo.dev", "expo.io"}},
	{"fastly", []string{"fastly.com"}},
	{"figma", []string{"figma.com"}},
	{"fireworks", []string{"fireworks.ai"}},
	{"fly", []string{"fly.io", "machines.dev"}},
	{"gcloud", []string{"googleapis.com"}},
	{"gemini", []string{"googleapis.com"}},
	{"gh", []string{"ghcr.io", "github.com", "githubusercontent.com"}},
	{"ghcr", []string{"ghcr.io"}},
	{"github", []string{"ghcr.io", "github.com", "githubusercontent.com"}},
	{"gitlab", []string{"gitlab.com"}},
	{"gl", []string{"gitlab.com"}},
	{"glab", []string{"gitlab.com"}},
	{"google", []string{"googleapis.com"}},
	{"grafana", []string{"grafana.com", "grafana.net"}},
	{"groq", []string{"groq.com"}},
	{"hcloud", []string{"hetzner.cloud"}},
	{"hcp", []string{"hashicorp.cloud"}},
	{"heroku", []string{"heroku.com"}},
	{"hf", []string{"huggingface.co", "hf.co"}},
	{"honeycomb", []string{"honeycomb.io"}},
	{"hubspot", []string{"hubapi.com", "hubspot.com"}},
	{"huggingface", []string{"huggingface.co", "hf.co"}},
	{"intercom", []string{"intercom.io"}},
	{"jira", []string{"atlassian.com", "atlassian.net"}},
	{"kinsta", []string{"kinsta.com"}},
	{"launchdarkly", []string{"launchdarkly.com"}},
	{"linear", []string{"linear.app"}},
	{"linode", []string{"linode.com"}},
	{"mailgun", []string{"mailgun.net"}},
	{"mapbox", []string{"mapbox.com"}},
	{"mistral", []string{"mistral.ai"}},
	{"neon", []string{"neon.tech"}},
	{"netlify", []string{"netlify.com"}},
	{"newrelic", []string{"newrelic.com"}},
	{"ngrok", []string{"ngrok.com"}},
	{"notion", []string{"notion.com"}},
	{"npm", []string{"npmjs.org", "npmjs.com"}},
	{"openai", []string{"openai.com"}},
	{"openrouter", []string{"openrouter.ai"}},
	{"pagerduty", []string{"pagerduty.com"}},
	{"perplexity", []string{"perplexity.ai"}},
	{"pinecone", []string{"pinecone.io"}},
	{"planetscale", []string{"planetscale.com"}},
	{"posthog", []string{"posthog.com"}},
	{"postmark", []string{"postmarkapp.com"}},
	{"pulumi", []string{"pulumi.com"}},
	{"quay", []string{"quay.io"}},
	{"railway", []string{"railway.app", "railway.com"}},
	{"render", []string{"render.com"}},
	{"replicate", []string{"replicate.com"}},
	{"resend", []string{"resend.com"}},
	{"rollbar", []string{"rollbar.com"}},
	{"sanity", []string{"sanity.io"}},
	{"sendgrid", []string{"sendgrid.com"}},
	{"sentry", []string{"sentry.io"}},
	{"slack", []string{"slack.com"}},
	{"snyk", []string{"snyk.io"}},
	{"sonar", []string{"sonarcloud.io"}},
	{"stripe", []string{"stripe.com"}},
	{"supabase", []string{"supabase.com"}},
	{"tailscale", []string{"tailscale.com"}},
	{"telegram", []string{"telegram.org"}},
	{"tfc", []string{"terraform.io"}},
	{"tfe", []string{"terraform.io"}},
	{"together", []string{"together.xyz"}},
	{"travis", []string{"travis-ci.com"}},
	{"twilio", []string{"twilio.com"}},
	{"upstash", []string{"upstash.com", "upstash.io"}},
	{"vercel", []string{"vercel.com"}},
	{"vultr", []string{"vultr.com"}},
	{"wpengine", []string{"wpengine.com"}},
	{"xai", []string{"x.ai"}},
	{"zendesk", []string{"zendesk.com"}},
}

// apiCredWords are the last words of the names of API credentials.
var apiCredWords = set{"accesstoken", "apikey", "authtoken", "key", "pat", "token"}

// serviceHost reports whether host (no port) is under one of domains.
func serviceHost(host string, domains []string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if host == "" || strings.Trim(host, "abcdefghijklmnopqrstuvwxyz0123456789.-") != "" || strings.Contains(host, "..") {
		return false
	}
	return slices.ContainsFunc(domains, func(d string) bool { return host == d || strings.HasSuffix(host, "."+d) })
}

// serviceURL reports whether the word v is an https URL whose host, written
// out, is the service's: the scheme and host are literal, and anything
// only known at run time comes after the path's first slash.
func serviceURL(v string, domains []string) bool {
	u, ok := readURL(v)
	return ok && u.start == 0 && strings.EqualFold(u.scheme, "https") && !u.hasUser && u.validPort() && serviceHost(u.host, domains)
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

// curlElsewhere are curl's options, besides proxyOpts, that send the
// request, or the credential, elsewhere than the URLs name, or print the
// request with its headers: credentials kept across hosts on redirects,
// another request's options (--next, a config file, variables expanded
// into URLs), verbose and trace output, the request written out as C
// code, no certificate check, or another name resolver and certificate
// authority (together, a server of the writer's choosing answering for
// the service's host).
var curlElsewhere = []string{"--location-trusted", "--next", "-:", "-K", "--config", "--variable", "-v", "--verbose", "--trace", "--trace-ascii", "--trace-config", "--libcurl", "-k", "--insecure", "--proxy-insecure", "--doh-url", "--dns-servers", "--cacert", "--capath", "--doh-insecure"}

// curlGoesElsewhere reports whether curl's options p send its request,
// or its credential, elsewhere than its URLs name or print it
// (curlElsewhere, proxyOpts, variables expanded into options).
func curlGoesElsewhere(p parsed) bool {
	return p.has(curlElsewhere...) || p.has(proxyOpts...) || slices.ContainsFunc(p.opts, func(o opt) bool { return strings.HasPrefix(o.name, "--expand-") })
}

// wgetElsewhere are wget's options that send the request, or the
// credential, elsewhere than its URLs name or print it: URLs read from
// a file or joined to a base, commands and a configuration file read as
// .wgetrc, the links it follows to other pages and hosts (recursion,
// mirroring, page requisites, spanning hosts), debug output (with the
// request's headers), no certificate check or another certificate
// authority.
var wgetElsewhere = []string{"-i", "--input-file", "-B", "--base", "-e", "--execute", "--config", "-r", "--recursive", "-m", "--mirror", "-p", "--page-requisites", "-H", "--span-hosts", "-d", "--debug", "--no-check-certificate", "--ca-certificate", "--ca-directory"}

// httpieElsewhere are HTTPie's and xh's options that send the request
// elsewhere or keep or show it (verbose, offline, a session file saved
// with its headers, the request as a curl command, no certificate
// check).
var (
	httpieElsewhere = []string{"-v", "--verbose", "--offline", "--session", "--proxy", "--unix-socket", "--curl", "--all", "--verify", "-k", "--native-tls"}
	httpieHeader    = &lazyRegexp{expr: `^([A-Za-z0-9_-]+):([^=]|$)`}
)

// countExpansions counts the expansions of name in v in g's syntax
// ($NAME, ${NAME}; $env:NAME, ${env:NAME}; %NAME%), the name matched as
// the shell does (any case in PowerShell and cmd).
func countExpansions(g lexer.Grammar, v, name string) int {
	fold := foldsCase(g)
	if fold {
		v, name = asciiLower(v), asciiLower(name)
	}
	forms := expansionForms(g)
	n := 0
	for i := 0; ; {
		j := strings.Index(v[i:], name)
		if j < 0 {
			return n
		}
		j += i
		end := j + len(name)
		for _, f := range forms {
			if strings.HasSuffix(v[:j], f[0]) && strings.HasPrefix(v[end:], f[1]) && (f[1] != "" || end == len(v) || !isWordByte(v[end])) {
				n++
				break
			}
		}
		i = end
	}
}

// expansionForms are what comes before and after a variable's name in
// g's expansions of it.
func expansionForms(g lexer.Grammar) [][2]string {
	switch g {
	case lexer.PowerShell:
		return [][2]string{{"$env:", ""}, {"${env:", "}"}}
	case lexer.Cmd:
		return [][2]string{{"%", "%"}}
	}
	return [][2]string{{"$", ""}, {"${", "}"}}
}

// setsEnv reports whether the input sets a variable that c may read from
// its environment, besides c's own prefix assignments: any POSIX or cmd
// variable (export, declare, set -a or set may export it) or PowerShell's
// $env:NAME.
func setsEnv(in *Input, c *Command) bool {
	if in == nil {
		return false
	}
	for name := range in.setVars {
		own := slices.ContainsFunc(c.Assigns, func(a string) bool { n, _, _ := strings.Cut(a, "="); return n == name })
		if !own && (!strings.HasPrefix(name, "$") || strings.HasPrefix(name, "$env:")) {
			return true
		}
	}
	return false
}

// sendsToOwnService reports whether c, an HTTP client, sends the
// credential name only in its request's authentication to hosts of the
// service the name names, and shows no request (see above).
func sendsToOwnService(in *Input, c *Command, name string) bool {
	word, domains := credService(name)
	endpoint := in != nil && endpointValue(in.env.getenv(name))
	if word == "" && !endpoint || c.Dynamic || len(c.Wrappers) > 0 || len(c.Assigns) > 0 || !c.Word0.Literal || setsEnv(in, c) {
		return false
	}
	count := countName
	if foldsCase(c.Grammar) {
		count = countNameFold
	}
	// inAuth counts the mentions of v that are expansions of the name in
	// an authentication value.
	inAuth := func(v string) int {
		if strings.Contains(v, "$(") || strings.Contains(v, "<(") || strings.Contains(v, "`") {
			return 0 // a substitution's output, judged as a command of its own
		}
		n := countExpansions(c.Grammar, v, name)
		if n != count(v, name) {
			return 0
		}
		return n
	}
	var urls []string
	auth := 0
	byVar := false
	posts := false // a body sent by POST: the endpoint used, not read back
	switch {
	// Each client's own options (curl's, the web cmdlets'), read through
	// its spec: where the request goes and what it prints are its own.
	case c.Name == "curl" && (c.Grammar != lexer.PowerShell || strings.HasSuffix(strings.ToLower(c.Word0.Value), ".exe")):
		p := parseArgs(&curlSpec, c.Args)
		if p.has("-w", "--write-out") {
			endpoint = false // it can print the URL
		}
		if curlGoesElsewhere(p) {
			return false
		}
		follows := p.has("-L", "--location", "--follow")
		posts = p.has(curlBodyOpts...) && !p.has("-G", "--get", "-I", "--head") &&
			!slices.ContainsFunc(p.values("-X", "--request"), func(m string) bool { return !strings.EqualFold(m, "POST") })
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
	case c.Name == "wget":
		p := parseArgs(&wgetSpec, c.Args)
		if p.has(wgetElsewhere...) {
			return false
		}
		// wget follows redirects and sends every header and password it
		// was given to wherever they lead, another host's too (its
		// CVE-2021-31879, unfixed): its credential is the request's own
		// only when it follows none.
		if !slices.Equal(p.values("--max-redirect"), []string{"0"}) {
			return false
		}
		posts = p.has("--post-data", "--post-file", "--body-data", "--body-file")
		for _, o := range p.opts {
			switch o.name {
			case "--header":
				if a, _ := authHeader(o.value); a {
					auth += inAuth(o.value)
				}
			case "--user", "--password", "--http-user", "--http-password":
				auth += inAuth(o.value)
			}
		}
		for _, a := range p.operands {
			urls = append(urls, a.Value)
		}
	case c.Grammar == lexer.PowerShell && does(c, c.Name, roleWebCmdlet): // the web cmdlets
		p := parseArgs(&psWebAuthSpec, c.Args)
		// It follows redirects unless told not to.
		follows := !slices.Equal(p.values("-MaximumRedirection"), []string{"0"})
		methods := p.values("-Method")
		posts = len(methods) > 0 && !slices.ContainsFunc(methods, func(m string) bool { return !strings.EqualFold(m, "Post") }) &&
			!p.has("-CustomMethod") && !psVerbose(in, p)
		for _, o := range p.opts {
			for u := range psWebAuthSpec.unless.all() {
				if len(o.name) > 1 && len(o.name) <= len(u) && strings.EqualFold(u[:len(o.name)], o.name) {
					return false // a bad parameter, or a prefix that may be one
				}
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
		posts = len(ops) > 2 // URL and data items: HTTPie posts them
		if len(ops) > 1 && strings.Trim(ops[0].Value, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") == "" {
			posts = strings.EqualFold(ops[0].Value, "POST")
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
	if endpoint && posts && len(urls) > 0 && auth == 0 && !byVar && len(urls) == count(c.Text, name) &&
		!slices.ContainsFunc(urls, func(u string) bool { return !wholeExpansion(c.Grammar, u, name) }) {
		// The credential is the request's URL (a chat webhook's): the
		// request goes to the host it names, and nowhere else.
		// Only a POST of a body: a GET returns the webhook with its
		// token, PATCH and -Verbose show it.
		return true
	}
	if word == "" || len(urls) == 0 || auth == 0 && !byVar || auth != count(c.Text, name) {
		return false
	}
	return !slices.ContainsFunc(urls, func(u string) bool { return !serviceURL(u, domains) })
}

// curlBodyOpts are curl's options that give the request a body.
var curlBodyOpts = []string{"-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii", "--json", "-F", "--form", "--form-string", "-T", "--upload-file"}

// psVerbose reports whether a web cmdlet writes its request (with its
// URL) to the verbose or debug stream: -Verbose, -vb, or a preference
// the input sets ($VerbosePreference, $PSDefaultParameterValues).
func psVerbose(in *Input, p parsed) bool {
	for _, o := range p.opts {
		n := strings.ToLower(o.name)
		if n == "-vb" || len(n) >= 3 && strings.HasPrefix("-verbose", n) {
			return true
		}
	}
	if in != nil {
		for v := range in.setVars {
			if strings.EqualFold(v, "$VerbosePreference") || strings.EqualFold(v, "$DebugPreference") || strings.EqualFold(v, "$PSDefaultParameterValues") {
				return true
			}
		}
	}
	return false
}

// endpointValue reports whether a credential's value, v, is an endpoint
// whose address holds the secret (a chat webhook's URL): an http(s) URL
// with a host. A request sent to the whole of it hands the value only to
// the host it names; a token is no address (curl prints the host it
// cannot resolve: the secret). Unset, there is nothing to send (the
// environment checked is the one the command runs in).
func endpointValue(v string) bool {
	if v == "" {
		return true
	}
	u, ok := readURL(v)
	scheme := strings.ToLower(u.scheme)
	return ok && u.start == 0 && (scheme == "https" || scheme == "http") && u.host != "" && !strings.ContainsAny(v, " \t\n")
}

// wholeExpansion reports whether the word v is the value of the
// variable name and nothing else ("$NAME", ${NAME}, $env:NAME).
func wholeExpansion(g lexer.Grammar, v, name string) bool {
	return slices.ContainsFunc(expansionForms(g), func(f [2]string) bool {
		w := f[0] + name + f[1]
		return v == w || foldsCase(g) && strings.EqualFold(v, w)
	})
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
	n := countNameFold(c.Text, name)
	if n == 0 || psAuthHeaders(c.Text, false, func(v string) int {
		if k := countExpansions(c.Grammar, v, name); k == countNameFold(v, name) && !strings.Contains(v, "$(") {
			return k
		}
		return 0
	}) != n {
		return false
	}
	// Any word spelled as the variable counts (Get-Variable h names it
	// without the $).
	v := asciiLower(c.assignedTo)
	refs := func(t string) int { return countName(asciiLower(t), v) }
	uses := 0
	for _, o := range in.Commands {
		if psListsVariables(o) {
			return false // dir variable:, Get-Variable: every variable's value, $h's too
		}
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

// psListsVariables reports whether the PowerShell command c may show
// variables it does not name: Get-Variable and its alias gv, the
// variable: drive, the session state's variable table.
func psListsVariables(c *Command) bool {
	t := asciiLower(c.Text)
	return c.Name == "gv" || strings.Contains(c.Name, "variable") || strings.Contains(t, "variable") || strings.Contains(t, "sessionstate")
}

// cliTokenWords are the words of a CLI long option's name that say its
// value is the CLI's credential: --token, --auth-token, --access-token,
// --auth, --api-key. A one-letter option means what its program says (gh's
// -t is --title): cliShortToken lists the programs whose -x is their
// token.
var cliTokenWords = set{"apikey", "auth", "key", "token"}

// cliShortToken are the one-letter token options of services' CLIs, by
// program: codecov's -t is --token.
var cliShortToken = table[string]{
	{"codecov", "-t"},
}

// cliShowWords are the words of options that make a CLI print its
// requests, or where they go.
var cliShowWords = set{"debug", "trace", "v", "verbose", "vv", "vvv"}

// cliSendsOwnToken reports whether c is the CLI of the service the
// credential name names (vercel and VERCEL_TOKEN, huggingface-cli and
// HF_TOKEN, sentry-cli and SENTRY_AUTH_TOKEN: its name, less -cli, ctl
// or cli, names the service), run by its bare name (found on PATH, not
// ./vercel), given the credential only as the value of its token option
// (--token "$VERCEL_TOKEN"), with no option that prints its requests
// (--verbose, --debug), no operand or option value that may name a place
// or a file it reads settings from (a host, a URL, a path: -A evil.example,
// --global-config /tmp/x), and no environment set by the input before it
// (SENTRY_URL=…): the program that needs it, sending it where it is meant
// to go.
func cliSendsOwnToken(in *Input, c *Command, name string) bool {
	word, domains := credService(name)
	if word == "" || c.Dynamic || len(c.Wrappers) > 0 || len(c.Assigns) > 0 || !c.Word0.Literal || len(c.Redirs) > 0 || hasPathSep(c.Word0.Value) || setsEnv(in, c) {
		return false
	}
	tool := strings.TrimSuffix(lowerName(c), ".exe")
	tool = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(tool, "-cli"), "ctl"), "cli")
	if strings.Trim(tool, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false // vercel-evil, hf_upload: another program
	}
	if tw, td := credService(tool + "_TOKEN"); tw == "" || !slices.Equal(td, domains) {
		return false // another service's program (gh and GITHUB_TOKEN share github.com's)
	}
	short, _ := cliShortToken.get(tool)
	ps := c.Grammar == lexer.PowerShell
	// isTokenOpt reports whether the word v is the token option.
	isTokenOpt := func(v string) bool {
		o, ok := readOptWord(v, ps)
		return ok && (o.dashes+o.name == short || strings.HasPrefix(o.dashes, "--") && slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(o.name), notAlnum), cliTokenWords.has))
	}
	count := countName
	if foldsCase(c.Grammar) {
		count = countNameFold
	}
	// whole reports whether v is the expansion alone, perhaps quoted.
	whole := func(v string) bool {
		u := strings.Trim(v, `"'`)
		return countExpansions(c.Grammar, u, name) == 1 && slices.ContainsFunc(expansionForms(c.Grammar), func(f [2]string) bool { return len(u) == len(f[0])+len(name)+len(f[1]) })
	}
	given := 0
	for i, a := range c.Args {
		n := count(a.Value, name)
		o, isOpt := readOptWord(a.Value, ps)
		opt, val, inline := o.dashes+o.name, o.value, o.hasValue
		if !isOpt {
			if n > 0 {
				if i == 0 || !whole(a.Value) || !isTokenOpt(c.Args[i-1].Value) {
					return false // not the value of a token option
				}
				given += n
				continue
			}
			if mayNamePlace(a.Value) {
				return false // a place or a file named as an operand or an option's value
			}
			continue
		}
		words := strings.FieldsFunc(strings.ToLower(opt), notAlnum)
		switch {
		case isTokenOpt(a.Value):
			if inline && n > 0 {
				if !whole(val) {
					return false
				}
				given += n
			}
		case n > 0, slices.ContainsFunc(words, cliShowWords.has), placeOpt(opt), inline && mayNamePlace(val):
			return false
		}
	}
	return given > 0 && given == count(c.Text, name)
}

// mayNamePlace reports whether a CLI's word may name a host, a URL or a
// path (evil.example, user@host:22, evil.example:80/hook, /tmp/x, ./cfg):
// a word with a slash, a colon or an @, or one spelled as a host name
// whose last label is no file extension (coverage.xml is a file's).
func mayNamePlace(v string) bool {
	if strings.ContainsAny(v, `/\:@`) {
		return true
	}
	ext := v[strings.LastIndexByte(v, '.')+1:]
	return !fileExts.hasLower(ext) && hostLike.get().MatchString(v)
}

// hostLike matches a word that may be a host name (evil.example,
// user@host:22): dotted labels ending in letters.
var hostLike = &lazyRegexp{expr: `(?i)^([^@/]+@)?([a-z0-9-]+\.)+[a-z][a-z0-9-]*(:\d+)?/?$`}
