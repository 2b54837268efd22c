package audit

import (
	"fmt"
	"io/fs"
	"os"
	"strconv"
)

// Rotation: when a write leaves the file at MaxSize or more, the writer
// still holding the lock renames it to PATH.1 (PATH.1 to PATH.2, …, the
// oldest beyond keep removed), and the next writer creates PATH afresh.
// A writer that had the old file open finds, once it holds the lock, that
// PATH is another file now, and opens PATH again before it writes: lines
// are never written into a file after its rotation, so none is lost or
// torn. (A writer that gave up waiting for the lock writes without it, into
// the file it has open; its line is whole, and in PATH.1 at worst.)

// Rotation defaults.
const (
	DefaultMaxSize = 8 << 20
	DefaultKeep    = 3
)

// WithRotation rotates the file when it reaches maxSize bytes (0: never),
// keeping keep rotated files (at least 1).
func WithRotation(maxSize int64, keep int) Option {
	return func(l *Log) { l.maxSize, l.keep = maxSize, max(keep, 1) }
}

// current makes sure l.f is the file at l.path, holding its lock: when the
// file was rotated away, it opens the new one and locks it. It reports
// whether the lock is held, and what l.f's fstat found (nil when it
// failed), for rotateIfFull. The caller holds l.mu and the lock on l.f.
func (l *Log) current() (bool, fs.FileInfo) {
	for range 8 {
		fi, err := l.f.Stat()
		pi, perr := os.Stat(l.path)
		if err != nil {
			return true, nil
		}
		if perr == nil && os.SameFile(fi, pi) {
			return true, fi
		}
		// PATH is another file, or not there yet after a rotation (the
		// next writer creates it): write there, never into the rotated one.
		f, oerr := openAppend(l.path)
		if oerr != nil {
			return true, fi // write where we can: the old file
		}
		_ = unlock(l.f) // best effort: closing releases it too
		_ = l.f.Close() // nothing buffered
		l.f = f
		if !l.lock() {
			return false, nil
		}
	}
	return true, nil
}

// rotateIfFull rotates the file when it has reached l.maxSize, now that n
// more bytes were written to it. before is what current found the file
// to be before the write, holding the lock (nil: ask again): with the
// lock held, only writers that gave up waiting for it appended since, so
// its size and n tell the size without a second fstat(2). The caller
// holds l.mu and the lock on l.f.
func (l *Log) rotateIfFull(before fs.FileInfo, n int) {
	fi := before
	size := int64(0)
	if fi != nil {
		size = fi.Size() + int64(n)
	} else {
		var err error
		if fi, err = l.f.Stat(); err != nil {
			return
		}
		size = fi.Size()
	}
	if !fi.Mode().IsRegular() || size < l.maxSize {
		return
	}
	if pi, err := os.Stat(l.path); err != nil || !os.SameFile(fi, pi) {
		return // rotated already: a line written unlocked into the old file
	}
	_ = os.Remove(rotated(l.path, l.keep)) // the oldest goes; it may not be there
	for i := l.keep - 1; i >= 1; i-- {
		_ = os.Rename(rotated(l.path, i), rotated(l.path, i+1)) // a gap is no error
	}
	if err := os.Rename(l.path, rotated(l.path, 1)); err != nil {
		_ = l.failed(fmt.Errorf("audit log %s: rotating: %w", l.path, err))
	}
}

// rotated is the name of the n-th rotated file of path.
func rotated(path string, n int) string { return path + "." + strconv.Itoa(n) }

// Files returns the files of the log at path that exist, oldest first:
// the rotated ones (PATH.N … PATH.1), then PATH.
func Files(path string) []string {
	var out []string
	for n := 1; n <= 1000; n++ {
		if _, err := os.Lstat(rotated(path, n)); err != nil {
			break
		}
		out = append([]string{rotated(path, n)}, out...)
	}
	return append(out, path)
}
