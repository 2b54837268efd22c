package policy

import (
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/pattern"
	"mvdan.cc/sh/v3/syntax"
)

// The self rules: switching the guard off. They judge posix-family
// commands; reading the configuration stays allowed.
//
// Protected files: /etc/guarded-sh/…, ~/.config/guarded-sh/… (and under
// $XDG_CONFIG_HOME), any .guarded-sh.toml, the audit logs
// (/var/log/guarded-sh/…, ~/.local/state/guarded-sh/…), a guarded-sh
// executable outside the project and /tmp (a build of guarded-sh inside
// its own project is fine), /bin/sh with the real shell kept beside it as
// /bin/sh.distrib, since install.sh puts guarded-sh there, and the agent
// harness's settings, which install guarded-sh as a hook (agentSettings).

// selfFile says whether p is one of guarded-sh's own files, and what.
func selfFile(env *Env, p string) (string, bool) {
	base := path.Base(p)
	switch {
	case fsUnder(p, "/etc/guarded-sh"):
		return "guarded-sh's system configuration", true
	case base == ".guarded-sh.toml":
		return "the project's guarded-sh configuration", true
	case fsUnder(p, "/var/log/guarded-sh"):
		return "guarded-sh's audit log", true
	case p == "/bin/sh" || p == "/usr/bin/sh" || strings.HasPrefix(base, "sh.distrib") || strings.HasPrefix(base, "sh.guarded-sh"):
		return "/bin/sh, which guarded-sh stands in front of", true
	case strings.HasSuffix(path.Dir(p), "/lib/"+selfName) || strings.Contains(p, "/lib/"+selfName+"/"):
		// /usr/local/lib/guarded-sh/bash, the link a harness that picks
		// its shell by name runs (docs/harnesses.md), and what install.sh
		// keeps in /var/lib/guarded-sh to undo itself.
		return "guarded-sh's links named after the shells, which harnesses run as their shell", true
	case p == "/etc/shells":
		// chsh lets a user pick only a shell listed there: written, a
		// login shell around guarded-sh can be picked, or the guard's
		// own refused at login.
		return "/etc/shells, the list of login shells chsh accepts", true
	case agentSettings(p):
		return "the agent's settings, where guarded-sh is installed as a hook", true
	case base == ".git" && projectMarkerIs(env, p):
		return "the .git that marks the project root, by which guarded-sh finds the project's rules", true
	case agentDir(base) && (path.Dir(p) == env.Home || path.Dir(p) == env.Project || path.Dir(p) == env.Cwd):
		// .claude, .cursor (hooks.json), .gemini, .codex: an agent's
		// configuration directory as a whole, its hooks among it.
		return "the agent's settings directory, where guarded-sh is installed as a hook", true
	}
	dirs := map[string]string{}
	if env.Home != "" {
		dirs[env.Home+"/.config/guarded-sh"] = "guarded-sh's user configuration"
		dirs[env.Home+"/.local/state/guarded-sh"] = "guarded-sh's audit log"
	}
	if x := env.getenv("XDG_CONFIG_HOME"); strings.HasPrefix(x, "/") {
		dirs[path.Clean(x)+"/guarded-sh"] = "guarded-sh's user configuration"
	}
	if x := env.getenv("XDG_STATE_HOME"); strings.HasPrefix(x, "/") {
		dirs[path.Clean(x)+"/guarded-sh"] = "guarded-sh's audit log"
	}
	if x := env.getenv("GUARDED_SH_AUDIT"); strings.HasPrefix(x, "/") && path.Clean(x) == p {
		return "guarded-sh's audit log", true
	}
	for d, what := range dirs {
		if fsUnder(p, d) {
			return what, true
		}
	}
	if base == "policy.toml" && path.Base(path.Dir(p)) == "guarded-sh" {
		// Wherever it is: XDG_CONFIG_HOME or HOME can point guarded-sh at it.
		return "a guarded-sh user configuration (XDG_CONFIG_HOME or HOME can point guarded-sh at it)", true
	}
	if base == "guarded-sh" || strings.HasPrefix(base, "guarded-sh.") {
		inProject := env.Project != "" && env.Project != "/" && fsUnder(p, env.Project)
		if !inProject && !fsUnder(p, "/tmp") && !strings.HasPrefix(p, "/tmp/") {
			return "the guarded-sh executable", true
		}
	}
	return "", false
}

// agentSettings reports whether p is an agent harness's settings file,
// where guarded-sh --guard hook is installed and its permissions are set:
// Claude Code's .claude/settings.json and settings.local.json, in a
// project or the home directory, and its managed settings.
// Names are compared ignoring case: on macOS and Windows .Claude/Settings.json
// is the same file.
func agentSettings(p string) bool {
	if agentConfig(p) || managedAgentSettings(p) {
		return true // any agent's settings, hooks, skills, commands (self_agents.go)
	}
	p = strings.ToLower(p)
	switch path.Base(p) {
	case "settings.json", "settings.local.json":
		return path.Base(path.Dir(p)) == ".claude"
	case "managed-settings.json":
		return path.Dir(p) == "/etc/claude-code" || path.Dir(p) == "/library/application support/claudecode"
	}
	return false
}

// agentDir reports whether base names one of agentDirs, an agent's
// configuration directory (.claude, .cursor), in any case.
func agentDir(base string) bool {
	_, ok := agentDirs.get(strings.ToLower(base))
	return ok
}

// selfFix is the fix for writing the file p of selfFile.
func selfFix(p string) string {
	if agentSettings(p) || agentDir(path.Base(p)) {
		return agentSettingsFix
	}
	return selfConfigFix
}

const agentSettingsFix = "the agent's settings (its permissions and hooks) are for a human to change; read them with `cat .claude/settings.json`, and if something is in the way, say what and why"

// writeOpen matches a one-liner opening a file to write it: open(…, "w"),
// "a", "x", "r+", fs.openSync(…, "w").
var writeOpen = &lazyRegexp{expr: `open(Sync)?\([^)]*,\s*["'][rwabxt]*[wax+]`}

const selfConfigFix = "guarded-sh's configuration, binary and log are for a human to change; read the configuration with `cat /etc/guarded-sh/policy.toml`, and if a rule is in the way, say which and why"

func selfCommand(ctx *Context, c *Command) []Finding {
	if !c.Grammar.IsPosix() {
		return nil
	}
	if f := selfClass(c); f != nil {
		return f
	}
	out := selfCommandIn(ctx, c)
	// cd earlier in the input moves where relative paths point, as for
	// the fs rules (cd /etc/guarded-sh && rm policy.toml).
	for _, dir := range fsCdDirs(ctx, c) {
		if len(out) > 0 {
			break
		}
		env := *ctx.Env
		env.Cwd = dir
		moved := *ctx
		moved.Env = &env
		out = selfCommandIn(&moved, c)
	}
	return out
}

func selfCommandIn(ctx *Context, c *Command) []Finding {
	env := ctx.Env // never nil: Check sees to it
	var out []Finding
	if f := selfEnv(c); f != nil {
		out = append(out, *f)
	} else if f := selfEnvRunTime(ctx, c); f != nil {
		out = append(out, *f)
	} else if f := selfGuardSwitch(env, c); f != nil {
		out = append(out, *f)
	}
	if f := selfFind(ctx, c); f != nil {
		return append(out, *f)
	}
	if f := selfFindAgent(ctx, c); f != nil {
		return append(out, *f)
	}
	if f := selfAlias(c); f != nil {
		return append(out, *f)
	}
	if f := selfShadow(ctx, c); f != nil {
		return append(out, *f)
	}
	if f := selfUninstall(c); f != nil {
		return append(out, *f)
	}
	if killsGuardByList(c) {
		return append(out, finding("self.config", c, "it kills guarded-sh, the guard that checks these commands, found by name", selfKillFix))
	}
	written := fsWrites(c)
	if _, code, ok := interpCode(c); ok && (writeOpen.get().MatchString(code) || strings.Contains(strings.ToLower(code), "write") || strings.Contains(strings.ToLower(code), "append")) {
		for _, name := range agentInstructionFiles {
			if strings.Contains(strings.ToLower(code), name) {
				written = append(written, Word{Value: name, Literal: true}) // open('AGENTS.md', 'a').write(…)
			}
		}
	}
	if f := instructionsLoosened(c, written, nil); f != nil {
		return append(out, f...)
	}
	if f := selfNestedRoot(ctx, c); f != nil {
		return append(out, *f)
	}
	if f := selfAudit(ctx, c); f != nil {
		return append(out, *f)
	}
	if strings.HasPrefix(c.Name, "sh.distrib") {
		return append(out, finding("self.config", c, "this runs the real shell behind guarded-sh directly, around the guard", selfConfigFix))
	}
	var touched []Word
	touched = append(touched, fsWrites(c)...)
	removed := fsRemoves(c)
	touched = append(touched, removed...)
	if c.Name == "mv" || c.Name == "cp" || c.Name == "rm" || c.Name == "install" {
		// One word the shell expands to several: mv f{,.bak} moves f.
		for _, a := range c.Args {
			if strings.Contains(a.Value, "{") && !strings.HasPrefix(a.Value, "-") {
				touched = append(touched, a)
			}
		}
	}
	switch {
	case c.Name == "chmod" || c.Name == "chown" || c.Name == "chgrp" || c.Name == "chattr" || c.Name == "setfacl":
		ops := parseArgs(&fileWords, c.Args).operands
		touched = append(touched, ops...)
		if hasArg(c.Args, "-R") || hasArg(c.Args, "--recursive") {
			for _, op := range ops { // chmod -R a-x ~/.codex/hooks: every file in it
				touched = append(touched, Word{Value: strings.TrimSuffix(op.Value, "/") + "/…", Literal: op.Literal})
			}
		}
	case does(c, c.Name, roleEditor):
		ops := parseArgs(&fileWords, c.Args).operands
		touched = append(touched, ops...)
	case c.Name == "ln" || c.Name == "link" || c.Name == "cp" && copyArgs(c).has("-l", "-s", "--link", "--symbolic-link"):
		// A second name for a protected file or directory writes it
		// unseen: every operand but the new name, which is the last one
		// unless there is only one or -t names the directory.
		p := copyArgs(c)
		ops := p.operands
		if _, t := p.copyTarget(); len(ops) > 1 && !t {
			ops = ops[:len(ops)-1]
		}
		touched = append(touched, ops...)
	case gitTouches(c):
		sub, rest := gitSub(c)
		ops := parseArgs(gitSubSpec(sub), rest).operands
		touched = append(touched, ops...)
	case c.Name == "find" && hasArg(c.Args, "-delete"):
		touched = append(touched, findStarts(c.Args)...)
	case c.Name == "dpkg-divert":
		if hasArg(c.Args, "--remove") || hasArg(c.Args, "--rename") {
			ops := parseArgs(&dpkgDivertSpec, c.Args).operands
			touched = append(touched, ops...)
		}
	case c.Name == "apt" || c.Name == "apt-get" || c.Name == "dpkg" || c.Name == "yum" || c.Name == "dnf" || c.Name == "apk" || c.Name == "brew":
		for _, a := range c.Args {
			switch a.Value {
			case "remove", "purge", "del", "erase", "uninstall", "-r", "-P", "--remove", "--purge":
				for _, b := range c.Args {
					if b.Value == "guarded-sh" {
						return append(out, finding("self.config", c, "this uninstalls guarded-sh", selfConfigFix))
					}
				}
			}
		}
	case c.Name == "python" || c.Name == "python3" || c.Name == "perl" || c.Name == "ruby" || c.Name == "node":
		for _, a := range c.Args {
			for _, name := range []string{"guarded-sh/", ".guarded-sh.toml", ".claude/settings", ".claude\"", ".claude'", "managed-settings.json"} {
				if !strings.Contains(a.Value, name) || name == "guarded-sh/" && !strings.ContainsAny(a.Value, "\"'") {
					continue
				}
				if writeOpen.get().MatchString(a.Value) || strings.Contains(a.Value, "write") || strings.Contains(a.Value, "unlink") || strings.Contains(a.Value, "remove") || strings.Contains(a.Value, "rename") || strings.Contains(a.Value, "rmtree") || strings.Contains(a.Value, "rmSync") || strings.Contains(a.Value, "rmdir") {
					touched = append(touched, Word{Value: "/etc/guarded-sh/", Literal: true})
				}
			}
		}
	}
	for _, w := range removed {
		v := w.Value
		p, ok := fsPath(env, Word{Value: v, Literal: w.Literal})
		if strings.ContainsAny(p, "*?[") {
			p, ok = selfGlobParent(env, v) // rm -rf ~/.local/sta*, or after cd /e?c
		}
		if ok {
			if place, ok := selfParent(env, p); ok {
				return append(out, finding("self.config", c, "removing or moving "+p+" takes "+place+" with it, which switches the guard off or hides what it did", selfFix(place)))
			}
			if agentConfigEntry(p) && c.Name != "rmdir" { // rmdir removes only an empty one
				return append(out, finding("self.config", c, "removing or moving "+p+" takes the agent's configuration in it away (its hooks, settings, skills or commands), which may be what installs this guard", agentSettingsFix))
			}
		}
	}
	for _, w := range touched {
		if strings.HasSuffix(w.Value, "/") && agentDir(path.Base(w.Value)) {
			continue // a directory to copy or move into, not the directory itself
		}
		v := w.Value
		p, ok := fsPath(env, Word{Value: v, Literal: w.Literal})
		if strings.ContainsAny(p, "*?[") {
			if g, matched := selfGlob(env, v); matched {
				p, ok = g, true // rm -rf /etc/guarded-s*, or rm policy.toml after cd /e?c/guarded-sh
			}
		}
		if !ok && locatesSelf(w) {
			p, ok = "/usr/local/bin/guarded-sh", true // $(which guarded-sh), $(command -v guarded-sh)
		}
		if !ok && strings.HasSuffix(v, "/guarded-sh/policy.toml") {
			p, ok = path.Clean("/"+v), true // "${XDG_CONFIG_HOME:-$HOME/.config}/guarded-sh/policy.toml"
		}
		if !ok {
			continue
		}
		if what, ok := selfFile(env, p); ok {
			verb := "changing"
			if c.Name == "" || len(c.Redirs) > 0 && fsWriteOps.has(c.Redirs[0].Op) {
				verb = "writing"
			}
			return append(out, finding("self.config", c, verb+" "+what+" ("+p+") switches the guard off or hides what it did", selfFix(p)))
		}
	}
	return out
}

// killsGuardByList reports whether c kills the processes a process
// lookup for guarded-sh found: kill $(pgrep -f guarded-sh), pgrep
// guarded-sh | xargs kill, Get-Process guarded-sh | Stop-Process (the
// names given straight are agentSpecs' entries).
func killsGuardByList(c *Command) bool {
	if c.Name != "kill" && c.Name != "stop-process" {
		return false
	}
	return procLookups(c, func(f *Command) bool {
		for _, a := range f.Args {
			if !strings.HasPrefix(a.Value, "-") && guardPattern.get().MatchString(a.Value) {
				return true
			}
		}
		return false
	})
}

// procLookups reports whether found holds for a process lookup (a
// roleListsProcs command: pgrep, pidof, ps, Get-Process) whose ids c
// takes: in a substitution of its words (kill $(pgrep X)) or feeding it
// (pgrep X | xargs kill).
func procLookups(c *Command, found func(f *Command) bool) bool {
	look := func(fs []*Command) bool {
		for _, f := range fs {
			if does(f, f.Name, roleListsProcs) && found(f) {
				return true
			}
		}
		return false
	}
	if look(c.Feeds) {
		return true
	}
	for _, a := range c.Args {
		if look(a.Subst) {
			return true
		}
	}
	return false
}

// selfAlias refuses an alias that changes what a privilege wrapper does
// (alias sudo='sudo -E', in the session or written to a startup file):
// every later use then runs the alias's text, which the guard does not
// see where the name is used. alias sudo='sudo ' only lets aliases expand
// after it.
func selfAlias(c *Command) *Finding {
	if c.Name != "alias" {
		return nil
	}
	for _, a := range c.Args {
		name, value, ok := strings.Cut(a.Value, "=")
		if !ok || !nameDoes(name, roleAsUser) || strings.TrimSpace(value) == name {
			continue
		}
		f := finding("self.config", c, "alias "+name+" makes every later "+name+" run `"+strings.TrimSpace(value)+"` instead, which the guard does not see where "+name+" is used",
			"give the options where they are needed, one command at a time (`"+strings.TrimSpace(value)+" CMD`)")
		return &f
	}
	return nil
}

// selfUninstall refuses guarded-sh's installer run to undo it (install.sh
// --uninstall) from where the analysis cannot read its text, which the
// copy on disk would be judged by: fed to a shell by the command that
// prints it (git show REF:install.sh, cat, curl), or a process
// substitution (bash <(cat …/install.sh) --uninstall). The installer is
// known by the words that fetch it: a path, URL or git object (git -C
// DIR show REF:install.sh) naming guarded-sh and an install script.
func selfUninstall(c *Command) *Finding {
	if !hasArg(c.Args, "--uninstall") || !isShell(c, c.Name) {
		return nil
	}
	installer := func(words []Word) bool {
		l := strings.ToLower(strings.Join(wordValues(words), " "))
		return strings.Contains(l, "guarded-sh") && strings.Contains(l, "install")
	}
	from := slices.Clone(c.Feeds)
	for _, a := range c.Args {
		from = append(from, a.Subst...)
	}
	if installer(c.Args) || slices.ContainsFunc(from, func(f *Command) bool { return installer(f.Args) }) {
		f := finding("self.config", c, "it runs guarded-sh's installer with --uninstall, which takes the guard away", selfConfigFix)
		return &f
	}
	return nil
}

const selfKillFix = "leave guarded-sh running; stop only the processes you started, by their id (`kill 12345`)"

// locatesSelf reports whether a word's value is where guarded-sh is found
// at run time: $(which guarded-sh), $(command -v guarded-sh), $(type -p …),
// $(readlink -f $(which …)).
func locatesSelf(w Word) bool {
	for _, sc := range w.Subst {
		if !does(sc, sc.Name, roleLocates) {
			continue
		}
		for _, a := range sc.Args {
			if strings.Contains(a.Value, "guarded-sh") || locatesSelf(a) {
				return true
			}
		}
	}
	return false
}

// selfGlob returns the first of guarded-sh's own places (selfFile) that
// the glob pattern v, made absolute in env, matches.
func selfGlob(env *Env, v string) (string, bool) {
	v, ok := globAbs(env, v)
	if !ok {
		return "", false
	}
	for _, p := range selfPlaces(env) {
		if globMatch(v, p) {
			return p, true
		}
	}
	return "", false
}

// selfGlobParent returns the directory above one of selfPlaces that the
// glob pattern v, made absolute in env, matches.
func selfGlobParent(env *Env, v string) (string, bool) {
	v, ok := globAbs(env, v)
	if !ok {
		return "", false
	}
	n := strings.Count(v, "/")
	for _, place := range selfPlaces(env) {
		if strings.Count(place, "/") <= n {
			continue
		}
		parent := strings.Join(strings.Split(place, "/")[:n+1], "/")
		if globMatch(v, parent) {
			return parent, true
		}
	}
	return "", false
}

// globAbs makes the glob pattern v absolute in env: ~/ is the home
// directory, a relative pattern is under the working directory.
func globAbs(env *Env, v string) (string, bool) {
	if strings.HasPrefix(v, "~/") && env.Home != "" {
		v = env.Home + v[1:]
	}
	if !strings.HasPrefix(v, "/") {
		if env.Cwd == "" {
			return "", false
		}
		v = env.Cwd + "/" + v
	}
	return path.Clean(v), true
}

// selfPlaces are the places of selfFile that have a fixed name here.
func selfPlaces(env *Env) []string {
	places := []string{"/etc/guarded-sh", "/var/log/guarded-sh", "/bin/sh", "/usr/bin/sh", "/etc/claude-code/managed-settings.json"}
	for _, dir := range []string{env.Home, env.Project, env.Cwd} {
		if dir != "" {
			places = append(places, dir+"/.claude", dir+"/.claude/settings.json", dir+"/.claude/settings.local.json", dir+"/"+ProjectConfigName)
		}
	}
	places = append(places, guardConfigDirs(env)...)
	if env.Home != "" {
		places = append(places, env.Home+"/.local/state/guarded-sh", env.Home+"/.local/bin/guarded-sh")
	}
	places = append(places, "/usr/local/bin/guarded-sh", "/usr/bin/guarded-sh") // where install.sh puts it
	if d := env.getenv("XDG_STATE_HOME"); strings.HasPrefix(d, "/") {
		places = append(places, path.Clean(d)+"/guarded-sh")
	}
	return places
}

// guardConfigDirs are the directories guarded-sh reads its configuration from:
// the system's and the user's (~/.config, or XDG_CONFIG_HOME).
func guardConfigDirs(env *Env) []string {
	dirs := []string{"/etc/guarded-sh"}
	if env.Home != "" {
		dirs = append(dirs, env.Home+"/.config/guarded-sh")
	}
	if d := env.getenv("XDG_CONFIG_HOME"); strings.HasPrefix(d, "/") {
		dirs = append(dirs, path.Clean(d)+"/guarded-sh")
	}
	return dirs
}

// selfParent returns the place of selfPlaces that removing or moving p
// takes with it (rm -rf ~/.config), if any; / and the home directory are
// the fs rules' business.
func selfParent(env *Env, p string) (string, bool) {
	if p == "/" || p == env.Home {
		return "", false
	}
	for _, place := range selfPlaces(env) {
		if place != p && fsUnder(place, p) {
			return place, true
		}
	}
	return "", false
}

// globMatch reports whether the shell's glob pattern matches the path p
// or something inside it: component by component, a leading dot matched
// only by a dot, as the shells do without dotglob (mv * src/ leaves .claude
// where it is).
func globMatch(pat, p string) bool {
	pc, cc := strings.Split(pat, "/"), strings.Split(p, "/")
	if len(pc) < len(cc) {
		return false
	}
	for i := range cc {
		if !globName(globRegexp(pc[i]), pc[i], cc[i]) {
			return false
		}
	}
	return true
}

// globRegexp compiles the glob pattern of one path component as the shells
// read it (mvdan.cc/sh/v3/pattern: [!…], classes such as [[:alpha:]],
// backslash escapes); nil for a pattern the shells would take literally.
func globRegexp(pat string) *regexp.Regexp {
	return shellRegexp(pat, pattern.Filenames|pattern.EntireString)
}

// shellMatch reports whether the shell pattern pat matches all of s, as
// the shells and fnmatch read it (mvdan.cc/sh/v3/pattern: [!…] negates,
// [[:alpha:]], backslash escapes; path.Match knows none of them); with
// filenames, * ? and [ ] match no /. A pattern the shells take literally
// matches itself.
func shellMatch(pat, s string, filenames bool) bool {
	mode := pattern.EntireString
	if filenames {
		mode |= pattern.Filenames
	}
	if rx := shellRegexp(pat, mode); rx != nil {
		return rx.MatchString(s)
	}
	return pat == s
}

// shellRegexp compiles the shell pattern pat in mode; nil for a pattern the
// shells take literally. A rule matches one pattern against many places
// (every directory a glob could reach, each of guarded-sh's files), so
// the last patterns compiled are kept: compiling them anew for each place
// was two thirds of the check of rm -rf ./build/*.
func shellRegexp(pat string, mode pattern.Mode) *regexp.Regexp {
	key := shellPattern{pat, mode}
	shellPatterns.Lock()
	rx, ok := shellPatterns.m[key]
	shellPatterns.Unlock()
	if ok {
		return rx
	}
	if expr, err := pattern.Regexp(pat, mode); err == nil {
		rx, _ = regexp.Compile(expr) // nil on error: taken literally
	}
	if len(pat) > maxShellPattern {
		return rx
	}
	shellPatterns.Lock()
	if len(shellPatterns.m) >= maxShellPatterns || shellPatterns.m == nil {
		shellPatterns.m = map[shellPattern]*regexp.Regexp{}
	}
	shellPatterns.m[key] = rx
	shellPatterns.Unlock()
	return rx
}

// shellPattern is a pattern as shellRegexp compiles it.
type shellPattern struct {
	pat  string
	mode pattern.Mode
}

// maxShellPatterns bounds the patterns shellRegexp keeps, and
// maxShellPattern their length: past the first, the cache starts again
// empty, so that a long-lived guard shown many patterns, or long ones,
// holds no more than these.
const (
	maxShellPatterns = 256
	maxShellPattern  = 512
)

// shellPatterns are the patterns shellRegexp compiled last; a compiled
// regexp is safe for concurrent use.
var shellPatterns struct {
	sync.Mutex
	m map[shellPattern]*regexp.Regexp
}

// globName reports whether the component pattern pat, compiled as rx,
// matches the file name name; a leading dot only by a dot.
func globName(rx *regexp.Regexp, pat, name string) bool {
	if strings.HasPrefix(name, ".") && !strings.HasPrefix(pat, ".") {
		return false
	}
	if rx == nil {
		return pat == name
	}
	return rx.MatchString(name)
}

// selfEnvName reports whether a variable name is one of guarded-sh's.
func selfEnvName(name string) bool { return strings.HasPrefix(name, "GUARDED_SH_") }

const selfEnvFix = "leave GUARDED_SH_* variables as they are; they configure the guard and are for a human to set. To see them use `printenv GUARDED_SH_CONFIG`"

// selfEnv refuses setting or unsetting GUARDED_SH_* variables: NAME=value
// before or as a command, export/declare/readonly/local/typeset, unset,
// env NAME=… and env -u NAME, sudo NAME=…, read NAME, printf -v NAME,
// launchctl setenv NAME.
func selfEnv(c *Command) *Finding {
	bad := func(name string) *Finding {
		f := finding("self.env", c, "setting or unsetting "+name+" changes how the guard itself behaves", selfEnvFix)
		return &f
	}
	for _, a := range c.Assigns {
		name, _, _ := strings.Cut(a, "=")
		if selfEnvName(name) {
			return bad(name)
		}
		// guarded-sh finds its user configuration and its audit log from
		// these: pointed elsewhere, a guarded-sh run this way reads a
		// configuration anyone could have written.
		if (name == "HOME" || name == "XDG_CONFIG_HOME" || name == "XDG_STATE_HOME") && strings.HasPrefix(c.Name, "guarded-sh") {
			f := finding("self.env", c, "setting "+name+" for guarded-sh points it at another configuration or audit log", selfEnvFix)
			return &f
		}
	}
	switch c.Name {
	case "export", "declare", "typeset", "local", "readonly", "unset", "read", "mapfile", "readarray", "getopts", "let":
		for _, a := range c.Args {
			name, target, _ := strings.Cut(strings.TrimLeft(a.Value, "+"), "=")
			name, _, _ = strings.Cut(name, "[")
			if selfEnvName(name) {
				return bad(name)
			}
			if selfEnvName(target) && slices.ContainsFunc(c.Args, func(f Word) bool {
				return strings.HasPrefix(f.Value, "-") && strings.ContainsRune(f.Value, 'n')
			}) {
				return bad(target) // declare -n r=GUARDED_SH_CONFIG: r is another name for it
			}
		}
	case "env", "sudo", "doas", "printf":
		for i, a := range c.Args {
			v := a.Value
			name, _, isAssign := strings.Cut(v, "=")
			switch {
			case isAssign && selfEnvName(name):
				return bad(name)
			case (v == "-u" || v == "--unset" || v == "-v") && i+1 < len(c.Args) && selfEnvName(c.Args[i+1].Value):
				return bad(c.Args[i+1].Value)
			case strings.HasPrefix(v, "--unset=") && selfEnvName(v[len("--unset="):]):
				return bad(v[len("--unset="):])
			case strings.HasPrefix(v, "-u") && selfEnvName(v[2:]):
				return bad(v[2:])
			case !strings.HasPrefix(v, "-") && !isAssign && c.Name != "printf":
				return nil // the command
			}
		}
	case "launchctl":
		// launchctl setenv NAME VALUE: kept for every program launchd
		// starts later (keptSettings).
		_, good := keptSettings(c)
		for _, kv := range good {
			if name, _, _ := strings.Cut(kv, "="); selfEnvName(name) {
				return bad(name)
			}
		}
	}
	return nil
}

// arithAssign reports whether op assigns its left operand: = and the
// compound assignments (in mvdan.cc/sh's order = is not next to them).
func arithAssign(op syntax.BinAritOperator) bool {
	switch op {
	case syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn, syntax.MulAssgn, syntax.QuoAssgn, syntax.RemAssgn,
		syntax.AndAssgn, syntax.OrAssgn, syntax.XorAssgn, syntax.ShlAssgn, syntax.ShrAssgn,
		syntax.AndBoolAssgn, syntax.OrBoolAssgn, syntax.XorBoolAssgn, syntax.PowAssgn:
		return true
	}
	return false
}

// selfInput finds GUARDED_SH_* variables assigned where no command
// carries them: for NAME in …, (( NAME=1 )), ${NAME:=x}, in the syntax the
// analysis parsed (the input and the shell code it runs: sh -c, eval), not
// in the raw text, where quotes can split the name (eval "for GUARDED_""SH_X
// in …").
func selfInput(ctx *Context, in *Input) []Finding {
	if f := selfShadowInput(in); f != nil {
		return f
	}
	for _, t := range in.parsed {
		if !t.g.IsPosix() || !strings.Contains(t.text, "GUARDED_SH_") {
			continue
		}
		f := t.f
		name := ""
		syntax.Walk(f, func(n syntax.Node) bool {
			switch x := n.(type) {
			case *syntax.WordIter:
				if x.Name != nil && selfEnvName(x.Name.Value) {
					name = x.Name.Value
				}
			case *syntax.ParamExp:
				if x.Param != nil && selfEnvName(x.Param.Value) && x.Exp != nil &&
					(x.Exp.Op == syntax.AssignUnset || x.Exp.Op == syntax.AssignUnsetOrNull) {
					name = x.Param.Value
				}
			case *syntax.BinaryArithm:
				if w, ok := x.X.(*syntax.Word); ok && arithAssign(x.Op) && selfEnvName(w.Lit()) {
					name = w.Lit()
				}
			case *syntax.UnaryArithm:
				if w, ok := x.X.(*syntax.Word); ok && (x.Op == syntax.Inc || x.Op == syntax.Dec) && selfEnvName(w.Lit()) {
					name = w.Lit()
				}
			}
			return name == ""
		})
		if name != "" {
			c := &Command{Text: t.text}
			return []Finding{finding("self.env", c, "assigning "+name+" changes how the guard itself behaves", selfEnvFix)}
		}
	}
	return nil
}

// gitTouches reports whether c, git rm, mv, restore or checkout, writes
// or deletes the work tree's files it names, not only the index's.
func gitTouches(c *Command) bool {
	sub, rest := gitSub(c)
	return (sub == "rm" || sub == "mv" || sub == "restore" || sub == "checkout") &&
		!hasArg(rest, "--cached") && !(hasArg(rest, "--staged") && !hasArg(rest, "--worktree")) // the index only
}
