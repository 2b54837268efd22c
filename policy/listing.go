package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Entries of a place: what a lister prints (ls of a directory, a glob a
// for loop walks), passed through filters that keep some of its lines
// (grep, head, sort), names at worst every entry of the place it lists.
// A command run on each of them (xargs rm -rf, while read f, for f in
// ~/.*) is judged as run on the glob that names them all: rm -rf of
// every entry of home is rm -rf ~/*, which the rules already judge.

// keptLines returns the spec of c's entry that keeps lines
// (roleKeepsLines: grep, head, sort, tee): its options are the grammar
// c's words are read by; nil when c is no such command.
func keptLines(c *Command) *spec {
	if !does(c, c.Name, roleKeepsLines) {
		return nil
	}
	var keeper *spec
	eachEntry(c.Name, func(s *spec, sub string) {
		if keeper == nil && sub == "" && s.extra().role&roleKeepsLines != 0 {
			keeper = s
		}
	})
	return keeper
}

// filtersInput reports whether c keeps some of the lines it reads
// (keptLines) from its standard input, no file.
func filtersInput(c *Command) bool {
	s := keptLines(c)
	if s == nil {
		return false
	}
	p := parseArgs(s, c.Args)
	if s.textWords {
		return len(grepFiles(p)) == 0 // grep PATTERN [FILE…]
	}
	return len(p.operands) == 0
}

// maxListDepth bounds the filters followed back to a lister.
const maxListDepth = 16

// listedEntries returns glob patterns naming, at worst, every line c
// prints when c lists places (ls) or only filters the lines of one that
// does; ok is false otherwise. ls prints the names of a directory's
// entries without the directory (ls ~ prints Documents), so they are
// names relative to where they are used: "*", every entry of the working
// directory, or of the directory put before them (~/"$f").
func listedEntries(c *Command) (pats []string, ok bool) {
	for depth := 0; c != nil && depth < maxListDepth; depth++ {
		if keptLines(c) != nil {
			if !filtersInput(c) || len(c.Feeds) != 1 || c.Stdin != nil {
				return nil, false // it reads files, not the lister
			}
			c = c.Feeds[0]
			continue
		}
		switch c.Name {
		case "kubectl":
			return kubeListed(c)
		case "compgen":
			// compgen -G PATTERN prints the paths the pattern names.
			_, p := specRead(c)
			g, ok := p.valueWord("-G")
			if !ok || !g.Literal {
				return nil, false
			}
			return []string{g.Value}, true
		}
		if c.Name != "ls" || c.Stdin != nil {
			return nil, false
		}
		p := parseArgs(&lsSpec, c.Args)
		if len(p.operands) == 0 {
			return []string{"*"}, true
		}
		for _, w := range p.operands {
			if !w.Literal {
				return nil, false
			}
			glob := strings.ContainsAny(w.Value, "*?[")
			if glob || p.has("-d", "--directory") {
				pats = append(pats, w.Value) // ls -d ~/*: the paths themselves
			}
			if !p.has("-d", "--directory") {
				pats = append(pats, "*")
			}
		}
		return pats, true
	}
	return nil, false
}

// kubeListed returns the pattern naming every line kubectl get KIND -o
// name prints: KIND/NAME for each object (namespace/prod), so that
// kubectl delete of each is judged as kubectl delete KIND/*. The
// pattern stands for a name, not a path: it is given as written.
func kubeListed(c *Command) ([]string, bool) {
	rest, ok := matchSubs(&kubectlGet, c.Args, "get")
	if !ok {
		return nil, false
	}
	p := parseArgs(&kubectlGet, rest)
	if len(p.operands) != 1 || !p.operands[0].Literal || !slices.Contains(p.values("-o", "--output"), "name") {
		return nil, false
	}
	var pats []string
	for kind := range strings.SplitSeq(p.operands[0].Value, ",") {
		switch kind {
		case "ns", "namespace", "namespaces":
			kind = "namespace"
		}
		pats = append(pats, kind+"/*")
	}
	return pats, true
}

// fedDisks reports whether what c reads comes, through any commands that
// reshape its lines (awk '{print "/dev/"$1}', grep, cut), from one that
// lists block devices (its spec lists "disk": lsblk, fdisk -l) or ls of
// /dev: each line is a disk at worst.
func fedDisks(c *Command) bool {
	for depth := 0; len(c.Feeds) == 1 && depth < maxListDepth; depth++ {
		c = c.Feeds[0]
		if nameLists(c.Name, "disk") {
			return true
		}
		if c.Name == "ls" && slices.ContainsFunc(c.Args, func(w Word) bool { return strings.HasPrefix(w.Value, "/dev/") }) {
			return true
		}
	}
	return false
}

// feedEntries returns the pattern naming at worst each line c reads
// from the one command that feeds it, when that is a lister
// (listedEntries): "*" when names relative to where they are used are
// among them, as they are worst put after a directory (~/"$f").
func feedEntries(c *Command) (string, bool) {
	return feedEntriesAt(c, false)
}

// feedEntriesAt is feedEntries for a command that puts each line it reads
// where a word begins when lead is set (xargs -I{} rm {}, ls /srv/*.db |
// parallel rm): there the paths the lister prints whole (ls /srv/*.db)
// are the worst reading, not the names of entries, which name files
// here.
func feedEntriesAt(c *Command, lead bool) (string, bool) {
	pats, ok := listedEntries1(c)
	if !ok {
		return "", false
	}
	return entriesPattern(pats, lead), true
}

// substEntries returns the pattern naming at worst each path a word that
// is a substitution of a lister alone gives, unquoted (mv $(ls -A) DIR):
// its fields each begin a word, as xargs puts its lines (feedEntriesAt).
func substEntries(w Word) (string, bool) {
	v := w.Value
	whole := strings.HasPrefix(v, "$(") && strings.HasSuffix(v, ")") && strings.Count(v, "$(") == 1 || strings.HasPrefix(v, "`") && strings.HasSuffix(v, "`") && strings.Count(v, "`") == 2
	if w.Quoted || !whole || len(w.Subst) == 0 {
		return "", false
	}
	pats, ok := listedEntries(w.Subst[len(w.Subst)-1])
	if !ok {
		return "", false
	}
	return entriesPattern(pats, true), true
}

// entriesPattern picks of a lister's patterns the one read at worst: the
// paths it prints whole when they begin a word (lead), else "*", the
// names of entries, worst put after a directory.
func entriesPattern(pats []string, lead bool) string {
	if lead {
		for _, p := range pats {
			if p != "*" {
				return p
			}
		}
	}
	if slices.Contains(pats, "*") {
		return "*"
	}
	return pats[0]
}

// leadsWord reports whether repl, the place of an input line, begins one
// of words, or a word of the shell code one of them is (sh -c ': > {}',
// sh -c 'rm "{}"'), or none holds it (the line is appended: a word of
// its own).
func leadsWord(words []Word, repl string) bool {
	held := false
	for _, w := range words {
		if strings.HasPrefix(strings.Trim(w.Value, `"'`), repl) {
			return true
		}
		for v := w.Value; ; {
			i := strings.Index(v, repl)
			if i < 0 {
				break
			}
			held = true
			if i > 0 && strings.IndexByte(" \t\n'\"<>=;|&(", v[i-1]) >= 0 {
				return true
			}
			v = v[i+len(repl):]
		}
	}
	return !held
}

// replaceInCode puts line in the place of each repl in shell code, as
// xargs -I does; where repl is a redirection's target (sh -c ': > {}'),
// a pattern goes in double quotes. The shell neither splits nor expands
// a target into several words (one path, or bash's ambiguous redirect),
// so a pattern naming the lines a lister prints (ls src/*.py) stands
// there for each path it names, as a loop's variable over it does
// (: > "$f"), not for one file the pattern matches.
func replaceInCode(code, repl, line string) string {
	if !strings.ContainsAny(line, "*?[") || strings.ContainsAny(line, "\"$\\`") {
		return strings.ReplaceAll(code, repl, line)
	}
	var b strings.Builder
	for {
		i := strings.Index(code, repl)
		if i < 0 {
			b.WriteString(code)
			return b.String()
		}
		b.WriteString(code[:i])
		if strings.HasSuffix(strings.TrimRight(code[:i], " \t"), ">") {
			b.WriteString(`"` + line + `"`)
		} else {
			b.WriteString(line)
		}
		code = code[i+len(repl):]
	}
}

// globItem reports whether a loop's item is a pattern the shell expands
// to the entries it matches (for f in ~/.*): unquoted, otherwise known.
func globItem(w Word) bool {
	return w.Literal && !w.Quoted && strings.ContainsAny(w.Value, "*?[")
}

// listedEntries1 is listedEntries of the one command that feeds c, when
// c reads nothing else.
func listedEntries1(c *Command) ([]string, bool) {
	if len(c.Feeds) != 1 || c.Stdin != nil {
		return nil, false
	}
	return listedEntries(c.Feeds[0])
}

// cmdListed returns the pattern naming every line cmd's dir /b prints:
// with /s, the full paths of everything below the directory named (dir
// /b /s C:\Users\dev\Documents: C:\Users\dev\Documents\*); without it,
// the names of its entries ("*", relative to where they are used).
func cmdListed(c *Command) (string, bool) {
	for depth := 0; does(c, c.Name, roleWinKeepsLines) && len(c.Feeds) == 1 && depth < maxListDepth; depth++ {
		c = c.Feeds[0] // dir /b X | findstr /v Y: some of its lines
	}
	if c.Name != "dir" {
		return "", false
	}
	bare, below := false, false
	var dirs []Word
	for _, a := range c.Args {
		v := strings.ToLower(a.Value)
		switch {
		case v == "/b":
			bare = true
		case v == "/s":
			below = true
		case strings.HasPrefix(v, "/"):
		default:
			dirs = append(dirs, a)
		}
	}
	if !bare || len(dirs) > 1 || len(dirs) == 1 && !dirs[0].Literal {
		return "", false
	}
	if !below || len(dirs) == 0 {
		return "*", true
	}
	d := strings.TrimRight(dirs[0].Value, `\`)
	if strings.ContainsAny(d, "*?") {
		return d, true // dir /b /s C:\Users\*: what the pattern names and below
	}
	return d + `\*`, true
}

// psPipelineItems reports whether every path is the pipeline's current
// item ($_, $PSItem, $_.FullName): in a ForEach-Object block, each entry
// the command feeding the pipeline lists.
func psPipelineItems(paths []Word) bool {
	for _, p := range paths {
		v := strings.ToLower(strings.Trim(p.Value, `"`))
		base, prop, _ := strings.Cut(v, ".")
		if p.Literal || base != "$_" && base != "$psitem" || prop != "" && prop != "fullname" && prop != "name" && prop != "pspath" {
			return false
		}
	}
	return true
}

// psKnownVar reports whether c is a variable alone whose value the
// analysis knows, read into its first word ($p after $p = 'C:\x', $HOME,
// an environment variable: $env:USERPROFILE).
func psKnownVar(c *Command) bool {
	if c.Grammar != lexer.PowerShell || c.Name != "" || c.Dynamic || !c.Word0.Literal || len(c.Args) > 0 {
		return false
	}
	v := strings.TrimSpace(c.Text)
	if len(v) > len("$env:") && strings.EqualFold(v[:len("$env:")], "$env:") {
		v = "$" + v[len("$env:"):]
	}
	return psBareVar.match(v)
}

// psLister returns the Get-ChildItem feeding c through filters that pass
// its items on (Where-Object, Select-Object, Sort-Object), and whether
// a Where-Object narrows them (one that only leaves out what it names,
// psExcludesOnly, does not); nil when c is not fed by one.
func psLister(c *Command) (*Command, bool) {
	narrowed := false
	for depth := 0; c != nil && depth < maxListDepth; depth++ {
		switch {
		case c.Name == "get-childitem":
			return c, narrowed
		case does(c, c.Name, roleKeepsObjects) && len(c.Feeds) > 0:
			narrowed = narrowed || c.Name == "where-object" && !psExcludesOnly(c)
			c = c.Feeds[0]
		default:
			return nil, false
		}
	}
	return nil, false
}

// psListedFiles returns the files a path-taking cmdlet given none of its
// own (or only the pipeline's items, $_.FullName) gets from a Get-ChildItem
// filtered by kind: DIR\PATTERN for each of its directories and each
// -Filter or -Include pattern (Get-ChildItem C:\VMs -Filter *.vhdx |
// Remove-Item is Remove-Item C:\VMs\*.vhdx, at any depth with -Recurse).
func psListedFiles(c *Command, paths []Word) []Word {
	if len(paths) > 0 && !psPipelineItems(paths) || len(c.Feeds) == 0 {
		return nil
	}
	g, _ := psLister(c.Feeds[0])
	if g == nil {
		return nil
	}
	pats, dirs := psListFilters(g)
	if len(dirs) == 0 {
		dirs = []Word{{Value: ".", Literal: true}}
	}
	var out []Word
	for _, val := range pats {
		for pat := range strings.SplitSeq(val, ",") {
			pat = strings.Trim(strings.TrimSpace(pat), `"'`)
			for _, d := range dirs {
				out = append(out, Word{Value: strings.TrimRight(d.Value, `\/`) + `\` + pat, Literal: d.Literal})
			}
		}
	}
	return out
}

// psPathTakers are the cmdlets that take the paths they act on from the
// pipeline when none is named.
var psPathTakers = set{"clear-content", "clear-item", "copy-item", "del", "erase", "move-item", "rd", "remove-item", "rename-item", "ri", "rm", "rmdir"}

// psPipedPaths returns the paths a path-taking cmdlet named no path of
// gets from the pipeline: the items of a Get-Item, Resolve-Path or
// Convert-Path feeding it (through filters that pass them on unchanged),
// the entries of an unfiltered Get-ChildItem (its directory standing for
// them), or a string piped in ('C:\Users\me' | Remove-Item), or a
// variable known to hold one ($p = 'C:\Users\me'; $p | Remove-Item). A
// filtered listing is psListedPaths's.
func psPipedPaths(c *Command) []Word {
	if c.Grammar != lexer.PowerShell || !psPathTakers.has(c.Name) || len(c.Feeds) == 0 {
		return nil
	}
	if paths, _ := psPaths(c); len(paths) > 0 {
		return nil
	}
	strs, src := psFeedSource(c, func(f *Command) bool {
		return does(f, f.Name, roleKeepsObjects) && (f.Name != "where-object" || psExcludesOnly(f))
	})
	switch {
	case strs != nil:
		return strs
	case src == nil:
		return nil
	case src.Name == "get-item" || src.Name == "resolve-path" || src.Name == "convert-path":
		paths, _ := psPaths(src)
		return paths
	case src.Name == "get-childitem":
		paths, _ := psPaths(src)
		if psNarrows(src) || slices.ContainsFunc(paths, func(p Word) bool { return strings.ContainsAny(p.Value, "*?[") }) {
			return nil
		}
		return paths
	}
	return nil
}

// psFeedSource follows c's pipeline back from the statement that feeds it,
// through groups (@('C:\x'), whose statement inside is the group's) and
// the statements pass says hand their input on, to the literal strings
// it reaches (psLiteralObjects), or else to the first other statement,
// for the caller to read; nil, nil past maxListDepth.
func psFeedSource(c *Command, pass func(*Command) bool) (strs []Word, src *Command) {
	src = c.Feeds[0]
	for depth := 0; depth < maxListDepth && src != nil; depth++ {
		strs, inner := psLiteralObjects(src)
		switch {
		case strs != nil:
			return strs, nil
		case inner != nil:
			src = inner
		case pass(src) && len(src.Feeds) > 0:
			src = src.Feeds[0]
		default:
			return nil, src
		}
	}
	return nil, nil
}

// psLiteralObjects returns the strings src, a statement of a pipeline,
// writes to it when they are literal: a string ('C:\Users\me' |
// Remove-Item, 'WinDefend' | Stop-Service), a variable known to hold one
// ($p = 'C:\Users\me'; $p | Remove-Item), a list of them (psEmitted); for
// a group (@('C:\x', 'D:\y'), ('C:\x')) the statement inside it, whose
// strings are the group's.
func psLiteralObjects(src *Command) (strs []Word, inner *Command) {
	switch {
	case psStringStatement(src), psKnownVar(src):
		return []Word{{Value: src.Word0.Value, Literal: true}}, nil
	case src.Name == "" && !src.Dynamic && len(src.Args) == 0 && len(src.Word0.Subst) == 1 && (strings.HasPrefix(src.Word0.Value, "@(") || strings.HasPrefix(src.Word0.Value, "(")):
		return nil, src.Word0.Subst[0]
	}
	return psEmitted(src), nil
}

// psFedStrings returns the literal strings c's pipeline hands it
// (psLiteralObjects, through groups and filters that pass them on), which
// a cmdlet binds by value to its parameter that takes a name: Stop-Service,
// Start-Service and Set-Service their -Name ('WinDefend' | Stop-Service).
func psFedStrings(c *Command) []Word {
	if c.Grammar != lexer.PowerShell || len(c.Feeds) == 0 {
		return nil
	}
	strs, _ := psFeedSource(c, func(f *Command) bool { return does(f, f.Name, roleKeepsObjects) })
	return strs
}

// psEmitted returns the strings statement c writes to the pipeline, one
// object each, when they are literal: a list of strings ('C:\x',
// 'D:\y': the comma operator's array, about_Operators), or Write-Output's
// (echo, write) arguments, which it writes as they are, an unquoted one
// a string too (about_Parsing's argument mode); nil otherwise.
func psEmitted(c *Command) []Word {
	if c.Grammar != lexer.PowerShell || c.Dynamic {
		return nil
	}
	var out []Word
	switch c.Name {
	case "":
		if !c.Word0.Literal || !c.Word0.Quoted || len(c.Args) == 0 {
			return nil // one string: psStringStatement's
		}
		out = append(out, Word{Value: c.Word0.Value, Literal: true})
	case "write-output", "echo", "write":
	default:
		return nil
	}
	for _, a := range c.Args {
		if !a.Literal || c.Name == "" && !a.Quoted {
			return nil
		}
		if !a.Quoted && strings.HasPrefix(a.Value, "-") {
			continue // -NoEnumerate
		}
		out = append(out, Word{Value: a.Value, Literal: true})
	}
	return out
}

// foreachSet records the variable of foreach ($d in EXPR) as set by the
// input when EXPR lists only confined places (psComputed: gci .\build);
// over anything else ($d in (gci ~)) it stays a value only known at run
// time, at worst anywhere (winAnywhere).
func (r *psReader) foreachSet(group psWord) {
	head := strings.TrimSpace(strings.TrimPrefix(group.raw, "("))
	m := fsVarName.get().FindStringSubmatch(head)
	if m != nil {
		// After the loop it holds its last item, not what was assigned
		// before ($w = …; foreach ($w in @($HOME)) {}; Remove-Item $w).
		r.storedOutput("$" + strings.ToLower(m[1]))
		r.a.in.noteLoop("$" + strings.ToLower(m[1]))
	}
	if m == nil || !psForeachHead.get().MatchString(psGroupText(group)) {
		return
	}
	for _, c := range group.Subst {
		if c.Name != "" || c.Dynamic {
			continue
		}
		for _, w := range append([]Word{c.Word0}, c.Args...) {
			if !w.Literal && len(w.Subst) == 0 {
				return // $dirs: a value only known at run time
			}
		}
	}
	if !r.psComputed(group.Subst) {
		r.a.in.noteSet("$" + strings.ToLower(m[1]))
	}
}

// paramsSet records the parameters of a param( ) as set by the input:
// the calls are judged with their arguments (winAnywhere).
func (r *psReader) paramsSet(text string) {
	if names, _, _, ok := psParams(text); ok {
		for _, n := range names {
			r.a.in.noteSet("$" + strings.ToLower(n))
		}
	}
}

// psNarrows reports whether a Get-ChildItem (or Remove-Item) filter
// leaves out more than a few entries: a -Filter or -Include pattern that
// does not match every name (*.tmp does, * and *.* do not). -Exclude
// alone narrows nothing that counts: Get-ChildItem . -Exclude *.md lists
// every entry but the .md files, so the listing stands for the directory.
func psNarrows(c *Command) bool {
	_, p := psFileRead(c)
	for _, val := range p.values("-Filter", "-Include") {
		for pat := range strings.SplitSeq(val, ",") {
			switch strings.Trim(strings.TrimSpace(pat), `"'`) {
			case "*", "*.*", "**":
			default:
				return true
			}
		}
	}
	return false
}

// psListsRepos reports whether a Get-ChildItem lists .git directories
// (-Filter or -Include .git) from a place holding repositories that are
// not throwaway: the working directory (the project's own), the home
// directory, a folder of the user's own files or a system directory.
func psListsRepos(ctx *Context, g *Command) bool {
	repo := false
	_, p := psFileRead(g)
	for _, val := range p.values("-Filter", "-Include") {
		if m, _ := path.Match(strings.ToLower(strings.Trim(val, `"'`)), ".git"); m {
			repo = true
		}
	}
	if !repo {
		return false
	}
	paths, _ := psPaths(g)
	if len(paths) == 0 {
		return true // the working directory
	}
	for _, p := range paths {
		if kind, known := winKind(ctx.Env, p); !known || kind != fsSafe {
			return true
		}
	}
	return false
}
