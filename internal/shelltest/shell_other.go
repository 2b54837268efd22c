//go:build !linux

package shelltest

import (
	"errors"
	"time"
)

// ErrUnsupported is returned by Start on systems other than Linux.
var ErrUnsupported = errors.New("shelltest: only supported on linux")

// ErrUnknown, ErrInput and ErrNotInstalled exist for the API; see the Linux
// implementation.
var (
	ErrUnknown      = errors.New("shelltest: no verdict")
	ErrInput        = errors.New("shelltest: input cannot be typed")
	ErrNotInstalled = errors.New("shelltest: shell not installed")
)

// Shell is a real interactive shell under a PTY; unsupported here.
type Shell struct {
	Timeout      time.Duration
	RestartEvery int
}

// Stats counts what happened to a Shell.
type Stats struct {
	Inputs, Unknown, Starts, Desyncs, NoCancel, Replays, Silent, Recancels int
}

// Names lists the shells Start knows.
func Names() []string { return []string{"bash", "dash", "zsh", "mksh"} }

// Available reports false: no shell can be run here.
func Available(name string) bool { return false }

// Start returns ErrUnsupported.
func Start(name string) (*Shell, error) { return nil, ErrUnsupported }

// Name returns "".
func (s *Shell) Name() string { return "" }

// Stats returns zero counts.
func (s *Shell) Stats() Stats { return Stats{} }

// Waits returns ErrUnsupported.
func (s *Shell) Waits(input string) (bool, error) { return false, ErrUnsupported }

// Close does nothing.
func (s *Shell) Close() error { return nil }
