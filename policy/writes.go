package policy

import (
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A file is judged by the text it holds when the check runs, but the same
// input can change it before it is run: cp other.sh s.sh; bash s.sh, or
// export BASH_ENV=f; cp evil f; bash -c true. So every write the analysis
// can see is noted, whatever writes it (a redirection, cp, mv, install,
// ln, tee, dd of=, sed -i, truncate, curl -o, …, and whole directories:
// tar x, unzip, cpio -i, rsync, cp -r, git clone): a file run later in the
// input is judged by the text it will then hold when that is known (cp of
// a file that can be read, tee of known text), and refused when it is not
// (sys.written-code). A shell's startup file (~/.bashrc, a file BASH_ENV
// names), which later shells run unchecked, is judged as it is written;
// and so is a file the input already ran, since a shell reads its script
// as it goes (bash s.sh & echo … >> s.sh).

// unjudged is code the input would run that the analysis cannot know:
// a file it writes with text only known at run time and then runs (or
// that a shell runs as it starts).
type unjudged struct {
	c    *Command
	path string
	why  string
	rule string // "" is sys.written-code
	fix  string // with rule; "" is bindFix
	// undecided: a new shell process runs the file (sh f, ./f, sh < f),
	// which a guarded-sh over /bin/sh checks as it starts; what runs in
	// the shell itself (. f) no guard sees.
	undecided bool
}

// noteWrites notes the files c writes other than by a redirection
// (noteWritten): with the text they will hold when one known file or text
// is copied there, else as unknown.
func (a *analyzer) noteWrites(c *Command) {
	if does(c, c.Name, roleCompiles) {
		a.builtProgram(c) // a program built: judged by its sources when run (ranBuilt)
		for _, d := range fsWrites(c) {
			if p, ok := a.env.Path(d); ok {
				a.shadows(c, p) // go build -o /usr/local/bin/sudo
			}
		}
		return
	}
	if c.Name == "mkfifo" {
		// mkfifo F (its options are mkdir's, -m MODE and -Z): a pipe
		// that holds whatever any process writes into it, as a file
		// written with text only known at run time (bash < F). It is
		// no output of mkfifo's, nor a write the rules judge.
		for _, f := range parseArgs(&mkdirSpec, c.Args).operands {
			if p, ok := a.env.Path(f); ok {
				if a.written == nil {
					a.written = map[string]string{}
					a.in.written = a.written
				}
				a.written[p] = unknownText
			}
		}
		return
	}
	if does(c, c.Name, roleQuiet) {
		// cat, ls, grep, echo: no option of theirs writes a file
		// (roleQuiet), so the search below finds none
		// (TestQuietToolsWriteNothing); what a redirection writes is
		// noteWritten's.
		return
	}
	// c's specs are worked out on c before it is copied: the copy holds
	// them as they are (the same name and words, specMemo.holds), and
	// the spec lookups of fsWrites on the copy (an interpreter's by its
	// subcommand, interpSpecOf) and of launchSpec after it on c are one
	// search of the spec index rather than two.
	specsOf(c)
	plain := *c
	plain.Redirs = nil
	dests := fsWrites(&plain)
	text := a.writeText(c, len(dests))
	if dir, ok := a.treeWritten(c); ok {
		a.wroteTree(c, dir, a.projectHistory(c))
		if c.Name == "cp" || c.Name == "rsync" || c.Name == "scp" {
			text = nil // cp -r src dst: a tree, or one file, of what src holds then
		}
	}
	known := a.scriptWrittenTexts(c)
	for _, d := range dests {
		if p, ok := a.copyDestPath(c, d); ok {
			if slices.ContainsFunc(known, func(k scriptWritten) bool { return k.path == p }) {
				continue // its text is known (below)
			}
			a.wrote(c, p, text, false)
		}
	}
	for _, k := range known {
		a.wrote(c, k.path, &k.text, k.appending)
	}
	if text, p, ok := a.pkgSet(c); ok {
		a.wrote(c, p, text, false) // npm pkg set scripts.NAME=CODE
	}
}

// copyDestPath returns the path d, a file c writes, names on this
// machine, and whether it is known (Env.Path); for rsync and scp, ~/PATH
// unexpanded is the place in the home their localhost:PATH names
// (shellDest), which no shell expanded.
func (a *analyzer) copyDestPath(c *Command, d Word) (string, bool) {
	if (c.Name == "rsync" || c.Name == "scp") && !d.Literal && a.env.Home != "" && (d.Value == "~" || strings.HasPrefix(d.Value, "~/")) && !strings.ContainsAny(d.Value, "$`") {
		return a.env.Path(Word{Value: homeWord(d.Value, a.env), Literal: true})
	}
	return a.env.Path(d)
}

// writeText returns the text the one file c writes will hold, when known:
// cp, mv, install and ln of one known file; tee and dd of known text; sed
// -i's substitutions in one known file.
func (a *analyzer) writeText(c *Command, dests int) *string {
	if dests != 1 {
		return nil
	}
	switch c.Name {
	case "cp", "mv", "install", "ln":
		p := copyArgs(c)
		ops := p.operands
		if _, t := p.copyTarget(); t || len(ops) != 2 {
			return nil
		}
		src := ops[0]
		if c.Name == "ln" && !strings.HasPrefix(src.Value, "/") {
			// A symbolic link's target is relative to the link's directory.
			src = Word{Value: path.Join(path.Dir(ops[1].Value), src.Value), Literal: src.Literal && ops[1].Literal}
		}
		if text, ok := a.fileText(src); ok {
			return &text
		}
	case "tee":
		return c.Stdin
	case "sed", "gsed":
		// sed -i 's/x/y/' Makefile: its substitutions applied to the
		// file as it is now (sedApply), all of it.
		p := parseArgs(&sedArgs, c.Args)
		if progs, files := programOf(&sedArgs, p); inPlace(p) && len(files) == 1 {
			if text, ok := a.fileText(files[0]); ok {
				if out, ok := sedApply(c, p, progs, text, true); ok {
					return &out
				}
			}
		}
	case "dd":
		for _, arg := range c.Args {
			if v, ok := strings.CutPrefix(arg.Value, "if="); ok {
				if text, ok := a.fileText(Word{Value: v, Literal: arg.Literal}); ok {
					return &text
				}
				return nil
			}
		}
		return c.Stdin
	}
	return nil
}

// A scriptWritten is a file an interpreter's one-liner writes with a
// string literal: its path, the text and whether it is added to.
type scriptWritten struct {
	path, text string
	appending  bool
}

// scriptWrite matches a one-liner's write of a string literal to a file
// named by one, the path, the mode (a: appended) and the string
// captured: Python's open(P, 'w').write(S) and Path(P).write_text(S),
// Node's fs.writeFileSync(P, S) and appendFileSync, Deno's
// writeTextFileSync, Ruby's File.write(P, S), PHP's
// file_put_contents(P, S).
var scriptWrite = &lazyRegexp{expr: `(?:open\(\s*['"]([^'"]+)['"]\s*,\s*['"]([wa])b?\+?['"]\s*\)\.write|Path\(\s*['"]([^'"]+)['"]\s*\)\.write_text|(?:write|(append))FileSync|(?:Deno\.)?writeTextFile(?:Sync)?|File\.write|file_put_contents)\(\s*(?:['"]([^'"]+)['"]\s*,\s*)?("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\)`}

// scriptWrittenTexts returns the files c, an interpreter's one-liner,
// writes with a string literal, as the text will be (scriptWrite),
// relative paths from the working directory: python3 -c
// 'open("r.sh", "w").write("…")' && sh r.sh runs what it wrote.
func (a *analyzer) scriptWrittenTexts(c *Command) []scriptWritten {
	if cmdInterpLang(c) == "" {
		return nil
	}
	_, code, ok := interpCode(c)
	if !ok || !strings.Contains(code, "rite") && !strings.Contains(code, "FileSync") && !strings.Contains(code, "put_contents") {
		return nil
	}
	var out []scriptWritten
	for _, m := range scriptWrite.get().FindAllStringSubmatch(code, 16) {
		name := m[1] + m[3] + m[5]
		if name == "" || strings.HasPrefix(name, "~") {
			continue // a path built otherwise (fsScriptWrites); ~ no function here expands
		}
		p, ok := a.env.Path(Word{Value: name, Literal: true})
		if !ok {
			continue
		}
		body := m[6][1 : len(m[6])-1]
		text := strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\\`, `\`, `\"`, `"`, `\'`, "'").Replace(body)
		out = append(out, scriptWritten{path: p, text: text, appending: m[2] == "a" || m[4] != ""})
	}
	return out
}

// wrote notes that c writes text (nil: only known at run time) to the file
// p, appending or not; a startup file, or a file the input already ran, is
// judged as the code it will then hold.
func (a *analyzer) wrote(c *Command, p string, text *string, appending bool) {
	if a.written == nil {
		a.written = map[string]string{}
		a.in.written = a.written
	}
	if c.Name == "ln" {
		a.linked(c, p)
	}
	name, p := p, a.real(p) // through a link, the file it points to is written
	a.shadows(c, name)
	if nullDevice(name) && nullDevice(p) {
		return // what is written there is gone: the file reads empty ever after
	}
	if text == nil && (c.Name == "cp" || c.Name == "mv" || c.Name == "install") {
		// jq '.x = true' f > t && mv t SETTINGS: the words that made t
		// are what lands in SETTINGS.
		if ops := copyArgs(c).operands; len(ops) == 2 {
			if src, ok := a.env.Path(ops[0]); ok && a.makers[src] != nil && agentInstructions(p) {
				m := a.makers[src]
				words := strings.Join(wordValues(m.Args), " ")
				for _, f := range m.Feeds {
					words += "\n" + strings.Join(wordValues(f.Args), " ")
				}
				if loosensFile(strings.ToLower(p), words) {
					a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "self.config", fix: agentInstructionsFix,
						why: "it puts over " + p + " what " + m.Name + " made of it, telling coding agents to act without their checks (approve everything, skip the hooks or the guard)"})
				}
			}
		}
	}
	if text == nil && does(c, c.Name, roleCopiesWhole) && editorSettings.match(strings.ToLower(p)) && !a.madeHere(c) {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "self.config", fix: editorSettingsFix, why: editorSettingsWhy(p)})
	}
	switch {
	case text == nil:
		a.written[p] = unknownText
		if c.Name != "cp" && c.Name != "mv" && c.Name != "install" {
			if a.makers == nil {
				a.makers = map[string]*Command{}
			}
			a.makers[p] = c
		}
	case appending:
		if a.written[p] != unknownText { // once unknown, it stays so
			a.written[p] += *text
		}
	default:
		a.written[p] = *text
	}
	if (a.inputrc(name) || a.inputrc(p)) && (text == nil || strings.Contains(*text, ":")) {
		// Readline's bindings: judged as bind's (readline.go).
		if text == nil || bindMacroLine.get().MatchString(*text) || strings.Contains(*text, "$include") {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.shell-input",
				why: "it writes " + p + ", whose key bindings may type or rewrite commands after the guard checked them"})
		}
	}
	if text != nil && agentInstructions(p) && loosensFile(strings.ToLower(p), *text) && len(instructionsLoosened(c, []Word{{Value: p}}, nil)) == 0 {
		// cp notes.md AGENTS.md, of a file whose text is known: what the
		// command's own words do not show.
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "self.config", fix: agentInstructionsFix,
			why: "it writes " + p + ", which coding agents read as standing instructions, telling them to act without their checks (approve everything, skip the hooks or the guard)"})
	}
	if text != nil && ciSecretsDump.match(*text) && ciWorkflow(p) {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "cred.env-dump", fix: ciSecretsFix,
			why: "it writes " + p + ", a CI workflow that turns every secret of the repository into one value (toJSON(secrets)): the next run prints or sends them all"})
	}
	if table, user := cronTable(p); table {
		// A cron table's entries run later, unchecked: each is judged as
		// it is written.
		if text == nil {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p,
				why: "it writes " + p + ", a cron table whose entries run later as code nobody checks, with text only known at run time"})
			return
		}
		why := hiddenPayload(*text, true)
		if why == "" && cronReboot.get().MatchString(*text) {
			why = "a job run at every boot (@reboot)"
		}
		if why != "" {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.persistence", fix: persistFix,
				why: "it writes " + why + " into " + p + ", a cron table, to run later by itself, unchecked"})
		}
		for _, cmd := range cronCommands(*text, user) {
			a.posix(cmd, lexer.Bash, append(append([]string(nil), c.Wrappers...), "written to "+p))
		}
		return
	}
	if text != nil && autoRunConfig(*text) {
		// An editor runs its tasks when the folder opens: each command
		// line of the file is judged as run.
		w := append(append([]string(nil), c.Wrappers...), "run when the folder opens: "+p)
		for _, line := range configStrings(*text) {
			if strings.ContainsAny(line, " \t") {
				a.posix(line, lexer.Bash, w)
			}
		}
	}
	if text != nil {
		// The kernel's settings, by file: a program it runs by itself.
		if why := kernelProgramWritten(p, *text); why != "" {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.persistence", fix: persistFix, why: why})
		}
	}
	if text == nil && does(c, c.Name, roleCopiesWhole) && !a.projectCopy(c, p) {
		// A package manager's configuration copied or fetched from a file
		// or place whose text is not known here: judged for the worst.
		if tool, _ := sourceConfig(p); tool != "" {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.package-source", fix: sourceFix,
				why: "it writes " + p + ", " + tool + "'s configuration, with text only known at run time: it may point every later install elsewhere"})
		}
	}
	if text != nil {
		// A package manager's configuration: where its installs come
		// from, and the programs it runs around its own (pkgsource.go).
		if v := sourceWritten(p, *text); v != "" {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.package-source", fix: sourceFix, why: sourceWhy("writing "+p, v)})
		} else if why := programWritten(p, *text); why != "" {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.persistence", fix: persistFix, why: why})
		}
		if run := yarnPathRun(p, *text); run != "" {
			// yarnPath: F: every later yarn is node F, judged as run
			// from here on (a file this input downloaded).
			a.posix(run, lexer.Bash, append(append([]string(nil), c.Wrappers...), "yarnPath of "+p))
		}
	}
	if kind := hookConfig(a.env.Home, p); kind != "" {
		a.hookWritten(c, p, kind, text)
		return
	}
	if text != nil && miseConfig(p) {
		if n := loadedSwitchOff(*text, "env"); n != "" {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "self.env", fix: "leave " + n + " as it is; if a check is in the way, ask the user",
				why: "it writes " + p + ", whose [env] mise loads into every later shell, turning " + n + " off: the guard, hook, sandbox or approval it names"})
		}
	} else if text != nil && isDotenv(path.Base(p)) && path.Base(p) != ".envrc" { // .envrc: bash code, judged as a startup file
		// A .env file: the programs started in its directory load its
		// lines into their environment (aider's AIDER_*, Gemini CLI's
		// .gemini/.env, every dotenv loader).
		if n := loadedSwitchOff(*text, ""); n != "" {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "self.env", fix: "leave " + n + " as it is; if a check is in the way, ask the user",
				why: "it writes " + p + ", a .env file the programs started here (coding agents among them) load into their environment, turning " + n + " off: the guard, hook, sandbox or approval it names"})
		}
	}
	startup := a.startupFile(name) || a.startupFile(p) || cronScript(p)
	if !startup && !a.ran[p] && !a.ran[name] {
		return
	}
	if text == nil {
		why := "it writes " + p + ", which it already runs, with text only known at run time"
		if startup {
			why = "it writes " + p + ", which runs later as code nobody checks (a shell's startup file or a git hook), with text only known at run time"
		}
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, why: why})
		return
	}
	// A git hook that posts to a URL (a chat notice after a push) is a
	// project's; a shell's startup file reporting each session is not.
	hook := path.Base(path.Dir(p)) == "hooks"
	if why := startupPayload(*text, !hook); startup && why != "" {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.persistence", fix: persistFix,
			why: "it writes " + why + " into " + p + ", which runs at every later shell or git command, unchecked"})
	}
	a.posix(*text, lexer.Bash, append(append([]string(nil), c.Wrappers...), "written to "+p))
}

// madeHere reports whether the file c copies or moves (cp, mv, install
// SRC DEST) is one this input made with a command of its own (a.makers:
// jq … > t && mv t DEST), whose words are judged instead.
func (a *analyzer) madeHere(c *Command) bool {
	ops := copyArgs(c).operands
	if len(ops) != 2 {
		return false
	}
	src, ok := a.env.Path(ops[0])
	return ok && a.makers[src] != nil
}

// editorSettingsWhy is why a file of unknown text put over an editor's
// user settings (editorSettings) is refused, and editorSettingsFix what
// to do instead.
func editorSettingsWhy(p string) string {
	return "it puts a file whose text is not known here over " + p + ", an editor's user settings, whose keys its coding agents obey (what they run without asking, their MCP servers)"
}

const editorSettingsFix = "change the one setting you need in place, with its key and value in the command (`jq '.\"editor.tabSize\" = 2' settings.json | sponge settings.json`), so that what it writes can be read"

// cronReboot matches a cron entry run at every boot: what a service
// manager's unit would do, started by cron instead.
var cronReboot = &lazyRegexp{expr: `(?m)^\s*@reboot\s`}

// cronTable reports whether p is a table cron reads its jobs from, and
// whether its entries name a user (the system tables /etc/crontab and
// /etc/cron.d/*; the users' tables under /var/spool/cron do not).
func cronTable(p string) (table, user bool) {
	switch {
	case p == "/etc/crontab" || path.Dir(p) == "/etc/cron.d":
		return true, true
	case strings.HasPrefix(p, "/var/spool/cron/"):
		return true, false
	}
	return false, false
}

// cronScript reports whether p is a script cron runs as it is
// (/etc/cron.daily/NAME and the other run-parts directories).
func cronScript(p string) bool {
	switch path.Dir(p) {
	case "/etc/cron.hourly", "/etc/cron.daily", "/etc/cron.weekly", "/etc/cron.monthly":
		return true
	}
	return false
}

// treeWritten returns the directory c writes files into without naming
// them: tar x (-C DIR, else the working directory), unzip (-d), cpio -i,
// 7z x, rsync, cp -r and scp -r (the destination on this machine), git
// clone (the new directory).
func (a *analyzer) treeWritten(c *Command) (string, bool) {
	cwd := Word{Value: ".", Literal: true}
	var dir Word
	switch c.Name {
	case "tar", "bsdtar", "gtar", "unzip", "cpio", "7z", "7za", "7zr", "7zz":
		d, ok := extractedInto(c)
		if !ok {
			return "", false
		}
		dir = d
	case "cp", "rsync", "scp":
		recursive := c.Name == "rsync"
		switch {
		case recursive:
			// rsync -an only lists what it would write: no
			// destination (fsDests).
		case c.Name == "scp":
			recursive = copyArgs(c).has("-r")
		default:
			recursive = copyArgs(c).has("-r", "-R", "-a", "--recursive", "--archive")
		}
		dests := fsDests(c)
		if !recursive || len(dests) == 0 {
			return "", false
		}
		dir = dests[len(dests)-1]
		if p, ok := a.copyDestPath(c, dir); ok && !dir.Literal && strings.HasPrefix(dir.Value, "~") {
			// scp -r dist/ localhost: writes ~/dist; the home is a
			// directory, whatever its word ends with.
			if dir.Value == "~" || strings.HasSuffix(dir.Value, "/") {
				p += "/"
			}
			dir = Word{Value: p, Literal: true}
		}
		if sub, ok := copiedInto(c, dir); ok {
			dir = Word{Value: sub, Literal: true}
		}
	case "patch":
		dir = cwd
		if d, ok := parseArgs(&patchSpec, c.Args).valueWord("-d", "--directory"); ok {
			dir = d
		}
	case "git":
		sub, rest := gitSub(c)
		if gitElsewhere(c.Args) {
			return "", false // git -C DIR: another tree, its operands DIR's
		}
		if gitTreeWriters.has(sub) && !(sub == "stash" && (len(rest) == 0 || rest[0].Value != "pop" && rest[0].Value != "apply")) {
			root := a.env.Project
			if a.env.Dir != "" {
				root = projectRoot(a.env.Dir) // cd ~/.fzf && git pull: the repository the cd moved to
			}
			dir = Word{Value: root, Literal: root != ""}
			break // the working tree, changed to what a commit or patch holds
		}
		if sub != "clone" || len(rest) == 0 {
			return "", false
		}
		ops := parseArgs(gitSubSpec("clone"), rest).operands
		switch len(ops) {
		case 1:
			dir = Word{Value: strings.TrimSuffix(path.Base(strings.TrimSuffix(ops[0].Value, "/")), ".git"), Literal: ops[0].Literal}
		case 2:
			dir = ops[1]
		default:
			return "", false
		}
	default:
		d, ok := Word{}, false
		if unpackerOf(c) != nil {
			d, ok = extractedInto(c) // ditto -x -k A.zip DIR, jar xf A.jar
		}
		if !ok {
			return "", false
		}
		dir = d
	}
	p, ok := a.env.Path(dir)
	if !ok && freshTemp(dir) {
		return "", false // a fresh temporary directory: nothing there runs
	}
	if !ok && a.envTreeTail(dir) {
		// rsync -a results/ $SCRATCH/proj/results/: below the user's
		// own place, no startup file there; a file run from it later
		// is one written with text only known at run time
		// (followFile), on this machine or a remote one alike: the
		// key is text, no file of this machine's.
		a.writtenDirs = append(a.writtenDirs, envTreeKey(dir.Value))
		return "", false
	}
	if !ok {
		if p, ok := a.env.pathBelow(dir); ok {
			return p, true // backup/site-$(date +%F)/: a new name below backup/
		}
		return "/", true // somewhere only known at run time: anywhere
	}
	return p, true
}

// envTreeRe matches a directory named below a variable: $NAME or
// ${NAME}, then literal names.
var envTreeRe = &lazyRegexp{expr: `^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?((?:/[^/$` + "`" + `*?\[\]{}~\\]+)+)/?$`}

// sysTopDirs are the directories at the root of a system's file
// system: a tree named below a variable by one of them (an empty
// variable, or /) is the system's. codeDirs are directories whose files
// run later as code: programs, libraries, a hook manager's, a shell
// framework's plugins, Python's packages (its .pth files run at every
// start), a service manager's units; a NAME.d directory is read whole by
// the program it configures (cron.d, sudoers.d, conf.d, init.d);
// Windows' Startup folder runs what is in it at logon.
var (
	sysTopDirs = set{"applications", "bin", "boot", "etc", "lib", "lib32", "lib64", "libexec", "library", "opt", "private", "root", "sbin", "srv", "system", "usr", "var"}
	codeDirs   = set{"autostart", "bin", "custom", "dist-packages", "git-hooks", "githooks", "hooks", "launchagents", "launchdaemons", "libexec", "plugin", "plugins", "sbin", "site-packages", "startup", "systemd"}
)

// envTreeKey returns a path below a variable written as $NAME/…, the
// braces of ${NAME} dropped, so that a tree written there and a file
// run from it compare as text (writtenDirs): "" for any other word.
func envTreeKey(v string) string {
	m := envTreeRe.get().FindStringSubmatch(v)
	if m == nil {
		return ""
	}
	return "$" + m[1] + strings.TrimSuffix(m[2], "/")
}

// envTreeTail reports whether dir, a directory only known at run time,
// is two or more literal names below a variable of the user's
// environment ($SCRATCH/proj/results, ${WORK}/runs/42): one no command
// of the session set (the state knows those) and that names no
// configuration or home (XDG_CONFIG_HOME, CODEX_HOME, ZDOTDIR), so a
// place of the user's own, a scratch or work file system's. The tree
// lands in a directory with those names, which no startup place, the
// guard's configuration, an agent's configuration or a file already
// run has on its path unless the names are a run of that path's
// (etc/profile.d, home/NAME): those stay anywhere, as do names that
// begin at the system's root (sysTopDirs) or name a directory of code
// (codeDirs). A hidden name or a climb is never judged so.
func (a *analyzer) envTreeTail(dir Word) bool {
	if dir.Literal || dir.Computed {
		return false
	}
	m := envTreeRe.get().FindStringSubmatch(dir.Value)
	if m == nil {
		return false
	}
	name := m[1]
	up := strings.ToUpper(name)
	if slices.ContainsFunc(a.in.Commands, func(c *Command) bool {
		return c.Dynamic || c.Is("source", ".") || len(c.Wrappers) > 0 && c.Wrappers[len(c.Wrappers)-1] == "eval"
	}) {
		return false // eval "$X", . ./env.sh: anything may be set
	}
	if _, set := a.vars[name]; set || a.touched[name] || a.anything || a.underUnknown(name) || a.isComputed(name) || strings.Contains(up, "HOME") || strings.Contains(up, "CONF") || strings.Contains(up, "CFG") || strings.Contains(up, "ZSH") ||
		strings.HasPrefix(up, "XDG_") || up == "ZDOTDIR" || up == "ENV" || up == "BASH_ENV" || up == "APPDATA" || up == "LOCALAPPDATA" || up == "USERPROFILE" || up == "PROFILE" {
		return false
	}
	tail := strings.Split(strings.Trim(m[2], "/"), "/")
	if len(tail) < 2 || agentTree(m[2]) {
		return false
	}
	if sysTopDirs.has(strings.ToLower(tail[0])) {
		return false // $X/etc/cron.d, $X/usr/local/bin: the variable may be empty, the tree the system's
	}
	for _, t := range tail {
		if t == "" || strings.HasPrefix(t, ".") || strings.EqualFold(t, "guarded-sh") {
			return false // hidden, or in the guard's configuration (/etc/guarded-sh/…)
		}
		if lt := strings.ToLower(t); codeDirs.has(lt) || strings.HasSuffix(lt, ".d") {
			return false // $X/proj/githooks, $X/zsh/custom/plugins, $V/lib/site-packages, $X/a/conf.d: files there run later
		}
		if _, ok := agentDirs.get("." + strings.ToLower(t)); ok {
			return false // $X/opencode/agent: an agent's folder as ~/.config names it, without the dot
		}
	}
	if k := len(tail); strings.EqualFold(tail[k-2], "home") || strings.EqualFold(tail[k-2], "users") {
		return false // $X/home/NAME: a home
	}
	// fish's conf.d and bash-completion's directory hold code shells
	// source as they start too.
	places := append(a.startupPlaces(), guardConfigDirs(a.env)...)
	places = append(places, "/etc/fish/conf.d", "/etc/bash_completion.d", "/usr/share/bash-completion/completions")
	if a.env.Home != "" {
		places = append(places, a.env.Home+"/.config/fish/conf.d")
	}
	for p := range a.ran {
		places = append(places, p)
	}
	for _, p := range places {
		parts := strings.Split(strings.Trim(p, "/"), "/")
		for j := len(tail); j <= len(parts); j++ {
			if slices.EqualFunc(parts[j-len(tail):j], tail, strings.EqualFold) {
				return false
			}
		}
	}
	return true
}

// copiedInto returns the directory a recursive copy of one named directory
// makes inside an existing destination directory (cp -r dotfiles/nvim
// ~/.config/ writes ~/.config/nvim), when that is known: one literal
// source whose contents are not what is copied (rsync's src/, cp's src/.).
func copiedInto(c *Command, dest Word) (string, bool) {
	var ops []Word
	if c.Name == "rsync" {
		ops = parseArgs(&rsyncSpec, c.Args).operands
	} else {
		ops = copyArgs(c).operands
	}
	if len(ops) != 2 || !ops[0].Literal || !dest.Literal {
		return "", false
	}
	src := ops[0].Value
	contents := strings.HasSuffix(src, "/.") || c.Name == "rsync" && strings.HasSuffix(src, "/")
	base := path.Base(src)
	if contents || base == "." || base == ".." || base == "/" || strings.ContainsAny(base, "*?[") {
		return "", false
	}
	if fi, err := os.Stat(dest.Value); !strings.HasSuffix(dest.Value, "/") && (err != nil || !fi.IsDir()) {
		return "", false // cp -r src new: the destination is the copy
	}
	return path.Join(dest.Value, base), true
}

// wroteTree notes that c writes files under dir without naming them: each
// is unknown text, and startup files or files already run among them
// cannot be judged. own says the files are the project's own code
// (projectHistory): noted apart, in ownDirs.
func (a *analyzer) wroteTree(c *Command, dir string, own bool) {
	switch {
	case a.remote != 0:
		// ssh HOST 'git pull && make': the tree is written there, where
		// the guard reads no file, and this machine's are as they were;
		// its startup files and configurations are judged all the same.
	case own:
		a.ownDirs = append(a.ownDirs, dir)
	default:
		a.writtenDirs = append(a.writtenDirs, dir)
	}
	if a.startupUnder(dir) {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: dir,
			why: "it writes files it does not name into " + dir + ", where shells find the files they run as they start"})
		return
	}
	if place, ok := configUnder(a.env, dir); ok {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: dir, rule: "self.config", fix: selfConfigFix,
			why: "it writes files it does not name into " + dir + ", which can put a looser configuration at " + place + " for every later guarded-sh"})
		return
	}
	if agentTree(dir) {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: dir, rule: "self.config", fix: agentSettingsFix,
			why: "it writes files it does not name into " + dir + ", an agent's configuration: its settings, hooks, skills or commands, which it then follows unchecked"})
		return
	}
	for _, p := range slices.Sorted(maps.Keys(a.ran)) { // the same file named at every check
		if fsUnder(p, dir) && a.remote == 0 {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p,
				why: "it writes files it does not name into " + dir + ", over " + p + ", which it already runs"})
			return
		}
	}
}

// configUnder returns the place guarded-sh reads its configuration from
// that a tree written into dir can create or replace: dir is inside it,
// or above it (tar -C ~/.config -xf t.tar, whose members may start with
// guarded-sh/); the project's own file when the project has one and dir
// is the project root.
func configUnder(env *Env, dir string) (string, bool) {
	for _, place := range guardConfigDirs(env) {
		if fsUnder(dir, place) || fsUnder(place, dir) {
			return place, true
		}
	}
	if env.Project != "" && dir == env.Project {
		if f := env.Project + "/" + ProjectConfigName; exists(f) {
			return f, true
		}
	}
	return "", false
}

// exists reports whether a file is at p.
func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// inWrittenTree reports whether p is under a directory the input writes
// files into without naming them, and was not named since: the
// project's own history checked out there too (ownDirs), since a file
// the guard reads before it runs it (a script, bash s.sh, ./s.sh, an
// interpreter's program) is judged by what it holds when typed alone
// after the pull, and here what it will hold is not known.
func (a *analyzer) inWrittenTree(p string) bool {
	return a.inForeignTree(p) || slices.ContainsFunc(a.ownDirs, func(d string) bool { return fsUnder(p, d) })
}

// inForeignTree reports whether p is under a directory the input writes
// files into without naming them from anywhere but the project's own
// history (projectHistory): a file a build tool reads whole as the
// project's code (package.json's scripts, a makefile, a module) is
// judged as code only known at run time there, and as the project's
// own after git pull or git checkout, as it is when run alone after.
func (a *analyzer) inForeignTree(p string) bool {
	return slices.ContainsFunc(a.writtenDirs, func(d string) bool { return fsUnder(p, d) })
}

// stdinWritten notes a shell or interpreter c reading its program from a
// file the input wrote with text only known at run time (bash < f).
func (a *analyzer) stdinWritten(c *Command) {
	for _, r := range c.Redirs {
		if r.Op != "<" || r.Fd != "" && r.Fd != "0" || !r.Target.Literal {
			continue
		}
		p, ok := a.env.Path(r.Target)
		if !ok {
			continue
		}
		if text, found := a.writtenText(p); found && text == unknownText || !found && a.inWrittenTree(p) {
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, undecided: true,
				why: "it runs " + p + " after writing it with text only known at run time"})
		}
	}
}

// real returns the file the path p reaches: through the symbolic links the
// input made (ln -s), then those on disk (of p, or of its directory when p
// is not there yet).
func (a *analyzer) real(p string) string {
	for hops := 0; hops < 8; hops++ {
		t, ok := a.links[p]
		if !ok {
			t, ok = a.underLink(p) // ln -s /etc c; > c/cron.d/job
		}
		if !ok {
			break
		}
		p = t
	}
	if r, ok := a.onDisk[p]; ok {
		return r
	}
	r := p
	if d, err := filepath.EvalSymlinks(p); err == nil {
		r = d
	} else if d, err := filepath.EvalSymlinks(path.Dir(p)); err == nil {
		r = path.Join(d, path.Base(p))
	}
	// Once per path and input: 2>/dev/null on every line of 10 KiB cost
	// its check 128 stat calls (strace, scripts/bench.sh's check 10 KiB).
	if a.onDisk == nil {
		a.onDisk = map[string]string{}
	}
	a.onDisk[p] = r
	return r
}

// underLink returns p, a path under a directory the input linked (a
// symbolic link or a bind mount), as the path it reaches in the target.
func (a *analyzer) underLink(p string) (string, bool) {
	for l, t := range a.links {
		if rest, ok := strings.CutPrefix(p, l); ok && strings.HasPrefix(rest, "/") {
			return t + rest, true
		}
	}
	return "", false
}

// linked notes the symbolic link ln c makes at p, to the file it names.
func (a *analyzer) linked(c *Command, p string) {
	args := copyArgs(c)
	ops := args.operands
	if !args.has("-s", "--symbolic") || len(ops) != 2 || !ops[0].Literal {
		return
	}
	t := ops[0].Value
	if !strings.HasPrefix(t, "/") {
		t = path.Join(path.Dir(p), t)
	}
	if a.links == nil {
		a.links = map[string]string{}
	}
	a.links[p] = path.Clean(t)
	if a.in.linkNames == nil {
		a.in.linkNames = map[string]bool{}
	}
	a.in.linkNames[p] = true
}

// writtenText returns what the input wrote to the file p reaches, if it
// wrote it.
func (a *analyzer) writtenText(p string) (string, bool) {
	if text, ok := a.written[p]; ok {
		return text, true
	}
	text, ok := a.written[a.real(p)]
	return text, ok
}

// writtenMatching returns the files the input wrote whose paths match
// the pattern pat (path.Match: rakelib/*.rake), sorted.
func (a *analyzer) writtenMatching(pat string) []string {
	var out []string
	for p, text := range a.written {
		if m, _ := path.Match(pat, p); m && text != unknownText {
			out = append(out, p)
		}
	}
	slices.Sort(out) // the map's order is not the input's
	return out
}

// gitTreeWriters are the git subcommands that rewrite files of the
// working tree with what a commit, a stash or a patch holds.
var gitTreeWriters = set{"am", "apply", "checkout", "cherry-pick", "merge", "pull", "rebase", "reset", "restore", "revert", "stash", "switch"}

// projectHistory reports whether c, a git command that rewrites the
// working tree (gitTreeWriters), writes it from the project's own
// history: its commits, branches and stashes, or what its configured
// remotes hold (git pull, git pull origin main, git checkout other,
// git rebase origin/main). The tree's files are then the project's own
// code, as they are to the next command typed alone after the pull,
// which the guard lets run the project's package.json scripts and
// makefile unread. Not so for a patch (git am, git apply), nor when
// the input brings in code from elsewhere (gitElsewhere): the tree may
// then hold a stranger's code.
func (a *analyzer) projectHistory(c *Command) bool {
	if sub, _ := gitSub(c); !gitTreeWriters.has(sub) || sub == "am" || sub == "apply" {
		return false
	}
	return !gitFromElsewhere(c) && !slices.ContainsFunc(a.in.Commands, gitFromElsewhere)
}

// gitFromElsewhere reports whether c may bring into the repository
// commits from outside the project's configured remotes: a pull or
// fetch from a URL or a path (git pull https://x/y.git, git fetch
// ../other), a remote added, renamed or pointed elsewhere (git remote
// add, set-url; git config remote.* or url.*, also as git -c), or git's
// environment set (GIT_DIR, GIT_CONFIG_*), in an assignment or as a
// word (export, env).
func gitFromElsewhere(c *Command) bool {
	gitVar := func(v string) bool { return strings.HasPrefix(v, "GIT_") && strings.Contains(v, "=") }
	if slices.ContainsFunc(c.Assigns, gitVar) || slices.ContainsFunc(c.Args, func(w Word) bool { return gitVar(w.Value) }) {
		return true
	}
	if !isGit(c) {
		return false
	}
	sub, rest, config := gitSplit(c.Args)
	redirects := func(k string) bool {
		k = strings.ToLower(k)
		return strings.HasPrefix(k, "remote.") || strings.HasPrefix(k, "url.") || strings.HasPrefix(k, "include")
	}
	for k := range config {
		if redirects(k) {
			return true
		}
	}
	switch sub {
	case "remote":
		return len(rest) > 0 && (rest[0].Value == "add" || rest[0].Value == "rename" || rest[0].Value == "set-url" || !rest[0].Literal)
	case "config":
		return slices.ContainsFunc(rest, func(w Word) bool { return redirects(w.Value) || !w.Literal })
	case "pull", "fetch":
		f := gitOptions(sub, rest)
		for i, op := range f.operands {
			if i > 0 && !f.has(0, "--multiple", 0) {
				break // refspecs after the repository
			}
			if !op.Literal || op.Value != "." && !gitRemoteName.get().MatchString(op.Value) {
				return true
			}
		}
	}
	return false
}

// gitRemoteName matches a name a configured remote goes by (origin,
// upstream): no URL, path or host:path.
var gitRemoteName = &lazyRegexp{expr: `^[A-Za-z0-9_][A-Za-z0-9_-]*$`}

// writtenCodeFix is the fix for sys.written-code.
const writtenCodeFix = "write the file in one command and run it in the next, so the guard reads what it holds then; or run the commands themselves instead of a file"

// coreTools are the programs the guard and the agent trust by name: the
// shells, git, the privilege and remote-access tools, the downloaders.
var coreTools = set{"bash", "cmd", "curl", "doas", "env", "git", "guarded-sh", "powershell", "pwsh", "scp", "sh", "ssh", "su", "sudo", "wget", "zsh"}

// shadowedTool returns the core tool whose name p, a file in a directory
// of the command path (bin directories, WindowsApps, System32), takes:
// "" when none.
func shadowedTool(p string) string {
	q := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	dir, base := path.Dir(q), strings.TrimSuffix(path.Base(q), ".exe")
	if !coreTools.has(base) {
		return ""
	}
	onPath := strings.HasSuffix(dir, "/bin") || strings.HasSuffix(dir, "/sbin") || strings.HasSuffix(dir, "/microsoft/windowsapps") || strings.HasSuffix(dir, "/windows/system32") || strings.HasSuffix(dir, "/.cargo/bin") || strings.HasSuffix(dir, "/go/bin")
	if !onPath {
		return ""
	}
	return base
}

// shadows notes c writing p when p takes a core tool's name on the
// command path (shadowedTool).
func (a *analyzer) shadows(c *Command, p string) {
	if tool := shadowedTool(p); tool != "" {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "self.config", fix: shadowFix(tool), why: shadowWhy(p, tool)})
	}
}

// shadowWhy and shadowFix are the reason and the fix of a core tool's
// name taken on the command path.
func shadowWhy(p, tool string) string {
	return "it writes " + p + ", a file on the command path under the name of " + tool + ": every later " + tool + " runs it, a program the guard never read, in the trusted one's place"
}

func shadowFix(tool string) string {
	return "install the program under its own name, or run it by its own path (`./build/tool`); leave " + tool + " as the system has it"
}

// projectCopy reports whether c copies a file of the project that this
// input did not write into p, a file of the project too (cp
// .npmrc.example .npmrc): the project's own text, judged when it is on
// disk (fileText) and copied from nowhere when it is not.
func (a *analyzer) projectCopy(c *Command, p string) bool {
	if c.Name != "cp" && c.Name != "install" {
		return false
	}
	ops := copyArgs(c).operands
	if len(ops) != 2 || !ops[0].Literal {
		return false
	}
	src, ok := a.env.Path(ops[0])
	proj := a.env.Project
	if !ok || proj == "" || proj == "/" || proj == a.env.Home || !fsUnder(src, proj) || !fsUnder(p, proj) || strings.Contains(ops[0].Value, "..") {
		return false
	}
	_, written := a.writtenText(src)
	return !written && !a.inWrittenTree(src)
}

// extractedInto returns the directory an archiver extracts into: tar x
// (-C DIR, else the working directory), unzip (-d), cpio -i (-D), 7z x
// and e (-oDIR); not when it only lists, tests or prints.
func extractedInto(c *Command) (Word, bool) {
	cwd := Word{Value: ".", Literal: true}
	var dir Word
	switch c.Name {
	case "tar", "bsdtar", "gtar":
		p := parseArgs(&tarSpec, c.Args)
		// tar xzf a.tgz: the old style, a first word of letters without a dash.
		old := len(c.Args) > 0 && !strings.HasPrefix(c.Args[0].Value, "-") && strings.ContainsRune(c.Args[0].Value, 'x')
		if !old && !p.has("-x", "--extract", "--get") {
			return Word{}, false
		}
		dir = cwd
		if d, ok := p.valueWord("-C", "--directory"); ok {
			dir = d
		}
		if p.has("-P", "--absolute-names") || old && strings.ContainsRune(c.Args[0].Value, 'P') {
			// Names kept absolute are written where they point: from
			// the root at worst, whatever -C says.
			dir = Word{Value: "/", Literal: true}
		}
	case "unzip":
		p := parseArgs(&unzipSpec, c.Args)
		if p.has("-l", "-t", "-p", "-Z", "-v") {
			return Word{}, false // lists, tests, prints
		}
		dir = cwd
		if d, ok := p.valueWord("-d"); ok {
			dir = d
		}
	case "cpio":
		p := parseArgs(&cpioSpec, c.Args)
		if !p.has("-i", "--extract") || p.has("-t", "--list") {
			return Word{}, false // cpio -it only lists
		}
		dir = cwd
		if d, ok := p.valueWord("-D", "--directory"); ok {
			dir = d
		}
	case "7z", "7za", "7zr", "7zz":
		if len(c.Args) == 0 || c.Args[0].Value != "x" && c.Args[0].Value != "e" {
			return Word{}, false
		}
		dir = cwd
		for _, arg := range c.Args {
			if o, ok := strings.CutPrefix(arg.Value, "-o"); ok {
				dir = Word{Value: o, Literal: arg.Literal}
			}
		}
	default:
		if u := unpackerOf(c); u != nil {
			d, _, ok := u.unpacked(c)
			return d, ok
		}
		return Word{}, false
	}
	return dir, true
}

// ciSecretsDump matches a GitHub Actions expression that holds the whole
// secrets context, not one secret of it: toJSON(secrets), join(secrets,
// …), format('{0}', secrets), ${{ secrets }}. A workflow runs it on the
// forge with every secret the repository has, which no mask in the log
// keeps together.
var ciSecretsDump = &lazyRegexp{expr: `(?i)\b(?:tojson|join|format)\s*\([^)]*\bsecrets(?:\.\*)?\s*[,)]|\$\{\{\s*secrets\s*\}\}`, words: []string{"secrets"}}

// ciWorkflow reports whether p is a workflow of GitHub Actions or of the
// forges that run its format (Gitea, Forgejo), or a composite action.
func ciWorkflow(p string) bool {
	p = strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	ext := path.Ext(p)
	return (ext == ".yml" || ext == ".yaml") && (strings.Contains(p, ".github/workflows/") || strings.Contains(p, ".gitea/workflows/") ||
		strings.Contains(p, ".forgejo/workflows/") || strings.Contains(p, ".github/actions/"))
}

const ciSecretsFix = "give each step only the secret it needs, by its name, in that step's env"
