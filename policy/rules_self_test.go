package policy

import (
	"strconv"
	"testing"
)

// TestShellMatch checks shellMatch as the shells read patterns, the same
// answer when its compiled pattern is kept, and that shellRegexp keeps
// no more than maxShellPatterns of them.
func TestShellMatch(t *testing.T) {
	for _, tt := range []struct {
		pat, s    string
		filenames bool
		want      bool
	}{
		{"*.log", "a.log", true, true},
		{"*.log", "d/a.log", true, false},
		{"*.log", "d/a.log", false, true},
		{"[!a]x", "bx", true, true},
		{"[!a]x", "ax", true, false},
		{"[[:digit:]]*", "7z", false, true},
		{`\*`, "*", false, true},
		{`\*`, "a", false, false},
		{"[", "[", false, true}, // not a pattern: matches itself
		{"[", "a", false, false},
	} {
		for range 2 { // compiled, then kept
			if got := shellMatch(tt.pat, tt.s, tt.filenames); got != tt.want {
				t.Errorf("shellMatch(%q, %q, %v) = %v, want %v", tt.pat, tt.s, tt.filenames, got, tt.want)
			}
		}
	}
	for i := range 3 * maxShellPatterns {
		shellMatch("f"+strconv.Itoa(i)+"*", "f", false)
	}
	shellPatterns.Lock()
	n := len(shellPatterns.m)
	shellPatterns.Unlock()
	if n > maxShellPatterns {
		t.Errorf("shellRegexp keeps %d patterns, more than %d", n, maxShellPatterns)
	}
}
