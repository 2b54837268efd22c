//go:build unix

package shim

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func runAuditCmd(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var stdout, stderr strings.Builder
	err := Run(context.Background(), append([]string{"guarded-sh", "--guard", "audit"}, args...), []string{"GUARDED_SH_AUDIT=off"},
		Stdio{In: strings.NewReader(""), Out: &stdout, Err: &stderr})
	return stdout.String() + stderr.String(), err
}

// --guard audit reads the rotated files too, oldest first.
func TestAuditReadsRotated(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "audit.jsonl")
	rec := func(cmd, verdict string) string {
		return `{"time":"2026-01-01T00:00:00Z","pid":1,"mode":"command","command":"` + cmd + `","verdict":"` + verdict + `","rule":""}` + "\n"
	}
	for name, text := range map[string]string{
		path + ".2": rec("old", "allow"),
		path + ".1": rec("rm -rf ~", "block"),
		path:        rec("ls", "allow") + rec("new", "allow"),
	} {
		if err := os.WriteFile(name, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	out, err := runAuditCmd(t, "--file", path)
	if err != nil || !strings.Contains(out, "records: 4,") || !strings.Contains(out, "files read: "+path+".2, "+path+".1, "+path) {
		t.Errorf("%v\n%s", err, out)
	}
}

// A FIFO (or any file that is not regular) is refused at once, not
// waited on (issue 11, item 15).
func TestAuditRefusesFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "audit.jsonl")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	done := make(chan struct{})
	var out string
	var err error
	go func() {
		out, err = runAuditCmd(t, "--file", fifo)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("--guard audit waits on a FIFO")
	}
	var ee *ExitError
	if !errors.As(err, &ee) || ee.Code != 1 || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("%v\n%s", err, out)
	}
}
