//go:build linux

package pty

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"
)

// TestInputHelperPush is not a test: run as a child by
// TestInputCannotBePushed, with an Input as its standard input in a
// session of its own, it tries to open the Input by its path, to make it
// its controlling terminal and to push a byte into it.
func TestInputHelperPush(t *testing.T) {
	if os.Getenv("GSH_INPUT_PUSH") == "" {
		t.Skip("helper")
	}
	if f, err := os.OpenFile(os.Getenv("GSH_INPUT_PUSH"), os.O_RDWR|unix.O_NOCTTY, 0); err == nil {
		f.Close()
		os.Exit(6) // opened by path
	}
	_ = unix.IoctlSetInt(0, unix.TIOCSCTTY, 0) // refused: the holder's session has it
	c := byte('x')
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, 0, syscall.TIOCSTI, uintptr(unsafe.Pointer(&c))); e == 0 {
		os.Exit(7) // pushed
	}
}

// An Input cannot be opened by path, and a process that has a descriptor
// for it cannot make it its controlling terminal and push input into it.
// Root with CAP_SYS_ADMIN can both: as root the test runs the attempt as
// nobody.
func TestInputCannotBePushed(t *testing.T) {
	in, err := OpenInput()
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if in.holder == nil {
		t.Fatal("no holder: sleep(1) could not be started")
	}
	bin := os.Args[0]
	attr := &syscall.SysProcAttr{Setsid: true}
	if os.Geteuid() == 0 {
		// nobody, owning the terminal as a session's user does, and
		// able to run a copy of the test binary.
		dir := t.TempDir()
		for _, d := range []string{dir, filepath.Dir(dir)} {
			if err := os.Chmod(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		bin = filepath.Join(dir, "pty.test")
		copyFile(t, os.Args[0], bin)
		if err := os.Chown(in.Path(), 65534, 65534); err != nil {
			t.Fatal(err)
		}
		attr.Credential = &syscall.Credential{Uid: 65534, Gid: 65534}
	}
	cmd := exec.Command(bin, "-test.run=^TestInputHelperPush$")
	cmd.Env = append(os.Environ(), "GSH_INPUT_PUSH="+in.Path())
	cmd.Stdin = in.TTY()
	cmd.SysProcAttr = attr
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("a process with the Input opened it or pushed input into it: %v\n%s", err, out)
	}
	if n, err := unix.IoctlGetInt(int(in.TTY().Fd()), unix.TIOCINQ); err != nil || n != 0 {
		t.Errorf("%d bytes in the Input, %v; want none", n, err)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}
