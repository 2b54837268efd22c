package policy

import (
	"os"
	"strings"
	"testing"
)

// ReadScript reads what the policy follows and refuses the rest.
func TestReadScript(t *testing.T) {
	dir := t.TempDir()
	small, big := dir+"/small", dir+"/big"
	if err := os.WriteFile(small, []byte("echo hi\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, []byte(strings.Repeat("#\n", MaxScript/2+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if text, err := ReadScript(small); err != nil || text != "echo hi\n" {
		t.Errorf("ReadScript(small) = %q, %v", text, err)
	}
	for _, p := range []string{big, dir, dir + "/missing", "/dev/null"} {
		if _, err := ReadScript(p); err == nil {
			t.Errorf("ReadScript(%s) read it", p)
		}
	}
}
