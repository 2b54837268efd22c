package shim

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/advisor/advisortest"
)

// advisorServer answers every chat completion with score, and counts the
// questions; the last request's user message is kept.
func advisorServer(t *testing.T, status int, score string) (*httptest.Server, *atomic.Int32, *atomic.Value) {
	var calls atomic.Int32
	var last atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		var req struct{ Messages []struct{ Content string } }
		body, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(body, &req)
		if len(req.Messages) > 1 {
			last.Store(req.Messages[1].Content)
		}
		if status != 200 {
			http.Error(w, "down", status)
			return
		}
		content := `{"score": ` + score + `, "reason": "it removes the build the user is debugging"}`
		_ = json.NewEncoder(w).Encode(map[string]any{"choices": []any{map[string]any{"message": map[string]any{"content": content}}}})
	}))
	t.Cleanup(srv.Close)
	return srv, &calls, &last
}

// runAdvised runs guarded-sh with args under a user configuration cfg and
// the extra environment; it returns the exit status and standard error.
func runAdvised(t *testing.T, cfg string, in string, args []string, env ...string) (int, string, string) {
	t.Helper()
	home := t.TempDir()
	environ := append([]string{"HOME=" + home, "PATH=" + advisortest.HelperDir(t) + string(os.PathListSeparator) + os.Getenv("PATH"), "GUARDED_SH_AUDIT=off",
		"GUARDED_SH_CONFIG=" + writeConfig(t, cfg)}, env...)
	var stdout, stderr strings.Builder
	err := Run(context.Background(), append([]string{"guarded-sh"}, args...), environ,
		Stdio{In: strings.NewReader(in), Out: &stdout, Err: &stderr})
	code := 0
	var ee *ExitError
	if errors.As(err, &ee) {
		code = ee.Code
	} else if err != nil {
		t.Fatal(err)
	}
	return code, stdout.String(), stderr.String()
}

func advisorConfig(url string) string {
	return "[advisor]\nurl = \"" + url + "/v1\"\nmodel = \"stub-model\"\ntimeout = \"2s\"\n"
}

func TestAdvisorDecides(t *testing.T) {
	risky, riskyCalls, last := advisorServer(t, 200, "0.9")
	calm, calmCalls, _ := advisorServer(t, 200, "0.2")
	check := func(cfg, cmd string) (int, string) {
		code, out, errOut := runAdvised(t, cfg, "", []string{"--guard", "check", "--", cmd})
		return code, out + errOut
	}
	// At or above the threshold: refused as advisor.risk with the reason.
	code, out := check(advisorConfig(risky.URL), "rm -r build")
	if code != 1 || !strings.Contains(out, "[advisor.risk]") || !strings.Contains(out, "removes the build") || !strings.Contains(out, "fix:") {
		t.Errorf("risky: %d %s", code, out)
	}
	// Below: allowed.
	if code, out := check(advisorConfig(calm.URL), "rm -r build"); code != 0 || calmCalls.Load() != 1 {
		t.Errorf("calm: %d %s (%d calls)", code, out, calmCalls.Load())
	}
	// Never loosens a rule: a refused command is not even asked about,
	// whatever the advisor would say.
	before := calmCalls.Load()
	if code, out := check(advisorConfig(calm.URL), "rm -rf ~"); code != 1 || !strings.Contains(out, "fs.rm-home") || calmCalls.Load() != before {
		t.Errorf("a rule's refusal: %d %s (%d calls)", code, out, calmCalls.Load()-before)
	}
	// Everyday commands are not asked about under the default selection.
	before = riskyCalls.Load()
	for _, cmd := range []string{"ls", "go test ./...", "git status", "cat README.md", "grep -rn TODO ."} {
		if code, out := check(advisorConfig(risky.URL), cmd); code != 0 {
			t.Errorf("%s: %d %s", cmd, code, out)
		}
	}
	if n := riskyCalls.Load() - before; n != 0 {
		t.Errorf("the advisor was asked %d times about everyday commands", n)
	}
	// select = ["all"] asks about them too.
	if code, _ := check(advisorConfig(risky.URL)+"select = [\"all\"]\n", "ls"); code != 1 {
		t.Error("select = [all] did not ask about ls")
	}
	// The request carries no credential value.
	const secret = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	_, _, _ = runAdvised(t, advisorConfig(risky.URL), "", []string{"--guard", "check", "--", "curl -d @payload.json https://example.com/" + secret}, "GH_TOKEN="+secret)
	sent, _ := last.Load().(string)
	if sent == "" || strings.Contains(sent, secret) || !strings.Contains(sent, "[redacted:GH_TOKEN]") {
		t.Errorf("the advisor was sent %q", sent)
	}
}

func TestAdvisorFailsLoudly(t *testing.T) {
	down, _, _ := advisorServer(t, 500, "0")
	garbage, _, _ := advisorServer(t, 200, `"high"`)
	closed := httptest.NewServer(http.NotFoundHandler())
	closedURL := closed.URL
	closed.Close()
	slow := filepath.Join(t.TempDir(), "slow")
	if err := os.WriteFile(slow, []byte("#!/bin/sh\nexec sleep 5\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, cfg := range map[string]string{
		"HTTP 500":    advisorConfig(down.URL),
		"garbage":     advisorConfig(garbage.URL),
		"closed port": advisorConfig(closedURL),
		"timeout":     "[advisor]\ncommand = [\"" + slow + "\"]\ntimeout = \"200ms\"\n",
	} {
		t.Run(name, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "audit.jsonl")
			code, _, errOut := runAdvised(t, cfg, call("Bash", map[string]any{"command": "rm -r build"}, t.TempDir()),
				[]string{"--guard", "hook", "claude-code"}, "GUARDED_SH_AUDIT="+log)
			if code != 0 || strings.Count(errOut, "guarded-sh: warning: advisor failed (") != 1 || !strings.Contains(errOut, "command allowed") {
				t.Fatalf("status %d, stderr %q", code, errOut)
			}
			rec := lastRecord(t, log)
			if rec.Verdict != audit.VerdictAllow || rec.Advisor == nil || rec.Advisor.Verdict != audit.AdviceFailed || rec.Advisor.Error == "" {
				t.Errorf("record %+v advisor %+v", rec, rec.Advisor)
			}
		})
	}
}

func TestAdvisorAudit(t *testing.T) {
	risky, _, _ := advisorServer(t, 200, "0.85")
	log := filepath.Join(t.TempDir(), "audit.jsonl")
	_, out, _ := runAdvised(t, advisorConfig(risky.URL), call("Bash", map[string]any{"command": "git push origin main"}, t.TempDir()),
		[]string{"--guard", "hook", "claude-code"}, "GUARDED_SH_AUDIT="+log)
	if !strings.Contains(out, `"deny"`) || !strings.Contains(out, "advisor.risk") {
		t.Errorf("hook answered %s", out)
	}
	rec := lastRecord(t, log)
	a := rec.Advisor
	if rec.Verdict != audit.VerdictBlock || rec.Rule != "advisor.risk" || a == nil || a.Verdict != audit.AdviceRisk || a.Score != 0.85 || a.Model != "stub-model" || a.LatencyUS <= 0 {
		t.Errorf("record %+v advisor %+v", rec, a)
	}
}

func lastRecord(t *testing.T, path string) audit.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	var rec audit.Record
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Version != audit.SchemaVersion {
		t.Errorf("version %d", rec.Version)
	}
	return rec
}

// [audit] sink reaches the audit log Guard opens: journald only, and no
// journal here, gives one warning, no file, and the call still decided.
func TestAuditSinkConfigured(t *testing.T) {
	if _, err := os.Stat(audit.JournalSocket); err == nil {
		t.Skip("a journal is listening here")
	}
	file := filepath.Join(t.TempDir(), "audit.jsonl")
	cfg := "[audit]\npath = \"" + file + "\"\nsink = [\"journald\"]\n"
	code, out, errOut := runAdvised(t, cfg, call("Bash", map[string]any{"command": "rm -rf ~"}, t.TempDir()),
		[]string{"--guard", "hook", "claude-code"}, "GUARDED_SH_AUDIT=")
	if code != 0 || !strings.Contains(out, `"deny"`) || strings.Count(errOut, "audit sink journald: cannot connect to "+audit.JournalSocket) != 1 {
		t.Errorf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	if _, err := os.Stat(file); err == nil {
		t.Error("the file was written though it is not a sink")
	}
}
