package audit

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"net"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
)

// listen opens a Unix datagram socket the test reads.
func listen(t testing.TB) (*net.UnixConn, string) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix datagram sockets")
	}
	path := filepath.Join(t.TempDir(), "sock")
	c, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: path, Net: "unixgram"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c, path
}

func receive(t *testing.T, c *net.UnixConn) []byte {
	t.Helper()
	buf := make([]byte, 1<<20)
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	n, err := c.Read(buf)
	if err != nil {
		t.Fatal(err)
	}
	return buf[:n]
}

// parseJournal reads the native protocol's fields.
func parseJournal(t *testing.T, b []byte) map[string]string {
	t.Helper()
	m := map[string]string{}
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			t.Fatalf("no newline in %q", b)
		}
		line := string(b[:i])
		b = b[i+1:]
		if k, v, ok := strings.Cut(line, "="); ok {
			m[k] = v
			continue
		}
		n := binary.LittleEndian.Uint64(b)
		m[line] = string(b[8 : 8+n])
		if b[8+n] != '\n' {
			t.Fatalf("field %s not ended by a newline", line)
		}
		b = b[9+n:]
	}
	return m
}

var sinkRecord = Record{Mode: ModeHook, Cwd: "/p", User: "u", Shell: "Bash", Grammar: "bash",
	Command: "rm -rf ~\necho second line", Verdict: VerdictBlock, Rule: "fs.rm-home", Reason: `it deletes "home" [all]`,
	Advisor: &Advice{Verdict: AdviceRisk, Score: 0.9, Model: "m"}}

func TestJournald(t *testing.T) {
	c, sock := listen(t)
	file := filepath.Join(t.TempDir(), "audit.jsonl")
	l, err := Open(file, WithJournald(sock))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := l.Write(sinkRecord); err != nil {
		t.Fatal(err)
	}
	m := parseJournal(t, receive(t, c))
	want := map[string]string{
		"MESSAGE": "guarded-sh: block [fs.rm-home] rm -rf ~ …", "PRIORITY": "4", "SYSLOG_IDENTIFIER": "guarded-sh",
		"GUARDEDSH_VERDICT": "block", "GUARDEDSH_RULE": "fs.rm-home", "GUARDEDSH_MODE": "hook",
		"GUARDEDSH_COMMAND": sinkRecord.Command, "GUARDEDSH_SCHEMA_VERSION": "1",
		"GUARDEDSH_ADVISOR_SCORE": "0.9", "GUARDEDSH_ADVISOR_MODEL": "m",
	}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("%s = %q, want %q", k, m[k], v)
		}
	}
	var rec Record
	if err := json.Unmarshal([]byte(m["GUARDEDSH_RECORD"]), &rec); err != nil || rec.Command != sinkRecord.Command {
		t.Errorf("GUARDEDSH_RECORD %q: %v", m["GUARDEDSH_RECORD"], err)
	}
	for k := range m {
		if !regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`).MatchString(k) {
			t.Errorf("field name %q is not a journal field name", k)
		}
	}
	if files := Files(file); len(files) != 1 {
		t.Errorf("files %v", files)
	}
}

func TestSyslog(t *testing.T) {
	c, sock := listen(t)
	l, err := Open("", WithSyslog(sock)) // instead of the file
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := l.Write(sinkRecord); err != nil {
		t.Fatal(err)
	}
	msg := string(receive(t, c))
	re := regexp.MustCompile(`^<12>1 \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z \S+ guarded-sh \d+ block \[guarded-sh@32473 v="1" verdict="block" rule="fs.rm-home" mode="hook"\] (\{.*\})$`)
	mm := re.FindStringSubmatch(msg)
	if mm == nil {
		t.Fatalf("not an RFC 5424 message of the record:\n%s", msg)
	}
	var rec Record
	if err := json.Unmarshal([]byte(mm[1]), &rec); err != nil || rec.Reason != sinkRecord.Reason {
		t.Errorf("message text %q: %v", mm[1], err)
	}
}

// A sink that takes nothing (a full queue) or is not there costs each
// command at most SinkDeadline or so, and is warned about once.
func TestSinkNeverBlocks(t *testing.T) {
	_, sock := listen(t) // never read
	var warnings strings.Builder
	file := filepath.Join(t.TempDir(), "audit.jsonl")
	l := OpenOrWarn(file, &warnings, WithJournald(sock), WithSyslog(filepath.Join(t.TempDir(), "none")))
	defer l.Close()
	r := sinkRecord
	r.Command = strings.Repeat("x", 8000)
	var worst time.Duration
	const n = 300
	for range n {
		start := time.Now()
		if err := l.Write(r); err != nil {
			t.Fatal(err)
		}
		worst = max(worst, time.Since(start))
	}
	lost := l.Lost()
	if lost["journald"] == 0 || lost["syslog"] != n {
		t.Errorf("lost %v; want some journald records (its queue filled) and every syslog one", lost)
	}
	if strings.Count(warnings.String(), "audit sink journald:") != 1 || strings.Count(warnings.String(), "audit sink syslog:") != 1 {
		t.Errorf("warnings:\n%s", warnings.String())
	}
	// A generous bound: a blocking send would hang here for good.
	if worst > 500*time.Millisecond {
		t.Errorf("a write took %v with a sink that takes nothing", worst)
	}
	t.Logf("worst write %v", worst)
	s, _ := summarizeFile(t, file)
	if s.Records != n {
		t.Errorf("the file got %d records of %d", s.Records, n)
	}
}

func summarizeFile(t *testing.T, path string) (Summary, error) {
	f, err := OpenForReading(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return Summarize(f)
}

// BenchmarkWriteBlockedSink is the cost of a write when the journal's
// queue is full, against a file-only write in the same run.
func BenchmarkWriteBlockedSink(b *testing.B) {
	_, sock := listen(b)
	for _, bc := range []struct {
		name string
		opts []Option
	}{{"file", nil}, {"file+full-journal", []Option{WithJournald(sock)}}} {
		b.Run(bc.name, func(b *testing.B) {
			l, err := Open(filepath.Join(b.TempDir(), "a.jsonl"), bc.opts...)
			if err != nil {
				b.Fatal(err)
			}
			defer l.Close()
			for range b.N {
				_ = l.Write(sinkRecord)
			}
		})
	}
}
