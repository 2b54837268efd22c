package shim

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/pty"
	"github.com/guarded-sh/guarded-sh/internal/session"
	"github.com/guarded-sh/guarded-sh/internal/settings"
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
// Its settings (GUARDED_SH_STREAM, _GRACE, _WATCHDOG_*, _FEED) are in
// package settings and the README's table.
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
// interactive shell could not honour them (those that ask for a session,
// -m and -i, are relayed: relay.go). GUARDED_SH_STREAM=1 forces stream
// mode whatever argv[0] and stdin are; GUARDED_SH_STREAM=0 turns it off.
func streamWanted(argv0 string, args []string, in io.Reader, set *settings.Settings) bool {
	if !streamSupported || in == nil || len(args) > 1 {
		return false
	}
	switch set.Stream {
	case settings.On:
		return true
	case settings.Off:
		return false
	}
	return shellName(argv0) == "guarded-sh" && !isTerminal(in)
}

// noColor reports whether a session's programs are told not to colour
// their output: GUARDED_SH_NO_COLOR, else the configuration's no_color,
// else def (on for stream mode, an agent's session; off for interactive
// mode, a person's).
func noColor(set *settings.Settings, g *guard.Guard, def bool) bool {
	switch set.NoColor {
	case settings.On:
		return true
	case settings.Off:
		return false
	}
	if on, ok := g.NoColor(); ok {
		return on
	}
	return def
}

// stream is one stream-mode run.
type stream struct {
	ctx    context.Context
	sh     Shell
	stderr io.Writer
	g      *guard.Guard        // decides, audits; follows the configuration
	red    *guard.RedactWriter // nil when there is nothing to redact
	wopts  []watchdog.Option
	s      *session.Session
	input  <-chan []byte // standard input, in chunks; closed at its end
	feed   *pty.Feed     // feed mode's terminal, or nil
	held   []byte        // input taken in while a command ran, to be checked next
	ahead  []byte        // feed mode: input that came with the command, after it

	ending atomic.Bool // a signal is ending the session (endOnSignals)

	// relayTo, in relay mode (relay.go), is the real shell's input,
	// where allowed commands are written instead of run in a session;
	// shellPid is that shell's.
	relayTo  io.Writer
	shellPid int

	mu  sync.Mutex
	out io.Writer
	w   *watchdog.Watchdog // the running command's, or nil
}

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

// follow starts following the configuration for the session's length,
// and puts the redactor, built once, between the session's output and
// stdout. The returned function releases them.
func (st *stream) follow(c *config, set *settings.Settings) func() {
	st.g = c.sessionGuard(st.ctx, set, audit.ModeStream, st.stderr)
	if r := st.g.RedactOutput(writerFunc(st.relay)); r != nil {
		st.red = r
	}
	return func() {
		st.flush()       // what the shell wrote last
		_ = st.g.Close() // best effort
	}
}

// sessionGuard is the Guard of a session (stream and interactive mode):
// the configuration followed as it changes, confirmations asked on the
// terminal, the session named in the audit log.
func (c *config) sessionGuard(ctx context.Context, set *settings.Settings, mode string, stderr io.Writer) *guard.Guard {
	return c.follow(ctx, set, guard.WorkDir(set.Getenv), mode, stderr,
		guard.WithAsker(guard.TTYAsker(set.ConfirmTimeout)), guard.WithSession(sessionID()))
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
func runStream(ctx context.Context, c *config, sh Shell, set *settings.Settings, stdio Stdio) (err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	st := &stream{ctx: ctx, sh: sh, stderr: stdio.Err, out: stdio.Out}
	set.Warn(stdio.Err, settings.Feed, settings.Grace, settings.WatchdogIdle, settings.WatchdogGrace, settings.WatchdogPoll, settings.IdleTimeout, settings.HardTimeout, settings.NoColor)
	defer st.configure(set)()
	defer st.follow(c, set)()

	opts := []session.Option{session.WithOutput(st), session.WithEvents(st.event), session.WithNoColor(noColor(set, st.g, true))}
	if set.Environ != nil {
		opts = append(opts, session.WithEnv(set.Environ))
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

	quit := make(chan struct{})
	defer close(quit)
	st.input = readChunks(stdio.In, stdio.Err, quit)
	return st.loop(set.Grace)
}

// configure opens feed mode's terminal when it is on and sets the
// watchdog's options; the function it returns closes what it opened.
func (st *stream) configure(set *settings.Settings) (closeFeed func()) {
	closeFeed = func() {}
	idle := watchdog.DefaultIdle
	if set.Feed {
		if f, err := openFeed(st.sh); err != nil {
			fmt.Fprintf(st.stderr, "guarded-sh: warning: feed mode: %v; input that arrives while a command runs waits to be checked as the next command\n", err)
		} else {
			st.feed, idle = f, DefaultFeedIdle
			closeFeed = func() { _ = f.Close() } // best effort
		}
	}
	if set.WatchdogIdle > 0 {
		idle = set.WatchdogIdle
	}
	st.wopts = []watchdog.Option{watchdog.WithIdle(idle), watchdog.WithGrace(set.WatchdogGrace), watchdog.WithPoll(set.WatchdogPoll),
		watchdog.WithIdleTimeout(set.IdleTimeout), watchdog.WithHardTimeout(set.HardTimeout)}
	if st.feed != nil {
		st.wopts = append(st.wopts, watchdog.WithFed())
	}
	return closeFeed
}

// readChunks reads in on a goroutine of its own until EOF or quit; input
// that arrives while a command runs waits in the channel and the pipe, to
// be checked as the next command.
func readChunks(in io.Reader, errw io.Writer, quit <-chan struct{}) <-chan []byte {
	chunks := make(chan []byte)
	go func() {
		defer close(chunks)
		buf := make([]byte, 32<<10)
		for {
			n, err := in.Read(buf)
			if n > 0 {
				select {
				case chunks <- append([]byte(nil), buf[:n]...):
				case <-quit:
					return
				}
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					fmt.Fprintf(errw, "guarded-sh: warning: reading standard input: %v\n", err)
				}
				return
			}
		}
	}()
	return chunks
}

// loop assembles st.input into complete commands and runs each; input
// still incomplete grace after its last bytes, or at EOF, is refused.
func (st *stream) loop(grace time.Duration) error {
	sc := lexer.NewScanner(st.sh.Grammar)
	status := 0
	timer := time.NewTimer(grace)
	timer.Stop()
	defer timer.Stop()
	for {
		code, over := st.runComplete(sc)
		if code >= 0 {
			status = code
		}
		if over {
			return exitStatus(status)
		}
		pending, res := sc.Pending()
		if len(pending) > 0 && !res.Complete {
			timer.Reset(grace) // grace counts from the last bytes read
		} else {
			timer.Stop()
		}
		select {
		case b, ok := <-st.input:
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
		case <-st.ctx.Done():
			return st.ctx.Err()
		}
	}
}

// runComplete runs every complete command sc holds. It returns the last
// one's status (-1 when none ran) and whether the shell is over (exit).
func (st *stream) runComplete(sc *lexer.Scanner) (status int, over bool) {
	status = -1
	for {
		cmd, ok := sc.Next()
		if !ok {
			return status, false
		}
		if st.feed != nil {
			// What came after the command, in the same write or
			// before it ran, is input it may ask for, as bash <
			// pipe gives it; what it does not ask for comes back,
			// checked as the next command.
			rest, _ := sc.Pending()
			st.ahead = append([]byte(nil), rest...)
			sc.Reset()
		}
		code, over := st.run(string(cmd))
		st.held, st.ahead = append(st.ahead, st.held...), nil
		if code >= 0 {
			status = code
		}
		if over {
			return status, true
		}
		if len(st.held) > 0 { // feed mode: input the command did not ask for
			_, _ = sc.Write(st.held) // never fails
			st.held = nil
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
	return st.g.Decide(st.ctx, st.request(cmd, &res)).Status
}

// request is the Request of cmd in this session; open, when set, is where
// the scanner found it incomplete.
func (st *stream) request(cmd string, open *lexer.Result) guard.Request {
	return guard.Request{Command: cmd, Grammar: st.sh.Grammar, Shell: st.sh.Name, Mode: audit.ModeStream, Cwd: st.g.Env().Cwd, Open: open}
}

// run judges one complete command and runs it when allowed. It returns the
// status it leaves (-1: unchanged, for a blank line) and whether the
// session is over (the shell exited, or was lost).
func (st *stream) run(cmd string) (status int, over bool) {
	if strings.TrimSpace(cmd) == "" {
		return -1, false
	}
	if st.relayTo != nil {
		followPid(st.g, st.shellPid)
	}
	req := st.request(cmd, nil)
	req.Complete = true // the Scanner cut it
	fed := ""           // cmd as given its input through the feed, in feed mode
	if st.feed != nil {
		if f, ok := session.FeedCommand(st.s.Kind(), cmd, st.feed.Path()); ok {
			fed = f
			req.Then = func(v guard.Verdict) guard.Verdict { return feedCheck(cmd, v, st.sh.Grammar, st.g.Env()) }
		}
	}
	d := st.g.Decide(st.ctx, req) // audited before it runs
	if !d.Allowed {
		return d.Status, false
	}
	if st.relayTo != nil {
		return st.pass(cmd)
	}
	return st.exec(cmd, fed, d.Record)
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
	followCwd(st.g, st.s)
	held, dropped := stopFeed()
	st.held = append(st.held, held...)
	if n := dropped; n > 0 {
		detail := fmt.Sprintf("%d bytes of input sent while the command ran were not read by it; they were dropped, not run", n)
		fmt.Fprintf(st.stderr, "guarded-sh: feed: %s\n", detail)
		fr := rec
		fr.Event, fr.Detail, fr.DurationUS, fr.Time = "feed.unread", detail, 0, time.Time{}
		st.g.Record(fr)
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
		for _, line := range r.Lines() {
			fmt.Fprintf(st.stderr, "guarded-sh: watchdog: %s\n", guard.Printable(line))
		}
		rec.Event, rec.Detail, rec.DurationUS = r.Event(), r.Detail(), 0
		rec.Time = time.Time{}
		st.g.Record(rec)
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
	r := st.ttyReader()
	if r == nil {
		return nil
	}
	return shellReads{r, st.s}
}

// shellReads is the kernel check of a session's terminal that takes the
// shell's own read for the command's only while the command still runs:
// a shell blocked reading may be at the primary prompt that ends it, with
// its marker not read yet (a loaded machine), and is then none of the
// watchdog's business. The session tells by the order of the terminal's
// output (session.Session.WaitsSince), not by time.
type shellReads struct {
	r *watchdog.TTYReader
	s *session.Session
}

// shellSettle bounds the wait for the session's barrier in a check: a
// barrier not through by then leaves the reading to the next check.
const shellSettle = 100 * time.Millisecond

func (d shellReads) Check() (watchdog.Reading, bool, error) {
	m := d.s.Mark()
	rd, ok, err := d.r.Check()
	if ok && rd.Shell && rd.Wait == watchdog.WaitRead && !d.s.WaitsSince(m, shellSettle) {
		return watchdog.Reading{}, false, err
	}
	return rd, ok, err
}

// ttyReader returns the kernel check on the session's terminal and the
// terminals its commands may read, or nil.
func (st *stream) ttyReader() *watchdog.TTYReader {
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
	if in := st.s.CommandTerminal(); in != "" {
		_ = r.Also(in) // best effort: the shell at a continuation prompt, a command left unblocked
	}
	return r
}

// followCwd points the policy at the shell's working directory once a
// command has run, from /proc/PID/cwd (Linux): after `cd /`, `rm -rf usr`
// is judged from /, where it runs. Elsewhere the directory stays the one
// the session started in. The configuration layers stay those of the start.
func followCwd(g *guard.Guard, s *session.Session) { followPid(g, s.Pid()) }

// followPid points the policy at the working directory of process pid.
func followPid(g *guard.Guard, pid int) {
	if pid <= 0 {
		return
	}
	dir, err := procCwd(pid)
	if err != nil || !strings.HasPrefix(dir, "/") {
		return
	}
	g.SetDir(dir)
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
func feedCheck(cmd string, v guard.Verdict, g lexer.Grammar, env *policy.Env) guard.Verdict {
	in := v.Input() // the judge's analysis; a fixed Judge (tests) gives none
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
	return guard.Verdict{
		Grammar: v.Grammar, Complete: true, Action: guard.ActionBlock, Rule: RuleFeedRunsInput,
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
//
// Input that came with the command (st.ahead) is the first pending.
func (st *stream) feedWhileRunning() (stop func() (held []byte, dropped int)) {
	st.feed.Resume() // stop, at the last command's end, discarded what was left
	asks := func() bool { return false }
	if r, err := watchdog.NewTTYReader(st.feed.Path(), st.s.Pid()); err == nil {
		refused, runners := map[int]bool{}, map[string]bool{}
		asks = func() bool {
			rd, found, _ := r.Check()
			if !found || rd.Wait != watchdog.WaitRead {
				return false
			}
			// A program that runs what it reads (a shell a command
			// started, a REPL, sqlite3's .shell, a copy of a shell:
			// runsWhatItReads) is never fed; nor is
			// the session's shell reading other than its standard
			// input (source /dev/stdin).
			if rd.Shell && rd.FD != 0 || !rd.Shell && runsWhatItReads(rd, runners) {
				if !refused[rd.PID] {
					refused[rd.PID] = true
					fmt.Fprintf(st.stderr, "guarded-sh: feed: not giving input to %s (pid %d): it runs what it reads as commands; the input waits to be checked as the next command\n", guard.Printable(rd.Comm), rd.PID)
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
	pending := st.ahead
	st.ahead = nil
	go func() {
		lost := 0
		input := st.input
		ticker := time.NewTicker(feedPoll)
		defer ticker.Stop()
		var tick <-chan time.Time // ticks only while input is pending
		if len(pending) > 0 {
			tick = ticker.C
		}
		asked := 0 // looks in a row that found the command asking
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

// Kill kills the running command (Session.KillJob); when there is none but
// the shell itself (its read builtin, a continuation prompt), the whole
// session.
func (t streamTarget) Kill() error {
	if t.s.KillJob() {
		return nil
	}
	return t.s.Kill()
}

func (t streamTarget) Restart() error { return t.s.Restart() }
