package shim

import (
	"encoding/json"
	"io"

	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// claudeHook is Claude Code's PreToolUse hook, after its hooks reference
// (code.claude.com/docs/en/hooks, "PreToolUse"): the input has
// hook_event_name, tool_name, tool_input, cwd and permission_mode; a
// decision is printed as
//
//	{"hookSpecificOutput": {"hookEventName": "PreToolUse",
//	  "permissionDecision": "deny", "permissionDecisionReason": "…"}}
//
// with exit status 0, and exit status 2 with a message on standard error
// also refuses the call. guarded-sh prints no decision for a call it lets
// through, so the harness's own permission rules and prompts still apply.
type claudeHook struct{}

// hookOutput is a PreToolUse decision.
type hookOutput struct {
	HookSpecificOutput struct {
		HookEventName            string `json:"hookEventName"`
		PermissionDecision       string `json:"permissionDecision"`
		PermissionDecisionReason string `json:"permissionDecisionReason"`
	} `json:"hookSpecificOutput"`
}

func (claudeHook) parse(top map[string]json.RawMessage) (toolCall, error) {
	c, in, err := toolEvent(top, "PreToolUse", "permission_mode")
	if err != nil || c.Ignored != "" {
		return c, err
	}
	c.CanAsk = true
	if c.Mode != "" && c.Mode != "default" && c.Mode != "plan" {
		c.CanAsk = false // in other modes the harness may approve "ask" unasked
	}
	switch c.Tool {
	case "SlashCommand", "Skill":
		return c, nil // Claude Code's own commands, not a shell's
	case "Write", "Edit", "MultiEdit":
		return c, addWrites(&c, in, "file_path", "content", "new_string")
	case "NotebookEdit":
		return c, addWrites(&c, in, "notebook_path", "new_source")
	case "Read":
		c.Reads = objStringLists(in, "file_path")
		return c, nil
	case "NotebookRead":
		c.Reads = objStringLists(in, "notebook_path")
		return c, nil
	case "Grep":
		c.Reads = searchReads(objStringLists(in, "path"), objStringLists(in, "glob"))
		return c, nil
	case "Glob":
		c.Reads = globReads(objStringLists(in, "path"), objStringLists(in, "pattern"))
		return c, nil
	}
	// A tool not known to run a shell may have a "command" that is
	// something else (an MCP tool's list): only strings count then.
	c.Commands, err = objStrings(in, c.Tool, "command", c.Tool == "Bash" || c.Tool == "PowerShell")
	return c, err
}

// addWrites adds the files of key that the tool writes, with the text of
// the text keys.
func addWrites(c *toolCall, in map[string]json.RawMessage, key string, textKeys ...string) error {
	files, err := objStrings(in, c.Tool, key, true)
	if err != nil {
		return err
	}
	var text string
	for _, k := range textKeys {
		t, _ := objStrings(in, c.Tool, k, false)
		for _, s := range t {
			if text != "" {
				text += "\n"
			}
			text += s
		}
	}
	for _, f := range files {
		c.Writes = append(c.Writes, fileWrite{f, text})
	}
	return nil
}

func (claudeHook) grammar(tool, cwd string, set *settings.Settings) (lexer.Grammar, bool) {
	switch tool {
	case "Bash":
		return userShellGrammar(set), true
	case "PowerShell":
		return lexer.PowerShell, true
	}
	return lexer.Auto, false
}

func (claudeHook) answer(out io.Writer, d hookDecision) (int, error) {
	if d.Decision == "allow" {
		return 0, nil // no decision: the harness's own rules apply
	}
	var o hookOutput
	o.HookSpecificOutput.HookEventName = "PreToolUse"
	o.HookSpecificOutput.PermissionDecision = d.Decision
	o.HookSpecificOutput.PermissionDecisionReason = d.Message
	return 0, writeJSON(out, o)
}

func (claudeHook) refuse(io.Writer, string) int { return ExitUsage } // exit 2 refuses

// writeJSON writes v as one line of JSON, HTML characters as they are.
func writeJSON(out io.Writer, v any) error {
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
