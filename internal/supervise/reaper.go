//go:build unix

package supervise

import (
	"os"
	"strconv"
	"syscall"
)

// A reaper ends the command's process group if guarded-sh dies without
// ending it: a SIGKILL, which guarded-sh cannot catch, or a crash. The
// parent-death signal reaches only the shell, not what the shell started
// (a pipeline, a build's compilers, a background job); the reaper reaches
// them all.
//
// It is a POSIX shell in a session of its own (out of reach of a kill of
// guarded-sh's process group) that reads a pipe whose only writer is
// guarded-sh:
//
//	read -r _ || kill -9 -PGID
//
// While guarded-sh lives the read waits; when guarded-sh dies the kernel
// closes the pipe, the read meets its end, and the group is killed. When
// the command ends, guarded-sh kills and reaps the reaper itself, so the
// command's background jobs outlive guarded-sh as they outlive a shell
// run by exec. Processes that left the group (setsid, a job of set -m)
// are not reached.
type reaper struct {
	pid int
	w   *os.File
}

// reaperScript is run by the reaper shell with the group as $1.
const reaperScript = `read -r _ || kill -9 -"$1"`

// startReaper starts a reaper for process group pgid with the POSIX shell
// at sh. The shell runs with an empty environment (no ENV or BASH_ENV to
// read) and no descriptor but the pipe.
func startReaper(sh string, pgid int) (*reaper, error) {
	r, w, err := os.Pipe() // close-on-exec: no other child inherits it
	if err != nil {
		return nil, err
	}
	defer func() { _ = r.Close() }() // the reaper has its copy
	closed := ^uintptr(0)            // ForkExec closes a descriptor given as -1
	pid, err := syscall.ForkExec(sh, []string{"sh", "-c", reaperScript, "guarded-sh-reaper", strconv.Itoa(pgid)}, &syscall.ProcAttr{
		Env:   []string{},
		Files: []uintptr{r.Fd(), closed, closed},
		Sys:   &syscall.SysProcAttr{Setsid: true},
	})
	if err != nil {
		_ = w.Close() // best effort
		return nil, err
	}
	return &reaper{pid: pid, w: w}, nil
}

// stop ends the reaper without its killing anything, and reaps it.
func (rp *reaper) stop() {
	if rp == nil {
		return
	}
	_ = syscall.Kill(rp.pid, syscall.SIGKILL) // our unreaped child: the pid is still its
	var ws syscall.WaitStatus
	for {
		if _, err := syscall.Wait4(rp.pid, &ws, 0, nil); err != syscall.EINTR {
			break
		}
	}
	_ = rp.w.Close() // best effort
}
