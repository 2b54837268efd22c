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

// TestRoleOnlyAlone: an entry that says only what kind of command its
// path is (roleOnly) is the one entry of that path: a command with an
// entry of its own says its roles, traits and how it compiles there,
// and a name's kinds are one entry, not a row beside it for each
// (findSpecs reads every entry of a name, for each command).
func TestRoleOnlyAlone(t *testing.T) {
	count := map[string]int{}
	for _, table := range specTables {
		for i := range table {
			count[table[i].path]++
		}
	}
	for i := range roleSpecs {
		if s := &roleSpecs[i]; s.roleOnly() && count[s.path] > 1 {
			t.Errorf("%q: a role-only entry beside %d other entries of its path: say its roles on the first of them", s.path, count[s.path]-1)
		}
	}
}
