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
func signalSession(sid int, sig unix.Signal) bool { return signalIn(sid, -1, sig) }

// signalIn sends sig to every live process whose session id is sid and,
// when pgrp is not -1, whose process group is pgrp, but sid itself, and
// reports whether it found any. Both ids are read from /proc/PID/stat
// (fields 5 and 6, after the parenthesised command name).
func signalIn(sid, pgrp int, sig unix.Signal) (found bool) {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return false
	}
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == sid {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := bytes.Fields(b[i+1:]) // state ppid pgrp session ...
		if len(f) < 4 || string(f[0]) == "Z" {
			continue // a zombie is dead already
		}
		if s, err := strconv.Atoi(string(f[3])); err != nil || s != sid {
			continue
		}
		if g, err := strconv.Atoi(string(f[2])); pgrp != -1 && (err != nil || g != pgrp) {
			continue
		}
		found = true
		if sig != 0 {
			_ = unix.Kill(pid, sig) // best effort: it may be gone
		}
	}
	return found
}
