package shim

import (
	"io/fs"
	"os"
	"strconv"
	"strings"
)

// selfInfo is guarded-sh's own executable: one stat of /proc/self/exe.
func selfInfo() (fs.FileInfo, error) {
	if fi, err := os.Stat("/proc/self/exe"); err == nil {
		return fi, nil
	}
	return executableInfo()
}

// procCwd is the working directory of the process pid.
func procCwd(pid int) (string, error) {
	dir, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/cwd")
	return strings.TrimSuffix(dir, " (deleted)"), err
}
