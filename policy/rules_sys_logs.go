package policy

import (
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
	for _, t := range targets {
		p, ok := ctx.Env.Path(t)
		if !ok || !systemLog.match(p) {
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
