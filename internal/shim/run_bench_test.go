package shim

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkRunCommand is the work of one-shot mode between start-up and the
// exec of the real shell: arguments, shell lookup, configuration, the
// completeness and policy checks, and the audit record.
func BenchmarkRunCommand(b *testing.B) {
	dir := b.TempDir()
	environ := append(os.Environ(), "GUARDED_SH_AUDIT="+filepath.Join(dir, "audit.jsonl"), "GUARDED_SH_CONFIG="+filepath.Join(dir, "none.toml"))
	stdio := Stdio{In: nil, Out: io.Discard, Err: io.Discard}
	noExec := func(c *config) { c.exec = func(string, []string, []string) error { return nil } }
	args := []string{"bash", "-c", "true"}
	b.ReportAllocs()
	for b.Loop() {
		if err := Run(context.Background(), args, environ, stdio, noExec); err != nil {
			b.Fatal(err)
		}
	}
}
