package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// History replay: the shells' history runs text again that the guard
// never judged as what runs. `fc -s`, `fc -e -`, a bare `fc` (an editor,
// then the result), and zsh's and mksh's `r` run an entry of the history
// list, which `history -s TEXT` (or print -s, or a history file read with
// history -r) fills with any text; `!`-expansion does the same on the next
// line once `set -H` or `setopt banghist` turns it back on. Sessions start
// with history off and no history expansion (package session); these
// rules keep them so: listing (`fc -l`, `history`) stays allowed.

// replayCommand refuses the commands that replay history or turn history
// expansion on.
func replayCommand(_ *Context, c *Command) []Finding {
	if !c.Grammar.IsPosix() {
		return nil
	}
	const fix = "write out the command you mean to run again; the guard judges what it reads"
	switch c.Name {
	case "fc":
		if !fcLists(c.Args) {
			return []Finding{finding("sys.history-replay", c, "fc runs a command from the shell's history again (or what an editor makes of it), text the guard never judged", fix)}
		}
	case "r":
		if c.Grammar == lexer.Zsh || c.Grammar == lexer.Mksh {
			return []Finding{finding("sys.history-replay", c, "r runs the last command of the shell's history again (fc -e -), text the guard never judged", fix)}
		}
	case "set", "setopt":
		if histExpansionOn(c) {
			f := finding("sys.history-replay", c, "it turns history expansion (!!, !prefix) on: the next lines would run text from the history, which the guard never judged",
				"leave history expansion off; "+fix)
			// set "$0" "$@": only an option word known at run time
			// could; none known does.
			f.Undecided = !histExpansionOn(knownWords(c))
			return []Finding{f}
		}
	}
	return nil
}

// knownWords returns c with only the words of its arguments known now, up
// to the first one only known at run time.
func knownWords(c *Command) *Command {
	k := *c
	for i, a := range c.Args {
		if !a.Literal {
			k.Args = c.Args[:i]
			break
		}
	}
	return &k
}

// fcLists reports whether fc with args only lists the history: -l among
// its options, and neither -s nor -e, every option word known.
func fcLists(args []Word) bool {
	list := false
	for _, a := range args {
		if !a.Literal {
			return false
		}
		v := a.Value
		if v == "--" || !strings.HasPrefix(v, "-") || len(v) < 2 || v[1] >= '0' && v[1] <= '9' {
			break // operands: the range (-1 is a number)
		}
		if strings.ContainsAny(v[1:], "se") {
			return false
		}
		if strings.Contains(v[1:], "l") {
			list = true
		}
	}
	return list
}

// histExpansionOn reports whether set or setopt turns history expansion
// on: set -H, set -o histexpand, setopt banghist (any case, underscores).
// An option word known only at run time counts. set's options end at --
// or its first operand: what follows sets the positional parameters
// (set -- $line, set -e -- -H).
func histExpansionOn(c *Command) bool {
	for i, a := range c.Args {
		if !a.Literal {
			return true
		}
		v := a.Value
		if c.Name == "set" && (v == "--" || !strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "+")) && !(i > 0 && namesOption(c.Args[i-1].Value)) {
			return false
		}
		norm := strings.ToLower(strings.ReplaceAll(v, "_", ""))
		switch {
		case c.Name == "setopt" && (norm == "banghist" || norm == "histexpand"):
			return true
		case c.Name == "set" && namesOption(v) && strings.HasPrefix(v, "-") && i+1 < len(c.Args):
			n := strings.ToLower(strings.ReplaceAll(c.Args[i+1].Value, "_", ""))
			if !c.Args[i+1].Literal || n == "histexpand" || n == "banghist" {
				return true
			}
		case c.Name == "set" && strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.Contains(v[1:], "H"):
			return true
		}
	}
	return false
}

// namesOption reports whether set's option word v takes the next word as
// an option's name: -o, -O, +o, and clusters ending in one (-eo).
func namesOption(v string) bool {
	return len(v) >= 2 && (v[0] == '-' || v[0] == '+') && v != "--" && (strings.HasSuffix(v, "o") || strings.HasSuffix(v, "O"))
}
