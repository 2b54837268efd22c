package policy

import (
	"encoding/json"
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The scripts of a package.json are shell code: npm run NAME (npm start,
// npm test, yarn NAME, pnpm run NAME, bun run NAME) runs scripts.preNAME,
// scripts.NAME and scripts.postNAME with sh -c. Like a makefile, the
// project's own package.json is the project's code; one this input wrote
// or edited (npm pkg set scripts.NAME=CODE, cat > package.json, jq … >
// package.json) is judged as the code it then holds, or as code only
// known at run time when the edit cannot be read.

// pkgRunners are the package managers that run a package.json's scripts
// and the subcommands that name one; npm's lifecycle commands run the
// script of their name. yarn, pnpm and bun also run a script named as
// their first word (yarn clean).
var pkgRunners = table[set]{
	{"npm", set{"rum", "run", "run-script", "urn"}},
	{"yarn", set{"run"}},
	{"pnpm", set{"run", "run-script"}},
	{"bun", set{"run"}},
}

// npmLifecycle are npm's commands that run the script of their name.
var npmLifecycle = table[string]{{"start", "start"}, {"test", "test"}, {"t", "test"}, {"tst", "test"}, {"stop", "stop"}, {"restart", "restart"}}

// pkgInstallScripts are the scripts of the project's own package.json
// that installing its dependencies runs (npm's "Life Cycle Operation
// Order": npm install and npm ci; yarn, pnpm and bun run the same).
var pkgInstallScripts = []string{"preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"}

// pkgInstallTestScripts are those of npm install-test: an install's, then
// the test's (a literal list: a package variable's initializer runs at
// every start-up).
var pkgInstallTestScripts = []string{"preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare",
	"pretest", "test", "posttest"}

// pkgHooks are the package managers' commands that run lifecycle scripts
// of the project's package.json, and the scripts each runs: installs,
// rebuilds, pack, publish, version (a release's bump: npm version patch
// runs preversion, version and postversion) and shrinkwrap.
var pkgHooks = table[[]string]{
	{"install", pkgInstallScripts}, {"i", pkgInstallScripts}, {"in", pkgInstallScripts}, {"ins", pkgInstallScripts},
	{"inst", pkgInstallScripts}, {"insta", pkgInstallScripts}, {"instal", pkgInstallScripts}, {"isnt", pkgInstallScripts},
	{"isnta", pkgInstallScripts}, {"isntal", pkgInstallScripts}, {"isntall", pkgInstallScripts}, {"add", pkgInstallScripts},
	{"ci", pkgInstallScripts}, {"clean-install", pkgInstallScripts}, {"ic", pkgInstallScripts}, {"install-clean", pkgInstallScripts},
	{"isntall-clean", pkgInstallScripts}, {"rebuild", pkgInstallScripts}, {"rb", pkgInstallScripts},
	{"install-test", pkgInstallTestScripts}, {"it", pkgInstallTestScripts},
	{"pack", []string{"prepack", "prepare", "postpack"}},
	{"version", []string{"preversion", "version", "postversion"}}, {"verison", []string{"preversion", "version", "postversion"}},
	{"shrinkwrap", []string{"preshrinkwrap", "shrinkwrap", "postshrinkwrap"}},
	{"publish", []string{"prepublishOnly", "prepack", "prepare", "postpack", "publish", "postpublish"}},
}

// pkgDirOpts are the options that make a package manager use another
// package.json: the one in the working directory is not the one run.
var pkgDirOpts = set{"--cwd", "--dir", "--filter", "--prefix", "--workspace", "-C", "-F", "-w"}

// pkgRootOpts are those of pkgDirOpts whose value is the directory of
// the package.json run (npm --prefix DIR, yarn --cwd DIR, pnpm -C DIR,
// bun --cwd DIR); the others pick a workspace by name.
var pkgRootOpts = set{"--cwd", "--dir", "--prefix", "-C"}

// pkgJSON is the package.json of the working directory.
var pkgJSON = Word{Value: "package.json", Literal: true}

// pkgScriptRun judges the script c runs from a package.json this input
// wrote, with every rule as if typed.
func (a *analyzer) pkgScriptRun(c *Command) {
	subs, ok := pkgRunners.get(c.Name)
	if !ok {
		return
	}
	var ops []Word
	pkg := pkgJSON
	for i := 0; i < len(c.Args); i++ {
		w := c.Args[i]
		name, v, inline := strings.Cut(w.Value, "=")
		if rest, ok := strings.CutPrefix(w.Value, "-C"); ok && rest != "" && !inline {
			name, v, inline = "-C", rest, true // pnpm -Ctools, npm -Ctools: the value joined
		}
		if pkgRootOpts.has(name) && (inline || i+1 < len(c.Args)) {
			// The package.json of the directory named: npm --prefix
			// tools install runs tools/package.json's scripts.
			dir := Word{Value: v, Literal: w.Literal}
			if !inline {
				i++
				dir = c.Args[i]
			}
			if !dir.Literal {
				return // a directory only known at run time
			}
			pkg = Word{Value: strings.TrimSuffix(dir.Value, "/") + "/package.json", Literal: true}
			continue
		}
		if pkgDirOpts.has(name) || w.Value == "--ignore-scripts" {
			return // a workspace's package.json, or none of its scripts run
		}
		if w.Value == "--" {
			break
		}
		if !strings.HasPrefix(w.Value, "-") {
			ops = append(ops, w)
		}
	}
	var names []string
	switch {
	case len(ops) == 0 && c.Name == "yarn":
		names = pkgInstallScripts // yarn alone installs
	case len(ops) == 0 || !ops[0].Literal:
		return
	case subs.has(ops[0].Value):
		if len(ops) < 2 || !ops[1].Literal {
			return
		}
		names = []string{"pre" + ops[1].Value, ops[1].Value, "post" + ops[1].Value}
	default:
		if hooks, ok := pkgHooks.get(ops[0].Value); ok {
			names = hooks
		} else if name, ok := npmLifecycle.get(ops[0].Value); ok && c.Name == "npm" {
			names = []string{"pre" + name, name, "post" + name}
		} else if c.Name == "npm" {
			return
		} else {
			names = []string{"pre" + ops[0].Value, ops[0].Value, "post" + ops[0].Value}
		}
	}
	what := c.Name
	if len(ops) > 0 {
		what += " " + ops[0].Value
	}
	w := append(append([]string(nil), c.Wrappers...), what)
	files := []Word{pkg}
	if len(ops) > 1 && slices.Equal(names, pkgInstallScripts) {
		// npm install ./dir, yarn add file:/tmp/pkg: a package from a
		// directory, whose own install scripts run as it is installed.
		for _, op := range ops[1:] {
			if dir, ok := localPkgDir(op); ok {
				files = append(files, Word{Value: strings.TrimSuffix(dir, "/") + "/package.json", Literal: true})
			}
		}
	}
	for i, f := range files {
		p, ok := a.env.Path(f)
		if !ok {
			continue
		}
		if _, found := a.writtenText(p); !found && !a.inForeignTree(p) {
			continue // the project's own scripts, or a package already on disk
		}
		run := names
		if i > 0 {
			run = pkgInstallScripts[:3] // a dependency's preinstall, install, postinstall
		}
		a.followWhole(f, lexer.Posix, w, func(text string) {
			scripts, ok := pkgScripts(text)
			if !ok {
				// Not JSON the analysis reads: what it runs is not known.
				a.code(c, Word{Value: text}, lexer.Posix, w)
				return
			}
			for _, n := range run {
				if code, ok := scripts[n]; ok {
					a.code(c, Word{Value: code, Literal: true}, lexer.Posix, w)
				}
			}
		})
	}
}

// localPkgDir returns the directory an install's operand names as a
// package (./dir, ../dir, /dir, ~/dir; file:DIR, DIR relative without
// ./ too: file:pkg), and whether it names one; a registry name (lodash,
// @scope/x) names none.
func localPkgDir(op Word) (string, bool) {
	v, proto := strings.CutPrefix(op.Value, "file:")
	if !op.Literal || v == "" || strings.HasSuffix(v, ".tgz") || strings.HasSuffix(v, ".tar.gz") {
		return "", false
	}
	if proto || v == "." || v == ".." || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~/") {
		return v, true
	}
	return "", false
}

// pkgScripts returns the scripts of a package.json's text.
func pkgScripts(text string) (map[string]string, bool) {
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if err := json.Unmarshal([]byte(text), &pkg); err != nil {
		return nil, false
	}
	return pkg.Scripts, true
}

// pkgSet returns the text package.json holds after npm pkg set
// KEY=VALUE… (pnpm pkg set, bun pm pkg set, npm set-script NAME CODE)
// sets scripts in it, and the
// path written; text is nil when a script's code or the file's text
// before is not known.
func (a *analyzer) pkgSet(c *Command) (text *string, p string, ok bool) {
	args := c.Args
	if c.Name == "bun" && len(args) > 0 && args[0].Value == "pm" {
		args = args[1:] // bun pm pkg set
	}
	if c.Name != "npm" && c.Name != "pnpm" && c.Name != "bun" || len(args) < 2 {
		return nil, "", false
	}
	sets := map[string]Word{}
	switch sub := args[0].Value; {
	case sub == "pkg" && args[1].Value == "set":
		for _, w := range args[2:] {
			k, v, found := strings.Cut(w.Value, "=")
			if n, isScript := strings.CutPrefix(k, "scripts."); isScript && found {
				sets[n] = Word{Value: v, Literal: w.Literal}
			}
		}
	case sub == "set-script" && len(args) == 3:
		sets[args[1].Value] = args[2]
	}
	if len(sets) == 0 {
		return nil, "", false
	}
	for _, w := range c.Args {
		if pkgDirOpts.has(strings.SplitN(w.Value, "=", 2)[0]) {
			return nil, "", false
		}
	}
	p, ok = a.env.Path(pkgJSON)
	if !ok {
		return nil, "", false
	}
	return a.withScripts(pkgJSON, sets), path.Clean(p), true
}

// withScripts returns the text of the package file f with the scripts
// sets in it, nil when a script's code or the file's text is not known.
// A file that cannot be read is taken as {}.
func (a *analyzer) withScripts(f Word, sets map[string]Word) *string {
	before := "{}"
	if t, found := a.fileText(f); found {
		before = t
	}
	var pkg map[string]any
	if before == unknownText || json.Unmarshal([]byte(before), &pkg) != nil {
		return nil
	}
	scripts, _ := pkg["scripts"].(map[string]any)
	if scripts == nil {
		scripts = map[string]any{}
	}
	for n, w := range sets {
		if !w.Literal {
			return nil
		}
		scripts[n] = w.Value
	}
	pkg["scripts"] = scripts
	b, err := json.Marshal(pkg)
	if err != nil {
		return nil
	}
	s := string(b)
	return &s
}

// jqScriptSet matches a jq filter that sets scripts of a package file to
// strings written out: .scripts.NAME = "CODE" or .scripts["NAME"] =
// "CODE", several joined by |.
var jqScriptSet = &lazyRegexp{expr: `^\s*\.scripts(?:\.([A-Za-z0-9_:-]+)|\["([^"\\]+)"\])\s*=\s*"((?:[^"\\]|\\["\\/])*)"\s*$`}

// jqSetScripts returns what jq prints when its filter only sets scripts
// of the package file it reads to strings written out (jq '.scripts.lint
// = "eslint ."' package.json > p.tmp): that file with those scripts;
// nil for any other jq.
func (a *analyzer) jqSetScripts(c *Command) *string {
	if c.Name != "jq" || len(c.Args) != 2 || !c.Args[0].Literal || !c.Args[1].Literal || path.Base(c.Args[1].Value) != "package.json" {
		return nil
	}
	sets := map[string]Word{}
	for part := range strings.SplitSeq(c.Args[0].Value, "|") {
		m := jqScriptSet.get().FindStringSubmatch(part)
		if m == nil {
			return nil
		}
		code := strings.NewReplacer(`\"`, `"`, `\\`, `\`, `\/`, "/").Replace(m[3])
		sets[m[1]+m[2]] = Word{Value: code, Literal: true}
	}
	return a.withScripts(c.Args[1], sets)
}
