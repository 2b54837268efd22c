//go:build unix

package shim

import "syscall"

// execShell replaces the process with the real shell: same pid, argv,
// environment, open files and signal dispositions, so the exit status,
// signals and stdio are the shell's own.
func execShell(path string, argv, env []string) error {
	return syscall.Exec(path, argv, env)
}

// accessWrite reports whether this process may write the file or directory
// at p.
func accessWrite(p string) error { return syscall.Access(p, 2) } // W_OK
