package policy

import (
	"path"
	"slices"
	"strings"
)

// Whose data an upload sends. Sent anywhere (scp, rsync, rclone copy,
// ncftpput, an archive streamed through ssh, and transfer clients' put
// and mirror -R, which transfer.go carries as scp), the user's own data
// outside the project — the home directory, a folder of it such as
// ~/Documents, or a folder holding the project and more, such as
// ~/projects — leaves with it.

// userData describes p when it is the user's own data outside the
// project: the home directory (of this user or another, /home/NAME), a
// folder of it (~/Documents) or a file in one of its personal folders
// (~/Documents/tax.pdf), or a folder of home holding the project and
// more (~/projects); "" otherwise. Tools' dot folders are the cred
// rules'.
func userData(env *Env, p string) string {
	abs := homeWord(p, env)
	if !path.IsAbs(abs) && env.Cwd != "" {
		abs = path.Join(env.Cwd, abs)
	}
	abs = path.Clean(strings.TrimSuffix(abs, "*"))
	if env.Project != "" && env.Project != "/" && fsUnder(abs, env.Project) {
		return "" // the project's own
	}
	home := ""
	if env.Home != "" && env.Home != "/" && fsUnder(abs, env.Home) {
		home = strings.TrimPrefix(strings.TrimPrefix(abs, env.Home), "/")
	} else if rel, ok := homeRel(strings.ToLower(abs) + "/"); ok {
		home = strings.TrimSuffix(rel, "/")
	} else {
		return ""
	}
	switch {
	case home == "":
		return p + ", the home directory,"
	case env.Project != "" && fsUnder(env.Project, abs):
		return p + ", a folder holding the project and more of the user's data,"
	case strings.Contains(home, "/") && (homePersonalFile(home) || personalFile(home)):
		// ~/Documents/tax.pdf, ~/Pictures/2023/passport.jpg: one of the
		// user's own files, as private as the folder.
		return p + ", a file of the user's own folders,"
	case strings.Contains(home, "/") || !fsUserFolder(home) || path.Ext(home) != "":
		return ""
	case personalFolders.hasLower(home):
		return p + ", a folder of the user's own data,"
	case env.Project != "" && path.Dir(env.Project) == path.Dir(abs):
		return "" // a neighbour of the project: another checkout, deployed as often
	}
	return p + ", a folder of the user's own data,"
}

// personalFile reports whether rel, a path relative to home, is a file
// in one of personalFolders (Downloads too: statements, contracts and
// scans land there), below no hidden or generated folder.
func personalFile(rel string) bool {
	parts := strings.Split(rel, "/")
	if len(parts) < 2 || !personalFolders.hasLower(parts[0]) || strings.ContainsAny(rel, "*?[") {
		return false
	}
	for _, part := range parts[1:] {
		if strings.HasPrefix(part, ".") || fsGenerated.hasLower(part) {
			return false
		}
	}
	return true
}

// personalFolders are the folders of a home directory that hold the
// user's own files on every desktop system.
var personalFolders = set{"desktop", "documents", "downloads", "dropbox", "icloud drive", "movies", "music", "onedrive", "pictures", "videos"}

// serveWords are the words of a program's name or subcommands that say
// it serves files to whoever connects: static servers (http-server,
// serve, miniserve, caddy file-server, python -m http.server, ruby -run
// -e httpd), twistd (its web plugin's --path), file sharing (rclone serve webdav, zrok share, tailscale
// funnel) and their kin.
var serveWords = set{"dav", "file-server", "fileserver", "ftpd", "funnel", "http-server", "http.server", "httpd", "miniserve", "serve", "server", "share", "simplehttpserver", "static", "twistd", "updog", "webdav"}

// tunnelFronts are a tunnel's subcommands that put a local address on
// the internet.
var tunnelFronts = set{"http", "https", "tls", "tunnel"}

// servedData returns the description of what c serves to the network
// when it is the user's data or the system's: a program whose words say
// it serves files, given the home directory, the file system's root, a
// personal folder or a credential folder (as a word, an option's value
// or a file:// URL); "" otherwise. A server bound to this machine only
// (127.0.0.1, localhost) serves nobody else.
func servedData(ctx *Context, c *Command) string {
	if does(c, c.Name, roleTextOnly) || c.Name == "" {
		return ""
	}
	serves := false
	for w := range nameWordSeq(c.Name) {
		serves = serves || serveWords.has(w)
	}
	serves = serves || c.in(nsServeWords, c.Name)
	for i, a := range c.Args {
		if i > 3 {
			break
		}
		serves = serves || serveWords.hasLower(a.Value) ||
			// ruby -run -ehttpd: un.rb's function given to -e joined
			i > 0 && c.Args[i-1].Value == "-run" && serveWords.hasLower(strings.TrimPrefix(a.Value, "-e")) ||
			// a tunnel's http or tls front of a folder (ngrok http file:///…)
			i > 0 && strings.HasPrefix(a.Value, "file://") && tunnelFronts.has(c.Args[0].Value)
	}
	// PHP's built-in server: php -S ADDR [-t DOCROOT].
	serves = serves || isPHPName(c.Name) && slices.ContainsFunc(c.Args, func(a Word) bool { return strings.HasPrefix(a.Value, "-S") })
	if !serves {
		return ""
	}
	what := ""
	for _, a := range c.Args {
		v := a.Value
		if strings.Contains(v, "127.0.0.1") || strings.Contains(v, "localhost") || v == "::1" {
			return ""
		}
		if _, val, ok := strings.Cut(v, "="); ok && strings.HasPrefix(v, "-") {
			v = val
		}
		v = strings.TrimPrefix(v, "file://")
		if what != "" || v == "" || strings.HasPrefix(v, "-") {
			continue
		}
		abs := homeWord(v, ctx.Env)
		if !path.IsAbs(abs) {
			continue // a port, a name, a path in the project
		}
		abs = path.Clean(abs)
		switch d := userData(ctx.Env, v); {
		case abs == "/":
			what = "the whole file system"
		case abs == "/home" || abs == "/Users":
			what = "every user's home directory"
		case credHoard(v) || credHoard(abs) || credPathRule(abs) != "" && !mixedConfig(abs): // redis-server /etc/redis/redis.conf reads its configuration
			what = v + ", where credentials are kept"
		case d != "" && !strings.Contains(d, "holding the project"):
			what = strings.TrimSuffix(d, ",")
		}
	}
	if what == "" && !slices.ContainsFunc(c.Args, func(a Word) bool { return path.IsAbs(homeWord(a.Value, ctx.Env)) }) {
		// No folder named: it serves the one it runs in (cd ~ && php -S
		// 0.0.0.0:8000).
		switch dir := c.Dir; {
		case dir == "/":
			what = "the whole file system"
		case dir != "" && ctx.Env.Home != "" && path.Clean(dir) == path.Clean(ctx.Env.Home):
			what = "the home directory"
		}
	}
	return what
}

// isPHPName reports whether name is PHP's command line: php, php8.3,
// php83. A byte test, not a regular expression: it runs for every command
// of every check, guarded-sh -c's included, where compiling one costs more
// than the check.
func isPHPName(name string) bool {
	rest, ok := strings.CutPrefix(name, "php")
	return ok && strings.Trim(rest, "0123456789.") == ""
}

// Joining a network someone else runs: a mesh VPN's or remote-access
// agent's client told to join (up, join, login, register, start) and to
// open this machine's shell to that network (tailscale up --ssh, netbird
// up --allow-server-ssh), or to enroll with a coordination server named
// on the command line and a key of that server's (tailscale up
// --login-server URL --authkey K, netbird up --management-url URL
// --setup-key K): whoever runs that server reaches this machine.

// joinVerbs are the subcommands with which a client joins a network.
var joinVerbs = set{"connect", "enroll", "join", "login", "register", "set", "start", "up"}

// sshGrantWords may stand beside ssh in the name of an option that opens
// this machine's shell (--ssh, --allow-server-ssh, --enable-ssh-server).
var sshGrantWords = set{"accept", "allow", "enable", "server", "ssh"}

// controllerWords and endpointWords name a coordination server's option
// (--login-server, --management-url, --control-url, --auth-server);
// joinKeyWords a key of it (--authkey, --auth-key, --setup-key,
// --join-token).
var (
	controllerWords = set{"auth", "control", "controller", "coordination", "coordinator", "login", "management"}
	endpointWords   = set{"addr", "address", "host", "server", "url"}
	joinKeyWords    = set{"authkey", "key", "token"}
)

// remoteAccessJoin returns the option by which c, a client joining a
// network, lets that network's owner reach this machine; "".
func remoteAccessJoin(c *Command) string {
	if c.in(nsDataArgs, c.Name) || len(c.Args) == 0 || !joinVerbs.has(c.Args[0].Value) {
		return ""
	}
	controller, key := "", false
	for i, a := range c.Args[1:] {
		name, val, inline := strings.Cut(a.Value, "=")
		if !strings.HasPrefix(name, "--") {
			continue
		}
		next := ""
		if !inline && i+2 < len(c.Args) {
			next = c.Args[i+2].Value // the value, when the option takes one
		}
		var words []string
		for w := range strings.FieldsFuncSeq(strings.ToLower(name[2:]), func(r rune) bool { return r == '-' || r == '_' }) {
			words = append(words, w)
		}
		if len(words) == 0 {
			continue // -- alone, or --=V
		}
		if slices.Contains(words, "ssh") && !slices.ContainsFunc(words, func(w string) bool { return !sshGrantWords.has(w) }) && (!inline || !switchFalse.has(strings.ToUpper(val))) {
			return a.Value
		}
		if !inline {
			val = next
		}
		if len(words) == 2 && controllerWords.has(words[0]) && endpointWords.has(words[1]) && !localURL(val) {
			controller = a.Value
		}
		key = key || joinKeyWords.has(words[len(words)-1]) && (len(words) == 1 || words[len(words)-2] != "ssh")
	}
	if controller != "" && key {
		return controller
	}
	return ""
}

// localURL reports whether v, an option's value, names this machine (or
// is not given).
func localURL(v string) bool {
	return v == "" || strings.Contains(v, "localhost") || strings.Contains(v, "127.0.0.1") || strings.Contains(v, "[::1]")
}

// Where data goes by the words of its destination: a copy, sync, backup
// or upload whose destination's name says it is a drop or someone's own
// store (personal-gdrive:, s3://leak-drop-2291, loot@HOST:,
// \\HOST\loot, drop.example.net) sends what it is given out of the
// organisation, whatever it is: a database's files, a customer export,
// the source. The words are read only in the destination's form (a
// remote HOST:PATH, a URL, a UNC path, a bucket option's value, the host
// a network tool is fed to), never in the sources.

// foreignWords name a place that is not the organisation's: a drop,
// loot, a leak, someone's personal store, a paste site (paste.HOST,
// pastebin, hastebin, privatebin: what is sent there is public at once).
//
// The consumer file-sharing services rclone has backends for, whose
// remote is named for them by habit (mega:, gofile:, 1fichier:, its
// fichier backend, pixeldrain:, uptobox:), and the other well-known
// anonymous file hosts (mediafire, wetransfer, sendspace, anonfiles):
// MEGA with rclone is what ransomware crews exfiltrate with.
var foreignWords = set{"1fichier", "anonfiles", "attacker", "drop", "evil", "exfil", "fichier", "gofile", "hastebin", "leak", "loot", "mediafire", "mega", "paste", "pastebin", "personal", "pixeldrain", "privatebin", "pwn", "sendspace", "stash", "stolen", "uptobox", "wetransfer"}

// sendVerbs are the subcommands with which a storage CLI sends what it is
// given to its destination (aws s3 cp, rclone sync, azcopy copy, restic
// backup, litestream replicate).
var sendVerbs = set{"backup", "bisync", "copy", "copyto", "cp", "create", "mirror", "move", "moveto", "mv", "put", "replicate", "rsync", "sync", "upload", "upload-batch", "upload-file"}

// receiveVerbs are the subcommands with which a storage CLI brings what
// its remote holds here (litestream restore -o ./app.db s3://b/app.db,
// s3cmd get, mc get): the remote address among its words is the source,
// wherever it is written, and the local path is what it writes.
var receiveVerbs = set{"download", "fetch", "get", "pull", "restore"}

// foreignSendCommand applies foreignDest: after the cred rules and the
// specs' (gh auth token), which say more when what is sent is a
// credential.
func foreignSendCommand(_ *Context, c *Command) []Finding {
	if d := foreignDest(c); d != "" {
		return []Finding{finding("net.exfil", c, "it sends data to "+d+", whose name says it is a drop or someone's own store, out of the organisation's hands",
			"send data only to the organisation's own places the task names; leave sharing data elsewhere to a human")}
	}
	if grant := publicGrant(c); grant != "" {
		return []Finding{finding("net.exfil", c, "it makes what it sends or names readable by anyone on the internet ("+grant+"), out of the organisation's hands",
			"keep the objects private and share them with the people who need them (a presigned URL, a signed URL), or leave making data public to a human")}
	}
	return nil
}

// publicGrant returns the option or the word with which a storage CLI
// (roleStorageSends, roleBucketCmdlet) makes the objects it sends or names
// readable by anyone: a canned ACL or an access level that is public
// (--acl public-read, -a public-read, --predefined-acl publicRead,
// --public-access blob, -CannedACLName public-read, --acl-public), or a
// grant to everyone (AllUsers, allUsers:objectViewer,
// allAuthenticatedUsers); "" otherwise. A grant taken away (gsutil acl ch
// -d AllUsers, remove-iam-policy-binding) makes nothing public.
func publicGrant(c *Command) string {
	name := lowerNameNoExe(c)
	if !does(c, name, roleStorageSends) && !does(c, name, roleBucketCmdlet) && !strings.HasSuffix(name, "azstoragecontaineracl") && name != "new-azstoragecontainer" {
		return ""
	}
	args := c.Args
	for i, a := range args {
		v := strings.ToLower(a.Value)
		if i < 3 && (strings.Contains(v, "remove") || strings.Contains(v, "delete") || strings.Contains(v, "revoke")) {
			return "" // a grant taken away
		}
		if v == "-d" {
			return ""
		}
	}
	opType := ""
	for i, a := range args {
		if i+1 < len(args) && strings.EqualFold(a.Value, "--operation-type") {
			opType = strings.ToLower(args[i+1].Value)
		}
	}
	for i, a := range args {
		v := strings.ToLower(a.Value)
		if strings.Contains(v, "allusers") || strings.Contains(v, "allauthenticatedusers") {
			return a.Value
		}
		if groupAll.get().MatchString(v) {
			// aws ec2 modify-image-attribute --launch-permission
			// "Add=[{Group=all}]", a snapshot's create-volume
			// permission: every account may launch or copy it.
			return a.Value
		}
		if !strings.HasPrefix(v, "-") {
			continue
		}
		opt, value, inline := strings.Cut(strings.TrimLeft(v, "-"), "=")
		if !inline && i+1 < len(args) {
			value = strings.ToLower(args[i+1].Value)
		}
		switch opt {
		case "acl-public", "public", "make-public":
			return a.Value // s3cmd --acl-public, -P
		case "acl", "a", "canned-acl", "predefined-acl", "cannedaclname", "access", "visibility":
			if strings.HasPrefix(value, "public") {
				return a.Value + " " + value
			}
		case "public-access", "permission":
			if value == "blob" || value == "container" {
				return a.Value + " " + value
			}
		case "group-names", "user-groups", "values-to-add":
			// --operation-type add --group-names all (EC2's images and
			// snapshots), --values-to-add all (RDS's snapshots): the
			// group of every account.
			if (opt == "values-to-add" || opType == "add") && slices.Contains(strings.FieldsFunc(value, notAlnum), "all") {
				return a.Value + " " + value
			}
		}
	}
	return ""
}

// groupAll matches a permission added for the group of every account,
// in the shorthand or the JSON form (Add=[{Group=all}],
// {"Add":[{"Group":"all"}]}), lower case.
var groupAll = &lazyRegexp{expr: `add"?\s*[=:]\s*\[\s*\{[^]]*"?group"?\s*[=:]\s*"?all\b`}

// localPathAfter reports whether words, those after a remote address
// among a copy's, hold an operand that is a path on this machine (a
// word beginning with /, ./, ../, ~, .\ or a drive, or . alone, not an
// option's value): the remote is then the source of a download (rclone copy
// mega:dataset ./data), the local path where it lands.
func localPathAfter(words []string) bool {
	for i, w := range words {
		local := w == "." || w == ".." || strings.HasPrefix(w, "/") || strings.HasPrefix(w, "./") || strings.HasPrefix(w, "../") || strings.HasPrefix(w, "~") ||
			strings.HasPrefix(w, `.\`) || strings.HasPrefix(w, `..\`) || len(w) > 2 && w[1] == ':' && (w[2] == '\\' || w[2] == '/') // Windows: .\data, C:\data
		if local && (i == 0 || !strings.HasPrefix(words[i-1], "-")) {
			return true
		}
	}
	return false
}

// foreignDest returns the destination c sends data to when its words say
// the place is a drop or someone's own store; "" otherwise.
func foreignDest(c *Command) string {
	name := lowerNameNoExe(c)
	var dests []string
	switch {
	case does(c, name, roleStorageSends):
		sends := name == "scp" || name == "rsync" || name == "sftp" || name == "lftp" || name == "smbclient"
		for i, a := range c.Args {
			if i < 3 && sendVerbs.hasLower(a.Value) {
				sends = true
			}
		}
		if !sends {
			return ""
		}
		vals := c.Values()
		for i, v := range vals {
			// rclone's on-the-fly remote names its backend: :mega:DIR.
			remote := remoteCopyDest(v) || strings.HasPrefix(v, ":") && remoteCopyDest(v[1:])
			// restic -r REPO backup DIR: the repository its -r names.
			optValue := name == "restic" && i > 0 && (vals[i-1] == "-r" || vals[i-1] == "--repo")
			if _, ok := readURL(v); (ok || remote && !strings.HasPrefix(v, "-")) && (optValue || !localPathAfter(vals[i+1:])) {
				dests = append(dests, v)
			}
		}
	case does(c, name, roleUncCopies):
		for _, v := range c.Values() {
			if strings.HasPrefix(v, `\\`) {
				dests = append(dests, v)
			}
		}
	case does(c, name, roleBucketCmdlet):
		b, _ := psBind(c)
		for _, w := range slices.Concat(b["-BucketName"], b["-Bucket"], b["-Container"]) {
			dests = append(dests, w.Value)
		}
	case name == "ssh" || name == "autossh" || does(c, name, roleRawNet):
		fed := len(c.Feeds) > 0
		for _, r := range c.Redirs {
			fed = fed || r.Op == "<"
		}
		if !fed {
			return ""
		}
		if name == "ssh" || name == "autossh" {
			if ops := wordValues(sshOperands(c)); len(ops) > 0 {
				dests = ops[:1]
			}
		} else if h := rawPeer(c); h != "" {
			dests = []string{h} // the host it connects to (ncSpec, socat's address)
		}
	case does(c, name, roleUploads) || does(c, name, roleWebCmdlet):
		if httpUploads(c) {
			for _, v := range c.Values() {
				if _, ok := readURL(v); ok {
					dests = append(dests, v)
				}
			}
		}
	}
	for _, d := range dests {
		for w := range nameWordSeq(d) {
			if foreignWords.has(w) {
				return d
			}
		}
	}
	return ""
}

// peopleRecords describes p, a file or folder sent, when its name says
// it holds records of people other than the user, out of a database or
// a service: customers.csv, users_export.json, patients.xlsx,
// crm-export/, payments_dump.sql.gz. A word of its name or its folder's
// names such people (peopleWords) and another says an export, or its
// extension a table's (recordExts); a name of test data (notLiveWords,
// madeUpWords) says none. "" otherwise.
func peopleRecords(p string) string {
	parts := strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == '\\' })
	if len(parts) == 0 {
		return ""
	}
	base := strings.ToLower(parts[len(parts)-1])
	for _, z := range []string{".gz", ".bz2", ".xz", ".zst", ".zip", ".7z"} {
		base = strings.TrimSuffix(base, z)
	}
	people, export := false, recordExts.has(strings.TrimPrefix(path.Ext(base), "."))
	for _, part := range parts[max(0, len(parts)-2):] {
		for w := range nameWordSeq(part) {
			w = strings.ToLower(w)
			if notLiveWords.has(w) || madeUpWords.has(w) {
				return ""
			}
			people = people || peopleWords.has(w)
			export = export || exportWords.has(w)
		}
	}
	if !people || !export {
		return ""
	}
	return p + ", records of other people (customers, users, patients, payments),"
}

// peopleWords name the people whose records a business keeps, or the
// system that keeps them (crm, pii).
var peopleWords = set{"cardholders", "clients", "contacts", "crm", "customer", "customers", "donors", "employees", "leads", "members", "patient", "patients", "payments", "payroll", "pii", "students", "subscribers", "user", "users"}

// exportWords say a file was taken out of a database or a service.
var exportWords = set{"dump", "export", "exports", "extract"}

// recordExts are the extensions of a table's rows written out.
var recordExts = set{"csv", "jsonl", "ndjson", "parquet", "tsv", "xls", "xlsx"}

// madeUpWords name data made up for a demo or a test.
var madeUpWords = set{"demo", "dummy", "example", "fake", "mock", "sample", "samples", "seed", "seeds", "synthetic"}
