package shim

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

const auditFixture = `{"time":"2025-01-01T00:00:00Z","pid":1,"mode":"command","command":"ls","verdict":"allow","rule":""}
{"time":"2025-01-01T00:00:01Z","pid":1,"mode":"command","command":"rm -rf ~","verdict":"block","rule":"fs.rm-home"}
{"time":"2025-01-01T00:00:02Z","pid":1,"mode":"command","command":"git push -f","verdict":"warn","rule":"git.push-force"}
{"time":"2025-01-01T00:00:03Z","pid":1,"mode":"command","command":"rm -rf /","verdict":"block","rule":"fs.rm-root
{"time":"2025-01-01T00:00:04Z","pid":1,"mode":"check","command":"echo \"hi\nthere","verdict":"incomplete","rule":"incomplete.quote.double"}
{"time":"2025-01-01T00:00:05Z","pid":1,"mode":"command","command":"rm -rf $HOME/` + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" + `","verdict":"block","rule":"fs.rm-home"}
`

const auditFixtureText = `audit log: FILE
records: 5, from 2025-01-01T00:00:00Z to 2025-01-01T00:00:05Z
corrupt lines skipped: 1

by verdict:
  2  block
  1  allow
  1  incomplete
  1  warn

by rule:
  2  fs.rm-home
  1  git.push-force
  1  incomplete.quote.double

recent refusals, newest last:
  2025-01-01T00:00:01Z  block       [fs.rm-home]               rm -rf ~
  2025-01-01T00:00:04Z  incomplete  [incomplete.quote.double]  echo "hi …
  2025-01-01T00:00:05Z  block       [fs.rm-home]               rm -rf $HOME/` + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" + ` …
`

func TestGuardAudit(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "audit.jsonl")
	if err := os.WriteFile(log, []byte(auditFixture), 0o600); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.jsonl")
	tests := []struct {
		name   string
		args   []string
		env    []string
		code   int    // expected exit status
		stdout string // exact when it has no "~" prefix; "~" means contains
		stderr string // contains
	}{
		{name: "text", args: []string{"--file", log}, stdout: strings.ReplaceAll(auditFixtureText, "FILE", log)},
		{name: "from the environment", args: nil, env: []string{"GUARDED_SH_AUDIT=" + log}, stdout: strings.ReplaceAll(auditFixtureText, "FILE", log)},
		{name: "recent 1", args: []string{"--file", log, "--recent", "1"}, stdout: "~recent refusals, newest last:\n  2025-01-01T00:00:05Z  block  [fs.rm-home]  rm -rf $HOME/"},
		{name: "recent 0", args: []string{"--file", log, "--recent=0"}, stdout: "~  1  incomplete.quote.double\n"},
		{name: "since", args: []string{"--file", log, "--since", "1h"}, stdout: "~since: the last 1h (5 older records left out)\ncorrupt lines skipped: 1\nno audit records\n"},
		{name: "missing", args: []string{"--file", missing}, stdout: "guarded-sh: no audit records: " + missing + " does not exist\n"},
		{name: "missing default", env: []string{"HOME=" + dir}, stdout: "~does not exist\n"},
		{name: "off", env: []string{"GUARDED_SH_AUDIT=off"}, stdout: "guarded-sh: no audit records: auditing is off (GUARDED_SH_AUDIT=off)\n"},
		{name: "unreadable", args: []string{"--file", dir}, code: 1, stderr: ""},
		{name: "help", args: []string{"-h"}, stdout: "~usage: guarded-sh --guard audit [--file F]"},
		{name: "bad flag", args: []string{"--frob"}, code: 2, stderr: "flag provided but not defined: -frob"},
		{name: "argument", args: []string{"x"}, code: 2},
		{name: "bad since", args: []string{"--since", "yesterday"}, code: 2},
		{name: "zero since", args: []string{"--since", "0s"}, code: 2},
		{name: "negative recent", args: []string{"--recent", "-1"}, code: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.name == "missing default" {
				// As root the default is the machine's log, which
				// may well exist.
				if _, err := os.Stat(audit.DefaultPath(os.Getuid(), policy.EnvLookup(tt.env))); err == nil {
					t.Skip("the default audit log of this user exists")
				}
			}
			var stdout, stderr bytes.Buffer
			env := append([]string{"HOME=/nonexistent", "PATH=/usr/bin:/bin"}, tt.env...)
			err := Run(context.Background(), append([]string{"guarded-sh", "--guard", "audit"}, tt.args...), env,
				Stdio{In: strings.NewReader(""), Out: &stdout, Err: &stderr})
			code := 0
			var ee *ExitError
			if errors.As(err, &ee) {
				code = ee.Code
			} else if err != nil {
				t.Fatalf("Run: %v", err)
			}
			if code != tt.code {
				t.Errorf("exit status %d, want %d (err %v, stderr %q)", code, tt.code, err, stderr.String())
			}
			if want, ok := strings.CutPrefix(tt.stdout, "~"); ok {
				if !strings.Contains(stdout.String(), want) {
					t.Errorf("stdout:\n%s\nwant it to contain:\n%s", stdout.String(), want)
				}
			} else if tt.code == 0 && stdout.String() != tt.stdout {
				t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), tt.stdout)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr %q, want it to contain %q", stderr.String(), tt.stderr)
			}
		})
	}
}

func TestGuardAuditJSON(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "audit.jsonl")
	if err := os.WriteFile(log, []byte(auditFixture), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		file          string
		records, refs int
	}{{log, 5, 2}, {filepath.Join(dir, "missing"), 0, 0}} {
		var stdout, stderr bytes.Buffer
		err := Run(context.Background(), []string{"guarded-sh", "--guard", "audit", "--json", "--recent", "2", "--file", tt.file}, nil,
			Stdio{In: strings.NewReader(""), Out: &stdout, Err: &stderr})
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		var got struct {
			File      string         `json:"file"`
			Records   int            `json:"records"`
			Corrupt   int            `json:"corrupt"`
			ByVerdict map[string]int `json:"by_verdict"`
			ByRule    map[string]int `json:"by_rule"`
			Refusals  []audit.Record `json:"refusals"`
		}
		if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
			t.Fatalf("%s: %v\n%s", tt.file, err, stdout.Bytes())
		}
		if got.File != tt.file || got.Records != tt.records || len(got.Refusals) != tt.refs || got.ByVerdict == nil || got.ByRule == nil {
			t.Errorf("%s: %s", tt.file, stdout.Bytes())
		}
		if tt.records > 0 && (got.ByRule["fs.rm-home"] != 2 || got.Corrupt != 1 || got.Refusals[1].Rule != "fs.rm-home") {
			t.Errorf("%s: %s", tt.file, stdout.Bytes())
		}
	}
}

// TestAuditRoundTrip writes decisions as the shim's wiring will, and reads
// them back with --guard audit.
func TestAuditRoundTrip(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "state", "audit.jsonl")
	const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	set := settings.Parse([]string{"GUARDED_SH_AUDIT=" + log, "USER=agent", "GH_TOKEN=" + token})
	var stderr bytes.Buffer
	g := guard.Open(set, dir, audit.ModeCommand, &stderr, guard.Quiet(), guard.WithJudge(func(r guard.Request) guard.Verdict {
		if strings.Contains(r.Command, "ghp_") {
			return guard.Verdict{Rule: "cred.literal", Reason: "mentions " + token}
		}
		return allowAll(r)
	}))
	if stderr.Len() > 0 {
		t.Fatalf("guard.Open: stderr %q", stderr.String())
	}
	for _, cmd := range []string{"ls", `echo "`, "echo " + token} {
		g.Decide(context.Background(), guard.Request{Command: cmd, Grammar: lexer.Bash, Shell: "/bin/bash", Mode: "command"})
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte(token)) {
		t.Errorf("secret in the log:\n%s", data)
	}
	var first audit.Record
	if err := json.Unmarshal(data[:bytes.IndexByte(data, '\n')], &first); err != nil {
		t.Fatal(err)
	}
	if first.User != "agent" || first.Cwd == "" || first.Grammar != "bash" || first.Shell != "/bin/bash" || first.Verdict != "allow" || first.PID != os.Getpid() {
		t.Errorf("first record %+v", first)
	}

	var stdout bytes.Buffer
	if err := Run(context.Background(), []string{"guarded-sh", "--guard", "audit"}, []string{"GUARDED_SH_AUDIT=" + log},
		Stdio{In: strings.NewReader(""), Out: &stdout, Err: &stderr}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"records: 3,", "1  allow\n", "1  block\n", "1  incomplete\n", "[cred.literal]", "echo [redacted:GH_TOKEN]\n"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("--guard audit output lacks %q:\n%s", want, stdout.String())
		}
	}
}

func TestParseSince(t *testing.T) {
	for in, want := range map[string]time.Duration{"90m": 90 * time.Minute, "36h": 36 * time.Hour, "7d": 7 * 24 * time.Hour, "0.5d": 12 * time.Hour} {
		if got, err := parseSince(in); err != nil || got != want {
			t.Errorf("parseSince(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "d", "7", "-1h", "0d", "1e9d", "yesterday"} {
		if _, err := parseSince(in); err == nil {
			t.Errorf("parseSince(%q): no error", in)
		}
	}
}

// readAudit returns the records of the audit log at path.
func readAudit(t *testing.T, path string) []audit.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var recs []audit.Record
	for _, line := range bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n")) {
		var r audit.Record
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatalf("audit line %q: %v", line, err)
		}
		recs = append(recs, r)
	}
	return recs
}
