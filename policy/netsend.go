package policy

import (
	"path"
	"strings"
)

// Whose data a transfer sends. Sent anywhere, the user's own data
// outside the project — the home directory, a folder of it such as
// ~/Documents, or a folder holding the project and more, such as
// ~/projects — leaves with it. (A transfer client's own commands, sftp's
// put or lftp's mirror -R, are carried as scp and rsync: transfer.go.)

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
