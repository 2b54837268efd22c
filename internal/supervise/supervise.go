//go:build unix

package supervise

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/watchdog"
)

// Options tunes Run. The zero value uses the watchdog's defaults.
type Options struct {
	// Idle is how long a read of an empty standard input must last before
	// the watchdog acts (default watchdog.DefaultIdle); Grace how long to
	// wait after the interrupt, and after the kill (default
	// watchdog.DefaultGrace); Poll how often to look (default
	// watchdog.DefaultPoll).
	Idle, Grace, Poll time.Duration
	// Stdin, Stdout and Stderr are passed to the command as they are;
	// nil means the process's own. Stdin is the input that is watched.
	Stdin, Stdout, Stderr *os.File
	// Reaper is a POSIX shell (a path) that kills the command's process
	// group if guarded-sh dies without ending it (reaper.go), started
	// once the command has run for ReaperDelay; "" starts none, and a
	// SIGKILL to guarded-sh then ends only the shell.
	Reaper string
}

// ReaperDelay is how long a command runs before its reaper starts: most
// commands an agent runs end sooner and cost no second process; a SIGKILL
// to guarded-sh before then ends the shell only (its parent-death signal),
// and what the shell started in that time outlives it.
//
// The window stays open because only a second process can close it. When
// guarded-sh is killed, what is left is the shell and what it started; the
// parent-death signal reaches the shell alone (fork does not pass it on),
// and the kernel ends a process group on no other process's death. Its two
// ways of ending many processes at once need what supervision must not
// have: a controlling terminal (its session leader's exit hangs up the
// foreground group; but then a program can wait on /dev/tty), or a PID
// namespace (its first process's death kills the rest; but it needs
// privileges, changes $$ and /proc, and kills the command's background
// jobs when the shell exits, which exec does not). A reaper started with
// the command costs a fork and exec of dash per command: measured with
// scripts/interleave, 400 runs of -c true in turn on a loaded 2-core
// machine, supervised 5.5-6.4 ms wall and 4.8-5.4 ms CPU, with the reaper
// at once 6.6-8.7 ms and 5.8-6.5 ms: from 1.29-1.35x exec mode to
// 1.55-1.83x.
const ReaperDelay = 50 * time.Millisecond

// Result is how the command ended.
type Result struct {
	// Status is the shell's wait status.
	Status syscall.WaitStatus
	// Watchdog is set when the watchdog acted; Report says what it found
	// and did (the caller words it).
	Watchdog bool
	Report   *watchdog.Report
}

// forwarded are the signals passed on to the command.
var forwarded = []os.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM,
	syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGALRM}

// Run runs the executable path with argv and env in a new session, watched,
// and waits for it. An error means it could not be started.
func Run(ctx context.Context, path string, argv, env []string, o Options) (Result, error) {
	if o.Stdin == nil {
		o.Stdin = os.Stdin
	}
	if o.Stdout == nil {
		o.Stdout = os.Stdout
	}
	if o.Stderr == nil {
		o.Stderr = os.Stderr
	}
	if o.Grace <= 0 {
		o.Grace = watchdog.DefaultGrace
	}
	if o.Idle <= 0 {
		o.Idle = watchdog.DefaultIdle
	}
	if o.Poll <= 0 {
		o.Poll = watchdog.DefaultPoll
	}

	// Before the start, so that no signal is lost in between; a signal
	// ignored now stays ignored in the child (exec keeps SIG_IGN).
	sigs := make(chan os.Signal, 8)
	var notify []os.Signal
	for _, s := range forwarded {
		if !signal.Ignored(s) {
			notify = append(notify, s)
		}
	}
	signal.Notify(sigs, notify...)
	defer signal.Stop(sigs)

	pid, waited, err := start(path, argv, env, o)
	if err != nil {
		return Result{}, err
	}
	pgid := pid // a session leader leads its process group
	var rp *reaper
	var reaperDue <-chan time.Time
	if o.Reaper != "" {
		t := time.NewTimer(ReaperDelay)
		defer t.Stop()
		reaperDue = t.C
	}

	wopts := []watchdog.Option{watchdog.WithOneShot(), watchdog.WithPrompts(false),
		watchdog.WithIdle(o.Poll), watchdog.WithPoll(o.Poll), watchdog.WithGrace(o.Grace)}
	if d, err := watchdog.NewInputReader(o.Stdin, pgid, o.Idle); err == nil {
		wopts = append(wopts, watchdog.WithDetector(d))
	}
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	w := watchdog.Watch(wctx, group(pgid), wopts...)

	var res waitResult
wait:
	for {
		select {
		case s := <-sigs:
			_ = syscall.Kill(-pgid, s.(syscall.Signal)) // the group may be gone already
		case <-reaperDue:
			reaperDue = nil
			rp, _ = startReaper(o.Reaper, pgid) // without one, a SIGKILL leaves the shell's children
		case res = <-waited:
			break wait
		}
	}
	rp.stop()
	w.ShellExited()
	<-w.Done()
	if res.err != nil {
		return Result{}, res.err
	}
	r := Result{Status: res.status}
	if rep, ok := w.Report(); ok {
		r.Watchdog, r.Report = true, &rep
	}
	return r, nil
}

// start starts the shell and waits for it on a goroutine of its own, which
// holds its OS thread until the shell is reaped: the parent-death signal
// (sys_linux.go) fires when the thread that forked the child ends, and Go
// ends a thread when a goroutine locked to it returns, so no other
// goroutine's locked thread may be the one. The shell's wait status
// arrives on waited.
func start(path string, argv, env []string, o Options) (pid int, waited <-chan waitResult, err error) {
	started := make(chan error, 1)
	done := make(chan waitResult, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread() // the thread outlives the child: back to the pool
		// syscall.ForkExec, not os.StartProcess: the latter's first use
		// forks a throwaway child to probe pidfd support, a process per
		// command.
		var err error
		pid, err = syscall.ForkExec(path, argv, &syscall.ProcAttr{
			Env:   env,
			Files: []uintptr{o.Stdin.Fd(), o.Stdout.Fd(), o.Stderr.Fd()},
			Sys:   sysProcAttr(),
		})
		started <- err
		if err != nil {
			return
		}
		var ws syscall.WaitStatus
		for {
			_, err := syscall.Wait4(pid, &ws, 0, nil)
			if err != syscall.EINTR {
				done <- waitResult{ws, err}
				return
			}
		}
	}()
	if err := <-started; err != nil {
		return 0, nil, err
	}
	return pid, done, nil
}

type waitResult struct {
	status syscall.WaitStatus
	err    error
}

// Describe says how the command ended: "the command was ended by SIGINT".
func (r Result) Describe() string {
	if r.Status.Signaled() {
		return "the command was ended by " + signalName(r.Status.Signal())
	}
	return fmt.Sprintf("the command exited with status %d", r.Status.ExitStatus())
}

func signalName(s syscall.Signal) string {
	switch s {
	case syscall.SIGINT:
		return "SIGINT"
	case syscall.SIGKILL:
		return "SIGKILL"
	}
	return s.String()
}

// Code is the exit status that reports r as a shell would: the shell's
// status, 128+n for death by signal n. When the watchdog acted, it is
// never 0: a command that survived the interrupt and exited 0 after all
// still reports 130.
func (r Result) Code() int {
	code := r.Status.ExitStatus()
	if r.Status.Signaled() {
		code = 128 + int(r.Status.Signal())
	}
	if r.Watchdog && code == 0 {
		code = 128 + int(syscall.SIGINT)
	}
	return code
}

// group is the watchdog's Target: the command's process group.
type group int

func (g group) Interrupt() error { return syscall.Kill(-int(g), syscall.SIGINT) }
func (g group) Kill() error      { return syscall.Kill(-int(g), syscall.SIGKILL) }
