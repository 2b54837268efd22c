package policy

import (
	"io"
	"iter"
	"os"
	"path"
	"slices"
	"strings"
)

// Credential places by meaning. credPathRule knows the files of the
// well-known tools by name; credPlace recognises the rest of the class
// the way a reader of a path does: by the words of its name (a file
// called secrets.yaml, db_password.txt, accessKeys.csv, api-token), by
// where it lives (a tool's dot directory or application-data folder in
// the home directory, a browser profile, a wallet's keystore), and by the
// kinds of files that are stores of secrets whatever their name (password
// manager databases and exports, shell and client histories that keep
// the tokens typed on command lines). Templates (.example, sample, dummy)
// and source code (auth/token.ts) are not credentials.

// credPlace returns the rule of p, a cleaned path whose base name is base
// (lb in lower case) in directory dir, when it is a credential place
// credPathRule's names do not list; "" otherwise.
func credPlace(p, dir, base, lb string) string {
	if histories.has(lb) {
		return "cred.history" // the tokens typed on command lines
	}
	if !strings.ContainsAny(p, "./") {
		return "" // a word, not a path (fish_history aside): the rest reads paths
	}
	low := strings.ToLower(p)
	if encryptedExts.has(path.Ext(lb)) {
		// An encrypted copy holds, once decrypted, what its inner name
		// says: db.env.age is a .env.
		if r := credPathRule(strings.TrimSuffix(p, path.Ext(p))); r != "" {
			return r
		}
	}
	rel, inHome := homeRel(low)
	if browserPlace(low, lb) {
		return "cred.cloud-file"
	}
	ext := path.Ext(lb)
	if vaultExts.has(ext) || ext == ".jaas" || lb == "wallet.dat" || strings.Contains(low, "/keystore/utc--") {
		return "cred.cloud-file"
	}
	if ext == ".ulf" {
		// A Unity license file (Unity_lic.ulf, Unity_v2022.x.ulf): the
		// seat's activation, signed for this machine, which CI keeps
		// as a secret (UNITY_LICENSE) and anyone holding it can use.
		return "cred.cloud-file"
	}
	if strings.HasPrefix(lb, "ssfs_") && (ext == ".dat" || ext == ".key" || strings.ContainsAny(ext, "*?[")) {
		// SAP's secure storage in the file system (SSFS_SID.DAT, the
		// hdbuserstore's SSFS_HDB.DAT): the store of the system's and
		// its users' database logins, its key file (.KEY) beside it.
		return "cred.cloud-file"
	}
	if inHome && toolFolder(rel) && keyFolder(rel) && !keyFolderDoc(lb, ext) {
		// A tool's folder of keys (~/.config/borg/keys/REPO,
		// ~/.foundry/keystores/NAME, ~/.appstoreconnect/private_keys/,
		// a wallet's keyring-file/): each file there is one, whatever
		// its name, or a pattern of them (~/.ethereum/keystore/*).
		return "cred.cloud-file"
	}
	if systemSecret(low, ext) {
		return "cred.cloud-file"
	}
	if strings.HasPrefix(rel, ".password-store/") {
		return "cred.cloud-file" // pass's store: one encrypted file per password
	}
	if strings.ContainsAny(base, "\t\n{}()=$`'\"") || strings.ContainsAny(p, "\t\n(){}=`'\"") && !strings.HasPrefix(p, "$") {
		// Not a path: a pattern, code. A directory only known at run
		// time ($CARGO_HOME/credentials.toml) leaves the name to say it.
		return ""
	}
	if strings.HasPrefix(lb, ".") && strings.Count(lb, ".") == 1 {
		ext = "" // .vault_pass: a dot file, no extension
	}
	var buf [8]string // the words of most names, kept on the stack
	words := slices.AppendSeq(buf[:0], nameWordSeq(base))
	if len(words) == 0 && dir != "" && strings.ContainsAny(base, "*?") && strings.Trim(base, "*?.") == "" {
		// A wildcard of every name (*, *.*) is each file of the folder:
		// the folder says what they are, as for a file whose name says
		// nothing (%APPDATA%\Microsoft\Credentials\*, where Windows'
		// Credential Manager keeps one blob per login under a GUID).
		return credPlace(dir+"/x", dir, "x", "x")
	}
	if len(words) == 0 || templateName(words) {
		return ""
	}
	if ext == ".exs" && credWordsIn(words, false) {
		// Elixir's configuration is code, .exs: config/prod.secret.exs
		// holds the secrets it says.
		return "cred.cloud-file"
	}
	if codeExts.has(ext) {
		return ""
	}
	if passwordExts.has(ext) {
		// A file whose extension says it holds a password (aspera.pass,
		// smb.password, pureftpd.passwd), as .token and .secret say it
		// by their words (credWords): what it holds is one, whatever
		// the rest of its name. "pass" alone says so only as the
		// extension (bypass.txt, pass1.log are not).
		return "cred.cloud-file"
	}
	if ext != ".yml" && ext != ".yaml" && contentExts.has(ext) && slices.Contains(words, "vault") && slices.Contains(words, "init") {
		// vault operator init's output kept (vault-init.json,
		// vault_init.txt): the unseal keys and the root token. A
		// playbook of that name (vault-init.yml) is code.
		return "cred.cloud-file"
	}
	// A password manager's folder or export (Bitwarden CLI/data.json,
	// bitwarden_export_2024.json), in the home directory or named an
	// export; and a file of content in a folder named for secrets
	// (secrets/prod.yaml, .credentials/github): what they hold is one.
	// The folders' words are read only when one of the two can be said.
	manager := inHome || slices.Contains(words, "export") || slices.Contains(words, "backup")
	content := contentExts.has(ext)
	if manager || content {
		for seg := range strings.SplitSeq(path.Dir(p), "/") {
			head := "" // the last word of the folder's name
			for w := range nameWordSeq(seg) {
				if manager && passwordManagers.has(w) {
					return "cred.cloud-file"
				}
				head = w
			}
			if content && head != "" && credWords.has(head) {
				return "cred.cloud-file"
			}
		}
	}
	if manager && slices.ContainsFunc(words, passwordManagers.has) {
		return "cred.cloud-file"
	}
	// A tool's own folder in the home directory (~/.foo/…, ~/.config/foo,
	// AppData\Roaming\Foo): what it keeps under a credential's name is
	// one; elsewhere the name must also say it is data, not code.
	if inHome && toolFolder(rel) && credWordsIn(words, true) {
		return "cred.cloud-file"
	}
	if inHome && ownNameFile(rel, lb) {
		return "cred.cloud-file"
	}
	if inHome && defaultProfile(rel, words) {
		return "cred.cloud-file"
	}
	if contentExts.has(ext) && strings.Contains(base, ".") && credWordsIn(words, false) {
		return "cred.cloud-file"
	}
	if kubeconfigName(rel, inHome, words, ext) {
		return "cred.cloud-file"
	}
	if inHome && toolFolder(rel) && len(words) == 2 && soleCredWords.has(words[0]) && soleCredExts.has(ext) {
		// A tool's file of its logins by host or its session, named
		// for nothing else (gh's and copilot's hosts.yml, hosts.json,
		// session.json, login.toml): the tokens it signs in with, in
		// the formats a program writes its state in. A person's
		// configuration under the same names is not (kitty's
		// session.conf, an Ansible inventory's hosts.ini).
		return "cred.cloud-file"
	}
	if inHome && toolFolder(rel) && words[0] == "key" && len(words) <= 2 && contentExts.has(ext) {
		// A tool's key in its own folder, named key (an age identity:
		// ~/.config/chezmoi/key.txt, ~/.config/sops/key.txt).
		return "cred.cloud-file"
	}
	if p == "auth.json" || p == "./auth.json" {
		// Composer's logins to private repositories, kept beside
		// composer.json in the project's root (auth.json in a folder of
		// its own is any program's: a locale's messages, a mock).
		return "cred.cloud-file"
	}
	if ext == ".properties" && slices.ContainsFunc(words, signingWords.has) {
		// A build's signing configuration, a Java properties file named
		// for the key it signs with (Android's key.properties,
		// keystore.properties, signing.properties): the keystore's
		// passwords (storePassword, keyPassword) are its lines.
		return "cred.cloud-file"
	}
	return ""
}

// kubeconfigName reports whether a file is a cluster's client
// configuration, which carries its certificate's key or token: a file of
// ~/.kube other than its caches (~/.kube/configs/prod,
// ~/.kube/kubeconfig-prod.yaml), or one named kubeconfig anywhere
// (./kubeconfig, prod.kubeconfig, kubeconfig-staging.yaml). A bare name
// of a verb that puts one in place and kubeconfig names the command that
// does (aws eks update-kubeconfig, eksctl utils write-kubeconfig: a
// CLI's subcommand, or a script of that name), not a file; a verb that
// may print it (get-kubeconfig, show-kubeconfig) is read at its worst.
func kubeconfigName(rel string, inHome bool, words []string, ext string) bool {
	if inHome && strings.HasPrefix(rel, ".kube/") && !strings.HasPrefix(rel, ".kube/cache") && !strings.HasPrefix(rel, ".kube/http-cache") && !strings.HasPrefix(rel, ".kube/kuberc") {
		return true
	}
	if ext == "" && len(words) == 2 && words[1] == "kubeconfig" && placeVerbs.has(words[0]) {
		return false
	}
	return slices.Contains(words, "kubeconfig")
}

// kubeconfigPlaced returns the files x, a cluster CLI's subcommand that
// puts a cluster's kubeconfig in place (gcloud container clusters
// get-credentials, az aks get-credentials, aws eks update-kubeconfig,
// eksctl utils write-kubeconfig, doctl … kubeconfig save, k3d kubeconfig
// write, kind export kubeconfig), writes it into: the file an option
// names (--kubeconfig, --file, -f, --local-path, --output), else each of
// KUBECONFIG's in assigns, the environment x runs with.
func kubeconfigPlaced(x *Command, assigns []string) []string {
	if !placesKubeconfig(x) {
		return nil
	}
	var out []string
	for i, a := range x.Args {
		name, v, inline := strings.Cut(a.Value, "=")
		switch name {
		case "--kubeconfig", "--file", "-f", "--local-path", "--output", "-o":
		default:
			continue
		}
		if !inline {
			if i+1 >= len(x.Args) {
				continue
			}
			v = x.Args[i+1].Value
		}
		if (name == "--output" || name == "-o") && !strings.ContainsAny(v, "./") {
			continue // aws … --output json: a format
		}
		if v != "" && v != "-" {
			out = append(out, v)
		}
	}
	if len(out) > 0 {
		return out
	}
	for _, a := range assigns {
		if v, ok := strings.CutPrefix(a, "KUBECONFIG="); ok {
			out = strings.Split(strings.Trim(v, `"'`), ":")
		}
	}
	return out
}

// placesKubeconfig reports whether x is a cluster CLI's verb that puts
// a kubeconfig in place (kubeconfigPlaced).
func placesKubeconfig(x *Command) bool {
	for i, a := range x.Args {
		v := a.Value
		if len(v) < len("kubeconfig") || !strings.Contains(v, "kubeconfig") && v != "get-credentials" && !strings.EqualFold(v, "kubeconfig") {
			continue // every word it looks for is ten letters or more
		}
		verb, isVerb := strings.CutSuffix(v, "-kubeconfig")
		if v == "get-credentials" || isVerb && placeVerbs.has(verb) ||
			strings.EqualFold(v, "kubeconfig") && i+1 < len(x.Args) && (placeVerbs.has(x.Args[i+1].Value) || x.Args[i+1].Value == "write") ||
			v == "kubeconfig" && i > 0 && x.Args[i-1].Value == "export" {
			return true
		}
	}
	return false
}

// kubeconfigMade reports whether p, a path c reads or sends, is a file
// an earlier command of the input put a cluster's kubeconfig into
// (kubeconfigPlaced): az aks get-credentials --file k.yaml && curl -T
// k.yaml sends the cluster's credentials, whatever the file is named.
func kubeconfigMade(ctx *Context, c *Command, p string) bool {
	if ctx == nil || ctx.Input == nil || ctx.Env == nil {
		return false
	}
	made := ctx.memo("input.kubeconfigs", func(whole *Context) any {
		var out []placedFile
		for _, x := range whole.Input.Commands {
			if !placesKubeconfig(x) {
				continue // most inputs: no assigns gathered
			}
			for _, f := range kubeconfigPlaced(x, append(slices.Clip(inputAssigns(whole)), x.Assigns...)) {
				if q, ok := fsPath(whole.Env, homeLiteral(f)); ok {
					out = append(out, placedFile{x, q})
				}
			}
		}
		return out
	}).([]placedFile)
	if len(made) == 0 {
		return false
	}
	target, ok := fsPath(ctx.Env, homeLiteral(p))
	if !ok {
		return false
	}
	for _, m := range made {
		if m.by == c {
			return false
		}
		if m.path == target && slices.Index(ctx.Input.Commands, m.by) < slices.Index(ctx.Input.Commands, c) {
			return true
		}
	}
	return false
}

// placedFile is a file a command of the input puts something in.
type placedFile struct {
	by   *Command
	path string
}

// homeLiteral is the word of a path as written: ~/x is expanded by
// fsPath (not literal), another is exact.
func homeLiteral(v string) Word {
	return Word{Value: v, Literal: !strings.HasPrefix(v, "~")}
}

// placeVerbs name what a CLI does to a credential it is given or
// fetches when it puts it in its place, printing none of it: the
// update-kubeconfig of aws eks, the kubeconfig save of doctl.
var placeVerbs = set{"install", "merge", "save", "update", "use", "write"}

// keyFolderDoc reports whether a file in a folder of keys (keyFolder)
// is none by its name: a public half or a certificate (deploy.pub,
// ca.crt), source code or a document (a package's keys/index.js, an
// editor's lua/keys/init.lua, README.md), a template or a readme
// (templateName); the rest of credPlace judges it by its name.
//
// A template's word counts only in a name with a settings' or a
// document's extension (bindings.conf, example.yaml) or in a readme's or
// change log's bare name: a key is named by its user or for its
// repository (borg's keys/mnt_external_borg, a keystore's
// deployer-sealed, a keyring's helper.info), whatever words it holds.
func keyFolderDoc(lb, ext string) bool {
	if codeExts.has(ext) {
		return true
	}
	if ext == "" {
		return lb == "readme" || lb == "changelog"
	}
	if !keyFolderDocExts.has(ext) {
		return false
	}
	var buf [8]string
	return templateName(slices.AppendSeq(buf[:0], nameWordSeq(lb)))
}

// keyFolderDocExts are the extensions of settings and documents, which
// a template or a key binding in a key folder has; a key's own (.info,
// .json, .key) are not among them.
var keyFolderDocExts = set{".cfg", ".conf", ".dist", ".example", ".ini", ".sample", ".tmpl", ".toml", ".tpl", ".txt", ".yaml", ".yml"}

// keyFolder reports whether rel, a path in a tool's folder, lies in a
// folder of keys (key, keys, private_keys, keystores, a keyring's
// keyring-file) or of wallets, which hold theirs
// (~/.electrum/wallets/default_wallet).
func keyFolder(rel string) bool {
	for seg := range strings.SplitSeq(path.Dir(rel), "/") {
		switch seg {
		case "key", "keys", "private_keys", "private-keys", "keystores", "keystore", "wallets":
			return true
		}
		if w, _, _ := strings.Cut(seg, "-"); w == "keyring" || w == "keyrings" || w == "keystore" {
			return true // keyring-file, keyring-test (a Cosmos chain's keys)
		}
	}
	return false
}

// signingWords name, in a properties file's name, the key a build signs
// with.
var signingWords = set{"key", "keys", "keystore", "signing"}

// homeRel returns the part of a lower-cased path after a home directory
// (~, $home, /root, /home/NAME, /users/NAME, c:/users/NAME,
// %userprofile%), or after %appdata% and its kind, as appdata/roaming/…
// and appdata/local/….
func homeRel(low string) (string, bool) {
	for _, pre := range []struct{ from, to string }{
		{"%appdata%/", "appdata/roaming/"}, {"$env:appdata/", "appdata/roaming/"},
		{"%localappdata%/", "appdata/local/"}, {"$env:localappdata/", "appdata/local/"},
		{"~/", ""}, {"$home/", ""}, {"${home}/", ""}, {"%userprofile%/", ""}, {"$env:userprofile/", ""}, {"/root/", ""},
	} {
		if rest, ok := strings.CutPrefix(low, pre.from); ok {
			return pre.to + rest, true
		}
	}
	for _, root := range []string{"/home/", "/users/", "c:/users/"} {
		if rest, ok := strings.CutPrefix(low, root); ok {
			if _, after, ok := strings.Cut(rest, "/"); ok {
				return after, true
			}
		}
	}
	return "", false
}

// credHoard reports whether p is a folder of the home directory holding
// many tools' credentials at once (~/.config, AppData\Roaming, a
// browser's profiles): sent or printed whole, every one of them goes.
func credHoard(p string) bool {
	rel, ok := homeRel(strings.ToLower(strings.ReplaceAll(p, `\`, "/")))
	return ok && credHomeDirs.has(strings.TrimSuffix(rel, "/"))
}

// credHomeDirs are the folders credHoard knows.
var credHomeDirs = set{
	".aws", ".azure", ".config", ".config/bravesoftware", ".config/chromium", ".config/gcloud",
	".config/gh", ".config/google-chrome", ".config/microsoft-edge", ".docker", ".gnupg", ".kube",
	".local/share", ".mozilla", ".mozilla/firefox", ".oci", ".password-store", "appdata",
	"appdata/local", "appdata/local/bravesoftware/brave-browser/user data",
	"appdata/local/google/chrome/user data", "appdata/local/microsoft/edge/user data", "appdata/roaming",
	"appdata/roaming/mozilla/firefox/profiles", "library/application support",
	"library/application support/firefox/profiles", "library/application support/google/chrome",
	"library/cookies", "library/keychains",
}

// toolFolder reports whether rel, a path under the home directory, lies
// in a tool's own folder: a dot directory, ~/.config, ~/.local/share,
// ~/Library or AppData.
func toolFolder(rel string) bool {
	return strings.HasPrefix(rel, ".") || strings.HasPrefix(rel, "library/") || strings.HasPrefix(rel, "appdata/")
}

// browserStores are the files of a browser profile that hold its saved
// passwords, cookies (logged-in sessions) and the key that decrypts them.
var browserStores = set{"cookies", "cookies.binarycookies", "cookies.sqlite", "key3.db", "key4.db", "local state", "login data", "login data for account", "logins-backup.json", "logins.json", "signons.sqlite", "web data"}

// browserDirs are words of the directories browsers keep profiles in
// (google-chrome, BraveSoftware/Brave-Browser, Microsoft/Edge).
var browserDirs = set{"arc", "brave", "bravesoftware", "chrome", "chromium", "edge", "firefox", "librewolf", "mozilla", "opera", "safari", "thunderbird", "vivaldi"}

// inBrowserDir reports whether a segment of low is a browser's folder.
func inBrowserDir(low string) bool {
	for seg := range strings.SplitSeq(path.Dir(low), "/") {
		for w := range strings.FieldsFuncSeq(seg, func(r rune) bool { return r == '-' || r == ' ' || r == '.' || r == '_' }) {
			if browserDirs.has(w) {
				return true
			}
		}
	}
	return false
}

// browserPlace reports whether low (its base name lb) is a browser's
// store of passwords or cookies, or a whole profile (Default, Profile 2,
// x.default-release) of one.
func browserPlace(low, lb string) bool {
	switch lb {
	case "cookies.binarycookies", "cookies.sqlite", "key4.db", "signons.sqlite":
		return true // no other program's
	}
	// The name first: the folders are split only for a store's or a
	// profile's.
	store := browserStores.has(lb)
	profile := lb == "default" || strings.HasPrefix(lb, "profile ") || strings.Contains(lb, ".default")
	if !store && !profile || !inBrowserDir(low) {
		return false
	}
	parent := path.Base(path.Dir(low))
	return store || (parent == "user data" || parent == "profiles" || parent == "firefox") && profile
}

// histories are the files shells, database clients and the REPLs of
// data work (IPython's history.sqlite, R's .Rhistory, Julia's
// repl_history.jl) keep the command lines typed in, passwords and
// tokens given on them included.
var histories = set{
	".bash_history", ".clickhouse-client-history", ".dbshell", ".duckdb_history", ".irb_history",
	".ksh_history", ".mongosh_repl_history", ".mysql_history", ".node_repl_history", ".pry_history",
	".psql_history", ".python_history", ".rediscli_history", ".rhistory", ".sh_history",
	".sqlite_history", ".zhistory", ".zsh_history", "consolehost_history.txt", "cqlsh_history",
	"fish_history", "history.sqlite", "repl_history.jl",
}

// encryptedExts are the extensions of encrypted files.
var encryptedExts = set{".age", ".asc", ".enc", ".gpg", ".pgp", ".sops"}

// cipherExts are the encrypted extensions that say a file is ciphertext
// and nothing else: not .asc, ASCII armour, which carries keys in the
// clear as well (gpg --export-secret-keys --armor > key.asc).
var cipherExts = set{".age", ".enc", ".gpg", ".pgp", ".sops"}

// ciphertext reports whether the file at p (relative to wd), by its name or its format,
// holds only ciphertext, which prints nothing secret without its key:
// an encrypted copy (prod.env.age, backup.tar.gpg), sops's and Rails's
// encrypted files (secrets.enc.yaml, app.sops.json, credentials.yml.enc),
// and a file that is, byte for byte, an ansible-vault or an armoured PGP
// message (ciphertextFormat). Not a keyring or a store whose files an
// agent decrypts unasked (~/.gnupg, pass's ~/.password-store): those
// stay credentials.
func ciphertext(p, wd string) bool {
	low := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	if strings.Contains(low, ".gnupg") || strings.Contains(low, ".password-store") || strings.Contains(low, "keyring") {
		return false
	}
	base := path.Base(low)
	for rest := base; ; {
		ext := path.Ext(rest)
		if ext == "" || ext == rest {
			break
		}
		if cipherExts.has(ext) {
			return true // credentials.yml.enc, secrets.enc.yaml
		}
		rest = strings.TrimSuffix(rest, ext)
	}
	if !path.IsAbs(p) && path.IsAbs(wd) && !strings.HasPrefix(p, "~") && !strings.HasPrefix(p, "$") {
		p = path.Join(wd, p)
	}
	return ciphertextFormat(p)
}

// ciphertextFormat reports whether p is a file on disk whose whole
// content is an ansible-vault (a $ANSIBLE_VAULT;1.x;AES256 header, then
// lines of hex digits only) or one armoured PGP message (BEGIN PGP
// MESSAGE, base64, END PGP MESSAGE): formats that hold ciphertext and
// nothing else, read to the end so that a header put before plain text
// proves nothing.
func ciphertextFormat(p string) bool {
	if !path.IsAbs(p) {
		return false
	}
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close() // read only
	b, err := io.ReadAll(io.LimitReader(f, 1<<20+1))
	if err != nil || len(b) > 1<<20 {
		return false
	}
	lines := strings.Split(strings.TrimRight(string(b), "\r\n"), "\n")
	if len(lines) < 2 {
		return false
	}
	body, ok := lines[1:], false
	switch head := strings.TrimRight(lines[0], "\r"); {
	case strings.HasPrefix(head, "$ANSIBLE_VAULT;1.") && strings.Contains(head, ";AES256"):
		ok = true
		for _, l := range body {
			if strings.Trim(strings.TrimRight(l, "\r"), "0123456789abcdef") != "" {
				return false
			}
		}
	case head == "-----BEGIN PGP MESSAGE-----":
		last := strings.TrimRight(body[len(body)-1], "\r")
		ok = last == "-----END PGP MESSAGE-----"
		for _, l := range body[:len(body)-1] {
			l = strings.TrimRight(l, "\r")
			if k, _, hdr := strings.Cut(l, ": "); hdr && (k == "Version" || k == "Hash" || k == "Charset") {
				continue // an armour header that carries no free text (not Comment:)
			}
			if strings.Trim(l, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") != "" {
				return false
			}
		}
	}
	return ok
}

// vaultExts are the extensions of password managers' databases and
// exports and of keychains.
var vaultExts = set{".1pif", ".1pux", ".agilekeychain", ".htpasswd", ".kdb", ".kdbx", ".keychain", ".keychain-db", ".opvault", ".psafe3"}

// secretFiles are the files credentials are kept in whose names may say
// nothing of it, matched as path suffixes in lower case (Windows' paths
// and macOS's are case-insensitive, and the worst reading of any other
// path is that one): the well-known tools' logins (.aws/credentials,
// .kube/config, .npmrc, Perforce's tickets, Steam's cached login
// tokens in config/config.vdf), hosted services' CLIs keeping theirs in config
// files (.netlify/config.json, .snowflake/connections.toml) and where
// the same tools keep them on Windows (%APPDATA%); package managers'
// and artifact clients' logins to private registries (pip.conf's
// index-url, Bundler's, Helm's repositories and registries, JFrog's,
// MinIO's aliases, Poetry's auth.toml, bunfig's, CPAN's .pause), the
// clouds' (OpenStack's clouds.yaml, Cloud Foundry's, Alibaba's) and
// the environment files of languages (R's .Renviron); the
// configuration files of web
// applications that hold their database's password and their salts
// (WordPress's wp-config.php, Magento's app/etc/env.php, Drupal's
// settings.php, Nextcloud's config.php, Gitea's and Grafana's
// app.ini/grafana.ini); applications' own
// secrets (Rails' plain-text secrets, Streamlit's); the system's
// password hashes (/etc/shadow, Windows' hives and Active Directory's
// database); and where the system's services keep secrets: network and
// VPN logins (Wi-Fi pre-shared keys, PPP and IPsec secrets), clusters'
// admin kubeconfigs and join tokens, database maintenance logins,
// Samba's password databases, and Windows' unattended setup answers
// (the administrator's password); and the system services' files of
// logins and keys: the backups of the password hashes (/etc/shadow-),
// mail relays' logins (Postfix's sasl_passwd, Exim's passwd.client),
// connection poolers' and brokers' users (PgBouncer's userlist.txt,
// Pgpool's pool_passwd, Mosquitto's passwd, NUT's upsd.users,
// Tomcat's tomcat-users.xml), Erlang's cluster cookie (RabbitMQ's
// .erlang.cookie), GitLab's first root password, and the keys of
// Corosync, chrony and ntpd; databases' client stores of logins
// (Oracle's auto-login wallet cwallet.sso, go-sqlcmd's sqlconfig), a
// chain CLI's profile with its private key (Aptos's config.yaml); the
// device CLIs' tokens (Particle's and PlatformIO's logins), RANCID's device passwords
// (.cloginrc), remote-access clients' saved sessions with their
// passwords (mRemoteNG's confCons.xml, decrypted with the key it
// ships with), the Azure CLI's service principals' secrets,
// strongSwan's secrets, FreeRADIUS's users file (its cleartext
// passwords), ActiveMQ's console users (jetty-realm.properties); the
// code hosts' CLIs that keep their tokens in plain configuration
// (sourcehut's hut, Gitea's tea, lab, forgejo-cli), the clouds' and
// services' small CLIs (Vultr's, Exoscale's, Civo's, WakaTime's,
// Exercism's, Todoist's, spotify-tui's client secret), age's
// identities (age/keys.txt, sops's too); mail and chat clients'
// accounts (mbsync's, OfflineIMAP's and himalaya's passwords,
// WeeChat's secured data, ZNC's users) and Remmina's key to its saved
// passwords; the
// research data portals' logins (iRODS's scrambled password .irodsA,
// the Copernicus CDS API's key in .cdsapirc, ESGF's and Earthdata's
// cookies and credentials; Globus's tokens in globus-cli's and Globus
// Compute's storage.db, funcX's before it, and the old CLI's
// .globus.cfg; Apptainer's and Singularity's library and registry
// logins, remote.yaml and docker-config.json); monitoring's and home automation's stores of
// tokens (the influx CLI's configs, its image's /etc/influxdb2/influx-configs,
// InfluxDB 2's influxd.bolt, Grafana's
// and Chronograf's databases with their data sources' keys, Home
// Assistant's .storage/auth); game engines' keys (Unreal's
// Config/DefaultCrypto.ini: the key its .pak files are encrypted with
// and the key they are signed with; Godot's
// .godot/export_credentials.cfg: the keystores' passwords and the
// key exported scripts are encrypted with). The
// one table of such files (services' configurations that hold a secret
// among other settings are serviceConfigs):
// credPathRule asks it of a path, globHas of a pattern.
var secretFiles = pathSet{
	"etc/shadow-", "etc/gshadow-", ".jfrog/jfrog-cli.conf.v5", ".jfrog/jfrog-cli.conf.v6",
	".irods/.irodsa", "library/keychains/login.keychain-db", "chronograf-v1.db", "grafana/grafana.db",
	".funcx/storage.db", ".globus/cli/storage.db", ".globus_compute/storage.db",
	".config/gcloud/credentials.db", "gcloud/credentials.db", ".config/gcloud/access_tokens.db",
	"gcloud/access_tokens.db", "samba/private/passdb.tdb", "samba/private/secrets.tdb", ".config/hub",
	"terraform.rc", "isync/mbsyncrc", ".mbsyncrc", ".edgerc", ".cassandra/cqlshrc", ".sentryclirc",
	".adsapirc", ".cdsapirc", ".pypirc", ".fetchmailrc", "etc/npmrc", ".npmrc", ".terraformrc",
	".cloginrc", ".offlineimaprc", ".msmtprc", ".netrc", "_netrc", "gitlab/initial_root_password",
	"mosquitto/passwd", "pgpool-ii/pool_passwd", "pgpool2/pool_passwd", "etc/postfix/sasl_passwd",
	"etc/samba/smbpasswd", "etc/security/opasswd", ".htpasswd", ".erlang.cookie", ".pause",
	"mods-config/files/authorize", "steam/config/config.vdf", "remmina/remmina.pref",
	"etc/mysql/debian.cnf", ".mylogin.cnf", ".my.cnf", ".weechat/sec.conf", "weechat/sec.conf",
	"znc/configs/znc.conf", ".config/rclone/rclone.conf", "rclone/rclone.conf", "ovh.conf", ".ovh.conf",
	".jfrog/jfrog-cli.conf", "etc/kubernetes/admin.conf", "etc/kubernetes/super-admin.conf", "pip.conf",
	"etc/kubernetes/kubelet.conf", "etc/wpa_supplicant/wpa_supplicant.conf", "wpa_supplicant.conf",
	".acme.sh/account.conf", ".wakatime.cfg", ".godot/export_credentials.cfg", ".globus.cfg", ".s3cfg",
	".databrickscfg", ".bundle/config", ".config/hut/config", ".config/op/config", ".kube/config",
	".oci/config", ".snowsql/config", ".talos/config", "offlineimap/config", ".nuget/nuget/nuget.config",
	"nuget/nuget.config", ".sqlcmd/sqlconfig", "talosconfig", ".local/share/keyrings/login.keyring",
	".authinfo.gpg", ".storage/auth", ".config/linode-cli", ".linode-cli", "grafana/grafana.ini",
	"config/defaultcrypto.ini", "winscp.ini", "pip.ini", "custom/conf/app.ini", "gitea/app.ini",
	"etc/rancher/rke2/rke2.yaml", ".upcloud.yaml", "openstack/secure.yaml", ".apptainer/remote.yaml",
	".singularity/remote.yaml", ".aptos/config.yaml", ".config/doctl/config.yaml",
	".config/scw/config.yaml", ".scw/config.yaml", ".render/cli.yaml", ".config/vultr-cli.yaml",
	".vultr-cli.yaml", ".config/upctl.yaml", "etc/rancher/k3s/k3s.yaml", "clouds.yaml",
	"helm/repositories.yaml", "config/secrets.yaml", ".config/lab/lab.toml",
	".config/exoscale/exoscale.toml", ".config/stripe/config.toml", ".snowflake/config.toml",
	"himalaya/config.toml", ".bunfig.toml", "pypoetry/auth.toml", ".config/hcloud/cli.toml",
	".cargo/credentials.toml", ".snowflake/connections.toml", "snowflake/connections.toml",
	".streamlit/secrets.toml", ".wrangler/config/default.toml", "windows/panther/unattend.xml",
	"windows/panther/unattend/unattend.xml", "windows/system32/sysprep/unattend.xml",
	"windows/system32/sysprep/sysprep.xml", "filezilla/sitemanager.xml", ".m2/settings.xml",
	"mremoteng/confcons.xml", "tomcat-users.xml", "filezilla/recentservers.xml", ".purple/accounts.xml",
	".m2/settings-security.xml", ".yarnrc.yml", ".config/fly/config.yml", ".config/glab-cli/config.yml",
	".config/tea/config.yml", ".fly/config.yml", ".travis/config.yml", "glab-cli/config.yml",
	"tea/config.yml", ".circleci/cli.yml", ".config/ngrok/ngrok.yml", ".ngrok2/ngrok.yml",
	"ngrok/ngrok.yml", ".dbt/profiles.yml", "config/secrets.yml", ".config/gh/hosts.yml",
	"github cli/hosts.yml", "spotify-tui/client.yml", "windows/system32/config/sam",
	".esg/credentials.pem", ".esgf/credentials.pem", ".cloudflared/cert.pem", ".cache/huggingface/token",
	".huggingface/token", "k3s/server/token", "rke2/server/token", "k3s/server/node-token",
	"rke2/server/node-token", ".supabase/access-token", ".vault-token", "k3s/server/agent-token",
	"library/keychains/login.keychain", ".renviron", ".terraform.d/credentials.tfrc.json",
	".config/solana/id.json", ".solana/id.json", ".azure/msal_token_cache.json", ".expo/state.json",
	".platformio/appstate.json", ".aliyun/config.json", ".bluemix/config.json", ".cf/config.json",
	".codeium/config.json", ".config/heroku/config.json", ".config/netlify/config.json",
	".docker/config.json", ".mc/config.json", ".netlify/config.json", ".railway/config.json",
	".twilio-cli/config.json", "helm/registry/config.json", "netlify/config.json", "todoist/config.json",
	"twilio-cli/config.json", ".apptainer/docker-config.json", ".singularity/docker-config.json",
	".particle/particle.config.json", ".codex/auth.json", ".composer/auth.json",
	".config/composer/auth.json", ".config/containers/auth.json", "com.vercel.cli/auth.json",
	"containers/auth.json", ".civo.json", ".cursor/mcp.json", ".config/exercism/user.json",
	".azure/service_principal_entries.json", ".claude/.credentials.json",
	".config/configstore/firebase-tools.json", ".azure/accesstokens.json", "github-copilot/apps.json",
	"github-copilot/hosts.json", "forgejo-cli/keys.json", ".authinfo", "cwallet.sso", ".boto",
	"nextcloud/config/config.php", "wp-config.php", "settings.local.php", "default/settings.php",
	"app/etc/env.php", ".urs_cookies", ".gitcookies", ".gradle/gradle.properties",
	"jetty-realm.properties", ".influxdbv2/configs", "influxdb2/influx-configs", ".aws/credentials",
	".cargo/credentials", ".config/git/credentials", ".gem/credentials",
	"etc/openvpn/client/credentials", "etc/openvpn/credentials", ".git-credentials", ".dev.vars",
	"freeradius/3.0/users", "freeradius/users", "raddb/users", "nut/upsd.users", ".pgpass", ".p4tickets",
	"etc/davfs2/secrets", "etc/ppp/chap-secrets", "etc/ppp/pap-secrets", "etc/ipsec.secrets",
	"strongswan/ipsec.secrets", "etc/rsyncd.secrets", "microsoft/usersecrets", "etc/ntp.keys",
	"etc/chrony.keys", "ntds.dit", "windows/ntds/ntds.dit", "influxd.bolt", "exim4/passwd.client",
	"etc/openvpn/auth.txt", "etc/openvpn/client/auth.txt", "p4tickets.txt", "age/keys.txt",
	"pgbouncer/userlist.txt", "etc/shadow", "etc/gshadow", "etc/corosync/authkey",
	"windows/system32/config/security",
}

// systemSecretDirs are folders every file of which is a secret: network
// connections' stored logins (NetworkManager's, iwd's, WireGuard's
// configurations with their private keys, Windows' Wi-Fi profiles) and
// the system's private keys; Subversion's cached logins (svn.simple
// keeps passwords in plain text); Tailscale's node key (its state);
// SAP's secure storage in the file system (rsecssfs, the HANA
// instance's ssfs), the system's database logins; Jenkins' secrets
// (master.key, hudson.util.Secret, which decrypt credentials.xml);
// kubelogin's cached OIDC tokens.
var systemSecretDirs = []string{
	"etc/networkmanager/system-connections", "var/lib/iwd", "etc/wireguard", "etc/ssl/private",
	"etc/pki/tls/private", "etc/ipsec.d/private", "etc/letsencrypt/keys", "etc/letsencrypt/archive",
	"microsoft/wlansvc/profiles", "etc/cloudflared", ".subversion/auth/svn.simple", "subversion/auth/svn.simple",
	"var/lib/tailscale", "global/security/rsecssfs", "global/hdb/security/ssfs", "jenkins/secrets",
	"jenkins_home/secrets", ".jenkins/secrets", ".kube/cache/oidc-login",
}

// systemSecret reports whether low, a lower-case path whose extension
// is ext, is a secret of the system's services secretFiles does not name
// (credPathRule asked secretFiles first): a Kerberos keytab, ticket cache
// (krb5Cache) or Ceph keyring, or what is under
// a folder of systemSecretDirs, the folder itself included (grep -r
// psk= /etc/NetworkManager/system-connections); documents there aside.
func systemSecret(low, ext string) bool {
	if ext == ".keytab" || krb5Cache(low, ext) || ext == ".keyring" && strings.Contains(low, "ceph") {
		return true
	}
	if ext == ".md" || ext == ".example" || ext == ".sample" {
		return false
	}
	for _, d := range systemSecretDirs {
		if i := strings.Index(low, d); i >= 0 && (i == 0 || low[i-1] == '/') {
			if rest := low[i+len(d):]; rest == "" || rest[0] == '/' {
				return true
			}
		}
	}
	return false
}

// krb5Cache reports whether low, a lower-case path whose extension is
// ext, is a Kerberos credential cache: the tickets a login got, with
// which whoever holds the file is that user to every service of the
// realm until they expire. MIT's and Heimdal's FILE: caches
// (/tmp/krb5cc_UID, krb5cc_UID_RANDOM as pam_krb5 and sssd name them, a
// pattern of them: /tmp/krb5cc_*), a DIR: collection and its tickets
// (/run/user/UID/krb5cc/tkt…), sssd's caches
// (/var/lib/sss/db/ccache_REALM) and a cache saved under a name of its
// own (admin.ccache).
func krb5Cache(low, ext string) bool {
	base := path.Base(low)
	if ext == ".ccache" || strings.HasPrefix(base, "krb5cc") || path.Base(path.Dir(low)) == "krb5cc" {
		return true
	}
	return strings.HasPrefix(base, "ccache_") && strings.Contains(low, "sss/db/")
}

// passwordManagers are the words of password managers' names.
var passwordManagers = set{"1password", "bitwarden", "dashlane", "enpass", "keepass", "keepassxc", "keeper", "lastpass", "nordpass", "pass-store", "passbolt", "roboform"}

// nameWords splits a name into its lower-case words: at anything but an
// ASCII letter or digit, and where a lower-case letter is followed by a
// capital. A file's base name (accessKeys.csv), an option
// (--dangerously-skip-permissions, -ApprovalMode, /SkipPermissions).
func nameWords(base string) []string { return slices.Collect(nameWordSeq(base)) }

// nameWordSeq yields the words of nameWords one by one, building no
// slice: the rules that look at every word of every command (an option's,
// a path's) range over it.
func nameWordSeq(base string) iter.Seq[string] {
	return func(yield func(string) bool) {
		// The words are ASCII letters and digits: each is its place in
		// base with the ASCII capitals lowered, made once for all of
		// them, and only for a name that has capitals.
		low := base
		start := 0
		for i := 0; i <= len(base); i++ {
			var ch byte
			if i < len(base) {
				ch = base[i]
			}
			alnum := 'a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z' || '0' <= ch && ch <= '9'
			camel := alnum && i > start && 'A' <= ch && ch <= 'Z' && 'a' <= base[i-1] && base[i-1] <= 'z'
			if 'A' <= ch && ch <= 'Z' && i < len(base) && low == base {
				low = asciiLower(base)
			}
			if (!alnum || camel) && i > start && !yield(low[start:i]) {
				return
			}
			if !alnum {
				start = i + 1
			} else if camel {
				start = i
			}
		}
	}
}

// credWords are the words that name a credential by themselves (a JAAS
// file is a Java service's logins, kafka_client_jaas.conf; unseal keys
// open a Vault);
// credPairs the pairs of adjacent words that do (api key, access
// keys, client secret); homeCredWords those that do in a tool's own
// folder (auth.json, tokens.db, hosts.yml holds gh's token; an
// account's file, B2's ~/.config/b2/account_info, its key).
var (
	credWords = set{"accesskey", "accesskeys", "accesstoken", "adminsdk", "apikey", "apikeys", "authtoken", "clientsecret", "cred", "credential", "credentials", "creds", "htpasswd", "jaas", "keychain", "keypair", "keypairs", "keyring", "keystore", "mnemonic", "mnemonics", "password", "passwords", "pgpass", "privatekey", "secret", "secrets", "token", "unseal"}
	// soleCredWords name a credential as a tool's file's whole name in
	// its own folder (hosts.yml, session.json), not inside another name
	// (.ssh/known_hosts, sessions-layout.json).
	soleCredWords = set{"hosts", "login", "session"}
	soleCredExts  = set{".json", ".toml", ".yaml", ".yml"}
	homeCredWords = set{"account", "accounts", "auth", "authinfo", "cookie", "cookies", "oauth", "pass", "tokens"}
	credPairs     = [][2]string{{"api", "key"}, {"api", "keys"}, {"access", "key"}, {"access", "keys"}, {"private", "key"}, {"client", "secret"}, {"auth", "tokens"}, {"access", "tokens"}, {"vault", "pass"}, {"master", "key"}, {"service", "account"}, {"signing", "key"}, {"deploy", "key"}, {"recovery", "keys"}, {"init", "keys"}, {"cluster", "keys"}}
	// notCredWords make a name about credentials rather than one: a
	// template, a policy, a tool, a public dictionary (BIP-39's
	// mnemonic wordlist).
	notCredWords = set{"bindings", "changelog", "dictionary", "dist", "dummy", "example", "examples", "external", "fake", "generator", "helper", "helpers", "manager", "md", "mock", "placeholder", "policies", "policy", "readme", "redacted", "reset", "rotation", "sample", "samples", "scan", "scanner", "schema", "sealed", "spec", "template", "templates", "tmpl", "tokenizer", "tpl", "util", "utils", "vector", "vectors", "wordlist", "wordlists"}
)

// credWordsIn reports whether a name's words name a credential; home
// adds the words that do in a tool's own folder.
func credWordsIn(words []string, home bool) bool {
	for i, w := range words {
		if credWords.has(w) || home && homeCredWords.has(w) {
			return true
		}
		if i+1 < len(words) {
			for _, pr := range credPairs {
				if w == pr[0] && words[i+1] == pr[1] {
					return true
				}
			}
		}
	}
	return false
}

// templateName reports whether a name's words say it is a template or
// about credentials rather than one.
func templateName(words []string) bool {
	for _, w := range words {
		if notCredWords.has(w) {
			return true
		}
	}
	return false
}

// contentExts are the extensions of files that hold data, not code: where a
// credential's name means the file holds one. codeExts are source code
// and documents, whose names (auth/token.ts, docs/secrets.md) say what
// they are about.
var (
	contentExts = set{"", ".age", ".asc", ".b64", ".bak", ".bin", ".cfg", ".conf", ".config", ".cred", ".creds", ".csv", ".dat", ".db", ".enc", ".env", ".gpg", ".ini", ".json", ".jsonl", ".kdbx", ".old", ".orig", ".out", ".pass", ".plist", ".properties", ".secret", ".sqlite", ".sqlite3", ".tfvars", ".token", ".toml", ".tsv", ".txt", ".vault", ".xlsx", ".xml", ".yaml", ".yml"}
	// passwordExts are the extensions that name a password.
	passwordExts = set{".pass", ".passwd", ".password"}
	codeExts     = set{".adoc", ".bash", ".c", ".cc", ".cer", ".cjs", ".cpp", ".crt", ".cs", ".css", ".dart", ".erb", ".ex", ".exs", ".go", ".graphql", ".h", ".hpp", ".html", ".j2", ".java", ".js", ".jsx", ".kt", ".lock", ".log", ".lua", ".md", ".mjs", ".mod", ".php", ".pl", ".proto", ".ps1", ".psm1", ".pub", ".py", ".rb", ".rs", ".rst", ".scala", ".scss", ".sh", ".snap", ".sql", ".sum", ".svelte", ".swift", ".tf", ".ts", ".tsx", ".vue"}
)

// psPathProperties are the properties of a cmdlet's output that name a
// file of the profile whatever the machine: (Get-PSReadLineOption)
// .HistorySavePath is PowerShell's history, every command line typed.
// A table, read by psPathProperty for arguments and assignments alike,
// so that another cmdlet's path property is one entry; the value keeps
// $env:APPDATA unexpanded, as the file is judged by its name wherever
// the profile is.
var psPathProperties = table[string]{
	{"get-psreadlineoption.historysavepath", `$env:APPDATA\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt`},
}

// psPathProperty returns the file a group word raw, (c).Property, names
// when the property of the output of one of cmds, the commands the word
// runs, is one of psPathProperties.
func psPathProperty(cmds []*Command, raw string) (Word, bool) {
	raw = strings.ToLower(strings.TrimSpace(raw))
	for strings.HasPrefix(raw, "((") && strings.HasSuffix(raw, ")") {
		raw = raw[1 : len(raw)-1] // ((c).Property): the same value
	}
	_, prop, ok := strings.Cut(raw, ").")
	if !ok {
		return Word{}, false
	}
	for _, c := range cmds {
		if p, ok := psPathProperties.get(c.Name + "." + prop); ok && !c.Dynamic {
			return Word{Value: p, Literal: true}, true
		}
	}
	return Word{}, false
}

// certDir reports whether dir is a folder of certificates by its words
// (/etc/ssl/certs, ca-certificates, trust/anchors, certs/chain): its
// .pem files are public.
func certDir(dir string) bool {
	for _, w := range nameWords(dir) {
		if certDirWords.has(w) {
			return true
		}
	}
	return false
}

// certDirWords name a folder of certificates.
var certDirWords = set{"anchors", "ca", "cacerts", "cert", "certificates", "certs", "chain", "trust", "truststore"}

// ownNameFile reports whether rel, a path under the home directory, is
// the settings file a tool names after itself in its own dot folder
// (~/.kaggle/kaggle.json, ~/.ngrok2/ngrok.yml): the account it logs in
// with. A configuration's usual names (config.toml, settings.json) and
// the other files there are not.
func ownNameFile(rel, lb string) bool {
	dir, _, ok := strings.Cut(rel, "/")
	if !ok || strings.Count(rel, "/") != 1 || !strings.HasPrefix(dir, ".") {
		return false
	}
	ext := path.Ext(lb)
	switch ext {
	case ".json", ".yml", ".yaml", ".toml", ".cfg", ".ini":
	default:
		return false
	}
	tool := strings.TrimRight(strings.TrimPrefix(dir, "."), "0123456789")
	return len(tool) > 1 && strings.TrimSuffix(lb, ext) == tool
}

// defaultProfile reports whether rel, a path under the home directory
// whose base name's words are words, is the settings file a service's
// CLI keeps its default profile's login in, named for the profile
// (BaseSpace's ~/.basespace/default.cfg, ~/.config/TOOL/default.json):
// a file named default with a settings' extension (ownNameExts, .conf)
// directly in a tool's own folder (a dot folder, or a folder of
// ~/.config, AppData or Application Support). A folder's defaults deeper
// down (a theme's, a profile of a browser: browserPlace) are not.
func defaultProfile(rel string, words []string) bool {
	if len(words) != 2 || words[0] != "default" || !ownNameExts.has("."+words[1]) && words[1] != "conf" {
		return false
	}
	for _, pre := range [...]string{".config/", "appdata/roaming/", "appdata/local/", "library/application support/"} {
		if rest, ok := strings.CutPrefix(rel, pre); ok {
			return strings.Count(rest, "/") == 1
		}
	}
	return strings.HasPrefix(rel, ".") && strings.Count(rel, "/") == 1
}

// servicePem reports whether lb, a .pem file in dir, is a system
// service's own identity: in the system's folders (/etc, /var/lib, /opt,
// /srv), not in a store of trusted certificates (trustStore), and not
// named as a certificate (certNameWords). What a service serves or logs
// in with is a key and its certificate, often in one PEM (HAProxy's crt
// files under /etc/haproxy/certs, a device agent's identity:
// /var/lib/mender/mender-agent.pem): a name that does not say which
// half it holds is read at its worst, the key. A certificate shows
// without its key through `openssl x509 -in FILE -noout -text`.
func servicePem(dir, lb string) bool {
	low := strings.ToLower(dir) + "/"
	if !slices.ContainsFunc(serviceRoots, func(r string) bool { return strings.HasPrefix(low, r) }) || trustStore(low) {
		return false
	}
	for w := range nameWordSeq(strings.TrimSuffix(lb, ".pem")) {
		if certNameWords.has(w) {
			return false
		}
	}
	return true
}

// serviceRoots are the folders system services keep their own files in.
var serviceRoots = []string{"/etc/", "/opt/", "/srv/", "/usr/local/etc/", "/var/lib/"}

// trustStore reports whether low, a folder in lower case ending in a
// slash, holds trusted certificates, public by their use: the system's
// trust stores (/etc/ssl/certs, /etc/pki/ca-trust, ca-certificates) and
// folders named for trust anchors.
func trustStore(low string) bool {
	for _, d := range []string{"/etc/ssl/certs/", "/etc/pki/tls/certs/", "/ca-trust/", "ca-certificates/", "/certs.d/"} {
		if strings.Contains(low, d) {
			return true
		}
	}
	for w := range nameWordSeq(low) {
		if w == "anchors" || w == "cacerts" || w == "truststore" || w == "trust" {
			return true
		}
	}
	return false
}

// certNameWords name, in a .pem file's name, a certificate or a chain
// of them, the public half.
var certNameWords = set{"bundle", "ca", "cacert", "cert", "certificate", "chain", "crt", "csr", "fullchain", "intermediate", "pub", "public", "req", "root", "x509"}

// copyExts are the suffixes of copies of a file that keep its content as
// it is, or only encoded: backups and editors' copies (.bak, .orig,
// .swp), a text or base64 dump of it (.txt, .b64).
var copyExts = set{".b64", ".backup", ".bak", ".base64", ".bk", ".bkp", ".copy", ".old", ".orig", ".prev", ".sav", ".save", ".swp", ".tmp", ".txt"}

// copyOf returns the path of the original that p, by its suffix, is a
// copy of (copyExts, or an editor's trailing ~): id_rsa.bak is id_rsa.
func copyOf(p string) (string, bool) {
	if strings.HasSuffix(p, "~") && len(p) > 1 && p[len(p)-2] != '/' {
		return p[:len(p)-1], true
	}
	ext := path.Ext(p)
	if ext == "" || !copyExts.has(strings.ToLower(ext)) || strings.HasSuffix(p, "/"+ext) {
		return "", false
	}
	if strings.HasPrefix(ext, ".swp") {
		// vim's swap file of F is .F.swp, beside it.
		dir, base := path.Split(strings.TrimSuffix(p, ext))
		return dir + strings.TrimPrefix(base, "."), true
	}
	return strings.TrimSuffix(p, ext), true
}
