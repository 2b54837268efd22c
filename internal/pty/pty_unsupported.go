//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package pty

import (
	"os"
	"os/exec"
	"syscall"
	"time"
)

// Process is a command running under its own pseudo-terminal; on this
// system none can be started.
type Process struct{}

// Start returns ErrUnsupported.
func Start(*exec.Cmd, Config) (*Process, error) { return nil, ErrUnsupported }

// Pid returns -1.
func (*Process) Pid() int { return -1 }

// Name returns "".
func (*Process) Name() string { return "" }

// Write returns ErrUnsupported.
func (*Process) Write([]byte) (int, error) { return 0, ErrUnsupported }

// WriteOutput returns ErrUnsupported.
func (*Process) WriteOutput([]byte) error { return ErrUnsupported }

// Exited returns a closed channel.
func (*Process) Exited() <-chan struct{} {
	c := make(chan struct{})
	close(c)
	return c
}

// Hangup returns ErrUnsupported.
func (*Process) Hangup(time.Duration) error { return ErrUnsupported }

// Signaled reports none.
func (*Process) Signaled() (syscall.Signal, bool) { return 0, false }

// Wait returns ErrUnsupported.
func (*Process) Wait() (int, error) { return -1, ErrUnsupported }

// ExitStatus returns the exit code.
func ExitStatus(ps *os.ProcessState) int {
	if ps == nil {
		return -1
	}
	return ps.ExitCode()
}

// KillJob finds nothing.
func (*Process) KillJob(map[int]bool) bool { return false }

// SignalJob returns ErrUnsupported.
func (*Process) SignalJob(syscall.Signal, map[int]bool) error { return ErrUnsupported }

// Children finds nothing.
func (*Process) Children() map[int]bool { return nil }

// OwnJob reports false.
func (*Process) OwnJob(int) bool { return false }

// Busy reports false.
func (*Process) Busy() bool { return false }

// ForegroundPgrp returns ErrUnsupported.
func (*Process) ForegroundPgrp() (int, error) { return -1, ErrUnsupported }

// Signal returns ErrUnsupported.
func (*Process) Signal(os.Signal) error { return ErrUnsupported }

// Kill returns ErrUnsupported.
func (*Process) Kill() error { return ErrUnsupported }

// Close returns ErrUnsupported.
func (*Process) Close() error { return ErrUnsupported }

// FlushInput returns ErrUnsupported.
func (*Process) FlushInput() error { return ErrUnsupported }

// Resize returns ErrUnsupported.
func (*Process) Resize(Size) error { return ErrUnsupported }

// Size returns ErrUnsupported.
func (*Process) Size() (Size, error) { return Size{}, ErrUnsupported }

// Feed is not supported on this system.
type Feed struct{}

// OpenFeed returns ErrUnsupported.
func OpenFeed() (*Feed, error) { return nil, ErrUnsupported }

// Path returns "".
func (*Feed) Path() string { return "" }

// Write returns ErrUnsupported.
func (*Feed) Write([]byte) (int, error) { return 0, ErrUnsupported }

// Interrupt does nothing.
func (*Feed) Interrupt() {}

// Resume does nothing.
func (*Feed) Resume() {}

// Pending returns ErrUnsupported.
func (*Feed) Pending() (int, error) { return 0, ErrUnsupported }

// Discard returns ErrUnsupported.
func (*Feed) Discard() (int, error) { return 0, ErrUnsupported }

// Close returns nil.
func (*Feed) Close() error { return nil }

// Input is a terminal a shell reads its commands from; on this system none
// can be opened.
type Input struct{}

// OpenInput returns ErrUnsupported.
func OpenInput() (*Input, error) { return nil, ErrUnsupported }

// TTY returns nil.
func (*Input) TTY() *os.File { return nil }

// Path returns "".
func (*Input) Path() string { return "" }

// Write returns ErrUnsupported.
func (*Input) Write([]byte) (int, error) { return 0, ErrUnsupported }

// Flush returns ErrUnsupported.
func (*Input) Flush() error { return ErrUnsupported }

// Close returns nil.
func (*Input) Close() error { return nil }
