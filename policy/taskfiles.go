package policy

// A programTask is what a task runner whose build file is a program runs:
// the files it reads from the working directory, its options (opts: those
// that take a value, and in fileOpts those that name another build file),
// and the interpreter (with its code option) that runs the same code.
type programTask struct {
	files  []string
	opts   *spec // a pointer: a spec variable named here (invokeOpts) would be copied by code at start-up
	interp string
	flag   string
}

// programTaskFiles are the task runners whose build file is code in an
// interpreter's language: rake's Rakefile is Ruby, gulp's, grunt's and
// jake's files JavaScript, invoke's tasks.py, nox's noxfile.py, fab's
// fabfile.py and doit's dodo.py Python, Gradle's build scripts Groovy
// (or Kotlin). Make's, just's and Task's files
// are shell code (launchtext.go).
var programTaskFiles = indexed[programTask]{table: table[programTask]{
	{"rake", programTask{[]string{"Rakefile", "rakefile", "Rakefile.rb", "rakefile.rb"}, &spec{value: "CeEfIprR", long: []string{"--directory", "--execute", "--execute-continue", "--rakefile", "--libdir", "--execute-print", "--require", "--rakelibdir", "--suppress-backtrace"}, more: &specMore{fileOpts: []string{"-f", "--rakefile"}}}, "ruby", "-e"}},
	{"gulp", programTask{[]string{"gulpfile.js", "gulpfile.cjs", "gulpfile.mjs", "Gulpfile.js"}, &spec{value: "f", long: []string{"--gulpfile", "--cwd", "--require", "--preload", "--tasks-depth", "--depth"}, more: &specMore{fileOpts: []string{"-f", "--gulpfile"}}}, "node", "-e"}},
	{"grunt", programTask{[]string{"Gruntfile.js", "gruntfile.js", "Gruntfile.cjs"}, &spec{value: "b", long: []string{"--gruntfile", "--base", "--tasks", "--npm"}, more: &specMore{fileOpts: []string{"--gruntfile"}}}, "node", "-e"}},
	{"jake", programTask{[]string{"Jakefile", "jakefile", "Jakefile.js", "jakefile.js"}, &spec{value: "fCJ", long: []string{"--jakefile", "--directory", "--jakelibdir"}, more: &specMore{fileOpts: []string{"-f", "--jakefile"}}}, "node", "-e"}},
	{"invoke", programTask{[]string{"tasks.py"}, &invokeOpts, "python3", "-c"}},
	{"inv", programTask{[]string{"tasks.py"}, &invokeOpts, "python3", "-c"}},
	{"nox", programTask{[]string{"noxfile.py"}, &spec{value: "fsepkt", long: []string{"--noxfile", "--sessions", "--session", "--python", "--keywords", "--tags", "--envdir", "--extra-pythons", "--default-venv-backend", "--force-venv-backend", "--report"}, more: &specMore{fileOpts: []string{"-f", "--noxfile"}}}, "python3", "-c"}},
	{"fab", programTask{[]string{"fabfile.py"}, &spec{value: "fHRuixzStTcgDFr", long: []string{"--fabfile", "--hosts", "--roles", "--user", "--identity", "--config", "--collection", "--search-root", "--list-depth", "--list-format", "--ssh-config", "--connect-timeout", "--command-timeout", "--gateway"}, more: &specMore{fileOpts: []string{"-f", "--fabfile"}}}, "python3", "-c"}},
	{"doit", programTask{[]string{"dodo.py"}, &spec{value: "fdvnP", long: []string{"--file", "--dir", "--db-file", "--backend", "--dep-file", "--verbosity", "--process", "--parallel-type", "--reporter", "--output-file"}, more: &specMore{fileOpts: []string{"-f", "--file"}}}, "python3", "-c"}},
	{"gradle", programTask{gradleFiles, &spec{value: gradleValue, long: gradleLong, more: &specMore{fileOpts: []string{"-b", "--build-file"}}}, "groovy", "-e"}},
	{"gradlew", programTask{gradleFiles, &spec{value: gradleValue, long: gradleLong, more: &specMore{fileOpts: []string{"-b", "--build-file"}}}, "groovy", "-e"}},
}}

// invokeOpts are pyinvoke's options: -f names its configuration file.
var invokeOpts = spec{value: "fcrDFT", long: []string{"--config", "--collection", "--search-root", "--list-depth", "--list-format", "--command-timeout", "--prefix"}, more: &specMore{fileOpts: []string{"-f", "--config"}}}

// gradleFiles are the build scripts Gradle reads, Groovy or Kotlin: read
// as Groovy, whose deletes and home directory Kotlin's DSL spells alike.
var gradleFiles = []string{"build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"}

// taskFileRun judges the build file a task runner c reads, when this
// input wrote it, as its interpreter's code (writtenProgram): rake after
// cat > Rakefile runs that Ruby.
func (a *analyzer) taskFileRun(c *Command) {
	tf, ok := programTaskFiles.get(c.Name)
	if !ok {
		return
	}
	// The files it may read: its own and any a file option names (-f F,
	// -fF, --rakefile=F), all of them, as an optional value (rake -f) or
	// an option of another version may read either.
	files := append(parseArgs(tf.opts, c.Args).values(tf.opts.extra().fileOpts...), tf.files...)
	for _, f := range files {
		file := Word{Value: f, Literal: true}
		p, ok := a.env.Path(file)
		if !ok {
			continue
		}
		if text, found := a.writtenText(p); found && text != unknownText {
			w := append(append([]string(nil), c.Wrappers...), c.Name+" "+f)
			a.interpreterCode(text, c.Name+" "+f, w)
			prog := &Command{Grammar: c.Grammar, Text: c.Text, Wrappers: w}
			prog.setName([]Word{{Value: tf.interp, Literal: true}, {Value: tf.flag, Literal: true}, {Value: text, Literal: true, Quoted: true}})
			a.add(prog)
			return
		}
	}
}
