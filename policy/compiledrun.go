package policy

import (
	"path"
	"slices"
	"strings"
)

// Programs in compiled languages that this input writes and then runs:
// go run m.go, java X.java (a single source file launched), cargo run
// and dotnet run of the sources the input wrote into the project, deno
// run x.ts, tcc -run x.c; or builds and runs later (rustc x.rs && ./x,
// gcc -o t t.c && ./t, go build -o t m.go && ./t), or builds as the
// project's program and runs by a path in the project or a launcher
// (cargo build && ./target/debug/app, make && ./app, javac X.java &&
// java X: projectBuilt). The text written is
// judged as the program of its language's interpreter reading it on
// standard input (sourceRunner: yaegi for Go, evcxr for Rust, jshell for
// Java, csi for C#, cling for C and C++, deno and node for TypeScript
// and JavaScript), as python3 job.py is judged after cat > job.py
// (writtenProgram): the rules that read an interpreter's code read it.
// A file written with text only known at run time is code only known
// then (followFile). The project's own sources, not written by the
// input, are its code.

// sourceRunner returns the interpreter whose code rules read the source
// file p as, by its extension, or "".
func sourceRunner(p string) string {
	switch strings.ToLower(path.Ext(p)) {
	case ".go":
		return "yaegi"
	case ".rs":
		return "evcxr"
	case ".java":
		return "jshell"
	case ".kt", ".kts":
		return "kotlinc"
	case ".cs", ".csx":
		return "csi"
	case ".c", ".cc", ".cpp", ".cxx", ".c++", ".h", ".hpp":
		return "cling"
	case ".ts", ".mts", ".cts", ".tsx":
		return "deno"
	case ".js", ".mjs", ".cjs", ".jsx":
		return "node"
	case ".swift":
		return "swift"
	case ".dart":
		return "dart"
	case ".zig":
		return "zig run"
	case ".nim":
		return "nim r"
	case ".v":
		return "v run"
	case ".cr":
		return "crystal run"
	}
	return ""
}

// compiling is how a tool builds programs from the source files of a
// compiled language (moreChange.compiles), declared on an entry of the
// tool's name in roleSpecs.
type compiling struct {
	// ext is the sources' extension (".rs"); "" for those of any
	// language sourceRunner knows (make, cmake, ninja).
	ext string
	// builds are its subcommands that build the project's program from
	// the sources under its directory, into a place run later by its
	// path (cargo build && ./target/debug/app) or by a launcher (dotnet
	// build && dotnet bin/Debug/net8.0/x.dll): projectBuilt. Where the
	// program lands (target/, bin/, build/, a makefile's choice) is the
	// project's own: any program run by a path in the project after it
	// is taken to be that program, the worst reading. buildsAlone: the
	// command builds so with no subcommand (javac, make, gradle).
	builds      wordList
	buildsAlone bool
	// runs are its subcommands that build source files and run the
	// program (go run m.go, cargo run): writtenCompiledRun. runsAlone:
	// the command does so with no subcommand (java X.java, tcc -run
	// x.c).
	runs      wordList
	runsAlone bool
	// project: the option whose value names the project elsewhere, its
	// directory or a file in it (cargo run --manifest-path
	// /tmp/p/Cargo.toml, dotnet run --project /tmp/d); with it, what it
	// runs is built from every file of ext the input wrote under the
	// project's directory (a tree), else from the operands that are such
	// files, or the directory an operand names (go run .).
	project string
	// runOpt: it runs what it builds only given this option, its other
	// options a compiler's (tcc -run; compilerSpec).
	runOpt string
	// launches: it launches a built program by a name that is no source
	// file (java X, java -jar target/x.jar, dotnet x.dll, kotlin XKt):
	// ranArtifact.
	launches bool
}

// compilingOf returns how the command name, followed by the words of
// its arguments' values, builds programs (spec.compiles) and the
// subcommand it does so by ("" the name alone): build is the verb
// asked of, true for building the project, false for building and
// running. nil when it does neither.
func compilingOf(name string, values []string, build bool) (*compiling, string) {
	var found *compiling
	sub := ""
	eachExactEntry(name, func(s *spec, subs string) {
		cm := s.extra().compiles
		if found != nil || subs != "" || cm == nil {
			return
		}
		alone, verbs := cm.runsAlone, cm.runs
		if build {
			alone, verbs = cm.buildsAlone, cm.builds
		}
		for v := range verbs.all() {
			if len(values) > 0 && values[0] == v {
				found, sub = cm, v
				return
			}
		}
		if alone {
			found = cm
		}
	})
	return found, sub
}

// projectBuilt notes the sources this input wrote into the project that
// c, a tool that builds the project's program (compiling.builds),
// builds: a program run after it by a path in the project, or by an
// artifact runner, is judged by them (ranBuilt).
func (a *analyzer) projectBuilt(c *Command) {
	if b, _ := compilingOf(path.Base(c.Name), c.Values(), true); b != nil {
		root := a.env.Cwd
		if c.Dir != "" {
			root = c.Dir
		}
		var srcs []string
		for p := range a.written {
			if fsUnder(p, root) && (b.ext == "" && sourceRunner(p) != "" || b.ext != "" && strings.EqualFold(path.Ext(p), b.ext)) {
				srcs = append(srcs, p)
			}
		}
		if len(srcs) == 0 {
			return // the project's own sources: its own build
		}
		slices.Sort(srcs) // the map's order is not the input's
		if a.built == nil {
			a.built = map[string][]string{}
		}
		a.built[root+"/"] = srcs
	}
}

// writtenCompiledRun judges the source files this input wrote that c,
// a tool that builds and runs them (compiling.runs), builds and runs.
func (a *analyzer) writtenCompiledRun(c *Command) {
	r, sub := compilingOf(c.Name, c.Values(), false)
	if r == nil {
		return
	}
	if r.runOpt != "" && !hasArg(c.Args, r.runOpt) {
		return // tcc without -run only builds (builtProgram)
	}
	how := strings.TrimSuffix(c.Name+" "+sub, " ")
	w := append(append([]string(nil), c.Wrappers...), how)
	if r.project != "" {
		root := a.env.Cwd
		if c.Dir != "" {
			root = c.Dir
		}
		in := func(p string) bool { return fsUnder(p, root) }
		if v, ok := projectValue(c.Args, r.project); ok {
			if strings.HasPrefix(v.Value, "/") {
				root = "/"
			}
			switch {
			case !v.Literal:
				in = func(string) bool { return true } // a project only named at run time: any the input wrote
			case path.Ext(v.Value) != "":
				root = path.Dir(path.Join(root, v.Value)) // Cargo.toml, app.csproj: its directory
			default:
				root = path.Join(root, v.Value)
			}
		}
		for _, p := range a.writtenSources(r.ext, in) {
			a.runSource(c, Word{Value: p, Literal: true}, w)
		}
		return
	}
	s, rest := lookupSpec(c)
	if r.runOpt != "" {
		s, rest = &compilerSpec, c.Args
	}
	if s == nil {
		return
	}
	p := parseArgs(s, rest)
	for _, op := range append(p.operands, p.rest...) { // a launcher's (go run's, java's) program is its rest
		f, ok := a.env.Path(op)
		if !ok || !op.Literal {
			continue
		}
		if sourceRunner(f) != "" {
			a.runSource(c, op, w)
			continue
		}
		if !s.extra().goPackage || op.Value != "." && !strings.HasPrefix(op.Value, "./") && !strings.HasPrefix(op.Value, "/") {
			break // the program's own arguments, or a package by its import path
		}
		// go run . and go run ./cmd/x: the package of the directory.
		for _, src := range a.writtenSources(r.ext, func(src string) bool { return path.Dir(src) == f && !strings.HasSuffix(src, "_test.go") }) {
			a.runSource(c, Word{Value: src, Literal: true}, w)
		}
		break
	}
}

// projectValue returns the value of the option name among args before
// any --: --name V or --name=V.
func projectValue(args []Word, name string) (Word, bool) {
	for i, w := range args {
		switch {
		case w.Value == "--":
			return Word{}, false
		case w.Value == name && i+1 < len(args):
			return args[i+1], true
		case strings.HasPrefix(w.Value, name+"="):
			w.Value = w.Value[len(name)+1:]
			return w, true
		}
	}
	return Word{}, false
}

// writtenSources returns the files of extension ext the input wrote that
// in accepts, in order.
func (a *analyzer) writtenSources(ext string, in func(string) bool) []string {
	var files []string
	for p := range a.written {
		if strings.EqualFold(path.Ext(p), ext) && in(p) {
			files = append(files, p)
		}
	}
	slices.Sort(files) // the map's order is not the input's
	return files
}

// runSource judges the source file f that c builds and runs when this
// input wrote it: as its language's interpreter's program (sourceRunner).
func (a *analyzer) runSource(c *Command, f Word, w []string) {
	p, ok := a.env.Path(f)
	if !ok || sourceRunner(p) == "" {
		return
	}
	if _, found := a.writtenText(p); !found && !a.inWrittenTree(p) {
		return // the project's own source
	}
	a.followWhole(f, c.Grammar, w, func(text string) { a.sourceProgram(c, p, text, w) })
}

// sourceProgram adds the program text of the source file p, built and
// run by c, as its language's interpreter reading it (sourceRunner),
// and follows the commands its code runs.
func (a *analyzer) sourceProgram(c *Command, p, text string, w []string) {
	runner := sourceRunner(p)
	inner := &Command{Grammar: c.Grammar, Text: c.Text, Stdin: &text, Wrappers: append(w[:len(w):len(w)], path.Base(p))}
	var name []Word
	for _, f := range strings.Fields(runner) {
		name = append(name, Word{Value: f, Literal: true}) // zig run
	}
	inner.setName(name)
	a.add(inner)
	a.interpreterCodeIn(c.Grammar, text, runner+" "+path.Base(p), w)
}

// builtProgram notes the program c, a compiler, builds from source
// files this input wrote (gcc -o t t.c, rustc x.rs, go build -o t
// m.go): run later by its path, its sources are judged as run then
// (ranBuilt).
func (a *analyzer) builtProgram(c *Command) {
	if len(a.written) == 0 {
		return
	}
	p := parseArgs(&compilerSpec, c.Args)
	var srcs []string
	for _, op := range p.operands {
		if q, ok := a.env.Path(op); ok && op.Literal && sourceRunner(q) != "" {
			if _, found := a.writtenText(q); found {
				srcs = append(srcs, q)
			}
		}
	}
	if len(srcs) == 0 {
		return
	}
	out := Word{Value: "a.out", Literal: true}
	switch {
	case c.Name == "rustc" || c.Name == "go":
		// rustc x.rs and go build m.go name the program for the first
		// source file.
		out.Value = strings.TrimSuffix(path.Base(srcs[0]), path.Ext(srcs[0]))
	}
	if v, ok := p.valueWord("-o"); ok {
		out = v
	}
	q, ok := a.env.Path(out)
	if !ok || !out.Literal {
		return
	}
	if a.built == nil {
		a.built = map[string][]string{}
	}
	a.built[q] = srcs
}

// ranBuilt judges the program c runs by its path when this input built
// it from sources it wrote (builtProgram), and reports whether it did.
func (a *analyzer) ranBuilt(c *Command, w []string) bool {
	p, ok := a.env.Path(c.Word0)
	if !ok || !c.Word0.Literal {
		return false
	}
	srcs, ok := a.built[p]
	if !ok {
		srcs, ok = a.treeBuilt(p)
	}
	if !ok {
		return false
	}
	for _, s := range srcs {
		a.runSource(c, Word{Value: s, Literal: true}, w)
	}
	return true
}

// treeBuilt returns the sources of the project build (projectBuilt) whose
// directory holds p, a program this input did not write.
func (a *analyzer) treeBuilt(p string) ([]string, bool) {
	if _, written := a.written[p]; written {
		return nil, false
	}
	for dir, srcs := range a.built {
		if root, ok := strings.CutSuffix(dir, "/"); ok && fsUnder(p, root) {
			return srcs, true
		}
	}
	return nil, false
}

// ranArtifact judges the built program c, an artifact runner (java X,
// dotnet x.dll), runs when this input built it from sources it wrote
// (projectBuilt).
func (a *analyzer) ranArtifact(c *Command, w []string) {
	eachExactEntry(c.Name, func(s *spec, subs string) {
		r := s.extra().compiles
		if subs != "" || r == nil || !r.launches {
			return
		}
		for dir, srcs := range a.built {
			if !strings.HasSuffix(dir, "/") {
				continue
			}
			for _, src := range srcs {
				if strings.EqualFold(path.Ext(src), r.ext) {
					a.runSource(c, Word{Value: src, Literal: true}, w)
				}
			}
		}
	})
}
