package lexer

// A Scanner assembles complete commands from input that arrives in chunks, as
// a shell reading a pipe or a terminal would: a command is complete at the
// first newline after which nothing is left open. A Scanner is not safe for
// concurrent use; it may be reused after Reset.
type Scanner struct {
	g     Grammar
	m     machine
	buf   []byte // fed and not yet taken by Next
	cuts  []int  // offsets in buf just past each complete command
	taken int    // commands taken by Next since the last Reset
}

// NewScanner returns a Scanner for grammar g.
func NewScanner(g Grammar) *Scanner {
	return &Scanner{g: g, m: newMachine(g)}
}

// Write feeds p to the scanner. It never fails.
func (s *Scanner) Write(p []byte) (int, error) {
	base := len(s.buf)
	s.buf = append(s.buf, p...)
	s.m.feed(p, func(off int) { s.cuts = append(s.cuts, base+off) })
	return len(p), nil
}

// Next returns the oldest complete command not yet returned, with its
// trailing newline, and true; or nil and false when there is none.
func (s *Scanner) Next() ([]byte, bool) {
	if len(s.cuts) == 0 {
		return nil, false
	}
	end := s.cuts[0]
	cmd := append([]byte(nil), s.buf[:end]...)
	s.taken++
	s.buf = s.buf[end:]
	s.cuts = s.cuts[1:]
	for i := range s.cuts {
		s.cuts[i] -= end
	}
	return cmd, true
}

// Pending returns the input fed after the last complete command, and the
// verdict on it should no more input come. Complete commands not yet taken
// with Next come first in that input; positions count from its start, as
// Check of the same bytes would give them.
func (s *Scanner) Pending() ([]byte, Result) {
	if s.taken > 0 {
		// Positions (and the hint that names them) count from the
		// pending text: judge it afresh. Pending is asked once per
		// refusal or at the end, so this keeps the whole linear.
		return s.buf, Check(string(s.buf), s.g)
	}
	r := s.m.verdict()
	r.Grammar = s.g
	return s.buf, r
}

// Reset forgets everything fed, as when pending input has been refused and
// the shell is to start afresh.
func (s *Scanner) Reset() {
	s.m.reset()
	s.buf = s.buf[:0]
	s.cuts = s.cuts[:0]
	s.taken = 0
}
