package advisor

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/guarded-sh/guarded-sh/policy"
)

// Defaults of Settings.
const (
	DefaultThreshold = 0.7
	DefaultTimeout   = 3 * time.Second
)

// Rule is the rule id of a command the advisor refused.
const Rule = "advisor.risk"

// SelectAll in Settings.Select asks about every command the rules allow.
const SelectAll = "all"

// Settings configure an Advisor: the [advisor] table (policy.AdvisorConfig),
// exactly one of Command and URL. Command is an external program and its
// arguments: it reads a Request as JSON on standard input and writes an
// Answer as JSON. URL is an OpenAI-compatible endpoint: the
// chat-completions URL, or its base (".../v1"), to which
// "/chat/completions" is added; Model is asked there, with the key in the
// variable APIKeyEnv as a bearer token. Threshold (DefaultThreshold when
// zero) is the score at or above which a command is refused; Timeout
// (DefaultTimeout when zero) bounds one question. Select lists the effects
// that make a command worth asking about, SelectAll every allowed
// command; empty, every effect policy.Summarize reports.
type Settings = policy.AdvisorConfig

// Request is what the advisor is asked: the command, its grammar and
// working directory, and what the analysis found. Every string in it has
// passed through the Advisor's redactor.
type Request struct {
	Command string `json:"command"`
	Grammar string `json:"grammar"`
	Cwd     string `json:"cwd"`
	policy.Summary
	// Warnings are the rules that let the command run with a warning.
	Warnings []string `json:"warnings,omitempty"`
}

// Answer is the advisor's opinion.
type Answer struct {
	// Score is the risk, from 0 (harmless) to 1 (do not run).
	Score float64 `json:"score"`
	// Reason says why, in a line.
	Reason string `json:"reason"`
	// Model names who answered: the model, or the command's program.
	Model string `json:"-"`
	// Latency is how long the question took; zero when Cached.
	Latency time.Duration `json:"-"`
	// Cached reports that an identical request was answered before.
	Cached bool `json:"-"`
}

// An Advisor asks one reviewer, with a small cache of answers. It is
// safe for concurrent use.
type Advisor struct {
	s      Settings
	ask    func(ctx context.Context, body []byte) (Answer, error)
	redact func(string) string

	mu sync.Mutex
	// cache is keyed by the request body itself, not a hash of it:
	// crypto/sha256 brings 32 MiB of FIPS state into guarded-sh's bss,
	// whose pointer mask every start-up builds (+55,000 instructions to
	// a one-shot guarded-sh -c, cachegrind; scripts/bench.sh start-up;
	// policy's TestGuardedShLinks).
	cache map[string]Answer
}

// maxCache bounds the answers kept.
const maxCache = 256

// An Option configures an Advisor.
type Option func(*Advisor)

// WithRedactor makes the Advisor pass every string of a request through
// r (the audit log's redactor) before it leaves the process.
func WithRedactor(r func(string) string) Option { return func(a *Advisor) { a.redact = r } }

// New returns the Advisor s describes, or an error when s is not usable.
// getenv reads the API key variable.
func New(s Settings, getenv func(string) string, opts ...Option) (*Advisor, error) {
	if s.Threshold == 0 {
		s.Threshold = DefaultThreshold
	}
	if s.Timeout <= 0 {
		s.Timeout = DefaultTimeout
	}
	switch {
	case s.Threshold < 0 || s.Threshold > 1:
		return nil, fmt.Errorf("threshold %v is not in [0, 1]", s.Threshold)
	case len(s.Command) > 0 && s.URL != "":
		return nil, errors.New("both command and url are set; choose one")
	case len(s.Command) == 0 && s.URL == "":
		return nil, errors.New("neither command nor url is set")
	}
	for _, e := range s.Select {
		if e != SelectAll && !slices.Contains(effects, policy.Effect(e)) {
			return nil, fmt.Errorf("select: %q is not an effect (want %v or %q)", e, effects, SelectAll)
		}
	}
	a := &Advisor{s: s, cache: map[string]Answer{}}
	if s.URL != "" {
		if s.Model == "" {
			return nil, errors.New("url is set without a model")
		}
		cmd, err := helperCommand(s, getenv)
		if err != nil {
			return nil, err
		}
		s.Command = cmd
	}
	a.ask = commandAsker(s)
	for _, o := range opts {
		o(a)
	}
	return a, nil
}

var effects = []policy.Effect{policy.EffectDelete, policy.EffectOverwrite, policy.EffectSend, policy.EffectPublish, policy.EffectRunDownloaded}

// Threshold returns the score at or above which a command is refused.
func (a *Advisor) Threshold() float64 { return a.s.Threshold }

// Model names who answers: the model at the URL, or the command's program.
func (a *Advisor) Model() string {
	if len(a.s.Command) > 0 {
		return a.s.Command[0]
	}
	if a.s.Model == "" {
		return a.s.URL
	}
	return a.s.Model
}

// Wants reports whether a command with the summary s is to be asked about.
func (a *Advisor) Wants(s policy.Summary) bool {
	if a == nil {
		return false
	}
	sel := a.s.Select
	if len(sel) == 0 {
		return len(s.Effects) > 0
	}
	for _, e := range sel {
		if e == SelectAll || slices.Contains(s.Effects, policy.Effect(e)) {
			return true
		}
	}
	return false
}

// Ask asks about r, from the cache when an identical request was asked
// before. Any failure — no answer in time, a refused connection, an HTTP
// error, an answer that is not a score in [0, 1] — is an error; the caller
// lets the command run and says so.
func (a *Advisor) Ask(ctx context.Context, r Request) (Answer, error) {
	if a.redact != nil {
		r = redactRequest(r, a.redact)
	}
	body, err := json.Marshal(r)
	if err != nil {
		return Answer{}, err
	}
	key := string(body)
	a.mu.Lock()
	ans, ok := a.cache[key]
	a.mu.Unlock()
	if ok {
		ans.Cached, ans.Latency = true, 0
		return ans, nil
	}
	ctx, cancel := context.WithTimeout(ctx, a.s.Timeout)
	defer cancel()
	start := time.Now()
	ans, err = a.ask(ctx, body)
	ans.Latency = time.Since(start)
	if ans.Model == "" {
		ans.Model = a.Model()
	}
	if err == nil && (ans.Score < 0 || ans.Score > 1 || ans.Score != ans.Score) {
		err = fmt.Errorf("the score %v is not in [0, 1]", ans.Score)
	}
	if err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			err = fmt.Errorf("no answer within %s", a.s.Timeout)
		}
		return ans, err
	}
	ans.Reason = oneLine(ans.Reason)
	a.mu.Lock()
	if len(a.cache) >= maxCache {
		for k := range a.cache { // drop one: the cache is a bound, not an LRU
			delete(a.cache, k)
			break
		}
	}
	a.cache[key] = ans
	a.mu.Unlock()
	return ans, nil
}

// redactRequest passes every string of r through redact.
func redactRequest(r Request, redact func(string) string) Request {
	r.Command, r.Cwd = redact(r.Command), redact(r.Cwd)
	each := func(list []string) []string {
		out := make([]string, len(list))
		for i, s := range list {
			out[i] = redact(s)
		}
		return out
	}
	r.Commands, r.Paths = each(r.Commands), each(r.Paths)
	return r
}

// oneLine cuts a reason to its first line and 200 bytes.
func oneLine(s string) string {
	for i, c := range s {
		if c == '\n' || c == '\r' {
			s = s[:i]
			break
		}
	}
	if len(s) > 200 {
		cut := 200
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}
