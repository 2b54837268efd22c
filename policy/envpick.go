package policy

import (
	"regexp"
	"regexp/syntax"
	"strings"
)

// Filters that keep the lines of named variables. A dump of the
// environment (env, printenv, cmd's set, the Env: drive) read by a filter
// that keeps only the lines whose names start with a pattern written out
// (env | grep -E '^(JAVA_HOME|MAVEN_HOME)=', set | findstr /b JAVA_HOME,
// Get-ChildItem Env: | Where-Object Name -like 'JAVA*') shows those
// variables only: no credential when no protected name can match the
// pattern. A pattern not anchored at the start of the line, inverted
// (-v, /v), read from a file, or matching fewer than minPickLen
// characters (^A, ^[A-Z]) may match any line.

// minPickLen is the fewest characters a kept name's pattern must match.
const minPickLen = 3

// namePickRe is an anchored pattern of variable names in ERE: name
// characters, groups and alternations of them, and an = at the end.
var namePickRe = &lazyRegexp{expr: `^\^[A-Za-z0-9_()|]+=?$`}

// picksNames reports whether the anchored patterns (Go syntax, ERE) keep
// only lines of variables no protected name is: each matches minPickLen
// characters or more, has no alternative outside a group (^A|B matches B
// anywhere), and matches no protected name followed by =.
func picksNames(ctx *Context, pats []string, fold bool) bool {
	if len(pats) == 0 || ctx == nil {
		return false
	}
	var extra []string
	if ctx.Policy != nil {
		extra = ctx.Policy.protected
	}
	names := protectedNames(ctx.Env, extra)
	for _, p := range pats {
		if !namePickRe.get().MatchString(p) || topLevelAlternation(p) {
			return false
		}
		flags := syntax.Perl
		if fold {
			flags |= syntax.FoldCase
		}
		parsed, err := syntax.Parse(p, flags)
		if err != nil || minMatchLen(parsed) < minPickLen {
			return false
		}
		if fold {
			p = "(?i)" + p
		}
		re, err := regexp.Compile(p)
		if err != nil {
			return false
		}
		for _, n := range names {
			if re.MatchString(n+"=") || valueLineMatches(re, ctx.Env.getenv(n)) {
				return false
			}
		}
	}
	return true
}

// valueLineMatches reports whether re matches a line of a variable's value
// after its first: a dump prints each as a line of its own (a PEM key's
// base64 lines), which an anchored name pattern can keep (^MII).
func valueLineMatches(re *regexp.Regexp, v string) bool {
	_, rest, ok := strings.Cut(v, "\n")
	for ok {
		var line string
		line, rest, ok = strings.Cut(rest, "\n")
		if re.MatchString(strings.TrimSuffix(line, "\r")) {
			return true
		}
	}
	return false
}

// topLevelAlternation reports whether a pattern has a | outside parentheses.
func topLevelAlternation(p string) bool {
	depth := 0
	for _, r := range p {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case '|':
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// minMatchLen is the length of the shortest text re matches.
func minMatchLen(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture, syntax.OpPlus:
		return minMatchLen(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min * minMatchLen(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			n += minMatchLen(s)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, s := range re.Sub {
			if m := minMatchLen(s); n < 0 || m < n {
				n = m
			}
		}
		return max(n, 0)
	}
	return 0
}

// grepPicksNames reports whether the grep x keeps only the lines of
// variables named by anchored patterns (picksNames): no -v, no pattern
// file, no context lines, no files of its own to read.
func grepPicksNames(ctx *Context, x *Command) bool {
	switch x.Name {
	case "grep", "egrep":
	default:
		return false
	}
	p := parseArgs(&grepSpec, x.Args)
	for _, o := range p.opts {
		switch o.name {
		case "-E", "--extended-regexp", "-i", "--ignore-case", "-w", "--word-regexp", "-o", "--only-matching", "-e", "--regexp", "-s", "--no-messages", "--color", "--colour", "-n", "--line-number":
		default:
			if !strings.HasPrefix(o.name, "--colo") {
				return false
			}
		}
	}
	pats := p.values("-e", "--regexp")
	ops := p.operands
	if len(pats) == 0 && len(ops) > 0 {
		pats, ops = []string{ops[0].Value}, ops[1:]
	}
	if len(ops) > 0 || x.Stdin != nil {
		return false
	}
	ere := x.Name == "egrep" || p.has("-E", "--extended-regexp")
	for i, pat := range pats {
		if !ere {
			// A basic pattern's groups and alternation are escaped; a bare
			// parenthesis or bar is a literal character.
			if strings.ContainsAny(strings.NewReplacer(`\(`, "", `\)`, "", `\|`, "").Replace(pat), `()|`) {
				return false
			}
			pat = strings.NewReplacer(`\(`, "(", `\)`, ")", `\|`, "|").Replace(pat)
		}
		pats[i] = pat
	}
	return picksNames(ctx, pats, p.has("-i", "--ignore-case"))
}

// findstrPicksNames reports whether cmd's findstr x keeps only the lines
// of variables whose names begin with its search strings (/b, or ^ in a
// regular expression): no /v, no strings or files from elsewhere.
func findstrPicksNames(ctx *Context, x *Command) bool {
	if x.Name != "findstr" {
		return false
	}
	begin, fold, literal := false, false, false
	var strs []string
	given := false
	for _, a := range x.Args {
		v := a.Value
		if !a.Literal {
			return false
		}
		if !strings.HasPrefix(v, "/") {
			if given {
				return false // a file to search, not the dump
			}
			given = true
			strs = append(strs, strings.Fields(v)...)
			continue
		}
		switch l := strings.ToLower(v); {
		case l == "/b":
			begin = true
		case l == "/i":
			fold = true
		case l == "/l":
			literal = true
		case l == "/r" || l == "/n" || l == "/x":
		case strings.HasPrefix(l, "/c:"):
			given = true
			strs = append(strs, v[3:])
		default:
			return false
		}
	}
	pats := make([]string, 0, len(strs))
	for _, s := range strs {
		switch {
		case strings.HasPrefix(s, "^") && !literal:
		case begin:
			s = "^" + s
		default:
			return false
		}
		pats = append(pats, s)
	}
	return picksNames(ctx, pats, fold)
}

// psWherePicksNames reports whether a PowerShell Where-Object keeps only
// the entries whose names a pattern written out matches, no protected
// name among them: Where-Object Name -like 'JAVA*', Where-Object {
// $_.Name -match '^JAVA_' }, -eq 'JAVA_HOME'.
func psWherePicksNames(ctx *Context, x *Command) bool {
	if x.Name != "where-object" && x.Name != "where" && x.Name != "?" {
		return false
	}
	text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(x.Text), x.Word0.Value))
	m := psWhereNameRe.get().FindStringSubmatch(text)
	if m == nil {
		return false
	}
	op, pat := strings.ToLower(m[1]), m[2]
	if pat[0] == '"' && psExpands.get().MatchString(pat) {
		return false // "$x": known at run time
	}
	if len(pat) >= 2 && (pat[0] == '\'' || pat[0] == '"') && pat[len(pat)-1] == pat[0] {
		pat = pat[1 : len(pat)-1]
	}
	switch op {
	case "-like", "-ilike":
		prefix := strings.TrimRight(pat, "*")
		if prefix == "" || strings.ContainsAny(prefix, "*?[") {
			return false
		}
		if prefix == pat {
			prefix += "=" // the name itself
		}
		pat = "^" + prefix
	case "-eq", "-ieq":
		pat = "^" + pat + "="
	case "-match", "-imatch":
		if n, ok := strings.CutSuffix(pat, "$"); ok {
			pat = n + "=" // the name ends there
		}
	}
	return picksNames(ctx, []string{pat}, true)
}

// psExpands matches a variable or subexpression inside a double-quoted
// PowerShell string.
var psExpands = &lazyRegexp{expr: `\$[A-Za-z_{(:?]`}

// psWhereNameRe is a Where-Object filter on the entry's name alone:
// Name -like 'P*' (simplified syntax) or { $_.Name -match '^P' }.
var psWhereNameRe = &lazyRegexp{expr: `(?i)^(?:\{\s*\$(?:_|psitem)\.)?(?:name|key)\s+(-i?like|-i?eq|-i?match)\s+('[^']*'|"[^"` + "`" + `]*"|[A-Za-z0-9_*]+)\s*\}?$`}
