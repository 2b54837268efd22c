package policy

import (
	"slices"
	"strings"
)

// Reporters: the commands of a project's everyday loop that read the
// project (its working tree, its repository) and print what they find,
// or build and run its own tests and checks, and do nothing else with
// the options listed for them: git status, git diff --stat, go test ./...
// -run X, cargo check. A reporter given only those options, its operands
// plain words (quietWord), is quiet as a roleQuiet command is
// (commandReach): the matchers of changes, code and the network are not
// asked about it, and the cred matchers only when its words name
// something they read (credQuiet: git diff -- .env still is).
//
// What it does is the tool's documented behaviour (git-status(1),
// git-log(1), git-diff(1), git-show(1), go help testflag, go help
// build, go help vet, cargo-test(1), cargo-check(1)):
// an option not listed (an output file, a program it runs: go test
// -exec, -toolexec, -o, -coverprofile; git diff --output, --ext-diff;
// cargo --config, --target-dir), a subcommand written after global
// options (git -C DIR status), a word only known at run time, a
// variable set for it or anywhere in the input (GIT_PAGER,
// GIT_CONFIG_PARAMETERS, GOFLAGS, CARGO_* change what it runs), a
// wrapper or a redirection to a file makes it an ordinary command,
// asked about by every matcher.

// A reporter is a command and subcommand that reads and prints.
type reporter struct {
	// spec is its option grammar, read by parseArgs: path is the command
	// and its subcommand word, value and long the options taking a
	// value.
	spec spec
	// quiet are the options it may be given and stay a reporter: they
	// choose what it reads, which tests it runs and how it prints. A
	// value given to one is data to it (a test name pattern, a count, a
	// format), read by no rule as a path, a command or an address.
	quiet []string
}

// reporters are the reporters, by the options their manuals give.
var reporters = []reporter{
	{spec: spec{path: "git status", more: &specMore{moreArgs: &moreArgs{attached: "u"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, quiet: []string{
		"--ahead-behind", "--branch", "--column", "--find-renames", "--ignore-submodules", "--ignored", "--long",
		"--no-ahead-behind", "--no-column", "--no-renames", "--porcelain", "--renames", "--short", "--show-stash",
		"--untracked-files", "--verbose", "-b", "-s", "-u", "-v", "-z"}},
	{spec: spec{path: "git log", value: "n", more: &specMore{moreArgs: &moreArgs{digits: "123456789"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--after --author --before --committer --max-count --since --skip --until"}, quiet: []string{
		"--abbrev-commit", "--after", "--all", "--author", "--before", "--branches", "--committer", "--date",
		"--decorate", "--first-parent", "--format", "--graph", "--max-count", "--merges", "--name-only",
		"--name-status", "--no-decorate", "--no-merges", "--no-patch", "--oneline", "--patch", "--pretty",
		"--reverse", "--shortstat", "--since", "--skip", "--stat", "--tags", "--until",
		"-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9", "-n", "-p", "-s"}},
	{spec: spec{path: "git diff"}, quiet: gitDiffQuiet},
	{spec: spec{path: "git show"}, quiet: gitDiffQuiet},
	{spec: spec{path: "go test", longDash: true, long: goBuildValue}, quiet: goTestQuiet},
	{spec: spec{path: "go vet", longDash: true, long: goBuildValue}, quiet: []string{"-json", "-tags"}},
	{spec: spec{path: "cargo test", value: "pjF", long: cargoValue}, quiet: cargoQuiet},
	{spec: spec{path: "cargo check", value: "pjF", long: cargoValue}, quiet: cargoQuiet},
}

var (
	// gitDiffQuiet are git diff's and git show's options that choose
	// what is compared and how it prints (no --output, --ext-diff,
	// --textconv, -O ORDERFILE).
	gitDiffQuiet = []string{
		"--cached", "--color", "--exit-code", "--format", "--ignore-all-space", "--name-only", "--name-status",
		"--no-color", "--no-patch", "--numstat", "--oneline", "--patch", "--pretty", "--quiet", "--shortstat",
		"--staged", "--stat", "--summary", "--word-diff", "-b", "-p", "-s", "-w"}
	// goTestQuiet are go test's options that choose the tests it builds
	// and runs and how it reports them; not -exec, -toolexec, -o, -c,
	// -args, -fuzz, the profiles it writes (-coverprofile, -cpuprofile,
	// -memprofile, -blockprofile, -mutexprofile, -trace, -outputdir),
	// nor the build's files and flags (-C, -modfile, -overlay, -pgo,
	// -mod, -ldflags, -gcflags, -asmflags).
	goTestQuiet = []string{
		"-bench", "-benchmem", "-benchtime", "-count", "-cover", "-covermode", "-coverpkg", "-cpu", "-failfast",
		"-fullpath", "-json", "-list", "-p", "-parallel", "-race", "-run", "-short", "-shuffle", "-skip", "-tags",
		"-timeout", "-v", "-vet"}
	// cargoQuiet are cargo test's and check's options that choose the
	// packages and targets built and how it reports; not --config (a
	// runner or a build setting), --target-dir, --manifest-path, -Z.
	cargoQuiet = []string{
		"--all", "--all-features", "--all-targets", "--bins", "--color", "--doc", "--features", "--frozen",
		"--jobs", "--lib", "--locked", "--no-default-features", "--no-fail-fast", "--offline", "--package",
		"--quiet", "--release", "--tests", "--verbose", "--workspace", "-F", "-j", "-p", "-q", "-r", "-v"}
)

const (
	// cargoValue are the options of cargo test and cargo check among
	// cargoQuiet that take a value.
	cargoValue wordList = "--color --features --jobs --package"
)

// quietReporter reports whether c is a reporter given nothing that
// makes it more (see Reporters above): in the input in, which sets no
// variable, c runs with no variable set for it, no wrapper and no
// redirection but quietRedirs', its name and subcommand words written
// as they are, every word exact and not empty (credQuiet reads each
// word as a path), every option among its reporter's
// quiet ones, its value a reporterValue, every operand a quietWord, and
// no operand holding an anchor (anchorsIn: the words of vocabularies
// the rules read in any command's words; the names of the options listed
// mean what the manual says, as -run, go test's test pattern, does).
func quietReporter(in *Input, c *Command) bool {
	if in == nil || len(in.setVars) > 0 || !quietShape(c) {
		return false
	}
	r, rest := reporterOf(c)
	if r == nil || slices.ContainsFunc(c.Args, func(a Word) bool { return !a.Literal || len(a.Subst) > 0 || a.Value == "" }) {
		return false
	}
	var opts [8]opt
	var operands [8]Word
	p := parseArgsIn(&r.spec, rest, opts[:], operands[:])
	if len(p.rest) > 0 {
		return false
	}
	for _, o := range p.opts {
		if !slices.Contains(r.quiet, o.name) || o.hasValue && !reporterValue(o.value) {
			return false
		}
	}
	for _, w := range p.operands {
		if !quietWord(w) || anchorsIn(w.Value) != 0 {
			return false
		}
	}
	return true
}

// reporterOf returns the reporter whose path is c's name and first
// word, and the words after them; nil when none is.
func reporterOf(c *Command) (*reporter, []Word) {
	if len(c.Args) == 0 {
		return nil, nil
	}
	for i := range reporters {
		r := &reporters[i]
		if name, sub, _ := strings.Cut(r.spec.path, " "); name == c.Name && sub == c.Args[0].Value {
			return r, c.Args[1:]
		}
	}
	return nil, nil
}

// reporterValue reports whether v, the value of a reporter's quiet
// option, is data the rules find nothing in: read as quietWord reads a
// word (no option, which an agent's switch may be: --yolo; no device
// or process's file: /dev/tcp/HOST/PORT; no URL; no anchor), of a
// quietWord's bytes, which credQuiet reads as a path, and besides them
// only those of a pattern or a format (| of a test pattern's
// alternatives, %h of git's format): none of code's (codeLike: ( ) { }
// ;) nor a path's beyond quietWord's (~, a backslash).
func reporterValue(v string) bool {
	if v == "" || v[0] == '-' || strings.Contains(v, "dev/") || strings.Contains(v, "proc/") ||
		containsLower(v, "http") || anchorsIn(v) != 0 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !wordBytes[v[i]] && strings.IndexByte(quietPunct, v[i]) < 0 && strings.IndexByte(reporterPunct, v[i]) < 0 && !proseByte(v, i) {
			return false
		}
	}
	return true
}

// reporterPunct are the bytes a reporterValue may hold besides a
// quietWord's.
const reporterPunct = "|%"
