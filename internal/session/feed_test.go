package session

import "testing"

func TestFeedCommand(t *testing.T) {
	for _, tt := range []struct {
		kind      Kind
		cmd, want string
		ok        bool
	}{
		{Bash, "read x", "{ read x\n} <'/dev/pts/7'\n", true},
		{POSIX, "cat <<EOF\nbody\nEOF\n", "{ cat <<EOF\nbody\nEOF\n} <'/dev/pts/7'\n", true},
		{Zsh, "echo hi # a comment\n", "{ echo hi # a comment\n} <'/dev/pts/7'\n", true},
		{Mksh, "  # only a comment\n\n", "  # only a comment\n\n", false},
		{PowerShell, "Read-Host", "Read-Host", false},
		{Cmd, "set /p x=", "set /p x=", false},
		// Syntax errors that would close the braces: not wrapped.
		{Bash, "true; } ; exec 0<&9 ; { true", "true; } ; exec 0<&9 ; { true\n", false},
		{POSIX, "echo a }\n} ; exec 0</dev/tty; { :", "echo a }\n} ; exec 0</dev/tty; { :\n", false},
		{Bash, "f() { echo f; }; f", "{ f() { echo f; }; f\n} <'/dev/pts/7'\n", true},
	} {
		got, ok := FeedCommand(tt.kind, tt.cmd, "/dev/pts/7")
		if got != tt.want || ok != tt.ok {
			t.Errorf("FeedCommand(%v, %q) = %q, %v; want %q, %v", tt.kind, tt.cmd, got, ok, tt.want, tt.ok)
		}
	}
	if got, _ := FeedCommand(Bash, "x", "/tmp/it's"); got != "{ x\n} <'/tmp/it'\\''s'\n" {
		t.Errorf("quoting: %q", got)
	}
}
