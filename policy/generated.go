package policy

import (
	"encoding/binary"
	"unsafe"
)

// The generated indexes — spec_index.go (the spec tables by command name),
// names_index.go (nameSets by word) and anchors_index.go (the gates'
// anchor words) — are data the linker lays out, written by go generate
// ./policy from tables written by hand, so that a one-shot guarded-sh -c
// reads a slot or two of an index rather than building maps of every
// entry at start-up.
//
// Each file holds the tableSum of the tables it was made of. Each index is
// used only when the tables as they are, summed on its first use, give
// that sum; otherwise it is built from the tables then. A stale file (an
// entry added, removed, renamed or moved and go generate not run again;
// its TestXIndexFile fails) costs that build, never a verdict. The sum
// reads only what the index is made of (the specs' paths and whether each
// prints the environment; the words of the sets and tables), once a run.
//
// The sets are sorted first (TestSetsSorted), in a run of their own: the
// indexes are made of the sets as the compiler then reads them.
//
//go:generate go test -run ^TestSetsSorted$ -update
//go:generate go test -run ^(TestSpecIndexFile|TestNameIndexFile|TestAnchorIndexFile)$ -update

// A tableSum is a hash of tables of words, FNV-1a's step taken eight
// bytes at a time: each word's bytes and its length, a mark, each
// table's end. Each step is a bijection of the sum, so that one word
// changed, added or removed changes it.
type tableSum uint64

func newTableSum() tableSum { return 14695981039346656037 }

const tableSumPrime = 1099511628211

// word adds the bytes of w and its length: eight at a time, the last
// eight (or fewer, for a shorter word) read in one go, overlapping those
// before them, so that every byte is read once or twice.
func (h *tableSum) word(w string) {
	x := uint64(*h)
	b := unsafe.Slice(unsafe.StringData(w), len(w))
	n := len(b)
	var tail uint64
	switch {
	case n >= 8:
		for i := 0; i+8 < n; i += 8 {
			x = (x ^ binary.LittleEndian.Uint64(b[i:])) * tableSumPrime
		}
		tail = binary.LittleEndian.Uint64(b[n-8:])
	case n >= 4:
		tail = uint64(binary.LittleEndian.Uint32(b)) | uint64(binary.LittleEndian.Uint32(b[n-4:]))<<32
	case n > 0:
		tail = uint64(b[0]) | uint64(b[n/2])<<8 | uint64(b[n-1])<<16
	}
	x = (x ^ tail) * tableSumPrime
	*h = tableSum((x ^ (0x10000 | uint64(n))) * tableSumPrime)
}

// mark adds a fact of the last word (a spec that prints the environment).
func (h *tableSum) mark() {
	*h = tableSum((uint64(*h) ^ 0x30000) * tableSumPrime)
}

// end adds the end of table t.
func (h *tableSum) end(t int) {
	*h = tableSum((uint64(*h) ^ 0x20000 ^ uint64(t)) * tableSumPrime)
}
