package policy

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The sys rules: damaging the machine. They judge posix-family commands.
//
// Fork bombs are found on the syntax tree, which the Command model does
// not keep: the input, and every string it runs in a shell (bash -c,
// eval, a shell's known standard input), is parsed again and searched
// for a function whose body calls itself in a pipeline or in the
// background, or twice. Input mvdan.cc/sh cannot parse is searched with a
// pattern for NAME(){ … NAME … NAME … }.

// sysDisk matches block devices and kernel memory: writing them destroys
// a disk or the running system. Loop devices are files and are allowed.
var sysDisk = &lazyRegexp{expr: `^` + sysDiskDevices, words: []string{"/dev/"}}

// sysMkfsNames are the makers of a file system not named mkfs.TYPE:
// dosfstools', ntfs-3g's, exfat-utils', udftools' and NILFS' own names.
var sysMkfsNames = set{"mkdosfs", "mkexfatfs", "mkntfs", "mkudffs"}

// sysDiskDevices is sysDisk's expression without its anchor, for the
// expressions that find a device inside a word (of=/dev/sdb). A
// constant, laid out in the binary (TestInitsAllocateNothing).
const sysDiskDevices = `/dev/(?:(?:sd|hd|vd|xvd)[a-z]+\d*|nvme\d+(?:n\d+(?:p\d+)?)?|mmcblk\d+(?:p\d+|boot\d+)?|r?disk\d+(?:s\d+)*|md\d+(?:p\d+)?|dm-\d+|nbd\d+(?:p\d+)?|mapper/.+|disk/.+|(?:k?mem|port|root)$|` +
	// FreeBSD's ATA, SCSI, NVMe, virtio and RAID disks (ada0p2,
	// da1s1a, nvd0), ZFS' volumes, Ceph's and bcache's devices.
	`(?:ada|da|nvd|vtbd|mfid)\d+(?:p\d+|s\d+[a-h]?)?$|zd\d+(?:p\d+)?$|zvol/.+|rbd\d+(?:p\d+)?$|bcache\d+$)`

// sysDiskOf matches a dd-style output operand naming a block device
// (of=/dev/sdb, dcfldd's hof= and vf=): the disk the copy writes.
var sysDiskOf = &lazyRegexp{expr: `^(?:of|hof|vf)=` + sysDiskDevices}

// sysDevice returns the device a word names after normalisation ("" if
// none); unknown is set for /dev/$X.
func sysDevice(env *Env, w Word) (dev string, unknown bool) {
	p, ok := fsPath(env, w)
	if !ok {
		return "", strings.HasPrefix(w.Value, "/dev/") && !strings.HasPrefix(w.Value, "/dev/loop") && !strings.HasPrefix(w.Value, "/dev/null")
	}
	if sysDisk.match(p) || lvmVolume(p) {
		return p, false
	}
	if strings.HasPrefix(p, "/dev/") && strings.ContainsAny(p, "*?[") {
		// /dev/sd?, /dev/nvme*n1: a pattern the shell expands to every
		// disk it matches.
		for _, d := range sysDiskSamples {
			if ok, _ := path.Match(p, d); ok {
				return p, false
			}
		}
	}
	return "", false
}

// xargsDisk reports whether w, a word of c, is at worst a disk because
// xargs puts there each line a lister of disks prints (fedDisks): the
// whole line, or it after /dev/ (lsblk | awk '{print "/dev/"$1}' | xargs
// -I{} dd of={}), not a file named after it (of=./{}.img).
func xargsDisk(c *Command, w Word) bool {
	v := strings.TrimPrefix(w.Value, "/dev/")
	return v != "null" && !strings.ContainsAny(v, "/.") && slices.ContainsFunc(c.Wrappers, func(x string) bool { return strings.HasPrefix(x, "xargs") }) && fedDisks(c)
}

// devCharDirs are the directories of /dev that hold no disks: the
// terminals, descriptors, shared memory, input, sound, video and bus
// devices the kernel and udev make there.
var devCharDirs = set{"bus", "char", "cpu", "dri", "dvb", "fd", "hidraw", "hugepages", "input", "mqueue", "net", "pts", "serial", "shm", "snd", "usb", "v4l", "vfio"}

// lvmVolume reports whether p, a clean absolute path, is /dev/VG/LV: a
// logical volume by its volume group's name, the link LVM makes for
// each (lvm(8), "Logical volumes are accessed as /dev/VG/LV"), in a
// directory of /dev that holds no terminals or other devices.
func lvmVolume(p string) bool {
	rest, ok := strings.CutPrefix(p, "/dev/")
	if !ok {
		return false
	}
	vg, lv, ok := strings.Cut(rest, "/")
	return ok && vg != "" && lv != "" && !strings.Contains(lv, "/") && !devCharDirs.has(vg) && !strings.ContainsAny(rest, "*?[")
}

// sysDiskSamples are names of disks and their partitions a pattern of
// /dev is tried against (sysDevice).
var sysDiskSamples = [...]string{"/dev/sda", "/dev/sdb", "/dev/sda1", "/dev/sdb1", "/dev/hda", "/dev/vda", "/dev/vdb", "/dev/vda1", "/dev/xvda", "/dev/xvdf", "/dev/nvme0n1", "/dev/nvme1n1", "/dev/nvme0n1p1", "/dev/mmcblk0", "/dev/mmcblk0p1", "/dev/disk0", "/dev/disk2", "/dev/rdisk2", "/dev/disk2s1", "/dev/md0", "/dev/dm-0", "/dev/nbd0"}

func sysCommand(ctx *Context, c *Command) []Finding {
	if f := sysMiner(c); f != nil {
		return []Finding{*f}
	}
	if f := sysHiddenProgram(ctx, c); f != nil {
		return []Finding{*f}
	}
	if f := sysTempHook(ctx, c); f != nil {
		return []Finding{*f}
	}
	if f := sysRecipeShell(c); f != nil {
		return []Finding{*f}
	}
	if f := sysPersist(ctx, c); f != nil {
		return []Finding{*f}
	}
	if f := sysLaterSettings(c); f != nil {
		return []Finding{*f}
	}
	if f := sysProtectionClass(ctx, c); f != nil {
		return f
	}
	if f := scriptKillAll(c); f != nil {
		return []Finding{*f}
	}
	if !c.Grammar.IsPosix() {
		return nil
	}
	if f := sysLogErased(ctx, c); f != nil {
		return []Finding{*f}
	}
	env := ctx.Env // never nil: Check sees to it
	var out []Finding
	// exec < f, exec 0<&9: the shell itself would read its next commands
	// from there, past the guard, which checks only what it is given.
	if c.Name == "exec" && len(c.Args) == 0 {
		for _, r := range c.Redirs {
			// exec < /dev/null: the shell reads no more commands at all,
			// a common idiom to keep children off the terminal.
			if (r.Fd == "" || r.Fd == "0") && (r.Op == "<" || r.Op == "<&" || r.Op == "<>") && r.Target.Value != "-" && r.Target.Value != "&-" && r.Target.Value != "/dev/null" {
				out = append(out, finding("sys.shell-input", c, "it makes the shell read its next commands from "+r.Target.Value+", where nothing checks them",
					"run a script file as a command instead (`sh ./script.sh`, which is checked), and leave the shell's standard input alone"))
				break
			}
		}
	}
	// Writes to disks and to /proc/sysrq-trigger, from any command, its
	// relative paths judged from every directory an earlier cd may have
	// moved to (cd /proc; echo c > sysrq-trigger; movedEnvs), as
	// fsCommand judges them.
	if f := sysDeviceWrite(env, c); f != nil {
		out = append(out, *f)
	} else {
		for _, moved := range movedEnvs(ctx, c) {
			if f := sysDeviceWrite(moved, c); f != nil {
				out = append(out, *f)
				break
			}
		}
	}
	if len(out) > 0 {
		return out
	}
	name := c.Name
	if strings.HasPrefix(name, "mkfs") || strings.HasPrefix(name, "mke2fs") || strings.HasPrefix(name, "newfs") || sysMkfsNames.has(name) {
		name = "mkfs" // mkfs.ext4, the BSDs' and macOS's newfs, newfs_msdos, newfs_apfs
	}
	const mkfsFix = "practise on an image file instead, e.g. `truncate -s 64M ./disk.img && mkfs.ext4 -F ./disk.img`; ask a human to format real devices"
	switch name {
	case "shred", "badblocks", "blkdiscard", "cp", "cat", "pv":
		if name == "badblocks" && !sysHasShort(c.Args, 'w') {
			break
		}
		for _, w := range c.Args {
			dev, unknown := sysDevice(env, w)
			if dev == "" && (unknown || name == "blkdiscard" && !w.Literal && !strings.HasPrefix(w.Value, "-")) {
				dev = w.Value // /dev/$X, or blkdiscard's only operand known at run time (xargs blkdiscard): a disk at worst
			}
			if dev != "" && (name == "shred" || name == "badblocks" || name == "blkdiscard") {
				return []Finding{finding("sys.disk-write", c, c.Name+" of the block device "+dev+" destroys everything on it",
					"write disk images to a file, e.g. `dd if=/dev/zero of=./disk.img bs=1M count=64`; ask a human to wipe real devices")}
			}
		}
	case "mkfs", "mkswap", "wipefs", "fdisk", "sfdisk", "cfdisk", "gdisk", "sgdisk", "cgdisk", "parted", "cryptsetup":
		if sysPartitionReadOnly(name, c.Args) {
			break
		}
		for _, w := range c.Args {
			if strings.HasPrefix(w.Value, "-") {
				continue
			}
			if dev, unknown := sysDevice(env, w); dev != "" || unknown || !w.Literal && name != "cryptsetup" {
				if dev == "" {
					dev = w.Value
				}
				return []Finding{finding("sys.mkfs", c, c.Name+" on "+dev+" erases the partition table or file system of a disk", mkfsFix)}
			}
		}
	case "shutdown", "reboot", "halt", "poweroff", "kexec":
		if name == "shutdown" && (sysHasShort(c.Args, 'c') || hasArg(c.Args, "--help")) || hasArg(c.Args, "--help") || name == "kexec" && !sysHasShort(c.Args, 'e') {
			break
		}
		return []Finding{sysShutdown(c)}
	case "init", "telinit":
		if v := c.Arg(0); v == "0" || v == "6" || v == "1" || strings.EqualFold(v, "s") {
			return []Finding{sysShutdown(c)}
		}
	case "systemctl", "loginctl":
		if f := sysBootTarget(c); f != nil {
			return []Finding{*f}
		}
		for _, a := range c.Args {
			switch a.Value {
			case "poweroff", "reboot", "halt", "kexec", "suspend", "hibernate", "hybrid-sleep", "suspend-then-hibernate", "rescue", "emergency", "soft-reboot":
				return []Finding{sysShutdown(c)}
			case "isolate":
				return []Finding{sysShutdown(c)}
			}
		}
	case "kill":
		if f := sysKill(c); f != nil {
			return f
		}
		if f := sysKillListed(c); f != nil {
			return []Finding{*f}
		}
	case "killall5":
		return []Finding{sysKillAll(c, "killall5 signals every process on the machine")}
	case "pkill", "killall":
		_, p := specRead(c)
		ops := p.operands
		for _, v := range p.values("-u", "-U", "--euid", "--uid", "--user") {
			if v == "root" || v == "0" {
				return []Finding{sysKillAll(c, c.Name+" of every process of root kills the system's services")}
			}
		}
		for _, o := range ops {
			if v := o.Value; v == "." || v == ".*" || v == "" || v == "^" {
				return []Finding{sysKillAll(c, c.Name+" with a pattern matching every process kills the whole session")}
			}
			if f := sysKillNamed(c, o.Value, killsOutright(c)); f != nil {
				return []Finding{*f}
			}
			if slices.Contains(c.Wrappers, "watch") && !sysHasShort(c.Args, 'l') {
				// watch runs it every few seconds, for as long as it runs.
				return []Finding{sysKillAll(c, c.Name+" "+o.Value+" run again and again by watch keeps "+o.Value+" from ever running: each time it starts, it is killed")}
			}
		}
		if len(ops) == 0 && !sysHasShort(c.Args, 'l') && !hasArg(c.Args, "--help", "-V", "--version", "--list") {
			// pkill -u USER, killall -u USER: no name, so every process
			// of the user (the agent's own session too) or of the group.
			selectors := []string{"-u", "-U", "--euid", "--uid", "-g", "-G", "--group", "--pgroup", "-s", "--session", "-t", "--terminal"}
			if c.Name == "killall" {
				selectors = []string{"-u", "--user"} // its -s is the signal, -g a switch
			}
			for _, k := range selectors {
				if p.has(k) {
					return []Finding{sysKillAll(c, c.Name+" "+k+" without a name signals every process it selects, the whole session of that user")}
				}
			}
		}
	case "crontab":
		if parseArgs(&crontabSpec, c.Args).has("-r", "--remove") || hasArg(c.Args, "/dev/null") {
			return []Finding{finding("sys.crontab-remove", c, "crontab -r deletes the whole crontab without asking, and keeps no copy",
				"look at it with `crontab -l`; to change one entry, edit a copy and install it deliberately")}
		}
	case "dd":
		// of= handled above.
	}
	return nil
}

// Processes killed wholesale by an interpreter's code, as kill -9 -1
// would: a signal sent to -1, every process the user may signal
// (Python's os.kill(-1, …), Node's process.kill(-1), Ruby's
// Process.kill(SIG, -1), Perl's kill SIG, -1, PHP's posix_kill(-1, …)),
// or a kill in code that walks every process of the machine (/proc's
// entries, psutil's process_iter or pids) and reads no process's name
// or command line to choose among them.
var (
	scriptKillCall   = &lazyRegexp{expr: `(?:\b|_)kill(?:pg)?\s*\(|\.(?:kill|terminate|send_signal)\s*\(|(?:^|[\s;{(])kill\s*\(?\s*['"]?-?\w+['"]?\s*(?:,|=>)`}
	scriptKillMinus1 = &lazyRegexp{expr: `(?:\b|_)kill\s*\(\s*-1\s*[,)]|\bProcess\.kill\s*\(\s*[^,()]+,(?:[^)]*,)?\s*-1\s*[,)]|(?:^|[\s;{(])kill\s*\(?\s*['"]?-?\w+['"]?\s*(?:,|=>)(?:[^;]*,)?\s*-1\b`}
	scriptAllProcs   = &lazyRegexp{expr: `\b(?:listdir|scandir|iterdir|opendir|readdir|readdirSync|entries|children|each_child|glob|Dir)\b[^;\n]{0,40}["'(/]/?proc/?["')\]*]|["']/proc/?["']\s*\)\s*\.\s*(?:iterdir|glob)|\bpsutil\.(?:process_iter|pids)\s*\(`}
	scriptProcChosen = &lazyRegexp{expr: `\.(?:name|cmdline|exe|cwd)\s*\(|/(?:comm|cmdline|exe|status)\b|\binfo\s*\[\s*["'](?:name|cmdline|exe)|attrs\s*=`}
)

// scriptKillAll is the sys.kill-all finding for an interpreter's code
// that kills every process (scriptKillMinus1, or scriptAllProcs with no
// scriptProcChosen), nil when it does not.
func scriptKillAll(c *Command) *Finding {
	if cmdInterpLang(c) == "" {
		return nil
	}
	_, code, ok := interpCode(c)
	if !ok || !strings.Contains(code, "kill") && !strings.Contains(code, "terminate") && !strings.Contains(code, "signal") || !scriptKillCall.match(code) {
		return nil
	}
	if scriptKillMinus1.match(code) || scriptAllProcs.match(code) && !scriptProcChosen.match(code) {
		f := sysKillAll(c, "its code kills every process the machine lists (or pid -1: every process it may signal), the shell and the agent included")
		return &f
	}
	return nil
}

// sysPartitionReadOnly reports the listing forms of the partition tools.
func sysPartitionReadOnly(name string, args []Word) bool {
	switch name {
	case "fdisk", "sfdisk", "gdisk", "sgdisk":
		for _, a := range args {
			switch a.Value {
			case "-l", "--list", "-d", "--dump", "-p", "--print", "-s", "--show-size", "-V", "--verify", "--help", "-h", "-J", "--json":
				return true
			}
		}
	case "parted":
		for _, a := range args {
			switch a.Value {
			case "-l", "--list", "print", "--help", "-h":
				return true
			}
		}
	case "wipefs":
		// Without -a or -o wipefs only lists signatures.
		return !(sysHasShort(args, 'a') || sysHasShort(args, 'o') || hasArg(args, "--all") || hasPrefixArg(args, "--offset")) || sysHasShort(args, 'n') || hasArg(args, "--no-act")
	case "cryptsetup":
		for _, a := range args {
			switch a.Value {
			case "luksFormat", "erase", "luksErase", "reencrypt":
				return false
			}
		}
		return true
	}
	return false
}

// haltTarget matches a systemd target that leaves the machine without
// its services and network (rescue, emergency, runlevel 1) or stops it.
var haltTarget = &lazyRegexp{expr: `^(rescue|emergency|poweroff|halt|reboot|kexec|runlevel[016])(\.target)?$`}

// sysBootTarget returns the finding for systemctl starting or making
// the default a target haltTarget matches: the machine drops to a
// single-user shell or stops, now or at every boot.
func sysBootTarget(c *Command) *Finding {
	verb := ""
	for _, a := range c.Args {
		if strings.HasPrefix(a.Value, "-") {
			continue
		}
		if verb == "" {
			verb = a.Value
			continue
		}
		switch verb {
		case "set-default", "start", "isolate", "restart", "try-restart", "reload-or-restart", "enable":
			if haltTarget.match(a.Value) {
				f := finding("sys.shutdown", c, "it "+verb+"s "+a.Value+", which drops the machine to a single-user shell or stops it (at every boot, with set-default): every service, the network and this session end",
					"leave the boot target as it is (`systemctl get-default` shows it); ask a human to change it")
				return &f
			}
		}
	}
	return nil
}

func sysShutdown(c *Command) Finding {
	return finding("sys.shutdown", c, "this stops or restarts the whole machine, and every session and job on it",
		"ask a human to shut down or reboot; to restart one service use `systemctl restart NAME`")
}

func sysKillAll(c *Command, reason string) Finding {
	return finding("sys.kill-all", c, reason,
		"kill only the processes you started, by their id: `kill 12345`, or find them first with `pgrep -f NAME`")
}

// criticalProcess names the processes a machine cannot run without, or
// not be reached without: init, the SSH server, Windows' session and
// security processes (killing lsass or csrss restarts Windows).
var criticalProcess = &lazyRegexp{expr: `(?i)^(init|systemd|sshd|dbus-daemon|lsass|csrss|wininit|winlogon|smss|services|svchost)(\.exe)?$`, words: []string{"csrss", "dbus-daemon", "ervices", "init", "logon", "lsass", "mss", "shd", "vchost", "ystemd"}}

// sessionProcess names the programs every process of which a kill by
// name ends: the shells (the agent's own, every terminal's) and the
// system's Python, which runs distributions' own services (firewalld,
// networkd-dispatcher, unattended-upgrades).
var sessionProcess = &lazyRegexp{expr: `(?i)^(bash|sh|dash|zsh|ksh|mksh|fish|tcsh|csh|pwsh|powershell|cmd|conhost|login|python[23]?(\.\d+)?)(\.exe)?$`, words: []string{"login", "md", "onhost", "python", "sh"}}

// securityProcess names the processes of security agents: the services
// of securityAgents and protectService as processes, and Defender's
// engines.
var securityProcess = &lazyRegexp{expr: `(?i)^(` + securityAgents + `|msmpeng|nissrv|mssense|sensecncproxy|csfalconservice|csfalconcontainer|sentinelagent|sysmon(64)?|cylancesvc|wazuh-agentd|ossec-agentd)(\.exe)?$`, words: []string{"agentd", "aide", "antad", "auoms", "avd", "clam", "cybereason-sensor", "cylancesvc", "daemon", "ds_agent", "elastic-", "entinelagent", "fail2ban", "falcon", "fapolicyd", "ir_agent", "kesl", "log-ng", "mdatp", "mfetpd", "msmpeng", "mssense", "nissrv", "nort", "ophos-spl", "pparmor", "qualys-cloud-agent", "queryd", "rsyslog", "sec", "sentinel", "taniumclient", "temd-journald", "traps_pmd", "uditd", "uricata", "usbguard", "wazuh-agent", "xagt", "ysmon"}}

// dataServers are the processes of database servers by their program's
// name: what they hold is written by them alone, and a kill that gives
// them no time to stop (SIGKILL, TerminateProcess) loses their open
// transactions and leaves their files to crash recovery (PostgreSQL's
// manual: "It is best not to use SIGKILL to shut down the server";
// MySQL's MyISAM tables are left corrupt).
var dataServers = set{"clickhouse-server", "cockroach", "etcd", "influxd", "mariadbd", "mongod", "mysqld", "postgres", "postmaster", "redis-server", "sqlservr", "valkey-server"}

// sysKillNamed judges a kill of the processes named name (killall NAME,
// pkill NAME, taskkill /im NAME, Stop-Process -Name NAME): the machine's
// own processes, a security agent, or every shell of the session; and,
// when forced (a kill it cannot catch: SIGKILL, taskkill /f,
// Stop-Process), a database server.
func sysKillNamed(c *Command, name string, forced bool) *Finding {
	var f Finding
	switch {
	case forced && dataServers.hasLower(strings.TrimSuffix(strings.ToLower(name), ".exe")):
		f = finding("sys.kill-all", c, "it kills every "+name+" process outright, a database server given no time to finish its writes: its open transactions are lost and its files left to crash recovery",
			"stop a database through its service (`systemctl stop postgresql`, `Stop-Service MSSQLSERVER`), which lets it shut down cleanly, or leave it to a human")
	case criticalProcess.match(name):
		f = finding("sys.kill-all", c, "it stops "+name+", which the machine needs to run or to be reached",
			"stop only the process you started, by its id (`kill 12345`, `taskkill /pid 1234`); restarting a system service is for a human")
	case securityProcess.match(name):
		f = finding("sys.protection-off", c, "it stops "+name+", a security agent that watches or records the machine",
			"leave security agents running; if one is in the way, say so and leave it to a human")
	case sessionProcess.match(name):
		f = finding("sys.kill-all", c, "it stops every "+name+" process of the machine: the agent's own shell, every terminal, and the system services that run on it",
			"stop only the process you started, by its id (`kill 12345`), or by its whole command line (`pkill -f 'python3 server.py'`)")
	default:
		return nil
	}
	return &f
}

// sysKillListed judges kill -9 of the processes a lookup found by name
// (kill -9 $(pgrep postgres), pidof mysqld | xargs kill -KILL) as
// sysKillNamed judges pkill -9 of that name.
func sysKillListed(c *Command) *Finding {
	if !killsOutright(c) {
		return nil
	}
	var f *Finding
	procLookups(c, func(l *Command) bool {
		_, p := specRead(l)
		for _, o := range p.operands {
			if dataServers.hasLower(strings.ToLower(o.Value)) {
				f = sysKillNamed(c, o.Value, true)
				return f != nil
			}
		}
		return false
	})
	return f
}

// killsOutright reports whether c, kill, pkill or killall, sends SIGKILL,
// which its target cannot catch: -9, -KILL, -SIGKILL, -s KILL, kill -n 9,
// --signal=9 (each program's spelling, any case).
func killsOutright(c *Command) bool {
	kill := func(v string) bool {
		v = strings.TrimPrefix(strings.ToUpper(v), "SIG")
		return v == "9" || v == "KILL"
	}
	for i, a := range c.Args {
		v := a.Value
		switch {
		case v == "-s" || v == "--signal" || v == "-n" && c.Name == "kill": // bash's kill -n 9; pkill's -n is newest
			if i+1 < len(c.Args) && kill(c.Args[i+1].Value) {
				return true
			}
		case strings.HasPrefix(v, "--signal="):
			if kill(strings.TrimPrefix(v, "--signal=")) {
				return true
			}
		case strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && kill(v[1:]):
			return true
		}
	}
	return false
}

// sysKill refuses kill -1 (every process the user may signal) and kill of
// pid 1 (init: the machine or container stops).
func sysKill(c *Command) []Finding {
	args := c.Args
	signal := "TERM"
	i := 0
	for i < len(args) {
		v := args[i].Value
		switch {
		case v == "-l" || v == "-L" || v == "--list" || v == "--table":
			return nil
		case v == "-s" || v == "-n" || v == "--signal":
			if i+1 < len(args) {
				signal = args[i+1].Value
			}
			i += 2
			continue
		case v == "--":
			i++
		case strings.HasPrefix(v, "-") && len(v) > 1 && i == 0 || strings.HasPrefix(v, "-") && len(v) > 1 && !sysNumber(v[1:]):
			signal = strings.TrimPrefix(v, "-")
			i++
			continue
		}
		break
	}
	if len(args) > 0 && args[0].Literal && strings.HasPrefix(args[0].Value, "-") && !killSignal(strings.TrimPrefix(args[0].Value, "-")) {
		// kill -b scene.blend: no signal and no option of kill's (bash's,
		// util-linux's or procps'): it stops there, signalling nothing.
		return nil
	}
	for _, a := range args[min(i, len(args)):] { // kill -s with no signal after it
		switch a.Value {
		case "-1":
			return []Finding{sysKillAll(c, "kill -1 signals every process you can reach, the shell and the agent included")}
		case "1":
			if signal != "0" {
				return []Finding{sysKillAll(c, "kill 1 signals init: the machine or container stops")}
			}
		}
	}
	return nil
}

// killSignal reports whether w, a word of kill's after its dash, is a
// signal (a number, a name with or without SIG in any case, RTMIN+N) or
// one of its options (-s, -l, -a, -p, -q, --signal, -- …).
func killSignal(w string) bool {
	if sysNumber(w) || strings.HasPrefix(w, "-") || killOpts.has(w) {
		return true
	}
	u := strings.TrimPrefix(strings.ToUpper(w), "SIG")
	if i := strings.IndexAny(u, "+-"); i > 0 && sysNumber(u[i+1:]) {
		u = u[:i] // RTMIN+3, RTMAX-1
	}
	return killSignals.has(u)
}

// killSignals are the signals' names (Linux's, the BSDs' and macOS'),
// killOpts kill's own options of one dash (bash's builtin, util-linux's
// and procps' kill), besides a signal.
var (
	killSignals = set{"ABRT", "ALRM", "BUS", "CHLD", "CLD", "CONT", "EMT", "EXIT", "FPE", "HUP", "ILL", "INFO", "INT", "IO", "IOT", "KILL", "LOST", "PIPE", "POLL", "PROF", "PWR", "QUIT", "RTMAX", "RTMIN", "SEGV", "STKFLT", "STOP", "SYS", "TERM", "THR", "TRAP", "TSTP", "TTIN", "TTOU", "UNUSED", "URG", "USR1", "USR2", "VTALRM", "WINCH", "XCPU", "XFSZ"}
	killOpts    = set{"L", "a", "d", "l", "n", "p", "q", "r", "s"}
)

func sysNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, ch := range s {
		if ch < '0' || ch > '9' {
			return false
		}
	}
	return true
}

// sysHasShort reports whether a short option cluster (not --long) holds
// letter l.
func sysHasShort(args []Word, l byte) bool {
	for _, a := range args {
		v := a.Value
		if v == "--" {
			return false
		}
		if len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.IndexByte(v[1:], l) >= 0 {
			return true
		}
	}
	return false
}

// hasArg reports whether any argument is one of words.
func hasArg(args []Word, words ...string) bool {
	for _, a := range args {
		if contains(words, a.Value) {
			return true
		}
	}
	return false
}

func hasPrefixArg(args []Word, s string) bool {
	for _, a := range args {
		if strings.HasPrefix(a.Value, s) {
			return true
		}
	}
	return false
}

// sysInput finds fork bombs in the shell code the analysis read: the
// input and the code it runs (sh -c, eval, a shell's standard input);
// and hosts-file lines that send a public name elsewhere.
func sysInput(ctx *Context, in *Input) []Finding {
	if f := hostsHijack(in); f != nil {
		return []Finding{*f}
	}
	if f := nfsExportOpen(in); f != nil {
		return []Finding{*f}
	}
	for _, text := range in.spawnLoops {
		return []Finding{sysSpawnLoop(&Command{Text: text, Grammar: in.Grammar})}
	}
	for _, t := range in.parsed {
		if t.f != nil && mayLoop(t.text) && spawnLoop(t.f) {
			c := &Command{Text: t.text}
			return []Finding{sysSpawnLoop(c)}
		}
		if name, ok := forkBomb(t.text, t.f); ok {
			c := &Command{Text: t.text}
			return []Finding{finding("sys.fork-bomb", c, "the function "+name+" calls itself in the background or in a pipe: a fork bomb that exhausts the process table and freezes the machine",
				"to run work in parallel use a bounded tool, e.g. `xargs -P 4 -n 1 echo < list.txt`")}
		}
	}
	if c := compiledForkLoop(ctx, in); c != nil {
		return []Finding{finding("sys.fork-bomb", c, "it compiles and runs a program this input wrote that forks in an endless loop: a fork bomb that freezes the machine",
			"to run work in parallel use a bounded tool, e.g. `xargs -P 4 -n 1 echo < list.txt`")}
	}
	for _, c := range in.Commands {
		switch cmdInterpLang(c) {
		case "perl", "python", "ruby", "node", "php", "lua":
			texts := c.Args
			if _, code, ok := interpCode(c); ok {
				texts = append(texts[:len(texts):len(texts)], Word{Value: code}) // with a program fed on standard input
			}
			for _, a := range texts {
				if sysForkLoop.get().MatchString(a.Value) {
					return []Finding{finding("sys.fork-bomb", c, "this program forks in an endless loop: a fork bomb that freezes the machine",
						"to run work in parallel use a bounded tool, e.g. `xargs -P 4 -n 1 echo < list.txt`")}
				}
			}
		}
	}
	return nil
}

// sysForkLoop matches a fork in an endless loop: perl's fork while fork,
// while True: os.fork(), a comprehension over an endless iterator
// ([os.fork() for _ in iter(int, 1)]) or a loop over one, for(;;) fork, ruby's loop { fork }.
// The fork may be called on what an import returns
// (__import__("os").fork(), require("child_process").fork(f)).
var sysForkLoop = &lazyRegexp{expr: `fork\s*(?:\(\s*\))?\s*while\s*(?:1|true|fork)|while\s*(?:\(?\s*(?:1|True|true)\s*\)?)\s*[:{]?\s*` + forkReceiver + `fork\s*\(|` +
	`fork\(\s*\)\s+for\s+\w+\s+in\s+(?:iter\(|(?:itertools\.)?(?:count|repeat|cycle)\()|for\s+\w+\s+in\s+(?:iter\(|(?:itertools\.)?(?:count|repeat|cycle)\()[^:\n]*:\s*` + forkReceiver + `fork\s*\(|for\s*\(\s*;\s*;\s*\)\s*\{?\s*` + forkReceiver + `fork\b|\bloop\s*(?:\{|do)\s*(?:Process\.)?fork\b`}

// forkReceiver matches what a fork call may be made on: a module's name
// (os., POSIX::, Process.) or the module an import call returns.
const forkReceiver = `(?:[\w.]*(?:\([^()\n]*\))?(?:\.|::))?`

// forkBomb reports a function in text that calls itself in a pipeline,
// in the background, or more than once; f is text's syntax as the analysis
// parsed it, nil when it did not parse whole.
func forkBomb(text string, f *syntax.File) (string, bool) {
	if !mayDefineFunction(text) {
		return "", false // no function definition: nothing to walk
	}
	if f == nil {
		return forkBombText(text)
	}
	// The call graph of the functions: who calls whom, and whether a
	// call multiplies (in the background, in a pipe, or twice). A
	// function is a bomb when it reaches itself through calls one of
	// which multiplies: f(){ f|f& }, or a(){ b|b& }; b(){ a|a& }.
	type edge struct {
		to    string
		multi bool
	}
	graph := map[string][]edge{}
	var order []string
	syntax.Walk(f, func(n syntax.Node) bool {
		fd, ok := n.(*syntax.FuncDecl)
		if !ok || fd.Name == nil {
			return true
		}
		calls := map[string]int{}
		bgCalls := map[string]bool{}
		var walk func(n syntax.Node, bg bool)
		walk = func(n syntax.Node, bg bool) {
			if n == nil {
				return // a statement of redirections only: >f &
			}
			syntax.Walk(n, func(m syntax.Node) bool {
				switch x := m.(type) {
				case *syntax.Stmt:
					if x.Background && x != n {
						walk(x.Cmd, true)
						return false
					}
				case *syntax.BinaryCmd:
					if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
						walk(x.X, true)
						walk(x.Y, true)
						return false
					}
				case *syntax.CallExpr:
					if len(x.Args) > 0 {
						if callee := x.Args[0].Lit(); callee != "" {
							calls[callee]++
							bgCalls[callee] = bgCalls[callee] || bg
						}
					}
				}
				return true
			})
		}
		walk(fd.Body, false)
		name := fd.Name.Value
		if _, seen := graph[name]; !seen {
			order = append(order, name)
		}
		for callee, k := range calls {
			graph[name] = append(graph[name], edge{callee, bgCalls[callee] || k >= 2})
		}
		if graph[name] == nil {
			graph[name] = []edge{}
		}
		return true
	})
	// A function is on a cycle through a multiplying call when its
	// strongly connected component (Tarjan's algorithm: linear, where a
	// search from each function was quadratic in their number) holds a
	// multiplying edge.
	index, low, comp := map[string]int{}, map[string]int{}, map[string]int{}
	var stack []string
	onStack := map[string]bool{}
	var connect func(v string)
	connect = func(v string) {
		index[v], low[v] = len(index), len(index)
		stack = append(stack, v)
		onStack[v] = true
		for _, e := range graph[v] {
			if _, isFunc := graph[e.to]; !isFunc {
				continue
			}
			if _, seen := index[e.to]; !seen {
				connect(e.to)
				low[v] = min(low[v], low[e.to])
			} else if onStack[e.to] {
				low[v] = min(low[v], index[e.to])
			}
		}
		if low[v] == index[v] {
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp[w] = index[v]
				if w == v {
					break
				}
			}
		}
	}
	for _, name := range order {
		if _, seen := index[name]; !seen {
			connect(name)
		}
	}
	bomb := map[int]bool{}
	for from, edges := range graph {
		for _, e := range edges {
			if c, isFunc := comp[e.to]; isFunc && e.multi && c == comp[from] {
				bomb[c] = true
			}
		}
	}
	for _, name := range order {
		if bomb[comp[name]] {
			return name, true
		}
	}
	return "", false
}

// mayDefineFunction reports whether text holds "()" (blanks allowed
// between), the word function or a line continuation (continuesLine):
// cheaper than any parse, and false for most commands.
func mayDefineFunction(text string) bool {
	if strings.Contains(text, "function") || continuesLine(text) {
		return true
	}
	for i := strings.IndexByte(text, '('); i >= 0; {
		j := i + 1
		for j < len(text) && (text[j] == ' ' || text[j] == '\t' || text[j] == '\n') {
			j++
		}
		if j < len(text) && text[j] == ')' {
			return true
		}
		k := strings.IndexByte(text[j:], '(')
		if k < 0 {
			break
		}
		i = j + k
	}
	return false
}

var sysFuncHead = &lazyRegexp{expr: `(?:function\s+)?([^\s(){};|&<>]+)\s*\(\s*\)\s*\{|function\s+([^\s(){};|&<>]+)\s*\{`}

// forkBombText is the pattern fallback for input that does not parse.
func forkBombText(text string) (string, bool) {
	for _, m := range sysFuncHead.get().FindAllStringSubmatchIndex(text, 8) {
		var name string
		if m[2] >= 0 {
			name = text[m[2]:m[3]]
		} else {
			name = text[m[4]:m[5]]
		}
		body := text[m[1]:]
		if end := strings.IndexByte(body, '}'); end >= 0 {
			body = body[:end]
		}
		n := 0
		for f := range strings.FieldsFuncSeq(body, func(r rune) bool { return strings.ContainsRune(" \t\n;|&()", r) }) {
			if f == name {
				n++
			}
		}
		if n >= 2 || n >= 1 && strings.ContainsAny(body, "|&") {
			return name, true
		}
	}
	return "", false
}

// hostsHijack finds a line the input writes to a hosts file (/etc/hosts,
// macOS's /private/etc/hosts, Windows' drivers\etc\hosts), by any writer,
// that maps a public name to an address other than this machine's or
// none: every program here then reaches a stranger's server under that
// name (a package registry, a login page). Local names (.local, .test,
// .internal, a single label) and blocking entries (0.0.0.0, 127.0.0.1)
// are everyday.
func hostsHijack(in *Input) *Finding {
	for p, text := range in.written {
		q := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
		if text == unknownText {
			continue
		}
		if p == "/etc/resolv.conf" {
			for line := range strings.SplitSeq(text, "\n") {
				if f := strings.Fields(line); len(f) == 2 && f[0] == "nameserver" && strangeResolver(f[1]) {
					c := &Command{Text: in.Text, Grammar: in.Grammar}
					r := finding("sys.name-hijack", c, "it makes "+f[1]+" the machine's DNS server: every name looked up here is then answered by that server",
						"leave the resolver to a human; to test a name against one server, ask it alone: `dig @1.1.1.1 example.com`")
					return &r
				}
			}
			continue
		}
		if p != "/etc/hosts" && p != "/private/etc/hosts" && !strings.HasSuffix(q, "/system32/drivers/etc/hosts") {
			continue
		}
		for line := range strings.SplitSeq(text, "\n") {
			line, _, _ = strings.Cut(line, "#")
			f := strings.Fields(line)
			if len(f) < 2 || loopbackAddr(f[0]) {
				continue
			}
			for _, name := range f[1:] {
				if publicName(name) {
					c := &Command{Text: in.Text, Grammar: in.Grammar}
					r := finding("sys.name-hijack", c, "it makes "+p+" send "+name+" to "+f[0]+": every program on this machine then talks to that address when it asks for "+name,
						"leave public names to DNS; for a local test name use a reserved one (`127.0.0.1 myapp.test`), or point the one program at another host through its own setting")
					return &r
				}
			}
		}
	}
	return nil
}

// nfsExportOpen finds a line the input writes to the NFS server's exports
// (/etc/exports, /etc/exports.d/*.exports) that exports a directory with
// no_root_squash, whose clients' root is then root on its files, or the
// machine's root directory (exports(5): PATH CLIENT(OPTIONS)…).
func nfsExportOpen(in *Input) *Finding {
	for p, text := range in.written {
		if text == unknownText || p != "/etc/exports" && !strings.HasPrefix(p, "/etc/exports.d/") {
			continue
		}
		for line := range strings.SplitSeq(text, "\n") {
			line, _, _ = strings.Cut(line, "#")
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			why := ""
			switch {
			case strings.Trim(f[0], `"`) == "/":
				why = "it exports the machine's root directory over NFS: every client it names reaches every file here"
			case strings.Contains(line, "no_root_squash"):
				why = "it exports " + f[0] + " over NFS with no_root_squash: root on every client it names is root on those files"
			default:
				continue
			}
			c := &Command{Text: in.Text, Grammar: in.Grammar}
			r := finding("sys.admin", c, why, "leave exports to a human; to look, list them (`exportfs -v`, `showmount -e`)")
			return &r
		}
	}
	return nil
}

// loopbackAddr reports whether a hosts-file address is this machine or
// nowhere: 127.0.0.0/8, ::1, 0.0.0.0, ::.
func loopbackAddr(a string) bool {
	return strings.HasPrefix(a, "127.") || a == "::1" || a == "0.0.0.0" || a == "::" || a == "0:0:0:0:0:0:0:1"
}

// strangeResolver reports whether a DNS server's address is one of the
// writer's choosing (strangeResolverAddr, not a knownResolver).
func strangeResolver(a string) bool {
	return strangeResolverAddr.get().MatchString(a) && !knownResolvers.has(a)
}

// publicName reports whether a host name is one DNS serves to everyone:
// two labels or more under a top-level domain not reserved for local use.
func publicName(name string) bool {
	name = strings.TrimSuffix(strings.ToLower(name), ".")
	i := strings.LastIndexByte(name, '.')
	if i <= 0 {
		return false
	}
	switch name[i+1:] {
	case "local", "localhost", "test", "example", "invalid", "internal", "lan", "home", "corp", "intranet", "private", "localdomain", "arpa", "docker", "lab":
		return false
	}
	return true
}

// sysSpawnLoop is the finding for a loop that never ends starting a
// process it does not wait for on every turn.
func sysSpawnLoop(c *Command) Finding {
	return finding("sys.fork-bomb", c, "an endless loop starts a new process on every turn without waiting for it: processes pile up until the machine stops",
		"wait for each one (drop the &, or `wait` in the loop), pace it (`sleep 5`), or bound it: `for i in $(seq 4); do ./job & done; wait`")
}

// spawnLoop reports whether f holds a loop that never ends (while true,
// while :, until false, for ((;;))) whose body puts a command in the
// background on every turn and neither waits, sleeps nor breaks.
func spawnLoop(f *syntax.File) bool {
	found := false
	syntax.Walk(f, func(n syntax.Node) bool {
		if found {
			return false
		}
		var body []*syntax.Stmt
		switch x := n.(type) {
		case *syntax.WhileClause:
			if !endlessCond(x.Cond, x.Until) {
				return true
			}
			body = x.Do
		case *syntax.ForClause:
			if c, ok := x.Loop.(*syntax.CStyleLoop); !ok || c.Cond != nil {
				return true
			}
			body = x.Do
		default:
			return true
		}
		background, paced := false, false
		for _, st := range body {
			syntax.Walk(st, func(m syntax.Node) bool {
				switch y := m.(type) {
				case *syntax.FuncDecl:
					return false // defined, not run here
				case *syntax.Stmt:
					background = background || y.Background
				case *syntax.CallExpr:
					if len(y.Args) == 0 {
						break // x=1: assignments only
					}
					switch name := y.Args[0].Lit(); name {
					case "sleep", "wait", "read", "timeout", "inotifywait", "exit", "return", "break":
						paced = true
					}
				}
				return true
			})
		}
		found = background && !paced
		return true
	})
	return found
}

// mayLoop reports whether text, the source of a tree, may hold a loop:
// the parser makes one only of the keywords while, until and for, so the
// tree of a text without them need not be walked (spawnLoop, a walk of
// every node, was a twentieth of BenchmarkCheckTypical). A line
// continuation may split a keyword (whi\<newline>le is while).
func mayLoop(text string) bool {
	return strings.Contains(text, "while") || strings.Contains(text, "until") || strings.Contains(text, "for") || continuesLine(text)
}

// continuesLine reports whether text holds a backslash-newline, which the
// shell removes before it reads words: a word in the text may then be
// another one to the shell (f(\<newline>) is f()).
func continuesLine(text string) bool {
	return strings.Contains(text, "\\\n")
}

// endlessCond reports whether a loop condition never changes its mind:
// true or : (false for until), or (( 1 )).
func endlessCond(cond []*syntax.Stmt, until bool) bool {
	if len(cond) != 1 {
		return false
	}
	switch x := cond[0].Cmd.(type) {
	case *syntax.CallExpr:
		if len(x.Args) != 1 || len(x.Assigns) > 0 {
			return false
		}
		name := x.Args[0].Lit()
		if until {
			return name == "false" || name == "/bin/false"
		}
		return name == "true" || name == ":" || name == "/bin/true"
	case *syntax.ArithmCmd:
		if lit, ok := x.X.(*syntax.Word); ok && !until {
			v := lit.Lit()
			return v != "" && v != "0" && sysNumber(v)
		}
	}
	return false
}

// psEndless reports whether a PowerShell loop statement (its keyword
// and words) never ends: while ($true), while (1), for (;;), for ($i = 0;
// ; $i++), do { } while ($true), do { } until ($false).
func psEndless(kw string, words []psWord) bool {
	raws := make([]string, 0, len(words))
	for _, w := range words[1:] {
		raws = append(raws, w.raw)
	}
	m := psLoopHead.get().FindStringSubmatch(strings.ToLower(strings.Join(raws, " ")))
	if m == nil {
		return false
	}
	cond := strings.Join(strings.Fields(m[1]+m[3]), "")
	if parts := strings.Split(cond, ";"); kw == "for" && len(parts) == 3 {
		cond = parts[1] // for (init; cond; step): no condition is one always true
		if cond == "" {
			cond = "$true"
		}
	}
	switch {
	case kw == "while" && m[1] != "" || kw == "for" && m[1] != "" || kw == "do" && m[2] == "while":
		return cond == "$true" || cond == "1"
	case kw == "do" && m[2] == "until":
		return cond == "$false" || cond == "0"
	}
	return false
}

// psLoopHead matches the words after while or for, (COND){…}, in m[1];
// or after do, {…} while|until (COND), in m[2] and m[3].
var psLoopHead = &lazyRegexp{expr: `(?s)^\(([^()]*)\)\s*\{|^\{.*\}\s*(while|until)\s*\(([^()]*)\)\s*$`}

// psSpawns reports whether the commands of a loop's body start a
// process or job they do not wait for, and nothing paces them.
func psSpawns(body []*Command) bool {
	spawns := false
	for _, c := range body {
		switch c.Name {
		case "start-process", "saps", "start":
			if hasArgFold(c.Args, "-Wait") {
				return false
			}
			spawns = true
		case "start-job", "sajb", "start-threadjob":
			spawns = true
		case "start-sleep", "sleep", "wait-job", "wjb", "wait-process", "receive-job", "timeout", "break", "return", "exit", "read-host":
			return false
		}
	}
	return spawns
}

// compiledForkLoop returns the command that runs a program compiled, in
// this input, from source the input wrote that forks in an endless loop
// (sysForkLoop): the compiler itself when it runs what it builds (tcc
// -run, go run), else a later command running its output (-o OUT, a.out).
func compiledForkLoop(ctx *Context, in *Input) *Command {
	var outs []string
	for _, c := range in.Commands {
		if len(outs) > 0 { // a program compiled before: is this it?
			if p, ok := fsPath(ctx.Env, c.Word0); ok && contains(outs, p) {
				return c
			}
		}
		if !does(c, c.Name, roleCompiles) || len(in.written) == 0 {
			continue
		}
		p := parseArgs(&compilerSpec, c.Args)
		bomb := false
		for _, o := range p.operands {
			if src, ok := fsPath(ctx.Env, o); ok && sysForkLoop.get().MatchString(in.written[src]) {
				bomb = true
			}
		}
		if !bomb {
			continue
		}
		if c.Name == "go" && len(p.operands) > 0 && p.operands[0].Value == "run" || hasArg(c.Args, "-run") || c.Name == "zig" && len(p.operands) > 0 && p.operands[0].Value == "run" {
			return c
		}
		out := Word{Value: "a.out", Literal: true}
		if w, ok := p.valueWord("-o"); ok {
			out = w
		}
		if q, ok := fsPath(ctx.Env, out); ok {
			outs = append(outs, q)
		}
	}
	return nil
}

// cmdSpawnLoop reports whether the lines of a batch label's body, up to
// the goto that jumps back to it, start a process they do not wait for
// (start without /wait) and nothing paces or leaves the loop (timeout,
// ping, pause, choice, exit, an if that jumps out). With label "" body is
// a for /l loop's whole body (cmdEndlessCount), which any goto leaves.
func cmdSpawnLoop(body, label string) bool {
	spawns := false
	for line := range strings.SplitSeq(strings.ToLower(body), "\n") {
		for part := range strings.FieldsFuncSeq(line, func(r rune) bool { return r == '&' || r == '|' }) {
			f := strings.Fields(strings.TrimLeft(strings.TrimSpace(part), "@("))
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "start":
				if !slices.Contains(f, "/wait") {
					spawns = true
				}
			case "timeout", "ping", "pause", "choice", "waitfor", "exit", "if", "sleep":
				return false
			case "goto":
				if label != "" && len(f) > 1 && strings.TrimPrefix(f[1], ":") == label {
					return spawns
				}
				return false
			}
		}
	}
	return label == "" && spawns
}

// spawnFlood is the number of processes started without waiting that
// counts as without end: Linux's default pid_max, more than a process
// table holds, and on Windows more than the memory of their consoles.
const spawnFlood = 1 << 15

// cmdEndlessCount reports whether the set of for /l, (start,step,end),
// counts without end: a step of 0 that never passes end (cmd counts up
// while the value is at most end, down while at least), or more passes
// than spawnFlood.
func cmdEndlessCount(set []string) bool {
	if len(set) != 3 {
		return false
	}
	var n [3]int64
	for i, v := range set {
		x, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return false
		}
		n[i] = x
	}
	start, step, end := n[0], n[1], n[2]
	switch {
	case step == 0:
		return start <= end
	case step > 0:
		return end >= start && (end-start)/step >= spawnFlood
	default:
		return start >= end && (start-end)/-step >= spawnFlood
	}
}

// sysDeviceWrite judges what c writes (fsWrites), its relative paths
// from env's directory: a block device (xargsDisk too),
// /proc/sysrq-trigger, or a sysfs file that detaches a device or
// suspends the machine (sysfsWrite).
func sysDeviceWrite(env *Env, c *Command) *Finding {
	for _, w := range fsWrites(c) {
		if dev, unknown := sysDevice(env, w); dev != "" || (unknown || xargsDisk(c, w)) && c.Name == "dd" {
			if dev == "" {
				dev = w.Value
			}
			f := finding("sys.disk-write", c, "writing to the block device "+dev+" destroys the file systems on it",
				"write disk images to a file, e.g. `dd if=/dev/zero of=./disk.img bs=1M count=64`; ask a human to write real devices")
			return &f
		}
		p, ok := fsPath(env, w)
		if !ok {
			continue
		}
		if p == "/proc/sysrq-trigger" {
			f := finding("sys.sysrq", c, "writing to /proc/sysrq-trigger can reboot, crash or freeze the machine at once",
				"leave the kernel's magic keys alone; ask a human to reboot the machine")
			return &f
		}
		if f := sysfsWrite(c, p); f != nil {
			return f
		}
	}
	return nil
}

// sysfsWrite judges c's write of p, a file of sysfs (/sys), by what
// the kernel does when it is written (Documentation/ABI): a device's
// remove (PCI, USB: /sys/bus/pci/devices/ID/remove) or a SCSI disk's
// device/delete detaches it, whatever is written, its file systems and
// network links gone with it until a rescan or a reboot; /sys/power/state
// suspends or hibernates the whole machine. Other sysfs files tune a
// device or the kernel and are judged as any file.
func sysfsWrite(c *Command, p string) *Finding {
	if !strings.HasPrefix(p, "/sys/") {
		return nil
	}
	if p == "/sys/power/state" || p == "/sys/power/disk" {
		f := sysShutdown(c)
		return &f
	}
	if base := path.Base(p); base == "remove" && strings.Count(p, "/") >= 4 || base == "delete" && path.Base(path.Dir(p)) == "device" {
		f := finding("sys.disk-write", c, "writing "+p+" detaches a device from the kernel (a disk and its file systems, a disk controller or a network card), gone until a rescan or a reboot",
			"leave the machine's devices attached; ask a human to remove hardware")
		return &f
	}
	return nil
}
