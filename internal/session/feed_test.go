package session

import "testing"

func TestFeedCommand(t *testing.T) {
	// bash takes the block's input through descriptor 47 (bashOpen).
	open := func(path string) string {
		return `__guarded_sh_s=$?; __guarded_sh_ran() { __guarded_sh_token=$1; return $2; }; exec 47<>` + path +
			`; __guarded_sh_ran "${__guarded_sh_token-}" "$__guarded_sh_s" && :; `
	}
	pts := open("'/dev/pts/7'")
	for _, tt := range []struct {
		kind      Kind
		cmd, want string
		ok        bool
	}{
		{Bash, "read x", pts + "{ read x\n} 0>&47 47>&-\n", true},
		{POSIX, "cat <<EOF\nbody\nEOF\n", "{ cat <<EOF\nbody\nEOF\n} <'/dev/pts/7'\n", true},
		{Zsh, "echo hi # a comment\n", "{ echo hi # a comment\n} <'/dev/pts/7'\n", true},
		{Mksh, "  # only a comment\n\n", "  # only a comment\n\n", false},
		{PowerShell, "Read-Host", "Read-Host", false},
		{Cmd, "set /p x=", "set /p x=", false},
		// Syntax errors that would close the braces: not wrapped.
		{Bash, "true; } ; exec 0<&9 ; { true", "true; } ; exec 0<&9 ; { true\n", false},
		{POSIX, "echo a }\n} ; exec 0</dev/tty; { :", "echo a }\n} ; exec 0</dev/tty; { :\n", false},
		{Bash, "f() { echo f; }; f", pts + "{ f() { echo f; }; f\n} 0>&47 47>&-\n", true},
		{Bash, "true; } 0>&47; { true", "true; } 0>&47; { true\n", false},
	} {
		got, ok := FeedCommand(tt.kind, tt.cmd, "/dev/pts/7")
		if got != tt.want || ok != tt.ok {
			t.Errorf("FeedCommand(%v, %q) = %q, %v; want %q, %v", tt.kind, tt.cmd, got, ok, tt.want, tt.ok)
		}
	}
	if got, _ := FeedCommand(Bash, "x", "/tmp/it's"); got != open(`'/tmp/it'\''s'`)+"{ x\n} 0>&47 47>&-\n" {
		t.Errorf("quoting: %q", got)
	}
}
