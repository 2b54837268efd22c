package watchdog

import (
	"context"
	"sync"
	"time"
)

// A Target is the running command's terminal, as the session sees it.
type Target interface {
	// Interrupt sends Ctrl-C (SIGINT) to the terminal's foreground process
	// group: writing the terminal's INTR character to the PTY master does.
	Interrupt() error
	// Kill sends SIGKILL to the terminal's foreground process group. When
	// that group is the shell (bash's read builtin, a continuation prompt)
	// the shell dies with it.
	Kill() error
}

// A Restarter is a Target that can replace a shell that did not return to
// its primary prompt after the kill with a fresh one. Without it the report
// says the session was lost.
type Restarter interface {
	Restart() error
}

// A Detector asks the kernel whether a foreground process waits for
// terminal input; *[TTYReader] is one.
type Detector interface {
	Check() (Reading, bool, error)
}

// Defaults. A quiet long build is never acted on: silence alone triggers
// nothing unless [WithIdleTimeout] is given.
const (
	DefaultIdle  = 2 * time.Second
	DefaultGrace = 2 * time.Second
	DefaultPoll  = 500 * time.Millisecond
	// TailSize is how many bytes of the latest output are kept for
	// [PromptAtTail].
	TailSize = 2048
)

type config struct {
	idle, grace, poll        time.Duration
	idleTimeout, hardTimeout time.Duration
	prompts                  bool
	fed                      bool
	oneShot                  bool
	detector                 Detector
	now                      func() time.Time
}

// An Option configures a [Watchdog].
type Option func(*config)

// WithIdle sets how long the output must be silent before the prompt
// patterns and the kernel are consulted (default [DefaultIdle]).
func WithIdle(d time.Duration) Option { return func(c *config) { c.idle = d } }

// WithGrace sets how long to wait for the primary prompt after the
// interrupt, and again after the kill (default [DefaultGrace]).
func WithGrace(d time.Duration) Option { return func(c *config) { c.grace = d } }

// WithPoll sets how often to look again while the output stays silent
// (default [DefaultPoll]): a program may start reading long after its last
// output.
func WithPoll(d time.Duration) Option { return func(c *config) { c.poll = d } }

// WithPrompts turns acting on a prompt pattern at the tail of idle output
// (the "confirm" check) on or off; on by default. Supervised one-shot mode
// sees no output and turns it off.
func WithPrompts(on bool) Option { return func(c *config) { c.prompts = on } }

// WithDetector sets the kernel check: a foreground process blocked reading
// the terminal while the output is idle is acted on. Off (nil) by default;
// the session passes its [TTYReader] where [NewTTYReader] succeeds.
func WithDetector(d Detector) Option { return func(c *config) { c.detector = d } }

// WithFed says that input sent while the command runs reaches it (stream
// mode's feed mode), which changes the advice of the report.
func WithFed() Option { return func(c *config) { c.fed = true } }

// WithOneShot says the command runs alone, without a session or a
// terminal (a supervised one-shot command): the output is not seen, the
// steps signal the command's process group, and no shell comes back. It
// changes the wording of the report.
func WithOneShot() Option { return func(c *config) { c.oneShot = true } }

// WithIdleTimeout acts on silence alone: output idle for d, whatever the
// command is doing. Off (0) by default.
func WithIdleTimeout(d time.Duration) Option { return func(c *config) { c.idleTimeout = d } }

// WithHardTimeout acts when the command has run for d. Off (0) by default.
func WithHardTimeout(d time.Duration) Option { return func(c *config) { c.hardTimeout = d } }

// A Watchdog watches one running command: from the moment the session
// hands the command to the shell until the shell's primary prompt returns.
// Its methods are safe for concurrent use; Write is cheap enough to be called
// on every chunk of relayed output.
type Watchdog struct {
	cfg    config
	target Target
	cancel context.CancelFunc
	wg     sync.WaitGroup
	done   chan struct{}
	wake   chan struct{} // buffered 1: a flag below changed

	mu           sync.Mutex
	start        time.Time
	lastOut      time.Time
	tail         []byte
	prompt       bool // primary prompt returned
	continuation bool // continuation prompt seen
	exited       bool // the shell exited
	finished     bool
	report       Report
	acted        bool
}

// Watch starts watching a command that has just been given to the shell.
// It returns at once; one goroutine owns the timers until the primary
// prompt returns, the escalation ends, ctx is done, or Stop is called.
func Watch(ctx context.Context, t Target, opts ...Option) *Watchdog {
	cfg := config{idle: DefaultIdle, grace: DefaultGrace, poll: DefaultPoll, prompts: true, now: time.Now}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.idle <= 0 {
		cfg.idle = DefaultIdle
	}
	if cfg.poll <= 0 {
		cfg.poll = DefaultPoll
	}
	if cfg.grace <= 0 {
		cfg.grace = DefaultGrace
	}
	ctx, cancel := context.WithCancel(ctx)
	now := cfg.now()
	w := &Watchdog{cfg: cfg, target: t, cancel: cancel, done: make(chan struct{}),
		wake: make(chan struct{}, 1), start: now, lastOut: now}
	w.wg.Add(1)
	go w.run(ctx)
	return w
}

// Write records output of the command: it restarts the idle clock and keeps
// the last [TailSize] bytes for the prompt patterns. It never fails.
func (w *Watchdog) Write(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	now := w.cfg.now()
	w.mu.Lock()
	defer w.mu.Unlock()
	w.lastOut = now
	if len(p) >= TailSize {
		w.tail = append(w.tail[:0], p[len(p)-TailSize:]...)
	} else {
		if len(w.tail)+len(p) > 2*TailSize {
			w.tail = append(w.tail[:0], w.tail[len(w.tail)-(TailSize-len(p)):]...)
		}
		w.tail = append(w.tail, p...)
	}
	return len(p), nil
}

// PromptReturned tells the watchdog the shell printed its primary prompt:
// the command is over (or the interrupt or kill worked).
func (w *Watchdog) PromptReturned() { w.set(func() { w.prompt = true }) }

// ContinuationSeen tells the watchdog the shell printed its continuation
// prompt (PS2): it waits for the rest of an incomplete command, which will
// never come. The watchdog interrupts at once.
func (w *Watchdog) ContinuationSeen() { w.set(func() { w.continuation = true }) }

// ShellExited tells the watchdog the shell process is gone.
func (w *Watchdog) ShellExited() { w.set(func() { w.exited = true }) }

func (w *Watchdog) set(f func()) {
	w.mu.Lock()
	f()
	w.mu.Unlock()
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// Done is closed when the watch is over.
func (w *Watchdog) Done() <-chan struct{} { return w.done }

// Report returns what the watchdog did; ok is false when it did nothing
// (the command finished on its own) or the watch is not over yet.
func (w *Watchdog) Report() (r Report, ok bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.finished || !w.acted {
		return Report{}, false
	}
	return w.report, true
}

// Stop ends the watch, waits for its goroutine and returns its report as
// [Watchdog.Report] does. Stopping during an escalation leaves it where it
// was. Stop may be called more than once.
func (w *Watchdog) Stop() (Report, bool) {
	w.cancel()
	w.wg.Wait()
	return w.Report()
}

type phase int

const (
	watching phase = iota
	interrupted
	killed
)

// run owns the one timer. Each turn it works out the next moment something
// must be looked at, sleeps until then or until a flag changes, and looks.
func (w *Watchdog) run(ctx context.Context) {
	defer w.wg.Done()
	defer close(w.done)
	defer w.cancel()
	timer := time.NewTimer(w.cfg.idle)
	defer timer.Stop()
	ph := watching
	var deadline time.Time // of the current grace period
	var rep Report
	var lastCheck time.Time
	var cand candidate
	finish := func() {
		w.mu.Lock()
		w.finished = true
		w.report = rep
		w.mu.Unlock()
	}
	for {
		select {
		case <-ctx.Done():
			rep.Stopped = ph != watching
			finish()
			return
		case <-w.wake:
		case <-timer.C:
		}
		now := w.cfg.now()
		w.mu.Lock()
		prompt, cont, exited := w.prompt, w.continuation, w.exited
		lastOut, tail := w.lastOut, w.tail
		if ph == watching {
			tail = append([]byte(nil), tail...)
		}
		w.mu.Unlock()

		var next time.Time
		switch ph {
		case watching:
			if prompt || exited {
				finish() // the command ended on its own
				return
			}
			trig, ok := Trigger(""), false
			var contWait time.Time
			if cont {
				// Let the shell settle at its continuation prompt first: a
				// Ctrl-C that lands before bash is back in readline can be
				// held until the next line, and the shell never returns.
				if now.Sub(lastOut) >= minSettle {
					trig, ok = TriggerContinuation, true
				} else {
					contWait = lastOut.Add(minSettle)
				}
			} else if hard := w.cfg.hardTimeout; hard > 0 && now.Sub(w.start) >= hard {
				trig, ok = TriggerHardTimeout, true
			}
			idle := now.Sub(lastOut)
			due := idle >= w.cfg.idle && now.Sub(lastCheck) >= w.cfg.poll-time.Millisecond
			if cand.pending() && !now.Before(cand.at.Add(w.cfg.settle())) {
				due = true
			}
			if t := w.cfg.idleTimeout; t > 0 && idle >= t {
				due = true
			}
			if !ok && due && !cont {
				lastCheck = now
				trig, ok = w.look(tail, now, idle, lastOut, &cand, &rep)
			}
			if !ok {
				next = w.nextLook(now, lastOut, lastCheck, contWait, &cand)
				break
			}
			rep.Trigger, rep.At, rep.Fed, rep.OneShot = trig, now, w.cfg.fed, w.cfg.oneShot
			rep.Idle = idle
			rep.Running = now.Sub(w.start)
			w.mu.Lock()
			w.acted = true
			w.mu.Unlock()
			rep.act(ActionInterrupt, w.target.Interrupt())
			ph, deadline = interrupted, w.cfg.now().Add(w.cfg.grace) // the grace starts after the signal
			next = deadline
		case interrupted, killed:
			if prompt {
				rep.Survived = true
				finish()
				return
			}
			if !exited && now.Before(deadline) {
				next = deadline
				break
			}
			if ph == interrupted && !exited {
				rep.act(ActionKill, w.target.Kill())
				ph, deadline = killed, w.cfg.now().Add(w.cfg.grace)
				next = deadline
				break
			}
			// The shell did not come back: replace it.
			if r, ok := w.target.(Restarter); ok {
				err := r.Restart()
				rep.act(ActionRestart, err)
				rep.Restarted = err == nil
			}
			finish()
			return
		}
		d := next.Sub(w.cfg.now())
		if d < 0 {
			d = 0
		}
		timer.Reset(d)
	}
}

// nextLook is when the watching phase looks again: when the output will
// have been idle long enough, or the next poll, a kernel reading's settle,
// the continuation prompt's settle (contWait), or a timeout, whichever
// comes first.
func (w *Watchdog) nextLook(now, lastOut, lastCheck, contWait time.Time, cand *candidate) time.Time {
	next := lastOut.Add(w.cfg.idle)
	if !next.After(now) {
		next = lastCheck.Add(w.cfg.poll)
	}
	if cand.pending() && cand.at.Add(w.cfg.settle()).Before(next) {
		next = cand.at.Add(w.cfg.settle())
	}
	if !contWait.IsZero() {
		next = contWait
	}
	if t := w.cfg.idleTimeout; t > 0 && lastOut.Add(t).Before(next) {
		next = lastOut.Add(t)
	}
	if t := w.cfg.hardTimeout; t > 0 && w.start.Add(t).Before(next) {
		next = w.start.Add(t)
	}
	return next
}

// settle is how long a kernel reading must hold, with no new output, before
// it is acted on: a program that prints a prompt and reads at once is seen
// reading before its prompt has been relayed; the second look sees both.
// It is also how long the output must be quiet after the continuation prompt
// before the interrupt. It is half the poll interval, between minSettle and
// maxSettle (250 ms with the defaults).
func (c *config) settle() time.Duration {
	return min(max(c.poll/2, minSettle), maxSettle)
}

const (
	minSettle = 25 * time.Millisecond
	maxSettle = 250 * time.Millisecond
)

// A candidate is a kernel reading seen once, waiting to be confirmed.
type candidate struct {
	rd      Reading
	at      time.Time // first seen
	lastOut time.Time // the output's last change then
}

func (c *candidate) pending() bool { return c.rd.PID != 0 }

// look consults the prompt patterns, the kernel and the idle timeout once
// the output has been idle long enough. A kernel reading alone is acted on
// when a second look, settle later and with no output in between, finds the
// same thread still reading.
func (w *Watchdog) look(tail []byte, now time.Time, idle time.Duration, lastOut time.Time, cand *candidate, rep *Report) (Trigger, bool) {
	var m Match
	var found bool
	if w.cfg.prompts {
		m, found = PromptAtTail(tail)
	}
	var rd Reading
	var waiting, reading bool
	if w.cfg.detector != nil {
		var err error
		rd, waiting, err = w.cfg.detector.Check()
		if err != nil {
			rep.DetectorErr = err
		}
		reading = waiting && rd.Wait == WaitRead
	}
	confirmed := reading && cand.pending() && cand.rd.PID == rd.PID && cand.rd.TID == rd.TID &&
		cand.lastOut.Equal(lastOut) && now.Sub(cand.at) >= w.cfg.settle()-time.Millisecond
	switch {
	case found:
		rep.Prompt = m
		if waiting {
			rep.Reader = rd // a poll too: a REPL or nested shell in readline
		}
		return TriggerPrompt, true
	case confirmed:
		rep.Reader = rd
		return TriggerTTYRead, true
	case w.cfg.idleTimeout > 0 && idle >= w.cfg.idleTimeout:
		if reading {
			rep.Reader = rd
		}
		return TriggerIdleTimeout, true
	case reading:
		if !cand.pending() || cand.rd.PID != rd.PID || cand.rd.TID != rd.TID || !cand.lastOut.Equal(lastOut) {
			*cand = candidate{rd: rd, at: now, lastOut: lastOut}
		}
	default:
		*cand = candidate{}
	}
	return "", false
}
