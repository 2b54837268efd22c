package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
	"mvdan.cc/sh/v3/syntax"
)

// The directory cd moves to: after cd DIR && CMD, or cd DIR || exit;
// CMD, CMD runs in DIR (a failed cd runs nothing more), and its relative
// paths are judged there (Env.Dir): cd build && rm -rf ./* deletes
// build's entries. A cd whose directory is not known (cd "$X", cd -, a
// name CDPATH may find elsewhere) moves nothing the rules know of: the
// paths stay judged for the worst reading, the working directory's.

// cdTarget returns the absolute directory c, a cd or pushd, moves to,
// when it is known.
func (a *analyzer) cdTarget(c *Command) (string, bool) {
	if c == nil || c.Name != "cd" && c.Name != "pushd" || cdPathSet(c) || a.touched["CDPATH"] {
		return "", false // CDPATH may name another directory
	}
	var ops []Word
	for i, w := range c.Args {
		if w.Value == "--" {
			ops = append(ops, c.Args[i+1:]...)
			break
		}
		if strings.HasPrefix(w.Value, "-") && len(w.Value) > 1 {
			continue // -P, -L, -e
		}
		ops = append(ops, w)
	}
	if len(ops) != 1 || !ops[0].Literal || ops[0].Value == "-" || ops[0].Value == "" || strings.ContainsAny(ops[0].Value, "*?[") {
		return "", false // cd /e?c: wherever the pattern leads (fsAllCdDirs)
	}
	v := ops[0].Value
	if cdPathSearched(v) && a.env.getenv("CDPATH") != "" {
		return "", false
	}
	base := c.Dir // where the cd itself ran
	if base == "" {
		base = a.env.Cwd
	}
	if strings.HasPrefix(v, "/") {
		return path.Clean(v), true
	}
	if base == "" {
		return "", false
	}
	return path.Clean(base + "/" + v), true
}

// cdOrExit returns the directory a statement cd DIR || exit (or return,
// or false) moves the statements after it to.
func (a *analyzer) cdOrExit(s *source, st *syntax.Stmt, w []string) (string, bool) {
	b, ok := st.Cmd.(*syntax.BinaryCmd)
	if !ok || b.Op != syntax.OrStmt || st.Background {
		return "", false
	}
	call, ok := b.Y.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 {
		return "", false
	}
	switch call.Args[0].Lit() {
	case "exit", "return":
	default:
		return "", false
	}
	var cd *Command
	for i := len(a.in.Commands) - 1; i >= 0; i-- {
		if c := a.in.Commands[i]; c.Name == "cd" || c.Name == "pushd" {
			cd = c
			break
		}
	}
	if cd == nil || cd.Text != s.slice(b.X) || !slices.Equal(cd.Wrappers, w) {
		return "", false // sudo cd x || exit: a program's cd, which moves nothing
	}
	return a.cdTarget(cd)
}

// shellRan reports whether st, the left side of &&, ends in a command
// the shell it is read by runs itself: a cd there moves that shell (cd x
// && …, cd a && cd b && …), one in a subshell, a pipeline or a
// launcher's (sudo cd x) moves nothing the next command runs in. The
// shell may be any that reads code: bash -c, eval, standard input, a
// script file, ssh's remote command.
func shellRan(st *syntax.Stmt) bool {
	switch x := st.Cmd.(type) {
	case *syntax.CallExpr:
		return !st.Background
	case *syntax.BinaryCmd:
		return x.Op == syntax.AndStmt && shellRan(x.Y)
	}
	return false
}

// cdPathSearched reports whether cd looks for the directory v in each of
// CDPATH's first: any name but one beginning with /, ./ or ../ and . and
// .. themselves (bash's and POSIX's rule): a hidden name (cd .ssh) too.
func cdPathSearched(v string) bool {
	return v != "." && v != ".." && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "./") && !strings.HasPrefix(v, "../")
}

// cdPathSet reports whether c is run with CDPATH assigned (CDPATH=~ cd x).
func cdPathSet(c *Command) bool {
	for _, as := range c.Assigns {
		if strings.HasPrefix(as, "CDPATH=") {
			return true
		}
	}
	return false
}

// winCdNames are the commands of PowerShell and cmd that move the
// session's location (PowerShell's aliases are read as the cmdlet).
var winCdNames = set{"cd", "chdir", "push-location", "pushd", "set-location"}

// winCdDirs returns the directories the Set-Location, cd, chdir and
// pushd commands before c in the input move PowerShell or cmd to, as
// written from a drive's root (C:\Users\dev\src) or as the analysis
// expanded home (~\src, $HOME\src, %USERPROFILE%\src), the most recent
// last. A relative one is taken from the one before it, or from the
// working directory. One only known at run time moves nowhere the rules
// know of: c's relative paths stay judged from the working directory.
func winCdDirs(ctx *Context, c *Command) []string {
	if ctx.Input == nil || ctx.Env == nil {
		return nil
	}
	byCommand := ctx.memo("fs.wincd", func(whole *Context) any { return winAllCdDirs(whole) }).(map[*Command][]string)
	return byCommand[c]
}

// winAllCdDirs walks the input once and returns winCdDirs for each
// command (cdWalk).
func winAllCdDirs(ctx *Context) map[*Command][]string {
	isCd := func(x *Command) bool { return isWin(x.Grammar) && winCdNames.has(x.Name) }
	return cdWalk(ctx, isCd, func(x *Command, cur string) []string {
		v, ok := winCdOperand(x)
		if !ok {
			return nil
		}
		d, ok := winJoin(cur, v)
		if !ok {
			return nil
		}
		return []string{d}
	})
}

// winCdOperand returns the directory a PowerShell or cmd location change
// names: Set-Location's -Path or -LiteralPath or first operand, cd's
// operand after cmd's /d.
func winCdOperand(x *Command) (string, bool) {
	for i := 0; i < len(x.Args); i++ {
		a := x.Args[i]
		l := strings.ToLower(a.Value)
		switch {
		case l == "-path" || l == "-literalpath" || l == "-lp":
			if i+1 < len(x.Args) {
				a = x.Args[i+1]
			}
		case strings.HasPrefix(l, "-") || x.Grammar == lexer.Cmd && len(l) == 2 && l[0] == '/':
			continue // -PassThru, -StackName's value aside; cmd's /d
		}
		if !a.Literal || a.Value == "" || a.Value == "-" || a.Value == "+" || strings.ContainsAny(a.Value, "*?[") {
			return "", false
		}
		return strings.Trim(a.Value, `"`), true
	}
	return "", false
}

// winJoin returns where v, a directory of a location change, is when the
// current location is cur: v itself when it is absolute (C:\x, /x,
// \\host\share, HKLM:\Software), the root of cur's drive for \x, else cur\v.
func winJoin(cur, v string) (string, bool) {
	switch {
	case len(v) >= 2 && v[1] == ':' && (len(v) == 2 || v[2] == '\\' || v[2] == '/'):
		if len(v) == 2 {
			return "", false // C: is the drive's own current directory
		}
		return v, true
	case strings.HasPrefix(v, "/") || strings.HasPrefix(v, `\\`) || winRegistry(v) != "":
		return v, true // (HKLM:\Software: the registry's drive)
	case strings.HasPrefix(v, `\`):
		if len(cur) >= 2 && cur[1] == ':' {
			return cur[:2] + v, true
		}
		return "C:" + v, true
	case strings.ContainsAny(v, ":$%`"):
		return "", false // a provider's drive (HKLM:), a variable left
	case cur == "":
		return "", false
	}
	return strings.TrimRight(cur, `\/`) + `\` + v, true
}

// winMoved returns a copy of c whose relative paths are dir's entries,
// and whether any was; the values of the parameters that take a pattern
// (-Filter, -Include, -Exclude) stay as they are.
func winMoved(c *Command, dir string) (*Command, bool) {
	args := slices.Clone(c.Args)
	moved := false
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		l := strings.ToLower(v)
		if strings.HasPrefix(l, "-fi") || strings.HasPrefix(l, "-inc") || strings.HasPrefix(l, "-exc") {
			i++
			continue
		}
		if !args[i].Literal || v == "" || strings.ContainsAny(v[:1], `-/\$%~@(`) || strings.Contains(v, ":") {
			continue
		}
		args[i].Value = strings.TrimRight(dir, `\/`) + `\` + v
		moved = true
	}
	if !moved {
		return nil, false
	}
	m := *c
	m.Args = args
	return &m, true
}
