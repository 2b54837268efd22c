package policy

import (
	"path"
	"strings"
)

// A file downloaded and then run in the same input (curl -o f URL && ./f,
// wget URL; bash install.sh, exec ./f) is a download piped to a shell in
// two steps (net.pipe-shell).

// downloadSpecs read the downloaders' options: which name the file
// written.
var (
	curlSpec = spec{value: "oHdXuAeEKrwTxyzbcCDFmQtUz", long: []string{"--output", "--header", "--data", "--request", "--user", "--user-agent", "--referer", "--config", "--write-out", "--upload-file", "--proxy", "--cookie", "--cookie-jar", "--form", "--max-time", "--retry", "--output-dir", "--connect-timeout", "--data-raw", "--data-binary", "--data-urlencode", "--json", "--cacert", "--cert", "--key", "--resolve"}}
	wgetSpec = spec{value: "OoaPtTUeiBQlADRIXw", long: []string{"--output-document", "--output-file", "--append-output", "--directory-prefix", "--tries", "--timeout", "--user-agent", "--header", "--user", "--password", "--execute", "--input-file", "--post-data", "--post-file"}}
)

// downloadedFiles returns the files c writes from the network.
func downloadedFiles(c *Command) []string {
	var out []string
	urlBase := func(ws []Word) {
		for _, w := range ws {
			if strings.Contains(w.Value, "://") {
				if b := path.Base(strings.SplitN(strings.SplitN(w.Value, "?", 2)[0], "#", 2)[0]); b != "" && b != "/" && !strings.Contains(b, ":") {
					out = append(out, b)
				}
			}
		}
	}
	switch c.Name {
	case "curl":
		p := parseArgs(&curlSpec, c.Args)
		out = append(out, p.values("-o", "--output")...)
		if p.has("-O", "--remote-name", "--remote-name-all") {
			urlBase(p.operands)
		}
		for _, r := range c.Redirs {
			if (r.Op == ">" || r.Op == ">>") && (r.Fd == "" || r.Fd == "1") && r.Target.Literal {
				out = append(out, r.Target.Value)
			}
		}
	case "wget":
		p := parseArgs(&wgetSpec, c.Args)
		if o := p.values("-O", "--output-document"); len(o) > 0 {
			out = append(out, o...)
		} else {
			urlBase(p.operands)
		}
	}
	return out
}

// runsFile returns the file c runs as a program or a script: its command
// word when it names a path, or the script operand of a shell or an
// interpreter (bash f, sh f, python3 f, source f, . f).
func runsFile(c *Command) string {
	if strings.Contains(c.Word0.Value, "/") && c.Word0.Literal {
		return c.Word0.Value
	}
	switch c.Name {
	case "bash", "sh", "zsh", "dash", "ksh", "mksh", "source", ".", "python", "python3", "node", "perl", "ruby", "php", "pwsh":
		for _, a := range c.Args {
			if strings.HasPrefix(a.Value, "-") {
				if a.Value == "-c" || a.Value == "-e" {
					return "" // code, not a file
				}
				continue
			}
			return a.Value
		}
	}
	return ""
}

// downloadedRunInput judges the input's commands in order: a command that
// runs a file an earlier command downloaded.
func downloadedRunInput(ctx *Context, in *Input) []Finding {
	if !in.Grammar.IsPosix() {
		return nil
	}
	var got []string
	for _, c := range in.Commands {
		if f := runsFile(c); f != "" && len(got) > 0 {
			p, _ := ctx.Env.Path(Word{Value: f, Literal: true})
			for _, g := range got {
				if p == g {
					return []Finding{finding("net.pipe-shell", c,
						"it runs "+f+", which the same input downloaded: code from the network would run unseen",
						"download it first and read it before running it, in separate commands: `curl -fsSLo install.sh https://example.com/install.sh` then `less install.sh`")}
				}
			}
		}
		for _, f := range downloadedFiles(c) {
			if p, ok := ctx.Env.Path(Word{Value: f, Literal: true}); ok {
				got = append(got, p)
			}
		}
	}
	return nil
}
