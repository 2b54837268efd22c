package policy

import (
	"os"
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The rules of the fs, cred, net, sys and self families in the words of
// PowerShell and cmd. They judge only commands of those grammars; git and
// publish commands take the same words in every shell and are judged by
// their own files, cred.mention by rules_cred.go for every grammar.
//
// Decisions: Remove-Item (and del) of a protected directory is refused
// with or without -Recurse: PowerShell asks one keystroke away ("has
// children"), -Force and globs delete files without asking. -WhatIf passes.
// certutil -urlcache alone is a download like curl -o and passes; running
// what was downloaded in the same input is net.pipe-shell. reg delete of a
// machine hive (HKLM, HKCR, HKU) and Remove-Item of HKLM:\ are
// fs.overwrite-system; bcdedit changes and vssadmin/wmic shadow deletion
// are sys.disk-write; diskpart and format X: are sys.mkfs.

// psArgument returns the first argument of words, PowerShell's: its
// first word and the elements of the same array after it (Word.elem:
// Move-Item a,b DEST moves a and b).
func psArgument(words []Word) []Word {
	n := min(1, len(words))
	for n < len(words) && words[n].elem {
		n++
	}
	return words[:n]
}

func isWin(g lexer.Grammar) bool { return g == lexer.PowerShell || g == lexer.Cmd }

// hasPathSep reports whether s holds a slash or a backslash: a path in
// any grammar. Two scans for a byte cost less than strings.ContainsAny,
// which builds its set of bytes for each word.
func hasPathSep(s string) bool {
	return strings.IndexByte(s, '/') >= 0 || strings.IndexByte(s, '\\') >= 0
}

// lastPathSep is the index of s's last slash or backslash, -1 for none
// (strings.LastIndexAny(s, `/\`), without building its set of bytes).
func lastPathSep(s string) int {
	return max(strings.LastIndexByte(s, '/'), strings.LastIndexByte(s, '\\'))
}

// psParam reports whether w is a PowerShell parameter and returns its
// lowercase name and any :value.
func psParam(w Word) (name, val string, ok bool) {
	if w.Quoted || len(w.Value) < 2 || w.Value[0] != '-' {
		return "", "", false
	}
	name, val, _ = strings.Cut(strings.ToLower(w.Value[1:]), ":")
	return name, val, true
}

// psIs reports whether the parameter p (as typed) stands for full, given
// the shortest unambiguous prefix min, or is one of its aliases.
func psIs(p, full string, min int, aliases ...string) bool {
	for _, a := range aliases {
		if p == a {
			return true
		}
	}
	return len(p) >= min && strings.HasPrefix(full, p)
}

// psPathsOf returns the path arguments of a file cmdlet, read through its
// spec (psFileCmdlet when no entry names it): positional words and the
// values of -Path, -LiteralPath, -PSPath, -LP; switches lists the other
// parameters given without a value (lowercase, without the dash, as the
// spec knows them: -fo is force). -Name/-Value and the like are skipped
// with their values.
func psPathsOf(c *Command) (paths []Word, switches []string) {
	s, p := psFileRead(c)
	for _, o := range p.opts {
		if !o.hasValue || o.inline && !s.takes(o.name) {
			switches = append(switches, strings.ToLower(o.name[1:]))
		}
	}
	return p.operands, switches
}

// psFileRead returns the spec of c, a file cmdlet (an entry with
// pathOpts, or psFileCmdlet), and its words read through it.
func psFileRead(c *Command) (*spec, parsed) {
	s, rest := &psFileCmdlet, c.Args
	eachSpec(c, func(t *spec, r []Word) {
		if s == &psFileCmdlet && t.ps && t.extra().pathOpts != "" {
			s, rest = t, r
		}
	})
	return s, parseArgs(s, rest)
}

func hasSwitch(sw []string, full string, min int) bool {
	for _, s := range sw {
		if psIs(s, full, min) {
			return true
		}
	}
	return false
}

// psWhatIfGiven reports whether c is a PowerShell cmdlet (Verb-Noun)
// given -WhatIf (any unambiguous prefix, its alias -wi), not switched off
// with -WhatIf:$false: it reports what it would change and changes
// nothing; a cmdlet without the parameter fails to bind and runs not at
// all.
func psWhatIfGiven(c *Command) bool {
	if c.Grammar != lexer.PowerShell || !strings.Contains(c.Name, "-") {
		return false
	}
	return parseArgs(&psAnyCmdlet, c.Args).has("-WhatIf", "-wi")
}

// psRestarting reads a cmdlet's -Restart switch (psRestartSwitch).
var psRestarting = spec{ps: true, more: &specMore{moreArgs: &moreArgs{switches: "-Restart -WhatIf -wi -Confirm -Verbose -Debug"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// psRestartSwitch reports whether c is a cmdlet given the switch -Restart
// (not -Restart:$false), with which the cmdlets that change the machine
// restart it when they are done (Rename-Computer, Add-Computer,
// Remove-Computer, Install-WindowsFeature, Uninstall-WindowsFeature).
func psRestartSwitch(c *Command) bool {
	if c.Grammar != lexer.PowerShell || !strings.Contains(c.Name, "-") || c.Name == "restart-computer" {
		return false
	}
	for _, a := range c.Args {
		if len(a.Value) >= 8 && strings.EqualFold(a.Value[:8], "-restart") {
			return parseArgs(&psRestarting, c.Args).has("-Restart")
		}
	}
	return false
}

// winRead returns the spec of c that lists its Windows switches
// (spec.win with switches: rd, del, copy, robocopy, icacls, findstr), in
// c's grammar (a cmd builtin's only in cmd), and c's words read through
// it; nil when no spec does.
func winRead(c *Command) (*spec, parsed) {
	var s *spec
	var rest []Word
	eachSpec(c, func(t *spec, r []Word) {
		if s == nil && t.win && len(t.extra().switches) > 0 && (t.shell == 0 || t.shell == c.Grammar) {
			s, rest = t, r
		}
	})
	if s == nil {
		return nil, parsed{}
	}
	return s, parseArgs(s, rest)
}

// winMovedToScratch reports whether c, Move-Item or cmd's move reading
// paths, moves to where nothing is kept: a temporary directory
// (%TEMP%, $env:TMP, C:\\Windows\\Temp, D:\\tmp), NUL, or a destination
// only known at run time (fsKept's reading on posix).
func winMovedToScratch(c *Command, paths []Word) bool {
	dest, ok := winMoveDest(c, paths)
	if !ok {
		return false // into the current location
	}
	v := strings.ToLower(strings.ReplaceAll(dest.Value, `\`, "/"))
	if v == "nul" || v == "$null" || strings.ContainsAny(v, "$%`") && !dest.Literal {
		return true
	}
	for part := range strings.SplitSeq(v, "/") {
		if winScratchTops.has(strings.Trim(part, "%")) || part == "$env:temp" || part == "$env:tmp" {
			return true
		}
	}
	return false
}

// winMoveDest returns the destination of c, Move-Item or cmd's move
// reading paths (winDest); false when there is none (the current
// location).
func winMoveDest(c *Command, paths []Word) (Word, bool) {
	if c.Grammar == lexer.Cmd && len(paths) < 2 {
		return Word{}, false
	}
	w, _, ok := winDest(c)
	return w, ok
}

// winDest returns the destination c, a Windows copier or mover, copies
// or moves into, as its spec names it (moreArgs.destArg): cmd's copy,
// move and xcopy their last operand of two or more, robocopy SRC DST
// [FILE…] its second (robocopy /?); Copy-Item's and Move-Item's
// -Destination, bound by name or by place ([-Path] [-Destination],
// psBind). copies is false when c is no copier, or one that only lists
// what it would copy (xcopy /L, robocopy /L, -WhatIf); ok is false when
// it names no destination: with one operand, it copies into the current
// location.
func winDest(c *Command) (w Word, copies, ok bool) {
	if !does(c, c.Name, roleUncCopies) {
		return Word{}, false, false // a cheap gate: every copier may copy from a share
	}
	var s *spec
	var rest []Word
	eachSpec(c, func(t *spec, r []Word) {
		if s == nil && t.extra().destArg != 0 && (t.shell == 0 || t.shell == c.Grammar) {
			s, rest = t, r
		}
	})
	if s == nil {
		return Word{}, false, false
	}
	p := parseArgs(s, rest)
	if p.given(s, s.unless) || s.ps && psWhatIfGiven(c) {
		return Word{}, false, false
	}
	if s.ps {
		b, _ := psBind(c)
		if ws := b["-Destination"]; len(ws) > 0 {
			return ws[0], true, true
		}
		return Word{}, true, false
	}
	ops, d := p.operands, int(s.extra().destArg)
	switch {
	case d > 0 && len(ops) >= d:
		return ops[d-1], true, true
	case d < 0 && len(ops) >= 1-d:
		return ops[len(ops)+d], true, true
	}
	return Word{}, true, false
}

// winMovedWithin reports whether c, Move-Item or cmd's move reading
// paths, moves into the working folder or a folder below it (archive\,
// .\old, none given), as fsMovedWithin says of mv's destination: a
// folder above it (..\x, ..\..\backup), one from a drive's root (C:\x,
// \x) outside the working folder, or one only known at run time is
// not.
func winMovedWithin(env *Env, c *Command, paths []Word) bool {
	dest, ok := winMoveDest(c, paths)
	if !ok {
		return true
	}
	if !dest.Literal {
		return false
	}
	v := strings.ToLower(strings.ReplaceAll(strings.Trim(dest.Value, `"'`), `\`, "/"))
	if strings.ContainsAny(v, "$%~") {
		return false
	}
	if len(v) >= 2 && v[1] == ':' {
		return winInside(path.Clean(v), env.Cwd)
	}
	v = path.Clean(v)
	return !strings.HasPrefix(v, "/") && v != ".." && !strings.HasPrefix(v, "../")
}

// winOperands returns the operands of c read through its Windows
// switches (winRead), or nil when no spec lists them.
func winOperands(c *Command) []Word {
	_, p := winRead(c)
	return p.operands
}

// winKind says how protected a path word of PowerShell or cmd is: drive
// paths (C:\, C:\Windows, C:\Users\x), posix paths as pwsh on Linux sees
// them, ~ and the variables expanded by the analysis. known is false when
// the word is only known at run time.
// winProgramDirs are the directories of Windows' own programs and
// drivers, lower case, whose files a pattern deletes by kind.
var winProgramDirs = set{"/windows", "/windows/system32", "/windows/system32/drivers", "/windows/syswow64"}

func winKind(env *Env, w Word) (kind fsKind, known bool) {
	v := strings.TrimSpace(w.Value)
	if i := strings.Index(v, "::"); i >= 0 && strings.Contains(strings.ToLower(v[:i]), "filesystem") {
		v = v[i+2:]
	}
	if !w.Literal {
		if unknownHome(v) {
			return fsHome, true
		}
		return fsSafe, false
	}
	if v == "" {
		return fsSafe, true
	}
	if strings.HasPrefix(v, "$") && climbs(v) {
		// $env:TEMP/fresh-name/.. (Join-Path $work '..'): a value that
		// stands for a place only known at run time, climbed above, is
		// not what was judged where it was set.
		return fsSafe, false
	}
	v = winLongPath(strings.ReplaceAll(v, `\`, "/"))
	if len(v) >= 2 && v[1] == ':' && (v[0]|0x20 >= 'a' && v[0]|0x20 <= 'z') {
		rest := path.Clean("/" + strings.ToLower(v[2:]))
		if rest == "/" {
			return fsRoot, true
		}
		base := path.Base(rest)
		if fsEverything(base) {
			parent := path.Dir(rest)
			if parent == "/" {
				return fsGlob, true
			}
			return winDriveKind(env, v[:2], parent), true
		}
		if strings.ContainsAny(base, "*?") && winProgramDirs.has(path.Dir(rest)) {
			return fsSystem, true // C:\Windows\System32\drivers\*.sys: Windows' own files by kind
		}
		if fsGlobOfKind(base) {
			// D:\Photos\*.jpg, C:\Users\me\Desktop\*.png: every file of
			// that kind in a folder whose whole is the user's own.
			if k, _ := winRecursiveKind(env, Word{Value: v[:2] + path.Dir(rest), Literal: true}); k == fsUserData {
				return k, true
			}
		}
		if rest == "/windows/system32/drivers/etc/hosts" {
			return fsSystem, true
		}
		return winDriveKind(env, v[:2], rest), true
	}
	if strings.HasPrefix(v, "//") {
		if fsGlobOfKind(v) {
			// \\nas\photos\*.jpg: every file of that kind in a
			// share's folder, which is others' whole (winRecursiveKind).
			if k, _ := winRecursiveKind(env, Word{Value: path.Dir(v), Literal: true}); k == fsUserData {
				return k, true
			}
		}
		return fsSafe, true // a network share
	}
	if fsDotOnly(v) {
		return fsCwd, true
	}
	if fsEverything(v) || strings.HasPrefix(v, "./") && fsEverything(v[2:]) {
		return fsGlob, true
	}
	if strings.HasPrefix(strings.ToLower(v), "/windows") || strings.HasPrefix(strings.ToLower(v), "/users") ||
		strings.HasPrefix(strings.ToLower(v), "/program") {
		if k := winDirKind(env, path.Clean(strings.ToLower(v))); k != fsSafe {
			return k, true
		}
	}
	if v == "~" || strings.HasPrefix(v, "~/") {
		return fsHome, true
	}
	if strings.ContainsAny(v, "*?") {
		dir := path.Dir(v)
		if fsEverything(path.Base(v)) {
			k, _ := winKind(env, Word{Value: dir, Literal: true})
			if k == fsRoot {
				return fsGlob, true
			}
			if k == fsCwd {
				return fsGlob, true
			}
			return k, true
		}
		if fsGlobOfKind(v) {
			// %USERPROFILE%\Pictures\*.jpg, D:\Photos\*.jpg: every file of
			// that kind in a folder of the user's own files, one whose
			// whole is theirs (as fsRm reads it on posix).
			if k, _ := winRecursiveKind(env, Word{Value: dir, Literal: true}); k == fsUserData {
				return k, true
			}
		}
		return fsSafe, true
	}
	p, ok := fsPath(env, Word{Value: v, Literal: true})
	if !ok {
		return fsSafe, true
	}
	if strings.HasPrefix(v, "/") && (strings.Count(v, "/") > 1 || len(v) > 3) {
		// pwsh on Linux or macOS (Remove-Item -Recurse /srv/data): the
		// path is the posix one, judged as rm's is; on Windows a
		// directory at the top of the current drive. (/s, /q: cmd's
		// switches typed into PowerShell, rd /s /q build.)
		return fsClassifyPosix(env, p), true
	}
	return fsClassify(env, p), true
}

// winLongPath strips the prefix of Windows' extended and device paths
// (\\?\C:\Data, \\.\C:\Data, with slashes): the drive path they
// name. \\?\UNC\server\share stays a network share.
func winLongPath(v string) string {
	for _, prefix := range []string{"//?/", "//./"} {
		if rest, ok := strings.CutPrefix(v, prefix); ok && !strings.HasPrefix(strings.ToLower(rest), "unc/") {
			return rest
		}
	}
	return v
}

// winDriveKind is winDirKind on drive (C:), where the project and the
// working directory, and the directories holding them, are judged as such.
func winDriveKind(env *Env, drive, p string) fsKind {
	k := winDirKind(env, p)
	full := strings.ToLower(drive) + p
	switch {
	case k != fsSafe:
		return k
	case winUnder(env.Project, full):
		return fsProject
	case winUnder(env.Cwd, full):
		return fsCwd
	}
	if rest, ok := strings.CutPrefix(p, "/users/"); ok && !winInside(full, env.Project) && !winInside(full, env.Cwd) {
		if _, rel, ok := strings.Cut(rest, "/"); ok && fsUserPath(rel) {
			return fsUserData // C:\Users\dev\source\repos\Other, …\src\infra-live: as fsHomeUser
		}
	}
	return k
}

// winInside reports whether full, a path from a drive (lowercase, with
// slashes: c:/users/dev/src/app), is root, a Windows path of the
// environment, or inside it.
func winInside(full, root string) bool {
	r := strings.TrimSuffix(strings.ToLower(strings.ReplaceAll(root, `\`, "/")), "/")
	return len(r) > 2 && r[1] == ':' && (full == r || strings.HasPrefix(full, r+"/"))
}

// winUnder reports whether root, a Windows path of the environment
// (C:\work\app), is dir (lowercase, with slashes: c:/work) or inside it.
func winUnder(root, dir string) bool {
	r := strings.TrimSuffix(strings.ToLower(strings.ReplaceAll(root, `\`, "/")), "/")
	return len(r) > 2 && r[1] == ':' && (r == dir || strings.HasPrefix(r, dir+"/"))
}

// winOutside reports whether p (lowercase, clean, from the root of drive)
// lies where the user keeps data of their own, as fsOutside does for
// posix: not in the project, the working directory or home, nor a
// directory holding them, not in a tree Windows, installers or
// temporary files own (winSystemTops), and not a build's output
// (D:\a\app\node_modules, not D:\build: fsRegenerableInside).
func winOutside(env *Env, drive, p string) bool {
	full := strings.ToLower(drive) + p
	for _, root := range []string{env.Project, env.Cwd, env.Home} {
		if winUnder(root, full) || winUnder(full, strings.ToLower(strings.ReplaceAll(root, `\`, "/"))) {
			return false
		}
	}
	top, _, _ := strings.Cut(strings.TrimPrefix(p, "/"), "/")
	return top != "" && !winSystemTops.has(top) && !strings.HasPrefix(top, "$") && !fsRegenerableInside(strings.TrimPrefix(p, "/"), top == "users")
}

// winSystemTops are the top directories of a Windows drive that Windows,
// installers and tools own (as /usr, /opt and /tmp are on posix): what is
// deleted inside them is theirs. C:\Users is judged by winDirKind.
var winSystemTops = set{
	"amd", "boot", "cygwin", "cygwin64", "drivers", "hostedtoolcache", "inetpub", "intel", "msocache",
	"msys64", "nvidia", "perflogs", "program files", "program files (x86)", "programdata", "recovery",
	"system volume information", "temp", "tmp", "tools", "users", "windows", "windows.old",
}

// winScratchTops are the top directories of winSystemTops that are
// temporary files', cleared as a whole by anyone.
var winScratchTops = set{"temp", "tmp"}

// winSystemParents are the directories of a Windows drive whose every
// immediate entry is a system directory (fsSystemParents' kin): the web
// server's sites, logs and configuration; ProgramData's folders, each an
// application's data for all of the machine's users (Known Folder
// FOLDERID_ProgramData, CSIDL_COMMON_APPDATA), as /var/lib's are a
// service's state; Windows' own folders (Fonts, Installer's packages
// every installed program repairs and uninstalls from, Microsoft.NET,
// ServiceProfiles, the Configuration Manager client's CCM), as /usr's
// are; ProgramData\Microsoft's folders, each a part of Windows' own
// (Windows Defender's definitions and quarantine, Crypto's machine keys,
// Search's index, Windows' shared Start Menu, the network and device
// configuration), as /usr/lib's are. What is below one is its owner's to
// clear.
//
// Program Files' folders are each an installed program as a whole (the
// Windows kin of /opt/APP, fsInstalledApp): its settings, plugins,
// licences and often its data; its installer or a human removes it.
var winSystemParents = set{"/inetpub", "/program files", "/program files (x86)", "/programdata", "/programdata/microsoft", "/windows"}

// winCaches are the folders of Windows' own that are caches or scratch,
// cleared as a whole by everyday fixes and made again by their owner:
// its temporary files, the updates downloaded (SoftwareDistribution),
// Prefetch, the logs, the crash dumps (Minidump, LiveKernelReports), the
// Configuration Manager client's download cache (ccmcache).
var winCaches = set{
	"/windows/ccmcache", "/windows/livekernelreports", "/windows/logs", "/windows/minidump", "/windows/prefetch",
	"/windows/softwaredistribution", "/windows/temp", "/windows/tmp",
}

// icaclsEveryone matches an icacls grant (ACCOUNT:PERMS, the account's
// name or *SID) of write access (F, M, W, D, cacls' C, or a list with WD, GA, GW)
// to an account every user is (Everyone, Authenticated Users, Users).
var icaclsEveryone = &lazyRegexp{expr: `(?i)^["']?\*?(everyone|jeder|tout le monde|todos|authenticated users|domain users|users|guests|anonymous logon|s-1-1-0|s-1-5-11|s-1-5-32-545):(\([a-z]+\))*\(?([fmwdc]|[^)]*\b(wd|ga|gw|ad|wa)\b[^)]*)\)?["']?$`}

// icaclsGrantsEveryone reports whether icacls's arguments grant write
// access to everyone (/grant or /grant:r followed by icaclsEveryone).
func icaclsGrantsEveryone(args []Word) bool {
	for i := 0; i+1 < len(args); i++ {
		if l := strings.ToLower(args[i].Value); (l == "/grant" || l == "/grant:r" || l == "/g" || l == "/p") && icaclsEveryone.match(args[i+1].Value) {
			return true
		}
	}
	return false
}

// winRecursiveKind is winKind for a recursive delete: a directory outside
// the agent's work on a drive (E:\Archive, D:\Backups\2024, C:\Data\*)
// is the user's data, as fsOutside's are on posix. What is deleted there
// one file at a time (Remove-Item C:\Test\*.*, del D:\Data\x.txt) is
// not, as rm /data/* is not.
func winRecursiveKind(env *Env, w Word) (fsKind, bool) {
	kind, known := winKind(env, w)
	if !known || kind != fsSafe {
		return kind, known
	}
	v := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(w.Value), `\`, "/"))
	if i := strings.Index(v, "::"); i >= 0 && strings.Contains(v[:i], "filesystem") {
		v = v[i+2:]
	}
	v = winLongPath(v)
	if share, ok := strings.CutPrefix(v, "//"); ok {
		// A folder of a network share (\\fileserver\models\checkpoints,
		// \\?\UNC\nas\backups): others' files, outside the agent's
		// work, as a mount under /mnt is; no Recycle Bin keeps what is
		// deleted there.
		share = strings.TrimPrefix(share, "?/unc/")
		if fsEverything(path.Base(share)) {
			share = path.Dir(share) // \\nas\share\*: the folder's every entry
		}
		if host, name, _ := strings.Cut(share, "/"); host != "" && !strings.HasPrefix(host, "?") && strings.Trim(name, "/.") != "" && !strings.ContainsAny(name, "*?[") {
			return fsUserData, true
		}
		return kind, known
	}
	if len(v) > 3 && v[1] == ':' && v[0] >= 'a' && v[0] <= 'z' {
		p := path.Clean("/" + v[2:])
		if fsEverything(path.Base(p)) {
			p = path.Dir(p)
		} else if strings.ContainsAny(p, "*?[") {
			return kind, known // D:\Backups\*.tmp: the entries that match (as fsGlobKind)
		}
		if p != "/" && winOutside(env, v[:2], p) {
			return fsUserData, true
		}
		return kind, known
	}
	// A relative path is in the working directory, as on posix: one that
	// climbs out of it (..\..\other) is judged where it lands.
	rel := strings.ReplaceAll(strings.TrimSpace(w.Value), `\`, "/")
	if strings.HasPrefix(rel, "/") || strings.HasPrefix(rel, "~") || strings.ContainsAny(rel, "*?[:") || !strings.HasPrefix(path.Clean(rel), "..") {
		return kind, known
	}
	wd := strings.ReplaceAll(env.wd(), `\`, "/")
	if len(wd) > 2 && wd[1] == ':' {
		if p := path.Clean("/" + strings.ToLower(wd[2:]) + "/" + strings.ToLower(rel)); p != "/" && winOutside(env, wd[:2], p) {
			return fsUserData, true
		}
	} else if p, ok := fsPath(env, Word{Value: rel, Literal: true}); ok && fsOutside(env, p) {
		return fsUserData, true
	}
	return kind, known
}

// winDirKind classifies a path of a Windows drive, lowercase, from its
// root: /windows, /users/x, /program files, ….
func winDirKind(env *Env, p string) fsKind {
	switch p {
	case "/windows", "/windows/system32", "/windows/syswow64", "/windows/winsxs", "/program files",
		"/program files (x86)", "/programdata", "/users", "/boot", "/recovery", "/system volume information",
		"/users/public", "/users/default":
		return fsSystem
	}
	if strings.HasPrefix(p, "/users/") && strings.Count(p, "/") == 2 {
		return fsHome
	}
	if strings.HasPrefix(p, "/users/") && strings.Count(p, "/") == 3 && fsUserFolder(path.Base(p)) {
		return fsUserData // C:\Users\NAME\Documents, …\AppData: as the folders of home
	}
	if rest, ok := strings.CutPrefix(p, "/users/"); ok {
		if _, rel, ok := strings.Cut(rest, "/"); ok && (fsAppData(rel) || fsSyncedFolder(rel) || fsPersonalData(rel)) {
			return fsUserData // …\AppData\Roaming, …\Local\Google\Chrome, …\OneDrive\Documents
		}
	}
	if strings.HasPrefix(p, "/windows/system32/") || strings.HasPrefix(p, "/windows/syswow64/") {
		return fsSystem // Windows' own programs and configuration, at any depth (System32\drivers\etc)
	}
	if top := strings.TrimPrefix(p, "/"); winSystemTops.has(top) && !winScratchTops.has(top) {
		// A tree Windows, an installer or a toolchain owns, as a whole
		// (C:\inetpub, C:	ools, C:\msys64): what is inside is theirs
		// to change (winSystemTops), the tree itself is /opt or /srv.
		return fsSystem
	}
	if winSystemParents.has(path.Dir(p)) && !winCaches.has(p) {
		return fsSystem // C:\inetpub\wwwroot: as /var/www; C:\Windows\CCM: as /usr/lib
	}
	if winVendorProduct(p) {
		return fsSystem // C:\ProgramData\NCR\APTRA
	}
	if winServiceData(p) {
		return fsSystem
	}
	if h := strings.ToLower(strings.ReplaceAll(env.Home, `\`, "/")); len(h) > 2 && h[1] == ':' && path.Clean(h[2:]) == p {
		return fsHome
	}
	return fsSafe
}

// winVendorProduct reports whether p (lowercase, from a drive's root) is
// a product's folder below its vendor's in ProgramData
// (ProgramData\VENDOR\PRODUCT, as Windows' installers lay them out: the
// product's data for every user, as ProgramData\APP is, winSystemParents);
// not one of Microsoft's (judged as Windows' own), nor one in a package
// manager's folder (ProgramData\chocolatey\lib-bad), nor a product's
// scratch, logs or build output named so (ProgramData\Docker\tmp,
// ProgramData\Vendor\Logs).
func winVendorProduct(p string) bool {
	vendor, leaf := path.Split(p)
	vendor = strings.TrimSuffix(vendor, "/")
	if path.Dir(vendor) != "/programdata" {
		return false
	}
	switch path.Base(vendor) {
	case "microsoft", "chocolatey", "package cache":
		return false
	}
	return leaf != "log" && leaf != "logs" && !fsServerScratch.has(leaf) && !fsGenerated.has(leaf)
}

// winServiceData reports whether p (lowercase, from a drive's root) is in
// a store's data installed under Program Files or ProgramData
// (fsInstalledData, as on posix below /opt: Microsoft SQL
// Server\MSSQL16.MSSQLSERVER\MSSQL\DATA, PostgreSQL\16\data, Oracle\oradata,
// PI\dat), or Docker's volumes and image layers.
func winServiceData(p string) bool {
	rest, ok := strings.CutPrefix(p, "/programdata/")
	if !ok {
		rest, ok = strings.CutPrefix(p, "/program files/")
	}
	if !ok {
		rest, ok = strings.CutPrefix(p, "/program files (x86)/")
	}
	if !ok {
		return false
	}
	if below, ok := strings.CutPrefix(rest, "docker/"); ok {
		return strings.HasPrefix(below, "volumes") || strings.HasPrefix(below, "windowsfilter")
	}
	return fsInstalledData(rest)
}

// winRmFix is the fix of a Windows recursive delete in grammar g.
func winRmFix(g lexer.Grammar) string {
	if g == lexer.Cmd {
		return "delete only the exact directory you mean, inside the project or a temporary directory, e.g. `rd /s /q build`"
	}
	return "delete only the exact directory you mean, inside the project or a temporary directory, e.g. `Remove-Item -Recurse -Force .\\build`"
}

func winRmFinding(c *Command, kind fsKind, target, verb string) Finding {
	return finding(fsRmRule[kind], c, verb+" of "+fsWhat[kind]+" ("+target+") destroys it and cannot be undone", winRmFix(c.Grammar))
}

// winFS: Remove-Item, rd /s, del, Move-Item, writes to system files,
// registry hives, and commands named at run time next to such targets;
// their relative paths judged from where the input is (winFSIn) and from
// each directory an earlier Set-Location, cd or pushd moved to
// (winCdDirs), as fsCommand judges a posix shell's.
func winFS(ctx *Context, c *Command) []Finding {
	if !isWin(c.Grammar) {
		return nil
	}
	if f, ok := winPathReplaced(c); ok {
		return []Finding{f}
	}
	out := winFSIn(ctx, c)
	if len(out) > 0 {
		return out
	}
	for _, dir := range winCdDirs(ctx, c) {
		if c.Name == "expand-archive" || c.Name == "tar" || c.Name == "tar.exe" {
			// An extraction with no destination lands where the
			// location moved (Set-Location C:\Windows; tar -xf A).
			if out = winExtractOver(ctx, c, dir); len(out) > 0 {
				return out
			}
		}
		m, moved := winMoved(c, dir)
		if !moved {
			continue
		}
		for _, f := range winFSIn(ctx, m) {
			if strings.HasPrefix(f.Rule, "fs.") {
				out = append(out, f)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

func winFSIn(ctx *Context, c *Command) []Finding {
	var out []Finding
	rs, rp, dry := removerRead(c)
	if dry && rs.shell == lexer.PowerShell {
		return nil // Remove-Item -WhatIf
	}
	switch {
	case rs != nil && dry:
	case c.Name == "robocopy":
		// robocopy SRC DST /MIR or /PURGE deletes what DST has and SRC
		// lacks: from an empty SRC, everything in DST. /L only lists
		// what it would copy and delete.
		_, p := winRead(c)
		rest := p.operands
		// A mirror onto a network share (\\web01\site) is a deploy,
		// the publish rules' to judge, not a delete of the share.
		if p.has("/mir", "/purge") && !p.has("/l") && len(rest) >= 2 && !strings.HasPrefix(rest[1].Value, `\\`) {
			if kind, known := winRecursiveKind(ctx.Env, rest[1]); known && kind != fsSafe {
				out = append(out, winRmFinding(c, kind, rest[1].Value, "robocopy /mir"))
			}
		} else if p.has("/mir", "/purge") && !p.has("/l") && len(rest) >= 2 {
			// Onto a share: other people's data. Mirroring a build there is
			// a deploy (publish.deploy judges it); mirroring a stand-in
			// for nothing (an empty or temporary folder) deletes what the
			// share holds, and mirroring anything over a share's root or a
			// user's folder on it deletes everything else there.
			if what := uncMirrorLoss(ctx, rest[0], rest[1]); what != "" {
				out = append(out, finding("fs.rm-user-data", c, "robocopy "+rest[0].Value+" "+rest[1].Value+" /mir deletes every file of "+what+" that the source lacks: other people's data on a server, gone for everyone",
					"mirror only a build output of the project into the one folder it replaces, after listing what would go: `robocopy .\\dist \\\\server\\share\\app /MIR /L`"))
			}
		}
	case c.Name == "expand-archive" || c.Name == "tar" || c.Name == "tar.exe":
		out = winExtractOver(ctx, c, "")
	case c.Name == "icacls" || c.Name == "cacls" || c.Name == "takeown":
		// icacls PATH /grant … /t, cacls PATH /t … and takeown /f PATH
		// /r change the permissions or the owner of every file below
		// PATH. In the user's own folders, denying, revoking or
		// replacing them (/deny, /remove, /inheritance:r, /reset,
		// /setowner; cacls without /e) locks the user out, and a grant
		// of write access to everyone (icacls D:\Vault /grant Everyone:F
		// /t) opens the user's data, as chmod -R 777 does; on a system
		// directory or file that grant does harm alone, as chmod 777
		// /etc/shadow does (icacls C:\Windows\System32\config /grant
		// Users:F).
		_, p := winRead(c)
		open := c.Name != "takeown" && icaclsGrantsEveryone(c.Args)
		recursive := c.Name == "takeown" && p.has("/r") || c.Name != "takeown" && p.has("/t")
		if !recursive && !open || !winAclChanges(c) {
			break
		}
		for _, t := range p.operands {
			// A folder of a drive outside the agent's work (D:\SASData)
			// is the user's data to a recursive change as to a
			// recursive delete (winRecursiveKind), locked (/deny /t,
			// /reset /t, takeown /r) or opened.
			kind, known := winKind(ctx.Env, t)
			if (open || recursive) && known && kind == fsSafe {
				kind, known = winRecursiveKind(ctx.Env, t)
			}
			if known && (kind == fsRoot || kind == fsSystem || kind == fsHome || kind == fsGlob || kind == fsUserData && recursive && (open || winAclLocks(c))) {
				out = append(out, finding("fs.chmod-recursive", c, c.Name+" on "+fsWhat[kind]+" ("+t.Value+") changes the permissions or owners of everything in it, and they cannot be restored",
					"change only the files that need it, inside the project, e.g. `icacls .\\build /grant %USERNAME%:M`"))
				break
			}
		}
	case c.Grammar == lexer.PowerShell && c.Name == "set-acl":
		// Set-Acl replaces the owner and every access entry of what it
		// names: on a drive's root or Windows' own directories, what
		// the system and its services need to read them may be gone.
		paths, sw := psPaths(c)
		if hasSwitch(sw, "whatif", 2) {
			return nil
		}
		for _, t := range paths {
			if kind, known := winKind(ctx.Env, t); known && (kind == fsRoot || kind == fsSystem || kind == fsHome) {
				out = append(out, finding("fs.chmod-recursive", c, "Set-Acl on "+fsWhat[kind]+" ("+t.Value+") replaces its owner and permissions, and they cannot be restored",
					"change only the files that need it, inside the project, e.g. `icacls .\\build /grant %USERNAME%:M`; to look, `Get-Acl PATH | Format-List`"))
				break
			}
		}
	case c.Grammar == lexer.PowerShell && (c.Name == "remove-itemproperty" || c.Name == "rp" || c.Name == "clear-itemproperty"):
		paths, sw := psPaths(c)
		if hasSwitch(sw, "whatif", 2) {
			return nil
		}
		for _, p := range paths {
			if winRegistry(p.Value) == "machine" {
				out = append(out, finding("fs.overwrite-system", c, "it deletes machine-wide registry values ("+p.Value+"); Windows and installed programs may stop working", "change only values of your own program under HKCU:\\Software\\NAME, e.g. `Remove-ItemProperty -Path HKCU:\\Software\\MyTool -Name Cache`"))
				break
			}
		}
	case rs != nil && rs.shell == lexer.PowerShell:
		recurse, _ := rs.recursive(rp)
		out = winRemoveItem(ctx, c, rp.operands, recurse)
	case c.Grammar == lexer.PowerShell && c.Name == "clear-item":
		paths, sw := psPaths(c)
		if hasSwitch(sw, "whatif", 2) || hasSwitch(sw, "wi", 2) {
			return nil
		}
		out = winRemoveItem(ctx, c, paths, hasSwitch(sw, "recurse", 1))
	case c.Name == "sdelete" || c.Name == "sdelete64":
		// Sysinternals' secure delete: -s (or /s) recurses.
		_, p := winRead(c)
		recurse := p.has("-s")
		for _, t := range p.operands {
			if kind, known := winRecursiveKind(ctx.Env, t); recurse && known && kind != fsSafe {
				out = append(out, winRmFinding(c, kind, t.Value, c.Name+" -s"))
			}
		}
	case rs != nil && rs.shell == 0 && (rs.extra().removes == removesFiles || rs.extra().removes == removesTrees):
		// node's rimraf (always recursive) or a native rm -r, run from
		// PowerShell or cmd, often by a launcher: npx rimraf C:\Users\me.
		if recurse, _ := rs.recursive(rp); recurse {
			for _, t := range rp.operands {
				if kind, known := winRecursiveKind(ctx.Env, t); known && kind != fsSafe {
					out = append(out, winRmFinding(c, kind, t.Value, c.Name))
				}
			}
		}
	case rs != nil && rs.shell == lexer.Cmd:
		recurse, _ := rs.recursive(rp)
		if rs.extra().removes == removesEmpty && !recurse {
			return nil // removes an empty directory only
		}
		for _, t := range rp.operands {
			if recurse && rs.extra().removes == removesFiles {
				if f, ok := winDelBelow(ctx, c, t); ok {
					out = append(out, f) // del /s /q C:\*.docx
					continue
				}
			}
			kind, known := winKind(ctx.Env, t)
			whole := recurse || winEveryEntry(t.Value)
			if whole {
				kind, known = winRecursiveKind(ctx.Env, t)
			}
			if known && (kind == fsSafe || kind == fsUserData && !whole) {
				if f, ok := fsUserFileDeleted(ctx, c, t); ok {
					out = append(out, f) // del %USERPROFILE%\.gitconfig
					continue
				}
			}
			if !known && t.Computed && recurse {
				out = append(out, finding("fs.rm-computed", c, c.Name+" /s of a path computed at run time ("+t.Value+"): at worst it is the home directory", "print the paths first, then delete each by name: `rd /s /q build`"))
				continue
			}
			if !known && recurse && c.File == "" && winAnywhere(ctx, t.Value) {
				out = append(out, winVariableFinding(c, t.Value))
				continue
			}
			if !known {
				if recurse {
					out = append(out, finding("fs.rm-unknown", c, c.Name+" /s of a path only known at run time: if the variable is empty or wrong it deletes something else", "check the variable first and name what is deleted below it: `if defined BUILD_DIR rd /s /q \"%BUILD_DIR%\\out\"`"))
				}
				continue
			}
			if kind != fsSafe {
				out = append(out, winRmFinding(c, kind, t.Value, c.Name))
			}
		}
	case c.Grammar == lexer.Cmd && c.Name == "reg" || c.Grammar == lexer.PowerShell && c.Name == "reg":
		if len(c.Args) > 1 && strings.EqualFold(c.Args[0].Value, "delete") && (winRegistry(regLocalKey(c.Args[1].Value)) == "machine" || userSharedKey(c.Args[1].Value)) {
			out = append(out, finding("fs.overwrite-system", c, "reg delete of a machine-wide key or of the user's whole settings ("+c.Args[1].Value+"); Windows and installed programs may stop working", "change only keys of your own program under HKCU\\Software\\NAME, e.g. `reg query HKCU\\Software\\MyTool`"))
		}
	case c.Name == "move-item" || c.Name == "move":
		paths, _ := psPaths(c)
		if c.Grammar == lexer.Cmd {
			paths = winOperands(c)
		}
		if len(paths) > 0 {
			// The first argument is what moves, every element of it
			// (Move-Item a,b DEST); a second one is the destination.
			// -Path named after -Destination (Move-Item -Destination
			// ..\x -Path *) is what moves too.
			putOff := winMovedToScratch(c, paths)
			srcs := psArgument(paths)
			if b, ok := psBind(c); ok && c.Grammar != lexer.Cmd && len(b["-Path"])+len(b["-LiteralPath"]) > 0 {
				srcs = slices.Concat(b["-Path"], b["-LiteralPath"])
			}
			for _, src := range srcs {
				kind, known := winKind(ctx.Env, src)
				if putOff && (!known || kind == fsSafe) {
					// A tree of the user's moved where temporary files
					// are cleared (or only known at run time, or NUL):
					// a delete put off, as mv's (fsMvAway).
					kind, known = winRecursiveKind(ctx.Env, src)
				}
				// Every entry of the working folder (Move-Item .\*
				// $env:TEMP\x, move * "..\new dir") moved where
				// nothing is kept, or out of it, empties the project,
				// as mv * /tmp/x and mv * ../x do (fsMovedWithin); to
				// a folder not there yet, cmd's move may leave one
				// file, each overwriting the one before.
				if known && kind != fsSafe && (kind != fsGlob || putOff || !winMovedWithin(ctx.Env, c, paths)) {
					out = append(out, finding("fs.mv-away", c, "moving "+fsWhat[kind]+" ("+src.Value+") away breaks everything that lives there", "move only the files you mean, e.g. `Move-Item .\\old.txt .\\archive\\`"))
					break
				}
			}
		}
	case c.Dynamic && (c.Name == "" || c.Grammar == lexer.Cmd) && len(c.Args) > 0:
		for _, a := range c.Args {
			if kind, known := winKind(ctx.Env, a); known && kind != fsSafe && kind != fsCwd && !strings.HasPrefix(a.Value, "-") {
				out = append(out, finding("fs.dynamic", c, "a command whose name is only known at run time is run on "+fsWhat[kind]+" ("+a.Value+")", "name the command literally, e.g. `Get-ChildItem .\\build`"))
				break
			}
		}
	}
	if l := cmdInterpLang(c); l != "" && l != "awk" && l != "jq" {
		out = append(out, fsScript(ctx, c)...) // python -c, node -e typed into PowerShell or cmd
	}
	out = append(out, winOverwrite(ctx, c)...)
	out = append(out, fsEmptyData(ctx, c)...)
	out = append(out, fsDeleteData(ctx, c)...)
	out = append(out, winEmptiesListed(ctx, c)...)
	out = append(out, fsWipeSources(ctx, c)...)
	if len(out) == 0 {
		out = fsVocab(ctx, c)
	}
	if len(out) == 0 {
		out = winCredentials(ctx, c)
	}
	return out
}

// winEveryEntry reports whether v, a Windows path, ends in a pattern
// that matches every entry of its directory (D:\data\*, *.*): deleted
// without recursing, every file of the directory is gone, as rm's
// operand DIR/* is judged by DIR (fsGlobKind).
func winEveryEntry(v string) bool {
	v = strings.TrimRight(strings.Trim(v, `"'`), `\/`)
	if i := strings.LastIndexAny(v, `\/`); i >= 0 {
		v = v[i+1:]
	}
	return fsEverything(v)
}

// winDelBelow judges t, an operand of del /s or erase /s that ends in a
// pattern (C:\*.docx): del deletes the files matching it in that folder
// and in every folder below it (del /?: "/s Deletes specified files from
// the current directory and all subdirectories"), as find DIR -name PAT
// -delete and Get-ChildItem DIR -Recurse -Filter PAT | Remove-Item do.
// It is refused where winTreeKept says such a delete is.
func winDelBelow(ctx *Context, c *Command, t Word) (Finding, bool) {
	v := strings.TrimRight(t.Value, `\/`)
	i := strings.LastIndexAny(v, `\/`)
	pat := v[i+1:]
	if !t.Literal || !strings.ContainsAny(pat, "*?") || fsEverything(pat) {
		return Finding{}, false
	}
	dir := Word{Value: ".", Literal: true}
	if i >= 0 {
		dir.Value = v[:i+1]
	}
	kind, kept := winTreeKept(ctx, dir, fsDisposablePattern(pat))
	if !kept {
		return Finding{}, false
	}
	return finding(fsRmRule[kind], c, c.Name+" /s deletes every file matching "+pat+" in "+dir.Value+" and in every folder below it, "+fsWhat[kind]+", and cannot be undone",
		"delete only inside the project or a build directory, e.g. `del /s /q build\\*.obj`, after listing the files with `dir /s /b build\\*.obj`"), true
}

// winTreeKept reports whether deleting the files of a kind throughout
// the tree of dir, a folder, is refused, and the kind of dir: on the
// root, a system directory or home whatever the kind (psFilteredKept);
// in the user's own files outside the project (winRecursiveKind) unless
// the kind is one builds and systems leave behind and make again
// (disposable: fsDisposablePattern), as a find's -name is read
// (fsFindDisposable).
func winTreeKept(ctx *Context, dir Word, disposable bool) (fsKind, bool) {
	kind, known := winKind(ctx.Env, dir)
	if len(psFilteredKept(ctx, []Word{dir})) > 0 {
		return kind, true
	}
	if !disposable {
		if kind, known = winRecursiveKind(ctx.Env, dir); known && kind == fsUserData {
			return kind, true
		}
	}
	return kind, false
}

// winRemoveItem judges what Remove-Item (or Clear-Item) does to paths,
// recursively or not: registry keys of the machine, and the directories
// winKind protects, deleted with or without -Recurse (PowerShell asks
// one keystroke away).
func winRemoveItem(ctx *Context, c *Command, paths []Word, recurse bool) []Finding {
	var out []Finding
	// Get-ChildItem X -Recurse | Remove-Item: every entry of the whole
	// tree listed is removed, as Remove-Item X -Recurse removes them.
	paths, listed, listedTree := psListedPaths(ctx, c, paths)
	recurse = recurse || listedTree
	unknown, computed := false, ""
	for _, p := range paths {
		if reg := winRegistry(p.Value); reg != "" {
			if reg == "machine" || userSharedKey(p.Value) {
				out = append(out, finding("fs.overwrite-system", c, "it deletes machine-wide registry keys or the user's whole settings ("+p.Value+"); Windows and installed programs may stop working", "change only keys of your own program under HKCU:\\Software\\NAME, e.g. `Remove-Item -Path HKCU:\\Software\\MyTool\\Cache`"))
			}
			continue
		}
		if f, ok := providerItemRemoved(c, p.Value); ok && !hasArgFold(c.Args, "-DeleteKey") { // -DeleteKey: fs.credentials (winCredentials)
			out = append(out, f)
			continue
		}
		if strings.HasPrefix(strings.ToLower(p.Value), "env:") || strings.HasPrefix(strings.ToLower(p.Value), "variable:") || strings.HasPrefix(strings.ToLower(p.Value), "function:") || strings.HasPrefix(strings.ToLower(p.Value), "alias:") {
			continue
		}
		kind, known := winKind(ctx.Env, p)
		whole := recurse || listed || winEveryEntry(p.Value)
		if whole {
			kind, known = winRecursiveKind(ctx.Env, p)
		}
		if !known || kind == fsSafe || kind == fsUserData && !whole {
			if f, ok := fsUserFileDeleted(ctx, c, p); ok {
				out = append(out, f) // Remove-Item $PROFILE, ~\.gitconfig
				continue
			}
		}
		if !known && p.Computed && (recurse || strings.HasPrefix(p.Value, "@")) {
			computed = p.Value // a computed splat may hold -Recurse too
			continue
		}
		if !known && c.testedVar(p.Value) {
			continue // proved not empty: as "${D:?}"/* in bash
		}
		if !known && recurse && c.File == "" && winAnywhere(ctx, p.Value) {
			out = append(out, winVariableFinding(c, p.Value))
			continue
		}
		if !known {
			unknown = true
			continue
		}
		if kind != fsSafe {
			out = append(out, winRmFinding(c, kind, p.Value, "Remove-Item"))
		}
	}
	if computed != "" && len(out) == 0 {
		out = append(out, finding("fs.rm-computed", c, "Remove-Item -Recurse of a path computed at run time ("+computed+"): at worst it is the home directory", "print the path first, then delete it by name: `Remove-Item -Recurse -Force -LiteralPath .\\build`"))
	}
	if unknown && recurse && len(out) == 0 {
		out = append(out, finding("fs.rm-unknown", c, "Remove-Item -Recurse of a path only known at run time: if the variable is empty or wrong it deletes something else", "check the path first and name what is deleted below it: `if ($dir) { Remove-Item -Recurse -Force -LiteralPath \"$dir\\out\" }`"))
	}
	return out
}

// psListedPaths returns what a PowerShell command that takes paths acts
// on: what the Get-ChildItem feeding it lists (Get-ChildItem X -Recurse |
// Remove-Item, gci X | % { ri $_.FullName }: X, and listed is true;
// recurse when it lists the whole tree), else its own paths; filtered
// (-Filter *.log, -Include, a Where-Object, a pattern; psNarrows) only those still
// refused whatever the filter (psFilteredKept).
func psListedPaths(ctx *Context, c *Command, paths []Word) (out []Word, listed, recurse bool) {
	if (len(paths) == 0 || psPipelineItems(paths)) && len(c.Feeds) > 0 {
		g, narrowed := psLister(c.Feeds[0])
		if g == nil {
			return paths, false, false
		}
		gp, gsw := psPaths(g)
		filtered := narrowed || psNarrows(g)
		for _, p := range gp {
			// A pattern in the last element picks entries (gci *.log);
			// one in a directory above it (C:\Users\*\Documents) names
			// directories, each listed whole.
			last := p.Value
			if i := strings.LastIndexAny(strings.TrimRight(last, `\/`), `\/`); i >= 0 {
				last = last[i+1:]
			}
			filtered = filtered || strings.ContainsAny(last, "*?[")
		}
		if len(gp) == 0 {
			gp = []Word{{Value: ".", Literal: true}}
		}
		recurse := hasSwitch(gsw, "recurse", 1)
		if filtered {
			// Get-ChildItem -Recurse -Filter *.log | Remove-Item:
			// the entries that match, not the directory.
			kept := psFilteredKept(ctx, gp)
			if !recurse && !narrowed {
				// Get-ChildItem D:\PI\Archives -Filter *.arc |
				// Remove-Item: the entries of one directory that match,
				// as Remove-Item D:\PI\Archives\*.arc names them (and
				// find DIR -maxdepth 1 -name PAT -delete): each judged
				// so, a disposable pattern (*.log, *.tmp) let through.
				for _, p := range append(psListedFiles(c, paths), gp...) {
					last := strings.TrimRight(p.Value, `\/`)
					last = last[strings.LastIndexAny(last, `\/`)+1:]
					if strings.ContainsAny(last, "*?[") && !slices.ContainsFunc(kept, func(k Word) bool { return k.Value == p.Value }) {
						kept = append(kept, p)
					}
				}
			}
			if recurse && !narrowed && !psDisposableFilter(g) {
				// Get-ChildItem \\nas\share -Recurse -Include *.xlsx |
				// Remove-Item: the files of a kind throughout others'
				// tree, as find /mnt/share -name '*.xlsx' -delete
				// (fsFindDisposable): refused where the tree is.
				for _, p := range gp {
					if kind, known := winRecursiveKind(ctx.Env, p); known && kind == fsUserData {
						kept = append(kept, p)
					}
				}
			}
			gp = kept
		}
		return gp, true, recurse
	}
	if psNarrows(c) {
		// Remove-Item * -Include *.doc: the entries that match.
		return psFilteredKept(ctx, paths), false, false
	}
	return paths, false, false
}

// winEmptiesListed refuses an emptying writer (winEmpties) over every
// file a Get-ChildItem lists (gci ~ -Recurse -File | Clear-Content, gci
// X | % { [IO.File]::WriteAllBytes($_.FullName, @()) }): as a delete of
// what is listed, it leaves nothing of it.
func winEmptiesListed(ctx *Context, c *Command) []Finding {
	if c.Grammar != lexer.PowerShell || !winEmpties(c) {
		return nil
	}
	var paths []Word
	switch {
	case does(c, c.Name, roleWinWrites):
		paths, _ = psPaths(c)
		if c.Name == "set-content" && len(paths) > 1 {
			paths = paths[:1] // Set-Content PATH VALUE
		}
	case c.Name == "":
		// '' > $_.FullName, $null > $_: nothing written over each file
		// the redirection names (winEmpties).
		for _, r := range c.Redirs {
			if r.Op == ">" && (r.Fd == "" || r.Fd == "1") {
				paths = append(paths, r.Target)
			}
		}
	default:
		return nil
	}
	listed, listedHere, recurse := psListedPaths(ctx, c, paths)
	if !listedHere {
		return nil
	}
	for _, p := range listed {
		kind, known := winKind(ctx.Env, p)
		if recurse {
			kind, known = winRecursiveKind(ctx.Env, p)
		}
		if known && kind != fsSafe {
			return []Finding{winRmFinding(c, kind, p.Value, "emptying every file listed")}
		}
	}
	return nil
}

// winWritesOf returns the files c writes through cmdlets (Set-Content,
// Out-File, Copy-Item's destination, …) or redirections; appending, when
// false, leaves out those that only add to a file (Add-Content, >>).
// A cmdlet given -WhatIf writes none of its files, only says what it
// would (about_CommonParameters); its redirections still write.
func winWritesOf(c *Command, appending bool) []Word {
	var targets []Word
	if dest, copies, ok := winDest(c); copies {
		// A copy or a move writes its destination, a file or a folder
		// it writes into; with none named, the file of its source's
		// name in the current location.
		if ok {
			targets = append(targets, dest)
		} else {
			targets = append(targets, winCopiedHere(c)...)
		}
	} else if c.Grammar == lexer.PowerShell && does(c, c.Name, roleWinWrites) && (appending || c.Name != "add-content") && !psWhatIfGiven(c) {
		_, p := psFileRead(c)
		paths := p.operands
		if !appending && p.has("-Append") {
			paths = nil // Out-File -Append, Tee-Object -Append only add
		}
		if !appending && (c.Name == "new-item" && !p.has("-Force") || c.Name == "out-file" && p.has("-NoClobber", "-NoOverwrite")) {
			paths = nil // New-Item without -Force, Out-File -NoClobber: they fail on a file that is there, and write over none
		}
		targets = paths
	}
	for _, r := range c.Redirs {
		if strings.HasPrefix(r.Op, ">") && !strings.HasSuffix(r.Op, "&") && (appending || r.Op != ">>") {
			targets = append(targets, r.Target)
		}
	}
	return targets
}

// winCopiedHere returns the files c, a copier given no destination,
// writes in the current location: each source's name there (copy /?:
// "If you omit destination, the files are copied to the current
// directory").
func winCopiedHere(c *Command) []Word {
	var srcs []Word
	if c.Grammar == lexer.PowerShell {
		srcs, _ = psPaths(c)
	} else {
		srcs = winOperands(c)
	}
	out := make([]Word, 0, len(srcs))
	for _, w := range srcs {
		w.Value = path.Base(strings.ReplaceAll(w.Value, `\`, "/"))
		out = append(out, w)
	}
	return out
}

// winCredentials is fs.credentials for PowerShell and cmd: removing,
// moving away or writing over the user's keys and credentials
// (Remove-Item ~\.ssh, del %USERPROFILE%\.aws\credentials, Clear-Content
// $HOME\.aws\credentials), and adding to authorized_keys, which lets
// someone log in.
func winCredentials(ctx *Context, c *Command) []Finding {
	for _, w := range winWrites(c, true) {
		if rel, ok := winHomeRel(ctx.Env, w.Value); ok && (rel == ".ssh/authorized_keys" || rel == ".ssh/authorized_keys2") {
			return []Finding{finding("fs.credentials", c, "writing "+w.Value+" lets whoever holds the key log in to this machine", "do not grant logins from an agent; ask a human to add the key")}
		}
	}
	for _, w := range winWrites(c, false) {
		// Only an overwrite destroys; emptying one is refused whether it
		// is there or not (fsEmpties for posix).
		rel, ok := winHomeRel(ctx.Env, w.Value)
		if ok && homeCredential(rel, func(string) bool { return false }) && credPathRule(rel) != "" && (isFile(ctx.Env.Home+"/"+rel) || winEmpties(c)) {
			return []Finding{finding("fs.credentials", c, "writing over "+w.Value+" destroys the key or credentials in it", "leave keys and credential files as they are; write to a file inside the project instead")}
		}
	}
	var paths []Word
	switch {
	case c.Grammar == lexer.PowerShell && (c.Name == "remove-item" || c.Name == "rm" || c.Name == "rmdir" || c.Name == "del" || c.Name == "erase" || c.Name == "rd" || c.Name == "ri" || c.Name == "move-item" || c.Name == "mv" || c.Name == "move" || c.Name == "mi" || c.Name == "rename-item" || c.Name == "rni" || c.Name == "ren"):
		paths, _ = psPaths(c)
	case c.Grammar == lexer.Cmd && (c.Name == "rd" || c.Name == "rmdir" || c.Name == "del" || c.Name == "erase" || c.Name == "move" || c.Name == "ren" || c.Name == "rename"):
		paths = winOperands(c)
		if len(paths) == 0 && (c.Name == "ren" || c.Name == "rename") {
			paths = c.Args // ren has no switches: its words are the file and its new name
		}
	default:
		return nil
	}
	if c.Grammar == lexer.PowerShell && c.Name == "remove-item" && hasArgFold(c.Args, "-DeleteKey") && !psWhatIfGiven(c) {
		// Only the certificate provider has -DeleteKey: the private key
		// goes with the certificate.
		return []Finding{finding("fs.credentials", c, "Remove-Item -DeleteKey deletes certificates with their private keys, which no one can make again", "leave keys as they are; to look, list them (`Get-ChildItem Cert:\\CurrentUser\\My`)")}
	}
	// A move or a rename (Rename-Item, ren) takes the key away from
	// where its tools look for it, as mv does: the source is what goes.
	if (c.Name == "move-item" || c.Name == "mv" || c.Name == "move" || c.Name == "mi" || c.Name == "rename-item" || c.Name == "rni" || c.Name == "ren" || c.Name == "rename") && len(paths) > 1 {
		paths = paths[:1] // the source
	}
	for _, w := range paths {
		if rel, ok := winHomeRel(ctx.Env, w.Value); ok && homeCredential(rel, func(string) bool { return false }) {
			return []Finding{finding("fs.credentials", c, "deleting or moving "+w.Value+" destroys keys or credentials no one can restore", "leave keys and credential files as they are; to use another key make a new one beside it (`ssh-keygen -t ed25519 -f $HOME\\.ssh\\id_agent`), and ask a human to retire the old one")}
		}
	}
	return nil
}

// isFile reports whether p is a file now (only an overwrite destroys).
func isFile(p string) bool {
	fi, err := os.Lstat(p)
	return err == nil && !fi.IsDir()
}

// isDir reports whether p is a directory on disk, or a link to one.
func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// winHomeRel returns the part of a PowerShell or cmd path after the home
// directory, lower-cased with forward slashes, when the path is written
// from home: ~, $HOME, $env:USERPROFILE, %USERPROFILE%, %HOMEDRIVE%%HOMEPATH%,
// C:\Users\NAME, or env.Home itself.
func winHomeRel(env *Env, v string) (string, bool) {
	v = strings.ToLower(strings.ReplaceAll(strings.Trim(v, `"'`), `\`, "/"))
	if i := strings.Index(v, "::"); i >= 0 && strings.Contains(v[:i], "filesystem") {
		v = v[i+2:]
	}
	for _, prefix := range []string{"~/", "$home/", "${home}/", "$env:userprofile/", "${env:userprofile}/", "%userprofile%/", "%homedrive%%homepath%/", "$env:home/"} {
		if strings.HasPrefix(v, prefix) {
			return path.Clean(v[len(prefix):]), true
		}
	}
	if len(v) > 3 && v[1] == ':' && strings.HasPrefix(v[2:], "/users/") {
		if _, rest, ok := strings.Cut(v[len("c:/users/"):], "/"); ok {
			return path.Clean(rest), true
		}
	}
	if env != nil && env.Home != "" {
		h := strings.ToLower(strings.ReplaceAll(env.Home, `\`, "/"))
		if strings.HasPrefix(v, h+"/") {
			return path.Clean(v[len(h)+1:]), true
		}
	}
	return "", false
}

// providerItemRemoved judges a removal on a drive of a provider other
// than the file system's and the registry's (about_Providers): in the
// certificate stores (Cert:), a whole store or every certificate of one
// (the machine's: its own identity; the user's: the certificates that
// open their private keys), and any certificate of the machine's trusted
// roots and issuers (the trust of every site and program it vouched
// for); one certificate of a personal store by its thumbprint is one
// thing deleted, as certutil -delstore My SERIAL is. In IIS's
// configuration (IIS:\Sites, IIS:\AppPools): what the server serves.
func providerItemRemoved(c *Command, v string) (Finding, bool) {
	l := providerPath(v)
	if parts, ok := certParts(l); ok {
		// A thumbprint only known at run time ($thumb, $(…)) may be a
		// wildcard: every certificate of the store.
		whole := len(parts) < 3 || strings.ContainsAny(parts[2], "*?[$`(")
		machine := len(parts) == 0 || parts[0] == "localmachine" || strings.ContainsAny(parts[0], "*?[")
		switch {
		case machine && (whole || trustedStore.match(parts[1])):
			return finding("fs.overwrite-system", c, "it deletes certificates of the machine's stores ("+v+"): its trusted roots, its own identity; TLS and signed code may stop working", "list them only: `Get-ChildItem Cert:\\LocalMachine\\My`"), true
		case whole:
			return finding("fs.credentials", c, "it deletes the user's certificates ("+v+"), which open their private keys and cannot be made again", "list them only: `Get-ChildItem Cert:\\CurrentUser\\My`"), true
		}
		return Finding{}, false
	}
	if rest, ok := strings.CutPrefix(l, `sqlserver:`); ok {
		// The SqlServer module's provider: SQLSERVER:\SQL\HOST\INSTANCE\
		// Databases\NAME is the database, Remove-Item drops it (SMO's
		// Drop), below it its tables; Logins, JobServer\Jobs, … the
		// server's other objects (SQL Server PowerShell provider).
		parts := strings.FieldsFunc(rest, func(r rune) bool { return r == '\\' })
		if slices.Contains(parts, "databases") {
			return vocabFinding(c, "infra.database", "Remove-Item of "+v+" (a database, or its tables, dropped through the SQL Server provider)")[0], true
		}
		if len(parts) > 3 {
			return vocabFinding(c, "infra.cloud", "Remove-Item of "+v+" (a SQL Server's login, job or setting removed through its provider)")[0], true
		}
		return Finding{}, false
	}
	if strings.HasPrefix(l, `ad:`) && len(l) > len(`ad:\`) {
		// The ActiveDirectory module's AD: drive: its items are the
		// directory's objects (AD:\"CN=jdoe,OU=Users,DC=corp,DC=local"),
		// removed as Remove-ADObject removes them.
		return vocabFinding(c, "infra.cloud", "Remove-Item of "+v+" (an Active Directory object removed: users, groups or computers of the domain)")[0], true
	}
	if strings.HasPrefix(l, `iis:\`) && !strings.HasPrefix(l, `iis:\sslbindings`) {
		return finding("fs.overwrite-system", c, "it deletes IIS's sites, application pools or their settings ("+v+"); what the server serves stops", "list them only: `Get-ChildItem IIS:\\Sites`"), true
	}
	return Finding{}, false
}

// providerPath is v lower case, unquoted, its slashes backslashes, a
// provider-qualified certificate path (Microsoft.PowerShell.Security\
// Certificate::LocalMachine\My) written as the Cert: drive's.
func providerPath(v string) string {
	l := strings.ToLower(strings.Trim(v, `"'`))
	if _, rest, ok := strings.Cut(l, "::"); ok && strings.Contains(l[:len(l)-len(rest)], "certificate") {
		l = `cert:\` + rest
	}
	return strings.ReplaceAll(l, "/", `\`)
}

// certParts returns the elements of l, a providerPath, on the Cert:
// drive (LOCATION, STORE, THUMBPRINT), as the provider resolves them.
func certParts(l string) ([]string, bool) {
	rest, ok := strings.CutPrefix(l, "cert:")
	if !ok {
		return nil, false
	}
	var parts []string
	for _, p := range strings.FieldsFunc(rest, func(r rune) bool { return r == '\\' }) {
		switch p {
		case ".":
		case "..":
			// The provider resolves the path as the file system's:
			// Cert:\LocalMachine\My\..\Root\T is Root's.
			parts = parts[:max(len(parts)-1, 0)]
		default:
			parts = append(parts, p)
		}
	}
	return parts, true
}

// machineTrustedStore reports whether v names one of the machine's
// trusted stores on the Cert: drive (Cert:\LocalMachine\Root, CA): what
// a filter picks there (Get-ChildItem … | Where-Object Subject -match X
// | Remove-Item) is still roots the machine trusts.
func machineTrustedStore(v string) bool {
	parts, ok := certParts(providerPath(v))
	return ok && len(parts) >= 2 && (parts[0] == "localmachine" || strings.ContainsAny(parts[0], "*?[")) && trustedStore.match(parts[1])
}

// regLocalKey returns reg's KeyName without the machine it may name
// first ([\\Machine\]FullKey, reg /?: reg delete \\MES-APP01\HKLM\…
// deletes that machine's key as reg delete HKLM\… does this one's).
func regLocalKey(v string) string {
	t := strings.Trim(v, `"'`)
	if rest, ok := strings.CutPrefix(t, `\\`); ok {
		if _, key, ok := strings.Cut(rest, `\`); ok {
			return key
		}
	}
	return v
}

// winRegistry returns "machine" for a machine-wide registry path, "user"
// for another registry path, "" for a file path.
func winRegistry(v string) string {
	l := strings.ToLower(strings.TrimPrefix(v, "Registry::"))
	l = strings.TrimPrefix(l, "registry::")
	for _, p := range []string{"hklm", "hkey_local_machine", "hkcr", "hkey_classes_root", "hku\\", "hku:", "hkey_users"} {
		if strings.HasPrefix(l, p) {
			return "machine"
		}
	}
	if strings.HasPrefix(l, "hkcu") || strings.HasPrefix(l, "hkey_current_user") {
		return "user"
	}
	return ""
}

// userSharedKey reports whether v is a key of the user's registry that
// holds every program's settings, not one's: HKCU itself, a key right
// under it (Software, Environment, Control Panel), Software\Microsoft,
// \Classes or \Policies, and the keys right under Software\Microsoft.
func userSharedKey(v string) bool {
	l := strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(v, "Registry::"), "registry::"))
	l = strings.Replace(strings.Replace(l, "hkey_current_user", "hkcu", 1), "hkcu:", "hkcu", 1)
	parts := strings.FieldsFunc(l, func(r rune) bool { return r == '\\' || r == '/' })
	if len(parts) == 0 || parts[0] != "hkcu" {
		return false
	}
	switch {
	case len(parts) <= 2:
		return true
	case parts[1] != "software":
		return false
	case len(parts) == 3:
		return parts[2] == "microsoft" || parts[2] == "classes" || parts[2] == "policies" || parts[2] == "wow6432node"
	}
	return len(parts) == 4 && parts[2] == "microsoft"
}

// broadTaskFilter reports whether a taskkill or tasklist /fi filter
// selects processes by more than one program's name, id or window: a
// name compared with ne (every process but that one's; taskkill /? gives
// eq and ne for names), a comparison other than eq of an id (PID gt 0),
// a field every process has (STATUS, USERNAME, SESSION, MEMUSAGE,
// CPUTIME), or a name of only wildcards.
func broadTaskFilter(v string) bool {
	f := strings.Fields(strings.ToLower(strings.Trim(v, `"'`)))
	if len(f) < 3 {
		return false
	}
	field, op, val := f[0], f[1], strings.Join(f[2:], " ")
	switch field {
	case "imagename", "windowtitle", "services", "modules":
		return op == "ne" || op == "eq" && strings.Trim(val, "*?") == ""
	case "pid":
		return op != "eq"
	}
	return true
}

// taskFilterNarrows reports whether taskkill's or tasklist's arguments
// pick one program's processes: a /fi filter that is not broad
// (broadTaskFilter), /im NAME (not *), /pid. Their criteria all hold of
// each process picked (taskkill /?), so one narrow one narrows them all.
func taskFilterNarrows(args []Word) bool {
	for i, a := range args {
		if i+1 >= len(args) {
			break
		}
		v := args[i+1].Value
		switch strings.ToLower(a.Value) {
		case "/fi":
			if !broadTaskFilter(v) {
				return true
			}
		case "/im":
			if strings.Trim(v, "*?") != "" {
				return true
			}
		case "/pid":
			if args[i+1].Literal {
				return true
			}
		}
	}
	return false
}

// winSystemFile reports whether a path is a system file or lies in a
// system directory: C:\Windows\…, /etc/….
func winSystemFile(env *Env, w Word) bool {
	if !w.Literal {
		return false
	}
	v := strings.ToLower(strings.ReplaceAll(w.Value, `\`, "/"))
	if len(v) >= 2 && v[1] == ':' {
		v = v[2:]
	}
	v = path.Clean("/" + v)
	if v == "/windows/temp" || v == "/windows/tmp" || strings.HasPrefix(v, "/windows/temp/") || strings.HasPrefix(v, "/windows/tmp/") {
		return false // C:\Windows\Temp: temporary files', anyone's to write
	}
	if strings.HasPrefix(v, "/windows/") || strings.HasPrefix(v, "/program files") {
		return true
	}
	if !strings.HasPrefix(w.Value, "/") {
		return false
	}
	for _, d := range []string{"/etc/", "/boot/", "/usr/", "/bin/", "/sbin/", "/lib/"} {
		if strings.HasPrefix(v, d) {
			return true
		}
	}
	return false
}

// winEmpties reports whether c leaves what it writes empty or blank:
// Clear-Content; Set-Content, Out-File and New-Item -Force given only
// empty strings or $null, or fed them; ” or $null redirected; cmd's
// type nul and copy nul, and echo., break, rem and cd redirected (they
// print at most an empty line).
func winEmpties(c *Command) bool {
	if c.Grammar == lexer.Cmd {
		overwrite := slices.ContainsFunc(c.Redirs, func(r Redir) bool { return r.Op == ">" })
		nul := func(w Word) bool { return strings.EqualFold(w.Value, "nul") }
		switch c.Name {
		case "type":
			return len(c.Args) == 1 && nul(c.Args[0])
		case "copy":
			ops := winOperands(c)
			return len(ops) > 1 && nul(ops[0])
		case "echo":
			return overwrite && len(c.Args) == 0 && len(c.Word0.Value) > 4 // echo. echo: echo(
		case "break", "rem":
			return overwrite
		case "cd", "chdir":
			return overwrite && len(c.Args) > 0
		}
		return false
	}
	// $null and an empty array write nothing, as '' does.
	blank := func(w Word) bool {
		return w.Literal && strings.TrimSpace(w.Value) == "" || strings.EqualFold(w.Value, "$null") || strings.ReplaceAll(w.Value, " ", "") == "@()"
	}
	switch c.Name {
	case "clear-content":
		return true
	case "":
		return len(c.Args) == 0 && blank(c.Word0) && slices.ContainsFunc(c.Redirs, func(r Redir) bool { return r.Op == ">" })
	case "set-content", "out-file", "new-item":
	default:
		return false
	}
	var values []Word
	_, p := psFileRead(c)
	force := p.has("-Force")
	for _, o := range p.opts {
		switch {
		case o.hasValue && (o.name == "-Value" || o.name == "-InputObject"):
			values = append(values, Word{Value: o.value, Literal: o.literal})
		case c.Name == "new-item" && o.hasValue && (o.name == "-ItemType" || o.name == "-Type"):
			if o.literal && psContainerType(o.value) {
				return false // a directory: -Force keeps the one that is there, and writes over no file
			}
		}
	}
	if c.Name == "set-content" && len(p.operands) > 1 {
		values = append(values, p.operands[1:]...) // Set-Content PATH VALUE
	}
	for _, v := range values {
		if !blank(v) {
			return false
		}
	}
	switch {
	case len(values) > 0:
		return c.Name != "new-item" || force
	case c.Stdin != nil:
		return strings.TrimSpace(*c.Stdin) == "" || blank(Word{Value: strings.TrimSpace(*c.Stdin)}) // '' | Out-File f, $null | Set-Content f
	case c.Name == "out-file" && len(c.Feeds) == 0:
		// Out-File f with no pipeline into it writes an empty file over
		// f; with -NoClobber (-NoOverwrite) it fails on a file that is there.
		return !p.has("-NoClobber") && !p.has("-NoOverwrite")
	}
	return c.Name == "new-item" && force // New-Item -Force f: an empty file over it
}

// psContainerType reports whether v, New-Item's -ItemType, makes a
// directory: the file system provider takes any prefix of Directory or
// Container (-ItemType dir), as a wildcard v* matched against each.
func psContainerType(v string) bool {
	v = strings.Trim(strings.ToLower(v), `'"`)
	return v != "" && !strings.ContainsAny(v, "*?[") && (strings.HasPrefix("directory", v) || strings.HasPrefix("container", v))
}

// winOverwrite: writes to system files through cmdlets or redirections.
func winOverwrite(ctx *Context, c *Command) []Finding {
	for _, t := range winWrites(c, true) {
		if winSystemFile(ctx.Env, t) {
			fix := "write to a file inside the project or a temporary directory, e.g. `Set-Content -Path .\\out.txt -Value x`"
			if c.Grammar == lexer.Cmd {
				fix = "write to a file inside the project or a temporary directory, e.g. `echo x > out.txt`"
			}
			why := "it writes over a system file (" + t.Value + ")"
			if _, copies, _ := winDest(c); copies {
				why = "it copies or moves a file into a system directory (" + t.Value + "), over what Windows or an installed program runs or loads"
				fix = "copy into the project or a temporary directory, e.g. `Copy-Item .\\x.exe .\\build\\`; installing into Windows' or Program Files' folders is an installer's job"
				if c.Grammar == lexer.Cmd {
					fix = "copy into the project or a temporary directory, e.g. `copy /y x.exe build\\`; installing into Windows' or Program Files' folders is an installer's job"
				}
			}
			return []Finding{finding("fs.overwrite-system", c, why, fix)}
		}
	}
	return nil
}

// winNoText reports whether c, a Windows reader, prints nothing of the
// text it reads: cmd's find /c (a count), findstr /m (the names of the
// files that match), certutil -hashfile (a digest), Select-String -Quiet
// (True or False).
func winNoText(c *Command) bool {
	switch c.Name {
	case "find":
		return c.Grammar == lexer.Cmd && winSwitch(c, "/c")
	case "findstr":
		return winSwitch(c, "/m")
	case "certutil":
		// Its verb is its first word that is not one of its options
		// (-f, -v, -silent): -hashfile FILE [ALGORITHM].
		for _, a := range c.Args {
			v := strings.ToLower(a.Value)
			if len(v) > 1 && (v[0] == '-' || v[0] == '/') {
				switch v[1:] {
				case "f", "v", "silent", "q", "quiet":
					continue
				}
			}
			return v == "-hashfile" || v == "/hashfile"
		}
	case "select-string":
		return psQuiet(c)
	}
	return false
}

// winCred: environment dumps (Get-ChildItem Env:, [Environment]::
// GetEnvironmentVariables(), bare or prefix set in cmd) and credential
// files read or sent.
func winCred(ctx *Context, c *Command) []Finding {
	if !isWin(c.Grammar) {
		return nil
	}
	out := metadataCred(c) // Invoke-RestMethod of the metadata service
	dump := func(what, fix string) {
		if c.Grammar == lexer.PowerShell && (psNamesOnly(ctx, c) || c.Name == "get-childitem" && psGiven(c, "-Name")) {
			return // Get-ChildItem Env: | Select-Object Name, Get-ChildItem Env: -Name
		}
		out = append(out, finding("cred.env-dump", c, what+" prints every environment variable, credentials included", fix))
	}
	psFix := "read only the variable you need by its name, e.g. `$env:PATH`"
	switch {
	case c.Grammar == lexer.PowerShell && readsEnvDrive(c):
		paths, _ := psPaths(c)
		for _, p := range paths {
			l := strings.ToLower(strings.TrimSpace(p.Value))
			l = strings.TrimPrefix(l, "microsoft.powershell.core\\environment::")
			if strings.HasPrefix(l, "env:") && (!p.Literal || strings.ContainsAny(l[4:], "$(")) {
				out = append(out, finding("cred.env-dump", c, c.Word0.Value+" "+p.Value+" reads a variable whose name is only known at run time, credentials included", psFix))
				continue
			}
			if l == "env:" || l == "env:\\" || l == "env:/" || l == "env:*" || l == "env:\\*" || l == "env:/*" ||
				strings.HasPrefix(l, "env:") && strings.ContainsAny(l[4:], "*?[") && len(strings.Trim(l[4:], "\\/*?")) < 2 {
				dump(c.Word0.Value+" "+p.Value, psFix)
			} else if strings.HasPrefix(l, "env:") && strings.ContainsAny(l[4:], "*?[") && winEnvPatternLeaks(ctx, strings.TrimLeft(l[4:], "\\/")) {
				out = append(out, finding("cred.env-dump", c, c.Word0.Value+" "+p.Value+" prints the variables the pattern matches, credentials among them", psFix))
			}
		}
	case c.Grammar == lexer.PowerShell && c.Name == "":
		if psCodeMentions(c, "getenvironmentvariables(", "environmentvariables()") {
			dump("[Environment]::GetEnvironmentVariables()", psFix)
		} else if psComputedEnvName(c) {
			out = append(out, finding("cred.env-dump", c, "[Environment]::GetEnvironmentVariable of a name only known at run time may read any variable, credentials included", psFix))
		}
	case c.Grammar == lexer.PowerShell && (c.Name == "get-ciminstance" || c.Name == "get-wmiobject" || c.Name == "gwmi" || c.Name == "gcim"):
		for _, a := range c.Args {
			if strings.EqualFold(a.Value, "win32_environment") {
				dump("Win32_Environment", psFix)
			}
		}
	case c.Grammar == lexer.Cmd && c.Name == "set":
		if what := dumpsEnv(c, ctx.Env.Home); what != "" && !namesOnly(ctx, c) {
			out = append(out, finding("cred.env-dump", c, "it "+what+", credentials included", "print only the variable you need, e.g. `echo %PATH%`"))
			break
		}
		if len(c.Args) == 0 {
			break
		}
		a := c.Args[0]
		v := a.Value
		if strings.HasPrefix(v, "/") || strings.Contains(v, "=") || len(c.Args) > 1 && strings.HasPrefix(c.Args[1].Value, "=") {
			break
		}
		// set PREFIX lists every variable whose name starts with PREFIX.
		if winPrefixLeaks(ctx, v) {
			dump("set "+v, "print only the variable you need, e.g. `echo %PATH%`")
		}
	}
	if c.Grammar == lexer.PowerShell && !c.assigned && psRevealsSecret(c) {
		out = append(out, finding("cred.cloud-file", c, "it turns a credential (a PSCredential or SecureString) into plain text and prints it",
			"hand the credential object to the command that uses it (`-Credential $cred`), or store the plain text in a variable without printing it"))
	}
	if c.Grammar == lexer.PowerShell && !c.assigned {
		if what := psSecretProperty(ctx, c); what != "" {
			out = append(out, finding("cred.cloud-file", c, "it prints "+what,
				"let a human read it where it is kept; to check that it exists, select the protector's type only (`Select-Object -ExpandProperty KeyProtectorType`)"))
		}
	}
	if len(out) == 0 {
		if call := psSecretCall(c); call != "" {
			out = append(out, secretCallFinding(c, call))
		}
	}
	if d, ok := searchedHome(ctx, c); ok {
		out = append(out, finding("cred.private-key", c, "it searches every file under "+d+", the keys and credentials of the home directory among them, and prints what matches",
			"search the directory you mean, inside the project, e.g. `Get-ChildItem -Recurse .\\src | Select-String PATTERN`"))
	} else if rule, what := secretHunt(ctx, c); rule != "" && !countedOnly(ctx, c) {
		out = append(out, finding(rule, c, what, "search the project's own files, e.g. `Select-String -Path .\\src\\*.cs -Pattern PATTERN`, or list only the files that match"))
	}
	if pat := listedCred(c); pat != "" && c.Grammar == lexer.PowerShell && (does(c, c.Name, roleWinReads) || psUnknownReader(c) || resolvePS(c.Name, nil) == "get-content") {
		out = append(out, winCredFile(credPatternRule(pat), c, "the files a search for "+pat+" finds"))
	}
	reader := does(c, c.Name, roleWinReads) || c.Grammar == lexer.PowerShell && (c.Name == "get-item" || psUnknownReader(c))
	// Any command reads what < gives its standard input, as in a POSIX
	// shell (credFiles): more < .env, findstr x < .env, sort < KEY, and
	// cmd's set /p VAR=<FILE, which reads the file's first line into VAR
	// (`set /?`), as read VAR < FILE does.
	fed := !quietInput(c) && !loadsStdin(c) && slices.ContainsFunc(c.Redirs, func(r Redir) bool { return r.Op == "<" })
	if (reader || fed) &&
		!((does(c, c.Name, roleWinPrintsOnly) || c.Name == "get-item") && !psKeepsOutput(c) && (countedOnly(ctx, c) || outputDropped(c))) && !winNoText(c) &&
		!(c.Name == "get-item" && !c.assigned && !psKeepsOutput(c) && itemsOnly(ctx, c, 0)) && !psSavedOnly(ctx, c) {
		// Get-Content .env | Measure-Object -Line, (Get-Content
		// .env).Count, (Get-Item .env).Length: a count reaches the
		// output, not the text (as cat .env | wc -l); so does find /c.
		var files []Word
		if reader {
			files = winFileArgs(c)
		}
		for _, r := range c.Redirs {
			if r.Op == "<" {
				files = append(files, r.Target) // more < .env, findstr x < .env
			}
		}
		masked := psMasked(ctx, c)
		for _, a := range files {
			// A variable naming a credential's file stands for it, as
			// in the POSIX shells (credVarPath): Get-Content
			// $env:KUBECONFIG, type %AWS_SHARED_CREDENTIALS_FILE%.
			p := strings.ReplaceAll(credVarPath(ctx.Env, a.Value), `\`, "/")
			if masked && a.Literal && maskHides(ctx, p) {
				continue // gc .env | % { ($_ -split '=')[0] }: the names (masked.go)
			}
			if rule := credPathRule(path.Clean(p)); rule != "" && rule != "cred.proc-environ" {
				if rule == "cred.cloud-file" && mixedConfig(p) && settingUsed(ctx, c) {
					continue // Select-String -Path appsettings.Production.json -Pattern Logging
				}
				if rule == "cred.cloud-file" && fileLoggedIn(ctx, c, p) {
					continue // Get-Content .\.secrets\acr_token | docker login x.azurecr.io -u u --password-stdin
				}
				if f, ok := loginElsewhere(ctx, c, p, a.Value, true); ok && rule == "cred.cloud-file" {
					out = append(out, f) // Get-Content .\.secrets\t | docker login registry.example.net …
					break
				}
				out = append(out, winCredFile(rule, c, a.Value))
				break
			}
		}
	}
	return out
}

// itemsOnly reports whether what c, a Get-Item, outputs reaches the
// output only as the items themselves: a file's Mode, LastWriteTime,
// Length and Name, as ls -l prints them, none of its text. Its readers,
// hops filters down the pipeline, may only filter, sort, pick, format
// or count the items by property names written out (Where-Object Length
// -gt 0, Select-Object Name, Length, Format-List *, Measure-Object). A
// script block or calculated property ({ … }, @{ … }), a variable, a
// member or method of the item ((Get-Item .env).OpenText()), or any
// other command given it (| Get-Content) may read the file: c stays a
// reader.
func itemsOnly(ctx *Context, c *Command, hops int) bool {
	if ctx == nil || ctx.Input == nil || hops > 8 {
		return false
	}
	for _, x := range ctx.Input.Commands {
		if !slices.Contains(x.Feeds, c) {
			continue
		}
		switch x.Name {
		case "where-object", "sort-object", "select-object", "format-table", "format-list", "format-wide", "measure-object":
		default:
			return false
		}
		if len(x.Wrappers) != len(c.Wrappers) || psKeepsOutput(x) || slices.ContainsFunc(x.Args, func(a Word) bool { return !a.Literal || strings.ContainsAny(a.Value, "{}@$()") }) {
			return false
		}
		if !itemsOnly(ctx, x, hops+1) {
			return false
		}
	}
	return true
}

// psNamesOnly reports whether the objects c outputs reach only a
// consumer that keeps their names or their count (Select-Object Name,
// -ExpandProperty Name, ForEach-Object { $_.Name }, Format-Table Name,
// Measure-Object), through filters that pass them on unchanged
// (Where-Object, Sort-Object).
func psNamesOnly(ctx *Context, c *Command) bool {
	if ctx == nil || ctx.Input == nil {
		return false
	}
	for hops := 0; hops < 8; hops++ {
		var next *Command
		for _, o := range ctx.Input.Commands {
			if slices.Contains(o.Feeds, c) && len(o.Wrappers) == len(c.Wrappers) {
				next = o // the last: the next command of the pipeline comes after those of its script block
			}
		}
		if next == nil || len(next.Redirs) > 0 {
			return false
		}
		if psWherePicksNames(ctx, next) {
			return true // what follows sees no protected variable
		}
		switch next.Name {
		case "where-object", "sort-object":
			c = next
			continue
		case "measure-object":
			return true
		case "select-object", "format-table", "format-list", "format-wide", "foreach-object":
			// Read through psPicks: each parameter one that picks what
			// goes on, each value and positional argument a name.
			p := parseArgs(&psPicks, next.Args)
			names := 0
			for _, o := range p.opts {
				if !psPicks.long.hasSorted(o.name) && !psPicks.extra().switches.has(o.name) || o.hasValue && !psNameOnly.match(o.value) {
					return false
				}
				if o.hasValue {
					names++
				}
			}
			for _, w := range p.operands {
				if !psNameOnly.match(w.Value) {
					return false
				}
				names++
			}
			return names > 0
		}
		return false
	}
	return false
}

// psNameOnly matches a property list or script block that keeps only an
// environment entry's name: Name, Key, { $_.Name }, { $PSItem.Key }.
var psNameOnly = &lazyRegexp{expr: `(?i)^(name|key|\{\s*\$(_|psitem)\.(name|key)\s*\})$`}

// readsEnvDrive reports whether the model says c prints the variables
// its paths name on the Env: drive (spec.envDrive).
func readsEnvDrive(c *Command) bool {
	found := false
	eachEnvSpec(c.Name, c.Args, func(s *spec, _ []Word) { found = found || s.envDrive })
	return found
}

// psPlainSecret matches the .NET calls that turn a PSCredential or a
// SecureString into plain text: GetNetworkCredential().Password, the
// Marshal's SecureStringTo* copies (read back by PtrToString*), a
// NetworkCredential built around one, a PasswordVault entry's
// RetrievePassword().
var psPlainSecret = &lazyRegexp{expr: `(?i)GetNetworkCredential\(\s*\)\s*\.\s*Password\b|SecureStringTo(BSTR|GlobalAlloc|CoTaskMem)|NetworkCredential\]?\s*(::new)?\([^)]*\)\s*\)?\s*\.\s*Password\b|\.RetrievePassword\(`}

// psSecretProps are the cmdlets whose objects hold a secret in a
// property the default view leaves out or shows as a type only, and the
// text that picks that property: BitLocker's key protectors (their
// RecoveryPassword), a computer's LAPS password and BitLocker recovery
// password kept in Active Directory, a group managed service account's
// password blob (asked for with -Properties).
var psSecretProps = []struct {
	sources []string
	props   *lazyRegexp
	what    string
}{
	{[]string{"get-bitlockervolume"}, bitlockerSecret, "BitLocker's recovery password (a volume's key protectors)"},
	{[]string{"get-adcomputer", "get-adobject", "get-adserviceaccount", "get-aduser"}, adSecretAttr, "a password Active Directory keeps for a computer or a managed service account (LAPS's, BitLocker's recovery, a gMSA's)"},
	// Az.KeyVault's secret objects (before Az 5) carried the value in
	// plain text as SecretValueText beside the SecureString SecretValue.
	// (AzureRM.KeyVault named the cmdlet Get-AzureKeyVaultSecret.)
	{[]string{"get-azkeyvaultsecret", "get-azurekeyvaultsecret"}, keyVaultPlain, "a Key Vault secret's value (SecretValueText)"},
	// A storage account's context made with its key carries the key in
	// its connection string (Context.ConnectionString: AccountKey=…).
	{[]string{"get-azstorageaccount"}, storageConnString, "a storage account's connection string, its account key in it (Context.ConnectionString)"},
	// A web app's site configuration holds its app settings and
	// connection strings in their values (az webapp config appsettings
	// list's kin).
	{[]string{"get-azwebapp", "get-azwebappslot"}, webAppSettings, "a web app's settings and connection strings (SiteConfig.AppSettings, ConnectionStrings)"},
}

var (
	bitlockerSecret   = &lazyRegexp{expr: `(?i)\.\s*KeyProtector\s*(\||\)|\}|;|$|\.\s*RecoveryPassword\b)|\.\s*RecoveryPassword\b|(^|[\s|;(])(select-object|select|format-list|format-table|fl|ft|foreach-object|foreach|%)\s+[^|;]*\b(KeyProtector|RecoveryPassword)\b`, words: []string{"keyprotector", "recoverypassword"}}
	webAppSettings    = &lazyRegexp{expr: `(?i)\b(AppSettings|ConnectionStrings)\b`, words: []string{"appsettings", "connectionstrings"}}
	storageConnString = &lazyRegexp{expr: `(?i)\bConnectionString\b`, words: []string{"connectionstring"}}
	keyVaultPlain     = &lazyRegexp{expr: `(?i)\bSecretValueText\b`, words: []string{"secretvaluetext"}}
	adSecretAttr      = &lazyRegexp{expr: `(?i)\b(` + adSecretAttrs + `)\b`, words: []string{"admpwd", "laps-", "recoverypassword", "managedpassword"}}
)

// adSecretAttrs are the attributes in which Active Directory keeps a
// password readable to whom it grants them: LAPS's (the legacy
// module's and Windows LAPS's), BitLocker's recovery password, a group
// managed service account's.
const adSecretAttrs = `ms-Mcs-AdmPwd|msLAPS-Password|msLAPS-EncryptedPassword|msFVE-RecoveryPassword|msDS-ManagedPassword`

// psSecretProperty returns what secret c prints when its text picks
// the secret property of objects a cmdlet of psSecretProps gives (c
// itself or another command of the input), or "".
func psSecretProperty(ctx *Context, c *Command) string {
	for _, sp := range psSecretProps {
		if !sp.props.match(c.Text) {
			continue
		}
		if slices.Contains(sp.sources, c.Name) {
			return sp.what
		}
		if ctx.Input == nil {
			continue
		}
		for _, o := range ctx.Input.Commands {
			if o.Grammar == lexer.PowerShell && slices.Contains(sp.sources, o.Name) {
				return sp.what
			}
		}
	}
	return ""
}

// psRevealsSecret reports whether a PowerShell command computes a
// credential's plain text (psPlainSecret) in a word it expands: a
// single-quoted string only says the words.
func psRevealsSecret(c *Command) bool {
	for w := range c.words() {
		if !w.Literal && psPlainSecret.get().MatchString(w.Value) {
			return true
		}
	}
	return false
}

// psComputedEnvName reports whether an expression calls
// [Environment]::GetEnvironmentVariable with anything but one string
// literal as the name ('GH_'+'TOKEN', $n).
func psComputedEnvName(c *Command) bool {
	for w := range c.words() {
		l := strings.ToLower(w.Value)
		i := strings.Index(l, "getenvironmentvariable(")
		if i < 0 {
			continue
		}
		arg := strings.TrimSpace(l[i+len("getenvironmentvariable("):])
		if arg == "" || arg[0] != '\'' && arg[0] != '"' {
			return true
		}
		end := strings.IndexByte(arg[1:], arg[0])
		if end < 0 {
			return true
		}
		rest := strings.TrimSpace(arg[end+2:])
		if !strings.HasPrefix(rest, ")") && !strings.HasPrefix(rest, ",") {
			return true // 'GH_'+'TOKEN'
		}
	}
	return false
}

// winEnvPatternLeaks reports whether a wildcard pattern on the Env: drive
// (case-insensitive, as PowerShell matches) matches a protected name.
func winEnvPatternLeaks(ctx *Context, pattern string) bool {
	pattern = strings.ToUpper(pattern)
	for _, n := range ProtectedNames(ctx) {
		if ok, _ := path.Match(pattern, strings.ToUpper(n)); ok {
			return true
		}
	}
	return false
}

// winPrefixLeaks reports whether cmd's set PREFIX would list a protected
// variable.
func winPrefixLeaks(ctx *Context, prefix string) bool {
	p := strings.ToUpper(strings.Trim(prefix, `"`))
	if p == "" {
		return true
	}
	for _, n := range ProtectedNames(ctx) {
		if strings.HasPrefix(strings.ToUpper(n), p) {
			return true
		}
	}
	if ctx.Env != nil && ctx.Env.Getenv != nil {
		// the environment of the check may hold more: ask for the name itself
		if IsProtected(ctx, p, true) {
			return true
		}
	}
	return false
}

// winFileArgs returns the words of c that may name files.
func winFileArgs(c *Command) []Word {
	var out []Word
	copying := c.Name == "copy-item" || c.Name == "copy" || c.Name == "xcopy"
	if c.Grammar == lexer.PowerShell {
		// Read through the cmdlet's spec (psFileRead): its positional
		// words and paths, and the value of every other parameter but
		// where a copy goes (-Destination: written, not read); a
		// parameter it does not know takes no value, so the word after
		// it (Invoke-WebRequest's -InFile F) is read as a path too.
		s, p := psFileRead(c)
		out = append(out, p.operands...)
		if copying && !p.has("-Destination") && len(out) > 1 {
			out = out[:len(out)-1] // the last operand is the destination
		}
		for _, o := range p.opts {
			if o.hasValue && !s.extra().pathOpts.has(o.name) && !(copying && o.name == "-Destination") {
				out = append(out, Word{Value: o.value, Literal: o.literal})
			}
		}
		return out
	}
	for _, a := range c.Args {
		if strings.HasPrefix(a.Value, "/") && !a.Quoted && len(a.Value) < 10 {
			continue
		}
		out = append(out, a)
	}
	if copying && len(out) > 1 {
		out = out[:len(out)-1] // the last operand is the destination
	}
	return out
}

func winCredFile(rule string, c *Command, p string) Finding {
	read := "`Get-Content .\\README.md`"
	if c.Grammar == lexer.Cmd {
		read = "`type README.md`"
	}
	switch rule {
	case "cred.private-key":
		return finding(rule, c, "it reads or sends a private key ("+p+"); private keys must never leave their file", "use the key without reading it (`ssh -i KEYFILE HOST`); to share the public half, read the .pub file")
	case "cred.dotenv":
		return finding(rule, c, "it reads or sends a .env file ("+p+"), which holds credentials", "let the program that needs it load it; to see which names it sets, read .env.example; to read other files: "+read)
	}
	return finding(rule, c, "it reads or sends a credential file ("+p+")", "use the tool that owns the credential without printing it; to read project files: "+read)
}

// psCodeLoader matches a .NET call that loads or compiles code from the
// bytes or text it is given, in this process: an assembly loaded
// ([Reflection.Assembly]::Load, LoadFrom, AppDomain's Load), a script
// block made from text ([ScriptBlock]::Create, the engine's
// NewScriptBlock and InvokeScript). Given a download, it runs it.
var psCodeLoader = &lazyRegexp{expr: `^\[(system\.)?(reflection\.)?assembly\]::(load|loadfrom|loadfile|unsafeloadfrom)\s*\(|^\[(system\.)?appdomain\]::currentdomain\.load\s*\(|^\[(system\.management\.automation\.)?scriptblock\]::create\s*\(|^\$executioncontext\.invokecommand\.(invokescript|newscriptblock)\s*\(`, words: []string{"assembly]::", "appdomain]::", "scriptblock]::", "$executioncontext."}}

// winNet: a download run as code (iex (iwr …), iwr … | iex, … | pwsh -),
// -EncodedCommand that cannot be decoded, reverse shells by name.
func winNet(ctx *Context, c *Command) []Finding {
	if !isWin(c.Grammar) {
		return nil
	}
	fix := "download to a file, read it, then run it only if it is what you expect: `Invoke-WebRequest -Uri URL -OutFile .\\script.ps1`"
	if c.Grammar == lexer.Cmd {
		fix = "download to a file, read it, then run it only if it is what you expect: `curl.exe -o script.cmd URL`"
	}
	var out []Finding
	runsCode := c.Name == "invoke-expression" || c.Dynamic ||
		c.Name == "powershell" || c.Name == "pwsh" || c.Name == "cmd" || c.Name == "add-type" ||
		c.Name == "" && c.Grammar == lexer.PowerShell && psCodeLoader.match(strings.ToLower(c.Word0.Value))
	if _, ok := shellGrammar(c.Name); ok {
		runsCode = true
	}
	if c.Name == "" && strings.Contains(c.Word0.Value, "://") && psCodeLoader.match(strings.ToLower(c.Word0.Value)) {
		// [Reflection.Assembly]::LoadFrom('https://…'): .NET fetches it.
		out = append(out, finding("net.pipe-shell", c, "it loads code from the network into this process without anyone reading it first", fix))
	}
	if runsCode && len(out) == 0 {
		for _, f := range c.Feeds {
			if psDownload(f, 0) {
				out = append(out, finding("net.pipe-shell", c, "it runs code downloaded from the network without anyone reading it first", fix))
				break
			}
		}
	}
	if c.Dynamic && c.Grammar == lexer.PowerShell && psDecodes(c.Word0.Value) {
		out = append(out, finding("sys.decoded-exec", c, "it runs code that only exists after it is decoded ("+c.Word0.Value+"), hidden from review and from the guard",
			"write the command out in plain text, so it can be read and checked"))
	}
	switch c.Name {
	case "powershell", "pwsh":
		if mode, code := psShellArgs(c.Args); mode == "encoded" {
			if _, ok := decodeUTF16Base64(code.Value); !ok || !code.Literal {
				out = append(out, finding("net.encoded", c, "its -EncodedCommand cannot be decoded and checked", "pass the command as text: `pwsh -NoProfile -Command \"Get-ChildItem\"`"))
			}
		}
	case "mshta", "hh":
		// hh.exe renders a page, or a compiled help file, with the same
		// engine and runs its scripts as mshta does (ATT&CK T1218.001).
		for _, a := range c.Args {
			if l := strings.ToLower(a.Value); strings.HasPrefix(l, "http") || strings.HasPrefix(l, "javascript:") || strings.HasPrefix(l, "vbscript:") {
				out = append(out, finding("net.pipe-shell", c, c.Name+" runs a remote or inline script", fix))
				break
			}
		}
	case "rundll32":
		// rundll32 javascript:"\..\mshtml,RunHTMLApplication ";…: mshtml
		// runs the script in the command line, as mshta javascript:… does.
		for _, a := range c.Args {
			if l := strings.ToLower(strings.TrimLeft(a.Value, `"'`)); strings.HasPrefix(l, "javascript:") || strings.HasPrefix(l, "vbscript:") {
				out = append(out, finding("net.pipe-shell", c, "rundll32 runs an inline script through mshtml (a script host started by a DLL)", fix))
				break
			}
		}
	case "msiexec":
		// msiexec /i URL: an installer from the network, run as it arrives.
		for _, a := range c.Args {
			if l := strings.ToLower(a.Value); strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "\\\\") {
				out = append(out, finding("net.pipe-shell", c, "msiexec installs a package straight from the network, without anyone reading it first", "download the installer, check its signature and hash, and leave installing to a human"))
				break
			}
		}
	case "regsvr32":
		for _, a := range c.Args {
			if l := strings.ToLower(a.Value); strings.HasPrefix(l, "/i:http") || strings.HasPrefix(l, "-i:http") {
				out = append(out, finding("net.pipe-shell", c, "regsvr32 /i:URL runs a remote script", fix))
				break
			}
		}
	case "nc", "ncat", "netcat", "powercat":
		for _, a := range c.Args {
			if l := strings.ToLower(a.Value); l == "-e" || l == "-c" && c.Name != "powercat" || l == "--exec" || l == "--sh-exec" || c.Name == "powercat" && l == "-ep" || c.Name == "powercat" && l == "-e" {
				out = append(out, finding("net.reverse-shell", c, "it connects a shell to a network socket: a reverse or bind shell", "to test a port use `Test-NetConnection HOST -Port 80`"))
				break
			}
		}
	}
	return out
}

// psDecodes reports whether PowerShell code text decodes what it runs:
// base64, bytes or character codes made into text, XOR, decompression.
func psDecodes(code string) bool {
	l := strings.ToLower(code)
	for _, n := range []string{"frombase64string", ".getstring(", "[char[]]", "[char]", "-bxor", "gzipstream", "deflatestream", "::unescape", "securestringtobstr"} {
		if strings.Contains(l, n) {
			return true
		}
	}
	return false
}

// winNetInput: PowerShell reverse shells (a TCP client whose stream feeds
// Invoke-Expression), and files downloaded then run in the same input.
func winNetInput(ctx *Context, in *Input) []Finding {
	var out []Finding
	var code strings.Builder
	downloaded := map[string]bool{}
	decoded := map[string]bool{} // certutil -decode IN OUT: code that only exists once decoded
	for _, c := range in.Commands {
		if !isWin(c.Grammar) {
			continue
		}
		code.WriteString(" " + c.Name)
		for w := range c.words() {
			if !w.Quoted || strings.HasPrefix(w.Value, "(") {
				code.WriteByte(' ')
				writeLower(&code, w.Value)
			}
		}
		if f := winDownloadFile(c); f != "" {
			downloaded[f] = true
			continue
		}
		if f := winDecodedFile(c); f != "" {
			decoded[f] = true
			continue
		}
		if len(downloaded)+len(decoded) > 0 && (c.Name != "" || c.Dynamic) {
			// (An expression statement, 'a.ps1' or a method's argument
			// read as one, is a value, not a run.)
			names := []string{c.Name, winBase(c.Word0.Value)} // & "$env:TEMP\p.exe", %TEMP%\p.exe
			for _, a := range c.Args {
				names = append(names, winBase(a.Value))
			}
			if c.Name == "rundll32" {
				// rundll32 x.dll,Run (rundllArgs); advpack.dll,LaunchINFSection
				// x.inf,DefaultInstall: each file before its comma.
				for _, a := range c.Args {
					f, _, _ := strings.Cut(a.Value, ",")
					names = append(names, winBase(f))
				}
			}
			runs := c.Name != "" && winExecutor(c.Name)
			for _, n := range names {
				switch {
				case !runs && n != c.Name && n != names[1]:
				case downloaded[n]:
					out = append(out, finding("net.pipe-shell", c, "it runs a file downloaded from the network in the same command line, without anyone reading it first", "download it, read it, and run it in a separate command only if it is what you expect"))
				case decoded[n]:
					out = append(out, finding("sys.decoded-exec", c, "it runs "+n+", which only exists once certutil decodes it: hidden from review and from the guard", "decode it in one command and inspect it before running it in another"))
				default:
					continue
				}
				break
			}
		}
	}
	s := code.String()
	if (strings.Contains(s, "tcpclient") || strings.Contains(s, "sockets.socket")) && strings.Contains(s, "getstream") &&
		(strings.Contains(s, "invoke-expression") || strings.Contains(s, " iex") || strings.Contains(s, "start-process") || strings.Contains(s, "cmd.exe")) {
		out = append(out, finding("net.reverse-shell", nil, "it runs commands read from a TCP connection: a reverse shell", "to test a port use `Test-NetConnection HOST -Port 80`"))
	}
	return out
}

// winBase returns the lowercase base name of a path without an executable
// extension.
func winBase(v string) string {
	n := strings.ToLower(strings.ReplaceAll(v, `\`, "/"))
	n = path.Base(n)
	for _, ext := range []string{".exe", ".com", ".cmd", ".bat"} {
		if s, ok := strings.CutSuffix(n, ext); ok && s != "" {
			return s
		}
	}
	return n
}

// winExecutor reports whether a command runs the file it is given.
func winExecutor(name string) bool {
	switch name {
	case "powershell", "pwsh", "cmd", "start-process", "start", "invoke-item", "msiexec", "rundll32", "regsvr32",
		"mshta", "wscript", "cscript", "bash", "sh", "import-module", "invoke-expression", "call", "hh":
		return true
	}
	return false
}

// winDecodedFile returns the base name of the file certutil -decode (or
// -decodehex) IN OUT writes, or "".
func winDecodedFile(c *Command) string {
	if c.Name != "certutil" {
		return ""
	}
	var ops []string
	decodes := false
	for _, a := range c.Args {
		switch l := strings.ToLower(a.Value); {
		case l == "-decode" || l == "/decode" || l == "-decodehex" || l == "/decodehex":
			decodes = true
		case !strings.HasPrefix(l, "-") && !strings.HasPrefix(l, "/"):
			ops = append(ops, a.Value)
		}
	}
	if !decodes || len(ops) < 2 {
		return ""
	}
	return winBase(ops[1])
}

// nativeReadings returns c and, when c is a PowerShell alias written as
// the name of a program too (curl, wget: Windows PowerShell's aliases of
// Invoke-WebRequest; in PowerShell 7 the programs curl.exe and wget),
// c read as that program: its words are the cmdlet's parameters in the
// one and the program's options in the other.
func nativeReadings(c *Command) []*Command {
	w0 := strings.TrimSuffix(strings.ToLower(path.Base(strings.ReplaceAll(c.Word0.Value, `\`, "/"))), ".exe")
	if c.Grammar != lexer.PowerShell || w0 == c.Name || !psAliasNames.has(w0) {
		return []*Command{c}
	}
	n := *c
	n.Name = w0
	return []*Command{c, &n}
}

// uncCopyFile returns the base name of the file a copier (roleUncCopies:
// copy, xcopy, Copy-Item, esentutl /y SRC /d DEST, expand, extrac32 /c)
// makes here from another machine's share (\\HOST\SHARE\x.exe): a
// download as much as one by URL is, the file named by its destination
// or, when that is a folder, by its source; "" for any other copy. The
// machine's own names (\\localhost, \\127.0.0.1, \\.\, \\?\) are not
// another's.
func uncCopyFile(c *Command) string {
	if !does(c, c.Name, roleUncCopies) {
		return ""
	}
	var ops []string
	for _, a := range c.Args {
		if v := a.Value; v != "" && v[0] != '/' && v[0] != '-' {
			ops = append(ops, v)
		}
	}
	if len(ops) < 2 {
		return ""
	}
	src, dst := strings.ReplaceAll(strings.Trim(ops[0], `"'`), "/", `\`), strings.Trim(ops[len(ops)-1], `"'`)
	host, _, _ := strings.Cut(strings.TrimPrefix(src, `\\`), `\`)
	if !strings.HasPrefix(src, `\\`) || host == "" || host == "." || host == "?" || loopbackHost(strings.ToLower(host)) {
		return ""
	}
	if b := winBase(dst); b != "." && b != ".." && !strings.HasSuffix(dst, `\`) && !strings.HasSuffix(dst, "/") {
		return b
	}
	return winBase(src)
}

// winDownloadFile returns the base name of the file c downloads, or "".
func winDownloadFile(c *Command) string {
	if c.Name == "" && c.Grammar == lexer.PowerShell && strings.Contains(strings.ToLower(c.Word0.Value), ".downloadfile(") {
		// (New-Object Net.WebClient).DownloadFile(URL, PATH): the call's
		// arguments were read as a command of their own.
		for _, x := range c.Word0.Subst {
			if strings.Contains(x.Word0.Value, "://") && len(x.Args) > 0 {
				return winBase(x.Args[0].Value)
			}
		}
	}
	for _, x := range nativeReadings(c) {
		// The file a downloader writes: curl's -o and -O (the URL's
		// name), wget's, any downloader's (downloadedFiles, as a POSIX
		// shell's input is read); Invoke-WebRequest -OutFile and its
		// prefixes, Start-BitsTransfer -Destination, as their specs
		// name them.
		if got := downloadedFiles(x); len(got) > 0 {
			return winBase(got[0])
		}
		if s, p := fetchSpec(x); s != nil {
			if o := p.valuesOf(s.extra().writesOpts); len(o) > 0 {
				return winBase(o[0])
			}
		}
	}
	if f := uncCopyFile(c); f != "" {
		return f
	}
	switch c.Name {
	case "start-bitstransfer", "certutil", "bitsadmin":
		if len(c.Args) > 1 {
			last := c.Args[len(c.Args)-1].Value
			if !strings.HasPrefix(last, "-") && !strings.HasPrefix(last, "/") {
				if c.Name == "certutil" && !psDownload(c, 0) {
					return ""
				}
				return winBase(last)
			}
		}
	}
	return ""
}

// winSys: formatting and wiping disks, shutting down, killing everything,
// breaking the boot configuration or the restore points.
func winSys(ctx *Context, c *Command) []Finding {
	if !isWin(c.Grammar) {
		return nil
	}
	if psWhatIfGiven(c) {
		return nil // the cmdlet only says what it would do
	}
	if f := regProtectionOff(c); f != nil {
		return []Finding{*f}
	}
	if f := amsiTampering(c); f != nil {
		return []Finding{*f}
	}
	var out []Finding
	if psRestartSwitch(c) {
		// Rename-Computer, Add-Computer, Install-WindowsFeature …
		// -Restart: the computer restarts when the cmdlet is done
		// (learn.microsoft.com, Rename-Computer: "-Restart Indicates
		// that this cmdlet restarts the computer that was renamed").
		out = append(out, finding("sys.shutdown", c, c.Word0.Value+" -Restart restarts the machine when it is done", "leave -Restart out and ask the user to restart when it suits them"))
	}
	mkfs := func(what string) {
		out = append(out, finding("sys.mkfs", c, what+" erases a disk or a volume", "work on files inside the project; disks are not an agent's to format"))
	}
	switch c.Name {
	case "diskpart":
		if hasArgFold(c.Args, "/?", "-?") {
			break // diskpart [/s SCRIPT] [/?]: /? prints its help and exits
		}
		if script, ok := diskpartScript(ctx, c); !ok || !diskpartReadOnly(script) {
			mkfs(c.Word0.Value)
		}
	case "format-volume", "clear-disk", "initialize-disk", "remove-partition", "reset-physicaldisk":
		mkfs(c.Word0.Value)
	case "format":
		for _, a := range c.Args {
			if len(a.Value) == 2 && a.Value[1] == ':' {
				mkfs("format " + a.Value)
				break
			}
		}
	case "stop-vm", "suspend-vm", "save-vm":
		// Every virtual machine of the host stopped (-TurnOff pulls
		// their power): every service they run goes down with them.
		if psFedEverything(c, "get-vm") || psAllNamed(c) {
			out = append(out, finding("sys.kill-all", c, c.Word0.Value+" is given every virtual machine of the host", "stop only the virtual machine you started, by its exact name: `Stop-VM -Name dev-vm`"))
		}
	case "stop-computer", "restart-computer", "logoff":
		out = append(out, finding("sys.shutdown", c, c.Word0.Value+" shuts the machine down or ends the session", "finish the task without restarting; ask the user to restart if it is needed"))
	case "shutdown":
		abort := false
		for _, a := range c.Args {
			l := strings.ToLower(a.Value)
			if l == "/a" || l == "-a" || l == "/?" || l == "-c" || l == "--help" {
				abort = true
			}
		}
		if !abort {
			out = append(out, finding("sys.shutdown", c, "shutdown turns the machine off or restarts it", "finish the task without restarting; ask the user to restart if it is needed"))
		}
	case "stop-process":
		// The names it is given, read through its spec (-Name, its
		// prefixes and its alias -ProcessName), and a positional word.
		// Fed by Get-Process NAME (through filters), the processes of
		// that name: gps postgres | Stop-Process -Force.
		procNames := func(c *Command) (names []Word) {
			var s *spec
			var rest []Word
			eachSpec(c, func(t *spec, r []Word) {
				if s == nil && t.ps {
					s, rest = t, r // the cmdlet's own entry, its options
				}
			})
			if s == nil {
				return nil
			}
			p := parseArgs(s, rest)
			names = p.valueWords("-Name -ProcessName")
			if len(p.operands) > 0 && len(c.Args) > 0 && !strings.HasPrefix(c.Args[0].Value, "-") {
				names = append(names, psArgument(p.operands)...) // Stop-Process NAME, Get-Process X,Y
			}
			return names
		}
		names := procNames(c)
		for f, depth := c, 0; len(f.Feeds) > 0 && depth < maxListDepth; depth++ {
			if f = f.Feeds[0]; f.Name == "get-process" {
				names = append(names, procNames(f)...)
				break
			}
			if !does(f, f.Name, roleFiltersObjects) {
				break
			}
		}
		all := psFedEverything(c, "get-process") || slices.ContainsFunc(names, func(w Word) bool { return w.Value == "*" })
		if all {
			out = append(out, finding("sys.kill-all", c, "it stops every process of the machine, or all but the few a filter before it leaves out", "stop only the process you started, by its id: `Stop-Process -Id 1234`"))
			break
		}
		for _, w := range names {
			if f := sysKillNamed(c, w.Value, true); f != nil { // Stop-Process terminates
				out = append(out, *f)
				break
			}
		}
	case "unregister-scheduledtask", "unregister-scheduledjob":
		// Fed, or told, a whole folder's tasks or a pattern of names:
		// an unknown many, and an unregistered task's definition is gone.
		lister, noun := "get-scheduledtask", "task"
		if c.Name == "unregister-scheduledjob" {
			lister, noun = "get-scheduledjob", "job"
		}
		switch {
		case psFedEverything(c, lister):
			out = append(out, finding("sys.crontab-remove", c, c.Word0.Value+" is fed every scheduled "+noun+" of the machine by "+lister+" without a filter", "unregister one "+noun+" by its exact name: `Unregister-ScheduledTask -TaskName NAME -TaskPath \\Folder\\`"))
		case psFedMany(c, lister) || psChoosesMany(c):
			out = append(out, finding("sys.crontab-remove", c, c.Word0.Value+" removes every scheduled "+noun+" a folder or a pattern of names selects, an unknown many, whose definitions are then gone", "unregister one "+noun+" by its exact name: `Unregister-ScheduledTask -TaskName NAME -TaskPath \\Folder\\`"))
		}
	case "stop-service", "spsv", "suspend-service", "set-service":
		// Every service of the machine stopped or switched off: what it
		// runs on (RPC, the event log, networking) goes with them.
		if c.Name == "set-service" && !slices.ContainsFunc(c.Args, func(a Word) bool { return strings.EqualFold(a.Value, "disabled") }) {
			break
		}
		if psFedEverything(c, "get-service") || psAllNamed(c) {
			out = append(out, finding("sys.kill-all", c, c.Word0.Value+" is given every service of the machine, those it runs on among them", "stop only the service you started, by its exact name: `Stop-Service -Name MyApp`"))
		}
	case "taskkill":
		if c.Grammar == lexer.PowerShell && psFedEverything(c, "get-process") && !taskFilterNarrows(c.Args) {
			// gps | % { taskkill /f /pid $_.Id }: each process listed.
			out = append(out, finding("sys.kill-all", c, "it stops every process of the machine, or all but the few a filter before it leaves out", "stop only the process you started, by its id: `taskkill /pid 1234`"))
			break
		}
		for i, a := range c.Args {
			if strings.EqualFold(a.Value, "/fi") && i+1 < len(c.Args) && broadTaskFilter(c.Args[i+1].Value) && !taskFilterNarrows(c.Args) {
				out = append(out, finding("sys.kill-all", c, "its filter ("+c.Args[i+1].Value+") selects many processes of the machine, not one", "stop only the process you started, by its id: `taskkill /pid 1234`"))
				break
			}
			if !strings.EqualFold(a.Value, "/im") || i+1 >= len(c.Args) {
				continue
			}
			if c.Args[i+1].Value == "*" {
				out = append(out, finding("sys.kill-all", c, "it stops every process of the machine", "stop only the process you started, by its id: `taskkill /pid 1234`"))
				break
			}
			if f := sysKillNamed(c, c.Args[i+1].Value, slices.ContainsFunc(c.Args, func(w Word) bool { return strings.EqualFold(w.Value, "/f") })); f != nil {
				out = append(out, *f)
				break
			}
		}
	case "bcdedit":
		for _, a := range c.Args {
			switch strings.ToLower(a.Value) {
			case "/set", "/delete", "/deletevalue", "/import", "/create", "/copy", "/default", "/bootsequence", "/displayorder":
				out = append(out, finding("sys.disk-write", c, "bcdedit "+a.Value+" changes the boot configuration; the machine may not start again", "read it only: `bcdedit /enum`"))
				return out
			}
		}
	case "foreach-object":
		// Win32_Process's Terminate ends the process it is called on
		// (learn.microsoft.com, Terminate method of the Win32_Process
		// class): on each one a query lists unfiltered, every process.
		if psMemberCalled(c, "terminate") && psFedEveryOf(c, "win32_process") {
			out = append(out, everyProcessEnded(c))
		}
		// Process.Kill called on each process listed (gps | % Kill), as
		// { $_.Kill() } is (processKill).
		if psMemberCalled(c, "kill") && psFedEverything(c, "get-process") {
			out = append(out, finding("sys.kill-all", c, "it stops every process of the machine, or all but the few a filter before it leaves out", "stop only the process you started, by its id: `Stop-Process -Id 1234`"))
		}
		// ForEach-Object Uninstall (-MemberName Uninstall) calls the
		// method on each object piped in, as { $_.Uninstall() } does.
		if psMemberCalled(c, "uninstall") && psFedEveryOf(c, "win32_product") {
			out = append(out, everyProductUninstalled(c))
		}
		if psMemberCalled(c, "format") && psFedClass(c, "win32_volume") {
			out = append(out, volumeFormatted(c))
		}
	case "remove-ciminstance", "remove-wmiobject", "rcim", "invoke-cimmethod", "invoke-wmimethod":
		// Win32_Product's Uninstall removes the MSI product it is called
		// on: on every instance a query lists unfiltered, every program
		// Windows Installer installed.
		if (c.Name == "invoke-cimmethod" || c.Name == "invoke-wmimethod") && hasArgFold(c.Args, "uninstall") &&
			(psNamesClass(c, "win32_product") && !psWMIFiltered(c) || psFedEveryOf(c, "win32_product")) {
			out = append(out, everyProductUninstalled(c))
		}
		// Win32_Volume's Format formats the volume it is called on
		// (learn.microsoft.com, Format method of the Win32_Volume
		// class), as Format-Volume does.
		if (c.Name == "invoke-cimmethod" || c.Name == "invoke-wmimethod") && hasArgFold(c.Args, "format") &&
			(psNamesClass(c, "win32_volume") || psFedClass(c, "win32_volume")) {
			out = append(out, volumeFormatted(c))
		}
		// Win32_Process's Terminate ends the process, and so does its
		// Delete (Remove-WmiObject's help stops notepad so; wmic
		// process … delete): on every instance listed, every process.
		removes := c.Name == "remove-ciminstance" || c.Name == "remove-wmiobject" || c.Name == "rcim" || hasArgFold(c.Args, "delete")
		if (removes || hasArgFold(c.Args, "terminate")) &&
			(psNamesClass(c, "win32_process") && !psWMIFiltered(c) || psFedEveryOf(c, "win32_process")) {
			out = append(out, everyProcessEnded(c))
		}
		if !removes {
			break // a method other than the instances' Delete
		}
		// The objects removed (by Remove-CimInstance, or their Delete
		// method invoked) are the shadow copies a query of
		// Win32_ShadowCopy named: vssadmin delete shadows.
		if psNamesClass(c, "win32_shadowcopy") || psFedClass(c, "win32_shadowcopy") {
			out = append(out, finding("sys.disk-write", c, "it deletes the machine's shadow copies (restore points)", "list them only: `Get-CimInstance Win32_ShadowCopy`"))
		}
		// Win32_UserProfile's Delete removes the profile and its folder
		// (C:\Users\NAME, everything the account kept there).
		if psNamesClass(c, "win32_userprofile") || psFedClass(c, "win32_userprofile") {
			out = append(out, finding("fs.rm-home", c, "it deletes user profiles of the machine: each account's home folder, with everything in it", "list them only: `Get-CimInstance Win32_UserProfile | Select-Object LocalPath, LastUseTime`; leave removing a profile to a human"))
		}
	case "vssadmin", "wmic", "wbadmin":
		joined := strings.ToLower(strings.Join(c.Values(), " "))
		if c.Name == "wmic" && wmicFormats(c) {
			out = append(out, volumeFormatted(c))
		}
		if c.Name == "wmic" && wmicTerminatesAll(c) {
			out = append(out, finding("sys.kill-all", c, "it terminates every process of the machine, or all but the few its where clause leaves out", "stop only the process you started, by its id: `taskkill /pid 1234`"))
		}
		if strings.Contains(joined, "delete") && (strings.Contains(joined, "shadow") || strings.Contains(joined, "catalog") || strings.Contains(joined, "backup")) {
			out = append(out, finding("sys.disk-write", c, "it deletes the machine's restore points or backups", "list them only: `vssadmin list shadows`"))
		}
	case "%0":
		if len(c.Feeds) > 0 && c.Feeds[0].Name == "%0" {
			out = append(out, finding("sys.fork-bomb", c, "%0|%0 starts copies of itself until the machine stops", "run the batch file once: `call build.cmd`"))
		}
	}
	return out
}

// everyProcessEnded is winSys's finding for c ending each Win32_Process
// a query lists unfiltered (Terminate or Delete, by a cmdlet or a
// ForEach-Object call).
func everyProcessEnded(c *Command) Finding {
	return finding("sys.kill-all", c, "it terminates every process of the machine (each Win32_Process listed)", "stop only the process you started, by its id: `Stop-Process -Id 1234`")
}

// volumeFormatted is winSys's finding for c calling Win32_Volume's
// Format (Invoke-CimMethod, ForEach-Object, wmic volume … call format).
func volumeFormatted(c *Command) Finding {
	return finding("sys.mkfs", c, "it formats a volume (Win32_Volume's Format): every file on it is gone", "ask a human to format real volumes; list them only: `Get-Volume`")
}

// wmicFormats reports whether c, a wmic command, calls Format on the
// volumes it names: the alias volume (or path Win32_Volume), whatever
// its where clause picks, and call format.
func wmicFormats(c *Command) bool {
	vals, at := wmicClass(c, "volume", "win32_volume")
	if at < 0 {
		return false
	}
	call := slices.IndexFunc(vals[at+1:], func(v string) bool { return strings.EqualFold(v, "call") })
	return call >= 0 && at+call+2 < len(vals) && strings.EqualFold(vals[at+call+2], "format")
}

// wmicClass returns c's words, a wmic command's, and where among them
// it names the class it acts on, by its alias (volume) or as path CLASS
// (path Win32_Volume), switches (/node:X) before it; -1 when it names
// another.
func wmicClass(c *Command, alias, class string) ([]string, int) {
	vals := c.Values()
	at := slices.IndexFunc(vals, func(v string) bool { return !strings.HasPrefix(v, "/") })
	switch {
	case at < 0:
	case strings.EqualFold(vals[at], alias):
		return vals, at
	case strings.EqualFold(vals[at], "path") && at+1 < len(vals) && strings.EqualFold(vals[at+1], class):
		return vals, at + 1
	}
	return vals, -1
}

// everyProductUninstalled is winSys's finding for c calling Uninstall on
// each Win32_Product a query lists unfiltered.
func everyProductUninstalled(c *Command) Finding {
	return finding("sys.software-removed", c, "it uninstalls every program Windows Installer installed (each Win32_Product listed): the machine is left without the software it runs on, and nothing in the session can install it back",
		"uninstall only the product you installed for this task, by name: `winget uninstall --id PUBLISHER.APP`; list them first (`winget list`)")
}

// wmicTerminatesAll reports whether c, a wmic command, ends processes
// no where clause picks (wmic process call terminate, wmic path
// Win32_Process where "name!='cmd.exe'" delete): the alias process is
// Win32_Process, its where clause WQL (wmic /?), Terminate and Delete
// each end the process, and only an equality or a LIKE pattern
// (name='node.exe', processid=4242, name like '%java%') picks a few.
func wmicTerminatesAll(c *Command) bool {
	vals, at := wmicClass(c, "process", "win32_process")
	if at < 0 {
		return false
	}
	verb := slices.IndexFunc(vals[at+1:], func(v string) bool { return strings.EqualFold(v, "call") || strings.EqualFold(v, "delete") })
	if verb < 0 {
		return false
	}
	verb += at + 1
	if strings.EqualFold(vals[verb], "call") && (verb+1 >= len(vals) || !strings.EqualFold(vals[verb+1], "terminate")) {
		return false
	}
	where := ""
	for i := at + 1; i < verb; i++ {
		if strings.EqualFold(vals[i], "where") {
			where = strings.ToLower(strings.Join(vals[i+1:verb], " "))
		}
	}
	picks := strings.Contains(where, "=") || strings.Contains(where, " like ")
	return !picks || strings.Contains(where, "!=") || strings.Contains(where, "<>") || strings.Contains(where, "not ") || strings.Contains(where, "<") || strings.Contains(where, ">")
}

// psNamesClass reports whether c names the WMI class (lower case): the
// shadow copies' (Get-CimInstance Win32_ShadowCopy, -Query 'select *
// from Win32_ShadowCopy'), the user profiles'.
func psNamesClass(c *Command, class string) bool {
	return slices.ContainsFunc(c.Args, func(a Word) bool {
		return strings.Contains(strings.ToLower(a.Value), class)
	})
}

// psFedEveryOf reports whether c gets every object of the class: a query
// of it with no filter (-Filter, a WQL WHERE), through filters that
// choose none out (Sort-Object, Select-Object without -First; a
// Where-Object chooses some).
func psFedEveryOf(c *Command, class string) bool {
	for depth := 0; len(c.Feeds) > 0 && depth < maxListDepth; depth++ {
		c = c.Feeds[0]
		if psNamesClass(c, class) {
			return !psWMIFiltered(c)
		}
		if !does(c, c.Name, roleKeepsObjects) && !psItemOnly(c) || c.Name == "where-object" || hasArgFold(c.Args, "-first", "-last", "-skip", "-index") {
			return false
		}
	}
	return false
}

// psMemberCalled reports whether c, a ForEach-Object, calls the member
// named (lowercase) on each object: its -MemberName, or its first
// positional word when that is no script block.
func psMemberCalled(c *Command, member string) bool {
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		l := strings.ToLower(a.Value)
		switch {
		case psIs(l, "-membername", 2):
			return i+1 < len(c.Args) && strings.EqualFold(c.Args[i+1].Value, member)
		case strings.HasPrefix(l, "-"):
			i++ // -Begin, -Process, -End, -InputObject, -ArgumentList: a value
		default:
			return a.Literal && l == member
		}
	}
	return false
}

// psWMIFiltered reports whether c, a WMI or CIM query, chooses its
// instances: -Filter, or a WQL query with WHERE.
func psWMIFiltered(c *Command) bool {
	return slices.ContainsFunc(c.Args, func(a Word) bool {
		l := strings.ToLower(a.Value)
		return strings.HasPrefix(l, "-f") || strings.Contains(l, " where ")
	})
}

// psFedClass reports whether c gets the objects of a query of the class,
// through filters that pass some of them on (Where-Object).
func psFedClass(c *Command, class string) bool {
	for depth := 0; len(c.Feeds) > 0 && depth < maxListDepth; depth++ {
		c = c.Feeds[0]
		if psNamesClass(c, class) {
			return true
		}
		if !does(c, c.Name, roleKeepsObjects) && !psItemOnly(c) {
			return false
		}
	}
	return false
}

// psFedMany reports whether c's pipeline input comes from lister
// choosing no one object by its exact name: a name that is a pattern
// (Get-ScheduledTask -TaskName 'Backup*'), or a container only (the
// folder of Get-ScheduledTask -TaskPath \Vendor\: every task in it).
// Filters between them that select (Where-Object Name -eq x) choose.
func psFedMany(c *Command, lister string) bool {
	for depth := 0; len(c.Feeds) > 0 && depth < maxListDepth; depth++ {
		c = c.Feeds[0]
		if c.Name == lister {
			return psChoosesMany(c)
		}
		if !does(c, c.Name, roleFiltersObjects) || psSelects(c) {
			return false
		}
	}
	return false
}

// psChoosesMany reports whether a cmdlet of scheduled tasks or jobs
// (Get-ScheduledTask, Unregister-ScheduledTask) is given a pattern of
// names (*, Backup*) or a folder (-TaskPath) with no name in it.
func psChoosesMany(c *Command) bool {
	b, ok := psBind(c)
	if !ok || b["-InputObject"] != nil || b["-Id"] != nil {
		return false
	}
	names := b.names()
	if slices.ContainsFunc(names, func(w Word) bool { return strings.ContainsAny(w.Value, "*?") }) {
		return true
	}
	return b["-TaskPath"] != nil && len(names) == 0
}

// psAllNamed reports whether a cmdlet is given * for its name (Stop-Service
// -Name *, Stop-Service *): every object of its kind.
func psAllNamed(c *Command) bool {
	b, _ := psBind(c)
	return slices.ContainsFunc(b.names(), func(w Word) bool { return w.Value == "*" })
}

// names returns the names a cmdlet's arguments bound (psBind) choose
// its objects by: -Name and its aliases, a scheduled task's -TaskName.
func (b psBound) names() []Word {
	var out []Word
	for _, n := range [...]string{"-Name", "-ServiceName", "-ProcessName", "-TaskName"} {
		out = append(out, b[n]...)
	}
	return out
}

// psFedEverything reports whether c's pipeline input comes from lister
// given no filter (Get-Process | Stop-Process): every object there is.
func psFedEverything(c *Command, lister string) bool {
	if len(c.Feeds) == 0 {
		return false
	}
	f := c.Feeds[0]
	if does(f, f.Name, roleFiltersObjects) && !psSelects(f) {
		return psFedEverything(f, lister) // gps | ? { $_.Id -ne $PID } | spps: all but one
	}
	if f.Name == "" && len(f.Args) == 0 {
		if l, ok := psStaticListers.get(strings.ToLower(strings.Join(strings.Fields(f.Word0.Value), ""))); ok {
			return l == lister // [Diagnostics.Process]::GetProcesses() | % { $_.Kill() }
		}
	}
	if f.Name != lister {
		return false
	}
	if psAllNamed(f) {
		return true // Get-Service -Name *, gps -n *: every name
	}
	// Switches only (Get-Process -IncludeUserName -ErrorAction
	// SilentlyContinue): no name, id or object chosen.
	for i := 0; i < len(f.Args); i++ {
		v := strings.ToLower(f.Args[i].Value)
		switch {
		case v == "-erroraction" || v == "-ea" || v == "-warningaction" || v == "-wa":
			i++
		case !strings.HasPrefix(v, "-") || strings.HasPrefix(v, "-n") || strings.HasPrefix(v, "-i") && !strings.HasPrefix(v, "-inc") || strings.HasPrefix(v, "-p"):
			return false // a name, -Name, -Id, -InputObject, -ProcessName
		}
	}
	return true
}

// psStaticListers are the .NET static methods that list every process
// or service of the machine (Process.GetProcesses,
// ServiceController.GetServices, learn.microsoft.com), written as an
// expression statement without blanks, lowercase, and the cmdlet that
// lists the same.
var psStaticListers = table[string]{
	{"[diagnostics.process]::getprocesses()", "get-process"},
	{"[serviceprocess.servicecontroller]::getservices()", "get-service"},
	{"[system.diagnostics.process]::getprocesses()", "get-process"},
	{"[system.serviceprocess.servicecontroller]::getservices()", "get-service"},
}

// psSelects reports whether a filter stage keeps things it names: a
// Where-Object condition that compares for equality or a name pattern
// (-eq, -like, -match, -in, -contains, and their case forms) on a
// property that names the process (Name, Id, Path), also given as
// parameters (Where-Object Name -eq x).
// Exclusions (-ne, -notlike, -notmatch), thresholds (-gt, -lt) and
// sorting keep an unknown many: the whole list but a few.
func psSelects(f *Command) bool {
	if f.Name != "where-object" && f.Name != "?" && f.Name != "where" {
		return f.Name != "sort-object" && f.Name != "sort" && !hasArgFold(f.Args, "-first", "-last", "-skip")
	}
	positive, named := false, false
	for _, a := range f.Args {
		for _, w := range strings.Fields(strings.ToLower(a.Value)) {
			switch strings.Trim(w, `{}()'"`) {
			case "*", ".*", "^.*", "^.*$", "^":
				return false // -like '*', -match '.*': every one of them
			}
			switch psCompareOp(w) {
			case "eq", "like", "match", "in", "contains":
				positive = true
			}
			// The property compared names the process, task or service,
			// not its owner, session or load (UserName -eq
			// $env:USERNAME: all of them).
			switch strings.TrimPrefix(strings.Trim(w, "{}()"), "$_.") {
			case "name", "processname", "id", "path", "mainwindowtitle", "description", "product", "company", "commandline", "taskname", "servicename", "displayname":
				named = true
			}
		}
	}
	return positive && named
}

// psCompareOp returns the comparison operator the word w is
// (about_Comparison_Operators), lower case, without its dash and its
// case prefix (-ceq and -ieq are eq, -inotlike notlike), a closing } or )
// after it dropped; "" for any other word.
func psCompareOp(w string) string {
	op, ok := strings.CutPrefix(strings.TrimRight(strings.ToLower(w), "})"), "-")
	if !ok {
		return ""
	}
	for _, o := range []string{op, strings.TrimLeft(op[:min(1, len(op))], "ci") + op[min(1, len(op)):]} {
		switch o {
		case "eq", "ne", "gt", "ge", "lt", "le", "like", "notlike", "match", "notmatch", "contains", "notcontains", "in", "notin", "is", "isnot":
			return o
		}
	}
	return ""
}

// psExcludesOnly reports whether f, a Where-Object, leaves out only what
// one exclusion names (-ne, -notlike, -notmatch, -notin, -notcontains),
// no other condition with it: it passes on everything else, an unknown
// many (gci D:\Projects | ? { $_.Name -ne 'keep' }: every project but
// one), as an unfiltered list does; or whose condition is always true
// ({ $true }, { 1 }, { $_ }: each item is kept).
func psExcludesOnly(f *Command) bool {
	if f.Name != "where-object" {
		return false
	}
	excl, conds := 0, 0
	for _, a := range f.Args {
		for _, w := range strings.Fields(a.Value) {
			lw := strings.ToLower(strings.TrimLeft(w, "{("))
			if t := strings.TrimRight(lw, "})"); t != "" {
				if t == "$true" || t == "1" || t == "$_" || t == "$psitem" {
					continue
				}
				conds++
			}
			if strings.HasPrefix(lw, "!") || lw == "-not" || lw == "-and" || lw == "-or" || lw == "-xor" {
				return false
			}
			switch psCompareOp(w) {
			case "":
			case "ne", "notlike", "notmatch", "notin", "notcontains":
				excl++
			default:
				return false
			}
		}
	}
	return excl == 1 || conds == 0 && len(f.Args) > 0
}

// psSetEnvName returns the name [Environment]::SetEnvironmentVariable(NAME,
// …) in c sets: the first argument of the call, as the analysis read it
// (variables known, strings joined with + folded).
func psSetEnvName(c *Command) (string, bool) {
	for w := range c.words() {
		if w.Quoted || !containsLower(w.Value, "setenvironmentvariable") {
			continue
		}
		for _, sc := range w.Subst {
			v := sc.Word0.Value
			if f, ok := psEval(v, noPSVars); ok && f.kind == psString {
				v = f.s // 'GUARDED_'+'SH_X'
			}
			return v, true
		}
	}
	return "", false
}

// winSelf: switching the guard off: GUARDED_SH_* variables set or removed,
// its configuration or binary written, moved or deleted.
func winSelf(ctx *Context, c *Command) []Finding {
	if !isWin(c.Grammar) {
		return nil
	}
	envFix := "leave GUARDED_SH_* alone; ask the user to change guarded-sh's configuration"
	if f := selfClass(c); f != nil {
		return f
	}
	if f := selfGuardSwitch(ctx.Env, c); f != nil {
		return []Finding{*f}
	}
	if f := selfShadow(ctx, c); f != nil {
		return []Finding{*f}
	}
	var out []Finding
	selfEnv := func(name string) {
		out = append(out, finding("self.env", c, "it changes "+name+", which controls guarded-sh, the guard that checks these commands", envFix))
	}
	for _, as := range c.Assigns {
		if strings.HasPrefix(strings.ToUpper(as), "GUARDED_SH_") {
			n, _, _ := strings.Cut(as, "=")
			selfEnv(n)
			return out
		}
	}
	// Variables kept for the session and for good (keptSettings: setx,
	// SetEnvironmentVariable(…,'User'), reg add HKCU\Environment /v NAME).
	session, good := keptSettings(c)
	for _, kv := range append(session, good...) {
		// The harness's shell kept pointing elsewhere: the agents started
		// later run their commands there (selfenv.go).
		n, _, _ := strings.Cut(strings.TrimLeft(kv, `"`), "=")
		if i := strings.IndexByte(n, ':'); i >= 0 && strings.EqualFold(n[:i], "env") {
			n = n[i+1:]
		}
		if selfEnvName(strings.ToUpper(n)) {
			selfEnv(n)
			return out
		}
		if harnessShells.has(strings.ToUpper(n)) && !namesGuard(kv) {
			if f := harnessShell(ctx.Env, c, strings.ToUpper(n)); f != nil {
				return append(out, *f)
			}
		}
	}
	switch {
	case c.Grammar == lexer.Cmd && (c.Name == "set" || c.Name == "setx"):
		for _, a := range c.Args {
			v := strings.ToUpper(strings.TrimLeft(a.Value, `"`))
			if strings.HasPrefix(v, "GUARDED_SH_") {
				selfEnv(strings.SplitN(v, "=", 2)[0])
				return out
			}
			if !strings.HasPrefix(v, "/") {
				break
			}
		}
	case c.Grammar == lexer.PowerShell && (c.Name == "setx" || c.Name == "set-item" || c.Name == "new-item" || c.Name == "remove-item" || c.Name == "clear-item" || c.Name == "set-content" || c.Name == "rename-item"):
		for _, a := range c.Args {
			v := strings.ToUpper(a.Value)
			v = strings.TrimPrefix(strings.TrimPrefix(v, "ENV:"), "\\")
			if strings.HasPrefix(v, "GUARDED_SH_") || strings.HasPrefix(v, "/GUARDED_SH_") {
				selfEnv(strings.TrimPrefix(v, "/"))
				return out
			}
		}
	case c.Grammar == lexer.PowerShell && c.Name == "":
		if name, ok := psSetEnvName(c); ok && selfEnvName(strings.ToUpper(name)) {
			selfEnv(name)
			return out
		}
	}
	if killsGuardByList(c) {
		return append(out, finding("self.config", c, "it kills guarded-sh, the guard that checks these commands, found by name", selfKillFix))
	}
	if v, ok := winPathSet(c); ok && winSharedPathDir(ctx.Env, v) {
		out = append(out, finding("self.env", c, sharedPathWhy, winSharedPathFix))
		return out
	}
	// Its configuration or binary, written, moved or deleted.
	var targets []Word
	switch {
	case c.Grammar == lexer.Cmd && (c.Name == "copy" || c.Name == "xcopy"):
		// Only the destination is written; %USERPROFILE% may expand to
		// a path starting with /, which is no switch they know (winRead).
		if ops := winOperands(c); len(ops) > 1 {
			targets = append(targets, ops[len(ops)-1])
		}
	case c.Name == "copy-item" || c.Name == "copy" || c.Name == "xcopy":
		// Only the destination is written: copying a file out is reading it.
		for i := len(c.Args) - 1; i >= 0; i-- {
			if v := c.Args[i].Value; !strings.HasPrefix(v, "-") && !(c.Grammar == lexer.Cmd && strings.HasPrefix(v, "/")) {
				targets = append(targets, c.Args[i])
				break
			}
		}
	case winSelfWriters.has(c.Name):
		targets = append(targets, c.Args...)
	case gitTouches(c):
		// git checkout main -- .claude/settings.json: the files it
		// writes or removes, as in the POSIX grammars.
		sub, rest := gitSub(c)
		targets = append(targets, parseArgs(gitSubSpec(sub), rest).operands...)
	}
	for _, r := range c.Redirs {
		if strings.HasPrefix(r.Op, ">") {
			targets = append(targets, r.Target)
		}
	}
	built := func() string {
		if ctx.Input == nil || len(c.Feeds) == 0 {
			return ""
		}
		// $j | ConvertTo-Json | Set-Content $p: $j as the input's commands
		// made it, in the input or wherever they were read from (a
		// script, decoded text). Built only for a file of instructions
		// written: for every command it made a check quadratic.
		var b strings.Builder
		b.WriteString(ctx.Input.Text + "\n")
		for _, t := range ctx.Input.psTexts {
			if t != ctx.Input.Text {
				b.WriteString(t + "\n") // iex '…', pwsh -Command '…', decoded: the code as PowerShell reads it
			}
		}
		for _, x := range ctx.Input.Commands {
			b.WriteString(x.Text + "\n")
		}
		return b.String()
	}
	if f := instructionsLoosened(c, append(targets, winWrites(c, true)...), built); f != nil {
		return append(out, f...)
	}
	if d, ok := winTreeDest(c); ok && agentTree(d) {
		return append(out, finding("self.config", c, "it writes files it does not name into "+d+", an agent's configuration: its settings, hooks, skills or commands, which it then follows unchecked", agentSettingsFix))
	}
	targets = append(targets, winDownloadDest(c)...)
	removes := c.Name == "remove-item" || c.Name == "move-item" || c.Name == "rename-item" || c.Name == "del" || c.Name == "erase" ||
		c.Name == "rd" || c.Name == "rmdir" || c.Name == "move" || c.Name == "ren" || c.Name == "rename"
	if dest, ok := winCopyDest(c); ok && editorSettings.match(dest) {
		// A file of unknown text put over an editor's user settings,
		// which its agents obey (POSIX cp's is wrote's).
		return append(out, finding("self.config", c, editorSettingsWhy(dest), editorSettingsFix))
	}
	for _, t := range targets {
		l := strings.ToLower(strings.ReplaceAll(t.Value, `\`, "/"))
		// Removing or moving an agent's configuration directory (.claude,
		// .cursor) or an entry of one (.claude\hooks, .codex\config.toml)
		// takes it away.
		if agentSettings(l) || strings.HasSuffix(l, "/claudecode/managed-settings.json") || removes && (agentDir(path.Base(strings.TrimRight(l, "/"))) || agentConfigEntry(path.Clean(l))) {
			out = append(out, finding("self.config", c, "it changes the agent's settings ("+t.Value+"), where guarded-sh is installed as a hook", agentSettingsFix))
			break
		}
		// (Get-Command guarded-sh).Source, $(where.exe guarded-sh): where
		// it is found at run time, its binary (locatesSelf), as
		// $(which guarded-sh) is to rm.
		if winGuardPath(t.Value) || !t.Literal && locatesSelf(t) {
			out = append(out, finding("self.config", c, "it changes guarded-sh's configuration or binary ("+t.Value+"), the guard that checks these commands", "ask the user to change guarded-sh's configuration; reading it is fine"))
			break
		}
		if what, ok := winSelfFile(ctx.Env, t.Value); ok {
			out = append(out, finding("self.config", c, "it changes "+what+" ("+t.Value+"), which switches the guard off or hides what it did", selfConfigFix))
			break
		}
	}
	return out
}

// winCopyDest returns the file that a copy or move of one file in
// PowerShell or cmd writes (Copy-Item, Move-Item, copy, move, xcopy),
// lower case with forward slashes: the destination, or, when it names a
// directory by its trailing separator, the source's name in it.
func winCopyDest(c *Command) (string, bool) {
	var src, dest string
	switch {
	case c.Grammar == lexer.Cmd && (c.Name == "copy" || c.Name == "move" || c.Name == "xcopy"):
		ops := winOperands(c)
		if len(ops) != 2 {
			return "", false
		}
		src, dest = ops[0].Value, ops[1].Value
	case c.Name == "copy-item" || c.Name == "move-item":
		b, _ := psBind(c)
		src, dest = b.value("-Path", "-LiteralPath"), b.value("-Destination")
	default:
		return "", false
	}
	norm := func(v string) string { return strings.ToLower(strings.ReplaceAll(strings.Trim(v, `"'`), `\`, "/")) }
	src, dest = norm(src), norm(dest)
	if src == "" || dest == "" || strings.ContainsAny(src, "*?") {
		return "", false
	}
	if strings.HasSuffix(dest, "/") {
		dest += path.Base(src)
	}
	return dest, true
}

// winSelfFile is selfFile of a PowerShell or cmd path: one written from
// the home directory (~\.local\state\guarded-sh\audit.jsonl,
// %USERPROFILE%\.config\guarded-sh\policy.toml) is judged at its place
// under a home, and an absolute POSIX one (pwsh on Linux:
// /var/log/guarded-sh/audit.jsonl) as it is.
func winSelfFile(env *Env, v string) (string, bool) {
	if rel, ok := winHomeRel(env, v); ok {
		home := *env
		home.Home = "/home/~"
		return selfFile(&home, home.Home+"/"+rel)
	}
	if v = strings.Trim(v, `"'`); strings.HasPrefix(v, "/") {
		return selfFile(env, path.Clean(v))
	}
	return "", false
}

// winSelfWriters are the cmdlets and cmd commands whose operands winSelf
// reads as paths written.
var winSelfWriters = set{
	"add-content", "attrib", "cacls", "clear-content", "copy", "copy-item", "del", "erase", "icacls", "mklink",
	"move", "move-item", "new-item", "out-file", "rd", "remove-item", "ren", "rename", "rename-item",
	"rmdir", "set-content", "takeown", "tee-object", "xcopy",
}

const winSharedPathFix = "put tools in a directory only you can write (`%USERPROFILE%\\bin`, `$HOME\\.local\\bin`) and add that to PATH"

// winPathSet returns the value c gives PATH, for this session or for
// later ones: $env:Path = …, set PATH=…, setx PATH …,
// [Environment]::SetEnvironmentVariable('Path', …), and the Environment
// keys of the registry (reg add …\Environment /v Path /d …,
// Set-ItemProperty HKCU:\Environment -Name Path -Value …).
func winPathSet(c *Command) (string, bool) {
	isPath := func(v string) bool { return strings.EqualFold(strings.Trim(v, `"'`), "path") }
	for _, as := range c.Assigns {
		if n, v, _ := strings.Cut(as, "="); isPath(n) {
			return v, true
		}
	}
	switch c.Name {
	case "set":
		if rest := winOperands(c); c.Grammar == lexer.Cmd && len(rest) > 0 {
			if n, v, ok := strings.Cut(rest[0].Value, "="); ok && isPath(n) {
				return v, true
			}
		}
	case "setx":
		if rest := winOperands(c); len(rest) > 1 && isPath(rest[0].Value) {
			return rest[1].Value, true
		}
	case "reg", "set-itemproperty", "new-itemproperty", "sp":
		if keys, name, value, ok := regWrite(c); ok && isPath(name) && slices.ContainsFunc(keys, func(k string) bool { return strings.HasSuffix(strings.ToLower(k), `\environment`) }) {
			return value, true
		}
	case "":
		if name, ok := psSetEnvName(c); ok && isPath(name) {
			// ('Path', VALUE, 'User'): every known piece of the call's
			// arguments, and of the calls in them, may be on PATH: a
			// VALUE built by concatenation ('C:\x;' + $old) holds them all.
			var pieces []string
			for w := range c.words() {
				for _, sc := range w.Subst {
					pieces = append(pieces, wordValues(sc.Args)...)
				}
			}
			if len(pieces) > 0 {
				return strings.Join(pieces, ";"), true
			}
		}
	}
	return "", false
}

// winPathReplaced: the search path kept for later sessions replaced by
// a value that keeps nothing of the old one. setx always writes the
// registry (/M the machine's; windows-commands/setx), as do reg add and
// Set-ItemProperty on an Environment key and
// [Environment]::SetEnvironmentVariable with the User or Machine target
// (EnvironmentVariableTarget; without it only the process's changes). A
// value written out in full, with no %PATH%, $env:Path, call or variable
// that could bring the old entries back, drops every directory the path
// listed: tools and package managers no longer found, and on the
// machine's Windows' own System32 with them; nothing keeps the old value.
// A list that names System32 is a path restored whole; $env:Path = …
// and set PATH=… last only the session.
func winPathReplaced(c *Command) (Finding, bool) {
	var value string
	machine := false
	switch c.Name {
	case "setx", "reg", "reg.exe", "set-itemproperty", "new-itemproperty", "sp":
		v, ok := winPathSet(c)
		if !ok {
			return Finding{}, false
		}
		value = v
		for _, a := range c.Args {
			machine = machine || c.Name == "setx" && strings.EqualFold(a.Value, "/m") || c.Name != "setx" && winRegistry(strings.Trim(a.Value, `"'`)) == "machine"
		}
	case "":
		if name, ok := psSetEnvName(c); !ok || !strings.EqualFold(name, "path") {
			return Finding{}, false
		}
		var call *Command
		for w := range c.words() {
			if !w.Quoted && containsLower(w.Value, "setenvironmentvariable") && len(w.Subst) > 0 {
				call = w.Subst[len(w.Subst)-1] // the outermost call: its arguments' calls came first
			}
		}
		if call == nil || len(call.Args) < 2 {
			return Finding{}, false // no target: the process's own
		}
		// The target as a name ('Machine'), the enum's member
		// ([EnvironmentVariableTarget]::Machine) or its number (1 User,
		// 2 Machine): PowerShell converts each to the enum.
		target := strings.ToLower(strings.Trim(call.Args[len(call.Args)-1].Value, `"'`))
		if i := strings.LastIndex(target, "::"); i >= 0 {
			target = target[i+2:]
		}
		switch target {
		case "user", "1":
		case "machine", "2":
			machine = true
		default:
			return Finding{}, false // the process's own
		}
		for _, a := range call.Args[:len(call.Args)-1] {
			if !a.Literal || len(a.Subst) > 0 {
				return Finding{}, false
			}
			value += a.Value
		}
	default:
		return Finding{}, false
	}
	if strings.ContainsAny(value, "%$!") || strings.HasPrefix(strings.TrimSpace(value), "(") || containsLower(value, "system32") {
		return Finding{}, false
	}
	whose := "the user's"
	if machine {
		whose = "the machine's"
	}
	shown := value
	if strings.TrimSpace(shown) == "" {
		shown = "nothing"
	}
	return finding("fs.overwrite-system", c, "it replaces "+whose+" PATH, kept for every later session, with "+shown+": every directory it listed is gone, and the programs found through them (Windows' own in System32, compilers, package managers) are no longer found",
		"add to PATH keeping what it holds: `[Environment]::SetEnvironmentVariable('Path', [Environment]::GetEnvironmentVariable('Path','User') + ';C:\\tools', 'User')`"), true
}

// winSharedPathDir reports whether the Windows search path v (entries
// separated by ;) holds a directory any user may write: C:\Users\Public,
// the system's temporary directories, C:\Temp, or /tmp for pwsh on Linux
// (sharedPathDir, posix's). The home directory and the project are the
// user's own.
func winSharedPathDir(env *Env, v string) bool {
	for dir := range strings.SplitSeq(v, ";") {
		d := strings.ToLower(strings.TrimRight(strings.ReplaceAll(strings.Trim(dir, `"' `), `\`, "/"), "/"))
		if payloadTemp.get().MatchString(d + "/") {
			return true // the user's own temporary directory (AppData\Local\Temp, %TEMP%): anything downloaded lands there
		}
		if d == "" || env.Home != "" && fsUnder(d, strings.ToLower(env.Home)) || env.Project != "" && env.Project != "/" && fsUnder(d, strings.ToLower(env.Project)) {
			continue
		}
		for _, shared := range []string{"c:/users/public", "%public%", "$env:public", "${env:public}", "c:/windows/temp", "%systemroot%/temp", "%windir%/temp", "$env:windir/temp", "$env:systemroot/temp", "c:/temp", "c:/tmp", "/tmp", "/var/tmp", "/dev/shm"} {
			if fsUnder(d, shared) {
				return true
			}
		}
	}
	return false
}

// winTreeDest returns the directory c writes files into without naming
// them: robocopy's and xcopy's destination, Copy-Item -Recurse's,
// Expand-Archive's -DestinationPath.
func winTreeDest(c *Command) (string, bool) {
	switch c.Name {
	case "robocopy", "xcopy":
		if w, _, ok := winDest(c); ok {
			return w.Value, true
		}
	case "expand-archive", "copy-item", "cpi":
		_, p := psFileRead(c)
		recurse := c.Name == "expand-archive" || p.has("-Recurse")
		dest := ""
		if w, ok := p.valueWord("-Destination", "-DestinationPath"); ok {
			dest = w.Value
		} else if len(p.operands) > 1 {
			dest = p.operands[1].Value
		}
		return dest, recurse && dest != ""
	}
	return "", false
}

// winDownloadDest returns the files a download writes: Invoke-WebRequest
// and Invoke-RestMethod -OutFile, Start-BitsTransfer -Destination,
// curl -o (bundled too), certutil -urlcache's last operand, bitsadmin /transfer's.
func winDownloadDest(c *Command) []Word {
	var out []Word
	if s, p := fetchSpec(c); s != nil { // curl -sSo FILE, Invoke-WebRequest -OutFile FILE
		out = append(out, p.valueWords(s.extra().writesOpts)...)
	}
	if c.Name == "certutil" || c.Name == "bitsadmin" {
		if s, p := winRead(c); s != nil && (p.has("-urlcache") || s.path == "bitsadmin /transfer") && len(p.operands) > 1 {
			out = append(out, p.operands[len(p.operands)-1])
		}
	}
	return out
}

// winGuardPath reports whether p names guarded-sh's configuration or binary.
func winGuardPath(p string) bool {
	l := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	base := path.Base(l)
	if base == ".guarded-sh.toml" || base == "guarded-sh" || base == "guarded-sh.exe" {
		return true
	}
	return strings.Contains(l, "/guarded-sh/") && (strings.HasSuffix(l, ".toml") || strings.Contains(l, "etc/") || strings.Contains(l, "appdata/") || strings.Contains(l, ".config/") || strings.Contains(l, "programdata/")) ||
		strings.HasSuffix(l, "/guarded-sh") && (strings.Contains(l, ".config/") || strings.Contains(l, "appdata/") || strings.Contains(l, "programdata/") || strings.HasPrefix(l, "/etc/"))
}

// psGiven reports whether c, a PowerShell cmdlet read through its spec
// (psFileRead), was given one of the parameters names, as the spec writes
// them (-Filter), by any prefix PowerShell binds to that parameter and
// not switched off (-Recurse:$false).
func psGiven(c *Command, names ...string) bool {
	_, p := psFileRead(c)
	return p.has(names...)
}

// psDisposableFilter reports whether every -Filter and -Include pattern
// of the listing g is of files builds and systems leave behind and make
// again (fsDisposablePattern: *.log, *.tmp, Thumbs.db), as a find's
// -name is read. -Filter is Get-ChildItem's second positional parameter
// (Get-ChildItem D:\Data *.log), the first when -Path is named.
func psDisposableFilter(g *Command) bool {
	pats, _ := psListFilters(g)
	for _, val := range pats {
		for pat := range strings.SplitSeq(val, ",") {
			if !fsDisposablePattern(strings.TrimSpace(pat)) {
				return false
			}
		}
	}
	return len(pats) > 0
}

// psListFilters returns the -Filter and -Include patterns of the listing
// g, each value as written (a list of patterns joined by commas), and
// the directories it lists. -Filter is Get-ChildItem's second positional
// parameter (Get-ChildItem D:\Data *.log), the first when -Path is named
// (about Get-ChildItem: -Filter Position 1).
func psListFilters(g *Command) (pats []string, dirs []Word) {
	s, p := psFileRead(g)
	pats = p.values("-Filter", "-Include")
	dirs = p.operands
	if len(p.values("-Filter")) == 0 {
		given := p.valuesOf(s.extra().pathOpts)
		pos := 0 // the positional operands: those no path option was given
		for i, w := range p.operands {
			if j := slices.Index(given, w.Value); j >= 0 {
				given = slices.Delete(given, j, j+1)
				continue
			}
			if pos == 1 || pos == 0 && len(p.valuesOf(s.extra().pathOpts)) > 0 {
				pats = append(pats, w.Value)
				dirs = slices.Delete(slices.Clone(dirs), i, i+1)
				break
			}
			pos++
		}
	}
	return pats, dirs
}

// psFilteredKept returns the paths a filtered delete is still refused
// for: /, a system directory or home, whatever the filter. Every entry
// of one (C:\* -Include *.docx) is judged as it is.
func psFilteredKept(ctx *Context, paths []Word) []Word {
	var kept []Word
	for _, p := range paths {
		if machineTrustedStore(p.Value) {
			kept = append(kept, p)
			continue
		}
		kind, known := winKind(ctx.Env, p)
		if known && kind == fsGlob && winEveryEntry(p.Value) {
			v := strings.TrimRight(p.Value, `\/`)
			kind, known = winKind(ctx.Env, Word{Value: v[:strings.LastIndexAny(v, `\/`)+1], Literal: p.Literal})
		}
		if known && (kind == fsRoot || kind == fsSystem || kind == fsHome) {
			kept = append(kept, p)
		}
	}
	return kept
}

// diskpartScript returns the commands diskpart c runs when they are
// known: its one /s script, written earlier in this input by echoes when
// nothing else runs (a cd, ren, mklink, copy or download could put
// another file under its name), or the text on its standard input when
// it has no arguments.
func diskpartScript(ctx *Context, c *Command) (string, bool) {
	switch {
	case len(c.Args) == 2 && strings.EqualFold(c.Args[0].Value, "/s"):
		if ctx == nil || ctx.Input == nil || slices.ContainsFunc(ctx.Input.Commands, func(x *Command) bool {
			// the ( ) block's redirection is a command of no name
			return x != c && x.Name != "echo" && (x.Name != "" || x.Dynamic || len(x.Args) > 0)
		}) {
			return "", false
		}
		text, ok := ctx.Input.written[winKey(c.Args[1].Value)]
		return text, ok && text != unknownText
	case len(c.Args) == 0 && c.Stdin != nil:
		return *c.Stdin, true
	}
	return "", false
}

// diskpartLooks are diskpart's commands that only show or choose what
// later commands act on: a script of these alone changes nothing.
var diskpartLooks = set{"detail", "exit", "filesystems", "help", "list", "rem", "sel", "select"}

// diskpartReadOnly reports whether every line of a diskpart script is
// one of diskpartLooks (or blank).
func diskpartReadOnly(script string) bool {
	n := 0
	for line := range strings.Lines(script) {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if !diskpartLooks.hasLower(f[0]) {
			return false
		}
		n++
	}
	return n > 0
}

// winExtractOver is fsExtractOver for PowerShell and cmd: Expand-Archive
// -Force (without it, an existing file stops the extraction) and
// Windows' tar -x (bsdtar, which overwrites) writing over the files of
// the drive's root, the home directory itself, the user's folders or
// Windows' own.
func winExtractOver(ctx *Context, c *Command, here string) []Finding {
	var dir Word
	// here: the directory an earlier Set-Location, cd or pushd moved
	// to, where an extraction with no destination lands (winCdDirs).
	cwd := func() bool {
		if here == "" {
			return false
		}
		dir = Word{Value: here, Literal: true}
		return true
	}
	if c.Name == "expand-archive" {
		_, p := psFileRead(c)
		if !p.has("-Force") || p.has("-WhatIf") {
			return nil
		}
		if w, ok := p.valueWord("-DestinationPath"); ok {
			dir = w
		} else if len(p.operands) > 1 {
			dir = p.operands[1]
		} else if !cwd() {
			return nil // the working directory: judged by what lands there
		}
	} else {
		n := *c
		n.Name = "tar"
		d, ok := extractedInto(&n)
		if !ok || !extractOverwrites(&n) || d.Value == "." && d.Literal && !cwd() {
			return nil
		}
		if d.Value != "." || !d.Literal {
			dir = d
		}
	}
	kind, known := winKind(ctx.Env, dir)
	if !known {
		return nil
	}
	lower := strings.ToLower(strings.ReplaceAll(dir.Value, `\`, "/"))
	windows := len(lower) > 2 && lower[1] == ':' && fsUnder(path.Clean(lower[2:]), "/windows")
	switch {
	case kind == fsRoot || kind == fsHome || windows:
	case kind == fsUserData:
		// The user's own folders (Documents, Pictures, OneDrive's), not
		// Downloads or an application's settings.
		if rel, ok := winHomeRel(ctx.Env, dir.Value); !ok || !personalTree(path.Clean(strings.ReplaceAll(rel, `\`, "/"))) {
			return nil
		}
	default:
		return nil
	}
	what := fsWhat[kind]
	rule := "fs.overwrite-user-file"
	if kind == fsRoot || windows {
		rule, what = "fs.overwrite-system", "Windows' own files"
	}
	return []Finding{finding(rule, c, c.Name+" extracts over "+dir.Value+", "+what+": every file of the archive replaces the one of that name there, and what was in it is gone",
		"extract into a new folder of the project or $env:TEMP (`Expand-Archive x.zip -DestinationPath $env:TEMP\\x`), look at what it holds, then copy only the files you mean")}
}

// winAclChanges reports whether icacls, cacls or takeown changes access
// or ownership at all: takeown always does; icacls with /grant, /deny,
// /remove, /inheritance, /reset, /setowner, /setintegritylevel, /restore
// or /substitute, cacls with /g, /p, /r or /d. Without one, both only
// display the access lists, /t walking the tree to show each file's
// (icacls C:\inetpub /t /c; learn.microsoft.com windows-commands/icacls
// and /cacls), and icacls /save, /verify and /findsid only read them.
func winAclChanges(c *Command) bool {
	if c.Name == "takeown" {
		return true
	}
	for _, a := range c.Args {
		v := strings.ToLower(a.Value)
		if c.Name == "icacls" {
			v, _, _ = strings.Cut(v, ":")
		}
		switch v {
		case "/grant", "/deny", "/remove", "/inheritance", "/reset", "/setowner", "/setintegritylevel", "/restore", "/substitute":
			return c.Name == "icacls"
		case "/g", "/p", "/r", "/d":
			return c.Name == "cacls"
		}
	}
	return false
}

// winAclLocks reports whether icacls, cacls or takeown takes access away
// from those who have it: icacls /deny, /remove, /inheritance:r,
// /reset, /setowner; cacls /d, /r, /p or without /e (which replaces
// every entry); takeown (the owner changed).
func winAclLocks(c *Command) bool {
	if c.Name == "takeown" {
		return true
	}
	edit := false
	for _, a := range c.Args {
		v := strings.ToLower(a.Value)
		switch {
		case v == "/e":
			edit = true
		case c.Name == "icacls" && (v == "/deny" || strings.HasPrefix(v, "/remove") || v == "/inheritance:r" || v == "/reset" || v == "/setowner"):
			return true
		case c.Name == "cacls" && (v == "/d" || v == "/r" || v == "/p"):
			return true
		}
	}
	return c.Name == "cacls" && !edit
}

// uncMirrorLoss says what a mirror from src onto dst, a share
// (\\host\share\…), destroys that a deploy would not, or "": the share
// whole when dst is its root, a user's folder on it (\\fs\users\NAME,
// \\fs\home$\NAME, a Documents or Desktop), or anything there when src
// is a stand-in for nothing: a temporary folder, or an empty one
// (emptySource).
func uncMirrorLoss(ctx *Context, src, dst Word) string {
	if uncHere.get().MatchString(strings.Trim(dst.Value, `"`)) {
		return "" // this machine's own share (\\localhost\x$): judged as the folder it is
	}
	d := strings.ToLower(strings.Trim(strings.ReplaceAll(dst.Value, "/", `\`), `"`))
	parts := strings.FieldsFunc(strings.TrimPrefix(d, `\\`), func(r rune) bool { return r == '\\' })
	sv := strings.ToLower(strings.Trim(strings.ReplaceAll(src.Value, "/", `\`), `"`))
	if emptySource(ctx, src) {
		return "the share's folder " + dst.Value
	}
	for _, t := range []string{`%temp%`, `%tmp%`, `$env:temp`, `$env:tmp`, `c:\temp\`, `c:\tmp\`, `c:\windows\temp\`, `\tmp\`, `\appdata\local\temp\`, `gettemppath()`} {
		if strings.Contains(sv+`\`, t) {
			return "the share's folder " + dst.Value
		}
	}
	for _, part := range parts[min(1, len(parts)):] {
		switch strings.TrimSuffix(part, "$") {
		case "users", "home", "homes", "profiles", "userdata", "redirected", "documents", "desktop", "my documents":
			return "a user's folder on the share (" + dst.Value + ")"
		}
	}
	// A build of the project (.\dist, out\site) mirrored onto a share's
	// root is a deploy; anything else there replaces the whole share.
	inProject := src.Literal && sv != "" && !strings.HasPrefix(sv, "..") && !strings.HasPrefix(sv, `\`) && !strings.ContainsAny(sv, ":%$")
	if len(parts) <= 2 && !inProject {
		return "the whole share " + dst.Value
	}
	return ""
}

// emptySource reports whether w, a copy's source, names a directory
// that holds nothing: one named so (empty, blank, null, nul, void, as
// its last element), or one a mkdir, md or New-Item of the input made.
func emptySource(ctx *Context, w Word) bool {
	v := strings.TrimRight(strings.Trim(w.Value, `"`), `\/`)
	base := strings.ToLower(v[strings.LastIndexAny(v, `\/`)+1:])
	if emptyDirName.match(base) {
		return true
	}
	if ctx == nil || ctx.Input == nil || !w.Literal {
		return false
	}
	for _, m := range ctx.Input.Commands {
		switch lowerNameNoExe(m) {
		case "mkdir", "md", "new-item", "ni":
			for _, a := range m.Args {
				if a.Literal && strings.EqualFold(strings.TrimRight(strings.Trim(a.Value, `"`), `\/`), v) {
					return true
				}
			}
		}
	}
	return false
}

// emptyDirName matches the name of a directory kept empty on purpose.
var emptyDirName = &lazyRegexp{expr: `^(_|\.)?(empty|blank|null|nul|void)([-_.]?(dir|folder|src|source))?[0-9]*$`}
