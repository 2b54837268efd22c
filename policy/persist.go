package policy

import (
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Persistence: code left to run later, unchecked, by whatever starts
// programs on its own (sys.persistence), in every grammar. Three facts:
//
//   - the places an autostart reads (systemd and init units, launchd
//     agents, XDG autostart entries, the Startup folder, the registry's Run
//     and Winlogon keys) hold nothing but things to start: any writer
//     writing there leaves code to run (autostartPlace, autorunKey);
//   - a scheduler's entry (crontab, at, systemd-run, launchctl submit,
//     schtasks, Register-ScheduledTask, sc create, New-Service, pm2, a
//     restart policy) is everyday work when it runs a program of the
//     project or the system, and persistence when what it runs is hidden:
//     encoded, in a hidden window, fetched from the network, or a program
//     in a directory anyone can write or under a hidden name
//     (hiddenPayload);
//   - a shell's startup file holding such a payload, or starting
//     something in the background, runs it at every later shell.

// autostartPlace reports whether p (either slash, any case) is a place
// an autostart runs what it holds from.
func autostartPlace(home, p string) bool {
	l := strings.ToLower(strings.ReplaceAll(strings.Trim(p, `"'`), `\`, "/"))
	l = strings.TrimPrefix(l, "/private") // macOS: /etc is /private/etc
	for _, d := range systemAutostart {
		if strings.HasPrefix(l+"/", d) {
			return true
		}
	}
	if l == "/etc/rc.local" || strings.HasPrefix(l, "/etc/rc") && strings.HasSuffix(path.Dir(l), ".d") && !strings.HasPrefix(l, "/etc/rc.conf") {
		return true
	}
	for _, d := range userAutostart {
		if strings.Contains(l+"/", d) {
			return true
		}
	}
	return home != "" && strings.HasPrefix(l, strings.ToLower(home)+"/library/launchagents")
}

// systemAutostart are the machine's places whose every file something
// runs by itself, as root: service managers' units and generators, init
// scripts, desktop autostart entries, launchd's jobs, and the hook
// directories of programs that run each script they find there (when a
// network comes up, a lease is renewed, a kernel is installed, a day
// passes, a login shows its banner), the dynamic linker's preload list
// (a library loaded into every program), inetd's services.
var systemAutostart = []string{
	"/etc/systemd/system/", "/usr/lib/systemd/system/", "/lib/systemd/system/", "/run/systemd/system/",
	"/etc/systemd/user/", "/usr/lib/systemd/user/", "/etc/init.d/", "/etc/init/", "/etc/xdg/autostart/",
	"/library/launchagents/", "/library/launchdaemons/", "/library/startupitems/", "/etc/update-motd.d/",
	"/etc/systemd/system-generators/", "/usr/lib/systemd/system-generators/", "/lib/systemd/system-generators/",
	"/etc/systemd/user-generators/", "/usr/lib/systemd/user-generators/",
	"/etc/networkmanager/dispatcher.d/", "/etc/network/if-up.d/", "/etc/network/if-down.d/", "/etc/network/if-pre-up.d/",
	"/etc/network/if-post-down.d/", "/etc/ppp/ip-up.d/", "/etc/ppp/ip-down.d/", "/etc/ppp/ip-up/", "/etc/ppp/ip-down/",
	"/etc/dhcp/dhclient-enter-hooks.d/", "/etc/dhcp/dhclient-exit-hooks.d/", "/etc/dhcp/dhclient-enter-hooks/", "/etc/dhcp/dhclient-exit-hooks/",
	"/etc/acpi/events/", "/etc/acpi/actions/",
	"/etc/kernel/postinst.d/", "/etc/kernel/preinst.d/", "/etc/kernel/postrm.d/", "/etc/kernel/prerm.d/", "/etc/kernel/install.d/",
	"/etc/initramfs-tools/hooks/", "/etc/initramfs-tools/scripts/",
	"/etc/periodic/", "/etc/x11/xsession.d/", "/etc/x11/xinit/xinitrc.d/", "/etc/gdm3/postlogin/", "/etc/gdm3/prime/",
	"/etc/emond.d/", "/etc/xinetd.d/", "/etc/inetd.conf/", "/etc/anacrontab/",
	"/etc/ld.so.preload/", "/etc/rc.common/", "/etc/launchd.conf/",
}

// userAutostart are the same places in a home directory: the user's
// units, launchd agents, desktop autostart entries and session scripts,
// the Startup folder, the SSH server's per-login script.
var userAutostart = []string{
	"/.config/systemd/user/", "/.local/share/systemd/user/", "/library/launchagents/", "/.config/autostart/",
	"/start menu/programs/startup/", "/.ssh/rc/", "/.kde/autostart/", "/.kde4/autostart/", "/.config/autostart-scripts/",
	"/.config/plasma-workspace/env/", "/.config/plasma-workspace/shutdown/", "/.xprofile/", "/.xsessionrc/",
}

// autorunKey matches a registry key whose values Windows runs or loads by
// itself: Run and RunOnce, Winlogon's Shell and Userinit, a program's
// Image File Execution Options (its debugger runs instead), Active Setup,
// AppInit_DLLs, the shell folders that name Startup, BootExecute; the
// command of a file type's or a protocol's verb (…\Classes\exefile\shell\open\command:
// what runs as such a file or link is opened; ms-settings' is the
// fodhelper bypass of UAC), a COM class's server (InprocServer32,
// LocalServer32: loaded into each program that creates the class), netsh's
// helpers and the print spooler's monitors (DLLs loaded by netsh and by
// spoolsv). Following MITRE ATT&CK T1546.001 (change default file
// association), T1546.015 (COM hijacking), T1546.007 (netsh helper DLL), T1547.010 (port monitors).
var autorunKey = &lazyRegexp{expr: `(?i)\\(run|runonce|runonceex|runservices|runservicesonce)\\?$|\\winlogon\\?$|image file execution options|active setup\\installed components|\\windows\\?$|appinit_dlls|shell folders|\\policies\\explorer\\run|session manager\\?$|\\userinitmprlogonscript|\\command processor\\?$|\\shell\\[^\\]+\\command\\?$|\\(inprocserver32|localserver32)\\?$|\\microsoft\\netsh\\?$|\\control\\print\\monitors\\`}

// hiddenPayload returns why text, what a scheduler or autostart will run,
// hides what it does: "" when nothing does. names: a program under a
// hidden name counts (/usr/local/bin/.updater); not for a shell's startup
// file, which sources dotfiles as a rule.
func hiddenPayload(text string, names bool) string {
	switch {
	case payloadEncoded.get().MatchString(text):
		return "an encoded payload"
	case payloadHidden.get().MatchString(text):
		return "a hidden window"
	case payloadFetched.get().MatchString(text):
		return "code fetched from the network"
	case payloadSocket.get().MatchString(text):
		return "a connection back to another machine"
	case tempProgram(text):
		return "a program in a directory anyone can write (a temporary or public one)"
	case names && payloadDotName.get().MatchString(text):
		return "a program under a hidden name"
	}
	return ""
}

// tempProgram reports whether text names a place in a directory anyone
// can write (payloadTemp) other than as a redirection's target: a job's
// log (make test > /tmp/test.log 2>&1) is written there, not run from
// there.
func tempProgram(text string) bool {
	for _, m := range payloadTemp.get().FindAllStringIndex(text, -1) {
		if !strings.HasSuffix(strings.TrimRight(text[:m[0]], " \t"), ">") {
			return true
		}
	}
	return false
}

var (
	payloadEncoded = &lazyRegexp{expr: `(?i)(^|\s)[-/]e(nc|ncodedcommand|c|ncoded)?\s+["']?[A-Za-z0-9+/]{16,}={0,2}(\s|$|["'])|frombase64string|base64\s+(-d|--decode|-D)\b|certutil(\.exe)?\s+-decode|xxd\s+-r|openssl\s+(enc\s+)?(-d\s+)?-?base64\s+-d`}
	payloadHidden  = &lazyRegexp{expr: `(?i)(^|\s)[-/]w(indowstyle|in|i)?\s+["']?hidden\b|\bmshta(\.exe)?\b|\b[wc]script(\.exe)?\b|\bregsvr32(\.exe)?\s+/s|rundll32(\.exe)?\s+javascript`}
	payloadFetched = &lazyRegexp{expr: `(?i)\b(iex|invoke-expression|downloadstring)\b[^\n]*\bhttps?://|https?://[^\n]*\|\s*(iex|invoke-expression|(ba|z|da|k)?sh|python3?|perl|ruby|node)\b`}
	payloadSocket  = &lazyRegexp{expr: `/dev/(tcp|udp)/|\bnc(at)?\b[^\n|;]*\s-[ec]\s|\bsocat\b[^\n]*\bexec:`}
	payloadTemp    = &lazyRegexp{expr: `(?i)(^|[\s"'=:(,;])(/tmp|/var/tmp|/dev/shm)/|%te?mp%|\$env:te?mp\b|\$\{env:te?mp\}|appdata[\\/]local[\\/]temp[\\/]|[a-z]:[\\/]users[\\/]public[\\/]|%public%|\$env:public\b|[a-z]:[\\/]windows[\\/]temp[\\/]|[a-z]:[\\/]te?mp[\\/]|\$TMPDIR/`}
	payloadDotName = &lazyRegexp{expr: `[/\\]\.[A-Za-z0-9_][\w.-]*($|[\s"';&|)])`}
	// backgrounded matches a startup file's line that leaves something
	// running on its own: nohup, setsid, disown, a command ended by &.
	// A function's or group's body counts: precmd() { x & }.
	backgrounded = &lazyRegexp{expr: `(?m)(^|[;&|(]\s*)(nohup|setsid|disown|daemonize)\b|[^&>|]&\s*((#.*)?$|[})]|(done|fi)\b)`}
)

// schedules reports whether c registers something to run later or at
// every start: a crontab installed, at and batch, systemd-run, launchctl
// submit/load/bootstrap, schtasks /create, the ScheduledTasks cmdlets,
// sc create, New-Service, update-rc.d, chkconfig, systemctl enable, pm2
// start/startup, a container restarted by its daemon, a git hooks path.
func schedules(c *Command) bool {
	sub := ""
	if len(c.Args) > 0 {
		sub = strings.ToLower(c.Args[0].Value)
	}
	if containerEngine(c.Name) != nil {
		// A container its daemon restarts (docker run --restart=always).
		for _, a := range c.Args {
			if v := strings.ToLower(a.Value); strings.HasPrefix(v, "--restart=always") || strings.HasPrefix(v, "--restart=unless-stopped") {
				return true
			}
		}
		return false
	}
	switch c.Name {
	case "crontab":
		return !hasArg(c.Args, "-l") && !hasArg(c.Args, "-r") && !hasArg(c.Args, "-e")
	case "at", "batch":
		return !hasArg(c.Args, "-l") && !hasArg(c.Args, "-d") && !hasArg(c.Args, "-r") && !hasArg(c.Args, "-c") && sub != "/?"
	case "systemd-run", "new-service", "register-scheduledtask", "new-scheduledtaskaction", "set-scheduledtask", "new-scheduledtask", "schtasks", "schtasks.exe":
		if c.Name == "schtasks" || c.Name == "schtasks.exe" {
			return strings.EqualFold(sub, "/create") || strings.EqualFold(sub, "/change")
		}
		return true
	case "launchctl":
		return sub == "submit" || sub == "load" || sub == "bootstrap"
	case "sc", "sc.exe":
		return isWin(c.Grammar) && (sub == "create" || sub == "config")
	case "update-rc.d", "chkconfig", "rc-update":
		return true
	case "systemctl":
		return hasArg(c.Args, "enable") || hasArg(c.Args, "link")
	case "pm2":
		return sub == "start" || sub == "startup" || sub == "save"
	case "git":
		return gitCodeDir(c) != ""
	}
	return false
}

// gitCodeDir returns the directory a git command sets as one whose files
// git runs as code: core.hooksPath (the hooks, at every commit, merge,
// checkout) and init.templateDir (copied into every repository git init
// or clone makes, hooks included); "" when it sets neither.
func gitCodeDir(c *Command) string {
	key, dir := gitCodeSetting(c)
	if key != "" && dir.Value == "" {
		return key // git config --unset core.hooksPath: still a git setting of code
	}
	return dir.Value
}

// gitCodeSetting returns the setting of gitCodeDir c names, lowercased
// (core.hookspath, init.templatedir; git init and clone's --template is
// init.templatedir for once), and the directory it sets, if it gives
// one: git config KEY DIR, git -c KEY=DIR.
func gitCodeSetting(c *Command) (key string, dir Word) {
	for i, a := range c.Args {
		k, value, hasValue := strings.Cut(a.Value, "=")
		switch k = strings.ToLower(k); k {
		case "core.hookspath", "init.templatedir":
		case "--template": // git init --template=DIR, git clone --template DIR
			k = "init.templatedir"
		default:
			continue
		}
		if hasValue {
			return k, Word{Value: value, Literal: a.Literal}
		}
		if i+1 < len(c.Args) {
			return k, c.Args[i+1]
		}
		return k, Word{}
	}
	if isGit(c) && slices.ContainsFunc(c.Assigns, func(as string) bool { return strings.HasPrefix(as, "GIT_CONFIG_") }) {
		// GIT_CONFIG_KEY_n=core.hooksPath GIT_CONFIG_VALUE_n=DIR git
		// commit, GIT_CONFIG_PARAMETERS: git -c's settings from the
		// environment.
		env := newGitEnvSettings()
		for _, as := range c.Assigns {
			env.add(as)
		}
		for _, n := range slices.Sorted(maps.Keys(env.keys)) {
			if k := strings.ToLower(env.keys[n]); k == "core.hookspath" || k == "init.templatedir" {
				return k, Word{Value: env.vals[n], Literal: true}
			}
		}
	}
	return "", Word{}
}

// gitHooksSet notes the directory of hooks a git command c points git
// at (core.hooksPath DIR; init.templateDir DIR, whose hooks/ git init
// and clone copy into every repository they make): the hooks the input
// already wrote there are judged now as the code git will run, and the
// ones it writes there later as they are written (startupFile).
func (a *analyzer) gitHooksSet(c *Command) {
	if !isGit(c) {
		return
	}
	key, dir := gitCodeSetting(c)
	if dir.Value == "" {
		return
	}
	d, ok := a.env.Path(dir)
	if !ok {
		return
	}
	if key == "init.templatedir" {
		d = path.Join(d, "hooks")
	}
	if slices.Contains(a.hookDirs, d) {
		return
	}
	a.hookDirs = append(a.hookDirs, d)
	w := append(append([]string(nil), c.Wrappers...), "a git hook in "+d)
	for _, p := range slices.Sorted(maps.Keys(a.written)) {
		if path.Dir(p) != d || !gitHookNames.has(path.Base(p)) {
			continue
		}
		if text := a.written[p]; text != unknownText {
			a.posix(text, lexer.Bash, w)
			continue
		}
		if a.makers[p] == nil {
			continue // copied there (cp scripts/pre-commit DIR/hooks/): a file of the project's own
		}
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p,
			why: "it makes git run " + p + " as a hook, which the input wrote with text only known at run time"})
	}
}

// scheduledText is the text of what c schedules that the analysis can
// see: its own words, its standard input, what the commands feeding it
// print, for PowerShell (where the action is built in a variable first)
// the whole input, and for a git directory of code (gitCodeDir) the
// commands of the input that name that directory, which put the code
// there (cp /tmp/.h ~/.tmpl/hooks/post-merge).
func scheduledText(ctx *Context, c *Command) string {
	var b strings.Builder
	b.WriteString(strings.Join(wordValues(c.Args), " "))
	if isGit(c) {
		b.WriteString(" " + gitCodeDir(c)) // set in git's environment too (GIT_CONFIG_VALUE_0=/tmp/h)
	}
	if dir := path.Base(strings.TrimSuffix(gitCodeDir(c), "/")); isGit(c) && dir != "." && dir != "/" && ctx.Input != nil {
		for _, x := range ctx.Input.Commands {
			if x != c && strings.Contains(x.Text, dir) { // as written: ~/.tmpl, $HOME/.tmpl
				b.WriteString("\n" + x.Text)
			}
		}
	}
	if c.Stdin != nil {
		b.WriteString("\n" + *c.Stdin)
	}
	for _, f := range c.Feeds {
		b.WriteString("\n" + strings.Join(wordValues(f.Args), " "))
	}
	if ctx.Input != nil && (c.Grammar == lexer.PowerShell || len(c.Feeds) > 0) {
		b.WriteString("\n" + ctx.Input.Text)
	}
	return b.String()
}

// writtenPlaces returns the files c writes, in any grammar: downloads'
// destinations too.
func writtenPlaces(c *Command) []Word {
	if isWin(c.Grammar) {
		// (A copier's destination is among winWrites' (winDest).)
		return append(winWrites(c, true), winDownloadDest(c)...)
	}
	return fsWrites(c)
}

// remoteSource matches a word naming something on another machine: a
// URL, a bucket, an scp or rsync host:path.
var remoteSource = &lazyRegexp{expr: `(?i)^(https?|ftps?|sftp|scp|rsync|s3|gs|az|r2|hdfs)://|^([\w.-]+@)?[a-z0-9][\w.-]+:[^\\=]`}

// fetchedInto returns the words that may be where c puts what it fetches
// from another machine, whatever the program (aria2c -d DIR, scp HOST:F
// DEST, Start-BitsTransfer URL DEST, python's urlretrieve(URL, PATH)):
// when one of its words, or its code, names a remote source, every other
// word, option value and string of its code. A downloader's destination
// is not known from a table of downloaders; one of these words is it.
func fetchedInto(c *Command) []Word {
	if does(c, c.Name, roleFetchReads) {
		return nil
	}
	if !slices.ContainsFunc(c.Args, func(a Word) bool { return strings.Contains(a.Value, ":") }) {
		// No word names a remote source (both forms hold a colon): only
		// the code may, and no list of words is built for nothing.
		if _, code, ok := interpCode(c); !ok || !strings.Contains(code, "://") {
			return nil
		}
	}
	var out []Word
	remote, last := false, false
	for _, a := range c.Args {
		v := a.Value
		if _, value, ok := strings.Cut(v, "="); ok && strings.HasPrefix(v, "-") {
			v = value
		}
		if strings.Contains(v, ":") && remoteSource.get().MatchString(v) {
			remote, last = true, !strings.Contains(v, "://") // a URL last is fetched (wget -O F URL)
			continue
		}
		if !strings.HasPrefix(v, "-") || v != a.Value {
			out = append(out, Word{Value: v, Literal: a.Literal})
			last = last && strings.HasPrefix(v, "-")
		}
	}
	if last && len(out) > 0 && !isWin(c.Grammar) {
		return nil // scp F HOST:DIR, rsync F HOST:DIR: sent, not fetched
	}
	if _, code, ok := interpCode(c); ok && strings.Contains(code, "://") {
		remote = true
		for _, m := range fsScriptString.get().FindAllStringSubmatch(code, 32) {
			if v := m[1] + m[2]; !strings.Contains(v, "://") {
				out = append(out, Word{Value: v, Literal: true})
			}
		}
	}
	if !remote {
		return nil
	}
	return out
}

const persistFix = "run the program now, in the foreground, where its output is seen; starting things at boot, at login or on a schedule is for a human to set up"

// sysPersist is the sys.persistence finding for c leaving code to run
// later by itself.
func sysPersist(ctx *Context, c *Command) *Finding {
	bad := func(why string) *Finding {
		f := finding("sys.persistence", c, why, persistFix)
		return &f
	}
	home := ""
	if ctx.Env != nil {
		home = ctx.Env.Home
	}
	for _, w := range writtenPlaces(c) {
		v := w.Value
		if p, ok := ctx.Env.Path(w); ok && c.Grammar.IsPosix() {
			v = p
		}
		if autostartPlace(home, v) {
			return bad("it writes " + w.Value + ", a place something starts programs from by itself (at boot, at login or on a schedule): what is written there runs later, unchecked")
		}
	}
	for _, w := range fetchedInto(c) {
		if autostartPlace(home, w.Value) || c.Grammar.IsPosix() && func() bool { p, ok := ctx.Env.Path(w); return ok && autostartPlace(home, p) }() {
			return bad("it fetches from another machine into " + w.Value + ", a place something starts programs from by itself (at boot, at login or on a schedule): what lands there runs later, unchecked")
		}
	}
	if what := macLoginItem(c); what != "" {
		return bad("it adds " + what + ", which macOS runs at every login, unchecked")
	}
	if file, ok := regImported(c); ok {
		return bad("it imports the registry keys of " + file + ", which may set what Windows runs or loads by itself (Run, Winlogon, services), unseen here")
	}
	for _, key := range regWrittenKeys(c) {
		if autorunKey.get().MatchString(key) {
			return bad("it changes " + key + ", a registry key whose values Windows runs or loads by itself: what is set there runs later, unchecked")
		}
	}
	for _, w := range writtenPlaces(c) {
		runner := programInit(w.Value)
		if runner == "" {
			continue
		}
		text := strings.Join(wordValues(c.Args), " ") + "\n" + feedText(c)
		if c.Stdin != nil {
			text += "\n" + *c.Stdin // cat > .vscode/tasks.json <<'EOF'
		}
		if ctx.Input != nil && len(c.Feeds) > 0 {
			text += "\n" + ctx.Input.Text // 'text' | Out-File $PROFILE: the string is no command
		}
		if why := hiddenPayload(text, isWin(c.Grammar)); why != "" {
			return bad("it writes " + why + " into " + w.Value + ", code " + runner + " runs by itself, unchecked")
		}
		if strings.HasSuffix(strings.ToLower(w.Value), ".pth") && pthCode(c, text) {
			// A .pth file's lines are directories to add to the path,
			// except one that begins with import: Python runs it.
			return bad("it writes a line of code (import …) into " + w.Value + ", which " + runner + " runs by itself as it starts, unchecked")
		}
	}
	if schedules(c) {
		text := scheduledText(ctx, c)
		if c.Name == "crontab" && cronReboot.get().MatchString(text) {
			return bad("it installs a cron job run at every boot (@reboot), which starts by itself from then on, unchecked")
		}
		if why := hiddenPayload(text, !isGit(c)); why != "" {
			return bad("it schedules " + why + " to run later, by itself, unchecked")
		}
		if c.Name == "pm2" && len(c.Args) > 0 && c.Args[0].Value == "startup" {
			return bad("pm2 startup makes the processes pm2 keeps start again at every boot, unchecked")
		}
	}
	return nil
}

// programInit returns what runs the file p (either slash, any case) as
// code by itself, as it starts or as a folder is opened, when p is such
// a file of a program other than the POSIX shells (whose startup files
// are judged as the code they will hold, writes.go): "" when it is not.
// PowerShell's profiles; the init files of Emacs, Vim and Neovim, tmux,
// Python (sitecustomize, usercustomize, .pth files, PYTHONSTARTUP's,
// IPython's and Jupyter's startup; a .pth in a directory only known at
// run time, "$(python3 -c 'import site; print(site.getusersitepackages())')/x.pth",
// read at its worst as a site directory), R, Ruby's irb and pry, gdb, lldb,
// Hammerspoon and WezTerm; an editor's tasks, which VS Code and its forks
// run as the folder opens (runOn folderOpen).
func programInit(p string) string {
	l := strings.ToLower(strings.ReplaceAll(strings.Trim(p, `"'`), `\`, "/"))
	dir, base := path.Split(l)
	dir = strings.TrimSuffix(dir, "/")
	switch {
	case strings.Contains(l, "$profile") || strings.HasSuffix(l, "profile.ps1"):
		return "every later PowerShell"
	case base == ".emacs" || base == ".emacs.el" || base == "_emacs" || base == "site-start.el" || base == "default.el" ||
		(base == "init.el" || base == "early-init.el") && (path.Base(dir) == ".emacs.d" || path.Base(dir) == "emacs" || path.Base(dir) == "doom" || path.Base(dir) == ".doom.d"):
		return "every later Emacs"
	case base == ".vimrc" || base == "_vimrc" || base == ".gvimrc" || base == "_gvimrc" || base == ".exrc" || base == ".nvimrc" ||
		(base == "init.vim" || base == "init.lua" || base == "vimrc") && (path.Base(dir) == "nvim" || path.Base(dir) == ".vim" || path.Base(dir) == "vimfiles") ||
		path.Base(dir) == "plugin" && (strings.HasSuffix(base, ".vim") || strings.HasSuffix(base, ".lua")) && (strings.Contains(dir, "/.vim/") || strings.Contains(dir, "/nvim/") || strings.Contains(dir, "/vimfiles/")):
		return "every later Vim or Neovim"
	case base == ".tmux.conf" || base == "tmux.conf":
		return "every later tmux server (run-shell)"
	case base == "sitecustomize.py" || base == "usercustomize.py" || base == ".pythonrc" || base == ".pythonrc.py" ||
		strings.HasSuffix(base, ".pth") && (strings.Contains(dir, "site-packages") || strings.Contains(dir, "dist-packages") || strings.ContainsAny(dir, "$`")) ||
		path.Base(dir) == "startup" && strings.Contains(dir, "/.ipython/") || base == "ipython_config.py" ||
		strings.HasPrefix(base, "jupyter_") && strings.HasSuffix(base, "_config.py"):
		return "every later Python (or IPython, Jupyter)"
	case base == ".rprofile" || base == "rprofile.site" || base == ".irbrc" || base == ".pryrc" || base == ".gdbinit" || base == ".lldbinit" ||
		base == "init.lua" && path.Base(dir) == ".hammerspoon" || base == ".wezterm.lua":
		return "the program it configures, at every start,"
	case (base == "tasks.json" || base == "launch.json") && path.Base(dir) == ".vscode":
		return "the editor (VS Code, Cursor, Windsurf), as the folder opens or a task runs,"
	}
	return ""
}

// pthCode reports whether text, written by c to a .pth file, holds a
// line Python runs: one beginning with import. Of an interpreter's code
// only its string literals are what it writes (its own import site is
// no line of the file).
func pthCode(c *Command, text string) bool {
	if _, code, ok := interpCode(c); ok {
		for _, m := range fsScriptString.get().FindAllStringSubmatch(code, 32) {
			if pthImport.get().MatchString(strings.ReplaceAll(m[1]+m[2], `\n`, "\n")) {
				return true
			}
		}
		return false
	}
	return pthImport.get().MatchString(text)
}

// pthImport matches a line beginning with import, as a .pth file's
// executed lines do.
var pthImport = &lazyRegexp{expr: `(?m)^\s*import[ \t]`}

// macLoginItem returns what c adds to what macOS starts at login: a
// login or logout hook (defaults write com.apple.loginwindow LoginHook),
// a login item (System Events' make login item, by osascript);
// "" when it adds neither.
func macLoginItem(c *Command) string {
	if c.Name != "defaults" && c.Name != "osascript" {
		return ""
	}
	text := strings.ToLower(strings.Join(wordValues(c.Args), " "))
	switch c.Name {
	case "defaults":
		if strings.Contains(text, "write") && strings.Contains(text, "loginwindow") && (strings.Contains(text, "loginhook") || strings.Contains(text, "logouthook")) {
			return "a login hook"
		}
	case "osascript":
		if strings.Contains(text, "login item") && (strings.Contains(text, "make") || strings.Contains(text, "add")) {
			return "a login item"
		}
	}
	return ""
}

// regImported returns the file of registry keys c imports into the
// registry: reg import FILE, reg restore KEY FILE, regedit /s FILE.
func regImported(c *Command) (string, bool) {
	if !isWin(c.Grammar) && !strings.HasSuffix(c.Name, ".exe") {
		return "", false
	}
	switch strings.TrimSuffix(c.Name, ".exe") {
	case "reg":
		if len(c.Args) > 1 {
			switch strings.ToLower(c.Args[0].Value) {
			case "import":
				return c.Args[1].Value, true
			case "restore":
				if len(c.Args) > 2 {
					return c.Args[2].Value, true
				}
			}
		}
	case "regedit", "regedt32":
		for _, a := range c.Args {
			if v := a.Value; !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "-") {
				return v, true
			}
		}
	}
	return "", false
}

// regWrittenKeys returns the registry keys c writes or deletes values
// of: reg add/delete/import, New-ItemProperty, Set-ItemProperty,
// New-Item, Remove-ItemProperty (each element of -Path's array).
func regWrittenKeys(c *Command) []string {
	switch c.Name {
	case "reg", "reg.exe":
		if len(c.Args) > 1 {
			switch strings.ToLower(c.Args[0].Value) {
			case "add", "delete", "copy", "restore", "load":
				return []string{c.Args[1].Value}
			}
		}
	case "ftype", "ftype.exe":
		// ftype TYPE=COMMAND sets, and ftype TYPE= deletes, the open
		// command of a file type (Windows Commands reference, ftype):
		// HKLM\Software\Classes\TYPE\shell\open\command. ftype TYPE
		// only shows it.
		if len(c.Args) > 0 && c.Grammar == lexer.Cmd {
			if typ, _, ok := strings.Cut(c.Args[0].Value, "="); ok && typ != "" {
				return []string{`HKLM\Software\Classes\` + typ + `\shell\open\command`}
			}
		}
	default:
		b, _ := psBind(c)
		var keys []string
		for _, w := range append(b["-Path"], b["-LiteralPath"]...) {
			if p := w.Value; strings.Contains(p, ":") && (strings.HasPrefix(strings.ToUpper(p), "HK") || strings.HasPrefix(strings.ToLower(p), "registry::")) {
				keys = append(keys, strings.TrimRight(p, `\`))
			}
		}
		return keys
	}
	return nil
}

// startupPayload returns why text, written to a shell's startup file,
// leaves code running unchecked at every later shell: a hidden payload
// (hiddenPayload, dotfiles allowed) or something started in the
// background, or, with beacons, a request sent to a URL (beacon).
func startupPayload(text string, beacons bool) string {
	if why := hiddenPayload(text, false); why != "" {
		return why
	}
	if backgrounded.get().MatchString(text) {
		return "a program started in the background"
	}
	if beacons && beacon(text) {
		return "a request to another machine"
	}
	return ""
}

// beacon reports whether a line of a startup file, one neither a comment
// nor an alias (alias myip='curl …' runs only when typed), sends a
// request to a URL as the shell starts or at each prompt
// (PROMPT_COMMAND, precmd, a prompt function): a beacon that reports
// every session, with whatever the URL carries.
func beacon(text string) bool {
	for line := range strings.Lines(text) {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") || f[0] == "alias" || f[0] == "abbr" {
			continue
		}
		if payloadBeacon.match(line) {
			return true
		}
	}
	return false
}

var payloadBeacon = &lazyRegexp{expr: `(?i)\b(curl|wget2?|aria2c|xh|https?|iwr|irm|invoke-webrequest|invoke-restmethod|nc|ncat|socat|lwp-request|fetch)(\.exe)?\s[^\n]*\b(https?|ftp)://`}

// A hook configuration is a file of settings some of whose lines are
// commands a program runs later by itself, as root or at every use:
// logrotate's scripts, udev's RUN and PROGRAM, modprobe's install and
// remove, APT's and dpkg's invoke hooks, the SSH client's ProxyCommand,
// LocalCommand and Match exec, git's settings that run a program
// (core.pager, alias.NAME = !CMD: gitKeyRuns), AWS's credential_process.
// The rest of such a file is everyday
// configuration; its commands are judged as the code they are.

// hookConfig returns what reads p as a hook configuration ("" if
// nothing): "logrotate", "udev", "modprobe", "apt", "ssh", "git", "aws".
func hookConfig(home, p string) string {
	dir, base := path.Split(p)
	dir = strings.TrimSuffix(strings.TrimPrefix(dir, "/private"), "/")
	switch {
	case dir == "/etc/logrotate.d" || p == "/etc/logrotate.conf":
		return "logrotate"
	case (dir == "/etc/udev/rules.d" || dir == "/lib/udev/rules.d" || dir == "/usr/lib/udev/rules.d" || dir == "/run/udev/rules.d") && strings.HasSuffix(base, ".rules"):
		return "udev"
	case dir == "/etc/modprobe.d" || dir == "/lib/modprobe.d" || dir == "/usr/lib/modprobe.d" || dir == "/run/modprobe.d" || p == "/etc/modprobe.conf":
		return "modprobe"
	case dir == "/etc/apt/apt.conf.d" || p == "/etc/apt/apt.conf":
		return "apt"
	case p == "/etc/ssh/ssh_config" || dir == "/etc/ssh/ssh_config.d" || home != "" && (p == home+"/.ssh/config" || dir == home+"/.ssh/config.d"):
		return "ssh"
	case p == "/etc/gitconfig" || strings.HasSuffix(p, "/.git/config") || home != "" && (p == home+"/.gitconfig" || p == home+"/.config/git/config"):
		return "git"
	case home != "" && p == home+"/.aws/config":
		return "aws"
	}
	return ""
}

// hookWords returns, for a kind of hook configuration, the words that
// bring a command into it: a writer whose own words hold none (sed -i
// 's/rotate 7/rotate 14/') adds none. A switch, not a map: nothing is
// built at start-up (TestNoWorkAtInit).
func hookWords(kind string) []string {
	switch kind {
	case "logrotate":
		return []string{"prerotate", "postrotate", "firstaction", "lastaction", "preremove"}
	case "udev":
		return []string{"run", "program", "import"}
	case "modprobe":
		return []string{"install", "remove"}
	case "apt":
		return []string{"invoke", "pre-install-pkgs"}
	case "ssh":
		return []string{"proxycommand", "localcommand", "knownhostscommand", "exec", "include"}
	case "git":
		return []string{"pager", "editor", "sshcommand", "fsmonitor", "askpass", "alias", "helper", "external", "program", "hook", "command", "cmd", "driver", "textconv", "clean", "smudge", "process", "include"}
	case "aws":
		return awsProgramKeys
	}
	return nil
}

// hookCommands returns the commands a hook configuration of kind holds.
func hookCommands(kind, text string) []string {
	var out []string
	switch kind {
	case "logrotate":
		in := false
		for line := range strings.Lines(text) {
			f := strings.Fields(line)
			switch {
			case len(f) == 0:
			case f[0] == "endscript":
				in = false
			case contains(hookWords("logrotate"), f[0]):
				in = true
			case in:
				out = append(out, strings.TrimSpace(line))
			}
		}
	case "udev":
		for _, m := range udevProgram.get().FindAllStringSubmatch(text, -1) {
			// A value's \" is a quote (udev.rules(7)).
			out = append(out, strings.ReplaceAll(m[1], `\"`, `"`))
		}
	case "modprobe":
		for line := range strings.Lines(text) {
			if f := strings.Fields(line); len(f) > 2 && (f[0] == "install" || f[0] == "remove") {
				out = append(out, strings.Join(f[2:], " "))
			}
		}
	case "apt":
		for _, m := range aptHook.get().FindAllStringSubmatch(text, -1) {
			for _, s := range aptString.get().FindAllStringSubmatch(m[1], -1) {
				out = append(out, strings.ReplaceAll(s[1], `\"`, `"`))
			}
		}
	case "ssh":
		for line := range strings.Lines(text) {
			f := strings.Fields(strings.ReplaceAll(line, "=", " "))
			if len(f) < 2 {
				continue
			}
			switch k := strings.ToLower(f[0]); {
			case k == "proxycommand" || k == "localcommand" || k == "knownhostscommand":
				out = append(out, strings.Join(f[1:], " "))
			case k == "match":
				if m := sshMatchExec.get().FindStringSubmatch(line); m != nil {
					out = append(out, m[1]+m[2])
				}
			}
		}
	case "git":
		for _, kv := range gitSettings(text) {
			k, v, _ := strings.Cut(kv, "=")
			bang, runs := gitKeyRuns(k)
			if cmd, shell := strings.CutPrefix(v, "!"); runs && (shell || !bang) {
				out = append(out, cmd) // an alias without ! is a git command's
			}
		}
	case "aws":
		for line := range strings.Lines(text) {
			if k, v, ok := strings.Cut(line, "="); ok && awsProgramKeys.has(strings.ToLower(strings.TrimSpace(k))) {
				out = append(out, strings.TrimSpace(v))
			}
		}
	}
	return out
}

var (
	udevProgram  = &lazyRegexp{expr: `(?i)\b(?:RUN|PROGRAM|IMPORT\{program\})(?:\{[^}]*\})?\s*\+?=\s*"((?:[^"\\]|\\.)*)"`}
	aptHook      = &lazyRegexp{expr: `(?is)(?:invoke(?:-success)?|pre-install-pkgs)\s*(?:"[^"]*"\s*;?\s*|\{(.*?)\}\s*;?)`}
	aptString    = &lazyRegexp{expr: `"((?:[^"\\]|\\.)*)"`}
	sshMatchExec = &lazyRegexp{expr: `(?i)\bexec\s+(?:"([^"]*)"|(\S+))`}
)

// withoutQuotes returns s without its quote characters (" and ').
func withoutQuotes(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '"' || r == '\'' {
			return -1
		}
		return r
	}, s)
}

// hookWritten judges text, written by c to the hook configuration p of
// kind: the commands it holds, a payload hidden among them, or, when
// the text is only known at run time, whether the writer's own words
// may add a command.
func (a *analyzer) hookWritten(c *Command, p, kind string, text *string) {
	if text == nil {
		own := strings.ToLower(strings.Join(wordValues(c.Args), " "))
		inPlace := c.Name == "sed" || c.Name == "perl" || c.Name == "ruby" || c.Name == "awk" || c.Name == "gawk" || c.Name == "ex" || c.Name == "crudini"
		if inPlace && !slices.ContainsFunc(hookWords(kind), func(w string) bool { return strings.Contains(own, w) }) {
			return // an edit of settings the writer's words show
		}
		if (kind == "git" || kind == "aws") && (c.Name == "cp" || c.Name == "mv" || c.Name == "install" || c.Name == "ln") {
			return // a user's own settings copied from their dotfiles
		}
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.persistence", fix: persistFix,
			why: "it writes " + p + ", whose " + kind + " commands run later by themselves, unchecked, with text only known at run time"})
		return
	}
	cmds := hookCommands(kind, *text)
	// Quotes dropped: sh -c "x &" leaves x running as much as x & does.
	if why := startupPayload(withoutQuotes(strings.Join(cmds, "\n")), true); why != "" {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: p, rule: "sys.persistence", fix: persistFix,
			why: "it writes " + why + " into " + p + ", a " + kind + " hook, to run later by itself, unchecked"})
	}
	for _, cmd := range cmds {
		n := len(a.in.Commands)
		a.posix(cmd, lexer.Bash, append(append([]string(nil), c.Wrappers...), "written to "+p))
		if kind == "aws" || kind == "git" && slices.ContainsFunc(gitSettings(*text), func(kv string) bool {
			k, v, _ := strings.Cut(kv, "=")
			return credHelperKey(k) && strings.TrimPrefix(v, "!") == cmd
		}) {
			pluginOutput(a.in.Commands[n:]) // credential_process, a credential helper: the tool reads what it prints
		}
	}
}

// kernelProgramWritten returns why text, written to p, sets a program the
// kernel runs by itself (kernelProgram): p a file of /proc/sys (its key
// the path's), or a sysctl configuration file read at boot (its lines
// KEY = VALUE); "" when it does not.
func kernelProgramWritten(p, text string) string {
	var settings []string
	switch {
	case strings.HasPrefix(p, "/proc/sys/"):
		settings = append(settings, strings.ReplaceAll(strings.TrimPrefix(p, "/proc/sys/"), "/", ".")+"="+strings.TrimSpace(text))
	case p == "/etc/sysctl.conf" || strings.HasSuffix(p, ".conf") && (path.Dir(p) == "/etc/sysctl.d" || path.Dir(p) == "/usr/lib/sysctl.d" || path.Dir(p) == "/run/sysctl.d" || path.Dir(p) == "/lib/sysctl.d"):
		for line := range strings.Lines(text) {
			if k, v, ok := strings.Cut(line, "="); ok {
				settings = append(settings, strings.TrimSpace(k)+"="+strings.TrimSpace(v))
			}
		}
	}
	for _, s := range settings {
		if kernelProgram.match(s) {
			return "it writes " + s + " into " + p + ": a program the kernel runs by itself, as root, from a place a user can write"
		}
	}
	return ""
}
