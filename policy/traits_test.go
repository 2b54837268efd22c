package policy

import (
	"strings"
	"testing"
)

// TestSpecTraitsExact: no spec whose command name is a pattern
// (python3.*, remove-az*) has a trait, for nameIs reads a name's own
// entries alone (eachExactEntry).
func TestSpecTraitsExact(t *testing.T) {
	for _, table := range specTables {
		for i := range table {
			s := &table[i]
			name, _, _ := strings.Cut(s.path, " ")
			if strings.ContainsAny(name, `*?[\`) && s.extra().trait != 0 {
				t.Errorf("%q: a pattern's entry has traits %b, which nameIs does not read", s.path, s.extra().trait)
			}
		}
	}
}
