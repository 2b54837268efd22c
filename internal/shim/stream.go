package shim

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/pty"
	"github.com/guarded-sh/guarded-sh/internal/session"
	"github.com/guarded-sh/guarded-sh/internal/watchdog"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

// Stream mode: standard input is not a terminal (an agent writes commands to
// a pipe). The real shell runs under a PTY (package session); stdin is
// assembled into complete commands by a lexer.Scanner; each is judged,
// audited, and only then given to the shell, one after another, with a
// watchdog for its duration.
//
// Knobs (environment):
//
//	GUARDED_SH_STREAM=1|0          force stream mode on (any argv[0], even a
//	                               terminal) or off (pass-through)
//	GUARDED_SH_GRACE=500ms         how long incomplete input may wait for
//	                               more bytes before it is refused
//	GUARDED_SH_WATCHDOG_IDLE=2s    output silence before the watchdog looks
//	                               for a prompt or a terminal read
//	GUARDED_SH_WATCHDOG_GRACE=2s   wait for the prompt after the interrupt,
//	                               and again after the kill
//	GUARDED_SH_WATCHDOG_POLL=500ms how often it looks again while silent
//	GUARDED_SH_FEED=1              input that arrives while a command runs
//	                               goes to the command (feed mode) rather
//	                               than waiting to be checked as the next
//	                               command; the watchdog then waits 30s of
//	                               silence (GUARDED_SH_WATCHDOG_IDLE wins)
//
// Feed mode gives each command a terminal of its own for standard input (a
// pty.Feed; session.FeedCommand redirects the command to it), and writes
// input there a line at a time, each when the command is blocked reading
// it. Lines it never asks for are checked as the next command; what it was
// given and left unread is dropped when it ends, reported and audited, and
// can never be read by the shell as a command. A program that opens
// /dev/tty itself (ssh, sudo asking for a password)
// still reads the shell's terminal, where nothing is fed. Posix shells
// only: pwsh has no input redirection, and cmd's ( ) block would change
// how some commands parse; with them input is held as without feed mode.

// DefaultStreamGrace is how long input that is still incomplete may wait for
// more bytes before stream mode refuses it (GUARDED_SH_GRACE).
const DefaultStreamGrace = 500 * time.Millisecond

// DefaultFeedIdle is the watchdog's idle period in feed mode: a program
// waiting for input is what feed mode is for, and the agent that answers
// it may take a while to write.
const DefaultFeedIdle = 30 * time.Second

// streamWanted reports whether Run, in ModeStdin, runs stream mode rather
// than passing standard input through to the real shell.
//
// Only when invoked under its own name (argv[0] "guarded-sh") with no
// arguments, and with stdin not a terminal. Invoked as sh, bash, dash, … (a
// guarded-sh installed over /bin/sh) standard input is passed through, so
// `sh < script` keeps its exact semantics (a script read by a
// non-interactive shell, not commands typed at an interactive one).
// Arguments (-s a b, -e, -l) are also passed through: the session's
// interactive shell could not honour them. GUARDED_SH_STREAM=1 forces stream
// mode whatever argv[0] and stdin are; GUARDED_SH_STREAM=0 turns it off.
func streamWanted(argv0 string, args []string, in io.Reader, getenv func(string) string) bool {
	if !streamSupported || in == nil || len(args) > 1 {
		return false
	}
	switch getenv("GUARDED_SH_STREAM") {
	case "1":
		return true
	case "0":
		return false
	}
	return shellName(argv0) == "guarded-sh" && !isTerminal(in)
}

// envDuration reads a duration setting; a bad one warns and falls back to
// def.
func envDuration(getenv func(string) string, name string, def time.Duration, stderr io.Writer) time.Duration {
	s := getenv(name)
	if s == "" {
		return def
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		fmt.Fprintf(stderr, "guarded-sh: warning: %s=%q is not a positive duration; using %v\n", name, s, def)
		return def
	}
	return d
}

// stream is one stream-mode run.
type stream struct {
	ctx    context.Context
	sh     Shell
	getenv func(string) string
	stderr io.Writer
	judge  Judge        // the fixed Judge (WithJudge), or nil
	live   *policy.Live // the configuration followed, when judge is nil
	env    *policy.Env  // where commands run, for the live policy; replaced under mu (followCwd)
	red    *redactWriter
	log    *audit.Log
	id     string // the audit session id
	wopts  []watchdog.Option
	s      *session.Session
	input  <-chan []byte // standard input, in chunks; closed at its end
	feed   *pty.Feed     // feed mode's terminal, or nil
	held   []byte        // input taken in while a command ran, to be checked next

	ending atomic.Bool // a signal is ending the session (endOnSignals)

	mu  sync.Mutex
	out io.Writer
	w   *watchdog.Watchdog // the running command's, or nil
}

// streamConfigChanged, when set (by tests), is called after stream mode
// has taken in a configuration change.
var streamConfigChanged func()

// Write relays the session's output, redacted, to stdout and to the running
// command's watchdog.
func (st *stream) Write(b []byte) (int, error) {
	if st.red != nil {
		return st.red.Write(b)
	}
	return st.relay(b)
}

// relay writes redacted output to the running command's watchdog and to
// stdout.
func (st *stream) relay(b []byte) (int, error) {
	st.mu.Lock()
	w := st.w
	st.mu.Unlock()
	if w != nil {
		_, _ = w.Write(b) // never fails
	}
	return st.out.Write(b)
}

// flush writes the output the redactor keeps back, at the end of a command.
func (st *stream) flush() {
	if st.red != nil {
		_ = st.red.Flush() // a failing stdout shows in the next Write
	}
}

// judgeNow returns the Judge for the next command: the fixed one, or the
// configuration in force now.
func (st *stream) judgeNow() Judge {
	if st.judge != nil {
		return st.judge
	}
	return PolicyJudge(st.live.Policy(), st.cwdEnv(), TTYAsker(confirmTimeout(st.getenv)))
}

// configChanged reports a reloaded configuration's warnings, once per
// change, on stderr and in the audit log.
func (st *stream) configChanged(_ *policy.Config, ws []policy.Warning) {
	for _, w := range ws {
		fmt.Fprintln(st.stderr, w.String())
	}
	for _, w := range ws {
		st.audit(audit.Record{Mode: audit.ModeStream, Cwd: st.cwdEnv().Cwd, User: userName(st.getenv), Verdict: audit.VerdictError, Event: "config.error", Detail: w.String()})
	}
	if f := streamConfigChanged; f != nil {
		f()
	}
}

// setup loads the configuration, to follow for the session's length, opens
// the audit log and builds the output's redactor. The returned function
// releases them.
func (st *stream) setup(c *config) func() {
	st.env = policy.NewEnv(c.environ, workDir(st.getenv))
	if c.judge != nil {
		st.judge = c.judge // nothing audited; the built-in names redacted
		st.redactOutput(nil)
		return st.flush
	}
	ce := policy.DefaultConfigEnv()
	ce.Getenv = st.getenv
	ce.Cwd, ce.Project = st.env.Cwd, st.env.Project // found once, not walked up to again
	// The log opens once the first configuration is known; a change
	// before that waits for it.
	ready := make(chan struct{})
	st.live = policy.Watch(st.ctx, ce, func(cfg *policy.Config, ws []policy.Warning) {
		<-ready
		st.configChanged(cfg, ws)
	})
	cfg := st.live.Current()
	warnings := cfg.Warnings()
	for _, w := range warnings {
		fmt.Fprintln(st.stderr, w.String())
	}
	p := cfg.Policy()
	protected := p.Protected()
	env := st.env
	redactLog := func(s string) string { return policy.RedactText(env, protected, s) }
	st.log = openAudit(st.getenv, cfg.AuditPath(), st.stderr, audit.WithRedactor(redactLog))
	for _, w := range warnings {
		st.audit(audit.Record{Mode: audit.ModeStream, Cwd: env.Cwd, User: userName(st.getenv), Verdict: audit.VerdictError, Event: "config.error", Detail: w.String()})
	}
	close(ready)

	st.redactOutput(protected)
	return func() {
		st.flush()          // what the shell wrote last
		_ = st.live.Close() // best effort
		_ = st.log.Close()  // best effort
	}
}

// redactOutput puts the redactor, built once, between the session's output
// and stdout: the values of the protected variables (the built-in names,
// protected, credentials in the environment) the session starts with.
func (st *stream) redactOutput(protected []string) {
	env := st.env
	redact := policy.Redactor(env, protected)
	names := map[string]bool{}
	for _, n := range env.Names() {
		names[n] = true
	}
	for _, n := range append(policy.DefaultSecretNames(), protected...) {
		names[n] = true
	}
	var candidates []string
	for n := range names {
		candidates = append(candidates, env.Getenv(n))
	}
	if values := redactValues(redact, candidates); len(values) > 0 {
		st.red = newRedactWriter(writerFunc(st.relay), redact, values)
	}
}

// writerFunc is a function as an io.Writer.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

func (st *stream) event(e session.Event) {
	if e.Kind != session.Continuation {
		return
	}
	st.mu.Lock()
	w := st.w
	st.mu.Unlock()
	if w != nil {
		w.ContinuationSeen()
	}
}

func (st *stream) watch(w *watchdog.Watchdog) {
	st.mu.Lock()
	st.w = w
	st.mu.Unlock()
}

// runStream is stream mode; it returns as Run does, with the last
// command's status.
func runStream(ctx context.Context, c *config, sh Shell, getenv func(string) string, stdio Stdio) (err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	st := &stream{ctx: ctx, sh: sh, getenv: getenv, stderr: stdio.Err, out: stdio.Out, id: sessionID()}
	grace := envDuration(getenv, "GUARDED_SH_GRACE", DefaultStreamGrace, stdio.Err)
	idle := watchdog.DefaultIdle
	if getenv("GUARDED_SH_FEED") == "1" {
		if f, err := openFeed(sh); err != nil {
			fmt.Fprintf(stdio.Err, "guarded-sh: warning: feed mode: %v; input that arrives while a command runs waits to be checked as the next command\n", err)
		} else {
			st.feed, idle = f, DefaultFeedIdle
			defer func() { _ = f.Close() }() // best effort
		}
	}
	st.wopts = []watchdog.Option{
		watchdog.WithIdle(envDuration(getenv, "GUARDED_SH_WATCHDOG_IDLE", idle, stdio.Err)),
		watchdog.WithGrace(envDuration(getenv, "GUARDED_SH_WATCHDOG_GRACE", watchdog.DefaultGrace, stdio.Err)),
		watchdog.WithPoll(envDuration(getenv, "GUARDED_SH_WATCHDOG_POLL", watchdog.DefaultPoll, stdio.Err)),
	}
	if st.feed != nil {
		st.wopts = append(st.wopts, watchdog.WithFed())
	}
	defer st.setup(c)()

	opts := []session.Option{session.WithOutput(st), session.WithEvents(st.event)}
	if c.environ != nil {
		opts = append(opts, session.WithEnv(c.environ))
	}
	s, err := session.Start(ctx, sh.Path, opts...)
	if err != nil {
		return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot start the real shell %s: %w", sh.Path, err)}
	}
	st.s = s
	defer func() { _ = s.Close() }() // best effort: the shell may be gone
	caught, stopSignals := st.endOnSignals(cancel)
	defer stopSignals()
	defer func() {
		if sig := caught(); sig != nil {
			err = signalExit(sig)
		}
	}()

	// One goroutine reads stdin; input that arrives while a command runs
	// waits in the channel and the pipe, to be checked as the next command.
	chunks := make(chan []byte)
	quit := make(chan struct{})
	defer close(quit)
	go func() {
		defer close(chunks)
		buf := make([]byte, 32<<10)
		for {
			n, err := stdio.In.Read(buf)
			if n > 0 {
				select {
				case chunks <- append([]byte(nil), buf[:n]...):
				case <-quit:
					return
				}
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					fmt.Fprintf(stdio.Err, "guarded-sh: warning: reading standard input: %v\n", err)
				}
				return
			}
		}
	}()

	st.input = chunks
	sc := lexer.NewScanner(sh.Grammar)
	status := 0
	timer := time.NewTimer(grace)
	timer.Stop()
	defer timer.Stop()
	for {
		for {
			cmd, ok := sc.Next()
			if !ok {
				break
			}
			code, over := st.run(string(cmd))
			if code >= 0 {
				status = code
			}
			if over {
				return exitStatus(status)
			}
			if len(st.held) > 0 { // feed mode: input the command did not ask for
				_, _ = sc.Write(st.held) // never fails
				st.held = nil
			}
		}
		pending, res := sc.Pending()
		if len(pending) > 0 && !res.Complete {
			timer.Reset(grace) // grace counts from the last bytes read
		} else {
			timer.Stop()
		}
		select {
		case b, ok := <-chunks:
			if ok {
				_, _ = sc.Write(b) // never fails
				continue
			}
			// EOF: what is complete runs (a last line without its
			// newline, as a shell would), the rest is refused.
			pending, res := sc.Pending()
			if strings.TrimSpace(string(pending)) != "" {
				if res.Complete {
					code, _ := st.run(string(pending) + "\n")
					if code >= 0 {
						status = code
					}
				} else {
					status = st.refuse(string(pending), res)
				}
			}
			return exitStatus(status)
		case <-timer.C:
			pending, res := sc.Pending()
			status = st.refuse(string(pending), res)
			sc.Reset()
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

func exitStatus(n int) error {
	if n == 0 {
		return nil
	}
	return &ExitError{Code: n}
}

// sessionID names a session in the audit log (math/rand/v2: unique, not
// secret).
func sessionID() string {
	return fmt.Sprintf("%016x", rand.Uint64())
}

// refuse refuses incomplete input, which the shell never sees, and
// returns the status it leaves.
func (st *stream) refuse(cmd string, res lexer.Result) int {
	// Scanner.Pending places the open construct in all the input since
	// the last Reset; the refusal shows only cmd, so say where in cmd.
	if r := lexer.Check(cmd, st.sh.Grammar); !r.Complete {
		res = r
	}
	v := incompleteVerdict(res)
	req := Request{Command: cmd, Grammar: st.sh.Grammar, Shell: st.sh.Name, Mode: audit.ModeStream, Cwd: st.cwdEnv().Cwd}
	st.audit(auditRecord(req, v, 0, st.getenv))
	printBlocked(st.stderr, cmd, v)
	return blockedStatus(v, st.getenv, st.stderr)
}

func (st *stream) audit(r audit.Record) {
	r.Session = st.id
	_ = st.log.Write(r) // a failure has warned
}

// run judges one complete command and runs it when allowed. It returns the
// status it leaves (-1: unchanged, for a blank line) and whether the
// session is over (the shell exited, or was lost).
func (st *stream) run(cmd string) (status int, over bool) {
	if strings.TrimSpace(cmd) == "" {
		return -1, false
	}
	req := Request{Command: cmd, Grammar: st.sh.Grammar, Shell: st.sh.Name, Mode: audit.ModeStream, Cwd: st.cwdEnv().Cwd}
	start := time.Now()
	v := st.judgeNow()(req) // complete: the Scanner cut it
	v.Complete, v.Grammar = true, st.sh.Grammar
	fed := "" // cmd as given its input through the feed, in feed mode
	if st.feed != nil {
		if f, ok := session.FeedCommand(st.s.Kind(), cmd, st.feed.Path()); ok {
			fed = f
		}
	}
	if v.Allowed && fed != "" {
		v = feedCheck(cmd, v, st.sh.Grammar, st.cwdEnv())
	}
	rec := auditRecord(req, v, time.Since(start), st.getenv)
	st.audit(rec) // before it runs
	if !v.Allowed {
		printBlocked(st.stderr, cmd, v)
		return blockedStatus(v, st.getenv, st.stderr), false
	}
	if v.Action == ActionWarn {
		printWarned(st.stderr, cmd, v)
	}
	return st.exec(cmd, fed, rec)
}

// exec runs cmd in the session under a watchdog, and reports what the
// watchdog did. fed, when set, is cmd taking its input from the feed.
func (st *stream) exec(cmd, fed string, rec audit.Record) (int, bool) {
	opts := st.wopts
	if d := st.detector(); d != nil {
		opts = append(opts[:len(opts):len(opts)], watchdog.WithDetector(d))
	}
	stopFeed := func() ([]byte, int) { return nil, 0 }
	if fed != "" {
		cmd, stopFeed = fed, st.feedWhileRunning()
	}
	w := watchdog.Watch(st.ctx, streamTarget{st.s}, opts...)
	st.watch(w)
	status, err := st.s.ExecContext(st.ctx, cmd)
	st.followCwd()
	held, dropped := stopFeed()
	st.held = append(st.held, held...)
	if n := dropped; n > 0 {
		detail := fmt.Sprintf("%d bytes of input sent while the command ran were not read by it; they were dropped, not run", n)
		fmt.Fprintf(st.stderr, "guarded-sh: feed: %s\n", detail)
		fr := rec
		fr.Event, fr.Detail, fr.DurationUS, fr.Time = "feed.unread", detail, 0, time.Time{}
		st.audit(fr)
	}
	st.flush() // nothing kept back past the prompt
	exited := errors.Is(err, session.ErrExited) || errors.Is(err, session.ErrClosed)
	switch {
	case err == nil:
		w.PromptReturned()
		<-w.Done()
	case exited:
		w.ShellExited()
		<-w.Done()
	default:
		w.Stop()
	}
	st.watch(nil)
	r, acted := w.Report()
	if acted {
		fmt.Fprint(st.stderr, r)
		rec.Event, rec.Detail, rec.DurationUS = r.Event(), r.Detail(), 0
		rec.Time = time.Time{}
		st.audit(rec)
	}
	switch {
	case err == nil:
		return status, false
	case exited && acted && (r.Survived || r.Restarted):
		return status, false // the watchdog replaced the shell: go on
	case exited && st.crashed(rec):
		return status, false // a fresh shell runs the next command
	case exited:
		return status, true // exit N, or the session was lost
	}
	if st.ctx.Err() == nil {
		fmt.Fprintf(st.stderr, "guarded-sh: %v\n", err)
	}
	return ExitExecFailed, true
}

// detector returns the kernel check on the session's terminal, or nil
// (then the watchdog acts on prompts only).
func (st *stream) detector() watchdog.Detector {
	pid, tty := st.s.Pid(), st.s.Terminal()
	if pid <= 0 || tty == "" {
		return nil
	}
	r, err := watchdog.NewTTYReader(tty, pid)
	if err != nil {
		return nil
	}
	if st.feed != nil {
		_ = r.Also(st.feed.Path()) // best effort: without it a fed read goes unseen
	}
	return r
}

// followCwd points the policy at the shell's working directory once a
// command has run, from /proc/PID/cwd (Linux): after `cd /`, `rm -rf usr`
// is judged from /, where it runs. Elsewhere the directory stays the one
// the session started in. The configuration layers stay those of the start.
func (st *stream) followCwd() {
	pid := st.s.Pid()
	env := st.cwdEnv()
	if env == nil || pid <= 0 {
		return
	}
	dir, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/cwd")
	dir = strings.TrimSuffix(dir, " (deleted)")
	if err != nil || !strings.HasPrefix(dir, "/") || dir == env.Cwd {
		return
	}
	st.mu.Lock()
	st.env = env.At(dir)
	st.mu.Unlock()
}

// cwdEnv is the Env commands run in now (followCwd changes it; the
// configuration watcher reads it from its own goroutine).
func (st *stream) cwdEnv() *policy.Env {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.env
}

// openFeed opens feed mode's terminal, for a shell that can redirect a
// command's input to it.
func openFeed(sh Shell) (*pty.Feed, error) {
	if !session.CanFeed(session.KindOf(sh.Path)) {
		return nil, fmt.Errorf("%s cannot redirect a command's input", sh.Name)
	}
	return pty.OpenFeed()
}

// RuleFeedRunsInput is the rule of a command refused in feed mode because
// it would run what it reads as code.
const RuleFeedRunsInput = "feed.runs-input"

// feedCheck refuses a command to be fed that would run as code the input
// fed to it (policy.RunsInput): eval "$(cat)", a bare shell or REPL,
// source /dev/stdin. Fed, it would run the agent's next lines unchecked.
func feedCheck(cmd string, v Verdict, g lexer.Grammar, env *policy.Env) Verdict {
	in := v.input // the judge's analysis; a fixed Judge (tests) gives none
	if in == nil {
		in = policy.Analyze(cmd, g, env)
	}
	c, ok := policy.RunsInput(in)
	if !ok {
		return v
	}
	what := strings.TrimSpace(c.Text)
	if c.Name != "" {
		what = c.Name
	}
	return Verdict{
		Grammar: v.Grammar, Complete: true, Action: ActionBlock, Rule: RuleFeedRunsInput,
		Reason: "in feed mode the input sent while it runs goes to it, and " + what + " would run that input as commands, unchecked",
		Fix:    "put the code in the command itself (sh -c '…', python3 -c '…', a script file), or run without GUARDED_SH_FEED=1",
	}
}

// feedPoll is how often the feed asks the kernel whether the command
// waits for input, while input is pending.
const feedPoll = 20 * time.Millisecond

// feedWhileRunning takes in standard input while a command runs, and gives
// it to the command a line at a time, each when a process of the command
// is blocked reading the feed terminal (the kernel check of
// watchdog.TTYReader, on that terminal) with nothing left unread there, on
// two looks in a row: a reader that has just been given a line still
// shows as reading until it is scheduled, and must not be given the next
// one then. Input the command never asks for
// stays with guarded-sh: the returned stop, called when the command has
// ended, hands it back to be checked as the next command, and drops and
// counts what was given to the command but left unread, which the shell
// must never read.
func (st *stream) feedWhileRunning() (stop func() (held []byte, dropped int)) {
	st.feed.Resume() // stop, at the last command's end, discarded what was left
	asks := func() bool { return false }
	if r, err := watchdog.NewTTYReader(st.feed.Path(), st.s.Pid()); err == nil {
		refused := map[int]bool{}
		asks = func() bool {
			rd, found, _ := r.Check()
			if !found || rd.Wait != watchdog.WaitRead {
				return false
			}
			// A program that runs what it reads (a shell a command
			// started, a REPL, sqlite3's .shell) is never fed; nor is
			// the session's shell reading other than its standard
			// input (source /dev/stdin).
			if rd.Shell && rd.FD != 0 || !rd.Shell && policy.IsCodeRunner(rd.Comm) {
				if !refused[rd.PID] {
					refused[rd.PID] = true
					fmt.Fprintf(st.stderr, "guarded-sh: feed: not giving input to %s (pid %d): it runs what it reads as commands; the input waits to be checked as the next command\n", rd.Comm, rd.PID)
				}
				return false
			}
			return true
		}
	}
	type result struct {
		held []byte
		lost int
	}
	quit := make(chan struct{})
	done := make(chan result, 1)
	go func() {
		var pending []byte
		lost := 0
		input := st.input
		ticker := time.NewTicker(feedPoll)
		defer ticker.Stop()
		var tick <-chan time.Time // ticks only while input is pending
		asked := 0                // looks in a row that found the command asking
		for {
			select {
			case b, ok := <-input:
				if !ok {
					input = nil // the main loop sees the end of input too
					continue
				}
				pending = append(pending, b...)
				tick = ticker.C
			case <-tick:
				if n, err := st.feed.Pending(); err != nil || n > 0 || !asks() {
					asked = 0
					continue
				}
				if asked++; asked < 2 {
					continue
				}
				asked = 0
				line := pending
				if i := bytes.IndexByte(pending, '\n'); i >= 0 {
					line = pending[:i+1]
				}
				n, err := st.feed.Write(line)
				if err != nil {
					lost += len(line) - n
				}
				pending = pending[len(line):]
				if len(pending) == 0 {
					tick = nil
				}
			case <-quit:
				done <- result{pending, lost}
				return
			}
		}
	}()
	return func() ([]byte, int) {
		close(quit)
		st.feed.Interrupt() // a Write the command never read
		r := <-done
		n, _ := st.feed.Discard() // best effort
		return r.held, r.lost + n
	}
}

// streamTarget is the session as the watchdog acts on it.
type streamTarget struct{ s *session.Session }

func (t streamTarget) Interrupt() error { return t.s.Interrupt() }

// Kill kills the terminal's foreground process group; when that is the
// shell itself (its read builtin, a continuation prompt) the whole session.
func (t streamTarget) Kill() error {
	pg, err := t.s.ForegroundPgrp()
	if err != nil || pg <= 0 || pg == t.s.Pid() {
		return t.s.Kill()
	}
	return killGroup(pg)
}

func (t streamTarget) Restart() error { return t.s.Restart() }
