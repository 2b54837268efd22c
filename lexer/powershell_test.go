package lexer

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestPowerShellScannerCuts checks where a stream of commands is cut: at
// every newline after which the buffer PSReadLine holds is complete.
func TestPowerShellScannerCuts(t *testing.T) {
	tests := []struct {
		in      string
		cmds    []string
		pending string
	}{
		{"Get-Date\nGet-Location\n", []string{"Get-Date\n", "Get-Location\n"}, ""},
		{"Get-Process |\nSort-Object\n", []string{"Get-Process |\nSort-Object\n"}, ""},
		// An empty line after a trailing operator ends the command with an
		// error (ReportIncompleteInput is not at the end any more).
		{"1 +\n\n2\n", []string{"1 +\n\n", "2\n"}, ""},
		{"if ($x) {\n\n1\n}\n", []string{"if ($x) {\n\n1\n}\n"}, ""},
		{"if ($x) { 1 }\nelse { 2 }\n", []string{"if ($x) { 1 }\n", "else { 2 }\n"}, ""},
		{"$s = @\"\nx\n\"@\necho $s\n", []string{"$s = @\"\nx\n\"@\n", "echo $s\n"}, ""},
		{"echo 'a\nb'\r\nls\r\n", []string{"echo 'a\nb'\r\n", "ls\r\n"}, ""},
		{"Get-ChildItem `\n-Recurse\n{", []string{"Get-ChildItem `\n-Recurse\n"}, "{"},
		{"ok\n\"$('(')\"\n)\n", []string{"ok\n"}, "\"$('(')\"\n)\n"},
	}
	for _, tt := range tests {
		for _, size := range []int{1, 2, 3, len(tt.in)} {
			cmds, _ := scanChunks(PowerShell, tt.in, func() int { return size })
			if !slices.Equal(cmds, tt.cmds) {
				t.Errorf("%q in chunks of %d: commands %q, want %q", tt.in, size, cmds, tt.cmds)
			}
			if got := strings.Join(cmds, ""); tt.in[len(got):] != tt.pending {
				t.Errorf("%q in chunks of %d: pending %q, want %q", tt.in, size, tt.in[len(got):], tt.pending)
			}
		}
	}
}

// TestPowerShellJoins checks which newlines a statement goes on past
// (ReadNewlines' Joins: marked ⏎ here), as PowerShell's parser skips
// them, and that every other newline ends the statement before it.
func TestPowerShellJoins(t *testing.T) {
	for _, in := range []string{
		"Get-ChildItem |⏎Remove-Item\nls\n",
		"Get-ChildItem |⏎\r⏎  Remove-Item\n",
		"gci |⏎⏎⏎ rm\n",            // the prompt cuts at the empty line; a script goes on
		"gci |⏎# a comment⏎ rm\n",  // a comment line between
		"a &&⏎b ||⏎c\n",            // a chain
		"$x = 'a' +⏎'b'\n$y =⏎1\n", // an operator, an assignment
		"echo a,⏎b\n",              // a comma between arguments
		"if ($x)⏎{ 1 }\n",          // a keyword waiting for its block
		"function f⏎{ 1 }\nf\n",    // … for its body
		"$x ? ⏎ 1 :⏎ 2\n",          // a ternary waiting for its :
		"$x.⏎Name\n",               // a member access
		"'a |\n b'\n",              // inside a string: text
		"# a |\nls\n",              // inside a comment: text
		"gci `\n| rm\n",            // a backtick's line continuation: no newline token
		"ls\n\nls\n",               // empty lines end nothing
		"{ gci |⏎ rm\n ls }\n",     // inside a block
		"$(gci |⏎ rm)\n",           // inside $( )
	} {
		var text strings.Builder
		var want []int
		for _, r := range in {
			if r == '⏎' {
				text.WriteByte('\n')
				want = append(want, text.Len())
				continue
			}
			text.WriteRune(r)
		}
		got := ReadNewlines(text.String(), PowerShell).Joins
		if !slices.Equal(got, want) {
			t.Errorf("%q: joins %v, want %v", text.String(), got, want)
		}
	}
}

// TestPowerShellPositions checks that positions count characters, not
// bytes, and lines across earlier commands.
func TestPowerShellPositions(t *testing.T) {
	r := Check("echo “é”\necho ‘x", PowerShell)
	if r.Complete || r.Kind != KindQuoteSingle || r.Line != 2 || r.Col != 6 {
		t.Fatalf("got %+v, want quote.single at 2:6", r)
	}
}

func TestPowerShellReset(t *testing.T) {
	m := newPowerShell()
	m.feed([]byte("{ '"), func(int) {})
	if m.verdict().Complete {
		t.Fatal("want incomplete before reset")
	}
	m.reset()
	if r := m.verdict(); !r.Complete {
		t.Fatalf("after reset: %+v", r)
	}
	m.feed([]byte("'x"), func(int) {})
	if r := m.verdict(); r.Line != 1 || r.Col != 1 || r.Kind != KindQuoteSingle {
		t.Fatalf("after reset, positions restart: %+v", r)
	}
}

// psFuzzFound are inputs the fuzzer once broke on.
var psFuzzFound = []string{
	"\x00",     // NUL begins a generic token: the tokenizer looped
	"foreACh(", // an open foreach ( had no position
}

func FuzzPowerShell(f *testing.F) {
	for _, c := range loadFixtures(f, "../testdata/cases-powershell.jsonl") {
		f.Add(c.Cmd, uint8(3))
	}
	for _, in := range psFuzzFound {
		f.Add(in, uint8(0))
	}
	f.Fuzz(func(t *testing.T, in string, chunk uint8) {
		whole := Check(in, PowerShell)
		n := int(chunk%16) + 1
		cmds, sr := scanChunks(PowerShell, in, func() int { return n })
		// The pending rest is judged on its own, positions from its start.
		r := Check(in[len(strings.Join(cmds, "")):], PowerShell)
		if sr != r || sr.Complete != whole.Complete {
			t.Fatalf("Check(%q) = %+v (rest %+v), Scanner in chunks of %d: %+v", in, whole, r, n, sr)
		}
		if !r.Complete && (r.Kind == "" || r.Line < 1 || r.Col < 1 || r.Hint == "") {
			t.Fatalf("Check(%q): incomplete without kind, position or hint: %+v", in, r)
		}
	})
}

// psBenchInput is about 1 MiB of mixed PowerShell, many commands.
func psBenchInput() string {
	chunk := "Get-ChildItem -Path C:\\ -Filter *.txt -Recurse | Where-Object { $_.Length -gt 1kb } | Sort-Object Length\n" +
		"$h = @{ a = 1; b = \"two $(Get-Date)\"; c = @(1, 2, 3) }\n" +
		"if ($h.a -eq 1 -and $h.b) { Write-Host \"ok `\"quoted`\"\" } else { Write-Host 'no' }\n" +
		"$s = @\"\nhere $($h.c.Count) lines\n\"@\n" +
		"try { [int]::Parse(\"1\") } catch [System.FormatException] { throw } finally { <# done #> }\n"
	return strings.Repeat(chunk, 1<<20/len(chunk)+1)
}

func BenchmarkPowerShell1MiB(b *testing.B) {
	in := psBenchInput()
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if r := Check(in, PowerShell); !r.Complete {
			b.Fatalf("bench input incomplete: %+v", r)
		}
	}
}

// TestPowerShellLinear checks that the PowerShell check grows linearly:
// 1 MiB, with deep nesting too, against an eighth of it measured in the
// same run (8x the input in at most 24x the time; a rescan per token or per
// level would be 64x). A ratio, not a time: machines vary, and a loaded one
// slows both alike.
func TestPowerShellLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	least := func(in string) time.Duration {
		best := time.Duration(1 << 62)
		for range 3 {
			start := time.Now()
			Check(in, PowerShell)
			best = min(best, time.Since(start))
		}
		return best
	}
	full := psBenchInput()
	for _, c := range []struct{ name, big, small string }{
		{"statements", full, full[:strings.LastIndexByte(full[:len(full)/8], '\n')+1]},
		{"braces", strings.Repeat("{\n", 1<<19), strings.Repeat("{\n", 1<<16)},
		{"parens", strings.Repeat("(", 1<<20), strings.Repeat("(", 1<<17)},
	} {
		// A loaded machine can stop either run midway: the ratio fails
		// only when three measures in a row all exceed the bound.
		var r float64
		var small, big time.Duration
		for range 3 {
			small, big = least(c.small), least(c.big)
			if r = float64(big) / float64(max(small, time.Microsecond)); r <= 24 {
				break
			}
		}
		if r > 24 {
			t.Errorf("%s: 8x the input took %.1fx the time (%v against %v)", c.name, r, big, small)
		}
	}
}
