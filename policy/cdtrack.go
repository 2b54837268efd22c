package policy

import (
	"path"
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
	if c == nil || c.Name != "cd" && c.Name != "pushd" || !shellCode(c.Wrappers) || cdPathSet(c) || a.touched["CDPATH"] {
		return "", false // sudo cd moves nothing; CDPATH may name another directory
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
func (a *analyzer) cdOrExit(s *source, st *syntax.Stmt) (string, bool) {
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
	if cd == nil || cd.Text != s.slice(b.X) {
		return "", false
	}
	return a.cdTarget(cd)
}

// shellCode reports whether every wrapper around a command ran it as
// shell code (bash -c, eval), where cd is the shell's own.
func shellCode(wrappers []string) bool {
	for _, w := range wrappers {
		if w != "eval" && !strings.HasSuffix(w, " -c") {
			return false
		}
	}
	return true
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
