//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package pty

import (
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// A Feed is a second terminal for the standard input of a command a shell
// runs: what is written to it reaches only the processes that have its path
// open, never the shell reading commands from its own terminal. Whatever a
// command leaves unread stays in the Feed, where Discard counts and drops
// it, so it can never be read by the shell as a command.
//
// The terminal is in canonical mode, as a shell's terminal is, with echo
// and signal characters off: bytes are data (a Ctrl-D at the start of a
// line is an end of file for the reader, as at a terminal).
type Feed struct {
	master, tty *os.File
	drained     chan struct{}
	closeOnce   sync.Once
}

// OpenFeed opens a Feed.
func OpenFeed() (*Feed, error) {
	master, tty, err := openPollable()
	if err != nil {
		return nil, err
	}
	if err := feedMode(int(tty.Fd())); err != nil {
		_ = tty.Close()    // best effort
		_ = master.Close() // best effort
		return nil, err
	}
	f := &Feed{master: master, tty: tty, drained: make(chan struct{})}
	// Output written to the Feed (stty, or a program writing to its
	// standard input) would fill the terminal and block its writer.
	go func() {
		defer close(f.drained)
		_, _ = io.Copy(io.Discard, master) // ends when the master closes
	}()
	return f, nil
}

// feedMode: canonical input, lines as sent: no echo; no signal,
// literal-next, erase or kill characters; no CR/NL translation. Ctrl-D
// (VEOF) still ends the reader's input.
func feedMode(fd int) error {
	t, err := unix.IoctlGetTermios(fd, ioctlGetTermios)
	if err != nil {
		return err
	}
	t.Lflag &^= unix.ECHO | unix.ECHONL | unix.ISIG | unix.IEXTEN
	t.Lflag |= unix.ICANON
	t.Iflag &^= unix.IXON | unix.ICRNL | unix.INLCR | unix.IGNCR
	t.Cc[unix.VERASE] = 0 // _POSIX_VDISABLE
	t.Cc[unix.VKILL] = 0
	return unix.IoctlSetTermios(fd, ioctlSetTermios, t)
}

// Path is the terminal's device path (/dev/pts/N), for a redirection.
func (f *Feed) Path() string { return f.tty.Name() }

// Write writes b to the command's input. It blocks while the terminal's
// input queue is full (the command does not read); Interrupt ends the wait.
func (f *Feed) Write(b []byte) (int, error) { return f.master.Write(b) }

// Interrupt makes a Write blocked on a full queue return, and every Write
// after it fail, until Resume.
func (f *Feed) Interrupt() { _ = f.master.SetWriteDeadline(time.Now()) } // best effort

// Resume lets Writes block again after Interrupt.
func (f *Feed) Resume() { _ = f.master.SetWriteDeadline(time.Time{}) } // best effort

// Pending returns how many bytes written to the Feed no process has read.
func (f *Feed) Pending() (int, error) {
	return unix.IoctlGetInt(int(f.tty.Fd()), ioctlInq)
}

// Discard drops the input no process has read, and returns how many bytes
// it was.
func (f *Feed) Discard() (int, error) {
	fd := int(f.tty.Fd())
	n, err := unix.IoctlGetInt(fd, ioctlInq)
	if err != nil {
		n = 0
	}
	if ferr := flushInput(fd); ferr != nil {
		return n, ferr
	}
	return n, err
}

// Close closes the terminal.
func (f *Feed) Close() error {
	var err error
	f.closeOnce.Do(func() {
		err = f.tty.Close()
		if cerr := f.master.Close(); err == nil {
			err = cerr
		}
		<-f.drained
	})
	return err
}
