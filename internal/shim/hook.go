package shim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Hook mode: guarded-sh --guard hook claude-code is an agent harness's
// PreToolUse hook. The harness writes one tool call as JSON on standard
// input before it runs the tool; guarded-sh judges it with the same engine
// as its other modes and answers in the harness's protocol. It follows
// Claude Code's hooks reference (code.claude.com/docs/en/hooks,
// "PreToolUse"): the input has hook_event_name, tool_name, tool_input and
// cwd; a decision is printed as
//
//	{"hookSpecificOutput": {"hookEventName": "PreToolUse",
//	  "permissionDecision": "deny", "permissionDecisionReason": "…"}}
//
// with exit status 0, and exit status 2 with a message on standard error
// also refuses the call. guarded-sh prints no decision for a call it lets
// through, so the harness's own permission rules and prompts still apply.

const hookUsage = `usage: guarded-sh --guard hook [claude-code] < tool-call.json

Judge one tool call of an agent harness before it runs, as its PreToolUse
hook. Install it in .claude/settings.json:

  {"hooks": {"PreToolUse": [{"matcher": "*",
     "hooks": [{"type": "command", "command": "guarded-sh --guard hook claude-code",
                "timeout": 60}]}]}}

A shell command (tool_input.command) is checked for completeness and by the
policy; a file tool (Write, Edit, MultiEdit, NotebookEdit) may not write
guarded-sh's own files or the harness's settings. Refused calls get a
"deny" decision whose reason is guarded-sh's blocked/why/fix message; a rule
whose action is confirm gets "ask", so the harness asks its human. Allowed
calls get no decision.

Grammar of a command: GUARDED_SH_TOOL_MAP (Tool=grammar,…) when it names the
tool; Bash: the shell's (GUARDED_SH_GRAMMAR, GUARDED_SH_SHELL, SHELL, else
bash); PowerShell: powershell; any other tool with a command: complete only
if both bash and powershell agree.

Input that cannot be read exits 2, which refuses the call; a check that
takes longer than GUARDED_SH_HOOK_TIMEOUT (default 20s) is refused.
`

// maxHookInput bounds the tool call read from standard input: a command
// is checked whole, and parsing is not free.
const maxHookInput = 1 << 20

// hookInput is what guarded-sh reads of a PreToolUse hook's input. Keys
// are matched exactly, as the harness (JavaScript) reads them: Go's
// case-insensitive decoding into a struct would have judged "COMMAND"
// where the harness runs "command".
type hookInput struct {
	Event, Tool, Cwd, Mode string
	ToolInput              map[string]json.RawMessage
}

// hookOutput is a PreToolUse decision.
type hookOutput struct {
	HookSpecificOutput struct {
		HookEventName            string `json:"hookEventName"`
		PermissionDecision       string `json:"permissionDecision"`
		PermissionDecisionReason string `json:"permissionDecisionReason"`
	} `json:"hookSpecificOutput"`
}

// writtenFile returns the tool_input key naming the file a harness's file
// tool writes, and whether tool is one.
func writtenFile(tool string) (string, bool) {
	switch tool {
	case "Write", "Edit", "MultiEdit":
		return "file_path", true
	case "NotebookEdit":
		return "notebook_path", true
	}
	return "", false
}

// guardHook runs guarded-sh --guard hook.
func guardHook(ctx context.Context, c *config, args []string, set *settings.Settings, stdio Stdio) error {
	switch {
	case len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help"):
		fmt.Fprint(stdio.Out, hookUsage)
		return nil
	case len(args) > 1 || len(args) == 1 && args[0] != "claude-code":
		fmt.Fprint(stdio.Err, hookUsage)
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("--guard hook %s: the protocols known are: claude-code", strings.Join(args, " "))}
	}
	in, err := readHookInput(stdio.In)
	if err != nil {
		// Exit status 2 refuses the call: a guard that cannot read the
		// call does not let it through.
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("hook: %w; the tool call is refused", err)}
	}
	if in.Event != "" && in.Event != "PreToolUse" {
		fmt.Fprintf(stdio.Err, "guarded-sh: hook: %s is not a PreToolUse event; nothing to decide\n", in.Event)
		return nil
	}
	var files, commands []string
	grammar := hookGrammar(in.Tool, set, stdio.Err)
	if in.Tool != "SlashCommand" && in.Tool != "Skill" { // Claude Code's own commands, not a shell's
		if key, ok := writtenFile(in.Tool); ok {
			files, err = toolStrings(in, key, true)
		}
		if err == nil {
			// A tool not known to run a shell may have a "command" that
			// is something else (an MCP tool's list): only strings count.
			commands, err = toolStrings(in, "command", grammar != lexer.Auto)
		}
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: fmt.Errorf("hook: %w; the tool call is refused", err)}
		}
	}
	if len(files) == 0 && len(commands) == 0 {
		return nil // nothing to judge
	}

	dir := in.Cwd
	if !filepath.IsAbs(dir) {
		dir = guard.WorkDir(set.Getenv)
	}
	// The harness asks its human about a confirm rule ("ask"), in the
	// permission modes where it asks; in the others it may approve "ask"
	// unasked.
	askable := in.Mode == "" || in.Mode == "default" || in.Mode == "plan"
	gd := c.open(set, dir, audit.ModeHook, stdio.Err, guard.Quiet(),
		guard.DeferConfirm(askable, fmt.Sprintf(" (it needs a human's confirmation, which the permission mode %q does not ask for)", in.Mode)))
	defer func() { _ = gd.Close() }() // best effort; the record is written

	// Each file and command is judged; the gravest verdict decides. A
	// check that outlasts the deadline refuses: a hook the harness gives
	// up on would let the call through.
	var reqs []guard.Request
	if len(files) > 0 {
		// The text written: Write's content, Edit's new_string.
		var texts []string
		for _, k := range []string{"content", "new_string"} {
			t, _ := toolStrings(in, k, false)
			texts = append(texts, t...)
		}
		for _, f := range files {
			reqs = append(reqs, guard.Request{Command: f, Shell: in.Tool, Mode: audit.ModeHook, Cwd: dir, Write: true, Text: strings.Join(texts, "\n")})
		}
	}
	for _, cmd := range commands {
		// auto's mismatch says to map the tool
		reqs = append(reqs, guard.Request{Command: cmd, Grammar: grammar, Shell: in.Tool, Mode: audit.ModeHook, Cwd: dir})
	}
	set.Warn(stdio.Err, settings.HookTimeout)
	deadline := set.HookTimeout
	ctx, cancel := context.WithTimeoutCause(ctx, deadline, &guard.Refusal{Rule: RuleHookTimeout,
		Reason: fmt.Sprintf("checking this call took longer than %s (%s), so it was not checked to its end", deadline, settings.HookTimeout),
		Fix:    "split the work into smaller commands"})
	defer cancel()
	d := gd.Decide(ctx, reqs...)
	req, v := d.Record, d.Verdict

	var decision string
	switch {
	case v.Deferred:
		decision = "ask"
	case !v.Allowed:
		decision = "deny"
	case v.Action == guard.ActionWarn:
		guard.PrintWarned(stdio.Err, req.Command, v)
		return nil
	default:
		return nil
	}
	var out hookOutput
	out.HookSpecificOutput.HookEventName = "PreToolUse"
	out.HookSpecificOutput.PermissionDecision = decision
	var msg strings.Builder
	guard.PrintBlocked(&msg, req.Command, v)
	out.HookSpecificOutput.PermissionDecisionReason = strings.TrimSuffix(msg.String(), "\n")
	enc := json.NewEncoder(stdio.Out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("hook: writing the decision: %w", err)}
	}
	return nil
}

// RuleHookTimeout is the rule of a tool call whose check did not finish
// in time (GUARDED_SH_HOOK_TIMEOUT).
const RuleHookTimeout = "hook.timeout"

// toolStrings returns the string values of tool_input's keys that are
// name ignoring case, the exact key first. The harness reads the exact
// key; one that ignored case might read another, so each is judged. A
// value that is not a string is an error when strict, else left out.
func toolStrings(in hookInput, name string, strict bool) ([]string, error) {
	var exact, other []string
	for k, raw := range in.ToolInput {
		if !strings.EqualFold(k, name) {
			continue
		}
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			if !strict {
				continue
			}
			return nil, fmt.Errorf("tool_input.%s of %s is not a string", k, in.Tool)
		}
		if k == name {
			exact = append(exact, s)
		} else {
			other = append(other, s)
		}
	}
	slices.Sort(other) // a map has no order; the verdicts should
	return append(exact, other...), nil
}

// readHookInput reads the one JSON object of a hook's standard input.
func readHookInput(r io.Reader) (hookInput, error) {
	var in hookInput
	if r == nil {
		return in, errors.New("no standard input")
	}
	data, err := io.ReadAll(io.LimitReader(r, maxHookInput+1))
	if err != nil {
		return in, fmt.Errorf("reading standard input: %w", err)
	}
	if len(data) > maxHookInput {
		return in, fmt.Errorf("the tool call is larger than %d bytes", maxHookInput)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil || top == nil {
		if err == nil {
			err = errors.New("null")
		}
		return in, fmt.Errorf("standard input is not a hook's JSON object: %v", err)
	}
	for _, f := range []struct {
		key string
		dst *string
	}{{"hook_event_name", &in.Event}, {"tool_name", &in.Tool}, {"cwd", &in.Cwd}, {"permission_mode", &in.Mode}} {
		if raw, ok := top[f.key]; ok && string(raw) != "null" {
			if err := json.Unmarshal(raw, f.dst); err != nil {
				return in, fmt.Errorf("the hook's %q is not a string", f.key)
			}
		}
	}
	if in.Tool == "" {
		return in, errors.New(`the hook's input has no "tool_name"`)
	}
	if raw, ok := top["tool_input"]; ok && string(raw) != "null" {
		if err := json.Unmarshal(raw, &in.ToolInput); err != nil {
			return in, fmt.Errorf("tool_input of %s is not an object", in.Tool)
		}
	}
	return in, nil
}

// hookGrammar is the grammar of the commands of tool: GUARDED_SH_TOOL_MAP,
// then for Bash the shell guarded-sh would run, or else the user's SHELL,
// which Claude Code runs its commands in; for PowerShell, powershell; for
// any other tool, auto: the strict intersect of bash and powershell.
func hookGrammar(tool string, set *settings.Settings, stderr io.Writer) lexer.Grammar {
	for _, tg := range set.ToolMap {
		if tg.Tool != tool {
			continue
		}
		if tg.Err != nil {
			fmt.Fprintf(stderr, "guarded-sh: warning: %s: %s: %v\n", settings.ToolMap, tg.Entry, tg.Err)
			continue
		}
		return tg.Grammar
	}
	switch tool {
	case "Bash":
		if set.Getenv(settings.Grammar) == "" && set.Shell == "" {
			if g, known := grammarOf(shellName(set.Getenv("SHELL"))); known && g.IsPosix() {
				return g
			}
		}
		sh, _ := chooseShell("guarded-sh", set) // a bad setting has its default
		return sh.Grammar
	case "PowerShell":
		return lexer.PowerShell
	}
	return lexer.Auto
}
