package policy

import (
	"slices"
	"strings"
)

// An interpreter loads modules its options name before it runs its
// program: python3 -m NAME runs NAME.py, node -r ./pre.js and --import
// load a file first, ruby -rNAME and perl -MNAME load NAME.rb and NAME.pm
// from the directories -I adds, lua -l NAME loads NAME.lua, php -d
// auto_prepend_file=F runs F before the script. Each language also
// searches the directories its variable lists (PYTHONPATH, RUBYLIB,
// PERL5LIB or PERLLIB, NODE_PATH for a bare name), and Python imports
// sitecustomize and usercustomize from them at every start. A module file this input
// wrote is code the command runs, judged as its program file would be
// (writtenProgram); one written with text only known at run time is
// code only known then (followFile). A module already on disk is the
// project's own or an installed one (node -r dotenv/config, python3 -m
// pytest): not read, so that loading one costs no look at the disk.

// loadedModules judges the module files c, an interpreter read through
// its spec s, loads that this input wrote.
func (a *analyzer) loadedModules(c *Command, s *spec, flag string, w []string) {
	if len(a.written) == 0 && len(a.writtenDirs) == 0 {
		return
	}
	for _, m := range moduleFiles(s, parseArgs(s, c.Args), a.libDirs(c, s)) {
		file := Word{Value: m, Literal: true}
		p, ok := a.env.Path(file)
		if !ok {
			continue
		}
		if _, found := a.writtenText(p); !found && !a.inForeignTree(p) {
			continue
		}
		a.followWhole(file, c.Grammar, w, func(text string) {
			a.interpreterCode(text, c.Name+" "+m, w)
			a.writtenProgram(c, flag, file, text, w)
		})
		return // one module is enough to judge
	}
}

// libVars are the variables, by language (in each language's order),
// whose value is a list of directories, split at colons, the interpreter
// searches for the modules it loads: before its own, after -I's. An
// array of constants, laid out by the linker (no map built at start-up).
var libVars = [...]struct{ prog, name string }{
	{"python", "PYTHONPATH"},
	{"ruby", "RUBYLIB"},
	{"perl", "PERL5LIB"},
	{"perl", "PERLLIB"},
	{"node", "NODE_PATH"},
}

// libDirs returns the directories the variables of libVars for the
// language of spec s list, as this input set them for c (assignedVar) or
// before it.
func (a *analyzer) libDirs(c *Command, s *spec) []string {
	return libDirsBy(s, func(name string) (string, bool) {
		if v, ok := assignedVar(c, name); ok {
			return v, true
		}
		v, ok := a.vars[name]
		return v, ok && !a.computed[name]
	})
}

// assignedVar returns the value c's own assignments (VAR=v cmd) give
// the variable name, and whether they give it one.
func assignedVar(c *Command, name string) (string, bool) {
	for _, kv := range slices.Backward(c.Assigns) {
		if k, v, ok := strings.Cut(kv, "="); ok && k == name {
			return v, true
		}
	}
	return "", false
}

// libDirsBy returns the directories the variables of libVars for the
// language of spec s list, each variable's value as get finds it.
func libDirsBy(s *spec, get func(string) (string, bool)) []string {
	var dirs []string
	for _, lv := range libVars {
		if lv.prog != s.extra().prog {
			continue
		}
		name := lv.name
		v, ok := get(name)
		if !ok {
			continue
		}
		for _, d := range strings.Split(v, ":") {
			if d != "" {
				dirs = append(dirs, d)
			}
		}
		if name == "PERL5LIB" {
			break // perl reads PERLLIB only when PERL5LIB is unset
		}
	}
	return dirs
}

// moduleFiles returns the files, as written (relative to the working
// directory unless absolute), that the options p of an interpreter of
// spec s name as modules to load, by its language's rules, searched in
// -I's directories and then libDirs's.
func moduleFiles(s *spec, p parsed, libDirs []string) []string {
	var dirs, names, out []string
	for _, o := range p.opts {
		if !o.hasValue || !o.literal {
			continue
		}
		switch {
		case o.name == "-I":
			dirs = append(dirs, o.value)
		case s.extra().modOpts.has(o.name), s.extra().libOpts.has(o.name):
			names = append(names, o.value)
		case s.extra().prog == "php" && o.name == "-d":
			// -d auto_prepend_file=F, -d auto_append_file=F
			k, v, _ := strings.Cut(o.value, "=")
			if k = strings.TrimSpace(k); k == "auto_prepend_file" || k == "auto_append_file" {
				out = append(out, strings.Trim(v, `"'`))
			}
		}
	}
	dirs = append(dirs, libDirs...)
	if s.extra().prog == "python" {
		// site imports these from every directory of sys.path at start.
		for _, d := range libDirs {
			d = strings.TrimSuffix(d, "/")
			out = append(out, d+"/sitecustomize.py", d+"/usercustomize.py")
		}
	}
	pathLike := func(n string) bool {
		return strings.HasPrefix(n, "./") || strings.HasPrefix(n, "../") || strings.HasPrefix(n, "/") || strings.HasPrefix(n, "~/")
	}
	inDirs := func(rel string) {
		out = append(out, rel)
		for _, d := range dirs {
			out = append(out, strings.TrimSuffix(d, "/")+"/"+rel)
		}
	}
	for _, n := range names {
		switch s.extra().prog {
		case "python":
			// -m a.b runs a/b.py, or a package's __main__.
			rel := strings.ReplaceAll(n, ".", "/")
			inDirs(rel + ".py")
			inDirs(rel + "/__main__.py")
		case "node":
			// -r/--import of a path: the file, with the extensions
			// Node tries; a bare name is a package of node_modules.
			if pathLike(n) {
				out = append(out, n, n+".js", n+".cjs", n+".mjs", n+"/index.js")
				continue
			}
			for _, d := range libDirs {
				d = strings.TrimSuffix(d, "/") + "/" + n
				out = append(out, d, d+".js", d+"/index.js")
			}
		case "ruby":
			if pathLike(n) {
				out = append(out, n, n+".rb")
				continue
			}
			inDirs(strings.TrimSuffix(n, ".rb") + ".rb")
		case "perl":
			// -MName::Sub=args, -M-Name (no): Name/Sub.pm where -I says.
			n = strings.TrimPrefix(n, "-")
			n, _, _ = strings.Cut(n, "=")
			n, _, _ = strings.Cut(n, " ")
			inDirs(strings.ReplaceAll(n, "::", "/") + ".pm")
		case "lua":
			// -l mod, -l g=mod (5.4): mod.lua by package.path's ./?.lua.
			if _, m, ok := strings.Cut(n, "="); ok {
				n = m
			}
			out = append(out, strings.ReplaceAll(n, ".", "/")+".lua")
		}
	}
	return out
}
