package policy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A mask of a .env file's values (cut -d= -f1, sed 's/=.*/=***/') hides
// them only when every line holds its own name: the continuation lines
// of a value written over several lines, and a comment holding a token,
// are printed whole.
func TestMaskHidesOnlyWholeLines(t *testing.T) {
	masks := []struct {
		text string
		g    lexer.Grammar
	}{
		{"cut -d= -f1 .env", lexer.Bash},
		{"cut -s -d= -f1 .env", lexer.Bash},
		{"awk -F= '{print $1}' .env", lexer.Bash},
		{"sed 's/=.*/=***/' .env", lexer.Bash},
		{"sed -E 's|=.*$||' .env | sort", lexer.Bash},
		{"Get-Content .env | ForEach-Object { ($_ -split '=', 2)[0] }", lexer.PowerShell},
		{"Get-Content .\\.env | ForEach-Object { $_.Split('=')[0] } | Sort-Object", lexer.PowerShell},
	}
	files := []struct {
		name, body string
		hidden     bool
	}{
		{"missing", "", true},
		{"single", "# Database settings\nDB_HOST=localhost\n\nexport API_KEY=sk-live-0123456789abcdef\nEMPTY=\n", true},
		{"multiline", "APP=x\nPRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\"\n", false},
		{"padded", "KEY=\"\nQUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=\n\"\n", false},
		{"comment", "# old token ghp_0123456789abcdefghijABCDEFGHIJ\nA=1\n", false},
	}
	for _, f := range files {
		dir := t.TempDir()
		if f.name != "missing" {
			if err := os.WriteFile(filepath.Join(dir, ".env"), []byte(f.body), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		env := &Env{Cwd: dir, Project: dir, Home: "/home/u"}
		for _, m := range masks {
			v := New().Check(m.text, m.g, env)
			if allowed := len(v.Findings) == 0; allowed != f.hidden {
				t.Errorf("%s .env: %q allowed=%v, want %v (%v)", f.name, m.text, allowed, f.hidden, v.First().Rule)
			}
		}
	}
	// The input writing the file first: what it holds then is not known.
	dir := t.TempDir()
	env := &Env{Cwd: dir, Project: dir, Home: "/home/u"}
	for _, text := range []string{
		"cp notes.txt .env && cut -d= -f1 .env",
		"mv backup.txt .env; sed 's/=.*/=***/' .env",
		"printf 'A\\nB\\n' > .env; awk -F= '{print $1}' .env",
	} {
		if v := New().Check(text, lexer.Bash, env); len(v.Findings) == 0 {
			t.Errorf("%q allowed", text)
		}
	}
}
