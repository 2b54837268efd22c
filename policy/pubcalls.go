package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
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
		if len(words) == 0 {
			continue // _(): a name of no words
		}
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

// wholeDelete matches a delete of every member of a collection: at once
// (.all().delete(), drop_all), or each member a listing or a query gives
// in a loop or a comprehension ([p.delete() for p in
// nb.ipam.prefixes.filter(site='fra1')], for vm in vms: vm.delete()).
var wholeDelete = &lazyRegexp{expr: `\.all\(\s*\)\s*\.delete\(\s*\)|\bdrop_all\(|\[\s*(\w+)\.delete\(\s*\)\s+for\s+\w+\s+in\b|\bfor\s+\w+\s+in\s+[^:\n]+:\s*\w+\.delete\(\s*\)`}

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
	if strings.Contains(code, "all") || strings.Contains(code, "for") {
		if m := wholeDelete.get().FindString(code); m != "" {
			return m
		}
	}
	if strings.Contains(code, "()") {
		return receiverDelete(code)
	}
	return ""
}

// Deletes named by the object they are called on rather than by the
// call: an SDK's resource objects have a bare delete() (boto3's
// s3.Bucket("x").delete(), dynamodb.Table("t").delete(),
// ec2.Instance(id).terminate()), and its collections one that deletes
// every member (bucket.objects.delete(), bucket.object_versions.delete():
// every object, every version). The receiver says what goes: a
// collection of objects or versions, a constructor named by a remote
// noun (Bucket, Table, Cluster), chained or assigned to a variable
// first (b = s3.Bucket("x"); b.delete()).
var (
	receiverCall = &lazyRegexp{expr: `\b(\w+)\s*(?:\([^()]*\))?\s*\.\s*(delete|destroy|terminate|drop|purge)\(\s*\)`}
	ctorAssigned = &lazyRegexp{expr: `\b(\w+)\s*=\s*[\w.]*?\b([A-Z]\w*)\s*\(`}
	// memberNouns name a collection of a resource's members, each of
	// which the collection's delete() deletes.
	memberNouns = set{"objects", "versions"}
)

// receiverDelete returns the call of receiverCall's kind in code whose
// receiver names a remote resource or its members, "" when none does.
func receiverDelete(code string) string {
	for _, m := range receiverCall.get().FindAllStringSubmatch(code, 8) {
		recv := m[1]
		if recv[0] < 'A' || recv[0] > 'Z' {
			for _, a := range ctorAssigned.get().FindAllStringSubmatch(code, 8) {
				if a[1] == recv {
					recv = a[2] // b = s3.Bucket("x"): b is a Bucket
				}
			}
		}
		for _, w := range nameWords(recv) {
			if remoteNouns.has(w) || memberNouns.has(w) {
				return m[0]
			}
		}
	}
	return ""
}

// History rewritten by code: a hosting service's client names the call
// that squashes or deletes a repository's commits on the service (the
// Hugging Face Hub's super_squash_history), and a git library's push or
// a ref's update is forced by an argument (GitPython's
// repo.git.push('--force'), octokit's updateRef({force: true})), as the
// git rules read git's own commands.

// historyVerbs are the verbs that take commits away from a history:
// squash and rewrite only ever do; the others do to a repository's
// (delete_history on a hub, not readline.clear_history()).
var (
	historyVerbs   = set{"rewrite", "squash"}
	historyVerbsOf = set{"clear", "delete", "erase", "purge", "truncate"}
	// forcedArg is an argument that forces a push or a ref's update.
	forcedArg = &lazyRegexp{expr: `(?i)\bforce\s*[=:]\s*true\b|["']--force["']|["']-f["']`}
	// namesRepo is code that names a repository.
	namesRepo = &lazyRegexp{expr: `(?i)repo`}
)

// historyCall returns the first call in code that rewrites a
// repository's history where it is hosted, or "" when none does: a
// called name with a history verb and history or commits among its
// words (super_squash_history; delete_history when the code names a
// repository); and the rule it breaks.
func historyCall(code string) (string, string) {
	for name := range calledNames(code) {
		words := nameWords(name)
		verb, verbOf, noun, push, ref, update := false, false, false, false, false, false
		for _, w := range words {
			verb = verb || historyVerbs.has(w)
			verbOf = verbOf || historyVerbsOf.has(w)
			noun = noun || w == "history" || w == "commits"
			push = push || w == "push"
			ref = ref || w == "ref"
			update = update || w == "update"
		}
		switch {
		case noun && (verb || verbOf && namesRepo.get().MatchString(code)):
			return name, "git.history-rewrite"
		case (push || ref && update) && forcedArg.get().MatchString(code):
			return name, "git.push-force"
		}
	}
	return "", ""
}

// codeHistoryCall returns the history-rewriting call in c's code
// (codeCall).
func codeHistoryCall(c *Command) (call, rule string) {
	call = codeCall(c, func(code string) string {
		name, r := historyCall(code)
		rule = r
		return name
	})
	return call, rule
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
// a list's id; a marketing API's send, SendGrid's
// /marketing/singlesends/ID/schedule, goes to its lists).

// sendPathWords name the sending of a message in a request's path;
// audienceKeys are the fields (JSON keys or form fields) naming a group
// of recipients; audiencePathWords the path's words naming one.
var (
	// A push (Airship's /api/push) or a campaign's trigger
	// (/campaigns/42/triggers) sends too.
	sendPathWords = set{"broadcast", "broadcasts", "notifications", "notify", "publish", "push", "schedule", "send", "trigger", "triggers"}
	// A chat named by its public username (Telegram's chat_id=@news)
	// is a channel's every subscriber.
	audienceKeys = &lazyRegexp{expr: `(?i)\b(topic|topics|condition|included_segments|segments?|audience|audience_id|list_id|broadcast|recipients_list|tag_expression)\b\\?["']?\s*[:=]|\bto\\?["']\s*:\s*\\?["']/topics/|\bchat_id\\?["']?\s*[:=]\s*\\?["']?@\w`}
	// bulkWords name many messages sent in one request.
	bulkWords         = set{"batch", "bulk"}
	audiencePathWords = set{"audience", "audiences", "broadcast", "broadcasts", "campaign", "campaigns", "list", "lists", "marketing", "segment", "segments", "singlesend", "singlesends", "topic", "topics"}
)

// massMention matches a chat's mention that notifies every member of
// the channel or the server (Discord's @everyone and @here, Slack's
// <!channel>, <!here> and <!everyone>, Mattermost's and Teams' @all and
// @channel): a message that carries one reaches everyone at once,
// whatever channel the webhook posts to.
var massMention = &lazyRegexp{expr: `(^|[^\w@.])@(everyone|here|channel|all)\b|<!(channel|here|everyone)(\|[^>]*)?>`}

// channelKey matches a chat message's channel field and its name (a
// JSON key or a form field: "channel":"#general", channel=announcements).
var channelKey = &lazyRegexp{expr: `(?i)\bchannel\\?["']?\s*[:=]\s*\\?["']?(#?[A-Za-z0-9._-]+)`}

// companyWords are the words of a chat channel's name that make it the
// whole company's, where every member is by default (Slack's #general,
// #announcements, #company-news, #all-hands, #everyone, #staff); a name
// that begins with all (#all-engineering) is one too.
var companyWords = set{"allhands", "announce", "announcement", "announcements", "company", "everyone", "general", "staff"}

// companyChannel returns the channel a message's data names when its
// name makes it the whole company's (companyWords) and no test one's, "".
func companyChannel(d string) string {
	if !strings.Contains(strings.ToLower(d), "channel") {
		return ""
	}
	for _, m := range channelKey.get().FindAllStringSubmatch(d, 4) {
		company, test, first := false, false, true
		for w := range nameWordSeq(strings.TrimPrefix(m[1], "#")) {
			company = company || companyWords.has(w) || first && w == "all"
			test = test || nonProdWord(w)
			first = false
		}
		if company && !test {
			return m[1]
		}
	}
	return ""
}

// audienceLocal are the words of an email address's local part that
// name a group of people rather than one (customers-all@,
// subscribers@, all-users@, announce@): a mailing list's address.
var audienceLocal = set{"all", "allhands", "allstaff", "announce", "announcements", "clients", "customers", "everybody", "everyone", "members", "newsletter", "subscribers", "users"}

// mailAddress matches an email address.
var mailAddress = &lazyRegexp{expr: `[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`}

// audienceAddress returns the first address in s whose local part names
// a group of people (audienceLocal) and no test one (test-users@), "".
func audienceAddress(s string) string {
	if !strings.Contains(s, "@") {
		return ""
	}
	for _, addr := range mailAddress.get().FindAllString(s, -1) {
		local, _, _ := strings.Cut(addr, "@")
		group, test := false, false
		for w := range nameWordSeq(local) {
			group = group || audienceLocal.has(w)
			test = test || nonProdWord(w)
		}
		if group && !test {
			return addr
		}
	}
	return ""
}

// recipientKey matches a message's recipients field (to=, "to":,
// recipients, bcc), in a form's field or a JSON body.
var recipientKey = &lazyRegexp{expr: `(?i)(^|[^\w])(to|cc|bcc|recipients?|@recipients|@copy_recipients|@blind_copy_recipients)\\?["']?\s*[:=]`}

// apiBroadcast judges c when it sends a message to every user (above),
// or a chat message that notifies everyone (massMention), or an email
// to a list's address (audienceAddress).
func apiBroadcast(c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok && (r.method == "" || readMethods.has(r.method) || r.local) {
		// A read, or a request to this machine. A message's target
		// only known at run time (a webhook's URL in a variable) is
		// read by what it carries.
		return nil
	}
	for _, d := range r.data {
		d = bodyUnescaped(d)
		if m := massMention.get().FindString(d); m != "" {
			return vocabFinding(c, "publish.broadcast", r.name+" posting a chat message that notifies everyone in the channel ("+strings.TrimLeft(m, " \"'{:")+")")
		}
		if addr := audienceAddress(d); addr != "" && recipientKey.get().MatchString(d) {
			return vocabFinding(c, "publish.broadcast", r.name+" sending a message to the list "+addr)
		}
		if ch := companyChannel(d); ch != "" {
			return vocabFinding(c, "publish.broadcast", r.name+" posting a chat message to the company-wide channel "+ch)
		}
	}
	for _, a := range c.Args {
		if v := audienceHook(a); v != "" {
			return vocabFinding(c, "publish.broadcast", r.name+" posting to the webhook in "+v+", named as a channel of customers or of everyone")
		}
	}
	if !ok {
		return nil
	}
	if t := statusIncident(r); t != "" {
		return vocabFinding(c, "publish.broadcast", r.name+" asking "+t+" to publish an incident or a maintenance on a public status page (its subscribers notified)")
	}
	fileGroup := audienceFile(sentFile(r.data))
	for i, p := range r.paths {
		if socialPost(p) && !deploysElsewhere(r.hosts[i]) {
			return vocabFinding(c, "publish.broadcast", r.name+" posting a public status at "+r.targets[i]+" (every follower sees it)")
		}
		sends, group, message, bulk := false, false, false, false
		for w := range nameWordSeq(p) {
			sends = sends || sendPathWords.has(w)
			group = group || audiencePathWords.has(w)
			message = message || messageNouns.has(w)
			bulk = bulk || bulkWords.has(w)
		}
		if message && bulk {
			// Postmark's /email/batch, /email/batchWithTemplates, SES's
			// /outbound-bulk-emails: many messages in one request.
			return vocabFinding(c, "publish.broadcast", r.name+" asking "+r.targets[i]+" to send a batch of messages at once")
		}
		if !sends && !(message && fileGroup) {
			// A path naming a message (Postmark's /email) sends it too.
			continue
		}
		if !group {
			group = fileGroup || slices.ContainsFunc(r.data, func(d string) bool { return audienceKeys.get().MatchString(d) })
		}
		if group {
			return vocabFinding(c, "publish.broadcast", r.name+" asking "+r.targets[i]+" to send a message to a whole topic, segment or list of users")
		}
	}
	return nil
}

// audienceFile reports whether a message's body sent from the file f
// names, in the file's name, a group of recipients or a campaign
// (campaigns/double_points_all_members.json, customers.json,
// newsletter-list.json), and no test one (test-users.json).
func audienceFile(f string) bool {
	group := false
	for w := range nameWordSeq(f) {
		if nonProdWord(w) {
			return false
		}
		group = group || audiencePathWords.has(w) || audienceLocal.has(w) && w != "all"
	}
	return group
}

// webhookWords name a chat's or a service's incoming webhook in a
// variable's name (SLACK_WEBHOOK_URL, TEAMS_HOOK).
var webhookWords = set{"hook", "webhook", "webhooks"}

// audienceHook returns the word a, a variable's value and nothing else
// ($SLACK_WEBHOOK_CUSTOMERS, ${TEAMS_HOOK_ALLSTAFF}, PowerShell's
// $env:TEAMS_WEBHOOK_CUSTOMERS, cmd's %DISCORD_WEBHOOK_MEMBERS%), when
// the variable's name says it is a webhook (webhookWords) whose channel is
// the customers' or everyone's (audienceLocal, companyWords), and no
// test one's; "" when not. A webhook's address is kept in a variable so
// that its token stays out of view: its name is all that says where
// the message goes.
func audienceHook(a Word) string {
	if a.Literal {
		return ""
	}
	v := strings.Trim(a.Value, `"'`)
	name := strings.TrimSuffix(strings.TrimPrefix(v, "${"), "}")
	if low := strings.ToLower(name); strings.HasPrefix(low, "$env:") {
		name = name[len("$env:"):]
	} else if len(name) > 2 && name[0] == '%' && name[len(name)-1] == '%' {
		name = name[1 : len(name)-1]
	}
	name = strings.TrimPrefix(name, "$")
	if name == "" || !isName([]byte(name)) {
		return ""
	}
	hook, group := false, false
	for w := range nameWordSeq(name) {
		if nonProdWord(w) {
			return ""
		}
		hook = hook || webhookWords.has(w)
		group = group || w != "all" && (audienceLocal.has(w) || companyWords.has(w))
	}
	if hook && group {
		return v
	}
	return ""
}

// cliInputFile returns the file a CLI's argument reads its value from
// (the AWS CLI's file:// and fileb://, @FILE), and whether it does.
func cliInputFile(v string) (string, bool) {
	for _, p := range [...]string{"file://", "fileb://", "@"} {
		if f, ok := strings.CutPrefix(v, p); ok && f != "" {
			return f, true
		}
	}
	return "", false
}

// socialPosts are the collections of a social network's API whose
// members are public posts: a request that changes, sent to the
// collection itself (Mastodon's POST /api/v1/statuses, X's /2/tweets,
// LinkedIn's /v2/ugcPosts), makes one, shown to every follower. A
// member's path (a commit's statuses/SHA on a code host) is not, nor a
// host named as not production's (a staging instance).
var socialPosts = set{"statuses", "toots", "tweets", "ugcposts"}

// socialPost reports whether a request's path is a collection of
// socialPosts at the API's top: only "api" and the API's version (v1,
// X's leading 2) before it, no member of another collection
// (deployments/42/statuses, a deployment's statuses).
func socialPost(p string) bool {
	if j := strings.IndexAny(p, "?#"); j >= 0 {
		p = p[:j]
	}
	segs := strings.Split(strings.Trim(p, "/"), "/")
	for i, seg := range segs[:len(segs)-1] {
		if seg != "api" && !apiVersionSeg(seg) && !(i == 0 && seg != "" && strings.Trim(seg, "0123456789") == "") {
			return false
		}
	}
	return socialPosts.hasLower(segs[len(segs)-1])
}

// statusWords name a status page in a request's host or path
// (api.statuspage.io, api.instatus.com, /status-pages/); statusPosts what
// a status page publishes to everyone who reads or follows it.
var (
	statusWords = set{"instatus", "status", "statuspage", "statuspages"}
	statusPosts = set{"incident", "incidents", "maintenance", "maintenances", "reports"}
)

// statusIncident returns the target of r, a request that changes, when it
// creates or updates an incident, a maintenance or a status report of a
// status page (POST /v1/pages/P/incidents at api.statuspage.io): public
// at once, and mailed or texted to the page's subscribers. "" when none.
func statusIncident(r request) string {
	for i, p := range r.paths {
		page, post := false, false
		for w := range nameWordSeq(r.hosts[i] + "/" + p) {
			page = page || statusWords.has(w)
			post = post || statusPosts.has(w)
		}
		if page && post {
			return r.targets[i]
		}
	}
	return ""
}

// bodyUnescaped returns a request's body as the service reads it: a
// JSON string's \uXXXX escapes ("\u0040everyone", "\u003c!channel>")
// and a form's %XX escapes (content=%40everyone) decoded, an escaped
// slash (\/) a slash. A body with none is returned as it is.
func bodyUnescaped(d string) string {
	if !strings.Contains(d, `\u`) && !strings.Contains(d, "%") && !strings.Contains(d, `\/`) {
		return d
	}
	var b strings.Builder
	for i := 0; i < len(d); i++ {
		switch {
		case d[i] == '\\' && i+5 < len(d) && (d[i+1] == 'u' || d[i+1] == 'U') && isHexDigit(d[i+2]) && isHexDigit(d[i+3]) && isHexDigit(d[i+4]) && isHexDigit(d[i+5]):
			r := rune(0)
			for _, h := range []byte(d[i+2 : i+6]) {
				r = r<<4 | rune(hexVal(h))
			}
			b.WriteRune(r)
			i += 5
		case d[i] == '\\' && i+1 < len(d) && d[i+1] == '/':
			b.WriteByte('/')
			i++
		case d[i] == '%' && i+2 < len(d) && isHexDigit(d[i+1]) && isHexDigit(d[i+2]):
			b.WriteByte(byte(hexVal(d[i+1])<<4 | hexVal(d[i+2])))
			i += 2
		default:
			b.WriteByte(d[i])
		}
	}
	return b.String()
}

// dbMail matches a database's procedure that sends mail (SQL Server's
// sp_send_dbmail, Oracle's UTL_MAIL and APEX_MAIL).
var dbMail = &lazyRegexp{expr: `(?i)\b(sp_send_dbmail|utl_mail\.send\w*|apex_mail\.send)\b`}

// mailBroadcast judges c when it sends an email to a list's address: a
// mailer given one, or a database client's code calling a procedure
// that mails and naming one (sqlcmd -Q "EXEC msdb.dbo.sp_send_dbmail
// @recipients='customers-all@…'").
func mailBroadcast(c *Command) []Finding {
	name := pubName(lowerName(c))
	if does(c, name, roleMails) || sendsMessage(c) {
		// sendgrid mail send --to all-users@…: a service's CLI as a mailer.
		for _, a := range c.Args {
			if !a.Literal {
				continue
			}
			if addr := audienceAddress(a.Value); addr != "" {
				return vocabFinding(c, "publish.broadcast", name+" sending a message to the list "+addr)
			}
			if f, ok := cliInputFile(a.Value); ok && audienceFile(f) {
				// aws pinpoint send-messages --message-request
				// file://customers.json: the recipients a file names.
				return vocabFinding(c, "publish.broadcast", name+" sending a message to the recipients of "+f)
			}
		}
		return nil
	}
	if s, _ := pubSpec(c); s == nil || s.rule != "infra.database" {
		return nil
	}
	codes := c.Args
	if c.Stdin != nil {
		// sqlplus app@PROD <<< "BEGIN UTL_MAIL.SEND(…); END;"
		codes = append(slices.Clip(codes), Word{Value: *c.Stdin, Literal: true})
	}
	for _, a := range codes {
		if !a.Literal || !dbMail.get().MatchString(a.Value) {
			continue
		}
		if addr := audienceAddress(a.Value); addr != "" {
			return vocabFinding(c, "publish.broadcast", name+" code mailing the list "+addr+" ("+dbMail.get().FindString(a.Value)+")")
		}
	}
	return nil
}

// A file mailed outside the sender's organization is disclosed: a
// production of documents to opposing counsel, a data extract to a
// vendor, a ledger to a client. Once delivered it cannot be recalled. A
// mailer told the sender (-From, --from, -f, -r) and an attachment
// (-Attachments, --attach, mutt's -a, mailutils' -A) sends it outside
// when one of its recipients' domains is another organization's than
// the sender's (litsupport@firm.com to counsel@otherfirm.com); to the
// sender's own domain, or without a file, it stays a message.
var (
	mailAttachOpts = set{"attach", "attachment", "attachments"}
	mailFromOpts   = set{"f", "from", "r", "sender"}
)

// mailDisclosure judges c when it mails a file outside the sender's
// organization (above). A cmdlet's parameter is any prefix of its name
// (-Att, -Fr). A sender or a recipient (-To, -Cc, -Bcc) only known at
// run time may be anyone's: the worse reading, outside.
func mailDisclosure(c *Command) []Finding {
	name := pubName(lowerName(c))
	if !does(c, name, roleMails) {
		return nil
	}
	cmdlet := c.Grammar == lexer.PowerShell && strings.Contains(name, "-")
	is := func(low string, full ...string) bool {
		for _, f := range full {
			if low == f || cmdlet && len(low) >= 2 && strings.HasPrefix(f, low) {
				return true
			}
		}
		return false
	}
	from, file, unknown := "", "", ""
	fromGiven := false
	var addrs []string
	for i, a := range c.Args {
		v := a.Value
		if !strings.HasPrefix(v, "-") {
			if a.Literal {
				addrs = append(addrs, mailAddress.get().FindAllString(v, -1)...)
			}
			continue
		}
		opt, val, inline := strings.Cut(strings.TrimLeft(v, "-"), ":")
		if !inline {
			opt, val, inline = strings.Cut(opt, "=")
		}
		literal := a.Literal
		if !inline && i+1 < len(c.Args) && !strings.HasPrefix(c.Args[i+1].Value, "-") {
			val, literal = c.Args[i+1].Value, c.Args[i+1].Literal
		}
		low := strings.ToLower(opt)
		switch {
		case is(low, "attach", "attachment", "attachments") || opt == "a" && (name == "mutt" || name == "neomutt" || name == "s-nail") || opt == "A" && (name == "mail" || name == "mailx"):
			if val != "" {
				file = val
			}
		case is(low, "from", "sender") || mailFromOpts.has(low):
			fromGiven = fromGiven || val != ""
			if m := mailAddress.get().FindString(val); m != "" {
				from = m
			}
		case is(low, "to", "cc", "bcc"):
			if val != "" && !literal && mailAddress.get().FindString(val) == "" {
				unknown = val
			}
		}
		if inline && (i == 0 || a.Literal) {
			addrs = append(addrs, mailAddress.get().FindAllString(val, -1)...)
		}
	}
	if file == "" || !fromGiven {
		return nil
	}
	if from == "" || unknown != "" {
		who := unknown
		if who == "" {
			who = "its recipients"
		}
		return vocabFinding(c, "publish.broadcast", name+" mailing "+file+" to "+who+" from a sender or to a recipient only known at run time: it may be outside the sender's organization, and a file delivered cannot be recalled")
	}
	org := mailOrg(from)
	for _, addr := range addrs {
		if strings.EqualFold(addr, from) || mailOrg(addr) == org {
			continue
		}
		return vocabFinding(c, "publish.broadcast", name+" mailing "+file+" to "+addr+", outside the sender's organization ("+org+"): a file delivered cannot be recalled")
	}
	return nil
}

// mailOrg returns the organization's domain of an email address: its
// domain's last two labels (mail.firm.com is firm.com), three under a
// country's second level (firm.co.uk).
func mailOrg(addr string) string {
	_, d, _ := strings.Cut(strings.ToLower(addr), "@")
	labels := strings.Split(d, ".")
	n := 2
	if k := len(labels); k >= 3 && len(labels[k-1]) == 2 && len(labels[k-2]) <= 3 {
		n = 3
	}
	if len(labels) <= n {
		return d
	}
	return strings.Join(labels[len(labels)-n:], ".")
}

// repoPathWords are the words of a request's path that name a package
// repository (Nexus's /repository/releases/…, Artifactory's
// /artifactory/libs-release-local/…, a registry's /api/pypi/…, a cargo
// registry's /api/v1/crates/new).
var repoPathWords = set{"apt", "artifactory", "charts", "crates", "debian", "gems", "generic", "helm", "maven", "maven2", "nexus", "npm", "nuget", "packages", "pypi", "releases", "repo", "repos", "repositories", "repository", "rpm", "yum"}

// apiUpload judges c when it sends a package's file (artifactExts: a
// .war, a .nupkg, a .whl, a .deb) by HTTP into a package repository its
// path names (curl -T app-1.2.war https://nexus…/repository/releases/…,
// curl -F file=@x.deb …/api/packages): what its users install from, a
// release.
func apiUpload(c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok {
		return nil
	}
	file := ""
	for _, d := range r.data {
		f := d
		if i := strings.LastIndexByte(f, '@'); i >= 0 {
			f = f[i+1:] // -F file=@x.deb, --data-binary @x.whl
		}
		f = strings.ToLower(strings.Trim(f, `"'`))
		for _, ext := range artifactExts {
			if strings.HasSuffix(f, ext) {
				file = d
			}
		}
	}
	for i, p := range r.paths {
		repo, store := false, false // store: a word naming the repository other than releases
		for w := range nameWordSeq(p) {
			repo = repo || repoPathWords.has(w)
			store = store || repoPathWords.has(w) && w != "releases"
		}
		if !repo {
			continue
		}
		if file != "" {
			return vocabFinding(c, "publish.deploy", r.name+" uploading "+file+" (a package's file) into the repository "+r.targets[i])
		}
		if f := sentFile(r.data); f != "" && store && slices.ContainsFunc(strings.Split(p, "/"), releaseRepo.get().MatchString) {
			// curl -T app.zip …/repository/maven-releases/…: any file
			// put into a repository its path names a release one's
			// (releaseRepo), as jf rt upload's target is.
			return vocabFinding(c, "publish.deploy", r.name+" uploading "+f+" into the release repository "+r.targets[i])
		}
	}
	return nil
}

// sentFile returns the first of a request's data that names a file it
// sends (curl -T app.zip, --data-binary @app.zip), not a body written
// out (JSON, a form's name=value), "" when there is none.
func sentFile(data []string) string {
	for _, d := range data {
		d = strings.TrimPrefix(strings.Trim(d, `"'`), "@")
		if d != "" && d != "-" && !strings.ContainsAny(d, "{}=& \t\n") {
			return d
		}
	}
	return ""
}

// A message sent once for every row of a list is a mass mailing: the
// recipient is each row's (a loop's variable, a pipeline's current
// object, what xargs appends), so everyone on the list gets it at once
// (Import-Csv debtors.csv | % { Send-MailMessage -To $_.Email … },
// while read -r n; do twilio api:core:messages:create --to "$n" …; done
// < numbers.txt). The senders are the mailers and any CLI whose
// subcommand words send a message (messageNouns with a sending verb:
// sms send, messages:create, send-email).
var (
	messageNouns = set{"email", "emails", "mail", "message", "messages", "mms", "notification", "notifications", "sms", "text", "texts", "whatsapp"}
	messageSends = set{"create", "post", "send", "sendmail", "sendmessage"}
	// recipientOpts name a message's recipient (-To, --to, --phone-number,
	// --destination, -c, -b: mail's copies).
	recipientOpts = set{"address", "addresses", "b", "bcc", "c", "cc", "chat-id", "destination", "destinations", "email", "number", "phone", "phone-number", "recipient", "recipients", "to"}
)

// listBroadcast judges c when it sends a message whose recipient is a
// list's row, one by one (perItemValue).
func listBroadcast(ctx *Context, c *Command) []Finding {
	name := pubName(lowerName(c))
	mailer := does(c, name, roleMails)
	if !mailer && !sendsMessage(c) {
		return requestPerRow(ctx, c)
	}
	for i, a := range c.Args {
		list := !a.Literal && listValue(a)
		if a.Literal || !list && !perItemValue(ctx, c, a.Value) {
			continue
		}
		opt := ""
		if i > 0 && strings.HasPrefix(c.Args[i-1].Value, "-") {
			opt = strings.ToLower(strings.TrimLeft(c.Args[i-1].Value, "-"))
		}
		if n, _, ok := strings.Cut(a.Value, "="); ok && strings.HasPrefix(n, "-") {
			opt = strings.ToLower(strings.TrimLeft(n, "-")) // --to=$n
		}
		if n, _, ok := strings.Cut(a.Value, ":"); ok && strings.HasPrefix(n, "-") {
			opt = strings.ToLower(strings.TrimLeft(n, "-")) // -To:$_.Email
		}
		if opt == "" || recipientOpts.has(opt) || c.Grammar == lexer.PowerShell && opt == "t" {
			if list {
				return vocabFinding(c, "publish.broadcast", name+" sending a message to every address a file lists ("+a.Value+")")
			}
			return vocabFinding(c, "publish.broadcast", name+" sending a message to every row of a list, one by one ("+a.Value+")")
		}
	}
	return nil
}

// requestPerRow judges c, an HTTP request, when it asks a service to
// send a message (a path's word naming a message or its sending:
// Twilio's …/Messages.json, an SMS gateway's /api/v1/send, /mail/send)
// to a recipient its body's field (recipientKey: to=, "to":, To=)
// takes from a list's row, one by one (perItemValue): while read -r n;
// do curl -d "to=$n&text=…" https://smsc/api/v1/send; done < all.txt.
// One message to one number, or to a recipient named once, is not.
func requestPerRow(ctx *Context, c *Command) []Finding {
	r, ok := readRequest(c)
	if !ok {
		return nil
	}
	sends := false
	for _, p := range r.paths {
		for w := range nameWordSeq(p) {
			sends = sends || sendPathWords.has(w) || messageNouns.has(w)
		}
	}
	if !sends {
		return nil
	}
	for _, d := range r.data {
		for _, m := range recipientKey.get().FindAllStringIndex(d, -1) {
			v := d[m[1]:]
			if i := strings.IndexAny(v, "&,;}\n"); i >= 0 {
				v = v[:i]
			}
			if perItemValue(ctx, c, v) {
				return vocabFinding(c, "publish.broadcast", r.name+" asking "+r.targets[0]+" to send a message to every row of a list, one by one ("+strings.TrimSpace(v)+")")
			}
		}
	}
	return nil
}

// rowsReaders print a file's rows, or a column of them: what a
// substitution standing for recipients reads a list with ($(cat
// customers.txt), (Get-Content list.txt), (Import-Csv c.csv).Email,
// $(cut -d, -f2 clients.csv)).
var rowsReaders = set{"awk", "cat", "cut", "gc", "get-content", "grep", "head", "import-csv", "ipcsv", "jq", "mlr", "sed", "sort", "tail", "type", "uniq", "xsv"}

// listValue reports whether the word w is the output of a command that
// reads a file's rows (a rowsReaders command given an operand, or
// bash's $(< FILE), among its substitution's commands, Word.Subst): as
// recipients, everyone the file lists, at once; not when what it prints
// is kept to one row (oneRowWord, (Get-Content f)[0]).
func listValue(w Word) bool {
	if strings.HasSuffix(w.Value, ")[0]") || strings.HasSuffix(w.Value, ")[-1]") {
		return false
	}
	reads := false
	for _, sc := range w.Subst {
		reads = reads || rowsReaders.has(strings.ToLower(sc.Name)) && len(sc.Args) > 0 || sc.Name == "" && len(sc.Redirs) > 0
		for i, a := range sc.Args {
			v := strings.ToLower(a.Value)
			if oneRowWord.has(v) || i+1 < len(sc.Args) && sc.Args[i+1].Value == "1" && oneRowOpt.has(v) {
				return false
			}
		}
	}
	return reads
}

// oneRowWord and oneRowOpt keep one row of what a reader prints: head
// -1, -n1, --lines=1 (tail's too), grep -m1, or an
// option given 1 (head -n 1, grep -m 1, Get-Content -TotalCount 1,
// Select-Object -First 1); (Get-Content f)[0] is one element.
var (
	oneRowWord = set{"--lines=1", "--max-count=1", "-1", "-m1", "-n1"}
	oneRowOpt  = set{"-first", "-head", "-last", "-m", "-n", "-tail", "-totalcount"}
)

// sendsMessage reports whether c's subcommand words (its literal words
// before the first option) send a message: a message's noun and a
// sending verb (vonage sms send, twilio api:core:messages:create, aws
// ses send-email).
func sendsMessage(c *Command) bool {
	noun, verb := false, false
	for _, a := range c.Args {
		if !a.Literal || strings.HasPrefix(a.Value, "-") {
			break
		}
		for _, p := range splitParts(a.Value) {
			noun = noun || messageNouns.has(p)
			verb = verb || messageSends.has(p) || messageVerbs.has(p)
		}
	}
	return noun && verb
}

// perItemValue reports whether the word v takes its value from one row
// of a list at a time: PowerShell's current pipeline object ($_,
// $PSItem) or a foreach loop's variable, what xargs appends or
// parallel and rush put for {}, a
// variable of cmd's for (%a, %%a: cmd has no other one-letter
// variable), or a variable that read sets or a for loop goes over.
func perItemValue(ctx *Context, c *Command, v string) bool {
	if c.Grammar == lexer.Cmd {
		t := strings.TrimPrefix(strings.TrimPrefix(v, "%"), "%")
		return strings.HasPrefix(v, "%") && len(t) == 1 && (t[0]|0x20) >= 'a' && (t[0]|0x20) <= 'z'
	}
	if c.Grammar == lexer.PowerShell {
		low := strings.ToLower(v)
		if strings.Contains(low, "$_") || strings.Contains(low, "$psitem") {
			return true
		}
	}
	if strings.Contains(v, "$XARGS") && slices.ContainsFunc(c.Wrappers, func(w string) bool { return strings.HasPrefix(w, "xargs") }) {
		return true
	}
	if strings.Contains(v, "$PARALLEL_ARG") || strings.Contains(v, "$TEMPLATE_ARG") {
		return true // a line of parallel's or rush's input, each run of the template
	}
	if ctx == nil || ctx.Input == nil {
		return false
	}
	// The loops the analysis read, in the input and in code it runs
	// that was decoded or nested (pwsh -EncodedCommand, bash -c "$(base64
	// -d …)").
	for _, m := range shellVarRef.get().FindAllStringSubmatch(v, -1) {
		name := m[1] + m[2]
		if c.Grammar == lexer.PowerShell {
			name = "$" + strings.ToLower(name)
		}
		if c.Grammar != lexer.PowerShell && readSets(ctx.Input, name) || ctx.Input.loops(name) {
			return true
		}
	}
	return false
}

// shellVarRef matches a variable's reference ($name, ${name}).
var shellVarRef = &lazyRegexp{expr: `\$(?:\{(\w+)[}:#%/]|(\w+))`}

// readSets reports whether a read command of the input sets the
// variable name (read -r name phone).
func readSets(in *Input, name string) bool {
	for _, r := range in.Commands {
		if r.Name != "read" {
			continue
		}
		for i, a := range r.Args {
			if i > 0 && slices.Contains([]string{"-p", "-d", "-n", "-N", "-t", "-u", "-i"}, r.Args[i-1].Value) {
				continue
			}
			if a.Literal && a.Value == name {
				return true
			}
		}
	}
	return false
}
