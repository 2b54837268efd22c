package guard

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/policy"
)

// Policy actions as verdicts carry them.
const (
	ActionAllow   = "allow"
	ActionWarn    = "warn"
	ActionConfirm = "confirm"
	ActionBlock   = "block"
)

// PolicyJudge returns the Judge that applies p to commands run in env.
// Confirmations are asked through ask; nil asks nobody, so every confirm
// becomes a block.
func PolicyJudge(p *policy.Policy, env *policy.Env, ask Asker) Judge {
	return func(r Request) Verdict {
		e := env
		if r.Script != "" {
			c := *env
			c.Script = r.Script
			e = &c
		}
		return decide(p.CheckFrom(r.state, r.Command, r.Grammar, e), r, ask)
	}
}

// Unconfirmed ends the reason of a command that needed a human's
// confirmation and did not get it.
const Unconfirmed = " (it needs a human's confirmation, and none was given)"

// decide turns the policy's verdict pv on r into the shim's; a rule that
// wants confirmation asks ask, if there is one.
func decide(pv policy.Verdict, r Request, ask Asker) Verdict {
	f := pv.First()
	v := Verdict{Allowed: true, Complete: true, Grammar: r.Grammar, Action: ActionAllow, input: pv.Input}
	if len(pv.Findings) > 0 {
		v.Rule, v.Reason, v.Fix = f.Rule, f.Reason, f.Fix
	}
	switch pv.Action {
	case policy.Warn:
		v.Action = ActionWarn
	case policy.Confirm:
		v.Action = ActionConfirm
		v.Allowed = ask != nil && ask(r.Command, v)
		if !v.Allowed {
			v.Reason += Unconfirmed
		}
	case policy.Block:
		v.Action, v.Allowed = ActionBlock, false
	}
	return v
}

// An Asker asks a human whether cmd, which verdict v names, may run.
type Asker func(cmd string, v Verdict) bool

// TTYAsker asks on /dev/tty, never on the wrapped shell's stdout: without a
// terminal, or without an answer within timeout, the answer is no.
func TTYAsker(timeout time.Duration) Asker {
	return func(cmd string, v Verdict) bool {
		tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
		if err != nil {
			return false
		}
		defer func() { _ = tty.Close() }() // best effort
		fmt.Fprintf(tty, "guarded-sh: confirm [%s] %s\nguarded-sh: why: %s\nguarded-sh: run it? [y/N] ", Printable(v.Rule), Printable(FirstLine(cmd)), Printable(v.Reason))
		answer := make(chan string, 1)
		go func() {
			line, _ := bufio.NewReader(tty).ReadString('\n')
			answer <- strings.TrimSpace(strings.ToLower(line))
		}()
		select {
		case a := <-answer:
			return a == "y" || a == "yes"
		case <-time.After(timeout):
			fmt.Fprintln(tty, "\nguarded-sh: no answer; not run")
			return false
		}
	}
}
