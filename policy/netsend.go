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
// folder of it (~/Documents), or a folder of home holding the project and
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
	case strings.Contains(home, "/") || !fsUserFolder(home) || path.Ext(home) != "":
		return ""
	case personalFolders.has(strings.ToLower(home)):
		return p + ", a folder of the user's own data,"
	case env.Project != "" && path.Dir(env.Project) == path.Dir(abs):
		return "" // a neighbour of the project: another checkout, deployed as often
	}
	return p + ", a folder of the user's own data,"
}

// personalFolders are the folders of a home directory that hold the
// user's own files on every desktop system.
var personalFolders = set{"desktop", "documents", "downloads", "dropbox", "icloud drive", "movies", "music", "onedrive", "pictures", "videos"}

// serveWords are the words of a program's name or subcommands that say
// it serves files to whoever connects: static servers (http-server,
// serve, miniserve, caddy file-server, python -m http.server, ruby -run
// -e httpd), file sharing (rclone serve webdav, zrok share, tailscale
// funnel) and their kin.
var serveWords = set{"dav", "file-server", "fileserver", "ftpd", "funnel", "http-server", "http.server", "httpd", "miniserve", "serve", "server", "share", "simplehttpserver", "static", "updog", "webdav"}

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
	if textOnly.has(c.Name) || c.Name == "" {
		return ""
	}
	serves := false
	for w := range nameWordSeq(c.Name) {
		serves = serves || serveWords.has(w)
	}
	serves = serves || serveWords.has(c.Name)
	for i, a := range c.Args {
		if i > 3 {
			break
		}
		serves = serves || serveWords.has(strings.ToLower(a.Value)) ||
			// a tunnel's http or tls front of a folder (ngrok http file:///…)
			i > 0 && strings.HasPrefix(a.Value, "file://") && tunnelFronts.has(c.Args[0].Value)
	}
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
		case credHoard(v) || credHoard(abs) || credPathRule(abs) != "":
			what = v + ", where credentials are kept"
		case d != "" && !strings.Contains(d, "holding the project"):
			what = strings.TrimSuffix(d, ",")
		}
	}
	return what
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
	if dataArgs.has(c.Name) || len(c.Args) == 0 || !joinVerbs.has(c.Args[0].Value) {
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
