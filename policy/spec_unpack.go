package policy

import "strings"

// The extractors beyond tar, unzip, cpio and 7-Zip (extractedInto reads
// those): how each is told to unpack, where into, and whether it
// replaces the files of that name it finds there. An extractor's
// destination may be an option's value (cabextract -d DIR), an operand
// (ditto -x -k A.zip DIR, dpkg-deb -x A.deb DIR, unrar x A.rar DIR/) or
// the working directory (jar xf A.jar, ar x A.a), where an earlier cd
// moved it.

// An unpacker is one extractor's grammar (unpackers).
type unpacker struct {
	names []string
	// opts reads its options: which take a value (unsquashfs's and unar's
	// are long ones of one dash: -force, -dest DIR).
	opts spec
	// letters: it is told to extract by a first word of letters that
	// holds this one, with or without a dash (jar xf, ar x, ar -x;
	// unrar x and e: "xe"); need: or by one of these options (ditto -x,
	// dpkg-deb -x, xar -x). With neither, it always extracts.
	letters string
	need    wordList
	// verbs: it extracts only as one of these subcommands, its first
	// operand (restic restore, borg extract, duplicity restore), whose
	// words after it are the operands counted.
	verbs wordList
	// unless are the options with which it writes no tree (ditto -c
	// packs one; help, listing).
	unless wordList
	// dirOpts are the options whose value is the directory; dirOperand,
	// when not 0, the operand that is (counted from 1 after the letters
	// word; -1 the last, given more than one); otherwise, and when
	// neither is given, the working directory.
	dirOpts    wordList
	dirOperand int
	// slashDir: the last operand is the directory only when it ends in
	// / or \ (unrar x A.rar FILE… DIR/).
	slashDir bool
	// force are the options of which one must be given for it to replace
	// files that are there (unrar -o+ or -y, unsquashfs -f, unar -f);
	// none: it replaces them unless one of keep is given.
	force, keep wordList
	// rootSubst are the options whose value rewrites each name
	// (pax -s /OLD/NEW/): a NEW that begins with / makes the names
	// absolute, and pax keeps them so, writing from the root.
	rootSubst wordList
}

// unpackers are the extractors extractedInto reads through the model.
var unpackers = [...]unpacker{
	// ditto SRC… DST copies trees over DST, merging, and with -x
	// unpacks an archive there; -c packs one instead.
	{names: []string{"ditto"}, opts: spec{long: "--arch --bom"}, unless: "-c -h", dirOperand: -1},
	// dpkg-deb -x / -X / -R A.deb DIR (dpkg -x passes it on).
	{names: []string{"dpkg", "dpkg-deb"}, opts: spec{long: "--admindir --instdir --path-exclude --path-include --root"},
		need: "-x -X -R --extract --vextract --raw-extract", dirOperand: 2},
	{names: []string{"unsquashfs"}, opts: spec{longDash: true, long: "-d -dest -e -ef -exclude-file -exclude-list -extract-file -p -processors"},
		unless:  "-l -ls -ll -lls -s -stat -h -help -v -version -lc -llc -cat",
		dirOpts: "-d -dest", force: "-f -force"},
	{names: []string{"cabextract"}, opts: spec{value: "dFe", long: "--directory --encoding --filter"},
		unless: "-l --list -t --test -p --pipe -h --help", dirOpts: "-d --directory"},
	{names: []string{"unar"}, opts: spec{longDash: true, long: "-e -encoding -o -output-directory -p -password"},
		unless: "-h -help -v -version", dirOpts: "-o -output-directory",
		force: "-f -force-overwrite", keep: "-s -force-skip -r -force-rename"},
	// unrar x A.rar [FILE…] [DIR/]: the destination ends in a slash.
	{names: []string{"unrar", "rar", "winrar"}, letters: "xe", dirOperand: -1, slashDir: true,
		force: "-o+ -y", keep: "-o-"},
	{names: []string{"jar"}, opts: spec{value: "fC", long: "--dir --file"}, letters: "x",
		need: "--extract", dirOpts: "-C --dir"},
	{names: []string{"ar"}, letters: "x", keep: "-o"},
	{names: []string{"xar"}, opts: spec{value: "fCs", long: "--exclude --toc-cksum"},
		need: "-x", dirOpts: "-C", keep: "--keep-existing"},
	{names: []string{"pax"}, opts: spec{value: "fsbxpoT"}, need: "-r", keep: "-k", rootSubst: "-s"},
	// Backup tools restoring a snapshot: restic restore SNAP --target
	// DIR, borg extract ARCHIVE into the working directory, duplicity
	// restore URL DIR (over what is there only with --force), kopia
	// restore ID DIR, tarsnap -x (tar's grammar, -C DIR).
	{names: []string{"restic"}, opts: spec{value: resticValue + "t", long: "--cacert --cache-dir --compression --exclude --exclude-file --exclude-larger-than --files-from --files-from-raw --files-from-verbatim --group-by --host --iexclude --iexclude-file --iinclude --include --keep-daily --keep-hourly --keep-last --keep-monthly --keep-tag --keep-weekly --keep-within --keep-yearly --key-hint --limit-download --limit-upload --max-repack-size --max-unused --option --overwrite --pack-size --parent --password-command --password-file --path --read-concurrency --repo --repository-file --retry-lock --tag --target --time --tls-client-cert"},
		verbs: "restore", unless: "--dry-run -h --help", dirOpts: "-t --target"},
	{names: []string{"borg", "borgmatic"}, opts: spec{value: borgValue, long: "--chunker-params --comment --compression --debug-topic --exclude --exclude-from --files-cache --glob-archives --keep-daily --keep-hourly --keep-last --keep-minutely --keep-monthly --keep-secondly --keep-weekly --keep-within --keep-yearly --lock-wait --match-archives --pattern --patterns-from --prefix --remote-path --repo --rsh --strip-components --timestamp --umask --upload-buffer --upload-ratelimit"},
		verbs: "extract", unless: "-n --dry-run --stdout -h --help"},
	{names: []string{"duplicity"}, verbs: "restore", unless: helpUnless, dirOperand: 2, force: "--force"},
	{names: []string{"kopia"}, verbs: "restore", unless: helpUnless, dirOperand: 2},
	{names: []string{"tarsnap"}, opts: spec{value: "fCT", long: "--cachedir --configfile --keyfile"}, need: "-x",
		dirOpts: "-C", keep: "-k --keep-newer-files"},
}

// unpackerOf returns the unpacker c is, by its name, lowercased and
// without .exe.
func unpackerOf(c *Command) *unpacker {
	name := lowerNameNoExe(c)
	for i := range unpackers {
		for _, n := range unpackers[i].names {
			if n == name {
				return &unpackers[i]
			}
		}
	}
	return nil
}

// unpacked returns the directory c, one of unpackers, writes a tree
// into, and whether it replaces the files it finds there.
func (u *unpacker) unpacked(c *Command) (dir Word, overwrites, ok bool) {
	args := c.Args
	lettered := false
	if u.letters != "" && len(args) > 0 && args[0].Literal && letterWord(args[0].Value) && strings.ContainsAny(args[0].Value, u.letters) {
		lettered, args = true, args[1:] // jar xf, ar -x, unrar x
	}
	p := parseArgs(&u.opts, args)
	if len(u.unless) > 0 && p.hasAny(u.unless) {
		return Word{}, false, false
	}
	if !lettered && (u.letters != "" || len(u.need) > 0) && (len(u.need) == 0 || !p.hasAny(u.need)) {
		return Word{}, false, false
	}
	dir = Word{Value: ".", Literal: true}
	ops := p.operands
	if len(u.verbs) > 0 {
		if len(ops) == 0 || !ops[0].Literal || !u.verbs.has(ops[0].Value) {
			return Word{}, false, false
		}
		ops = ops[1:]
	}
	switch {
	case len(u.dirOpts) > 0 && p.hasAny(u.dirOpts):
		if d, ok := p.valueWordOf(u.dirOpts.has); ok {
			dir = d
		}
	case u.dirOperand == -1 && len(ops) > 1:
		last := ops[len(ops)-1]
		if !u.slashDir || strings.HasSuffix(last.Value, "/") || strings.HasSuffix(last.Value, `\`) || !last.Literal {
			dir = last
		}
	case u.dirOperand > 0 && len(ops) >= u.dirOperand:
		dir = ops[u.dirOperand-1]
	case u.dirOperand != 0:
		return Word{}, false, false // no destination: nothing written (dpkg-deb -x A.deb is a usage error)
	}
	for _, v := range p.valuesOf(u.rootSubst) {
		if substToRoot(v) {
			dir = Word{Value: "/", Literal: true}
		}
	}
	given := func(names wordList) bool {
		for _, a := range args {
			if a.Literal && names.has(a.Value) {
				return true // unrar's -o+, read as a word
			}
		}
		return p.hasAny(names)
	}
	overwrites = len(u.keep) == 0 || !given(u.keep)
	if len(u.force) > 0 {
		overwrites = overwrites && given(u.force)
	}
	return dir, overwrites, true
}

// substToRoot reports whether v, a substitution of names as pax -s
// reads one (/OLD/NEW/FLAGS, any character the delimiter), puts a / in
// front of a name: NEW begins with one (,^,/,; |^|/etc/|).
func substToRoot(v string) bool {
	if v == "" {
		return false
	}
	parts := strings.Split(v[1:], v[:1])
	return len(parts) > 1 && strings.HasPrefix(parts[1], "/")
}

// letterWord reports whether v is a word of option letters with one dash
// or none (xf, -xvf, x).
func letterWord(v string) bool {
	v = strings.TrimPrefix(v, "-")
	if v == "" {
		return false
	}
	for _, r := range v {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}
