package session

import "time"

// The shell seen waiting. A kernel check (watchdog.TTYReader) that finds
// the shell itself blocked reading a terminal cannot tell, by itself,
// whether it waits inside the running Exec (bash's read builtin, a
// continuation prompt that carries no marker, a PS1 a command replaced)
// or at the primary prompt that ends it, whose marker the shell printed
// before it began to read but the session has not read yet: the output
// is read by a goroutine that a loaded machine may not run for a while.
// Acting then would interrupt the shell at its prompt, and without job
// control the earlier commands' background jobs with it.
//
// A barrier settles it by the order of the terminal's output, not by
// time. The session writes a barrier marker, with a fresh token, to the
// terminal's output itself (pty.Process.WriteOutput): the kernel queues
// it behind every byte the shell wrote before, so once the scanner has
// seen the barrier it has seen those bytes, and with them any primary
// marker the shell printed before it was seen reading. If the Exec still
// waits then, the shell waits inside it.
//
// The Exec must also have been written whole before the shell was seen
// reading (a shell waiting for its command to arrive waits for nothing
// wrong): Mark notes that before the check, WaitsSince after it.

// A Mark is the running Exec as Mark found it.
type Mark struct {
	p     *proc
	gen   int
	whole bool // the Exec's command was written whole
}

// Mark notes the running Exec, if any, and whether its command has been
// written whole to the shell: take it before looking at what the shell
// does, and give it to WaitsSince after.
func (s *Session) Mark() Mark {
	p := s.proc()
	if p == nil {
		return Mark{}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return Mark{p: p, gen: p.gen, whole: p.busy && p.written == p.gen}
}

// WaitsSince reports whether the Exec running at m, whose command had been
// written whole by then, still waits for its primary prompt once every
// byte the shell wrote to the terminal before the call has been read: a
// shell seen blocked reading between m and the call then waits inside
// the command, not at its prompt. It waits at most max for the barrier
// to come through; false when it does not (the output is not being read
// fast enough to tell: ask again later), when no Exec ran at m, or when
// that Exec has ended.
func (s *Session) WaitsSince(m Mark, max time.Duration) bool {
	if m.p == nil || !m.whole || s.proc() != m.p {
		return false
	}
	waits, _ := m.p.waitsSince(m.gen, max)
	return waits
}

// waitsSince is WaitsSince for Exec gen of p; known is false when the
// barrier did not come through within max.
func (p *proc) waitsSince(gen int, max time.Duration) (waits, known bool) {
	if !p.passBarrier(max) {
		return false, false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.busy && p.gen == gen, true
}

// A barrier is a barrier marker on its way through the terminal.
type barrier struct {
	token string
	done  chan struct{} // closed when it came through, or its write failed
	came  bool          // it came through; set before done is closed
	sent  time.Time     // when its write returned; zero before
}

// barrierLost is how long after its write a barrier that has not come
// through is taken for lost (output the terminal discarded: a program's
// tcflush, a signal character without NOFLSH), so that a new one may go.
const barrierLost = 5 * time.Second

// barrierText is the barrier marker with token.
func (p *proc) barrierText(token string) []byte {
	return []byte(markerPrefix(p.nonce) + string(markBarrier) + ";" + token + "\a")
}

// passBarrier writes a barrier marker to the terminal's output and reports
// whether the scanner saw it within max. One barrier is on its way at a
// time: while an earlier one has not come through, the output is not
// being read, and it reports false at once (an earlier barrier, written
// before the caller looked, proves nothing for it), unless that one was
// written barrierLost ago. A barrier that comes through late is taken out
// of the output all the same.
func (p *proc) passBarrier(max time.Duration) bool {
	p.mu.Lock()
	if b := p.bar; b != nil && (b.sent.IsZero() || time.Since(b.sent) < barrierLost) {
		p.mu.Unlock()
		return false
	}
	b := &barrier{token: newToken(), done: make(chan struct{})}
	p.bar = b
	p.mu.Unlock()
	go func() {
		err := p.pty.WriteOutput(p.barrierText(b.token))
		p.mu.Lock()
		defer p.mu.Unlock()
		switch {
		case p.bar != b:
		case err != nil:
			p.bar = nil
			close(b.done)
		default:
			b.sent = time.Now()
		}
	}()
	t := time.NewTimer(max)
	defer t.Stop()
	select {
	case <-b.done:
		return b.came
	case <-t.C:
	case <-p.quit:
	}
	return false
}

// barrierCame records a barrier marker with token seen by the scanner,
// behind everything the terminal was given before it.
func (p *proc) barrierCame(token string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if b := p.bar; b != nil && b.token == token {
		b.came = true
		p.bar = nil
		close(b.done)
	}
}
