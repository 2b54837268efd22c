package policy

// catalog is every built-in rule. The ids are part of guarded-sh's
// interface: configuration, the audit log and tests name them. Root marks
// the rules the root profile keeps: damage no one can undo.
var catalog = [...]RuleInfo{
	// fs: destroying files.
	{ID: "fs.rm-root", Default: Block, Root: true},          // rm -r of /
	{ID: "fs.rm-home", Default: Block, Root: true},          // rm -r of ~ or $HOME
	{ID: "fs.rm-glob", Default: Block, Root: true},          // rm -r of a bare *, .*, /*
	{ID: "fs.rm-cwd", Default: Block, Root: true},           // rm -r of . or ..
	{ID: "fs.rm-project", Default: Block, Root: true},       // rm -r of the project root
	{ID: "fs.rm-system", Default: Block},                    // rm -r of /etc, /usr, /var, /boot, …
	{ID: "fs.rm-user-data", Default: Block},                 // rm -r of a folder of home outside the project: ~/Documents, ~/projects
	{ID: "fs.no-preserve-root", Default: Block, Root: true}, // rm --no-preserve-root
	{ID: "fs.rm-unknown", Default: Warn},                    // rm -r of a target only known at run time
	{ID: "fs.rm-computed", Default: Block},                  // rm -r of a target from a command's output the guard cannot compute
	{ID: "fs.rm-variable", Default: Block},                  // rm -r of a target that is only a variable's run-time value ("$DIR", $DIR/*): at worst / or home
	{ID: "fs.find-delete", Default: Block, Root: true},      // find / -delete, find ~ -exec rm
	{ID: "fs.chmod-recursive", Default: Block},              // chmod/chown -R on / or system dirs, chmod -R 777, set-user-ID outside the project
	{ID: "fs.mv-away", Default: Block, Root: true},          // mv ~ /dev/null, mv / …
	{ID: "fs.overwrite-system", Default: Block},             // > /etc/passwd, truncate system files
	{ID: "fs.overwrite-user-file", Default: Block},          // writing over or emptying a dotfile of home or a file of the user's folders: echo x > ~/.zshrc, Clear-Content $PROFILE
	{ID: "fs.empty-data", Default: Block},                   // emptying, zeroing or shredding a database, disk image or backup file: : > app.db, Clear-Content x.mdf
	{ID: "fs.rm-data", Default: Block},                      // deleting a live database's or mail store's file outside the project: rm /var/lib/mysql/ibdata1, del E:\SQL\erp.mdf
	{ID: "fs.credentials", Default: Block, Root: true},      // deleting or overwriting ~/.ssh keys, ~/.aws/credentials, …; writing authorized_keys
	{ID: "fs.volumes", Default: Confirm},                    // docker compose down -v, docker volume rm/prune: a database's data
	{ID: "fs.storage", Default: Block},                      // an administration tool's destroy of a pool, volume, disk, snapshot, VM or backup: zpool remove, virsh vol-wipe, incus storage delete (vocab_admin.go)
	{ID: "fs.dynamic", Default: Block},                      // a command name built at run time next to a dangerous target

	// git: losing work.
	{ID: "git.reset-hard", Default: Block},
	{ID: "git.clean", Default: Block},
	{ID: "git.push-force", Default: Block},
	{ID: "git.checkout-discard", Default: Block}, // checkout -- . / checkout -f
	{ID: "git.restore", Default: Block},          // restore . / restore --staged --worktree
	{ID: "git.stash-drop", Default: Block},       // stash drop / clear
	{ID: "git.branch-delete", Default: Block},    // branch -D
	{ID: "git.push-delete", Default: Block},      // push --delete, push origin :ref, push --prune
	{ID: "git.history-rewrite", Default: Block},  // filter-branch, filter-repo, reflog expire, gc --prune=now
	{ID: "git.repo-delete", Default: Block},      // .git deleted or moved away, in any grammar
	{ID: "git.dynamic", Default: Block},
	{ID: "git.skip-hooks", Default: Confirm}, // --no-verify, core.hooksPath=/dev/null, commit.gpgsign=false, HUSKY=0          // a subcommand only known at run time that could be one of the above

	// cred: leaking secrets.
	{ID: "cred.mention", Default: Block},      // any mention of a protected credential name
	{ID: "cred.env-dump", Default: Block},     // env, printenv, bare set/export/declare, …
	{ID: "cred.proc-environ", Default: Block}, // /proc/*/environ
	{ID: "cred.private-key", Default: Block},  // reading or sending private keys
	{ID: "cred.dotenv", Default: Block},       // reading or sending .env files
	{ID: "cred.cloud-file", Default: Block},   // ~/.aws/credentials, gcloud, kube, docker, npm, netrc files
	{ID: "cred.history", Default: Block},      // shell and database client histories, with the tokens typed on command lines

	// net: remote code and reverse shells.
	{ID: "net.dev-tcp", Default: Block},       // /dev/tcp and /dev/udp
	{ID: "net.reverse-shell", Default: Block}, // nc -e, socat EXEC:, …
	{ID: "net.pipe-shell", Default: Block},    // a download piped or fed to a shell
	{ID: "net.encoded", Default: Block},
	{ID: "net.tunnel", Default: Confirm},  // a local shell or raw port served to the internet (ngrok tcp, cloudflared ssh://)
	{ID: "net.exfil", Default: Block},     // the system's account or log files, a database or the whole project uploaded; local data in a looked-up name
	{ID: "net.tls-off", Default: Confirm}, // TLS verification switched off for later downloads (git http.sslVerify false, npm strict-ssl false)       // -EncodedCommand that cannot be decoded

	// sys: damaging the machine.
	{ID: "sys.fork-bomb", Default: Block, Root: true},
	{ID: "sys.disk-write", Default: Block, Root: true},  // dd of=/dev/sd*, > /dev/nvme0n1
	{ID: "sys.mkfs", Default: Block, Root: true},        // mkfs, Format-Volume, wipefs
	{ID: "sys.sysrq", Default: Block, Root: true},       // /proc/sysrq-trigger
	{ID: "sys.shutdown", Default: Block},                // shutdown, reboot, halt, poweroff
	{ID: "sys.kill-all", Default: Block},                // kill -9 -1, killall5
	{ID: "sys.crontab-remove", Default: Block},          // crontab -r
	{ID: "sys.decoded-exec", Default: Block},            // base64 -d … | sh: code hidden from the guard
	{ID: "sys.shell-input", Default: Block},             // exec < f: the shell reads its next commands from elsewhere
	{ID: "sys.too-large", Default: Block},               // more commands than the analysis follows
	{ID: "sys.guard-error", Default: Block, Root: true}, // the analysis failed (a bug of the guard): not judged, not run
	{ID: "sys.unknown-code", Default: Block},            // a command name, or eval/sh -c/source text, from a variable holding a command's output or input
	{ID: "sys.written-code", Default: Block},            // runs a file, or writes a startup file, with text only known at run time
	{ID: "sys.dynamic-start", Default: Block},           // [Diagnostics.Process]::Start($x), WScript.Shell.Run($x): a process only known at run time
	{ID: "sys.network-off", Default: Block},             // the machine cut off its network or its remote access: ip link set eth0 down, nmcli networking off, ip route del default, systemctl disable --now sshd, ufw deny 22
	{ID: "sys.software-removed", Default: Block},        // every package, or an essential one, removed by the system's package manager: apt-get remove '*', brew uninstall $(brew list), choco uninstall all, apt remove systemd (syspackages.go)
	{ID: "sys.firewall", Default: Block},                // iptables -F, nft flush ruleset, ufw disable, netsh … state off
	{ID: "sys.history-replay", Default: Block},          // fc -s, r, set -H: history run again, never judged
	{ID: "sys.name-hijack", Default: Block},             // a public name sent to another address in a hosts file
	{ID: "sys.miner", Default: Block},                   // a cryptocurrency miner started (xmrig, a stratum+tcp:// pool)
	{ID: "sys.persistence", Default: Block},             // code left to run later by itself: autostart places and keys written, a scheduler given a hidden payload (persist.go)
	{ID: "sys.package-source", Default: Confirm},        // a package manager's source pointed away from the public registry: pip config set global.index-url URL, npm config set registry URL, GOPROXY=URL kept (pkgsource.go)
	{ID: "sys.clock", Default: Block},                   // the system clock set by hand: Set-Date, date -s, timedatectl set-time, cmd's date VALUE (spec_sys.go)
	{ID: "sys.hostname", Default: Block},                // the machine renamed: hostnamectl set-hostname, scutil --set HostName (spec_boot.go)
	{ID: "sys.admin", Default: Block},                   // accounts, groups, zones, the machine's domain membership or exports removed by an administration tool: ipa group-del, realm leave (vocab_admin.go)
	{ID: "sys.protection-off", Default: Block},          // SELinux, AppArmor, Gatekeeper, SIP, Defender switched off, Windows security services stopped, event logs cleared; admin rights granted (spec_sys.go)

	// publish: irreversible public actions.
	{ID: "publish.npm", Default: Block},
	{ID: "publish.cargo", Default: Block},
	{ID: "publish.pypi", Default: Block},
	{ID: "publish.gem", Default: Block},
	{ID: "publish.image", Default: Block},     // docker/podman push, buildx --push, helm push
	{ID: "publish.release", Default: Block},   // gh/glab release create/upload/edit/delete, goreleaser release
	{ID: "publish.repo", Default: Block},      // gh repo delete/archive/rename, visibility changes
	{ID: "publish.maven", Default: Block},     // mvn deploy, gradle publish (spec_publish.go)
	{ID: "publish.nuget", Default: Block},     // dotnet nuget push, choco push, Publish-Module
	{ID: "publish.dart", Default: Block},      // dart/flutter pub publish
	{ID: "publish.hex", Default: Block},       // mix hex.publish
	{ID: "publish.cocoapods", Default: Block}, // pod trunk push
	{ID: "publish.deploy", Default: Block},    // production deploys: vercel --prod, netlify deploy --prod, fly deploy, …
	{ID: "publish.retract", Default: Block},   // a published version taken back: unpublish, yank, unlist, retire, a delete from a registry
	{ID: "publish.broadcast", Default: Block}, // a push notification, an email or a text sent to a topic, a segment or a list: every user
	{ID: "publish.store", Default: Block},     // app stores and extension marketplaces: eas submit, vsce publish, fastlane deliver

	// infra: irreversible changes outside this machine (spec_infra.go).
	{ID: "infra.iac", Default: Confirm},      // terraform/tofu/pulumi/cdk apply or destroy without review
	{ID: "infra.cluster", Default: Confirm},  // helm uninstall, kubectl delete of namespaces, --all, directories
	{ID: "infra.cloud", Default: Confirm},    // aws … delete-*, s3 rb --force, gcloud … delete, az group delete
	{ID: "infra.database", Default: Confirm}, // DROP DATABASE through psql -c / mysql -e, FLUSHALL
	{ID: "infra.secrets", Default: Confirm},  // vault/1Password/doppler deletes, secretsmanager overwrites (spec_stores.go)
	{ID: "infra.backup", Default: Confirm},   // rclone sync/delete, restic forget, borg prune, velero delete, s3 sync --delete
	{ID: "infra.queue", Default: Confirm},    // kafka/rabbitmq/nats/SQS deletes and purges
	{ID: "infra.ci", Default: Confirm},       // CI runners and pipelines deleted
	{ID: "infra.api", Default: Confirm},      // an HTTP DELETE (curl -X DELETE, httpie DELETE)
	{ID: "infra.device", Default: Confirm},   // a PLC's registers, an OPC UA node, a router's running configuration written; a managed device wiped, a fleet assigned

	// self: switching the guard off.
	{ID: "self.config", Default: Block},          // writing guarded-sh's configuration or binary
	{ID: "self.env", Default: Block},             // setting or unsetting GUARDED_SH_* variables
	{ID: "self.agent-unguarded", Default: Block}, // another coding agent started with its checks off (spec_agents.go)
	{ID: "self.audit", Default: Block},           // locking the audit log, so every later command waits
}
