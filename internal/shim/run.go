package shim

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/advisor"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

// Stdio is the standard input, output and error of the shim.
type Stdio struct {
	In       io.Reader
	Out, Err io.Writer
}

// ExitError asks the caller to exit with Code. Err, when not nil, is to be
// printed first; when nil, everything has been said already.
type ExitError struct {
	Code int
	Err  error
}

func (e *ExitError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("exit status %d", e.Code)
	}
	return e.Err.Error()
}

func (e *ExitError) Unwrap() error { return e.Err }

// Exit statuses of the shim's own refusals.
const (
	ExitIncomplete = 2   // incomplete input, as the shells' own syntax errors
	ExitPolicy     = 126 // refused by policy
	ExitUsage      = 2   // a usage error of a --guard subcommand
	ExitNoShell    = 127 // the real shell cannot be found
	ExitExecFailed = 126 // the real shell was found but could not be run
)

// defaultPath is searched for the real shell when PATH is unset or empty.
const defaultPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

// An Option configures Run.
type Option func(*config)

type config struct {
	// judge decides about complete commands; nil means the configured
	// policy, loaded when a command needs it.
	judge Judge
	// environ is the process's environment.
	environ []string
	// exec replaces the process with the real shell; it returns only on
	// failure. Tests replace it.
	exec func(path string, argv, env []string) error
	// self is guarded-sh's own executable, never to be run as the real
	// shell.
	self func() (fs.FileInfo, error)
	// cwd is the working directory the configuration was loaded for.
	cwd string
	// advisor is the configured advisor, set with the policy; nil: none.
	advisor *advisor.Advisor
}

// WithJudge replaces the configured policy: j is asked about every
// complete command before it runs, and nothing is audited.
func WithJudge(j Judge) Option {
	return func(c *config) { c.judge = j }
}

func selfInfo() (fs.FileInfo, error) {
	// Linux and most BSDs with procfs: one stat of the link's target.
	if fi, err := os.Stat("/proc/self/exe"); err == nil {
		return fi, nil
	}
	p, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return os.Stat(p)
}

// Run is guarded-sh: args is its whole argv (args[0] the name it was invoked
// by), environ its environment. It either replaces the process with the
// real shell, which then runs with the same argv and environment, or
// returns: nil for success, an *ExitError for a refusal or a failure with
// the exit status to use.
//
// The pipeline: parse the arguments as the real shell would; for a command
// string (-c, -Command, /c), check that it is complete (lexer), then judge it
// (the Judge, where policy plugs in); refuse it, or exec the real shell with
// the original arguments. Standard input in stream mode (see streamWanted)
// is read by guarded-sh, which runs the real shell under a PTY and gives it
// each complete command the Judge allowed; Run then returns the last
// command's status. Script files, and standard input otherwise, are passed
// through to the real shell for now.
func Run(ctx context.Context, args, environ []string, stdio Stdio, opts ...Option) error {
	c := config{exec: execShell, self: selfInfo, environ: environ}
	for _, o := range opts {
		o(&c)
	}
	getenv := envLookup(environ)
	argv0 := "guarded-sh"
	if len(args) > 0 {
		argv0 = args[0]
	} else {
		args = []string{argv0}
	}
	if len(args) > 1 && args[1] == "--guard" {
		return guard(ctx, &c, args, getenv, stdio)
	}

	sh, err := chooseShell(argv0, getenv)
	if err != nil {
		// A bad setting never bricks the shell: say so, go on with the
		// shell's own grammar.
		fmt.Fprintf(stdio.Err, "guarded-sh: warning: %v; using the %s grammar\n", err, sh.Grammar)
	}
	self, err := c.self()
	if err != nil {
		self = nil // cannot tell ourselves apart: the name-based lookup still works
	}
	path := getenv("PATH")
	if path == "" {
		path = defaultPath // as shells do; boot scripts may run without PATH
	}
	if err := sh.resolve(path, self, getenv); err != nil {
		return &ExitError{Code: ExitNoShell, Err: err}
	}

	inv := ParseArgs(sh.Style, shellName(sh.Name), args[1:])
	switch inv.Mode {
	case ModeCommand:
		growStack()
		j, log := c.judgeFor(getenv, stdio.Err, true)
		req := Request{Command: inv.Command, Grammar: sh.Grammar, Shell: sh.Name, Mode: "command", Cwd: c.cwd}
		start := time.Now()
		v := judge(j, req)
		_ = log.Write(auditRecord(req, v, time.Since(start), getenv)) // before it runs; a failure has warned
		_ = log.Close()                                               // best effort
		if !v.Allowed {
			printBlocked(stdio.Err, inv.Command, v)
			return &ExitError{Code: blockedStatus(v, getenv, stdio.Err)}
		}
		if v.Action == ActionWarn {
			printWarned(stdio.Err, inv.Command, v)
		}
	case ModeStdin:
		// Stream mode (see streamWanted: invoked as guarded-sh, no
		// arguments, stdin not a terminal; or GUARDED_SH_STREAM=1): the
		// real shell under a PTY, fed only complete commands that the
		// Judge allowed. Invoked as sh, bash, … standard input goes to
		// the real shell unchecked, so `sh < script` keeps its meaning;
		// interactive mode (a terminal) plugs in here in a later issue.
		// Every kind of shell runs in a session: the posix shells, and
		// pwsh and cmd through their prompt function and PROMPT codes
		// (see session.Configure).
		if streamWanted(argv0, args, stdio.In, getenv) {
			return runStream(ctx, &c, sh, getenv, stdio)
		}
		// Interactive mode (see interactiveWanted: invoked as guarded-sh,
		// no arguments, stdin a terminal): guarded-sh's line editor, the
		// real shell under a PTY, the terminal passed through while a
		// command runs.
		if interactiveWanted(argv0, args, stdio.In, getenv) && interactiveKind(sh.Path) {
			return runInteractive(ctx, &c, sh, getenv, stdio)
		}
	case ModeScript, ModeOther:
		// Passed through: the real shell reads the script, or answers
		// --version, --help and bad options itself.
	}
	if err := c.exec(sh.Path, args, environ); err != nil {
		return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot run the real shell %s: %w", sh.Path, err)}
	}
	return nil
}

// growStack makes the goroutine's stack big enough for a check at once,
// while it is shallow. Grown on demand in the middle of parsing, the stack
// is copied with every frame above it, each frame's tables decoded:
// callgrind counts 65,000 of a one-shot guarded-sh -c's 860,000
// instructions in that copy, and about 1% less time with this call
// (scripts/bench.sh).
//
//go:noinline
func growStack() {
	var frame [8 << 10]byte
	touch(frame[:])
}

//go:noinline
func touch(b []byte) { b[0] = 1 }

// blockedStatus is the exit status for a refusal: GUARDED_SH_EXIT_INCOMPLETE
// (default 2) for incomplete input, GUARDED_SH_EXIT_POLICY (default 126) for
// policy.
func blockedStatus(v Verdict, getenv func(string) string, stderr io.Writer) int {
	name, code := "GUARDED_SH_EXIT_POLICY", ExitPolicy
	if !v.Complete {
		name, code = "GUARDED_SH_EXIT_INCOMPLETE", ExitIncomplete
	}
	s := getenv(name)
	if s == "" {
		return code
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 255 {
		fmt.Fprintf(stderr, "guarded-sh: warning: %s=%q is not an exit status from 1 to 255; using %d\n", name, s, code)
		return code
	}
	return n
}

// envLookup returns a getenv over environ; the last setting of a name wins,
// as for os.Getenv.
func envLookup(environ []string) func(string) string { return policy.EnvLookup(environ) }

// defaultGrammar is the grammar --guard check uses without --grammar: that
// of the shell one-shot mode would run.
func defaultGrammar(argv0 string, getenv func(string) string, stderr io.Writer) lexer.Grammar {
	sh, err := chooseShell(argv0, getenv)
	if err != nil {
		fmt.Fprintf(stderr, "guarded-sh: warning: %v; using the %s grammar\n", err, sh.Grammar)
	}
	return sh.Grammar
}

// judgeFor returns the Judge for this process and the audit log its
// decisions go to: the one given with WithJudge (not audited), else the
// configured policy. ask lets a confirm rule ask a human on /dev/tty.
func (c *config) judgeFor(getenv func(string) string, stderr io.Writer, ask bool) (Judge, *audit.Log) {
	if c.judge != nil {
		return c.judge, nil
	}
	var asker Asker
	if ask {
		asker = TTYAsker(confirmTimeout(getenv))
	}
	p, env, log := c.policyAt(workDir(getenv), audit.ModeCommand, getenv, stderr)
	return Advised(PolicyJudge(p, env, asker), c.advisor, stderr), log
}

// policyAt loads the configured policy for commands run in dir, and opens
// the audit log, where configuration warnings are recorded (as mode's);
// it sets c.cwd.
func (c *config) policyAt(dir, mode string, getenv func(string) string, stderr io.Writer) (*policy.Policy, *policy.Env, *audit.Log) {
	cfg, env, warnings := c.configured(dir, getenv, stderr)
	p := cfg.Policy()
	protected := p.Protected()
	redact := func(s string) string { return policy.RedactText(env, protected, s) }
	log := openConfiguredAudit(getenv, cfg, stderr, redact)
	c.advisor = newAdvisor(cfg, getenv, redact, stderr)
	for _, w := range warnings {
		_ = log.Write(audit.Record{Mode: mode, Cwd: env.Cwd, User: userName(getenv), Verdict: audit.VerdictError, Event: "config.error", Detail: w.String()}) // a failure has warned
	}
	return p, env, log
}

// workDir is guarded-sh's working directory, or $PWD when it cannot be
// found (deleted, or out of reach).
func workDir(getenv func(string) string) string {
	cwd, err := os.Getwd()
	if err != nil {
		cwd = getenv("PWD")
	}
	return cwd
}

// configured loads the configuration for commands run in dir, and the Env
// they would run in; it sets c.cwd.
func (c *config) configured(dir string, getenv func(string) string, stderr io.Writer) (*policy.Config, *policy.Env, []policy.Warning) {
	c.cwd = dir
	env := policy.NewEnv(c.environ, dir)
	cfg, warnings := loadPolicy(getenv, env, stderr)
	return cfg, env, warnings
}

// checkJudge sets the Judge of --guard check, once: the configured policy,
// asking nobody (a confirm rule reports the command as refused) and
// auditing nothing, since nothing runs.
func (c *config) checkJudge(getenv func(string) string, stderr io.Writer) {
	if c.judge == nil {
		cfg, env, _ := c.configured(workDir(getenv), getenv, stderr)
		protected := cfg.Policy().Protected()
		redact := func(s string) string { return policy.RedactText(env, protected, s) }
		c.advisor = newAdvisor(cfg, getenv, redact, stderr)
		c.judge = Advised(PolicyJudge(cfg.Policy(), env, nil), c.advisor, stderr)
	}
}
