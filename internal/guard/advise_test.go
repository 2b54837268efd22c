package guard

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

// TestAdvisorMix counts the share of everyday agent commands (testdata/
// agent-mix.txt) the advisor is asked about under its default selection.
func TestAdvisorMix(t *testing.T) {
	f, err := os.Open("testdata/agent-mix.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	env := policy.NewEnv([]string{"HOME=/home/u", "PATH=/usr/bin"}, "/home/u/proj")
	cfg, _ := policy.LoadConfig(policy.ConfigEnv{})
	j := PolicyJudge(cfg.Policy(), env, nil)
	total, allowed, asked := 0, 0, 0
	var askedList []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cmd := sc.Text()
		if cmd == "" || strings.HasPrefix(cmd, "#") {
			continue
		}
		total++
		v := judge(j, Request{Command: cmd, Grammar: lexer.Bash})
		if !v.Allowed || v.Action != ActionAllow && v.Action != ActionWarn {
			continue
		}
		allowed++
		if len(policy.Summarize(v.input).Effects) > 0 {
			asked++
			askedList = append(askedList, cmd)
		}
		if cmd == "ls" || cmd == "go test ./..." {
			if len(policy.Summarize(v.input).Effects) > 0 {
				t.Errorf("%s would ask the advisor", cmd)
			}
		}
	}
	t.Logf("%d commands, %d allowed by the rules, %d (%.0f%% of all, %.0f%% of allowed) asked about:\n  %s",
		total, allowed, asked, 100*float64(asked)/float64(total), 100*float64(asked)/float64(allowed), strings.Join(askedList, "\n  "))
	if total < 190 || asked == 0 || float64(asked) > 0.3*float64(total) {
		t.Errorf("asked about %d of %d", asked, total)
	}
}
