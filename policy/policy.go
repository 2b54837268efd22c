package policy

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Profiles.
const (
	ProfileAgent = "agent" // the default: every rule at its own action
	ProfileRoot  = "root"  // for system work: only the rules against damage no one can undo
	ProfileOff   = "off"   // nothing is blocked; findings are only logged
)

// Policy decides about commands. The zero value is not usable: build one
// with New. A Policy is immutable and safe for concurrent use.
type Policy struct {
	profile   string
	actions   map[string]Action // by rule id or family name
	protected []string          // credential variable names, beyond the defaults
	custom    []CustomRule
	undecided bool // Undecided findings are let through (AllowUndecided)
}

// CustomRule blocks (or warns about, …) commands that start with the given
// words, such as an irreversible public action of a team's own tool.
type CustomRule struct {
	ID     string   // a dotted id, "publish.status-page" say; "custom.N" when empty
	Prefix []string // the command's name and first arguments
	Action Action
	Reason string
	Fix    string
}

// An Option configures New.
type Option func(*Policy)

// WithProfile selects a profile: agent, root or off.
func WithProfile(name string) Option { return func(p *Policy) { p.profile = name } }

// WithAction sets the action of a rule id, or of every rule of a family.
func WithAction(idOrFamily string, a Action) Option {
	return func(p *Policy) { p.actions[idOrFamily] = a }
}

// WithProtected adds credential variable names to protect.
func WithProtected(names ...string) Option {
	return func(p *Policy) { p.protected = append(p.protected, names...) }
}

// WithCustom adds custom prefix rules.
func WithCustom(rules ...CustomRule) Option {
	return func(p *Policy) { p.custom = append(p.custom, rules...) }
}

// New returns a policy with the built-in rules and the options applied.
func New(opts ...Option) *Policy {
	p := &Policy{profile: ProfileAgent, actions: map[string]Action{}}
	for _, o := range opts {
		o(p)
	}
	return p
}

// Profile returns the policy's profile.
func (p *Policy) Profile() string { return p.profile }

// AtMost returns p under the profile name when that is looser than p's
// (root is looser than agent, off than both), else p: the same actions,
// custom rules and protected names, with only what that profile enforces.
func (p *Policy) AtMost(name string) *Policy {
	if profileRank(name) >= profileRank(p.profile) {
		return p
	}
	q := *p
	q.profile = name
	return &q
}

// AllowUndecided returns p letting through the findings that stand only
// on what the analysis could not know (Finding.Undecided), which stay in
// the verdict with action Allow, for the audit log: for scripts a
// guarded-sh installed over /bin/sh runs for programs (configure unsets
// the variables whose names set prints), where refusing what cannot be
// decided would stop the system's own scripts.
func (p *Policy) AllowUndecided() *Policy {
	q := *p
	q.undecided = true
	return &q
}

// action returns what the policy does about a finding of rule id.
func (p *Policy) action(id string) Action {
	if a, ok := p.actions[id]; ok {
		return p.limit(a)
	}
	if fam, _, ok := strings.Cut(id, "."); ok {
		if a, ok := p.actions[fam]; ok {
			return p.limit(a)
		}
	}
	info, ok := ruleInfo(id)
	if !ok {
		return p.limit(Block)
	}
	if p.profile == ProfileRoot && !info.Root {
		return Allow
	}
	return p.limit(info.Default)
}

// limit caps an action by the profile: off only logs.
func (p *Policy) limit(a Action) Action {
	if p.profile == ProfileOff {
		return Allow
	}
	return a
}

// Verdict is the decision about an input.
type Verdict struct {
	// Action is the most severe action of the findings; Allow without
	// any.
	Action Action
	// Findings are every match, most severe first. With the off profile
	// they are all there, each with action Allow, for the audit log.
	Findings []Finding
	// Input is the analysis the verdict was made on.
	Input *Input
}

// First returns the most severe finding, or the zero Finding.
func (v Verdict) First() Finding {
	if len(v.Findings) == 0 {
		return Finding{}
	}
	return v.Findings[0]
}

// Check decides about text, a complete input in grammar g, run in env.
func (p *Policy) Check(text string, g lexer.Grammar, env *Env) Verdict {
	return p.check(nil, text, g, env)
}

// check is CheckFrom. A panic of the analysis or of a rule refuses the
// input (sys.guard-error) instead of ending the session or the one-shot
// shell: what the guard failed to judge is not run.
func (p *Policy) check(st *State, text string, g lexer.Grammar, env *Env) (v Verdict) {
	defer func() {
		if r := recover(); r != nil {
			if panicInTests {
				panic(r)
			}
			v = p.verdict(&Input{}, []Finding{finding("sys.guard-error", nil,
				fmt.Sprintf("the guard failed while checking it (%v), so it was not run", r),
				"write the command another way (shorter, or as a script file), and report the input that failed: `guarded-sh --guard check` shows the failure")})
		}
	}()
	if checkHook != nil {
		checkHook(text)
	}
	if env == nil {
		env = &Env{}
	}
	if env.Home == "" {
		// HOME unset or empty: ~ and $HOME are read as the shell would
		// take them, never as unknown (homeDir).
		e := *env
		e.Home = homeDir("")
		env = &e
	}
	in := analyze(st, text, g, env)
	giveFacts(in.Commands)
	ctx := &Context{Env: env, Policy: p, Input: in}
	var found []Finding
	// Where the analysis stopped following the input, what it did not
	// follow is not judged, so the input is not let through.
	switch {
	case in.full():
		found = append(found, finding("sys.too-large", nil,
			fmt.Sprintf("it would run more than %d commands (nested shells and scripts followed), more than the guard follows", in.limit),
			"split the work into smaller commands, or a script file of ordinary size"))
	case in.tooDeep:
		found = append(found, finding("sys.too-large", nil,
			fmt.Sprintf("it nests shells, eval, scripts, $( ) or brackets deeper than the guard follows (%d levels of shells, %d of $( ), %d of PowerShell or cmd brackets)", maxDepth, maxSubst, psMaxNest),
			"write it with less nesting: run the inner commands first and keep their output in a variable or a file"))
	case in.expanded > maxExpanded:
		found = append(found, finding("sys.too-large", nil,
			fmt.Sprintf("its variables make words of more than %d MiB in all (a=$a$a doubles at each step), more than the guard follows", maxExpanded>>20),
			"build the text in a file and pass the file, or split the work into smaller commands"))
	case in.braceWords > maxBraceWords || in.braceWork > maxBraceWork:
		found = append(found, finding("sys.too-large", nil,
			fmt.Sprintf("its brace expansions make more words than the guard judges (%d at most, fewer when a word holds many braces)", maxBraceWords),
			"list the words, or loop over a shorter sequence: for i in $(seq 1 100000); do …; done"))
	}
	cmds := in.Commands
	var ctxBuf [16]*Context
	ctxs := commandContexts(ctx, cmds, ctxBuf[:])
	var reachBuf [16]reach
	reaches := commandReach(cmds, ctxs, reachBuf[:])
	// Most matchers find nothing in most commands: only a finding is
	// appended (an append of nothing was a tenth of the loop's cost).
	for _, m := range matchers {
		if m.input != nil {
			if f := m.input(ctx, in); len(f) > 0 {
				found = append(found, f...)
			}
		}
		if m.command != nil {
			for i, c := range cmds {
				if !reaches[i].reaches(m.needs) {
					continue // it cannot find anything in c (reach.go)
				}
				if f := m.command(ctxs[i], c); len(f) > 0 {
					found = append(found, f...)
				}
			}
		}
	}
	found = append(found, p.matchCustom(in)...)
	for _, u := range in.unjudged {
		if u.rule != "" {
			fix := u.fix
			if fix == "" {
				fix = bindFix
			}
			found = append(found, finding(u.rule, u.c, u.why, fix))
			continue
		}
		f := finding("sys.written-code", u.c, u.why, writtenCodeFix)
		f.Undecided = u.undecided
		found = append(found, f)
	}
	return p.verdict(in, found)
}

// checkHook, when set (by tests), is called with each input checked.
var checkHook func(text string)

// panicInTests lets a panic of the check through, so that the package's
// tests and fuzzers see the failure that sys.guard-error would hide.
var panicInTests bool

// CheckWrite decides about an agent harness's file tool (Write, Edit)
// writing the file at file, a path relative to env.Cwd or absolute: the
// files a shell command may not write (guarded-sh's own, and the
// harness's settings that install it as a hook) are refused the same way
// (self.config).
func (p *Policy) CheckWrite(file string, env *Env) Verdict {
	if env == nil {
		env = &Env{}
	}
	in := &Input{Text: file, limit: commandLimit(len(file))}
	var found []Finding
	for _, abs := range writePaths(env, file) {
		if what, ok := selfFile(env, abs); ok {
			f := finding("self.config", nil, "writing "+what+" ("+abs+") switches the guard off or hides what it did", selfFix(abs))
			f.Command = file
			found = append(found, f)
			break
		}
	}
	return p.verdict(in, found)
}

// CheckWriteText decides about a file tool writing text into file: as
// CheckWrite, and when the file is a shell's startup file (~/.bashrc,
// ~/.profile, /etc/profile.d/…), which every later shell runs unchecked,
// the text is judged as the commands it holds.
func (p *Policy) CheckWriteText(file, text string, env *Env) Verdict {
	v := p.CheckWrite(file, env)
	if v.Action != Allow || text == "" {
		return v
	}
	if env == nil {
		env = &Env{}
	}
	for _, abs := range writePaths(env, file) {
		if startupFile(env, abs) {
			return p.Check(text, lexer.Bash, env)
		}
	}
	return v
}

// writePaths returns the absolute paths a file tool writing file may reach:
// the path itself (~ is the home directory; a Windows path is read with
// its drive and backslashes dropped), and the same path with the symbolic
// links of the part that exists resolved.
func writePaths(env *Env, file string) []string {
	if strings.Contains(file, "\\") || len(file) > 1 && file[1] == ':' {
		if len(file) > 1 && file[1] == ':' {
			file = file[2:]
		}
		file = strings.ReplaceAll(file, "\\", "/")
	}
	if (file == "~" || strings.HasPrefix(file, "~/")) && env.Home != "" {
		file = env.Home + file[1:]
	}
	abs, ok := fsPath(env, Word{Value: file, Literal: true})
	if !ok {
		return nil
	}
	out := []string{abs}
	// A link as the last part, even one to a file not there yet.
	for p, hops := abs, 0; hops < 8; hops++ {
		target, err := os.Readlink(p)
		if err != nil {
			break
		}
		if !path.IsAbs(target) {
			target = path.Join(path.Dir(p), target)
		}
		p = path.Clean(target)
		out = append(out, p)
	}
	// The deepest directory that exists, resolved, and the rest joined on.
	dir, rest := abs, ""
	for dir != "/" {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			if r := path.Join(real, rest); r != abs {
				out = append(out, r)
			}
			break
		}
		rest = path.Join(path.Base(dir), rest)
		dir = path.Dir(dir)
	}
	return out
}

// verdict weighs the findings about in: each gets its configured action,
// repeats and allowed ones are dropped (the off profile keeps them, to
// log), and the gravest comes first.
func (p *Policy) verdict(in *Input, found []Finding) Verdict {
	v := Verdict{Input: in}
	seen := map[string]bool{}
	for _, f := range found {
		if f.Action == 0 {
			f.Action = p.action(f.Rule)
		}
		if f.Undecided && p.undecided {
			f.Action = Allow
		}
		key := f.Rule + "\x00" + f.Command
		if seen[key] {
			continue
		}
		seen[key] = true
		if f.Action == Allow && p.profile != ProfileOff && !(f.Undecided && p.undecided) {
			continue
		}
		v.Findings = append(v.Findings, f)
		v.Action = max(v.Action, f.Action)
	}
	sort.SliceStable(v.Findings, func(i, j int) bool { return v.Findings[i].Action > v.Findings[j].Action })
	return v
}

// matchCustom applies the custom prefix rules.
func (p *Policy) matchCustom(in *Input) []Finding {
	var out []Finding
	for i, r := range p.custom {
		for _, c := range in.Commands {
			if !hasPrefix(c, r.Prefix) {
				continue
			}
			id := r.ID
			if id == "" {
				id = "custom." + strings.Join(r.Prefix, "-")
				_ = i
			}
			f := finding(id, c, r.Reason, r.Fix)
			f.Action = p.limit(r.Action)
			out = append(out, f)
		}
	}
	return out
}

// hasPrefix reports whether c's name and first arguments are prefix.
func hasPrefix(c *Command, prefix []string) bool {
	if len(prefix) == 0 || c.Name != prefix[0] || len(c.Args) < len(prefix)-1 {
		return false
	}
	for i, w := range prefix[1:] {
		if c.Args[i].Value != w {
			return false
		}
	}
	return true
}

// Analyze finds every command text would run, in grammar g.
func Analyze(text string, g lexer.Grammar, env *Env) *Input {
	return analyze(nil, text, g, env)
}

// analyze is Analyze run after the commands that left st, when not nil;
// the Input's After is then the state text leaves.
func analyze(st *State, text string, g lexer.Grammar, env *Env) *Input {
	if env == nil {
		env = &Env{}
	}
	a := newAnalyzer(text, g, env)
	defer a.free() // after the save below, deferred later
	if st != nil {
		a.load(st)
		defer func() { a.in.after = a.save() }()
	}
	if p, ok := env.Path(Word{Value: env.Script, Literal: true}); ok && env.Script != "" {
		a.runsLater(func() { a.markRan(p); a.markRan(a.real(p)) }) // to its end
	}
	switch {
	case g.IsPosix():
		a.posix(text, g, nil)
		a.trapsFire() // EXIT
	case g == lexer.Auto:
		a.posix(text, lexer.Bash, nil)
		a.trapsFire()
		if analyzeOther != nil {
			analyzeOther(a, text, lexer.PowerShell, nil)
		}
	default:
		if analyzeOther != nil {
			analyzeOther(a, text, g, nil)
		}
	}
	return a.in
}

// analyzeOther analyses PowerShell and cmd input; it is set by the file
// that implements them.
var analyzeOther func(a *analyzer, text string, g lexer.Grammar, w []string)
