package policy

import (
	"path"
	"strings"
)

// In a session the real shell reads each checked command through
// readline, which can be told to run or rewrite input on a key: bind -x
// '"\C-m": CMD' runs CMD at every Enter, and a macro ('"\C-m": "…"', also
// from ~/.inputrc, $INPUTRC or bind -f) types text the guard never saw.
// bind -x commands are judged as code; macros, key bindings read from a
// file, and inputrc files written with text that may hold them are
// sys.shell-input.

// bindMacro matches a readline macro: a key sequence bound to a string.
var bindMacro = &lazyRegexp{expr: `^\s*"[^"]*"\s*:\s*["']`}

// bindMacroLine matches a macro on a line of an inputrc.
var bindMacroLine = &lazyRegexp{expr: `(?m)^\s*("[^"]*"|[A-Za-z-]+)\s*:\s*["']`}

// bind follows bind's arguments: -x commands as code; a macro or -f FILE
// refused.
func (a *analyzer) bind(c *Command, w []string) {
	for i := 0; i < len(c.Args); i++ {
		v := c.Args[i].Value
		switch {
		case v == "-x" && i+1 < len(c.Args):
			i++
			if _, cmd, ok := strings.Cut(c.Args[i].Value, ":"); ok {
				code := strings.TrimSpace(cmd)
				if len(code) > 1 && (code[0] == '"' || code[0] == '\'') && code[len(code)-1] == code[0] {
					code = code[1 : len(code)-1]
				}
				a.code(c, Word{Value: code, Literal: c.Args[i].Literal, Subst: c.Args[i].Subst}, c.Grammar, append(w[:len(w):len(w)], "bind -x"))
			}
		case v == "-f":
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, rule: "sys.shell-input",
				why: "bind -f loads key bindings that may type or rewrite commands after the guard checked them"})
			return
		case strings.HasPrefix(v, "-") && len(v) > 1:
			if strings.ContainsAny(v[1:], "mquUr") && i+1 < len(c.Args) && len(v) == 2 {
				i++ // takes a value
			}
		case !c.Args[i].Literal || bindMacro.get().MatchString(v):
			a.in.unjudged = append(a.in.unjudged, unjudged{c: c, rule: "sys.shell-input",
				why: "a key bound to text (" + v + ") types or rewrites commands after the guard checked them"})
			return
		}
	}
}

// inputrc reports whether p is a readline init file: ~/.inputrc,
// /etc/inputrc, or the file INPUTRC names.
func (a *analyzer) inputrc(p string) bool {
	if p == "/etc/inputrc" || a.env.Home != "" && p == path.Join(a.env.Home, ".inputrc") {
		return true
	}
	f := a.startupVar("INPUTRC")
	return f != "" && path.Clean(f) == p
}

// bindFix is the fix for key bindings that type text.
const bindFix = "leave readline's key bindings as they are; run the command itself instead of binding it to a key"
