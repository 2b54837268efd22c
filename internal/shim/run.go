package shim

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"strconv"

	"github.com/guarded-sh/guarded-sh/audit"
	_ "github.com/guarded-sh/guarded-sh/internal/bigstack" // the stack a check needs, grown before the inits
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
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
	// policy.
	judge guard.Judge
	// exec replaces the process with the real shell; it returns only on
	// failure. Tests replace it.
	exec func(path string, argv, env []string) error
	// self is guarded-sh's own executable, never to be run as the real
	// shell.
	self func() (fs.FileInfo, error)
}

// WithJudge replaces the configured policy: j is asked about every
// complete command before it runs, and nothing is audited.
func WithJudge(j guard.Judge) Option {
	return func(c *config) { c.judge = j }
}

// open returns the Guard of commands run in dir: WithJudge's judge, else
// the configuration as it is now.
func (c *config) open(set *settings.Settings, dir, mode string, stderr io.Writer, opts ...guard.Option) *guard.Guard {
	if c.judge != nil {
		opts = append(opts, guard.WithJudge(c.judge), guard.WithoutAudit())
	}
	return guard.Open(set, dir, mode, stderr, opts...)
}

// follow is open for a session: the configuration is followed as it
// changes.
func (c *config) follow(ctx context.Context, set *settings.Settings, dir, mode string, stderr io.Writer, opts ...guard.Option) *guard.Guard {
	if c.judge != nil {
		opts = append(opts, guard.WithJudge(c.judge), guard.WithoutAudit())
	}
	return guard.Follow(ctx, set, dir, mode, stderr, opts...)
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
// through to the real shell, judged whole first (checkPassThrough).
func Run(ctx context.Context, args, environ []string, stdio Stdio, opts ...Option) error {
	c := config{exec: execShell, self: selfInfo}
	for _, o := range opts {
		o(&c)
	}
	argv0 := "guarded-sh"
	if len(args) > 0 {
		argv0 = args[0]
	} else {
		args = []string{argv0}
	}
	if len(args) > 1 && args[1] == "--guard" {
		return guardCommand(ctx, &c, args, settings.Parse(environ), stdio)
	}
	// Every shell started from here on (exec'd, supervised, a session's)
	// carries the hop count that stops a loop back to guarded-sh.
	environ, err := countHop(environ)
	if err != nil {
		return &ExitError{Code: ExitNoShell, Err: err}
	}
	set := settings.Parse(environ)

	sh, err := chooseShell(argv0, set)
	if err != nil {
		// A bad setting never bricks the shell: say so, go on with the
		// shell's own grammar.
		fmt.Fprintf(stdio.Err, "guarded-sh: warning: %v; using the %s grammar\n", err, sh.Grammar)
	}
	self, err := c.self()
	if err != nil {
		self = nil // cannot tell ourselves apart: the name-based lookup still works
	}
	path := set.Getenv("PATH")
	if path == "" {
		path = defaultPath // as shells do; boot scripts may run without PATH
	}
	if err := sh.resolve(path, self, set); err != nil {
		return &ExitError{Code: ExitNoShell, Err: err}
	}

	if ownHelp(argv0, args, sh, stdio) {
		return nil
	}
	args = realArgv(argv0, sh, args)

	inv := ParseArgs(sh.Style, shellName(sh.Name), args[1:])
	switch inv.Mode {
	case ModeCommand:
		dir := guard.WorkDir(set.Getenv)
		g := c.open(set, dir, audit.ModeCommand, stdio.Err, guard.WithAsker(guard.TTYAsker(set.ConfirmTimeout)))
		d := g.Decide(ctx, guard.Request{Command: inv.Command, Grammar: sh.Grammar, Shell: sh.Name, Mode: audit.ModeCommand, Cwd: dir})
		if !d.Allowed {
			_ = g.Close() // best effort; the record is written
			return &ExitError{Code: d.Status}
		}
		if supervised(set, g.OneShot(), stdio) {
			allProcs() // the shell a child, watched by goroutines that wait in system calls
			return runSupervised(ctx, g, d.Record, sh.Path, reaperShell(sh.Path, path, self), args, environ, set, stdio)
		}
		_ = g.Close() // best effort; the record is written
	case ModeStdin:
		// Stream mode (see streamWanted: invoked as guarded-sh, no
		// arguments, stdin not a terminal; or GUARDED_SH_STREAM=1): the
		// real shell under a PTY, fed only complete commands that the
		// Judge allowed. Invoked as sh, bash, … standard input goes to
		// the real shell (checked whole below), so `sh < script` keeps
		// its meaning.
		// Every kind of shell runs in a session: the posix shells, and
		// pwsh and cmd through their prompt function and PROMPT codes
		// (see session.Configure).
		set.Warn(stdio.Err, settings.Stream, settings.Interactive)
		if streamWanted(argv0, args, stdio.In, set) {
			allProcs()
			return runStream(ctx, &c, sh, set, stdio)
		}
		// Interactive mode (see interactiveWanted: invoked as guarded-sh,
		// no arguments, stdin a terminal): guarded-sh's line editor, the
		// real shell under a PTY, the terminal passed through while a
		// command runs.
		if interactiveWanted(argv0, args, stdio.In, set) && interactiveKind(sh.Path) {
			allProcs()
			return runInteractive(ctx, &c, sh, set, stdio, isLogin(argv0))
		}
		// Relay mode (relay.go): a session asked for on a pipe (bash
		// -l -m) runs each command as it arrives.
		if relayWanted(inv, stdio.In) {
			allProcs()
			return runRelay(ctx, &c, sh, args, environ, set, stdio)
		}
	case ModeScript, ModeOther:
		// Passed through: the real shell reads the script, or answers
		// --version, --help and bad options itself.
	}
	// What the real shell will read (a script, standard input) is judged
	// whole before it runs; standard input read from a pipe is handed on.
	in, err := c.checkPassThrough(ctx, argv0, inv, sh, set, stdio)
	if err != nil {
		return err
	}
	if in != nil {
		if err := dupStdin(in); err != nil {
			return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot hand the checked input to the real shell: %w", err)}
		}
	}
	if err := c.exec(sh.Path, args, environ); err != nil {
		return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot run the real shell %s: %w", sh.Path, err)}
	}
	return nil
}

// allProcs gives back the Ps that internal/oneproc took, for the modes
// that run long or may check much: guarded-sh's command starts on one P,
// which a one-shot -c keeps until it execs the shell. The GOMAXPROCS the
// environment sets is honoured, as the runtime does at start-up (which
// runtime.SetDefaultGOMAXPROCS alone would not); more than one P already
// is not oneproc's doing (a test's -cpu) and is kept.
func allProcs() {
	if runtime.GOMAXPROCS(0) > 1 {
		return
	}
	if n, err := strconv.Atoi(os.Getenv("GOMAXPROCS")); err == nil && n > 0 {
		runtime.GOMAXPROCS(n)
		return
	}
	runtime.SetDefaultGOMAXPROCS()
}

// allProcsFor is allProcs for a one-shot check of n bytes more than one
// -c argument may hold (Linux's MAX_ARG_STRLEN, 128 KiB): a script file,
// a pipe or an agent's tool call may be of any size, and the garbage of
// checking it is then collected on every CPU, while the everyday one-shot
// keeps the one P it was measured on.
func allProcsFor(n int) {
	if n > 128<<10 {
		allProcs()
	}
}

// defaultGrammar is the grammar --guard check uses without --grammar: that
// of the shell one-shot mode would run.
func defaultGrammar(argv0 string, set *settings.Settings, stderr io.Writer) lexer.Grammar {
	sh, err := chooseShell(argv0, set)
	if err != nil {
		fmt.Fprintf(stderr, "guarded-sh: warning: %v; using the %s grammar\n", err, sh.Grammar)
	}
	return sh.Grammar
}
