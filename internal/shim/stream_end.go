package shim

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
)

// HangupGrace is how long a stream session's processes have to end after
// the hang-up that a SIGTERM, SIGHUP or SIGINT to guarded-sh starts,
// before they are killed.
const HangupGrace = 500 * time.Millisecond

// endOnSignals makes SIGTERM, SIGHUP and SIGINT end the stream session's
// whole process tree: the session is hung up (every process in the
// shell's session: the running command, background jobs, nohup's
// children), what is left is killed after HangupGrace, and cancel ends
// the session's loop. caught returns the signal, once one came; stop
// waits for a hang-up under way.
func (st *stream) endOnSignals(cancel context.CancelFunc) (caught func() os.Signal, stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT)
	var mu sync.Mutex
	var sig os.Signal
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		select {
		case s := <-ch:
			mu.Lock()
			sig = s
			mu.Unlock()
			st.ending.Store(true)
			_ = st.s.Hangup(HangupGrace) // best effort: the shell may be gone
			cancel()
		case <-done:
		}
	}()
	caught = func() os.Signal {
		mu.Lock()
		defer mu.Unlock()
		return sig
	}
	var once sync.Once
	stop = func() {
		once.Do(func() {
			signal.Stop(ch)
			close(done)
			<-finished // a hang-up under way ends first
		})
	}
	return caught, stop
}

// signalExit is the exit of a session a signal ended: 128 plus its number.
func signalExit(sig os.Signal) error {
	if s, ok := sig.(syscall.Signal); ok {
		return &ExitError{Code: 128 + int(s)}
	}
	return &ExitError{Code: 128 + 15}
}

// crashed reports a shell that a signal ended while it ran cmd (bash
// overflowing its stack on deeply nested input: SIGSEGV), audits it, and
// starts a fresh shell, as the watchdog does for a hung one. It reports
// whether the session goes on.
func (st *stream) crashed(rec audit.Record) bool {
	sig, ok := st.s.EndedBy()
	if !ok || st.ending.Load() || st.ctx.Err() != nil {
		return false
	}
	detail := fmt.Sprintf("the shell %s was ended by %v (signal %d) while running this command; its state (directory, variables) is lost", st.sh.Name, sig, int(sig))
	fmt.Fprintf(st.stderr, "guarded-sh: %s; starting a fresh shell\n", detail)
	rec.Event, rec.Detail, rec.DurationUS, rec.Time = "session.crashed", detail, 0, time.Time{}
	if err := st.s.Restart(); err != nil {
		fmt.Fprintf(st.stderr, "guarded-sh: cannot start a fresh shell: %v\n", err)
		rec.Detail += "; no fresh shell: " + err.Error()
		st.g.Record(rec)
		return false
	}
	st.g.Record(rec)
	return true
}
