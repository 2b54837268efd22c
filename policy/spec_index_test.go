package policy

import (
	"slices"
	"sync"
	"testing"
)

// TestSpecIndex checks the index against a walk of the tables: every spec
// is found under its command name, in table order, and nowhere else; the
// specs whose name is a pattern are in the patterned slot of their
// literal start, in table order; those that print the environment are in
// envs under their name's slot, or envPatterned under their pattern's, in
// table order.
func TestSpecIndex(t *testing.T) {
	idx := specIndex()
	byName := map[string][]*spec{}
	var names []string
	var patterned, envPatterned [16][]*spec
	var envs [256][]*spec
	for _, tb := range specTables {
		for i := range tb {
			s := &tb[i]
			name, pattern := specName(s.path)
			if pattern {
				p := 0
				if prefix := newSpecEntry(name, s).prefix; len(prefix) >= 3 {
					p = patternSlot(prefix)
				}
				patterned[p] = append(patterned[p], s)
				if s.printsEnv() {
					envPatterned[p] = append(envPatterned[p], s)
				}
				continue
			}
			if s.printsEnv() {
				envs[specSlot(name)] = append(envs[specSlot(name)], s)
			}
			if byName[name] == nil {
				names = append(names, name)
			}
			byName[name] = append(byName[name], s)
		}
	}
	total := 0
	for _, name := range names {
		var got []*spec
		eachEntry(name, func(s *spec, _ string) {
			if n, pattern := specName(s.path); n == name && !pattern {
				got = append(got, s)
			}
		})
		if !slices.Equal(got, byName[name]) {
			t.Errorf("%s: the index holds %d specs, the tables %d (or in another order)", name, len(got), len(byName[name]))
		}
		total += len(got)
	}
	if total != len(idx.all) {
		t.Errorf("the index holds %d specs, the tables %d with a plain name", len(idx.all), total)
	}
	entries := func(es []specEntry) []*spec {
		var out []*spec
		for _, e := range es {
			out = append(out, e.s)
		}
		return out
	}
	for p := range patterned {
		if got := entries(idx.patterned[p]); !slices.Equal(got, patterned[p]) {
			t.Errorf("patterned[%d]: %d specs, the tables %d (or in another order)", p, len(got), len(patterned[p]))
		}
	}
	for h := range envs {
		if got := entries(idx.envs[h]); !slices.Equal(got, envs[h]) {
			t.Errorf("envs[%d]: %d specs, the tables %d (or in another order)", h, len(got), len(envs[h]))
		}
	}
	for p := range envPatterned {
		if got := entries(idx.envPatterned[p]); !slices.Equal(got, envPatterned[p]) {
			t.Errorf("envPatterned[%d]: %d specs, the tables %d (or in another order)", p, len(got), len(envPatterned[p]))
		}
	}
}

// BenchmarkSpecIndex is the build of the spec index, which the first check
// of every one-shot guarded-sh -c pays whatever its command (the other
// benchmarks judge with it built).
func BenchmarkSpecIndex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		specIdx.once = sync.Once{}
		specIdx.specIndexed = specIndexed{}
		specIndex()
	}
}
