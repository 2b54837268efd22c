package watchdog

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// A TTYReader asks the kernel whether the foreground process group of a
// terminal is blocked reading it, from /proc:
//
//   - the foreground group is field 8 (tpgid) of /proc/SHELL/stat;
//   - its processes are those of /proc/*/stat with that group (field 5);
//   - a thread of one of them waits in read(2) on the terminal when the
//     first field of /proc/PID/task/TID/syscall is SYS_READ and its first
//     argument is a descriptor whose /proc/PID/fd link is the terminal; when
//     the syscall file is not readable (another user, hardened kernels),
//     /proc/PID/task/TID/wchan "n_tty_read" or "wait_woken" with the
//     terminal on descriptor 0 is taken instead.
//
// Processes that vanish during the scan are skipped. A TTYReader is safe for
// concurrent use.
type TTYReader struct {
	tty   string // the follower's path, e.g. /dev/pts/3
	rdev  uint64 // its device number
	shell int
	proc  string     // /proc, replaced in tests
	also  []ttyAlias // other terminals whose reads count (Also)
}

type ttyAlias struct {
	path string
	rdev uint64
}

// NewTTYReader returns a TTYReader for the terminal whose follower (slave)
// device is tty (creack/pty's tty.Name(), "/dev/pts/3") and whose session
// leader is the shell shellPID.
func NewTTYReader(tty string, shellPID int) (*TTYReader, error) {
	rdev, err := charDevice(tty)
	if err != nil {
		return nil, err
	}
	return &TTYReader{tty: tty, rdev: rdev, shell: shellPID, proc: "/proc"}, nil
}

// charDevice returns the device number of the terminal at path.
func charDevice(path string) (uint64, error) {
	var st unix.Stat_t
	if err := unix.Stat(path, &st); err != nil {
		return 0, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	if st.Mode&unix.S_IFMT != unix.S_IFCHR {
		return 0, fmt.Errorf("watchdog: %s is not a terminal device", path)
	}
	return uint64(st.Rdev), nil
}

// Also makes a read of the terminal at path count as a read of the
// session's terminal: the terminal a command's input is fed through (see
// pty.Feed). Call it before the first Check.
func (r *TTYReader) Also(path string) error {
	rdev, err := charDevice(path)
	if err != nil {
		return err
	}
	r.also = append(r.also, ttyAlias{path, rdev})
	return nil
}

// ForegroundGroup returns the terminal's foreground process group, from the
// shell's /proc stat; 0 when there is none.
func (r *TTYReader) ForegroundGroup() (int, error) {
	f, err := r.stat(r.shell)
	if err != nil {
		return 0, fmt.Errorf("watchdog: shell %d: %w", r.shell, err)
	}
	if f.tpgid <= 0 {
		return 0, nil
	}
	return f.tpgid, nil
}

// Check reports whether a process of the terminal's foreground group waits
// for terminal input. A blocking read (WaitRead) is preferred to a poll
// (WaitPoll), and another process to the shell. ok is false when nobody
// waits; err is set when the shell is gone (wrapping fs.ErrNotExist) or when
// nothing could be learned because of permissions.
func (r *TTYReader) Check() (Reading, bool, error) {
	pgid, err := r.ForegroundGroup()
	if err != nil || pgid == 0 {
		return Reading{}, false, err
	}
	// Fast path: the group's leader (the first process of a pipeline, the
	// program itself) blocked reading settles it without scanning /proc.
	if pgid != r.shell {
		if rd, err := r.process(pgid); err == nil && rd.Wait == WaitRead {
			rd.PGID = pgid
			return rd, true, nil
		}
	}
	pids, err := r.group(pgid)
	if err != nil {
		return Reading{}, false, err
	}
	var best Reading
	var firstErr error
	for _, pid := range pids {
		rd, err := r.process(pid)
		if err != nil {
			if firstErr == nil && !errors.Is(err, fs.ErrNotExist) {
				firstErr = err
			}
			continue
		}
		rd.PGID = pgid
		if better(rd, best) {
			best = rd
		}
	}
	if best.Wait == WaitNone {
		return Reading{}, false, firstErr
	}
	return best, true, nil
}

// better reports whether a is a stronger reading than b.
func better(a, b Reading) bool {
	if a.Wait != b.Wait {
		return a.Wait > b.Wait
	}
	return a.Wait != WaitNone && b.Shell && !a.Shell
}

type statFields struct {
	comm    string
	ppid    int
	pgrp    int
	session int
	tpgid   int
}

func (r *TTYReader) stat(pid int) (statFields, error) { return readStat(r.proc, pid) }

// readStat parses /proc/PID/stat: "pid (comm) state ppid pgrp session tty_nr
// tpgid …"; comm may hold spaces and parentheses.
func readStat(proc string, pid int) (statFields, error) {
	b, err := os.ReadFile(proc + "/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return statFields{}, err
	}
	s := string(b)
	open, end := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
	if open < 0 || end < open {
		return statFields{}, fmt.Errorf("watchdog: malformed /proc/%d/stat", pid)
	}
	f := strings.Fields(s[end+1:])
	if len(f) < 6 {
		return statFields{}, fmt.Errorf("watchdog: malformed /proc/%d/stat", pid)
	}
	ppid, err0 := strconv.Atoi(f[1])
	pgrp, err1 := strconv.Atoi(f[2])
	sid, err2 := strconv.Atoi(f[3])
	tpgid, err3 := strconv.Atoi(f[5])
	if err0 != nil || err1 != nil || err2 != nil || err3 != nil {
		return statFields{}, fmt.Errorf("watchdog: malformed /proc/%d/stat", pid)
	}
	return statFields{comm: s[open+1 : end], ppid: ppid, pgrp: pgrp, session: sid, tpgid: tpgid}, nil
}

// group lists the processes of process group pgid.
func (r *TTYReader) group(pgid int) ([]int, error) {
	ents, err := os.ReadDir(r.proc)
	if err != nil {
		return nil, err
	}
	var pids []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid <= 0 {
			continue
		}
		if pid == pgid {
			pids = append(pids, pid) // the leader, when alive, is in it
			continue
		}
		f, err := r.stat(pid)
		if err != nil {
			continue // gone, or not ours to read
		}
		if f.pgrp == pgid {
			pids = append(pids, pid)
		}
	}
	return pids, nil
}

// process reports how the threads of pid wait on the terminal.
func (r *TTYReader) process(pid int) (Reading, error) {
	dir := r.proc + "/" + strconv.Itoa(pid)
	ents, err := os.ReadDir(dir + "/task")
	if err != nil {
		return Reading{}, err
	}
	rd := Reading{PID: pid, Shell: pid == r.shell, FD: -1}
	var firstErr error
	for _, e := range ents {
		tid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		w, fd, via, err := r.thread(dir, tid)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if w > rd.Wait {
			rd.TID, rd.Wait, rd.FD, rd.Via = tid, w, fd, via
		}
	}
	if rd.Wait == WaitNone {
		return rd, firstErr
	}
	comm, err := os.ReadFile(dir + "/comm")
	if err != nil {
		return Reading{}, err
	}
	rd.Comm = strings.TrimSuffix(string(comm), "\n")
	rd.Exe, _ = os.Readlink(dir + "/exe")
	return rd, nil
}

// thread reports how thread tid of the process in dir waits on the terminal.
func (r *TTYReader) thread(dir string, tid int) (Wait, int, string, error) {
	task := dir + "/task/" + strconv.Itoa(tid)
	b, err := os.ReadFile(task + "/syscall")
	if err == nil {
		f := strings.Fields(string(b))
		if len(f) < 3 || f[0] == "running" || f[0] == "-1" {
			return WaitNone, -1, "", nil
		}
		nr, err1 := strconv.ParseInt(f[0], 10, 64)
		arg0, err2 := strconv.ParseUint(strings.TrimPrefix(f[1], "0x"), 16, 64)
		arg1, err3 := strconv.ParseUint(strings.TrimPrefix(f[2], "0x"), 16, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			return WaitNone, -1, "", fmt.Errorf("watchdog: malformed %s/syscall", task)
		}
		switch nr {
		case unix.SYS_READ, unix.SYS_READV, unix.SYS_PREAD64:
			if arg0 < 1<<20 && r.isTTY(dir, int(arg0)) {
				return WaitRead, int(arg0), "syscall", nil
			}
			return WaitNone, -1, "", nil
		case unix.SYS_PSELECT6:
			// nfds bounds the descriptors watched: the terminal must be below.
			if fd := r.ttyFD(dir); fd >= 0 && uint64(fd) < arg0 {
				return WaitPoll, fd, "syscall", nil
			}
			return WaitNone, -1, "", nil
		case unix.SYS_PPOLL:
			if arg1 > 0 && r.isTTY(dir, 0) {
				return WaitPoll, 0, "syscall", nil
			}
			return WaitNone, -1, "", nil
		}
		if !isPollWchan(readWchan(task)) {
			return WaitNone, -1, "", nil
		}
		// select(2) and poll(2) have per-arch numbers: known by wchan.
		if r.isTTY(dir, 0) {
			return WaitPoll, 0, "syscall", nil
		}
		return WaitNone, -1, "", nil
	}
	if !errors.Is(err, fs.ErrPermission) && !errors.Is(err, fs.ErrNotExist) {
		return WaitNone, -1, "", err
	}
	// No ptrace access, or a kernel without the syscall file (or the thread
	// is gone: then wchan is missing too). wchan is world-readable but may
	// read "0" when the kernel hides symbols.
	switch w := readWchan(task); {
	case w == "n_tty_read" || w == "wait_woken":
		if r.isTTY(dir, 0) {
			return WaitRead, 0, "wchan", nil
		}
	case isPollWchan(w):
		if r.isTTY(dir, 0) {
			return WaitPoll, 0, "wchan", nil
		}
	case w == "" || w == "0":
		if _, serr := os.Stat(task); serr != nil {
			return WaitNone, -1, "", serr // the thread is gone
		}
		return WaitNone, -1, "", fmt.Errorf("%w: %s: syscall file not readable (%v) and wchan hidden", ErrUnsupported, task, err)
	}
	return WaitNone, -1, "", nil
}

func readWchan(task string) string {
	b, err := os.ReadFile(task + "/wchan")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

func isPollWchan(w string) bool {
	return strings.HasPrefix(w, "poll_schedule_timeout") || w == "do_select" || w == "do_sys_poll"
}

// isTTY reports whether descriptor fd of the process in dir is the terminal.
func (r *TTYReader) isTTY(dir string, fd int) bool {
	p := dir + "/fd/" + strconv.Itoa(fd)
	link, err := os.Readlink(p)
	if err != nil {
		return false
	}
	if link == r.tty {
		return true
	}
	for _, a := range r.also {
		if link == a.path {
			return true
		}
	}
	if !strings.HasPrefix(link, "/dev/") {
		return false // pipe:[…], socket:[…], a file
	}
	// Another name for the same device (/dev/tty is not one: it is
	// resolved at open to the real terminal's path).
	var st unix.Stat_t
	if unix.Stat(p, &st) != nil {
		return false
	}
	if st.Mode&unix.S_IFMT != unix.S_IFCHR {
		return false
	}
	if uint64(st.Rdev) == r.rdev {
		return true
	}
	for _, a := range r.also {
		if uint64(st.Rdev) == a.rdev {
			return true
		}
	}
	return false
}

// ttyFD returns the lowest of descriptors 0–2 that is the terminal, or -1.
func (r *TTYReader) ttyFD(dir string) int {
	for fd := 0; fd <= 2; fd++ {
		if r.isTTY(dir, fd) {
			return fd
		}
	}
	return -1
}
