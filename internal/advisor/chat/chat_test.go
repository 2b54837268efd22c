package chat

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// Server is an OpenAI-compatible endpoint for tests: it answers reply
// (with status, after delay) and keeps the last user message and
// Authorization header.
type Server struct {
	*httptest.Server
	Calls atomic.Int32
	Last  atomic.Value // string
	Auth  atomic.Value // string
}

func NewServer(t testing.TB, status int, reply string, delay time.Duration) *Server {
	s := &Server{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.Calls.Add(1)
		if r.URL.Path != "/v1/chat/completions" || r.Method != http.MethodPost {
			http.Error(w, "not here", http.StatusNotFound)
			return
		}
		var req struct {
			Model    string `json:"model"`
			Messages []struct{ Role, Content string }
		}
		body, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(body, &req); err != nil || len(req.Messages) != 2 || req.Messages[0].Role != "system" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		s.Last.Store(req.Messages[1].Content)
		s.Auth.Store(r.Header.Get("Authorization"))
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
		if status != http.StatusOK {
			http.Error(w, "boom", status)
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]any{
			"model":   req.Model,
			"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": reply}}},
		})
	}))
	t.Cleanup(s.Close)
	return s
}

const request = `{"command":"rm -r build","grammar":"bash","cwd":"/p","commands":["rm"],"paths":["build"],"effects":["delete"]}`

func TestAsk(t *testing.T) {
	for _, c := range []struct {
		name    string
		status  int
		reply   string
		delay   time.Duration
		score   float64
		wantErr string
	}{
		{"risky", 200, `{"score": 0.92, "reason": "deletes the build"}`, 0, 0.92, ""},
		{"fenced", 200, "```json\n{\"score\": 0.1, \"reason\": \"scratch\"}\n```", 0, 0.1, ""},
		{"http 500", 500, "", 0, 0, "HTTP 500"},
		{"garbage", 200, "I think it is fine", 0, 0, "not a score"},
		{"no score", 200, `{"reason": "fine"}`, 0, 0, "not a score"},
		{"string score", 200, `{"score": "0.9"}`, 0, 0, "not a score"},
		{"timeout", 200, `{"score": 0.9}`, 2 * time.Second, 0, "no answer in time"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := NewServer(t, c.status, c.reply, c.delay)
			cl, err := New(s.URL+"/v1", "m1", "sk-test", 300*time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			ans, err := cl.Ask(context.Background(), []byte(request))
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err = %v, want %q", err, c.wantErr)
				}
				if d := time.Since(start); d > 2*time.Second {
					t.Errorf("failure took %v", d)
				}
				return
			}
			if err != nil || ans.Score != c.score || ans.Model != "m1" {
				t.Fatalf("answer %+v, %v", ans, err)
			}
			if s.Auth.Load() != "Bearer sk-test" || s.Last.Load() != request {
				t.Errorf("sent %q with %q", s.Last.Load(), s.Auth.Load())
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
	cl, _ := New("http://"+addr+"/v1", "m", "", time.Second)
	if _, err := cl.Ask(context.Background(), []byte(request)); err == nil || !strings.Contains(err.Error(), "refused") {
		t.Fatalf("err = %v, want connection refused", err)
	}
}

func TestNew(t *testing.T) {
	if _, err := New("ftp://x", "m", "", 0); err == nil {
		t.Error("ftp accepted")
	}
	if _, err := New("http://x", "", "", 0); err == nil {
		t.Error("no model accepted")
	}
	if c, err := New("http://x/v1/chat/completions/", "m", "", 0); err != nil || c.url != "http://x/v1/chat/completions" {
		t.Errorf("%v %v", c, err)
	}
}

// BenchmarkAsk is one question to a local stub server, in process, with
// a plain local HTTP round trip as the floor.
func BenchmarkAsk(b *testing.B) {
	s := NewServer(b, 200, `{"score": 0.1, "reason": "ok"}`, 0)
	cl, _ := New(s.URL+"/v1", "m", "", time.Second)
	b.Run("ask", func(b *testing.B) {
		for range b.N {
			if _, err := cl.Ask(context.Background(), []byte(request)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("floor", func(b *testing.B) {
		c := newClient(time.Second)
		for range b.N {
			resp, err := c.Get(s.URL + "/")
			if err != nil {
				b.Fatal(err)
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			_ = resp.Body.Close()
		}
	})
}
