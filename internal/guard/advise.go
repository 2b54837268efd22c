package guard

import (
	"context"
	"fmt"
	"io"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/advisor"
	"github.com/guarded-sh/guarded-sh/policy"
)

// The advisor, the third layer: asked about commands the rules allowed
// that have an effect worth a second opinion (advisor.Settings.Select).
// It only ever refuses: a command the rules refused is never shown to it,
// and on any failure the command runs, with a warning on stderr and the
// failure in the audit record.

// configuredAdvisor returns the Advisor cfg's [advisor] table sets, or nil;
// a bad table is warned about once and leaves the advisor off.
func configuredAdvisor(cfg *policy.Config, getenv func(string) string, redact func(string) string, stderr io.Writer) Advisor {
	ac := cfg.Advisor()
	if ac == nil {
		return nil
	}
	a, err := advisor.New(*ac, getenv, advisor.WithRedactor(redact))
	if err != nil {
		fmt.Fprintf(stderr, "guarded-sh: warning: advisor (%s): %v; the advisor is off\n", ac.File, err)
		return nil
	}
	return &advised{a: a, stderr: stderr}
}

// advised is an advisor.Advisor as the Guard's Advisor.
type advised struct {
	a      *advisor.Advisor
	stderr io.Writer
}

// Advise asks the advisor about r, which the rules judged v, and returns
// the verdict with the advisor's say.
func (ad *advised) Advise(ctx context.Context, r Request, v Verdict) Verdict {
	// Only what the rules let run (with or without a warning): never a
	// refusal, and never a command a human confirmed.
	if !v.Allowed || !v.Complete || v.Action != ActionAllow && v.Action != ActionWarn {
		return v
	}
	sum := policy.Summarize(v.input)
	if !ad.a.Wants(sum) {
		return v
	}
	req := advisor.Request{Command: r.Command, Grammar: r.Grammar.String(), Cwd: r.Cwd, Summary: sum}
	if v.Action == ActionWarn && v.Rule != "" {
		req.Warnings = []string{v.Rule}
	}
	ans, err := ad.a.Ask(ctx, req)
	adv := &audit.Advice{Score: ans.Score, Model: ans.Model, LatencyUS: ans.Latency.Microseconds(), Cached: ans.Cached}
	v.advice = adv
	switch {
	case err != nil:
		adv.Verdict, adv.Score, adv.Error = audit.AdviceFailed, 0, err.Error()
		fmt.Fprintf(ad.stderr, "guarded-sh: warning: advisor failed (%v), command allowed\n", err)
	case ans.Score >= ad.a.Threshold():
		adv.Verdict = audit.AdviceRisk
		reason := ans.Reason
		if reason == "" {
			reason = "no reason given"
		}
		v.Allowed, v.Action, v.Rule = false, ActionBlock, advisor.Rule
		v.Reason = fmt.Sprintf("the advisor (%s) rates its risk %.2f, at or above %.2f: %s", ans.Model, ans.Score, ad.a.Threshold(), reason)
		v.Fix = "do it in smaller, reversible steps the advisor can see are safe (a dry run first, a path inside the project, a backup), or ask the human to run it"
	default:
		adv.Verdict = audit.AdviceOK
	}
	return v
}
