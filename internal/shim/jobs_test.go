package shim

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Background jobs print what they print on the shell's pipe: no "[1] 5784"
// as they start, no "[1]+ Done" as they end (job control is off; bash's and
// mksh's start notices are taken out, session/notices.go), and wait, $!,
// jobs and $- answer as there. The jobs run long enough for their start
// notice to be told from output (a job reaped before its notice is read
// keeps it).
func TestStreamNoJobControlLines(t *testing.T) {
	const input = "sleep 0.2 & wait\necho st=$?\n" +
		"sleep 0.2 &\nsleep 0.4\necho x\n" +
		"(sleep 0.2; exit 3) & wait $!; echo w=$?\n" +
		"sleep 0.2 | sleep 0.2 & wait; echo p=$?\n" +
		"sleep 0.3 & jobs; wait\n" +
		"echo \"$-\" | grep -c m\n" +
		"echo '[1] 1'; printf '[2] %s\\n' \"$$\"\n"
	for _, sh := range []string{"bash", "dash", "zsh", "mksh"} {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_AUDIT=off")
			r.write(input)
			code := r.finish()
			real := exec.Command(sh) // sh < pipe
			real.Stdin = strings.NewReader(input)
			out, err := real.CombinedOutput()
			wantCode := real.ProcessState.ExitCode()
			if err != nil && wantCode <= 0 {
				t.Fatal(err)
			}
			got := r.stdout.String() + r.stderr.String()
			// $$ differs: compare the line's form. Interactive zsh
			// may number a job after one that ended unseen: jobs's
			// lines are compared without their number.
			got, want := dropPidLine(got), dropPidLine(string(out))
			if got != want || code != wantCode {
				t.Errorf("stream mode printed %q, status %d\n%s < pipe prints %q, status %d", got, code, sh, want, wantCode)
			}
		})
	}
}

// dropPidLine replaces the number of the line "[2] N" with PID, and the
// job number of jobs's lines ("[1]  + running") with N.
func dropPidLine(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if j := strings.Index(l, "] "); strings.HasPrefix(l, "[") && j > 0 && strings.Contains(l[j:], "+ ") {
			lines[i] = "[N" + l[j:]
		} else if strings.HasPrefix(l, "[2] ") {
			lines[i] = "[2] PID"
		}
	}
	return strings.Join(lines, "\n")
}

// Without job control the commands run in the shell's process group; the
// watchdog's interrupt still ends a command waiting for the terminal and
// the shell goes on, and its kill, for a command deaf to the interrupt,
// ends the command and spares the shell: its variables are still there.
func TestStreamWatchdogWithoutJobControl(t *testing.T) {
	for _, sh := range []string{"bash", "dash", "zsh", "mksh"} {
		for _, tt := range []struct{ cmd, done string }{
			{"read x", "interrupted (Ctrl-C)"},
			{"cat", "interrupted (Ctrl-C)"},
			{`sh -c 'trap "" INT; cat'`, "killed"},
		} {
			t.Run(sh+"/"+tt.cmd, func(t *testing.T) {
				t.Parallel()
				r := startStream(t, sh, "GUARDED_SH_AUDIT=off", "GUARDED_SH_WATCHDOG_IDLE=200ms", "GUARDED_SH_WATCHDOG_POLL=100ms", "GUARDED_SH_WATCHDOG_GRACE=500ms")
				r.write("v=kept\n" + tt.cmd + "\n")
				r.waitFor(&r.stderr, "guarded-sh: watchdog: session:")
				for _, want := range []string{"guarded-sh: watchdog: waiting for input: ", tt.done, "survived"} {
					if !strings.Contains(r.stderr.String(), want) {
						t.Errorf("report lacks %q:\n%s", want, r.stderr.String())
					}
				}
				r.write("echo \"$v\"\n")
				r.waitFor(&r.stdout, "kept\n")
				if code := r.finish(); code != 0 {
					t.Errorf("status %d, want 0", code)
				}
			})
		}
	}
}

// The watchdog's interrupt and kill end the command that waits, not a
// background job an earlier command started, though without job control
// both are in the shell's process group: here a job that dies of SIGINT
// (python3 with SIGINT back to its default) outlives both.
func TestStreamWatchdogSparesEarlierJobs(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	for _, sh := range []string{"bash", "dash", "zsh", "mksh"} {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			r := startStream(t, sh, "GUARDED_SH_AUDIT=off", "GUARDED_SH_WATCHDOG_IDLE=200ms", "GUARDED_SH_WATCHDOG_POLL=100ms", "GUARDED_SH_WATCHDOG_GRACE=500ms")
			r.write(`python3 -c 'import signal, time; signal.signal(signal.SIGINT, signal.SIG_DFL); time.sleep(30)' & echo "bg=$!"` + "\n")
			r.waitFor(&r.stdout, "\n")
			pid, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(r.stdout.String(), "bg=")))
			if err != nil {
				t.Fatalf("no pid in %q", r.stdout.String())
			}
			defer func() { _ = syscall.Kill(pid, syscall.SIGKILL) }() // ours: started above
			r.write(`sh -c 'trap "" INT; cat'` + "\n")
			r.waitFor(&r.stderr, "guarded-sh: watchdog: session:")
			if !strings.Contains(r.stderr.String(), "killed") {
				t.Errorf("report lacks the kill:\n%s", r.stderr.String())
			}
			r.write("echo after\n")
			r.waitFor(&r.stdout, "after\n")
			if st, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err != nil || strings.Contains(string(st), ") Z ") {
				t.Errorf("the background job %d of an earlier command did not outlive the watchdog", pid)
			}
			r.finish()
		})
	}
}

// The shell blocked reading its next command after the command's end is at
// its prompt, and the watchdog leaves it alone however late the session
// reads the prompt's marker: here stdout takes the command's output, and
// with it the marker behind it, late (as on a loaded machine), well past
// the idle period. The command ends as it would, uninterrupted, with its
// status, and the shell and an earlier command's background job are there
// for the next command.
func TestStreamWatchdogSparesShellAtPrompt(t *testing.T) {
	for _, sh := range []string{"bash", "dash", "zsh", "mksh"} {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			late := func(w io.Writer) io.Writer { return &lateWriter{w: w, at: "late\n", d: 900 * time.Millisecond} }
			r := startStreamOut(t, sh, late, "GUARDED_SH_AUDIT=off", "GUARDED_SH_WATCHDOG_IDLE=200ms", "GUARDED_SH_WATCHDOG_POLL=100ms", "GUARDED_SH_WATCHDOG_GRACE=500ms")
			r.write("sleep 30 & v=kept; echo late; (exit 3)\necho \"$v $?\"; kill $!\n")
			r.waitFor(&r.stdout, "kept 3\n")
			if got := r.stderr.String(); strings.Contains(got, "watchdog") {
				t.Errorf("the watchdog acted on the shell at its prompt:\n%s", got)
			}
			if got, want := r.stdout.String(), "late\nkept 3\n"; got != want {
				t.Errorf("stdout %q, want %q", got, want)
			}
			r.finish()
		})
	}
}

// lateWriter passes writes on to w, the first holding at after a delay d:
// a reader that takes a session's output late.
type lateWriter struct {
	w    io.Writer
	at   string
	d    time.Duration
	once sync.Once
}

func (l *lateWriter) Write(b []byte) (int, error) {
	if bytes.Contains(b, []byte(l.at)) {
		l.once.Do(func() { time.Sleep(l.d) })
	}
	return l.w.Write(b)
}
