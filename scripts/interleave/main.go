// Command interleave times commands against each other on a noisy machine:
// it runs them in turn, one run of each per round (the order rotating from
// round to round), so that whatever else the machine does falls on all of
// them alike, and prints each command's median wall and CPU time (user +
// system of the child) and its ratio to the first command's, and its mean
// minor page faults (the child's, and those of what it execs: a shell
// exec'd alike by every command adds the same to each). The faults hardly
// move with the machine's load, as times do: each is a few microseconds of
// the kernel's. Timing the
// commands one after another (hyperfine's way) lets a change in the
// machine's load between the blocks show up as a difference between the
// commands; scripts/bench.sh uses this for its start-up ratios.
//
// usage: interleave [-n RUNS] [-warmup N] NAME=COMMAND ...   (COMMAND split on spaces)
//
// Leading words of COMMAND of the form VAR=VALUE are set in its
// environment, as env(1) reads them.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"
)

type target struct {
	name     string
	argv     []string
	env      []string // VAR=VALUE added to the environment
	wall     []time.Duration
	cpu      []time.Duration
	faults   int64 // minor page faults of the measured runs, summed
	failures int
}

func main() {
	runs := flag.Int("n", 200, "runs of each command")
	warmup := flag.Int("warmup", 10, "unmeasured runs of each command first")
	flag.Parse()
	var ts []*target
	for _, a := range flag.Args() {
		name, cmd, ok := strings.Cut(a, "=")
		if !ok || strings.TrimSpace(cmd) == "" {
			fmt.Fprintf(os.Stderr, "interleave: %q: want NAME=COMMAND\n", a)
			os.Exit(2)
		}
		t := &target{name: name, argv: strings.Fields(cmd)}
		for len(t.argv) > 1 && strings.Contains(t.argv[0], "=") {
			t.env, t.argv = append(t.env, t.argv[0]), t.argv[1:]
		}
		ts = append(ts, t)
	}
	if len(ts) == 0 {
		fmt.Fprintln(os.Stderr, "usage: interleave [-n RUNS] [-warmup N] NAME=COMMAND ...")
		os.Exit(2)
	}
	for round := 0; round < *warmup+*runs; round++ {
		for i := range ts {
			t := ts[(round+i)%len(ts)]
			wall, cpu, faults, err := runOnce(t.argv, t.env)
			if err != nil {
				t.failures++
				if t.failures == 1 {
					fmt.Fprintf(os.Stderr, "interleave: %s: %v\n", t.name, err)
				}
				continue
			}
			if round >= *warmup {
				t.wall = append(t.wall, wall)
				t.cpu = append(t.cpu, cpu)
				t.faults += faults
			}
		}
	}
	base := median(ts[0].wall)
	baseCPU := median(ts[0].cpu)
	fmt.Printf("%-24s %10s %8s %10s %8s %8s %6s\n", "command", "wall ms", "ratio", "cpu ms", "ratio", "faults", "runs")
	for _, t := range ts {
		w, c := median(t.wall), median(t.cpu)
		f := 0.0
		if len(t.wall) > 0 {
			f = float64(t.faults) / float64(len(t.wall))
		}
		fmt.Printf("%-24s %10.3f %7.3fx %10.3f %7.3fx %8.1f %6d\n", t.name, ms(w), ratio(w, base), ms(c), ratio(c, baseCPU), f, len(t.wall))
	}
	for _, t := range ts {
		if t.failures > 0 {
			os.Exit(1)
		}
	}
}

// runOnce runs argv with no input and its output discarded, env added to
// the environment.
func runOnce(argv, env []string) (wall, cpu time.Duration, faults int64, err error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	if len(env) > 0 {
		cmd.Env = append(os.Environ(), env...)
	}
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	if cmd.ProcessState != nil {
		cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		faults = minorFaults(cmd.ProcessState)
	}
	return wall, cpu, faults, err
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
