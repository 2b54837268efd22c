package policy

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestFacts checks the facts a check keeps of its commands: the same as
// worked out afresh, a copy with other words working out its own, and a
// command changed after it was given them caught by verifyFacts.
func TestFacts(t *testing.T) {
	defer func(v bool) { verifyFacts = v }(verifyFacts)
	verifyFacts = true
	in := Analyze("python3 -c 'open(\"/etc/hosts\", \"w\")' > out.txt", lexer.Bash, testEnv())
	giveFacts(in.Commands)
	c := in.Commands[0]
	for range 2 { // worked out, then kept
		if lang, code, ok := interpCode(c); lang != "python" || code != `open("/etc/hosts", "w")` || !ok {
			t.Fatalf("interpCode = %q, %q, %v", lang, code, ok)
		}
		if w := fsWrites(c); len(w) != 2 || w[0].Value != "out.txt" || w[1].Value != "/etc/hosts" {
			t.Fatalf("fsWrites = %v", w)
		}
	}
	plain := *c
	plain.Redirs = nil
	if w := fsWrites(&plain); len(w) != 1 || w[0].Value != "/etc/hosts" {
		t.Errorf("fsWrites of a copy without the redirection = %v: the original's kept", w)
	}
	a := append(fsWrites(c), Word{Value: "a"})
	b := append(fsWrites(c), Word{Value: "b"})
	if a[2].Value != "a" || b[2].Value != "b" {
		t.Errorf("two appends to the kept list share its array: %v, %v", a, b)
	}
	c.Redirs = nil
	defer func() {
		if recover() == nil {
			t.Error("a command changed after its facts were kept: no panic with verifyFacts")
		}
	}()
	fsWrites(c)
}
