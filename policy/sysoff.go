package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The machine's protections switched off by what the command does to
// them, whatever the tool (sys.protection-off, sys.firewall):
//
//   - a security agent or firewall (securityName) killed by any killer,
//     stopped, disabled or removed by any service manager, or uninstalled
//     by any package manager;
//   - a firewall opened: its default set to allow, a rule that allows
//     anything from anywhere, its rules loaded empty, a firewall program
//     told off;
//   - the files that configure the protections (SELinux, AppArmor, the
//     audit daemon, PAM, sudo) written by any writer.

// securityName reports whether v (a service, process, package or unit
// name, a path or a display name) is a security agent's or a firewall's.
func securityName(v string) bool {
	l := strings.ToLower(strings.Trim(v, `"'`))
	if i := strings.LastIndexAny(l, `/\`); i >= 0 {
		l = l[i+1:]
	}
	base := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(l, ".exe"), ".service"), ".plist"), ".socket")
	return securityUnit.match(base) || firewallUnit.match(base) || protectService.match(base) ||
		securityAgent.match(l) || securityProcess.match(base) || securityProgram.match(base) || securityDisplay.match(l)
}

var (
	// securityProgram: more processes and programs of the same agents
	// (securityProcess has the services'), on Windows and macOS.
	securityProgram = &lazyRegexp{expr: `(?i)^(msmpeng|mssense|nissrv|securityhealthservice|securityhealthsystray|smartscreen|csfalconservice|csfalconcontainer|falconctl|sentinelagent|sentinelctl|sentineld|sophosd|savservice|cb|cbdefense|repux|cylancesvc|mbamservice|ekrn|avp|ccsvchst|bdagent|vsserv|ntrtscan|xagt|taniumclient|qualysagent|osqueryd|wazuh-agentd|ossec-agentd|auditd|santad|mdatp|wdavdaemon|clamd|freshclam|elastic-agent|elastic-endpoint|ufw|firewalld|nftables|santa)$|^(malwarebytes|eset|kaspersky|mcafee|symantec|norton|bitdefender|sophos|crowdstrike|sentinelone|avast|avg|webroot|trendmicro|cylance|carbonblack|clamav|clamwin)([.\-_ ].*)?$`, words: []string{"arbonblack", "auditd", "av", "bdagent", "bitdefender", "cb", "ccsvchst", "crowdstrike", "csfalcon", "ecurityhealths", "ekrn", "elastic-", "entinel", "eset", "falconctl", "firewalld", "kaspersky", "lam", "malwarebytes", "martscreen", "mbamservice", "mcafee", "mdatp", "mpeng", "nftables", "nissrv", "norton", "ntrtscan", "ophosd", "osqueryd", "ossec-agentd", "qualysagent", "repux", "santa", "sense", "sophos", "symantec", "taniumclient", "trendmicro", "ufw", "vsserv", "wazuh-agentd", "webroot", "xagt", "ylance"}}
	// securityDisplay: a service's display name that says what it is.
	securityDisplay = &lazyRegexp{expr: `(?i)\b(defender|antivirus|anti-virus|antimalware|anti-malware|firewall|endpoint protection|security center)\b`, words: []string{"defender", "endpoint protection", "firewall", "malware", "security center", "virus"}}
)

// offVerbs stop, disable or remove a service.
var offVerbs = set{"--purge", "--remove", "-e", "-p", "-r", "bootout", "del", "delete", "disable", "down", "erase", "kill", "mask", "off", "purge", "remove", "rm", "stop", "uninstall", "unload"}

// offArg reports whether a is a verb or switch that stops, disables or
// removes (pacman -Rns, msiexec /x, Set-Service -StartupType Disabled).
func offArg(a string) bool {
	l := strings.TrimPrefix(strings.ToLower(a), "/") // schtasks /disable, /delete
	return offVerbs.has(l) || l == "disabled" || l == "/x" || l == "/uninstall" ||
		len(a) >= 2 && len(a) <= 5 && a[0] == '-' && a[1] == 'R' // pacman -R, -Rns
}

// killedTargets returns the names c, a killer, kills: its operands and
// what the commands of its substitutions and pipeline look up
// (kill $(pgrep osqueryd), pgrep falcon | xargs kill).
func killedTargets(c *Command) []string {
	var out []string
	add := func(ws []Word) {
		for _, w := range ws {
			if !strings.HasPrefix(w.Value, "-") && !strings.HasPrefix(w.Value, "/") {
				out = append(out, w.Value)
			}
		}
	}
	add(c.Args)
	for _, a := range c.Args {
		for _, sc := range a.Subst {
			add(sc.Args)
		}
	}
	for _, f := range c.Feeds {
		add(f.Args)
	}
	for i, a := range c.Args { // taskkill /im NAME
		if strings.EqualFold(a.Value, "/im") && i+1 < len(c.Args) {
			out = append(out, c.Args[i+1].Value)
		}
	}
	return out
}

// sysSecurityOff is the finding for c switching a protection off by
// what it does to it, whatever the tool.
func sysSecurityOff(ctx *Context, c *Command) *Finding {
	bad := func(rule, why string) *Finding {
		f := finding(rule, c, why, "leave the machine's protections as they are; if one is in the way, say which and why, and ask the user")
		return &f
	}
	rule := func(name string) string {
		if firewallUnit.match(strings.TrimSuffix(strings.ToLower(name), ".service")) || strings.Contains(strings.ToLower(name), "firewall") {
			return "sys.firewall"
		}
		return "sys.protection-off"
	}
	name := strings.TrimSuffix(c.Name, ".exe")
	switch {
	case does(c, name, roleKills):
		for _, t := range killedTargets(c) {
			if securityName(t) || securityTool(t) {
				return bad(rule(t), "it kills "+t+", a security agent or firewall: what watches, confines or records programs on this machine")
			}
		}
	case does(c, name, roleServices) || does(c, name, rolePackages):
		off := name == "stop-service" || name == "spsv" || name == "remove-service" || name == "disable-scheduledtask" || name == "unregister-scheduledtask"
		for _, a := range c.Args {
			off = off || offArg(a.Value)
		}
		if !off {
			return nil
		}
		args := c.Args
		if c.Grammar == lexer.PowerShell { // what a pipeline hands it: Get-ScheduledTask -TaskPath … | Disable-ScheduledTask
			for _, f := range c.Feeds {
				args = append(slices.Clip(args), f.Args...)
			}
			args = append(slices.Clip(args), psFedStrings(c)...) // 'WinDefend' | Stop-Service
		}
		for _, a := range args {
			if !offArg(a.Value) && !strings.HasPrefix(a.Value, "-") && (securityName(a.Value) || securityName(strings.TrimRight(a.Value, `\*`)) || securityTool(a.Value)) {
				return bad(rule(a.Value), "it stops, disables or removes "+a.Value+", a security agent, its scheduled task or a firewall: what watches, confines or records programs on this machine")
			}
		}
	}
	// The agent's own control program told to switch it off:
	// MpCmdRun -RemoveDefinitions, mdatp … --value disabled, sentinelctl
	// unload, falconctl -d. The words are looked at first: the names'
	// expressions are compiled only for a command that says "off".
	// A control program of security software nobody listed is read by
	// its name's words (wazuh-control, osqueryctl, /opt/traps/bin/cytool,
	// SophosUninstall.exe): the same verbs switch it off, or its own name
	// says so (aa-disable, aa-complain). A PowerShell expression
	// statement names no program: its first word is a value ('… vssadmin
	// delete shadows …' | Set-Content notes.md), text only.
	if off := securityOffWord(c); off != "" && !securityQuery(c) && (c.Name != "" || c.Dynamic) {
		if securityName(c.Name) || securityDisplay.match(c.Word0.Value) || securityAgent.match(c.Word0.Value) || securityTool(c.Word0.Value) {
			return bad(rule(c.Name), "it tells "+c.Word0.Value+", a security agent or firewall, to switch itself off or remove what it protects with ("+off+")")
		}
	}
	if svc := regServiceDisabled(c); svc != "" {
		return bad(rule(svc), "it sets the service "+svc+" to start never (Start = 4) in the registry: a security agent, firewall or event log that then no longer runs")
	}
	if f := securityWorkload(c); f != "" {
		return bad("sys.protection-off", f)
	}
	if what := loginWeakened(ctx, c); what != "" {
		return bad("sys.protection-off", "it sets "+what+", which lets someone log in to this machine without the key or password it asked for until now")
	}
	if p := securityRemoved(c); p != "" {
		return bad("sys.protection-off", "it deletes, moves away or stops from running "+p+", a security agent's program or files: what watches, confines or records programs on this machine")
	}
	if param := bootWeakened(c); param != "" {
		return bad("sys.protection-off", "it sets the boot parameter "+param+", which starts the kernel (or the firmware's loader) with a protection off: SELinux, AppArmor, auditing, module signatures, lockdown, code signing, or the login (a root shell without a password)")
	}
	if why := firewallOpened(c); why != "" {
		return bad("sys.firewall", why)
	}
	for _, w := range writtenPlaces(c) {
		v := w.Value
		if p, ok := ctx.Env.Path(w); ok && c.Grammar.IsPosix() {
			v = p
		}
		if protectionConfig(v) {
			return bad("sys.protection-off", "it writes "+v+", which configures the machine's protections (SELinux, AppArmor, auditing, PAM, sudo, USBGuard, fapolicyd, the crypto policy)")
		}
		if setting := kernelWeakenedBy(c, v); setting != "" {
			return bad("sys.protection-off", "it sets "+setting+" through "+v+", which switches a kernel protection off (as sysctl would)")
		}
	}
	return nil
}

// protectionConfig reports whether p configures a protection of the
// machine: SELinux, AppArmor, the audit daemon, PAM, sudo, polkit's
// rules (who may act as root), the policies of which USB devices
// (USBGuard) and which programs (fapolicyd) may run, the system-wide
// crypto policy and FIPS mode (RHEL's crypto-policies), the file
// integrity database (AIDE), and what the system logs (journald,
// rsyslog, syslog-ng: a line there drops them).
func protectionConfig(p string) bool {
	for _, d := range []string{"/etc/selinux/", "/sys/fs/selinux/", "/sys/kernel/security/", "/etc/apparmor.d/", "/etc/apparmor/", "/etc/audit/", "/etc/pam.d/", "/etc/security/", "/etc/sudoers",
		"/etc/polkit-1/", "/etc/usbguard/", "/etc/fapolicyd/", "/etc/crypto-policies/", "/etc/system-fips", "/etc/aide.conf", "/etc/aide/",
		"/etc/systemd/journald.conf", "/etc/rsyslog.conf", "/etc/rsyslog.d/", "/etc/syslog-ng/", "/etc/audisp/"} {
		if strings.HasPrefix(p, d) || p+"/" == d {
			return true
		}
	}
	return false
}

// nftAdmitsAll reports whether args, nft's words (a command written as
// one quoted word or many), add or insert a rule in an input chain that
// accepts with no match before it (nft add rule inet filter input
// accept; counter and log match nothing), or change an input chain's
// policy to accept (nft chain inet filter input '{ policy accept; }').
func nftAdmitsAll(args []Word) bool {
	var words []string
	for _, a := range args {
		words = append(words, strings.Fields(strings.ToLower(strings.NewReplacer("{", " ", "}", " ", ";", " ").Replace(a.Value)))...)
	}
	for i, w := range words {
		if w != "rule" || i == 0 || words[i-1] != "add" && words[i-1] != "insert" {
			continue
		}
		// rule [FAMILY] TABLE CHAIN STATEMENT…: the chain is the word
		// before the first statement.
		j := i + 1
		for j < len(words) && !nftVerdicts.has(words[j]) && words[j] != "counter" && words[j] != "log" {
			j++
		}
		if j-i < 3 || j-i > 4 || words[j-1] != "input" {
			return false
		}
		for _, st := range words[j:] {
			if st != "counter" && st != "log" && st != "accept" {
				return false
			}
		}
		return words[len(words)-1] == "accept"
	}
	// nft chain [FAMILY] TABLE input '{ policy accept; }' changes the
	// policy of a chain there is; add chain with policy accept is how a
	// new chain is first written (the nftables wiki's quick start), with
	// no rule to open yet.
	i := slices.Index(words, "chain")
	return i >= 0 && (i == 0 || words[i-1] != "add" && words[i-1] != "create") && slices.Contains(words[i:], "input") && strings.Contains(" "+strings.Join(words[i:], " ")+" ", " policy accept ")
}

// nftVerdicts are nft's verdict statements.
var nftVerdicts = set{"accept", "continue", "drop", "goto", "jump", "queue", "reject", "return"}

// firewallOpened returns why c opens a firewall to everything, "" when it
// does not: ufw default allow (incoming), firewall-cmd's trusted default
// zone, iptables -P … ACCEPT, rules restored from nothing, a firewall
// program told off, netsh's reset and allowinbound,
// Set-NetFirewallProfile -DefaultInboundAction Allow, every rule disabled
// or removed. A rule admitting every address to a port is worldIngress's.
func firewallOpened(c *Command) string {
	name := strings.TrimSuffix(c.Name, ".exe")
	low := "" // the words lowercased, for the firewalls read by them (not for every command)
	switch name {
	case "ufw", "firewall-cmd", "iptables", "ip6tables", "netsh", "set-netfirewallprofile", "defaults":
		low = strings.ToLower(strings.Join(wordValues(c.Args), " "))
	}
	switch {
	case name == "ufw" && strings.HasPrefix(low, "default allow") && !strings.Contains(low, "outgoing"):
		return "it lets every incoming connection through the firewall by default"
	case name == "firewall-cmd" && (strings.Contains(low, "--set-default-zone=trusted") || strings.Contains(low, "--set-default-zone trusted")):
		return "it makes the firewall trust every connection by default"
	case (name == "iptables" || name == "ip6tables") && policyAccept.get().MatchString(low):
		return "it sets the firewall's policy to accept everything"
	case (name == "iptables" || name == "ip6tables") && acceptAll(c.Args):
		return "it puts a rule first that accepts every connection, whatever its port, address or program"
	case name == "defaults" && strings.Contains(low, "write") && (strings.Contains(low, "com.apple.alf") || strings.Contains(low, "firewall")) && offValue(c.Args[len(c.Args)-1].Value):
		return "it switches macOS's application firewall off"
	case (name == "firewall-cmd" || name == "ufw" || name == "netsh" || name == "iptables" || name == "ip6tables" || strings.Contains(name, "firewall")) && wideOpenPorts(c.Args):
		return "it opens every port (a range of nearly all 65535) through the firewall"
	case name == "nft" && nftAdmitsAll(c.Args):
		return "it makes the firewall's input chain accept every connection, whatever its port, address or program"
	case strings.HasSuffix(name, "tables-restore") || (name == "nft" || name == "pfctl") && hasArg(c.Args, "-f"):
		for _, r := range c.Redirs {
			if r.Op == "<" && nullDevice(r.Target.Value) {
				return "it loads the firewall's rules from nothing, which flushes them"
			}
		}
		for _, a := range c.Args {
			if nullDevice(a.Value) {
				return "it loads the firewall's rules from nothing, which flushes them"
			}
		}
	case name == "netsh" && strings.Contains(low, "firewall"):
		switch {
		case strings.HasSuffix(strings.TrimSpace(low), "firewall reset") || strings.Contains(low, "advfirewall reset"):
			return "it resets the firewall, dropping every rule"
		case strings.Contains(low, "allowinbound"):
			return "it lets every incoming connection through the firewall by default"
		}
	case name == "set-netfirewallprofile" && strings.Contains(low, "-defaultinboundaction allow"):
		return "it lets every incoming connection through the firewall by default"
	case (name == "disable-netfirewallrule" || name == "remove-netfirewallrule") && (hasArgFold(c.Args, "-all") || len(c.Args) == 0 && len(c.Feeds) == 0):
		return "it disables or removes every firewall rule"
	case strings.Contains(strings.ToLower(c.Word0.Value), "firewall") && name != "firewall-cmd" || name == "socketfilterfw":
		for _, a := range c.Args {
			if l := strings.ToLower(a.Value); l == "off" || l == "disable" || l == "disabled" || l == "--disable" || l == "stop" {
				return "it switches the firewall off"
			}
		}
	}
	return ""
}

var (
	policyAccept = &lazyRegexp{expr: `(^|\s)(-p|--policy)\s+(input|forward)\s+accept\b`}
)

// sysProtectionClass returns sysSecurityOff's finding for c, any grammar.
func sysProtectionClass(ctx *Context, c *Command) []Finding {
	if c.Grammar == lexer.PowerShell && psWhatIfGiven(c) {
		return nil
	}
	if f := sysSecurityOff(ctx, c); f != nil {
		return []Finding{*f}
	}
	if f := sysMachineClass(c); f != nil {
		return []Finding{*f}
	}
	if f := sysTampered(ctx, c); f != nil {
		return []Finding{*f}
	}
	return nil
}

// powerOff matches a Windows power method called from code or WMI:
// Win32Shutdown, Win32ShutdownTracker, Shutdown, Reboot of
// Win32_OperatingSystem, SetSuspendState and ExitWindowsEx through
// rundll32.
var powerOff = &lazyRegexp{expr: `(?i)\.win32shutdown(tracker)?\s*\(|win32_operatingsystem[^|;]*\.(shutdown|reboot)\s*\(|-methodname\s+["']?(win32shutdown(tracker)?|shutdown|reboot)\b|powrprof(\.dll)?\s*,\s*setsuspendstate|user32(\.dll)?\s*,\s*exitwindowsex|\bcall\s+(shutdown|reboot|win32shutdown)\b`}

// powerWords reports whether low (lower case) holds a word every match of
// powerOff holds: the expression is run only on such text (on a long
// PowerShell text it costs its length for every command).
func powerWords(low string) bool {
	return strings.Contains(low, "shutdown") || strings.Contains(low, "reboot") ||
		strings.Contains(low, "setsuspendstate") || strings.Contains(low, "exitwindowsex")
}

// sysMachineClass judges the machine stopped, accounts given power, and
// disks left unprotected, by what the command does whatever the tool:
// a power method from code or WMI, a user's sessions ended, a timed
// power-off, passwords set from standard input, sudo's rules written
// through visudo's editor, an account added to the admin group, disk
// encryption switched off, a miner's image run in a container.
func sysMachineClass(c *Command) *Finding {
	bad := func(rule, why, fix string) *Finding {
		f := finding(rule, c, why, fix)
		return &f
	}
	const powerFix = "leave the machine running; if it needs a restart, say so and let the user do it"
	// The command's text and its lower case, built only for the commands
	// read by it.
	var text, low string
	read := func() string {
		if text == "" {
			text = c.Word0.Value + " " + strings.Join(wordValues(c.Args), " ")
			low = strings.ToLower(text)
		}
		return low
	}
	name := strings.TrimSuffix(c.Name, ".exe")
	switch {
	case (name == "wmic" || name == "rundll32" || name == "invoke-cimmethod" || name == "invoke-wmimethod" || c.Grammar == lexer.PowerShell) &&
		powerWords(read()) && powerOff.get().MatchString(text): // compiled and run only for those
		return bad("sys.shutdown", "it shuts down, restarts or suspends the machine through its power methods", powerFix)
	case powerSpeaker(c) && mayHoldPowerWord(c) && powerSpoken(c, read()+" "+feedText(c)+stdinText(c)):
		return bad("sys.shutdown", "it shuts down, restarts or suspends the machine through its power manager (logind, the desktop session, System Events, pmset, the server's management controller)", powerFix)
	case name == "loginctl" && len(c.Args) > 0 && strings.HasPrefix(c.Args[0].Value, "terminate-") || name == "loginctl" && len(c.Args) > 0 && strings.HasPrefix(c.Args[0].Value, "kill-"):
		return bad("sys.shutdown", "it ends every process of a user's or a session's login, the agent's own among them", powerFix)
	case name == "rtcwake" && rtcwakeOff.get().MatchString(read()):
		return bad("sys.shutdown", "it powers the machine off or suspends it until a timer wakes it", powerFix)
	case name == "systemctl" && len(c.Args) > 0 && sleepVerbs.has(c.Args[len(c.Args)-1].Value):
		return bad("sys.shutdown", "it suspends or hibernates the machine", powerFix)
	case name == "chpasswd" || name == "chgpasswd" || name == "passwd" && hasArg(c.Args, "--stdin"):
		return bad("sys.protection-off", "it sets accounts' passwords from its input: someone then logs in with them", "leave the machine's accounts as they are; ask the user")
	case name == "visudo" && (c.Stdin != nil || len(c.Feeds) > 0 || hasAssign(c, "EDITOR") || hasAssign(c, "VISUAL") || hasAssign(c, "SUDO_EDITOR")):
		return bad("sys.protection-off", "it writes sudo's rules through visudo without a human at the editor", "leave sudo's rules as they are; ask the user")
	case name == "dscl" && dsclAdmin.get().MatchString(read()):
		return bad("sys.protection-off", "it adds an account to the admin group", "leave the machine's accounts as they are; ask the user")
	case (name == "enable-localuser" || name == "net" && strings.Contains(read(), "/active:yes") ||
		// wmic useraccount where name='Guest' set disabled=false: the
		// Win32_UserAccount's Disabled property cleared.
		name == "wmic" && strings.Contains(read(), "useraccount") && strings.Contains(strings.ReplaceAll(low, " ", ""), "disabled=false")) && builtinAccount.get().MatchString(read()+" "+feedText(c)):
		return bad("sys.protection-off", "it enables the built-in Guest or Administrator account, a login anyone may know", "leave the machine's accounts as they are; ask the user")
	case name == "wmic" && strings.Contains(read(), `root\subscription`) && strings.Contains(low, "create"):
		return bad("sys.persistence", "it creates a permanent WMI event subscription, which runs its command whenever the event fires, at every boot, unchecked", persistFix)
	case (name == "usermod" || name == "useradd") && emptyPassword(c.Args),
		// New-LocalUser -NoPassword (learn.microsoft.com: "the new user
		// account doesn't have a password").
		name == "new-localuser" && psNoPassword(c.Args):
		return bad("sys.protection-off", "it gives an account an empty password: a login without one", "leave the machine's accounts as they are; ask the user")
	case name == "setcap" && rootCaps.match(read()):
		return bad("sys.protection-off", "it gives a program a capability that makes it root in all but name (to change its user, read or write any file, load kernel code, trace any process)", "give a program only the capability its job needs, e.g. `sudo setcap cap_net_bind_service=+ep ./server` to listen on a low port")
	case accountChange(c) != "":
		return bad("sys.protection-off", "it "+accountChange(c)+": someone then can no longer log in, or logs in with what the agent chose", "leave the machine's accounts as they are; ask the user")
	case accountAdmin(c) != "":
		return bad("sys.protection-off", "it makes an account an administrator ("+accountAdmin(c)+"): whoever holds it then does anything on this machine", "leave the machine's accounts as they are; ask the user")
	case name == "disable-bitlocker" || name == "suspend-bitlocker" || name == "manage-bde" && bdeOff.get().MatchString(read()):
		return bad("sys.protection-off", "it switches the disk's encryption off", "leave the disk's encryption as it is; ask the user")
	}
	if does(c, name, roleRunsContainers) {
		for _, a := range c.Args {
			img := strings.ToLower(a.Value)
			if i := strings.LastIndexByte(img, '/'); i >= 0 {
				img = img[i+1:]
			}
			img, _, _ = strings.Cut(img, ":")
			if nameDoes(img, roleMines) {
				return bad("sys.miner", "it runs "+a.Value+", a cryptocurrency miner's image, which spends this machine's processors and power for whoever holds the wallet",
					"do not run miners here; to test a program's load, run the project's own benchmarks")
			}
		}
	}
	return nil
}

// feedText is the words of the commands feeding c.
func feedText(c *Command) string {
	var b strings.Builder
	for _, f := range c.Feeds {
		b.WriteString(strings.ToLower(strings.Join(wordValues(f.Args), " ")) + " ")
	}
	return b.String()
}

var (
	builtinAccount = &lazyRegexp{expr: `\b(guest|administrator|gast|invité|invitado)\b`}
	rtcwakeOff     = &lazyRegexp{expr: `(^|\s)(-m|--mode)[= ]?(off|disk|mem|standby|freeze)\b`}
	dsclAdmin      = &lazyRegexp{expr: `-(append|create|merge)\b.*(/groups/(admin|wheel)\b.*\bgroupmembership\b|\bgroupmembership\b.*/groups/(admin|wheel)\b)`}
	bdeOff         = &lazyRegexp{expr: `(^|\s)[-/](off|disable|protectors\s+-(delete|disable))\b`}
	sleepVerbs     = set{"hibernate", "hybrid-sleep", "suspend", "suspend-then-hibernate"}
)

// hasAssign reports whether c is given NAME=… before it or through env.
func hasAssign(c *Command, name string) bool {
	for _, a := range c.Assigns {
		if strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	for _, w := range c.Wrappers {
		if strings.Contains(w, name+"=") {
			return true
		}
	}
	return false
}

// regServiceKey matches a service's key in the registry
// (…\CurrentControlSet\Services\NAME, ControlSet001 too), the name
// captured.
var regServiceKey = &lazyRegexp{expr: `(?i)\\(?:currentcontrolset|controlset\d+)\\services\\([^\\"'\s]+)`}

// regServiceDisabled returns the protecting service (securityName, or
// the event log) whose Start value a registry writer (reg add,
// Set-ItemProperty, New-ItemProperty) sets to 4, disabled: what sc config
// start= disabled does, through the registry; "" when none.
func regServiceDisabled(c *Command) string {
	name := strings.TrimSuffix(c.Name, ".exe")
	if name != "reg" && name != "set-itemproperty" && name != "new-itemproperty" && name != "sp" {
		return ""
	}
	var key, value, data string
	for i, a := range c.Args {
		l := strings.ToLower(a.Value)
		next := ""
		if i+1 < len(c.Args) {
			next = strings.ToLower(c.Args[i+1].Value)
		}
		switch {
		case regServiceKey.match(a.Value):
			key = a.Value
		case l == "/v" || l == "-name":
			value = next
		case l == "/d" || l == "-value":
			data = next
		}
	}
	m := regServiceKey.get().FindStringSubmatch(key)
	if m == nil || value != "start" || strings.TrimPrefix(data, "0x") != "4" && data != "00000004" {
		return ""
	}
	if securityName(m[1]) || strings.EqualFold(m[1], "eventlog") {
		return m[1]
	}
	return ""
}

// securityOffWord returns the word of c that switches something off:
// an argument whose words hold an off verb (stop, --disable, unload,
// uninstall, shutdown, complain, permissive), falconctl's -d,
// apparmor_parser's -R, or the program's own name (aa-disable,
// SophosUninstall.exe); "" when none does.
//
// Its gate: every word it reads as off holds an anchor of anchorOff (it
// is one), in c's name word or arguments (cmdAnchors); without one, only
// falconctl's -d and apparmor_parser's -R are left to look for.
func securityOffWord(c *Command) string {
	off := func(w string) bool {
		return offVerbs.has(w) || securityOffWords.has(w) ||
			slices.ContainsFunc(securityOffPrefixes, func(p string) bool { return strings.HasPrefix(w, p) })
	}
	if cmdAnchors(c)&anchorOff == 0 {
		for _, a := range c.Args {
			if a.Value == "-d" || a.Value == "-R" {
				return a.Value
			}
		}
		return ""
	}
	for _, a := range c.Args {
		if a.Value == "-d" || a.Value == "-R" {
			return a.Value
		}
		prev := ""
		for w := range nameWordSeq(a.Value) {
			if off(w) && !lockdownModes.has(prev) {
				return a.Value
			}
			prev = w
		}
	}
	base := c.Word0.Value
	if i := strings.LastIndexAny(base, `/\`); i >= 0 {
		base = base[i+1:]
	}
	for w := range nameWordSeq(strings.TrimSuffix(base, ".exe")) {
		if off(w) && w != "kill" && w != "remove" && w != "del" {
			return base
		}
	}
	return ""
}

var (
	// lockdownModes are the modes that lock a machine down: switched off
	// (firewall-cmd --panic-off, a lockdown off), the protection is
	// eased back to its normal rules, not removed.
	lockdownModes = set{"lockdown", "panic"}
	// securityOffWords are the words that switch a security program off
	// beyond offVerbs; among them a firewall front end's rules dropped
	// (shorewall clear).
	securityOffWords = set{"clear", "complain", "disabled", "flush", "permissive", "removedefinitions", "reset", "shutdown", "teardown"}
	// securityOffPrefixes begin words that switch something off (tmutil
	// disablelocal, deletelocalsnapshots).
	securityOffPrefixes = []string{"disable", "delete"}
)

// securityQuery reports whether c only asks: its status, a list, help.
func securityQuery(c *Command) bool {
	for _, a := range c.Args {
		switch strings.ToLower(a.Value) {
		case "status", "-l", "--list", "list", "-h", "--help", "help", "--status", "show", "info", "version", "--version", "-v":
			return true
		}
	}
	return false
}

// securityStems are the words security software is named by: its
// products and the subsystems they control. A name is a security tool's
// when one of its words is a stem (wazuh-control, fail2ban-client), or
// it is a stem with a control suffix (osqueryctl, zeekctl, suricatasc),
// in any directory of its path (/opt/CrowdStrike/…, /var/ossec/bin/…).
// What keeps the data recoverable counts the same: the tools of backups
// and snapshots (Time Machine, Timeshift, Snapper, Windows' shadow copies
// and backup catalog) and of disk encryption (FileVault).
var securityStems = set{
	"aa", "aide", "alf", "apparmor", "auditbeat", "auditctl", "auditd", "auditpol", "carbonblack", "cbagentd", "chkrootkit",
	"clamav", "clamd", "clamonacc", "cortex-xdr", "crowdstrike", "csrutil", "cylance", "cytool", "defender", "fail2ban", "falco",
	"fdesetup", "firewall", "firewalld", "gatekeeper", "ipfw", "jamf", "kubearmor", "kyverno", "lacework", "mdatp", "neuvector",
	"nftables", "osquery", "osqueryd", "ossec", "qualys", "rkhunter", "santa", "selinux", "semanage", "semodule", "sentinelctl",
	"sentinelone", "shorewall", "snapper", "snort", "sophos", "spctl", "stackrox", "suricata", "sysdig", "sysmon", "tanium",
	"tetragon", "timeshift", "tmutil", "tracee", "traps", "tripwire", "twistlock", "ufw", "vssadmin", "wazuh", "wbadmin", "wdav",
	"xprotect", "zeek",
}

// securitySuffixes are what a control program adds to a product's name.
var securitySuffixes = []string{"ctl", "d", "sc", "cli", "tool", "adm", "client", "control"}

// securityTool reports whether the program p (a path or a name) is a
// security product's, by the words of its name or its directories.
func securityTool(p string) bool {
	for part := range strings.FieldsFuncSeq(p, func(r rune) bool { return r == '/' || r == '\\' }) {
		part = strings.TrimSuffix(strings.ToLower(part), ".exe")
		if securityStems.has(part) || securityName(part) {
			return true
		}
		for w := range nameWordSeq(part) {
			if securityStems.has(w) {
				return true
			}
			for _, suf := range securitySuffixes {
				if stem, ok := strings.CutSuffix(w, suf); ok && len(stem) >= 4 && securityStems.has(stem) {
					return true
				}
			}
		}
	}
	return false
}

// securityWorkload returns why c, a container or cluster tool, stops,
// deletes or scales to nothing a security component (falco's daemon
// set, kyverno's admission controller, a wazuh-agent container): the
// cluster's or host's guard, read by the words of the names and the
// namespace it acts on; "" when it does not. Pods restart, and are
// everyday to delete.
func securityWorkload(c *Command) string {
	name := strings.TrimSuffix(c.Name, ".exe")
	if !does(c, name, roleRunsContainers) && name != "helm" && name != "oc" && name != "k3s" && name != "microk8s" {
		return ""
	}
	verb := ""
	for i, a := range c.Args {
		switch v := strings.ToLower(a.Value); v {
		case "delete", "uninstall", "rm", "stop", "kill", "del", "remove", "destroy", "pause":
			if verb == "" {
				verb = v
			}
		case "scale":
			for _, b := range c.Args[i:] {
				if b.Value == "--replicas=0" || b.Value == "0" {
					verb = "scale to 0"
				}
			}
		case "pod", "pods", "po", "job", "jobs":
			return ""
		}
		if strings.HasPrefix(a.Value, "pod/") || strings.HasPrefix(a.Value, "pods/") {
			return ""
		}
	}
	if verb == "" {
		return ""
	}
	for _, a := range c.Args {
		for w := range nameWordSeq(a.Value) {
			if securityStems.has(w) && w != "aa" || securityUnit.match(a.Value) {
				return "it " + verb + "s " + a.Value + ", a security component of the cluster or host (what watches, audits or enforces policy on its workloads)"
			}
		}
	}
	return ""
}

// bootOff matches a kernel or loader parameter that switches a
// protection off at the next boot: SELinux, AppArmor, the audit
// subsystem, module signatures, lockdown, IMA, the CPU mitigations and
// address randomization; the login itself, a shell as init
// (init=/bin/sh), the initramfs' shell before the root is mounted
// (rd.break) or systemd's debug shell on tty9, each root's without a
// password; macOS's code-signing (AMFI) and Windows' test signing and
// integrity checks.
var bootOff = &lazyRegexp{expr: `(?i)(?:^|[\s"',;=])(selinux=0|enforcing=0|apparmor=0|audit=0|fips=0|security=none|module\.sig_enforce=0|lockdown=none|ima_appraise=(?:off|fix|log)|mitigations=off|nokaslr|nopti|pti=off|init=/(?:usr/)?bin/(?:ba|da|z|k|mk|c|tc|fi)?sh|rd\.break(?:=\w+)?|systemd\.debug[-_]shell(?:=(?:1|yes|true|on|/dev/\w+))?|amfi_get_out_of_my_way=(?:1|0x1)|cs_enforcement_disable=1|disable_integrity_checks)(?:$|[\s"',;])|\b(testsigning|nointegritychecks)\s+(?:on|yes|true)\b`,
	words: []string{"=0", "=1", "=0x1", "=off", "=fix", "=log", "=none", "integrity", "nokaslr", "nopti", "testsigning", "init=/", "rd.break", "debug-shell", "debug_shell"}}

// bootWeakened returns the parameter c sets that switches a protection
// off at boot (bootOff), "" when it sets none. Text only printed or
// searched (echo, grep, a commit message) sets nothing; a boot tool, or
// any program run as root, does.
func bootWeakened(c *Command) string {
	name := strings.TrimSuffix(c.Name, ".exe")
	if does(c, name, roleFetchReads) || name == "git" || does(c, name, roleTextOnly) || name == "write-host" || name == "write-output" {
		return ""
	}
	boot := slices.Contains(c.Wrappers, "sudo") || slices.Contains(c.Wrappers, "doas") || isWin(c.Grammar)
	boot = boot || pathHas(name, "", func(m *specMore) bool { return m.bootParams })
	if !boot {
		return ""
	}
	var kept []string
	for i, a := range c.Args {
		// grubby --remove-args=A, kernelstub --delete-options A,
		// rpm-ostree kargs --delete=A: a parameter taken away.
		removal := func(v string) bool { return strings.HasPrefix(v, "--remove-") || strings.HasPrefix(v, "--delete") }
		if removal(a.Value) || i > 0 && removal(c.Args[i-1].Value) && !strings.Contains(c.Args[i-1].Value, "=") {
			continue
		}
		kept = append(kept, a.Value)
	}
	text := strings.Join(kept, " ")
	if !bootOff.match(text) {
		return ""
	}
	m := bootOff.get().FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	return m[1] + m[2]
}

// powerWord matches a word that stops or restarts a machine: shut down,
// power off, reboot, restart, halt, suspend, hibernate, and a management
// controller's power off, cycle and reset (Redfish's ResetType values
// ForceOff, GracefulShutdown, ForceRestart, PushPowerButton among them).
var powerWord = &lazyRegexp{expr: `(?i)(?:^|[^a-z0-9])(shut ?down|power-?off|reboot|restart|halt|sleepnow|suspend|hibernate|kexec|power (?:off|cycle|reset|soft|down)|powerdown|powercycle|hardreset|logoutandshutdown|logoutandreboot|force ?(?:off|restart)|graceful ?(?:shutdown|restart)|pushpowerbutton)(?:[^a-z0-9]|$)`,
	words: []string{"cycle", "down", "halt", "hardreset", "hibernate", "kexec", "off", "reboot", "reset", "restart", "sleepnow", "soft", "suspend"}}

// powerIfaces name what powers the machine itself, as opposed to a
// container, a VM or a program (docker restart, vagrant halt): logind's
// D-Bus service, the desktop sessions' managers, macOS's System Events,
// Finder and loginwindow, a server's management controller (ipmitool
// chassis power, racadm serveraction, a Redfish ComputerSystem.Reset
// action), a systemd target of the power
// states.
var powerIfaces = &lazyRegexp{expr: `(?i)system events|\bfinder\b|loginwindow|\blogin1\b|ksmserver|org\.kde\.shutdown|sessionmanager|org\.xfce\.session|\bchassis\b|serveraction|computersystem\.reset|\b(?:poweroff|reboot|halt|kexec|suspend|hibernate|sleep)\.target\b`,
	words: []string{"chassis", "computersystem.reset", "finder", "login1", "loginwindow", "ksmserver", "kde.shutdown", "serveraction", "sessionmanager", "system events", "target", "xfce.session"}}

// powerSpeaker reports whether c may speak to the machine's power at
// all: not a program that only prints or searches, not a shell (whose
// code is judged as its own commands), not one only fed (xargs), not
// one whose name is only known at run time.
func powerSpeaker(c *Command) bool {
	name := strings.TrimSuffix(c.Name, ".exe")
	return name != "" && !does(c, name, roleFetchReads) && !does(c, name, roleShell) && name != "git" && name != "xargs" && name != "tee"
}

// powerSpoken reports whether c, whose words with what feeds it are
// low, tells the machine's own power to go off (a power word spoken to
// a power interface or by a power tool).
func powerSpoken(c *Command, low string) bool {
	if !powerWord.match(low) {
		return false
	}
	if nameIs(strings.TrimSuffix(c.Name, ".exe"), traitPowers) {
		return !hasArg(c.Args, "-g") && !hasArg(c.Args, "--help")
	}
	if c.Name == "systemctl" && !hasArg(c.Args, "start") && !hasArg(c.Args, "isolate") && !hasArg(c.Args, "restart") {
		return false // systemctl status reboot.target
	}
	return powerIfaces.match(low)
}

// stdinText is the text c reads on its standard input when known.
func stdinText(c *Command) string {
	if c.Stdin == nil {
		return ""
	}
	return " " + strings.ToLower(*c.Stdin)
}

// A login service's authentication weakened: the SSH server letting
// root or passwords (or empty ones) in, its keys read from a temporary
// directory or a program, an FTP server's anonymous logins, a database
// server's grant tables skipped or every host trusted, Remote Desktop
// opened or its network authentication dropped.

// loginConfig reports whether p configures a login service's
// authentication (any grammar's slashes, any case).
func loginConfig(p string) bool {
	l := strings.ToLower(strings.ReplaceAll(strings.Trim(p, `"'`), `\`, "/"))
	base := path.Base(l)
	return base == "sshd_config" || strings.Contains(l, "/sshd_config.d/") || base == "vsftpd.conf" || base == "pg_hba.conf" ||
		base == "my.cnf" || strings.HasPrefix(l, "/etc/mysql/") || base == "proftpd.conf"
}

// loginWeakSetting matches a setting that weakens a login service's
// authentication, as a line of its file or an option given to it.
var loginWeakSetting = &lazyRegexp{expr: `(?i)(?:^|[\s"'/=,;-])((?:permitrootlogin|passwordauthentication|permitemptypasswords|permituserenvironment)[\s=]+yes|strictmodes[\s=]+no|authorizedkeyscommand[\s=]+\S|authorizedkeysfile[\s=]+\S*(?:/tmp|/dev/shm|/var/tmp)|anon(?:ymous_enable|_upload_enable)\s*=\s*yes|skip[-_]grant[-_]tables|host\w*\s+all\s+all\s+\S+\s+trust\b)`,
	words: []string{"authorizedkeys", "anon", "grant", "permit", "passwordauthentication", "strictmodes", "trust"}}

// loginWeakened returns the setting c gives a login service that
// weakens its authentication (loginWeakSetting), written to its configuration
// (a sed or perl substitution counts by what it puts in) or given to the
// server as it starts, or Remote Desktop's registry values; "" if none.
func loginWeakened(ctx *Context, c *Command) string {
	name := strings.TrimSuffix(c.Name, ".exe")
	server := name == "sshd" || name == "mysqld" || name == "mysqld_safe" || name == "vsftpd"
	if !server {
		if slices.ContainsFunc(regWrittenKeys(c), func(k string) bool { return strings.Contains(strings.ToLower(k), `\terminal server`) }) {
			if m := rdpOpen.get().FindStringSubmatch(strings.Join(wordValues(c.Args), " ")); m != nil {
				return m[1] + " to 0 (Remote Desktop)"
			}
		}
		for _, w := range writtenPlaces(c) {
			v := w.Value
			if p, ok := ctx.Env.Path(w); ok && c.Grammar.IsPosix() {
				v = p
			}
			server = server || loginConfig(v)
		}
	}
	if !server {
		return ""
	}
	var b strings.Builder
	for _, a := range c.Args {
		b.WriteString(sedReplacement(a.Value) + "\n")
	}
	b.WriteString(stdinText(c))
	text := b.String()
	if !loginWeakSetting.match(text) {
		return ""
	}
	return loginWeakSetting.get().FindStringSubmatch(text)[1]
}

// rdpOpen matches Remote Desktop's values that let connections in
// (fDenyTSConnections) or drop the authentication before a session
// (UserAuthentication) set to 0.
var rdpOpen = &lazyRegexp{expr: `(?i)\b(fdenytsconnections|userauthentication)\b.*?(?:^|\s|/d\s+|-value\s+)0\b`}

// sedReplacement returns what a substitution s/PATTERN/REPLACEMENT/
// puts in: its replacement, the pattern being what is taken out; other
// text as it is.
func sedReplacement(v string) string {
	if len(v) < 4 || v[0] != 's' || strings.ContainsAny(v[1:2], "\\\n ") {
		return v
	}
	parts := strings.Split(v[2:], v[1:2])
	if len(parts) < 3 {
		return v
	}
	return parts[1]
}

// kernelWeakenedBy returns the kernel setting c switches off (as
// weakenedKernel reads sysctl's) by writing p: a file of /proc/sys
// (kernel/randomize_va_space is kernel.randomize_va_space), or a line of
// sysctl's configuration (/etc/sysctl.conf, /etc/sysctl.d/*.conf,
// applied at every boot); "" when it sets none.
func kernelWeakenedBy(c *Command, p string) string {
	text := strings.Join(wordValues(c.Args), " ") + "\n" + stdinText(c)
	if key, ok := strings.CutPrefix(p, "/proc/sys/"); ok {
		for _, v := range strings.Fields(text) {
			if sysNumber(v) {
				if kv := strings.ReplaceAll(key, "/", ".") + "=" + v; weakenedKernel.match(kv) {
					return kv
				}
				break
			}
		}
		return ""
	}
	if p != "/etc/sysctl.conf" && !strings.HasPrefix(p, "/etc/sysctl.d/") && !strings.HasPrefix(p, "/usr/lib/sysctl.d/") {
		return ""
	}
	for line := range strings.SplitSeq(strings.ReplaceAll(text, `\n`, "\n"), "\n") {
		if kv := strings.Join(strings.Fields(strings.Trim(line, `"' `)), ""); weakenedKernel.match(kv) {
			return kv
		}
	}
	return ""
}

// acceptAll reports whether iptables' words add an ACCEPT rule to the
// INPUT or FORWARD chain that matches everything: no protocol, port,
// address, interface or match module.
func acceptAll(args []Word) bool {
	adds, chain, accept := false, false, false
	for i, a := range args {
		switch v := a.Value; {
		case v == "-I" || v == "-A" || v == "--insert" || v == "--append":
			adds = true
			if i+1 < len(args) {
				chain = strings.EqualFold(args[i+1].Value, "INPUT") || strings.EqualFold(args[i+1].Value, "FORWARD")
			}
		case (v == "-j" || v == "--jump") && i+1 < len(args):
			accept = args[i+1].Value == "ACCEPT"
		case v == "-p" || v == "-s" || v == "-d" || v == "-i" || v == "-m" || strings.HasPrefix(v, "--") && v != "--insert" && v != "--append" && v != "--jump" && v != "--wait" && v != "-w":
			return false
		}
	}
	return adds && chain && accept
}

// portRange matches a range of ports, 1-65535 or 1:65535.
var portRange = &lazyRegexp{expr: `(\d{1,5})\s*[-:]\s*(\d{1,5})`}

// wideOpenPorts reports whether a word names a range of nearly every
// port (60000 or more of them).
func wideOpenPorts(args []Word) bool {
	for _, a := range args {
		if !strings.ContainsAny(a.Value, "-:") {
			continue
		}
		for _, m := range portRange.get().FindAllStringSubmatch(a.Value, -1) {
			lo, hi := 0, 0
			for _, ch := range m[1] {
				lo = lo*10 + int(ch-'0')
			}
			for _, ch := range m[2] {
				hi = hi*10 + int(ch-'0')
			}
			if hi <= 65535 && hi-lo >= 60000 {
				return true
			}
		}
	}
	return false
}

// rootCaps matches a capability set effective (+ep, =eip) that is root
// in all but name.
var rootCaps = &lazyRegexp{expr: `(?i)cap_(?:setuid|setgid|sys_admin|dac_override|dac_read_search|sys_ptrace|sys_module|chown|fowner|sys_rawio|bpf)\b[^\s]*[+=][a-z]*e|(?:^|\s)all[+=][a-z]*e`,
	words: []string{"all", "cap_"}}

// accountAdmin returns the administrators' group (sudo, wheel, admin,
// Administrators) or switch (-admin) an account tool puts an account in,
// "" when none: any program named for users or groups (useradd -G sudo,
// adduser NAME sudo, pw groupmod wheel -m NAME, sysadminctl -addUser …
// -admin), not one that lists or deletes them.
//
// An argument makes any program an account tool by a switch of
// accountToolSwitches, so only a command with one of their anchors
// (cmdAnchors) has its arguments read for one.
func accountAdmin(c *Command) string {
	name := strings.TrimSuffix(c.Name, ".exe")
	tool := strings.Contains(name, "user") || strings.Contains(name, "group") || name == "pw"
	if !tool && cmdAnchors(c)&anchorAccount != 0 {
		for _, a := range c.Args { // sysadminctl -addUser
			l := strings.ToLower(strings.TrimLeft(a.Value, "-/"))
			tool = tool || slices.ContainsFunc(accountToolSwitches, func(s string) bool { return strings.HasPrefix(l, s) })
		}
	}
	if !tool || name == "groups" || name == "users" ||
		strings.HasPrefix(name, "del") || strings.HasPrefix(name, "ls") || strings.HasPrefix(name, "get") || strings.HasPrefix(name, "remove") {
		return ""
	}
	for _, a := range c.Args {
		if v := strings.ToLower(a.Value); v == "-admin" || v == "--admin" {
			return a.Value
		}
		for item := range strings.SplitSeq(a.Value, ",") {
			if adminGroupWord.match(item) && item != "root" {
				return item
			}
		}
	}
	return ""
}

// psValueOff reports whether args give the parameter name (lower case,
// written as any prefix of it of at least min letters) a value that
// turns it off ($false, 0, false), after a colon (-Enabled:$false) or
// as the next word; psValueOn one that turns it on ($true, 1, true).
func psValueOff(args []Word, name string, min int) bool {
	v, ok := psValueOf(args, name, min)
	return ok && psFalse(v)
}

func psValueOn(args []Word, name string, min int) bool {
	v, ok := psValueOf(args, name, min)
	return ok && (strings.EqualFold(v, "$true") || v == "1" || strings.EqualFold(v, "true"))
}

// psValueOf returns the value args give the parameter name, as
// psValueOff reads it.
func psValueOf(args []Word, name string, min int) (string, bool) {
	for i, a := range args {
		p, val, ok := psParam(a)
		if !ok || !psIs(p, name, min) {
			continue
		}
		if strings.Contains(a.Value, ":") {
			return val, true
		}
		if i+1 < len(args) {
			return args[i+1].Value, true
		}
		return "", false
	}
	return "", false
}

// accountToolSwitches begin the switches, without their - or /, that
// make a program an account tool (sysadminctl -addUser).
var accountToolSwitches = []string{"adduser", "addgroup", "createuser"}

// accountChange returns what c does to an account other than list or
// create it: delete it (userdel, deluser, pw userdel, Remove-LocalUser,
// Remove-ADUser, net user NAME /delete, dscl -delete /Users/NAME,
// sysadminctl -deleteUser), lock, expire or disable it (passwd -l,
// usermod -L or -e, chage -E, Disable-LocalUser, Disable-ADAccount, net
// user NAME /active:no), or set its password (net user NAME PASSWORD,
// Set-LocalUser -Password, Set-ADAccountPassword, dscl -passwd,
// sysadminctl -resetPasswordFor); "" when none.
func accountChange(c *Command) string {
	name := lowerNameNoExe(c)
	if verb, noun, ok := strings.Cut(name, "-"); ok && c.Grammar == lexer.PowerShell {
		if !strings.Contains(noun, "user") && !strings.HasPrefix(noun, "adaccount") && !strings.HasPrefix(noun, "adserviceaccount") {
			return ""
		}
		password := strings.Contains(noun, "password") || slices.ContainsFunc(c.Args, func(a Word) bool {
			p := strings.ToLower(a.Value)
			return p == "-password" || p == "-newpassword" || p == "-accountpassword" || p == "-reset" ||
				// Microsoft Graph's user (Update-MgUser -PasswordProfile
				// @{Password=…}, its -BodyParameter's passwordProfile).
				strings.Contains(p, "passwordprofile")
		})
		switch {
		case psWhatIfGiven(c):
		case verb == "remove":
			return "deletes an account"
		case verb == "disable",
			// Set-ADUser -Enabled $false, Update-MgUser
			// -AccountEnabled:$false, Set-MsolUser -BlockCredential
			// $true: the account's switch turned off by a setting.
			(verb == "set" || verb == "update") && (psValueOff(c.Args, "enabled", 4) || psValueOff(c.Args, "accountenabled", 4) || psValueOn(c.Args, "blockcredential", 5)):
			return "disables an account"
		case (verb == "set" || verb == "reset" || verb == "update") && password:
			return "sets an account's password"
		}
		return ""
	}
	switch name {
	case "userdel", "rmuser", "pw", "deluser", "passwd", "usermod", "chage", "net", "dscl", "sysadminctl":
	default:
		return "" // the tools the cases below name (a gate: no words read for any other)
	}
	if hasArg(c.Args, "--help", "-?", "/?") || hasArg(c.Args, "-h") && name != "dscl" && name != "pw" {
		return "" // userdel --help, net user /?: it prints its usage (shadow-utils' -h is --help)
	}
	var ops []string // the words that are not options
	opt := func(short string, long ...string) bool {
		for _, a := range c.Args {
			if a.Value == short || slices.Contains(long, strings.ToLower(a.Value)) ||
				len(short) == 2 && len(a.Value) > 2 && a.Value[0] == '-' && a.Value[1] != '-' && strings.ContainsRune(a.Value[1:], rune(short[1])) {
				return true
			}
		}
		return false
	}
	for _, a := range c.Args {
		if !strings.HasPrefix(a.Value, "-") && !(strings.HasPrefix(a.Value, "/") && (name == "net" || isWin(c.Grammar))) {
			ops = append(ops, strings.ToLower(a.Value))
		}
	}
	switch {
	case name == "userdel" || name == "rmuser" || name == "pw" && len(ops) > 0 && ops[0] == "userdel",
		name == "deluser" && len(ops) <= 1 && !hasArg(c.Args, "--group"): // deluser USER GROUP takes it out of a group
		return "deletes an account"
	case name == "passwd" && len(ops) > 0 && opt("-l", "--lock"), name == "usermod" && opt("-L", "--lock"):
		return "locks an account"
	case name == "passwd" && len(ops) > 0 && opt("-e", "--expire"), name == "usermod" && opt("-e", "--expiredate"),
		name == "chage" && opt("-E", "--expiredate") && !slices.Contains(ops, "-1") && !hasArg(c.Args, "-1"):
		return "expires an account"
	case (name == "net") && len(ops) > 0 && (ops[0] == "user" || ops[0] == "users"):
		for _, a := range c.Args {
			switch l := strings.ToLower(a.Value); {
			case l == "/delete" || l == "/del":
				return "deletes an account"
			case l == "/active:no":
				return "disables an account"
			case l == "/add":
				return ""
			}
		}
		if len(ops) >= 3 && ops[2] != "*" {
			return "sets an account's password"
		}
	case name == "dscl" && slices.ContainsFunc(ops, func(o string) bool { return strings.HasPrefix(o, "/users/") }):
		switch {
		case hasArg(c.Args, "-delete"):
			return "deletes an account"
		case hasArg(c.Args, "-passwd"):
			return "sets an account's password"
		}
	case name == "sysadminctl":
		switch {
		case slices.ContainsFunc(c.Args, func(a Word) bool { return strings.EqualFold(a.Value, "-deleteUser") }):
			return "deletes an account"
		case slices.ContainsFunc(c.Args, func(a Word) bool { return strings.EqualFold(a.Value, "-resetPasswordFor") }):
			return "sets an account's password"
		}
	}
	return ""
}

// securityRemoved returns the path of a security product's program or
// files (securityTool, by its directories' and name's words) that c
// deletes or renames away, or makes not executable (chmod -x, 000);
// "" when none. The product's own uninstaller is judged as its off verb.
func securityRemoved(c *Command) string {
	var paths []Word
	switch c.Name {
	case "mv":
		paths = fsRemoves(c)
	case "chmod":
		if len(c.Args) > 1 && (strings.Contains(c.Args[0].Value, "-x") || strings.Trim(c.Args[0].Value, "0") == "") {
			paths = c.Args[1:]
		}
	default:
		if s, p := removerOf(c); s != nil {
			paths = p.operands // rm, shred, trash-put: what its spec says it removes
		}
	}
	for _, w := range paths {
		if v := w.Value; strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "/tmp/") && !strings.HasPrefix(v, "/home/") && securityTool(v) {
			return v
		}
	}
	return ""
}

// psNoPassword reports whether a cmdlet's words give the switch
// -NoPassword, not -NoPassword:$false.
func psNoPassword(args []Word) bool {
	for _, a := range args {
		l := strings.ToLower(a.Value)
		if v, ok := strings.CutPrefix(l, "-nopassword"); ok && (v == "" || v[0] == ':' && v != ":false" && v != ":$false" && v != ":0") {
			return true
		}
	}
	return false
}

// emptyPassword reports whether useradd's or usermod's words set an
// empty password hash (-p ”, --password=).
func emptyPassword(args []Word) bool {
	for i, a := range args {
		if a.Value == "--password=" || (a.Value == "-p" || a.Value == "--password") && i+1 < len(args) && args[i+1].Value == "" {
			return true
		}
	}
	return false
}
