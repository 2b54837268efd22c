package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/guarded-sh/guarded-sh/internal/shim"
)

var update = flag.Bool("u", false, "update testscript files to the actual output")

// TestMain makes the test binary guarded-sh itself: testscript installs it
// on PATH as guarded-sh, and the scripts link it under shells' names (sh,
// bash, dash), as an install over /bin/sh does. Invoked by such a name, it
// is guarded-sh; testscript.Main would not know the name and would run the
// tests again.
func TestMain(m *testing.M) {
	if shim.IsShellName(filepath.Base(os.Args[0])) {
		os.Exit(run())
	}
	testscript.Main(m, map[string]func(){"guarded-sh": main})
}

func TestScript(t *testing.T) {
	self, err := exec.LookPath("guarded-sh")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		UpdateScripts:       *update,
		Setup: func(e *testscript.Env) error {
			// Hermetic: fixed locale, a clean HOME, no user config.
			home := filepath.Join(e.WorkDir, "home")
			if err := os.Mkdir(home, 0o755); err != nil {
				return err
			}
			e.Setenv("HOME", home)
			e.Setenv("LC_ALL", "C")
			e.Setenv("LANG", "C")
			// The audit log and configuration of the test, never the machine's.
			e.Setenv("GUARDED_SH_AUDIT", filepath.Join(e.WorkDir, "audit.jsonl"))
			e.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			e.Setenv("GSH", self) // the guarded-sh binary, to link under other names
			return nil
		},
		Condition: shellCondition,
		Cmds:      map[string]func(*testscript.TestScript, bool, []string){"status": cmdStatus},
	})
}

// cmdStatus is "status N PROGRAM [ARGS...]": run PROGRAM as exec does and
// expect the exit status N exactly.
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: status N program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("status: %v", err)
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("status: %v", err)
		}
		got = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			got = 128 + int(ws.Signal()) // as a shell reports it
		}
	}
	if got != want {
		ts.Fatalf("exit status %d, want %d", got, want)
	}
}

// shellCondition answers [shell:NAME]: whether the shell NAME is installed.
// With REQUIRE_SHELLS=1 (as CI sets) a missing shell fails the test instead
// of skipping it.
func shellCondition(cond string) (bool, error) {
	name, ok := strings.CutPrefix(cond, "shell:")
	if !ok {
		return false, fmt.Errorf("unknown condition %q", cond)
	}
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("REQUIRE_SHELLS") == "1" {
			return false, fmt.Errorf("REQUIRE_SHELLS=1 but %s is not installed", name)
		}
		return false, nil
	}
	return true, nil
}
