package watchdog

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// An InputReader asks the kernel whether a process of a session waits on an
// input that has nothing for it: a thread blocked in read(2) on a descriptor
// that is the input (the same pipe, socket or terminal, by device and inode)
// while the input holds no byte (FIONREAD), waiting in epoll on an epoll
// instance that watches the input for reading (node's readline, libuv and
// other event loops read their input that way), or waiting in poll, ppoll,
// select or pselect6 with the input among the descriptors it waits to read
// (pollWatches). It is the [TTYReader] of a
// command run without a terminal: what it reads is the standard input
// guarded-sh was given and passed down, which a harness may keep open and
// never write.
//
// A read is reported once it has lasted the hold given to
// [NewInputReader]; a command that only computes, sleeps or reads another
// pipe (sleep 600 | cat) is never reported. Nor is a read of a pipe that
// a live producer may still write: one that a process other than this
// process's ancestors (the harness that started it) and the session's own
// holds open for writing (slow | guarded-sh -c 'tar x'). An InputReader is
// safe for concurrent use.
type InputReader struct {
	in       *os.File
	dev, ino uint64
	pipe     bool // a FIFO: its writers can be found
	sid      int
	hold     time.Duration
	proc     string
	now      func() time.Time

	mu    sync.Mutex
	since map[int]time.Time // by thread: when it was first seen reading
}

// NewInputReader returns an InputReader for the input in (this process's
// descriptor of it) and the processes of session sid. Inputs whose reads
// never block (a regular file, /dev/null) give an error: there is nothing
// to watch.
func NewInputReader(in *os.File, sid int, hold time.Duration) (*InputReader, error) {
	var st unix.Stat_t
	if err := unix.Fstat(int(in.Fd()), &st); err != nil {
		return nil, fmt.Errorf("watchdog: input: %w", err)
	}
	switch st.Mode & unix.S_IFMT {
	case unix.S_IFIFO, unix.S_IFSOCK:
	case unix.S_IFCHR:
		if _, err := unix.IoctlGetTermios(int(in.Fd()), unix.TCGETS); err != nil {
			return nil, fmt.Errorf("watchdog: input is a device that is not a terminal; its reads are not watched")
		}
	default:
		return nil, fmt.Errorf("watchdog: input is a %s; its reads never wait", fileType(st.Mode))
	}
	return &InputReader{in: in, dev: uint64(st.Dev), ino: st.Ino, pipe: st.Mode&unix.S_IFMT == unix.S_IFIFO, sid: sid, hold: hold,
		proc: "/proc", now: time.Now, since: map[int]time.Time{}}, nil
}

func fileType(mode uint32) string {
	switch mode & unix.S_IFMT {
	case unix.S_IFREG:
		return "regular file"
	case unix.S_IFDIR:
		return "directory"
	case unix.S_IFBLK:
		return "block device"
	}
	return "file"
}

// Check reports a thread of the session blocked reading the input, empty,
// for at least the hold. Its Reading's Waited says for how long.
func (r *InputReader) Check() (Reading, bool, error) {
	n, err := unix.IoctlGetInt(int(r.in.Fd()), unix.TIOCINQ) // FIONREAD
	if err != nil {
		return Reading{}, false, fmt.Errorf("watchdog: input: FIONREAD: %w", err)
	}
	now := r.now()
	r.mu.Lock()
	defer r.mu.Unlock()
	if n > 0 {
		clear(r.since) // it has data: whoever reads it is not waiting in vain
		return Reading{}, false, nil
	}
	ents, err := os.ReadDir(r.proc)
	if err != nil {
		return Reading{}, false, err
	}
	seen := map[int]bool{}
	var best Reading
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid <= 0 {
			continue
		}
		f, err := readStat(r.proc, pid)
		if err != nil || f.session != r.sid {
			continue // gone, or not of the command
		}
		for _, tid := range r.readingThreads(pid) {
			seen[tid] = true
			first, ok := r.since[tid]
			if !ok {
				first = now
				r.since[tid] = now
			}
			if w := now.Sub(first); w >= r.hold && w > best.Waited {
				best = Reading{PID: pid, TID: tid, Comm: f.comm, PGID: f.pgrp, Wait: WaitRead, FD: -1,
					Via: "syscall", Source: "its standard input, which has no data", Waited: w}
			}
		}
	}
	for tid := range r.since {
		if !seen[tid] {
			delete(r.since, tid)
		}
	}
	if best.PID != 0 && r.pipe && r.producer() {
		return Reading{}, false, nil
	}
	return best, best.PID != 0, nil
}

// producer reports whether a process that may still write the pipe holds
// it open for writing: any but this process, its ancestors and the
// session's processes.
func (r *InputReader) producer() bool {
	mine := map[int]bool{}
	for pid := os.Getpid(); pid > 1 && !mine[pid]; {
		mine[pid] = true
		f, err := readStat(r.proc, pid)
		if err != nil {
			break
		}
		pid = f.ppid
	}
	ents, err := os.ReadDir(r.proc)
	if err != nil {
		return false
	}
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid <= 0 || mine[pid] {
			continue
		}
		if f, err := readStat(r.proc, pid); err != nil || f.session == r.sid {
			continue
		}
		if r.writes(pid) {
			return true
		}
	}
	return false
}

// writes reports whether process pid has the input open for writing.
func (r *InputReader) writes(pid int) bool {
	dir := r.proc + "/" + strconv.Itoa(pid)
	fds, err := os.ReadDir(dir + "/fd")
	if err != nil {
		return false // gone, or not ours to look at
	}
	for _, fd := range fds {
		if n, err := strconv.Atoi(fd.Name()); err != nil || !r.isInput(dir, n) {
			continue
		}
		info, err := os.ReadFile(dir + "/fdinfo/" + fd.Name())
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(info), "\n") {
			if v, ok := strings.CutPrefix(line, "flags:"); ok {
				flags, err := strconv.ParseUint(strings.TrimSpace(v), 8, 64)
				if err == nil && flags&unix.O_ACCMODE != unix.O_RDONLY {
					return true
				}
			}
		}
	}
	return false
}

// readingThreads lists the threads of pid blocked in a read of the input.
func (r *InputReader) readingThreads(pid int) []int {
	dir := r.proc + "/" + strconv.Itoa(pid)
	ents, err := os.ReadDir(dir + "/task")
	if err != nil {
		return nil
	}
	var tids []int
	for _, e := range ents {
		tid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(dir + "/task/" + e.Name() + "/syscall")
		if err != nil {
			continue
		}
		nr, args, ok := syscallArgs(strings.Fields(string(b)))
		if !ok || args[0] >= 1<<20 && !isPollWait(nr) {
			continue // running, or not a descriptor
		}
		isInput := func(fd int) bool { return r.isInput(dir, fd) }
		switch {
		case nr == unix.SYS_READ || nr == unix.SYS_READV || nr == unix.SYS_PREAD64:
			if isInput(int(args[0])) {
				tids = append(tids, tid)
			}
		case isEpollWait(nr):
			if r.epollWatches(dir, int(args[0])) {
				tids = append(tids, tid)
			}
		case isPollWait(nr):
			if pollWatches(dir, nr, args, isInput) {
				tids = append(tids, tid)
			}
		}
	}
	return tids
}

// epollWatches reports whether the epoll instance at descriptor epfd of the
// process in dir watches the input for reading: a line of its fdinfo
// "tfd: N events: E …" with N a descriptor that is the input and E holding
// EPOLLIN.
func (r *InputReader) epollWatches(dir string, epfd int) bool {
	info, err := os.ReadFile(dir + "/fdinfo/" + strconv.Itoa(epfd))
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(info), "\n") {
		f := strings.Fields(line)
		if len(f) < 4 || f[0] != "tfd:" || f[2] != "events:" {
			continue
		}
		fd, err1 := strconv.Atoi(f[1])
		ev, err2 := strconv.ParseUint(f[3], 16, 32)
		if err1 == nil && err2 == nil && ev&unix.EPOLLIN != 0 && r.isInput(dir, fd) {
			return true
		}
	}
	return false
}

// isInput reports whether descriptor fd of the process in dir is the input.
func (r *InputReader) isInput(dir string, fd int) bool {
	var st unix.Stat_t
	if unix.Stat(dir+"/fd/"+strconv.Itoa(fd), &st) != nil {
		return false
	}
	return uint64(st.Dev) == r.dev && st.Ino == r.ino
}
