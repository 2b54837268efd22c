package policy

import (
	"path"
	"strconv"
	"strings"
)

// The repository itself: .git deleted or moved away, in any grammar and
// from any directory (git.repo-delete). Without it every commit, branch
// and stash of the project is gone.

// repoCommand judges a delete or a move of a .git directory.
func repoCommand(ctx *Context, c *Command) []Finding {
	name := strings.TrimSuffix(c.Name, ".exe")
	if f, ok := asFind(c); ok && fsFindDeletes(f) && ((findsRepo(f) || negatedGroup(f)) && !findSkipsRepo(f) && findsFrom(ctx.Env, f, ctx.Env.Project) || findsAllIn(f, repoHistoryDir)) {
		return []Finding{finding("git.repo-delete", c, "find deletes every .git directory it finds, this project's or the user's other repositories: every commit, branch and stash in them is lost",
			"leave .git alone; to list repositories use `find . -name .git -type d -prune`, to start over in a copy use `git clone . ../fresh-copy`")}
	}
	if f := repoScript(c); f != nil {
		return f
	}
	if c.Grammar.IsPosix() {
		for _, w := range fsReplaces(c) {
			if f, ok := repoOwnFile(w.Value); ok {
				return []Finding{finding("git.repo-delete", c, "writing over the repository's own "+f+" ("+w.Value+") loses what git keeps there (remotes, branches, the index, history)",
					"change the repository through git: `git config KEY VALUE`, `git remote add NAME URL`, `git update-ref`")}
			}
		}
	}
	// args are the words naming what it deletes or moves; dest: the last
	// of them is where it moves them.
	del, move, recursive, args, dest := false, false, true, c.Args, false
	if s, p, dry := removerRead(c); dry {
		return nil // Remove-Item -WhatIf, trash --list
	} else if s != nil {
		args = p.operands
		switch {
		case s.extra().removes == removesEmpty && c.Grammar.IsPosix():
			return nil // rmdir of a non-empty .git fails
		case s.extra().removes == removesFiles && s.shell == 0:
			r, maybe := s.recursive(p) // rm -r; Git for Windows' rm in cmd
			recursive = r || maybe
		}
		del, move = s.extra().removes != removesAway, s.extra().removes == removesAway
	} else {
		move = does(c, name, roleMoves)
		dest = move
	}
	if !del && !move {
		return nil
	}
	if del || move && !dest {
		// find … -name .git | xargs rm -rf (or trash-put): what xargs
		// reads is what find selects.
		for _, f := range c.Feeds {
			if g, _ := psLister(f); g != nil && isWin(c.Grammar) && psListsRepos(ctx, g) {
				return []Finding{finding("git.repo-delete", c, "it deletes every .git directory Get-ChildItem lists, this project's or the user's other repositories: every commit, branch and stash in them is lost",
					"leave .git alone; to list repositories use `Get-ChildItem -Recurse -Directory -Filter .git -Force`")}
			}
			if f, ok := asFind(f); ok && findsRepo(f) && findsFrom(ctx.Env, f, ctx.Env.Project) && hasArg(c.Args, "$XARGS") {
				return []Finding{finding("git.repo-delete", c, "it deletes every .git directory find selects, this project's or the user's other repositories: every commit, branch and stash in them is lost",
					"leave .git alone; to list repositories use `find . -name .git -type d -prune`")}
			}
		}
	}
	for i, a := range args {
		if dest && i == len(args)-1 && len(args) > 1 {
			break // the destination
		}
		v := strings.TrimRight(strings.ReplaceAll(a.Value, "\\", "/"), "/")
		if !a.Literal && strings.Contains(v, "{}") && recursive && (path.Base(v) == ".git" || strings.Contains(v, "/.git/")) {
			// find … -exec rm -rf {}/../.git: a path built on what find
			// found names a repository beside or inside each, which
			// find's own reading (fsFind, findSkipsRepo) never sees.
			return []Finding{finding("git.repo-delete", c, "deleting a .git directory named from each file find finds ("+a.Value+") loses every commit, branch and stash of those repositories",
				"leave .git alone; to list repositories use `find . -name .git -type d -prune`")}
		}
		if !a.Literal && recursive && repoUnknownPrefix(v) && !freshTemp(a) {
			// rm -rf "$X/.git": whatever X holds, a path whose last
			// component is .git, written as such, is a repository's;
			// but not inside a fresh temporary directory (d=$(mktemp
			// -d); git clone URL "$d"; rm -rf "$d/.git": a clone made
			// here).
			return []Finding{finding("git.repo-delete", c, "deleting a .git directory below a path only known at run time ("+a.Value+") loses every commit, branch and stash of that repository, whichever it is",
				"leave .git alone; to copy a tree without its history use `git archive HEAD | tar -x -C DEST` or `git clone --depth 1 URL DEST`")}
		}
		if !a.Literal || strings.HasPrefix(a.Value, "-") && c.Grammar.IsPosix() {
			continue
		}
		if f, ok := repoHistory(v); ok {
			verb := "deleting"
			if move {
				verb = "moving away"
			}
			return []Finding{finding("git.repo-delete", c, verb+" the repository's "+f+" ("+a.Value+") loses its commits or branches: what git keeps the history in",
				"leave .git alone; to drop a branch use `git branch -d NAME`, to clean up use `git gc`")}
		}
		if path.Base(v) == ".git" && recursive {
			verb := "deleting"
			if move {
				verb = "moving away"
			}
			return []Finding{finding("git.repo-delete", c, verb+" the repository's .git directory ("+a.Value+") loses every commit, branch and stash of the project",
				"leave .git alone; to start over in a copy use `git clone . ../fresh-copy`, to untrack files use `git rm --cached FILE`")}
		}
	}
	return nil
}

// repoUnknownPrefix reports whether a word only known at run time names
// a .git directory or its history by its written last components
// ($X/.git, "${REPO}"/.git/objects): the prefix may be anything, the
// directory deleted is a repository's. A variable in those components
// (.git/$F, $X.git) names something else.
func repoUnknownPrefix(v string) bool {
	i := strings.LastIndex("/"+v, "/.git")
	if i < 0 || strings.ContainsAny(v[i:], "$`{}") {
		return false
	}
	return repoHistoryDir(v)
}

// repoOwnFile reports whether a path names one of the files git keeps the
// repository in (.git/config, HEAD, index, packed-refs, refs/…,
// objects/…), and which; hooks and info/exclude are files people write.
func repoOwnFile(v string) (string, bool) {
	v = path.Clean(v)
	i := strings.LastIndex("/"+v, "/.git/")
	if i < 0 {
		return "", false
	}
	rest := v[i+len(".git/"):]
	switch {
	case rest == "config" || rest == "HEAD" || rest == "index" || rest == "packed-refs":
		return rest, true
	case strings.HasPrefix(rest, "refs/") || strings.HasPrefix(rest, "objects/"):
		return rest[:strings.IndexByte(rest, '/')], true
	}
	return "", false
}

// repoHistory reports whether a path names where git keeps a repository's
// history (the object store, the refs, packed-refs, HEAD: .git/objects,
// .git/refs/heads/main), and which. Hooks, logs of the index and lock
// files (.git/index.lock) are not.
func repoHistory(v string) (string, bool) {
	v = path.Clean(v)
	i := strings.LastIndex("/"+v, "/.git/")
	if i < 0 {
		return "", false
	}
	rest := v[i+len(".git/"):]
	top, _, _ := strings.Cut(rest, "/")
	for _, h := range [...]string{"objects", "refs", "packed-refs", "HEAD"} {
		// A pattern the shell expands matches them too (.git/*, .git/[or]*).
		if m, _ := path.Match(top, h); m {
			return h, true
		}
	}
	return "", false
}

// repoHistoryDir reports whether a path is a .git directory or one where
// git keeps history in it (.git, .git/objects, .git/refs/heads).
func repoHistoryDir(v string) bool {
	v = path.Clean(v)
	if path.Base(v) == ".git" {
		return true
	}
	_, ok := repoHistory(v)
	return ok
}

// findsAllIn reports whether a find starts only at places in selects
// (find .git -type f -delete) and tests nothing of the names it reaches
// (-name, -path, -regex, …): it acts on all of them, not on the lock or
// temporary files a name test picks (find .git -name '*.lock' -delete).
func findsAllIn(c *Command, in func(string) bool) bool {
	starts := findStarts(c.Args)
	if len(starts) == 0 {
		return false
	}
	for _, a := range starts {
		if !a.Literal || !in(strings.ReplaceAll(a.Value, "\\", "/")) {
			return false
		}
	}
	for _, a := range c.Args {
		switch strings.TrimPrefix(a.Value, "-i") {
		case "-name", "name", "-path", "path", "-wholename", "wholename", "-regex", "regex", "-newer", "-mtime", "-mmin", "-size", "-user", "-perm", "-links", "-empty":
			return false
		}
	}
	return true
}

// findsRepo reports whether a find selects .git directories by name
// (-name .git, -iname .GIT, -name '.gi?', -path '*/.git'). In an
// expression of tests all joined by and, a name or path test .git cannot
// match leaves it out (-name '*.pyc' -not -path './.venv/*'), and one
// negated alone selects everything else, .git too (-not -name '*.pyc').
func findsRepo(c *Command) bool {
	matched, excluded, negated, simple := false, false, false, true
	for i := 0; i < len(c.Args); i++ {
		switch c.Args[i].Value {
		case "-o", "-or", "(", ")", ",":
			simple = false
		}
		if i+1 == len(c.Args) {
			break
		}
		v := c.Args[i+1].Value
		m, test := false, true
		switch c.Args[i].Value {
		case "-name":
			m, _ = path.Match(v, ".git")
		case "-iname":
			m, _ = path.Match(strings.ToLower(v), ".git")
		case "-path", "-ipath", "-wholename", "-iwholename":
			m, _ = path.Match(path.Base(strings.ToLower(v)), ".git")
		default:
			test = false
		}
		if !test {
			continue
		}
		matched = matched || m
		if i > 0 && (c.Args[i-1].Value == "!" || c.Args[i-1].Value == "-not") {
			negated = true
		} else if !m {
			excluded = true
		}
	}
	if !simple {
		return matched
	}
	return !excluded && (matched || negated)
}

// findsFrom reports whether one of a find's starting points holds dir (a
// start only known at run time may), or, with dir unknown, is the working
// directory or above it: find vendor -name .git reaches only the
// vendored checkouts, find . the project's own .git too. A start outside
// dir, other than a scratch directory, reaches other projects'
// repositories (find ~/code): the user's work as much as this one.
func findsFrom(env *Env, c *Command, dir string) bool {
	if dir == "" {
		dir = env.Cwd
	}
	starts := findStarts(c.Args)
	for _, a := range starts {
		p, ok := fsPath(env, a)
		if !ok || dir == "" || fsUnder(dir, p) || !fsUnder(p, dir) && !scratchPath(p) {
			return true
		}
	}
	if len(starts) == 0 { // find -name .git: the working directory
		return dir == "" || fsUnder(dir, env.Cwd)
	}
	return false
}

// bfgCommand judges the BFG Repo-Cleaner (bfg …, java -jar bfg.jar …),
// which rewrites the whole history as filter-branch does.
func bfgCommand(ctx *Context, c *Command) []Finding {
	switch {
	case c.Name == "bfg":
	case c.Name == "java":
		// What java runs, through its spec: the jar after -jar, or the
		// main class.
		_, p := specRead(c)
		if len(p.rest) == 0 || !strings.HasPrefix(strings.ToLower(path.Base(p.rest[0].Value)), "bfg") {
			return nil
		}
	default:
		return nil
	}
	if hasArg(c.Args, "--help", "-h", "--version") {
		return nil
	}
	return []Finding{finding("git.history-rewrite", c, "the BFG rewrites the whole history of the repository",
		"leave history to a human; to read it use `git log --oneline`")}
}

// gitAliasCommand judges git NAME where NAME is an alias the input
// defined before (git config [--global] alias.NAME VALUE, or
// GIT_CONFIG_KEY_n=alias.NAME with GIT_CONFIG_VALUE_n): as the command the
// alias stands for. Aliases given with -c on the same command are
// gitSplit's.
func gitAliasCommand(ctx *Context, c *Command) []Finding {
	if !isGit(c) || ctx.Input == nil {
		return nil
	}
	sub, _, config := gitSplit(c.Args)
	if sub == "" || config["alias."+strings.ToLower(sub)] != "" {
		return nil
	}
	alias, ok := gitInputAlias(ctx, sub)
	if !ok {
		return nil
	}
	try := *c
	try.Args = append([]Word{{Value: "-c", Literal: true}, {Value: "alias." + sub + "=" + alias, Literal: true}}, c.Args...)
	for _, f := range gitCommand(ctx, &try) {
		if f.Rule != "" {
			f.Command = strings.TrimSpace(c.Text)
			f.Reason = "git " + sub + " is an alias the input defined (" + alias + "): " + f.Reason
			return []Finding{f}
		}
	}
	return nil
}

// gitInputAlias returns what the git alias sub the input defines
// stands for, and whether it defines one.
func gitInputAlias(ctx *Context, sub string) (string, bool) {
	if ctx.Input == nil {
		return "", false
	}
	aliases := ctx.memo("git.aliases", func(whole *Context) any { return inputGitAliases(whole.Input) }).(map[string]string)
	alias, ok := aliases[strings.ToLower(sub)]
	return alias, ok
}

// inputGitAliases returns the git aliases the input defines, by lower-case
// name.
func inputGitAliases(in *Input) map[string]string {
	var out map[string]string // made for the first: most inputs define none
	add := func(name, v string) {
		if out == nil {
			out = map[string]string{}
		}
		out[name] = v
	}
	env := newGitEnvSettings()
	for _, x := range in.Commands {
		for _, as := range x.Assigns {
			env.add(as)
		}
		for _, a := range x.Args {
			env.add(a.Value)
		}
		sub, rest := gitSub(x)
		if sub != "config" {
			continue
		}
		f := gitOptions("config", rest)
		if len(f.operands) >= 2 {
			if name, ok := strings.CutPrefix(strings.ToLower(f.operands[0].Value), "alias."); ok {
				add(name, f.operands[len(f.operands)-1].Value)
			}
		}
	}
	for n, k := range env.keys {
		if name, ok := strings.CutPrefix(strings.ToLower(k), "alias."); ok {
			add(name, env.vals[n])
		}
	}
	return out
}

// gitEnvSettings are the settings git reads from its environment, by
// entry: GIT_CONFIG_KEY_n and GIT_CONFIG_VALUE_n pairs (entry n), and the
// quoted entries of GIT_CONFIG_PARAMETERS, what git -c passes its
// children (entry pI); hows says how an entry of the latter was given.
type gitEnvSettings struct{ keys, vals, hows map[string]string }

func newGitEnvSettings() gitEnvSettings {
	return gitEnvSettings{keys: map[string]string{}, vals: map[string]string{}, hows: map[string]string{}}
}

// add reads one NAME=VALUE assignment into g. It returns the text of a
// GIT_CONFIG_PARAMETERS value outside its quoted entries: a variable
// there may add any.
func (g gitEnvSettings) add(as string) (rest string) {
	k, v, ok := strings.Cut(as, "=")
	if !ok {
		return ""
	}
	if n, ok := strings.CutPrefix(k, "GIT_CONFIG_KEY_"); ok {
		g.keys[n] = v
	} else if n, ok := strings.CutPrefix(k, "GIT_CONFIG_VALUE_"); ok {
		g.vals[n] = v
	} else if k == "GIT_CONFIG_PARAMETERS" {
		// 'alias.x=reset --hard', or 'alias.x'='reset --hard', each in
		// single quotes.
		for i, m := range gitConfigParams.get().FindAllStringSubmatch(v, 16) {
			key, val := m[1], m[2]
			if m[3] == "" && !strings.Contains(m[0], "'='") {
				key, val, _ = strings.Cut(m[1], "=")
			} else if m[3] != "" {
				val = m[3]
			}
			n := "p" + strconv.Itoa(i)
			g.keys[n], g.vals[n], g.hows[n] = key, val, "GIT_CONFIG_PARAMETERS="+m[0]
		}
		return gitConfigParams.get().ReplaceAllString(v, "")
	}
	return ""
}

// gitConfigParams matches one entry of GIT_CONFIG_PARAMETERS: 'k=v' (1
// is all of it) or 'k'='v' (1 the key, 3 the value).
var gitConfigParams = &lazyRegexp{expr: `'([^']*)'(=)?(?:'([^']*)')?`}

// scratchPath reports whether p is in a directory anyone may clear
// (fsScratch).
func scratchPath(p string) bool {
	for _, d := range fsScratch {
		if fsUnder(p, d) {
			return true
		}
	}
	return false
}

// repoScript judges interpreter code that deletes a tree (python -c
// "shutil.rmtree('.git')", FileUtils.rm_rf, fs.rmSync(…, {recursive}),
// remove_tree), in any grammar: a .git directory, or where git keeps
// the history, among the strings it deletes is the repository, as rm
// -rf .git is. The strings are read as fsScript reads them.
func repoScript(c *Command) []Finding {
	lang, code, ok := interpCode(c)
	if !ok || lang == "awk" || lang == "jq" || !fsScriptDelete.get().MatchString(code) {
		return nil
	}
	for _, m := range fsScriptString.get().FindAllStringSubmatch(code, 32) {
		v := strings.TrimRight(strings.ReplaceAll(m[1]+m[2], "\\", "/"), "/")
		if v == "" || strings.ContainsAny(v, " \t") {
			continue
		}
		if f, ok := repoHistory(v); ok || path.Base(path.Clean(v)) == ".git" {
			if !ok {
				f = ".git directory"
			}
			return []Finding{finding("git.repo-delete", c, c.Name+" code deleting the repository's "+f+" ("+m[1]+m[2]+") loses every commit, branch and stash of the project",
				"leave .git alone; to start over in a copy use `git clone . ../fresh-copy`, to untrack files use `git rm --cached FILE`")}
		}
	}
	return nil
}

// findSkipsRepo reports whether the expression of c, a find, is false for
// every .git (a directory, or a linked work tree's file) below its
// starts: read in three values (true, false, unknown) with find's
// precedence (! over -a over -o), a test it cannot decide (-newer, -size,
// -regex, a run-time word) unknown, an action true. find . -type d \(
// -name bin -o -name obj \) -prune -exec rm -rf {} + deletes no .git;
// an alternative that may match one (-o -type d) keeps the refusal.
func findSkipsRepo(c *Command) bool {
	starts := findStarts(c.Args)
	if len(starts) == 0 {
		return false
	}
	k := -1
	for i := range c.Args {
		if &c.Args[i] == &starts[0] {
			k = i // after the global options (-L, -H)
		}
	}
	if k < 0 {
		return false
	}
	expr := c.Args[k+len(starts):]
	for _, start := range starts {
		if !start.Literal {
			return false
		}
		repo := strings.TrimSuffix(start.Value, "/") + "/.git"
		for _, kind := range []byte{'d', 'f'} {
			e := findEval{args: expr, cand: repo, kind: kind}
			if e.or() == triFalse && e.i == len(expr) {
				continue
			}
			// Selected, but its delete never evaluated for .git or
			// for what is in it (-delete's -depth keeps -prune from
			// skipping it): find . -name .git -prune -o -name '*.rej'
			// -delete.
			for _, c := range repoInside(repo, kind, expr) {
				t := findEval{args: expr, cand: c.cand, kind: c.kind, track: true, live: triTrue}
				if t.or(); t.i != len(expr) || t.acts != triFalse {
					return false
				}
			}
		}
	}
	return true
}

// A repoEntry is a path in a repository and its kind ('d' or 'f').
type repoEntry struct {
	cand string
	kind byte
}

// repoInside returns the .git at repo and paths of what is in it, for a
// find whose -delete (its -depth) keeps -prune from skipping it: git's
// own files (HEAD, config, index, packed-refs), its objects (a loose
// one's folder and file, a pack and its index), its logs and refs, and,
// when find descends into .git (-delete, -depth), a branch named as each
// literal -name or -iname of expr says, as a branch may be named
// anything (-name master, -name develop).
func repoInside(repo string, kind byte, expr []Word) []repoEntry {
	out := []repoEntry{{repo, kind}}
	for _, f := range [...]string{"HEAD", "ORIG_HEAD", "FETCH_HEAD", "COMMIT_EDITMSG", "config", "description", "index", "packed-refs",
		"objects/0a/1b2c3d4e5f", "objects/pack/pack-0a1b2c.pack", "objects/pack/pack-0a1b2c.idx", "objects/pack/pack-0a1b2c.rev",
		"logs/HEAD", "logs/refs/heads/main", "refs/heads/main", "refs/heads/master", "refs/tags/v1.0.0", "refs/remotes/origin/main"} {
		out = append(out, repoEntry{repo + "/" + f, 'f'})
	}
	for _, d := range [...]string{"objects", "objects/0a", "objects/pack", "refs", "refs/heads", "logs", "info", "hooks"} {
		out = append(out, repoEntry{repo + "/" + d, 'd'})
	}
	if !hasArg(expr, "-delete", "-depth", "-d") {
		return out // -prune keeps find out of .git: only its own entries are tried
	}
	for i := 1; i < len(expr); i++ {
		// git refuses a ref's part starting with a dot (.DS_Store).
		if p := expr[i-1].Value; (p == "-name" || p == "-iname") && !strings.ContainsAny(expr[i].Value, "*?[/") && expr[i].Value != "" && expr[i].Value[0] != '.' {
			out = append(out, repoEntry{repo + "/refs/heads/" + expr[i].Value, 'f'}, repoEntry{repo + "/refs/heads/" + expr[i].Value, 'd'})
		}
	}
	return out
}

// negatedGroup reports whether the expression of c, a find, negates a
// group (! \( -name bin -o -name obj \)): everything else matches, a
// .git among it.
func negatedGroup(c *Command) bool {
	for i := 1; i < len(c.Args); i++ {
		if p := c.Args[i-1].Value; (p == "!" || p == "-not") && c.Args[i].Value == "(" {
			return true
		}
	}
	return false
}

// A tri is a value of three: false, unknown, true (and is the least, or
// the greatest, not the mirror).
type tri uint8

const (
	triFalse tri = iota
	triUnknown
	triTrue
)

// findEval evaluates a find expression for one candidate path of a kind
// ('d' or 'f').
type findEval struct {
	args []Word
	i    int
	cand string
	kind byte
	// live says whether the primary read next is evaluated for the
	// candidate (find's -a and -o stop at the first false and true);
	// acts whether an action that deletes (-delete, -exec, -ok) was
	// evaluated for it: -name .git -prune -o -delete never deletes .git.
	// track: live starts true and acts is kept.
	track      bool
	live, acts tri
}

func (e *findEval) peek() string {
	if e.i < len(e.args) {
		return e.args[e.i].Value
	}
	return ""
}

func (e *findEval) or() tri {
	live := e.live
	v := e.and()
	for e.peek() == "-o" || e.peek() == "-or" || e.peek() == "," {
		if e.peek() == "," {
			e.live = live // a list evaluates both
		} else {
			e.live = min(live, triTrue-v)
		}
		e.i++
		v = max(v, e.and())
	}
	e.live = live
	return v
}

func (e *findEval) and() tri {
	live := e.live
	defer func() { e.live = live }()
	v := e.not()
	for e.i < len(e.args) {
		switch e.peek() {
		case "-o", "-or", ",", ")":
			return v
		case "-a", "-and":
			e.i++
		}
		e.live = min(live, v)
		v = min(v, e.not())
	}
	return v
}

func (e *findEval) not() tri {
	if p := e.peek(); p == "!" || p == "-not" {
		e.i++
		return triTrue - e.not()
	}
	return e.primary()
}

func (e *findEval) primary() tri {
	if e.i >= len(e.args) {
		e.i = len(e.args) + 1 // an operator without an operand: not read
		return triUnknown
	}
	w := e.args[e.i]
	e.i++
	if !w.Literal {
		return triUnknown
	}
	value := func() (string, bool) {
		if e.i >= len(e.args) || !e.args[e.i].Literal {
			e.i++
			return "", false
		}
		e.i++
		return e.args[e.i-1].Value, true
	}
	match := func(pat, s string, fold bool) tri {
		if fold {
			pat, s = strings.ToLower(pat), strings.ToLower(s)
		}
		if m, err := path.Match(pat, s); err == nil && m {
			return triTrue
		}
		if strings.ContainsAny(pat, "*?[") {
			return triUnknown // find's * crosses /: a nested .git may match
		}
		return triFalse
	}
	switch v := w.Value; v {
	case "(":
		r := e.or()
		if e.peek() != ")" {
			e.i = len(e.args) + 1
			return triUnknown
		}
		e.i++
		return r
	case "-name", "-iname":
		p, ok := value()
		if !ok {
			return triUnknown
		}
		if m, err := path.Match(map[bool]string{true: strings.ToLower(p), false: p}[v == "-iname"], path.Base(e.cand)); err == nil && m {
			return triTrue
		}
		return triFalse
	case "-path", "-ipath", "-wholename", "-iwholename":
		p, ok := value()
		if !ok {
			return triUnknown
		}
		return match(p, e.cand, v[1] == 'i')
	case "-type", "-xtype":
		t, ok := value()
		if !ok {
			return triUnknown
		}
		if strings.IndexByte(t, e.kind) >= 0 {
			return triTrue
		}
		return triFalse
	case "-exec", "-execdir", "-ok", "-okdir":
		e.acts = max(e.acts, e.live)
		for e.i < len(e.args) {
			e.i++
			if a := e.args[e.i-1].Value; a == ";" || a == "+" {
				break
			}
		}
		return triUnknown
	case "-delete":
		e.acts = max(e.acts, e.live)
		return triTrue
	case "-prune", "-print", "-print0", "-ls", "-true":
		return triTrue
	case "-false":
		return triFalse
	case "-maxdepth", "-mindepth", "-fprint", "-fprint0", "-fls", "-printf", "-regex", "-iregex", "-size", "-user", "-group", "-uid", "-gid",
		"-perm", "-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin", "-newer", "-links", "-inum", "-samefile", "-fstype", "-lname", "-ilname", "-used", "-context", "-regextype":
		value()
		return triUnknown
	}
	if strings.HasPrefix(w.Value, "-") {
		return triUnknown // -empty, -readable, -depth, -xdev: no value
	}
	e.i = len(e.args) + 1 // a word where a test should be: not read
	return triUnknown
}
