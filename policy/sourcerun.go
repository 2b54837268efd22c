package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Source files a tool runs without being named: go generate runs the
// //go:generate lines of the package's .go files, pytest imports every
// conftest.py and its test files (unittest too), pip install . and pipx install ./p run setup.py, cargo
// build compiles and runs build.rs, go test the package's _test.go
// files, makepkg sources PKGBUILD, bundle evaluates the Gemfile, cmake
// configures from CMakeLists.txt. A file this input wrote is judged as
// the code it holds (a directive as the command line it is, a whole file
// as its interpreter's program, python3 setup.py); the project's own
// files, not written by the input, are its code.

// A sourceRun is a tool's command that runs project source files.
type sourceRun struct {
	path  string // the command and subcommand words: "go generate"
	file  string // the files' name pattern: "*.go", "conftest.py"
	lines string // the prefix of a line that is a command line to run ("//go:generate "); "" when the whole file is code
	// via: the command that runs a whole file as its program, given
	// its path (python3, bash, cmake -P); "" for a source file of a
	// compiled language, judged as its interpreter's (sourceRunner).
	via string
}

// sourceRuns are the tools that run source files by name or kind.
var sourceRuns = []sourceRun{
	{"go generate", "*.go", "//go:generate ", ""},
	{"go test", "*_test.go", "", ""}, {"go vet", "*_test.go", "", ""},
	{"pytest", "conftest.py", "", "python3"},
	{"py.test", "conftest.py", "", "python3"},
	{"python -m pytest", "conftest.py", "", "python3"},
	{"python3 -m pytest", "conftest.py", "", "python3"},
	{"pytest", "test_*.py", "", "python3"}, {"pytest", "*_test.py", "", "python3"},
	{"py.test", "test_*.py", "", "python3"}, {"py.test", "*_test.py", "", "python3"},
	{"python -m pytest", "test_*.py", "", "python3"}, {"python -m pytest", "*_test.py", "", "python3"},
	{"python3 -m pytest", "test_*.py", "", "python3"}, {"python3 -m pytest", "*_test.py", "", "python3"},
	{"python -m unittest", "test*.py", "", "python3"}, {"python3 -m unittest", "test*.py", "", "python3"},
	{"pip install", "setup.py", "", "python3"},
	{"pip3 install", "setup.py", "", "python3"},
	{"pip wheel", "setup.py", "", "python3"}, {"pip3 wheel", "setup.py", "", "python3"},
	{"python -m pip install", "setup.py", "", "python3"},
	{"python3 -m pip install", "setup.py", "", "python3"},
	{"python -m build", "setup.py", "", "python3"}, {"python3 -m build", "setup.py", "", "python3"},
	{"uv pip install", "setup.py", "", "python3"}, {"uv build", "setup.py", "", "python3"},
	{"pipx install", "setup.py", "", "python3"}, {"pipx run", "setup.py", "", "python3"},
	{"cargo build", "build.rs", "", ""}, {"cargo b", "build.rs", "", ""}, {"cargo check", "build.rs", "", ""},
	{"cargo c", "build.rs", "", ""}, {"cargo clippy", "build.rs", "", ""}, {"cargo doc", "build.rs", "", ""},
	{"cargo bench", "build.rs", "", ""}, {"cargo install", "build.rs", "", ""},
	{"makepkg", "PKGBUILD", "", "bash"},
	{"bundle", "Gemfile", "", "ruby"}, {"bundler", "Gemfile", "", "ruby"},
	{"cmake", "CMakeLists.txt", "", "cmake -P"},
}

// writtenSourceRun judges the source files this input wrote that c, one
// of sourceRuns, runs.
func (a *analyzer) writtenSourceRun(c *Command) {
	if len(a.written) == 0 {
		return
	}
	a.writtenCompiledRun(c)
	a.ranArtifact(c, append(append([]string(nil), c.Wrappers...), c.Name))
	a.projectBuilt(c)
	words := append([]string{c.Name}, c.Values()...)
	for _, r := range sourceRuns {
		if !wordsStart(words, r.path) {
			continue
		}
		// The files of the working tree, or of a directory named
		// (pip install /tmp/pkg, pytest /tmp/t): the one it installs
		// or tests.
		var named []string
		for _, op := range c.Args {
			if p, ok := a.env.Path(op); ok && op.Literal && !strings.HasPrefix(op.Value, "-") {
				named = append(named, p)
			}
		}
		var files []string
		for p, text := range a.written {
			if ok, _ := path.Match(r.file, path.Base(p)); ok && text != unknownText && (a.inWork(p) || slices.Contains(named, path.Dir(p))) {
				files = append(files, p)
			}
		}
		slices.Sort(files) // the map's order is not the input's
		for _, p := range files {
			w := append(append([]string(nil), c.Wrappers...), r.path+" "+path.Base(p))
			if slices.Contains(c.Wrappers, w[len(w)-1]) {
				continue // the file's own code running the tool again (cmake -P CMakeLists.txt)
			}
			switch {
			case r.lines == "" && r.via == "":
				a.runSource(c, Word{Value: p, Literal: true}, w)
				continue
			case r.lines == "":
				a.code(c, Word{Value: r.via + " " + shquote.Single(p), Literal: true}, lexer.Posix, w)
				continue
			}
			for line := range strings.SplitSeq(a.written[p], "\n") {
				if cmd, ok := strings.CutPrefix(strings.TrimSpace(line), r.lines); ok {
					a.code(c, Word{Value: cmd, Literal: true}, c.Grammar, w)
				}
			}
		}
	}
}

// wordsStart reports whether a command's words (its name and the values
// of its arguments) begin with the words of path ("cargo build").
func wordsStart(words []string, path string) bool {
	head := strings.Fields(path)
	return len(words) >= len(head) && slices.Equal(words[:len(head)], head)
}
