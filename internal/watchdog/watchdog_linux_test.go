package watchdog

import (
	"bytes"
	"context"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

const testPS2 = "__PS2__> "

// ptySession plays the session's part for the real-shell tests: it relays
// output into the current watchdog and tells it when a prompt marker shows.
type ptySession struct {
	*ptyShell
	reader *TTYReader

	mu     sync.Mutex
	w      *Watchdog
	window []byte // the last bytes of output, to find markers split across reads
}

func startSession(t testing.TB) *ptySession {
	t.Helper()
	s := &ptySession{}
	s.ptyShell = startShell(t, s.onOutput)
	s.reader = newReader(t, s.ptyShell)
	s.send("PS2='" + testPS2 + "'\n")
	waitFor(t, 10*time.Second, "PS2 set", func() bool { return bytes.Count([]byte(s.output()), []byte(testPS1)) >= 2 })
	return s
}

func (s *ptySession) onOutput(p []byte) {
	s.mu.Lock()
	w := s.w
	s.window = append(s.window, p...)
	ps1 := bytes.Contains(s.window, []byte(testPS1))
	ps2 := bytes.Contains(s.window, []byte(testPS2))
	if ps1 || ps2 {
		s.window = s.window[:0]
	} else if n := len(s.window); n > 64 {
		s.window = append(s.window[:0], s.window[n-16:]...)
	}
	s.mu.Unlock()
	if w == nil {
		return
	}
	w.Write(p)
	if ps2 {
		w.ContinuationSeen()
	}
	if ps1 {
		w.PromptReturned()
	}
}

// Interrupt types Ctrl-C: the line discipline sends SIGINT to the
// foreground group.
func (s *ptySession) Interrupt() error {
	_, err := s.master.Write([]byte{0x03})
	return err
}

// Kill SIGKILLs the foreground process group.
func (s *ptySession) Kill() error {
	g, err := s.reader.ForegroundGroup()
	if err != nil || g == 0 {
		return err
	}
	return unix.Kill(-g, unix.SIGKILL)
}

// run gives line to the shell under a new watchdog and returns it with the
// time the line was sent.
func (s *ptySession) run(line string, opts ...Option) (*Watchdog, time.Time) {
	s.mu.Lock()
	s.window = s.window[:0]
	w := Watch(context.Background(), s, append([]Option{WithDetector(s.reader)}, opts...)...)
	s.w = w
	s.mu.Unlock()
	s.t.Cleanup(func() { w.Stop() })
	sent := time.Now()
	s.send(line)
	return w, sent
}

// fast watches closely; the grace after Ctrl-C is long enough for a
// program that handles SIGINT (python's KeyboardInterrupt) to end on a
// loaded machine (500 ms was not: python3 -c 'input()' was killed).
var fast = []Option{WithIdle(50 * time.Millisecond), WithPoll(10 * time.Millisecond), WithGrace(2 * time.Second)}

func TestWatchdogRealShell(t *testing.T) {
	for _, tc := range []struct {
		name, line  string
		trigger     Trigger
		comm        string // of the reader found
		shell       bool
		wantActions string
	}{
		{"cat", "cat\n", TriggerTTYRead, "cat", false, "interrupt"},
		{"read builtin", "read -p 'Password: ' x\n", TriggerPrompt, "bash", true, "interrupt"},
		{"continuation", "echo \"abc\n", TriggerContinuation, "", false, "interrupt"},
		{"SIGINT ignored", "bash -c 'trap \"\" INT; read x'\n", TriggerTTYRead, "bash", false, "interrupt,kill"},
		{"head -n1", "head -n 1\n", TriggerTTYRead, "head", false, "interrupt"},
		{"fake pwsh continuation", "bash -c 'printf \">> \"; read x'\n", TriggerPrompt, "bash", false, "interrupt"},
		{"fake cmd More?", "bash -c 'printf \"More? \"; read x'\n", TriggerPrompt, "bash", false, "interrupt"},
		{"python repl", "python3 -q\n", TriggerPrompt, "", false, "interrupt,kill"},
		{"nested shell", "env -u PS1 -u PS2 bash --norc --noprofile\n", TriggerPrompt, "", false, "interrupt,kill"},
		{"python input", "python3 -c 'input(\"Proceed? [y/N] \")'\n", TriggerPrompt, "python3", false, "interrupt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startSession(t)
			w, sent := s.run(tc.line, fast...)
			r := waitDone(t, w)
			t.Logf("sent to action %v\n%s", r.At.Sub(sent), r)
			if r.Trigger == TriggerTTYRead && tc.trigger == TriggerPrompt {
				// On a loaded machine the relay can deliver the prompt after
				// the settle period: the reader alone was acted on, rightly.
				t.Logf("prompt relayed late; acted on the reader")
				r.Trigger = TriggerPrompt
			}
			if r.Trigger != tc.trigger || actions(r) != tc.wantActions || !r.Survived {
				t.Fatalf("trigger %s actions %s survived %v, want %s %s true", r.Trigger, actions(r), r.Survived, tc.trigger, tc.wantActions)
			}
			if tc.comm != "" && (r.Reader.Comm != tc.comm || r.Reader.Shell != tc.shell) {
				t.Errorf("reader = %+v, want %s (shell %v)", r.Reader, tc.comm, tc.shell)
			}
			// The session is usable afterwards.
			s.send("echo alive-$((40+2))\n")
			s.waitOutput("alive-42", 10*time.Second)
		})
	}
}

// TestWatchdogRealShellNotActed: sleeping and busy printing commands are left
// alone while the watchdog looks again and again.
func TestWatchdogRealShellNotActed(t *testing.T) {
	if _, err := os.Stat("/proc/self/syscall"); err != nil {
		t.Skip("no /proc/PID/syscall")
	}
	for _, tc := range []struct{ name, line, comm string }{
		{"sleep", "sleep 5\n", "sleep"},
		{"busy printing", "yes busy | head -n 100000000\n", "head"},
		{"quiet busy loop", "bash -c 'while :; do :; done'\n", "bash"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startSession(t)
			d := &countingDetector{d: s.reader}
			w, _ := s.run(tc.line, WithIdle(50*time.Millisecond), WithPoll(10*time.Millisecond), WithDetector(d))
			foregroundComm(t, s.reader, tc.comm)
			if tc.name == "busy printing" {
				// Output flows: the watchdog never needs to look.
				waitFor(t, 10*time.Second, "output", func() bool { return s.countOutput("busy") > 1000 })
			} else {
				waitFor(t, 10*time.Second, "20 looks", func() bool { return d.calls.Load() >= 20 })
			}
			if r, ok := w.Report(); ok {
				t.Fatalf("acted:\n%s", r)
			}
			select {
			case <-w.Done():
				t.Fatal("watch ended while the command runs")
			default:
			}
			t.Logf("%d kernel checks, none acted on", d.calls.Load())
		})
	}
}

type countingDetector struct {
	d     Detector
	calls atomic.Int32
}

func (c *countingDetector) Check() (Reading, bool, error) {
	c.calls.Add(1)
	return c.d.Check()
}

// TestWatchdogDefaultLatency logs the detection latency with the default
// settings (2 s idle): cat reading, found by the kernel check.
func TestWatchdogDefaultLatency(t *testing.T) {
	if testing.Short() {
		t.Skip("takes the default idle time")
	}
	s := startSession(t)
	w, sent := s.run("cat\n")
	r := waitDone(t, w)
	t.Logf("defaults: cat sent to interrupt %v (idle %v), back at the prompt %v later", r.At.Sub(sent), DefaultIdle, time.Since(r.At))
	if r.Trigger != TriggerTTYRead || !r.Survived {
		t.Errorf("report:\n%s", r)
	}
}

// BenchmarkDetectionLatency measures, with Idle 50ms and Poll 10ms (settle
// 25ms), the time from sending the command to the shell until the watchdog
// interrupts it (ms/detect), the same less the idle period, the floor no
// detection can beat (ms/over-idle), and from the interrupt to the shell's
// prompt (ms/recover).
func BenchmarkDetectionLatency(b *testing.B) {
	for _, bc := range []struct{ name, line string }{
		{"kernel/cat", "cat\n"},
		{"prompt/read-p", "read -p 'Password: ' x\n"},
		{"ps2", "echo \"abc\n"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := startSession(b)
			var detect, recover time.Duration
			n := 0
			for b.Loop() {
				w, sent := s.run(bc.line, fast...)
				select {
				case <-w.Done():
				case <-time.After(10 * time.Second):
					b.Fatal("no detection")
				}
				r, ok := w.Report()
				if !ok || !r.Survived {
					b.Fatalf("report %v:\n%s", ok, r)
				}
				detect += r.At.Sub(sent)
				recover += time.Since(r.At)
				n++
			}
			ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(n) / 1000 }
			b.ReportMetric(ms(detect), "ms/detect")
			if bc.name != "ps2" {
				b.ReportMetric(ms(detect)-50, "ms/over-idle")
			}
			b.ReportMetric(ms(recover), "ms/recover")
		})
	}
}

// BenchmarkTTYReaderCheck measures one kernel check while cat reads.
func BenchmarkTTYReaderCheck(b *testing.B) {
	s := startSession(b)
	s.send("cat\n")
	for {
		if rd, ok, _ := s.reader.Check(); ok && rd.Comm == "cat" {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	for b.Loop() {
		if _, ok, err := s.reader.Check(); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkTTYReaderCheckScan measures one kernel check that finds nobody
// reading: the whole of /proc is scanned for the foreground group.
func BenchmarkTTYReaderCheckScan(b *testing.B) {
	s := startSession(b)
	s.send("sleep 60\n")
	for {
		g, _ := s.reader.ForegroundGroup()
		if g != 0 && g != s.cmd.Process.Pid {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	for b.Loop() {
		if _, ok, err := s.reader.Check(); ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}
