//go:build linux

package pty

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

func countFDs(t *testing.T) int {
	t.Helper()
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Fatal(err)
	}
	return len(ents)
}

func gone(pid int) bool {
	// A zombie still has /proc/PID; a reaped process does not.
	_, err := os.Stat("/proc/" + strconv.Itoa(pid))
	return os.IsNotExist(err)
}

func TestStartWaitModes(t *testing.T) {
	for _, tc := range []struct {
		name string
		mode Mode
		want string
	}{
		{"terminal", ModeTerminal, "a\r\nb\r\n"},
		{"stream", ModeStream, "a\nb\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := countFDs(t)
			var out testenv.Buffer
			p, err := Start(exec.Command("sh", "-c", `printf 'a\nb\n'; exit 3`), Config{Mode: tc.mode, Output: &out})
			if err != nil {
				t.Fatal(err)
			}
			status, err := p.Wait()
			if err != nil || status != 3 {
				t.Fatalf("Wait = %d, %v; want 3, nil", status, err)
			}
			if got := out.String(); got != tc.want {
				t.Errorf("output %q, want %q", got, tc.want)
			}
			if !gone(p.Pid()) {
				t.Errorf("pid %d not reaped", p.Pid())
			}
			if after := countFDs(t); after != before {
				t.Errorf("fds: %d before, %d after", before, after)
			}
		})
	}
}

// TestDrainLarge checks that output written just before exit is all read:
// the EIO after the hang-up is end of file, not a loss.
func TestDrainLarge(t *testing.T) {
	var out testenv.Buffer
	p, err := Start(exec.Command("head", "-c", "3000000", "/dev/zero"), Config{Mode: ModeStream, Output: &out})
	if err != nil {
		t.Fatal(err)
	}
	if status, err := p.Wait(); err != nil || status != 0 {
		t.Fatalf("Wait = %d, %v", status, err)
	}
	if n := len(out.String()); n != 3000000 {
		t.Errorf("got %d bytes, want 3000000", n)
	}
}

// TestDrainBound: a background job holding the terminal open does not keep
// Wait from returning.
func TestDrainBound(t *testing.T) {
	p, err := Start(exec.Command("sh", "-c", "trap '' HUP; sleep 30 & echo x"), Config{DrainTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := p.Wait(); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("Wait took %v", d)
	}
	if err := p.Kill(); err != nil { // the child is gone: a no-op
		t.Error(err)
	}
	killSession(p.Pid()) // the sleep, still in the child's session
}

func TestSignalForeground(t *testing.T) {
	p, err := Start(exec.Command("sleep", "30"), Config{Mode: ModeStream})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = p.Close() }() // best effort
	pg, err := p.ForegroundPgrp()
	if err != nil || pg != p.Pid() {
		t.Fatalf("ForegroundPgrp = %d, %v; want %d", pg, err, p.Pid())
	}
	if err := p.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if status, _ := p.Wait(); status != 128+int(syscall.SIGINT) {
		t.Errorf("status %d, want 130", status)
	}
}

func TestKillSession(t *testing.T) {
	var out testenv.Buffer
	p, err := Start(exec.Command("sh", "-c", "sleep 30 & echo $!; wait"), Config{Mode: ModeStream, Output: &out})
	if err != nil {
		t.Fatal(err)
	}
	var bg int
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if n, err := strconv.Atoi(string(bytes.TrimSpace([]byte(out.String())))); err == nil {
			bg = n
			break
		}
	}
	if bg == 0 {
		t.Fatalf("no background pid in %q", out.String())
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(2 * time.Second); !zombieOrGone(bg); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("background job %d survived Close", bg)
		}
	}
}

// zombieOrGone reports whether pid is dead (a zombie waits for its parent,
// here init, to reap it).
func zombieOrGone(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	i := bytes.LastIndexByte(b, ')')
	return i >= 0 && len(b) > i+2 && (b[i+2] == 'Z' || b[i+2] == 'X')
}

func TestResize(t *testing.T) {
	p, err := Start(exec.Command("sleep", "30"), Config{Size: Size{Rows: 10, Cols: 20}})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = p.Close() }() // best effort
	if s, err := p.Size(); err != nil || s != (Size{10, 20}) {
		t.Fatalf("Size = %v, %v", s, err)
	}
	if err := p.Resize(Size{Rows: 50, Cols: 132}); err != nil {
		t.Fatal(err)
	}
	if s, err := p.Size(); err != nil || s != (Size{50, 132}) {
		t.Fatalf("Size = %v, %v", s, err)
	}
}

// A shell without job control runs its commands in its own process group:
// OwnJob knows them, Busy sees them, and KillJob ends them and spares the
// shell, and the processes it is told to spare.
func TestKillJob(t *testing.T) {
	var out testenv.Buffer
	p, err := Start(exec.Command("sh", "-c", "sleep 30 & echo $!; wait; echo waited"), Config{Mode: ModeStream, Output: &out})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = p.Close() }() // best effort
	var bg int
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if n, err := strconv.Atoi(string(bytes.TrimSpace([]byte(out.String())))); err == nil {
			bg = n
			break
		}
	}
	if bg == 0 {
		t.Fatalf("no background pid in %q", out.String())
	}
	if !p.OwnJob(bg) || !p.Busy() {
		t.Errorf("OwnJob(%d) = %v, Busy = %v; want true", bg, p.OwnJob(bg), p.Busy())
	}
	if p.OwnJob(p.Pid()) || p.OwnJob(os.Getpid()) {
		t.Error("OwnJob of the shell or of its parent")
	}
	if spare := p.Children(); !spare[bg] || p.KillJob(spare) || zombieOrGone(bg) {
		t.Fatalf("KillJob sparing the shell's children %v killed %d", spare, bg)
	}
	if !p.KillJob(nil) {
		t.Fatal("KillJob found nothing")
	}
	for deadline := time.Now().Add(5 * time.Second); !strings.Contains(out.String(), "waited"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the shell did not go on after its job was killed: %q", out.String())
		}
	}
	if !zombieOrGone(bg) {
		t.Errorf("job %d survived KillJob", bg)
	}
}
