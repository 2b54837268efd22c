package policy

import (
	"sort"
	"strings"
)

// RuleInfo describes one rule: its stable dotted id, the action it takes in
// the agent profile, and whether the root profile keeps it (it guards
// against damage no one can undo).
type RuleInfo struct {
	ID      string
	Default Action
	Root    bool
}

// Finding is one rule's match.
type Finding struct {
	Rule    string // the rule's id, e.g. "fs.rm-home"
	Reason  string // what is wrong, written for the model
	Fix     string // the right way to do it; it passes the guard itself
	Command string // the offending command's text
	Action  Action // what the policy does about it
	// Undecided reports that the finding stands on what the analysis
	// could not know, read at its worst (unset $v, export $n: names only
	// known at run time), not on what the command is.
	Undecided bool
}

// A matcher produces the findings of one family (fs, git, cred, …) in one
// language: command is asked about every command the input would run,
// input once about the whole input. Its findings use the ids of catalog.
type matcher struct {
	family  string
	command func(ctx *Context, c *Command) []Finding
	input   func(ctx *Context, in *Input) []Finding
	// needs is what a command must be able to do for command to find
	// anything in it (reach.go): command is asked only about the
	// commands that reach all of it. Zero, it is asked about every one.
	needs reach
}

// matchers are the built-in matchers, in the order their findings are
// reported.
var matchers [26]matcher

// init sets matchers and analyzeOther (a variable's initializer could
// not: some rules analyse and check again text they find). One init rather
// than one per file: a one-shot guarded-sh -c paid for ten init functions
// on ten pages of code.
func init() {
	analyzeOther = analyzeWindows
	// needs: the cred matchers judge what any command reads and prints,
	// quiet ones too unless they name nothing a cred rule reads
	// (reachCred); the others judge changes, code run and the network
	// (reachEffect), the win ones only PowerShell's and cmd's commands.
	matchers = [...]matcher{
		{family: "cred", command: credCommand, input: credInput, needs: reachCred},
		{family: "sys", command: decodedCommand, needs: reachEffect},
		{family: "fs", command: fsCommand, needs: reachEffect},
		{family: "git", command: gitCommand, needs: reachEffect},
		{family: "git", command: gitDynamic, needs: reachEffect},
		{family: "git", command: repoCommand, needs: reachEffect},
		{family: "git", command: bfgCommand, needs: reachEffect},
		{family: "git", command: gitAliasCommand, needs: reachEffect},
		{family: "git", command: jjCommand, needs: reachEffect},
		{family: "net", command: netCommand, needs: reachEffect},
		{family: "net", input: downloadedRunInput},
		{family: "fs", command: winFS, needs: reachEffect | reachWindows},
		{family: "cred", command: winCred, needs: reachWindows},
		{family: "net", command: winNet, input: winNetInput, needs: reachEffect | reachWindows},
		{family: "sys", command: winSys, needs: reachEffect | reachWindows},
		{family: "self", command: winSelf, needs: reachEffect | reachWindows},
		{family: "publish", command: publishCommand, needs: reachEffect},
		{family: "infra", command: externalCommand, needs: reachEffect},
		{family: "net", command: foreignSendCommand, needs: reachEffect},
		{family: "self", command: selfCommand, input: selfInput, needs: reachEffect},
		{family: "sys", command: sysCommand, input: sysInput, needs: reachEffect},
		{family: "sys", command: sysInputCommand, needs: reachEffect},
		{family: "sys", command: replayCommand, needs: reachEffect},
		{family: "sys", command: dynamicStart, needs: reachEffect},
		{family: "fs", command: fsUserFiles, needs: reachEffect},  // after the rules that name what is written (self.config, sys.written-code)
		{family: "sys", command: unknownCode, needs: reachEffect}, // last: a rule naming what the code does comes first
	}
}

// Rules returns every built-in rule, sorted by id.
func Rules() []RuleInfo {
	all := append([]RuleInfo(nil), catalog[:]...)
	sort.Slice(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	return all
}

// ruleInfo returns the built-in rule id, if any.
func ruleInfo(id string) (RuleInfo, bool) {
	for _, r := range catalog {
		if r.ID == id {
			return r, true
		}
	}
	return RuleInfo{}, false
}

// Context is what a matcher may consult besides the command.
type Context struct {
	Env    *Env
	Policy *Policy
	Input  *Input

	// memos and globs are what the check computed once (memo, glob),
	// kept in its own context: a few, searched in turn, with no map
	// made for them (a map's first entry was a span of its own in a
	// one-shot guarded-sh -c: two fresh pages).
	memos, globs []memoEntry
	// whole is the check's own context, when this is a copy for
	// commands the input moved with cd (commandContexts).
	whole *Context
}

// memoEntry is a value a check computed once, under its key.
type memoEntry struct {
	key string
	v   any
}

// memoGet returns the value kept under key among ms.
func memoGet(ms []memoEntry, key string) (any, bool) {
	for i := range ms {
		if ms[i].key == key {
			return ms[i].v, true
		}
	}
	return nil, false
}

// check returns the check's own context: ctx, or the one ctx is a copy
// of; it holds the check's memos.
func (ctx *Context) check() *Context {
	if ctx.whole != nil {
		return ctx.whole
	}
	return ctx
}

// inputCommands returns the commands of the input ctx checks, if any.
func (ctx *Context) inputCommands() []*Command {
	if ctx == nil || ctx.Input == nil {
		return nil
	}
	return ctx.Input.Commands
}

// commandContexts returns the context each command is judged in: ctx,
// or for a command the input moved with cd (Command.Dir) a copy whose
// Env's relative paths are in that directory, one copy for commands in a
// row that share it. Made once a check: a copy for each matcher and
// command was a twentieth of BenchmarkCheckTypical. The copies share
// ctx's memos, which are the check's. The slice is buf when it is long
// enough.
func commandContexts(ctx *Context, cs []*Command, buf []*Context) []*Context {
	out := buf[:0]
	for i, c := range cs {
		switch {
		case c.Dir == "" || ctx.Env == nil:
			out = append(out, ctx)
		case i > 0 && cs[i-1].Dir == c.Dir:
			out = append(out, out[i-1])
		default:
			cc := *ctx
			cc.Env = ctx.Env.In(c.Dir)
			cc.whole = ctx
			out = append(out, &cc)
		}
	}
	return out
}

// maxGlobs bounds the distinct patterns one check expands against the
// file system: each may read a directory per component, and an input of
// a thousand globs must not read a thousand directories.
const maxGlobs = 64

// glob expands an absolute pattern against the file system (globPaths),
// once per pattern in a check and for at most maxGlobs patterns; past
// that, nothing is expanded.
func (ctx *Context) glob(pattern string, dirsOnly bool, limit int) []string {
	key := pattern
	if dirsOnly {
		key += "\x00dirs"
	}
	c := ctx.check()
	if v, ok := memoGet(c.globs, key); ok {
		return v.([]string)
	}
	if len(c.globs) >= maxGlobs {
		return nil
	}
	found := globPaths(pattern, dirsOnly, limit)
	c.globs = append(c.globs, memoEntry{key, found})
	return found
}

// memo returns what f computes about the whole input, computing it once
// per check: a matcher asked about every command must not scan every
// command each time, or a long input costs the square of its length. f
// is given the check's own context (whole), whose Env is the input's, not
// a command's after cd: what it computes must not depend on which
// command a rule was asked about first (a matcher is not asked about
// every command: reach.go).
func (ctx *Context) memo(key string, f func(whole *Context) any) any {
	whole := ctx.check()
	if v, ok := memoGet(whole.memos, key); ok {
		return v
	}
	v := f(whole)
	if whole.memos == nil {
		whole.memos = make([]memoEntry, 0, 4) // a check keeps a few
	}
	whole.memos = append(whole.memos, memoEntry{key, v})
	return v
}

// commandsWhere returns the check's commands that keep reports, in
// source order, found once a check under key: a rule that looks among
// the input's commands for those of one kind, for every command it is
// asked about, scans these few rather than the whole input.
func (ctx *Context) commandsWhere(key string, keep func(*Command) bool) []*Command {
	if ctx == nil || ctx.Input == nil {
		return nil
	}
	return ctx.memo(key, func(whole *Context) any {
		var out []*Command
		for _, x := range whole.Input.Commands {
			if keep(x) {
				out = append(out, x)
			}
		}
		return out
	}).([]*Command)
}

// before reports whether x comes before c among the check's commands; a
// command the check does not list (a copy a rule made) comes after all.
func (ctx *Context) before(x, c *Command) bool {
	pos := ctx.memo("input.positions", func(whole *Context) any {
		m := make(map[*Command]int, len(whole.Input.Commands))
		for i, y := range whole.Input.Commands {
			if _, ok := m[y]; !ok {
				m[y] = i
			}
		}
		return m
	}).(map[*Command]int)
	i, ok := pos[x]
	if !ok {
		return false
	}
	j, ok := pos[c]
	return !ok || i < j
}

// finding builds a finding of rule id for c.
func finding(id string, c *Command, reason, fix string) Finding {
	text := ""
	if c != nil {
		text = strings.TrimSpace(c.Text)
		if c.File != "" {
			// The agent typed sh f or ./f: say where in the file.
			line := text
			if i := strings.IndexByte(line, '\n'); i >= 0 {
				line = line[:i] + " …"
			}
			reason += " (in " + c.File + ": " + line + ")"
		}
	}
	return Finding{Rule: id, Reason: reason, Fix: fix, Command: text}
}
