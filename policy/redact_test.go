package policy

import "testing"

// TestRedactTextAgreesWithRedactor: the one-off and the prebuilt redaction
// replace the same values.
//
// The environment is the Env's own, not this process's: a secret-looking
// value under a name this process does not have is still redacted.
func TestRedactTextAgreesWithRedactor(t *testing.T) {
	env := NewEnv([]string{"GH_TOKEN=ghp_0123456789abcdefghijklmnopqrstuvwxyzAB", "MY_SERVICE_AUTH=sk-live-9f8e7d6c5b4a3928171605f4e3d2c1b0a9", "EDITOR=vim-is-fine"}, "/tmp")
	for _, text := range []string{
		"curl -H 'Authorization: token ghp_0123456789abcdefghijklmnopqrstuvwxyzAB' https://api",
		"echo sk-live-9f8e7d6c5b4a3928171605f4e3d2c1b0a9 and ghp_0123456789abcdefghijklmnopqrstuvwxyzAB",
		"EDITOR=vim-is-fine git commit",
		"short",
	} {
		want := Redactor(env, nil)(text)
		if got := RedactText(env, nil, text); got != want {
			t.Errorf("RedactText(%q) = %q, Redactor gives %q", text, got, want)
		}
	}
	if got := RedactText(env, nil, "x ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"); got != "x [redacted:GH_TOKEN]" {
		t.Errorf("got %q", got)
	}
	if got := RedactText(env, nil, "y sk-live-9f8e7d6c5b4a3928171605f4e3d2c1b0a9"); got != "y [redacted:MY_SERVICE_AUTH]" {
		t.Errorf("a credential named only in the Env's environment: got %q", got)
	}
}
