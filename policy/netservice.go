package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A tunnel run as a service (net.tunnel): its unit, service or launchd
// job started, restarted or enabled at boot by any service manager
// (systemctl start frpc, systemctl enable --now cloudflared, service
// ngrok start, rc-update add frpc, launchctl load com.ngrok.plist,
// brew services start cloudflared, sc start ngrok, Start-Service
// ngrok). The service runs the tunnels its configuration names, which
// the command line does not show: the worse reading, a local port or
// this machine's remote access served to the internet, stands.
// Stopping, disabling and asking for status pass.

// onVerbs start a service now or at every boot: systemd's and SysV's
// verbs, OpenRC's rc-update add, chkconfig's on, update-rc.d's
// defaults, launchd's load, bootstrap and kickstart, Homebrew's run,
// runit's up, and Windows' values that start one (sc config start=
// auto, Set-Service -StartupType Automatic or -Status Running).
var onVerbs = set{"add", "auto", "automatic", "bootstrap", "defaults", "enable", "kickstart", "load", "on", "onestart", "reenable", "reload-or-restart", "restart", "run", "running", "start", "try-reload-or-restart", "try-restart", "up"}

// startCmdlets start a service by being called.
var startCmdlets = set{"restart-service", "sasv", "start-service"}

// tunnelProgram matches the name of a tunnel's program as its service,
// unit or launchd job names it: the program alone or with an instance,
// a suffix or a reverse-DNS prefix (frpc@ssh, cloudflared-tunnel,
// com.cloudflare.cloudflared, homebrew.mxcl.ngrok, com.ngrok.agent).
var tunnelProgram = &lazyRegexp{expr: `(?i)(^|\.)(bore|chisel|cloudflared|devtunnel|frpc|holesail|inlets|inlets-pro|jprq|localtunnel|loclx|loophole|ngrok|pagekite|pktriot|playit|rathole|telebit|tmole|tunnelmole|tunnelto|wstunnel|zrok)([@_.-][\w.@-]*)?$`}

// tunnelUnit reports whether v, an operand of a service manager (a
// unit, service or job name, a plist's path), names a tunnel's service.
func tunnelUnit(v string) bool {
	l := strings.Trim(v, `"'`)
	if i := strings.LastIndexAny(l, `/\`); i >= 0 {
		l = l[i+1:]
	}
	for _, ext := range []string{".exe", ".service", ".socket", ".plist", ".target"} {
		l = strings.TrimSuffix(strings.ToLower(l), ext)
	}
	return l != "" && tunnelProgram.match(l)
}

// tunnelService returns the tunnel's service that c, a service manager,
// starts or enables at boot, or "".
func tunnelService(c *Command) string {
	name := strings.TrimSuffix(strings.ToLower(path.Base(c.Name)), ".exe")
	args := c.Args
	switch {
	case name == "brew":
		if len(args) == 0 || args[0].Value != "services" {
			return ""
		}
		args = args[1:]
	case startCmdlets.has(name):
	case !does(c, name, roleServices):
		return ""
	}
	if c.Grammar == lexer.PowerShell && psWhatIfGiven(c) {
		return ""
	}
	if c.Grammar == lexer.PowerShell { // what a pipeline hands it: 'ngrok' | Start-Service
		for _, f := range c.Feeds {
			args = append(slices.Clip(args), f.Args...)
		}
		args = append(slices.Clip(args), psFedStrings(c)...)
	}
	on := startCmdlets.has(name)
	for _, a := range args {
		l := strings.ToLower(a.Value)
		if offArg(l) {
			return ""
		}
		on = on || onVerbs.has(l)
	}
	if !on {
		return ""
	}
	for _, a := range args {
		if v := a.Value; !strings.HasPrefix(v, "-") && !onVerbs.has(strings.ToLower(v)) && tunnelUnit(v) {
			return v
		}
	}
	return ""
}
