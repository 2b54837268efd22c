package shim

import (
	"os/exec"
	"strings"
	"testing"
)

// Background jobs print what they print on bash's pipe: no "[1] 5784" as
// they start, no "[1]+ Done" as they end (job control is off, and bash runs
// each command sourced, where it is not interactive). mksh still prints
// the first (README).
func TestStreamNoJobControlLines(t *testing.T) {
	const input = "sleep 0.1 & wait\n(exit 0) &\nsleep 0.3\necho st=$?\n" +
		"sleep 0.1 & sleep 0.3; echo x\ntrue\n(exit 3) & wait $!; echo w=$?\n" +
		"sleep 0.1 & jobs >/dev/null; wait\necho \"$-\" | grep -c m\n"
	for _, sh := range []string{"bash", "dash", "zsh"} {
		t.Run(sh, func(t *testing.T) {
			r := startStream(t, sh, "GUARDED_SH_AUDIT=off")
			r.write(input)
			code := r.finish()
			real := exec.Command(sh) // sh < pipe
			real.Stdin = strings.NewReader(input)
			want, err := real.CombinedOutput()
			wantCode := real.ProcessState.ExitCode()
			if err != nil && wantCode <= 0 {
				t.Fatal(err)
			}
			if got := r.stdout.String() + r.stderr.String(); got != string(want) || code != wantCode {
				t.Errorf("stream mode printed %q, status %d\n%s < pipe prints %q, status %d", got, code, sh, want, wantCode)
			}
		})
	}
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
