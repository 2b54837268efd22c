package policy

import (
	"slices"
	"strings"
)

// Jujutsu (jj) and Sapling (sl) push a git remote's branches as git push
// does, with other words: what gitCommand refuses of git push (a
// deletion of the main line, a release branch or tag, or of whatever a
// listing finds; a forced push to one of them) is refused in theirs.
//
// jj git push never takes --force: it moves a bookmark wherever the
// repository has it, backwards or sideways, as git push
// --force-with-lease does. What makes it a rewrite is what the input
// did before it: commits jj keeps immutable (trunk(), tags, others'
// bookmarks) rewritten with --ignore-immutable, or a bookmark moved
// backwards (jj bookmark set/move --allow-backwards). A bookmark
// deleted (jj bookmark delete) is deleted on the remote by the next
// push that includes it; --deleted pushes every deletion, as git push
// --prune does.

// jjGlobalValue are jj's global options that take a value (jj help).
const jjGlobalValue wordList = "-R --at-op --at-operation --color --config --config-file --config-toml --repository"

// jjPushSpec reads jj git push; slPushSpec Sapling's sl push.
var (
	jjPushSpec = spec{path: "jj git push", value: "bcr", long: "--bookmark --change --named --remote --revision --revisions"}
	slPushSpec = spec{path: "sl push", value: "Ber", long: "--bookmark --delete --remotecmd --rev --ssh --to"}
)

// jjWords returns jj's words after its global options, and whether
// --ignore-immutable was among them or after (a global switch jj takes
// anywhere).
func jjWords(args []Word) (words []Word, ignoreImmutable bool) {
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		switch {
		case v == "--ignore-immutable":
			ignoreImmutable = true
		case len(words) == 0 && strings.HasPrefix(v, "-"):
			name, _, inline := strings.Cut(v, "=")
			if !inline && jjGlobalValue.has(name) {
				i++
			}
		default:
			words = append(words, args[i])
		}
	}
	return words, ignoreImmutable
}

// jjCommand refuses jj git push and sl push where they delete or
// rewrite the remote's shared branches.
func jjCommand(ctx *Context, c *Command) []Finding {
	switch c.Name {
	case "jj":
		return jjPush(ctx, c)
	case "sl":
		return slPush(c)
	}
	return nil
}

// jjPush judges jj git push by what the input did before it.
func jjPush(ctx *Context, c *Command) []Finding {
	words, _ := jjWords(c.Args)
	if len(words) < 2 || words[0].Value != "git" || words[1].Value != "push" {
		return nil
	}
	p := parseArgs(&jjPushSpec, c.Args[slices.IndexFunc(c.Args, func(w Word) bool { return w.Value == "push" })+1:])
	if p.has("--dry-run", "-h", "--help") {
		return nil
	}
	named := p.values("-b", "--bookmark")
	// --all and --tracked push every bookmark, deletions with them; no
	// bookmark, revision or change named pushes the tracked ones the
	// working copy's ancestry holds: the main line at worst.
	every := p.has("--all", "--tracked") || len(named) == 0 && !p.has("-r", "--revision", "--revisions", "-c", "--change", "--named")
	pushes := func(b string) bool {
		return every || slices.ContainsFunc(named, func(n string) bool { return n == b || strings.Contains(n, ":") || strings.ContainsAny(n, "*?$`") })
	}
	const delFix = "push the deletion of your own merged bookmark by name (`jj git push -b my-feature` after `jj bookmark delete my-feature`); leave the main line, releases and tags to a human"
	if p.has("--deleted") {
		return []Finding{finding("git.push-delete", c, "jj git push --deleted deletes on the remote every bookmark deleted here, as git push --prune does: at worst the main line, a release branch or tag, for everyone who uses it", delFix)}
	}
	deleted, rewritten, unknown := jjEarlier(ctx, c)
	for _, d := range deleted {
		if gitSharedRef(d) && pushes(d) {
			return []Finding{finding("git.push-delete", c, "this push deletes "+d+" on the remote (jj bookmark delete "+d+" before it): the main line, a release branch or tag, for everyone who uses it", delFix)}
		}
	}
	const forceFix = "push the rewrite to your own bookmark (`jj git push -b my-feature`); leave a rewrite of the main line or a release branch to a human"
	if unknown && (every || slices.ContainsFunc(named, gitSharedRef)) {
		return []Finding{finding("git.push-force", c, "this push follows a rewrite of commits jj keeps immutable (--ignore-immutable): the main line's published history, whose rewrite everyone's clones and the commits built on it go out of step with", forceFix)}
	}
	for _, r := range rewritten {
		if pushes(r) {
			return []Finding{finding("git.push-force", c, "this push moves "+r+" backwards (--allow-backwards before it): a forced push of history everyone shares, whose rewrite their clones and the commits built on it go out of step with", forceFix)}
		}
	}
	return nil
}

// jjEarlier reads the jj commands of the input before c: the bookmarks
// they delete, the shared ones they move backwards, and whether one
// rewrote commits jj keeps immutable.
func jjEarlier(ctx *Context, c *Command) (deleted, backwards []string, immutable bool) {
	if ctx == nil || ctx.Input == nil {
		return nil, nil, false
	}
	for _, x := range ctx.Input.Commands {
		if x == c {
			break
		}
		if x.Name != "jj" {
			continue
		}
		words, ignore := jjWords(x.Args)
		immutable = immutable || ignore
		if len(words) < 3 || words[0].Value != "bookmark" && words[0].Value != "branch" {
			continue
		}
		names := func() []string {
			var out []string
			for _, w := range words[2:] {
				if !strings.HasPrefix(w.Value, "-") {
					out = append(out, w.Value)
				}
			}
			return out
		}
		switch words[1].Value {
		case "delete", "d":
			deleted = append(deleted, names()...)
		case "set", "s", "move", "m":
			if hasArg(x.Args, "--allow-backwards", "-B") {
				backwards = append(backwards, slices.DeleteFunc(names(), func(n string) bool { return !gitSharedRef(n) })...)
			}
		}
	}
	return deleted, backwards, immutable
}

// slPush refuses Sapling's push deleting a shared remote bookmark (sl
// push --delete main) or forcing one (sl push --to main --force).
func slPush(c *Command) []Finding {
	if len(c.Args) == 0 || c.Args[0].Value != "push" {
		return nil
	}
	p := parseArgs(&slPushSpec, c.Args[1:])
	if p.has("-h", "--help") {
		return nil
	}
	for _, d := range p.values("--delete") {
		if gitSharedRef(d) {
			return []Finding{finding("git.push-delete", c, "sl push --delete "+d+" deletes the remote's main line, a release branch or tag, for everyone who uses it",
				"leave those to a human; delete only your own merged bookmark, by name: `sl push --delete my-feature`")}
		}
	}
	if p.has("-f", "--force") {
		to := p.values("--to", "-B", "--bookmark")
		name := "the current bookmark, at worst the main line"
		if i := slices.IndexFunc(to, gitSharedRef); i >= 0 {
			name = to[i]
		} else if len(to) > 0 {
			return nil
		}
		return []Finding{finding("git.push-force", c, "a forced push to "+name+" rewrites history everyone shares: their clones and the commits built on it go out of step",
			"push the rewrite as a new bookmark of your own (`sl push --to my-feature-v2 --create`); leave a rewrite of the main line to a human")}
	}
	return nil
}
