package session

import "testing"

func TestDropNotices(t *testing.T) {
	own := func(pid int) bool { return pid == 5783 || pid == 5784 }
	for _, tt := range []struct{ in, want string }{
		{"[1] 5784\n", ""},
		{"[1] 5784\r\n", ""},
		{"[2] 5783 5784\n", ""},
		{"out\n[1] 5784\nmore\n", "out\nmore\n"},
		{"[1] 5784\n[1] 5784\n", ""},
		// Not the shell's: another process, text around it, no newline
		// yet, not the form.
		{"[1] 4242\n", "[1] 4242\n"},
		{"[1] 5784 4242\n", "[1] 5784 4242\n"},
		{"x[1] 5784\n", "x[1] 5784\n"},
		{"[1] 5784", "[1] 5784"},
		{"[1] 5784 \n", "[1] 5784 \n"},
		{"[1]  5784\n", "[1]  5784\n"},
		{"[] 5784\n", "[] 5784\n"},
		{"[a] 5784\n", "[a] 5784\n"},
		{"[1] 0005784x\n", "[1] 0005784x\n"},
		{"echo [1] 5784\n", "echo [1] 5784\n"},
		{"", ""},
	} {
		if got := string(dropNotices([]byte(tt.in), own)); got != tt.want {
			t.Errorf("dropNotices(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
