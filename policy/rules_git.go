package policy

import (
	"io"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
	"mvdan.cc/sh/v3/syntax"
)

// The git rules: losing work. git takes the same words in every shell, so
// they judge commands of every grammar.
//
// Global options (-C dir, -c key=value, --git-dir, …) are skipped, and
// aliases defined with -c alias.NAME=… are expanded. Long options are
// matched with the abbreviations git accepts (--har for --hard).

// gitSplit finds the subcommand of a git command line, read past git's
// global options (gitGlobal), and the -c configuration given with it.
func gitSplit(args []Word) (sub string, rest []Word, config map[string]string) {
	p := parseArgs(&gitGlobal, args)
	for _, o := range p.opts {
		if (o.name == "-c" || o.name == "--config-env") && o.hasValue {
			if config == nil { // config stays nil, read as empty, until a -c is given
				config = map[string]string{}
			}
			k, v, _ := strings.Cut(o.value, "=")
			if o.name == "--config-env" {
				// --config-env=core.hooksPath=VAR: the value of the
				// environment variable VAR, known at run time only.
				v = "$" + v
			}
			config[strings.ToLower(k)] = v
		}
	}
	if len(p.rest) == 0 {
		return "", nil, config
	}
	v, rest := p.rest[0].Value, p.rest[1:]
	if alias, ok := config["alias."+strings.ToLower(v)]; ok && strings.HasPrefix(alias, "!") {
		return "!", []Word{{Value: alias[1:], Literal: true}}, config
	} else if ok {
		f := strings.Fields(alias)
		if len(f) > 0 {
			words := make([]Word, 0, len(f)+len(rest))
			for _, x := range f[1:] {
				words = append(words, Word{Value: x, Literal: true})
			}
			return f[0], append(words, rest...), config
		}
	}
	return v, rest, config
}

// isGit reports whether c runs git itself (git, git.exe), not one of its
// subcommands' programs (git-lfs).
func isGit(c *Command) bool { return strings.TrimSuffix(c.Name, ".exe") == "git" }

// gitSub returns the subcommand c, a git command, runs and its words
// (gitSplit: git -C DIR --no-pager show REV:F is show); "" when c is no
// git command or names none. The rules that ask one thing of one git
// subcommand ask it here, so that git's global options are read once,
// by its spec, and never hide the subcommand.
func gitSub(c *Command) (sub string, rest []Word) {
	if !isGit(c) {
		return "", nil
	}
	sub, rest, _ = gitSplit(c.Args)
	return sub, rest
}

// gitFlags is a subcommand's words read through its option grammar
// (gitOptions); operands are those before --, paths those after.
type gitFlags struct {
	parsed
	operands []Word
}

// gitOptions reads the words of git's subcommand sub through its spec
// (gitSubSpec).
func gitOptions(sub string, args []Word) gitFlags {
	p := parseArgs(gitSubSpec(sub), args)
	return gitFlags{parsed: p, operands: p.operands[:len(p.operands)-len(p.paths)]}
}

// has reports whether short letter s (when not 0) or a long option
// abbreviating full to at least min bytes is given (parsed.has asks for
// exact names).
func (f gitFlags) has(s byte, full string, min int) bool {
	for _, o := range f.opts {
		switch {
		case len(o.name) == 2 && o.name[0] == '-':
			if s != 0 && o.name[1] == s {
				return true
			}
		case full == "":
		case o.name == full || min > 0 && fsLongOpt(o.name, full, min):
			return true
		}
	}
	return false
}

// gitSharedRef reports whether a ref deleted on a remote is one everyone
// depends on: a tag, the main line, a release or environment branch.
func gitSharedRef(ref string) bool {
	if strings.HasPrefix(ref, "refs/tags/") || gitVersion.get().MatchString(ref) {
		return true
	}
	ref = strings.TrimPrefix(ref, "refs/heads/")
	switch ref {
	case "main", "master", "trunk", "develop", "development", "dev", "staging", "production", "prod", "stable", "HEAD":
		return true
	}
	return strings.HasPrefix(ref, "release") || strings.HasPrefix(ref, "hotfix/") || strings.Contains(ref, "*")
}

// gitCurrentBranch returns the branch checked out in the project's work
// tree, read from its .git/HEAD (through the gitdir: line of a linked
// work tree's .git file), "" for a detached HEAD; known is false when
// there is no such file to read (no repository at the project).
func gitCurrentBranch(env *Env) (branch string, known bool) {
	if env == nil || env.Project == "" {
		return "", false
	}
	read := func(p string) (string, bool) {
		f, err := os.Open(p)
		if err != nil {
			return "", false
		}
		defer f.Close()
		buf := make([]byte, 512)
		n, _ := io.ReadFull(f, buf)
		return strings.TrimSpace(string(buf[:n])), true
	}
	dir := path.Join(env.Project, ".git")
	fi, err := os.Stat(dir)
	if err != nil {
		return "", false
	}
	if !fi.IsDir() {
		text, _ := read(dir)
		gitdir, ok := strings.CutPrefix(text, "gitdir:")
		if !ok {
			return "", false
		}
		dir = strings.TrimSpace(gitdir)
		if !path.IsAbs(dir) {
			dir = path.Join(env.Project, dir)
		}
	}
	head, ok := read(path.Join(dir, "HEAD"))
	if !ok {
		return "", false
	}
	ref, isRef := strings.CutPrefix(head, "ref:")
	if !isRef {
		return "", true // detached: git pushes no branch
	}
	return strings.TrimPrefix(strings.TrimSpace(ref), "refs/heads/"), true
}

// gitVersion matches a version tag: v1, 1.2.3, v2.0.0-rc1.
var gitVersion = &lazyRegexp{expr: `^v?\d+(\.\d+)*([-+].*)?$`}

// gitWholeTree reports whether a pathspec covers the whole work tree (or
// the whole directory the command runs in).
func gitWholeTree(env *Env, w Word) bool {
	v := w.Value
	switch v {
	case ".", "./", "*", "./*", ":/", ":", ":/*", ":(top)", ":(top).", ":/.", "**", ":(glob)**":
		return true
	}
	if w.Literal && fsDotOnly(v) {
		return true
	}
	if i := strings.IndexAny(v, "*?["); i >= 0 && w.Quoted && !strings.Contains(v[:i], "/") {
		return true // '*.py': a pathspec's * crosses directories, so every .py file of the tree
	}
	if p, ok := fsPath(env, w); ok && env.Project != "" && fsUnder(env.Project, p) {
		return true
	}
	return false
}

// gitWholeDir reports whether a pathspec names a directory with all it
// holds: written with a separator at its end (src/, and in cmd's and
// PowerShell's grammars, where \ separates a path's names, Content\),
// or as the directory's whole content (src/*, src/., src/**, src\*), in
// any of the forms git reads a pathspec in (./src/, the top's :/src/,
// the magic :(top,glob)src/**); or a name written without one that is a
// directory of the work tree now (src, ./src). A checkout or restore of
// it discards every uncommitted change under it; a file is named without
// one (src/main.go), a pattern of some files by what follows the *
// ('src/api/*.py').
func gitWholeDir(env *Env, g lexer.Grammar, w Word) bool {
	v := w.Value
	if strings.Contains(v, "://") {
		return false // a URL
	}
	top := false
	if magic, rest, ok := strings.Cut(strings.TrimPrefix(v, ":("), ")"); ok && strings.HasPrefix(v, ":(") {
		for m := range strings.SplitSeq(magic, ",") {
			switch m {
			case "top":
				top = true
			case "glob", "literal":
			default:
				return false // :(exclude)src/, :(icase), :(attr:…): not all it holds
			}
		}
		v = rest
	} else if rest, ok := strings.CutPrefix(v, ":/"); ok {
		v, top = rest, true // :/src/: src at the top of the work tree
	}
	if g == lexer.Cmd || g == lexer.PowerShell {
		v = strings.ReplaceAll(v, `\`, "/")
	}
	for strings.HasPrefix(v, "./") {
		v = v[2:]
	}
	v = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(v, "*"), "*"), ".")
	if len(v) > 1 && strings.HasSuffix(v, "/") && !strings.HasSuffix(v, "//") {
		return true
	}
	if v == "" || !w.Literal || strings.ContainsAny(v, "*?[") || top || env == nil {
		return false
	}
	// src: a name git matches as a directory too, when it is one.
	if p, ok := env.Path(Word{Value: v, Literal: true}); ok && p != "/" {
		fi, err := os.Stat(p)
		return err == nil && fi.IsDir()
	}
	return false
}

// gitOnlyExcludes reports whether every pathspec of specs, at least
// one, is an exclusion (:(exclude)src/, :!src, :^src): git then matches
// everything else, as if . were given with them (gitglossary,
// pathspec): a checkout or restore of the rest of the tree.
func gitOnlyExcludes(specs []Word) bool {
	for _, p := range specs {
		v := p.Value
		if strings.HasPrefix(v, ":!") || strings.HasPrefix(v, ":^") {
			continue
		}
		magic, _, ok := strings.Cut(strings.TrimPrefix(v, ":("), ")")
		if !ok || !strings.HasPrefix(v, ":(") || !slices.Contains(strings.Split(magic, ","), "exclude") {
			return false
		}
	}
	return len(specs) > 0
}

// gitSwitchedBranch returns the branch the commands of the input before
// c switched the work tree to (git checkout X, git switch -c X, git
// rebase UPSTREAM X), read before any of them runs: the work tree's HEAD
// then is no longer the branch c pushes. switched is false when none
// did; known false when the branch is only known at run time (git
// checkout -, a variable, --detach).
func gitSwitchedBranch(ctx *Context, c *Command) (branch string, switched, known bool) {
	if ctx == nil || ctx.Input == nil {
		return "", false, false
	}
	set := func(w Word) {
		branch, switched, known = w.Value, true, w.Literal && w.Value != "-" && w.Value != "@{-1}"
	}
	for _, x := range ctx.Input.Commands {
		if x == c {
			break
		}
		sub, rest := gitSub(x)
		if sub == "" || gitElsewhere(x.Args) {
			continue
		}
		switch sub {
		case "checkout", "switch":
			p := gitOptions(sub, rest)
			if p.dashdash || p.parsed.has("--pathspec-from-file") {
				continue // checkout [TREE] -- PATHS: files, not the branch
			}
			ops := p.operands
			if nb := p.values("-b", "-B", "-c", "-C", "--create", "--force-create", "--orphan"); len(nb) > 0 {
				set(Word{Value: nb[len(nb)-1], Literal: !strings.ContainsAny(nb[len(nb)-1], "$`")})
			} else if p.parsed.has("--detach", "-d") {
				branch, switched, known = "", true, false
			} else if len(ops) == 1 {
				set(ops[0])
			}
		case "rebase":
			if p := gitOptions(sub, rest); len(p.operands) == 2 {
				set(p.operands[1]) // rebase UPSTREAM BRANCH checks BRANCH out first
			}
		}
	}
	return branch, switched, known
}

// gitElsewhere reports whether git is pointed at another repository than
// the working directory's, before its subcommand: --git-dir, --work-tree,
// -C.
func gitElsewhere(args []Word) bool {
	return parseArgs(&gitGlobal, args).has("-C", "--git-dir", "--work-tree")
}

// gitHeadRef reports whether a refspec's side names the current branch:
// HEAD, or @, git's short name for it.
func gitHeadRef(ref string) bool { return ref == "HEAD" || ref == "@" }

func gitCommand(ctx *Context, c *Command) []Finding {
	name := strings.TrimSuffix(c.Name, ".exe")
	if name != "git" && !strings.HasPrefix(name, "git-") {
		return nil
	}
	sub, rest, config := gitSplit(c.Args)
	if name != "git" {
		// git-delete-branch, git-filter-repo: a subcommand's program,
		// run by its own name.
		sub, rest, config = name[len("git-"):], c.Args, nil
	}
	env := ctx.Env // never nil: Check sees to it
	if c.File != "" && sub != "push" && gitElsewhere(c.Args) {
		// An installer's own clone (nvm's install.sh runs git
		// --git-dir="$INSTALL_DIR"/.git checkout -f): the script's business,
		// not the work tree the agent works in.
		return nil
	}
	if len(rest) > 0 && rest[0].Literal && rest[0].Value == "--help" && sub != "!" {
		return nil // git turns git CMD --help into git help CMD, before any alias
	}
	one := func(id, reason, fix string) []Finding { return []Finding{finding(id, c, reason, fix)} }
	switch sub {
	case "!":
		// -c alias.x='!cmd': git runs cmd in a shell.
		if ctx.Policy != nil && len(rest) == 1 && len(c.Wrappers) < 8 {
			v := ctx.Policy.Check(rest[0].Value, lexer.Bash, env)
			if v.Action > Warn {
				return []Finding{v.First()}
			}
		}
	case "reset":
		f := gitOptions(sub, rest)
		// --merge (--me: --m is also --mixed) keeps unstaged changes but
		// throws away staged ones.
		if f.has(0, "--hard", 4) || f.has(0, "--merge", 4) {
			return one("git.reset-hard", "git reset --hard or --merge throws away uncommitted changes in the work tree and index, with no way back",
				"keep the work: save it with `git stash` first, or move the branch without touching files with `git reset --soft HEAD~1` (or `git reset --keep`)")
		}
	case "read-tree":
		// read-tree --reset -u is reset --hard's plumbing: the index and
		// the work tree overwritten, uncommitted changes gone.
		f := gitOptions(sub, rest)
		if f.has(0, "--reset", 4) && f.has('u', "", 0) {
			return one("git.reset-hard", "git read-tree --reset -u throws away every uncommitted change in the work tree and index, with no way back",
				"keep the work: save it with `git stash` first; to look at a tree use `git ls-tree -r REF`")
		}
	case "checkout-index":
		// checkout-index -a -f is checkout -f's plumbing: every file of
		// the index written over the work tree's, unless --prefix puts
		// the copies elsewhere.
		f := gitOptions(sub, rest)
		if f.has('a', "--all", 3) && f.has('f', "--force", 3) && !f.has(0, "--prefix", 5) {
			return one("git.checkout-discard", "git checkout-index --all --force writes the index over every file of the work tree, throwing away uncommitted changes with no way back",
				"save the changes first with `git stash`; to export the index elsewhere use `git checkout-index -a --prefix=out/`")
		}
	case "rm":
		// git rm -f drops local changes with the files; a named file is
		// as routine as git restore FILE, the whole tree is not.
		f := gitOptions(sub, rest)
		if f.has('f', "--force", 3) && !f.has(0, "--cached", 4) {
			for _, p := range append(f.operands, f.paths...) {
				if gitWholeTree(env, p) {
					return one("git.checkout-discard", "git rm -f of the whole tree deletes every file with its uncommitted changes, with no way back",
						"remove files from git's index only with `git rm --cached`, or name the files to remove")
				}
			}
		}
	case "clean":
		f := gitOptions(sub, rest)
		force := f.has('f', "--force", 3) || strings.EqualFold(config["clean.requireforce"], "false")
		// Paths named (git clean -fdx build/) limit it to them: a build
		// directory's leftovers, not the whole tree's untracked work.
		specs := append(append([]Word(nil), f.operands...), f.paths...)
		limited := len(specs) > 0 && !slices.ContainsFunc(specs, func(p Word) bool { return gitWholeTree(env, p) || !p.Literal })
		if force && !limited && !f.has('n', "--dry-run", 3) {
			return one("git.clean", "git clean deletes untracked files, which git has no copy of",
				"list what would go with `git clean -n -d`, then delete only the paths you mean with `rm`")
		}
	case "push", "send-pack":
		// send-pack is push's plumbing: the same refspecs, --force,
		// --all and --mirror, the remote first.
		f := gitOptions(sub, rest)
		// --for is a prefix of --force only among push's options (git
		// reads it so, or refuses it as ambiguous with --force-with-lease).
		force := f.has('f', "--force", 5) || f.has(0, "--mirror", 3)
		for _, o := range f.operands {
			if strings.HasPrefix(o.Value, "+") {
				force = true
			}
		}
		// --force-with-lease (--force-if-includes with it) refuses to
		// overwrite what it has not seen: right for one's own branch,
		// still a rewrite of the history everyone shares on the main
		// line, a release branch or a tag.
		if !force && f.has(0, "--force-with-lease", 9) {
			// No branch named (git push --force-with-lease [REMOTE], or
			// REMOTE HEAD): the current branch is pushed, which the
			// work tree's HEAD says, when it says.
			// Not known (no repository here, another one named by -C):
			// at worst the main line.
			if named := slices.ContainsFunc(f.operands[min(1, len(f.operands)):], func(o Word) bool {
				src, dst, pair := strings.Cut(o.Value, ":")
				if !pair {
					dst = src
				}
				return !gitHeadRef(dst)
			}); !named && !f.has('n', "--dry-run", 3) {
				b, known := gitCurrentBranch(env)
				if sb, switched, sk := gitSwitchedBranch(ctx, c); switched {
					b, known = sb, sk // git checkout main && git push --force-with-lease
				}
				if gitElsewhere(c.Args) {
					b, known = "", false
				}
				const fix = "name the branch you push, your own (`git push --force-with-lease origin my-branch`); leave a rewrite of the main line or a release branch to a human"
				switch {
				case !known:
					return one("git.push-force", "a forced push of the current branch, which is not known here: at worst the main line, whose history everyone shares, lease or not", fix)
				case b != "" && gitSharedRef(b):
					return one("git.push-force", "a forced push of the current branch, "+b+", rewrites history everyone shares, lease or not: their clones and the commits built on it go out of step", fix)
				}
			}
			for i, o := range f.operands {
				src, dst, pair := strings.Cut(o.Value, ":")
				if !pair {
					dst = src
				}
				if i > 0 && dst != "HEAD" && gitSharedRef(dst) {
					return one("git.push-force", "a forced push to "+dst+" rewrites history everyone shares, lease or not: their clones and the commits built on it go out of step",
						"push the rewrite to your own branch (`git push --force-with-lease origin my-branch`) and let a human update "+dst)
				}
			}
		}
		if force && !f.has('n', "--dry-run", 3) {
			return one("git.push-force", "a forced push overwrites the remote branch and can delete commits others pushed",
				"push normally with `git push`, or when a rewrite is really needed use `git push --force-with-lease origin my-branch` (your own branch, named), which refuses to overwrite work you have not seen")
		}
		// Deleting a remote feature branch after its merge is routine;
		// deleting the main line, a release branch or a tag, or whatever
		// --prune finds, is not.
		del := f.has(0, "--prune", 3)
		deleting := f.has('d', "--delete", 3)
		unknown := false
		for i, o := range f.operands {
			ref := o.Value
			if i == 0 && !strings.HasPrefix(ref, ":") {
				continue // the remote
			}
			if r, ok := strings.CutPrefix(ref, ":"); ok && r != "" {
				ref = r // git push origin :branch
			} else if !deleting {
				continue
			}
			if gitSharedRef(ref) {
				del = true
			}
			// xargs git push origin --delete, for /f … do git push
			// origin :%b: refs only known at run time, listed by a
			// command (every tag, every remote branch) at worst.
			unknown = unknown || !o.Literal
		}
		if unknown && !del && !f.has('n', "--dry-run", 3) {
			return one("git.push-delete", "this push deletes remote refs only known at run time: at worst every branch or tag a listing gives, the main line and releases among them, for everyone who uses the remote",
				"name each ref you delete, and only your own merged feature branches: `git push origin --delete my-feature`")
		}
		if del && !f.has('n', "--dry-run", 3) {
			return one("git.push-delete", "this push deletes the remote's main line, a release branch or tag, or every branch --prune finds, for everyone who uses it",
				"leave those to a human; delete only your own merged feature branch, by name: `git push origin --delete my-feature`")
		}
	case "checkout", "switch":
		// -t (--track) takes no value: checkout -tf is -t -f. switch's
		// -c and -C name the branch they create: switch -cfeature.
		f := gitOptions(sub, rest)
		// --f is checkout's --force; switch has --force-create too.
		min := 3
		if sub == "switch" {
			min = 0
		}
		discard := f.has('f', "--force", min) || f.has(0, "--discard-changes", 4)
		if sub == "checkout" {
			specs := f.paths
			if !f.dashdash {
				specs = f.operands
			}
			for _, p := range specs {
				if gitWholeTree(env, p) {
					discard = true
				}
			}
			discard = discard || gitOnlyExcludes(specs)
			if !discard && slices.ContainsFunc(specs, func(p Word) bool { return gitWholeDir(env, c.Grammar, p) }) {
				return one("git.checkout-discard", "this checkout overwrites every uncommitted change in a whole directory, with no way back",
					"save the changes first with `git stash`, or discard one named file with `git restore -- ./path/to/file`")
			}
		}
		if discard {
			return one("git.checkout-discard", "this checkout overwrites uncommitted changes in the whole work tree, with no way back",
				"save the changes first with `git stash`, or discard one named file with `git restore -- ./path/to/file`")
		}
	case "restore":
		f := gitOptions(sub, rest)
		worktree := f.has('W', "--worktree", 3) || !f.has('S', "--staged", 3)
		if worktree {
			specs := append(f.operands, f.paths...)
			for _, p := range specs {
				if gitWholeTree(env, p) || gitOnlyExcludes(specs) {
					return one("git.restore", "git restore of the whole tree throws away every uncommitted change, with no way back",
						"save the changes first with `git stash`, unstage with `git restore --staged .`, or restore one named file with `git restore -- ./path/to/file`")
				}
				if gitWholeDir(env, c.Grammar, p) {
					return one("git.restore", "git restore of a whole directory throws away every uncommitted change under it, with no way back",
						"save the changes first with `git stash`, unstage with `git restore --staged DIR`, or restore one named file with `git restore -- ./path/to/file`")
				}
			}
		}
	case "worktree":
		f := gitOptions(sub, rest)
		if len(f.operands) > 0 && f.operands[0].Value == "remove" && f.has('f', "--force", 3) {
			return one("git.checkout-discard", "git worktree remove --force deletes the worktree with its uncommitted changes, with no way back",
				"commit or stash in the worktree first, then `git worktree remove PATH`, which refuses while changes are there")
		}
	case "submodule":
		// deinit -f removes the submodules' work trees, local changes too.
		f := gitOptions(sub, rest)
		if len(f.operands) > 0 && f.operands[0].Value == "deinit" && f.has('f', "--force", 3) {
			return one("git.checkout-discard", "git submodule deinit --force deletes the submodules' work trees with their uncommitted changes, with no way back",
				"commit or stash in the submodule first, then `git submodule deinit PATH`, which refuses while changes are there")
		}
		// update --force checks the recorded commit out over them.
		if len(f.operands) > 0 && f.operands[0].Value == "update" && f.has('f', "--force", 3) {
			return one("git.checkout-discard", "git submodule update --force checks the recorded commits out over the submodules' uncommitted changes, with no way back",
				"commit or stash in the submodule first, then `git submodule update`, which refuses to overwrite them")
		}
	case "stash":
		f := gitOptions(sub, rest)
		if len(f.operands) > 0 && (f.operands[0].Value == "drop" || f.operands[0].Value == "clear") {
			if f.operands[0].Value == "drop" && len(f.operands) <= 2 && stashAppliedBefore(ctx, c, f.operands[1:]) {
				return nil // git stash apply S && git stash drop S: git stash pop spelled out, the work is in the tree
			}
			return one("git.stash-drop", "git stash "+f.operands[0].Value+" deletes saved work that exists nowhere else",
				"keep the stash; look at it with `git stash list` and `git stash show -p`, and apply it with `git stash apply`")
		}
	case "branch":
		f := gitOptions(sub, rest)
		// --forc: --for is also --format.
		if f.has('D', "", 0) || f.has('d', "--delete", 5) && f.has('f', "--force", 6) {
			return one("git.branch-delete", "force-deleting a branch throws away its unmerged commits",
				"delete only merged branches with `git branch -d NAME`, which refuses to lose commits; a branch merged by squash looks unmerged to git: set it aside with `git branch -m NAME archive/NAME` and let a human delete it")
		}
	case "update-ref":
		f := gitOptions(sub, rest)
		if f.has('d', "", 0) {
			return one("git.branch-delete", "git update-ref -d deletes a ref and can orphan its commits",
				"leave refs alone; delete merged branches with `git branch -d NAME`")
		}
		// --stdin reads its changes as lines: delete REF among them, or
		// lines only known at run time (for-each-ref … | git update-ref
		// --stdin: at worst a delete of every branch).
		if f.has(0, "--stdin", 7) && (c.Stdin == nil || slices.ContainsFunc(strings.Split(*c.Stdin, "\n"), func(l string) bool {
			return strings.HasPrefix(strings.TrimSpace(l), "delete ")
		})) {
			return one("git.branch-delete", "git update-ref --stdin deletes the refs its input names (delete REF), or may: lines only known at run time can delete every branch and orphan their commits",
				"leave refs alone; delete merged branches by name with `git branch -d NAME`")
		}
	case "rebase":
		if what := gitRebaseDrops(rest, config, c.Assigns); what != "" {
			return one("git.history-rewrite", what,
				"rebase interactively and leave dropping commits to a human (`git rebase -i BASE`), or undo a commit by adding one: `git revert COMMIT`")
		}
	case "replace":
		f := gitOptions(sub, rest)
		if !f.has('l', "--list", 3) && !f.has('d', "--delete", 3) && (len(f.operands) >= 1 && (f.has(0, "--graft", 3) || f.has(0, "--edit", 3)) || len(f.operands) >= 2 || f.has(0, "--convert-graft-file", 3)) {
			return one("git.history-rewrite", "git replace makes every git command see another commit in place of one, rewriting the history it shows and pushes",
				"leave history to a human; to undo a commit add one with `git revert COMMIT`, to read history use `git log --oneline`")
		}
	case "lfs":
		// git lfs migrate import or export --everything rewrites every
		// commit of every local and remote-tracking branch (info only
		// reports; without --everything it rewrites the current branch).
		f := gitOptions(sub, rest)
		if len(f.operands) > 1 && f.operands[0].Value == "migrate" && (f.operands[1].Value == "import" || f.operands[1].Value == "export") && f.has(0, "--everything", 4) {
			return one("git.history-rewrite", "git lfs migrate "+f.operands[1].Value+" --everything rewrites every commit on every branch",
				"leave history to a human; to see what it would move use `git lfs migrate info --everything`")
		}
	case "filter-branch", "filter-repo":
		if sub == "filter-repo" && slices.ContainsFunc(rest, func(a Word) bool {
			return a.Literal && (a.Value == "--analyze" || a.Value == "--dry-run" || a.Value == "-h" || a.Value == "--help")
		}) {
			// git filter-repo --analyze writes a report under
			// .git/filter-repo/analysis and changes nothing; --dry-run
			// filters into files it keeps, without fast-import.
			return nil
		}
		return one("git.history-rewrite", "git "+sub+" rewrites the whole history of the repository",
			"leave history to a human; to read it use `git log --oneline`")
	case "reflog":
		f := gitOptions(sub, rest)
		if len(f.operands) > 0 && (f.operands[0].Value == "delete" ||
			f.operands[0].Value == "expire" && gitPrunesNow(f, "--expire", "--expire-unreachable")) {
			return one("git.history-rewrite", "expiring or deleting reflog entries removes the last way back to lost commits",
				"leave the reflog alone; to read it use `git reflog`")
		}
	case "gc", "prune":
		f := gitOptions(sub, rest)
		if sub == "prune" && !f.has('n', "--dry-run", 3) || gitPrunesNow(f, "--prune", "--expire") {
			return one("git.history-rewrite", "pruning unreachable objects now deletes lost commits for good",
				"let git prune on its own schedule: `git gc`")
		}
	}
	if rule := gitExternal(sub); rule != "" && !gitAliased(ctx, sub) && !slices.ContainsFunc(rest, func(a Word) bool { return a.Value == "-n" || a.Value == "--dry-run" || a.Value == "-h" }) {
		return one(rule, "git "+sub+" is not one of git's own commands: git runs the program git-"+sub+", whose name says it deletes or rewrites what the repository keeps (branches, tags, history, untracked files)",
			"use git's own commands, which the guard reads: `git branch -d NAME` for a merged branch, `git clean -n` to list untracked files; leave remote branches, tags and history to a human")
	}
	if what := gitSkipsChecks(sub, rest, config, c.Assigns); what != "" {
		words, _ := externalWords.get("git") // the words of git config's spec (gitSpecs)
		return one("git.skip-hooks", what+words[0], words[1])
	}
	return nil
}

// gitHooked are the subcommands that run the repository's hooks or sign.
var gitHooked = set{"am", "cherry-pick", "commit", "merge", "pull", "push", "rebase", "revert"}

// gitSkipsChecks returns what in a git command switches off the project's
// hooks or commit signing ("" if nothing does): --no-verify (commit's
// -n), --no-gpg-sign, core.hooksPath pointed at nothing or
// commit.gpgsign turned off by -c, and husky's HUSKY=0 or pre-commit's
// SKIP set for the command. git config setting them for good is a spec
// entry (gitSpecs).
func gitSkipsChecks(sub string, rest []Word, config map[string]string, assigns []string) string {
	off := func(v string) bool {
		switch strings.ToLower(v) {
		case "false", "no", "off", "0":
			return true
		}
		return false
	}
	// A value known at run time only ($VAR, --config-env) is, at worst,
	// nowhere or off.
	nowhere := func(v string) bool {
		return v == "" || v == "/dev/null" || strings.EqualFold(v, "nul") || strings.HasPrefix(v, "$")
	}
	if !gitHooked.has(sub) {
		return ""
	}
	if v, ok := config["core.hookspath"]; ok && nowhere(v) {
		return "-c core.hooksPath=" + v
	}
	if v, ok := config["commit.gpgsign"]; ok && (off(v) || strings.HasPrefix(v, "$")) {
		return "-c commit.gpgsign=" + v
	}
	for _, a := range assigns {
		k, v, _ := strings.Cut(a, "=")
		if k == "HUSKY" && off(v) || k == "HUSKY_SKIP_HOOKS" && v != "" && !off(v) || k == "SKIP" && v != "" {
			return a
		}
	}
	f := gitOptions(sub, rest)
	switch {
	case f.has(0, "--no-verify", 6), sub == "commit" && f.has('n', "", 0):
		return "--no-verify"
	case f.has(0, "--no-gpg-sign", 6):
		return "--no-gpg-sign"
	}
	return ""
}

// gitPrunesNow reports whether one of the long options names is given a
// time of now, all or never-kept.
func gitPrunesNow(f gitFlags, names ...string) bool {
	for _, val := range f.values(names...) {
		switch strings.ToLower(val) {
		case "now", "all", "0", "0.seconds", "1.second.ago", "now.ago":
			return true
		}
	}
	return false
}

// gitRebaseDrops says how a rebase drops commits without anyone choosing
// them ("" if it does not): --onto NEWBASE UPSTREAM where NEWBASE is an
// ancestor of UPSTREAM on the same line (main~3 and main~1: the commits
// between are left out), or a sequence editor (GIT_SEQUENCE_EDITOR, -c
// sequence.editor) that deletes lines of the todo list or marks them drop.
func gitRebaseDrops(rest []Word, config map[string]string, assigns []string) string {
	p := gitOptions("rebase", rest)
	if onto := p.values("--onto"); len(onto) > 0 && len(p.operands) > 0 {
		nb, nd, ok1 := gitAncestor(onto[len(onto)-1])
		ub, ud, ok2 := gitAncestor(p.operands[0].Value)
		if ok1 && ok2 && nb == ub && nd > ud {
			return "git rebase --onto " + onto[len(onto)-1] + " " + p.operands[0].Value + " leaves out the commits between them: they drop out of the branch's history"
		}
	}
	if !p.has('i', "--interactive", 5) {
		return ""
	}
	editor, ok := config["sequence.editor"]
	for _, a := range assigns {
		if v, found := strings.CutPrefix(a, "GIT_SEQUENCE_EDITOR="); found {
			editor, ok = v, true
		}
	}
	if ok && todoDrops.get().MatchString(editor) {
		return "the sequence editor " + editor + " deletes commits from the rebase's todo list: they drop out of history, unseen"
	}
	return ""
}

// todoDrops matches an editor command that deletes lines of the file it
// is given or marks them drop: sed's d command, drop, grep -v, a file
// emptied by a redirection.
var todoDrops = &lazyRegexp{expr: `\bdrop\b|\bsed\b.*(^|[\s'"/;,$0-9}])d\s*(['";}]|$)|\bgrep\s+(-\w*v|--invert)|(^|[;&|\s]):?\s*>\s*["']?\$|\btruncate\b|/dev/null`}

// gitAncestor reads REV~N, REV^, REV^^ and REV~ (the Nth first-parent
// ancestor of REV) as REV and N; a REV without them is REV and 0.
func gitAncestor(rev string) (string, int, bool) {
	base, n := rev, 0
	for base != "" {
		i := strings.LastIndexAny(base, "~^")
		if i < 0 {
			break
		}
		num := base[i+1:]
		k := 1
		if num != "" {
			v := 0
			for _, ch := range num {
				if ch < '0' || ch > '9' {
					return "", 0, false
				}
				v = v*10 + int(ch-'0')
			}
			if base[i] == '^' && v != 1 {
				return "", 0, false // ^2: another parent, not the line
			}
			k = v
		}
		n += k
		base = base[:i]
	}
	return base, n, base != ""
}

// gitRefNouns are what a subcommand's program deletes from the
// repository when its name says so (delete-branch, delete-merged-branches,
// purge-tags); gitWipeVerbs wipe the repository's work or history by
// themselves (git-extras' clear: reset --hard and clean -fdx; obliterate:
// a file erased from every commit).
var (
	gitRefNouns  = set{"branch", "branches", "commit", "commits", "history", "merged", "ref", "refs", "remote", "remotes", "squashed", "stash", "stashes", "submodule", "submodules", "tag", "tags"}
	gitWipeVerbs = set{"clear", "nuke", "obliterate", "scrub", "wipe"}
	// gitHistoryNouns: what is deleted is commits, not a name for one.
	gitHistoryNouns = set{"commit", "commits", "history"}
)

// gitExternal returns the rule a subcommand that is not git's own (git
// runs git-SUB from PATH: git-extras, a user's helper) breaks by its
// name, "" when its name says nothing destructive: a destroying verb
// with what it destroys (delete-branch, purge-tags), a strong one alone
// (nuke), or a verb that wipes (clear, obliterate).
func gitExternal(sub string) string {
	if gitOwn.has(sub) {
		return ""
	}
	parts := splitParts(sub)
	for i, p := range parts {
		rest := parts[i+1:]
		switch {
		case gitWipeVerbs.has(p) && len(parts) == 1 || p == "obliterate":
			if p == "clear" {
				return "git.clean"
			}
			return "git.history-rewrite"
		case vocabDestroy.has(p) || vocabWeakDestroy.has(p):
			if slices.ContainsFunc(rest, gitRefNouns.has) {
				if slices.ContainsFunc(rest, gitHistoryNouns.has) {
					return "git.history-rewrite"
				}
				return "git.branch-delete"
			}
			if len(parts) == 1 && vocabDestroy.has(p) {
				return "git.history-rewrite"
			}
		}
	}
	return ""
}

// gitAliased reports whether the input defines sub as a git alias: then
// it is the command the alias stands for (gitAliasCommand).
func gitAliased(ctx *Context, sub string) bool {
	_, ok := gitInputAlias(ctx, sub)
	return ok
}

// gitOwn are git's own subcommands whose names hold a destroying verb:
// the rules above read their options.
var gitOwn = set{"clean", "prune", "prune-packed", "rm"}

// stashAppliedBefore reports whether c, git stash drop of the stash ref
// names (stash@{0} when none), runs only after git stash apply of the
// same stash succeeded: the right side of &&, whose left side ends, by
// &&, with that apply (git stash apply stash@{1} && git stash drop
// stash@{1}). That is git stash pop written out: the dropped work is in
// the working tree. Not after ; or ||: a failed apply (a conflict) would
// still drop it.
func stashAppliedBefore(ctx *Context, c *Command, ref []Word) bool {
	want := "stash@{0}"
	if len(ref) == 1 {
		if !ref[0].Literal {
			return false
		}
		want = stashRef(ref[0].Value)
	}
	if ctx == nil || ctx.Input == nil {
		return false
	}
	// The command's text may stand for more than one statement, in the
	// input or in code it runs (git stash apply && git stash drop && git
	// stash drop): every one must follow its apply.
	text := strings.TrimSpace(c.Text)
	drops, applied := 0, 0
	for _, t := range ctx.Input.parsed {
		if t.f == nil {
			if strings.Contains(t.text, text) {
				return false // read word by word: no statements to see
			}
			continue
		}
		slice := func(n syntax.Node) string {
			i, j := int(n.Pos().Offset()), int(n.End().Offset())
			if i < 0 || j > len(t.text) || i > j {
				return ""
			}
			return strings.TrimSpace(t.text[i:j])
		}
		syntax.Walk(t.f, func(n syntax.Node) bool {
			switch x := n.(type) {
			case *syntax.Stmt:
				if _, call := x.Cmd.(*syntax.CallExpr); call && slice(x) == text {
					drops++
				}
			case *syntax.BinaryCmd:
				if x.Op != syntax.AndStmt || x.Y.Background || x.Y.Negated || slice(x.Y) != text || !stashDropPlain(x.Y.Cmd) {
					break
				}
				left := x.X
				for {
					b, ok := left.Cmd.(*syntax.BinaryCmd)
					if !ok || b.Op != syntax.AndStmt {
						break
					}
					left = b.Y
				}
				if !left.Background && !left.Negated && len(left.Redirs) == 0 && stashApplyOf(left.Cmd) == want {
					applied++
				}
			}
			return true
		})
	}
	return drops > 0 && drops == applied
}

// stashApplyOf returns the stash that cmd, git stash apply [--index] [-q]
// [STASH] in literal words, applies; "" for any other command.
func stashApplyOf(cmd syntax.Command) string {
	call, ok := cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) < 3 {
		return ""
	}
	var words []string
	for _, w := range call.Args {
		lit := w.Lit()
		if lit == "" {
			return ""
		}
		words = append(words, lit)
	}
	if words[0] != "git" || words[1] != "stash" || words[2] != "apply" {
		return ""
	}
	ref := "stash@{0}"
	n := 0
	for _, w := range words[3:] {
		switch {
		case w == "--index" || w == "-q" || w == "--quiet":
		case strings.HasPrefix(w, "-"):
			return ""
		default:
			ref, n = stashRef(w), n+1
		}
	}
	if n > 1 {
		return ""
	}
	return ref
}

// stashDropPlain reports whether cmd is git stash drop in literal words
// with no variable assigned and no option of git's own before stash: the
// same repository the apply before it used, not another one (git -C
// ../other stash drop, GIT_DIR=… git stash drop, git --git-dir=…).
func stashDropPlain(cmd syntax.Command) bool {
	call, ok := cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) < 3 {
		return false
	}
	return call.Args[0].Lit() == "git" && call.Args[1].Lit() == "stash" && call.Args[2].Lit() == "drop"
}

// stashRef is a stash's name as git reads it: N is stash@{N}.
func stashRef(w string) string {
	if _, err := strconv.Atoi(w); err == nil {
		return "stash@{" + w + "}"
	}
	return w
}
