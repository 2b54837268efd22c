package policy

import (
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
)

// A project's rules are its .guarded-sh.toml at the project root, the
// directory holding .git: removing or moving either loosens the policy
// for every later command (self.config), whatever removes it: rm and mv
// (rules_self.go) and find -delete or -exec rm that reaches it.

// projectMarker returns the .git that makes the project root what it is,
// when the root holds a project configuration: moved away, the root is
// found elsewhere and the configuration no longer read.
func projectMarker(env *Env) (string, bool) {
	if env.Project == "" || env.Project == "/" {
		return "", false
	}
	if _, err := os.Stat(path.Join(env.Project, ProjectConfigName)); err != nil {
		return "", false
	}
	return path.Join(env.Project, ".git"), true
}

// projectMarkerIs reports whether p is the project's marker (projectMarker).
func projectMarkerIs(env *Env, p string) bool {
	m, ok := projectMarker(env)
	return ok && m == p
}

// selfNestedRoot refuses making a directory below a project root with
// rules a project root of its own (mkdir sub/.git, touch sub/.git, git
// init sub): commands run there would find the root there, and the
// project's rules would no longer be read.
func selfNestedRoot(ctx *Context, c *Command) *Finding {
	var made []string
	switch {
	case c.Name == "mkdir" || c.Name == "touch":
		s := &mkdirSpec
		if c.Name == "touch" {
			s = &touchSpec
		}
		ops := parseArgs(s, c.Args).operands
		for _, o := range ops {
			if p, ok := fsPath(ctx.Env, o); ok && path.Base(p) == ".git" {
				made = append(made, path.Dir(p))
			}
		}
	case gitInits(c):
		_, rest := gitSub(c)
		ops := parseArgs(gitSubSpec("init"), rest).operands
		dir := ctx.Env.Cwd
		if len(ops) > 0 {
			if p, ok := fsPath(ctx.Env, ops[0]); ok {
				dir = p
			}
		}
		made = append(made, dir)
	}
	for _, w := range fsWrites(c) {
		if p, ok := fsPath(ctx.Env, w); ok && path.Base(p) == ".git" {
			made = append(made, path.Dir(p))
		}
	}
	if len(made) == 0 {
		return nil
	}
	if _, ok := projectMarker(ctx.Env); !ok {
		return nil
	}
	for _, d := range made {
		if d != ctx.Env.Project && fsUnder(d, ctx.Env.Project) {
			f := finding("self.config", c, "a .git in "+d+" makes it a project root of its own: commands run there would no longer be judged by the project's rules ("+path.Join(ctx.Env.Project, ProjectConfigName)+")",
				"work in the project as it is; to start a separate repository, make it outside the project")
			return &f
		}
	}
	return nil
}

// findDeletes reports whether find c deletes or moves what it finds:
// -delete, or -exec/-execdir/-ok running a command whose spec says it
// removes its operands (rm, shred, trash-put), mv, a wrapper or a shell.
func findDeletes(c *Command) bool { return findActs(c, true) }

// findActs reports whether find c deletes what it finds: -delete, or an
// -exec/-execdir/-ok/-okdir of a remover (removerOf: rm, shred); loose:
// also of one that may as well (fsActsLoosely) or a program named at
// run time, which may do anything to them.
func findActs(c *Command, loose bool) bool {
	for i, a := range c.Args {
		switch a.Value {
		case "-delete":
			return true
		case "-exec", "-execdir", "-ok", "-okdir":
			if i+1 < len(c.Args) {
				name := commandName(c.Args[i+1].Value)
				x := &Command{Name: name, Args: c.Args[i+2:], Grammar: c.Grammar}
				if loose && (!c.Args[i+1].Literal || fsActsLoosely(x)) {
					return true
				}
				if s, _ := removerOf(x); s != nil {
					return true
				}
			}
		}
	}
	return false
}

// fsActsLoosely reports whether c, run on the paths find gives it, may
// delete them though no spec says it removes them: a shell, a mover
// (roleMoves: mv), a command that empties them (traitEmpties:
// truncate), or a wrapper (sudo, env, xargs, timeout, nice) that runs
// one of those, a remover or a program named at run time.
func fsActsLoosely(c *Command) bool {
	for range 4 {
		if wrapperSpec(c) == nil {
			break
		}
		words, _ := peel(c)
		if len(words) == 0 || !words[0].Literal {
			return len(words) > 0
		}
		c = &Command{Grammar: c.Grammar, Name: commandName(words[0].Value), Args: words[1:]}
		if s, _ := removerOf(c); s != nil {
			return true
		}
	}
	_, shell := shellGrammar(c.Name)
	return shell || nameDoes(c.Name, roleMoves) || nameIs(c.Name, traitEmpties)
}

// findChanges reports whether find changes the files it finds, beyond
// deleting or moving them (findDeletes): -exec of a program that changes
// a file's mode, owner or attributes, empties it, or edits it in place
// (sed -i, perl -i).
func findChanges(c *Command) bool {
	if findDeletes(c) {
		return true
	}
	for i, a := range c.Args {
		if a.Value != "-exec" && a.Value != "-execdir" && a.Value != "-ok" && a.Value != "-okdir" || i+1 >= len(c.Args) {
			continue
		}
		name := commandName(c.Args[i+1].Value)
		if fsModifiers.has(name) {
			return true
		}
		args := c.Args[i+2:]
		if end := slices.IndexFunc(args, func(b Word) bool { return b.Value == ";" || b.Value == "+" }); end >= 0 {
			args = args[:end]
		}
		if editsInPlace(name, args) {
			return true
		}
	}
	return false
}

// fsModifiers change the files they are given without removing them.
var fsModifiers = set{"chattr", "chgrp", "chmod", "chown", "dd", "ln", "setfacl", "tee", "touch", "truncate"}

// selfFindAgent is the self.config finding for a find that changes what
// it finds (findChanges) under an agent's configuration directory, its
// name tests able to match an entry of it or a file of the kinds kept
// there (hooks' scripts, settings, skills): chmod -x of the hooks takes
// them out as surely as rm does.
func selfFindAgent(ctx *Context, c *Command) *Finding {
	if c.Name != "find" || !findChanges(c) {
		return nil
	}
	var names []string
	starts := findStarts(c.Args)
	for i, a := range c.Args {
		if (a.Value == "-name" || a.Value == "-iname") && i+1 < len(c.Args) {
			names = append(names, strings.ToLower(c.Args[i+1].Value))
		}
	}
	for _, w := range starts {
		p, ok := fsPath(ctx.Env, w)
		if !ok {
			continue
		}
		dir := strings.ToLower(path.Base(p))
		entries, isDir := agentDirs.get(dir)
		if !isDir && !agentConfig(p) && !agentConfigEntry(p) {
			continue
		}
		kinds := append([]string{"hook.sh", "hook.py", "hook.js", "settings.json", "config.toml", "skill.md", "rules.md"}, entries...)
		if len(names) > 0 && !slices.ContainsFunc(names, func(pat string) bool {
			return slices.ContainsFunc(kinds, func(k string) bool { return shellMatch(pat, k, false) })
		}) {
			continue
		}
		f := finding("self.config", c, "this find changes what it finds under "+p+", an agent's configuration (its hooks, settings, skills or commands): a hook made non-executable or edited is switched off, unchecked", agentSettingsFix)
		return &f
	}
	return nil
}

// selfFind refuses a find that deletes or moves one of guarded-sh's own
// places or the project's rules: its starting points reach the place, and
// its name tests (if any) can match it or, for a directory, the files
// guarded-sh keeps in it.
func selfFind(ctx *Context, c *Command) *Finding {
	if c.Name != "find" || !findDeletes(c) {
		return nil
	}
	places := selfPlaces(ctx.Env)
	if m, ok := projectMarker(ctx.Env); ok {
		places = append(places, m)
	}
	for _, place := range places {
		bases := []string{path.Base(place)}
		if fi, err := os.Stat(place); err == nil && fi.IsDir() {
			bases = append(bases, "policy.toml", "audit.jsonl", "HEAD", "config") // what guarded-sh and git keep there
		}
		if findReaches(ctx, c, place, bases) {
			f := finding("self.config", c, "this find deletes or moves "+place+", which switches the guard off, loosens the project's rules or hides what the guard did", selfFix(place))
			return &f
		}
	}
	return nil
}

// findReaches reports whether find c reaches place: one of its starting
// points is at or above it, within its depth limits, and its name and
// path tests (any of them, as -o may join them) can match place or, by
// bases, a file in it. Tests that match no file in use (-empty,
// -samefile, -inum, -links) reach nothing.
func findReaches(ctx *Context, c *Command, place string, bases []string) bool {
	var starts []string
	for _, w := range findStarts(c.Args) {
		if p, ok := fsPath(ctx.Env, w); ok {
			starts = append(starts, p) // one only known at run time is fs.rm-unknown's
		}
	}
	var names, paths []string
	minDepth, maxDepth := 0, -1
	regex := false
	for i := 0; i < len(c.Args); i++ {
		v := c.Args[i].Value
		next := ""
		if i+1 < len(c.Args) {
			next = c.Args[i+1].Value
		}
		switch {
		case v == "-name" || v == "-iname":
			names = append(names, next)
			i++
		case v == "-path" || v == "-ipath" || v == "-wholename" || v == "-iwholename":
			paths = append(paths, next)
			i++
		case v == "-regex" || v == "-iregex":
			regex = true
			i++
		case v == "-empty" || v == "-samefile" || v == "-inum" || v == "-links" || v == "-lname" || v == "-ilname":
			return false // what it matches is no file in use (fsFindFilters)
		case v == "-maxdepth":
			maxDepth, _ = strconv.Atoi(next)
			i++
		case v == "-mindepth":
			minDepth, _ = strconv.Atoi(next)
			i++
		}
	}
	if len(starts) == 0 && !slices.ContainsFunc(c.Args, func(a Word) bool { return !a.Literal }) {
		starts = append(starts, ctx.Env.Cwd)
	}
	for _, start := range starts {
		if !fsUnder(place, start) {
			continue
		}
		depth := strings.Count(strings.TrimPrefix(place, strings.TrimSuffix(start, "/")), "/")
		if depth < minDepth || maxDepth >= 0 && depth > maxDepth {
			continue
		}
		if regex || findMatches(names, paths, bases, place, start, c.Args) {
			return true
		}
	}
	return false
}

// findMatches reports whether find's name and path tests can match the
// place (or, by bases, a file in it): any test matching is enough, as -o
// may join them; with no tests at all, everything matches.
func findMatches(names, paths, bases []string, place, start string, args []Word) bool {
	if len(names) == 0 && len(paths) == 0 {
		return true
	}
	for _, pat := range names {
		for _, b := range bases {
			if shellMatch(pat, b, false) || shellMatch(strings.ToLower(pat), strings.ToLower(b), false) {
				return true
			}
		}
	}
	for _, pat := range paths {
		// -path matches the path as find prints it: the start as written,
		// then the rest.
		for _, a := range args {
			if strings.HasPrefix(a.Value, "-") {
				break
			}
			printed := strings.TrimSuffix(a.Value, "/") + strings.TrimPrefix(place, strings.TrimSuffix(start, "/"))
			if shellMatch(pat, printed, false) { // * in -path crosses /
				return true
			}
		}
	}
	return false
}

// gitInits reports whether c is git init in the working directory (not
// pointed elsewhere by -C or --git-dir, whose directory it makes the
// repository's).
func gitInits(c *Command) bool {
	sub, _ := gitSub(c)
	return sub == "init" && !gitElsewhere(c.Args)
}
