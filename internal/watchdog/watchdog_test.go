package watchdog

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeTarget records the escalation; each step may "work" by telling the
// watchdog the primary prompt returned.
type fakeTarget struct {
	mu                        sync.Mutex
	w                         *Watchdog
	interrupts, kills         int
	interruptWorks, killWorks bool
	interruptErr              error
	interruptAt, killAt       time.Time
}

func (f *fakeTarget) Interrupt() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.interrupts++
	f.interruptAt = time.Now()
	if f.interruptWorks {
		go f.w.PromptReturned()
	}
	return f.interruptErr
}

func (f *fakeTarget) Kill() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.kills++
	f.killAt = time.Now()
	if f.killWorks {
		go f.w.PromptReturned()
	}
	return nil
}

type fakeRestarter struct {
	*fakeTarget
	restarts atomic.Int32
}

func (f *fakeRestarter) Restart() error { f.restarts.Add(1); return nil }

// fakeDetector answers with a fixed reading and counts the questions.
type fakeDetector struct {
	calls atomic.Int32
	rd    Reading
	ok    bool
}

func (d *fakeDetector) Check() (Reading, bool, error) {
	d.calls.Add(1)
	return d.rd, d.ok, nil
}

// watch starts a watchdog on f with small durations.
func watch(t *testing.T, f *fakeTarget, tgt Target, opts ...Option) *Watchdog {
	t.Helper()
	if tgt == nil {
		tgt = f
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	opts = append([]Option{WithIdle(20 * time.Millisecond), WithPoll(10 * time.Millisecond), WithGrace(50 * time.Millisecond)}, opts...)
	w := Watch(context.Background(), tgt, opts...)
	f.w = w
	t.Cleanup(func() { w.Stop() })
	return w
}

func waitDone(t *testing.T, w *Watchdog) Report {
	t.Helper()
	select {
	case <-w.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("watchdog did not finish")
	}
	r, ok := w.Report()
	if !ok {
		t.Fatal("no report")
	}
	return r
}

func actions(r Report) string {
	var s []string
	for _, a := range r.Actions {
		s = append(s, string(a))
	}
	return strings.Join(s, ",")
}

func TestEscalation(t *testing.T) {
	for _, tc := range []struct {
		name                      string
		interruptWorks, killWorks bool
		restarter                 bool
		wantActions, wantSession  string
	}{
		{"interrupt works", true, false, false, "interrupt", "survived"},
		{"interrupt ignored, kill works", false, true, false, "interrupt,kill", "survived"},
		{"nothing works, restart", false, false, true, "interrupt,kill,restart", "restarted"},
		{"nothing works, no restarter", false, false, false, "interrupt,kill", "lost"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &fakeTarget{interruptWorks: tc.interruptWorks, killWorks: tc.killWorks}
			var tgt Target = f
			var fr *fakeRestarter
			if tc.restarter {
				fr = &fakeRestarter{fakeTarget: f}
				tgt = fr
			}
			w := watch(t, f, tgt)
			w.Write([]byte("Do you want to continue? [Y/n] "))
			r := waitDone(t, w)
			if got := actions(r); got != tc.wantActions {
				t.Errorf("actions = %s, want %s", got, tc.wantActions)
			}
			if r.Session() != tc.wantSession {
				t.Errorf("session = %s, want %s", r.Session(), tc.wantSession)
			}
			if r.Trigger != TriggerPrompt || r.Prompt.Kind != "yes-no" || r.Event() != "watchdog.prompt" {
				t.Errorf("report = %+v", r)
			}
			f.mu.Lock()
			defer f.mu.Unlock()
			if f.kills > 0 {
				if g := f.killAt.Sub(f.interruptAt); g < 50*time.Millisecond {
					t.Errorf("killed %v after the interrupt, before the grace", g)
				}
			}
			if fr != nil && fr.restarts.Load() != 1 {
				t.Errorf("restarts = %d", fr.restarts.Load())
			}
		})
	}
}

func TestInterruptError(t *testing.T) {
	f := &fakeTarget{interruptErr: errors.New("boom"), killWorks: true}
	w := watch(t, f, nil)
	w.Write([]byte("Password: "))
	r := waitDone(t, w)
	if actions(r) != "interrupt,kill" || !strings.Contains(r.String(), "[failed: boom]") {
		t.Errorf("report:\n%s", r)
	}
}

func TestContinuationActsAtOnce(t *testing.T) {
	f := &fakeTarget{interruptWorks: true}
	w := watch(t, f, nil, WithIdle(time.Hour))
	w.Write([]byte("echo \"abc\n> "))
	start := time.Now()
	w.ContinuationSeen()
	r := waitDone(t, w)
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	if r.Trigger != TriggerContinuation || actions(r) != "interrupt" || !r.Survived || r.Event() != "watchdog.ps2" {
		t.Errorf("report:\n%s", r)
	}
	t.Logf("continuation to interrupt: %v", f.interruptAt.Sub(start))
}

// TestQuietNotActed: silence alone (a quiet long build) is not acted on by
// default, however often the watchdog looks.
func TestQuietNotActed(t *testing.T) {
	f := &fakeTarget{}
	d := &fakeDetector{rd: Reading{PID: 5, Comm: "make", Wait: WaitPoll}, ok: true}
	w := watch(t, f, nil, WithDetector(d))
	w.Write([]byte("compiling foo.c\nlinking:\n"))
	waitFor(t, 10*time.Second, "20 looks", func() bool { return d.calls.Load() >= 20 })
	if r, ok := w.Report(); ok {
		t.Fatalf("acted on a quiet command: %s", r)
	}
	select {
	case <-w.Done():
		t.Fatal("watch ended")
	default:
	}
	w.PromptReturned()
	<-w.Done()
	if _, ok := w.Report(); ok {
		t.Error("report after a normal end")
	}
}

// TestOutputFlowingNotActed: a prompt-like line followed by more output,
// and a program reading while it prints, are not acted on.
func TestOutputFlowingNotActed(t *testing.T) {
	f := &fakeTarget{}
	d := &fakeDetector{rd: Reading{PID: 5, Comm: "cat", Wait: WaitRead}, ok: true}
	// The idle period is far longer than any pause between writes, even on
	// a loaded machine.
	w := watch(t, f, nil, WithDetector(d), WithIdle(time.Second))
	deadline := time.Now().Add(300 * time.Millisecond)
	for time.Now().Before(deadline) {
		w.Write([]byte("Password: changed\nProceed? [y/N] y\n"))
		time.Sleep(5 * time.Millisecond)
	}
	if r, ok := w.Report(); ok || d.calls.Load() != 0 {
		t.Fatalf("acted while output flowed (%d checks): %s", d.calls.Load(), r)
	}
	// Once the output stops, the reader is found.
	w.Write([]byte("more\n"))
	r := waitDone(t, w)
	if r.Trigger != TriggerTTYRead || r.Reader.Comm != "cat" {
		t.Errorf("report:\n%s", r)
	}
}

func TestTimeouts(t *testing.T) {
	t.Run("idle", func(t *testing.T) {
		f := &fakeTarget{interruptWorks: true}
		w := watch(t, f, nil, WithIdleTimeout(60*time.Millisecond))
		w.Write([]byte("building\n"))
		r := waitDone(t, w)
		if r.Trigger != TriggerIdleTimeout || r.Idle < 60*time.Millisecond {
			t.Errorf("report:\n%s", r)
		}
	})
	t.Run("hard", func(t *testing.T) {
		f := &fakeTarget{interruptWorks: true}
		w := watch(t, f, nil, WithHardTimeout(80*time.Millisecond))
		var r Report
		for {
			w.Write([]byte("output\n"))
			select {
			case <-w.Done():
				r, _ = w.Report()
			case <-time.After(2 * time.Millisecond):
				continue
			}
			break
		}
		if r.Trigger != TriggerHardTimeout || r.Running < 80*time.Millisecond {
			t.Errorf("report:\n%s", r)
		}
	})
}

func TestShellExitedDuringGrace(t *testing.T) {
	f := &fakeTarget{}
	fr := &fakeRestarter{fakeTarget: f}
	w := watch(t, f, fr, WithGrace(time.Hour))
	w.Write([]byte("Password: "))
	waitFor(t, 10*time.Second, "interrupt", func() bool { f.mu.Lock(); defer f.mu.Unlock(); return f.interrupts == 1 })
	w.ShellExited()
	r := waitDone(t, w)
	if actions(r) != "interrupt,restart" || !r.Restarted || r.Survived {
		t.Errorf("report:\n%s", r)
	}
}

func TestReportString(t *testing.T) {
	r := Report{
		Trigger: TriggerPrompt,
		Prompt:  Match{Kind: "password", Text: "Password:"},
		Reader:  Reading{PID: 42, Comm: "bash", Shell: true, Wait: WaitRead},
		Idle:    2100 * time.Millisecond, Running: 2345 * time.Millisecond,
		Actions: []Action{ActionInterrupt}, Errors: []error{nil}, Survived: true,
	}
	want := `waiting for input: the prompt "Password:" (process 42 (bash, the shell) blocked reading the terminal)
no output for 2.1s (running 2.3s)
done: interrupted (Ctrl-C)
session: survived; the shell is back at its prompt with its state kept
fix: nobody can type here: use a credential helper, a token in the environment, or key-based authentication
`
	if got := r.String(); got != want {
		t.Errorf("String:\n%s\nwant:\n%s", got, want)
	}
	if got, want := r.Detail(), `the prompt "Password:" (process 42 (bash, the shell) blocked reading the terminal); idle 2.1s; running 2.3s; interrupted (Ctrl-C); session survived`; got != want {
		t.Errorf("Detail = %q\nwant %q", got, want)
	}
	r2 := Report{Trigger: TriggerTTYRead, Reader: Reading{PID: 7, Comm: "cat", Wait: WaitRead},
		Actions: []Action{ActionInterrupt, ActionKill, ActionRestart}, Errors: make([]error, 3), Restarted: true}
	for _, want := range []string{"process 7 (cat) blocked reading the terminal", "interrupted (Ctrl-C), then killed the foreground process group, then started a fresh shell", "session: restarted"} {
		if !strings.Contains(r2.String(), want) {
			t.Errorf("String lacks %q:\n%s", want, r2)
		}
	}
	if lines := r2.Lines(); len(lines) != 5 || strings.Join(lines, "\n")+"\n" != r2.String() {
		t.Errorf("Lines %q, String %q", lines, r2.String())
	}
	// A shell's own continuation prompt seen at the tail: the advice is
	// to send the command whole, not to give a program its input.
	for _, kind := range []string{"powershell-continuation", "cmd-more"} {
		r3 := Report{Trigger: TriggerPrompt, Prompt: Match{Kind: kind, Text: ">>"}, Actions: []Action{ActionInterrupt}, Errors: []error{nil}, Survived: true}
		if s := r3.String(); !strings.Contains(s, "fix: the shell reads the command as unfinished") {
			t.Errorf("%s: fix line:\n%s", kind, s)
		}
	}
}

// TestNoGoroutineLeak starts and stops many watchdogs in every state and
// checks the goroutine count comes back.
func TestNoGoroutineLeak(t *testing.T) {
	base := runtime.NumGoroutine()
	for i := 0; i < 200; i++ {
		f := &fakeTarget{}
		f.mu.Lock()
		ctx, cancel := context.WithCancel(context.Background())
		w := Watch(ctx, f, WithIdle(time.Millisecond), WithPoll(time.Millisecond), WithGrace(time.Hour))
		f.w = w
		f.mu.Unlock()
		switch i % 4 {
		case 0:
			w.Stop()
		case 1:
			cancel()
			<-w.Done()
		case 2:
			w.PromptReturned()
			<-w.Done()
		case 3: // stopped in the middle of the grace period
			w.Write([]byte("Password: "))
			waitFor(t, 10*time.Second, "interrupt", func() bool { f.mu.Lock(); defer f.mu.Unlock(); return f.interrupts == 1 })
			if r, ok := w.Stop(); !ok || r.Session() != "unknown" || actions(r) != "interrupt" {
				t.Fatalf("stopped during the grace: %v\n%s", ok, r)
			}
		}
		w.Stop()
		cancel()
	}
	waitFor(t, 10*time.Second, "goroutines to exit", func() bool { return runtime.NumGoroutine() <= base })
}

func BenchmarkWrite(b *testing.B) {
	w := Watch(context.Background(), &fakeTarget{}, WithIdle(time.Hour))
	defer w.Stop()
	p := []byte(strings.Repeat("x", 4096))
	b.SetBytes(int64(len(p)))
	for b.Loop() {
		w.Write(p)
	}
}

// waitFor polls cond every few milliseconds until it holds or d passes.
func waitFor(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", d, what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
