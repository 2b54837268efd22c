//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package pty

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// An Input is a terminal a shell reads its commands from, written by its
// caller alone (Config.Stdin): raw, as ModeStream, so the bytes written
// are the bytes read; and exclusive (TIOCEXCL), so that no process can
// open it by its path. It is no process's controlling terminal, so no
// process can push input into it with TIOCSTI; a process would first need
// a descriptor for it, which only the shell inherits.
type Input struct {
	master, tty *os.File
	drained     chan struct{}
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
	in := &Input{master: master, tty: tty, drained: make(chan struct{})}
	// What a process writes to it (stty) would fill it and block.
	go func() {
		defer close(in.drained)
		_, _ = io.Copy(io.Discard, master) // ends when the master closes
	}()
	return in, nil
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
	err := in.tty.Close()
	if cerr := in.master.Close(); err == nil {
		err = cerr
	}
	<-in.drained
	return err
}
