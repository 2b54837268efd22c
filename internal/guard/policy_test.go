package guard

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

// TestPolicyJudgeActions maps each policy action onto a verdict: block
// refuses, warn runs with the rule named, confirm runs only when the human
// says yes (and nobody asked is a no).
func TestPolicyJudgeActions(t *testing.T) {
	env := &policy.Env{Home: "/home/agent", Cwd: "/home/agent/p", Project: "/home/agent/p"}
	confirmPush := policy.New(policy.WithAction("git.push-force", policy.Confirm))
	yes := func(string, Verdict) bool { return true }
	no := func(string, Verdict) bool { return false }
	tests := []struct {
		name    string
		p       *policy.Policy
		ask     Asker
		cmd     string
		allowed bool
		action  string
		rule    string
	}{
		{"block", policy.New(), yes, "git reset --hard", false, ActionBlock, "git.reset-hard"},
		{"allow", policy.New(), nil, "git status", true, ActionAllow, ""},
		{"warn", policy.New(), nil, `rm -rf "$X"/cache`, true, ActionWarn, "fs.rm-unknown"},
		{"confirm yes", confirmPush, yes, "git push --force", true, ActionConfirm, "git.push-force"},
		{"confirm no", confirmPush, no, "git push --force", false, ActionConfirm, "git.push-force"},
		{"confirm nobody", confirmPush, nil, "git push --force", false, ActionConfirm, "git.push-force"},
		{"off profile", policy.New(policy.WithProfile(policy.ProfileOff)), nil, "git reset --hard", true, ActionAllow, "git.reset-hard"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := PolicyJudge(tt.p, env, tt.ask)(Request{Command: tt.cmd, Grammar: lexer.Bash})
			if v.Allowed != tt.allowed || v.Action != tt.action || v.Rule != tt.rule {
				t.Errorf("%q: allowed %v action %s rule %q; want %v %s %q", tt.cmd, v.Allowed, v.Action, v.Rule, tt.allowed, tt.action, tt.rule)
			}
			if !v.Allowed && (v.Reason == "" || v.Fix == "") {
				t.Errorf("%q: refused without a reason or a fix: %+v", tt.cmd, v)
			}
		})
	}
}
