//go:build unix

package shim

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/supervise"
	"github.com/guarded-sh/guarded-sh/internal/watchdog"
	"github.com/guarded-sh/guarded-sh/policy"
)

// supervised reports whether an allowed command string runs supervised
// (see package supervise) rather than by exec: GUARDED_SH_ONESHOT, else
// the configuration's oneshot, else supervised when standard input is not
// a terminal (an agent's harness; a person at a terminal notices no
// difference with exec). It needs the process's own standard files.
func (c *config) supervised(getenv func(string) string, stdio Stdio) bool {
	if _, ok := stdioFiles(stdio); !ok {
		return false
	}
	mode := getenv("GUARDED_SH_ONESHOT")
	switch mode {
	case "", policy.OneShotExec, policy.OneShotSupervise:
	default:
		fmt.Fprintf(stdio.Err, "guarded-sh: warning: GUARDED_SH_ONESHOT=%q is not %q or %q; ignored\n", mode, policy.OneShotExec, policy.OneShotSupervise)
		mode = ""
	}
	if mode == "" {
		mode = c.oneShot
	}
	if mode == "" {
		return !isTerminal(stdio.In)
	}
	return mode == policy.OneShotSupervise
}

// stdioFiles returns the files of stdio when all three are files.
func stdioFiles(stdio Stdio) ([3]*os.File, bool) {
	in, ok1 := stdio.In.(*os.File)
	out, ok2 := stdio.Out.(*os.File)
	errf, ok3 := stdio.Err.(*os.File)
	return [3]*os.File{in, out, errf}, ok1 && ok2 && ok3
}

// runSupervised runs the real shell at path with argv as guarded-sh's
// child, watched, records what the watchdog did in log (then closes it),
// and ends the process as the shell ended. It returns only when the shell
// could not be started.
func runSupervised(ctx context.Context, path string, argv, environ []string, rec audit.Record, log *audit.Log, getenv func(string) string, stdio Stdio) error {
	files, _ := stdioFiles(stdio)
	o := supervise.Options{
		Idle:   envDuration(getenv, "GUARDED_SH_WATCHDOG_IDLE", watchdog.DefaultIdle, stdio.Err),
		Grace:  envDuration(getenv, "GUARDED_SH_WATCHDOG_GRACE", watchdog.DefaultGrace, stdio.Err),
		Poll:   envDuration(getenv, "GUARDED_SH_WATCHDOG_POLL", watchdog.DefaultPoll, stdio.Err),
		Stdin:  files[0],
		Stdout: files[1],
		Stderr: files[2],
		Report: func(r watchdog.Report) {
			rec.Event, rec.Detail, rec.DurationUS, rec.Time = r.Event(), r.Detail(), 0, time.Time{}
			_ = log.Write(rec) // a failure has warned
		},
	}
	res, err := supervise.Run(ctx, path, argv, environ, o)
	_ = log.Close() // best effort
	if err != nil {
		return err
	}
	res.Exit()
	return nil
}
