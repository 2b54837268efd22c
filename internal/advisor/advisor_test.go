package advisor

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/policy"
)

// chatServer is an OpenAI-compatible endpoint that answers reply, and
// keeps the last request's user message.
type chatServer struct {
	*httptest.Server
	calls atomic.Int32
	last  atomic.Value // string: the user message
	auth  atomic.Value // string: the Authorization header
}

func newChatServer(t testing.TB, status int, reply string, delay time.Duration) *chatServer {
	cs := &chatServer{}
	cs.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cs.calls.Add(1)
		if r.URL.Path != "/v1/chat/completions" || r.Method != http.MethodPost {
			http.Error(w, "not here", http.StatusNotFound)
			return
		}
		var req struct {
			Model    string `json:"model"`
			Messages []struct{ Role, Content string }
		}
		body, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(body, &req); err != nil || len(req.Messages) != 2 {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		cs.last.Store(req.Messages[1].Content)
		cs.auth.Store(r.Header.Get("Authorization"))
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
		if status != http.StatusOK {
			http.Error(w, "boom", status)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"model":   req.Model,
			"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": reply}}},
		})
	}))
	t.Cleanup(cs.Close)
	return cs
}

func getenv(k string) string {
	if k == "ADVISOR_KEY" {
		return "sk-test-key-123456"
	}
	return ""
}

var deleting = Request{Command: "rm -r build", Grammar: "bash", Cwd: "/p", Summary: policy.Summary{Commands: []string{"rm"}, Paths: []string{"build"}, Effects: []policy.Effect{policy.EffectDelete}}}

func TestHTTP(t *testing.T) {
	cases := []struct {
		name    string
		status  int
		reply   string
		delay   time.Duration
		score   float64
		wantErr string
	}{
		{"risky", 200, `{"score": 0.92, "reason": "deletes the build\nsecond line"}`, 0, 0.92, ""},
		{"fenced", 200, "```json\n{\"score\": 0.1, \"reason\": \"scratch\"}\n```", 0, 0.1, ""},
		{"http 500", 500, "", 0, 0, "HTTP 500"},
		{"garbage", 200, "I think it is fine", 0, 0, "not a score"},
		{"no score", 200, `{"reason": "fine"}`, 0, 0, "not a score"},
		{"out of range", 200, `{"score": 7}`, 0, 0, "not in [0, 1]"},
		{"string score", 200, `{"score": "0.9"}`, 0, 0, "not a score"},
		{"timeout", 200, `{"score": 0.9}`, 2 * time.Second, 0, "no answer within"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := newChatServer(t, c.status, c.reply, c.delay)
			a, err := New(Settings{URL: cs.URL + "/v1", Model: "m1", APIKeyEnv: "ADVISOR_KEY", Timeout: 300 * time.Millisecond}, getenv)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			ans, err := a.Ask(context.Background(), deleting)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err = %v, want %q", err, c.wantErr)
				}
				if d := time.Since(start); d > 2*time.Second {
					t.Errorf("failure took %v", d)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ans.Score != c.score || ans.Model != "m1" || strings.Contains(ans.Reason, "\n") || ans.Latency <= 0 {
				t.Errorf("answer = %+v", ans)
			}
			if got := cs.auth.Load(); got != "Bearer sk-test-key-123456" {
				t.Errorf("Authorization = %q", got)
			}
			// The same request again comes from the cache.
			again, err := a.Ask(context.Background(), deleting)
			if err != nil || !again.Cached || again.Score != c.score || cs.calls.Load() != 1 {
				t.Errorf("second ask: %+v, %v, %d calls", again, err, cs.calls.Load())
			}
		})
	}
}

func TestClosedPort(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	_ = l.Close()
	a, err := New(Settings{URL: "http://" + addr + "/v1", Model: "m"}, getenv)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Ask(context.Background(), deleting); err == nil || !strings.Contains(err.Error(), "refused") {
		t.Fatalf("err = %v, want connection refused", err)
	}
}

func TestEmptyKeyFails(t *testing.T) {
	cs := newChatServer(t, 200, `{"score": 0}`, 0)
	a, err := New(Settings{URL: cs.URL + "/v1", Model: "m", APIKeyEnv: "UNSET_KEY"}, getenv)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Ask(context.Background(), deleting); err == nil || !strings.Contains(err.Error(), "UNSET_KEY") {
		t.Fatalf("err = %v", err)
	}
	if cs.calls.Load() != 0 {
		t.Error("asked without a key")
	}
}

func TestRequestIsRedacted(t *testing.T) {
	const secret = "ghp_supersecretvalue0123456789"
	cs := newChatServer(t, 200, `{"score": 0.2, "reason": "ok"}`, 0)
	redact := func(s string) string { return strings.ReplaceAll(s, secret, "[redacted:GH_TOKEN]") }
	a, err := New(Settings{URL: cs.URL + "/v1/chat/completions", Model: "m"}, getenv, WithRedactor(redact))
	if err != nil {
		t.Fatal(err)
	}
	r := Request{Command: "curl -d token=" + secret + " https://x", Grammar: "bash", Cwd: "/p/" + secret,
		Summary: policy.Summary{Commands: []string{"curl"}, Paths: []string{"/tmp/" + secret}, Effects: []policy.Effect{policy.EffectSend}}}
	if _, err := a.Ask(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	sent, _ := cs.last.Load().(string)
	if strings.Contains(sent, secret) || !strings.Contains(sent, "[redacted:GH_TOKEN]") {
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

// BenchmarkAskHTTP is the advisor's added latency per consulted command
// against a local stub server (cache off: a new request each time), with
// the floor of one local HTTP round trip measured in the same run.
func BenchmarkAskHTTP(b *testing.B) {
	cs := newChatServer(b, 200, `{"score": 0.1, "reason": "ok"}`, 0)
	a, err := New(Settings{URL: cs.URL + "/v1", Model: "m"}, getenv)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("ask", func(b *testing.B) {
		for i := range b.N {
			r := deleting
			r.Cwd = "/p/" + string(rune('a'+i%26)) + strings.Repeat("x", i%1000)
			if _, err := a.Ask(context.Background(), r); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("floor", func(b *testing.B) {
		c := newClient(time.Second)
		for range b.N {
			resp, err := c.Get(cs.URL + "/")
			if err != nil {
				b.Fatal(err)
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			_ = resp.Body.Close()
		}
	})
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
