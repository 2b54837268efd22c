package policy

import (
	"path"
	"strings"
)

// A file whose kind is data — a database's files, a disk or virtual
// machine image, a backup, a mail store — holds what no build makes
// again. Emptied, zeroed or overwritten with noise it holds nothing, by
// whatever writer (: > f, truncate -s 0, cp /dev/null, dd of=, shred,
// Set-Content $null, Clear-Content, type nul >, fsutil file
// setzerodata, an interpreter's open(f, 'w').close()), and wherever it lies: an App_Data\prod.mdf in the project
// is as much the data as /var/lib/mysql's. It is the kind of the file,
// named by its extension, that decides, not the writer.

// dataKindExts are the extensions of files whose kind is data:
// databases (RocksDB's and LevelDB's sorted tables .sst, InfluxDB's
// .tsm among them), backups and dumps, mail stores; the desktop
// databases of small offices' programs (QuickBooks' company file .qbw and
// its backup .qbb, GnuCash's books, FileMaker's .fmp12 and .fp7,
// LibreOffice Base's .odb, 1C's .1cd, SQL Server Compact's .sdf),
// Exchange's mailbox database (.edb), and the datasets of statistics
// packages (SAS's .sas7bdat, its catalogs and transport files .xpt,
// Stata's .dta, SPSS's .sav, .zsav and .por, R's .rds and .RData, JMP's
// .jmp).
var dataKindExts = set{
	"1cd", "accdb", "aof", "backup", "bacpac", "bak", "bkp", "borg", "db", "db3", "dbf", "dmp", "dta", "duckdb",
	"dump", "edb", "fdb", "fmp12", "fp7", "frm", "gdb", "gnucash", "ibd", "jmp", "kdbx", "ldf", "mbox", "mdb", "mdf", "myd", "myi", "ndf", "nsf",
	"odb", "ost", "por", "pst", "qbb", "qbw", "rdata", "rdb", "rds", "realm", "s3db", "sas7bcat", "sas7bdat", "sav", "sdf", "sl3", "sqlite", "sqlite3", "sst", "tib", "tsm", "vbk", "vib", "wt", "xpt", "zsav",
}

// dataImageExts are those of disk and virtual machine images: data too,
// but also what dd if=/dev/zero of=disk.img makes afresh.
var dataImageExts = set{"avhdx", "dmg", "hdd", "img", "qcow", "qcow2", "raw", "sparseimage", "vdi", "vhd", "vhdx", "vmdk", "vmem"}

// vmDiskExts are those of dataImageExts that are a virtual machine's
// disks, its whole state, not an installer or an image downloaded to
// write once.
var vmDiskExts = set{"avhdx", "hdd", "qcow", "qcow2", "vdi", "vhd", "vhdx", "vmdk"}

// dataFile reports whether v, a path in any grammar, names a file whose
// kind is data (dataKindExts; a database's -wal and -journal files, InnoDB's
// ibdata1, ZODB's FileStorage Data.fs, which Zope, Plone and SENAITE
// keep their every object in).
func dataFile(v string) bool {
	base := strings.ToLower(path.Base(strings.ReplaceAll(strings.Trim(v, `"'`), `\`, "/")))
	for _, s := range []string{"-wal", "-journal", "-shm"} {
		base = strings.TrimSuffix(base, s)
	}
	if strings.HasPrefix(base, "ibdata") || strings.HasPrefix(base, "ib_logfile") || base == "data.fs" {
		return true
	}
	ext := strings.TrimPrefix(path.Ext(base), ".")
	return dataKindExts.has(ext) || dataImageExts.has(ext)
}

// dataEmptied returns the files c leaves empty, zeroed or overwritten
// with noise, in any grammar: what an emptying writer writes over
// (fsEmpties, winEmpties), shred's operands, dd's of= from /dev/zero or
// /dev/urandom, fallocate's punched or zeroed files, fsutil file
// setzerodata and seteof to 0. image is whether it is dd from
// /dev/zero or truncate to 0, the ways a blank disk image is made.
func dataEmptied(c *Command) (files []Word, image bool) {
	if files := scriptEmptied(c); len(files) > 0 {
		return files, false
	}
	name := strings.TrimSuffix(c.Name, ".exe")
	if name == "fsutil" && len(c.Args) > 2 && strings.EqualFold(c.Args[0].Value, "file") {
		switch strings.ToLower(c.Args[1].Value) {
		case "setzerodata":
			return c.Args[len(c.Args)-1:], false // fsutil file setzerodata offset=0 length=N FILE
		case "seteof", "setvaliddata":
			if len(c.Args) > 3 && strings.TrimLeft(c.Args[3].Value, "0") == "" {
				return c.Args[2:3], false // fsutil file seteof FILE 0
			}
		}
		return nil, false
	}
	if isWin(c.Grammar) {
		if winEmpties(c) {
			files := winWrites(c, false)
			if listed := psListedFiles(c, files); len(listed) > 0 {
				return listed, false // Get-ChildItem D:\Data -Filter *.mdf | Clear-Content, as Remove-Item (dataDeleted)
			}
			return files, false
		}
		return nil, false
	}
	if !c.Grammar.IsPosix() {
		return nil, false
	}
	switch name {
	case "shred", "scrub":
		_, p := specRead(c)
		return p.operands, false
	case "fallocate":
		p := parseArgs(&fallocateSpec, c.Args)
		if p.has("-p", "--punch-hole", "-z", "--zero-range", "-d", "--dig-holes") {
			return p.operands, false
		}
		return nil, false
	case "dd":
		for _, a := range c.Args {
			if v, ok := strings.CutPrefix(a.Value, "if="); ok && (v == "/dev/urandom" || v == "/dev/random") {
				return fsWrites(&Command{Name: "dd", Args: c.Args}), false
			}
		}
		if fsEmpties(c) {
			return fsReplaces(c), true
		}
		return nil, false
	case "truncate":
		// truncate -s 0 disk.img && truncate -s 10G disk.img: a sparse
		// image made afresh, as dd's is.
		if fsEmpties(c) {
			return fsReplaces(c), true
		}
		return nil, false
	}
	if fsEmpties(c) {
		return fsReplaces(c), false
	}
	return nil, false
}

// scriptEmptied returns the files an interpreter's code (-c, -e, or the
// program on its standard input, started from any grammar) leaves empty
// (scriptEmpty): the path literals, or the script's arguments they are
// (open(sys.argv[1], 'w').close()).
func scriptEmptied(c *Command) []Word {
	if cmdInterpLang(c) == "" {
		return nil
	}
	lang, code, ok := interpCode(c)
	if !ok || !scriptEmptyHint.get().MatchString(code) {
		return nil
	}
	code, args := scriptArgvCode(c, lang, code)
	var out []Word
	for _, m := range scriptEmpty.get().FindAllStringSubmatch(code, 8) {
		if m[1] != "" && (m[3] == "" || m[3] == ";" || m[3] == "\n") {
			continue // f = open(P, 'w'); f.write(…): written, not left empty
		}
		for i, v := range m[2:] {
			if v == "" || i == 1 {
				continue
			}
			if w, ok := scriptArgvWord(v, args); ok {
				out = append(out, w)
			} else {
				out = append(out, Word{Value: v, Literal: !strings.HasPrefix(v, "~")})
			}
		}
	}
	return out
}

// scriptEmptyHint is what code that empties a file must hold, tried
// before scriptEmpty: a truncating open's mode, an empty string written,
// a truncate.
var scriptEmptyHint = &lazyRegexp{expr: `['"]\+?>?['"]|['"]wb?\+?['"]|''|""|truncate|alloc\(|Uint8Array\(`}

// scriptEmpty matches the ways the script languages leave a file empty,
// its path (a string literal) captured: a truncating open (Python's and
// Ruby's mode w, Perl's >) that nothing is written through: closed at
// once, the file object not kept (open(P, 'w') as the statement; the
// first group is an assignment, the third how the open ends), with …
// as f: pass, f.truncate(), File.open(P, 'w') {}; an empty string
// written whole (Path(P).write_text(""), fs.writeFileSync(P, ""),
// fs.writeFileSync(P, Buffer.alloc(N)), zeroes,
// File.write(P, ""), file_put_contents(P, "")); a truncate to nothing
// (os.truncate(P, 0), fs.truncateSync(P), File.truncate(P, 0), Perl's
// truncate('P', 0)).
var scriptEmpty = &lazyRegexp{expr: `(\w\s*=\s*)?(?:\bFile\.(?:open|new)|\bopen)\(\s*r?['"]([^'"]+)['"]\s*,\s*['"]wb?\+?['"]\s*\)\s*(\.close\b|\{\s*\}|\.truncate\(|as\s+\w+\s*:\s*(?:pass\b|\w+\.truncate\()|;|\n|$)|` +
	`Path\(\s*r?['"]([^'"]+)['"]\s*\)\.write_(?:text|bytes)\(\s*b?(?:''|"")\s*\)|` +
	`(?:\bwriteFileSync|\bwriteFile|writeTextFile(?:Sync)?|File\.(?:bin)?write|file_put_contents)\(\s*['"]([^'"]+)['"]\s*,\s*(?:b?''|b?""|Buffer\.alloc\(\s*\d+\s*\)|new\s+Uint8Array\(\s*0?\s*\))\s*[,)]|` +
	`(?:\btruncateSync|\btruncate|File\.truncate)\(\s*['"]([^'"]+)['"]\s*(?:,\s*0+\s*)?[,)]|` +
	// Perl's open(my $f, '>', 'P') closed at once or the last statement.
	`\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*['"]\+?>['"]\s*,\s*['"]([^'"]+)['"]\s*\)?\s*(?:or\s+die[^;]*)?(?:;\s*close\b|;?\s*$)`}

// fsEmptyData refuses emptying, zeroing or shredding a file whose kind is
// data (dataFile), in any grammar and anywhere. A blank disk image made
// with dd from /dev/zero or truncate -s 0 is refused only over an image
// that is there.
func fsEmptyData(ctx *Context, c *Command) []Finding {
	files, image := dataEmptied(c)
	for _, f := range files {
		if !dataFile(f.Value) && !serviceDataFile(ctx.Env, f) {
			continue
		}
		if image && dataImageExts.has(strings.TrimPrefix(strings.ToLower(path.Ext(f.Value)), ".")) {
			if p, ok := fsPath(ctx.Env, f); !ok || !isFile(p) {
				continue
			}
		}
		fix := "leave the data file as it is; to start afresh move it aside first (`mv app.db app.db.old`) and let the program create a new one, or change the data through its own tool (`sqlite3 app.db \"DELETE FROM sessions WHERE expires < date('now')\"`)"
		if isWin(c.Grammar) {
			fix = "leave the data file as it is; to start afresh rename it first (`Rename-Item .\\App_Data\\app.mdf app.mdf.old`) and let the program create a new one, or change the data through its own tool"
		}
		return []Finding{finding("fs.empty-data", c, c.Name+" empties, zeroes or overwrites "+f.Value+", a file of data (a database, a disk image or a backup): what was in it is gone and nothing rebuilds it", fix)}
	}
	if ctx.Env == nil {
		return nil
	}
	for _, f := range dataOverwritten(c) {
		if !dataElsewhere(ctx.Env, f) {
			continue
		}
		fix := "leave the data file as it is; change the data through its own tool, or write to a new file inside the project"
		return []Finding{finding("fs.empty-data", c, c.Name+" overwrites "+f.Value+", a live database, mail store or virtual machine's disk outside the project, with what it writes: what was in it is gone and nothing rebuilds it", fix)}
	}
	return nil
}

// overRedirected returns the files c's redirections write over whole
// (>, >|, &>; not >>), in any grammar.
func overRedirected(c *Command) []Word {
	var out []Word
	for _, r := range c.Redirs {
		switch r.Op {
		case ">", ">|", "&>", "&>|":
			out = append(out, r.Target)
		}
	}
	return out
}

// dataOverwritten returns the files c writes over whole with what it
// prints or is given, in any grammar: a > redirection's target (not
// >>'s), tee's without -a, Set-Content's, Out-File's and the .NET
// writers' that read as them ([IO.File]::WriteAllBytes). Whatever it
// writes, a database's file written over holds none of its data. Not a
// copy's destination: a restore or a backup writes one so.
func dataOverwritten(c *Command) []Word {
	if isWin(c.Grammar) {
		if _, copies, _ := winDest(c); copies {
			// A copy's destination, as on posix (Out-File -NoClobber
			// and New-Item without -Force, which fail on a file that
			// is there, winWrites leaves out).
			return overRedirected(c)
		}
		return winWrites(c, false)
	}
	if !c.Grammar.IsPosix() {
		return nil
	}
	var out []Word
	if !printsFileCopy(c) {
		out = overRedirected(c)
	}
	return append(out, teeOverwrites(c)...)
}

// teeOverwrites returns the files tee writes over whole (not -a's),
// none when c is not tee.
func teeOverwrites(c *Command) []Word {
	if c.Name != "tee" {
		return nil
	}
	if p := parseArgs(&teeSpec, c.Args); !p.has("-a", "--append") {
		return p.operands
	}
	return nil
}

// printsFileCopy reports whether c prints a file it is given as it is,
// or decompressed or decoded (cat, zcat FILE, gunzip -c FILE, xz -dc
// FILE, base64 -d FILE): its output redirected over a file is a copy of
// that file, a restore from a backup as cp BACKUP LIVE is
// (dataOverwritten). Not a device's bytes (cat /dev/zero).
func printsFileCopy(c *Command) bool {
	if !does(c, c.Name, roleShowsFiles) && (!isDecoder(c) || c.Name == "rev") { // rev reverses, not decodes, a file's lines
		return false
	}
	file := false
	for _, a := range c.Args {
		if !a.Literal || strings.HasPrefix(a.Value, "/dev/") {
			return false
		}
		file = file || a.Value != "" && a.Value[0] != '-'
	}
	return file
}

// dataDeleted returns the files c deletes, in any grammar: rm, unlink,
// shred and an interpreter's os.remove (fsRemoves, not mv's sources,
// which stay); Remove-Item and its aliases ([IO.File]::Delete reads as
// one); cmd's del and erase.
func dataDeleted(c *Command) []Word {
	switch {
	case c.Grammar.IsPosix():
		if s, _ := removerOf(c); c.Name == "mv" || s != nil && s.extra().removes == removesAway {
			return nil // moved, or kept in the Trash
		}
		return fsRemoves(c)
	}
	if s, p := removerOf(c); s != nil && s.extra().removes == removesFiles {
		if listed := psListedFiles(c, p.operands); len(listed) > 0 {
			return listed // Get-ChildItem D:\Data -Filter *.mdf | Remove-Item
		}
		return p.operands // Remove-Item, del, erase
	}
	return nil
}

// serviceDataFile reports whether w names a file in the data directory
// of a database or container engine (fsServiceData: pg_control, a
// table's file in base/16384) or a mailbox in a mail spool, other than
// what a stopped service leaves behind (serviceStale).
func serviceDataFile(env *Env, w Word) bool {
	if env == nil || strings.Contains(w.Value, ":") {
		return false
	}
	p, ok := fsPath(env, w)
	return ok && fsServiceData(p) && (strings.Count(p, "/") > 3 || fsMailSpool(p)) && !serviceStale(strings.ToLower(path.Base(p)))
}

// serviceStale reports whether base, a file's name, is what a stopped
// service leaves behind and its fixes delete: a pid file, a socket, a
// lock, a log.
func serviceStale(base string) bool {
	for _, s := range []string{".pid", ".sock", ".socket", ".lock", ".log"} {
		if strings.HasSuffix(base, s) {
			return true
		}
	}
	return base == "lock" || base == "lockfile"
}

// dataBackupExts are those of dataKindExts that name a backup or a dump:
// copies, one of many, that retention deletes one by one by name.
var dataBackupExts = set{"backup", "bacpac", "bak", "bkp", "borg", "dmp", "dump", "tib", "vbk", "vib"}

// dataElsewhere reports whether w, a file deleted, is live data that is
// not the agent's: a file of a database's or container engine's data
// directory (fsServiceData: pg_control, ibdata1), or a file whose kind
// is data (dataKindExts: a database, a mail store, a password vault)
// outside the project and the working directory, not in a temporary
// directory nor a hidden directory of home (a tool's cache). Backups
// (dataBackupExts) are left out, deleted one by one as a file of a
// directory outside the work is (winRecursiveKind); so are disk images
// other than a virtual machine's (vmDiskExts): a downloaded installer
// (.dmg, .img) is deleted once it has run.
func dataElsewhere(env *Env, w Word) bool {
	base := strings.ToLower(path.Base(strings.ReplaceAll(strings.Trim(w.Value, `"'`), `\`, "/")))
	ext := strings.TrimPrefix(path.Ext(base), ".")
	isData := dataFile(base) && (!dataImageExts.has(ext) || vmDiskExts.has(ext)) && !dataBackupExts.has(ext)
	v := strings.ReplaceAll(w.Value, `\`, "/")
	if len(v) > 2 && v[1] == ':' && (v[0]|0x20 >= 'a' && v[0]|0x20 <= 'z') {
		// A Windows drive's path: outside the project, the working
		// directory and home's hidden and temporary folders.
		if !w.Literal || !isData {
			return false
		}
		full := strings.ToLower(path.Clean(v))
		for _, root := range []string{env.Project, env.Cwd} {
			if winUnder(root, full) {
				return false
			}
		}
		rel := full[2:]
		for _, comp := range strings.Split(rel, "/") {
			if winScratchTops.has(comp) || strings.HasPrefix(comp, ".") {
				return false
			}
		}
		return true
	}
	if strings.Contains(v, ":") {
		return false // a provider's (env:, HKLM:) or a URL
	}
	p, ok := fsPath(env, w)
	if !ok {
		return false
	}
	if serviceDataFile(env, w) {
		return true
	}
	if !isData {
		return false
	}
	for _, root := range []string{env.Project, env.Cwd} {
		if root != "" && root != "/" && fsUnder(p, root) {
			return false
		}
	}
	for _, dir := range fsScratch {
		if fsUnder(p, dir) {
			return false
		}
	}
	if env.Home != "" && env.Home != "/" && fsUnder(p, env.Home) {
		rel := strings.TrimPrefix(p, env.Home+"/")
		return p != env.Home && (!strings.HasPrefix(rel, ".") && !strings.Contains(rel, "/.") || fsHomeDiskStore(strings.ToLower(rel)))
	}
	return p != "/"
}

// fsDeleteData refuses deleting a file of live data that is not the
// agent's (dataElsewhere), in any grammar: a database's files in
// /var/lib, an .mdf on another drive, the mail store in Documents.
func fsDeleteData(ctx *Context, c *Command) []Finding {
	if ctx.Env == nil {
		return nil
	}
	for _, f := range dataDeleted(c) {
		if !dataElsewhere(ctx.Env, f) {
			continue
		}
		fix := "leave the data where it is; a human decides what of it to drop. To free the name move it aside (`mv app.db app.db.old`), or change the data through its own tool"
		if isWin(c.Grammar) {
			fix = "leave the data where it is; a human decides what of it to drop. To free the name rename it (`Rename-Item D:\\Data\\app.mdf app.mdf.old`), or change the data through its own tool"
		}
		return []Finding{finding("fs.rm-data", c, c.Name+" deletes "+f.Value+", a live database, mail store or virtual machine's disk outside the project: what was in it is gone and nothing rebuilds it", fix)}
	}
	return nil
}
