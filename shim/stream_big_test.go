package shim

import (
	"crypto/sha256"
	"os/exec"
	"testing"
)

// TestStreamBigOutput relays 100 MB through stream mode and checks it
// arrives byte-exact: the same sha256 as bash writing it to a pipe.
func TestStreamBigOutput(t *testing.T) {
	if testing.Short() {
		t.Skip("100 MB of output")
	}
	needShell(t, "bash")
	const cmd = "i=0; while [ $i -lt 4 ]; do head -c 26214400 /dev/zero | tr '\\000' 'abcdefgh' | fold -w 99; i=$((i+1)); done\n"
	want, err := exec.Command("bash", "-c", cmd).Output()
	if err != nil {
		t.Fatal(err)
	}
	if len(want) < 100<<20 {
		t.Fatalf("bash gave %d bytes", len(want))
	}
	r := startStream(t, "bash")
	r.write(cmd)
	if code := r.finish(); code != 0 {
		t.Fatalf("status %d", code)
	}
	got := r.stdout.String()
	if len(got) != len(want) || sha256.Sum256([]byte(got)) != sha256.Sum256(want) {
		t.Fatalf("guarded-sh relayed %d bytes (sha256 %x), bash wrote %d (%x)", len(got), sha256.Sum256([]byte(got)), len(want), sha256.Sum256(want))
	}
}
