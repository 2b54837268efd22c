package shim

import (
	"bytes"
	"io/fs"
	"os"
	"path"
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

// underDpkg reports whether dpkg started this process, or a process it
// descends from: a package's maintainer script, or a script it runs.
func underDpkg() bool {
	pid := os.Getppid()
	for hops := 0; pid > 1 && hops < 64; hops++ {
		if exe, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/exe"); err == nil && path.Base(strings.TrimSuffix(exe, " (deleted)")) == "dpkg" {
			return true
		}
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return false
		}
		// pid (comm) state ppid …: comm may hold spaces and parentheses.
		i := bytes.LastIndexByte(stat, ')')
		if i < 0 {
			return false
		}
		f := strings.Fields(string(stat[i+1:]))
		if len(f) < 2 {
			return false
		}
		if pid, err = strconv.Atoi(f[1]); err != nil {
			return false
		}
	}
	return false
}

// fdPath is the path of the file f has open, or "" when not known.
func fdPath(f *os.File) string {
	p, err := os.Readlink("/proc/self/fd/" + strconv.Itoa(int(f.Fd())))
	if err != nil || !strings.HasPrefix(p, "/") || strings.HasSuffix(p, " (deleted)") {
		return ""
	}
	return p
}
