package policy

import (
	"path"
	"slices"
	"strings"
)

// Coding agents' own configuration: what they run without asking (hooks,
// permissions, MCP servers) and what they are told to do (skills,
// commands, rules). Writing it, by any writer, changes what an agent does
// unchecked the next time it starts (self.config).

// agentDirs are the agents' configuration directories, in a project or
// the home directory, and the entries in them that configure the agent.
var agentDirs = table[set]{
	{".claude", set{"agents", "claude.md", "commands", "hooks", "mcp.json", "plugins", "settings.json", "settings.local.json", "skills"}},
	{".codex", set{"agents", "agents.md", "agents.override.md", "config.json", "config.toml", "hooks", "prompts", "rules", "skills"}},
	{".gemini", set{"commands", "extensions", "gemini.md", "hooks", "policies", "settings.json", "skills", "trustedfolders.json"}},
	{".cursor", set{"cli-config.json", "cli.json", "commands", "hooks.json", "mcp.json", "permissions.json", "rules"}},
	{".qwen", set{"commands", "settings.json", "trustedfolders.json"}},
	{".continue", set{"config.json", "config.yaml", "mcpservers", "permissions.yaml", "prompts", "rules"}},
	{".windsurf", set{"hooks.json", "mcp_config.json", "rules", "workflows"}},
	// ~/.codeium/windsurf: Windsurf's user folder, its global rules
	// (memories/global_rules.md), MCP servers and hooks.
	{".codeium", set{"windsurf", "windsurf-next"}},
	{".amp", set{"settings.json"}},
	{".factory", set{"commands", "droids", "hooks", "settings.json"}},
	{".kiro", set{"agents", "hooks", "settings", "steering"}},
	{".opencode", set{"agent", "command", "opencode.json", "plugin"}},
	{".copilot", set{"agents", "config.json", "mcp-config.json"}},
	{".roo", set{"commands", "mcp.json", "rules"}},
	{".zed", set{"settings.json"}},
	{".cline", set{"hooks", "rules", "settings.json", "workflows"}},
	{".augment", set{"commands", "rules", "settings.json"}},
	{".kilocode", set{"mcp.json", "rules", "workflows"}},
	{".openhands", set{"config.toml", "microagents"}},
	{".crush", set{"crush.json"}},
	{".goose", set{"config.yaml", "permission.yaml"}},
	{".trae", set{"mcp.json", "rules"}},
	{".junie", set{"guidelines.md", "mcp"}},
}

// mcpConfigName matches the name of a file that lists MCP servers, which
// an agent starts and trusts by itself: .mcp.json, mcp_config.json,
// cline_mcp_settings.json, mcp-servers.yaml.
var mcpConfigName = &lazyRegexp{expr: `^\.?([a-z0-9]+[_-])*mcp([_-](config|settings|servers))?\.(json|jsonc|ya?ml|toml)$`, words: []string{"mcp"}}

// agentConfig reports whether p (absolute, clean) is an agent's
// configuration: an entry of agentDirs under one of those directories,
// anywhere, or .aider.conf.yml and ~/.config/amp|opencode|goose settings.
func agentConfig(p string) bool {
	lower := strings.ToLower(p)
	parts := strings.Split(strings.TrimPrefix(lower, "/"), "/")
	for i := 0; i+1 < len(parts); i++ {
		// A file (settings.json), or an entry of a directory (hooks/x.sh):
		// making the empty directory itself writes nothing.
		if entries, ok := agentDirs.get(parts[i]); ok && entries.has(parts[i+1]) && (strings.Contains(parts[i+1], ".") || i+2 < len(parts)) {
			return true
		}
		if agentRulesDir(parts[i], parts[i+1]) {
			return true
		}
	}
	switch base := path.Base(lower); {
	case base == ".aider.conf.yml" || base == ".aider.conf.yaml" || base == ".roomodes" || base == "opencode.json" || base == "opencode.jsonc":
		return true // aider's options, Roo's modes (their tool groups), opencode's project configuration (its permission)
	case mcpConfigName.match(base) || base == "claude_desktop_config.json":
		return true // the servers an agent starts, and trusts, by itself
	case base == ".claude.json" && homeLike.get().MatchString(path.Dir(lower)):
		return true // Claude Code's state in the home directory: its projects' allowed tools and trust
	case strings.HasSuffix(path.Dir(lower), "/.config/amp") && base == "settings.json",
		strings.HasSuffix(path.Dir(lower), "/.config/opencode") && (base == "opencode.json" || base == "config.json"),
		strings.HasSuffix(path.Dir(lower), "/.config/goose") && (base == "config.yaml" || base == "config.yml" || base == "permission.yaml"),
		strings.HasSuffix(path.Dir(lower), "/goose/config") && (base == "config.yaml" || base == "config.yml" || base == "permission.yaml"):
		return true // %APPDATA%\Block\goose\config\config.yaml on Windows
	}
	return false
}

// systemConfigDirs are the directories (lower case) that hold each
// program's system-wide configuration in a folder of its own: where an
// administrator's managed settings for a coding agent live
// (/etc/claude-code, /etc/gemini-cli, /etc/codex, /Library/Application
// Support/ClaudeCode, C:\ProgramData\gemini-cli).
var systemConfigDirs = set{"/c:/program files", "/c:/programdata", "/etc", "/library/application support", "/programdata", "c:/program files", "c:/programdata"}

// managedAgentSettings reports whether p is a settings file in a coding
// agent's folder of systemConfigDirs (the folder's name has an agent's
// name as a word: claude-code, GeminiCli): the settings every user's
// agent obeys, which no user may override.
func managedAgentSettings(p string) bool {
	dir := path.Dir(p)
	if !systemConfigDirs.has(strings.ToLower(path.Dir(dir))) || !settingsExts.has(strings.ToLower(path.Ext(p))) {
		return false
	}
	for w := range nameWordSeq(path.Base(dir)) {
		if agentNames.has(w) {
			return true
		}
	}
	return false
}

// agentRulesDir reports whether dir/entry is a file of a rules directory
// an agent reads as standing instructions and that no agentDirs entry
// names: .clinerules/NAME.md (Cline's folder form of .clinerules),
// .roo/rules-MODE/NAME.md (Roo Code's rules of one mode).
func agentRulesDir(dir, entry string) bool {
	return dir == ".clinerules" || dir == ".roo" && strings.HasPrefix(entry, "rules-")
}

// agentTree reports whether dir (absolute or relative, either slash) is
// an agent's configuration directory or inside one: files written there
// without being named (tar -C, unzip -d, git clone, cp -r, xcopy,
// Expand-Archive) may be its settings, hooks, skills or commands.
func agentTree(dir string) bool {
	dir = strings.ToLower(strings.ReplaceAll(strings.Trim(dir, `"'`), `\`, "/"))
	for part := range strings.SplitSeq(dir, "/") {
		if _, ok := agentDirs.get(part); ok {
			return true
		}
	}
	return false
}

// homeLike matches a home directory's path, lower case: /root,
// /home/NAME, /Users/NAME, C:/Users/NAME.
var homeLike = &lazyRegexp{expr: `^(/root|(/[a-z]:)?/(home|users)/[^/]+)$`}

// agentConfigEntry reports whether p (absolute, clean) is itself an entry
// of agentDirs (.claude/hooks, .codex/config.toml): removing or moving it
// takes the configuration in it away, as writing it would change it.
func agentConfigEntry(p string) bool {
	parts := strings.Split(strings.TrimPrefix(strings.ToLower(p), "/"), "/")
	n := len(parts)
	if n < 2 {
		return false
	}
	entries, ok := agentDirs.get(parts[n-2])
	return ok && entries.has(parts[n-1])
}

// agentInstructionFiles are the files coding agents read as standing
// instructions at the start of every session, in a project or the home
// directory (lower case). Writing them is everyday work (build and test
// notes); text in them that tells the agent to drop its checks is not.
var agentInstructionFiles = set{
	".clinerules", ".cursorrules", ".goosehints", ".windsurfrules", "agents.md", "agents.override.md",
	"claude.local.md", "claude.md", "copilot-instructions.md", "gemini.md", "qwen.md",
}

// editorSettings matches an editor's user or profile settings file,
// whose keys its agents obey (VS Code, Cursor, Windsurf, VSCodium, Zed).
var editorSettings = &lazyRegexp{expr: `(^|/)(code|code - insiders|cursor|windsurf|vscodium|zed)/(user/)?(profiles/[^/]+/)?settings\.json$`, words: []string{"settings.json"}}

// agentInstructions reports whether the path p (either slash) is one of
// agentInstructionFiles, an editor's settings that the agent in it obeys
// (.vscode/settings.json: Copilot's chat.tools.autoApprove), or any file
// of an agent's rules directories (agentConfig).
func agentInstructions(p string) bool {
	p = strings.ToLower(strings.ReplaceAll(strings.Trim(p, `"'`), `\`, "/"))
	if path.Base(p) == "settings.json" && path.Base(path.Dir(p)) == ".vscode" {
		return true
	}
	if editorSettings.match(p) {
		return true // an editor's user settings, which its agents obey (cline.autoApprove, chat.tools.autoApprove)
	}
	return agentInstructionFiles.has(path.Base(p)) || agentConfig(path.Clean("/"+p)) || toolSettings(p)
}

// settingsExts are the extensions of settings files.
var settingsExts = set{"", ".cfg", ".conf", ".ini", ".json", ".jsonc", ".toml", ".yaml", ".yml"}

// toolSettings reports whether p (lower case, slashes) is a settings file
// in a tool's own folder of a home directory (~/.config/NAME,
// AppData\Roaming\VENDOR\NAME, ~/Library/Application Support/NAME):
// where an agent nobody listed keeps what it may do unasked. Written
// there, text that lets it act unchecked is judged as an agent's
// instructions are.
func toolSettings(p string) bool {
	rel, ok := homeRel(p)
	return ok && strings.Contains(rel, "/") && toolFolder(rel) && settingsExts.has(path.Ext(rel))
}

// agentNames are the coding agents' names as their folders spell them.
var agentNames = set{"aider", "amp", "augment", "claude", "cline", "codex", "copilot", "crush", "cursor", "droid", "factory", "gemini", "goose", "junie", "kilocode", "kiro", "opencode", "openhands", "qwen", "roo", "trae", "windsurf"}

// settingLine matches a setting's line in YAML, TOML, INI, .env or JSON:
// its key and its value.
var settingLine = &lazyRegexp{expr: `(?:^|[\s{,;])["']?([A-Za-z][A-Za-z0-9_.-]*)["']?\s*[:=]\s*["']?([A-Za-z0-9_-]+)`}

// settingsLoosened reports whether text, written to the settings file p,
// sets an agent's setting so that it acts unasked (agentSettingOff:
// GOOSE_MODE: auto, approval-mode = yolo, auto_approve_all: true). A
// mode of auto is an agent's only where p or the key names an agent (a
// theme's mode: auto is not).
func settingsLoosened(p, text string) bool {
	agent := false
	for seg := range strings.FieldsFuncSeq(strings.ToLower(p), func(r rune) bool { return r == '/' || r == '.' || r == '-' || r == '_' }) {
		agent = agent || agentNames.has(seg)
	}
	for _, m := range settingLine.get().FindAllStringSubmatch(text, 64) {
		var words []string
		for w := range nameWordSeq(m[1]) { // approvalMode, GOOSE_MODE
			agent = agent || agentNames.hasLower(w)
			words = append(words, strings.ToUpper(w))
		}
		v := strings.ToUpper(m[2])
		if agentSettingOff(words, v) && (v != "AUTO" || agent && agentModeKey(words)) {
			return true
		}
		if slices.ContainsFunc(words, func(w string) bool { return checkWords.hasLower(w) }) && strictOffValues.has(v) {
			return true // approval_mode: yolo, sandbox = danger-full-access
		}
	}
	return false
}

// agentModeKey reports whether a key's words (upper case) are an
// agent's mode and nothing else: GOOSE_MODE, mode; not colorMode.
func agentModeKey(words []string) bool {
	for _, w := range words {
		if !agentModeWords.has(w) && !agentNames.hasLower(w) {
			return false
		}
	}
	return true
}

// strictOffValues are a check's values that switch it off and mean
// nothing else (never, off and false are a setting's everyday values).
var strictOffValues = set{"ALLOW-ALL", "BYPASS", "BYPASSPERMISSIONS", "DANGER-FULL-ACCESS", "DANGEROUSLY", "FULL-ACCESS", "UNRESTRICTED", "YOLO"}

// loosensFile reports whether text written to p tells an agent to act
// unchecked: as instructions (loosens) or as its settings.
func loosensFile(p, text string) bool {
	return loosens(text) || settingsLoosened(p, text)
}

// loosensChecks matches instructions that tell an agent to act unchecked:
// approve or run everything without asking, skip or switch off its
// safety checks, hooks, sandbox or guard, call them obsolete, ignore its
// earlier instructions, its permission-bypass settings by name, or a
// list of what it runs unasked holding everything.
var loosensChecks = &lazyRegexp{expr: `(?i)` +
	`\b(approve|accept|allow|run|execute|auto-?approve)\s+((every|all|any)thing|((every|all|any|the)\s+)?(shell\s+|bash\s+|terminal\s+|tool\s+)?(commands?|tools?|actions?|requests?|operations?|changes?|tool\s+calls?))\b[^.\n]{0,40}\b(automatically|without\s+(asking|confirm|approv|review|prompt|check|permission))` +
	`|\b(skip|bypass|disable|ignore|turn\s+off|switch\s+off|circumvent|deactivate|uninstall|remove|get\s+around)\s+(the\s+|all\s+|any\s+|your\s+|its\s+)*(safety|security|permission|approval|guard|guardrail|hook|sandbox|confirmation|guarded-sh)[a-z]*\b` +
	`|\b(safety|security|guard|guardrail|hook|permission|sandbox|approval|confirmation|guarded-sh)[a-z]*\b(\s+[a-z-]+){0,3}\s+(is|are)\s+(now\s+)?(obsolete|deprecated|disabled|unnecessary|not\s+needed|no\s+longer\s+(needed|required|in\s+effect)|optional|turned\s+off|switched\s+off)` +
	`|\bignore\s+(all\s+)?(previous|prior|above|earlier|other|your)\s+(instructions|rules|guidelines)` +
	`|\b(never|do\s+not|don't)\s+(ask|wait)\s+(the\s+user\s+)?(for\s+)?(confirmation|approval|permission)` +
	`|bypassPermissions|dangerously-skip-permissions|dangerously-bypass|danger-full-access|--yolo\b|\byolo\s+mode|approval_policy\s*=\s*"?never` +
	`|["']?(chat\.tools\.(global\.)?)?(autoApprove|autoAccept|yolo|enableAllProjectMcpServers)["']?\]?\s*(?:[:=,]\s*|\s+)(?:-\w+\s+)?\$?true\b` +
	// A list of what runs unasked holding an entry that matches
	// everything: "roo-cline.allowedCommands": ["*"],
	// "chat.tools.terminal.autoApprove": {"/.*/": true}, Bash(*).
	`|[\w.-]*(allow|approve|trust)[\w.-]*["']?\]?\s*(?:[:=]|\+=)\s*[\[{][^\]}]{0,200}?["'](\*|\.\*|/\^?\.\*\$?/|(bash|shell)\(\*\))["']`}

// loosens reports whether text holds an instruction of loosensChecks
// that no negation just before turns around ("never skip the hooks").
func loosens(text string) bool {
	for _, m := range loosensChecks.get().FindAllStringIndex(text, 8) {
		before := strings.ToLower(text[max(0, m[0]-negationReach):m[0]])
		if !negated.get().MatchString(before) {
			return true
		}
	}
	return false
}

// negated matches a negation in the clause that ends the text before an
// instruction: no sentence's end between them (a dot or colon followed
// by a blank; one inside a name, permissions.defaultMode, ends nothing).
// negationReach is how far before the instruction it is looked for.
var negated = &lazyRegexp{expr: `\b(never|not|don't|dont|no|nor|avoid|without)\b(?:[^.;:!?\n]|[.:]\S)*$`}

const negationReach = 64

// instructionsLoosened returns the self.config finding for c writing,
// to one of targets that is an agent's instruction file, text (its
// arguments, its standard input, and what built returns, when not nil:
// what the input did to the object a pipeline writes, as $j | Add-Member
// … before $j | ConvertTo-Json | Set-Content) that tells the agent to act
// unchecked.
func instructionsLoosened(c *Command, targets []Word, built func() string) []Finding {
	file := ""
	for _, t := range targets {
		if agentInstructions(t.Value) {
			file = t.Value
			break
		}
	}
	if file == "" {
		return nil
	}
	var text strings.Builder
	for _, a := range c.Args {
		text.WriteString(a.Value + " ")
	}
	if c.Stdin != nil {
		text.WriteString(*c.Stdin)
	}
	text.WriteString("\n")
	if built != nil {
		text.WriteString(built())
	}
	if !loosensFile(strings.ToLower(strings.ReplaceAll(file, `\`, "/")), text.String()) {
		return nil
	}
	return []Finding{finding("self.config", c, "it writes "+file+", which coding agents read as standing instructions, telling them to act without their checks (approve everything, skip the hooks or the guard)", agentInstructionsFix)}
}

const agentInstructionsFix = "write the project's build and test notes there, not instructions to skip checks or approvals; if a check is in the way, say which and why"
