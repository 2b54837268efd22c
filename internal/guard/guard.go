// Package guard decides whether a command may run: completeness, then the
// configured policy, then an optional Advisor; it records each decision in
// the audit log before anything runs, words refusals, and redacts
// credentials. Every mode of guarded-sh decides through Guard.Decide.
package guard

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

// A Guard decides for one process or session: it holds the policy in
// force, the audit log and the redaction of credentials. Decide may be
// called from several goroutines; Close releases the Guard.
type Guard struct {
	set     *settings.Settings
	stderr  io.Writer
	mode    string // the audit mode of configuration records
	session string // the audit session id, or ""
	fixed   Judge  // WithJudge's, or nil
	ask     Asker
	advisor Advisor
	quiet   bool
	noAudit bool
	// undecided lets through what the policy cannot decide (AllowUndecided)
	undecided bool
	// noColor is the configuration's no_color and whether it is set, as
	// the Guard started. The booleans stand together, in one word: a
	// Guard of 208 bytes takes a size class the standard library's inits
	// have used already, where 224 started a span of its own in a one-shot
	// guarded-sh -c (two fresh pages).
	noColor [2]bool
	atMost  string // a profile the policy is loosened to, or ""
	deferTo *deferral

	live      *policy.Live   // Follow's, or nil
	static    *policy.Policy // Open's, or nil
	protected []string       // the protected names of the first configuration
	oneShot   string         // the configuration's oneshot, as the Guard started
	log       *audit.Log

	mu    sync.Mutex
	env   *policy.Env   // where commands run; SetDir moves it
	state *policy.State // a session's shell state, which the commands allowed advance; nil outside sessions
}

// An Option configures a Guard.
type Option func(*Guard)

// WithJudge replaces the configured policy with j (tests, embedders): no
// configuration is read, and only the built-in credential names are
// redacted.
func WithJudge(j Judge) Option { return func(g *Guard) { g.fixed = j } }

// WithAsker lets a confirm rule ask a human through a.
func WithAsker(a Asker) Option { return func(g *Guard) { g.ask = a } }

// WithAdvisor adds a third layer after the rules: a consults on every
// command the rules allow (see Advisor).
func WithAdvisor(a Advisor) Option { return func(g *Guard) { g.advisor = a } }

// WithSession names the session in every audit record.
func WithSession(id string) Option { return func(g *Guard) { g.session = id } }

// Quiet makes Decide word nothing: the caller puts the refusal in its own
// protocol (hook mode's JSON).
func Quiet() Option { return func(g *Guard) { g.quiet = true } }

// AtMostProfile judges with the configured policy loosened to the profile
// name when that is looser (policy.Policy.AtMost): scripts a guarded-sh
// installed over /bin/sh runs for the system are held to what the root
// profile enforces.
func AtMostProfile(name string) Option { return func(g *Guard) { g.atMost = name } }

// AllowUndecided judges with the configured policy letting through the
// findings that stand only on what the analysis could not know
// (policy.Policy.AllowUndecided): scripts a guarded-sh installed over
// /bin/sh runs for programs (configure unsets variables whose names set
// prints), audited, not refused.
func AllowUndecided() Option { return func(g *Guard) { g.undecided = true } }

// WithoutAudit records nothing: nothing is going to run (--guard check).
func WithoutAudit() Option { return func(g *Guard) { g.noAudit = true } }

// DeferConfirm leaves a confirm rule to the caller's human (an agent
// harness asks its user): when ok, the verdict is Deferred and audited as
// confirm-asked; when not, it is refused with why appended to its reason.
func DeferConfirm(ok bool, why string) Option {
	return func(g *Guard) { g.deferTo = &deferral{ok, why} }
}

type deferral struct {
	ok  bool
	why string
}

// An Advisor is a second opinion after the rules, consulted only for
// commands the rules allow (never to allow what they refuse). It returns
// the verdict to keep: v unchanged, or a refusal (or a warning) of its
// own. It must honour ctx and be safe for concurrent use; a failing
// Advisor should return v and report its failure its own way.
type Advisor interface {
	Advise(ctx context.Context, r Request, v Verdict) Verdict
}

// Open returns the Guard of commands run in dir under the configuration as
// it is now (one-shot, hook and check modes). Configuration warnings go to
// stderr once, and to the audit log as mode's.
func Open(set *settings.Settings, dir, mode string, stderr io.Writer, opts ...Option) *Guard {
	g := newGuard(set, dir, mode, stderr, opts)
	if g.fixed != nil {
		g.start(nil, nil)
		return g
	}
	cfg, warnings := policy.LoadConfig(configEnv(set, g.env))
	g.static = cfg.Policy()
	g.protected = g.static.Protected()
	g.oneShot = cfg.OneShot()
	g.start(cfg, warnings)
	return g
}

// Follow is Open for a session: the configuration is followed as its files
// change, until ctx ends or Close; a change's warnings go where Open's do.
func Follow(ctx context.Context, set *settings.Settings, dir, mode string, stderr io.Writer, opts ...Option) *Guard {
	g := newGuard(set, dir, mode, stderr, opts)
	g.state = policy.NewState() // one shell runs the session's commands
	if g.fixed != nil {
		g.start(nil, nil)
		return g
	}
	// The log opens once the first configuration is known; a change
	// before that waits for it.
	ready := make(chan struct{})
	g.live = policy.Watch(ctx, configEnv(set, g.env), func(_ *policy.Config, ws []policy.Warning) {
		<-ready
		g.configWarnings(ws)
		if f := ConfigChanged; f != nil {
			f()
		}
	})
	cfg := g.live.Current()
	g.protected = cfg.Policy().Protected()
	g.start(cfg, cfg.Warnings()) // the audit sinks and the advisor of the first configuration
	close(ready)
	return g
}

// ConfigChanged, when set (by tests), is called after a following Guard
// has taken in a configuration change.
var ConfigChanged func()

func newGuard(set *settings.Settings, dir, mode string, stderr io.Writer, opts []Option) *Guard {
	g := &Guard{set: set, stderr: stderr, mode: mode, env: policy.NewEnv(set.Environ, dir)}
	for _, o := range opts {
		o(g)
	}
	return g
}

// configEnv is where the configuration of commands run in env is read
// from: the working directory and project root were found once for env,
// not walked up to again.
func configEnv(set *settings.Settings, env *policy.Env) policy.ConfigEnv {
	return policy.ConfigEnv{System: policy.SystemConfigFile, Getenv: set.Getenv, Cwd: env.Cwd, Project: env.Project}
}

// Configured loads the configuration of commands run in dir as Open does,
// and the Env they would run in, reporting nothing (--guard doctor).
func Configured(set *settings.Settings, dir string) (*policy.Config, *policy.Env, []policy.Warning) {
	env := policy.NewEnv(set.Environ, dir)
	cfg, ws := policy.LoadConfig(configEnv(set, env))
	return cfg, env, ws
}

// start opens the audit log (cfg's path, sinks and rotation; the
// defaults' without cfg), redacting with the protected names, sets up
// cfg's advisor unless WithAdvisor gave one, and reports the
// configuration's warnings.
func (g *Guard) start(cfg *policy.Config, warnings []policy.Warning) {
	env, protected := g.env, g.protected
	redact := func(s string) string { return policy.RedactText(env, protected, s) }
	if !g.noAudit {
		var opts []audit.Option
		path := ""
		if cfg != nil {
			var file bool
			opts, file = AuditOptions(cfg)
			if path = cfg.AuditPath(); !file {
				path = "off" // the sinks only; GUARDED_SH_AUDIT still names a file
			}
		}
		g.log = openAudit(g.set, path, g.stderr, append(opts, audit.WithRedactor(redact))...)
	}
	if cfg != nil {
		g.noColor[0], g.noColor[1] = cfg.NoColor()
	}
	if cfg != nil && g.advisor == nil {
		g.advisor = configuredAdvisor(cfg, g.set.Getenv, redact, g.stderr)
	}
	g.configWarnings(warnings)
}

// configWarnings reports the configuration's warnings on stderr and in the
// audit log.
func (g *Guard) configWarnings(ws []policy.Warning) {
	for _, w := range ws {
		fmt.Fprintln(g.stderr, ConfigWarning(w))
	}
	for _, w := range ws {
		g.record(audit.Record{Mode: g.mode, Cwd: g.Env().Cwd, User: userName(g.set.Getenv), Verdict: audit.VerdictError, Event: "config.error", Detail: ConfigWarning(w)})
	}
}

// Close stops following the configuration and closes the audit log.
func (g *Guard) Close() error {
	if g.live != nil {
		_ = g.live.Close() // best effort
	}
	return g.log.Close()
}

// Env is the environment commands run in now.
func (g *Guard) Env() *policy.Env {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.env
}

// SetDir moves the working directory commands are judged in (a session's
// shell ran cd); the configuration layers stay those of the start.
func (g *Guard) SetDir(dir string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if dir != g.env.Cwd {
		g.env = g.env.At(dir)
	}
}

// State is the shell state of the session's commands allowed so far
// (policy.State); nil for a Guard that is no session's (Open).
func (g *Guard) State() *policy.State {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.state
}

// advance moves the session's state on from st past the command v
// allowed, which is about to run. A refused command never ran: the state
// stays.
func (g *Guard) advance(st *policy.State, v Verdict) {
	after := v.input.After()
	if after == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.state == st {
		g.state = after
	}
}

// Policy is the policy in force now, or nil with WithJudge.
func (g *Guard) Policy() *policy.Policy {
	if g.live != nil {
		return g.live.Policy()
	}
	return g.static
}

// NoColor is the configuration's no_color, as the Guard started, and
// whether a layer set it.
func (g *Guard) NoColor() (on, set bool) { return g.noColor[0], g.noColor[1] }

// OneShot is the configuration's one-shot mode (oneshot), as the Guard
// started: policy.OneShotExec, policy.OneShotSupervise, or "".
func (g *Guard) OneShot() string { return g.oneShot }

// Protected is the configuration's protected names, as the Guard started.
func (g *Guard) Protected() []string { return g.protected }

// judgeNow is the Judge of the next command: the fixed one, or the
// policy in force now.
func (g *Guard) judgeNow() Judge {
	if g.fixed != nil {
		return g.fixed
	}
	p := g.Policy()
	if g.atMost != "" {
		p = p.AtMost(g.atMost)
	}
	if g.undecided {
		p = p.AllowUndecided()
	}
	return PolicyJudge(p, g.Env(), g.ask)
}

// Decision is what Decide decided.
type Decision struct {
	Verdict
	// Status is the exit status of a refusal (settings' EXIT_INCOMPLETE or
	// EXIT_POLICY); 0 when the command may run.
	Status int
	// Record is the audit record written for it.
	Record audit.Record
}

// Decide decides about one command, or one tool call made of several
// (reqs; the gravest verdict decides, the first among equals): the
// completeness check, the rules, each request's own Then, the Advisor for
// what is still allowed. It writes the audit record before anything runs,
// then words a refusal or a warning on stderr (unless Quiet). When ctx
// carries a deadline, judging stops there and the verdict is
// context.Cause(ctx) when that is a *Refusal, else a refusal for lack of
// time.
func (g *Guard) Decide(ctx context.Context, reqs ...Request) Decision {
	start := time.Now()
	var req Request
	var v Verdict
	st := g.State()
	// The requests given the state they run in, in a copy (the caller's
	// stay as they are) on the stack for one or two: neither the copy nor
	// the caller's slice is kept past the judging, so nothing is allocated
	// for them.
	var buf [2]Request
	own := append(buf[:0], reqs...)
	for i := range own {
		own[i].state = st
	}
	if _, ok := ctx.Deadline(); ok {
		req, v = g.judgeBy(ctx, own)
	} else {
		req, v = g.judgeAll(ctx, own)
	}
	if v.Allowed {
		g.advance(st, v)
	}
	rec := auditRecord(req, v, time.Since(start), g.set.Getenv)
	g.record(rec)
	d := Decision{Verdict: v, Record: rec}
	if g.quiet {
		if !v.Allowed {
			d.Status = g.set.ExitPolicy
			if !v.Complete {
				d.Status = g.set.ExitIncomplete
			}
		}
		return d
	}
	if !v.Allowed {
		d.Status = g.status(v)
	}
	switch {
	case !v.Allowed:
		PrintBlocked(g.stderr, req.Command, v)
	case v.Action == ActionWarn:
		PrintWarned(g.stderr, req.Command, v)
	}
	return d
}

// judgeBy is judgeAll within ctx's deadline.
func (g *Guard) judgeBy(ctx context.Context, reqs []Request) (Request, Verdict) {
	type judged struct {
		req Request
		v   Verdict
	}
	done := make(chan judged, 1)
	mine := slices.Clone(reqs) // the judging may outlive this call; the caller's array may not
	go func() {
		r, v := g.judgeAll(ctx, mine)
		done <- judged{r, v}
	}()
	select {
	case j := <-done:
		return j.req, j.v
	case <-ctx.Done():
	}
	var cmds []string
	for _, r := range reqs {
		cmds = append(cmds, r.Command)
	}
	req := reqs[0]
	req.Command, req.Grammar = strings.Join(cmds, "\n"), lexer.Grammar(0)
	r := &Refusal{Rule: "timeout", Reason: "checking this took too long, so it was not checked to its end", Fix: "split the work into smaller commands"}
	if c, ok := context.Cause(ctx).(*Refusal); ok {
		r = c
	}
	return req, Verdict{Complete: true, Action: ActionBlock, Rule: r.Rule, Reason: r.Reason, Fix: r.Fix}
}

// judgeAll judges each request; the gravest verdict wins.
func (g *Guard) judgeAll(ctx context.Context, reqs []Request) (Request, Verdict) {
	var req Request
	var v Verdict
	for i, r := range reqs {
		rv := g.judge(ctx, r)
		if i == 0 || severity(rv) > severity(v) {
			req, v = r, rv
		}
	}
	return req, v
}

// judge is the decision on one request.
func (g *Guard) judge(ctx context.Context, r Request) Verdict {
	var v Verdict
	switch {
	case r.Open != nil:
		res := *r.Open
		if c := lexer.Check(r.Command, r.Grammar); !c.Complete {
			res = c // where in Command, not in all the input scanned
		}
		v = incompleteVerdict(res)
	case r.Write:
		v = Verdict{Allowed: true, Complete: true, Action: ActionAllow}
		if p := g.Policy(); p != nil {
			v = decide(p.CheckWriteText(r.Command, r.Text, g.Env()), r, nil)
		}
	case r.Complete:
		v = g.judgeNow()(r)
		v.Complete, v.Grammar = true, r.Grammar
	default:
		v = judge(g.judgeNow(), r)
	}
	if v.Complete && v.Action == ActionConfirm && !v.Allowed && g.deferTo != nil {
		v.Reason = strings.TrimSuffix(v.Reason, Unconfirmed)
		if g.deferTo.ok {
			v.Deferred = true
		} else {
			v.Reason += g.deferTo.why
		}
	}
	in := v.input // the rules' analysis, whatever verdict is kept
	if v.Allowed && r.Then != nil {
		v = r.Then(v)
	}
	if v.Allowed && g.advisor != nil {
		v = g.advisor.Advise(ctx, r, v)
	}
	if v.Allowed && v.input == nil {
		v.input = in // what it runs moves a session's state on (advance)
	}
	return v
}

// record writes r to the audit log; a failure has warned.
func (g *Guard) record(r audit.Record) {
	if g.log == nil {
		return
	}
	r.Session = g.session
	_ = g.log.Write(r) // a failure has warned
}

// Record writes r to the audit log, with the session's id: what the modes
// add to a decision (the watchdog's acts, feed mode's dropped input).
func (g *Guard) Record(r audit.Record) { g.record(r) }

// status is the exit status for the refusal v.
func (g *Guard) status(v Verdict) int {
	if !v.Complete {
		g.set.Warn(g.stderr, settings.ExitIncomplete)
		return g.set.ExitIncomplete
	}
	g.set.Warn(g.stderr, settings.ExitPolicy)
	return g.set.ExitPolicy
}

// A Refusal is a refusal made up front: as the cause of a context's
// deadline (context.WithTimeoutCause), it is Decide's verdict when judging
// outlasts it.
type Refusal struct{ Rule, Reason, Fix string }

func (r *Refusal) Error() string { return r.Rule + ": " + r.Reason }

// severity orders verdicts: a refusal, then a confirmation not given, then
// a warning, then an allowance.
func severity(v Verdict) int {
	switch {
	case !v.Complete || !v.Allowed && v.Action != ActionConfirm:
		return 3
	case v.Action == ActionConfirm && !v.Allowed:
		return 2
	case v.Action == ActionWarn:
		return 1
	}
	return 0
}
