package policy

import (
	"path"
	"strings"
)

// fsOutside reports whether the absolute clean path p lies where the user
// keeps data of their own, outside everything an agent's work touches:
// not in the project (or the working directory when no project is
// known), home (whose deep paths are
// tools' caches and the agent's own checkouts) or the system tree (where
// installers add and remove: /usr/local/go, /var/lib/apt/lists, /opt,
// and the temporary directories under /tmp and /var), but in a directory
// of its own at the top of the file system (/data, /some/path, another
// user's /Users/NAME/…), or a directory next to the project (../other,
// cd .. && rm -rf build): a mount, a volume, another checkout. A recursive delete there
// is fs.rm-user-data (fsClassifyPosix: a Windows path's top directories
// are winDirKind's).
func fsOutside(env *Env, p string) bool {
	if p == "/" || !strings.HasPrefix(p, "/") {
		return false
	}
	// The project, or where the agent works when no project is known.
	// (Not the directory a cd in the input moved to: cd .. && rm -rf
	// build leaves the project.)
	work := env.Project
	if work == "" {
		work = env.Cwd
	}
	if work != "" && work != "/" && fsUnder(p, work) {
		return false
	}
	if env.Project != "" {
		// A neighbour of the project as a whole: another checkout, unless
		// hidden or scratch (~/.cache next to ~/project is a tool's). What
		// is inside it (../other/build) is as deep paths of home are.
		if parent := path.Dir(env.Project); parent != "/" && !fsSystemTree(parent) && path.Dir(p) == parent {
			return fsUserFolder(path.Base(p))
		}
	}
	if env.Home != "" && env.Home != "/" && fsUnder(p, env.Home) {
		return false
	}
	if fsUnder(p, androidScratch) {
		return false // adb push puts programs and test data there to run them
	}
	return !fsSystemTree(p)
}

// fsSystemTree reports whether p is in the tree of a system directory
// (/usr/…, /var/…, /opt/…, /tmp/…), not one of those that hold users'
// homes and mounted volumes.
func fsSystemTree(p string) bool {
	top := p
	if i := strings.IndexByte(p[1:], '/'); i >= 0 {
		top = p[:i+1]
	}
	return (fsSystemDirs.has(top) || fsSystemParents.has(top)) && !fsDataTops.has(top)
}

// androidScratch is the scratch directory of an Android device, its
// /tmp (adb shell rm -rf /data/local/tmp/x).
const androidScratch = "/data/local/tmp"

// fsDataTops are the top directories whose trees hold users' homes and
// mounted volumes (WSL's /mnt/c/Users among them).
var fsDataTops = set{"/Users", "/Volumes", "/home", "/media", "/mnt", "/srv"}

// fsClassifyPosix is fsClassify for a posix file system, where a path
// outside everything an agent works on is the user's data (fsOutside).
func fsClassifyPosix(env *Env, p string) fsKind {
	k := fsClassify(env, p)
	if k == fsSafe && fsOutside(env, p) {
		return fsUserData
	}
	return k
}

// winVariableFinding refuses a recursive delete in PowerShell or cmd of a
// path that is only a variable's value (winAnywhere).
func winVariableFinding(c *Command, v string) Finding {
	return finding("fs.rm-variable", c,
		c.Name+" of a path only known at run time ("+v+") deletes everything below it: wrong or empty, it is the home directory or the root of the drive",
		"delete the exact directory by name, `Remove-Item -Recurse -Force .\\build` or `rd /s /q build`, or a literal name below the variable: `rd /s /q \"%BUILD_DIR%\\out\"`")
}
