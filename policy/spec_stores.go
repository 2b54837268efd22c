package policy

// storeSpecs are deletes and overwrites in the stores other systems keep
// their state in: secret managers (infra.secrets), backups and remote
// storage (infra.backup), message queues and streams (infra.queue), CI
// services (infra.ci), hosted apps (infra.cloud) and HTTP APIs asked
// to DELETE (infra.api). What goes there is gone for every system that
// reads it; listing, reading and dry runs pass (unless).
var storeSpecs = []spec{
	// Secret managers.
	{path: "vault secrets disable", unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault secrets disable (the engine and every secret in it)"},
	{path: "vault auth disable", unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault auth disable of an auth method"},
	{path: "vault kv destroy", longDash: true, unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault kv destroy of secret versions"},
	{path: "vault kv delete", longDash: true, unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault kv delete of a secret"},
	{path: "vault kv metadata delete", longDash: true, unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault kv metadata delete (every version of a secret)"},
	{path: "vault delete", longDash: true, unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault delete of a secret"},
	{path: "vault policy delete", unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault policy delete"},
	{path: "vault lease revoke", longDash: true, unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault lease revoke"},
	{path: "vault token revoke", longDash: true, unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "vault token revoke"},
	{path: "aws secretsmanager update-secret", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.secrets", what: "aws secretsmanager update-secret overwriting a secret"},
	{path: "aws secretsmanager put-secret-value", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.secrets", what: "aws secretsmanager put-secret-value overwriting a secret"},
	{path: "op * delete", unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "a 1Password delete"},
	{path: "doppler * delete", unless: helpUnless, effect: effectExternal, rule: "infra.secrets", what: "a doppler delete"},

	// Backups and remote storage: sync and move delete at the destination
	// or the source.
	{path: "rclone sync", unless: rcloneUnless, effect: effectExternal, rule: "infra.backup", what: "rclone sync (deletes what the source lacks from the destination)"},
	{path: "rclone move", unless: rcloneUnless, effect: effectExternal, rule: "infra.backup", what: "rclone move (deletes the source)"},
	{path: "rclone delete", unless: rcloneUnless, effect: effectExternal, rule: "infra.backup", what: "rclone delete"},
	{path: "rclone deletefile", unless: rcloneUnless, effect: effectExternal, rule: "infra.backup", what: "rclone deletefile"},
	{path: "rclone purge", unless: rcloneUnless, effect: effectExternal, rule: "infra.backup", what: "rclone purge (a path and everything in it)"},
	{path: "rclone rmdir", unless: rcloneUnless, effect: effectExternal, rule: "infra.backup", what: "rclone rmdir"},
	{path: "rclone rmdirs", unless: rcloneUnless, effect: effectExternal, rule: "infra.backup", what: "rclone rmdirs"},
	{path: "restic forget", value: resticValue, long: resticLong, unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "restic forget of snapshots"},
	{path: "restic prune", value: resticValue, long: resticLong, unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "restic prune of backup data"},
	{path: "borg delete", value: borgValue, long: borgLong, unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "borg delete of archives"},
	{path: "borg prune", value: borgValue, long: borgLong, unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "borg prune of archives"},
	{path: "borg compact", value: borgValue, long: borgLong, unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "borg compact (frees deleted archives for good)"},
	{path: "borg repo-delete", value: borgValue, long: borgLong, unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "borg repo-delete of a repository"},
	{path: "borg rdelete", value: borgValue, long: borgLong, unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "borg rdelete of a repository"},
	// duplicity's removals only list what they would delete until --force.
	{path: "duplicity remove-older-than", need: []string{"--force"}, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duplicity remove-older-than --force of backup sets"},
	{path: "duplicity remove-all-but-n-full", need: []string{"--force"}, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duplicity remove-all-but-n-full --force of backup sets"},
	{path: "duplicity remove-all-inc-of-but-n-full", need: []string{"--force"}, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duplicity remove-all-inc-of-but-n-full --force of incremental backups"},
	{path: "duply * purge*", need: []string{"--force"}, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duply purge --force of backup sets"},
	{path: "velero * delete", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "a velero delete of backups, restores, schedules or snapshots"},
	{path: "aws s3 sync", long: awsValue, need: []string{"--delete"}, unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws s3 sync --delete"},
	// rsync deleting on another machine (HOST:PATH, rsync://): the local
	// side is judged by the fs rules.
	{path: "rsync", value: rsyncValue, long: rsyncLong, need: []string{"--delete", "--del", "--delete-before", "--delete-during", "--delete-delay", "--delete-after", "--delete-excluded", "--remove-source-files"}, operand: rsyncRemote, dest: true, unless: []string{"-n", "--dry-run", "--help"}, effect: effectExternal, rule: "infra.backup", what: "rsync deleting on another machine"},
	// The other object stores' and transfer services' syncs deleting at
	// the destination what the source lacks (gsutil rsync -d, gcloud
	// storage rsync --delete-unmatched-destination-objects, azcopy sync
	// --delete-destination=true, b2 sync --delete, s3cmd sync
	// --delete-removed, mc mirror --remove, globus transfer
	// --delete-destination-extra, formerly --delete), into a bucket or
	// a collection: a destination mirrored from the wrong source, an
	// empty directory, or the two swapped, loses what only it held. A
	// destination on this machine is the fs rules'.
	{path: "gsutil rsync", value: "hopxe", need: []string{"-d", "-D"}, operand: objectStoreURL, dest: true, unless: []string{"-n", "--help", "-h"}, effect: effectExternal, rule: "infra.backup", what: "gsutil rsync -d (deletes what the source lacks from the bucket)"},
	{path: "gcloud storage rsync", long: gcloudValue, need: []string{"--delete-unmatched-destination-objects"}, operand: objectStoreURL, dest: true, unless: []string{"--help", "--dry-run"}, effect: effectExternal, rule: "infra.backup", what: "gcloud storage rsync --delete-unmatched-destination-objects"},
	{path: "azcopy sync", long: []string{"--delete-destination", "--include-pattern", "--exclude-pattern", "--include-path", "--exclude-path", "--include-regex", "--exclude-regex", "--from-to", "--log-level", "--compare-hash", "--cap-mbps", "--block-size-mb", "--trusted-microsoft-suffixes"}, need: []string{"--delete-destination=true"}, operand: objectStoreURL, dest: true, unless: []string{"--dry-run", "--help", "-h"}, effect: effectExternal, rule: "infra.backup", what: "azcopy sync --delete-destination=true"},
	{path: "b2 sync", long: []string{"--threads", "--compare-versions", "--compare-threshold", "--exclude-regex", "--include-regex", "--exclude-dir-regex", "--keep-days", "--exclude-if-modified-after"}, need: []string{"--delete"}, operand: objectStoreURL, dest: true, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "b2 sync --delete"},
	{path: "s3cmd sync", long: []string{"--exclude", "--include", "--rexclude", "--rinclude", "--exclude-from", "--include-from", "--config", "-c", "--storage-class", "--acl-grant", "--max-delete"}, need: []string{"--delete-removed", "--delete-after"}, operand: objectStoreURL, dest: true, unless: []string{"-h", "--help", "-n", "--dry-run"}, effect: effectExternal, rule: "infra.backup", what: "s3cmd sync --delete-removed"},
	{path: "mc mirror", long: []string{"--exclude", "--older-than", "--newer-than", "--storage-class", "--attr", "--encrypt-key", "--region", "--limit-upload", "--limit-download", "--config-dir", "-C"}, need: []string{"--remove"}, operand: mcTarget, dest: true, unless: []string{"--dry-run", "--help", "-h"}, effect: effectExternal, rule: "infra.backup", what: "mc mirror --remove (deletes what the source lacks from the bucket)"},
	{path: "globus transfer", long: []string{"--sync-level", "-s", "--include", "--exclude", "--external-checksum", "--checksum-algorithm", "--source-local-user", "--destination-local-user", "--filter-rule", "--label", "--batch", "--deadline", "--notify", "--format", "-F", "--jmespath", "--jq", "--timeout", "--polling-interval"}, need: []string{"--delete", "--delete-destination-extra"}, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "globus transfer deleting what the source lacks from the destination collection"},
	// lftp's mirror -R (--reverse) uploads a local tree; with --delete
	// (-e) what the server has and the tree lacks is deleted there.
	{path: "lftp", value: "ecufp", codeOpts: []string{"-e", "-c"}, code: lftpMirrorUp, unless: []string{"-h", "--help"}, effect: effectExternal, rule: "infra.backup", what: "lftp mirror -R --delete (a reverse mirror deleting on the server)"},

	// Message queues and streams.
	{path: "kafka-topics", need: []string{"--delete"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --delete of a topic"},
	{path: "kafka-topics.sh", need: []string{"--delete"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --delete of a topic"},
	{path: "kafka-consumer-groups", need: []string{"--delete", "--delete-offsets"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --delete"},
	{path: "kafka-consumer-groups.sh", need: []string{"--delete", "--delete-offsets"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --delete"},
	{path: "kafka-delete-records", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-delete-records"},
	{path: "kafka-delete-records.sh", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-delete-records"},
	// A consumer group's offsets reset: a plan (--dry-run, the default)
	// until --execute, then the group skips or replays messages.
	{path: "kafka-consumer-groups", need: []string{"--execute"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --reset-offsets --execute (the group skips or replays messages)"},
	{path: "kafka-consumer-groups.sh", need: []string{"--execute"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --reset-offsets --execute (the group skips or replays messages)"},
	{path: "kafka-acls", need: []string{"--remove"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-acls --remove"},
	{path: "kafka-acls.sh", need: []string{"--remove"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-acls --remove"},
	{path: "kafka-configs", need: []string{"--delete-config"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs --delete-config"},
	{path: "kafka-configs.sh", need: []string{"--delete-config"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs --delete-config"},
	// A topic's or a broker's retention set (retention.ms, retention.bytes,
	// log.retention.hours): the broker deletes at once every segment
	// older or beyond it; -1 keeps everything.
	{path: "kafka-configs", long: []string{"--bootstrap-server", "--zookeeper", "--entity-type", "--entity-name", "--add-config", "--add-config-file", "--delete-config", "--command-config"}, need: []string{"--alter"}, codeOpts: []string{"--add-config"}, code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs setting a retention (older messages deleted at once)"},
	{path: "kafka-configs.sh", long: []string{"--bootstrap-server", "--zookeeper", "--entity-type", "--entity-name", "--add-config", "--add-config-file", "--delete-config", "--command-config"}, need: []string{"--alter"}, codeOpts: []string{"--add-config"}, code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs setting a retention (older messages deleted at once)"},
	{path: "kafka-topics", long: []string{"--bootstrap-server", "--zookeeper", "--topic", "--config", "--delete-config", "--partitions", "--replication-factor", "--command-config"}, need: []string{"--alter"}, codeOpts: []string{"--config"}, code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --alter setting a retention (older messages deleted at once)"},
	{path: "kafka-topics.sh", long: []string{"--bootstrap-server", "--zookeeper", "--topic", "--config", "--delete-config", "--partitions", "--replication-factor", "--command-config"}, need: []string{"--alter"}, codeOpts: []string{"--config"}, code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --alter setting a retention (older messages deleted at once)"},
	// Redpanda's rpk: the same changes under its own words (alter-config
	// --set, a group's offsets moved by seek, a topic's first records
	// deleted by trim-prefix).
	{path: "rpk topic alter-config", value: "s", long: []string{"--set", "--delete", "--append", "--subtract", "--brokers", "-X", "--config"}, codeOpts: []string{"-s", "--set"}, code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rpk topic alter-config setting a retention (older messages deleted at once)"},
	{path: "rpk group seek", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rpk group seek (the group skips or replays messages)"},
	{path: "rpk topic trim-prefix", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rpk topic trim-prefix (a topic's first records deleted)"},
	// Messages produced into a topic of a broker named as production's:
	// its consumers act on them at once (mail sent, orders placed).
	{path: "kcat", value: "btpkKcoXfDGsrFHzd", need: []string{"-P"}, codeOpts: []string{"-b"}, code: prodName, unless: []string{"-h"}, effect: effectExternal, rule: "publish.deploy", what: "kcat -P producing messages into production's broker"},
	{path: "kafkacat", value: "btpkKcoXfDGsrFHzd", need: []string{"-P"}, codeOpts: []string{"-b"}, code: prodName, unless: []string{"-h"}, effect: effectExternal, rule: "publish.deploy", what: "kafkacat -P producing messages into production's broker"},
	{path: "kafka-console-producer", long: kafkaProducerValue, codeOpts: []string{"--bootstrap-server", "--broker-list"}, code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "kafka-console-producer producing messages into production's broker"},
	{path: "kafka-console-producer.sh", long: kafkaProducerValue, codeOpts: []string{"--bootstrap-server", "--broker-list"}, code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "kafka-console-producer producing messages into production's broker"},
	{path: "kafka-avro-console-producer", long: kafkaProducerValue, codeOpts: []string{"--bootstrap-server", "--broker-list"}, code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "kafka-avro-console-producer producing messages into production's broker"},
	{path: "rpk topic produce", value: "kfHp", long: []string{"--brokers", "--key", "--format", "--header", "--partition", "-X", "--config"}, codeOpts: []string{"--brokers", "-X"}, code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "rpk topic produce into production's broker"},
	// ZooKeeper's tree deleted (a Kafka cluster's topics and brokers, an
	// HBase's or a Solr's state): zookeeper-shell HOST:PORT deleteall
	// PATH, zkCli.sh -server HOST:PORT deleteall PATH.
	// redis-cli with no command reads one per line from its standard
	// input (echo 'CONFIG GET *' | redis-cli -h HOST): each is judged as
	// that command on its command line.
	{path: "redis-cli", value: "hpanu", stdinCommands: true},
	{path: "zookeeper-shell", stdinCommands: true},
	{path: "zookeeper-shell.sh", stdinCommands: true},
	{path: "zkcli.sh", longDash: true, long: zkCliValue, stdinCommands: true},
	{path: "zkcli", longDash: true, long: zkCliValue, stdinCommands: true},
	{path: "zookeeper-shell * delete*", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zookeeper-shell deleting a ZooKeeper tree (the cluster's state)"},
	{path: "zookeeper-shell * rmr", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zookeeper-shell deleting a ZooKeeper tree (the cluster's state)"},
	{path: "zookeeper-shell.sh * delete*", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zookeeper-shell deleting a ZooKeeper tree (the cluster's state)"},
	{path: "zookeeper-shell.sh * rmr", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zookeeper-shell deleting a ZooKeeper tree (the cluster's state)"},
	{path: "zkcli.sh delete*", longDash: true, long: zkCliValue, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zkCli deleting a ZooKeeper tree (the cluster's state)"},
	{path: "zkcli.sh rmr", longDash: true, long: zkCliValue, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zkCli deleting a ZooKeeper tree (the cluster's state)"},
	{path: "zkcli delete*", longDash: true, long: zkCliValue, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zkCli deleting a ZooKeeper tree (the cluster's state)"},
	{path: "zkcli rmr", longDash: true, long: zkCliValue, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "zkCli deleting a ZooKeeper tree (the cluster's state)"},
	{path: "rabbitmqctl delete_*", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a rabbitmqctl delete"},
	{path: "rabbitmqctl clear_*", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a rabbitmqctl clear"},
	{path: "rabbitmqctl purge_queue", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rabbitmqctl purge_queue"},
	{path: "rabbitmqctl *reset", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rabbitmqctl reset of a node"},
	{path: "rabbitmqadmin delete", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a rabbitmqadmin delete"},
	{path: "rabbitmqadmin purge", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a rabbitmqadmin purge"},
	{path: "nats * del*", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a nats delete"},
	{path: "nats * rm", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a nats delete"},
	{path: "nats * purge", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a nats purge"},
	{path: "aws * purge-*", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.queue", what: "an aws purge"},
	{path: "aws sns unsubscribe", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.queue", what: "aws sns unsubscribe"},

	// Hosted apps and workers deleted.
	{path: "wrangler delete", long: []string{"--env", "--name", "--config"}, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "wrangler delete of a Worker"},
	{path: "wrangler d1 delete", long: []string{"--env", "--config"}, unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "wrangler d1 delete of a database"},
	{path: "wrangler kv namespace delete", long: []string{"--env", "--config", "--namespace-id", "--binding"}, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "wrangler kv namespace delete"},
	{path: "wrangler r2 bucket delete", long: []string{"--env", "--config", "--jurisdiction"}, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "wrangler r2 bucket delete"},
	{path: "wrangler queues delete", long: []string{"--env", "--config"}, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "wrangler queues delete"},
	// Print queues (CUPS, LPRng): a printer deleted with its queue
	// (lpadmin -x), every job of every queue cancelled and purged
	// (cancel -a, lprm -): a warehouse's labels and a shop's receipts
	// waiting there are gone.
	{path: "lpadmin", value: "pdEhUuvmoPRiLD", need: []string{"-x"}, unless: []string{"--help"}, effect: effectExternal, rule: "infra.queue", what: "lpadmin -x deleting a printer and its queue"},
	{path: "cancel", value: "hUu", need: []string{"-a"}, unless: []string{"--help"}, effect: effectExternal, rule: "infra.queue", what: "cancel -a of every job of the print queues"},
	{path: "lprm", value: "hPU", operand: dashWord, unless: []string{"--help"}, effect: effectExternal, rule: "infra.queue", what: "lprm - of every job of the print queue"},
	// A batch scheduler's jobs cancelled in bulk: all of them, or
	// another user's (scancel -u NAME, qdel -u NAME, qdel all, bkill
	// … 0). The user's own, named by $USER or $(whoami), are theirs to
	// cancel.
	{path: "scancel", value: "ACLMnpqRstuw", long: []string{"--account", "--cluster", "--clusters", "--licenses", "--name", "--partition", "--qos", "--reservation", "--signal", "--state", "--user", "--nodelist", "--wckey", "--sibling"}, codeOpts: []string{"-u", "--user"}, code: literalUser, unless: []string{"--help", "--usage"}, effect: effectExternal, rule: "infra.queue", what: "scancel of every job of a user named literally (another user's, or all of theirs)"},
	{path: "qdel", value: "uWp", codeOpts: []string{"-u"}, code: literalUser, unless: []string{"--help"}, effect: effectExternal, rule: "infra.queue", what: "qdel of every job of a user"},
	{path: "qdel", value: "uWp", operand: allWord, unless: []string{"--help"}, effect: effectExternal, rule: "infra.queue", what: "qdel all, every job of the scheduler"},
	{path: "bkill", value: "uqmJgLsSC", operand: zeroWord, unless: []string{"-h"}, effect: effectExternal, rule: "infra.queue", what: "bkill 0, every job of the user (-u all: of everyone)"},
	{path: "vercel remove", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "vercel remove of a deployment or project"},
	{path: "vercel rm", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "vercel rm of a deployment or project"},
	// Every vercel subcommand acts on the hosted account: its rm and
	// remove delete a project, a domain, a DNS record, an alias (the
	// production domain's), an environment variable.
	{path: "vercel * rm", value: "tAS", long: vercelValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "vercel rm of a hosted project, domain, alias or record"},
	{path: "vercel * remove", value: "tAS", long: vercelValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "vercel remove of a hosted project, domain, alias or record"},
	{path: "netlify sites:delete", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "netlify sites:delete"},

	// CI services.
	{path: "gitlab-runner unregister", unless: helpUnless, effect: effectExternal, rule: "infra.ci", what: "gitlab-runner unregister"},
	{path: "circleci * delete", unless: helpUnless, effect: effectExternal, rule: "infra.ci", what: "a circleci delete"},
	{path: "jenkins-cli delete-*", value: "si", longDash: true, long: []string{"-s", "-auth", "-i", "-user", "-logger"}, unless: []string{"-help", "help"}, effect: effectExternal, rule: "infra.ci", what: "a jenkins-cli delete (jobs, nodes, views, builds, credentials)"},
	// Its options take one dash (-auth @FILE reads USER:TOKEN from the
	// file, to log in to the server -s names: the credential used, as
	// --auth-file FILE is): every command's options are read so.
	{path: "jenkins-cli", value: "si", longDash: true, long: []string{"-s", "-auth", "-i", "-user", "-logger"}},

	// HTTP APIs asked to delete: the method is an option's value (curl
	// -X DELETE, wget --method=DELETE) or an operand (httpie, xh).
	{path: "curl", value: curlValue, long: curlLong, more: &specMore{moreNet: &moreNet{writesOpts: []string{"-o", "--output"}, sendsOpts: []string{"-T", "--upload-file"}, readsOpts: []string{"-K", "--config"}, sendsAt: curlSendsAt, header: []string{"-H", "--header", "--oauth2-bearer"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"-X=DELETE", "--request=DELETE"}, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "wget", value: wgetValue, long: wgetLong, more: &specMore{moreNet: &moreNet{writesOpts: []string{"-O", "--output-document"}, header: []string{"--header"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--method=DELETE"}, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "http", operand: httpDelete, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "https", operand: httpDelete, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "xh", operand: httpDelete, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	// PowerShell's web cmdlets and their aliases: -Method Delete.
	{path: "invoke-restmethod", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: []string{"-OutFile"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "irm", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: []string{"-OutFile"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "invoke-webrequest", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: []string{"-OutFile"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "iwr", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: []string{"-OutFile"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "invoke-mggraphrequest", ps: true, long: mgGraphValue, operand: httpDelete, unless: psWhatIf, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE to Microsoft Graph"},
	{path: "invoke-mggraphrequest", ps: true, long: mgGraphValue, need: []string{"-Method=Delete"}, fold: true, unless: psWhatIf, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE to Microsoft Graph"},
	{path: "invoke-azrestmethod", ps: true, long: azRestValue, need: []string{"-Method=Delete"}, fold: true, unless: psWhatIf, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE to Azure's management API"},
	// Start-BitsTransfer SOURCE DESTINATION: the file it downloads into.
	{path: "start-bitstransfer", ps: true, long: []string{"-Source", "-Destination", "-DisplayName", "-Description", "-Priority", "-TransferType", "-Credential", "-ProxyUsage", "-ProxyList", "-ProxyBypass", "-ProxyCredential", "-RetryInterval", "-RetryTimeout", "-MaxDownloadTime", "-TransferPolicy", "-UseStoredCredential", "-Authentication", "-CustomHeaders", "-CertStoreLocation", "-CertStoreName", "-CertHash", "-SecurityFlags", "-ACLFlags", "-NotifyFlags", "-NotifyCmdLine"}, more: &specMore{moreNet: &moreNet{writesOpts: []string{"-Destination"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
}

// psWebValue are the parameters of PowerShell's web cmdlets that take a
// value; psWebDelete the methods that send a DELETE.
// vercelValue are vercel's global options that take a value (its token,
// its scope), which may stand before or between its subcommand words.
var vercelValue = []string{"--token", "--scope", "--local-config", "--global-config", "--env", "--build-env", "--meta", "--regions", "--environment"}

var (
	// psWebValue are the parameters of Invoke-WebRequest and
	// Invoke-RestMethod that take a value (PowerShell 7's among them).
	psWebValue = []string{"-Uri", "-Method", "-CustomMethod", "-Body", "-Headers", "-ContentType", "-InFile", "-OutFile", "-Credential", "-UserAgent", "-Proxy", "-ProxyCredential",
		"-TimeoutSec", "-WebSession", "-SessionVariable", "-Form", "-MaximumRedirection", "-MaximumRetryCount", "-RetryIntervalSec", "-Authentication", "-Token",
		"-TransferEncoding", "-Certificate", "-CertificateThumbprint", "-SslProtocol", "-ResponseHeadersVariable", "-StatusCodeVariable", "-HttpVersion",
		"-ConnectionTimeoutSeconds", "-OperationTimeoutSeconds", "-UnixSocket", "-MaximumFollowRelLink"}
	psWebDelete = []string{"-Method=Delete", "-CustomMethod=Delete"}
)

// kafkaRetention matches a retention given to a topic or a broker
// (retention.ms=1000, log.retention.hours=1), not -1 (keep all).
var kafkaRetention = &lazyRegexp{expr: `(?i)(^|[,\s\[])(log\.)?retention\.(ms|bytes|minutes|hours)\s*=\s*[0-9]`}

// kafkaProducerValue are the console producers' options that take a
// value; zkCliValue zkCli's.
var (
	kafkaProducerValue = []string{"--bootstrap-server", "--broker-list", "--topic", "--producer.config", "--producer-property", "--property", "--compression-codec", "--reader-config", "--request-required-acks", "--timeout", "--batch-size", "--line-reader"}
	zkCliValue         = []string{"-server", "-timeout", "-client-configuration"}
)

// resticValue is a constant, not a variable: see pytestValue. borgValue
// are borg's one-letter options that take a value: -r REPO (borg 2), -e
// PATTERN and -C COMPRESSION (create), -a and -P the archives chosen.
const (
	resticValue = "rpoe"
	borgValue   = "reCaP"
)

// resticSpec, borgSpec and ipfsSpec read the words of a backup sent to
// another machine (backupSources): restic's and borg's options anywhere
// in the line, the subcommand the first operand; ipfs add's.
var (
	resticSpec = spec{path: "restic", value: resticValue, long: resticLong}
	borgSpec   = spec{path: "borg", value: borgValue, long: borgLong}
	ipfsSpec   = spec{path: "ipfs", value: "s", long: []string{"--chunker", "--cid-version", "--hash", "--pin-name", "--to-files"}}
)

var (
	rcloneUnless = []string{"--dry-run", "-n", "--interactive", "-i", "--help", "-h"}
	backupUnless = []string{"--dry-run", "-n", "--help", "-h"}
	// resticLong (and the constant resticValue) are restic's options
	// that take a value: its global ones, given before the subcommand or
	// after it (restic -r REPO forget), and those of backup and forget;
	// borgLong borg's, and those of create, delete and prune.
	resticLong = []string{"--repo", "--repository-file", "--password-file", "--password-command", "--cache-dir", "--option", "--key-hint", "--cacert", "--tls-client-cert",
		"--limit-upload", "--limit-download", "--pack-size", "--compression", "--retry-lock",
		"--exclude", "--iexclude", "--exclude-file", "--iexclude-file", "--files-from", "--files-from-raw", "--files-from-verbatim", "--tag", "--host", "--parent",
		"--exclude-larger-than", "--time", "--read-concurrency",
		"--keep-last", "--keep-hourly", "--keep-daily", "--keep-weekly", "--keep-monthly", "--keep-yearly", "--keep-within", "--keep-tag", "--group-by", "--path", "--max-unused", "--max-repack-size"}
	borgLong = []string{"--repo", "--remote-path", "--lock-wait", "--umask", "--rsh", "--debug-topic", "--upload-ratelimit", "--upload-buffer",
		"--exclude", "--exclude-from", "--pattern", "--patterns-from", "--comment", "--timestamp", "--compression", "--chunker-params", "--files-cache",
		"--match-archives", "--glob-archives", "--prefix", "--keep-within", "--keep-last", "--keep-secondly", "--keep-minutely", "--keep-hourly", "--keep-daily", "--keep-weekly", "--keep-monthly", "--keep-yearly"}
	// curlLong (and the constant curlValue) are curl's options that take
	// a value, wgetLong (wgetValue) wget's: every reader of their words
	// parses them through these (their entries above, read by fetchSpec;
	// curlSpec, for the readers of its other options).
	curlLong = []string{"--request", "--header", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--json", "--output", "--output-dir", "--user", "--proxy", "--user-agent", "--referer", "--cookie", "--cookie-jar", "--form", "--config", "--max-time", "--connect-timeout", "--write-out", "--upload-file", "--cert", "--key", "--cacert", "--url", "--retry", "--resolve", "--oauth2-bearer",
		"--retry-delay", "--retry-max-time", "--limit-rate", "--max-filesize", "--max-redirs", "--dump-header", "--stderr", "--url-query", "--trace", "--trace-ascii",
		"--proto", "--proto-redir", "--range", "--time-cond", "--continue-at", "--form-string", "--data-ascii", "--variable", "--parallel-max", "--keepalive-time",
		"--interface", "--dns-servers", "--doh-url", "--libcurl", "--netrc-file", "--capath", "--ciphers", "--tls-max", "--expect100-timeout",
		"--happy-eyeballs-timeout-ms", "--local-port", "--compressed-ssh", "--etag-save", "--etag-compare", "--preproxy", "--connect-to", "--unix-socket",
		"--abstract-unix-socket"}
	wgetLong   = []string{"--output-document", "--output-file", "--append-output", "--directory-prefix", "--tries", "--timeout", "--user-agent", "--header", "--user", "--password", "--execute", "--input-file", "--post-data", "--post-file", "--method", "--body-data", "--body-file"}
	httpDelete = &lazyRegexp{expr: `^(?i:delete)$`}
	curlSpec   = spec{value: curlValue, long: curlLong}
	// curlSendsAt are curl's options whose value names a file to send
	// after an @ or < (spec.sendsAt).
	curlSendsAt = []string{"-d", "--data", "--data-ascii", "--data-binary", "--data-urlencode", "--json", "-F", "--form", "-H", "--header"}
	// rsyncRemote matches a path on another machine: [USER@]HOST:PATH or
	// rsync://.
	rsyncRemote = &lazyRegexp{expr: `^(rsync://|([^/:@]+@)?[A-Za-z0-9._-]+::?[^:]*$)`}
	// objectStoreURL matches an object store's URL (gs://, s3://,
	// b2://, an https:// of Azure's blobs), not a path on this machine.
	objectStoreURL = &lazyRegexp{expr: `(?i)^(gs|s3|b2|az|azure|wasbs?|abfss?|https?)://`}
	// mcTarget matches an mc path that names no directory of this
	// machine (ALIAS/BUCKET/…), not ./x, /x, ~/x or ../x.
	mcTarget = &lazyRegexp{expr: `^[^./~]`}
	// lftpMirrorUp matches a mirror command of lftp's that uploads and
	// deletes (mirror -R --delete, mirror --delete --reverse, -Re).
	lftpMirrorUp = &lazyRegexp{expr: `\bmirror\b[^;&|\n]*(\s(-R|--reverse)\s([^;&|\n]*\s)?(--delete|-e)\b|\s(--delete|-e)\s([^;&|\n]*\s)?(-R|--reverse)\b|\s-(Re|eR)\b)`}
)

// curlValue is a constant: a string variable in a table's literal is
// copied into it by code at start-up (go build -gcflags=-d=staticcopy).
// -O (--remote-name) takes none.
const (
	curlValue = "XHdouUeEArxbcDFKTmwyYzCQt"
	wgetValue = "OoaPtTUeiBQlADRIXw"
)

var (
	dashWord = &lazyRegexp{expr: `^-$`}
	allWord  = &lazyRegexp{expr: `^all$`, words: []string{"all"}}
	zeroWord = &lazyRegexp{expr: `^0$`, words: []string{"0"}}
	// literalUser: a user name written out, not the one running
	// ($USER, $(whoami), $LOGNAME), or all (bkill -u all).
	literalUser = &lazyRegexp{expr: `^[A-Za-z_][A-Za-z0-9_.-]*$`}
)
