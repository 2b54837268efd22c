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
// configures from CMakeLists.txt. Build files whose format is no script
// hold command lines the tool hands to the shell: a Bazel genrule's cmd,
// Meson's run_command, an RPM spec's %build, an MSBuild Exec (embeds,
// read by a reader per format: embedded.go); dpkg -i runs a package's
// postinst, pip install . an in-tree build backend. A file this input
// wrote is judged as the code it holds (a directive as the command line
// it is, a whole file as its interpreter's program, python3 setup.py);
// the project's own files, not written by the input, are its code.

// A sourceRun is a tool's command that runs project source files.
type sourceRun struct {
	path  string // the command and subcommand words: "go generate"
	file  string // the files' name patterns, space separated: "*.go", "BUILD BUILD.bazel"
	lines string // the prefix of a line that is a command line to run ("//go:generate "); "" when the whole file is code
	// via: the command that runs a whole file as its program, given
	// its path (python3, bash, cmake -P); "" for a source file of a
	// compiled language, judged as its interpreter's (sourceRunner).
	via string
	// embeds: the command lines a file of a format that is no script
	// holds, which the tool hands to the shell (a genrule's cmd, a
	// spec file's %build, an msbuild Exec's Command): embedded.go. With
	// a via too, the file is also that program; without, it is only
	// those lines.
	embeds func(p, text string) []string
	// unless: the words that make the tool only list, print or check
	// what it would run (act -l, act -n).
	unless wordList
}

// sourceRuns are the tools that run source files by name or kind.
var sourceRuns = []sourceRun{
	{"go generate", "*.go", "//go:generate ", "", nil, ""},
	{"go test", "*_test.go", "", "", nil, ""}, {"go vet", "*_test.go", "", "", nil, ""},
	{"pytest", "conftest.py", "", "python3", nil, ""},
	{"py.test", "conftest.py", "", "python3", nil, ""},
	{"python -m pytest", "conftest.py", "", "python3", nil, ""},
	{"python3 -m pytest", "conftest.py", "", "python3", nil, ""},
	{"pytest", "test_*.py", "", "python3", nil, ""}, {"pytest", "*_test.py", "", "python3", nil, ""},
	{"py.test", "test_*.py", "", "python3", nil, ""}, {"py.test", "*_test.py", "", "python3", nil, ""},
	{"python -m pytest", "test_*.py", "", "python3", nil, ""}, {"python -m pytest", "*_test.py", "", "python3", nil, ""},
	{"python3 -m pytest", "test_*.py", "", "python3", nil, ""}, {"python3 -m pytest", "*_test.py", "", "python3", nil, ""},
	{"python -m unittest", "test*.py", "", "python3", nil, ""}, {"python3 -m unittest", "test*.py", "", "python3", nil, ""},
	{"pip install", "setup.py", "", "python3", nil, ""},
	{"pip3 install", "setup.py", "", "python3", nil, ""},
	{"pip wheel", "setup.py", "", "python3", nil, ""}, {"pip3 wheel", "setup.py", "", "python3", nil, ""},
	{"python -m pip install", "setup.py", "", "python3", nil, ""},
	{"python3 -m pip install", "setup.py", "", "python3", nil, ""},
	{"python -m build", "setup.py", "", "python3", nil, ""}, {"python3 -m build", "setup.py", "", "python3", nil, ""},
	{"uv pip install", "setup.py", "", "python3", nil, ""}, {"uv build", "setup.py", "", "python3", nil, ""},
	{"pipx install", "setup.py", "", "python3", nil, ""}, {"pipx run", "setup.py", "", "python3", nil, ""},
	{"cargo build", "build.rs", "", "", nil, ""}, {"cargo b", "build.rs", "", "", nil, ""}, {"cargo check", "build.rs", "", "", nil, ""},
	{"cargo c", "build.rs", "", "", nil, ""}, {"cargo clippy", "build.rs", "", "", nil, ""}, {"cargo doc", "build.rs", "", "", nil, ""},
	{"cargo bench", "build.rs", "", "", nil, ""}, {"cargo install", "build.rs", "", "", nil, ""},
	{"makepkg", "PKGBUILD", "", "bash", nil, ""},
	{"bundle", "Gemfile", "", "ruby", nil, ""}, {"bundler", "Gemfile", "", "ruby", nil, ""},
	{"cmake", "CMakeLists.txt", "", "cmake -P", nil, ""},
	{"pip install", "pyproject.toml", "", "", pyBackendCmds, ""}, {"pip3 install", "pyproject.toml", "", "", pyBackendCmds, ""},
	{"pip wheel", "pyproject.toml", "", "", pyBackendCmds, ""}, {"pip3 wheel", "pyproject.toml", "", "", pyBackendCmds, ""},
	{"python -m pip install", "pyproject.toml", "", "", pyBackendCmds, ""}, {"python3 -m pip install", "pyproject.toml", "", "", pyBackendCmds, ""},
	{"python -m build", "pyproject.toml", "", "", pyBackendCmds, ""}, {"python3 -m build", "pyproject.toml", "", "", pyBackendCmds, ""},
	{"uv pip install", "pyproject.toml", "", "", pyBackendCmds, ""}, {"uv build", "pyproject.toml", "", "", pyBackendCmds, ""},
	{"pipx install", "pyproject.toml", "", "", pyBackendCmds, ""},
	{"bazel build", bazelFiles, "", "", genruleCmds, ""}, {"bazel run", bazelFiles, "", "", genruleCmds, ""},
	{"bazel test", bazelFiles, "", "", genruleCmds, ""}, {"bazel coverage", bazelFiles, "", "", genruleCmds, ""},
	{"bazelisk build", bazelFiles, "", "", genruleCmds, ""}, {"bazelisk run", bazelFiles, "", "", genruleCmds, ""},
	{"bazelisk test", bazelFiles, "", "", genruleCmds, ""}, {"bazelisk coverage", bazelFiles, "", "", genruleCmds, ""},
	{"meson setup", "meson.build", "", "", mesonCmds, ""}, {"meson compile", "meson.build", "", "", mesonCmds, ""},
	{"meson test", "meson.build", "", "", mesonCmds, ""}, {"meson install", "meson.build", "", "", mesonCmds, ""},
	{"meson dist", "meson.build", "", "", mesonCmds, ""},
	{"rpmbuild", "*.spec", "", "", rpmSpecCmds, ""},
	{"rpm -i", "*.spec", "", "", rpmInstallCmds, ""}, {"rpm -ivh", "*.spec", "", "", rpmInstallCmds, ""}, {"rpm -ihv", "*.spec", "", "", rpmInstallCmds, ""},
	{"rpm -U", "*.spec", "", "", rpmInstallCmds, ""}, {"rpm -Uvh", "*.spec", "", "", rpmInstallCmds, ""}, {"rpm -Uhv", "*.spec", "", "", rpmInstallCmds, ""},
	{"rpm --install", "*.spec", "", "", rpmInstallCmds, ""}, {"rpm --upgrade", "*.spec", "", "", rpmInstallCmds, ""},
	{"dnf install", "*.spec", "", "", rpmInstallCmds, ""}, {"yum install", "*.spec", "", "", rpmInstallCmds, ""},
	{"yum localinstall", "*.spec", "", "", rpmInstallCmds, ""}, {"zypper install", "*.spec", "", "", rpmInstallCmds, ""},
	{"dpkg -i", debScripts, "", "sh", nil, ""}, {"dpkg --install", debScripts, "", "sh", nil, ""},
	{"apt install", debScripts, "", "sh", nil, ""}, {"apt-get install", debScripts, "", "sh", nil, ""},
	{"apt reinstall", debScripts, "", "sh", nil, ""}, {"gdebi", debScripts, "", "sh", nil, ""},
	{"dotnet build", msbuildFiles, "", "", msbuildCmds, ""}, {"dotnet msbuild", msbuildFiles, "", "", msbuildCmds, ""},
	{"dotnet run", msbuildFiles, "", "", msbuildCmds, ""}, {"dotnet test", msbuildFiles, "", "", msbuildCmds, ""},
	{"dotnet pack", msbuildFiles, "", "", msbuildCmds, ""}, {"dotnet publish", msbuildFiles, "", "", msbuildCmds, ""},
	{"msbuild", msbuildFiles, "", "", msbuildCmds, ""}, {"xbuild", msbuildFiles, "", "", msbuildCmds, ""},
	{"act", workflowFiles, "", "", workflowCmds, actOnly}, {"gh act", workflowFiles, "", "", workflowCmds, actOnly},
}

// The build files sourceRuns' entries share: Bazel's BUILD files and
// Starlark extensions, a Debian package's maintainer scripts dpkg runs
// as it installs (preinst, postinst, and debconf's config, in the
// DEBIAN directory dpkg-deb builds the package from), MSBuild's
// projects and the files they import (Directory.Build.props and
// .targets among them), the GitHub Actions workflows act runs on this
// machine (its -W defaults to .github/workflows) and the composite
// actions of the repository they use.
const (
	bazelFiles    = "BUILD BUILD.bazel *.bzl"
	debScripts    = "DEBIAN/preinst DEBIAN/postinst DEBIAN/config"
	workflowFiles = ".github/workflows/*.yml .github/workflows/*.yaml .github/actions/*/action.yml .github/actions/*/action.yaml"
	msbuildFiles  = "*.proj *.csproj *.vbproj *.fsproj *.vcxproj *.targets *.props"
)

// actOnly are act's options that only list, graph or dry-run the
// workflows (act --help: -l, -g, -n), or print act's own version.
const actOnly wordList = "--dryrun --graph --help --list --version -g -h -l -n"

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
		if !wordsStart(words, r.path) || slices.ContainsFunc(c.Args, func(w Word) bool { return r.unless.has(w.Value) }) {
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
		built := a.packagedTrees()
		var files []string
		for p, text := range a.written {
			if sourceNamed(r.file, p) && text != unknownText && (a.inWork(p) || slices.Contains(named, path.Dir(p)) || slices.Contains(named, p) ||
				slices.ContainsFunc(built, func(t string) bool { return fsUnder(p, t) })) {
				files = append(files, p)
			}
		}
		slices.Sort(files) // the map's order is not the input's
		for _, p := range files {
			w := append(append([]string(nil), c.Wrappers...), r.path+" "+path.Base(p))
			if slices.Contains(c.Wrappers, w[len(w)-1]) {
				continue // the file's own code running the tool again (cmake -P CMakeLists.txt)
			}
			if r.embeds != nil {
				a.embedded(c, r.embeds(p, a.written[p]), w)
			}
			switch {
			case r.embeds != nil && r.via == "":
				continue
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

// packagedTrees returns what the input's package builders made a
// package of: the directory dpkg-deb -b (dpkg -b, --build) packs, with
// its DEBIAN scripts, and the spec file rpmbuild builds. The package
// installed after is read as built from them, wherever they are.
func (a *analyzer) packagedTrees() []string {
	var out []string
	for _, x := range a.in.Commands {
		name := lowerNameNoExe(x)
		if name != "dpkg-deb" && name != "dpkg" && name != "rpmbuild" {
			continue
		}
		for i, op := range x.Args {
			if name != "rpmbuild" && (op.Value == "-b" || op.Value == "--build") && i+1 < len(x.Args) {
				if p, ok := a.env.Path(x.Args[i+1]); ok && x.Args[i+1].Literal {
					out = append(out, p)
				}
			}
			if name == "rpmbuild" && op.Literal && strings.HasSuffix(op.Value, ".spec") {
				if p, ok := a.env.Path(op); ok {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// embedded judges the command lines a build file c reads holds (its
// embeds), which the tool hands to the shell: sh, and cmd.exe on
// Windows.
func (a *analyzer) embedded(c *Command, lines []string, w []string) {
	for _, line := range lines {
		a.code(c, Word{Value: line, Literal: true}, lexer.Posix, w)
		if isWin(c.Grammar) {
			a.cmd(line, w)
		}
	}
}

// sourceNamed reports whether the file p has a name of the space
// separated patterns of a sourceRun's file ("BUILD BUILD.bazel"); a
// pattern with a / matches as many of its last elements
// (DEBIAN/postinst).
func sourceNamed(patterns, p string) bool {
	p = strings.ReplaceAll(p, `\`, "/") // sub\x.proj, as PowerShell and cmd write it
	for pat := range strings.FieldsSeq(patterns) {
		elems := strings.Split(p, "/")
		tail := strings.Join(elems[max(len(elems)-strings.Count(pat, "/")-1, 0):], "/")
		if ok, _ := path.Match(pat, tail); ok {
			return true
		}
	}
	return false
}

// wordsStart reports whether a command's words (its name and the values
// of its arguments) begin with the words of path ("cargo build").
func wordsStart(words []string, path string) bool {
	head := strings.Fields(path)
	return len(words) >= len(head) && slices.Equal(words[:len(head)], head)
}
