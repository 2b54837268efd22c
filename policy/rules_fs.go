package policy

import (
	"encoding/json"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The fs rules: destroying files. They judge posix-family commands; the
// PowerShell and cmd forms (Remove-Item, rd /s) have their own matchers.
//
// What counts as protected, for a recursive rm and its cousins (find
// -delete, rsync --delete, mv, chmod -R):
//
//   - / (fs.rm-root) and a bare glob: *, .*, /*, ./* (fs.rm-glob);
//   - $HOME, any ancestor of it, any other /home/NAME or ~NAME, and a
//     glob over all of home's entries (fs.rm-home);
//   - the project root, its ancestors, and a glob over all of it
//     (fs.rm-project);
//   - . and .., the working directory and its ancestors (fs.rm-cwd);
//   - the system directories (/etc, /usr, /usr/lib, /var, /boot, /bin, …),
//     every immediate entry of /etc, /usr, /var, /boot, /bin, /lib, /dev…,
//     and globs that match any of them (fs.rm-system). /usr/local/go or
//     /var/lib/apt/lists/* are not protected: installers remove them.
//
// A target only known at run time ("$BUILD_DIR") is a warning
// (fs.rm-unknown), not a refusal. $HOME, ${HOME:?}, $PWD and ~NAME are
// resolved first.
//
// chmod -R: refused on /, home, system directories; a world-writable mode
// (777, o+w, a=rwx) given recursively is refused everywhere except inside a
// subdirectory of the project and under /tmp. Non-recursive chmod is only
// refused when it makes /, home or a system directory world-writable.

func fsCommand(ctx *Context, c *Command) []Finding {
	if ctx.Env == nil {
		return nil
	}
	if !c.Grammar.IsPosix() {
		// PowerShell and cmd run the same container engines: their
		// volumes are judged as in a posix shell (docker compose down -v).
		if n := winNative(c); n != nil && (containerEngine(n.Name) != nil || n.Name == "docker-compose" || n.Name == "podman-compose") {
			return fsVolumes(ctx, n)
		}
		return nil
	}
	out := fsCommandIn(ctx, c)
	// cd earlier in the input moves where relative paths point: judge
	// them from there too (cd / && rm -rf etc). The directory c surely
	// runs in (cd build && …: Command.Dir) was judged as the place its
	// relative paths are, not as the working directory itself.
	for _, env := range movedEnvs(ctx, c) {
		moved := *ctx
		moved.Env = env
		out = append(out, fsCommandIn(&moved, c)...)
	}
	out = append(out, fsEmptyData(ctx, c)...)
	out = append(out, fsDeleteData(ctx, c)...)
	out = append(out, fsXargsEmpties(ctx, c)...)
	out = append(out, fsWipeSources(ctx, c)...)
	if len(out) == 0 {
		out = fsVocab(ctx, c)
	}
	return out
}

// fsXargsEmpties judges `find … | xargs truncate -s 0`: an emptying
// writer over the files a find gives, as find -exec would; so too over
// a word that holds what a find prints (find /etc | while read f; do cp
// /dev/null "$f"; done: fsFoundBy).
func fsXargsEmpties(ctx *Context, c *Command) []Finding {
	files, _ := dataEmptied(c)
	for _, f := range files {
		if fsFedLine(f) {
			out, _ := fsXargsFind(ctx, c)
			return out
		}
		if out := fsFoundBy(ctx, c, f); len(out) > 0 {
			return out
		}
	}
	return nil
}

// fsFoundBy judges a word that holds a path a find prints, the variable
// of a loop it feeds (find ~ -type f | while read f, while read f; do …;
// done < <(find /etc), for f in $(find …)) or its substitution: what c
// deletes or empties through it is what the find finds, judged as find
// -delete (fsXargsFind).
func fsFoundBy(ctx *Context, c *Command, w Word) []Finding {
	if w.Literal || !foundPathWhole(w.Value) {
		return nil // "$d"/.git: a path below what it finds, judged as written
	}
	out, _ := fsXargsFind(ctx, &Command{Grammar: c.Grammar, Text: c.Text, File: c.File, Name: c.Name, Feeds: w.Subst})
	return out
}

// foundPathWhole reports whether v, a word's value, is a found path
// itself rather than a path below it: a substitution ($(find …),
// `find …`), a variable ($f) or an expansion of one (${f%/}, ${f%/*}: the path
// trimmed, or the directory holding it), with trailing slashes, which
// rm -rf "$f/" removes alike; "$d"/.git and ${d}/x are below it.
func foundPathWhole(v string) bool {
	v = strings.TrimRight(v, "/")
	switch {
	case strings.HasPrefix(v, "$(") && strings.HasSuffix(v, ")"):
		return true
	case len(v) > 1 && v[0] == '`' && strings.HasSuffix(v, "`"):
		return true // `find …`, the old spelling of $(find …)
	case strings.HasPrefix(v, "${"):
		return strings.Index(v, "}") == len(v)-1
	}
	return strings.HasPrefix(v, "$") && !strings.Contains(v, "/")
}

// movedEnvs returns ctx.Env as seen from each directory an earlier cd or
// pushd may have moved c to, other than the one c surely runs in (c.Dir,
// already ctx.Env's): Env.In, the directory the input moved to, not the
// one it runs in (pushd ~/src; rm -rf app still leaves the project).
func movedEnvs(ctx *Context, c *Command) []*Env {
	var out []*Env
	for _, dir := range fsCdDirs(ctx, c) {
		if dir != c.Dir {
			out = append(out, ctx.Env.In(dir))
		}
	}
	return out
}

// fsCdDirs returns the directories cd and pushd commands before c in the
// input move to, when known.
func fsCdDirs(ctx *Context, c *Command) []string {
	if ctx.Input == nil {
		return nil
	}
	byCommand := ctx.memo("fs.cd", func(whole *Context) any { return fsAllCdDirs(whole) }).(map[*Command][]string)
	return byCommand[c]
}

// fsAllCdDirs walks the input once and returns, for each command, the
// directories earlier cd and pushd commands moved to (cdWalk).
func fsAllCdDirs(ctx *Context) map[*Command][]string {
	isCd := func(x *Command) bool { return x.Name == "cd" || x.Name == "pushd" }
	return cdWalk(ctx, isCd, func(x *Command, cwd string) []string {
		ops := parseArgs(&fileWords, x.Args).operands
		target := Word{Value: ctx.Env.Home, Literal: ctx.Env.Home != ""}
		if len(ops) > 0 {
			target = ops[0]
		}
		env := *ctx.Env
		env.Cwd = cwd
		var searched []string
		if v := target.Value; target.Literal && v == "-" {
			// cd - goes to OLDPWD: where the input set it.
			if old := assignedBefore(ctx.Input, x, "OLDPWD"); len(old) > 0 {
				target = Word{Value: homeWord(old[len(old)-1], ctx.Env), Literal: true}
			}
		} else if target.Literal && v != "" && cdPathSearched(v) {
			// cd NAME looks for NAME in each directory of CDPATH first:
			// where the input set it (CDPATH=/ cd etc), each is a place
			// later commands may run in.
			for _, cdpath := range assignedBefore(ctx.Input, x, "CDPATH") {
				for dir := range strings.SplitSeq(cdpath, ":") {
					if dir = homeWord(dir, ctx.Env); strings.HasPrefix(dir, "/") {
						searched = append(searched, path.Clean(dir+"/"+v))
					}
				}
			}
		}
		p, ok := fsPath(&env, target)
		if len(searched) > 0 {
			if ok && p != cwd {
				searched = append(searched, p)
			}
			return searched
		}
		if !ok || p == cwd {
			return nil
		}
		if strings.ContainsAny(p, "*?[") {
			// cd /e?c: the shell moves to what the pattern names now (to
			// the first of several, in zsh and mksh), so each directory
			// it names is a place later commands may run in.
			if m := ctx.glob(p, true, maxCdDirs); len(m) > 0 {
				return m
			}
		}
		return []string{p}
	})
}

// assignedBefore returns the values the input gives the variable name
// up to c: assigned before c's own words (CDPATH=/ cd etc), alone
// (CDPATH=/; cd etc) or by a declaration (export CDPATH=~).
func assignedBefore(in *Input, c *Command, name string) []string {
	var out []string
	for _, x := range in.Commands {
		for _, as := range x.Assigns {
			if v, ok := strings.CutPrefix(as, name+"="); ok {
				out = append(out, strings.Trim(v, `"'`))
			}
		}
		switch x.Name {
		case "export", "declare", "typeset", "local", "readonly":
			for _, a := range x.Args {
				if v, ok := strings.CutPrefix(a.Value, name+"="); ok {
					out = append(out, v)
				}
			}
		}
		if x == c {
			break
		}
	}
	return out
}

// cdWalk walks the input once and returns, for each command, the
// directories the location changes before it moved to, the most recent
// last: none, in an input without one (isMove), where no map is made.
// A command before the first change that moves is left out of the map,
// which gives it none as well (cd /home/agent/project && …, run in that
// directory, moves nowhere: no map is made).
// moves gives the directories a change x moves to from cur, the one it
// ends in first; none when it is only known at run time.
func cdWalk(ctx *Context, isMove func(x *Command) bool, moves func(x *Command, cur string) []string) map[*Command][]string {
	if !slices.ContainsFunc(ctx.Input.Commands, isMove) {
		return nil
	}
	var out map[*Command][]string
	var dirs []string
	cur := ctx.Env.Cwd
	for _, x := range ctx.Input.Commands {
		if len(dirs) > 0 {
			if out == nil {
				out = make(map[*Command][]string, len(ctx.Input.Commands))
			}
			out[x] = dirs
		}
		if !isMove(x) {
			continue
		}
		to := moves(x, cur)
		if len(to) == 0 {
			continue
		}
		for i := len(to) - 1; i >= 0; i-- {
			dirs = appendRecent(dirs, to[i])
		}
		cur = to[0]
	}
	return out
}

// globPaths returns the paths the absolute glob pattern names in the file
// system now (directories only, with dirsOnly), sorted as the shells sort
// them, at most limit of them: component by component with the shells'
// rules (globName: a leading dot only by a dot), each directory read at
// most once per component.
func globPaths(pattern string, dirsOnly bool, limit int) []string {
	parts := strings.Split(strings.TrimPrefix(pattern, "/"), "/")
	found := []string{"/"}
	for i, part := range parts {
		last := i == len(parts)-1
		keep := func(p string) bool {
			fi, err := os.Stat(p)
			return err == nil && (fi.IsDir() || last && !dirsOnly)
		}
		var next []string
		for _, dir := range found {
			if !strings.ContainsAny(part, "*?[") {
				if keep(path.Join(dir, part)) {
					next = append(next, path.Join(dir, part))
				}
				continue
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				continue
			}
			rx := globRegexp(part)
			for _, e := range entries { // sorted by name
				if globName(rx, part, e.Name()) && keep(path.Join(dir, e.Name())) {
					next = append(next, path.Join(dir, e.Name()))
				}
			}
		}
		if len(next) > limit {
			next = next[:limit]
		}
		found = next
	}
	return found
}

// maxCdDirs bounds the directories a command is judged from: the most
// recent distinct ones, so a long input stays linear.
const maxCdDirs = 8

// appendRecent returns a new slice of dirs with p last, p's earlier
// occurrence dropped and at most maxCdDirs kept.
func appendRecent(dirs []string, p string) []string {
	out := make([]string, 0, maxCdDirs)
	for _, d := range dirs {
		if d != p {
			out = append(out, d)
		}
	}
	out = append(out, p)
	if len(out) > maxCdDirs {
		out = out[len(out)-maxCdDirs:]
	}
	return out
}

func fsCommandIn(ctx *Context, c *Command) []Finding {
	var out []Finding
	switch c.Name {
	case "find", "fd", "fdfind":
		f, _ := asFind(c)
		out = fsFind(ctx, f)
	case "chmod", "chown", "chgrp":
		out = fsChmod(ctx, c)
	case "install", "ginstall", "mkdir":
		out = fsCreatorMode(ctx, c)
	case "setfacl":
		out = fsSetfacl(ctx, c)
	case "mv":
		out = fsMv(ctx, c)
	case "rsync":
		out = fsRsync(ctx, c)
	case "docker-compose", "podman-compose":
		out = fsVolumes(ctx, c)
	case "":
		if c.Dynamic && len(c.Args) > 0 {
			out = fsDynamic(ctx, c)
		}
	default:
		if s, p := removerOf(c); s != nil {
			out = fsRemover(ctx, c, s, p) // rm, shred, rimraf, trash-put: what the spec says it does
		} else if l := cmdInterpLang(c); l != "" && l != "awk" && l != "jq" {
			out = fsScript(ctx, c) // python3.12, Rscript, julia, tclsh: every interpreter the specs name
		} else if containerEngine(c.Name) != nil {
			out = fsVolumes(ctx, c) // docker volume rm, podman system prune --volumes
		}
	}
	if len(out) == 0 {
		out = fsArchiveDeletes(ctx, c) // tar --remove-files, zip -m
	}
	if len(out) == 0 {
		out = fsEmptied(ctx, c)
	}
	return append(out, fsOverwrite(ctx, c)...)
}

// Creators that set the mode of what they create: install -d sets it on
// a directory that is already there as well (sudo install -d -m 777
// /etc), and mkdir -m gives it to a directory it makes in a system
// place. Judged as chmod MODE of the same directories, recursive or not
// as chmod is not.

// fsCreatorMode judges the mode install -d or mkdir -m gives the
// directories it names, as chmod's.
func fsCreatorMode(ctx *Context, c *Command) []Finding {
	s := &mkdirSpec
	if c.Name != "mkdir" {
		s = &installSpec
	}
	p := parseArgs(s, c.Args)
	if c.Name != "mkdir" && !p.has("-d", "--directory") {
		return nil // install FILE… DEST copies files (fsDests)
	}
	mode, ok := p.valueWord("-m")
	if !ok {
		mode, ok = p.valueWord("--mode")
	}
	if !ok || len(p.operands) == 0 {
		return nil
	}
	r := *c
	r.Name = "chmod"
	r.Args = append([]Word{mode, {Value: "--", Literal: true}}, p.operands...)
	return fsChmod(ctx, &r)
}

// fsKind is how protected a path is.
type fsKind int

const (
	fsSafe fsKind = iota
	fsUserData
	fsSystem
	fsCwd
	fsProject
	fsHome
	fsGlob
	fsRoot
)

// fsRmRule is the rule of a recursive delete of a path of each kind.
var fsRmRule = [...]string{
	fsRoot: "fs.rm-root", fsGlob: "fs.rm-glob", fsHome: "fs.rm-home",
	fsProject: "fs.rm-project", fsCwd: "fs.rm-cwd", fsSystem: "fs.rm-system",
	fsUserData: "fs.rm-user-data",
}

// fsWhat names a kind of path for reasons.
var fsWhat = [...]string{
	fsRoot: "the root directory", fsGlob: "every entry of the directory (a bare glob)",
	fsHome: "the home directory", fsProject: "the project root",
	fsCwd: "the working directory or one of its parents", fsSystem: "a system directory",
	fsUserData: "the user's own files outside the project (a folder of the home directory or another checkout in one, a neighbour of the project, a directory of its own at the top of the file system)",
}

// fsSystemDirs are directories no agent deletes, moves or chmods as a whole
// (/efi: the EFI system partition where systemd mounts it, bootctl(1)).
var fsSystemDirs = set{
	"/Applications", "/Library", "/System", "/Users", "/Volumes", "/bin", "/boot", "/cores", "/dev",
	"/efi", "/etc", "/home", "/lib", "/lib32", "/lib64", "/libx32", "/media", "/mnt", "/nix", "/nix/store",
	"/opt", "/private", "/private/etc", "/private/tmp", "/private/var", "/proc", "/root", "/run",
	"/sbin", "/snap", "/srv", "/sys", "/tmp", "/usr", "/usr/local", "/usr/local/bin", "/usr/local/etc",
	"/usr/local/include", "/usr/local/lib", "/usr/local/lib64", "/usr/local/libexec", "/usr/local/sbin",
	"/usr/local/share", "/var",
}

// fsSystemParents are directories whose every immediate entry is a system
// directory or file; /var/lib's are the services' state (a database's
// files in /var/lib/postgresql, every container in /var/lib/docker).
var fsSystemParents = set{
	"/Library", "/System", "/bin", "/boot", "/dev", "/efi", "/etc", "/lib", "/lib32", "/lib64", "/libx32",
	"/private", "/proc", "/run", "/sbin", "/sys", "/usr", "/var", "/var/lib",
}

// fsServiceDataDirs are the directories under /var/lib (and /var/opt)
// where databases and container engines keep their data: a delete
// anywhere in them loses it (a table's files, a volume's contents).
// Monitoring's stores are databases too: Prometheus's, Loki's, Tempo's
// and Mimir's blocks, VictoriaMetrics', Grafana's dashboards; so are a
// forge's repositories (Gitea's, GitLab's git-data) and a vector or
// search engine's index, and Consul's and Vault's state; so are a
// directory's (OpenLDAP's, Samba's), a mail store's (Cyrus', Mailman's
// archives), Ceph's and Longhorn's volumes, k3s' cluster state, the
// containers and machines of LXC and systemd-nspawn, Jenkins' jobs.
var fsServiceDataDirs = set{
	"arangodb3", "barman", "cassandra", "ceph", "clickhouse", "cockroach", "consul", "containerd",
	"couchbase", "couchdb", "cyrus", "docker", "elasticsearch", "etcd", "gitea", "gitlab", "grafana",
	"imap", "incus", "influxdb", "jenkins", "kafka", "ldap", "libvirt", "loki", "longhorn", "lxc", "lxd",
	"machines", "mailman", "mailman3", "mariadb", "meilisearch", "mimir", "minio", "mongo", "mongodb",
	"mssql", "mysql", "mysql-files", "neo4j", "opensearch", "pgbackrest", "pgsql", "postgresql",
	"prometheus", "qdrant", "rabbitmq", "rancher", "redis", "samba", "scylla", "solr", "tempo", "thanos",
	"vault", "victoria-metrics", "victoriametrics", "weaviate", "zookeeper",
}

// fsServiceName reports whether name, a folder's, is one of
// fsServiceDataDirs, or one with its version or its flavour after it:
// influxdb2, mysql8, postgresql-16, redis-stack, mongodb_data (its
// first word, without the digits that end it).
func fsServiceName(name string) bool {
	if fsServiceDataDirs.has(name) {
		return true
	}
	first, _, _ := strings.Cut(name, "-")
	first, _, _ = strings.Cut(first, "_")
	first, _, _ = strings.Cut(first, ".")
	first = strings.TrimRight(first, "0123456789")
	return first != name && fsServiceDataDirs.has(first)
}

// fsMailSpools are where a mail server delivers its users' mail: the
// mbox spool (/var/mail/NAME, /var/spool/mail/NAME, one file a user) and
// the virtual mailboxes' tree of Postfix and Dovecot set-ups.
var fsMailSpools = []string{"/var/mail/", "/var/spool/mail/", "/var/vmail/"}

// fsMailSpool reports whether p is a mailbox in a mail spool, below
// fsMailSpools, not the spool directory itself.
func fsMailSpool(p string) bool {
	for _, top := range fsMailSpools {
		if len(p) > len(top) && strings.HasPrefix(p, top) {
			return true
		}
	}
	return false
}

// fsFirmwareVars reports whether p is in the firmware's UEFI variables
// (efivarfs, /sys/firmware/efi/efivars; the older sysfs interface's
// /sys/firmware/efi/vars): the boot entries and the settings the
// firmware itself reads; deleting them has left machines unable to boot
// (systemd issue 2402, rm -rf / through a writable efivarfs).
func fsFirmwareVars(p string) bool {
	for _, d := range []string{"/sys/firmware/efi/efivars", "/sys/firmware/efi/vars"} {
		if p == d || strings.HasPrefix(p, d+"/") {
			return true
		}
	}
	return false
}

// fsServiceData reports whether p is in the data directory of a database
// or container engine (/var/lib/postgresql/16/main, /var/lib/docker/volumes;
// Homebrew's /opt/homebrew/var/postgresql@16, /usr/local/var/mysql), in
// the machine's backups (/var/backups/pgbackrest/…) or in its mail spool
// (fsMailSpool), or in a spool (fsSpool): a delete anywhere in them
// loses what no one can build again.
func fsServiceData(p string) bool {
	if strings.HasPrefix(p, "/var/backups/") || fsMailSpool(p) || fsSpool(p) {
		return true
	}
	for _, top := range []string{"/var/lib/", "/var/opt/", "/opt/homebrew/var/", "/usr/local/var/"} {
		if rest, ok := strings.CutPrefix(p, top); ok {
			name, _, _ := strings.Cut(rest, "/")
			name, _, _ = strings.Cut(name, "@") // postgresql@16: Homebrew's versioned formula
			return fsServiceName(name)
		}
	}
	return false
}

// fsSpool reports whether p is below a spool of /var/spool (the FHS's
// "data which is awaiting some kind of later processing": the mail
// queue of Postfix, Exim or sendmail, the users' crontabs and at jobs,
// print jobs): work queued and not yet done, which nothing makes again.
// Not Squid's, its cache by an old convention (cache_dir
// /var/spool/squid), fetched again.
func fsSpool(p string) bool {
	rest, ok := strings.CutPrefix(p, "/var/spool/")
	name, _, _ := strings.Cut(rest, "/")
	return ok && name != "" && !strings.HasPrefix(name, "squid")
}

// fsProgramState reports whether p is in the persistent state of a program
// the fsServiceDataDirs do not name, below /var/lib/NAME or /var/opt/NAME
// (the FHS's "state information … that programs modify while they run
// … and that should be preserved between invocations and reboots"):
// /var/lib/koha/library, /var/lib/gitea-runner/data. Not what its program
// fetches or builds again: the package managers' lists and caches
// (fsRegeneratedState), and anything below a cache or temporary folder.
func fsProgramState(p string) bool {
	rest, ok := strings.CutPrefix(p, "/var/lib/")
	if !ok {
		rest, ok = strings.CutPrefix(p, "/var/opt/")
	}
	name, _, _ := strings.Cut(rest, "/")
	if !ok || name == "" || fsRegeneratedState.has(name) {
		return false
	}
	for _, part := range strings.Split(strings.ToLower(rest), "/") {
		if fsScratchParts.has(part) {
			return false
		}
	}
	return true
}

// fsRegeneratedState are the folders of /var/lib that hold only what their
// programs fetch or build again: the package managers' lists and caches
// (rm -rf /var/lib/apt/lists/* ends most Dockerfiles' installs).
var fsRegeneratedState = set{"PackageKit", "apk", "apt", "dnf", "pacman", "snapd-cache", "yum", "zypp"}

// fsScratchParts are the names of folders that hold only scratch: caches,
// temporary files and core dumps.
var fsScratchParts = set{"cache", "caches", "coredump", "temp", "tmp"}

// fsInstalledStore reports whether p is a store's data in a tree
// programs are installed in (/opt, /usr, Bitnami's and Oracle's trees:
// fsInstalledData): the user's data, as a directory of its own at the
// top of the file system is, not the program's.
func fsInstalledStore(p string) bool {
	for _, top := range []string{"/opt/", "/usr/", "/bitnami/", "/u01/"} {
		if rest, ok := strings.CutPrefix(p, top); ok {
			return fsInstalledData(strings.ToLower(rest))
		}
	}
	return false
}

// fsStoreDirs are the names stores give the directory of their data
// files, whoever installed them and wherever: Oracle's oradata, ZODB's
// filestorage and blobstorage (Zope, Plone, SENAITE), PostgreSQL's
// PGDATA as images name it.
var fsStoreDirs = set{"blobstorage", "filestorage", "oradata", "pgdata"}

// fsAppDataDirs are the names of an installed program's folder of data
// kept beside it (/opt/APP/data, C:\Program Files\PI\dat), and of its
// users' projects made with it (/opt/WinCC_OA/projects, a SCADA
// system's plants): what no reinstall brings back.
var fsAppDataDirs = set{"dat", "data", "database", "db", "projects"}

// fsAppDataName reports whether f, a lowercase name, names such a folder
// by its last word (bss-data, app_db, pi.dat), not a cache of it nor
// what works on it (data-cache, db-migrations).
func fsAppDataName(f string) bool {
	last := ""
	for w := range strings.FieldsFuncSeq(f, notAlnum) {
		last = w
	}
	return fsAppDataDirs.has(last)
}

// fsInstalledData reports whether rel, a lowercase path below a tree
// programs are installed in (/opt, /usr, Bitnami's and Oracle's
// trees; Program Files and ProgramData on Windows), is in a store's data:
// a directory named so by the store (fsStoreDirs), the program's own
// folder of data (fsAppDataDirs, right below the program's folder), or
// an engine's (fsServiceDataDirs, or a name of one's product: Microsoft
// SQL Server) data or backups below it (/usr/share/elasticsearch/data,
// /opt/bitnami/postgresql/data, MySQL\MySQL Server 8.0\Data); not a
// scratch or cache directory in it (/opt/app/data/cache, data/tmp:
// fsServerScratch, fsGenerated), which the program makes again. The
// engine's own folder as a whole is one too (Microsoft SQL Server,
// PostgreSQL\16, /opt/elasticsearch, /usr/local/mysql,
// /opt/bitnami/postgresql), or its version's folder in it: its
// installer puts the data inside by default (MSSQL\DATA, data/), so
// deleting the install deletes the databases with it; not a folder of
// the programs in it (bin, plugins) nor one in a tree of the system's
// own programs (/usr/bin/redis-server, /usr/lib/postgresql: fsSysProgramDirs),
// nor a client's (fsEngineClientWords).
func fsInstalledData(rel string) bool {
	engine, data := false, false
	engineAt := -1
	parts := strings.Split(rel, "/")
	for i, f := range parts {
		if data && (fsServerScratch.has(f) || fsGenerated.has(f)) {
			return false
		}
		if fsStoreDirs.has(f) || fsAppDataAt(parts, i) || engine && (f == "data" || f == "backup" || f == "backups") {
			data = true
			continue
		}
		if data {
			continue
		}
		for w := range strings.FieldsFuncSeq(f, notAlnum) {
			engine = engine || fsServiceName(w) || i == 0 && (w == "sql" || w == "oracle")
		}
		if engine && engineAt < 0 {
			engineAt = i
		}
	}
	if data || engineAt < 0 || engineAt > 1 || engineAt == 1 && fsSysProgramDirs.has(parts[0]) {
		return data
	}
	for w := range strings.FieldsFuncSeq(parts[engineAt], notAlnum) {
		if fsEngineClientWords.has(w) {
			return false // /opt/mssql-tools, /opt/mongodb-compass: a client of the engine, no data
		}
	}
	last := len(parts) - 1
	return last == engineAt || last == engineAt+1 && parts[last] != "" && parts[last][0] >= '0' && parts[last][0] <= '9'
}

// fsAppDataAt reports whether parts[i], a folder of a path below a tree
// programs are installed in, is a program's folder of data
// (fsAppDataName) in the program's folder: /opt/APP/data, below its
// vendor's (ProgramData\VENDOR\PRODUCT\Database as Windows' installers
// lay them out) or deeper in its own layout (/opt/temenos/t24/bnk/bnk.data);
// not one in the program's own programs, libraries, sources, build
// output or scratch (/opt/app/lib/db, /opt/app/src/db: checkoutRoots,
// /usr/share/x/data, /opt/app/node_modules/x/data).
// Microsoft's own folder is Windows' (ProgramData\Microsoft\Search\Data):
// indexes and caches Windows rebuilds.
func fsAppDataAt(parts []string, i int) bool {
	if i < 1 || !fsAppDataName(parts[i]) {
		return false
	}
	if i == 1 {
		return true
	}
	if parts[0] == "microsoft" || fsSysProgramDirs.has(parts[0]) {
		return false
	}
	for _, f := range parts[1:i] {
		if fsSysProgramDirs.has(f) || fsGenerated.has(f) || fsServerScratch.has(f) || checkoutRoots.has(f) {
			return false
		}
	}
	return true
}

// fsEngineClientWords are the words that name a program working on an
// engine rather than the engine itself (mssql-tools, mongodb-compass,
// docker-desktop, redis-cli, postgres_exporter), lowercase.
var fsEngineClientWords = set{"cli", "client", "clients", "compass", "connector", "desktop", "driver", "exporter", "gui", "shell", "studio", "tools", "workbench"}

// fsSysProgramDirs are the folders of a tree of installed programs that
// hold the system's packages' programs, libraries and shared files
// (/usr/bin, /usr/lib), lowercase: an engine's folder there is its
// package's programs, whose data is kept elsewhere (/var/lib).
var fsSysProgramDirs = set{"bin", "include", "lib", "lib64", "libexec", "sbin", "share"}

// fsEnvDistributions are the names of the Python distributions whose
// root holds environments (conda's: its base and envs/), lowercase,
// without their version's digits (miniconda3, anaconda3).
var fsEnvDistributions = set{"anaconda", "conda", "mambaforge", "micromamba", "miniconda", "miniforge"}

// fsSharedEnvs reports whether p is the root of a distribution of
// environments installed for the whole machine (/opt/conda,
// /usr/local/miniconda3), or its envs folder: every user's and job's
// environments are in it, not an installer's leftover as /opt/app is.
// (One in the home directory is its user's, fsUserFolder's.)
func fsSharedEnvs(p string) bool {
	p = strings.TrimSuffix(p, "/envs")
	dir, name := path.Split(p)
	if dir != "/opt/" && dir != "/usr/local/" {
		return false
	}
	return fsEnvDistributions.has(strings.TrimRight(strings.ToLower(name), "0123456789"))
}

// fsPackagePrefixes are the trees a package manager installs the whole
// machine's packages into outside the system directories (Homebrew's
// /opt/homebrew and /usr/local/Cellar, MacPorts' /opt/local, Linuxbrew's)
// and those of an apt-installed distribution of packages (/opt/ros, one
// folder per release), lower-cased: deleting one removes hundreds of
// packages behind their manager's back, where /opt/APP is one
// installer's own folder.
var fsPackagePrefixes = set{"/home/linuxbrew/.linuxbrew", "/opt/homebrew", "/opt/local", "/opt/ros", "/usr/local/caskroom", "/usr/local/cellar", "/usr/local/homebrew"}

// fsPackageDistributions are the prefixes whose every folder is a whole
// distribution (/opt/ros/humble).
var fsPackageDistributions = set{"/opt/ros"}

// fsPackagePrefix reports whether p is one of fsPackagePrefixes or a
// distribution in one of fsPackageDistributions.
func fsPackagePrefix(p string) bool {
	l := strings.ToLower(p)
	return fsPackagePrefixes.has(l) || fsPackageDistributions.has(path.Dir(l))
}

// fsScratch are directories whose contents anyone may clear.
var fsScratch = set{"/dev/shm", "/private/tmp", "/tmp", "/var/tmp"}

// fsGlobProbe are the paths a glob is tried against, beyond the
// protected directories themselves.
var fsGlobProbe = []string{"/usr/bin", "/usr/sbin", "/usr/lib", "/usr/lib64", "/usr/share",
	"/usr/include", "/usr/libexec", "/var/lib", "/var/log", "/var/cache", "/etc/ssh", "/etc/passwd", "/etc/shadow"}

// fsUnder reports whether p is dir or inside it.
func fsUnder(p, dir string) bool {
	if dir == "/" {
		return strings.HasPrefix(p, "/")
	}
	return p == dir || strings.HasPrefix(p, dir+"/")
}

var (
	fsHomeVar   = &lazyRegexp{expr: `\$\{HOME(?::?[-?=][^}]*)?\}|\$HOME\b`}
	fsPwdVar    = &lazyRegexp{expr: `\$\{PWD(?::?[-?=][^}]*)?\}|\$PWD\b`}
	fsOldPwdVar = &lazyRegexp{expr: `\$\{OLDPWD(?::?[-?=][^}]*)?\}|\$OLDPWD\b`}
)

// fsResolve resolves what a non-literal word can still be known as: $HOME,
// ${HOME:?…}, $PWD and ~NAME. ok is false when something stays unknown.
func fsResolve(env *Env, v string) (string, bool) {
	if env.Home != "" && strings.Contains(v, "HOME") {
		v = fsHomeVar.get().ReplaceAllLiteralString(v, env.Home)
	}
	if strings.Contains(v, "PWD") {
		// $PWD is where the input's cd moved to (env.Dir), else where
		// it began; $OLDPWD, after a cd, one of the directories an
		// earlier cd moved to (movedEnvs judges c in each), else the
		// environment's, unknown.
		if env.Dir != "" && strings.Contains(v, "OLDPWD") {
			v = fsOldPwdVar.get().ReplaceAllLiteralString(v, env.Dir)
		}
		if wd := env.wd(); wd != "" {
			v = fsPwdVar.get().ReplaceAllLiteralString(v, wd)
		}
	}
	if strings.HasPrefix(v, "~") {
		user, rest, _ := strings.Cut(v[1:], "/")
		switch {
		case user == "" && env.Home != "":
			v = env.Home + "/" + rest
		case user == "root":
			v = "/root/" + rest
		case user != "" && isName([]byte(strings.ReplaceAll(strings.ReplaceAll(user, "-", "_"), ".", "_"))):
			v = "/home/" + user + "/" + rest
		}
	}
	if strings.ContainsAny(v, "$`~") || strings.Contains(v, "{}") {
		return v, false
	}
	return v, true
}

// fsLoginNamed is loginNamed for judging where a path lies
// (/media/$USER/backup, /home/$USER/Documents): a login name is one name
// of a path, so with none in the environment the home directory's own
// (/home/NAME) stands for it, not nothing; else any one name does, but
// not in the homes' directories, where it decides whose home it is.
func fsLoginNamed(env *Env, v string) (string, bool) {
	if env.getenv("USER") != "" || env.getenv("LOGNAME") != "" || env.getenv("USERNAME") != "" {
		return env.loginNamed(v)
	}
	name := ""
	if d := path.Dir(env.Home); d == "/home" || d == "/Users" {
		name = path.Base(env.Home)
	} else if strings.HasPrefix(v, "/home/") || strings.HasPrefix(v, "/Users/") {
		return v, false
	}
	if name == "" {
		name = "user"
	}
	named := *env
	named.Getenv = func(string) string { return name }
	return named.loginNamed(v)
}

// fsPath returns the absolute clean path a word names and whether it is
// known before the command runs.
func fsPath(env *Env, w Word) (string, bool) {
	if !w.Literal {
		v, ok := fsResolve(env, w.Value)
		if !ok {
			return w.Value, false
		}
		w = Word{Value: v, Literal: true}
	}
	if w.Value == "" {
		return "", false
	}
	if !strings.HasPrefix(w.Value, "/") && env.wd() == "" {
		return path.Clean(w.Value), false
	}
	return env.Path(w)
}

// fsClassify says how protected the absolute clean path p is.
func fsClassify(env *Env, p string) fsKind {
	switch {
	case p == "/":
		return fsRoot
	case env.Home != "" && env.Home != "/" && fsUnder(env.Home, p):
		return fsHome
	case strings.Count(p, "/") == 2 && (strings.HasPrefix(p, "/home/") || strings.HasPrefix(p, "/Users/")):
		return fsHome // someone's home
	case env.Project != "" && env.Project != "/" && fsUnder(env.Project, p):
		return fsProject
	case env.Cwd != "" && env.Cwd != "/" && fsUnder(env.Cwd, p):
		return fsCwd
	case fsSystemDirs.has(p) || fsSystemParents.has(path.Dir(p)) || fsServiceData(p) || fsEtcDir(p) || fsSharedEnvs(p) || fsPackagePrefix(p) || fsFirmwareVars(p) || fsProgramState(p):
		return fsSystem
	case env.Home != "" && env.Home != "/" && path.Dir(p) == env.Home && env.Cwd != env.Home && fsUserFolder(path.Base(p)):
		// (An agent working in the home directory itself has its
		// working files there: rm -rf build in ~ is its own.)
		return fsUserData
	case fsInTrash(env, p):
		return fsUserData
	case fsInstalledStore(p):
		return fsUserData // /opt/senaite/var/filestorage, /usr/share/elasticsearch/data
	case fsHomeAppData(env, p) && !fsNamedElsewhere(env, p):
		return fsUserData
	case env.Home != "" && env.Home != "/" && strings.HasPrefix(p, env.Home+"/") && fsSyncedFolder(p[len(env.Home)+1:]):
		return fsUserData
	case env.Home != "" && env.Home != "/" && strings.HasPrefix(p, env.Home+"/") && fsPersonalData(p[len(env.Home)+1:]):
		return fsUserData
	case fsHomeUser(env, p):
		return fsUserData
	}
	return fsSafe
}

// fsPersonalFolders are the folders of home, lowercase, whose whole tree
// is the user's own files, not tools' (Documents, Pictures). A folder of
// checkouts (~/projects, ~/src) is one as a whole (fsUserFolder): one
// named project in it is the user's to delete.
var fsPersonalFolders = set{"desktop", "documents", "movies", "music", "pictures", "videos"}

// fsGenerated are the names of directories a build or a package manager
// makes and makes again, lowercase: wherever one is, deleting it loses
// nothing of the user's (a checkout's node_modules, target, .venv's kin
// venv, Xcode's DerivedData, CocoaPods' Pods, Jekyll's _site, cabal's
// dist-newstyle, zig's zig-out, Bazel's bazel-out; a ROS workspace's
// install, as colcon makes it beside build, catkin's devel and the
// *_isolated ones of catkin_make_isolated; Unreal Engine's Binaries,
// Intermediate and DerivedDataCache, which UnrealBuildTool and the editor
// make again from Source, and the StagedBuilds its packaging stages under
// Saved, though Saved itself holds settings and saved games). A logs
// directory is not one: what it holds is not made again.
var fsGenerated = set{
	"__pycache__", "_build", "_site", "bazel-bin", "bazel-out", "bazel-testlogs", "bin", "binaries", "bower_components", "build", "build_isolated", "coverage", "deriveddata",
	"deriveddatacache", "devel", "devel_isolated", "dist", "dist-newstyle", "elm-stuff", "htmlcov", "install", "install_isolated", "intermediate", "node_modules", "obj", "out",
	"pods", "stagedbuilds", "target", "vendor", "venv", "zig-cache", "zig-out",
}

// fsPersonalData reports whether rel, a path relative to home at least
// two deep, lies in a personal folder (fsPersonalFolders):
// ~/Documents/GitHub, ~/Pictures/2023, the user's own files, not
// where the agent works (the project and the working directory are
// judged first). Hidden, scratch and generated directories are not.
func fsPersonalData(rel string) bool {
	parts := strings.Split(strings.Trim(rel, "/"), "/")
	if len(parts) < 2 || !fsPersonalFolders.hasLower(parts[0]) {
		return false
	}
	for _, part := range parts[1:] {
		if !fsUserFolder(part) || fsGenerated.hasLower(part) {
			return false
		}
	}
	return true
}

// fsSyncedFolders are the folders of home that a sync client keeps as a
// second home (OneDrive, with Documents and Desktop moved into it;
// Dropbox; iCloud Drive), lowercase.
var fsSyncedFolders = set{"dropbox", "google drive", "icloud drive", "library/mobile documents/com~apple~clouddocs", "nextcloud", "onedrive"}

// fsSyncedFolder reports whether rel, a path relative to home, is a
// folder of a sync client's (OneDrive\Documents, Dropbox/Photos): the
// user's own folders, as those of home are (fsUserFolder); deleting one
// deletes it from every synced machine too.
func fsSyncedFolder(rel string) bool {
	dir, name := path.Split(rel)
	dir = strings.ToLower(strings.TrimSuffix(dir, "/"))
	return dir != "" && (fsSyncedFolders.has(dir) || strings.HasPrefix(dir, "onedrive - ")) && fsUserFolder(name)
}

// fsHomeDataDirs are the directories below home, lower-cased and relative
// to it, where programs keep the user's own data rather than caches:
// browser profiles (history, passwords, bookmarks), mail, the
// application data of macOS and Windows as a whole, and the XDG
// configuration directory (~/.config), where each program's folder is
// the settings the user made (an editor's, a shell's, a window
// manager's), kept nowhere else, unlike ~/.cache; Visual Studio's folder
// of every checkout (source/repos), as ~/projects is.
var fsHomeDataDirs = set{
	".config", ".config/bravesoftware", ".config/chromium", ".config/google-chrome",
	".config/microsoft-edge", ".local/share", ".local/share/evolution", ".mozilla", ".mozilla/firefox",
	".thunderbird", ".var/app", "appdata/local", "appdata/local/bravesoftware",
	"appdata/local/google/chrome", "appdata/local/microsoft/edge", "appdata/roaming",
	"appdata/roaming/mozilla", "appdata/roaming/thunderbird", "library/application support",
	"library/cloudstorage", "library/mail", "library/messages", "library/mobile documents",
	"library/safari", "source/repos",
}

// fsHomeDiskStores are the folders below home, lower-cased and relative
// to it, where a user's container engine or hypervisor keeps its
// volumes and its machines' disks: rootless Podman's volumes, Docker
// Desktop's disk image of every image and volume (macOS's Containers
// folder, Linux's ~/.docker/desktop/vms, Windows' WSL disk), a session
// libvirt's and GNOME Boxes' images, Lima's and Colima's machines. A
// delete anywhere in one loses a volume's or a machine's data, as in
// /var/lib/docker (fsServiceDataDirs).
var fsHomeDiskStores = []string{
	".colima", ".docker/desktop/vms", ".lima", ".local/share/containers/storage/volumes",
	".local/share/gnome-boxes/images", ".local/share/libvirt/images", "appdata/local/docker/wsl",
	"library/containers/com.docker.docker/data",
}

// fsHomeDiskStore reports whether rel, a lower-cased path relative to
// home, is in one of fsHomeDiskStores, not in a cache there
// (~/.colima/_lima/_cache).
func fsHomeDiskStore(rel string) bool {
	for _, store := range fsHomeDiskStores {
		if rest, ok := strings.CutPrefix(rel, store); ok && (rest == "" || rest[0] == '/' && !fsRegenerable(rest[1:], false)) {
			return true
		}
	}
	return false
}

// fsAppData reports whether rel, a lower-cased path relative to home, is
// one of fsHomeDataDirs or an application's own folder in one (~/Library/
// Application Support/Code, AppData\Roaming\Code, ~/.local/share/
// keyrings: its settings, history and state as a whole), other than a
// cache, temporary or log folder or a package manager's store, which
// are made again (fsAppScratch).
func fsAppData(rel string) bool {
	if fsHomeDataDirs.has(rel) {
		return true
	}
	if fsHomeDiskStore(rel) {
		return true
	}
	dir, base := path.Split(rel)
	dir = strings.TrimSuffix(dir, "/")
	if vendor := path.Base(dir); fsAppVendors.has(vendor) {
		dir = path.Dir(dir) // Application Support/Google/Chrome: a vendor's folder of applications
	}
	return fsHomeDataDirs.has(dir) && !fsAppScratch(base)
}

// fsFindNamesSelf reports whether a find under p whose expression is
// expr names one of the guard's own places below p by a -name or -path
// pattern (find ~/.config -name 'guarded*' -delete): self.config's.
func fsFindNamesSelf(env *Env, p string, expr []Word) bool {
	for _, place := range selfPlaces(env) {
		if place == p || !fsUnder(place, p) {
			continue
		}
		for j := 0; j+1 < len(expr); j++ {
			switch expr[j].Value {
			case "-name", "-iname":
				if shellMatch(expr[j+1].Value, path.Base(place), true) {
					return true
				}
			case "-path", "-ipath", "-wholename", "-iwholename":
				if shellMatch(path.Base(expr[j+1].Value), path.Base(place), true) {
					return true
				}
			}
		}
	}
	return false
}

// fsHomeAppData reports whether p, an absolute clean path, is a folder of
// an application's data in home (fsAppData), whichever rule names it.
func fsHomeAppData(env *Env, p string) bool {
	return env.Home != "" && env.Home != "/" && strings.HasPrefix(p, env.Home+"/") && fsAppData(strings.ToLower(p[len(env.Home)+1:]))
}

// fsNamedElsewhere reports whether p, a folder of an application's data,
// is or holds what a rule names more exactly: the guard's own files
// (self.config: ~/.config/guarded-sh, ~/.config as a whole) or, in the
// XDG configuration folder, where many tools keep their logins, the
// user's credentials (fs.credentials: ~/.config/gcloud, a wallet's
// keypair). Those rules say what is lost.
func fsNamedElsewhere(env *Env, p string) bool {
	for _, place := range selfPlaces(env) {
		if fsUnder(place, p) {
			return true
		}
	}
	return fsUnder(p, env.Home+"/.config") && homeCredentialAt(env, p)
}

// fsTrashDirs are the Trash folders of home, lower-cased and relative to
// it: the freedesktop.org Trash (~/.local/share/Trash, files/ and
// info/ in it) and macOS's (~/.Trash).
var fsTrashDirs = [...]string{".local/share/trash", ".trash"}

// fsInTrash reports whether p, an absolute clean path, is a Trash folder
// of home or lies in one: the files the user deleted, kept there to
// be brought back. Deleting them is emptying the Trash, which cannot be
// undone, and is judged as trash-empty and Clear-RecycleBin are
// (fs.rm-user-data), however it is spelled.
func fsInTrash(env *Env, p string) bool {
	return env.Home != "" && env.Home != "/" && strings.HasPrefix(p, env.Home+"/") && fsTrash(strings.ToLower(p[len(env.Home)+1:]))
}

// fsTrash is fsInTrash of rel, a lower-cased path relative to home.
func fsTrash(rel string) bool {
	for _, d := range fsTrashDirs {
		if rel == d || strings.HasPrefix(rel, d+"/") {
			return true
		}
	}
	return false
}

// fsAppVendors are the folders of application data directories that
// hold a vendor's applications, each its own (Google/Chrome,
// Microsoft/Teams, JetBrains/IntelliJIdea2024.1).
var fsAppVendors = set{"apple", "google", "jetbrains", "microsoft", "mozilla"}

// fsAppStores are the folders package managers and test tools keep in
// the application data directories, whose contents they download again.
var fsAppStores = set{"ms-playwright", "node-gyp", "npm", "pip", "pnpm", "virtualenvs", "yarn"}

// fsAppScratch reports whether base, an application data folder's entry,
// is made again by its program: a cache, temporary, log, crash or trash
// folder, or a package manager's store.
func fsAppScratch(base string) bool {
	if base == "" || strings.ContainsAny(base, "*?[") || fsAppStores.has(base) || fsGenerated.has(base) {
		return true
	}
	for _, w := range []string{"cache", "temp", "tmp", "log", "crash", "trash"} {
		if strings.Contains(base, w) {
			return true
		}
	}
	return false
}

// fsUserFolder reports whether a folder of the home directory holds the
// user's own files (Documents, projects, src, Desktop, …): any one not
// hidden, except the scratch ones. Hidden ones are tools' caches and
// settings; the credential rules guard those that hold keys.
func fsUserFolder(name string) bool {
	if strings.HasPrefix(name, ".") || strings.ContainsAny(name, "*?[") {
		return false
	}
	switch strings.ToLower(name) {
	case "tmp", "temp", "scratch", "trash", "snap", "go", "sdk", "miniconda3", "anaconda3", "miniforge3", "mambaforge", "node_modules":
		return false
	}
	return true
}

// fsDotOnly reports whether a relative word is made only of . and ..
// components: ., .., ./, ../.., ./. .
func fsDotOnly(v string) bool {
	if v == "" || strings.HasPrefix(v, "/") {
		return false
	}
	for part := range strings.SplitSeq(strings.Trim(v, "/"), "/") {
		if part != "." && part != ".." && part != "" {
			return false
		}
	}
	return true
}

// fsTarget says how protected the target of a destructive command is, and
// whether it is known at all. Globs are matched; braces were expanded
// with the word (braces.go), as the shell expands them.
func fsTarget(env *Env, w Word) (fsKind, bool) {
	v := w.Value
	if w.Literal && fsDotOnly(v) {
		// After a cd (env.Dir) the dots are where it went: cd / && find .
		// -name '*.bak' -delete is find / (fsDotKind).
		return fsDotKind(env, w), true
	}
	if !w.Literal {
		r, ok := fsResolve(env, v)
		if !ok {
			if unknownHome(v) {
				return fsHome, true
			}
			if named, ok := fsLoginNamed(env, r); ok && !strings.Contains(named, "{}") {
				// /media/$USER/backup is a volume's whatever the name;
				// /tmp/$USER stays unknown: empty, it is /tmp.
				if k, _ := fsTarget(env, Word{Value: named, Literal: true}); k != fsSafe {
					return k, true
				}
			}
			return fsSafe, false
		}
		v = r
	}
	if strings.ContainsAny(v, "*?") || strings.Contains(v, "[") && strings.Contains(v, "]") {
		return fsGlobKind(env, v), true
	}
	p, ok := fsPath(env, Word{Value: v, Literal: true})
	if !ok {
		return fsSafe, true // relative, with no working directory known
	}
	return fsClassifyPosix(env, p), true
}

// fsDotKind says how protected the working directory named by dots
// only (., .., ./..) is: where a cd of the input moved to (env.Dir) is
// judged as the path it is (cd / && find . -name '*.bak' -delete is find
// / -name '*.bak' -delete, cd ~ && rm -rf . is rm -rf ~); anything else
// is the working directory or one of its parents (fsCwd).
func fsDotKind(env *Env, w Word) fsKind {
	if env.Dir == "" {
		return fsCwd
	}
	if p, ok := fsPath(env, w); ok {
		if k := fsClassifyPosix(env, p); k != fsSafe {
			return k
		}
	}
	return fsCwd
}

// driveless returns p written with forward slashes and without a
// Windows drive's letter (C:\Users\x is /Users/x), as the places below
// a root are compared on every grammar.
func driveless(p string) string {
	p = strings.ReplaceAll(p, `\`, "/")
	if len(p) >= 2 && p[1] == ':' {
		p = p[2:]
	}
	return p
}

// unknownHome reports whether v, a path only known at run time, is at
// worst a home directory or everything in one: a directory that holds
// only homes (/home, /Users, C:\Users) and then one name only known at
// run time (/home/$USER, C:\Users\$env:USERNAME\*, C:\Users\%USERNAME%),
// whatever its value.
func unknownHome(v string) bool {
	v = driveless(v)
	if !strings.HasPrefix(v, "/") {
		return false
	}
	parts := strings.Split(strings.Trim(path.Clean(v), "/"), "/")
	if len(parts) < 2 || len(parts) > 3 || !strings.EqualFold(parts[0], "home") && !strings.EqualFold(parts[0], "users") {
		return false
	}
	if !strings.ContainsAny(parts[1], "$%`") {
		return false
	}
	return len(parts) == 2 || fsEverything(parts[2])
}

// fsEverything reports whether a glob component matches every entry: *,
// .*, .??*, .[!.]*, *.* and the like.
func fsEverything(comp string) bool {
	if !strings.Contains(comp, "*") {
		return false
	}
	var b strings.Builder
	for i := 0; i < len(comp); i++ {
		switch comp[i] {
		case '*', '?', '.':
		case '[':
			j := strings.IndexByte(comp[i:], ']')
			if j < 0 {
				b.WriteByte('[')
				continue
			}
			i += j
		default:
			b.WriteByte(comp[i])
		}
	}
	return b.Len() == 0
}

// fsGlobKind judges a glob: one matching every entry of a protected
// directory, or matching a protected directory itself.
func fsGlobKind(env *Env, v string) fsKind {
	// zsh's glob qualifiers at the end only narrow what matches (*(D)
	// adds the dot files, *(/) keeps the directories): the worst reading
	// is the pattern without them.
	if i := strings.LastIndexByte(v, '('); i > 0 && strings.HasSuffix(v, ")") && !strings.Contains(v[i:], "|") && strings.ContainsAny(v[:i], "*?") {
		v = v[:i]
	}
	i := strings.IndexAny(v, "*?[")
	slash := strings.LastIndex(v[:i], "/")
	dir, rest := v[:slash+1], v[slash+1:]
	comp, more, _ := strings.Cut(rest, "/")
	everything := fsEverything(comp)
	for m := range strings.SplitSeq(more, "/") {
		if m != "" && !fsEverything(m) {
			everything = false
		}
	}
	base := env.wd()
	if dir != "" {
		if p, ok := fsPath(env, Word{Value: dir, Literal: true}); ok {
			base = p
		} else {
			base = ""
		}
	}
	if everything {
		switch {
		case base == "":
			if dir == "" {
				return fsGlob // bare * with no working directory known
			}
		case base == "/" || (dir == "" || fsDotOnly(dir)) && env.Dir == "":
			// Every entry of the working directory: the project's, at
			// worst; after cd DIR, DIR's are judged as DIR/* is.
			return fsGlob
		case fsScratch.has(base):
			return fsSafe
		default:
			if k := fsClassifyPosix(env, base); k != fsSafe {
				return k
			}
		}
	}
	if base == "" {
		return fsSafe
	}
	full := path.Clean(base + "/" + rest)
	worst := fsSafe
	try := func(p string) {
		if shellMatch(full, p, true) {
			if k := fsClassifyPosix(env, p); k > worst {
				worst = k
			}
		}
	}
	for _, root := range []string{env.Home, env.Project, env.Cwd} {
		for p := root; p != "" && p != "/" && p != "."; p = path.Dir(p) {
			try(p)
		}
	}
	for _, p := range fsSystemDirs {
		try(p)
	}
	for _, p := range fsGlobProbe {
		try(p)
	}
	if env.Home != "" && env.Home != "/" {
		for _, d := range fsHomeDataDirs {
			try(env.Home + "/" + d)
		}
		if path.Dir(full) == env.Home && !strings.HasPrefix(comp, ".") && env.Cwd != env.Home && worst < fsUserData {
			// ~/[D]ocuments, ~/Do*s: a name of the home directory not
			// hidden, a folder of the user's own files (fsUserFolder)
			// at worst.
			worst = fsUserData
		}
	}
	if worst < fsUserData && base != "" && !strings.HasPrefix(comp, ".") && !fsDisposablePattern(comp) && !fsRegenerable(more, true) && fsClassifyPosix(env, base) == fsUserData {
		// ~/src/infra*, ~/Documents/*.jpg: entries of a folder of the
		// user's own data, not only disposable ones (*.pyc) nor what is
		// made again below them (~/src/*/node_modules).
		worst = fsUserData
	}
	if worst < fsUserData && !strings.HasPrefix(comp, ".") && !fsDisposablePattern(comp) && !fsRegenerable(more, true) {
		// /mnt/ticks-ebs*, /srv/site-*, /home/*/Documents: what the
		// pattern matches is judged as a name of its own there would
		// be (the volumes of /mnt, a user's home, the data of one).
		if k := fsClassifyPosix(env, full); k > worst {
			worst = k
		}
	}
	if more = strings.TrimRight(more, "/"); worst < fsUserData && base != "" && more != "" && !strings.HasPrefix(comp, ".") && !fsDisposablePattern(comp) && !fsDisposablePattern(path.Base(more)) && !fsRegenerable(more, true) {
		if k := fsNeighbourGlob(env, base, comp, more); k > worst {
			worst = k
		}
	}
	return worst
}

// fsNeighbourGlob judges base/comp/more, a glob whose first pattern comp
// is in base, an ancestor of the project (or the working directory when
// no project is known): from inside a checkout, ../*/src and
// ~/projects/*/src reach its neighbours too (other checkouts, the user's
// folders), not only the project. It is judged as a neighbour named so
// would be (fsGlobSample): the user's data where that one is.
func fsNeighbourGlob(env *Env, base, comp, more string) fsKind {
	work := env.Project
	if work == "" {
		work = env.Cwd
	}
	if work == "" || work == base || !fsUnder(work, base) {
		return fsSafe
	}
	own, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(work, base), "/"), "/")
	name, ok := fsGlobSample(comp)
	if !ok || name == own {
		return fsSafe
	}
	parts := []string{base, name}
	for m := range strings.SplitSeq(more, "/") {
		s, ok := fsGlobSample(m)
		if !ok {
			return fsSafe
		}
		parts = append(parts, s)
	}
	return fsClassifyPosix(env, path.Join(parts...))
}

// fsGlobSample returns a name the glob component comp matches, other
// than the project's own where it can: each * as "other", each ? as
// "o", a bracket as the first character it lists; false when that name
// does not match (a negated bracket that excludes it).
func fsGlobSample(comp string) (string, bool) {
	if !strings.ContainsAny(comp, "*?[") {
		return comp, comp != ""
	}
	var b strings.Builder
	for i := 0; i < len(comp); i++ {
		switch comp[i] {
		case '*':
			b.WriteString("other")
		case '?':
			b.WriteByte('o')
		case '[':
			end := bracketEnd(comp, i)
			if end <= i {
				b.WriteByte('[')
				continue
			}
			j := i + 1
			if comp[j] == '!' || comp[j] == '^' {
				b.WriteByte('o')
			} else {
				b.WriteByte(comp[j])
			}
			i = end
		default:
			b.WriteByte(comp[i])
		}
	}
	name := b.String()
	return name, shellMatch(comp, name, true)
}

// fsLongOpt reports whether arg is an abbreviation of the long option full
// at least min bytes long (getopt_long accepts unambiguous prefixes).
func fsLongOpt(arg, full string, min int) bool {
	name, _, _ := strings.Cut(arg, "=")
	return len(name) >= min && strings.HasPrefix(full, name)
}

const fsServerFix = "leave a server's applications and data to its deploy tool or a human; on a server delete only scratch, e.g. `ssh HOST rm -rf /tmp/build`"

const fsAppFix = "leave installed applications to their installer or a human; to replace one, delete it in the same command line that installs it again (`sudo rm -rf /opt/nvim && sudo tar -C /opt -xzf nvim-linux-x86_64.tar.gz`), or move it aside first: `sudo mv /opt/app /opt/app.old`"

// fsAppDeleted refuses c's delete, on this machine, of everything in p
// when p is an installed application (fsInstalledApp) that nothing after
// c in the input puts back (fsRefilled); verb says how c deletes it.
func fsAppDeleted(ctx *Context, c *Command, p, verb string) (Finding, bool) {
	if !fsInstalledApp(p) || fsRefilled(ctx, c, p) {
		return Finding{}, false
	}
	return finding("fs.rm-user-data", c, verb+" an installed application ("+p+") destroys it with its configuration, plugins and data, which nothing in the project brings back", fsAppFix), true
}

const fsRmFix = "delete only the exact directories you mean, named inside the project or a temporary directory, e.g. `rm -rf ./build`"

// fsRemover judges what c, whose spec s says it removes its operands
// (read as p), does to them: deleted as rm's are (fsRm), recursively
// whatever its options (rimraf), or moved away to the Trash (fsMvAway).
// An empty directory deleted (rmdir) loses nothing.
func fsRemover(ctx *Context, c *Command, s *spec, p parsed) []Finding {
	switch s.extra().removes {
	case removesFiles, removesTrees:
		return fsDelete(ctx, c, s, p)
	case removesAway:
		return fsMvAway(ctx, c, p.operands, "")
	case removesContents:
		// tmpwatch 0 /data/studies is rm -rf /data/studies/*; what
		// /tmp holds is a temporary directory's to lose.
		if len(p.operands) == 0 {
			return nil
		}
		dirs := make([]Word, 0, len(p.operands)-1)
		for _, w := range p.operands[1:] {
			w.Value = strings.TrimSuffix(w.Value, "/") + "/*"
			dirs = append(dirs, w)
		}
		p.operands = dirs
		return fsDelete(ctx, c, s, p)
	}
	return nil
}

// fsRm judges c's deletes as rm's: its operands deleted, a directory
// with all it holds given -r, -R or --recursive.
func fsRm(ctx *Context, c *Command) []Finding {
	var rm *spec
	eachEntry("rm", func(s *spec, subs string) {
		if rm == nil && subs == "" {
			rm = s
		}
	})
	return fsDelete(ctx, c, rm, parseArgs(rm, c.Args))
}

// fsDelete judges c's deletes of its operands, its words p read through
// its spec s: recursively when s says so (spec.recursive).
func fsDelete(ctx *Context, c *Command, s *spec, p parsed) []Finding {
	recursive, maybe := s.recursive(p)
	noPreserve, targets := false, p.operands
	for _, o := range p.opts {
		noPreserve = noPreserve || fsLongOpt(o.name, "--no-preserve-root", 4)
	}
	var out []Finding
	if noPreserve {
		out = append(out, finding("fs.no-preserve-root", c,
			"--no-preserve-root lets rm delete the whole file system",
			"never pass --no-preserve-root; "+fsRmFix))
	}
	fromFind := len(c.Wrappers) > 0 && strings.HasPrefix(c.Wrappers[len(c.Wrappers)-1], "find ")
	unknown := false
	var computed, anywhere, split []string
	for _, t := range targets {
		if fsSplitsIntoOptions(c.Args, t) {
			split = append(split, t.Value)
			continue
		}
		if fromFind && strings.Contains(t.Value, "{}") {
			continue // judged on the find command
		}
		if fsFedLine(t) {
			// (parallel's line of a harmless find is still read as any
			// line: parallel 'rm -rf {}' hands it to a shell.)
			if fs, fed := fsXargsFind(ctx, c); fed && (len(fs) > 0 || t.Value == "$XARGS") {
				out = append(out, fs...)
				continue
			}
		}
		if fs := fsFoundBy(ctx, c, t); len(fs) > 0 {
			out = append(out, fs...)
			continue
		}
		kind, known := fsTarget(ctx.Env, t)
		if m := fsDefaultVar.get().FindStringSubmatch(t.Value); !known && m != nil {
			// "${X:-/}": the default is what runs when X is unset.
			kind, known = fsTarget(ctx.Env, Word{Value: m[1] + t.Value[len(m[0]):], Literal: !strings.ContainsAny(m[1], "$`")})
			if !known || kind == fsSafe {
				kind, known = fsSafe, false
			}
		}
		if !known && fsEntryHere(t) {
			continue // "out-$(uname -m)": an entry here, at worst
		}
		if !known && t.Computed && recursive && !fsNamedBelow(t.Value) {
			// rm -rf "$(curl …)", d=$(cmd); rm -rf "$d": the worst
			// reading of a command's output is the home directory.
			computed = append(computed, t.Value)
			continue
		}
		if !known {
			// "${BUILD_DIR:?}" stops the shell when it is empty, the form
			// the fix asks for; $(mktemp -d) is a fresh directory.
			// Unquoted, a value of blanks passes :? and splits to
			// nothing: ${D:?}/* is then /*.
			guarded := fsGuardedVar.get().MatchString(t.Value) && !climbs(t.Value)
			if guarded && t.Quoted || freshTemp(t) {
				continue
			}
			if guarded && recursive {
				anywhere = append(anywhere, t.Value)
				continue
			}
			if recursive && c.File == "" && !slices.Contains(c.Wrappers, "trap") && (fsAnywhere(ctx, t.Value) || tempClimb(t)) {
				anywhere = append(anywhere, t.Value)
				continue
			}
			unknown = true
			continue
		}
		if kind == fsSafe && recursive {
			// On a server /opt/APP and /var/www are what it serves
			// (fsServerApp); here /opt/APP is an installed application,
			// deleted as the first step of a reinstall only
			// (fsRefilled). DIR/* is all of DIR.
			dir := strings.TrimSuffix(strings.TrimSuffix(t.Value, "/*"), "/")
			p, ok := fsPath(ctx.Env, Word{Value: dir, Literal: t.Literal})
			if server := onServer(c); ok && server && fsServerApp(p) {
				out = append(out, finding("fs.rm-user-data", c, c.Name+" -r on another machine of an application's files or data there ("+t.Value+") destroys what that server runs or serves, and cannot be undone", fsServerFix))
				continue
			} else if ok && !server {
				if f, ok := fsAppDeleted(ctx, c, p, c.Name+" -r of"); ok {
					out = append(out, f)
					continue
				}
			}
		}
		// DIR/* without -r still deletes every file of DIR: of the home
		// directory or a folder of the user's data, that is the files.
		every := !recursive && (kind == fsHome || kind == fsUserData) && fsEveryEntry(t.Value)
		if !recursive && (kind == fsSafe || kind == fsUserData) && fsGlobOfKind(t.Value) {
			// A glob of a kind in a folder of the user's files
			// (~/Pictures/*.jpg) deletes every file of that kind there:
			// the photos, the documents; not the disposable ones.
			dir := t
			dir.Value = path.Dir(strings.ReplaceAll(t.Value, `\`, "/"))
			if k, ok := fsTarget(ctx.Env, dir); ok && k == fsUserData {
				kind, every = k, true
			}
		}
		if kind == fsSafe || kind == fsUserData && !recursive {
			if f, ok := fsUserFileDeleted(ctx, c, t); ok {
				out = append(out, f) // rm ~/.zshrc, rm ~/Documents/thesis.docx
				continue
			}
		}
		if kind == fsSafe || !recursive && !maybe && !every {
			continue
		}
		reason := c.Name + " -r of " + fsWhat[kind] + " (" + t.Value + ") destroys it and cannot be undone"
		if every {
			reason = c.Name + " of every file of " + fsWhat[kind] + " (" + t.Value + ") destroys them and cannot be undone"
		} else if !recursive {
			reason = "rm of " + fsWhat[kind] + " (" + t.Value + ") with options only known at run time may destroy it"
		}
		fix := fsRmFix
		if kind == fsGlob {
			fix = "name the directory whose contents you mean to delete, e.g. `rm -rf ./build/*`"
		}
		out = append(out, finding(fsRmRule[kind], c, reason, fix))
	}
	if len(split) > 0 && len(out) == 0 {
		out = append(out, finding("fs.rm-computed", c,
			"rm of "+strings.Join(split, " ")+", the output of a command the guard cannot compute, unquoted: the shell splits it into words, which may be options (-rf) as well as any path",
			"quote it after --, `rm -- \"$f\"`, or list the files with find from inside the project: `rm $(find ./build -name '*.o')`"))
	}
	if len(computed) > 0 && len(out) == 0 {
		out = append(out, finding("fs.rm-computed", c,
			"rm -r of a path taken from the output of a command the guard cannot compute ("+strings.Join(computed, " ")+"): it may name the home directory or the project",
			"print the path first, then delete it by name: `rm -rf ./build`"))
	}
	if len(anywhere) > 0 && len(out) == 0 {
		out = append(out, finding("fs.rm-variable", c,
			"rm -r of a path only known at run time ("+strings.Join(anywhere, " ")+"): empty or wrong, it names / or the home directory, or everything in them",
			"make the shell stop when the variable is empty and name what is deleted below it: `rm -rf \"${BUILD_DIR:?}/out\"`, or delete the exact directory by name: `rm -rf ./build`"))
	}
	if unknown && recursive && len(out) == 0 {
		out = append(out, finding("fs.rm-unknown", c,
			"rm -r of a path only known at run time: if the variable is empty or wrong it deletes something else",
			"check the variable first and fail when it is empty: `rm -rf \"${BUILD_DIR:?}\"`"))
	}
	return out
}

// fsEntryHere reports whether a target computed at run time is an entry
// of the working directory at worst (or below one): "out-$d",
// "build-$(uname -m)". It starts with a literal name (not . or .., no
// slash, no glob) that the computed text extends, is one field (quoted,
// not split), has no slash outside its substitutions, and nothing
// computed in it may climb out (Word.climbs: nameOutput's commands, or
// variables assigned their output). "out-$(curl …)" may be out-/../..
// and stays fs.rm-computed.
func fsEntryHere(t Word) bool {
	if t.climbs || t.splits || t.Literal {
		return false
	}
	v := t.Value
	for strings.HasPrefix(v, "./") {
		v = strings.TrimLeft(v[2:], "/") // ./out-$d is out-$d
	}
	i := strings.IndexAny(v, "$`")
	prefix := v[:max(i, 0)]
	if i <= 0 || strings.Trim(prefix, ".") == "" || strings.ContainsAny(prefix, "/*?[~\\") || strings.HasPrefix(prefix, "-") {
		return false
	}
	depth := 0 // outside $( ): no slash
	for j := i; j < len(v); j++ {
		switch v[j] {
		case '(':
			depth++
		case ')':
			depth--
		case '/', '*', '?', '[':
			if depth == 0 {
				return false
			}
		}
	}
	return true
}

// fsAnywhere reports whether the target of a recursive delete, only known
// at run time, may at worst be /, home or everything in them: "$DIR",
// $DIR/, "$DIR"/* and $XARGS start with a variable's value, ~/"$X" and
// /etc/$X put one right below a protected directory, and no literal name
// ends them (fsNamedBelow). A variable the input sets holds what was
// judged where it was set (a command's output it cannot compute is
// fs.rm-computed's). Positional parameters are not such values:
// at the prompt they are empty, and a function's calls are judged with
// theirs; a trap's cleanup (trap 'rm -rf "$tmp"' EXIT) deletes what the
// input made.
func fsAnywhere(ctx *Context, v string) bool {
	env := ctx.Env
	i := strings.IndexAny(v, "$`")
	if i == 0 && fsPositionalStart.get().MatchString(v) && climbs(v) {
		// "$1/../..": climbed above wherever its caller points (bash -c
		// CODE _ "$d"), or above / when it is empty: any directory.
		return true
	}
	if i < 0 || fsNamedBelow(v) || !fsVarStart.get().MatchString(v[i:]) || fsGuardedVar.get().MatchString(v[i:]) && !climbs(v[i:]) {
		return false
	}
	if m := fsVarName.get().FindStringSubmatch(v[i:]); m != nil && ctx.Input.sets(m[1]) && !climbs(v[i:]) {
		return false // d=$(find . -name x): set here to what was judged there
	}
	if i == 0 {
		return true
	}
	p, ok := fsPath(env, Word{Value: v[:i], Literal: true})
	if !ok || fsScratch.has(p) || strings.ContainsAny(v[:i], "*?[") {
		return false
	}
	return fsClassifyPosix(env, p) != fsSafe
}

// winAnywhere is fsAnywhere for PowerShell's and cmd's paths: $dir,
// "$env:OUT\*", %BUILD_DIR%, "%DIR%\", !DIR! start with a variable's
// value, or C:\Users\$name puts one right below a protected directory,
// and no literal name ends them. The pipeline's item ($_), a block's
// arguments ($args, param( )), a batch file's parameters (%1) and a
// variable the input sets are not such values.
func winAnywhere(ctx *Context, v string) bool {
	env := ctx.Env
	v = strings.Trim(v, `"'`)
	i := strings.IndexAny(v, "$%!")
	if i < 0 || !winVarStart.get().MatchString(v[i:]) {
		return false
	}
	for _, auto := range []string{"$_", "$psitem", "$args", "$input", "$this"} {
		if strings.HasPrefix(strings.ToLower(v[i:]), auto) {
			return false // the pipeline's item, a block's arguments: judged where they come from
		}
	}
	if m := fsVarName.get().FindStringSubmatch(v[i:]); m != nil && ctx.Input.sets("$"+strings.ToLower(m[1])) && !climbs(v[i:]) {
		return false // $d = New-TemporaryFile: set here to what was judged there
	}
	last := strings.TrimRight(strings.ReplaceAll(v, `\`, "/"), "/")
	if j := strings.LastIndexByte(last, '/'); j >= 0 {
		name := last[j+1:]
		if name != "" && name != "." && name != ".." && !strings.ContainsAny(name, "$%!") && (!strings.ContainsAny(name, "*?") || namedPattern(name)) {
			return false // named below it: "$dir\build", "$env:TEMP\myapp-*"
		}
	}
	if i == 0 {
		return true
	}
	kind, known := winKind(env, Word{Value: v[:i], Literal: true})
	return known && kind != fsSafe && !strings.EqualFold(strings.Trim(strings.ReplaceAll(v[:i], `\`, "/"), "/"), "tmp")
}

// climbs reports whether a path climbs with a .. element (either
// separator): what a variable set here names was judged, not what is
// above it ("$work\..", "$d/../..").
func climbs(v string) bool {
	return slices.Contains(strings.Split(strings.ReplaceAll(v, `\`, "/"), "/"), "..")
}

// winVarStart matches text that starts with a named variable's value in
// PowerShell ($dir, ${dir}, $env:DIR) or cmd (%DIR%, !DIR!).
var winVarStart = &lazyRegexp{expr: `^(\$\{?(env:)?[A-Za-z_]|%[A-Za-z_][^%]*%|![A-Za-z_][^!]*!)`}

// fsVarName matches a variable's expansion at the start of text; the
// submatch is its name ($d, ${d}: d).
var fsVarName = &lazyRegexp{expr: `^\$\{?([A-Za-z_][A-Za-z0-9_]*)`}

// fsPositionalStart matches text that starts with a positional
// parameter's expansion: $1, ${2}, $@, $*.
var fsPositionalStart = &lazyRegexp{expr: `^\$(?:[0-9@*]|\{[0-9@*]+\})`}

// fsVarStart matches text that starts with a named variable's expansion:
// $DIR, ${DIR}, ${DIR%/} (not $1, $@, $(cmd)).
var fsVarStart = &lazyRegexp{expr: `^\$\{?[A-Za-z_]`}

// fsSplitsIntoOptions reports whether t, one of rm's arguments args, is
// an unquoted expansion of output the analysis cannot compute (x=$(tool);
// rm $x) before any --: the shell splits it at blanks (Word.splits), and
// its words may be options as well as paths, so its worst reading is rm
// -rf of any path (x="-rf /home/me"). Quoted ("$x") it is one path, as is
// each word of a for loop over it (for f in $(cat l); do rm $f; done: at
// worst one option alone, which deletes nothing); after -- every word is
// one path; and the output of a lister confined to the working directory
// (find . -name '*.o', confinedSubst) is not computed: rm $(find . -name
// '*.o') deletes only what find found there, whose names all start with
// ./, never with -. Paths alone, not recursive, are judged as today.
func fsSplitsIntoOptions(args []Word, t Word) bool {
	if !t.splits {
		return false
	}
	for _, a := range args {
		if a.Literal && a.Value == "--" {
			return false
		}
		if a.Value == t.Value && a.splits {
			return true
		}
	}
	return false
}

// fsNamedBelow reports whether a path only known at run time ends in a
// literal name ("$(dirname "$0")/build"), or a pattern of names with one
// ("$TMPDIR"/myapp-tests-*, "$LOGS"/*.log): whatever the start, what is
// deleted is what has that name, not the start itself or all it holds.
func fsNamedBelow(v string) bool {
	i := strings.LastIndexByte(strings.TrimRight(v, "/"), '/')
	if i < 0 {
		return false
	}
	name := strings.TrimRight(v[i+1:], "/")
	if slices.Contains(strings.Split(v, "/"), "..") {
		return false // "$X"/*/../ab*: a climb makes the name another directory's
	}
	return name != "" && name != "." && name != ".." && !strings.ContainsAny(name, "$`{)") && (!strings.ContainsAny(name, "*?[") || namedPattern(name))
}

// namedPattern reports whether a glob of one path segment keeps a
// literal part of at least two letters or digits (myapp-*, *.log,
// build-??): it matches only names that have it. *, .*, ?*, [a-z]* and
// a* match nearly everything a directory holds.
func namedPattern(name string) bool {
	n := 0
	for i := 0; i < len(name); i++ {
		switch r := name[i]; {
		case r == '[':
			if end := bracketEnd(name, i); end > 0 {
				i = end // a bracket expression matches one of many
			}
		case r == '\\' && i+1 < len(name):
			i++ // an escaped character is itself, no letter to count
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			n++
		}
	}
	return n >= 2
}

// bracketEnd returns the index of the ] that closes the bracket expression
// opening at glob[i], as the shells read one: after an optional ! or ^, a ]
// first is a member ([]a-z] holds ], a to z); 0 when none closes it (the [
// is then itself).
func bracketEnd(glob string, i int) int {
	j := i + 1
	if j < len(glob) && (glob[j] == '!' || glob[j] == '^') {
		j++
	}
	if j < len(glob) && glob[j] == ']' {
		j++
	}
	if k := strings.IndexByte(glob[j:], ']'); k >= 0 {
		return j + k
	}
	return 0
}

// fsGuardedVar matches a word that starts with a parameter expansion that
// fails when the variable is unset or empty: ${NAME:?} or ${NAME:?message}.
// Below it, a .. climbs back to anywhere ("${D:?}"/../*).
var fsGuardedVar = &lazyRegexp{expr: `^\$\{[A-Za-z_][A-Za-z0-9_]*:\?[^}]*\}`}

// fsDefaultVar matches a word that starts with a parameter expansion with
// a default, ${NAME:-DEFAULT}, ${NAME-DEFAULT}, ${NAME:=DEFAULT}; the
// submatch is the default.
var fsDefaultVar = &lazyRegexp{expr: `^\$\{[A-Za-z_][A-Za-z0-9_]*:?[-=]([^}]*)\}`}

// fsFedLine reports whether w stands for the lines xargs or GNU
// parallel read from what feeds them ($XARGS, $PARALLEL_ARG): what a
// find there prints.
func fsFedLine(w Word) bool {
	return !w.Literal && (w.Value == "$XARGS" || w.Value == "$PARALLEL_ARG")
}

// fsXargsFind judges `find … | xargs rm`: the files come from the find.
// fed is false when rm is not fed by a find.
func fsXargsFind(ctx *Context, c *Command) (out []Finding, fed bool) {
	for _, f := range c.Feeds {
		f, ok := asFind(f)
		if !ok {
			continue
		}
		fed = true
		if kind, bad, _ := fsFindStarts(ctx, f); bad {
			out = append(out, fsFindFinding(c, kind))
		}
	}
	return out, fed
}

// fsFindFilters are find tests that narrow what it deletes.
var fsFindFilters = set{
	"-empty", "-ilname", "-iname", "-inum", "-ipath", "-iregex", "-iwholename", "-links", "-lname",
	"-name", "-path", "-regex", "-samefile", "-wholename",
}

// fsDisposableNames are the names, lowercase, of files and directories
// that builds, editors and systems leave behind and make again: caches,
// compiled objects, swap and temporary files, the Finder's and
// Explorer's own (fsGenerated's directories too).
var fsDisposableNames = set{
	".cache", ".ds_store", ".eslintcache", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".sass-cache",
	".tox", "desktop.ini", "thumbs.db",
}

// fsDisposableExts are the extensions, lowercase, of such files.
var fsDisposableExts = set{"class", "crdownload", "log", "o", "obj", "orig", "part", "pyc", "pyo", "rej", "swo", "swp", "temp", "tmp"}

// fsDisposablePattern reports whether a find -name pattern matches only
// such files: *.pyc, .DS_Store, __pycache__, *~, ._*.
func fsDisposablePattern(pat string) bool {
	l := strings.ToLower(strings.Trim(pat, `"'`))
	if l == "" || fsEverything(l) {
		return false
	}
	if fsDisposableNames.has(l) || fsGenerated.has(l) || strings.HasPrefix(l, "._") || l == "*~" || l == "*.egg-info" {
		return true
	}
	if ext, ok := strings.CutPrefix(l, "*."); ok && !strings.ContainsAny(ext, "*?[") {
		return fsDisposableExts.has(ext)
	}
	return false
}

// fsFindDisposable reports whether the expression of a find (args, after
// its start paths) narrows it to disposable files only: every -name,
// -iname and -path is of a disposable name (fsDisposablePattern), none
// negated, or it deletes only what is empty (-empty). Ages, sizes and
// types narrow nothing to a kind: find ~/Downloads -mtime +30 is the
// user's downloads.
func fsFindDisposable(args []Word) bool {
	named := false
	for j := 0; j < len(args); j++ {
		switch v := args[j].Value; v {
		case "-empty":
			return true
		case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename":
			if j+1 >= len(args) {
				return false
			}
			if j > 0 && (args[j-1].Value == "!" || args[j-1].Value == "-not") {
				return false
			}
			pat := args[j+1].Value
			if v != "-name" && v != "-iname" {
				pat = path.Base(pat)
			}
			if !fsDisposablePattern(pat) {
				return false
			}
			named = true
			j++
		case "-regex", "-iregex", "-inum", "-samefile", "-lname", "-ilname", "-links":
			return false
		case "-exec", "-execdir", "-ok", "-okdir", "-delete":
			return named
		}
	}
	return named
}

// fsFindActed returns the part of a find's expression, expr, that is on
// the branches holding an action (-delete, -exec …): find reads A -o B
// as either, and A , B as both, so a test on another branch narrows
// nothing the action reaches (find ~ -name keep -prune -o -delete deletes
// all but keep). The words of an -exec's command are its own.
func fsFindActed(expr []Word) []Word {
	var out []Word
	for _, b := range fsFindActedBranches(expr) {
		out = append(out, b...)
	}
	return out
}

// fsFindActedBranches returns fsFindActed's branches one by one: each
// acting branch is narrowed by its own tests only (find ~ -name '*.tmp'
// -delete , -delete deletes everything in its second); the whole
// expression as one branch when no branch acts. A group's alternatives
// each join the tests and actions around it (find \( -name '*.py' -o
// -name '*.pyc' \) -delete is two branches, each deleting); a negated
// group's tests are each negated (! \( A -o B \) is ! A ! B).
func fsFindActedBranches(expr []Word) [][]Word {
	alts, _ := findAlternatives(expr, 0)
	var out [][]Word
	for _, b := range alts {
		if slices.ContainsFunc(b, func(w Word) bool { return fsFindActions.has(w.Value) }) {
			out = append(out, b)
		}
	}
	if out == nil {
		return [][]Word{expr}
	}
	return out
}

// fsFindActions are find's primaries that act on what the tests before
// them kept.
var fsFindActions = set{"-delete", "-exec", "-execdir", "-ok", "-okdir"}

// maxFindAlternatives bounds the branches findAlternatives spells out:
// past it a group's tests are dropped (every entry its actions reach),
// the worst reading.
const maxFindAlternatives = 64

// findAlternatives reads expr from i up to its closing parenthesis (or
// its end) into the branches find may take, each the words of the tests
// and actions on it, and returns the index past what it read.
func findAlternatives(expr []Word, i int) ([][]Word, int) {
	var done [][]Word
	alts := [][]Word{nil}
	join := func(words ...Word) {
		for k := range alts {
			alts[k] = append(slices.Clip(alts[k]), words...)
		}
	}
	for i < len(expr) {
		switch v := expr[i].Value; v {
		case "-o", "-or", ",":
			done, alts = append(done, alts...), [][]Word{nil}
			i++
		case ")":
			return append(done, alts...), i + 1
		case "(", "!", "-not":
			negated := v != "("
			if negated && (i+1 == len(expr) || expr[i+1].Value != "(") {
				join(expr[i])
				i++
				continue
			}
			if negated {
				i++
			}
			sub, next := findAlternatives(expr, i+1)
			i = next
			if negated || len(alts)*len(sub) > maxFindAlternatives {
				for _, b := range sub {
					for _, w := range b {
						switch {
						case fsFindActions.has(w.Value) || !strings.HasPrefix(w.Value, "-"):
							join(w)
						case negated:
							join(Word{Value: "!", Literal: true}, w)
						}
					}
				}
				continue
			}
			var crossed [][]Word
			for _, a := range alts {
				for _, b := range sub {
					crossed = append(crossed, append(slices.Clip(a), b...))
				}
			}
			alts = crossed
		case "-exec", "-execdir", "-ok", "-okdir":
			j := i
			for j < len(expr) && expr[j].Value != ";" && expr[j].Value != "+" {
				j++
			}
			j = min(j+1, len(expr))
			join(expr[i:j]...)
			i = j
		default:
			join(expr[i])
			i++
		}
	}
	return append(done, alts...), i
}

// fsFindGitDirs reports whether a find's expression names .git (-name
// .git, -path '*/.git', fd's '^\.git$'): the repositories it deletes are
// the git rules' (git.repo-delete), which say so.
func fsFindGitDirs(args []Word) bool {
	return slices.ContainsFunc(args, func(a Word) bool {
		return path.Base(strings.ToLower(strings.Trim(a.Value, `^$\'"`))) == ".git" || strings.Contains(a.Value, `\.git$`)
	})
}

// fsFindStarts judges a find's start paths: bad when it deletes under a
// protected start without narrowing what it deletes (/ and system
// directories are refused even with a filter).
func fsFindStarts(ctx *Context, c *Command) (worst fsKind, bad, unknown bool) {
	return fsFindStartsOf(ctx, c, true)
}

// fsFindStartsOf is fsFindStarts; deletes tells a find that deletes (or
// empties) from one that changes modes (find ~ -name '*.sh' -exec chmod
// u+x: narrowed by any name, it is the user's scripts made runnable).
func fsFindStartsOf(ctx *Context, c *Command, deletes bool) (worst fsKind, bad, unknown bool) {
	i := 0
	for i < len(c.Args) {
		v := c.Args[i].Value
		if v == "-H" || v == "-L" || v == "-P" || strings.HasPrefix(v, "-O") {
			i++
			continue
		}
		if v == "-D" {
			i += 2
			continue
		}
		break
	}
	var starts []Word
	for ; i < len(c.Args); i++ {
		v := c.Args[i].Value
		if strings.HasPrefix(v, "-") || v == "(" || v == "!" {
			break
		}
		starts = append(starts, c.Args[i])
	}
	if len(starts) == 0 {
		starts = []Word{{Value: ".", Literal: true}}
	}
	expr := fsFindActed(c.Args[i:])
	// Narrowed only when every acting branch is.
	filtered := true
	for _, b := range fsFindActedBranches(c.Args[i:]) {
		narrow := len(b) > 0 && b[len(b)-1].Value == "-empty"
		for j := 0; j+1 < len(b); j++ {
			negated := j > 0 && (b[j-1].Value == "!" || b[j-1].Value == "-not")
			if fsFindFilters.has(b[j].Value) && !fsEverything(b[j+1].Value) && !negated {
				narrow = true
			}
		}
		filtered = filtered && narrow
	}
	for _, s := range starts {
		kind, known := fsTarget(ctx.Env, s)
		if !known {
			if !filtered {
				unknown = true
			}
			continue
		}
		if kind == fsSafe && deletes && filtered {
			if p, ok := fsPath(ctx.Env, s); ok && fsHomeAppData(ctx.Env, p) && !homeCredentialAt(ctx.Env, p) && !fsFindNamesSelf(ctx.Env, p, expr) {
				// find ~/.config -name '*.json' -delete: each program's
				// settings of a kind; the rule that names the folder as a
				// whole (fsNamedElsewhere: self.config) sees no file of
				// its own in a narrowed find that does not name one.
				kind = fsUserData
			}
		}
		if kind == fsSafe {
			continue
		}
		strict := kind == fsRoot || kind == fsSystem || kind == fsGlob
		if p, ok := fsPath(ctx.Env, s); ok && fsScratch.has(p) {
			strict = false
		}
		if deletes && (kind == fsHome || kind == fsUserData) && !fsFindDisposable(expr) && !fsFindGitDirs(expr) {
			// find ~ -name '*.jks' -delete, find ~/Pictures -name '*.jpg':
			// the user's own files of a kind, not a build's leftovers.
			strict = true
		}
		if strict || !filtered {
			bad = true
			if kind > worst {
				worst = kind
			}
		}
	}
	return worst, bad, unknown
}

// fsFindDeletes reports whether a find deletes what it finds: -delete, or
// -exec rm (and the like) on {}, or -exec of a writer that empties it
// (fsExecEmpties).
func fsFindDeletes(c *Command) bool {
	for i, a := range c.Args {
		switch a.Value {
		case "-delete":
			return true
		case "-exec", "-execdir", "-ok", "-okdir":
			if i+1 >= len(c.Args) {
				return false
			}
			end := i + 1
			for end < len(c.Args) && c.Args[end].Value != ";" && c.Args[end].Value != "+" {
				end++
			}
			if fsExecDeletes(c.Grammar, c.Args[i+1:end]) {
				return true
			}
		}
	}
	return false
}

// fsExecDeletes reports whether words, the command find -exec runs,
// delete or empty what they are given: a command whose spec says it
// removes its operands (rm, rmdir, shred, trash, gio trash), an emptying
// writer (fsExecEmpties), shell code that does, each also behind the
// wrappers the analysis peels (sudo, nice -n 5, timeout 5, busybox).
func fsExecDeletes(g lexer.Grammar, words []Word) bool {
	for len(words) > 0 {
		name := commandName(words[0].Value)
		c := &Command{Grammar: g, Name: name, Args: words[1:]}
		if s, _ := removerOf(c); s != nil || fsExecEmpties(words) {
			return true
		}
		if sg, ok := shellGrammar(name); ok {
			for _, w := range words[1:] {
				if strings.Contains(w.Value, "rm ") || fsCodeEmpties(w.Value, sg) {
					return true
				}
			}
		}
		words, _ = peel(c)
	}
	return false
}

// fsExecEmpties reports whether words, a command find -exec runs, empty
// the file found: truncate -s 0 {}, cp /dev/null {}, dd of={} from
// /dev/zero (dataEmptied); or write over it as a whole (fsReplaces): tee
// {} (not -a) copies find's input over each file, cp FILE {} another
// file's text.
func fsExecEmpties(words []Word) bool {
	if len(words) == 0 {
		return false
	}
	c := &Command{Grammar: lexer.Bash, Name: commandName(words[0].Value), Args: words[1:]}
	files, _ := dataEmptied(c)
	return slices.ContainsFunc(files, func(f Word) bool { return strings.Contains(f.Value, "{}") }) ||
		slices.ContainsFunc(fsReplaces(c), func(f Word) bool { return f.Value == "{}" })
}

// fsCodeEmpties reports whether shell code (sh -c CODE _ {}) empties the
// files it is given: an emptying writer over its arguments (: > "$1",
// truncate -s 0 "$@"), or over the {} find puts into the code itself
// (sh -c ': > {}').
func fsCodeEmpties(code string, g lexer.Grammar) bool {
	if !strings.Contains(code, "$") && !strings.Contains(code, "{}") {
		return false
	}
	for _, c := range Analyze(code, g, &Env{}).Commands {
		files, _ := dataEmptied(c)
		if slices.ContainsFunc(files, func(f Word) bool {
			return !f.Literal && strings.Contains(f.Value, "$") || strings.Contains(f.Value, "{}")
		}) {
			return true
		}
	}
	return false
}

func fsFindFinding(c *Command, kind fsKind) Finding {
	return finding("fs.find-delete", c,
		"find deletes (or empties) everything it finds under "+fsWhat[kind]+" and cannot be undone",
		"run find inside a build or temporary directory and narrow it, e.g. `find ./build -name '*.o' -delete`, after checking the list with `find ./build -name '*.o'`")
}

func fsFind(ctx *Context, c *Command) []Finding {
	if !fsFindDeletes(c) {
		return fsFindChmod(ctx, c)
	}
	kind, bad, unknown := fsFindStarts(ctx, c)
	if unknown && !bad && c.File == "" {
		for _, a := range c.Args {
			if strings.HasPrefix(a.Value, "-") || a.Value == "(" || a.Value == "!" {
				break
			}
			if !a.Literal && fsAnywhere(ctx, a.Value) {
				return []Finding{finding("fs.rm-variable", c,
					"find deletes everything under a directory only known at run time ("+a.Value+"): empty or wrong, it is / or the home directory",
					"make the shell stop when the variable is empty and narrow what is deleted: `find \"${BUILD_DIR:?}\" -name '*.o' -delete`")}
			}
		}
	}
	if unknown && !bad {
		return []Finding{finding("fs.rm-unknown", c,
			"find deletes everything under a directory only known at run time: if the variable is empty or wrong it deletes something else",
			"check the variable first and narrow what is deleted: `find \"${BUILD_DIR:?}\" -name '*.o' -delete`")}
	}
	if server := onServer(c); !bad && !fsFindDisposable(c.Args) {
		// As rm -r (fsDelete): what find deletes under /opt/APP, /srv
		// or /var/www on another machine is what it serves; here, all
		// of /opt/APP is an installed application.
		for _, w := range findStarts(c.Args) {
			p, ok := fsPath(ctx.Env, w)
			if ok && server && fsServerApp(p) && !fsLogsAged(p, c.Args) {
				return []Finding{finding("fs.rm-user-data", c, "find -delete on another machine of an application's files or data there ("+w.Value+") destroys what that server runs or serves, and cannot be undone", fsServerFix)}
			}
			if f, app := fsAppDeleted(ctx, c, p, "find -delete of"); ok && !server && app {
				return []Finding{f}
			}
		}
	}
	if !bad {
		return nil
	}
	return []Finding{fsFindFinding(c, kind)}
}

// fsLogsAged reports whether a find under p, a server's log folder
// (/opt/app/logs), deletes by age (-mtime +30): the rotation of its logs,
// everyday upkeep, not the application.
func fsLogsAged(p string, args []Word) bool {
	if b := path.Base(p); b != "log" && b != "logs" {
		return false
	}
	for _, a := range args {
		switch a.Value {
		case "-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin", "-newer":
			return true
		}
	}
	return false
}

// fsFindChmod judges find -exec chmod, chown, chgrp or setfacl: under /,
// a system directory or home, unnarrowed, it is chmod -R (setfacl -R) of
// it (fs.chmod-recursive).
func fsFindChmod(ctx *Context, c *Command) []Finding {
	for i, a := range c.Args {
		if (a.Value == "-exec" || a.Value == "-execdir") && i+1 < len(c.Args) {
			switch name := commandName(c.Args[i+1].Value); name {
			case "chmod", "chown", "chgrp", "setfacl":
				kind, bad, _ := fsFindStartsOf(ctx, c, false)
				if bad && (kind == fsRoot || kind == fsSystem || kind == fsHome || kind == fsGlob) {
					return []Finding{finding("fs.chmod-recursive", c, "find -exec "+name+" changes the permissions or owner of everything under "+fsWhat[kind]+", and they cannot be restored",
						"change only the files that need it, inside the project: `find ./scripts -name '*.sh' -exec chmod +x {} +`")}
				}
				if out := fsFindAsChmodR(ctx, c, name, i+2); len(out) > 0 {
					return out
				}
			}
		}
	}
	return nil
}

// fsFindAsChmodR judges find START… -exec chmod MODE {} + that no test
// narrows (-name, -path: fsFindFilters) as chmod -R MODE START… (fsChmod):
// find . -exec chmod 000 {} + locks the project as chmod -R 000 . does.
// from is the index of the exec'd command's first argument.
func fsFindAsChmodR(ctx *Context, c *Command, name string, from int) []Finding {
	var starts []Word
	for _, a := range c.Args {
		if strings.HasPrefix(a.Value, "-") || a.Value == "(" || a.Value == "!" {
			break
		}
		starts = append(starts, a)
	}
	if len(starts) == 0 {
		starts = []Word{{Value: ".", Literal: true}} // find -exec …: the working directory
	}
	for _, a := range c.Args {
		if fsFindFilters.has(a.Value) {
			return nil
		}
	}
	args := []Word{{Value: "-R", Literal: true}}
	for _, a := range c.Args[from:] {
		if a.Value == ";" || a.Value == "+" {
			break
		}
		if a.Value != "{}" {
			args = append(args, a)
		}
	}
	args = append(args, starts...)
	r := &Command{Grammar: c.Grammar, Text: c.Text, File: c.File, Name: name, Word0: Word{Value: name, Literal: true}, Args: args}
	if name == "setfacl" {
		return fsSetfacl(ctx, r)
	}
	return fsChmod(ctx, r)
}

// fsChmodFound judges chmod, chown or chgrp of the paths a find prints
// (find / -print0 | xargs -0 chmod 777, chown nobody $(find /etc),
// for f in $(find ~); do chmod 000 "$f"; done: fsFedLine, foundPathWhole)
// as that find's -exec of it (fsFindChmod): unnarrowed under /, a system
// directory or home, it is chmod -R of it.
func fsChmodFound(ctx *Context, c *Command, operands []Word) []Finding {
	for _, t := range operands {
		for _, f := range fsFeedingFinds(c, t) {
			args := append(slices.Clip(f.Args), Word{Value: "-exec", Literal: true}, Word{Value: c.Name, Literal: true})
			for _, a := range c.Args {
				if a.Value != t.Value {
					args = append(args, a)
				}
			}
			args = append(args, Word{Value: "{}", Literal: true}, Word{Value: "+", Literal: true})
			if out := fsFindChmod(ctx, &Command{Grammar: c.Grammar, Text: c.Text, File: c.File, Name: "find", Args: args}); len(out) > 0 {
				return out
			}
		}
	}
	return nil
}

// fsWorldWritable reports whether a chmod mode gives others write access.
func fsWorldWritable(mode string) bool {
	if mode == "" {
		return false
	}
	if mode[0] >= '0' && mode[0] <= '7' {
		last := mode[len(mode)-1]
		return last >= '0' && last <= '7' && (last-'0')&2 != 0
	}
	for clause := range strings.SplitSeq(mode, ",") {
		i := strings.IndexAny(clause, "+=")
		if i < 0 {
			continue
		}
		who, perms := clause[:i], clause[i+1:]
		if strings.ContainsAny(who, "oa") && strings.Contains(perms, "w") {
			return true
		}
	}
	return false
}

var fsModeRe = &lazyRegexp{expr: `^-[rwxXstugoa,+=-]+$`}

func fsChmod(ctx *Context, c *Command) []Finding {
	recursive := false
	var mode string
	var operands []Word
	dashdash := false
	for _, a := range c.Args {
		v := a.Value
		switch {
		case dashdash:
			operands = append(operands, a)
		case v == "--":
			dashdash = true
		case c.Name == "chmod" && mode == "" && fsModeRe.get().MatchString(v):
			mode = v
		case strings.HasPrefix(v, "--"):
			if fsLongOpt(v, "--recursive", 5) {
				recursive = true
			}
			if strings.HasPrefix(v, "--reference") {
				mode = "reference"
			}
		case len(v) > 1 && v[0] == '-':
			if strings.ContainsRune(v[1:], 'R') {
				recursive = true
			}
		default:
			operands = append(operands, a)
		}
	}
	if mode == "" && len(operands) > 0 {
		mode, operands = operands[0].Value, operands[1:]
	} else if c.Name != "chmod" && mode == "" {
		return nil
	}
	if c.Name == "chmod" && fsSetuid(mode) {
		// chmod u+s on a program outside the project: it then runs as its
		// owner, root, for every user (cp /bin/bash /tmp/b; chmod 4755 /tmp/b).
		for _, t := range operands {
			if p, ok := fsPath(ctx.Env, t); !ok || ctx.Env.Project == "" || !fsUnder(p, ctx.Env.Project) {
				return []Finding{finding("fs.chmod-recursive", c, "chmod "+mode+" makes "+t.Value+" run as its owner for every user who starts it: with root as the owner, a way to become root",
					"leave set-user-ID bits to a human; give the program the permissions it needs, e.g. `chmod u+x ./scripts/build.sh`")}
			}
		}
	}
	if out := fsChmodFound(ctx, c, operands); len(out) > 0 {
		return out
	}
	if !recursive {
		if f, ok := fsTakenAway(ctx, c, mode, operands); ok {
			return []Finding{f}
		}
	}
	wide := c.Name == "chmod" && fsWorldWritable(mode)
	if !recursive && !wide {
		return nil
	}
	return fsPermTargets(ctx, c, operands, recursive, wide, mode)
}

// fsExecDirs are the directories of the system's programs.
var fsExecDirs = set{"/bin", "/sbin", "/usr/bin", "/usr/libexec", "/usr/local/sbin", "/usr/sbin"}

// fsTakenAway refuses chmod or chown of one system file that takes away
// what the system needs of it: a program of the system's (fsExecDirs)
// left with no execute bit (chmod -x /bin/chmod, chmod 644 /usr/bin/ssh)
// or without its set-user-ID bit (chmod u-s /usr/bin/sudo), a file of
// the system left with no permission at all (chmod 000 /etc/sudoers), or
// a program or a file of /etc itself given to an owner other than root
// (chown nobody /etc/sudoers: sudo refuses to run; a set-user-ID program
// loses the bit). Nothing says what they were.
func fsTakenAway(ctx *Context, c *Command, mode string, operands []Word) (Finding, bool) {
	if c.Name == "chgrp" || mode == "" || mode == "reference" {
		return Finding{}, false
	}
	for _, t := range operands {
		p, ok := fsPath(ctx.Env, t)
		if !ok {
			continue
		}
		program := fsExecDirs.has(path.Dir(p))
		// The root and the home directory themselves: chmod 0 / or
		// chmod 000 ~ locks out every program and login that enters them.
		rootOrHome := p == "/" || ctx.Env != nil && ctx.Env.Home != "" && p == ctx.Env.Home
		system := program || fsEtcFile(p) || fsSystemDirs.has(p) || rootOrHome
		if !system || securityTool(p) {
			// (A security product's program is sys.protection-off's:
			// securityRemoved.)
			continue
		}
		var what string
		switch {
		case c.Name == "chown":
			// (A service's own settings below /etc, /etc/postgresql/16/main,
			// may be its user's.)
			top := program || path.Dir(p) == "/etc" || path.Dir(p) == "/private/etc"
			if owner, _, _ := strings.Cut(strings.ReplaceAll(mode, ".", ":"), ":"); top && owner != "" && owner != "root" && owner != "0" {
				what = "gives " + t.Value + ", a file of the system, to " + owner + ": sudo and set-user-ID programs stop working, and that user may change it"
			}
		case fsNoPerms(mode):
			what = "takes every permission from " + t.Value + ", a file of the system, which then stops working"
			if rootOrHome {
				what = "takes every permission from " + t.Value + ", which every program and login enters, and locks them all out"
			}
		case program && fsNoExec(mode):
			what = "takes the execute permission from " + t.Value + ", a program of the system, which then no longer runs"
		case program && fsUnsetuid(mode):
			what = "takes the set-user-ID bit from " + t.Value + ", a program of the system (sudo, su, passwd need it)"
		}
		if what != "" {
			return finding("fs.chmod-recursive", c, c.Name+" "+mode+" "+what,
				"leave the system's files as the package manager installed them; change only files of the project, e.g. `chmod u+x ./scripts/build.sh`"), true
		}
	}
	return Finding{}, false
}

// fsNoPerms reports whether a chmod mode leaves no permission: 000,
// 0000, a=, a-rwx, ugo-rwx, and clauses that together take every one
// (u=,g=,o=; u-rwx,go=). A clause copying another's bits (g=u), or a
// who's bits it does not name, are kept as they may be.
func fsNoPerms(mode string) bool {
	if mode == "" {
		return false
	}
	if mode[0] >= '0' && mode[0] <= '7' {
		return strings.Trim(mode, "0") == ""
	}
	left := [3]string{"rwx", "rwx", "rwx"} // u, g, o: what the clauses leave
	for clause := range strings.SplitSeq(mode, ",") {
		who, perms, ok := fsModeClause(clause)
		if !ok || strings.Trim(perms, "rwxXst") != "" {
			return false
		}
		op := clause[len(who)]
		for k, w := range "ugo" {
			if !fsAllWho(who) && !strings.ContainsRune(who, w) {
				continue
			}
			switch op {
			case '=':
				left[k] = perms
			case '-':
				for _, r := range perms {
					left[k] = strings.ReplaceAll(left[k], string(r), "")
				}
			case '+':
				left[k] += perms
			}
		}
	}
	for _, l := range left {
		if strings.Trim(l, "st") != "" {
			return false
		}
	}
	return true
}

// fsOwnerLocked reports whether a chmod mode takes read or write away
// from the owner: 000, 0400 on a tree (no write), 0200, a-rwx, u-r, u=,
// -w. A directory left so cannot be listed, entered or changed by the
// programs that use it.
func fsOwnerLocked(mode string) bool {
	if mode == "" || mode == "reference" {
		return false
	}
	if mode[0] >= '0' && mode[0] <= '7' {
		// (chmod reads any number of leading zeros: 00000 is 0.)
		m := strings.TrimLeft(mode, "0")
		if strings.Trim(m, "01234567") != "" || len(m) > 4 {
			return false
		}
		d := byte(0) // chmod 0, chmod 00, chmod 70: the owner has nothing
		if len(m) >= 3 {
			d = m[len(m)-3] - '0'
		}
		return d&6 != 6
	}
	for clause := range strings.SplitSeq(mode, ",") {
		i := strings.IndexAny(clause, "+-=")
		if i < 0 || strings.Trim(clause[:i], "ugoa") != "" {
			continue
		}
		who, op, perms := clause[:i], clause[i], clause[i+1:]
		owner := who == "" || strings.ContainsAny(who, "ua")
		if owner && (op == '-' && strings.ContainsAny(perms, "rw") || op == '=' && !(strings.Contains(perms, "r") && strings.Contains(perms, "w"))) {
			return true
		}
	}
	return false
}

// fsOwnerIsUser reports whether a chown or chgrp owner word names the
// user running the command: $USER, $(whoami), $(id -u), $(id -un), or
// the name the environment gives (USER, USERNAME, LOGNAME).
func fsOwnerIsUser(env *Env, owner string) bool {
	owner, _, _ = strings.Cut(strings.ReplaceAll(owner, ".", ":"), ":")
	switch owner {
	case "", "$USER", "${USER}", "$(whoami)", "`whoami`", "$(id -u)", "$(id -un)", "$(id -nu)", "`id -u`", "$LOGNAME", "$UID":
		return true
	}
	if env != nil && env.Getenv != nil {
		for _, n := range []string{"USER", "USERNAME", "LOGNAME"} {
			if v := env.Getenv(n); v != "" && v == owner {
				return true
			}
		}
	}
	return false
}

// fsNoExec reports whether a chmod mode leaves no execute bit: a number
// whose last three digits are even (644, 0600), -x, a-x, ugo-x, a=rw.
func fsNoExec(mode string) bool {
	if mode[0] >= '0' && mode[0] <= '7' {
		if len(mode) < 3 {
			return false
		}
		for _, d := range mode[len(mode)-3:] {
			if d < '0' || d > '7' || (d-'0')&1 != 0 {
				return false
			}
		}
		return true
	}
	who, perms, ok := fsModeClause(mode)
	if !ok || !fsAllWho(who) {
		return false
	}
	op := mode[len(who)]
	return op == '-' && strings.Contains(perms, "x") || op == '=' && !strings.ContainsAny(perms, "xX")
}

// fsUnsetuid reports whether a chmod mode takes the set-user-ID bit away:
// u-s, -s, a-s.
func fsUnsetuid(mode string) bool {
	who, perms, ok := fsModeClause(mode)
	return ok && mode[len(who)] == '-' && strings.Contains(perms, "s") && (who == "" || strings.ContainsAny(who, "ua"))
}

// fsModeClause splits a symbolic chmod mode of one clause into who and
// the permissions after its operator (+, -, =).
func fsModeClause(mode string) (who, perms string, ok bool) {
	if strings.Contains(mode, ",") {
		return "", "", false
	}
	i := strings.IndexAny(mode, "+-=")
	if i < 0 || strings.Trim(mode[:i], "ugoa") != "" {
		return "", "", false
	}
	return mode[:i], mode[i+1:], true
}

// fsAllWho reports whether a chmod clause's who is everyone: none
// given, a, or u, g and o.
func fsAllWho(who string) bool {
	return who == "" || strings.Contains(who, "a") || strings.Contains(who, "u") && strings.Contains(who, "g") && strings.Contains(who, "o")
}

// fsSetuid reports whether a chmod mode sets the set-user-ID bit: 4755,
// u+s, +s, a+s. (Set-group-ID alone, 2775 or g+s, is how shared
// directories keep their group.)
func fsSetuid(mode string) bool {
	if len(mode) == 4 && mode[0] >= '0' && mode[0] <= '7' {
		return (mode[0]-'0')&4 != 0
	}
	for clause := range strings.SplitSeq(mode, ",") {
		i := strings.IndexAny(clause, "+=")
		if who := clause[:max(i, 0)]; i >= 0 && strings.Contains(clause[i+1:], "s") && (who == "" || strings.ContainsAny(who, "ua")) {
			return true
		}
	}
	return false
}

// fsSetfacl judges setfacl -R as chmod -R: ACLs changed on every file of
// a system directory or home cannot be put back.
func fsSetfacl(ctx *Context, c *Command) []Finding {
	p := parseArgs(&setfaclSpec, c.Args)
	if p.has("--test") {
		return nil
	}
	if out := fsChmodFound(ctx, c, p.operands); len(out) > 0 {
		return out // find / | xargs setfacl -m u:nobody:rwx
	}
	if !p.has("-R", "--recursive") {
		return nil
	}
	return fsPermTargets(ctx, c, p.operands, true, false, "")
}

// fsPermTargets judges the targets of a change of permissions, owners or
// ACLs: recursive on the root, home, a system directory or a bare glob,
// or, made writable by every user (wide), outside the project.
func fsPermTargets(ctx *Context, c *Command, operands []Word, recursive, wide bool, mode string) []Finding {
	env := ctx.Env
	for _, t := range operands {
		kind, known := fsTarget(env, t)
		if !known {
			continue
		}
		bad := false
		switch kind {
		case fsSystem:
			// Handing a service its state directory (chown -R mysql
			// /var/lib/mysql) is how services are set up.
			// Taking every permission away (chmod -R 000
			// /var/lib/postgresql) is not: the service can no longer
			// read its own data.
			p, _ := fsPath(env, t)
			bad = wide || !strings.HasPrefix(p, "/var/lib/") || recursive && c.Name == "chmod" && fsOwnerLocked(mode)
		case fsRoot, fsGlob, fsHome:
			bad = true
		case fsUserData:
			// chmod -R a-rwx ~/Documents, chown -R nobody ~/Pictures:
			// the user's own files locked or given away, every mode or
			// owner in them lost. (chown -R $USER ~/projects takes
			// them back.)
			bad = recursive && (wide || c.Name == "chmod" && fsOwnerLocked(mode) || c.Name != "chmod" && !fsOwnerIsUser(ctx.Env, mode))
		case fsProject, fsCwd:
			// chmod -R 000 ..: whatever holds the project, locked;
			// chmod -R 000 . (a-rwx, 0, a=): the project itself with
			// its .git, every mode in it lost. Taking only write
			// (chmod -R a-w .) freezes it, and u+w gives it back.
			bad = recursive && (wide || c.Name == "chmod" && (fsOwnerLocked(mode) && climbs(t.Value) || fsNoPerms(mode)))
		default:
			if recursive && c.Name == "chmod" && fsOwnerLocked(mode) && climbs(t.Value) {
				bad = true
				break
			}
			if recursive && wide {
				p, ok := fsPath(env, t)
				inside := ok && env.Project != "" && p != env.Project && fsUnder(p, env.Project)
				scratch := ok && (fsUnder(p, "/tmp") || fsUnder(p, "/var/tmp"))
				bad = !inside && !scratch
			}
		}
		if !bad {
			continue
		}
		what := fsWhat[kind]
		if kind == fsSafe {
			what = "a directory outside the project"
		}
		reason := c.Name + " -R on " + what + " (" + t.Value + ") changes the permissions or owners of everything in it, and they cannot be restored"
		if wide {
			reason = "chmod " + mode + " makes " + what + " (" + t.Value + ") writable by every user"
			if recursive {
				reason = "chmod -R " + mode + " makes everything in " + what + " (" + t.Value + ") writable by every user"
			}
		}
		return []Finding{finding("fs.chmod-recursive", c, reason,
			"change only the files that need it, inside the project, with the narrowest mode, e.g. `chmod u+x ./scripts/build.sh`")}
	}
	return nil
}

func fsMv(ctx *Context, c *Command) []Finding {
	p := copyArgs(c)
	ops := p.operands
	sources := ops
	dest, isDir := p.copyTarget()
	if !isDir && len(ops) > 0 {
		sources, dest = ops[:len(ops)-1], ops[len(ops)-1].Value
	}
	if dest == "/dev/null" {
		return []Finding{finding("fs.mv-away", c, "mv to /dev/null does not delete: as root it replaces the null device with the file, and the file is gone", fsMvFix)}
	}
	return fsMvAway(ctx, c, sources, dest)
}

const fsMvFix = "move or rename only the files you mean, inside the project; to delete a file use `rm ./old.txt`"

// fsMvAway judges c moving sources away, to dest ("" for the Trash): the
// home directory, the root, a system directory, the project or the
// user's files moved out from under everything that uses them. In the
// Trash the user's files are kept to bring back, which is what it is for
// (trash ~/old).
func fsMvAway(ctx *Context, c *Command, sources []Word, dest string) []Finding {
	for _, s := range sources {
		if pat, ok := substEntries(s); ok {
			s = Word{Value: pat, Literal: true} // mv $(ls -A) /tmp/x: every entry, as mv * .[!.]* /tmp/x
		}
		if dest != "" && !fsKept(ctx.Env, dest) {
			if kind, ok := fsMovedFound(ctx, c, s); ok {
				return []Finding{finding("fs.mv-away", c, c.Name+" of what a find prints under "+fsWhat[kind]+" ("+s.Value+") moves it out from under everything that uses it, to where it is not kept", fsMvFix)}
			}
		}
		kind, known := fsTarget(ctx.Env, s)
		if !known || kind == fsSafe || kind == fsGlob && !strings.HasPrefix(s.Value, "/") && fsMovedWithin(ctx.Env, dest) || kind == fsUserData && dest == "" {
			continue // mv * src/ only moves
		}
		if kind == fsSystem {
			if p, ok := fsPath(ctx.Env, s); ok && (fsScratch.has(p) || fsRenamedBeside(ctx, p, dest)) {
				continue
			}
		}
		if p, ok := fsPath(ctx.Env, s); ok && fsInTrash(ctx.Env, p) {
			continue // a file brought back from the Trash: nothing uses it there
		}
		if kind == fsUserData && fsKept(ctx.Env, dest) {
			// mv ~/Downloads/data.csv ./data/, ~/Downloads/*.pdf
			// ~/Documents/: the user's files kept where nothing but the
			// user looks for them; a folder of home itself is what
			// everything uses.
			if p, ok := fsPath(ctx.Env, s); ok && ctx.Env.Home != "" && strings.HasPrefix(p, ctx.Env.Home+"/") && strings.Contains(p[len(ctx.Env.Home)+1:], "/") {
				continue
			}
		}
		return []Finding{finding("fs.mv-away", c, c.Name+" of "+fsWhat[kind]+" ("+s.Value+") moves it out from under everything that uses it", fsMvFix)}
	}
	return nil
}

// fsMovedFound reports whether s, a source of mv, is the paths a find
// prints (mv $(find ~ -name '*.pdf') /tmp/x, find /etc -type f | xargs
// mv -t /tmp/x: fsFedLine, foundPathWhole) that a find deleting them
// would be refused for (fsFindStarts), and the worst kind it starts in.
func fsMovedFound(ctx *Context, c *Command, s Word) (fsKind, bool) {
	for _, f := range fsFeedingFinds(c, s) {
		if kind, bad, _ := fsFindStarts(ctx, f); bad {
			return kind, true
		}
	}
	return fsSafe, false
}

// fsFeedingFinds returns the finds (fd's as find: asFind) whose printed
// paths w, a word of c, stands for: the lines xargs or parallel read
// (fsFedLine) or a substitution or loop variable holding one whole
// (foundPathWhole).
func fsFeedingFinds(c *Command, w Word) []*Command {
	var feeds []*Command
	switch {
	case fsFedLine(w):
		feeds = c.Feeds
	case !w.Literal && foundPathWhole(w.Value):
		feeds = w.Subst
	}
	var out []*Command
	for _, f := range feeds {
		if f, ok := asFind(f); ok {
			out = append(out, f)
		}
	}
	return out
}

// fsMovedWithin reports whether dest, where mv moves every entry of the
// working directory (mv * DEST), is inside it (mv * src/, mv ./* old/)
// or the Trash (""), which keeps them to bring back. Anywhere else
// (mv ./* /tmp/x, mv * .., mv * ~/trash) the project is emptied, as
// mv . /tmp/x moves it whole; a destination that is not known before
// mv runs (mv * "$(mktemp -d)", /tmp/.t$$) is, at worst, elsewhere.
func fsMovedWithin(env *Env, dest string) bool {
	if dest == "" {
		return true
	}
	p, ok := fsPath(env, Word{Value: dest, Literal: !strings.ContainsAny(dest, "$`")})
	wd := env.wd()
	return ok && wd != "" && fsUnder(p, wd)
}

// fsKept reports whether what mv moves to dest is kept there: dest is
// known before mv runs, and neither a temporary directory (fsScratch,
// cleared at the next boot or by age: a delete put off, unless it is
// where the agent works) nor the system's tree (mv -t /etc ~/x), nor
// /dev/null.
func fsKept(env *Env, dest string) bool {
	if dest == "" || dest == "/dev/null" || strings.ContainsAny(dest, "$`") {
		return false
	}
	p, ok := fsPath(env, Word{Value: dest, Literal: true})
	if !ok {
		return false
	}
	for _, root := range []string{env.Project, env.Cwd, env.Home} {
		if root != "" && root != "/" && fsUnder(p, root) {
			// (a home in /root is no system directory), unless through a
			// scratch or cache directory there, which tools empty
			// unasked (~/.cache/x, ./tmp/, ~/Library/Caches).
			return !fsScratchOnWay(strings.TrimPrefix(p, root))
		}
	}
	for _, d := range fsScratch {
		if fsUnder(p, d) {
			return false
		}
	}
	return !fsSystemTree(p) && fsClassify(env, p) != fsSystem
}

// fsScratchOnWay reports whether rel, a clean path, passes through a
// scratch or cache directory (fsServerScratch, any name with "cache" in
// it).
func fsScratchOnWay(rel string) bool {
	for part := range strings.SplitSeq(rel, "/") {
		l := strings.ToLower(part)
		if fsServerScratch.has(l) || strings.Contains(l, "cache") {
			return true
		}
	}
	return false
}

// copyArgs reads the words of c, a cp, mv, ln, install, scp, rsync or
// sftp, through its spec: the one reading of which word is a source, the
// destination or an option's value (cp -b SRC DEST backs DEST up; it
// takes no value; scp -i KEY and rsync -e 'ssh -i KEY' name the
// identity ssh uses; rsync's -P and -l are switches).
func copyArgs(c *Command) parsed {
	switch c.Name {
	case "install", "ginstall":
		return parseArgs(&installSpec, c.Args)
	case "scp":
		return parseArgs(&scpSpec, c.Args)
	case "rsync":
		return parseArgs(&rsyncSpec, c.Args)
	case "sftp":
		return parseArgs(&transferClients.ref("sftp").opts, c.Args)
	}
	return parseArgs(&cpSpec, c.Args)
}

// copyTarget returns the directory -t or --target-directory names.
func (p parsed) copyTarget() (string, bool) {
	w, ok := p.valueWord("-t", "--target-directory")
	return w.Value, ok
}

func fsRsync(ctx *Context, c *Command) []Finding {
	p := parseArgs(&rsyncSpec, c.Args)
	moves := p.has("--remove-source-files", "--remove-sent-files") // the second, its old name, rsync still takes
	del := moves
	for _, o := range p.opts {
		if strings.HasPrefix(o.name, "--del") {
			del = true
		}
	}
	if !del || p.has("-n", "--dry-run") {
		return nil // rsync -an --delete only lists what it would do
	}
	ops := p.operands
	if len(ops) < 2 {
		return nil
	}
	dest := ops[len(ops)-1]
	if moves {
		// rsync -a --remove-source-files ./ /backup: the files are moved,
		// as mv moves them (the directories stay, emptied).
		var local []Word
		for _, o := range ops[:len(ops)-1] {
			if !strings.Contains(o.Value, ":") {
				local = append(local, o)
			}
		}
		if out := fsMvAway(ctx, c, local, dest.Value); len(out) > 0 {
			return out
		}
	}
	if strings.Contains(dest.Value, ":") {
		return nil // a remote destination
	}
	kind, known := fsTarget(ctx.Env, dest)
	if !known || kind == fsSafe {
		return nil
	}
	return []Finding{finding(fsRmRule[kind], c,
		"rsync --delete into "+fsWhat[kind]+" ("+dest.Value+") deletes everything there that the source lacks",
		"sync into a dedicated directory, e.g. `rsync -a --delete ./dist/ ./public/`, and check with `rsync -an --delete --itemize-changes ./dist/ ./public/` first")}
}

// fsRenamedBeside reports whether mv of p to dest renames a file in its
// own directory (/etc/x.conf to /etc/x.conf.dpkg-old, as maintainer
// scripts do): p is a regular file now, or one the input writes with a
// redirection (> x.dpkg-new), not a directory nor a link that may lead to
// one (/lib on a merged /usr), and stays where it was found. The files
// that matter there are fs.overwrite-system's.
func fsRenamedBeside(ctx *Context, p, dest string) bool {
	d, ok := fsPath(ctx.Env, Word{Value: dest, Literal: true})
	if !ok || path.Dir(d) != path.Dir(p) || d == path.Dir(p) {
		return false
	}
	if fi, err := os.Lstat(p); err == nil {
		return fi.Mode().IsRegular()
	}
	for _, c := range ctx.Input.Commands {
		for _, r := range c.Redirs {
			if t, ok := fsPath(ctx.Env, r.Target); ok && t == p && fsWriteOps.has(r.Op) {
				return true
			}
		}
	}
	return false
}

// fsDynamicNames are the commands a run-time-built name is tried as: cc
// stands for every program whose -o names the file it writes ($CC -o
// /usr/bin/ls x.c: a compiler, a linker, curl, sort), judged as that
// write.
var fsDynamicNames = []string{"rm", "git", "dd", "chmod", "chown", "mkfs", "kill", "cc"}

func fsDynamic(ctx *Context, c *Command) []Finding {
	const fix = "write the command name literally, e.g. `rm -rf ./build`, so it can be checked"
	// refused: the names whose reading of c's words is a usage error,
	// which acts on nothing (spec.accepts): rm -batchmode -projectPath .
	var refused []string
	for _, name := range fsDynamicNames {
		eachEntry(name, func(s *spec, subs string) {
			if subs == "" && s.refusesLine(c.Args) && !slices.Contains(refused, name) {
				refused = append(refused, name)
			}
		})
	}
	vanish := nameMayVanish(c) && c.Grammar.IsPosix()
	for _, a := range c.Args {
		v := a.Value
		// rm's -rf, also among another program's options (-batchmode
		// -rf .: some other deleter's, if not rm's): a bundle of rm's
		// letters (spec.accepts), not a word that only has r and f
		// among others (-testPlatform, -platform=Linux).
		// Not where the name may vanish ($SUDO rm -rf build): the flags
		// are then the command's after it, which envName judges, and
		// read as an rm's operands below they name what they name.
		bundle := len(v) > 2 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v, "rR") && strings.Contains(v, "f") && strings.Trim(v[1:], "dfiIPRrvWx") == ""
		if a.Literal && (bundle || v == "--no-preserve-root" || v == "--recursive") && !vanish {
			return []Finding{finding("fs.dynamic", c, "a command whose name is built at run time is given rm's flags ("+v+")", fix)}
		}
		if kind, known := fsTarget(ctx.Env, a); known && (kind == fsRoot || kind == fsHome || kind == fsSystem || kind == fsGlob) {
			return []Finding{finding("fs.dynamic", c, "a command whose name is built at run time is given "+fsWhat[kind]+" ("+v+")", fix)}
		}
	}
	// Only the arguments known now can make the case: "$JAVACMD" "$@"
	// (the last line of every Gradle wrapper) says nothing of a disk.
	var known []Word
	for _, a := range c.Args {
		if a.Literal {
			known = append(known, a)
		}
	}
	if len(known) == 0 {
		return nil
	}
	for _, name := range fsDynamicNames {
		if slices.Contains(refused, name) {
			continue
		}
		try := *c
		try.Name, try.Dynamic, try.Args = name, false, known
		var found []Finding
		switch name {
		case "rm":
			found = fsRm(ctx, &try)
		case "chmod", "chown":
			found = fsChmod(ctx, &try)
		case "git":
			found = gitCommand(ctx, &try)
		case "cc":
			found = append(fsOverwrite(ctx, &try), selfCommand(ctx, &try)...)
		default:
			found = sysCommand(ctx, &try)
		}
		for _, f := range found {
			if f.Rule != "" && f.Rule != "fs.rm-unknown" {
				return []Finding{finding("fs.dynamic", c, "a command whose name is built at run time would be refused as "+name+": "+f.Reason, fix)}
			}
		}
	}
	return nil
}

// fsVolumes asks before container volumes are deleted: docker compose down
// -v, docker volume rm/prune, docker system prune --volumes. They hold
// databases' data: a volume named, or every unused one of the machine,
// may be any project's, or one compose declares external. A compose
// stack's own volumes, of the project's own stack on this machine's
// engine (testStack, projectStack), are what its compose file made and
// makes again on the next up: down -v is how a project's README resets
// its development environment.
func fsVolumes(ctx *Context, c *Command) []Finding {
	in := ctx.Input
	global, sub, next, rest := composeWords(c)
	var what string
	switch {
	case sub == "compose" && (next == "down" || next == "rm") && (global.has("-v") || parseArgs(&composeVolumes, rest).has("-v", "--volumes")):
		if testStack(in, c, global) || projectStack(ctx.Env, in, c, global) {
			return nil
		}
		what = c.Name + " compose " + next + " with its volumes"
	case sub == "volume" && (next == "rm" || next == "prune" || next == "remove"):
		what = c.Name + " volume " + next
	case sub == "system" && next == "prune" && hasArg(rest, "--volumes"):
		what = c.Name + " system prune --volumes"
	}
	if what == "" {
		return nil
	}
	return []Finding{finding("fs.volumes", c, what+" deletes container volumes, and the databases' data in them, for good",
		"keep the volumes: `docker compose down` stops and removes the containers only; list them with `docker volume ls`")}
}

// testWords name what exists for a test run, made again by the next one:
// narrower than vocab.go's nonProdWords (not production), whose dev,
// local or staging stack may hold a developer's only database.
var testWords = set{"ci", "e2e", "integration", "test", "testing", "tests"}

// testStack reports whether a compose command names its stack, and only
// that stack, as one for tests: every compose file it is given (-f,
// --file, COMPOSE_FILE) and its project name (-p, COMPOSE_PROJECT_NAME),
// if given, carry a word of testWords (docker-compose.test.yml, -p
// app-e2e). Its volumes hold a test run's data, made again by the next
// run. The project's own compose file, or any file not named so, may
// hold a developer's database. So may a file the input wrote or linked
// first (cp docker-compose.yml docker-compose.test.yml), a project named
// by an environment the input set before (export COMPOSE_PROJECT_NAME=…),
// or by an --env-file: not known to be a test stack. global are compose's
// global options as given (composeGlobal).
func testStack(in *Input, c *Command, global parsed) bool {
	if setsEnv(in, c) || in != nil && len(in.written) > 0 || global.has("--env-file") {
		return false
	}
	var names []string
	for _, o := range global.opts {
		if contains([]string{"-f", "--file", "-p", "--project-name"}, o.name) && o.hasValue {
			if !o.literal {
				return false
			}
			names = append(names, o.value)
		}
	}
	files := global.has("-f", "--file")
	for _, a := range c.Assigns {
		name, val, _ := strings.Cut(a, "=")
		switch name {
		case "COMPOSE_FILE":
			names = append(names, strings.FieldsFunc(val, func(r rune) bool { return r == ':' || r == ';' })...)
			files = true
		case "COMPOSE_PROJECT_NAME":
			names = append(names, val)
		}
	}
	if len(names) == 0 || !files {
		return false // the project's default compose file
	}
	return !slices.ContainsFunc(names, func(n string) bool {
		// A file's relative path counts whole (tests/e2e/compose.yml).
		if strings.HasPrefix(n, "/") || strings.Contains(n, "..") {
			n = path.Base(n)
		}
		return !slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(n), notAlnum), testWords.has)
	})
}

// projectStack reports whether c, a compose down or rm with its volumes,
// removes the volumes of the project's own stack on this machine: the
// engine a local one (remoteEngine), the compose files, the project
// directory and the directory it runs in (whose name is the project's
// by default) inside the project, every file, project name, profile and
// env file given literal and none named for production (prodWords:
// docker-compose.prod.yml, -p shop-live), in the command, its
// assignments or the session's environment (COMPOSE_FILE,
// COMPOSE_PROJECT_NAME). As testStack, an input that set variables or
// wrote files first may have changed what the stack is. env is the
// command's, in the directory the input moved to.
func projectStack(env *Env, in *Input, c *Command, global parsed) bool {
	if in == nil || env == nil || setsEnv(in, c) || len(in.written) > 0 || remoteEngine(in, c) {
		return false
	}
	proj := env.Project
	if proj == "" || proj == "/" || proj == env.Home {
		return false
	}
	dir := env.Dir
	if dir == "" {
		dir = env.Cwd
	}
	inProject := func(v string) bool {
		if len(v) > 1 && v[1] == ':' || strings.HasPrefix(v, "//") || strings.HasPrefix(v, `\\`) {
			return false // D:\prod\compose.yml, \\server\share: a Windows path elsewhere
		}
		p, ok := env.Path(Word{Value: v, Literal: true})
		return ok && fsUnder(p, proj)
	}
	prodNamed := func(v string) bool {
		return slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(v), notAlnum), prodWords.has)
	}
	if !fsUnder(dir, proj) || prodNamed(path.Base(dir)) {
		return false
	}
	// Compose names a stack after its directory unless told otherwise
	// (-p, COMPOSE_PROJECT_NAME): another name, unless a test run's, is
	// another stack's, whose volumes this project's file names too
	// (-p legacy: legacy_db-data).
	ownName := func(v string) bool {
		if slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(v), notAlnum), testWords.has) {
			return true // a test run's stack (testStack): -p myapp-test
		}
		v = composeName(v)
		return v == composeName(path.Base(dir)) || v == composeName(path.Base(proj))
	}
	for _, o := range global.opts {
		if !o.hasValue {
			continue
		}
		if !o.literal || prodNamed(o.value) {
			return false
		}
		if (o.name == "-p" || o.name == "--project-name") && !ownName(o.value) {
			return false
		}
		if (o.name == "-f" || o.name == "--file" || o.name == "--project-directory" || o.name == "--env-file") && !inProject(o.value) {
			return false
		}
	}
	vars := map[string]string{}
	for _, name := range []string{"COMPOSE_FILE", "COMPOSE_PROJECT_NAME", "COMPOSE_PROFILES", "COMPOSE_ENV_FILES"} {
		vars[name] = env.getenv(name)
	}
	for _, a := range c.Assigns {
		if name, val, _ := strings.Cut(a, "="); strings.HasPrefix(name, "COMPOSE_") {
			vars[name] = val
		}
	}
	for name, val := range vars {
		if prodNamed(val) || name == "COMPOSE_PROJECT_NAME" && val != "" && !ownName(val) {
			return false
		}
		if name == "COMPOSE_FILE" || name == "COMPOSE_ENV_FILES" {
			for _, f := range strings.FieldsFunc(val, func(r rune) bool { return r == ':' || r == ';' || r == ',' }) {
				if !inProject(f) {
					return false
				}
			}
		}
	}
	return true
}

// composeName returns a project's name as compose normalizes it: lower
// case, only letters, digits, _ and - kept.
func composeName(v string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '_', r == '-':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return -1
	}, v)
}

// remoteEngines are the variables that point a container engine's CLI
// at a daemon: another machine's (ssh://prod, tcp://10.0.0.5:2376) or a
// named context or connection that may be one.
var remoteEngines = []string{"CONTAINER_CONNECTION", "CONTAINER_HOST", "DOCKER_CONTEXT", "DOCKER_HOST"}

// remoteEngine reports whether c, a container engine's CLI or its
// compose, may talk to a daemon other than this machine's: its global
// options (docker -H, --host, -c, --context; podman --connection, --url,
// --remote; nerdctl --address), compose's (-H, --host, --context), or
// a variable of remoteEngines set by the command, the input or the
// session, other than a unix socket or Windows pipe of this machine.
func remoteEngine(in *Input, c *Command) bool {
	if runsElsewhere(c) || slices.ContainsFunc(c.Wrappers, func(w string) bool {
		return strings.HasPrefix(w, "tmux") || strings.HasPrefix(w, "screen")
	}) {
		return true // ssh prod 'docker compose down -v': that machine's engine; a pane may be anywhere
	}
	if in != nil {
		if in.engineAsked != len(in.Commands)+1 {
			// Asked again once the analyzer has added commands.
			in.engineAsked, in.engineChosen = len(in.Commands)+1, inputChoosesEngine(in)
		}
		if in.engineChosen {
			return true
		}
		if !localEngineContext(in.env) {
			return true
		}
	}
	for _, a := range c.Assigns {
		if name, val, _ := strings.Cut(a, "="); slices.Contains(remoteEngines, name) && !localEngineSetting(in.env, name, val) {
			return true
		}
	}
	if in != nil {
		for k := range in.setVars {
			// DOCKER_HOST=… before, export DOCKER_HOST, $env:DOCKER_HOST = …, set DOCKER_HOST=…
			name := strings.TrimPrefix(strings.TrimPrefix(k, "$env:"), "$ENV:")
			if !slices.ContainsFunc(remoteEngines, func(r string) bool { return strings.EqualFold(r, name) }) || slices.ContainsFunc(c.Assigns, func(a string) bool { return strings.HasPrefix(a, name+"=") }) {
				continue
			}
			if vals, known := in.assigned(k); known && !slices.ContainsFunc(vals, func(v string) bool { return !localEngineSetting(in.env, name, v) }) {
				continue // export DOCKER_HOST=unix:///var/run/docker.sock: this machine's, whatever command sees it
			}
			return true
		}
		for _, name := range remoteEngines {
			if !localEngineSetting(in.env, name, in.env.getenv(name)) {
				return true
			}
		}
	}
	remoteOpts := []string{"-H", "--host", "-c", "--context", "--connection", "--url", "--remote", "-r", "-a", "--address"}
	g := globalOpts(c.Name)
	if g == nil {
		return false
	}
	global, sub, rest := subcommandOf(g, c.Args)
	if remoteOpted(in, global, remoteOpts, g == &dockerGlobal) {
		return true
	}
	if sub == "compose" && g != &composeGlobal {
		cg, _, _ := subcommandOf(&composeGlobal, rest)
		return remoteOpted(in, cg, remoteOpts, false)
	}
	return false
}

// inputChoosesEngine reports whether the input chooses a container engine
// other than this machine's for the commands after it: cmd's set of a
// remoteEngines variable, docker context use or podman system connection
// of another. remoteEngine asks it once for each length of the input's commands
// (Input.engineChosen).
func inputChoosesEngine(in *Input) bool {
	for _, o := range in.Commands {
		if o.Grammar == lexer.Cmd && o.Name == "set" && len(o.Args) > 0 {
			// cmd's set keeps its variables to itself (not setVars).
			name, _, _ := strings.Cut(strings.Trim(o.Args[len(o.Args)-1].Value, `"`), "=")
			if slices.ContainsFunc(remoteEngines, func(r string) bool { return strings.EqualFold(r, name) }) {
				return true
			}
		}
		if g := globalOpts(o.Name); g != nil && g.extra().engine {
			if _, sub, rest := subcommandOf(g, o.Args); (sub == "context" || sub == "system") && len(rest) > 0 && (rest[0].Value == "use" || rest[0].Value == "connection") && !(sub == "context" && len(rest) == 2 && rest[1].Literal && localDockerContext(in.env, rest[1].Value)) {
				return true // docker context use prod && …: the engine the input chose
			}
		}
	}
	return false
}

// localEngineSetting reports whether v, the value of name, one of
// remoteEngines, points the engine at this machine's: a local docker
// context (localDockerContext), a local socket or pipe (localEngineHost).
func localEngineSetting(env *Env, name, v string) bool {
	if name == "DOCKER_CONTEXT" {
		return localDockerContext(env, v)
	}
	return localEngineHost(v)
}

// remoteOpted reports whether p, an engine's global options, names an
// engine other than this machine's: an address that is not a local
// socket or pipe (-H unix:///var/run/docker.sock is this machine's), a
// docker context that is not local (localDockerContext: --context default),
// or any other of opts (a podman connection, a remote). docker: p is
// docker's, whose -c is --context.
func remoteOpted(in *Input, p parsed, opts []string, docker bool) bool {
	var env *Env
	if in != nil {
		env = in.env
	}
	for _, o := range opts {
		if !p.has(o) {
			continue
		}
		vals := p.values(o)
		if len(vals) == 0 {
			return true // given with no value the analysis reads
		}
		for _, v := range vals {
			var local bool
			switch {
			case o == "-H" || o == "--host" || o == "--url":
				local = localEngineHost(v)
			case o == "--context" || o == "-c" && docker:
				local = localDockerContext(env, v)
			}
			if !local {
				return true
			}
		}
	}
	return false
}

// localEngineContext reports whether the docker CLI's current context, as its
// configuration keeps it ($DOCKER_CONFIG or ~/.docker: config.json's
// currentContext), is this machine's engine (localDockerContext): none set,
// default, or one whose endpoint is a unix socket or Windows pipe.
func localEngineContext(env *Env) bool {
	dir, ok := dockerConfigDir(env)
	if !ok {
		return true
	}
	var conf struct {
		CurrentContext string `json:"currentContext"`
	}
	if !readJSON(path.Join(dir, "config.json"), &conf) {
		return true // no configuration: the default engine
	}
	return localDockerContext(env, conf.CurrentContext)
}

// localDockerContext reports whether the docker context named is this
// machine's engine: "" or default, or one whose meta.json (under the
// configuration's contexts/meta) gives a unix socket or a Windows pipe as
// its endpoint. A context that cannot be read is not known to be local.
func localDockerContext(env *Env, name string) bool {
	if name == "" || name == "default" {
		return true
	}
	dir, ok := dockerConfigDir(env)
	if !ok {
		return false
	}
	metas, _ := filepath.Glob(path.Join(dir, "contexts", "meta", "*", "meta.json"))
	for _, m := range metas {
		var meta struct {
			Name      string
			Endpoints map[string]struct{ Host string }
		}
		if readJSON(m, &meta) && meta.Name == name {
			return localEngineHost(meta.Endpoints["docker"].Host)
		}
	}
	return false
}

// dockerConfigDir returns the docker CLI's configuration folder:
// $DOCKER_CONFIG, or .docker in the home; false when neither is known.
func dockerConfigDir(env *Env) (string, bool) {
	if env == nil {
		return "", false
	}
	if dir := env.getenv("DOCKER_CONFIG"); dir != "" {
		return dir, true
	}
	if env.Home == "" {
		return "", false
	}
	return path.Join(env.Home, ".docker"), true
}

// localEngineHost reports whether an engine's address is this machine's:
// none, a unix socket or a Windows pipe.
func localEngineHost(v string) bool {
	return v == "" || strings.HasPrefix(v, "unix://") || strings.HasPrefix(v, "npipe://")
}

// readJSON decodes the regular file p, when small enough, into v.
func readJSON(p string, v any) bool {
	text, err := readScript(p)
	return err == nil && json.Unmarshal([]byte(text), v) == nil
}

// composeWords reads c, a container engine or its compose: its
// subcommand (compose for docker-compose), compose's global options when
// it is compose, the word after them, and the words from that word on
// (after it, for compose).
func composeWords(c *Command) (global parsed, sub, next string, rest []Word) {
	sub, rest = "compose", c.Args
	if g := globalOpts(c.Name); g != nil && g != &composeGlobal {
		_, sub, rest = subcommandOf(g, c.Args)
	}
	if sub == "compose" {
		global, next, rest = subcommandOf(&composeGlobal, rest)
	} else if len(rest) > 0 {
		next = rest[0].Value
	}
	return global, sub, next, rest
}

// composeGlobalOf returns the global options of c when it is compose
// (docker compose -f F exec, docker-compose -p P exec).
func composeGlobalOf(c *Command) (parsed, bool) {
	global, sub, _, _ := composeWords(c)
	return global, sub == "compose"
}

// fsCritical reports whether p is a file whose loss or rewrite breaks
// logins, sudo or booting.
func fsCritical(p string) bool {
	switch p {
	case "/etc/passwd", "/etc/shadow", "/etc/group", "/etc/gshadow", "/etc/sudoers",
		"/etc/ld.so.preload", "/etc/fstab", "/etc/master.passwd", "/etc/default/grub":
		return true
	}
	for _, dir := range []string{"/etc/sudoers.d", "/etc/pam.d", "/boot", "/efi", "/etc/default/grub.d", "/etc/grub.d"} {
		if strings.HasPrefix(p, dir+"/") {
			return true
		}
	}
	return fsFirmwareVars(p)
}

// fsEtcDir reports whether p is a directory deeper in /etc: a service's
// settings as a whole (/etc/apt/sources.list.d, /etc/nginx/conf.d,
// /etc/systemd/system), by its .d name or as it is on disk. One file
// there (/etc/apt/sources.list.d/docker.list) is not.
func fsEtcDir(p string) bool {
	rest, ok := strings.CutPrefix(p, "/etc/")
	if !ok {
		rest, ok = strings.CutPrefix(p, "/private/etc/")
	}
	if !ok || !strings.Contains(rest, "/") || strings.ContainsAny(rest, "*?[") {
		return false
	}
	return strings.HasSuffix(p, ".d") || isDir(p)
}

// fsProgramDirs are the directories of the system's programs, libraries,
// kernel and configuration, whose files a pattern deletes by kind
// (/usr/bin/python*, /etc/*.conf): the system's own, not an installer's
// leftovers (/usr/local, /opt, /var/lib/apt/lists).
var fsProgramDirs = set{"/bin", "/boot", "/etc", "/lib", "/lib32", "/lib64", "/sbin", "/usr/bin", "/usr/lib", "/usr/lib32", "/usr/lib64", "/usr/libexec", "/usr/sbin"}

// fsSystemFiles reports whether p is a pattern naming files of a system
// program directory (fsProgramDirs), every file of a directory of /etc, of a library directory of its
// architecture (/lib/x86_64-linux-gnu) or of the kernel's modules.
func fsSystemFiles(p string) bool {
	dir, base := path.Split(p)
	dir = path.Clean(dir)
	if !strings.ContainsAny(base, "*?[") {
		return false
	}
	if fsEverything(base) && strings.HasPrefix(dir, "/etc/") {
		return true // /etc/apt/sources.list.d/*: every file of a service's configuration
	}
	parent := path.Dir(dir)
	return fsProgramDirs.has(dir) || (parent == "/lib" || parent == "/usr/lib") && (strings.HasSuffix(dir, "-linux-gnu") || path.Base(dir) == "modules") ||
		strings.HasPrefix(dir, "/lib/modules/") || strings.HasPrefix(dir, "/usr/lib/modules/")
}

// fsWriteOps are the redirection operators that write their target.
var fsWriteOps = set{"&>", "&>>", "&>>|", "&>|", "<>", ">", ">>", ">>|", ">|"}

// gitDiffWriters are the git subcommands that take the diff options,
// --output among them (git-diff(1)'s, shared by log, show and the
// diff-* plumbing).
var gitDiffWriters = set{"diff", "diff-files", "diff-index", "diff-tree", "log", "range-diff", "show", "whatchanged"}

// fsWritesOf is fsWrites worked out.
// uuBeginName returns the file a uuencoded text's begin line (begin MODE
// NAME, or begin-base64 MODE NAME) names for uudecode to write.
func uuBeginName(text string) (string, bool) {
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) == 3 && (f[0] == "begin" || f[0] == "begin-base64") {
			return f[2], true
		}
	}
	return "", false
}

func fsWritesOf(c *Command) []Word {
	var out []Word
	for _, r := range c.Redirs {
		if fsWriteOps.has(r.Op) || r.Op == ">&" && !fsFdWord(r.Target.Value) {
			out = append(out, r.Target)
		}
	}
	out = append(out, fsScriptWrites(c)...)
	out = append(out, editorWrites(c)...)      // vim -c wq F, ed F <<< w
	out = append(out, bootDefaultWrites(c)...) // update-grub, dracut -f, bootctl install, pam-auth-update
	switch c.Name {
	case "sed", "gsed":
		for _, f := range sedWrites(c.Args) {
			out = append(out, Word{Value: f, Literal: true})
		}
	case "awk", "gawk", "mawk", "nawk":
		out = append(out, awkWrites(c.Args)...)
	}
	if s, p := fetchSpec(c); s != nil {
		// The file a downloader writes what it fetches into (curl -o,
		// wget -O).
		out = append(out, p.valueWords(s.extra().writesOpts)...)
	}
	switch c.Name {
	case "git":
		// git diff, log, show and the other diff-printing subcommands
		// write what they print to --output=FILE instead (git diff
		// --output=~/.bashrc HEAD~1), read as gitDiffSpec reads them.
		if sub, rest, _ := gitSplit(c.Args); gitDiffWriters.has(sub) {
			out = append(out, parseArgs(&gitDiffSpec, rest).valueWords("--output")...)
		}
	case "tee", "sponge":
		// sponge [-a] FILE (moreutils) writes its input to FILE, as
		// tee does.
		out = append(out, parseArgs(&teeSpec, c.Args).operands...)
	case "dd":
		for _, a := range c.Args {
			if strings.HasPrefix(a.Value, "of=") {
				// bash expands of=~/x as it does an assignment's ~.
				out = append(out, Word{Value: a.Value[3:], Literal: a.Literal && !strings.HasPrefix(a.Value, "of=~"), Quoted: a.Quoted})
			}
		}
	case "cp", "mv", "install", "ln", "rsync", "scp":
		out = append(out, fsDests(c)...)
		if c.Name == "rsync" {
			// Its log and batch files, which it writes in a dry run
			// (-n) too: --log-file=F, --write-batch=F.
			out = append(out, parseArgs(&rsyncSpec, c.Args).valueWords(rsyncWrites)...)
		}
	case "sed", "gsed", "perl", "ruby":
		s := &sedArgs
		if ps := interpSpec(c.Name); ps != nil && (c.Name == "perl" || c.Name == "ruby") {
			// perl's and ruby's switches by their specs: -Mstrict,
			// -Ilib, -Mfields name a module or a directory, not -i.
			s = ps
		}
		if p := parseArgs(s, c.Args); inPlace(p) && len(p.operands) > 0 {
			// The files it edits: its operands after the program, the
			// first of them unless the code is an option's (sed -e, perl
			// -e; perl -pie's e is -i's backup extension).
			files := p.operands[1:]
			if p.hasAny(s.codeOpts) || p.hasAny(s.extra().fileOpts) {
				files = p.operands
			}
			out = append(out, files...)
		}
	case "ssh-keygen":
		// Generating a key (no -y, -l, -R, … ) writes -f FILE over what
		// is there once told yes (yes | ssh-keygen -f ~/.ssh/id_rsa).
		p := parseArgs(&sshKeygenSpec, c.Args)
		if !p.has("-y", "-l", "-R", "-F", "-H", "-e", "-i", "-B", "-Q", "-L", "-s", "-p", "-c", "-k", "-D", "-Y") {
			for _, f := range p.values("-f") {
				out = append(out, Word{Value: f, Literal: true})
			}
		}
	case "solana-keygen":
		// new and recover write a keypair to -o FILE; over one that is
		// there only when told --force (they refuse otherwise).
		p := parseArgs(&solanaKeygenSpec, c.Args)
		if p.has("--force", "-f") {
			for _, f := range p.values("-o", "--outfile") {
				out = append(out, Word{Value: f, Literal: true})
			}
		}
	case "openssl":
		// -out and -keyout are written, without asking, by every
		// subcommand (genrsa, genpkey, req, pkcs12, …).
		for i, a := range c.Args {
			if (a.Value == "-out" || a.Value == "-keyout") && i+1 < len(c.Args) {
				out = append(out, c.Args[i+1])
			}
		}
	case "truncate":
		out = append(out, parseArgs(&truncateSpec, c.Args).operands...)
	case "shred", "scrub":
		_, p := specRead(c)
		out = append(out, p.operands...)
	case "find":
		// -fprint FILE, -fprint0 FILE, -fls FILE, -fprintf FILE FORMAT.
		for i, a := range c.Args {
			switch a.Value {
			case "-fprint", "-fprint0", "-fls", "-fprintf":
				if i+1 < len(c.Args) {
					out = append(out, c.Args[i+1])
				}
			}
		}
	case "sort":
		for _, v := range parseArgs(&sortSpec, c.Args).values("-o", "--output") {
			out = append(out, Word{Value: v, Literal: true})
		}
	case "uudecode", "base64", "base32", "basenc":
		// What a decoder decodes, written to -o FILE; uudecode with
		// none writes the file its input's begin line names.
		p := parseArgs(&decoderOutSpec, c.Args)
		out = append(out, p.valueWords("-o --output --output-file")...)
		if c.Name == "uudecode" && !p.has("-o", "--output-file") && c.Stdin != nil {
			if name, ok := uuBeginName(*c.Stdin); ok {
				out = append(out, Word{Value: name, Literal: true})
			}
		}
	case "xxd":
		// xxd [-r] INFILE OUTFILE writes the dump, or the bytes it
		// reverts, to OUTFILE.
		if ops := parseArgs(&xxdSpec, c.Args).operands; len(ops) == 2 {
			out = append(out, ops[1])
		}
	case "python", "python3":
		// python3 -m json.tool IN OUT writes OUT.
		if w, ok := pyModuleOutfile(c); ok {
			out = append(out, w)
		}
	default:
		if !does(c, c.Name, roleCompiles) {
			out = append(out, unknownOutputs(c)...)
			break
		}
		if hasPrefixArg(c.Args, "-o") {
			// A compiler's -o FILE (go build -o, gcc -o, gcc -oFILE;
			// go's flag package reads no value glued to its flag). Read
			// only when a word is one: go test ./... is most compilers'
			// commands, and no write.
			for _, o := range parseArgs(&compilerSpec, c.Args).opts {
				if o.name == "-o" && o.hasValue && !(o.inline && c.Name == "go") {
					out = append(out, Word{Value: o.value, Literal: o.literal})
				}
			}
		}
		for _, a := range c.Args {
			// zig build-exe -femit-bin=PATH: the program's path.
			if v, ok := strings.CutPrefix(a.Value, "-femit-bin="); ok {
				out = append(out, Word{Value: v, Literal: a.Literal})
			}
		}
	}
	return out
}

// unknownOutputs returns the files a program no spec describes is told
// to write by an output option (outputValues: -o, --output, --outfile,
// …) given a path from the root or home: grub2-mkconfig -o
// /boot/grub2/grub.cfg overwrites the boot menu whatever the program.
// What -o means to a program nobody described is not known; its worst
// reading is the write. A relative path is left to what the program is
// known to do.
func unknownOutputs(c *Command) []Word {
	var out []Word
	for _, w := range outputValues(c) {
		if strings.HasPrefix(w.Value, "/") || strings.HasPrefix(w.Value, "~") {
			out = append(out, w)
		}
	}
	if len(out) == 0 || knownCommand(c.Name) {
		return nil
	}
	return out
}

func fsFdWord(v string) bool {
	if v == "-" {
		return true
	}
	for _, ch := range v {
		if ch < '0' || ch > '9' {
			return false
		}
	}
	return v != ""
}

// fsDests returns the files cp, mv, install, ln, rsync or scp write on
// this machine: the destination, or each source's name inside it when it
// is a directory; rsync's and scp's destination on another machine is
// none (shellDest), and so is a dry run's (rsync -n only lists what it
// would write).
func fsDests(c *Command) []Word {
	p := copyArgs(c)
	if c.Name == "rsync" && p.has("-n", "--dry-run") {
		return nil
	}
	ops := p.operands
	dir, isDir := p.copyTarget()
	sources := ops
	var dest Word
	switch {
	case isDir:
		dest = Word{Value: dir, Literal: true}
	case len(ops) >= 2:
		sources, dest = ops[:len(ops)-1], ops[len(ops)-1]
	default:
		return nil
	}
	if c.Name == "rsync" || c.Name == "scp" {
		var here bool
		if dest, here = shellDest(dest, retargeted(c.Name, p)); !here {
			return nil
		}
	}
	d := dest.Value
	if !isDir && !strings.HasSuffix(d, "/") && !fsSystemDirs.has(path.Clean(d)) && !fsKnownDirs.has(path.Clean(d)) {
		return []Word{dest}
	}
	var out []Word
	for _, s := range sources {
		out = append(out, Word{Value: strings.TrimSuffix(d, "/") + "/" + path.Base(s.Value), Literal: dest.Literal && s.Literal})
	}
	return append(out, dest)
}

// shellDest reads w, a destination of rsync or scp, as they do (rsync(1),
// scp(1)): [USER@]HOST:PATH, a colon before any slash, is PATH on HOST,
// relative to USER's home there; HOST::MODULE, rsync:// and scp:// are
// the same machine's. On another machine (a literal host, not a
// loopback one, whose user is literal or the login name, and no ssh
// option of the command (retargeted) that sends it elsewhere) it is no
// place of this machine's: here is false, and what lands there is that
// machine's files, as scp's and ssh HOST's are. On a host that may be
// this machine (localhost, one known only at run time) it is PATH here:
// as written when absolute, ~/PATH when relative (Env.Path finds it in
// the home: localhost:.bashrc is ~/.bashrc), and a place only known
// there for a module or a path with a variable. Any other word (a local
// path, C:\x) is itself.
func shellDest(w Word, retargeted bool) (place Word, here bool) {
	v := w.Value
	if !remoteCopyDest(v) || len(v) > 2 && v[1] == ':' && (v[2] == '/' || v[2] == '\\') {
		return w, true
	}
	rest, url := strings.CutPrefix(v, "rsync://")
	if !url {
		rest, url = strings.CutPrefix(v, "scp://")
	}
	user, host := "", rest
	if i := strings.Index(rest, "@"); i >= 0 && !strings.ContainsAny(rest[:i], "/:") {
		user, host = rest[:i], rest[i+1:]
	}
	var pth string
	switch j := strings.Index(host, "]"); {
	case url:
		host, pth, _ = strings.Cut(host, "/")
		if i := strings.LastIndex(host, ":"); i >= 0 && !strings.HasSuffix(host, "]") {
			host = host[:i] // rsync://HOST:PORT/
		}
		pth = ":" + pth // a module, or scp://'s path: as HOST:: reads
	case strings.HasPrefix(host, "[") && j > 0 && j+1 < len(host) && host[j+1] == ':':
		host, pth = host[:j+1], host[j+2:]
	default:
		host, pth, _ = strings.Cut(host, ":")
	}
	userKnown := !strings.ContainsAny(user, "$`") || loginVars.has(strings.Trim(user, "${}")) && strings.Count(user, "$") == 1
	if (w.Literal || !strings.ContainsAny(host, "$`") && userKnown) && !retargeted && host != "" && !loopbackHost(host) {
		return Word{}, false
	}
	switch {
	case !w.Literal && strings.ContainsAny(pth, "$`"), strings.HasPrefix(pth, ":"), strings.HasPrefix(pth, "~") && pth != "~" && !strings.HasPrefix(pth, "~/"):
		return Word{Value: v, Quoted: w.Quoted}, true // a variable, a module, ~USER: only known there
	case strings.HasPrefix(pth, "/"):
		return Word{Value: pth, Literal: true, Quoted: w.Quoted}, true
	case pth == "" || pth == "~" || strings.HasPrefix(pth, "~/"):
		return Word{Value: "~" + strings.TrimPrefix(pth, "~"), Quoted: w.Quoted}, true
	}
	return Word{Value: "~/" + pth, Quoted: w.Quoted}, true
}

// loginVars are the variables that hold the user's login name, one name
// of a path (Env.loginNamed).
var loginVars = set{"LOGNAME", "USER", "USERNAME"}

// retargeted reports whether the ssh options of rsync or scp, read by p,
// may send it to another host than its destination names: ssh's -o
// HostName= or ProxyCommand=, a jump host (-J), another configuration
// (-F), in rsync's -e or scp's own options; the destination's host then
// may be this machine.
func retargeted(name string, p parsed) bool {
	var fields []string
	if name == "rsync" {
		for _, v := range p.values("-e", "--rsh") {
			fields = append(fields, strings.Fields(v)...)
		}
	} else {
		for _, o := range p.opts {
			fields = append(fields, o.name+o.value)
		}
	}
	for _, f := range fields {
		l := strings.ToLower(f)
		if strings.HasPrefix(f, "-J") || strings.HasPrefix(f, "-F") || strings.Contains(l, "hostname") || strings.Contains(l, "proxy") {
			return true
		}
	}
	return false
}

// fsKnownDirs are directories a cp or mv destination certainly is.
var fsKnownDirs = set{"/etc/guarded-sh", "/etc/pam.d", "/etc/sudoers.d", "/usr/bin", "/usr/local/bin", "/usr/local/sbin", "/usr/sbin"}

// removerOf returns the spec of c that says what it does to the paths
// its operands name (spec.removes) and its words read through it; nil
// when it has none or is given one of its unless (trash --list).
func removerOf(c *Command) (*spec, parsed) {
	s, p, dry := removerRead(c)
	if dry {
		return nil, parsed{}
	}
	return s, p
}

// removerRead returns the spec of c that says what it does to the paths
// its operands name, in c's grammar, and its words read through it; dry:
// one of its unless is given (Remove-Item -WhatIf, trash --list). A
// spec of a shell's own command (spec.shell) counts only in that
// grammar, and comes first there; another is a program's, run from any
// shell (rm of Git for Windows, rimraf).
func removerRead(c *Command) (s *spec, p parsed, dry bool) {
	var rest []Word
	eachSpec(c, func(t *spec, r []Word) {
		if t.extra().removes == removesNone || s != nil && s.shell != 0 || t.shell != 0 && t.shell != c.Grammar {
			return
		}
		if s == nil || t.shell != 0 {
			s, rest = t, r
		}
	})
	if s == nil {
		return nil, parsed{}, false
	}
	p = parseArgs(s, rest)
	return s, p, p.given(s, s.unless)
}

// fsRemoves returns the files c deletes or renames away: the operands of
// a command whose spec says it removes them (rm, shred, rmdir, trash-put),
// the paths an interpreter's code deletes, mv's sources. It is worked out
// once a check (fsRemovesOf); the list is the command's, as fsWrites' is.
func fsRemoves(c *Command) []Word {
	return kept(c, factRemoves, func(f *commandFacts) *[]Word { return &f.removes }, "removed files",
		func() []Word { return slices.Clip(fsRemovesOf(c)) })
}

// fsRemovesOf is fsRemoves worked out.
func fsRemovesOf(c *Command) []Word {
	if s, p := removerOf(c); s != nil {
		return p.operands
	}
	if deleted, _ := archiveDeleted(c); len(deleted) > 0 {
		return deleted // tar --remove-files, zip -m
	}
	name := c.Name
	switch l := cmdInterpLang(c); l {
	case "", "awk", "jq":
	default:
		name = "code" // every interpreter, and the tools' subcommands that are one (wp eval, rails runner)
	}
	switch name {
	case "code", "deno", "bun":
		// os.remove("/etc/passwd"), fs.unlinkSync(…), File.delete(…),
		// Lua's os.remove, R's file.remove, Julia's rm, Tcl's file
		// delete in -c code or a heredoc-fed program: the absolute and
		// home paths among its strings.
		lang, code, ok := interpCode(c)
		if !ok || !fsScriptUnlink.get().MatchString(code) {
			return nil
		}
		if lang == "perl" {
			code = perlQuoteWords(code) // unlink qw(/etc/hosts /etc/fstab)
		}
		code, args := scriptArgvCode(c, lang, code)
		var out []Word
		for _, m := range fsScriptString.get().FindAllStringSubmatch(code, 32) {
			if w, ok := scriptArgvWord(m[1]+m[2], args); ok {
				out = append(out, w) // os.remove(sys.argv[1])
			} else if v := m[1] + m[2]; strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~/") || isWin(c.Grammar) && drivePath(v) {
				out = append(out, Word{Value: v, Literal: !strings.HasPrefix(v, "~")})
			}
		}
		for _, v := range scriptHomePaths(code) {
			out = append(out, Word{Value: v}) // unlink(getenv("HOME")."/x")
		}
		for _, m := range fsScriptEntryPath.get().FindAllStringSubmatch(code, 8) {
			if dir := strings.TrimRight(strings.Join(m[1:], ""), "/"); dir != "" {
				out = append(out, Word{Value: dir + "/*", Literal: !strings.HasPrefix(dir, "~")})
			}
		}
		return out
	case "mv":
		p := copyArgs(c)
		ops := p.operands
		if _, ok := p.copyTarget(); ok {
			return ops
		}
		if len(ops) > 1 {
			return ops[:len(ops)-1]
		}
	}
	return nil
}

// etcLeftovers end the names of the copies a package manager or an
// editor leaves beside a configuration file (nginx.conf.dpkg-old,
// sshd_config.rpmsave, fstab~), besides copyExts (.bak, .orig, .old).
var etcLeftovers = []string{".dpkg-bak", ".dpkg-dist", ".dpkg-new", ".dpkg-old", ".dpkg-tmp", ".pacnew", ".pacsave", ".rpmnew", ".rpmorig", ".rpmsave", ".ucf-dist", ".ucf-old", "~"}

// etcSnippetDirs are the folders of /etc that hold the pieces a service
// reads beside its main file, each added or removed on its own: besides
// these names, any NAME.d, and systemd's NAME.wants and NAME.requires.
var etcSnippetDirs = set{"conf-available", "conf-enabled", "mods-available", "mods-enabled", "sites-available", "sites-enabled"}

// etcPiecesDirs are the folders of /etc, by path, where an administrator
// adds and removes files one by one and the system ships none it needs:
// the units of systemd's own (rm /etc/systemd/system/myapp.service
// uninstalls a service) and apt's keys of added sources.
var etcPiecesDirs = set{"/etc/apt/keyrings", "/etc/systemd/system", "/etc/systemd/user"}

// etcRebuilt are the files of /etc the system makes again when they are
// missing, which image builds delete so that each machine makes its own:
// the machine ID (machine-id(5): systemd-machine-id-setup writes a new
// one at boot), the dynamic linker's cache (ldconfig(8) rebuilds it; ld.so
// searches the directories without it), the hardware clock's drift file
// (adjtime_config(5): hwclock writes it; without it the clock is UTC).
var etcRebuilt = set{"/etc/adjtime", "/etc/ld.so.cache", "/etc/machine-id"}

// etcConfigDeleted reports whether c deletes (not renames: mv keeps it)
// p, one file of /etc named by itself (a pattern is fsSystemFiles'):
// a service's or the system's settings file (/etc/nginx/nginx.conf,
// /etc/ssh/sshd_config), which the service needs to start and nothing
// makes again. Not a leftover copy (etcLeftovers, copyExts), a snippet
// of a folder of pieces (conf.d/*.conf, sites-enabled/default,
// etcPiecesDirs), nor a file another command of the same input writes,
// before or after (a file it made, or replaces).
func etcConfigDeleted(ctx *Context, c *Command, p string) bool {
	if c.Name == "mv" || !fsEtcFiles(p) || strings.ContainsAny(p, "*?[") || strings.Count(p, "/") < 2 {
		return false
	}
	if _, own := selfFile(ctx.Env, p); own {
		return false // the guard's own configuration: self.config says more
	}
	base := strings.ToLower(path.Base(p))
	if copyExts.has(path.Ext(base)) || slices.ContainsFunc(etcLeftovers, func(s string) bool { return strings.HasSuffix(base, s) }) {
		return false
	}
	for _, dir := range strings.Split(path.Dir(p), "/") {
		if strings.HasSuffix(dir, ".d") || strings.HasSuffix(dir, ".wants") || strings.HasSuffix(dir, ".requires") || etcSnippetDirs.has(dir) {
			return false
		}
	}
	if etcPiecesDirs.has(path.Dir(p)) || etcRebuilt.has(p) {
		return false
	}
	if ctx.Input != nil {
		// Another command's write of the file (not c's own
		// redirection, made before it deletes; not an edit in place
		// of what is gone: sed -i reads the file first).
		for _, x := range ctx.Input.Commands {
			if x == c || editsInPlace(x.Name, x.Args) {
				continue
			}
			made := fsWrites(x)
			if x.Name == "touch" {
				made = x.Args // touch /etc/x.conf: a file it made, when it was none
			}
			for _, w := range made {
				if q, ok := fsPath(ctx.Env, w); ok && q == p {
					return false
				}
			}
		}
	}
	return true
}

func fsOverwrite(ctx *Context, c *Command) []Finding {
	const fix = "do not edit account, sudo, PAM or boot files from an agent; ask a human, or use the tool made for it (`useradd`, `visudo -c`)"
	check := func(ws []Word, verb string) []Finding {
		for _, w := range ws {
			p, ok := fsPath(ctx.Env, w)
			shown := p
			if !ok {
				// /boot/initramfs-$(uname -r).img: a name only known at
				// run time, in a directory known before.
				p, ok = fsKnownParent(w)
				shown = w.Value
			}
			if ok && fsCritical(p) {
				return []Finding{finding("fs.overwrite-system", c, verb+" "+shown+" can lock every user out or leave the machine unbootable", fix)}
			}
		}
		return nil
	}
	if f := check(fsWrites(c), "writing"); f != nil {
		return f
	}
	// A system program that is one of the guard's own files (/bin/sh) or
	// takes a core tool's name (shadowedTool) is self.config's.
	sysProgram := func(p string) bool {
		_, self := selfFile(ctx.Env, p)
		return !self && fsSystemProgram(p)
	}
	removes := fsRemoves(c) // read once: a spec search, or a script's code
	if f := check(removes, "deleting"); f != nil {
		return f
	}
	for _, w := range removes {
		if p, ok := fsPath(ctx.Env, w); ok && (p == "/etc/hosts" || fsSystemFiles(p) || sysProgram(p)) {
			return []Finding{finding("fs.rm-system", c, "deleting "+p+" removes files the system needs to run or boot",
				"delete only files your own tool installed, by name, e.g. `rm /usr/local/bin/mytool`")}
		}
		if p, ok := fsPath(ctx.Env, w); ok && etcConfigDeleted(ctx, c, p) {
			return []Finding{finding("fs.rm-system", c, "deleting "+p+" leaves the system or a service without its settings, which nothing rebuilds",
				"leave the file as it is and ask a human; to change one setting, edit only its line; to turn off what you added, delete only your own snippet, e.g. `rm /etc/nginx/conf.d/myapp.conf`")}
		}
	}
	replaced := fsReplaces(c)
	if editsInPlace(c.Name, c.Args) {
		// sed -i, perl -pi: text substituted in a program or library
		// breaks it as writing over it does (the /etc/hosts check
		// below is for a whole file replaced, not an edit of a line).
		for _, w := range fsWrites(c) {
			if p, ok := fsPath(ctx.Env, w); ok && sysProgram(p) && shadowedTool(p) == "" {
				replaced = append(replaced, w)
			}
		}
	}
	for _, w := range replaced {
		p, ok := fsPath(ctx.Env, w)
		if !ok {
			continue
		}
		if p == "/etc/hosts" {
			return []Finding{finding("fs.overwrite-system", c, "writing over /etc/hosts drops localhost and every name the machine was given there",
				"add a line instead of replacing the file: `echo '127.0.0.1 app.local' | sudo tee -a /etc/hosts`")}
		}
		for _, q := range fsCopiedInto(c, p) {
			if sysProgram(q) && shadowedTool(q) == "" {
				return []Finding{finding("fs.overwrite-system", c, "writing over "+q+" replaces a program or library of the system's own, which every later command, login or service that uses it runs, and its package no longer matches",
					"install your build under its own name outside the system's directories (`install -m 755 ./build/tool /usr/local/bin/tool`, or ~/.local/bin), or run it by its path; change the system's programs with its package manager")}
			}
		}
	}
	return fsCredentials(ctx, c)
}

// fsBinDirs are the directories of the system's own programs, which its
// package manager fills: not /usr/local/bin, /opt/NAME/bin nor
// ~/.local/bin, where a program of one's own is installed.
var fsBinDirs = set{"/bin", "/sbin", "/usr/bin", "/usr/games", "/usr/sbin"}

// fsSystemDaemons are programs of the system's own that boots, logins
// and services run by their paths, which no command line of an agent's
// names: a replaced one runs as root at the next login or start.
var fsSystemDaemons = set{"agetty", "chpasswd", "cron", "crond", "dbus-daemon", "getty", "init", "login", "nologin", "polkitd", "sshd", "sulogin", "systemd", "udevd", "unix_chkpwd"}

// fsLibDirs are the directories of the system's own shared libraries,
// its architecture's below them (/usr/lib/x86_64-linux-gnu) among them.
var fsLibDirs = set{"/lib", "/lib32", "/lib64", "/libx32", "/usr/lib", "/usr/lib32", "/usr/lib64", "/usr/libx32"}

// fsSystemProgram reports whether p is a program or a shared library of
// the system's own: a file directly in a directory of fsBinDirs that is
// there now, or named as a command the guard knows (/usr/bin/ls,
// /usr/sbin/sshd, /bin/login), or a shared library (lib*.so*, the
// dynamic loader ld-*.so*) in a library directory (fsLibDirs, or its
// architecture's: /lib/x86_64-linux-gnu) there now or one of
// fsCoreLibs. A new name of one's own there is not (/usr/bin/mytool-dev,
// /usr/lib/libmylib.so when no such file is there).
func fsSystemProgram(p string) bool {
	dir, base := path.Split(p)
	dir = path.Clean(dir)
	if base == "" || strings.ContainsAny(base, "*?[") {
		return false
	}
	if fsBinDirs.has(dir) {
		return exists(p) || knownCommand(base) || fsSystemDaemons.has(base)
	}
	if !fsLibDirs.has(dir) && !(fsLibDirs.has(path.Dir(dir)) && strings.Contains(path.Base(dir), "-linux-")) {
		return false
	}
	if !(strings.HasPrefix(base, "lib") || strings.HasPrefix(base, "ld-")) || !(strings.HasSuffix(base, ".so") || strings.Contains(base, ".so.")) {
		return false
	}
	name, _, _ := strings.Cut(base, ".so")
	return exists(p) || fsCoreLibs.has(name) || strings.HasPrefix(name, "ld-") || strings.HasPrefix(name, "libnss_")
}

// fsCoreLibs are the shared libraries, by name before .so, that nearly
// every program, login or service of the system loads, whether or not
// this machine has the file now: the C library and its parts, PAM, the
// name service's, the C++ and compiler runtimes, TLS and compression.
// A new library of one's own in a library directory (libmylib.so) is
// loaded by no program of the system's.
var fsCoreLibs = set{"libaudit", "libc", "libcrypt", "libcrypto", "libdl", "libgcc_s", "libm", "libpam", "libpthread", "libresolv", "librt", "libselinux", "libssl", "libstdc++", "libsystemd", "libutil", "libz"}

// knownCommand reports whether name is a command that some spec
// describes.
func knownCommand(name string) bool {
	found := false
	eachExactEntry(name, func(*spec, string) { found = true })
	return found
}

// fsCopiedInto returns the files c writes when it writes p: p itself,
// or, when p is a directory of the system's programs or libraries that
// cp, mv, install or ln copy into (cp ./ls /usr/bin/, install -t
// /usr/sbin x), each source's name there.
func fsCopiedInto(c *Command, p string) []string {
	out := []string{p}
	if !fsBinDirs.has(p) && !fsLibDirs.has(p) {
		return out
	}
	switch c.Name {
	case "cp", "mv", "install", "ln":
	default:
		return out
	}
	ca := copyArgs(c)
	srcs := ca.operands
	if _, ok := ca.copyTarget(); !ok {
		if len(srcs) < 2 {
			return out
		}
		srcs = srcs[:len(srcs)-1]
	}
	for _, s := range srcs {
		if b := path.Base(strings.TrimRight(s.Value, "/")); s.Literal && b != "." && b != "/" {
			out = append(out, path.Join(p, b))
		}
	}
	return out
}

// fsReplaces returns the files c writes over as a whole, not adding to
// them: > and &> redirections, tee without -a, a download's file
// (spec.writesOpts), and the destinations of
// cp, mv, install, ln, rsync, dd and truncate.
func fsReplaces(c *Command) []Word {
	out := append(overRedirected(c), teeOverwrites(c)...)
	switch c.Name {
	case "cp", "mv", "install", "ln", "rsync", "dd", "truncate":
		if c.Name == "ln" && !lnReplaces(c) {
			break // ln -s A ~/.vimrc fails when ~/.vimrc is there
		}
		if noClobber(c) {
			break // cp -n A ~/.vimrc, rsync --ignore-existing: a file that is there is left as it is
		}
		plain := *c
		plain.Redirs = nil
		out = append(out, fsWrites(&plain)...)
	case "sed", "gsed":
		out = append(out, sedEmptied(c)...) // sed -i d FILE
	case "awk", "gawk", "mawk", "nawk":
		out = append(out, awkReplaced(c.Args, false)...) // awk '{print > "FILE"}'
		out = append(out, awkInplaceEmptied(c.Args)...)  // gawk -i inplace 0 FILE
	default:
		if does(c, c.Name, roleCompiles) {
			plain := *c
			plain.Redirs = nil
			out = append(out, fsWrites(&plain)...) // gcc -o FILE: the program built replaces FILE
			break
		}
		out = append(out, fsScriptReplaces(c)...)  // python -c "open('/etc/hosts', 'w').write(…)"
		out = append(out, lineEditorEmptied(c)...) // perl -ni -e '' FILE
		out = append(out, editorEmptied(c)...)     // ex -sc '%d|x' FILE
	}
	if s, p := fetchSpec(c); s != nil {
		out = append(out, p.valueWords(s.extra().writesOpts)...) // curl -o F, wget -O F: F is what was fetched
	}
	return out
}

// sedEmptied returns the files sed, editing them in place (-i,
// --in-place), leaves empty: its script deletes every line (d, 1,$d,
// /^/d, /.*/d) or, with -n, prints none.
func sedEmptied(c *Command) []Word {
	p := parseArgs(&sedArgs, c.Args)
	if p.has("-f", "--file") {
		return nil // the script is in a file
	}
	quiet := p.has("-n", "--quiet", "--silent")
	scripts, files := p.values("-e", "--expression"), p.operands
	if len(scripts) == 0 {
		if len(files) > 2 && files[0].Value == "" && files[0].Literal {
			files = files[1:] // BSD sed -i '' SCRIPT FILE: the backup suffix (GNU's empty script before one file)
		}
		if len(files) == 0 {
			return nil
		}
		scripts, files = []string{files[0].Value}, files[1:]
	}
	if !inPlace(p) || len(files) == 0 {
		return nil
	}
	script := strings.Join(scripts, "\n")
	if quiet && !strings.ContainsAny(script, "pPlw=aic") {
		return files // sed -n -i '' FILE: prints nothing back
	}
	for line := range strings.FieldsFuncSeq(script, func(r rune) bool { return r == '\n' || r == ';' }) {
		if addr, ok := strings.CutSuffix(strings.TrimSpace(line), "d"); ok && sedEveryLine.has(strings.TrimSpace(addr)) {
			return files
		}
	}
	if blanksEveryLine(script) {
		return files // sed -i 's/.*//' FILE: every line left empty
	}
	return nil
}

// blanksEveryLine reports whether an editing script is one substitution
// that replaces the whole of every line with nothing: s/.*//, s/^.*$//g,
// s|.*||, with any delimiter and flags (sed's, perl's).
func blanksEveryLine(script string) bool {
	script = strings.TrimSpace(script)
	if len(script) < 4 || script[0] != 's' {
		return false
	}
	parts := strings.Split(script[2:], script[1:2])
	if len(parts) != 3 || parts[1] != "" || strings.Trim(parts[2], "gimsx") != "" {
		return false
	}
	switch parts[0] {
	case ".*", "^.*", ".*$", "^.*$", "^.*\n", ".*\n", "^.*\n?", "[^\n]*":
		return true
	}
	return false
}

// lineEditorEmptied returns the files a line-by-line script language
// (perl, ruby) editing them in place (-i) leaves empty: with -n, a
// program that never prints (perl -ni -e 1; print under a condition,
// perl -ni -e 'print if /x/', may keep lines: not counted), with -p a
// substitution that blanks every line (blanksEveryLine) or $_ set to
// nothing (lineVarBlanked).
func lineEditorEmptied(c *Command) []Word {
	s := interpSpec(c.Name)
	if s == nil || s.extra().prog != "perl" && s.extra().prog != "ruby" {
		return nil
	}
	p := parseArgs(s, c.Args)
	if !p.has("-i") {
		return nil
	}
	code := p.valuesOf(s.codeOpts)
	if len(code) == 0 || len(p.operands) == 0 {
		return nil
	}
	script := strings.Join(code, ";")
	switch {
	case p.has("-p"):
		if blanksEveryLine(script) || lineVarBlanked.get().MatchString(script) {
			return p.operands
		}
	case p.has("-n"):
		if !lineEditorPrints.get().MatchString(script) {
			return p.operands
		}
	}
	return nil
}

// lineVarBlanked matches a -p program that sets the line it prints back
// to nothing, whatever it read: $_ = "" (or an empty string in single
// quotes), $_ = q(), undef $_, $_ = undef (perl's and ruby's $_), or
// ruby's String methods that empty it in place ($_.clear,
// $_.replace("")), alone.
var lineVarBlanked = &lazyRegexp{expr: `^\s*(?:\$_\s*=\s*(?:""|''|q\(\)|q\{\}|undef|nil)|undef\s*\$_|\$_\.(?:clear|replace\s*\(?\s*(?:""|'')\s*\)?))\s*;?\s*$`}

// lineEditorPrints matches a perl or ruby program's way of writing a line
// back: print, say, printf, puts, p, write, syswrite, $stdout, STDOUT.
var lineEditorPrints = &lazyRegexp{expr: `\b(print|printf|say|puts|p|write|syswrite|putc|display)\b|\$stdout|STDOUT|\$>`}

// sedEveryLine are the addresses that match every line of a file.
var sedEveryLine = set{"", "/$/", "/.*$/", "/.*/", "/^.*$/", "/^.*/", "/^/", "0,$", "1,$"}

// fsCredentialDirs are the directories under home that hold keys and
// credentials as a whole, written in lower case: ~/.android (the
// keystores apps are signed with, adb's key), the macOS keychains, the
// GNOME keyrings, Windows' credential manager and the DPAPI master keys
// (AppData\Roaming\Microsoft\Protect) that decrypt what it keeps; and
// the folders of wallet tools whose configuration is the wallet's keypair
// (Solana's id.json).
var fsCredentialDirs = set{
	".android", ".aws", ".azure", ".config/gcloud", ".config/gh", ".config/solana", ".docker", ".gnupg", ".kube",
	".local/share/keyrings", ".oci", ".password-store", ".solana", ".ssh", "appdata/local/microsoft/credentials",
	"appdata/roaming/microsoft/credentials", "appdata/roaming/microsoft/protect", "library/keychains",
}

// homeCredential reports whether rel, a clean path relative to the home
// directory, is a private key, a credential file, one of the credential
// directories, or a directory holding one that exists (exists(rel)).
func homeCredential(rel string, exists func(rel string) bool) bool {
	if rel == "" || rel == "." {
		return false
	}
	switch credPathRule("/home/u/" + rel) {
	case "cred.private-key", "cred.cloud-file":
		return true
	}
	rel = strings.ToLower(rel) // ~/Library/Keychains, %USERPROFILE%\AppData\Roaming\Microsoft\Protect
	for _, dir := range fsCredentialDirs {
		if dir == rel {
			return true
		}
		if fsUnder(dir, rel) && exists(dir) {
			return true
		}
	}
	return keyStoreDir(rel)
}

// keyStoreDir reports whether rel, a clean lower-case path relative to the
// home directory, is in a tool's own folder (~/.foundry, ~/.ethereum,
// AppData\Roaming\Electrum) and in or at a folder whose name says it keeps
// keys (keystores, keys, wallets, keypairs): a wallet's or signer's keys,
// which no one can restore, whatever the tool. Caches and installed
// packages keep no one's keys.
func keyStoreDir(rel string) bool {
	if !toolFolder(rel) {
		return false
	}
	for seg := range strings.SplitSeq(rel, "/") {
		if seg == "node_modules" || seg == ".cache" || seg == "cache" || seg == "caches" || seg == "extensions" {
			return false
		}
		for w := range nameWordSeq(seg) {
			if keyStoreWords.has(w) {
				return true
			}
		}
	}
	return false
}

// keyStoreWords name a folder of keys: keystores (geth's and foundry's
// keystore, Java's), wallets (Electrum's, Bitcoin Core's), keypairs and
// keys (a validator's, Tor's onion service keys, NEAR's
// ~/.near-credentials).
var keyStoreWords = set{"credentials", "keypair", "keypairs", "keys", "keystore", "keystores", "wallet", "wallets"}

// fsCredentials refuses destroying the user's keys and credentials, which
// no one can restore (a private key, ~/.aws/credentials, a whole ~/.ssh or
// a directory holding one: deleted, moved away or written over), and
// writing ~/.ssh/authorized_keys, which lets someone log in. Only the
// home directory's are protected, outside the project: a project's own
// .npmrc or test keys are the project's business, as are .env files.
func fsCredentials(ctx *Context, c *Command) []Finding {
	home := ctx.Env.Home
	if home == "" || home == "/" {
		return nil
	}
	project := ctx.Env.Project
	protected := func(p string) bool { return homeCredentialAt(ctx.Env, p) }
	removed := fsRemoves(c)
	if c.Name == "find" && fsFindDeletes(c) {
		removed = findStarts(c.Args) // find ~/.ssh -delete: what it finds there, the keys among it
	}
	for _, w := range removed {
		if p, ok := fsPath(ctx.Env, w); ok && protected(p) {
			return []Finding{finding("fs.credentials", c, "deleting or moving "+p+" destroys keys or credentials no one can restore", fsCredentialsFix)}
		}
	}
	for _, w := range fsWrites(c) {
		p, ok := fsPath(ctx.Env, w)
		if !ok {
			continue
		}
		if (path.Base(p) == "authorized_keys" || path.Base(p) == "authorized_keys2") && path.Base(path.Dir(p)) == ".ssh" && !(project != "" && project != home && fsUnder(p, project)) {
			return []Finding{finding("fs.credentials", c, "writing "+p+" lets whoever holds the key log in to this machine", "do not grant logins from an agent; ask a human to add the key")}
		}
		if !protected(p) || credPathRule(p) == "" {
			continue
		}
		// Only an overwrite destroys; emptying it has no other use (:
		// > ~/.aws/credentials), so it is refused there or not.
		if fi, err := os.Lstat(p); err == nil && !fi.IsDir() || err != nil && (fsEmpties(c) || answersYes(c) || overwriteForced(c)) {
			return []Finding{finding("fs.credentials", c, "writing over "+p+" destroys the key or credentials in it", fsCredentialsFix)}
		}
	}
	return nil
}

const fsCredentialsFix = "leave keys and credential files as they are; to use another key make a new one beside it (`ssh-keygen -t ed25519 -f ~/.ssh/id_agent`), and ask a human to retire the old one"

// homeCredentialAt reports whether p, an absolute path, is one of the
// user's keys or credentials under home (homeCredential), outside the
// project: a project's own test keys are its business.
func homeCredentialAt(env *Env, p string) bool {
	home, project := env.Home, env.Project
	if home == "" || home == "/" || p == home || !fsUnder(p, home) || project != "" && project != home && fsUnder(p, project) {
		return false
	}
	return homeCredential(strings.TrimPrefix(p, home+"/"), func(rel string) bool {
		_, err := os.Lstat(home + "/" + rel)
		return err == nil
	})
}

// overwriteForced reports whether c is a key generator that writes its
// file only over nothing unless told --force, and was told it
// (solana-keygen new --force -o ~/.config/solana/id.json): fsWritesOf
// lists its file only then, so the file it writes is one it replaces.
func overwriteForced(c *Command) bool {
	return c.Name == "solana-keygen" && len(fsWritesOf(c)) > 0
}

// answersYes reports whether c is told yes to the question a program
// asks before it writes over a file (Overwrite (y/n)?) or makes a change
// (answered.go): yes piped into it (yes n says no), or standard input
// known to start with y (<<< y, echo y |). It was told so because the
// file is there.
func answersYes(c *Command) bool {
	if c.Stdin != nil {
		return strings.HasPrefix(strings.ToLower(strings.TrimSpace(*c.Stdin)), "y")
	}
	return slices.ContainsFunc(c.Feeds, func(f *Command) bool {
		return f.Name == "yes" && (len(f.Args) == 0 || strings.HasPrefix(strings.ToLower(f.Args[0].Value), "y"))
	})
}

// blankText reports whether v, echo's or printf's text, prints only
// blanks: spaces, tabs, newlines and their escapes \n, \t, \r.
func blankText(v string) bool {
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == ' ' || v[i] == '\t' || v[i] == '\n':
		case v[i] == '\\' && i+1 < len(v) && (v[i+1] == 'n' || v[i+1] == 't' || v[i+1] == 'r'):
			i++
		default:
			return false
		}
	}
	return true
}

// fsEmpties reports whether c leaves the files it writes empty or blank:
// a redirection (>, not >>) of nothing or of a command that prints no
// more than blanks (: > f, > f, true > f, cat /dev/null > f, echo > f,
// echo "" > f, echo -n > f, printf of a format of blanks and \n),
// truncate to size 0, a copy of /dev/null, dd from /dev/null or
// /dev/zero, tee given nothing to copy (tee f < /dev/null, true | tee
// f). A key or credential file left so holds nothing any more.
func fsEmpties(c *Command) bool {
	empty := func(v string) bool { return v == "/dev/null" || v == "/dev/zero" }
	switch c.Name {
	case "", ":", "true", "false", "cat", "printf", "echo":
		if !printsBlank(c) {
			return false
		}
		if c.Name == "printf" && len(c.Args) == 0 {
			return true
		}
		for _, r := range c.Redirs {
			if r.Op == ">" || r.Op == ">|" || r.Op == "&>" {
				return true
			}
		}
	case "tee":
		for _, r := range c.Redirs {
			if r.Op == "<" && empty(r.Target.Value) {
				return true
			}
		}
		if c.Stdin != nil {
			return blankText(*c.Stdin)
		}
		return len(c.Feeds) == 1 && printsBlank(c.Feeds[0])
	case "truncate":
		p := parseArgs(&truncateSpec, c.Args)
		for _, v := range p.values("-s", "--size") {
			if strings.TrimLeft(v, "0") == "" {
				return true
			}
		}
	case "cp", "install":
		ops := copyArgs(c).operands
		return len(ops) == 2 && empty(ops[0].Value)
	case "ln":
		// ln -sf /dev/null FILE: the file replaced by a link to nothing.
		ops := copyArgs(c).operands
		return lnReplaces(c) && len(ops) == 2 && empty(ops[0].Value)
	case "sed", "gsed":
		return len(sedEmptied(c)) > 0
	case "awk", "gawk", "mawk", "nawk":
		return len(awkReplaced(c.Args, true)) > 0 || len(awkInplaceEmptied(c.Args)) > 0
	default:
		if len(lineEditorEmptied(c)) > 0 || len(editorEmptied(c)) > 0 {
			return true
		}
	case "dd":
		for _, a := range c.Args {
			if v, ok := strings.CutPrefix(a.Value, "if="); ok {
				return empty(v)
			}
		}
	}
	return false
}

// printsBlank reports whether c, one of :, true, false, cat, printf and
// echo (or no command, > f), prints no more than blanks: cat only of
// /dev/null, echo and printf only of blanks.
func printsBlank(c *Command) bool {
	switch c.Name {
	case "", ":", "true", "false", "cat", "printf", "echo":
	default:
		return false
	}
	for i, a := range c.Args {
		switch {
		case c.Name == "cat" && (a.Value == "/dev/null" || a.Value == "/dev/zero"):
		case c.Name == "printf" && len(c.Args) == 1 && a.Literal && blankText(a.Value):
		case c.Name == "echo" && a.Literal && (blankText(a.Value) || i == 0 && (a.Value == "-n" || a.Value == "-e" || a.Value == "-ne" || a.Value == "-en")):
		default:
			return false
		}
	}
	return c.Name != "cat" || len(c.Args) > 0 // cat > f writes its standard input
}

// lnReplaces reports whether ln removes what is at its destination
// before linking: only told to (-f, --force), and not keeping a backup
// of it (-b, --backup); otherwise an existing file stops it.
func lnReplaces(c *Command) bool {
	return copyArgs(c).has("-f", "--force") && !keepsBackup(c, c.Assigns)
}

// keepsBackup reports whether c, cp, mv, install or ln, keeps a file it
// replaces beside it as a backup (~/.vimrc~, ~/.vimrc.~1~): -b or
// --backup (or an abbreviation, --ba), unless its control, the last
// --backup's value or else VERSION_CONTROL's last value in assigns (the
// assignments in effect), makes none (backupOff).
func keepsBackup(c *Command, assigns []string) bool {
	p := copyArgs(c)
	asked, control, literal := false, "", true
	for _, a := range assigns {
		if v, ok := strings.CutPrefix(a, "VERSION_CONTROL="); ok {
			control = strings.Trim(v, `"'`)
			literal = !strings.ContainsAny(control, "$`")
		}
	}
	for _, o := range p.opts {
		if o.name == "-b" || fsLongOpt(o.name, "--backup", 4) {
			asked = true
			if o.hasValue && o.value != "" {
				control, literal = o.value, o.literal
			}
		}
	}
	return asked && !backupOff(control, literal)
}

// backupRemoved reports whether a command after c in the input deletes
// a backup c, keeping one (keepsBackup), makes of one of dests, the files
// it replaces: FILE~, FILE.~N~ (numbered) or FILE with c's suffix (-S,
// --suffix, else SIMPLE_BACKUP_SUFFIX among assigns), by its name or by
// a pattern that matches it (cp -b a ~/.vimrc && rm ~/.vimrc~, cp
// --backup=numbered …; rm ~/*.~1~): the backup made and then gone keeps
// nothing. A move of the backup keeps it elsewhere.
func backupRemoved(ctx *Context, c *Command, dests []Word, assigns []string) bool {
	if ctx == nil || ctx.Input == nil || ctx.Env == nil || len(dests) == 0 {
		return false
	}
	suffix := "~"
	for _, a := range assigns {
		if v, ok := strings.CutPrefix(a, "SIMPLE_BACKUP_SUFFIX="); ok && v != "" {
			suffix = strings.Trim(v, `"'`)
		}
	}
	if w, ok := copyArgs(c).valueWord("-S", "--suffix"); ok && w.Value != "" {
		suffix = w.Value
	}
	var backups []string
	for _, d := range dests {
		if p, ok := fsPath(ctx.Env, d); ok && !strings.HasSuffix(d.Value, "/") {
			backups = append(backups, p)
		}
	}
	if len(backups) == 0 {
		return false
	}
	removers := ctx.commandsWhere("input.removers", func(x *Command) bool { return x.Name != "mv" && len(fsRemoves(x)) > 0 })
	for _, x := range removers {
		if x == c || !ctx.before(c, x) {
			continue
		}
		for _, w := range fsRemoves(x) {
			p, ok := fsPath(ctx.Env, w)
			if !ok {
				continue
			}
			for _, b := range backups {
				if p == b+suffix || strings.HasPrefix(p, b+".~") && strings.HasSuffix(p, "~") && !strings.ContainsAny(p, "*?[") {
					return true
				}
				for _, name := range []string{b + suffix, b + ".~1~"} {
					if m, _ := path.Match(p, name); m {
						return true
					}
				}
			}
		}
	}
	return false
}

// backupOff reports whether a backup control (--backup=CONTROL,
// VERSION_CONTROL) makes no backup: none or off, or an abbreviation of
// one, as coreutils' argmatch accepts it (--backup=no, =o); one only
// known at run time (--backup=$V), the worst reading.
func backupOff(control string, literal bool) bool {
	return !literal || control != "" && (strings.HasPrefix("none", control) || strings.HasPrefix("off", control))
}

// noClobber reports whether c, cp, mv or rsync, is told to leave a
// destination that is there as it is: cp and mv -n (--no-clobber), or
// the last --update (or -u) none or none-fail (coreutils 9.5), rsync
// --ignore-existing. A -f, -i or --remove-destination beside it may
// undo it (mv's last of -f, -i and -n wins), the worse reading: it
// writes over. Long options count by the abbreviations getopt_long
// accepts (--forc, --upd=all).
func noClobber(c *Command) bool {
	p := copyArgs(c)
	switch c.Name {
	case "cp", "mv":
		n, updateNone, undone := false, false, false
		for _, o := range p.opts {
			switch {
			case o.name == "-n" || fsLongOpt(o.name, "--no-clobber", 6):
				n = true // before or after it, -n wins over --update
			case o.name == "-u" || fsLongOpt(o.name, "--update", 3):
				updateNone = o.hasValue && o.literal && (o.value == "none" || o.value == "none-fail")
			case o.name == "-f" || o.name == "-i" || fsLongOpt(o.name, "--force", 3) || fsLongOpt(o.name, "--interactive", 3) || fsLongOpt(o.name, "--remove-destination", 4):
				undone = true
			}
		}
		return (n || updateNone) && !undone
	case "rsync":
		return p.has("--ignore-existing")
	}
	return false
}

// perlQuoteWord matches Perl's quote-words list, qw(…) (or with [ ], {
// }, < > or / / around it): a list of the words between, each a string.
var perlQuoteWord = &lazyRegexp{expr: `\bqw\s*(?:\(([^)]*)\)|\[([^\]]*)\]|\{([^}]*)\}|<([^>]*)>|/([^/]*)/)`, words: []string{"qw"}}

// perlQuoteWords returns Perl code with each qw list written as the list
// of quoted strings it is (qw(a b) is ("a", "b")), so that the paths it
// names are strings as the script rules read them.
func perlQuoteWords(code string) string {
	if !strings.Contains(code, "qw") {
		return code
	}
	return perlQuoteWord.get().ReplaceAllStringFunc(code, func(m string) string {
		sub := perlQuoteWord.get().FindStringSubmatch(m)
		words := strings.Fields(strings.Join(sub[1:], ""))
		for i, w := range words {
			words[i] = strconv.Quote(w)
		}
		return "(" + strings.Join(words, ", ") + ")"
	})
}

// fsScriptDelete matches the recursive deletes of the script languages.
var fsScriptDelete = &lazyRegexp{expr: `\brmtree\b|rm_rf|rm_r\b|rmSync\(|rimraf|remove_tree|rmdir(?:Sync)?\(.*recursive|FileUtils\.(?:rm|remove_dir|remove_entry)|Deno\.remove(?:Sync)?\(.*recursive|` +
	// R's unlink(…, recursive = TRUE), Julia's rm(…; recursive=true),
	// Node's fs.rm and fs.promises.rm(…, {recursive: true}), Tcl's
	// file delete -force.
	`\b(?:unlink|rm)\(.*recursive\s*[=:]\s*(?:TRUE|true|T)\b|\bfile\s+delete\s+-force\b|` +
	`(?:^|[\s{;(]|project\.)delete\s*\(?\s*(?:["']|System\.)|deleteRecursively\(|deleteDir\(|FileUtils\.deleteDirectory\(|` +
	// Go's os.RemoveAll, Rust's std::fs::remove_dir_all, .NET's
	// Directory.Delete(path, true): a tree.
	`\bRemoveAll\(|\bremove_dir_all\(|\bDirectory\.Delete\(.*\btrue\b|` + // the last Gradle's and the JVM's (not File.delete, one file)
	// Swift's FileManager removeItem(at:/atPath:), Zig's std.fs
	// deleteTree and deleteTreeAbsolute, Nim's removeDir, V's
	// os.rmdir_all, Dart's Directory.delete(Sync)(recursive: true), D's
	// std.file.rmdirRecurse, Scala's os-lib os.remove.all: a tree.
	`\bremoveItem\(\s*at(?:Path)?\s*:|\bdeleteTree(?:Absolute)?\(|\bremoveDir\(|\brmdir_all\(|\.delete(?:Sync)?\(\s*recursive\s*:\s*true\b|\brmdirRecurse\(|\bos\.remove\.all\(`}

// fsScriptEntryPath matches a path code builds from a directory's
// literal and a name it holds, the directory captured: os.path.join(
// "/srv/data", f), f"/srv/data/{f}", `/srv/data/${f}`, "/srv/data/#{f}",
// "/srv/data/" + f, PHP's and Perl's "/srv/data/" . $f, Lua's
// "/srv/data/"..f, Path("/srv/data") / f. A delete of it in a loop over
// a listing deletes the directory's entries, as DIR/* names them.
var fsScriptEntryPath = &lazyRegexp{expr: `join\(\s*["'\x60]([/~][^"'\x60]*)["'\x60]\s*,\s*[A-Za-z_$]|` +
	`["'\x60]([/~][^"'\x60{}]*)/[$#]?\{[A-Za-z_][\w.]*\}["'\x60]|` +
	`["'\x60]([/~][^"'\x60]*)/["'\x60]\s*(?:\+|\.\.?)\s*[A-Za-z_$]|` +
	`Path\(\s*["']([/~][^"']*)["']\s*\)\s*/\s*[A-Za-z_]`}

// fsScriptWalk matches the script languages' walks of a whole tree from
// a literal root, the root captured: Python's os.walk('/srv') and
// Path('/srv').rglob(…), glob('/srv/**', recursive), Ruby's
// Dir.glob('/srv/**/*'), Node's readdirSync('/srv', {recursive: true}),
// Go's filepath.Walk("/srv", …) and WalkDir, Java's Files.walk(Paths.get("/srv")).
var fsScriptWalk = &lazyRegexp{expr: `\bos\.walk\(\s*r?['"]([/~][^'"]*)['"]|` +
	`Path\(\s*r?['"]([/~][^'"]*)['"]\s*\)\.rglob\(|` +
	`\b(?:glob\.i?glob|Dir\.glob|Dir\[)\(?\s*r?['"]([/~][^'"*]*?)/?\*\*|` +
	`readdirSync\(\s*['"]([/~][^'"]*)['"]\s*,\s*\{[^}]*recursive\s*:\s*true|` +
	`filepath\.Walk(?:Dir)?\(\s*"([/~][^"]*)"|` +
	`Files\.walk\(\s*(?:Paths\.get|Path\.of)\(\s*"([/~][^"]*)"`}

// fsScriptHomeWalk matches the walks of fsScriptWalk whose root is the
// home directory by the language's name for it (fsHomeExpr):
// Path.home().rglob('*'), os.walk(os.path.expanduser('~')),
// Files.walk(Paths.get(System.getProperty("user.home"))).
var fsScriptHomeWalk = &lazyRegexp{expr: fsHomeExpr + `\s*\.\s*rglob\(|` +
	`(?:\bos\.walk|filepath\.Walk(?:Dir)?|Files\.walk|readdirSync)\(\s*(?:(?:Paths\.get|Path\.of)\(\s*)?` + fsHomeExpr,
	words: []string{"readdirsync", "rglob", "walk"}}

// fsScriptUnlink matches the file deletes of the script languages
// (Java's Files.delete, and Files::delete, File::delete handed to forEach).
var fsScriptUnlink = &lazyRegexp{expr: `os\.(remove|unlink)(?:\(|\s*[,)])|\bmethod\(\s*:(?:delete|unlink)\s*\)|\.unlink(Sync)?\(|\bunlink\s*\(?|File\.(delete|unlink)\(?|\bFiles?(?:\.|::)delete(?:IfExists)?\b|FileUtils\.rm\b|Deno\.remove(Sync)?\(|os\.Remove\(|Path\([^)]*\)\.unlink\(|` +
	// R's file.remove, Julia's rm, Tcl's file delete, Elixir's File.rm,
	// Erlang's file:delete, Clojure's delete-file.
	`\bfile\.remove\(|(?:^|[\s;(])rm\(|\bfile\s+delete\b|File\.rm!?\(|\bfile:delete\(|\bdelete-file\b`}

// fsScriptWrites returns the absolute and home paths that python, perl,
// ruby, node or php code (-c, -e, or a program fed on standard input)
// writes by a literal: open('/etc/hosts', 'w'), fs.writeFileSync(…).
func fsScriptWrites(c *Command) []Word {
	return scriptWrites(c, true)
}

// fsScriptReplaces returns the files of fsScriptWrites that the code
// writes whole, as > does: code that never appends (fsScriptAppends),
// its changes of a file's mode or owner (os.chmod) left out, which keep
// the file's text.
func fsScriptReplaces(c *Command) []Word {
	if _, code, ok := interpCode(c); !ok || fsScriptAppends.get().MatchString(code) {
		return nil
	}
	return scriptWrites(c, false)
}

// scriptWrites is fsScriptWrites, with the files whose mode or owner the
// code changes where modes is set.
func scriptWrites(c *Command, modes bool) []Word {
	if cmdInterpLang(c) == "" {
		return nil
	}
	lang, code, ok := interpCode(c)
	if !ok {
		return nil
	}
	code, args := scriptArgvCode(c, lang, code)
	var out []Word
	mode := fsScriptWrite.get().SubexpIndex("mode")
	for _, m := range fsScriptWrite.get().FindAllStringSubmatch(code, 16) {
		for i, v := range m[1:] {
			if !modes && i+1 == mode {
				continue
			}
			if w, ok := scriptArgvWord(v, args); ok {
				out = append(out, w) // open(sys.argv[1], 'w')
			} else if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~/") {
				out = append(out, Word{Value: v, Literal: !strings.HasPrefix(v, "~")})
			}
		}
	}
	// A path built from home and written whole:
	// Path.home().joinpath('.bashrc').write_text(''), open(os.path.join(
	// os.path.expanduser('~'), '.zshrc'), 'w').
	if fsScriptHomeWrite.get().MatchString(code) {
		for _, v := range scriptHomePaths(code) {
			out = append(out, Word{Value: v})
		}
	}
	// A path built by an expression in the call: writeFileSync(
	// os.homedir()+'/.bashrc', ''), File.write(File.expand_path("~/x"), …).
	for _, m := range fsScriptWriteExpr.get().FindAllStringSubmatch(code, 16) {
		if v, ok := scriptPath(m[1]); ok && (strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~/")) {
			out = append(out, Word{Value: v, Literal: !strings.HasPrefix(v, "~")})
		}
	}
	// A file put in Python's own directories by their name in the site
	// and sysconfig modules (open(site.getsitepackages()[0] + '/x.pth',
	// 'w')): read as the system's site-packages, the worst of them.
	if strings.Contains(code, "write") {
		for _, m := range fsScriptSiteJoin.get().FindAllStringSubmatch(code, 8) {
			if v := strings.Trim(m[1], "/\\"); v != "" {
				out = append(out, Word{Value: "/usr/lib/python3/site-packages/" + v, Literal: true})
			}
		}
	}
	// A path first held in a variable (p = os.path.expanduser('~/x');
	// json.dump(d, open(p, 'w'))): the variable's value, where the code
	// built it from string literals and the home directory.
	var vars map[string]string
	mode = fsScriptWriteVar.get().SubexpIndex("mode")
	for _, m := range fsScriptWriteVar.get().FindAllStringSubmatch(code, 16) {
		if vars == nil {
			vars = scriptPathVars(code)
		}
		for i, name := range m[1:] {
			if !modes && i+1 == mode {
				continue
			}
			if v, ok := vars[name]; ok && name != "" {
				if w, ok := scriptArgvWord(v, args); ok {
					out = append(out, w) // p = sys.argv[1]; open(p, 'w')
				} else {
					out = append(out, Word{Value: v, Literal: !strings.HasPrefix(v, "~")})
				}
			}
		}
	}
	return out
}

// fsScriptSiteJoin matches a path a script builds from one of Python's
// package directories and a string literal, the literal captured:
// site.getsitepackages()[0] + '/x.pth', os.path.join(
// site.getusersitepackages(), 'x.pth'), Path(site.USER_SITE) / 'x.pth',
// sysconfig.get_paths()['purelib'] + '/x.pth'.
var fsScriptSiteJoin = &lazyRegexp{expr: `(?:site\.getsitepackages\(\)\s*\[\s*-?\d+\s*\]|site\.getusersitepackages\(\)|site\.USER_SITE|sysconfig\.get_paths\(\)\s*\[\s*["'](?:pure|plat)lib["']\s*\]|sysconfig\.get_path\(\s*["'](?:pure|plat)lib["']\s*\)|get_python_lib\(\))\s*\)?\s*(?:/|\+|,|\.joinpath\(|\.join\()\s*["']([^"']+)["']`}

// fsScriptHomeWrite matches a script writing a path it built from home
// (fsScriptHomeJoin) in place: …joinpath('.bashrc').write_text(, open(
// os.path.join(…, '.zshrc'), 'w'.
var fsScriptHomeWrite = &lazyRegexp{expr: `["']\s*\)?\s*\)\.write_(?:text|bytes)\(|["']\s*\)\s*,\s*["'][wx]b?\+?["']|["']\s*\)\s*\.write_(?:text|bytes)\(`}

// fsScriptWriteVar matches the file writes of the script languages whose
// path is a variable, captured: open(p, 'w'), fs.writeFileSync(p, …),
// File.write(p, …), file_put_contents($p, …), Path(p).write_text(…),
// p.write_text(…), perl's open(my $fh, '>', $p) and open(FH, ">$p").
var fsScriptWriteVar = &lazyRegexp{expr: `\bopen\(\s*\$?([A-Za-z_]\w*)\s*,\s*['"][^'"]*[wa+][^'"]*['"]|` +
	`(?:write|append)FileSync\(\s*([A-Za-z_]\w*)\s*[,)]|writeTextFile(?:Sync)?\(\s*([A-Za-z_]\w*)\s*[,)]|` +
	`File\.(?:write|binwrite|open)\(\s*([A-Za-z_]\w*)\s*,|file_put_contents\(\s*\$([A-Za-z_]\w*)\s*,|` +
	`Path\(\s*([A-Za-z_]\w*)\s*\)\.write_(?:text|bytes)\(|\b([A-Za-z_]\w*)\.write_(?:text|bytes)\(|` +
	`\b(?:chmod|chown|lchmod)(?:Sync)?\(\s*\$?(?P<mode>[A-Za-z_]\w*)\s*,|` +
	`\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*['"]\+?>>?['"]\s*,\s*\$([A-Za-z_]\w*)|\bopen\s*\(?\s*\w+\s*,\s*"\+?>>?\s*\$([A-Za-z_]\w*)"`}

// scriptPathAssign matches an assignment in a script language, the name
// and the expression captured: p = …, const p = …, my $p = …, $p = ….
var scriptPathAssign = &lazyRegexp{expr: `(?m)(?:^|[;{\s])(?:const\s+|let\s+|var\s+|my\s+)?\$?([A-Za-z_]\w*)\s*=\s*([^=;\n][^;\n]*)`}

// scriptPathVars returns the paths the code's variables hold, where an
// assignment builds one from string literals (joined by /, as
// os.path.join, path.join and pathlib's / do) and, in front, the
// language's name for the home directory (fsHomeExpr, expanduser('~')):
// p = Path.home() / '.claude' / 'settings.json' holds
// ~/.claude/settings.json; p = '.vscode/settings.json' a path under the
// working directory. A later assignment of the same name wins.
func scriptPathVars(code string) map[string]string {
	vars := map[string]string{}
	for _, m := range scriptPathAssign.get().FindAllStringSubmatch(code, 32) {
		if v, ok := scriptPath(m[2]); ok {
			vars[m[1]] = v
		}
	}
	return vars
}

// scriptPath returns the path a script's expression builds from string
// literals and the language's name for home (scriptPathVars); false
// when it holds no string.
func scriptPath(expr string) (string, bool) {
	home := fsHomeExprRe.get().MatchString(expr)
	// The strings that name a module or a variable are no part of the
	// path: require('os').homedir(), os.environ['HOME'].
	expr = scriptNotPath.get().ReplaceAllString(fsHomeExprRe.get().ReplaceAllString(expr, ""), "")
	var parts []string
	for _, s := range fsScriptString.get().FindAllStringSubmatch(expr, 8) {
		if v := s[1] + s[2]; v != "" && v != "~" {
			parts = append(parts, strings.Trim(v, "/"))
		} else if v == "~" {
			parts = append(parts, "~")
		}
	}
	if len(parts) == 0 {
		return "", false
	}
	v := strings.Join(parts, "/")
	switch first := fsScriptString.get().FindStringSubmatch(expr); {
	case strings.HasPrefix(v, "~"):
	case home:
		v = "~/" + v
	case strings.HasPrefix(first[1]+first[2], "/"):
		v = "/" + v
	}
	return path.Clean(v), true
}

// fsScriptWriteExpr matches the file writes of the script languages whose
// path is an expression (not one string, not one variable), captured up
// to the first comma outside parentheses: fs.writeFileSync(
// require('os').homedir()+'/.bashrc', …), File.write(File.expand_path(
// "~/.zshrc"), …), file_put_contents(getenv("HOME")."/.gitconfig", …).
var fsScriptWriteExpr = &lazyRegexp{expr: `(?:(?:write|append)FileSync|writeTextFile(?:Sync)?|File\.(?:write|binwrite)|file_put_contents)\(\s*((?:[^,()]|\((?:[^()]|\([^()]*\))*\))+),`}

// scriptNotPath matches a module loaded by name (require('os'),
// import('path')), whose string is no path.
var scriptNotPath = &lazyRegexp{expr: `(?:require|import)\(\s*['"][^'"]*['"]\s*\)`}

// fsHomeExprRe matches the script languages' names for the home directory.
var fsHomeExprRe = &lazyRegexp{expr: fsHomeExpr + `|expanduser\(`}

// fsScriptWrite matches the file writes of the script languages whose
// path is a string literal, captured: open(P, 'w' or 'a'), writeFileSync,
// appendFileSync, File.write / File.open(P, 'w'), file_put_contents,
// Path(P).write_text, perl's open(FH, '>', P) and open(FH, '>P'), and the changes of a file's mode or owner
// (os.chmod, fs.chmodSync, File.chmod: a hook made non-executable).
var fsScriptWrite = &lazyRegexp{expr: `open\(\s*['"]([^'"]+)['"]\s*,\s*['"][^'"]*[wa+][^'"]*['"]|` +
	`(?:write|append)FileSync\(\s*['"]([^'"]+)['"]|(?:Deno\.)?writeTextFile(?:Sync)?\(\s*['"]([^'"]+)['"]|` +
	`File\.(?:write|binwrite)\(\s*['"]([^'"]+)['"]|file_put_contents\(\s*['"]([^'"]+)['"]|` +
	`Path\(\s*['"]([^'"]+)['"]\s*\)\.write_(?:text|bytes)\(|` +
	`\b(?:chmod|chown|lchmod)(?:Sync)?\(\s*(?:os\.path\.expanduser\(\s*)?['"](?P<mode>[^'"]+)['"]|` +
	// perl's three-argument open(my $fh, '>', 'P'), and its two-argument
	// open(FH, ">P") whose mode leads the file's string (perlfunc open).
	`\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*['"]\+?>>?['"]\s*,\s*['"]([^'"]+)['"]|` +
	`\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*['"]\+?>>?\s*([^'">&|][^'"|]*)['"]`}

// fsScriptHomeJoin matches a path a script builds from the language's
// name for home and a string literal, the literal captured:
// Path.home() / 'code', Path.home().joinpath('.bashrc'),
// os.path.join(os.path.expanduser('~'), 'Documents'),
// path.join(os.homedir(), 'projects'), File.join(Dir.home, 'Music'),
// PHP's and Perl's getenv("HOME")."/Documents", Lua's os.getenv("HOME").."/x".
var fsScriptHomeJoin = &lazyRegexp{expr: `(?:` + fsHomeExpr + `|os\.path\.expanduser\(\s*["']~["']\s*\))\s*(?:/|\+|,|\.joinpath\(|\.join\(|\.\.?)\s*["']([^"']+)["']`}

// scriptHomePaths returns the paths (~/NAME) code builds from home and a
// string literal (fsScriptHomeJoin).
func scriptHomePaths(code string) []string {
	var out []string
	for _, m := range fsScriptHomeJoin.get().FindAllStringSubmatch(code, 8) {
		if v := strings.Trim(m[len(m)-1], "/\\"); v != "" {
			out = append(out, "~/"+strings.ReplaceAll(v, `\`, "/"))
		}
	}
	return out
}

// fsScriptString matches the quoted strings of a script.
var fsScriptString = &lazyRegexp{expr: `'([^']*)'|"([^"]*)"`}

// tclBarePath matches an absolute or home path Tcl code writes as a bare
// word (Tcl needs no quotes), captured in the first group as
// fsScriptString's strings are; the second is always empty.
var tclBarePath = &lazyRegexp{expr: `(?:^|[\s\[{])((?:/|~/)[^\s\[\]{}";$]+)()`}

// fsScriptHome matches a recursive delete whose whole argument is the
// language's own name for the home directory (os.homedir(),
// Path.home(), Dir.home, $ENV{HOME}, process.env.HOME, …), which no
// string literal shows.
var fsScriptHome = &lazyRegexp{expr: fsScriptDeleteCall + fsHomeExpr + fsUnwrapped + `\s*(?:[,);}\n]|$)|` +
	// The JVM's, Kotlin's, Groovy's and Dart's delete of a file object
	// made of it: File(home).deleteRecursively(), new File(home).deleteDir(),
	// Directory(home).deleteSync(recursive: true).
	`\b(?:File|Directory)\(\s*` + fsHomeExpr + fsUnwrapped + `\s*\)\s*\.\s*(?:deleteRecursively|deleteDir|delete(?:Sync)?\(\s*recursive\s*:\s*true)`}

// fsUnwrapped matches what follows an expression to take its value out
// of an optional or a result: TypeScript's non-null !, Rust's .unwrap(),
// .expect("…") and ?.
const fsUnwrapped = `(?:!|\??\s*\.\s*(?:unwrap(?:_or_default)?\(\s*\)|expect\(\s*"[^"\n]*"\s*\))|\?)?`

// fsScriptCwd matches a recursive delete whose whole argument is the
// language's own name for the working directory (process.cwd(),
// os.getcwd(), Path.cwd(), Dir.pwd, …): the directory the agent works
// in, judged as rm -r . is.
var fsScriptCwd = &lazyRegexp{expr: fsScriptDeleteCall + fsCwdExpr + `\s*(?:[,);}\n]|$)`}

// fsScriptDeleteCall matches the start of a script's recursive delete
// call, up to its first argument.
const fsScriptDeleteCall = `(?:RemoveAll|remove_dir_all|rmdirRecurse|os\.remove\.all|Directory\.Delete|rmtree|rm_rf!?|rm_r!?|rmSync|rimraf(?:\.sync)?|remove_tree|remove_dir|remove_entry(?:_secure)?|rmdirSync|rmdir|Deno\.remove(?:Sync)?|removeItem\(\s*at(?:Path)?\s*:|deleteTree(?:Absolute)?|removeDir|rmdir_all|\brm|\bunlink|file\s+delete\s+-force|(?:^|[\s{;(]|project\.)delete|deleteDirectory)\s*\(?\s*`

// fsCwdExpr matches the script languages' names for the working
// directory: Node's and Deno's cwd(), Python's os.getcwd() and
// Path.cwd(), Ruby's Dir.pwd and Dir.getwd, Perl's and PHP's getcwd(),
// Perl's cwd(), Java's user.dir, Elixir's File.cwd!(), Tcl's [pwd].
const fsCwdExpr = `(?:(?:process|Deno)\.cwd\(\)|(?:\bos\.)?getcwd\(\)|(?:pathlib\.)?Path\.cwd\(\)|Dir\.(?:pwd|getwd)\b|\bCwd::(?:cwd|getcwd|abs_path)\(\)|\bcwd\(\)|` +
	`System\.getProperty\(\s*["']user\.dir["']\s*\)|File\.cwd!?\(\)|\[pwd\])`

// fsHomeExpr matches the script languages' names for the home directory.
const fsHomeExpr = `(?:(?:require\(\s*["']os["']\s*\)|\bos)\.homedir\(\)|File\.expand_path\(\s*["']~/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|Dir\.home\b|\$ENV\{\s*["']?HOME["']?\s*\}|` +
	`\bENV\[\s*["']HOME["']\s*\]|process\.env(?:\.HOME\b|\[\s*["']HOME["']\s*\])|os\.environ(?:\[\s*["']HOME["']\s*\]|\.get\(\s*["']HOME["']\s*\))|` +
	`(?:os\.)?[gG]etenv\(\s*["']HOME["']\s*\)|` +
	// Rust's std::env::var("HOME") and home_dir() (std's, the dirs
	// crate's, home's), .NET's Environment.GetEnvironmentVariable("HOME")
	// and the user's profile folder.
	`(?:std::)?env::var(?:_os)?\(\s*"HOME"\s*\)|(?:(?:std::)?env|dirs|home)::home_dir\(\s*\)|` +
	`(?:System\.)?Environment\.GetEnvironmentVariable\(\s*"(?:HOME|USERPROFILE)"\s*\)|(?:System\.)?Environment\.GetFolderPath\(\s*(?:System\.)?Environment\.SpecialFolder\.UserProfile\s*\)|Deno\.env\.get\(\s*["']HOME["']\s*\)|os\.path\.expanduser\(\s*["']~/?["']\s*\)|` +
	`System\.getProperty\(\s*["']user\.home["']\s*\)|System\.getenv\(\s*["']HOME["']\s*\)|` +
	// Elixir's.
	`System\.user_home!?\(\)|System\.get_env\(\s*["']HOME["']\s*\)|Path\.expand\(\s*["']~/?["']\s*\)|` +
	// awk's ENVIRON, R's, Julia's and Tcl's names, PHP's $_SERVER.
	`\bENVIRON\[\s*"HOME"\s*\]|Sys\.getenv\(\s*["']HOME["']\s*\)|path\.expand\(\s*["']~/?["']\s*\)|\bhomedir\(\)|\$(?:::)?env\(HOME\)|\$_SERVER\[\s*["']HOME["']\s*\]|` +
	// Swift's, Nim's and V's names, and Swift's and Dart's environment
	// maps (ProcessInfo.processInfo.environment, Platform.environment);
	// Scala's os-lib os.home, Crystal's Path.home, D's expandTilde("~").
	`NSHomeDirectory\(\)|FileManager\.default\.homeDirectoryForCurrentUser(?:\.path)?|\bgetHomeDir\(\)|\bos\.home_dir\(\)|\b(?:[A-Za-z_]\w*\.)*environment\[\s*["']HOME["']\s*\]|` +
	`\bos\.home\b|\bPath\.home\b|\bexpandTilde\(\s*"~/?"\s*\))`

// fsScriptHomeEntries matches code listing every entry of the home
// directory (Path.home().iterdir(), os.listdir(os.path.expanduser('~')),
// fs.readdirSync(os.homedir()), Dir.children(Dir.home)): deleting what
// it lists deletes everything in home.
var fsScriptHomeEntries = &lazyRegexp{expr: fsHomeExpr + `\s*\.\s*(?:iterdir\(|r?glob\(\s*["']\*)|` +
	`(?:listdir|scandir|readdirSync|readdir|Dir\.children|Dir\.entries|Dir\.each_child|walk)\s*\(\s*` + fsHomeExpr}

// fsScript judges python -c, perl -e, ruby -e and node -e code that
// deletes a tree: refused when one of its string literals is protected,
// or when it deletes the home directory by the language's name for it.
func fsScript(ctx *Context, c *Command) []Finding {
	lang, code, ok := interpCode(c) // -c, -e, -r, or the program on standard input
	fix := fsRmFix
	if isWin(c.Grammar) {
		fix = winRmFix(c.Grammar)
	}
	if ok && lang == "applescript" {
		return fsAppleScript(c, code)
	}
	if ok {
		// for root, dirs, files in os.walk('/home'): os.remove(…): find
		// /home -type f -delete, judged as that find is.
		walks := fsScriptWalk.get().FindAllStringSubmatch(code, 4)
		if fsScriptHomeWalk.match(code) {
			walks = append(walks, []string{"", "~"}) // [p.unlink() for p in Path.home().rglob('*')]
		}
		for _, m := range walks {
			root := strings.Join(m[1:], "")
			if !fsScriptUnlink.get().MatchString(code) || root == "" {
				break
			}
			find := &Command{Grammar: lexer.Bash, Name: "find", Text: c.Text, Args: []Word{{Value: root, Literal: !strings.HasPrefix(root, "~")}, {Value: "-type", Literal: true}, {Value: "f", Literal: true}, {Value: "-delete", Literal: true}}}
			if out := fsFind(ctx, find); len(out) > 0 {
				out[0].Reason = c.Name + " code walks " + root + " and deletes each file: " + out[0].Reason
				return out
			}
		}
	}
	if ok && !fsScriptDelete.get().MatchString(code) {
		// unlink(glob(getenv("HOME")."/Documents/*")): the files it
		// deletes one by one, judged as rm's operands are.
		if removed := fsRemoves(c); len(removed) > 0 && isWin(c.Grammar) {
			for _, w := range removed {
				if kind, known := winKind(ctx.Env, w); known && kind != fsSafe && kind != fsCwd {
					return []Finding{winRmFinding(c, kind, w.Value, c.Name+" code's delete")}
				}
			}
		} else if len(removed) > 0 {
			r := *c
			r.Name = c.Name + " code's delete"
			r.Args = append([]Word{{Value: "--", Literal: true}}, removed...)
			return fsRm(ctx, &r)
		}
	}
	if !ok || !fsScriptDelete.get().MatchString(code) {
		return nil
	}
	code, args := scriptArgvCode(c, lang, code)
	code = scriptHomeNamed(code) // h = os.homedir(); rmSync(h)
	if m := fsScriptHome.get().FindString(code); m != "" {
		return []Finding{finding("fs.rm-home", c, c.Name+" code deletes the home directory ("+strings.TrimRight(strings.TrimSpace(m), ",")+") recursively, which cannot be undone", fix)}
	}
	if m := fsScriptCwd.get().FindString(code); m != "" {
		if kind, known := scriptTarget(ctx.Env, c, Word{Value: ".", Literal: true}); known && kind != fsSafe {
			return []Finding{finding(fsRmRule[kind], c, c.Name+" code deletes "+fsWhat[kind]+" ("+strings.TrimRight(strings.TrimSpace(m), ",")+") recursively, which cannot be undone", fix)}
		}
	}
	if m := fsScriptHomeEntries.get().FindString(code); m != "" {
		return []Finding{finding("fs.rm-home", c, c.Name+" code deletes what it lists of the home directory ("+m+"): every entry of it, recursively, which cannot be undone", fix)}
	}
	for _, v := range scriptHomePaths(code) {
		if p, ok := fsPath(ctx.Env, Word{Value: v}); ok && homeCredentialAt(ctx.Env, p) {
			return []Finding{finding("fs.credentials", c, c.Name+" code deletes "+v+", keys or credentials no one can restore", fsCredentialsFix)}
		}
		if kind, known := scriptTarget(ctx.Env, c, Word{Value: v}); known && kind != fsSafe {
			return []Finding{finding(fsRmRule[kind], c, c.Name+" code deletes "+fsWhat[kind]+" ("+v+") recursively, which cannot be undone", fix)}
		}
	}
	strs := fsScriptString.get().FindAllStringSubmatch(code, 32)
	if lang == "tcl" {
		// Tcl's words need no quotes: file delete -force /data/x, glob
		// /proj/*.
		strs = append(strs, tclBarePath.get().FindAllStringSubmatch(code, 32)...)
	}
	for _, m := range strs {
		v := m[1] + m[2]
		w := Word{Value: v, Literal: !strings.HasPrefix(v, "~")}
		if a, ok := scriptArgvWord(v, args); ok {
			w, v = a, a.Value // shutil.rmtree(sys.argv[1])
		} else if v == "" || strings.ContainsAny(v, " \t") && !strings.HasPrefix(v, "/") && !drivePath(v) {
			continue
		}
		if p, ok := fsPath(ctx.Env, w); ok && homeCredentialAt(ctx.Env, p) {
			return []Finding{finding("fs.credentials", c, c.Name+" code deletes "+v+", keys or credentials no one can restore", fsCredentialsFix)}
		}
		if kind, known := scriptTarget(ctx.Env, c, w); known && kind != fsSafe {
			return []Finding{finding(fsRmRule[kind], c, c.Name+" code deletes "+fsWhat[kind]+" ("+v+") recursively, which cannot be undone", fix)}
		}
		if p, ok := fsPath(ctx.Env, w); ok && !isWin(c.Grammar) {
			if f, ok := fsAppDeleted(ctx, c, p, c.Name+" code's delete of"); ok {
				return []Finding{f}
			}
		}
	}
	return nil
}

// scriptTarget is how protected the path w, a string of the code of
// the interpreter c deletes recursively, is: as rm -r's operand under a
// posix shell (fsTarget), as Remove-Item -Recurse's when c was started
// from PowerShell or cmd (winRecursiveKind), where the code runs on
// Windows and names drives (C:\\Users\\dev: a string's doubled
// backslashes are single ones once the language reads it, and the
// doubled slashes they leave are one separator).
func scriptTarget(env *Env, c *Command, w Word) (fsKind, bool) {
	if isWin(c.Grammar) {
		return winRecursiveKind(env, w)
	}
	return fsTarget(env, w)
}

// drivePath reports whether v is a path from a Windows drive (C:\x, d:/x).
func drivePath(v string) bool {
	return len(v) > 2 && v[1] == ':' && (v[0]|0x20 >= 'a' && v[0]|0x20 <= 'z') && (v[2] == '\\' || v[2] == '/')
}

// appleEmptyTrash matches AppleScript emptying the Trash (Finder's
// empty trash, JavaScript for Automation's .empty()); appleDelete its
// deletes of files and folders (delete every item of folder "Documents"
// of home, delete POSIX file "…", System Events' delete disk item, JXA's
// .delete()), which the script's teller, Finder or System Events, makes
// a delete of files, not of an application's records.
var (
	appleEmptyTrash = &lazyRegexp{expr: `(?i)\bempty\s+(?:the\s+)?trash\b|\.empty\s*\(\s*\)`}
	appleDelete     = &lazyRegexp{expr: `(?i)\bdelete\s+(?:(?:every|the|all|entire)\s+)*(?:items?|files?|folders?|disk\s+items?|alias(?:es)?|posix\s+file|contents|document\s+files?)\b|\bdelete\s*\(|\bmove\b.*\bto\s+(?:the\s+)?trash\b`}
	appleFiles      = &lazyRegexp{expr: `(?i)\b(?:Finder|System Events)\b`}
)

// fsAppleScript judges AppleScript (osascript's -e lines, its standard
// input or file) that empties the Trash, which cannot be undone, or has
// Finder or System Events delete files: the folders of a user's home are
// what such a script reaches, and no path in it says otherwise for sure.
func fsAppleScript(c *Command, code string) []Finding {
	const fix = "delete only files of the project, named by a path, e.g. `rm -rf ./build`; leave the Trash and the user's folders to the user"
	if m := appleEmptyTrash.get().FindString(code); m != "" {
		return []Finding{finding("fs.rm-user-data", c, "AppleScript that empties the Trash ("+m+") deletes the user's files for good, which cannot be undone", fix)}
	}
	if m := appleDelete.get().FindString(code); m != "" && appleFiles.get().MatchString(code) {
		return []Finding{finding("fs.rm-user-data", c, "AppleScript that has Finder or System Events delete files ("+strings.TrimSpace(m)+") deletes the user's own files", fix)}
	}
	return nil
}

// fsGlobOfKind reports whether the last element of p is a glob
// pattern that names files of a kind the user keeps (*.jpg, IMG_*),
// not only disposable ones (fsDisposablePattern).
func fsGlobOfKind(p string) bool {
	base := path.Base(strings.ReplaceAll(p, `\`, "/"))
	return strings.ContainsAny(base, "*?[") && !fsDisposablePattern(base)
}

// fsEveryEntry reports whether a path's last element is a bare glob
// (DIR/*, DIR/*.*, DIR/.*): every entry of DIR.
func fsEveryEntry(p string) bool {
	switch path.Base(strings.ReplaceAll(p, `\`, "/")) {
	case "*", "*.*", ".*", "{*,.*}":
		return true
	}
	return false
}
