//go:build unix

package shim

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/session"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/internal/supervise"
	"github.com/guarded-sh/guarded-sh/internal/watchdog"
	"github.com/guarded-sh/guarded-sh/policy"
)

// supervised reports whether an allowed command string runs supervised
// (see package supervise) rather than by exec: GUARDED_SH_ONESHOT, else
// the configuration's oneshot (configured), else supervised when standard
// input is not a terminal (an agent's harness; a person at a terminal
// notices no difference with exec). It needs the process's own standard
// files.
func supervised(set *settings.Settings, configured string, stdio Stdio) bool {
	if _, ok := stdioFiles(stdio); !ok {
		return false
	}
	set.Warn(stdio.Err, settings.OneShot)
	mode := set.OneShot
	if mode == "" {
		mode = configured
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
// child, watched; says on stderr and in g's audit log (as rec's event) what
// the watchdog did; closes g; and ends the process as the shell ended. It
// returns only when the shell could not be started.
func runSupervised(ctx context.Context, g *guard.Guard, rec audit.Record, path, reaper string, argv, environ []string, set *settings.Settings, stdio Stdio) error {
	set.Warn(stdio.Err, settings.WatchdogIdle, settings.WatchdogGrace, settings.WatchdogPoll)
	files, _ := stdioFiles(stdio)
	o := supervise.Options{
		Idle:  set.WatchdogIdle, // 0: the watchdog's default
		Grace: set.WatchdogGrace,
		Poll:  set.WatchdogPoll,
		Stdin: files[0], Stdout: files[1], Stderr: files[2],
		Reaper: reaper,
	}
	res, err := supervise.Run(ctx, path, argv, environ, o)
	if err != nil {
		_ = g.Close() // best effort
		return &ExitError{Code: ExitExecFailed, Err: fmt.Errorf("cannot run the real shell %s: %w", path, err)}
	}
	if r := res.Report; r != nil {
		printReport(stdio.Err, *r, res)
		rec.Event, rec.Detail, rec.DurationUS, rec.Time = r.Event(), r.Detail(), 0, time.Time{}
		g.Record(rec)
	}
	_ = g.Close() // best effort
	res.Exit()
	return nil
}

// reaperShell is the POSIX shell that runs supervise's reaper: dash on
// PATH (the lightest to start; never guarded-sh itself, which would
// supervise the reaper in turn), else the real shell at shell when it is of
// the posix family, else "" (none).
func reaperShell(shell, path string, self fs.FileInfo) string {
	if p, err := lookPath("dash", path, self); err == nil {
		return p
	}
	if session.CanFeed(session.KindOf(shell)) {
		return shell
	}
	return ""
}

// printReport writes the watchdog's report and how the command ended, in
// one write.
func printReport(w interface{ Write([]byte) (int, error) }, r watchdog.Report, res supervise.Result) {
	var b []byte
	for _, line := range append(r.Lines(), "exit status "+fmt.Sprint(res.Code())+" ("+res.Describe()+")") {
		b = fmt.Appendf(b, "guarded-sh: watchdog: %s\n", guard.Printable(line))
	}
	_, _ = w.Write(b)
}
