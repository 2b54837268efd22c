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
// conftest.py and its test files (unittest too), pip install . and
// pipx install ./p run setup.py, cargo build compiles and runs
// build.rs, go test the package's _test.go files, makepkg sources
// PKGBUILD, bundle evaluates the Gemfile, cmake configures from
// CMakeLists.txt. Build files whose format is no script hold command
// lines the tool hands to the shell: a Bazel genrule's cmd, Meson's
// run_command, an RPM spec's %build, an MSBuild Exec (embeds, read by a
// reader per format: embedded.go); dpkg -i runs a package's postinst,
// pip install . an in-tree build backend. A file this input wrote is
// judged as the code it holds (a directive as the command line it is, a
// whole file as its interpreter's program, python3 setup.py); the
// project's own files, not written by the input, are its code. Which
// command runs which format is said on its spec entry (projectRuns),
// read as the tool reads its words (global options before the
// subcommand: pip -q install ., bazel --batch build); one reader per
// format (sourceFormats).

// projectFiles are formats of project files a command runs by their
// names, one bit each (moreChange.projectRuns), declared on the entry of
// the command or subcommand that runs them: sourceFormats reads each.
type projectFiles uint32

const (
	runsGoGenerate   projectFiles = 1 << iota // go generate: the //go:generate lines of *.go
	runsGoTests                               // go test, go vet: *_test.go, compiled and run
	runsPytest                                // pytest: conftest.py and the test modules it imports
	runsUnittest                              // python -m unittest: the test*.py discovery imports
	runsSetupPy                               // pip install ., python -m build: setup.py
	runsPyBackend                             // the same: pyproject.toml's in-tree build backend
	runsBuildRs                               // cargo build: build.rs, compiled and run
	runsPKGBUILD                              // makepkg: PKGBUILD, sourced by bash
	runsGemfile                               // bundle: the Gemfile, evaluated by Ruby
	runsCMakeLists                            // cmake: CMakeLists.txt, CMake's language
	runsBazel                                 // bazel build: BUILD files' genrules
	runsMeson                                 // meson setup: meson.build's commands
	runsRPMSpec                               // rpmbuild: a spec file's build sections
	runsDebScripts                            // dpkg -i: a package's maintainer scripts that install it
	runsMSBuild                               // msbuild, dotnet build: Exec tasks
	runsRPMInstall                            // rpm -i of a package built here: a spec file's install scriptlets
	runsWorkflows                             // act: GitHub Actions workflows' run steps
	runsDebUnpack                             // dpkg --unpack: the preinst alone
	runsDebConfigure                          // dpkg --configure: the postinst (and debconf's config)
	runsDebRemove                             // dpkg -r, -P, apt remove: the prerm and postrm
	runsRPMErase                              // rpm -e, dnf remove: a spec file's erase scriptlets
	runsRPMVerify                             // rpm -V: a spec file's %verifyscript
	runsEarthfile                             // earthly: an Earthfile's RUN commands
	runsNinja                                 // ninja: build.ninja's rule commands
	runsBuck                                  // buck2 build: BUCK files' genrules
	runsDune                                  // dune build, test: dune files' system and bash actions
	runsRebarHooks                            // rebar3 compile: rebar.config's hooks
	runsCargoMake                             // cargo make: Makefile.toml's task scripts
	runsTiltfile                              // tilt up, ci: the Tiltfile's local commands
	runsNixShellHook                          // nix-shell, nix develop: shell.nix's or flake.nix's shellHook
	runsNxCommands                            // nx run: project.json's run-commands
)

// A sourceFormat is how the project files of one format are read, whose
// bit is 1 << its index in sourceFormats.
type sourceFormat struct {
	file  string // the files' name patterns, space separated: "*.go", "BUILD BUILD.bazel"
	lines string // the prefix of a line that is a command line to run ("//go:generate "); "" when the whole file is code
	// via: the command that runs a whole file as its program, given
	// its path (python3, bash, cmake -P); "" for a source file of a
	// compiled language, judged as its interpreter's (sourceRunner).
	via string
	// embeds: the command lines a file of a format that is no script
	// holds, which the tool hands to the shell (a genrule's cmd, a
	// spec file's %build, an msbuild Exec's Command): embedded.go;
	// given the options of the command that runs them, read through
	// its entry (rpm -i --nopost runs no %post). With a via too, the
	// file is also that program; without, it is only those lines.
	embeds func(p, text string, opts parsed) []string
}

// sourceFormats are the readers of the formats of projectFiles, in the
// order of their bits.
var sourceFormats = [...]sourceFormat{
	{"*.go", "//go:generate ", "", nil},
	{"*_test.go", "", "", nil},
	{"conftest.py test_*.py *_test.py", "", "python3", nil},
	{"test*.py", "", "python3", nil},
	{"setup.py", "", "python3", nil},
	{"pyproject.toml", "", "", pyBackendCmds},
	{"build.rs", "", "", nil},
	{"PKGBUILD", "", "bash", nil},
	{"Gemfile", "", "ruby", nil},
	{"CMakeLists.txt", "", "cmake -P", nil},
	{bazelFiles, "", "", genruleCmds},
	{"meson.build", "", "", mesonCmds},
	{"*.spec", "", "", rpmSpecCmds},
	{debScripts, "", "sh", nil},
	{msbuildFiles, "", "", msbuildCmds},
	{"*.spec", "", "", rpmInstallCmds},
	{workflowFiles, "", "", workflowCmds},
	{"DEBIAN/preinst", "", "sh", nil},
	{"DEBIAN/postinst DEBIAN/config", "", "sh", nil},
	{"DEBIAN/prerm DEBIAN/postrm", "", "sh", nil},
	{"*.spec", "", "", rpmEraseCmds},
	{"*.spec", "", "", rpmVerifyCmds},
	{"Earthfile", "", "", earthfileCmds},
	{"build.ninja *.ninja", "", "", ninjaCmds},
	{"BUCK BUCK.v2 TARGETS", "", "", genruleCmds},
	{"dune", "", "", duneCmds},
	{"rebar.config", "", "", rebarHookCmds},
	{"Makefile.toml", "", "", cargoMakeCmds},
	{"Tiltfile", "", "", tiltCmds},
	{"shell.nix default.nix flake.nix", "", "", nixShellHookCmds},
	{"project.json", "", "", nxCmds},
}

// The build files sourceFormats read: Bazel's BUILD files and Starlark
// extensions, a Debian package's maintainer scripts dpkg runs as it
// installs it (preinst, postinst, and debconf's config, in the DEBIAN
// directory dpkg-deb builds the package from; as it unpacks it alone,
// the preinst, as it configures it, the postinst and config, as it
// removes it, the prerm and postrm), MSBuild's projects and
// the files they import (Directory.Build.props and .targets among
// them), the GitHub Actions workflows act runs on this machine (its -W
// defaults to .github/workflows) and the composite actions of the
// repository they use.
const (
	bazelFiles    = "BUILD BUILD.bazel *.bzl"
	debScripts    = "DEBIAN/preinst DEBIAN/postinst DEBIAN/config"
	workflowFiles = ".github/workflows/*.yml .github/workflows/*.yaml .github/actions/*/action.yml .github/actions/*/action.yaml"
	msbuildFiles  = "*.proj *.csproj *.vbproj *.fsproj *.vcxproj *.targets *.props"
)

// A formatRun is the entry of a command that runs the project's files of
// one format (spec.projectRuns) and the command's options read through
// it.
type formatRun struct {
	s    *spec
	opts parsed
}

// projectRunsOf returns, by the index of each format in sourceFormats,
// the first of c's entries (its name's and its subcommands') that runs
// the project's files of that format (spec.projectRuns) as c is given
// (runsGiven), a nil spec where none does.
func projectRunsOf(c *Command) (runs [len(sourceFormats)]formatRun) {
	eachEntry(c.Name, func(s *spec, subs string) {
		r := s.extra().projectRuns
		if r == 0 {
			return
		}
		words, ok := matchSubs(s, c.Args, subs)
		if !ok {
			return
		}
		p, ok := runsGiven(s, c.Args, words)
		if !ok {
			return
		}
		for i := range runs {
			if r&(1<<i) != 0 && runs[i].s == nil {
				runs[i] = formatRun{s, p}
			}
		}
	})
	return runs
}

// runsGiven reads args, a command's words, through s, an entry that
// runs project files (words are those after its path), and reports
// whether it runs them so given: one of s.need is given (the mode that
// runs them: rpm -i, dpkg -r), and none of s.unless (another mode, a
// dry run, a listing, help: rpm -qp, rpm -i --test, apt -s install,
// act -l). Options before the subcommand words count too (apt -s
// install, dnf --assumeno install).
func runsGiven(s *spec, args, words []Word) (parsed, bool) {
	if s.need == "" && s.unless == "" && s.value == "" && s.long == "" && s.extra().projectOpts == "" && s.extra().projectDir == "" {
		return parsed{}, true // every use of it runs them (go test, makepkg)
	}
	p := parseArgs(s, words)
	if n := len(args) - len(words); n > 0 {
		p.opts = append(parseArgs(s, args[:n]).opts, p.opts...)
	}
	if len(s.need) > 0 && !p.needGiven(s) {
		return p, false
	}
	if unless := s.flags(s.unless); len(unless) > 0 && p.givenOn(s, args, unless) {
		return p, false
	}
	return p, true
}

// writtenSourceRun judges the source files this input wrote that c
// runs (projectRunsOf).
func (a *analyzer) writtenSourceRun(c *Command) {
	if len(a.written) == 0 {
		return
	}
	a.writtenCompiledRun(c)
	a.ranArtifact(c, append(append([]string(nil), c.Wrappers...), c.Name))
	a.projectBuilt(c)
	runs := projectRunsOf(c)
	if !slices.ContainsFunc(runs[:], func(r formatRun) bool { return r.s != nil }) {
		return
	}
	// The files of the working tree (the project's, or the directory
	// the input moved to: cd /tmp/g && go generate), or of a directory
	// named (pip install /tmp/pkg, pytest /tmp/t): the one it installs
	// or tests.
	var named []string
	for _, op := range c.Args {
		if p, ok := a.env.Path(op); ok && op.Literal && !strings.HasPrefix(op.Value, "-") {
			named = append(named, p)
		}
	}
	built := a.packagedTrees()
	for i, r := range sourceFormats {
		run := runs[i]
		if run.s == nil {
			continue
		}
		// The directory it works in (act -C DIR), whose files of the
		// format it runs, and the files it is told to run whatever
		// their names, or the directories holding them (act -W F).
		dirs := a.optionPaths(c, run.opts, run.s.extra().projectDir, nil)
		given := a.optionPaths(c, run.opts, run.s.extra().projectOpts, dirs)
		var files []string
		for p := range a.written {
			inScope := a.inWork(p) || c.Dir != "" && c.Dir != "/" && fsUnder(p, c.Dir) || slices.Contains(named, path.Dir(p)) || slices.Contains(named, p) ||
				slices.ContainsFunc(built, func(t string) bool { return fsUnder(p, t) }) ||
				slices.ContainsFunc(dirs, func(d string) bool { return fsUnder(p, d) })
			if sourceNamed(r.file, p) && inScope || slices.ContainsFunc(given, func(g string) bool { return fsUnder(p, g) }) {
				files = append(files, p)
			}
		}
		slices.Sort(files) // the map's order is not the input's
		for _, p := range files {
			w := append(append([]string(nil), c.Wrappers...), run.s.path+" "+path.Base(p))
			if slices.Contains(c.Wrappers, w[len(w)-1]) {
				continue // the file's own code running the tool again (cmake -P CMakeLists.txt)
			}
			if a.written[p] == unknownText {
				// Written with text only known at run time: run by its
				// path, which the rules on downloads follow (a file
				// downloaded, or a download copied there, is code from
				// the network: downloadedRunInput). Edited in place (sed
				// -i of a version), it is still the project's code.
				a.add(&Command{Grammar: c.Grammar, Text: p, Wrappers: w, Dynamic: true, Word0: Word{Value: p, Literal: true}})
				continue
			}
			if r.embeds != nil {
				a.embedded(c, r.embeds(p, a.written[p], run.opts), w)
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

// optionPaths returns the paths the literal values of the options names
// give in opts, c's options, a relative one also from each of dirs (act
// -C DIR -W F reads DIR/F); a name without a dash is a variable of c's
// environment (BUNDLE_GEMFILE).
func (a *analyzer) optionPaths(c *Command, opts parsed, names wordList, dirs []string) []string {
	if names == "" {
		return nil
	}
	var out []string
	values := opts.valueWords(names)
	for n := range names.all() {
		if v, ok := a.settingsVar(c, n); ok && n[0] != '-' {
			values = append(values, Word{Value: v, Literal: true})
		}
	}
	for _, v := range values {
		if p, ok := a.env.Path(v); ok && v.Literal {
			out = append(out, p)
		}
		if v.Literal && v.Value != "" && !path.IsAbs(v.Value) && !strings.HasPrefix(v.Value, "~") {
			for _, d := range dirs {
				out = append(out, path.Join(d, v.Value))
			}
		}
	}
	return out
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
// separated patterns of a sourceFormat's file ("BUILD BUILD.bazel"); a
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
