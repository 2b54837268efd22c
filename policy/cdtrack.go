package policy

import (
	"path"
	"slices"
	"strings"

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
	if !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, ".") && a.env.getenv("CDPATH") != "" {
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

// cdPathSet reports whether c is run with CDPATH assigned (CDPATH=~ cd x).
func cdPathSet(c *Command) bool {
	for _, as := range c.Assigns {
		if strings.HasPrefix(as, "CDPATH=") {
			return true
		}
	}
	return false
}
