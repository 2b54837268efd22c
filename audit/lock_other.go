//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || solaris)

package audit

import (
	"errors"
	"os"
)

const openFlags = os.O_APPEND | os.O_CREATE | os.O_WRONLY

func openAppend(path string) (*os.File, error) { return os.OpenFile(path, openFlags, 0o600) }

// errNoLock says that this system has no flock(2): lines are written
// without the lock, each with one write to a file opened for appending
// (on Windows, FILE_APPEND_DATA, which the system serialises).
var errNoLock = errors.New("file locking is not supported on this system")

func tryLock(*os.File) bool { return false }

func lockWait(*os.File) error { return errNoLock }

func unlock(*os.File) error { return nil }

func writeOnce(f *os.File, b []byte) (int, error) { return f.Write(b) }

// openReadNonblock opens path to read, refusing what is not a regular file
// before opening it (this system has no O_NONBLOCK).
func openReadNonblock(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &os.PathError{Op: "open", Path: path, Err: errors.New("not a regular file")}
	}
	return os.Open(path)
}
