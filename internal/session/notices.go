package session

import (
	"bytes"
	"strconv"
)

// Job notices. Without job control dash and zsh print nothing as a
// background job starts, as on a pipe; bash and mksh, interactive, still
// print "[1] 5784" (bash: "[%d] %ld\n"; mksh lists every process of the
// pipeline: "[1] 5783 5784"). No option turns that off (bash tests its
// interactive flag, mksh its talking flag, which -i sets for good), so the
// session takes the line out of the output, but only where it is the
// shell's own: a whole line, at the start of what one read of the terminal
// gives or after a newline in it (the shell writes it with one write), and
// each number in it a process the shell started in its own process group,
// running or not yet reaped (pty.Process.OwnJob). Output of a program is
// never taken for one unless it prints, in that form, the numbers of the
// shell's own jobs. A job that has ended and been reaped by the time its
// line is read (a subshell that exits at once) leaves its line in the
// output: the session cannot tell it from a program's.

// dropNotices returns b without the job notices whose processes own
// reports the shell's (see above). b is not modified.
func dropNotices(b []byte, own func(pid int) bool) []byte {
	var out []byte
	found := false
	start := 0 // of the line being looked at
	kept := 0  // b[:kept] is accounted for in out
	for start < len(b) {
		end := bytes.IndexByte(b[start:], '\n')
		if end < 0 {
			break
		}
		end += start + 1
		if notice(b[start:end], own) {
			out = append(out, b[kept:start]...)
			kept, found = end, true
		}
		start = end
	}
	if !found {
		return b
	}
	return append(out, b[kept:]...)
}

// notice reports whether line, ending in a newline, is "[N] PID…" with
// every PID the shell's own.
func notice(line []byte, own func(pid int) bool) bool {
	line = bytes.TrimSuffix(bytes.TrimSuffix(line, []byte{'\n'}), []byte{'\r'})
	rest, ok := bytes.CutPrefix(line, []byte{'['})
	if !ok {
		return false
	}
	n, rest, ok := bytes.Cut(rest, []byte("] "))
	if !ok || !digits(n) {
		return false
	}
	pids := bytes.Split(rest, []byte{' '})
	for _, p := range pids {
		if !digits(p) {
			return false
		}
	}
	for _, p := range pids {
		pid, err := strconv.Atoi(string(p))
		if err != nil || pid <= 0 || !own(pid) {
			return false
		}
	}
	return true
}

// digits reports whether b is one or more ASCII digits, at most 10.
func digits(b []byte) bool {
	if len(b) == 0 || len(b) > 10 {
		return false
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
