package policy

import (
	"path"
	"slices"
	"strings"
)

// The machine's record of what was done: its authentication, system and
// audit logs. Emptied (> /var/log/auth.log, truncate -s0, shred,
// cp /dev/null over one) it no longer shows what happened before
// (sys.protection-off); appending is what programs do to logs.

// systemLog matches the system's own log files, rotated ones too.
// macOS's too (system.log, the BSM audit trail under /var/audit).
var systemLog = &lazyRegexp{expr: `^(?:/private)?(?:/var/log/(auth\.log|secure|syslog|messages|kern\.log|wtmp|btmp|lastlog|faillog|audit/audit\.log|sudo\.log|system\.log)(\.\d+)?|/var/audit/[^/]+)$`, words: []string{"/var/"}}

// sysLogErased is the sys.protection-off finding for c emptying or
// overwriting a system log.
func sysLogErased(ctx *Context, c *Command) *Finding {
	var targets []Word
	for _, r := range c.Redirs {
		if r.Op == ">" || r.Op == ">|" || r.Op == "&>" || r.Op == "&>|" {
			targets = append(targets, r.Target)
		}
	}
	switch c.Name {
	case "truncate", "shred", "cp", "dd", "tee", "install", "mv", "ln": // ln -sf /dev/null LOG: what is logged goes nowhere
		plain := *c
		plain.Redirs = nil
		targets = append(targets, fsWrites(&plain)...)
	}
	if c.Name == "find" && findDeletes(c) {
		for _, f := range systemLogFiles {
			if findReaches(ctx, c, f, []string{path.Base(f)}) {
				f := finding("sys.protection-off", c, "this find deletes "+f+", the machine's record of logins and what was done",
					sysLogFix)
				return &f
			}
		}
	}
	for _, t := range fsRemoves(c) {
		if p, ok := deletesSystemLog(ctx, t); ok {
			f := finding("sys.protection-off", c, "it deletes "+p+", the machine's record of logins and what was done",
				sysLogFix)
			return &f
		}
	}
	for _, t := range targets {
		p, ok := ctx.Env.Path(t)
		if !ok || !systemLog.match(p) && !globsSystemLog(t, p) {
			continue
		}
		if c.Name == "tee" && slices.ContainsFunc(c.Args, teeAppends) {
			continue // tee -a appends
		}
		f := finding("sys.protection-off", c, "it empties or overwrites "+p+", the machine's record of logins and what was done",
			"leave the system's logs alone; to read them use `journalctl` or `tail -n 100 "+p+"`; rotation is logrotate's job")
		return &f
	}
	return nil
}

// teeAppends reports whether a word of tee's is its append option (-a,
// --append, or a bundle holding a).
func teeAppends(w Word) bool {
	v := w.Value
	return v == "--append" || len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsRune(v, 'a')
}

// sysLogFix is the fix of a system log deleted.
const sysLogFix = "leave the system's logs alone; removing old rotations is logrotate's job (`sudo logrotate -f /etc/logrotate.conf`), and reading them is `tail -n 100 /var/log/auth.log`"

// systemLogFiles are files systemLog matches (each log's current and
// first rotated file): a directory deleted or a pattern is judged by
// whether one of them is in it or matches it.
var systemLogFiles = []string{"/var/log/auth.log", "/var/log/auth.log.1", "/var/log/secure", "/var/log/syslog",
	"/var/log/syslog.1", "/var/log/messages", "/var/log/kern.log", "/var/log/wtmp", "/var/log/btmp",
	"/var/log/lastlog", "/var/log/faillog", "/var/log/audit/audit.log", "/var/log/audit/audit.log.1",
	"/var/log/sudo.log", "/var/log/system.log", "/var/audit/current"}

// deletesSystemLog reports whether removing the word w (rm's operand, a
// file find deletes) takes a system log with it: the log itself, a
// directory holding one (rm -rf /var/log/audit), or a pattern one of
// them matches (/var/log/audit/*, /var/log/*). Rotated archives the
// pattern names alone (/var/log/*.gz) are no record the system keeps.
func deletesSystemLog(ctx *Context, w Word) (string, bool) {
	if p, ok := ctx.Env.Path(w); ok && !isGlobWord(w) {
		p = strings.TrimPrefix(p, "/private")
		if !strings.HasPrefix(p, "/var/log") && !strings.HasPrefix(p, "/var/audit") {
			return "", false // rm -rf / or /var: the file system rules' larger finding
		}
		if systemLog.match(p) {
			return p, true // the writers' test: any rotation (auth.log.3)
		}
		for _, f := range systemLogFiles {
			if strings.HasPrefix(f, strings.TrimSuffix(p, "/")+"/") {
				return p, true
			}
		}
		return "", false
	}
	pattern := strings.TrimPrefix(w.Value, "/private")
	if !strings.HasPrefix(pattern, "/var/") {
		return "", false
	}
	for _, f := range systemLogFiles {
		for d := f; d != "/"; d = path.Dir(d) {
			if ok, _ := path.Match(pattern, d); ok {
				return w.Value, true
			}
		}
	}
	return "", false
}

// globsSystemLog reports whether w, a pattern whose path is p
// (/var/log/*.log), names one of the system's logs (systemLogFiles), as
// the shell expands it on a machine that has them.
func globsSystemLog(w Word, p string) bool {
	if !isGlobWord(w) || !strings.HasPrefix(p, "/var/log/") && !strings.HasPrefix(p, "/private/var/log/") {
		return false
	}
	p = strings.TrimPrefix(p, "/private")
	for _, f := range systemLogFiles {
		if ok, _ := path.Match(p, f); ok {
			return true
		}
	}
	return false
}
