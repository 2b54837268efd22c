package policy

import "github.com/guarded-sh/guarded-sh/lexer"

// roleSpecs are commands the rules ask about only by the kind of command
// they are (spec.role), with no other entry of their own in the tables
// (or only a rule's, such as curl's HTTP DELETE): a command that has one
// says its role there. Adding a command of a kind is one entry here or
// a role on its entry.
var roleSpecs = []spec{
	// Downloaders: each fetches what a URL names and can write it to
	// standard output (curl URL, wget -qO- URL, lynx -dump URL, w3m
	// -dump, elinks -dump, links -dump, lwp-request's GET URL, FreeBSD's
	// fetch -o - URL, aria2c, axel -o F URL, httpie's http and https, xh,
	// and wcurl, curl's own wrapper that saves each URL under its name).
	{path: "GET", more: downloaderRole},
	{path: "aria2c", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleCopiesWhole | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "axel", more: downloaderRole},
	{path: "curlie", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "elinks", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "fetch", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "httpie", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "links", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lwp-download", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lwp-request", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lynx", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "w3m", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wcurl", more: downloaderRole},
	{path: "wget2", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xhs", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Killers of processes besides agentSpecs' (pkill, killall,
	// taskkill, Stop-Process): kill(1) and tkill signal process ids,
	// skill(1) processes by user, terminal or command; spps is
	// PowerShell's alias of Stop-Process.
	{path: "kill", more: &specMore{moreChange: &moreChange{role: roleKills | roleDataWords, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "skill", more: killerRole},
	{path: "spps", more: killerRole},
	{path: "tkill", more: killerRole},

	// Listers of processes: each prints the processes its operands
	// name (pgrep PATTERN, pidof NAME, ps -C NAME, Get-Process NAME), so
	// that what it prints is their ids (kill $(pgrep X)); their
	// options' values are no names (pgrep -u postgres X, pidof -o PID).
	{path: "get-process", more: procListerRole, ps: true, fold: true, long: "-ComputerName -Id -InputObject -Module -Name -ProcessName"}, // Get-Process [-Name] NAME…; -ProcessName is -Name's alias
	{path: "pgrep", value: procpsValue, long: procpsLong, more: &specMore{moreChange: &moreChange{role: roleListsProcs | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pidof", value: "o", more: &specMore{moreChange: &moreChange{role: roleListsProcs | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Privilege wrappers besides wrapperSpecs' (sudo, doas, pkexec,
	// runuser) and carrierSpecs' su: run0(1) systemd's sudo.
	{path: "run0", more: asUserRole},

	// Locators: each prints where the program or file its operand names
	// is (which X, type -p X, whereis X, readlink -f X, realpath X;
	// command -v is wrapperSpecs'). type is cmd's file printer too.
	{path: "readlink", more: &specMore{moreChange: &moreChange{role: roleLocates | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "realpath", more: &specMore{moreChange: &moreChange{role: roleLocates | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "type", more: &specMore{moreChange: &moreChange{role: roleLocates | roleShowsFiles | roleWinPrintsOnly | roleWinReads | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "whereis", more: &specMore{moreChange: &moreChange{role: roleLocates | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "which", more: &specMore{moreChange: &moreChange{role: roleLocates | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// PowerShell's Get-Command finds a command's file: (Get-Command X).Source.
	{path: "get-command", shell: lexer.PowerShell, more: &specMore{moreChange: &moreChange{role: roleLocates}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Listers of the things that enders end (endsListed): a batch
	// scheduler's job ids (squeue, qstat, qselect, bjobs), the running
	// containers' ids (docker ps, podman ps, nerdctl ps; -a all of
	// them), a container or machine manager's names (lxc list, incus
	// list, virsh list). Each lists every one unless told which.
	{path: "squeue", value: "AMnoOpqRStuwLij", long: "--Format --account --clusters --format --iterate --jobs --licenses --name --nodelist --partition --qos --reservation --sort --states --steps --user", more: &specMore{moreChange: &moreChange{lists: "job", narrows: "-u --user --me -j --jobs -n --name -w --nodelist -A --account -p --partition -R --reservation"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "qstat", value: "uFfqsQBxlJ", more: &specMore{moreChange: &moreChange{lists: "job", narrows: "-u -q"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "qselect", value: "uNqAlsacPhHpW", more: &specMore{moreChange: &moreChange{lists: "job", narrows: "-u -N -q -A -l"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bjobs", longDash: true, long: "-G -J -Jd -Lp -N -P -S -app -g -m -o -q -sla -u", more: &specMore{moreChange: &moreChange{lists: "job", narrows: "-q -m -J -P -G -g -app -sla -Lp -Jd"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "docker ps", value: "fn", long: containerListValue, more: containerLister},
	{path: "docker container ls", value: "fn", long: containerListValue, more: containerLister},
	{path: "docker container list", value: "fn", long: containerListValue, more: containerLister},
	{path: "docker container ps", value: "fn", long: containerListValue, more: containerLister},
	{path: "podman ps", value: "fn", long: containerListValue, more: containerLister},
	{path: "podman container ls", value: "fn", long: containerListValue, more: containerLister},
	{path: "podman container list", value: "fn", long: containerListValue, more: containerLister},
	{path: "nerdctl ps", value: "fn", long: containerListValue, more: containerLister},
	{path: "lxc list", value: "cf", long: "--columns --format --project", more: &specMore{moreChange: &moreChange{lists: "container"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lxc ls", value: "cf", long: "--columns --format --project", more: &specMore{moreChange: &moreChange{lists: "container"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "incus list", value: "cf", long: "--columns --format --project", more: &specMore{moreChange: &moreChange{lists: "container"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "incus ls", value: "cf", long: "--columns --format --project", more: &specMore{moreChange: &moreChange{lists: "container"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "virsh list", long: "--connect", more: &specMore{moreChange: &moreChange{lists: "virtual machine"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Enders (endsListed): a job cancelled, a container removed with
	// what it holds (docker rm only with -f ends a running one), a
	// virtual machine powered off at once.
	{path: "scancel", value: scancelValue, long: scancelLong, more: &specMore{moreChange: &moreChange{ends: "job"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "qdel", value: "uWp", more: &specMore{moreChange: &moreChange{ends: "job"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bkill", value: "uqmJgLsSC", more: &specMore{moreChange: &moreChange{ends: "job"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "docker rm", more: containerEnder},
	{path: "docker container rm", more: containerEnder},
	{path: "podman rm", more: containerEnder},
	{path: "podman container rm", more: containerEnder},
	{path: "nerdctl rm", more: containerEnder},
	{path: "lxc delete", long: "--project", more: &specMore{moreChange: &moreChange{ends: "container"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "incus delete", long: "--project", more: &specMore{moreChange: &moreChange{ends: "container"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "virsh destroy", long: "--connect", more: &specMore{moreChange: &moreChange{ends: "virtual machine"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "virsh undefine", long: "--connect", more: &specMore{moreChange: &moreChange{ends: "virtual machine"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// Remote runners: each runs its commands on another machine, in a
	// container or a virtual machine (ssh, mosh, tsh ssh, gcloud compute
	// ssh, aws ssm start-session, docker exec, kubectl exec, vagrant
	// ssh, limactl shell, distrobox enter); those whose entry's effect
	// is effectRemote (ansible, et) need none.
	{path: "aws", more: &specMore{moreChange: &moreChange{role: roleRemote | roleStorageSends | roleReadsOut | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "az", more: &specMore{moreChange: &moreChange{role: roleRemote | roleStorageSends}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "colima", more: remoteRole},
	{path: "ddev", more: remoteRole},
	{path: "devcontainer", more: remoteRole},
	{path: "distrobox", more: remoteRole},
	{path: "docker", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers | roleUsesFiles | roleFetchesURL | roleDataWords | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "docker-compose", more: &specMore{moreChange: &moreChange{role: roleRemote | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "fly", more: remoteRole},
	{path: "flyctl", more: remoteRole},
	{path: "gcloud", more: &specMore{moreChange: &moreChange{role: roleRemote | roleStorageSends}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gh", more: &specMore{moreChange: &moreChange{role: roleRemote | roleReadsOut | roleFetchesURL | roleDataWords | rolePublishes | roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "heroku", more: remoteRole},
	{path: "incus", more: remoteRole},
	{path: "kubectl", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers | roleUsesFiles | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lando", more: remoteRole},
	{path: "limactl", more: remoteRole},
	{path: "lxc", more: remoteRole},
	{path: "machinectl", more: remoteRole},
	{path: "multipass", more: remoteRole},
	{path: "nerdctl", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers | roleUsesFiles | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "oc", more: remoteRole},
	{path: "orb", more: remoteRole},
	{path: "podman", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers | roleUsesFiles | roleFetchesURL | roleDataWords | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "railway", more: remoteRole},
	{path: "teleport", more: remoteRole},
	{path: "toolbox", more: remoteRole},
	{path: "tsh", more: remoteRole},
	{path: "vagrant", more: remoteRole},

	// Detachers: each starts its command away from the terminal, in a
	// session (nohup, setsid, daemonize), a window or a job of its own
	// (cmd's start; PowerShell's Start-Process and Start-Job, and their
	// aliases saps and sajb).
	{path: "sajb", more: detacherRole},
	{path: "saps", more: &specMore{moreChange: &moreChange{role: roleDetaches | roleOpensURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "start", more: &specMore{moreChange: &moreChange{role: roleDetaches | roleOpensURL | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "start-job", more: detacherRole},
	{path: "start-process", more: &specMore{moreChange: &moreChange{role: roleDetaches | roleOpensURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Log printers: each prints what a service logged, tokens and
	// passwords it printed among the rest: the journal, a container's,
	// a pod's or a compose project's (docker logs, docker service logs,
	// kubectl logs, stern, kail), a platform's (heroku, fly, railway,
	// vercel, Elastic Beanstalk's eb, Cloud Foundry's cf, DigitalOcean
	// apps, Nomad allocations), a cloud's (CloudWatch's aws logs, Cloud
	// Logging's gcloud logging read, gcloud app logs tail, Azure's
	// webapp log tail and containerapp logs show).
	{path: "stern", more: logsRole},
	{path: "kail", more: logsRole},
	{path: "docker logs", more: logsRole},
	{path: "docker * logs", more: logsRole},
	{path: "docker-compose logs", more: logsRole},
	{path: "podman logs", more: logsRole},
	{path: "podman * logs", more: logsRole},
	{path: "podman-compose logs", more: logsRole},
	{path: "nerdctl logs", more: logsRole},
	{path: "nerdctl * logs", more: logsRole},
	{path: "kubectl logs", more: logsRole},
	{path: "oc logs", more: logsRole},
	{path: "heroku logs", more: logsRole},
	{path: "fly logs", more: logsRole},
	{path: "flyctl logs", more: logsRole},
	{path: "railway logs", more: logsRole},
	{path: "vercel logs", more: logsRole},
	{path: "eb logs", more: logsRole},
	{path: "cf logs", more: logsRole},
	{path: "doctl apps logs", more: logsRole},
	{path: "nomad alloc logs", more: logsRole},
	{path: "aws logs", more: logsRole},
	{path: "gcloud logging", more: logsRole},
	{path: "gcloud * logs", more: logsRole},
	{path: "gcloud * * logs", more: logsRole},
	{path: "az webapp log tail", more: logsRole},
	{path: "az containerapp logs show", more: logsRole},

	// File printers besides those with an entry of their own (bat,
	// less, more, view, Get-Content): each prints the files it is given
	// as they are, whole (cat, tac, nl, PowerShell's gc) or their first
	// or last lines (head, tail), and does nothing else with them.
	{path: "cat", more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleShowsAsIs | roleKeepsLines | roleFetchReads | roleQuiet | rolePrintsStdin | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gc", more: showsFilesRole},
	{path: "head", value: headValue, long: headLong, more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleShowsAsIs | roleKeepsLines | roleFetchReads | roleQuiet | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "nl", more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleShowsAsIs | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "tac", more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleShowsAsIs | roleKeepsLines | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "tail", value: tailValue, long: tailLong, more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleShowsAsIs | roleKeepsLines | roleFetchReads | roleQuiet | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Readers whose only effect on what they read is to print it, or a
	// part of it, besides the file printers above and those with an
	// entry of their own (grep, rg, sort, jq): encoders and dumpers to
	// standard output (base64, base32, basenc, od, hexdump, xxd,
	// strings, zcat), and the text tools that cut, fold, paste, reverse
	// or drop repeated lines (cut, fold, paste, rev, uniq).
	{path: "base32", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleComputed | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "base64", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleShowsAsIs | roleComputed | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "basenc", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "cut", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleQuiet | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "fold", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "hexdump", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleShowsAsIs | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "od", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleShowsAsIs | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "paste", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleReadsOut | rolePrintsOnly}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rev", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleComputed | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "strings", more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleShowsAsIs | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "uniq", value: uniqValue, long: uniqLong, more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleFiltersLines | roleKeepsLines | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xxd", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleShowsAsIs | roleComputed | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zcat", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// PowerShell's and cmd's readers that only print what they read,
	// besides those with an entry of their own (Get-Content, findstr,
	// more): cmd's find (find.exe, from PowerShell too), Select-String.
	{path: "find", more: &specMore{moreChange: &moreChange{role: roleWinPrintsOnly | roleWinReads | roleWinKeepsLines | roleUsesFiles | roleDataWords, trait: traitStartsTail | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "select-string", more: &specMore{moreChange: &moreChange{role: roleWinPrintsOnly | roleWinReads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Readers that show, measure or copy a file as it is, besides those
	// above and those with an entry of their own (cat, head, xxd, less):
	// cmp, diff, file, hd, stat, wc, cp; given ciphertext, each prints or
	// copies no secret (roleShowsAsIs). A digest, a count or a test of
	// what is redirected into them prints none of it either
	// (roleQuietInput): the sum tools (GNU's sha*sum, md5sum, b2sum,
	// cksum and sum, Perl's shasum, BSD's md5, BLAKE3's b3sum, xxHash's
	// xxhsum), wc, test, [, true and :; BSD md5's -p echoes its input
	// first (quietInput).
	{path: "cmp", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "cp", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleCopiesWhole | roleUncCopies | roleReadsOut | roleDataWords, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "diff", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleFetchReads | roleQuiet | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "file", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleFetchReads | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "hd", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleShowsAsIs | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "stat", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleFetchReads | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wc", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleQuietInput | roleFetchReads | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: ":", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "[", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "b3sum", more: quietInputRole},
	{path: "cksum", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "md5", value: "cs", long: "--check --string", unless: "-p --passthrough", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "md5sum", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sum", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "test", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "true", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xxhsum", more: quietInputRole},

	// Windows readers that print or send the files they name, besides
	// those with an entry of their own (Get-Content, findstr, copy,
	// Copy-Item, xcopy, more, type): certutil (-encode, -dump),
	// esentutl /y (copies a file another program holds open, a
	// browser's store), Format-Hex, Import-Csv, and Invoke-WebRequest and
	// Invoke-RestMethod -InFile (roleWinReads).
	{path: "esentutl", more: &specMore{moreChange: &moreChange{role: roleWinReads | roleUncCopies}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "format-hex", more: &specMore{moreChange: &moreChange{role: roleWinReads | roleWinPrintsOnly | roleShowsAsIs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "import-csv", more: winReadsRole},

	// Line keepers besides those above and those with an entry of their
	// own (grep, sort): shuf prints its lines in another order, tee
	// copies them to its files as well (roleKeepsLines); the options
	// given are their grammar.
	{path: "shuf", value: "nor", long: "--head-count --output --random-source", more: keepsLinesRole},
	{path: "tee", literalOpts: true, more: &specMore{moreChange: &moreChange{role: roleKeepsLines | rolePrintsStdin | roleUsesFiles | roleDataWords, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Copiers besides those above (cp, curl, wget, aria2c) and those
	// with an entry of their own (rsync, scp): mv, install and ln each
	// put a file whole where their destination says (roleCopiesWhole).
	{path: "install", more: &specMore{moreChange: &moreChange{role: roleCopiesWhole | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ln", more: &specMore{moreChange: &moreChange{role: roleCopiesWhole | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mv", more: &specMore{moreChange: &moreChange{role: roleCopiesWhole | roleUncCopies | roleMoves | roleUsesFiles | roleDataWords, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Filters the analysis computes on known text besides those above
	// (base64, base32, rev, xxd): tr SET1 SET2 and tr -d SET
	// (roleComputed).
	{path: "tr", more: &specMore{moreChange: &moreChange{role: roleComputed | roleQuiet | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// PowerShell's filter stages and their aliases: each passes on some
	// of the objects it is fed, in another order or fewer of them
	// (Where-Object, ?, where; Select-Object, select; Sort-Object, sort,
	// which is POSIX sort's name too: the role is asked of PowerShell's
	// pipelines alone).
	{path: "?", more: objectFilterRole},
	{path: "select", more: &specMore{moreChange: &moreChange{role: roleFiltersObjects | roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "select-object", more: &specMore{moreChange: &moreChange{role: roleFiltersObjects | roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sort-object", more: &specMore{moreChange: &moreChange{role: roleFiltersObjects | roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "where", more: objectFilterRole},
	{path: "where-object", more: &specMore{moreChange: &moreChange{role: roleFiltersObjects | roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// Out-Host passes on the objects it is fed to the host, all of
	// them (roleKeepsObjects); Tee-Object's entry says it too.
	{path: "out-host", more: &specMore{moreChange: &moreChange{role: roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Task runners besides buildSpecs' monorepo managers: wireit runs
	// the npm scripts a package defines.
	{path: "wireit", more: taskRunnerRole},

	// The shell's builtins and the printers of their words: echo and
	// printf only print them, and a URL among them is data; cd, false,
	// and the readers of the system's state (ls, df, du, id) read and
	// print and do nothing else (roleQuiet); unset takes variables away
	// as the definers' entries define them (roleDefines).
	{path: "cd", more: &specMore{moreChange: &moreChange{role: roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "df", more: &specMore{moreChange: &moreChange{role: roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "du", more: &specMore{moreChange: &moreChange{role: roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "echo", more: &specMore{moreChange: &moreChange{role: roleFetchReads | roleTextOnly | roleQuiet | rolePrintsWords | roleWinPrints | roleUsesFiles | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "false", more: &specMore{moreChange: &moreChange{role: roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "id", more: &specMore{moreChange: &moreChange{role: roleQuiet | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ls", more: &specMore{moreChange: &moreChange{role: roleFetchReads | roleQuiet | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "printf", more: &specMore{moreChange: &moreChange{role: roleFetchReads | roleTextOnly | rolePrintsWords | roleUsesFiles | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "unset", more: &specMore{moreChange: &moreChange{role: roleDefines | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Readers of the files they name whose words are data besides those
	// with an entry of their own (cat, grep, jq): plutil prints a
	// property list (roleFetchReads).
	{path: "plutil", more: &specMore{moreChange: &moreChange{role: roleFetchReads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Readers of manual pages and the searches of their index: each
	// shows or searches its words, never opens them (roleTextOnly); git,
	// whose subcommands have entries of their own, shows or searches
	// the words it is given (git log --grep URL) in the rules' reading.
	{path: "apropos", more: &specMore{moreChange: &moreChange{role: roleTextOnly | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "git", more: &specMore{moreChange: &moreChange{role: roleTextOnly | roleUsesFiles | roleFetchesURL | roleDataWords, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "info", more: &specMore{moreChange: &moreChange{role: roleTextOnly | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "whatis", more: &specMore{moreChange: &moreChange{role: roleTextOnly | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Searches that hand their options to grep besides those with an
	// entry of their own: lzegrep and lzfgrep, lzgrep's -E and -F forms
	// (roleGreps).
	{path: "lzegrep", more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lzfgrep", more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Movers besides those with an entry of their own (mv, move,
	// Move-Item, Rename-Item): rename(1), cmd's ren, and PowerShell's
	// aliases mi (Move-Item) and rni (Rename-Item) (roleMoves); cpi is
	// PowerShell's alias of Copy-Item, which may copy to a Windows share
	// (roleUncCopies).
	{path: "cpi", more: &specMore{moreChange: &moreChange{role: roleUncCopies}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mi", more: movesRole},
	{path: "ren", more: movesRole},
	{path: "rename", more: movesRole},
	{path: "rni", more: movesRole},

	// Senders of files to a destination they are given besides those
	// with an entry of their own (rsync, scp, sftp, lftp, aws, az,
	// gcloud): object stores' and cloud drives' copiers (azcopy, b2,
	// gsutil, mc, rclone, s3cmd), backup tools (borg, restic), SQLite's
	// replicator (litestream) and Samba's client (smbclient)
	// (roleStorageSends).
	{path: "azcopy", more: &specMore{moreChange: &moreChange{role: roleStorageSends | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "b2", more: storageSendsRole},
	{path: "gsutil", more: &specMore{moreChange: &moreChange{role: roleStorageSends | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "litestream", more: storageSendsRole},
	{path: "mc", more: &specMore{moreChange: &moreChange{role: roleStorageSends | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "s3cmd", more: &specMore{moreChange: &moreChange{role: roleStorageSends | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "smbclient", more: storageSendsRole},

	// Cloud stores' cmdlets that name their destination by a parameter
	// (-BucketName, -Container, -Bucket; their parameters are bound by
	// psBinders' entries): Write-S3Object, Set-AzStorageBlobContent,
	// Write-GcsObject (roleBucketCmdlet).
	{path: "set-azstorageblobcontent", more: bucketCmdletRole},
	{path: "write-gcsobject", more: bucketCmdletRole},
	{path: "write-s3object", more: bucketCmdletRole},

	// Service managers besides those with an entry of their own
	// (service, update-rc.d, chkconfig, Stop-Service, Set-Service,
	// Unregister-ScheduledTask): systemd's systemctl, upstart's initctl,
	// OpenRC's rc-service and rc-update, runit's sv, s6-svc, launchctl,
	// Windows' sc, net and schtasks (their .exe names too),
	// Disable-ScheduledTask, Remove-Service and its alias spsv, and the
	// process managers pm2, forever, circusctl, monit and supervisorctl
	// (roleServices).
	{path: "circusctl", more: servicesRole},
	{path: "disable-scheduledtask", more: servicesRole},
	{path: "forever", more: servicesRole},
	{path: "initctl", more: servicesRole},
	{path: "launchctl", more: servicesRole},
	{path: "monit", more: servicesRole},
	{path: "net", more: &specMore{moreChange: &moreChange{role: roleServices | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "net.exe", more: servicesRole},
	{path: "pm2", more: servicesRole},
	{path: "rc-service", more: servicesRole},
	{path: "rc-update", more: servicesRole},
	{path: "remove-service", more: servicesRole},
	{path: "s6-svc", more: servicesRole},
	{path: "sc", more: &specMore{moreChange: &moreChange{role: roleServices | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sc.exe", more: servicesRole},
	{path: "schtasks", more: &specMore{moreChange: &moreChange{role: roleServices | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "schtasks.exe", more: servicesRole},
	{path: "spsv", more: servicesRole},
	{path: "supervisorctl", more: servicesRole},
	{path: "sv", more: servicesRole},
	{path: "systemctl", more: &specMore{moreChange: &moreChange{role: roleServices | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Package managers: each installs and removes software: the
	// distributions' (apk, apt, apt-get, aptitude, dnf, yum, zypper,
	// pacman, emerge, xbps-remove, dpkg, rpm, snap, flatpak), the BSDs' (pkg,
	// pkg_delete, pkgin, port), macOS's brew, Windows' (choco, scoop,
	// winget, msiexec, Uninstall-Package, Remove-AppxPackage,
	// Remove-AppxProvisionedPackage) (rolePackages).
	{path: "apk", more: &specMore{moreChange: &moreChange{role: rolePackages | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "apt", more: &specMore{moreChange: &moreChange{role: rolePackages | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "apt-get", more: &specMore{moreChange: &moreChange{role: rolePackages | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "aptitude", more: packagesRole},
	{path: "brew", more: &specMore{moreChange: &moreChange{role: rolePackages | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "choco", more: &specMore{moreChange: &moreChange{role: rolePackages | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dnf", more: &specMore{moreChange: &moreChange{role: rolePackages | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "emerge", more: packagesRole},
	{path: "flatpak", more: &specMore{moreChange: &moreChange{role: rolePackages | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "msiexec", more: &specMore{moreChange: &moreChange{role: rolePackages | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pacman", more: &specMore{moreChange: &moreChange{role: rolePackages | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pkg", more: packagesRole},
	{path: "pkg_delete", more: packagesRole},
	{path: "pkgin", more: packagesRole},
	{path: "port", more: &specMore{moreChange: &moreChange{role: rolePackages | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "remove-appxpackage", more: packagesRole},
	{path: "remove-appxprovisionedpackage", more: packagesRole},
	{path: "scoop", more: &specMore{moreChange: &moreChange{role: rolePackages | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "snap", more: &specMore{moreChange: &moreChange{role: rolePackages | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "uninstall-package", more: packagesRole},
	{path: "winget", more: &specMore{moreChange: &moreChange{role: rolePackages | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xbps-remove", more: packagesRole},
	{path: "yum", more: &specMore{moreChange: &moreChange{role: rolePackages | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zypper", more: packagesRole},

	// Task runners whose first operands are the project's tasks besides
	// those with an entry of their own (make, gmake, just, task,
	// go-task): Capistrano's cap, dagger, dep, earthly, Fabric's fab,
	// fastlane, grunt, gulp, Invoke's inv and invoke, mage, mina, poe
	// (roleMakeTasks).
	{path: "cap", more: makeTasksRole},
	{path: "dagger", more: makeTasksRole},
	{path: "dep", more: makeTasksRole},
	{path: "fastlane", more: makeTasksRole},
	{path: "grunt", more: makeTasksRole},
	{path: "gulp", more: makeTasksRole},
	{path: "inv", more: makeTasksRole},
	{path: "invoke", more: makeTasksRole},
	{path: "mage", more: makeTasksRole},
	{path: "mina", more: makeTasksRole},
	{path: "poe", more: makeTasksRole},

	// Package managers whose run word takes a package's script besides
	// bun's entry: npm, pnpm, yarn, composer (roleScriptTasks).
	{path: "composer", more: &specMore{moreChange: &moreChange{role: roleScriptTasks | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "npm", more: &specMore{moreChange: &moreChange{role: roleScriptTasks | roleFetchesURL | roleDataWords | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pnpm", more: &specMore{moreChange: &moreChange{role: roleScriptTasks | roleFetchesURL | roleDataWords | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "yarn", more: &specMore{moreChange: &moreChange{role: roleScriptTasks | roleFetchesURL | roleDataWords | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Shells besides the POSIX shells above and conhost: csh, tcsh,
	// fish, elvish, nu, xonsh, yash, rbash, cmd, PowerShell's
	// (powershell, powershell_ise, pwsh, posh) and Windows Terminal (wt,
	// windowsterminal), which hosts one (roleShell) in a window of its
	// own (wt: roleDetaches).
	{path: "cmd", more: shellRole},
	{path: "csh", more: &specMore{moreChange: &moreChange{role: roleShell, trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "elvish", more: shellRole},
	{path: "fish", more: &specMore{moreChange: &moreChange{role: roleShell, trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "nu", more: shellRole},
	{path: "posh", more: shellRole},
	{path: "powershell", more: &specMore{moreChange: &moreChange{role: roleShell, trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "powershell_ise", more: shellRole},
	{path: "pwsh", more: &specMore{moreChange: &moreChange{role: roleShell, trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rbash", more: shellRole},
	{path: "tcsh", more: &specMore{moreChange: &moreChange{role: roleShell, trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "windowsterminal", more: shellRole},
	{path: "xonsh", more: shellRole},
	{path: "yash", more: shellRole},
	// Mailers: each sends a message to the addresses it is given: the
	// mail(1) family (mail, mailx, s-nail), mutt and neomutt, the
	// sendmail interface (sendmail, msmtp, ssmtp), swaks, Windows' blat,
	// PowerShell's Send-MailMessage and Microsoft Graph's Send-MgUserMail
	// (roleMails).
	{path: "blat", more: mailsRole},
	{path: "mail", more: &specMore{moreChange: &moreChange{role: roleMails | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mailx", more: &specMore{moreChange: &moreChange{role: roleMails | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "msmtp", more: mailsRole},
	{path: "mutt", more: &specMore{moreChange: &moreChange{role: roleMails | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "neomutt", more: mailsRole},
	{path: "s-nail", more: mailsRole},
	{path: "send-mailmessage", more: mailsRole},
	{path: "send-mgusermail", more: mailsRole},
	{path: "sendmail", more: &specMore{moreChange: &moreChange{role: roleMails | roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ssmtp", more: mailsRole},
	{path: "swaks", more: mailsRole},

	// Raw network tools: each opens a connection of its own to the host
	// and port it is given (netcat's builds, ncat, socat, telnet,
	// cryptcat, pwncat, rcat; openssl's s_client) (roleRawNet).
	{path: "cryptcat", more: rawNetRole},
	{path: "nc", more: &specMore{moreChange: &moreChange{role: roleRawNet | roleReadsOut | roleFetchesURL, trait: traitRunsInput | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "nc.openbsd", more: rawNetRole},
	{path: "nc.traditional", more: rawNetRole},
	{path: "ncat", more: &specMore{moreChange: &moreChange{role: roleRawNet | roleReadsOut | roleFetchesURL, trait: traitRunsInput | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "netcat", more: rawNetRole},
	{path: "openssl", more: &specMore{moreChange: &moreChange{role: roleRawNet | roleReadsOut | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pwncat", more: rawNetRole},
	{path: "pwncat-cs", more: rawNetRole},
	{path: "rcat", more: rawNetRole},
	{path: "socat", more: &specMore{moreChange: &moreChange{role: roleRawNet | roleReadsOut, trait: traitRunsInput | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "telnet", more: rawNetRole},

	// Clients of databases and stores: what they print is what others
	// stored (roleForeignText); and object stores' printers of an
	// object (gsutil cat, rclone cat, mc cat, gcloud storage cat).
	{path: "gcloud storage cat", more: foreignTextRole},
	{path: "gsutil cat", more: foreignTextRole},
	{path: "mc cat", more: foreignTextRole},
	{path: "rclone cat", more: foreignTextRole},
	{path: "etcdctl", more: foreignTextRole},
	{path: "keydb-cli", more: foreignTextRole},
	{path: "memcached-tool", more: foreignTextRole},
	{path: "valkey-cli", more: foreignTextRole},

	// Lookups: each resolves or reaches the name it is given (dig,
	// drill, host, nslookup, getent, resolvectl, Resolve-DnsName, whois,
	// finger; ping, ping6, traceroute, tracepath, Test-Connection)
	// (roleLooksUp).
	{path: "dig", more: &specMore{moreChange: &moreChange{role: roleLooksUp | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "drill", more: looksUpRole},
	{path: "getent", more: &specMore{moreChange: &moreChange{role: roleLooksUp | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "host", more: &specMore{moreChange: &moreChange{role: roleLooksUp | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "nslookup", more: &specMore{moreChange: &moreChange{role: roleLooksUp | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ping", more: &specMore{moreChange: &moreChange{role: roleLooksUp | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ping6", more: looksUpRole},
	{path: "resolve-dnsname", more: looksUpRole},
	{path: "resolvectl", more: looksUpRole},
	{path: "test-connection", more: looksUpRole},
	{path: "tracepath", more: looksUpRole},
	{path: "traceroute", more: looksUpRole},
	{path: "whois", more: looksUpRole},

	// Editors besides those with an entry of their own (vi, vim, nvim,
	// ex, ed, emacs): each opens a file for editing (roleEditor).
	{path: "gedit", more: editorRole},
	{path: "joe", more: editorRole},
	{path: "kate", more: editorRole},
	{path: "mcedit", more: editorRole},
	{path: "micro", more: editorRole},
	{path: "nano", more: &specMore{moreChange: &moreChange{role: roleEditor | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pico", more: editorRole},

	// Openers besides the detachers that open too (cmd's start,
	// Start-Process, saps): each opens what it is given with its default
	// handler (xdg-open, open, gio open, wslview, sensible-browser,
	// www-browser, explorer, Invoke-Item and its alias ii) (roleOpensURL).
	{path: "explorer", more: &specMore{moreChange: &moreChange{role: roleOpensURL | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gio", more: &specMore{moreChange: &moreChange{role: roleOpensURL | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ii", more: opensURLRole},
	{path: "invoke-item", more: opensURLRole},
	{path: "open", more: &specMore{moreChange: &moreChange{role: roleOpensURL | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sensible-browser", more: opensURLRole},
	{path: "wslview", more: opensURLRole},
	{path: "www-browser", more: opensURLRole},
	{path: "xdg-open", more: &specMore{moreChange: &moreChange{role: roleOpensURL | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// POSIX shells: each runs its first operand as a script unless told
	// -c or -n (roleScriptShell).
	{path: "ash", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bash", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell | roleDataWords, trait: traitStartsTail | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dash", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell | roleDataWords, trait: traitStartsTail | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ksh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell | roleDataWords, trait: traitStartsTail | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mksh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell | roleDataWords, trait: traitStartsTail | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zsh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell | roleDataWords, trait: traitStartsTail | traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Compilers and linkers besides go's entry: each writes a program
	// (-o FILE), not a script (roleCompiles).
	{path: "c++", more: compilesRole},
	{path: "cc", more: compilesRole},
	{path: "clang", more: compilesRole},
	{path: "clang++", more: compilesRole},
	{path: "g++", more: compilesRole},
	{path: "gcc", more: compilesRole},
	{path: "gccgo", more: compilesRole},
	{path: "gfortran", more: compilesRole},
	{path: "ghc", more: compilesRole},
	{path: "hipcc", more: compilesRole},
	{path: "icc", more: compilesRole},
	{path: "icpx", more: compilesRole},
	{path: "icx", more: compilesRole},
	{path: "ifort", more: compilesRole},
	{path: "ifx", more: compilesRole},
	{path: "ld", more: compilesRole},
	{path: "ld.bfd", more: compilesRole},
	{path: "ld.gold", more: compilesRole},
	{path: "ld.lld", more: compilesRole},
	{path: "mold", more: compilesRole},
	{path: "nvcc", more: compilesRole},
	{path: "nim", more: &specMore{moreChange: &moreChange{role: roleCompiles, compiles: &compiling{ext: ".nim", builds: "c compile"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rustc", more: compilesRole},
	{path: "swiftc", more: &specMore{moreChange: &moreChange{role: roleCompiles, compiles: &compiling{ext: ".swift", buildsAlone: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "tcc", more: &specMore{moreChange: &moreChange{role: roleCompiles, compiles: &compiling{ext: ".c", runsAlone: true, runOpt: "-run"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zig", more: &specMore{moreChange: &moreChange{role: roleCompiles, compiles: &compiling{ext: ".zig", builds: "build"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// The commands the rules judge by their names beyond their specs
	// (traitGlobbed), tried first as a command name that is a pattern.
	{path: "chgrp", more: &specMore{moreChange: &moreChange{trait: traitGlobbed, role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "chmod", more: &specMore{moreChange: &moreChange{trait: traitGlobbed | traitStartsTail, role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "chown", more: &specMore{moreChange: &moreChange{trait: traitGlobbed | traitStartsTail, role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dd", more: &specMore{moreChange: &moreChange{trait: traitGlobbed | traitStartsTail, role: roleReadsOut | roleDataWords | roleComputed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "halt", more: globbedRole},
	{path: "mkfs", more: &specMore{moreChange: &moreChange{trait: traitGlobbed | traitStartsTail, role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "perl", more: &specMore{moreChange: &moreChange{trait: traitGlobbed, role: roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "poweroff", more: globbedRole},
	{path: "python", more: &specMore{moreChange: &moreChange{trait: traitGlobbed, role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "python3", more: &specMore{moreChange: &moreChange{trait: traitGlobbed, role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "reboot", more: globbedRole},
	{path: "ruby", more: &specMore{moreChange: &moreChange{trait: traitGlobbed, role: roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "shutdown", more: globbedRole},
	{path: "truncate", more: &specMore{moreChange: &moreChange{trait: traitGlobbed | traitEmpties, role: roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wipefs", more: &specMore{moreChange: &moreChange{trait: traitGlobbed | traitStartsTail, role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Editors of boot parameters (bootParams): the boot loaders' and the
	// kernel command line's, each family by the start of its names
	// (grub-editenv, grub2-mkconfig, grubby; bootctl, bootcfg;
	// kernelstub, kernel-install; update-grub2). A name with an entry
	// of its own elsewhere is written whole: the longest path is the
	// command's spec (lookupSpec), and a pattern's is longer by its *.
	{path: "bcdedit", more: &specMore{moreChange: &moreChange{bootParams: true, role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "boot*", more: bootParamsRole},
	{path: "efibootmgr", more: bootParamsRole},
	{path: "grub*", more: bootParamsRole},
	{path: "kernel*", more: bootParamsRole},
	{path: "nvram*", more: bootParamsRole},
	{path: "rpm-ostree*", more: bootParamsRole},
	{path: "ukify*", more: bootParamsRole},
	{path: "update-grub*", more: bootParamsRole},

	// Builders of programs in compiled languages (compiling): what a
	// build or a run builds of the sources this input wrote is judged
	// as the code it is (compiledrun.go).
	{path: "crystal", more: &specMore{moreChange: &moreChange{compiles: &compiling{ext: ".cr", builds: "build"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dotnet", more: &specMore{moreChange: &moreChange{compiles: &compiling{ext: ".cs", builds: "build publish", runs: "run test watch", project: "--project", launches: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "javac", more: &specMore{moreChange: &moreChange{compiles: &compiling{ext: ".java", buildsAlone: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "meson", more: &specMore{moreChange: &moreChange{compiles: &compiling{builds: "compile"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "v", more: &specMore{moreChange: &moreChange{compiles: &compiling{ext: ".v", buildsAlone: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// The common miners' programs (roleMines): a command or an image
	// named so mines.
	{path: "bfgminer", more: minesRole},
	{path: "ccminer", more: minesRole},
	{path: "cgminer", more: minesRole},
	{path: "cpuminer", more: minesRole},
	{path: "cpuminer-multi", more: minesRole},
	{path: "cpuminer-opt", more: minesRole},
	{path: "ethminer", more: minesRole},
	{path: "gminer", more: minesRole},
	{path: "lolminer", more: minesRole},
	{path: "minerd", more: minesRole},
	{path: "nanominer", more: minesRole},
	{path: "nbminer", more: minesRole},
	{path: "nheqminer", more: minesRole},
	{path: "phoenixminer", more: minesRole},
	{path: "srbminer", more: minesRole},
	{path: "srbminer-multi", more: minesRole},
	{path: "t-rex", more: minesRole},
	{path: "teamredminer", more: minesRole},
	{path: "xmr-stak", more: minesRole},
	{path: "xmr-stak-cpu", more: minesRole},
	{path: "xmr-stak-rx", more: minesRole},
	{path: "xmrig", more: minesRole},
	{path: "xmrig-cuda", more: minesRole},
	{path: "xmrig-proxy", more: minesRole},

	// Container runners besides the remote runners' entries (docker,
	// podman, nerdctl, kubectl): containerd's ctr and crictl, finch,
	// lima, Apptainer and Singularity (roleRunsContainers).
	{path: "apptainer", more: runsContainersRole},
	{path: "crictl", more: runsContainersRole},
	{path: "ctr", more: runsContainersRole},
	{path: "finch", more: runsContainersRole},
	{path: "lima", more: runsContainersRole},
	{path: "singularity", more: runsContainersRole},

	// zsh's and ksh's print writes its words as echo does
	// (rolePrintsWords); PowerShell's printers of their words: write,
	// Write-Output, Write-Host (roleWinPrints).
	{path: "print", more: &specMore{moreChange: &moreChange{role: rolePrintsWords | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// The writers of their words to where others read them: logger
	// into the system log (kept, shipped to log servers, read back by
	// journalctl), wall onto every user's terminal, notify-send onto the
	// desktop (rolePrintsWords).
	{path: "logger", more: &specMore{moreChange: &moreChange{role: rolePrintsWords | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "notify-send", more: &specMore{moreChange: &moreChange{role: rolePrintsWords | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wall", more: &specMore{moreChange: &moreChange{role: rolePrintsWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// Windows' writers into the event log: Write-EventLog -Message,
	// eventcreate /d (roleWinPrints).
	{path: "eventcreate", more: winPrintsRole},
	{path: "write-eventlog", more: winPrintsRole},
	{path: "write", more: winPrintsRole},
	{path: "write-host", more: &specMore{moreChange: &moreChange{role: roleWinPrints | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "write-output", more: &specMore{moreChange: &moreChange{role: roleWinPrints | roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// PowerShell's formatters of a request's body: ConvertTo-Json,
	// -Csv, -Html and -Xml, Out-String (roleBodyFormat).
	{path: "convertto-csv", more: bodyFormatRole},
	{path: "convertto-html", more: bodyFormatRole},
	{path: "convertto-json", more: bodyFormatRole},
	{path: "convertto-xml", more: bodyFormatRole},
	{path: "out-string", more: bodyFormatRole},
	// Readers that print or send the files they are given besides
	// those above (roleReadsOut): archivers and compressors, encrypters,
	// pagers, text tools, clipboards, mailers, network and storage
	// copiers.
	{path: ".", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "age", more: readsOutRole},
	{path: "bzip2", more: readsOutRole},
	{path: "colordiff", more: readsOutRole},
	{path: "column", more: readsOutRole},
	{path: "comm", more: readsOutRole},
	{path: "expand", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleUncCopies}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "extrac32", more: &specMore{moreChange: &moreChange{role: roleUncCopies}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "fmt", more: readsOutRole},
	{path: "gzip", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "iconv", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleComputed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "join", more: readsOutRole},
	{path: "look", more: readsOutRole},
	{path: "lz4", more: readsOutRole},
	{path: "pbcopy", more: readsOutRole},
	{path: "pr", more: readsOutRole},
	{path: "rage", more: readsOutRole},
	{path: "s5cmd", more: readsOutRole},
	{path: "sdiff", more: readsOutRole},
	{path: "source", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "split", more: readsOutRole},
	{path: "unexpand", more: readsOutRole},
	{path: "uuencode", more: readsOutRole},
	{path: "wl-copy", more: readsOutRole},
	{path: "xclip", more: readsOutRole},
	{path: "xsel", more: readsOutRole},
	{path: "xz", more: readsOutRole},
	{path: "yq", more: &specMore{moreChange: &moreChange{role: roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// Users of files besides those above: each uses, inspects or
	// changes the files it is given without printing what they hold, or
	// its own rules judge it (roleUsesFiles): metadata, moves, deletes
	// and hashes; keys and credentials used, not shown; history
	// rewriters; graphical editors and openers. A chain's CLI signs with
	// the keypair file it is given and prints its public key (solana
	// address -k, solana-keygen pubkey), never the secret half.
	{path: "[[", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "alias", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ansible-vault", more: usesFilesRole},
	{path: "apksigner", more: usesFilesRole},
	{path: "attrib", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "basename", more: usesFilesRole},
	{path: "bfg", more: usesFilesRole},
	{path: "certbot", more: usesFilesRole},
	{path: "cfssl", more: usesFilesRole},
	{path: "chattr", more: usesFilesRole},
	{path: "chcon", more: usesFilesRole},
	{path: "chezmoi", more: usesFilesRole},
	{path: "codesign", more: usesFilesRole},
	// compact (NTFS compression) changes how files are kept, as attrib
	// does; it prints the names, never the contents (cipher's role is on
	// its entry in spec_cred.go).
	{path: "compact", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "cursor", more: usesFilesRole},
	{path: "dir", more: usesFilesRole},
	{path: "direnv", more: usesFilesRole},
	{path: "dirname", more: usesFilesRole},
	{path: "dos2unix", more: usesFilesRole},
	{path: "dotenvx", more: usesFilesRole},
	{path: "env-cmd", more: usesFilesRole},
	{path: "eval", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "exa", more: usesFilesRole},
	{path: "exit", more: usesFilesRole},
	{path: "eza", more: usesFilesRole},
	{path: "fd", more: usesFilesRole},
	{path: "fuser", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "getfacl", more: usesFilesRole},
	{path: "getfattr", more: usesFilesRole},
	{path: "git-crypt", more: usesFilesRole},
	{path: "git-filter-repo", more: usesFilesRole},
	{path: "hash", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "helm", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleFetchesURL | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "help", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "idea", more: usesFilesRole},
	{path: "jarsigner", more: usesFilesRole},
	{path: "k5start", more: usesFilesRole},
	{path: "kdestroy", more: usesFilesRole},
	{path: "keytool", more: usesFilesRole},
	{path: "kind", more: usesFilesRole},
	{path: "kinit", more: usesFilesRole},
	{path: "krenew", more: usesFilesRole},
	{path: "kswitch", more: usesFilesRole},
	{path: "kubeadm", more: usesFilesRole},
	{path: "kvno", more: usesFilesRole},
	{path: "ll", more: usesFilesRole},
	{path: "locate", more: usesFilesRole},
	{path: "lsattr", more: usesFilesRole},
	{path: "lsd", more: usesFilesRole},
	{path: "lsof", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "minikube", more: usesFilesRole},
	{path: "mkcert", more: usesFilesRole},
	{path: "mkdir", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "namei", more: usesFilesRole},
	{path: "notepad", more: usesFilesRole},
	{path: "openvpn", more: usesFilesRole},
	{path: "popd", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "promtool", more: usesFilesRole},
	{path: "pulumi", more: usesFilesRole},
	{path: "pushd", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "restorecon", more: usesFilesRole},
	{path: "return", more: usesFilesRole},
	{path: "security", more: usesFilesRole},
	{path: "setfacl", more: usesFilesRole},
	{path: "setfattr", more: usesFilesRole},
	{path: "shift", more: usesFilesRole},
	{path: "signtool", more: usesFilesRole},
	{path: "solana", more: usesFilesRole},
	{path: "solana-keygen", more: usesFilesRole},
	{path: "ssh-add", more: usesFilesRole},
	{path: "ssh-copy-id", more: usesFilesRole},
	{path: "ssh-keygen", more: usesFilesRole},
	{path: "ssh-keyscan", more: usesFilesRole},
	{path: "step", more: usesFilesRole},
	{path: "subl", more: usesFilesRole},
	{path: "sync", more: usesFilesRole},
	{path: "terraform", more: usesFilesRole},
	{path: "terragrunt", more: usesFilesRole},
	{path: "tofu", more: usesFilesRole},
	{path: "touch", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "tree", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "unix2dos", more: usesFilesRole},
	{path: "vault", more: usesFilesRole},
	{path: "watch", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wg-quick", more: usesFilesRole},
	{path: "wipe", more: usesFilesRole},
	{path: "wpa_supplicant", more: usesFilesRole},
	{path: "xattr", more: usesFilesRole},
	{path: "yadm", more: usesFilesRole},
	// Fetchers besides those above: each only fetches, opens, shows or
	// installs what a URL names, never runs it (roleFetchesURL):
	// package managers, browsers, load testers and scanners, version
	// control, Windows' downloaders.
	{path: "ab", more: fetchesURLRole},
	{path: "bitsadmin", more: &specMore{moreChange: &moreChange{role: roleFetchesURL | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "chromium", more: fetchesURLRole},
	{path: "ffuf", more: fetchesURLRole},
	{path: "firefox", more: fetchesURLRole},
	{path: "ftp", more: &specMore{moreChange: &moreChange{role: roleFetchesURL, trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gem", more: &specMore{moreChange: &moreChange{role: roleFetchesURL | roleDataWords | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "glab", more: &specMore{moreChange: &moreChange{role: roleFetchesURL | roleDataWords | rolePublishes | roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gobuster", more: fetchesURLRole},
	{path: "google-chrome", more: fetchesURLRole},
	{path: "hey", more: fetchesURLRole},
	{path: "httpstat", more: fetchesURLRole},
	{path: "k6", more: fetchesURLRole},
	{path: "lighthouse", more: fetchesURLRole},
	{path: "linkchecker", more: fetchesURLRole},
	{path: "markdown-link-check", more: fetchesURLRole},
	{path: "nikto", more: fetchesURLRole},
	{path: "pip", more: &specMore{moreChange: &moreChange{role: roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pip3", more: &specMore{moreChange: &moreChange{role: roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pipx", more: fetchesURLRole},
	{path: "siege", more: fetchesURLRole},
	{path: "sqlmap", more: fetchesURLRole},
	{path: "svn", more: fetchesURLRole},
	{path: "wrk", more: fetchesURLRole},
	{path: "youtube-dl", more: fetchesURLRole},
	{path: "yt-dlp", more: fetchesURLRole},
	// Commands whose words are data besides those above: the system's
	// own utilities, the shell's builtins, interpreters and package
	// managers whose subcommands other rules read (roleDataWords).
	{path: "addgroup", more: dataWordsRole},
	{path: "apt-cache", more: dataWordsRole},
	{path: "chage", more: dataWordsRole},
	{path: "chfn", more: dataWordsRole},
	{path: "complete", more: dataWordsRole},
	{path: "cowsay", more: dataWordsRole},
	{path: "expr", more: dataWordsRole},
	{path: "figlet", more: dataWordsRole},
	{path: "finger", more: &specMore{moreChange: &moreChange{role: roleDataWords | roleLooksUp}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "free", more: dataWordsRole},
	{path: "groupadd", more: dataWordsRole},
	{path: "groupmod", more: dataWordsRole},
	{path: "groups", more: dataWordsRole},
	{path: "history", more: dataWordsRole},
	{path: "htop", more: dataWordsRole},
	{path: "last", more: dataWordsRole},
	{path: "lastlog", more: dataWordsRole},
	{path: "let", more: dataWordsRole},
	{path: "loginctl", more: dataWordsRole},
	{path: "logname", more: dataWordsRole},
	// nmcli's operands are this machine's network profiles and devices
	// (connection delete dev-vpn: a profile, made again with connection
	// add), no hosted resource; what cuts the machine off its network is
	// networkCutOff's (systamper.go).
	{path: "patch", more: dataWordsRole},
	{path: "php", more: dataWordsRole},
	{path: "pinky", more: dataWordsRole},
	{path: "pstree", more: dataWordsRole},
	{path: "read", more: dataWordsRole},
	{path: "say", more: dataWordsRole},
	{path: "tldr", more: dataWordsRole},
	{path: "top", more: dataWordsRole},
	{path: "trap", more: dataWordsRole},
	{path: "unalias", more: dataWordsRole},
	{path: "unzip", more: dataWordsRole},
	{path: "users", more: dataWordsRole},
	{path: "w", more: dataWordsRole},
	{path: "who", more: dataWordsRole},
	// The systems' own tools besides those above: what each changes is
	// this machine, judged by the sys and fs rules (roleSystemTool):
	// Windows' (reg, schtasks, netsh, wmic), Linux's firewalls, volume
	// managers and kernel settings.
	{path: "arptables", more: systemToolRole},
	{path: "btrfs", more: systemToolRole},
	{path: "cryptsetup", more: systemToolRole},
	{path: "diskpart", more: systemToolRole},
	{path: "ebtables", more: systemToolRole},
	{path: "forfiles", more: systemToolRole},
	{path: "fsutil", more: systemToolRole},
	{path: "ip", more: systemToolRole},
	{path: "lvm", more: systemToolRole},
	{path: "modprobe", more: systemToolRole},
	{path: "netsh", more: systemToolRole},
	{path: "nft", more: systemToolRole},
	{path: "pnputil", more: systemToolRole},
	{path: "reg", more: systemToolRole},
	{path: "tc", more: systemToolRole},
	{path: "ufw", more: systemToolRole},
	{path: "vssadmin", more: systemToolRole},
	{path: "wevtutil", more: systemToolRole},
	{path: "wmic", more: systemToolRole},
	{path: "zfs", more: systemToolRole},
	// zpool add, create, remove and split -n print what would be done
	// and do nothing.
	{path: "zpool", more: systemToolDryNRole},
	// Publishers besides those above: publishJudge reads their
	// subcommands (rolePublishes).
	{path: "buildah", more: publishesRole},
	{path: "changeset", more: publishesRole},
	{path: "changesets", more: publishesRole},
	{path: "crane", more: publishesRole},
	{path: "flit", more: publishesRole},
	{path: "goreleaser", more: publishesRole},
	{path: "hatch", more: publishesRole},
	{path: "jsr", more: publishesRole},
	{path: "ko", more: publishesRole},
	{path: "maturin", more: publishesRole},
	{path: "np", more: publishesRole},
	{path: "oras", more: publishesRole},
	{path: "pdm", more: publishesRole},
	{path: "poetry", more: publishesRole},
	{path: "release-it", more: publishesRole},
	{path: "semantic-release", more: publishesRole},
	{path: "skopeo", more: publishesRole},
	{path: "twine", more: publishesRole},
	{path: "uv", more: publishesRole},

	// REPLs and debuggers whose input may run shell commands or code
	// (traitRunsInput): ghci's :!, IPython's !, irb and pry's system,
	// lldb's platform shell, SBCL's run-program.
	{path: "ghci", more: runsInputRole},
	{path: "ipython", more: runsInputRole},
	{path: "irb", more: runsInputRole},
	{path: "pry", more: runsInputRole},
	{path: "sbcl", more: runsInputRole},

	// The machine's power tools: every power word they are given is the
	// machine's own (traitPowers): pmset's schedules, the desktop
	// sessions' quit dialogs, the management controllers' clients
	// (IPMI's, Dell's racadm, HPE's iLO, Redfish's).
	{path: "cinnamon-session-quit", more: powersRole},
	{path: "gnome-session-quit", more: powersRole},
	{path: "ilorest", more: powersRole},
	{path: "ipmitool", more: powersRole},
	{path: "lxqt-leave", more: powersRole},
	{path: "mate-session-save", more: powersRole},
	{path: "pmset", more: powersRole},
	{path: "racadm", more: powersRole},
	{path: "redfishtool", more: powersRole},
	{path: "xfce4-session-logout", more: powersRole},

	// Listers of the machine's block devices: their names (lsblk, blkid
	// -o device, diskutil list) or tables that hold them (fdisk -l,
	// sfdisk -l, parted -l): each line of what they print is a disk at
	// worst (fedDisks).
	{path: "blkid", more: disksRole},
	{path: "diskutil", more: disksRole},
	{path: "fdisk", more: disksRole},
	{path: "lsblk", more: disksRole},
	{path: "parted", more: disksRole},
	{path: "sfdisk", more: disksRole},

	// Tools that run the project's own files by their names, unnamed on
	// their line (projectRuns; sourceFormats reads each format): go
	// generate's directives, go test's and go vet's _test.go files, the
	// unittest discovery's test modules, a Python package's setup.py and
	// in-tree build backend as pip, build, uv and pipx build it,
	// Cargo's build.rs, makepkg's PKGBUILD, Bundler's Gemfile, Bazel's
	// BUILD files, Meson's meson.build, rpmbuild's spec file, the
	// maintainer scripts of a .deb installed from a directory, MSBuild's
	// projects, the scriptlets of an RPM built here and the maintainer
	// scripts of a .deb, the workflows act runs. Of a tool with modes,
	// the entry's need names the modes that run them and its unless the
	// options with which none runs (runsGiven): rpm -i runs the install
	// scriptlets, rpm -e the erase ones, rpm -qip and rpm -i --test none.
	{path: "go generate", longDash: true, long: goBuildValue, unless: "-h -help -n", more: &specMore{moreChange: &moreChange{projectRuns: runsGoGenerate}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "go test", more: goTestsRuns},
	{path: "go vet", more: goTestsRuns},
	{path: "python -m unittest", more: unittestRuns},
	{path: "python3 -m unittest", more: unittestRuns},
	{path: "pip install", more: pyBuildRuns},
	{path: "pip3 install", more: pyBuildRuns},
	{path: "pip wheel", more: pyBuildRuns},
	{path: "pip3 wheel", more: pyBuildRuns},
	{path: "python -m pip install", more: pyBuildRuns},
	{path: "python3 -m pip install", more: pyBuildRuns},
	{path: "python -m build", more: pyBuildRuns},
	{path: "python3 -m build", more: pyBuildRuns},
	{path: "uv pip install", more: pyBuildRuns},
	{path: "uv build", more: pyBuildRuns},
	{path: "pipx install", more: pyBuildRuns},
	{path: "cargo b", more: buildRsRuns},
	{path: "cargo bench", more: buildRsRuns},
	{path: "cargo build", more: buildRsRuns},
	{path: "cargo c", more: buildRsRuns},
	{path: "cargo check", more: buildRsRuns},
	{path: "cargo clippy", more: buildRsRuns},
	{path: "cargo doc", more: buildRsRuns},
	{path: "cargo install", more: buildRsRuns},
	{path: "makepkg", more: &specMore{moreChange: &moreChange{projectRuns: runsPKGBUILD}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bundle", long: "--gemfile", more: gemfileRuns},
	{path: "bundler", long: "--gemfile", more: gemfileRuns},
	{path: "bazel build", more: bazelRuns},
	{path: "bazel coverage", more: bazelRuns},
	{path: "bazel run", more: bazelRuns},
	{path: "bazel test", more: bazelRuns},
	{path: "bazelisk build", more: bazelRuns},
	{path: "bazelisk coverage", more: bazelRuns},
	{path: "bazelisk run", more: bazelRuns},
	{path: "bazelisk test", more: bazelRuns},
	// Build and task files that hold command lines
	// (embedded_tasks.go): Earthly's, ninja's, Buck's, dune's,
	// rebar3's, cargo make's, Tilt's, Nix shells', Nx's; Pants reads
	// BUILD files as Bazel does (run_shell_command's command).
	{path: "earthly", unless: helpUnless, more: &specMore{moreChange: &moreChange{role: roleMakeTasks, projectRuns: runsEarthfile}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ninja", value: "CfjklLd", unless: "-n --dry-run -t -h --help --version", more: &specMore{moreChange: &moreChange{compiles: &compiling{buildsAlone: true}, projectRuns: runsNinja}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "buck2 build", more: buckRuns},
	{path: "buck2 run", more: buckRuns},
	{path: "buck2 test", more: buckRuns},
	{path: "buck build", more: buckRuns},
	{path: "buck run", more: buckRuns},
	{path: "buck test", more: buckRuns},
	{path: "pants package", more: bazelRuns},
	{path: "pants run", more: bazelRuns},
	{path: "pants test", more: bazelRuns},
	{path: "dune build", more: duneRuns},
	{path: "dune exec", more: duneRuns},
	{path: "dune runtest", more: duneRuns},
	{path: "dune test", more: duneRuns},
	{path: "rebar3 compile", more: rebarRuns},
	{path: "rebar3 ct", more: rebarRuns},
	{path: "rebar3 eunit", more: rebarRuns},
	{path: "rebar3 shell", more: rebarRuns},
	{path: "cargo make", more: cargoMakeRuns},
	{path: "cargo-make", more: cargoMakeRuns},
	{path: "makers", more: cargoMakeRuns},
	{path: "tilt ci", more: tiltRuns},
	{path: "tilt up", more: tiltRuns},
	{path: "nix-shell", unless: "-h --help", more: nixHookRuns},
	{path: "nx run", more: nxRuns},
	{path: "nx run-many", more: nxRuns},
	{path: "nx affected", more: nxRuns},
	{path: "meson compile", more: mesonRuns},
	{path: "meson dist", more: mesonRuns},
	{path: "meson install", more: mesonRuns},
	{path: "meson setup", more: mesonRuns},
	{path: "meson test", more: mesonRuns},
	{path: "rpmbuild", more: &specMore{moreChange: &moreChange{projectRuns: runsRPMSpec}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "apt install", unless: aptNoRun, more: debScriptsRuns},
	{path: "apt reinstall", unless: aptNoRun, more: debScriptsRuns},
	{path: "apt-get install", unless: aptNoRun, more: debScriptsRuns},
	{path: "apt-get reinstall", unless: aptNoRun, more: debScriptsRuns},
	{path: "aptitude install", unless: aptNoRun, more: debScriptsRuns},
	{path: "aptitude reinstall", unless: aptNoRun, more: debScriptsRuns},
	{path: "apt remove", unless: aptNoRun, more: debRemoveRuns},
	{path: "apt purge", unless: aptNoRun, more: debRemoveRuns},
	{path: "apt-get remove", unless: aptNoRun, more: debRemoveRuns},
	{path: "apt-get purge", unless: aptNoRun, more: debRemoveRuns},
	{path: "aptitude remove", unless: aptNoRun, more: debRemoveRuns},
	{path: "aptitude purge", unless: aptNoRun, more: debRemoveRuns},
	{path: "dpkg", long: dpkgLong, need: "--install -i", unless: dpkgNoRun, more: &specMore{moreChange: &moreChange{projectRuns: runsDebScripts, role: rolePackages}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dpkg", long: dpkgLong, need: "--unpack", unless: dpkgNoRun, more: &specMore{moreChange: &moreChange{projectRuns: runsDebUnpack}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dpkg", long: dpkgLong, need: "--configure", unless: dpkgNoRun, more: &specMore{moreChange: &moreChange{projectRuns: runsDebConfigure}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dpkg", long: dpkgLong, need: "--purge --remove -P -r", unless: dpkgNoRun, more: debRemoveRuns},
	{path: "gdebi", long: "--option --root -o", unless: "--apt-line --help -h", more: debScriptsRuns},
	{path: "dotnet pack", more: msbuildRuns},
	{path: "dotnet run", more: msbuildRuns},
	{path: "dotnet test", more: msbuildRuns},
	{path: "xbuild", more: msbuildRuns},
	{path: "rpm", value: rpmValue, long: rpmLong, need: "--freshen --install --upgrade -F -U -i", unless: rpmNoRun, more: &specMore{moreChange: &moreChange{projectRuns: runsRPMInstall, role: rolePackages}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rpm", value: rpmValue, long: rpmLong, need: "--reinstall", unless: rpmNoRun, more: &specMore{moreChange: &moreChange{projectRuns: runsRPMInstall | runsRPMErase}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rpm", value: rpmValue, long: rpmLong, need: "--erase -e", unless: rpmNoRun, more: rpmEraseRuns},
	{path: "rpm", value: rpmValue, long: rpmLong, need: "--verify -V", unless: "--help --noscripts -?", more: &specMore{moreChange: &moreChange{projectRuns: runsRPMVerify}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dnf downgrade", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf in", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf install", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf localinstall", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf localupdate", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf reinstall", unless: dnfNoRun, more: rpmReinstallRuns},
	{path: "dnf rei", unless: dnfNoRun, more: rpmReinstallRuns},
	{path: "dnf up", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf update", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf upgrade", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "dnf erase", unless: dnfNoRun, more: rpmEraseRuns},
	{path: "dnf remove", unless: dnfNoRun, more: rpmEraseRuns},
	{path: "dnf rm", unless: dnfNoRun, more: rpmEraseRuns},
	{path: "microdnf install", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "microdnf reinstall", unless: dnfNoRun, more: rpmReinstallRuns},
	{path: "microdnf remove", unless: dnfNoRun, more: rpmEraseRuns},
	{path: "yum downgrade", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "yum install", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "yum localinstall", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "yum localupdate", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "yum reinstall", unless: dnfNoRun, more: rpmReinstallRuns},
	{path: "yum update", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "yum upgrade", unless: dnfNoRun, more: rpmInstallRuns},
	{path: "yum erase", unless: dnfNoRun, more: rpmEraseRuns},
	{path: "yum remove", unless: dnfNoRun, more: rpmEraseRuns},
	{path: "zypper in", unless: zypperNoRun, more: rpmInstallRuns},
	{path: "zypper install", unless: zypperNoRun, more: rpmInstallRuns},
	{path: "zypper remove", unless: zypperNoRun, more: rpmEraseRuns},
	{path: "zypper rm", unless: zypperNoRun, more: rpmEraseRuns},
	{path: "act", value: actValue, long: actLong, unless: actNoRun, more: workflowRuns},
	{path: "gh act", value: actValue, long: actLong, unless: actNoRun, more: workflowRuns},
}

// userShellOpts are the options of su and runuser whose value is the
// command line the user's shell runs (su(1), runuser(1)).
const userShellOpts wordList = "-c --command --session-command"

// The specMore of a command that declares its role alone.
var (
	downloaderRole = &specMore{moreChange: &moreChange{role: roleDownloads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	killerRole     = &specMore{moreChange: &moreChange{role: roleKills}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	procListerRole = &specMore{moreChange: &moreChange{role: roleListsProcs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	asUserRole     = &specMore{moreChange: &moreChange{role: roleAsUser}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	locatorRole    = &specMore{moreChange: &moreChange{role: roleLocates}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	taskRunnerRole = &specMore{moreChange: &moreChange{role: roleTasks}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}

	// containerLister: docker ps and its kin; -f selects, -n and -l
	// keep the last ones made.
	containerLister    = &specMore{moreChange: &moreChange{lists: "container", narrows: "-f --filter -n --last -l --latest"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	containerEnder     = &specMore{moreChange: &moreChange{ends: "container", endsWith: "-f --force"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	remoteRole         = &specMore{moreChange: &moreChange{role: roleRemote}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	logsRole           = &specMore{moreChange: &moreChange{role: roleShowsLogs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	runsHereRole       = &specMore{moreChange: &moreChange{role: roleRunsHere}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	showsFilesRole     = &specMore{moreChange: &moreChange{role: roleShowsFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	stdoutOnlyRole     = &specMore{moreChange: &moreChange{role: roleStdoutOnly}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	printsToStdoutRole = &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	objectFilterRole   = &specMore{moreChange: &moreChange{role: roleFiltersObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	showsAsIsRole      = &specMore{moreChange: &moreChange{role: roleShowsAsIs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	quietInputRole     = &specMore{moreChange: &moreChange{role: roleQuietInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	winReadsRole       = &specMore{moreChange: &moreChange{role: roleWinReads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	keepsLinesRole     = &specMore{moreChange: &moreChange{role: roleKeepsLines}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	computedRole       = &specMore{moreChange: &moreChange{role: roleComputed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	copiesWholeRole    = &specMore{moreChange: &moreChange{role: roleCopiesWhole}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	detacherRole       = &specMore{moreChange: &moreChange{role: roleDetaches}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	quietRole          = &specMore{moreChange: &moreChange{role: roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	textOnlyRole       = &specMore{moreChange: &moreChange{role: roleTextOnly}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	movesRole          = &specMore{moreChange: &moreChange{role: roleMoves}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	storageSendsRole   = &specMore{moreChange: &moreChange{role: roleStorageSends}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	servicesRole       = &specMore{moreChange: &moreChange{role: roleServices}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	packagesRole       = &specMore{moreChange: &moreChange{role: rolePackages}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	makeTasksRole      = &specMore{moreChange: &moreChange{role: roleMakeTasks}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	scriptTasksRole    = &specMore{moreChange: &moreChange{role: roleScriptTasks}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	shellRole          = &specMore{moreChange: &moreChange{role: roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	bucketCmdletRole   = &specMore{moreChange: &moreChange{role: roleBucketCmdlet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	mailsRole          = &specMore{moreChange: &moreChange{role: roleMails}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	rawNetRole         = &specMore{moreChange: &moreChange{role: roleRawNet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	looksUpRole        = &specMore{moreChange: &moreChange{role: roleLooksUp}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	editorRole         = &specMore{moreChange: &moreChange{role: roleEditor}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	opensURLRole       = &specMore{moreChange: &moreChange{role: roleOpensURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	scriptShellRole    = &specMore{moreChange: &moreChange{role: roleScriptShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	compilesRole       = &specMore{moreChange: &moreChange{role: roleCompiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	minesRole          = &specMore{moreChange: &moreChange{role: roleMines}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	runsContainersRole = &specMore{moreChange: &moreChange{role: roleRunsContainers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	winPrintsRole      = &specMore{moreChange: &moreChange{role: roleWinPrints}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	bodyFormatRole     = &specMore{moreChange: &moreChange{role: roleBodyFormat}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	readsOutRole       = &specMore{moreChange: &moreChange{role: roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	usesFilesRole      = &specMore{moreChange: &moreChange{role: roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	fetchesURLRole     = &specMore{moreChange: &moreChange{role: roleFetchesURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	dataWordsRole      = &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	systemToolRole     = &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	systemToolDryNRole = &specMore{moreChange: &moreChange{role: roleSystemTool, trait: traitDryRunN}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	publishesRole      = &specMore{moreChange: &moreChange{role: rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	powersRole         = &specMore{moreChange: &moreChange{trait: traitPowers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	foreignTextRole    = &specMore{moreChange: &moreChange{role: roleForeignText}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	runsInputRole      = &specMore{moreChange: &moreChange{trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	globbedRole        = &specMore{moreChange: &moreChange{trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	bootParamsRole     = &specMore{moreChange: &moreChange{bootParams: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	disksRole          = &specMore{moreChange: &moreChange{lists: "disk"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}

	// The specMore of a command that runs the project's files of these
	// formats (projectRuns).
	goTestsRuns      = &specMore{moreChange: &moreChange{projectRuns: runsGoTests}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	unittestRuns     = &specMore{moreChange: &moreChange{projectRuns: runsUnittest}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	pyBuildRuns      = &specMore{moreChange: &moreChange{projectRuns: runsSetupPy | runsPyBackend}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	buildRsRuns      = &specMore{moreChange: &moreChange{projectRuns: runsBuildRs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	gemfileRuns      = &specMore{moreChange: &moreChange{projectRuns: runsGemfile, projectOpts: "--gemfile BUNDLE_GEMFILE"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	bazelRuns        = &specMore{moreChange: &moreChange{projectRuns: runsBazel}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	buckRuns         = &specMore{moreChange: &moreChange{projectRuns: runsBuck}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	duneRuns         = &specMore{moreChange: &moreChange{projectRuns: runsDune}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	rebarRuns        = &specMore{moreChange: &moreChange{projectRuns: runsRebarHooks}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	cargoMakeRuns    = &specMore{moreChange: &moreChange{projectRuns: runsCargoMake}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	tiltRuns         = &specMore{moreChange: &moreChange{projectRuns: runsTiltfile}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	nixHookRuns      = &specMore{moreChange: &moreChange{projectRuns: runsNixShellHook}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	nxRuns           = &specMore{moreChange: &moreChange{projectRuns: runsNxCommands}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	mesonRuns        = &specMore{moreChange: &moreChange{projectRuns: runsMeson}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	debScriptsRuns   = &specMore{moreChange: &moreChange{projectRuns: runsDebScripts}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	msbuildRuns      = &specMore{moreChange: &moreChange{projectRuns: runsMSBuild}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	rpmInstallRuns   = &specMore{moreChange: &moreChange{projectRuns: runsRPMInstall}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	rpmReinstallRuns = &specMore{moreChange: &moreChange{projectRuns: runsRPMInstall | runsRPMErase}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	rpmEraseRuns     = &specMore{moreChange: &moreChange{projectRuns: runsRPMErase}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	debRemoveRuns    = &specMore{moreChange: &moreChange{projectRuns: runsDebRemove}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
	workflowRuns     = &specMore{moreChange: &moreChange{projectRuns: runsWorkflows, projectOpts: "--workflows -W", projectDir: "--directory -C"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
)

// The options of the package tools that install, remove or verify a
// package and run its scriptlets (rpm(8), dpkg(1), apt-get(8),
// dnf(8), zypper(8)) and of act, read through their entries above
// (runsGiven): those that take a value, and in unless those with which
// no scriptlet runs: another mode (rpm -q, -V, -K: rpm -qip reads -i
// as --info), a test, a simulation or a download alone, --noscripts and
// --justdb (rpm runs neither a scriptlet nor a trigger then:
// transaction.c), help; act's listings and dry run.
const (
	rpmValue             = "DEr"
	rpmLong     wordList = "--dbpath --define --eval --excludepath --load --macros --pipe --predefine --prefix --qf --queryformat --rcfile --relocate --root --undefine"
	rpmNoRun    wordList = "--checksig --help --justdb --noscripts --query --querytags --showrc --test --verify --version -? -K -V -q"
	dpkgLong    wordList = "--abort-after --admindir --debug --ignore-depends --instdir --log --path-exclude --path-include --post-invoke --pre-invoke --root --status-fd --status-logger"
	dpkgNoRun   wordList = "--dry-run --help --no-act --simulate --version -?"
	aptNoRun    wordList = "--assume-no --download-only --dry-run --help --just-print --no-act --print-uris --recon --simulate -d -h -s"
	dnfNoRun    wordList = "--assumeno --downloadonly --help --setopt=tsflags=noscripts --setopt=tsflags=test -h"
	zypperNoRun wordList = "--download-only --download=only --dry-run --help"
	actValue             = "CPWaejs"
	actLong     wordList = "--action-cache-path --actor --artifact-server-addr --artifact-server-path --artifact-server-port --cache-server-addr --cache-server-external-url --cache-server-path --cache-server-port --concurrent-jobs --container-architecture --container-cap-add --container-cap-drop --container-daemon-socket --container-options --defaultbranch --directory --env --env-file --eventpath --github-instance --input --input-file --job --local-repository --matrix --network --platform --remote-name --replace-ghe-action-token-with-github-com --replace-ghe-action-with-github-com --secret --secret-file --userns --var --var-file --workflows"
	actNoRun    wordList = "--dryrun --graph --help --list --version -g -h -l -n"
)

const (
	containerListValue wordList = "--filter --format --last"
)
