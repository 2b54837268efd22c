package policy

import (
	"path"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The guard reads a command by its name as the shell will run it. For
// the rest of the session a name can be made to mean something else:
// an alias or a remembered path (hash -p) naming a program in a directory
// anyone can write (alias git=/tmp/git, Set-Alias git C:\Temp\git.exe),
// or a builtin switched off or loaded from a file (enable -n command,
// enable -f lib.so name), so that the name runs what the guard never
// read. And the process guarded-sh runs under can be ended from inside
// (kill $PPID): the guard, or the agent's harness around it.

// selfShadow is the self.config finding for c changing what a command
// name runs for the rest of the session, or killing its parent process.
func selfShadow(ctx *Context, c *Command) *Finding {
	bad := func(why, fix string) *Finding {
		f := finding("self.config", c, why, fix)
		return &f
	}
	const fix = "run the program by its own path where it is needed (`/opt/tool/bin/git status`), from a directory only you can write"
	switch {
	case c.Grammar.IsPosix() && c.Name == "alias":
		for _, a := range c.Args {
			name, value, ok := strings.Cut(a.Value, "=")
			if ok && sharedProgram(ctx.Env, c.Grammar, firstWord(value)) {
				return bad("alias "+name+" makes every later "+name+" run "+firstWord(value)+", a program in a directory anyone can write, which the guard never read", fix)
			}
		}
	case c.Grammar.IsPosix() && c.Name == "hash":
		p := parseArgs(&hashSpec, c.Args)
		if v, ok := p.valueWord("-p"); ok && sharedProgram(ctx.Env, c.Grammar, v.Value) {
			return bad("hash -p makes a later command name run "+v.Value+", a program in a directory anyone can write, which the guard never read", fix)
		}
	case c.Grammar.IsPosix() && c.Name == "enable":
		p := parseArgs(&enableSpec, c.Args)
		if p.has("-n") && len(p.operands) > 0 || p.has("-f") {
			return bad("enable "+strings.Join(wordValues(c.Args), " ")+" changes what a shell builtin's name runs for the rest of the session, which the guard reads as the builtin",
				"leave the shell's builtins as they are; run a program by its path (`/usr/bin/printf …`)")
		}
	case c.Grammar == lexer.PowerShell && (c.Name == "set-alias" || c.Name == "new-alias" || c.Name == "sal" || c.Name == "nal"):
		b, _ := psBind(c)
		if v := b.value("-Value"); sharedProgram(ctx.Env, c.Grammar, v) {
			return bad("the alias makes every later "+b.value("-Name")+" run "+v+", a program in a directory anyone can write, which the guard never read", fix)
		}
	}
	if f := selfKillShell(c); f != nil {
		return f
	}
	return nil
}

// sharedProgram reports whether p is a program's path in a directory
// anyone can write (/tmp, C:\Temp, C:\Users\Public).
func sharedProgram(env *Env, g lexer.Grammar, p string) bool {
	p = strings.Trim(p, `"'`)
	if isWin(g) {
		i := strings.LastIndexAny(p, `\/`)
		return i > 0 && winSharedPathDir(env, p[:i])
	}
	return strings.HasPrefix(p, "/") && sharedPathDir(env, "PATH="+path.Dir(p))
}

// firstWord returns the first blank-separated word of s, unquoted.
func firstWord(s string) string {
	f := strings.Fields(strings.Trim(s, `"'`))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// wordValues returns the values of words.
func wordValues(ws []Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Value
	}
	return out
}
