//go:build unix

package supervise

import (
	"context"
	"fmt"
	"os"
	"os/signal"
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
}

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

	// syscall.ForkExec, not os.StartProcess: the latter's first use forks
	// a throwaway child to probe pidfd support, a process per command.
	pid, err := syscall.ForkExec(path, argv, &syscall.ProcAttr{
		Env:   env,
		Files: []uintptr{o.Stdin.Fd(), o.Stdout.Fd(), o.Stderr.Fd()},
		Sys:   sysProcAttr(),
	})
	if err != nil {
		return Result{}, err
	}
	pgid := pid // a session leader leads its process group

	wopts := []watchdog.Option{watchdog.WithOneShot(), watchdog.WithPrompts(false),
		watchdog.WithIdle(o.Poll), watchdog.WithPoll(o.Poll), watchdog.WithGrace(o.Grace)}
	if d, err := watchdog.NewInputReader(o.Stdin, pgid, o.Idle); err == nil {
		wopts = append(wopts, watchdog.WithDetector(d))
	}
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	w := watchdog.Watch(wctx, group(pgid), wopts...)

	waited := make(chan waitResult, 1)
	go func() {
		var ws syscall.WaitStatus
		for {
			_, err := syscall.Wait4(pid, &ws, 0, nil)
			if err != syscall.EINTR {
				waited <- waitResult{ws, err}
				return
			}
		}
	}()
	var res waitResult
wait:
	for {
		select {
		case s := <-sigs:
			_ = syscall.Kill(-pgid, s.(syscall.Signal)) // the group may be gone already
		case res = <-waited:
			break wait
		}
	}
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
