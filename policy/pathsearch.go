package policy

import (
	"os"
	"strings"
)

// A command named without a slash is looked up in the directories of
// PATH, in order, the first file of that name run (bash(1), COMMAND
// EXECUTION). When the input sets PATH (PATH=.:$PATH ls, export
// PATH=/tmp/bin:$PATH) and wrote or fetched a file of that name in one of
// its directories before any that holds the real program, that file is
// what runs: judged as the same file run by its path (pathScript), by its
// text when known, else as code only known at run time. A directory named
// by a variable the analysis cannot read ends the search, as does one
// that holds the name on disk, unwritten: the program there runs.

// searchPath returns the value of PATH c is looked up in, as the input
// set it: c's own assignment, else the shell's variable, known or kept as
// written; ok is false when the input did not set it.
func (a *analyzer) searchPath(c *Command) (string, bool) {
	for i := len(c.Assigns) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(c.Assigns[i], "PATH="); ok {
			return v, true
		}
	}
	if v, ok := a.vars["PATH"]; ok {
		return v, true
	}
	v, ok := a.asWritten["PATH"] // export PATH="$PWD/.tools:$PATH"
	return v, ok
}

// searchedScript judges the file a command named without a slash runs
// when a PATH the input set leads to a file the input wrote.
func (a *analyzer) searchedScript(c *Command) {
	if !c.Word0.Literal || c.Name == "" || strings.ContainsAny(c.Word0.Value, "/\\") || posixBuiltins.has(c.Name) || a.funcs[c.Name].body != nil {
		return
	}
	value, ok := a.searchPath(c)
	if !ok {
		return
	}
	for _, dir := range strings.Split(value, ":") {
		for _, v := range []string{"$PWD", "${PWD}"} {
			if rest, ok := strings.CutPrefix(dir, v); ok {
				dir = "." + rest
			}
		}
		for _, v := range []string{"$HOME", "${HOME}"} {
			if rest, ok := strings.CutPrefix(dir, v); ok && a.env.Home != "" {
				dir = a.env.Home + rest
			}
		}
		if dir == "" {
			dir = "." // an empty entry is the working directory
		}
		if strings.ContainsAny(dir, "$`") {
			return // $PATH: the system's directories, or one not known
		}
		file := Word{Value: dir + "/" + c.Word0.Value, Literal: true}
		p, ok := a.env.Path(file)
		if !ok {
			return
		}
		if _, written := a.writtenText(p); written || a.inWrittenTree(p) {
			shadow := &Command{Grammar: c.Grammar, Text: c.Text, Args: c.Args, Redirs: c.Redirs, Stdin: c.Stdin, Feeds: c.Feeds, Wrappers: c.Wrappers, Word0: file, Name: c.Name}
			// Its wrappers, its name and the PATH it was looked up in
			// (built here, not for every command looked up).
			w := append(c.Wrappers[:len(c.Wrappers):len(c.Wrappers)], c.Name, "PATH="+value)
			a.pathScript(shadow, w)
			return
		}
		if _, err := os.Stat(p); err == nil {
			return // the program on disk there runs
		}
	}
}
