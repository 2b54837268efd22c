package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// externalCommand asks the model one question of every command: does it
// make an irreversible change outside this machine (an effectExternal
// spec: infra.* in spec_infra.go, publish.* in spec_publish.go) with none
// of the options that make it a dry run, a preview or help?
func externalCommand(ctx *Context, c *Command) []Finding {
	if out := externalJudge(ctx, c); len(out) > 0 {
		return out
	}
	if out := listedDelete(c); len(out) > 0 {
		return out
	}
	if out := apiDestroy(c); len(out) > 0 {
		return out
	}
	if out := apiCredMade(ctx, c); len(out) > 0 {
		return out
	}
	if out := fleetAssignment(ctx, c); len(out) > 0 {
		return out
	}
	if out := fleetAction(c); len(out) > 0 {
		return out
	}
	if out := lifecycleWipe(c); len(out) > 0 {
		return out
	}
	if out := apiBroadcast(c); len(out) > 0 {
		return out
	}
	if out := mailBroadcast(c); len(out) > 0 {
		return out
	}
	if out := mailDisclosure(c); len(out) > 0 {
		return out
	}
	if out := listBroadcast(ctx, c); len(out) > 0 {
		return out
	}
	if out := apiUpload(c); len(out) > 0 {
		return out
	}
	if out := prodTransfer(c); len(out) > 0 {
		return out
	}
	if out := ciDispatch(c); len(out) > 0 {
		return out
	}
	if out := apiProdChange(c); len(out) > 0 {
		return out
	}
	if out := apiMoney(c); len(out) > 0 {
		return out
	}
	if out := namedScript(c); len(out) > 0 {
		return out
	}
	if out := namedRunScript(c); len(out) > 0 {
		return out
	}
	if out := prodServiceRestart(c); len(out) > 0 {
		return out
	}
	if out := serverDBStop(c); len(out) > 0 {
		return out
	}
	if out := ansibleAdHoc(c); len(out) > 0 {
		return out
	}
	if out := redisQueueDelete(c); len(out) > 0 {
		return out
	}
	if out := remoteEngineDelete(ctx, c); len(out) > 0 {
		return out
	}
	if out := slotSwap(c); len(out) > 0 {
		return out
	}
	if call := codePublishCall(c); call != "" {
		// Rscript -e 'devtools::submit_cran()': a release its code makes.
		return vocabFinding(c, "publish.deploy", c.Name+" code calling "+call+" (a release or a production deploy)")
	}
	if call, rule := codeHistoryCall(c); call != "" {
		// python -c 'HfApi().super_squash_history(repo_id=…)'
		if rule == "git.push-force" {
			return []Finding{finding(rule, c, c.Name+" code calling "+call+" forced: it overwrites the remote branch and can delete commits others pushed",
				"push without force; when a rewrite is really needed, leave the forced push to a human")}
		}
		return vocabFinding(c, rule, c.Name+" code calling "+call+" (a hosted repository's history squashed or rewritten)")
	}
	if call := codeDestroyCall(c); call != "" && !infraSpecd(c) {
		// python3 -c 'boto3.client("s3").delete_bucket(Bucket=…)'; a
		// database client's code is its spec's (mongosh --eval on the
		// local test database).
		return vocabFinding(c, "infra.cloud", c.Name+" code calling "+call+" (a remote resource deleted or a database emptied)")
	}
	if call := codeDeviceCall(c); call != "" {
		// python3 -c 'ModbusTcpClient("10.2.0.7").write_coil(12, False)'
		return vocabFinding(c, "infra.device", c.Name+" code calling "+call+" (a field device's coils or registers, or a network device's configuration, written)")
	}
	// A task named as a deploy, after the publish rules have judged the
	// commands of a body in view (npm pkg set scripts.ship=…; npm run
	// ship is that body's npm publish).
	return taskCommand(c)
}

// infraSpecd reports whether an infra spec reads c (a database client's
// code: mongosh --eval).
func infraSpecd(c *Command) bool {
	c2 := *c
	c2.Name = pubName(lowerName(c))
	s, _ := lookupSpec(&c2)
	return s != nil && strings.HasPrefix(s.rule, "infra.")
}

// externalJudge is externalCommand but for tasks run by name.
func externalJudge(ctx *Context, c *Command) []Finding {
	if c.Name == "" {
		return nil
	}
	if m, ok := moduleCLI(c); ok {
		// python -m pip config set …: pip's command line.
		if out := externalJudge(ctx, m); len(out) > 0 {
			return out
		}
	}
	c2 := *c
	c2.Name = pubName(lowerName(c))
	best, bestRest := pubSpec(c)
	if best != nil && best.effect != effectExternal {
		// A launcher's path may have an external effect too (ansible
		// runs its -a as code, and its file module deletes).
		eachSpec(&c2, func(s *spec, _ []Word) {
			if len(s.path) == len(best.path) && s.effect == effectExternal {
				best = s
			}
		})
	}
	if best != nil && (best.effect == effectRuns || best.effect == effectRemote) && len(best.need) > 0 && !parseArgs(best, bestRest).needGiven(best) {
		// A launcher only with an option not given (git pull without
		// --upload-pack): no spec reads what it does.
		best = nil
	}
	if best == nil || best.effect == effectNone && !best.textWords && best.local == (len(best.unless) > 0 && parseArgs(best, bestRest).given(best, best.unless) || best.local && endpointAssigned(ctx, c)) {
		// No spec reads its changes (a local spec's unless, given, says
		// it is not local: awslocal --endpoint-url URL; a text tool's words are its
		// subjects: fastlane action upload_to_play_store documents it): its subcommand words may still say
		// what it does (vocab.go); a CLI that is a script's or a plugin's
		// (python manage.py, dotnet ef) by that CLI's words.
		c3, c4 := c, &c2
		if cli, ok := scriptCLI(c); ok {
			c3, c4 = cli, cli
		}
		c3, c4 = withExportedProd(ctx, c3), withExportedProd(ctx, c4)
		if out := vocabCommand(ctx, c3, c4); len(out) > 0 && !(strings.HasPrefix(out[0].Rule, "cred.") && (consumedSafely(ctx, c) || comparedOnly(ctx, c))) {
			return out
		}
	}
	if out := hashReadQuery(c, best, func() bool { return localDevDBRead(ctx, c, best, bestRest) }); len(out) > 0 {
		return out
	}
	if best == nil || best.effect != effectExternal {
		if out := queryCommand(ctx, c, best); len(out) > 0 {
			return out
		}
		if out := codeEmptiesDB(c); len(out) > 0 {
			return out
		}
		if out := codeEmptiesQueue(c); len(out) > 0 {
			return out
		}
		if out := codeBroadcasts(c); len(out) > 0 {
			return out
		}
		return externalRunTime(ctx, c, &c2)
	}
	// Specs of the same path are the command's several effects
	// (Set-MpPreference switching protection off, or excluding a drive;
	// docker run launching a command, or mounting the host's root).
	var out []Finding
	found := best // the spec whose finding out is: how it prints is its own
	eachSpec(&c2, func(s *spec, rest []Word) {
		if len(out) == 0 && len(s.path) == len(best.path) && s.effect == effectExternal {
			if out = externalSpec(ctx, c, s, rest); len(out) > 0 {
				found = s
			}
		}
	})
	// A secret piped into a login that reads it on standard input, into
	// an HTTP header, or only matched by case, is used, not printed.
	if len(out) > 0 && strings.HasPrefix(out[0].Rule, "cred.") && (consumedSafely(ctx, c) || comparedOnly(ctx, c) || storedOnly(ctx, c, found) || silenced(c, found) || savedLocally(ctx, c, found) || describedPick(ctx, c, found)) {
		return nil
	}
	if len(out) == 0 {
		if q := queryCommand(ctx, c, best); len(q) > 0 {
			return q
		}
		// The words after a spec's that did not hold, of a tool with no
		// spec of their family (cloudflared tunnel delete: the tunnel
		// spec is net's, serving a shell), are read as a command of
		// their own.
		c5 := c2
		c5.Args = bestRest
		if cli, ok := scriptCLI(c); ok {
			// php artisan migrate --force: artisan's words.
			c5 = *cli
		}
		if a := adminCommand(c, c2.Name); len(a) > 0 {
			// incus storage volume delete default data: a spec of the
			// tool's group that did not hold (a remote's delete) says
			// nothing of what its words destroy here (vocab_admin.go).
			return a
		}
		if v := vocabCommand(ctx, &c5, &c5); len(v) > 0 {
			// A spec of that family in another group of the tool's
			// (wrangler deploy) says nothing of these words (wrangler
			// r2 object put --remote); the one matched, of that family,
			// does: its unless held.
			if fam, _, _ := strings.Cut(v[0].Rule, "."); !strings.HasPrefix(best.rule, fam+".") && !hasFamilySpecIn(c2.Name, leadWord(c2.Args), fam, nil, nil) {
				return v
			}
		}
		return externalRunTime(ctx, c, &c2)
	}
	return out
}

// endpointAssigned reports whether the command's own assignments or the
// input's name an endpoint or a host (AWS_ENDPOINT_URL,
// AWS_ENDPOINT_URL_S3, LOCALSTACK_HOST, LOCALSTACK_HOSTNAME) that is not
// this machine, or one only known at run time: a local spec's wrapper
// (awslocal) sends its calls where such a variable says, as its
// --endpoint-url would.
func endpointAssigned(ctx *Context, c *Command) bool {
	for _, a := range append(slices.Clip(c.Assigns), inputAssigns(ctx)...) {
		name, v, _ := strings.Cut(a, "=")
		name = strings.ToUpper(name)
		if !strings.Contains(name, "ENDPOINT") && !strings.Contains(name, "HOST") {
			continue
		}
		v = strings.Trim(v, `"'`)
		if _, rest, ok := strings.Cut(v, "://"); ok {
			v = rest
		}
		v, _, _ = strings.Cut(v, "/")
		if h, _, ok := strings.Cut(v, ":"); ok && !strings.HasPrefix(v, "[") {
			v = h
		}
		// localhost.localstack.cloud: LocalStack's own name of this
		// machine, its LOCALSTACK_HOST by default.
		if v != "" && !loopbackHost(v) && v != "localhost.localstack.cloud" {
			return true
		}
	}
	return false
}

// withExportedProd returns c with the input's assignments that name
// production as where tools work (export
// NOMAD_ADDR=https://nomad.prod…; nomad job run …: envProdAssign) put
// before its own, or c itself when there are none. Only production's
// are taken: an assignment that may come after c, or in another
// branch, makes its reading no milder.
func withExportedProd(ctx *Context, c *Command) *Command {
	prod := prodAssigns(ctx)
	if len(prod) == 0 {
		return c
	}
	c2 := *c
	c2.Assigns = append(prod, c.Assigns...)
	return &c2
}

// prodAssigns returns the input's assignments that name production
// (envProdAssign), found once a check: withExportedProd asks for every
// command.
func prodAssigns(ctx *Context) []string {
	assigns := inputAssigns(ctx)
	if len(assigns) == 0 {
		return nil
	}
	return ctx.memo("input.prodAssigns", func(*Context) any {
		var prod []string
		for _, a := range assigns {
			if envProdAssign([]string{a}) != "" {
				prod = append(prod, a)
			}
		}
		return prod
	}).([]string)
}

// externalRunTime judges c (c2 its name as the specs know it) when a
// subcommand word is only known at run time (xargs kubectl delete, with
// the kind and name from its input; kubectl "$verb" ns prod): for the
// worst reading, as every external change it may be.
func externalRunTime(ctx *Context, c, c2 *Command) []Finding {
	if !slices.ContainsFunc(c.Args, runTimeWord) {
		return nil
	}
	var out []Finding
	if kind, ok := listedKind(c); ok {
		// The words xargs appends, or a substitution of the listing
		// expands to, are KIND/NAME: judged as such.
		c3 := *c2
		c3.Args = slices.Clone(c.Args)
		for i, a := range c3.Args {
			if a.Value == "$XARGS" && !a.Literal || len(a.Subst) > 0 && runTimeWord(a) {
				c3.Args[i] = Word{Value: kind + "/NAME", Literal: true}
			}
		}
		eachSpec(&c3, func(s *spec, rest []Word) {
			if len(out) == 0 && s.effect == effectExternal {
				out = externalSpec(ctx, c, s, rest)
			}
		})
		return out
	}
	eachSpecOpen(c2, func(s *spec, rest []Word) {
		if len(out) == 0 && s.effect == effectExternal && strings.Contains(s.path, " ") {
			out = externalSpec(ctx, c, s, rest)
		}
	})
	for i := range out {
		out[i].Reason = "a word only known at run time may make this " + out[i].Reason
		out[i].Fix = "name the subcommand and its target literally, so the guard can read them; " + out[i].Fix
		out[i].Undecided = true
	}
	return out
}

// listedKind returns the kind of resource the words xargs appends to c
// name, when the head of the pipeline feeding it, through filters, is
// the same tool listing one kind (kubectl get pods -o name | grep
// Evicted | xargs kubectl delete: pod/NAME).
func listedKind(c *Command) (string, bool) {
	f := listingFeed(c)
	if f == nil {
		return "", false
	}
	rest, ok := matchSubs(&kubectlGet, f.Args, "get")
	if !ok {
		return "", false
	}
	p := parseArgs(&kubectlGet, rest)
	if len(p.operands) == 0 || !p.operands[0].Literal {
		return "", false
	}
	kind := p.operands[0].Value
	if strings.ContainsAny(kind, ",/") || kind == "all" {
		return "", false
	}
	return kind, true
}

// listingFeed returns the head of the pipeline feeding c, through line
// filters, when it is the same tool: what it lists, c acts on (kubectl
// get … | xargs kubectl delete). nil when none is.
func listingFeed(c *Command) *Command {
	if len(c.Feeds) == 0 {
		return nil
	}
	f := c.Feeds[0]
	for range 8 {
		if !does(f, f.Name, roleFiltersLines) && f.Name != "awk" && f.Name != "sed" && f.Name != "cut" && f.Name != "jq" || len(f.Feeds) == 0 {
			break
		}
		f = f.Feeds[0]
	}
	if f.Name != c.Name {
		return nil
	}
	return f
}

// listedDelete judges c when it deletes, with words only known at run
// time, what the same tool lists (redis-cli --scan | xargs redis-cli DEL,
// etcdctl get --prefix --keys-only | xargs etcdctl del): at worst every
// item of the store, on a host the command names as production or
// remote; a host named as this machine or a test one is left alone.
func listedDelete(c *Command) []Finding {
	if !slices.ContainsFunc(c.Args, runTimeWord) || listingFeed(c) == nil {
		return nil
	}
	v := readVocab(c.Args, c.Grammar == lexer.PowerShell)
	if v.unless || v.nonProd || v.localReg {
		return nil
	}
	found, _ := v.find(vocabDestroy, listedDeletes)
	if !found || !(v.prod || v.remote || namesRemoteHost(c.Args)) {
		return nil
	}
	return vocabFinding(c, "infra.database", strings.TrimSpace(c.Name+" "+v.verbWord())+" of every item its own listing gives (the words xargs appends), on a remote store")
}

// listedDeletes are the weak verbs that delete an item of a store by its
// key (DEL, UNLINK, rm).
var listedDeletes = set{"del", "delete", "remove", "rm", "unlink"}

// hostOpts name the server a client talks to (redis-cli -h, --endpoints).
var hostOpts = set{"endpoint", "endpoints", "h", "host", "hostname", "server", "uri", "url"}

// namesRemoteHost reports whether an option of hostOpts names a host
// that is not this machine (-h cache.internal, --url https://kv:2379).
func namesRemoteHost(args []Word) bool {
	for i, a := range args {
		opt, value, ok := strings.Cut(strings.TrimLeft(a.Value, "-"), "=")
		if !a.Literal || !strings.HasPrefix(a.Value, "-") || !hostOpts.hasLower(opt) {
			continue
		}
		if !ok && i+1 < len(args) {
			value = args[i+1].Value
		}
		if _, rest, url := strings.Cut(value, "://"); url {
			value = rest
		}
		host, _, _ := strings.Cut(value, "/")
		if host != "" && !strings.HasPrefix(host, "$") && !loopbackHost(host) {
			return true
		}
	}
	return false
}

// externalSpec judges c, read through s (rest are the words after its
// path), as externalCommand does.
func externalSpec(ctx *Context, c *Command, s *spec, rest []Word) []Finding {
	if s.shell != 0 && s.shell != c.Grammar {
		return nil // a shell's own command (cmd's date VALUE) means it only there
	}
	_, ok := s.holds(c, rest, ctx.Env.Home, inputAssigns(ctx))
	if !ok {
		return nil
	}
	if s.extra().previewFile != nil && previewScript(ctx, s, parseArgs(s, rest).operands) {
		return nil // steamcmd +run_app_build F: F, written here, asks for a preview
	}
	fam, _, _ := strings.Cut(s.rule, ".")
	if _, endpoint := localTarget(c); (fam == "infra" || fam == "publish") && endpoint && !slices.ContainsFunc(c.Args, namesEvery) {
		// It goes to an emulator or registry on this machine (a
		// LocalStack endpoint, a local npm registry), named by the
		// option that places the tool: nothing outside changes. An HTTP
		// client's DELETE to localhost is not one: a local data store's
		// index (Elasticsearch on :9200) is the developer's data, and
		// other guards' tests refuse it too.
		return nil
	}
	if s.rule == "infra.api" && nameDoes(s.path, roleDownloads) {
		c, rest = schemedURLs(c, s, rest)
	}
	if s.rule == "infra.api" && (oneLocalItem(c, parseArgs(s, rest).operands) || localScratchStore(c, parseArgs(s, rest).operands, !forwardsPort(ctx.Input) && localWrapped(c))) {
		// curl -X DELETE http://localhost:3000/api/items/42: one record,
		// named by its id, of a server on this machine (the app being
		// built), not an index, a collection or a store; or one of
		// those named for tests or development (localScratchStore).
		return nil
	}
	if fam == "infra" && localCluster(ctx, c.Args, c.Assigns) {
		// kubectl --context kind-dev delete namespace x: a cluster
		// running on this machine, made to be thrown away.
		return nil
	}
	if s.rule == "infra.cluster" && devNamespace(s, rest) {
		// helm uninstall web -n dev: what lives in a namespace named
		// as development's, as kubectl delete deploy web -n dev is.
		return nil
	}
	if s.rule == "infra.database" && (localTestDB(ctx, c, s, rest, !forwardsPort(ctx.Input) && localWrapped(c)) || frameworkTestDB(c) || testContainerDB(c, s, rest)) {
		// A test suite's database on this machine (…@localhost/app_test),
		// or the one a framework is told its test environment's
		// (manage.py flush --settings=app.settings.test, APP_ENV=testing
		// php artisan migrate:fresh --force): the scratch data the tests
		// rebuild, not the developer's.
		return nil
	}
	if s.rule == "infra.database" && localCache(ctx, c, s, rest) {
		// redis-cli -n 15 FLUSHDB: the cache of this machine's server.
		return nil
	}
	if s.rule == "publish.deploy" && stagingTarget(s, rest, s.ps) {
		// fly deploy -a web-staging, serverless deploy --stage dev: a
		// deploy to a target that is not production, as vocab.go's
		// deploys judge an unknown CLI's. A program's options are its
		// own from PowerShell too (fly deploy -a web-staging): only a
		// cmdlet's (s.ps) are PowerShell's parameters.
		return nil
	}
	words, ok := externalWords.get(s.rule) // a rule's own words, else its family's
	if !ok {
		words, _ = externalWords.get(fam)
	}
	return []Finding{finding(s.rule, c, s.what+words[0], words[1])}
}

// checkedTask reports whether the task an operand w names is followed in
// args, at each place w is written, by one of its own options in u that
// make it a check only (taskUnless): gradle publishPlugins --validate-only.
func checkedTask(args []Word, w Word, u wordList) bool {
	found := false
	for i, a := range args {
		if a.Value != w.Value {
			continue
		}
		if i+1 >= len(args) || !args[i+1].Literal || !u.has(args[i+1].Value) {
			return false
		}
		found = true
	}
	return found
}

// holds reads c through s (rest are the words after its path) and
// reports whether the conditions of s hold: need given (or the question
// it skips answered for c, env the input's assignments: promptAnswered),
// none of unless nor a dry run, an operand, setting or code value
// matching. A code value that is the home directory is matched as ~ too,
// however it was written ($HOME, $env:USERPROFILE).
func (s *spec) holds(c *Command, rest []Word, home string, env []string) (parsed, bool) {
	p := parseArgs(s, rest)
	if n := len(c.Args) - len(rest); n > 0 && strings.Contains(s.path, " ") {
		// Options given before the subcommand words count too (mysqladmin
		// -f drop DB, helm --dry-run uninstall X); their operands are the
		// subcommand words.
		p.opts = append(parseArgs(s, c.Args[:n]).opts, p.opts...)
	}
	if unless := s.flags(s.unless); len(unless) > 0 && p.givenOn(s, rest, unless) {
		return p, false
	}
	if v := p.values("--dry-run"); len(v) > 0 && !offValue(v[0]) { // --dry-run=none and =false run it
		return p, false
	}
	if len(s.need) > 0 && !p.needGiven(s) && !skipsQuestion(s, p) && !promptAnswered(s, c, env) && !namesDir(p.valuesOf(s.extra().dirOpts)) && !(c.Stdin == nil && slices.Contains(p.valuesOf(s.extra().dirOpts), "-")) {
		// Manifests read from another program (kustomize build … |
		// kubectl delete -f -) are as many as a directory's.
		return p, false
	}
	if to := p.valuesOf(s.extra().localOpts); len(to) > 0 && !slices.ContainsFunc(to, func(v string) bool { return !localPath(v) }) {
		return p, false
	}
	if s.extra().chain != nil && !s.extra().chain.publicIn(p, c.Assigns, env) {
		return p, false
	}
	operands := p.operands
	if s.nameOperand && len(operands) == 1 && operands[0].Literal && describedName(operands[0].Value) {
		return p, false
	}
	if s.extra().picks != "" {
		if ws := p.valueWords(s.extra().picks); len(ws) == 1 && ws[0].Literal && describedPath(ws[0].Value) {
			return p, false
		}
	}
	if s.dest && len(operands) > 0 {
		operands = operands[len(operands)-1:]
	}
	if len(s.extra().except) > 0 {
		operands = slices.DeleteFunc(slices.Clone(operands), func(w Word) bool { return s.extra().except.has(w.Value) })
	}
	if s.extra().exceptMatch != nil {
		operands = slices.DeleteFunc(slices.Clone(operands), func(w Word) bool { return s.extra().exceptMatch.get().MatchString(w.Value) })
	}
	if u := s.extra().taskUnless; u != "" {
		operands = slices.DeleteFunc(slices.Clone(operands), func(w Word) bool { return checkedTask(rest, w, u) })
	}
	if s.source {
		if s.extra().setting != nil {
			if _, v, _ := strings.Cut(joinValues(operands, "="), "="); !untrustedSource(v) {
				return p, false
			}
		} else {
			operands = slices.DeleteFunc(slices.Clone(operands), func(w Word) bool { return !untrustedSource(w.Value) })
		}
	}
	if s.operand != nil && !anyMatch(s.operand, operands) && !(s.stdinOperand && c.Stdin != nil && anyMatch(s.operand, stdinWords(*c.Stdin))) && !lookedUp(c, operands, true, s.operand) {
		return p, false
	}
	if s.extra().setting != nil && !s.extra().setting.get().MatchString(joinValues(operands, "=")) {
		return p, false
	}
	if v := s.extra().verbs; v != "" && (len(operands) == 0 || operands[0].Literal && v.has(operands[0].Value)) {
		return p, false
	}
	if m := s.extra().manages; m != "" && len(operands) > 0 && operands[0].Literal && m.has(operands[0].Value) {
		return p, false
	}
	if s.code != nil && !(s.bare && len(p.valuesOf(s.codeOpts)) == 0) {
		values := p.valuesOf(s.codeOpts)
		if s.source {
			values = slices.DeleteFunc(values, func(v string) bool { return !untrustedSource(v) })
		}
		for _, v := range values {
			if home != "" && strings.TrimSuffix(v, "/") == strings.TrimSuffix(home, "/") {
				values = append(values, "~")
				break
			}
		}
		// The options' values and the standard input are matched each on
		// its own: an anchored pattern (^(yaml|json)$) is not undone by
		// text piped in (echo go | kubectl get secret db -o yaml).
		texts := []string{strings.Join(values, "\n")}
		if len(values) > 1 {
			// And each value alone: of kubectl get -o name -o yaml, the
			// last one given is the format, and an anchored pattern
			// does not match the two joined.
			texts = append(texts, values...)
		}
		if c.Stdin != nil {
			texts = append(texts, *c.Stdin, texts[0]+"\n"+*c.Stdin)
		}
		// A value xargs or parallel fills in (pgrep ssh-agent | xargs
		// -I% gdb -p %, -ex 'attach %') holds a line the feeding lookup
		// prints.
		vals := p.valueWords(s.codeOpts)
		fed := slices.ContainsFunc(vals, func(w Word) bool {
			return !w.Literal && (strings.Contains(w.Value, "$XARGS") || strings.Contains(w.Value, "$PARALLEL_ARG"))
		})
		matched := lookedUp(c, vals, fed, s.code)
		for _, text := range texts {
			if len(s.extra().except) > 0 {
				lines := strings.Split(text, "\n")
				text = strings.Join(slices.DeleteFunc(lines, func(l string) bool { return s.extra().except.has(strings.TrimSpace(l)) }), "\n")
			}
			if pub := s.extra().codePublic; pub != nil {
				text = pub.get().ReplaceAllString(text, "public")
			}
			if s.code == dropSQL {
				text = sqlComparedLiterals.get().ReplaceAllString(text, "$1''")
			}
			// prodName's expression cannot leave out the names built
			// on a negation (nonprod, preprod): namesProd reads them.
			matched = matched || s.code.get().MatchString(text) && (s.code != prodName || namesProd(strings.ToLower(text)))
		}
		if !matched {
			return p, false
		}
	}
	return p, true
}

// lookedUp reports whether re matches an operand of a process lookup
// (pgrep, pidof, ps, Get-Process) whose ids stand in words of c: in a
// substitution of one, an earlier assignment's included (pid=$(pidof
// ssh-agent); gcore $pid, gdb -p "$pid"), or, with fed, on c's
// standard input (pgrep gpg-agent | xargs gcore). The process is the
// one the lookup names, as if its name stood in the word (gcore
// $(pidof vault)).
func lookedUp(c *Command, words []Word, fed bool, re *lazyRegexp) bool {
	found := func(ls []*Command) bool {
		for _, l := range ls {
			if does(l, l.Name, roleListsProcs) {
				if _, p := specRead(l); anyMatch(re, p.operands) {
					return true
				}
			}
		}
		return false
	}
	if fed && found(c.Feeds) {
		return true
	}
	for _, w := range words {
		if found(w.Subst) {
			return true
		}
	}
	return false
}

// frameworkTestDB reports whether c is a framework told only its test
// environment (testDB), itself or as the project's script of one
// (python manage.py is django-admin: scriptCLI).
func frameworkTestDB(c *Command) bool {
	if testDB(c) {
		return true
	}
	cli, ok := scriptCLI(c)
	return ok && testDB(cli)
}

// externalWords are the end of the reason and the fix of each family's
// findings.
var externalWords = table[[2]string]{
	{"infra", [2]string{" changes infrastructure outside this machine and cannot be undone",
		"show what it would do first (`terraform plan`, `kubectl get`, `--dry-run`) and leave the change to a human"}},
	{"infra.device", [2]string{" acts on live devices elsewhere at once (a pump, a valve, a route, a fleet's laptops) and cannot be taken back",
		"read the values, the configuration or the devices first (`mbpoll` without values, `read_holding_registers`, `get_config`, `Get-MgDeviceManagementManagedDevice`) and leave writes and remote actions on live devices to a human"}},
	{"publish", [2]string{" is public and cannot be taken back",
		"build and check it locally (a dry run: `npm pack`), and leave publishing and production deploys to a human"}},
	{"publish.broadcast", [2]string{": it reaches every user at once and cannot be called back",
		"send it to yourself or a test device first (one token, one address), and leave messages to all users to a human"}},
	{"publish.retract", [2]string{": everyone who installs that version is affected, and its number cannot be used again",
		"leave taking a published version back to a human; to look, list what the registry has (`npm view PKG versions`, `nuget search PKG`)"}},
	{"self", [2]string{": every command that agent runs then goes unchecked, around this guard",
		"run the agent with its own permission checks on, e.g. `claude` or `codex` without the bypass flag"}},
	{"self.config", [2]string{": the commands after it then run without this guard",
		"leave guarded-sh and the login shell as they are; stop only the processes you started, by their id (`kill 12345`); if the guard is in the way, say which rule and why"}},
	{"cred", [2]string{" prints secrets into the agent's output, where the model, its provider and its logs keep them",
		"use the secret without printing it: give it to the program that needs it through its environment, e.g. `op run -- ./deploy.sh`"}},
	{"cred.private-key", [2]string{": the private key leaves the store or token that guards it, into a file or output whoever reads holds; private keys must never leave their store",
		"use the key where it is (`Set-AuthenticodeSignature -Certificate (Get-Item Cert:\\CurrentUser\\My\\THUMBPRINT)`, `pkcs11-tool --sign`); export only the certificate, its public half (`Export-Certificate -Cert … -FilePath .\\cert.cer`)"}},
	{"git", [2]string{" skips the checks the project runs before a commit or push (linters, tests, secret scanners)",
		"run it with its hooks and fix what they report; if a hook is wrong, say so and let the user decide"}},
	{"git.checkout-discard", [2]string{" overwrites the uncommitted changes of the whole working copy, with no way back",
		"save the changes first (`git stash`, `hg shelve`, `svn diff > my.patch`), or revert one named file (`hg revert FILE`, `svn revert FILE`)"}},
	{"git.history-rewrite", [2]string{" removes commits from the repository's history for good, with no backup to restore them from",
		"leave history to a human; to look at it, use `hg log -G`, `fossil timeline` or `darcs log`"}},
	{"git.clean", [2]string{" deletes untracked files, which version control has no copy of",
		"list what would go first (`hg purge --print`, `svn status --no-ignore`), then delete only the paths you mean with `rm`"}},
	{"net.exfil", [2]string{": from then on it is sent on, out of anyone's control, to an address no one here checks",
		"leave forwarding to a human; to look, list what is sent on now (`Get-InboxRule -Mailbox ME`, `Get-Mailbox ME | Format-List Forwarding*`, `Get-TransportRule`)"}},
	{"net", [2]string{": code or people from the network then reach this machine unchecked",
		"keep the checks on and the service local; if the network needs an exception, leave that to a human"}},
	{"fs.credentials", [2]string{" and no one can make the same keys again",
		"leave keys as they are; to look, list them (`gpg --list-secret-keys`, `certutil -store My`)"}},
	{"fs.rm-user-data", [2]string{" and what was kept there is gone for good",
		"leave deleting the user's data (the Trash, a Linux distribution with its disk) to a human; to look, list it (`gio trash --list`, `wsl --list --verbose`)"}},
	{"fs.storage", [2]string{" and what was kept there is gone for good",
		"leave destroying storage, guests and backups to a human; to look, list them (`zfs list -t snapshot`, `virsh vol-list default`, `restic snapshots`) or ask for a dry run (`zfs destroy -nv`, `borg delete --dry-run`)"}},
	{"fs", [2]string{" and what was kept there is gone for good",
		"leave deleting a machine and its disk to a human; to look, list them (`wsl --list --verbose`, `podman machine list`)"}},
	{"sys.package-source", [2]string{": every later install, of every project, then runs code from a source other than the public registry, unchecked", sourceFix}},
	{"sys.clock", [2]string{": certificates and tickets are checked against it and logs stamped with it, so expired ones pass and the record lies",
		"leave the clock to the machine's time sync; to look, read it (`Get-Date`, `date`, `timedatectl status`, `w32tm /query /status`)"}},
	{"sys.hostname", [2]string{": whatever knows it by its old name (other machines, its certificates, its cluster, the DNS entry DHCP made) loses track of it, and a service named after it (a RabbitMQ node) may not start, until the old name is set again",
		"leave renaming the machine to a human; to look, read its name (`hostnamectl status`, `hostname`)"}},
	{"sys.admin", [2]string{" and cannot be undone from here: who may log in, and what the machine serves or belongs to, changes for everyone",
		"leave accounts, domains and exports to a human; to look, list them (`ipa user-find`, `realm list`, `exportfs -v`)"}},
	{"sys", [2]string{" and cannot be undone from here",
		"leave it to a human at the machine; to look, list it (`iptables -S`, `crontab -l`, `zpool list`)"}},
}

// stdinWords returns the words of the lines of text, as an interactive
// client reads each line as a command and its operands.
func stdinWords(text string) []Word {
	var out []Word
	for f := range strings.FieldsSeq(text) {
		out = append(out, Word{Value: f, Literal: true})
	}
	return out
}

// anyMatch reports whether one word's value matches re.
func anyMatch(re *lazyRegexp, words []Word) bool {
	for _, w := range words {
		if re.match(w.Value) {
			return true
		}
	}
	return false
}

// localPath reports whether v names a path on this machine (./feed,
// C:\\packages, ~/repo, file:///srv/feed), not a server.
func localPath(v string) bool {
	if strings.HasPrefix(v, "file:") {
		return true
	}
	if strings.Contains(v, "://") || v == "" {
		return false
	}
	return strings.ContainsRune("./\\~", rune(v[0])) || len(v) > 2 && v[1] == ':' && (v[2] == '\\' || v[2] == '/')
}

// namesDir reports whether one of the values names a directory rather
// than a file: no extension, or a trailing slash (./k8s/, manifests).
func namesDir(values []string) bool {
	for _, v := range values {
		if v == "-" || strings.Contains(v, "://") {
			continue
		}
		if strings.HasSuffix(v, "/") || !strings.Contains(path.Base(v), ".") || v == "." {
			return true
		}
	}
	return false
}

// hasArgFold reports whether one of the words is given, in any case
// (PowerShell's -WhatIf is -whatif).
func hasArgFold(args []Word, words ...string) bool {
	for _, a := range args {
		for _, w := range words {
			if strings.EqualFold(a.Value, w) {
				return true
			}
		}
	}
	return false
}

// joinValues joins the values of words with sep.
func joinValues(words []Word, sep string) string {
	vs := make([]string, len(words))
	for i, w := range words {
		vs[i] = w.Value
	}
	return strings.Join(vs, sep)
}

// dbSchemes are the URL schemes of database connections.
var dbSchemes = set{"cockroachdb", "mariadb", "mongodb", "mysql", "mysqlx", "postgres", "postgresql", "redis", "rediss", "sqlserver"}

// localTestDB reports whether c, a client told its database by a URL
// (spec.dbURL), reaches only a test suite's database on this machine: a
// loopback host, a name that says test (app_test, test_app, test). The
// URL must be where the client reads it (an argument of psql, mongosh or
// redis-cli -u; DATABASE_URL for prisma); every other URL assigned must
// be such a database too. Any other operand or option with a value (a
// host, a database, a socket, a schema or settings file), a word known
// only at run time, or code that reaches another database or the shell
// (getSiblingDB, connect(, psql's \c and \!, FLUSHALL, DROP DATABASE)
// keeps the refusal. dev (no port of the input forwarded elsewhere):
// a database on a loopback host named for development (app_dev) may be
// dropped or made by its name too (dropdb -h localhost app_dev, DROP
// DATABASE IF EXISTS app_dev), as a framework's reset rebuilds it
// (devDBURL); not emptied table by table, which the name alone does not
// make scratch.
func localTestDB(ctx *Context, c *Command, s *spec, args []Word, dev bool) bool {
	if s.dbURL == dbNone || !allLiteral(args) {
		return false
	}
	found := 0
	for _, a := range c.Assigns {
		name, v, _ := strings.Cut(a, "=")
		local, isURL := testDBURL(v)
		if isURL && !local && s.dbURL == dbByEnv {
			// A framework's own reset (prisma migrate reset) rebuilds
			// the database from the project's schema and seeds: on
			// loopback, its development database is rebuilt too
			// (localhost/app_dev), as a framework's development
			// environment is (rebuiltEnvName).
			local = devDBURL(v)
		}
		if isURL && !local {
			return false
		}
		if local && s.dbURL == dbByEnv && name == "DATABASE_URL" {
			found++
		}
	}
	t, ok := readDBTargets(s, args)
	if !ok {
		return false // --schema F, --settings M, -n DB, a socket, another database named
	}
	for _, u := range t.urls {
		if local, _ := testDBURL(u); !local || s.dbURL != dbByArg {
			return false // psql URL prod; a client told its database otherwise
		}
		found++
	}
	loopback := t.host
	// docker compose exec db psql -c 'DROP DATABASE IF EXISTS app_test':
	// with no host named, a client in a container of this machine's
	// engine reaches the server there.
	loopback = loopback || c.container != containerNone
	if e := s.extra(); e.localDefault && !t.host && dev && !slices.ContainsFunc(t.p.operands, func(w Word) bool { return strings.ContainsAny(w.Value, ":/.@") }) &&
		(e.hostVars == "" || !varsTold(ctx, c, c.Assigns, e.hostVars)) {
		// mongosh --eval 'db.dropDatabase()' app_test: no host named,
		// no address among its operands, 127.0.0.1 (dev: no port
		// forwarded, not run elsewhere); dropdb app_test with no
		// PGHOST, PGHOSTADDR or PGSERVICE set: the local socket.
		loopback = true
	}
	// -d app_test, psql -h localhost app_test, dropdb -h localhost
	// app_test (dev: app_dev too, by dropdb's name alone).
	named, other := false, false
	for _, n := range t.names {
		named = testDBName(n) || dev && loopback && s.dbURL == dbByName && devDBName(n)
		other = other || !named
	}
	code := append(t.p.valuesOf(s.codeOpts), t.code...)
	text := strings.Join(code, "\n")
	if loopback {
		// Told by options: -h localhost -d app_test, or a test
		// database dropped or made by its name (DROP DATABASE IF
		// EXISTS test_ci) with nothing else the spec refuses.
		// Or a scratch table of any database there dropped or emptied
		// (psql -h localhost -d app_dev -c 'DROP TABLE IF EXISTS
		// tmp_backfill'), the database itself kept.
		rest, dropped := dropTestDBs(text, dev)
		switch {
		case named && !other:
			found++
		case dropped && (s.code == nil || !s.code.get().MatchString(rest)):
			// The database the client opens to drop another (psql -d
			// postgres -c 'DROP DATABASE IF EXISTS app_dev': none
			// drops the one it is in) is only where it connects: the
			// statements left change nothing the spec refuses.
			found++
			text, other = rest, false
		case s.dbURL == dbByArg && scratchOnly(text):
			return !reachesBeyondDB(text)
		}
	}
	return found > 0 && !other && !reachesBeyondDB(text)
}

// localDevDBRead reports whether c, a database client (s, rest the words
// after its path), reads a database of this machine named for
// development or tests, and that one only: its seeded rows, whose
// secret columns (a seed user's password hash, a fixture's API key)
// are the project's own made-up data. The database named by an option
// or the first operand (-d app_dev, app_test) or by a URL of a loopback
// host (devDBURL, testDBURL); every host named a loopback one, or none
// for a client in a container of this machine's engine; every word
// literal; no variable assigned; run here (localWrapped, no port of the
// input forwarded elsewhere) and no code reaching another database or
// the shell (reachesBeyondDB).
func localDevDBRead(ctx *Context, c *Command, s *spec, rest []Word) bool {
	if s == nil || s.dbURL == dbNone || !allLiteral(rest) || len(c.Assigns) > 0 || forwardsPort(ctx.Input) || !localWrapped(c) && c.container == containerNone {
		return false
	}
	t, ok := readDBTargets(s, rest)
	if !ok || len(t.code) > 0 || len(t.urls)+len(t.names) == 0 {
		return false
	}
	for _, u := range t.urls {
		if local, _ := testDBURL(u); !local && !devDBURL(u) {
			return false
		}
	}
	for _, n := range t.names {
		if !devDBName(n) && !testDBName(n) {
			return false
		}
	}
	return (t.host || len(t.urls) > 0 || c.container != containerNone) && !reachesBeyondDB(strings.Join(t.p.valuesOf(s.codeOpts), "\n"))
}

// dbTargets are what a database client's words name (readDBTargets):
// the databases it opens and the hosts it reaches them on.
type dbTargets struct {
	p parsed
	// urls are the database URLs among its options' values and its
	// operands (psql postgres://localhost/app_test, --url=URL,
	// DATABASE_URL=URL as an option's value).
	urls []string
	// names are the databases an option names (-d app_test, --dbname)
	// or its first operand does (psql -h localhost app_test, dropdb
	// app_dev) when its spec reads no statement there.
	names []string
	// code are the operands its spec's operand pattern matches: a
	// statement or command, not a name (redis-cli … FLUSHDB).
	code []string
	// host: a host was named by an option, every one this machine.
	host bool
}

// readDBTargets reads the words of a database client (args, through its
// spec s, dbURL set) for which databases on which hosts they name, for
// the rules that let a client reach a test or development database of
// this machine (localTestDB, localDevDBRead). ok is false when a word
// names anything else: a host of another machine, a connection string
// (psql -d "host=prod dbname=app"), a socket, a schema or settings
// file, an operand past the first that is no statement.
func readDBTargets(s *spec, args []Word) (t dbTargets, ok bool) {
	t.p = parseArgs(s, args)
	ok, t.host = loopbackOpts(s, t.p, true, func(o opt, role string) (done, ok bool) {
		if _, isURL := testDBURL(o.value); isURL {
			t.urls = append(t.urls, o.value)
			return true, true
		}
		if role != "db" {
			return false, false
		}
		if strings.ContainsAny(o.value, "= /") {
			return true, false // psql -d "host=prod dbname=app": a connection string
		}
		t.names = append(t.names, o.value)
		return true, true
	})
	if !ok {
		return t, false
	}
	for i, w := range t.p.operands {
		switch _, isURL := testDBURL(w.Value); {
		case isURL:
			t.urls = append(t.urls, w.Value)
		case i == 0 && (s.dbURL == dbByArg && s.operand == nil || s.dbURL == dbByName) && !strings.ContainsAny(w.Value, "= /"):
			// psql -h localhost app_test, dropdb -h localhost app_test;
			// not a connection string (psql "host=prod dbname=app").
			t.names = append(t.names, w.Value)
		case s.operand == nil || !s.operand.get().MatchString(w.Value):
			return t, false // another word: a host, a file, a second database
		default:
			t.code = append(t.code, w.Value) // redis-cli … FLUSHDB
		}
	}
	return t, true
}

// localCache reports whether c, a cache server's client (spec.cache),
// empties the server on this machine: every word literal, no variable
// assigned, no host but a loopback one, no URL, no socket or other
// operand but the flush itself (FLUSHDB, FLUSHALL), and no port of the
// input forwarded to another machine (forwardsPort). Behind a wrapper,
// only a container engine's exec into a container of this machine's
// engine (Command.container: docker compose exec redis redis-cli
// FLUSHDB), whose server with no host named is that container's, the
// project's own. A cache holds what the application fills again; a
// server reached elsewhere (ssh, kubectl exec, docker -H, exec -e), or
// named by a URL, keeps the refusal.
func localCache(ctx *Context, c *Command, s *spec, rest []Word) bool {
	if !s.extra().cache || !allLiteral(rest) || len(c.Assigns) > 0 || len(c.Wrappers) > 0 && c.container == containerNone || c.Stdin != nil || forwardsPort(ctx.Input) {
		return false
	}
	p := parseArgs(s, rest)
	ok, _ := loopbackOpts(s, p, false, func(o opt, _ string) (done, ok bool) {
		switch {
		case strings.Contains(o.value, "/"):
			return true, false // -u redis://cache.prod:6379/0
		case o.name == "-n":
			return true, true // the database's number
		}
		return false, false // -u, -a: a URL or a password of another server's
	})
	if !ok {
		return false
	}
	for _, w := range p.operands {
		if s.operand != nil && !s.operand.get().MatchString(w.Value) {
			return false // a socket, a URL, another command
		}
		if h, port, ok := strings.Cut(w.Value, ":"); ok && h != "" && port != "" && strings.Trim(port, "0123456789") == "" && !loopbackHost(h) {
			return false // redis-cli --cluster del-node 10.0.0.5:7000 ID: the node its operand names
		}
	}
	return len(p.operands) > 0 // (or the command its setting matched: SHUTDOWN)
}

// loopbackOpts reads the options with a value of a client of a server
// (p, read through s; its code options left out) for where they send
// it: keep reads each first (a test database's URL, a cache's number),
// and for one it is not done with, a host must be this machine (a
// loopback name or address, SQL Server's local names), a port may be
// any, and with users a user too; any other option names something
// else (a socket, a schema or settings file, a URL or a password of
// another server's). It reports whether none failed, and whether a
// host was named (every one this machine).
func loopbackOpts(s *spec, p parsed, users bool, keep func(o opt, role string) (done, ok bool)) (ok, host bool) {
	for _, o := range p.opts {
		if !o.hasValue || s.codeOpts.has(o.name) {
			continue
		}
		role, _ := dbOptRoles.get(strings.TrimLeft(o.name, "-"))
		if done, ok := keep(o, role); done {
			if !ok {
				return false, host
			}
			continue
		}
		switch {
		case role == "host":
			if !loopbackHost(o.value) && !localSQLServer(o.value) {
				return false, host
			}
			host = true
		case role == "port", role == "user" && users:
		default:
			return false, host
		}
	}
	return true, host
}

// testContainerDB reports whether c, a database client (s, rest the
// words after its path), runs in a container named as a test one
// (Command.container: docker compose exec db-test psql …) and reaches
// only that container's own server: no host named but a loopback one, no
// URL of another machine, every word literal, and no code that connects
// elsewhere (connect(), new Mongo()). The whole server is the test
// stack's, so a database dropped or every key flushed there is the
// test run's data, made again by the next one.
func testContainerDB(c *Command, s *spec, rest []Word) bool {
	if c.container != containerTest || s.dbURL == dbNone || !allLiteral(rest) || len(c.Assigns) > 0 {
		return false
	}
	p := parseArgs(s, rest)
	for _, o := range p.opts {
		if role, _ := dbOptRoles.get(strings.TrimLeft(o.name, "-")); role == "host" && !loopbackHost(o.value) && !localSQLServer(o.value) {
			return false
		}
	}
	for _, w := range rest {
		if strings.Contains(w.Value, "://") {
			if u, ok := readDBURL(w.Value); !ok || !u.onLoopback() {
				return false // a URL of another server, or of anything else
			}
		}
	}
	for _, w := range p.operands {
		if strings.ContainsAny(w.Value, "=/:.") {
			return false // a connection string (host=… dbname=…, service=prod), mongosh's host/db
		}
	}
	for _, o := range p.opts {
		if !s.codeOpts.has(o.name) && (strings.ContainsAny(o.value, "=/") || dbConfigOpts.has(strings.TrimLeft(o.name, "-"))) {
			return false // psql -d 'host=…', mysql --defaults-file=prod.cnf, --login-path=prod
		}
	}
	code := strings.Join(p.valuesOf(s.codeOpts), "\n")
	if strings.Contains(code, "\\") {
		return false // psql's \connect, \! and the other meta-commands
	}
	for _, m := range dbMember.get().FindAllStringSubmatch(code, -1) {
		if name := m[1] + m[2]; name == "" || slices.ContainsFunc(splitParts(name), dbReach.has) {
			return false
		}
	}
	return true
}

// dbConfigOpts are options of database clients that read where to
// connect from a file or a saved entry (mysql --defaults-file,
// --login-path; psql's service is a connection string's word).
var dbConfigOpts = set{"defaults-extra-file", "defaults-file", "defaults-group-suffix", "login-path"}

// dbOptRoles are what the options of database clients that take a value
// name: the server's host and port, the user, the database.
var dbOptRoles = table[string]{{"h", "host"}, {"host", "host"}, {"hostname", "host"}, {"S", "host"}, {"server", "host"}, {"ServerInstance", "host"},
	{"p", "port"}, {"P", "port"}, {"port", "port"}, {"U", "user"}, {"u", "user"}, {"user", "user"}, {"username", "user"}, {"Username", "user"},
	{"d", "db"}, {"D", "db"}, {"dbname", "db"}, {"database", "db"}, {"Database", "db"}}

// localSQLServer reports whether v names a SQL Server on this machine as
// its clients write one (sqlcmd -S, Invoke-Sqlcmd -ServerInstance): the
// machine itself (".", "(local)", a loopback host) or LocalDB
// ("(localdb)"), with an instance (.\SQLEXPRESS), a port (localhost,1433)
// or a protocol (tcp:localhost) or none.
func localSQLServer(v string) bool {
	v = strings.ToLower(v)
	for _, p := range []string{"tcp:", "np:", "lpc:"} {
		v = strings.TrimPrefix(v, p)
	}
	host, _, _ := strings.Cut(v, ",")
	host, _, _ = strings.Cut(host, "\\")
	return host == "." || host == "(local)" || host == "(localdb)" || loopbackHost(host)
}

// testDBStmt matches an SQL statement dropping or making a database by
// its name.
var testDBStmt = &lazyRegexp{expr: "(?i)\\b(?:drop|create)\\s+database\\s+(?:if\\s+(?:not\\s+)?exists\\s+)?[\"'\x60]?([A-Za-z0-9_-]+)[\"'\x60]?\\s*;?"}

// dropTestDBs returns code without its statements that drop or make a
// database whose name says test (testDBName), or development with dev
// (devDBName), and whether it had one; any other database named keeps
// its statement.
func dropTestDBs(code string, dev bool) (string, bool) {
	dropped := false
	rest := testDBStmt.get().ReplaceAllStringFunc(code, func(m string) string {
		if n := testDBStmt.get().FindStringSubmatch(m)[1]; !testDBName(n) && !(dev && devDBName(n)) {
			return m
		}
		dropped = true
		return ""
	})
	return rest, dropped
}

// beyondOneDB matches statements that reach past the database a client
// opened: psql's meta-commands (\c, \!), USE, a DATABASE named, FLUSHALL.
var beyondOneDB = &lazyRegexp{expr: `(?i)\\|\buse\s|database\s|flushall`}

// dbReach are the words of a function's or member's name that say it
// reaches past the database the client opened: another database or
// server (getSiblingDB, new Mongo(), connect(), a client), a script
// (load()), or this machine (require('child_process'), runProgram()).
var dbReach = set{"client", "connect", "connection", "exec", "load", "mongo", "program", "require", "shell", "sibling", "sister", "spawn", "system"}

// dbMember matches a member reached (.name), a function called (name(),
// and a member reached by a computed name (db['x'], whose name may be
// any).
var dbMember = &lazyRegexp{expr: `\.\s*([A-Za-z_]\w*)|([A-Za-z_]\w*)\s*\(|[\w)\]]\s*\[\s*['"` + "`" + `]`}

// reachesBeyondDB reports whether code given to a client may act beyond
// the database it opened: a statement of beyondOneDB, or a name called or
// reached whose words say so (dbReach), however the shell's API spells it.
func reachesBeyondDB(code string) bool {
	if beyondOneDB.get().MatchString(code) {
		return true
	}
	for _, m := range dbMember.get().FindAllStringSubmatch(code, -1) {
		name := m[1] + m[2]
		if name == "" || slices.ContainsFunc(splitParts(name), dbReach.has) {
			return true
		}
	}
	return false
}

// dbQueryKeys are the parameters of a database URL that do not change
// which database it names.
var dbQueryKeys = set{"application_name", "connect_timeout", "connection_limit", "schema", "sslmode"}

// testDBURL reports whether w (or the value after NAME= or --opt=) is a
// database URL (isURL) and whether it is a test suite's database on this
// machine (local): a loopback host, one host, a test name, no query.
func testDBURL(w string) (local, isURL bool) {
	if _, v, ok := strings.Cut(w, "="); ok && !strings.Contains(w[:strings.Index(w, "=")], "://") {
		w = v // NAME=URL, --url=URL
	}
	u, ok := readDBURL(w)
	return ok && u.onLoopback() && testDBName(u.name), ok
}

// devDBURL reports whether w (or the value after NAME=) is a database
// URL of a development database on this machine: a loopback host, a
// name whose first or last word is dev, development or local (app_dev,
// dev, myapp-development) and none production (app_prod_dev), no query
// that places it elsewhere.
func devDBURL(w string) bool {
	if _, v, ok := strings.Cut(w, "="); ok && !strings.Contains(w[:strings.Index(w, "=")], "://") {
		w = v
	}
	u, ok := readDBURL(w)
	return ok && u.onLoopback() && devDBName(u.name)
}

// localWrapped reports whether c runs on this machine: each of its
// Wrappers a shell (bash -c, sh FILE), eval, or a command whose spec
// says it runs its command here (roleRunsHere: sudo, env, xargs, npx,
// bundle exec); not through ssh, kubectl exec or a container engine,
// where a loopback host is that machine's.
func localWrapped(c *Command) bool {
	for _, w := range c.Wrappers {
		name, subs, _ := strings.Cut(w, " ")
		if _, shell := shellGrammar(name); !shell && name != "eval" && !nameDoes(name, roleRunsHere) && !pathDoes(name, subs, roleRunsHere) {
			return false
		}
	}
	return c.container == containerNone && c.prodPlace == "" && c.serverPlace == ""
}

// devDBName reports whether a database's name says development: its
// first or last word dev, development or local, none production.
func devDBName(n string) bool {
	return nameEndsIn(n, devWords) && !slices.ContainsFunc(splitParts(n), prodWords.has)
}

// devWords are the words of a development environment's or database's
// name.
var devWords = set{"dev", "development", "local"}

// dbURL is a database's address as its clients read it from a URL
// (scheme://user:pass@host:port,host2/name?query).
type dbURL struct {
	authority   string // the hosts and ports, without the user
	name, query string
	runTime     bool // part of it is known only at run time
}

// readDBURL reads w as a database URL: one of dbSchemes (+srv allowed),
// also behind jdbc: (jdbc:postgresql://db:5432/app). It is the one
// reading of database URLs, for what a client is told to reach.
func readDBURL(w string) (dbURL, bool) {
	if len(w) > 5 && strings.EqualFold(w[:5], "jdbc:") {
		w = w[5:]
	}
	scheme, rest, ok := strings.Cut(w, "://")
	if !ok || !dbSchemes.hasLower(strings.TrimSuffix(scheme, "+srv")) {
		return dbURL{}, false
	}
	if strings.ContainsAny(rest, "$`") {
		return dbURL{runTime: true}, true
	}
	var u dbURL
	rest, u.query, _ = strings.Cut(rest, "?")
	u.authority, u.name, _ = strings.Cut(rest, "/")
	if i := strings.LastIndex(u.authority, "@"); i >= 0 {
		u.authority = u.authority[i+1:]
	}
	return u, true
}

// onLoopback reports whether u names one host, known, on this machine,
// and no query parameter that places it elsewhere (?host=, ?service=,
// ?dbname= name another database).
func (u dbURL) onLoopback() bool {
	for _, kv := range strings.Split(u.query, "&") {
		if k, _, _ := strings.Cut(kv, "="); kv != "" && !dbQueryKeys.hasLower(k) {
			return false
		}
	}
	return !u.runTime && !strings.Contains(u.authority, ",") && loopbackHost(u.authority)
}

// testDBName reports whether a database's name says it is a test
// suite's: its first or last word is test or tests, however the words
// are joined (test, app_test, test_app, app-tests, AppTest, App_Tests;
// not latest or contest).
func testDBName(n string) bool {
	return nameEndsIn(n, testDBWords)
}

// testDBWords are the words of a test suite's database's name.
var testDBWords = set{"test", "tests"}

// nameEndsIn reports whether the first or the last word of a name, however
// its words are joined (app_test, test-app, AppDev), is one of words; a
// schema-qualified name or a path is not one name. Numbers after the last
// word are a date or a worker's number, not a word of their own
// (orders_test_20261201, app_test-1 of a parallel test run).
func nameEndsIn(n string, words set) bool {
	if strings.ContainsAny(n, "./") {
		return false
	}
	var buf [8]string
	parts := appendParts(buf[:0], n)
	for len(parts) > 1 && strings.Trim(parts[len(parts)-1], "0123456789") == "" {
		parts = parts[:len(parts)-1]
	}
	return len(parts) > 0 && (words.has(parts[0]) || words.has(parts[len(parts)-1]))
}

// Deploy options by the last word of their name (--project-name is a
// name): those that pick a place within the app or project deployed
// (targetPlaceOpts: --stage dev, --slot staging, --branch preview; the
// account's profile its credentials come from, --profile dev), and
// those that name what is deployed (targetNameOpts: --app, --project,
// --config fly.staging.toml). Not --message, --target-path, --env-file
// or an --env NAME=VALUE. Tables of words, not options of each spec:
// deploy CLIs name these options by one convention (--stage, --env,
// --slot; --app, --project, --site), and the words read the options of
// every deploy spec, those a spec does not list included, with nothing
// to add to a new one.
var (
	targetPlaceOpts = set{"alias", "branch", "env", "environment", "profile", "slot", "stage", "target"}
	targetNameOpts  = set{"app", "application", "config", "name", "project", "site"}
)

// stagingTarget reports whether a deploy's options (s, the deploy's
// spec, tells its one-letter options that take a value) name a target
// that is not production (nonProdWords) and no word of args names
// production: a place within it written out as not production, or else
// every name of what is deployed written out (and each one-letter
// option's value, which may name it: fly's -a) as not production. A
// value only known at run time is not read as a target, nor an
// operand unless the spec says it names the environment (stageOperand).
func stagingTarget(s *spec, args []Word, ps bool) bool {
	if v := readVocab(args, ps); v.prod {
		return false
	}
	place, name, otherName := false, false, false
	for i, a := range args {
		o, ok := readOptWord(a.Value, ps)
		if !a.Literal || !ok {
			continue
		}
		// A spec whose operand is the environment names it there, not
		// by a one-letter option (eb deploy -l LABEL).
		short := !ps && !s.extra().stageOperand && o.dashes == "-" && strings.ContainsRune(s.value, rune(o.name[0]))
		if short && len(o.name) > 1 && !o.hasValue {
			o.value, o.hasValue = o.name[1:], true // -aweb-staging
		}
		last := ""
		for part := range strings.FieldsFuncSeq(strings.ToLower(o.name), notAlnum) {
			last = part
		}
		isPlace, isName := targetPlaceOpts.has(last) && len(o.name) > 1, targetNameOpts.has(last) && len(o.name) > 1
		if !isPlace && !isName && !short {
			continue
		}
		value := Word{Value: o.value, Literal: a.Literal}
		if !o.hasValue {
			if i+1 >= len(args) || strings.HasPrefix(args[i+1].Value, "-") {
				continue
			}
			value = args[i+1]
		}
		if !value.Literal {
			otherName = otherName || !isPlace
			continue
		}
		if strings.Contains(value.Value, "=") {
			continue
		}
		var v vocab
		v.readTarget(strings.ToLower(value.Value))
		switch {
		case isPlace:
			place = place || v.nonProd
		case v.nonProd:
			name = true
		default:
			otherName = true
		}
	}
	if s.extra().stageOperand {
		// eb deploy acme-staging: the operand is the environment.
		for _, w := range parseArgs(s, args).operands {
			var v vocab
			if w.Literal {
				v.readTarget(strings.ToLower(w.Value))
			}
			name, otherName = name || v.nonProd, otherName || !v.nonProd
		}
	}
	return place || name && !otherName
}

// localClusterContexts are the names the local Kubernetes distributions
// give their kubeconfig contexts: a whole name (minikube,
// docker-desktop), or, ending in -, the start of the names of the
// clusters one makes (kind's kind-NAME, k3d's k3d-NAME). A table of
// names rather than a spec's: the context is a value every cluster
// client (kubectl, helm, oc) is given, its options' spec (--context,
// --kube-context) the same for all, so the names belong to no command.
var localClusterContexts = []string{"colima", "docker-desktop", "docker-for-desktop", "k3d-", "kind-", "microk8s", "minikube", "orbstack", "rancher-desktop"}

// localContext reports whether v names a context of localClusterContexts.
func localContext(v string) bool {
	return slices.ContainsFunc(localClusterContexts, func(n string) bool {
		return v == n || strings.HasSuffix(n, "-") && strings.HasPrefix(v, n)
	})
}

// lastingEnvWords name an environment that lives on and keeps its data
// (staging, uat, beta, a demo shown to customers): a release
// uninstalled there is installed again, but its volume claims hold a
// database's files no one re-creates, as production's do.
var lastingEnvWords = set{"alpha", "beta", "demo", "stage", "staging", "stg", "uat"}

// devNamespace reports whether a cluster change (s, read from rest)
// deletes what lives in a namespace (moreChange.namespaced: a release
// uninstalled, a namespace's volume claims and stateful sets; a
// namespace, a volume, a resource definition and a node are the
// cluster's, whatever -n says) and is given, as literal words, a
// namespace named as a development one (dev, feature-x-preview, qa:
// nonProdWords; for volumes' data none of lastingEnvWords) and no
// cluster, context or kubeconfig named as production's, nor every
// namespace: that environment's objects, which its owners re-create, as
// kubectl delete deploy web -n dev (no rule's) deletes its own.
func devNamespace(s *spec, rest []Word) bool {
	scope := s.extra().namespaced
	if scope == namespaceNone {
		return false
	}
	p := parseArgs(s, rest)
	if p.given(s, "-A --all-namespaces") {
		return false
	}
	where, dev := wordList("--cluster --context --kube-context --kubeconfig --server"), false
	for _, o := range p.opts {
		switch ns := o.name == "-n" || o.name == "--namespace"; {
		case !ns && !where.has(o.name):
		case !o.literal:
			return false
		case ns:
			var v vocab
			v.readTarget(strings.ToLower(o.value))
			if !v.nonProd || scope == namespaceData && slices.ContainsFunc(nameWords(strings.ToLower(o.value)), lastingEnvWords.has) {
				return false
			}
			dev = true
		case namesProd(strings.ToLower(o.value)):
			return false
		}
	}
	return dev
}

// localCluster reports whether a cluster client's --context (helm's
// --kube-context, kapp's --kubeconfig-context) names a cluster of a local distribution, and nothing
// else places it: no --kubeconfig, --server or --cluster, no KUBECONFIG
// assigned, here or by the input before it (export KUBECONFIG=…,
// $env:KUBECONFIG = …, set KUBECONFIG=…), no value only known at run time.
func localCluster(ctx *Context, args []Word, assigns []string) bool {
	if ctx != nil && ctx.Input != nil && (ctx.Input.sets("KUBECONFIG") || ctx.Input.sets("%KUBECONFIG%") || ctx.Input.sets("$env:kubeconfig")) {
		return false // export KUBECONFIG=~/.kube/prod: a context of that file's, anywhere
	}
	for _, a := range assigns {
		if name, _, _ := strings.Cut(a, "="); name == "KUBECONFIG" {
			return false
		}
	}
	local := false
	for i, a := range args {
		o, ok := readOptWord(a.Value, false)
		if !a.Literal || !ok {
			continue
		}
		switch o.name {
		case "context", "kube-context", "kubeconfig-context":
			v := o.value
			if !o.hasValue {
				if i+1 >= len(args) || !args[i+1].Literal {
					return false
				}
				v = args[i+1].Value
			}
			if !localContext(v) {
				return false
			}
			local = true
		case "kubeconfig", "server", "s", "cluster", "kube-apiserver", "kube-token", "token":
			return false
		}
	}
	return local
}

// describingWords end a name that says its value describes a resource
// (vpc_id, instance_public_ip, bucket_name, cluster_endpoint), rather
// than holds a credential (db_password, kubeconfig, client_key).
var describingWords = set{"address", "addresses", "arn", "arns", "cidr", "count", "dns", "domain", "endpoint", "endpoints", "fqdn", "host", "hostname", "id", "ids", "ip", "ips", "name", "names", "port", "region", "regions", "size", "subnet", "subnets", "tag", "url", "urls", "version", "zone", "zones"}

// describedName reports whether a name (an output's, a setting's) ends
// in a word of describingWords and has no credential's word or shape
// (credWordsIn, credentialName: database_url is a connection string).
func describedName(n string) bool {
	ws := nameWords(n)
	return len(ws) > 0 && describingWords.has(ws[len(ws)-1]) && !credWordsIn(ws, true) && !credentialName(n) && !slices.ContainsFunc(ws, secretAddressWords.has)
}

// describedPath reports whether v, the path of one value in a document
// (sops's ["image"]["tag"], a dotted a.b, a bare name, [0] steps), names
// a value that describes a resource: its last key is a describedName,
// and no key names a credential (["db"]["password"]["version"] is a
// password's), nor an address that may carry one (url, endpoint:
// credAddressWords). Any other shape (a wildcard, a projection, a pipe) may
// pick anything.
func describedPath(v string) bool {
	var keys []string
	for v != "" {
		switch {
		case strings.HasPrefix(v, `["`):
			end := strings.Index(v[2:], `"]`)
			if end < 0 {
				return false
			}
			keys, v = append(keys, v[2:2+end]), v[2+end+2:]
		case strings.HasPrefix(v, "["):
			end := strings.Index(v, "]")
			if end < 0 || !isDigits(v[1:end]) {
				return false
			}
			v = v[end+1:]
		default:
			k := v
			if i := strings.IndexAny(v, ".["); i >= 0 {
				k, v = v[:i], v[i:]
			} else {
				v = ""
			}
			keys = append(keys, k)
			v = strings.TrimPrefix(v, ".")
		}
	}
	for _, k := range keys {
		if k == "" || strings.Trim(k, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") != "" || credentialName(k) || credWordsIn(nameWords(k), true) {
			return false
		}
	}
	return len(keys) > 0 && describedName(keys[len(keys)-1]) && !slices.ContainsFunc(nameWords(keys[len(keys)-1]), credAddressWords.has)
}

// credAddressWords name an address kept in a secret store that may hold
// its own credential (postgres://user:password@host, a chat webhook's
// URL with its token): what a store keeps under url is stored there as
// a secret, a host's name or a region is not.
var credAddressWords = set{"endpoint", "endpoints", "uri", "uris", "url", "urls"}

// secretAddressWords name the kinds of address that carry their own
// credential: a chat webhook's URL holds its token, a signed or SAS URL
// its signature, a connection's URL or DSN (jdbc, odbc) its password, an
// invite or magic link its grant: webhook_url, sas_url, presigned_url,
// connection_url are secrets whatever word ends them.
var secretAddressWords = set{"conn", "connection", "dsn", "hook", "hooks", "invite", "jdbc", "magic", "odbc", "presigned", "sas", "signed", "webhook", "webhooks"}

// schemedURLs returns c, an HTTP client (a downloader, roleDownloads,
// whose DELETE an infra.api spec reads: spec_stores.go) read through s, and
// rest, the words after its path, with each URL it is given without a
// scheme spelled out as the client reads it: curl and wget take
// localhost:8080/api/items/3 (and 127.0.0.1/x, host.example.com/x) as
// http://… (curl guesses other protocols only from names such as ftp.,
// none on this machine), HTTPie and xh too (https://… for https), and
// HTTPie's localhost shorthand :3000/api/items/1 (and :/health) is
// http://localhost:3000/api/items/1. The URLs are its operands and the
// values of curl's --url, given in the same word (--url=HOST/PATH) or the
// next: the rules that ask where a word points (localTarget,
// oneLocalItem) then see every place the request goes, a host elsewhere
// named without a scheme among them.
func schemedURLs(c *Command, s *spec, rest []Word) (*Command, []Word) {
	scheme := "http://"
	if s.path == "https" {
		scheme = "https://"
	}
	httpie := s.operand == httpDelete
	p := parseArgs(s, rest)
	urls := map[string]bool{}
	for _, o := range p.operands {
		urls[o.Value] = true
	}
	for _, o := range p.opts {
		if o.name == "--url" && o.hasValue && !o.inline {
			urls[o.value] = true
		}
	}
	spell := func(ws []Word) []Word {
		out := slices.Clone(ws)
		for i, a := range out {
			if !a.Literal {
				continue
			}
			v := a.Value
			if name, val, ok := strings.Cut(v, "="); ok && name == "--url" {
				if u, ok := withScheme(val, scheme, httpie); ok {
					out[i].Value = name + "=" + u
				}
				continue
			}
			if strings.HasPrefix(v, "-") || !urls[v] {
				continue
			}
			if u, ok := withScheme(v, scheme, httpie); ok {
				out[i].Value = u
			}
		}
		return out
	}
	c2 := *c
	c2.Args = spell(c.Args)
	return &c2, spell(rest)
}

// schemelessHost matches the authority of a URL written without its
// scheme: a host name or an IPv4 address, or an IPv6 one in brackets,
// with a port or none (localhost:8080, 127.0.0.1, [::1]:3000,
// api.example.com); not a request item of HTTPie (name=value,
// Header:value), whose : is followed by no port.
var schemelessHost = &lazyRegexp{expr: `^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9][A-Za-z0-9.-]*)(:[0-9]*)?$`}

// withScheme returns v, a URL written without its scheme, with scheme
// before it (HTTPie's :PORT/PATH: http://localhost:PORT/PATH); ok is false
// when v is not one: a URL with its scheme, a word known at run time, a
// path of this machine, or no host name before the first /, ? or #
// (a name with neither a dot nor a port is a host only as localhost).
func withScheme(v, scheme string, httpie bool) (string, bool) {
	if httpie && len(v) >= 2 && v[0] == ':' && (v[1] == '/' || v[1] >= '0' && v[1] <= '9') {
		return "http://localhost" + v, true
	}
	if v == "" || strings.Contains(v, "://") || strings.ContainsAny(v, "$` {}") || localPath(v) {
		return "", false
	}
	host := v
	if end := strings.IndexAny(v, "/?#"); end >= 0 {
		host = v[:end]
	}
	if !schemelessHost.get().MatchString(host) || !strings.ContainsAny(host, ".:") && !strings.EqualFold(host, "localhost") {
		return "", false
	}
	return scheme + v, true
}

// describedPick reports whether c, a command whose one operand may name
// the one value it prints (spec.nameOperand: terraform output), prints
// all of them into jq alone, whose filter picks one value by a name that
// describes a resource (terraform output -json | jq -r '.vpc_id.value'):
// the same as terraform output -raw vpc_id.
func describedPick(ctx *Context, c *Command, s *spec) bool {
	if s == nil || !s.nameOperand || ctx == nil || ctx.Input == nil || len(c.Redirs) > 0 {
		return false
	}
	reader := soleReader(ctx.Input, c)
	if reader == nil || outputRead(ctx.Input, c) && !slices.Contains(reader.Feeds, c) {
		return false
	}
	filter, files, ok := jqFilter(reader)
	if !ok || len(files) > 0 {
		return false // a file of its own: not what c printed
	}
	// .NAME or .NAME.value, nothing else.
	name, rest, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(filter), "."), ".")
	if name == "" || rest != "" && rest != "value" || !isName([]byte(name)) {
		return false
	}
	return describedName(name)
}

// previewScript reports whether each operand of c that s.operand matches
// is followed by one naming a build script this input wrote whose text
// sets s's previewFile, to 1 or true only: a preview, which uploads
// nothing.
func previewScript(ctx *Context, s *spec, operands []Word) bool {
	re := s.extra().previewFile
	if re == nil || s.operand == nil || ctx.Input == nil || ctx.Env == nil {
		return false
	}
	found := false
	for i, w := range operands {
		if !s.operand.get().MatchString(w.Value) {
			continue
		}
		if i+1 == len(operands) {
			return false
		}
		p, ok := fsPath(ctx.Env, operands[i+1]) // "$PWD/steam/app_build.vdf" too
		text, written := ctx.Input.written[p]
		if !ok || !written {
			return false
		}
		sets := re.get().FindAllStringSubmatch(text, -1)
		if len(sets) == 0 || slices.ContainsFunc(sets, func(m []string) bool { return m[1] != "1" && !strings.EqualFold(m[1], "true") }) {
			return false // no preview, or one set to 0 as well
		}
		found = true
	}
	return found
}

// engineDeletes are a container engine's subcommands, and the verbs
// after an object's name, that delete: docker rm and rmi, docker stack
// rm, service rm, container prune, system prune, compose down.
var (
	engineDeletes   = set{"rm", "rmi"}
	engineObjects   = set{"config", "container", "image", "machine", "manifest", "network", "node", "plugin", "pod", "secret", "service", "stack", "swarm", "system", "volume"}
	engineObjDelete = set{"down", "leave", "prune", "remove", "rm", "rmi"}
)

// remoteEngineDelete asks before a container engine's CLI deletes on a
// daemon that may be another machine's (remoteEngine: docker -H
// ssh://prod, --context prod, DOCKER_HOST=tcp://…, ssh prod docker …):
// its containers, images, stacks, services, secrets, networks and nodes
// are that machine's, gone for whoever runs them there. On this
// machine's own engine they are the agent's to make again.
func remoteEngineDelete(ctx *Context, c *Command) []Finding {
	if containerEngine(c.Name) == nil && c.Name != "docker-compose" && c.Name != "podman-compose" {
		return nil
	}
	_, sub, next, rest := composeWords(c)
	what := ""
	switch {
	case sub == "compose" && (next == "down" || next == "rm"):
		what = c.Name + " compose " + next
	case engineDeletes.has(sub):
		what = c.Name + " " + sub
	case engineObjects.has(sub) && engineObjDelete.has(next):
		what = c.Name + " " + sub + " " + next
	}
	if what == "" || hasArg(rest, "--help", "-h") || !remoteEngine(ctx.Input, c) {
		return nil
	}
	return vocabFinding(c, "infra.cluster", what+" on a remote engine (another machine's daemon)")
}
