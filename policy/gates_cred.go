package policy

import (
	"bytes"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// The credential rules' gates. credPathRule is asked about every word of
// every command that may name a file, most of them ordinary paths (build/,
// ./..., src/main.go); what it can find is fixed by its tables and its
// code, so a path can be let go in one pass over its bytes when it holds
// nothing any of them reads (mayBeCredPath).

// credAnchors are the substrings, in lower case, one of which every path
// holds that credPathRule finds a rule for, but for the base names of
// secretFiles, the extensions of credExts, a tool's own settings file
// (ownNameFile) and patterns: each entry of the tables credPathRule and
// credPlace read holds one (TestCredAnchorsCover), and so do the names
// their code compares with. No anchor holds a slash: a path holds one
// only inside one of its elements.
var credAnchors = [...]string{
	"key",     // private keys (.key, id_TYPE_key, ssh_host_*_key), keystores, keychains, keyrings, keytabs, api keys
	"id_",     // ssh-keygen's id_TYPE
	".ssh",    // the folder of ssh's keys
	"gnupg",   // gpg's keyring
	"secring", // gpg's old secret keyring
	".pem",    // keys kept as PEM
	"environ", // /proc/PID/environ
	"secret",  // mounted secrets, client_secret*.json, names of secrets
	"cred",    // credentials.json, .aws/credentials, creds
	"token",   // tokens' files
	"pass",    // passwords, .pgpass, .password-store, password managers
	"auth",    // auth.json, oauth, .authinfo
	"account", // service-account*.json, service accounts
	"claude",  // ~/.claude.json
	".env",    // .env files (isDotenv)
	"gcloud",  // gcloud's credentials
	".aws",    // the AWS CLI's folder and caches
	".azure",  // the Azure CLI's tokens
	"history", // histories: shells' and clients'
	"dbshell", // mongo's history
	"cookie",  // browsers' stores
	"login",
	"hosts",   // soleCredWords: gh's hosts.yml
	"session", // soleCredWords: a tool's session.json
	"signon",
	"default", // browsers' profiles
	"profile",
	"local state",
	"web data",
	"wallet",         // wallet.dat
	"networkmanager", // systemSecretDirs
	"iwd",
	"wireguard",
	"private",
	"letsencrypt",
	"cloudflared",
	"bitwarden", // passwordManagers
	"dashlane",
	"keep",
	"roboform",
	"adminsdk", // credWords
	"agenix",   // runSecretDirs
	"signing",  // signingWords: signing.properties
	"kube",     // kubeconfigName: ~/.kube's files, kubeconfig
	"tailscale",
	"krb5cc", // krb5Cache: Kerberos' ticket caches
	"ccache",
	".exs",    // Elixir's configuration: prod.secret.exs
	"jaas",    // credWords: a Java service's logins
	"unseal",  // credWords: Vault's unseal keys
	"vault",   // vault operator init's output kept: vault-init.json
	"running", // serviceConfig: a device's running-config, startup-config
	"startup",
	"rancid", // RANCID's and Oxidized's stores of devices' configurations
	"oxidized",
	"ssfs",     // SAP's secure storage in the file system: SSFS_SID.DAT, rsecssfs
	"mnemonic", // credWords: a wallet's mnemonic kept in a file
	"kafka",    // kafkaProperties: a Kafka client's or broker's properties
	"inetpub",  // servedSettings: a site's web.config as IIS serves it
	"wwwroot",
}

// credExts are the extensions, in lower case, that make credPathRule
// find a rule for a path by themselves and hold no anchor: keys'
// (privateKeyExts), encrypted copies' (encryptedExts), password
// managers' (vaultExts) and Unity's license files (.ulf).
var credExts = set{".1pif", ".1pux", ".age", ".asc", ".enc", ".gpg", ".jks", ".kdb", ".kdbx", ".opvault", ".ovpn", ".p12", ".p8", ".pfx", ".pgp", ".ppk", ".psafe3", ".sops", ".ulf"}

// ownNameExts are the extensions of the settings files ownNameFile reads.
var ownNameExts = set{".cfg", ".ini", ".json", ".toml", ".yaml", ".yml"}

// credAnchorIndex says which anchors begin with each byte, and which have
// each byte second, made on first use: an anchor is compared only where
// the path's two bytes are its first two (a path's letters begin a few
// anchors each, and the comparison of each was most of the gate's cost).
var credAnchorIndex struct {
	once   sync.Once
	first  [256]uint64 // bit i: credAnchors[i] begins with the byte
	second [256]uint64 // bit i: credAnchors[i]'s second byte is the byte
}

// credAnchorIn reports whether low, a path in lower case, holds one of
// credAnchors (each of two bytes or more, TestCredAnchorsCover).
func credAnchorIn(low []byte) bool {
	idx := &credAnchorIndex
	idx.once.Do(func() {
		for i, a := range credAnchors {
			idx.first[a[0]] |= 1 << i
			idx.second[a[1]] |= 1 << i
		}
	})
	for i := 0; i+1 < len(low); i++ {
		for m := idx.first[low[i]] & idx.second[low[i+1]]; m != 0; m &= m - 1 {
			a := credAnchors[bits.TrailingZeros64(m)]
			if len(low)-i >= len(a) && string(low[i:i+len(a)]) == a {
				return true
			}
		}
	}
	return false
}

// maxGatedPath is the longest path mayBeCredPath reads; a longer one is
// asked about.
const maxGatedPath = 192

// mayBeCredPath reports whether credPathRule may find a rule for p:
// false is certain. It finds one only for a path whose lower case holds
// one of credAnchors, whose base name is one of secretFiles' or has one
// of credExts, or that is a tool's own settings file (ownNameFile: the
// folder .NAME holds NAME.json); a pattern (cat ~/.aws/*), a path with
// bytes outside ASCII (whose lower case may be anything) and a long one
// are asked about.
func mayBeCredPath(p string) bool {
	p = strings.TrimRight(p, "/")
	if len(p) > maxGatedPath {
		return true
	}
	var buf [maxGatedPath]byte
	low := buf[:len(p)]
	slash, dot := -1, -1
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c >= utf8.RuneSelf || c == '*' || c == '?' || c == '[':
			return true
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		case c == '/':
			slash = i
		case c == '.':
			dot = i
		}
		low[i] = c
	}
	// copyOf finds an original only by the base name's extension
	// (path.Ext) or a ~ ending it: a name with neither is no copy.
	if dot > slash || p != "" && p[len(p)-1] == '~' {
		if inner, ok := copyOf(p); ok && mayBeCredPath(inner) {
			return true // .netrc.bak: credPathRule reads the original's name
		}
	}
	if string(low[slash+1:]) == "mem" {
		return true // /proc/PID/mem, by its base name: an anchor "proc" let every process… path through
	}
	if credAnchorIn(low) {
		return true
	}
	base := low[slash+1:]
	if credBaseName(base) {
		return true
	}
	if len(base) > 0 {
		for _, h := range [...]string{"appsettings", "application", "settings", "config", "database", "db"} {
			if base[0] == h[0] && bytes.HasPrefix(base, []byte(h)) {
				return true // settingsOverride: appsettings.Production.json
			}
		}
	}
	if dot <= slash { // no . in the base name
		return false
	}
	dot -= slash + 1 // in base
	ext := string(base[dot:])
	if credExts.has(ext) {
		return true
	}
	if stem := base[:dot]; len(stem) > 0 && ownNameExts.has(ext) {
		// ~/.kaggle/kaggle.json: the folder, .NAME, holds NAME.
		for rest := low; ; {
			i := bytes.Index(rest, stem)
			if i < 0 {
				break
			}
			if i > 0 && rest[i-1] == '.' {
				return true
			}
			rest = rest[i+1:]
		}
	}
	return false
}

// credBaseNames are the base names credPathRule finds a rule for by
// name alone: those of secretFiles' and serviceConfigs' paths (has finds
// a path only with one) and clients.conf, in a slotSet; first marks the bytes
// a name begins with, and longest is the length of the longest: most
// base names are let go by them, without a look-up in names. lens are
// the lengths of secretFiles and serviceConfigs they were made of.
type credBaseNames struct {
	names   slotSet
	first   [256]bool
	longest int
	lens    [2]uint16
}

// newCredBaseNames makes the credBaseNames of the tables as they are:
// what go generate writes (credBaseNameTable, anchors_index.go), and what
// a check uses when the tables' lengths are not those it was written for.
// Made on first use by every one-shot guarded-sh -c, they were a map
// of some two hundred names: a third of the instructions of the first
// check of git status, and its first fresh pages of heap.
func newCredBaseNames() *credBaseNames {
	x := &credBaseNames{lens: [2]uint16{uint16(len(secretFiles)), uint16(len(serviceConfigs))}}
	names := []string{"clients.conf"}
	for _, s := range [...]pathSet{secretFiles, serviceConfigs} {
		for _, p := range s {
			names = append(names, p[strings.LastIndexByte(p, '/')+1:])
		}
	}
	slices.Sort(names)
	names = slices.Compact(names)
	x.names = newSlotSet(names)
	for _, n := range names {
		if n != "" {
			x.first[n[0]] = true
		}
		x.longest = max(x.longest, len(n))
	}
	return x
}

// credBaseNamesBuilt are newCredBaseNames, made once, for a check run
// with tables credBaseNameTable was not generated for.
var credBaseNamesBuilt struct {
	once sync.Once
	x    *credBaseNames
}

// credBaseName reports whether base, a file name in lower case, is one
// of credBaseNames.
func credBaseName(base []byte) bool {
	x := &credBaseNameTable
	if int(x.lens[0]) != len(secretFiles) || int(x.lens[1]) != len(serviceConfigs) {
		b := &credBaseNamesBuilt
		b.once.Do(func() { b.x = newCredBaseNames() })
		x = b.x
	}
	if len(base) == 0 || len(base) > x.longest || !x.first[base[0]] {
		return len(base) == 0 && x.names.has("")
	}
	return x.names.has(string(base))
}

// checkCredGate panics, when the package's tests verify the facts
// (verifyFacts), if the rule credPathRule found for p, which
// mayBeCredPath let go, is not "": the gate is then wrong.
func checkCredGate(p, rule string) {
	if rule != "" {
		panic(fmt.Sprintf("mayBeCredPath let %q go, which credPathRule finds %s: an anchor is missing (credAnchors)", p, rule))
	}
}

// credDirs says whether the directories c's relative paths are read in
// (credCandidates: the working directory and those earlier cd commands
// moved to) add nothing credPathRule reads to a path joined to them
// (credDirClean).
type credDirs uint8

const (
	dirsUnknown credDirs = iota // not worked out yet
	dirsClean
	dirsRead // one of them may make a path joined to it a credential's
)

// credDirsOf works out c's credDirs.
func credDirsOf(ctx *Context, c *Command) credDirs {
	if !ctx.dirClean(ctx.Env.Cwd) {
		return dirsRead
	}
	for _, d := range fsCdDirs(ctx, c) {
		if !ctx.dirClean(d) {
			return dirsRead
		}
	}
	return dirsClean
}

// credDirClean reports whether a path joined to the directory d finds a
// rule in credPathRule only when the path does by itself: d is empty, or
// holds no anchor (mayBeCredPath), no element a dot begins (the tool's
// folder of ownNameFile), and is not / nor under /proc or /dev (whose
// links credCandidates resolves).
func credDirClean(d string) bool {
	if d == "" {
		return true
	}
	return d != "/" && !strings.HasPrefix(d, "/proc") && !strings.HasPrefix(d, "/dev") &&
		!strings.HasPrefix(d, ".") && !strings.Contains(d, "/.") && !mayBeCredPath(d)
}

// mayReachCred reports whether a word naming the file p may name a
// credential's in one of its candidates (credCandidates): false is
// certain. A candidate is p cleaned, or joined to one of the
// directories, which dirs says add nothing, its links resolved under
// /dev and /proc, or what a pattern in it matches. When p names no
// parent (..), no link and no pattern, and its last element is a name,
// each candidate's elements are p's and a directory's, and its base name
// p's: credPathRule finds nothing in it when it finds nothing in p.
func mayReachCred(dirs credDirs, p string) bool {
	if mayBeCredPath(p) || dirs != dirsClean && !strings.HasPrefix(p, "/") {
		return true
	}
	if (strings.IndexByte(p, '$') >= 0 || strings.IndexByte(p, '`') >= 0) && mayBeCredPath(unknownBase(p)) {
		// A name known only at run time in a folder of secrets
		// (~/.docker/$F): credPathRule reads it as every name there.
		return true
	}
	if strings.HasPrefix(p, "/dev/") || strings.Contains(p, "proc/") || dotDotElem(p) {
		return true // /dev/fd/3, //proc/self/fd/3 (cleaned, under /proc)
	}
	base := p[strings.LastIndexByte(strings.TrimRight(p, "/"), '/')+1:]
	base = strings.TrimRight(base, "/")
	return base == "" || base == "." || base == ".."
}
