package policy

import (
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
)

// guarded-sh is a shell too: run inside a command (guarded-sh -s, guarded-sh
// f.sh, exec -a bash guarded-sh < f, a link to it named anything), it runs
// what it reads in the real shell. The policy follows it as it follows
// bash: by its name (shellGrammar), a path that resolves to it, or where it
// is found at run time ($(which guarded-sh) -s).

// selfName is guarded-sh's executable name.
const selfName = "guarded-sh"

// resolveSelf names c guarded-sh when its command word is a path to a file
// that is guarded-sh under another name (a link ./sh or ~/bin/mysh to it),
// or guarded-sh's location found at run time ($(which guarded-sh),
// $(command -v guarded-sh)).
func (a *analyzer) resolveSelf(c *Command) {
	if c.Name == selfName {
		return
	}
	if c.Dynamic && locatesSelf(c.Word0) {
		c.Name, c.Dynamic = selfName, false
		return
	}
	if !c.Word0.Literal || !strings.Contains(c.Word0.Value, "/") {
		return
	}
	p, ok := a.env.Path(c.Word0)
	if !ok {
		return
	}
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return
	}
	if isSelfName(path.Base(real)) {
		c.Name = selfName
		return
	}
	if self := selfExecutable(); self != nil {
		if fi, err := os.Stat(real); err == nil && os.SameFile(fi, self) {
			c.Name = selfName // this very program, installed under another name
		}
	}
}

// selfExecutable is the running program's file, when it can be found.
var selfExecutable = sync.OnceValue(func() os.FileInfo {
	p, err := os.Executable()
	if err != nil {
		return nil
	}
	fi, err := os.Stat(p)
	if err != nil {
		return nil
	}
	return fi
})

// isSelfName reports whether a file's base name is guarded-sh's.
func isSelfName(base string) bool {
	return base == selfName || strings.HasPrefix(base, selfName+".") && !strings.HasSuffix(base, ".toml")
}

// guardSubcommand reports whether c is guarded-sh asked for one of its own
// functions (--guard check, --guard hook, …), which run no shell.
func guardSubcommand(c *Command) bool {
	return c.Name == selfName && len(c.Args) > 0 && (c.Args[0].Value == "--guard" || strings.HasPrefix(c.Args[0].Value, "--guard="))
}
