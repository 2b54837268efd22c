package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// sessionStateLines are a session's commands, each checked on its own,
// where what an earlier one set decides what a later one runs (issue 11):
// the refused ones touch markers in dir; the allowed ones print their
// names. at is dir as the commands name it: dir/, or "" for a shell run
// in dir.
func sessionStateLines(dir, at string) (lines []string, markers []string, printed []string) {
	lines = []string{
		`X=print""env`,
		`$X >/dev/null; touch ` + at + `MARK4`,
		`Z=$(date +%A)`, // output known only at run time (a file's text the guard reads: tr a a < f is computed)
		`$Z z; touch ` + at + `MARK5`,
		`Y=state-hello`,
		`echo $Y`,
		`export CC=echo`,
		`$CC state-cc`,
		`f() { echo state-f; }`,
		`f`,
		`echo done`,
	}
	return lines, []string{"MARK4", "MARK5"}, []string{"state-hello\n", "state-cc\n", "state-f\n", "done\n"}
}

// checkSessionState fails the test when a marker exists, a refusal is
// missing, or an allowed command did not print.
func checkSessionState(t *testing.T, dir, stdout, stderr string, markers, printed []string) {
	t.Helper()
	for _, m := range markers {
		if _, err := os.Stat(filepath.Join(dir, m)); err == nil {
			t.Errorf("%s exists: a command run from an earlier one's variable was not refused", m)
		}
	}
	for _, want := range []string{"blocked [cred.env-dump] $X", "blocked [sys.unknown-code] $Z"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q: %q", want, stderr)
		}
	}
	for _, want := range printed {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q: %q", want, stdout)
		}
	}
}

// Stream mode judges each command after the ones before it.
func TestStreamSessionState(t *testing.T) {
	for _, sh := range streamShells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			lines, markers, printed := sessionStateLines(dir, dir+"/")
			r := startStream(t, sh)
			for _, l := range lines {
				r.write(l + "\n")
			}
			r.waitFor(&r.stdout, "done\n")
			r.finish()
			checkSessionState(t, dir, r.stdout.String(), r.stderr.String(), markers, printed)
		})
	}
}

// Relay mode (bash -i on a pipe) too, each command arriving on its own.
func TestRelaySessionState(t *testing.T) {
	testenv.NeedShell(t, "bash")
	dir := t.TempDir()
	lines, markers, printed := sessionStateLines(dir, dir+"/")
	w, stdout, stderr, done := startRelay(t, "bash", "-i", dir)
	for _, l := range lines {
		if _, err := w.WriteString(l + "\n"); err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond) // each its own chunk, as an agent writes them
	}
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(stdout.String(), "done\n"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no done within 10s\nstdout: %q\nstderr: %q", stdout.String(), stderr.String())
		}
	}
	_ = w.Close()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the end of input did not end guarded-sh")
	}
	checkSessionState(t, dir, stdout.String(), stderr.String(), markers, printed)
}
