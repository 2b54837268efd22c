package policy

import "strings"

// Decoded code: text that only exists after decoding (base64 -d, xxd -r,
// rev, rot13 through tr, gunzip) run as shell code. An agent has no reason
// to hide a command from the guard; the rule sees through the usual ways of
// doing it whatever the decoded text turns out to be.

func decodedCommand(ctx *Context, c *Command) []Finding {
	if lang, code, ok := interpCode(c); ok {
		if what := hiddenCode(lang, code); what != "" {
			rule, reason := "sys.decoded-exec", "this "+c.Name+" code runs code it "+what+", hidden from review and from the guard"
			if strings.Contains(what, "download") {
				rule, reason = "net.pipe-shell", "this "+c.Name+" code runs code it "+what+": code from the network would run unseen"
			}
			return []Finding{finding(rule, c, reason, "write the code out in plain text, or download it to a file and read it first, so it can be checked")}
		}
		// python3 -c 'exec(sys.stdin.read())' behind a pipe: what it
		// evaluates is what it is fed.
		if evalCall.get().MatchString(code) && stdinRead.get().MatchString(code) {
			if downloadIn(c.Feeds, map[*Command]bool{}, 0) {
				return []Finding{pipeShell(c, "evaluates a download it reads on standard input")}
			}
			if dec := decoderIn(c.Feeds, map[*Command]bool{}, 0); dec != nil {
				return []Finding{finding("sys.decoded-exec", c, "this "+c.Name+" code evaluates what "+dec.Name+" decodes, hidden from review and from the guard", "write the code out in plain text, so it can be read and checked")}
			}
		}
	}
	if dec := decodedCode(c); dec != nil {
		return []Finding{finding("sys.decoded-exec", c,
			"this runs shell code that only exists after "+dec.Name+" decodes it, hidden from review and from the guard",
			"write the command out in plain text, so it can be read and checked")}
	}
	if !runsCode(c) {
		return nil
	}
	dec := decoderIn(c.Feeds, map[*Command]bool{}, 0)
	if dec == nil || downloadIn(c.Feeds, map[*Command]bool{}, 0) {
		return nil // a download decoded and run is net.pipe-shell's
	}
	return []Finding{finding("sys.decoded-exec", c,
		"this runs shell code that only exists after "+dec.Name+" decodes it, hidden from review and from the guard",
		"write the command out in plain text, so it can be read and checked")}
}

// runsCode reports whether c runs its input or a run-time string as shell
// code: a shell reading a pipe, a shell's -c or eval whose text is only
// known at run time, or source of a substitution.
func runsCode(c *Command) bool {
	if c.Dynamic && len(c.Wrappers) > 0 {
		last := c.Wrappers[len(c.Wrappers)-1]
		return strings.HasSuffix(last, " -c") || last == "eval" || strings.HasSuffix(last, " <stdin>")
	}
	if _, ok := shellGrammar(c.Name); ok {
		_, hasC, script, _ := shellArgs(c.Args)
		// bash <(base64 -d …): the script is a substitution's output.
		return !hasC && (script == nil || len(script.Subst) > 0 && strings.HasPrefix(script.Value, "<("))
	}
	return c.Name == "source" || c.Name == "."
}

// decodedCode returns the decoder whose output is the code c runs as a
// string: bash -c "$(echo … | base64 -d)", eval "$(… | xxd -r -p)", or
// the command word itself, $(… | base64 -d) run as a command. The
// analysis may know the decoded text and judge it too; the hiding is
// refused whatever the text.
func decodedCode(c *Command) *Command {
	// $(echo 6563… | xxd -r -p) ARGS: the command word itself is what
	// a decoder prints, run as a command.
	words := []Word{c.Word0}
	if _, ok := shellGrammar(c.Name); ok {
		if code, hasC, _, _ := shellArgs(c.Args); hasC && code != nil {
			words = append(words, *code)
		}
	} else if c.Name == "eval" {
		words = c.Args
	}
	for _, w := range words {
		if dec := decoderIn(w.Subst, map[*Command]bool{}, 0); dec != nil {
			return dec
		}
	}
	return nil
}

// decoderIn finds a decoding command among feeds and what feeds them.
func decoderIn(feeds []*Command, seen map[*Command]bool, depth int) *Command {
	if depth > 16 {
		return nil
	}
	for _, f := range feeds {
		if f == nil || seen[f] {
			continue
		}
		seen[f] = true
		if isDecoder(f) {
			return f
		}
		if d := decoderIn(f.Feeds, seen, depth+1); d != nil {
			return d
		}
	}
	return nil
}

// isDecoder reports whether c turns encoded text back into text.
func isDecoder(c *Command) bool {
	args := c.Values()
	has := func(flags ...string) bool {
		for _, a := range args {
			for _, f := range flags {
				if a == f || (len(f) == 2 && f[0] == '-' && len(a) > 2 && a[0] == '-' && a[1] != '-' && strings.ContainsRune(a[1:], rune(f[1]))) {
					return true
				}
			}
		}
		return false
	}
	switch c.Name {
	case "base64", "base32", "basenc":
		return has("-d", "--decode", "-D")
	case "xxd":
		return has("-r", "--revert")
	case "openssl":
		return has("-d", "base64", "enc")
	case "rev", "gunzip", "zcat", "bzcat", "xzcat", "uudecode":
		return true
	case "iconv":
		return iconvDecodes(args) // from UTF-16, UTF-32, UTF-7, EBCDIC…
	case "gzip", "bzip2", "xz":
		return has("-d", "--decompress")
	case "sed", "gsed":
		// A sed script the analysis does not compute (sedPrints,
		// copiedLines: y, d, most addresses, \L) rewriting known text:
		// the code run is only what it makes of it (printf 'ls\nXX -rf
		// ~' | sed '1d;y/X/r/').
		if c.Stdin == nil {
			return false
		}
		_, computed := sedPrints(c, c.Stdin)
		_, copied := copiedLines(c, *c.Stdin) // sed -n 1p, sed p
		return !computed && !copied
	case "tr":
		// Two sets of letters and no -d or -s: a substitution cipher
		// (tr a-z n-za-m is rot13; tr a-z b-za shifts by one).
		var sets []string
		for _, a := range args {
			if strings.HasPrefix(a, "-") {
				if strings.ContainsAny(a, "ds") {
					return false
				}
				continue
			}
			sets = append(sets, a)
		}
		return len(sets) == 2 && sets[0] != sets[1] && strings.ContainsAny(sets[0], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") &&
			!(strings.Contains(sets[0], "a-z") && strings.Contains(sets[1], "A-Z") || strings.Contains(sets[0], "A-Z") && strings.Contains(sets[1], "a-z") ||
				strings.Contains(sets[0], "[:lower:]") || strings.Contains(sets[0], "[:upper:]")) // changing case is no cipher
	}
	return false
}

// downloadIn reports whether a download is among feeds or what feeds them.
func downloadIn(feeds []*Command, seen map[*Command]bool, depth int) bool {
	if depth > 16 {
		return false
	}
	for _, f := range feeds {
		if f == nil || seen[f] {
			continue
		}
		seen[f] = true
		if fetches(f) {
			return true
		}
		if downloadIn(f.Feeds, seen, depth+1) {
			return true
		}
	}
	return false
}

// Markers of code an interpreter builds and runs: an evaluation, or a
// shell command run (system, os.execute, execSync), of something other
// than a string literal, and where that something comes from (a fetch:
// a library's, or curl and wget run through popen or backquotes).
//
// Every language has its evaluators and its HTTP clients: Python's exec
// and urllib, Ruby's eval and Net::HTTP, Node's eval and fetch, PHP's
// eval and file_get_contents, Perl's eval and LWP; Elixir's
// Code.eval_string and :httpc, Req, HTTPoison; Erlang's erl_eval and
// httpc; Lua's load and loadstring with socket.http; Groovy's evaluate
// and Eval.me with URL.text; Julia's include_string, include and
// Meta.parse with download and HTTP.get; R's eval(parse()) and source
// with download.file, url() and httr; Clojure's load-string and
// read-string with slurp; Tcl's eval [...] with http::geturl; .NET's
// WebClient. A URL written in the code names a download too, whatever
// the client. remoteLoad is an evaluator handed a URL, which fetches and
// runs it in one call (R's source("https://…"), PHP's include
// 'http://…', a dynamic import of a URL, Lua's dofile of one). R's
// source takes its URL in parentheses; source "https://…" unbracketed
// is a Gemfile's gem server, which evaluates nothing.
var (
	evalCall = &lazyRegexp{expr: `\b(?:exec|eval|compile|Function|instance_eval|class_eval|runInThisContext|runInNewContext|system|execute|execSync|shell_exec|passthru|evaluate|include_string|include|source|import|loadstring|dofile)\s*\(\s*[^"'\s)]|(?:^|[^.\w])load\s*\(\s*[^"'\s)]|\b(?:eval|system)\s+[^"'\s(;]|\.then\(\s*eval\s*\)` +
		`|\bCode\.(?:eval_\w+|compile_\w+)|\berl_eval[.:]|\bEval\.(?:me|x|xy|xyz)\s*\(|\bMeta\.parse\b|\bload-(?:string|reader)\b|\(eval\s+\(|\beval\s+\[|\b(?:include|require)(?:_once)?\s+\$`}
	fetchCall = &lazyRegexp{expr: `["'\x60\[]\s*(?:curl|wget)\b|urlopen|urllib|requests\.(?:get|post)|httpx|http\.client|\bfetch\s*\(|https?\.get\(|axios|LWP|HTTP::Tiny|\bget\s*\(?\s*["']https?:|open-uri|URI\.open|Net::HTTP|file_get_contents\s*\(\s*["']https?:|curl_exec|socket` +
		`|\bhttpc[.:]request|\bReq\.(?:get|post|request|run)|HTTPoison|\bTesla\.|\bFinch\.|\bMint\.HTTP|hackney|\bdownload(?:\.file)?\s*\(|\bDownloads\.|\bHTTP\.(?:get|request)|\burl\s*\(\s*["']https?:|readLines\s*\(\s*["']https?:|\bhttr2?::|RCurl|getURL|curl_fetch|\.toURL\(\)|\bURL\s*\(|HttpClient|openStream|http::geturl|WebClient|DownloadString|["'\x60]https?://`}
	remoteLoad = &lazyRegexp{expr: `\b(?:source\s*\(|(?:sys\.source|source_url|include|include_once|require|require_once|import|dofile|load|load-file|require_file|eval_file|evaluate|run_path)\s*\(?)\s*(?:~c)?["'\x60]https?://`}
	stdinRead  = &lazyRegexp{expr: `sys\.stdin|<STDIN>|\bSTDIN\b|readFileSync\(\s*0|/dev/stdin|\$stdin|io\.read|php://stdin|process\.stdin|\bARGF\b|\binput\(\)`}
	decodeCall = &lazyRegexp{expr: `b64decode|base64|codecs\.decode|fromhex|unhexlify|zlib\.decompress|marshal\.loads|rot_?13|atob\s*\(|['"]hex['"]|decode64|unpack|\bpack\s*\(?\s*["']H|gzinflate|gzuncompress|str_rot13|hex2bin|MIME::Base64`}
)

// hiddenCode says where the code an interpreter one-liner evaluates comes
// from when it is not a literal the guard can read: "downloads" or
// "decodes"; "" when it evaluates nothing of the kind.
func hiddenCode(lang, code string) string {
	if lang == "" {
		return ""
	}
	if remoteLoad.get().MatchString(code) {
		return "downloads"
	}
	if !evalCall.get().MatchString(code) {
		return ""
	}
	switch {
	case fetchCall.get().MatchString(code):
		return "downloads"
	case decodeCall.get().MatchString(code):
		return "decodes"
	}
	return ""
}
