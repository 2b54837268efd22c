package shim

import (
	"encoding/json"
	"io"

	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// cursorHook is Cursor's agent hooks, after its hooks documentation
// (cursor.com/docs/agent/hooks): hooks.json runs the command for
// beforeShellExecution, whose input has hook_event_name, command, cwd and
// workspace_roots, and for beforeReadFile, whose input has file_path.
// The answer is printed as {"permission": "allow" | "deny" | "ask",
// "user_message": "…", "agent_message": "…"} (beforeReadFile takes
// permission only). Exit status 2 also denies; guarded-sh prints the
// refusal as well, so a hook that fails is never read as an allowance.
//
// Cursor on Windows runs commands in PowerShell; elsewhere in the user's
// shell.
type cursorHook struct{}

type cursorOutput struct {
	Permission   string `json:"permission"`
	UserMessage  string `json:"user_message,omitempty"`
	AgentMessage string `json:"agent_message,omitempty"`
}

// cursorShellTool names beforeShellExecution's commands in the audit log
// and GUARDED_SH_TOOL_MAP.
const cursorShellTool = "shell"

func (cursorHook) parse(top map[string]json.RawMessage) (toolCall, error) {
	var c toolCall
	var command, file string
	if err := topStrings(top, map[string]*string{"hook_event_name": &c.Event, "cwd": &c.Cwd, "command": &command, "file_path": &file}); err != nil {
		return c, err
	}
	if c.Cwd == "" {
		var roots []string
		if raw, ok := top["workspace_roots"]; ok && json.Unmarshal(raw, &roots) == nil && len(roots) > 0 {
			c.Cwd = roots[0]
		}
	}
	switch c.Event {
	case "beforeShellExecution":
		c.Tool, c.CanAsk = cursorShellTool, true
		if _, ok := top["command"]; !ok {
			return c, errInput("beforeShellExecution has no \"command\"")
		}
		c.Commands = []string{command}
	case "beforeReadFile":
		c.Tool = "read"
		if file != "" {
			c.Reads = []string{file}
		}
	case "":
		return c, errInput(`the hook's input has no "hook_event_name"`)
	default:
		c.Ignored = c.Event + " is not an event guarded-sh decides (beforeShellExecution, beforeReadFile)"
	}
	return c, nil
}

type errInput string

func (e errInput) Error() string { return string(e) }

func (cursorHook) grammar(tool, cwd string, set *settings.Settings) (lexer.Grammar, bool) {
	if tool != cursorShellTool {
		return lexer.Auto, false
	}
	if windowsPath(cwd) {
		return lexer.PowerShell, true
	}
	return userShellGrammar(set), true
}

func (cursorHook) answer(out io.Writer, d hookDecision) (int, error) {
	if !d.Judged {
		// An event guarded-sh does not decide gets no opinion, not an
		// "allow" that would pass over Cursor's own rules.
		_, err := io.WriteString(out, "{}\n")
		return 0, err
	}
	o := cursorOutput{Permission: d.Decision}
	if d.Decision != "allow" {
		o.UserMessage, o.AgentMessage = d.Message, d.Message
	} else if d.Warning != "" {
		o.UserMessage = d.Warning
	}
	return 0, writeJSON(out, o)
}

func (cursorHook) refuse(out io.Writer, msg string) int {
	_ = writeJSON(out, cursorOutput{Permission: "deny", UserMessage: msg, AgentMessage: msg}) // exit 2 denies as well
	return ExitUsage
}
