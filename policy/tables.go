package policy

import (
	"cmp"
	"regexp"
	"regexp/syntax"
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
// sorted by base name read backward (pathOrder; TestSetsSorted) so that
// has searches for the base name of the path asked about rather than
// trying every suffix, most steps deciding on a last byte.
type pathSet []string

// has reports whether p is one of s's paths or ends in one after a slash.
func (s pathSet) has(p string) bool {
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if baseOrder(s[m], p) < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	for ; lo < len(s) && baseOrder(s[lo], p) == 0; lo++ {
		if e := s[lo]; p == e || strings.HasSuffix(p, e) && p[len(p)-len(e)-1] == '/' {
			return true
		}
	}
	return false
}

// pathOrder is the order of a pathSet: by base name read backward
// (baseOrder), then by path.
func pathOrder(a, b string) int { return cmp.Or(baseOrder(a, b), strings.Compare(a, b)) }

// baseOrder compares the base names of a and b (what follows their last
// slash) read from their last bytes backward.
func baseOrder(a, b string) int {
	for i, j := len(a)-1, len(b)-1; ; i, j = i-1, j-1 {
		aEnd, bEnd := i < 0 || a[i] == '/', j < 0 || b[j] == '/'
		switch {
		case aEnd && bEnd:
			return 0
		case aEnd:
			return -1
		case bEnd:
			return 1
		case a[i] != b[j]:
			return cmp.Compare(a[i], b[j])
		}
	}
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
	once  sync.Once
	expr  string
	re    *regexp.Regexp
	leads []string // lower case; nil: unknown (regexpLeads)
}

// get returns the compiled expression.
func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() {
		l.re = regexp.MustCompile(l.expr)
		if re, err := syntax.Parse(l.expr, syntax.Perl); err == nil {
			l.leads, _ = regexpLeads(re)
		}
	})
	return l.re
}

// matchString reports whether the expression matches s. An ASCII text
// that holds none of the literals every match starts with (leads) is not
// run through the expression: a search of a text of a few bytes for an
// alternation of twenty words without case cost microseconds. A text
// with other bytes is always run (ſ matches s without case, and is no
// s in lower case).
func (l *lazyRegexp) matchString(s string) bool {
	re := l.get()
	if l.leads != nil && isASCII(s) {
		low := strings.ToLower(s)
		if !slices.ContainsFunc(l.leads, func(lead string) bool { return strings.Contains(low, lead) }) {
			return false
		}
	}
	return re.MatchString(s)
}

// regexpLeads returns literals, in lower case, one of which every match
// of re starts with, when re is made so (an alternation of words, each
// perhaps followed by more); ok is false otherwise.
func regexpLeads(re *syntax.Regexp) (leads []string, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{strings.ToLower(string(re.Rune))}, true
	case syntax.OpCapture:
		return regexpLeads(re.Sub[0])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			l, ok := regexpLeads(sub)
			if !ok {
				return nil, false
			}
			leads = append(leads, l...)
		}
		return leads, true
	case syntax.OpConcat:
		first, ok := regexpLeads(re.Sub[0])
		if !ok || re.Sub[0].Op != syntax.OpLiteral || len(re.Sub) < 2 {
			return first, ok
		}
		// a(pi|ws): the literal and each lead of what follows it.
		next, ok := regexpLeads(re.Sub[1])
		if !ok {
			return first, true
		}
		for _, n := range next {
			leads = append(leads, first[0]+n)
		}
		return leads, true
	}
	return nil, false
}

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
