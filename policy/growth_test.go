package policy

import (
	"maps"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestCheckWorkGrowsLinearly checks long inputs of two shapes, each
// its base text repeated 2, 4 and 8 times, and requires the work of the
// check, counted as the heap allocations it makes (the same count on
// every machine and at any load, unlike time), to grow as the input
// does: the allocations the last four copies add at most 2.6 times those
// the two before them add (2 when each copy costs the same; a cost that
// grows with what came before, 4). A rule that, for each command, walks
// every command of the input, or builds a map each time it asks where
// one command's output goes, makes a long script cost the square of its
// length (a 1 MiB script once took a minute): such a rule is answered
// once a check (Context.memo, commandsWhere, readersOf). The shapes are
// scripts/bench.sh's block of everyday commands and the corpus's allowed
// bash commands in file order, each repeated to 32 KiB. Facts are not verified
// meanwhile (verifyFacts), as in use. Time is measured by
// BenchmarkCheckScaling and scripts/bench.sh.
func TestCheckWorkGrowsLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("checks 1.8 MB of input")
	}
	defer func(v bool) { verifyFacts = v }(verifyFacts)
	verifyFacts = false
	shapes := map[string][]string{"bench block": benchBlock(t), "allowed corpus": allowedCorpus(t)}
	for _, name := range slices.Sorted(maps.Keys(shapes)) {
		base := repeatLines(shapes[name], 32<<10)
		var allocs [3]uint64
		for i, k := range []int{2, 4, 8} {
			allocs[i] = checkAllocs(strings.Repeat(base, k))
		}
		growth := float64(allocs[2]-allocs[1]) / float64(allocs[1]-allocs[0])
		t.Logf("%s: %d allocations for 2 copies of %d bytes, %d for 4, %d for 8: the last four add %.2fx what the two before add", name, allocs[0], len(base), allocs[1], allocs[2], growth)
		if growth > 2.6 {
			t.Errorf("%s: 4 more copies of the input added %.1fx the allocations 2 more did (%d, %d, %d): some rule's work per command grows with the input", name, growth, allocs[0], allocs[1], allocs[2])
		}
	}
}

// checkAllocs returns the heap allocations of one check of input.
func checkAllocs(input string) uint64 {
	p, env := New(), testEnv()
	p.Check("true", lexer.Bash, env) // lazy tables built before counting
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	p.Check(input, lexer.Bash, env)
	runtime.ReadMemStats(&after)
	return after.Mallocs - before.Mallocs
}

// repeatLines joins lines, over and over, up to n bytes (whole copies).
func repeatLines(lines []string, n int) string {
	var s strings.Builder
	for s.Len() < n {
		for _, l := range lines {
			s.WriteString(l)
			s.WriteByte('\n')
		}
	}
	return s.String()
}

// benchBlock returns the lines of scripts/bench.sh's generated input.
func benchBlock(t *testing.T) []string {
	data, err := os.ReadFile("../scripts/bench.sh")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(data), "<<'BENCH_BLOCK'\n")
	block, _, ok2 := strings.Cut(block, "\nBENCH_BLOCK\n")
	if !ok || !ok2 {
		t.Fatal("scripts/bench.sh has no BENCH_BLOCK heredoc")
	}
	return []string{block}
}

// allowedCorpus returns the corpus's allowed bash commands, in file
// order, up to 64 KiB.
func allowedCorpus(t *testing.T) []string {
	corpus := loadCorpus(t)
	var out []string
	n := 0
	for _, file := range slices.Sorted(maps.Keys(corpus)) {
		for _, c := range corpus[file] {
			if c.Action != "allow" || c.Grammar != "bash" || c.Profile != "" || n > 64<<10 {
				continue
			}
			out = append(out, c.Cmd)
			n += len(c.Cmd) + 1
		}
	}
	if len(out) < 500 {
		t.Fatalf("only %d allowed bash cases", len(out))
	}
	return out
}
