package policy

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

// braceExpand makes the words mvdan.cc/sh's expand.BracesSeq makes, in the
// same order.
func TestBraceExpandAsExpand(t *testing.T) {
	words := []string{
		"plain", "x{a,b}", "x{a,b}{1..3}y", "$GH_TOKE{N,}", "~/.aws/{credentials,config}",
		"{01..10}", "{-3..3..2}", "{10..1..-3}", "{a..e}", "{e..a..2}", "{1..3}{x,{y,z}}",
		"a{b,c{d,e}f}g", "{,}", "{x}", "{1..}", `"{a,b}"`, "'{a,b}'", "${x}{1,2}$(y){p,q}",
		"{0..0}", "{-05..5..5}", "pre{a,b}mid{c..d}post",
	}
	p := syntax.NewParser()
	print := func(w *syntax.Word) string {
		var b strings.Builder
		if err := syntax.NewPrinter().Print(&b, w); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	for _, src := range words {
		parse := func() *syntax.Word {
			w, err := p.Document(strings.NewReader(src))
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			syntax.SplitBraces(w)
			return w
		}
		var want, got []string
		for w, err := range expand.BracesSeq(nil, parse()) {
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			want = append(want, print(w))
		}
		for w := range braceExpand(parse()) {
			got = append(got, print(w))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: got %q, want %q", src, got, want)
		}
	}
}

// guarded-sh links nothing that costs every start-up: mvdan.cc/sh's
// expand (os/user) would make it load libc and start cgo (braceExpand),
// and crypto 32 MiB of bss whose pointer mask the runtime builds (the
// advisor's cache); each measured with cachegrind for scripts/bench.sh's
// start-up ratio.
func TestGuardedShLinks(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/guarded-sh/guarded-sh/cmd/guarded-sh").CombinedOutput()
	if err != nil {
		t.Skipf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "runtime/cgo" || p == "os/user" || p == "mvdan.cc/sh/v3/expand" || strings.HasPrefix(p, "crypto/") {
			t.Errorf("guarded-sh links %s", p)
		}
	}
}
