package guard

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/settings"
)

func TestOpenAuditWarns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(file, "audit.jsonl")
	var stderr bytes.Buffer
	l := openAudit(settings.Parse([]string{"GUARDED_SH_AUDIT=" + path}), "", &stderr)
	if l.Enabled() {
		t.Error("enabled")
	}
	if err := l.Write(audit.Record{Verdict: audit.VerdictAllow}); err != nil {
		t.Error(err)
	}
	want := "guarded-sh: warning: audit log " + path + ": cannot create directory " + file + ": not a directory; commands still run, unaudited\n"
	if stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
}
