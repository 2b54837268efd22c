package policy

// bootSpecs are the system tools' changes to what the machine runs and
// keeps that no one undoes from here: its firmware rewritten, its
// package history undone or its old generations deleted, its kernel's
// record cleared, its name and clock set by hand, the screen lock and
// quarantine switched off. What these tools write into /boot, the EFI
// partition, the firmware's variables and /etc/pam.d is
// bootDefaultWrites' (writes_boot.go).
var bootSpecs = []spec{
	// Firmware flashed by fwupd (fwupdmgr(1), fwupdtool(1)): a device's
	// or the machine's own firmware replaced, an older one put back; a
	// flash that fails or a version that does not fit leaves the device,
	// or the machine, unable to start, and no command here undoes it.
	{path: "fwupdmgr update", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing new firmware onto the machine's devices (a bad flash leaves a device, or the machine, unable to start)"},
	{path: "fwupdmgr upgrade", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing new firmware onto the machine's devices (a bad flash leaves a device, or the machine, unable to start)"},
	{path: "fwupdmgr install", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing a firmware file onto a device (a bad flash leaves it, or the machine, unable to start)"},
	{path: "fwupdmgr local-install", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing a firmware file onto a device (a bad flash leaves it, or the machine, unable to start)"},
	{path: "fwupdmgr downgrade", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing an older firmware onto a device (a bad flash leaves it, or the machine, unable to start)"},
	{path: "fwupdmgr reinstall", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing a device's firmware again (a bad flash leaves it, or the machine, unable to start)"},
	{path: "fwupdmgr switch-branch", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing another branch's firmware onto a device (a bad flash leaves it, or the machine, unable to start)"},
	{path: "fwupdtool update", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing new firmware onto the machine's devices (a bad flash leaves a device, or the machine, unable to start)"},
	{path: "fwupdtool install", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing a firmware file onto a device (a bad flash leaves it, or the machine, unable to start)"},
	{path: "fwupdtool install-blob", unless: helpUnless, effect: effectExternal, rule: "sys.disk-write", what: "flashing a firmware blob onto a device (a bad flash leaves it, or the machine, unable to start)"},

	// The kernel's message buffer cleared (dmesg(1): -C, --clear; -c,
	// --read-clear prints it first): what the kernel recorded of this
	// boot, as journalctl's vacuum is of the journal.
	{path: "dmesg", value: "FfnlsS", long: "--buffer-size --console-level --facility --file --level --since --time-format --until", need: "-C --clear -c --read-clear", unless: "-h --help", effect: effectExternal, rule: "sys.protection-off", what: "clearing the kernel's message buffer (what the kernel recorded of this boot)"},

	// Package history undone (dnf(8) history undo and rollback, yum's
	// alike): what a past transaction installed is removed, what it
	// removed or upgraded put back at the old version, a set the command
	// does not show; dpkg --clear-selections marks every package but the
	// essential ones to be removed by the next dselect-upgrade; zypper
	// removerepo --all leaves nothing to install or update from.
	{path: "dnf history undo", long: packageValueOpts, unless: "--assumeno -h --help", effect: effectExternal, rule: "sys.software-removed", what: "undoing a past package transaction (what it installed removed, what it removed or upgraded put back)"},
	{path: "dnf history rollback", long: packageValueOpts, unless: "--assumeno -h --help", effect: effectExternal, rule: "sys.software-removed", what: "rolling the packages back to a past transaction (everything since undone)"},
	{path: "yum history undo", long: packageValueOpts, unless: "--assumeno -h --help", effect: effectExternal, rule: "sys.software-removed", what: "undoing a past package transaction (what it installed removed, what it removed or upgraded put back)"},
	{path: "yum history rollback", long: packageValueOpts, unless: "--assumeno -h --help", effect: effectExternal, rule: "sys.software-removed", what: "rolling the packages back to a past transaction (everything since undone)"},
	{path: "dpkg", long: "--admindir --instdir --root", need: "--clear-selections", unless: "--no-act --dry-run --simulate --help", effect: effectExternal, rule: "sys.software-removed", what: "marking every package but the essential ones for removal (the next dselect-upgrade removes them)"},
	{path: "zypper removerepo", need: "-a --all", unless: helpUnless, effect: effectExternal, rule: "sys.software-removed", what: "removing every package repository (nothing installs or updates again)"},
	{path: "zypper rr", need: "-a --all", unless: helpUnless, effect: effectExternal, rule: "sys.software-removed", what: "removing every package repository (nothing installs or updates again)"},
	// Nix's earlier generations deleted (nix-collect-garbage -d, nix-env
	// --delete-generations old, nix profile wipe-history): the profiles
	// can no longer be rolled back to them, nor the system booted into
	// them. A bound (--delete-older-than 30d, --older-than) keeps the
	// recent ones: wipe-history's --older-than is read as a flag, its
	// value an operand, so that it counts among unless (spec.flags drops
	// the options that take a value).
	{path: "nix-collect-garbage", need: "-d --delete-old", unless: "--dry-run -h --help", effect: effectExternal, rule: "sys.software-removed", what: "deleting every earlier generation of the Nix profiles (no rollback to them)"},
	{path: "nix-env", value: "fp", long: "--file --profile", need: "--delete-generations", operand: nixOldGenerations, unless: "--dry-run -h --help", effect: effectExternal, rule: "sys.software-removed", what: "deleting every earlier generation of the Nix profile (no rollback to them)"},
	{path: "nix profile wipe-history", long: "--profile", unless: "--dry-run --older-than -h --help", effect: effectExternal, rule: "sys.software-removed", what: "deleting every earlier version of the Nix profile (no rollback to them)"},
	// Homebrew's --zap also deletes a cask's files in the user's Library
	// (its settings, caches and data: the cask's zap stanza, brew(1));
	// --ignore-dependencies removes a formula the installed ones need.
	{path: "brew uninstall", need: "--zap", unless: helpUnless, effect: effectExternal, rule: "fs.rm-user-data", what: "uninstalling with --zap, which also deletes the app's files in the user's Library (its settings and data)"},
	{path: "brew remove", need: "--zap", unless: helpUnless, effect: effectExternal, rule: "fs.rm-user-data", what: "uninstalling with --zap, which also deletes the app's files in the user's Library (its settings and data)"},
	{path: "brew rm", need: "--zap", unless: helpUnless, effect: effectExternal, rule: "fs.rm-user-data", what: "uninstalling with --zap, which also deletes the app's files in the user's Library (its settings and data)"},
	{path: "brew uninstall", need: "--ignore-dependencies", unless: helpUnless, effect: effectExternal, rule: "sys.software-removed", what: "removing a formula without regard to the installed ones that depend on it (they break)"},
	{path: "brew remove", need: "--ignore-dependencies", unless: helpUnless, effect: effectExternal, rule: "sys.software-removed", what: "removing a formula without regard to the installed ones that depend on it (they break)"},

	// The machine's name set (hostnamectl(1) set-hostname, hostname
	// NAME; macOS's scutil --set): the name other machines, its
	// certificates, its cluster and DHCP's DNS entry know it by. Its
	// network stays up and the old name can be set again: sys.hostname,
	// not sys.network-off.
	{path: "hostnamectl set-hostname", unless: "-h --help", effect: effectExternal, rule: "sys.hostname", what: "renaming the machine"},
	{path: "hostnamectl hostname", operand: someText, unless: "-h --help", effect: effectExternal, rule: "sys.hostname", what: "renaming the machine"},
	{path: "scutil", long: "--get --set", need: "--set", unless: "-h --help", effect: effectExternal, rule: "sys.hostname", what: "renaming the machine"},
	// The clock set by hand through chrony (chronyc(1) settime) and the
	// Windows Time service removed (w32tm /unregister): sys.clock's.
	{path: "chronyc settime", effect: effectExternal, rule: "sys.clock", what: "setting the system clock by hand"},
	{path: "w32tm", win: true, need: "/unregister", effect: effectExternal, rule: "sys.clock", what: "removing the Windows Time service (the clock no longer kept in time)"},

	// The desktop's protections switched off: GNOME's screen lock
	// (gsettings set, dconf write of its key), macOS's quarantine of
	// downloaded files and its screen saver's password (defaults write).
	{path: "gsettings set", long: "--schemadir", more: &specMore{moreChange: &moreChange{setting: screenLockOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.protection-off", what: "switching the screen lock off"},
	{path: "dconf write", more: &specMore{moreChange: &moreChange{setting: screenLockOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.protection-off", what: "switching the screen lock off"},
	{path: "defaults write", long: "-host", more: &specMore{moreChange: &moreChange{setting: macProtectionOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "sys.protection-off", what: "switching off macOS's quarantine of downloaded files or the screen saver's password"},
	// A whole tree of the user's settings reset (dconf reset -f DIR/ of
	// one or two levels: /, /org/, /org/gnome/): every application's
	// settings under it lost.
	{path: "dconf reset", need: "-f", operand: wideDconfDir, effect: effectExternal, rule: "fs.rm-user-data", what: "resetting a whole tree of the user's settings (every application's under it)"},
}

var (
	// nixOldGenerations: nix-env --delete-generations old, every
	// generation but the current one.
	nixOldGenerations = &lazyRegexp{expr: `^old$`}
	// screenLockOff: GNOME's screen lock switched off, as gsettings'
	// SCHEMA KEY VALUE or dconf's /PATH VALUE joined by =.
	screenLockOff = &lazyRegexp{expr: `(?i)^(org\.gnome\.desktop\.screensaver=lock-enabled|/org/gnome/desktop/screensaver/lock-enabled)=(false|'false')$|^(org\.gnome\.desktop\.lockdown=disable-lock-screen|/org/gnome/desktop/lockdown/disable-lock-screen)=(true|'true')$`, words: []string{"lock"}}
	// macProtectionOff: defaults write DOMAIN KEY [-type] VALUE of
	// LaunchServices' LSQuarantine or the screen saver's askForPassword
	// set false.
	macProtectionOff = &lazyRegexp{expr: `(?i)^(com\.apple\.LaunchServices=LSQuarantine|com\.apple\.screensaver=askForPassword)=(0|false|no)$`, words: []string{"com.apple."}}
	// wideDconfDir: a dconf directory of one or two levels.
	wideDconfDir = &lazyRegexp{expr: `^/([^/]+/){0,2}$`}
)

// packageValueOpts are dnf's and yum's options that take a value.
const packageValueOpts wordList = "--config --disablerepo --enablerepo --exclude --installroot --releasever --repo --repoid --setopt"
