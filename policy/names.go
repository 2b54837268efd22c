package policy

import (
	"sync"
	"unsafe"
)

// A nameSet is one of the sets the rules ask about nearly every command's
// name: is it a reader, a network tool, a command that only prints its
// words? A command's memberships in all of them are found by one search
// of nameIndex, the first time a rule asks (Command.in), and kept with
// its facts: the rules asked some seventy such questions of each command,
// each a search of its set, about a tenth of BenchmarkCheckTypical.
type nameSet uint8

const (
	nsDataArgs nameSet = iota
	nsServeWords
	nsVocabDestroy
	nsVocabTools
	nameSetCount
)

// nameSets are the sets of the nameSet constants, in their order.
var nameSets = [nameSetCount]*set{
	nsDataArgs:     &dataArgs,
	nsServeWords:   &serveWords,
	nsVocabDestroy: &vocabDestroy,
	nsVocabTools:   &vocabTools,
}

// nameBits are the nameSets a name is in, one bit each.
type nameBits uint64

// A nameEntry is a name and the nameSets it is in.
type nameEntry struct {
	name string
	bits nameBits
}

// in reports whether name is in the set of n. When name is c's name its
// memberships are c's, found once a check (in the command's facts); any
// other word (c's name without .exe, a copy's name) is looked up in the
// set itself.
//
// The test of a name whose sets are kept is the one inlined at the
// callers (a check asks some three hundred of these questions, most of
// them about c's own name); the rest is inSlow.
func (c *Command) in(n nameSet, name string) bool {
	if f := c.facts; f != nil && f.have&factNames != 0 && !verifyFacts && f.owner == c && sameString(name, c.Name) {
		return f.names&(1<<n) != 0
	}
	return c.inSlow(n, name)
}

// sameString reports whether a and b are the same bytes in memory: a
// cheaper test than a == b, true only when that is.
func sameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// inSlow is in for a name whose sets are not kept yet, another word than
// c's name, a command without facts of its own, and every question while
// the facts are verified.
func (c *Command) inSlow(n nameSet, name string) bool {
	f := factsOf(c)
	if f == nil || name != c.Name {
		return nameSets[n].has(name)
	}
	if f.have&factNames == 0 {
		f.names, f.have = nameBitsOf(name), f.have|factNames
	}
	if verifyFacts {
		verify("name's sets", c, f.names, nameBitsOf(c.Name))
	}
	return f.names&(1<<n) != 0
}

// nameBitsOf returns the nameSets name is in: its entry in nameIndex, or,
// when nameIndex was generated for sets of other lengths (a word added
// since, and go generate ./policy not run yet), a search of each set.
func nameBitsOf(name string) nameBits {
	if !nameIndexFresh() {
		var bits nameBits
		for n, s := range nameSets {
			if s.has(name) {
				bits |= 1 << n
			}
		}
		return bits
	}
	entries := nameIndex[:]
	if name != "" {
		// Only the names of name's first byte: half the search's steps.
		entries = entries[nameIndexByFirst[name[0]]:nameIndexByFirst[int(name[0])+1]]
	}
	// A search of the names in place, as set.has's: they all begin with
	// name's first byte, so each step compares the bytes after it, up to
	// the first that differs (strings.Compare through a function value
	// was most of a command's first question).
	lo, hi := 0, len(entries)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		x := entries[m].name
		n := min(len(x), len(name))
		i := 1
		for i < n && x[i] == name[i] {
			i++
		}
		var less bool // x sorts before name
		if i >= n {
			if len(x) == len(name) {
				return entries[m].bits
			}
			less = len(x) < len(name)
		} else {
			less = x[i] < name[i]
		}
		if less {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return 0
}

// nameIndexCheck says whether nameIndex was generated for the sets as
// they are, by their lengths; worked out on first use.
var nameIndexCheck struct {
	once  sync.Once
	fresh bool
}

// nameIndexFresh reports whether the sets have the lengths nameIndex was
// generated for (nameIndexLens).
func nameIndexFresh() bool {
	nameIndexCheck.once.Do(func() {
		nameIndexCheck.fresh = true
		for n, s := range nameSets {
			if len(*s) != int(nameIndexLens[n]) {
				nameIndexCheck.fresh = false
			}
		}
	})
	return nameIndexCheck.fresh
}
