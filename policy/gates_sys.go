package policy

import (
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
	anchorCount = iota
)

// anchorAll is every table's bit: what a text beyond ASCII holds, whose
// lower case may be ASCII (the Kelvin sign is k).
const anchorAll = 1<<anchorCount - 1

// anchorTables returns the anchors of each table, as bits: what the
// rules' tables require (TestAnchorsCover). Built when first needed.
func anchorTables() [anchorCount][]string {
	var words []string
	for _, w := range offVerbs {
		if nameWordOnly(w) {
			words = append(words, w)
		}
	}
	return [anchorCount][]string{
		append(append(words, securityOffWords...), securityOffPrefixes...),
		powerWord.words,
		accountToolSwitches,
	}
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
// sorted, those starting with byte b at words[from[b]:from[b+1]], and
// for each first byte the second bytes (modulo 64) that follow it in
// one, so that most places of a text are passed over at a glance.
type anchorIndex struct {
	once   sync.Once
	words  []string
	bits   []anchorBits
	from   [257]uint16
	second [256]uint64
	single [256]anchorBits // the anchors of one byte
}

var anchors anchorIndex

// get returns the index, built the first time.
func (x *anchorIndex) get() *anchorIndex {
	x.once.Do(func() {
		tables := anchorTables()
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
		for _, w := range x.words {
			x.bits = append(x.bits, bits[w])
		}
		for i := len(x.words) - 1; i >= 0; i-- {
			w := x.words[i]
			x.from[w[0]] = uint16(i)
			if len(w) == 1 {
				x.single[w[0]] |= x.bits[i]
				x.second[w[0]] |= 1 // so the byte is looked at
			} else {
				x.second[w[0]] |= 1 << (w[1] & 63)
			}
		}
		// from[b] of a byte no anchor starts with is where the next
		// byte's start; from[256] the end.
		x.from[256] = uint16(len(x.words))
		for b := 255; b >= 0; b-- {
			if x.second[b] == 0 {
				x.from[b] = x.from[b+1]
			}
		}
	})
	return x
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
func anchorsIn(s string) anchorBits {
	x := anchors.get()
	var found anchorBits
	for i := 0; i < len(s); i++ {
		b := s[i]
		if b >= utf8.RuneSelf {
			return anchorAll
		}
		b = lowerByte(b)
		m := x.second[b]
		if m == 0 {
			continue
		}
		found |= x.single[b]
		if i+1 == len(s) || m&(1<<(lowerByte(s[i+1])&63)) == 0 {
			continue
		}
		for k := x.from[b]; k < x.from[b+1]; k++ {
			if hasPrefixFold(s[i:], x.words[k]) {
				found |= x.bits[k]
			}
		}
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
			found := anchorsIn(c.Word0.Value)
			for _, a := range c.Args {
				found |= anchorsIn(a.Value)
			}
			return found
		})
}
