//go:build !linux

package watchdog

import (
	"os"
	"time"
)

// An InputReader asks the kernel whether a process of a session waits on an
// input that has nothing for it. Only Linux is supported.
type InputReader struct{}

// NewInputReader returns [ErrUnsupported] on this system.
func NewInputReader(in *os.File, sid int, hold time.Duration) (*InputReader, error) {
	return nil, ErrUnsupported
}

// Check returns [ErrUnsupported].
func (r *InputReader) Check() (Reading, bool, error) {
	return Reading{}, false, ErrUnsupported
}
