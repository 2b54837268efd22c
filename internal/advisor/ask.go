package advisor

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// maxAnswer bounds what is read of an answer.
const maxAnswer = 1 << 20

// commandAsker runs s.Command for each question: the request on its
// standard input, the Answer as JSON on its standard output.
func commandAsker(s Settings) func(context.Context, []byte) (Answer, error) {
	return func(ctx context.Context, body []byte) (Answer, error) {
		cmd := exec.CommandContext(ctx, s.Command[0], s.Command[1:]...)
		cmd.Stdin = bytes.NewReader(body)
		var out, errb limitedBuffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		cmd.WaitDelay = 100 * time.Millisecond // a grandchild holding the pipe open does not hold us
		ans := Answer{Model: filepath.Base(s.Command[0])}
		if err := cmd.Run(); err != nil {
			if msg := strings.TrimSpace(errb.String()); msg != "" {
				err = fmt.Errorf("%w: %s", err, oneLine(msg))
			}
			return ans, fmt.Errorf("%s: %w", ans.Model, err)
		}
		a, err := parseAnswer(out.Bytes())
		a.Model = ans.Model
		return a, err
	}
}

// limitedBuffer keeps the first maxAnswer bytes written to it.
type limitedBuffer struct{ bytes.Buffer }

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := maxAnswer - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// parseAnswer reads {"score": n, "reason": "…"}; a number without a
// score, or a score that is not a number, is not an answer.
func parseAnswer(data []byte) (Answer, error) {
	var raw struct {
		Score  *float64 `json:"score"`
		Reason string   `json:"reason"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(data), &raw); err != nil || raw.Score == nil {
		return Answer{}, fmt.Errorf("the answer is not a score: %q", clip(data))
	}
	return Answer{Score: *raw.Score, Reason: raw.Reason}, nil
}

func clip(b []byte) string {
	if len(b) > 80 {
		return string(b[:80]) + "…"
	}
	return string(b)
}

// systemPrompt tells a chat model what to answer.
const systemPrompt = `You review shell commands an AI coding agent is about to run on a developer's machine. ` +
	`The guard's rules already allowed the command; you give a second opinion on its risk. ` +
	`The user message is JSON: the command, its grammar, the working directory, and what analysis found ` +
	`(commands, paths, effects such as delete, overwrite, send, publish, run-downloaded). ` +
	`Answer with one JSON object and nothing else: {"score": <number from 0 to 1, the risk that running it ` +
	`destroys work, leaks data or does something the developer would not want>, "reason": "<one short sentence>"}.`

// httpAsker asks an OpenAI-compatible chat-completions endpoint.
func httpAsker(s Settings, getenv func(string) string) (func(context.Context, []byte) (Answer, error), error) {
	url := strings.TrimRight(s.URL, "/")
	if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") {
		return nil, fmt.Errorf("url %q is not an http:// or https:// URL", s.URL)
	}
	if !strings.HasSuffix(url, "/chat/completions") {
		url += "/chat/completions"
	}
	if s.Model == "" {
		return nil, errors.New("url is set without a model")
	}
	client := newClient(s.Timeout)
	return func(ctx context.Context, body []byte) (Answer, error) {
		ans := Answer{Model: s.Model}
		key := ""
		if s.APIKeyEnv != "" {
			if key = getenv(s.APIKeyEnv); key == "" {
				return ans, fmt.Errorf("the API key variable %s is empty", s.APIKeyEnv)
			}
		}
		chat, _ := json.Marshal(map[string]any{
			"model":       s.Model,
			"temperature": 0,
			"messages": []map[string]string{
				{"role": "system", "content": systemPrompt},
				{"role": "user", "content": string(body)},
			},
		})
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(chat))
		if err != nil {
			return ans, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json")
		if key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		resp, err := client.Do(req)
		if err != nil {
			var ue interface{ Unwrap() error }
			if errors.As(err, &ue) && ctx.Err() == nil {
				err = ue.Unwrap() // "Post URL: dial tcp: connection refused" without the URL twice
			}
			return ans, err
		}
		defer func() { _ = resp.Body.Close() }() // read-only
		data, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
		if err != nil {
			return ans, fmt.Errorf("reading the answer: %w", err)
		}
		if resp.StatusCode != http.StatusOK {
			return ans, fmt.Errorf("HTTP %s: %s", resp.Status, clip(bytes.TrimSpace(data)))
		}
		var cr struct {
			Model   string `json:"model"`
			Choices []struct {
				Message struct {
					Content string `json:"content"`
				} `json:"message"`
			} `json:"choices"`
		}
		if err := json.Unmarshal(data, &cr); err != nil || len(cr.Choices) == 0 {
			return ans, fmt.Errorf("the answer is not a chat completion: %q", clip(data))
		}
		a, err := parseAnswer(jsonObject(cr.Choices[0].Message.Content))
		a.Model = s.Model
		return a, err
	}, nil
}

// jsonObject returns the outermost {…} of a model's reply, which may
// wrap it in prose or a code fence.
func jsonObject(s string) []byte {
	i, j := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}')
	if i < 0 || j < i {
		return []byte(s)
	}
	return []byte(s[i : j+1])
}

// newClient returns an HTTP client whose every stage is bounded by
// timeout, that follows no redirects (an API key is not sent on), and
// honours the proxy environment.
func newClient(timeout time.Duration) *http.Client {
	dial := &net.Dialer{Timeout: min(timeout, 2*time.Second), KeepAlive: 30 * time.Second}
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			Proxy:                 http.ProxyFromEnvironment,
			DialContext:           dial.DialContext,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          4,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   min(timeout, 5*time.Second),
			ResponseHeaderTimeout: timeout,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}
