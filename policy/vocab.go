package policy

import (
	"slices"
	"strings"
)

// The vocabulary of command lines: how a human reads a CLI nobody has
// written a spec for. Hosted services' CLIs name their subcommands with
// the same few words — projects delete, db destroy, functions deploy,
// tokens create — so the subcommand words (the leading words that are not
// options) say what a command does even when the tool is new.
//
// A command is read this way only for a family its tool has no spec of:
// a tool with infra specs (kubectl, aws, supabase) is judged by them
// alone for deletes, one with publish specs (dotnet: publish is a local
// build there) for deploys, one with cred specs for secrets printed; and
// never for vocabTools, whose own rules judge them or whose subjects are
// on this machine.
//
// What makes the change remote, rather than a dependency removed or a
// local cache deleted: the words name a hosted resource (projects, db,
// branches, buckets, functions …: remoteNouns), an option names where it
// lives (--project, --org, --region, --linked: remoteOpts), a target is
// production (api-prod, -e production, --prod), or the tool is told not
// to ask (--force, --yes, --auto-approve). cargo remove serde, poetry
// remove x and npm uninstall x carry none of these; remove and rm, the
// words of local tools, need a remote noun.

// vocabDestroy are the verbs that destroy what they name; vocabWeakDestroy
// those that local tools use too (cargo remove, pnpm rm): these need a
// remote noun.
var (
	vocabDestroy     = set{"delete", "destroy", "purge", "drop", "wipe", "nuke", "terminate", "teardown", "tear-down", "deprovision", "decommission", "erase"}
	vocabWeakDestroy = set{"remove", "rm", "del"}
	// vocabDeploy: the verbs that put a build in front of users;
	// vocabWeakDeploy those that also name local steps (git push, kubectl
	// apply of a kind cluster): both need a remote or production target,
	// except publish, which has no local meaning (jsr publish, uv
	// publish, nx release publish).
	vocabDeploy     = set{"deploy", "publish", "release", "promote", "ship"}
	vocabWeakDeploy = set{"push", "sync", "apply", "up", "upload", "run"}
	// vocabCredNouns are the words naming a credential; vocabCredVerbs
	// those that print one, or create one and print it (tokens create);
	// vocabCredPrinters are subcommands that are a credential printed.
	vocabCredNouns = set{"token", "tokens", "password", "passwords", "passwd", "secret", "secrets", "credential", "credentials", "creds", "api-key", "api-keys", "apikey", "apikeys", "key", "keys", "access-key", "access-keys", "access-token", "access-tokens", "kubeconfig", "var", "vars", "variable", "variables"}
	vocabCredVerbs = set{"get", "show", "print", "reveal", "view", "read", "display", "dump"}
	// vocabCredMints create a credential and print it; a secret or a
	// variable created is a value given, stored, not printed.
	vocabCredMints   = set{"create", "generate", "new", "issue", "mint"}
	vocabStoredNouns = set{"secret", "secrets", "var", "vars", "variable", "variables"}
	// vocabMintedNouns are credentials only when minted (keys create); a
	// key read is a value stored under a name (kv key get, etcdctl get key).
	vocabMintedNouns  = set{"key", "keys"}
	vocabCredPrinters = set{"connection-string", "connection-strings", "connection-uri", "conn-string", "connstring", "dsn"}
	// remoteNouns are resources that live in a hosted service.
	remoteNouns = set{"project", "projects", "database", "databases", "db", "dbs", "branch", "branches", "app", "apps", "application", "applications", "bucket", "buckets", "cluster", "clusters", "function", "functions", "stack", "stacks", "zone", "zones", "site", "sites", "deployment", "deployments", "service", "services", "instance", "instances", "server", "servers", "vm", "vms", "droplet", "droplets", "domain", "domains", "record", "records", "org", "orgs", "organization", "organizations", "team", "teams", "repo", "repos", "repository", "repositories", "secret", "secrets", "token", "tokens", "volume", "volumes", "machine", "machines", "namespace", "namespaces", "topic", "topics", "queue", "queues", "table", "tables", "worker", "workers", "workspace", "workspaces", "space", "spaces", "account", "accounts", "release", "releases", "pipeline", "pipelines", "node", "nodes", "pool", "pools", "env", "envs", "environment", "environments", "snapshot", "snapshots", "backup", "backups", "d1", "kv", "r2", "job", "jobs"}
	// remoteOpts name where a resource lives (without dashes, before =).
	remoteOpts = set{"project", "project-id", "project-ref", "project-name", "org", "org-id", "organization", "region", "app", "site", "site-id", "account", "account-id", "cluster", "stack", "zone", "team", "workspace", "linked", "environment", "env", "tenant", "subscription"}
	// forceOpts tell the tool not to ask first.
	forceOpts = set{"f", "force", "y", "yes", "auto-approve", "auto-confirm", "confirm", "no-confirm", "no-prompt", "no-prompts", "non-interactive", "skip-confirmation", "assume-yes", "quiet-yes"}
	// vocabUnless: help, previews and dry runs.
	vocabUnless = set{"h", "help", "dry-run", "dryrun", "preview", "plan", "diff", "what-if", "whatif", "n"}
	// prodWords name production (as a word of a name: payments-prod).
	prodWords = set{"prod", "production", "prd", "live"}
	// taskRunners' run word takes a task or target the project defines
	// (turbo run deploy, bazel run //deploy:push_prod, nx run web:deploy).
	taskRunners = set{"turbo", "nx", "bazel", "bazelisk", "lerna", "moon", "pants", "buck2", "rush", "wireit"}
	// vocabTools, with dataCommands, are judged by their own rules (version control,
	// package managers: their remove is a dependency) or act on this
	// machine (container engines, local clusters and VMs, language and
	// environment managers).
	vocabTools = set{"hg", "svn", "jj", "fossil", "nerdctl", "docker-compose", "podman-compose", "buildah", "kind", "minikube", "k3d", "k3s", "colima", "vagrant", "multipass", "lxc", "incus", "lxd", "virsh", "vboxmanage", "limactl", "lima", "orb", "orbctl", "conda", "mamba", "micromamba", "pyenv", "nvm", "fnm", "volta", "rustup", "asdf", "mise", "rtx", "sdk", "dpkg", "zypper", "pipx", "uv", "poetry", "pdm", "hatch", "bun", "deno", "gem", "bundle", "composer", "dotnet", "nuget", "gradle", "gradlew", "mvn", "mvnw", "just", "task", "systemctl", "launchctl", "ollama", "tmux", "screen", "virtualenv", "direnv", "pre-commit", "ssh-add", "gpg", "pass", "keyring", "security"}
)

// vocabCommand reads c (c2 its name as the specs know it), a command no
// spec reads, by its subcommand words: an irreversible delete of a remote
// resource (infra.cloud), a production deploy or a publish
// (publish.deploy), a credential printed (cred.cloud-file).
func vocabCommand(c, c2 *Command) []Finding {
	name := c2.Name
	if dataCommands.has(name) || vocabTools.has(name) || strings.ContainsAny(name, "/\\") {
		return nil
	}
	v := readVocab(c.Args)
	if v.unless || len(v.words) == 0 {
		return nil
	}
	rule, what := "", ""
	switch {
	case !hasFamilySpec(name, "infra", vocabDestroy, vocabWeakDestroy) && v.destroys():
		rule, what = "infra.cloud", name+" "+strings.Join(v.words[:v.verb+1], " ")+" (a remote resource deleted)"
	case !hasFamilySpec(name, "publish", vocabDeploy, vocabWeakDeploy) && v.deploys(taskRunners.has(name)):
		rule, what = "publish.deploy", name+" "+strings.Join(v.words[:v.verb+1], " ")+" (a release or a production deploy)"
	case !hasFamilySpec(name, "cred", nil, nil) && v.printsCred():
		rule, what = "cred.cloud-file", name+" "+strings.Join(v.words[:v.verb+1], " ")+" (a credential printed)"
	case v.runtime && v.hasNoun() && !hasFamilySpec(name, "infra", vocabDestroy, vocabWeakDestroy):
		// The worst reading of tool db "$1" prod-db --yes: a delete.
		words, _ := externalWords.get("infra")
		f := finding("infra.cloud", c, "a word only known at run time may make this "+name+" command a delete of a remote resource"+words[0],
			"name the subcommand and its target literally, so the guard can read them; "+words[1])
		f.Undecided = true
		return []Finding{f}
	default:
		return nil
	}
	fam, _, _ := strings.Cut(rule, ".")
	words, _ := externalWords.get(fam)
	return []Finding{finding(rule, c, what+words[0], words[1])}
}

// hasNoun reports whether a remote noun is among the words.
func (v *vocab) hasNoun() bool {
	for _, w := range v.words {
		if remoteNouns.has(w) {
			return true
		}
	}
	return false
}

// vocab is a command line read as vocabulary: its leading words, and
// what its options and values say.
type vocab struct {
	words                    []string // the leading words, lower case, at most four
	verb                     int      // the index of the verb found in words
	force, remote, prod      bool
	unless, runtime          bool // runtime: a subcommand word is only known at run time
	taskTokens, targetTokens []string
}

// readVocab reads args: the first four words that are not options are
// the subcommand words (a value of an option before them, -e prod, is
// read as one, which only adds a production word); every word's parts
// are looked at for production.
func readVocab(args []Word) vocab {
	var v vocab
	for _, a := range args {
		if !a.Literal {
			if runTimeWord(a) && len(v.words) < 3 {
				// A word only known at run time where the verb would be
				// (after the nouns, if any: apps "$action", not apps
				// list "$app"): any verb.
				v.runtime = v.runtime || !slices.ContainsFunc(v.words, func(w string) bool { return !remoteNouns.has(w) })
				v.words = append(v.words, "")
			}
			continue
		}
		val := strings.ToLower(a.Value)
		if val == "--" {
			break
		}
		if len(val) > 1 && val[0] == '-' {
			opt, value, _ := strings.Cut(strings.TrimLeft(val, "-"), "=")
			switch {
			case vocabUnless.has(opt) && (opt != "n" || !strings.HasPrefix(val, "--")):
				v.unless = opt != "n" // -n is a dry run to some, a name to others: never a reason
			case forceOpts.has(opt) && value != "false":
				v.force = true
			case remoteOpts.has(opt) || strings.HasPrefix(opt, "project") || strings.HasPrefix(opt, "org"):
				v.remote = true
			}
			if hasProdWord(opt) || hasProdWord(value) {
				v.prod = true
			}
			continue
		}
		if hasProdWord(val) {
			v.prod = true
		}
		if len(v.words) < 4 {
			if val == "help" {
				v.unless = true
			}
			v.words = append(v.words, val)
		}
	}
	return v
}

// hasProdWord reports whether one part of s (split at every byte that is
// not a letter or a digit) names production.
func hasProdWord(s string) bool {
	for _, f := range strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		if prodWords.has(f) {
			return true
		}
	}
	return false
}

// nounNear reports whether a remote noun is among the words other than
// the verb.
func (v *vocab) nounNear() bool {
	for i, w := range v.words {
		if i != v.verb && remoteNouns.has(w) {
			return true
		}
	}
	return false
}

// find sets v.verb to the first of the first three words in strong or
// weak, and reports whether it is strong.
func (v *vocab) find(strong, weak set) (found, isStrong bool) {
	for i, w := range v.words {
		if i > 2 {
			break
		}
		if strong.has(w) || weak.has(w) {
			v.verb = i
			return true, strong.has(w)
		}
	}
	return false, false
}

// destroys: a destroying verb of a remote resource, a production one, or
// one the tool is told to delete without asking.
func (v *vocab) destroys() bool {
	found, strong := v.find(vocabDestroy, vocabWeakDestroy)
	if !found {
		return false
	}
	if !strong {
		return v.nounNear() && (v.force || v.remote || v.prod || v.verb > 0)
	}
	return v.nounNear() || v.force || v.remote || v.prod
}

// deploys: publish; a deploy verb with a production target, a hosted
// project named or review skipped; a task named by a deploy word in a
// task runner (the worst reading of a task whose body is not in view).
func (v *vocab) deploys(runner bool) bool {
	if runner {
		// The task is the first word (nx deploy web) or follows run
		// (turbo run deploy); nx release publish is a release's last step.
		v.verb = 0
		if len(v.words) > 1 && (v.words[0] == "run" || v.words[0] == "release" || v.words[0] == "run-many") {
			v.verb = 1
		}
		if v.words[v.verb] != "release" && taskDeploys(v.words[v.verb]) {
			return true
		}
	}
	found, strong := v.find(vocabDeploy, vocabWeakDeploy)
	if !found {
		return false
	}
	w := v.words[v.verb]
	switch {
	case w == "publish":
		return true
	case w == "run":
		return v.verb > 0 && remoteNouns.has(v.words[v.verb-1]) && v.prod
	case strong:
		return v.prod || v.remote || v.force
	}
	return v.prod || v.remote && v.verb > 0 && remoteNouns.has(v.words[v.verb-1])
}

// taskDeploys reports whether a task or target name (deploy, web:deploy,
// //deploy:push_prod, publish) names a release: a deploy word among its
// parts, or a push or sync to production.
func taskDeploys(w string) bool {
	parts := strings.FieldsFunc(w, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	push, prod := false, false
	for _, p := range parts {
		switch {
		case p == "deploy" || p == "publish" || p == "release" || p == "ship":
			return true
		case vocabWeakDeploy.has(p):
			push = true
		case prodWords.has(p):
			prod = true
		}
	}
	return push && prod
}

// printsCred: a credential noun with a verb that prints it, or a
// subcommand that is a credential printed (connection-string).
func (v *vocab) printsCred() bool {
	for i, w := range v.words {
		if i > 2 {
			break
		}
		if vocabCredPrinters.has(w) {
			v.verb = i
			return true
		}
	}
	noun := -1
	for i, w := range v.words {
		if vocabCredNouns.has(w) {
			noun = i
			break
		}
	}
	if noun < 0 {
		return false
	}
	for i, w := range v.words {
		n := v.words[noun]
		prints := vocabCredVerbs.has(w) && !vocabMintedNouns.has(n) || vocabCredMints.has(w) && !vocabStoredNouns.has(n)
		if i != noun && prints && i <= noun+1 {
			v.verb = max(i, noun)
			return true
		}
	}
	return false
}

// hasFamilySpec reports whether name has a spec of family fam whose
// subcommand words hold one of the verbs (any, when none are given): then
// those specs alone judge its commands of that kind (helm uninstall is
// spec'd, and helm repo remove is local), while a tool spec'd for other
// changes (wrangler d1 execute) is still read for deletes.
func hasFamilySpec(name, fam string, verbs, weak set) bool {
	found := false
	eachEntry(name, func(s *spec, subs string) {
		if !strings.HasPrefix(s.rule, fam+".") {
			return
		}
		if verbs == nil {
			found = true
		}
		for _, w := range strings.Fields(subs) {
			if verbs.has(w) || weak.has(w) {
				found = true
			}
		}
	})
	return found
}
