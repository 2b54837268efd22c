package guard

import (
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/guarded-sh/guarded-sh/policy"
)

// A RedactWriter replaces, in what is written through it, the values of
// protected credentials with "[redacted:NAME]" (a policy.Redactor), even
// when a value is split across Write calls: the end of a chunk that could
// be the start of a value (at most the longest value less one byte) is
// kept back until the next Write or Flush. Without values it passes the
// bytes through unchanged. It is safe for concurrent use.
type RedactWriter struct {
	out    io.Writer
	redact func(string) string
	values []string // longest first
	first  [256]bool

	mu   sync.Mutex
	held []byte
}

// newRedactWriter returns a writer to out that redacts with redact, which
// replaces values (the credential values; shorter ones are dropped as
// Redactor ignores them).
func newRedactWriter(out io.Writer, redact func(string) string, values []string) *RedactWriter {
	rw := &RedactWriter{out: out, redact: redact}
	seen := map[string]bool{}
	for _, v := range values {
		if v != "" && !seen[v] {
			seen[v] = true
			rw.values = append(rw.values, v)
			rw.first[v[0]] = true
		}
	}
	sort.SliceStable(rw.values, func(i, j int) bool { return len(rw.values[i]) > len(rw.values[j]) })
	return rw
}

// redactValues returns which of candidates redact replaces as a whole: the
// values Redactor was built with, among the environment's values.
func redactValues(redact func(string) string, candidates []string) []string {
	var out []string
	for _, v := range candidates {
		if len(v) < 8 {
			continue
		}
		r := redact(v)
		if r != v && strings.HasPrefix(r, "[redacted:") && strings.HasSuffix(r, "]") && strings.Count(r, "[redacted:") == 1 {
			out = append(out, v)
		}
	}
	return out
}

// Write writes b, redacted; it may keep back its end for the next Write or
// Flush. It returns len(b) unless out fails.
func (rw *RedactWriter) Write(b []byte) (int, error) {
	if len(rw.values) == 0 {
		return rw.out.Write(b)
	}
	rw.mu.Lock()
	defer rw.mu.Unlock()
	s := string(rw.held) + string(b)
	cut := rw.decided(s)
	rw.held = append(rw.held[:0], s[cut:]...)
	if cut == 0 {
		return len(b), nil
	}
	if _, err := io.WriteString(rw.out, rw.redact(s[:cut])); err != nil {
		return 0, err
	}
	return len(b), nil
}

// Flush writes what is kept back, redacted.
func (rw *RedactWriter) Flush() error {
	rw.mu.Lock()
	defer rw.mu.Unlock()
	if len(rw.held) == 0 {
		return nil
	}
	s := string(rw.held)
	rw.held = rw.held[:0]
	_, err := io.WriteString(rw.out, rw.redact(s))
	return err
}

// decided returns how much of s can be redacted now: as the replacer scans
// (leftmost, the longest value at each position), up to the first position
// where what follows may be the start of a value that more bytes would
// complete.
func (rw *RedactWriter) decided(s string) int {
	i := 0
scan:
	for i < len(s) {
		if !rw.first[s[i]] {
			i++
			continue
		}
		rest := s[i:]
		for _, v := range rw.values {
			if len(rest) < len(v) && strings.HasPrefix(v, rest) {
				return i // undecided: more bytes may make a (longer) match
			}
		}
		for _, v := range rw.values { // longest first
			if strings.HasPrefix(rest, v) {
				i += len(v)
				continue scan
			}
		}
		i++
	}
	return i
}

// RedactOutput returns a writer to out that redacts the values of the
// protected variables the Guard started with (the built-in names, the
// configuration's, credentials in the environment), or nil when there are
// none to redact.
func (g *Guard) RedactOutput(out io.Writer) *RedactWriter {
	env := g.Env()
	redact := policy.Redactor(env, g.protected)
	names := map[string]bool{}
	for _, n := range env.Names() {
		names[n] = true
	}
	for _, n := range append(policy.DefaultSecretNames(), g.protected...) {
		names[n] = true
	}
	var candidates []string
	for n := range names {
		candidates = append(candidates, env.Getenv(n))
	}
	values := redactValues(redact, candidates)
	if len(values) == 0 {
		return nil
	}
	return newRedactWriter(out, redact, values)
}
