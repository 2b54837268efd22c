package watchdog

import (
	"errors"
	"fmt"
	"time"
)

// ErrUnsupported is returned by [TTYReader.Check] on systems where the
// kernel cannot be asked what a terminal's processes are doing (anything but
// Linux). The prompt patterns and timeouts still work there.
var ErrUnsupported = errors.New("watchdog: kernel check of terminal reads not supported on this system")

// A Wait says how a process waits on the terminal.
type Wait int

const (
	// WaitNone: the process is not known to wait on the terminal.
	WaitNone Wait = iota
	// WaitPoll: the process sleeps in select or poll and has the terminal
	// open. It may be waiting for terminal input (a readline prompt, vim) or
	// for something else; it is a weak sign, not acted on alone.
	WaitPoll
	// WaitRead: the process is blocked in read(2) on the terminal. A strong
	// sign: nothing happens until someone types.
	WaitRead
)

func (w Wait) String() string {
	switch w {
	case WaitPoll:
		return "poll"
	case WaitRead:
		return "read"
	}
	return "none"
}

// A Reading is what the kernel says about a process of the terminal's
// foreground process group that waits for terminal input.
type Reading struct {
	// PID is the process, TID the thread that waits (equal for a
	// single-threaded process).
	PID, TID int
	// Comm is the process's command name (/proc/PID/comm).
	Comm string
	// Exe is the program file the process runs (/proc/PID/exe), when
	// readable: the interpreter of a script run by its #! line, whose
	// Comm is the script's name.
	Exe string
	// Shell is set when PID is the shell itself: at its own prompt, or
	// running a builtin that reads (bash's read). Only the caller can
	// tell which, and not by whether it still waits for the prompt: the
	// shell reads once it has printed it, before the caller has read it
	// (stream mode asks its session, session.Session.WaitsSince).
	Shell bool
	// PGID is the terminal's foreground process group.
	PGID int
	// Wait is how the process waits.
	Wait Wait
	// FD is the descriptor read, or -1 when unknown.
	FD int
	// Via names the evidence: "syscall" (/proc/PID/syscall) or "wchan"
	// (/proc/PID/wchan, used when the syscall file is not readable).
	Via string
	// Source is what is read when it is not the terminal (an
	// [InputReader]'s input); Waited how long the read has lasted, when
	// known.
	Source string
	Waited time.Duration
}

// String describes the reading for a person: "process 123 (cat) blocked
// reading the terminal".
func (r Reading) String() string {
	who := fmt.Sprintf("process %d (%s", r.PID, r.Comm)
	if r.Shell {
		who += ", the shell"
	}
	who += ")"
	switch {
	case r.Wait == WaitRead && r.Source != "":
		return who + " blocked reading " + r.Source
	case r.Wait == WaitRead:
		return who + " blocked reading the terminal"
	case r.Wait == WaitPoll:
		return who + " waiting in poll/select with the terminal open"
	}
	return who + " not waiting on the terminal"
}
