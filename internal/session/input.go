package session

import (
	"os"
	"strconv"

	"github.com/guarded-sh/guarded-sh/internal/pty"
)

// The shell's input. A shell of the posix family reads its commands from a
// terminal of their own (a pty.Input) that only the session writes, not
// from the terminal its commands run on: its standard input is the command
// terminal, its standard output and error (and controlling terminal) the
// session's terminal. Each command is written as
//
//	{ cmd
//	} </dev/pts/N
//
// (N the session's terminal; bash takes it through descriptor 47 instead,
// "exec 47<>/dev/pts/N; { cmd\n} 0>&47 47>&-", see bashOpen, so that its
// background jobs read /dev/null as on a pipe) so that the command and every program it
// starts read the session's terminal as before (isatty, a password
// prompt, Input), while the shell itself, once the block ends, reads its
// next command from the command terminal again. What reaches the session
// terminal's input (keys typed ahead, bytes a command pushes with TIOCSTI,
// a line a command's read builtin waits for) is data for the commands;
// the shell never reads it as a command. The session terminal's unread
// input is also discarded before each command.
//
// Nothing but the session can put input into the command terminal: it
// cannot be opened by path, and it is a holder's controlling terminal, so
// no command can push into it with TIOCSTI (pty.Input; root with
// CAP_SYS_ADMIN is bound by neither). The shells keep the copy of it they
// save for the block closed for the programs they run (close-on-exec). A
// terminal, not a pipe: a pipe could be opened for writing through
// /proc/PID/fd by any command, and mksh does not break off reading a pipe
// at its continuation prompt on SIGINT.
//
// The marker that ends an Exec must be the shell's own, not a copy a
// command printed (the nonce is no secret: ${PS1@P}). The block is
// followed, on its last line, by code that sets a fresh token and gives
// the block's status back for the prompt (tokenCall),
//
//	} </dev/pts/N; __guarded_sh_s=$?; __guarded_sh_ran() { …; }; __guarded_sh_ran TOKEN "$__guarded_sh_s"
//
// and the primary marker carries the token: the shell has read it but not
// run it while the command runs, so no command can print it. A
// continuation marker carries none; it counts only when the shell prints
// it with the command terminal as its standard input (Linux:
// /proc/PID/fd/0), that is, outside the block.
//
// pwsh and cmd keep the session's terminal as their standard input (they
// have no block with a redirection that leaves every command as it was).

// forged reports whether a marker of kind that would end the Exec is a
// command's copy; p.mu is held.
func forged(p *proc, kind byte) bool {
	switch {
	case p.in == nil:
		return false
	case kind == markPrimary && p.token != "":
		return p.scan.token != p.token
	case kind == markPrimary && p.dirty:
		// Interrupted: the shell may print its prompt as it leaves
		// the block, before its input is back; the next Exec
		// resynchronises anyway.
		return false
	}
	return !reading(p.in, p.pty.Pid())
}

// reading reports whether the shell pid has the command terminal in as
// its standard input: it is outside a command's block, printing a prompt
// or reading its next command. Where /proc cannot tell, it reports true.
func reading(in *pty.Input, pid int) bool {
	link, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/fd/0")
	if err != nil {
		_, perr := os.Stat("/proc/self/fd/0")
		return perr != nil // no /proc: cannot tell
	}
	return link == in.Path()
}
