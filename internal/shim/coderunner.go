package shim

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/watchdog"
	"github.com/guarded-sh/guarded-sh/policy"
)

// runsWhatItReads reports whether the process of rd runs what it reads as
// commands: a shell, an interpreter or a REPL by its command name, or a
// copy of a shell this machine lists in /etc/shells under a name that
// says nothing (cp /bin/sh ./helper; helper), by its program file's
// bytes. A script run by its #! line runs the shell itself, under the
// script's name: what it reads (read ans) is its data, and it is fed.
// known caches the answers by file.
func runsWhatItReads(rd watchdog.Reading, known map[string]bool) bool {
	if policy.IsCodeRunner(rd.Comm) {
		return true
	}
	if rd.Exe == "" {
		return false
	}
	exe := strings.TrimSuffix(rd.Exe, " (deleted)")
	is, ok := known[exe]
	if !ok {
		is = shellCopy(exe)
		known[exe] = is
	}
	return is
}

// shellCopy reports whether the file exe has the bytes of a shell listed
// in /etc/shells without being that shell's file.
func shellCopy(exe string) bool {
	fi, err := os.Stat(exe)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	if r, err := filepath.EvalSymlinks(exe); err == nil {
		exe = r
	}
	f, err := os.Open("/etc/shells")
	if err != nil {
		return false
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		real, err := filepath.EvalSymlinks(line)
		if err != nil || seen[real] {
			continue
		}
		seen[real] = true
		if real == exe {
			return false // the shell itself (a script's #! interpreter)
		}
		if si, err := os.Stat(real); err == nil && si.Size() == fi.Size() && sameBytes(real, exe) {
			return true
		}
	}
	return false
}

// sameBytes reports whether files a and b hold the same bytes (of the
// same size, checked first: a shell is a few MiB at most).
func sameBytes(a, b string) bool {
	ba, err := os.ReadFile(a)
	if err != nil {
		return false
	}
	bb, err := os.ReadFile(b)
	return err == nil && bytes.Equal(ba, bb)
}
