package policy

import (
	"math/bits"
	"slices"
	"sync"
	"unicode/utf8"
)

// Anchors: the sys, fs, self and external rules look for a table's words
// in the words of every command (an off verb, a power word, an account
// tool's switch). Every entry of such a table holds one of a few short
// strings, its anchors (the entries themselves, or the words an
// expression's matches hold: lazyRegexp.words); a command none of whose
// words holds an anchor of a table has no entry of it, and the rule that
// reads the table finds nothing there. The anchors of all the tables are
// looked for in one pass over a command's words (anchorsIn), once a check
// (cmdAnchors), and a rule's gate asks one bit. TestAnchorsCover proves
// each table's entries hold its anchors, so an entry added later keeps the
// gate sound.

// anchorBits says which tables' anchors occur in a text.
type anchorBits uint16

const (
	// anchorOff: the words securityOffWord reads as switching off
	// (offVerbs that are words, securityOffWords, securityOffPrefixes).
	anchorOff anchorBits = 1 << iota
	// anchorPower: powerWord's words.
	anchorPower
	// anchorAccount: the switches that make any program an account tool
	// (accountToolSwitches).
	anchorAccount
	// anchorVocab: the words and options mayRetractOrPush looks for
	// (retractVerbs, vocabDestroy, vocabWeakDestroy, destOpts).
	anchorVocab
	// anchorCIStart: the verbs that start a CI run (ciStarts).
	anchorCIStart
	anchorCount = iota
)

// anchorAll is every table's bit: what a text beyond ASCII holds, whose
// lower case may be ASCII (the Kelvin sign is k).
const anchorAll = 1<<anchorCount - 1

// eachAnchor calls f with each anchor of each table (t its index), table
// by table: what the rules' tables require (TestAnchorsCover), read in
// place.
func eachAnchor(f func(t int, w string)) {
	lists := [...]struct {
		table     anchorBits
		words     []string
		wordsOnly bool // only its entries that are words (nameWordOnly)
	}{
		{anchorOff, offVerbs, true}, {anchorOff, securityOffWords, false}, {anchorOff, securityOffPrefixes, false},
		{anchorPower, powerWord.words, false},
		{anchorAccount, accountToolSwitches, false},
		{anchorVocab, retractVerbs, false}, {anchorVocab, vocabDestroy, false}, {anchorVocab, vocabWeakDestroy, false}, {anchorVocab, destOpts, false},
		{anchorCIStart, ciStarts, false},
	}
	for _, l := range lists {
		for _, w := range l.words {
			if !l.wordsOnly || nameWordOnly(w) {
				f(bits.TrailingZeros16(uint16(l.table)), w)
			}
		}
	}
}

// anchorTables returns the anchors of each table (eachAnchor).
func anchorTables() (tables [anchorCount][]string) {
	eachAnchor(func(t int, w string) { tables[t] = append(tables[t], w) })
	return tables
}

// nameWordOnly reports whether w is made of what nameWordSeq yields:
// lower-case ASCII letters and digits. An entry with any other byte is
// never one of its words.
func nameWordOnly(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return w != ""
}

// anchorIndex finds the anchors of every table in one pass: the anchors,
// sorted, those starting with byte b at words[from[b]:from[b+1]]; a bit
// (folded: foldPair, foldTriple) for each pair of bytes an anchor of two
// bytes is, in short, and for each three bytes that begin a longer one,
// in long, so that most places of a text are passed over at a glance. An
// anchor of one byte is every pair it begins, and is looked for at the
// end too (last).
type anchorIndex struct {
	once  sync.Once
	use   *anchorIndex // what get returns: this index, or anchorIndexTable
	words []string
	bits  []anchorBits
	from  [257]uint16
	short [1 << 14 / 64]uint64
	long  [1 << 14 / 64]uint64
	last  [128]anchorBits
}

var anchors anchorIndex

// foldPair is the place in short of the bytes b0 b1 (ASCII): each byte
// with its 0x20 bit set, so that a letter of either case has the same.
// Two bytes that differ otherwise may share it, which only costs a look.
func foldPair(b0, b1 byte) uint {
	return uint(b0|0x20)<<7 | uint(b1|0x20)
}

// foldTriple is the place in long of the bytes that begin with pair
// (foldPair) and go on with b2, hashed into 14 bits.
func foldTriple(pair uint, b2 byte) uint {
	return uint(uint32(pair<<7|uint(b2|0x20))*0x9e3779b1) >> 18
}

// get returns the index: anchorIndexTable (anchors_index.go), laid out
// by the linker, when it was made of the tables as they are
// (anchorIndexSum), else x, built the first time. Built, it cost a
// one-shot guarded-sh -c a map of every anchor, its sort and a dozen
// fresh pages of heap (callgrind: 133k instructions of the 320k of
// shim.Run for -c true).
func (x *anchorIndex) get() *anchorIndex {
	x.once.Do(func() {
		h := newAnchorHash()
		eachAnchor(h.add)
		if h.sum() == anchorIndexSum {
			x.use = &anchorIndexTable
			return
		}
		x.build(anchorTables())
		x.use = x
	})
	return x.use
}

// anchorTablesSum is a 64-bit FNV-1a hash of tables: each word's bytes,
// the end of each word and of each table.
func anchorTablesSum(tables [anchorCount][]string) uint64 {
	h := newAnchorHash()
	for t, ws := range tables {
		for _, w := range ws {
			h.add(t, w)
		}
	}
	return h.sum()
}

// An anchorHash is anchorTablesSum of the words added to it, table by
// table: the tables' sum without their copies (anchorTables), whose
// appends were a one-shot guarded-sh -c true's first pages of fresh heap.
type anchorHash struct {
	h uint64
	t int // the table of the words added last
}

const anchorHashPrime = 1099511628211

func newAnchorHash() anchorHash { return anchorHash{h: 14695981039346656037} }

// add hashes w, an anchor of table t: t is the table of the words
// added before, or one after it.
func (x *anchorHash) add(t int, w string) {
	for ; x.t < t; x.t++ {
		x.h = (x.h ^ 0x200 ^ uint64(x.t)) * anchorHashPrime
	}
	for i := 0; i < len(w); i++ {
		x.h = (x.h ^ uint64(w[i])) * anchorHashPrime
	}
	x.h = (x.h ^ 0x100) * anchorHashPrime
}

// sum ends the tables and returns the hash.
func (x *anchorHash) sum() uint64 {
	for ; x.t < anchorCount; x.t++ {
		x.h = (x.h ^ 0x200 ^ uint64(x.t)) * anchorHashPrime
	}
	return x.h
}

// build makes the index of tables' anchors.
func (x *anchorIndex) build(tables [anchorCount][]string) {
	bits := map[string]anchorBits{}
	for t, ws := range tables {
		for _, w := range ws {
			bits[asciiLower(w)] |= 1 << t
		}
	}
	for w := range bits {
		x.words = append(x.words, w)
	}
	slices.Sort(x.words)
	x.bits = make([]anchorBits, len(x.words))
	x.from[256] = uint16(len(x.words))
	for b := range 256 {
		x.from[b] = x.from[256]
	}
	set := func(m *[1 << 14 / 64]uint64, k uint) { m[k/64] |= 1 << (k % 64) }
	for i := len(x.words) - 1; i >= 0; i-- {
		w := x.words[i]
		x.bits[i] = bits[w]
		x.from[w[0]] = uint16(i)
		switch len(w) {
		case 1:
			x.last[w[0]] |= bits[w]
			x.last[upperByte(w[0])] |= bits[w]
			for b1 := range byte(128) {
				set(&x.short, foldPair(w[0], b1))
			}
		case 2:
			set(&x.short, foldPair(w[0], w[1]))
		default:
			set(&x.long, foldTriple(foldPair(w[0], w[1]), w[2]))
		}
	}
	for b := 254; b >= 0; b-- { // a byte no anchor starts with: the next one's start
		x.from[b] = min(x.from[b], x.from[b+1])
	}
}

// upperByte is b in upper case, for ASCII.
func upperByte(b byte) byte {
	if 'a' <= b && b <= 'z' {
		return b - ('a' - 'A')
	}
	return b
}

// lowerByte is b in lower case, for ASCII.
func lowerByte(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// anchorsIn returns the tables an anchor of which s holds, in ASCII of
// any case; beyond ASCII, every table (anchorAll).
func anchorsIn(s string) anchorBits { return anchors.get().in(s) }

// in is anchorsIn of x's tables.
func (x *anchorIndex) in(s string) anchorBits {
	var found anchorBits
	n := len(s)
	for i := 0; i+1 < n; i++ {
		b0, b1 := s[i], s[i+1]
		if b0|b1 >= utf8.RuneSelf {
			return anchorAll
		}
		p := foldPair(b0, b1)
		hit := x.short[p/64%uint(len(x.short))]&(1<<(p%64)) != 0
		if !hit && i+2 < n {
			t := foldTriple(p, s[i+2])
			hit = x.long[t/64%uint(len(x.long))]&(1<<(t%64)) != 0
		}
		if !hit {
			continue
		}
		b := lowerByte(b0)
		for k := x.from[b]; k < x.from[b+1]; k++ {
			if hasPrefixFold(s[i:], x.words[k]) {
				found |= x.bits[k]
			}
		}
	}
	if n > 0 {
		if s[n-1] >= utf8.RuneSelf {
			return anchorAll
		}
		found |= x.last[s[n-1]]
	}
	return found
}

// hasPrefixFold reports whether s starts with low (lower-case ASCII) in
// ASCII of any case.
func hasPrefixFold(s, low string) bool {
	if len(s) < len(low) {
		return false
	}
	for i := 0; i < len(low); i++ {
		if lowerByte(s[i]) != low[i] {
			return false
		}
	}
	return true
}

// cmdAnchors returns the tables an anchor of which c's name word or one
// of its arguments holds (anchorsIn), worked out once a check.
func cmdAnchors(c *Command) anchorBits {
	return kept(c, factAnchors, func(f *commandFacts) *anchorBits { return &f.anchors }, "anchors",
		func() anchorBits {
			x := anchors.get()
			found := x.in(c.Word0.Value)
			for _, a := range c.Args {
				found |= x.in(a.Value)
			}
			return found
		})
}
