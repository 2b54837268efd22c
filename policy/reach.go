package policy

import (
	"path"
	"slices"
	"strings"
)

// Reach: most commands an agent runs (ls, cd, grep, tail, echo) can match
// almost no rule, yet every command matcher read every command word by
// word. A check now works out once, for each command, what it may do
// (commandReach), and each matcher says what a command must be able to
// do for it to find anything (matcher.needs, in rule.go): a matcher is
// asked only about the commands that reach all it needs. A matcher that
// declares nothing is asked about every command, so a new rule that
// forgets to declare its needs is still run. TestReachSkipsNothing asks
// every matcher about every command of the corpus its needs skip, and
// fails if one finds anything there.

// A reach says what one command may do.
type reach uint8

const (
	// reachEffect: the command may change a file, the machine or
	// something elsewhere, run code or a command, or reach the network:
	// every command but a quiet one (quietCommand, or a reporter:
	// quietReporter, reporters.go). The matchers of
	// changes, code and the network need it; the cred matchers, which
	// judge what a command reads and prints, do not.
	reachEffect reach = 1 << iota
	// reachWindows: the command is PowerShell's or cmd's (isWin); the
	// matchers of cmdlets and cmd's built-ins need it.
	reachWindows
	// reachCred: the command may read, print or send a credential:
	// every command but a quiet one whose words, directories and input
	// name none (credQuiet). The cred matcher needs it.
	reachCred
)

// commandReach returns what each of cmds, judged in ctxs
// (commandContexts), may do, in buf when it is long enough.
func commandReach(cmds []*Command, ctxs []*Context, buf []reach) []reach {
	out := buf[:0]
	for i, c := range cmds {
		var r reach
		quiet := quietCommand(c) || quietReporter(ctxs[i].Input, c)
		if !quiet {
			r |= reachEffect
		}
		if isWin(c.Grammar) {
			r |= reachWindows
		}
		// What a quiet command reads from a pipe is what the command
		// before it printed (history | grep AKIA, terraform show | grep
		// community): it reaches no credential only when that command
		// reaches none either. A command fed by any other (a <( )
		// substitution) is asked about.
		fedQuietly := len(c.Feeds) == 0 || len(c.Feeds) == 1 && i > 0 && c.Feeds[0] == cmds[i-1] && out[i-1]&reachCred == 0
		if !quiet || !fedQuietly || !credQuiet(ctxs[i], c) {
			r |= reachCred
		}
		out = append(out, r)
	}
	return out
}

// credQuiet reports whether c, a quiet command (quietCommand,
// quietReporter), names
// nothing the cred rules read: no $ in its text (echo "$TOKEN" prints a
// credential by its name), its relative paths read in directories that
// add nothing to a path (credDirsOf: cd ~/.ssh && cat config) and hold
// no home directory, and each of its words credQuietWord and not the
// home directory nor above it (aboveHome). Its input is its caller's (commandReach).
func credQuiet(ctx *Context, c *Command) bool {
	if strings.Contains(c.Text, "$") || !ctx.dirClean(ctx.Env.Cwd) || aboveHome(ctx, ctx.Env.Cwd) {
		return false
	}
	for _, d := range fsCdDirs(ctx, c) {
		if !ctx.dirClean(d) || aboveHome(ctx, d) {
			return false
		}
	}
	for _, a := range c.Args {
		if !credQuietWord(a.Value) || kubeconfigMade(ctx, c, a.Value) {
			return false // … get-credentials --file k.yaml && cat k.yaml
		}
		if strings.HasPrefix(a.Value, "/") && aboveHome(ctx, path.Clean(a.Value)) {
			return false // a relative word is below a directory checked above
		}
	}
	return true
}

// aboveHome reports whether the directory d is the home directory or
// one above it: a search of its tree (grep -R x /home/agent, grep -r x
// run there) reads the keys and credentials of the home (searchedHome).
func aboveHome(ctx *Context, d string) bool {
	home := ctx.Env.Home
	if home == "" || d == "" {
		return false
	}
	// fsUnder(home, d), without building d+"/" (ten allocations more
	// a check).
	d = strings.TrimRight(d, "/") // / is ""
	return home == d || strings.HasPrefix(home, d) && home[len(d)] == '/'
}

// cleanDirs keeps credDirClean's answers about the few directories the
// commands of one check run in (the working directory, those cd moved
// to), in the check's Input: commandReach and credDirsOf, asked about
// each command, read the same ones again.
type cleanDirs struct {
	dirs [4]string
	ok   [4]bool
	n    int
}

// dirClean returns credDirClean(d), kept for the check.
func (ctx *Context) dirClean(d string) bool {
	if ctx.Input == nil {
		return credDirClean(d)
	}
	return ctx.Input.cleanDirs.clean(d)
}

// clean returns credDirClean(d).
func (k *cleanDirs) clean(d string) bool {
	for i := range k.n {
		if k.dirs[i] == d {
			return k.ok[i]
		}
	}
	ok := credDirClean(d)
	if k.n < len(k.dirs) {
		k.dirs[k.n], k.ok[k.n] = d, ok
		k.n++
	}
	return ok
}

// credQuietWord reports whether v, a quiet command's word (quietWord:
// no @, ~ nor =, a colon only ending a label of prose, and no $, as
// credQuiet reads no command whose text holds one), names nothing a cred rule reads in it: as a
// path, no file credPathRule may find a rule for, in a clean directory
// (mayReachCred: no anchor, no pattern, no .., not /dev or /proc, not a
// directory's whole tree), as a search, no pattern hunting for secrets
// (secretPatternRe's words: AKIA, ghp_, community), and no address of a
// metadata service (metadataCredURL).
func credQuietWord(v string) bool {
	if len(v) <= 3 && v[0] == '-' && (len(v) < 2 || isAlnum(v[1])) && (len(v) < 3 || isAlnum(v[2])) {
		// -la, -5: an option too short to hold an anchor (3 bytes at
		// least) or a secret's word (o_, p_ hold a _).
		return true
	}
	if q, ok := reporterWordQuiet(v); ok {
		return q
	}
	return credQuietWordOf(v)
}

// credQuietWordOf is credQuietWord worked out.
func credQuietWordOf(v string) bool {
	return !mayReachCred(dirsClean, v) && !secretPatternRe.holdsWord(v) && metadataCredURL(v) == ""
}

// reporterWords returns the reporters' own words (reporters.go: their
// subcommand words, status, test, and their quiet options, --short,
// -run), sorted: a quiet reporter's words are mostly these, and the
// gates read each of them byte by byte, every check, for the same
// answer.
func reporterWords() []string {
	var words []string
	for _, r := range reporters {
		_, sub, _ := strings.Cut(r.spec.path, " ")
		words = append(append(words, sub), r.quiet...)
	}
	slices.Sort(words)
	return slices.Compact(words)
}

// reporterWordQuiet returns credQuietWordOf(v), true, when v is one of
// the reporterWords credQuietWordOf finds quiet: reporterQuietWords (a
// slotSet: asked of every word of a quiet command),
// written by go generate (anchors_index.go), which a one-shot guarded-sh
// -c put in a map on first use, working out each word's answer (two
// thirds of the first check of git status). Any other word, ok is
// false: a reporter's word added since is worked out as any word is.
func reporterWordQuiet(v string) (quiet, ok bool) {
	if reporterQuietWords.has(v) {
		return true, true
	}
	return false, false
}

// reaches reports whether r has all that needs asks for.
func (r reach) reaches(needs reach) bool { return r&needs == needs }

// quietCommand reports whether c does nothing but read and print: a
// quiet command (roleQuiet) of a POSIX shell called by its bare name (not a
// file of the project named so: ./ls), not behind a wrapper (sudo,
// xargs, find -exec), with no variable set for it (LD_PRELOAD=…), no
// redirection but a descriptor's copy (2>&1) or /dev/null (a file it
// writes or reads is the fs, self and sys rules'), no substitution in
// its words, and no word naming a device or a process's file (/dev/tcp/
// HOST/PORT is read by the net rules as a connection, /dev/sda as a
// disk). What it reads is still judged by the cred rules, and what it
// prints where it goes: by the command it feeds.
func quietCommand(c *Command) bool {
	if !quietShape(c) || !does(c, c.Name, roleQuiet) {
		return false
	}
	if !slices.ContainsFunc(c.Args, func(a Word) bool { return !quietWord(a) }) {
		return cmdAnchors(c) == 0
	}
	return false
}

// quietShape reports whether c is run as a quiet command is, whatever
// its words: by a POSIX shell, by its bare name, known before it runs,
// not behind a wrapper, with no variable set for it, and no redirection
// but a descriptor's copy (2>&1) or output to /dev/null.
func quietShape(c *Command) bool {
	if c.Dynamic || !c.Grammar.IsPosix() || c.Word0.Value != c.Name || len(c.Assigns) > 0 || len(c.Wrappers) > 0 {
		return false
	}
	for _, r := range c.Redirs {
		switch {
		case (r.Op == ">&" || r.Op == "<&") && r.Target.Literal && isDescriptor(r.Target.Value):
		case (r.Op == ">" || r.Op == "&>") && r.Target.Literal && r.Target.Value == "/dev/null":
		default:
			return false
		}
	}
	return true
}

// quietWord reports whether a is a word the rules that read any
// command's words (an unknown program's vocabulary, an agent's switches,
// a URL or an address it may fetch from or send to, code it may run) find
// nothing in: exact, or only known at run time by the shell's status
// alone (onlyStatusParams: echo "exit: $?"), of letters, digits and the
// bytes of paths and patterns (._-/^*?[]+,) only, and blanks and
// colons that end a label of prose (proseByte), no long
// option nor a long word of one
// dash (--yolo, -ApprovalMode), naming no device or process's file
// (/dev/tcp/HOST/PORT, /proc/…) and no web server's module
// (http.server, SimpleHTTPServer: the net rules read python's -m
// anywhere). Words holding an anchor (run, delete, shutdown) are caught
// by cmdAnchors.
func quietWord(a Word) bool {
	v := a.Value
	if !a.Literal && !onlyStatusParams(a) || len(a.Subst) > 0 || v == "" || strings.Contains(v, "dev/") || strings.Contains(v, "proc/") ||
		containsLower(v, "http") {
		return false
	}
	if v[0] == '-' && (len(v) > 4 || strings.HasPrefix(v, "--")) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] == '$' && !a.Literal {
			i++ // a status parameter, onlyStatusParams says
			continue
		}
		if !wordBytes[v[i]] && strings.IndexByte(quietPunct, v[i]) < 0 && !proseByte(v, i) {
			return false
		}
	}
	return true
}

// proseByte reports whether v[i] is a blank, or a colon that ends a
// label of prose ("exit: 1", "done:"): a colon followed by anything else
// writes an address, a URL or a forward (host:22, s3://b, R:2222:…).
func proseByte(v string, i int) bool {
	return v[i] == ' ' || v[i] == ':' && (i+1 == len(v) || v[i+1] == ' ')
}

// onlyStatusParams reports whether what is left to expand in a, a word
// only known at run time, is the shell's special parameters of status
// alone ($?, $#, $$, $!, quoted or not): numbers the shell keeps, never
// set by the input, never a path, a name, blanks or code, so the word
// says no more than a literal of digits would. (The analysis marks any
// part only known at run time as one that may climb out of a directory
// and, unquoted, as one the shell may split: a number does neither.)
func onlyStatusParams(a Word) bool {
	if a.Computed || a.indirectValue {
		return false
	}
	v := a.Value
	for i := strings.IndexByte(v, '$'); i >= 0; i = strings.IndexByte(v, '$') {
		if i+1 >= len(v) || strings.IndexByte("?#$!", v[i+1]) < 0 {
			return false
		}
		v = v[i+2:]
	}
	return true
}

// quietPunct are the bytes of a quietWord besides [A-Za-z0-9_]
// (wordBytes): a constant, as a table built by code would be built at
// every start-up (TestNoWorkAtInit).
const quietPunct = ".-/^*?[]+,"

// isDescriptor reports whether s is a descriptor's number, or - (closed).
func isDescriptor(s string) bool {
	if s == "-" {
		return true
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
