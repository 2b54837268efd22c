package policy

import (
	"path"
	"strings"
)

// A programTask is what a task runner whose build file is a program runs:
// the files it reads from the working directory, its options (opts: those
// that take a value, and in fileOpts those that name another build file),
// and the interpreter (with its code option) that runs the same code.
type programTask struct {
	files  []string
	opts   *spec // a pointer: a spec variable named here (invokeOpts) would be copied by code at start-up
	interp string
	flag   string
	// embeds: the command lines the file holds that the runner's own
	// functions hand to the shell (Rake's sh, Gradle's commandLine),
	// which its interpreter's code does not spell: embedded.go.
	embeds func(p, text string) []string
}

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
	files := append(parseArgs(tf.opts, c.Args).valuesOf(tf.opts.extra().fileOpts), tf.files...)
	var globbed []string // the files a pattern of files names (rakelib/*.rake), each read
	for _, f := range files {
		if rest, home := strings.CutPrefix(f, "~/"); home && a.env.Home != "" {
			f = path.Join(a.env.Home, rest) // ~/.gradle/init.gradle, which every build runs
		}
		if strings.Contains(f, "*") {
			if pat, ok := a.env.Path(Word{Value: f, Literal: true}); ok {
				globbed = append(globbed, a.writtenMatching(pat)...)
			}
			continue
		}
		file := Word{Value: f, Literal: true}
		p, ok := a.env.Path(file)
		if !ok {
			continue
		}
		if a.taskFileRead(c, tf, p, f) {
			break // the build file it reads, the first it finds
		}
	}
	for _, p := range globbed {
		a.taskFileRead(c, tf, p, path.Base(p))
	}
}

// taskFileRead judges the build file p of the task runner c (tf), named
// f, as its interpreter's code and the commands it embeds, when this
// input wrote it; it reports whether it did.
func (a *analyzer) taskFileRead(c *Command, tf programTask, p, f string) bool {
	text, found := a.writtenText(p)
	if !found && !c.Grammar.IsPosix() {
		// PowerShell's and cmd's writes are kept by their Windows
		// path (Set-Content build.gradle.kts, echo … > Fastfile).
		text, found = a.written[winKey(f)]
	}
	if !found || text == unknownText {
		return false
	}
	w := append(append([]string(nil), c.Wrappers...), c.Name+" "+f)
	if tf.interp == "pwsh" {
		a.powershell(text, w, nil) // a PowerShell build script, read as this shell reads code
		return true
	}
	a.interpreterCodeIn(c.Grammar, text, c.Name+" "+f, w)
	if tf.embeds != nil {
		a.embedded(c, tf.embeds(p, text), w)
	}
	prog := &Command{Grammar: c.Grammar, Text: c.Text, Wrappers: w}
	prog.setName([]Word{{Value: tf.interp, Literal: true}, {Value: tf.flag, Literal: true}, {Value: text, Literal: true, Quoted: true}})
	a.add(prog)
	return true
}
