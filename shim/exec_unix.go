//go:build unix

package shim

import "syscall"

// execShell replaces the process with the real shell: same pid, argv,
// environment, open files and signal dispositions, so the exit status,
// signals and stdio are the shell's own.
func execShell(path string, argv, env []string) error {
	return syscall.Exec(path, argv, env)
}
