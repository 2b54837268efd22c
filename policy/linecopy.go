package policy

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Line copiers: text tools that print the lines of their standard input
// unchanged or cut, wrapped, joined or numbered (cut, fold, paste, nl,
// expand, awk 1, sed -n p). Between known text and a shell reading it
// (echo 'rm -rf ~' | cut -c1- | sh) what comes out is worked out from
// what went in, or, where only the spacing changes, is what went in.

// copiedLines returns the text c, one of the line copiers reading only
// its standard input, prints of in; ok is false for any other command,
// or an option whose effect is not computed here.
func copiedLines(c *Command, in string) (string, bool) {
	for _, w := range c.Args {
		if !w.Literal {
			return "", false
		}
	}
	switch c.Name {
	case "cut":
		return cutLines(c, in)
	case "fold":
		return foldLines(c, in)
	case "paste":
		return pasteLines(c, in)
	case "nl":
		return nlLines(c, in)
	case "expand", "unexpand":
		// Tabs to blanks and back: a shell splits words at either.
		for _, w := range c.Args {
			if v := w.Value; !strings.HasPrefix(v, "-") || v == "-" {
				return "", false
			}
		}
		return in, true
	case "awk", "gawk", "mawk", "nawk":
		return in, awkCopies(c)
	case "sed", "gsed":
		return in, sedCopies(c)
	}
	return "", false
}

// awkCopyProgram matches an awk program that prints lines of its input
// as they are: a pattern alone (1, NR, /x/, NF>0), or with an action
// that prints the record ({print}, {print $0}, { print; }).
var awkCopyProgram = &lazyRegexp{expr: `^\s*(?:[$A-Za-z0-9_/<>=!.^ ]*)?\s*(?:\{\s*print(?:\s+\$0|\(\$0\))?\s*;?\s*\})?\s*$`}

// awkCopies reports whether awk's one program, reading standard input
// (no file, no -f, no -v), prints some of its lines unchanged.
func awkCopies(c *Command) bool {
	p := parseArgs(&awkArgs, c.Args)
	progs, files := programOf(&awkArgs, p)
	if len(progs) != 1 || len(files) > 0 {
		return false
	}
	for _, o := range p.opts {
		if o.name != "-F" && o.name != "--field-separator" {
			return false // -v NAME=V and the like may print what the program sets
		}
	}
	prog := progs[0].Value
	return strings.TrimSpace(prog) != "" && !strings.ContainsAny(prog, `"'`+"`") && awkCopyProgram.get().MatchString(prog)
}

// sedCopies reports whether sed's script, reading standard input, only
// prints lines as they are: every statement p (an address before it or
// not), with -n or without (each line then twice).
func sedCopies(c *Command) bool {
	p := parseArgs(&sedArgs, c.Args)
	if inPlace(p) {
		return false
	}
	progs, files := programOf(&sedArgs, p)
	if len(progs) == 0 || len(files) > 0 {
		return false
	}
	stmts := sedStatements(c.Args)
	for _, st := range stmts {
		if strings.TrimSpace(st) != "p" {
			return false
		}
	}
	return len(stmts) > 0
}

// cutLines is cut -b, -c or -f LIST (-d, -s, --complement,
// --output-delimiter) of in, bytes counted as characters.
func cutLines(c *Command, in string) (string, bool) {
	p := parseArgs(&cutSpec, c.Args)
	if len(p.operands) > 0 && !(len(p.operands) == 1 && p.operands[0].Value == "-") {
		return "", false
	}
	var list, delim, outDelim string
	fields, onlyDelimited, complement, hasOut := false, false, false, false
	for _, o := range p.opts {
		switch o.name {
		case "-b", "--bytes", "-c", "--characters":
			list = o.value
		case "-f", "--fields":
			list, fields = o.value, true
		case "-d", "--delimiter":
			delim = o.value
		case "-s", "--only-delimited":
			onlyDelimited = true
		case "--complement":
			complement = true
		case "--output-delimiter":
			outDelim, hasOut = o.value, true
		case "-n":
		default:
			return "", false
		}
	}
	if delim == "" {
		delim = "\t"
	}
	if len(delim) != 1 || list == "" {
		return "", false
	}
	ranges, ok := cutRanges(list)
	if !ok {
		return "", false
	}
	picked := func(i int) bool { // i from 1
		for _, r := range ranges {
			if i >= r[0] && (r[1] == 0 || i <= r[1]) {
				return !complement
			}
		}
		return complement
	}
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(in, "\n"), "\n") {
		var parts []string
		sep := outDelim
		if fields {
			if !strings.Contains(line, delim) {
				if !onlyDelimited {
					b.WriteString(line + "\n")
				}
				continue
			}
			if !hasOut {
				sep = delim
			}
			for i, f := range strings.Split(line, delim) {
				if picked(i + 1) {
					parts = append(parts, f)
				}
			}
		} else {
			var cur []byte
			for i := 0; i < len(line); i++ {
				if picked(i + 1) {
					cur = append(cur, line[i])
				} else if hasOut && len(cur) > 0 {
					parts, cur = append(parts, string(cur)), nil
				}
			}
			parts = append(parts, string(cur))
		}
		b.WriteString(strings.Join(parts, sep) + "\n")
	}
	return b.String(), true
}

// cutRanges reads cut's LIST: N, N-M, N-, -M, comma-separated; an open
// end is 0.
func cutRanges(list string) ([][2]int, bool) {
	var out [][2]int
	for _, part := range strings.Split(list, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		r := [2]int{1, 0}
		if lo != "" {
			n, err := strconv.Atoi(lo)
			if err != nil || n < 1 {
				return nil, false
			}
			r[0] = n
		}
		if hi != "" {
			n, err := strconv.Atoi(hi)
			if err != nil || n < r[0] {
				return nil, false
			}
			r[1] = n
		}
		if !isRange {
			r[1] = r[0]
		}
		out = append(out, r)
	}
	return out, len(out) > 0
}

// foldLines is fold -w WIDTH (-WIDTH, -b, -s) of in: each line broken
// into pieces of at most WIDTH bytes, after the last blank within them
// with -s.
func foldLines(c *Command, in string) (string, bool) {
	width, spaces := 80, false
	for i := 0; i < len(c.Args); i++ {
		v := c.Args[i].Value
		switch {
		case v == "-s" || v == "--spaces":
			spaces = true
		case v == "-b" || v == "--bytes":
		case v == "-w" || v == "--width":
			if i+1 >= len(c.Args) {
				return "", false
			}
			i++
			v = "-w" + c.Args[i].Value
			fallthrough
		case strings.HasPrefix(v, "-w") || strings.HasPrefix(v, "--width="):
			v = strings.TrimPrefix(strings.TrimPrefix(v, "-w"), "--width=")
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return "", false
			}
			width = n
		case len(v) > 1 && v[0] == '-' && strings.Trim(v[1:], "0123456789") == "":
			width, _ = strconv.Atoi(v[1:])
			if width < 1 {
				return "", false
			}
		default:
			return "", false
		}
	}
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(in, "\n"), "\n") {
		for len(line) > width {
			cut := width
			if spaces {
				if k := strings.LastIndexAny(line[:width], " \t"); k >= 0 {
					cut = k + 1
				}
			}
			b.WriteString(line[:cut] + "\n")
			line = line[cut:]
		}
		b.WriteString(line + "\n")
	}
	return b.String(), true
}

// pasteLines is paste of standard input only (each operand -): N of
// them join N lines at a time, -s every line, with the delimiters of -d
// in turn (a tab by default).
func pasteLines(c *Command, in string) (string, bool) {
	delims, serial, n := "\t", false, 0
	for i := 0; i < len(c.Args); i++ {
		v := c.Args[i].Value
		switch {
		case v == "-":
			n++
		case v == "-s" || v == "--serial":
			serial = true
		case v == "-d" || v == "--delimiters":
			if i+1 >= len(c.Args) {
				return "", false
			}
			i++
			delims = c.Args[i].Value
		case strings.HasPrefix(v, "--delimiters="):
			delims = strings.TrimPrefix(v, "--delimiters=")
		case len(v) > 1 && v[0] == '-' && v[1] != '-':
			// A bundle: -s, and -d with the rest or the next word (-sd' ').
			rest := v[1:]
			for rest != "" && rest[0] == 's' {
				serial, rest = true, rest[1:]
			}
			if rest == "" {
				continue
			}
			if rest[0] != 'd' {
				return "", false
			}
			if delims = rest[1:]; delims == "" {
				if i+1 >= len(c.Args) {
					return "", false
				}
				i++
				delims = c.Args[i].Value
			}
		default:
			return "", false
		}
	}
	if strings.Contains(delims, `\`) {
		return "", false
	}
	if serial && n == 0 {
		n = 1
	}
	if n == 0 || serial && n > 1 {
		return "", false
	}
	lines := strings.Split(strings.TrimSuffix(in, "\n"), "\n")
	join := func(group []string) string {
		var b strings.Builder
		for i, l := range group {
			if i > 0 && delims != "" {
				b.WriteByte(delims[(i-1)%len(delims)])
			}
			b.WriteString(l)
		}
		return b.String() + "\n"
	}
	if serial {
		return join(lines), true
	}
	var b strings.Builder
	for i := 0; i < len(lines); i += n {
		group := lines[i:min(i+n, len(lines))]
		for len(group) < n {
			group = append(group, "")
		}
		b.WriteString(join(group))
	}
	return b.String(), true
}

// nlLines is nl of in: each line numbered (-b a) or each that is not
// empty (-b t, the default), the number right-aligned in -w columns
// (6) and -s after it (a tab); a line left unnumbered has blanks there.
func nlLines(c *Command, in string) (string, bool) {
	all, width, sep, start, incr := false, 6, "\t", 1, 1
	for i := 0; i < len(c.Args); i++ {
		v := c.Args[i].Value
		name, val := v, ""
		if len(v) > 2 && v[0] == '-' && v[1] != '-' {
			name, val = v[:2], v[2:]
		} else if n, vv, ok := strings.Cut(v, "="); ok && strings.HasPrefix(v, "--") {
			name, val = n, vv
		} else if v != "-" && strings.HasPrefix(v, "-") {
			if i+1 >= len(c.Args) {
				return "", false
			}
			i++
			val = c.Args[i].Value
		}
		var err error
		switch name {
		case "-b", "--body-numbering":
			switch val {
			case "a":
				all = true
			case "t":
				all = false
			default:
				return "", false
			}
		case "-w", "--number-width":
			width, err = strconv.Atoi(val)
		case "-s", "--number-separator":
			sep = val
		case "-v", "--starting-line-number":
			start, err = strconv.Atoi(val)
		case "-i", "--line-increment":
			incr, err = strconv.Atoi(val)
		case "-":
		default:
			return "", false
		}
		if err != nil || width < 1 || width > 64 {
			return "", false
		}
	}
	var b strings.Builder
	n := start
	for _, line := range strings.Split(strings.TrimSuffix(in, "\n"), "\n") {
		if all || line != "" {
			fmt.Fprintf(&b, "%*d%s%s\n", width, n, sep, line)
			n += incr
			continue
		}
		b.WriteString(strings.Repeat(" ", width+len(sep)) + line + "\n")
	}
	return b.String(), true
}

// Line pickers: a value picked out of known text by line number or
// field (c=$(sed -n 2p <<< "$text"), $(head -n2 <<< … | tail -n1),
// awk 'NR==2', awk -F, '{print $2}') is the text picked, computed
// exactly where copiedLines stands for every line sed or awk may print.

// sedPickQuiet matches a sed -n script that prints lines by number:
// Np, N,Mp, $p, N{p;q}.
var sedPickQuiet = &lazyRegexp{expr: `^\s*(\d+|\$)(?:\s*,\s*(\d+|\$))?\s*(?:p|\{\s*p\s*(?:;\s*q\s*)?;?\s*\})\s*;?\s*$`}

// sedPickDelete matches a sed script without -n that keeps lines by
// number: Nq (the first N), N!d and N,M!d.
var sedPickDelete = &lazyRegexp{expr: `^\s*(?:(\d+)\s*q|(\d+|\$)(?:\s*,\s*(\d+|\$))?\s*!\s*d)\s*;?\s*$`}

// awkPick matches an awk program that prints a line by number or some
// of each line's fields: NR==N, NR==N{print}, {print $2}, NR==2{print
// $1, $3}.
var awkPick = &lazyRegexp{expr: `^\s*(?:NR\s*==\s*(\d+)\s*)?(?:\{\s*print(?:\s*\(?\s*((?:\$\d+)(?:\s*,\s*\$\d+)*)\s*\)?)?\s*;?\s*\})?\s*$`}

// headSpec reads head's options as tailSpec reads tail's: -n N,
// -nN, --lines=N.
var headSpec = spec{path: "head", value: headValue, long: headLong}

// pickedLines returns the text c prints of in when c picks whole lines
// or fields of them by number (sed -n Np, N,Mp, $p, N{p;q}; sed Nq,
// N!d; head and tail -n N, -N, tail -n +N; awk NR==N and {print $K}
// with one -F), by a pattern (grepLines), or is an exact line copier
// (cut, fold, paste, nl, expand); ok is false for anything else.
func pickedLines(c *Command, in string) (string, bool) {
	for _, w := range c.Args {
		if !w.Literal {
			return "", false
		}
	}
	lines := strings.Split(strings.TrimSuffix(in, "\n"), "\n")
	if in == "" {
		lines = nil
	}
	num := func(v string) (int, bool) {
		if v == "$" {
			return len(lines), true
		}
		n, err := strconv.Atoi(v)
		return n, err == nil && n >= 1
	}
	span := func(from, to string) (string, bool) {
		lo, ok := num(from)
		hi := lo
		if to != "" {
			hi, ok = num(to)
			ok = ok && lo >= 1
		}
		if !ok {
			return "", false
		}
		var out []string
		for i := lo; i <= hi && i <= len(lines); i++ {
			out = append(out, lines[i-1])
		}
		return joinLines(out), true
	}
	switch c.Name {
	case "cut", "fold", "paste", "nl", "expand", "unexpand":
		return copiedLines(c, in)
	case "grep", "egrep", "fgrep":
		return grepLines(c, lines)
	case "sed", "gsed":
		p := parseArgs(&sedArgs, c.Args)
		progs, files := programOf(&sedArgs, p)
		if inPlace(p) || len(progs) != 1 || len(files) > 0 {
			return "", false
		}
		if p.hasAny(sedQuietOpts) {
			if !p.only(sedQuietOpts) {
				return "", false
			}
			if m := sedPickQuiet.get().FindStringSubmatch(progs[0].Value); m != nil {
				return span(m[1], m[2])
			}
			return "", false
		}
		if len(p.opts) > 0 {
			return "", false
		}
		m := sedPickDelete.get().FindStringSubmatch(progs[0].Value)
		switch {
		case m == nil:
			return "", false
		case m[1] != "":
			return span("1", m[1])
		}
		return span(m[2], m[3])
	case "head", "tail":
		s := &headSpec
		if c.Name == "tail" {
			s = &tailSpec
		}
		n, from := "10", false
		var rest []Word
		for _, w := range c.Args {
			if v := w.Value; len(v) > 1 && v[0] == '-' && strings.Trim(v[1:], "0123456789") == "" {
				n = v[1:] // head -2, tail -2 (the old form)
				continue
			}
			rest = append(rest, w)
		}
		p := parseArgs(s, rest)
		if len(p.operands) > 0 {
			return "", false
		}
		for _, o := range p.opts {
			if o.name != "-n" && o.name != "--lines" {
				return "", false
			}
			n = o.value
		}
		if c.Name == "tail" {
			n, from = strings.CutPrefix(n, "+")
		}
		k, err := strconv.Atoi(n)
		if err != nil || k < 0 {
			return "", false
		}
		switch {
		case c.Name == "head":
			return joinLines(lines[:min(k, len(lines))]), true
		case from:
			return joinLines(lines[min(max(k, 1)-1, len(lines)):]), true
		}
		return joinLines(lines[max(len(lines)-k, 0):]), true
	case "awk", "gawk", "mawk", "nawk":
		p := parseArgs(&awkArgs, c.Args)
		progs, files := programOf(&awkArgs, p)
		if len(progs) != 1 || len(files) > 0 {
			return "", false
		}
		fs := " "
		for _, o := range p.opts {
			if o.name != "-F" && o.name != "--field-separator" {
				return "", false
			}
			fs = o.value
		}
		if fs == "t" {
			fs = "\t"
		}
		m := awkPick.get().FindStringSubmatch(progs[0].Value)
		if m == nil || m[1] == "" && m[2] == "" || fs == "" || fs != " " && len(fs) > 1 && strings.ContainsAny(fs, `\^$.[]|()*+?{}`) {
			return "", false
		}
		if m[1] != "" {
			var ok bool
			if in, ok = span(m[1], ""); !ok {
				return "", false
			}
			lines = strings.Split(strings.TrimSuffix(in, "\n"), "\n")
			if in == "" {
				lines = nil
			}
		}
		if m[2] == "" {
			return joinLines(lines), true
		}
		var out []string
		for _, l := range lines {
			fields := strings.Fields(l)
			if fs != " " {
				fields = strings.Split(l, fs)
			}
			var picked []string
			for _, f := range strings.Split(m[2], ",") {
				k, _ := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(f), "$"))
				switch {
				case k == 0:
					picked = append(picked, l)
				case k <= len(fields):
					picked = append(picked, fields[k-1])
				default:
					picked = append(picked, "")
				}
			}
			out = append(out, strings.Join(picked, " "))
		}
		return joinLines(out), true
	}
	return "", false
}

// joinLines is lines as a text prints them: each ended by a newline.
func joinLines(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return strings.Join(lines, "\n") + "\n"
}

// grepLines returns the lines grep prints of lines, its known standard
// input, given patterns (-e, or the first operand) read as basic (BRE,
// breToRE2), extended (-E, egrep) or fixed (-F, fgrep) expressions,
// with -v and -i; any other option, a file, or a pattern RE2 does not
// read, and ok is false.
func grepLines(c *Command, lines []string) (string, bool) {
	p := parseArgs(&grepSpec, c.Args)
	invert, ere, fixed, fold := false, c.Name == "egrep", c.Name == "fgrep", false
	var pats []string
	for _, o := range p.opts {
		switch o.name {
		case "-v", "--invert-match":
			invert = true
		case "-E", "--extended-regexp":
			ere = true
		case "-F", "--fixed-strings":
			fixed = true
		case "-i", "--ignore-case":
			fold = true
		case "-e", "--regexp":
			pats = append(pats, o.value)
		default:
			return "", false
		}
	}
	ops := p.operands
	if len(pats) == 0 && len(ops) > 0 {
		pats, ops = []string{ops[0].Value}, ops[1:]
	}
	if len(pats) == 0 || len(ops) > 1 || len(ops) == 1 && ops[0].Value != "-" {
		return "", false
	}
	var res []*regexp.Regexp
	for _, pat := range pats {
		if !fixed && !posixAsRE2(pat, ere) {
			return joinLines(lines), true // the most it prints: every line
		}
		switch {
		case fixed:
			pat = regexp.QuoteMeta(pat)
		case !ere:
			pat = breToRE2(pat)
		}
		if fold {
			pat = "(?i)" + pat
		}
		re, err := regexp.Compile(pat)
		if err != nil || strings.Contains(pat, "\n") {
			return "", false
		}
		res = append(res, re)
	}
	var out []string
	for _, l := range lines {
		if slices.ContainsFunc(res, func(re *regexp.Regexp) bool { return re.MatchString(l) }) != invert {
			out = append(out, l)
		}
	}
	return joinLines(out), true
}

// posixAsRE2 reports whether RE2 reads the POSIX pattern pat (extended
// when ere) as grep does, so that the lines it matches are known: not an
// interval {,N} (0 to N to grep, literal text to RE2), a backslash before
// a letter RE2 gives a meaning grep does not (\d, \pL, \z, \Q), or a
// basic pattern's ^ or $ inside it (literal to grep, an anchor to RE2).
func posixAsRE2(pat string, ere bool) bool {
	if strings.Contains(pat, "{,") {
		return false
	}
	for i := 0; i < len(pat); i++ {
		switch ch := pat[i]; {
		case ch == '\\' && i+1 < len(pat):
			i++
			if c := pat[i]; (c|0x20 >= 'a' && c|0x20 <= 'z') && strings.IndexByte("wWsSbB", c) < 0 {
				return false
			}
		case ere:
		case ch == '^' && i > 0 && pat[i-1] != '[':
			return false
		case ch == '$' && i+1 < len(pat):
			return false
		}
	}
	return true
}
