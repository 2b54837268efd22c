package policy

import (
	"path"
	"slices"
	"strings"
)

// An archiver packs the paths it is given into one archive; told to, it
// deletes them once they are packed (GNU tar --remove-files, zip -m and
// --move, 7-Zip's -sdel, rar m and -df): the files are gone from where
// everything that uses them looks, kept only inside an archive that may
// be /dev/null, a pipe or another machine. Those paths are judged as rm
// -r's operands (fsArchiveDeletes), and they are what the command
// removes for the rules that ask (fsRemoves).

// archiveSources returns the paths an archiver packs and the archive it
// writes ("-": its standard output), for an archiver that creates or
// adds to an archive (tar -c, -r, -u; zip; 7z a; rar a, m;
// Compress-Archive).
func archiveSources(c *Command) (sources []Word, dst string, ok bool) {
	kind, s := archiverOf(c)
	switch kind {
	case archiveTar:
		p := parseArgs(s, c.Args)
		// tar czf A DIR: the old style, a first word of letters without a dash.
		old := len(c.Args) > 0 && !strings.HasPrefix(c.Args[0].Value, "-") && strings.ContainsAny(c.Args[0].Value, "cru")
		if !old && !p.has("-c", "--create", "-r", "--append", "-u", "--update") {
			return nil, "", false
		}
		if v := p.values("-f", "--file"); len(v) > 0 {
			dst = v[len(v)-1]
		}
		ops := p.operands
		if old && len(ops) > 0 {
			ops = ops[1:] // czf's letters
			if strings.ContainsRune(c.Args[0].Value, 'f') && len(ops) > 0 {
				dst, ops = ops[0].Value, ops[1:]
			}
		}
		if dst == "" && !writesOut(c) && !(old && strings.ContainsRune(c.Args[0].Value, 'f')) {
			dst = "-" // no archive named: GNU tar writes to its output (tar cz DIR | …)
		}
		// tar -cf A -C / etc: the operands after -C DIR are in DIR; each
		// is read in every directory -C names (the worst reading of
		// where it stands), and where tar was started.
		for _, d := range p.valueWords("-C --directory") {
			for _, o := range ops {
				if strings.HasPrefix(o.Value, "/") || strings.HasPrefix(o.Value, "-") {
					continue
				}
				ops = append(slices.Clip(ops), Word{Value: path.Join(d.Value, o.Value), Literal: d.Literal && o.Literal})
			}
		}
		return ops, dst, true
	case archiveZip:
		p := parseArgs(s, c.Args)
		if len(p.operands) < 2 {
			return nil, "", false
		}
		return p.operands[1:], p.operands[0].Value, true
	case archiveVerb:
		if len(c.Args) == 0 {
			return nil, "", false
		}
		switch strings.ToLower(c.Args[0].Value) {
		case "a", "u", "m", "mf":
		default:
			return nil, "", false
		}
		var ops []Word
		for _, a := range c.Args[1:] {
			if !strings.HasPrefix(a.Value, "-") || !a.Literal {
				ops = append(ops, a)
			}
		}
		if len(ops) < 2 {
			return nil, "", false
		}
		return ops[1:], ops[0].Value, true
	case archivePS:
		b, _ := psBind(c)
		return slices.Concat(b["-Path"], b["-LiteralPath"]), b.value("-DestinationPath"), true
	}
	return nil, "", false
}

// archiveDeleted returns the paths an archiver deletes once it has
// packed them (see above), and whether it deletes directories with all
// they hold: tar, 7-Zip and rar always pack a directory whole; zip only
// with -r.
func archiveDeleted(c *Command) (deleted []Word, trees bool) {
	sources, _, ok := archiveSources(c)
	if !ok || len(sources) == 0 {
		return nil, false
	}
	kind, s := archiverOf(c)
	switch kind {
	case archiveTar:
		p := parseArgs(s, c.Args)
		for _, o := range p.opts {
			if strings.HasPrefix(o.name, "--") && fsLongOpt(o.name, "--remove-files", 5) {
				return sources, true
			}
		}
	case archiveZip:
		p := parseArgs(s, c.Args)
		if p.has("-m", "--move") {
			return sources, p.has("-r", "-R", "--recurse-paths", "--recurse-patterns")
		}
	case archiveVerb, archivePS:
		verb := strings.ToLower(c.Args[0].Value)
		if verb == "m" || verb == "mf" {
			return sources, true // rar's move to the archive
		}
		for _, a := range c.Args[1:] {
			if v := strings.ToLower(a.Value); a.Literal && (v == "-sdel" || v == "-df") {
				return sources, true
			}
		}
	}
	return nil, false
}

// fsArchiveDeletes judges the paths an archiver deletes once it has
// packed them as rm's operands (rm -r's, for a tree).
func fsArchiveDeletes(ctx *Context, c *Command) []Finding {
	deleted, trees := archiveDeleted(c)
	if len(deleted) == 0 {
		return nil
	}
	s := &archiveRemovesFiles
	if trees {
		s = &archiveRemovesTrees
	}
	return fsDelete(ctx, c, s, parsed{operands: deleted})
}

// An archiver extracting writes each file of the archive over the one of
// that name in the directory it extracts into (tar x, unzip -o, 7z x -y,
// cpio -iu; Expand-Archive -Force): into the root, the home directory
// itself, the user's folders, the system's configuration and programs or
// a service's data, what was there is replaced by whatever the archive
// holds, with nothing kept. (An installer's place, /usr/local or /opt,
// and the project, build output and /tmp are where archives are meant
// to be unpacked.)

// extractOverwrites reports whether c, an archiver extracting
// (extractedInto), replaces files that are there without asking: tar
// does unless told to keep them (-k, --keep-old-files, --skip-old-files,
// --keep-newer-files); unzip only with -o; 7-Zip with -y or -aoa; cpio
// -i unless it only lists (-t).
func extractOverwrites(c *Command) bool {
	switch c.Name {
	case "tar", "bsdtar", "gtar":
		p := parseArgs(&tarSpec, c.Args)
		old := len(c.Args) > 0 && !strings.HasPrefix(c.Args[0].Value, "-") && strings.ContainsRune(c.Args[0].Value, 'k')
		return !old && !p.has("-k", "--keep-old-files", "--skip-old-files", "--keep-newer-files", "--keep-directory-symlink")
	case "unzip":
		p := parseArgs(&unzipSpec, c.Args)
		return p.has("-o") && !p.has("-n")
	case "cpio":
		// Without -u cpio -i still replaces every file older than the
		// archive's (GNU cpio's manual: -u replaces "without asking
		// whether to replace existing newer files with older files"),
		// which is most of them when a package or a backup is newer
		// than what is installed; -t only lists.
		return !parseArgs(&cpioSpec, c.Args).has("-t", "--list")
	case "7z", "7za", "7zr", "7zz":
		for _, a := range c.Args {
			if a.Value == "-y" || a.Value == "-aoa" {
				return true
			}
		}
	default:
		if u := unpackerOf(c); u != nil {
			_, over, ok := u.unpacked(c)
			return ok && over
		}
	}
	return false
}

// fsExtractProtected says what p, an absolute clean directory an archive
// is extracted into, holds that the extraction destroys, or "" when it
// is a place archives are unpacked in.
func fsExtractProtected(env *Env, p string) string {
	switch {
	case p == "/":
		return "the root of the file system"
	case env.Home != "" && env.Home != "/" && p == env.Home:
		return "the home directory (its dotfiles and folders)"
	case p == "/home" || p == "/Users":
		return "every home directory"
	case fsServiceData(p) || p == "/var/lib":
		return "a service's data"
	case p == "/usr/local" || strings.HasPrefix(p, "/usr/local/") || p == "/opt" || strings.HasPrefix(p, "/opt/"):
		return "" // an installer's place
	}
	for _, d := range []string{"/etc", "/private/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/boot", "/System", "/Library"} {
		if fsUnder(p, d) {
			return "the system's programs or configuration"
		}
	}
	if env.Home != "" && env.Home != "/" && strings.HasPrefix(p, env.Home+"/") && personalTree(p[len(env.Home)+1:]) {
		// (Downloads, a folder of checkouts or an application's
		// settings, ~/.config/nvim, are where archives are unpacked.)
		return "the user's own folders"
	}
	if fsClassify(env, p) == fsHome {
		return "a home directory"
	}
	return ""
}

// fsExtractOver refuses an archiver that writes over the files of a
// directory fsExtractProtected names. Extracting where the session
// runs, with no directory named, is judged by the rules of what lands
// there (sys.written-code); where an earlier cd of the input moved it
// (cd / && tar xf a.tar), as that directory named.
func fsExtractOver(ctx *Context, c *Command) []Finding {
	dir, ok := extractedInto(c)
	if !ok || dir.Value == "." && dir.Literal && ctx.Env.Dir == "" || !extractOverwrites(c) {
		return nil
	}
	p, known := fsPath(ctx.Env, dir)
	if !known {
		return nil
	}
	what := fsExtractProtected(ctx.Env, p)
	if what == "" {
		return nil
	}
	rule := "fs.overwrite-system"
	if k := fsClassify(ctx.Env, p); k == fsUserData || k == fsHome || p == "/home" || p == "/Users" {
		rule = "fs.overwrite-user-file"
	}
	return []Finding{finding(rule, c, c.Name+" extracts over "+dir.Value+", "+what+": every file of the archive replaces the one of that name there, and what was in it is gone",
		"extract into a new directory of the project or /tmp (`mkdir -p /tmp/x && tar -xf A -C /tmp/x`), look at what it holds, then copy only the files you mean")}
}
