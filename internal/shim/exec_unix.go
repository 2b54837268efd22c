//go:build unix

package shim

import (
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// execShell replaces the process with the real shell: same pid, argv,
// environment, open files and signal dispositions, so the exit status,
// signals and stdio are the shell's own.
func execShell(path string, argv, env []string) error {
	return syscall.Exec(path, argv, env)
}

// accessWrite reports whether this process may write the file or directory
// at p.
func accessWrite(p string) error { return syscall.Access(p, 2) } // W_OK

// dupStdin makes f this process's standard input, for the real shell that
// replaces it, and closes f.
func dupStdin(f *os.File) error {
	defer func() { _ = f.Close() }()
	return unix.Dup2(int(f.Fd()), 0)
}
