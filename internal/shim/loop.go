package shim

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/policy"
)

// hopsVar carries, to the real shell guarded-sh starts, "PID:N": the pid of
// that guarded-sh and how many guarded-sh ran one straight after the other
// before it. A guarded-sh started by the same process (exec) or by its
// child (supervised mode) is one more hop; anything in between, as a
// command run by the shell always has, starts the count again.
const hopsVar = settings.Hops

// maxHops is how many guarded-sh in a row are taken for a loop: a wrapper
// that execs guarded-sh named as the real shell (GUARDED_SH_SHELL) loops
// forever, a legitimate `sh -c 'sh -c …'` never nests this deep.
const maxHops = 16

// ErrLoop is returned when the real shell leads back to guarded-sh.
var ErrLoop = errors.New("the real shell leads back to guarded-sh")

// countHop returns environ with the hop count of this guarded-sh set for
// the shell it starts, or an error once guarded-sh has run itself maxHops
// times in a row.
func countHop(environ []string) ([]string, error) {
	getenv := policy.EnvLookup(environ)
	how := "the name guarded-sh was invoked by"
	if getenv(settings.Shell) != "" {
		how = settings.Shell
	}
	n, err := hops(getenv, how)
	if err != nil {
		return nil, err
	}
	return withHops(environ, n), nil
}

// hops returns the hop count of this guarded-sh from its environment
// (0 for the first), and an error once it has looped maxHops times.
func hops(getenv func(string) string, how string) (int, error) {
	pidS, nS, ok := strings.Cut(getenv(hopsVar), ":")
	if !ok {
		return 0, nil
	}
	pid, err1 := strconv.Atoi(pidS)
	n, err2 := strconv.Atoi(nS)
	if err1 != nil || err2 != nil || (pid != os.Getpid() && pid != os.Getppid()) {
		return 0, nil
	}
	if n+1 >= maxHops {
		return n + 1, fmt.Errorf("%w: %d guarded-sh ran one after the other; the shell named by %s is a wrapper that runs guarded-sh again; set GUARDED_SH_SHELL to the real shell's executable, e.g. /bin/bash", ErrLoop, n+1, how)
	}
	return n + 1, nil
}

// withHops returns environ with hopsVar set for a real shell started by
// this guarded-sh at hop n.
func withHops(environ []string, n int) []string {
	out := make([]string, 0, len(environ)+1)
	for _, kv := range environ {
		if !strings.HasPrefix(kv, hopsVar+"=") {
			out = append(out, kv)
		}
	}
	return append(out, hopsVar+"="+strconv.Itoa(os.Getpid())+":"+strconv.Itoa(n))
}
