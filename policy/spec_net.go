package policy

// netSpecs are commands that open this machine to the network: a local
// shell or port served to the internet through a tunnel (net.tunnel),
// and TLS verification switched off for the downloads that follow, so
// that anyone on the path can swap the code fetched (net.tls-off). Both
// are confirm by default: a human may have a reason; an agent alone is
// refused.
var netSpecs = []spec{
	// Tunnels: a raw TCP port (ssh, a database) reachable by anyone; an
	// HTTP dev server (ngrok http 3000) is everyday and stays allowed.
	{path: "ngrok tcp", long: []string{"--region", "--remote-addr", "--authtoken", "--config", "--log"}, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "ngrok tcp serving a local port to the internet"},
	{path: "cloudflared tunnel", long: []string{"--url", "--hostname", "--name", "--config", "--loglevel", "--protocol"}, codeOpts: []string{"--url"}, code: rawTunnel, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "cloudflared serving a local shell or port to the internet"},
	// ssh -R: a port of the remote machine forwarded to this machine's
	// own remote-access port (ssh, rdp, vnc, telnet, WinRM), or -R PORT
	// alone (a SOCKS proxy into this machine's whole network), opens it
	// to whoever reaches that port there. A dev server's port forwarded
	// (-R 8080:localhost:80) is everyday.
	{path: "ssh", value: sshValue, codeOpts: []string{"-R"}, code: rawForward, unless: []string{"-V"}, effect: effectExternal, rule: "net.tunnel", what: "ssh -R serving this machine's remote access or network to the remote side"},
	{path: "ssh", value: sshValue, codeOpts: []string{"-o"}, code: rawForwardOpt, unless: []string{"-V"}, effect: effectExternal, rule: "net.tunnel", what: "ssh RemoteForward serving this machine's remote access or network to the remote side"},
	{path: "autossh", value: "M" + sshValue, codeOpts: []string{"-R"}, code: rawForward, effect: effectExternal, rule: "net.tunnel", what: "autossh -R serving this machine's remote access or network to the remote side"},
	{path: "autossh", value: "M" + sshValue, codeOpts: []string{"-o"}, code: rawForwardOpt, effect: effectExternal, rule: "net.tunnel", what: "autossh RemoteForward serving this machine's remote access or network to the remote side"},
	{path: "bore local", long: []string{"--to", "--port", "--secret", "--local-host"}, operand: sshPort, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "bore serving the local ssh port to the internet"},

	// TLS verification off for every later download.
	{path: "git config", value: "Ccf", long: gitValue, more: &specMore{setting: gitTLSOff}, effect: effectExternal, rule: "net.tls-off", what: "git config switching TLS verification off"},
	{path: "npm config set", more: &specMore{setting: npmTLSOff}, effect: effectExternal, rule: "net.tls-off", what: "npm config switching TLS verification off"},
	{path: "pnpm config set", more: &specMore{setting: npmTLSOff}, effect: effectExternal, rule: "net.tls-off", what: "pnpm config switching TLS verification off"},
	{path: "yarn config set", more: &specMore{setting: npmTLSOff}, effect: effectExternal, rule: "net.tls-off", what: "yarn config switching TLS verification off"},
	{path: "pip config set", more: &specMore{setting: pipTLSOff}, effect: effectExternal, rule: "net.tls-off", what: "pip config trusting a host without TLS verification"},
	{path: "pip3 config set", more: &specMore{setting: pipTLSOff}, effect: effectExternal, rule: "net.tls-off", what: "pip config trusting a host without TLS verification"},
	{path: "conda config", long: []string{"--file", "--env", "--name"}, more: &specMore{setting: condaTLSOff}, effect: effectExternal, rule: "net.tls-off", what: "conda config switching TLS verification off"},
}

var (
	rawTunnel = &lazyRegexp{expr: `(?i)^(ssh|tcp|rdp|smb)://|:22$`}
	sshPort   = &lazyRegexp{expr: `^22$`}
	// rawForward matches -R's [bind:]port:host:hostport to a remote-access
	// port, or [bind:]port alone (dynamic: a SOCKS proxy); rawForwardOpt
	// the same as -o RemoteForward.
	rawForward    = &lazyRegexp{expr: `(?m)^(\[[^\]\n]*\]:|[^:\n]*:)?\d+(:(\[[^\]\n]*\]|[^:\n]+):(22|23|3389|5900|5985|5986))?$`}
	rawForwardOpt = &lazyRegexp{expr: `(?im)^remoteforward[ =]+([^:\s]+:)?\d+([ ]+(\[[^\]\n]*\]|[^:\n]+):(22|23|3389|5900|5985|5986))?\s*$`}
	gitTLSOff     = &lazyRegexp{expr: `(?i)^http\.(\S*\.)?sslverify=(false|no|off|0)$`}
	npmTLSOff     = &lazyRegexp{expr: `(?i)^(strict-ssl|enablestrictssl)=(false|0)$`}
	pipTLSOff     = &lazyRegexp{expr: `(?i)^[a-z]+\.trusted-host=`}
	condaTLSOff   = &lazyRegexp{expr: `(?i)^ssl_verify=(false|no|0)$`}
)

// sshValue are ssh's options that take a value. A constant: "M" +
// sshValue in a table is then laid out in the binary, not built at
// start-up (TestInitsAllocateNothing).
const sshValue = "BbcDEeFIiJLlmOopQRSWw"
