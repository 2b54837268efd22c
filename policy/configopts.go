package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A tool's settings file is its command line written down: ssh_config's
// lines are what ssh -o takes (ssh(1): "options in the format used in
// the configuration file"), and scp's and sftp's, which run ssh; frp's
// frpc.toml (or the INI and YAML it read before) holds frpc's flags by
// other names (localPort is --local-port, remote_port --remote-port).
// A settings file this input wrote, named by the tool's option for it or
// found where the tool looks by default, is judged as those options on
// the tool's command line (writtenSettingsRun): cat > frpc.toml serving port 22,
// then frpc -c frpc.toml, is frpc --local-port=22 --remote-port=6022.
// A settings file the input did not write is the user's own.

// settingsFormat is how a settings file's lines become options.
type settingsFormat uint8

const (
	// settingsSSH: each line is an -o option (Key value).
	settingsSSH settingsFormat = iota + 1
	// settingsKeys: each key = value or key: value line is
	// --key=value, the key in kebab case (localPort, local_port:
	// --local-port).
	settingsKeys
	// settingsGit: git's config file (git-config(1) "CONFIGURATION
	// FILE"): each key = value under [section] or [section "sub"] is
	// -c section.sub.key=value before the subcommand.
	settingsGit
)

// A settingsFile is where a tool reads its settings, and how.
type settingsFile struct {
	opts     *spec    // its options, of which fileOpts name the file (a pointer: copied by code at start-up otherwise)
	fileOpts wordList // the options naming the settings file
	defaults []string // the files it reads when none is named (~ is the home directory)
	format   settingsFormat
	unless   wordList // words that make it only check or print its settings (frpc verify, ssh -G)
}

var (
	sshSettingsSpec  = spec{value: sshValue}
	scpSettingsSpec  = spec{value: "cDFiJloPSX"}
	sftpSettingsSpec = spec{value: "BbcDFiJloPRSsX"}
	frpcSettingsSpec = spec{value: "cnslrpi", long: "--config --local-ip --local-port --proxy-name --remote-port --server-addr --server-port"}
)

// settingsFiles are the tools whose settings file is read as their
// options.
var settingsFiles = indexed[settingsFile]{table: table[settingsFile]{
	{"autossh", settingsFile{opts: &sshSettingsSpec, fileOpts: "-F", format: settingsSSH, unless: "-V"}},
	{"git", settingsFile{opts: &gitGlobal, defaults: []string{".git/config", "~/.gitconfig", "~/.config/git/config", "/etc/gitconfig"}, format: settingsGit, unless: "--version --help -h"}},
	{"frpc", settingsFile{opts: &frpcSettingsSpec, fileOpts: "-c --config", defaults: []string{"frpc.ini", "frpc.toml"}, format: settingsKeys, unless: "--help --version -h -v reload status stop verify"}},
	{"scp", settingsFile{opts: &scpSettingsSpec, fileOpts: "-F", defaults: []string{"~/.ssh/config"}, format: settingsSSH}},
	{"sftp", settingsFile{opts: &sftpSettingsSpec, fileOpts: "-F", defaults: []string{"~/.ssh/config"}, format: settingsSSH}},
	{"ssh", settingsFile{opts: &sshSettingsSpec, fileOpts: "-F", defaults: []string{"~/.ssh/config"}, format: settingsSSH, unless: "-G -V"}},
}}

// writtenSettingsRun judges c with the settings of the file it reads,
// when this input wrote that file, as options given after the one
// naming it.
func (a *analyzer) writtenSettingsRun(c *Command) {
	sf, ok := settingsFiles.get(lowerNameNoExe(c))
	if !ok || len(a.written) == 0 || slices.ContainsFunc(c.Args, func(w Word) bool { return sf.unless.has(w.Value) }) {
		return
	}
	p := parseArgs(sf.opts, c.Args)
	at := len(c.Args)
	var files []Word
	for _, o := range p.opts {
		if o.hasValue && sf.fileOpts.has(o.name) {
			files = append(files, Word{Value: o.value, Literal: o.literal})
			at = min(o.end+1, len(c.Args))
		}
	}
	if len(files) == 0 {
		at = 0
		if sf.format == settingsGit {
			files = a.gitConfigFiles(c)
		}
		for _, d := range sf.defaults {
			if rest, home := strings.CutPrefix(d, "~/"); home {
				if a.env.Home == "" {
					continue
				}
				d = path.Join(a.env.Home, rest)
			}
			files = append(files, Word{Value: d, Literal: true})
		}
	}
	for _, f := range files {
		fp, ok := a.env.Path(f)
		if !ok || !f.Literal {
			continue
		}
		text, found := a.writtenText(fp)
		how := c.Name + " " + f.Value
		if !found || text == unknownText || slices.Contains(c.Wrappers, how) {
			continue
		}
		opts := settingsOptions(sf, text)
		if len(opts) == 0 {
			continue
		}
		words := append([]Word{c.Word0}, c.Args[:at]...)
		words = append(append(words, opts...), c.Args[at:]...)
		a.runInnerEnv(c, words, how, true)
		if sf.format != settingsGit {
			return // git reads every one of its files
		}
	}
}

// writtenAWSConfig judges the credential_process command lines of the
// AWS shared config file (~/.aws/config, or the one AWS_CONFIG_FILE
// names) when this input wrote it: every aws command runs one to get
// its credentials.
func (a *analyzer) writtenAWSConfig(c *Command) {
	if lowerNameNoExe(c) != "aws" || len(a.written) == 0 || a.env.Home == "" {
		return
	}
	f := path.Join(a.env.Home, ".aws/config")
	if v, ok := a.vars["AWS_CONFIG_FILE"]; ok {
		f = v
	}
	for _, as := range c.Assigns {
		if v, ok := strings.CutPrefix(as, "AWS_CONFIG_FILE="); ok {
			f = v
		}
	}
	p, ok := a.env.Path(Word{Value: f, Literal: true})
	if !ok {
		return
	}
	text, found := a.writtenText(p)
	how := "aws " + f
	if !found || text == unknownText || slices.Contains(c.Wrappers, how) {
		return
	}
	w := append(append([]string(nil), c.Wrappers...), how)
	for line := range strings.SplitSeq(text, "\n") {
		k, v, ok := strings.Cut(line, "=")
		if ok && awsProgramKeys.has(strings.ToLower(strings.TrimSpace(k))) {
			a.code(c, Word{Value: strings.TrimSpace(v), Literal: true}, lexer.Posix, w)
		}
	}
}

// gitConfigFiles returns the configuration files git reads besides its
// defaults: those GIT_CONFIG_GLOBAL and GIT_CONFIG_SYSTEM name, on c or
// exported before, and those include.path names (git config
// include.path F earlier in the input, git -c include.path=F, or an
// [include] path = F line of a file the input wrote), a relative one
// from the directory of the file that includes it (.git/ for git
// config's own file, the home directory for --global's).
func (a *analyzer) gitConfigFiles(c *Command) []Word {
	var files []Word
	add := func(dir, v string) {
		if v == "" {
			return
		}
		if !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "~/") && dir != "" {
			v = path.Join(dir, v)
		}
		files = append(files, Word{Value: v, Literal: true})
	}
	for _, name := range []string{"GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM"} {
		v, set := a.vars[name]
		if !set {
			v = a.env.getenv(name)
		}
		for _, as := range c.Assigns {
			if val, ok := strings.CutPrefix(as, name+"="); ok {
				v = val
			}
		}
		add("", v)
	}
	for _, x := range append(slices.Clone(a.in.Commands), c) {
		if !isGit(x) {
			continue
		}
		p := parseArgs(&gitGlobal, x.Args)
		for _, o := range p.opts {
			if k, v, ok := strings.Cut(o.value, "="); ok && o.name == "-c" && strings.EqualFold(k, "include.path") {
				add(".git", v)
			}
		}
		if len(p.rest) < 3 || p.rest[0].Value != "config" {
			continue
		}
		dir := ".git"
		if hasArg(p.rest, "--global") {
			dir = "~"
		}
		ops := p.rest[len(p.rest)-2:]
		if strings.EqualFold(ops[0].Value, "include.path") && ops[1].Literal {
			add(dir, ops[1].Value)
		}
	}
	for p, text := range a.written {
		for _, o := range gitSettings(text) {
			if v, ok := strings.CutPrefix(o, "include.path="); ok {
				add(path.Dir(p), v)
			}
		}
	}
	slices.SortFunc(files, func(x, y Word) int { return strings.Compare(x.Value, y.Value) }) // the map's order is not the input's
	return slices.CompactFunc(files, func(x, y Word) bool { return x.Value == y.Value })
}

// gitSettings returns the settings of git configuration text as
// section.sub.key=value, the key's section and name in lower case;
// none when the text has no [section] line.
func gitSettings(text string) []string {
	var out []string
	section := ""
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			head, _, ok := strings.Cut(line[1:], "]")
			if !ok {
				return nil
			}
			name, sub, quoted := strings.Cut(head, " ")
			section = strings.ToLower(name)
			if quoted {
				section += "." + strings.Trim(strings.TrimSpace(sub), `"`)
			}
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if section == "" || !ok {
			continue
		}
		out = append(out, section+"."+strings.ToLower(strings.TrimSpace(key))+"="+gitConfigValue(strings.TrimSpace(value)))
	}
	return out
}

// gitConfigValue reads a value of git's configuration file: double
// quotes kept together and dropped, backslash escapes (\t, \n, \", \\),
// an unquoted # or ; beginning a comment.
func gitConfigValue(v string) string {
	var b strings.Builder
	quoted := false
	for i := 0; i < len(v); i++ {
		switch ch := v[i]; {
		case ch == '"':
			quoted = !quoted
		case ch == '\\' && i+1 < len(v):
			i++
			switch v[i] {
			case 't':
				b.WriteByte('\t')
			case 'n':
				b.WriteByte('\n')
			default:
				b.WriteByte(v[i])
			}
		case (ch == '#' || ch == ';') && !quoted:
			return strings.TrimSpace(b.String())
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// settingsOptions returns the options the settings text of sf stands
// for.
func settingsOptions(sf settingsFile, text string) []Word {
	var out []Word
	if sf.format == settingsGit {
		for _, kv := range gitSettings(text) {
			out = append(out, Word{Value: "-c", Literal: true}, Word{Value: kv, Literal: true, Quoted: true})
		}
		return out
	}
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || line[0] == ';' || line[0] == '[' {
			continue
		}
		if sf.format == settingsSSH {
			out = append(out, Word{Value: "-o", Literal: true}, Word{Value: line, Literal: true, Quoted: true})
			continue
		}
		line = strings.TrimSpace(strings.TrimPrefix(line, "- "))
		i := strings.IndexAny(line, "=:")
		if i <= 0 {
			continue
		}
		key, value := strings.TrimSpace(line[:i]), strings.Trim(strings.TrimSpace(line[i+1:]), `"'`)
		if value == "" || strings.ContainsAny(key, " \t") {
			continue
		}
		out = append(out, Word{Value: "--" + kebabKey(key) + "=" + value, Literal: true})
	}
	return out
}

// kebabKey spells a settings key as a flag's name: localPort and
// local_port as local-port.
func kebabKey(k string) string {
	var b strings.Builder
	for i := 0; i < len(k); i++ {
		ch := k[i]
		switch {
		case ch == '_':
			b.WriteByte('-')
		case ch >= 'A' && ch <= 'Z':
			if i > 0 {
				b.WriteByte('-')
			}
			b.WriteByte(ch + 'a' - 'A')
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}
