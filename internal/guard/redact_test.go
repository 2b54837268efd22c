package guard

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/policy"
)

// testRedactor builds a Redactor over environ and the values it replaces.
func testRedactor(t *testing.T, environ []string, extra ...string) (func(string) string, []string) {
	t.Helper()
	env := policy.NewEnv(environ, t.TempDir())
	redact := policy.Redactor(env, extra)
	var cands []string
	for _, kv := range environ {
		_, v, _ := strings.Cut(kv, "=")
		cands = append(cands, v)
	}
	return redact, redactValues(redact, cands)
}

func TestRedactWriterSplit(t *testing.T) {
	const tok = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	redact, values := testRedactor(t, []string{"GH_TOKEN=" + tok})
	if len(values) != 1 || values[0] != tok {
		t.Fatalf("values %q", values)
	}
	text := "before " + tok + " middle " + tok + tok + " after\n"
	want := redact(text)
	if strings.Contains(want, tok) || !strings.Contains(want, "[redacted:GH_TOKEN]") {
		t.Fatalf("Redactor gave %q", want)
	}
	for i := 0; i <= len(text); i++ {
		var out bytes.Buffer
		rw := newRedactWriter(&out, redact, values)
		for _, part := range []string{text[:i], text[i:]} {
			if n, err := rw.Write([]byte(part)); n != len(part) || err != nil {
				t.Fatalf("Write: %d, %v", n, err)
			}
		}
		if err := rw.Flush(); err != nil {
			t.Fatal(err)
		}
		if got := out.String(); got != want {
			t.Errorf("split at %d: %q, want %q", i, got, want)
		}
	}
	// Byte by byte.
	var out bytes.Buffer
	rw := newRedactWriter(&out, redact, values)
	for i := range len(text) {
		_, _ = rw.Write([]byte{text[i]})
	}
	_ = rw.Flush()
	if got := out.String(); got != want {
		t.Errorf("byte by byte: %q, want %q", got, want)
	}
}

// Values that overlap or hold one another: the result is Redactor's on the
// whole text, wherever it is split.
func TestRedactWriterOverlap(t *testing.T) {
	environ := []string{
		"SECRET_A=12345678secret",
		"SECRET_B=secret5678abcd",
		"SECRET_C=12345678secretXYZW",
	}
	redact, values := testRedactor(t, environ, "SECRET_A", "SECRET_B", "SECRET_C")
	if len(values) != 3 {
		t.Fatalf("values %q", values)
	}
	for _, text := range []string{
		"x12345678secret5678abcd y",
		"12345678secretXYZW and 12345678secretXY",
		"secret5678abc secret5678abcd 12345678secretXYZ",
		"1234567812345678secretXYZW",
	} {
		want := redact(text)
		for i := 0; i <= len(text); i++ {
			for j := i; j <= len(text); j++ {
				var out bytes.Buffer
				rw := newRedactWriter(&out, redact, values)
				for _, part := range []string{text[:i], text[i:j], text[j:]} {
					_, _ = rw.Write([]byte(part))
				}
				_ = rw.Flush()
				if got := out.String(); got != want {
					t.Fatalf("%q split at %d,%d: %q, want %q", text, i, j, got, want)
				}
			}
		}
	}
}

// Without secrets in it, output passes through unchanged and undelayed.
func TestRedactWriterPlain(t *testing.T) {
	redact, values := testRedactor(t, []string{"GH_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789"})
	var out bytes.Buffer
	rw := newRedactWriter(&out, redact, values)
	var all []byte
	for i := range 256 {
		all = append(all, byte(i))
	}
	all = append(all, "\r\n\x1b[0m plain text\n"...)
	_, _ = rw.Write(all[:100])
	_, _ = rw.Write(all[100:])
	if !bytes.Equal(out.Bytes(), all) {
		t.Errorf("got %q, want %q", out.Bytes(), all)
	}

	// No values at all: a pass-through.
	out.Reset()
	rw = newRedactWriter(&out, func(s string) string { return s }, nil)
	_, _ = rw.Write(all)
	if !bytes.Equal(out.Bytes(), all) {
		t.Errorf("no values: got %q", out.Bytes())
	}
}

// A possible start of a value is kept back only until Flush (the end of a
// command).
func TestRedactWriterFlush(t *testing.T) {
	const tok = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	redact, values := testRedactor(t, []string{"GH_TOKEN=" + tok})
	var out bytes.Buffer
	rw := newRedactWriter(&out, redact, values)
	_, _ = rw.Write([]byte("done ghp_abc"))
	if got := out.String(); got != "done " {
		t.Errorf("before Flush: %q", got)
	}
	_ = rw.Flush()
	if got := out.String(); got != "done ghp_abc" {
		t.Errorf("after Flush: %q", got)
	}
}

func BenchmarkRedactWriter(b *testing.B) {
	env := policy.NewEnv([]string{"GH_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789"}, b.TempDir())
	redact := policy.Redactor(env, nil)
	values := redactValues(redact, []string{"ghp_abcdefghijklmnopqrstuvwxyz0123456789"})
	chunk := bytes.Repeat([]byte("line 123: building gopher package, ok\n"), 32<<10/38)
	rw := newRedactWriter(io.Discard, redact, values)
	b.SetBytes(int64(len(chunk)))
	for b.Loop() {
		_, _ = rw.Write(chunk)
	}
}
