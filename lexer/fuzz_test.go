package lexer

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// FuzzPosix checks the posix reader under each of its grammars on any
// input: no panic, and a Scanner fed the input in random chunks agrees with
// Check and hands back every byte, in order, as complete commands followed
// by the pending rest.
func FuzzPosix(f *testing.F) {
	for i, b := range corpusBases {
		f.Add(b.src, uint64(i))
	}
	for _, in := range []string{"", "\n", "\\", "'", "`", "$(", "${", "$((", "<<EOF\n", "cat <<EOF\n\\\nEOF\n", "ech[o a",
		"echo $(( (1) + (2) )\n", "(( (echo a) )\n", "x $(echo $(( (1) ) ))", "{ echo a}\n", ">x y=1 (", "echo ${|REPLY=1;}"} {
		f.Add(in, uint64(len(in)))
	}
	f.Fuzz(func(t *testing.T, in string, seed uint64) {
		for _, g := range []Grammar{Bash, Posix, Zsh, Mksh} {
			whole := Check(in, g)
			r := rand.New(rand.NewPCG(seed, uint64(g)))
			sc := NewScanner(g)
			var got bytes.Buffer
			for rest := in; len(rest) > 0; {
				n := 1 + r.IntN(min(len(rest), 16))
				if _, err := sc.Write([]byte(rest[:n])); err != nil {
					t.Fatal(err)
				}
				rest = rest[n:]
				for {
					cmd, ok := sc.Next()
					if !ok {
						break
					}
					if !bytes.HasSuffix(cmd, []byte("\n")) {
						t.Fatalf("%s: %q: command %q does not end with a newline", g, in, cmd)
					}
					got.Write(cmd)
				}
			}
			pending, res := sc.Pending()
			want := Check(string(pending), g) // positions count from the pending text
			got.Write(pending)
			if got.String() != in {
				t.Fatalf("%s: %q: commands and pending give back %q", g, in, got.String())
			}
			if res.Complete != want.Complete || res.Kind != want.Kind || res.Line != want.Line || res.Col != want.Col {
				t.Fatalf("%s: %q: Scanner says %+v, Check of the pending text says %+v", g, in, res, want)
			}
			if res.Complete != whole.Complete {
				t.Fatalf("%s: %q: Scanner says complete=%v, Check of the whole input %v", g, in, res.Complete, whole.Complete)
			}
		}
	})
}

// benchInput repeats the bash corpus bases, one per line, to n bytes.
func benchInput(n int) string {
	var sb strings.Builder
	bases := basesFor(Bash)
	for i := 0; sb.Len() < n; i++ {
		sb.WriteString(bases[i%len(bases)])
		sb.WriteByte('\n')
	}
	return sb.String()
}

// The three sizes show whether checking time grows linearly with the
// input: ns/op should grow tenfold from one to the next, and MB/s stay flat.
func BenchmarkCheckBash10KiB(b *testing.B)  { benchCheck(b, 10<<10) }
func BenchmarkCheckBash100KiB(b *testing.B) { benchCheck(b, 100<<10) }
func BenchmarkCheckBash1MiB(b *testing.B)   { benchCheck(b, 1<<20) }

func benchCheck(b *testing.B, n int) {
	in := benchInput(n)
	b.SetBytes(int64(len(in)))
	b.ResetTimer()
	for b.Loop() {
		Check(in, Bash)
	}
}
