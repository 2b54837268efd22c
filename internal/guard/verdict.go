package guard

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

// Verdict is the decision on one command.
type Verdict struct {
	// Allowed reports whether the command may run.
	Allowed bool
	// Complete reports whether the command is complete in its grammar.
	Complete bool
	// Grammar is the grammar it was read with.
	Grammar lexer.Grammar
	// Rule is the stable dotted id of the rule that blocked it
	// ("incomplete.quote.double", "fs.rm-home"); empty when allowed.
	Rule string
	// Reason says what is wrong, for the model and the human.
	Reason string
	// Fix says what to do instead.
	Fix string
	// Line and Col (1-based) say where, when known; zero otherwise.
	Line, Col int
	// Action is the policy's action for a complete command: allow, warn,
	// confirm or block (a confirmed command is Allowed).
	Action string
	// Deferred reports a confirm rule left to the caller's human
	// (DeferConfirm); the command is not Allowed until they say so.
	Deferred bool

	input  *policy.Input // the policy's analysis of the command, when a policy judged it
	advice *audit.Advice // the advisor's opinion, when it was asked
}

// Request is a command to judge.
type Request struct {
	Command string
	Grammar lexer.Grammar
	// Shell is the real shell that would run it ("" for --guard check).
	Shell string
	// Mode is how it arrived ("command" for -c, "check" for --guard check).
	Mode string
	// Cwd is the directory it would run in, for the audit log; "" is
	// guarded-sh's own.
	Cwd string
	// Script is the file Command is the text of, when a shell runs it as a
	// script (policy.Env.Script).
	Script string

	// Complete reports that Command is known to be complete (a Scanner
	// cut it): it is not checked again.
	Complete bool
	// Open, when set, is where a scanner found the input open: Command is
	// refused as incomplete, unchecked by the rules.
	Open *lexer.Result
	// Write, when set, makes Command a file that a tool writes, with the
	// contents Text, judged by the rules on writing files.
	Write bool
	Text  string
	// Then, when set, is the mode's own check of a command the rules
	// allow (feed mode's); it returns the verdict to keep.
	Then func(Verdict) Verdict

	state *policy.State // the session's shell state it runs in (Guard.State); nil outside sessions
}

// Input is the policy's analysis of the command, when a policy judged it.
func (v Verdict) Input() *policy.Input { return v.input }

// A Judge decides whether a complete command may run. It is the plug point
// for the policy engine: the shim calls it after the completeness check, for
// complete commands only, and blocks the command when the verdict is not
// Allowed. A Judge must be safe for concurrent use.
type Judge func(Request) Verdict

// RuleIncompletePrefix starts the rule of every verdict on incomplete input:
// "incomplete." followed by the lexer's kind.
const RuleIncompletePrefix = "incomplete."

// judge checks completeness, then asks j.
func judge(j Judge, r Request) Verdict {
	if res := lexer.Check(r.Command, r.Grammar); !res.Complete {
		return incompleteVerdict(res)
	}
	v := j(r)
	v.Complete = true
	v.Grammar = r.Grammar
	return v
}

// incompleteVerdict is the refusal of input the lexer found open.
func incompleteVerdict(res lexer.Result) Verdict {
	return Verdict{
		Grammar: res.Grammar,
		Rule:    RuleIncompletePrefix + string(res.Kind),
		Reason:  fmt.Sprintf("%s at %d:%d", res.Kind.Describe(), res.Line, res.Col),
		Fix:     res.Hint,
		Line:    res.Line,
		Col:     res.Col,
	}
}

// maxShown is how much of a command's first line a message shows.
const maxShown = 80

// FirstLine returns the first line of cmd, cut to maxShown characters, with
// "…" when anything was left out.
func FirstLine(cmd string) string {
	line, more := cmd, false
	if i := strings.IndexByte(cmd, '\n'); i >= 0 {
		line, more = cmd[:i], strings.TrimSpace(cmd[i+1:]) != ""
	}
	if utf8.RuneCountInString(line) > maxShown {
		r := []rune(line)
		line, more = string(r[:maxShown]), true
	}
	if more {
		line += " …"
	}
	return line
}

// PrintBlocked writes the refusal of cmd in the one format of the shim:
//
//	guarded-sh: blocked [rule] first line of the command
//	guarded-sh: why: reason
//	guarded-sh: fix: fix
func PrintBlocked(w io.Writer, cmd string, v Verdict) { printVerdict(w, "blocked", cmd, v) }

// PrintWarned writes the notice of a command that runs with a warning, in
// the same format.
func PrintWarned(w io.Writer, cmd string, v Verdict) { printVerdict(w, "warning", cmd, v) }

func printVerdict(w io.Writer, what, cmd string, v Verdict) {
	fmt.Fprintf(w, "guarded-sh: %s [%s] %s\n", what, Printable(v.Rule), Printable(FirstLine(cmd)))
	if v.Reason != "" {
		fmt.Fprintf(w, "guarded-sh: why: %s\n", Printable(v.Reason))
	}
	if v.Fix != "" {
		fmt.Fprintf(w, "guarded-sh: fix: %s\n", Printable(v.Fix))
	}
}

// ConfigWarning words a configuration warning, for stderr and the audit
// log: "guarded-sh: warning: config FILE:LINE: MSG".
func ConfigWarning(w policy.Warning) string {
	if w.File == "" {
		return "guarded-sh: warning: config: " + Printable(w.Msg)
	}
	return "guarded-sh: warning: config " + Printable(w.String())
}
