//go:build linux

package pty

import (
	"bytes"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// killSession sends SIGKILL to every process whose session id is sid.
func killSession(sid int) { signalSession(sid, unix.SIGKILL) }

// signalSession sends sig to every process whose session id is sid, but
// sid itself, and reports whether it found any.
func signalSession(sid int, sig unix.Signal) bool { return signalIn(sid, -1, sig, nil) }

// signalIn sends sig to every live process whose session id is sid and,
// when pgrp is not -1, whose process group is pgrp, but sid itself and the
// processes of spare and below them, and reports whether it found any. The
// ids are read from /proc/PID/stat.
func signalIn(sid, pgrp int, sig unix.Signal, spare map[int]bool) (found bool) {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return false
	}
	parent := map[int]int{} // the processes found, and their parents
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == sid {
			continue
		}
		st, ok := readStat(e.Name())
		if !ok || st.zombie || st.sid != sid || pgrp != -1 && st.pgrp != pgrp {
			continue // a zombie is dead already
		}
		parent[pid] = st.ppid
	}
	for pid := range parent {
		if below(pid, parent, spare) {
			continue
		}
		found = true
		if sig != 0 {
			_ = unix.Kill(pid, sig) // best effort: it may be gone
		}
	}
	return found
}

// below reports whether pid is in spare or descends, through parent, from
// one that is.
func below(pid int, parent map[int]int, spare map[int]bool) bool {
	for range 64 { // deeper trees than that: not spared
		if spare[pid] {
			return true
		}
		pp, ok := parent[pid]
		if !ok {
			return false
		}
		pid = pp
	}
	return false
}

// children lists the children of pid (those of its main thread: all a
// shell has), or nil.
func children(pid int) map[int]bool {
	p := strconv.Itoa(pid)
	b, err := os.ReadFile("/proc/" + p + "/task/" + p + "/children")
	if err != nil {
		return nil
	}
	m := map[int]bool{}
	for _, f := range bytes.Fields(b) {
		if c, err := strconv.Atoi(string(f)); err == nil {
			m[c] = true
		}
	}
	return m
}

// ownJob reports whether pid is a child of parent in parent's process
// group, running or not yet reaped.
func ownJob(parent, pid int) bool {
	st, ok := readStat(strconv.Itoa(pid))
	return ok && st.ppid == parent && st.pgrp == parent
}

type stat struct {
	zombie          bool
	ppid, pgrp, sid int
}

// readStat reads /proc/PID/stat: state, ppid, pgrp and session are the
// fields after the parenthesised command name (which may hold either).
func readStat(pid string) (stat, bool) {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return stat{}, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return stat{}, false
	}
	f := bytes.Fields(b[i+1:])
	if len(f) < 4 {
		return stat{}, false
	}
	ppid, err1 := strconv.Atoi(string(f[1]))
	pgrp, err2 := strconv.Atoi(string(f[2]))
	sid, err3 := strconv.Atoi(string(f[3]))
	if err1 != nil || err2 != nil || err3 != nil {
		return stat{}, false
	}
	return stat{zombie: string(f[0]) == "Z", ppid: ppid, pgrp: pgrp, sid: sid}, true
}
