package policy

import (
	"regexp"
	"regexp/syntax"
	"slices"
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
// characters (^A, ^[A-Z]) may match any line. A word not anchored (env |
// grep -i java, set | findstr /i maven) keeps the lines it occurs in,
// name or value: none a credential's when it matches no protected name
// and no line of a protected variable's as the environment holds it,
// which is the one the dump prints only when nothing in the input before
// it changed the environment (envAsSeen); and naming a variable set there,
// not one a session may have loaded since (env | grep -i stripe).

// minPickLen is the fewest characters a kept name's pattern must match.
const minPickLen = 3

// namePickRe is an anchored pattern of variable names in ERE: name
// characters, groups and alternations of them, and an = at the end.
var namePickRe = &lazyRegexp{expr: `^\^[A-Za-z0-9_()|]+=?$`}

// nameWordRe is a word of name characters, matched anywhere in a line.
var nameWordRe = &lazyRegexp{expr: `^[A-Za-z0-9_]+$`}

// picksNames reports whether the patterns (Go syntax, ERE) keep only
// lines of variables no protected name is: each anchored (or, with words,
// a word of name characters anywhere), matching minPickLen characters or
// more, with no alternative outside a group (^A|B matches B anywhere),
// and matching no protected variable's line, its name followed by = and
// its value as the environment holds it.
func picksNames(ctx *Context, pats []string, fold, words bool) bool {
	if len(pats) == 0 || ctx == nil {
		return false
	}
	var extra []string
	if ctx.Policy != nil {
		extra = ctx.Policy.protected
	}
	names := protectedNames(ctx.Env, extra)
	for _, p := range pats {
		anchored := namePickRe.get().MatchString(p)
		if !anchored && !(words && nameWordRe.get().MatchString(p)) || topLevelAlternation(p) {
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
			v := ctx.Env.getenv(n)
			first, _, _ := strings.Cut(v, "\n")
			if re.MatchString(n+"="+first) || valueLineMatches(re, v) {
				return false
			}
		}
		if !anchored && !slices.ContainsFunc(ctx.Env.Names(), re.MatchString) {
			return false // a word naming none of the variables set: looking for ones loaded since
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
	return picksNames(ctx, pats, p.has("-i", "--ignore-case"), envAsSeen(ctx, x))
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
		}
		pats = append(pats, s)
	}
	return picksNames(ctx, pats, fold, envAsSeen(ctx, x))
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
	return picksNames(ctx, []string{pat}, true, false)
}

// psExpands matches a variable or subexpression inside a double-quoted
// PowerShell string.
var psExpands = &lazyRegexp{expr: `\$[A-Za-z_{(:?]`}

// psWhereNameRe is a Where-Object filter on the entry's name alone:
// Name -like 'P*' (simplified syntax) or { $_.Name -match '^P' }.
var psWhereNameRe = &lazyRegexp{expr: `(?i)^(?:\{\s*\$(?:_|psitem)\.)?(?:name|key)\s+(-i?like|-i?eq|-i?match)\s+('[^']*'|"[^"` + "`" + `]*"|[A-Za-z0-9_*]+)\s*\}?$`}

// envAsSeen reports whether the environment a filter's input was dumped
// from is the one the check sees: x reads only the shell's own dumps
// (env, printenv, set, export -p, not a container's or another process's
// environment), none behind a wrapper (sudo, ssh) or given variables, and
// no command before x in the input sets, loads or unsets variables (an
// assignment, export, source .env, set -a, eval, a name known only at
// run time), whose values the check cannot match a pattern against.
func envAsSeen(ctx *Context, x *Command) bool {
	if ctx == nil || ctx.Input == nil || len(x.Feeds) == 0 {
		return false
	}
	for _, c := range ctx.Input.Commands {
		feed := slices.Contains(x.Feeds, c)
		switch {
		case c == x:
			return true
		case len(c.Assigns) > 0 || c.Dynamic || len(c.Wrappers) > 0:
			return false
		case feed && !ownEnvDumps.has(c.Name), !feed && envChangers.has(c.Name):
			return false
		}
	}
	return false
}

// ownEnvDumps are the commands that print the variables of the shell they
// run in, and envChangers those that set, load or unset them.
var (
	ownEnvDumps = set{"declare", "env", "export", "printenv", "set", "typeset"}
	envChangers = set{".", "declare", "eval", "export", "local", "readonly", "set", "source", "typeset", "unset"}
)
