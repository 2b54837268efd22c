package policy

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// typical is a 200-byte command of the kind agents send all day.
const typical = `cd /home/agent/project && git status --short && go test ./... -run 'TestParse|TestCheck' -count=1 2>&1 | tail -n 20; echo "exit: $?" && ls -la build/ | grep -v '^total' | head -5`

// BenchmarkCheckTypical is the in-process cost of judging one typical
// command with the default policy; compare with BenchmarkParseFloor, the
// cost of parsing it alone, measured in the same run.
func BenchmarkCheckTypical(b *testing.B) {
	p := New()
	env := testEnv()
	b.SetBytes(int64(len(typical)))
	for b.Loop() {
		if v := p.Check(typical, lexer.Bash, env); v.Action != Allow {
			b.Fatalf("%s [%s]", v.Action, v.First().Rule)
		}
	}
}

// BenchmarkParseFloor is the analysis alone of the same command: the floor
// any rule engine on mvdan.cc/sh starts from.
func BenchmarkParseFloor(b *testing.B) {
	env := testEnv()
	b.SetBytes(int64(len(typical)))
	for b.Loop() {
		Analyze(typical, lexer.Bash, env)
	}
}

// BenchmarkCheckScaling judges 10 KiB and 100 KiB of everyday commands: the
// time must grow with the input (10× input, about 10× time), which a rule
// that rescans every command for each command would break.
func BenchmarkCheckScaling(b *testing.B) {
	for _, n := range []int{10 << 10, 100 << 10} {
		var s strings.Builder
		for s.Len() < n {
			s.WriteString(typical + "\n")
			s.WriteString("x=$(curl -s https://example.invalid/v); cd build && rm -rf ./out; f() { echo \"$1\"; }; f a | tee log\n")
		}
		b.Run(strconv.Itoa(n>>10)+"KiB", func(b *testing.B) {
			p, env := New(), testEnv()
			b.SetBytes(int64(s.Len()))
			for b.Loop() {
				p.Check(s.String(), lexer.Bash, env)
			}
		})
	}
}

// BenchmarkCheckHostile judges inputs built to make the analysis slow,
// each of 1,000 and 10,000 steps: time must grow with the steps about
// linearly (a chain of functions each calling the one before twice, which
// the fork-bomb search once followed from every function), or the input be
// refused early (braces and doubled variables, sys.too-large).
func BenchmarkCheckHostile(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		var funcs strings.Builder
		funcs.WriteString("f0(){ true; }; ")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&funcs, "f%d(){ f%d; f%d; }; ", i, i-1, i-1)
		}
		for name, text := range map[string]string{
			"functions": funcs.String(),
			"braces":    "echo " + strings.Repeat("{a,b}", n),
			"doubling":  "a=x; " + strings.Repeat("a=$a$a; ", n) + "echo $a",
		} {
			b.Run(name+"/"+strconv.Itoa(n), func(b *testing.B) {
				p, env := New(), testEnv()
				for b.Loop() {
					p.Check(text, lexer.Bash, env)
				}
			})
		}
	}
}

// typicalPS is a 200-byte PowerShell command of the kind agents send.
const typicalPS = `Set-Location C:\work\project; $files = Get-ChildItem -Path .\src -Filter *.cs -Recurse | Where-Object { $_.Length -gt 1kb }; Write-Output "found $($files.Count) files" 2>&1 | Out-File -FilePath build.log`

// BenchmarkCheckPowerShell is BenchmarkCheckTypical for PowerShell, and
// for 10 KiB of it: the reader's tokens (pstoken) and the rules.
func BenchmarkCheckPowerShell(b *testing.B) {
	for _, n := range []int{len(typicalPS), 10 << 10} {
		in := typicalPS
		for len(in) < n {
			in += "\n" + typicalPS
		}
		b.Run(strconv.Itoa(len(in)), func(b *testing.B) {
			p, env := New(), testEnv()
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if v := p.Check(in, lexer.PowerShell, env); v.Action != Allow {
					b.Fatalf("%s [%s]", v.Action, v.First().Rule)
				}
			}
		})
	}
}

// BenchmarkCheckAllowed judges every must-run case of the corpus
// (testdata/policy/*.jsonl, default profile) once per iteration: a mix of
// everyday commands in every grammar, beside its floor, the analysis alone
// of the same inputs in the same run.
func BenchmarkCheckAllowed(b *testing.B) {
	ins, size := corpusInputs(b, func(c corpusCase) bool { return c.Action == "allow" })
	env := testEnv()
	b.Run("check", func(b *testing.B) {
		p := New()
		b.SetBytes(int64(size))
		for b.Loop() {
			for _, in := range ins {
				p.Check(in.text, in.g, env)
			}
		}
	})
	b.Run("floor", func(b *testing.B) {
		b.SetBytes(int64(size))
		for b.Loop() {
			for _, in := range ins {
				Analyze(in.text, in.g, env)
			}
		}
	})
}

// BenchmarkCheckCorpus judges every case of the corpus
// (testdata/policy/*.jsonl, default profile) once per iteration: the
// commands the rules were written for, refused and allowed, in every
// grammar, so that a change is not measured on BenchmarkCheckTypical's
// one input alone.
func BenchmarkCheckCorpus(b *testing.B) {
	ins, size := corpusInputs(b, func(corpusCase) bool { return true })
	p, env := New(), testEnv()
	b.SetBytes(int64(size))
	for b.Loop() {
		for _, in := range ins {
			p.Check(in.text, in.g, env)
		}
	}
}

// corpusInput is one corpus case's input for the benchmarks.
type corpusInput struct {
	text string
	g    lexer.Grammar
}

// corpusInputs returns the inputs of the corpus cases of the default
// profile that keep accepts, and their total size in bytes.
func corpusInputs(b *testing.B, keep func(corpusCase) bool) (ins []corpusInput, size int) {
	for _, cases := range loadCorpus(b) {
		for _, c := range cases {
			if c.Profile != "" || !keep(c) {
				continue
			}
			g, err := lexer.ParseGrammar(c.Grammar)
			if err != nil {
				b.Fatal(err)
			}
			ins = append(ins, corpusInput{c.Cmd, g})
			size += len(c.Cmd)
		}
	}
	return ins, size
}
