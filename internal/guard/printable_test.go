package guard

import (
	"strings"
	"testing"
)

func TestPrintable(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"ls -la", "ls -la"},
		{"printf 'a\\tb'", "printf 'a\\tb'"},
		{"a\tb", "a\tb"},
		{"echo \x1b[2J\x1b]0;title\x07", `echo \x1b[2J\x1b]0;title\x07`},
		{"rm -rf ~\rls", `rm -rf ~\rls`},
		{"rm -rf ~\b\b\b\b\b\b\b\bls", `rm -rf ~\b\b\b\b\b\b\b\bls`},
		{"a\nb", `a\nb`},
		{"del\x7f", `del\x7f`},
		{"csi \u009b2J", `csi \u009b2J`},
		{"raw \x9b2J", `raw \x9b2J`},
		{"bad \xff utf-8", `bad \xff utf-8`},
		{"bidi \u202egnp.exe", `bidi \u202egnp.exe`},
		{"héllo wörld ✓", "héllo wörld ✓"},
	} {
		if got := Printable(tt.in); got != tt.want {
			t.Errorf("Printable(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// A refusal echoes the command, its reason and fix with their control
// characters escaped: the command cannot rewrite the blocked line.
func TestPrintBlockedEscapes(t *testing.T) {
	var b strings.Builder
	PrintBlocked(&b, "rm -rf ~ \x1b[1K\rgit status", Verdict{Rule: "fs.rm-home\x1b[0m", Reason: "why\x1b]0;x\x07", Fix: "fix\u009b"})
	got := b.String()
	if strings.ContainsAny(got, "\x1b\r\x07\u009b") {
		t.Errorf("control characters reached the output: %q", got)
	}
	want := "guarded-sh: blocked [fs.rm-home\\x1b[0m] rm -rf ~ \\x1b[1K\\rgit status\nguarded-sh: why: why\\x1b]0;x\\x07\nguarded-sh: fix: fix\\u009b\n"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func BenchmarkPrintable(b *testing.B) {
	s := strings.Repeat("git commit -m 'a message' && ", 4)
	for b.Loop() {
		_ = Printable(s)
	}
}
