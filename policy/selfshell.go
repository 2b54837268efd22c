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

// selfExecutable is the running program's file, when it can be found,
// looked up on first use. Not a sync.OnceValue: a call in a package
// variable's initializer makes the compiler build every later table of
// the package (the spec tables) by code at start-up instead of in the
// binary (see go build -gcflags=-d=staticcopy), 15 pages written per
// one-shot guarded-sh -c.
func selfExecutable() os.FileInfo {
	selfExe.once.Do(func() {
		p, err := os.Executable()
		if err != nil {
			return
		}
		if fi, err := os.Stat(p); err == nil {
			selfExe.fi = fi
		}
	})
	return selfExe.fi
}

var selfExe struct {
	once sync.Once
	fi   os.FileInfo
}

// isSelfName reports whether a file's base name is guarded-sh's.
func isSelfName(base string) bool {
	return base == selfName || strings.HasPrefix(base, selfName+".") && !strings.HasSuffix(base, ".toml")
}

// guardSubcommand reports whether c is guarded-sh asked for one of its own
// functions (--guard check, --guard hook, …), which run no shell.
func guardSubcommand(c *Command) bool {
	return c.Name == selfName && len(c.Args) > 0 && (c.Args[0].Value == "--guard" || strings.HasPrefix(c.Args[0].Value, "--guard="))
}
