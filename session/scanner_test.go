package session

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

const testNonce = "0123456789abcdef01234567"

func pm(status int) string { return markerPrefix(testNonce) + fmt.Sprintf("P;%d\a", status) }
func cm() string           { return markerPrefix(testNonce) + "C\a" }

// transcript renders what a scanner reports: output bytes as they are,
// markers as ⟦P:status⟧ or ⟦C⟧ (the test inputs contain no ⟦).
func scanAll(chunks [][]byte) string {
	s := newScanner(testNonce)
	var b strings.Builder
	out := func(p []byte) { b.Write(p) }
	mark := func(kind byte, status int) {
		if kind == markContinuation {
			b.WriteString("⟦C⟧")
		} else {
			fmt.Fprintf(&b, "⟦%c:%d⟧", kind, status)
		}
	}
	for _, c := range chunks {
		s.feed(c, out, mark)
	}
	s.flush(out)
	return b.String()
}

func TestScanner(t *testing.T) {
	other := "\x1b]6973;ffffffffffffffffffffffff;P;0\a" // another session's nonce
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"plain\n", "plain\n"},
		{pm(0), "⟦P:0⟧"},
		{"out\n" + pm(127) + "x" + cm() + "y", "out\n⟦P:127⟧x⟦C⟧y"},
		{"\x1b[1mbold\x1b[0m" + pm(1), "\x1b[1mbold\x1b[0m⟦P:1⟧"},
		{other, other},
		{"\x1b\x1b]6973;" + pm(2), "\x1b\x1b]6973;⟦P:2⟧"},
		{markerPrefix(testNonce) + "X\a", markerPrefix(testNonce) + "X\a"},
		{markerPrefix(testNonce) + "P;12345\a", markerPrefix(testNonce) + "P;12345\a"},
		{markerPrefix(testNonce) + "P\x1b\\", "⟦P:-1⟧"}, // cmd: ESC \, no status
		{markerPrefix(testNonce) + "S;42\a", "⟦S:42⟧"},
		{"tail \x1b]6973;0123", "tail \x1b]6973;0123"}, // cut marker at end of stream
		{"\x00\xff\r\n" + pm(0) + pm(0), "\x00\xff\r\n⟦P:0⟧⟦P:0⟧"},
	} {
		in := []byte(tc.in)
		// Whole, byte by byte, and split in two at every boundary.
		if got := scanAll([][]byte{in}); got != tc.want {
			t.Errorf("whole %q: got %q, want %q", tc.in, got, tc.want)
		}
		var bytewise [][]byte
		for i := range in {
			bytewise = append(bytewise, in[i:i+1])
		}
		if got := scanAll(bytewise); got != tc.want {
			t.Errorf("byte by byte %q: got %q, want %q", tc.in, got, tc.want)
		}
		for i := 0; i <= len(in); i++ {
			a, b := bytes.Clone(in[:i]), bytes.Clone(in[i:])
			if got := scanAll([][]byte{a, b}); got != tc.want {
				t.Errorf("split at %d %q: got %q, want %q", i, tc.in, got, tc.want)
			}
		}
	}
}

func FuzzScanner(f *testing.F) {
	f.Add([]byte("a"+pm(0)+"b"+cm()), 3)
	f.Add([]byte("\x1b]6973;"+testNonce), 1)
	f.Fuzz(func(t *testing.T, in []byte, step int) {
		if step <= 0 || step > 64 {
			step = 1
		}
		var chunks [][]byte
		for i := 0; i < len(in); i += step {
			chunks = append(chunks, in[i:min(i+step, len(in))])
		}
		whole, split := scanAll([][]byte{in}), scanAll(chunks)
		if whole != split {
			t.Fatalf("whole %q != split %q", whole, split)
		}
		// With no marker in the input, output is the input.
		if !bytes.Contains(in, []byte(markerPrefix(testNonce))) && whole != string(in) {
			t.Fatalf("altered: %q -> %q", in, whole)
		}
	})
}

func TestConfigure(t *testing.T) {
	for _, k := range []Kind{POSIX, Bash, Zsh, Mksh, PowerShell, Cmd} {
		sc := Configure(k, testNonce)
		if k != Cmd && !strings.HasSuffix(sc.Setup, "\n") {
			t.Errorf("%v: setup does not end in a newline: %q", k, sc.Setup)
		}
		if strings.Contains(sc.Setup, "\x1b") || strings.Contains(sc.Setup, "\a") {
			t.Errorf("%v: raw control byte in the setup line: %q", k, sc.Setup)
		}
	}
	ps := Configure(PowerShell, testNonce)
	for _, want := range []string{"function global:prompt { $ok = $?;", "Set-PSReadLineOption -ContinuationPrompt", "[char]27", testNonce, "} catch {}"} {
		if !strings.Contains(ps.Setup, want) {
			t.Errorf("pwsh setup lacks %q: %s", want, ps.Setup)
		}
	}
	if !ps.ContinuationPattern.MatchString("1 + \n>> ") || ps.ContinuationPattern.MatchString("a>> b") {
		t.Errorf("pwsh continuation pattern %v", ps.ContinuationPattern)
	}
	cmd := Configure(Cmd, testNonce)
	if len(cmd.Args) != 3 || cmd.Args[0] != "/Q" || cmd.Args[1] != "/K" {
		t.Fatalf("cmd args %q", cmd.Args)
	}
	// What cmd prints for the PROMPT codes is a primary marker.
	prompt := strings.TrimPrefix(cmd.Args[2], "PROMPT ")
	printed := strings.NewReplacer("$E", "\x1b", "$$", "$").Replace(prompt)
	if got := scanAll([][]byte{[]byte("out" + printed)}); got != "out⟦P:-1⟧" {
		t.Errorf("cmd prompt %q prints %q, scanned %q", prompt, printed, got)
	}
	if !cmd.ContinuationPattern.MatchString("echo (\nMore? ") {
		t.Errorf("cmd continuation pattern %v", cmd.ContinuationPattern)
	}
	for _, tc := range []struct {
		in   string
		want Kind
	}{{"bash", Bash}, {"/usr/bin/zsh", Zsh}, {"mksh", Mksh}, {"pwsh.exe", PowerShell}, {"CMD.EXE", Cmd}, {"dash", POSIX}} {
		if got := KindOf(tc.in); got != tc.want {
			t.Errorf("KindOf(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestAnsiC(t *testing.T) {
	if got := ansiC("a'b\\c\x1b\a"); got != `$'a\'b\\c\x1b\x07'` {
		t.Errorf("ansiC = %s", got)
	}
}
