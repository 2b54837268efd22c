package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The machine's software removed wholesale (sys.software-removed): a
// system package manager (rolePackages) told to remove (offArg)
// every package, or the ones the system cannot run without. Either
// leaves a machine that no longer boots, logs in or installs anything
// again, and nothing in the session can bring the packages back:
//
//   - everything by a pattern, a keyword or an option: apt-get remove
//     '*', yum remove '*', choco uninstall all (Chocolatey's documented
//     "all"), flatpak uninstall --all, pkg delete -a;
//   - everything by the manager's own listing, as words (brew uninstall
//     $(brew list)) or as xargs' input (dpkg --get-selections | awk
//     '{print $1}' | xargs apt-get remove -y), passed through programs
//     that keep every line (cut, tr, sort, awk printing a field); a
//     listing filtered by a search (dpkg -l | grep nvidia | xargs apt
//     remove) names some, and is the everyday cleanup;
//   - an essential package: the init system, the C library, the core
//     utilities, the shell, the package manager itself, the kernel, the
//     boot loader (essentialPackages), by name or by a pattern.
//
// Language packages (pip, npm, gem) are a project's: not read here.

// essentialPackages are the packages the system cannot run, log in or
// install without (Debian's Essential: yes set and its kernel and boot
// packages, their Fedora, openSUSE, Arch, Alpine and Gentoo names; the
// Windows package managers that take every package they installed
// with them: scoop uninstall scoop, choco uninstall chocolatey), as patterns of
// path.Match: a * stands for a version or a flavour (linux-image-6.1.0-18-amd64).
var essentialPackages = []string{
	"aaa_base", "alpine-base", "apk-tools", "apt", "base-files", "base-passwd", "bash", "busybox", "chocolatey", "coreutils",
	"dash", "debianutils", "dnf", "dpkg", "e2fsprogs", "filesystem", "findutils", "glibc", "glibc-common", "grep", "grub*",
	"gzip", "init", "kernel", "kernel-core", "kernel-default", "kernel-default-base", "libc-bin", "libc6", "libsystemd0",
	"libzypp", "linux", "linux-generic", "linux-image", "linux-image-*", "login", "mount", "musl", "pacman", "passwd",
	"perl-base", "portage", "rpm", "scoop", "sed", "shadow-utils", "shim-signed", "sudo", "systemd", "systemd-sysv",
	"sysvinit-core", "tar", "util-linux", "yum", "zlib1g", "zypper",
}

// loginPackages are the packages no one logs in without: PAM and its
// modules (Debian's libpam*, Fedora's pam), the directory logins of
// SSSD, winbind and nslcd, and the smart card stack a card login needs
// (pcsc-lite's daemon, OpenSC's and CoolKey's drivers), as
// essentialPackages' patterns.
var loginPackages = []string{
	"coolkey", "libnss-sss", "libpam-modules", "libpam-modules-bin", "libpam-runtime", "libpam-sss", "libpam0g", "nslcd", "nss-pam-ldapd",
	"opensc", "pam", "pam_krb5", "pcsc-lite", "pcscd", "sssd", "sssd-*", "winbind",
}

// essentialNamed returns the essential package (essentialPackages) the
// name or pattern v names, "" when it names none; loginNamed the same of
// loginPackages. A pattern (apt-get remove 'linux-image*', dnf remove
// 'kernel*': both managers match names by shell wildcards) names each
// package it would match, tried on each essential one with its own
// wildcards put as one character. A name with its version (rpm's and
// dnf's name-version-release, kernel-core-5.14.0-362.el9, or a version
// only known at run time, kernel-core-$(uname -r): the running kernel)
// names the package before it.
func essentialNamed(v string) string { return packageNamed(essentialPackages, v) }

func loginNamed(v string) string { return packageNamed(loginPackages, v) }

func packageNamed(list []string, v string) string {
	v = strings.ToLower(v)
	glob := strings.ContainsAny(v, "*?[")
	for _, e := range list {
		if ok, _ := path.Match(e, v); ok {
			return v
		}
		if sample := strings.ReplaceAll(e, "*", "0"); glob {
			if ok, _ := path.Match(v, sample); ok {
				return sample
			}
		}
	}
	for i := 1; i+1 < len(v); i++ {
		if c := v[i+1]; v[i] == '-' && (c >= '0' && c <= '9' || c == '$' || c == '`') {
			if base := v[:i]; !strings.ContainsAny(base, "*?[$`") {
				for _, e := range list {
					if ok, _ := path.Match(e, base); ok {
						return base
					}
				}
			}
			break
		}
	}
	return ""
}

// packageDryOpts are the package managers' options that make a remove
// only say what it would do (apt's and apk's --simulate, dnf's and
// yum's --assumeno, zypper's and pkg's --dry-run, rpm's --test,
// pacman's --print, emerge's --pretend, choco's --whatif and --noop, dpkg's --no-act), or
// print their help; packageDryShort the one-letter ones, by manager
// (apt-get -s, apk -s, pacman -p, pkg_delete -n): other managers give those letters
// other meanings (rpm -h prints hash marks, zypper -n does not ask).
var packageDryOpts = set{"--assume-no", "--assumeno", "--dry-run", "--dryrun", "--help", "--just-print", "--no-act", "--noop", "--pretend", "--print", "--recon", "--simulate", "--test", "--what-if", "--whatif", "-?", "/?"}

// packageDryShort returns the one-letter dry-run and help options of
// the package manager name, "" when it has none to read so.
func packageDryShort(name string) string {
	switch name {
	case "apk":
		return "s"
	case "apt", "apt-get", "aptitude":
		return "sh"
	case "dnf", "dpkg", "yum":
		return "h"
	case "pacman":
		return "ph"
	case "emerge":
		return "ph" // emerge -p, --pretend (emerge(1))
	case "pkg", "pkg_delete", "pkgin":
		return "n" // pkg delete -n, pkg_delete -n: a dry run; pkgin -n answers no
	}
	return ""
}

// packageDry reports whether c, a package manager, only prints what it
// would do or its help (packageDryOpts), so removes nothing.
func packageDry(c *Command) bool {
	short := packageDryShort(lowerNameNoExe(c))
	for _, a := range c.Args {
		v := strings.ToLower(a.Value)
		if v == "--" {
			return false
		}
		if packageDryOpts.has(v) {
			return true
		}
		if len(v) >= 2 && v[0] == '-' && v[1] != '-' && short != "" && strings.ContainsAny(v[1:], short) {
			return true // apt-get -sy, pacman -Rsp: among bundled letters
		}
	}
	return false
}

// portEvery are MacPorts' pseudo-port names that stand for every
// installed port, or every active or requested one (port(1)): port
// uninstall installed removes them all.
var portEvery = set{"active", "all", "installed", "requested"}

// packageListers are the listing forms of package managers: their
// subcommand or option words that print the installed packages.
var packageListers = set{"--get-selections", "--installed", "-Q", "-Qq", "-Qqe", "-l", "-q", "-qa", "-qq", "info", "leaves", "list"}

// softwareRemoved returns why c removes the machine's software
// wholesale, "" when it does not.
func softwareRemoved(c *Command) string {
	name := lowerNameNoExe(c)
	if !does(c, name, rolePackages) || name == "dpkg" && !hasArg(c.Args, "-P") && !hasArg(c.Args, "-r") && !hasArg(c.Args, "--purge") && !hasArg(c.Args, "--remove") {
		return ""
	}
	off := false
	for w := range strings.FieldsFuncSeq(name, func(r rune) bool { return r == '-' || r == '_' }) {
		off = off || offVerbs.has(w) // named for its verb: Uninstall-Package, Remove-AppxPackage, xbps-remove, pkg_delete
	}
	for _, a := range c.Args {
		// emerge -C, --unmerge (emerge(1)); -C is other managers'
		// cache option (dnf -C), so read as emerge's alone.
		off = off || offArg(a.Value) || name == "emerge" && (a.Value == "--unmerge" || len(a.Value) > 1 && a.Value[0] == '-' && a.Value[1] != '-' && strings.ContainsRune(a.Value, 'C'))
	}
	if !off {
		return ""
	}
	args := c.Args
	if slices.Contains(c.Wrappers, "xargs") {
		// echo kernel-core-$(uname -r) | xargs rpm -e: the names echo
		// prints are the operands xargs appends.
		for _, f := range c.Feeds {
			switch {
			case f.Name == "echo":
				args = append(slices.Clip(args), f.Args...)
			case f.Name == "printf" && len(f.Args) > 1:
				args = append(slices.Clip(args), f.Args[1:]...) // after the format
			}
		}
	}
	for _, a := range args {
		v := strings.Trim(a.Value, `"'`)
		if a.Literal && (v == "--all" || v == "-a" && (name == "pkg" || name == "pkg_delete")) {
			// flatpak uninstall --all (every ref), pkg delete -a and
			// pkg_delete -a (pkg-delete(8): all installed packages).
			return "it removes every package (" + a.Value + ")"
		}
		if strings.HasPrefix(v, "-") || offArg(v) {
			continue
		}
		if a.Literal && (v == "*" || v == ".*" || v == "~*" || name == "choco" && strings.EqualFold(v, "all") || name == "port" && portEvery.has(v)) {
			return "it removes every package (" + a.Value + ")"
		}
		for _, s := range a.Subst {
			if packageListing(s) {
				return "it removes every package the listing " + s.Name + " prints (" + a.Value + ")"
			}
		}
		if a.Literal || strings.ContainsAny(v, "$`") {
			// A word only known at run time is read by its literal
			// part: kernel-core-$(uname -r) is the running kernel's.
			base, _, _ := strings.Cut(v, ":") // libc6:amd64
			base, _, _ = strings.Cut(base, "=")
			if name == "emerge" {
				// An atom: [=<>~]CATEGORY/NAME[-VERSION] (sys-libs/glibc).
				base = path.Base(strings.TrimLeft(v, "=<>~"))
			}
			if e := essentialNamed(base); strings.EqualFold(e, base) {
				return "it removes " + v + ", without which the system does not run"
			} else if e != "" {
				return "it removes " + v + ", which matches " + e + ", without which the system does not run"
			}
			if e := loginNamed(base); e != "" {
				return "it removes " + v + ", without which no one logs in to this machine (PAM, its directory or smart card logins)"
			}
		}
	}
	if slices.Contains(c.Wrappers, "xargs") || c.Grammar == lexer.PowerShell {
		// What xargs appends, or the objects PowerShell's pipeline
		// binds (Get-Package | Uninstall-Package).
		for _, f := range c.Feeds {
			if listed(f, 0) {
				return "it removes every package the listing before xargs prints"
			}
		}
	}
	return ""
}

// packageListing reports whether c prints the installed packages: a
// package manager with a listing word (brew list, dpkg --get-selections,
// rpm -qa, pacman -Qq, snap list), or dpkg-query.
func packageListing(c *Command) bool {
	name := lowerNameNoExe(c)
	if name == "dpkg-query" || psPackageGetters.has(name) && !psNamesPackage(c) {
		return true // Get-Package, Get-AppxPackage naming none: every package
	}
	if !does(c, name, rolePackages) {
		return false
	}
	for _, a := range c.Args {
		if packageListers.has(a.Value) {
			return true
		}
	}
	return false
}

// psPackageGetters are PowerShell's cmdlets that list the installed
// packages: PackageManagement's, the Store apps' (Appx module, for this
// user or -AllUsers) and those provisioned for new users (DISM module).
var psPackageGetters = set{"get-appxpackage", "get-appxprovisionedpackage", "get-package"}

// psPackageGetterValue are the parameters of psPackageGetters that take
// a value without choosing packages by name (the user, the volume, the
// provider, the image).
var psPackageGetterValue = set{"-loglevel", "-logpath", "-packagetypefilter", "-path", "-providername", "-scratchdirectory", "-source", "-user", "-volume"}

// psEveryPackage reports whether the name pattern v matches every
// package: wildcards and the punctuation every package's full name holds
// alone (*, **, *.*, *_*).
func psEveryPackage(v string) bool {
	return strings.Trim(v, `"'*?._-`) == ""
}

// psNamesPackage reports whether c, a psPackageGetters cmdlet, chooses
// its packages by a name or publisher (Get-AppxPackage *Xbox*,
// Get-Package -Name Pester, Get-AppxProvisionedPackage -Online |
// its -PackageName): a name that is * alone chooses every one.
func psNamesPackage(c *Command) bool {
	for i := 0; i < len(c.Args); i++ {
		v := strings.ToLower(c.Args[i].Value)
		switch {
		case psPackageGetterValue.has(v):
			i++ // its value
		case strings.HasPrefix(v, "-name") || strings.HasPrefix(v, "-publisher") || strings.HasPrefix(v, "-packagename") || strings.HasPrefix(v, "-packagefamilyname"):
			if i+1 < len(c.Args) && !psEveryPackage(c.Args[i+1].Value) {
				return true
			}
			i++
		case strings.HasPrefix(v, "-"):
		case !psEveryPackage(v):
			return true
		}
	}
	return false
}

// listed reports whether what c prints is a package listing whole: c
// lists, or keeps every line of what feeds it (cut, tr, sort, uniq, an
// awk printing a field, at most a header line skipped), followed up to
// a few steps.
func listed(c *Command, depth int) bool {
	if packageListing(c) {
		return true
	}
	if depth > 4 || len(c.Feeds) == 0 || !keepsLines(c) {
		return false
	}
	for _, f := range c.Feeds {
		if listed(f, depth+1) {
			return true
		}
	}
	return false
}

// awkPrintField matches an awk program that prints a field of every line, a
// header line or two skipped at most ({print $1}, NR>1{print $1}).
var awkPrintField = &lazyRegexp{expr: `^\s*(NR\s*>\s*[12]\s*)?\{\s*print\s+\$\d+\s*;?\s*\}\s*$`}

// keepsLines reports whether c prints a line for every line it reads
// (what it selects is none): cut, tr, sort, uniq, or an awk printing a
// field.
func keepsLines(c *Command) bool {
	switch lowerNameNoExe(c) {
	case "cut", "tr", "sort", "uniq":
		return true
	case "awk", "gawk", "mawk":
		progs := awkPrograms(c.Args)
		return len(progs) == 1 && awkPrintField.match(progs[0])
	}
	return false
}
