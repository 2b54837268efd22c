package audit

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// readLines returns the lines of the file at path, each checked to be one
// JSON object.
func readLines(t *testing.T, path string) []map[string]any {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) == 0 {
		return nil
	}
	if data[len(data)-1] != '\n' {
		t.Fatalf("%s does not end with a newline: %q", path, data)
	}
	var out []map[string]any
	for _, line := range bytes.Split(data[:len(data)-1], []byte{'\n'}) {
		var m map[string]any
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		out = append(out, m)
	}
	return out
}

func TestRecordJSON(t *testing.T) {
	when := time.Date(2025, 3, 4, 5, 6, 7, 891000000, time.FixedZone("CET", 3600))
	tests := []struct {
		name string
		rec  Record
		want map[string]any // fields checked; "?" means present, any value
		not  []string       // fields absent
	}{{
		name: "full",
		rec: Record{
			Time: when, PID: 42, Session: "s1", Mode: ModeCommand, Cwd: "/work", User: "agent",
			Shell: "/bin/bash", Grammar: "bash", Command: "rm -rf ~", Verdict: VerdictBlock,
			Rule: "fs.rm-home", Reason: "deletes your home", DurationUS: 17,
		},
		want: map[string]any{
			"time": "2025-03-04T04:06:07.891Z", "pid": 42.0, "session": "s1", "mode": "command",
			"cwd": "/work", "user": "agent", "shell": "/bin/bash", "grammar": "bash",
			"command": "rm -rf ~", "verdict": "block", "rule": "fs.rm-home",
			"reason": "deletes your home", "duration_us": 17.0,
		},
		not: []string{"event", "detail", "command_bytes"},
	}, {
		name: "defaults",
		rec:  Record{Mode: ModeCheck, Command: "ls", Verdict: VerdictAllow},
		want: map[string]any{
			"time": "?", "pid": float64(os.Getpid()), "session": "", "rule": "", "reason": "",
			"duration_us": 0.0, "shell": "",
		},
		not: []string{"event", "detail"},
	}, {
		name: "event",
		rec:  Record{Mode: ModeStream, Session: "s2", Verdict: VerdictAllow, Event: "watchdog.ps2", Detail: "waited 3s at a continuation prompt"},
		want: map[string]any{"event": "watchdog.ps2", "detail": "waited 3s at a continuation prompt"},
	}, {
		name: "escaped",
		rec:  Record{Command: "echo '<a&b>'\nprintf '\\x00\x01' \u2028", Verdict: VerdictIncomplete, Rule: "incomplete.quote.single"},
		want: map[string]any{"command": "echo '<a&b>'\nprintf '\\x00\x01' \u2028"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "audit.jsonl")
			l, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := l.Write(tt.rec); err != nil {
				t.Fatal(err)
			}
			if err := l.Close(); err != nil {
				t.Fatal(err)
			}
			lines := readLines(t, path)
			if len(lines) != 1 {
				t.Fatalf("%d lines, want 1", len(lines))
			}
			got := lines[0]
			for k, v := range tt.want {
				if v == "?" {
					if _, ok := got[k]; !ok {
						t.Errorf("no %q field", k)
					}
				} else if got[k] != v {
					t.Errorf("%s = %#v, want %#v", k, got[k], v)
				}
			}
			for _, k := range tt.not {
				if _, ok := got[k]; ok {
					t.Errorf("field %q present: %v", k, got[k])
				}
			}
			ts, _ := got["time"].(string)
			if !regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$`).MatchString(ts) {
				t.Errorf("time %q is not RFC 3339 in UTC", ts)
			}
		})
	}
}

func TestRedactorAndCut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	redact := func(s string) string { return strings.ReplaceAll(s, "ghp_secret", "[redacted:GH_TOKEN]") }
	l, err := Open(path, WithRedactor(redact))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	long := "echo " + strings.Repeat("é", MaxCommand) // 2 bytes each: cut mid-way
	recs := []Record{
		{Command: "curl -H 'Authorization: ghp_secret' x", Reason: "mentions ghp_secret", Detail: "ghp_secret", Verdict: VerdictBlock},
		{Command: long, Verdict: VerdictAllow},
	}
	for _, r := range recs {
		if err := l.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	lines := readLines(t, path)
	for _, k := range []string{"command", "reason", "detail"} {
		if s := lines[0][k].(string); strings.Contains(s, "ghp_secret") || !strings.Contains(s, "[redacted:GH_TOKEN]") {
			t.Errorf("%s not redacted: %q", k, s)
		}
	}
	cmd := lines[1]["command"].(string)
	if len(cmd) > MaxCommand || len(cmd) < MaxCommand-4 || !strings.HasPrefix(long, cmd) {
		t.Errorf("command of %d bytes cut to %d bytes, not a prefix at a character boundary", len(long), len(cmd))
	}
	if lines[1]["command_bytes"] != float64(len(long)) {
		t.Errorf("command_bytes = %v, want %d", lines[1]["command_bytes"], len(long))
	}
}

func TestDefaultPath(t *testing.T) {
	tests := []struct {
		name string
		uid  int
		env  map[string]string
		want string
	}{
		{"root", 0, map[string]string{"HOME": "/root"}, SystemPath},
		{"user", 1000, map[string]string{"HOME": "/home/a"}, "/home/a/.local/state/guarded-sh/audit.jsonl"},
		{"xdg", 1000, map[string]string{"HOME": "/home/a", "XDG_STATE_HOME": "/st"}, "/st/guarded-sh/audit.jsonl"},
		{"xdg relative ignored", 1000, map[string]string{"HOME": "/home/a", "XDG_STATE_HOME": "st"}, "/home/a/.local/state/guarded-sh/audit.jsonl"},
		{"root ignores xdg", 0, map[string]string{"XDG_STATE_HOME": "/st"}, SystemPath},
		{"env wins for root", 0, map[string]string{"GUARDED_SH_AUDIT": "/tmp/a.jsonl"}, "/tmp/a.jsonl"},
		{"env wins for user", 1000, map[string]string{"GUARDED_SH_AUDIT": "/tmp/a.jsonl", "XDG_STATE_HOME": "/st"}, "/tmp/a.jsonl"},
		{"off", 0, map[string]string{"GUARDED_SH_AUDIT": "off"}, ""},
		{"OFF", 1000, map[string]string{"GUARDED_SH_AUDIT": "OFF", "HOME": "/h"}, ""},
		{"dash", 1000, map[string]string{"GUARDED_SH_AUDIT": "-", "HOME": "/h"}, ""},
		{"no home", 1000, nil, ""},
		{"windows", -1, map[string]string{"USERPROFILE": "/u"}, "/u/.local/state/guarded-sh/audit.jsonl"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DefaultPath(tt.uid, func(k string) string { return tt.env[k] })
			if got != filepath.FromSlash(tt.want) {
				t.Errorf("DefaultPath = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestOpenCreates(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state", "guarded-sh")
	path := filepath.Join(dir, "audit.jsonl")
	l, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if !l.Enabled() || l.Path() != path {
		t.Errorf("Enabled %v, Path %q", l.Enabled(), l.Path())
	}
	if runtime.GOOS == "windows" {
		return
	}
	for p, want := range map[string]os.FileMode{dir: 0o700 | os.ModeDir, path: 0o600} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode() != want {
			t.Errorf("%s: mode %v, want %v", p, fi.Mode(), want)
		}
	}
}

// TestOpenFails checks that an audit log that cannot be used gives one
// clear warning and a Log that records nothing without failing. The tests
// run as root, which ignores permissions, so the paths are made unusable
// by their shape.
func TestOpenFails(t *testing.T) {
	tmp := t.TempDir()
	file := filepath.Join(tmp, "file")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(tmp, "dir")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path, why string
	}{
		{"directory under a file", filepath.Join(file, "guarded-sh", "audit.jsonl"), "cannot create directory " + file + ": not a directory"},
		{"file is a directory", dir, "cannot open for appending: is a directory"},
	}
	if os.Getuid() != 0 && runtime.GOOS != "windows" {
		ro := filepath.Join(tmp, "ro")
		if err := os.WriteFile(ro, nil, 0o400); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct{ name, path, why string }{"read-only file", ro, "cannot open for appending: permission denied"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Open(tt.path)
			var oe *OpenError
			if !errors.As(err, &oe) || oe.Path != tt.path {
				t.Fatalf("Open: %v, want an *OpenError for %s", err, tt.path)
			}
			var stderr bytes.Buffer
			l := OpenOrWarn(tt.path, &stderr)
			want := "guarded-sh: warning: audit log " + tt.path + ": " + tt.why + "; commands still run, unaudited\n"
			if runtime.GOOS != "windows" && stderr.String() != want {
				t.Errorf("warning:\n%q\nwant\n%q", stderr.String(), want)
			}
			if l == nil || l.Enabled() {
				t.Fatalf("OpenOrWarn returned %v, want a Log that records nothing", l)
			}
			for range 2 {
				if err := l.Write(Record{Command: "ls", Verdict: VerdictAllow}); err != nil {
					t.Errorf("Write: %v", err)
				}
			}
			if err := l.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
			if n := strings.Count(stderr.String(), "\n"); n != 1 {
				t.Errorf("%d lines on stderr, want one warning", n)
			}
		})
	}
}

func TestNoOpLogs(t *testing.T) {
	var nilLog *Log
	off, err := Open("")
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	for name, l := range map[string]*Log{"nil": nilLog, "off": off, "OpenOrWarn off": OpenOrWarn("", &stderr)} {
		if l.Enabled() || l.Path() != "" || l.Unlocked() != 0 {
			t.Errorf("%s: Enabled %v, Path %q, Unlocked %d", name, l.Enabled(), l.Path(), l.Unlocked())
		}
		if err := l.Write(Record{Verdict: VerdictAllow}); err != nil {
			t.Errorf("%s: Write: %v", name, err)
		}
		if err := l.Close(); err != nil {
			t.Errorf("%s: Close: %v", name, err)
		}
	}
	if stderr.Len() > 0 {
		t.Errorf("auditing off warned: %q", stderr.String())
	}
}

// TestShortWrite checks that a short write leaves no part of a line in the
// file, and that a Log from OpenOrWarn warns of it once.
func TestShortWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	var stderr bytes.Buffer
	l := OpenOrWarn(path, &stderr)
	defer l.Close()
	if err := l.Write(Record{Command: "first", Verdict: VerdictAllow}); err != nil {
		t.Fatal(err)
	}
	real := l.write
	l.write = func(f *os.File, b []byte) (int, error) {
		return real(f, b[:len(b)/2]) // as a full disk would
	}
	for range 2 {
		err := l.Write(Record{Command: "second", Verdict: VerdictAllow})
		var we *WriteError
		if !errors.As(err, &we) || we.N == 0 || we.N >= we.Len || !errors.Is(err, io.ErrShortWrite) {
			t.Fatalf("Write: %v, want a short *WriteError", err)
		}
	}
	l.write = real
	if err := l.Write(Record{Command: "third", Verdict: VerdictAllow}); err != nil {
		t.Fatal(err)
	}
	lines := readLines(t, path)
	if len(lines) != 2 || lines[0]["command"] != "first" || lines[1]["command"] != "third" {
		t.Errorf("lines %v, want first and third only", lines)
	}
	if n := strings.Count(stderr.String(), "guarded-sh: warning: audit log "+path+": short write"); n != 1 || strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("stderr %q, want one warning of a short write", stderr.String())
	}
}

func TestDiskFull(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	var stderr bytes.Buffer
	l := OpenOrWarn("/dev/full", &stderr)
	defer l.Close()
	err := l.Write(Record{Verdict: VerdictAllow})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("Write: %v, want ENOSPC", err)
	}
	want := "guarded-sh: warning: audit log /dev/full: write: no space left on device; commands still run, unaudited\n"
	if stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
}

func BenchmarkWrite(b *testing.B) {
	l, err := Open(filepath.Join(b.TempDir(), "audit.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	r := Record{Mode: ModeCommand, Cwd: "/home/agent/src/project", User: "agent", Shell: "/bin/bash", Grammar: "bash",
		Command: "go test ./... -run TestSomething -count=1 2>&1 | tail -40", Verdict: VerdictAllow, DurationUS: 12}
	for b.Loop() {
		if err := l.Write(r); err != nil {
			b.Fatal(err)
		}
	}
}
