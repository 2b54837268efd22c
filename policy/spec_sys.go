package policy

// sysSpecs are changes to the machine that no one can undo from here:
// firewalls flushed or switched off and antivirus switched off
// (sys.firewall), storage pools and
// volumes destroyed (sys.mkfs), scheduled tasks removed wholesale
// (sys.crontab-remove).
var sysSpecs = []spec{
	{path: "iptables", value: "tAIDRPNXEjgiosdpw", long: []string{"--table", "--append", "--insert", "--delete", "--policy", "--jump", "--goto", "--in-interface", "--out-interface", "--source", "--destination", "--protocol", "--wait"}, need: []string{"-F", "--flush"}, unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "flushing the firewall's rules"},
	{path: "ip6tables", value: "tAIDRPNXEjgiosdpw", long: []string{"--table", "--append", "--insert", "--delete", "--policy", "--jump", "--wait"}, need: []string{"-F", "--flush"}, unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "flushing the firewall's rules"},
	{path: "nft flush ruleset", effect: effectExternal, rule: "sys.firewall", what: "flushing every nftables rule"},
	{path: "ufw disable", effect: effectExternal, rule: "sys.firewall", what: "switching the firewall off"},
	{path: "ufw reset", effect: effectExternal, rule: "sys.firewall", what: "resetting the firewall"},
	{path: "systemctl stop", operand: firewallUnit, effect: effectExternal, rule: "sys.firewall", what: "stopping the firewall"},
	{path: "systemctl disable", operand: firewallUnit, effect: effectExternal, rule: "sys.firewall", what: "disabling the firewall"},
	{path: "systemctl mask", operand: firewallUnit, effect: effectExternal, rule: "sys.firewall", what: "masking the firewall"},
	{path: "pfctl", need: []string{"-d", "-F"}, effect: effectExternal, rule: "sys.firewall", what: "switching pf off or flushing it"},
	{path: "netsh advfirewall set *", operand: offWord, effect: effectExternal, rule: "sys.firewall", what: "switching the Windows firewall off"},
	{path: "netsh firewall set opmode", operand: offWord, effect: effectExternal, rule: "sys.firewall", what: "switching the Windows firewall off"},
	// Microsoft Defender: real-time, behaviour or script scanning switched
	// off ($true to a -Disable… option), or paths and programs excluded
	// from scanning.
	{path: "set-mppreference", ps: true, long: mpValue, need: append([]string{"$true", "1", "true"}, mpExclusions...), unless: psWhatIf, effect: effectExternal, rule: "sys.firewall", what: "switching Microsoft Defender's protection off or excluding paths from it"},
	{path: "add-mppreference", ps: true, long: mpValue, need: mpExclusions, unless: psWhatIf, effect: effectExternal, rule: "sys.firewall", what: "excluding paths or programs from Microsoft Defender's scanning"},
	{path: "setenforce", operand: selinuxOff, effect: effectExternal, rule: "sys.firewall", what: "switching SELinux enforcement off"},
	{path: "set-netfirewallprofile", longDash: true, fold: true, long: []string{"-Enabled", "-Profile", "-Name", "-All", "-PolicyStore"}, need: []string{"False", "0", "$false"}, unless: psWhatIf, effect: effectExternal, rule: "sys.firewall", what: "switching the Windows firewall off"},

	{path: "zpool destroy", effect: effectExternal, rule: "sys.mkfs", what: "destroying a ZFS pool with all its data"},
	{path: "zfs destroy", unless: []string{"-n"}, effect: effectExternal, rule: "sys.mkfs", what: "destroying a ZFS dataset"},
	{path: "lvremove", unless: []string{"--test", "-t", "--help", "-h"}, effect: effectExternal, rule: "sys.mkfs", what: "removing a logical volume with its data"},
	{path: "vgremove", unless: []string{"--test", "-t", "--help", "-h"}, effect: effectExternal, rule: "sys.mkfs", what: "removing a volume group with its volumes"},
	{path: "pvremove", unless: []string{"--test", "-t", "--help", "-h"}, effect: effectExternal, rule: "sys.mkfs", what: "removing a physical volume's label"},
	{path: "cryptsetup luksErase", effect: effectExternal, rule: "sys.mkfs", what: "erasing a LUKS header's keys (the data becomes unreadable)"},
	{path: "cryptsetup erase", effect: effectExternal, rule: "sys.mkfs", what: "erasing a LUKS header's keys (the data becomes unreadable)"},
	{path: "sgdisk", need: []string{"-Z", "--zap-all", "-o", "--clear"}, effect: effectExternal, rule: "sys.mkfs", what: "wiping a disk's partition table"},
	{path: "diskutil eraseDisk", effect: effectExternal, rule: "sys.mkfs", what: "erasing a disk"},
	{path: "diskutil eraseVolume", effect: effectExternal, rule: "sys.mkfs", what: "erasing a volume"},
	{path: "diskutil apfs deleteContainer", effect: effectExternal, rule: "sys.mkfs", what: "deleting an APFS container"},

	{path: "schtasks /[dD][eE][lL][eE][tT][eE]", operand: starWord, effect: effectExternal, rule: "sys.crontab-remove", what: "deleting every scheduled task"},
	{path: "schtasks.exe /[dD][eE][lL][eE][tT][eE]", operand: starWord, effect: effectExternal, rule: "sys.crontab-remove", what: "deleting every scheduled task"},
	{path: "unregister-scheduledtask", longDash: true, fold: true, long: []string{"-TaskName", "-TaskPath", "-CimSession"}, need: []string{"*"}, unless: psWhatIf, effect: effectExternal, rule: "sys.crontab-remove", what: "unregistering every scheduled task"},
	{path: "atrm", operand: atqSubst, effect: effectExternal, rule: "sys.crontab-remove", what: "removing every queued at job"},
}

var (
	firewallUnit = &lazyRegexp{expr: `^(firewalld|ufw|nftables|iptables|ip6tables|netfilter-persistent|pf)(\.service)?$`}
	selinuxOff   = &lazyRegexp{expr: `(?i)^(0|permissive)$`}
	offWord      = &lazyRegexp{expr: `(?i)^(off|disable)$`}
	starWord     = &lazyRegexp{expr: `^\*$`}
	mpExclusions = []string{"-ExclusionPath", "-ExclusionProcess", "-ExclusionExtension", "-ExclusionIpAddress"}
	mpValue      = []string{"-DisableRealtimeMonitoring", "-DisableBehaviorMonitoring", "-DisableIOAVProtection", "-DisableScriptScanning", "-DisableArchiveScanning", "-DisableIntrusionPreventionSystem", "-DisableBlockAtFirstSeen", "-ExclusionPath", "-ExclusionProcess", "-ExclusionExtension", "-ExclusionIpAddress", "-MAPSReporting", "-SubmitSamplesConsent"}
	atqSubst     = &lazyRegexp{expr: `atq`}
)
