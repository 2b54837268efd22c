package shim

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/settings"
)

// Relay mode: a shell asked for a session on a pipe (job control or -i,
// as SWE-agent's `bash -l -m` with its stdin a pipe) reads the commands an
// agent writes one at a time and keeps the pipe open. Judged whole, as a
// script is, nothing would run until the pipe ends. Instead the real shell
// runs with its own arguments, reading a pipe that only guarded-sh writes:
// stdin is assembled into complete commands as in stream mode, and each
// allowed one is written to the shell as it arrives; a refused one is not,
// and the commands after it are. The shell reads a pipe, as it would, and
// writes to guarded-sh's own stdout and stderr: what it prints is what
// `bash -l -m < pipe` prints. There is no watchdog: a command that reads
// its standard input reads the commands after it, as in bash < pipe.

// relayWanted reports whether stdin, with inv's arguments, is relayed: the
// arguments ask for a session (-m or -o monitor, -i) and stdin is a pipe
// or a socket, where a harness writes.
func relayWanted(inv Invocation, in io.Reader) bool {
	if inv.Mode != ModeStdin || !inv.JobControl && !inv.Interactive {
		return false
	}
	f, ok := in.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&(os.ModeNamedPipe|os.ModeSocket) != 0
}

// runRelay runs the real shell with args, relaying the allowed commands of
// stdio.In to it, and returns as the shell ended.
func runRelay(ctx context.Context, c *config, sh Shell, args, environ []string, set *settings.Settings, stdio Stdio) error {
	set.Warn(stdio.Err, settings.Grace)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	pr, pw, err := os.Pipe()
	if err != nil {
		return &ExitError{Code: ExitExecFailed, Err: err}
	}
	defer func() { _ = pw.Close() }() // best effort: closed at the end of input
	cmd := exec.Command(sh.Path)
	cmd.Args, cmd.Env = args, environ
	cmd.Stdin, cmd.Stdout, cmd.Stderr = pr, stdio.Out, stdio.Err
	// Signals meant for the shell reach it: those sent to guarded-sh are
	// passed on (a terminal's go to both, as to one process group).
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM)
	defer signal.Stop(sigs)
	if err := cmd.Start(); err != nil {
		return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot run the real shell %s: %w", sh.Path, err)}
	}
	_ = pr.Close() // the shell's now
	waited := make(chan error, 1)
	go func() {
		waited <- cmd.Wait()
		cancel() // the shell is gone: stop reading
	}()
	go func() {
		for {
			select {
			case s := <-sigs:
				_ = cmd.Process.Signal(s) // it may be gone
			case <-ctx.Done():
				return
			}
		}
	}()

	st := &stream{ctx: ctx, sh: sh, stderr: stdio.Err, out: stdio.Out, relayTo: pw, shellPid: cmd.Process.Pid}
	st.g = c.sessionGuard(ctx, set, audit.ModeStream, stdio.Err)
	defer func() { _ = st.g.Close() }() // best effort
	quit := make(chan struct{})
	defer close(quit)
	st.input = readChunks(stdio.In, stdio.Err, quit)
	_ = st.loop(set.Grace) // the shell's status is what counts
	_ = pw.Close()         // end of input: the shell ends as at a pipe's end
	err = <-waited
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return &ExitError{Code: 128 + int(ws.Signal())}
		}
		return &ExitError{Code: ee.ExitCode()}
	}
	if err != nil {
		return &ExitError{Code: ExitExecFailed, Err: err}
	}
	return nil
}

// pass writes an allowed command to the relayed shell. The session is over
// when the shell no longer reads.
func (st *stream) pass(cmd string) (int, bool) {
	if !strings.HasSuffix(cmd, "\n") {
		cmd += "\n"
	}
	if _, err := io.WriteString(st.relayTo, cmd); err != nil {
		return -1, true
	}
	return -1, false
}
