// Package chat asks an OpenAI-compatible chat-completions endpoint for an
// advisor's answer. cmd/guarded-sh-advise runs it, so that guarded-sh
// itself links no HTTP client.
package chat

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/advisor"
)

// SystemPrompt tells the model what to answer.
const SystemPrompt = `You review shell commands an AI coding agent is about to run on a developer's machine. ` +
	`The guard's rules already allowed the command; you give a second opinion on its risk. ` +
	`The user message is JSON: the command, its grammar, the working directory, and what analysis found ` +
	`(commands, paths, effects such as delete, overwrite, send, publish, run-downloaded). ` +
	`Answer with one JSON object and nothing else: {"score": <number from 0 to 1, the risk that running it ` +
	`destroys work, leaks data or does something the developer would not want>, "reason": "<one short sentence>"}.`

// maxAnswer bounds what is read of a response.
const maxAnswer = 1 << 20

// A Client asks one model at one endpoint. It is safe for concurrent use.
type Client struct {
	url, model, key string
	http            *http.Client
}

// New returns the Client of model at url (the chat-completions URL, or
// its base, ".../v1"), sending key as a bearer token when not empty, each
// question bounded by timeout.
func New(url, model, key string, timeout time.Duration) (*Client, error) {
	url = strings.TrimRight(url, "/")
	if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") {
		return nil, fmt.Errorf("url %q is not an http:// or https:// URL", url)
	}
	if !strings.HasSuffix(url, "/chat/completions") {
		url += "/chat/completions"
	}
	if model == "" {
		return nil, errors.New("no model")
	}
	if timeout <= 0 {
		timeout = advisor.DefaultTimeout
	}
	return &Client{url: url, model: model, key: key, http: newClient(timeout)}, nil
}

// Ask sends request (an advisor.Request as JSON) as the user message and
// reads the answer: the first {…} of the reply, which may wrap it in a
// code fence.
func (c *Client) Ask(ctx context.Context, request []byte) (advisor.Answer, error) {
	body, err := json.Marshal(map[string]any{
		"model":       c.model,
		"temperature": 0,
		"messages": []map[string]string{
			{"role": "system", "content": SystemPrompt},
			{"role": "user", "content": string(request)},
		},
	})
	if err != nil {
		return advisor.Answer{}, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return advisor.Answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if c.key != "" {
		req.Header.Set("Authorization", "Bearer "+c.key)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		var ue interface{ Unwrap() error }
		if errors.As(err, &ue) {
			err = ue.Unwrap() // "dial tcp …: connection refused" without the URL twice
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			err = fmt.Errorf("no answer in time: %w", err)
		}
		return advisor.Answer{}, err
	}
	defer func() { _ = resp.Body.Close() }() // read-only
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return advisor.Answer{}, fmt.Errorf("reading the answer: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return advisor.Answer{}, fmt.Errorf("HTTP %s: %s", resp.Status, advisor.Clip(bytes.TrimSpace(data)))
	}
	var cr struct {
		Choices []struct {
			Message struct {
				Content string `json:"content"`
			} `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(data, &cr); err != nil || len(cr.Choices) == 0 {
		return advisor.Answer{}, fmt.Errorf("the answer is not a chat completion: %q", advisor.Clip(data))
	}
	ans, err := advisor.ParseAnswer(jsonObject(cr.Choices[0].Message.Content))
	ans.Model = c.model
	return ans, err
}

// jsonObject returns the outermost {…} of a model's reply.
func jsonObject(s string) []byte {
	i, j := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}')
	if i < 0 || j < i {
		return []byte(s)
	}
	return []byte(s[i : j+1])
}

// newClient returns an HTTP client whose every stage is bounded by
// timeout, that follows no redirects (the API key is not sent on), and
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
