package session

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/pty"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Errors.
var (
	// ErrExited: the shell exited (exit, Kill, Restart) before the
	// primary prompt came back.
	ErrExited = errors.New("session: shell exited")
	// ErrClosed: the session was closed.
	ErrClosed = errors.New("session: closed")
)

// EventKind says what an Event reports.
type EventKind int

const (
	// Continuation: the shell printed its continuation prompt after
	// reading all the input it was given: it waits for more.
	Continuation EventKind = iota + 1
	// Idle: a command is running and its output has been quiet for the
	// idle period (WithIdle). Reported once per quiet spell.
	Idle
	// Exited: the shell exited, by itself or through Kill, Restart or
	// Close.
	Exited
)

func (k EventKind) String() string {
	switch k {
	case Continuation:
		return "continuation"
	case Idle:
		return "idle"
	case Exited:
		return "exited"
	}
	return fmt.Sprintf("EventKind(%d)", int(k))
}

// Event is reported to the handler given with WithEvents.
type Event struct {
	Kind EventKind
	// Tail is the last output bytes (at most TailSize), markers stripped.
	Tail []byte
	// Quiet is how long the output has been quiet (Idle).
	Quiet time.Duration
	// Status is the shell's exit status (Exited).
	Status int
}

// TailSize bounds Event.Tail.
const TailSize = 512

// DisarmEnv is the default environment that keeps programs from waiting for
// a human: pagers print, git neither asks for credentials nor opens an
// editor, apt does not ask.
var DisarmEnv = []string{
	"PAGER=cat",
	"GIT_PAGER=cat",
	"GIT_TERMINAL_PROMPT=0",
	"GIT_EDITOR=true",
	"DEBIAN_FRONTEND=noninteractive",
}

// NoColorEnv keeps programs that see the session's terminal from colouring
// their output, as they would not on the pipe of bash < pipe (WithNoColor):
// NO_COLOR (https://no-color.org: Python, systemd, many others), an empty
// GCC_COLORS (gcc's diagnostics), cargo's and npm's own switches; git's
// color.ui is added by noColorEnv. TERM stays as it was given: ls and grep
// colour only when asked to (no aliases run in a session).
var NoColorEnv = []string{
	"NO_COLOR=1",
	"GCC_COLORS=",
	"CARGO_TERM_COLOR=never",
	"NPM_CONFIG_COLOR=false",
}

// noColorEnv is NoColorEnv and git's color.ui=never, added to the
// GIT_CONFIG_COUNT entries of base, if any (they weigh as git -c does,
// below a -c or --color on the command line).
func noColorEnv(base []string) []string {
	n := 0
	for _, kv := range base {
		if v, ok := strings.CutPrefix(kv, "GIT_CONFIG_COUNT="); ok {
			var err error
			if n, err = strconv.Atoi(v); err != nil || n < 0 {
				return NoColorEnv // git refuses it anyway; leave it as it is
			}
		}
	}
	k := strconv.Itoa(n)
	return append(append([]string(nil), NoColorEnv...),
		"GIT_CONFIG_KEY_"+k+"=color.ui", "GIT_CONFIG_VALUE_"+k+"=never", "GIT_CONFIG_COUNT="+strconv.Itoa(n+1))
}

// Option configures Start.
type Option func(*config)

type config struct {
	out          io.Writer
	env          []string
	disarm       []string
	noColor      bool
	jobControl   bool
	events       func(Event)
	idle         time.Duration
	mode         pty.Mode
	size         pty.Size
	startTimeout time.Duration
}

// WithOutput sets where command output goes (default: discarded). It is
// written from one goroutine at a time; a slow writer slows the shell, a
// failing one loses output but does not stop the shell.
func WithOutput(w io.Writer) Option { return func(c *config) { c.out = w } }

// WithEnv sets the base environment of the shell (default os.Environ()).
func WithEnv(env []string) Option { return func(c *config) { c.env = env } }

// WithEvents sets the handler for events. It is called from the session's
// goroutines, one event at a time, and must return quickly; it may call
// Interrupt and Kill, but must call Restart or Close only from another
// goroutine.
func WithEvents(f func(Event)) Option { return func(c *config) { c.events = f } }

// WithIdle sets the quiet period after which a running command is reported
// Idle; zero (the default) reports nothing.
func WithIdle(d time.Duration) Option { return func(c *config) { c.idle = d } }

// WithNoColor tells the shell's programs not to colour their output
// (NoColorEnv), or not (default on: a session is an agent's).
func WithNoColor(on bool) Option { return func(c *config) { c.noColor = on } }

// WithJobControl keeps the shell's job control on (a person at the
// terminal: Ctrl-Z, fg), and with it the job-control lines ("[1] 5784",
// "[1]+ Done"); by default it is off, as on bash's pipe (see Configure).
func WithJobControl() Option { return func(c *config) { c.jobControl = true } }

// WithMode sets the terminal mode (default pty.ModeStream: the output
// carries the bytes a pipe would).
func WithMode(m pty.Mode) Option { return func(c *config) { c.mode = m } }

// WithSize sets the terminal size.
func WithSize(s pty.Size) Option { return func(c *config) { c.size = s } }

// Session is a real shell under a pseudo-terminal, started with private
// markers for its primary prompt (with the last exit status) and its
// continuation prompt. Its methods may be called concurrently; Exec calls
// run one at a time.
//
// Under a terminal the shell's stdout and stderr are one stream: both reach
// the writer given to Start, in the order written. (Sending fd 2 to a pipe
// with "exec 2>…" would separate them, but bash, dash and mksh print their
// prompts on fd 2, so the markers would lose their order with stdout, and
// programs would see a non-terminal stderr; not done.)
type Session struct {
	shell string
	kind  Kind
	cfg   config
	out   io.Writer

	execMu sync.Mutex // one Exec at a time

	mu     sync.Mutex
	cur    *proc
	closed bool
}

// Start starts shell (a name looked up in PATH, or a path) under a new
// terminal and waits for its first primary prompt. Output of commands run
// with Exec goes to the writer given with WithOutput, markers stripped,
// nothing else altered. The shell's startup output (its default prompt,
// the configuration line) is discarded.
func Start(ctx context.Context, shell string, opts ...Option) (*Session, error) {
	cfg := config{disarm: DisarmEnv, noColor: true, mode: pty.ModeStream, startTimeout: 10 * time.Second}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.env == nil {
		cfg.env = os.Environ()
	}
	out := cfg.out
	if out == nil {
		out = io.Discard
	}
	s := &Session{shell: shell, kind: KindOf(shell), cfg: cfg, out: out}
	p, err := s.start(ctx)
	if err != nil {
		return nil, err
	}
	s.cur = p
	return s, nil
}

// Kind returns the kind of the session's shell.
func (s *Session) Kind() Kind { return s.kind }

// Pid returns the shell's process id (also its session and process group
// id).
func (s *Session) Pid() int {
	p := s.proc()
	if p == nil {
		return -1
	}
	return p.pty.Pid()
}

// Terminal returns the path of the shell's terminal (/dev/pts/N): where
// its commands read and write, and the shell writes its prompts.
func (s *Session) Terminal() string {
	p := s.proc()
	if p == nil {
		return ""
	}
	return p.pty.Name()
}

// CommandTerminal returns the path of the terminal the shell reads its
// commands from (input.go), or "" when it reads them from Terminal (pwsh,
// cmd). A command the session could not put in a block (a construct the
// parser does not know) reads it as its standard input too.
func (s *Session) CommandTerminal() string {
	p := s.proc()
	if p == nil || p.in == nil {
		return ""
	}
	return p.in.Path()
}

// ForegroundPgrp returns the terminal's foreground process group: the
// running job's, or the shell's at a prompt.
func (s *Session) ForegroundPgrp() (int, error) {
	p := s.proc()
	if p == nil {
		return -1, ErrClosed
	}
	return p.pty.ForegroundPgrp()
}

func (s *Session) proc() *proc {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cur
}

// Exec writes cmd, a complete command (the caller guarantees it; a final
// newline is added when missing), streams its output to the writer given
// to Start, and returns the exit status carried by the primary marker that
// comes back once the shell has read every line of cmd (-1 for cmd, whose
// prompt cannot carry it). When the shell exits first it returns the
// shell's status and ErrExited.
func (s *Session) Exec(cmd string) (status int, err error) {
	return s.ExecContext(context.Background(), cmd)
}

// ExecContext is Exec; when ctx ends first it returns ctx.Err() and leaves
// the command running (Interrupt or Kill it). The next Exec then first
// waits for the shell to come back to its prompt (see Interrupt).
//
// cmd is meant for the shell: a program it starts should not expect to
// read cmd's later lines, since a shell may read its input in blocks
// (bash without readline does), so "cat\nfoo\n" may leave cat waiting.
// Give such a program its input with Input.
func (s *Session) ExecContext(ctx context.Context, cmd string) (status int, err error) {
	s.execMu.Lock()
	defer s.execMu.Unlock()
	p := s.proc()
	if p == nil {
		return -1, ErrClosed
	}
	if err := p.resync(ctx); err != nil {
		return -1, err
	}
	if !strings.HasSuffix(cmd, "\n") {
		cmd += "\n"
	}
	tok := ""
	if p.in != nil {
		// Nothing left in the terminal's input from before reaches
		// the command; the shell itself never reads it.
		_ = p.pty.FlushInput() // best effort: the shell may be gone
		if w, ok := withStdin(p.kind, cmd, shquote.Single(p.pty.Name())); ok {
			tok = newToken()
			cmd = strings.TrimSuffix(w, "\n") + tokenCall(tok) + "\n"
		}
	}
	done := p.arm(cmd)
	p.mu.Lock()
	p.token = tok
	p.mu.Unlock()
	return p.run(ctx, done, cmd)
}

// newToken returns a fresh token for a command's primary marker
// (math/rand/v2, as newNonce: unpredictable to the command, no secret
// beyond it).
func newToken() string {
	return strconv.FormatUint(rand.Uint64(), 16)
}

// run writes cmd and waits for done.
func (p *proc) run(ctx context.Context, done chan result, cmd string) (int, error) {
	p.mu.Lock()
	gen := p.gen
	p.mu.Unlock()
	werr := make(chan error, 1)
	go func() {
		_, err := io.WriteString(p.input(), cmd)
		if err == nil {
			p.mu.Lock()
			if p.gen == gen {
				p.written = gen
			}
			p.mu.Unlock()
		}
		werr <- err
	}()
	for {
		select {
		case r := <-done:
			return r.status, r.err
		case err := <-werr:
			if err != nil {
				p.disarm()
				if errors.Is(err, os.ErrClosed) || errors.Is(err, syscall.EIO) {
					// The shell is gone and its terminal closed under
					// the write: that is an exit, not an I/O failure.
					return -1, ErrExited
				}
				return -1, err
			}
			werr = nil
		case <-ctx.Done():
			// The command runs on; its prompt must not end the next
			// Exec.
			p.mu.Lock()
			p.busy, p.dirty = false, true
			p.mu.Unlock()
			return -1, ctx.Err()
		}
	}
}

// Input writes b to the terminal as it is, unchecked: for feeding a running
// program (see FlushInput). Use Exec for commands.
func (s *Session) Input(b []byte) (int, error) {
	p := s.proc()
	if p == nil {
		return 0, ErrClosed
	}
	return p.pty.Write(b)
}

// FlushInput discards terminal input that no process has read, so that
// nothing written with Input reaches the shell once the prompt is back.
func (s *Session) FlushInput() error {
	p := s.proc()
	if p == nil {
		return ErrClosed
	}
	return p.pty.FlushInput()
}

// Resize sets the terminal's size (interactive mode: on SIGWINCH).
func (s *Session) Resize(size pty.Size) error {
	p := s.proc()
	if p == nil {
		return ErrClosed
	}
	return p.pty.Resize(size)
}

// Interrupt sends SIGINT to the terminal's foreground process group (the
// running command, or the shell waiting at its continuation prompt), and
// discards input the shell has not read. The next primary marker ends the
// running Exec.
//
// A shell reading its continuation line may miss a SIGINT that arrives
// between printing the prompt and starting to read, and zsh without zle
// only acts on it at the end of the line; so when the interrupt is for the
// shell itself (alone in the foreground: its read builtin, a continuation
// prompt), Interrupt repeats the signal every InterruptRetry, up to ten
// times, and for zsh also writes a newline, while the shell is still alone
// in the foreground and, once the output it wrote before has been read
// (barrier.go), no primary marker has come back. An interrupt for a
// command is not repeated: a command deaf to it is the caller's to kill,
// and the shell that comes back once it is killed is at its prompt. The
// prompts the repeats may still cause (a shell that took the signal but
// had not yet printed its prompt) are not mistaken for the next command's:
// the next Exec first writes a sync command and skips every marker before
// the sync marker.
func (s *Session) Interrupt() error {
	p := s.proc()
	if p == nil {
		return ErrClosed
	}
	gen := p.interrupted()
	_ = p.pty.FlushInput() // best effort
	if p.in != nil {
		_ = p.in.Flush() // best effort
	}
	shell := p.shellInForeground()
	if err := p.kick(shell); err != nil {
		return err
	}
	if shell {
		p.wg.Add(1)
		go p.retryInterrupt(gen)
	}
	return nil
}

// InterruptRetry is how long Interrupt waits for the primary marker before
// repeating the signal to a shell in the foreground.
const InterruptRetry = 100 * time.Millisecond

// kick sends SIGINT to the foreground process group; when that is the
// shell itself (shell, from shellInForeground) and it is zsh, it also ends
// the line zsh is reading.
func (p *proc) kick(shell bool) error {
	p.mu.Lock()
	spare := p.spare
	p.mu.Unlock()
	if err := p.pty.SignalJob(syscall.SIGINT, spare); err != nil {
		return err
	}
	if p.kind == Zsh && shell {
		_, err := io.WriteString(p.input(), "\n")
		return err
	}
	return nil
}

// shellInForeground reports whether the shell itself, not a command it
// runs, has the terminal. Without job control the shell runs its commands
// in its own process group: it is the foreground group, and alone in it
// only when no command runs.
func (p *proc) shellInForeground() bool {
	pg, err := p.pty.ForegroundPgrp()
	return err == nil && pg == p.pty.Pid() && !p.pty.Busy()
}

func (p *proc) retryInterrupt(gen int) {
	defer p.wg.Done()
	t := time.NewTimer(InterruptRetry)
	defer t.Stop()
	for range 10 {
		select {
		case <-p.quit:
			return
		case <-p.pty.Exited():
			return
		case <-t.C:
		}
		p.mu.Lock()
		waiting := p.busy && p.gen == gen
		p.mu.Unlock()
		if !waiting || !p.shellInForeground() {
			return
		}
		// A primary marker printed before the shell was found alone
		// in the foreground is read before the barrier.
		switch waits, known := p.waitsSince(gen, InterruptRetry); {
		case known && !waits:
			return
		case known:
			_ = p.kick(true) // best effort: the shell may have exited
		}
		t.Reset(InterruptRetry)
	}
}

// resync, after an interrupt, writes a command that prints a sync marker
// with a fresh token and waits for it and the primary marker after it, so
// that prompts left over from the interrupt are not taken for the next
// command's. It retries when a late SIGINT swallowed the sync command.
func (p *proc) resync(ctx context.Context) error {
	p.mu.Lock()
	dirty := p.dirty
	p.mu.Unlock()
	if !dirty {
		return nil
	}
	for range 5 {
		p.mu.Lock()
		p.syncTok++
		tok := p.syncTok
		p.mu.Unlock()
		cmd := syncCommand(p.kind, p.nonce, tok)
		done := p.arm(cmd)
		p.mu.Lock()
		p.syncing = true
		p.mu.Unlock()
		tctx, cancel := context.WithTimeout(ctx, time.Second)
		_, err := p.run(tctx, done, cmd)
		cancel()
		if err == nil {
			p.mu.Lock()
			p.dirty = false
			p.mu.Unlock()
			return nil
		}
		p.disarm()
		if ctx.Err() != nil || !errors.Is(err, context.DeadlineExceeded) {
			return err
		}
	}
	return errors.New("session: shell did not answer the sync command")
}

// KillJob kills the running command and not the shell: the terminal's
// foreground process group when it is not the shell's, else every other
// process of the shell's group (without job control the shell runs its
// commands there) but the background jobs of earlier commands (the
// shell's children when the Exec began, and what they started). It
// reports false when there was nothing to kill but the shell (its read
// builtin, a continuation prompt): then only Kill ends the wait.
func (s *Session) KillJob() bool {
	p := s.proc()
	if p == nil {
		return false
	}
	p.mu.Lock()
	spare := p.spare
	p.mu.Unlock()
	return p.pty.KillJob(spare)
}

// Kill kills the shell's whole session (running job, background jobs,
// shell). A running Exec returns ErrExited. Restart starts a fresh shell.
func (s *Session) Kill() error {
	p := s.proc()
	if p == nil {
		return ErrClosed
	}
	return p.pty.Kill()
}

// Hangup ends the shell's whole session: SIGHUP (and SIGCONT) to every
// process in it, background jobs and nohup's children too, then SIGKILL
// to those left after grace (pty.Process.Hangup). A running Exec returns
// ErrExited.
func (s *Session) Hangup(grace time.Duration) error {
	p := s.proc()
	if p == nil {
		return ErrClosed
	}
	return p.pty.Hangup(grace)
}

// EndedBy returns the signal that ended the shell, once it has exited and
// if a signal ended it (a crash: SIGSEGV, SIGABRT; or a kill).
func (s *Session) EndedBy() (syscall.Signal, bool) {
	p := s.proc()
	if p == nil {
		return 0, false
	}
	return p.pty.Signaled()
}

// Restart kills the shell, reaps it, and starts a fresh one with the same
// configuration and a new nonce, waiting for its prompt at most the start
// timeout (WithStartTimeout).
func (s *Session) Restart() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return ErrClosed
	}
	old := s.cur
	s.cur = nil
	s.mu.Unlock()
	if old != nil {
		_ = old.close() // best effort: the shell may be gone already
	}
	p, err := s.start(context.Background())
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		return err
	}
	if s.closed {
		_ = p.close() // best effort
		return ErrClosed
	}
	s.cur = p
	return nil
}

// Close kills the shell's session, reaps it and drains its output. A
// running Exec returns ErrExited.
func (s *Session) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	p := s.cur
	s.cur = nil
	s.mu.Unlock()
	if p == nil {
		return nil
	}
	return p.close()
}

// start starts one shell and waits for its first primary marker.
func (s *Session) start(ctx context.Context) (*proc, error) {
	nonce, err := newNonce()
	if err != nil {
		return nil, err
	}
	sc := Configure(s.kind, nonce)
	if !s.cfg.jobControl && sc.Setup != "" {
		sc.Setup = sc.NoMonitor + sc.Setup
	}
	cmd := exec.Command(s.shell, sc.Args...)
	disarm := s.cfg.disarm
	if s.cfg.noColor {
		disarm = append(append([]string(nil), disarm...), noColorEnv(s.cfg.env)...)
	}
	cmd.Env = childEnv(s.cfg.env, sc.Unset, sc.Env, disarm)
	p := &proc{
		scan:       newScanner(nonce),
		kind:       s.kind,
		nonce:      nonce,
		notices:    !s.cfg.jobControl && (s.kind == Bash || s.kind == Mksh),
		jobControl: s.cfg.jobControl,
		cont:       []byte(sc.Continuation),
		out:        s.out,
		events:     s.cfg.events,
		ready:      make(chan struct{}),
		quit:       make(chan struct{}),
	}
	pc := pty.Config{Mode: s.cfg.mode, Size: s.cfg.size, Output: p}
	setupOnTerminal := false // the setup line goes to the session's terminal, not the command input
	if CanFeed(s.kind) {
		in, err := pty.OpenInput()
		if err != nil {
			return nil, err
		}
		p.in = in
		if s.kind == Zsh {
			// zsh takes the terminal on its standard input at
			// start for its job control (and would lift TIOCEXCL):
			// it starts on the session's terminal and moves its
			// input to the command terminal in the setup line.
			cmd.ExtraFiles = []*os.File{in.TTY()}
			setupOnTerminal, sc.Setup = true, "exec 0<&3 3<&-; "+sc.Setup
		} else {
			pc.Stdin = in.TTY()
		}
	}
	pp, err := pty.Start(cmd, pc)
	if err != nil {
		if p.in != nil {
			_ = p.in.Close() // best effort
		}
		return nil, err
	}
	p.pty = pp
	p.wg.Add(1)
	go p.watchExit()
	if s.cfg.idle > 0 {
		p.wg.Add(1)
		go p.watchIdle(s.cfg.idle)
	}
	setupTo := p.input()
	if setupOnTerminal {
		setupTo = pp
	}
	if sc.Setup != "" {
		if _, err := io.WriteString(setupTo, sc.Setup); err != nil {
			_ = p.close() // best effort
			return nil, err
		}
	}
	timer := time.NewTimer(s.cfg.startTimeout)
	defer timer.Stop()
	select {
	case <-p.ready:
		return p, nil
	case <-pp.Exited():
		_ = p.close() // best effort
		return nil, fmt.Errorf("session: %s exited during startup", s.shell)
	case <-timer.C:
		_ = p.close() // best effort
		return nil, fmt.Errorf("session: %s printed no prompt marker within %v", s.shell, s.cfg.startTimeout)
	case <-ctx.Done():
		_ = p.close() // best effort
		return nil, ctx.Err()
	}
}

// newNonce returns a fresh marker nonce. It keeps output that merely looks
// like a marker from being taken for one; it is no secret from the
// commands, which can read $PS1. So math/rand/v2 (ChaCha8, seeded by the
// runtime from the system's entropy) is enough, and crypto/rand, with the
// start-up cost of its FIPS packages, stays out of the binary.
func newNonce() (string, error) {
	var b [12]byte
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
	return hex.EncodeToString(b[:]), nil
}

// childEnv is base without unset and without the names set by add and
// disarm, then add and disarm.
func childEnv(base, unset, add, disarm []string) []string {
	drop := map[string]bool{}
	for _, n := range unset {
		drop[n] = true
	}
	for _, kv := range append(append([]string(nil), add...), disarm...) {
		if i := strings.IndexByte(kv, '='); i > 0 {
			drop[kv[:i]] = true
		}
	}
	var env []string
	for _, kv := range base {
		if i := strings.IndexByte(kv, '='); i > 0 && drop[kv[:i]] {
			continue
		}
		env = append(env, kv)
	}
	env = append(env, add...)
	return append(env, disarm...)
}

type result struct {
	status int
	err    error
}

// proc is one running shell. Its Write is the terminal's output, called by
// the pty's single copy goroutine.
type proc struct {
	pty    *pty.Process
	in     *pty.Input // where the shell reads its commands; nil: the terminal
	scan   *scanner
	out    io.Writer
	events func(Event)
	evMu   sync.Mutex // one event at a time

	ready     chan struct{}
	readyDone bool // owned by the copy goroutine

	quit chan struct{} // closed by close
	wg   sync.WaitGroup

	lastOut atomic.Int64 // unix nanoseconds of the last output

	kind    Kind
	nonce   string
	notices bool // take the shell's job notices out (notices.go)
	// jobControl is WithJobControl's; without it, spare is the shell's
	// children when the Exec began: background jobs of earlier commands,
	// which the watchdog's interrupt and kill leave alone.
	jobControl bool
	// cont is the continuation prompt's text when it carries no marker
	// (ShellConfig.Continuation), else empty; held is output that may be
	// its beginning, owned by the copy goroutine.
	cont, held []byte

	mu      sync.Mutex
	gen     int         // counts Execs
	dirty   bool        // interrupted: resynchronise before the next Exec
	syncing bool        // skipping markers until the sync marker
	syncTok int         // the sync marker's token
	busy    bool        // an Exec waits
	token   string      // the token the Exec's primary marker carries, or "": any
	pending int         // prompts still expected for the Exec's lines
	plan    []bool      // per line: a primary prompt follows it (only with cont)
	status  int         // last status seen during the Exec
	done    chan result // the Exec's, buffered
	tail    []byte
	spare   map[int]bool
	written int      // the Exec whose command was written whole (its gen)
	bar     *barrier // the barrier marker on its way (barrier.go), or nil
}

// input is where the shell reads its commands.
func (p *proc) input() io.Writer {
	if p.in != nil {
		return p.in
	}
	return p.pty
}

// arm prepares for an Exec of cmd, which ends in a newline, and returns
// its result channel.
func (p *proc) arm(cmd string) chan result {
	var plan []bool
	if len(p.cont) > 0 {
		plan = promptPlan(cmd, p.kind.grammar())
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.busy, p.pending, p.status, p.syncing, p.plan, p.token = true, strings.Count(cmd, "\n"), 0, false, plan, ""
	p.gen++
	p.done = make(chan result, 1)
	if !p.jobControl {
		p.spare = p.pty.Children()
	}
	p.lastOut.Store(time.Now().UnixNano())
	select {
	case <-p.pty.Exited():
		p.finishLocked(result{-1, ErrExited})
	default:
	}
	return p.done
}

func (p *proc) disarm() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.busy, p.pending, p.syncing = false, 0, false
}

// interrupted makes the next primary marker end the Exec (the shell
// drops the input it has not read) and the next Exec resynchronise. It
// returns the Exec's generation.
func (p *proc) interrupted() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pending = 0
	p.dirty = true
	p.token = "" // the block's end may never run: any primary marker ends it
	return p.gen
}

func (p *proc) finishLocked(r result) {
	if p.busy {
		p.busy = false
		p.done <- r
	}
}

// Write receives the terminal's output.
func (p *proc) Write(b []byte) (int, error) {
	p.scan.feed(b, p.output, p.marker)
	return len(b), nil
}

// output receives the terminal's output between markers. Where the shell
// is due to print a continuation prompt that carries no marker, that
// prompt's text stands for the marker and is taken out.
func (p *proc) output(b []byte) {
	if !p.readyDone {
		return // startup noise: the default prompt, echo of the setup line
	}
	if p.notices {
		b = dropNotices(b, p.pty.OwnJob)
	}
	if len(p.cont) == 0 {
		p.relay(b) // every prompt carries a marker
		return
	}
	for len(b) > 0 {
		p.mu.Lock()
		due := p.continuationDue()
		p.mu.Unlock()
		data := b
		if len(p.held) > 0 {
			data = append(p.held, b...)
			p.held = nil
		}
		if !due {
			p.relay(data)
			return
		}
		i := bytes.Index(data, p.cont)
		if i < 0 {
			k := overlap(data, p.cont)
			p.relay(data[:len(data)-k])
			p.held = append([]byte(nil), data[len(data)-k:]...)
			return
		}
		p.relay(data[:i])
		p.marker(markContinuation, -1)
		b = data[i+len(p.cont):]
	}
}

// overlap returns the length of the longest end of data that begins lit,
// shorter than lit.
func overlap(data, lit []byte) int {
	for k := min(len(lit)-1, len(data)); k > 0; k-- {
		if bytes.HasSuffix(data, lit[:k]) {
			return k
		}
	}
	return 0
}

// continuationDue reports whether the shell's next prompt is a
// continuation prompt without a marker; p.mu is held.
func (p *proc) continuationDue() bool {
	if p.plan == nil || !p.busy || p.syncing || p.pending == 0 {
		return false
	}
	i := len(p.plan) - p.pending
	return i >= 0 && !p.plan[i]
}

// relay passes output on, and keeps its tail.
func (p *proc) relay(b []byte) {
	if len(b) == 0 {
		return
	}
	p.lastOut.Store(time.Now().UnixNano())
	p.mu.Lock()
	if len(b) >= TailSize {
		p.tail = append(p.tail[:0], b[len(b)-TailSize:]...)
	} else {
		if keep := TailSize - len(b); len(p.tail) > keep {
			p.tail = append(p.tail[:0], p.tail[len(p.tail)-keep:]...)
		}
		p.tail = append(p.tail, b...)
	}
	p.mu.Unlock()
	_, _ = p.out.Write(b) // a failing writer must not stall the shell
}

func (p *proc) marker(kind byte, status int) {
	if kind == markBarrier {
		p.barrierCame(p.scan.token) // the session's, not the shell's: nothing else changes
		return
	}
	if len(p.held) > 0 {
		p.relay(p.held) // output after all: a marker came instead
		p.held = nil
	}
	if !p.readyDone {
		if kind == markPrimary {
			p.readyDone = true
			close(p.ready)
		}
		return
	}
	p.mu.Lock()
	if !p.busy {
		p.mu.Unlock()
		return // a prompt nobody waits for (after an interrupted Exec)
	}
	if p.syncing {
		if kind == markSync && status == p.syncTok%10000 {
			p.syncing, p.pending = false, 1
		}
		p.mu.Unlock()
		return // left over from before the sync command
	}
	if kind == markSync {
		p.mu.Unlock()
		return
	}
	if p.pending <= 1 && forged(p, kind) {
		p.mu.Unlock()
		return
	}
	if kind == markPrimary {
		p.status = status
	}
	if p.pending > 0 {
		p.pending--
		if p.pending > 0 {
			p.mu.Unlock()
			return // a prompt for a line still to be read
		}
	}
	if kind == markPrimary {
		p.finishLocked(result{status: status})
		p.mu.Unlock()
		return
	}
	tail := append([]byte(nil), p.tail...)
	p.mu.Unlock()
	p.emit(Event{Kind: Continuation, Tail: tail})
}

func (p *proc) emit(e Event) {
	if p.events == nil {
		return
	}
	p.evMu.Lock()
	defer p.evMu.Unlock()
	p.events(e)
}

// watchExit ends a waiting Exec when the shell exits.
func (p *proc) watchExit() {
	defer p.wg.Done()
	select {
	case <-p.pty.Exited():
	case <-p.quit:
		return
	}
	status, _ := p.pty.Wait() // drains the output first
	p.scan.flush(p.output)    // the copy goroutine is done
	if len(p.held) > 0 {
		p.relay(p.held)
		p.held = nil
	}
	p.mu.Lock()
	p.finishLocked(result{status, ErrExited})
	p.mu.Unlock()
	p.emit(Event{Kind: Exited, Status: status})
}

// watchIdle reports Idle once per quiet spell while an Exec waits. It owns
// its timer.
func (p *proc) watchIdle(d time.Duration) {
	defer p.wg.Done()
	t := time.NewTimer(d)
	defer t.Stop()
	var reported int64
	for {
		select {
		case <-p.quit:
			return
		case <-p.pty.Exited():
			return
		case <-t.C:
		}
		last := p.lastOut.Load()
		quiet := time.Since(time.Unix(0, last))
		p.mu.Lock()
		busy := p.busy
		tail := append([]byte(nil), p.tail...)
		p.mu.Unlock()
		if quiet < d {
			t.Reset(d - quiet)
			continue
		}
		if busy && last != reported {
			reported = last
			p.emit(Event{Kind: Idle, Tail: tail, Quiet: quiet})
		}
		t.Reset(d)
	}
}

// close kills the shell's session, reaps it, drains its output, and stops
// the goroutines.
func (p *proc) close() error {
	err := p.pty.Close()
	if p.in != nil {
		_ = p.in.Close() // best effort
	}
	p.mu.Lock()
	p.finishLocked(result{-1, ErrExited})
	p.mu.Unlock()
	close(p.quit)
	p.wg.Wait()
	return err
}

// promptPlan says, for each line of cmd, whether the shell prints its
// primary prompt after it (the input is complete there, as lexer grammar g
// judges it) or its continuation prompt.
func promptPlan(cmd string, g lexer.Grammar) []bool {
	sc := lexer.NewScanner(g)
	_, _ = sc.Write([]byte(cmd)) // never fails
	var plan []bool
	for {
		c, ok := sc.Next()
		if !ok {
			break
		}
		for range bytes.Count(c, []byte{'\n'}) - 1 {
			plan = append(plan, false)
		}
		plan = append(plan, true)
	}
	rest, _ := sc.Pending()
	for range bytes.Count(rest, []byte{'\n'}) {
		plan = append(plan, false)
	}
	return plan
}
