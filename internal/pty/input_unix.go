//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package pty

import (
	"io"
	"os"
	"os/exec"
	"syscall"

	"golang.org/x/sys/unix"
)

// An Input is a terminal a shell reads its commands from, written by its
// caller alone (Config.Stdin): raw, as ModeStream, so the bytes written
// are the bytes read; and exclusive (TIOCEXCL), so that no process can
// open it by its path. TIOCSTI pushes input only into the caller's own
// controlling terminal, and an Input is the controlling terminal of a
// holder alone (a sleep(1) in a session of its own, which never reads):
// no other process can make it its own (TIOCSCTTY), even with a
// descriptor for it, so none can push input into it.
type Input struct {
	master, tty *os.File
	drained     chan struct{}
	holder      *exec.Cmd // nil when sleep(1) could not be started
}

// OpenInput opens an Input.
func OpenInput() (*Input, error) {
	master, tty, err := openPollable()
	if err != nil {
		return nil, err
	}
	fd := int(tty.Fd())
	err = makeRaw(fd)
	if err == nil {
		err = unix.IoctlSetInt(fd, unix.TIOCEXCL, 0)
	}
	if err != nil {
		_ = tty.Close()    // best effort
		_ = master.Close() // best effort
		return nil, err
	}
	in := &Input{master: master, tty: tty, drained: make(chan struct{}), holder: hold(tty)}
	// What a process writes to it (stty) would fill it and block.
	go func() {
		defer close(in.drained)
		_, _ = io.Copy(io.Discard, master) // ends when the master closes
	}()
	return in, nil
}

// hold starts a process, in a session of its own, whose controlling
// terminal is tty and which never reads it; nil when it cannot.
func hold(tty *os.File) *exec.Cmd {
	path, err := exec.LookPath("sleep")
	if err != nil {
		return nil
	}
	cmd := exec.Command(path, "2147483647")
	cmd.Stdin = tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	setPdeathsig(cmd.SysProcAttr)
	if cmd.Start() != nil {
		return nil
	}
	return cmd
}

// TTY is the terminal, to give the shell as its standard input.
func (in *Input) TTY() *os.File { return in.tty }

// Path is the terminal's device path (/dev/pts/N).
func (in *Input) Path() string { return in.tty.Name() }

// Write writes b for the shell to read.
func (in *Input) Write(b []byte) (int, error) { return in.master.Write(b) }

// Flush discards what the shell has not read.
func (in *Input) Flush() error { return flushInput(int(in.tty.Fd())) }

// Close closes the terminal.
func (in *Input) Close() error {
	if in.holder != nil {
		_ = in.holder.Process.Kill() // best effort: it may be gone
		_ = in.holder.Wait()         // reap
	}
	err := in.tty.Close()
	if cerr := in.master.Close(); err == nil {
		err = cerr
	}
	<-in.drained
	return err
}
