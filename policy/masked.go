package policy

import (
	"os"
	"slices"
	"strings"
)

// A reader masks a .env file when it prints of each line only what comes
// before the line's first = (cut -d= -f1, awk -F= '{print $1}', PowerShell's
// ($_ -split '=')[0]) or the line with everything from that = on replaced
// by a fixed text (sed 's/=.*/=***/', PowerShell's -replace '=.*'). Such a
// reader prints the names, never a value on a line that holds its = - but
// it prints whole every line without one: the continuation lines of a
// value written over several lines (a quoted PEM key), a comment holding
// a token. So the mask hides the values only of a file whose every line
// is NAME=…, blank, or a comment with no token in it (maskHides): the
// file as it is now, which this input does not write.

// maskedReads returns the files c reads when c is such a masking reader,
// and whether it is one. in is the input c is part of (nil: none).
func maskedReads(in *Input, c *Command) ([]string, bool) {
	switch c.Name {
	case "cut":
		if cutNamesOnly(c.Args) {
			return wordValues(parseArgs(&cutSpec, c.Args).operands), true
		}
	case "awk", "gawk", "mawk", "nawk":
		if awkNamesOnly(c.Args) {
			_, files := programWords(&awkArgs, c.Args)
			return wordValues(files), true
		}
	case "sed", "gsed":
		if files, ok := sedMaskReads(c); ok {
			return files, true
		}
	case "grep", "egrep":
		if grepOptionsVar(in, c) {
			return nil, false
		}
		if files, ok := grepSettingReads(c); ok {
			return files, true
		}
	}
	return nil, false
}

// grepOptionsVar reports whether GREP_OPTIONS may be set for c: by its
// own assignment, earlier in the input, or in the session. BSD grep
// (macOS) puts its words before the command's own (GREP_OPTIONS=-v),
// so what c's options say it prints is not what it prints.
func grepOptionsVar(in *Input, c *Command) bool {
	const name = "GREP_OPTIONS"
	if slices.ContainsFunc(c.Assigns, func(a string) bool { return strings.HasPrefix(a, name+"=") }) {
		return true
	}
	return in != nil && (in.setVars[name] || in.env.getenv(name) != "")
}

// settingPickRe is a grep pattern, in ERE, that keeps the lines of
// variables it names whole: anchored at the start, names or a group of
// names joined by |, and the = after them (^APP_ENV=, ^(PORT|HOST)=).
var settingPickRe = &lazyRegexp{expr: `^\^(?:[A-Za-z0-9_]+|\([A-Za-z0-9_|]+\))=$`}

// settingPattern reports whether pat, a regular expression, keeps the
// lines of the variables it names whole (settingPickRe), none of them a
// credential's by its name or words.
func settingPattern(pat string) bool {
	if !settingPickRe.match(pat) {
		return false
	}
	for _, name := range strings.Split(strings.Trim(pat, "^()="), "|") {
		if len(name) < minPickLen || credentialName(name) || credWordsIn(nameWords(name), true) {
			return false
		}
	}
	return true
}

// psSettingPick reports whether x is a Select-String whose one pattern,
// positional or -Pattern, keeps the lines of settings it names whole
// (settingPattern), with no other parameter (-NotMatch, -Context, -Path).
func psSettingPick(x *Command) bool {
	if x.Name != "select-string" && x.Name != "sls" || len(x.Redirs) > 0 || !allLiteral(x.Args) {
		return false
	}
	p := parseArgs(&psSelectString, x.Args)
	if slices.ContainsFunc(p.opts, func(o opt) bool { return o.name != "-Pattern" || !o.hasValue }) {
		return false
	}
	pats := append(p.values("-Pattern"), wordValues(p.operands)...)
	return len(pats) == 1 && settingPattern(pats[0])
}

// grepSettingReads returns the files of c, a grep whose every pattern
// keeps the lines of variables it names whole (settingPickRe), none of
// them a credential's by its name or words (APP_ENV, NODE_ENV, PORT; not
// DB_PASSWORD, STRIPE_KEY), and whether it is one: it prints those
// settings' lines only. Any other option (-v, -f, context lines) may
// print other lines.
func grepSettingReads(c *Command) ([]string, bool) {
	if !allLiteral(c.Args) {
		return nil, false
	}
	p := parseArgs(&grepSpec, c.Args)
	for _, o := range p.opts {
		switch o.name {
		case "-E", "--extended-regexp", "-i", "--ignore-case", "-e", "--regexp", "-n", "--line-number", "-H", "--with-filename", "-h", "--no-filename", "-s", "--no-messages":
		default:
			if !strings.HasPrefix(o.name, "--colo") {
				return nil, false
			}
		}
	}
	pats := p.values("-e", "--regexp")
	ops := p.operands
	if len(pats) == 0 && len(ops) > 0 {
		pats, ops = []string{ops[0].Value}, ops[1:]
	}
	if len(pats) == 0 || len(ops) == 0 {
		return nil, false
	}
	ere := c.Name == "egrep" || p.has("-E", "--extended-regexp")
	for _, pat := range pats {
		if !ere {
			if strings.ContainsAny(strings.NewReplacer(`\(`, "", `\)`, "", `\|`, "").Replace(pat), "()|") {
				return nil, false // a basic pattern's bare ( and | are literal characters
			}
			pat = strings.NewReplacer(`\(`, "(", `\)`, ")", `\|`, "|").Replace(pat)
		}
		if !settingPattern(pat) {
			return nil, false
		}
	}
	files := make([]string, len(ops))
	for i, o := range ops {
		files[i] = o.Value
	}
	return files, true
}

// awkNamesOnly reports whether awk's words, read through awkArgs, are
// -F= and the program {print $1}: the part of each line before its
// first =. A second -F, or FS set again by -v or an operand (awk -F=
// '{print $1}' FS=@ .env), splits at another character and prints
// whole the lines without it.
func awkNamesOnly(args []Word) bool {
	p := parseArgs(&awkArgs, args)
	if fs := p.values("-F", "--field-separator"); len(fs) != 1 || fs[0] != "=" || slices.ContainsFunc(p.values("-v", "--assign"), setsFS) {
		return false
	}
	progs, files := programWords(&awkArgs, args)
	if slices.ContainsFunc(wordValues(files), setsFS) {
		return false
	}
	return len(progs) == 1 && strings.ReplaceAll(progs[0].Value, " ", "") == "{print$1}"
}

// setsFS reports whether an assignment of awk's (-v NAME=V, an operand
// NAME=V) may set FS, the field separator (FS=, OFS= too, the worse
// reading).
func setsFS(a string) bool { return strings.Contains(a, "FS=") }

// sedMaskReads returns the files of c, a sed whose only program is a
// substitution of = and all after it on a line by a fixed text
// (sedMaskRe: s/=.*/=***/, s|=.*$||g), and whether it is one. Options that
// change what is printed or written (-i, -z, -f, w) are not taken.
func sedMaskReads(c *Command) ([]string, bool) {
	var files []string
	prog := ""
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		if !a.Literal {
			return nil, false
		}
		v := a.Value
		switch {
		case v == "-e" || v == "--expression":
			if prog != "" || i+1 >= len(c.Args) || !c.Args[i+1].Literal {
				return nil, false
			}
			i++
			prog = c.Args[i].Value
		case strings.HasPrefix(v, "--expression="):
			if prog != "" {
				return nil, false
			}
			prog = v[len("--expression="):]
		case v == "-E" || v == "-r" || v == "-n" || v == "-u" || v == "-s" || v == "--regexp-extended" || v == "--quiet" || v == "--silent" || v == "--unbuffered" || v == "--separate" || v == "--posix":
		case v == "--":
			for _, f := range c.Args[i+1:] {
				if prog == "" {
					prog = f.Value
					continue
				}
				files = append(files, f.Value)
			}
			i = len(c.Args)
		case strings.HasPrefix(v, "-") && v != "-":
			return nil, false // -i edits the file, -z reads it as one line, -f a program file
		case prog == "":
			prog = v
		default:
			files = append(files, v)
		}
	}
	return files, sedMaskRe.get().MatchString(prog)
}

// sedMaskRe is a sed substitution of the first = on a line and all after
// it by a fixed text: no & or backslash in the replacement (which could
// put the value back), flags g or p only (not w, e).
var sedMaskRe = &lazyRegexp{expr: `^s(/=\.\*\$?/[^&\\/\n]*/|\|=\.\*\$?\|[^&\\|\n]*\||#=\.\*\$?#[^&\\#\n]*#)[gp]*$`}

// psKeysOnly matches a PowerShell script block that keeps of a line only
// the part before its first =: { ($_ -split '=', 2)[0] }, { $_.Split('=')[0] }.
var psKeysOnly = &lazyRegexp{expr: `(?i)^\{\s*(\(\s*\$(_|psitem)\s*-[ci]?split\s*(['"])=['"](\s*,\s*\d+)?\s*\)|\$(_|psitem)\.split\(\s*(['"])=['"](\s*,\s*\d+)?\s*\))\s*\[0\]\s*(\.trim\(\s*\))?\s*\}$`}

// psMasked reports whether the lines c (Get-Content) outputs reach only a
// ForEach-Object whose script block keeps the part of each before its
// first = (psKeysOnly).
func psMasked(ctx *Context, c *Command) bool {
	if ctx == nil || ctx.Input == nil || c.assigned || len(c.Redirs) > 0 {
		return false
	}
	// -Path and -LiteralPath only: -OutVariable keeps the lines whole
	// for later, -Delimiter and -ReadCount change what a line is.
	if _, p := psFileRead(c); slices.ContainsFunc(p.opts, func(o opt) bool { return !psPathParams.has(o.name) }) {
		return false
	}
	var next *Command
	for _, o := range ctx.Input.Commands {
		if slices.Contains(o.Feeds, c) && len(o.Wrappers) == len(c.Wrappers) {
			next = o // the last: the next command of the pipeline comes after those of its script block
		}
	}
	if next != nil && psSettingPick(next) {
		return true // gc .env | Select-String '^APP_ENV=': those settings' lines
	}
	if next == nil || len(next.Redirs) > 0 || next.Name != "foreach-object" && next.Name != "%" && next.Name != "foreach" || len(next.Args) != 1 {
		return false
	}
	return psKeysOnly.get().MatchString(strings.TrimSpace(next.Args[0].Value))
}

// maskHides reports whether a masking reader of the file p prints no
// value of it: p is a .env file, named literally, that this input does
// not write or make a link at, and that is missing (nothing is printed) or holds only lines
// of NAME=…, blank lines and comments with no token in them (maskedLine).
func maskHides(ctx *Context, p string) bool {
	if ctx == nil || ctx.Env == nil || credPathRule(p) != "cred.dotenv" || strings.ContainsAny(p, "$`*?[{~%") {
		return false
	}
	full, ok := ctx.Env.Path(Word{Value: p, Literal: true})
	if !ok {
		return false
	}
	if ctx.Input != nil {
		if _, written := ctx.Input.written[full]; written || ctx.Input.linkNames[full] {
			return false // ln -s ~/.ssh/id_rsa .env: the file linked to is what is read
		}
	}
	if _, err := os.Lstat(full); os.IsNotExist(err) {
		return true
	}
	text, err := readScript(full)
	if err != nil {
		return false
	}
	for line := range strings.Lines(text) {
		if !maskedLine(line) {
			return false
		}
	}
	return true
}

// maskedLine reports whether a mask prints nothing of a value from line:
// it is blank, NAME=… (export NAME=…), or a comment with no token of a
// secret's length in it (# Database settings).
func maskedLine(line string) bool {
	t := strings.TrimSpace(line)
	if t == "" {
		return true
	}
	if strings.HasPrefix(t, "#") {
		return !slices.ContainsFunc(strings.Fields(t), func(w string) bool { return len(w) >= 16 })
	}
	t = strings.TrimPrefix(t, "export ")
	name, _, ok := strings.Cut(t, "=")
	name = strings.TrimSpace(name)
	if !ok || name == "" || name[0] >= '0' && name[0] <= '9' {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !isWordByte(name[i]) && name[i] != '.' && name[i] != '-' {
			return false
		}
	}
	return true
}
