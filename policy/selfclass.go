package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
	"mvdan.cc/sh/v3/syntax"
)

// Classes of switching the guard off that no list of programs covers,
// decided by what the words say, in every grammar:
//
//   - any program (an agent CLI known or not) started with an option whose
//     words say its permission, approval or sandbox checks are skipped or
//     that every tool is allowed (agentFlagOff);
//   - the shell itself, or its parent, killed by any killer (killsOwnShell);
//   - an interactive shell started where the guarded one runs, or exec'd in
//     its place, reading commands nobody checks (interactiveShell).

// checkWords name an agent's checks; offWords say they are skipped;
// grantWords and allWords together say everything is allowed
// (--trust-all-tools, --yes-always); toolWords what is allowed.
var (
	checkWords = set{
		"approval", "approvals", "guard", "guardrail", "guardrails", "guards", "permission", "permissions",
		"safety", "sandbox", "sandboxing",
	}
	offWords   = set{"bypass", "dangerously", "disable", "disabled", "ignore", "no", "off", "skip", "unsafe", "without"}
	grantWords = set{"accept", "allow", "approve", "auto", "trust", "yes"}
	allWords   = set{"all", "always", "every", "everything"}
	toolWords  = set{
		"action", "actions", "always", "call", "calls", "command", "commands", "edit", "edits", "operation",
		"operations", "permission", "permissions", "request", "requests", "tool", "tools",
	}
	// offValues are the values of a check's option that switch it off
	// (--approval-mode yolo, --sandbox danger-full-access, -c approval_policy=never).
	offValues = set{
		"0", "allow-all", "bypass", "bypasspermissions", "danger-full-access", "dangerously", "disable",
		"disabled", "false", "full-access", "never", "no", "none", "off", "skip", "unrestricted", "yolo",
	}
	// browserSandbox are the sandbox options of Chromium and Electron,
	// everyday in containers (headless Chrome in CI): a browser's sandbox,
	// not an agent's.
	browserSandbox = set{"disable-gpu-sandbox", "disable-setuid-sandbox", "no-sandbox", "no-zygote-sandbox"}
	// dataArgs are commands whose arguments are text, patterns or
	// documentation, never options of a program started.
	dataArgs = set{
		"[", "[[", "ack", "ag", "alias", "awk", "cat", "curl", "declare", "echo", "echo.", "egrep", "export",
		"expr", "fgrep", "findstr", "gawk", "get-help", "gh", "git", "glab", "grep", "head", "help", "info",
		"jq", "less", "local", "man", "more", "print", "printf", "readonly", "rg", "sed", "select-string",
		"set", "setx", "sls", "tail", "test", "tldr", "type", "typeset", "unset", "wget", "write-error",
		"write-host", "write-output", "yq",
	}
)

// offValue reports whether v, a check option's value, switches it off.
func offValue(v string) bool {
	v = strings.ToLower(strings.Trim(v, `"' `))
	return offValues.has(v) || strings.HasPrefix(v, "dangerously") || strings.Contains(v, "bypasspermissions") ||
		strings.Contains(v, "danger-full-access")
}

// flagOff reports whether the option name (its words w) says a check is
// off or everything allowed, given its value (value: one was given).
func flagOff(name string, w []string, value string, hasValue bool) bool {
	has := func(s set) bool {
		for _, x := range w {
			if s.has(x) {
				return true
			}
		}
		return false
	}
	if browserSandbox.hasLower(strings.TrimLeft(name, "-")) || has(set{"require"}) {
		return false // cdk deploy --require-approval never: a deployment's review, infra's to judge
	}
	switch {
	case has(set{"dangerously", "yolo"}):
		return true
	case has(checkWords) && has(offWords):
		return true
	case has(grantWords) && has(allWords) && (has(toolWords) || has(set{"approve", "trust"})):
		return true
	case has(checkWords) && hasValue:
		return offValue(value) || strings.Contains(strings.ToLower(value), "bypasspermissions") || grantsKind(value)
	}
	return false
}

// grantsKind reports whether a check option's value says a kind of the
// agent's actions goes through without asking (claude --permission-mode
// acceptEdits, gemini --approval-mode auto_edit): for those the check is
// off, and the edits it makes unasked never reach this guard.
func grantsKind(value string) bool {
	grant, kind := false, false
	for w := range nameWordSeq(value) {
		grant = grant || grantWords.has(w)
		kind = kind || toolWords.has(w)
	}
	return grant && kind
}

// agentFlagOff returns the argument of c that starts it with its own
// checks off: an option such as --dangerously-skip-permissions,
// --skip-permissions, --no-approval, --trust-all-tools, --yes-always,
// --approval-mode yolo, --sandbox=off, or a setting such as
// approval_policy=never (codex -c), whatever the program.
func agentFlagOff(c *Command) string {
	if c.Name == "" || c.in(nsDataArgs, c.Name) || isShell(c, c.Name) && !strings.Contains(c.Name, "agent") {
		return ""
	}
	for _, a := range c.Args {
		if a.Value == "--help" || a.Value == "-h" || a.Value == "-?" || strings.EqualFold(a.Value, "/?") {
			return ""
		}
	}
	for i, a := range c.Args {
		v := a.Value
		if v == "--" {
			break
		}
		if strings.HasPrefix(v, "-") && len(v) >= 2 && !strings.Contains(v, " ") {
			name, value, hasValue := strings.Cut(v, "=")
			var buf [8]string // the words of most options, kept on the stack
			w := slices.AppendSeq(buf[:0], nameWordSeq(name))
			if agentYes(w) && agentName(c.Name) {
				if hasValue && grantsTool(w) && !toolsListWide(c, value) {
					continue // kiro-cli chat --trust-tools=fs_read: those tools only
				}
				if s, _ := lookupSpec(c); s != nil && s.kept.has(name) {
					continue // codex --full-auto: its sandbox kept (spec.kept)
				}
				return v
			}
			if len(v) == 2 {
				continue
			}
			if !hasValue && i+1 < len(c.Args) && !strings.HasPrefix(c.Args[i+1].Value, "-") {
				value, hasValue = c.Args[i+1].Value, true
			}
			if len(w) > 1 || strings.HasPrefix(v, "--") || c.Grammar == lexer.PowerShell {
				if flagOff(name, w, value, hasValue) {
					return v
				}
				if hasValue && agentName(c.Name) && grantsTool(w) && shellGrantWide(c, value) {
					return v + " " + value
				}
				// Settings given inline (claude --settings '{"permissions":
				// {"defaultMode":"bypassPermissions"}}'), judged as the
				// agent's settings file written with that text.
				if hasValue && strings.HasPrefix(strings.TrimSpace(value), "{") && agentName(c.Name) && loosensFile(strings.ToLower(path.Base(c.Name))+"/settings.json", value) {
					return v
				}
				// An agent's own mode option (goose --mode auto).
				if hasValue && agentProcess.get().MatchString(path.Base(c.Name)) && agentSettingOff(strings.Fields(strings.ToUpper(strings.Join(w, " "))), value) {
					return v
				}
			}
			continue
		}
		// KEY=VALUE settings: codex -c sandbox_mode=danger-full-access.
		if key, value, ok := strings.Cut(v, "="); ok && !strings.ContainsAny(key, " /\\") && key != "" {
			if guardSwitchOff(strings.Join(nameWords(key), "_"), value, false) {
				return v
			}
		}
	}
	return ""
}

// grantsTool reports whether an option's words (w) grant tools without
// asking: --allow-tool, --allowedTools, --trust-tools, --auto-approve.
func grantsTool(w []string) bool {
	for _, x := range w {
		if strings.HasPrefix(x, "allow") || strings.HasPrefix(x, "trust") || strings.HasPrefix(x, "approve") {
			return true
		}
	}
	return false
}

// shellGrantWide reports whether value, granted by such an option
// (copilot --allow-tool 'shell(rm)', claude --allowedTools 'Bash(rm:*)'),
// lets the agent run unasked every command of a program that deletes
// what it is given, runs code (a shell, an interpreter) or runs a command
// as another user, or every command at all (shell(*)).
func shellGrantWide(c *Command, value string) bool {
	for _, m := range shellToolGrant.get().FindAllStringSubmatch(value, 8) {
		prog, _, _ := strings.Cut(strings.TrimSpace(m[1]), " ")
		prog = strings.TrimRight(prog, ":*")
		if prog == "" {
			return true
		}
		probe := &Command{Name: strings.ToLower(prog), Grammar: c.Grammar, Args: []Word{{Value: "f", Literal: true}}}
		if s, _ := removerOf(probe); s != nil || isShell(probe, probe.Name) || nameDoes(probe.Name, roleAsUser) {
			return true
		}
	}
	return false
}

// toolsListWide reports whether value, a list of tools granted without
// asking (--trust-tools=fs_read,fs_write), holds every tool (*, all),
// an agent's shell tool whole (execute_bash, shell) or a wide grant of
// it (shellGrantWide).
func toolsListWide(c *Command, value string) bool {
	for item := range strings.SplitSeq(value, ",") {
		item = strings.ToLower(strings.Trim(item, `"' `))
		if item == "*" || item == "all" || shellTools.has(item) || shellGrantWide(c, item) {
			return true
		}
	}
	return false
}

// shellTools are agents' names of their shell tool.
var shellTools = set{"bash", "execute_bash", "powershell", "run_shell_command", "shell"}

// shellToolGrant matches an agent's shell tool with the command pattern
// it is granted for: shell(rm), Bash(git push:*), Shell(*).
var shellToolGrant = &lazyRegexp{expr: `(?i)\b(?:shell|bash|powershell|run_shell_command|execute_bash)\(([^)]*)\)`}

// agentNameWords are words of coding agents' command names (aider,
// interpreter, gptme, kilocode, qwen-code): an agent nobody listed is
// known by them, or by a word holding gpt or llm, or one ending in code
// (opencode, kilocode) that is no editor's or codec's.
var (
	agentNameWords = set{
		"ai", "aichat", "aider", "assistant", "auggie", "claude", "cline", "coder", "codex", "copilot",
		"crush", "devin", "droid", "gemini", "goose", "interpreter", "jules", "kiro", "mentat", "openhands",
		"plandex", "qwen", "roo", "swe",
	}
	notAgentCode = set{"barcode", "bytecode", "decode", "encode", "opcode", "qrcode", "recode", "transcode", "unicode", "uudecode", "uuencode", "vscode", "xcode"}
)

// agentName reports whether a command's name (a path, a package: @scope/cli)
// is a coding agent's: agentProcess, or a word of agentNameWords.
func agentName(name string) bool {
	if agentProcess.get().MatchString(path.Base(strings.TrimSuffix(strings.ToLower(name), ".exe"))) {
		return true
	}
	for w := range nameWordSeq(name) {
		if agentNameWords.has(w) || strings.Contains(w, "gpt") || strings.Contains(w, "llm") ||
			len(w) > 4 && strings.HasSuffix(w, "code") && !notAgentCode.has(w) {
			return true
		}
	}
	return false
}

// agentYes reports whether an option's words (w) tell an agent to do what
// it is asked without asking first: -y, --yes, --auto, --auto-run,
// --autorun, --full-auto, --auto-exec, --no-confirm, --always-approve,
// --trust…, --force. Options that automate one step (aider's
// --auto-commits, --auto-test) are not.
func agentYes(w []string) bool {
	if len(w) == 1 {
		switch w[0] {
		case "y", "yes", "auto", "autorun", "autoexec", "autoapprove", "autoaccept", "noconfirm", "force", "unattended":
			return true
		}
	}
	for i, x := range w {
		next := ""
		if i+1 < len(w) {
			next = w[i+1]
		}
		switch {
		case x == "yes" || x == "trust" || x == "yolo":
			return true
		case x == "auto" && (next == "run" || next == "exec" || next == "execute" || next == "approve" || next == "accept" || next == "confirm" || next == "yes" || i > 0 && w[i-1] == "full"):
			return true
		case (x == "no" || x == "skip" || x == "without") && (next == "confirm" || next == "confirmation" || next == "confirmations" || next == "ask" || next == "prompt" || next == "prompts"):
			return true
		case x == "always" && (next == "approve" || next == "allow" || next == "accept"):
			return true
		}
	}
	return false
}

// selfAgentFlag is the self.agent-unguarded finding for c started with
// its checks off by an option whose words say so, or by a switch in its
// environment (HOOKS_ENABLED=0 claude -p …).
func selfAgentFlag(c *Command) *Finding {
	flag := agentFlagOff(c)
	if c.Name != "" {
		for _, as := range c.Assigns {
			name, value, _ := strings.Cut(as, "=")
			if guardSwitchOff(name, value, false) {
				flag = as
			}
			// The shell the agent runs each command in, pointed at
			// another one for it (GOOSE_SHELL=/bin/bash goose session,
			// SHELL=/bin/bash aider): its commands then run around the
			// guard (harnessShells; docs/harnesses.md).
			if harnessShells.has(name) && !namesGuard(as) && (agentName(c.Name) || agentCLI(c.Name)) {
				f := finding("self.agent-unguarded", c, "it starts "+c.Name+" with "+as+": the agent runs each of its commands in that shell, around guarded-sh, unchecked",
					"start it without that assignment, in the shell it was given (`"+path.Base(c.Name)+"`), or let it propose the commands and run them here one by one")
				return &f
			}
		}
	}
	if flag == "" {
		return nil
	}
	f := finding("self.agent-unguarded", c, "it starts "+c.Name+" with "+flag+", whose words say its permission, approval or sandbox checks are off or every tool allowed: whatever it is asked then runs with no one, and no guard, asked",
		"run it without that option, with its checks on, or let it propose the commands and run them here one by one")
	return &f
}

// isShellProcess reports whether a process name (a pattern of pkill, a
// name of killall or taskkill /im) is a shell's, the guard's or a coding
// agent's, the harness whose commands these are (agentProcess).
func isShellProcess(v string) bool {
	v = strings.ToLower(strings.Trim(v, `"'^$`))
	v = strings.TrimSuffix(v, ".exe")
	if i := strings.LastIndexAny(v, `/\`); i >= 0 {
		v = v[i+1:]
	}
	return nameDoes(v, roleShell) || guardName.get().MatchString(strings.Trim(v, "*?.")) || // .*guard.*: killall -r, pkill's expressions
		agentProcess.get().MatchString(strings.Trim(v, "*?."))
}

// agentProcess matches the process name of a coding agent's command-line
// harness (agentSpecs' programs), or a wildcard of one: killed, the
// session ends, or its next commands go wherever a new one sends them.
var agentProcess = &lazyRegexp{expr: `(?i)^(claude(-code)?|codex|gemini(-cli)?|qwen(-code)?|aider|cursor-agent|copilot|goose|opencode|crush|droid|openhands|kiro-cli|amp|cline)[*?.]*$`}

// ownProcess matches a word naming the shell's parent: $PPID, the parent
// read from ps or Win32_Process. The shell's own process ($$, $BASHPID,
// PowerShell's $PID) is not one: killed, it ends this command (a session
// starts a fresh shell), and the guard around it stays.
var (
	ownProcess   = &lazyRegexp{expr: `(?i)\bppid\b`}
	ownProcessPS = &lazyRegexp{expr: `(?i)parentprocessid|\.parent\b`}
)

// ownWord reports whether the word, not a literal, names c's shell's own
// process or its parent (ownProcess, ownProcessPS).
func ownWord(g lexer.Grammar, w Word) bool {
	if w.Literal {
		return false
	}
	if g == lexer.PowerShell {
		return ownProcessPS.get().MatchString(w.Value)
	}
	return ownProcess.get().MatchString(w.Value)
}

// killsOwnShell returns what c kills of its own shell, the guard or their
// parent (the agent's harness): kill -9 $$, kill 0, kill $(ps -o ppid= -p
// $$), killall bash, taskkill /im cmd.exe, Stop-Process -Id $PID,
// Get-Process pwsh | Stop-Process, wmic process where name='…' delete;
// byName when it kills every process of a shell's name.
func killsOwnShell(c *Command) (what string, byName bool) {
	if c.Name == "wmic" {
		text := strings.ToLower(strings.Join(wordValues(c.Args), " "))
		if strings.Contains(text, "process") && (strings.Contains(text, "delete") || strings.Contains(text, "terminate")) {
			for f := range strings.FieldsFuncSeq(text, func(r rune) bool { return strings.ContainsRune(` '"=`, r) }) {
				if isShellProcess(f) {
					return f, true
				}
			}
		}
		return "", false
	}
	if !does(c, c.Name, roleKills) {
		return "", false
	}
	signalZero := false
	var targets []Word
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		v := a.Value
		switch {
		case v == "-0" || v == "-s" && i+1 < len(c.Args) && c.Args[i+1].Value == "0" || v == "-l" || v == "-L":
			signalZero = true
		case c.Name == "taskkill" && (strings.EqualFold(v, "/im") || strings.EqualFold(v, "/pid")) && i+1 < len(c.Args):
			targets = append(targets, c.Args[i+1])
			i++
		case strings.HasPrefix(v, "-") && v != "-1" && (c.Name != "kill" || !isNumber(v[1:])):
			if c.Name == "pkill" || c.Name == "killall" || c.Name == "skill" || c.Grammar == lexer.PowerShell {
				if k := strings.ToLower(v); (len(v) == 2 && strings.ContainsRune("ugUGPtsFoyYn", rune(v[1])) || k == "-signal" || k == "--signal") && i+1 < len(c.Args) {
					i++ // pkill -P PPID, -u USER, -s SID; killall -o AGE
				}
			}
		case strings.HasPrefix(v, "/"):
		default:
			targets = append(targets, a)
		}
	}
	if signalZero {
		return "", false
	}
	for _, t := range targets {
		switch {
		case ownWord(c.Grammar, t) && c.Name != "pkill":
			return t.Value, false
		case c.Name == "kill" && t.Value == "0":
			return "0 (its own process group)", false
		case c.Name != "kill" && c.Name != "tkill" && t.Literal && isShellProcess(t.Value):
			return t.Value, true
		}
	}
	for _, f := range c.Feeds { // Get-Process pwsh | Stop-Process
		if f.Name == "get-process" || f.Name == "gps" || f.Name == "ps" && f.Grammar == lexer.PowerShell || f.Name == "pgrep" || f.Name == "pidof" {
			for _, a := range f.Args {
				if !strings.HasPrefix(a.Value, "-") && (isShellProcess(a.Value) || ownWord(f.Grammar, a)) {
					return a.Value, isShellProcess(a.Value)
				}
			}
		}
	}
	if c.Name == "kill" || c.Name == "stop-process" || c.Name == "spps" {
		if name := selectedProcess(c.Feeds, 0); name != "" {
			return name, true // ps aux | grep '[c]laude' | awk '{print $2}' | xargs kill
		}
	}
	return "", false
}

// selectedProcess returns the shell, guard or agent process (isShellProcess)
// that a filter on the way from a process list selects by name: grep's
// pattern, a Where-Object condition's strings, each alternative of a
// regular expression ('claude|codex', '[c]odex'); "" when none does.
func selectedProcess(feeds []*Command, depth int) string {
	if depth > 8 {
		return ""
	}
	for _, f := range feeds {
		if f.Name == "grep" || f.Name == "egrep" || f.Name == "rg" || f.Name == "where-object" || f.Name == "?" || f.Name == "where" {
			if f.Name == "grep" && hasArg(f.Args, "-v", "--invert-match") {
				continue
			}
			var pats []string
			for _, a := range f.Args {
				if f.Name == "grep" || f.Name == "egrep" || f.Name == "rg" {
					if !strings.HasPrefix(a.Value, "-") {
						pats = append(pats, a.Value)
					}
					continue
				}
				for _, m := range fsScriptString.get().FindAllStringSubmatch(a.Value, 8) {
					pats = append(pats, m[1]+m[2])
				}
			}
			for _, p := range pats {
				for _, alt := range strings.Split(p, "|") {
					alt = processPatternClass.get().ReplaceAllString(strings.Trim(alt, "^$()"), "$1")
					if alt != "" && isShellProcess(alt) && !strings.ContainsAny(alt, " /") {
						return alt
					}
				}
			}
		}
		if name := selectedProcess(f.Feeds, depth+1); name != "" {
			return name
		}
	}
	return ""
}

// processPatternClass matches a one-letter bracket class, the trick that
// keeps grep from finding itself ([c]laude).
var processPatternClass = &lazyRegexp{expr: `\[(\w)\]`}

// isNumber reports whether s is all digits.
func isNumber(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// selfKillShell is the self.config finding for c killing its own shell,
// the guard or their parent.
func selfKillShell(c *Command) *Finding {
	what, byName := killsOwnShell(c)
	if what == "" {
		return nil
	}
	if name := strings.Trim(strings.TrimSuffix(strings.ToLower(what), ".exe"), "*?"); byName && !guardName.get().MatchString(name) && !agentProcess.get().MatchString(name) {
		f := finding("sys.kill-all", c, "it kills every "+what+" process: every shell on the machine, this one, the guard's and other users' among them",
			"stop only the processes you started, by their id (`kill 12345`)")
		return &f
	}
	f := finding("self.config", c, "it kills "+what+": the shell these commands run in, guarded-sh or the agent's harness around them, and the commands that follow go wherever the harness sends them, unchecked", selfKillFix)
	return &f
}

// remoteRunner reports whether the command named name runs the
// commands it is given on another machine or in a container (roleRemote,
// or its own entry's effect is effectRemote: ansible, et).
func remoteRunner(name string) bool {
	found := false
	eachEntry(name, func(s *spec, subs string) {
		found = found || subs == "" && (s.effect == effectRemote || s.extra().role&roleRemote != 0)
	})
	return found
}

// interactiveShell reports whether c starts a shell that reads its
// commands from the terminal rather than from code the guard read: no
// -c/-Command//c, no script, no known standard input (exec zsh -f, env -i
// bash --norc, busybox ash, script -qc bash, cmd.exe /k, pwsh -NoProfile).
func interactiveShell(c *Command) bool {
	name := strings.TrimSuffix(c.Name, ".exe")
	if (name == "su" || name == "sudo" || name == "doas") && c.Grammar.IsPosix() {
		// su, su -, sudo -i, sudo -s: a root shell on the terminal.
		if s := shellStarter(c); s != nil {
			if _, given := startedShell(c, s); given {
				return false // su -c TEXT, su USER --session-command TEXT
			}
		}
		login := name == "su"
		for _, a := range c.Args {
			switch v := a.Value; {
			case v == "-c" || v == "--command" || strings.HasPrefix(v, "--command=") || v == "--help" || v == "-V" || v == "-l" && name != "su" || v == "-v" || v == "-k" || v == "-K":
				return false
			case v == "-i" || v == "-s" || v == "--login" || v == "--shell" || v == "-" && name == "su":
				login = true
			case !strings.HasPrefix(v, "-") && name != "su":
				return false // sudo CMD: the command is judged itself
			}
		}
		return login && readsTerminal(c)
	}
	if name == "script" && c.Grammar.IsPosix() && !hasArg(c.Args, "-c") && !hasArg(c.Args, "--command") && !strings.ContainsRune(strings.Join(wordValues(c.Args), " "), 'c') {
		return readsTerminal(c) // script(1) without -c runs $SHELL on the terminal
	}
	if !does(c, name, roleShell) && !isPosixShell(name) || name == "conhost" || name == "wt" || name == "windowsterminal" ||
		name == "cmd" && c.Grammar.IsPosix() && !strings.HasSuffix(strings.ToLower(c.Word0.Value), ".exe") {
		return false
	}
	for _, w := range c.Wrappers {
		// The launcher's name: an unknown one's after its label (mosh
		// web-1 -- bash runs bash as "unknown launcher mosh").
		if name := firstWord(strings.TrimPrefix(w, "unknown launcher ")); remoteRunner(name) || nameDoes(firstWord(w), roleDetaches) || interpLang(firstWord(w)) != "" {
			return false // another machine, another window; an interpreter's code: selfInterpShell reads it whole
		}
	}
	if t := strings.TrimSpace(c.Text); strings.HasSuffix(t, "&") && !strings.HasSuffix(t, "&&") {
		return false // in the background: it cannot read the terminal
	}
	if !readsTerminal(c) {
		return false
	}
	for _, r := range c.Redirs {
		if strings.HasPrefix(r.Op, "<") {
			return false
		}
	}
	for i, a := range c.Args {
		v := a.Value
		lv := strings.ToLower(v)
		switch {
		case name == "cmd":
			if lv == "/k" || lv == "-k" {
				continue // runs the rest, then stays: still reading the terminal
			}
			if strings.HasPrefix(lv, "/c") || strings.HasPrefix(lv, "-c") || !strings.HasPrefix(lv, "/") {
				return false
			}
		case name == "pwsh" || name == "powershell" || name == "powershell_ise":
			if !strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "/") {
				return false // a script, or code
			}
			for _, p := range []string{"c", "command", "f", "file", "e", "ec", "encodedcommand", "commandwithargs", "cwa"} {
				if strings.TrimLeft(lv, "-/") == p {
					return false
				}
			}
			if (lv == "-w" || lv == "-windowstyle" || lv == "-executionpolicy" || lv == "-ep" || lv == "-workingdirectory" || lv == "-wd") && i+1 < len(c.Args) {
				continue
			}
		default:
			if v == "--" || !strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "+") {
				if i > 0 && (c.Args[i-1].Value == "-o" || c.Args[i-1].Value == "-O") {
					continue // set -o NAME, --rcfile FILE
				}
				return false // a script
			}
			if !strings.HasPrefix(v, "--") && strings.ContainsAny(v[1:], "cs") {
				return false // -c CODE, -s: reads the standard input given
			}
			if v == "--version" || v == "--help" || v == "-n" || v == "--noexec" || v == "--rcfile" || v == "--init-file" {
				// --rcfile FILE: the file the guard judged as written
				// (writes.go) sets the session up; left to that judgement.
				return false
			}
		}
	}
	return true
}

// readsTerminal reports whether c's standard input is not given text or
// another command's output: under xargs what is fed is xargs's own
// input, not the command's.
func readsTerminal(c *Command) bool {
	for _, w := range c.Wrappers {
		if firstWord(w) == "xargs" {
			return true
		}
	}
	return c.Stdin == nil && len(c.Feeds) == 0
}

// selfShellSwap is the self.config finding for c starting, or exec'ing in
// place of the guarded shell, a shell that reads commands nobody checks.
func selfShellSwap(c *Command) *Finding {
	if !interactiveShell(c) {
		return nil
	}
	f := finding("self.config", c, "it starts "+c.Word0.Value+" reading commands from the terminal (or replaces this shell with it): what is typed there next never passes the guard",
		"run each command here, or give the shell its code to check: `bash -c '…'`, `bash script.sh`")
	return &f
}

// selfClass returns the findings of the classes above for c, any grammar.
func selfClass(c *Command) []Finding {
	for _, f := range []func(*Command) *Finding{selfAgentFlag, selfKillShell, selfShellSwap, selfBinding, selfConfigEdit, selfInterpShell} {
		if x := f(c); x != nil {
			return []Finding{*x}
		}
	}
	return nil
}

// Shadowing: a name the agent and the guard read as one command (ls, dir,
// cd, git, Get-ChildItem) bound, for the rest of the session, to a body
// that deletes, overwrites, kills or runs other code: an alias, a
// function, a doskey macro, Set-Alias. Every later use of the name then
// runs the body, which the guard judged, if at all, only as a definition.

// everydayNames are command names an agent uses as a matter of course,
// in any grammar (cmd's and PowerShell's built-in aliases among them).
var everydayNames = set{
	"cargo", "cat", "cd", "cd..", "clear", "cls", "code", "copy", "cp", "curl", "diff", "dir", "docker",
	"echo", "env", "explorer", "find", "findstr", "gc", "gci", "get-childitem", "get-content", "gh",
	"git", "go", "grep", "head", "help", "history", "kubectl", "less", "ls", "make", "man", "md",
	"mkdir", "more", "move", "mv", "nano", "node", "npm", "npx", "open", "pip", "pip3", "pnpm", "popd",
	"printf", "ps", "pushd", "pwd", "python", "python3", "scp", "select-string", "set", "set-location",
	"sl", "sls", "sort", "ssh", "start", "sudo", "tail", "tar", "test", "top", "touch", "tree", "type",
	"unzip", "vi", "vim", "wc", "wget", "where", "which", "write-host", "write-output", "yarn", "zip",
}

// harmfulBodies are first words of a body that deletes, overwrites, kills
// or runs code it is given.
var harmfulBodies = set{
	".", "bash", "cacls", "chmod", "chown", "clc", "clear-content", "cmd", "curl", "dd", "del", "erase", "eval",
	"format", "format-volume", "icacls", "iex", "invoke-expression", "invoke-restmethod",
	"invoke-webrequest", "irm", "iwr", "kill", "killall", "mi", "mkfs", "move", "move-item", "mv", "nc",
	"ncat", "out-file", "pkill", "powershell", "pwsh", "rd", "remove-item", "ri", "rm", "rmdir", "saps",
	"set-content", "sh", "shred", "socat", "source", "spps", "start-process", "stop-process", "takeown",
	"taskkill", "truncate", "unlink", "wget", "wipe", "zsh",
}

// existingName reports whether name is a command already there in
// grammar g: an everyday name, a shell builtin, a cmdlet's Verb-Noun.
func existingName(g lexer.Grammar, name string) bool {
	l := strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(name, "global:"), "script:"), "local:"))
	l = strings.TrimSuffix(l, ".exe")
	if everydayNames.has(l) || harmfulBodies.has(l) {
		return true
	}
	if g == lexer.PowerShell {
		verb, noun, ok := strings.Cut(l, "-")
		return ok && verb != "" && noun != ""
	}
	return g.IsPosix() && posixBuiltins.has(l) || g == lexer.Cmd && cmdInternal.has(l)
}

// cmdInternal are cmd.exe's own commands.
var cmdInternal = set{
	"assoc", "call", "cd", "chdir", "cls", "copy", "del", "dir", "echo", "erase", "ftype", "md", "mkdir",
	"mklink", "move", "path", "popd", "pushd", "rd", "ren", "rename", "rmdir", "set", "start", "title",
	"type", "ver", "vol",
}

// posixBuiltins are the builtins of bash that read or run things.
var posixBuiltins = set{
	".", "[", "alias", "builtin", "cd", "command", "echo", "eval", "exec", "exit", "export", "false",
	"hash", "jobs", "kill", "printf", "pwd", "read", "return", "set", "source", "test", "trap", "true",
	"type", "unset", "wait",
}

// bodyCommand returns the first command word of a body, past command,
// builtin, a leading backslash and quotes, lower case.
func bodyCommand(body string) string {
	f := strings.Fields(strings.Trim(strings.TrimSpace(body), `"'{ `))
	for len(f) > 0 && (f[0] == "command" || f[0] == "builtin" || f[0] == "sudo" || f[0] == "&" || f[0] == "exec") {
		f = f[1:]
	}
	if len(f) == 0 {
		return ""
	}
	w := strings.ToLower(strings.Trim(f[0], `"'\;`))
	if i := strings.LastIndexAny(w, `/\`); i >= 0 {
		w = w[i+1:]
	}
	return strings.TrimSuffix(w, ".exe")
}

// shadows reports whether binding name to body makes an existing
// command's name run something harmful in its stead.
func shadows(g lexer.Grammar, name, body string) bool {
	b := bodyCommand(body)
	n := strings.ToLower(name)
	if i := strings.IndexByte(n, ':'); i >= 0 {
		n = n[i+1:]
	}
	first := firstWord(body)
	return b != "" && existingName(g, n) && (b != n && harmfulBodies.has(b) || payloadTemp.get().MatchString(first+" ") ||
		b == n && loosenedCall(body) != "")
}

// Loosening: a command's name bound to itself with options that make it
// delete more or check less (alias rm='rm -rf', doskey del=del /s /q $*,
// function Remove-Item { …\Remove-Item @args -Recurse -Force }, alias
// git='git --no-verify'): every later plain use then does what the agent
// and the guard do not read in it.

// loosenWords are the words of options that force, recurse or skip a
// check; deleters are the commands whose -r, -f, /s, /q and /f do.
var (
	loosenWords = set{"bypass", "dangerously", "force", "noverify", "recurse", "recursive", "skip", "unsafe", "yes"}
	deleters    = set{"copy", "cp", "del", "erase", "ln", "move", "mv", "rd", "remove-item", "ri", "rm", "rmdir", "xcopy"}
)

// loosenedCall returns the option of body, a call of a command by its own
// name, that makes it delete more or check less: words of loosenWords
// (--force, -Recurse, --no-verify, --no-preserve-root), -Confirm:$false,
// a hooks path set (git -c core.hooksPath=/dev/null), and a deleter's
// short or slash switches that force or recurse (-rf, /s, /q); "" when
// none does.
func loosenedCall(body string) string {
	name := bodyCommand(body)
	f := strings.Fields(strings.Trim(strings.TrimSpace(body), `"'{} `))
	for _, o := range f[min(1, len(f)):] {
		o = strings.Trim(o, `"';}`)
		l := strings.ToLower(o)
		switch {
		case strings.HasPrefix(l, "--") || strings.HasPrefix(l, "-") && len(l) > 3:
			w := nameWords(l)
			if slices.ContainsFunc(w, loosenWords.has) || strings.Contains(l, "no-verify") || strings.Contains(l, "no-preserve-root") ||
				strings.HasPrefix(l, "-confirm:") && offValue(strings.TrimPrefix(strings.TrimPrefix(l, "-confirm:"), "$")) {
				return o
			}
		case strings.Contains(l, "hookspath="):
			return o
		case deleters.has(name) && len(l) > 1 && (l[0] == '-' && strings.ContainsAny(l[1:], "rf") || l[0] == '/' && strings.ContainsAny(l[1:2], "sqf")):
			return o
		}
	}
	return ""
}

// boundToSilencer reports whether an alias binds an existing command's name to
// one of silencers (a function that prints is everyday: Show-Path).
func boundToSilencer(g lexer.Grammar, name, body string) bool {
	b, n := bodyCommand(body), strings.ToLower(name)
	return b != "" && b != n && silencers.has(b) && existingName(g, n)
}

// silencers do nothing with what they are given but print or drop it: a
// command's name bound to one (Set-Alias Remove-Item Write-Host, alias
// sudo=true) no longer does what the guard and the agent read it as.
var silencers = set{":", "echo", "out-default", "out-host", "out-null", "printf", "rem", "return", "true", "write-debug", "write-host", "write-output", "write-verbose"}

// silencesName reports whether a function named name whose calls begin
// with the words firsts does nothing but print or return: a common
// command's name (existingName, and for PowerShell one of the names an
// agent uses, not any Verb-Noun: Show-Path is a function of one's own)
// with no call at all, or only silencers (sudo() { echo "$@"; }, function
// Stop-Process { }). A wrapper that also runs something (git() { echo
// running; command git "$@"; }) is not one.
func silencesName(g lexer.Grammar, name string, firsts []string) bool {
	n := strings.ToLower(name)
	if i := strings.IndexByte(n, ':'); i >= 0 {
		n = n[i+1:]
	}
	if !existingName(g, n) || g == lexer.PowerShell && !everydayNames.has(n) && !harmfulBodies.has(n) {
		return false
	}
	for _, f := range firsts {
		if b := bodyCommand(f); b != "" && !silencers.has(b) {
			return false
		}
	}
	return true
}

// selfBinding is the self.config finding for c binding an existing
// command's name to a harmful body: alias NAME=BODY, doskey NAME=BODY,
// Set-Alias NAME VALUE.
func selfBinding(c *Command) *Finding {
	var name, body string
	switch {
	case c.Grammar.IsPosix() && c.Name == "alias", c.Grammar == lexer.Cmd && c.Name == "doskey":
		for i, a := range c.Args {
			if n, v, ok := strings.Cut(a.Value, "="); ok && !strings.HasPrefix(n, "/") && !strings.HasPrefix(n, "-") {
				name, body = n, v
				if c.Name == "doskey" && i+1 < len(c.Args) {
					body += " " + strings.Join(wordValues(c.Args[i+1:]), " ")
				}
				if shadows(c.Grammar, name, body) || boundToSilencer(c.Grammar, name, body) {
					break
				}
				name = ""
			}
		}
	case c.Grammar == lexer.PowerShell && (c.Name == "set-alias" || c.Name == "new-alias" || c.Name == "sal" || c.Name == "nal"):
		b, _ := psBind(c)
		name, body = b.value("-Name"), b.value("-Value")
	}
	if name == "" || !shadows(c.Grammar, name, body) && !boundToSilencer(c.Grammar, name, body) {
		return nil
	}
	f := finding("self.config", c, "it makes every later "+name+" run "+bodyCommand(body)+" instead, for the rest of the session: the guard, and the agent, read "+name+" as what it was",
		"run "+bodyCommand(body)+" by its own name where it is needed, one command at a time")
	return &f
}

// psFunctionDef matches a PowerShell function definition's name and the
// first word of its body.
var psFunctionDef = &lazyRegexp{expr: `(?i)\bfunction\s+((?:global:|script:|local:)?[\w.-]+)\s*(?:\([^)]*\))?\s*\{\s*([^\s;}]*)([^{}]*)(\})?`}

// shadowingFunction returns the name of a function the input defines
// over an existing command's name with a harmful body (ls() { command rm
// -rf "$@"; }, function global:dir { Remove-Item … }), "" when none.
func shadowingFunction(in *Input) (name string, silent bool) {
	for _, text := range in.psTexts {
		// each definition from its keyword on: one nested in another's body is read too
		for i := 0; i < len(text); {
			loc := psFunctionDef.get().FindStringSubmatchIndex(text[i:])
			if loc == nil {
				break
			}
			m := func(k int) string {
				if loc[2*k] < 0 {
					return ""
				}
				return text[i+loc[2*k] : i+loc[2*k+1]]
			}
			if shadows(lexer.PowerShell, m(1), m(2)+m(3)) {
				return m(1), false
			}
			if m(4) != "" && silencesName(lexer.PowerShell, m(1), psStatements(m(2)+m(3))) {
				return m(1), true
			}
			i += loc[0] + len("function")
		}
	}
	for _, t := range in.parsed {
		if !t.g.IsPosix() || t.f == nil || !mayDefine(t.text) {
			continue
		}
		syntax.Walk(t.f, func(n syntax.Node) bool {
			fd, ok := n.(*syntax.FuncDecl)
			if !ok || fd.Name == nil || fd.Body == nil || name != "" {
				return name == ""
			}
			var calls []string
			syntax.Walk(fd.Body, func(m syntax.Node) bool {
				if ce, ok := m.(*syntax.CallExpr); ok && len(ce.Args) > 0 {
					var parts []string
					for _, w := range ce.Args {
						parts = append(parts, w.Lit())
					}
					calls = append(calls, strings.Join(parts, " "))
				}
				return true
			})
			first := ""
			if len(calls) > 0 {
				first = calls[0]
			}
			if shadows(t.g, fd.Name.Value, first) {
				name = fd.Name.Value
			} else if silencesName(t.g, fd.Name.Value, calls) {
				name, silent = fd.Name.Value, true
			}
			return name == ""
		})
		if name != "" {
			return name, silent
		}
	}
	return "", false
}

// psStatements returns the statements of a PowerShell function body
// without blocks of its own, split at semicolons and line ends.
func psStatements(body string) []string {
	var out []string
	for _, st := range strings.FieldsFunc(body, func(r rune) bool { return r == ';' || r == '\n' }) {
		if st = strings.TrimSpace(st); st != "" {
			out = append(out, st)
		}
	}
	return out
}

// mayDefine reports whether a posix text may define a function: the
// parser makes one only of name() or the keyword function, so the tree
// of a text without them need not be walked (as mayLoop's). A line
// continuation may split the keyword.
func mayDefine(text string) bool {
	return strings.Contains(text, "(") || strings.Contains(text, "function") || continuesLine(text)
}

// psDefaultPair matches a 'Command:Parameter' key of PowerShell's
// $PSDefaultParameterValues and the value given it, in an assignment
// (['Remove-Item:Recurse'] = $true), a hashtable (@{ '*:Force' = $true })
// or an Add call (.Add('Remove-Item:Force', $true)).
var psDefaultPair = &lazyRegexp{expr: `(?i)['"]([\w*?.-]+):(\w+)['"]\s*\]?\s*[=,]\s*(\$\w+|['"][^'"]*['"]|\w+)`}

// psDefaultLoosened returns the command and the parameter that a
// PowerShell text makes every later call of it take by default
// ($PSDefaultParameterValues) when the parameter forces, recurses or
// skips a check (-Recurse, -Force, -Confirm:$false) and the command is
// one already there or every one (*); "" when none.
func psDefaultLoosened(text string) (cmd, param string) {
	i := strings.Index(strings.ToLower(text), "$psdefaultparametervalues")
	if i < 0 {
		return "", ""
	}
	for _, m := range psDefaultPair.get().FindAllStringSubmatch(text[i:], maxCalls) {
		if !strings.ContainsAny(m[1], "*?") && !existingName(lexer.PowerShell, m[1]) {
			continue
		}
		on := !offValue(strings.TrimPrefix(m[3], "$"))
		if p := strings.ToLower(m[2]); loosenWords.has(p) && on || p == "confirm" && !on {
			return m[1], m[2]
		}
	}
	return "", ""
}

// selfShadowInput is the self.config finding for the input defining a
// function that shadows an existing command (shadowingFunction).
func selfShadowInput(in *Input) []Finding {
	c := &Command{Text: in.Text, Grammar: in.Grammar}
	for _, text := range in.psTexts {
		if cmd, param := psDefaultLoosened(text); cmd != "" {
			return []Finding{finding("self.config", c, "it sets $PSDefaultParameterValues so that every later "+cmd+" runs with -"+param+", for the rest of the session, while the guard and the agent read each call as it is written",
				"give the parameter on the one call that needs it (`Remove-Item .\\build -Recurse`)")}
		}
	}
	name, silent := shadowingFunction(in)
	if name == "" {
		return nil
	}
	if silent {
		return []Finding{finding("self.config", c, "it defines a function "+name+" that only prints or returns: every later "+name+" silently does nothing, for the rest of the session, while the guard and the agent read "+name+" as what it was",
			"give the function a name of its own (`show-args() { echo \"$@\"; }`) and call it by that name")}
	}
	return []Finding{finding("self.config", c, "it defines a function "+name+" that deletes, overwrites or runs other code: every later "+name+" runs it instead, for the rest of the session, while the guard and the agent read "+name+" as what it was",
		"give the function a name of its own (`cleanup() { …; }`) and call it by that name")}
}

// configEdits returns the files c rewrites in place with text from its own
// words or from the commands feeding it, which the writers of fsWrites do
// not cover: sponge FILE (what jq printed before it), yq -i, dasel put.
func configEdits(c *Command) (targets []Word, text string) {
	operands := func() []Word { // built for those commands only
		var ops []Word
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") {
				ops = append(ops, a)
			}
		}
		return ops
	}
	switch c.Name {
	case "sponge":
		var b strings.Builder
		for _, f := range c.Feeds {
			b.WriteString(strings.Join(wordValues(f.Args), " ") + "\n")
		}
		return operands(), b.String()
	case "yq", "dasel", "tomlq", "jsonnet-fmt":
		if ops := operands(); hasArg(c.Args, "-i") || hasArg(c.Args, "--inplace") || hasArg(c.Args, "--in-place") || c.Name == "dasel" && len(ops) > 0 && ops[0].Value == "put" {
			return ops, strings.Join(wordValues(c.Args), " ")
		}
	}
	return nil, ""
}

// selfConfigEdit is the self.config finding for c rewriting an agent's
// settings in place (configEdits), or an editor's or agent's
// instructions with text that tells it to act unchecked.
func selfConfigEdit(c *Command) *Finding {
	targets, text := configEdits(c)
	for _, t := range targets {
		l := strings.ToLower(strings.ReplaceAll(t.Value, `\`, "/"))
		if agentConfig(path.Clean("/"+strings.TrimPrefix(l, "~/"))) || agentInstructions(l) && loosensFile(l, text) {
			f := finding("self.config", c, "it rewrites "+t.Value+", an agent's settings or instructions: what it then runs without asking", agentSettingsFix)
			return &f
		}
	}
	return nil
}

// spawnsShell matches interpreter code that hands the terminal to an
// interactive shell: pty.spawn("/bin/bash"), os.execv("/bin/sh", …),
// exec "/bin/sh" (perl and ruby, with or without parentheses),
// os.execute("/bin/sh"), system("bash -i"), child_process.spawn('sh', {stdio:
// 'inherit'}).
var spawnsShell = &lazyRegexp{expr: `(?i)\b(pty\.spawn|os\.exec[lv]p?e?|os\.execute|pcntl_exec|passthru|exec|system|spawnsync|spawn|execsync|call|run|popen)\s*\(?\s*\[?\s*["'](/[\w/]*/)?(ba|z|da|k|mk|fi|tc|c|a)?sh(\s+-i)?["'](\s*[)\];]|\s*$|\s*,\s*([{\[]|["']-i["']))`}

// selfInterpShell is the self.config finding for c, an interpreter,
// running code that starts an interactive shell (spawnsShell).
func selfInterpShell(c *Command) *Finding {
	_, code, ok := interpCode(c)
	if !ok || !spawnsShell.get().MatchString(code) {
		return nil
	}
	f := finding("self.config", c, "its code starts an interactive shell on the terminal: what is typed there next never passes the guard",
		"run each command here, or give the shell its code to check: `bash -c '…'`")
	return &f
}
