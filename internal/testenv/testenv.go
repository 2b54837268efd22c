// Package testenv holds what the tests of several packages share: a
// hermetic process environment and a buffer safe to write from one
// goroutine while the test reads it.
package testenv

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Run makes the test process hermetic — no GUARDED_SH_* or XDG_STATE_HOME
// settings from the caller, a fixed locale, a fresh empty HOME — then runs
// the tests and exits with their status. extra are NAME=value settings made
// after that (GUARDED_SH_AUDIT=off, say).
func Run(m *testing.M, extra ...string) {
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "GUARDED_SH_") || k == "XDG_STATE_HOME" {
			os.Unsetenv(k)
		}
	}
	os.Setenv("LC_ALL", "C")
	os.Setenv("LANG", "C")
	// A go build run by a test (the advisor's helper) keeps the caller's
	// build and module caches, which the fresh HOME would hide.
	if os.Getenv("GOCACHE") == "" {
		if dir, err := os.UserCacheDir(); err == nil {
			os.Setenv("GOCACHE", filepath.Join(dir, "go-build"))
		}
	}
	if os.Getenv("GOPATH") == "" && os.Getenv("HOME") != "" {
		os.Setenv("GOPATH", filepath.Join(os.Getenv("HOME"), "go")) // and its module cache
	}
	home, err := os.MkdirTemp("", "guarded-sh-home")
	if err != nil {
		panic(err)
	}
	os.Setenv("HOME", home)
	for _, kv := range extra {
		k, v, _ := strings.Cut(kv, "=")
		os.Setenv(k, v)
	}
	code := m.Run()
	_ = os.RemoveAll(home) // best effort
	for _, dir := range removeAtExit {
		_ = os.RemoveAll(dir) // best effort
	}
	os.Exit(code)
}

// removeAtExit are directories Run removes once the tests ran.
var removeAtExit []string

// RemoveAtExit has Run remove dir once the tests ran: a directory shared
// by the tests of one binary (a helper program built once), which no
// single test's t.TempDir outlives.
func RemoveAtExit(dir string) { removeAtExit = append(removeAtExit, dir) }

// Buffer is a bytes.Buffer safe for a writer goroutine and a polling test.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *Buffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns what was written so far.
func (s *Buffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Take returns what was written so far and empties the buffer.
func (s *Buffer) Take() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	v := s.b.String()
	s.b.Reset()
	return v
}

// NeedShell returns the path of the program name (a shell, tmux), or
// skips t when it is not installed; with REQUIRE_SHELLS=1 (as CI sets) a
// missing one fails t instead.
func NeedShell(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err == nil {
		return p
	}
	if os.Getenv("REQUIRE_SHELLS") == "1" {
		t.Fatalf("%s is not installed and REQUIRE_SHELLS=1", name)
	}
	t.Skipf("%s is not installed", name)
	return ""
}
