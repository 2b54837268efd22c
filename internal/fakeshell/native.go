package fakeshell

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
)

// errNotFound: no such command on PATH.
var errNotFound = errors.New("not found")

// runNative runs name, found on PATH, with args and environment env on the
// shell's terminal, and returns its exit status: 128+N when signal N
// killed it, as a shell reports it.
func runNative(stdio IO, env []string, name string, args []string) (int, error) {
	path, err := exec.LookPath(name)
	if err != nil {
		return 0, errNotFound
	}
	c := exec.Command(path, args...)
	c.Env = env
	if f, ok := stdio.In.(*os.File); ok {
		c.Stdin = f
	}
	c.Stdout, c.Stderr = stdio.Out, stdio.Err
	err = c.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, nil
	case errors.As(err, &ee):
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return 128 + int(ws.Signal()), nil
		}
		return ee.ExitCode(), nil
	}
	return 0, err
}
