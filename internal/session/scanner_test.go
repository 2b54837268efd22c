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
// markers as ⟦P:status⟧, ⟦C⟧ or ⟦B;token⟧ (the test inputs contain no ⟦).
func scanAll(chunks [][]byte) string {
	s := newScanner(testNonce)
	var b strings.Builder
	out := func(p []byte) { b.Write(p) }
	mark := func(kind byte, status int) {
		switch kind {
		case markContinuation:
			b.WriteString("⟦C⟧")
		case markBarrier:
			fmt.Fprintf(&b, "⟦B;%s⟧", s.token)
		default:
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
		// The session's barrier (barrier.go): a hex token, nothing else.
		{"a" + markerPrefix(testNonce) + "B;9f0e\ab", "a⟦B;9f0e⟧b"},
		{markerPrefix(testNonce) + "B;9F\a", markerPrefix(testNonce) + "B;9F\a"},
		{markerPrefix(testNonce) + "B\a", markerPrefix(testNonce) + "B\a"},
		{markerPrefix(testNonce) + "B;" + strings.Repeat("a", 33) + "\a", markerPrefix(testNonce) + "B;" + strings.Repeat("a", 33) + "\a"},
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
	if ps.Continuation != ">> " {
		t.Errorf("pwsh continuation %q", ps.Continuation)
	}
	cmd := Configure(Cmd, testNonce)
	if len(cmd.Args) != 4 || cmd.Args[0] != "/Q" || cmd.Args[1] != "/K" || cmd.Args[2] != "PROMPT" {
		t.Fatalf("cmd args %q", cmd.Args)
	}
	// What cmd prints for the PROMPT codes is a primary marker. The codes
	// have no blank: Go on Windows would quote them.
	prompt := cmd.Args[3]
	printed := strings.NewReplacer("$E", "\x1b", "$$", "$").Replace(prompt)
	if got := scanAll([][]byte{[]byte("out" + printed)}); got != "out⟦P:-1⟧" || strings.ContainsAny(prompt, " \t\"") {
		t.Errorf("cmd prompt %q prints %q, scanned %q", prompt, printed, got)
	}
	if cmd.Continuation != "More? " {
		t.Errorf("cmd continuation %q", cmd.Continuation)
	}
	// The sync commands print the sync marker.
	for k, cmd := range map[Kind]string{
		Bash:       syncCommand(Bash, testNonce, 10042),
		PowerShell: syncCommand(PowerShell, testNonce, 42),
		Cmd:        syncCommand(Cmd, testNonce, 42),
	} {
		if !strings.HasSuffix(cmd, "\n") || strings.Count(cmd, "\n") != 1 || strings.ContainsAny(cmd, "\x1b\a") {
			t.Errorf("%v: sync command %q", k, cmd)
		}
	}
	if got := syncCommand(PowerShell, testNonce, 42); got != "Write-Host -NoNewline (('' + [char]27 + ']6973;"+testNonce+";S;42') + [char]7)\n" {
		t.Errorf("pwsh sync command %q", got)
	}
	printed = strings.NewReplacer("$E", "\x1b", "$$", "$").Replace(strings.TrimPrefix(syncCommand(Cmd, testNonce, 42), "PROMPT "))
	if got := scanAll([][]byte{[]byte(printed)}); got != "⟦S:42⟧⟦P:-1⟧\n" {
		t.Errorf("cmd sync prompt prints %q, scanned %q", printed, got)
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

// A continuation prompt without a marker is taken out of the output where
// the lexer says the shell prints it, and counts as its marker, however
// the reads split it; elsewhere it is output.
func TestContinuationText(t *testing.T) {
	for _, tc := range []struct {
		name, cont, cmd, in string
		out                 string
		status              int
		event               bool
	}{
		{"pwsh block", ">> ", "if (1) {\n echo in\n}\n", ">> >> in\n" + pm(0), "in\n", 0, false},
		{"pwsh two commands", ">> ", "echo a\necho b\n", "a\n" + pm(0) + "b\n" + pm(3), "a\nb\n", 3, false},
		{"pwsh open at the end", ">> ", "echo 'abc\n", ">> ", "", 0, true},
		{"pwsh due but output first", ">> ", "echo 'a\nb'\n", "noise>> a\nb\n" + pm(0), "noisea\nb\n", 0, false},
		{"pwsh not due", ">> ", "echo '>> '\n", ">> \n" + pm(0), ">> \n", 0, false},
		{"pwsh marker instead", ">> ", "if (1) {\n}\n", cm() + pm(0), "", 0, false},
		// The shell found the first line complete: one prompt per line
		// still.
		{"pwsh part of it, then a marker", ">> ", "if (1) {\n}\n", ">>" + pm(0) + pm(0), ">>", 0, false},
		{"cmd caret", "More? ", "echo a^\nb\n", "More? ab\r\n" + pm(0), "ab\r\n", 0, false},
	} {
		for _, step := range []int{1, 2, 3, 1000} {
			t.Run(fmt.Sprintf("%s/%d", tc.name, step), func(t *testing.T) {
				var out bytes.Buffer
				var events []EventKind
				p := &proc{scan: newScanner(testNonce), kind: PowerShell, cont: []byte(tc.cont), out: &out,
					events: func(e Event) { events = append(events, e.Kind) }, readyDone: true}
				if tc.cont == "More? " {
					p.kind = Cmd
				}
				p.busy, p.pending, p.plan = true, strings.Count(tc.cmd, "\n"), promptPlan(tc.cmd, p.kind.grammar())
				p.done = make(chan result, 1)
				in := []byte(tc.in)
				for i := 0; i < len(in); i += step {
					p.Write(in[i:min(i+step, len(in))])
				}
				if got := out.String(); got != tc.out {
					t.Errorf("output %q, want %q", got, tc.out)
				}
				select {
				case r := <-p.done:
					if tc.event || r.status != tc.status {
						t.Errorf("Exec ended with %d, want %d (event %v)", r.status, tc.status, tc.event)
					}
				default:
					if !tc.event || len(events) != 1 || events[0] != Continuation {
						t.Errorf("Exec did not end; events %v", events)
					}
				}
			})
		}
	}
}
