package policy

import (
	"slices"
	"sync"
	"testing"
)

// TestSpecIndex checks the index against a walk of the tables: every spec
// is found under its command name, in table order, and nowhere else; the
// specs whose name is a pattern are in patterned, in table order.
func TestSpecIndex(t *testing.T) {
	idx := specIndex()
	byName := map[string][]*spec{}
	var names []string
	var patterned []*spec
	for _, tb := range specTables {
		for i := range tb {
			name, pattern := specName(tb[i].path)
			if pattern {
				patterned = append(patterned, &tb[i])
				continue
			}
			if byName[name] == nil {
				names = append(names, name)
			}
			byName[name] = append(byName[name], &tb[i])
		}
	}
	total := 0
	for _, name := range names {
		h := specSlot(name)
		var got []*spec
		for _, s := range idx.all[idx.start[h]:idx.start[int(h)+1]] {
			if n, _ := specName(s.path); n == name {
				got = append(got, s)
			}
		}
		if !slices.Equal(got, byName[name]) {
			t.Errorf("%s: the index holds %d specs, the tables %d (or in another order)", name, len(got), len(byName[name]))
		}
		total += len(got)
	}
	if total != len(idx.all) {
		t.Errorf("the index holds %d specs, the tables %d with a plain name", len(idx.all), total)
	}
	var gotPatterned []*spec
	for _, e := range idx.patterned {
		gotPatterned = append(gotPatterned, e.s)
	}
	if !slices.Equal(gotPatterned, patterned) {
		t.Errorf("patterned: %d specs, the tables %d (or in another order)", len(gotPatterned), len(patterned))
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
