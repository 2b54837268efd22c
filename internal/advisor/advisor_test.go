package advisor

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/advisor/advisortest"
	"github.com/guarded-sh/guarded-sh/policy"
)

func getenv(k string) string {
	if k == "ADVISOR_KEY" {
		return "sk-test-key-123456"
	}
	return ""
}

var deleting = Request{Command: "rm -r build", Grammar: "bash", Cwd: "/p", Summary: policy.Summary{Commands: []string{"rm"}, Paths: []string{"build"}, Effects: []policy.Effect{policy.EffectDelete}}}

func TestRequestIsRedacted(t *testing.T) {
	const secret = "ghp_supersecretvalue0123456789"
	cmd := stub(t, `{"score": 0.2, "reason": "ok"}`)
	redact := func(s string) string { return strings.ReplaceAll(s, secret, "[redacted:GH_TOKEN]") }
	a, err := New(Settings{Command: cmd}, getenv, WithRedactor(redact))
	if err != nil {
		t.Fatal(err)
	}
	r := Request{Command: "curl -d token=" + secret + " https://x", Grammar: "bash", Cwd: "/p/" + secret,
		Summary: policy.Summary{Commands: []string{"curl"}, Paths: []string{"/tmp/" + secret}, Effects: []policy.Effect{policy.EffectSend}}}
	if _, err := a.Ask(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	sent, _ := os.ReadFile(filepath.Join(filepath.Dir(cmd[0]), "request.json"))
	if strings.Contains(string(sent), secret) || !strings.Contains(string(sent), "[redacted:GH_TOKEN]") {
		t.Errorf("request sent %s", sent)
	}
}

// stub writes an external-command advisor that answers reply.
func stub(t testing.TB, reply string) []string {
	dir := t.TempDir()
	p := filepath.Join(dir, "advise")
	script := "#!/bin/sh\ncat > " + filepath.Join(dir, "request.json") + "\nprintf '%s\\n' '" + reply + "'\n"
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return []string{p}
}

func TestCommand(t *testing.T) {
	for _, c := range []struct {
		reply, wantErr string
		score          float64
	}{
		{`{"score": 0.8, "reason": "publishes"}`, "", 0.8},
		{`{"score": 0.3}`, "", 0.3},
		{`nonsense`, "not a score", 0},
	} {
		cmd := stub(t, c.reply)
		a, err := New(Settings{Command: cmd}, getenv)
		if err != nil {
			t.Fatal(err)
		}
		ans, err := a.Ask(context.Background(), deleting)
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("%s: err = %v", c.reply, err)
			}
			continue
		}
		if err != nil || ans.Score != c.score || ans.Model != "advise" {
			t.Errorf("%s: %+v, %v", c.reply, ans, err)
		}
		got, _ := os.ReadFile(filepath.Join(filepath.Dir(cmd[0]), "request.json"))
		var req Request
		if err := json.Unmarshal(got, &req); err != nil || req.Command != deleting.Command || req.Effects[0] != policy.EffectDelete {
			t.Errorf("the command read %s (%v)", got, err)
		}
	}
}

func TestCommandFailures(t *testing.T) {
	a, _ := New(Settings{Command: []string{"/nonexistent/advisor"}}, getenv)
	if _, err := a.Ask(context.Background(), deleting); err == nil {
		t.Error("a missing program answered")
	}
	slow := filepath.Join(t.TempDir(), "slow")
	if err := os.WriteFile(slow, []byte("#!/bin/sh\nexec sleep 5\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	a, _ = New(Settings{Command: []string{slow}, Timeout: 200 * time.Millisecond}, getenv)
	start := time.Now()
	if _, err := a.Ask(context.Background(), deleting); err == nil || !strings.Contains(err.Error(), "no answer within") {
		t.Errorf("err = %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("a slow advisor held the command %v", d)
	}
}

func TestSettings(t *testing.T) {
	for _, s := range []Settings{
		{},
		{Command: []string{"x"}, URL: "http://x"},
		{URL: "http://x"},
		{URL: "ftp://x", Model: "m"},
		{Command: []string{"x"}, Threshold: 1.5},
		{Command: []string{"x"}, Select: []string{"reads"}},
	} {
		if _, err := New(s, getenv); err == nil {
			t.Errorf("%+v: no error", s)
		}
	}
	a, err := New(Settings{Command: []string{"x"}}, getenv)
	if err != nil || a.Threshold() != DefaultThreshold {
		t.Fatal(a, err)
	}
	if a.Wants(policy.Summary{Commands: []string{"ls"}}) || !a.Wants(deleting.Summary) {
		t.Error("the default selection is the effects")
	}
	b, _ := New(Settings{Command: []string{"x"}, Select: []string{"publish"}}, getenv)
	if b.Wants(deleting.Summary) {
		t.Error("select = [publish] asked about a delete")
	}
	c, _ := New(Settings{Command: []string{"x"}, Select: []string{"all"}}, getenv)
	if !c.Wants(policy.Summary{}) {
		t.Error("select = [all] skipped a command")
	}
}

// BenchmarkAskCommand is the added latency with an external-command stub.
func BenchmarkAskCommand(b *testing.B) {
	a, err := New(Settings{Command: stub(b, `{"score": 0.1}`)}, getenv)
	if err != nil {
		b.Fatal(err)
	}
	for i := range b.N {
		r := deleting
		r.Cwd = "/p/" + strings.Repeat("x", i)
		if _, err := a.Ask(context.Background(), r); err != nil {
			b.Fatal(err)
		}
	}
}

func TestCacheAndRange(t *testing.T) {
	dir := t.TempDir()
	count := filepath.Join(dir, "count")
	p := filepath.Join(dir, "advise")
	if err := os.WriteFile(p, []byte("#!/bin/sh\ncat >/dev/null\necho x >> "+count+"\necho '{\"score\": 0.5}'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	a, _ := New(Settings{Command: []string{p}}, getenv)
	for i := range 3 {
		ans, err := a.Ask(context.Background(), deleting)
		if err != nil || ans.Cached != (i > 0) {
			t.Errorf("ask %d: %+v %v", i, ans, err)
		}
	}
	other := deleting
	other.Command = "rm -r dist"
	if _, err := a.Ask(context.Background(), other); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(count); strings.Count(string(b), "x") != 2 {
		t.Errorf("the program ran %d times for 2 distinct requests", strings.Count(string(b), "x"))
	}
	bad, _ := New(Settings{Command: stub(t, `{"score": 7}`)}, getenv)
	if _, err := bad.Ask(context.Background(), deleting); err == nil || !strings.Contains(err.Error(), "not in [0, 1]") {
		t.Errorf("score 7: %v", err)
	}
}

// A url advisor runs the helper program, found on PATH.
func TestURLThroughHelper(t *testing.T) {
	dir := advisortest.HelperDir(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer sk-test-key-123456" {
			http.Error(w, "no key", http.StatusUnauthorized)
			return
		}
		_, _ = io.WriteString(w, `{"choices":[{"message":{"content":"{\"score\": 0.8, \"reason\": \"deletes\"}"}}]}`)
	}))
	defer srv.Close()
	env := func(k string) string {
		if k == "PATH" {
			return dir
		}
		return getenv(k)
	}
	a, err := New(Settings{URL: srv.URL + "/v1", Model: "m1", APIKeyEnv: "ADVISOR_KEY"}, env)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("ADVISOR_KEY", "sk-test-key-123456") // the helper reads its environment
	ans, err := a.Ask(context.Background(), deleting)
	if err != nil || ans.Score != 0.8 || ans.Model != "m1" || ans.Reason != "deletes" {
		t.Errorf("%+v %v", ans, err)
	}
	t.Setenv("ADVISOR_KEY", "")
	other := deleting
	other.Cwd = "/q"
	if _, err := a.Ask(context.Background(), other); err == nil || !strings.Contains(err.Error(), "ADVISOR_KEY is empty") {
		t.Errorf("no key: %v", err)
	}
	if _, err := New(Settings{URL: srv.URL, Model: "m"}, func(string) string { return "" }); err == nil || !strings.Contains(err.Error(), Helper) {
		t.Errorf("no helper: %v", err)
	}
}

// guarded-sh itself links no network package: net makes the binary load
// the C resolver dynamically and net/http's start-up costs every one-shot
// command (about 1 ms together, measured with hyperfine); the url advisor
// runs in its helper instead.
func TestGuardedShLinksNoNet(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/guarded-sh/guarded-sh/cmd/guarded-sh").CombinedOutput()
	if err != nil {
		t.Skipf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "net" || strings.HasPrefix(p, "net/http") || p == "crypto/tls" {
			t.Errorf("guarded-sh links %s", p)
		}
	}
}

// BenchmarkAskURL is the added latency of a url advisor per consulted
// command: the helper started, one question to a local stub server.
func BenchmarkAskURL(b *testing.B) {
	dir := advisortest.HelperDir(b)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, `{"choices":[{"message":{"content":"{\"score\": 0.1}"}}]}`)
	}))
	defer srv.Close()
	a, err := New(Settings{URL: srv.URL + "/v1", Model: "m"}, func(k string) string {
		if k == "PATH" {
			return dir
		}
		return ""
	})
	if err != nil {
		b.Fatal(err)
	}
	for i := range b.N {
		r := deleting
		r.Cwd = "/p/" + strings.Repeat("x", i)
		if _, err := a.Ask(context.Background(), r); err != nil {
			b.Fatal(err)
		}
	}
}
