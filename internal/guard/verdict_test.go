package guard

import (
	"strings"
	"testing"
)

func TestFirstLine(t *testing.T) {
	long := strings.Repeat("x", 100)
	tests := []struct{ in, want string }{
		{"echo hi", "echo hi"},
		{"echo hi\n", "echo hi"},
		{"cat <<EOF\nbody", "cat <<EOF …"},
		{long, strings.Repeat("x", maxShown) + " …"},
	}
	for _, tt := range tests {
		if got := FirstLine(tt.in); got != tt.want {
			t.Errorf("FirstLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
