package shim

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
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

// guardHook runs guarded-sh --guard hook.
func guardHook(c *config, args []string, getenv func(string) string, stdio Stdio) error {
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
		judgeCmd = Advised(PolicyJudge(p, env, nil), c.advisor, stdio.Err) // the harness asks its human: see "ask"
	}
	defer func() { _ = log.Close() }() // best effort; records are written already

	grammar := hookGrammar(proto, call.Tool, call.Cwd, getenv, stdio.Err)
	start := time.Now()
	req, v := judgeCall(call, grammar, dir, p, env, judgeCmd, hookDeadline(getenv, stdio.Err))

	ask := v.Complete && v.Action == ActionConfirm && !v.Allowed
	if ask {
		v.Reason = strings.TrimSuffix(v.Reason, unconfirmed)
		if !call.CanAsk {
			ask = false
			if call.Mode != "" {
				v.Reason += fmt.Sprintf(" (it needs a human's confirmation, which the permission mode %q does not ask for)", call.Mode)
			} else {
				v.Reason += " (it needs a human's confirmation, which this harness's hooks cannot ask for)"
			}
		}
	}
	rec := auditRecord(req, v, time.Since(start), getenv)
	if ask {
		rec.Verdict = audit.VerdictConfirmAsked
	}
	_ = log.Write(rec) // before it runs; a failure has warned

	d := hookDecision{Decision: "allow", Judged: true}
	var msg strings.Builder
	switch {
	case ask:
		d.Decision = "ask"
		printBlocked(&msg, req.Command, v)
	case !v.Allowed:
		d.Decision = "deny"
		printBlocked(&msg, req.Command, v)
	case v.Action == ActionWarn:
		printWarned(stdio.Err, req.Command, v)
		printWarned(&msg, req.Command, v)
		d.Warning = strings.TrimSuffix(msg.String(), "\n")
		msg.Reset()
	}
	d.Message = strings.TrimSuffix(msg.String(), "\n")
	return answerHook(proto, stdio, d)
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

// judgeCall judges each file written, file read and command of call; the
// gravest verdict decides. A check that outlasts the deadline refuses: a
// hook the harness gives up on would let the call through.
func judgeCall(call toolCall, grammar lexer.Grammar, dir string, p *policy.Policy, env *policy.Env, judgeCmd Judge, deadline time.Duration) (Request, Verdict) {
	type judged struct {
		req Request
		v   Verdict
	}
	done := make(chan judged, 1)
	go func() {
		var gravest judged
		first := true
		keep := func(j judged) {
			if first || worse(j.v, gravest.v) {
				gravest, first = j, false
			}
		}
		for _, w := range call.Writes {
			req := Request{Command: w.Path, Shell: call.Tool, Mode: audit.ModeHook, Cwd: dir}
			v := Verdict{Allowed: true, Complete: true, Action: ActionAllow}
			if p != nil {
				v = decide(p.CheckWriteText(w.Path, w.Text, env), req, nil)
			}
			keep(judged{req, v})
		}
		for _, r := range call.Reads {
			text, g := readCommand(r)
			req := Request{Command: r, Grammar: g, Shell: call.Tool, Mode: audit.ModeHook, Cwd: dir}
			v := Verdict{Allowed: true, Complete: true, Action: ActionAllow}
			if p != nil {
				v = decide(p.Check(text, g, env), req, nil)
			}
			keep(judged{req, v})
		}
		for _, cmd := range call.Commands {
			req := Request{Command: cmd, Grammar: grammar, Shell: call.Tool, Mode: audit.ModeHook, Cwd: dir}
			keep(judged{req, judge(judgeCmd, req)}) // auto's mismatch says to map the tool
		}
		done <- gravest
	}()
	select {
	case j := <-done:
		return j.req, j.v
	case <-time.After(deadline):
		var all []string
		for _, w := range call.Writes {
			all = append(all, w.Path)
		}
		all = append(append(all, call.Reads...), call.Commands...)
		return Request{Command: strings.Join(all, "\n"), Shell: call.Tool, Mode: audit.ModeHook, Cwd: dir}, Verdict{Complete: true, Action: ActionBlock, Rule: RuleHookTimeout,
			Reason: fmt.Sprintf("checking this call took longer than %s (GUARDED_SH_HOOK_TIMEOUT), so it was not checked to its end", deadline),
			Fix:    "split the work into smaller commands"}
	}
}

// RuleHookTimeout is the rule of a tool call whose check did not finish
// in time (GUARDED_SH_HOOK_TIMEOUT).
const RuleHookTimeout = "hook.timeout"

// hookDeadline is how long a check may take: GUARDED_SH_HOOK_TIMEOUT
// (default 20s), less than the harness's own timeout for the hook.
func hookDeadline(getenv func(string) string, stderr io.Writer) time.Duration {
	const def = 20 * time.Second
	s := getenv("GUARDED_SH_HOOK_TIMEOUT")
	if s == "" {
		return def
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		fmt.Fprintf(stderr, "guarded-sh: warning: GUARDED_SH_HOOK_TIMEOUT=%q is not a positive duration; using %s\n", s, def)
		return def
	}
	return d
}

// worse reports whether v is a graver verdict than w: a refusal, then a
// confirmation, then a warning, then an allowance.
func worse(v, w Verdict) bool { return severity(v) > severity(w) }

func severity(v Verdict) int {
	switch {
	case !v.Complete || !v.Allowed && v.Action != ActionConfirm:
		return 3
	case v.Action == ActionConfirm && !v.Allowed:
		return 2
	case v.Action == ActionWarn:
		return 1
	}
	return 0
}

// hookGrammar is the grammar of the commands of tool: GUARDED_SH_TOOL_MAP,
// else the protocol's for the tool, else auto: the strict intersect of
// bash and powershell.
func hookGrammar(proto hookProtocol, tool, cwd string, getenv func(string) string, stderr io.Writer) lexer.Grammar {
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
	if g, ok := proto.grammar(tool, cwd, getenv); ok {
		return g
	}
	return lexer.Auto
}

// userShellGrammar is the grammar of the shell a harness runs commands
// in: the shell guarded-sh would run, or else the user's SHELL.
func userShellGrammar(getenv func(string) string) lexer.Grammar {
	if getenv("GUARDED_SH_GRAMMAR") == "" && getenv("GUARDED_SH_SHELL") == "" {
		if g, known := grammarOf(shellName(getenv("SHELL"))); known && g.IsPosix() {
			return g
		}
	}
	sh, _ := chooseShell("guarded-sh", getenv) // a bad setting has its default
	return sh.Grammar
}
