package policy

import (
	"slices"
	"strings"
)

// Releases made by code. Every language's client of a registry or a
// hosting service names its publishing call the way a CLI names the
// subcommand: a deploy verb and where it goes or what it sends
// (devtools::submit_cran, push_to_hub, rsconnect::deployApp,
// bookdown::publish_book). In a one-liner (Rscript -e, python -c) or a
// program on standard input the call is made as the command runs.

// callWeakDeploy are the verbs that send somewhere (push, upload,
// submit): a release only when a registry or a store is named after
// them.
var callWeakDeploy = set{"push", "submit", "upload"}

// callObjectNouns are what a release sends (publish_book, deployApp,
// release_package).
var callObjectNouns = set{"app", "apps", "artifact", "artifacts", "book", "bundle", "chart", "crate", "docs", "extension", "gem", "image", "model", "package", "pkg", "site", "website"}

// callChangeVerbs change what they are called on; publicValue is a
// setting that makes it public (private=False, visibility="public");
// repoNamed names the repository of a hub a call sends to (repo_id=).
var (
	callChangeVerbs = set{"edit", "patch", "set", "update"}
	publicValue     = &lazyRegexp{expr: `(?i)\bprivate\s*=\s*false\b|\bvisibility\s*[=:]\s*["']?public`}
	repoNamed       = &lazyRegexp{expr: `\brepo_id\s*=`}
	// stageNouns name what a registry serves under (a model's stage or
	// alias: transition_model_version_stage, set_registered_model_alias);
	// prodQuoted is production given as a value ('Production').
	stageNouns = set{"alias", "stage"}
	prodQuoted = &lazyRegexp{expr: `(?i)["'](prod|production|live)["']`}
)

// publishCall returns the first call in code that makes a release or a
// production deploy, or "" when none does: a called name whose words are
// a deploy verb (vocabDeploy) then a venue (submit_cran, push_to_hub) or,
// for a strong one, what it sends (deployApp, publish_book,
// deploy_to_branch); or a strong verb alone called as a function of a
// package (devtools::release(), deploy()), not as an object's method
// (lock.release(), client.publish(topic)).
func publishCall(code string) string {
	for name, before := range calledNames(code) {
		words := nameWords(name)
		if slices.Contains(words, "visibility") || callChangeVerbs.has(words[0]) && publicValue.get().MatchString(code) {
			// update_repo_visibility(…), update_repo_settings(…,
			// private=False), repo.edit(private=False): who may see a
			// repository, a model or a dataset changed.
			return name
		}
		if (callChangeVerbs.has(words[0]) || words[0] == "transition") && slices.ContainsFunc(words, stageNouns.has) && prodQuoted.get().MatchString(code) {
			// MlflowClient().transition_model_version_stage('churn', 7,
			// 'Production'): what production serves changed.
			return name
		}
		for i, w := range words {
			strong := vocabDeploy.has(w)
			if !strong && !callWeakDeploy.has(w) {
				continue
			}
			if !strong && repoNamed.get().MatchString(code) {
				// HfApi().upload_folder(…, repo_id="acme/eval"): sent
				// into a hub's repository, as push_to_hub is.
				return name
			}
			for _, n := range words[i+1:] {
				if venueWords.has(n) || strong && (callObjectNouns.has(n) || remoteNouns.has(n)) {
					return name
				}
			}
			if strong && len(words) == 1 && before != '.' {
				return name
			}
			break
		}
	}
	return ""
}

// codePublishCall returns the release call in c's code (codeCall).
func codePublishCall(c *Command) string { return codeCall(c, publishCall) }

// Deletes made by code, as releases are: a cloud SDK's or a database
// driver's call named by a destroying verb and what it destroys
// (s3.delete_bucket, DeleteBucketCommand, ec2.terminate_instances,
// db.drop_database, deleteTable), or a delete of a whole collection
// (Bucket(…).objects.all().delete(), User.objects.all().delete(),
// metadata.drop_all(engine)). A single object's delete (delete_object,
// os.remove) names no resource of a service.

// wholeDelete matches a delete of every member of a collection.
var wholeDelete = &lazyRegexp{expr: `\.all\(\s*\)\s*\.delete\(\s*\)|\bdrop_all\(`}

// destroyCall returns the first call in code that deletes a remote
// resource or empties a database, or "" when none does.
func destroyCall(code string) string {
	for name := range calledNames(code) {
		words := nameWords(name)
		for i, w := range words {
			if !vocabDestroy.has(w) {
				continue
			}
			for _, n := range words[i+1:] {
				if remoteNouns.has(n) || dbNouns.has(n) {
					return name
				}
			}
			break
		}
	}
	if strings.Contains(code, "all") {
		return wholeDelete.get().FindString(code)
	}
	return ""
}

// codeDestroyCall returns the destroying call in c's code (codeCall).
func codeDestroyCall(c *Command) string { return codeCall(c, destroyCall) }

// Messages sent to everyone. A push notification, an email or a text
// sent through a provider's API reaches people at once and cannot be
// called back; sent to a topic, a segment, a list or a campaign's
// audience rather than to named recipients, it reaches every user. The
// request says both: a path naming the sending (FCM's
// /v1/projects/P/messages:send, OneSignal's /notifications, a
// campaign's /actions/send, /broadcasts), and data or a path naming a
// group as the audience (FCM's "topic" or "condition", "to":
// "/topics/news", OneSignal's "included_segments", Braze's "broadcast",
// a list's id).

// sendPathWords name the sending of a message in a request's path;
// audienceKeys are the fields (JSON keys or form fields) naming a group
// of recipients; audiencePathWords the path's words naming one.
var (
	sendPathWords     = set{"broadcast", "broadcasts", "notifications", "notify", "publish", "send"}
	audienceKeys      = &lazyRegexp{expr: `(?i)\b(topic|topics|condition|included_segments|segments?|audience|audience_id|list_id|broadcast|recipients_list|tag_expression)\b\\?["']?\s*[:=]|\bto\\?["']\s*:\s*\\?["']/topics/`}
	audiencePathWords = set{"audience", "audiences", "broadcast", "broadcasts", "campaign", "campaigns", "list", "lists", "segment", "segments", "topic", "topics"}
)

// apiBroadcast judges c when it sends a message to every user (above).
func apiBroadcast(c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok {
		return nil
	}
	for i, p := range r.paths {
		sends, group := false, false
		for w := range nameWordSeq(p) {
			sends = sends || sendPathWords.has(w)
			group = group || audiencePathWords.has(w)
		}
		if !sends {
			continue
		}
		if !group {
			group = slices.ContainsFunc(r.data, func(d string) bool { return audienceKeys.get().MatchString(d) })
		}
		if group {
			return vocabFinding(c, "publish.broadcast", r.name+" asking "+r.targets[i]+" to send a message to a whole topic, segment or list of users")
		}
	}
	return nil
}
