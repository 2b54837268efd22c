package audit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

const (
	writerProcs   = 100
	writerRecords = 100
)

// recordSize is the length of the command of record i of process p: mostly
// up to 1.5 KB, every 5th from 4.1 to 6 KB (longer than PIPE_BUF, 4096),
// and one in a hundred 70 KB (longer than a pipe's whole buffer).
func recordSize(p, i int) int {
	switch {
	case (p*7+i)%100 == 0:
		return 70_000
	case (p+i)%5 == 0:
		return 4100 + (p*131+i*977)%1900
	}
	return (p*131 + i*977) % 1500
}

// recordCommand is the command of record i of process p: a marker, then
// recordSize bytes of one letter, with a newline and a non-ASCII character
// for the encoder to escape and keep.
func recordCommand(p, i int) string {
	return fmt.Sprintf("p%03d r%03d é\n", p, i) + strings.Repeat(string(rune('a'+(p+i)%26)), recordSize(p, i))
}

// writerProcess is the helper process: it waits for the go file, then
// writes writerRecords records to the log. It exits 3 if any was written
// without the lock.
//
// It waits for the lock up to a minute rather than DefaultLockWait: this
// test checks the lines written under the lock, and 100 processes each
// writing 100 records back to back (far more than agents running one
// command each) may queue for longer than a second on a loaded machine,
// above all under the race detector.
func writerProcess() int {
	p, _ := strconv.Atoi(os.Getenv(helperEnv))
	path, gofile := os.Getenv("AUDIT_TEST_LOG"), os.Getenv("AUDIT_TEST_GO")
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		if _, err := os.Stat(gofile); err == nil {
			break
		}
		if time.Now().After(deadline) {
			fmt.Fprintln(os.Stderr, "no go file")
			return 1
		}
	}
	opts := []Option{WithLockWait(time.Minute)}
	if n, _ := strconv.ParseInt(os.Getenv("AUDIT_TEST_ROTATE"), 10, 64); n > 0 {
		opts = append(opts, WithRotation(n, 1000))
	}
	l, err := Open(path, opts...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	for i := range writerRecords {
		err := l.Write(Record{
			Mode: ModeCommand, Shell: "/bin/bash", Grammar: "bash",
			Command: recordCommand(p, i), Verdict: VerdictAllow, DurationUS: int64(i),
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	if n := l.Unlocked(); n > 0 {
		fmt.Fprintf(os.Stderr, "%d records written without the lock\n", n)
		return 3
	}
	if err := l.Close(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestConcurrentProcesses has 100 processes append 100 records each, of
// sizes up to 70 KB, to one file at once, and checks that the file holds
// exactly 10,000 lines, each one whole record; and again with the file
// rotated every 2 MB, checking the same of the files together.
func TestConcurrentProcesses(t *testing.T) {
	t.Run("one file", func(t *testing.T) { concurrentProcesses(t, 0) })
	t.Run("rotated", func(t *testing.T) { concurrentProcesses(t, 2<<20) })
}

func concurrentProcesses(t *testing.T, rotate int64) {
	if runtime.GOOS == "windows" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no flock here")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "state", "audit.jsonl")
	gofile := filepath.Join(dir, "go")

	start := time.Now()
	cmds := make([]*exec.Cmd, writerProcs)
	outs := make([]bytes.Buffer, writerProcs)
	for p := range cmds {
		cmd := exec.Command(self, "-test.run=^$")
		cmd.Env = append(os.Environ(), helperEnv+"="+strconv.Itoa(p), "AUDIT_TEST_LOG="+path, "AUDIT_TEST_GO="+gofile, "AUDIT_TEST_ROTATE="+strconv.FormatInt(rotate, 10))
		cmd.Stdout, cmd.Stderr = &outs[p], &outs[p]
		if err := cmd.Start(); err != nil {
			for _, c := range cmds[:p] {
				_ = c.Process.Kill() // best effort: failing anyway
				_ = c.Wait()
			}
			t.Fatal(err)
		}
		cmds[p] = cmd
	}
	started := time.Since(start)
	// All started: let them write at once.
	if err := os.WriteFile(gofile, nil, 0o600); err != nil {
		t.Error(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, writerProcs)
	for p, cmd := range cmds {
		wg.Go(func() { errs[p] = cmd.Wait() })
	}
	wg.Wait()
	t.Logf("%d processes × %d records: %v (%v to start them)", writerProcs, writerRecords, time.Since(start).Round(time.Millisecond), started.Round(time.Millisecond))
	for p, err := range errs {
		if err != nil {
			t.Errorf("writer %d: %v\n%s", p, err, outs[p].Bytes())
		}
	}
	if t.Failed() {
		return
	}

	var data []byte
	files := Files(path)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if errors.Is(err, fs.ErrNotExist) && f == path && rotate > 0 {
			continue // the last writer rotated the file and nobody wrote after it
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(b) == 0 || b[len(b)-1] != '\n' {
			t.Fatalf("%s does not end with a newline", f)
		}
		if rotate > 0 && f != path && int64(len(b)) < rotate {
			t.Errorf("%s was rotated at %d bytes, before %d", f, len(b), rotate)
		}
		data = append(data, b...)
	}
	if rotate > 0 && len(files) < 3 {
		t.Errorf("%d files; want rotations", len(files))
	}
	lines := bytes.Split(data[:len(data)-1], []byte{'\n'})
	if len(lines) != writerProcs*writerRecords {
		t.Errorf("%d lines, want %d", len(lines), writerProcs*writerRecords)
	}
	seen := make(map[[2]int]bool)
	long := 0
	for n, line := range lines {
		if len(line) > 4096 {
			long++
		}
		var r Record
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatalf("line %d (%d bytes) is torn: %v\n%.200s", n+1, len(line), err, line)
		}
		var p, i int
		if _, err := fmt.Sscanf(r.Command, "p%03d r%03d", &p, &i); err != nil {
			t.Fatalf("line %d: command %.40q: %v", n+1, r.Command, err)
		}
		if r.Command != recordCommand(p, i) {
			t.Fatalf("line %d: record %d of process %d does not hold its command", n+1, i, p)
		}
		if seen[[2]int{p, i}] {
			t.Fatalf("line %d: record %d of process %d twice", n+1, i, p)
		}
		seen[[2]int{p, i}] = true
	}
	if len(seen) != writerProcs*writerRecords {
		t.Errorf("%d distinct records, want %d", len(seen), writerProcs*writerRecords)
	}
	t.Logf("%d lines, %d of them longer than 4096 bytes, %d MB in %d files", len(lines), long, len(data)>>20, len(files))

	s, err := Summarize(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if s.Records != writerProcs*writerRecords || s.Corrupt != 0 {
		t.Errorf("Summarize: %d records, %d corrupt", s.Records, s.Corrupt)
	}
}

// TestConcurrentGoroutines has goroutines write through one Log and
// through a second Log on the same file: flock does not order writers that
// share an open file, the Log's mutex does.
func TestConcurrentGoroutines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	logs := make([]*Log, 2)
	for i := range logs {
		l, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		logs[i] = l
	}
	const goroutines, each = 8, 100
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			for i := range each {
				if err := logs[g%2].Write(Record{Verdict: VerdictBlock, Rule: "fs.rm-home", Command: recordCommand(g, i)}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := Summarize(f)
	if err != nil {
		t.Fatal(err)
	}
	if s.Records != goroutines*each || s.Corrupt != 0 {
		t.Errorf("%d records, %d corrupt; want %d, 0", s.Records, s.Corrupt, goroutines*each)
	}
}
