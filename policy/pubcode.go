package policy

import (
	"slices"
	"strings"
)

// What code run inside an application does to the people it serves and
// to the work it has queued, whatever runs it: an interpreter's
// one-liner, a framework's console or runner (rails runner, artisan
// tinker --execute, manage.py shell -c, mix run -e, their standard input
// as code: rails console <<'RUBY'), here or behind a remote console
// (heroku run, fly ssh console -C, kubectl exec). The calls are the
// frameworks' and libraries' own: a mailer's delivery (ActionMailer's
// deliver_later, Django's send_mail, Laravel's Mail::to, Swoosh's
// Mailer.deliver, nodemailer's sendMail), a queue's clear (Sidekiq's
// Queue#clear, Celery's control.purge, BullMQ's obliterate).

// mailSendCode matches a call by which code sends one message to a
// person: an email (ActionMailer's and Noticed's deliver, deliver_now,
// deliver_later; Swoosh's and Bamboo's Mailer.deliver; Django's
// send_mail and EmailMessage; Laravel's Mail::to and ->notify; PHP's
// mail($to, …), WordPress's wp_mail, Drupal's MailManager->mail and
// Symfony's $mailer->send; smtplib's sendmail and send_message; a mail client's
// send: nodemailer's transporter.sendMail, SendGrid's sgMail.send), a
// text (Twilio's messages.create with a sender), or a push
// (webpush.sendNotification).
var mailSendCode = &lazyRegexp{expr: `\.deliver(?:_later|_now)?(?:!|\b)|\bdeliver_(?:later|now)\b|\bsend_(?:mail|email|messages)\s*\(|\bEmail(?:Message|MultiAlternatives)\s*\(` +
	`|\bMail::(?:to|send|queue|later|raw|bcc|cc)\b|->notify(?:Now)?\s*\(|\bmail\s*\(\s*\$|\.send(?:mail|_message)\s*\(|\.send(?:Mail|Email)\s*\(` +
	`|\bwp_mail\s*\(|->mail\s*\(|\$\w*(?:[mM]ail|[mM]ailer)\w*->send\w*\s*\(` +
	`|\b\w*(?:[mM]ail|[mM]ailer|[tT]ransporter|[sS]es|SES)\w*\.send\w*\s*\(|\bmessages\.create\s*\([^)]*\bfrom_?\s*[=:]|\bwebpush\.send_?[nN]otification\s*\(`}

// massSendCode matches one call that sends a message to a whole
// collection of people at once: Django's send_mass_mail, Laravel's
// Notification::send($users, …), Firebase's multicast and topic sends,
// and a mailer's recipients taken from a query (mail(to:
// User.pluck(:email)), bcc=list(User.objects.values_list(…))).
var massSendCode = &lazyRegexp{expr: `\bsend_mass_mail\s*\(|\bNotification::send(?:Now)?\s*\(|\b(?:sendEachForMulticast|send_each_for_multicast|sendMulticast|send_multicast|sendToTopic|send_to_topic|sendToCondition|send_to_condition|publishToInterests|publish_to_interests)\s*\(` +
	`|\bcampaigns\.(?:send|schedule)\s*\(|\.publish\s*\([^)]*\bTopicArn\b|\bPublishCommand\s*\(\s*\{[^}]*\bTopicArn\b` +
	`|\b(?:to|bcc|cc|recipients)\s*(?::|=>?)\s*(?:list\(\s*)?[A-Z]\w*(?:::\w+)*\.(?:pluck|all|values_list|objects)\b`}

// pushSendCode matches a call by which code sends a push notification
// or a text through a provider's SDK: Firebase Admin's messaging.send,
// send_each and send_all (Python) and messaging().send, sendEach and
// sendAll (Node; getMessaging().send), OneSignal's create_notification
// and createNotification, Twilio Notify's notifications.create, Expo's
// sendPushNotificationsAsync, Airship's push.send() (of a
// create_push()). Whom it reaches is what its message names: one
// device's token, or a group (audienceKeys: a topic, a condition,
// segments, an audience), as the same request sent over HTTP is read
// (apiBroadcast).
var pushSendCode = &lazyRegexp{expr: `\b(?:messaging|getMessaging)(?:\(\s*\w*\s*\))?\.send(?:_each|_all|Each|All)?\s*\(|\bcreate_?[nN]otification\s*\(` +
	`|\bnotifications\.create\s*\(|\bsendPushNotificationsAsync\s*\(|\b\w*[pP]ush\.send\s*\(\s*\)|\bcreate_push\s*\([\s\S]*?\.send\s*\(\s*\)`}

// pushDryRun matches the argument by which a push SDK's send only
// validates the message and delivers nothing: Firebase Admin's
// send(message, dry_run=True) and send(message, true) (Node's dryRun),
// FCM's validate_only.
var pushDryRun = &lazyRegexp{expr: `\bdry_?[rR]un\s*[=:]\s*[tT]rue\b|\bvalidate_?[oO]nly\s*[=:]\s*[tT]rue\b|\.send\w*\s*\((?:[^()]|\([^()]*\))*?,\s*true\s*\)`}

// recordLoopCode matches code that goes over a collection, a statement
// done once an item: Ruby's each and find_each (in batches too), map and
// times; Python's and JavaScript's for … in/of, forEach, and a
// comprehension's for; PHP's foreach and a collection's ->each, ->chunk,
// ->lazy, ->cursor; Elixir's Enum and Stream and for … <-; a while loop.
var recordLoopCode = &lazyRegexp{expr: `\.find_each\b|\.find_in_batches\b|\.in_batches\b|\.each(?:_with_index|_slice|_with_object)?\b|\.map\b|\.times\b` +
	`|\bfor\s+\(?\s*[\w$]+(?:\s*,\s*[\w$]+)*\s*\)?\s+(?:in|of)\b|\bfor\s*\(\s*(?:const|let|var)\s+[^;)]+?\s+(?:of|in)\b|\.forEach\s*\(` +
	`|\bforeach\s*\(|->(?:each|chunk|chunkById|lazy|lazyById|cursor)\s*\(|\b(?:Enum|Stream)\.(?:each|map|run)\b|\bTask\.async_stream\b|\bfor\s+\w+\s*<-|\bwhile\b`}

// broadcastCall returns the call in code by which it sends a message
// to many people: a call that sends to a collection itself
// (massSendCode), a push sent to a group (pushSendCode with
// audienceKeys), or one that sends a message (mailSendCode, a push) in
// code that goes over a collection (recordLoopCode) or to a list's
// address (audienceAddress).
func broadcastCall(code string) string {
	if m := massSendCode.get().FindString(code); m != "" {
		return m
	}
	push := pushSendCode.get().FindString(code)
	if push != "" && pushDryRun.get().MatchString(code) {
		push = "" // messaging.send(msg, dry_run=True): validated, not sent
	}
	if push != "" && audienceKeys.get().MatchString(code) {
		// messaging.send(Message(topic='all_fans', …)): a topic's every
		// subscriber.
		return push
	}
	if !recordLoopCode.get().MatchString(code) {
		// One message, addressed to a list's address (wp_mail(
		// 'customers@…', …)): everyone on the list.
		if m := mailSendCode.get().FindString(code); m != "" && audienceAddress(code) != "" {
			return m
		}
		return ""
	}
	if push != "" {
		return push // expo.sendPushNotificationsAsync(chunk) for each chunk of every token
	}
	return mailSendCode.get().FindString(code)
}

// emptiesQueueCode matches a call by which code throws away the jobs a
// job queue holds: Sidekiq's queues, retry, dead and scheduled sets
// cleared (Sidekiq::Queue.all.each(&:clear)), Resque's queues removed,
// Celery's purge and discard_all, RQ's Queue(…).empty(), BullMQ's
// obliterate, drain and clean, Laravel's Queue::clear and
// queue:clear/queue:flush called from code, Oban's cancel_all_jobs, a
// broker's queue purged (pika's queue_purge, amqplib's purgeQueue,
// boto3's purge_queue, PurgeQueueCommand), and a job table's rows all
// deleted (Delayed::Job, GoodJob, SolidQueue, Que).
var emptiesQueueCode = &lazyRegexp{expr: `\bSidekiq::(?:Queue|RetrySet|DeadSet|ScheduledSet)\b[^;\n]*?(?:\.clear\b|\(&:clear\))|\bSidekiq\.redis\b[^;\n]*flush` +
	`|\bResque\.(?:remove_queue|redis\.del)\b|\bResque::Job\.destroy\b|\.control\.(?:purge|discard_all)\s*\(|\bQueue\((?:[^()]|\([^()]*\))*\)\.(?:empty|delete|obliterate|drain|clean)\s*\(` +
	`|\b\w*[qQ]ueue\w*\.(?:obliterate|drain|clean|purge)\s*\(|(?:^|[;{]|\bawait)\s*\w*[qQ]ueue\w*\.empty\(\s*\)|\bQueue::(?:clear|flush)\s*\(|Artisan::call\(\s*["'](?:queue:clear|queue:flush|horizon:clear)` +
	`|\bOban\.cancel_all_jobs\b|\bqueue_purge\s*\(|\bpurgeQueue\s*\(|\bpurge_queue\s*\(|\bPurgeQueueCommand\b` +
	`|\b(?:Delayed::Job|GoodJob::Job|GoodJob::Execution|SolidQueue::\w+|Que::Job|QueJob)\.(?:delete_all|destroy_all)\b`}

// codeWhere says where code run in an application works, by what the
// command names: production (codeProd), an environment that is not
// (codeNonProd: test, staging, development), or neither (codeUnnamed).
type codeWhere uint8

const (
	codeUnnamed codeWhere = iota
	codeProd
	codeNonProd
)

// codePlace reads where c's code works: the environment a framework is
// told (RAILS_ENV=production, rails runner -e production, artisan
// tinker --env=production, --settings=app.settings.prod) by its
// assignments and by its words other than the code itself; the place a
// remote console runs it (heroku run -a shop-prod, ssh web-prod-1); a
// server ssh runs it on, whose application is what it serves.
func codePlace(c *Command, code string) codeWhere {
	if envProdName(c) != "" {
		return codeProd
	}
	prod, nonProd := false, false
	words := c.Assigns
	for _, a := range c.Args {
		if a.Literal && a.Value != code && !codeLike(a.Value) {
			words = append(slices.Clip(words), a.Value)
		}
	}
	for _, w := range words {
		for p := range strings.FieldsFuncSeq(strings.ToLower(w), notAlnum) {
			prod = prod || prodPart(p)
			nonProd = nonProd || nonProdWord(p) || devWords.has(p)
		}
	}
	switch {
	case prod:
		return codeProd
	case nonProd || testDB(c):
		return codeNonProd
	case c.serverPlace != "":
		return codeProd
	}
	return codeUnnamed
}

// frameworkCode reports whether c's code runs inside a framework that
// is told its environment (spec.app: rails runner, artisan tinker;
// appConsole: a spec with a test environment, mix run), whose mail goes
// where that environment says: in development, to a catcher or the log.
func frameworkCode(c *Command) bool {
	if s, _ := interpSpecOf(c); s != nil && s.app {
		return true
	}
	c2 := *c
	c2.Name = pubName(lowerName(c))
	return appConsole(&c2)
}

// codeBroadcasts judges c by what its code sends (broadcastCall): a
// message to many people, sent by code run in production (a framework
// told production, or on a server), or by code with no framework whose
// environment decides where its mail goes (node -e with nodemailer,
// python3 -c with smtplib), unless an environment other than
// production is named.
func codeBroadcasts(c *Command) []Finding {
	code := ""
	call := codeCall(c, func(text string) string {
		if m := broadcastCall(text); m != "" {
			code = text
			return m
		}
		return ""
	})
	if call == "" {
		return nil
	}
	switch codePlace(c, code) {
	case codeNonProd:
		return nil
	case codeUnnamed:
		if frameworkCode(c) {
			return nil // rails runner in development: its mail goes to the log or a catcher
		}
	}
	return vocabFinding(c, "publish.broadcast", pubName(lowerName(c))+" running code that sends a message to every member of a collection ("+strings.TrimSpace(call)+")")
}

// codeEmptiesQueue judges c by whether its code throws away the jobs a
// job queue holds (emptiesQueueCode), anywhere but an environment named
// as a test, a staging or a development one: as a queue's purge by its
// CLI (celery purge, rabbitmqctl purge_queue) is judged.
func codeEmptiesQueue(c *Command) []Finding {
	code := ""
	call := codeCall(c, func(text string) string {
		if m := emptiesQueueCode.get().FindString(text); m != "" {
			code = text
			return m
		}
		return ""
	})
	if call == "" || codePlace(c, code) == codeNonProd {
		return nil
	}
	return vocabFinding(c, "infra.queue", pubName(lowerName(c))+" running code that empties a job queue ("+strings.TrimLeft(strings.TrimSpace(call), ";{")+")")
}

// serviceStopVerbs are a service manager's verbs that stop a running
// service, or stop it and start it anew (systemctl restart, service
// nginx stop, supervisorctl restart all, rc-service x restart, sv
// restart x, sv down x, launchctl bootout; systemctl disable --now and
// mask --now stop it too): its users are cut off until it is back, if
// it comes back. A process manager's delete stops the processes and
// forgets them (pm2 delete all, sc delete), its kill stops the manager
// with every process it keeps (pm2 kill), stopall and restartall every
// one (forever stopall), quit the manager (circusctl quit).
var serviceStopVerbs = set{"bootout", "condrestart", "delete", "down", "force-reload", "force-restart", "kill", "quit", "reload-or-restart", "restart", "restartall", "stop", "stopall", "try-reload-or-restart", "try-restart", "unload"}

// prodServiceRestart judges c when a service manager stops or restarts
// a service on a machine named as production's (c.prodPlace: ssh
// web-prod-1 'sudo systemctl restart nginx'): on this machine a
// service manager's verbs are the sys rules', there a production
// outage, as kubectl rollout restart in production's namespace is.
func prodServiceRestart(c *Command) []Finding {
	name := pubName(lowerName(c))
	if host, ok := managedHost(c); ok && c.prodPlace == "" {
		// sc \\web-prod-01 stop W3SVC, Get-Service -ComputerName
		// web-prod-01 W3SVC | Stop-Service: the machine named by the
		// manager's own words.
		if where := prodWord([]Word{host}); where != "" {
			c2 := *c
			c2.prodPlace = where
			c = &c2
		}
	}
	if c.prodPlace == "" && does(c, name, roleServices) {
		// supervisorctl -s http://app-prod-1:9001 stop all: the
		// manager told the server it drives by an address, production's.
		if where := managerServer(c.Args); where != "" {
			c2 := *c
			c2.prodPlace = where
			c = &c2
		}
	}
	if c.prodPlace == "" {
		return nil
	}
	if _, noun, ok := psCmdlet(c); ok && strings.EqualFold(noun, "service") && serviceStops(c) || name == "spsv" || name == "suspend-service" {
		// PowerShell's cmdlets carry the verb in their name
		// (Restart-Service W3SVC, Stop-Service, spsv).
		if slices.ContainsFunc(c.Args, func(a Word) bool { return a.Literal && (strings.EqualFold(a.Value, "-WhatIf") || a.Value == "-?") }) {
			return nil
		}
		return vocabFinding(c, "publish.deploy", c.Name+" on "+c.prodPlace+" (a production service stopped or restarted by hand)")
	}
	if !does(c, name, roleServices) {
		return nil
	}
	now := slices.ContainsFunc(c.Args, func(a Word) bool { return a.Literal && a.Value == "--now" })
	help := func(a Word) bool {
		return a.Literal && (a.Value == "--help" || a.Value == "-h" || a.Value == "--dry-run")
	}
	if name != "service" && slices.ContainsFunc(c.Args, help) {
		return nil // the manager's help, its options read anywhere (systemctl restart --help)
	}
	for _, a := range c.Args {
		if !a.Literal {
			continue
		}
		if help(a) {
			return nil // service --help; after the service, service X restart -h hands -h to its script
		}
		if serviceStopVerbs.hasLower(a.Value) || now && (a.Value == "disable" || a.Value == "mask") {
			return vocabFinding(c, "publish.deploy", name+" "+a.Value+" on "+c.prodPlace+" (a production service stopped or restarted by hand)")
		}
	}
	return nil
}

// dbService names the services of database servers as Windows and
// systemd name them: SQL Server's engine (MSSQLSERVER, MSSQL$INSTANCE)
// and Analysis Services', PostgreSQL's (postgresql-x64-16,
// postgresql@16-main), MySQL's and MariaDB's (MySQL80), MongoDB's,
// Oracle's (OracleServiceORCL), Redis', Elasticsearch's and the
// dataServers' others, and the PI Data Archive's subsystems (piarchss,
// pisnapss, pibasess; pinetmgr, through which its clients reach it).
var dbService = &lazyRegexp{expr: `(?i)^(mssqlserver|mssql\$[\w-]+|mssqlserverolapservice|msolap\$[\w-]+|postgres(ql)?([-@][\w.@-]+)?|mysqld?\d*|mariadb(d)?|mongod(b)?|oracleservice\w+|oracle-xe[\w-]*|redis(-server)?|valkey(-server)?|elasticsearch[\w-]*|opensearch|influxd(b)?|clickhouse-server|cockroach(db)?|cassandra|neo4j|couchdb|db2\w*|etcd|piarchss|pisnapss|pibasess|pinetmgr)(\.service)?$`}

// serviceStops reports whether c, a service manager's command, stops a
// service or restarts it: a stop verb among its words (net stop, sc
// delete, systemctl restart), a Stop-, Restart- or Suspend-Service
// cmdlet, or Set-Service -Status Stopped.
func serviceStops(c *Command) bool {
	if verb, noun, ok := psCmdlet(c); ok && strings.EqualFold(noun, "service") {
		if verb == "set" {
			v, _ := psValueOf(c.Args, "status", 2)
			return strings.EqualFold(strings.Trim(v, `"' `), "stopped")
		}
		return serviceStopVerbs.has(verb) || verb == "suspend"
	}
	if c.Name == "spsv" || c.Name == "suspend-service" {
		return true
	}
	return does(c, pubName(lowerName(c)), roleServices) && slices.ContainsFunc(c.Args, func(a Word) bool { return a.Literal && serviceStopVerbs.hasLower(a.Value) })
}

// managedHost returns the machine a service manager's own words name as
// the one it acts on: sc's \\HOST (sc \\MES-APP01 stop W3SVC), a
// cmdlet's -ComputerName (Set-Service -ComputerName X), or the
// -ComputerName of the Get-Service whose service objects are piped in
// (Get-Service -ComputerName X MSSQLSERVER | Stop-Service).
func managedHost(c *Command) (Word, bool) {
	if _, noun, ok := psCmdlet(c); ok && strings.EqualFold(noun, "service") || c.Name == "spsv" {
		for _, f := range append([]*Command{c}, c.Feeds...) {
			if v, ok := psValueOf(f.Args, "computername", 2); ok {
				return Word{Value: strings.Trim(v, `"' `), Literal: true}, true
			}
			if v, ok := psValueOf(f.Args, "cn", 2); ok {
				return Word{Value: strings.Trim(v, `"' `), Literal: true}, true
			}
		}
		return Word{}, false
	}
	if !does(c, pubName(lowerName(c)), roleServices) {
		return Word{}, false
	}
	for _, a := range c.Args {
		if h, ok := strings.CutPrefix(a.Value, `\\`); ok && a.Literal && h != "" && !strings.ContainsAny(h, `\/`) {
			return Word{Value: h, Literal: true}, true
		}
	}
	return Word{}, false
}

// serverDBStop judges c when it stops or restarts a database server's
// service (dbService) on another machine: one named as production's,
// or a server (serverHost: ssh db01.example.com 'systemctl stop
// postgresql', Invoke-Command -ComputerName LIMS-DB01 { Stop-Service
// MSSQLSERVER }, sc \\LIMS-DB01 stop MSSQLSERVER, psexec \\LIMS-DB01 net
// stop MSSQLSERVER): every client of its databases is cut off, as by a
// SHUTDOWN sent through the database's own client (destroyQuery). On
// this machine stopping it through its service is how a database is
// stopped cleanly (sysKillNamed's advice).
func serverDBStop(c *Command) []Finding {
	if !serviceStops(c) || psWhatIfGiven(c) {
		return nil
	}
	where := c.prodPlace
	if where == "" {
		where = c.serverPlace
	}
	if host, ok := managedHost(c); ok && where == "" {
		for h := range strings.SplitSeq(host.Value, ",") {
			w := Word{Value: strings.TrimSpace(h), Literal: true}
			if prodWord([]Word{w}) != "" || serverHost(w) != "" {
				where = w.Value
				break
			}
		}
	}
	if where == "" {
		return nil
	}
	for _, f := range append([]*Command{c}, c.Feeds...) {
		for _, a := range f.Args {
			if !a.Literal || strings.HasPrefix(a.Value, "-") {
				continue
			}
			for name := range strings.SplitSeq(a.Value, ",") {
				if name = strings.Trim(name, `"' `); dbService.match(name) {
					return vocabFinding(c, "infra.database", pubName(lowerName(c))+" stopping "+name+", a database server's service, on "+where+" (every client of its databases cut off, as a SHUTDOWN sent through its client)")
				}
			}
		}
	}
	return nil
}

// managerServer returns the host of a server a service manager is told
// to drive by an address, an option's value (supervisorctl -s URL,
// --serverurl=URL), when that host names production, "" otherwise.
func managerServer(args []Word) string {
	for i, a := range args {
		v := a.Value
		if _, val, ok := strings.Cut(v, "="); ok && strings.HasPrefix(v, "-") {
			v = val
		} else if i == 0 || !strings.HasPrefix(args[i-1].Value, "-") || strings.Contains(args[i-1].Value, "=") {
			continue // an operand: a service's name or a setting's value (set-environment URL=…), no server
		}
		_, rest, ok := strings.Cut(v, "://")
		if !a.Literal || !ok {
			continue
		}
		host, _, _ := strings.Cut(rest, "/")
		if namesProd(strings.ToLower(host)) {
			return host
		}
	}
	return ""
}

// queueKey matches the name of a key in which a job queue keeps its
// jobs (Sidekiq's queue:NAME and retry/dead/schedule sets, Resque's
// resque:queue:NAME, RQ's rq:queue:NAME, Bull's bull:NAME:wait, Celery's
// queue lists by name: celery).
var queueKey = &lazyRegexp{expr: `(?i)(^|[:{])(queues?|rq|bull|bullmq|resque|sidekiq|celery|jobs?)(:|$)|^(retry|dead|schedule)$`}

// redisQueueDelete judges c when redis-cli deletes the key of a job
// queue (DEL or UNLINK of queue:default, resque:queue:mailers,
// bull:email:wait) on a Redis server elsewhere (-h, -u, a name of
// production): the queued jobs thrown away, as celery purge does.
func redisQueueDelete(c *Command) []Finding {
	if pubName(lowerName(c)) != "redis-cli" {
		return nil
	}
	key := ""
	// Its command in its words, or, with none there, the commands it
	// reads on its standard input, one a line (echo 'DEL queue:x' |
	// redis-cli, redis-cli <<< 'UNLINK …').
	lines := [][]Word{c.Args}
	if c.Stdin != nil {
		for l := range strings.Lines(*c.Stdin) {
			var ws []Word
			for _, f := range strings.Fields(l) {
				ws = append(ws, Word{Value: strings.Trim(f, `"'`), Literal: true})
			}
			lines = append(lines, ws)
		}
	}
	for _, ws := range lines {
		del := false
		for _, a := range ws {
			switch {
			case !a.Literal:
			case strings.EqualFold(a.Value, "del") || strings.EqualFold(a.Value, "unlink"):
				del = true
			case del && key == "" && queueKey.get().MatchString(a.Value):
				key = a.Value
			}
		}
	}
	if key == "" {
		return nil
	}
	remoteURL := slices.ContainsFunc(c.Args, func(a Word) bool {
		u, ok := readURL(a.Value)
		return ok && !loopbackHost(u.hostPort())
	})
	if !remoteURL && !namesRemoteHost(c.Args) && prodWord(c.Args) == "" && envProdName(c) == "" {
		return nil
	}
	return vocabFinding(c, "infra.queue", "redis-cli deleting "+key+", a job queue's key, on a remote Redis")
}

// ansibleReadModules are ansible's modules that change nothing on the
// hosts they run on: they gather facts, look or wait (ping, setup,
// stat, and every *_facts and *_info module). ansibleShellModules run
// the command line their arguments are, read as code by ansible's
// launcher spec (spec_launchers.go); without -m, the module is command.
var (
	ansibleReadModules  = set{"assert", "debug", "fail", "find", "gather_facts", "getent", "meta", "pause", "ping", "setup", "slurp", "stat", "validate_argument_spec", "wait_for", "wait_for_connection", "win_find", "win_ping", "win_stat"}
	ansibleShellModules = set{"command", "expect", "raw", "script", "shell", "win_command", "win_shell"}
)

// networkConfigModule matches the modules of ansible's network
// collections that change a device's configuration (ios_config,
// junos_config, cisco.nxos.nxos_vlans, cli_config, netconf_config,
// napalm_install_config): everything but their facts, command and ping
// modules, which only look.
var networkConfigModule = &lazyRegexp{expr: `^(ios|iosxr|nxos|eos|junos|vyos|edgeos|edgeswitch|routeros|asa|aireos|aoscx|aruba|cnos|dellos6|dellos9|dellos10|os6|os9|os10|enos|exos|fortios|frr|icx|ironware|netvisor|nos|onyx|panos|slxos|sros|voss|cli|netconf|napalm)_\w+$`}

// An ansibleRun is an ad hoc ansible command's words read through its
// spec s (p): the module it runs (-m, its last), that module's short
// name in lower case (debug for ansible.builtin.debug) and its
// arguments (-a).
type ansibleRun struct {
	s             *spec
	p             parsed
	module, short string
	args          []string
}

// ansibleModuleRun reads c as an ad hoc ansible run of a module: false
// when c is no ansible command, names no module, or only shows its help
// or the hosts it would run on.
func ansibleModuleRun(c *Command) (ansibleRun, bool) {
	if pubName(lowerName(c)) != "ansible" {
		return ansibleRun{}, false
	}
	s, rest := lookupSpec(c)
	if s == nil {
		return ansibleRun{}, false
	}
	p := parseArgs(s, rest)
	mods := p.values("-m", "--module-name")
	if len(mods) == 0 || p.given(s, "-h --help --list-hosts --syntax-check") {
		return ansibleRun{}, false
	}
	module := mods[len(mods)-1]
	return ansibleRun{s: s, p: p, module: module, short: strings.ToLower(module[strings.LastIndexByte(module, '.')+1:]), args: p.values("-a", "--args")}, true
}

// ansibleAdHoc judges an ad hoc ansible run (ansible PATTERN -m MODULE
// -a ARGS) of a module that changes the hosts: on hosts its pattern,
// inventory or limit names as production's (ansible prod -m service -a
// 'name=nginx state=restarted'), a change to production by hand, as
// ansible-playbook against them is; a network module's configuration
// pushed to routers and switches, live at once, unless they are named as
// a lab's or a test's. --check (-C) only reports.
func ansibleAdHoc(c *Command) []Finding {
	a, ok := ansibleModuleRun(c)
	if !ok || a.p.given(a.s, "-C --check") {
		return nil
	}
	p, module, short := a.p, a.module, a.short
	if ansibleShellModules.has(short) || ansibleReadModules.has(short) || strings.HasSuffix(short, "_facts") || strings.HasSuffix(short, "_info") ||
		strings.HasSuffix(short, "_ping") || strings.HasSuffix(short, "_command") && deviceReadsOnly(a.args) {
		return nil
	}
	targets := append(slices.Clip(p.operands), wordsOf(p.values("-i", "--inventory", "-l", "--limit"))...)
	if where := prodWord(targets); where != "" {
		return vocabFinding(c, "publish.deploy", "ansible's "+module+" module run ad hoc on production's hosts ("+where+")")
	}
	if !networkConfigModule.match(short) {
		return nil
	}
	for _, t := range targets {
		for w := range nameWordSeq(t.Value) {
			if nonProdWord(w) || w == "lab" {
				return nil
			}
		}
	}
	return vocabFinding(c, "publish.deploy", "ansible's "+module+" module pushing configuration to network devices (live at once, no --check)")
}

// deviceReadsOnly reports whether a network *_command module's
// arguments (commands='show version', commands="['show run', 'display
// bgp']") name only commands that show: each begins with a verb of
// deviceReadVerbs. Any other (reload, request system reboot, write
// erase) runs on the device's own command line, a change to it; no
// commands named, or a value only known at run time, may be any.
func deviceReadsOnly(args []string) bool {
	found := false
	for _, a := range args {
		i := strings.Index(a, "commands=")
		if i < 0 {
			return false
		}
		list := a[i+len("commands="):]
		if strings.ContainsAny(list, "$`{") {
			return false
		}
		for _, cmd := range strings.FieldsFunc(list, func(r rune) bool { return strings.ContainsRune(",;[]'\"\n", r) }) {
			words := strings.Fields(cmd)
			if len(words) == 0 {
				continue
			}
			if !deviceReadVerbs.hasLower(words[0]) {
				return false
			}
			found = true
		}
	}
	return found
}

// deviceReadVerbs begin the network devices' commands that only show.
var deviceReadVerbs = set{"display", "get", "ping", "show", "traceroute"}

// wordsOf returns values as literal words.
func wordsOf(values []string) []Word {
	out := make([]Word, len(values))
	for i, v := range values {
		out[i] = Word{Value: v, Literal: true}
	}
	return out
}
