package policy

import (
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The publish rules: irreversible public actions. A package published to
// a public registry is mirrored and installed within minutes; unpublishing
// is limited or impossible. These tools take the same words in every
// shell, so the rules judge commands of every grammar. A --dry-run is
// always allowed.

// pubName returns a command's name without the Windows extensions. A
// name without a dot has none (every extension starts with one): most
// names, asked about by several rules for each command, return at once.
func pubName(name string) string {
	if strings.IndexByte(name, '.') < 0 {
		return name
	}
	for _, ext := range []string{".exe", ".cmd", ".bat", ".ps1"} {
		name = strings.TrimSuffix(name, ext)
	}
	return name
}

// toLocalRegistry reports whether the last operand of args, where a push
// or a copy goes, is a registry on this machine (oci://localhost:5000/charts,
// docker://127.0.0.1:5000/app, localhost:5000/app:dev).
func toLocalRegistry(args []Word) bool {
	for i := len(args) - 1; i >= 0; i-- {
		a := args[i]
		if strings.HasPrefix(a.Value, "-") {
			continue
		}
		if !a.Literal {
			return false
		}
		if u, ok := readURL(a.Value); ok {
			return loopbackHost(u.hostPort())
		}
		host, _, _ := strings.Cut(a.Value, "/")
		return strings.Contains(a.Value, "/") && loopbackHost(host)
	}
	return false
}

// localTransports are skopeo's transports of this machine: a directory,
// an archive, an OCI layout, the image store or the daemon of its
// container engine (containers-transports(5)); docker:// is a registry.
var localTransports = []string{"containers-storage:", "dir:", "docker-archive:", "docker-daemon:", "oci:", "oci-archive:", "ostree:"}

// toLocalTransport reports whether the last operand of args, where skopeo
// copies to, names one of localTransports (oci:/tmp/images:busybox).
func toLocalTransport(args []Word) bool {
	for i := len(args) - 1; i >= 0; i-- {
		if a := args[i]; !strings.HasPrefix(a.Value, "-") {
			return a.Literal && slices.ContainsFunc(localTransports, func(t string) bool { return strings.HasPrefix(a.Value, t) })
		}
	}
	return false
}

// deletesLocalImage reports whether what a registry client's delete
// names (crane delete, regctl tag delete, skopeo delete) is only images
// of a registry on this machine, by the image reference's grammar: a
// first component with a port, or localhost, is the registry's host
// (localhost:5000/app:dev, docker://127.0.0.1:5001/app@sha256:…), and
// the image names a tag or a digest unless skopeo's docker:// says it
// is one. Every word that may name a place (with a / . : or @) must be
// one; a word only known at run time may be any. An http(s) URL is no
// image: a local data store's index stays the developer's data.
func deletesLocalImage(args []Word) bool {
	found := false
	for _, a := range args {
		if !a.Literal {
			return false
		}
		v := a.Value
		if strings.HasPrefix(v, "-") || !strings.ContainsAny(v, "/.:@") {
			continue
		}
		transport := len(v) > 9 && strings.EqualFold(v[:9], "docker://")
		if transport {
			v = v[9:]
		}
		host, repo, ok := strings.Cut(v, "/")
		if !ok || repo == "" || strings.Contains(v, "://") || !strings.Contains(host, ":") && host != "localhost" || !loopbackHost(host) {
			return false
		}
		if !transport && !strings.ContainsAny(repo[strings.LastIndexByte(repo, '/')+1:], ":@") {
			return false
		}
		found = true
	}
	return found
}

// publishCommand judges c; the command a launcher runs (npx np, bundle
// exec rake release) is one of the input's commands of its own (launch).
func publishCommand(ctx *Context, c *Command) []Finding {
	if _, endpoint := localTarget(c); endpoint {
		return nil // a registry on this machine (--registry http://localhost:4873)
	}
	if out := publishJudge(c, pubName(c.Name), c.Args); len(out) > 0 {
		return out
	}
	if out := publishRunTime(c); len(out) > 0 {
		return out
	}
	return svnTagCommit(ctx, c)
}

// publishRunTime judges c when a word of it is only known at run time
// (npm "$op", twine "$(cmd)" dist/*): for the worst reading, as each
// publishing subcommand it may be (publishVerbs), as gitDynamic reads a
// git subcommand so.
func publishRunTime(c *Command) []Finding {
	// The subcommand's place: the first word that is no option, past
	// the values of the tool's global options where a spec knows them
	// (an inner command's word, an option's value after the subcommand,
	// is none: docker compose exec db sqlcmd -P "$PW").
	at := slices.IndexFunc(c.Args, func(w Word) bool { return !w.Literal || !strings.HasPrefix(w.Value, "-") })
	if g := globalOpts(lowerName(c)); g != nil {
		at = len(c.Args) - len(parseArgs(g, c.Args).rest)
	}
	if at < 0 || at >= len(c.Args) || !runTimeWord(c.Args[at]) || positionalWord(c.Args[at].Value) {
		return nil
	}
	args := slices.Clone(c.Args)
	for _, verb := range publishVerbs() {
		args[at] = Word{Value: verb, Literal: true}
		if out := publishJudge(c, pubName(c.Name), args); len(out) > 0 {
			f := out[0]
			f.Reason = "a word only known at run time (" + c.Args[at].Value + ") may make this " + verb + ": " + f.Reason
			f.Fix = "name the subcommand literally, so the guard can read it; " + f.Fix
			f.Undecided = true
			return []Finding{f}
		}
	}
	return nil
}

// positionalWord reports whether v is a positional parameter alone ($1,
// "${2}", $@, $*): a function's argument, which each call the input makes
// gives (the call is walked with its values), not a value of its own.
func positionalWord(v string) bool {
	v = strings.TrimPrefix(v, "$")
	if strings.HasPrefix(v, "{") && strings.HasSuffix(v, "}") {
		v = v[1 : len(v)-1]
	}
	if v == "@" || v == "*" {
		return true
	}
	_, err := strconv.Atoi(v)
	return err == nil && v != "" && v[0] != '-' && v[0] != '+'
}

// publishVerbs returns the subcommands that publish: those publishJudge
// reads and the second words of the publish specs' paths (lein deploy,
// paket push).
func publishVerbs() []string {
	publishVerbsOnce.Do(func() { publishVerbList = readPublishVerbs() })
	return publishVerbList
}

var (
	publishVerbsOnce sync.Once
	publishVerbList  []string
)

func readPublishVerbs() []string {
	verbs := []string{"publish", "upload", "push", "release", "deploy", "unpublish", "yank"}
	for _, t := range specTables {
		for i := range t {
			if !strings.HasPrefix(t[i].rule, "publish.") {
				continue
			}
			if _, rest, ok := strings.Cut(t[i].path, " "); ok {
				if v, _, _ := strings.Cut(rest, " "); !slices.Contains(verbs, v) {
					verbs = append(verbs, v)
				}
			}
		}
	}
	return verbs
}

// svnTagCommit judges an svn commit of the whole working copy (no path
// given, or .) after this input copied a tag into it (svn cp trunk
// tags/2.3.1 && svn ci -m …): the tag's commit, a release.
func svnTagCommit(ctx *Context, c *Command) []Finding {
	if c.Name != "svn" || ctx.Input == nil {
		return nil
	}
	s, rest := lookupSpec(c)
	if s == nil || s.path != "svn commit" && s.path != "svn ci" {
		return nil
	}
	p := parseArgs(s, rest)
	if p.given(s, vcsUnless) || slices.ContainsFunc(p.operands, func(w Word) bool { return w.Value != "." && w.Value != "./" }) {
		return nil
	}
	for _, x := range ctx.Input.Commands {
		if x == c {
			break
		}
		xs, xrest := lookupSpec(x)
		if x.Name != "svn" || xs == nil || xs.path != "svn copy" && xs.path != "svn cp" {
			continue
		}
		if ops := parseArgs(xs, xrest).operands; len(ops) > 1 && svnTagPath.get().MatchString(path.Dir(strings.TrimSuffix(strings.ReplaceAll(ops[len(ops)-1].Value, `\`, "/"), "/"))) {
			return []Finding{finding("publish.release", c, "svn commit of the release tag "+ops[len(ops)-1].Value+" this input copied is public and cannot be taken back", pubFixRelease)}
		}
	}
	return nil
}

// forgeReleaseVerbs are the verbs (and tea's one-letter aliases) that
// make, change or delete a forge's release.
var forgeReleaseVerbs = set{"c", "create", "delete", "edit", "new", "rm", "upload"}

// ghDraft reports whether gh release create's words make the release a
// draft: the last of -d, --draft, --draft=true or false given says so;
// a bundle of short options (-pd) or a word known only at run time is
// not read as one.
func ghDraft(args []Word) bool {
	draft := false
	for _, o := range parseArgs(&ghReleaseCreate, args).opts {
		switch {
		case o.name == "-d" && !o.hasValue, o.name == "--draft" && (!o.hasValue || o.value == "true"):
			draft = true
		case o.name == "--draft":
			draft = false
		}
	}
	return draft
}

// pubSub returns the subcommand of args, a tool's words read through g,
// its global options (pubGlobals), and the words after it.
func pubSub(args []Word, g *spec) (string, []Word) {
	_, sub, rest := subcommandOf(g, args)
	return sub, rest
}

// pubDry reports a dry run, or help (every publishing tool here prints
// its help for --help and does nothing else). A --dry-run followed by a
// word that switches it off (npm publish --dry-run false, which npm's
// parser reads as its value: offAfter) is none.
func pubDry(args []Word, short ...string) bool {
	for i, a := range args {
		v := a.Value
		if (v == "--dry-run" || v == "--dryrun") && i+1 < len(args) && offAfter(args[i+1]) {
			continue
		}
		if v == "--dry-run" || v == "--dry-run=true" || v == "--dryrun" || v == "--help" || contains(short, v) {
			return true
		}
	}
	return false
}

// pubHelp reports whether args, a subcommand's words, ask for its help:
// -h or --help read as an option by s, the subcommand's spec, when there
// is one (gh repo delete o/r --yes --help: --yes takes no value); without
// one, after the verb or an operand, not after an option that may take
// it as its value (gh release create v1 --notes -h publishes, its notes
// "-h").
func pubHelp(args []Word, s *spec) bool {
	if s != nil {
		return slices.ContainsFunc(parseArgs(s, args).opts, func(o opt) bool { return !o.hasValue && (o.name == "-h" || o.name == "--help") })
	}
	for i, a := range args {
		if a.Literal && (a.Value == "-h" || a.Value == "--help") && (i == 0 || !strings.HasPrefix(args[i-1].Value, "-")) {
			return true
		}
	}
	return false
}

// pubDeletes reports whether gh api is told to send a DELETE (-X DELETE,
// --method DELETE, -XDELETE).
func pubDeletes(args []Word) bool {
	for i, a := range args {
		v := strings.ToUpper(a.Value)
		if (v == "-X" || v == "--METHOD") && i+1 < len(args) && strings.EqualFold(args[i+1].Value, "DELETE") ||
			v == "-XDELETE" || v == "--METHOD=DELETE" {
			return true
		}
	}
	return false
}

// nxReleaseSteps are nx release's subcommands, each one step of it (its
// publish step is the vocabulary's: a task runner's publish).
var nxReleaseSteps = set{"changelog", "plan", "plan:check", "publish", "version"}

var pubPython = &lazyRegexp{expr: `^(?:python|pypy)(?:\d+(?:\.\d+)?)?$|^py$`}

const (
	pubFixNPM     = "publishing is a human's decision; check the package with `npm publish --dry-run` or `npm pack --dry-run` and ask a human to publish"
	pubFixCargo   = "publishing is a human's decision; check the crate with `cargo publish --dry-run` and ask a human to publish"
	pubFixPyPI    = "publishing is a human's decision; build and check the distribution with `python -m build` and `twine check dist/*`, and ask a human to upload"
	pubFixGem     = "publishing is a human's decision; build and check the gem with `gem build` and ask a human to push it"
	pubFixImage   = "pushing to a registry is a human's decision; build and test the image locally (`docker build -t NAME .`, `docker run --rm NAME`) and ask a human to push it"
	pubFixRelease = "releases are a human's decision; prepare the notes and the artifacts locally (`goreleaser release --snapshot --clean`) or as a draft (`gh release create v1.2.3 --draft`) and ask a human to publish"
	pubFixDeploy  = "production deploys are a human's decision; run it against a local or staging engine, and ask a human to deploy to production"
	pubFixRepo    = "changing or deleting the repository is a human's decision; say what you would change and why, and let a human do it"
)

func publishJudge(c *Command, name string, args []Word) []Finding {
	one := func(id, what, fix string) []Finding {
		return []Finding{finding(id, c, what+" is public and cannot be taken back", fix)}
	}
	if g := containerEngine(name); g != nil {
		// Its global options read through its spec (docker --context X
		// push, podman --url U push).
		_, sub, rest := subcommandOf(g, args)
		switch {
		case sub == "push" && localImage(c, rest) || sub == "image" && len(rest) > 0 && rest[0].Value == "push" && localImage(c, rest[1:]):
			// docker push localhost:5000/app: a registry on this machine.
		case sub == "push" || sub == "image" && len(rest) > 0 && rest[0].Value == "push" || sub == "manifest" && len(rest) > 0 && rest[0].Value == "push":
			return one("publish.image", name+" push of an image to a registry", pubFixImage)
		case sub == "buildx" && len(rest) > 1 && rest[0].Value == "imagetools" && rest[1].Value == "create" && !hasArg(rest, "--dry-run"):
			// A manifest list written to the registry under its -t tag
			// (latest made to name a release's image).
			return one("publish.image", name+" buildx imagetools create of a tag in a registry", pubFixImage)
		case (sub == "buildx" || sub == "build" || sub == "compose") && hasArg(rest, "--push", "--push=true"):
			return one("publish.image", name+" "+sub+" --push of an image to a registry", pubFixImage)
		case sub == "compose" && hasArg(rest, "push"):
			return one("publish.image", name+" compose push of images to a registry", pubFixImage)
		case (sub == "stack" && len(rest) > 0 && (rest[0].Value == "deploy" || rest[0].Value == "up") ||
			sub == "service" && len(rest) > 0 && (rest[0].Value == "create" || rest[0].Value == "update" || rest[0].Value == "rollback" || rest[0].Value == "scale")) &&
			prodSwarm(c, rest[0].Value, rest[1:]) != "" && !pubDry(rest):
			// A swarm's services changed through an engine named as
			// production's (DOCKER_HOST=ssh://deploy@web-prod-1,
			// --context prod), or production's stack or service named.
			return []Finding{finding("publish.deploy", c, name+" "+sub+" "+rest[0].Value+" on production's swarm ("+prodSwarm(c, rest[0].Value, rest[1:])+") changes what serves users and cannot be taken back", pubFixDeploy)}
		}
		return nil
	}
	switch name {
	case "npm":
		sub, rest := pubSub(args, &npmGlobal)
		verb, _ := pubSub(rest, &noGlobals)
		switch {
		case (sub == "publish" || sub == "unpublish") && !pubDry(rest) && !pubDry(args):
			return one("publish.npm", "npm "+sub+" of a package to the registry", pubFixNPM)
		case sub == "deprecate" || sub == "undeprecate" || (sub == "dist-tag" || sub == "dist-tags") && (verb == "add" || verb == "rm") ||
			sub == "owner" && (verb == "add" || verb == "rm") || sub == "access" && verb != "" && verb != "list" && verb != "get":
			// What every user installs, and who may publish it.
			return one("publish.npm", "npm "+sub+" "+verb+" of a published package", pubFixNPM)
		}
	case "yarn":
		sub, rest := pubSub(args, &yarnGlobal)
		if sub == "workspaces" && len(rest) > 0 && rest[0].Value == "foreach" {
			// yarn workspaces foreach -A npm publish: the command
			// run in each workspace.
			sub, rest = pubSub(rest[1:], &yarnForeach)
		}
		if sub == "npm" {
			sub, rest = pubSub(rest, &noGlobals)
		}
		if sub == "publish" && !pubDry(rest) {
			return one("publish.npm", "yarn publish of a package to the registry", pubFixNPM)
		}
	case "pnpm", "bun":
		sub, rest := pubSub(args, &pnpmGlobal)
		if sub == "publish" && !pubDry(rest) {
			return one("publish.npm", name+" publish of a package to the registry", pubFixNPM)
		}
	case "lerna", "changeset", "changesets":
		sub, rest := pubSub(args, &noGlobals)
		if sub == "publish" && !pubDry(rest) {
			return one("publish.npm", name+" publish of packages to the registry", pubFixNPM)
		}
	case "semantic-release", "np", "release-it":
		if !pubDry(args, "-d", "--preview") {
			return one("publish.npm", name+" releasing the package", pubFixNPM)
		}
	case "jsr", "deno":
		sub, rest := pubSub(args, &noGlobals)
		if sub == "publish" && !pubDry(rest) {
			return one("publish.npm", name+" publish of a package to the registry", pubFixNPM)
		}
	case "cargo":
		sub, rest := pubSub(args, &cargoGlobal)
		switch {
		case sub == "publish" && !pubDry(rest):
			return one("publish.cargo", "cargo publish of a crate to crates.io", pubFixCargo)
		case sub == "yank" && !hasArg(rest, "--undo") && !pubHelp(rest, nil):
			return one("publish.cargo", "cargo yank of a published version", pubFixCargo)
		case (sub == "workspaces" || sub == "ws") && len(rest) > 0 && rest[0].Value == "publish" && !pubDry(rest):
			// cargo-workspaces publishing every crate of the workspace.
			return one("publish.cargo", "cargo "+sub+" publish of the workspace's crates to crates.io", pubFixCargo)
		case sub == "release" && (hasArg(rest, "--execute") || hasArg(rest, "-x")):
			return one("publish.cargo", "cargo release --execute of a crate", pubFixCargo)
		case sub == "smart-release" && (hasArg(rest, "--execute") || hasArg(rest, "-e")):
			// cargo-smart-release, a dry run as cargo release is
			// until told --execute (-e).
			return one("publish.cargo", "cargo smart-release --execute of the workspace's crates", pubFixCargo)
		}
	case "nx":
		// nx release with no subcommand of its own (version, changelog,
		// publish, plan) runs all three steps, the last publishing the
		// projects (nx.dev's docs: nx release --yes), unless told
		// --skip-publish or --dry-run (-d).
		sub, rest := pubSub(args, &noGlobals)
		if step, _ := pubSub(rest, &noGlobals); sub == "release" && !nxReleaseSteps.has(step) && !pubDry(rest, "-d") && !hasArg(rest, "--skip-publish") {
			return one("publish.npm", "nx release (versioned, then published to the registry)", pubFixNPM)
		}
	case "twine":
		if sub, _ := pubSub(args, &twineGlobal); sub == "upload" || sub == "register" {
			return one("publish.pypi", "twine "+sub+" to the package index", pubFixPyPI)
		}
	case "poetry", "uv", "hatch", "flit", "pdm", "maturin":
		sub, rest := pubSub(args, &pypiToolGlobal)
		if (sub == "publish" || name == "maturin" && sub == "upload") && !pubDry(rest) {
			return one("publish.pypi", name+" "+sub+" to the package index", pubFixPyPI)
		}
	case "gem":
		if sub, rest := pubSub(args, &gemGlobal); (sub == "push" || sub == "yank") && !pubHelp(rest, nil) {
			// gem push --help prints the command's help and sends nothing.
			return one("publish.gem", "gem "+sub+" to rubygems.org", pubFixGem)
		}
	case "helm":
		// helm cm-push: ChartMuseum's plugin pushing to a chart repository.
		if sub, rest := pubSub(args, &helmGlobal); (sub == "push" || sub == "cm-push") && !toLocalRegistry(rest) && !pubDry(rest, "-h") {
			return one("publish.image", "helm "+sub+" of a chart to a registry", pubFixImage)
		}
	case "crane", "skopeo", "oras", "ko":
		sub, _ := pubSub(args, &noGlobals)
		// skopeo sync copies every image of a repository.
		to, sends := args, sub == "push" || sub == "copy" || sub == "cp" || sub == "sync" && name == "skopeo"
		if sub == "tag" && name != "skopeo" {
			// crane tag IMAGE TAG, oras tag REF TAG…: a tag moved in the
			// image's registry itself (latest now names another image).
			to, sends = args[:len(args)-1], true
		}
		if sends && !toLocalRegistry(to) && !(name == "skopeo" && toLocalTransport(to)) && !pubDry(args, "-h") || name == "ko" && (sub == "build" || sub == "publish" || sub == "apply" || sub == "resolve") && !hasArg(args, "--local", "-L", "--push=false") {
			return one("publish.image", name+" "+sub+" to a registry", pubFixImage)
		}
	case "gh", "glab":
		sub, rest := pubSub(args, &ghGlobal)
		verb, _ := pubSub(rest, &ghGlobal)
		switch {
		case pubHelp(rest, ghVerbSpec(name, sub, verb)):
			// gh repo delete --help, glab release create -h: the
			// subcommand's help, printed and nothing else done.
		case sub == "release" && verb == "create" && name == "gh" && ghDraft(rest):
			// gh release create v1.2.0 --draft: seen only by the
			// repository's writers, its tag made only when a human
			// publishes it, no release workflow started.
		case sub == "release" && (verb == "create" || verb == "upload" || verb == "edit" || verb == "delete" || verb == "delete-asset" || verb == "new"):
			return one("publish.release", name+" release "+verb, pubFixRelease)
		case sub == "extension" && verb == "publish" && !pubDry(rest, "-h"):
			// gh extension publish: a release of the extension's
			// repository, installed by gh extension upgrade.
			return one("publish.release", name+" extension publish", pubFixRelease)
		case sub == "repo" && (verb == "delete" || verb == "archive" || verb == "rename" || verb == "unarchive" || verb == "transfer" ||
			verb == "edit" && hasArg(rest, "--visibility", "--visibility=public", "--visibility=private", "--visibility=internal")):
			return one("publish.repo", name+" repo "+verb+" changes the repository for everyone", pubFixRepo)
		case sub == "api" && pubDeletes(rest):
			return one("publish.repo", name+" api DELETE on the hosting service", pubFixRepo)
		case sub == "repo" && verb == "create" && name == "gh" && hasArg(rest, "--public") && hasArg(rest, "--push"):
			// gh repo create --public --source=. --push: the local
			// repository's history published, as gh repo edit
			// --visibility public publishes a private one.
			return one("publish.repo", "gh repo create --public --push (the local history made public)", pubFixRepo)
		}
	case "tea", "berg", "fj":
		// Gitea's tea (release, releases, r), Codeberg's berg and
		// Forgejo's fj: a release made, changed or deleted on the
		// forge, as gh release create is (tea's --draft keeps it
		// unpublished).
		sub, rest := pubSub(args, &noGlobals)
		verb, _ := pubSub(rest, &noGlobals)
		if (sub == "release" || sub == "releases" || sub == "r" && name == "tea") && forgeReleaseVerbs.has(verb) && !hasArg(rest, "--draft", "-h", "--help") {
			return one("publish.release", name+" "+sub+" "+verb, pubFixRelease)
		}
	case "goreleaser":
		if sub, _ := pubSub(args, &noGlobals); (sub == "release" || sub == "") && !hasArg(args, "--snapshot", "--skip=publish", "--skip-publish") {
			return one("publish.release", "goreleaser release", pubFixRelease)
		}
	case "rake":
		for _, a := range args {
			if a.Value == "release" || strings.HasPrefix(a.Value, "release:") || strings.HasPrefix(a.Value, "release[") {
				return one("publish.gem", "rake release of the gem", pubFixGem)
			}
		}
	default:
		if !strings.HasPrefix(name, "py") || !pubPython.get().MatchString(name) {
			break
		}
		for i, a := range args {
			if a.Value == "-m" && i+1 < len(args) {
				mod := args[i+1].Value
				if mod == "twine" || mod == "flit" || mod == "poetry" || mod == "hatch" {
					return publishJudge(c, mod, args[i+2:])
				}
				break
			}
			if strings.HasSuffix(a.Value, "setup.py") {
				for _, b := range args[i+1:] {
					if b.Value == "upload" || b.Value == "register" {
						return one("publish.pypi", "setup.py "+b.Value+" to the package index", pubFixPyPI)
					}
				}
				break
			}
		}
	}
	return nil
}

// prodEngine returns what names a container engine's daemon as
// production's: an assignment (DOCKER_HOST=ssh://deploy@web-prod-1,
// DOCKER_CONTEXT=prod, CONTAINER_HOST) or a global option (-H, --host,
// --context, --connection) whose value is a production name; "".
func prodEngine(c *Command) string {
	found := ""
	engineNames(c, func(shown, v string) bool {
		if namesProd(strings.ToLower(v)) {
			found = shown
		}
		return found == ""
	})
	return found
}

// engineNames calls yield, until it returns false, with each word that
// names c's container engine's daemon, as shown and its value: an
// assignment (DOCKER_HOST=…, DOCKER_CONTEXT=…, CONTAINER_CONNECTION=…),
// a global option before the subcommand (-H, --host, --context, -c,
// --connection; VALUE or =VALUE).
func engineNames(c *Command, yield func(shown, v string) bool) {
	for _, a := range c.Assigns {
		if n, v, _ := strings.Cut(a, "="); (strings.HasSuffix(n, "_HOST") || strings.HasSuffix(n, "_CONTEXT") || strings.HasSuffix(n, "_CONNECTION")) && !yield(a, v) {
			return
		}
	}
	for i := 0; i < len(c.Args); i++ {
		opt, v, ok := strings.Cut(c.Args[i].Value, "=")
		if !strings.HasPrefix(opt, "-") {
			return // the subcommand: the engine's options are before it
		}
		if opt != "-H" && opt != "--host" && opt != "--context" && opt != "-c" && opt != "--connection" {
			if !ok && globalOpts(c.Name) != nil && globalOpts(c.Name).takesValue(opt) {
				i++ // docker --log-level debug --context staging
			}
			continue
		}
		if !ok && i+1 < len(c.Args) {
			i++
			v = c.Args[i].Value
		}
		if !yield(opt+" "+v, v) {
			return
		}
	}
}

// swarmNameOpts are the options of docker stack deploy and docker
// service create whose value names the stack or the service: its
// compose file (-c docker-compose.prod.yml), its --name.
var swarmNameOpts = set{"--compose-file", "--name", "-c"}

// prodSwarm returns what names a swarm's change as production's: its
// engine (prodEngine), or, on an engine not named as another
// environment's, the stack or service it changes (docker stack deploy
// -c docker-compose.prod.yml shop, docker service update --image X
// prod_api, docker service scale shop-prod_web=6: args, the words after
// verb, whose last word or scale's each names one, create's --name
// only: its operands are the image and its command); "".
func prodSwarm(c *Command, verb string, args []Word) string {
	if e := prodEngine(c); e != "" {
		return e
	}
	var engine vocab
	engineNames(c, func(_, v string) bool {
		engine.readTarget(strings.ToLower(v))
		return true
	})
	if engine.nonProd {
		return "" // docker --context staging stack deploy -c docker-compose.prod.yml
	}
	for i, a := range args {
		opt, val, eq := strings.Cut(a.Value, "=")
		switch {
		case swarmNameOpts.has(opt) && !eq && i+1 < len(args):
			val = args[i+1].Value
		case swarmNameOpts.has(opt) && eq:
		case verb == "create":
			continue // service create's operands are its image and command: --name names it
		case i == len(args)-1 && !strings.HasPrefix(a.Value, "-"), verb == "scale" && !strings.HasPrefix(a.Value, "-"):
			val = a.Value // the stack or the service; scale's SERVICE=N
		default:
			continue
		}
		if a.Literal && namesProd(strings.ToLower(val)) {
			return val
		}
	}
	return ""
}

// localImage reports whether the one image a push names (its words after
// push) is in a registry on this machine (localhost:5000/app:dev), and
// the engine is this machine's: no -H, --host, --context, --connection
// or DOCKER_HOST/CONTAINER_HOST, whose daemon would push from elsewhere.
func localImage(c *Command, rest []Word) bool {
	for _, a := range c.Assigns {
		if n, _, _ := strings.Cut(a, "="); strings.HasSuffix(n, "_HOST") || strings.HasSuffix(n, "_CONTEXT") || strings.HasSuffix(strings.ToLower(n), "_proxy") {
			return false
		}
	}
	for _, a := range c.Args {
		if v := a.Value; v == "-H" || v == "-c" || strings.HasPrefix(v, "--host") || strings.HasPrefix(v, "--context") || strings.HasPrefix(v, "--connection") || strings.HasPrefix(v, "--url") || strings.HasPrefix(v, "-H") {
			return false
		}
	}
	images := 0
	for _, a := range rest {
		if strings.HasPrefix(a.Value, "-") {
			continue // -q, --all-tags, --disable-content-trust
		}
		host, _, ok := strings.Cut(a.Value, "/")
		if !a.Literal || !ok || !loopbackHost(host) {
			return false
		}
		images++
	}
	return images == 1
}
