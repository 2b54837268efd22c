package policy

import (
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Carried code: shell code a command hands over in an option, a
// configuration value or an environment variable, for a program to run
// through the shell now or later (git -c core.pager=CMD log, ssh -o
// ProxyCommand=CMD, tar --to-command=CMD, PAGER=CMD man ls, export
// EDITOR=CMD, git config alias.x '!CMD'). Each is analysed as if it were
// run here, as sh -c would run it, so a rule refuses it where it is set.

// carriedCode is one string of shell code a command carries, and how.
type carriedCode struct {
	how  string // "git -c core.pager", "PAGER=", …
	code Word
}

// elsewhere reports whether the code runs in a shell ssh starts: its
// remote command (how "ssh HOST", "ssh USER@HOST", or "ssh LOCALHOST"
// when that host may be this machine).
func (cc carriedCode) elsewhere() bool { return strings.HasSuffix(cc.how, "HOST") }

// credPlugin reports whether the code is a credential plugin whose
// output its tool reads: AWS's credential_process (aws configure set),
// a git credential helper (credential.helper, credential.URL.helper).
func (cc carriedCode) credPlugin() bool {
	return strings.HasPrefix(cc.how, "aws configure set ") || credHelperKey(cc.how[strings.LastIndexByte(cc.how, ' ')+1:])
}

// anotherMachine reports whether the code surely runs on another
// machine: ssh's remote command on a host named literally that is not
// this one (ssh localhost 'git clone URL /tmp/w' writes here).
func (cc carriedCode) anotherMachine() bool {
	return cc.elsewhere() && !strings.HasSuffix(cc.how, "LOCALHOST")
}

// input returns what the code, carried by c, reads on its standard
// input as the command that prints it: ssh's remote command (how "ssh
// HOST", "ssh USER@HOST") is given what ssh reads (yes | ssh host
// 'terraform destroy'); a program expect spawns, what the script sends
// it (spawn terraform destroy; expect "value:"; send "yes\r"). Nil for
// the others: a pager reads its program's output.
func (cc carriedCode) input(c *Command) *Command {
	switch {
	case cc.elsewhere():
		return stdinFeed(c)
	case cc.how == "expect spawn":
		if text := expectSent(c); text != "" {
			return &Command{Grammar: c.Grammar, Name: "echo", Word0: Word{Value: "echo", Literal: true}, Args: []Word{{Value: text, Literal: true}}, Text: c.Text}
		}
	}
	return nil
}

// expectSent returns the text the first send of expect's -c script
// sends, without its quotes and line ends; "" when it sends none.
func expectSent(c *Command) string {
	for i, a := range c.Args {
		if a.Value != "-c" || i+1 >= len(c.Args) {
			continue
		}
		for stmt := range strings.FieldsFuncSeq(c.Args[i+1].Value, func(r rune) bool { return r == ';' || r == '\n' }) {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(stmt), "send "); ok {
				text := strings.Trim(strings.TrimSpace(rest), `"'{}`)
				return strings.TrimRight(strings.NewReplacer(`\r`, "", `\n`, "").Replace(text), " ")
			}
		}
	}
	return ""
}

// shellEnv are the environment variables whose value programs run as a
// shell command: pagers, editors, ssh and rsh commands (of git, rsync,
// borg, rclone's sftp, svn; rsync's daemon connection), prompt hooks,
// password prompters (git's, ssh's, sudo -A's), and those one tool reads
// before the general ones (kubectl edit's KUBE_EDITOR, gh's GH_EDITOR,
// GH_PAGER and GH_BROWSER, psql's, systemctl edit's, the AWS CLI's pager,
// Mercurial's and CVS's editors).
var shellEnv = set{
	"AWS_PAGER", "BAT_PAGER", "BORG_RSH", "BROWSER", "CVSEDITOR", "CVS_RSH", "DELTA_PAGER", "EDITOR", "FCEDIT",
	"GH_BROWSER", "GH_EDITOR", "GH_PAGER", "GIT_ASKPASS", "GIT_EDITOR",
	"GIT_EXTERNAL_DIFF", "GIT_PAGER", "GIT_PROXY_COMMAND", "GIT_SEQUENCE_EDITOR", "GIT_SSH",
	"GIT_SSH_COMMAND", "HGEDITOR", "KUBE_EDITOR", "LESSCLOSE", "LESSOPEN", "MANPAGER", "PAGER", "PROMPT_COMMAND",
	"PSQL_EDITOR", "PSQL_PAGER", "RCLONE_SFTP_SSH",
	"RSYNC_CONNECT_PROG", "RSYNC_RSH", "SSH_ASKPASS", "SUDO_ASKPASS", "SUDO_EDITOR", "SVN_EDITOR", "SVN_SSH",
	"SYSTEMD_EDITOR", "SYSTEMD_PAGER", "VISUAL",
}

// codeFileEnv are the environment variables that name a file of code a
// program loads as it starts: shells' startup files, Python's interactive
// startup, the dynamic linker's preloads, Node's, Ruby's, Perl's and the
// JVM's startup options (--require F, -rF, -javaagent:F).
var codeFileEnv = set{
	"BASH_ENV", "DYLD_INSERT_LIBRARIES", "ENV", "JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "LD_AUDIT", "LD_PRELOAD",
	"NODE_OPTIONS", "PERL5OPT", "PYTHONSTARTUP", "RUBYOPT", "_JAVA_OPTIONS",
}

// preloadInterp returns the interpreter whose every later run takes the
// variable name's value as options or a startup file (codeFileEnv), or
// "".
func preloadInterp(name string) string {
	switch name {
	case "NODE_OPTIONS", "NPM_CONFIG_NODE_OPTIONS":
		return "node"
	case "PERL5OPT":
		return "perl"
	case "PYTHONSTARTUP":
		return "python3"
	case "RUBYOPT":
		return "ruby"
	}
	return ""
}

// optionsEnvProgram returns the command line whose options a variable's
// value is read as, before the command's own arguments, split into words
// as a shell splits them: GNU tar's TAR_OPTIONS, go's GOFLAGS (for the go
// commands that build), make's MAKEFLAGS, zip's ZIPOPT; "" for other
// names.
func optionsEnvProgram(name string) string {
	switch name {
	case "TAR_OPTIONS":
		return "tar"
	case "GOFLAGS":
		return "go build"
	case "MAKEFLAGS":
		return "make"
	case "ZIPOPT":
		return "zip"
	}
	return ""
}

// carried returns the shell code c carries; the code of an assignment is
// its value, with less's leading | of LESSOPEN dropped.
func carried(c *Command) []carriedCode {
	var out []carriedCode
	var gitEnv gitEnvSettings // made for the first GIT_CONFIG_* variable
	assign := func(kv string, w Word) {
		name, value, ok := strings.Cut(kv, "=")
		if !ok {
			return
		}
		if up := strings.ToUpper(name); strings.HasPrefix(up, "NPM_CONFIG_") {
			name = up // npm reads its variables in either case
		}
		if strings.HasPrefix(name, "GIT_CONFIG_") && w.Literal {
			// git's settings from its environment, read as git -c's
			// (a run-time one is gitConfigDynamic's).
			if gitEnv.keys == nil {
				gitEnv = newGitEnvSettings()
			}
			gitEnv.add(kv)
		}
		switch {
		case shellEnv.has(name):
			value = strings.TrimLeft(value, "|")
			if name == "LESSOPEN" || name == "LESSCLOSE" {
				value = strings.ReplaceAll(value, "%s", "FILE")
			}
			out = append(out, carriedCode{name + "=", Word{Value: value, Literal: w.Literal, Subst: w.Subst}})
		case name == "PS0" || name == "PS1" || name == "PS2" || name == "PS4":
			// Prompts expand $( ) and backquotes each time they are shown
			// (PS0 before every command, PS4 under set -x).
			if strings.ContainsAny(value, "$`") {
				out = append(out, carriedCode{name + "=", Word{Value: ": " + value, Literal: w.Literal, Subst: w.Subst}})
			}
		case codeFileEnv.has(name) && strings.Contains(value, "<("):
			// A file of code the program loads as it starts, given as a
			// process substitution (BASH_ENV=<(curl …), LD_PRELOAD=<(…),
			// NODE_OPTIONS=--require=<(…)): what the substitution prints
			// is run, as . <(…) runs it.
			out = append(out, carriedCode{name + "=", Word{Value: ". " + value[strings.Index(value, "<("):], Literal: w.Literal, Subst: w.Subst}})
		case preloadInterp(name) != "" && value != "" && !strings.ContainsAny(value, "$`<"):
			// The options every later interpreter of that language
			// takes as its own (NODE_OPTIONS=--require ./x.js,
			// RUBYOPT=-r./x.rb, PERL5OPT=-MX), or the file Python runs
			// as it starts interactively: judged as that interpreter
			// given them (the modules this input wrote, modules.go).
			line := preloadInterp(name)
			for _, f := range strings.Fields(value) {
				line += " " + shquote.Single(f)
			}
			out = append(out, carriedCode{name + "=", Word{Value: line, Literal: w.Literal}})
		case jvmOptionsEnv(name) && value != "" && !strings.ContainsAny(value, "$`<"):
			// The options every JVM the command starts takes as its own
			// (JAVA_TOOL_OPTIONS, _JAVA_OPTIONS, JDK_JAVA_OPTIONS), or
			// its launcher hands it (MAVEN_OPTS, GRADLE_OPTS, JAVA_OPTS):
			// an agent it loads before main (-javaagent:JAR,
			// -agentpath:LIB) judged as a program run by its path, the
			// command it runs on an error (-XX:OnError=CMD,
			// -XX:OnOutOfMemoryError=CMD, through sh -c) as shell code.
			out = append(out, jvmCarried(name, value, w.Literal)...)
		case name == "PERL5DB" && value != "":
			// Perl code the debugger loads in place of perl5db.pl
			// (PERL5OPT=-d PERL5DB='system(…)' perl x.pl).
			out = append(out, carriedCode{name + "=", Word{Value: "perl -e " + shquote.Single(value), Literal: w.Literal, Subst: w.Subst}})
		case (name == "LUA_INIT" || strings.HasPrefix(name, "LUA_INIT_5_")) && value != "":
			// Lua code every lua runs first, or @FILE, a file of it.
			code := "lua -e " + shquote.Single(value)
			if file, ok := strings.CutPrefix(value, "@"); ok {
				code = "lua " + shquote.Single(file)
			}
			out = append(out, carriedCode{name + "=", Word{Value: code, Literal: w.Literal, Subst: w.Subst}})
		case optionsEnvProgram(name) != "" && value != "":
			// Options a program reads from its environment as its own
			// (TAR_OPTIONS='--checkpoint-action=exec=CMD' tar -xf a.tar,
			// GOFLAGS=-toolexec=PROG go build): judged as that program
			// given them.
			out = append(out, carriedCode{name + "=", Word{Value: optionsEnvProgram(name) + " " + value, Literal: w.Literal, Subst: w.Subst}})
		case hookLibEnv(name) && strings.ContainsRune(value, '/') && !strings.ContainsAny(value, "$`<"):
			// Libraries the dynamic linker loads into every program it
			// starts (ld.so(8): a list split by blanks or colons), the
			// assemblies .NET runs before Main (DOTNET_STARTUP_HOOKS, a
			// list split by the path separator): their code runs as a
			// program of theirs would, judged as one run by its path (a
			// file this input wrote or fetched, or one in a temporary
			// place: sysTempHook).
			for _, lib := range strings.FieldsFunc(value, func(r rune) bool { return r == ':' || r == ' ' || r == ';' }) {
				if strings.ContainsRune(lib, '/') {
					out = append(out, carriedCode{name + "=", Word{Value: shquote.Single(lib), Literal: w.Literal}})
				}
			}
		case (name == "BASH_ENV" || name == "ENV") && value != "":
			// A file the shell sources as it starts: followed as . FILE is.
			quoted := shquote.Single(value)
			if strings.HasPrefix(value, "<(") && strings.HasSuffix(value, ")") {
				quoted = value // BASH_ENV=<(CMD): what CMD prints is sourced
			}
			out = append(out, carriedCode{name + "=", Word{Value: ". " + quoted, Literal: w.Literal, Subst: w.Subst}})
		case programEnv(name) && value != "":
			// A program a tool runs in its own place or around it, with
			// its arguments after: make runs $(CC) through the shell,
			// cargo splits a runner's string at blanks. Judged as the
			// command it starts (CC=clang, RUSTC_WRAPPER=sccache run as
			// they are). npm's script shell is given the script as sh
			// is: SHELL -c SCRIPT (bash there reads no terminal).
			if name == "NPM_CONFIG_SCRIPT_SHELL" || name == "NPM_CONFIG_SHELL" {
				value += " -c :"
			}
			out = append(out, carriedCode{name + "=", Word{Value: value, Literal: w.Literal, Subst: w.Subst}})
		case strings.HasPrefix(value, "() {") || strings.HasPrefix(name, "BASH_FUNC_"):
			// An exported function (env 'BASH_FUNC_ls%%=() { …; }'): its body.
			if i := strings.IndexByte(value, '{'); i >= 0 {
				out = append(out, carriedCode{"function " + name, Word{Value: value[i:], Literal: w.Literal, Subst: w.Subst}})
			}
		}
	}
	for _, kv := range c.Assigns {
		assign(kv, Word{Value: kv, Literal: true})
	}
	if s := wrapperSpec(c); s != nil && s.more.wrap.assigns || does(c, c.Name, roleDefines) {
		for _, a := range c.Args {
			if strings.IndexByte(a.Value, '=') > 0 && !strings.HasPrefix(a.Value, "-") {
				assign(a.Value, a)
			}
		}
	}
	if c.Grammar == lexer.Cmd && strings.EqualFold(c.Name, "set") {
		// cmd's set NAME=VALUE, set "NAME=VALUE": for the commands after
		// it on the line and in the session, as export's; unquoted, the
		// value is the rest of its words.
		// (set /a computes, set /p reads a line: not these.)
		if len(c.Args) > 0 && !strings.HasPrefix(c.Args[0].Value, "/") {
			kv := joinWords(c.Args)
			assign(strings.Trim(kv.Value, `"`), kv)
		}
	}
	if isWin(c.Grammar) && (c.Name == "setx" || c.Name == "setx.exe") {
		// setx NAME VALUE keeps the variable for the sessions started
		// later (learn.microsoft.com, setx: "Variables set with setx
		// are available in future command windows only"): the code a
		// program of theirs reads from it runs then, unchecked.
		_, good := keptSettings(c)
		for _, kv := range good {
			assign(kv, Word{Value: kv, Literal: allLiteral(c.Args)})
		}
	}
	if kv, ok := npmConfigSet(c); ok {
		// npm config set KEY VALUE: npm_config_KEY for every later npm
		// (script-shell, node-options).
		assign(kv, Word{Value: kv, Literal: allLiteral(c.Args)})
	}
	if gitEnv.keys != nil {
		for _, n := range slices.Sorted(maps.Keys(gitEnv.keys)) {
			how := gitEnv.hows[n]
			if how == "" {
				how = "GIT_CONFIG_KEY_" + n
			}
			if cc, ok := gitSettingCode(how, gitEnv.keys[n], Word{Value: gitEnv.vals[n], Literal: true}); ok {
				out = append(out, cc)
			}
		}
		for _, n := range slices.Sorted(maps.Keys(gitEnv.vals)) {
			// A value whose key another command gives (export
			// GIT_CONFIG_KEY_0=core.pager; export GIT_CONFIG_VALUE_0=…,
			// cmd's set one at a time): at worst a command git runs
			// (core.pager, an alias's or a credential helper's !).
			v := strings.TrimPrefix(gitEnv.vals[n], "!")
			if _, ok := gitEnv.keys[n]; ok {
				continue
			}
			if lv := strings.ToLower(v); lv != "true" && lv != "false" && lv != "" && lv != "cat" {
				out = append(out, carriedCode{"GIT_CONFIG_VALUE_" + n + "=", Word{Value: v, Literal: true}})
			}
		}
	}
	out = append(out, transferCarried(c)...)
	out = append(out, gitCarried(c)...)
	out = append(out, awsCarried(c)...)
	fromSpec, reader := specCarried(c)
	out = append(out, fromSpec...)
	switch reader {
	case readSSH:
		for i, a := range c.Args {
			opt := ""
			switch {
			case a.Value == "-o" && i+1 < len(c.Args):
				opt = c.Args[i+1].Value
			case strings.HasPrefix(a.Value, "-o"):
				opt = a.Value[2:]
			}
			key, value, ok := strings.Cut(opt, "=")
			if !ok {
				key, value, _ = strings.Cut(opt, " ")
			}
			switch strings.ToLower(strings.TrimSpace(key)) {
			case "proxycommand", "localcommand", "knownhostscommand", "remotecommand":
				out = append(out, carriedCode{c.Name + " -o " + key, Word{Value: value, Literal: a.Literal}})
			}
		}
		// ssh HOST CMD…: the words after the host are joined and run by
		// the remote user's shell: judged as here, since rm -rf ~ there
		// loses as much.
		if args, ok := sshArgs(c); ok {
			if words := sshRemote(args); len(words) == 0 && c.Stdin != nil && !hasArg(args, "-N", "-V", "-W", "-G") {
				// ssh HOST <<'EOF' … EOF: with no command, the remote
				// user's login shell reads its standard input as a script
				// (no terminal is given it), each line a command run
				// there.
				out = append(out, carriedCode{c.Name + " HOST", Word{Value: *c.Stdin, Literal: true}})
			} else if len(words) > 0 {
				host := "HOST"
				if sshThisMachine(args, words) {
					host = "LOCALHOST"
				}
				out = append(out, carriedCode{c.Name + " " + host, joinWords(words)})
				if user := sshAccount(args, words); user != "" {
					// An account whose forced command is a program's
					// (dokku@host apps:destroy X, gitolite's): the words
					// are that program's arguments.
					named := append([]Word{{Value: user, Literal: true}}, words...)
					out = append(out, carriedCode{c.Name + " " + user + "@" + host, joinWords(named)})
				}
			}
		}
	case readUgrep:
		// ugrep --filter=EXTS:CMD,EXTS:CMD runs each CMD on the files of
		// those endings (% is the file) and searches what it prints.
		for _, f := range optionCarried(c, map[string]string{"--filter": ""}) {
			for _, part := range strings.Split(f.code.Value, ",") {
				if _, cmd, ok := strings.Cut(part, ":"); ok && strings.TrimSpace(cmd) != "" {
					out = append(out, carriedCode{f.how, Word{Value: strings.ReplaceAll(cmd, "%", "FILE"), Literal: f.code.Literal}})
				}
			}
		}
	case readVi:
		for i, a := range c.Args {
			cmd := ""
			switch {
			case (a.Value == "-c" || a.Value == "--cmd" || shortBundleEnds(a.Value, 'c')) && i+1 < len(c.Args):
				cmd = c.Args[i+1].Value // -c CMD, ex -sc CMD
			case strings.HasPrefix(a.Value, "+"):
				cmd = a.Value[1:]
			}
			if code, ok := exBang(cmd); ok {
				out = append(out, carriedCode{c.Name + " :!", Word{Value: code, Literal: a.Literal}})
			}
			out = append(out, editorCode(c.Name, cmd, a.Literal)...)
		}
		// In ex mode, its standard input's lines are commands too (ex -s
		// F <<< '!CMD', echo '!CMD' | ed F: ed's ! runs CMD as vi's does),
		// but for the text an a, i or c command adds, up to a line that
		// is a lone dot.
		text := false
		for _, w := range exInput(c, lowerName(c)) {
			for line := range strings.SplitSeq(w.Value, "\n") {
				switch {
				case text:
					text = line != "."
				case exText.get().MatchString(line):
					text = true
				default:
					if code, ok := exBang(line); ok {
						out = append(out, carriedCode{c.Name + " :!", Word{Value: code, Literal: w.Literal}})
					}
				}
			}
		}
	case readCargo:
		for i, a := range c.Args {
			kv, ok := strings.CutPrefix(a.Value, "--config=")
			if !ok && a.Value == "--config" && i+1 < len(c.Args) {
				kv, ok, a = c.Args[i+1].Value, true, c.Args[i+1]
			}
			if code, ok2 := cargoProgram(kv); ok && ok2 {
				out = append(out, carriedCode{"cargo --config", Word{Value: code, Literal: a.Literal}})
			}
		}
	case readMakeVars:
		// make CC='rm -rf ~' all: an operand NAME=VALUE is a variable
		// defined for the run, read as an assignment before make is.
		for _, a := range c.Args {
			if strings.IndexByte(a.Value, '=') > 0 && !optionLike(a) {
				assign(a.Value, a)
			}
			if sh, ok := strings.CutPrefix(a.Value, "SHELL="); ok && sh != "" {
				// make SHELL=PROG: every recipe runs as PROG -c RECIPE
				// (GNU make's .SHELLFLAGS; make takes SHELL from its
				// command line or makefile, never the environment).
				out = append(out, carriedCode{makeShell, Word{Value: sh + " -c :", Literal: a.Literal, Subst: a.Subst}})
			}
		}
	case readMavenExec:
		if code, lit, ok := mavenExec(c.Args); ok {
			out = append(out, carriedCode{c.Name + " exec:exec", Word{Value: code, Literal: lit}})
		}
	case readLess:
		// less +CMD: its first command; ! runs a shell command.
		for _, a := range c.Args {
			if cmd, ok := strings.CutPrefix(a.Value, "+"); ok {
				if code, ok := strings.CutPrefix(strings.TrimLeft(cmd, "+"), "!"); ok {
					out = append(out, carriedCode{c.Name + " +!", Word{Value: code, Literal: a.Literal}})
				}
			}
		}
	case readEmacs:
		// --eval EXPR, -eval EXPR, --eval=EXPR: Lisp whose shell-command
		// calls run shell text.
		for i, a := range c.Args {
			expr := ""
			switch {
			case (a.Value == "--eval" || a.Value == "-eval" || a.Value == "-e") && i+1 < len(c.Args):
				expr = c.Args[i+1].Value
			case strings.HasPrefix(a.Value, "--eval="):
				expr = a.Value[len("--eval="):]
			}
			out = append(out, editorCode(c.Name, expr, a.Literal)...)
		}
	case readDBShell:
		// A database shell's own command that runs a shell command:
		// sqlite3's and duckdb's .shell and .system, psql's and mysql's
		// \!, mysql's system; in its SQL arguments or on standard input.
		for _, text := range dbShellTexts(c) {
			for _, code := range dbShellEscapes(text) {
				out = append(out, carriedCode{c.Name + " shell escape", Word{Value: code, Literal: true}})
			}
			if !serverShellSQL.holdsWord(text) {
				continue
			}
			for _, m := range serverShellSQL.get().FindAllStringSubmatch(text, -1) {
				how := c.Name + " COPY PROGRAM"
				if m[1] != "" {
					how = c.Name + " " + cmdShellSQL
				}
				out = append(out, carriedCode{how, Word{Value: strings.ReplaceAll(m[2], "''", "'"), Literal: true}})
			}
		}
	case readSed:
		for _, code := range sedExec(c.Args) {
			if code == "" && c.Stdin != nil {
				code = *c.Stdin // e alone runs each input line
			}
			out = append(out, carriedCode{c.Name + " e", Word{Value: code, Literal: true}})
		}
	case readSg:
		// sg GROUP [-c] COMMAND: the command runs through /bin/sh -c.
		var ops []Word
		for _, a := range c.Args {
			if a.Value != "-" && a.Value != "-c" {
				ops = append(ops, a)
			}
		}
		if len(ops) > 1 {
			out = append(out, carriedCode{"sg", joinWords(ops[1:])})
		}
	case readAwk:
		progs := awkPrograms(c.Args)
		if c.Stdin != nil && slices.ContainsFunc(parseArgs(&awkArgs, c.Args).valuesOf(awkArgs.extra().fileOpts), stdinFile) {
			progs = append(progs, *c.Stdin) // awk -f - <<< PROGRAM
		}
		for _, prog := range progs {
			out = append(out, awkCommands(prog)...)
		}
	case readGdb:
		// -ex '!CMD', -ex 'shell CMD' (and -iex, --eval-command).
		for i, a := range c.Args {
			v := a.Value
			if (v == "-ex" || v == "-iex" || v == "--eval-command" || v == "-eval-command") && i+1 < len(c.Args) {
				v = c.Args[i+1].Value
			} else if k, val, ok := strings.Cut(v, "="); ok && k == "--eval-command" {
				v = val
			} else {
				continue
			}
			v = strings.TrimSpace(v)
			if rest, ok := strings.CutPrefix(v, "!"); ok {
				out = append(out, carriedCode{"gdb !", Word{Value: rest, Literal: a.Literal}})
			} else if rest, ok := strings.CutPrefix(v, "shell "); ok {
				out = append(out, carriedCode{"gdb shell", Word{Value: rest, Literal: a.Literal}})
			} else {
				out = append(out, editorCode("gdb", v, a.Literal)...) // python CODE
			}
		}
	case readExpect:
		// expect -c 'spawn CMD …; exec CMD …; system CMD': programs it
		// runs; with no script file (or -, -f -), its standard input is
		// the script (expect <<< 'spawn CMD').
		script := false
		for i, a := range c.Args {
			if a.Value == "-f" && i+1 < len(c.Args) && c.Args[i+1].Value != "-" || !strings.HasPrefix(a.Value, "-") && (i == 0 || c.Args[i-1].Value != "-c") {
				script = true
			}
			if a.Value != "-c" || i+1 >= len(c.Args) {
				continue
			}
			out = append(out, expectRuns(c.Args[i+1].Value, c.Args[i+1].Literal)...)
		}
		if !script && c.Stdin != nil {
			out = append(out, expectRuns(*c.Stdin, true)...)
		}
	case readTmux:
		out = append(out, tmuxCarried(c.Args)...)
	case readScreen:
		out = append(out, screenCarried(c.Args)...)
	case readZellij:
		// zellij action write-chars TEXT: typed into the focused pane.
		for i := 0; i+2 < len(c.Args); i++ {
			if c.Args[i].Value == "action" && c.Args[i+1].Value == "write-chars" {
				out = append(out, carriedCode{"zellij write-chars", joinWords(c.Args[i+2:])})
			}
		}
	case readSendText:
		out = append(out, sendTextCarried(c.Args)...)
	case readAt:
		// The job is read from standard input, or from -f FILE.
		file := ""
		for i, a := range c.Args {
			if a.Value == "-f" && i+1 < len(c.Args) {
				file = c.Args[i+1].Value
			}
			if a.Value == "-l" || a.Value == "-r" || a.Value == "-d" || a.Value == "-c" || a.Value == "-V" {
				return out // lists, removes or shows jobs
			}
		}
		switch {
		case file != "":
			out = append(out, carriedCode{c.Name + " -f", Word{Value: ". " + shquote.Single(file), Literal: true}})
		case c.Stdin != nil:
			out = append(out, carriedCode{c.Name, Word{Value: *c.Stdin, Literal: true}})
		}
	case readJobStdin:
		// A batch scheduler given no job script reads it from standard
		// input (sbatch <<EOF … EOF).
		if c.Stdin != nil && jobFromStdin(c) {
			out = append(out, carriedCode{c.Name, Word{Value: *c.Stdin, Literal: true}})
		}
	case readCrontab:
		// A table installed from standard input (crontab -) or a file:
		// each entry's command.
		if text, ok := crontabText(c); ok {
			for _, cmd := range cronCommands(text, false) {
				out = append(out, carriedCode{"crontab", Word{Value: cmd, Literal: true}})
			}
		}
	case readParallel:
		// GNU parallel runs its command template through the shell, once
		// for each argument after ::: ({} is the argument; without {}, it
		// is appended).
		var words, inputs []string
		seps := 0
		for _, a := range c.Args {
			switch {
			case a.Value == ":::" || a.Value == ":::+":
				seps++
			case a.Value == "::::":
				seps++
				inputs = append(inputs, "$PARALLEL_FILE_ARG") // read from a file: unknown
			case seps > 0:
				inputs = append(inputs, a.Value)
			case len(words) == 0 && strings.HasPrefix(a.Value, "-"):
			default:
				words = append(words, a.Value)
			}
		}
		if len(words) == 0 {
			break
		}
		template := strings.Join(words, " ")
		if len(inputs) == 0 {
			inputs = []string{"$PARALLEL_ARG"} // read on standard input
		}
		for i, in := range inputs {
			if i == maxCdDirs {
				break
			}
			code := strings.ReplaceAll(template, "{}", in)
			if !strings.Contains(template, "{}") {
				code = template + " " + in
			}
			out = append(out, carriedCode{"parallel", Word{Value: code, Literal: allLiteral(c.Args) && !strings.Contains(in, "$")}})
		}
	}
	return append(out, inputCarried(c)...)
}

// gitKeyRuns reports whether a git configuration key names a command git
// runs through the shell, and the prefix its value needs to be one (the !
// of an alias or a credential helper).
func gitKeyRuns(key string) (bang bool, ok bool) {
	k := strings.ToLower(key)
	switch k {
	case "core.pager", "core.editor", "core.sshcommand", "core.fsmonitor", "core.askpass",
		"sequence.editor", "diff.external", "gpg.program", "uploadpack.packobjectshook":
		return false, true
	}
	switch {
	case strings.HasPrefix(k, "alias."):
		return true, true
	case credHelperKey(k):
		return true, true
	case strings.HasPrefix(k, "pager."):
		return false, true
	case strings.HasPrefix(k, "filter.") && (strings.HasSuffix(k, ".clean") || strings.HasSuffix(k, ".smudge") || strings.HasSuffix(k, ".process")),
		strings.HasSuffix(k, ".command") || strings.HasSuffix(k, ".cmd") || strings.HasSuffix(k, ".driver") || strings.HasSuffix(k, ".textconv"),
		strings.HasPrefix(k, "gpg.") && strings.HasSuffix(k, ".program"):
		return false, true
	}
	return false, false
}

// credHelperKey reports whether the git configuration key k names a
// credential helper (credential.helper, credential.URL.helper): a
// program git asks for a login, reading the answer it prints.
func credHelperKey(k string) bool {
	k = strings.ToLower(k)
	return strings.HasPrefix(k, "credential.") && strings.HasSuffix(k, ".helper")
}

// awsProgramKeys are the keys of the AWS shared config file whose value
// is a command line the CLI and every SDK run to get credentials
// (credential_process), by the key's last dotted part.
var awsProgramKeys = set{"credential_process"}

// awsGlobalValue are aws's global options that take a value besides
// those of awsValue.
var awsGlobalValue = set{"--ca-bundle", "--cli-binary-format", "--cli-connect-timeout", "--cli-read-timeout"}

// awsCarried returns the command of aws configure set KEY VALUE
// ([profile.NAME.]credential_process): run by every later aws command
// of that profile, kept in ~/.aws/config.
func awsCarried(c *Command) []carriedCode {
	if lowerNameNoExe(c) != "aws" {
		return nil
	}
	var ops []Word
	for i := 0; i < len(c.Args); i++ {
		w := c.Args[i]
		if strings.HasPrefix(w.Value, "--") {
			if awsValue.has(w.Value) || awsGlobalValue.has(w.Value) {
				i++ // --profile NAME, --region R; not a flag (--no-cli-pager)
			}
			continue
		}
		ops = append(ops, w)
	}
	if len(ops) < 4 || ops[0].Value != "configure" || ops[1].Value != "set" {
		return nil
	}
	key := strings.ToLower(ops[2].Value)
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		key = key[i+1:]
	}
	if !awsProgramKeys.has(key) {
		return nil
	}
	return []carriedCode{{"aws configure set " + ops[2].Value, ops[3]}}
}

// gitCarried returns the commands of git -c KEY=VALUE before the
// subcommand, and of git config KEY VALUE (set for later): a pager, an
// editor, an ssh command, a filter, an alias or credential helper that
// starts with !, …; nil when c is no git command.
func gitCarried(c *Command) []carriedCode {
	if !isGit(c) {
		return nil
	}
	args := c.Args
	var out []carriedCode
	add := func(how, key string, value Word) {
		if cc, ok := gitSettingCode(how, key, value); ok {
			out = append(out, cc)
		}
	}
	// git's global options, read through their spec: -c KEY=VALUE, then
	// the subcommand.
	p := parseArgs(&gitGlobal, args)
	for _, o := range p.opts {
		if o.name == "-c" && o.hasValue {
			if key, value, ok := strings.Cut(o.value, "="); ok {
				add("git -c", key, Word{Value: value, Literal: o.literal, Subst: o.subst})
			}
		}
	}
	if len(p.rest) == 0 {
		return out
	}
	sub, rest := p.rest[0].Value, p.rest[1:]
	if sub == "rebase" {
		// git rebase -x CMD, --exec CMD, --exec=CMD: run through the
		// shell after each commit it replays.
		for j := 0; j < len(rest); j++ {
			v := rest[j].Value
			switch {
			case (v == "-x" || v == "--exec") && j+1 < len(rest):
				out = append(out, carriedCode{"git rebase " + v, rest[j+1]})
				j++
			case strings.HasPrefix(v, "--exec="):
				out = append(out, carriedCode{"git rebase --exec", Word{Value: v[len("--exec="):], Literal: rest[j].Literal, Subst: rest[j].Subst}})
			}
		}
		return out
	}
	if sub == "clone" {
		// git clone -c KEY=VALUE, --config KEY=VALUE: set in the new
		// repository before it fetches (core.sshCommand runs for the
		// fetch itself), and kept there for later.
		for j := 0; j < len(rest); j++ {
			v, w := rest[j].Value, rest[j]
			switch {
			case v == "--":
				j = len(rest)
				continue
			case (v == "-c" || v == "--config") && j+1 < len(rest):
				j++
				w = rest[j]
			case strings.HasPrefix(v, "--config="):
				w.Value = v[len("--config="):]
			case strings.HasPrefix(v, "-c") && len(v) > 2 && !strings.HasPrefix(v, "--"):
				w.Value = v[2:]
			default:
				continue
			}
			if key, value, ok := strings.Cut(w.Value, "="); ok {
				add("git clone -c", key, Word{Value: value, Literal: w.Literal, Subst: w.Subst})
			}
		}
		return out
	}
	if sub == "grep" {
		// git grep -O[PAGER], --open-files-in-pager[=PAGER]: the pager
		// (its value only ever attached) is run with the matching files.
		for _, a := range rest {
			v := a.Value
			if v == "--" {
				break
			}
			pager, ok := strings.CutPrefix(v, "--open-files-in-pager=")
			if !ok && strings.HasPrefix(v, "-O") && !strings.HasPrefix(v, "--") {
				pager, ok = v[2:], true
			}
			if ok && pager != "" {
				out = append(out, carriedCode{"git grep -O", Word{Value: pager, Literal: a.Literal, Subst: a.Subst}})
			}
		}
		return out
	}
	if sub != "config" {
		return out
	}
	// git config [--global …] [set|--add|--replace-all] KEY VALUE
	var pos []Word
	for j := 0; j < len(rest); j++ {
		switch v := rest[j].Value; {
		case v == "--get" || v == "--get-all" || v == "--get-regexp" || v == "--list" || v == "-l" || v == "--unset" || v == "--unset-all" || v == "get" || v == "list" || v == "unset":
			return out // reads or removes
		case v == "-f" || v == "--file" || v == "--blob" || v == "--type" || v == "--default" || v == "--comment":
			j++ // and its value
		case strings.HasPrefix(v, "-"):
		case v == "set" && len(pos) == 0:
		default:
			pos = append(pos, rest[j])
		}
	}
	if len(pos) >= 2 {
		add("git config", pos[0].Value, pos[1])
	}
	return out
}

// gitSettingCode returns the command a git setting key=value (given as
// how) runs through the shell, if it names one (gitKeyRuns).
func gitSettingCode(how, key string, value Word) (carriedCode, bool) {
	bang, ok := gitKeyRuns(key)
	if !ok {
		return carriedCode{}, false
	}
	v := value.Value
	if bang {
		if !strings.HasPrefix(v, "!") {
			return carriedCode{}, false // an alias of git subcommands, a helper program's name
		}
		v = v[1:]
	}
	if lv := strings.ToLower(v); lv == "true" || lv == "false" || lv == "" || lv == "cat" {
		return carriedCode{}, false
	}
	if k := strings.ToLower(key); (strings.HasPrefix(k, "difftool.") || strings.HasPrefix(k, "mergetool.")) && strings.HasSuffix(k, ".cmd") {
		v = gitToolFiles + v
	}
	return carriedCode{how + " " + key, Word{Value: v, Literal: value.Literal, Subst: value.Subst}}, true
}

// gitToolFiles sets the variables git gives a difftool's or a
// mergetool's command (git-difftool(1), git-mergetool(1)): $LOCAL,
// $REMOTE, $MERGED and $BASE name the files of the versions compared,
// files in the work tree or temporary ones, never a subcommand (code
// --wait --diff $LOCAL $REMOTE).
const gitToolFiles = "LOCAL=./LOCAL REMOTE=./REMOTE MERGED=./MERGED BASE=./BASE; "

// specCarried returns the values of the options c's specs say carry
// shell code (spec.carries), read through each spec's options, and the
// template it runs (spec.template); reader is the reader of the code
// it carries in a language of its own that a spec names (spec.reader).
func specCarried(c *Command) (out []carriedCode, reader carrier) {
	if c.Name == "" {
		return nil, readNone
	}
	m := specsOf(c)
	for i := range m.len() {
		x := m.at(i)
		s, args := x.s, c.Args[min(int(x.rest), len(c.Args)):] // a subcommand's (npm exec -c) past its words
		carries := s.extra().carries
		if s.path != c.Name && len(carries) == 0 {
			continue // a subcommand's spec: only its carrying options
		}
		if s.extra().reader != readNone {
			reader = s.extra().reader
		}
		if len(carries) == 0 && !s.extra().template || !s.extra().template && !slices.ContainsFunc(args, optionLike) {
			continue // no option given that could carry code
		}
		var optBuf [8]opt
		var opBuf [8]Word
		p := parseArgsIn(s, args, optBuf[:0], opBuf[:0])
		if s.extra().template {
			if code, ok := templateCode(p.operands, s.extra().templateSubs); ok {
				out = append(out, carriedCode{c.Name + " template", code})
			}
		}
		for _, o := range p.opts {
			if !o.hasValue {
				continue
			}
			for _, opt := range carries {
				name, prefix, _ := strings.Cut(opt, " ")
				code, ok := strings.CutPrefix(o.value, prefix)
				if i := strings.Index(o.value, ","+prefix); !ok && prefix != "" && i >= 0 {
					// sshfs -o reconnect,ssh_command=CMD: a list of
					// options; the rest of it read as the code (never
					// less than what runs).
					code, ok = o.value[i+1+len(prefix):], true
				}
				if ok && o.name == name {
					out = append(out, carriedCode{c.Name + " " + name, Word{Value: code, Literal: o.literal, Subst: o.subst}})
				}
			}
		}
	}
	return out, reader
}

// mavenExec returns the command line the Exec Maven Plugin's exec goal
// runs (exec:exec, or the plugin's coordinates ending in :exec): the
// program -Dexec.executable names followed by -Dexec.args, which the
// plugin splits as a shell would; -D NAME=VALUE or -DNAME=VALUE. lit
// reports whether both were written out.
func mavenExec(args []Word) (code string, lit, ok bool) {
	goal := false
	var prog, rest Word
	for i, a := range args {
		v := a.Value
		if v == "-D" && i+1 < len(args) {
			continue // its value is the next word, read there
		}
		if strings.HasPrefix(v, "-D") {
			v = v[2:]
		} else if i == 0 || args[i-1].Value != "-D" {
			goal = goal || !optionLike(a) && (v == "exec:exec" || strings.Contains(v, "exec-maven-plugin:") && strings.HasSuffix(v, ":exec"))
			continue
		}
		if x, ok := strings.CutPrefix(v, "exec.executable="); ok {
			prog = Word{Value: x, Literal: a.Literal}
		}
		if x, ok := strings.CutPrefix(v, "exec.args="); ok {
			rest = Word{Value: x, Literal: a.Literal}
		}
	}
	if !goal || prog.Value == "" {
		return "", false, false
	}
	return strings.TrimSpace(prog.Value + " " + rest.Value), prog.Literal && (rest.Value == "" || rest.Literal), true
}

// cargoPrograms are the last words of cargo's configuration keys whose
// value is a program it runs (The Cargo Book, Configuration): a
// target's runner (target.T.runner, target.'cfg(…)'.runner), the
// compiler, its wrappers, rustdoc and a linker. A string value is split
// at blanks into the program and its arguments, an array is the words.
var cargoPrograms = set{"linker", "runner", "rustc", "rustc-workspace-wrapper", "rustc-wrapper", "rustdoc"}

// cargoProgram returns the command line a --config KEY=VALUE of cargo
// runs, when KEY names a program (cargoPrograms).
func cargoProgram(kv string) (string, bool) {
	key, value, ok := strings.Cut(kv, "=")
	if !ok {
		return "", false // a file of configuration
	}
	key = strings.TrimSpace(key)
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		key = key[i+1:]
	}
	if !cargoPrograms.has(strings.Trim(key, `"'`)) {
		return "", false
	}
	value = strings.TrimSpace(value)
	if strings.HasPrefix(value, "[") {
		// ["sh", "-c", "…"]: each string a word.
		var words []string
		for _, m := range tomlString.get().FindAllStringSubmatch(value, -1) {
			words = append(words, shquote.Single(tomlUnescape(m[1])+m[2]))
		}
		return strings.Join(words, " "), len(words) > 0
	}
	if m := tomlString.get().FindStringSubmatch(value); m != nil {
		value = tomlUnescape(m[1]) + m[2]
	}
	return value, value != ""
}

// tomlUnescape returns a TOML basic string's text with its escaped
// quotes and backslashes as the value holds them.
func tomlUnescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	return strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(s)
}

// tomlString matches a TOML string: basic ("…", its escaped quotes kept
// as written) or literal ('…').
var tomlString = &lazyRegexp{expr: `"((?:[^"\\]|\\.)*)"|'([^']*)'`}

// optionLike reports whether w may be an option: it begins with -, +
// or /, as posix, plus-prefixed and Windows options do.
func optionLike(w Word) bool {
	return w.Value != "" && (w.Value[0] == '-' || w.Value[0] == '+' || w.Value[0] == '/') || !w.Literal
}

// templatePlaceholder matches a placeholder of a command template run
// once for each input line ({}, {.}, {/}, {1}, {^.gz}).
var templatePlaceholder = &lazyRegexp{expr: `\{[^{}\s]*\}`}

// templateCode returns the shell text of a command template given as
// operands (spec.template), its placeholders a value only known at run
// time; false when there is none, or the operands may be a subcommand's
// words: the first one of subs, no placeholder in any. Any other first
// word (rush rm -rf ~) is a command's: a project's own subcommand of
// the other tool (rushjs's custom commands, rush test) read as shell
// text runs a command of that name, the worst reading either way.
func templateCode(ops []Word, subs wordList) (Word, bool) {
	if len(ops) == 0 {
		return Word{}, false
	}
	code := joinWords(ops)
	if !templatePlaceholder.get().MatchString(code.Value) && ops[0].Literal && subs.has(ops[0].Value) {
		return Word{}, false
	}
	if !code.Literal && ops[0].Literal {
		// xargs rush 'rm -rf ~': the words appended after the
		// template, known only at run time, are more of its text.
		parts := make([]string, len(ops))
		for i, op := range ops {
			parts[i] = op.Value
			if !op.Literal {
				parts[i] = "$TEMPLATE_ARG"
			}
		}
		code = Word{Value: strings.Join(parts, " "), Literal: true}
	}
	code.Value = templatePlaceholder.get().ReplaceAllString(code.Value, "$$TEMPLATE_ARG")
	return code, true
}

// optionCarried returns the values of the options in opts (a long option
// as --opt=VALUE or --opt VALUE, a short one as -X VALUE); opts maps each
// option to the prefix its value must have to be a command, dropped from
// it (tar's --checkpoint-action=exec=CMD).
func optionCarried(c *Command, opts map[string]string) []carriedCode {
	var out []carriedCode
	for i, a := range c.Args {
		name, value, hasValue := strings.Cut(a.Value, "=")
		if !strings.HasPrefix(name, "--") {
			name, value, hasValue = a.Value, "", false
		}
		prefix, ok := opts[name]
		if !ok {
			continue
		}
		if !hasValue {
			if i+1 >= len(c.Args) {
				continue
			}
			value = c.Args[i+1].Value
		}
		if !strings.HasPrefix(value, prefix) {
			continue
		}
		out = append(out, carriedCode{c.Name + " " + name, Word{Value: value[len(prefix):], Literal: a.Literal}})
	}
	return out
}

// exText matches an ex or ed command that reads the lines after it as
// text to add, up to a lone dot: a, i, c (append, insert, change) after
// their range, and ex's ! forms of them.
var exText = &lazyRegexp{expr: `^[\s:]*(?:%|[0-9.$,;+\-]|'[a-z])*\s*(?:a|i|c|append|insert|change)!?\s*$`}

// exBang returns the shell command of a vi/ex command that runs one
// (:!cmd, :silent !cmd, :silent! !cmd, :r !cmd, :w !cmd, :execute
// "!cmd"), if it does.
func exBang(cmd string) (string, bool) {
	s := strings.TrimLeft(cmd, ": \t")
	for _, p := range []string{"execute ", "exe "} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			// :execute's string, when written out ("!cmd", '!cmd').
			rest = strings.TrimSpace(rest)
			if len(rest) > 1 && (rest[0] == '"' || rest[0] == '\'') && rest[len(rest)-1] == rest[0] {
				return exBang(rest[1 : len(rest)-1])
			}
		}
	}
	if rest, ok := strings.CutPrefix(s, "silent!"); ok {
		s = rest // :silent! is silent, errors too; not :silent's !
	} else {
		s = strings.TrimPrefix(s, "silent")
	}
	s = strings.TrimLeft(s, " \t")
	for _, p := range []string{"r", "read", "w", "write"} {
		if rest, ok := strings.CutPrefix(s, p); ok && strings.HasPrefix(strings.TrimLeft(rest, " "), "!") {
			s = strings.TrimLeft(rest, " ")
			break
		}
	}
	if rest, ok := strings.CutPrefix(s, "!"); ok {
		return rest, true
	}
	return "", false
}

// sedExec returns the commands a GNU sed script runs (sedRunOf): the
// text of an e command (1e CMD, e CMD; "" for a bare e, which runs the
// pattern space), and the replacement of an s command with the e flag
// (s/x/CMD/e), which sed runs as a command.
func sedExec(args []Word) []string {
	var out []string
	for _, cmd := range sedStatements(args) {
		if code, _, ok := sedRunOf(cmd); ok {
			out = append(out, code)
		}
	}
	return out
}

// sedStatements returns the statements of the sed scripts among args
// (sedScripts), each past its address (sedSkipAddress): the one reader
// of sed's statements for what they run (sedExec, sedRunsInput,
// inputCommands).
//
// The scripts are one program, joined by newlines, as sed joins its -e
// values. A ; or a newline ends most commands, but not inside an
// address's regex or an s or y command's parts, and a, i, c (their text,
// its lines continued by a backslash), e, r, R, w, W and s's w flag take
// the rest of their line (GNU sed, "Commands Requiring a newline"):
// sed 's/x/rm -rf ~;true/e' runs rm -rf ~;true, sed '1e cd;rm -rf ~'
// runs cd;rm -rf ~, and a's text (a\ e rm …) is no command.
func sedStatements(args []Word) []string {
	script := strings.Join(sedScripts(args), "\n")
	var out []string
	for i, n := 0, len(script); i < n; {
		if strings.IndexByte(" \t\n;}", script[i]) >= 0 {
			i++
			continue
		}
		i = n - len(sedSkipAddress(script[i:]))
		if i >= n {
			break
		}
		if strings.IndexByte("\n;}", script[i]) >= 0 {
			continue // 1{ and a newline: the block's statements follow
		}
		start, k := i, i+1
		switch script[i] {
		case 's', 'y':
			if k < n {
				delim := script[k]
				k++
				for part := 0; part < 2 && k < n; part++ {
					for k < n && script[k] != delim {
						if script[k] == '\\' {
							k++
						}
						k++
					}
					k++
				}
			}
			for k < n && script[k] != ';' && script[k] != '\n' && script[k] != '}' {
				if script[start] == 's' && script[k] == 'w' {
					k = sedLineEnd(script, k, false)
					break
				}
				k++
			}
		case 'a', 'i', 'c':
			k = sedLineEnd(script, k, true)
		case 'e', 'r', 'R', 'w', 'W':
			if rest := strings.TrimLeft(script[k:], " \t"); script[start] == 'e' && rest != "" && (rest[0] == ';' || rest[0] == '}') {
				break // e;p: read as a bare e, the pattern space run (the worse reading)
			}
			k = sedLineEnd(script, k, false)
		default:
			for k < n && script[k] != ';' && script[k] != '\n' && script[k] != '}' {
				k++
			}
		}
		k = min(k, n)
		out = append(out, script[start:k])
		i = k
	}
	return out
}

// sedLineEnd returns where the line of script that holds k ends: its
// newline, or with cont a newline not escaped by a backslash (a, i and
// c's text goes on past one).
func sedLineEnd(script string, k int, cont bool) int {
	for k < len(script) {
		if script[k] == '\n' && !(cont && k > 0 && script[k-1] == '\\') {
			return k
		}
		k++
	}
	return k
}

// sedRunOf returns what the sed statement cmd (past its address) runs
// through the shell, as GNU sed does: e CMD runs CMD; a bare e the
// pattern space (code ""); s///e the pattern space after its
// substitution (subst), of which the guard knows the replacement (code).
func sedRunOf(cmd string) (code string, subst *sedSubst, ok bool) {
	if strings.HasPrefix(cmd, "e ") || cmd == "e" {
		return strings.TrimSpace(cmd[1:]), nil, true
	}
	if s := sedSubstOf(cmd); s != nil && strings.Contains(s.flags, "e") {
		return s.repl, s, true
	}
	return "", nil, false
}

// sedScripts returns the scripts of a sed command line: each -e and
// --expression value, or else the first operand; none read from a file
// (-f) is known.
func sedScripts(args []Word) []string {
	progs, _ := programWords(&sedArgs, args)
	scripts := make([]string, 0, len(progs))
	for _, w := range progs {
		scripts = append(scripts, w.Value)
	}
	return scripts
}

// sedWrites returns the files a sed script writes: the file of a w or W
// command (/re/w FILE, 1,$w FILE) and of an s command's w flag
// (s/x/y/w FILE). The name runs to the end of its line, semicolons and
// all, as sed reads it.
func sedWrites(args []Word) []string {
	var out []string
	for _, script := range sedScripts(args) {
		for line := range strings.SplitSeq(script, "\n") {
			pieces := strings.Split(line, ";")
			for i, st := range pieces {
				cmd, file, writes := sedSkipAddress(st), "", false
				switch {
				case len(cmd) > 1 && (cmd[0] == 'w' || cmd[0] == 'W') && (cmd[1] == ' ' || cmd[1] == '\t'):
					file, writes = cmd[2:], true
				case len(cmd) > 1 && cmd[0] == 's':
					if parts := sedParts(cmd[2:], cmd[1]); len(parts) == 3 {
						file, writes = strings.CutPrefix(strings.TrimLeft(parts[2], "gpiIme0123456789"), "w")
					}
				}
				if writes {
					file = strings.TrimSpace(strings.Join(append([]string{file}, pieces[i+1:]...), ";"))
					if file != "" && file != "/dev/stdout" && file != "/dev/stderr" {
						out = append(out, file)
					}
					break
				}
			}
		}
	}
	return out
}

// sedSkipAddress returns a sed statement past its address (1, $, 1,5,
// /re/, \%re%, first~step) and a negation.
func sedSkipAddress(st string) string {
	st = strings.TrimLeft(st, " \t")
	for st != "" {
		switch c := st[0]; {
		case c >= '0' && c <= '9' || c == '$' || c == ',' || c == '~' || c == '+' || c == '!' || c == ' ' || c == '{':
			st = st[1:]
		case c == '/' || c == '\\' && len(st) > 1:
			delim, i := c, 1
			if c == '\\' {
				delim, i = st[1], 2
			}
			for i < len(st) && st[i] != delim {
				if st[i] == '\\' {
					i++
				}
				i++
			}
			st = st[min(i+1, len(st)):]
			for st != "" && (st[0] == 'I' || st[0] == 'M') {
				st = st[1:]
			}
		default:
			return st
		}
	}
	return st
}

// carried analyses the shell code c carries (see carried): code that runs
// whenever the program or a shell it starts decides, so as code that runs
// later (runsLater).
func (a *analyzer) carried(c *Command) {
	for _, cc := range carried(c) {
		switch cc.how {
		case "PROMPT_COMMAND=", "PS0=", "PS1=":
			a.everyCommand(c, cc.how, cc.code.Value)
		}
		w := append(append([]string(nil), c.Wrappers...), cc.how)
		if cc.anotherMachine() {
			a.remote++
		}
		where, server := "", ""
		if cc.anotherMachine() && (c.Name == "ssh" || c.Name == "autossh") && a.prodPlace == "" {
			// ssh deploy@web-prod-1 CMD: CMD works in production; ssh
			// forge@203.0.113.20 CMD: on a server (serverHost).
			if ops := sshOperands(c); len(ops) > 0 {
				where = prodWord(ops[:1])
				if where == "" && a.serverPlace == "" {
					server = serverHost(ops[0])
					a.serverPlace = server
				}
			}
			a.prodPlace = where
		}
		a.runsAnytime(func() {
			defer a.ownShell()()
			a.stdin, a.carrying = cc.input(c), true
			n := len(a.in.Commands)
			if strings.HasSuffix(cc.how, " "+cmdShellSQL) {
				a.cmd(cc.code.Value, w)
			} else {
				a.code(c, cc.code, lexer.Posix, w)
				if systemShellCmd(c) && cc.code.Literal && !cc.elsewhere() {
					a.cmd(cc.code.Value, w)
				}
			}
			a.carrying = false
			if cc.credPlugin() {
				pluginOutput(a.in.Commands[n:])
			}
			if cc.elsewhere() && !cc.code.Literal && !cc.code.Computed && len(cc.code.Subst) == 0 {
				// ssh HOST "echo $DB_PASSWORD", "rm -rf $DIR": this shell
				// expands the variables and sends the line. Read as
				// written, each is the remote shell's variable, which
				// stands for both: a value unknown here, a credential's
				// by its name printed there and back.
				a.posix(cc.code.Value, lexer.Posix, w)
			}
			if cc.elsewhere() && cc.code.Literal && windowsText(cc.code.Value) {
				// A Windows host's OpenSSH hands the line to its default
				// shell, cmd or PowerShell, whichever it was set to: read
				// by both.
				a.cmd(cc.code.Value, w)
				a.powershell(cc.code.Value, w, nil)
			}
		})
		if cc.anotherMachine() {
			a.remote--
		}
		if where != "" {
			a.prodPlace = ""
		}
		if server != "" {
			a.serverPlace = ""
		}
	}
}

// systemShellCmd reports whether shell text the program c runs through
// the system's shell (C's system(), a database shell's \! and .shell, an
// editor's !, mix cmd) may reach cmd.exe: c was typed in PowerShell or
// cmd, so on Windows that shell is cmd /c. Read by both, as the worst
// reading; git is the exception, which runs its configured commands
// through its own sh there too.
func systemShellCmd(c *Command) bool {
	return isWin(c.Grammar) && c.Name != "git"
}

// serverHost returns the host of ssh's destination ([USER@]HOST, or
// ssh://[USER@]HOST[:PORT]) when it is a server: known before the run,
// not this machine, and neither named as a test, staging or development
// machine (staging.example.com, dev-box) nor one of the local network
// (raspberrypi.local, nas.lan); "" otherwise.
func serverHost(w Word) string {
	if !w.Literal {
		return ""
	}
	h := strings.TrimPrefix(strings.ToLower(w.Value), "ssh://")
	if i := strings.LastIndexByte(h, '@'); i >= 0 {
		h = h[i+1:]
	}
	h, _, _ = strings.Cut(h, "/")
	if h == "" || loopbackHost(h) || !strings.ContainsAny(h, ".:") && !strings.ContainsFunc(h, func(r rune) bool { return r >= '0' && r <= '9' }) {
		// A name of one word, an ssh_config alias (ssh myvm, ssh pi)
		// says nothing of the machine.
		return ""
	}
	for _, local := range []string{".local", ".lan", ".localdomain", ".home.arpa", ".test", ".localhost"} {
		if strings.HasSuffix(h, local) {
			return ""
		}
	}
	for f := range strings.FieldsFuncSeq(h, notAlnum) {
		if nonProdWord(f) || nonProdMachine(f) {
			return ""
		}
	}
	return w.Value
}

// nonProdMachine reports whether f, one part of a machine's name, names
// a test, staging or development machine as servers are often named, a
// role glued to the word, then perhaps a number (sqldev01, webqa2,
// limsuat, dev01), as prodPart reads sqlprod01.
func nonProdMachine(f string) bool {
	t := strings.TrimRight(f, "0123456789")
	if t != f && nonProdWord(t) {
		return true // dev01, qa2
	}
	for _, w := range []string{"dev", "qa", "stg", "test", "uat"} {
		if role, ok := strings.CutSuffix(t, w); ok && len(role) >= 2 && strings.Trim(role, "abcdefghijklmnopqrstuvwxyz") == "" {
			return true
		}
	}
	return false
}

// windowsText reports whether a command line sent to another machine is
// one for Windows: its first word a cmdlet's Verb-Noun (Remove-Item,
// Stop-Service), or a word a drive's path (C:\inetpub, D:/data).
func windowsText(line string) bool {
	words := strings.Fields(line)
	if len(words) == 0 {
		return false
	}
	first := strings.ToLower(strings.Trim(words[0], `"'`))
	if psCmdletName(first) {
		return true
	}
	for _, w := range words {
		w = strings.TrimLeft(w, `"'(`)
		if len(w) >= 3 && w[1] == ':' && (w[2] == '\\' || w[2] == '/') && ('a' <= w[0]|0x20 && w[0]|0x20 <= 'z') {
			return true
		}
	}
	return false
}

// everyCommand judges code the live shell itself runs around every
// command from now on (how: a DEBUG, RETURN or ERR trap, PROMPT_COMMAND=,
// a prompt's substitution), as a startup file's: something it starts in
// the background, a payload hidden in it or a request it sends runs
// again at each command, unchecked, in this shell where no guard sees it
// (trap 'x &' DEBUG).
func (a *analyzer) everyCommand(c *Command, how, code string) {
	// Quotes dropped: sh -c "x &" leaves x running as much as x & does.
	if why := startupPayload(withoutQuotes(code), true); why != "" {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, rule: "sys.persistence", fix: persistFix,
			why: "it sets " + how + " that runs " + why + " around every later command of this shell, by itself, unchecked"})
	}
}

// sshAccount returns the user of ssh's USER@HOST operand, whose login
// may be a program's forced command (dokku apps:destroy X, piku destroy
// X): the other reading of the remote words. "" when there is no user or
// the words are a shell's: they begin with a path, an assignment or a
// command the model knows (ssh bob@host rm FILE is rm there, not bob's
// program told "rm"), or hold its operators, which a program's
// arguments do not. ssh joins the words with spaces into one line, so
// the first is the line's first field, quoted or not (ssh user@host
// 'sudo ls' begins with sudo).
func sshAccount(args, remote []Word) string {
	host := args[len(args)-len(remote)-1]
	user, _, ok := strings.Cut(host.Value, "@")
	first, _, _ := strings.Cut(strings.TrimLeft(remote[0].Value, " \t\n"), " ")
	first, _, _ = strings.Cut(first, "\t")
	if !ok || !host.Literal || !isName([]byte(strings.ReplaceAll(user, "-", "_"))) || strings.ContainsAny(first, "/=") {
		return ""
	}
	known := false
	eachEntry(first, func(*spec, string) { known = true })
	if known {
		return ""
	}
	for _, w := range remote {
		if strings.ContainsAny(w.Value, ";&|<>`$(") {
			return ""
		}
	}
	return user
}

// sshThisMachine reports whether ssh's host, before its remote words,
// may be this machine: a loopback name or address (user@, ssh:// and a
// port allowed), one known only at run time, or an -o HostName= that is.
func sshThisMachine(args, remote []Word) bool {
	i := len(args) - len(remote) - 1
	if i > 0 && args[i].Value == "--" && !strings.HasPrefix(args[i-1].Value, "-") {
		i-- // ssh HOST -- CMD
	}
	if i < 0 {
		return true
	}
	local := func(w Word) bool {
		h := strings.TrimPrefix(w.Value, "ssh://")
		if _, after, ok := strings.Cut(h, "@"); ok {
			h = after
		}
		return !w.Literal || loopbackHost(h)
	}
	if local(args[i]) {
		return true
	}
	for j, a := range args[:i] {
		opt := ""
		switch {
		case a.Value == "-o" && j+1 < i:
			opt = args[j+1].Value
		case strings.HasPrefix(a.Value, "-o"):
			opt = a.Value[2:]
		}
		key, value, ok := strings.Cut(opt, "=")
		if !ok {
			key, value, _ = strings.Cut(opt, " ")
		}
		if strings.EqualFold(strings.TrimSpace(key), "hostname") && local(Word{Value: strings.TrimSpace(value), Literal: a.Literal && args[min(j+1, i)].Literal}) {
			return true
		}
	}
	return false
}

// sshArgs returns ssh's own arguments when c is ssh or autossh (after
// autossh -M PORT, its monitor port), for sshRemote.
func sshArgs(c *Command) ([]Word, bool) {
	if c.Name != "ssh" && c.Name != "autossh" {
		return nil, false
	}
	args := c.Args
	if c.Name == "autossh" && len(args) > 1 && args[0].Value == "-M" {
		args = args[2:]
	}
	return args, true
}

// sshRemote returns the words of the command ssh runs on the remote host:
// those after the host, which is its first operand.
func sshRemote(args []Word) []Word {
	const withValue = "BbcDEeFIiJLlmOoPpQRSWw"
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		switch {
		case v == "--":
			if i+2 < len(args) {
				return args[i+2:]
			}
			return nil
		case strings.HasPrefix(v, "-") && len(v) > 1:
			// A cluster of flags; the last may take a value (-p 22, -oX=y).
			last := v[len(v)-1]
			if len(v) == 2 && strings.IndexByte(withValue, last) >= 0 {
				i++
			}
		default:
			if i+1 < len(args) && args[i+1].Value == "--" {
				i++ // ssh HOST -- CMD: the end of ssh's options after the host
			}
			if i+1 < len(args) {
				return args[i+1:]
			}
			return nil
		}
	}
	return nil
}

// tmuxCarried returns the shell commands of tmux new-session, new-window,
// split-window and respawn-pane/-window (their last operand), of
// run-shell and if-shell (their first), and the keys
// send-keys types into a pane (a shell there runs them).
func tmuxCarried(args []Word) []carriedCode {
	var out []carriedCode
	// Commands may be chained with ; (a word of its own).
	start := 0
	for i := 0; i <= len(args); i++ {
		if i < len(args) && args[i].Value != ";" && args[i].Value != "\\;" {
			continue
		}
		cmd := args[start:i]
		start = i + 1
		if len(cmd) == 0 {
			continue
		}
		sub, rest := cmd[0].Value, cmd[1:]
		for _, w := range rest {
			if strings.Contains(w.Value, "#(") {
				out = append(out, tmuxFormatCode(w)...)
			}
		}
		switch sub {
		case "new-session", "new", "new-window", "neww", "split-window", "splitw", "respawn-pane", "respawnp", "respawn-window", "respawnw":
			var ops []Word
			for j := 0; j < len(rest); j++ {
				v := rest[j].Value
				if strings.HasPrefix(v, "-") && len(v) > 1 {
					// -s NAME, -n NAME, -c DIR, -t TARGET, -x W, -y H, -e VAR=V, -F FMT, -l SIZE: take a value.
					if strings.IndexByte("sncteFxylfL", v[len(v)-1]) >= 0 && len(v) == 2 {
						j++
					}
					continue
				}
				ops = append(ops, rest[j:]...)
				break
			}
			if len(ops) > 0 {
				out = append(out, carriedCode{"tmux " + sub, joinWords(ops)})
			}
		case "run-shell", "run", "if-shell", "if":
			// run-shell [-bCE] [-c DIR] [-d DELAY] [-t PANE] CMD; if-shell
			// [-bF] [-t PANE] CMD TMUXCMD [TMUXCMD]: CMD runs through
			// /bin/sh (tmux(1)), but for run-shell -C's, a tmux command,
			// and if-shell -F's, a format; if-shell's TMUXCMDs are tmux
			// commands.
			tmuxCmd := false
			ops := tmuxOperands(rest, "cdt", func(flags string) { tmuxCmd = tmuxCmd || strings.ContainsAny(flags, "CF") })
			if len(ops) == 0 {
				continue
			}
			switch {
			case !tmuxCmd:
				out = append(out, carriedCode{"tmux " + sub, ops[0]})
			case sub == "run-shell" || sub == "run":
				out = append(out, tmuxCarried(envSplitString(ops[0].Value))...)
			}
			if sub == "if-shell" || sub == "if" {
				for _, op := range ops[1:] {
					out = append(out, tmuxCarried(envSplitString(op.Value))...)
				}
			}
		case "set-hook", "bind-key", "bind":
			// set-hook [-agpRuw] [-t TARGET] HOOK COMMAND, bind-key [-nr]
			// [-N NOTE] [-T TABLE] KEY COMMAND [ARGS]: a tmux command run
			// when the hook fires (session-created, as tmux starts) or
			// the key is pressed (send-keys presses it).
			ops := tmuxOperands(rest, "tNT", nil)
			if len(ops) == 2 {
				out = append(out, tmuxCarried(envSplitString(ops[1].Value))...)
			} else if len(ops) > 2 {
				out = append(out, tmuxCarried(ops[1:])...)
			}
		case "send-keys", "send":
			var keys []Word
			for j := 0; j < len(rest); j++ {
				v := rest[j].Value
				if strings.HasPrefix(v, "-") && len(v) > 1 && len(keys) == 0 {
					if v == "-t" || v == "-N" {
						j++
					}
					continue
				}
				switch v {
				case "Enter", "C-m", "KPEnter", "C-j":
					continue
				}
				keys = append(keys, rest[j])
			}
			if len(keys) > 0 {
				out = append(out, carriedCode{"tmux send-keys", joinWords(keys)})
			}
		}
	}
	return out
}

// tmuxOperands returns the operands of a tmux command's words, after its
// options: those of valued (letters) take the next word, and flags, if
// not nil, is told each option word.
func tmuxOperands(words []Word, valued string, flags func(string)) []Word {
	for j := 0; j < len(words); j++ {
		v := words[j].Value
		if !strings.HasPrefix(v, "-") || len(v) < 2 {
			return words[j:]
		}
		if v == "--" {
			return words[j+1:]
		}
		if flags != nil {
			flags(v)
		}
		if strings.IndexByte(valued, v[len(v)-1]) >= 0 {
			j++
		}
	}
	return nil
}

// screenCarried returns what screen -X (screen -S NAME -p WIN -X CMD …)
// has a running session do: stuff types its text into the window (a
// shell there runs it; ^M, \n and \r end a line), exec and screen run
// a command in one.
func screenCarried(args []Word) []carriedCode {
	for i, a := range args {
		if a.Value != "-X" || i+1 >= len(args) {
			continue
		}
		cmd, rest := args[i+1], args[i+2:]
		switch cmd.Value {
		case "stuff":
			if len(rest) == 0 {
				return nil
			}
			text := strings.NewReplacer("^M", "\n", `\n`, "\n", `\r`, "\n", "\r", "\n", "^J", "\n").Replace(rest[0].Value)
			return []carriedCode{{"screen stuff", Word{Value: text, Literal: rest[0].Literal, Subst: rest[0].Subst}}}
		case "exec", "screen":
			if len(rest) > 0 {
				return []carriedCode{{"screen " + cmd.Value, joinWords(rest)}}
			}
		}
	}
	return nil
}

// sendTextCarried returns the text a terminal's remote control types
// into a window (a shell there runs it, as screen's stuff): kitty @
// send-text [--match M] TEXT… (its Python escapes, \r and \n, end a
// line) and wezterm cli send-text [--pane-id N] [--no-paste] TEXT.
func sendTextCarried(args []Word) []carriedCode {
	for i, a := range args {
		if a.Value != "send-text" {
			continue
		}
		var ops []Word
		for j := i + 1; j < len(args); j++ {
			v := args[j].Value
			if strings.HasPrefix(v, "-") && len(v) > 1 && len(ops) == 0 {
				if !strings.Contains(v, "=") && (v == "-m" || v == "--match" || v == "--match-tab" || v == "-t" || v == "--pane-id" || v == "--to" || v == "--bracketed-paste" || v == "--exclude-active") {
					j++
				}
				continue
			}
			ops = append(ops, args[j])
		}
		if len(ops) == 0 {
			return nil
		}
		text := joinWords(ops)
		text.Value = strings.NewReplacer(`\r`, "\n", `\n`, "\n", "\r", "\n").Replace(text.Value)
		return []carriedCode{{"send-text", text}}
	}
	return nil
}

// tmuxFormatCode returns the commands of #(CMD) in a tmux format (the
// status line's, display-message's, a window's name): tmux runs each
// through the shell as it expands the format.
func tmuxFormatCode(w Word) []carriedCode {
	var out []carriedCode
	for rest := w.Value; ; {
		i := strings.Index(rest, "#(")
		if i < 0 {
			return out
		}
		rest = rest[i+2:]
		depth, end := 1, -1
		for j := 0; j < len(rest) && end < 0; j++ {
			switch rest[j] {
			case '(':
				depth++
			case ')':
				if depth--; depth == 0 {
					end = j
				}
			}
		}
		if end < 0 {
			end = len(rest) // unclosed: the rest, the worst reading
		}
		out = append(out, carriedCode{"tmux #()", Word{Value: rest[:end], Literal: w.Literal, Subst: w.Subst}})
		rest = rest[end:]
	}
}

// crontabText returns the table crontab installs, when known: its standard
// input (crontab -, or no operand) or nothing for the options that list,
// edit or remove it (-l, -e, -r, judged elsewhere).
func crontabText(c *Command) (string, bool) {
	var ops []string
	for i, a := range c.Args {
		switch v := a.Value; {
		case v == "-l" || v == "-e" || v == "-r" || v == "-i" || v == "-T":
			return "", false
		case v == "-u" && i+1 < len(c.Args):
		case strings.HasPrefix(v, "-") && v != "-":
		default:
			if i > 0 && c.Args[i-1].Value == "-u" {
				continue
			}
			ops = append(ops, v)
		}
	}
	if (len(ops) == 0 || ops[0] == "-") && c.Stdin != nil {
		return *c.Stdin, true
	}
	return "", false
}

// cronCommands returns the command of each entry of a crontab: what follows
// the five time fields, or an @reboot-style nickname, and the user field
// after them in a system table (user: /etc/crontab, /etc/cron.d);
// environment lines and comments have none.
func cronCommands(text string, user bool) []string {
	var out []string
	skip := 0
	if user {
		skip = 1
	}
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		switch {
		case strings.HasPrefix(f[0], "@") && len(f) > 1+skip:
			out = append(out, strings.Join(f[1+skip:], " "))
		case len(f) > 5+skip && !strings.Contains(f[0], "="):
			out = append(out, strings.Join(f[5+skip:], " "))
		}
	}
	return out
}

// awkRuns finds what an awk program hands to the shell: system("CMD"),
// "CMD" | getline, print … | "CMD" (with the text it prints, when a
// literal, as the command's input), and the text printed into a shell
// (print "CMD" | "sh"); system() of anything but a string literal.
var awkRuns = &lazyRegexp{expr: `\bprintf?\s*\(?\s*"([^"\n]*)"\s*\)?\s*\|\s*"\s*(?:/bin/|/usr/bin/)?(?:ba|da|z|k|mk)?sh\s*"|\bsystem\s*\(\s*"([^"\n]*)"\s*\)|"([^"\n]*)"\s*\|&?\s*getline|` +
	`\bprintf?\s*\(?\s*"([^"\n]*)"\s*\)?\s*\|&?\s*"([^"\n]*)"|\|&?\s*"([^"\n]*)"|\bsystem\s*\(\s*([^"\s)][^)]*)\)`}

// awkPrint matches what an awk program's print or printf writes to a
// file named by a string (print > "FILE", printf … >> "FILE").
var awkPrint = &lazyRegexp{expr: `\bprintf?\b[^;{}\n|]*?>>?\s*"([^"\n]+)"`}

// awkOut matches an awk program's print or printf to a file named by a
// string, its arguments, >> and the file apart (print > "FILE", printf
// "" > "FILE").
var awkOut = &lazyRegexp{expr: `\bprintf?\b([^;{}\n|>]*)>(>?)\s*"([^"\n]+)"`}

// awkReplaced returns the files an awk command's program writes over as
// a whole: opened by > (not >>), which empties them first; with empty
// true only those it then writes nothing to (printf "" > "FILE", the
// file left empty).
func awkReplaced(args []Word, empty bool) []Word {
	var out []Word
	for _, prog := range awkNamedOutputs(args) {
		for _, m := range awkOut.get().FindAllStringSubmatch(prog, maxCalls) {
			if m[2] != "" {
				continue // >> adds to it
			}
			if a := strings.Trim(strings.TrimSpace(m[1]), "()"); empty && strings.TrimSpace(a) != `""` {
				continue
			}
			out = append(out, Word{Value: m[3], Literal: true})
		}
	}
	return out
}

// awkOutVar matches an awk print or printf to a file a variable names
// (print > f, printf "%s" >> (f)), the redirection and the name apart.
var awkOutVar = &lazyRegexp{expr: `(\bprintf?\b[^;{}\n|>]*>>?\s*)\(?\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)?`, words: []string{"print"}}

// awkStrAssign matches an awk program's assignment of a string to a
// variable (BEGIN { f = "/etc/passwd" }).
var awkStrAssign = &lazyRegexp{expr: `(?:^|[^=!<>A-Za-z0-9_$])([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"([^"\n]*)"`}

// awkNamedOutputs returns awk's programs with each print or printf to a
// file a variable names written with the variable's value, a string,
// where the command line gives it: -v NAME=V (--assign, -vNAME=V), an
// assignment among the operands (NAME=V, made before the files after
// it are read) or one in the program (BEGIN { f = "/etc/passwd" }), so
// that awk -v f=/etc/passwd '{print > f}' writes /etc/passwd as print >
// "/etc/passwd" does. A name given more than one value writes, at
// worst, to each: the program is repeated with every one.
func awkNamedOutputs(args []Word) []string {
	progs := awkPrograms(args)
	vals := map[string][]string{}
	add := func(assign string) {
		if name, v, ok := strings.Cut(assign, "="); ok && name != "" && strings.Trim(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == "" {
			vals[name] = append(vals[name], v)
		}
	}
	p := parseArgs(&awkArgs, args)
	for _, w := range p.valueWords("-v --assign") {
		if w.Literal {
			add(w.Value)
		}
	}
	_, files := programWords(&awkArgs, args)
	for _, f := range files {
		if f.Literal {
			add(f.Value)
		}
	}
	for _, prog := range progs {
		for _, m := range awkStrAssign.get().FindAllStringSubmatch(prog, maxCalls) {
			vals[m[1]] = append(vals[m[1]], m[2])
		}
	}
	if len(vals) == 0 {
		return progs
	}
	out := slices.Clip(progs)
	for _, prog := range progs {
		for _, m := range awkOutVar.get().FindAllStringSubmatch(prog, maxCalls) {
			for _, v := range vals[m[2]] {
				out = append(out, m[1]+strconv.Quote(v))
			}
		}
	}
	return out
}

// awkWrites returns the files an awk command writes: those its program's
// print and printf send output to (awkPrint), and with gawk's inplace
// library (-i inplace) the files it reads, rewritten.
func awkWrites(args []Word) []Word {
	var out []Word
	for _, prog := range awkNamedOutputs(args) {
		for _, m := range awkPrint.get().FindAllStringSubmatch(prog, maxCalls) {
			out = append(out, Word{Value: m[1], Literal: true})
		}
	}
	p := parseArgs(&awkArgs, args)
	for _, lib := range p.values("-i", "--include") {
		if strings.TrimSuffix(path.Base(lib), ".awk") == "inplace" {
			// gawk -i inplace: the files it reads, rewritten (not its
			// variables' assignments, x=1).
			_, files := programWords(&awkArgs, args)
			for _, f := range files {
				if !strings.Contains(f.Value, "=") && !strings.HasPrefix(f.Value, "-") {
					out = append(out, f)
				}
			}
			break
		}
	}
	return out
}

// awkInplaceEmptied returns the files gawk's inplace library (-i
// inplace) leaves empty: its program writes none of the lines back
// (awkPrintsNothing).
func awkInplaceEmptied(args []Word) []Word {
	progs := awkPrograms(args)
	if len(progs) != 1 || !awkPrintsNothing.get().MatchString(progs[0]) {
		return nil
	}
	return awkWrites(args) // (printing nothing, only the files it reads)
}

// awkPrintsNothing matches an awk program that prints no line: a
// pattern that never holds (0, NR<0, NR==0, FNR<1) or an empty action
// for every line ({}, {next}). (A BEGIN block alone reads no file.)
var awkPrintsNothing = &lazyRegexp{expr: `^\s*(?:0|F?NR\s*(?:<\s*[01]|==\s*0)|\{\s*(?:next)?\s*;?\s*\})\s*$`}

// awkCommands returns the shell code of an awk program (awkRuns); a
// system() of a value only known at run time is code not known.
func awkCommands(prog string) []carriedCode {
	var out []carriedCode
	prog = awkDirect(prog) // awk -f - <<< PROGRAM
	for _, m := range awkRuns.get().FindAllStringSubmatch(scriptResolved(prog), maxCalls) {
		switch {
		case m[1] != "":
			out = append(out, carriedCode{"awk print | sh", Word{Value: m[1], Literal: true}})
		case m[5] != "":
			// print "TEXT" | "CMD": the command reads TEXT.
			out = append(out, carriedCode{"awk print | cmd", Word{Value: "printf '%s\\n' " + shquote.Single(m[4]) + " | " + m[5], Literal: true}})
		case m[2] != "" || m[3] != "" || m[6] != "":
			out = append(out, carriedCode{"awk", Word{Value: m[2] + m[3] + m[6], Literal: true}})
		case m[7] != "":
			out = append(out, carriedCode{"awk system", Word{Value: "system(" + m[7] + ")"}})
		}
	}
	return out
}

// shortBundleEnds reports whether v is a bundle of short options (-sc)
// whose last letter is opt, which takes the next word as its value.
func shortBundleEnds(v string, opt byte) bool {
	return len(v) > 2 && len(v) <= 4 && v[0] == '-' && v[1] != '-' && v[len(v)-1] == opt
}

// editorCode returns the shell code an editor's or a debugger's own
// command runs: a call of its scripting language's shell functions
// (vim's system() and :call, Emacs Lisp's shell-command, shellCall), and
// code in the Python or Lua it embeds (:py3 CODE, gdb's python CODE,
// nvim's :lua), as the interpreter's one-liner.
func editorCode(name, cmd string, literal bool) []carriedCode {
	if cmd == "" {
		return nil
	}
	var out []carriedCode
	for _, m := range shellCall.get().FindAllStringSubmatch(scriptResolved(cmd), maxCalls) {
		for _, v := range m[1:] {
			if v != "" {
				out = append(out, carriedCode{name + " shell call", Word{Value: v, Literal: literal}})
				break
			}
		}
	}
	for _, code := range editorFileCalls(cmd) {
		out = append(out, carriedCode{name + " file call", Word{Value: code, Literal: literal}})
	}
	s := strings.TrimLeft(cmd, ": \t")
	for _, p := range []struct{ prefix, interp string }{
		{"python3 ", "python3"}, {"python ", "python3"}, {"py3 ", "python3"}, {"py ", "python3"}, {"pythonx ", "python3"}, {"lua ", "lua"}, {"perl ", "perl"}, {"ruby ", "ruby"},
	} {
		if code, ok := strings.CutPrefix(s, p.prefix); ok {
			flag := codeFlag(interpSpec(p.interp))
			out = append(out, carriedCode{name + " " + strings.TrimSpace(p.prefix), Word{Value: p.interp + " " + flag + " " + shquote.Single(code), Literal: literal}})
			break
		}
	}
	return out
}

// editorFileCall matches an editor's scripting call that deletes,
// empties or prints what the shell's commands would, a path or a name
// given by a string literal: Emacs Lisp's (delete-directory "P" t),
// (delete-file "P"), (write-region "" nil "P"), (getenv "NAME"); vim
// script's delete("P", "rf"), writefile([], "P").
var editorFileCall = &lazyRegexp{expr: `\(delete-directory\s+"([^"]+)"(\s+'?t\b)?|\(delete-file\s+"([^"]+)"|\(write-region\s+(?:""|nil)\s+nil\s+"([^"]+)"|\(getenv\s+"(\w+)"|\bdelete\(\s*["']([^"']+)["']\s*(?:,\s*["']([a-z]*)["']\s*)?\)|\bwritefile\(\s*\[\s*\]\s*,\s*["']([^"']+)["']`}

// editorFileCalls returns the shell commands that do what an editor's
// file calls in cmd do (editorFileCall): rm -rf P, rm -f P, : > P,
// printenv NAME, each judged as that command is.
func editorFileCalls(cmd string) []string {
	if !strings.Contains(cmd, "delete") && !strings.Contains(cmd, "write") && !strings.Contains(cmd, "getenv") {
		return nil
	}
	quote := func(p string) string {
		if rest, ok := strings.CutPrefix(p, "~/"); ok {
			return "~/" + shquote.Single(rest) // the home's, as the editor expands it
		}
		return shquote.Single(p)
	}
	var out []string
	for _, m := range editorFileCall.get().FindAllStringSubmatch(cmd, maxCalls) {
		switch {
		case m[1] != "" && m[2] != "":
			out = append(out, "rm -rf "+quote(m[1]))
		case m[1] != "":
			out = append(out, "rmdir "+quote(m[1]))
		case m[3] != "":
			out = append(out, "rm -f "+quote(m[3]))
		case m[4] != "":
			out = append(out, ": > "+quote(m[4]))
		case m[5] != "":
			out = append(out, "printenv "+m[5])
		case m[6] != "" && strings.Contains(m[7], "r"):
			out = append(out, "rm -rf "+quote(m[6]))
		case m[6] != "" && m[7] == "d":
			out = append(out, "rmdir "+quote(m[6]))
		case m[6] != "":
			out = append(out, "rm -f "+quote(m[6]))
		case m[8] != "":
			out = append(out, ": > "+quote(m[8]))
		}
	}
	return out
}

// dbShellTexts returns the text a database shell reads as its commands:
// the values of -c/--command (psql), -e/--execute (mysql), -cmd
// (sqlite3), sqlite3's and duckdb's operands after the database, and
// standard input.
func dbShellTexts(c *Command) []string {
	var out []string
	ops := 0
	for i, a := range c.Args {
		v := a.Value
		switch {
		case (v == "-c" || v == "--command" || v == "-e" || v == "--execute" || v == "-cmd" || v == "-command") && i+1 < len(c.Args),
			(v == "-Q" || v == "-q") && (c.Name == "sqlcmd" || c.Name == "osql") && i+1 < len(c.Args),
			strings.EqualFold(v, "-query") && c.Name == "invoke-sqlcmd" && i+1 < len(c.Args):
			out = append(out, c.Args[i+1].Value)
		case strings.HasPrefix(v, "--command=") || strings.HasPrefix(v, "--execute="):
			out = append(out, v[strings.IndexByte(v, '=')+1:])
		case !strings.HasPrefix(v, "-") && (c.Name == "sqlite3" || c.Name == "sqlite" || c.Name == "duckdb"):
			if ops++; ops > 1 {
				out = append(out, v) // sqlite3 DB SQL
			}
		}
	}
	if c.Stdin != nil {
		out = append(out, *c.Stdin)
	}
	return out
}

// serverShellSQL is the expression of SQL that hands a command line to
// the database server's operating system: SQL Server's xp_cmdshell
// 'CMD' (EXEC master..xp_cmdshell N'…', run by cmd.exe: learn.microsoft.com,
// xp_cmdshell (Transact-SQL)), its group 1 set, and PostgreSQL's COPY …
// FROM PROGRAM 'CMD' and TO PROGRAM (run by /bin/sh: postgresql.org,
// COPY). Group 2 is the string's text, a quote in it doubled.
var serverShellSQL = &lazyRegexp{expr: `(?is)(?:(xp_cmdshell)\s*\(?\s*|\b(?:from|to)\s+program\s+)N?'((?:[^']|'')*)'`, words: []string{"program", "xp_cmdshell"}}

// cmdShellSQL ends the how of code xp_cmdshell runs: cmd.exe's text.
const cmdShellSQL = "xp_cmdshell"

// dbShellEscapes returns the shell commands of a database shell's text:
// lines (or ;-separated statements) that are .shell CMD, .system CMD
// (or .sh, the abbreviation the SQLite-derived shells accept), \! CMD,
// system CMD, or gnuplot's ! CMD and system "CMD" (its one string, a
// quoted literal, unquoted).
func dbShellEscapes(text string) []string {
	var out []string
	for stmt := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == '\n' || r == ';' }) {
		stmt = strings.TrimSpace(stmt)
		for _, p := range []string{".shell ", ".system ", ".sh ", "\\! ", "\\!", "!", "system ", "system("} {
			if code, ok := strings.CutPrefix(stmt, p); ok && strings.TrimSpace(code) != "" {
				if p == "system(" {
					code = "(" + code // system('CMD'): the call's parentheses
				}
				out = append(out, unquoteSystemArg(strings.TrimSpace(code)))
				break
			}
		}
	}
	return out
}

// unquoteSystemArg returns the text of a command given as one quoted
// string, in parentheses or not (gnuplot's system "CMD", system('CMD'),
// a quote doubled inside single quotes), or code as it is.
func unquoteSystemArg(code string) string {
	if len(code) > 2 && code[0] == '(' && code[len(code)-1] == ')' {
		code = strings.TrimSpace(code[1 : len(code)-1])
	}
	if len(code) < 2 {
		return code
	}
	switch q := code[0]; {
	case q == '\'' && code[len(code)-1] == '\'' && !strings.Contains(strings.ReplaceAll(code[1:len(code)-1], "''", ""), "'"):
		return strings.ReplaceAll(code[1:len(code)-1], "''", "'")
	case q == '"' && code[len(code)-1] == '"' && !strings.Contains(strings.ReplaceAll(code[1:len(code)-1], `\"`, ""), `"`):
		return strings.ReplaceAll(code[1:len(code)-1], `\"`, `"`)
	}
	return code
}

// jobFromStdin reports whether a batch scheduler (sbatch, qsub, bsub)
// reads its job script from standard input: no script or command is
// named, and no --wrap text given.
func jobFromStdin(c *Command) bool {
	if c.Name != "sbatch" && c.Name != "qsub" && c.Name != "bsub" {
		return false
	}
	s, args := lookupSpec(c)
	if s == nil || s.effect != effectRuns {
		return false
	}
	p := parseArgs(s, args)
	return len(p.operands) == 0 && len(p.rest) == 0 && len(p.valuesOf(s.extra().textOpts)) == 0 && !p.has("--help", "--usage", "--version")
}

// expectRuns returns the programs an expect script's spawn, exec and
// system statements run.
func expectRuns(text string, literal bool) []carriedCode {
	var out []carriedCode
	for stmt := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == ';' || r == '\n' }) {
		f := strings.Fields(stmt)
		if len(f) > 1 && (f[0] == "spawn" || f[0] == "exec" || f[0] == "system") {
			out = append(out, carriedCode{"expect " + f[0], Word{Value: strings.Join(f[1:], " "), Literal: literal}})
		}
	}
	return out
}
