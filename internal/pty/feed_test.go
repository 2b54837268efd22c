//go:build linux

package pty

import (
	"os/exec"
	"testing"
	"time"
)

// A command reads what it wants from the Feed; the rest is counted and
// dropped, and nothing else reads it.
func TestFeedLeftover(t *testing.T) {
	f, err := OpenFeed()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	if _, err := f.Write([]byte("first\nsecond line\n")); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("sh", "-c", "head -n1 < "+f.Path()).Output()
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != "first\n" {
		t.Errorf("head read %q; want %q", out, "first\n")
	}
	n, err := f.Discard()
	if err != nil {
		t.Fatal(err)
	}
	if n != len("second line\n") {
		t.Errorf("Discard = %d; want %d", n, len("second line\n"))
	}
	if n, _ := f.Discard(); n != 0 {
		t.Errorf("second Discard = %d; want 0", n)
	}
}

// Ctrl-D at the start of a line ends the reader's input; echo is off, so the
// command's output is only its own.
func TestFeedEOF(t *testing.T) {
	f, err := OpenFeed()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	cmd := exec.Command("sh", "-c", "cat < "+f.Path())
	done := make(chan []byte, 1)
	go func() {
		out, _ := cmd.Output()
		done <- out
	}()
	if _, err := f.Write([]byte("a\nb\n\x04")); err != nil {
		t.Fatal(err)
	}
	select {
	case out := <-done:
		if string(out) != "a\nb\n" {
			t.Errorf("cat printed %q; want %q", out, "a\nb\n")
		}
	case <-time.After(20 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("cat did not see the end of its input")
	}
}

// A Write to a Feed nobody reads blocks when the queue is full, until
// Interrupt.
func TestFeedInterrupt(t *testing.T) {
	f, err := OpenFeed()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	done := make(chan error, 1)
	go func() {
		line := make([]byte, 1024)
		for i := range line {
			line[i] = 'x'
		}
		line[len(line)-1] = '\n'
		for {
			if _, err := f.Write(line); err != nil {
				done <- err
				return
			}
		}
	}()
	time.Sleep(200 * time.Millisecond)
	f.Interrupt()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("Write still blocked after Interrupt")
	}
	if _, err := f.Write([]byte("late\n")); err == nil {
		t.Error("a Write after Interrupt went through; want it to fail until Resume")
	}
	if n, err := f.Discard(); err != nil || n == 0 {
		t.Errorf("Discard = %d, %v; want the queued bytes", n, err)
	}
}

// Bytes a line editor would act on reach the reader as sent.
func TestFeedVerbatim(t *testing.T) {
	f, err := OpenFeed()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	line := "ab\x7fc\x15de\x17f\r\n"
	if _, err := f.Write([]byte(line)); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("sh", "-c", "head -n1 < "+f.Path()+" | od -An -c").Output()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := exec.Command("sh", "-c", `printf 'ab\177c\025de\027f\r\n' | od -An -c`).Output()
	if string(out) != string(want) {
		t.Errorf("the reader got\n%s\nwant\n%s", out, want)
	}
}
