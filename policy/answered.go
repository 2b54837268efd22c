package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A tool's question before an irreversible change (terraform destroy's
// "Enter a value:", gcloud's [y/N], pulumi's "Do you want to perform
// this destroy?") is what its options that skip it (a spec's need:
// -auto-approve, --yes, --force) are about. The question is answered for
// it, as if those options were given, by affirmative text on its standard
// input (yes | terraform destroy, echo y | …, <<< yes, 'y' | … in
// PowerShell), and skipped by its environment: a variable carrying its
// options (TF_CLI_ARGS=-auto-approve, TF_CLI_ARGS_destroy=…, set before
// the command, exported earlier in the input, $env: or cmd's set) or one
// whose name's last words say not to ask (TERRAGRUNT_NON_INTERACTIVE=true,
// AZURE_CORE_NO_PROMPT=1, PULUMI_SKIP_CONFIRMATIONS=1).

// argVarWords are the last words of a variable's name that carry a
// tool's options (TF_CLI_ARGS, HELM_ARGS, SOMETOOL_OPTS, …_FLAGS); and
// the word after them a subcommand's own (TF_CLI_ARGS_apply).
var argVarWords = set{"args", "flags", "options", "opts"}

// skipAskOpts skip a tool's question under other names than forceOpts'
// (flux delete --silent, manage.py flush --noinput, composer
// --no-interaction): only here, where the spec says the option is what
// the change needs, since elsewhere --silent is curl's quiet.
var skipAskOpts = set{"no-input", "no-interaction", "noinput", "silent"}

// asksFirst reports whether need, a spec's options of which one must be
// given, are options that skip a question (-auto-approve, --yes, -f,
// --terragrunt-non-interactive), not ones that widen the change
// (--recursive, --all).
func asksFirst(need wordList) bool {
	for n := range need.all() {
		if skipsAsking(n) {
			return true
		}
	}
	return false
}

// skipsAsking reports whether the option n skips a question (asksFirst).
func skipsAsking(n string) bool {
	name, _, _ := strings.Cut(strings.TrimLeft(n, "-/"), "=")
	if len(name) > 1 {
		name = strings.ToLower(name) // -Force, --YES; -F is iptables' flush, not -f
	}
	if forceOpts.has(name) || skipAskOpts.has(name) {
		return true
	}
	for i := strings.IndexByte(name, '-'); i >= 0; i = strings.IndexByte(name, '-') {
		name = name[i+1:]
		if strings.Contains(name, "-") && forceOpts.has(name) {
			return true // terragrunt-non-interactive
		}
	}
	return false
}

// skipsQuestion reports whether p, c's options read through s, gives an
// option that by its long name skips a question (--non-interactive,
// --assume-yes, --no-input, --terragrunt-non-interactive) where s's need
// are such options but do not list this one: a tool's newer spelling
// (terragrunt's --non-interactive for --terragrunt-non-interactive) or
// one the spec missed is read for the worst case, as the listed ones.
// One-letter options are left to the spec: -f and -y are other things
// to other tools.
func skipsQuestion(s *spec, p parsed) bool {
	if !asksFirst(s.need) || s.extra().widens {
		return false
	}
	for _, o := range p.opts {
		if len(strings.TrimLeft(o.name, "-/")) > 1 && skipsAsking(o.name) {
			return true
		}
	}
	return false
}

// promptAnswered reports whether c's question before the change s makes
// is answered or skipped for it without s's options (see above); env are
// the assignments of the input that may be in its environment
// (inputAssigns).
func promptAnswered(s *spec, c *Command, env []string) bool {
	if !asksFirst(s.need) || s.stdinData || s.extra().widens {
		return false // its input is its data (a coding agent's prompt), no answer
	}
	if answersYes(c) || answerUnread(c) { // rules_fs.go's: the question before an overwrite
		return true
	}
	for _, list := range [2][]string{c.Assigns, env} {
		for _, as := range list {
			if assignSkipsQuestion(s, as) {
				return true
			}
		}
	}
	return false
}

// answerUnread reports whether c's standard input is text the analysis
// cannot read (cmd /c echo y | …, a script's output, < answers.txt not
// on the disk): at worst it says yes. yes n piped in says no, and an
// empty input (< /dev/null) answers nothing. A cmdlet's pipeline input
// binds to its parameters, not to its question (about_Pipelines).
func answerUnread(c *Command) bool {
	if c.Stdin != nil {
		return false
	}
	if !(c.Grammar == lexer.PowerShell && psCmdletName(c.Name)) {
		for _, f := range c.Feeds {
			if (f.Name != "yes" || len(f.Args) == 0) && !inWords(c, f) {
				return true
			}
		}
	}
	for _, r := range c.Redirs {
		if (r.Op == "<" || r.Op == "<<" || r.Op == "<<<") && (r.Fd == "" || r.Fd == "0") && r.opens == nil && !nullSink(r.Target.Value) {
			return true
		}
	}
	return false
}

// inWords reports whether f is a substitution in one of c's words
// (-var-file=<(sops -d f), --stack $(cat name)): a file or a value it
// is given, not its standard input.
func inWords(c *Command, f *Command) bool {
	for w := range c.words() {
		if slices.Contains(w.Subst, f) {
			return true
		}
	}
	return false
}

// assignSkipsQuestion reports whether the assignment NAME=VALUE, in a
// command's environment, gives it one of s's need options or tells it
// not to ask.
func assignSkipsQuestion(s *spec, as string) bool {
	name, value, ok := strings.Cut(as, "=")
	if !ok || name == "" {
		return false
	}
	words := strings.Split(strings.ToLower(name), "_")
	for i, w := range words {
		if i > 0 && argVarWords.has(w) && len(words)-i <= 2 {
			// TF_CLI_ARGS, TF_CLI_ARGS_apply: its value's words are
			// options the tool reads as if given.
			var args []Word
			for f := range strings.FieldsSeq(value) {
				args = append(args, Word{Value: strings.Trim(f, `"'`), Literal: true})
			}
			return parseArgs(s, args).needGiven(s)
		}
	}
	if switchFalse.has(strings.ToUpper(strings.Trim(value, `"' `))) {
		return false
	}
	// The name's last words, as an option's: NON_INTERACTIVE is
	// non-interactive, SKIP_CONFIRMATIONS skip-confirmations.
	for i := len(words) - 1; i >= 1; i-- {
		// CONFIRM alone may ask for one (REQUIRE_CONFIRM=1).
		if opt := strings.Join(words[i:], "-"); len(opt) > 1 && opt != "confirm" && (forceOpts.has(opt) || forceOpts.has(strings.TrimSuffix(opt, "s"))) {
			return true
		}
	}
	return false
}

// inputAssigns returns the assignments of the input that put a variable
// in the environment of the commands after them: export NAME=V, declare
// -x, PowerShell's $env:NAME = V, cmd's set NAME=V, and NAME=V alone (at
// worst already exported).
func inputAssigns(ctx *Context) []string {
	if ctx == nil || ctx.Input == nil {
		return nil
	}
	return ctx.memo("input.assigns", func(whole *Context) any {
		var out []string
		for _, x := range whole.Input.Commands {
			switch strings.ToLower(x.Name) {
			case "":
				out = append(out, x.Assigns...)
			case "export", "declare", "typeset", "set", "setx":
				for _, a := range x.Args {
					if a.Literal && strings.Contains(a.Value, "=") && !strings.HasPrefix(a.Value, "-") {
						out = append(out, a.Value)
					}
				}
			}
		}
		return out
	}).([]string)
}
