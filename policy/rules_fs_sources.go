package policy

import (
	"path"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The project's own sources wiped by pattern (fs.wipe-sources). Git
// brings back what was committed, not what was not: the edits of the
// session, the files not yet added. A pattern that picks every file of a
// kind the project's people write by hand — code in a common language,
// its documents, its configuration — and deletes, empties or writes over
// each is almost never work, while deleting a build's output by pattern
// (*.pyc, *.o, *.class, *.log) is everyday. So it is the pattern and the
// kind it selects that decide, by whatever tool:
//
//   - the pattern: a glob whose last part is *.EXT (or *.{A,B}) or every
//     name (*, *.*), in one directory (src/*.java) or a tree (**/*.go);
//     a for loop's variable over one; find's (fd's) start and -name,
//     -path or -regex of the branch that acts; the lines of a lister fed
//     to xargs or substituted ($(git ls-files '*.gs'), find … | xargs
//     rm, through grep, sort, head); Get-ChildItem -Filter/-Include
//     feeding a cmdlet; cmd's for /r and del /s. A name narrowed beyond
//     its extension (claim_*.json, *.pb.go, *.min.js) is not every file
//     of a kind: a generator's output or the few the agent means;
//   - the kind: deleted, an extension of sourceExts, or every file git
//     tracks (git ls-files without -o: what the people committed);
//     emptied or written over whole, any kind but a disposable one
//     (fsDisposableExts: logs, temporary files): emptying keeps no
//     content of any file, and is never a build's cleanup (data and
//     disk images are fs.empty-data's, which knows a blank image made
//     afresh);
//   - the place: inside the project root, not below a directory a build
//     or a tool makes again (fsGenerated: build, dist, target,
//     node_modules, vendor, …; sourceRemade: generated, snapshots, logs,
//     tmp; any hidden one: .venv, .tox, .git, whose loss the git rules
//     judge). Outside the project the other fs rules judge.
//
// What passes: edits in place (sed -i 's/a/b/', perl -pi -e 's///',
// gofmt -w, prettier --write: content kept); git rm (staged, the history
// keeps every committed file); deleting by a narrowed name or the files
// named one by one; deleting a whole directory (rm -rf src is judged as
// the project's directories are: restorable from git, not a pattern).

// sourceExts are the extensions, lowercase, of the files a project's
// people write by hand: code in the common languages (Gosu's .gs and .gsx
// among them), its build scripts, documents and configuration. Not .css,
// .html, .txt or .csv: made by a build, a report or a run as often as
// written.
var sourceExts = set{
	"adoc", "asm", "bash", "bat", "c", "cc", "cfg", "cjs", "clj", "cljs", "cmake", "cmd", "conf", "cpp", "cs", "cshtml", "csproj", "cxx",
	"dart", "docx", "el", "elm", "erl", "ex", "exs", "f90", "fs", "fsx", "go", "gradle", "graphql", "groovy", "gs", "gsp", "gst", "gsx",
	"h", "hh", "hpp", "hrl", "hs", "ini", "ipynb", "java", "jl", "js", "json", "jsx", "kt", "kts", "less", "lua", "m",
	"md", "mdx", "mjs", "ml", "mli", "mm", "nim", "odt", "org", "php", "pl", "pm", "proto", "ps1", "psm1", "py", "r", "rake", "rb",
	"rmd", "rs", "rst", "sass", "scala", "scss", "sh", "sln", "sol", "sql", "svelte", "swift", "tex", "tf", "toml", "ts", "tsx", "vb",
	"vue", "xml", "xsd", "yaml", "yml", "zig", "zsh",
}

// sourceRemade are the names, lowercase, of project directories whose
// files a tool makes again or that hold no one's writing: generated
// code, test snapshots a runner rewrites and HTTP cassettes a recorder
// records again (deleted to be re-recorded), a run's reports and
// artifacts (Visual Studio's TestResults), bundlers' output (Rails' app/assets/builds, Webpacker's
// public/packs, storybook-static, cdk.out), the migrations a framework
// writes from the models (Django's makemigrations, Alembic's
// autogenerate, Prisma's migrate dev: find . -path '*/migrations/*.py'
// -not -name __init__.py -delete resets them), logs, scratch
// (fsGenerated's too).
var sourceRemade = set{
	"__snapshots__", "artifacts", "builds", "cassettes", "cdk.out", "gen", "generated", "log", "logs", "migrations", "output",
	"outputs", "packs", "reports", "snapshots", "storybook-static", "temp", "test-reports", "test-results", "testresults", "tmp",
	"vcr_cassettes",
}

// fsWipeSources refuses a command that deletes, empties or writes over
// the project's hand-written files selected wholesale by a pattern, in
// any grammar.
func fsWipeSources(ctx *Context, c *Command) []Finding {
	env := ctx.Env
	if env == nil || env.Project == "" || env.Project == "/" || env.Project == env.Home {
		return nil
	}
	type wiped struct {
		verb    string
		pats    []string
		tracked bool
	}
	var all []wiped
	if f, ok := asFind(c); ok && c.Grammar.IsPosix() {
		if !fsFindDeletes(f) {
			return nil
		}
		verb := "empties"
		if findRemoves(f) {
			verb = "deletes"
		}
		all = append(all, wiped{verb, findSelected(f), false})
	} else {
		if c.Grammar == lexer.PowerShell && len(c.Feeds) > 0 {
			// gci -r -Filter *.cs | ? { $_.Name -like '*.g.cs' } |
			// Remove-Item: the items a Where-Object keeps, which the
			// analysis cannot tell (psLister): none picked wholesale.
			if g, narrowed := psLister(c.Feeds[0]); g != nil && narrowed {
				if paths, _ := psPaths(c); len(paths) == 0 || psPipelineItems(paths) {
					return nil
				}
			}
		}
		add := func(verb string, files []Word) {
			for _, w := range files {
				pats, tracked := wordSelects(c, w)
				all = append(all, wiped{verb, pats, tracked})
			}
		}
		add("deletes", dataDeleted(c))
		if s, p := removerOf(c); c.Grammar == lexer.PowerShell && s != nil && s.extra().removes == removesFiles {
			// Remove-Item .\src\* -Recurse -Include *.cs: the entries
			// the filter keeps.
			all = append(all, wiped{"deletes", psFiltered(p.operands, p.values("-Include", "-Filter")), false})
		}
		if c.Grammar == lexer.PowerShell && psPathTakers.has(c.Name) {
			// gci -r *.py | Remove-Item: the listed items, no path
			// of its own.
			if paths, _ := psPaths(c); len(paths) == 0 {
				if s, _ := removerOf(c); s != nil && s.extra().removes == removesFiles {
					all = append(all, wiped{"deletes", psItemsSelected(c), false})
				} else if c.Name == "clear-content" {
					all = append(all, wiped{"empties", psItemsSelected(c), false})
				}
			}
		}
		emptied, _ := dataEmptied(c)
		add("empties", emptied)
		if !isWin(c.Grammar) || writesConstant(c) {
			add("overwrites", dataOverwritten(c))
		}
	}
	for _, w := range all {
		for _, pat := range w.pats {
			what, ok := sourcesSelected(env, c.Grammar, pat, w.verb == "deletes", w.tracked)
			if !ok {
				continue
			}
			fix := "change only the files you mean, named one by one, or edit them in place with a substitution (`sed -i 's/old/new/' src/App.java`); to start a directory afresh, move it aside first (`mv src src.old`)"
			if isWin(c.Grammar) {
				fix = "change only the files you mean, named one by one, or edit them in place (`(Get-Content .\\src\\App.cs) -replace 'old','new' | Set-Content .\\src\\App.cs`); to start a folder afresh, rename it first (`Rename-Item .\\src src.old`)"
			}
			name := c.Name
			if name == "" {
				name = "the command"
			}
			return []Finding{finding("fs.wipe-sources", c, name+" "+w.verb+" "+what+" ("+pat+"): the project's hand-written files, picked wholesale by a pattern; what of them was not committed is gone for good", fix)}
		}
	}
	return nil
}

// writesConstant reports whether a PowerShell or cmd writer writes a
// constant: no word of it is known only at run time but the pipeline's
// item it writes to (Out-File -FilePath $_.FullName -InputObject "").
// Set-Content $_.FullName -Value $t, $t read from the same file, is an
// edit in place, not a file written over.
func writesConstant(c *Command) bool {
	for _, a := range c.Args {
		if !a.Literal && !psPipelineItems([]Word{a}) {
			return false
		}
	}
	return len(c.Feeds) == 0 || c.Feeds[0].Name == "get-childitem" || does(c.Feeds[0], c.Feeds[0].Name, roleKeepsObjects)
}

// findRemoves reports whether a find (or fd) deletes what it finds
// rather than emptying it: -delete, or -exec of a remover (rm, shred).
func findRemoves(c *Command) bool { return findActs(c, false) }

// findSelected returns, as glob patterns, what a find acts on: each
// start's tree (START/**/) and the name each acting branch tests
// (fsFindActedBranches): -name and -iname as given, -path's last part,
// the extension a -regex ends in; every file (*) for a branch that
// tests no name, or only negated ones; none for one narrowed by a
// -regex of no extension, to a tool's place (-path './.venv/*') or to
// empty files (-empty, -size 0).
func findSelected(c *Command) []string {
	starts := findStarts(c.Args)
	if len(starts) == 0 {
		starts = []Word{{Value: ".", Literal: true}}
	}
	var names []string
	for _, b := range fsFindActedBranches(c.Args) {
		var got []string
		narrowed, remade := false, false
		for j := 0; j < len(b); j++ {
			if j > 0 && (b[j-1].Value == "!" || b[j-1].Value == "-not") {
				continue // ! -empty, ! -path './.venv/*': narrows nothing
			}
			if b[j].Value == "-empty" {
				remade = true // nothing in them to lose
			}
			if j+1 == len(b) {
				break
			}
			v := b[j+1].Value
			switch b[j].Value {
			case "-size":
				remade = remade || strings.TrimRight(v, "ckMG") == "0" // nothing in them to lose
			case "-name", "-iname":
				got = append(got, v)
			case "-path", "-ipath", "-wholename", "-iwholename":
				if remadePlace(path.Dir(v)) {
					remade = true // -path './.venv/*': a tool's place
				}
				if b := path.Base(v); b != "*" {
					got = append(got, b)
				}
			case "-regex", "-iregex":
				exts := regexExts(v)
				for _, e := range exts {
					got = append(got, "*."+e)
				}
				narrowed = narrowed || len(exts) == 0
			}
		}
		if remade {
			continue // a tool's place, or only empty files
		}
		if len(got) == 0 && !narrowed {
			got = []string{"*"}
		}
		names = append(names, got...)
	}
	var out []string
	for _, s := range starts {
		if !s.Literal && !strings.HasPrefix(s.Value, "$") {
			continue // find "x$(…)": what the analysis cannot tell (sourcesSelected reads $VAR)
		}
		for _, n := range names {
			out = append(out, strings.TrimSuffix(s.Value, "/")+"/**/"+n)
		}
	}
	return out
}

// regexExts returns the extensions a regular expression of file names
// ends in (.*\.java, \.(java|kt)$, .*\.\(gs\|gsx\)): none when it
// names anything narrower or other.
func regexExts(re string) []string {
	re = strings.TrimSuffix(strings.Trim(re, `'"`), "$")
	i := strings.LastIndex(re, `\.`)
	if i < 0 {
		return nil
	}
	if head := re[:i]; head != "" && head != ".*" && head != "^.*" && !strings.HasSuffix(head, "/.*") {
		return nil
	}
	tail := strings.NewReplacer(`\(`, "", `\)`, "", `\|`, "|", "(", "", ")", "", "?:", "").Replace(re[i+2:])
	var out []string
	for e := range strings.SplitSeq(tail, "|") {
		if e == "" || strings.Trim(strings.ToLower(e), "abcdefghijklmnopqrstuvwxyz0123456789+_") != "" {
			return nil
		}
		out = append(out, strings.ToLower(e))
	}
	return out
}

// wordSelects returns the patterns a file word of c stands for: its own
// glob (src/*.java, a loop's variable over one), the lines of the lister
// feeding xargs ($XARGS) or substituted into it ($(git ls-files)), or the
// items of the Get-ChildItem feeding a cmdlet ($_.FullName). tracked is
// whether they are every file git tracks there.
func wordSelects(c *Command, w Word) (pats []string, tracked bool) {
	v := w.Value
	switch {
	case fsFedLine(w):
		for _, f := range c.Feeds {
			p, t := listerSelects(f)
			pats, tracked = append(pats, p...), tracked || t
		}
		return pats, tracked
	case len(w.Subst) > 0:
		if !strings.Contains(v, "$(") && !strings.Contains(v, "`") && madeFromLine(v) {
			return nil, false // "$f.bak", "${f%.py}.pyc": a name made from a line the lister prints, not it
		}
		return listerSelects(w.Subst[len(w.Subst)-1])
	case c.Grammar == lexer.PowerShell && psPipelineItems([]Word{w}):
		return psItemsSelected(c), false
	case strings.ContainsAny(v, "$`") || c.Grammar == lexer.Cmd && strings.Contains(v, "%"):
		return nil, false
	case strings.ContainsAny(v, "*?[") && shellGlobbed(c, w):
		return []string{v}, false
	}
	return nil, false
}

// madeFromLine reports whether v, a word ending in a variable that
// holds a line a lister prints (find . | while read f), names another
// file made from it: text after a whole $f or ${f} ("$f.bak", "${f}c"),
// or after ${f…} with an operator, an extension that is no source's
// ("${f%.py}.pyc"). The line itself, or what an operator may leave of
// it ("${f:-x}", "${f#./}", "${f%.py}.py"), is the line at worst.
func madeFromLine(v string) bool {
	i := strings.LastIndexByte(v, '$')
	if i < 0 {
		return false
	}
	name, end := shellVarAt(v, i)
	plain := name != ""
	if !plain {
		if !strings.HasPrefix(v[i:], "${") {
			return false
		}
		end = strings.IndexByte(v[i:], '}')
		if end < 0 {
			return false
		}
		end += i + 1
	}
	rest := v[end:]
	if rest == "" {
		return false
	}
	if plain {
		return true
	}
	dot := strings.LastIndexByte(rest, '.')
	return dot >= 0 && !sourceExts.has(strings.ToLower(rest[dot+1:]))
}

// shellGlobbed reports whether w, a file word of c holding a pattern,
// stands for each file the pattern names: in PowerShell and cmd, whose
// commands expand it; in a posix shell, a whole argument (rm src/*.go)
// or a loop's variable over a glob ("$f" as a redirection's target), not
// an option's value (dd of=*, which no shell expands) nor a redirection
// written as a glob (: > *.go: one file, or an ambiguous redirect).
func shellGlobbed(c *Command, w Word) bool {
	if !c.Grammar.IsPosix() {
		return true
	}
	for _, a := range c.Args {
		if a.Value == w.Value {
			return true
		}
	}
	for _, r := range c.Redirs {
		if r.Target.Value == w.Value && (!r.Target.Literal || r.Target.Quoted) {
			return true
		}
	}
	return false
}

// listerSelects returns the patterns naming, at worst, every line c
// prints when it lists files: git ls-files (tracked: every file git
// tracks, without pathspecs or -o), a searcher listing files
// (fileLister: rg --files, git grep -l ”), a find or fd, ls; through filters
// that keep some of the lines as they are (keptLines): grep of an
// extension's pattern (grep '\.java$') narrows them to that kind, grep
// -v leaves out some, any other grep narrows them to what the analysis
// cannot tell: none.
func listerSelects(c *Command) (pats []string, tracked bool) {
	var exts []string
	for depth := 0; c != nil && depth < maxListDepth; depth++ {
		s := keptLines(c)
		if _, _, ok := fileLister(c); s == nil || ok {
			break // (grep -rl '' . lists files, reading none of its input)
		}
		if !filtersInput(c) || len(c.Feeds) != 1 || c.Stdin != nil {
			return nil, false
		}
		if does(c, c.Name, roleGreps) {
			p := parseArgs(s, c.Args)
			if !p.has("-v", "--invert-match") {
				pat := p.values("-e", "--regexp")
				if len(pat) == 0 && len(p.operands) > 0 {
					pat = []string{p.operands[0].Value}
				}
				if len(pat) != 1 || len(regexExts(".*"+strings.TrimPrefix(pat[0], ".*"))) == 0 {
					return nil, false
				}
				exts = regexExts(".*" + strings.TrimPrefix(pat[0], ".*"))
			}
		}
		c = c.Feeds[0]
	}
	if c == nil {
		return nil, false
	}
	if sub, rest := gitSub(c); sub == "ls-files" {
		pats, tracked = gitListed(rest)
	} else if p, t, ok := fileLister(c); ok {
		pats, tracked = p, t
	} else if f, ok := asFind(c); ok {
		pats = findSelected(f)
	} else if l, ok := listedEntries(c); ok {
		for _, p := range l {
			if p != "*" || len(l) == 1 {
				pats = append(pats, p) // ls /etc/*.conf: the paths, not the entries of a directory among them
			}
		}
	}
	if len(exts) == 0 {
		return pats, tracked
	}
	var out []string
	for _, p := range pats {
		for _, e := range exts {
			out = append(out, path.Dir(p)+"/*."+e)
		}
	}
	return out, false
}

// gitListed returns the patterns of what git ls-files with arguments
// rest lists: every tracked file (tracked) without pathspecs, else each
// pathspec's files (a pattern at any depth, a directory's tree, not a
// file named). Other files only (-o, untracked: git clean's, which the
// git rules judge) are not tracked; ignored ones (-i) are a build's;
// deleted, killed and unmerged ones are none to wipe.
func gitListed(rest []Word) (pats []string, tracked bool) {
	others, ignored, dashdash := false, false, false
	var specs []Word
	for i := 0; i < len(rest); i++ {
		v := rest[i].Value
		switch {
		case dashdash || !strings.HasPrefix(v, "-"):
			specs = append(specs, rest[i])
		case v == "--":
			dashdash = true
		case v == "--others":
			others = true
		case v == "--ignored":
			ignored = true
		case v == "--deleted" || v == "--killed" || v == "--unmerged":
			return nil, false
		case v == "-x" || v == "-X":
			i++
		case !strings.HasPrefix(v, "--"):
			others = others || strings.Contains(v, "o")
			ignored = ignored || strings.Contains(v, "i")
			if strings.ContainsAny(v, "dku") {
				return nil, false
			}
		}
	}
	if ignored {
		return nil, false
	}
	if len(specs) == 0 {
		return []string{"**/*"}, !others
	}
	for _, s := range specs {
		v := strings.TrimPrefix(s.Value, ":(glob)")
		switch {
		case !s.Literal:
		case strings.ContainsAny(v, "*?["):
			if !strings.Contains(v, "/") {
				v = "**/" + v // a pathspec's pattern matches at any depth
			}
			pats = append(pats, v)
		case path.Ext(v) == "":
			pats = append(pats, strings.TrimSuffix(v, "/")+"/**/*")
			tracked = !others
		}
	}
	return pats, tracked
}

// psItemsSelected returns the patterns of the items the Get-ChildItem
// feeding c (through filters that pass them on unnarrowed) lists: each
// of its directories with each -Filter or -Include pattern, or every
// entry (*) without one; its path itself when that ends in a pattern
// (gci -r *.py).
func psItemsSelected(c *Command) []string {
	if len(c.Feeds) == 0 {
		return nil
	}
	g, narrowed := psLister(c.Feeds[0])
	if g == nil || narrowed {
		return nil
	}
	dirs, _ := psPaths(g)
	if len(dirs) == 0 {
		dirs = []Word{{Value: ".", Literal: true}}
	}
	_, p := psFileRead(g)
	filters := []string{"*"}
	if vals := p.values("-Filter", "-Include"); len(vals) > 0 {
		filters = nil
		for _, val := range vals {
			for pat := range strings.SplitSeq(val, ",") {
				filters = append(filters, strings.Trim(strings.TrimSpace(pat), `"'`))
			}
		}
	}
	var out []string
	for _, d := range dirs {
		if !d.Literal {
			continue
		}
		v := strings.TrimRight(d.Value, `\/`)
		if last := v[strings.LastIndexAny(v, `\/`)+1:]; strings.ContainsAny(last, "*?[") && filters[0] == "*" {
			out = append(out, v) // gci -r *.py: the pattern picks the entries
			continue
		}
		for _, f := range filters {
			out = append(out, v+`\`+f)
		}
	}
	return out
}

// psFiltered returns, for each literal path of a cmdlet and each of its
// -Include or -Filter patterns (filters), the pattern under the path's
// directory (.\src\* and *.cs give .\src\*.cs).
func psFiltered(paths []Word, filters []string) []string {
	var out []string
	for _, w := range paths {
		if !w.Literal {
			continue
		}
		dir := strings.TrimRight(strings.TrimSuffix(strings.TrimRight(w.Value, `\/`), "*"), `\/`)
		if dir == "" {
			dir = "." // Remove-Item * -Include *.ps1
		}
		for _, val := range filters {
			for f := range strings.SplitSeq(val, ",") {
				out = append(out, dir+`\`+strings.Trim(strings.TrimSpace(f), `"'`))
			}
		}
	}
	return out
}

// sourcesSelected reports whether pat, a pattern of files in grammar g,
// selects wholesale the project's hand-written files (see the top of
// this file): deleted, of a kind in sourceExts, or every file when
// tracked; emptied or written over, any kind but a disposable one. what
// says what it selects.
func sourcesSelected(env *Env, g lexer.Grammar, pat string, deletes, tracked bool) (what string, ok bool) {
	v := strings.Trim(pat, `"'`)
	if isWin(g) {
		v = strings.ReplaceAll(v, `\`, "/")
		if strings.Contains(v, ":") || strings.HasPrefix(v, "//") {
			return "", false // a drive's or a share's: the project is a posix path
		}
	}
	base := strings.ToLower(path.Base(v))
	var exts []string
	if base != "*" && !fsEverything(base) {
		e, ok := strings.CutPrefix(base, "*.")
		if !ok {
			return "", false
		}
		if alts, ok := strings.CutPrefix(e, "{"); ok && strings.HasSuffix(alts, "}") {
			exts = strings.Split(strings.TrimSuffix(alts, "}"), ",")
		} else {
			exts = []string{e}
		}
		var kinds []string
		for _, e := range exts {
			if e == "" || strings.ContainsAny(e, ".{}/") {
				return "", false // *.pb.go, *.min.js: narrowed beyond the kind
			}
			if !strings.ContainsAny(e, "*?[") {
				kinds = append(kinds, e)
				continue
			}
			kinds = append(kinds, extsMatched(e)...)
		}
		if len(kinds) == 0 {
			return "", false
		}
		exts = kinds
	}
	switch {
	case len(exts) == 0 && deletes && !tracked:
		return "", false // every file, deleted: as rm -r of the directory
	case len(exts) == 0 && tracked:
		what = "every file git tracks"
	case len(exts) == 0:
		what = "every file"
	}
	for _, e := range exts {
		if deletes && sourceExts.has(e) || !deletes && !fsDisposableExts.has(e) && !dataKindExts.has(e) && !dataImageExts.has(e) {
			what = "every ." + e + " file"
			break
		}
	}
	if what == "" {
		return "", false
	}
	// Where: the directory before the first pattern, inside the
	// project, and nothing below the root a tool makes again.
	parts := strings.Split(path.Dir(v), "/")
	fixed := 0
	for fixed < len(parts) && !strings.ContainsAny(parts[fixed], "*?[") {
		fixed++
	}
	dir := strings.Join(parts[:fixed], "/")
	if dir == "" && strings.HasPrefix(v, "/") {
		dir = "/"
	} else if dir == "" {
		dir = "."
	}
	// A directory by a variable: $PWD and $HOME as known now; another
	// (find "$SRC" -name '*.py' -delete), unknown, at worst the project.
	lit := !strings.HasPrefix(dir, "$")
	p, ok := fsPath(env, Word{Value: dir, Literal: lit})
	where := " in the project"
	if !ok && !lit && !strings.HasPrefix(dir, "$(") {
		p, ok, where = env.Project, true, " in a directory only known at run time, at worst the project"
	}
	if !ok || p != env.Project && !fsUnder(p, env.Project) {
		return "", false
	}
	below := strings.TrimPrefix(strings.TrimPrefix(p, env.Project), "/")
	if remadePlace(below) || remadePlace(strings.Join(parts[fixed:], "/")) {
		return "", false
	}
	return what + where, true
}

// extsMatched returns the extensions of sourceExts a pattern of one,
// pat, names: *.[jt]s and *.p? name the kinds they match; a trailing *
// names the kinds the pattern without it names, as it may match nothing
// (*.js* is .js and its .js.map; *.so* a library's versions, not
// Solidity's .sol).
func extsMatched(pat string) []string {
	stem := strings.TrimSuffix(pat, "*")
	var out []string
	for _, e := range sourceExts {
		if ok, _ := path.Match(stem, e); ok {
			out = append(out, e)
		}
	}
	return out
}

// sourceHidden are the hidden project directories people write by hand:
// CI pipelines and repository settings (.github/workflows/*.yml),
// dev-container and hook definitions; not a tool's state as .venv is.
var sourceHidden = set{".azure-pipelines", ".buildkite", ".changeset", ".circleci", ".devcontainer", ".forgejo", ".gitea", ".github", ".gitlab", ".husky", ".storybook"}

// remadePlace reports whether dir, a path or pattern of directories
// inside the project, passes through one a tool makes again or that no
// one writes in (fsGenerated, sourceRemade) or a hidden one (.venv,
// .tox, .git) other than those of sourceHidden (.github).
func remadePlace(dir string) bool {
	for comp := range strings.SplitSeq(strings.ToLower(dir), "/") {
		if fsGenerated.has(comp) || sourceRemade.has(comp) || strings.HasPrefix(comp, ".") && comp != "." && comp != ".." && !sourceHidden.has(comp) {
			return true
		}
	}
	return false
}
