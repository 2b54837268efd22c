package policy

import (
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"github.com/guarded-sh/guarded-sh/lexer"
	toml "github.com/pelletier/go-toml/v2"
)

// A tool's settings file is its command line written down: ssh_config's
// lines are what ssh -o takes (ssh(1): "options in the format used in
// the configuration file"), and scp's and sftp's, which run ssh; frp's
// frpc.toml (or the INI and YAML it read before) holds frpc's flags by
// other names (localPort is --local-port, remote_port --remote-port), as
// curl's .curlrc (upload-file = F, curl(1) "-K, --config") and wget's
// .wgetrc (post_file = F, wget(1) "Wgetrc Commands") hold theirs.
// A settings file this input wrote, named by the tool's option for it or
// found where the tool looks by default, is judged as those options on
// the tool's command line (writtenSettingsRun): cat > frpc.toml serving port 22,
// then frpc -c frpc.toml, is frpc --local-port=22 --remote-port=6022.
// A settings file the input did not write is the user's own.
//
// Other tools' start-up files hold the tool's own commands, some of which
// run a shell command line, or a program of the tool's language: vim's
// vimrc and .exrc (:!CMD, :call system(CMD); vim(1) "INITIALIZATION"),
// tmux's tmux.conf (run-shell CMD, if-shell CMD; tmux(1) "-f file"),
// sqlite3's .sqliterc and duckdb's .duckdbrc (.shell CMD; sqlite3 -init),
// psql's .psqlrc (\! CMD; psql(1) "Files"), gdb's .gdbinit (shell CMD),
// Mercurial's hgrc ([hooks] NAME = CMD, [alias] NAME = !CMD; hgrc(5)),
// irb's .irbrc and pry's .pryrc (Ruby), a kubeconfig's credential plugin
// (users[].user.exec: command and args, run by kubectl, helm and every
// client-go program to get a token). Written by the input, each such
// command is judged as the code the tool runs as it starts.

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
	// settingsCargo: cargo's config.toml (The Cargo Book,
	// "Configuration"): each key under its tables is --config
	// table.key=VALUE, and an [alias] of the subcommand given is
	// expanded in its place.
	settingsCargo
	// The formats below hold commands the tool runs as it starts
	// (settingsCode), not options.
	// settingsEx: ex commands (vimrc, .exrc): !CMD, silent !CMD,
	// system(CMD), execute "!CMD".
	settingsEx
	// settingsTmux: tmux commands: run-shell CMD, if-shell CMD, new-session CMD.
	settingsTmux
	// settingsDBShell: a database shell's commands: .shell CMD, .system CMD, \! CMD.
	settingsDBShell
	// settingsGdb: gdb's commands: shell CMD, !CMD, python CODE.
	settingsGdb
	// settingsHooks: an INI file whose [hooks] values are command lines,
	// and [alias] values after ! (hgrc(5)); a python:PATH:FUNC hook and
	// an [extensions] PATH are the Python file PATH run.
	settingsHooks
	// settingsKubeExec: a kubeconfig: the command and args of each
	// user's exec credential plugin.
	settingsKubeExec
	// settingsRuby: a Ruby program the tool loads (irb's .irbrc).
	settingsRuby
)

// A settingsFile is where a tool reads its settings, and how.
type settingsFile struct {
	opts     *spec    // its options, of which fileOpts name the file (a pointer: copied by code at start-up otherwise)
	fileOpts wordList // the options naming the settings file
	defaults []string // the files it reads when none is named (~ is the home directory)
	format   settingsFormat
	unless   wordList // words that make it only check or print its settings (frpc verify, ssh -G)
	// noDefaults are the options that skip the files it reads by
	// default (and env's), not those named: vim --clean -S F, gdb -nx -x
	// F, curl -q -K F, wget --no-config --config=F read F.
	noDefaults wordList
	// env names the variable that names the file instead of defaults
	// (PSQLRC, IRBRC; KUBECONFIG, a list split at colons).
	env string
}

var (
	sshSettingsSpec  = spec{value: sshValue}
	scpSettingsSpec  = spec{value: "cDFiJloPSX"}
	sftpSettingsSpec = spec{value: "BbcDFiJloPRSsX"}
	frpcSettingsSpec = spec{value: "cnslrpi", long: "--config --local-ip --local-port --proxy-name --remote-port --server-addr --server-port"}
	// vim(1)'s options that take a value: -u VIMRC replaces the vimrc,
	// -S FILE is sourced after it.
	vimSettingsSpec    = spec{value: "cdiqrSsTtUuWw", long: "--cmd --listen --remote --remote-expr --remote-send --remote-silent --remote-tab --remote-wait --servername --startuptime"}
	tmuxSettingsSpec   = spec{value: "cfLSTl"}
	sqliteSettingsSpec = spec{value: "", long: "-cmd -heap -init -lookaside -maxsize -mmap -newline -nullvalue -pagecache -separator -vfs"}
	psqlSettingsSpec   = spec{value: "cdfhpUvLoPRFT", long: "--command --dbname --field-separator --file --host --log-file --output --port --pset --record-separator --set --table-attr --username --variable"}
	gdbSettingsSpec    = spec{value: "xpcseDb", long: "--cd --command --core --data-directory --eval-command --exec --init-command --init-eval-command --pid --symbols -cd -command -core -data-directory -eval-command -ex -exec -iex -init-command -init-eval-command -ix -p -se -symbols -x"}
	hgSettingsSpec     = spec{value: hgGlobalValue, long: hgGlobalLong}
	wgetSettingsSpec   = spec{value: wgetValue, long: wgetLong}
	irbSettingsSpec    = spec{value: "IrE", long: "--back-trace-limit --context-mode --encoding --prompt --prompt-mode"}
)

// cargoConfigs are the configuration files cargo reads, all of them
// (The Cargo Book, "Configuration: Hierarchical structure"): .cargo's
// config.toml (or config) of the working directory and of each
// directory above it, and $CARGO_HOME's, ~/.cargo by default.
var cargoConfigs = []string{".cargo/config.toml", ".cargo/config", "../.cargo/config.toml", "../.cargo/config", "../../.cargo/config.toml", "../../.cargo/config", "~/.cargo/config.toml", "~/.cargo/config"}

// vimDefaults are the files vim reads as it starts when none is named
// (vim(1) "INITIALIZATION"): the vimrc, then every plugin/*.vim of
// 'runtimepath' and its after/ directory (:help load-plugins), a
// pattern matching the files this input wrote.
var vimDefaults = []string{"~/.vimrc", "~/.vim/vimrc", "~/.exrc", ".vimrc", ".exrc", "/etc/vim/vimrc", "~/.vim/plugin/*.vim", "~/.vim/after/plugin/*.vim"}

// settingsFiles are the tools whose settings file is read as their
// options.
var settingsFiles = indexed[settingsFile]{table: table[settingsFile]{
	{"autossh", settingsFile{opts: &sshSettingsSpec, fileOpts: "-F", format: settingsSSH, unless: "-V"}},
	{"cargo", settingsFile{opts: &cargoGlobal, fileOpts: "--config", defaults: cargoConfigs, format: settingsCargo, unless: "--version -V --help -h --list"}},
	{"chg", settingsFile{opts: &hgSettingsSpec, defaults: []string{".hg/hgrc", "~/.hgrc", "~/.config/hg/hgrc", "/etc/mercurial/hgrc"}, format: settingsHooks, unless: "--version --help -h", env: "HGRCPATH"}},
	{"curl", settingsFile{opts: &curlSpec, fileOpts: "-K --config", defaults: []string{"~/.curlrc", "~/.config/curlrc"}, format: settingsKeys, unless: "-V --version -h --help", noDefaults: "-q --disable"}},
	// sqlite3 reads its -init file (or .sqliterc) before it reads -version
	// or -help (shell.c: process_sqliterc between its two passes over the
	// arguments), and duckdb's shell is sqlite3's: neither stops it.
	{"duckdb", settingsFile{opts: &sqliteSettingsSpec, fileOpts: "-init", defaults: []string{"~/.duckdbrc"}, format: settingsDBShell}},
	{"ex", settingsFile{opts: &vimSettingsSpec, fileOpts: "-u -S", defaults: vimDefaults, format: settingsEx, unless: "--version --help -h", noDefaults: "--clean"}},
	{"git", settingsFile{opts: &gitGlobal, defaults: []string{".git/config", "~/.gitconfig", "~/.config/git/config", "/etc/gitconfig"}, format: settingsGit, unless: "--version --help -h"}},
	{"frpc", settingsFile{opts: &frpcSettingsSpec, fileOpts: "-c --config", defaults: []string{"frpc.ini", "frpc.toml"}, format: settingsKeys, unless: "--help --version -h -v reload status stop verify"}},
	{"gdb", settingsFile{opts: &gdbSettingsSpec, fileOpts: "-x -ix -command -init-command --command --init-command", defaults: []string{"~/.gdbinit", "~/.config/gdb/gdbinit", ".gdbinit"}, format: settingsGdb, unless: "--version --help", noDefaults: "-nx --nx -n"}},
	{"gvim", settingsFile{opts: &vimSettingsSpec, fileOpts: "-u -S", defaults: vimDefaults, format: settingsEx, unless: "--version --help -h", noDefaults: "--clean"}},
	{"helm", settingsFile{opts: &kubectlGlobal, fileOpts: "--kubeconfig", defaults: []string{"~/.kube/config"}, format: settingsKubeExec, unless: "--help -h", env: "KUBECONFIG"}},
	{"hg", settingsFile{opts: &hgSettingsSpec, defaults: []string{".hg/hgrc", "~/.hgrc", "~/.config/hg/hgrc", "/etc/mercurial/hgrc"}, format: settingsHooks, unless: "--version --help -h", env: "HGRCPATH"}},
	{"irb", settingsFile{opts: &irbSettingsSpec, defaults: []string{"~/.irbrc", "~/.config/irb/irbrc", ".irbrc"}, format: settingsRuby, unless: "-v --version -h --help", noDefaults: "-f", env: "IRBRC"}},
	{"k9s", settingsFile{opts: &kubectlGlobal, fileOpts: "--kubeconfig", defaults: []string{"~/.kube/config"}, format: settingsKubeExec, unless: "--help -h", env: "KUBECONFIG"}},
	{"kubectl", settingsFile{opts: &kubectlGlobal, fileOpts: "--kubeconfig", defaults: []string{"~/.kube/config"}, format: settingsKubeExec, unless: "--help -h", env: "KUBECONFIG"}},
	{"nvim", settingsFile{opts: &vimSettingsSpec, fileOpts: "-u -S", defaults: []string{"~/.config/nvim/init.vim", "~/.config/nvim/init.lua", ".nvim.lua", ".nvimrc", ".exrc", "~/.config/nvim/plugin/*.vim", "~/.config/nvim/after/plugin/*.vim"}, format: settingsEx, unless: "--version -v --help -h", noDefaults: "--clean"}},
	{"pry", settingsFile{opts: &irbSettingsSpec, defaults: []string{"~/.pryrc", "~/.config/pry/pryrc", ".pryrc"}, format: settingsRuby, unless: "-v --version -h --help", noDefaults: "-f --no-pry-rc", env: "PRYRC"}},
	{"psql", settingsFile{opts: &psqlSettingsSpec, defaults: []string{"~/.psqlrc", "/etc/postgresql-common/psqlrc"}, format: settingsDBShell, unless: "-V --version --help -?", noDefaults: "-X --no-psqlrc", env: "PSQLRC"}},
	{"scp", settingsFile{opts: &scpSettingsSpec, fileOpts: "-F", defaults: []string{"~/.ssh/config"}, format: settingsSSH}},
	{"sftp", settingsFile{opts: &sftpSettingsSpec, fileOpts: "-F", defaults: []string{"~/.ssh/config"}, format: settingsSSH}},
	{"sqlite", settingsFile{opts: &sqliteSettingsSpec, fileOpts: "-init", defaults: []string{"~/.sqliterc"}, format: settingsDBShell}},
	{"sqlite3", settingsFile{opts: &sqliteSettingsSpec, fileOpts: "-init", defaults: []string{"~/.sqliterc"}, format: settingsDBShell}},
	{"ssh", settingsFile{opts: &sshSettingsSpec, fileOpts: "-F", defaults: []string{"~/.ssh/config"}, format: settingsSSH, unless: "-G -V"}},
	{"tmux", settingsFile{opts: &tmuxSettingsSpec, fileOpts: "-f", defaults: []string{"~/.tmux.conf", "~/.config/tmux/tmux.conf", "/etc/tmux.conf"}, format: settingsTmux, unless: "-V"}},
	{"vi", settingsFile{opts: &vimSettingsSpec, fileOpts: "-u -S", defaults: vimDefaults, format: settingsEx, unless: "--version --help -h", noDefaults: "--clean"}},
	{"view", settingsFile{opts: &vimSettingsSpec, fileOpts: "-u -S", defaults: vimDefaults, format: settingsEx, unless: "--version --help -h", noDefaults: "--clean"}},
	{"vim", settingsFile{opts: &vimSettingsSpec, fileOpts: "-u -S", defaults: vimDefaults, format: settingsEx, unless: "--version --help -h", noDefaults: "--clean"}},
	{"vimdiff", settingsFile{opts: &vimSettingsSpec, fileOpts: "-u -S", defaults: vimDefaults, format: settingsEx, unless: "--version --help -h", noDefaults: "--clean"}},
	{"wget", settingsFile{opts: &wgetSettingsSpec, fileOpts: "--config", defaults: []string{"~/.wgetrc", "/etc/wgetrc"}, format: settingsKeys, unless: "-V --version -h --help", noDefaults: "--no-config", env: "WGETRC"}},
}}

// writtenSettingsRun judges c with the settings of the file it reads,
// when this input wrote that file, as options given after the one
// naming it.
func (a *analyzer) writtenSettingsRun(c *Command) {
	sf, ok := settingsFiles.get(lowerNameNoExe(c))
	if !ok || len(a.written) == 0 {
		return
	}
	// The options that skip the defaults take no value; read without
	// them, gdb's -nx is not -n -x taking the next word.
	args := c.Args
	if sf.noDefaults != "" {
		args = slices.DeleteFunc(slices.Clone(c.Args), func(w Word) bool { return sf.noDefaults.has(w.Value) })
	}
	noDefaults := len(args) < len(c.Args)
	p := parseArgs(sf.opts, args)
	if givenWord(args, p, sf.unless) {
		return
	}
	at := len(args)
	var files []Word
	for _, o := range p.opts {
		if o.hasValue && sf.fileOpts.has(o.name) {
			files = append(files, Word{Value: o.value, Literal: o.literal})
			at = min(o.end+1, len(args))
		}
	}
	if len(files) == 0 && sf.env != "" && !noDefaults {
		if v, ok := a.settingsVar(c, sf.env); ok {
			for f := range strings.SplitSeq(v, ":") {
				files = append(files, Word{Value: f, Literal: true})
			}
		}
	}
	if sf.format == settingsEx {
		files = append(files, exSourced(c.Args)...)
	}
	if !noDefaults && (len(files) == 0 || sf.format == settingsEx && !p.has("-u")) {
		// vim's -S FILE and :source FILE run after its vimrc, which
		// only -u replaces.
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
	seen := map[string]bool{}
	for i := 0; i < len(files) && i < maxCalls; i++ {
		f := files[i]
		if rest, home := strings.CutPrefix(f.Value, "~/"); home && a.env.Home != "" {
			f.Value = path.Join(a.env.Home, rest)
		}
		fp, ok := a.env.Path(f)
		if !ok || !f.Literal || seen[fp] {
			continue
		}
		seen[fp] = true
		if strings.Contains(fp, "*") {
			for _, m := range a.writtenMatching(fp) {
				files = append(files, Word{Value: m, Literal: true})
			}
			continue
		}
		text, found := a.writtenText(fp)
		how := c.Name + " " + f.Value
		if !found || text == unknownText || slices.Contains(c.Wrappers, how) {
			continue
		}
		for _, n := range settingsSourced(sf.format, text) {
			// A relative path is the working directory's (vim's
			// :source, tmux's client's), or, read the other way, the
			// including file's directory's.
			files = append(files, Word{Value: n, Literal: true})
			if !strings.HasPrefix(n, "/") && !strings.HasPrefix(n, "~") {
				files = append(files, Word{Value: path.Join(path.Dir(fp), n), Literal: true})
			}
		}
		if sf.format >= settingsEx {
			w := append(append([]string(nil), c.Wrappers...), how)
			if sf.format == settingsRuby {
				a.code(c, Word{Value: "ruby " + shquote.Single(fp), Literal: true}, lexer.Posix, w)
				continue
			}
			for _, code := range settingsCode(sf.format, text) {
				n := len(a.in.Commands)
				a.code(c, Word{Value: code, Literal: true}, lexer.Posix, w)
				if sf.format == settingsKubeExec {
					pluginOutput(a.in.Commands[n:]) // kubectl reads the ExecCredential it prints
				}
			}
			continue // the tool reads every one of its files
		}
		opts := settingsOptions(sf, text)
		if len(opts) == 0 {
			continue
		}
		rest := args[at:]
		if sf.format == settingsCargo {
			rest = cargoAliased(rest, text)
		}
		words := append([]Word{c.Word0}, args[:at]...)
		words = append(append(words, opts...), rest...)
		a.runInnerEnv(c, words, how, true)
		if sf.format != settingsGit && sf.format != settingsCargo {
			return // git and cargo read every one of their files
		}
	}
}

// givenWord reports whether one of the words of l is among args as an
// option or an operand: not an option's value (vim -c --help), nor after
// -- (vim -S F -- -h edits a file named -h).
func givenWord(args []Word, p parsed, l wordList) bool {
	for i, w := range args {
		if w.Value == "--" {
			return false
		}
		if l.has(w.Value) && !slices.ContainsFunc(p.opts, func(o opt) bool { return o.hasValue && !o.inline && o.end == i }) {
			return true
		}
	}
	return false
}

// exSourced returns the files the ex commands among a vi's arguments
// (-c CMD, --cmd CMD, +CMD) source: :so[urce][!] FILE.
func exSourced(args []Word) []Word {
	var out []Word
	for i, a := range args {
		cmd := ""
		switch {
		case (a.Value == "-c" || a.Value == "--cmd" || shortBundleEnds(a.Value, 'c')) && i+1 < len(args):
			cmd = args[i+1].Value
		case strings.HasPrefix(a.Value, "+"):
			cmd = a.Value[1:]
		}
		cmd, _, _ = strings.Cut(cmd, "|") // so F|q
		for _, f := range exSourceFiles(cmd) {
			out = append(out, Word{Value: f, Literal: a.Literal})
		}
	}
	return out
}

// exSourceFiles returns the files the ex command cmd reads as ex
// commands: :so[urce][!] FILE, from the working directory, and
// :ru[ntime][!] FILE, from the directories of 'runtimepath' (vim's
// ~/.vim, nvim's ~/.config/nvim; :help :runtime).
func exSourceFiles(cmd string) []string {
	f := strings.Fields(strings.TrimLeft(cmd, ": \t"))
	if len(f) > 1 && (f[0] == "silent" || f[0] == "silent!" || f[0] == "sil" || f[0] == "sil!") {
		f = f[1:]
	}
	if len(f) < 2 {
		return nil
	}
	name := strings.TrimSuffix(f[0], "!")
	switch {
	case len(name) >= 2 && strings.HasPrefix("source", name):
		return f[1:2]
	case len(name) >= 2 && strings.HasPrefix("runtime", name):
		var out []string
		for _, p := range f[1:] {
			if p == "ALL" || p == "START" || p == "OPT" || p == "PACK" {
				continue
			}
			out = append(out, "~/.vim/"+p, "~/.config/nvim/"+p)
		}
		return out
	}
	return nil
}

// exAutocmdBodies returns the commands an :au[tocmd] line may run,
// :au[tocmd][!] [group] {event} {pattern} [++once] [++nested] {cmd}:
// the words from each place its command may begin, since a group is
// optional (:help :autocmd).
func exAutocmdBodies(t string) []string {
	f := strings.Fields(strings.TrimLeft(t, ": \t"))
	if len(f) < 3 {
		return nil
	}
	if name := strings.TrimSuffix(f[0], "!"); len(name) < 2 || !strings.HasPrefix("autocmd", name) {
		return nil
	}
	var out []string
	for k := 3; k <= min(6, len(f)-1); k++ {
		out = append(out, strings.Join(f[k:], " "))
	}
	return out
}

// settingsSourced returns the files a start-up file's text of the
// format f reads in turn, in the same format: ex's :source and
// :runtime (exSourceFiles), tmux's source-file PATH… (tmux(1): its
// -F, -n, -q and -v take no value, -t a pane).
func settingsSourced(f settingsFormat, text string) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimSpace(line)
		switch f {
		case settingsEx:
			for part := range strings.SplitSeq(t, "|") {
				out = append(out, exSourceFiles(part)...)
			}
		case settingsTmux:
			w := envSplitString(t)
			if len(w) < 2 || w[0].Value != "source-file" && w[0].Value != "source" {
				continue
			}
			for i := 1; i < len(w); i++ {
				switch {
				case w[i].Value == "-t":
					i++
				case strings.HasPrefix(w[i].Value, "-"):
				default:
					out = append(out, w[i].Value)
				}
			}
		}
	}
	return out
}

// settingsVar returns the value of the variable name for c: assigned on
// c, else earlier in the input, else in the environment.
func (a *analyzer) settingsVar(c *Command, name string) (string, bool) {
	for _, as := range c.Assigns {
		if v, ok := strings.CutPrefix(as, name+"="); ok {
			return v, v != ""
		}
	}
	if v, ok := a.vars[name]; ok {
		return v, v != ""
	}
	v := a.env.getenv(name)
	return v, v != ""
}

// settingsCode returns the shell command lines a start-up file's text
// of the format f runs (settingsEx to settingsKubeExec).
func settingsCode(f settingsFormat, text string) []string {
	var out []string
	if f == settingsKubeExec {
		return kubeExecs(text)
	}
	if f == settingsDBShell {
		return dbShellEscapes(text)
	}
	section := ""
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || t[0] == '"' && f == settingsEx {
			continue
		}
		switch f {
		case settingsEx:
			for _, t := range append([]string{t}, exAutocmdBodies(t)...) {
				// A bar ends an ex command but for !'s, which takes the
				// rest of the line (:help :bar).
				parts := strings.Split(t, "|")
				for i := range parts {
					if code, ok := exBang(strings.Join(parts[i:], "|")); ok {
						out = append(out, code)
						break
					}
				}
				for _, cc := range editorCode("vim", t, true) {
					out = append(out, cc.code.Value)
				}
			}
		case settingsTmux:
			for _, cc := range tmuxCarried(envSplitString(t)) {
				out = append(out, cc.code.Value)
			}
		case settingsGdb:
			if code, ok := strings.CutPrefix(t, "!"); ok {
				out = append(out, code)
			} else if code, ok := strings.CutPrefix(t, "shell "); ok {
				out = append(out, code)
			} else {
				for _, cc := range editorCode("gdb", t, true) {
					out = append(out, cc.code.Value)
				}
			}
		case settingsHooks:
			if t[0] == '[' {
				section, _, _ = strings.Cut(strings.ToLower(t[1:]), "]")
				continue
			}
			_, v, ok := strings.Cut(t, "=")
			v = strings.TrimSpace(v)
			switch {
			case !ok || t[0] == ';':
			case section == "hooks" && strings.HasPrefix(v, "python:"):
				// python:PATH:FUNC loads the file PATH and calls FUNC
				// (hgrc(5) "hooks"); python:MODULE.FUNC imports the
				// module.
				if f, _, ok := strings.Cut(v[len("python:"):], ":"); ok && f != "" {
					out = append(out, "python3 "+shquote.Single(f))
				} else if i := strings.LastIndexByte(v, '.'); i > len("python:") {
					// python:MOD.FUNC imports MOD from Python's path, the
					// repository's own directory at worst: a module the
					// input wrote there is the code run.
					f := strings.ReplaceAll(v[len("python:"):i], ".", "/")
					out = append(out, "python3 "+shquote.Single(f+".py"), "python3 "+shquote.Single(f+"/__init__.py"))
				}
			case section == "hooks":
				out = append(out, v)
			case section == "extensions" && (strings.HasSuffix(v, ".py") || strings.Contains(v, "/")):
				// NAME = PATH: the extension's Python file, loaded as
				// hg starts (hgrc(5) "extensions"); !PATH turns it off.
				if !strings.HasPrefix(v, "!") {
					out = append(out, "python3 "+shquote.Single(v))
				}
			case section == "alias" && strings.HasPrefix(v, "!"):
				out = append(out, v[1:])
			}
		}
	}
	return out
}

// kubeExecs returns the command lines of a kubeconfig's exec credential
// plugins (users[].user.exec, client-go's ExecConfig): each exec
// mapping's command, then its args, quoted. The kubeconfig is YAML in
// any style, or JSON (yamlTree); every exec mapping with a command is
// read, wherever it sits.
func kubeExecs(text string) []string {
	doc, _ := yamlTree(text)
	var out []string
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		if depth > maxDepth*4 {
			return
		}
		switch v := v.(type) {
		case map[string]any:
			if command, ok := yamlAt(v, "exec", "command").(string); ok && command != "" {
				code := shquote.Single(command)
				for _, arg := range yamlWords(yamlAt(v, "exec", "args")) {
					code += " " + shquote.Single(arg.Value)
				}
				out = append(out, code)
			}
			for _, k := range slices.Sorted(maps.Keys(v)) {
				walk(v[k], depth+1)
			}
		case []any:
			for _, e := range v {
				walk(e, depth+1)
			}
		}
	}
	walk(doc, 0)
	return out
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
			n := len(a.in.Commands)
			a.code(c, Word{Value: strings.TrimSpace(v), Literal: true}, lexer.Posix, w)
			pluginOutput(a.in.Commands[n:]) // aws reads the credentials it prints
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

// cargoSettings returns the settings of a cargo configuration text as
// cargo's --config takes them: table.key=VALUE, a string or an array of
// strings written as TOML, a key that is no bare key quoted
// (target.'cfg(unix)'.runner).
func cargoSettings(text string) []string {
	var doc map[string]any
	if toml.Unmarshal([]byte(text), &doc) != nil {
		return nil
	}
	quoted := func(s string) string { return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"` }
	var out []string
	var walk func(prefix string, m map[string]any, depth int)
	walk = func(prefix string, m map[string]any, depth int) {
		for _, name := range slices.Sorted(maps.Keys(m)) {
			k := name
			if strings.Trim(k, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") != "" {
				k = "'" + k + "'"
			}
			switch v := m[name].(type) {
			case map[string]any:
				if depth < maxDepth {
					walk(prefix+k+".", v, depth+1)
				}
			case string:
				out = append(out, prefix+k+"="+quoted(v))
			case []any:
				var words []string
				for _, e := range v {
					if s, ok := e.(string); ok {
						words = append(words, quoted(s))
					}
				}
				out = append(out, prefix+k+"=["+strings.Join(words, ", ")+"]")
			}
		}
	}
	walk("", doc, 0)
	return out
}

// cargoAliased returns cargo's arguments with the subcommand, when the
// configuration text names it in [alias], replaced by the words it
// stands for: a string split at blanks, or an array (The Cargo Book,
// "[alias]").
func cargoAliased(args []Word, text string) []Word {
	var doc struct {
		Alias map[string]any `toml:"alias"`
	}
	if toml.Unmarshal([]byte(text), &doc) != nil || len(doc.Alias) == 0 {
		return args
	}
	_, sub, rest := subcommandOf(&cargoGlobal, args)
	n := len(args) - len(rest) - 1 // the subcommand's index
	if sub == "" || n < 0 || args[n].Value != sub {
		return args
	}
	var words []Word
	switch v := doc.Alias[sub].(type) {
	case string:
		for f := range strings.FieldsSeq(v) {
			words = append(words, Word{Value: f, Literal: true})
		}
	case []any:
		for _, e := range v {
			if s, ok := e.(string); ok {
				words = append(words, Word{Value: s, Literal: true, Quoted: true})
			}
		}
	default:
		return args
	}
	return append(args[:n:n], append(words, rest...)...)
}

// settingsOptions returns the options the settings text of sf stands
// for.
func settingsOptions(sf settingsFile, text string) []Word {
	var out []Word
	if sf.format == settingsCargo {
		for _, kv := range cargoSettings(text) {
			out = append(out, Word{Value: "--config", Literal: true}, Word{Value: kv, Literal: true, Quoted: true})
		}
		return out
	}
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
