package policy

import (
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The vocabulary of command lines: how a human reads a CLI nobody has
// written a spec for. Hosted services' CLIs name their subcommands with
// the same few words — projects delete, db destroy, functions deploy,
// tokens create — so the subcommand words (the leading words that are not
// options) say what a command does even when the tool is new.
//
// A command is read this way only for a family its tool has no spec of
// in the subcommand group of its words (hasFamilySpecIn): a tool with
// infra specs of a group (supabase projects delete) is judged by them
// alone for that group's deletes, not for another group's (supabase
// storage rm -r); one with publish specs (dotnet: publish is a local
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

// vocabDestroy are the verbs that destroy what they name (rb: remove
// bucket, mc rb, ossutil rb); vocabWeakDestroy those that local tools use
// too (cargo remove, pnpm rm): these need a remote noun.
var (
	// Storage arrays eradicate what destroy put in their trash (Pure
	// Storage's purevol eradicate); a depot's obliterate is for good.
	vocabDestroy     = set{"decommission", "delete", "deleteall", "deprovision", "destroy", "drop", "dropall", "eradicate", "erase", "nuke", "obliterate", "purge", "purgeall", "rb", "removeall", "revoke", "tear-down", "teardown", "terminate", "undeploy", "wipe", "wipeall"}
	vocabWeakDestroy = set{"clean", "del", "down", "empty", "flush", "remove", "rm", "rmr", "uninstall"}
	// vocabDeploy: the verbs that put a build in front of users (or a
	// feature: a flag toggled in production);
	// vocabWeakDeploy those that also name local steps (git push, kubectl
	// apply of a kind cluster): both need a remote or production target,
	// except publish, which has no local meaning (jsr publish, uv
	// publish, nx release publish).
	// A migration run (migrate), data or configuration imported, a
	// version activated are changes of the same kind: weak, they need
	// production named (knex migrate:latest --env production, drush @prod
	// config:import, akamai property-manager activate-version --network
	// production).
	vocabDeploy = set{"deploy", "distribute", "promote", "publish", "redeploy", "release", "ship"}
	// A message published or produced into a broker named as
	// production's (nats --context prod pub, a producer's produce) is
	// acted on by its consumers at once (payouts made, mail sent).
	vocabWeakDeploy = set{"activate", "apply", "import", "migrate", "produce", "pub", "push", "reconcile", "replace", "restart", "rollback", "rollout", "run", "scale", "submit", "sync", "toggle", "up", "update", "upgrade", "upload"}
	// vocabCredNouns are the words naming a credential; vocabCredVerbs
	// those that print one, or create one and print it (tokens create);
	// vocabCredPrinters are subcommands that are a credential printed.
	vocabCredNouns = set{"access-key", "access-keys", "access-token", "access-tokens", "api-key", "api-keys", "apikey", "apikeys", "authorization", "authorizations", "credential", "credentials", "creds", "key", "keys", "kubeconfig", "passwd", "password", "passwords", "secret", "secrets", "token", "tokens", "var", "variable", "variables", "vars"}
	vocabCredVerbs = set{"display", "dump", "fetch", "get", "open", "print", "read", "retrieve", "reveal", "show", "view"}
	// vocabCredMints create a credential and print it; a secret or a
	// variable created is a value given, stored, not printed.
	vocabCredMints   = set{"create", "generate", "issue", "mint", "new"}
	vocabStoredNouns = set{"secret", "secrets", "var", "variable", "variables", "vars"}
	// vocabMintedNouns are credentials only when minted (keys create); a
	// key read is a value stored under a name (kv key get, etcdctl get key).
	// An OAuth authorization made is its token printed (heroku
	// authorizations:create); one shown is a grant's description.
	vocabMintedNouns  = set{"authorization", "authorizations", "key", "keys"}
	vocabCredPrinters = set{"conn-string", "connection-string", "connection-strings", "connection-uri", "connstring", "dsn"}
	// remoteNouns are resources that live in a hosted service; a
	// fleet of devices is one too (balena fleet rm, its devices
	// registered with the service), and an endpoint a model or an API
	// is served from (aws sagemaker update-endpoint, gcloud ai
	// endpoints deploy-model).
	remoteNouns = set{"account", "accounts", "app", "application", "applications", "apps", "artifact", "artifacts", "backup", "backups", "branch", "branches", "bucket", "buckets", "cluster", "clusters", "collection", "collections", "d1", "dag", "dags", "database", "databases", "dataset", "datasets", "db", "dbs", "deployment", "deployments", "device", "devices", "domain", "domains", "droplet", "droplets", "endpoint", "endpoints", "env", "environment", "environments", "envs", "experiment", "experiments", "fleet", "fleets", "function", "functions", "index", "indexes", "indices", "instance", "instances", "job", "jobs", "k8s", "kubernetes", "kv", "machine", "machines", "model", "models", "namespace", "namespaces", "node", "nodes", "org", "organization", "organizations", "orgs", "pipeline", "pipelines", "pool", "pools", "project", "projects", "queue", "queues", "r2", "record", "records", "release", "releases", "repo", "repos", "repositories", "repository", "secret", "secrets", "server", "servers", "service", "services", "site", "sites", "snapshot", "snapshots", "space", "spaces", "stack", "stacks", "stream", "streams", "subscription", "subscriptions", "table", "tables", "team", "teams", "token", "tokens", "topic", "topics", "vm", "vms", "volume", "volumes", "worker", "workers", "workspace", "workspaces", "zone", "zones"}
	// appOpts name the hosted app a platform's CLI acts on (heroku -a
	// APP, fly --app, convox -a, aptible --app, scalingo --app).
	appOpts = set{"a", "app", "app-id", "app-name", "application"}
	// noSecretOpts leave the passwords or the secrets out of what is
	// printed or exported (dbatools' -ExcludePassword). Not
	// --no-password: PostgreSQL's clients' and many others' "never
	// prompt for one" (psql -w), which leaves nothing out.
	noSecretOpts = set{"exclude-password", "exclude-passwords", "exclude-secrets", "excludepassword", "excludepasswords", "no-secrets", "without-passwords"}
	// remoteOpts name where a resource lives (without dashes, before =).
	remoteOpts = set{"account", "account-id", "app", "cluster", "env", "environment", "linked", "org", "org-id", "organization", "project", "project-id", "project-name", "project-ref", "region", "site", "site-id", "stack", "subscription", "team", "tenant", "workspace", "zone"}
	// forceOpts tell the tool not to ask first.
	forceOpts = set{"assume-yes", "auto-approve", "auto-confirm", "confirm", "f", "force", "no-confirm", "no-prompt", "no-prompts", "non-interactive", "quiet-yes", "skip-confirmation", "y", "yes"}
	// vocabReads are subcommands that only show: help, a diff, a plan,
	// a status (helm diff upgrade, kubectl rollout status).
	vocabReads = set{"changelog", "describe", "diff", "explain", "get", "help", "history", "info", "inspect", "lint", "list", "logs", "ls", "notes", "plan", "preview", "render", "show", "status", "template", "validate", "what-if", "whatif"}
	// vocabUnless: help, previews and dry runs.
	// A check-only run (sfdx --checkonly, gcloud --validate-only) changes
	// nothing either. --pretend is a migration's only (vocab.pretend).
	vocabUnless = set{"check-only", "checkonly", "diff", "dry", "dry-run", "dryrun", "generate-cli-skeleton", "h", "help", "n", "plan", "preview", "validate-only", "validateonly", "what-if", "whatif"}
	// prodWords name production (as a word of a name: payments-prod). A
	// public blockchain's main network is production too: what is sent
	// there (a contract deployed, a transaction) is final, seen by all
	// and paid for with real money (--network mainnet, --url
	// mainnet-beta, $MAINNET_RPC_URL).
	prodWords = set{"live", "mainnet", "prd", "prod", "production"}
	// vocabTools, with roleDataWords, are judged by their own rules (version control,
	// package managers: their remove is a dependency; Perforce's delete
	// opens files for delete in a pending change, its sync gets the
	// depot's revisions; a patch stack's delete drops a patch of this
	// checkout: stg, quilt, guilt) or act on this machine (container
	// engines and containerd's ctr, local clusters and VMs, simulators and
	// emulators of phones, language and environment managers (rbenv,
	// nodenv, goenv, jenv, tfenv), the programmers and debug probes of a
	// board on this machine's USB, whose erase is its flash's (st-flash,
	// pyocd, probe-rs, espflash), terminal session managers and time
	// trackers (tmuxinator, tmuxp, zellij, timew), genomics' file tools,
	// whose index, sort and merge read and write sequence, alignment and
	// variant files (samtools index "$BAM", bwa index "$REF"), the
	// environment modules of HPC clusters: module purge, ml, spack, and
	// the data files of a checkout's own test and run tools: coverage.py's
	// (coverage erase deletes .coverage), ROS's logs (rosclean purge
	// deletes ~/.ros/log).
	vocabTools = set{"asdf", "avdmanager", "bcftools", "bedtools", "bgzip", "bowtie2-build", "buildah", "bun", "bundle", "bwa", "bwa-mem2", "colima", "composer", "conda", "coverage", "ctr", "diamond", "direnv", "docker-compose", "dotnet", "dpkg", "espflash", "fnm", "fossil", "gem", "goenv", "gpg", "gradle", "gradlew", "guilt", "hatch", "hg", "hisat2-build", "incus", "jenv", "jj", "just", "k3d", "k3s", "kallisto", "keyring", "kind", "launchctl", "lima", "limactl", "lxc", "lxd", "makeblastdb", "mamba", "micromamba", "minikube", "minimap2", "mise", "ml", "mmseqs", "module", "multipass", "mvn", "mvnw", "nerdctl", "nodenv", "nuget", "nvm", "ollama", "orb", "orbctl", "p4", "pass", "pdm", "pipx", "plink2", "podman-compose", "poetry", "pre-commit", "prlctl", "probe-rs", "pyenv", "pyocd", "quilt", "rbenv", "rosclean", "rtx", "rustup", "salmon", "samtools", "screen", "sdk", "security", "seqkit", "simctl", "spack", "ssh-add", "st-flash", "stg", "svn", "systemctl", "tabix", "tart", "task", "tfenv", "timew", "tmux", "tmuxinator", "tmuxp", "utmctl", "uv", "vagrant", "vboxmanage", "vcftools", "virsh", "virtualenv", "volta", "zellij", "zypper"}
)

// buildsOwn reports whether the command name is a build system's
// (spec.builds).
func buildsOwn(name string) bool {
	found := false
	eachEntry(name, func(s *spec, subs string) { found = found || s.builds && subs == "" })
	return found
}

// namesNoPlaceAway reports whether no word of args, nor the value of an
// option=VALUE, can name a place outside the working directory: known
// before the run, not absolute, not home, not above it (bazel
// --output_base=$HOME clean --expunge deletes what the option names).
func namesNoPlaceAway(args []Word) bool {
	for _, a := range args {
		if !a.Literal {
			return false
		}
		w := a.Value
		if _, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") {
			w = v
		}
		w = strings.ReplaceAll(w, `\`, "/")
		if strings.HasPrefix(w, "/") || strings.HasPrefix(w, "~") || len(w) > 1 && w[1] == ':' || dotDotElem(w) {
			return false
		}
	}
	return true
}

// More of the vocabulary: nouns that say the subject is this machine's
// (a cache cleared, a context or profile deleted: the tool's own
// settings); the resources a database keeps, and the verbs that empty
// them; targets that are not production; the files a package is
// distributed as; PowerShell nouns of this session or machine.
var (
	localNouns = set{"alias", "aliases", "auth", "bookmark", "bookmarks", "cache", "caches", "completion", "completions", "config", "configs", "configuration", "configurations", "context", "contexts", "credentials-cache", "history", "kernel", "kernelspec", "kernelspecs", "local", "login", "logout", "plugin", "plugins", "profile", "profiles", "session", "sessions", "shim", "shims", "snippet", "snippets", "temp", "tmp", "toolchain", "toolchains", "venv", "virtualenv", "worktree"}
	// dbNouns are what a database keeps, and the engines a migration
	// tool is told it drives (goose postgres DSN reset, dbmate --driver
	// mysql drop); dbVerbs what empties them (db:drop, ecto.reset,
	// schema:drop, database reset, migrate:fresh).
	// The migration tools a build runs as plugins are named as nouns too
	// (mvn flyway:clean, gradle liquibaseDropAll).
	dbNouns = set{"clickhouse", "cockroach", "cockroachdb", "database", "databases", "db", "ecto", "flyway", "keyspace", "keyspaces", "libsql", "liquibase", "mariadb", "migrate", "migration", "migrations", "mongo", "mongodb", "mssql", "mysql", "oracle", "pg", "postgres", "postgresql", "redshift", "schema", "schemas", "snowflake", "spanner", "sqlite", "sqlite3", "sqlserver", "table", "tables", "tidb", "turso", "vertica", "ydb"}
	dbVerbs = set{"clean", "delete", "destroy", "drop", "erase", "flush", "fresh", "nuke", "purge", "refresh", "reset", "truncate", "wipe"}
	// nonProdWords name a target that is not production, a build's
	// testers among them (--groups beta-testers): a deploy there is a
	// preview; so do testChainWords (nonProdWord).
	nonProdWords = set{"alpha", "beta", "demo", "dev", "development", "draft", "ephemeral", "local", "localhost", "non-prod", "nonprod", "pr", "preview", "qa", "review", "sandbox", "scratch", "stage", "staging", "stg", "test", "tester", "testers", "testing", "uat"}
	// testChainWords name a blockchain's test networks and the chains
	// that run on this machine (devnet, sepolia, polygon-amoy, Bitcoin's
	// signet; anvil, hardhat's own, Bitcoin's regtest): what is sent
	// there is a rehearsal, a contract published there (aptos move
	// publish --profile devnet) no release.
	testChainWords = set{"amoy", "anvil", "chiado", "devnet", "fuji", "ganache", "goerli", "hardhat", "holesky", "hoodi", "localnet", "mumbai", "regtest", "sepolia", "signet", "testnet"}
	// artifactExts are the files a package is distributed as: pushed or
	// uploaded, they are a release.
	artifactExts = []string{".changes", ".dsc", ".udeb", ".pkg.tar.zst", ".nupkg", ".snupkg", ".whl", ".gem", ".crate", ".rockspec", ".vsix", ".xpi", ".ipa", ".aab", ".apk", ".deb", ".rpm", ".tgz", ".snap", ".msix", ".appx", ".egg", ".nbm", ".aar", ".jar", ".war", ".conda", ".charm",
		// installers and images of apps and devices: a store's or an
		// update server's (altool --upload-package App.pkg, mender-cli
		// artifacts upload gw.mender, a SWUpdate or RAUC bundle)
		".pkg", ".dmg", ".msi", ".msixbundle", ".msixupload", ".appxbundle", ".appxupload", ".appimage", ".flatpak", ".mender", ".swu", ".raucb"}
	// configOpts name a build's configuration: their value (-c release)
	// is not a verb.
	configOpts = set{"build-type", "c", "config", "configuration", "flavor", "mode", "p", "profile", "t", "target", "type", "variant"}
	// registryOpts name the registry an upload or a push goes to.
	registryOpts = set{"index-url", "registry", "repository", "repository-url", "source"}
	// storeOpts name a remote a push syncs to (dvc push -r, --remote):
	// for an upload, a registry too (conan upload -r).
	storeOpts = set{"r", "remote"}
	// psLocalNouns are the nouns of PowerShell's Remove- cmdlets that act
	// on this session or machine and are judged by other rules or do no
	// harm (Remove-Item is the fs rules'; Remove-Variable forgets a
	// name): any other noun is a resource of a module's service.
	// psRemoteOpts are the parameters by which a cmdlet acts on another
	// computer.
	psRemoteOpts = []string{"-cn", "-computername", "-cimsession", "-session", "-pssession"}
	// installedNouns end the noun of an Uninstall- cmdlet that takes
	// software off this machine (Uninstall-Module, Uninstall-Package,
	// Uninstall-PSResource, Uninstall-Language), not a server's role.
	installedNouns = set{"addin", "app", "application", "appx", "driver", "extension", "font", "hotfix", "language", "module", "package", "plugin", "program", "resource", "script", "software", "tool", "tools", "update"}
	psLocalNouns   = set{"alias", "appxpackage", "childitem", "ciminstance", "cimsession", "event", "formatdata", "item", "itemproperty", "job", "module", "printjob", "psbreakpoint", "psdrive", "psjob", "psreadlinekeyhandler", "psrepository", "psresourcerepository", "pssession", "pssnapin", "runspace", "smbmapping", "typedata", "variable", "wmiobject"}
)

// vocabCommand reads c (c2 its name as the specs know it), a command no
// spec reads, by its subcommand words: an irreversible delete of a remote
// resource (infra.cloud), a database emptied (infra.database), a
// production deploy or a publish (publish.deploy), a credential printed
// (cred.cloud-file).
func vocabCommand(ctx *Context, c, c2 *Command) []Finding {
	out := vocabWords(ctx, c, c2)
	if len(out) > 0 && strings.HasPrefix(out[0].Rule, "infra.") && localCluster(ctx, c.Args, c.Assigns) {
		// skaffold delete --kube-context kind-dev, devspace purge
		// --kube-context minikube: a cluster client's delete in a
		// cluster running on this machine, as a spec's (externalSpec).
		return nil
	}
	if len(out) > 0 && strings.HasPrefix(out[0].Rule, "infra.") && does(c, c2.Name, roleServices) {
		// pm2 delete all, monit unmonitor all: a service manager's
		// processes are this machine's, no hosted resource; on a
		// machine named as production's, prodServiceRestart judges
		// them.
		return nil
	}
	if len(out) > 0 && strings.HasPrefix(out[0].Rule, "infra.") && does(c, c2.Name, rolePackages) && c.Grammar != lexer.PowerShell {
		// pkg delete firefox, pkg_delete firefox: a package manager
		// removes this machine's software, judged by softwareRemoved
		// (a cmdlet's -ComputerName or @splat may name another).
		return nil
	}
	if len(out) > 0 && strings.HasPrefix(out[0].Rule, "infra.") && namesSerialLine(c.Args) {
		// boardtool erase --port /dev/ttyUSB0: the board at the end of
		// a serial line of this machine, its flash erased, no hosted
		// resource (serialLine).
		return nil
	}
	return out
}

// destroyNamed reports whether name is TOOL-VERB or TOOL_VERB with a
// strong destroying verb last (lxc-destroy, vzctl-style suites that
// ship one program per verb): the name says what it does to its
// operands, as `TOOL VERB` would.
func destroyNamed(name string) bool {
	i := strings.LastIndexAny(name, "-_")
	return i > 0 && vocabDestroy.has(strings.ToLower(name[i+1:]))
}

// namesSerialLine reports whether a word of args, or the value of an
// option=VALUE, is a serial line's device (serialLine), and no word names
// a hosted resource (remoteNouns) or production (prodWords): cloudctl
// delete project prod --port /dev/ttyUSB0 is still a project deleted.
// Every other operand is the verb or the board's memory (erase-flash,
// erase_otadata; boardWords) or an option's number (-b 921600, 0x1000):
// any other (acmectl destroy tenant-42 --tty /dev/ttyUSB0, a URL, an
// account) is what the verb may destroy, the device only an option.
func namesSerialLine(args []Word) bool {
	for _, a := range args {
		for w := range nameWordSeq(strings.ToLower(a.Value)) {
			if remoteNouns.has(w) || prodWords.has(w) {
				return false
			}
		}
	}
	found := false
	for i, a := range args {
		w := a.Value
		if _, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") {
			w = v
		}
		switch {
		case a.Literal && serialLine.get().MatchString(path.Clean(w)):
			found = true
		case strings.HasPrefix(w, "-"):
		case i > 0 && strings.HasPrefix(args[i-1].Value, "-") && !strings.Contains(args[i-1].Value, "=") && numberWord(w):
		case !boardOperand(w):
			return false
		}
	}
	return found
}

// boardWords are the words of a programmer's operands that name the
// board's memory or the verb itself (erase-flash, erase_otadata, chip).
var boardWords = set{"all", "chip", "eeprom", "erase", "flash", "memory", "nvs", "otadata", "region", "sector", "wipe"}

// boardOperand reports whether every part of w is a destroying verb or a
// board's memory (boardWords).
func boardOperand(w string) bool {
	parts := splitParts(w)
	for _, p := range parts {
		if !boardWords.has(p) && !vocabDestroy.has(p) {
			return false
		}
	}
	return len(parts) > 0
}

// numberWord reports whether w is a decimal or hexadecimal number (a
// baud rate, an address).
func numberWord(w string) bool {
	w = strings.TrimPrefix(strings.ToLower(w), "0x")
	return w != "" && strings.Trim(w, "0123456789abcdef") == ""
}

// pathProgram reports whether c's command word, name, is a program the
// shell finds on PATH: a name without a directory, which a POSIX shell
// and PowerShell look for there and never in the current directory
// (cmd searches it first). A dot in it is part of its name, an
// installed tool's (kcadm.sh, Keycloak's admin client), not a
// project's file (./deploy.sh) nor a class's (java com.example.Cli).
// Its one dot begins a file's extension, lower case as written (.sh):
// a version after it (python3.11, pip3.11) names a release of a tool
// the model knows by its plain name, and a class a launcher runs is
// qualified by its package (com.example.Cli), both read as before.
func pathProgram(c *Command, name string) bool {
	w := c.Word0.Value
	dot := strings.IndexByte(w, '.')
	if c.Grammar == lexer.Cmd || !c.Word0.Literal || hasPathSep(w) || !strings.EqualFold(w, name) ||
		dot < 0 || dot != strings.LastIndexByte(w, '.') || dot+1 == len(w) {
		return false
	}
	ext := w[dot+1:]
	return ext[0] >= 'a' && ext[0] <= 'z' && strings.ToLower(ext) == ext
}

// vocabWords is vocabCommand before a local cluster is asked of; in is
// the whole input, for a port it forwards (forwardsPort).
func vocabWords(ctx *Context, c, c2 *Command) []Finding {
	var in *Input
	if ctx != nil {
		in = ctx.Input
	}
	name := c2.Name
	base := strings.ToLower(c.Word0.Value[lastPathSep(c.Word0.Value)+1:])
	if strings.HasPrefix(name, "/") && !strings.Contains(base, ".") && !strings.Contains(name, "/home/") {
		// A program installed at an absolute path outside a home
		// (/kaniko/executor, /opt/tool/bin/tool): a tool, read by its
		// name.
		name = base
	}
	if hasPathSep(name) || (strings.IndexByte(name, '.') >= 0 || strings.Contains(base, ".") && !strings.HasSuffix(base, ".exe")) && !pathProgram(c, name) {
		// A path or a file's or a class's name: the project's own
		// program (./deploy.sh, java com.example.Cli).
		return nil
	}
	if words, _ := peel(c); len(words) > 0 {
		// A wrapper's words up to the command it runs are its options
		// (runuser -u deploy -- ls): that command is judged on its own.
		return nil
	}
	if c.Grammar == lexer.Cmd && (c.Name == "call" || c.Name == "start") || isWin(c.Grammar) && strings.TrimSuffix(strings.ToLower(c.Name), ".exe") == "cmd" {
		// cmd reads their words again as a command line, judged as a
		// command of its own (cmd.go): call build.bat Release runs
		// build.bat, it releases nothing; cmd /c erase /q f.txt erases
		// a file, no remote resource.
		return nil
	}
	if name == "git" && c.prodPlace != "" {
		if sub, _ := pubSub(c.Args, &gitGlobal); codeUpdateVerbs.has(sub) {
			// ssh deploy@web-prod-1 'cd /srv/shop && git pull': the
			// code production serves replaced by hand, a deploy.
			return vocabFinding(c, "publish.deploy", "git "+sub+" in production's checkout ("+c.prodPlace+": the code it serves replaced)")
		}
	}
	args := c.Args
	nameWord := false // the name is the first of the subcommand words
	if i := strings.IndexByte(name, ':'); i > 0 && i < len(name)-1 && c.Word0.Literal || c.in(nsVocabDestroy, name) && len(name) > 2 && !does(c, name, roleSystemTool) && !hasOwnSpec(c, name) || destroyNamed(name) && c.Word0.Literal && !hasOwnSpec(c, name) {
		// apps:destroy billing, destroy billing: no program is named
		// NOUN:VERB or by a verb alone; a platform's command line is,
		// whose words ssh dokku@host (piku@, soft serve's) hands to it.
		// The name is its first subcommand word. An abbreviation (rb)
		// may be a program's name, and so may a verb a spec describes
		// as one (nuke, Foundry's compositor). A program named
		// TOOL-VERB (lxc-destroy, a suite's one program per verb) is
		// read as TOOL VERB, at an absolute path too
		// (/usr/bin/lxc-destroy: name is its base).
		w := c.Word0
		w.Value = name
		args = append([]Word{w}, c.Args...)
		nameWord = true
	}
	args = unaliased(name, args)
	if acts := actionWords(args); len(acts) > 0 {
		// BuildPatchTool -mode=UploadBinary, sqlpackage /Action:Publish:
		// the subcommand given as an option's value, read first.
		args = append(acts, args...)
	}
	verb, noun, cmdlet := psCmdlet(c)
	if cmdlet && psPlainText(verb, args) && !hasFamilySpec(name, "cred", nil, nil) {
		return vocabFinding(c, "cred.cloud-file", c.Word0.Value+" -AsPlainText (a secret given out as plain text)")
	}
	if cmdlet && psGivesCred(verb, noun, args) && !hasFamilySpec(name, "cred", nil, nil) {
		return vocabFinding(c, "cred.cloud-file", c.Word0.Value+" (a credential given out)")
	}
	if cmdlet {
		// Remove-AzVM, Publish-Thing, Drop-Database: the verb and the
		// words of the noun are the subcommand words.
		if verb == "remove" && psLocalNouns.hasLower(noun) {
			return nil
		}
		if verb == "uninstall" && !psNamesRemote(args) {
			// Uninstall-Module -Force, Uninstall-Package: what was
			// installed on this machine taken off it (PowerShell's
			// verb pairs with Install), no resource of a service;
			// Defender's removal is the sys rules' (spec_sys.go).
			parts := splitParts(noun)
			if len(parts) == 0 || installedNouns.has(parts[len(parts)-1]) || psWhatIfGiven(c) {
				return nil
			}
			// Any other noun is a role the server was given by its
			// Install- pair (learn.microsoft.com, ADCSDeployment's
			// Uninstall-AdcsCertificationAuthority, RemoteAccess's
			// Uninstall-RemoteAccess, MsDtc's Uninstall-Dtc): what it
			// serves the network stops, as a Windows feature removed.
			return vocabFinding(c, "infra.cloud", c.Word0.Value+" (a role of this server taken off it: what it serves others stops)")
		}
		if verb == "remove" {
			// A module's Remove- cmdlet deletes what it names (the
			// cloud modules ask first, and an agent answers).
			verb = "delete"
		}
		words := []Word{{Value: verb, Literal: true}}
		if verb == "invoke" {
			// Invoke-OCIComputeTerminateInstance: Invoke names no
			// action of its own; the operation is the noun's, the
			// service's words then its verb, as a CLI's subcommand
			// words are (oci compute instance terminate).
			words = words[:0]
		}
		for _, p := range splitParts(noun) {
			words = append(words, Word{Value: p, Literal: true})
		}
		// A cmdlet has no subcommands: its other words are values,
		// and only its switches say more (-Force, -Confirm:$false),
		// and the parameters naming where it acts, with their values
		// (Update-Database -Connection "Server=sql-prod;…",
		// Restart-AzWebApp -ResourceGroupName rg-prod): production
		// named there is the target's, as --env production is a CLI's.
		for i, a := range args {
			if !a.Literal || !strings.HasPrefix(a.Value, "-") {
				continue
			}
			words = append(words, a)
			pn, val, colon := strings.Cut(strings.ToLower(a.Value[1:]), ":")
			if !psPlaceParam(pn) {
				continue
			}
			switch {
			case colon:
				words[len(words)-1] = Word{Value: a.Value[:len(pn)+1], Literal: true}
				words = append(words, Word{Value: val, Literal: true})
			case i+1 < len(args) && !strings.HasPrefix(args[i+1].Value, "-"):
				words = append(words, args[i+1])
			}
		}
		args = words
	}
	if !cmdlet && does(c, name, roleDataWords) && !c.in(nsVocabTools, name) && !does(c, name, roleSystemTool) &&
		(cmdAnchors(c)&anchorVocab == 0 || !mayRetractOrPush(args, c.Grammar == lexer.PowerShell)) {
		// nothing below can find more (gates.go); the words of args
		// are c's name word's and arguments', whose anchors say whether
		// mayRetractOrPush can find one (gates_sys.go).
		return nil
	}
	lists := vocabListsPool.Get().(*vocabLists)
	defer vocabListsPool.Put(lists)
	v := readVocabIn(args, c.Grammar == lexer.PowerShell, lists)
	var nameParts [8]string
	v.venueName = slices.ContainsFunc(appendParts(nameParts[:0], name), venueWords.has)
	if v.unless || v.dryN && dryRunN(name) || v.pretend && v.hasPart(migrateWords) && pretends(c) {
		return nil
	}
	if len(v.words) == 0 {
		if v.pushDest && !v.noPush && !does(c, name, rolePublishes) && !c.in(nsVocabTools, name) && !hasFamilySpec(name, "publish", nil, nil) {
			// kaniko --destination "$IMAGE:$TAG": built and pushed.
			return vocabFinding(c, "publish.deploy", name+" --destination (an image pushed to a registry)")
		}
		return nil
	}
	if v.reads {
		// Only shows (get, show, list): no delete or deploy, but a
		// secret store's get is the credential printed (nomad var get,
		// consul kv get PATH/password).
		if !cmdlet && !credSpecJudges(name, v.words) && !c.in(nsVocabTools, name) && !does(c, name, roleDataWords) && v.printsCred() {
			return vocabFinding(c, "cred.cloud-file", name+" "+strings.Join(v.words[:v.verb+1], " ")+" (a credential printed)")
		}
		// An administration tool's secret got (ceph auth get).
		return adminWords(c, adminName(name), &v)
	}
	// said names the command by its words up to the verb.
	said := func() string {
		if cmdlet {
			return c.Word0.Value
		}
		if nameWord {
			return strings.Join(v.words[:v.verb+1], " ")
		}
		return name + " " + strings.Join(v.words[:v.verb+1], " ")
	}
	if v.retracts() && !does(c, name, roleSystemTool) && !hasFamilySpecIn(name, v.group(), "publish", retractVerbs, vocabDestroy) {
		// nuget delete PKG 2.0.1 -Source URL, pnpm unpublish, mix
		// hex.retire: what every user of the package installs, taken
		// back (also by a tool of this machine: its delete from a
		// registry is not local).
		return vocabFinding(c, "publish.retract", said()+" (a published version taken back from its registry)")
	}
	if c.in(nsVocabTools, name) || does(c, name, roleSystemTool) {
		// A build's goal or task that is a migration tool's or a
		// framework's database command (mvn flyway:clean, gradle
		// liquibaseDropAll): the database it is configured for emptied,
		// as rails db:drop empties it.
		if goal, ok := goalEmptiesDB(args); ok && !testDB(c) && !hasFamilySpecIn(name, v.group(), "infra", dbVerbs, nil) {
			return vocabFinding(c, "infra.database", name+" "+goal+" (a database's tables and rows dropped)")
		}
		// A tool of this machine deleting every one of its clusters, VMs
		// or environments (k3d cluster delete --all) takes others' work.
		if found, strong := v.find(vocabDestroy, nil); found && strong && v.all {
			return vocabFinding(c, "infra.cluster", said()+" --all (every one of them deleted)")
		}
		// Its publish is a release (vagrant cloud publish), unless the
		// tool's specs say what its publish is (dotnet publish builds).
		if found, strong := v.find(set{"publish"}, nil); found && strong && !does(c, name, rolePublishes) && !hasFamilySpecIn(name, v.group(), "publish", nil, nil) {
			return vocabFinding(c, "publish.deploy", said()+" (a release)")
		}
		// Its push to a hub is a release (ollama push acme/bot:latest).
		if found, _ := v.find(set{"push", "upload"}, nil); found && !does(c, name, rolePublishes) && v.hubDest(v.verbWord()) {
			return vocabFinding(c, "publish.deploy", said()+" (a push to a public hub)")
		}
		// A tool of this machine's administration destroying its
		// storage, guests or accounts (vocab_admin.go).
		return adminWords(c, adminName(name), &v)
	}
	if does(c, name, roleDataWords) {
		return nil
	}
	// buildOwn: the verb found is a build tool's own first subcommand
	// (rush purge), not a task it runs (nx run infra:destroy).
	buildOwn := func() bool { return buildsOwn(name) && v.verb == 0 && namesNoPlaceAway(c.Args) }
	if (testDB(c) || devDefaultDB(ctx, c)) && v.hasPart(dbNouns) || !v.prod && localDevDB(c) && !v.namesBeyondDB() && !forwardsPort(in) {
		return nil
	}
	switch {
	case !hasFamilySpecIn(name, v.group(), "infra", dbVerbs, nil) && v.emptiesDB():
		return vocabFinding(c, "infra.database", said()+" (a database's tables and rows dropped)")
	// A strong verb no spec of the tool matched is an omission of the
	// specs (az keyvault purge, gcloud functions deploy); a weak one is
	// left to a tool's specs of its kind (helm uninstall is spec'd, so
	// helm repo remove is local).
	case v.prod && !hasFamilySpecIn(name, v.group(), "infra", dbVerbs, nil) && rebuilds(c.Args):
		// dbt run --target prod --full-refresh: production's tables
		// dropped and built again from nothing.
		return vocabFinding(c, "infra.database", said()+" (production's tables dropped and rebuilt from nothing)")
	case v.overwrite && (v.prod || v.remote) && restores(name, &v):
		// mongorestore --drop --uri "$PROD_URI", pg_restore --clean -d
		// prod: what is there dropped and replaced by a dump.
		return vocabFinding(c, "infra.database", strings.TrimSpace(said())+" (production's data dropped and replaced by a restore)")
	case v.pointInTime && !v.newTarget && !(v.sourceOpt && v.nameOpt) && v.prod && restores(name, &v) && !hasFamilySpecIn(name, v.group(), "infra", set{"restore"}, nil):
		// wrangler d1 time-travel restore prod-db --timestamp=…:
		// production's database set back in place, what was written
		// since gone; restored into another (--target-…) it is a copy.
		return vocabFinding(c, "infra.database", strings.TrimSpace(said())+" (production's database set back to an earlier point in place: what was written since is lost)")
	case v.branchReset() && !hasFamilySpecIn(name, v.group(), "infra", set{"reset"}, nil):
		// neonctl branches reset main --parent, lakectl branch reset
		// lakefs://repo/main: a hosted data branch set back to its
		// parent's or its last commit's state, its changes since gone.
		return vocabFinding(c, "infra.database", said()+" (a data branch set back: its changes since are lost)")
	case !does(c, name, rolePublishes) && !v.reads && !v.nonProd && nameDeploys(name) && !hasFamilySpecIn(name, v.group(), "publish", nil, nil):
		// gitlab-release --tag v1, github-release release: the tool's
		// name is its verb.
		return vocabFinding(c, "publish.deploy", name+" (a release or a production deploy, by the tool's name)")
	case !v.reads && v.prod && !v.nonProd && nameProduces(name):
		// mosquitto_pub -h mqtt-prod, a broker's producer: messages
		// sent into production's broker, acted on at once.
		return vocabFinding(c, "publish.deploy", name+" "+prodWord(c.Args)+" (a message published into production's broker, by the tool's name)")
	case nameDestroys(name):
		// amqp-delete-queue -q orders: the tool's name is its verb.
		return vocabFinding(c, "infra.cloud", name+" (a remote resource deleted)")
	case v.guardOff != "":
		return vocabFinding(c, "infra.cloud", name+" "+v.guardOff+" (a resource's guard against deletion switched off)")
	case v.reimages():
		return vocabFinding(c, "infra.cloud", said()+" (a server installed again from an image: its disk's data gone)")
	case v.endsByOption() && !buildOwn() && !hasFamilySpecIn(name, v.group(), "infra", vocabDestroy, vocabWeakDestroy):
		// salt-cloud --destroy web-prod-1 -y: the subcommand written as
		// an option.
		return vocabFinding(c, "infra.cloud", name+" (a remote resource deleted, by an option that is the command's verb)")
	case forGood(c.Args) && (v.destroyVerb() || v.destroyOpt || v.weakDestroyOpt) && !buildOwn():
		// hdfs dfs -rm -r -skipTrash, -Purge -PurgeType HardDelete: no
		// trash or recovery to take it back from.
		return vocabFinding(c, "infra.cloud", said()+" (deleted for good, with no trash to restore it from)")
	case cmdlet && v.force && (v.destroyOpt || v.removeOpt):
		// Search-Mailbox -DeleteContent -Force: a switch that deletes,
		// with the question switched off.
		return vocabFinding(c, "infra.cloud", said()+" (a delete its switches make, without asking)")
	case v.collects() && !buildOwn() && !hasFamilySpecIn(name, v.group(), "infra", vocabDestroy, vocabWeakDestroy):
		return vocabFinding(c, "infra.cloud", said()+" (data no longer referenced deleted, without asking)")
	case v.destroys() && !buildOwn() && !(deletesLocalImage(c.Args) && !forwardsPort(in)) && (v.strong || !hasFamilySpecIn(name, v.group(), "infra", vocabDestroy, vocabWeakDestroy)):
		return vocabFinding(c, "infra.cloud", said()+" (a remote resource deleted)")
	case v.postsMessage() && slices.ContainsFunc(c.Args, func(a Word) bool { return a.Literal && massMention.get().MatchString(a.Value) }):
		// slack chat send --text '<!channel> …', a chat CLI's message
		// with a mention that notifies everyone in the channel.
		return vocabFinding(c, "publish.broadcast", said()+" (a chat message that notifies everyone in the channel)")
	case v.sendsToAll():
		// aws ses send-bulk-templated-email, mailchimp campaigns send:
		// a message to a whole list or campaign of users.
		return vocabFinding(c, "publish.broadcast", said()+" (a message sent to a whole list, segment or campaign of users)")
	case !does(c, name, rolePublishes) && v.addsPackage():
		// reprepro includedeb bookworm x.deb, freight add x.deb: a
		// package file put in a repository its users install from.
		return vocabFinding(c, "publish.deploy", said()+" (a package added to a repository its users install from)")
	case (!does(c, name, rolePublishes) || v.hasPart(migrateWords)) && v.deploys(does(c, name, roleTasks)) && (v.strong || !hasFamilySpecIn(name, v.group(), "publish", vocabDeploy, vocabWeakDeploy)) &&
		!(brokerClient(name) && v.hasPart(publishVerb)):
		// A publishing tool's release is its rules' (rake release), a
		// migration its task's (rake db:migrate RAILS_ENV=production);
		// a message broker's publish is one message sent to an exchange
		// or a topic (rabbitmqadmin publish routing_key=… payload=…).
		return vocabFinding(c, "publish.deploy", said()+" (a release or a production deploy)")
	case (!does(c, name, rolePublishes) || v.hasPart(migrateWords)) && !v.prod && !v.nonProd && envProdName(c) != "" && v.deploysIn(true) && (v.strong || !hasFamilySpecIn(name, v.group(), "publish", vocabDeploy, vocabWeakDeploy)):
		// RAILS_ENV=production bin/rails db:migrate, MIX_ENV=prod mix
		// ecto.migrate: production named by the environment the
		// framework reads, for a deploy or a migration only (a clean
		// in production's settings cleans this machine's build).
		return vocabFinding(c, "publish.deploy", said()+" (a release or a production deploy, production named by "+envProdName(c)+")")
	case c.serverPlace != "" && !v.prod && !v.nonProd && (v.hasPart(migrateWords) || v.hasPart(dbNouns)) && v.deploysIn(true) && (v.strong || !hasFamilySpecIn(name, v.group(), "publish", vocabDeploy, vocabWeakDeploy)):
		// ssh forge@203.0.113.20 'cd site && php artisan migrate
		// --force': a database's migrations run on a server, whose
		// database is what it serves, the worst reading production's.
		return vocabFinding(c, "publish.deploy", said()+" (a database's migrations run on the server "+c.serverPlace+")")
	case !credSpecJudges(name, v.words) && v.printsCred() && !(appConsole(c) && v.makesAppKey(c) && !v.force):
		// A framework's generator makes a new key here (artisan
		// key:generate); told not to ask (--force), it replaces
		// production's too.
		return vocabFinding(c, "cred.cloud-file", said()+" (a credential printed)")
	case v.runtime && v.hasNoun() && !hasFamilySpecIn(name, v.group(), "infra", vocabDestroy, vocabWeakDestroy):
		// The worst reading of tool db "$1" prod-db --yes: a delete.
		words, _ := externalWords.get("infra")
		f := finding("infra.cloud", c, "a word only known at run time may make this "+name+" command a delete of a remote resource"+words[0],
			"name the subcommand and its target literally, and quote a variable that begins a path (\"$DIR/ref.fa\", one word the shell never splits), so the guard can read them; "+words[1])
		f.Undecided = true
		return []Finding{f}
	}
	return adminWords(c, adminName(name), &v)
}

// goalEmptiesDB returns the goal or task of a build tool's words that
// is a migration tool's or a framework's command emptying the database,
// read by its own words alone: mvn flyway:clean, liquibase:dropAll,
// gradle flywayClean, task db:drop. Gradle's :PROJECT:TASK is read by
// its task (:database:clean cleans a project's build); a word naming
// the database and another the verb (clean :db:test) is two steps.
func goalEmptiesDB(args []Word) (string, bool) {
	for _, a := range args {
		goal := a.Value
		if !a.Literal || strings.HasPrefix(goal, "-") || strings.Contains(goal, "=") {
			continue
		}
		if strings.HasPrefix(goal, ":") {
			goal = goal[strings.LastIndexByte(goal, ':')+1:]
		}
		if v := readVocab([]Word{{Value: goal, Literal: true}}, false); v.emptiesDB() {
			return goal, true
		}
	}
	return "", false
}

// codeUpdateVerbs are git's subcommands that replace a checkout's
// files with other commits' (pull, checkout, switch, reset, merge).
var codeUpdateVerbs = set{"checkout", "merge", "pull", "reset", "switch"}

// vocabFinding is the finding of rule for c, what it does said by what.
func vocabFinding(c *Command, rule, what string) []Finding {
	words, ok := externalWords.get(rule) // a rule's own words, else its family's
	if !ok {
		fam, _, _ := strings.Cut(rule, ".")
		words, _ = externalWords.get(fam)
	}
	return []Finding{finding(rule, c, what+words[0], words[1])}
}

// psCmdlet returns the verb (lower case) and the noun (as written, for
// its capitals) of c when it is a PowerShell command named Verb-Noun: an
// approved verb, or one of the vocabulary's (Drop-Database).
func psCmdlet(c *Command) (verb, noun string, ok bool) {
	if c.Grammar != lexer.PowerShell {
		return "", "", false
	}
	w := c.Word0.Value
	if i := lastPathSep(w); i >= 0 {
		w = w[i+1:]
	}
	verb, noun, ok = strings.Cut(w, "-")
	if !ok || !lowerIs(w, c.Name) || verb == "" || noun == "" || strings.ContainsAny(noun, "-.") {
		return "", "", false
	}
	if ascii(w) {
		verb = c.Name[:len(verb)] // lower case, and made already
	} else {
		verb = strings.ToLower(verb)
	}
	if !psVerbs.has(verb) && !vocabDestroy.has(verb) && !vocabDeploy.has(verb) {
		// A program named with a dash (huggingface-cli, sentry-cli),
		// not a verb and a noun.
		return "", "", false
	}
	return verb, noun, true
}

// hasNoun reports whether a remote noun is among the words.
func (v *vocab) hasNoun() bool {
	for _, ps := range v.parts {
		for _, p := range ps {
			if remoteNouns.has(p) {
				return true
			}
		}
	}
	return false
}

// vocab is a command line read as vocabulary: its leading words, and
// what its options and values say.
type vocab struct {
	words  []string   // the leading words, lower case: four, and the values of options among them
	parts  [][]string // each word's parts (apps:destroy, ecto.drop, DeleteInstance: two each)
	verb   int        // the index of the verb found in words
	part   int        // and of the verb among that word's parts
	strong bool       // the verb found is a strong one
	// force: told not to ask; remote: a hosted place named; prod,
	// nonProd: a target named production or not; all: every one of a
	// kind; artifact: a package file named; registry: a registry named;
	// publishOpt: --publish, --submit, --distribute given; public: an
	// option makes what it names public (--public, --visibility public);
	// hub: an operand names a repository on a hub, or an upload names a
	// local source and an owner/name repository (hubDest).
	force, remote, prod, nonProd, all bool
	// scratch: a target named as made to be thrown away (a scratch org,
	// an ephemeral environment), and none named production.
	scratch bool
	// expired: an option limits the command to what has expired already
	// (wp transient delete --expired, --expired-only).
	expired bool
	// whole: a key-value store read from a prefix or every key on
	// (etcdctl get --prefix, --from-key, consul kv get -recurse);
	// keysOnly: the keys printed without their values (--keys-only);
	// fromKey: every key on from the one named (--from-key), which no
	// prefix narrows.
	whole, keysOnly, fromKey       bool
	artifact, registry, publishOpt bool
	store                          bool // a remote named (-r, --remote): a registry to an upload, not to a push
	localReg                       bool // a registry or a remote named as a path or an address on this machine (-Source ./feed)
	venueName                      bool // the tool's name holds a registry's or a store's (hackage-cli, pypi-uploader)
	undo                           bool // --undo: the step taken back (cargo yank --undo)
	version                        bool // an operand names a package's version (2.0.1, pkg@1.2, acme/1.2, acme/*)
	public, private, hub           bool
	recursive, remoteURL           bool // -r given; an operand is an address of a remote store (dbfs:/, gs://)
	pageURL                        bool // an operand is a web page's address (http://, https://)
	// pushDest: a destination option names a hub (--destination
	// ghcr.io/acme/app:1); channel: a release channel is named
	// (--release stable); tagged: the last operand is a tagged
	// reference on a hub.
	pushDest, channel, tagged bool
	noPush                    bool // --no-push, --push=false: built here only
	downOpt                   bool // a rollback given as an option (--down all)
	network                   bool // an option names the network or the RPC endpoint a chain's tool sends to (--network, --rpc-url)
	prodPlace                 bool // an option naming where (resourcePlaceOpt: --target-org, --environment) names production
	testChain                 bool // a target is named as a blockchain's test network or one on this machine (testChainWords), and none as production
	uploadOpt                 bool // an upload given as an option (--upload-app)
	uploadBuild               bool // that option names a build sent (--upload-package, --upload-app)
	live                      bool // an option makes what is pushed live at once (stencil push --activate)
	deployName                bool // an operand or a value names a production deploy (--name deploy-prod): a pipeline's or a job's
	overwrite                 bool // an option says what is there is replaced (--drop, --clean, --force)
	// pointInTime: an option names the point a restore goes back to
	// (--timestamp, --bookmark, --restore-time); newTarget: one names
	// another resource it is restored into (--target-db-instance-identifier,
	// --dest, --new-name): restoreTimeParts, restoreTargetParts.
	pointInTime, newTarget bool
	// sourceOpt: an option names the source a restore reads
	// (--source-db-cluster-identifier); nameOpt: another option names a
	// resource (--db-cluster-identifier, --name): with both, the restore
	// is into that other one, a new resource (RDS's point-in-time
	// restores of a cluster make a new one).
	sourceOpt, nameOpt bool
	ownerName, localOp bool
	unless, runtime    bool // runtime: a subcommand word is only known at run time
	// dryN: -n given, a dry run to the tools whose specs say so
	// (dryRunN), a name or a count to others.
	dryN      bool
	reads     bool // a subcommand that only shows (get, show, list): only a credential printed counts
	toFile    bool // an option sends the output to a file (-o FILE, --in-place)
	appNamed  bool // an option names a hosted app, given a value (-a APP, --app APP): appOpts
	noSecrets bool // an option leaves the secrets out (-ExcludePassword, --no-secrets): noSecretOpts
	// pretend: --pretend, a dry run of the migrations of a tool whose
	// spec says it has one (artisan migrate --pretend: spec.pretend),
	// and of nothing else: a tool without it may take it for nothing
	// (./deploy.sh --pretend, knex migrate:rollback --all --pretend).
	pretend bool
	valueOf []bool // each word follows an option naming a build's configuration (-c release): its value
	// optArg: each word follows an option written without a value (-H
	// mq.prod, -dir db/migrations): perhaps that option's value, so it
	// does not take a place of the subcommand words' window.
	optArg                   []bool
	taskTokens, targetTokens []string
	// destroyOpt: an option is named by a verb of vocabDestroy;
	// weakDestroyOpt: by one of vocabWeakDestroy; endOpt: an option
	// is the subcommand itself, a verb that ends what the operands
	// name (salt-cloud --destroy VM, --decommission: endOptVerbs).
	destroyOpt, weakDestroyOpt, endOpt bool
	// destroyNounOpt: an option is named by a verb of vocabDestroy and
	// a hosted resource or a database's (--delete-namespaces,
	// --delete-volumes, --drop-database): a teardown's (down,
	// uninstall) deletes that too, beyond what the tool made.
	destroyNounOpt bool
	// guardOff: an option switches off the guard against a resource's
	// deletion (--no-deletion-protection, --deletion-protection=false,
	// --no-disable-api-termination): the first step of its delete.
	guardOff string
	// dbNamed: an option's value or an operand is a database's URL
	// (--db_uri=mongodb://…): the database is what the verb acts on.
	dbNamed bool
	// removeOpt: a PowerShell switch named -Remove… (-RemoveRecoveryPoints).
	removeOpt bool
}

// vocabLists holds a vocab's lists of words, and the parts of most,
// made in one allocation.
type vocabLists struct {
	valueOf, optArg [maxVocabWords]bool
	words           [maxVocabWords]string
	parts           [maxVocabWords][]string
	partArr         [maxVocabWords]string
}

// readVocab reads args: the first four words that are not options are
// the subcommand words (a value of an option before them, -e prod, is
// read as one, which only adds a production word); every word's parts
// are looked at for production. ps: options are PowerShell's
// (-Confirm:$false).
func readVocab(args []Word, ps bool) vocab {
	return readVocabIn(args, ps, nil)
}

// vocabListsPool holds the lists of vocabs read by vocabCommand, which
// reads one for nearly every command and keeps nothing of it (what a
// finding says of its words is a new string): a check's commands reuse
// the lists rather than allocate one each. The pool is the runtime's,
// emptied by the collector: nothing outlives it for long.
var vocabListsPool = sync.Pool{New: func() any { return new(vocabLists) }}

// readVocabIn is readVocab with the lists of the vocab in b when b is not
// nil: the caller's, which it must not use again while the vocab is in
// use. Every list starts empty whatever b held.
func readVocabIn(args []Word, ps bool, b *vocabLists) vocab {
	var v vocab
	configValue := false
	remoteNext := false
	placeNext := false // the word is the value of an option naming where (--org-id scratch)
	optBefore := false
	publicNext, destNext, channelNext := false, false, false
	regNext := false // the word is the value of a registry's or a remote's option
	// pubOffNext: the word may be the value of a publishing option given
	// none in its own word (--publish never), pubBefore what publishOpt
	// was before that option.
	pubOffNext, pubBefore := false, false
	var partBuf []string
	naming := false // the words after a verb that makes something (makeVerbs) name it
	for i, a := range args {
		if regNext && a.Literal && localRegistry(a.Value) {
			v.localReg = true
		}
		regNext = false
		after := configValue
		configValue = false
		afterOpt := optBefore
		optBefore = false
		if publicNext && a.Literal && strings.HasPrefix(strings.ToLower(a.Value), "public") {
			v.public = true
		}
		publicNext = false
		if destNext && (a.Literal && hubRef(strings.ToLower(a.Value)) || !a.Literal && runTimeRef(a.Value)) {
			v.pushDest = true
		}
		if channelNext && a.Literal && channelWords.hasLower(a.Value) {
			v.channel = true
		}
		destNext, channelNext = false, false
		if remoteNext && a.Literal && localPath(a.Value) {
			v.remote = false
		}
		remoteNext = false
		place := placeNext
		placeNext = false
		if pubOffNext {
			pubOffNext = false
			if a.Literal && pubOffModes.hasLower(a.Value) {
				// electron-builder --publish never: a mode that keeps the
				// build here is the option's value, not a word of the
				// command.
				v.publishOpt = pubBefore
				continue
			}
		}
		if !a.Literal {
			// "$PROD_DSN": the name of the variable says where.
			v.readTarget(strings.ToLower(a.Value))
			if runTimeWord(a) && v.rank(len(v.words)) < 3 && len(v.words) < maxVocabWords {
				// A word only known at run time where the verb would be
				// (after the nouns, if any: apps "$action", not apps
				// list "$app"): any verb.
				v.runtime = v.runtime || !slices.ContainsFunc(v.words, func(w string) bool { return !remoteNouns.has(w) })
				v.words = append(v.words, "")
				v.parts = append(v.parts, nil)
				v.valueOf = append(v.valueOf, false)
				v.optArg = append(v.optArg, afterOpt)
			}
			continue
		}
		val := strings.ToLower(a.Value)
		if val == "--" {
			break
		}
		if val == "test=true" && saltStateDryRun(args) {
			// Salt's keyword argument for a run that reports what it
			// would change (salt -G env:prod state.apply test=True).
			v.unless = true
		}
		if k, on, ok := strings.Cut(val, "="); ok && forceOpts.has(k) && onValues.has(on) {
			// xe vm-uninstall uuid=… force=true: a CLI of KEY=VALUE
			// arguments told not to ask.
			v.force = true
		}
		if len(val) > 1 && val[0] == '-' {
			o, _ := readOptWord(a.Value, ps)
			opt, value, hasValue := strings.ToLower(o.name), strings.ToLower(o.value), o.hasValue
			var buf [8]string                  // the parts of most options, kept on the stack
			parts := appendParts(buf[:0], opt) // once, for the cases below
			// An option named by a destroying verb, its first part as
			// written (-DeleteContent is delete and content): the
			// subcommand of a tool whose subcommands are options (hdfs
			// dfs -rm, -rmr, -Purge, -DeleteContent).
			var firstBuf [4]string
			first, named := "", false
			if fp := appendParts(firstBuf[:0], o.name); len(fp) > 0 {
				first = fp[0] // parts beyond buf's 8 moved parts off it: a buffer of its own
				named = len(fp) > 1
			}
			v.destroyOpt = v.destroyOpt || vocabDestroy.has(first)
			v.destroyNounOpt = v.destroyNounOpt || vocabDestroy.has(first) && slices.ContainsFunc(parts[1:], func(p string) bool { return remoteNouns.has(p) || dbNouns.has(p) })
			v.endOpt = v.endOpt || !named && !hasValue && endOptVerbs.has(first)
			v.dbNamed = v.dbNamed || hasValue && remoteDBURL(value)
			if deletionGuardOff(parts, hasValue, value) {
				v.guardOff = a.Value
			}
			// A cmdlet's switch named by the verb Remove deletes what it
			// names along with the change (Disable-AzRecoveryServices
			// BackupProtection -RemoveRecoveryPoints, Clear-Disk
			// -RemoveData), as the verb does leading a cmdlet's name.
			v.removeOpt = v.removeOpt || ps && first == "remove" && named
			v.weakDestroyOpt = v.weakDestroyOpt || vocabWeakDestroy.has(first)
			switch {
			case vocabUnless.has(opt) && (opt != "n" || !strings.HasPrefix(val, "--")) && (!hasValue || !offValue(value)) &&
				(hasValue || ps || i+1 >= len(args) || !offAfter(args[i+1])):
				// --dry-run=false, --preview=none run it; so may
				// --dry-run false, to a parser that reads the next word
				// as its value (offAfter).
				// -n is a dry run to some, a name to others: never a
				// reason; -h before a value is a host (pg_restore -h db).
				hostNext := val == "-h" && i+1 < len(args) && !strings.HasPrefix(args[i+1].Value, "-")
				v.unless = v.unless || opt != "n" && !hostNext
				v.dryN = v.dryN || opt == "n"
			case opt == "pretend" && (!hasValue || !offValue(value)):
				v.pretend = true
			case ps && opt == "confirm":
				v.force = v.force || hasValue && psFalse(value)
			case forceOpts.has(opt) && (value != "false" || opt == "confirm"):
				// --confirm=false is a prompt switched off, as --yes.
				v.force = true
			case opt == "all" || opt == "all-namespaces":
				v.all = true
			case noSecretOpts.has(opt) && (!hasValue || !offValue(value) && !psFalse(value)):
				v.noSecrets = true
			case appOpts.has(opt) && (hasValue || i+1 < len(args) && !strings.HasPrefix(args[i+1].Value, "-")):
				v.appNamed = true
			case opt == "prefix" || opt == "from-key" || opt == "recurse":
				v.whole = true
				v.fromKey = v.fromKey || opt == "from-key"
			case opt == "keys-only" || opt == "keys" || opt == "count-only":
				v.keysOnly = true
			case (opt == "rf" || opt == "fr") && !ps:
				v.recursive, v.force = true, true
			case publishOption(parts):
				pubBefore = v.publishOpt
				v.publishOpt = !hasValue || !pubOffValues.has(value)
				pubOffNext = !hasValue
			case slices.Contains(parts, "private"):
				v.private = value != "false"
			case slices.Contains(parts, "public") || visibilityOpts.has(opt):
				v.public = v.public || !visibilityOpts.has(opt) && value != "false" || strings.HasPrefix(value, "public")
				publicNext = visibilityOpts.has(opt) && !hasValue
			case (parts[0] == "upload" || parts[0] == "push") && len(parts) > 1 && !pubOptValues.has(parts[len(parts)-1]):
				// altool --upload-app -f App.ipa: the subcommand written
				// as an option; a package file, or a build named by the
				// option (--upload-package), makes it a release.
				v.uploadOpt = true
				v.uploadBuild = v.uploadBuild || slices.ContainsFunc(parts[1:], buildNouns.has)
			case liveOpts.has(opt) && value != "false":
				v.live = true
			case rollbackVerbs.has(opt):
				// hasura migrate apply --down all: a rollback given as an
				// option, how far in its value.
				v.downOpt = true
				v.all = v.all || firstVersions.has(value)
			case noPushParts(opt, parts, value):
				v.noPush = true
			case destOpts.has(opt):
				// kaniko --destination ghcr.io/acme/app:1: where the
				// build is pushed.
				destNext = !hasValue
				v.pushDest = v.pushDest || hubRef(value) || !a.Literal && runTimeRef(value)
			case channelOpts.has(opt):
				channelNext = !hasValue
				v.channel = v.channel || channelWords.has(value)
			case registryOpts.has(opt):
				v.registry = true
				regNext = !hasValue
				v.localReg = v.localReg || hasValue && localRegistry(value)
			case storeOpts.has(opt):
				v.store = true
				regNext = !hasValue
				v.localReg = v.localReg || hasValue && localRegistry(value)
			case resourcePlaceOpt(opt):
				// A project or an environment given as a local path
				// (dotnet ef --project ./src/Data) is this machine's.
				remoteNext = !hasValue && !v.remote
				v.remote = v.remote || !hasValue || !localPath(value)
			}
			v.undo = v.undo || opt == "undo"
			v.network = v.network || opt == "network" || parts[0] == "rpc"
			v.expired = v.expired || parts[0] == "expired" && value != "false"
			if slices.ContainsFunc(parts, overwriteOpts.has) {
				v.overwrite = true
			}
			v.pointInTime = v.pointInTime || slices.ContainsFunc(parts, restoreTimeParts.has)
			v.newTarget = v.newTarget || slices.ContainsFunc(parts, restoreTargetParts.has)
			if slices.Contains(parts, "source") {
				v.sourceOpt = true
			} else if slices.ContainsFunc(parts, restoreNameParts.has) {
				v.nameOpt = true
			}
			// -r is recursive to a delete, a registry to an upload.
			v.recursive = v.recursive || opt == "r" || opt == "recursive"
			v.toFile = v.toFile || fileOutOpts.has(opt) && value != "-"
			v.readTarget(opt)
			scratch := v.scratch
			v.readTarget(value)
			if resourcePlaceOpt(opt) {
				// --org-id=scratch, --project-id=scratch: where the
				// resource lives, not the resource deleted (made to be
				// thrown away only when it is so named itself).
				v.scratch = scratch
			}
			placeNext = !hasValue && resourcePlaceOpt(opt)
			v.prodPlace = v.prodPlace || hasValue && resourcePlaceOpt(opt) && namesProd(value)
			v.deployName = v.deployName || a.Literal && prodDeployName(value)
			configValue = !hasValue && configOpts.has(opt)
			optBefore = !hasValue && !switchOpt(opt)
			continue
		}
		if naming && !strings.ContainsAny(val, ":./\\") {
			// rails generate migration DropUsers, dotnet ef migrations
			// add DropLegacyColumns, knex migrate:make drop_sessions:
			// the name of what is made, a file; no verb of the command
			// (rails db:create db:drop has a task there, mix
			// ecto.create ecto.drop one too, freight add a package's
			// file).
			if afterOpt {
				// refunds create --api-key sk_live_x: perhaps the value
				// of the option before it, not the name of what is
				// made, and a value may say where (a live key).
				v.readTarget(val)
			}
			continue
		}
		scratch := v.scratch
		v.readTarget(val)
		if place {
			v.scratch = scratch // --org-id scratch: where, not what
			v.prodPlace = v.prodPlace || namesProd(val)
		}
		v.deployName = v.deployName || prodDeployName(val)
		hub := hubRef(val)
		v.hub = v.hub || hub
		v.tagged = hub && taggedRef(val)
		v.remoteURL = v.remoteURL || remoteStoreURL(val)
		v.dbNamed = v.dbNamed || remoteDBURL(val)
		v.pageURL = v.pageURL || strings.HasPrefix(val, "https://") || strings.HasPrefix(val, "http://")
		v.ownerName = v.ownerName || ownerName(val)
		v.version = v.version || versionRef(val)
		v.localOp = v.localOp || val == "." || localPath(val) || strings.Contains(path.Base(val), ".") && !strings.Contains(val, "://")
		if strings.IndexByte(val, '.') >= 0 { // every artifactExts ending starts with a dot
			for _, ext := range artifactExts {
				if strings.HasSuffix(val, ext) {
					v.artifact = true
					break
				}
			}
		}
		if v.rank(len(v.words)) < 4 && len(v.words) < maxVocabWords && !numberedName(val) {
			if vocabReads.has(val) && (v.rank(len(v.words)) < 2 || v.rank(len(v.words)) == 2 && (v.afterDeployVerb() || v.deployGroup())) ||
				v.rank(len(v.words)) == 1 && v.deployGroup() && readCompound(val) {
				// A read first (helm diff upgrade), or the subcommand of
				// a deploy verb that only checks (sf project deploy
				// validate, deploy preview, release notes), or a read in
				// a group a deploy word names (gcloud deploy releases
				// list, aws deploy list-deployments).
				v.reads = true
			}
			if v.words == nil {
				// One allocation for the lists of the at most
				// maxVocabWords words.
				if b == nil {
					b = new(vocabLists)
				}
				v.valueOf, v.optArg, v.words, v.parts = b.valueOf[:0], b.optArg[:0], b.words[:0], b.parts[:0]
				partBuf = b.partArr[:0]
			}
			v.valueOf = append(v.valueOf, after)
			v.optArg = append(v.optArg, afterOpt)
			v.words = append(v.words, val)
			n := len(partBuf)
			partBuf = appendParts(partBuf, a.Value) // the words' parts share one array
			v.parts = append(v.parts, partBuf[n:len(partBuf):len(partBuf)])
			naming = len(partBuf) > n && makeVerbs.has(partBuf[len(partBuf)-1])
		}
	}
	return v
}

// numberedName reports whether a word is a name that starts with a
// number and has letters after it: a migration's (manage.py sqlmigrate
// billing 0042_drop_legacy_invoice_table, goose's 20240101_drop_users),
// a version's or a build's. No CLI names a subcommand so: its parts are
// no verb of the command (a bare number, migrate app 0, still is a
// word).
func numberedName(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9' && strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) > 0
}

// afterDeployVerb reports whether the word read last, one no option
// took, is a deploy verb (deploy, release, publish): the next word is
// that verb's subcommand.
func (v *vocab) afterDeployVerb() bool {
	n := len(v.words)
	return n > 0 && !v.optArg[n-1] && !v.valueOf[n-1] && vocabDeploy.has(v.words[n-1])
}

// deployGroup reports whether the words so far are a deploy word, then
// at most one noun: the name of a cloud CLI's deploy service or group
// (gcloud deploy, aws deploy), whose commands of reading read.
func (v *vocab) deployGroup() bool {
	n := len(v.words)
	if n == 0 || n > 2 || v.valueOf[0] || v.optArg[0] || !vocabDeploy.has(v.words[0]) {
		return false
	}
	return n == 1 || !v.valueOf[1] && !v.optArg[1] && !vocabDeploy.has(v.words[1]) && !vocabWeakDeploy.has(v.words[1])
}

// readCompound reports whether w is a kebab-case command whose first part
// is a read verb (list-deployments, get-deployment).
func readCompound(w string) bool {
	verb, _, ok := strings.Cut(w, "-")
	return ok && vocabReads.has(verb)
}

// makeVerbs make a thing the words after them name: a migration's file,
// a model, a project (rails g migration X, sqlx migrate add X, knex
// migrate:make X, diesel migration generate X, typeorm migration:create
// PATH).
var makeVerbs = set{"add", "create", "g", "generate", "make", "makemigrations", "new", "scaffold"}

// Words that say a delete cannot be taken back: it skips the trash or
// the recycle bin (-skipTrash, --no-trash, --bypass-recycle-bin), or it
// is hard or permanent (-PurgeType HardDelete, --permanent).
var (
	permanentWords = set{"expunge", "permanent", "permanently", "shred"}
	trashWords     = set{"bin", "recycle", "recyclebin", "trash", "trashcan"}
	skipWords      = set{"bypass", "ignore", "no", "skip", "without"}
)

// forGood reports whether args say a delete cannot be taken back: an
// option's or a value's words (skipTrash, HardDelete, permanent).
func forGood(args []Word) bool {
	for _, a := range args {
		if !a.Literal {
			continue
		}
		for _, piece := range optionPieces(a.Value) {
			ps := splitParts(piece)
			for i, p := range ps {
				if permanentWords.has(p) ||
					i > 0 && skipWords.has(ps[i-1]) && trashWords.has(p) ||
					i > 0 && ps[i-1] == "hard" && destroyWord(p) ||
					compound(p, skipWords.has, trashWords.has) || compound(p, isHard, destroyWord) {
					return true
				}
			}
		}
	}
	return false
}

// optionPieces splits an option word into its name and values, without
// its leading dashes or slash: -PurgeType:HardDelete, --mode=full-refresh,
// /x:a,b.
func optionPieces(v string) []string {
	return strings.FieldsFunc(strings.TrimLeft(v, "-/"), func(r rune) bool { return r == '=' || r == ':' || r == ',' })
}

// compound reports whether w is two words written as one, a first then a
// second (skiptrash, notrash, harddelete: -skipTrash, -PurgeType
// HardDelete).
func compound(w string, first, second func(string) bool) bool {
	for k := 1; k < len(w); k++ {
		if first(w[:k]) && second(w[k:]) {
			return true
		}
	}
	return false
}

func isHard(w string) bool { return w == "hard" }

// destroyWord reports whether w is a destroying verb, strong or weak.
func destroyWord(w string) bool { return vocabDestroy.has(w) || vocabWeakDestroy.has(w) }

// overwriteOpts are the words of options that make a restore replace
// what is there (--drop, --clean, -force, --overwrite).
var overwriteOpts = set{"clean", "drop", "force", "overwrite", "replace", "truncate"}

// restoreTimeParts name, as a part of an option's name, the point in
// time a restore goes back to; restoreTargetParts another resource it
// writes into (aws rds restore-db-instance-to-point-in-time
// --target-db-instance-identifier: a new instance).
var (
	restoreTimeParts   = set{"bookmark", "pitr", "time", "timestamp"}
	restoreTargetParts = set{"dest", "destination", "new", "target"}
	restoreNameParts   = set{"id", "identifier", "name"}
)

// branchReset reports whether the words are a data branch's reset: a
// branch noun, then reset as the verb (neonctl branches reset, lakectl
// branch reset). Version control's own branches are vocabTools'.
func (v *vocab) branchReset() bool {
	for i := 1; i < len(v.words) && v.rank(i) < 3; i++ {
		if v.words[i] == "reset" && !v.valueOf[i] && !v.optArg[i] && (v.words[i-1] == "branch" || v.words[i-1] == "branches") {
			v.verb, v.part = i, 0
			return true
		}
	}
	return false
}

// restores reports whether c restores a dump or a snapshot: its name
// (pg_restore, mongorestore) or a subcommand word says restore.
func restores(name string, v *vocab) bool {
	if strings.HasSuffix(name, "restore") {
		return true
	}
	found, _ := v.find(set{"restore"}, nil)
	return found
}

// nameDestroys reports whether a tool's name is a destroying verb and
// the remote resource it destroys (amqp-delete-queue,
// kafka-delete-records), not a git helper's.
func nameDestroys(name string) bool {
	var buf [8]string
	parts := slices.AppendSeq(buf[:0], strings.FieldsFuncSeq(name, func(r rune) bool { return r == '-' || r == '_' }))
	if len(parts) < 2 || parts[0] == "git" {
		return false
	}
	for i, p := range parts[:len(parts)-1] {
		if vocabDestroy.has(p) && remoteNouns.has(parts[i+1]) {
			return true
		}
	}
	return false
}

// nameDeploys reports whether a tool's name ends in a publishing verb
// after what it publishes to (gitlab-release, github-release,
// pypi-publish; cpan-upload: a push or an upload to a registry named),
// not a git helper's or one whose verb names a thing (release-notes,
// release-drafter).
func nameDeploys(name string) bool {
	var buf [8]string
	parts := slices.AppendSeq(buf[:0], strings.FieldsFuncSeq(name, func(r rune) bool { return r == '-' || r == '_' }))
	n := len(parts)
	if n < 2 || parts[0] == "git" {
		return false
	}
	last := parts[n-1]
	// cpan-upload, hackage-push: a push or an upload, to the registry
	// the name says.
	return last == "deploy" || last == "publish" || last == "release" ||
		(last == "upload" || last == "push") && slices.ContainsFunc(parts[:n-1], venueWords.has)
}

// nameProduces reports whether a tool's name ends in a verb or a noun of
// a message sent into a broker (mosquitto_pub, kafka-avro-producer).
func nameProduces(name string) bool {
	i := strings.LastIndexAny(name, "-_")
	return i > 0 && (name[i+1:] == "pub" || name[i+1:] == "producer" || name[i+1:] == "produce")
}

// rebuildOpts name an option that drops what a run would update
// (--drop-tables, --truncate, --recreate).
var rebuildOpts = set{"drop", "purge", "recreate", "truncate", "wipe"}

// rebuilds reports whether args tell a data tool to build its tables
// again from nothing: a full refresh, reload or resync (--full-refresh,
// --mode full-refresh), or an option that drops or truncates first.
func rebuilds(args []Word) bool {
	for _, a := range args {
		if !a.Literal {
			continue
		}
		for i, piece := range optionPieces(a.Value) {
			ps := splitParts(piece)
			if i == 0 && strings.HasPrefix(a.Value, "-") && rebuildOpts.has(ps[0]) && !slices.ContainsFunc(ps, localNouns.has) {
				return true
			}
			for j := 1; j < len(ps); j++ {
				if ps[j-1] == "full" && (ps[j] == "refresh" || ps[j] == "reload" || ps[j] == "resync" || ps[j] == "rebuild") {
					return true
				}
			}
		}
	}
	return false
}

// destroyVerb reports whether a verb of vocabDestroy or vocabWeakDestroy
// is among the subcommand words.
func (v *vocab) destroyVerb() bool {
	found, _ := v.find(vocabDestroy, vocabWeakDestroy)
	return found
}

// maxVocabWords bounds the words read, option values among them.
const maxVocabWords = 8

// rank returns the place of word i among the words that follow no
// option: rabbitmqadmin -H mq.prod -u admin purge queue has purge first.
func (v *vocab) rank(i int) int {
	n := 0
	for _, o := range v.optArg[:i] {
		if !o {
			n++
		}
	}
	return n
}

// readTarget notes whether one part of s (split at every byte that is not
// a small letter or a digit) names production, or, with none that does,
// a target that is not (Public Beta, external-beta: testers outside the
// team, TestFlight's external ones, are no preview).
func (v *vocab) readTarget(s string) {
	prod, public, nonProd, scratch, testChain := false, false, false, false, false
	if strings.Contains(s, ".local") {
		// jenkins.corp.local: the suffix of an organization's own
		// domain (Active Directory's, mDNS's), the network production
		// runs in too, no environment; a site of one name under it
		// (mysite.local, a local WordPress's) is still this machine's.
		s = orgLocalDomain.get().ReplaceAllString(s, "$1$2")
	}
	for f := range strings.FieldsFuncSeq(s, notAlnum) {
		prod = prod || prodPart(f)
		public = public || f == "public" || f == "external"
		nonProd = nonProd || nonProdWord(f)
		testChain = testChain || testChainWords.has(f)
		scratch = scratch || f == "scratch" || f == "ephemeral"
	}
	v.prod = v.prod || prod
	v.nonProd = v.nonProd || nonProd && !prod && !public
	v.scratch = v.scratch || scratch && !prod
	v.testChain = v.testChain || testChain && !prod
	if u, ok := readDBURL(s); ok && !u.onLoopback() {
		v.remote = true // a database URL of another machine (or one named at run time)
	}
}

// orgLocalDomain matches a host name of two labels or more under .local
// (jenkins.corp.local), the suffix left out when it is replaced by
// $1$2.
var orgLocalDomain = &lazyRegexp{expr: `(?i)([a-z0-9-]+\.[a-z0-9-]+)\.local([:/]|$)`}

// resourcePlaceOpt reports whether the option opt (without dashes) names where a
// resource lives: a project, an organization, a region (remoteOpts), or
// the one a command acts on (--target-org, --target-env).
func resourcePlaceOpt(opt string) bool {
	return remoteOpts.has(opt) || strings.HasPrefix(opt, "project") || strings.HasPrefix(opt, "org") ||
		strings.HasPrefix(opt, "target-") && remoteOpts.has(opt[len("target-"):])
}

// namesProd reports whether a part of s (lower case) is a production
// word (prodWords).
func namesProd(s string) bool {
	return slices.ContainsFunc(strings.FieldsFunc(s, notAlnum), prodPart)
}

// prodPart reports whether w, one word of a name (lower case: split at
// what is not a letter or a digit), names production: a production word
// (prodWords), or a machine's name built on one without a separator, as
// servers are often named: a role, then prod or prd, then perhaps a
// number (sqlprod01, webprd2, dbprod), or prod or prd numbered (prod01,
// prd3), or prd then a role (prdkey).
func prodPart(w string) bool {
	if prodWords.has(w) {
		return true
	}
	if rest, ok := strings.CutPrefix(strings.TrimRight(w, "0123456789"), "prd"); ok && len(rest) >= 2 && len(rest) <= 8 && strings.Trim(rest, "abcdefghijklmnopqrstuvwxyz") == "" {
		// prd then a role, perhaps numbered, as a system's keys, schemas
		// and machines are named (SAP's PRD: PRDKEY, PRDSCHEMA, prddb01):
		// no English word begins so.
		return true
	}
	t := strings.TrimRight(w, "0123456789")
	var role string
	switch {
	case strings.HasSuffix(t, "prod"):
		role = t[:len(t)-4]
	case strings.HasSuffix(t, "prd"):
		role = t[:len(t)-3]
	default:
		return false
	}
	if role == "" {
		return len(t) < len(w) // prod01
	}
	if prodNegations.has(role) {
		return false // nonprod, preprod, reprod: not production, or before it
	}
	return len(role) >= 2 && len(role) <= 8 && strings.Trim(role, "abcdefghijklmnopqrstuvwxyz") == ""
}

// prodNegations are the prefixes that, written before prod, name what is
// not production (nonprod, notprod, noprod), what comes before it
// (preprod, preprd: a staging environment) or no place at all (reprod,
// unprod): no role of a production machine.
var prodNegations = set{"no", "non", "not", "pre", "re", "un"}

// notAlnum reports whether r is neither a lower-case letter nor a digit.
func notAlnum(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }

// nonProdWord reports whether w, a word of a name, names a target that
// is not production (nonProdWords, testChainWords).
func nonProdWord(w string) bool { return nonProdWords.has(w) || testChainWords.has(w) }

// fileExts are the endings that make a dotted word a file's name
// (drop.sql, delete_users.py), not a dotted subcommand (ecto.drop).
var fileExts = set{"bat", "cfg", "cjs", "cmd", "conf", "css", "csv", "db", "env", "exe", "go", "gz", "hcl", "html", "ini", "jar", "js", "json", "lock", "log", "md", "mjs", "ps1", "py", "rb", "sh", "sql", "sqlite", "tar", "tf", "tfvars", "tgz", "toml", "ts", "txt", "xml", "yaml", "yml", "zip"}

// splitParts returns the parts of a subcommand word, lower case: split
// at : . - _ and where a capital follows a small letter (apps:destroy,
// ecto.drop, permanent-delete, DeleteInstance). A path, an assignment,
// an address or a file's name is one part.
func splitParts(w string) []string {
	return appendParts(nil, w)
}

// appendParts appends the parts of w, as splitParts reads them, to out.
func appendParts(out []string, w string) []string {
	if strings.ContainsFunc(w, func(r rune) bool { return r > 127 || !isAlnum(byte(r)) && !strings.ContainsRune(":._-", r) }) {
		// A path, an assignment, an address, code: one part.
		return append(out, strings.ToLower(w))
	}
	// w is ASCII from here on: its parts are lowered one by one, and the
	// whole word only when it is one part.
	if i := strings.LastIndexByte(w, '.'); i >= 0 && fileExts.hasLower(w[i+1:]) {
		return append(out, strings.ToLower(w))
	}
	n := len(out)
	start := 0
	for i := 1; i <= len(w); i++ {
		upper := func(j int) bool { return j < len(w) && w[j] >= 'A' && w[j] <= 'Z' }
		lower := func(j int) bool { return j < len(w) && w[j] >= 'a' && w[j] <= 'z' }
		// DeleteInstance, EKSCluster: a capital after a small letter, or
		// the last capital of a run before small letters, starts a part.
		cut := i == len(w) || !isAlnum(w[i]) || upper(i) && (lower(i-1) || upper(i-1) && lower(i+1))
		if !cut {
			continue
		}
		if part := strings.ToLower(strings.Trim(w[start:i], ":._-")); part != "" {
			out = append(out, part)
		}
		start = i
	}
	if len(out) == n {
		return append(out, strings.ToLower(w))
	}
	return out
}

// isAlnum reports whether b is an ASCII letter or digit.
func isAlnum(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// hasPart reports whether one of the parts of the words is in words.
func (v *vocab) hasPart(words set) bool {
	for _, ps := range v.parts {
		for _, p := range ps {
			if words.has(p) {
				return true
			}
		}
	}
	return false
}

// localSubject reports whether what the verb acts on is the tool's own
// settings on this machine (localNouns): a word up to the verb's (pip
// cache purge, jupyter kernelspec remove), or a whole word after it
// (tool delete cache). A compound name after the verb is a resource's
// (exo dbaas delete tmp-cache, sessions-store): its parts say nothing of
// where it is.
func (v *vocab) localSubject() bool {
	for i, ps := range v.parts {
		if i > v.verb && len(ps) > 1 {
			continue
		}
		if slices.ContainsFunc(ps, localNouns.has) {
			return true
		}
	}
	return false
}

// startVerbs make a thing (create, new, trigger); deployNouns are a
// deploy as a thing (deployment, rollout): made, it is a deploy.
var (
	startVerbs = set{"create", "new", "start", "trigger"}
	// cutoverVerbs switch what trafficNouns name: DNS records, a
	// service's traffic split, a load balancer's listener or a slot
	// that serves users' requests.
	// installVerbs put a package into where an option names (sf
	// package install --target-org prod): a deploy only when that
	// place is production.
	installVerbs = set{"install"}
	// pipelineNouns: a pipeline's stages lead to production.
	pipelineNouns = set{"pipeline", "pipelines"}
	cutoverVerbs  = set{"change", "modify", "set", "shift", "swap", "switch", "update", "upsert"}
	// settingNouns are an app's settings held by its host (heroku
	// config:set, fly secrets set, vercel env add); settingVerbs change
	// them.
	settingNouns = set{"env", "envs", "secret", "secrets", "var", "variable", "variables", "vars"}
	settingVerbs = set{"add", "remove", "rm", "set", "unset", "update"}
	// moneyVerbs move money when what they act on is a payment's
	// (moneyNouns): a charge, a refund, a payout, a transfer made, an
	// invoice paid or sent, a subscription billed or cancelled.
	moneyVerbs = set{"cancel", "capture", "confirm", "create", "finalize", "pay", "send"}
	// requestVerbs are the methods of a request that changes what an
	// API keeps, a CLI's subcommand when the API's path is its operand
	// (stripe post PATH).
	requestVerbs = set{"patch", "post", "put"}
	moneyNouns   = set{"charge", "charges", "intents", "invoice", "invoices", "payment", "payments", "payout", "payouts", "refund", "refunds", "subscription", "subscriptions", "transfer", "transfers"}
	// aliasNouns: an alias a function's or a service's callers call,
	// pointing at one of its versions.
	aliasNouns   = set{"alias", "aliases"}
	trafficNouns = set{"listener", "listeners", "record", "records", "recordset", "recordsets", "routing", "slot", "slots", "split", "splits", "traffic"}
	deployNouns  = set{"deploy", "deployment", "deployments", "deploys", "rollout", "rollouts"}
	// swapVerbs exchange two environments, or cut traffic over from one
	// to the other (blue/green).
	swapVerbs = set{"cutover", "swap"}
)

// nounNearIn reports whether one of nouns is among the parts other than
// the verb's, as the head of its word (deploy-request is a request).
func (v *vocab) nounNearIn(nouns set) bool {
	for i, ps := range v.parts {
		for j, p := range ps {
			if (i != v.verb || j != v.part) && nouns.has(p) && j == len(ps)-1 {
				return true
			}
		}
	}
	return false
}

// nounNear reports whether a remote noun is among the parts other than
// the verb.
func (v *vocab) nounNear() bool {
	for i, ps := range v.parts {
		for j, p := range ps {
			if (i != v.verb || j != v.part) && remoteNouns.has(p) {
				return true
			}
		}
	}
	return false
}

// find sets v.verb and v.part to the first part of the first three words
// in strong or weak, and reports whether it is strong.
func (v *vocab) find(strong, weak set) (found, isStrong bool) {
	return v.findFrom(strong, weak, 0)
}

// findFrom is find among the words from start on.
func (v *vocab) findFrom(strong, weak set, start int) (found, isStrong bool) {
	return v.findWithin(strong, weak, start, 2)
}

// findWithin is findFrom among the words whose rank is at most last.
func (v *vocab) findWithin(strong, weak set, start, last int) (found, isStrong bool) {
	for i, ps := range v.parts {
		if v.rank(i) > last {
			break
		}
		if v.valueOf[i] || i < start {
			continue
		}
		for j, p := range ps {
			if (strong.has(p) || weak.has(p)) && v.verbPart(ps, j) {
				v.verb, v.part, v.strong = i, j, strong.has(p)
				return true, v.strong
			}
			if compound(p, strong.has, dbNouns.has) || compound(p, weak.has, dbNouns.has) {
				// updatedb, migratedb (drush @live updatedb): a verb
				// and the database it acts on, written as one word.
				v.verb, v.part, v.strong = i, j, compound(p, strong.has, dbNouns.has)
				return true, v.strong
			}
		}
	}
	return false, false
}

// verbPart reports whether the verb ps[j] acts in its word: it is the
// last part (apps:destroy, db:drop, gh-deploy) or names what it acts on
// next (delete-bucket, DeleteInstance, drop-all, activate-version); deploy-request and
// release-notes are nouns.
func (v *vocab) verbPart(ps []string, j int) bool {
	if j == len(ps)-1 {
		return true
	}
	for _, p := range ps[j+1:] {
		if remoteNouns.has(p) || dbNouns.has(p) || p == "all" || objectNouns.has(p) || platformNouns.has(p) || versionNouns.has(p) || trafficNouns.has(p) {
			return true
		}
	}
	// upload_to_testflight, push-to-registry: the verb, then where;
	// toggle-on, toggle-off, migrate:latest: the verb and its particle.
	return ps[j+1] == "to" || ps[j+1] == "on" || ps[j+1] == "off" || ps[j+1] == "latest"
}

// objectNouns are what a publish sends (upload-large-folder,
// push-image, publish-package).
var objectNouns = set{"artifact", "artifacts", "binaries", "binary", "build", "builds", "bundle", "bundles", "candidate", "candidates", "chart", "charts", "dataset", "datasets", "folder", "folders", "image", "images", "large", "model", "models", "package", "packages"}

// platformNouns name the platform a build is made for: a verb then one
// acts on that build (code-push release-react, deploy-ios, publish-web).
var platformNouns = set{"android", "cordova", "electron", "ios", "linux", "macos", "react", "tvos", "web", "windows"}

// venueWords are where a package or an app goes public: a store, a
// marketplace, a hub, a registry (upload_to_play_store, push-to-hub).
var venueWords = set{"appstore", "aur", "central", "chocolatey", "cocoapods", "cpan", "cran", "crates", "flathub", "galaxy", "gallery", "hackage", "hex", "hub", "marketplace", "npm", "nuget", "play", "pypi", "registry", "rubygems", "store", "testflight", "trunk", "winget"}

// toVenue reports whether the verb's word goes on to a venue
// (upload_to_testflight).
func (v *vocab) toVenue() bool {
	ps := v.parts[v.verb]
	for k := v.part + 1; k+1 < len(ps); k++ {
		if ps[k] == "to" && venueWords.has(ps[k+1]) {
			return true
		}
	}
	return false
}

// verbWord returns the verb find found.
func (v *vocab) verbWord() string { return v.parts[v.verb][v.part] }

// destroys: a destroying verb, unless its subject is the tool's own
// settings on this machine (a context, a cache, a profile); a weaker one
// (remove, rm) of a remote resource, a production one, or one the tool is
// told to delete without asking; down and clean, told not to ask or
// aimed at production.
func (v *vocab) destroys() bool {
	found, strong := v.find(vocabDestroy, vocabWeakDestroy)
	if !found {
		found, strong = v.findNested()
	}
	if !found || v.localSubject() && !v.remote && !v.prod {
		return false
	}
	if v.expired && !v.all {
		// wp transient delete --expired: only what has expired already,
		// which the tool would drop on its next read anyway.
		return false
	}
	if w := v.verbWord(); (w == "purge" || w == "invalidate") && v.pageURL && !v.all {
		// akamai purge invalidate https://…/site.css: a CDN's cached
		// copy of a page purged, fetched again from its origin.
		return false
	}
	if v.scratch && !v.prod && !v.all {
		// sf org delete scratch, an ephemeral environment torn down:
		// made to be thrown away, and expiring by itself. Not every
		// one of them (--all), nor one named production too.
		return false
	}
	switch {
	case strong:
		return true
	case v.optArg[v.verb]:
		// --operation-type remove, --mode clean: a weak verb after an
		// option written without a value is that option's value, how
		// something else is done, not the subcommand.
		return false
	case v.verbWord() == "down" || v.verbWord() == "uninstall":
		// tilt down --delete-namespaces: a teardown told to delete the
		// namespaces or volumes too, with whatever else is in them.
		return v.force || v.prod || v.remote || v.destroyNounOpt
	case v.verbWord() == "clean":
		return v.force || v.prod || v.remote
	case v.verbWord() == "empty" || v.verbWord() == "flush":
		// rq empty --all, a queue flushed: told not to ask, aimed at
		// production or a hosted place, or every one.
		return v.force || v.prod || v.remote || v.all || v.nounNear()
	case (v.verbWord() == "rm" || v.verbWord() == "remove" || v.verbWord() == "del") && v.recursive && v.remoteURL:
		// databricks fs rm -r dbfs:/mnt/data: a tree of a remote
		// filesystem.
		return true
	}
	// sst remove --stage production: the tool's whole deployment there.
	return v.nounNear() && (v.force || v.remote || v.prod || v.verb > 0) || v.verb == 0 && v.prod
}

// findNested finds a strong destroying verb one word deeper than find
// reads, after a word naming a hosted resource: a CLI's group, its
// subgroup, the resource and the verb (doctl compute domain records
// delete, doctl kubernetes cluster node-pool delete).
func (v *vocab) findNested() (found, isStrong bool) {
	for i := 1; i < len(v.words); i++ {
		if v.rank(i) != 3 || v.valueOf[i] || v.optArg[i] || v.valueOf[i-1] || v.optArg[i-1] || !slices.ContainsFunc(v.parts[i-1], remoteNouns.has) {
			continue
		}
		for j, p := range v.parts[i] {
			if vocabDestroy.has(p) && v.verbPart(v.parts[i], j) {
				v.verb, v.part, v.strong = i, j, true
				return true, true
			}
		}
	}
	return false, false
}

// endOptVerbs end what a command's operands name when given as a switch
// of their own in place of a subcommand (salt-cloud --destroy VM,
// tarsnap --nuke); not delete, purge or drop, which more often qualify
// another step (rsync --delete, apt-get remove --purge, mongorestore
// --drop).
var endOptVerbs = set{"decommission", "deprovision", "destroy", "nuke", "teardown", "terminate"}

// reimageVerbs install a server again from an image (hcloud server
// rebuild, az vm reimage, vultr-cli instance reinstall): its disk
// replaced, every byte written since gone. machineNouns are what they
// act on; a local build's rebuild (npm rebuild node-sass) names none
// before the verb.
var (
	reimageVerbs = set{"rebuild", "reimage", "reinstall"}
	machineNouns = set{"droplet", "droplets", "instance", "instances", "linode", "linodes", "machine", "machines", "node", "nodes", "server", "servers", "vm", "vms", "vmss"}
)

// reimages reports whether a reimaging verb (reimageVerbs) among the
// first three words follows a machine noun (server rebuild,
// droplet-action rebuild), and sets v.verb to it.
func (v *vocab) reimages() bool {
	machine := false
	for i, ps := range v.parts {
		if v.rank(i) > 2 {
			break
		}
		if v.valueOf[i] || v.optArg[i] {
			continue
		}
		for j, p := range ps {
			if machine && reimageVerbs.has(p) {
				v.verb, v.part = i, j
				return true
			}
			machine = machine || machineNouns.has(p)
		}
	}
	return false
}

// deletionGuardOff reports whether an option, its name's parts and its
// value, switches off a resource's guard against deletion: deletion or
// termination protection negated (--no-deletion-protection,
// --no-enable-termination-protection, --deletion-protection-enabled=false)
// or the API termination it disables allowed again
// (--no-disable-api-termination).
func deletionGuardOff(parts []string, hasValue bool, value string) bool {
	if !slices.Contains(parts, "deletion") && !slices.Contains(parts, "termination") {
		return false
	}
	guard := slices.Contains(parts, "protection") || slices.Contains(parts, "disable")
	negated := parts[0] == "no"
	if slices.Contains(parts, "disable") {
		// --disable-api-termination=false, --no-disable-api-termination:
		// termination allowed.
		return guard && (negated || hasValue && offValue(value))
	}
	return guard && (negated != (hasValue && offValue(value)))
}

// onValues switch a KEY=VALUE argument on.
var onValues = set{"1", "true", "yes"}

// endsByOption: no subcommand word is a verb that destroys, an option is
// one that ends what the operands name (endOptVerbs), and the tool is
// told not to ask or the target is production's.
func (v *vocab) endsByOption() bool {
	if !v.endOpt || !v.force && !v.prod {
		return false
	}
	found, _ := v.find(vocabDestroy, vocabWeakDestroy)
	return !found
}

// wholeDBVerb reports whether one of the first two words is a verb that
// empties a database and nothing more (reset, drop, wipe; not
// reset-password, nor refresh, a view's or a cache's too), and sets
// v.verb to it.
func (v *vocab) wholeDBVerb() bool {
	for i, ps := range v.parts {
		if v.rank(i) > 1 {
			break
		}
		if !v.valueOf[i] && len(ps) == 1 && dbVerbs.has(ps[0]) && ps[0] != "refresh" {
			v.verb, v.part = i, 0
			return true
		}
	}
	return false
}

// remoteDBURL reports whether w is a database's URL (readDBURL) whose
// host is not this machine's alone, or is known only at run time.
func remoteDBURL(w string) bool {
	u, ok := readDBURL(w)
	return ok && !u.onLoopback()
}

// retractVerbs take back what a registry serves (npm unpublish, cargo
// yank, nuget unlist, hex.retire): no tool names a local step by them.
// regNouns are a registry's entry in the tool's own settings (dotnet
// nuget remove source, conan remote remove): removed, it is forgotten
// here.
var (
	retractVerbs = set{"deprecate", "retire", "retract", "unlist", "unpublish", "unrelease", "yank"}
	regNouns     = set{"feed", "feeds", "mirror", "mirrors", "remote", "remotes", "source", "sources"}
	deviceNouns  = set{"device", "devices"}
)

// retracts: a retracting verb, or a delete of a package's version (an
// operand 2.0.1, pkg@1.2, acme/*) from a registry that is named (an
// option --source, --registry or --remote, or a registry's name among
// the words: nuget delete, yarn npm rm), not one on this machine.
func (v *vocab) retracts() bool {
	if v.localReg || v.undo || v.hasPart(deviceNouns) {
		return false // a device retired is no version a registry serves (Intune's retire: infra.device)
	}
	if found, _ := v.find(retractVerbs, nil); found {
		return true
	}
	if found, _ := v.find(vocabDestroy, vocabWeakDestroy); !found || v.hasPart(localNouns) || v.hasPart(regNouns) {
		return false
	}
	return v.registry || v.version && (v.store || v.hasPart(venueWords))
}

// localRegistry reports whether a registry's option value names one on
// this machine: a path (./feed, C:\\packages) or a loopback address
// (http://localhost:4873).
func localRegistry(w string) bool {
	if localPath(w) {
		return true
	}
	_, rest, ok := strings.Cut(w, "://")
	host, _, _ := strings.Cut(rest, "/")
	return ok && loopbackHost(host)
}

// versionRef reports whether an operand names a version of a package:
// a version (2.0.1, v1.4), one after a name (pkg@1.2, @acme/ui@3.0.0,
// acme/1.2) or every version of one (acme/*).
func versionRef(w string) bool {
	if i := strings.LastIndexAny(w, "@/"); i > 0 && i < len(w)-1 {
		if w[i+1] == '*' && i+2 == len(w) {
			return true
		}
		w = w[i+1:]
	}
	w = strings.TrimPrefix(w, "v")
	dots := 0
	for i := 0; i < len(w); i++ {
		switch {
		case w[i] == '.':
			dots++
		case w[i] >= '0' && w[i] <= '9':
		case dots > 0 && (w[i] == '-' || w[i] == '+' || isAlnum(w[i])):
			// 1.2.0-rc1, 1.0.0+build
		default:
			return false
		}
	}
	return dots > 0 && w[0] >= '0' && w[0] <= '9'
}

// includeVerbs put a package file into a repository (reprepro
// includedeb, freight add, aptly repo add, repo-add): the files of a
// package manager's repository, which its users install from; a package
// manager's own add installs (they are vocabTools or roleDataWords).
var includeVerbs = set{"add", "import", "include", "includedeb", "includedsc", "includeudeb"}

// addsPackage: a verb of includeVerbs and a package file among the
// operands (artifactExts, a Debian upload's .changes or .dsc).
func (v *vocab) addsPackage() bool {
	found, _ := v.find(includeVerbs, nil)
	return found && v.artifact && !v.localReg
}

// rollbackVerbs undo migrations; firstVersions name the state before
// the first (goose down-to 0, alembic downgrade base, sqlx migrate revert
// --target-version 0, migrate down -all).
var (
	rollbackVerbs = set{"down", "downgrade", "revert", "rollback", "undo"}
	firstVersions = set{"0", "@root", "all", "base", "zero"}
)

// gcVerbs collect garbage: they delete what nothing references any more
// (dvc gc, lakectl gc, oras… prune); gcLocal are the stores of this
// machine they may clean without loss (pnpm store prune, nix store gc).
var (
	gcVerbs = set{"garbage-collect", "gc", "prune", "vacuum"}
	gcLocal = set{"store", "stores"}
)

// collects: a garbage collection told not to ask (dvc gc -w -c -f):
// the data of other branches, commits or experiments, perhaps its only
// copy, deleted; not of a cache or a store of this machine.
func (v *vocab) collects() bool {
	found, _ := v.find(gcVerbs, nil)
	return found && (v.force || v.prod) && !v.hasPart(localNouns) && !v.hasPart(gcLocal)
}

// emptiesDB: a database's tables dropped or its rows emptied, as
// migration tools and frameworks say it (db:drop, ecto.reset,
// schema:drop, database reset, migrate:fresh, migrate:undo:all, migrate
// APP zero, downgrade base, rollback --all).
func (v *vocab) emptiesDB() bool {
	if v.dbNamed && !v.hasPart(dbNouns) && v.wholeDBVerb() {
		// open5gs-dbctl --db_uri=mongodb://udr-db01/open5gs reset: a
		// tool of one database, told its URL, and a verb that empties
		// it written as the whole subcommand.
		return true
	}
	if !v.hasPart(dbNouns) && !v.hasPart(set{"downgrade", "revert", "rollback", "undo"}) {
		return false
	}
	if v.downOpt && (v.all || v.hasPart(firstVersions)) {
		return true
	}
	for i, ps := range v.parts {
		if v.rank(i) > 3 {
			break
		}
		for j, p := range ps {
			rest := slices.Concat(ps[j+1:], slices.Concat(v.parts[i+1:]...))
			switch {
			case dbVerbs.has(p) && v.hasPart(dbNouns),
				rollbackVerbs.has(p) && (v.all || slices.ContainsFunc(rest, firstVersions.has)),
				p == "migrate" && (slices.Contains(rest, "zero") || slices.Contains(rest, "0")),
				// db:schema:load, db:structure:load: tables made again
				// from the schema file, their rows gone.
				(p == "schema" || p == "structure") && len(rest) > 0 && rest[0] == "load":
				v.verb, v.part = i, j
				return true
			}
		}
	}
	return false
}

// migrateWords run a database's migrations; migrationNouns name them,
// run by a verb after them (diesel migration run, typeorm
// migration:run, doctrine:migrations:migrate).
var (
	migrateWords   = set{"migrate"}
	migrationNouns = set{"migration", "migrations"}
)

// deploysIn is deploys with production named elsewhere (envProdName).
func (v *vocab) deploysIn(prod bool) bool {
	v.prod = v.prod || prod
	return v.deploys(false)
}

// envTargetParts are the parts of a variable's name that make it name
// where a framework or a tool works (RAILS_ENV, MIX_ENV, APP_ENV,
// ASPNETCORE_ENVIRONMENT, STAGE, DATABASE_URL, DB_HOST,
// DJANGO_SETTINGS_MODULE, SPRING_PROFILES_ACTIVE), the database a
// migration tool connects to (GOOSE_DBSTRING, MONGO_URI,
// SQL_CONNECTION, SQITCH_TARGET), or the server a client sends its
// changes to (NOMAD_ADDR, VAULT_ADDR, CONSUL_HTTP_ADDR, an API's
// ENDPOINT).
var envTargetParts = set{"addr", "address", "conn", "connection", "connstr", "database", "db", "dbstring", "dburl", "dsn", "endpoint", "env", "environment", "host", "module", "profile", "profiles", "server", "stage", "target", "uri", "url"}

// envProdName returns the assignment of c whose variable names where
// it works (envTargetParts) and whose value names production
// (RAILS_ENV=production, DATABASE_URL=$PROD_DATABASE_URL), or "".
func envProdName(c *Command) string {
	if a := envProdAssign(c.Assigns); a != "" {
		return a
	}
	return c.prodPlace
}

// prodWord returns the first of words that names production by one of
// its parts (prodWords: web-prod-1, shop-prod, $PROD_HOST), "".
func prodWord(words []Word) string {
	for _, w := range words {
		if namesProd(strings.ToLower(w.Value)) {
			return w.Value
		}
	}
	return ""
}

// envProdAssign is envProdName of the assignments assigns.
func envProdAssign(assigns []string) string {
	for _, a := range assigns {
		name, val, ok := strings.Cut(strings.ToLower(a), "=")
		if !ok || !slices.ContainsFunc(strings.Split(name, "_"), envTargetParts.has) {
			continue
		}
		for f := range strings.FieldsFuncSeq(val, notAlnum) {
			if prodPart(f) {
				return a
			}
		}
	}
	return ""
}

// actionOpts are options whose value is what the command does
// (BuildPatchTool -mode=UploadBinary, sqlpackage /Action:Publish).
var actionOpts = set{"action", "mode", "operation", "verb"}

// actionWords returns the values of args' action options (actionOpts:
// -mode=V, --action V, /Action:V as Windows tools write them) that name
// a deploy (UploadBinary, Publish): the command's subcommand words. A
// mode naming a build's configuration (--mode production) is none.
func actionWords(args []Word) []Word {
	var out []Word
	for i, a := range args {
		if !a.Literal || len(a.Value) < 3 || a.Value[0] != '-' && a.Value[0] != '/' {
			continue
		}
		name, val, ok := strings.Cut(strings.TrimLeft(a.Value, "-/"), "=")
		if !ok {
			name, val, ok = strings.Cut(name, ":")
		}
		if !actionOpts.hasLower(name) {
			continue
		}
		if !ok {
			if i+1 >= len(args) || !args[i+1].Literal {
				continue
			}
			val = args[i+1].Value
		}
		if slices.ContainsFunc(splitParts(val), func(p string) bool {
			return p != "release" && (vocabDeploy.has(p) || p == "upload" || p == "push")
		}) {
			out = append(out, Word{Value: val, Literal: true})
		}
	}
	return out
}

// deploys: publish; a deploy verb aimed anywhere but a preview or a
// staging target (the worst reading of a deploy whose target the guard
// cannot see is production); a weaker one (push, apply, update) with a
// production target, a hosted project named, review skipped, or a
// package file or a registry; a task named by a deploy word in a task
// runner (the worst reading of a task whose body is not in view).
func (v *vocab) deploys(runner bool) bool {
	if runner {
		// The task is the first word (nx deploy web) or follows run
		// (turbo run deploy); nx release publish is a release's last step.
		v.verb, v.part = 0, 0
		if len(v.words) > 1 && (v.words[0] == "run" || v.words[0] == "release" || v.words[0] == "run-many") {
			v.verb = 1
		}
		v.parts[v.verb] = []string{v.words[v.verb]}
		return v.words[v.verb] != "release" && taskDeploys(v.words[v.verb])
	}
	if v.public {
		// kaggle datasets create --public: made public as it is made.
		if found, _ := v.find(publicVerbs, nil); found {
			return true
		}
	}
	if v.pushDest && !v.noPush {
		// An image built and pushed to the hub its destination names.
		if found, _ := v.find(vocabDeploy, vocabWeakDeploy); !found {
			v.verb, v.part = 0, 0
		}
		return true
	}
	if v.uploadOpt && (v.artifact || v.uploadBuild) {
		if found, _ := v.find(vocabDeploy, vocabWeakDeploy); !found {
			v.verb, v.part = 0, 0
		}
		return true
	}
	if found, _ := v.find(copyVerbs, nil); found && v.tagged {
		// regctl image copy app:1 ghcr.io/acme/app:1: copied onto a hub.
		return true
	}
	if v.publishOpt {
		if found, _ := v.find(vocabDeploy, vocabWeakDeploy); !found {
			v.verb, v.part = 0, 0
		}
		return len(v.parts[0]) > 0
	}
	if found, _ := v.find(pipelineVerbs, nil); found && v.deployName && !v.nonProd {
		// spin pipeline execute --name deploy-prod, jenkins-cli build
		// deploy-prod: a pipeline or a job run, named as production's
		// deploy.
		return true
	}
	if found, _ := v.find(installVerbs, nil); found && v.prodPlace {
		// sf package install --target-org prod: a package installed
		// into production's org or environment.
		return true
	}
	if found, _ := v.find(cutoverVerbs, nil); found && v.part == 0 && v.hasPart(trafficNouns) && !v.reads {
		// The verb begins its word (update-traffic, not record-set).
		// aws route53 change-resource-record-sets, gcloud run services
		// update-traffic, aws elbv2 modify-listener: what serves
		// users' requests switched, live at once; a slot swap puts
		// one into production whatever it names.
		return v.verbWord() == "swap" || v.prod || !v.nonProd
	}
	if found, _ := v.find(swapVerbs, nil); found && v.prod && !v.reads {
		// eb swap acme-blue --destination_name acme-prod, acmectl swap
		// --slot production: two environments exchanged, one of them
		// production's, whatever the other is called (a blue/green
		// switch: the other's build serves users at once). Its tool's
		// specs of other verbs (eb deploy) leave it unjudged.
		v.strong = true
		return true
	}
	for i, ps := range v.parts {
		// aws lambda update-alias --name prod, one word: the alias
		// production calls pointed at another version, live at once.
		// An alias of a shell or a cmdlet's (Set-Alias) is a word
		// of its own; an alias named without production (--name
		// staging, --name v2) is left to its specs.
		if v.rank(i) > 2 {
			break
		}
		if !v.valueOf[i] && len(ps) == 2 && cutoverVerbs.has(ps[0]) && aliasNouns.has(ps[1]) && !v.reads {
			v.verb, v.part = i, 0
			return v.prod
		}
	}
	for i, ps := range v.parts {
		// heroku config:set X=1 -a shop-prod, fly secrets set -a
		// shop-prod, vercel env add X production: an app's settings
		// changed where production is named, a new release of it (the
		// app restarted with them). A tool's own configuration is
		// config set, two words (npm config set): not read here.
		if v.rank(i) > 2 {
			break
		}
		if v.valueOf[i] || v.reads {
			continue
		}
		colon := len(ps) == 2 && (ps[0] == "config" || settingNouns.has(ps[0])) && settingVerbs.has(ps[1])
		split := len(ps) == 1 && settingNouns.has(ps[0]) && i+1 < len(v.parts) && !v.valueOf[i+1] && len(v.parts[i+1]) == 1 && settingVerbs.has(v.parts[i+1][0])
		if colon || split {
			v.verb, v.part = i, len(ps)-1
			if split {
				v.verb, v.part = i+1, 0
			}
			return v.prod
		}
	}
	if found, _ := v.find(moneyVerbs, nil); found && v.prod && !v.nonProd {
		// stripe refunds create --charge ch_1 --live, stripe invoices
		// pay in_1 --live: real money moved in a payment service's live
		// mode; the resource is the word before the verb (refunds
		// create) or the rest of the verb's own (create-refund).
		ps := v.parts[v.verb]
		if v.part+1 < len(ps) && moneyNouns.has(ps[len(ps)-1]) || v.part == 0 && v.verb > 0 && !v.valueOf[v.verb-1] && moneyNouns.has(v.parts[v.verb-1][len(v.parts[v.verb-1])-1]) {
			return true
		}
	}
	if v.prod && !v.nonProd && len(v.words) > 1 && requestVerbs.has(v.words[0]) && !v.optArg[0] && strings.HasPrefix(v.words[1], "/") && !readPostPath(v.words[1], nil) {
		// stripe post /v1/refunds --live: a CLI whose subcommand is a
		// request's method and whose operand the API's path, in live
		// mode; the path names the payment's resource, as an HTTP
		// client's does (apiMoney).
		for w := range nameWordSeq(v.words[1]) {
			if moneyNouns.has(w) || w == "capture" || w == "captures" {
				return true
			}
		}
	}
	if found, _ := v.findWithin(startVerbs, nil, 0, 3); found && v.nounNearIn(deployNouns) {
		// doctl apps create-deployment, render deploys create, aws
		// deploy create-deployment: a deploy made as a thing created;
		// its verb may follow three words of groups (az iot edge
		// deployment create).
		return v.prod || !v.nonProd
	}
	found, strong := v.find(vocabDeploy, vocabWeakDeploy)
	if !found {
		return false
	}
	if v.verbWord() == "run" {
		// fastlane run upload_to_testflight: the action run is the verb.
		run := v.verb
		if again, s := v.findFrom(vocabDeploy, vocabWeakDeploy, run+1); again {
			strong = s
		} else {
			v.verb, v.part = run, 0
		}
	}
	w := v.verbWord()
	switch {
	case w == "publish":
		// A contract published to a chain's test network (aptos move
		// publish --profile devnet) is a rehearsal.
		return !v.testChain
	case w == "run":
		// nomad job run, nomad run api.nomad.hcl: a job's or a
		// manifest's file run by the scheduler production names; brownie
		// run scripts/deploy.py --network mainnet: a script's
		// transactions sent to a public chain.
		// diesel migration run, typeorm migration:run: a database's
		// migrations applied where production is named.
		return v.prod && (v.verb > 0 && (remoteNouns.has(v.words[v.verb-1]) || migrationNouns.has(v.words[v.verb-1])) || v.part > 0 && migrationNouns.has(v.parts[v.verb][v.part-1]) ||
			v.verb+1 < len(v.words) && jobFile(v.words[v.verb+1]) || v.network)
	case w == "promote" && v.hasPart(pipelineNouns):
		// heroku pipelines:promote -a shop-staging: along a pipeline,
		// what a stage runs moved on to the next, production, whatever
		// stage is named (a canary promoted within staging is not).
		return true
	case strong:
		return v.prod || !v.nonProd
	case (w == "push" || w == "upload") && (v.toVenue() || v.venueName):
		// hackage-cli push-candidate, a registry's own CLI: its push is
		// to the registry.
		// As strong as publish: no spec of the tool's weak verbs says
		// otherwise (fastlane run upload_to_play_store).
		v.strong = true
		return true
	case (w == "push" || w == "upload") && (v.artifact || v.registry || v.hubDest(w) || v.channel || v.sendsBuild()), w == "upload" && v.store:
		// A push to a named remote syncs versioned data (dvc push -r
		// s3store, as git push does); a package file or a registry
		// named, a release channel, or an upload to a remote, is a
		// release.
		return true
	case (w == "apply" || w == "up" || w == "sync" || w == "push") && v.force && !v.nonProd:
		return true
	case (w == "push" || w == "upload" || w == "update" || w == "sync" || w == "deploy") && v.live:
		// stencil push --activate: made the live theme as it is pushed.
		return true
	case w == "activate" && v.hasPart(versionNouns) && !v.nonProd:
		// fastly service-version activate: a service's configuration
		// version made the one serving.
		return true
	}
	return v.prod || v.remote && v.verb > 0 && remoteNouns.has(v.words[v.verb-1])
}

// sendsToAll reports whether the subcommand words hold a sending verb
// (send, broadcast: newsletter:send, send-bulk-email) and name a group
// of recipients (bulk, campaign, segment, newsletter, mass) that is not
// a test one.
func (v *vocab) sendsToAll() bool {
	send, group := false, false
	for i, ps := range v.parts {
		if v.rank(i) > 2 || v.valueOf[i] {
			break
		}
		for _, p := range ps {
			send = send || messageVerbs.has(p) || scheduleVerbs.has(p)
			group = group || bulkNouns.has(p)
		}
	}
	return send && group && !v.nonProd
}

// postsMessage reports whether the subcommand words hold a verb that
// sends or posts a message (send, post, notify, say: slack chat send,
// mattermost post create).
func (v *vocab) postsMessage() bool {
	for i, ps := range v.parts {
		if v.rank(i) > 2 || v.valueOf[i] {
			break
		}
		for _, p := range ps {
			if messageVerbs.has(p) || postVerbs.has(p) {
				return true
			}
		}
	}
	return false
}

// postVerbs post a message to a chat (with messageVerbs).
var postVerbs = set{"notify", "post", "say"}

// messageVerbs send a message; scheduleVerbs send it at a time set
// (mailchimp campaigns schedule ID: the campaign goes out then, to its
// whole list, with no one left to ask); bulkNouns name a group of its
// recipients.
var (
	messageVerbs  = set{"broadcast", "send"}
	scheduleVerbs = set{"schedule"}
	bulkNouns     = set{"blast", "broadcast", "broadcasts", "bulk", "campaign", "campaigns", "newsletter", "newsletters", "segment", "segments"}
)

// jobFile reports whether w names a file describing a job or a service
// for a scheduler or an orchestrator (api.nomad.hcl, web.nomad,
// app.yaml, task.json), not a program run here.
func jobFile(w string) bool {
	for _, ext := range []string{".hcl", ".nomad", ".yaml", ".yml", ".json", ".toml"} {
		if strings.HasSuffix(w, ext) {
			return true
		}
	}
	return false
}

// Options that publish: --publish, --submit (wingetcreate update
// --submit), --distribute_external, --push; not those naming where or
// what (hugo --publishDir, --push-timeout).
var (
	pubOptVerbs = set{"distribute", "publish", "push", "submit"}
	// pubOffValues are the values of a publishing option that keep what
	// is built here (--publish=never, --push=false); pubOffModes those
	// of them read as its value when they are the next word (--publish
	// never): a mode's name, never a boolean, which a flag taking none
	// would leave as an operand (ko build --push false pushes).
	pubOffValues = set{"0", "disabled", "false", "never", "no", "none", "off"}
	pubOffModes  = set{"disabled", "never", "none", "off"}
	pubOptValues = set{"config", "delay", "dir", "directory", "file", "folder", "format", "host", "interval", "message", "msg", "name", "path", "port", "ports", "retries", "retry", "timeout", "url"}
	// visibilityOpts take public or private (--visibility public,
	// --access public, --acl public-read).
	visibilityOpts = set{"access", "acl", "audience", "privacy", "scope", "visibility"}
	// publicVerbs make or send what an option makes public.
	publicVerbs = set{"add", "create", "deploy", "init", "new", "publish", "push", "put", "release", "share", "submit", "sync", "update", "upload", "version"}
)

// publishOption reports whether an option, by its parts (splitParts of
// its name without dashes), tells a command to publish what it makes.
func publishOption(parts []string) bool {
	if len(parts) > 1 && parts[0] == "auto" {
		parts = parts[1:] // --auto-publish, --auto-push: the same verb, done unasked
	}
	return pubOptVerbs.has(parts[0]) && (len(parts) == 1 || !pubOptValues.has(parts[len(parts)-1]))
}

// hubRef reports whether w names a repository on a hub or a registry
// rather than a file here: host/owner/name (r8.im/acme/model,
// ghcr.io/acme/app), a reference with a tag or a digest
// (acme/bot:latest), or an address of a registry's scheme (oci://…,
// library://…, hf://…). A registry on this machine (localhost:5000/x)
// is not a hub.
func hubRef(w string) bool {
	if u, ok := readURL(w); ok {
		return u.start == 0 && hubSchemes.has(u.scheme) && !loopbackHost(u.hostPort())
	}
	if localPath(w) || strings.ContainsAny(w, "\\ =*?") || !strings.Contains(w, "/") {
		return false // no host/name: one segment
	}
	segs := strings.Split(w, "/")
	if len(segs) < 2 || slices.Contains(segs, "") || loopbackHost(segs[0]) {
		return false
	}
	last := segs[len(segs)-1]
	if i := strings.LastIndexAny(last, ":@"); i > 0 && i < len(last)-1 {
		return true // acme/bot:latest, acme/app@sha256:…
	}
	host := segs[0]
	tld := host[strings.LastIndexByte(host, '.')+1:]
	return strings.Contains(host, ".") && len(tld) >= 2 && strings.Trim(tld, "abcdefghijklmnopqrstuvwxyz") == "" && !strings.Contains(last, ".")
}

// remoteStoreURL reports whether w is the address of a remote store's
// path, scheme: then a slash (dbfs:/mnt, gs://b, abfss://c@a/p), not a
// file on this machine or a drive (C:/).
func remoteStoreURL(w string) bool {
	scheme, rest, ok := strings.Cut(w, ":")
	return ok && len(scheme) > 1 && strings.HasPrefix(rest, "/") && scheme != "file" && !strings.ContainsFunc(scheme, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '+' || r == '-' || r == '.')
	})
}

// noPush reports whether an option (opt, its value) says nothing is
// pushed or published (--no-push, --skip-publish, --push=false).
func noPush(opt, value string) bool {
	return noPushParts(opt, splitParts(opt), value)
}

// noPushParts is noPush given the parts of opt.
func noPushParts(opt string, parts []string, value string) bool {
	if len(parts) > 1 && (parts[0] == "no" || parts[0] == "skip") {
		return pubOptVerbs.has(parts[1]) || parts[1] == "upload"
	}
	return pubOptVerbs.has(opt) && value == "false"
}

// runTimeRef reports whether w, a word only known at run time, is shaped
// as an image's reference with a tag ("${CI_REGISTRY_IMAGE}:${TAG}"):
// where a build is pushed.
func runTimeRef(w string) bool {
	i := strings.LastIndexByte(w, ':')
	return i > 0 && !strings.Contains(w, "://") && i > strings.LastIndexAny(w, "/") && strings.Contains(w, "$")
}

// taggedRef reports whether a hub's reference w names a tag or a digest
// (ghcr.io/acme/app:1, acme/app@sha256:…).
func taggedRef(w string) bool {
	last := w[strings.LastIndexByte(w, '/')+1:]
	i := strings.LastIndexAny(last, ":@")
	return i > 0 && i < len(last)-1
}

// Where a build goes: destOpts name the hub an image builder pushes to;
// channelOpts a release channel an upload goes out on (charmcraft upload
// --release edge); copyVerbs copy a reference onto another hub.
var (
	destOpts     = set{"dest", "destination"}
	channelOpts  = set{"channel", "channels", "release", "track"}
	channelWords = set{"beta", "candidate", "edge", "latest", "production", "public", "stable"}
	copyVerbs    = set{"copy", "cp", "mirror"}
)

// hubSchemes are the schemes of registries' and hubs' addresses.
var hubSchemes = set{"docker", "hf", "library", "oci", "oras", "shub"}

// ownerName reports whether w is shaped as a hub's repository, owner/name
// (acme/llm-7b), not a file's path: two names, no dot in the owner, no
// extension.
func ownerName(w string) bool {
	owner, name, ok := strings.Cut(w, "/")
	if !ok || localPath(w) || strings.Contains(name, "/") || strings.Contains(owner, ".") || strings.Contains(name, ".") {
		return false
	}
	return owner != "" && name != "" && !strings.ContainsFunc(w, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '/')
	})
}

// hubDest reports whether a push or an upload (verb w) goes to a hub: an
// operand names a repository on one, or an upload names a local source
// and an owner/name repository (huggingface-cli upload acme/model
// ./out).
func (v *vocab) hubDest(w string) bool {
	return !v.private && (v.hub || w == "upload" && v.ownerName && v.localOp)
}

// sendsBuild reports whether the verb's own word goes on to name a
// build sent (upload-quest-build, UploadBinary, push-package).
func (v *vocab) sendsBuild() bool {
	return slices.ContainsFunc(v.parts[v.verb][v.part+1:], buildNouns.has)
}

// buildNouns name a product's build; liveOpts make what a push sends
// live as it lands (--activate, --live, --promote); versionNouns, what
// an activate makes serve; pipelineVerbs run a pipeline or a job.
var (
	buildNouns    = set{"app", "binaries", "binary", "build", "builds", "bundle", "package", "packages"}
	liveOpts      = set{"activate", "go-live", "live", "make-live", "promote", "set-live"}
	versionNouns  = set{"version", "versions"}
	pipelineVerbs = set{"build", "execute", "invoke", "run", "start", "trigger"}
)

// prodDeployName reports whether w names production's deploy or
// release (deploy-prod, release_production): a pipeline's or a job's
// name.
func prodDeployName(w string) bool {
	prod := false
	for f := range strings.FieldsFuncSeq(w, notAlnum) {
		prod = prod || prodWords.has(f)
	}
	return prod && taskDeploys(w)
}

// taskDeploys reports whether a task or target name (deploy, web:deploy,
// //deploy:push_prod, publish) names a release: a deploy word among its
// parts, or a push or sync to production.
func taskDeploys(w string) bool {
	parts := strings.FieldsFunc(w, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	deploy, push, prod, nonProd, check := false, false, false, false, false
	for _, p := range parts {
		switch {
		case p == "deploy" || p == "publish" || p == "release" || p == "ship":
			deploy = true
		case vocabWeakDeploy.has(p):
			push = true
		case prodWords.has(p):
			prod = true
		case taskCheckWords.has(p):
			check = true
		case nonProdWord(p):
			nonProd = true
		}
	}
	if prod {
		return deploy || push
	}
	// deploy-dry-run, deploy:check, deploy-staging: a check of a deploy,
	// or one aimed at a target that is not production, by its name.
	return deploy && !check && !nonProd
}

// dryRunName reports whether a variable given to a task runner (its
// name, lowercase) asks for a dry run when set (dryRunValue): DRY_RUN,
// DRYRUN, NOOP.
func dryRunName(name string) bool {
	parts := strings.FieldsFunc(name, notAlnum)
	return slices.Equal(parts, []string{"dry", "run"}) || slices.Equal(parts, []string{"dryrun"}) || slices.Equal(parts, []string{"noop"})
}

// dryRunValue reports whether a dry-run variable's value (lowercase)
// turns it on: DRY_RUN=1, DRYRUN=true, NOOP=yes.
func dryRunValue(value string) bool {
	return value != "" && value != "0" && value != "false" && value != "no" && value != "off"
}

// taskCheckWords in a task's name make it a check of what the other
// words name (deploy-dry-run, release:check, deploy-diff, plan-deploy).
// Words, not specs: a task is the project's own (a make target, an npm
// script, a just recipe), named by its authors, which no spec can
// describe; its name's words are what is known of it.
var taskCheckWords = set{"check", "diff", "dry", "dryrun", "help", "lint", "noop", "plan", "simulate", "validate", "verify", "whatif"}

// hasFamilySpec reports whether name has a spec of family fam whose
// subcommand words hold one of the verbs (any, when none are given): then
// those specs alone judge its commands of that kind (helm uninstall is
// spec'd, and helm repo remove is local), while a tool spec'd for other
// changes (wrangler d1 execute) is still read for deletes.
func hasFamilySpec(name, fam string, verbs, weak set) bool {
	return hasFamilySpecIn(name, "", fam, verbs, weak)
}

// switchOpt reports whether opt, an option's name, is a switch in any
// tool, never followed by its value: the output's detail (--verbose,
// --debug, --trace, -v), the question switched off (--force, --yes),
// quiet and insecure modes, a --no-X. The word after it is the
// command's (doctl compute droplet --trace rm), not the option's.
func switchOpt(opt string) bool {
	return cliShowWords.has(opt) || forceOpts.has(opt) || switchOpts.has(opt) || strings.HasPrefix(opt, "no-")
}

// switchOpts are switchOpt's names beyond cliShowWords and forceOpts.
var switchOpts = set{"insecure", "q", "quiet", "silent"}

// hasFamilySpecIn is hasFamilySpec for a command whose first subcommand
// word is group: a spec of another group of a CLI made of services (aws
// s3 sync, gcloud app deploy) says nothing of this group's commands (aws
// ecs update-service, gcloud run services update-traffic), nor does a
// spec of every group's one verb (doctl * delete) of another verb
// (doctl compute droplet rm, its alias): the words those specs do not
// describe are read as any tool's (fly machines rm, argocd cluster rm,
// supabase storage rm -r). A spec of one word (helm upgrade, helm
// uninstall, fly deploy) speaks for the whole tool's verbs of its kind.
// With no verbs asked, a spec speaks for its own group only, or for the
// whole tool when it is the tool's (vercel): a spec of wrangler deploy
// says nothing of wrangler r2 object put, nor dotnet publish of dotnet
// nuget push. An empty group is any.
func hasFamilySpecIn(name, group, fam string, verbs, weak set) bool {
	found := false
	eachEntry(name, func(s *spec, subs string) {
		if found || !strings.HasPrefix(s.rule, fam+".") || group != "" && strings.Contains(subs, " ") && !strings.HasPrefix(subs, group+" ") {
			return
		}
		if verbs == nil && group != "" && subs != "" && subs != group && !strings.HasPrefix(subs, group+" ") {
			return
		}
		if verbs == nil {
			found = true
		}
		for w := range strings.FieldsSeq(subs) {
			if verbs.has(w) || weak.has(w) {
				found = true
			}
		}
	})
	return found
}

// publishVerb is a broker client's verb of a message sent.
var publishVerb = set{"publish"}

// brokerClient reports whether name is a message broker's client: the
// changes its specs judge are a queue's deletes and purges (infra.queue:
// rabbitmqadmin delete queue, purge queue), and nothing else, as a
// cloud's CLI's (aws sqs purge-queue beside aws sns publish) would.
func brokerClient(name string) bool {
	queue, other := false, false
	eachEntry(name, func(s *spec, _ string) {
		queue = queue || s.rule == "infra.queue"
		other = other || s.rule != "" && s.rule != "infra.queue"
	})
	return queue && !other
}

// leadWord returns the first of args that is not an option, "" when
// there is none: a command's subcommand group, as far as it can be told
// without its options' spec.
func leadWord(args []Word) string {
	for _, a := range args {
		if !strings.HasPrefix(a.Value, "-") {
			return a.Value
		}
	}
	return ""
}

// group returns the first of the subcommand words that follows no
// option (aws --region X ecs update-service: ecs), "" when there is
// none.
func (v *vocab) group() string {
	for i, w := range v.words {
		if !v.optArg[i] && !v.valueOf[i] {
			return w
		}
	}
	return ""
}

// scriptCLI returns c as the command line interface it runs when that is
// a project's script or a tool's plugin with subcommands of its own:
// python manage.py migrate app zero is django-admin's migrate (manage.py
// is the project's django-admin), dotnet ef database drop is dotnet-ef's,
// php artisan migrate Laravel's artisan's.
func scriptCLI(c *Command) (*Command, bool) {
	name := pubName(lowerName(c))
	var cliName string // c is copied only for a match: a Command is large
	var cliArgs []Word
	switch {
	case name == "dotnet" && len(c.Args) > 0 && c.Args[0].Value == "ef":
		cliName, cliArgs = "dotnet-ef", c.Args[1:]
	case strings.HasPrefix(name, "php") && len(c.Args) > 0 && phpConsoles.has(path.Base(strings.ReplaceAll(c.Args[0].Value, "\\", "/"))):
		// php artisan migrate --force: Laravel's artisan; php
		// bin/console doctrine:migrations:migrate: Symfony's console;
		// Magento's, Yii's, CodeIgniter's, Craft's, CakePHP's.
		cliName, cliArgs = path.Base(strings.ReplaceAll(c.Args[0].Value, "\\", "/")), c.Args[1:]
	case strings.HasPrefix(name, "py") && pubPython.get().MatchString(name): // not compiled for every command
		// Its program file, read through the interpreter's spec (python
		// -W ignore manage.py flush: -W takes a value).
		if f := interpreterFile(c); f != nil && path.Base(strings.ReplaceAll(f.Value, "\\", "/")) == "manage.py" {
			for i := range c.Args {
				if &c.Args[i] == f {
					cliName, cliArgs = "django-admin", c.Args[i+1:]
				}
			}
		}
	}
	if cliName == "" {
		return nil, false
	}
	cli := *c
	cli.Name, cli.Args = cliName, cliArgs
	// Named by its words, not as a file or a cmdlet would be.
	cli.Word0 = Word{Value: strings.ReplaceAll(cli.Name, "-", " "), Literal: true}
	return &cli, true
}

// phpConsoles are the PHP frameworks' command-line scripts, run by php
// (php artisan, php bin/console, php bin/magento, php yii, php spark,
// php craft, php bin/cake).
var phpConsoles = set{"artisan", "cake", "console", "craft", "magento", "spark", "yii"}

// moduleCLI returns c as the command line of the module it runs when c
// is an interpreter's python -m MODULE ARGS…: the module's own command
// (python -m pip config set … is pip config set …), when a spec knows
// it.
func moduleCLI(c *Command) (*Command, bool) {
	name := pubName(lowerName(c))
	if !strings.HasPrefix(name, "py") || !pubPython.get().MatchString(name) {
		return nil, false
	}
	for i, a := range c.Args {
		switch {
		case a.Value == "-m" && i+1 < len(c.Args):
			cli := *c
			cli.Name, cli.Args = c.Args[i+1].Value, c.Args[i+2:]
			cli.Word0 = Word{Value: cli.Name, Literal: c.Args[i+1].Literal}
			if s, _ := lookupSpec(&cli); s == nil {
				return nil, false
			}
			return &cli, true
		case !strings.HasPrefix(a.Value, "-") || a.Value == "-c":
			return nil, false // a program file or code: not a module
		}
	}
	return nil, false
}

// testDB reports whether c is a framework (spec.testEnv) told by its
// environment or its own options to work on its test database
// (RAILS_ENV=test, MIX_ENV=test, knex migrate:rollback --env test,
// manage.py migrate --settings=config.settings.test), and told its
// database's place nowhere else.
func testDB(c *Command) bool {
	s := testEnvSpec(c)
	if s == nil {
		return false
	}
	e := s.extra().testEnv
	assigns := envAssigns(c)
	p := parseArgs(s, c.Args)
	if dbNamedElsewhere(c, assigns) || p.hasAny(e.dbOpts) {
		return false
	}
	// Every variable of the framework given names the test environment
	// too: another one decides where it works (RACK_ENV=test
	// RAILS_ENV=production, RAILS_ENV=production rails db:drop -e test).
	test := false
	named := func(names wordList, name string) bool {
		for v := range names.all() {
			if strings.EqualFold(v, name) {
				return true
			}
		}
		return false
	}
	for _, a := range assigns {
		name, val, _ := strings.Cut(a, "=")
		switch {
		case named(e.modules, name):
			val = val[strings.LastIndexByte(val, '.')+1:] // DJANGO_SETTINGS_MODULE=app.settings.test
		case !named(e.vars, name):
			continue
		}
		if !testEnvName(val) {
			return false
		}
		test = true
	}
	// Every option given names the test environment, exactly.
	for _, o := range p.opts {
		val := o.value
		switch {
		case e.modules.has(o.name):
			val = val[strings.LastIndexByte(val, '.')+1:] // a module: config.settings.test
		case !e.opts.has(o.name):
			continue
		}
		if !o.hasValue || !o.literal || !testEnvName(val) {
			return false // another environment, or one known only at run time
		}
		test = true
	}
	return test
}

// testEnvSpec returns the spec of c that is a framework told its
// environment (spec.testEnv), or nil.
func testEnvSpec(c *Command) *spec {
	c2 := *c
	c2.Name = pubName(lowerName(c))
	var s *spec
	eachSpec(&c2, func(t *spec, _ []Word) {
		if s == nil && t.extra().testEnv != nil {
			s = t
		}
	})
	return s
}

// envAssigns returns c's assignments and, as rake and rails take the
// variable as an argument too (rails db:reset RAILS_ENV=test), its
// arguments of the form NAME=VALUE.
func envAssigns(c *Command) []string {
	assigns := c.Assigns
	for _, a := range c.Args {
		if a.Literal && strings.Contains(a.Value, "=") && !strings.HasPrefix(a.Value, "-") {
			assigns = append(slices.Clip(assigns), a.Value)
		}
	}
	return assigns
}

// devDefaultDB reports whether c is a framework that, told no
// environment, works on its development one (dbEnv.devDefault: Rails
// and rake's RAILS_ENV || RACK_ENV || development, fixed before the app
// loads a .env; Mix's dev, fixed when mix starts; not knex or sequelize,
// whose NODE_ENV a .env their config file loads may set first), and is
// told none: no variable
// of its vars assigned by c, set by the input or a session's earlier
// lines (no file sourced or text evaluated that may set one) or in the
// environment the check sees, no option naming one, and its database
// placed nowhere else (no DATABASE_URL there either, which Rails and a
// project's runtime config read over the environment's settings). It
// must run here in this shell's environment (localWrapped; not behind
// sudo, doas or su, whose user's environment is another's) with no port
// of the input forwarded to another machine: bin/rails db:reset, mix
// ecto.reset on the developer's machine rebuild the development
// database from the project's schema and seeds, as RAILS_ENV=development
// does (testEnvName).
func devDefaultDB(ctx *Context, c *Command) bool {
	s := testEnvSpec(c)
	if s == nil || !s.extra().testEnv.devDefault || !localWrapped(c) || ctx == nil || forwardsPort(ctx.Input) || ctx.Env != nil && servedFrom(ctx.Env.wd()) {
		return false
	}
	e := s.extra().testEnv
	assigns := envAssigns(c)
	if p := parseArgs(s, c.Args); dbNamedElsewhere(c, assigns) || p.hasAny(e.dbOpts) || p.hasAny(e.opts) {
		return false
	}
	return !varsTold(ctx, c, assigns, e.vars) && !varsTold(ctx, c, nil, "DATABASE_URL")
}

// varsTold reports whether one of the variables vars is, or may be, set
// for c, whose assignments are assigns: by them, by the input or a
// session's earlier lines (stateMayHold), in the environment the check
// sees, by a file the input sources, text it evaluates or an export of
// names known only at run time, which may set any (set -a; .
// .env.production; export $(cat .env | xargs)), by env -S's string, or
// by the environment of another user c runs as (sudo -i, su -: that
// user's startup files).
func varsTold(ctx *Context, c *Command, assigns []string, vars wordList) bool {
	for _, w := range c.Wrappers {
		if name, rest, _ := strings.Cut(w, " "); nameDoes(name, roleAsUser) || name == "env" && (strings.Contains(rest, "-S") || strings.Contains(rest, "--split-string")) {
			// env -S 'RAILS_ENV=production': assignments in a string
			// env splits, read by no one here.
			return true
		}
	}
	for _, a := range assigns {
		if name, _, _ := strings.Cut(a, "="); vars.has(name) {
			return true
		}
	}
	for _, o := range ctx.inputCommands() {
		if o.Is("source", ".") || o.Dynamic && slices.Contains(o.Wrappers, "eval") {
			return true
		}
		if o.Is("export", "declare", "typeset", "readonly") && slices.ContainsFunc(o.Args, func(a Word) bool {
			name, _, _ := strings.Cut(a.Value, "=")
			return !a.Literal && strings.ContainsAny(name, "$`")
		}) {
			// export $(grep -v '^#' .env.production | xargs): names
			// known only at run time, any of vars among them.
			return true
		}
	}
	for v := range vars.all() {
		if ctx.Input.sets(v) || ctx.Input.stateMayHold(v) || ctx.Env.getenv(v) != "" {
			return true
		}
	}
	return false
}

// servedFrom reports whether dir, a working directory, is where a
// server keeps the applications it runs (fsServerAppTops: /srv/app,
// /var/www/shop) or a release Capistrano deployed (…/current,
// …/releases/20261206): an application there is the live one, whatever
// its environment's variables leave unsaid.
func servedFrom(dir string) bool {
	dir = strings.TrimSuffix(strings.ReplaceAll(dir, `\`, "/"), "/") + "/"
	for _, top := range fsServerAppTops {
		if strings.HasPrefix(dir, top) {
			return true
		}
	}
	return strings.Contains(dir, "/current/") || strings.Contains(dir, "/releases/")
}

// testEnvName reports whether a framework's environment, as named to
// it, is one it rebuilds from the project's schema and seeds: its test
// suite's (test or testing, in any case: .NET's Test, Laravel's
// testing) or its development one on the developer's machine
// (development, dev, local: RAILS_ENV=development, MIX_ENV=dev,
// Laravel's local), whose reset (rails db:reset) is the framework's own
// way back to a known state.
func testEnvName(v string) bool {
	v = strings.ToLower(v)
	return v == "test" || v == "testing" || devWords.has(v)
}

// dbNamedElsewhere reports whether c names its database's place apart
// from its environment, which then decides nothing, in a way no
// framework's options say (spec.testEnv's dbOpts do): a connection URL
// among its arguments (sequelize db:drop --env test --url
// postgres://prod/app drops production), or a variable the
// application's configuration reads (DATABASE_URL=, DB_HOST=).
func dbNamedElsewhere(c *Command, assigns []string) bool {
	for _, a := range assigns {
		name, _, _ := strings.Cut(strings.ToLower(a), "=")
		for _, p := range []string{"url", "dsn", "config", "connection", "database", "host"} {
			if strings.Contains(name, p) {
				return true
			}
		}
	}
	for _, a := range c.Args {
		if strings.Contains(a.Value, "://") {
			return true
		}
	}
	return false
}

// Task runners run a task the project defines by its name: the first
// operands of make-like runners (roleMakeTasks: make deploy, just deploy
// prod, cap production deploy, fab -H web1 deploy), the script after
// run of a package manager's (roleScriptTasks: npm run deploy:prod;
// yarn's first word too). A task
// whose body is not in view is read by its name (taskDeploys); to a
// package's scripts release is a release too, to a build tool a build.
var (
	// buildRunners build: their release is a build's configuration.
	buildRunners = set{"dagger", "earthly", "gmake", "go-task", "grunt", "gulp", "inv", "invoke", "just", "mage", "make", "poe", "task"}
	// playbookTeardown: a playbook named by these deletes what it names.
	playbookTeardown = set{"decommission", "delete", "deprovision", "destroy", "nuke", "purge", "teardown", "terminate", "wipe"}
	// yarnOwn are yarn's own commands: any other first word is a script.
	yarnOwn = set{"add", "audit", "bin", "build", "cache", "check", "config", "constraints", "create", "dedupe", "dev", "dlx", "exec", "explain", "format", "generate-lock-entry", "global", "help", "import", "info", "init", "install", "licenses", "link", "lint", "list", "login", "logout", "node", "npm", "outdated", "owner", "pack", "patch", "plugin", "publish", "rebuild", "remove", "search", "set", "stage", "start", "tag", "team", "test", "unlink", "unplug", "up", "upgrade", "upgrade-interactive", "version", "why", "workspace", "workspaces"}
	// pnpmOwn are pnpm's and bun's own commands besides yarn's (pnpm
	// deploy copies a workspace package to a folder).
	pnpmOwn  = set{"approve-builds", "build", "create", "dedupe", "deploy", "dlx", "doctor", "env", "exec", "fetch", "i", "licenses", "ls", "outdated", "patch-commit", "pm", "prune", "repl", "rm", "root", "self-update", "server", "setup", "store", "uninstall", "update", "upgrade", "x"}
	taskDry  = set{"--dry", "--dry-run", "--evaluate", "--help", "--just-print", "--list", "--recon", "--show", "--summary", "-h", "-l", "-n"}
	taskFile = &lazyRegexp{expr: `\.[a-z0-9]{1,5}$`}
)

// stageTasks are the stages a deploy runner's task words name that are
// not production (cap staging deploy); test is a task of its own (make
// test deploy).
var stageTasks = set{"demo", "dev", "development", "preview", "qa", "sandbox", "stage", "staging", "stg", "uat"}

// psPlaceParams are the words ending a cmdlet parameter's name that
// name where it acts: a database's connection or server, an
// environment, a resource group, a slot, a subscription, a cluster.
var psPlaceParams = set{"cluster", "connection", "connectionstring", "environment", "environmentname", "groupname", "namespace", "resourcegroup", "resourcegroupname", "server", "serverinstance", "servername", "slot", "slotname", "stage", "subscription", "subscriptionid", "subscriptionname", "tenant"}

// psPlaceParam reports whether a cmdlet's parameter (its name lowercase,
// without its dash) names where it acts (psPlaceParams): -Connection,
// -ResourceGroupName, -Environment, -Env.
func psPlaceParam(name string) bool {
	return psPlaceParams.has(name) || name == "env" || name == "conn"
}

// taskSpec reports whether c's own spec says its first operand names a
// task (spec.task: rake, mix) and no spec of a subcommand reads it.
func taskSpec(c *Command) bool {
	c2 := *c
	c2.Name = pubName(lowerName(c))
	s, _ := lookupSpec(&c2)
	return s != nil && s.extra().task && !strings.Contains(s.path, " ")
}

// specTasks returns the tasks c, a task runner of spec.task, is told to
// run: rake's every operand that sets no variable (rake db:migrate
// deploy:production), mix's first (its other words are the task's
// arguments). A task a spec of its own reads (mix release, a local
// step; mix hex.publish, judged by its spec) is not one of them.
func specTasks(c *Command) []string {
	c2 := *c
	c2.Name = pubName(lowerName(c))
	s, rest := lookupSpec(&c2)
	p := parseArgs(s, rest)
	if len(s.unless) > 0 && p.given(s, s.unless) {
		return nil // rake -T deploy: its tasks listed
	}
	var tasks []string
	for _, a := range p.operands {
		if !a.Literal || strings.Contains(a.Value, "=") {
			continue
		}
		c2.Args = []Word{a}
		if s, _ := lookupSpec(&c2); s != nil && strings.Contains(s.path, " ") {
			return tasks
		}
		tasks = append(tasks, a.Value)
		if c2.Name == "mix" {
			return tasks
		}
	}
	return tasks
}

// taskCommand judges c when it runs a task named as a deploy, a publish
// or a release.
func taskCommand(c *Command) []Finding {
	name := pubName(lowerName(c))
	var tasks []string
	switch {
	case does(c, name, roleMakeTasks) && textTool(c):
		// fastlane action upload_to_play_store: its documentation.
		return nil
	case does(c, name, roleMakeTasks):
		dry := false
		for _, a := range c.Args {
			if k, v, ok := strings.Cut(strings.ToLower(a.Value), "="); ok && !strings.HasPrefix(k, "-") && dryRunName(k) {
				dry = a.Literal && dryRunValue(v) // the last one given is the one make uses: DRY_RUN=1 DRY_RUN=0
			}
			if a.Literal && !strings.HasPrefix(a.Value, "-") && !strings.Contains(a.Value, "=") && !taskFile.get().MatchString(a.Value) {
				tasks = append(tasks, a.Value)
			}
		}
		if dry {
			return nil // make deploy DRY_RUN=1: the makefile's own dry run
		}
	case name == "ansible-playbook":
		// A playbook named as a deploy or a teardown, aimed anywhere but
		// a staging or test inventory.
		for _, a := range c.Args {
			if a.Literal && (a.Value == "-C" || a.Value == "--check" || a.Value == "--syntax-check" || a.Value == "--list-tasks" || a.Value == "--list-hosts") || a.Literal && slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(a.Value), notAlnum), nonProdWord) {
				return nil
			}
		}
		for _, a := range c.Args {
			base := strings.ToLower(path.Base(a.Value))
			stem, ok := strings.CutSuffix(base, ".yml")
			if !ok {
				stem, ok = strings.CutSuffix(base, ".yaml")
			}
			if !ok || !a.Literal {
				continue
			}
			if slices.ContainsFunc(strings.FieldsFunc(stem, notAlnum), playbookTeardown.has) {
				return vocabFinding(c, "infra.cloud", "ansible-playbook "+a.Value+" (a playbook named as a teardown)")
			}
			tasks = append(tasks, stem)
		}
	case taskSpec(c):
		tasks = specTasks(c)
	case does(c, name, roleScriptTasks):
		sub, rest := pubSub(c.Args, &scriptRunnerGlobal)
		switch {
		case sub == "run" || sub == "run-script" || sub == "run-scripts":
			if task, _ := pubSub(rest, &noGlobals); task != "" {
				tasks = append(tasks, task)
			}
		case (name == "yarn" || name == "pnpm" || name == "bun") && sub != "" && !yarnOwn.has(sub) && !pnpmOwn.has(sub):
			tasks = append(tasks, sub)
		}
	}
	if len(tasks) == 0 {
		return nil // no task named (most commands): nothing below to read
	}
	for _, a := range c.Args {
		if taskDry.has(a.Value) {
			return nil
		}
	}
	// A production word given to the task (npm run deploy:staging --
	// --prod, make deploy-preview ENV=production) keeps the worst
	// reading of its name.
	prodArg := slices.ContainsFunc(c.Args, func(a Word) bool {
		for w := range strings.FieldsFuncSeq(strings.ToLower(a.Value), notAlnum) {
			if prodWords.has(w) {
				return true
			}
		}
		return false
	})
	if !prodArg && does(c, name, roleMakeTasks) && slices.ContainsFunc(tasks, func(t string) bool { return stageTasks.hasLower(t) }) {
		// cap staging deploy, dep deploy staging, mina dev deploy: the
		// stage named is where the deploy task goes.
		return nil
	}
	for _, t := range tasks {
		lt := strings.ToLower(t)
		if prodArg {
			lt += " prod"
		}
		if !taskDeploys(lt) || buildRunners.has(name) && slices.Contains(strings.FieldsFunc(lt, notAlnum), "release") && !taskDeploys(strings.ReplaceAll(lt, "release", "")) {
			continue
		}
		return vocabFinding(c, "publish.deploy", name+" "+t+" (a task named as a deploy or a release, whose steps are not in view)")
	}
	return nil
}

// psNamesRemote reports whether a cmdlet's words may name another
// computer: a parameter of psRemoteOpts, however abbreviated
// (-Comp, -ComputerName:srv01), or a splatted or run-time word that may
// hold one.
func psNamesRemote(args []Word) bool {
	for _, a := range args {
		if !a.Literal && (strings.HasPrefix(a.Value, "@") || strings.HasPrefix(a.Value, "-")) {
			return true
		}
		name, _, _ := strings.Cut(strings.ToLower(a.Value), ":")
		if len(name) < 2 || name[0] != '-' {
			continue
		}
		if slices.ContainsFunc(psRemoteOpts, func(o string) bool { return strings.HasPrefix(o, name) }) {
			return true
		}
	}
	return false
}

// pretends reports whether c's spec says its migrations take --pretend,
// a dry run (spec.pretend: artisan).
func pretends(c *Command) bool {
	found := false
	eachSpec(c, func(s *spec, _ []Word) { found = found || s.extra().pretend })
	return found
}

// localDevDB reports whether every database c is told of, by a URL among
// its words or its variables (goose postgres 'postgres://…@localhost/
// app_dev' reset, dbmate --url …/app_test drop, migrate -database URL
// drop), is a development or test database on this machine (devDBURL,
// testDBURL), and at least one is: a migration tool's reset, drop or
// clean rebuilds it from the project's migrations. Any other URL, or a
// word only known at run time, leaves the target unknown.
func localDevDB(c *Command) bool {
	found := false
	check := func(v string) bool {
		if local, isURL := testDBURL(v); isURL {
			if !local && !devDBURL(v) {
				return false
			}
			found = true
		} else if strings.Contains(v, "://") {
			return false // another service's address: it may work there too
		}
		return true
	}
	for _, a := range c.Assigns {
		if !check(a) {
			return false
		}
	}
	if runsElsewhere(c) {
		return false // ssh prod 'dbmate --url postgres://localhost/app_dev drop': that machine's loopback
	}
	for i, a := range c.Args {
		v := a.Value
		if !a.Literal {
			return false
		}
		named := false
		if strings.HasPrefix(v, "-") {
			if opt, val, ok := strings.Cut(v, "="); ok {
				v, named = val, dbURLOption(opt) // --url=URL, -url=jdbc:…
			}
		} else if i > 0 && dbURLOption(c.Args[i-1].Value) {
			named = true // -database URL
		} else {
			// An operand before the command it configures (goose
			// postgres URL reset), not one after it that the command
			// may ignore (dbmate drop URL drops $DATABASE_URL's).
			named = slices.ContainsFunc(c.Args[i+1:], func(w Word) bool { return !strings.HasPrefix(w.Value, "-") })
		}
		was := found
		if !check(v) {
			return false
		}
		if !named {
			found = was
		}
	}
	return found
}

// dbURLOption reports whether opt, an option's name, says it gives a
// database's address (--url, -database, --dsn, --connection-string,
// --db-uri, atlas's -u).
func dbURLOption(opt string) bool {
	if !strings.HasPrefix(opt, "-") {
		return false
	}
	l := strings.ToLower(strings.TrimLeft(opt, "-"))
	if l == "u" || l == "d" {
		return true // -u URL, -d URL
	}
	for _, k := range []string{"url", "uri", "database", "dsn", "conn", "db"} {
		if strings.Contains(l, k) {
			return true
		}
	}
	return false
}

// namesBeyondDB reports whether v's words name a resource other than a
// database (a cluster, a bucket, an app): the verb may act on it, not on
// the database a URL names.
func (v *vocab) namesBeyondDB() bool {
	for _, parts := range v.parts {
		for _, w := range parts {
			if remoteNouns.has(w) && !dbNouns.has(w) {
				return true
			}
		}
	}
	return slices.ContainsFunc(v.words, func(w string) bool { return remoteNouns.has(w) && !dbNouns.has(w) })
}

// saltStateDryRun reports whether args, a command's words, call a Salt
// state function (state.apply, state.sls, state.highstate: the only
// ones test=True makes report instead of change; an execution module's
// function, user.delete, runs all the same) whose last test= argument,
// the one Salt keeps, is True.
func saltStateDryRun(args []Word) bool {
	state, test := false, ""
	for _, a := range args {
		v := strings.ToLower(a.Value)
		switch {
		case !a.Literal:
			if strings.HasPrefix(v, "test=") {
				test = "" // only known at run time
			}
		case strings.HasPrefix(v, "state."):
			state = true
		case strings.HasPrefix(v, "test="):
			test = strings.TrimPrefix(v, "test=")
		}
	}
	return state && test == "true"
}
