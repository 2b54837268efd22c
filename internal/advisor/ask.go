package advisor

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
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
		if s.Model != "" {
			ans.Model = s.Model // asked through Helper
		}
		if err := cmd.Run(); err != nil {
			if ctx.Err() != nil {
				return ans, ctx.Err()
			}
			if s.Model != "" { // Helper says what failed on stderr
				if msg := strings.TrimPrefix(oneLine(strings.TrimSpace(errb.String())), Helper+": "); msg != "" {
					return ans, errors.New(msg)
				}
			}
			if msg := strings.TrimSpace(errb.String()); msg != "" {
				err = fmt.Errorf("%w: %s", err, oneLine(msg))
			}
			return ans, fmt.Errorf("%s: %w", filepath.Base(s.Command[0]), err)
		}
		a, err := ParseAnswer(out.Bytes())
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

// ParseAnswer reads {"score": n, "reason": "…"}; an object without a
// score, or a score that is not a number, is not an answer.
func ParseAnswer(data []byte) (Answer, error) {
	var raw struct {
		Score  *float64 `json:"score"`
		Reason string   `json:"reason"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(data), &raw); err != nil || raw.Score == nil {
		return Answer{}, fmt.Errorf("the answer is not a score: %q", Clip(data))
	}
	return Answer{Score: *raw.Score, Reason: raw.Reason}, nil
}

// Clip is b for a message: at most 80 bytes.
func Clip(b []byte) string {
	if len(b) > 80 {
		return string(b[:80]) + "…"
	}
	return string(b)
}

// Helper is the program that asks an OpenAI-compatible endpoint for
// guarded-sh (cmd/guarded-sh-advise): an external command like any
// other, so that guarded-sh itself links no HTTP client, whose start-up
// (and a dynamically linked resolver) every one-shot command would pay.
const Helper = "guarded-sh-advise"

// helperCommand is the command line that asks s.URL through Helper, found
// beside guarded-sh's own executable, else on PATH (getenv's).
func helperCommand(s Settings, getenv func(string) string) ([]string, error) {
	path, err := findHelper(getenv)
	if err != nil {
		return nil, err
	}
	cmd := []string{path, "-url", s.URL, "-model", s.Model}
	if s.APIKeyEnv != "" {
		cmd = append(cmd, "-api-key-env", s.APIKeyEnv)
	}
	if s.Timeout > 0 {
		cmd = append(cmd, "-timeout", s.Timeout.String())
	}
	return cmd, nil
}

// findHelper returns the path of Helper: beside the running executable,
// else in a directory of getenv("PATH").
func findHelper(getenv func(string) string) (string, error) {
	var dirs []string
	if exe, err := os.Executable(); err == nil {
		dirs = append(dirs, filepath.Dir(exe))
	}
	dirs = append(dirs, filepath.SplitList(getenv("PATH"))...)
	for _, d := range dirs {
		if d == "" {
			continue
		}
		p := filepath.Join(d, Helper)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s, which asks a url advisor, is neither beside guarded-sh nor on PATH (go install github.com/guarded-sh/guarded-sh/cmd/%s)", Helper, Helper)
}
