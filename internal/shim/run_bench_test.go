package shim

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkRunCommand is the work of one-shot mode between start-up and the
// exec of the real shell: arguments, shell lookup, configuration, the
// completeness and policy checks, and the audit record.
func BenchmarkRunCommand(b *testing.B) {
	dir := b.TempDir()
	// As scripts/bench.sh runs it: the default policy (no configuration
	// file: none in XDG_CONFIG_HOME, GUARDED_SH_CONFIG unset, which would
	// warn when it names no file) and the audit log written.
	var environ []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GUARDED_SH_") && !strings.HasPrefix(kv, "XDG_CONFIG_HOME=") {
			environ = append(environ, kv)
		}
	}
	environ = append(environ, "GUARDED_SH_AUDIT="+filepath.Join(dir, "audit.jsonl"), "XDG_CONFIG_HOME="+dir)
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
