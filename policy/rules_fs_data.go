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
// setzerodata), and wherever it lies: an App_Data\prod.mdf in the project
// is as much the data as /var/lib/mysql's. It is the kind of the file,
// named by its extension, that decides, not the writer.

// dataKindExts are the extensions of files whose kind is data:
// databases, backups and dumps, mail stores.
var dataKindExts = set{
	"accdb", "aof", "backup", "bacpac", "bak", "bkp", "borg", "db", "db3", "dbf", "dmp", "duckdb",
	"dump", "fdb", "frm", "gdb", "ibd", "kdbx", "ldf", "mbox", "mdb", "mdf", "myd", "myi", "ndf", "nsf",
	"ost", "pst", "rdb", "realm", "s3db", "sl3", "sqlite", "sqlite3", "tib", "vbk", "vib", "wt",
}

// dataImageExts are those of disk and virtual machine images: data too,
// but also what dd if=/dev/zero of=disk.img makes afresh.
var dataImageExts = set{"avhdx", "dmg", "hdd", "img", "qcow", "qcow2", "raw", "sparseimage", "vdi", "vhd", "vhdx", "vmdk", "vmem"}

// dataFile reports whether v, a path in any grammar, names a file whose
// kind is data (dataKindExts; a database's -wal and -journal files, InnoDB's
// ibdata1).
func dataFile(v string) bool {
	base := strings.ToLower(path.Base(strings.ReplaceAll(strings.Trim(v, `"'`), `\`, "/")))
	for _, s := range []string{"-wal", "-journal", "-shm"} {
		base = strings.TrimSuffix(base, s)
	}
	if strings.HasPrefix(base, "ibdata") || strings.HasPrefix(base, "ib_logfile") {
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
// /dev/zero, the way a blank disk image is made.
func dataEmptied(c *Command) (files []Word, image bool) {
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
			return winWrites(c, false), false
		}
		return nil, false
	}
	if !c.Grammar.IsPosix() {
		return nil, false
	}
	switch name {
	case "shred":
		_, ops, _ := fsOperands(c.Args, "ns", "--iterations", "--size", "--random-source")
		return ops, false
	case "fallocate":
		p := parseArgs(&spec{value: "lon", long: []string{"--length", "--offset"}}, c.Args)
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
	}
	if fsEmpties(c) {
		return fsReplaces(c), false
	}
	return nil, false
}

// fsEmptyData refuses emptying, zeroing or shredding a file whose kind is
// data (dataFile), in any grammar and anywhere. A blank disk image made
// with dd from /dev/zero is refused only over an image that is there.
func fsEmptyData(ctx *Context, c *Command) []Finding {
	files, image := dataEmptied(c)
	for _, f := range files {
		if !dataFile(f.Value) {
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
	return nil
}
