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
	// restore) is its tool's rules', but for a tool of this machine's
	// guests or backups whose own first word it is (backInPlace).
	// snapper's undochange puts the files of one snapshot back over
	// those changed since.
	snapBackVerbs = set{"restore", "revert", "rollback", "undochange"}
	// backAloneVerbs put an earlier state back whatever follows them:
	// a tool's own rollback or undochange is of its guest's or its
	// filesystem's snapshot (qm rollback VMID SNAP, pct rollback,
	// snapper rollback N).
	backAloneVerbs = set{"rollback", "undochange"}
	snapNouns      = set{"snap", "snaps", "snapshot", "snapshots"}
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
	// snapRestoreTools' own restore is a snapshot's put back over its
	// instance (lxc restore INSTANCE SNAPSHOT).
	snapRestoreTools = set{"lxc", "lxd"}
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
	{"cred", "infra.secrets"},
	{"fs", "fs.storage"},
	{"infra", "infra.cluster"},
	{"sys", "sys.admin"},
}

// adminWords reads c (name its tool's name, lower case) by the words of
// administration: a destroying verb on machine or data state, named by
// the tool's name or the words up to the verb's. v is c's vocab, its
// unless and reads already asked of.
func adminWords(c *Command, name string, v *vocab) []Finding {
	if v.unless || v.dryN && dryRunN(name) {
		return nil
	}
	if out := adminSecret(c, name, v); out != nil || v.reads {
		return out
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
		case kind == "" && adminSecretNouns.has(p):
			// restic key remove, mc admin accesskey rm: a key or a
			// password deleted, and what only it opened is locked. A
			// hosted platform's (a tool with specs of its deploys:
			// heroku keys:remove) takes an account's SSH key off it,
			// added again at will.
			return "cred", !hasFamilySpec(name, "publish", nil, nil)
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
	if fam == "" && kind == "restore" && backInPlace(c, name, v, verb, w) {
		fam = "fs"
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
	{"cred", " (a key, password or token deleted: what only it opened is locked)"},
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
// what it restores: a new place, not the state it names rolled back, nor
// the machine's root or a directory at its top (restic restore latest
// --target /: the live system written over).
func restoresElsewhere(c *Command) bool {
	for _, w := range optionValues(c, restoreTargetOpts) {
		if !w.Literal || !topPlace(w.Value) {
			return true
		}
	}
	return false
}

// topPlace reports whether p is the machine's root or a directory at its
// top (/, /home, /etc/, C:\).
func topPlace(p string) bool {
	p = strings.TrimSuffix(driveless(p), "/")
	return p == "" || p[0] == '/' && !strings.Contains(p[1:], "/") && !strings.Contains(p, "..")
}

// backInPlace reports whether the restore verb w, the word at verb of
// c's words (v), puts an earlier state back over the live one with no
// snapshot named in the words: it is the tool's own first word, and the
// tool's rollback is its guests' or filesystems' (backAloneVerbs: qm
// rollback 100 SNAP, snapper undochange 3..4); or its restore is, for a
// client of this machine's system containers (lxc restore c1 snap0) or
// a tool named for backups (gitlab-backup restore, proxmox-backup-client
// restore), told no other place to write (an operand that is a path is
// where, unless it is the root or a directory at the top). A publishing
// tool's rollback (a release taken back: heroku rollback, sam rollback,
// any tool with specs of its deploys) and a migration's are their
// rules'.
func backInPlace(c *Command, name string, v *vocab, verb int, w string) bool {
	if v.rank(verb) != 0 || does(c, name, rolePublishes) || nameDeploys(name) || hasFamilySpec(name, "publish", nil, nil) || v.hasPart(migrateWords) || v.hasPart(migrationNouns) {
		return false
	}
	if len(v.parts[verb]) > 1 {
		// dokku ps:rollback: the verb of a group of the tool's.
		return false
	}
	if backAloneVerbs.has(w) {
		// What is rolled back is named (qm rollback 100 SNAP, snapper
		// rollback 5); home-manager rollback, alone, activates the
		// generation before, kept as the one after is.
		return len(v.words) > verb+1
	}
	named := false
	for p := range strings.SplitSeq(name, "-") {
		named = named || retainNouns.has(p)
	}
	if w != "restore" || !named && !snapRestoreTools.has(name) {
		return false
	}
	paths := false
	for _, a := range v.words[verb+1:] {
		if strings.ContainsAny(a, `/\`) {
			if topPlace(a) {
				return true
			}
			paths = true
		}
	}
	return !paths
}

// Secrets given out by administration tools. Their subcommands that
// print secret material say so in their words, a verb of showing or
// exporting and a noun of the secret, often joined in one word: ceph
// auth print-key and auth get (a client's keyring), samba-tool user
// getpassword and domain exportkeytab (an account's password, the
// domain's keys), proxmox-backup-client key paperkey (a backup's
// encryption key, printed to be kept on paper), borg key export (a
// repository's key). Printed, the secret is in the agent's output and
// its logs; written to a file of its own (exportkeytab ./svc.keytab, -o
// FILE) it is kept where it was asked for, unless that place is one
// anyone reads (/tmp, a share).
var (
	// adminSecretNouns name secret material: keys (a key's public half
	// or its fingerprint are not: publicParts), keytabs, keyrings, a
	// volume's or a server's master key, passwords and passphrases,
	// tokens and credentials, access keys.
	adminSecretNouns = set{"accesskey", "accesskeys", "credential", "credentials", "creds", "key", "keyring", "keys", "keytab", "keytabs", "masterkey", "passphrase", "passwd", "password", "passwords", "privkey", "secret", "secrets", "token", "tokens"}
	// adminPaperVerbs print a key for paper (paperkey): to the output,
	// whatever file is named, which is the key read.
	adminPaperVerbs = set{"paper"}
	// publicParts make the key named with them its public half or
	// what identifies it (get-public-key, show-key-fingerprint).
	publicParts = set{"fingerprint", "id", "ids", "pub", "pubkey", "public"}
)

// showVerb reports whether p gives out what it names: a verb of
// printing a credential (vocabCredVerbs), of revealing what it is given
// (vocabRevealVerbs) or of printing for paper.
func showVerb(p string) bool {
	return vocabCredVerbs.has(p) || vocabRevealVerbs.has(p) || adminPaperVerbs.has(p)
}

// secretWord reports whether the parts (ps) of one subcommand word (w) are a
// verb that gives out a secret and the secret, the noun last
// (print-key, show-master-key; getpassword, exportkeytab written as one
// part), and whether its verb prints for paper.
func secretWord(w string, ps []string) (ok, paper bool) {
	if len(ps) == 0 || slices.ContainsFunc(ps, publicParts.has) || vocabCredNouns.has(w) {
		// access-keys, access-token, AccessKeys, accesskey: a noun of
		// its own, not a verb's (access is one only alone: secret
		// version access).
		return false, false
	}
	last := ps[len(ps)-1]
	if len(ps) > 1 && adminSecretNouns.has(last) {
		for _, p := range ps[:len(ps)-1] {
			if showVerb(p) && p != "access" {
				return true, adminPaperVerbs.has(p)
			}
		}
	}
	// One part: a verb joined to its noun (getpassword, paperkey).
	for i := 3; i <= len(last)-3; i++ {
		if verb := last[:i]; showVerb(verb) && verb != "access" && adminSecretNouns.has(last[i:]) {
			return true, adminPaperVerbs.has(verb)
		}
	}
	return false, false
}

// adminSecret reads c (name its tool's name, lower case) for a
// subcommand that gives out secret material: a word that is such a
// verb and its secret (secretWord), or a secret's word followed by the
// verb's: a key exported or dumped (borg key export), the entry of an
// authentication database got, exported or printed with its key (ceph
// auth get), a password or a token shown. What it prints must reach the
// output or a place others read (secretGivenOut). Tools with a spec of
// their secrets (credSpecJudges), a project's or this machine's own
// tools (vocabTools), tools whose words are data and PowerShell's
// cmdlets are judged by their own rules.
func adminSecret(c *Command, name string, v *vocab) []Finding {
	verb, paper := -1, false
	for i, ps := range v.parts {
		if v.rank(i) > 2 || verb >= 0 {
			break
		}
		if v.valueOf[i] || len(ps) == 0 {
			continue
		}
		if ok, pp := secretWord(v.words[i], ps); ok {
			verb, paper = i, pp
			break
		}
		if i+1 >= len(v.parts) || len(v.parts[i+1]) != 1 || v.valueOf[i+1] {
			// The verb is a word of its own: secrets open-editor opens
			// an editor.
			continue
		}
		noun, next := ps[len(ps)-1], v.parts[i+1][0]
		switch {
		case slices.ContainsFunc(ps, publicParts.has):
		case vocabMintedNouns.has(noun) || noun == "keytab":
			// A key's get or show is a value under a name (kv key get);
			// its export, dump or paper copy the key itself.
			if vocabRevealVerbs.has(next) || next == "paperkey" {
				verb, paper = i+1, next == "paperkey"
			}
		case noun == "auth":
			// The authentication database's entry: its key with it.
			if next == "get" || next == "export" || next == "print" || next == "dump" {
				verb = i + 1
			}
		case adminSecretNouns.has(noun):
			if showVerb(next) {
				verb = i + 1
			}
		}
	}
	if verb < 0 || slices.Contains(v.words[:verb], "help") || credSpecJudges(name, v.words) || c.in(nsVocabTools, name) && !hostAdminTools.has(name) ||
		does(c, name, roleDataWords) || c.Grammar == lexer.PowerShell && psCmdletName(name) || hasFamilySpec(name, "publish", nil, nil) {
		// bitcoin-cli help dumpprivkey: the help of it. A hosted
		// platform's CLI (one with specs of its deploys: gcloud
		// container clusters get-credentials writes a kubeconfig) is
		// read by the vocabulary's printsCred.
		return nil
	}
	if !paper && !secretGivenOut(c, v, verb) {
		return nil
	}
	return vocabFinding(c, "cred.cloud-file", name+" "+strings.Join(v.words[:verb+1], " ")+" (a key, password or token printed)")
}

// secretGivenOut reports whether what the subcommand at v's word verb
// gives out reaches the output or a place anyone reads: no option
// sends it to a file, or one sends it there (-o /dev/stdout, -o
// /tmp/k); no operand after the verb names a file, or one names the
// output (-, /dev/stdout) or such a place. A word with no path and no
// file's ending names what is printed (client.admin, jdoe).
func secretGivenOut(c *Command, v *vocab, verb int) bool {
	if outs := optionValues(c, fileOutOpts); len(outs) > 0 {
		for _, w := range outs {
			if !w.Literal || terminalPath(w.Value) || readByOthers(w.Value) {
				return true
			}
		}
		return false
	}
	if v.toFile {
		return false
	}
	for _, w := range v.words[verb+1:] {
		switch {
		case terminalPath(w) || readByOthers(w):
			return true
		case strings.ContainsAny(w, `/\`) || strings.HasPrefix(w, "~"):
			return false
		}
		if i := strings.LastIndexByte(w, '.'); i >= 0 && (fileExts.has(w[i+1:]) || keyFileExts.has(w[i:])) {
			return false
		}
	}
	return true
}

// readByOthers reports whether p is in a place anyone on the machine
// or the network reads: a temporary directory, a Windows share.
func readByOthers(p string) bool {
	return strings.HasPrefix(p, `\\`) || payloadTemp.get().MatchString(p)
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
