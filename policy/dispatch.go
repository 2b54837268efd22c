package policy

import (
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

// ciDispatch judges c when it starts a CI run named or given inputs as a
// production deploy or a release (above).
func ciDispatch(c *Command) []Finding {
	name := pubName(strings.ToLower(c.Name))
	if r, ok := readRequest(c); ok {
		for i, p := range r.paths {
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
		given = append(given, a.Value)
	}
	if !deploysByWords(given) {
		return nil
	}
	return vocabFinding(c, "publish.deploy", name+" "+words[len(words)-1]+" "+c.Args[start].Value+" (a CI run named or given inputs as a production deploy or a release)")
}

// deploysByWords reports whether the words of texts (names, inputs,
// variables) say a deploy, a release or production, and none says a
// target that is not production.
func deploysByWords(texts []string) bool {
	deploys := false
	for _, t := range texts {
		for w := range nameWordSeq(t) {
			switch {
			case nonProdWords.has(w):
				return false
			case releaseWords.has(w) || prodWords.has(w):
				deploys = true
			}
		}
	}
	return deploys
}
