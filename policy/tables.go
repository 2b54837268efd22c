package policy

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
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
// sets of up to 160 words, for every word of every command. Most steps of
// the search are decided by the first byte, compared in place; the
// others compare the strings.
func (s set) has(w string) bool {
	if len(s) <= setScan || w == "" {
		return slices.Contains(s, w)
	}
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		x := s[m]
		if x == "" || x[0] < w[0] || x[0] == w[0] && x < w {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(s) && s[lo] == w
}

// A pathSet is a fixed set of paths matched as the last elements of a
// path (.aws/credentials: ~/.aws/credentials, /root/.aws/credentials),
// sorted by base name (pathOrder; TestSetsSorted) so that has searches
// for the base name of the path asked about rather than trying every
// suffix.
type pathSet []string

// has reports whether p is one of s's paths or ends in one after a slash.
func (s pathSet) has(p string) bool {
	b := pathBase(p)
	i, _ := slices.BinarySearchFunc(s, b, func(e, b string) int { return strings.Compare(pathBase(e), b) })
	for ; i < len(s) && pathBase(s[i]) == b; i++ {
		if e := s[i]; p == e || strings.HasSuffix(p, e) && p[len(p)-len(e)-1] == '/' {
			return true
		}
	}
	return false
}

// pathOrder is the order of a pathSet: by base name, then by path.
func pathOrder(a, b string) int {
	return cmp.Or(strings.Compare(pathBase(a), pathBase(b)), strings.Compare(a, b))
}

// pathBase is what follows the last slash of p.
func pathBase(p string) string { return p[strings.LastIndexByte(p, '/')+1:] }

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
