package policy

// agentSpecs are the coding agents' command lines (under their command
// names and, for npx, their npm packages' names; agent), and the flags
// that switch off their own permission checks (self.agent-unguarded):
// the prompt then runs every command it asks for with no one, and no
// guard, asked.
// claudeAllBash are Claude Code's allowed-tools rules that let every
// shell command through unasked (Bash, Bash(*), Bash(:*)): its
// permission checks off for the commands that matter.
const claudeAllBash = "--allowedTools=Bash --allowedTools=Bash(*) --allowedTools=Bash(:*) --allowedTools=Bash(*:*) --allowed-tools=Bash --allowed-tools=Bash(*) --allowed-tools=Bash(:*) --allowed-tools=Bash(*:*)"

var agentSpecs = []spec{
	{path: "claude", agent: true, value: "r", long: "--add-dir --agents --allowed-tools --allowedTools --append-system-prompt --disallowedTools --input-format --mcp-config --model --output-format --permission-mode --resume --settings --system-prompt",
		need: "--dangerously-skip-permissions --allow-dangerously-skip-permissions bypassPermissions " + claudeAllBash, unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Claude Code with its permission checks off"},
	{path: "claude-code", agent: true, value: "r", long: "--add-dir --agents --allowed-tools --allowedTools --append-system-prompt --disallowedTools --input-format --mcp-config --model --output-format --permission-mode --resume --settings --system-prompt",
		need: "--dangerously-skip-permissions --allow-dangerously-skip-permissions bypassPermissions " + claudeAllBash, unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Claude Code with its permission checks off"},
	{path: "codex", agent: true, value: "samcpCi", long: "--ask-for-approval --cd --config --image --model --profile --sandbox", kept: "--full-auto",
		need: `--dangerously-bypass-approvals-and-sandbox --yolo -a=never danger-full-access sandbox_mode=danger-full-access sandbox_mode="danger-full-access" sandbox_mode='danger-full-access'`, unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Codex with approvals and sandbox off"},
	{path: "gemini", agent: true, value: "mp", long: "--approval-mode --include-directories --model --prompt",
		need: "--yolo -y yolo", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Gemini CLI in yolo mode"},
	{path: "gemini-cli", agent: true, value: "mp", long: "--approval-mode --include-directories --model --prompt",
		need: "--yolo -y yolo", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Gemini CLI in yolo mode"},
	{path: "qwen", agent: true, value: "mp", long: "--approval-mode --model --prompt",
		need: "--yolo -y yolo", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Qwen Code in yolo mode"},
	{path: "aider", agent: true, value: "m", long: "--config --file --message --model --read",
		need: "--yes-always --yes", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting aider answering yes to everything"},
	{path: "cursor-agent", agent: true, value: "pm", long: "--model --output-format",
		need: "--force -f", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Cursor's agent with --force"},
	// Cursor's CLI as its installer names it now (cursor.com/install puts
	// ~/.local/bin/agent): --force runs every command unless denied.
	{path: "agent", agent: true, long: "--mode --model --output-format --resume --sandbox --workspace --worktree --worktree-base",
		need: "--force", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Cursor's agent with --force"},
	// Continue's cn: --allow grants a tool without asking, * every tool.
	{path: "cn", agent: true, long: "--agent --allow --ask --config --exclude --mcp --model --org --rule",
		need: "--allow=* --allow=Bash --allow=Bash(*) --allow=Bash(**)", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Continue's cn with every tool or every shell command allowed"},
	{path: "amp", agent: true, value: "x", long: "--execute --settings-file",
		need: "--dangerously-allow-all", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Amp with every command allowed"},
	{path: "copilot", agent: true, value: "p", long: "--allow-tool --deny-tool --model --prompt",
		need: "--allow-all-tools --allow-all --yolo --allow-tool=shell --allow-tool=shell(*) --allow-tool=shell(:*)", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Copilot CLI with every tool allowed"},
	// Claude Code's own settings changed from its command line: tools
	// allowed without asking, permission modes, hooks.
	{path: "claude config add", value: "g", operand: agentLooseKey, unless: "--help -h", effect: effectExternal, rule: "self.config", what: "changing Claude Code's allowed tools or permissions"},
	{path: "claude config set", value: "g", operand: agentLooseKey, unless: "--help -h", effect: effectExternal, rule: "self.config", what: "changing Claude Code's allowed tools or permissions"},
	// An MCP server added to an agent's configuration: a program the
	// agent starts at each session, whose tools it then calls, written
	// into its settings (~/.claude.json, .mcp.json, ~/.codex/config.toml,
	// ~/.gemini/settings.json) by its own command line.
	// The rest of their mcp subcommands (list, get, remove) read or
	// shrink that configuration on this machine: no remote resource.
	{path: "claude mcp", local: true},
	{path: "codex mcp", local: true},
	{path: "gemini mcp", local: true},
	{path: "claude mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Claude Code's configuration (a program it starts and whose tools it calls)"},
	{path: "claude mcp add-json", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Claude Code's configuration (a program it starts and whose tools it calls)"},
	{path: "codex mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Codex's configuration (a program it starts and whose tools it calls)"},
	{path: "gemini mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Gemini CLI's configuration (a program it starts and whose tools it calls)"},
	{path: "qwen mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Qwen Code's configuration (a program it starts and whose tools it calls)"},
	{path: "kiro-cli mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Kiro's configuration (a program it starts and whose tools it calls)"},
	{path: "kiro-cli mcp import", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "importing MCP servers into Kiro's configuration (programs it starts and whose tools it calls)"},
	{path: "q mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Amazon Q's configuration (a program it starts and whose tools it calls)"},
	{path: "amp mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Amp's settings (a program it starts and whose tools it calls)"},
	// VS Code's --add-mcp writes the server into the user profile's
	// mcp.json, which its agents (Copilot's agent mode) start and call.
	{path: "code", long: "--add-mcp", more: &specMore{moreChange: &moreChange{role: roleEditor | roleUsesFiles | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, need: "--add-mcp", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to VS Code's profile (a program its agents start and whose tools they call)"},
	{path: "code-insiders", long: "--add-mcp", more: usesFilesRole, need: "--add-mcp", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to VS Code's profile (a program its agents start and whose tools they call)"},
	// Plugins and extensions: hooks, commands and MCP servers the agent
	// runs unchecked at each session, from wherever they were published.
	{path: "claude-code mcp add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Claude Code's configuration (a program it starts and whose tools it calls)"},
	{path: "claude-code mcp add-json", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding an MCP server to Claude Code's configuration (a program it starts and whose tools it calls)"},
	{path: "claude-code plugin install", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "installing a plugin into Claude Code (its hooks, commands and MCP servers run unchecked at each session)"},
	{path: "claude plugin install", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "installing a plugin into Claude Code (its hooks, commands and MCP servers run unchecked at each session)"},
	{path: "claude plugin marketplace add", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "adding a plugin marketplace to Claude Code (the plugins it offers install hooks and MCP servers)"},
	{path: "gemini extensions install", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "installing an extension into Gemini CLI (its MCP servers, commands and context run at each session)"},
	{path: "gemini extensions link", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "linking an extension into Gemini CLI (its MCP servers, commands and context run at each session)"},
	{path: "qwen extensions install", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "installing an extension into Qwen Code (its MCP servers, commands and context run at each session)"},
	{path: "droid exec", agent: true, value: "mo", long: "--auto --model --output-format",
		need: "--skip-permissions-unsafe", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Factory's droid with its permissions skipped"},
	{path: "q chat", agent: true, long: "--agent --model --profile --trust-tools",
		need: "--trust-all-tools", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Amazon Q's chat with every tool trusted"},
	{path: "kiro-cli chat", agent: true, long: "--agent --model --profile --trust-tools",
		need: "--trust-all-tools", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Kiro's chat with every tool trusted"},
	{path: "crush", agent: true, need: "--yolo -y", unless: "--help -h", effect: effectExternal, stdinData: true, rule: "self.agent-unguarded", what: "starting Crush in yolo mode"},

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
	{path: "chsh", value: "sR", long: "--root --shell", need: "-s --shell", unless: "--help -h -l --list-shells", effect: effectExternal, rule: "self.config", what: "changing the login shell, where guarded-sh stands for harnesses that run each command in it"},
	{path: "usermod", value: usermodValue, long: usermodLong, need: "-s --shell", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "changing a login shell, where guarded-sh stands for harnesses that run each command in it", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// /bin/sh itself, where install.sh puts guarded-sh, repointed by the
	// alternatives system.
	{path: "update-alternatives", long: "--admindir --altdir --instdir --log --root --slave", need: "--set --install --config --remove --remove-all --auto", operand: binSh, unless: "--help --display --query --list --get-selections", effect: effectExternal, rule: "self.config", what: "repointing /bin/sh, where guarded-sh stands in front of the real shell"},
	// macOS keeps the login shell as the UserShell attribute of the
	// user's directory record (dscl . -create /Users/NAME UserShell PATH).
	{path: "dscl", longDash: true, long: "-P -p -u", need: "-create -change -append -merge", operand: userShellAttr, unless: "--help -h", effect: effectExternal, rule: "self.config", what: "changing the login shell, where guarded-sh stands for harnesses that run each command in it"},
	{path: "lchsh", unless: "--help -h", effect: effectExternal, rule: "self.config", what: "changing the login shell, where guarded-sh stands for harnesses that run each command in it"},

	// Killing the guard: a session's shell dies with guarded-sh, and the
	// agent's next commands go wherever the harness then sends them.
	// pkill's pattern is a regular expression searched in the name (or,
	// with -f, the command line); the others take names, with wildcards.
	{path: "pkill", more: &specMore{moreChange: &moreChange{role: roleKills | roleDataWords, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: procpsValue, long: procpsLong, operand: guardPattern, unless: "--help -V --version", effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
	{path: "killall", more: &specMore{moreChange: &moreChange{role: roleKills | roleDataWords, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: killallValue, long: killallLong, operand: guardName, unless: "--help -V --version -l --list", effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
	{path: "taskkill", more: &specMore{moreChange: &moreChange{role: roleKills | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, win: true, long: "/fi /im /p /pid /s /u", codeOpts: "/im", code: guardName, unless: "/?", effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
	{path: "stop-process", more: killerRole, ps: true, fold: true, long: "-Id -InputObject -Name -ProcessName", codeOpts: "-Name -ProcessName", code: guardName, unless: "-WhatIf -wi -?", effect: effectExternal, rule: "self.config", what: "killing guarded-sh, the guard that checks these commands"},
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
	pgrepSpec = spec{path: "pgrep", value: procpsValue, long: procpsLong}
)

const (
	procpsLong  wordList = "--cgroup --delimiter --env --euid --group --ns --nslist --older --parent --pgroup --pidfile --queue --runstates --session --signal --terminal --uid"
	killallLong wordList = "--context --ns --older-than --signal --user --younger-than"
)

// guardPattern is a pkill pattern naming guarded-sh; guardName a process
// name, or a wildcard of one, that is it or another guard (agent-guard.exe,
// shell_guard: guard a word of the name).
var (
	guardPattern = &lazyRegexp{expr: `(?i)guard`}
	guardName    = &lazyRegexp{expr: `(?i)^guard[a-z*?.-]*$|^([a-z0-9*?]+[-_.])+guard(ed|rails?)?([-_.*?][a-z0-9*?._-]*)?$`}
	binSh        = &lazyRegexp{expr: `^((/usr)?/bin/)?sh$`}
	// userShellAttr is the attribute of a macOS user record that holds
	// its login shell.
	userShellAttr = &lazyRegexp{expr: `(?i)^(dsAttrTypeStandard:)?UserShell$`}
	// agentLooseKey is a setting of an agent that decides what it runs
	// without asking.
	agentLooseKey = &lazyRegexp{expr: `(?i)^(allowedtools|permissions?|defaultmode|hooks?|enableallprojectmcpservers|bypasspermissions.*|dangerously.*)$`}
)
