package shim

import "os"

// tempAnonFile returns a new temporary file, already removed.
func tempAnonFile() (*os.File, error) {
	f, err := os.CreateTemp("", "guarded-sh-input-")
	if err != nil {
		return nil, err
	}
	_ = os.Remove(f.Name()) // open until the shell has read it
	return f, nil
}
