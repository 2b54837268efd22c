package shim

import (
	"encoding/json"
	"io"
	"path"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// geminiHook is Gemini CLI's BeforeTool hook, after its hooks reference
// (geminicli.com/docs/hooks/reference, google-gemini/gemini-cli
// docs/hooks/reference.md, "BeforeTool"): the input has hook_event_name,
// cwd, tool_name and tool_input; a decision is printed on standard output
// as {"decision": "deny", "reason": "…"} with exit status 0 (the reason is
// sent to the agent as the tool's error), and exit status 2 with the
// reason on standard error also blocks the tool. There is no "ask": a
// command a rule wants confirmed is denied, saying so. An allowed call
// gets {}, which leaves Gemini CLI's own confirmations in place.
//
// The tools, after docs/tools/shell.md and docs/tools/file-system.md:
// run_shell_command runs command in directory (relative to the project
// root) with bash -c, or cmd.exe /c on Windows; read_file reads path
// (file_path, absolute_path in some versions), read_many_files paths,
// search_file_content (grep_search) searches path with the include glob,
// glob lists pattern under path; write_file writes content to file_path,
// replace writes new_string into it.
type geminiHook struct{}

type geminiOutput struct {
	Decision      string `json:"decision,omitempty"`
	Reason        string `json:"reason,omitempty"`
	SystemMessage string `json:"systemMessage,omitempty"`
}

func (geminiHook) parse(top map[string]json.RawMessage) (toolCall, error) {
	c, in, err := toolEvent(top, "BeforeTool", "")
	if err != nil || c.Ignored != "" {
		return c, err
	}
	paths := func(keys ...string) []string {
		var out []string
		for _, k := range keys {
			out = append(out, objStringLists(in, k)...)
		}
		return out
	}
	switch c.Tool {
	case "run_shell_command":
		if dirs := paths("directory", "dir_path"); len(dirs) > 0 && dirs[0] != "" {
			c.Cwd = joinCwd(c.Cwd, dirs[0])
		}
		c.Commands, err = objStrings(in, c.Tool, "command", true)
		return c, err
	case "write_file":
		return c, addWrites(&c, in, "file_path", "content")
	case "replace":
		return c, addWrites(&c, in, "file_path", "new_string")
	case "read_file":
		c.Reads = paths("path", "file_path", "absolute_path")
	case "read_many_files":
		c.Reads = paths("paths", "include")
	case "search_file_content", "grep_search", "grep":
		c.Reads = searchReads(paths("path", "dir_path"), paths("include"))
	case "glob":
		c.Reads = globReads(paths("path", "dir_path"), paths("pattern"))
	default:
		c.Commands, err = objStrings(in, c.Tool, "command", false)
	}
	return c, err
}

// joinCwd is dir (absolute, or relative to cwd) as the working directory.
func joinCwd(cwd, dir string) string {
	if windowsPath(cwd) {
		if windowsPath(dir) {
			return dir
		}
		return strings.TrimRight(cwd, `\`) + `\` + dir
	}
	if path.IsAbs(dir) || cwd == "" {
		return dir
	}
	return path.Join(cwd, dir)
}

func (geminiHook) grammar(tool, cwd string, set *settings.Settings) (lexer.Grammar, bool) {
	if tool != "run_shell_command" {
		return lexer.Auto, false
	}
	if windowsPath(cwd) {
		return lexer.Cmd, true // cmd.exe /c (docs/tools/shell.md)
	}
	return lexer.Bash, true // bash -c
}

func (geminiHook) answer(out io.Writer, d hookDecision) (int, error) {
	var o geminiOutput
	switch d.Decision {
	case "deny", "ask": // no "ask" here: parse never sets CanAsk
		o.Decision, o.Reason = "deny", d.Message
	default:
		o.SystemMessage = d.Warning
	}
	return 0, writeJSON(out, o)
}

func (geminiHook) refuse(io.Writer, string) int { return ExitUsage } // exit 2 blocks the tool
