package policy

import (
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
