package session

import "bytes"

// Marker kinds.
const (
	markPrimary      = 'P'
	markContinuation = 'C'
	markSync         = 'S' // printed by a command Exec writes to resynchronise
	markBarrier      = 'B' // written to the terminal's output by the session itself (barrier.go)
)

// maxStatusDigits bounds the status field of a primary marker, and
// maxTokenDigits its token.
const (
	maxStatusDigits = 4
	maxTokenDigits  = 32
)

// scanner splits a terminal's output into output bytes and prompt markers,
// across arbitrary read boundaries. It never drops, alters or reorders a
// byte that is not part of a complete marker; a possible marker cut by a
// read is held until the next Feed decides it. It holds at most one
// marker's length.
//
// A marker is ESC ] 6973 ; NONCE ; P [; STATUS [; TOKEN]] BEL (primary
// prompt, with the last exit status and the token of the command the shell
// ran last, lowercase hex, see ExecContext) or ESC ] 6973 ; NONCE ; C BEL (continuation); ESC \
// may end it instead of BEL (cmd's PROMPT cannot print BEL). A sync marker
// ESC ] 6973 ; NONCE ; S ; TOKEN BEL is printed by a command the session
// writes to find its place again after an interrupt. A barrier marker
// ESC ] 6973 ; NONCE ; B ; TOKEN BEL (TOKEN lowercase hex) is not the
// shell's: the session writes it to the terminal's output itself, behind
// what the shell wrote before (barrier.go).
type scanner struct {
	prefix []byte
	pend   []byte
	// token is the token of the marker being reported to mark, valid
	// during the call.
	token string
}

func newScanner(nonce string) *scanner {
	return &scanner{prefix: []byte(markerPrefix(nonce))}
}

func markerPrefix(nonce string) string { return "\x1b]6973;" + nonce + ";" }

type matchResult int

const (
	noMatch matchResult = iota
	partialMatch
	fullMatch
)

// feed scans b. out receives output bytes (valid only during the call);
// mark receives each marker, in order with the output around it. status is
// -1 when a primary marker carries none.
func (s *scanner) feed(b []byte, out func([]byte), mark func(kind byte, status int)) {
	d := b
	if len(s.pend) > 0 {
		d = append(s.pend, b...)
		s.pend = nil
	}
	start, i := 0, 0
	for {
		j := indexESC(d, i)
		if j < 0 {
			break
		}
		n, kind, status, token, res := s.match(d[j:])
		switch res {
		case noMatch:
			i = j + 1
			continue
		case partialMatch:
			if j > start {
				out(d[start:j])
			}
			s.pend = append([]byte(nil), d[j:]...)
			return
		}
		if j > start {
			out(d[start:j])
		}
		s.token = token
		mark(kind, status)
		i = j + n
		start = i
	}
	if start < len(d) {
		out(d[start:])
	}
}

// flush returns a held partial marker as output: at end of stream it was
// not a marker after all.
func (s *scanner) flush(out func([]byte)) {
	if len(s.pend) > 0 {
		out(s.pend)
		s.pend = nil
	}
}

func indexESC(d []byte, from int) int {
	k := bytes.IndexByte(d[from:], 0x1b)
	if k < 0 {
		return -1
	}
	return from + k
}

// match decides whether d, which starts with ESC, starts with a marker.
func (s *scanner) match(d []byte) (n int, kind byte, status int, token string, res matchResult) {
	for k, c := range s.prefix {
		if k >= len(d) {
			return 0, 0, 0, "", partialMatch
		}
		if d[k] != c {
			return 0, 0, 0, "", noMatch
		}
	}
	k := len(s.prefix)
	if k >= len(d) {
		return 0, 0, 0, "", partialMatch
	}
	kind = d[k]
	if kind != markPrimary && kind != markContinuation && kind != markSync && kind != markBarrier {
		return 0, 0, 0, "", noMatch
	}
	k++
	status = -1
	if kind == markBarrier {
		if k >= len(d) {
			return 0, 0, 0, "", partialMatch
		}
		if d[k] != ';' {
			return 0, 0, 0, "", noMatch
		}
		var ok bool
		if token, k, ok = hexToken(d, k+1); !ok {
			return 0, 0, 0, "", noMatch
		}
	} else if kind != markContinuation && k < len(d) && d[k] == ';' {
		k++
		digits := 0
		status = 0
		for ; k < len(d) && d[k] >= '0' && d[k] <= '9'; k++ {
			if digits++; digits > maxStatusDigits {
				return 0, 0, 0, "", noMatch
			}
			status = status*10 + int(d[k]-'0')
		}
		if digits == 0 && k < len(d) {
			return 0, 0, 0, "", noMatch
		}
		if kind == markPrimary && k < len(d) && d[k] == ';' {
			var ok bool
			if token, k, ok = hexToken(d, k+1); !ok {
				return 0, 0, 0, "", noMatch
			}
		}
	}
	if k >= len(d) {
		return 0, 0, 0, "", partialMatch
	}
	switch d[k] {
	case 0x07:
		return k + 1, kind, status, token, fullMatch
	case 0x1b:
		if k+1 >= len(d) {
			return 0, 0, 0, "", partialMatch
		}
		if d[k+1] == '\\' {
			return k + 2, kind, status, token, fullMatch
		}
	}
	return 0, 0, 0, "", noMatch
}

// hexToken reads the lowercase hex token that starts at d[k]: the token,
// the index past it, and false when it is longer than maxTokenDigits.
func hexToken(d []byte, k int) (string, int, bool) {
	start := k
	for ; k < len(d) && (d[k] >= '0' && d[k] <= '9' || d[k] >= 'a' && d[k] <= 'f'); k++ {
		if k-start >= maxTokenDigits {
			return "", 0, false
		}
	}
	return string(d[start:k]), k, true
}
