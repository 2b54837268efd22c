package policy

import (
	"path"
	"slices"
	"strings"
)

// A file downloaded and then run in the same input (curl -o f URL && ./f,
// wget URL; bash install.sh, exec ./f) is a download piped to a shell in
// two steps (net.pipe-shell).

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
	s, p := fetchSpec(c)
	switch c.Name {
	case "curl":
		out = append(out, p.valuesOf(s.extra().writesOpts)...)
		if p.has("-O", "--remote-name", "--remote-name-all") {
			urlBase(p.operands)
		}
		out = inDirs(out, p.values("--output-dir"))
		for _, r := range c.Redirs {
			if (r.Op == ">" || r.Op == ">>") && (r.Fd == "" || r.Fd == "1") && r.Target.Literal {
				out = append(out, r.Target.Value)
			}
		}
	case "wget":
		if o := p.valuesOf(s.extra().writesOpts); len(o) > 0 {
			out = append(out, o...)
		} else {
			urlBase(p.operands)
			for _, d := range p.values("-P", "--directory-prefix") {
				for _, b := range out {
					out = append(out, path.Join(d, b)) // wget -P /tmp URL: /tmp/NAME
				}
			}
		}
	default:
		if !does(c, c.Name, roleDownloads) {
			return nil
		}
		// Any other downloader (aria2c -o F, http --download -o F,
		// lwp-download URL F, fetch -o F): the values of its output
		// options, its operands that are not the URL, and the URL's name.
		// A directory option (aria2c -d DIR -o NAME, -P DIR) puts each
		// name, given or the URL's, under it.
		args := c.Values()
		var dirs []string
		for i, a := range args {
			name, val, inline := strings.Cut(a, "=")
			if !inline && i+1 < len(args) {
				val = args[i+1]
			}
			switch {
			case name == "-d" || name == "-P" || strings.HasPrefix(name, "--dir") || name == "--output-dir":
				dirs = append(dirs, val)
				out = append(out, val)
			case name == "-o" || name == "-O" || strings.HasPrefix(name, "--out"):
				out = append(out, val)
			}
		}
		var ops []Word
		for _, w := range c.Args {
			if !strings.HasPrefix(w.Value, "-") {
				ops = append(ops, w)
				if !strings.Contains(w.Value, "://") {
					out = append(out, w.Value)
				}
			}
		}
		urlBase(ops)
		out = inDirs(out, dirs)
	}
	for _, r := range c.Redirs {
		if (r.Op == ">" || r.Op == ">>") && (r.Fd == "" || r.Fd == "1") && !r.Target.Literal && plainVar(r.Target.Value) {
			out = append(out, r.Target.Value) // curl URL > "$tmp"; bash "$tmp"
		}
	}
	return out
}

// inDirs adds to names each relative one joined to each of dirs, where
// a downloader's directory option puts the file it names.
func inDirs(names, dirs []string) []string {
	out := names
	for _, d := range dirs {
		for _, n := range names {
			if n != d && !path.IsAbs(n) {
				out = append(out, path.Join(d, n))
			}
		}
	}
	return out
}

// plainVar reports whether w is the expansion of one variable and
// nothing else ($tmp, ${f}): the same text names the same file until the
// variable is assigned again.
func plainVar(w string) bool {
	w = strings.TrimSuffix(strings.TrimPrefix(w, "${"), "}")
	w = strings.TrimPrefix(w, "$")
	return w != "" && isName([]byte(w))
}

// runsFile returns the file c runs as a program or a script: its command
// word when it names a path, the script a shell is given (bash f, sh -e
// f: shellArgs), the program file of an interpreter (python3 f, node
// --trace f: interpreterFile), or what source and . read.
func runsFile(c *Command) string {
	if strings.Contains(c.Word0.Value, "/") && c.Word0.Literal {
		return c.Word0.Value
	}
	if _, ok := shellGrammar(c.Name); ok {
		if _, hasC, script, _ := shellArgs(c.Args); script != nil && !hasC {
			return script.Value
		}
		return ""
	}
	if c.Name == "source" || c.Name == "." {
		if len(c.Args) > 0 {
			return c.Args[0].Value
		}
		return ""
	}
	if w := interpreterFile(c); w != nil {
		return w.Value
	}
	return ""
}

// searchedRun returns the downloaded file among got that c runs by its
// bare name, the shell finding it in a directory of its search path: one
// PATH names, or any bin or sbin directory when PATH is not known (curl
// -o ~/.local/bin/agent URL; chmod +x …; agent).
func searchedRun(ctx *Context, got []string, c *Command) string {
	name := c.Word0.Value
	if !c.Word0.Literal || name == "" || strings.Contains(name, "/") {
		return ""
	}
	dirs := strings.Split(ctx.Env.getenv("PATH"), ":")
	for _, g := range got {
		if path.Base(g) != name {
			continue
		}
		d := path.Dir(g)
		if b := path.Base(d); b == "bin" || b == "sbin" || slices.Contains(dirs, d) {
			return g
		}
	}
	return ""
}

// copiedDownloads returns where c, a copier that is no downloader (cp,
// mv, install, ln: roleCopiesWhole), puts a file among got: its
// destination, and the file's name under it when that is a directory.
func copiedDownloads(ctx *Context, got []string, c *Command) []string {
	if !does(c, c.Name, roleCopiesWhole) || does(c, c.Name, roleDownloads) {
		return nil
	}
	p := copyArgs(c)
	srcs, dest := p.operands, Word{}
	if t, ok := p.valueWord("-t", "--target-directory"); ok {
		dest = t
	} else if len(srcs) > 1 {
		srcs, dest = srcs[:len(srcs)-1], srcs[len(srcs)-1]
	} else {
		return nil
	}
	d, ok := ctx.Env.Path(dest)
	if !ok {
		return nil
	}
	var out []string
	for _, s := range srcs {
		if downloaded(ctx, got, s.Value) {
			out = append(out, d, path.Join(d, path.Base(s.Value)))
		}
	}
	return out
}

// downloadedModule reports whether the interpreter c loads a module file
// (python3 -m x, node -r ./x.js: moduleFiles) one of got downloaded, and
// sets f to it.
func downloadedModule(ctx *Context, got []string, c *Command, f *string) bool {
	s := interpSpec(c.Name)
	if s == nil || len(s.extra().modOpts)+len(s.extra().libOpts) == 0 && s.extra().prog != "php" {
		return false
	}
	lib := libDirsBy(s, func(name string) (string, bool) { return assignedVar(c, name) })
	for _, m := range moduleFiles(s, parseArgs(s, c.Args), lib) {
		if downloaded(ctx, got, m) {
			*f = m
			return true
		}
	}
	return false
}

// downloadedRun returns the file among got, those downloaded, that c
// runs: as its program or script (runsFile), as a module it loads, or
// found by its bare name on the search path (searchedRun).
func downloadedRun(ctx *Context, got []string, c *Command) string {
	if f := runsFile(c); f != "" && downloaded(ctx, got, f) {
		return f
	}
	var f string
	if downloadedModule(ctx, got, c, &f) {
		return f
	}
	if c.Name == "java" {
		// java -javaagent:F: the agent runs before main (jvmAgents).
		for _, f := range jvmAgents(c.Values()) {
			if downloaded(ctx, got, f) {
				return f
			}
		}
	}
	return searchedRun(ctx, got, c)
}

// downloadedRunInput judges the input's commands in order: a command that
// runs a file an earlier command downloaded.
func downloadedRunInput(ctx *Context, in *Input) []Finding {
	if !in.Grammar.IsPosix() {
		return nil
	}
	var got []string
	for _, c := range in.Commands {
		if len(got) == 0 {
			// Nothing downloaded yet: nothing to run.
		} else if f := downloadedRun(ctx, got, c); f != "" {
			return []Finding{finding("net.pipe-shell", c,
				"it runs "+f+", which the same input downloaded: code from the network would run unseen",
				"download it first and read it before running it, in separate commands: `curl -fsSLo install.sh https://example.com/install.sh` then `less install.sh`")}
		} else if f := installsFile(c, func(f string) bool { return downloaded(ctx, got, f) }); f != "" {
			return []Finding{finding("net.pipe-shell", c,
				"it installs "+f+", which the same input downloaded: a package's install scripts run as whoever installs it, with code from the network nobody checked",
				"download the package first, check its signature or hash against the publisher's, and install it in a separate command: `curl -fsSLo pkg.deb URL` then `sha256sum pkg.deb`")}
		}
		if text, ok := verifies(c); ok {
			// A checksum or signature checked before the run (echo "$SHA
			// *f" | sha256sum -c -, gpg --verify f.asc f): the file is the
			// one its publisher meant.
			kept := got[:0]
			for _, g := range got {
				if !strings.Contains(text, path.Base(g)) {
					kept = append(kept, g)
				}
			}
			got = kept
		}
		got = append(got, copiedDownloads(ctx, got, c)...)
		for _, f := range downloadedFiles(c) {
			if p, ok := ctx.Env.Path(Word{Value: f, Literal: true}); ok {
				got = append(got, p)
			}
		}
		if len(c.Feeds) > 0 && downloadIn(c.Feeds, map[*Command]bool{}, 0) {
			// curl -s URL | sudo tee /usr/local/bin/tool, | dd
			// of=F, | gunzip > F: what a download fed in is written
			// to a file, then run by its path or its bare name.
			for _, w := range fsWrites(c) {
				if p, ok := ctx.Env.Path(w); ok && w.Literal {
					got = append(got, p)
				}
			}
		}
	}
	return nil
}

// downloaded reports whether f names one of got, the files downloaded.
func downloaded(ctx *Context, got []string, f string) bool {
	p, _ := ctx.Env.Path(Word{Value: f, Literal: true})
	return slices.Contains(got, p)
}

// installWords are the verbs and options with which a package manager
// installs the package files it is given (dpkg -i, rpm -Uvh, apt install
// ./f.deb, zypper in, pacman -U, installer -pkg, snap install --dangerous, apk add,
// code --install-extension); the sets of flags rpm bundles with -i or
// -U are read by installFlag.
var installWords = set{"--install", "--install-extension", "--install-plugin", "--upgrade", "-U", "-i", "-install", "-package", "-pkg", "/i", "/package", "add", "in", "install", "localinstall", "reinstall"}

// installsFile returns the operand of c, a package installer's command,
// for which isGot holds: a package file it installs. The install step
// of coreutils' install (install -m755 f /usr/local/bin) copies a file;
// what runs it later is judged by runsFile.
func installsFile(c *Command, isGot func(string) bool) string {
	name, args := inner(c) // sudo dpkg -i f
	if name == "install" || name == "ginstall" {
		return ""
	}
	vs := make([]string, len(args))
	for i, a := range args {
		vs[i] = a.Value
	}
	if !slices.ContainsFunc(vs, func(a string) bool { return installWords.has(a) || installFlag(a) }) {
		return ""
	}
	for _, a := range vs {
		if _, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(a, "-") {
			a = v
		}
		if !strings.HasPrefix(a, "-") && isGot(a) {
			return a
		}
	}
	return ""
}

// installFlag reports whether a is a bundle of short flags that installs
// or upgrades (rpm -ivh, -Uvh, -Fvh).
func installFlag(a string) bool {
	return len(a) > 2 && a[0] == '-' && a[1] != '-' && strings.ContainsAny(a[1:2], "iUF") && strings.Trim(a[2:], "vhV") == ""
}

// verifies reports whether c checks a checksum or a signature (its spec
// says so: verifierSpecs), and the text that names what it checks: its words, its known standard input and
// the words of the commands feeding it.
func verifies(c *Command) (string, bool) {
	checks := false
	eachSpec(c, func(s *spec, rest []Word) {
		checks = checks || s.extra().verifies && (s.need == "" || parseArgs(s, rest).needGiven(s))
	})
	if !checks {
		return "", false
	}
	text := strings.Join(c.Values(), " ")
	if c.Stdin != nil {
		text += " " + *c.Stdin
	}
	for _, f := range c.Feeds {
		text += " " + strings.Join(f.Values(), " ")
	}
	return text, true
}
