package policy

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

func TestTmpRm(t *testing.T) {
	for _, s := range []string{`x=$(find . -name '*.o'); rm $x`, `rm $(find . -name '*.o')`, `rm "$(tool)"`, `rm $(tool)`, `x=$(tool); rm "$x"`, `rm ./$(tool)`} {
		in := Analyze(s, lexer.Bash, nil)
		for _, c := range in.Commands {
			if c.Name == "rm" {
				for _, a := range c.Args {
					t.Logf("%s: %+v subst=%d", s, a, len(a.Subst))
				}
			}
		}
	}
}
