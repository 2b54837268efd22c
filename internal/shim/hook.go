package shim

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Hook mode: guarded-sh --guard hook NAME is an agent harness's hook that
// runs before each tool call. The harness writes the call as JSON on
// standard input; guarded-sh judges it with the same engine as its other
// modes and answers in the harness's protocol (a hookProtocol, one file
// each: hook_claude.go, hook_gemini.go, hook_cursor.go).

const hookUsage = `usage: guarded-sh --guard hook [PROTOCOL] < tool-call.json

Judge one tool call of an agent harness before it runs, as its hook.
PROTOCOL is one of: claude-code (the default), gemini-cli, cursor.

Claude Code, in .claude/settings.json:

  {"hooks": {"PreToolUse": [{"matcher": "*",
     "hooks": [{"type": "command", "command": "guarded-sh --guard hook claude-code",
                "timeout": 60}]}]}}

Gemini CLI, in .gemini/settings.json:

  {"hooks": {"BeforeTool": [{"matcher": ".*",
     "hooks": [{"type": "command", "command": "guarded-sh --guard hook gemini-cli",
                "timeout": 60000}]}]}}

Cursor, in ~/.cursor/hooks.json:

  {"version": 1, "hooks": {
     "beforeShellExecution": [{"command": "guarded-sh --guard hook cursor"}],
     "beforeReadFile": [{"command": "guarded-sh --guard hook cursor"}]}}

A shell command is checked for completeness and by the policy (and the
advisor, when one is configured); a file tool that writes may not write
guarded-sh's own files or the harness's settings, and text written into a
shell's startup file is judged as commands; a file tool that reads (Read,
Grep, Glob, read_file, beforeReadFile, …) is judged as cat of the path, so
credentials stay unread. A refusal is answered "deny" with guarded-sh's
blocked/why/fix message; a rule whose action is confirm is answered "ask"
where the protocol has it, else "deny".

Grammar of a command: GUARDED_SH_TOOL_MAP (Tool=grammar,…) when it names the
tool; else the harness's: Claude Code's Bash and Cursor's shell the user's
shell (GUARDED_SH_GRAMMAR, GUARDED_SH_SHELL, SHELL, else bash), Claude
Code's PowerShell powershell, Gemini CLI's run_shell_command bash, and on
Windows (a cwd such as C:\…) cmd for Gemini CLI and powershell for Cursor;
any other tool with a command: complete only if both bash and powershell
agree.

Input that cannot be read is refused (exit status 2, which each of these
harnesses takes as a refusal); a check that takes longer than
GUARDED_SH_HOOK_TIMEOUT (default 20s) is refused.
`

// maxHookInput bounds the tool call read from standard input: a command
// is checked whole, and parsing is not free.
const maxHookInput = 1 << 20

// RuleHookTimeout is the rule of a tool call whose check did not finish
// in time (GUARDED_SH_HOOK_TIMEOUT).
const RuleHookTimeout = "hook.timeout"

// guardHook runs guarded-sh --guard hook.
func guardHook(ctx context.Context, c *config, args []string, set *settings.Settings, stdio Stdio) error {
	name := hookProtocols[0].name
	switch {
	case len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help"):
		fmt.Fprint(stdio.Out, hookUsage)
		return nil
	case len(args) == 1:
		name = args[0]
	case len(args) > 1:
		fmt.Fprint(stdio.Err, hookUsage)
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("--guard hook %s: give one protocol: %s", strings.Join(args, " "), hookProtocolNames())}
	}
	proto, ok := findHookProtocol(name)
	if !ok {
		fmt.Fprint(stdio.Err, hookUsage)
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("--guard hook %s: unknown protocol; the protocols known are: %s", name, hookProtocolNames())}
	}
	refuse := func(err error) error {
		msg := fmt.Sprintf("hook: %v; the tool call is refused", err)
		return &ExitError{Code: proto.refuse(stdio.Out, "guarded-sh: "+msg), Err: fmt.Errorf("%s", msg)}
	}
	top, err := readHookObject(stdio.In)
	if err != nil {
		return refuse(err) // a guard that cannot read the call does not let it through
	}
	call, err := proto.parse(top)
	if err != nil {
		return refuse(err)
	}
	if len(call.Commands) == 0 && len(call.Writes) == 0 && len(call.Reads) == 0 {
		if call.Ignored != "" {
			fmt.Fprintf(stdio.Err, "guarded-sh: hook: %s; nothing to decide\n", call.Ignored)
		}
		return answerHook(proto, stdio, hookDecision{Decision: "allow"})
	}

	dir := call.Cwd
	if !filepath.IsAbs(dir) {
		dir = guard.WorkDir(set.Getenv)
	}
	why := " (it needs a human's confirmation, which this harness's hooks cannot ask for)"
	if call.Mode != "" {
		why = fmt.Sprintf(" (it needs a human's confirmation, which the permission mode %q does not ask for)", call.Mode)
	}
	gd := c.open(set, dir, audit.ModeHook, stdio.Err, guard.Quiet(), guard.DeferConfirm(call.CanAsk, why))
	defer func() { _ = gd.Close() }() // best effort; the record is written

	// Each file and command is judged; the gravest verdict decides. A
	// check that outlasts the deadline refuses: a hook the harness gives
	// up on would let the call through.
	var reqs []guard.Request
	for _, w := range call.Writes {
		reqs = append(reqs, guard.Request{Command: w.Path, Shell: call.Tool, Mode: audit.ModeHook, Cwd: dir, Write: true, Text: w.Text})
	}
	for _, r := range call.Reads {
		text, g := readCommand(r)
		reqs = append(reqs, guard.Request{Command: text, Grammar: g, Shell: call.Tool, Mode: audit.ModeHook, Cwd: dir})
	}
	grammar := hookGrammar(proto, call.Tool, call.Cwd, set, stdio.Err)
	for _, cmd := range call.Commands {
		// auto's mismatch says to map the tool
		reqs = append(reqs, guard.Request{Command: cmd, Grammar: grammar, Shell: call.Tool, Mode: audit.ModeHook, Cwd: dir})
	}
	size := 0
	for _, r := range reqs {
		size += len(r.Command) + len(r.Text)
	}
	allProcsFor(size)
	set.Warn(stdio.Err, settings.HookTimeout)
	deadline := set.HookTimeout
	ctx, cancel := context.WithTimeoutCause(ctx, deadline, &guard.Refusal{Rule: RuleHookTimeout,
		Reason: fmt.Sprintf("checking this call took longer than %s (%s), so it was not checked to its end", deadline, settings.HookTimeout),
		Fix:    "split the work into smaller commands"})
	defer cancel()
	d := gd.Decide(ctx, reqs...)
	cmd, v := d.Record.Command, d.Verdict

	hd := hookDecision{Decision: "allow", Judged: true}
	var msg strings.Builder
	switch {
	case v.Deferred:
		hd.Decision = "ask"
		guard.PrintBlocked(&msg, cmd, v)
	case !v.Allowed:
		hd.Decision = "deny"
		guard.PrintBlocked(&msg, cmd, v)
	case v.Action == guard.ActionWarn:
		guard.PrintWarned(stdio.Err, cmd, v)
		guard.PrintWarned(&msg, cmd, v)
		hd.Warning = strings.TrimSuffix(msg.String(), "\n")
		msg.Reset()
	}
	hd.Message = strings.TrimSuffix(msg.String(), "\n")
	return answerHook(proto, stdio, hd)
}

func answerHook(proto hookProtocol, stdio Stdio, d hookDecision) error {
	code, err := proto.answer(stdio.Out, d)
	if err != nil {
		return &ExitError{Code: proto.refuse(io.Discard, ""), Err: fmt.Errorf("hook: writing the decision: %w", err)}
	}
	if code != 0 {
		return &ExitError{Code: code}
	}
	return nil
}

// hookGrammar is the grammar of the commands of tool: GUARDED_SH_TOOL_MAP,
// else the protocol's for the tool, else auto: the strict intersect of
// bash and powershell.
func hookGrammar(proto hookProtocol, tool, cwd string, set *settings.Settings, stderr io.Writer) lexer.Grammar {
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
	if g, ok := proto.grammar(tool, cwd, set); ok {
		return g
	}
	return lexer.Auto
}

// userShellGrammar is the grammar of the shell a harness runs commands
// in: the shell guarded-sh would run, or else the user's SHELL.
func userShellGrammar(set *settings.Settings) lexer.Grammar {
	if set.Getenv(settings.Grammar) == "" && set.Shell == "" {
		if g, known := grammarOf(shellName(set.Getenv("SHELL"))); known && g.IsPosix() {
			return g
		}
	}
	sh, _ := chooseShell("guarded-sh", set) // a bad setting has its default
	return sh.Grammar
}
