//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || solaris

package audit

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestLockWait checks that a lock held elsewhere delays Write by the lock
// wait only, that the record is still written whole, and that a lock
// granted after Write gave up is not kept idle.
func TestLockWait(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	l, err := Open(path, WithLockWait(100*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()

	// Another open file description, as another process would have.
	other, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if err := unix.Flock(int(other.Fd()), unix.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := l.Write(Record{Command: "while locked", Verdict: VerdictAllow}); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 100*time.Millisecond || d > 10*time.Second {
		t.Errorf("Write took %v with the lock held elsewhere, want about 100ms", d)
	}
	if n := l.Unlocked(); n != 1 {
		t.Errorf("Unlocked = %d, want 1", n)
	}

	// Free the lock: the pending request gets it and, with no Write
	// waiting, gives it back, so another taker gets it at once.
	if err := unix.Flock(int(other.Fd()), unix.LOCK_UN); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		err := unix.Flock(int(other.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the lock was kept after Write gave up: %v", err)
		}
		time.Sleep(time.Millisecond)
	}
	if err := unix.Flock(int(other.Fd()), unix.LOCK_UN); err != nil {
		t.Fatal(err)
	}

	// With the lock free, Write takes it: the count of records written
	// without it stays. The wait is made long so that a loaded machine,
	// slow to run the request's goroutine, cannot fail this (the time a
	// Write takes is benchmarked, not asserted here).
	l.lockWait = 10 * time.Second
	if err := l.Write(Record{Command: "free", Verdict: VerdictAllow}); err != nil {
		t.Fatal(err)
	}
	if n := l.Unlocked(); n != 1 {
		t.Errorf("Unlocked = %d, want still 1", n)
	}
	lines := readLines(t, path)
	if len(lines) != 2 {
		t.Errorf("%d lines, want 2", len(lines))
	}
}
