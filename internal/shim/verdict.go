package shim

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
}

// A Judge decides whether a complete command may run. It is the plug point
// for the policy engine: the shim calls it after the completeness check, for
// complete commands only, and blocks the command when the verdict is not
// Allowed. A Judge must be safe for concurrent use.
type Judge func(Request) Verdict

// AllowAll is the Judge used until a policy is plugged in: it allows every
// complete command.
func AllowAll(r Request) Verdict {
	return Verdict{Allowed: true, Complete: true, Grammar: r.Grammar, Action: ActionAllow}
}

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
		Rule:    RuleIncompletePrefix + res.Kind,
		Reason:  fmt.Sprintf("%s at %d:%d", describeKind(res.Kind), res.Line, res.Col),
		Fix:     res.Hint,
		Line:    res.Line,
		Col:     res.Col,
	}
}

// describeKind says in words what each kind of open construct is.
func describeKind(kind string) string {
	switch kind {
	case lexer.KindQuoteSingle:
		return "unclosed single quote"
	case lexer.KindQuoteDouble:
		return "unclosed double quote"
	case lexer.KindQuoteANSIC:
		return "unclosed $'…' quote"
	case lexer.KindBacktick:
		return "unclosed backtick"
	case lexer.KindSubstCommand:
		return "unclosed $( command substitution"
	case lexer.KindSubstParam:
		return "unclosed ${ parameter expansion"
	case lexer.KindSubstArith:
		return "unclosed $(( arithmetic expansion"
	case lexer.KindArith:
		return "unclosed (( arithmetic command"
	case lexer.KindHeredoc:
		return "heredoc without its terminator line"
	case lexer.KindBackslash:
		return "trailing backslash"
	case lexer.KindPipe:
		return "trailing pipe"
	case lexer.KindAndOr:
		return "trailing operator"
	case lexer.KindBlockIf:
		return "if without fi"
	case lexer.KindBlockWhile:
		return "while/until without done"
	case lexer.KindBlockFor:
		return "for/select without done"
	case lexer.KindBlockCase:
		return "case without esac"
	case lexer.KindBlockBrace:
		return "unclosed {"
	case lexer.KindBlockParen:
		return "unclosed ("
	case lexer.KindBlockFunc:
		return "function without its body"
	case lexer.KindBlockTest:
		return "[[ without ]]"
	case lexer.KindBlockOther:
		return "unfinished statement"
	case lexer.KindHereString:
		return "here-string without its terminator line"
	case lexer.KindComment:
		return "unclosed <# block comment"
	case lexer.KindBacktickCont:
		return "trailing backtick"
	case lexer.KindCaret:
		return "trailing ^"
	case lexer.KindArray:
		return "unclosed @( or @{"
	case lexer.KindMismatch:
		return "input the shells disagree on"
	}
	return "unclosed " + kind
}

// maxShown is how much of a command's first line a message shows.
const maxShown = 80

// firstLine returns the first line of cmd, cut to maxShown characters, with
// "…" when anything was left out.
func firstLine(cmd string) string {
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

// printBlocked writes the refusal of cmd in the one format of the shim:
//
//	guarded-sh: blocked [rule] first line of the command
//	guarded-sh: why: reason
//	guarded-sh: fix: fix
func printBlocked(w io.Writer, cmd string, v Verdict) { printVerdict(w, "blocked", cmd, v) }

// printWarned writes the notice of a command that runs with a warning, in
// the same format.
func printWarned(w io.Writer, cmd string, v Verdict) { printVerdict(w, "warning", cmd, v) }

func printVerdict(w io.Writer, what, cmd string, v Verdict) {
	fmt.Fprintf(w, "guarded-sh: %s [%s] %s\n", what, v.Rule, firstLine(cmd))
	if v.Reason != "" {
		fmt.Fprintf(w, "guarded-sh: why: %s\n", v.Reason)
	}
	if v.Fix != "" {
		fmt.Fprintf(w, "guarded-sh: fix: %s\n", v.Fix)
	}
}
