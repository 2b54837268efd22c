package shim

import (
	"context"
	"os"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/advisor"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/policy"
)

// auditSinks reports the audit sinks beside the file and the rotation.
func (d *doctor) auditSinks() {
	if d.cfg == nil {
		return
	}
	s := d.cfg.AuditSettings()
	size, keep := int64(audit.DefaultMaxSize), audit.DefaultKeep
	if s.MaxSize >= 0 {
		size = s.MaxSize
	}
	if s.Keep >= 0 {
		keep = s.Keep
	}
	if size > 0 {
		d.add("audit log", doctorOK, "rotated at %d KB, %d rotated files kept", size>>10, keep)
	} else {
		d.add("audit log", doctorWarn, "never rotated (max_size = 0): it grows without bound")
	}
	for _, sink := range s.Sinks {
		socket := ""
		switch sink {
		case policy.SinkJournald:
			socket = audit.JournalSocket
		case policy.SinkSyslog:
			socket = audit.SyslogSocket
		default:
			continue
		}
		if fi, err := os.Stat(socket); err != nil || fi.Mode().Type() != os.ModeSocket {
			d.add("audit sink", doctorWarn, "%s: %s is not a socket here; its records are lost", sink, socket)
			continue
		}
		d.add("audit sink", doctorOK, "%s at %s", sink, socket)
	}
}

// lock says whether the system file pins the policy.
func (d *doctor) lock() {
	if d.cfg == nil {
		return
	}
	if d.cfg.Locked() {
		d.add("lock", doctorOK, "%s sets lock = true: the user file may only tighten, and GUARDED_SH_CONFIG is not read", policy.SystemConfigFile)
		return
	}
	if _, err := os.Stat(policy.SystemConfigFile); err != nil {
		d.add("lock", doctorOK, "not locked: no system file %s (a fleet pins its policy there with lock = true)", policy.SystemConfigFile)
		return
	}
	d.add("lock", doctorOK, "not locked: %s does not set lock = true, so the user file may loosen it", policy.SystemConfigFile)
}

// advisor asks the configured advisor about a harmless command, and says
// whether it answered and how fast.
func (d *doctor) advisor() {
	if d.cfg == nil {
		return
	}
	ac := d.cfg.Advisor()
	if ac == nil {
		d.add("advisor", doctorOK, "off (no [advisor] table)")
		return
	}
	a, err := advisor.New(*ac, d.getenv)
	if err != nil {
		d.add("advisor", doctorFail, "%s: %v; the advisor is off", ac.File, err)
		return
	}
	probe := advisor.Request{Command: "rm -r ./build", Grammar: "bash", Cwd: guard.WorkDir(d.getenv),
		Summary: policy.Summary{Commands: []string{"rm"}, Paths: []string{"./build"}, Effects: []policy.Effect{policy.EffectDelete}}}
	ans, err := a.Ask(context.Background(), probe)
	if err != nil {
		d.add("advisor", doctorFail, "%s does not answer (%v): commands run without its opinion, with a warning each", a.Model(), err)
		return
	}
	d.add("advisor", doctorOK, "%s answers in %s (rm -r ./build scored %.2f; threshold %.2f)", a.Model(), ans.Latency.Round(time.Millisecond), ans.Score, a.Threshold())
}

// hookPlaces lists the other harnesses' settings files that install
// guarded-sh as a hook.
func hookPlaces(dirs []string) []string {
	var places []string
	for _, dir := range dirs {
		if dir == "" {
			continue
		}
		for _, rel := range []string{".gemini/settings.json", ".cursor/hooks.json"} {
			p := dir + "/" + rel
			if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), "--guard hook") {
				places = append(places, p)
			}
		}
	}
	return places
}
