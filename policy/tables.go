package policy

import (
	"regexp"
	"slices"
	"sync"
)

// The policy's word lists are literals of the two types below rather than
// maps. The compiler lays a slice literal out in the binary; a map literal
// is built by code at start-up, and a one-shot guarded-sh -c, which lives a
// few milliseconds, paid for every map of the package before its first
// check (page faults, mostly: about a tenth of its start-up). A table is
// short, and a scan of one costs less than hashing the key; a set is
// kept sorted and searched by halves.

// A set is a fixed set of words, sorted (TestSetsSorted; go generate
// ./policy sorts the literals in place).
type set []string

// setScan is the length up to which has scans a set rather than halving
// it: a few comparisons of lengths cost less than the search's of bytes.
const setScan = 8

// has reports whether w is in s. A check asks it hundreds of times, of
// sets of up to 160 words, for every word of every command.
func (s set) has(w string) bool {
	if len(s) <= setScan {
		return slices.Contains(s, w)
	}
	_, ok := slices.BinarySearch(s, w)
	return ok
}

// A table maps fixed words to values.
type table[V any] []entry[V]

type entry[V any] struct {
	key string
	val V
}

// get returns the value of key k. The entries are compared in place: a
// range copying each (72 bytes of wrapperOpts) cost peel, asked of every
// command several times a check, more than the comparisons.
func (t table[V]) get(k string) (V, bool) {
	for i := range t {
		if t[i].key == k {
			return t[i].val, true
		}
	}
	var zero V
	return zero, false
}

// A lazyRegexp is a regular expression compiled on first use. Declared as
// a literal, it costs nothing at start-up, where sync.OnceValue ran and
// allocated for each of them before a one-shot guarded-sh -c could check
// its command.
type lazyRegexp struct {
	once sync.Once
	expr string
	re   *regexp.Regexp
}

// get returns the compiled expression.
func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}
