package audit

import (
	"fmt"
	"os"
)

// OpenForReading opens the log file at path to read it: only a regular
// file. A FIFO, a device or a socket is refused, without waiting for a
// writer (opening a FIFO to read blocks until one comes).
func OpenForReading(path string) (*os.File, error) {
	f, err := openReadNonblock(path)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		_ = f.Close() // read only
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		_ = f.Close() // read only
		return nil, fmt.Errorf("%s is not a regular file (%s)", path, fi.Mode().Type())
	}
	return f, nil
}
