package policy

import "testing"

// TestDotDotElem checks that only a whole .. element counts as a parent
// (credCandidates resolves links for those).
func TestDotDotElem(t *testing.T) {
	for p, want := range map[string]bool{"..": true, "../x": true, "a/../b": true, "a/..": true, `..\x`: true, `a\..\b`: true, "./...": false, "...": false, "a..b": false, "x../y": false, "": false} {
		if got := dotDotElem(p); got != want {
			t.Errorf("dotDotElem(%q) = %v, want %v", p, got, want)
		}
	}
}
