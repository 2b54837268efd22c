package policy

import "strings"

// A programTask is what a task runner whose build file is a program runs:
// the files it reads from the working directory, the options that name
// another, and the interpreter (with its code option) that runs the
// same code.
type programTask struct {
	files    []string
	fileOpts []string
	interp   string
	flag     string
}

// programTaskFiles are the task runners whose build file is code in an
// interpreter's language: rake's Rakefile is Ruby, gulp's, grunt's and
// jake's files JavaScript, invoke's tasks.py, nox's noxfile.py, fab's
// fabfile.py and doit's dodo.py Python, Gradle's build scripts Groovy
// (or Kotlin). Make's, just's and Task's files
// are shell code (launchtext.go).
var programTaskFiles = table[programTask]{
	{"rake", programTask{[]string{"Rakefile", "rakefile", "Rakefile.rb", "rakefile.rb"}, []string{"-f", "--rakefile"}, "ruby", "-e"}},
	{"gulp", programTask{[]string{"gulpfile.js", "gulpfile.cjs", "gulpfile.mjs", "Gulpfile.js"}, []string{"-f", "--gulpfile"}, "node", "-e"}},
	{"grunt", programTask{[]string{"Gruntfile.js", "gruntfile.js", "Gruntfile.cjs"}, []string{"--gruntfile"}, "node", "-e"}},
	{"jake", programTask{[]string{"Jakefile", "jakefile", "Jakefile.js", "jakefile.js"}, []string{"-f", "--jakefile"}, "node", "-e"}},
	{"invoke", programTask{[]string{"tasks.py"}, []string{"-f", "--config"}, "python3", "-c"}},
	{"inv", programTask{[]string{"tasks.py"}, []string{"-f", "--config"}, "python3", "-c"}},
	{"nox", programTask{[]string{"noxfile.py"}, []string{"-f", "--noxfile"}, "python3", "-c"}},
	{"fab", programTask{[]string{"fabfile.py"}, []string{"-f", "--fabfile"}, "python3", "-c"}},
	{"doit", programTask{[]string{"dodo.py"}, []string{"-f", "--file"}, "python3", "-c"}},
	{"gradle", programTask{gradleFiles, []string{"-b", "--build-file"}, "groovy", "-e"}},
	{"gradlew", programTask{gradleFiles, []string{"-b", "--build-file"}, "groovy", "-e"}},
}

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
	files := tf.files
	for i, w := range c.Args {
		name, val, eq := strings.Cut(w.Value, "=")
		if !contains(tf.fileOpts, name) {
			continue
		}
		if eq {
			files = []string{val}
		} else if i+1 < len(c.Args) {
			files = []string{c.Args[i+1].Value}
		}
	}
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
