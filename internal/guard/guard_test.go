package guard

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// stubAdvisor is a test Advisor: it refuses commands that mention "deploy" and
// records what it was asked.
type stubAdvisor struct {
	mu    sync.Mutex
	asked []string
}

func (a *stubAdvisor) Advise(_ context.Context, r Request, v Verdict) Verdict {
	a.mu.Lock()
	a.asked = append(a.asked, r.Command)
	a.mu.Unlock()
	if strings.Contains(r.Command, "deploy") {
		return Verdict{Complete: true, Grammar: v.Grammar, Action: ActionBlock, Rule: "advisor.test", Reason: "the advisor says no", Fix: "ask a human"}
	}
	return v
}

// The Advisor is asked only about what the rules allow; its refusal is
// audited, worded and given the policy's exit status like the rules'.
func TestDecideAdvisor(t *testing.T) {
	log := filepath.Join(t.TempDir(), "audit.jsonl")
	set := settings.Parse([]string{"GUARDED_SH_AUDIT=" + log, "HOME=/home/agent"})
	adv := &stubAdvisor{}
	var stderr bytes.Buffer
	g := Open(set, t.TempDir(), audit.ModeCommand, &stderr, WithAdvisor(adv))
	ctx := context.Background()
	for _, tt := range []struct {
		cmd     string
		allowed bool
		rule    string
		status  int
	}{
		{"git status", true, "", 0},
		{"rm -rf /", false, "fs.rm-root", 126},
		{`echo "open`, false, "incomplete.quote.double", 2},
		{"./deploy.sh staging", false, "advisor.test", 126},
	} {
		d := g.Decide(ctx, Request{Command: tt.cmd, Grammar: lexer.Bash, Mode: audit.ModeCommand})
		if d.Allowed != tt.allowed || d.Rule != tt.rule || d.Status != tt.status {
			t.Errorf("%q: allowed %v rule %q status %d; want %v %q %d", tt.cmd, d.Allowed, d.Rule, d.Status, tt.allowed, tt.rule, tt.status)
		}
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(adv.asked, "|"); got != "git status|./deploy.sh staging" {
		t.Errorf("the advisor was asked %q; want only the commands the rules allow", got)
	}
	if !strings.Contains(stderr.String(), "guarded-sh: blocked [advisor.test] ./deploy.sh staging\nguarded-sh: why: the advisor says no\n") {
		t.Errorf("stderr %q", stderr.String())
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	var last audit.Record
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil || len(lines) != 4 {
		t.Fatalf("%d records, last %v", len(lines), err)
	}
	if last.Rule != "advisor.test" || last.Verdict != audit.VerdictBlock {
		t.Errorf("last record %+v", last)
	}
}

// With a deadline in ctx, a judge that outlasts it is refused with the
// Refusal given as the deadline's cause.
func TestDecideDeadline(t *testing.T) {
	set := settings.Parse(nil)
	release := make(chan struct{})
	defer close(release)
	slow := func(r Request) Verdict { <-release; return Verdict{Allowed: true, Complete: true} }
	g := Open(set, t.TempDir(), audit.ModeHook, &bytes.Buffer{}, WithJudge(slow), WithoutAudit(), Quiet())
	ctx, cancel := context.WithTimeoutCause(context.Background(), 20*time.Millisecond, &Refusal{Rule: "hook.timeout", Reason: "too slow", Fix: "split it"})
	defer cancel()
	d := g.Decide(ctx, Request{Command: "a", Grammar: lexer.Bash}, Request{Command: "b", Grammar: lexer.Bash})
	if d.Allowed || d.Rule != "hook.timeout" || d.Record.Command != "a\nb" {
		t.Errorf("got %+v", d)
	}
}

// Several requests: the gravest verdict decides.
func TestDecideGravest(t *testing.T) {
	set := settings.Parse([]string{"HOME=/home/agent"})
	g := Open(set, t.TempDir(), audit.ModeHook, &bytes.Buffer{}, WithoutAudit(), Quiet())
	d := g.Decide(context.Background(),
		Request{Command: "git status", Grammar: lexer.Bash},
		Request{Command: "rm -rf /", Grammar: lexer.Bash},
		Request{Command: `echo "x`, Grammar: lexer.Bash})
	if d.Allowed || d.Rule != "fs.rm-root" || d.Record.Command != "rm -rf /" {
		t.Errorf("got rule %q command %q", d.Rule, d.Record.Command)
	}
}
