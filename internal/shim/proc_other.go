//go:build !linux

package shim

import (
	"errors"
	"io/fs"
	"os"
)

// selfInfo is guarded-sh's own executable.
func selfInfo() (fs.FileInfo, error) { return executableInfo() }

// procCwd is not known here: the policy keeps the session's first
// directory.
func procCwd(int) (string, error) { return "", errors.ErrUnsupported }

// underDpkg is false where dpkg does not run.
func underDpkg() bool { return false }

// fdPath is not known here.
func fdPath(*os.File) string { return "" }
