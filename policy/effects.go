package policy

import (
	"slices"
	"strings"
)

// An Effect is something an input does that is worth a second opinion
// even when no rule refuses it: the advisor is asked about inputs with one.
type Effect string

// The effects Summarize reports.
const (
	EffectDelete        Effect = "delete"         // removes files, branches, containers, …
	EffectOverwrite     Effect = "overwrite"      // replaces a file's contents (>, mv, cp, sed -i, git reset --hard)
	EffectSend          Effect = "send"           // sends data off the machine (curl -d, scp, rsync host:, ssh)
	EffectPublish       Effect = "publish"        // makes something public or shared (git push, npm publish)
	EffectRunDownloaded Effect = "run-downloaded" // runs code fetched for the occasion (npx, docker run, sh of a download)
)

// Summary is what the analysis found in an input, in words an outside
// reviewer can use: the commands it runs, the paths it names and its
// effects. It holds no environment values.
type Summary struct {
	Commands []string `json:"commands"`
	Paths    []string `json:"paths"`
	Effects  []Effect `json:"effects"`
}

// Summarize returns the summary of the analysis in (nil: an empty one).
func Summarize(in *Input) Summary {
	var s Summary
	if in == nil {
		return s
	}
	downloaded := map[string]bool{} // files a downloader in the input wrote
	add := func(list *[]string, v string) {
		if v != "" && !slices.Contains(*list, v) && len(*list) < 64 {
			*list = append(*list, v)
		}
	}
	for _, c := range in.Commands {
		name := pubName(c.Name)
		add(&s.Commands, name)
		for _, a := range c.Args {
			if v := a.Value; !strings.HasPrefix(v, "-") && (hasPathSep(v) || strings.HasPrefix(v, ".") || strings.HasPrefix(v, "~")) {
				add(&s.Paths, v)
			}
		}
		for _, r := range c.Redirs {
			if fsWriteOps.has(r.Op) && !strings.Contains(r.Op, ">>") && !discarded(r.Target.Value) { // >> appends
				add(&s.Paths, r.Target.Value)
				s.add(EffectOverwrite)
			}
		}
		if does(c, name, roleDownloads) {
			for i, a := range c.Args {
				if (a.Value == "-o" || a.Value == "-O" || a.Value == "--output") && i+1 < len(c.Args) {
					downloaded[c.Args[i+1].Value] = true
				}
			}
		}
		for _, e := range commandEffects(name, c, downloaded) {
			s.add(e)
		}
	}
	return s
}

func (s *Summary) add(e Effect) {
	if !slices.Contains(s.Effects, e) {
		s.Effects = append(s.Effects, e)
	}
}

// discarded reports whether a redirection target writes no file: it
// throws output away or sends it to a stream.
func discarded(t string) bool {
	return nullSink(t) || t == "/dev/stdout" || t == "/dev/stderr" || strings.HasPrefix(t, "/dev/fd/") || strings.HasPrefix(t, "&")
}

// nullSink reports whether a redirection target throws output away in
// every grammar: /dev/null, cmd's nul, PowerShell's $null.
func nullSink(t string) bool {
	return t == "/dev/null" || strings.EqualFold(t, "nul") || strings.EqualFold(t, "$null")
}

// effectNames are the commands whose name alone says their effect.
var effectNames = table[Effect]{
	{"rm", EffectDelete}, {"rmdir", EffectDelete}, {"unlink", EffectDelete}, {"shred", EffectDelete}, {"srm", EffectDelete},
	{"trash", EffectDelete}, {"trash-put", EffectDelete}, {"remove-item", EffectDelete}, {"ri", EffectDelete},
	{"del", EffectDelete}, {"erase", EffectDelete}, {"rd", EffectDelete}, {"dropdb", EffectDelete},
	{"mv", EffectOverwrite}, {"cp", EffectOverwrite}, {"install", EffectOverwrite}, {"dd", EffectOverwrite},
	{"tee", EffectOverwrite}, {"truncate", EffectOverwrite}, {"set-content", EffectOverwrite}, {"out-file", EffectOverwrite},
	{"copy-item", EffectOverwrite}, {"move-item", EffectOverwrite}, {"copy", EffectOverwrite}, {"move", EffectOverwrite},
	{"xcopy", EffectOverwrite}, {"robocopy", EffectOverwrite},
	{"scp", EffectSend}, {"sftp", EffectSend}, {"ftp", EffectSend}, {"ssh", EffectSend}, {"mail", EffectSend},
	{"sendmail", EffectSend}, {"mutt", EffectSend}, {"nc", EffectSend}, {"ncat", EffectSend}, {"netcat", EffectSend},
	{"socat", EffectSend}, {"telnet", EffectSend},
	{"npx", EffectRunDownloaded}, {"pnpx", EffectRunDownloaded}, {"bunx", EffectRunDownloaded}, {"uvx", EffectRunDownloaded},
}

// effectSubcommands are the tools whose first operand says their effect.
var effectSubcommands = table[table[Effect]]{
	{"git", table[Effect]{{"push", EffectPublish}, {"clean", EffectDelete}, {"rm", EffectDelete}, {"send-email", EffectSend}}},
	{"npm", table[Effect]{{"publish", EffectPublish}, {"unpublish", EffectDelete}, {"exec", EffectRunDownloaded}, {"x", EffectRunDownloaded}}},
	{"yarn", table[Effect]{{"publish", EffectPublish}, {"dlx", EffectRunDownloaded}}},
	{"pnpm", table[Effect]{{"publish", EffectPublish}, {"dlx", EffectRunDownloaded}}},
	{"bun", table[Effect]{{"publish", EffectPublish}, {"x", EffectRunDownloaded}}},
	{"cargo", table[Effect]{{"publish", EffectPublish}}},
	{"twine", table[Effect]{{"upload", EffectPublish}}},
	{"gem", table[Effect]{{"push", EffectPublish}, {"yank", EffectDelete}}},
	{"poetry", table[Effect]{{"publish", EffectPublish}}},
	{"uv", table[Effect]{{"publish", EffectPublish}}},
	{"docker", table[Effect]{{"push", EffectPublish}, {"run", EffectRunDownloaded}, {"rm", EffectDelete}, {"rmi", EffectDelete}, {"prune", EffectDelete}}},
	{"podman", table[Effect]{{"push", EffectPublish}, {"run", EffectRunDownloaded}, {"rm", EffectDelete}, {"rmi", EffectDelete}}},
	{"kubectl", table[Effect]{{"apply", EffectPublish}, {"delete", EffectDelete}}},
	{"terraform", table[Effect]{{"apply", EffectPublish}, {"destroy", EffectDelete}}},
	{"helm", table[Effect]{{"install", EffectPublish}, {"upgrade", EffectPublish}, {"uninstall", EffectDelete}, {"push", EffectPublish}}},
	{"gh", nil}, // by its two first operands: see commandEffects
	{"pipx", table[Effect]{{"run", EffectRunDownloaded}}},
	{"rsync", nil}, // by its operands: see commandEffects
}

// commandEffects returns the effects of the command c named name.
func commandEffects(name string, c *Command, downloaded map[string]bool) []Effect {
	var out []Effect
	if e, ok := effectNames.get(name); ok {
		out = append(out, e)
	}
	sub, _ := gitSub(c)
	if subs, ok := effectSubcommands.get(name); ok && subs != nil {
		if g := globalOpts(name); g != nil {
			// git -C DIR push, docker --context X push: the subcommand
			// after the global options, as their spec reads them.
			if _, s, _ := subcommandOf(g, c.Args); s != "" {
				if e, ok := subs.get(s); ok {
					out = append(out, e)
				}
			}
		} else {
			for _, a := range c.Args {
				if strings.HasPrefix(a.Value, "-") {
					continue
				}
				if e, ok := subs.get(a.Value); ok {
					out = append(out, e)
				}
				break
			}
		}
	}
	vals := c.Values()
	if slices.Contains(vals, "--dry-run") || slices.Contains(vals, "-n") && sub != "" {
		out = slices.DeleteFunc(out, func(e Effect) bool { return e == EffectPublish || e == EffectDelete })
	}
	switch {
	case name == "gh" && len(vals) > 1:
		switch vals[0] + " " + vals[1] {
		case "pr create", "pr merge", "release create", "release upload", "repo create", "gist create":
			out = append(out, EffectPublish)
		case "repo delete", "release delete":
			out = append(out, EffectDelete)
		}
		if vals[0] == "api" && slices.ContainsFunc(vals, func(v string) bool {
			return sendsData(v) || v == "-f" || v == "-F" || v == "--field" || v == "--raw-field" || v == "--input"
		}) {
			out = append(out, EffectSend)
		}
	case sub == "reset" && slices.Contains(vals, "--hard") || sub == "restore" || sub == "checkout" && slices.Contains(vals, "--"):
		out = append(out, EffectOverwrite)
	case (name == "sed" || name == "perl") && editsInPlace(name, c.Args):
		out = append(out, EffectOverwrite)
	case name == "find" && slices.Contains(vals, "-delete"):
		out = append(out, EffectDelete)
	case name == "rsync" || name == "scp":
		for _, v := range vals {
			if host, _, ok := strings.Cut(v, ":"); ok && host != "" && !strings.Contains(host, "/") {
				out = append(out, EffectSend)
				break
			}
		}
	case does(c, name, roleDownloads) || does(c, name, roleWebCmdlet):
		if slices.ContainsFunc(vals, sendsData) {
			out = append(out, EffectSend)
		}
	case isShell(c, name) || name == "source" || name == "." || strings.HasPrefix(c.Word0.Value, "./"):
		file := c.Word0.Value
		if isShell(c, name) || name == "source" || name == "." {
			file = c.Arg(0)
		}
		if downloaded[file] || downloaded[strings.TrimPrefix(file, "./")] {
			out = append(out, EffectRunDownloaded)
		}
	}
	return out
}

// sendsData reports whether a downloader's argument sends data: a body,
// a form, an upload, or a method that changes the other side.
func sendsData(v string) bool {
	switch {
	case v == "-d" || v == "-F" || v == "-T" || v == "--json" || v == "--form" || v == "--upload-file",
		strings.HasPrefix(v, "--data") || strings.HasPrefix(v, "--post-") || strings.HasPrefix(v, "--body"),
		v == "-body" || v == "-infile" || v == "-form",
		strings.EqualFold(v, "POST") || strings.EqualFold(v, "PUT") || strings.EqualFold(v, "PATCH") || strings.EqualFold(v, "DELETE"):
		return true
	}
	return false
}
