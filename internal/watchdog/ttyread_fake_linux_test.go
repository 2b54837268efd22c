package watchdog

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// fakeProc builds a /proc tree: each process has stat, comm, fd links and
// one thread with the given syscall (empty: no syscall file) and wchan.
type fakeProcess struct {
	pid, pgrp, tpgid int
	comm             string
	fds              map[int]string
	syscall, wchan   string
}

func fakeProc(t *testing.T, procs ...fakeProcess) string {
	t.Helper()
	dir := t.TempDir()
	for _, p := range procs {
		pd := filepath.Join(dir, strconv.Itoa(p.pid))
		task := filepath.Join(pd, "task", strconv.Itoa(p.pid))
		for _, d := range []string{filepath.Join(pd, "fd"), task} {
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		stat := strconv.Itoa(p.pid) + " (" + p.comm + ") S 1 " + strconv.Itoa(p.pgrp) + " 1 34816 " + strconv.Itoa(p.tpgid) + " 4194304 0 0\n"
		write(t, filepath.Join(pd, "stat"), stat)
		write(t, filepath.Join(pd, "comm"), p.comm+"\n")
		for fd, target := range p.fds {
			if err := os.Symlink(target, filepath.Join(pd, "fd", strconv.Itoa(fd))); err != nil {
				t.Fatal(err)
			}
		}
		if p.syscall != "" {
			write(t, filepath.Join(task, "syscall"), p.syscall+"\n")
		}
		write(t, filepath.Join(task, "wchan"), p.wchan)
	}
	write(t, filepath.Join(dir, "self"), "not a process") // non-numeric entries are skipped
	return dir
}

func write(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

const fakeTTY = "/dev/pts/99"

func TestTTYReaderFakeProc(t *testing.T) {
	tty := map[int]string{0: fakeTTY, 1: fakeTTY, 2: fakeTTY}
	pipe := map[int]string{0: "pipe:[123]", 1: fakeTTY}
	shell := fakeProcess{pid: 100, pgrp: 100, tpgid: 200, comm: "bash", fds: tty, syscall: "61 0xffffffff", wchan: "do_wait"}
	for _, tc := range []struct {
		name    string
		procs   []fakeProcess
		want    string // Reading.String(), "" for none
		via     string
		wantErr error
	}{
		{"read via syscall", []fakeProcess{shell,
			{pid: 200, pgrp: 200, comm: "cat", fds: tty, syscall: "0 0x0 0x7f 0x20000", wchan: "wait_woken"}},
			"process 200 (cat) blocked reading the terminal", "syscall", nil},
		{"read of a pipe", []fakeProcess{shell,
			{pid: 200, pgrp: 200, comm: "cat", fds: pipe, syscall: "0 0x0 0x7f 0x20000", wchan: "pipe_read"}},
			"", "", nil},
		{"wchan fallback", []fakeProcess{shell,
			{pid: 200, pgrp: 200, comm: "ssh", fds: tty, wchan: "n_tty_read"}},
			"process 200 (ssh) blocked reading the terminal", "wchan", nil},
		{"wchan hidden", []fakeProcess{shell,
			{pid: 200, pgrp: 200, comm: "ssh", fds: tty, wchan: "0"}},
			"", "", ErrUnsupported},
		{"comm with parentheses, second of the group", []fakeProcess{shell,
			{pid: 200, pgrp: 200, comm: "sort", fds: tty, syscall: "running"},
			{pid: 201, pgrp: 200, comm: "a) (b", fds: tty, syscall: "0 0x0 0x7f 0x1"}},
			"process 201 (a) (b) blocked reading the terminal", "syscall", nil},
		{"other group ignored", []fakeProcess{shell,
			{pid: 200, pgrp: 200, comm: "sleep", fds: tty, syscall: "230 0x0"},
			{pid: 300, pgrp: 300, comm: "cat", fds: tty, syscall: "0 0x0 0x7f 0x1"}},
			"", "", nil},
		{"poll", []fakeProcess{shell,
			{pid: 200, pgrp: 200, comm: "vim", fds: tty, syscall: strconv.Itoa(270) + " 0x1 0x7f"}},
			"process 200 (vim) waiting in poll/select with the terminal open", "syscall", nil},
		{"no foreground group", []fakeProcess{{pid: 100, pgrp: 100, tpgid: -1, comm: "bash", fds: tty}}, "", "", nil},
		{"shell gone", nil, "", "", fs.ErrNotExist},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &TTYReader{tty: fakeTTY, shell: 100, proc: fakeProc(t, tc.procs...)}
			rd, ok, err := r.Check()
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			got := ""
			if ok {
				got = rd.String()
			}
			if got != tc.want || (ok && rd.Via != tc.via) {
				t.Errorf("Check = %q via %q, want %q via %q", got, rd.Via, tc.want, tc.via)
			}
		})
	}
}
