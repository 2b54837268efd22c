package shquote

import (
	"os/exec"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// What Single writes is read back by the real shells as the same word.
func TestSingleRoundTrip(t *testing.T) {
	for _, sh := range []string{"bash", "dash"} {
		testenv.NeedShell(t, sh)
		for _, s := range []string{"", "a b", "it's", "'", "''", `a\'b`, "$HOME `x` \"y\"", "line\nbreak", "*?[a]"} {
			out, err := exec.Command(sh, "-c", "printf %s "+Single(s)).Output()
			if err != nil || string(out) != s {
				t.Errorf("%s: %s read back as %q, %v; want %q", sh, Single(s), out, err, s)
			}
		}
	}
}
