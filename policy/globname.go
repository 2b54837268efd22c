package policy

import (
	"os"
	"path"
	"slices"
	"strings"
)

// A command word that is a pattern (/???/r? -rf ~, /bin/r[m], r?) is
// expanded by the shell against the file system when it runs, and the
// first path it names is the program (a name without a / is then looked
// up in PATH). Which one that is depends on the disk where it runs, so
// the worst reading is taken: the command is judged as each program the
// pattern's last component can name, among the commands the policy knows
// and those in the standard program directories. A pattern inside a
// directory written out that holds no system programs (./scripts/*.sh)
// runs a file of that directory.

// Bounds of globNames: the names a pattern is judged as, and the
// entries read of each program directory.
const (
	maxGlobNames   = 64
	maxBinEntries  = 8192
	globNameSuffix = " as a pattern"
)

// globNameDirs are the directories a pattern's name is matched in.
var globNameDirs = []string{"/bin", "/usr/bin", "/sbin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin"}

// globCommand judges a command whose name is a pattern (/???/r? -rf ~)
// as each program it can name (globNames); one naming more than those
// is judged as a name only known at run time, as $X -rf ~ is.
func (a *analyzer) globCommand(c *Command) {
	v := c.Word0.Value
	if !c.Grammar.IsPosix() || !isGlobWord(c.Word0) || !strings.ContainsAny(path.Base(v), "*?[") {
		return
	}
	if dir := path.Dir(v); strings.Contains(v, "/") && !strings.ContainsAny(dir, "*?[") && !slices.Contains(globNameDirs, path.Clean(dir)) {
		return // ./scripts/*.sh: a file of that directory, not a program of the system's
	}
	w := append(append([]string(nil), c.Wrappers...), c.Word0.Value+globNameSuffix)
	names, more := globNames(c.Word0.Value)
	if more {
		names = append(names, "")
	}
	for _, name := range names {
		shadow := &Command{Grammar: c.Grammar, Text: c.Text, Args: c.Args, Redirs: c.Redirs, Stdin: c.Stdin, Feeds: c.Feeds, Wrappers: w}
		shadow.Word0 = Word{Value: name, Literal: name != ""}
		shadow.Name, shadow.Dynamic = name, name == ""
		if name == "" {
			shadow.Word0.Value = c.Word0.Value
		}
		a.add(shadow)
		a.unwrap(shadow)
	}
}

// isGlobWord reports whether an unquoted command word is a pattern the
// shell expands: a * or ?, or a closed bracket expression ([ alone is
// the test command).
func isGlobWord(w Word) bool {
	if !w.Literal || w.Quoted {
		return false
	}
	// One reading of the word: a * or ?, or a ] after the first [ (and
	// not right after it).
	v, bracket := w.Value, false
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '*', '?':
			return true
		case '[':
			if !bracket && strings.IndexByte(v[i+1:], ']') > 0 {
				return true
			}
			bracket = true
		}
	}
	return false
}

// globNames returns the program names the last component of a pattern
// can name (those of traitGlobbed, the spec's other commands, the programs of
// globNameDirs), at most maxGlobNames; more reports that it names more
// than that, any program at worst.
func globNames(pattern string) (names []string, more bool) {
	base := path.Base(pattern)
	rx := globRegexp(base)
	seen := map[string]bool{}
	try := func(name string) bool {
		if seen[name] || !globName(rx, base, name) {
			return true
		}
		seen[name] = true
		if len(names) == maxGlobNames {
			more = true
			return false
		}
		names = append(names, name)
		return true
	}
	// The names the rules judge beyond their specs first (traitGlobbed),
	// whatever the disk holds, then every other the spec knows.
	for _, first := range []bool{true, false} {
		for _, t := range specTables {
			for i := range t {
				name, _, _ := strings.Cut(t[i].path, " ")
				if first && (name != t[i].path || t[i].extra().trait&traitGlobbed == 0) {
					continue
				}
				if !strings.ContainsAny(name, "*?[") && !try(name) {
					return names, more
				}
			}
		}
	}
	for _, dir := range globNameDirs {
		f, err := os.Open(dir)
		if err != nil {
			continue
		}
		entries, _ := f.Readdirnames(maxBinEntries)
		f.Close()
		slices.Sort(entries)
		for _, n := range entries {
			if !try(n) {
				return names, more
			}
		}
	}
	return names, more
}
