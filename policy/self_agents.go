package policy

import (
	"path"
	"strings"
)

// Coding agents' own configuration: what they run without asking (hooks,
// permissions, MCP servers) and what they are told to do (skills,
// commands, rules). Writing it, by any writer, changes what an agent does
// unchecked the next time it starts (self.config).

// agentDirs are the agents' configuration directories, in a project or
// the home directory, and the entries in them that configure the agent.
var agentDirs = table[set]{
	{".claude", set{"claude.md", "settings.json", "settings.local.json", "hooks", "skills", "commands", "agents", "mcp.json", "plugins"}},
	{".codex", set{"agents.md", "agents.override.md", "config.toml", "config.json", "hooks", "prompts", "skills", "rules", "agents"}},
	{".gemini", set{"gemini.md", "settings.json", "commands", "extensions", "hooks", "skills"}},
	{".cursor", set{"rules", "hooks.json", "mcp.json", "cli-config.json", "cli.json", "commands", "permissions.json"}},
	{".qwen", set{"settings.json", "commands"}},
	{".continue", set{"config.json", "config.yaml", "rules", "prompts"}},
	{".windsurf", set{"rules", "workflows", "hooks.json", "mcp_config.json"}},
	{".amp", set{"settings.json"}},
	{".factory", set{"settings.json", "droids", "commands", "hooks"}},
	{".kiro", set{"settings", "hooks", "steering"}},
	{".opencode", set{"opencode.json", "agent", "command", "plugin"}},
}

// agentConfig reports whether p (absolute, clean) is an agent's
// configuration: an entry of agentDirs under one of those directories,
// anywhere, or .aider.conf.yml and ~/.config/amp|opencode settings.
func agentConfig(p string) bool {
	lower := strings.ToLower(p)
	parts := strings.Split(strings.TrimPrefix(lower, "/"), "/")
	for i := 0; i+1 < len(parts); i++ {
		// A file (settings.json), or an entry of a directory (hooks/x.sh):
		// making the empty directory itself writes nothing.
		if entries, ok := agentDirs.get(parts[i]); ok && entries.has(parts[i+1]) && (strings.Contains(parts[i+1], ".") || i+2 < len(parts)) {
			return true
		}
	}
	switch base := path.Base(lower); {
	case base == ".aider.conf.yml" || base == ".aider.conf.yaml":
		return true
	case strings.HasSuffix(path.Dir(lower), "/.config/amp") && base == "settings.json",
		strings.HasSuffix(path.Dir(lower), "/.config/opencode") && (base == "opencode.json" || base == "config.json"):
		return true
	}
	return false
}

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
