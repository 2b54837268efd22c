package policy

import "slices"

// Reach: most commands an agent runs (ls, cd, grep, tail, echo) can match
// almost no rule, yet every command matcher read every command word by
// word. A check now works out once, for each command, what it may do
// (commandReach), and each matcher says what a command must be able to
// do for it to find anything (matcher.needs, in rule.go): a matcher is
// asked only about the commands that reach all it needs. A matcher that
// declares nothing is asked about every command, so a new rule that
// forgets to declare its needs is still run. TestReachSkipsNothing asks
// every matcher about every command of the corpus its needs skip, and
// fails if one finds anything there.

// A reach says what one command may do.
type reach uint8

const (
	// reachEffect: the command may change a file, the machine or
	// something elsewhere, run code or a command, or reach the network:
	// every command but a quiet one (quietCommand). The matchers of
	// changes, code and the network need it; the cred matchers, which
	// judge what a command reads and prints, do not.
	reachEffect reach = 1 << iota
	// reachWindows: the command is PowerShell's or cmd's (isWin); the
	// matchers of cmdlets and cmd's built-ins need it.
	reachWindows
)

// commandReach returns what each of cmds may do, in buf when it is long
// enough.
func commandReach(cmds []*Command, buf []reach) []reach {
	out := buf[:0]
	for _, c := range cmds {
		var r reach
		if !quietCommand(c) {
			r |= reachEffect
		}
		if isWin(c.Grammar) {
			r |= reachWindows
		}
		out = append(out, r)
	}
	return out
}

// reaches reports whether r has all that needs asks for.
func (r reach) reaches(needs reach) bool { return r&needs == needs }

// quietTools only read the files and text they are given and print what
// they find, or move the shell to a directory: no option of theirs runs
// a program or code, names a command, writes a file or reaches the
// network (their manuals: GNU coreutils and grep, the shells' cd, test
// and echo). Not among them: sort (-o FILE, --compress-program), uniq
// (its second operand is written), tree (-o), date (-s sets the clock),
// find (-exec, -delete), rg (--pre runs a program).
var quietTools = set{"[", "basename", "cat", "cd", "cut", "df", "dirname", "du", "echo", "egrep", "false", "fgrep", "grep", "head", "ls", "nl", "pwd", "readlink", "realpath", "rev", "seq", "sleep", "stat", "tac", "tail", "test", "tr", "true", "wc", "which", "whoami"}

// quietCommand reports whether c does nothing but read and print: a
// quietTools command of a POSIX shell called by its bare name (not a
// file of the project named so: ./ls), not behind a wrapper (sudo,
// xargs, find -exec), with no variable set for it (LD_PRELOAD=…), no
// redirection but a descriptor's copy (2>&1) or /dev/null (a file it
// writes or reads is the fs, self and sys rules'), and no substitution
// in its words. What it reads is still judged by the cred rules, and
// what it prints where it goes: by the command it feeds.
func quietCommand(c *Command) bool {
	if c.Dynamic || !c.Grammar.IsPosix() || c.Word0.Value != c.Name || !c.in(nsQuietTools, c.Name) ||
		len(c.Assigns) > 0 || len(c.Wrappers) > 0 {
		return false
	}
	for _, r := range c.Redirs {
		switch {
		case (r.Op == ">&" || r.Op == "<&") && r.Target.Literal && isDescriptor(r.Target.Value):
		case (r.Op == ">" || r.Op == "&>") && r.Target.Literal && r.Target.Value == "/dev/null":
		default:
			return false
		}
	}
	return !slices.ContainsFunc(c.Args, func(a Word) bool { return len(a.Subst) > 0 })
}

// isDescriptor reports whether s is a descriptor's number, or - (closed).
func isDescriptor(s string) bool {
	if s == "-" {
		return true
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
