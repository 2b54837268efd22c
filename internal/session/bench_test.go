//go:build linux

package session

import (
	"context"
	"io"
	"os/exec"
	"testing"
	"time"
)

// countWriter counts bytes.
type countWriter struct{ n int64 }

func (w *countWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return len(p), nil
}

// BenchmarkRelayThroughput relays 64 MiB through a session and reads the
// same output from bash -c through a plain pipe, in the same run, and
// reports both rates and their ratio (session/pipe). When script(1) is
// installed it also reads the output from `script -qc` (the floor
// for a PTY relay) and reports session/script.
func BenchmarkRelayThroughput(b *testing.B) {
	const size = 64 << 20
	const cmd = "head -c 67108864 /dev/zero"
	w := &countWriter{}
	s, err := Start(context.Background(), "bash", WithOutput(w))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	scriptPath, _ := exec.LookPath("script")
	var sessT, pipeT, scriptT time.Duration
	b.ResetTimer()
	for range b.N {
		w.n = 0
		t0 := time.Now()
		if st, err := s.Exec(cmd); err != nil || st != 0 {
			b.Fatalf("Exec = %d, %v", st, err)
		}
		sessT += time.Since(t0)
		if w.n != size {
			b.Fatalf("session relayed %d bytes", w.n)
		}

		t0 = time.Now()
		n, err := readAll(exec.Command("bash", "-c", cmd))
		if err != nil || n != size {
			b.Fatalf("pipe: %d bytes, %v", n, err)
		}
		pipeT += time.Since(t0)

		if scriptPath != "" {
			t0 = time.Now()
			n, err := readAll(exec.Command(scriptPath, "-qc", cmd, "/dev/null"))
			if err != nil || n != size {
				b.Fatalf("script: %d bytes, %v", n, err)
			}
			scriptT += time.Since(t0)
		}
	}
	mb := float64(size) * float64(b.N) / 1e6
	b.ReportMetric(mb/sessT.Seconds(), "session-MB/s")
	b.ReportMetric(mb/pipeT.Seconds(), "pipe-MB/s")
	b.ReportMetric(pipeT.Seconds()/sessT.Seconds(), "ratio")
	if scriptPath != "" {
		b.ReportMetric(mb/scriptT.Seconds(), "script-MB/s")
		b.ReportMetric(scriptT.Seconds()/sessT.Seconds(), "ratio-script")
	}
}

func readAll(c *exec.Cmd) (int64, error) {
	out, err := c.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := c.Start(); err != nil {
		return 0, err
	}
	n, err := io.CopyBuffer(io.Discard, out, make([]byte, 64<<10))
	if werr := c.Wait(); err == nil {
		err = werr
	}
	return n, err
}

// BenchmarkExecRoundTrip is one Exec of a builtin that prints nothing:
// the session's cost per command (write, the shell's read and prompt, the
// marker).
func BenchmarkExecRoundTrip(b *testing.B) {
	s, err := Start(context.Background(), "bash")
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ResetTimer()
	for range b.N {
		if _, err := s.Exec("true"); err != nil {
			b.Fatal(err)
		}
	}
}
