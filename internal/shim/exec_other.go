//go:build !unix

package shim

import (
	"errors"
	"os"
	"os/exec"
)

// execShell runs the real shell as a child where the process cannot be
// replaced (Windows), relaying stdio, and exits with its status.
func execShell(path string, argv, env []string) error {
	cmd := exec.Command(path, argv[1:]...)
	cmd.Env = env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		os.Exit(ee.ExitCode())
	}
	if err != nil {
		return err
	}
	os.Exit(0)
	return nil
}

// accessWrite cannot tell here; the audit log reports its own failures.
func accessWrite(string) error { return nil }

// dupStdin makes f the standard input execShell gives the real shell.
func dupStdin(f *os.File) error {
	os.Stdin = f
	return nil
}
