package policy

import (
	"path"
	"strings"
)

// A deploy started by a CI service: a workflow, pipeline, job or build
// started (gh workflow run, glab ci run, az pipelines run, tkn pipeline
// start, gcloud builds submit, bk build create, or a POST to a CI API's
// pipeline, trigger or dispatches path) whose name, inputs or variables
// say it deploys or releases (deploy.yml, -f environment=production,
// --variables ENV:production, deploy_prod=true), and none of them that
// the target is not production (-f env=staging, deploy-preview.yml). What
// the CI runs is out of view; the words of what was asked for say it.

// ciNouns name what a CI service runs; ciStarts the verbs that start one
// (after the noun: workflow run, pipeline start, builds submit, build
// create); ciPaths the words of a CI API's path that start one.
var (
	ciNouns  = set{"build", "builds", "ci", "job", "jobs", "pipeline", "pipelines", "trigger", "triggers", "workflow", "workflows"}
	ciStarts = set{"create", "dispatch", "queue", "rerun", "run", "start", "submit", "trigger"}
	ciPaths  = set{"dispatch", "dispatches", "pipeline", "pipelines", "trigger", "triggers"}
	// releaseWords say a run deploys or releases.
	releaseWords = set{"deploy", "deployment", "promote", "publish", "release", "rollout", "ship"}
)

// releaseResources are the collections of a release API whose members
// are deployments, releases and store submissions: a POST there makes
// one (POST /v13/deployments, /sites/X/deploys, /repos/o/r/releases),
// a PATCH changes one (PATCH /v1/reviewSubmissions/ID submitted:true).
// A promotion (Heroku's /pipeline-promotions, Vercel's
// /projects/P/promote/ID) puts a build already made in front of users,
// as a deployment does.
// A publication is one too: a document, an entry or an article made
// public (a CMS's POST /articles/ID/publish, Contentful's PUT
// /entries/ID/published).
var releaseResources = set{"deploy", "deployment", "deployments", "deploys", "promote", "promotion", "promotions", "publish", "published", "release", "releases", "rollout", "rollouts", "submission", "submissions"}

// goLiveVerbs and liveStates: a segment whose words put something into
// a state its users see (Steamworks' SetAppBuildLive, Veeva Vault's
// lifecycle action make_effective__c, go_live, /repos/R/make_public)
// makes a release whatever its resource is called.
var (
	goLiveVerbs = set{"go", "make", "mark", "move", "put", "set", "switch"}
	liveStates  = set{"effective", "live", "public", "published"}
)

// releaseRecorders are the words of the hosts of services that only
// record a release or a deployment made elsewhere (an error tracker's
// or a monitor's release, a deployment marker: what sentry-cli releases
// new sends): nothing reaches a user.
var releaseRecorders = set{"airbrake", "bugsnag", "datadoghq", "honeybadger", "newrelic", "raygun", "rollbar", "sentry"}

// releasePath reports whether a request's path names a member or the
// collection of releaseResources, its last word (of the last segment
// that is no id: numbers, a UUID, a value known at run time) saying so:
// /deployments/42/statuses is a deployment's status, reported.
func releasePath(p string) bool {
	if j := strings.IndexAny(p, "?#"); j >= 0 {
		p = p[:j]
	}
	segs := strings.Split(strings.Trim(p, "/"), "/")
	for i := len(segs) - 1; i >= 0; i-- {
		seg := segs[i]
		if j := strings.LastIndexByte(seg, ':'); j >= 0 {
			// A custom method (Google's RESOURCE:VERB): the verb is the
			// action, an edit's commit publishing it (Google Play's
			// /edits/ID:commit).
			verb := strings.ToLower(seg[j+1:])
			if vocabDeploy.has(verb) || verb == "commit" && i > 0 && segs[i-1] == "edits" {
				return true
			}
			seg = seg[:j]
		}
		if seg == "" || strings.ContainsAny(seg, "$%{") || strings.Trim(seg, "0123456789abcdefABCDEF-") == "" && strings.ContainsAny(seg, "0123456789") || prefixedID.get().MatchString(seg) || apiVersionSeg(seg) {
			continue // an id, or the API's version (/SetAppBuildLive/v2/)
		}
		last, golive := "", false
		for w := range nameWordSeq(seg) {
			if last == "" && submitVerbs.has(w) && !submitsWork(segs[:i+1]) {
				return true // SubmitRawBidSet, /orders/submit, publish_post
			}
			if golive && liveStates.has(w) {
				return true
			}
			golive = golive || goLiveVerbs.has(w)
			last = w
		}
		return releaseResources.has(last) || releaseActed(segs[:i], last)
	}
	return false
}

// submitVerbs begin the name of an endpoint that hands what it is sent
// to the service's users or to the party behind it, for good: a method
// named verb first (SOAP's and RPC's SubmitRawBidSet, PublishVersion) or
// an action's segment (/orders/submit, /posts/ID/publish). A bid, an
// order, a filing or a post submitted is acted on once received.
var submitVerbs = set{"publish", "submit"}

// submitsWork reports whether the segments up to a submitting verb's
// (its own among them) name a job, a run or a build (Databricks'
// /jobs/runs/submit, Slurm's /job/submit, SubmitJob; Spark's
// /submissions/create aside): work handed to a scheduler, which reaches
// no one (a CI run's is ciDispatch's); or a web form's (formNouns:
// /contact/submit, submit_form.php, /search/submit), a site's visitor's
// message or query, which the site only receives.
func submitsWork(segs []string) bool {
	for _, seg := range segs {
		for w := range nameWordSeq(seg) {
			if ciNouns.has(w) || workNouns.has(w) || formNouns.has(w) {
				return true
			}
		}
	}
	return false
}

// workNouns are, besides ciNouns, the words of a scheduler's resources.
var workNouns = set{"batch", "batches", "queries", "query", "run", "runs", "task", "tasks"}

// formNouns are the words of the web forms a site's visitors submit:
// a message to the site, a search, a survey's answers, a sign-up; in a
// host's name (forms.example.com/submit), a forms service's.
var formNouns = set{"contact", "feedback", "form", "forms", "search", "signup", "survey", "surveys"}

// prefixedID matches an id written after a short prefix of its kind
// (Vercel's dpl_8xk2, Render's srv-c3a9, Stripe's cus_N4x): a number
// in it.
var prefixedID = &lazyRegexp{expr: `^[a-z]{1,5}[_-][A-Za-z0-9]*[0-9][A-Za-z0-9]*$`}

// apiVersionSeg reports whether a path's segment is an API's version
// (v2, v24.1, v1beta1).
func apiVersionSeg(seg string) bool {
	if len(seg) < 2 || seg[0] != 'v' || seg[1] < '0' || seg[1] > '9' {
		return false
	}
	return strings.Trim(seg[1:], "0123456789.") == "" || strings.Contains(seg, "alpha") || strings.Contains(seg, "beta")
}

// releaseStarts are the actions a deployment API takes on a rollout
// already made: started, resumed, approved.
// A deployment restored, rolled back or promoted (Netlify's
// /deploys/ID/restore) is what production serves from then on.
// A submission committed or submitted goes to the store's review and
// out (an app store's /submissions/ID/commit).
var releaseStarts = set{"approve", "commit", "execute", "promote", "publish", "restore", "resume", "rollback", "start", "submit", "trigger"}

// releaseActed reports whether the path's last word, after the segments
// before it, acts on a release: a rollout started (/rollouts/17/start), or
// a deployment aimed at production's group or environment
// (/deployments/group/production, /releases/ID/environments/prod).
func releaseActed(before []string, last string) bool {
	for i, seg := range before {
		words := nameWords(seg)
		if len(words) == 0 || !releaseResources.has(words[len(words)-1]) {
			continue
		}
		if releaseStarts.has(last) || prodPart(last) {
			return true
		}
		for _, later := range before[i+1:] {
			if namesProd(strings.ToLower(later)) {
				return true
			}
		}
	}
	return false
}

// receivesOnly reports whether a host's name says it only receives
// what is sent: a service recording a release made elsewhere
// (releaseRecorders) or a forms service (formNouns).
func receivesOnly(host string) bool {
	hw := nameWords(strings.ToLower(host))
	return hasWordIn(hw, releaseRecorders) || hasWordIn(hw, formNouns)
}

// deploysElsewhere reports whether a host's name says it is not
// production (api.staging.acme.io, deploy-dev): a release API being
// developed or tried.
func deploysElsewhere(host string) bool {
	for w := range nameWordSeq(strings.ToLower(host)) {
		if nonProdWord(w) {
			return true
		}
	}
	return false
}

// ciDispatch judges c when it starts a CI run named or given inputs as a
// production deploy or a release (above).
func ciDispatch(c *Command) []Finding {
	name := pubName(lowerName(c))
	if r, ok := readRequest(c); ok {
		for i, p := range r.paths {
			if releasePath(p) && !deploysElsewhere(r.hosts[i]) && !receivesOnly(r.hosts[i]) {
				return vocabFinding(c, "publish.deploy", r.name+" creating or changing a deployment, a release or a store submission at "+r.targets[i]+",")
			}
			if !hasWordIn(nameWords(p), ciPaths) {
				continue
			}
			if deploysByWords(append([]string{p}, r.data...)) {
				return vocabFinding(c, "publish.deploy", r.name+" starting the CI run at "+r.targets[i]+", named or given inputs as a production deploy or a release,")
			}
		}
		return nil
	}
	if c.in(nsDataArgs, name) && name != "gh" && name != "glab" || cmdAnchors(c)&anchorCIStart == 0 {
		return nil // no word of c holds a verb of ciStarts (gates_sys.go)
	}
	// The noun and the verb, adjacent among the first three words that
	// are not options.
	var words []string
	start := -1
	for i, a := range c.Args {
		if strings.HasPrefix(a.Value, "-") {
			continue
		}
		lw := strings.ToLower(a.Value)
		if n := len(words); n > 0 && n < 3 && ciStarts.has(lw) && ciNouns.has(words[n-1]) {
			start = i
			break
		}
		words = append(words, lw)
		if len(words) == 3 {
			break
		}
	}
	if start < 0 {
		return nil
	}
	var given []string
	for _, a := range c.Args[start+1:] {
		if a.Value == "-h" || a.Value == "--help" {
			return nil
		}
		v := a.Value
		if ciJobFile.get().MatchString(v) {
			// nomad job run deploy/web.hcl: a folder is a place, not
			// a verb; the file's own name is read.
			v = path.Base(strings.ReplaceAll(v, `\`, "/"))
		}
		given = append(given, v)
	}
	if !deploysByWords(given) {
		return nil
	}
	return vocabFinding(c, "publish.deploy", name+" "+words[len(words)-1]+" "+c.Args[start].Value+" (a CI run named or given inputs as a production deploy or a release)")
}

// ciJobFile matches a word naming a file in a folder (deploy/web.hcl,
// .github/workflows/release.yml), not a branch or a version
// (release/1.2).
var ciJobFile = &lazyRegexp{expr: `[/\\][^/\\]*\.[A-Za-z][A-Za-z0-9]{0,4}$`}

// deploysByWords reports whether the words of texts (names, inputs,
// variables) say a deploy, a release or production, and none says a
// target that is not production.
func deploysByWords(texts []string) bool {
	deploys := false
	for _, t := range texts {
		for w := range nameWordSeq(t) {
			switch {
			case nonProdWord(w):
				return false
			case releaseWords.has(w) || prodWords.has(w):
				deploys = true
			}
		}
	}
	return deploys
}
