package policy

import (
	"path"
	"strings"
)

// guarded-sh appends a line to its audit log, under an exclusive flock(2),
// before each command runs: a lock held on the log (flock -x AUDIT sleep
// 1000 &, exec 9<AUDIT; flock 9, a one-liner's fcntl.flock) makes every
// later command wait for it. Locking the log, or a file beside it, is
// self.audit.

// auditPlace reports whether p is guarded-sh's audit log or in its
// directory: the default places (selfFile) and GUARDED_SH_AUDIT's.
func auditPlace(env *Env, p string) bool {
	if what, ok := selfFile(env, p); ok && strings.Contains(what, "audit") {
		return true
	}
	if f := env.getenv("GUARDED_SH_AUDIT"); strings.HasPrefix(f, "/") {
		f = path.Clean(f)
		return p == f || path.Dir(p) == path.Dir(f) || p == path.Dir(f)
	}
	return false
}

// selfAudit refuses locking the audit log: flock FILE (or a directory
// beside it), flock N where the input opened descriptor N on it, and
// interpreter code that locks a file naming it.
func selfAudit(ctx *Context, c *Command) *Finding {
	bad := func(what string) *Finding {
		f := finding("self.audit", c, "locking "+what+" makes every later command wait for the lock, and hides what runs meanwhile", "leave guarded-sh's audit log alone; to read it use `guarded-sh --guard audit`")
		return &f
	}
	switch {
	case c.Name == "flock":
		ops := parseArgs(wrapperSpec(c), c.Args).operands // flock's spec is among wrapperSpecs
		if len(ops) == 0 {
			return nil
		}
		target := ops[0]
		if fsFdWord(target.Value) && target.Value != "-" {
			if p, ok := auditFds(ctx)[target.Value]; ok {
				return bad(p + " (descriptor " + target.Value + ")")
			}
			return nil
		}
		if p, ok := fsPath(ctx.Env, target); ok && auditPlace(ctx.Env, p) {
			return bad(p)
		}
	case cmdInterpLang(c) != "":
		if _, code, ok := interpCode(c); ok && strings.Contains(code, "guarded-sh") || ok && strings.Contains(code, "audit.jsonl") {
			if strings.Contains(code, "flock") || strings.Contains(code, "lockf") || strings.Contains(code, "LOCK_EX") || strings.Contains(code, "F_SETLK") {
				return bad("guarded-sh's audit log")
			}
		}
	}
	return nil
}

// auditFds returns the descriptors the input opens on the audit log, by
// number (exec 9<AUDIT, { …; } 9>>AUDIT).
func auditFds(ctx *Context) map[string]string {
	return ctx.memo("self.audit-fds", func(whole *Context) any {
		fds := map[string]string{}
		for _, o := range whole.Input.Commands {
			for _, r := range o.Redirs {
				if r.Fd == "" || !r.Target.Literal {
					continue
				}
				env := whole.Env
				if o.Dir != "" && env != nil {
					env = env.In(o.Dir) // cd ~/.local/state/guarded-sh; exec 9<audit.jsonl
				}
				if p, ok := fsPath(env, r.Target); ok && auditPlace(env, p) {
					fds[r.Fd] = p
				}
			}
		}
		return fds
	}).(map[string]string)
}
