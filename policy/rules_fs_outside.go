package policy

import (
	"path"
	"slices"
	"strings"
)

// fsOutside reports whether the absolute clean path p lies where the user
// keeps data of their own, outside everything an agent's work touches:
// not in the project (or the working directory when no project is
// known), home (whose paths fsClassify judges by what they are:
// fsHomeUser) or the system tree (where installers add and remove:
// /usr/local/go, /var/lib/apt/lists, /opt, and the temporary directories
// under /tmp and /var), but in a directory of its own at the top of the
// file system (/data, /some/path, another user's /Users/NAME/…), or a
// directory next to the project (../other, cd .. && rm -rf build): a
// mount, a volume, another checkout. A build's output in one
// (/data/app/node_modules, ../other/target: fsGenerated) is made again.
// A recursive delete there is fs.rm-user-data (fsClassifyPosix: a
// Windows path's top directories are winDirKind's).
func fsOutside(env *Env, p string) bool {
	if p == "/" || !strings.HasPrefix(p, "/") {
		return false
	}
	if top, _, _ := strings.Cut(p[1:], "/"); fsRegenerableInside(p[1:], fsDataTops.has("/"+top)) {
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

// fsHomeUser reports whether p, an absolute clean path two or more deep
// below home and outside the project and the working directory, is the
// user's own data (fsUserPath): another checkout (~/src/infra-live,
// ~/code/other-repo/src), a document, a download, at any depth. (The
// folders of home themselves are fsClassify's: an agent working in home
// has its own files there.)
func fsHomeUser(env *Env, p string) bool {
	home := env.Home
	if home == "" || home == "/" || !strings.HasPrefix(p, home+"/") {
		return false
	}
	for _, root := range []string{env.Project, env.Cwd} {
		if root != "" && root != "/" && fsUnder(p, root) {
			return false
		}
	}
	return fsUserPath(p[len(home)+1:])
}

// fsUserPath reports whether rel, a clean path relative to home two or
// more deep, is the user's own data by what it is: below a folder of
// home that holds the user's files (fsUserFolder), not a tool's
// (fsHomeToolDirs), and with no hidden, scratch or generated directory on
// the way (fsRegenerable): ~/src/app/node_modules, ~/code/x/.venv and
// ~/work/tmp are made again; ~/.cache, ~/.npm and ~/.gradle are tools'
// data, as hidden folders are; a checkout's .git is git.repo-delete's.
func fsUserPath(rel string) bool {
	top, rest, deep := strings.Cut(rel, "/")
	if deep && strings.EqualFold(top, "library") {
		// macOS's folders of the sync clients (Library/CloudStorage/
		// OneDrive-Contoso, GoogleDrive-NAME/My Drive, Dropbox) and
		// of iCloud Drive (Library/Mobile Documents/com~apple~CloudDocs,
		// an app's iCloud~md~obsidian) hold the user's files, not a
		// tool's, and a delete there is synced to every machine.
		for _, synced := range fsMacSyncedRoots {
			if len(rest) > len(synced) && strings.EqualFold(rest[:len(synced)], synced) {
				return !strings.ContainsAny(rest, "*?[") && !fsRegenerable(rest[len(synced):], true)
			}
		}
	}
	if !deep || rest == "" || !fsUserFolder(top) || fsHomeToolDirs.hasLower(top) || strings.ContainsAny(rest, "*?[") {
		return false
	}
	return !fsRegenerable(rest, true)
}

// fsMacSyncedRoots are the folders of ~/Library in which macOS keeps the
// sync clients' (File Provider's) and iCloud Drive's trees, one folder
// per account or app below each.
var fsMacSyncedRoots = []string{"CloudStorage/", "Mobile Documents/"}

// fsHomeToolDirs are folders of home, lowercase, that a tool fills by
// default and whose deep entries are its own (what fsAppData guards in
// the applications' folders aside): macOS's Library (Caches, Logs,
// Developer/Xcode/DerivedData), Windows' AppData, Android Studio's SDK
// (~/Android/Sdk), R's library of packages (~/R, R_LIBS_USER), Perl's
// local::lib (~/perl5) and Scoop's apps and cache (~/scoop). The folder
// as a whole is still the user's (fsUserFolder).
var fsHomeToolDirs = set{"android", "appdata", "library", "perl5", "r", "scoop"}

// fsRegenerable reports whether rel, a clean relative path, passes
// through a directory that is made again: a scratch one
// (fsServerScratch, any name with "cache" in it) or a build's output
// (fsGenerated, *.egg-info, cmake-build-*); with hidden, a hidden one
// too (below home, a tool's data or a cache).
func fsRegenerable(rel string, hidden bool) bool {
	for part := range strings.SplitSeq(rel, "/") {
		l := strings.ToLower(part)
		if hidden && strings.HasPrefix(part, ".") || fsGenerated.has(l) || fsServerScratch.has(l) || strings.Contains(l, "cache") ||
			strings.HasSuffix(l, ".egg-info") || strings.HasPrefix(l, "cmake-build-") {
			return true
		}
	}
	return false
}

// fsRegenerableInside is fsRegenerable (hidden ones aside) for rel, a
// clean path from the root of a file system, asked only below the
// directory of its own that holds it: a build's output or a scratch
// directory is one inside a checkout or a folder (/data/app/node_modules,
// /mnt/disk/app/target), never the directory of its own at the top
// (/build, /data/vendor, /data/photos-cache) nor, under the tops that hold
// homes and volumes (inHomes), the home or the volume itself and its
// first entry (/home/bob/bin, /Volumes/Backup/out, /mnt/cache/photos).
func fsRegenerableInside(rel string, inHomes bool) bool {
	skip := 1
	if inHomes {
		skip = 2
	}
	parts := strings.SplitN(rel, "/", skip+2)
	return len(parts) == skip+2 && fsRegenerable(parts[skip+1], false)
}

// fsSystemTree reports whether p is in the tree of a system directory
// (/usr/…, /var/…, /opt/…, /tmp/…), not one of those that hold users'
// homes and mounted volumes, nor a vendor's tree in /usr (fsUsrVendor),
// nor the volumes udisks mounts for a user in /run (/run/media/NAME/…).
func fsSystemTree(p string) bool {
	top := p
	if i := strings.IndexByte(p[1:], '/'); i >= 0 {
		top = p[:i+1]
	}
	return (fsSystemDirs.has(top) || fsSystemParents.has(top)) && !fsDataTops.has(top) && !fsUsrVendor(p) && !strings.HasPrefix(p, "/run/media/")
}

// fsUsrDirs are the directories the file system hierarchy standards put
// in /usr (FHS; the BSDs' and Solaris' own): the system's programs,
// libraries and shared data, which package managers fill.
var fsUsrDirs = set{
	"X11", "X11R6", "bin", "ccs", "games", "include", "java", "lib", "lib32", "lib64", "libexec",
	"libx32", "local", "obj", "pkg", "ports", "sbin", "sfw", "share", "src", "standalone", "tests",
	"ucb", "xpg4",
}

// fsUsrVendor reports whether p lies inside a directory of /usr that no
// hierarchy standard names (/usr/sap/PRD, /usr/openv/netbackup/db,
// /usr/lpp): a vendor's application installed with its instances and
// data, which no package manager makes again; below it, p is the user's
// data as a directory of its own at the top is (fsOutside). (The
// directory itself is a system directory's entry: fsSystemParents.)
func fsUsrVendor(p string) bool {
	rest, ok := strings.CutPrefix(p, "/usr/")
	if !ok {
		return false
	}
	dir, below, ok := strings.Cut(rest, "/")
	return ok && below != "" && !fsUsrDirs.has(dir) && !strings.HasPrefix(dir, "lib")
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

// onServer reports whether c runs on another machine that serves: the
// remote command of ssh to a host that is not this one (carriedCode's
// "ssh HOST"), a command line a tool sends to a machine by its ssh verb
// or a run-command one (gcloud compute ssh --command, az vm run-command,
// aws ssm send-command: remoteShell's "gcloud ssh"), or a command a
// launcher whose spec says servers runs on every host it targets (pssh,
// ansible, salt, a platform's machine).
func onServer(c *Command) bool {
	for _, w := range c.Wrappers {
		name, verb, _ := strings.Cut(w, " ")
		if (name == "ssh" || name == "autossh") && strings.HasSuffix(w, "HOST") && !strings.HasSuffix(w, "LOCALHOST") {
			return true
		}
		if name != "ssh" && (verb == "ssh" || runsCommandWord(verb)) {
			return true
		}
		servers := false
		eachEntry(name, func(s *spec, _ string) {
			servers = servers || s.path == w && s.servers
		})
		if servers {
			return true
		}
	}
	return false
}

// fsServerAppTops are where a server keeps the applications it runs and
// what they serve: /opt/APP (an application installed with its data,
// Airflow's DAGs, a vendor's suite), /srv (FHS: data served by this
// system), /var/www and /usr/share/nginx (web roots). On a developer's machine /opt is
// where installers add and remove; on a server it is the service.
var fsServerAppTops = []string{"/opt/", "/srv/", "/usr/share/nginx/", "/var/www/"}

// fsServerApp reports whether p, an absolute clean path, is an
// application's directory or data on a server (fsServerAppTops), not a
// scratch, cache or build directory in one (/opt/app/tmp,
// /var/www/site/node_modules), which the application makes again.
func fsServerApp(p string) bool {
	for _, top := range fsServerAppTops {
		rest, ok := strings.CutPrefix(p, top)
		if !ok || rest == "" {
			continue
		}
		for part := range strings.SplitSeq(rest, "/") {
			if !fsUserFolder(part) || fsGenerated.hasLower(part) || fsServerScratch.hasLower(part) {
				return false
			}
		}
		return true
	}
	return false
}

// fsServerScratch are names of directories an application fills again by
// itself: caches and temporary files.
var fsServerScratch = set{"cache", "caches", "temp", "tmp"}

// fsInstalledApp reports whether p, an absolute clean path, is an
// installed application's folder as a whole on this machine: /opt/NAME
// (the FHS's "add-on application software packages", one folder per
// package), not a build, scratch or cache folder there (/opt/build,
// /opt/tmp). Its configuration, plugins, licences and often its data
// live in it; nothing in the project brings them back. The folders
// below it (/opt/app/cache, /opt/app/releases/OLD) are the
// application's own to clear, and the package managers' prefixes and
// the stores' installs are refused on their own (fsPackagePrefix,
// fsInstalledData).
func fsInstalledApp(p string) bool {
	name, ok := strings.CutPrefix(p, "/opt/")
	return ok && name != "" && !strings.Contains(name, "/") && fsUserFolder(name) &&
		!fsGenerated.hasLower(name) && !fsServerScratch.hasLower(name)
}

// fsRefilled reports whether a command after c in the input puts an
// application back at p, the folder c deletes: it extracts an archive
// into p, below it or into the folder that holds it (tar -C /opt -xzf
// nvim.tar.gz, unzip app.zip -d /opt/app), copies or moves a tree there
// (cp -r build /opt/app, mv /tmp/app-1.2 /opt/app, git clone URL
// /opt/app), or is told to install there by an option's or a make
// variable's value (--prefix=/opt/app, PREFIX=/opt/app,
// -DCMAKE_INSTALL_PREFIX=/opt/app): the delete is the first step of a
// reinstall, not the end of the application. Only a command sure to
// run after c counts: not one after exit, on the right of || or after
// false &&, in a branch or a loop's body that c is not in
// (Input.runsWith).
func fsRefilled(ctx *Context, c *Command, p string) bool {
	if ctx.Input == nil {
		return false
	}
	at := func(w Word, parent bool) bool {
		q, ok := fsPath(ctx.Env, w)
		return ok && (fsUnder(q, p) || parent && q == path.Dir(p))
	}
	for _, x := range ctx.Input.Commands {
		if x == c || !ctx.before(c, x) || !ctx.Input.runsWith(x, c) {
			continue // rm -rf /opt/app; exit; tar …, false && tar …: nothing put back
		}
		if d, ok := extractedInto(x); ok && at(d, true) {
			return true
		}
		switch x.Name {
		case "cp", "mv", "rsync", "scp":
			// A tree: mv's, or a recursive copy's (one file copied
			// in is not the application).
			tree := x.Name == "mv" || copyArgs(x).has("-r", "-R", "-a", "--recursive", "--archive")
			if tree && slices.ContainsFunc(fsDests(x), func(w Word) bool { return at(w, false) }) {
				return true
			}
		case "git":
			if sub, rest := gitSub(x); sub == "clone" {
				if ops := parseArgs(gitSubSpec("clone"), rest).operands; len(ops) == 2 && at(ops[1], false) {
					return true
				}
			}
		}
		if does(x, x.Name, roleQuiet) || does(x, x.Name, roleTextOnly) || does(x, x.Name, roleDefines) || len(fsRemoves(x)) > 0 {
			// Words only shown, searched or kept in a variable
			// (printf x=/opt/app, git commit -m, export) install
			// nothing.
			continue
		}
		for i, a := range x.Args {
			o, v, ok := strings.Cut(a.Value, "=")
			if !ok && i > 0 && strings.HasPrefix(x.Args[i-1].Value, "--") {
				o, v = x.Args[i-1].Value, a.Value // --prefix /opt/app
			}
			if o != "" && v != "" && fsInstallPlace(o) && at(Word{Value: v, Literal: a.Literal}, false) {
				return true
			}
		}
	}
	return false
}

// fsInstallPlace reports whether an option's or a variable's name says
// its value is where a build installs: --prefix, PREFIX, DESTDIR, --target,
// -DCMAKE_INSTALL_PREFIX, --root, --install-dir, GOBIN, CARGO_HOME.
func fsInstallPlace(name string) bool {
	name = strings.ToLower(name)
	for _, w := range []string{"prefix", "dest", "target", "install", "root", "dir", "home", "bin"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// runsWith reports whether x runs wherever c does, as far as the
// stretches of code that may not run go (Command.unsureIn): x is in
// none, or in c's or one holding it.
func (in *Input) runsWith(x, c *Command) bool {
	for r := c.unsureIn; ; r = in.unsureOuter[r-1] {
		if r == x.unsureIn {
			return true
		}
		if r == 0 || int(r) > len(in.unsureOuter) {
			return false
		}
	}
}
