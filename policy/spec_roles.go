package policy

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
	{path: "aria2c", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleCopiesWhole}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "axel", more: downloaderRole},
	{path: "curl", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleCopiesWhole | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "curlie", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "elinks", more: downloaderRole},
	{path: "fetch", more: downloaderRole},
	{path: "http", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "httpie", more: downloaderRole},
	{path: "https", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "links", more: downloaderRole},
	{path: "lwp-download", more: downloaderRole},
	{path: "lwp-request", more: downloaderRole},
	{path: "lynx", more: downloaderRole},
	{path: "w3m", more: downloaderRole},
	{path: "wcurl", more: downloaderRole},
	{path: "wget", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleCopiesWhole | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wget2", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xh", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xhs", more: &specMore{moreChange: &moreChange{role: roleDownloads | roleUploads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Killers of processes besides agentSpecs' (pkill, killall,
	// taskkill, Stop-Process): kill(1) and tkill signal process ids,
	// skill(1) processes by user, terminal or command; spps is
	// PowerShell's alias of Stop-Process.
	{path: "kill", more: killerRole},
	{path: "skill", more: killerRole},
	{path: "spps", more: killerRole},
	{path: "tkill", more: killerRole},

	// Listers of processes: each prints the processes its operands
	// name (pgrep PATTERN, pidof NAME, ps -C NAME, Get-Process NAME), so
	// that what it prints is their ids (kill $(pgrep X)); their
	// options' values are no names (pgrep -u postgres X, pidof -o PID).
	{path: "get-process", more: procListerRole, ps: true, fold: true, long: "-ComputerName -Id -InputObject -Module -Name -ProcessName"}, // Get-Process [-Name] NAME…; -ProcessName is -Name's alias
	{path: "pgrep", value: procpsValue, long: procpsLong, more: procListerRole},
	{path: "pidof", value: "o", more: procListerRole},
	{path: "ps", more: procListerRole},

	// Privilege wrappers besides wrapperSpecs' (sudo, doas, pkexec,
	// runuser) and carrierSpecs' su: run0(1) systemd's sudo.
	{path: "run0", more: asUserRole},

	// Locators: each prints where the program or file its operand names
	// is (which X, type -p X, whereis X, readlink -f X, realpath X;
	// command -v is wrapperSpecs'). type is cmd's file printer too.
	{path: "readlink", more: locatorRole},
	{path: "realpath", more: locatorRole},
	{path: "type", more: &specMore{moreChange: &moreChange{role: roleLocates | roleShowsFiles | roleWinPrintsOnly | roleWinReads | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "whereis", more: locatorRole},
	{path: "which", more: &specMore{moreChange: &moreChange{role: roleLocates | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

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
	{path: "scancel", value: "ACLMnpqRstuw", long: "--account --cluster --clusters --licenses --name --nodelist --partition --qos --reservation --sibling --signal --state --user --wckey", more: &specMore{moreChange: &moreChange{ends: "job"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
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
	{path: "aws", more: &specMore{moreChange: &moreChange{role: roleRemote | roleStorageSends}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "az", more: &specMore{moreChange: &moreChange{role: roleRemote | roleStorageSends}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "colima", more: remoteRole},
	{path: "ddev", more: remoteRole},
	{path: "devcontainer", more: remoteRole},
	{path: "distrobox", more: remoteRole},
	{path: "docker", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "docker-compose", more: remoteRole},
	{path: "fly", more: remoteRole},
	{path: "flyctl", more: remoteRole},
	{path: "gcloud", more: &specMore{moreChange: &moreChange{role: roleRemote | roleStorageSends}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gh", more: remoteRole},
	{path: "heroku", more: remoteRole},
	{path: "incus", more: remoteRole},
	{path: "kubectl", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lando", more: remoteRole},
	{path: "limactl", more: remoteRole},
	{path: "lxc", more: remoteRole},
	{path: "machinectl", more: remoteRole},
	{path: "mosh", more: remoteRole},
	{path: "multipass", more: remoteRole},
	{path: "nerdctl", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "oc", more: remoteRole},
	{path: "orb", more: remoteRole},
	{path: "podman", more: &specMore{moreChange: &moreChange{role: roleRemote | roleRunsContainers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "railway", more: remoteRole},
	{path: "teleport", more: remoteRole},
	{path: "toolbox", more: remoteRole},
	{path: "tsh", more: remoteRole},
	{path: "vagrant", more: remoteRole},

	// Detachers: each starts its command away from the terminal, in a
	// session (nohup, setsid, daemonize), a window or a job of its own
	// (cmd's start; PowerShell's Start-Process and Start-Job, and their
	// aliases saps and sajb).
	{path: "daemonize", more: detacherRole},
	{path: "nohup", more: detacherRole},
	{path: "sajb", more: detacherRole},
	{path: "saps", more: &specMore{moreChange: &moreChange{role: roleDetaches | roleOpensURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "setsid", more: detacherRole},
	{path: "start", more: &specMore{moreChange: &moreChange{role: roleDetaches | roleOpensURL}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
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
	{path: "journalctl", more: logsRole},
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
	{path: "cat", more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleShowsAsIs | roleKeepsLines | roleFetchReads | roleQuiet | rolePrintsStdin}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gc", more: showsFilesRole},
	{path: "head", value: headValue, long: headLong, more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleShowsAsIs | roleKeepsLines | roleFetchReads | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "nl", more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleShowsAsIs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "tac", more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleShowsAsIs | roleKeepsLines}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "tail", value: tailValue, long: tailLong, more: &specMore{moreChange: &moreChange{role: roleShowsFiles | rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleShowsAsIs | roleKeepsLines | roleFetchReads | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Readers whose only effect on what they read is to print it, or a
	// part of it, besides the file printers above and those with an
	// entry of their own (grep, rg, sort, jq): encoders and dumpers to
	// standard output (base64, base32, basenc, od, hexdump, xxd,
	// strings, zcat), and the text tools that cut, fold, paste, reverse
	// or drop repeated lines (cut, fold, paste, rev, uniq).
	{path: "base32", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleComputed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "base64", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleShowsAsIs | roleComputed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "basenc", more: stdoutOnlyRole},
	{path: "cut", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "fold", more: stdoutOnlyRole},
	{path: "hexdump", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleShowsAsIs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "od", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleShowsAsIs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "paste", more: stdoutOnlyRole},
	{path: "rev", more: &specMore{moreChange: &moreChange{role: roleStdoutOnly | roleComputed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "strings", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleShowsAsIs}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "uniq", value: uniqValue, long: uniqLong, more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleFiltersLines | roleKeepsLines}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xxd", more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleShowsAsIs | roleComputed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zcat", more: stdoutOnlyRole},

	// PowerShell's and cmd's readers that only print what they read,
	// besides those with an entry of their own (Get-Content, findstr,
	// more): cmd's find (find.exe, from PowerShell too), Select-String.
	{path: "find", more: &specMore{moreChange: &moreChange{role: roleWinPrintsOnly | roleWinReads | roleWinKeepsLines}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
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
	{path: "cmp", more: showsAsIsRole},
	{path: "cp", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleCopiesWhole | roleUncCopies}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "diff", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleFetchReads | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "file", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleFetchReads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "hd", more: showsAsIsRole},
	{path: "stat", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleFetchReads | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sha256sum", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleQuietInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wc", more: &specMore{moreChange: &moreChange{role: roleShowsAsIs | roleQuietInput | roleFetchReads | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: ":", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "[", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "b2sum", more: quietInputRole},
	{path: "b3sum", more: quietInputRole},
	{path: "cksum", more: quietInputRole},
	{path: "md5", value: "cs", long: "--check --string", unless: "-p --passthrough", more: quietInputRole},
	{path: "md5sum", more: quietInputRole},
	{path: "sha1sum", more: quietInputRole},
	{path: "sha224sum", more: quietInputRole},
	{path: "sha384sum", more: quietInputRole},
	{path: "sha512sum", more: quietInputRole},
	{path: "shasum", more: quietInputRole},
	{path: "sum", more: quietInputRole},
	{path: "test", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "true", more: &specMore{moreChange: &moreChange{role: roleQuietInput | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xxhsum", more: quietInputRole},

	// Windows readers that print or send the files they name, besides
	// those with an entry of their own (Get-Content, findstr, copy,
	// Copy-Item, xcopy, more, type): certutil (-encode, -dump),
	// esentutl /y (copies a file another program holds open, a
	// browser's store), Format-Hex, Import-Csv, and Invoke-WebRequest and
	// Invoke-RestMethod -InFile (roleWinReads).
	{path: "certutil", more: winReadsRole},
	{path: "esentutl", more: winReadsRole},
	{path: "format-hex", more: winReadsRole},
	{path: "import-csv", more: winReadsRole},
	{path: "invoke-restmethod", more: &specMore{moreChange: &moreChange{role: roleWinReads | roleWebCmdlet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "invoke-webrequest", more: &specMore{moreChange: &moreChange{role: roleWinReads | roleWebCmdlet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Line keepers besides those above and those with an entry of their
	// own (grep, sort): shuf prints its lines in another order, tee
	// copies them to its files as well (roleKeepsLines); the options
	// given are their grammar.
	{path: "shuf", value: "nor", long: "--head-count --output --random-source", more: keepsLinesRole},
	{path: "tee", literalOpts: true, more: &specMore{moreChange: &moreChange{role: roleKeepsLines | rolePrintsStdin}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Copiers besides those above (cp, curl, wget, aria2c) and those
	// with an entry of their own (rsync, scp): mv, install and ln each
	// put a file whole where their destination says (roleCopiesWhole).
	{path: "install", more: copiesWholeRole},
	{path: "ln", more: copiesWholeRole},
	{path: "mv", more: &specMore{moreChange: &moreChange{role: roleCopiesWhole | roleUncCopies | roleMoves}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Filters the analysis computes on known text besides those above
	// (base64, base32, rev, xxd): tr SET1 SET2 and tr -d SET
	// (roleComputed).
	{path: "tr", more: &specMore{moreChange: &moreChange{role: roleComputed | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// PowerShell's filter stages and their aliases: each passes on some
	// of the objects it is fed, in another order or fewer of them
	// (Where-Object, ?, where; Select-Object, select; Sort-Object, sort,
	// which is POSIX sort's name too: the role is asked of PowerShell's
	// pipelines alone).
	{path: "?", more: objectFilterRole},
	{path: "select", more: &specMore{moreChange: &moreChange{role: roleFiltersObjects | roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "select-object", more: &specMore{moreChange: &moreChange{role: roleFiltersObjects | roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sort", more: &specMore{moreChange: &moreChange{role: roleFiltersObjects | roleKeepsObjects}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
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
	{path: "cd", more: quietRole},
	{path: "df", more: quietRole},
	{path: "du", more: quietRole},
	{path: "echo", more: &specMore{moreChange: &moreChange{role: roleFetchReads | roleTextOnly | roleQuiet | rolePrintsWords | roleWinPrints}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "false", more: quietRole},
	{path: "id", more: quietRole},
	{path: "ls", more: &specMore{moreChange: &moreChange{role: roleFetchReads | roleQuiet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "printf", more: &specMore{moreChange: &moreChange{role: roleFetchReads | roleTextOnly | rolePrintsWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "unset", more: &specMore{moreChange: &moreChange{role: roleDefines}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Readers of the files they name whose words are data besides those
	// with an entry of their own (cat, grep, jq): plutil prints a
	// property list (roleFetchReads).
	{path: "plutil", more: &specMore{moreChange: &moreChange{role: roleFetchReads}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Readers of manual pages and the searches of their index: each
	// shows or searches its words, never opens them (roleTextOnly); git,
	// whose subcommands have entries of their own, shows or searches
	// the words it is given (git log --grep URL) in the rules' reading.
	{path: "apropos", more: textOnlyRole},
	{path: "git", more: textOnlyRole},
	{path: "info", more: textOnlyRole},
	{path: "whatis", more: textOnlyRole},

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
	{path: "azcopy", more: storageSendsRole},
	{path: "b2", more: storageSendsRole},
	{path: "borg", more: storageSendsRole},
	{path: "gsutil", more: storageSendsRole},
	{path: "litestream", more: storageSendsRole},
	{path: "mc", more: storageSendsRole},
	{path: "rclone", more: storageSendsRole},
	{path: "restic", more: storageSendsRole},
	{path: "s3cmd", more: storageSendsRole},
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
	{path: "net", more: servicesRole},
	{path: "net.exe", more: servicesRole},
	{path: "pm2", more: servicesRole},
	{path: "rc-service", more: servicesRole},
	{path: "rc-update", more: servicesRole},
	{path: "remove-service", more: servicesRole},
	{path: "s6-svc", more: servicesRole},
	{path: "sc", more: servicesRole},
	{path: "sc.exe", more: servicesRole},
	{path: "schtasks", more: servicesRole},
	{path: "schtasks.exe", more: servicesRole},
	{path: "spsv", more: servicesRole},
	{path: "supervisorctl", more: servicesRole},
	{path: "sv", more: servicesRole},
	{path: "systemctl", more: servicesRole},

	// Package managers: each installs and removes software: the
	// distributions' (apk, apt, apt-get, aptitude, dnf, yum, zypper,
	// pacman, emerge, xbps-remove, dpkg, rpm, snap), the BSDs' (pkg,
	// pkg_delete, pkgin, port), macOS's brew, Windows' (choco, scoop,
	// winget, msiexec, Uninstall-Package, Remove-AppxPackage,
	// Remove-AppxProvisionedPackage) (rolePackages).
	{path: "apk", more: packagesRole},
	{path: "apt", more: packagesRole},
	{path: "apt-get", more: packagesRole},
	{path: "aptitude", more: packagesRole},
	{path: "brew", more: packagesRole},
	{path: "choco", more: packagesRole},
	{path: "dnf", more: packagesRole},
	{path: "dpkg", more: packagesRole},
	{path: "emerge", more: packagesRole},
	{path: "msiexec", more: packagesRole},
	{path: "pacman", more: packagesRole},
	{path: "pkg", more: packagesRole},
	{path: "pkg_delete", more: packagesRole},
	{path: "pkgin", more: packagesRole},
	{path: "port", more: packagesRole},
	{path: "remove-appxpackage", more: packagesRole},
	{path: "remove-appxprovisionedpackage", more: packagesRole},
	{path: "rpm", more: packagesRole},
	{path: "scoop", more: packagesRole},
	{path: "snap", more: packagesRole},
	{path: "uninstall-package", more: packagesRole},
	{path: "winget", more: packagesRole},
	{path: "xbps-remove", more: packagesRole},
	{path: "yum", more: packagesRole},
	{path: "zypper", more: packagesRole},

	// Task runners whose first operands are the project's tasks besides
	// those with an entry of their own (make, gmake, just, task,
	// go-task): Capistrano's cap, dagger, dep, earthly, Fabric's fab,
	// fastlane, grunt, gulp, Invoke's inv and invoke, mage, mina, poe
	// (roleMakeTasks).
	{path: "cap", more: makeTasksRole},
	{path: "dagger", more: makeTasksRole},
	{path: "dep", more: makeTasksRole},
	{path: "earthly", more: makeTasksRole},
	{path: "fab", more: makeTasksRole},
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
	{path: "composer", more: scriptTasksRole},
	{path: "npm", more: scriptTasksRole},
	{path: "pnpm", more: scriptTasksRole},
	{path: "yarn", more: scriptTasksRole},

	// Shells besides the POSIX shells above and conhost: csh, tcsh,
	// fish, elvish, nu, xonsh, yash, rbash, cmd, PowerShell's
	// (powershell, powershell_ise, pwsh, posh) and Windows Terminal (wt,
	// windowsterminal), which hosts one (roleShell).
	{path: "cmd", more: shellRole},
	{path: "csh", more: shellRole},
	{path: "elvish", more: shellRole},
	{path: "fish", more: shellRole},
	{path: "nu", more: shellRole},
	{path: "posh", more: shellRole},
	{path: "powershell", more: shellRole},
	{path: "powershell_ise", more: shellRole},
	{path: "pwsh", more: shellRole},
	{path: "rbash", more: shellRole},
	{path: "tcsh", more: shellRole},
	{path: "windowsterminal", more: shellRole},
	{path: "wt", more: shellRole},
	{path: "xonsh", more: shellRole},
	{path: "yash", more: shellRole},
	// Mailers: each sends a message to the addresses it is given: the
	// mail(1) family (mail, mailx, s-nail), mutt and neomutt, the
	// sendmail interface (sendmail, msmtp, ssmtp), swaks, Windows' blat,
	// PowerShell's Send-MailMessage and Microsoft Graph's Send-MgUserMail
	// (roleMails).
	{path: "blat", more: mailsRole},
	{path: "mail", more: mailsRole},
	{path: "mailx", more: mailsRole},
	{path: "msmtp", more: mailsRole},
	{path: "mutt", more: mailsRole},
	{path: "neomutt", more: mailsRole},
	{path: "s-nail", more: mailsRole},
	{path: "send-mailmessage", more: mailsRole},
	{path: "send-mgusermail", more: mailsRole},
	{path: "sendmail", more: mailsRole},
	{path: "ssmtp", more: mailsRole},
	{path: "swaks", more: mailsRole},

	// Raw network tools: each opens a connection of its own to the host
	// and port it is given (netcat's builds, ncat, socat, telnet,
	// cryptcat, pwncat, rcat; openssl's s_client) (roleRawNet).
	{path: "cryptcat", more: rawNetRole},
	{path: "nc", more: rawNetRole},
	{path: "nc.openbsd", more: rawNetRole},
	{path: "nc.traditional", more: rawNetRole},
	{path: "ncat", more: rawNetRole},
	{path: "netcat", more: rawNetRole},
	{path: "openssl", more: rawNetRole},
	{path: "pwncat", more: rawNetRole},
	{path: "pwncat-cs", more: rawNetRole},
	{path: "rcat", more: rawNetRole},
	{path: "socat", more: rawNetRole},
	{path: "telnet", more: rawNetRole},

	// Lookups: each resolves or reaches the name it is given (dig,
	// drill, host, nslookup, getent, resolvectl, Resolve-DnsName; ping,
	// ping6, traceroute, tracepath, Test-Connection) (roleLooksUp).
	{path: "dig", more: looksUpRole},
	{path: "drill", more: looksUpRole},
	{path: "getent", more: looksUpRole},
	{path: "host", more: looksUpRole},
	{path: "nslookup", more: looksUpRole},
	{path: "ping", more: looksUpRole},
	{path: "ping6", more: looksUpRole},
	{path: "resolve-dnsname", more: looksUpRole},
	{path: "resolvectl", more: looksUpRole},
	{path: "test-connection", more: looksUpRole},
	{path: "tracepath", more: looksUpRole},
	{path: "traceroute", more: looksUpRole},

	// Editors besides those with an entry of their own (vi, vim, nvim,
	// ex, ed, emacs): each opens a file for editing (roleEditor).
	{path: "code", more: editorRole},
	{path: "gedit", more: editorRole},
	{path: "joe", more: editorRole},
	{path: "kate", more: editorRole},
	{path: "mcedit", more: editorRole},
	{path: "micro", more: editorRole},
	{path: "nano", more: editorRole},
	{path: "pico", more: editorRole},

	// Openers besides the detachers that open too (cmd's start,
	// Start-Process, saps): each opens what it is given with its default
	// handler (xdg-open, open, gio open, wslview, sensible-browser,
	// www-browser, explorer, Invoke-Item and its alias ii) (roleOpensURL).
	{path: "explorer", more: opensURLRole},
	{path: "gio", more: opensURLRole},
	{path: "ii", more: opensURLRole},
	{path: "invoke-item", more: opensURLRole},
	{path: "open", more: opensURLRole},
	{path: "sensible-browser", more: opensURLRole},
	{path: "wslview", more: opensURLRole},
	{path: "www-browser", more: opensURLRole},
	{path: "xdg-open", more: opensURLRole},

	// POSIX shells: each runs its first operand as a script unless told
	// -c or -n (roleScriptShell).
	{path: "ash", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bash", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dash", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ksh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "mksh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zsh", more: &specMore{moreChange: &moreChange{role: roleScriptShell | roleShell}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},

	// Compilers and linkers besides go's entry: each writes a program
	// (-o FILE), not a script (roleCompiles).
	{path: "c++", more: compilesRole},
	{path: "cc", more: compilesRole},
	{path: "clang", more: compilesRole},
	{path: "clang++", more: compilesRole},
	{path: "g++", more: compilesRole},
	{path: "gcc", more: compilesRole},
	{path: "gccgo", more: compilesRole},
	{path: "ghc", more: compilesRole},
	{path: "ld", more: compilesRole},
	{path: "nim", more: compilesRole},
	{path: "rustc", more: compilesRole},
	{path: "swiftc", more: compilesRole},
	{path: "tcc", more: compilesRole},
	{path: "zig", more: compilesRole},

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
	{path: "print", more: &specMore{moreChange: &moreChange{role: rolePrintsWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// The writers of their words to where others read them: logger
	// into the system log (kept, shipped to log servers, read back by
	// journalctl), wall onto every user's terminal, notify-send onto the
	// desktop (rolePrintsWords).
	{path: "logger", more: &specMore{moreChange: &moreChange{role: rolePrintsWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "notify-send", more: &specMore{moreChange: &moreChange{role: rolePrintsWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wall", more: &specMore{moreChange: &moreChange{role: rolePrintsWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// Windows' writers into the event log: Write-EventLog -Message,
	// eventcreate /d (roleWinPrints).
	{path: "eventcreate", more: winPrintsRole},
	{path: "write-eventlog", more: winPrintsRole},
	{path: "write", more: winPrintsRole},
	{path: "write-host", more: winPrintsRole},
	{path: "write-output", more: winPrintsRole},

	// PowerShell's formatters of a request's body: ConvertTo-Json,
	// -Csv, -Html and -Xml, Out-String (roleBodyFormat).
	{path: "convertto-csv", more: bodyFormatRole},
	{path: "convertto-html", more: bodyFormatRole},
	{path: "convertto-json", more: bodyFormatRole},
	{path: "convertto-xml", more: bodyFormatRole},
	{path: "out-string", more: bodyFormatRole},
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
)

const (
	containerListValue wordList = "--filter --format --last"
)
