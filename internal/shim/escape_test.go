package shim

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// evil is a refused command whose text would, echoed raw, clear the line
// and retitle the terminal: rm -rf / then ESC[2K, CR, an OSC title, the
// one-byte CSI, and backspaces.
const evil = "rm -rf / #\x1b[2K\rgit status\x1b]0;ok\x07\u009b1A\x08\x08"

// noControls fails when out holds a control character other than newline
// and tab, or a C1 one.
func noControls(t *testing.T, where, out string) {
	t.Helper()
	for _, r := range out {
		if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f || r >= 0x80 && r <= 0x9f {
			t.Errorf("%s: control character %U in %q", where, r, out)
			return
		}
	}
}

// The blocked/why/fix lines of one-shot mode, --guard check and stream
// mode escape the command's control characters; JSON stays exact.
func TestRefusalEscapesControls(t *testing.T) {
	_, _, _, stderr, err := fakeRun(t, []string{"guarded-sh", "-c", evil})
	if err == nil || !strings.Contains(stderr, `guarded-sh: blocked [fs.rm-root] rm -rf / #\x1b[2K\rgit status\x1b]0;ok\x07\u009b1A\b\b`) {
		t.Errorf("-c: err %v, stderr %q", err, stderr)
	}
	noControls(t, "-c", stderr)

	var out, errb bytes.Buffer
	err = Run(t.Context(), []string{"guarded-sh", "--guard", "check", "--", evil}, []string{"PATH=" + os.Getenv("PATH")},
		Stdio{In: strings.NewReader(""), Out: &out, Err: &errb})
	if err == nil || !strings.Contains(out.String(), "guarded-sh: blocked [fs.rm-root]") {
		t.Errorf("check: err %v, stdout %q", err, out.String())
	}
	noControls(t, "check", out.String())

	out.Reset()
	_ = Run(t.Context(), []string{"guarded-sh", "--guard", "check", "--json", "--", "echo \"\x1b[2K"}, []string{"PATH=" + os.Getenv("PATH")},
		Stdio{In: strings.NewReader(""), Out: &out, Err: &errb})
	var jv jsonVerdict
	if err := json.Unmarshal(out.Bytes(), &jv); err != nil || jv.Complete || !strings.Contains(jv.Reason, "double quote") {
		t.Errorf("check --json: %v %q", err, out.String())
	}

	r := startStream(t, "bash")
	r.write(evil + "\necho after\n")
	r.waitFor(&r.stdout, "after\n")
	r.finish()
	if !strings.Contains(r.stderr.String(), `guarded-sh: blocked [fs.rm-root] rm -rf / #\x1b[2K\r`) {
		t.Errorf("stream: stderr %q", r.stderr.String())
	}
	noControls(t, "stream", r.stderr.String())
}

// --guard audit's replay of refusals escapes what the log holds; --json
// keeps it exact.
func TestAuditReplayEscapesControls(t *testing.T) {
	log := filepath.Join(t.TempDir(), "audit.jsonl")
	rec, _ := json.Marshal(map[string]any{"time": "2025-01-01T00:00:00Z", "pid": 1, "mode": "command", "command": evil, "verdict": "block", "rule": "fs.rm-home\x1b[0m"})
	if err := os.WriteFile(log, append(rec, '\n'), 0o600); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if err := Run(t.Context(), []string{"guarded-sh", "--guard", "audit", "--file", log}, nil, Stdio{In: strings.NewReader(""), Out: &out, Err: &errb}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `rm -rf / #\x1b[2K\rgit status`) {
		t.Errorf("replay lacks the escaped command:\n%s", out.String())
	}
	noControls(t, "audit", out.String())

	out.Reset()
	if err := Run(t.Context(), []string{"guarded-sh", "--guard", "audit", "--json", "--file", log}, nil, Stdio{In: strings.NewReader(""), Out: &out, Err: &errb}); err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Refusals []struct{ Command string }
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || len(rep.Refusals) != 1 || rep.Refusals[0].Command != evil {
		t.Errorf("--json: %v %+v", err, rep)
	}
}
