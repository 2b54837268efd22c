package settings

import (
	"strings"
	"testing"
	"time"
)

// FuzzParse reads any environment (one variable a line): the values taken
// are in range whatever the text, and a bad one keeps its default.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"GUARDED_SH_EXIT_INCOMPLETE=9\nGUARDED_SH_EXIT_POLICY=3\nGUARDED_SH_GRACE=1s\nGUARDED_SH_STREAM=1",
		"GUARDED_SH_INTERACTIVE=0\nGUARDED_SH_FEED=1\nGUARDED_SH_CONFIRM_TIMEOUT=5\nGUARDED_SH_GRAMMAR=pwsh",
		"GUARDED_SH_TOOL_MAP=Shell=pwsh, Bad=fortran", "GUARDED_SH_EXIT_INCOMPLETE=0", "GUARDED_SH_EXIT_POLICY=256",
		"GUARDED_SH_HOOK_TIMEOUT=-1s", "GUARDED_SH_CONFIRM_TIMEOUT=0", "GUARDED_SH_WATCHDOG_IDLE=2m\nGUARDED_SH_HARD_TIMEOUT=1h",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, env string) {
		s := Parse(strings.Split(env, "\n"))
		if s.ExitIncomplete < 1 || s.ExitIncomplete > 255 || s.ExitPolicy < 1 || s.ExitPolicy > 255 {
			t.Fatalf("exit statuses %d, %d", s.ExitIncomplete, s.ExitPolicy)
		}
		for _, d := range []time.Duration{s.ConfirmTimeout, s.Grace, s.WatchdogGrace, s.WatchdogPoll, s.HookTimeout} {
			if d <= 0 {
				t.Fatalf("a timeout of %v: %+v", d, s)
			}
		}
		if s.WatchdogIdle < 0 || s.IdleTimeout < 0 || s.HardTimeout < 0 {
			t.Fatalf("a negative timeout: %+v", s)
		}
	})
}
