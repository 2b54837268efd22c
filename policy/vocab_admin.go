package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The vocabulary of administration. The tools that administer this
// machine, its storage and the cluster it belongs to (ZFS, LVM, btrfs,
// libvirt, Proxmox, VirtualBox, Incus, Ceph, GlusterFS, Stratis,
// FreeIPA, samba-tool, the backup tools) name their subcommands as
// hosted services' CLIs do, a verb and what it acts on (pool destroy,
// vol-delete, user-del, dnszone-del, snapshot delete, zonedelete), but
// what they destroy is here: a pool's or a volume's data, a VM with its
// disks, a snapshot, a backup repository, an account of the directory,
// the machine's membership of a domain, a cluster's member.
//
// adminWords reads them so: a destroying verb (vocabDestroy,
// vocabWeakDestroy, adminVerbs) on a subject that is machine or data
// state (adminNouns), named in the tool's name (zpool, realm) or in the
// subcommand words up to the verb's own (storage volume delete,
// group-del, delsnapshot), not after it: cargo remove users removes a
// dependency named users. The family follows the subject: a cluster's
// member or store (osd, peer, node) is infra's, an account, a group, a
// zone or the machine's domain sys's, the rest is data destroyed (fs).
// A project's tools (vocabTools other than hostAdminTools: vagrant,
// minikube, kind), package managers, service managers and container
// engines are judged by their own rules; dry runs and help
// (vocabUnless) were read before.
var (
	// adminVerbs destroy what they name in administration's words
	// besides vocabDestroy's: a VM's or a pool's definition removed
	// with its storage (undefine, unregister), a disk's labels zapped,
	// a domain controller demoted, the machine leaving its domain, a
	// volume's extents freed, a target's whole configuration cleared.
	adminVerbs = set{"clearconfig", "demote", "free", "leave", "undefine", "unregister", "unregistervm", "zap"}
	// snapBackVerbs put a snapshot's state back over what is there now
	// (lxc snapshot restore, virsh snapshot-revert): what was written
	// since is gone. Only of a snapshot: a backup restored (velero
	// restore) is its tool's rules'.
	snapBackVerbs = set{"restore", "revert", "rollback"}
	snapNouns     = set{"snap", "snaps", "snapshot", "snapshots"}
	// pruneVerbs delete what a retention policy no longer keeps: of
	// snapshots and backups (k3s etcd-snapshot prune), data; of images,
	// a cache (crictl rmi --prune): judged only of the first.
	pruneVerbs  = set{"prune"}
	retainNouns = set{"archive", "archives", "backup", "backups", "snap", "snaps", "snapshot", "snapshots"}
	// accessVerbs open or close a machine's logins to every account of
	// its domain at once (realm permit --all, realm deny --all).
	accessVerbs = set{"deny", "permit"}
	// adminDataNouns are data kept on this machine's or its cluster's
	// storage: pools, volumes and their groups (vg, lv, pv), disks, the
	// devices of a pool or a filesystem and their media, arrays,
	// datasets and subvolumes, snapshots, VMs, guests, instances and
	// their images, backups and archives, a store's trash (rbd trash
	// rm: for good), iSCSI backstores and LUNs. Not a repository: most
	// tools' repo remove forgets a source's address (helm, zypper,
	// flatpak), and the backup tools' specs judge theirs; not fs, the
	// hosted stores' file commands' (databricks fs rm).
	adminDataNouns = set{"archive", "archives", "array", "backstore", "backstores", "backup", "backups", "brick", "bricks", "ct", "dataset", "datasets", "device", "devices", "disk", "disks", "filesystem", "filesystems", "guest", "guests", "hdd", "image", "images", "instance", "instances", "lun", "luns", "lv", "medium", "partition", "partitions", "pool", "pools", "pv", "raid", "snap", "snaps", "snapshot", "snapshots", "storage", "subvol", "subvolume", "subvolumes", "trash", "vdisk", "vg", "vm", "vms", "vol", "volume", "volumes", "zpool"}
	// adminSysNouns are the machine's configuration and its identity
	// domain's: accounts, groups, hosts and computers of a directory,
	// its DNS zones and access rules, the realm or domain the machine
	// is joined to, its exports.
	adminSysNouns = set{"computer", "computers", "dnszone", "domain", "export", "exports", "group", "groups", "hbacrule", "host", "hosts", "realm", "sudorule", "user", "users", "zone", "zones"}
	// adminClusterNouns are a storage or compute cluster's members and
	// its own state: OSDs, monitors, peers, nodes, etcd.
	adminClusterNouns = set{"cluster", "etcd", "mds", "mgr", "mon", "node", "nodes", "osd", "osds", "peer", "peers"}
	// hostAdminTools are vocabTools and container clients whose
	// subjects are this machine's guests and their storage, not a
	// project's: libvirt's, VirtualBox's, Incus' and LXD's clients, k3s,
	// and crictl, the client of the container runtime a Kubernetes
	// node's kubelet runs its pods in.
	hostAdminTools = set{"crictl", "incus", "k3s", "lxc", "lxd", "vboxmanage", "virsh"}
	// imageCacheTools keep images as templates they download again
	// (containers' and system containers' images), not disks.
	imageCacheTools = set{"crictl", "incus", "lxc", "lxd"}
	// adminVerbPrefixes and adminVerbSuffixes make one word of a verb and
	// its subject (delsnapshot, delnode, rmpool; zonedelete).
	adminVerbPrefixes = []string{"delete", "destroy", "remove", "purge", "del", "rm"}
	adminVerbSuffixes = []string{"delete", "destroy", "remove", "purge", "del"}
)

// adminNoun reports whether p names machine or data state, and which
// family a destroy of it falls in.
func adminNoun(p string) (fam string, ok bool) {
	switch {
	case adminClusterNouns.has(p):
		return "infra", true
	case adminSysNouns.has(p):
		return "sys", true
	case adminDataNouns.has(p):
		return "fs", true
	}
	return "", false
}

// adminCompound reports whether p is a destroying verb joined to its
// subject in one word (delsnapshot, zonedelete), and the subject's
// family.
func adminCompound(p string) (fam string, ok bool) {
	for _, pre := range adminVerbPrefixes {
		if rest, found := strings.CutPrefix(p, pre); found && rest != "" {
			if fam, ok := adminNoun(rest); ok {
				return fam, true
			}
		}
	}
	for _, suf := range adminVerbSuffixes {
		if rest, found := strings.CutSuffix(p, suf); found && rest != "" {
			if fam, ok := adminNoun(rest); ok {
				return fam, true
			}
		}
	}
	return "", false
}

// adminRules are the rule of each family's administrative destroy.
var adminRules = table[string]{
	{"fs", "fs.storage"},
	{"infra", "infra.cluster"},
	{"sys", "sys.admin"},
}

// adminWords reads c (name its tool's name, lower case) by the words of
// administration: a destroying verb on machine or data state, named by
// the tool's name or the words up to the verb's. v is c's vocab, its
// unless and reads already asked of.
func adminWords(c *Command, name string, v *vocab) []Finding {
	if v.reads || v.unless || v.dryN && dryRunN(name) {
		return nil
	}
	// The verb: the first part of the first three words that destroys,
	// alone or joined to its subject.
	verb, part, fam := -1, -1, ""
	kind := "" // restore, prune: a verb of snapshots or backups only
	for i, ps := range v.parts {
		if v.rank(i) > 2 || verb >= 0 {
			break
		}
		if v.valueOf[i] {
			continue
		}
		for j, p := range ps {
			var ok bool
			switch {
			case vocabDestroy.has(p) || vocabWeakDestroy.has(p) || adminVerbs.has(p), accessVerbs.has(p) && v.all:
				ok = true
			case snapBackVerbs.has(p):
				ok, kind = true, "restore"
			case pruneVerbs.has(p):
				ok, kind = true, "prune"
			case len(p) == 3 && strings.HasPrefix(p, "rm") && hostAdminTools.has(name):
				// crictl rmp, rmi: rm and the kind's letter (a pod, an
				// image), the subject named by --all below.
				ok = true
			default:
				fam, ok = adminCompound(p)
			}
			if ok {
				verb, part = i, j
				break
			}
		}
	}
	if verb < 0 || accountChange(c) != "" || does(c, name, rolePackages|roleServices|roleDataWords) ||
		c.in(nsVocabTools, name) && !hostAdminTools.has(name) ||
		does(c, name, roleRunsContainers) && !hostAdminTools.has(name) {
		// No verb (most commands: asked first, the cheapest); a local
		// account's delete (sysoff.go); a package or a service
		// manager's, a project's tool's or a container engine's own
		// words.
		return nil
	}
	w := v.parts[verb][part]
	if v.optArg[verb] && !vocabDestroy.has(w) {
		// --operation-type remove, --op remove: how something else is
		// done, not the subcommand (as destroys reads it).
		return nil
	}
	if kind == "restore" && restoresElsewhere(c) {
		// etcdctl snapshot restore snap.db --data-dir DIR: a new copy
		// built from the snapshot where it is told, nothing rolled back.
		return nil
	}
	if (w == "uninstall" || w == "down" || w == "clean" || w == "empty" || w == "flush") && !v.force {
		// xe vm-uninstall asks first (force=true answers it).
		return nil
	}
	// subject reports the family of a destroy of what p names.
	subject := func(p string) (string, bool) {
		switch {
		case kind == "restore" && !snapNouns.has(p), kind == "prune" && !retainNouns.has(p):
			return "", false
		case (p == "image" || p == "images") && imageCacheTools.has(name):
			// lxc image delete: a template downloaded again on demand,
			// not a disk's data (rbd rm IMAGE is a volume's).
			return "", false
		}
		return adminNoun(p)
	}
	if trail := v.parts[verb][part+1:]; len(trail) > 0 && fam == "" {
		// remove-iam-policy-binding: the parts after the verb in its
		// word name what it removes, a binding, not the bucket before.
		for _, p := range trail {
			if f, ok := subject(p); ok {
				fam = f
				break
			}
		}
		if fam == "" {
			return nil
		}
	}
	// The subject: the tool's name, or a word up to the verb's.
	for p := range strings.SplitSeq(name, "-") {
		if fam != "" || kind != "" {
			break
		}
		fam, _ = adminNoun(p)
	}
	for i := 0; i <= verb && fam == ""; i++ {
		for j, p := range v.parts[i] {
			if i == verb && j == part {
				continue
			}
			if localNouns.has(p) {
				// pip cache purge, a context or a profile of the tool's.
				return nil
			}
			if f, ok := subject(p); ok {
				fam = f
				break
			}
		}
	}
	if fam == "" && hostAdminTools.has(name) && (v.all || slices.ContainsFunc(c.Args, func(a Word) bool { return a.Literal && a.Value == "-a" })) {
		// crictl rmp --all, crictl rm -a -f: every pod or container of
		// the node, under its cluster's feet.
		fam = "infra"
	}
	if fam == "" {
		return nil
	}
	if slices.ContainsFunc(v.parts[:verb+1], func(ps []string) bool { return slices.ContainsFunc(ps, adminClusterNouns.has) }) {
		// ceph osd pool delete: a pool of the cluster's.
		fam = "infra"
	}
	rule, _ := adminRules.get(fam)
	what, _ := adminWhat.get(fam)
	return vocabFinding(c, rule, name+" "+strings.Join(v.words[:verb+1], " ")+what)
}

// adminWhat says what each family's administrative destroy takes away.
var adminWhat = table[string]{
	{"fs", " (a pool, volume, disk, snapshot, VM or backup and the data in it destroyed)"},
	{"infra", " (a cluster's member or store removed)"},
	{"sys", " (an account, a group, a zone or the machine's domain membership removed)"},
}

// adminName is a tool's name as adminWords compares it: lower case,
// without Windows' .exe.
func adminName(name string) string {
	return strings.TrimSuffix(strings.ToLower(name), ".exe")
}

// adminCommand is adminWords of c's whole line, for a tool whose spec of
// the words' group did not hold.
func adminCommand(c *Command, name string) []Finding {
	if name = adminName(name); !hostAdminTools.has(name) && !does(c, name, roleSystemTool) {
		// helm repo remove: the rest of a spec'd tool's words are its
		// other rules'.
		return nil
	}
	lists := vocabListsPool.Get().(*vocabLists)
	defer vocabListsPool.Put(lists)
	v := readVocabIn(c.Args, c.Grammar == lexer.PowerShell, lists)
	return adminWords(c, name, &v)
}

// restoreTargetOpts name where a restore writes its copy (without dashes).
var restoreTargetOpts = set{"data-dir", "dest", "destination", "output", "output-dir", "target", "target-dir"}

// restoresElsewhere reports whether c, a restore, is told where to write
// what it restores: a new place, not the state it names rolled back.
func restoresElsewhere(c *Command) bool {
	return len(optionValues(c, restoreTargetOpts)) > 0
}

// dryRunN reports whether -n is a dry run to the tool named name (lower
// case): a spec of one of its subcommands lists it among what makes the
// command a preview (zfs destroy -n), or its own entry says it of all
// of them (traitDryRunN: zpool add, remove, split -n print the result
// and change nothing). To others -n names or counts (ssh -n, head -n).
func dryRunN(name string) bool {
	found := false
	eachExactEntry(name, func(s *spec, sub string) {
		found = found || sub == "" && s.extra().trait&traitDryRunN != 0 || s.unless.has("-n")
	})
	return found
}
