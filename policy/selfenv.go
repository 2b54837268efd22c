package policy

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// nameInText matches the assignments of a file's lines (KEY=value,
// export KEY=value).
var nameInText = &lazyRegexp{expr: `(?m)(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=`}

// fileNames returns the names a word computed from files can assign
// (export $(grep -v '^#' .env | xargs)): those of the files read, when
// every command of its substitutions only filters lines of files that
// are on disk as they are (not written by the input) and readable.
func fileNames(ctx *Context, w Word) ([]string, bool) {
	if ctx == nil {
		return nil, false
	}
	return fileNamesIn(ctx.Env, ctx.Input, w)
}

// fileNamesIn is fileNames in the environment env, for the input in.
func fileNamesIn(env *Env, in *Input, w Word) ([]string, bool) {
	if len(w.Subst) == 0 || env == nil || in == nil {
		return nil, false
	}
	var names []string
	for _, sc := range w.Subst {
		if !does(sc, sc.Name, roleFiltersLines) || sc.Dynamic || len(sc.Redirs) > 0 {
			return nil, false
		}
		s := keptLines(sc)
		if s == nil {
			s = &noOptionValues // xargs with no command: echo
		}
		p := parseArgs(s, sc.Args)
		files := p.operands
		switch sc.Name {
		case "xargs":
			if len(sc.Args) > 0 {
				return nil, false // xargs CMD: CMD's output
			}
		case "grep", "egrep", "fgrep":
			if !p.has("-e", "-f", "--regexp", "--file") && len(files) > 0 {
				files = files[1:] // the pattern
			}
		}
		for _, file := range files {
			p, ok := env.Path(file)
			if !ok {
				return nil, false
			}
			if _, written := in.written[p]; written {
				return nil, false
			}
			if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
				continue // nothing read, nothing assigned
			}
			text, err := readScript(p)
			if err != nil {
				return nil, false
			}
			for _, m := range nameInText.get().FindAllStringSubmatch(text, -1) {
				names = append(names, m[1])
			}
		}
	}
	return names, true
}

// guarded-sh finds its configuration and audit log through HOME,
// XDG_CONFIG_HOME and XDG_STATE_HOME, and takes settings from GUARDED_SH_*.
// A nested guard (guarded-sh -c, or any sh -c where guarded-sh is /bin/sh)
// inherits them: pointed elsewhere, it reads a configuration anyone could
// have written. So the policy refuses (self.env) changing them for every
// later command of a session (export, a plain assignment, unset), setting
// them for a guarded-sh however it is reached (env XDG_CONFIG_HOME=/d
// guarded-sh), and assignments whose names are computed at run time
// (export $(… | base64 -d), env $(cat f) cmd), which may be any of them,
// unless they only filter the lines of files that can be read now.

// selfLocations are the variables guarded-sh finds its files by.
var selfLocations = set{"HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"}

// harnessShells name the shell agent harnesses run each command in
// (Aider and Goose: $SHELL -c CMD; Claude Code's CLAUDE_CODE_SHELL),
// where guarded-sh is installed (docs/harnesses.md), or the program
// they run each command through (Claude Code's CLAUDE_CODE_SHELL_PREFIX:
// PREFIX 'CMD', the command its argument, data to the guard). Kept for
// the session naming another program, the agents started later run
// their commands there, around the guard.
var harnessShells = set{"CLAUDE_CODE_SHELL", "CLAUDE_CODE_SHELL_PREFIX", "GOOSE_SHELL", "SHELL"}

// namesGuard reports whether the assignment NAME=value names guarded-sh
// (or a link in its directory, /usr/local/lib/guarded-sh/bash), or a path
// that leads to it: /bin/sh where install.sh --divert-sh put guarded-sh
// in front of the real sh (configure's SHELL=${CONFIG_SHELL-/bin/sh}).
func namesGuard(assign string) bool {
	_, v, _ := strings.Cut(assign, "=")
	v = strings.Trim(v, `"'`)
	if isSelfName(commandName(v)) || strings.Contains(v, "/"+selfName+"/") {
		return true
	}
	if !path.IsAbs(v) {
		return false
	}
	real, err := filepath.EvalSymlinks(v)
	return err == nil && real != v && (isSelfName(commandName(real)) || strings.Contains(real, "/"+selfName+"/"))
}

// harnessShell is the self.env finding for c keeping the harness shell
// variable name set to another shell.
// A script's own assignment (a file it runs, or the input when the shell
// runs it as a script, sh ./configure) ends with the script, as one
// command's does
// (SHELL=/bin/bash make passes): configure and libtool set SHELL for the
// programs they start.
func harnessShell(env *Env, c *Command, name string) *Finding {
	if c.File != "" || env.Script != "" {
		return nil
	}
	f := finding("self.env", c, "keeping "+name+" set to another shell, or a program each command is run through, makes the agents started later (Aider, Goose, Claude Code) run their commands there, around guarded-sh",
		"set it for the one command that needs it (`SHELL=/bin/bash make`), or run that shell's code with `bash -c '…'`")
	return &f
}

// assignName matches the name an assignment word starts with.
var assignName = &lazyRegexp{expr: `^[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?(\+?=|$)`}

// startupVars name files later shells run as they start. Set for one
// command (BASH_ENV=f bash -c …) the file is judged as . FILE (carried);
// kept for the session, it names a file later commands may write unseen.
var startupVars = set{"BASH_ENV", "ENV", "INPUTRC", "ZDOTDIR"}

// sharedPathDir reports whether the assignment PATH=value puts a
// directory anyone may write (/tmp, /var/tmp, /dev/shm) on the search
// path: every later command name, and the real shell guarded-sh looks
// up by name, may then be a program nobody checked.
// The home directory and the project count as the user's own wherever
// they are (a home under /tmp in a sandbox).
func sharedPathDir(env *Env, assign string) bool {
	_, v, _ := strings.Cut(assign, "=")
	for dir := range strings.SplitSeq(v, ":") {
		if !strings.HasPrefix(dir, "/") {
			continue
		}
		dir = path.Clean(dir)
		if env.Home != "" && fsUnder(dir, env.Home) || env.Project != "" && env.Project != "/" && fsUnder(dir, env.Project) {
			continue
		}
		for _, shared := range []string{"/tmp", "/var/tmp", "/dev/shm"} {
			if fsUnder(dir, shared) {
				return true
			}
		}
	}
	return false
}

const sharedPathWhy = "keeping a directory anyone can write on PATH lets a program put there stand in for any later command, or for the real shell guarded-sh runs, unchecked"

// namesNothing reports whether the assignment NAME=value names a null
// device (BASH_ENV=/dev/null): the file later shells run then holds
// nothing, whatever is written there.
func namesNothing(assign string) bool {
	_, v, _ := strings.Cut(assign, "=")
	return nullDevice(v)
}

func startupVarWhy(name string) string {
	return "keeping " + name + " set makes every later shell run the file it names as it starts, whatever a later command writes there, unchecked"
}

// selfEnvRunTime judges c's assignments of guarded-sh's locations and of
// names only known at run time.
func selfEnvRunTime(ctx *Context, c *Command) *Finding {
	bad := func(why string) *Finding {
		f := finding("self.env", c, why, selfEnvFix)
		return &f
	}
	unknown := func(why string) *Finding {
		f := bad(why)
		f.Undecided = true
		return f
	}
	if c.Name == "" && c.Word0.Value == "" {
		// NAME=value alone: it changes the shell's own variable, exported
		// already when it came from the environment.
		for _, kv := range c.Assigns {
			name, _, _ := strings.Cut(kv, "=")
			if selfLocations.has(name) {
				return bad("assigning " + name + " changes where every later guarded-sh (a nested one, or sh over /bin/sh) reads its configuration")
			}
			if startupVars.has(name) && !namesNothing(kv) {
				return bad(startupVarWhy(name))
			}
			if name == "PATH" && sharedPathDir(ctx.Env, kv) {
				return bad(sharedPathWhy)
			}
			if harnessShells.has(name) && !namesGuard(kv) {
				return harnessShell(ctx.Env, c, name)
			}
		}
		return nil
	}
	switch c.Name {
	case "export", "declare", "typeset", "local", "readonly", "unset":
		exported := c.Name == "export" || c.Name == "unset" || c.Name == "local" || c.Name == "readonly"
		for _, a := range c.Args {
			if strings.HasPrefix(a.Value, "-") && a.Literal {
				exported = exported || strings.ContainsRune(a.Value, 'x')
				continue
			}
			m := assignName.get().FindString(a.Value)
			if m == "" && !a.Literal && c.Name != "unset" {
				// fileNames reads the NAME=value lines a file gives export;
				// unset takes bare names, which it does not read (for v in
				// $(cat names); do unset $v: any name).
				if names, ok := fileNames(ctx, a); ok {
					for _, n := range names {
						if selfEnvName(n) || selfLocations.has(n) {
							return bad("it " + c.Name + "s " + n + " from a file, which changes how every later guarded-sh behaves or where it reads its configuration")
						}
					}
					continue
				}
			}
			if m == "" && c.byCall && paramNames(a.Value) {
				continue // f(){ unset "$1"; }: each call's argument, judged at the call (callFunc)
			}
			if m == "" {
				return unknown("it " + c.Name + "s names only known at run time (" + a.Value + "), which may be guarded-sh's own settings or the places it reads them from")
			}
			name := strings.TrimRight(m, "+=")
			if i := strings.IndexByte(name, '['); i >= 0 {
				name = name[:i]
			}
			if selfLocations.has(name) && (exported || c.Name == "declare" || c.Name == "typeset") {
				return bad("changing " + name + " changes where every later guarded-sh (a nested one, or sh over /bin/sh) reads its configuration")
			}
			if name == "PATH" && c.Name != "unset" && sharedPathDir(ctx.Env, a.Value) {
				return bad(sharedPathWhy)
			}
			if harnessShells.has(name) && c.Name != "unset" && c.Name != "local" && strings.Contains(a.Value, "=") && !namesGuard(a.Value) && (exported || c.Name == "declare" || c.Name == "typeset") {
				return harnessShell(ctx.Env, c, name)
			}
			// unset BASH_ENV: later shells run one startup file fewer.
			if startupVars.has(name) && c.Name != "unset" && (exported || c.Name == "declare" || c.Name == "typeset") && !(a.Literal && namesNothing(a.Value)) {
				return bad(startupVarWhy(name))
			}
		}
	case "env":
		cleared := ""
		for i := 0; i < len(c.Args); i++ {
			a := c.Args[i]
			v := a.Value
			if (v == "-u" || v == "--unset" || v == "-C" || v == "--chdir" || v == "-S") && i+1 < len(c.Args) {
				if v == "-u" || v == "--unset" {
					if selfLocations.has(c.Args[i+1].Value) {
						cleared = c.Args[i+1].Value
					}
				}
				i++
				continue
			}
			if !a.Literal && !strings.HasPrefix(v, "-") && !assignName.get().MatchString(v) {
				return unknown("env gets assignments only known at run time (" + v + "), which may be guarded-sh's own settings or the places it reads them from")
			}
			switch {
			case v == "-i" || v == "--ignore-environment" || v == "-":
				cleared = "the whole environment"
			case strings.HasPrefix(v, "-u") && selfLocations.has(v[2:]):
				cleared = v[2:]
			}
			if a.Literal && !strings.HasPrefix(v, "-") && strings.IndexByte(v, '=') < 0 {
				if cleared != "" && isSelfName(commandName(v)) {
					return bad("clearing " + cleared + " for guarded-sh keeps it from its user configuration")
				}
				break // the command
			}
		}
	}
	if c.Name == selfName {
		for _, kv := range c.Assigns {
			if name, _, _ := strings.Cut(kv, "="); selfLocations.has(name) {
				return bad("setting " + name + " for guarded-sh points it at another configuration or audit log")
			}
		}
	}
	return nil
}

// declaresByParam reports whether c, walked in a function's body where it
// is defined, unsets or exports a variable a positional parameter names
// (unset "$1", export "$@"): its calls are judged with their arguments.
func declaresByParam(c *Command) bool {
	switch c.Name {
	case "export", "declare", "typeset", "local", "readonly", "unset":
		return c.byCall && slices.ContainsFunc(c.Args, func(w Word) bool { return paramNames(w.Value) })
	}
	return false
}

// paramNames reports whether v, an operand of unset or export, names its
// variables by the positional parameters: "$1", "$@", "$1=VALUE".
func paramNames(v string) bool {
	name, _, _ := strings.Cut(strings.Trim(v, `"`), "=")
	switch name {
	case "$@", "${@}", "$*", "${*}":
		return true
	}
	return paramWord(name)
}
