//go:build linux

package pty

import (
	"bytes"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// killSession sends SIGKILL to every process whose session id is sid, read
// from /proc/PID/stat (field 6, after the parenthesised command name).
func killSession(sid int) {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return
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
		if len(f) < 4 {
			continue
		}
		if s, err := strconv.Atoi(string(f[3])); err == nil && s == sid {
			_ = unix.Kill(pid, unix.SIGKILL) // best effort: it may be gone
		}
	}
}
