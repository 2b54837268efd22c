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
	// An etcd cluster's authentication switched off: every client may
	// then read and write every key, Kubernetes' secrets among them
	// (etcd.io, Role-based access control: auth disable).
	{path: "etcdctl auth disable", long: "--cacert --cert --command-timeout --endpoints --key --password --user", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "etcdctl auth disable (every client may read and write every key)"},
	// The root role granted to a user: root may read and write every key
	// and change auth itself (etcdctl user grant-role USER root).
	{path: "etcdctl user grant-role", long: "--cacert --cert --command-timeout --endpoints --key --password --user", operand: etcdRootRole, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "etcdctl user grant-role … root (the user may read and write every key and change auth)"},
	// A Grafana server's admin password set from the shell (grafana cli
	// admin reset-admin-password, with the server's own database): the
	// admin who knew the old one is locked out, whoever knows the new
	// one administers every dashboard, data source and its credentials.
	{path: "grafana cli admin reset-admin-password", long: grafanaCLIValue, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "grafana cli admin reset-admin-password (the server's admin password set)"},
	{path: "grafana-cli admin reset-admin-password", long: grafanaCLIValue, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "grafana-cli admin reset-admin-password (the server's admin password set)"},
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
	// A hosting platform's app settings removed where production is named
	// (its app or context): production's app restarted without them, as
	// the same settings set there are a release (vocab.go: a setting
	// changed where production is named, which does not read fly's and
	// netlify's unset).
	{path: "fly secrets unset", value: "ac", long: "--app --config", codeOpts: "-a --app", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "fly secrets unset on production's app (restarted without it)"},
	{path: "flyctl secrets unset", value: "ac", long: "--app --config", codeOpts: "-a --app", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "fly secrets unset on production's app (restarted without it)"},
	{path: "netlify env:unset", long: "--context --filter", codeOpts: "--context", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "netlify env:unset from production's context"},

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
	// tarsnap's deletes are modes: -d of the archives -f names, --nuke
	// of every one.
	{path: "tarsnap", value: "fCTX", long: "--cachedir --configfile --keyfile", need: "-d --nuke", unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "tarsnap -d or --nuke deleting archives"},
	// pgbackrest expire --set deletes the backup it names and those
	// that depend on it, retention or not.
	{path: "pgbackrest expire", need: "--set", unless: backupUnless, effect: effectExternal, rule: "infra.backup", what: "pgbackrest expire --set deleting a named backup"},
	// duplicity's removals only list what they would delete until --force.
	{path: "duplicity remove-older-than", need: "--force", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duplicity remove-older-than --force of backup sets"},
	{path: "duplicity remove-all-but-n-full", need: "--force", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duplicity remove-all-but-n-full --force of backup sets"},
	{path: "duplicity remove-all-inc-of-but-n-full", need: "--force", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duplicity remove-all-inc-of-but-n-full --force of incremental backups"},
	{path: "duply * purge*", need: "--force", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "duply purge --force of backup sets"},
	// A storage system's every snapshot of a volume deleted: NetApp
	// ONTAP's 7-mode snap delete -a VOL and clustered ONTAP's volume
	// snapshot delete -snapshot * (-snapshot, -volume and -vserver
	// take a value).
	// snap remove --purge skips the snapshot snapd keeps of a snap's
	// data (snapcraft.io/docs/snapshots): lxd's containers, microk8s'
	// cluster, a database snap's files gone for good.
	{path: "snap remove", need: "--purge", unless: helpUnless, effect: effectExternal, rule: "fs.storage", what: "snap remove --purge (the snap's data deleted with no snapshot kept)"},
	{path: "snap delete", need: "-a", effect: effectExternal, rule: "infra.backup", what: "snap delete -a of every snapshot of a volume"},
	{path: "volume snapshot delete", longDash: true, long: "-snapshot -volume -vserver", codeOpts: "-snapshot", code: everySnapshot, effect: effectExternal, rule: "infra.backup", what: "volume snapshot delete of every snapshot of a volume"},
	{path: "velero * delete", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "a velero delete of backups, restores, schedules or snapshots"},
	{path: "aws s3 sync", long: awsValue, need: "--delete", unless: awsUnless, effect: effectExternal, rule: "infra.backup", what: "aws s3 sync --delete"},
	// rsync deleting on another machine (HOST:PATH, rsync://): the local
	// side is judged by the fs rules.
	{path: "rsync", value: rsyncValue, long: rsyncLong, need: "--delete --del --delete-before --delete-during --delete-delay --delete-after --delete-excluded --remove-source-files --remove-sent-files", operand: rsyncRemote, dest: true, unless: "-n --dry-run --help", effect: effectExternal, rule: "infra.backup", what: "rsync deleting on another machine"},
	// The other object stores' and transfer services' syncs deleting at
	// the destination what the source lacks (gsutil rsync -d, gcloud
	// storage rsync --delete-unmatched-destination-objects, azcopy sync
	// --delete-destination=true, b2 sync --delete, s3cmd sync
	// --delete-removed, mc mirror --remove, globus transfer
	// --delete-destination-extra, formerly --delete), into a bucket or
	// a collection: a destination mirrored from the wrong source, an
	// empty directory, or the two swapped, loses what only it held. A
	// destination on this machine is the fs rules'.
	{path: "gsutil rsync", value: "hopxe", need: "-d -D", operand: objectStoreURL, dest: true, unless: "-n --help -h", effect: effectExternal, rule: "infra.backup", what: "gsutil rsync -d (deletes what the source lacks from the bucket)"},
	{path: "gcloud storage rsync", long: gcloudValue, need: "--delete-unmatched-destination-objects", operand: objectStoreURL, dest: true, unless: "--help --dry-run", effect: effectExternal, rule: "infra.backup", what: "gcloud storage rsync --delete-unmatched-destination-objects"},
	{path: "azcopy sync", long: "--block-size-mb --cap-mbps --compare-hash --delete-destination --exclude-path --exclude-pattern --exclude-regex --from-to --include-path --include-pattern --include-regex --log-level --trusted-microsoft-suffixes", need: "--delete-destination=true", operand: objectStoreURL, dest: true, unless: "--dry-run --help -h", effect: effectExternal, rule: "infra.backup", what: "azcopy sync --delete-destination=true"},
	{path: "b2 sync", long: "--compare-threshold --compare-versions --exclude-dir-regex --exclude-if-modified-after --exclude-regex --include-regex --keep-days --threads", need: "--delete", operand: objectStoreURL, dest: true, unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "b2 sync --delete"},
	{path: "s3cmd sync", long: "--acl-grant --config --exclude --exclude-from --include --include-from --max-delete --rexclude --rinclude --storage-class -c", need: "--delete-removed --delete-after", operand: objectStoreURL, dest: true, unless: "-h --help -n --dry-run", effect: effectExternal, rule: "infra.backup", what: "s3cmd sync --delete-removed"},
	{path: "mc mirror", long: "--attr --config-dir --encrypt-key --exclude --limit-download --limit-upload --newer-than --older-than --region --storage-class -C", need: "--remove", operand: mcTarget, dest: true, unless: "--dry-run --help -h", effect: effectExternal, rule: "infra.backup", what: "mc mirror --remove (deletes what the source lacks from the bucket)"},
	{path: "globus transfer", long: "--batch --checksum-algorithm --deadline --destination-local-user --exclude --external-checksum --filter-rule --format --include --jmespath --jq --label --notify --polling-interval --source-local-user --sync-level --timeout -F -s", need: "--delete --delete-destination-extra", unless: helpUnless, effect: effectExternal, rule: "infra.backup", what: "globus transfer deleting what the source lacks from the destination collection"},
	// lftp's mirror -R (--reverse) uploads a local tree; with --delete
	// (-e) what the server has and the tree lacks is deleted there.
	{path: "lftp", value: "ecufp", codeOpts: "-e -c", code: lftpMirrorUp, unless: "-h --help", effect: effectExternal, rule: "infra.backup", what: "lftp mirror -R --delete (a reverse mirror deleting on the server)", more: &specMore{moreChange: &moreChange{role: roleStorageSends | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Message queues and streams.
	// AWS Tools' Clear-SQSQueue is aws sqs purge-queue: every message
	// in the queue deleted.
	{path: "clear-sqsqueue", ps: true, long: "-ProfileName -QueueUrl -Region", unless: psWhatIf, effect: effectExternal, rule: "infra.queue", what: "Clear-SQSQueue purging every message of an SQS queue"},
	{path: "kafka-topics", long: kafkaTopicsValue, need: "--delete", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --delete of a topic"},
	{path: "kafka-topics.sh", long: kafkaTopicsValue, need: "--delete", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --delete of a topic"},
	{path: "kafka-consumer-groups", need: "--delete --delete-offsets", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --delete"},
	{path: "kafka-consumer-groups.sh", need: "--delete --delete-offsets", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --delete"},
	{path: "kafka-delete-records", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-delete-records"},
	{path: "kafka-delete-records.sh", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-delete-records"},
	// A consumer group's offsets reset: a plan (--dry-run, the default)
	// until --execute, then the group skips or replays messages.
	{path: "kafka-consumer-groups", need: "--execute", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --reset-offsets --execute (the group skips or replays messages)"},
	{path: "kafka-consumer-groups.sh", need: "--execute", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-consumer-groups --reset-offsets --execute (the group skips or replays messages)"},
	{path: "kafka-acls", need: "--remove", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-acls --remove"},
	{path: "kafka-acls.sh", need: "--remove", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-acls --remove"},
	{path: "kafka-configs", need: "--delete-config", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs --delete-config"},
	{path: "kafka-configs.sh", need: "--delete-config", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs --delete-config"},
	// A topic's or a broker's retention set (retention.ms, retention.bytes,
	// log.retention.hours): the broker deletes at once every segment
	// older or beyond it; -1 keeps everything.
	{path: "kafka-configs", long: "--add-config --add-config-file --bootstrap-server --command-config --delete-config --entity-name --entity-type --zookeeper", need: "--alter", codeOpts: "--add-config", code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs setting a retention (older messages deleted at once)"},
	{path: "kafka-configs.sh", long: "--add-config --add-config-file --bootstrap-server --command-config --delete-config --entity-name --entity-type --zookeeper", need: "--alter", codeOpts: "--add-config", code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-configs setting a retention (older messages deleted at once)"},
	{path: "kafka-topics", long: kafkaTopicsValue, need: "--alter", codeOpts: "--config", code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --alter setting a retention (older messages deleted at once)"},
	{path: "kafka-topics.sh", long: kafkaTopicsValue, need: "--alter", codeOpts: "--config", code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "kafka-topics --alter setting a retention (older messages deleted at once)"},
	// Redpanda's rpk: the same changes under its own words (alter-config
	// --set, a group's offsets moved by seek, a topic's first records
	// deleted by trim-prefix).
	{path: "rpk topic alter-config", value: "s", long: "--append --brokers --config --delete --set --subtract -X", codeOpts: "-s --set", code: kafkaRetention, unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rpk topic alter-config setting a retention (older messages deleted at once)"},
	{path: "rpk group seek", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rpk group seek (the group skips or replays messages)"},
	{path: "rpk topic trim-prefix", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "rpk topic trim-prefix (a topic's first records deleted)"},
	// Messages produced into a topic of a broker named as production's:
	// its consumers act on them at once (mail sent, orders placed).
	{path: "kcat", value: "btpkKcoXfDGsrFHzd", need: "-P", codeOpts: "-b", code: prodName, unless: "-h", effect: effectExternal, rule: "publish.deploy", what: "kcat -P producing messages into production's broker"},
	{path: "kafkacat", value: "btpkKcoXfDGsrFHzd", need: "-P", codeOpts: "-b", code: prodName, unless: "-h", effect: effectExternal, rule: "publish.deploy", what: "kafkacat -P producing messages into production's broker"},
	{path: "kafka-console-producer", long: kafkaProducerValue, codeOpts: "--bootstrap-server --broker-list", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "kafka-console-producer producing messages into production's broker"},
	{path: "kafka-console-producer.sh", long: kafkaProducerValue, codeOpts: "--bootstrap-server --broker-list", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "kafka-console-producer producing messages into production's broker"},
	{path: "kafka-avro-console-producer", long: kafkaProducerValue, codeOpts: "--bootstrap-server --broker-list", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "kafka-avro-console-producer producing messages into production's broker"},
	{path: "rpk topic produce", value: "kfHp", long: "--brokers --config --format --header --key --partition -X", codeOpts: "--brokers -X", code: prodName, unless: helpUnless, effect: effectExternal, rule: "publish.deploy", what: "rpk topic produce into production's broker"},
	// ZooKeeper's tree deleted (a Kafka cluster's topics and brokers, an
	// HBase's or a Solr's state): zookeeper-shell HOST:PORT deleteall
	// PATH, zkCli.sh -server HOST:PORT deleteall PATH.
	// redis-cli with no command reads one per line from its standard
	// input (echo 'CONFIG GET *' | redis-cli -h HOST): each is judged as
	// that command on its command line.
	{path: "redis-cli", value: redisValue, long: redisLong, stdinCommands: true},
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
	{path: "rabbitmqctl forget_cluster_node", unless: helpUnless, effect: effectExternal, rule: "infra.cluster", what: "rabbitmqctl forget_cluster_node (a node taken out of the cluster)"},
	{path: "rabbitmqadmin delete", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a rabbitmqadmin delete"},
	{path: "rabbitmqadmin purge", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a rabbitmqadmin purge"},
	{path: "nats * del*", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a nats delete"},
	{path: "nats * rm", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a nats delete"},
	{path: "nats * purge", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "a nats purge"},
	{path: "aws * purge-*", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.queue", what: "an aws purge"},
	{path: "aws sns unsubscribe", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "infra.queue", what: "aws sns unsubscribe"},

	// Hosted apps and workers deleted.
	{path: "wrangler delete", long: "--config --env --name", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "wrangler delete of a Worker"},
	{path: "wrangler d1 delete", long: "--config --env", unless: helpUnless, effect: effectExternal, rule: "infra.database", what: "wrangler d1 delete of a database"},
	{path: "wrangler kv namespace delete", long: "--binding --config --env --namespace-id", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "wrangler kv namespace delete"},
	{path: "wrangler r2 bucket delete", long: "--config --env --jurisdiction", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "wrangler r2 bucket delete"},
	{path: "wrangler queues delete", long: "--config --env", unless: helpUnless, effect: effectExternal, rule: "infra.queue", what: "wrangler queues delete"},
	// Print queues (CUPS, LPRng): a printer deleted with its queue
	// (lpadmin -x), every job of every queue cancelled and purged
	// (cancel -a, lprm -): a warehouse's labels and a shop's receipts
	// waiting there are gone.
	{path: "lpadmin", value: "pdEhUuvmoPRiLD", need: "-x", unless: "--help", effect: effectExternal, rule: "infra.queue", what: "lpadmin -x deleting a printer and its queue"},
	{path: "cancel", value: "hUu", need: "-a", unless: "--help", effect: effectExternal, rule: "infra.queue", what: "cancel -a of every job of the print queues"},
	{path: "lprm", value: "hPU", operand: dashWord, unless: "--help", effect: effectExternal, rule: "infra.queue", what: "lprm - of every job of the print queue"},
	// A batch scheduler's jobs cancelled in bulk: all of them, or
	// another user's (scancel -u NAME, qdel -u NAME, qdel all, bkill
	// … 0). The user's own, named by $USER or $(whoami), are theirs to
	// cancel.
	{path: "scancel", value: scancelValue, long: scancelLong, codeOpts: "-u --user", code: literalUser, unless: "--help --usage", effect: effectExternal, rule: "infra.queue", what: "scancel of every job of a user named literally (another user's, or all of theirs)"},
	{path: "qdel", value: "uWp", codeOpts: "-u", code: literalUser, unless: "--help", effect: effectExternal, rule: "infra.queue", what: "qdel of every job of a user"},
	{path: "qdel", value: "uWp", operand: allWord, unless: "--help", effect: effectExternal, rule: "infra.queue", what: "qdel all, every job of the scheduler"},
	{path: "bkill", value: "uqmJgLsSC", operand: zeroWord, unless: "-h", effect: effectExternal, rule: "infra.queue", what: "bkill 0, every job of the user (-u all: of everyone)"},
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
	{path: "jenkins-cli delete-*", value: "si", longDash: true, long: "-auth -i -logger -s -user", unless: "-help help", effect: effectExternal, rule: "infra.ci", what: "a jenkins-cli delete (jobs, nodes, views, builds, credentials)"},
	// Its options take one dash (-auth @FILE reads USER:TOKEN from the
	// file, to log in to the server -s names: the credential used, as
	// --auth-file FILE is): every command's options are read so.
	{path: "jenkins-cli", value: "si", longDash: true, long: "-auth -i -logger -s -user"},

	// HTTP APIs asked to delete: the method is an option's value (curl
	// -X DELETE, wget --method=DELETE) or an operand (httpie, xh).
	{path: "curl", value: curlValue, long: curlLong, more: &specMore{moreNet: &moreNet{writesOpts: "-o --output", sendsOpts: "-T --upload-file", readsOpts: "-K --config", sendsAt: curlSendsAt, header: "-H --header --oauth2-bearer"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDownloads | roleCopiesWhole | roleUploads | roleReadsOut | roleFetchesURL | roleDataWords, trait: traitStartsTail | traitGlobbed}}, need: "-X=DELETE --request=DELETE", fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "wget", value: wgetValue, long: wgetLong, more: &specMore{moreNet: &moreNet{writesOpts: "-O --output-document", header: "--header"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDownloads | roleCopiesWhole | roleUploads | roleReadsOut | roleFetchesURL | roleDataWords, trait: traitStartsTail | traitGlobbed}}, need: "--method=DELETE", fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "http", operand: httpDelete, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads | roleReadsOut | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "https", operand: httpDelete, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads | roleReadsOut | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xh", operand: httpDelete, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads | roleReadsOut | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// PowerShell's web cmdlets and their aliases: -Method Delete.
	{path: "invoke-restmethod", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: "-OutFile"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinReads | roleWebCmdlet | roleFetchesURL}}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "irm", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: "-OutFile"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWebCmdlet}}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "invoke-webrequest", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: "-OutFile"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinReads | roleWebCmdlet | roleFetchesURL}}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "iwr", ps: true, long: psWebValue, more: &specMore{moreNet: &moreNet{writesOpts: "-OutFile"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWebCmdlet | roleFetchesURL}}, need: psWebDelete, fold: true, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE"},
	{path: "invoke-mggraphrequest", ps: true, long: mgGraphValue, operand: httpDelete, unless: psWhatIf, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE to Microsoft Graph"},
	{path: "invoke-mggraphrequest", ps: true, long: mgGraphValue, need: "-Method=Delete", fold: true, unless: psWhatIf, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE to Microsoft Graph"},
	{path: "invoke-azrestmethod", ps: true, long: azRestValue, need: "-Method=Delete", fold: true, unless: psWhatIf, effect: effectExternal, rule: "infra.api", what: "an HTTP DELETE to Azure's management API"},
	// Start-BitsTransfer SOURCE DESTINATION: the file it downloads into.
	{path: "start-bitstransfer", ps: true, long: "-ACLFlags -Authentication -CertHash -CertStoreLocation -CertStoreName -Credential -CustomHeaders -Description -Destination -DisplayName -MaxDownloadTime -NotifyCmdLine -NotifyFlags -Priority -ProxyBypass -ProxyCredential -ProxyList -ProxyUsage -RetryInterval -RetryTimeout -SecurityFlags -Source -TransferPolicy -TransferType -UseStoredCredential", more: &specMore{moreNet: &moreNet{writesOpts: "-Destination"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleFetchesURL}}},
}

// psWebValue are the parameters of PowerShell's web cmdlets that take a
// value; psWebDelete the methods that send a DELETE.
// vercelValue are vercel's global options that take a value (its token,
// its scope), which may stand before or between its subcommand words.
const vercelValue wordList = "--build-env --cwd --env --environment --global-config --local-config --meta --regions --scope --team --token"

var ()

const (
	// psWebValue are the parameters of Invoke-WebRequest and
	// Invoke-RestMethod that take a value (PowerShell 7's among them).
	psWebValue  wordList = "-Authentication -Body -Certificate -CertificateThumbprint -ConnectionTimeoutSeconds -ContentType -Credential -CustomMethod -Form -Headers -HttpVersion -InFile -MaximumFollowRelLink -MaximumRedirection -MaximumRetryCount -Method -OperationTimeoutSeconds -OutFile -Proxy -ProxyCredential -ResponseHeadersVariable -RetryIntervalSec -SessionVariable -SslProtocol -StatusCodeVariable -TimeoutSec -Token -TransferEncoding -UnixSocket -Uri -UserAgent -WebSession"
	psWebDelete wordList = "-Method=Delete -CustomMethod=Delete"
)

// kafkaRetention matches a retention given to a topic or a broker
// (retention.ms=1000, log.retention.hours=1), not -1 (keep all).
var kafkaRetention = &lazyRegexp{expr: `(?i)(^|[,\s\[])(log\.)?retention\.(ms|bytes|minutes|hours)\s*=\s*[0-9]`}

// kafkaProducerValue are the console producers' options that take a
// value; zkCliValue zkCli's.
var ()

const (
	kafkaProducerValue wordList = "--batch-size --bootstrap-server --broker-list --compression-codec --line-reader --producer-property --producer.config --property --reader-config --request-required-acks --timeout --topic"
	zkCliValue         wordList = "-client-configuration -server -timeout"
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
	ipfsSpec   = spec{path: "ipfs", value: "s", long: "--chunker --cid-version --hash --pin-name --to-files"}
)

var (
	httpDelete = &lazyRegexp{expr: `^(?i:delete)$`}
	// etcdRootRole: etcd's built-in role that may do everything.
	etcdRootRole = &lazyRegexp{expr: `^root$`}
	curlSpec     = spec{value: curlValue, long: curlLong}
	wgetSpec     = spec{value: wgetValue, long: wgetLong}
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

const (
	rcloneUnless wordList = "--dry-run -n --interactive -i --help -h"
	backupUnless wordList = "--dry-run -n --help -h"
	// resticLong (and the constant resticValue) are restic's options
	// that take a value: its global ones, given before the subcommand or
	// after it (restic -r REPO forget), and those of backup and forget;
	// borgLong borg's, and those of create, delete and prune.
	resticLong wordList = "--cacert --cache-dir --compression --exclude --exclude-file --exclude-larger-than --files-from --files-from-raw --files-from-verbatim --group-by --host --iexclude --iexclude-file --keep-daily --keep-hourly --keep-last --keep-monthly --keep-tag --keep-weekly --keep-within --keep-yearly --key-hint --limit-download --limit-upload --max-repack-size --max-unused --option --pack-size --parent --password-command --password-file --path --read-concurrency --repo --repository-file --retry-lock --tag --time --tls-client-cert"
	borgLong   wordList = "--chunker-params --comment --compression --debug-topic --exclude --exclude-from --files-cache --glob-archives --keep-daily --keep-hourly --keep-last --keep-minutely --keep-monthly --keep-secondly --keep-weekly --keep-within --keep-yearly --lock-wait --match-archives --pattern --patterns-from --prefix --remote-path --repo --rsh --timestamp --umask --upload-buffer --upload-ratelimit"
	// grafanaCLIValue are grafana cli's global options that take a value
	// (grafana.com, Grafana CLI).
	grafanaCLIValue wordList = "--config --configOverrides --homepath --pluginUrl --pluginsDir --repo"
	// redisLong (and the constant redisValue) are redis-cli's options
	// that take a value (redis-cli --help): -r 3 repeats the command, -i
	// its interval, -s a socket, -d and -D delimiters, -t a timeout, -X a
	// placeholder's tag; every redis-cli spec reads its words through
	// them, so redis-cli -r 3 SHUTDOWN is SHUTDOWN, not a command 3.
	redisLong wordList = "--cacert --cacertdir --cert --count --eval --functions-rdb --intrinsic-latency --key --lru-test --memkeys-samples --pass --pattern --pipe-timeout --quoted-pattern --rdb --show-pushes --sni --tls-ciphers --tls-ciphersuites --user"
	// curlLong (and the constant curlValue) are curl's options that take
	// a value, wgetLong (wgetValue) wget's: every reader of their words
	// parses them through these (their entries above, read by fetchSpec;
	// curlSpec, for the readers of its other options).
	curlLong wordList = "--abstract-unix-socket --cacert --capath --cert --ciphers --compressed-ssh --config --connect-timeout --connect-to --continue-at --cookie --cookie-jar --data --data-ascii --data-binary --data-raw --data-urlencode --dns-servers --doh-url --dump-header --etag-compare --etag-save --expect100-timeout --form --form-string --happy-eyeballs-timeout-ms --header --interface --json --keepalive-time --key --libcurl --limit-rate --local-port --max-filesize --max-redirs --max-time --netrc-file --oauth2-bearer --output --output-dir --parallel-max --preproxy --proto --proto-redir --proxy --range --referer --request --resolve --retry --retry-delay --retry-max-time --stderr --time-cond --tls-max --trace --trace-ascii --unix-socket --upload-file --url --url-query --user --user-agent --variable --write-out"
	wgetLong wordList = "--append-output --base --body-data --body-file --ca-certificate --ca-directory --config --directory-prefix --execute --header --http-password --http-user --input-file --max-redirect --method --output-document --output-file --password --post-data --post-file --timeout --tries --user --user-agent"
	// curlSendsAt are curl's options whose value names a file to send
	// after an @ or < (spec.sendsAt).
	curlSendsAt wordList = "-d --data --data-ascii --data-binary --data-urlencode --json -F --form -H --header"
)

// curlValue is a constant: a string variable in a table's literal is
// copied into it by code at start-up (go build -gcflags=-d=staticcopy).
// -O (--remote-name) takes none.
const (
	redisValue = "hpanursidDtX"
	curlValue  = "XHdouUeEArxbcDFKTmwyYzCQt"
	wgetValue  = "OoaPtTUeiBQlADRIXw"
)

var (
	dashWord = &lazyRegexp{expr: `^-$`}
	allWord  = &lazyRegexp{expr: `^all$`, words: []string{"all"}}
	zeroWord = &lazyRegexp{expr: `^0$`, words: []string{"0"}}
	// literalUser: a user name written out, not the one running
	// ($USER, $(whoami), $LOGNAME), or all (bkill -u all).
	literalUser = &lazyRegexp{expr: `^[A-Za-z_][A-Za-z0-9_.-]*$`}
)

// scancelValue and scancelLong are Slurm scancel's options that take a
// value (its rule's entry here and roleSpecs' ender).
const scancelValue = "ACLMnpqRstuw"
const scancelLong wordList = "--account --cluster --clusters --licenses --name --nodelist --partition --qos --reservation --sibling --signal --state --user --wckey"

// kafkaTopicsValue are kafka-topics' long options that take a value (its
// --topic a name or a regular expression, never a path).
const kafkaTopicsValue = "--bootstrap-server --command-config --config --delete-config --partitions --replication-factor --topic --zookeeper"
