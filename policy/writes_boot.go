package policy

import (
	"path"
	"strings"
)

// The files the boot and login tools write where they are not told
// another place: what the machine starts from (/boot, the EFI system
// partition, the firmware's variables) and how it lets anyone log in
// (/etc/pam.d). Each tool is a writer of those files as cp or tee is,
// so fsOverwrite judges them as it judges a redirection there:
//
//   - update-grub rewrites /boot/grub/grub.cfg (it is grub-mkconfig -o
//     /boot/grub/grub.cfg, Debian's update-grub(8));
//   - (grub-install is left to its spec: onto a disk it is
//     sys.disk-write's, and its EFI reinstall the corpus allows);
//   - dracut writes its image to its first operand, else, told -f or
//     --regenerate-all, over /boot/initramfs-KVER.img (dracut(8));
//     mkinitcpio -p PRESET and -P write the presets' images in /boot,
//     -g FILE and -U FILE the file (mkinitcpio(8)); update-initramfs -c,
//     -u and -d write or delete /boot/initrd.img-KVER, -b DIR elsewhere
//     (update-initramfs(8)); kernel-install add, add-all and remove
//     install or remove a kernel in /boot or --boot-path
//     (kernel-install(8)); installkernel copies one into /boot;
//   - bootctl install and update write systemd-boot onto the EFI
//     partition (--esp-path, else /boot's) and, unless --no-variables,
//     its boot entry into the firmware's variables (bootctl(1));
//     --root and --image point them at another system's tree;
//   - mokutil's requests to shim (--import, --delete, --reset,
//     --disable-validation, …) are firmware variables MokManager acts on
//     at the next boot (mokutil(1)); sbctl enroll-keys and reset write
//     Secure Boot's keys there, sbctl sign FILE signs FILE in place or
//     into -o (sbctl(8));
//   - pam-auth-update rewrites /etc/pam.d/common-* from its profiles
//     (pam-auth-update(8)); authselect select, apply-changes,
//     enable-feature, disable-feature and backup-restore write the PAM
//     and nsswitch files it owns (authselect(8)).
//
// Their help and listing forms write nothing.

// bootEFIVars is the file a tool that changes the firmware's
// variables is read as writing (fsFirmwareVars).
const bootEFIVars = "/sys/firmware/efi/efivars"

var (
	dracutSpec          = spec{path: "dracut", value: "acdIikLmor", long: "--add --add-device --add-drivers --compress --conf --confdir --drivers --filesystems --force-add --force-drivers --fwdir --hostonly-mode --include --install --install-optional --kernel-cmdline --kernel-image --kmoddir --kver --logfile --loginstall --modules --mount --omit --omit-drivers --sbat --squash-compressor --sshkey --stdlog --sysroot --tmpdir --uefi-secureboot-cert --uefi-secureboot-key --uefi-splash-image --uefi-stub"}
	mkinitcpioSpec      = spec{path: "mkinitcpio", value: "ADcdgHkprStU", long: "--addhooks --builddir --cmdline --config --generate --generatedir --hookdir --hookhelp --kernel --kernelimage --microcode --moduleroot --osrelease --preset --skiphooks --splash --uefistub --uki"}
	updateInitramfsSpec = spec{path: "update-initramfs", value: "bk"}
	kernelInstallSpec   = spec{path: "kernel-install", long: "--boot-path --entry-token --entry-type --esp-path --image --image-policy --json --make-entry-directory --root"}
	bootctlSpec         = spec{path: "bootctl", long: "--boot-path --efi-boot-option-description --entry-token --esp-path --image --image-policy --install-source --make-entry-directory --random-seed --root"}
	grubInstallSpec     = spec{path: "grub-install", value: "d", long: "--boot-directory --bootloader-id --core-compress --directory --disk-module --efi-directory --fonts --install-modules --locale-directory --locales --modules --product-version --target --themes"}
	mokutilSpec         = spec{path: "mokutil", long: "--delete --delete-hash --hash-file --import --import-hash --root-pw --set-fallback-noreboot --set-fallback-verbosity --set-sbat-policy --set-verbosity --test-key --timeout"}
	sbctlSignSpec       = spec{path: "sbctl sign", value: "o", long: "--output"}
)

// mokRequests are mokutil's options that ask shim to trust another key,
// to forget its keys or to stop checking signatures; its others revoke
// such a request, list or export.
const mokRequests wordList = "--import --import-hash --delete --delete-hash --reset --disable-validation --ignore-db --trust-mok --password --clear-password"

// bootDefaultWrites returns the files c, a boot or login tool, writes
// without being told where (see above); nil for other commands.
func bootDefaultWrites(c *Command) []Word {
	at := func(paths ...string) []Word {
		out := make([]Word, 0, len(paths))
		for _, p := range paths {
			out = append(out, Word{Value: p, Literal: true})
		}
		return out
	}
	name := c.Name
	switch {
	case name == "update-grub" || name == "update-grub2":
		if hasArg(c.Args, "--help") || hasArg(c.Args, "-h") {
			return nil
		}
		return at("/boot/grub/grub.cfg")
	case name == "dracut":
		p := parseArgs(&dracutSpec, c.Args)
		if p.has("-h", "--help", "--version", "--list-modules", "--print-cmdline", "--printsize") {
			return nil
		}
		if len(p.operands) > 0 {
			return p.operands[:1]
		}
		if p.has("-f", "--force", "--regenerate-all") {
			return at("/boot/initramfs.img")
		}
	case name == "mkinitcpio":
		p := parseArgs(&mkinitcpioSpec, c.Args)
		if p.has("-h", "--help", "-V", "--version", "-L", "--listhooks", "-H", "--hookhelp") {
			return nil
		}
		out := p.valueWords("-g --generate -U --uki")
		if p.has("-P", "--allpresets", "-p", "--preset") {
			out = append(out, at("/boot/initramfs.img")...)
		}
		return out
	case name == "update-initramfs":
		p := parseArgs(&updateInitramfsSpec, c.Args)
		if p.has("-h") || !p.has("-c", "-u", "-d") {
			return nil
		}
		if dir := p.valueWords("-b"); len(dir) > 0 {
			return dir
		}
		return at("/boot/initrd.img")
	case name == "kernel-install":
		p := parseArgs(&kernelInstallSpec, c.Args)
		switch hostVerb(p) {
		case "add", "add-all", "remove":
			if out := p.valueWords("--boot-path --esp-path"); len(out) > 0 {
				return out
			}
			return at("/boot/vmlinuz")
		}
	case name == "installkernel":
		if len(c.Args) >= 2 && !strings.HasPrefix(c.Args[0].Value, "-") {
			return at("/boot/vmlinuz")
		}
	case name == "bootctl":
		p := parseArgs(&bootctlSpec, c.Args)
		switch hostVerb(p) {
		case "install", "update":
			out := p.valueWords("--esp-path --boot-path")
			if len(out) == 0 {
				out = at("/boot/EFI/systemd")
			}
			if !p.has("--no-variables") {
				out = append(out, at(bootEFIVars)...)
			}
			return out
		}
	case name == "mokutil":
		p := parseArgs(&mokutilSpec, c.Args)
		if p.hasAny(mokRequests) && !p.has("-h", "--help") {
			return at(bootEFIVars)
		}
	case name == "sbctl":
		if len(c.Args) == 0 || hasArg(c.Args, "-h") || hasArg(c.Args, "--help") {
			return nil
		}
		switch c.Args[0].Value {
		case "enroll-keys":
			if !hasPrefixArg(c.Args, "--export") {
				return at(bootEFIVars)
			}
		case "reset":
			return at(bootEFIVars)
		case "sign":
			p := parseArgs(&sbctlSignSpec, c.Args[1:])
			if out := p.valueWords("-o --output"); len(out) > 0 {
				return out
			}
			return p.operands
		case "sign-all":
			return at("/boot/vmlinuz")
		}
	case name == "pam-auth-update":
		if !hasArg(c.Args, "--help") {
			return at("/etc/pam.d/common-auth")
		}
	case name == "authselect":
		if len(c.Args) > 0 && !hasArg(c.Args, "--help") && !hasArg(c.Args, "-h") {
			switch c.Args[0].Value {
			case "select", "apply-changes", "enable-feature", "disable-feature", "backup-restore":
				return at("/etc/pam.d/system-auth")
			}
		}
	}
	return nil
}

// fsKnownParent returns the path a word only known at run time names
// when its directory is known before (/boot/initramfs-$(uname -r).img
// is a file of /boot): the literal text up to the first expansion, cut
// at its last slash, with the file's unknown name as a placeholder. A
// word with .. after its expansion may climb out of that directory, and
// one that is not absolute names no directory known here.
func fsKnownParent(w Word) (string, bool) {
	v := w.Value
	i := strings.IndexAny(v, "$`")
	if i < 0 || !strings.HasPrefix(v, "/") || strings.Contains(v[i:], "..") || strings.ContainsAny(v[:i], `"'\*?[~`) {
		return "", false
	}
	j := strings.LastIndexByte(v[:i], '/')
	if j <= 0 {
		return "", false
	}
	return path.Clean(v[:j]) + "/_", true
}

// hostVerb returns the subcommand of systemd's boot tools (bootctl,
// kernel-install) as they act on this machine: "" for help, and for an
// other root or disk image named (--root, --image), whose boot files
// are not this machine's.
func hostVerb(p parsed) string {
	if len(p.operands) == 0 || p.has("-h", "--help", "--root", "--image") {
		return ""
	}
	return p.operands[0].Value
}
