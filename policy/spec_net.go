package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// netSpecs are commands that open this machine to the network: a local
// shell or port served to the internet through a tunnel (net.tunnel),
// and TLS verification switched off for the downloads that follow, so
// that anyone on the path can swap the code fetched (net.tls-off). Both
// are confirm by default: a human may have a reason; an agent alone is
// refused.
var netSpecs = []spec{
	// Tunnels: a raw TCP port (ssh, a database) reachable by anyone (the
	// web tunnels are below, with the relays).
	{path: "ngrok tcp", long: "--authtoken --config --log --region --remote-addr", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "ngrok tcp serving a local port to the internet"},
	// ssh -R: a port of the remote machine forwarded to this machine's
	// own remote-access port (ssh, rdp, vnc, telnet, WinRM), or -R PORT
	// alone (a SOCKS proxy into this machine's whole network), opens it
	// to whoever reaches that port there. A dev server's port forwarded
	// (-R 8080:localhost:80) is everyday.
	{path: "ssh", value: sshValue, codeOpts: "-R", code: rawForward, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh -R serving this machine's remote access or network to the remote side", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "ssh", value: sshValue, codeOpts: "-o", code: rawForwardOpt, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh RemoteForward serving this machine's remote access or network to the remote side"},
	{path: "autossh", value: "M" + sshValue, codeOpts: "-R", code: rawForward, effect: effectExternal, rule: "net.tunnel", what: "autossh -R serving this machine's remote access or network to the remote side", more: &specMore{moreChange: &moreChange{role: roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// ssh -R bound to every interface of the remote side (*, 0.0.0.0,
	// ::, or an empty address, which the server's GatewayPorts
	// clientspecified honours): whatever port of this machine it
	// forwards (a notebook's, a dev server's), everyone who reaches the
	// remote machine reaches it, as through ngrok. Bound to the remote
	// side's loopback (the default), it is everyday.
	{path: "ssh", value: sshValue, codeOpts: "-R", code: openRemoteForward, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh -R serving a local port on every interface of the remote side"},
	{path: "ssh", value: sshValue, codeOpts: "-o", code: openRemoteForwardOpt, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh RemoteForward serving a local port on every interface of the remote side"},
	{path: "autossh", value: "M" + sshValue, codeOpts: "-R", code: openRemoteForward, effect: effectExternal, rule: "net.tunnel", what: "autossh -R serving a local port on every interface of the remote side"},
	{path: "autossh", value: "M" + sshValue, codeOpts: "-o", code: openRemoteForwardOpt, effect: effectExternal, rule: "net.tunnel", what: "autossh RemoteForward serving a local port on every interface of the remote side"},
	// ssh -R to a public tunnel service (serveo, localhost.run, Pinggy,
	// srv.us): its server gives the forwarded port a public URL, as
	// ngrok http does, whatever port it is.
	{path: "ssh", value: sshValue, need: "-R", operand: publicRelayHost, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh -R serving a local port to the internet through a public tunnel service"},
	{path: "autossh", value: "M" + sshValue, need: "-R", operand: publicRelayHost, effect: effectExternal, rule: "net.tunnel", what: "autossh -R serving a local port to the internet through a public tunnel service"},
	{path: "autossh", value: "M" + sshValue, codeOpts: "-o", code: rawForwardOpt, effect: effectExternal, rule: "net.tunnel", what: "autossh RemoteForward serving this machine's remote access or network to the remote side"},
	// Firewall rules admitting the whole internet (worldIngress): a
	// cloud's security group, firewall rule or network security group
	// (docs of aws ec2 authorize-security-group-ingress, gcloud compute
	// firewall-rules create — no source given is 0.0.0.0/0 —, az network
	// nsg rule create — source * and port 80 by default —, az vm
	// open-port). A machine's own firewall opened to everything is
	// firewallOpened's.
	{path: "aws ec2 authorize-security-group-ingress", long: awsIngressValue, unless: awsUnless, more: awsIngress},
	{path: "gcloud compute firewall-rules create", long: gcloudFirewallValue, unless: helpUnless, more: gcloudIngress},
	{path: "gcloud compute firewall-rules update", long: gcloudFirewallValue, unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--source-ranges", ports: "--allow --rules", deny: "--direction=EGRESS --direction=OUT --action=DENY"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// gcloud's release tracks (gcloud beta …, gcloud alpha …) take the
	// same command and options.
	{path: "gcloud alpha compute firewall-rules create", long: gcloudFirewallValue, unless: helpUnless, more: gcloudIngress},
	{path: "gcloud alpha compute firewall-rules update", long: gcloudFirewallValue, unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--source-ranges", ports: "--allow --rules", deny: "--direction=EGRESS --direction=OUT --action=DENY"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "gcloud beta compute firewall-rules create", long: gcloudFirewallValue, unless: helpUnless, more: gcloudIngress},
	{path: "gcloud beta compute firewall-rules update", long: gcloudFirewallValue, unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--source-ranges", ports: "--allow --rules", deny: "--direction=EGRESS --direction=OUT --action=DENY"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "az network nsg rule create", value: "gn", long: azNsgRuleValue, unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--source-address-prefixes", ports: "--destination-port-ranges", defaults: "--source-address-prefixes=* --destination-port-ranges=80", deny: "--access=Deny --direction=Outbound", scoped: "--source-asgs"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "az network nsg rule update", value: "gn", long: azNsgRuleValue, unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--source-address-prefixes", ports: "--destination-port-ranges", deny: "--access=Deny --direction=Outbound"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Az.Network's rule of a network security group (learn.microsoft.com,
	// New-AzNetworkSecurityRuleConfig; Add- and Set- give it to the
	// group piped in, which Set-AzNetworkSecurityGroup saves): every
	// address is * or the service tag Internet; an application security
	// group as the source admits only its members.
	{path: "add-aznetworksecurityruleconfig", ps: true, long: azPSNsgRuleValue, unless: psWhatIf, more: azPSNsgIngress},
	{path: "new-aznetworksecurityruleconfig", ps: true, long: azPSNsgRuleValue, unless: psWhatIf, more: azPSNsgIngress},
	{path: "set-aznetworksecurityruleconfig", ps: true, long: azPSNsgRuleValue, unless: psWhatIf, more: azPSNsgIngress},
	{path: "az vm open-port", value: "gn", long: "--name --nsg-name --output --port --priority --query --resource-group --subscription", unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{world: true, ports: "--port"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Hetzner's hcloud firewall add-rule (--source-ips, --port;
	// --direction out admits nothing), DigitalOcean's doctl compute
	// firewall create/add-rules (--inbound-rules
	// "protocol:tcp,ports:22,address:0.0.0.0/0"), OpenStack's security
	// group rule create (ingress and every address unless told
	// otherwise), and aws ec2 modify-security-group-rules, whose
	// --security-group-rules hold CidrIpv4 and the ports.
	{path: "hcloud firewall add-rule", long: hcloudRuleValue, unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--source-ips", ports: "--port", protocol: "--protocol", deny: "--direction=out"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "doctl compute firewall add-rules", long: doctlFirewallValue, unless: helpUnless, more: doctlIngress},
	{path: "doctl compute firewall create", long: doctlFirewallValue, unless: helpUnless, more: doctlIngress},
	{path: "doctl compute firewall update", long: doctlFirewallValue, unless: helpUnless, more: doctlIngress},
	{path: "openstack security group rule create", long: openstackRuleValue, unless: helpUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--remote-ip", ports: "--dst-port", protocol: "--protocol", defaults: "--remote-ip=0.0.0.0/0 --protocol=any", scoped: "--egress --remote-group --remote-address-group"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "aws ec2 modify-security-group-rules", long: "--cli-input-json --endpoint-url --group-id --output --profile --query --region --security-group-rules", unless: awsUnless, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--security-group-rules", ports: "--security-group-rules"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// A machine's own firewall admitting every address (worldIngress,
	// host: remote access, a database, a control port, every port):
	// New-NetFirewallRule (Any address, every port and protocol, inbound
	// and allow unless told otherwise; a rule for one -Program or
	// -Service, or to one user or machine, admits only that one), netsh advfirewall
	// firewall add rule (KEY=VALUE words; remoteip=any by default), ufw
	// allow and limit (from any by default, the port an operand or
	// after port), firewall-cmd --add-port / --add-service (the zone's
	// every source; internal zones admit the inside), iptables and
	// ip6tables -A/-I INPUT … -j ACCEPT (-s 0.0.0.0/0 by default; the
	// loopback and replies to connections made from here admit nobody
	// new).
	{path: "new-netfirewallrule", ps: true, long: netFirewallRuleValue, unless: psWhatIf, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{host: true, sources: "-RemoteAddress", ports: "-LocalPort", protocol: "-Protocol", defaults: "-RemoteAddress=Any", deny: "-Direction=Outbound -Direction=Out -Action=Block -Enabled=False", scoped: "-Program -Service -Package -RemoteUser -RemoteMachine -LocalUser"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "set-netfirewallrule", ps: true, long: setNetFirewallRuleValue, unless: psWhatIf, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{host: true, sources: "-RemoteAddress", ports: "-LocalPort", protocol: "-Protocol", deny: "-Direction=Outbound -Direction=Out -Action=Block -Enabled=False", scoped: "-Program -Service -Package -RemoteUser -RemoteMachine -LocalUser"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "netsh advfirewall firewall add rule", fold: true, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{host: true, sources: "remoteip", ports: "localport", protocol: "protocol", defaults: "remoteip=any", deny: "dir=out action=block action=bypass enable=no", scoped: netshRuleScoped}}, moreArgs: &moreArgs{keywords: netshRuleKeys}, moreRun: &noRun, moreCode: &noCode, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// netsh advfirewall firewall set rule FILTER new KEY=VALUE…: the
	// rules the filter picks (name=, localport=) given remoteip=any, as
	// Set-NetFirewallRule -RemoteAddress Any (no default: a rule left
	// with its addresses admits whom it did).
	{path: "netsh advfirewall firewall set rule", fold: true, more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{host: true, sources: "remoteip", ports: "localport", protocol: "protocol", deny: "dir=out action=block action=bypass enable=no", scoped: netshRuleScoped}}, moreArgs: &moreArgs{keywords: netshRuleKeys}, moreRun: &noRun, moreCode: &noCode, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "ufw allow", long: "--dry-run", unless: "--dry-run", more: ufwIngress},
	{path: "ufw limit", unless: "--dry-run", more: ufwIngress},
	{path: "firewall-cmd", long: firewallCmdValue, need: "--add-port --add-service", unless: "--help", more: &specMore{moreNet: &moreNet{ingress: &ingressRoles{host: true, world: true, ports: "--add-port --add-service", deny: "--zone=internal --zone=home --zone=work --zone=trusted --zone=block --zone=drop --zone=docker --zone=libvirt"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleSystemTool}}},
	{path: "iptables", value: iptablesValue, long: iptablesLong, more: iptablesIngress},
	{path: "ip6tables", value: iptablesValue, long: iptablesLong, more: iptablesIngress},
	// Relays that serve another machine's remote access, database or
	// control port (servicePorts), or a SOCKS proxy into the network, on
	// every interface of this one: ssh -L or -D bound to * or 0.0.0.0, or
	// with -g (GatewayPorts); kubectl port-forward --address 0.0.0.0;
	// kubectl proxy on every interface (the cluster's API, with this
	// user's credentials); dockerd listening on TCP without TLS (the
	// engine is root here). Whoever reaches this machine reaches that
	// service through it, as this user. Bound to this machine (the
	// default), each is everyday.
	{path: "ssh", value: sshValue, codeOpts: "-L -D", code: openForward, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh serving a forwarded service or a SOCKS proxy on every interface"},
	{path: "ssh", value: sshValue, codeOpts: "-L -D", code: gatewayForward, need: "-g", unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh -g serving a forwarded service or a SOCKS proxy on every interface"},
	{path: "ssh", value: sshValue, codeOpts: "-o -L -D", code: gatewayOptForward, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh -o GatewayPorts=yes serving a forwarded service or a SOCKS proxy on every interface"},
	{path: "ssh", value: sshValue, codeOpts: "-o", code: openForwardOpt, unless: "-V", effect: effectExternal, rule: "net.tunnel", what: "ssh LocalForward or DynamicForward serving a forwarded service or a SOCKS proxy on every interface"},
	{path: "autossh", value: "M" + sshValue, codeOpts: "-L -D", code: openForward, effect: effectExternal, rule: "net.tunnel", what: "autossh serving a forwarded service or a SOCKS proxy on every interface"},
	{path: "autossh", value: "M" + sshValue, codeOpts: "-o -L -D", code: gatewayOptForward, effect: effectExternal, rule: "net.tunnel", what: "autossh -o GatewayPorts=yes serving a forwarded service or a SOCKS proxy on every interface"},
	{path: "autossh", value: "M" + sshValue, codeOpts: "-L -D", code: gatewayForward, need: "-g", effect: effectExternal, rule: "net.tunnel", what: "autossh -g serving a forwarded service or a SOCKS proxy on every interface"},
	{path: "kubectl port-forward", long: "--address --cluster --context --kubeconfig --namespace --pod-running-timeout --user", value: "n", codeOpts: "--address", code: everyInterface, operand: servicePortMap, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "kubectl port-forward serving a pod's remote access, database or control port on every interface"},
	{path: "kubectl proxy", long: "--accept-hosts --accept-paths --address --api-prefix --cluster --context --kubeconfig --port --reject-paths --unix-socket --user --www --www-prefix", value: "pwPu", codeOpts: "--address", code: everyInterface, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "kubectl proxy serving the cluster's API, with this user's credentials, on every interface"},
	// oc, OpenShift's kubectl, takes the same commands and options.
	{path: "oc port-forward", long: "--address --cluster --context --kubeconfig --namespace --pod-running-timeout --user", value: "n", codeOpts: "--address", code: everyInterface, operand: servicePortMap, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "oc port-forward serving a pod's remote access, database or control port on every interface"},
	{path: "oc proxy", long: "--accept-hosts --accept-paths --address --api-prefix --cluster --context --kubeconfig --port --reject-paths --unix-socket --user --www --www-prefix", value: "pwPu", codeOpts: "--address", code: everyInterface, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "oc proxy serving the cluster's API, with this user's credentials, on every interface"},
	{path: "dockerd", long: "--config-file --data-root --exec-root --group --host --log-level --pidfile --tlscacert --tlscert --tlskey", value: "GHlp", codeOpts: "-H --host", code: tcpEveryInterface, unless: "--tlsverify --help --version", effect: effectExternal, rule: "net.tunnel", what: "dockerd serving the container engine (root on this machine) over TCP to every interface, without TLS"},
	// A tunnel's public URL in front of a local port or file tree: bore,
	// ngrok's http, tls and start (the tunnels its configuration names),
	// localtunnel (lt), Tailscale Funnel, cloudflared's quick tunnel
	// (--url) and named tunnel (run), zrok's public shares. Whatever
	// listens there is then the internet's: a database's, broker's or
	// remote-access port at once, and a web app's too — a dev server
	// with its debugger (Werkzeug's console runs code), a bundler's dev
	// server that serves any file it is asked for (Vite's ?raw reads),
	// an admin UI without its login. Whom to show a local app to is a
	// human's call (net.tunnel is confirm); their status, list and help
	// verbs pass.
	{path: "bore local", long: "--local-host --port --secret --to", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "bore serving a local port to the internet"},
	{path: "ngrok http", long: tunnelNgrokValue, operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "ngrok serving a local port to the internet"},
	{path: "ngrok tls", long: tunnelNgrokValue, operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "ngrok serving a local port to the internet"},
	{path: "ngrok start", long: "--authtoken --config --log --log-format --log-level --region", unless: helpUnless + " --none", effect: effectExternal, rule: "net.tunnel", what: "ngrok starting the tunnels its configuration names, each a local port served to the internet"},
	{path: "localtunnel", value: "hlps", long: tunnelLtValue, codeOpts: "-p --port", code: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "localtunnel serving a local port to the internet"},
	{path: "lt", value: "hlps", long: tunnelLtValue, codeOpts: "-p --port", code: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "localtunnel serving a local port to the internet"},
	{path: "cloudflared tunnel", long: "--config --hostname --loglevel --name --protocol --url", codeOpts: "--url", code: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "cloudflared serving a local port to the internet (a quick tunnel)"},
	{path: "cloudflared tunnel run", long: "--config --credentials-file --loglevel --protocol --token --url", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "cloudflared running a named tunnel, each hostname of its ingress served to the internet"},
	// A tunnel installing itself as a service (cloudflared service
	// install [TOKEN], ngrok service install --config F, then its start):
	// the same tunnels, at every boot; tunnelService reads the service
	// managers' own starts.
	{path: "cloudflared service install", long: "--config --loglevel --origincert", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "cloudflared installed as a service running a named tunnel at every boot, each hostname of its ingress served to the internet"},
	{path: "ngrok service install", long: "--config", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "ngrok installed as a service starting at every boot the tunnels its configuration names, each a local port served to the internet"},
	{path: "ngrok service start", long: "--config", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "ngrok's service starting the tunnels its configuration names, each a local port served to the internet"},
	{path: "ngrok service restart", long: "--config", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "ngrok's service starting the tunnels its configuration names, each a local port served to the internet"},
	{path: "zrok share public", long: "--backend-mode --basic-auth --frontend --headless --oauth-provider", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "zrok serving a local port or folder to the internet"},
	// The other public tunnel services, each by its manual: LocalXpose
	// (loclx tunnel http|tcp|tls|udp|config), Expose (expose share URL,
	// share-cwd), Tunnelmole (tmole PORT), PageKite (pagekite.py PORT
	// NAME.pagekite.me), Telebit (telebit http|tcp TARGET), inlets'
	// clients (the exit server's public port in front of --upstream),
	// Microsoft dev tunnels opened to anonymous clients (devtunnel host
	// or create --allow-anonymous, access create --anonymous), a GitHub
	// codespace's port made public (gh codespace ports visibility
	// PORT:public).
	{path: "loclx tunnel", value: "f", long: tunnelLoclxValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "LocalXpose serving a local port to the internet"},
	{path: "expose share", long: tunnelExposeValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Expose serving a local site to the internet"},
	{path: "expose share-cwd", long: tunnelExposeValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Expose serving the working directory's site to the internet"},
	{path: "tmole", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Tunnelmole serving a local port to the internet"},
	{path: "tunnelmole", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Tunnelmole serving a local port to the internet"},
	// unjs's untun (untun tunnel URL) opens a Cloudflare quick tunnel,
	// a public trycloudflare.com address, to the URL; Pinggy's own CLI
	// (pinggy) takes ssh's options and destination, as ssh -R to
	// a.pinggy.io does.
	{path: "untun tunnel", long: "--hostname --port --protocol", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "untun serving a local URL to the internet through a Cloudflare quick tunnel"},
	{path: "pinggy", value: sshValue, need: "-R", operand: publicRelayHost, unless: "-V --help", effect: effectExternal, rule: "net.tunnel", what: "pinggy serving a local port to the internet through Pinggy's public tunnel"},
	{path: "pagekite", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "PageKite serving a local port to the internet"},
	{path: "pagekite.py", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "PageKite serving a local port to the internet"},
	{path: "telebit http", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Telebit serving a local port or folder to the internet"},
	{path: "telebit tcp", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Telebit serving a local port to the internet"},
	{path: "inlets client", long: tunnelInletsValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "an inlets client serving a local port on its exit server's public address"},
	{path: "inlets-pro http client", long: tunnelInletsValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "an inlets client serving a local port on its exit server's public address"},
	{path: "inlets-pro tcp client", long: tunnelInletsValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "an inlets client serving a local port on its exit server's public address"},
	{path: "devtunnel host", value: "pe", long: tunnelDevtunnelValue, need: "--allow-anonymous -a", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "a dev tunnel serving a local port to anonymous clients on the internet"},
	{path: "devtunnel create", value: "de", long: tunnelDevtunnelValue, need: "--allow-anonymous -a", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "a dev tunnel opened to anonymous clients on the internet"},
	{path: "devtunnel access create", value: "pe", long: tunnelDevtunnelValue, need: "--anonymous -a", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "a dev tunnel's port opened to anonymous clients on the internet"},
	{path: "gh codespace ports visibility", value: "cR", long: "--codespace --repo --repo-owner", operand: publicPortVisibility, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "a codespace's port made public (anyone with its URL reaches it)"},
	// More public tunnel services, each by its manual: Packetriot
	// (pktriot http|tcp PORT, start), jprq (http|tcp PORT, serve DIR),
	// tunnelto (--port), holesail's --live share (whoever has its key),
	// Loophole (http PORT, path DIR). A relay of one's own (frpc,
	// chisel, gost, wstunnel) is reverseForward's: remote access only.
	{path: "pktriot http", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Packetriot serving a local port to the internet"},
	{path: "pktriot tcp", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Packetriot serving a local port to the internet"},
	{path: "pktriot start", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Packetriot serving the local ports its configuration names to the internet"},
	{path: "jprq http", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "jprq serving a local port to the internet"},
	{path: "jprq tcp", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "jprq serving a local port to the internet"},
	{path: "jprq serve", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "jprq serving a folder to the internet"},
	{path: "tunnelto", long: "--dashboard-port --host --key --port --scheme --subdomain", value: "kp", need: "--port -p", unless: helpUnless + " -V --version", effect: effectExternal, rule: "net.tunnel", what: "tunnelto serving a local port to the internet"},
	{path: "holesail", long: "--connector --host --port --public", need: "--live", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "holesail sharing a local port with whoever has its key"},
	{path: "loophole http", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Loophole serving a local port to the internet"},
	{path: "loophole path", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Loophole serving a folder to the internet"},
	// VS Code's remote tunnel (code tunnel, its bare form; code tunnel
	// service install runs it at every boot): this machine's shell and
	// files served, through Microsoft's relay, to whoever signs in to
	// vscode.dev as the account it registers, a remote-control agent as
	// TeamViewer's; its subcommands status, user, rename, kill, prune
	// only manage it.
	{path: "code tunnel", long: codeTunnelValue, unless: helpUnless, more: codeTunnelArgs, effect: effectExternal, rule: "net.tunnel", what: "VS Code's remote tunnel serving this machine's shell and files through Microsoft's relay"},
	{path: "code tunnel service install", long: codeTunnelValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "VS Code's remote tunnel installed as a service, serving this machine's shell and files at every boot"},
	{path: "code-insiders tunnel", long: codeTunnelValue, unless: helpUnless, more: codeTunnelArgs, effect: effectExternal, rule: "net.tunnel", what: "VS Code's remote tunnel serving this machine's shell and files through Microsoft's relay"},
	{path: "code-insiders tunnel service install", long: codeTunnelValue, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "VS Code's remote tunnel installed as a service, serving this machine's shell and files at every boot"},
	{path: "code-tunnel tunnel", long: codeTunnelValue, unless: helpUnless, more: codeTunnelArgs, effect: effectExternal, rule: "net.tunnel", what: "VS Code's remote tunnel serving this machine's shell and files through Microsoft's relay"},
	// A remote-control agent opened to whoever knows its ID or finds its
	// port: TeamViewer given a fixed password (`teamviewer passwd`, its
	// Linux CLI's unattended access), AnyDesk's --set-password and
	// RustDesk's --password (their unattended access), x11vnc serving the
	// display with no password (-nopw, on every interface unless
	// -localhost), TigerVNC's servers with no security type. Each puts
	// this machine's screen and keyboard on the internet.
	{path: "teamviewer passwd", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "TeamViewer given a fixed password (whoever has its ID controls this machine from the internet)"},
	{path: "anydesk", need: "--set-password", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "AnyDesk given an unattended-access password (whoever has its address controls this machine from the internet)"},
	{path: "rustdesk", long: "--config --password --set-id", need: "--password", unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "RustDesk given a permanent password (whoever has its ID controls this machine from the internet)"},
	{path: "x11vnc", longDash: true, long: x11vncValue, need: "-nopw", unless: "-localhost -help -h", effect: effectExternal, rule: "net.tunnel", what: "x11vnc serving this machine's display with no password on every interface"},
	{path: "x0vncserver", longDash: true, fold: true, long: tigervncValue, need: "-SecurityTypes=None", unless: "-localhost=1 -localhost=yes -help", effect: effectExternal, rule: "net.tunnel", what: "a VNC server with no authentication (anyone who reaches the port controls the desktop)"},
	{path: "vncserver", longDash: true, fold: true, long: tigervncValue, need: "-SecurityTypes=None", unless: "-localhost=1 -localhost=yes -help", effect: effectExternal, rule: "net.tunnel", what: "a VNC server with no authentication (anyone who reaches the port controls the desktop)"},
	// A terminal opened on another machine's X display (xterm -display
	// HOST:N, X11's own option, which every Xt program takes): the shell
	// in it is typed into from that machine, a reverse shell X carries.
	// A display of this machine (:0, localhost:10 of ssh -X, unix:0)
	// stays here.
	{path: "xterm", longDash: true, long: xtermValue, codeOpts: "-display -d", code: remoteDisplay, unless: "-help -version", effect: effectExternal, rule: "net.reverse-shell", what: "a terminal on another machine's X display, its shell typed into from there"},
	{path: "uxterm", longDash: true, long: xtermValue, codeOpts: "-display -d", code: remoteDisplay, unless: "-help -version", effect: effectExternal, rule: "net.reverse-shell", what: "a terminal on another machine's X display, its shell typed into from there"},
	// Windows' port proxy (netsh interface portproxy add v4tov4
	// listenport=… connectport=… connectaddress=…): every connection
	// to this machine's port is relayed to a database's, a broker's or
	// a remote desktop's port, on every address unless listenaddress
	// says one (netsh takes any prefix of its words: int).
	{path: "netsh int* portproxy add *", win: true, more: netshProxyArgs, codeOpts: "connectport", code: servicePort, unless: netshProxyLocal, effect: effectExternal, rule: "net.tunnel", what: "netsh portproxy relaying this machine's port to a remote-access, database or broker port"},
	// connectport left out is listenport (netsh's help).
	{path: "netsh int* portproxy add *", win: true, more: netshProxyArgs, need: "listenport", unless: "connectport " + netshProxyLocal, codeOpts: "listenport", code: servicePort, effect: effectExternal, rule: "net.tunnel", what: "netsh portproxy relaying this machine's port to a remote-access, database or broker port"},
	{path: "tailscale funnel", long: "--http --https --set-path --tcp --tls-terminated-tcp", operand: tunnelTarget, unless: helpUnless, effect: effectExternal, rule: "net.tunnel", what: "Tailscale Funnel serving a local port to the internet"},

	// TLS verification off for every later download.
	{path: "git config", value: "Ccf", long: gitValue, more: &specMore{moreChange: &moreChange{setting: gitTLSOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.tls-off", what: "git config switching TLS verification off"},
	{path: "npm config set", more: &specMore{moreChange: &moreChange{setting: npmTLSOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.tls-off", what: "npm config switching TLS verification off"},
	{path: "pnpm config set", more: &specMore{moreChange: &moreChange{setting: npmTLSOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.tls-off", what: "pnpm config switching TLS verification off"},
	{path: "yarn config set", more: &specMore{moreChange: &moreChange{setting: npmTLSOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.tls-off", what: "yarn config switching TLS verification off"},
	{path: "pip config set", more: &specMore{moreChange: &moreChange{setting: pipTLSOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.tls-off", what: "pip config trusting a host without TLS verification"},
	{path: "pip3 config set", more: &specMore{moreChange: &moreChange{setting: pipTLSOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.tls-off", what: "pip config trusting a host without TLS verification"},
	{path: "conda config", long: "--env --file --name", more: &specMore{moreChange: &moreChange{setting: condaTLSOff}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.tls-off", what: "conda config switching TLS verification off"},

	// A mailbox's mail sent on to another address from now on, by the
	// mail server (learn.microsoft.com, Exchange PowerShell): an inbox
	// rule's -ForwardTo, -ForwardAsAttachmentTo or -RedirectTo; the
	// mailbox's own -ForwardingSmtpAddress or -ForwardingAddress ($null
	// takes it off); a transport rule's copy or redirect of the messages
	// it matches, of every mailbox of the organization; Microsoft Graph's
	// message rule whose actions forward or redirect.
	// A mailbox's every message copied out to a .pst file on a share
	// (New-MailboxExportRequest -FilePath \\SERVER\SHARE\x.pst,
	// ExchangePowerShell): the mail leaves the mail system for whoever
	// reads the share.
	{path: "new-mailboxexportrequest", ps: true, long: mailboxExportValue, unless: psWhatIf, effect: effectExternal, rule: "net.exfil", what: "a mailbox's messages exported to a file on a share"},
	{path: "new-inboxrule", ps: true, long: inboxRuleValue, need: mailForwardRule, unless: psWhatIf, effect: effectExternal, rule: "net.exfil", what: "an inbox rule forwarding a mailbox's messages to another address"},
	{path: "set-inboxrule", ps: true, long: inboxRuleValue, need: mailForwardRule, unless: psWhatIf, effect: effectExternal, rule: "net.exfil", what: "an inbox rule forwarding a mailbox's messages to another address"},
	{path: "set-mailbox", ps: true, long: mailboxValue, codeOpts: "-ForwardingSmtpAddress -ForwardingAddress", code: someText, unless: psWhatIf, more: &specMore{moreChange: &moreChange{except: noValue}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "net.exfil", what: "a mailbox forwarding every message it receives to another address"},
	{path: "new-transportrule", ps: true, long: transportRuleValue, need: mailForwardTransport, unless: psWhatIf, effect: effectExternal, rule: "net.exfil", what: "a transport rule copying or redirecting the organization's messages to another address"},
	{path: "set-transportrule", ps: true, long: transportRuleValue, need: mailForwardTransport, unless: psWhatIf, effect: effectExternal, rule: "net.exfil", what: "a transport rule copying or redirecting the organization's messages to another address"},
	// MEGA, the consumer file-sharing service ransomware crews send what
	// they take to (with rclone's mega remote, foreignWords): its own
	// clients upload to it whatever they are given — MEGAcmd's mega-put,
	// mega-sync and mega-backup (LOCAL REMOTE; -d removes one),
	// mega-export -a (a public link to a file), megatools' put and copy
	// (megaput, megacopy; --download brings files here).
	{path: "mega-put", operand: anyWord, unless: helpUnless, effect: effectExternal, rule: "net.exfil", what: "mega-put uploading files to MEGA, a file-sharing service out of the organisation's hands"},
	{path: "mega-sync", operand: anyWord, unless: helpUnless + " -d --remove --delete -s --pause -r --enable --disable", effect: effectExternal, rule: "net.exfil", what: "mega-sync syncing a folder up to MEGA, a file-sharing service out of the organisation's hands"},
	{path: "mega-backup", operand: anyWord, unless: helpUnless + " -d -a -l", effect: effectExternal, rule: "net.exfil", what: "mega-backup backing a folder up to MEGA, a file-sharing service out of the organisation's hands"},
	{path: "mega-export", need: "-a", unless: helpUnless + " -d", effect: effectExternal, rule: "net.exfil", what: "mega-export making a public link to a file on MEGA"},
	{path: "megaput", operand: anyWord, long: megatoolsValue, unless: helpUnless, effect: effectExternal, rule: "net.exfil", what: "megaput uploading files to MEGA, a file-sharing service out of the organisation's hands"},
	{path: "megacopy", long: megatoolsValue, unless: helpUnless + " --download -d", effect: effectExternal, rule: "net.exfil", what: "megacopy uploading a folder to MEGA, a file-sharing service out of the organisation's hands"},
	{path: "megatools put", operand: anyWord, long: megatoolsValue, unless: helpUnless, effect: effectExternal, rule: "net.exfil", what: "megatools uploading files to MEGA, a file-sharing service out of the organisation's hands"},
	{path: "megatools copy", long: megatoolsValue, unless: helpUnless + " --download -d", effect: effectExternal, rule: "net.exfil", what: "megatools uploading a folder to MEGA, a file-sharing service out of the organisation's hands"},
	// GAM, Google Workspace's command line (GAMADV-XTD3 wiki, Users Gmail
	// Forwarding): gam <UserTypeEntity> forward <TrueValues> keep|archive|…
	// ADDRESS turns a user's forwarding on; add forwardingaddress ADDRESS
	// registers the address it forwards to. The entity is its two words
	// (user X, users X,Y, group X, ou /Staff, all users).
	{path: "gam * * forward", operand: gamTrue, effect: effectExternal, rule: "net.exfil", what: "gam turning a mailbox's forwarding on (every message it receives sent to another address)"},
	{path: "gam * * add forwardingaddress", effect: effectExternal, rule: "net.exfil", what: "gam adding a forwarding address to a mailbox (where its messages may then be sent)"},
	{path: "gam * * add forwardingaddresses", effect: effectExternal, rule: "net.exfil", what: "gam adding a forwarding address to a mailbox (where its messages may then be sent)"},
	// An account suspended (GAMADV-XTD3 wiki, Users: gam update user
	// USER suspended on; gam <UserTypeEntity> update users suspended on;
	// gam <UserTypeEntity> suspend users): its user can no longer sign
	// in, as Disable-ADAccount.
	{path: "gam update user", more: &specMore{moreChange: &moreChange{setting: gamSuspend}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "gam suspending an account (its user can no longer sign in)"},
	{path: "gam update users", more: &specMore{moreChange: &moreChange{setting: gamSuspend}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "gam suspending accounts (their users can no longer sign in)"},
	{path: "gam * * update user", more: &specMore{moreChange: &moreChange{setting: gamSuspend}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "gam suspending accounts (their users can no longer sign in)"},
	{path: "gam * * update users", more: &specMore{moreChange: &moreChange{setting: gamSuspend}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "gam suspending accounts (their users can no longer sign in)"},
	{path: "gam * * suspend users", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "gam suspending accounts (their users can no longer sign in)"},
	{path: "gam suspend user", unless: helpUnless, effect: effectExternal, rule: "sys.protection-off", what: "gam suspending an account (its user can no longer sign in)"},
	// A ChromeOS device wiped or taken out of management (GAMADV-XTD3
	// wiki, ChromeOS Devices: gam update cros ID action
	// deprovision_*|disable|wipe_users|powerwash|remote_powerwash; gam
	// issuecommand cros ID command wipe_users|remote_powerwash): its
	// users' data erased, as an Intune wipe.
	{path: "gam update cros", more: &specMore{moreChange: &moreChange{setting: gamCrosWipe}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gam wiping or deprovisioning a managed ChromeOS device"},
	{path: "gam * * update cros", more: &specMore{moreChange: &moreChange{setting: gamCrosWipe}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gam wiping or deprovisioning managed ChromeOS devices"},
	{path: "gam issuecommand cros", operand: gamCrosWipeCommand, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gam wiping a managed ChromeOS device"},
	{path: "gam * * issuecommand cros", operand: gamCrosWipeCommand, unless: helpUnless, effect: effectExternal, rule: "infra.cloud", what: "gam wiping managed ChromeOS devices"},
	{path: "new-mgusermailfoldermessagerule", ps: true, long: mgRuleValue, codeOpts: "-Actions -BodyParameter", code: graphForward, unless: psWhatIf, effect: effectExternal, rule: "net.exfil", what: "a message rule forwarding a mailbox's messages to another address"},
	{path: "update-mgusermailfoldermessagerule", ps: true, long: mgRuleValue, codeOpts: "-Actions -BodyParameter", code: graphForward, unless: psWhatIf, effect: effectExternal, rule: "net.exfil", what: "a message rule forwarding a mailbox's messages to another address"},
	// Servers with no login unless told, by their manuals (openServer):
	// mongod and mongos (access control off until --auth or a keyFile,
	// bound to localhost since 3.6 until --bind_ip_all or --bind_ip
	// 0.0.0.0), memcached (no authentication until SASL -S or an
	// --auth-file), RethinkDB (its admin account without a password
	// until --initial-password; --bind all).
	{path: "memcached", more: &specMore{moreNet: &moreNet{openLogin: &loginRoles{bind: "-l", login: "--auth-file --enable-sasl -S -Y"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "mongod", more: &specMore{moreNet: &moreNet{openLogin: &loginRoles{login: "--auth --clusterAuthMode --config --keyFile -f"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "mongos", more: &specMore{moreNet: &moreNet{openLogin: &loginRoles{login: "--clusterAuthMode --config --keyFile -f"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "rethinkdb", more: &specMore{moreNet: &moreNet{openLogin: &loginRoles{login: "--config-file --initial-password"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
}

// The parameters of Exchange's and Graph's mail cmdlets that take a
// value, and those that send a mailbox's messages on.
var (
	gamSuspend         = &lazyRegexp{expr: `(?i)(^|=)suspended=(true|on|yes|1)(=|$)`}
	gamCrosWipe        = &lazyRegexp{expr: `(?i)(^|=)action=(deprovision\w*|disable|wipe_users|powerwash|remote_powerwash)(=|$)`}
	gamCrosWipeCommand = &lazyRegexp{expr: `(?i)^(wipe_users|remote_powerwash)$`}
	gamTrue            = &lazyRegexp{expr: `(?i)^(true|on|yes|enabled|1)$`}
	graphForward       = &lazyRegexp{expr: `(?i)\b(forwardto|forwardasattachmentto|redirectto)\b`}
)

const (
	inboxRuleValue       wordList = "-ApplyCategory -BodyContainsWords -CopyToFolder -DeleteMessage -DomainController -ForwardAsAttachmentTo -ForwardTo -From -FromAddressContainsWords -HeaderContainsWords -Identity -Mailbox -MarkAsRead -MarkImportance -MoveToFolder -MyNameInToOrCcBox -Name -Priority -RedirectTo -SentTo -StopProcessingRules -SubjectContainsWords -SubjectOrBodyContainsWords"
	mailboxExportValue   wordList = "-AssociatedMessagesCopyOption -BadItemLimit -BatchName -CompletedRequestAgeLimit -ConflictResolutionOption -ContentFilter -ContentFilterLanguage -DomainController -ExcludeFolders -FilePath -IncludeFolders -InternalFlags -LargeItemLimit -Mailbox -Name -Priority -RemoteCredential -RemoteHostName -SourceRootFolder -TargetRootFolder"
	mailboxValue         wordList = "-AuditEnabled -DeliverToMailboxAndForward -DisplayName -DomainController -EmailAddresses -ForwardingAddress -ForwardingSmtpAddress -Identity -LitigationHoldDuration -LitigationHoldEnabled -LitigationHoldOwner -PrimarySmtpAddress -RetainDeletedItemsFor -RetentionHoldEnabled -SingleItemRecoveryEnabled -Type"
	transportRuleValue   wordList = "-AddToRecipients -BlindCopyTo -Comments -CopyTo -From -FromScope -Identity -Mode -Name -Priority -RedirectMessageTo -SentTo -SentToScope -SubjectContainsWords -SubjectOrBodyContainsWords"
	mgRuleValue          wordList = "-Actions -BodyParameter -Conditions -DisplayName -IsEnabled -MailFolderId -MessageRuleId -Sequence -UserId"
	mailForwardRule      wordList = "-ForwardTo -ForwardAsAttachmentTo -RedirectTo"
	mailForwardTransport wordList = "-BlindCopyTo -CopyTo -RedirectMessageTo -AddToRecipients"
	noValue              wordList = `$null '' ""`
)

var (
	// publicRelayHost is the destination of a public tunnel service
	// reached by ssh -R ([USER@]serveo.net, nokey@localhost.run,
	// a.pinggy.io, srv.us).
	publicRelayHost = &lazyRegexp{expr: `(?i)^(ssh://)?([^@/]+@)?([a-z0-9-]+\.)*(serveo\.net|localhost\.run|pinggy\.io|pinggy\.link|srv\.us)(:[0-9]+)?$`}
	// servicePort is a tunnel's local target that is one of
	// servicePorts: the port alone (bore local 5432, ngrok http 8123),
	// host:port on this machine, or a URL of it (tailscale funnel
	// tcp://localhost:22).
	// tunnelTarget is what a tunnel serves: a port (3000), host:port, a
	// URL (http://localhost:8080, tcp://localhost:22, file:///srv) or a
	// path (tailscale funnel /home/me), not a verb (status, reset, off).
	tunnelTarget = &lazyRegexp{expr: `(?i)^([a-z][a-z0-9+.-]*://\S*|(\S+:)?\d{1,5}/?|[/~.]\S*)$`}
	// publicPortVisibility is gh codespace ports visibility's PORT:public.
	publicPortVisibility = &lazyRegexp{expr: `(?i)^\d{1,5}:public$`}
	servicePort          = &lazyRegexp{expr: `(?i)^([a-z-]+://)?((localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]):)?` + servicePorts + `/?$`}
	// rawForward matches -R's [bind:]port:host:hostport to a remote-access
	// port, or [bind:]port alone (dynamic: a SOCKS proxy); rawForwardOpt
	// the same as -o RemoteForward.
	rawForward    = &lazyRegexp{expr: `(?m)^(\[[^\]\n]*\]:|[^:\n]*:)?\d+(:(\[[^\]\n]*\]|[^:\n]+):(22|23|3389|5900|5985|5986))?$`}
	rawForwardOpt = &lazyRegexp{expr: `(?im)^remoteforward[ =]+([^:\s]+:)?\d+([ ]+(\[[^\]\n]*\]|[^:\n]+):(22|23|3389|5900|5985|5986))?\s*$`}
	// openRemoteForward matches -R's bind:port bound to every interface
	// (*, 0.0.0.0, ::, or an empty address), whatever the port and
	// whatever it leads to (host:hostport, a local socket's path, or
	// nothing: a SOCKS proxy), its parts split by : or / as ssh reads
	// them (bind/port/host/hostport); openRemoteForwardOpt the same as
	// -o RemoteForward.
	openRemoteForward    = &lazyRegexp{expr: `(?m)^(\*|0\.0\.0\.0|::|\[::\])?[:/]\d+([:/][^\n]*)?$`}
	openRemoteForwardOpt = &lazyRegexp{expr: `(?im)^remoteforward[ =]+(\*|0\.0\.0\.0|::|\[::\])?[:/]\d+([ ]+[^\s]+)?\s*$`}
	// openForward matches ssh's -L [bind:]port:host:hostport to one of
	// servicePorts, or -D [bind:]port, bound to every interface (*,
	// 0.0.0.0, ::, or an empty address); gatewayForward the same with
	// no address, which -g binds to every interface.
	openForward    = &lazyRegexp{expr: `^(\*|0\.0\.0\.0|::|\[::\])?:\d+(:(\[[^\]]*\]|[^:]+):` + servicePorts + `)?$`}
	gatewayForward = &lazyRegexp{expr: `^\d+(:(\[[^\]]*\]|[^:]+):` + servicePorts + `)?$`}
	// gatewayOptForward is gatewayForward beside -o GatewayPorts=yes,
	// -g's spelling in ssh_config(5) (which reads true as yes), either
	// first: the values of -o, -L and -D, one a line.
	gatewayOptForward = &lazyRegexp{expr: `(?im)^gatewayports[ \t=]+"?(yes|true)"?\s*$(?s:.*)^\d+(:(\[[^\]\n]*\]|[^:\n]+):` + servicePorts + `)?$|^\d+(:(\[[^\]\n]*\]|[^:\n]+):` + servicePorts + `)?$(?s:.*)^gatewayports[ \t=]+"?(yes|true)"?\s*$`}
	// openForwardOpt is openForward written as ssh's -o LocalForward or
	// DynamicForward (ssh_config(5): a bind address of * or none is every
	// interface).
	openForwardOpt = &lazyRegexp{expr: `(?i)^(localforward[ =]+(\*|0\.0\.0\.0|::|\[::\])?:\d+[ ]+(\[[^\]]*\]|[^:\s]+):` + servicePorts + `|dynamicforward[ =]+(\*|0\.0\.0\.0|::|\[::\])?:\d+)\s*$`}
	// servicePortMap matches kubectl port-forward's [LOCAL:]REMOTE to one
	// of servicePorts; everyInterface an --address list holding every
	// interface; tcpEveryInterface dockerd's -H on TCP at every
	// interface (tcp://0.0.0.0:2375, tcp://:2375, and without a scheme,
	// which dockerd reads as tcp: 0.0.0.0:2375, :2375).
	// remoteDisplay is an X display on another machine: HOST:N[.S] whose
	// host is an IPv4 address off loopback, a dotted name with a letter
	// in its first label, or an IPv6 address but ::1.
	remoteDisplay     = &lazyRegexp{expr: `(?i)^(?:(?:[02-9]\d{0,2}|1(?:[013-9]\d?|2[0-689]?)?)(?:\.\d{1,3}){3}|[a-z0-9-]*[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+|\[[0-9a-f:]*[0-9a-f]:[0-9a-f:]*\]):\d+(?:\.\d+)?$`}
	servicePortMap    = &lazyRegexp{expr: `^(\d*:)?` + servicePorts + `$`}
	everyInterface    = &lazyRegexp{expr: `(^|,)\s*(0\.0\.0\.0|::|\[::\]|\*)\s*(,|$)`}
	tcpEveryInterface = &lazyRegexp{expr: `(?i)^(tcp://(0\.0\.0\.0|\[::\]|\*)?(:\d+)?|(0\.0\.0\.0|\[::\]|\*)?:\d+)/?$`}
	gitTLSOff         = &lazyRegexp{expr: `(?i)^http\.(\S*\.)?sslverify=(false|no|off|0)$`}
	npmTLSOff         = &lazyRegexp{expr: `(?i)^(strict-ssl|enablestrictssl)=(false|0)$`}
	pipTLSOff         = &lazyRegexp{expr: `(?i)^[a-z]+\.trusted-host=`}
	condaTLSOff       = &lazyRegexp{expr: `(?i)^ssl_verify=(false|no|0)$`}
)

// netFirewallRuleValue are the parameters of New-NetFirewallRule that
// take a value (Microsoft Learn, NetSecurity module).
const netFirewallRuleValue wordList = "-Action -Authentication -CimSession -Description -Direction -DisplayName -DynamicTarget -EdgeTraversalPolicy -Enabled -Encryption -GPOSession -Group -IcmpType -InterfaceAlias -InterfaceType -LocalAddress -LocalOnlyMapping -LocalPort -LocalUser -LooseSourceMapping -Name -OverrideBlockRules -Owner -Package -Platform -PolicyStore -Profile -Program -Protocol -RemoteAddress -RemoteDynamicKeywordAddresses -RemoteMachine -RemotePort -RemoteUser -Service -ThrottleLimit"

// setNetFirewallRuleValue: Set-NetFirewallRule's, which also finds its
// rules by group or object and renames them.
const setNetFirewallRuleValue wordList = "-Action -Authentication -CimSession -Description -Direction -DisplayGroup -DisplayName -DynamicTarget -EdgeTraversalPolicy -Enabled -Encryption -GPOSession -Group -IcmpType -InputObject -InterfaceAlias -InterfaceType -LocalAddress -LocalOnlyMapping -LocalPort -LocalUser -LooseSourceMapping -Name -NewDisplayName -OverrideBlockRules -Owner -Package -Platform -PolicyStore -Profile -Program -Protocol -RemoteAddress -RemoteDynamicKeywordAddresses -RemoteMachine -RemotePort -RemoteUser -Service -ThrottleLimit"

// netshProxyArgs reads netsh interface portproxy add's KEY=VALUE words;
// netshProxyLocal are the listening addresses of the loopback, which
// only this machine reaches.
var netshProxyArgs = &specMore{moreArgs: &moreArgs{keywords: "connectaddress= connectport= listenaddress= listenport= protocol="}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}

// codeTunnelArgs name the subcommands of code tunnel that only show or
// manage the tunnel its bare form opens.
var codeTunnelArgs = &specMore{moreArgs: &moreArgs{manages: "help kill prune rename restart service status unregister user"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}

const netshProxyLocal = "listenaddress=127.0.0.1 listenaddress=::1 listenaddress=localhost"

// netshRuleScoped are the keys that make a netsh rule admit one
// program, service or authenticated computer or user group only, as
// New-NetFirewallRule's -Program, -Service, -RemoteMachine, -RemoteUser.
const netshRuleScoped wordList = "program service rmtcomputergrp rmtusrgrp"

// netshRuleKeys are the KEY=VALUE words of netsh advfirewall firewall
// add rule (and set rule's).
const netshRuleKeys wordList = "action= description= dir= edge= enable= group= interfacetype= localip= localport= name= profile= program= protocol= remoteip= remoteport= rmtcomputergrp= rmtusrgrp= security= service="

// firewallCmdValue are firewall-cmd's options that take a value.
const firewallCmdValue wordList = "--add-forward-port --add-interface --add-port --add-rich-rule --add-service --add-source --change-interface --change-zone --get-zone-of-interface --new-zone --remove-port --remove-service --set-default-zone --timeout --zone"

// iptablesValue and iptablesLong are iptables's options that take a
// value (-L, -F, -Z and -X take an optional chain: read as operands).
const (
	iptablesValue          = "ADINRdijmopst"
	iptablesLong  wordList = "--append --ctstate --delete --destination --destination-port --destination-ports --dport --dports --in-interface --insert --jump --match --new-chain --out-interface --protocol --source --sport --sports --src --state --table --to-destination --to-ports"
)

// servicePorts are the ports of remote access (ssh, telnet, SMB,
// remote desktop, VNC, WinRM), of databases and caches (SQL Server,
// Oracle, MySQL, Postgres, CouchDB, Redis, Cassandra, Elasticsearch,
// Neo4j, memcached, MongoDB, ClickHouse, InfluxDB, CockroachDB), of
// brokers (ZooKeeper, NATS, RabbitMQ and its management, Kafka, MQTT,
// ActiveMQ), of control planes (Docker and Swarm, etcd, the Kubernetes
// API and kubelet, Vault, Consul, IPMI, NETCONF, Winbox, Webmin), of
// file and host services that trust the network (rpcbind, MS RPC,
// NetBIOS, NFS, rsync, SNMP, r-commands, X11), of remote access (Apple
// Remote Desktop, VNC's web port, TeamViewer, ssh's 2222), of
// industrial control (Modbus and its TLS port, S7, OPC UA and its TLS
// port, DNP3 and DNP3 Secure, EtherNet/IP, BACnet, IEC 104, Niagara Fox,
// PCWorx, ProConOS, CODESYS, MELSEC, HART-IP, FINS, GE SRTP, Unitronics
// PCOM, PROFINET, Red Lion Crimson, FF HSE, Beckhoff ADS, Wonderware
// SuiteLink, and the SCADA servers' own managers: WinCC OA's PMON, data,
// event, distribution, redundancy, split and proxy ports) and of a mobile
// core's signalling (GTP, PFCP, Diameter, M3UA, S1AP, NGAP): a service
// whose callers must be few, as an expression's group. Each is known by
// its IANA or vendor registration; a web app's ports (80, 443, 3000,
// 5000, 8080) are not among them.
// tunnelNgrokValue are ngrok http's and tls's options that take a
// value; tunnelLtValue localtunnel's long ones.
const (
	tunnelNgrokValue wordList = "--authtoken --basic-auth --config --crt --domain --host-header --hostname --key --log --log-format --log-level --oauth --region --subdomain --url"
	tunnelLtValue    wordList = "--host --local-ca --local-cert --local-host --local-key --port --subdomain"
	// tunnelLoclxValue are loclx tunnel's options that take a value,
	// tunnelExposeValue expose share's, tunnelInletsValue inlets' clients',
	// tunnelDevtunnelValue devtunnel's.
	tunnelLoclxValue  wordList = "--basic-auth --config --crt --ip-blacklist --ip-whitelist --key --port --region --reserved-domain --reserved-endpoint --subdomain --to"
	tunnelExposeValue wordList = "--auth --basicAuth --dns --domain --server --server-host --server-port --subdomain"
	// megatoolsValue are megatools' options that take a value.
	megatoolsValue wordList = "--config --limit-speed --local --password --path --proxy --remote --username -l -p -r -u"
	// codeTunnelValue are code tunnel's options that take a value.
	codeTunnelValue      wordList = "--cli-data-dir --extensions-dir --install-extension --log --name --parent-process-id --reconnection-grace-time --server-data-dir"
	tunnelInletsValue    wordList = "--license --license-file --port --remote --token --token-file --upstream --url"
	tunnelDevtunnelValue wordList = "--description --expiration --labels --port-numbers --protocol --tunnel-id"
)

// x11vncValue are x11vnc's options that take a value (x11vnc(1)), and
// tigervncValue those of TigerVNC's vncserver and x0vncserver.
const (
	x11vncValue   wordList = "-allow -auth -clip -connect -display -geometry -listen -logfile -o -passwd -passwdfile -rfbauth -rfbport -scale -ssl -sslonly -users"
	tigervncValue wordList = "-Geometry -PasswordFile -SecurityTypes -depth -display -fg -geometry -localhost -passwd -rfbauth -rfbport -xstartup"
)

// xtermValue are xterm's options that take a value (xterm(1) and the X
// Toolkit's standard ones).
const xtermValue wordList = "-T -bd -bg -bw -class -cr -d -display -e -fa -fb -fg -fn -fs -fw -geometry -n -name -ti -title -tn -xrm"

const servicePorts = `(22|23|102|111|135|139|161|445|502|512|513|514|623|789|802|830|873|1089|1090|1091|1217|1433|1434|1521|1883|1911|1962|2049|2123|2152|2181|2222|2375|2376|2377|2379|2380|2404|2455|2905|3050|3283|3306|3389|3868|4222|4776|4777|4778|4840|4843|4897|4911|4998|4999|5007|5094|5413|5432|5450|5672|5678|5800|5900|5901|5938|5984|5985|5986|6000|6379|6432|6443|7687|8086|8123|8200|8291|8500|8529|8805|8883|9042|9092|9200|9300|9600|10000|10250|10255|11211|15672|18245|19999|20000|20256|20547|26257|27017|28015|34962|34963|34964|36412|38412|44818|47808|48898|61616)`

// sshValue are ssh's options that take a value. A constant: "M" +
// sshValue in a table is then laid out in the binary, not built at
// start-up (TestInitsAllocateNothing).
const sshValue = "BbcDEeFIiJLlmOopQRSWw"

// sshSpec and autosshSpec read the words of ssh and autossh (-M PORT):
// the first operand is the host, the others the command it runs there.
var (
	sshSpec     = spec{path: "ssh", value: sshValue, literalOpts: true}
	autosshSpec = spec{path: "autossh", value: "M" + sshValue, literalOpts: true}
)

// sshOperands returns the operands of c, an ssh or autossh, its words
// read through sshSpec or autosshSpec: the host, then the command it
// runs there.
func sshOperands(c *Command) []Word {
	s := &sshSpec
	if lowerNameNoExe(c) == "autossh" {
		s = &autosshSpec
	}
	return parseArgs(s, c.Args).operands
}

// ncSpec reads the netcats' words (nc, ncat, netcat): the options that
// take a value are the source port and address, timeouts, a proxy and
// its protocol, the buffer sizes, the TOS and TTL, and the program or
// shell command it runs on the connection (-e PROG, -c CMD: ncat and
// the traditional netcat); its first operand is the host.
var ncSpec = spec{path: "nc", value: "IMOPTVXimpqsTwxec", long: "--allow --allowfile --deny --denyfile --exec --hex-dump --idle-timeout --lua-exec --max-conns --output --proxy --proxy-auth --proxy-type --sh-exec --source --source-port --wait"}

// scpValue are scp's options that take a value (-c CIPHER, -F CONFIG, -i
// KEY, -J JUMP, -l LIMIT, -o OPTION, -P PORT, -S PROGRAM, -X OPTION):
// scpSpec reads the sources and the destination of a copy.
const scpValue = "cFiJloPSX"

var scpSpec = spec{path: "scp", value: scpValue}

// requestSpecs are the programs that send one request their words
// describe (readRequest): HTTP clients, RPC clients calling one method
// of a service (rpc), and the hosting services' CLIs whose api
// subcommand sends one to the service's API (apiHost). Each says what
// its options and operands are of the request (specMore.request): the
// method, the body (a form or a file uploaded too: any makes it a POST),
// where it goes; httpie and its kind take the method as their first
// operand and a body's fields as operands (name=value).
var requestSpecs = []spec{
	{path: "curl", value: curlValue, long: curlLong, more: curlRequest},
	{path: "curlie", value: curlValue, long: curlLong, more: &specMore{moreNet: &moreNet{request: &requestRoles{method: curlMethod, body: curlBody, url: "--url", methodOperand: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "awscurl", value: "XdH", long: "--access_key --data --header --profile --region --request --secret_key --security_token --service --session_token", more: &specMore{moreNet: &moreNet{request: &requestRoles{method: curlMethod, body: "-d --data"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "wget", value: wgetValue, long: wgetLong, more: wgetRequest},
	{path: "wget2", value: wgetValue, long: wgetLong, more: wgetRequest},
	{path: "http", value: httpieValue, long: httpieLong, more: httpieRequest},
	{path: "https", value: httpieValue, long: httpieLong, more: httpieRequest},
	{path: "httpie", value: httpieValue, long: httpieLong, more: httpieRequest},
	{path: "xh", value: httpieValue, long: httpieLong, more: httpieRequest},
	{path: "xhs", value: httpieValue, long: httpieLong, more: httpieRequest},
	{path: "restish", value: "Hqofp", long: "--rsh-filter --rsh-header --rsh-output-format --rsh-profile --rsh-query --rsh-server", more: &specMore{moreNet: &moreNet{request: &requestRoles{methodOperand: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "invoke-restmethod", ps: true, long: psWebValue, more: psWebRequest},
	{path: "irm", ps: true, long: psWebValue, more: psWebRequest},
	{path: "invoke-webrequest", ps: true, long: psWebValue, more: psWebRequest},
	{path: "iwr", ps: true, long: psWebValue, more: psWebRequest},
	// The REST cmdlets of Microsoft's cloud modules: Invoke-MgGraphRequest
	// ([-Method] [-Uri] [-Body], the method and the URI also its first
	// two positions; learn.microsoft.com, microsoft.graph.authentication)
	// and Invoke-AzRestMethod (-Path of the management API, or -Uri;
	// -Method, -Payload; az.accounts).
	{path: "invoke-mggraphrequest", ps: true, long: mgGraphValue, more: mgGraphRequest},
	{path: "invoke-azrestmethod", ps: true, long: azRestValue, more: azRestRequest},
	{path: "grpcurl", longDash: true, long: "-d", more: &specMore{moreNet: &moreNet{request: &requestRoles{body: "-d", rpc: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "buf", value: "d", long: "--data", more: &specMore{moreNet: &moreNet{request: &requestRoles{body: "-d --data", rpc: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "evans", more: &specMore{moreNet: &moreNet{request: &requestRoles{rpc: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "grpc_cli", more: &specMore{moreNet: &moreNet{request: &requestRoles{rpc: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "gh api", value: "XFfHqtp", long: "--cache --field --header --hostname --input --jq --method --preview --raw-field --template", more: &specMore{moreNet: &moreNet{request: &requestRoles{method: ghMethod, body: ghBody, apiHost: "api.github.com"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "glab api", value: "XFfH", long: "--field --header --hostname --input --method --raw-field", more: &specMore{moreNet: &moreNet{request: &requestRoles{method: ghMethod, body: ghBody, apiHost: "gitlab.com"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
}

// A requestRoles says what a request client's options and operands are
// of the request it sends (requestSpecs).
type requestRoles struct {
	// method, body and url are the options whose value is the request's
	// method, its body (or a form, a file uploaded), where it goes.
	method, body, url wordList
	// methodOperand: a first operand that is a method is the method
	// (http POST URL); fields: an operand name=value is a body's field.
	methodOperand, fields bool
	// rpc: it calls one method of a service, named by an operand
	// (acme.v1.Projects/DeleteProject), at HOST:PORT; apiHost: its
	// first operand is a path of the API of this host.
	rpc     bool
	apiHost string
}

var (
	doctlIngress = &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--inbound-rules", ports: "--inbound-rules"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	awsIngress   = &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--cidr --ip-permissions", ports: "--port --ip-permissions", protocol: "--protocol"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	// ufwIngress reads ufw allow/limit [in|out] [on IF] [from ADDR] [to
	// ADDR] [port PORT] [proto P], or PORT[/PROTO] or an application
	// profile as the operand (ufw(8)).
	azPSNsgIngress = &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "-SourceAddressPrefix", ports: "-DestinationPortRange", deny: "-Access=Deny -Direction=Outbound", scoped: "-SourceApplicationSecurityGroup -SourceApplicationSecurityGroupId"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	ufwIngress     = &specMore{moreNet: &moreNet{ingress: &ingressRoles{host: true, sources: "from", ports: "port", protocol: "proto", defaults: "from=any", deny: "out on=lo", portWords: "in"}}, moreArgs: &moreArgs{keywords: "from on port proto to"}, moreRun: &noRun, moreCode: &noCode, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	// iptablesIngress: a rule added to INPUT that accepts (iptables(8)).
	iptablesIngress = &specMore{moreNet: &moreNet{ingress: &ingressRoles{host: true, sources: "-s --source --src", ports: "--dport --dports --destination-port --destination-ports", protocol: "-p --protocol", defaults: "-s=0.0.0.0/0", admit: "-A=INPUT|-I=INPUT|--append=INPUT|--insert=INPUT -j=ACCEPT|--jump=ACCEPT", deny: "-i=lo --in-interface=lo --ctstate=ESTABLISHED --ctstate=ESTABLISHED,RELATED --ctstate=RELATED,ESTABLISHED --state=ESTABLISHED --state=ESTABLISHED,RELATED --state=RELATED,ESTABLISHED"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	gcloudIngress   = &specMore{moreNet: &moreNet{ingress: &ingressRoles{sources: "--source-ranges", ports: "--allow --rules", defaults: "--source-ranges=0.0.0.0/0", deny: "--direction=EGRESS --direction=OUT --action=DENY", scoped: "--source-tags --source-service-accounts"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	curlRequest     = &specMore{moreNet: &moreNet{request: &requestRoles{method: curlMethod, body: curlBody, url: "--url"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	wgetRequest     = &specMore{moreNet: &moreNet{request: &requestRoles{method: "--method", body: "--post-data --post-file --body-data --body-file"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	psWebRequest    = &specMore{moreNet: &moreNet{request: &requestRoles{method: "-Method -CustomMethod", body: "-Body -InFile -Form", url: "-Uri"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	mgGraphRequest  = &specMore{moreNet: &moreNet{request: &requestRoles{method: "-Method", body: "-Body -InputFilePath", url: "-Uri", methodOperand: true, apiHost: "graph.microsoft.com"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	azRestRequest   = &specMore{moreNet: &moreNet{request: &requestRoles{method: "-Method", body: "-Payload", url: "-Uri -Path", apiHost: "management.azure.com"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
	httpieRequest   = &specMore{moreNet: &moreNet{request: &requestRoles{body: "--raw", methodOperand: true, fields: true}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}
)

const (
	// awsIngressValue, gcloudFirewallValue and azNsgRuleValue are the
	// options of those commands that take a value, global ones included.
	awsIngressValue     wordList = "--cidr --cli-input-json --color --endpoint-url --group-id --group-name --group-owner --ip-permissions --output --port --profile --protocol --query --region --source-group --tag-specifications"
	gcloudFirewallValue wordList = "--account --action --allow --configuration --description --destination-ranges --direction --format --network --priority --project --rules --source-ranges --source-service-accounts --source-tags --target-service-accounts --target-tags"
	azPSNsgRuleValue    wordList = "-Access -DefaultProfile -Description -DestinationAddressPrefix -DestinationApplicationSecurityGroup -DestinationApplicationSecurityGroupId -DestinationPortRange -Direction -Name -NetworkSecurityGroup -Priority -Protocol -SourceAddressPrefix -SourceApplicationSecurityGroup -SourceApplicationSecurityGroupId -SourcePortRange"
	azNsgRuleValue      wordList = "--access --description --destination-address-prefixes --destination-asgs --destination-port-ranges --direction --name --nsg-name --output --priority --protocol --query --resource-group --source-address-prefixes --source-asgs --source-port-ranges --subscription"
	hcloudRuleValue     wordList = "--config --context --description --destination-ips --direction --output --poll-interval --port --protocol --source-ips"
	doctlGlobalValue    wordList = "--access-token --api-url --config --context --format --http-retry-max --http-retry-wait-max --http-retry-wait-min --output"
	doctlFirewallValue  wordList = "--access-token --api-url --config --context --droplet-ids --format --inbound-rules --name --outbound-rules --output --tag-names"
	openstackRuleValue  wordList = "--column --description --dst-port --ethertype --format --icmp-code --icmp-type --os-cloud --project --project-domain --protocol --remote-address-group --remote-group --remote-ip"
	curlMethod          wordList = "-X --request"
	curlBody            wordList = "-d --data --data-ascii --data-binary --data-raw --data-urlencode --json -F --form --form-string -T --upload-file"
	mgGraphValue        wordList = "-Body -ContentType -GraphRequestSession -Headers -InputFilePath -Method -OutputFilePath -OutputType -ResponseHeadersVariable -SessionVariable -StatusCodeVariable -Uri -UserAgent"
	azRestValue         wordList = "-ApiVersion -DefaultProfile -FinalResultFrom -MaxPageSize -Method -Name -NextLinkName -PageableItemName -Path -Payload -PollFrom -ResourceGroupName -ResourceId -ResourceProviderName -ResourceType -SubscriptionId -Uri"
	// httpieLong (and the constant httpieValue) are the options of httpie
	// (and xh) that take a value: -a AUTH, -A TYPE, -o FILE, -s STYLE, -p
	// and -P WHAT; -S (stream) and -F (follow) are switches.
	httpieLong wordList = "--auth --auth-type --bearer --boundary --cert --cert-key --cert-key-pass --ciphers --default-scheme --format-options --history-print --max-headers --max-redirects --output --pretty --print --proxy --raw --response-charset --response-mime --session --session-read-only --ssl --style --timeout --unix-socket --verify"
	ghMethod   wordList = "-X --method"
	ghBody     wordList = "-F -f --field --raw-field --input"
)

// psWebAuthSpec reads Invoke-RestMethod's and Invoke-WebRequest's
// parameters for sendsToOwnService; unless holds those that send the
// credential elsewhere or show it (a proxy, the Authorization header kept
// on redirects to other hosts, the session saved with its headers, debug
// output, no certificate check, a Unix socket, links followed).
var psWebAuthSpec = spec{ps: true, fold: true,
	long:   psWebValue,
	unless: "-Proxy -ProxyCredential -PreserveAuthorizationOnRedirect -SessionVariable -WebSession -Debug -SkipCertificateCheck -AllowUnencryptedAuthentication -UnixSocket -FollowRelLink -AllowInsecureRedirect",
}

// requestSpec returns the entry of requestSpecs describing c, a request
// client's command, and the words it reads; nil when c is none. A name
// PowerShell gives its web cmdlets (curl, wget in Windows PowerShell)
// reads as written: curl.exe's options in any grammar, as pwsh 7's curl.
func requestSpec(c *Command) (*spec, []Word) {
	name := pubName(lowerName(c))
	if c.Grammar == lexer.PowerShell {
		if w := strings.ToLower(c.Word0.Value); w == "curl" || w == "wget" {
			name = w
		}
	}
	if name == "" || strings.IndexByte(name, ' ') >= 0 {
		return nil, nil // no path's first word
	}
	for i := range requestSpecs {
		// The path's first word is name, compared in place (the path
		// is not cut for each entry): all of the path, or before a
		// space and the subcommand word.
		s := &requestSpecs[i]
		p := s.path
		switch {
		case len(p) < len(name) || p[0] != name[0] || p[:len(name)] != name:
		case len(p) == len(name):
			return s, c.Args
		case p[len(name)] == ' ' && len(c.Args) > 0 && c.Args[0].Value == p[len(name)+1:]:
			return s, c.Args[1:]
		}
	}
	return nil, nil
}

// httpieValue is a constant: see curlValue.
const httpieValue = "aAospP"

// httpieAuthSpec reads HTTPie's and xh's words for sendsToOwnService.
var httpieAuthSpec = spec{path: "http", value: httpieValue, long: httpieLong}

// transferClients are the transfer clients that read commands.
var transferClients = indexed[transferClient]{table: table[transferClient]{
	{"sftp", transferClient{spec{value: "BbcDFiJloPRsS", more: &specMore{moreCode: &moreCode{textOpts: "-b"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, false}},
	{"lftp", transferClient{spec{value: "ecfpu", long: "--env-password --password --user", more: &specMore{moreCode: &moreCode{textOpts: "-e -c -f"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, true}},
	{"ftp", transferClient{spec{value: "Ps"}, false}},
	{"tnftp", transferClient{spec{value: "Ps"}, false}},
	{"smbclient", transferClient{spec{value: "AcDIlmnOpRsTtUW", long: "--authentication-file --command --directory --port --user --workgroup", more: &specMore{moreCode: &moreCode{textOpts: "-c --command"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, true}},
}}

// verifierSpecs check a checksum or a signature (specMore.verifies) when
// one of need is given, or always when a spec has none: sha256sum -c,
// gpg --verify, gpgv, minisign -V, cosign verify-blob. A downloaded file
// they name is the one its publisher meant (verifies).
var verifierSpecs = []spec{
	{path: "sha256sum", need: sumCheck, more: &specMore{moreChange: &moreChange{verifies: true, role: roleShowsAsIs | roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sha512sum", need: sumCheck, more: &specMore{moreChange: &moreChange{verifies: true, role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sha384sum", need: sumCheck, more: &specMore{moreChange: &moreChange{verifies: true, role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sha224sum", need: sumCheck, more: &specMore{moreChange: &moreChange{verifies: true, role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "sha1sum", need: sumCheck, more: &specMore{moreChange: &moreChange{verifies: true, role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "shasum", value: "a", long: "--algorithm", need: sumCheck, more: &specMore{moreChange: &moreChange{verifies: true, role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "b2sum", value: "l", long: "--length", need: sumCheck, more: &specMore{moreChange: &moreChange{verifies: true, role: roleQuietInput | roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "gpg", value: gpgShort, long: gpgValue, need: "--verify", more: verifiesMore},
	{path: "gpg2", value: gpgShort, long: gpgValue, need: "--verify", more: verifiesMore},
	{path: "gpgv", long: "--homedir --keyring --logger-fd --output --status-fd --weak-digest", more: verifiesMore},
	{path: "minisign", value: "pPmxsct", need: "-V", more: verifiesMore},
	{path: "cosign verify-blob", more: verifiesMore},
}

var (
	verifiesMore = &specMore{moreChange: &moreChange{verifies: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}
)

const (
	sumCheck wordList = "-c --check"
)
