package policy

import (
	"cmp"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/pattern"
	"mvdan.cc/sh/v3/syntax"
)

// Values known before run time: the output of a command substitution
// whose command the analysis can compute from known words, and the fields
// an unquoted expansion is split into.

// substValue returns the output of the one command of a $( ) when it is
// known now, trailing newlines removed as the shell removes them: a
// filter the analysis computes (roleComputed) of known text, echo
// and printf of known words, pwd, git rev-parse --show-toplevel (the
// project root), dirname, basename, realpath and readlink -f of known
// paths, a tool's cache directory (cacheDir).
func (a *analyzer) substValue(subst []*Command) (string, bool) {
	if len(subst) > 1 {
		subst = outerCommands(subst) // $(printf "\\$(printf %o 101)"): the outer printf
	}
	if len(subst) > 0 && !slices.ContainsFunc(subst[1:], func(y *Command) bool { return slices.Contains(y.Feeds, subst[0]) }) {
		// A function defined in the input, the commands of its body
		// walked for the call after it (callFunc): what its body prints.
		if fd, ok := a.funcs[subst[0].Name]; ok && subst[0].Word0.Literal && subst[0].Stdin == nil {
			if !allLiteral(subst[0].Args) {
				return "", false
			}
			if text, _ := a.funcOutput(subst[0], fd, false); text != nil {
				return strings.TrimRight(*text, "\n"), true
			}
			return "", false
		}
		if text, _, script := a.scriptOutput(subst[0], false); script {
			// A script the input wrote (./envtool env): what it prints.
			if text != nil {
				return strings.TrimRight(*text, "\n"), true
			}
			return "", false
		}
	}
	if len(subst) > 1 {
		return a.pipeValue(subst)
	}
	if len(subst) != 1 || subst[0].Dynamic || len(subst[0].Wrappers) > len(subst[0].Feeds)+8 {
		return "", false
	}
	c := subst[0]
	for _, w := range c.Args {
		if !w.Literal {
			return "", false
		}
	}
	if computesOutput(c) {
		// A filter of a here-string or here-document (rev <<< 'txet'):
		// its known input computed.
		if !stdinKnown(c) {
			return "", false // rev <<< "$X": not the text as written reversed
		}
		if text := a.output(c); text != nil {
			return strings.TrimRight(*text, "\n"), true
		}
		return "", false
	}
	args := c.Values()
	switch c.Name {
	case "echo", "printf":
		if c.Stdin != nil || len(c.Redirs) > 0 {
			return "", false
		}
		if text := a.output(c); text != nil {
			return strings.TrimRight(*text, "\n"), true
		}
	case "go", "npm", "pip", "pip3":
		return a.cacheDir(c, args) // go env GOCACHE, npm config get cache, pip cache dir
	case "pwd":
		if len(args) == 0 || len(args) == 1 && (args[0] == "-P" || args[0] == "-L") {
			return a.env.Cwd, a.env.Cwd != ""
		}
	case "git":
		if len(args) == 2 && args[0] == "rev-parse" && args[1] == "--show-toplevel" {
			return a.env.Project, a.env.Project != ""
		}
	case "dirname", "basename", "realpath":
		if len(args) != 1 || strings.HasPrefix(args[0], "-") {
			return "", false
		}
		p := args[0]
		switch c.Name {
		case "dirname":
			return path.Dir(strings.TrimRight(p, "/")), true
		case "basename":
			return path.Base(p), true
		}
		return a.env.Path(Word{Value: p, Literal: true})
	case "readlink":
		if len(args) == 2 && (args[0] == "-f" || args[0] == "-m" || args[0] == "-e") {
			return a.env.Path(Word{Value: args[1], Literal: true})
		}
	}
	return "", false
}

// stdinKnown reports whether what c reads from a here-string or a
// here-document is known: their text holds no expansion whose value the
// analysis lacks (the text as written is not what a filter reads).
func stdinKnown(c *Command) bool {
	for _, r := range c.Redirs {
		switch r.Op {
		case "<<<":
			if !r.Target.Literal {
				return false
			}
		case "<<", "<<-":
			if r.Dynamic {
				return false
			}
		}
	}
	return true
}

// outerCommands returns the commands of a $( ) that its statement runs
// itself, without those of substitutions within their words (which come
// first, as their words are expanded first).
func outerCommands(subst []*Command) []*Command {
	inner := func(y *Command) bool {
		for _, c := range subst {
			if c != y && (slices.Contains(c.Word0.Subst, y) || slices.ContainsFunc(c.Args, func(w Word) bool { return slices.Contains(w.Subst, y) })) {
				return true
			}
		}
		return false
	}
	if !slices.ContainsFunc(subst, inner) {
		return subst
	}
	var out []*Command
	for _, c := range subst {
		if !inner(c) {
			out = append(out, c)
		}
	}
	return out
}

// pipeValue returns the output of a $( ) that is one pipeline of known
// text through filters the analysis computes (roleComputed: echo L2V0… |
// base64 -d, printf … | tr -d ' '), trailing newlines removed.
func (a *analyzer) pipeValue(subst []*Command) (string, bool) {
	last := subst[len(subst)-1]
	if !computesOutput(last) {
		return "", false
	}
	for i := len(subst) - 1; i > 0; i-- {
		c := subst[i]
		if c.Dynamic || len(c.Feeds) != 1 || c.Feeds[0] != subst[i-1] || len(c.Redirs) > 0 {
			return "", false
		}
	}
	if !stdinKnown(subst[0]) {
		return "", false // cat <<< "$X" | rev
	}
	if text := a.output(last); text != nil {
		return strings.TrimRight(*text, "\n"), true
	}
	return "", false
}

// computesOutput reports whether the analysis may compute what c prints
// of known input (output): a filter whose every use it computes
// (roleComputed: rev, base64 -d, tr), or sed, whose s commands it
// applies (sedPrints) and whose other scripts leave output nil.
func computesOutput(c *Command) bool {
	return does(c, c.Name, roleComputed) || c.Name == "sed" || c.Name == "gsed" || linePickers.has(c.Name)
}

// linePickers print lines or fields of their input picked by number
// (pickedLines), computed of known text.
var linePickers = set{"awk", "cut", "egrep", "expand", "fgrep", "fold", "gawk", "grep", "head", "mawk", "nawk", "nl", "paste", "tail", "unexpand"}

// confinedSubst reports whether the output of a $( ) the analysis cannot
// compute still names only a place the agent may delete: a fresh
// temporary directory (mktemp), or what find prints from a start inside
// the working directory (find . -name '*.pyc'), or what a command its
// output is piped into prints of it (| head -1). Another command prints
// what it makes of them: dirname "$(mktemp -u)" is the temporary
// directory's parent, /tmp.
func confinedSubst(subst []*Command) bool {
	if len(subst) == 0 {
		return false
	}
	for _, c := range subst[1:] {
		if len(c.Feeds) == 0 || slices.ContainsFunc(c.Args, func(w Word) bool { return len(w.Subst) > 0 }) {
			return false
		}
	}
	c := subst[0]
	switch c.Name {
	case "mktemp":
		return true
	case "find":
		if len(c.Args) == 0 || !c.Args[0].Literal {
			return false
		}
		start := c.Args[0].Value
		return !strings.HasPrefix(start, "/") && !strings.HasPrefix(start, "-") && !strings.HasPrefix(start, "..") && !strings.HasPrefix(start, "~")
	}
	return false
}

// nameOutput reports whether the output of a $( ) the analysis cannot
// compute, whatever it is, cannot make a path climb out of the directory
// a name before it starts in: it holds no slash, or only the slashes of
// a git ref name, each followed by a character that is not a dot (git
// check-ref-format forbids .. and components starting with a dot), so
// "out-$(…)" is an entry of the working directory or below it, never
// "out-/../..". The worst plausible output is judged, not the usual one:
// uname -m, arch, nproc, whoami, id -u, hostname print one word;
// date's conversions print digits and names, and slashes followed by
// digits (%D) when its format writes no slash itself; git rev-parse --short or --abbrev-ref, git
// branch --show-current, symbolic-ref --short and describe print object
// names and ref names. cat of a file, curl, jq or a tool may print any
// path, as may basename (its "/" then a "..": "out-/.."), pwd and
// rev-parse --show-cdup (../..).
func nameOutput(subst []*Command) bool {
	if len(subst) != 1 {
		return false
	}
	c := subst[0]
	if len(c.Redirs) > 0 || len(c.Wrappers) > 0 || c.Dynamic || len(c.Assigns) > 0 {
		return false
	}
	opts := map[string]bool{}
	var operands []string
	for _, a := range c.Args {
		if !a.Literal || strings.ContainsAny(a.Value, "/") || strings.Contains(a.Value, "..") {
			return false
		}
		if strings.HasPrefix(a.Value, "-") {
			opts[a.Value] = true
		} else {
			operands = append(operands, a.Value)
		}
	}
	only := func(allowed ...string) bool {
		for o := range opts {
			if !slices.Contains(allowed, o) && !slices.ContainsFunc(allowed, func(p string) bool { return strings.HasSuffix(p, "=") && strings.HasPrefix(o, p) }) {
				return false
			}
		}
		return true
	}
	switch c.Name {
	case "uname":
		return len(operands) == 0 && only("-m", "-s", "-r", "-n", "-p", "-i", "--machine", "--kernel-name", "--kernel-release", "--nodename", "--processor", "--hardware-platform")
	case "arch", "nproc", "whoami", "logname":
		return len(c.Args) == 0
	case "hostname":
		return len(operands) == 0 && only("-s", "--short")
	case "id":
		return len(operands) == 0 && only("-u", "-g", "-un", "-gn", "-nu", "-ng", "-n", "-r", "-ur", "-gr")
	case "date":
		// The format's own text, and every other word, without "/..":
		// conversions print digits, names, and the slashes of %D.
		return only("-u", "--utc", "--universal", "-I", "-Iseconds", "-Iminutes", "-Ihours", "-Idate", "-R", "--iso-8601=", "--rfc-3339=") &&
			!slices.ContainsFunc(operands, func(o string) bool { return !strings.HasPrefix(o, "+") })
	case "git":
		if len(operands) == 0 {
			return false
		}
		sub, refs := operands[0], operands[1:]
		switch sub {
		case "rev-parse":
			return only("--short", "--short=", "--abbrev-ref", "--verify", "-q", "--quiet") && len(refs) > 0
		case "branch":
			return len(refs) == 0 && only("--show-current")
		case "symbolic-ref":
			return only("--short", "-q", "--quiet")
		case "describe":
			return only("--tags", "--always", "--abbrev=", "--dirty", "--long", "--exact-match", "--all")
		}
	}
	return false
}

// ownWords reports whether the output of a $( ) the analysis cannot
// compute is split by the shell into words that are no options smuggled
// in from elsewhere: the project's own data (cat of files named inside
// the working directory, as the project's scripts are its own code; the
// paths git ls-files and diff --name-only list), or the one absolute path
// which and command -v print. rm -f $(cat
// list.txt) deletes what the project lists; rm $(curl …) or rm $(tool)
// may get -rf (fsSplitsIntoOptions).
func ownWords(subst []*Command) bool {
	if len(subst) != 1 {
		return false
	}
	c := subst[0]
	switch c.Name {
	case "cat":
		for _, a := range c.Args {
			v := a.Value
			if !a.Literal || v == "-" || strings.HasPrefix(v, "-") || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || v == ".." || strings.HasPrefix(v, "../") || strings.Contains(v, "/../") {
				return false
			}
		}
		return len(c.Args) > 0 && len(c.Redirs) == 0
	case "git":
		// git ls-files, git diff --name-only: paths of the repository.
		sub := ""
		for _, a := range c.Args {
			if !a.Literal {
				return false
			}
			if sub == "" && !strings.HasPrefix(a.Value, "-") {
				sub = a.Value
			}
		}
		return sub == "ls-files" || (sub == "diff" || sub == "show") && slices.ContainsFunc(c.Args, func(a Word) bool { return a.Value == "--name-only" })
	case "which":
		return len(c.Args) == 1 && c.Args[0].Literal
	case "command":
		return len(c.Args) == 2 && c.Args[0].Value == "-v" && c.Args[1].Literal
	}
	return false
}

// namesSubst reports whether the output of the substitution whose
// commands are subst is made of name characters only ([A-Za-z0-9_] and
// newlines): its last command is sed -n 's/^\(NAMES\)=.*/\1/p' with a
// pattern of those characters (configure: for ac_var in `(set) 2>&1 |
// sed -n 's/^\([a-zA-Z_][a-zA-Z0-9_]*\)=.*/\1/p'`). Such words are no
// more than literal names: no path, no code for eval.
func namesSubst(subst []*Command) bool {
	if len(subst) == 0 {
		return false
	}
	last := subst[len(subst)-1]
	if last.Name != "sed" || len(last.Redirs) > 0 || !sedNamesOnly(last) {
		return false
	}
	for _, a := range last.Args {
		if !strings.HasPrefix(a.Value, "-") && !namesOnlyProgRe.get().MatchString(a.Value) {
			return false
		}
	}
	return true
}

// namesOnlyProgRe is sedNameRe whose group matches name characters only:
// bracket expressions of them and of the ranges a-z, A-Z, 0-9.
var namesOnlyProgRe = &lazyRegexp{expr: `^s/\^\\\((?:\[(?:a-z|A-Z|0-9|[A-Za-z0-9_])+\]|[A-Za-z0-9_]|\*)+\\\)=\.\*/\\1/p$`}

// freshTemp reports whether a word whose value is only known at run time
// names a place inside a fresh temporary directory: it starts with the
// $(mktemp …) the analysis keeps as written (d=$(mktemp -d); "$d/x").
// Nothing was there before the input made it, so nothing there is run or
// read by a shell starting up, and deleting it loses nothing. A climb out
// (/..), a further expansion or a glob ("$d"/* is /* when mktemp fails)
// is not inside it.
func freshTemp(w Word) bool {
	return !w.Literal && !w.Computed && strings.HasPrefix(w.Value, "$(mktemp") &&
		!strings.Contains(w.Value, "/..") && !strings.ContainsAny(w.Value[strings.IndexByte(w.Value, ')')+1:], "$`*?[")
}

// otherValue reports whether a value assigned is another variable's, only
// known at run time, and what follows it (d=$OUT, d="${1}/x"): kept as
// written, "$d" is judged as "$OUT" would be, not as a value the input
// set itself and was judged where it was set.
func otherValue(w Word) bool {
	return !w.Literal && !w.Computed && !w.indirectValue && strings.HasPrefix(w.Value, "$") && !strings.Contains(w.Value, "$(") && !strings.Contains(w.Value, "`")
}

// tempClimb reports whether a word only known at run time climbs above
// the temporary directory a fresh one is made in ("$(mktemp -d)/../..",
// "$d/../.."): what is above it, the root at worst. One climb names the
// temporary directory itself (fs.rm-unknown's warning).
func tempClimb(w Word) bool {
	if w.Literal || w.Computed || !strings.HasPrefix(w.Value, "$(mktemp") {
		return false
	}
	climbs := 0
	for _, e := range strings.Split(w.Value, "/") {
		if e == ".." {
			climbs++
		}
	}
	return climbs > 1
}

// ifsFields splits the value of an unquoted word made of expansions whose
// values are known into the fields the shell makes of it, at the
// characters of IFS (space, tab and newline unless the input set it): c="rm
// -rf ~"; $c runs rm. A field that starts with ~ came from a variable,
// where the shell does not expand it; it is marked not literal so that the
// rules read it, at worst, as the home directory it was meant to name.
// ok is false when the word is not split.
func (a *analyzer) ifsFields(wd *syntax.Word, v Word) ([]Word, bool) {
	if v.Quoted || !v.Literal || a.oneField > 0 {
		return nil, false
	}
	// The parts' kinds first, their text only then: most words are
	// literals alone, which expand nothing and are never split.
	expands := false
	for _, p := range wd.Parts {
		switch p.(type) {
		case *syntax.ParamExp, *syntax.CmdSubst:
			expands = true
		case *syntax.Lit:
		default:
			return nil, false
		}
	}
	if !expands {
		return nil, false
	}
	for _, p := range wd.Parts {
		if x, ok := p.(*syntax.Lit); ok && strings.ContainsAny(x.Value, "\\ \t\n") {
			return nil, false
		}
	}
	if v.Value == "" {
		// c=; $c rm -rf ~: an unquoted word that expands to nothing
		// is removed, and the next word is the command's name.
		return nil, true
	}
	ifs := a.ifs(nil)
	if ifs == "" || !strings.ContainsAny(v.Value, ifs) {
		if strings.HasPrefix(v.Value, "~") {
			return []Word{fieldWord(v.Value)}, true // c='~'; rm -rf $c
		}
		return nil, false
	}
	fields := ifsSplit(v.Value, ifs, 0)
	out := make([]Word, len(fields))
	for i, f := range fields {
		out[i] = fieldWord(f)
	}
	return out, true
}

// paramExp evaluates ${x OP word} for a variable x set to v: the
// alternate (+, :+), the default (-, :-, =, :=) and the error (?, :?)
// forms; ok is false for the others.
func (a *analyzer) paramExp(s *source, e *syntax.Expansion, v string, w []string) (Word, bool) {
	word := func() Word {
		if e.Word == nil {
			return Word{Literal: true}
		}
		return a.word(s, e.Word, w)
	}
	// value is v, the word unused: its substitutions are still judged.
	value := func() Word {
		if e.Word != nil {
			a.nested(s, e.Word, w)
		}
		return Word{Value: v, Literal: true}
	}
	switch e.Op {
	case syntax.AlternateUnset:
		return word(), true
	case syntax.AlternateUnsetOrNull:
		if v == "" {
			value()
			return Word{Literal: true}, true
		}
		return word(), true
	case syntax.DefaultUnset, syntax.AssignUnset, syntax.ErrorUnset:
		return value(), true
	case syntax.DefaultUnsetOrNull, syntax.AssignUnsetOrNull:
		if v == "" {
			return word(), true
		}
		return value(), true
	case syntax.ErrorUnsetOrNull:
		if v != "" {
			return value(), true
		}
	}
	return Word{}, false
}

// defaultIFS is IFS when the input has not set it.
const defaultIFS = " \t\n"

// ifs returns IFS for c: its own IFS=… prefix, else the input's, else
// the default.
func (a *analyzer) ifs(c *Command) string {
	if c != nil {
		for i := len(c.Assigns) - 1; i >= 0; i-- {
			if v, ok := strings.CutPrefix(c.Assigns[i], "IFS="); ok {
				return v
			}
		}
	}
	if v, ok := a.vars["IFS"]; ok {
		return v
	}
	return defaultIFS
}

// ifsSplit splits s into fields at the characters of ifs as the shell
// does: blanks of IFS around a field are dropped and runs of them
// delimit once; every other IFS character delimits a field (a,,b is
// three). With max > 0 the last of max fields takes the rest of s, as
// read gives the rest of the line to its last name.
func ifsSplit(s, ifs string, max int) []string {
	white := func(c byte) bool { return (c == ' ' || c == '\t' || c == '\n') && strings.IndexByte(ifs, c) >= 0 }
	in := func(c byte) bool { return strings.IndexByte(ifs, c) >= 0 }
	i := 0
	for i < len(s) && white(s[i]) {
		i++
	}
	var out []string
	for i < len(s) {
		if max > 0 && len(out) == max-1 {
			j := len(s)
			for j > i && white(s[j-1]) {
				j--
			}
			return append(out, s[i:j])
		}
		j := i
		for j < len(s) && !in(s[j]) {
			j++
		}
		out = append(out, s[i:j])
		for j < len(s) && white(s[j]) {
			j++
		}
		if j < len(s) && in(s[j]) && !white(s[j]) {
			j++
			for j < len(s) && white(s[j]) {
				j++
			}
		}
		i = j
	}
	return out
}

// fieldWord is a field the shell made of a value at run time: one that
// starts with ~ is marked not literal, as ifsFields marks it.
func fieldWord(v string) Word {
	return Word{Value: v, Literal: !strings.HasPrefix(v, "~")}
}

// builtinOpts reads the options of read, mapfile and the like: the
// letters of with take a value (attached or the next word). ok is false
// when an option's value is only known at run time (read -p "$msg" c),
// or an option word is ("-$x": then it and what follows are given as
// the operands, the names the worst reading takes them for). A word only
// known at run time where an option or the operands may start ("$n") is
// taken for an operand.
func builtinOpts(args []Word, with string) (opts map[byte]string, operands []Word, ok bool) {
	opts, ok = map[byte]string{}, true
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		if v == "--" && args[i].Literal {
			return opts, args[i+1:], ok
		}
		if len(v) < 2 || v[0] != '-' {
			return opts, args[i:], ok
		}
		if !args[i].Literal {
			return opts, args[i:], false
		}
		for j := 1; j < len(v); j++ {
			if strings.IndexByte(with, v[j]) < 0 {
				opts[v[j]] = ""
				continue
			}
			if j+1 < len(v) {
				opts[v[j]] = v[j+1:]
			} else if i+1 < len(args) {
				i++
				ok = ok && args[i].Literal
				opts[v[j]] = args[i].Value
			} else {
				return opts, nil, false
			}
			break
		}
	}
	return opts, nil, ok
}

// readsText returns the text a builtin reading input (read, mapfile)
// gets: the descriptor of -u, else standard input. consume takes what it
// read off a descriptor exec opened, so the next read -u gets the rest.
func (a *analyzer) readsText(c *Command, opts map[byte]string) (text string, consume func(rest string), ok bool) {
	consume = func(string) {}
	fd, has := opts['u']
	if !has || fd == "0" {
		for i := len(c.Redirs) - 1; i >= 0; i-- {
			r := c.Redirs[i]
			if (r.Fd == "" || r.Fd == "0") && strings.HasPrefix(r.Op, "<") && r.Op != "<&" {
				if r.opens == nil {
					return "", consume, false // <<< "$line": only known at run time
				}
				break
			}
		}
		if c.Stdin == nil {
			return "", consume, false
		}
		return *c.Stdin, consume, true
	}
	text, ok = c.fds[fd]
	if _, open := a.fds[fd]; open {
		consume = func(rest string) { a.fds[fd] = rest }
	}
	return text, consume, ok
}

// readVars sets the variables read fills from text known now: read -r a
// b <<< '…' splits the line at IFS, the last name taking the rest; read
// -a NAME fills an array with every field. Unknown text makes them
// unknown.
func (a *analyzer) readVars(c *Command) {
	opts, names, ok := builtinOpts(c.Args, "adinNptu")
	arr, isArr := opts['a']
	var list []varTarget
	add := func(v string, literal bool) bool {
		t, ok := a.nameTarget(v, literal)
		if ok {
			list = append(list, t)
			a.touch(t.name)
		}
		return ok
	}
	switch {
	case isArr:
		add(arr, !strings.ContainsAny(arr, "$`"))
	case len(names) == 0:
		add("REPLY", true)
	}
	if !isArr {
		for _, n := range names {
			if !add(n.Value, n.Literal) {
				break // read c 1x: bash stops at a word that names no variable
			}
		}
	}
	text, consume, known := "", func(string) {}, false
	if ok {
		text, consume, known = a.readsText(c, opts)
	}
	_, limited := opts['n']
	if _, exact := opts['N']; exact || limited {
		known = false
	}
	if !known {
		for _, t := range list {
			a.readUnknown(c, t.name)
		}
		return
	}
	delim := readDelim(opts)
	if fd, has := opts['u']; a.readRound > 1 && (!has || fd == "0") {
		// while read l; do …; done <<< "$lines": standard input, read
		// again each round, is past the lines read before.
		for range a.readRound - 1 {
			_, text, _ = strings.Cut(text, delim)
		}
	}
	line, rest, _ := strings.Cut(text, delim)
	consume(rest)
	a.moreLines = a.moreLines || a.readRound > 0 && rest != ""
	if _, raw := opts['r']; !raw {
		line = unescape(line)
	}
	if isArr {
		for _, t := range list {
			if t.elem {
				a.setNamed(t, "", false) // read -a 'a[0]': bash refuses it; at worst unknown
				continue
			}
			delete(a.computed, t.name)
			a.setArray(t.name, ifsSplit(line, a.ifs(c), 0))
		}
		return
	}
	if len(list) == 1 && list[0].name == "REPLY" && len(names) == 0 {
		a.setNamed(list[0], line, true) // read alone keeps the line whole
		return
	}
	fields := ifsSplit(line, a.ifs(c), len(names))
	for i, t := range list {
		v := ""
		if i < len(fields) {
			v = fields[i]
		}
		a.setNamed(t, v, true)
	}
}

// getoptsVars sets the variables getopts fills from arguments known now
// (the words after its option string and name, else the positional
// parameters): the round's option (readRound: a while loop's condition
// takes the next one each round), its letter in NAME and its argument
// in OPTARG, so that a function that runs what an option carries runs
// it (f(){ while getopts x: o; do eval "$OPTARG"; done; }; f -x 'CMD').
// Unknown arguments leave both unknown.
func (a *analyzer) getoptsVars(c *Command) {
	if len(c.Args) < 2 {
		return
	}
	t, ok := a.nameTarget(c.Args[1].Value, c.Args[1].Literal)
	if !ok {
		return
	}
	o, more, known, optind := a.getoptsRound(c)
	a.setNamed(t, o[0], known)
	if optind > 0 {
		// shift $((OPTIND-1)) after the loop: the words its rounds
		// read, -- included, are left behind.
		a.setNamed(varTarget{name: "OPTIND"}, strconv.Itoa(optind), true)
	}
	switch optarg := (varTarget{name: "OPTARG"}); {
	case !known:
		// An option's argument, or unset: only known at run time, and
		// no longer unset (touched), but left out of the input's sets
		// (Input.setVars): rm -rf "$OPTARG" is a run-time value's, as
		// "$1" is (fsAnywhere). In a function's body walked where it
		// is defined, as "$1" there, it is read as the environment's:
		// each call with known arguments walks it again.
		delete(a.vars, "OPTARG")
		if a.anytime > 0 {
			break
		}
		if a.touched == nil {
			a.touched = map[string]bool{}
		}
		a.touched["OPTARG"] = true
	case o[1] != "" || strings.Contains(c.Args[0].Value, o[0]+":"):
		a.setNamed(optarg, o[1], true)
	default:
		delete(a.vars, "OPTARG") // unset
	}
	a.moreLines = a.moreLines || more
}

// getoptsRound returns the option and argument getopts c finds this
// round (getoptsVars), whether more rounds find more, and whether they
// are known: the words after its name, else the positional parameters,
// known, and an option left for the round; and OPTIND once the rounds
// are done when the words are known, else 0.
func (a *analyzer) getoptsRound(c *Command) (o [2]string, more, known bool, optind int) {
	args := a.params
	if len(c.Args) > 2 {
		args = nil
		for _, w := range c.Args[2:] {
			if !w.Literal {
				return o, false, false, 0
			}
			args = append(args, w.Value)
		}
	}
	if args == nil || !c.Args[0].Literal {
		return o, false, false, 0
	}
	found, optind := getoptsParse(c.Args[0].Value, args)
	round := max(a.readRound, 1)
	if round > len(found) {
		return o, false, false, optind
	}
	return found[round-1], a.readRound > 0 && round < len(found), true, optind
}

// getoptsParse returns the options getopts finds in args, as POSIX reads
// them with optstring spec: each letter and its argument (the rest of
// its word, else the next word, when spec has the letter followed by a
// colon), up to the first word that is no option or --; a letter spec
// lacks is "?" with it as the argument (what OPTARG holds when spec starts with a colon);
// and OPTIND after the last: one more than the words read, -- included.
func getoptsParse(spec string, args []string) ([][2]string, int) {
	var out [][2]string
	i := 0
	for ; i < len(args); i++ {
		word := args[i]
		if word == "--" {
			i++
			break
		}
		if len(word) < 2 || word[0] != '-' {
			break
		}
		for j := 1; j < len(word); j++ {
			letter := word[j : j+1]
			k := strings.Index(spec, letter)
			switch {
			case letter == ":" || k < 0:
				out = append(out, [2]string{"?", letter})
				continue
			case k+1 < len(spec) && spec[k+1] == ':':
				arg := word[j+1:]
				if arg == "" && i+1 < len(args) {
					i++
					arg = args[i]
				}
				out = append(out, [2]string{letter, arg})
				j = len(word)
				continue
			}
			out = append(out, [2]string{letter, ""})
		}
	}
	return out, min(i, len(args)) + 1
}

// mapfileVars fills the array mapfile (readarray) reads from text known
// now, one element a line (-t drops the newline, -d sets the delimiter,
// -s skips lines, -n stops after so many); unknown text, -O and -C make it
// unknown.
func (a *analyzer) mapfileVars(c *Command) {
	opts, names, ok := builtinOpts(c.Args, "dnOsuCc")
	t, named := a.nameTarget("MAPFILE", true)
	if len(names) > 0 {
		t, named = a.nameTarget(names[0].Value, names[0].Literal)
	}
	if !named {
		return
	}
	if t.elem {
		a.setNamed(t, "", false) // mapfile 'a[0]': bash refuses it; at worst unknown
		return
	}
	name := t.name
	a.touch(name)
	text, _, known := "", func(string) {}, false
	if ok {
		text, _, known = a.readsText(c, opts)
	}
	_, origin := opts['O']
	_, callback := opts['C']
	skip, errS := strconv.Atoi(cmp.Or(opts['s'], "0"))
	count, errN := strconv.Atoi(cmp.Or(opts['n'], "0"))
	if !known || origin || callback || errS != nil || errN != nil || len(names) > 1 {
		a.readUnknown(c, name)
		return
	}
	delete(a.computed, name)
	delim := readDelim(opts)
	_, trim := opts['t']
	var elems []string
	for text != "" {
		line, rest, found := strings.Cut(text, delim)
		if found && !trim {
			line += delim
		}
		text = rest
		if skip > 0 {
			skip--
			continue
		}
		elems = append(elems, line)
		if count > 0 && len(elems) == count {
			break
		}
	}
	a.setArray(name, elems)
}

// setArray records an array of known elements, indexed from 0.
func (a *analyzer) setArray(name string, elems []string) {
	if a.arrays == nil {
		a.arrays = map[string]map[string]string{}
	}
	m := make(map[string]string, len(elems))
	for i, e := range elems {
		m[strconv.Itoa(i)] = e
	}
	a.arrays[name] = m
	delete(a.vars, name)
}

// readUnknown records that c read a variable from text only known at run
// time: Computed, unless every command feeding it names only confined
// places (find . | while read f).
func (a *analyzer) readUnknown(c *Command, name string) {
	if c.Stdin != nil && expandedHeredoc(c) {
		a.holdCredential(name, *c.Stdin, posixExpandsCredential) // read x <<< "$DB_PASSWORD"
	}
	if pat, ok := feedEntries(c); ok {
		// ls ~ | while read f: one of home's entries.
		delete(a.vars, name)
		delete(a.arrays, name)
		delete(a.computed, name)
		delete(a.listedBy, name)
		a.setEntries(name, pat)
		a.noteListedBy(name, c.Feeds) // ls *.pem | while read f; do curl -T "$f" …: one of the files it lists, sent
		return
	}
	feeds := c.Feeds
	if f := substFeed(c.Redirs); f != nil && !slices.Contains(feeds, f) {
		feeds = append(feeds[:len(feeds):len(feeds)], f) // mapfile -t a <<< "$(git ls-files)"
	}
	confined := len(feeds) > 0
	for _, f := range feeds {
		confined = confined && confinedSubst([]*Command{f})
	}
	if confined {
		delete(a.vars, name)
		delete(a.arrays, name)
		delete(a.computed, name)
		delete(a.listedBy, name)
		a.noteListedBy(name, feeds) // find . -name '*.py' | while read f: one of the files it lists
		return
	}
	a.computedVar(name)
	a.noteListedBy(name, feeds) // docker ps -q | while read c
}

// setEntries records that a variable holds one of the entries a pattern
// names (listing.go).
func (a *analyzer) setEntries(name, pattern string) {
	if a.entries == nil {
		a.entries = map[string]string{}
	}
	a.entries[name] = pattern
}

// computedVar records that a variable (or array) holds text only known
// at run time, read from input the analysis cannot compute: its words
// are Computed, as those of x=$(cmd) are.
func (a *analyzer) computedVar(name string) {
	delete(a.fields, name)
	delete(a.vars, name)
	delete(a.arrays, name)
	delete(a.nameOnly, name)
	delete(a.listedBy, name)
	if a.computed == nil {
		a.computed = map[string]bool{}
	}
	a.computed[name] = true
}

// touch records that the input sets a variable, so that it is not taken
// for unset (unset).
func (a *analyzer) touch(name string) {
	if a.touched == nil {
		a.touched = map[string]bool{}
	}
	if !a.touched[name] {
		a.in.noteSet(name)
	}
	a.touched[name] = true
	if a.in.setValues == nil {
		a.in.setValues = map[string][]string{}
	}
	a.in.setValues[name] = append(a.in.setValues[name], unknownText) // until an assignment says what (assign)
	delete(a.asWritten, name)                                        // no longer the fresh directory it may have held
	delete(a.held, name)                                             // nor a credential
	delete(a.fields, name)                                           // nor one field of a split
	delete(a.entries, name)                                          // nor the entries of a listing
	delete(a.nameOnly, name)
	if a.sets == nil {
		a.sets = map[string]int{}
	}
	a.sets[name]++    // a test before it proved nothing of the new value (nonempty.go)
	a.trapAgain(name) // read z after trap 'eval "$z"' EXIT: the trap runs what it read
}

// unset reports whether a variable is known to be unset where it is
// expanded: nothing earlier in the input sets it, and the environment the
// command runs in has no value for it. A credential's name never is
// (credentialName): the shell's startup files, a sourced .env or the
// agent's harness may set what the check's environment lacks, so
// ${DB_PASSWORD:-x} stays the password it may print (unseen).
func (a *analyzer) unset(name string) bool {
	if name == "" || a.touched[name] || a.anything || a.underUnknown(name) || !isName([]byte(name)) || credentialName(name) {
		return false
	}
	if _, ok := a.vars[name]; ok {
		return false
	}
	return a.env.Getenv == nil || a.env.Getenv(name) == ""
}

// isComputed reports whether the variable name holds a value only known
// at run time: a command's output the analysis cannot compute, or, after a
// session's command it could not follow (State.anything), any variable it
// does not know.
func (a *analyzer) isComputed(name string) bool {
	if a.computed[name] {
		return true
	}
	if !a.anything && !a.underUnknown(name) || !isName([]byte(name)) {
		return false
	}
	_, known := a.vars[name]
	return !known
}

// underUnknown reports whether name starts with a prefix under which a
// command's shell code may have set variables (State.unknown).
func (a *analyzer) underUnknown(name string) bool {
	for _, p := range a.unknownPrefix {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// setParams sets the positional parameters set gives (set -- a b, set a
// b): known when every word is; set with only options leaves them.
func (a *analyzer) setParams(c *Command) {
	for i, w := range c.Args {
		v := w.Value
		if !w.Literal {
			a.params = nil
			a.holdParams(c.Args[i:]) // set "$DB_PASSWORD"
			return
		}
		if i > 0 && namesOption(c.Args[i-1].Value) {
			continue
		}
		if v == "--" || v == "-" || !strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "+") {
			if v == "--" || v == "-" {
				i++
			}
			a.holdParams(c.Args[i:])
			vals := []string{}
			for _, w := range c.Args[i:] {
				if !w.Literal {
					a.params = nil
					return
				}
				vals = append(vals, w.Value)
			}
			a.params = vals
			return
		}
	}
}

// withParams sets the positional parameters sh -c CODE NAME ARGS… gives
// CODE, the words after NAME, and $0, NAME itself (bash -c 'rm -rf "$0"'
// /etc), while it is analysed; the returned func restores them.
func (a *analyzer) withParams(args []Word, code *Word) (restore func()) {
	saved0 := a.arg0
	a.arg0 = nil
	for i := range args {
		if &args[i] != code {
			continue
		}
		if i+1 < len(args) && args[i+1].Literal {
			a.arg0 = &args[i+1].Value
		}
		var ws []Word
		if i+2 <= len(args) {
			ws = args[i+2:] // sh -c 'echo "$1"' _ "$DB_PASSWORD"
		}
		params := a.withParamWords(ws)
		return func() { params(); a.arg0 = saved0 }
	}
	saved := a.params
	a.params = nil
	return func() { a.params, a.arg0 = saved, saved0 }
}

// withParamWords sets the positional parameters to ws, their values
// when all are known (bash -s -- ~ reading its commands from standard
// input), until restore is called.
func (a *analyzer) withParamWords(ws []Word) (restore func()) {
	saved := a.params
	unhold := func() {}
	if len(ws) > 0 {
		unhold = a.holdParams(ws)
	}
	a.params = []string{}
	for _, w := range ws {
		if !w.Literal {
			a.params = nil
			break
		}
		a.params = append(a.params, w.Value)
	}
	return func() { a.params = saved; unhold() }
}

// shiftParams drops the first n positional parameters (shift [n]).
func (a *analyzer) shiftParams(c *Command) {
	n := 1
	if len(c.Args) > 0 {
		v, err := strconv.Atoi(c.Args[0].Value)
		if err != nil || !c.Args[0].Literal || v < 0 {
			a.params = nil
			return // the held ones kept: any of them may be $1 now
		}
		n = v
	}
	a.shiftHeld(n)
	if a.params == nil {
		return
	}
	if n <= len(a.params) {
		a.params = a.params[n:]
	}
}

// positional returns a positional or special parameter's value when the
// positional parameters are known: $1, $#, $@ and $* joined; $0 when
// sh -c named it.
func (a *analyzer) positional(name string) (string, bool) {
	if name == "0" && a.arg0 != nil {
		return *a.arg0, true
	}
	if a.params == nil || name == "" {
		return "", false
	}
	switch name {
	case "#":
		return strconv.Itoa(len(a.params)), true
	case "@", "*":
		return strings.Join(a.params, " "), true
	}
	n, err := strconv.Atoi(name)
	if err != nil || n < 1 {
		return "", false
	}
	if n <= len(a.params) {
		return a.params[n-1], true
	}
	return "", true
}

// expandKnown evaluates the other operators of ${x…} on a variable whose
// value v is known: ${x/pat/rep} (//, /#, /%), ${x#pat} and ${x%pat}
// (## and %% too), ${x^^} and ${x,,} (and ^ ,), ${x@L}, ${x@U} and
// ${x@u}, ${#x}, ${x:N:M} of
// numbers; when their words hold no expansion. Patterns are mvdan.cc/sh's.
func expandKnown(x *syntax.ParamExp, v string) (string, bool) {
	if x.Excl || x.Index != nil || x.NestedParam != nil {
		return "", false
	}
	switch {
	case x.Length && x.Exp == nil && x.Repl == nil && x.Slice == nil:
		return strconv.Itoa(utf8.RuneCountInString(v)), true
	case x.Slice != nil && x.Exp == nil && x.Repl == nil:
		return sliceKnown(x.Slice, v)
	case x.Repl != nil && x.Exp == nil && x.Slice == nil:
		pat, ok := patternOf(x.Repl.Orig)
		with, okW := literalOf(x.Repl.With)
		if !ok || !okW {
			return "", false
		}
		anchor := ""
		if pat != "" && (pat[0] == '#' || pat[0] == '%') && !x.Repl.All {
			// ${x/#p/r}, ${x/%p/r}; in ${x//%/} the % is the pattern
			anchor, pat = pat[:1], pat[1:]
		}
		expr, err := pattern.Regexp(pat, 0)
		if err != nil || pat == "" {
			return v, err == nil
		}
		switch anchor {
		case "#":
			expr = "^(?:" + expr + ")"
		case "%":
			expr = "(?:" + expr + ")$"
		}
		rx, err := regexp.Compile(expr)
		if err != nil {
			return "", false
		}
		n := 1
		if x.Repl.All {
			n = -1
		}
		var b strings.Builder
		last := 0
		for _, loc := range rx.FindAllStringIndex(v, n) {
			b.WriteString(v[last:loc[0]])
			b.WriteString(with)
			last = loc[1]
		}
		b.WriteString(v[last:])
		return b.String(), true
	case x.Exp != nil && x.Repl == nil && x.Slice == nil && !x.Length:
		arg, ok := patternOf(x.Exp.Word)
		if !ok {
			return "", false
		}
		switch op := x.Exp.Op; op {
		case syntax.RemSmallPrefix, syntax.RemLargePrefix, syntax.RemSmallSuffix, syntax.RemLargeSuffix:
			var mode pattern.Mode
			if op == syntax.RemSmallPrefix || op == syntax.RemSmallSuffix {
				mode = pattern.Shortest
			}
			expr, err := pattern.Regexp(arg, mode)
			if err != nil {
				return "", false
			}
			switch op {
			case syntax.RemSmallSuffix:
				expr = ".*(" + expr + ")$" // the right-most shortest match
			case syntax.RemLargeSuffix:
				expr = "(" + expr + ")$"
			default:
				expr = "^(" + expr + ")"
			}
			rx, err := regexp.Compile(expr)
			if err != nil {
				return "", false
			}
			if loc := rx.FindStringSubmatchIndex(v); loc != nil {
				v = v[:loc[2]] + v[loc[3]:]
			}
			return v, true
		case syntax.UpperAll, syntax.LowerAll, syntax.UpperFirst, syntax.LowerFirst:
			if arg != "" && arg != "?" {
				return "", false // only some characters: not worked out
			}
			conv := strings.ToUpper
			if op == syntax.LowerAll || op == syntax.LowerFirst {
				conv = strings.ToLower
			}
			if op == syntax.UpperAll || op == syntax.LowerAll {
				return conv(v), true
			}
			_, size := utf8.DecodeRuneInString(v)
			return conv(v[:size]) + v[size:], true
		case syntax.OtherParamOps:
			// ${x@L}, ${x@U}, ${x@u}: bash's case transformations;
			// ${x@E}: the value with its backslash escapes expanded as
			// $'…' expands them (bash(1), "Parameter transformation").
			switch arg {
			case "E":
				return ansiC(v), true
			case "P":
				return promptText(v)
			case "L":
				return strings.ToLower(v), true
			case "U":
				return strings.ToUpper(v), true
			case "u":
				_, size := utf8.DecodeRuneInString(v)
				return strings.ToUpper(v[:size]) + v[size:], true
			}
		}
	}
	return "", false
}

// promptText is ${x@P} of a known value v: v's prompt escapes decoded
// as bash decodes PS1's (bash(1), "PROMPTING"), when it holds only those
// whose text does not depend on the session — \a \e \n \r \\, octal
// \NNN, and \[ \] which print nothing — and its result holds nothing
// the shell expands again ($, `, quotes, backslashes); ok is false for
// the others (\u, \w, \t: the user, directory, time), known only then.
func promptText(v string) (string, bool) {
	// The escapes it knows are $'…''s (cEscapes), once \[ and \] are
	// taken out; any other makes the text known only then.
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) {
			switch c := v[i+1]; {
			case c == '[' || c == ']':
			case c >= '0' && c <= '7' || strings.IndexByte("aenr\\", c) >= 0:
				b.WriteString(v[i : i+2])
			default:
				return "", false
			}
			i++
			continue
		}
		b.WriteByte(v[i])
	}
	out := cEscapes(b.String(), false)
	return out, !strings.ContainsAny(out, "$`\"'\\")
}

// sliceKnown evaluates ${x:N} and ${x:N:M} for numbers N and M.
func sliceKnown(sl *syntax.Slice, v string) (string, bool) {
	r := []rune(v)
	off, end, ok := sliceBounds(sl, len(r))
	if !ok {
		return "", false
	}
	return string(r[off:end]), true
}

// sliceBounds returns the bounds ${x:OFF:LEN} takes of n characters, or
// of an array's n elements (${a[@]:1}), when OFF and LEN are literal
// numbers: a negative OFF counts from the end, a negative LEN stops so
// many before it.
func sliceBounds(sl *syntax.Slice, n int) (off, end int, ok bool) {
	num := func(e syntax.ArithmExpr) (int, bool) {
		neg := false
		if u, ok := e.(*syntax.UnaryArithm); ok && u.Op == syntax.Minus && !u.Post {
			neg, e = true, u.X
		}
		w, ok := e.(*syntax.Word)
		if !ok || w.Lit() == "" {
			return 0, false
		}
		n, err := strconv.Atoi(w.Lit())
		if neg {
			n = -n
		}
		return n, err == nil
	}
	off, ok = num(sl.Offset)
	if !ok {
		return 0, 0, false
	}
	if off < 0 {
		off = max(n+off, 0)
	}
	off = min(off, n)
	end = n
	if sl.Length != nil {
		k, ok := num(sl.Length)
		if !ok {
			return 0, 0, false
		}
		if k < 0 {
			end = max(n+k, off)
		} else {
			end = min(off+k, n)
		}
	}
	return off, end, true
}

// patternOf returns the shell pattern a word of ${x/pat/…} or ${x#pat}
// spells, its quoted parts made literal; ok is false when it holds an
// expansion.
func patternOf(w *syntax.Word) (string, bool) {
	return wordText(w, func(s string) string { return s }, func(s string) string { return pattern.QuoteMeta(s, 0) })
}

// literalOf returns the text of a word made only of literal parts, its
// quotes and backslashes removed.
func literalOf(w *syntax.Word) (string, bool) {
	return wordText(w, unescape, func(s string) string { return s })
}

// wordText returns the text of a word made only of unquoted and quoted
// literal parts, each unquoted part through lit and each quoted one
// through quoted; ok is false when it holds an expansion. A nil word is
// empty.
func wordText(w *syntax.Word, lit, quoted func(string) string) (string, bool) {
	if w == nil {
		return "", true
	}
	var b strings.Builder
	for _, p := range w.Parts {
		switch x := p.(type) {
		case *syntax.Lit:
			b.WriteString(lit(x.Value))
		case *syntax.SglQuoted:
			if x.Dollar {
				b.WriteString(quoted(ansiC(x.Value)))
			} else {
				b.WriteString(quoted(x.Value))
			}
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				b.WriteString(quoted(unescapeDouble(l.Value)))
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// unsetExp evaluates ${x OP word} for a variable x known to be unset: the
// default (-, :-) is the word, and the assigning forms (=, :=) also set x
// to it; ok is false for the others (the alternate stays unknown: what
// the analysis cannot see setting x may have).
func (a *analyzer) unsetExp(s *source, e *syntax.Expansion, name string, w []string) (Word, bool) {
	switch e.Op {
	case syntax.DefaultUnset, syntax.DefaultUnsetOrNull, syntax.AssignUnset, syntax.AssignUnsetOrNull:
		val := Word{Literal: true}
		if e.Word != nil {
			val = a.word(s, e.Word, w)
		}
		if e.Op == syntax.AssignUnset || e.Op == syntax.AssignUnsetOrNull {
			a.touch(name)
			if val.Literal {
				a.vars[name] = val.Value
			} else if val.Computed {
				a.computedVar(name)
			}
		}
		return val, true
	}
	return Word{}, false
}

// funcDef is a function's body as defined, for its calls.
type funcDef struct {
	s       *source
	body    *syntax.Stmt
	calling int      // calls of it being judged, one inside another's body (recursion)
	calls   []string // the functions its body calls by a literal name
	at      int      // a.funcSeq when it was defined, or last walked for a call
	names   []string // the variables its body expands
	traps   bool     // its body, walked where it was defined, sets a trap or calls a function that does (trapsWalked)
	// namedByParam: its body assigns the variable an argument names
	// (setvar(){ printf -v "$1" %s "$2"; }): each call assigns the one
	// its arguments name, any where they are only known at run time.
	namedByParam bool
	// declaresByParam: its body unsets or exports the variables its
	// arguments name (unset "$1"), judged at each call with them.
	declaresByParam bool
	seen            int // how many times they had been set when it was last walked (setsOf)
}

// maxRecursion bounds the calls of one function walked one inside
// another's body (callFunc).
const maxRecursion = 6

// calleesSince reports whether a function fd's body calls was defined
// after fd's body was last walked: main(){ run git clean -fdx; };
// run(){ "$@"; }; main runs the later run.
func (a *analyzer) calleesSince(fd funcDef) bool {
	for _, name := range fd.calls {
		if g, ok := a.funcs[name]; ok && g.at > fd.at {
			return true
		}
	}
	return false
}

// bodyCalls returns the functions a function's body may call: the
// literal first words of its commands, each once.
func bodyCalls(body *syntax.Stmt) []string {
	var names []string
	syntax.Walk(body, func(n syntax.Node) bool {
		if ce, ok := n.(*syntax.CallExpr); ok && len(ce.Args) > 0 {
			if name := ce.Args[0].Lit(); name != "" && !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
		return true
	})
	return names
}

// bodyNames returns the variables a function's body expands, each once.
func bodyNames(body *syntax.Stmt) []string {
	var names []string
	syntax.Walk(body, func(n syntax.Node) bool {
		if p, ok := n.(*syntax.ParamExp); ok && p.Param != nil && isName([]byte(p.Param.Value)) && !slices.Contains(names, p.Param.Value) {
			names = append(names, p.Param.Value)
		}
		return true
	})
	return names
}

// setsOf returns how many times the input set the variables names so far.
func (a *analyzer) setsOf(names []string) int {
	n := 0
	for _, name := range names {
		n += a.sets[name]
	}
	return n
}

// callFunc judges the body of a function defined in the input again for
// a call whose arguments are all known, with them as its positional
// parameters: f(){ read -ra A <<< "$1"; "${A[@]}"; }; f 'rm -rf x'. (The
// body was judged where it was defined, its parameters unknown.) A body
// that sets a trap is judged again at every call of the shell's own
// code: arm(){ trap 'eval "$z"' EXIT; }; arm; z=….
func (a *analyzer) callFunc(c *Command) {
	fd, ok := a.funcs[c.Name]
	literal := allLiteral(c.Args)
	if !ok || fd.calling > 0 && (!literal || len(c.Args) == 0 || fd.calling >= maxRecursion || a.depth >= maxDepth) {
		// A call inside its own body: judged as this one is; but
		// build(){ out+=("$1"); shift; build "$@"; }; build rm -rf /etc
		// walks each call with known arguments, to a bound.
		return
	}
	body := fd.s.slice(fd.body)
	// A body that sets a trap sets it for the shell that calls it, at
	// each call: walked there (trapAgain), whatever its arguments. Its
	// walk met a trap where it was defined, by any spelling (eval
	// "t""rap …", $t), or it has the word; a caller's body sets it too
	// (arm2(){ arm; }).
	traps := fd.traps || strings.Contains(body, "trap")
	if traps {
		a.trapsWalked++
	}
	traps = traps && a.shellLevel() && a.inTrap == 0
	// A variable its body expands was set since it was walked: the call
	// runs it with the value it holds now (run(){ eval "$job"; };
	// job='…'; run).
	changed := a.setsOf(fd.names) != fd.seen || a.calleesSince(fd)
	if fd.namedByParam && len(c.Args) > 0 && !literal {
		a.anyVariable() // setvar "$n" /: a variable only known at run time assigned
	}
	if fd.declaresByParam && len(c.Args) > 0 && !literal {
		// drop(){ unset "$1"; }; drop "$X": the names it unsets only
		// known at run time (selfEnvRunTime's, for the body walked
		// where it is defined, are each call's).
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, rule: "self.env", fix: selfEnvFix,
			why: "it calls " + c.Name + ", which unsets or exports the variables its arguments name, with arguments only known at run time: they may be guarded-sh's own settings or the places it reads them from"})
	}
	if !traps && !changed && (len(c.Args) == 0 || !literal && !slices.ContainsFunc(c.Args, func(w Word) bool { return !w.Literal && posixExpandsCredential(w.Value) })) || !a.enter(body) {
		if fd.namedByParam && literal && len(c.Args) > 0 {
			a.anyVariable() // too deep to follow: whichever it names
		}
		return
	}
	a.depth++
	fd.calling++
	a.funcs[c.Name] = fd
	defer func() {
		a.depth--
		fd = a.funcs[c.Name]
		fd.calling--
		fd.seen = a.setsOf(fd.names)
		fd.at = a.funcSeq
		a.funcs[c.Name] = fd
	}()
	params := a.params
	defer func() { a.params = params }()
	a.params = nil // f "$DB_PASSWORD": its value unknown, held (credheld.go)
	if literal {
		a.params = c.Values()
	}
	defer a.holdParams(c.Args)()
	a.stmt(fd.s, fd.body, append(append([]string(nil), c.Wrappers...), "function "+c.Name), nil)
}

// readDelim is the line delimiter of read and mapfile: -d's first
// character, NUL for -d ”, else a newline.
func readDelim(opts map[byte]string) string {
	d, set := opts['d']
	switch {
	case !set:
		return "\n"
	case d == "":
		return "\x00"
	}
	return d[:1]
}
