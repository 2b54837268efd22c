package policy

import (
	"path"
	"slices"
	"strings"
)

// Requests that destroy through a service's HTTP or RPC API, whichever
// the method: a request that changes (any method but GET, HEAD and
// OPTIONS: given by -X POST, --method, -Method, httpie's POST operand, or
// implied by data sent) to a path whose words name a destroying action
// (POST /v1/projects/42/delete, /logs/_delete_by_query, /flushall,
// /job/x/doDelete; gRPC's acme.v1.Projects/DeleteProject), or data that
// is a statement dropping or emptying a database (ClickHouse's and
// InfluxDB's HTTP query endpoints, Solr's <delete>, a GraphQL mutation
// deleteProject). An HTTP DELETE is the specs' (spec_stores.go). A host
// on this machine is a service being developed: its endpoints are
// exercised, not production's.

// readMethods change nothing; apiDestroyWords are destroying verbs that
// are no words of the vocabulary's commands: Redis's, as an endpoint
// (Upstash's /flushall), and FHIR's $expunge, which removes a resource's
// every version for good (a DELETE only marks it deleted), and Intune's
// …/managedDevices/{id}/retire, the company's data taken off a device.
var (
	readMethods     = set{"get", "head", "options"}
	apiDestroyWords = set{"expunge", "flushall", "flushdb", "retire"}
)

// graphqlMutation matches a GraphQL mutation, its first field's name
// the second group (mutation { deleteProject(id: 1) { id } }).
var graphqlMutation = &lazyRegexp{expr: `\bmutation\b[^{]*\{\s*(\w+\s*:\s*)?(\w+)`}

// graphqlDeletes reports whether text is a GraphQL mutation whose field
// is named by a destroying verb (deleteProject, issueDelete, removeUser).
func graphqlDeletes(text string) bool {
	if !strings.Contains(text, "mutation") {
		return false
	}
	for _, m := range graphqlMutation.get().FindAllStringSubmatch(text, 4) {
		for w := range nameWordSeq(m[2]) {
			if vocabDestroy.has(w) || w == "remove" {
				return true
			}
		}
	}
	return false
}

// A request is what an HTTP or RPC client's words say it sends: its
// method (lower case; POST when data is sent), where to (each target's
// host and path, the targets as written) and the data.
type request struct {
	name    string
	method  string
	targets []string
	hosts   []string
	paths   []string
	data    []string
	// local: a target is this machine (a request to it changes nothing
	// elsewhere); rpc: it calls a method of a service (requestRoles);
	// queryAct: a GET whose query names a destroying action
	// (queryAction), which acts as a POST would.
	local, rpc, queryAct bool
	// localPaths are the paths, with their queries, of the targets on
	// this machine.
	localPaths []string
}

// readRequest reads c as a request when it is an HTTP or RPC client's
// (requestSpecs: its words read through its spec, each option and
// operand by its part of the request) that changes something (not GET,
// HEAD, OPTIONS) on a host other than this machine: readRequestOf,
// worked out once a check (four rules ask it of every command). Most
// commands are no client, and their answer, their name and no request,
// is kept as nil. The request's lists are the command's: a caller
// appends to them (their capacities are their lengths) but never
// changes them.
func readRequest(c *Command) (request, bool) {
	f := kept(c, factRequest, func(f *commandFacts) **requestFact { return &f.request }, "request",
		func() *requestFact {
			r, ok := readRequestOf(c)
			if !ok && r.method == "" && !r.local && r.targets == nil && r.hosts == nil && r.paths == nil && r.data == nil {
				return nil // the name alone
			}
			r.targets, r.hosts, r.paths, r.data, r.localPaths = slices.Clip(r.targets), slices.Clip(r.hosts), slices.Clip(r.paths), slices.Clip(r.data), slices.Clip(r.localPaths)
			return &requestFact{r, ok}
		})
	if f == nil {
		return request{name: pubName(lowerName(c))}, false
	}
	return f.r, f.ok
}

// requestFact is readRequest's answer, kept in a command's facts.
type requestFact struct {
	r  request
	ok bool
}

// readRequestOf is readRequest worked out.
func readRequestOf(c *Command) (request, bool) {
	r := request{name: pubName(lowerName(c))}
	s, args := requestSpec(c)
	if s == nil {
		return r, false
	}
	roles := s.extra().request
	r.rpc = roles.rpc
	if roles.apiHost != "" {
		r.name += " api" // gh api ENDPOINT: its fields (-f, -F, --input) a POST's body
	}
	p := parseArgs(s, args)
	var targets []string
	for _, o := range p.opts {
		switch {
		case !o.hasValue:
		case roles.method.has(o.name):
			r.method = strings.ToLower(strings.Trim(o.value, `"'`))
		case roles.url.has(o.name):
			targets = append(targets, o.value)
		case roles.body.has(o.name):
			r.data = append(r.data, o.value)
		}
	}
	for i, w := range p.operands {
		v := w.Value
		switch {
		case i == 0 && roles.methodOperand && httpMethods.hasLower(v):
			r.method = strings.ToLower(v) // http POST URL
		case roles.fields && strings.Contains(v, "=") && !strings.Contains(v, "://"):
			r.data = append(r.data, v) // httpie's field=value: a body's
		default:
			targets = append(targets, v)
		}
	}
	if r.method == "" && (len(r.data) > 0 || roles.rpc) {
		r.method = "post"
	}
	if (r.method == "" || r.method == "get") && !roles.rpc && slices.ContainsFunc(targets, queryAction) {
		// GET …/collections?action=DELETE&name=orders: the query names
		// the action, as a form's field would.
		r.method, r.queryAct = "get", true
	} else if (r.method == "" || r.method == "get") && !roles.rpc && slices.ContainsFunc(targets, actingGet) {
		r.method = "get" // GET …/pullByCommit: an action, whatever the method
	} else if r.method == "" || readMethods.has(r.method) {
		return r, false
	}
	if roles.apiHost != "" && len(targets) > 0 {
		// Its endpoint, its first operand, is a path of the service's
		// API (repos/{owner}/{repo}/releases).
		t := targets[0]
		if _, isURL := readURL(t); !isURL {
			r.targets, r.hosts, r.paths = []string{t}, []string{roles.apiHost}, []string{"/" + strings.TrimPrefix(t, "/")}
			return r, true
		}
	}
	for _, t := range targets {
		host, p, ok := requestTarget(t, roles.rpc)
		if !ok {
			continue
		}
		if loopbackHost(host) {
			// This machine: no change elsewhere. A request sent to it
			// and to a host elsewhere (curl -X POST localhost URL) is
			// still sent there.
			r.local = true
			if _, q, hasQuery := strings.Cut(t, "?"); hasQuery && !strings.Contains(p, "?") {
				p += "?" + q // its query too: a filter, a cascade (localRecordPath)
			}
			r.localPaths = append(r.localPaths, p)
			continue
		}
		r.targets, r.hosts, r.paths = append(r.targets, t), append(r.hosts, host), append(r.paths, p)
		if _, q, hasQuery := strings.Cut(t, "?"); hasQuery {
			// A URL's query string is sent as its form's fields are
			// (POST /query?q=DROP+DATABASE+metrics).
			q, _, _ = strings.Cut(q, "#")
			for field := range strings.SplitSeq(q, "&") {
				r.data = append(r.data, percentDecoded(strings.ReplaceAll(field, "+", " ")))
			}
		}
	}
	if r.local && len(r.targets) == 0 {
		return r, false
	}
	if c.Stdin != nil {
		r.data = append(r.data, *c.Stdin)
	}
	return r, len(r.targets) > 0
}

// A GET that acts: an endpoint named by what it does, not by what it
// holds (SAP gCTS's …/repository/R/pullByCommit, Jenkins' …/job/J/build,
// a webhook's /deploy, /restart?service=x), acts when it is fetched,
// whatever the method; REST's GET only reads, but these are no REST
// resources. Its last segment begins with a verb that changes
// (getActionVerbs); a segment that is a file's name (deploy.sh) is a
// download. It is read as a change where it goes to production's
// service, a deploy hook, a CI run or a broadcast, not as a destroying
// request anywhere (apiDestroy).
var getActionVerbs = set{"activate", "build", "decommission", "delete", "deploy", "destroy", "drop", "execute", "import", "kill", "promote", "publish", "pull", "purge", "reboot", "rebuild", "redeploy", "release", "reset", "restart", "rollback", "run", "shutdown", "start", "stop", "sync", "terminate", "trigger", "undeploy", "upgrade", "wipe"}

// actingGet reports whether the target t, a URL, names an action
// fetched (above): its path's last segment, which is no file's name
// and no read (status, logs), begins with a verb of getActionVerbs
// (Jenkins' doDelete: after do), or an earlier one with a deploying or
// destroying verb (/deploy/prod).
func actingGet(t string) bool {
	host, p, ok := requestTarget(t, false)
	if !ok || loopbackHost(host) {
		return false
	}
	p, _, _ = strings.Cut(p, "?")
	p = path.Clean("/" + p)
	last := path.Base(p)
	if strings.Contains(last, ".") || last == "/" || vocabReads.has(strings.ToLower(last)) {
		return false
	}
	for _, seg := range strings.Split(p[1:], "/") {
		for w := range nameWordSeq(seg) {
			if w == "do" {
				continue
			}
			// Before the last segment, only a verb that is no noun too
			// (a hook's /deploy/prod; not /run/42, /build/7/log).
			if getActionVerbs.has(w) && (seg == last || vocabDeploy.has(w) || vocabDestroy.has(w)) {
				return true
			}
			break
		}
	}
	return false
}

// queryAction reports whether t, a URL, has a query whose field names a
// destroying action (actionField: action=DELETE, op=purge): an RPC
// written as a GET, which acts when it is fetched (Solr's Collections
// and Cores APIs), not a page about one.
func queryAction(t string) bool {
	_, q, ok := strings.Cut(t, "?")
	if !ok || !strings.Contains(t, "://") && !strings.HasPrefix(t, "localhost") {
		return false
	}
	q, _, _ = strings.Cut(q, "#")
	for field := range strings.SplitSeq(q, "&") {
		k, v, ok := strings.Cut(percentDecoded(field), "=")
		if ok && queryActionKeys.hasLower(k) && destroyingPath(v) {
			return true
		}
	}
	return false
}

// queryActionKeys name a query's field that says what a generic
// endpoint does (actionField's, as a query writes them).
var queryActionKeys = set{"action", "cmd", "command", "op", "operation"}

// apiDestroy judges c when it sends a request that destroys (above).
func apiDestroy(c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok && r.local && r.method != "delete" && !r.rpc {
		return localAPIDestroy(c, r)
	}
	if !ok || r.method == "delete" && !r.rpc {
		return nil // the specs' HTTP DELETE
	}
	if r.method == "get" && !r.queryAct {
		// A GET of a path named delete is most often a page or a
		// document about it (docs…/api/delete-project): an acting GET
		// is judged where it goes, production's service (apiProdChange),
		// a deploy hook or a CI run (ciDispatch), a broadcast.
		return nil
	}
	if i := forcedRef(r); i >= 0 {
		return []Finding{finding("git.push-force", c, r.name+" moving a branch through a git host's API with force ("+r.targets[i]+"): it overwrites the branch and can delete commits others pushed",
			"push without force; when a rewrite is really needed, leave the forced update to a human")}
	}
	for i, p := range r.paths {
		if destroyingPath(p) {
			return vocabFinding(c, "infra.api", r.name+" asking "+r.targets[i]+" (a path named by a destroying action) to act")
		}
	}
	for _, d := range r.data {
		if act := destroyingAction(d); act != "" {
			return vocabFinding(c, "infra.api", r.name+" asking "+r.targets[0]+" to "+act+" (an action named by the request's data)")
		}
	}
	for i, p := range r.paths {
		if scriptConsole(p, r.data) {
			return vocabFinding(c, "infra.ci", r.name+" sending code to "+r.targets[i]+", a server's script console, which runs it there with every credential the server holds")
		}
	}
	for _, d := range r.data {
		// A form's or a query's field holds the statement (q=DROP …).
		_, field, _ := strings.Cut(d, "=")
		for _, text := range []string{d, field} {
			if mayDestroy(text) && destroyQuery.get().MatchString(text) || graphqlDeletes(text) {
				return vocabFinding(c, "infra.database", r.name+" sending a statement that drops or empties a database")
			}
		}
	}
	return nil
}

// apiCredMade judges c when it asks a service's API to make a credential
// and answer with it (credMadePath: POST …/actions/runners/registration-
// token, …/installations/ID/access_tokens): the response, on the
// output, is the secret printed, as gh auth token's is; unless that
// output goes only into a variable, a file or nowhere.
func apiCredMade(ctx *Context, c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok || r.method != "post" || r.rpc {
		// A PUT sets what it names (…/secrets/DEPLOY_TOKEN: a name the
		// caller chose, its value sent), a DELETE takes it away.
		return nil
	}
	for i, p := range r.paths {
		if credMadePath(p) {
			if consumedSafely(ctx, c) || storedOnly(ctx, c, &responseOnStdout) || silenced(c, &responseOnStdout) || savedLocally(ctx, c, &responseOnStdout) {
				return nil
			}
			return vocabFinding(c, "cred.cloud-file", r.name+" "+strings.ToUpper(r.method)+" to "+r.targets[i]+" (a new credential made and sent back)")
		}
	}
	return nil
}

// responseOnStdout stands for a request client's spec: its response is
// on its standard output alone.
var responseOnStdout = spec{toStdout: true}

// credMadePath reports whether p, a request's path, names a credential
// as its last segment (registration-token, access_tokens, api-keys,
// client-secret), none public (public-key). A POST to it makes one and
// answers with it.
func credMadePath(p string) bool {
	p, _, _ = strings.Cut(p, "?")
	last := path.Base(path.Clean("/" + p))
	if strings.EqualFold(last, "token") {
		// OAuth's token endpoint (/oauth/token, RFC 6749 3.2): a login,
		// a short-lived token for the credentials the caller holds.
		return false
	}
	prev := ""
	for w := range nameWordSeq(last) {
		switch {
		case w == "public":
			return false
		case madeCredNouns.has(w), (w == "key" || w == "keys") && (prev == "api" || prev == "access" || prev == "secret"):
			return true
		}
		prev = w
	}
	return false
}

// madeCredNouns name a credential a service makes and hands out.
var madeCredNouns = set{"apikey", "credential", "credentials", "password", "secret", "token", "tokens"}

// A destroying request to a server on this machine is judged as an
// HTTP DELETE to it is (spec_stores.go, externalSpec): a data store
// running here (Elasticsearch on :9200, Prometheus' TSDB, a FHIR server)
// holds the developer's data, and a path naming its whole index, series
// or store destroyed (/orders/_delete_by_query, /api/v1/admin/tsdb/
// delete_series, /fhir/$expunge) takes it as one elsewhere would. What
// passes is the app being built, exercised one record at a time: a
// record named by its id, before the action or as the last segment
// (/api/items/9/delete), or a store at the server's root named for tests
// or development (test-orders/_delete_by_query), as localItems reads a
// DELETE's.

// localAPIDestroy judges c, whose every changing request goes to this
// machine (r.local), by its paths and its data (above).
func localAPIDestroy(c *Command, r request) []Finding {
	if r.method == "" || readMethods.has(r.method) && !r.queryAct {
		return nil
	}
	for _, p := range r.localPaths {
		if destroyingPath(p) && !localRecordPath(p) {
			return vocabFinding(c, "infra.api", r.name+" asking "+p+" on this machine (a path named by a destroying action, a whole store's, not one record's) to act")
		}
	}
	for _, d := range r.data {
		if act := destroyingAction(d); act != "" || mayDestroy(d) && destroyQuery.get().MatchString(d) {
			for _, p := range r.localPaths {
				if !localRecordPath(p) {
					return vocabFinding(c, "infra.api", r.name+" asking "+p+" on this machine to drop or empty what it keeps (by the request's data)")
				}
			}
		}
	}
	return nil
}

// localRecordPath reports whether p, a path (and query) of a request to
// this machine, names one record by its id, the last segment or the one
// before a last destroying segment (/api/items/9, /api/items/9/delete),
// with no query but one that only authenticates or formats; or a store
// at the root named for tests or development (test-index/_delete_by_query,
// orders_dev/_delete_by_query), or a query's filter that keeps to such
// a name (devFilter). Any other filter (?match[]=up), a wildcard or
// _all is none.
func localRecordPath(p string) bool {
	if strings.ContainsAny(p, "#*") {
		return false
	}
	segs := strings.Split(strings.Trim(path.Clean("/"+strings.SplitN(p, "?", 2)[0]), "/"), "/")
	if slices.ContainsFunc(segs, func(s string) bool { return s == "" || strings.EqualFold(s, "_all") }) {
		return false
	}
	if len(segs) >= 2 && storeName.match(segs[0]) && (testDBName(segs[0]) || devDBName(segs[0])) {
		return true
	}
	if devFilter(p) {
		return true
	}
	if !itemQuery(p) {
		return false
	}
	n := len(segs)
	if n >= 2 && itemID.get().MatchString(segs[n-1]) {
		return true
	}
	return n >= 3 && itemID.get().MatchString(segs[n-2]) && destroyingPath(segs[n-1])
}

// devFilter reports whether every filter of p's query (its parameters
// but those that authenticate or format, itemQueryKeys, and a time
// range) selects by a label equal to a name of tests or development: a
// series selector's job="dev" (Prometheus' delete_series?match[]=
// up{job="dev"}), whatever else it adds, as orders_dev names a store.
// A regular expression (=~) or a negation (!=) selects beyond the name.
func devFilter(p string) bool {
	_, q, ok := strings.Cut(p, "?")
	if !ok || !strings.Contains(q, "=") {
		return false
	}
	seen := false
	for kv := range strings.SplitSeq(q, "&") {
		k, v, _ := strings.Cut(kv, "=")
		if itemQueryKeys.hasLower(k) || k == "start" || k == "end" {
			continue
		}
		v = percentDecoded(strings.ReplaceAll(v, "+", " ")) // a query's escapes, as readRequestOf's
		dev := false
		for _, m := range labelEquals.get().FindAllStringSubmatch(v, -1) {
			dev = dev || testDBName(m[1]) || devDBName(m[1])
		}
		if !dev {
			return false
		}
		seen = true
	}
	return seen
}

// labelEquals matches a series selector's label compared for equality
// (job="dev"), its value in the first group; not =~ nor !=.
var labelEquals = &lazyRegexp{expr: `[{,]\s*[A-Za-z_][A-Za-z0-9_]*\s*=\s*"([^"]*)"`}

// scriptConsole reports whether a request to path p, with the bodies
// data, hands code to a server's script console: Jenkins' scriptText
// (the controller's or an agent's, /computer/NAME/scriptText) runs the
// Groovy of its script field inside the controller, with its stored
// credentials; its /script page does the same when the field is sent
// (script=CODE, or curl's script@FILE).
func scriptConsole(p string, data []string) bool {
	p, _, _ = strings.Cut(p, "?")
	switch strings.ToLower(path.Base(p)) {
	case "scripttext":
		return true
	case "script":
		return slices.ContainsFunc(data, func(d string) bool { return strings.HasPrefix(d, "script=") || strings.HasPrefix(d, "script@") })
	}
	return false
}

// forcedField matches a request's field that forces a ref's update
// (GitHub's and Gitea's "force": true, gh api -F force=true).
var forcedField = &lazyRegexp{expr: `(?i)\bforce["']?\s*(:=|[=:])\s*["']?true\b`}

// forcedRef returns the index of the target of r, a changing request,
// that is a ref of a git host's API (/repos/O/R/git/refs/heads/B) when
// r's data forces the update (a branch moved to a commit that does not
// contain it, as git push --force does); -1 otherwise.
func forcedRef(r request) int {
	forced := false
	for _, d := range r.data {
		forced = forced || forcedField.get().MatchString(d)
	}
	if !forced {
		return -1
	}
	for i, p := range r.paths {
		if strings.Contains(p, "/refs/") || strings.HasPrefix(p, "refs/") {
			return i
		}
	}
	return -1
}

// httpMethods are the methods httpie and its kind take as their first
// operand.
var httpMethods = set{"connect", "delete", "get", "head", "options", "patch", "post", "put", "trace"}

// requestTarget returns the host and the path of a word naming where a
// request goes: a URL, a host[:port]/path a client completes with
// http://, or for an RPC client HOST:PORT (no path) or the method's
// service/Method.
func requestTarget(w string, rpc bool) (host, p string, ok bool) {
	if u, isURL := readURL(w); isURL && u.start == 0 {
		return u.hostPort(), u.path(), true
	}
	if strings.HasPrefix(w, "$") || strings.ContainsAny(w, " {}") {
		return "", "", false
	}
	if rpc {
		if i := strings.LastIndexByte(w, '/'); i > 0 {
			return "rpc", w[i+1:], true // acme.v1.Projects/DeleteProject
		}
		h, port, hasPort := strings.Cut(w, ":")
		return h, "", hasPort && port != "" && strings.Trim(port, "0123456789") == ""
	}
	h, p, slash := strings.Cut(w, "/")
	if !slash || !strings.ContainsAny(h, ".:") || localPath(w) {
		return "", "", false
	}
	return h, "/" + p, true
}

// actionField matches a field of a request's data that names the action
// a generic endpoint performs, and its value: a query's or a form's
// command=EnterpriseWipe (Workspace ONE's …/devices/commands), a JSON
// body's "commandType": "ERASE_DEVICE" (Jamf Pro's mdm/commands) or
// "action": "wipe_users" (Google's Directory API for ChromeOS devices),
// a JSON-RPC call's "method": "host.delete" (Zabbix's API, the
// specification's method member), a query's op=purge; and a URL's query
// that names it, which acts whatever the method (Solr's Collections API,
// GET …/admin/collections?action=DELETE&name=orders: queryAction).
var actionField = &lazyRegexp{expr: `(?i)(?:^|[^\w])(?:action|actiontype|command|commandtype|method|op|operation)["']?\s*[:=]\s*["']?([A-Za-z][\w.-]*)`, words: []string{"action", "command", "method", "op"}}

// destroyingAction returns the value of an action field (actionField)
// in d, a request's data, whose words name a destroying action (as a
// path's do: destroyingPath), or "".
func destroyingAction(d string) string {
	if !actionField.match(d) {
		return ""
	}
	for _, m := range actionField.get().FindAllStringSubmatch(d, 8) {
		if destroyingPath(m[1]) {
			return m[1]
		}
	}
	return ""
}

// destroyingPath reports whether a request's path has a word naming a
// destroying action, as the vocabulary reads a subcommand's (delete,
// purge, drop, _delete_by_query, doDelete, DeleteProject), not one on a
// cache (purge_cache: it fills again).
func destroyingPath(p string) bool {
	found := false
	for w := range nameWordSeq(path.Clean("/" + p)) {
		switch {
		case w == "cache" || w == "caches":
			return false
		case vocabDestroy.has(w) || apiDestroyWords.has(w):
			found = true
		}
	}
	return found
}

// A change sent to production's own service: a request that changes
// (POST, PUT, PATCH; an HTTP DELETE is the specs') at a host named as
// production's (schema-registry.prod.acme.internal, netbox-prd,
// api.production.example) changes what production serves or records —
// a schema version registered, a compatibility level lowered, a
// device's record edited — whatever its path names. Not a request that
// only reads or checks through a POST: a search, a query, a GraphQL
// query (no mutation), a compatibility check, a validation, a login or
// a token asked for (readPostWords in its path).
var readPostWords = set{"authenticate", "authorize", "check", "compatibility", "count", "dryrun", "explain", "graphql", "introspect", "lint", "login", "mget", "msearch", "oauth", "oauth2", "preview", "query", "render", "search", "signin", "token", "tokens", "validate", "validation", "verify"}

// apiChangeWords are the words of a path that name a change made
// beside vocabDestroy's and the deploy vocabularies': a read word before
// one of them is what the change acts on (/_update_by_query,
// /search/reindex, /tokens/rotate), not what the request does.
var apiChangeWords = set{"add", "cancel", "close", "create", "disable", "enable", "insert", "kill", "modify", "patch", "put", "register", "reindex", "rename", "reset", "rotate", "set", "stop", "write"}

// readPostPath reports whether a changing request's path (as the client
// sends it: dot segments removed, as curl and browsers do) only reads
// or checks: a readPostWords word in it and no word naming a change. A
// GraphQL endpoint reads only when the request's document is known and
// is no mutation (a body from a file, standard input or a variable may
// be one).
func readPostPath(p string, data []string) bool {
	reads := false
	for w := range nameWordSeq(path.Clean("/" + p)) {
		switch {
		case vocabDestroy.has(w) || vocabWeakDestroy.has(w) || vocabDeploy.has(w) || vocabWeakDeploy.has(w) || apiChangeWords.has(w):
			return false
		case w == "graphql":
			known := slices.ContainsFunc(data, func(d string) bool {
				return strings.Contains(d, "{") && !strings.HasPrefix(d, "@") && !strings.Contains(d, "$")
			})
			mutation := slices.ContainsFunc(data, func(d string) bool { return strings.Contains(d, "mutation") })
			reads = reads || known && !mutation
		case readPostWords.has(w):
			reads = true
		}
	}
	return reads
}

// apiProdChange judges c when it sends a change to production's service
// (above).
func apiProdChange(c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok || r.rpc || r.method == "delete" {
		return nil
	}
	live := liveCredential(c)
	for i, p := range r.paths {
		host, _, _ := strings.Cut(r.hosts[i], ":")
		if !live && !namesProd(strings.ToLower(host)) || deploysElsewhere(host) {
			continue
		}
		if readPostPath(p, r.data) {
			continue
		}
		return vocabFinding(c, "infra.api", r.name+" sending a change ("+strings.ToUpper(r.method)+") to "+r.targets[i]+", production's service,")
	}
	return nil
}

// A service that serves its test mode and its live mode at one host
// (api.stripe.com, a payment or a messaging API) tells them apart by
// the key a request is signed with: Stripe's sk_live_ and rk_live_, or
// a variable named for production (STRIPE_LIVE_SECRET, $PROD_API_KEY).
// A change signed with one is production's, as one sent to a host named
// production's is.
var (
	liveKey = &lazyRegexp{expr: `\b[sr]k_live_[A-Za-z0-9]`}
	testKey = &lazyRegexp{expr: `\b[sr]k_test_[A-Za-z0-9]`}
	// clientCertOpts are the options giving a request's client
	// certificate or its key, in lower case; curl's -E is read by
	// clientCertOpt as written (its -e is the referer).
	clientCertOpts = set{"--cert", "--certificate", "--key", "--private-key", "-certificate", "-certificatethumbprint"}
	credSignOpts   = set{"--auth", "--header", "--oauth2-bearer", "--user", "-a", "-authentication", "-credential", "-h", "-headers", "-token", "-u"}
)

// clientCertValue returns the client certificate or key args[i] gives
// as an option's value (clientCertOpts): the word after the option, or
// what follows its =.
func clientCertValue(args []Word, i int) (string, bool) {
	certOpt := func(o string) bool { return o == "-E" || clientCertOpts.has(strings.ToLower(o)) }
	if o, v, eq := strings.Cut(args[i].Value, "="); eq && strings.HasPrefix(o, "-") {
		return v, certOpt(o)
	}
	return args[i].Value, i > 0 && certOpt(args[i-1].Value)
}

// testCredential reports whether c signs its request with a test
// mode's key: Stripe's sk_test_ and rk_test_, or a variable named for a
// test or a sandbox (STRIPE_TEST_KEY, $SANDBOX_TOKEN), given as its user,
// a header or a bearer token (credSignOpts), and with no other key: a
// test key written as data (-d note=sk_test_x, -o sk_test.json) signs
// nothing, and a second key (-u sk_test_x: -H "Authorization: Bearer
// $STRIPE_KEY") may be the live one the request goes with.
func testCredential(c *Command) bool {
	if liveCredential(c) {
		return false
	}
	test := false
	for i, a := range c.Args {
		v := a.Value
		if opt, val, eq := strings.Cut(v, "="); eq && credSignOpts.has(strings.ToLower(opt)) {
			v = val
		} else if i == 0 || !credSignOpts.has(strings.ToLower(c.Args[i-1].Value)) {
			continue
		}
		refs := shellVarRef.get().FindAllStringSubmatch(v, -1)
		isTest := testKey.get().MatchString(v)
		for _, m := range refs {
			for w := range nameWordSeq(m[1] + m[2]) {
				isTest = isTest || nonProdWord(w)
			}
		}
		if isTest {
			test = true
		} else if len(refs) > 0 || strings.Contains(strings.ToLower(v), "authorization") {
			return false // a key that may be live's
		}
	}
	return test
}

// liveCredential reports whether c signs its request with a live
// mode's key (above): the key written, or a variable named for
// production given as its user, a header or a bearer token; or a client
// certificate (curl --cert, -E, --key; wget --certificate; httpie's
// --cert; PowerShell's -Certificate, -CertificateThumbprint) whose file
// or variable is named for production (/etc/caiso/prod_client.pem,
// prod.pfx:PASS, $prodCert): the request is made as production's
// identity, which a service that admits clients by certificate (a
// market's, a bank's, a regulator's gateway) acts on.
func liveCredential(c *Command) bool {
	for i, a := range c.Args {
		if liveKey.get().MatchString(a.Value) {
			return true
		}
		if cert, ok := clientCertValue(c.Args, i); ok && hasWordIn(nameWords(cert), prodWords) {
			return true
		}
		v := a.Value
		if opt, val, eq := strings.Cut(v, "="); eq && credSignOpts.has(strings.ToLower(opt)) {
			v = val
		} else if i == 0 || !credSignOpts.has(strings.ToLower(c.Args[i-1].Value)) {
			continue
		}
		for _, m := range shellVarRef.get().FindAllStringSubmatch(v, -1) {
			for w := range nameWordSeq(m[1] + m[2]) {
				if prodWords.has(w) {
					return true
				}
			}
		}
	}
	return false
}

// Money moved through a payment service's API: a change (POST, PUT,
// PATCH) to a path naming a payment's resource (POST /v1/refunds,
// /v2/payments/P/capture, /v1/payouts, /pal/servlet/Payment/v68/refund)
// makes a refund, a payout, a charge or a transfer, real money unless
// the request is told a test mode: a host named for a sandbox or a test
// (api-m.sandbox.paypal.com, connect.squareupsandbox.com,
// checkout-test.adyen.com) or a test mode's key (sk_test_,
// $STRIPE_TEST_KEY). A key only known at run time may be live's: the
// worse reading. A search or a listing through a POST only reads.
func apiMoney(c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok || r.rpc || r.method == "delete" || testCredential(c) {
		return nil
	}
	for i, p := range r.paths {
		test := false
		for w := range nameWordSeq(r.hosts[i]) {
			test = test || nonProdWord(w) || strings.Contains(w, "sandbox") // squareupsandbox
		}
		if test || readPostPath(p, r.data) {
			continue
		}
		for w := range nameWordSeq(p) {
			if moneyNouns.has(w) || w == "capture" || w == "captures" {
				return vocabFinding(c, "publish.deploy", r.name+" asking "+r.targets[i]+" to move money (a "+w+")")
			}
		}
	}
	return nil
}
