//go:build !linux

package watchdog

// A TTYReader asks the kernel whether the foreground process group of a
// terminal is blocked reading it. Only Linux is supported; elsewhere
// [TTYReader.Check] returns [ErrUnsupported].
type TTYReader struct{}

// NewTTYReader returns a TTYReader; see the Linux documentation. On this
// system it returns [ErrUnsupported].
func NewTTYReader(tty string, shellPID int) (*TTYReader, error) {
	return nil, ErrUnsupported
}

// Also returns [ErrUnsupported].
func (r *TTYReader) Also(path string) error { return ErrUnsupported }

// Check returns [ErrUnsupported].
func (r *TTYReader) Check() (Reading, bool, error) {
	return Reading{}, false, ErrUnsupported
}

// ForegroundGroup returns [ErrUnsupported].
func (r *TTYReader) ForegroundGroup() (int, error) {
	return 0, ErrUnsupported
}
