package policy

import (
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestQuietReporter pins what makes a command a quiet reporter
// (reporters.go), and that a command no reporter describes is none: it
// is asked about by every matcher (fail closed).
func TestQuietReporter(t *testing.T) {
	checkQuiet(t, "a quiet reporter", quietReporter, []quietCase{
		{"git status --short && git diff --stat && git log --oneline -5", []bool{true, true, true}},
		{"go test ./... -run 'TestParse|TestCheck' -count=1 2>&1; go vet ./...", []bool{true, true}},
		{"git status -uno -sb; git log -3 --format='%h %s'; cargo test -p core --release", []bool{true, true, true}},
		// Options that write, run a program or read settings from
		// elsewhere: the manuals' other options.
		// (-exec's program x is a command of the input too: carried code.)
		{"go test -exec x ./...; go test -coverprofile=c.out ./...; go test -o t -c ./...; go test ./... -args -v", []bool{false, false, false, false, false}},
		{"git log --output=f; git diff --ext-diff; git diff -Oorder; cargo test --config k=v; cargo check --target-dir /tmp/t", []bool{false, false, false, false, false}},
		// Subcommand after global options, a word known at run time, a
		// variable set for it, a wrapper, a redirection to a file.
		// (GOFLAGS's options are go build's: carried code, a command of
		// the input too.)
		{`git -C sub status; go test -run "$T" ./...; GOFLAGS=-x go test ./...`, []bool{false, false, false, false}},
		{"sudo git status; git status > f; timeout 5 go test ./...", []bool{false, false, false, false, false}},
		// An operand or a value holding an anchor; an operand that is no
		// plain word.
		{"git log --grep=x -- deploy/; go test -run Shutdown ./...; git diff host:22", []bool{false, false, false}},
		// No reporter: not its subcommand, not its name.
		{"git push; go run .; gitx status; mytool test ./...", []bool{false, false, false, false}},
	})
	// A variable the input sets, anywhere, may be one the reporter reads
	// (GIT_PAGER, GOFLAGS): none of its commands is a reporter.
	in := analyze(nil, "export GIT_PAGER=less; git log; x=1; go test ./...", lexer.Bash, testEnv())
	giveFacts(in.Commands)
	for _, c := range in.Commands {
		if quietReporter(in, c) {
			t.Errorf("%q is a quiet reporter in an input that sets a variable", c.Text)
		}
	}
	in = analyze(nil, "git status; go test ./...", lexer.PowerShell, testEnv())
	giveFacts(in.Commands)
	for _, c := range in.Commands {
		if quietReporter(in, c) {
			t.Errorf("PowerShell's %q is a quiet reporter: only a POSIX shell's commands are", c.Text)
		}
	}
}

// TestReachReporterWords is TestReachQuietWords for the reporters: the
// words of every command of the corpus are given to a reporter in turn,
// as its operands (git log -- WORDS…) and each as the value of one of
// its quiet options that takes one (go test -run WORD): a rule that
// reads any command's words must find nothing in a reporter that is
// quiet, or the words that make it must keep it from being quiet
// (quietReporter).
func TestReachReporterWords(t *testing.T) {
	env := testEnv()
	p := New()
	type valued struct{ path, opt string }
	var opts []valued
	for _, r := range reporters {
		for _, o := range r.quiet {
			if r.spec.takes(o) || len(o) == 2 && strings.IndexByte(r.spec.value, o[1]) >= 0 {
				opts = append(opts, valued{r.spec.path, o})
			}
		}
	}
	quiet := 0
	ask := func(file string, line int, text string) {
		in := askSkipped(t, p, env, file, line, text)
		for _, q := range in.Commands {
			if quietReporter(in, q) {
				quiet++
			}
		}
	}
	n := eachCorpusArgs(t, env, func(file string, line, n int, args []Word) {
		r := reporters[n%len(reporters)]
		var b strings.Builder
		b.WriteString(r.spec.path)
		for _, a := range args {
			b.WriteString(" " + quoteWord(a.Value))
		}
		ask(file, line, b.String())
		o := opts[n%len(opts)]
		for _, a := range slices.Clip(args)[:min(len(args), 3)] {
			ask(file, line, o.path+" "+o.opt+" "+quoteWord(a.Value)+" ./...")
		}
	})
	t.Logf("%d commands' words given to a reporter, %d of them quiet", n, quiet)
}
