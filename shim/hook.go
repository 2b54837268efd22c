package shim

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
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
     "hooks": [{"type": "command", "command": "guarded-sh --guard hook claude-code"}]}]}}

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

Input that cannot be read exits 2, which refuses the call.
`

// maxHookInput bounds the tool call read from standard input: a command
// is checked whole, and parsing is not free.
const maxHookInput = 4 << 20

// hookInput is what guarded-sh reads of a PreToolUse hook's input.
type hookInput struct {
	Event     string          `json:"hook_event_name"`
	Tool      string          `json:"tool_name"`
	ToolInput json.RawMessage `json:"tool_input"`
	Cwd       string          `json:"cwd"`
}

// hookToolInput is what guarded-sh reads of a tool's arguments.
type hookToolInput struct {
	Command      *string `json:"command"`
	FilePath     string  `json:"file_path"`
	NotebookPath string  `json:"notebook_path"`
}

// hookOutput is a PreToolUse decision.
type hookOutput struct {
	HookSpecificOutput struct {
		HookEventName            string `json:"hookEventName"`
		PermissionDecision       string `json:"permissionDecision"`
		PermissionDecisionReason string `json:"permissionDecisionReason"`
	} `json:"hookSpecificOutput"`
}

// writtenFile returns the file a harness's file tool writes, and whether
// tool is one.
func writtenFile(tool string, t hookToolInput) (string, bool) {
	switch tool {
	case "Write", "Edit", "MultiEdit":
		return t.FilePath, true
	case "NotebookEdit":
		return t.NotebookPath, true
	}
	return "", false
}

// guardHook runs guarded-sh --guard hook.
func guardHook(c *config, args []string, getenv func(string) string, stdio Stdio) error {
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
	var ti hookToolInput
	if len(in.ToolInput) > 0 && string(in.ToolInput) != "null" {
		if err := json.Unmarshal(in.ToolInput, &ti); err != nil {
			return &ExitError{Code: ExitUsage, Err: fmt.Errorf("hook: tool_input of %s: %v; the tool call is refused", in.Tool, err)}
		}
	}

	dir := in.Cwd
	if !filepath.IsAbs(dir) {
		dir = workDir(getenv)
	}
	var (
		p   *policy.Policy
		env *policy.Env
		log *audit.Log
	)
	judgeCmd := c.judge
	if judgeCmd == nil {
		p, env, log = c.policyAt(dir, audit.ModeHook, getenv, stdio.Err)
		judgeCmd = PolicyJudge(p, env, nil) // the harness asks its human: see "ask"
	}
	defer func() { _ = log.Close() }() // best effort; records are written already

	req := Request{Shell: in.Tool, Mode: audit.ModeHook, Cwd: dir}
	start := time.Now()
	var v Verdict
	if file, ok := writtenFile(in.Tool, ti); ok {
		req.Command = file
		if req.Command == "" || p == nil {
			return nil // nothing to judge
		}
		v = decide(p.CheckWrite(req.Command, env), req, nil)
	} else {
		if ti.Command == nil {
			return nil // a tool that runs no command
		}
		req.Command = *ti.Command
		req.Grammar = hookGrammar(in.Tool, getenv, stdio.Err)
		v = judge(judgeCmd, req) // auto's mismatch says to map the tool
	}
	ask := v.Complete && v.Action == ActionConfirm && !v.Allowed
	if ask {
		v.Reason = strings.TrimSuffix(v.Reason, unconfirmed)
	}
	rec := auditRecord(req, v, time.Since(start), getenv)
	if ask {
		rec.Verdict = audit.VerdictConfirmAsked
	}
	_ = log.Write(rec) // before it runs; a failure has warned

	var decision string
	switch {
	case ask:
		decision = "ask"
	case !v.Allowed:
		decision = "deny"
	case v.Action == ActionWarn:
		printWarned(stdio.Err, req.Command, v)
		return nil
	default:
		return nil
	}
	var out hookOutput
	out.HookSpecificOutput.HookEventName = "PreToolUse"
	out.HookSpecificOutput.PermissionDecision = decision
	var msg strings.Builder
	printBlocked(&msg, req.Command, v)
	out.HookSpecificOutput.PermissionDecisionReason = strings.TrimSuffix(msg.String(), "\n")
	enc := json.NewEncoder(stdio.Out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("hook: writing the decision: %w", err)}
	}
	return nil
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
	if err := json.Unmarshal(data, &in); err != nil {
		return in, fmt.Errorf("standard input is not a hook's JSON object: %v", err)
	}
	if in.Tool == "" {
		return in, errors.New(`the hook's input has no "tool_name"`)
	}
	return in, nil
}

// hookGrammar is the grammar of the commands of tool: GUARDED_SH_TOOL_MAP,
// then for Bash the shell guarded-sh would run, or else the user's SHELL,
// which Claude Code runs its commands in; for PowerShell, powershell; for
// any other tool, auto: the strict intersect of bash and powershell.
func hookGrammar(tool string, getenv func(string) string, stderr io.Writer) lexer.Grammar {
	for _, kv := range strings.Split(getenv("GUARDED_SH_TOOL_MAP"), ",") {
		name, gram, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok || name != tool {
			continue
		}
		g, err := lexer.ParseGrammar(gram)
		if err != nil {
			fmt.Fprintf(stderr, "guarded-sh: warning: GUARDED_SH_TOOL_MAP: %s: %v\n", kv, err)
			continue
		}
		return g
	}
	switch tool {
	case "Bash":
		if getenv("GUARDED_SH_GRAMMAR") == "" && getenv("GUARDED_SH_SHELL") == "" {
			if g, known := grammarOf(shellName(getenv("SHELL"))); known && g.IsPosix() {
				return g
			}
		}
		sh, _ := chooseShell("guarded-sh", getenv) // a bad setting has its default
		return sh.Grammar
	case "PowerShell":
		return lexer.PowerShell
	}
	return lexer.Auto
}
