package lexer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"
)

// cmdCase is one line of testdata/cases-cmd.jsonl.
type cmdCase struct {
	Name     string `json:"name"`
	Cmd      string `json:"cmd"`
	Grammar  string `json:"grammar"`
	Complete bool   `json:"complete"`
	Kind     string `json:"kind"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Source   string `json:"source"`
}

func loadCmdCases(tb testing.TB) []cmdCase {
	tb.Helper()
	f, err := os.Open("../testdata/cases-cmd.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read only
	var cases []cmdCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var c cmdCase
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&c); err != nil {
			tb.Fatalf("cases-cmd.jsonl:%d: %v", n, err)
		}
		if c.Grammar != "cmd" || c.Name == "" || c.Source == "" {
			tb.Fatalf("cases-cmd.jsonl:%d: want grammar cmd, a name and a source", n)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return cases
}

// scanCmd feeds input to a cmd Scanner in chunks of the sizes next returns
// and reports the commands it cut and its verdict on the rest.
func scanCmd(input string, next func() int) ([]string, Result) {
	s := NewScanner(Cmd)
	var cmds []string
	for rest := []byte(input); len(rest) > 0; {
		n := min(max(next(), 1), len(rest))
		if _, err := s.Write(rest[:n]); err != nil {
			panic(err) // Write never fails
		}
		rest = rest[n:]
		for {
			c, ok := s.Next()
			if !ok {
				break
			}
			cmds = append(cmds, string(c))
		}
	}
	_, r := s.Pending()
	return cmds, r
}

func TestCmdCases(t *testing.T) {
	cases := loadCmdCases(t)
	if len(cases) < 25 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			got := Check(c.Cmd, Cmd)
			if got.Grammar != Cmd {
				t.Errorf("Grammar = %v, want cmd", got.Grammar)
			}
			if got.Complete != c.Complete {
				t.Fatalf("Check(%q).Complete = %v (%s at %d:%d), want %v; source: %s",
					c.Cmd, got.Complete, got.Kind, got.Line, got.Col, c.Complete, c.Source)
			}
			if c.Complete {
				if got.Kind != "" || got.Line != 0 || got.Col != 0 {
					t.Errorf("complete with %q at %d:%d", got.Kind, got.Line, got.Col)
				}
			} else {
				if got.Kind != c.Kind || got.Line != c.Line || got.Col != c.Col {
					t.Errorf("Check(%q) = %s at %d:%d, want %s at %d:%d; source: %s",
						c.Cmd, got.Kind, got.Line, got.Col, c.Kind, c.Line, c.Col, c.Source)
				}
				if got.Hint == "" {
					t.Error("no hint")
				}
			}

			whole, wr := scanCmd(c.Cmd, func() int { return len(c.Cmd) })
			if wr != got {
				t.Errorf("Scanner fed whole = %+v, Check = %+v", wr, got)
			}
			if strings.Join(whole, "") != c.Cmd[:len(strings.Join(whole, ""))] {
				t.Errorf("Scanner cut %q, not a prefix of the input", whole)
			}
			for _, cut := range whole {
				if r := Check(cut, Cmd); !r.Complete {
					t.Errorf("Scanner cut %q, which is not complete: %+v", cut, r)
				}
			}

			bytewise, br := scanCmd(c.Cmd, func() int { return 1 })
			if br != got || !equalStrings(bytewise, whole) {
				t.Errorf("byte by byte: %q %+v, whole: %q %+v", bytewise, br, whole, got)
			}
			rng := rand.New(rand.NewPCG(uint64(len(c.Cmd)), 1))
			for range 8 {
				chunked, cr := scanCmd(c.Cmd, func() int { return 1 + rng.IntN(7) })
				if cr != got || !equalStrings(chunked, whole) {
					t.Errorf("random chunks: %q %+v, whole: %q %+v", chunked, cr, whole, got)
				}
			}
		})
	}
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCmdScannerCuts checks where a Scanner cuts a stream of cmd commands.
func TestCmdScannerCuts(t *testing.T) {
	const input = "echo a\r\n(\necho b\n)\ncopy x ^\ny\nrem (\nfor %i in (1\n2) do echo %i\necho \"open\n"
	want := []string{"echo a\r\n", "(\necho b\n)\n", "copy x ^\ny\n", "rem (\n", "for %i in (1\n2) do echo %i\n", "echo \"open\n"}
	for _, size := range []int{1, 2, 3, 5, len(input)} {
		got, r := scanCmd(input, func() int { return size })
		if !equalStrings(got, want) || !r.Complete {
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
	for _, c := range loadCmdCases(f) {
		f.Add(c.Cmd, uint64(len(c.Cmd)))
	}
	f.Fuzz(func(t *testing.T, input string, seed uint64) {
		want := Check(input, Cmd)
		if want.Complete != (want.Kind == "") {
			t.Fatalf("Complete %v with kind %q", want.Complete, want.Kind)
		}
		whole, _ := scanCmd(input, func() int { return len(input) })
		rng := rand.New(rand.NewPCG(seed, 2))
		got, r := scanCmd(input, func() int { return 1 + rng.IntN(9) })
		if r != want {
			t.Fatalf("chunked Scanner: %+v, Check: %+v", r, want)
		}
		if !equalStrings(got, whole) {
			t.Fatalf("chunked Scanner cut %q, whole %q", got, whole)
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
