//go:build unix

package shim

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"

	"golang.org/x/term"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/pty"
	"github.com/guarded-sh/guarded-sh/internal/session"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Interactive mode: standard input is a terminal and guarded-sh runs under
// its own name with no arguments. The real shell runs in a session (a PTY
// in terminal mode); guarded-sh reads the user's lines with its own line
// editor (golang.org/x/term: history, line editing, Tab completion of
// file names: complete.go) after a user@host:dir prompt (prompt.go), shows
// its own continuation prompt ("> ") while the lexer says the input is
// incomplete, has the shell read the user's startup files, each judged
// first (startup.go),
// judges and audits each complete command (mode "interactive"), and hands
// it to the shell. While it runs, the user's terminal stays raw and is
// passed through to the session in both directions, so full-screen
// programs work; the window size follows SIGWINCH. Ctrl-C cancels the input
// being typed, Ctrl-D on an empty line exits. The user's terminal is
// restored on every way out, signals included. No watchdog: a human is
// there to answer or interrupt.
//
// GUARDED_SH_INTERACTIVE=0 turns it off (the real shell is run instead).

// interactiveCont is the line editor's continuation prompt; the primary
// prompt shows the shell's working directory (who.prompt).
const interactiveCont = "> "

// interactiveWanted reports whether Run, in ModeStdin, runs interactive
// mode.
func interactiveWanted(argv0 string, args []string, in io.Reader, set *settings.Settings) bool {
	if in == nil || len(args) > 1 || set.Interactive == settings.Off {
		return false
	}
	return shellName(argv0) == "guarded-sh" && isTerminal(in)
}

// interactiveKind reports whether interactive mode runs the real shell at
// path: the posix family only. Interactive mode lets the shell's terminal
// settings show through while a command runs; pwsh's PSReadLine and cmd's
// console editing would echo and redraw what guarded-sh's own line editor
// already showed, and neither can be tried here. They pass through.
func interactiveKind(path string) bool {
	switch session.KindOf(path) {
	case session.PowerShell, session.Cmd:
		return false
	}
	return true
}

// interactive is one interactive-mode run.
type interactive struct {
	ctx    context.Context
	sh     Shell
	stderr io.Writer
	g      *guard.Guard        // decides, audits; follows the configuration
	red    *guard.RedactWriter // to out; nil when there is nothing to redact
	s      *session.Session
	fd     int
	cooked *term.State // the user's terminal as it was
	out    io.Writer

	mu      sync.Mutex
	running bool   // a command runs: keystrokes go to the session
	keys    []byte // keystrokes for the line editor
	eof     bool   // standard input ended
	ctrlC   bool   // the editor was given a Ctrl-C
	notify  chan struct{}
	t       *term.Terminal

	who    who    // the prompt's user, host and home
	prompt string // the prompt shown
	tabs   int    // Tabs in a row (complete)
}

// Write relays the session's output to the user's terminal. The shell
// reads its commands from a terminal of their own that does not echo
// (package session), so the command the user typed is not shown twice.
func (it *interactive) Write(b []byte) (int, error) {
	w := io.Writer(it.out)
	if it.red != nil {
		w = it.red
	}
	if _, err := w.Write(b); err != nil {
		return len(b), err
	}
	return len(b), nil
}

// Read gives the line editor the keystrokes read while no command ran.
func (it *interactive) Read(p []byte) (int, error) {
	for {
		it.mu.Lock()
		if len(it.keys) > 0 {
			n := copy(p, it.keys)
			it.keys = it.keys[n:]
			if bytes.IndexByte(p[:n], 3) >= 0 {
				it.ctrlC = true
			}
			it.mu.Unlock()
			return n, nil
		}
		eof := it.eof
		it.mu.Unlock()
		if eof {
			return 0, io.EOF
		}
		select {
		case <-it.notify:
		case <-it.ctx.Done():
			return 0, it.ctx.Err()
		}
	}
}

// readInput reads the user's terminal: keystrokes go to the running
// command, or to the line editor.
func (it *interactive) readInput(in io.Reader) {
	buf := make([]byte, 4096)
	for {
		n, err := in.Read(buf)
		if n > 0 {
			it.mu.Lock()
			if it.running {
				it.mu.Unlock()
				_, _ = it.s.Input(buf[:n]) // best effort: the shell may be gone
			} else {
				it.keys = append(it.keys, buf[:n]...)
				it.mu.Unlock()
				it.wake()
			}
		}
		if err != nil {
			it.mu.Lock()
			it.eof = true
			it.mu.Unlock()
			it.wake()
			return
		}
	}
}

func (it *interactive) wake() {
	select {
	case it.notify <- struct{}{}:
	default:
	}
}

// newTerm returns a fresh line editor sharing the history of the last one
// (after Ctrl-C, x/term's Terminal keeps the cancelled line).
func (it *interactive) newTerm() *term.Terminal {
	t := term.NewTerminal(struct {
		io.Reader
		io.Writer
	}{it, it.out}, it.prompt)
	t.AutoCompleteCallback = it.complete
	it.mu.Lock()
	if it.t != nil {
		t.History = it.t.History
	}
	it.t = t
	it.mu.Unlock()
	if w, h, err := term.GetSize(it.fd); err == nil {
		_ = t.SetSize(w, h)
	}
	return t
}

// resize follows the user's window size: the session's terminal and the
// line editor.
func (it *interactive) resize() {
	w, h, err := term.GetSize(it.fd)
	if err != nil || w <= 0 || h <= 0 {
		return
	}
	_ = it.s.Resize(pty.Size{Rows: uint16(h), Cols: uint16(w)}) // best effort
	it.mu.Lock()
	t := it.t
	it.mu.Unlock()
	if t != nil {
		_ = t.SetSize(w, h)
	}
}

// runInteractive is interactive mode; it returns as Run does, with the
// last command's status.
// login says it runs as a login shell (argv[0] begins with -).
func runInteractive(ctx context.Context, c *config, sh Shell, set *settings.Settings, stdio Stdio, login bool) (err error) {
	in, ok := stdio.In.(*os.File)
	if !ok {
		return &ExitError{Code: ExitExecFailed, Err: errors.New("interactive mode needs a terminal")}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT)
	defer signal.Stop(sigs)
	var caught os.Signal
	var sigMu sync.Mutex
	go func() {
		select {
		case sig := <-sigs:
			sigMu.Lock()
			caught = sig
			sigMu.Unlock()
			cancel()
		case <-ctx.Done():
		}
	}()

	it := &interactive{ctx: ctx, sh: sh, stderr: stdio.Err, fd: int(in.Fd()), out: stdio.Out, notify: make(chan struct{}, 1),
		who: whoAmI(set.Getenv)}
	if it.out == nil {
		it.out = in
	}
	// The policy followed as the configuration changes, the audit log, and
	// the redaction of credentials in the output, as in stream mode.
	it.g = c.sessionGuard(ctx, set, audit.ModeInteractive, stdio.Err)
	it.red = it.g.RedactOutput(it.out)
	defer func() {
		it.flush()       // what the shell wrote last
		_ = it.g.Close() // best effort
	}()

	set.Warn(stdio.Err, settings.NoColor)
	opts := []session.Option{session.WithOutput(it), session.WithMode(pty.ModeTerminal), session.WithNoColor(noColor(set, it.g, false)), session.WithJobControl()}
	if w, h, err := term.GetSize(it.fd); err == nil && w > 0 && h > 0 {
		opts = append(opts, session.WithSize(pty.Size{Rows: uint16(h), Cols: uint16(w)}))
	}
	if set.Environ != nil {
		opts = append(opts, session.WithEnv(set.Environ))
	}
	s, err := session.Start(ctx, sh.Path, opts...)
	if err != nil {
		return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot start the real shell %s: %w", sh.Path, err)}
	}
	it.s = s
	defer func() { _ = s.Close() }() // best effort: the shell may be gone

	cooked, err := term.MakeRaw(it.fd)
	if err != nil {
		return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot put the terminal in raw mode: %w", err)}
	}
	it.cooked = cooked
	defer func() { _ = term.Restore(it.fd, cooked) }() // always: the user's terminal as it was

	winch := make(chan os.Signal, 1)
	signal.Notify(winch, syscall.SIGWINCH)
	defer signal.Stop(winch)
	go func() {
		for {
			select {
			case <-winch:
				it.resize()
			case <-ctx.Done():
				return
			}
		}
	}()
	go it.readInput(in)

	status := 0
	if !it.readStartup(set.Getenv, login) { // the user's ~/.bashrc, judged
		status = it.loop()
	}
	if ctx.Err() != nil {
		sigMu.Lock()
		sig := caught
		sigMu.Unlock()
		if s, ok := sig.(syscall.Signal); ok {
			return &ExitError{Code: 128 + int(s)}
		}
	}
	return exitStatus(status)
}

// loop reads, judges and runs commands until Ctrl-D, exit, or a signal;
// it returns the last status.
func (it *interactive) loop() int {
	t := it.newTerm()
	sc := lexer.NewScanner(it.sh.Grammar)
	status := 0
	for {
		pending, _ := sc.Pending()
		if strings.TrimSpace(string(pending)) == "" {
			it.prompt = it.who.prompt(it.g.Env().Cwd)
		} else {
			it.prompt = interactiveCont
		}
		t.SetPrompt(it.prompt)
		line, err := t.ReadLine()
		if errors.Is(err, term.ErrPasteIndicator) {
			err = nil
		}
		if err != nil {
			if it.ctx.Err() != nil {
				_, _ = io.WriteString(it.out, "\r\n")
				return status
			}
			it.mu.Lock()
			ctrlC, eof := it.ctrlC, it.eof && len(it.keys) == 0
			it.ctrlC = false
			it.mu.Unlock()
			switch {
			case ctrlC:
				// Cancel the (possibly multi-line) input.
				_, _ = io.WriteString(it.out, "^C\r\n")
				sc.Reset()
				t = it.newTerm()
				continue
			case eof || strings.TrimSpace(string(pending)) == "":
				_, _ = io.WriteString(it.out, "\r\n")
				return status // Ctrl-D on an empty line
			}
			// Ctrl-D in an unfinished command: refuse it.
			_, _ = io.WriteString(it.out, "\r\n")
			_, res := sc.Pending()
			status = it.refuse(string(pending), res)
			sc.Reset()
			t = it.newTerm()
			continue
		}
		_, _ = sc.Write([]byte(line + "\n")) // never fails
		for {
			cmd, ok := sc.Next()
			if !ok {
				break
			}
			code, over := it.run(string(cmd))
			if code >= 0 {
				status = code
			}
			if over {
				return status
			}
		}
	}
}

// cookedDo runs f with the user's terminal as it was (messages, a confirm
// question), then makes it raw again.
func (it *interactive) cookedDo(f func()) {
	_ = term.Restore(it.fd, it.cooked) // best effort
	defer func() {
		if _, err := term.MakeRaw(it.fd); err != nil {
			fmt.Fprintf(it.stderr, "guarded-sh: warning: %v\n", err)
		}
	}()
	f()
}

// request is the Request of cmd in this session; open, when set, is where
// the scanner found it incomplete.
func (it *interactive) request(cmd string, open *lexer.Result) guard.Request {
	return guard.Request{Command: cmd, Grammar: it.sh.Grammar, Shell: it.sh.Name, Mode: audit.ModeInteractive, Cwd: it.g.Env().Cwd, Open: open}
}

// flush writes the output the redactor keeps back.
func (it *interactive) flush() {
	if it.red != nil {
		_ = it.red.Flush() // a failing terminal shows in the next Write
	}
}

// refuse refuses incomplete input, which the shell never sees.
func (it *interactive) refuse(cmd string, res lexer.Result) int {
	req := it.request(cmd, &res)
	code := 0
	it.cookedDo(func() { code = it.g.Decide(it.ctx, req).Status })
	return code
}

// run judges one complete command and runs it when allowed, passing the
// terminal through; it returns the status it leaves (-1: unchanged) and
// whether the session is over.
func (it *interactive) run(cmd string) (int, bool) {
	if strings.TrimSpace(cmd) == "" {
		return -1, false
	}
	req := it.request(cmd, nil)
	req.Complete = true // the Scanner cut it
	var d guard.Decision
	it.cookedDo(func() { d = it.g.Decide(it.ctx, req) }) // a confirm asks on the terminal
	if !d.Allowed {
		return d.Status, false
	}
	return it.exec(cmd)
}

// exec runs cmd, judged, in the session, passing the terminal through; it
// returns as run does.
func (it *interactive) exec(cmd string) (int, bool) {
	if !strings.HasSuffix(cmd, "\n") {
		cmd += "\n"
	}
	it.mu.Lock()
	it.running = true
	it.mu.Unlock()
	status, err := it.s.ExecContext(it.ctx, cmd)
	it.mu.Lock()
	it.running = false
	it.mu.Unlock()
	_ = it.s.FlushInput() // keystrokes no program read never reach the shell unchecked
	it.flush()            // what the redactor kept back
	followCwd(it.g, it.s)
	switch {
	case err == nil:
		return status, false
	case errors.Is(err, session.ErrExited) || errors.Is(err, session.ErrClosed):
		return status, true // exit N
	case it.ctx.Err() != nil:
		return -1, true
	}
	it.cookedDo(func() { fmt.Fprintf(it.stderr, "guarded-sh: %v\n", err) })
	return ExitExecFailed, true
}
