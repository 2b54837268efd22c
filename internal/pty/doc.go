// Package pty runs a command under a new pseudo-terminal, in its own session,
// and owns that terminal until the command is reaped and its output drained.
package pty

// The child is a session leader with the terminal as its controlling
// terminal (Setsid, Setctty). On Linux and FreeBSD it gets SIGKILL when
// guarded-sh dies (Pdeathsig); elsewhere it gets SIGHUP from the kernel when
// the master side closes, which is what an interactive shell exits on.
//
// Everything the child writes to the terminal goes to Config.Output, copied
// by one goroutine. After the child exits a Linux master read returns EIO:
// that is end of file, not an error. Wait reaps the child (no zombie), keeps
// reading until EIO or Config.DrainTimeout (a background job may hold the
// terminal open for ever), then closes the master (no leaked descriptor).
//
// ModeStream makes the terminal byte-transparent in both directions (no
// echo, no line discipline, no signal characters, no ONLCR), so the bytes a
// program writes are the bytes a plain pipe would carry; stdout and stderr
// still merge, as on any terminal. ModeTerminal keeps the kernel defaults,
// for a human whose own terminal is put in raw mode by the caller.
//
// On systems without pseudo-terminal support every entry point returns
// ErrUnsupported.

import (
	"errors"
	"io"
	"os"
	"time"
)

// ErrUnsupported is returned on systems where this package cannot start a
// command under a pseudo-terminal.
var ErrUnsupported = errors.New("pty: unsupported on this system")

// Mode selects the terminal settings the child starts with.
type Mode int

const (
	// ModeTerminal keeps the kernel's defaults: canonical input, echo,
	// signal characters, ONLCR.
	ModeTerminal Mode = iota
	// ModeStream is raw: echo, canonical input, signal characters,
	// extended input processing, CR-to-NL and all output processing (so
	// ONLCR) off. Signals are sent with Process.Signal, not with ^C.
	ModeStream
)

// Size is a terminal size in character cells.
type Size struct {
	Rows, Cols uint16
}

// DefaultDrainTimeout bounds how long Wait keeps reading after the child
// has exited when the terminal is not hung up (another process holds it).
const DefaultDrainTimeout = time.Second

// Config says how to start a command. The zero value is a 24x80 terminal in
// ModeTerminal whose output is discarded.
type Config struct {
	Mode Mode
	// Size is the initial window size; zero means 24 rows, 80 columns.
	Size Size
	// Output receives everything the child writes to the terminal, in
	// order, from a single goroutine. Nil discards it.
	Output io.Writer
	// DrainTimeout bounds reading after the child exits; zero means
	// DefaultDrainTimeout.
	DrainTimeout time.Duration
	// Stdin, when set, is the child's standard input instead of the
	// terminal, which stays its stdout, stderr and controlling terminal
	// (a shell reading its commands from a pipe only its caller writes).
	Stdin *os.File
}
