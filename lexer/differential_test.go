package lexer

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/shelltest"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// differentialShells pairs each real shell with the grammar that must agree
// with it, and the agreement below which the test fails.
//
// bash and dash are the shells guarded-sh stands in front of most; their
// readers are meant to be exact, so the bar is high. zsh and mksh have
// corners the posix reader approximates (zsh's glob qualifiers and
// ${(flags)…}, its multi-function definitions and "()" anonymous functions;
// mksh's own heredoc and ${x@…} handling), and they are checked for
// information at a lower bar.
var differentialShells = []struct {
	shell string
	g     Grammar
	bar   float64 // percent
}{
	{"bash", Bash, 99.5},
	{"dash", Posix, 99.5},
	{"zsh", Zsh, 97},
	{"mksh", Mksh, 97},
}

// differentialWorkers is how many shells of each kind judge inputs at once.
const differentialWorkers = 2

// TestDifferential types every corpus input into the real interactive
// shell under a PTY and checks that the lexer agrees on whether the shell
// is left waiting at its continuation prompt. Nothing is cached: the truth
// comes from the real shells on every run.
//
// A shell that is not installed is skipped, unless REQUIRE_SHELLS=1.
// Under -short every 10th input is checked, against a bar 1.5 points lower:
// a sample of a few hundred inputs moves by that much with two or three
// disagreements. When GUARDED_SH_DIFF_OUT names a file, every disagreement is
// written to it.
func TestDifferential(t *testing.T) {
	var mu sync.Mutex
	var diffs []string
	t.Cleanup(func() {
		path := os.Getenv("GUARDED_SH_DIFF_OUT")
		if path == "" {
			return
		}
		body := strings.Join(diffs, "\n")
		if body != "" {
			body += "\n"
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Errorf("writing disagreements: %v", err)
		}
	})
	for _, c := range differentialShells {
		t.Run(c.shell, func(t *testing.T) {
			t.Parallel()
			testenv.NeedShell(t, c.shell)
			if !shelltest.Available(c.shell) {
				t.Skipf("shelltest cannot run %s here", c.shell)
			}
			inputs := corpus(c.g)
			if testing.Short() {
				inputs = everyNth(inputs, 10)
			}
			start := time.Now()
			res, st, err := judgeAll(c.shell, inputs)
			if err != nil {
				t.Fatal(err)
			}
			var agreed, unknown int
			var mine []string
			for i, in := range inputs {
				r := res[i]
				if r.err != nil {
					if unknown < 5 {
						t.Logf("no verdict: %v", r.err)
					}
					unknown++
					continue
				}
				lx := Check(in, c.g)
				if lx.Complete != r.waits {
					agreed++
					continue
				}
				mine = append(mine, fmt.Sprintf("%s\t%q\tshell=%s\tlexer=%s", c.shell, in, verdictWord(r.waits), lexerWord(lx)))
			}
			judged := len(inputs) - unknown
			pct := 100.0
			if judged > 0 {
				pct = 100 * float64(agreed) / float64(judged)
			}
			t.Logf("%s: %d inputs, %d agreed (%.2f%%), %d unknown, %v", c.shell, len(inputs), agreed, pct, unknown, time.Since(start).Round(time.Millisecond))
			t.Logf("%s: %d starts, %d desyncs, %d replayed line by line (%d left reading silently), %d ^C resent, %d ^C failed",
				c.shell, st.Starts, st.Desyncs, st.Replays, st.Silent, st.Recancels, st.NoCancel)
			for i, d := range mine {
				if i == 20 {
					t.Logf("… and %d more disagreements", len(mine)-20)
					break
				}
				t.Log(d)
			}
			mu.Lock()
			diffs = append(diffs, mine...)
			mu.Unlock()
			if unknown > len(inputs)/20 {
				t.Errorf("%d of %d inputs gave no verdict (more than 5%%)", unknown, len(inputs))
			}
			bar := c.bar
			if testing.Short() {
				bar -= 1.5
			}
			if pct < bar {
				t.Errorf("%s: agreement %.2f%% below %.1f%%", c.shell, pct, bar)
			}
		})
	}
}

type judgement struct {
	waits bool
	err   error
}

// judgeAll has the named shell judge every input, spread over
// differentialWorkers shells; the i-th judgement is the i-th input's.
func judgeAll(name string, inputs []string) ([]judgement, shelltest.Stats, error) {
	res := make([]judgement, len(inputs))
	stats := make([]shelltest.Stats, differentialWorkers)
	errs := make([]error, differentialWorkers)
	var wg sync.WaitGroup
	for w := 0; w < differentialWorkers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sh, err := shelltest.Start(name)
			if err != nil {
				errs[w] = err
				return
			}
			defer func() {
				stats[w] = sh.Stats()
				if err := sh.Close(); err != nil && errs[w] == nil {
					errs[w] = err
				}
			}()
			for i := w; i < len(inputs); i += differentialWorkers {
				waits, err := sh.Waits(inputs[i])
				if err != nil && !errors.Is(err, shelltest.ErrUnknown) {
					errs[w] = fmt.Errorf("%q: %w", inputs[i], err)
					return
				}
				res[i] = judgement{waits, err}
			}
		}()
	}
	wg.Wait()
	var sum shelltest.Stats
	for _, st := range stats {
		sum.Inputs += st.Inputs
		sum.Unknown += st.Unknown
		sum.Starts += st.Starts
		sum.Desyncs += st.Desyncs
		sum.NoCancel += st.NoCancel
		sum.Replays += st.Replays
		sum.Silent += st.Silent
		sum.Recancels += st.Recancels
	}
	return res, sum, errors.Join(errs...)
}

func everyNth(s []string, n int) []string {
	var out []string
	for i := 0; i < len(s); i += n {
		out = append(out, s[i])
	}
	return out
}

func verdictWord(waits bool) string {
	if waits {
		return "waits"
	}
	return "complete"
}

func lexerWord(r Result) string {
	if r.Complete {
		return "complete"
	}
	return fmt.Sprintf("waits(%s@%d:%d)", r.Kind, r.Line, r.Col)
}
