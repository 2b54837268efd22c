package policy

import "github.com/guarded-sh/guarded-sh/lexer"

// sysSpecs are changes to the machine that no one can undo from here:
// firewalls flushed or switched off (sys.firewall), storage pools and
// volumes destroyed (sys.mkfs), scheduled tasks removed wholesale
// (sys.crontab-remove).
var sysSpecs = []spec{
	// Pull-mode configuration: ansible-pull -U URL clones the repository
	// and runs its playbook as this machine's configuration, chef-client
	// and chef-solo --recipe-url URL fetch cookbooks and converge them
	// (docs.ansible.com, ansible-pull; docs.chef.io, ctl_chef_client):
	// code fetched as it runs, as git clone URL && bash DIR/x.sh is.
	{path: "ansible-pull", value: "CdefiklMmostTuU", long: "--checkout --directory --extra-vars --inventory --limit --module-name --private-key --sleep --tags --url --user --vault-id --vault-password-file", need: "-U --url", unless: "--check --list-hosts -h --help", effect: effectExternal, rule: "sys.written-code", what: "ansible-pull fetching a repository and running its playbook, code only known when it runs,"},
	{path: "chef-client", value: "cEjLlNorS", long: "--config --environment --json-attributes --log_level --logfile --named-run-list --override-runlist --recipe-url --runlist --server", need: "--recipe-url", unless: "-W --why-run -h --help", effect: effectExternal, rule: "sys.written-code", what: "chef-client fetching cookbooks from --recipe-url and converging them, code only known when it runs,"},
	{path: "chef-solo", value: "cjLlNorS", long: "--config --environment --json-attributes --log_level --logfile --override-runlist --recipe-url --runlist", need: "-r --recipe-url", unless: "-W --why-run -h --help", effect: effectExternal, rule: "sys.written-code", what: "chef-solo fetching cookbooks from --recipe-url and converging them, code only known when it runs,"},
	{path: "iptables", value: "tAIDRPNXEjgiosdpw", long: "--append --delete --destination --goto --in-interface --insert --jump --out-interface --policy --protocol --source --table --wait", need: "-F --flush", unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "flushing the firewall's rules", more: &specMore{moreChange: &moreChange{role: roleSystemTool, trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ip6tables", value: "tAIDRPNXEjgiosdpw", long: "--append --delete --insert --jump --policy --table --wait", need: "-F --flush", unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "flushing the firewall's rules", more: &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "nft flush ruleset", effect: effectExternal, rule: "sys.firewall", what: "flushing every nftables rule"},
	{path: "nft flush table", effect: effectExternal, rule: "sys.firewall", what: "flushing an nftables table's rules"},
	{path: "nft flush chain", effect: effectExternal, rule: "sys.firewall", what: "flushing an nftables chain's rules"},
	{path: "nft delete table", effect: effectExternal, rule: "sys.firewall", what: "deleting an nftables table with its rules"},
	{path: "nft delete chain", effect: effectExternal, rule: "sys.firewall", what: "deleting an nftables chain with its rules"},
	// ipvsadm -C: the kernel's virtual server table cleared, every
	// load-balanced service (kube-proxy's in IPVS mode, keepalived's)
	// gone until rebuilt (ipvsadm(8)).
	{path: "ipvsadm", value: "AEDaedtuf", long: "--add-server --add-service --delete-server --delete-service --edit-server --edit-service --fwmark-service --tcp-service --udp-service", need: "-C --clear", unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "clearing the kernel's virtual server table (every load-balanced service)"},
	// ipset(8): a set's addresses are what iptables and nftables rules
	// that name it block or let in: flushed or destroyed, those rules
	// match nothing (destroy, x, -X; flush, -F: every set when none is
	// named).
	{path: "ipset flush", unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "flushing an ipset (the addresses the firewall's rules name)"},
	{path: "ipset destroy", unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "destroying an ipset (the addresses the firewall's rules name)"},
	{path: "ipset", need: "-F -X --flush --destroy", unless: helpUnless, effect: effectExternal, rule: "sys.firewall", what: "flushing or destroying an ipset (the addresses the firewall's rules name)", more: systemToolRole},
	{path: "ufw disable", effect: effectExternal, rule: "sys.firewall", what: "switching the firewall off"},
	{path: "ufw reset", effect: effectExternal, rule: "sys.firewall", what: "resetting the firewall"},
	{path: "systemctl stop", operand: firewallUnit, effect: effectExternal, rule: "sys.firewall", what: "stopping the firewall"},
	{path: "systemctl disable", operand: firewallUnit, effect: effectExternal, rule: "sys.firewall", what: "disabling the firewall"},
	{path: "systemctl mask", operand: firewallUnit, effect: effectExternal, rule: "sys.firewall", what: "masking the firewall"},
	{path: "pfctl", need: "-d -F", effect: effectExternal, rule: "sys.firewall", what: "switching pf off or flushing it"},
	{path: "netsh advfirewall set *", operand: offWord, effect: effectExternal, rule: "sys.firewall", what: "switching the Windows firewall off"},
	{path: "netsh firewall set opmode", operand: offWord, effect: effectExternal, rule: "sys.firewall", what: "switching the Windows firewall off"},
	// Set-NetFirewallProfile -Enabled False (or -Enabled:$false, -Enab 0,
	// a splatted @{Enabled=$false}); its parameters that take a value
	// from Microsoft's cmdlet reference (NetSecurity module).
	{path: "set-netfirewallprofile", ps: true, fold: true, long: "-AllowInboundRules -AllowLocalFirewallRules -AllowLocalIPsecRules -AllowUnicastResponseToMulticast -AllowUserApps -AllowUserPorts -CimSession -DefaultInboundAction -DefaultOutboundAction -DisabledInterfaceAliases -EnableStealthModeForIPsec -Enabled -GPOSession -InputObject -LogAllowed -LogBlocked -LogFileName -LogIgnored -LogMaxSizeKilobytes -Name -NotifyOnListen -PolicyStore -Profile -ThrottleLimit", need: "-Enabled=False -Enabled=0", unless: psWhatIf, effect: effectExternal, rule: "sys.firewall", what: "switching the Windows firewall off"},

	// The system clock set by hand (sys.clock): certificates and
	// Kerberos tickets are checked against it, logs and audit trails
	// are stamped with it, builds and caches compare it, so a clock set
	// back or forward lets an expired certificate pass and makes a log
	// lie. Set-Date (Microsoft.PowerShell.Utility: -Date or -Adjust, any
	// call sets the clock); GNU date -s/--set, and an operand
	// MMDDhhmm[[CC]YY][.ss] (coreutils' date; BSD's date sets it from
	// [[[[cc]yy]mm]dd]HH]MM[.ss] unless -j); timedatectl set-time and
	// set-ntp off (systemd); hwclock --set (util-linux); cmd's date and
	// time given a value (`date /?`: DATE /T only prints it).
	{path: "set-date", ps: true, long: "-Adjust -Date -DisplayHint", unless: psWhatIf, effect: effectExternal, rule: "sys.clock", what: "setting the system clock"},
	{path: "date", shell: lexer.Cmd, win: true, more: &specMore{moreArgs: &moreArgs{switches: "/t"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: "/t /?", operand: someText, effect: effectExternal, rule: "sys.clock", what: "setting the system date"},
	{path: "time", shell: lexer.Cmd, win: true, more: &specMore{moreArgs: &moreArgs{switches: "/t"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: "/t /?", operand: someText, effect: effectExternal, rule: "sys.clock", what: "setting the system time"},
	{path: "date", value: "dfrsv", long: "--date --file --reference --rfc-3339 --set", need: "-s --set", unless: "--help --version -j", effect: effectExternal, rule: "sys.clock", what: "setting the system clock"},
	{path: "date", value: "dfrsv", long: "--date --file --reference --rfc-3339 --set", operand: clockDigits, unless: "--help --version -j", effect: effectExternal, rule: "sys.clock", what: "setting the system clock"},
	// WMI's Win32_OperatingSystem.SetDateTime (learn.microsoft.com, the
	// class's methods; only that class has one of the name), called by
	// Invoke-CimMethod -MethodName or its second position, and wmic os
	// set LocalDateTime=VALUE.
	{path: "invoke-cimmethod", ps: true, long: cimMethodValue, codeOpts: "-MethodName", code: setDateTimeMethod, unless: psWhatIf, effect: effectExternal, rule: "sys.clock", what: "setting the system clock through WMI"},
	{path: "invoke-cimmethod", ps: true, long: cimMethodValue, operand: setDateTimeMethod, unless: psWhatIf, effect: effectExternal, rule: "sys.clock", what: "setting the system clock through WMI"},
	{path: "wmic os set", win: true, fold: true, operand: localDateTimeSet, unless: "/?", effect: effectExternal, rule: "sys.clock", what: "setting the system clock through WMI"},
	{path: "timedatectl set-time", effect: effectExternal, rule: "sys.clock", what: "setting the system clock"},
	{path: "timedatectl set-ntp", operand: offValueWord, effect: effectExternal, rule: "sys.clock", what: "switching the clock's network time sync off"},
	{path: "hwclock", value: "f", long: "--adjfile --date --delay --epoch --rtc", need: "--set", unless: "--help -h", effect: effectExternal, rule: "sys.clock", what: "setting the hardware clock"},

	// The machine's protections switched off, or an account made an
	// administrator: what the sandbox and the OS enforce around an agent.
	// macOS's profiles(1): remove (-R in the old syntax) and -D take
	// configuration profiles off, the device management's restrictions,
	// certificates and settings with them.
	{path: "profiles remove", long: "-identifier -password -path -type -user", unless: "-h help", effect: effectExternal, rule: "sys.protection-off", what: "removing configuration profiles (the device management's restrictions, certificates and settings)"},
	{path: "profiles", long: "-F -U -p -u", need: "-R -D", unless: "-h", effect: effectExternal, rule: "sys.protection-off", what: "removing configuration profiles (the device management's restrictions, certificates and settings)"},
	{path: "setenforce", operand: permissive, effect: effectExternal, rule: "sys.protection-off", what: "switching SELinux to permissive"},
	{path: "aa-teardown", effect: effectExternal, rule: "sys.protection-off", what: "unloading every AppArmor profile"},
	// A directory's accounts deleted: Kerberos principals (kadmin's and
	// kadmin.local's -q, or their standard input), FreeIPA's user-del,
	// Samba AD's samba-tool user delete.
	{path: "kadmin", value: "rpkcqdsmxwt", long: "--query", codeOpts: "-q --query", code: kadminDelete, unless: "--help", effect: effectExternal, rule: "sys.protection-off", what: "kadmin deleting a Kerberos principal (an account no one logs in as again)"},
	{path: "kadmin.local", value: "rpkcqdsmxe", long: "--query", codeOpts: "-q --query", code: kadminDelete, unless: "--help", effect: effectExternal, rule: "sys.protection-off", what: "kadmin.local deleting a Kerberos principal (an account no one logs in as again)"},
	{path: "ipa user-del", unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "ipa user-del deleting a directory account"},
	{path: "samba-tool user delete", unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "samba-tool deleting a domain account"},
	// Samba's own account databases (smbpasswd(8) -x, pdbedit(8) -x,
	// --delete): the account deleted, as samba-tool user delete.
	{path: "smbpasswd", value: "cDrRU", need: "-x", unless: "-h", effect: effectExternal, rule: "sys.protection-off", what: "smbpasswd -x deleting a Samba account"},
	{path: "pdbedit", value: "bcDefhIpsUu", long: "--account-control --backend --configfile --debuglevel --drive --fullname --homedir --import --profile --script --user", need: "-x --delete", unless: "--help", effect: effectExternal, rule: "sys.protection-off", what: "pdbedit deleting a Samba account"},
	// samba-tool user setpassword and disable (samba-tool(8)): as dsmod
	// user -pwd and -disabled yes; domain demote and fsmo seize: as
	// Uninstall-ADDSDomainController and ntdsutil's seize.
	{path: "samba-tool user setpassword", unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "samba-tool setting a domain account's password"},
	{path: "samba-tool user disable", unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "samba-tool disabling a domain account"},
	{path: "samba-tool domain demote", unless: "--help -h", effect: effectExternal, rule: "infra.cloud", what: "demoting a Samba domain controller (the directory, logons and DNS it serves the domain stop)"},
	{path: "samba-tool fsmo seize", unless: "--help -h", effect: effectExternal, rule: "infra.cloud", what: "seizing an operations master role of the domain (its holder must never come back to the domain)"},
	// FIPS mode and the system-wide crypto policy (RHEL's
	// fips-mode-setup(8), update-crypto-policies(8); Ubuntu Pro's pro
	// disable fips): FIPS mode switched off at the next boot, or a
	// policy that lets the weak algorithms back in (LEGACY; the SHA1
	// and NO-ENFORCE-EMS subpolicies). USBGuard told to let in every
	// device no rule names (usbguard(1) set-parameter
	// ImplicitPolicyTarget allow).
	{path: "fips-mode-setup", need: "--disable", unless: "--check --help --is-enabled --no-bootcfg", effect: effectExternal, rule: "sys.protection-off", what: "switching FIPS mode off"},
	{path: "update-crypto-policies", long: "--set", codeOpts: "--set", code: weakCryptoPolicy, unless: "--help --show --check", effect: effectExternal, rule: "sys.protection-off", what: "setting a crypto policy that allows the weak algorithms again"},
	{path: "pro disable", operand: fipsService, unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "switching FIPS mode off"},
	{path: "ua disable", operand: fipsService, unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "switching FIPS mode off"},
	{path: "usbguard set-parameter", operand: usbAllowAll, unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "letting every USB device in (USBGuard's implicit policy set to allow)"},
	{path: "spctl", long: "--add --context --label --remove --status --type", need: "--master-disable --global-disable --disable", effect: effectExternal, rule: "sys.protection-off", what: "switching Gatekeeper off"},
	// Windows: the services that protect or record the machine stopped,
	// disabled or deleted (Defender, its firewall, the event log, Windows
	// Update), Defender switched off through its policy keys, and the
	// event logs cleared.
	{path: "stop-service", ps: true, long: "-DisplayName -Exclude -Include -InputObject -Name", operand: protectService, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "stopping a service that protects or records the machine", more: &specMore{moreChange: &moreChange{role: roleServices}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "stop-service", ps: true, long: "-DisplayName -Exclude -Include -InputObject -Name", codeOpts: "-Name -DisplayName", code: protectService, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "stopping a service that protects or records the machine"},
	{path: "set-service", ps: true, long: "-Description -DisplayName -InputObject -Name -StartupType -Status", codeOpts: "-Name", code: protectService, need: "-StartupType=Disabled -Status=Stopped", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "disabling a service that protects or records the machine", more: &specMore{moreChange: &moreChange{role: roleServices}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "set-service", ps: true, long: "-Description -DisplayName -InputObject -Name -StartupType -Status", operand: protectService, need: "-StartupType=Disabled -Status=Stopped", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "disabling a service that protects or records the machine"},
	{path: "sc stop", win: true, operand: protectService, effect: effectExternal, rule: "sys.protection-off", what: "stopping a service that protects or records the machine"},
	{path: "sc config", win: true, operand: protectService, effect: effectExternal, rule: "sys.protection-off", what: "reconfiguring a service that protects or records the machine"},
	{path: "sc delete", win: true, operand: protectService, effect: effectExternal, rule: "sys.protection-off", what: "deleting a service that protects or records the machine"},
	{path: "net stop", win: true, operand: protectService, effect: effectExternal, rule: "sys.protection-off", what: "stopping a service that protects or records the machine"},
	{path: "wevtutil cl", win: true, effect: effectExternal, rule: "sys.protection-off", what: "clearing an event log"},
	{path: "wevtutil clear-log", win: true, effect: effectExternal, rule: "sys.protection-off", what: "clearing an event log"},
	{path: "wevtutil sl", win: true, fold: true, need: "/e=false /enabled=false /e=0 /enabled=0", effect: effectExternal, rule: "sys.protection-off", what: "switching an event log off"},
	{path: "wevtutil set-log", win: true, fold: true, need: "/e=false /enabled=false /e=0 /enabled=0", effect: effectExternal, rule: "sys.protection-off", what: "switching an event log off"},
	{path: "fsutil usn deletejournal", win: true, effect: effectExternal, rule: "sys.protection-off", what: "deleting the volume's change journal (the record of which files changed)"},
	{path: "remove-eventlog", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "deleting an event log"},
	// A certificate made a trusted root (or a trusted issuer or
	// publisher): every TLS connection and signed program it vouches for
	// is then trusted, a man in the middle's among them. Windows' stores
	// named in certutil -addstore STORE FILE (learn.microsoft.com,
	// windows-commands/certutil) and in Import-Certificate's or
	// Import-PfxCertificate's -CertStoreLocation; macOS's security
	// add-trusted-cert (its -r defaults to trustRoot); p11-kit's trust
	// anchor FILE.
	{path: "certutil", win: true, long: certutilValue, more: &specMore{moreArgs: &moreArgs{switches: certutilSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "-addstore", operand: trustedStore, unless: "-?", effect: effectExternal, rule: "sys.protection-off", what: "adding a certificate to the machine's trusted roots or issuers (whoever holds its key is trusted for every site and program)"},
	{path: "import-certificate", ps: true, long: "-CertStoreLocation -FilePath", codeOpts: "-CertStoreLocation", code: trustStorePath, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "adding a certificate to the trusted roots or issuers (whoever holds its key is trusted for every site and program)"},
	{path: "import-pfxcertificate", ps: true, long: "-CertStoreLocation -FilePath -Password", codeOpts: "-CertStoreLocation", code: trustStorePath, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "adding a certificate to the trusted roots or issuers (whoever holds its key is trusted for every site and program)"},
	// The Certificate provider's Move-Item moves a certificate from one
	// store to another (about_Certificate_Provider, learn.microsoft.com:
	// Move-Item is among the cmdlets it supports): moved into a trusted
	// store, it is trusted as Import-Certificate's would be. Copy-Item is
	// not supported there, but asked to, it says the same intent.
	{path: "move-item", ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: "-Path -LiteralPath -PSPath -LP -Destination"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, operand: trustStorePath, dest: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "moving a certificate into the trusted roots or issuers (whoever holds its key is trusted for every site and program)"},
	{path: "copy-item", ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{pathOpts: "-Path -LiteralPath -PSPath -LP -Destination"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, operand: trustStorePath, dest: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "copying a certificate into the trusted roots or issuers (whoever holds its key is trusted for every site and program)"},
	{path: "security add-trusted-cert", value: "rpaseukio", unless: "-h", effect: effectExternal, rule: "sys.protection-off", what: "security add-trusted-cert making a certificate a trusted root (whoever holds its key is trusted for every site and program)"},
	{path: "trust anchor", long: "--store", unless: "--remove --help -h", effect: effectExternal, rule: "sys.protection-off", what: "trust anchor making a certificate a trusted root (whoever holds its key is trusted for every site and program)"},
	// A failover cluster stopped: the cluster service on every node, and
	// every clustered role with it (learn.microsoft.com, Stop-Cluster).
	// Users' sessions on a shared desktop host ended, whatever they had
	// open lost: Citrix's Stop-BrokerSession (Citrix Broker PowerShell
	// SDK) and Remote Desktop's Invoke-RDUserLogoff (RemoteDesktop
	// module), as logoff /server is; disconnecting keeps the session.
	{path: "stop-brokersession", ps: true, long: "-AdminAddress -BearerToken -InputObject -LoggingId -TraceParent -TraceState -VirtualSiteId", unless: psWhatIf, effect: effectExternal, rule: "sys.shutdown", what: "ending users' sessions on a Citrix host (what they had open lost)"},
	{path: "invoke-rduserlogoff", ps: true, long: "-HostServer -UnifiedSessionID", unless: psWhatIf, effect: effectExternal, rule: "sys.shutdown", what: "logging users off a Remote Desktop session host (what they had open lost)"},
	{path: "stop-cluster", ps: true, long: "-Cluster -InputObject -Wait", unless: psWhatIf, effect: effectExternal, rule: "sys.shutdown", what: "stopping the failover cluster (every node's cluster service, every clustered role)"},
	// The machine stopped through an init other than systemd's and
	// SysV's (init and telinit are sysCommand's): runit's runit-init 0
	// (halt) or 6 (reboot); s6's s6-svscanctl -t, -q, -i or -b
	// (skarnet.org: every supervised service brought down, then
	// s6-svscan's finish, which is the machine's or the container's
	// shutdown when it runs as process 1 or under s6-overlay), and
	// s6-linux-init's s6-linux-init-hpr -h, -p, -r and
	// s6-linux-init-shutdown (but -c, which cancels); OpenRC's
	// openrc-shutdown (-H halt, -p poweroff, -r reboot, -k kexec, -s
	// single user; -c cancels, -D is a dry run); dinit's dinitctl
	// shutdown; GNU Shepherd's herd stop root.
	{path: "runit-init", operand: haltRunlevel, unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "runit-init halting or rebooting the machine"},
	{path: "s6-svscanctl", need: "-t -q -i -b", effect: effectExternal, rule: "sys.shutdown", what: "s6-svscanctl bringing every supervised service down and ending s6-svscan (the machine's or the container's init)"},
	{path: "s6-linux-init-hpr", need: "-h -p -r", unless: "--help", effect: effectExternal, rule: "sys.shutdown", what: "s6-linux-init-hpr halting, powering off or rebooting the machine"},
	{path: "s6-linux-init-shutdown", value: "at", unless: "-c -h --help", effect: effectExternal, rule: "sys.shutdown", what: "s6-linux-init-shutdown stopping or restarting the machine"},
	{path: "openrc-shutdown", need: "-H -k -p -r -s --halt --kexec --poweroff --reboot --single", unless: "-c --cancel -D --dry-run -h --help", effect: effectExternal, rule: "sys.shutdown", what: "openrc-shutdown stopping or restarting the machine"},
	{path: "dinitctl shutdown", value: "p", long: "--services-dir --socket-path", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "dinitctl shutdown stopping every service and the machine"},
	{path: "herd stop root", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "herd stop root (GNU Shepherd's every service and the machine stopped)"},
	{path: "herd stop shepherd", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "herd stop shepherd (the root service by its other name: GNU Shepherd's every service and the machine stopped)"},
	// Power cut by the UPS the machines hang on (Network UPS Tools:
	// docs/nut-names.txt's instant commands, upscmd(8), upsdrvctl(8),
	// upsmon(8)): upscmd's load.off and load.cycle (of the whole UPS or
	// one outlet) and its shutdown.* commands switch the output off, every
	// machine it feeds with it; upsdrvctl shutdown tells the UPS to do so,
	// upsmon -c fsd starts the forced shutdown of every machine on it.
	// upscmd -l lists the commands, upsdrvctl -t only says what it would do.
	{path: "upscmd", value: "lptu", operand: upsPowerCommand, unless: "-h -l", effect: effectExternal, rule: "sys.shutdown", what: "a UPS told to cut its output power (every machine it feeds off)"},
	{path: "upsdrvctl shutdown", value: "ru", unless: "-h -t", effect: effectExternal, rule: "sys.shutdown", what: "upsdrvctl shutdown (the UPS told to cut its output power)"},
	{path: "upsmon", value: "cDPu", codeOpts: "-c", code: upsForcedShutdown, unless: "-h", effect: effectExternal, rule: "sys.shutdown", what: "upsmon -c fsd (every machine on the UPS shut down, then the UPS)"},
	// A virtual machine's power pulled: its hypervisor ends it at once,
	// as a plug pulled from a running machine, with no shutdown inside it
	// (what it had not written lost, its services down for whoever uses
	// them): virsh destroy and reset (libvirt's virsh(1): "equivalent to
	// pulling the power plug"), xl destroy (Xen), Proxmox's qm stop and
	// reset and pct stop ("akin to pulling the power plug"), govc
	// vm.power -off and -reset (vSphere; -s and -r ask the guest),
	// VBoxManage controlvm poweroff and reset, prlctl stop --kill,
	// vmrun stop hard (VMware), Hyper-V's Stop-VM -TurnOff. Their
	// shutdown words ask the guest to shut itself down: everyday.
	{path: "virsh destroy", long: virshValue, unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "virsh destroy pulling a virtual machine's power (no shutdown inside it)"},
	{path: "virsh reset", long: virshValue, unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "virsh reset restarting a virtual machine without a shutdown inside it"},
	{path: "xl destroy", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "xl destroy pulling a Xen domain's power (no shutdown inside it)"},
	{path: "qm stop", long: "--keepActive --overrule-shutdown --skiplock --timeout", unless: "--help", effect: effectExternal, rule: "sys.shutdown", what: "qm stop pulling a Proxmox virtual machine's power (no shutdown inside it)"},
	{path: "qm reset", long: "--skiplock", unless: "--help", effect: effectExternal, rule: "sys.shutdown", what: "qm reset restarting a Proxmox virtual machine without a shutdown inside it"},
	{path: "pct stop", long: "--overrule-shutdown --skiplock --timeout", unless: "--help", effect: effectExternal, rule: "sys.shutdown", what: "pct stop ending a Proxmox container's processes at once"},
	{path: "govc vm.power", longDash: true, long: govcVMValue, need: "-off -reset", unless: "-h -help", effect: effectExternal, rule: "sys.shutdown", what: "govc vm.power pulling a vSphere virtual machine's power (no shutdown inside it)"},
	{path: "vboxmanage controlvm * poweroff", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "VBoxManage controlvm poweroff pulling a virtual machine's power (no shutdown inside it)"},
	{path: "vboxmanage controlvm * reset", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "VBoxManage controlvm reset restarting a virtual machine without a shutdown inside it"},
	{path: "prlctl stop", need: "--kill", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "prlctl stop --kill pulling a Parallels virtual machine's power"},
	{path: "vmrun stop * hard", long: "-P -T -gp -gu -h -p -u -vp", unless: "-help", effect: effectExternal, rule: "sys.shutdown", what: "vmrun stop hard pulling a VMware virtual machine's power"},
	// ESXi's own shell: vim-cmd vmsvc/power.off and power.reset (its
	// power.shutdown and power.reboot ask the guest), esxcli vm process
	// kill of a VM's world, hard or forced (soft lets it stop cleanly).
	{path: "vim-cmd vmsvc/power.off", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "vim-cmd vmsvc/power.off pulling an ESXi virtual machine's power (no shutdown inside it)"},
	{path: "vim-cmd vmsvc/power.reset", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "vim-cmd vmsvc/power.reset restarting an ESXi virtual machine without a shutdown inside it"},
	{path: "esxcli vm process kill", long: "--type --world-id -t -w", need: "--type=hard --type=force -t=hard -t=force", unless: helpUnless, effect: effectExternal, rule: "sys.shutdown", what: "esxcli vm process kill ending an ESXi virtual machine at once"},
	{path: "stop-vm", ps: true, long: psVMValue, need: "-TurnOff", unless: psWhatIf, effect: effectExternal, rule: "sys.shutdown", what: "Stop-VM -TurnOff pulling a Hyper-V virtual machine's power (no shutdown inside it)"},
	// Stop-VM -Force (learn.microsoft.com, Hyper-V module: "the virtual
	// machine has five minutes to save data and shut down"; locked, it
	// is shut down at once): the guest's applications' unsaved work lost.
	{path: "stop-vm", ps: true, long: psVMValue, need: "-Force", unless: psWhatIf, effect: effectExternal, rule: "sys.shutdown", what: "Stop-VM -Force shutting a Hyper-V virtual machine down whatever its applications have not saved"},
	// A virtual machine set back to a checkpoint (learn.microsoft.com,
	// Hyper-V module, Restore-VMSnapshot and its alias
	// Restore-VMCheckpoint): its disks and memory as they were then,
	// everything it wrote since lost.
	{path: "restore-vmsnapshot", ps: true, long: psVMSnapValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "setting a virtual machine back to a checkpoint (everything it wrote since lost)"},
	{path: "restore-vmcheckpoint", ps: true, long: psVMSnapValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "setting a virtual machine back to a checkpoint (everything it wrote since lost)"},
	// A compute cluster's workload manager shut down: Slurm's scontrol
	// shutdown (slurmctld and every slurmd; scontrol(1)) and reboot of
	// ALL nodes, PBS's qterm (the server), LSF's badmin hshutdown and
	// lsadmin limshutdown of all hosts, HTCondor's condor_off -all (the
	// daemons of every machine of the pool), Grid Engine's qconf -km
	// (the master) and -ks (the scheduler): no job is scheduled anywhere
	// until a human starts them again.
	{path: "scontrol shutdown", unless: "-h --help --usage", effect: effectExternal, rule: "sys.shutdown", what: "scontrol shutdown stopping the Slurm cluster's daemons"},
	{path: "scontrol reboot", operand: allWordAnyCase, unless: "-h --help --usage", effect: effectExternal, rule: "sys.shutdown", what: "scontrol reboot of every node of the Slurm cluster"},
	{path: "qterm", value: "t", unless: "--version", effect: effectExternal, rule: "sys.shutdown", what: "qterm shutting the PBS server down"},
	{path: "badmin hshutdown", operand: allWordAnyCase, unless: "-h", effect: effectExternal, rule: "sys.shutdown", what: "badmin hshutdown stopping LSF's daemons on every host"},
	{path: "lsadmin limshutdown", operand: allWordAnyCase, unless: "-h", effect: effectExternal, rule: "sys.shutdown", what: "lsadmin limshutdown stopping LSF's load information managers on every host"},
	{path: "condor_off", longDash: true, long: "-addr -constraint -fast -graceful -name -peaceful -pool", need: "-all", unless: "-help", effect: effectExternal, rule: "sys.shutdown", what: "condor_off -all stopping HTCondor's daemons on every machine of the pool"},
	{path: "qconf", longDash: true, need: "-km -ks", unless: "-help", effect: effectExternal, rule: "sys.shutdown", what: "qconf killing Grid Engine's master or scheduler"},
	// A license server shut down (FlexNet's lmdown, alone or as lmutil
	// lmdown; Reprise's rlmdown, alone or as rlmutil rlmdown): every
	// license it lends is taken back from every user and job holding one.
	{path: "lmdown", longDash: true, long: "-c -vendor", unless: "-help", effect: effectExternal, rule: "sys.shutdown", what: "lmdown shutting a license server down (every user's licenses lost)"},
	{path: "lmutil lmdown", longDash: true, long: "-c -vendor", unless: "-help", effect: effectExternal, rule: "sys.shutdown", what: "lmdown shutting a license server down (every user's licenses lost)"},
	{path: "rlmdown", longDash: true, long: "-c -vendor", unless: "-help", effect: effectExternal, rule: "sys.shutdown", what: "rlmdown shutting a license server down (every user's licenses lost)"},
	{path: "rlmutil rlmdown", longDash: true, long: "-c -vendor", unless: "-help", effect: effectExternal, rule: "sys.shutdown", what: "rlmdown shutting a license server down (every user's licenses lost)"},
	// The machine's own ways back taken away (learn.microsoft.com):
	// vssadmin resize shadowstorage to a size (not UNBOUNDED) deletes
	// the oldest shadow copies that no longer fit, as ransomware uses it
	// instead of delete shadows; Disable-ComputerRestore switches System
	// Restore off for a drive; Clear-Tpm resets the TPM, and every key it
	// holds is lost with what they protect (a BitLocker volume's
	// protector, a virtual smart card, a sign-in PIN).
	{path: "vssadmin resize shadowstorage", fold: true, operand: shadowShrunk, effect: effectExternal, rule: "sys.disk-write", what: "shrinking the space of the shadow copies (the oldest that no longer fit deleted)"},
	{path: "disable-computerrestore", ps: true, long: "-Drive", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching System Restore off (no restore point kept for the drive)"},
	// BitLocker's own locks closed on the machine (learn.microsoft.com,
	// manage-bde forcerecovery, Clear-BitLockerAutoUnlock): the
	// operating system drive asks for its recovery password at the next
	// start, data drives stay locked at boot; without someone holding
	// that password, what they hold is gone.
	{path: "manage-bde", win: true, long: "-cn -computername /cn /computername", need: "-forcerecovery /forcerecovery -fr /fr", unless: "/? -? -h /h", effect: effectExternal, rule: "sys.disk-write", what: "forcing BitLocker's recovery (the drive asks for its recovery password at the next start)", more: &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// The volume's free space overwritten (windows-commands/cipher: /w
	// "Removes data from available unused disk space on the entire
	// volume"; manage-bde -wipefreespace): the files deleted there can
	// no longer be recovered, by anyone.
	{path: "manage-bde", win: true, long: "-cn -computername /cn /computername", need: "-w /w -wipefreespace /wipefreespace", unless: "/? -? -h /h -cancel /cancel", effect: effectExternal, rule: "sys.disk-write", what: "overwriting a volume's free space (the files deleted there can no longer be recovered)"},
	{path: "cipher", win: true, need: "/w", unless: "/?", effect: effectExternal, rule: "sys.disk-write", what: "cipher /w overwriting a volume's free space (the files deleted there can no longer be recovered)"},
	{path: "clear-bitlockerautounlock", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.disk-write", what: "removing BitLocker's automatic unlocking keys (data drives stay locked until their recovery password is typed)"},
	// A disk taken offline or made read-only (learn.microsoft.com,
	// Storage module, Set-Disk -IsOffline, -IsReadOnly): its volumes gone
	// from the machine or refusing writes, what runs from them fails.
	{path: "set-disk", ps: true, fold: true, long: setDiskValue, need: "-IsOffline=True -IsOffline=1 -IsReadOnly=True -IsReadOnly=1", unless: psWhatIf, effect: effectExternal, rule: "sys.disk-write", what: "taking a disk offline or making it read-only (its volumes gone or refusing writes, what runs from them fails)"},
	{path: "disable-bitlockerautounlock", ps: true, long: "-MountPoint", unless: psWhatIf, effect: effectExternal, rule: "sys.disk-write", what: "removing a drive's BitLocker automatic unlocking (it stays locked until its recovery password is typed)"},
	{path: "clear-tpm", ps: true, long: "-File -OwnerAuthorization", unless: psWhatIf, effect: effectExternal, rule: "sys.disk-write", what: "clearing the TPM (every key it holds lost, with what they protect)"},
	// Package sources pointed away from the public registries: every
	// later install comes from there (pkgsource.go). A name (conda-forge),
	// a local path or the public registry's URL is no such change.
	{path: "pip config set", more: &specMore{moreChange: &moreChange{setting: pipSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "pip config setting an index"},
	{path: "pip3 config set", more: &specMore{moreChange: &moreChange{setting: pipSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "pip config setting an index"},
	{path: "npm config set", more: &specMore{moreChange: &moreChange{setting: npmSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "npm config setting the registry"},
	{path: "npm set", more: &specMore{moreChange: &moreChange{setting: npmSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "npm config setting the registry"},
	{path: "pnpm config set", more: &specMore{moreChange: &moreChange{setting: npmSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "pnpm config setting the registry"},
	{path: "yarn config set", value: "H", more: &specMore{moreChange: &moreChange{setting: npmSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "yarn config setting the registry"},
	{path: "pdm config", more: &specMore{moreChange: &moreChange{setting: pdmSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "pdm config setting the index"},
	{path: "go env", need: "-w", operand: goSourceKey, source: true, effect: effectExternal, rule: "sys.package-source", what: "go env -w setting the module proxy"},
	{path: "bundle config", more: &specMore{moreChange: &moreChange{setting: bundleSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "bundle config setting a mirror of the gem source"},
	{path: "bundle config set", more: &specMore{moreChange: &moreChange{setting: bundleSourceKey}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, source: true, effect: effectExternal, rule: "sys.package-source", what: "bundle config setting a mirror of the gem source"},
	{path: "gem sources", value: "ar", long: "--add --remove", codeOpts: "-a --add", code: someText, source: true, effect: effectExternal, rule: "sys.package-source", what: "gem sources adding a source"},
	{path: "conda config", long: "--add --append --env --file --name --prepend --set", unless: "--remove --remove-key --show --get --describe", operand: someText, source: true, effect: effectExternal, rule: "sys.package-source", what: "conda config adding a channel"},
	{path: "dotnet nuget add source", value: "nup", long: "--configfile --name --password --username --valid-authentication-types", operand: someText, source: true, effect: effectExternal, rule: "sys.package-source", what: "dotnet nuget adding a package source"},
	{path: "nuget sources add", longDash: true, fold: true, long: "-ConfigFile -Name -Password -Source -Username", codeOpts: "-Source", code: someText, source: true, effect: effectExternal, rule: "sys.package-source", what: "nuget adding a package source"},
	{path: "choco source add", value: "snup", long: "--name --password --priority --source --user", codeOpts: "-s --source", code: someText, source: true, effect: effectExternal, rule: "sys.package-source", what: "choco adding a package source"},
	{path: "register-psrepository", ps: true, long: psRepoOpts, codeOpts: "-SourceLocation -ScriptSourceLocation", code: someText, source: true, unless: psWhatIf, effect: effectExternal, rule: "sys.package-source", what: "Register-PSRepository adding a module source"},
	{path: "set-psrepository", ps: true, long: psRepoOpts, codeOpts: "-SourceLocation -ScriptSourceLocation", code: someText, source: true, unless: psWhatIf, effect: effectExternal, rule: "sys.package-source", what: "Set-PSRepository pointing a module source elsewhere"},
	{path: "register-psresourcerepository", ps: true, long: psRepoOpts, codeOpts: "-Uri", code: someText, source: true, unless: psWhatIf, effect: effectExternal, rule: "sys.package-source", what: "Register-PSResourceRepository adding a module source"},
	{path: "set-psresourcerepository", ps: true, long: psRepoOpts, codeOpts: "-Uri", code: someText, source: true, unless: psWhatIf, effect: effectExternal, rule: "sys.package-source", what: "Set-PSResourceRepository pointing a module source elsewhere"},
	{path: "register-packagesource", ps: true, long: psRepoOpts, codeOpts: "-Location", code: someText, source: true, unless: psWhatIf, effect: effectExternal, rule: "sys.package-source", what: "Register-PackageSource adding a package source"},
	{path: "set-packagesource", ps: true, long: psRepoOpts, codeOpts: "-NewLocation -Location", code: someText, source: true, unless: psWhatIf, effect: effectExternal, rule: "sys.package-source", what: "Set-PackageSource pointing a package source elsewhere"},
	// Code loaded into the kernel on macOS and FreeBSD, as insmod on Linux.
	{path: "kextload", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "loading a kernel extension (code that runs with the kernel's rights)"},
	{path: "kextutil", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "loading a kernel extension (code that runs with the kernel's rights)"},
	{path: "kmutil load", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "loading a kernel extension (code that runs with the kernel's rights)"},
	{path: "kldload", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "loading a kernel module (code that runs with the kernel's rights)"},
	{path: "clear-eventlog", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "clearing an event log"},
	// The Security log's size or retention set (learn.microsoft.com,
	// Microsoft.PowerShell.Management, Limit-EventLog -MaximumSize,
	// -OverflowAction, -RetentionDays): made smaller, its older records
	// are overwritten, what was done on the machine with them.
	{path: "limit-eventlog", ps: true, fold: true, long: "-ComputerName -LogName -MaximumSize -OverflowAction -RetentionDays", codeOpts: "-LogName", code: securityLogName, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "changing the Security event log's size or retention (its older records overwritten)"},
	{path: "reg add", win: true, operand: defenderKey, effect: effectExternal, rule: "sys.protection-off", what: "writing Microsoft Defender's policy keys (DisableAntiSpyware and the like)"},
	{path: "set-itemproperty", ps: true, long: psPropValue, operand: defenderKey, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "writing Microsoft Defender's policy keys (DisableAntiSpyware and the like)"},
	{path: "set-itemproperty", ps: true, long: psPropValue, codeOpts: "-Path -LiteralPath", code: defenderKey, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "writing Microsoft Defender's policy keys (DisableAntiSpyware and the like)"},
	{path: "new-itemproperty", ps: true, long: psPropValue, codeOpts: "-Path -LiteralPath", code: defenderKey, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "writing Microsoft Defender's policy keys (DisableAntiSpyware and the like)"},
	{path: "csrutil disable", effect: effectExternal, rule: "sys.protection-off", what: "switching System Integrity Protection off"},
	// SMB's own protections switched off through its cmdlets, as the
	// registry values under LanmanServer and LanmanWorkstation are
	// (regProtections; learn.microsoft.com Set-SmbServerConfiguration,
	// Set-SmbClientConfiguration): SMBv1 back on, signing or encryption
	// no longer required, guests let in without a password.
	{path: "set-smbserverconfiguration", ps: true, long: smbValue, need: "-EnableSMB1Protocol=1 -EnableSMB1Protocol=True -RejectUnencryptedAccess=0 -RejectUnencryptedAccess=False -RequireSecuritySignature=0 -RequireSecuritySignature=False", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching off an SMB server protection (SMBv1 back on, signing or encryption no longer required)"},
	{path: "set-smbclientconfiguration", ps: true, long: smbValue, need: "-EnableInsecureGuestLogons=1 -EnableInsecureGuestLogons=True -RequireSecuritySignature=0 -RequireSecuritySignature=False", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching off an SMB client protection (signing no longer required, guest sign-in without a password)"},
	{path: "set-mppreference", ps: true, long: mpValue, need: mpOff, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching Microsoft Defender's protection off"},
	{path: "set-mppreference", ps: true, long: mpValue, codeOpts: mpExclusions, code: broadExclusion, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "excluding a whole drive, the profile or every program from Microsoft Defender"},
	{path: "add-mppreference", ps: true, long: mpValue, codeOpts: mpExclusions, code: broadExclusion, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "excluding a whole drive, the profile or every program from Microsoft Defender"},
	{path: "usermod", value: usermodValue, long: usermodLong, codeOpts: "-G --groups", code: adminGroup, effect: effectExternal, rule: "sys.protection-off", what: "adding an account to an administrators' group"},
	// A second root: an account given user id 0 is root under another
	// name (useradd -o -u 0, usermod -u 0).
	{path: "useradd", value: "bcdefgGkKpsuUZR", long: userOpts, codeOpts: "-u --uid", code: rootID, effect: effectExternal, rule: "sys.protection-off", what: "creating an account with user id 0, a second root", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "usermod", value: usermodValue, long: userOpts, codeOpts: "-u --uid", code: rootID, effect: effectExternal, rule: "sys.protection-off", what: "giving an account user id 0, a second root"},
	{path: "adduser", long: "--conf --firstuid --gecos --gid --home --ingroup --lastuid --shell --uid", codeOpts: "--uid", code: rootID, effect: effectExternal, rule: "sys.protection-off", what: "creating an account with user id 0, a second root", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// The machine's logs destroyed: what it recorded of what was done.
	{path: "journalctl", value: "uDnopbtkSUMg", long: "--boot --directory --file --grep --identifier --lines --machine --namespace --output --priority --root --since --unit --until --vacuum-files --vacuum-size --vacuum-time", need: "--vacuum-time --vacuum-size --vacuum-files", effect: effectExternal, rule: "sys.protection-off", what: "deleting the system journal's logs", more: &specMore{moreChange: &moreChange{role: roleShowsLogs | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// A container run with a writable mount of the host's root or system
	// directories is root on the host (chroot /host).
	{path: "docker run", value: containerRunValue, long: containerValueOpts, codeOpts: "-v --volume --mount", code: hostRootMount, effect: effectExternal, rule: "sys.protection-off", what: "running a container with the host's root or system directories mounted writable (root on the host through it)"},
	{path: "docker container run", value: containerRunValue, long: containerValueOpts, codeOpts: "-v --volume --mount", code: hostRootMount, effect: effectExternal, rule: "sys.protection-off", what: "running a container with the host's root or system directories mounted writable (root on the host through it)"},
	{path: "docker create", value: containerRunValue, long: containerValueOpts, codeOpts: "-v --volume --mount", code: hostRootMount, effect: effectExternal, rule: "sys.protection-off", what: "creating a container with the host's root or system directories mounted writable (root on the host through it)"},
	{path: "podman run", value: containerRunValue, long: containerValueOpts, codeOpts: "-v --volume --mount", code: hostRootMount, effect: effectExternal, rule: "sys.protection-off", what: "running a container with the host's root or system directories mounted writable (root on the host through it)"},
	// A privileged container in the host's process namespace is root on
	// the host: nsenter -t 1 -m -u -i -n sh enters init's namespaces (a
	// root shell there), whatever the container runs first.
	{path: "docker run", value: containerRunValue, long: containerValueOpts, need: hostPrivileged, codeOpts: "--pid", code: hostNamespace, effect: effectExternal, rule: "sys.protection-off", what: "running a privileged container in the host's process namespace (root on the host through it: nsenter -t 1)"},
	{path: "docker container run", value: containerRunValue, long: containerValueOpts, need: hostPrivileged, codeOpts: "--pid", code: hostNamespace, effect: effectExternal, rule: "sys.protection-off", what: "running a privileged container in the host's process namespace (root on the host through it: nsenter -t 1)"},
	{path: "docker create", value: containerRunValue, long: containerValueOpts, need: hostPrivileged, codeOpts: "--pid", code: hostNamespace, effect: effectExternal, rule: "sys.protection-off", what: "creating a privileged container in the host's process namespace (root on the host through it: nsenter -t 1)"},
	{path: "podman run", value: containerRunValue, long: containerValueOpts, need: hostPrivileged, codeOpts: "--pid", code: hostNamespace, effect: effectExternal, rule: "sys.protection-off", what: "running a privileged container in the host's process namespace (root on the host through it: nsenter -t 1)"},
	{path: "sysctl", value: "p", operand: weakenedKernel, effect: effectExternal, rule: "sys.protection-off", what: "switching a kernel protection off", more: &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// A program the kernel itself starts later, as root: at every crash
	// (core_pattern piped), to load a module or on a device event, kept
	// in a place a user can write (kernelProgram).
	{path: "sysctl", value: "p", operand: kernelProgram, effect: effectExternal, rule: "sys.persistence", what: "setting a program the kernel runs as root by itself"},
	{path: "auditctl", value: "abdeflrwkpSFW", need: "-D -d -W -e=0 -a=never,task -a=task,never -A=never,task -A=task,never", effect: effectExternal, rule: "sys.protection-off", what: "deleting audit rules or switching auditing off"},
	{path: "uninstall-windowsfeature", ps: true, long: "-ComputerName -Name", operand: defenderFeature, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "removing Microsoft Defender"},
	{path: "uninstall-windowsfeature", ps: true, long: "-ComputerName -Name", codeOpts: "-Name", code: defenderFeature, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "removing Microsoft Defender"},
	// A Windows Server role or feature removed (Uninstall-WindowsFeature,
	// its alias Remove-WindowsFeature; learn.microsoft.com, ServerManager
	// module): these cmdlets exist on Windows Server alone, so the machine
	// is a server, and what the role serves stops (its sites, directory,
	// DNS, DHCP, file shares), as a remote resource deleted would.
	{path: "uninstall-windowsfeature", ps: true, long: winFeatureValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "removing a Windows Server role or feature (what the server serves with it stops)"},
	{path: "remove-windowsfeature", ps: true, long: winFeatureValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "removing a Windows Server role or feature (what the server serves with it stops)"},
	// A domain controller demoted (learn.microsoft.com, ADDSDeployment
	// module, Uninstall-ADDSDomainController): the server stops serving
	// the domain its directory, logons and DNS, as its role removed.
	{path: "uninstall-addsdomaincontroller", ps: true, long: "-Credential -DnsDelegationRemovalCredential -LocalAdministratorPassword", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "demoting a domain controller (the directory, logons and DNS it serves the domain stop)"},
	// A Group Policy object's settings replaced by a backup's
	// (learn.microsoft.com, GroupPolicy module, Restore-GPO, Import-GPO
	// into -TargetName): every computer and user of the domain it
	// applies to gets them at its next refresh.
	{path: "restore-gpo", ps: true, long: "-BackupId -Domain -Guid -Name -Path -Server", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "replacing a Group Policy object's settings by a backup's (every computer and user it applies to gets them)"},
	{path: "import-gpo", ps: true, long: "-BackupGpoName -BackupId -Domain -MigrationTable -Path -Server -TargetGuid -TargetName", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "replacing a Group Policy object's settings by a backup's (every computer and user it applies to gets them)"},
	{path: "passwd", value: "nxwi", need: "-d --delete", effect: effectExternal, rule: "sys.protection-off", what: "removing an account's password (a login without one)", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gpasswd", value: "adMA", long: "--add --administrators --delete --members", codeOpts: "-a --add -M --members", operand: adminGroupWord, need: "-a --add -M --members -A --administrators", effect: effectExternal, rule: "sys.protection-off", what: "adding an account to an administrators' group", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gpasswd", value: "adMA", long: "--add --administrators --delete --members", codeOpts: "-a --add -M --members", operand: adminGroupWord, need: "-d --delete", effect: effectExternal, rule: "sys.protection-off", what: "taking an account out of an administrators' group (the machine may be left with no one who can administer it)", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "net localgroup", win: true, operand: adminGroupWord, need: "/add", effect: effectExternal, rule: "sys.protection-off", what: "adding an account to the Administrators group"},
	{path: "net.exe localgroup", win: true, operand: adminGroupWord, need: "/add", effect: effectExternal, rule: "sys.protection-off", what: "adding an account to the Administrators group"},
	// net group GROUP USER /add /domain: a domain group's members
	// (windows-commands/net-group), Domain Admins among them.
	{path: "net group", win: true, operand: adminGroupWord, need: "/add", effect: effectExternal, rule: "sys.protection-off", what: "adding an account to a domain's administrators' group"},
	{path: "net.exe group", win: true, operand: adminGroupWord, need: "/add", effect: effectExternal, rule: "sys.protection-off", what: "adding an account to a domain's administrators' group"},
	// The directory service's command-line tools (windows-commands/dsmod
	// user, dsrm): an account disabled or its password set; an object
	// deleted, with -subtree all it holds (an OU's users and computers).
	{path: "dsmod user", longDash: true, fold: true, long: dsmodUserValue, need: "-disabled=yes -pwd", unless: "/?", effect: effectExternal, rule: "sys.protection-off", what: "dsmod user disabling an account or setting its password"},
	{path: "dsrm", longDash: true, fold: true, long: "-d -exclude -p -s -u", unless: "/?", effect: effectExternal, rule: "infra.cloud", what: "dsrm deleting directory objects (with -subtree, everything an OU holds)"},
	// dsmod computer -disabled yes, -reset (windows-commands/dsmod
	// computer): the computer's account disabled or reset, the machine no
	// longer signs in to the domain; dsmod group -addmbr (dsmod group) to
	// an administrators' group of the domain, named by its DN.
	{path: "dsmod computer", longDash: true, fold: true, long: "-c -d -desc -disabled -loc -p -s -u", need: "-disabled=yes -reset", unless: "/?", effect: effectExternal, rule: "sys.protection-off", what: "dsmod computer disabling or resetting a computer's account (it no longer signs in to the domain)"},
	{path: "dsmod group", longDash: true, fold: true, long: "-addmbr -chmbr -d -desc -p -rmmbr -s -samid -scope -secgrp -u", operand: adminGroupDN, need: "-addmbr -chmbr", unless: "/?", effect: effectExternal, rule: "sys.protection-off", what: "dsmod group adding an account to a domain's administrators' group"},
	// ntdsutil's commands, given as its arguments and matched by any
	// unambiguous abbreviation of each word (windows-commands/ntdsutil,
	// "ac in ntds" is "activate instance ntds"): metadata cleanup's
	// remove selected server, domain or naming context (a domain
	// controller's objects deleted from the directory), roles' seize (an
	// operations master role taken without its holder), set dsrm
	// password's reset or sync (the restore mode administrator's
	// password), authoritative restore's restore (objects replicated
	// back over every other controller's).
	// Move-ADDirectoryServerOperationMasterRole -Force
	// (learn.microsoft.com, ActiveDirectory module: with -Force the
	// role is seized, not transferred), as ntdsutil's seize below.
	// repadmin /options DC +DISABLE_INBOUND_REPL, +DISABLE_OUTBOUND_REPL
	// (windows-commands/repadmin): a domain controller no longer
	// replicates, its changes and the others' kept apart.
	{path: "repadmin /options", win: true, fold: true, operand: replOff, unless: "/?", effect: effectExternal, rule: "infra.cloud", what: "switching a domain controller's replication off (its directory and the others' drift apart)"},
	// gpupdate /boot, /logoff (windows-commands/gpupdate): the computer
	// restarted or the user logged off when a setting needs it.
	{path: "gpupdate", win: true, fold: true, need: "/boot /logoff", unless: "/?", effect: effectExternal, rule: "sys.shutdown", what: "gpupdate restarting the computer or logging the user off when a setting needs it"},
	// Set-GPLink -LinkEnabled No (learn.microsoft.com, GroupPolicy
	// module): the GPO's settings no longer applied to the OU's, site's
	// or domain's computers and users, as Remove-GPLink.
	{path: "set-gplink", ps: true, fold: true, long: "-Domain -Enforced -Guid -LinkEnabled -Name -Order -Server -Target", need: "-LinkEnabled=No", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "switching a Group Policy object's link off (its settings no longer applied where it was linked)"},
	// A DHCP scope deactivated (learn.microsoft.com, DhcpServer module,
	// Set-DhcpServerv4Scope -State InActive) or deleted with its leases
	// (windows-commands/netsh dhcp: server delete scope … dhcpfullforce):
	// its clients get no address.
	{path: "set-dhcpserverv4scope", ps: true, fold: true, long: "-ActivatePolicies -CimSession -ComputerName -Delay -Description -EndRange -LeaseDuration -MaxBootpClients -Name -NapEnable -NapProfile -ScopeId -StartRange -State -SuperscopeName -ThrottleLimit -Type", need: "-State=InActive", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "deactivating a DHCP scope (its clients get no address)"},
	{path: "netsh dhcp server delete scope", fold: true, effect: effectExternal, rule: "infra.cloud", what: "deleting a DHCP scope with its leases (its clients get no address)"},
	{path: "netsh dhcp server * delete scope", fold: true, effect: effectExternal, rule: "infra.cloud", what: "deleting a DHCP scope with its leases (its clients get no address)"},
	// Approve-WsusUpdate -Action Install, Uninstall or All
	// (learn.microsoft.com, UpdateServices module): every computer of
	// the target group installs or removes the updates at its next
	// check, a release to a fleet; NotApproved takes an approval back.
	{path: "approve-wsusupdate", ps: true, fold: true, long: "-Action -TargetGroupName -Update", need: "-Action=Install -Action=Uninstall -Action=All", unless: psWhatIf, effect: effectExternal, rule: "publish.deploy", what: "approving updates for a WSUS target group (every computer of it installs or removes them at its next check)"},
	{path: "move-addirectoryserveroperationmasterrole", ps: true, long: "-AuthType -Credential -Identity -OperationMasterRole -Server", need: "-Force", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "seizing an operations master role of the domain (its holder must never come back to the domain)"},
	{path: "ntdsutil", operand: ntdsRemoves, effect: effectExternal, rule: "infra.cloud", what: "ntdsutil deleting a domain controller's or a domain's objects from the directory (metadata cleanup)"},
	{path: "ntdsutil", operand: ntdsSeize, effect: effectExternal, rule: "infra.cloud", what: "ntdsutil seizing an operations master role (its holder must never come back to the domain)"},
	{path: "ntdsutil", operand: ntdsDSRMPassword, effect: effectExternal, rule: "sys.protection-off", what: "ntdsutil setting the Directory Services Restore Mode administrator's password"},
	{path: "ntdsutil", operand: ntdsAuthRestore, effect: effectExternal, rule: "infra.cloud", what: "ntdsutil marking objects authoritative (restored over every other domain controller's copy)"},
	// wbadmin start systemstaterecovery, sysrecovery
	// (windows-commands/wbadmin-start-systemstaterecovery): the registry,
	// boot files and Active Directory's database put back as a backup
	// had them, or every volume of the machine.
	{path: "wbadmin start systemstaterecovery", fold: true, unless: "/? -?", effect: effectExternal, rule: "sys.disk-write", what: "wbadmin putting back a backup's system state (the registry, boot files, Active Directory's database as they were then)"},
	{path: "wbadmin start sysrecovery", fold: true, unless: "/? -?", effect: effectExternal, rule: "sys.disk-write", what: "wbadmin restoring the whole machine from a backup (every volume as it was then)"},
	// netsh advfirewall firewall delete rule name=all: every rule of the
	// firewall deleted, those that block among them.
	{path: "netsh advfirewall firewall delete rule", fold: true, operand: allRules, effect: effectExternal, rule: "sys.firewall", what: "deleting every rule of the Windows firewall"},
	{path: "add-localgroupmember", ps: true, long: "-Group -Member -Name -SID", codeOpts: "-Group -Name -SID", code: adminGroup, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "adding an account to the Administrators group"},
	{path: "add-localgroupmember", ps: true, long: "-Group -Member -Name -SID", operand: adminGroupWord, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "adding an account to the Administrators group"},
	// Security services and agents (EDR, antivirus, audit, the system
	// log) stopped, disabled, masked or unloaded: on Linux through
	// systemd or SysV's service, on macOS through launchd, on Windows
	// through its service manager (protectService) or by unloading their
	// file-system filter drivers.
	{path: "systemctl stop", operand: securityUnit, effect: effectExternal, rule: "sys.protection-off", what: "stopping a security service"},
	{path: "systemctl disable", operand: securityUnit, effect: effectExternal, rule: "sys.protection-off", what: "disabling a security service"},
	{path: "systemctl mask", operand: securityUnit, effect: effectExternal, rule: "sys.protection-off", what: "masking a security service"},
	{path: "systemctl kill", value: "s", long: "--kill-who --kill-whom --signal", operand: securityUnit, effect: effectExternal, rule: "sys.protection-off", what: "killing a security service"},
	{path: "service", more: &specMore{moreChange: &moreChange{role: roleServices | roleDataWords, setting: securityServiceStop}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.protection-off", what: "stopping a security service"},
	{path: "update-rc.d", more: &specMore{moreChange: &moreChange{role: roleServices, setting: securityServiceStop}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.protection-off", what: "disabling a security service"},
	{path: "chkconfig", more: &specMore{moreChange: &moreChange{role: roleServices, setting: securityServiceStop}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.protection-off", what: "disabling a security service"},
	{path: "launchctl bootout", operand: securityAgent, effect: effectExternal, rule: "sys.protection-off", what: "unloading a security agent"},
	{path: "launchctl unload", operand: securityAgent, effect: effectExternal, rule: "sys.protection-off", what: "unloading a security agent"},
	{path: "launchctl disable", operand: securityAgent, effect: effectExternal, rule: "sys.protection-off", what: "disabling a security agent"},
	{path: "launchctl remove", operand: securityAgent, effect: effectExternal, rule: "sys.protection-off", what: "removing a security agent"},
	{path: "launchctl stop", operand: securityAgent, effect: effectExternal, rule: "sys.protection-off", what: "stopping a security agent"},
	{path: "launchctl kill", operand: securityAgent, effect: effectExternal, rule: "sys.protection-off", what: "killing a security agent"},
	{path: "fltmc unload", win: true, effect: effectExternal, rule: "sys.protection-off", what: "unloading a file-system filter driver (how security agents see the disk)"},
	{path: "auditpol", win: true, need: "/clear /remove", effect: effectExternal, rule: "sys.protection-off", what: "clearing the Windows audit policy"},
	// The records an organization keeps of what its administrators and
	// users do, switched off: Exchange's admin audit log and the unified
	// audit log's ingestion (Set-AdminAuditLogConfig
	// -AdminAuditLogEnabled / -UnifiedAuditLogIngestionEnabled $false,
	// learn.microsoft.com, ExchangePowerShell), a mailbox's own audit
	// (Set-Mailbox -AuditEnabled $false) or an account exempted from it
	// (Set-MailboxAuditBypassAssociation -AuditBypassEnabled $true).
	{path: "set-adminauditlogconfig", ps: true, fold: true, long: adminAuditValue, need: adminAuditOff, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching the organization's audit log off"},
	{path: "set-mailbox", ps: true, fold: true, long: mailboxValue, need: "-AuditEnabled=False -AuditEnabled=0", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching a mailbox's audit log off"},
	{path: "set-mailboxauditbypassassociation", ps: true, fold: true, long: "-AuditBypassEnabled -DomainController -Identity", need: "-AuditBypassEnabled=True -AuditBypassEnabled=1", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "exempting an account from mailbox auditing"},
	// A compliance search's purge (learn.microsoft.com, Exchange
	// PowerShell, New-ComplianceSearchAction -Purge -PurgeType
	// SoftDelete or HardDelete): the messages it found deleted from
	// every mailbox it searched, the whole organization's for
	// -ExchangeLocation All.
	{path: "new-compliancesearchaction", ps: true, fold: true, long: "-ActionName -EnableDedupe -FileTypeExclusionsForUnindexedItems -Format -JobOptions -Priority -PurgeType -ReferenceActionName -Region -Report -Scenario -Scope -SearchName -SearchNames -SharePointArchiveFormat -ShareRootPath", need: "-Purge", unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "purging the messages a compliance search found from every mailbox it searched"},
	// An installed update taken off the machine: wusa /uninstall
	// (windows-commands/wusa) and DISM's /Remove-Package (its servicing
	// options, learn.microsoft.com): the fixes it brought are undone,
	// security fixes among them. Remove-WindowsPackage is read as a
	// remote resource removed (infra.cloud).
	{path: "wusa", win: true, fold: true, long: "/kb /log", need: "/uninstall", unless: "/? /h /help", effect: effectExternal, rule: "sys.protection-off", what: "removing an installed Windows update (the fixes it brought, security fixes among them, undone)"},
	{path: "wusa.exe", win: true, fold: true, long: "/kb /log", need: "/uninstall", unless: "/? /h /help", effect: effectExternal, rule: "sys.protection-off", what: "removing an installed Windows update (the fixes it brought, security fixes among them, undone)"},
	{path: "dism", win: true, fold: true, long: dismValue, need: "/remove-package", unless: "/?", effect: effectExternal, rule: "sys.protection-off", what: "removing an installed Windows package or update (the fixes it brought, security fixes among them, undone)", more: &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "dism.exe", win: true, fold: true, long: dismValue, need: "/remove-package", unless: "/?", effect: effectExternal, rule: "sys.protection-off", what: "removing an installed Windows package or update (the fixes it brought, security fixes among them, undone)"},
	// The Windows Recovery Environment switched off (reagentc /disable,
	// windows-commands/reagentc): the machine no longer repairs or
	// resets itself when it fails to start.
	{path: "reagentc", win: true, fold: true, need: "/disable", unless: "/? /info", effect: effectExternal, rule: "sys.protection-off", what: "switching the Windows Recovery Environment off"},
	{path: "reagentc.exe", win: true, fold: true, need: "/disable", unless: "/? /info", effect: effectExternal, rule: "sys.protection-off", what: "switching the Windows Recovery Environment off"},
	// A directory's administrator roles given to an account: Entra ID's
	// (Microsoft Graph's role assignments and directory role members,
	// the AzureAD and MSOnline modules' role members) and Azure's
	// owner-like roles on a scope (New-AzRoleAssignment). Every
	// directory role administers something of every user.
	{path: "new-mgrolemanagementdirectoryroleassignment", ps: true, long: mgRoleValue, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an administrator role of the directory (Entra ID)"},
	{path: "new-mgbetarolemanagementdirectoryroleassignment", ps: true, long: mgRoleValue, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an administrator role of the directory (Entra ID)"},
	{path: "new-mgrolemanagementdirectoryroleeligibilityschedulerequest", ps: true, long: mgRoleValue, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "making an account eligible for an administrator role of the directory (Entra ID)"},
	{path: "new-mgrolemanagementdirectoryroleassignmentschedulerequest", ps: true, long: mgRoleValue, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an administrator role of the directory (Entra ID)"},
	{path: "new-mgdirectoryrolememberbyref", ps: true, long: mgRoleValue, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an administrator role of the directory (Entra ID)"},
	{path: "add-mgdirectoryrolememberbyref", ps: true, long: mgRoleValue, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an administrator role of the directory (Entra ID)"},
	{path: "add-azureaddirectoryrolemember", ps: true, long: "-ObjectId -RefObjectId", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an administrator role of the directory (Azure AD)"},
	{path: "add-msolrolemember", ps: true, long: "-RoleMemberEmailAddress -RoleMemberObjectId -RoleMemberType -RoleName -RoleObjectId -TenantId", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an administrator role of the directory (MSOnline)"},
	{path: "new-azroleassignment", ps: true, long: azRoleValue, codeOpts: "-RoleDefinitionName", code: ownerRole, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving an account an owner's or administrator's role on Azure resources"},
	{path: "new-azroleassignment", ps: true, long: azRoleValue, unless: psWhatIf, effect: effectExternal, rule: "infra.cloud", what: "a role on Azure resources given to an account"},
	// The Azure CLI's role assignment (az role assignment create --role
	// Owner): as New-AzRoleAssignment.
	{path: "az role assignment create", long: azRoleCLIValue, codeOpts: "--role", code: ownerRole, unless: "--help -h", effect: effectExternal, rule: "sys.protection-off", what: "giving an account an owner's or administrator's role on Azure resources"},
	{path: "az role assignment create", long: azRoleCLIValue, unless: "--help -h", effect: effectExternal, rule: "infra.cloud", what: "a role on Azure resources given to an account"},
	// A way to sign in as another user made, or the directory's sign-in
	// rules loosened: a Temporary Access Pass (a password-less sign-in
	// good for hours, Microsoft Graph), a Conditional Access policy
	// switched off or deleted (what asks for MFA or a managed device),
	// an application granted an application permission of Graph (it then
	// acts as itself over every user's data), the domain's password
	// policy weakened, or Exchange's auditing switched off for the
	// organization.
	{path: "new-mguserauthenticationtemporaryaccesspassmethod", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "making a temporary sign-in pass for an account (whoever holds it signs in as its user)"},
	{path: "new-mgbetauserauthenticationtemporaryaccesspassmethod", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "making a temporary sign-in pass for an account (whoever holds it signs in as its user)"},
	{path: "update-mgidentityconditionalaccesspolicy", ps: true, fold: true, long: conditionalAccessValue, need: "-State=disabled -State=enabledForReportingButNotEnforced", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching a Conditional Access policy (what asks for MFA or a managed device) off"},
	{path: "remove-mgidentityconditionalaccesspolicy", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "deleting a Conditional Access policy (what asks for MFA or a managed device)"},
	{path: "new-mgserviceprincipalapproleassignment", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "granting an application a permission of its own over the directory's data"},
	{path: "new-mgserviceprincipalapproleassignedto", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "granting an application a permission of its own over the directory's data"},
	{path: "set-addefaultdomainpasswordpolicy", ps: true, fold: true, long: adPasswordPolicyValue, need: "-ComplexityEnabled=False -ComplexityEnabled=0 -MinPasswordLength=0 -ReversibleEncryptionEnabled=True -ReversibleEncryptionEnabled=1 -LockoutThreshold=0", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "weakening the domain's password policy"},
	// An account's own protections taken off (Set-ADUser,
	// Set-ADAccountControl, Set-LocalUser; learn.microsoft.com
	// ActiveDirectory and LocalAccounts modules): a password that never
	// expires or may be empty, one its user cannot change, one stored
	// reversibly, Kerberos pre-authentication not required (its hash
	// then asked for by anyone), or delegation trusted; and the local
	// policy's own (net accounts /maxpwage:unlimited, /minpwlen:0,
	// /lockoutthreshold:0: windows-commands/net-accounts).
	{path: "set-aduser", ps: true, fold: true, long: adUserValue, need: adUserWeak, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "taking an account's password protections off"},
	{path: "set-adaccountcontrol", ps: true, fold: true, long: adUserValue, need: adUserWeak, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "taking an account's password protections off"},
	{path: "set-localuser", ps: true, fold: true, long: "-AccountExpires -Description -FullName -InputObject -Name -Password -PasswordNeverExpires -SID -UserMayChangePassword", need: "-PasswordNeverExpires=True -PasswordNeverExpires=1 -UserMayChangePassword=False -UserMayChangePassword=0", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "taking an account's password protections off"},
	{path: "net accounts", win: true, fold: true, need: netAccountsWeak, effect: effectExternal, rule: "sys.protection-off", what: "weakening the machine's password and lockout policy"},
	{path: "net.exe accounts", win: true, fold: true, need: netAccountsWeak, effect: effectExternal, rule: "sys.protection-off", what: "weakening the machine's password and lockout policy"},
	// A share mapped as a drive that reconnects at every logon (net use
	// /persistent:yes, New-PSDrive -Persist: windows-commands/net-use,
	// New-PSDrive): the machine connects to that server, handing it the
	// user's credentials, each time anyone logs on, long after the
	// session.
	{path: "net use", win: true, fold: true, operand: uncShare, more: &specMore{moreChange: &moreChange{exceptMatch: uncHere}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, need: netUsePersist, effect: effectExternal, rule: "sys.persistence", what: "mapping a network share that reconnects at every logon"},
	{path: "net.exe use", win: true, fold: true, operand: uncShare, more: &specMore{moreChange: &moreChange{exceptMatch: uncHere}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, need: netUsePersist, effect: effectExternal, rule: "sys.persistence", what: "mapping a network share that reconnects at every logon"},
	{path: "new-psdrive", ps: true, long: psDriveValue, codeOpts: "-Root", code: uncShare, need: "-Persist", unless: psWhatIf, effect: effectExternal, rule: "sys.persistence", what: "mapping a network share that reconnects at every logon"},
	{path: "new-psdrive", ps: true, long: psDriveValue, operand: uncShare, more: &specMore{moreChange: &moreChange{exceptMatch: uncHere}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, need: "-Persist", unless: psWhatIf, effect: effectExternal, rule: "sys.persistence", what: "mapping a network share that reconnects at every logon"},
	{path: "set-organizationconfig", ps: true, fold: true, long: "-AuditDisabled -Identity", need: "-AuditDisabled=True -AuditDisabled=1", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching mailbox auditing off for the whole organization"},
	// A mail flow or data loss prevention rule switched off or deleted
	// (Exchange's Disable-TransportRule, Remove-TransportRule; Purview's
	// DLP policies): what kept protected data from leaving by mail.
	{path: "disable-transportrule", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching a mail flow rule (what keeps protected data from leaving by mail) off"},
	{path: "remove-dlpcompliancepolicy", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "deleting a data loss prevention policy"},
	{path: "set-dlpcompliancepolicy", ps: true, fold: true, long: "-Comment -Identity -Mode", need: "-Mode=Disable -Enabled=False -Enabled=0", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "switching a data loss prevention policy off"},
	// An account's sign-in methods removed (Microsoft Graph's
	// Remove-MgUserAuthentication*Method): its second factor gone,
	// whoever holds its password signs in alone.
	{path: "remove-mguserauthentication*", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "removing an account's sign-in method (its second factor)"},
	{path: "remove-mgbetauserauthentication*", ps: true, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "removing an account's sign-in method (its second factor)"},
	// A file share opened to everyone with write access: New-SmbShare
	// -FullAccess or -ChangeAccess, Grant-SmbShareAccess -AccessRight
	// Full or Change (learn.microsoft.com, SmbShare module), net share
	// NAME=PATH /grant:ACCOUNT,FULL|CHANGE (windows-commands/net-share):
	// everyone on the network changes or deletes what the folder holds.
	{path: "new-smbshare", ps: true, long: smbShareValue, codeOpts: "-FullAccess -ChangeAccess", code: everyoneAccount, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "sharing a folder on the network with write access for everyone"},
	{path: "grant-smbshareaccess", ps: true, fold: true, long: "-AccessRight -AccountName -CimSession -InputObject -Name -ScopeName", codeOpts: "-AccountName", code: everyoneAccount, need: "-AccessRight=Full -AccessRight=Change", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "giving everyone on the network write access to a shared folder"},
	{path: "net share", win: true, long: "/cache /grant /remark /users", codeOpts: "/grant", code: everyoneGrant, effect: effectExternal, rule: "sys.protection-off", what: "sharing a folder on the network with write access for everyone"},
	{path: "net.exe share", win: true, long: "/cache /grant /remark /users", codeOpts: "/grant", code: everyoneGrant, effect: effectExternal, rule: "sys.protection-off", what: "sharing a folder on the network with write access for everyone"},
	{path: "net share", win: true, fold: true, need: "/delete /d", effect: effectExternal, rule: "infra.cloud", what: "a network share removed (every client's path to it broken)"},
	{path: "net.exe share", win: true, fold: true, need: "/delete /d", effect: effectExternal, rule: "infra.cloud", what: "a network share removed (every client's path to it broken)"},
	// Remote shells opened to the network: WinRM's listener and
	// PowerShell remoting, which take commands from other machines.
	{path: "enable-psremoting", ps: true, long: "-ConfigurationName", unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "opening the machine to remote PowerShell sessions from the network"},
	// CredSSP's client delegating the user's credentials (learn.microsoft.com,
	// Enable-WSManCredSSP: -DelegateComputer names the servers they are
	// delegated to, wildcards allowed): * hands them to any server asking,
	// as TrustedHosts * trusts any (regProtections). By position, -Role
	// is the first operand and -DelegateComputer the second
	// (Enable-WSManCredSSP Client *).
	{path: "enable-wsmancredssp", ps: true, long: "-DelegateComputer -Role", codeOpts: "-DelegateComputer", code: everyHostList, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "delegating the user's credentials (CredSSP) to every server"},
	{path: "enable-wsmancredssp", ps: true, long: "-DelegateComputer -Role", operand: everyHostList, unless: psWhatIf, effect: effectExternal, rule: "sys.protection-off", what: "delegating the user's credentials (CredSSP) to every server"},
	{path: "winrm quickconfig", win: true, effect: effectExternal, rule: "sys.protection-off", what: "opening the machine to remote shells (WinRM) from the network"},
	{path: "winrm qc", win: true, effect: effectExternal, rule: "sys.protection-off", what: "opening the machine to remote shells (WinRM) from the network"},
	// A security agent removed by its own program: Sysmon's -u
	// uninstalls its service and driver (Windows and Linux alike).
	{path: "sysmon", fold: true, longDash: true, need: "-u", effect: effectExternal, rule: "sys.protection-off", what: "uninstalling Sysmon, the service that records what runs on the machine"},
	{path: "sysmon64", fold: true, longDash: true, need: "-u", effect: effectExternal, rule: "sys.protection-off", what: "uninstalling Sysmon, the service that records what runs on the machine"},
	{path: "sysmon64a", fold: true, longDash: true, need: "-u", effect: effectExternal, rule: "sys.protection-off", what: "uninstalling Sysmon, the service that records what runs on the machine"},
	// PowerShell's execution policy opened for every script of the
	// machine or the user; -Scope Process lasts as long as the session
	// (installers' everyday Bypass), RemoteSigned still wants downloaded
	// scripts signed.
	{path: "set-executionpolicy", ps: true, long: "-ExecutionPolicy -Scope", operand: openExecPolicy, unless: psWhatIfOrProcess, effect: effectExternal, rule: "sys.protection-off", what: "opening PowerShell's execution policy to every script"},
	{path: "set-executionpolicy", ps: true, long: "-ExecutionPolicy -Scope", codeOpts: "-ExecutionPolicy", code: openExecPolicy, unless: psWhatIfOrProcess, effect: effectExternal, rule: "sys.protection-off", what: "opening PowerShell's execution policy to every script"},
	// Swap switched off: the memory it held must fit in RAM at once, or
	// the kernel's out-of-memory killer picks processes to end.
	{path: "swapoff", value: "p", need: "-a --all", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "switching every swap area off (what does not fit in memory then gets processes killed)"},
	// The kernel's own protections: address-space randomization, ptrace
	// and pointer restrictions set to 0; code loaded into the kernel.
	{path: "insmod", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "loading a kernel module from a file (code that runs with the kernel's rights)"},
	// A mount over a system directory, a home (/home, /home/USER) or a
	// service's data (/var/lib/postgresql, /srv, /var/www) hides it behind
	// other files: what runs there reads and writes the mount instead.
	{path: "mount", value: "tOoLUTN", long: "--bind --fstab --label --move --namespace --options --rbind --source --target --test-opts --types --uuid", dest: true, operand: systemMountPoint, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "mounting over a system directory, a home or a service's data, which hides its files behind others (a service then writes into what the mount holds)"},
	{path: "dseditgroup", value: "oamntu", operand: adminGroupWord, need: "-a", effect: effectExternal, rule: "sys.protection-off", what: "adding an account to the admin group"},

	// cmd.exe's AutoRun: a command line every later cmd.exe runs before
	// the one it was started for, so before the command the guard checked.
	{path: "reg add", win: true, long: "/d /reg /s /t /v", operand: cmdProcessorKey, codeOpts: "/v", code: autoRunName, effect: effectExternal, rule: "sys.written-code", what: "setting cmd.exe's AutoRun, a command every later cmd.exe runs unchecked before its own,"},
	{path: "reg.exe add", win: true, long: "/d /reg /s /t /v", operand: cmdProcessorKey, codeOpts: "/v", code: autoRunName, effect: effectExternal, rule: "sys.written-code", what: "setting cmd.exe's AutoRun, a command every later cmd.exe runs unchecked before its own,"},
	{path: "set-itemproperty", ps: true, long: "-InputObject -LiteralPath -Name -Path -Type -Value", codeOpts: "-Path -LiteralPath -Name", code: autoRunProperty, unless: psWhatIf, effect: effectExternal, rule: "sys.written-code", what: "setting cmd.exe's AutoRun, a command every later cmd.exe runs unchecked before its own,"},
	{path: "new-itemproperty", ps: true, long: "-LiteralPath -Name -Path -PropertyType -Type -Value", codeOpts: "-Path -LiteralPath -Name", code: autoRunProperty, unless: psWhatIf, effect: effectExternal, rule: "sys.written-code", what: "setting cmd.exe's AutoRun, a command every later cmd.exe runs unchecked before its own,"},

	// A permanent WMI event subscription (an __EventFilter, a consumer,
	// their binding in root\subscription) runs its command whenever the
	// event fires, at every boot, unchecked.
	{path: "set-wmiinstance", ps: true, long: wmiValue, codeOpts: "-Namespace", code: wmiSubscription, unless: psWhatIf, effect: effectExternal, rule: "sys.written-code", what: "creating a permanent WMI event subscription, which runs code on an event, unchecked,"},
	{path: "new-ciminstance", ps: true, long: wmiValue, codeOpts: "-Namespace", code: wmiSubscription, unless: psWhatIf, effect: effectExternal, rule: "sys.written-code", what: "creating a permanent WMI event subscription, which runs code on an event, unchecked,"},
	{path: "efibootmgr", value: "bdlLonpteEi", long: "--bootnext --bootnum --bootorder --device --disk --edd --iface --label --loader --part --timeout --unicode", need: "-B --delete-bootnum -O --delete-bootorder -o --bootorder -c --create -n --bootnext -A --inactive", unless: "-h --help", effect: effectExternal, rule: "sys.disk-write", what: "changing the firmware's boot entries (the machine may not start again)"},

	// A network device's own command line, reached over ssh (ssh
	// router 'request system zeroize') or a device library's command:
	// its factory resets erase the configuration and logs the device
	// runs on (Junos zeroize, IOS write erase and erase startup-config,
	// FortiOS execute factoryreset, PAN-OS private-data-reset, VRP and
	// Comware reset saved-configuration), and its halts stop it.
	{path: "request system zeroize", unless: "?", effect: effectExternal, rule: "sys.mkfs", what: "Junos request system zeroize, which erases the device's configuration and logs"},
	{path: "request system private-data-reset", unless: "?", effect: effectExternal, rule: "sys.mkfs", what: "PAN-OS request system private-data-reset, which erases the firewall's configuration and logs"},
	{path: "request system halt", unless: "?", effect: effectExternal, rule: "sys.shutdown", what: "Junos request system halt"},
	{path: "request system power-off", unless: "?", effect: effectExternal, rule: "sys.shutdown", what: "Junos request system power-off"},
	{path: "request system reboot", unless: "?", effect: effectExternal, rule: "sys.shutdown", what: "Junos request system reboot"},
	{path: "write erase", effect: effectExternal, rule: "sys.mkfs", what: "IOS write erase, which erases the device's saved configuration"},
	{path: "erase startup-config", effect: effectExternal, rule: "sys.mkfs", what: "IOS erase startup-config, which erases the device's saved configuration"},
	{path: "erase nvram:", effect: effectExternal, rule: "sys.mkfs", what: "IOS erase nvram:, which erases the device's saved configuration"},
	{path: "erase flash:", effect: effectExternal, rule: "sys.mkfs", what: "IOS erase flash:, which erases the device's software and files"},
	{path: "format flash:", effect: effectExternal, rule: "sys.mkfs", what: "IOS format flash:, which erases the device's software and files"},
	{path: "execute factoryreset", effect: effectExternal, rule: "sys.mkfs", what: "FortiOS execute factoryreset, which erases the device's configuration"},
	{path: "execute factoryreset2", effect: effectExternal, rule: "sys.mkfs", what: "FortiOS execute factoryreset2, which erases the device's configuration"},
	{path: "execute formatlogdisk", effect: effectExternal, rule: "sys.mkfs", what: "FortiOS execute formatlogdisk, which erases the device's logs"},
	{path: "execute shutdown", effect: effectExternal, rule: "sys.shutdown", what: "FortiOS execute shutdown"},
	{path: "reset saved-configuration", effect: effectExternal, rule: "sys.mkfs", what: "reset saved-configuration, which erases the device's saved configuration"},

	// Declarative partitioning: disko's modes that destroy or format
	// (destroy, format, disko = both then mount; the older zap_create_mount
	// and create), and disko-install, which formats the disk it is given.
	{path: "disko", value: "mf", long: "--arg --argstr --flake --mode --root-mountpoint", codeOpts: "-m --mode", code: diskoWipes, unless: "-h --help --dry-run", effect: effectExternal, rule: "sys.mkfs", what: "disko formatting the disks its layout names"},
	{path: "disko-install", value: "f", long: "--disk --extra-files --flake --mode --option --system-config", unless: "-h --help --dry-run", effect: effectExternal, rule: "sys.mkfs", what: "disko-install formatting the disk it installs to"},
	{path: "virsh undefine", need: "--remove-all-storage --wipe-storage --storage", effect: effectExternal, rule: "sys.mkfs", what: "virsh undefine removing a virtual machine's disks"},
	{path: "virsh vol-delete", effect: effectExternal, rule: "sys.mkfs", what: "virsh vol-delete of a virtual disk"},
	// ESXi's vim-cmd vmsvc/destroy deletes a registered VM with its
	// files and disks from the datastore (unregister keeps them).
	{path: "vim-cmd vmsvc/destroy", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "vim-cmd vmsvc/destroy deleting an ESXi virtual machine with its disks"},
	{path: "virsh pool-delete", effect: effectExternal, rule: "sys.mkfs", what: "virsh pool-delete of a storage pool's data"},
	{path: "zpool destroy", effect: effectExternal, rule: "sys.mkfs", what: "destroying a ZFS pool with all its data"},
	// An NFS export with no_root_squash makes root on every client it
	// names root on the exported files; an export of / hands out the
	// whole machine (exports(5)). exportfs -o OPTIONS CLIENT:PATH
	// exports without /etc/exports; lines written there are judged as
	// written (nfsExportOpen).
	{path: "exportfs", value: "o", codeOpts: "-o", code: noRootSquash, unless: "-h", effect: effectExternal, rule: "sys.admin", what: "exportfs exporting with no_root_squash (root on the client is root on the export)"},
	{path: "exportfs", value: "o", operand: rootExport, unless: "-h", effect: effectExternal, rule: "sys.admin", what: "exportfs exporting the machine's root directory over NFS"},
	// btrfs takes any unambiguous prefix of its words (btrfs sub del).
	{path: "btrfs sub* d*", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "deleting a btrfs subvolume with its files"},
	{path: "zfs destroy", unless: "-n", effect: effectExternal, rule: "sys.mkfs", what: "destroying a ZFS dataset"},
	{path: "lvremove", unless: "--test -t --help -h", effect: effectExternal, rule: "sys.mkfs", what: "removing a logical volume with its data"},
	{path: "vgremove", unless: "--test -t --help -h", effect: effectExternal, rule: "sys.mkfs", what: "removing a volume group with its volumes"},
	{path: "pvremove", unless: "--test -t --help -h", effect: effectExternal, rule: "sys.mkfs", what: "removing a physical volume's label"},
	{path: "cryptsetup luksErase", effect: effectExternal, rule: "sys.mkfs", what: "erasing a LUKS header's keys (the data becomes unreadable)"},
	{path: "cryptsetup erase", effect: effectExternal, rule: "sys.mkfs", what: "erasing a LUKS header's keys (the data becomes unreadable)"},
	{path: "sgdisk", need: "-Z --zap-all -o --clear", effect: effectExternal, rule: "sys.mkfs", what: "wiping a disk's partition table"},
	{path: "diskutil eraseDisk", effect: effectExternal, rule: "sys.mkfs", what: "erasing a disk"},
	{path: "diskutil eraseVolume", effect: effectExternal, rule: "sys.mkfs", what: "erasing a volume"},
	{path: "diskutil apfs deleteContainer", effect: effectExternal, rule: "sys.mkfs", what: "deleting an APFS container"},
	// What else discards a volume's data: a rollback past what was
	// written since, a label or superblock cleared, a volume shrunk, a
	// drive formatted or sanitized by its firmware.
	{path: "zfs rollback", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "rolling a ZFS dataset back, which discards everything written since the snapshot (and, with -r, every later snapshot)"},
	{path: "zpool labelclear", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "clearing a ZFS pool's label from a device"},
	// What puts older state back over the live one: a stream received
	// with -F rolls the dataset back to its last snapshot and destroys
	// the snapshots the stream lacks (zfs-receive(8)); a pool created
	// with -f over disks that hold one; a snapshot merged into its
	// origin (lvconvert(8) --merge: the origin's changes since are
	// gone); timeshift --restore, vgcfgrestore (a volume group's
	// metadata of before), sgdisk --load-backup (a partition table of
	// before), a LUKS header restored over the device's (the keys added
	// since no longer open it).
	{path: "zfs rec*", value: "ox", need: "-F", unless: "-n " + helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "zfs receive -F rolling the dataset back over what was written since its last snapshot, and destroying the snapshots the stream lacks"},
	{path: "zpool create", value: "oOmRt", need: "-f", unless: "-n " + helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "zpool create -f over disks in use (the pool or the filesystem they hold is overwritten)"},
	{path: "lvconvert", value: "mnr", need: "--merge --mergesnapshot", unless: "--test -t " + helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "lvconvert merging a snapshot into its origin (what was written to the origin since is gone)"},
	{path: "timeshift", need: "--restore", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "timeshift --restore putting a snapshot of the system back over it"},
	{path: "vgcfgrestore", unless: "--test -t -l --list " + helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "vgcfgrestore putting a volume group's older metadata back over its volumes"},
	{path: "sgdisk", need: "-l --load-backup", effect: effectExternal, rule: "sys.mkfs", what: "sgdisk loading a saved partition table over the disk's"},
	{path: "cryptsetup luksHeaderRestore", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "restoring a LUKS header over the device's (keys added since no longer open it)"},
	// ESXi's snapshot reverted (vim-cmd vmsvc/snapshot.revert VMID
	// SNAPID): the VM's disks put back to the snapshot's.
	{path: "vim-cmd vmsvc/snapshot.revert", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "vim-cmd reverting an ESXi virtual machine to a snapshot (what its disks took since is gone)"},
	// Windows' System Restore put back over the system
	// (Restore-Computer): the programs, drivers and settings changed
	// since the restore point are gone.
	{path: "restore-computer", ps: true, long: "-RestorePoint", unless: psWhatIf, effect: effectExternal, rule: "sys.mkfs", what: "Restore-Computer putting a restore point back over the system"},
	// A device taken out of its Entra ID (Azure AD) domain (dsregcmd
	// /leave): its users' domain sign-ins stop.
	{path: "dsregcmd", win: true, need: "/leave", unless: "/?", effect: effectExternal, rule: "sys.admin", what: "dsregcmd /leave taking the device out of its Entra ID domain"},
	// A TPM cleared loses every key it holds: the disks it unlocks
	// (BitLocker, LUKS' TPM slots) ask for their recovery keys
	// (tpm2_clear(1)).
	{path: "tpm2_clear", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "tpm2_clear clearing the TPM (the keys it holds, and what they unlock, gone)"},
	{path: "mdadm", need: "--zero-superblock", effect: effectExternal, rule: "sys.mkfs", what: "erasing a RAID member's superblock", more: &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// An array created or built over devices writes its superblocks and
	// then its data over what they hold (mdadm(8): --create, --build).
	{path: "mdadm", need: "--create -C --build -B", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "creating a RAID array over devices (what they hold is overwritten)"},
	// An array stopped, or its members failed and removed (mdadm(8)
	// manage mode: -f --fail, -r --remove): the filesystems on it, or
	// its redundancy, gone from under their users. Flushed multipath
	// maps (multipath(8) -f, -F), iSCSI sessions logged out, a
	// target's configuration cleared: the disks they served vanish
	// from under what has them open.
	{path: "mdadm", need: "--stop -S --fail -f --remove -r --set-faulty", unless: helpUnless, effect: effectExternal, rule: "fs.storage", what: "mdadm stopping an array or failing and removing its members"},
	{path: "multipath", need: "-f -F", unless: "-h", effect: effectExternal, rule: "fs.storage", what: "multipath flushing its device maps (the disks vanish from under their users)"},
	{path: "iscsiadm", long: "--interface --mode --name --op --portal --targetname --type --value", value: "ITmnoptv", need: "--logoutall -u --logout", unless: "-h --help", effect: effectExternal, rule: "fs.storage", what: "iscsiadm logging out of iSCSI targets (their disks vanish from under their users)"},
	{path: "targetcli clearconfig", unless: helpUnless, effect: effectExternal, rule: "sys.admin", what: "targetcli clearconfig (every backstore, target and LUN of the iSCSI server deleted)"},
	// exportfs -u withdraws exports (-a: all of them): their clients'
	// mounts fail.
	{path: "exportfs", value: "o", need: "-u", unless: "-h", effect: effectExternal, rule: "sys.admin", what: "exportfs -u withdrawing NFS exports (their clients' mounts fail)"},
	{path: "lvreduce", unless: "--test -t --help -h", effect: effectExternal, rule: "sys.mkfs", what: "shrinking a logical volume, which cuts off the data past its new end"},
	// A filesystem repaired with every question answered yes (fsck(8),
	// e2fsck(8) -y, -p, -a; xfs_repair -L zeroes the log; btrfs check
	// --repair): on a mounted filesystem (the root, a /dev/mapper
	// volume in use) it corrupts what it fixes, and on any it may drop
	// what it cannot place; -n only checks. The device or mount point
	// is named (/dev/…, UUID=, LABEL=, /home); an image file of the
	// project is not.
	{path: "fsck", value: "Ct", need: "-y -a -p", operand: fsckTarget, unless: "-n -N -h --help", effect: effectExternal, rule: "sys.mkfs", what: "fsck repairing a filesystem with every answer yes (on a mounted one, it corrupts it)"},
	{path: "fsck.*", value: "bBCEjlLz", need: "-y -a -p", operand: fsckTarget, unless: "-n -h --help", effect: effectExternal, rule: "sys.mkfs", what: "fsck repairing a filesystem with every answer yes (on a mounted one, it corrupts it)"},
	{path: "e2fsck", value: "bBCEjlLz", need: "-y -a -p", operand: fsckTarget, unless: "-n -h --help", effect: effectExternal, rule: "sys.mkfs", what: "e2fsck repairing a filesystem with every answer yes (on a mounted one, it corrupts it)"},
	{path: "xfs_repair", value: "cflmortD", need: "-L", operand: fsckTarget, unless: "-n -V", effect: effectExternal, rule: "sys.mkfs", what: "xfs_repair -L zeroing a filesystem's log (the changes it held are lost)"},
	{path: "btrfs check", value: "s", long: "--chunk-root --mode --qgroup-report --subvol-extents --super --tree-root", need: "--repair --init-csum-tree --init-extent-tree", operand: fsckTarget, unless: "--readonly --help", effect: effectExternal, rule: "sys.mkfs", what: "btrfs check --repair rewriting a filesystem's trees"},
	{path: "nvme format", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "formatting an NVMe namespace"},
	{path: "nvme sanitize", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "sanitizing an NVMe drive"},
	{path: "hdparm", need: "--security-erase --security-erase-enhanced --trim-sector-ranges", effect: effectExternal, rule: "sys.mkfs", what: "erasing a drive through its firmware"},
	{path: "diskutil zeroDisk", effect: effectExternal, rule: "sys.mkfs", what: "erasing a disk"},
	{path: "diskutil secureErase", effect: effectExternal, rule: "sys.mkfs", what: "erasing a disk"},
	{path: "diskutil reformat", effect: effectExternal, rule: "sys.mkfs", what: "erasing a volume"},
	{path: "diskutil partitionDisk", effect: effectExternal, rule: "sys.mkfs", what: "repartitioning a disk"},
	{path: "diskutil apfs deleteVolume", effect: effectExternal, rule: "sys.mkfs", what: "deleting an APFS volume"},
	{path: "diskutil apfs eraseVolume", effect: effectExternal, rule: "sys.mkfs", what: "erasing an APFS volume"},

	// The machine's DNS resolver pointed at a server of the writer's
	// choosing: every name looked up afterwards is answered there (the
	// lines of /etc/resolv.conf and hosts files are judged as written,
	// rules_sys.go).
	{path: "networksetup", longDash: true, need: "-setdnsservers", operand: strangeResolverAddr, more: &specMore{moreChange: &moreChange{except: knownResolvers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.name-hijack", what: "pointing the machine's DNS at a server of the writer's choosing"},
	{path: "resolvectl dns", operand: strangeResolverAddr, more: &specMore{moreChange: &moreChange{except: knownResolvers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.name-hijack", what: "pointing the machine's DNS at a server of the writer's choosing"},
	{path: "netsh interface * set dns*", win: true, operand: strangeResolverAddr, more: &specMore{moreChange: &moreChange{except: knownResolvers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.name-hijack", what: "pointing the machine's DNS at a server of the writer's choosing"},
	{path: "netsh interface * add dns*", win: true, operand: strangeResolverAddr, more: &specMore{moreChange: &moreChange{except: knownResolvers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.name-hijack", what: "pointing the machine's DNS at a server of the writer's choosing"},
	{path: "set-dnsclientserveraddress", ps: true, long: "-CimSession -InterfaceAlias -InterfaceIndex -ServerAddresses", codeOpts: "-ServerAddresses", code: strangeResolverLine, more: &specMore{moreChange: &moreChange{except: knownResolvers}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: psWhatIf, effect: effectExternal, rule: "sys.name-hijack", what: "pointing the machine's DNS at a server of the writer's choosing"},

	// Windows' other places that run a command later by themselves: a
	// BITS job's notify command (run when the job ends, and the job
	// outlives reboots), a netsh helper DLL (loaded by every netsh).
	// setx NAME VALUE [/m] sets a variable that lasts (/m: the machine's);
	// setx [/s HOST /u USER /p PW] … names where, /k a registry value to
	// read it from, /f a file.
	{path: "setx", win: true, long: "/a /d /f /k /p /r /s /u", more: &specMore{moreArgs: &moreArgs{switches: "/m /x"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleSystemTool}}, unless: "/?"},
	// bitsadmin /transfer NAME [/download|/upload] [/priority P] URL FILE…:
	// the last operand is the file it writes.
	{path: "bitsadmin /transfer", win: true, long: "/priority", more: &specMore{moreArgs: &moreArgs{switches: "/download /upload /dynamic"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: "/?"},
	{path: "bitsadmin /[sS][eE][tT][nN][oO][tT][iI][fF][yY][cC][mM][dD][lL][iI][nN][eE]", win: true, effect: effectExternal, rule: "sys.persistence", what: "setting a BITS job's notify command, which runs by itself when the job ends,"},
	{path: "bitsadmin.exe /[sS][eE][tT][nN][oO][tT][iI][fF][yY][cC][mM][dD][lL][iI][nN][eE]", win: true, effect: effectExternal, rule: "sys.persistence", what: "setting a BITS job's notify command, which runs by itself when the job ends,"},
	{path: "netsh add helper", win: true, effect: effectExternal, rule: "sys.persistence", what: "adding a netsh helper DLL, which every later netsh loads,"},
	{path: "netsh.exe add helper", win: true, effect: effectExternal, rule: "sys.persistence", what: "adding a netsh helper DLL, which every later netsh loads,"},
	{path: "schtasks /[dD][eE][lL][eE][tT][eE]", win: true, operand: starWord, effect: effectExternal, rule: "sys.crontab-remove", what: "deleting every scheduled task"},
	{path: "schtasks.exe /[dD][eE][lL][eE][tT][eE]", win: true, operand: starWord, effect: effectExternal, rule: "sys.crontab-remove", what: "deleting every scheduled task"},
	{path: "unregister-scheduledtask", longDash: true, fold: true, long: "-CimSession -TaskName -TaskPath", need: "*", unless: psWhatIf, effect: effectExternal, rule: "sys.crontab-remove", what: "unregistering every scheduled task", more: &specMore{moreChange: &moreChange{role: roleServices}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "atrm", operand: atqSubst, effect: effectExternal, rule: "sys.crontab-remove", what: "removing every queued at job"},
	// Programs that write an image, a clone or a rescued copy onto the
	// device they are given (sys.disk-write): that disk's partitions and
	// file systems are overwritten, as dd of= does. Written to a file
	// (./out.img), the same command builds an image.
	{path: "bmaptool copy", value: "b", long: "--bmap --bmap-sig --fingerprint --keyring", operand: sysDisk, dest: true, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "bmaptool copy of an image onto the block device"},
	{path: "rpi-imager", need: "--cli", long: "--first-run-script --sha256", operand: sysDisk, dest: true, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "rpi-imager writing an image onto the block device"},
	{path: "balena local flash", long: "--drive -d", codeOpts: "--drive -d", code: sysDisk, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "balena local flash of an image onto the block device"},
	{path: "woeusb", long: "--label --target-filesystem", operand: sysDisk, dest: true, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "woeusb writing an installer onto the block device"},
	{path: "qemu-img convert", value: "fOoBstTlm", long: "--image-opts --object --target-image-opts", operand: sysDisk, dest: true, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "qemu-img convert writing an image onto the block device"},
	{path: "qemu-img dd", value: "fO", operand: sysDiskOf, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "qemu-img dd writing onto the block device"},
	{path: "dcfldd", operand: sysDiskOf, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "dcfldd writing onto the block device"},
	{path: "dc3dd", operand: sysDiskOf, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "dc3dd writing onto the block device"},
	// ddrescue IN OUT [MAP] refuses a device as OUT without -f.
	{path: "ddrescue", value: "bceimsKOxZ", need: "-f --force", operand: sysDisk, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "ddrescue -f writing onto the block device"},
	{path: "partclone.*", value: "oOsLz", long: "--logfile --output --overwrite --source", codeOpts: "-o -O --output --overwrite", code: sysDisk, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "partclone writing onto the block device"},
	{path: "ntfsclone", value: "oO", long: "--output --overwrite", codeOpts: "-O --overwrite", code: sysDisk, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "ntfsclone overwriting the block device"},
	{path: "zstd", value: "oD", long: "--output", codeOpts: "-o", code: sysDisk, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "zstd writing onto the block device", more: &specMore{moreChange: &moreChange{role: roleReadsOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "asr restore", long: "--source --target -source -target", codeOpts: "--target -target", code: sysDisk, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "asr restore of an image onto the block device"},
	// Boot code written onto a disk (its first sectors, where the
	// firmware looks): the disk boots that loader, or nothing.
	{path: "grub*-install", value: "d", long: "--boot-directory --bootloader-id --core-compress --directory --disk-module --efi-directory --fonts --install-modules --locales --modules --target --themes", operand: sysDisk, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "grub-install writing boot code onto the disk"},
	// What the boot loader starts, changed: GRUB's default entry and
	// its one-shot next one (grub-set-default, grub-reboot, grub-editenv
	// set saved_entry= or next_entry=, kernelopts=), grubby's default
	// kernel and the kernels it removes, systemd-boot's default and
	// one-shot entries and its removal from the EFI partition: an entry
	// that is not there, a recovery one or init=/bin/sh is what the
	// machine starts next, or it starts nothing.
	{path: "grub*-set-default", long: "--boot-directory", operand: anyWord, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "changing the entry the boot loader starts (the machine may start another system, or none)"},
	{path: "grub*-reboot", long: "--boot-directory", operand: anyWord, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "changing the entry the boot loader starts next (the machine may start another system, or none)"},
	{path: "grub*-editenv", operand: bootEnvChange, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "changing the boot loader's environment (what it starts, with which kernel command line)"},
	{path: "grubby", long: "--args --config-file --info --remove-args --remove-kernel --set-default --set-default-index --update-kernel", need: "--set-default --set-default-index --remove-kernel", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "grubby changing the kernel the machine boots, or removing one"},
	{path: "bootctl set-default", long: "--boot-path --esp-path", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "changing the entry systemd-boot starts"},
	{path: "bootctl set-oneshot", long: "--boot-path --esp-path", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "changing the entry systemd-boot starts next"},
	{path: "bootctl remove", long: "--boot-path --esp-path", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "removing systemd-boot from the EFI partition (the machine may not start again)"},
	// Android's recovery told to wipe the device (adb shell recovery
	// --wipe_data, a factory reset broadcast): the phone's user data
	// erased, as fastboot -w does.
	{path: "recovery", need: "--wipe_data --prompt_and_wipe_data --wipe_ab", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "Android's recovery erasing the device's user data"},
	{path: "am broadcast", value: "aducenfp", codeOpts: "-a", code: factoryResetIntent, effect: effectExternal, rule: "infra.cloud", what: "a factory reset of the connected device, its user data erased"},
	// U-Boot's environment (fw_setenv NAME VALUE…, -s FILE of NAME
	// VALUE lines): the variables that say what the board boots and with
	// which kernel command line; a board told to boot another image, or
	// init=/bin/sh, does so at every start.
	{path: "fw_setenv", value: "cls", long: "--config --lock --script", operand: ubootBootVar, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "changing what the board's bootloader boots (U-Boot's environment)"},
	{path: "fw_setenv", value: "cls", long: "--config --lock --script", need: "-s --script", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "changing the board's bootloader environment from a script file, whose variables may say what it boots"},
	// A firmware chip rewritten or erased, a chip's fuses burnt, a
	// phone's user data erased: a wrong BIOS or a burnt fuse cannot be
	// undone by software, and a phone's data is its user's. Writing or
	// erasing a development board's flash through its programmer
	// (esptool write_flash or erase_flash, st-flash erase, pyocd erase,
	// uuu) is a developer's everyday work on a board at the bench, its
	// state this machine's own (vocabTools).
	{path: "flashrom", value: "pwrvcliox", long: "--chip --fmap-file --ifd --image --include --layout --output --programmer --read --verify --wp-range --wp-region --write", need: "-w --write -E --erase", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashrom rewriting or erasing a firmware chip (the machine or board may not start again)"},
	{path: "fastboot", value: "sScbni", long: fastbootValue, need: "-w", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "fastboot -w erasing the connected device's user data"},
	{path: "fastboot erase", value: "sScbni", long: fastbootValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "fastboot erasing a partition of the connected device"},
	{path: "fastboot format*", value: "sScbni", long: fastbootValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "fastboot formatting a partition of the connected device"},
	{path: "fastboot wipe-super", value: "sScbni", long: fastbootValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "fastboot wiping the connected device's super partition"},
	{path: "fastboot flash", value: "sScbni", long: fastbootValue, operand: deviceDataPart, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "fastboot writing over the connected device's user data partition"},
	{path: "fastboot flashing unlock*", value: "sScbni", long: fastbootValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "unlocking the connected device's bootloader, which erases its user data"},
	{path: "fastboot oem unlock", value: "sScbni", long: fastbootValue, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "unlocking the connected device's bootloader, which erases its user data"},
	{path: "heimdall flash", long: "--CACHE --DATA --USERDATA --pit", need: "--USERDATA --DATA --repartition", unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "heimdall writing over the connected device's user data partition"},
	{path: "espefuse*", value: "pbc", long: espValue, operand: efuseBurn, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "burning the chip's eFuses, which can never be undone"},
	{path: "avrdude", value: "cpPbBUCxiTlE", codeOpts: "-U", code: avrFuseWrite, unless: "-n -?", effect: effectExternal, rule: "sys.disk-write", what: "avrdude writing the connected chip's fuses or lock bits (a wrong value locks it out)"},
	// MTD flash and SCSI drives, erased through their own tools.
	{path: "flash_erase*", operand: mtdDevice, unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "erasing a flash (MTD) partition"},
	{path: "ubiformat", value: "sOfSyQ", long: "--ec --flash-image --image-seq --sub-page-size --vid-hdr-offset", operand: mtdDevice, unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "formatting a flash (MTD) partition"},
	{path: "nandwrite", value: "sb", long: "--blockalign --start", operand: mtdDevice, unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "nandwrite writing over a flash (MTD) partition"},
	{path: "sg_format", need: "-F --format", value: "cCsPpTt", long: "--cmplst --count --ffmt --pfu --pie --size --tape --timeout", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "sg_format low-level formatting the drive"},
	{path: "sg_sanitize", need: "-B --block -C --crypto -O --overwrite", value: "iTz", long: "--count --ipl --pattern --timeout --zero", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "sanitizing the drive"},
	{path: "cryptsetup luksKillSlot", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "destroying a key slot of an encrypted volume (the last one leaves its data unreadable)"},
	{path: "cryptsetup luksRemoveKey", unless: helpUnless, effect: effectExternal, rule: "sys.mkfs", what: "removing a key of an encrypted volume (the last one leaves its data unreadable)"},
}

var (
	// bootEnvChange: the variables of GRUB's environment block that say
	// which entry it starts (saved_entry, next_entry), set or unset by
	// grub-editenv, and the kernel command line (kernelopts) given
	// another init, the program the kernel starts first; other kernel
	// options are sys.protection-off's when they switch a protection
	// off.
	bootEnvChange = &lazyRegexp{expr: `^(saved_entry|next_entry|prev_saved_entry|boot_once)(=|$)|^kernelopts=.*\binit=`, words: []string{"saved_entry", "next_entry", "boot_once", "kernelopts"}}
	// factoryResetIntent: Android's intents that erase the device.
	factoryResetIntent = &lazyRegexp{expr: `(?i)(MASTER_CLEAR|FACTORY_RESET)$`, words: []string{"master_clear", "factory_reset"}}
	// fsckTarget is a filesystem fsck is given by its device, tag or
	// mount point, not an image file (a name with a dot after its last
	// slash).
	fsckTarget = &lazyRegexp{expr: `^((/dev/|(PART)?(UUID|LABEL)=)\S+|/([^.]*/)?[^./]*)$`}
	permissive = &lazyRegexp{expr: `(?i)^(0|permissive)$`}
	// noRootSquash is an NFS export's option list with no_root_squash;
	// rootExport an exportfs operand CLIENT:/, the machine's root.
	noRootSquash = &lazyRegexp{expr: `(^|,)no_root_squash(,|$)`, words: []string{"no_root_squash"}}
	rootExport   = &lazyRegexp{expr: `^[^:]*:/+$`}
	// allWordAnyCase: all in any case (Slurm's and LSF's ALL, all).
	allWordAnyCase = &lazyRegexp{expr: `(?i)^all$`}
	// kadminDelete: kadmin's queries deleting a principal (an account:
	// no one logs in as it again) or a policy (MIT Kerberos' kadmin(1)).
	kadminDelete = &lazyRegexp{expr: `(?i)^\s*(delete_principal|delprinc|delete_policy|delpol)\b`}
	// weakCryptoPolicy: update-crypto-policies' LEGACY, or a policy with
	// a subpolicy that allows SHA-1 signatures or drops the TLS extended
	// master secret (DEFAULT:SHA1, FIPS:NO-ENFORCE-EMS); fipsService: Ubuntu
	// Pro's FIPS services; usbAllowAll: the value allow, which only
	// ImplicitPolicyTarget takes (the others take true, false, block,
	// reject or apply-policy): every device no rule names let in.
	weakCryptoPolicy = &lazyRegexp{expr: `(?i)^legacy\b|:(sha1|no-enforce-ems|ad-support-legacy)\b`}
	fipsService      = &lazyRegexp{expr: `(?i)^fips(-updates|-preview)?$`}
	usbAllowAll      = &lazyRegexp{expr: `(?i)^allow$`}
	// upsPowerCommand: NUT's instant commands that switch a UPS's output,
	// or one outlet's, off (load.off, load.cycle, shutdown.return,
	// shutdown.stayoff, shutdown.reboot; outlet.N. or outlet.group.N.
	// before them); upsForcedShutdown: upsmon's fsd.
	upsPowerCommand   = &lazyRegexp{expr: `(?i)^(?:outlet\.(?:group\.)?\d+\.)?(?:load\.(?:off|cycle)(?:\.delay)?|shutdown\.(?:return|stayoff|reboot(?:\.graceful)?))$`}
	upsForcedShutdown = &lazyRegexp{expr: `(?i)^fsd$`}
	// haltRunlevel: runlevel 0 (halt) or 6 (reboot).
	haltRunlevel = &lazyRegexp{expr: `^[06]$`}
	// deviceDataPart: an Android device's partitions that hold its
	// user's data and its identity, not the system it runs.
	deviceDataPart = &lazyRegexp{expr: `^(userdata|data|metadata|persist|frp|modemst[12]|fsg|efs)(_[ab])?$`}
	efuseBurn      = &lazyRegexp{expr: `^(burn[_-]\w+|write[_-]protect[_-]efuse|read[_-]protect[_-]efuse)$`}
	// avrFuseWrite: avrdude -U MEMORY:w:… of a fuse byte or the lock bits.
	avrFuseWrite = &lazyRegexp{expr: `(?i)^(l|h|e)?fuse\d?:w:|^lock(bits)?:w:`}
	mtdDevice    = &lazyRegexp{expr: `^/dev/(mtd\d+|mtdblock\d+|ubi\d+)$`, words: []string{"/dev/"}}
	// ubootBootVar: U-Boot's variables that say what the board boots
	// and with which kernel command line.
	ubootBootVar = &lazyRegexp{expr: `^(bootcmd|altbootcmd|bootargs|preboot|boot_targets|distro_bootcmd|bootfile|bootscript)$`, words: []string{"boot"}}
	// weakenedKernel: sysctl settings that switch a protection off
	// (address randomisation, ptrace and pointer restrictions, link
	// protections).
	weakenedKernel = &lazyRegexp{expr: `^(kernel\.randomize_va_space|kernel\.yama\.ptrace_scope|kernel\.kptr_restrict|kernel\.dmesg_restrict|kernel\.unprivileged_bpf_disabled|fs\.protected_(symlinks|hardlinks|regular|fifos)|kernel\.modules_disabled)\s*=\s*0$`}
	// kernelProgram matches KEY=VALUE of a kernel setting naming a
	// program the kernel runs by itself, as root, kept in a temporary or
	// home directory or named relatively.
	kernelProgram   = &lazyRegexp{expr: `^kernel\.(core_pattern\s*=\s*["']?\||(modprobe|hotplug|poweroff_cmd)\s*=)\s*["']?(/(tmp|var/tmp|dev/shm|home|root|users|run/user)/|[^/\s"'])`, words: []string{"kernel."}}
	defenderFeature = &lazyRegexp{expr: `(?i)windows-defender`}
	// trustedStore: the Windows certificate stores whose certificates are
	// trusted to vouch for others: the roots (Root, AuthRoot), the
	// intermediate issuers (CA) and the trusted publishers and people.
	trustedStore = &lazyRegexp{expr: `(?i)^(root|authroot|ca|trustedpublisher|trustedpeople)$`}
	// securityLogName: the Security log among -LogName's names.
	securityLogName = &lazyRegexp{expr: `(?i)(^|,)\s*["']?security["']?\s*(,|$)`}
	trustStorePath  = &lazyRegexp{expr: `(?i)^cert:[\\/]+(localmachine|currentuser)[\\/]+(root|authroot|ca|trustedpublisher|trustedpeople)[\\/]*$`}
	adminGroup      = &lazyRegexp{expr: `(?im)(^|,)\s*["']?(sudo|wheel|admin|root|administrators|S-1-5-32-544)["']?\s*(,|$)`}
	wmiSubscription = &lazyRegexp{expr: `(?i)^root[\\/]subscription$`}
	rootID          = &lazyRegexp{expr: `^0+$`}
	// hostRootMount: a bind mount (-v SRC:DST[:OPTS], --mount
	// type=bind,source=SRC,…) of /, /etc, /root, /boot, /usr or /var, not
	// read-only.
	hostRootMount = &lazyRegexp{expr: `^/+(etc|root|boot|usr|var|bin|sbin|lib)?/*:/[^:]*(:([^r][^:]*|r[^o][^:]*|ro[^:\s][^:]*))?$|^([^,]*,)*(source|src)=/+(etc|root|boot|usr|var|bin|sbin|lib)?/*(,[^,]*)*$`}
	// hostNamespace: a namespace option's value that shares the host's
	// (--pid=host).
	hostNamespace  = &lazyRegexp{expr: `^host$`}
	adminGroupWord = &lazyRegexp{expr: `(?i)^(sudo|wheel|admin|root|administrators|administratoren|administrateurs|S-1-5-32-544|(domain|enterprise|schema) admins|dnsadmins|(account|backup|server) operators|remote (desktop|management) users|hyper-v administrators)$`}
	// adminGroupDN: an administrators' group of a domain named by its
	// distinguished name (CN=Domain Admins,CN=Users,DC=…).
	adminGroupDN = &lazyRegexp{expr: `(?i)^cn=(administrators|(domain|enterprise|schema) admins|dnsadmins|(account|backup|server|print) operators|group policy creator owners)\s*,`}
	// ntdsutil's destructive commands, each word any abbreviation of it
	// that ntdsutil reads (its first letters, at least as many as tell
	// it from its menu's other commands).
	// replOff: repadmin /options' flags switching replication off.
	replOff          = &lazyRegexp{expr: `(?i)^\+disable_(inbound|outbound)_repl$`}
	ntdsRemoves      = &lazyRegexp{expr: `(?i)^\s*rem[a-z]*\s+sel[a-z]*\s+(se|do|na)[a-z]*\b`}
	ntdsSeize        = &lazyRegexp{expr: `(?i)^\s*sei[a-z]*\s+\S`}
	ntdsDSRMPassword = &lazyRegexp{expr: `(?i)^\s*(res[a-z]*\s+pa[a-z]*\s+on\s+se[a-z]*|sy[a-z]*\s+fr[a-z]*\s+do[a-z]*\s+ac[a-z]*)\b`}
	ntdsAuthRestore  = &lazyRegexp{expr: `(?i)^\s*res[a-z]*\s+(da|su|ob)[a-z]*\b`}
	protectService   = &lazyRegexp{expr: `(?i)^(windefend|sense|wdnissvc|wdboot|wdfilter|mpssvc|bfe|eventlog|wuauserv|securityhealthservice|wscsvc|sysmon(64)?|sysmondrv|csfalconservice|csagent|sentinelagent|sentinelstaticengine|sentinelhelperservice|cbdefense|carbonblack|cylancesvc|sophos[\w ]*|elastic(-agent| endpoint)|mcafeeframework|ossecsvc|wazuhsvc|osqueryd|` +
		// The Windows service names of the other endpoint products, from
		// their vendors' documentation: McAfee/Trellix (Agent, Endpoint
		// Security, HX), Symantec, Trend Micro (Apex One, Deep Security),
		// ESET, Kaspersky, Bitdefender GravityZone, Sophos, HitmanPro.Alert,
		// Cortex XDR, Cybereason, Defender's older and newer cores,
		// Webroot, Malwarebytes, Avast, Qualys, Rapid7, Defender for
		// Identity's sensor (AATPSensor); AppLocker's
		// service; the forwarders of the event logs (Splunk, Winlogbeat).
		`masvc|macmnsvc|mfemms|mfefire|mfevtp|mfetp|mcshield|mfewc|xagt|sepmasterservice|smcservice|ntrtscan|tmlisten|tmccsf|ds_agent|ekrn|avp[\d.]*|klnagent|kavfs|epsecurityservice|epprotectedservice|epintegrationservice|epupdateservice|vsserv|savservice|savadminservice|hmpalertsvc|cyserver|cybereasonactiveprobe|msmpsvc|mdcoresvc|wrsvc|mbamservice|avastsvc|mfeesp|aatpsensor|qualysagent|ir_agent|appidsvc|splunkforwarder|winlogbeat)$`, words: []string{"aatpsensor", "agent", "arbonblack", "avfs", "avp", "bereasonactiveprobe", "boot", "ccsf", "cshield", "ekrn", "elastic", "eventlog", "fe", "filter", "listen", "ntrtscan", "osqueryd", "sense", "sentinel", "server", "service", "sophos", "splunkforwarder", "svc", "sysmon", "vsserv", "winlogbeat", "wuauserv", "xagt"}}
	defenderKey = &lazyRegexp{expr: `(?i)\\(policies\\)?microsoft\\windows defender(\\|$)`}
	// broadExclusion: a drive's root, the profile, a folder every user
	// or program writes to (the temporary folders, AppData, Public:
	// where a download lands), or a kind of file every program is
	// (.exe, .ps1, .dll).
	broadExclusion = &lazyRegexp{expr: `(?im)^\s*("|')?([a-z]:\\?|\\|/|\*|[a-z]:\\users(\\[^\\]+)?\\?|\$env:(userprofile|systemdrive|homedrive|temp|tmp|appdata|localappdata|public)\\?|%(temp|tmp|appdata|localappdata|public)%\\?|[a-z]:\\windows\\temp\\?|[a-z]:\\users\\public\\?|~|\.?(exe|ps1|dll|bat|cmd|vbs|js)|powershell(\.exe)?|cmd(\.exe)?)("|')?\s*$`}
	// everyHostList matches a list of hosts (a,b) one of whose elements is
	// the lone wildcard: every host.
	everyHostList = &lazyRegexp{expr: `(^|,)\s*["']?\*["']?\s*(,|$)`}
	diskoWipes    = &lazyRegexp{expr: `(^|,)(destroy|format|disko|create|zap\w*)(,|$)`, words: []string{"create", "destroy", "disko", "format", "zap"}}
	firewallUnit  = &lazyRegexp{expr: `^(firewalld|ufw|nftables|iptables|ip6tables|netfilter-persistent|pf)(\.service)?$`, words: []string{"firewalld", "netfilter-persistent", "pf", "tables", "ufw"}}
	// securityUnit: the Linux services that watch, confine or record
	// programs; securityServiceStop one named with the verb that stops or
	// disables it (service auditd stop: auditd=stop, as spec.setting
	// joins operands); securityAgent the same agents as macOS launchd
	// labels or plist paths (com.crowdstrike.falcond).
	securityUnit        = &lazyRegexp{expr: `^(` + securityAgents + `)(\.service|\.socket)?$`, words: []string{"agentd", "aide", "antad", "auoms", "avd", "clam", "cybereason-sensor", "cylancesvc", "daemon", "ds_agent", "elastic-", "fail2ban", "falcon", "fapolicyd", "ir_agent", "kesl", "log-ng", "mdatp", "mfetpd", "nort", "ophos-spl", "pparmor", "qualys-cloud-agent", "queryd", "rsyslog", "sec", "sentinel", "sysmon", "taniumclient", "temd-journald", "traps_pmd", "uditd", "uricata", "usbguard", "wazuh-agent", "xagt"}}
	securityServiceStop = &lazyRegexp{expr: `^(` + securityAgents + `)(\.service)?=(stop|disable|remove|off)(=|$)`}
	securityAgent       = &lazyRegexp{expr: `(?i)(^|[/.])(` + securityAgents + `|com\.(crowdstrike|sentinelone|carbonblack|vmware\.carbonblack|sophos|objective-see|jamf\.protect|google\.santa|microsoft\.wdav|microsoft\.fresno)[\w.-]*|com\.apple\.auditd)(\.plist)?$`, words: []string{"agentd", "aide", "antad", "auoms", "avd", "carbonblack", "clam", "crowdstrike", "cybereason-sensor", "cylancesvc", "daemon", "ds_agent", "elastic-", "fail2ban", "falcon", "fapolicyd", "google.santa", "ir_agent", "jamf.protect", "kesl", "log-ng", "mdatp", "mfetpd", "microsoft.", "nort", "objective-see", "ophos-spl", "pparmor", "qualys-cloud-agent", "queryd", "rsyslog", "sec", "sentinel", "sophos", "sysmon", "taniumclient", "temd-journald", "traps_pmd", "uditd", "uricata", "usbguard", "wazuh-agent", "xagt"}}
	// openExecPolicy: the execution policies that run any script.
	openExecPolicy   = &lazyRegexp{expr: `(?i)^(unrestricted|bypass)$`}
	systemMountPoint = &lazyRegexp{expr: `^/(etc|usr|bin|sbin|lib|lib32|lib64|boot|root)(/.*)?$|^/(home|Users)(/[^/]+)?/?$|^/(srv|var/www|var/lib/[^/]+|var/opt/[^/]+|var/backups)/?$`}
	// cmdProcessorKey: the key of cmd.exe's settings; autoRunName its
	// AutoRun value; autoRunProperty both among PowerShell's -Path and -Name.
	cmdProcessorKey = &lazyRegexp{expr: `(?i)\\command processor\\?$`}
	autoRunName     = &lazyRegexp{expr: `(?i)^autorun$`}
	autoRunProperty = &lazyRegexp{expr: `(?is)command processor\\?\s*\n\s*autorun\s*$|^\s*autorun\s*\n.*command processor`}
	// strangeResolverAddr matches an IPv4 address outside loopback,
	// link-local and the private ranges (10/8, 172/8 and 192/8 are
	// left out whole: erring towards the LAN); knownResolvers are the
	// well-known public resolvers (Google, Cloudflare, Quad9, OpenDNS),
	// which one may choose for DNS trouble. strangeResolverLine is one
	// such address among a PowerShell list's values, one a line.
	strangeResolverAddr = &lazyRegexp{expr: `^` + strangeIPv4 + `$`}
	strangeResolverLine = &lazyRegexp{expr: `(?m)^` + strangeIPv4 + `$`}
	offWord             = &lazyRegexp{expr: `(?i)^(off|disable)$`}
	// ownerRole: Azure's roles that administer what they are given on,
	// access to it included (Owner, User Access Administrator, Role
	// Based Access Control Administrator, …Administrator, Contributor).
	ownerRole = &lazyRegexp{expr: `(?i)^\s*["']?(owner|contributor|user access administrator|[\w ]*administrator)["']?\s*$`}
	// uncShare matches a path on another machine's share (\\HOST\SHARE).
	uncShare        = &lazyRegexp{expr: `^(\\\\|//)[^\\/]+[\\/]`}
	everyoneAccount = &lazyRegexp{expr: `(?im)(^|[,\\])\s*["']?(everyone|jeder|tout le monde|todos|authenticated users|domain users|users|guests?|anonymous logon|s-1-1-0|s-1-5-11|s-1-5-7)["']?\s*(,|$)`}
	everyoneGrant   = &lazyRegexp{expr: `(?i)^["']?([^,]*\\)?(everyone|jeder|tout le monde|todos|authenticated users|domain users|users|guests?|anonymous logon|s-1-1-0|s-1-5-11),\s*(full|change)["']?$`}
	starWord        = &lazyRegexp{expr: `^\*$`}
	atqSubst        = &lazyRegexp{expr: `atq`}
)

const (
	// fastbootValue: fastboot's options that take a value (its -s
	// SERIAL, -S SIZE, -c CMDLINE, -b BASE, -n PAGESIZE, -i VENDOR).
	fastbootValue   wordList = "--base --cmdline --dtb --dtb-offset --header-version --kernel-offset --os-patch-level --os-version --page-size --ramdisk-offset --slot --tags-offset"
	espValue        wordList = "--after --baud --before --chip --connect-attempts --port"
	winFeatureValue wordList = "-ComputerName -Credential -LogPath -Name -Vhd"
	// cimMethodValue are Invoke-CimMethod's parameters that take a value.
	cimMethodValue wordList = "-Arguments -CimClass -CimSession -ClassName -ComputerName -InputObject -MethodName -Namespace -OperationTimeoutSec -Query -QueryDialect -ResourceUri"
	wmiValue       wordList = "-Arguments -CimSession -Class -ClassName -ComputerName -Key -Namespace -Path -Property"
	userOpts       wordList = "--base-dir --comment --expiredate --gid --groups --home --home-dir --inactive --key --login --password --prefix --root --selinux-user --shell --skel --uid"
	smbValue       wordList = "-CimSession -EnableInsecureGuestLogons -EnableSMB1Protocol -EncryptData -RejectUnencryptedAccess -RequireSecuritySignature -ThrottleLimit"
	mpValue        wordList = "-DisableArchiveScanning -DisableBehaviorMonitoring -DisableBlockAtFirstSeen -DisableEmailScanning -DisableIOAVProtection -DisableIntrusionPreventionSystem -DisableRealtimeMonitoring -DisableRemovableDriveScanning -DisableScanningNetworkFiles -DisableScriptScanning -DisableTamperProtection -EnableControlledFolderAccess -EnableNetworkProtection -ExclusionExtension -ExclusionIpAddress -ExclusionPath -ExclusionProcess -HighThreatDefaultAction -LowThreatDefaultAction -MAPSReporting -ModerateThreatDefaultAction -PUAProtection -ScanScheduleDay -SevereThreatDefaultAction -SignatureUpdateInterval -SubmitSamplesConsent -ThreatIDDefaultAction_Actions -ThreatIDDefaultAction_Ids -UnknownThreatDefaultAction"
	// mpOff: a protection switched off, or a threat's default action
	// made Allow (6) or NoAction (9) (learn.microsoft.com, Defender's
	// Set-MpPreference).
	mpOff          wordList = "-DisableRealtimeMonitoring=True -DisableRealtimeMonitoring=1 -DisableBehaviorMonitoring=True -DisableBehaviorMonitoring=1 -DisableIOAVProtection=True -DisableIOAVProtection=1 -DisableScriptScanning=True -DisableScriptScanning=1 -DisableIntrusionPreventionSystem=True -DisableIntrusionPreventionSystem=1 -DisableArchiveScanning=True -DisableArchiveScanning=1 -DisableBlockAtFirstSeen=True -DisableBlockAtFirstSeen=1 -DisableEmailScanning=True -DisableEmailScanning=1 -DisableRemovableDriveScanning=True -DisableRemovableDriveScanning=1 -DisableScanningNetworkFiles=True -DisableScanningNetworkFiles=1 -EnableControlledFolderAccess=Disabled -EnableControlledFolderAccess=0 -EnableNetworkProtection=Disabled -EnableNetworkProtection=0 -PUAProtection=Disabled -PUAProtection=0 -MAPSReporting=Disabled -MAPSReporting=0 -LowThreatDefaultAction=Allow -LowThreatDefaultAction=NoAction -LowThreatDefaultAction=6 -LowThreatDefaultAction=9 -ModerateThreatDefaultAction=Allow -ModerateThreatDefaultAction=NoAction -ModerateThreatDefaultAction=6 -ModerateThreatDefaultAction=9 -HighThreatDefaultAction=Allow -HighThreatDefaultAction=NoAction -HighThreatDefaultAction=6 -HighThreatDefaultAction=9 -SevereThreatDefaultAction=Allow -SevereThreatDefaultAction=NoAction -SevereThreatDefaultAction=6 -SevereThreatDefaultAction=9 -UnknownThreatDefaultAction=Allow -UnknownThreatDefaultAction=NoAction -UnknownThreatDefaultAction=6 -UnknownThreatDefaultAction=9 -ThreatIDDefaultAction_Actions=Allow -ThreatIDDefaultAction_Actions=6"
	mpExclusions   wordList = "-ExclusionPath -ExclusionProcess -ExclusionExtension -ExclusionIpAddress"
	psPropValue    wordList = "-LiteralPath -Name -Path -PropertyType -Type -Value"
	knownResolvers wordList = "8.8.8.8 8.8.4.4 1.1.1.1 1.0.0.1 9.9.9.9 149.112.112.112 208.67.222.222 208.67.220.220"
	// adminAuditValue are Set-AdminAuditLogConfig's parameters that take
	// a value; adminAuditOff its logs switched off.
	adminAuditValue wordList = "-AdminAuditLogAgeLimit -AdminAuditLogCmdlets -AdminAuditLogEnabled -AdminAuditLogExcludedCmdlets -AdminAuditLogParameters -DomainController -Identity -LogLevel -UnifiedAuditLogIngestionEnabled"
	adminAuditOff   wordList = "-AdminAuditLogEnabled=False -AdminAuditLogEnabled=0 -UnifiedAuditLogIngestionEnabled=False -UnifiedAuditLogIngestionEnabled=0"
	// dismValue are DISM's options that take a value (/Name:VALUE).
	dismValue wordList = "/capabilityname /featurename /image /loglevel /logpath /packagename /packagepath /scratchdir /source /sysdriveroot /windir"
	// mgRoleValue are the role cmdlets' parameters that take a value
	// (Microsoft Graph's, the directory's); azRoleValue New-AzRoleAssignment's.
	mgRoleValue wordList = "-Action -AppScopeId -BodyParameter -DirectoryRoleId -DirectoryScopeId -Justification -OdataId -PrincipalId -RoleDefinitionId -ScheduleInfo"
	azRoleValue wordList = "-ApplicationId -Condition -ConditionVersion -Description -ObjectId -ObjectType -ParentResource -ResourceGroupName -ResourceName -ResourceType -RoleDefinitionId -RoleDefinitionName -Scope -ServicePrincipalName -SignInName"
	// azRoleCLIValue are az role assignment create's options that take a
	// value; conditionalAccessValue and adPasswordPolicyValue those of
	// Update-MgIdentityConditionalAccessPolicy and
	// Set-ADDefaultDomainPasswordPolicy.
	azRoleCLIValue         wordList = "--assignee --assignee-object-id --assignee-principal-type --condition --condition-version --description --name --output --query --resource-group --role --scope --subscription -g -o"
	conditionalAccessValue wordList = "-BodyParameter -ConditionalAccessPolicyId -Conditions -DisplayName -GrantControls -SessionControls -State"
	// adUserValue are parameters of Set-ADUser and Set-ADAccountControl
	// that take a value; adUserWeak the values that take an account's
	// protections off.
	adUserValue wordList = "-AccountExpirationDate -AccountNotDelegated -Add -AllowReversiblePasswordEncryption -AuthType -CannotChangePassword -ChangePasswordAtLogon -Clear -Company -Credential -Department -Description -DisplayName -DoesNotRequirePreAuth -EmailAddress -Enabled -GivenName -HomeDirectory -HomeDrive -Identity -Instance -Manager -Office -Partition -PasswordNeverExpires -PasswordNotRequired -Remove -Replace -SamAccountName -ScriptPath -Server -SmartcardLogonRequired -Surname -Title -TrustedForDelegation -UseDESKeyOnly -UserPrincipalName"
	adUserWeak  wordList = "-PasswordNeverExpires=True -PasswordNeverExpires=1 -CannotChangePassword=True -CannotChangePassword=1 -PasswordNotRequired=True -PasswordNotRequired=1 -AllowReversiblePasswordEncryption=True -AllowReversiblePasswordEncryption=1 -DoesNotRequirePreAuth=True -DoesNotRequirePreAuth=1 -TrustedForDelegation=True -TrustedForDelegation=1 -UseDESKeyOnly=True -UseDESKeyOnly=1"
	// netAccountsWeak: net accounts' limits switched off.
	netAccountsWeak wordList = "/maxpwage=unlimited /minpwlen=0 /lockoutthreshold=0 /uniquepw=0"
	// netUsePersist: net use's connection remembered (/persistent:yes,
	// /p:yes).
	netUsePersist         wordList = "/persistent=yes /persistent=y /p=yes /p=y"
	psDriveValue          wordList = "-Credential -Description -Name -PSProvider -Root -Scope"
	adPasswordPolicyValue wordList = "-AuthType -ComplexityEnabled -Credential -Identity -LockoutDuration -LockoutObservationWindow -LockoutThreshold -MaxPasswordAge -MinPasswordAge -MinPasswordLength -PasswordHistoryCount -ReversibleEncryptionEnabled -Server"
	// smbShareValue are New-SmbShare's parameters that take a value;
	// everyoneAccount one of the accounts every user or every machine of
	// the network is (Everyone, Authenticated Users, Domain Users, Users,
	// Guests, ANONYMOUS LOGON, S-1-1-0) among a list's values;
	// everyoneGrant net share's /grant:ACCOUNT,FULL or CHANGE of one.
	smbShareValue wordList = "-CATimeout -CachingMode -ChangeAccess -CimSession -CompressData -ConcurrentUserLimit -ContinuouslyAvailable -Description -EncryptData -FolderEnumerationMode -FullAccess -Name -NoAccess -Path -ReadAccess -ScopeName -SecurityDescriptor"
)

// strangeIPv4 is an IPv4 address outside loopback, link-local and the
// private ranges (strangeResolverAddr). A constant, so that the
// expressions built from it are laid out in the binary, not concatenated
// at start-up (TestInitsAllocateNothing).
const strangeIPv4 = `([1-9]|1[1-9]|[2-9][0-9]|1[01][0-9]|12[0-689]|1[3-5][0-9]|16[0-8]|17[013-9]|18[0-9]|19[013-9]|2[0-4][0-9]|25[0-5])(\.(25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})){3}`

// securityAgents are the names of the Linux and macOS services that
// watch, confine or record programs: AppArmor, the audit and log
// daemons, EDR and antivirus agents, osquery. A name some everyday
// service shares (redis-sentinel) is not a prefix here.
// A constant, so that the expressions built from it are laid out in
// the binary, not concatenated at start-up (TestInitsAllocateNothing).
var (
	pipSourceKey    = &lazyRegexp{expr: `(?i)^[a-z]+\.(extra-)?(index-url|find-links)=`}
	npmSourceKey    = &lazyRegexp{expr: `(?i)^(registry|npmregistryserver)=`}
	pdmSourceKey    = &lazyRegexp{expr: `(?i)^pypi\.(url|[a-z0-9_-]+\.url)=`}
	goSourceKey     = &lazyRegexp{expr: `(?i)^goproxy=`}
	bundleSourceKey = &lazyRegexp{expr: `(?i)^mirror\.`}
	// someText matches any value: the spec's other conditions decide.
	someText = &lazyRegexp{expr: `\S`}
	// clockDigits is date's operand that sets the clock:
	// MMDDhhmm[[CC]YY][.ss] (coreutils), [[[[cc]yy]mm]dd]HH]MM[.ss]
	// (BSD); never its +FORMAT.
	clockDigits       = &lazyRegexp{expr: `^[0-9]{4,12}(\.[0-9]{2})?$`}
	setDateTimeMethod = &lazyRegexp{expr: `(?i)^setdatetime$`}
	localDateTimeSet  = &lazyRegexp{expr: `(?i)^localdatetime=`}
	// offValueWord is a boolean set off: timedatectl set-ntp false.
	offValueWord = &lazyRegexp{expr: `(?i)^(0|false|no|off)$`}
	allRules     = &lazyRegexp{expr: `(?i)^name=("?)all("?)$`}
	// shadowShrunk matches vssadmin's /maxsize= given a size or a
	// percentage, not UNBOUNDED (its switches are written NAME=VALUE).
	shadowShrunk = &lazyRegexp{expr: `(?i)^[/-]maxsize=[0-9]`}
)

const (
	// dsmodUserValue are dsmod user's parameters that take a value;
	// allRules matches netsh's name=all.
	dsmodUserValue wordList = "-acctexpires -canchpwd -company -d -dept -desc -disabled -display -email -empid -fax -fn -hmdir -hmdrv -hometel -iptel -ln -loscr -mgr -mi -mobile -mustchpwd -office -p -pager -profile -pwd -pwdneverexpires -reversiblepwd -s -tel -title -u -upn -webpg"
)

// psRepoOpts are the value parameters of the cmdlets that register a
// PowerShell module or package source.
const psRepoOpts wordList = "-Credential -InstallationPolicy -Location -Name -NewLocation -NewName -PackageManagementProvider -Priority -ProviderName -Proxy -ProxyCredential -PublishLocation -ScriptPublishLocation -ScriptSourceLocation -SourceLocation -Uri"

const securityAgents = `apparmor|auditd|falcon-sensor|falcond|falcon|wazuh-agent|ossec|osqueryd|sysmon|sysmonforlinux|mdatp|sentinelone|sentinel-agent|cbagentd|cbdaemon|sophos-spl|savd|elastic-agent|elastic-endpoint|qualys-cloud-agent|taniumclient|clamav-daemon|clamd|fail2ban|rsyslog|syslog-ng|systemd-journald|santad|xagt|cylancesvc|ds_agent|aide|usbguard|usbguard-daemon|fapolicyd|mfetpd|isectpd|kesl|ir_agent|traps_pmd|cybereason-sensor|auoms|suricata|snort`

// psWhatIfOrProcess are psWhatIf and -Scope Process: an execution policy
// for the session alone. A literal, not an append run at start-up.
const psWhatIfOrProcess wordList = "-Scope=Process -WhatIf -wi -?"

// psBinders are the PowerShell cmdlets whose arguments the rules bind
// to their parameters as PowerShell does (psBind): the parameters that
// take a value (long) and the positional ones, in order of position
// (specMore.positional), from each cmdlet's syntax. Set-ItemProperty
// [-Path] [-Name] [-Value], New-ItemProperty and Remove-ItemProperty
// [-Path] [-Name]; Set-Item [-Path] [-Value], New-Item [-Path] (its
// -Value named); Move-Item [-Path] [-Destination]; Set-Alias and
// New-Alias [-Name] [-Value].
var psBinders = []spec{
	{path: "set-itemproperty", ps: true, long: psPropValue, more: psPropSet},
	{path: "sp", ps: true, long: psPropValue, more: psPropSet},
	{path: "new-itemproperty", ps: true, long: psPropValue, more: psPropNamed},
	{path: "remove-itemproperty", ps: true, long: psPropValue, more: psPropNamed},
	{path: "rp", ps: true, long: psPropValue, more: psPropNamed},
	{path: "set-item", ps: true, long: psItemValue, more: psItemSet},
	{path: "si", ps: true, long: psItemValue, more: psItemSet},
	// Move-Item and Copy-Item [-Path] [-Destination].
	{path: "copy-item", ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{positional: "-Path -Destination"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "move-item", ps: true, long: psFileParams, more: &specMore{moreArgs: &moreArgs{positional: "-Path -Destination"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "new-item", ps: true, long: psItemValue, more: &specMore{moreArgs: &moreArgs{positional: "-Path"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "set-alias", ps: true, long: psAliasValue, more: psAliasSet},
	{path: "new-alias", ps: true, long: psAliasValue, more: psAliasSet},
	{path: "sal", ps: true, long: psAliasValue, more: psAliasSet},
	{path: "nal", ps: true, long: psAliasValue, more: psAliasSet},
	// Scheduled tasks: [-TaskName] [-TaskPath]; scheduled jobs: [-Name]
	// (or -Id, -InputObject); services and processes: [-Name].
	{path: "get-scheduledtask", ps: true, long: psTaskValue, more: psTaskSet},
	{path: "unregister-scheduledtask", ps: true, long: psTaskValue, more: psTaskSet},
	{path: "get-scheduledjob", ps: true, long: psJobValue, more: psNameSet},
	{path: "unregister-scheduledjob", ps: true, long: psJobValue, more: psNameSet},
	{path: "get-service", ps: true, long: psServiceValue, more: psNameSet},
	{path: "stop-service", ps: true, long: psServiceValue, more: psNameSet},
	{path: "spsv", ps: true, long: psServiceValue, more: psNameSet},
	{path: "suspend-service", ps: true, long: psServiceValue, more: psNameSet},
	{path: "set-service", ps: true, long: "-ComputerName -Credential -DependentServices -Description -DisplayName -Exclude -Include -InputObject -Name -RequiredServices -SecurityDescriptorSddl -ServiceName -StartupType -Status", more: psNameSet},
	// A Group Policy object's registry values: [-Name] is the GPO's.
	{path: "set-gpregistryvalue", ps: true, long: psGPValue, more: psNameSet},
	{path: "set-gpprefregistryvalue", ps: true, long: psGPPrefValue, more: psNameSet},
	// Hyper-V's virtual machines: [-Name] (learn.microsoft.com, Stop-VM).
	{path: "get-vm", ps: true, long: psVMValue, more: psNameSet},
	{path: "stop-vm", ps: true, long: psVMValue, more: psNameSet},
	{path: "suspend-vm", ps: true, long: psVMValue, more: psNameSet},
	{path: "save-vm", ps: true, long: psVMValue, more: psNameSet},
	{path: "get-process", ps: true, long: "-ComputerName -FileVersionInfo -Id -InputObject -Module -Name -ProcessName", more: psNameSet},
	// Compress-Archive [-Path] [-DestinationPath]; the cloud storage
	// uploads: Write-S3Object [-BucketName] [-Key] [-File],
	// Set-AzStorageBlobContent [-File] [-Container], Write-GcsObject
	// [-Bucket] (uploadDests).
	{path: "compress-archive", ps: true, long: "-CompressionLevel -DestinationPath -LiteralPath -Path", more: &specMore{moreArgs: &moreArgs{positional: "-Path -DestinationPath"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "write-s3object", ps: true, long: psBucketValue, more: &specMore{moreArgs: &moreArgs{positional: "-BucketName -Key -File"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "set-azstorageblobcontent", ps: true, long: psBucketValue, more: &specMore{moreArgs: &moreArgs{positional: "-File -Container"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "write-gcsobject", ps: true, long: psBucketValue, more: &specMore{moreArgs: &moreArgs{positional: "-Bucket"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Set-Content and Add-Content [-Path] [-Value]; Out-File [-FilePath]
	// [-Encoding], its text -InputObject or the pipeline's (profileWrite).
	{path: "set-content", ps: true, long: psWriteValue, more: psWriteSet},
	{path: "add-content", ps: true, long: psWriteValue, more: psWriteSet},
	{path: "out-file", ps: true, long: psOutFileParams, more: &specMore{moreArgs: &moreArgs{positional: "-FilePath -Encoding", switches: psOutSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
}

var (
	psItemSet   = &specMore{moreArgs: &moreArgs{positional: "-Path -Value"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	psPropSet   = &specMore{moreArgs: &moreArgs{positional: "-Path -Name -Value"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	psWriteSet  = &specMore{moreArgs: &moreArgs{positional: "-Path -Value", switches: "-Force -PassThru -NoNewline -AsByteStream -WhatIf -Confirm"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	psPropNamed = &specMore{moreArgs: &moreArgs{positional: "-Path -Name"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	psAliasSet  = &specMore{moreArgs: &moreArgs{positional: "-Name -Value"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	psTaskSet   = &specMore{moreArgs: &moreArgs{positional: "-TaskName -TaskPath"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	psNameSet   = &specMore{moreArgs: &moreArgs{positional: "-Name"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
)

const (
	psWriteValue  wordList = "-Credential -Encoding -Exclude -Filter -Include -LP -LiteralPath -PSPath -Path -Stream -Value"
	psItemValue   wordList = "-Credential -Exclude -Filter -Include -ItemType -LiteralPath -Name -Path -Type -Value"
	psAliasValue  wordList = "-Description -Name -Option -Scope -Value"
	psTaskValue   wordList = "-CimSession -InputObject -TaskName -TaskPath -ThrottleLimit"
	psJobValue    wordList = "-Id -InputObject -Name"
	psGPValue     wordList = "-Domain -Guid -Key -Name -Server -Type -Value -ValueName"
	psGPPrefValue wordList = "-Action -Context -Domain -Guid -Hive -Key -Name -Order -Server -Type -Value -ValueName"
	virshValue    wordList = "--connect --escape --keepalive-count --keepalive-interval --log -K -c -e -k -l"
	govcVMValue   wordList = "-cert -dc -debug.path -dump -json -key -persist-session -tls-ca-certs -tls-known-hosts -u -vim.namespace -vim.version -vm.dns -vm.ip -vm.ipath -vm.path -vm.uuid -xml"
	psVMValue     wordList = "-CimSession -ClusterObject -ComputerName -Credential -Id -Name -VM -VMName"
	psVMSnapValue wordList = "-CimSession -ComputerName -Credential -Name -VM -VMName -VMSnapshot"
	setDiskValue  wordList = "-CimSession -Guid -InputObject -IsOffline -IsReadOnly -Number -PartitionStyle -Path -Signature -ThrottleLimit -UniqueId"
	// psBucketValue are the value parameters of the cloud storage
	// cmdlets that upload (AWS's, Azure's, Google's).
	psBucketValue wordList = "-Blob -Bucket -BucketName -CannedACLName -Container -Content -ContentType -Context -File -Folder -Key -KeyPrefix -ObjectName -ProfileName -Region"
	// psServiceValue: a service is named by -Name (alias -ServiceName)
	// or -DisplayName, chosen by -Include, -Exclude or -InputObject.
	psServiceValue wordList = "-ComputerName -DependentServices -DisplayName -Exclude -Include -InputObject -Name -RequiredServices -ServiceName"
)

// The option grammars of system commands and shell builtins whose words
// the rules read, and that no entry above describes: crontab [-u USER]
// [-l | -e | -r | -i] [FILE | -] (crontabFromStdin, crontab -r); bash's
// hash [-lrt] [-p PATH] [-dt] [NAME…] and enable [-a] [-dnps] [-f FILE]
// [NAME…] (selfShadow).
var (
	crontabSpec = spec{path: "crontab", value: "u"}
	hashSpec    = spec{path: "hash", value: "p"}
	enableSpec  = spec{path: "enable", value: "f"}
	// dpkg-divert's options that take a value; its operand is the file.
	dpkgDivertSpec = spec{path: "dpkg-divert", long: "--admindir --divert --instdir --package --root", literalOpts: true}
)

// regAddSpec reads reg add's switches after the key: those taking a value.
var regAddSpec = spec{win: true, long: "-d -s -t -v /d /s /t /v"}

// usermodValue and usermodLong are usermod's options that take a value
// (sysSpecs' entries and agentSpecs').
const usermodValue = "cdefgGlpsuRPZ"
const usermodLong wordList = "--comment --expiredate --gid --groups --home --inactive --login --password --prefix --root --shell --uid"

// hostPrivileged are a container run's options that give it the
// capabilities to enter another process's namespaces (setns: nsenter).
const hostPrivileged wordList = "--privileged --cap-add=ALL --cap-add=SYS_ADMIN --cap-add=CAP_SYS_ADMIN"
