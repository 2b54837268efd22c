package shim

import (
	"os"

	"golang.org/x/sys/unix"
)

// anonFile returns a new file with no name, in memory.
func anonFile() (*os.File, error) {
	fd, err := unix.MemfdCreate("guarded-sh-input", unix.MFD_CLOEXEC)
	if err != nil {
		return tempAnonFile()
	}
	return os.NewFile(uintptr(fd), "guarded-sh-input"), nil
}
