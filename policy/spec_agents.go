package policy

// agentSpecs are the coding agents' command lines (under their command
// names and, for npx, their npm packages' names; agent), and the flags
// that switch off their own permission checks (self.agent-unguarded):
// the prompt then runs every command it asks for with no one, and no
// guard, asked.
var agentSpecs = []spec{
	{path: "claude", agent: true, value: "r", long: []string{"--permission-mode", "--model", "--settings", "--mcp-config", "--append-system-prompt", "--system-prompt", "--allowedTools", "--allowed-tools", "--disallowedTools", "--output-format", "--input-format", "--resume", "--add-dir", "--agents"},
		need: []string{"--dangerously-skip-permissions", "--allow-dangerously-skip-permissions", "bypassPermissions"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Claude Code with its permission checks off"},
	{path: "claude-code", agent: true, value: "r", long: []string{"--permission-mode", "--model", "--settings", "--mcp-config", "--append-system-prompt", "--system-prompt", "--allowedTools", "--allowed-tools", "--disallowedTools", "--output-format", "--input-format", "--resume", "--add-dir", "--agents"},
		need: []string{"--dangerously-skip-permissions", "--allow-dangerously-skip-permissions", "bypassPermissions"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Claude Code with its permission checks off"},
	{path: "codex", agent: true, value: "samcpCi", long: []string{"--sandbox", "--ask-for-approval", "--model", "--config", "--profile", "--cd", "--image"},
		need: []string{"--dangerously-bypass-approvals-and-sandbox", "--yolo", "danger-full-access", "sandbox_mode=danger-full-access", `sandbox_mode="danger-full-access"`, "sandbox_mode='danger-full-access'"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Codex with approvals and sandbox off"},
	{path: "gemini", agent: true, value: "mp", long: []string{"--model", "--approval-mode", "--prompt", "--include-directories"},
		need: []string{"--yolo", "-y", "yolo"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Gemini CLI in yolo mode"},
	{path: "gemini-cli", agent: true, value: "mp", long: []string{"--model", "--approval-mode", "--prompt", "--include-directories"},
		need: []string{"--yolo", "-y", "yolo"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Gemini CLI in yolo mode"},
	{path: "qwen", agent: true, value: "mp", long: []string{"--model", "--approval-mode", "--prompt"},
		need: []string{"--yolo", "-y", "yolo"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Qwen Code in yolo mode"},
	{path: "aider", agent: true, value: "m", long: []string{"--model", "--message", "--file", "--read", "--config"},
		need: []string{"--yes-always", "--yes"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting aider answering yes to everything"},
	{path: "cursor-agent", agent: true, value: "pm", long: []string{"--model", "--output-format"},
		need: []string{"--force", "-f"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Cursor's agent with --force"},
	{path: "amp", agent: true, value: "x", long: []string{"--execute", "--settings-file"},
		need: []string{"--dangerously-allow-all"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Amp with every command allowed"},
	{path: "copilot", agent: true, value: "p", long: []string{"--prompt", "--model", "--allow-tool", "--deny-tool"},
		need: []string{"--allow-all-tools", "--allow-all", "--yolo"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Copilot CLI with every tool allowed"},
	// Claude Code's own settings changed from its command line: tools
	// allowed without asking, permission modes, hooks.
	{path: "claude config add", value: "g", operand: agentLooseKey, unless: []string{"--help", "-h"}, effect: effectExternal, rule: "self.config", what: "changing Claude Code's allowed tools or permissions"},
	{path: "claude config set", value: "g", operand: agentLooseKey, unless: []string{"--help", "-h"}, effect: effectExternal, rule: "self.config", what: "changing Claude Code's allowed tools or permissions"},
	{path: "droid exec", agent: true, value: "mo", long: []string{"--model", "--output-format", "--auto"},
		need: []string{"--skip-permissions-unsafe"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Factory's droid with its permissions skipped"},
	{path: "q chat", agent: true, long: []string{"--model", "--agent", "--profile", "--trust-tools"},
		need: []string{"--trust-all-tools"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Amazon Q's chat with every tool trusted"},
	{path: "kiro-cli chat", agent: true, long: []string{"--model", "--agent", "--profile", "--trust-tools"},
		need: []string{"--trust-all-tools"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Kiro's chat with every tool trusted"},
	{path: "crush", agent: true, need: []string{"--yolo", "-y"}, unless: []string{"--help", "-h"}, effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Crush in yolo mode"},

	// Agents that have no flag to switch their checks off: each runs the
	// commands its prompt asks for, so a prompt from the network is code
	// from the network (agentCLI).
	{path: "aichat", agent: true},
	{path: "auggie", agent: true},
	{path: "cline", agent: true},
	{path: "goose", agent: true},
	{path: "interpreter", agent: true},
	{path: "open-interpreter", agent: true},
	{path: "opencode", agent: true},
	{path: "openhands", agent: true},
	{path: "plandex", agent: true},
	{path: "sgpt", agent: true},

	// The login shell: harnesses that run each call in the user's login
	// shell (Codex reads it from the password database) have guarded-sh
	// installed there (docs/harnesses.md); another one runs them unguarded.
	{path: "chsh", value: "sR", long: []string{"--shell", "--root"}, need: []string{"-s", "--shell"}, unless: []string{"--help", "-h", "-l", "--list-shells"}, effect: effectExternal, rule: "self.config", what: "changing the login shell, where guarded-sh stands for harnesses that run each command in it"},
	{path: "usermod", value: "cdefgGlpsuRPZ", long: []string{"--comment", "--home", "--expiredate", "--inactive", "--gid", "--groups", "--login", "--password", "--shell", "--uid", "--root", "--prefix"}, need: []string{"-s", "--shell"}, unless: []string{"--help", "-h"}, effect: effectExternal, rule: "self.config", what: "changing a login shell, where guarded-sh stands for harnesses that run each command in it"},
	// /bin/sh itself, where install.sh puts guarded-sh, repointed by the
	// alternatives system.
	{path: "update-alternatives", long: []string{"--altdir", "--admindir", "--instdir", "--root", "--log", "--slave"}, need: []string{"--set", "--install", "--config", "--remove", "--remove-all", "--auto"}, operand: binSh, unless: []string{"--help", "--display", "--query", "--list", "--get-selections"}, effect: effectExternal, rule: "self.config", what: "repointing /bin/sh, where guarded-sh stands in front of the real shell"},
	{path: "lchsh", unless: []string{"--help", "-h"}, effect: effectExternal, rule: "self.config", what: "changing the login shell, where guarded-sh stands for harnesses that run each command in it"},

	// Killing the guard: a session's shell dies with guarded-sh, and the
	// agent's next commands go wherever the harness then sends them.
	// pkill's pattern is a regular expression searched in the name (or,
	// with -f, the command line); the others take names, with wildcards.
	{path: "pkill", more: killerRole, value: procpsValue, long: procpsLong, operand: guardPattern, unless: []string{"--help", "-V", "--version"}, effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
	{path: "killall", more: killerRole, value: killallValue, long: killallLong, operand: guardName, unless: []string{"--help", "-V", "--version", "-l", "--list"}, effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
	{path: "taskkill", more: killerRole, win: true, long: []string{"/im", "/pid", "/s", "/u", "/p", "/fi"}, codeOpts: []string{"/im"}, code: guardName, unless: []string{"/?"}, effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
	{path: "stop-process", more: killerRole, ps: true, fold: true, long: []string{"-Name", "-ProcessName", "-Id", "-InputObject"}, codeOpts: []string{"-Name", "-ProcessName"}, code: guardName, unless: []string{"-WhatIf", "-wi", "-?"}, effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
}

// procpsValue and procpsLong are the options of procps' pgrep and pkill
// that take a value (pgrep(1): -d DELIM, -g PGID, -G GID, -O SECONDS, -P
// PPID, -s SID, -t TTY, -u EUID, -U UID, -F FILE, -r STATES; pkill's -q
// VALUE and --signal SIG); -n (newest), -o (oldest) and the others are
// switches. killallValue and killallLong are psmisc killall's (-s SIG,
// -u USER, -o and -y AGE, -n PID, -Z CONTEXT). pgrepSpec reads pgrep.
const (
	procpsValue  = "dgGOPstuUFrq"
	killallValue = "usonyZ"
)

var (
	procpsLong = []string{"--delimiter", "--pgroup", "--group", "--older", "--parent", "--session", "--terminal", "--euid", "--uid", "--pidfile",
		"--runstates", "--cgroup", "--ns", "--nslist", "--signal", "--queue", "--env"}
	killallLong = []string{"--user", "--signal", "--older-than", "--younger-than", "--ns", "--context"}
	pgrepSpec   = spec{path: "pgrep", value: procpsValue, long: procpsLong}
)

// guardPattern is a pkill pattern naming guarded-sh; guardName a process
// name, or a wildcard of one, that is it or another guard (agent-guard.exe,
// shell_guard: guard a word of the name).
var (
	guardPattern = &lazyRegexp{expr: `(?i)guard`}
	guardName    = &lazyRegexp{expr: `(?i)^guard[a-z*?.-]*$|^([a-z0-9*?]+[-_.])+guard(ed|rails?)?([-_.*?][a-z0-9*?._-]*)?$`}
	binSh        = &lazyRegexp{expr: `^((/usr)?/bin/)?sh$`}
	// agentLooseKey is a setting of an agent that decides what it runs
	// without asking.
	agentLooseKey = &lazyRegexp{expr: `(?i)^(allowedtools|permissions?|defaultmode|hooks?|enableallprojectmcpservers|bypasspermissions.*|dangerously.*)$`}
)
