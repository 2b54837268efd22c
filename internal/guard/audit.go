package guard

import (
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/policy"
)

// auditVerdict is the audit verdict of v: incomplete, allow, warn,
// confirm-allowed, confirm-denied or block.
func auditVerdict(v Verdict) string {
	switch {
	case !v.Complete:
		return audit.VerdictIncomplete
	case v.Deferred:
		return audit.VerdictConfirmAsked
	case v.Action == ActionConfirm && v.Allowed:
		return audit.VerdictConfirmAllowed
	case v.Action == ActionConfirm:
		return audit.VerdictConfirmDenied
	case v.Action == ActionWarn:
		return audit.VerdictWarn
	case v.Allowed:
		return audit.VerdictAllow
	}
	return audit.VerdictBlock
}

// auditRecord is the audit record of the decision v on r, which took d.
// The caller writes it before the command runs.
func auditRecord(r Request, v Verdict, d time.Duration, getenv func(string) string) audit.Record {
	cwd := r.Cwd
	if cwd == "" {
		cwd = WorkDir(getenv)
	}
	return audit.Record{
		Mode:       r.Mode,
		Cwd:        cwd,
		User:       userName(getenv),
		Shell:      r.Shell,
		Grammar:    r.Grammar.String(),
		Command:    r.Command,
		Verdict:    auditVerdict(v),
		Rule:       v.Rule,
		Reason:     v.Reason,
		DurationUS: d.Microseconds(),
		Advisor:    v.advice,
	}
}

// userName names the user from the environment, else by uid: looking the
// uid up in the user database costs more than the whole check.
func userName(getenv func(string) string) string {
	for _, k := range []string{"USER", "LOGNAME", "USERNAME"} {
		if u := getenv(k); u != "" {
			return u
		}
	}
	return strconv.Itoa(os.Getuid())
}

// openAudit opens the audit log for this process's decisions, wherever
// GUARDED_SH_AUDIT, else the configuration (configured), else the defaults
// put it; when it cannot, it warns once on stderr and returns a Log that
// records nothing, so commands still run.
func openAudit(set *settings.Settings, configured string, stderr io.Writer, opts ...audit.Option) *audit.Log {
	return audit.OpenOrWarn(AuditPath(set, configured), stderr, opts...)
}

// AuditOptions are the options of the audit log cfg configures: the sinks
// beside the file, and rotation; file reports whether the file is a sink.
func AuditOptions(cfg *policy.Config) (opts []audit.Option, file bool) {
	s := cfg.AuditSettings()
	file = len(s.Sinks) == 0
	for _, sink := range s.Sinks {
		switch sink {
		case policy.SinkFile:
			file = true
		case policy.SinkJournald:
			opts = append(opts, audit.WithJournald(""))
		case policy.SinkSyslog:
			opts = append(opts, audit.WithSyslog(""))
		}
	}
	size, keep := int64(audit.DefaultMaxSize), audit.DefaultKeep
	if s.MaxSize >= 0 {
		size = s.MaxSize
	}
	if s.Keep >= 0 {
		keep = s.Keep
	}
	return append(opts, audit.WithRotation(size, keep)), file
}

// AuditPath is where the audit log is: GUARDED_SH_AUDIT, else the
// configuration's (configured), else the default; "" for none.
func AuditPath(set *settings.Settings, configured string) string {
	path := audit.DefaultPath(os.Getuid(), set.Getenv)
	if set.Audit == "" && configured != "" {
		path = configured
		if configured == "off" || configured == "-" {
			path = ""
		}
	}
	return path
}

// WorkDir is guarded-sh's working directory, or $PWD when it cannot be
// found (deleted, or out of reach). It is os.Getwd's answer: $PWD when that
// names the working directory (the path the user took, symbolic links
// kept), else the system's. getenv is asked for PWD first, as os.Getwd
// asks the process's environment: os.Getenv's first call copies the whole
// environment into a map, work a one-shot guarded-sh -c needs for nothing
// else.
func WorkDir(getenv func(string) string) string {
	pwd := getenv("PWD")
	if runtime.GOOS != "windows" && runtime.GOOS != "plan9" && strings.HasPrefix(pwd, "/") {
		if dot, err := os.Stat("."); err == nil {
			if d, err := os.Stat(pwd); err == nil && os.SameFile(dot, d) {
				return pwd
			}
		}
	}
	cwd, err := os.Getwd()
	if err != nil {
		cwd = pwd
	}
	return cwd
}
