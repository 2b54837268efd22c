package policy

import (
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// nestings are ways to put a command inside another, one level each; @
// is the inner text. (Backticks nest only with their text escaped again
// at each level: TestDeepBackticks.)
var nestings = []struct{ name, form string }{
	{"cmdsubst", `echo $(@)`},
	{"quoted-cmdsubst", `echo "$(@)"`},
	{"eval", `eval "$(@)"`},
	{"bash-c", `bash -c "$(@)"`},
	{"if-subst", `if $(@); then :; fi`},
	{"param-default", `echo ${x:-$(@)}`},
	{"procsubst", `cat <(@)`},
	{"subshell", `(@)`},
	{"block", `{ @; }`},
	{"assign", `x=$(@)`},
	{"pipe-subst", `printf %s "$(@)" | cat`},
	{"arith", `echo $(( $(@) ))`},
	{"function", `f() { @; }; f`},
	{"while", `while @; do :; done`},
	{"xargs-sh", `echo x | xargs sh -c "$(@)"`},
	{"source-procsubst", `source <(@)`},
}

// plain are the nestings without a substitution: as deep as they go,
// they are followed to the bottom.
var plain = map[string]bool{"subshell": true, "block": true, "function": true, "while": true}

// nest puts inner in form depth times over.
func nest(form, inner string, depth int) string {
	s := inner
	for range depth {
		s = strings.Replace(form, "@", s, 1)
	}
	return s
}

// TestDeepPosixNesting is issue 11's exponential analysis: every way of
// nesting, a thousand levels deep and also just under the limits, is
// judged in time linear in its length and never allowed with a marker
// the policy refuses (printenv) inside. The deadline is only a safety net
// against a hang, far above what a loaded machine needs (the whole test
// takes under 2 s on a quiet 2-core machine, and one case took over 5 s
// at a load of 20); BenchmarkDeepPosixNesting measures.
func TestDeepPosixNesting(t *testing.T) {
	p, env := New(), testEnv()
	for _, n := range nestings {
		for _, depth := range []int{20, maxSubst - 1, 1000} {
			text := nest(n.form, "touch MARKER; printenv", depth)
			done := make(chan Verdict, 1)
			go func() { done <- p.Check(text, lexer.Bash, env) }()
			select {
			case v := <-done:
				if v.Action == Allow {
					t.Errorf("%s depth %d: allowed", n.name, depth)
				}
				if depth == 1000 && !plain[n.name] && !hasRule(v, "sys.too-large") {
					t.Errorf("%s depth %d: rules %v, want sys.too-large among them", n.name, depth, v.Findings)
				}
			case <-time.After(hangAfter):
				t.Fatalf("%s depth %d: no verdict after %v", n.name, depth, hangAfter)
			}
		}
	}
}

// hangAfter is how long a deep input may go without a verdict before the
// test calls it a hang.
const hangAfter = time.Minute

// BenchmarkDeepPosixNesting judges each nesting kind a thousand levels deep.
func BenchmarkDeepPosixNesting(b *testing.B) {
	p, env := New(), testEnv()
	for _, n := range nestings {
		text := nest(n.form, "true", 1000)
		b.Run(n.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				p.Check(text, lexer.Bash, env)
			}
		})
	}
}

func hasRule(v Verdict, id string) bool {
	for _, f := range v.Findings {
		if f.Rule == id {
			return true
		}
	}
	return false
}

// TestDeepBackticks nests backticks, each level escaping the one inside
// (the text doubles per level), with a refused marker at the bottom.
func TestDeepBackticks(t *testing.T) {
	s := "touch MARKER; printenv"
	for range 14 {
		s = "echo `" + strings.NewReplacer("\\", "\\\\", "`", "\\`", "$", "\\$").Replace(s) + "`"
	}
	done := make(chan Verdict, 1)
	go func() { done <- New().Check(s, lexer.Bash, testEnv()) }()
	select {
	case v := <-done:
		if v.Action == Allow {
			t.Errorf("%d bytes of nested backticks: allowed", len(s))
		}
	case <-time.After(hangAfter):
		t.Fatalf("%d bytes of nested backticks: no verdict after %v", len(s), hangAfter)
	}
}
