package policy

import (
	"cmp"
	"iter"
	"math/bits"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
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

// has reports whether w is in s. A check asks it about a thousand
// times, of sets of up to 160 words, for every word of every command.
// Most steps of the search are decided by the first byte, compared in
// place; the others compare the bytes after it in place too, up to the
// first that differs, rather than calling the runtime's comparison of
// strings and then its test of equality (a fifth less time over the
// questions BenchmarkCheckTypical asks).
func (s set) has(w string) bool {
	if len(s) <= setScan || w == "" {
		return slices.Contains(s, w)
	}
	w0 := w[0]
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		x := s[m]
		var less bool // x sorts before w
		switch {
		case x == "":
			less = true
		case x[0] != w0:
			less = x[0] < w0
		default:
			n := min(len(x), len(w))
			i := 1
			for i < n && x[i] == w[i] {
				i++
			}
			if i == n {
				if len(x) == len(w) {
					return true
				}
				less = len(x) < len(w)
			} else {
				less = x[i] < w[i]
			}
		}
		if less {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return false
}

// A slotSet is a fixed set of words laid out by go generate in the
// slots of specSlot's hash of each: slot h holds words[start[h]:
// start[h+1]], a word or two. A look-up compares the words of one slot,
// where a set's search compares some eight words spread over the table:
// for the sets asked about nearly every word of a check whose search
// would cost more than the map they were made into on first use.
type slotSet struct {
	start [257]uint16
	words []string
}

// newSlotSet returns the slotSet of words: what go generate writes, and
// what a check uses when the tables a generated one was made of have
// changed since.
func newSlotSet(words []string) slotSet {
	var x slotSet
	var count [256]uint16
	for _, w := range words {
		count[specSlot(w)]++
	}
	for h := range 256 {
		x.start[h+1] = x.start[h] + count[h]
	}
	x.words = make([]string, len(words))
	next := x.start
	for _, w := range words {
		h := specSlot(w)
		x.words[next[h]] = w
		next[h]++
	}
	return x
}

// has reports whether w is in x.
func (x *slotSet) has(w string) bool {
	h := specSlot(w)
	for _, y := range x.words[x.start[h]:x.start[int(h)+1]] {
		if y == w {
			return true
		}
	}
	return false
}

// hasLower reports whether strings.ToLower(w) is in s. An ASCII word of
// up to 32 bytes is lowered into a buffer on the stack: a word with
// capitals (-run TestParse) asked about by many rules was lowered into a
// new string by each.
func (s set) hasLower(w string) bool {
	var buf [32]byte
	if len(w) > len(buf) {
		return s.has(strings.ToLower(w))
	}
	upper := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return s.has(strings.ToLower(w))
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
			upper = true
		}
		buf[i] = c
	}
	if !upper {
		return s.has(w)
	}
	return s.has(string(buf[:len(w)]))
}

// A wordList is a short list of words written as one string, each
// word after one blank ("--file --directory"): the option lists of the
// command model (spec.long, need, unless, codeOpts, …). A []string
// literal of two words or more in package data costs every start-up:
// the runtime expands the data section's pointer bitmap from a program
// the linker writes, two instructions of it for each such literal
// (runtime.runGCProg, some 290 machine instructions a literal), while a
// string's bytes are read-only data. No word holds a blank
// (TestWordLists); /work/tools/specjoin writes []string literals of
// these fields as wordLists.
type wordList string

// has reports whether w is one of l's words.
func (l wordList) has(w string) bool {
	s := string(l)
	if len(s) <= len(w) {
		// One word, the most common list; a w of two words equal to a
		// list of them is none of its words.
		return s == w && w != "" && strings.IndexByte(w, ' ') < 0
	}
	for w != "" && len(w) <= len(s) {
		i := strings.Index(s, w)
		if i < 0 {
			return false
		}
		if end := i + len(w); (i == 0 || s[i-1] == ' ') && (end == len(s) || s[end] == ' ') {
			return strings.IndexByte(w, ' ') < 0
		}
		// Not a whole word (--foo in --foobar, -x in --xy): on from the
		// next word.
		j := strings.IndexByte(s[i:], ' ')
		if j < 0 {
			return false
		}
		s = s[i+j+1:]
	}
	return false
}

// hasSorted is has for a list whose words are sorted (spec.long;
// TestWordLists): a search by halves, each step the word around the
// middle of what is left. A check asks it of every option word it
// reads, of lists of up to a few hundred words, where a scan of the
// string's bytes (has) costs several times a scan of a []string's.
func (l wordList) hasSorted(w string) bool {
	s := string(l)
	if len(s) <= setScan*8 || w == "" {
		return l.has(w)
	}
	lo, hi := 0, len(s) // s[lo:hi] holds whole words
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		start := lo + strings.LastIndexByte(s[lo:m], ' ') + 1 // of the word m is in (or ends)
		// Compared in place, as set.has compares.
		i := 0
		for i < len(w) && start+i < hi && s[start+i] == w[i] {
			i++
		}
		var less bool // the word sorts before w
		switch e := start + i; {
		case e == hi || s[e] == ' ':
			if i == len(w) {
				return strings.IndexByte(w, ' ') < 0
			}
			less = true // a prefix of w
		case i == len(w):
			less = false // w is a prefix of it
		default:
			less = s[e] < w[i]
		}
		if less {
			lo = hi
			if e := strings.IndexByte(s[start+i:hi], ' '); e >= 0 {
				lo = start + i + e + 1
			}
		} else {
			hi = max(start-1, lo)
		}
	}
	return false
}

// all yields l's words in order.
func (l wordList) all() iter.Seq[string] {
	return func(yield func(string) bool) {
		for s := string(l); s != ""; {
			w, rest, _ := strings.Cut(s, " ")
			if !yield(w) {
				return
			}
			s = rest
		}
	}
}

// first returns l's first word, "" when l is empty.
func (l wordList) first() string {
	w, _, _ := strings.Cut(string(l), " ")
	return w
}

// A pathSet is a fixed set of paths matched as the last elements of a
// path (.aws/credentials: ~/.aws/credentials, /root/.aws/credentials),
// sorted by base name read backward (pathOrder; TestSetsSorted) so that
// has searches for the base name of the path asked about rather than
// trying every suffix, most steps deciding on a last byte.
type pathSet []string

// firstBase returns the index of the first of s's paths whose base name
// is p's, or where one would stand (len(s) when none is greater).
func (s pathSet) firstBase(p string) int {
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if baseOrder(s[m], p) < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// has reports whether p is one of s's paths or ends in one after a slash.
func (s pathSet) has(p string) bool {
	lo := s.firstBase(p)
	for ; lo < len(s) && baseOrder(s[lo], p) == 0; lo++ {
		if e := s[lo]; p == e || strings.HasSuffix(p, e) && p[len(p)-len(e)-1] == '/' {
			return true
		}
	}
	return false
}

// globHas reports whether the shell pattern base, a file name in the
// directory dir, can name one of s's paths (~/.aws/* names
// ~/.aws/credentials): its directory is dir or ends dir, and base
// matches its name, a leading dot only by a leading dot as the shells
// match it. The worst reading of a pattern is every file it can name.
func (s pathSet) globHas(dir, base string) bool {
	for _, e := range s {
		d, b := path.Split(e)
		d = strings.TrimSuffix(d, "/")
		if d != "" && dir != d && !strings.HasSuffix(dir, "/"+d) || d == "" && !strings.HasPrefix(b, ".") {
			continue // a name without a place of its own (ntds.dit) is not read into every pattern
		}
		if strings.HasPrefix(b, ".") && !strings.HasPrefix(base, ".") {
			continue
		}
		if ok, _ := path.Match(base, b); ok {
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
// range copying each (tens of bytes of a value) cost more than the
// comparisons.
func (t table[V]) get(k string) (V, bool) {
	for i := range t {
		if t[i].key == k {
			return t[i].val, true
		}
	}
	var zero V
	return zero, false
}

// ref returns the value of key k in place, nil when there is none: for
// a value too large to copy on every asking (transferClient, a spec of
// 680 bytes, copied or zeroed for every command get was asked of).
func (t table[V]) ref(k string) *V {
	for i := range t {
		if t[i].key == k {
			return &t[i].val
		}
	}
	return nil
}

// An indexed table is a table whose search first asks the marks of its
// keys, made on its first search: for the tables the analysis asks about
// the name of every command it finds (is it a wrapper, a task runner, a
// transfer client?), which most names are in none of, and a scan read
// every entry to say so (wrappers' 35, three times a command: a
// twentieth of BenchmarkParseFloor). Declared as a literal, it costs
// nothing at start-up, and a search allocates nothing: a map of the keys,
// built on the first search, was 2.6 KB of fresh heap for a one-shot
// guarded-sh -c true, and hardly faster than the scan of the few words
// that pass the marks.
type indexed[V any] struct {
	table[V]
	once sync.Once
	// marks has the bit keyMark of each key set: a word whose bit is
	// clear is no key, told without comparing it (cd, git, ls: most names
	// asked about are in none of the tables).
	marks [1 << 10 / 64]uint64
}

// keyMark is the bit of marks a key sets: a hash of its length, first,
// middle and last bytes.
func keyMark(k string) uint {
	if k == "" {
		return 0
	}
	x := uint32(len(k))<<24 | uint32(k[0])<<16 | uint32(k[len(k)/2])<<8 | uint32(k[len(k)-1])
	return uint(x*0x9e3779b1) >> 22
}

// ref is table.ref, after the marks.
func (t *indexed[V]) ref(k string) *V {
	t.once.Do(func() {
		for i := range t.table {
			m := keyMark(t.table[i].key)
			t.marks[m/64] |= 1 << (m % 64)
		}
	})
	if m := keyMark(k); t.marks[m/64%uint(len(t.marks))]&(1<<(m%64)) == 0 {
		return nil // no key has k's mark, so k is none
	}
	return t.table.ref(k)
}

// get is table.get, after the marks.
func (t *indexed[V]) get(k string) (V, bool) {
	if v := t.ref(k); v != nil {
		return *v, true
	}
	var zero V
	return zero, false
}

// A lazyRegexp is a regular expression compiled on first use. Declared as
// a literal, it costs nothing at start-up, where sync.OnceValue ran and
// allocated for each of them before a one-shot guarded-sh -c could check
// its command.
type lazyRegexp struct {
	expr string
	re   *regexp.Regexp
	// words, when set, are what every match of expr holds one of, in
	// ASCII of any case: the literals its syntax requires, as
	// TestRegexpWords derives them from expr.
	words []string
	// pairs indexes words, made on first use (holdsWord).
	pairs *wordPairs
	// once guards re, pairsOnce pairs; the two stand together, where
	// their 12 bytes each take three words, not four (TestTableLayout).
	once, pairsOnce sync.Once
}

// get returns the compiled expression.
func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

// match reports whether s matches the expression. Text that holds none
// of its words is told apart without compiling it: the names of security
// agents are seven expressions of hundreds of alternatives each, 0.6 ms
// to compile, which a one-shot guarded-sh -c paid to look at the 1234 of
// kill 1234 or the words of git commit -m "turn it off".
func (l *lazyRegexp) match(s string) bool {
	if l.words != nil && !l.holdsWord(s) {
		return false
	}
	return l.get().MatchString(s)
}

// holdsWord is mayHold(s, l.words): whether s may hold one of l's words
// in any case, false only when it certainly holds none.
func (l *lazyRegexp) holdsWord(s string) bool {
	l.pairsOnce.Do(func() { l.pairs = newWordPairs(l.words) })
	if l.pairs == nil {
		return mayHold(s, l.words)
	}
	return l.pairs.mayHold(s, l.words)
}

// wordPairs says which of a list of words, 64 at most and each of two
// bytes or more, begin with each byte and have each byte second: a word
// is compared only where two bytes of the text are its first two.
// mayHold, which looked for each word along the whole text (two dozen
// scans of every word of a quiet command, for the words of secrets),
// then reads the text once.
type wordPairs struct {
	first, second [256]uint64 // bit i: words[i]'s first (second) byte is the byte
}

// newWordPairs indexes words, or returns nil when it cannot: more than
// 64 words, or one shorter than two bytes.
func newWordPairs(words []string) *wordPairs {
	if len(words) > 64 || slices.ContainsFunc(words, func(w string) bool { return len(w) < 2 }) {
		return nil
	}
	p := &wordPairs{}
	for i, w := range words {
		p.first[w[0]] |= 1 << i
		p.second[w[1]] |= 1 << i
	}
	return p
}

// mayHold is mayHold(s, words), words the ones p indexes: false only
// when s is ASCII and holds none of them in any case.
func (p *wordPairs) mayHold(s string, words []string) bool {
	if !ascii(s) {
		return true
	}
	for i := 0; i+1 < len(s); i++ {
		for m := p.first[lowerASCII(s[i])] & p.second[lowerASCII(s[i+1])]; m != 0; m &= m - 1 {
			if w := words[bits.TrailingZeros64(m)]; len(s)-i >= len(w) && lowerIsASCII(s[i:i+len(w)], w) {
				return true
			}
		}
	}
	return false
}

// lowerASCII is c in lower case, when an ASCII letter.
func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// lowerIsASCII reports whether the ASCII s in lower case is low, of
// the same length.
func lowerIsASCII(s, low string) bool {
	for i := 0; i < len(s); i++ {
		if lowerASCII(s[i]) != low[i] {
			return false
		}
	}
	return true
}

// ascii reports whether s is ASCII.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// lowerIs reports whether strings.ToLower(s) is low, without making the
// lower case of an ASCII s.
func lowerIs(s, low string) bool {
	if !ascii(s) {
		return strings.ToLower(s) == low
	}
	if len(s) != len(low) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != low[i] {
			return false
		}
	}
	return true
}

// containsLower reports whether strings.ToLower(s) contains sub, a
// lower-case ASCII string, without making the lower case of an ASCII s.
func containsLower(s, sub string) bool {
	if !ascii(s) {
		return strings.Contains(strings.ToLower(s), sub)
	}
	if sub == "" {
		return true
	}
	for i := 0; i+len(sub) <= len(s); i++ {
		if lowerASCII(s[i]) == sub[0] && lowerIsASCII(s[i+1:i+len(sub)], sub[1:]) {
			return true
		}
	}
	return false
}

// writeLower writes strings.ToLower(s) to b, without making it first for
// an ASCII s.
func writeLower(b *strings.Builder, s string) {
	if !ascii(s) {
		b.WriteString(strings.ToLower(s))
		return
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
}

// mayHold reports whether s may hold one of words (lower-case ASCII) in
// any case: false only when s is ASCII and holds none of them. Beyond
// ASCII, (?i) folds letters of other scripts to ASCII ones (the Kelvin
// sign is k, the long s is s), so the expression is asked.
func mayHold(s string, words []string) bool {
	upper := false
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
		upper = upper || 'A' <= s[i] && s[i] <= 'Z'
	}
	if upper {
		s = asciiLower(s)
	}
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
