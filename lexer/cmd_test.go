package lexer

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestCmdScannerCuts checks where a Scanner cuts a stream of cmd commands.
func TestCmdScannerCuts(t *testing.T) {
	const input = "echo a\r\n(\necho b\n)\ncopy x ^\ny\nrem (\nfor %i in (1\n2) do echo %i\necho \"open\n"
	want := []string{"echo a\r\n", "(\necho b\n)\n", "copy x ^\ny\n", "rem (\n", "for %i in (1\n2) do echo %i\n", "echo \"open\n"}
	for _, size := range []int{1, 2, 3, 5, len(input)} {
		got, r := scanChunks(Cmd, input, func() int { return size })
		if !slices.Equal(got, want) || !r.Complete {
			t.Errorf("chunks of %d: %q %+v, want %q", size, got, r, want)
		}
	}
}

// TestCmdReset checks that Reset forgets an open block and its position.
func TestCmdReset(t *testing.T) {
	s := NewScanner(Cmd)
	_, _ = s.Write([]byte("(\necho a\n"))
	if _, r := s.Pending(); r.Complete {
		t.Fatal("open block reported complete")
	}
	s.Reset()
	_, _ = s.Write([]byte("echo ^"))
	_, r := s.Pending()
	if r.Complete || r.Kind != KindCaret || r.Line != 1 || r.Col != 6 {
		t.Errorf("after Reset: %+v, want %s at 1:6", r, KindCaret)
	}
}

func FuzzCmd(f *testing.F) {
	for _, c := range loadFixtures(f, "../testdata/cases-cmd.jsonl") {
		f.Add(c.Cmd, uint64(len(c.Cmd)))
	}
	f.Fuzz(func(t *testing.T, input string, seed uint64) {
		whole := Check(input, Cmd)
		if whole.Complete != (whole.Kind == "") {
			t.Fatalf("Complete %v with kind %q", whole.Complete, whole.Kind)
		}
		cut, _ := scanChunks(Cmd, input, func() int { return len(input) })
		rng := rand.New(rand.NewPCG(seed, 2))
		got, r := scanChunks(Cmd, input, func() int { return 1 + rng.IntN(9) })
		// Pending positions count from the pending rest (after the
		// commands Next handed out), as Check of that rest gives them.
		want := Check(input[len(strings.Join(got, "")):], Cmd)
		if r != want || r.Complete != whole.Complete {
			t.Fatalf("chunked Scanner: %+v, Check of the rest: %+v, of the whole: %+v", r, want, whole)
		}
		if !slices.Equal(got, cut) {
			t.Fatalf("chunked Scanner cut %q, whole %q", got, cut)
		}
	})
}

func BenchmarkCmd1MiB(b *testing.B) {
	var buf bytes.Buffer
	for i := 0; buf.Len() < 1<<20; i++ {
		switch i % 6 {
		case 0:
			buf.WriteString("if exist \"%TEMP%\\x.txt\" (\r\n  echo found ^& more\r\n) else (\r\n  echo none\r\n)\r\n")
		case 1:
			buf.WriteString("for /f \"tokens=1,2 delims=;\" %a in ('dir /b \"(x)\"') do (echo %a) 2>nul\r\n")
		case 2:
			buf.WriteString("copy a.txt ^\r\n  b.txt >nul && echo ok || echo fail\r\n")
		case 3:
			buf.WriteString("rem a comment (with parens) ^\r\n")
		case 4:
			buf.WriteString(":: label comment | more\r\n")
		default:
			buf.WriteString("set /a x=(1+2)*3 & echo \"quoted ^ text\" !X! %PATH%\r\n")
		}
	}
	input := buf.Bytes()

	// The floor, measured in the same run: the fastest of a few passes that
	// only look at every byte once.
	floor := time.Duration(1<<63 - 1)
	for range 5 {
		start := time.Now()
		n := 0
		for _, c := range input {
			if c == '\n' || c == '^' {
				n++
			}
		}
		floor = min(floor, max(time.Since(start), 1))
		if n == 0 {
			b.Fatal("no line feeds in the benchmark input")
		}
	}

	m := newCmd()
	b.SetBytes(int64(len(input)))
	b.ResetTimer()
	for b.Loop() {
		m.reset()
		m.feed(input, func(int) {})
		if r := m.verdict(); !r.Complete {
			b.Fatalf("benchmark input incomplete: %+v", r)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(floor), "x-floor")
}
