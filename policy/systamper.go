package policy

import (
	"path"
	"slices"
	"strings"
)

// The machine tampered with in ways an agent cannot undo from where it
// is, whatever the tool:
//
//   - its network cut off (sys.network-off): an uplink interface set
//     down or disabled, networking or the radios switched off, the
//     default route deleted, the address lease given up, the network
//     service stopped. Interfaces a
//     developer makes (loopback, docker, veth, bridges, tunnels) are
//     not the uplink;
//   - system files made immutable or append-only (chattr +i/+a), a
//     network or storage driver unloaded or any module removed by force,
//     the account databases edited by script (vipw, pwck -s);
//   - Windows' security features removed or weakened (a Defender or
//     Device Guard feature disabled, exploit mitigations disabled).

// devIface matches an interface a developer or a container runtime
// makes and removes: loopback, bridges, veth pairs, tunnels, VPNs,
// CAN buses, Hyper-V's and WSL's virtual adapters.
var devIface = &lazyRegexp{expr: `(?i)^(lo\d*|docker\w*|veth\S*|br\S*|bridge\d*|virbr\S*|tap\S*|tun\S*|utun\d*|wg\S*|v?can\d*|dummy\S*|vxlan\S*|cni\S*|flannel\S*|cali\S*|kube\S*|lxc\S*|lxd\S*|vboxnet\d*|vmnet\d*|tailscale\d*|zt\S*|podman\d*|nerdctl\d*|mac(v|vlan)\S*|ipvlan\S*|gre\S*|sit\d*|ip6tnl\d*|awdl\d*|llw\d*|vethernet.*|.*(loopback|virtual|vpn|tap-windows|hyper-v|wsl).*)$`}

// uplink reports whether w may name the machine's own network
// interface: not one devIface knows, or only known at run time.
func uplink(w Word) bool {
	v := strings.Trim(w.Value, `"'`)
	return !w.Literal || !devIface.match(v)
}

// defaultRoute matches a route's destination that is every address.
var defaultRoute = &lazyRegexp{expr: `(?i)^(default|0\.0\.0\.0(/0)?|::/0|all)$`}

// networkServices are the services that bring the network up,
// named as a unit, a Windows service, a launchd label or a plist path.
var networkServices = &lazyRegexp{expr: `(?i)(^|[/.])(networkmanager|network-manager|networking|network|systemd-networkd|networkd|wicked|connman|iwd|wpa_supplicant|dhcpcd|netprofm|nlasvc|wlansvc|dhcp|configd|airportd)(\.service|\.plist)?$`}

// networkCutOff returns what c does that cuts the machine off its
// network, "" when it does nothing of the kind.
func networkCutOff(c *Command) string {
	name := lowerNameNoExe(c)
	args := c.Args
	low := func(i int) string {
		if i < len(args) {
			return strings.ToLower(args[i].Value)
		}
		return ""
	}
	var buf [8]Word
	ops := buf[:0] // the operands, options left out; on the stack for most
	for _, a := range args {
		if !strings.HasPrefix(a.Value, "-") {
			ops = append(ops, a)
		}
	}
	switch name {
	case "ip":
		if len(ops) < 2 {
			return ""
		}
		obj, verb := strings.ToLower(ops[0].Value), strings.ToLower(ops[1].Value)
		switch {
		case strings.HasPrefix("link", obj) && (strings.HasPrefix("set", verb) || verb == "change") && hasArg(ops, "down"):
			for i, o := range ops[2:] {
				if o.Value == "dev" || o.Value == "down" || i > 0 && ops[i+1].Value != "dev" {
					continue
				}
				if uplink(o) {
					return "it sets the interface " + o.Value + " down"
				}
			}
		case strings.HasPrefix("route", obj) && len(obj) >= 1 && (strings.HasPrefix("delete", verb) || strings.HasPrefix("flush", verb)):
			for i, o := range ops[2:] {
				if defaultRoute.match(o.Value) {
					return "it deletes the default route"
				}
				if strings.HasPrefix("flush", verb) && i+3 < len(ops) {
					// ip route flush table main, flush dev eth0: every
					// route of the table the default route is in, or
					// through the uplink.
					next := ops[i+3]
					if o.Value == "table" && (next.Value == "main" || next.Value == "254" || !next.Literal) ||
						o.Value == "dev" && uplink(next) {
						return "it deletes every route of " + o.Value + " " + next.Value + ", the default route among them"
					}
				}
			}
		case strings.HasPrefix("rule", obj) && strings.HasPrefix("flush", verb):
			return "it deletes every routing rule, the one that looks up the main table among them"
		case strings.HasPrefix("address", obj) && strings.HasPrefix("flush", verb):
			for _, o := range ops[2:] {
				if o.Value != "dev" && uplink(o) {
					return "it removes every address of the interface " + o.Value
				}
			}
		}
	case "tc":
		// tc qdisc add dev eth0 root netem loss 100%: every packet of the
		// uplink dropped (or corrupted), the link up but dead (tc-netem(8)).
		if len(ops) < 2 || !strings.HasPrefix("qdisc", strings.ToLower(ops[0].Value)) || !hasArg(ops, "netem") {
			return ""
		}
		if verb := strings.ToLower(ops[1].Value); verb != "add" && verb != "replace" && verb != "change" && verb != "a" && verb != "r" {
			return ""
		}
		dev := ""
		for i, o := range ops[2 : len(ops)-1] {
			switch next := ops[i+3]; o.Value {
			case "dev":
				if uplink(next) {
					dev = next.Value
				}
			case "loss", "corrupt":
				if v := strings.TrimPrefix(next.Value, "random"); dev != "" && (v == "100%" || v == "100.0%" || next.Value == "random" && i+4 < len(ops) && ops[i+4].Value == "100%") {
					what := "lose"
					if o.Value == "corrupt" {
						what = "corrupt"
					}
					return "it makes the interface " + dev + " " + what + " every packet"
				}
			}
		}
	case "ifconfig":
		if len(ops) >= 2 && hasArg(ops[1:], "down") && uplink(ops[0]) {
			return "it sets the interface " + ops[0].Value + " down"
		}
	case "ifdown":
		if hasArg(args, "-a", "--all") {
			return "it takes every interface down"
		}
		for _, o := range ops {
			if uplink(o) {
				return "it takes the interface " + o.Value + " down"
			}
		}
	case "nmcli":
		if len(ops) >= 2 {
			obj, verb := strings.ToLower(ops[0].Value), strings.ToLower(ops[1].Value)
			switch {
			case strings.HasPrefix("networking", obj) && verb == "off":
				return "it switches networking off"
			case strings.HasPrefix("radio", obj) && strings.ToLower(ops[len(ops)-1].Value) == "off":
				return "it switches the radios off"
			case strings.HasPrefix("device", obj) && (strings.HasPrefix("disconnect", verb) || verb == "down" || len(verb) > 1 && strings.HasPrefix("delete", verb)):
				// device delete: a software device (a bond, a bridge)
				// removed, the uplink's too.
				for _, o := range ops[2:] {
					if uplink(o) {
						return "it disconnects the interface " + o.Value
					}
				}
			case len(obj) > 1 && strings.HasPrefix("connection", obj) && (strings.HasPrefix("down", verb) || len(verb) > 1 && strings.HasPrefix("delete", verb)):
				// connection down or delete NAME: the profile's device
				// disconnected (and the profile gone). Its name is the
				// device's by default (eth0, Wired connection 1); a
				// VPN's, a bridge's or a container network's leaves the
				// uplink up (devIface).
				for _, o := range ops[2:] {
					if v := strings.ToLower(o.Value); o.Literal && (v == "id" || v == "uuid" || v == "path" || v == "apath") {
						continue
					}
					if uplink(o) {
						return "it takes the connection " + o.Value + " down, the machine's network perhaps with it"
					}
				}
			}
		}
	case "networksetup":
		for i := range args {
			switch low(i) {
			case "-setnetworkserviceenabled", "-setairportpower":
				if low(len(args)-1) == "off" {
					return "it switches the network service " + c.Arg(i+1) + " off"
				}
			case "-setv4off":
				// networksetup(8): "-setv4off networkservice: Turn
				// IPv4 off on networkservice".
				return "it switches IPv4 off on the network service " + c.Arg(i+1)
			case "-removenetworkservice":
				return "it removes the network service " + c.Arg(i+1)
			}
		}
	case "rfkill":
		if len(ops) >= 2 && strings.ToLower(ops[0].Value) == "block" {
			return "it blocks the radios (" + ops[1].Value + ")"
		}
	case "route":
		if len(ops) >= 1 && strings.ToLower(ops[0].Value) == "flush" || hasArg(args, "-f", "/f", "/F") {
			// route flush (BSD, macOS), route -f (Windows): every
			// gateway's route.
			return "it deletes every route through a gateway, the default route among them"
		}
		if len(ops) >= 2 && (strings.HasPrefix(strings.ToLower(ops[0].Value), "del")) && defaultRoute.match(ops[len(ops)-1].Value) || len(ops) >= 2 && strings.HasPrefix(strings.ToLower(ops[0].Value), "del") && defaultRoute.match(ops[1].Value) {
			return "it deletes the default route"
		}
	case "remove-netroute":
		v, ok := psOption(c, "-DestinationPrefix")
		if !ok || defaultRoute.match(v) {
			return "it removes the default route"
		}
	case "disable-netadapter":
		names := psNames(c, "-Name", "-InterfaceDescription")
		for _, f := range c.Feeds {
			names = append(names, psNames(f, "-Name", "-InterfaceDescription")...)
		}
		if len(names) == 0 {
			return "it disables every network adapter"
		}
		for _, n := range names {
			if uplink(n) || n.Value == "*" {
				return "it disables the network adapter " + n.Value
			}
		}
	case "dhclient", "dhcpcd":
		if name == "dhclient" && (sysHasShort(args, 'r') || sysHasShort(args, 'x')) || name == "dhcpcd" && (sysHasShort(args, 'k') || sysHasShort(args, 'x') || hasArg(args, "--release", "--exit")) {
			for _, o := range ops {
				if !uplink(o) {
					return ""
				}
			}
			return "it gives up the machine's address lease (" + name + " " + args[0].Value + ")"
		}
	case "ipconfig":
		// ipconfig /release [ADAPTER] (/release6 for IPv6) gives up the
		// DHCP lease of every adapter, or of those ADAPTER matches
		// (windows-commands/ipconfig), as dhclient -r does.
		if v := low(0); v == "/release" || v == "/release6" || v == "-release" || v == "-release6" {
			for _, o := range args[1:] {
				if !uplink(o) {
					return ""
				}
			}
			return "it gives up the machine's address lease (ipconfig " + args[0].Value + ")"
		}
	case "wmic":
		all := strings.ToLower(strings.Join(wordValues(args), " "))
		if strings.Contains(all, "networkadapter") && strings.Contains(all, "call disable") {
			return "it disables network adapters through WMI"
		}
	case "netsh":
		if low(0) == "wlan" && low(1) == "disconnect" {
			return "it disconnects the machine from its wireless network"
		}
		if low(0) == "winsock" && low(1) == "reset" || strings.HasPrefix(low(0), "int") && (low(1) == "ip" || low(1) == "ipv4" || low(1) == "ipv6" || low(1) == "tcp") && low(2) == "reset" {
			// netsh int ip reset rewrites the registry keys TCP/IP
			// uses, as reinstalling it would; netsh winsock reset
			// empties the Winsock catalog of its providers (VPN and
			// security software's among them): both need a restart.
			return "it resets the machine's network stack (netsh " + strings.Join(wordValues(args[:min(len(args), 3)]), " ") + "), its adapters' settings lost"
		}
		if strings.HasPrefix(low(0), "int") {
			off := false
			for i := range args {
				l := low(i)
				off = off || l == "disable" || l == "disabled" || l == "admin=disable" || l == "admin=disabled"
			}
			for i := range args {
				if l := low(i); (l == "delete" || l == "del") && strings.HasPrefix(low(i+1), "route") && defaultRoute.match(low(i+2)) {
					return "it deletes the default route"
				}
			}
			if off {
				for i, a := range args {
					if i < 2 || strings.Contains(a.Value, "=") && !strings.HasPrefix(strings.ToLower(a.Value), "name=") || strings.HasPrefix(low(i), "disable") {
						continue
					}
					w := a
					if len(a.Value) > 5 && strings.EqualFold(a.Value[:5], "name=") {
						w.Value = a.Value[len("name="):]
					}
					if uplink(w) && low(i) != "interface" && low(i) != "set" {
						return "it disables the interface " + w.Value
					}
				}
			}
		}
	}
	if does(c, name, roleServices) {
		off := name == "stop-service" || name == "spsv"
		for _, a := range args {
			off = off || offArg(a.Value)
		}
		for _, a := range args {
			if off && !offArg(a.Value) && networkServices.match(a.Value) {
				return "it stops " + a.Value + ", which keeps the machine on its network"
			}
		}
	}
	return ""
}

// psOption returns the value of c's PowerShell option opt.
func psOption(c *Command, opt string) (string, bool) {
	for i, a := range c.Args {
		if strings.EqualFold(a.Value, opt) && i+1 < len(c.Args) {
			return c.Args[i+1].Value, true
		}
		if len(a.Value) > len(opt) && strings.EqualFold(a.Value[:len(opt)], opt) && a.Value[len(opt)] == ':' {
			return a.Value[len(opt)+1:], true
		}
	}
	return "", false
}

// psNames returns the values of c's name options and its first
// positional operand, a list split at its commas.
func psNames(c *Command, opts ...string) []Word {
	var out []Word
	add := func(w Word) {
		for _, p := range strings.Split(w.Value, ",") {
			x := w
			x.Value = strings.Trim(strings.TrimSpace(p), `"'`)
			out = append(out, x)
		}
	}
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		if strings.HasPrefix(a.Value, "-") {
			for _, o := range opts {
				if strings.EqualFold(a.Value, o) && i+1 < len(c.Args) {
					add(c.Args[i+1])
				}
			}
			if !strings.Contains(a.Value, ":") && i+1 < len(c.Args) && !strings.HasPrefix(c.Args[i+1].Value, "-") {
				i++ // an option's value
			}
			continue
		}
		add(a)
	}
	return out
}

// lockedSystemFile returns the file c, chattr, makes immutable or
// append-only that the machine or the agent needs to change: a system
// directory's, a home dotfile, an agent's settings, or one only known
// at run time.
func lockedSystemFile(ctx *Context, c *Command) string {
	if c.Name != "chattr" {
		return ""
	}
	lock := false
	for _, a := range c.Args {
		v := a.Value
		if len(v) > 1 && (v[0] == '+' || v[0] == '=') && strings.ContainsAny(v[1:], "ia") {
			lock = true
		}
	}
	if !lock {
		return ""
	}
	for _, a := range c.Args {
		v := a.Value
		if v == "" || v[0] == '+' || v[0] == '-' || v[0] == '=' {
			continue
		}
		p, known := ctx.Env.Path(a)
		if !known && !strings.HasPrefix(p, "/") && a.Literal {
			continue // a relative path with no directory to resolve it in
		}
		if !a.Literal {
			return v + " (a file known only at run time)"
		}
		if systemLockPath(ctx, p) {
			return v
		}
	}
	return ""
}

// systemLockPath reports whether p is a file the system or an agent
// needs to change: under a system directory or the logs, a home dotfile
// or anything under one, an agent's settings.
func systemLockPath(ctx *Context, p string) bool {
	if p == "/" || systemMountPoint.match(p) || strings.HasPrefix(p, "/var/log") || strings.HasPrefix(p, "/var/lib") || agentConfig(p) {
		return true
	}
	home := ctx.Env.Home
	if home != "" && strings.HasPrefix(p, home+"/") {
		rest := strings.TrimPrefix(p, home+"/")
		return strings.HasPrefix(rest, ".") || strings.HasPrefix(path.Base(p), ".")
	}
	return false
}

// systemDriver matches a kernel module of a network or storage driver
// or a file system: removing it takes the network or the disks away.
var systemDriver = &lazyRegexp{expr: `^(e1000e?|igbv?f?|igc|ixgbev?f?|i40e|ice|r8169|r8152|tg3|bnx2x?|bnxt_en|mlx[45]_(core|en)|virtio_(net|blk|scsi|pci)|vmxnet3|hv_(netvsc|storvsc)|ena|iwlwifi|iwlmvm|iwldvm|ath\d*k?|brcmfmac|rtw\w*|mt76\w*|atlantic|cdc_ether|nvme(_core)?|ahci|libahci|sd_mod|scsi_mod|xhci_(hcd|pci)|usb_storage|dm_(mod|crypt)|md_mod|raid\d+|ext[234]|xfs|btrfs|zfs|vfat|nfs)$`}

// moduleRemoved returns why c, rmmod or modprobe -r, takes the
// machine's drivers away: a removal by force (which skips the kernel's
// check that nothing uses the module), or of a network or storage
// driver.
func moduleRemoved(c *Command) string {
	remove := c.Name == "rmmod" || c.Name == "modprobe" && (sysHasShort(c.Args, 'r') || hasArg(c.Args, "--remove"))
	if !remove || hasArg(c.Args, "--help", "-h") {
		return ""
	}
	if sysHasShort(c.Args, 'f') || hasArg(c.Args, "--force", "--force-modversion", "--force-vermagic") {
		return "it removes a kernel module by force, past the kernel's check that nothing uses it"
	}
	for _, a := range c.Args {
		if !strings.HasPrefix(a.Value, "-") && systemDriver.match(strings.ReplaceAll(a.Value, "-", "_")) {
			return "it unloads " + a.Value + ", a network or storage driver the machine runs on"
		}
	}
	return ""
}

// accountsEdited returns why c edits the account databases by script:
// vipw and vigr (an agent has no editor to use there: its EDITOR is a
// program that rewrites the file), pwck and grpck sorting or answered
// from a pipe.
func accountsEdited(c *Command) string {
	switch c.Name {
	case "vipw", "vigr":
		if !hasArg(c.Args, "-h", "--help") {
			return "it edits the account database through " + c.Name + " with no one at the editor"
		}
	case "pwck", "grpck":
		if sysHasShort(c.Args, 'r') || hasArg(c.Args, "--read-only") {
			return ""
		}
		if sysHasShort(c.Args, 's') || hasArg(c.Args, "--sort") {
			return "it rewrites the account database (" + c.Name + " -s)"
		}
		if len(c.Feeds) > 0 {
			return "it answers " + c.Name + "'s questions from a pipe, which deletes the entries it finds wrong"
		}
	}
	return ""
}

// securityFeature matches a Windows feature that protects the machine.
var securityFeature = &lazyRegexp{expr: `(?i)defender|antimalware|guard|isolatedusermode|firewall|securityhealth|hvci|smartscreen|bitlocker`}

// windowsProtectionRemoved returns why c removes or weakens a Windows
// security feature: a protecting optional feature disabled
// (Disable-WindowsOptionalFeature, dism /disable-feature), exploit
// mitigations disabled (Set-ProcessMitigation -Disable).
func windowsProtectionRemoved(c *Command) string {
	name := lowerNameNoExe(c)
	switch name {
	case "disable-windowsoptionalfeature":
		names := psNames(c, "-FeatureName")
		if len(names) == 0 { // the features come down the pipeline, as its filters chose them
			for _, f := range c.Feeds {
				names = append(names, f.Args...)
				for _, ff := range f.Feeds {
					names = append(names, ff.Args...)
				}
			}
		}
		for _, n := range names {
			if securityFeature.match(n.Value) {
				return "it disables the Windows feature " + n.Value + ", which protects the machine"
			}
		}
	case "dism":
		off := false
		for _, a := range c.Args {
			off = off || strings.HasPrefix(strings.ToLower(a.Value), "/disable-feature")
		}
		for _, a := range c.Args {
			if off && securityFeature.match(a.Value) {
				return "it disables the Windows feature " + a.Value + ", which protects the machine"
			}
		}
	case "set-processmitigation":
		if _, ok := psOption(c, "-Disable"); ok {
			return "it disables exploit mitigations (Set-ProcessMitigation -Disable)"
		}
	}
	return ""
}

// remoteAccessServices are the services through which people reach the
// machine from elsewhere: ssh (its unit, socket, launchd label or plist),
// the remote desktop and remote shell services, and the mesh VPN agents
// a remote machine is often reached through; remoteAccessPackages the
// packages that install them.
var (
	remoteAccessServices = &lazyRegexp{expr: `(?i)(^|[/.])(sshd?|openssh(-server|d)?|dropbear|xrdp|termservice|umrdpservice|winrm|tailscaled|zerotier-one|teleport|x11vnc|vncserver(@[\w:.-]*)?)(\.service|\.socket|\.plist)?$`, words: []string{"dropbear", "openssh", "ssh", "tailscaled", "teleport", "termservice", "umrdpservice", "vnc", "winrm", "xrdp", "zerotier-one"}}
	remoteAccessPackages = &lazyRegexp{expr: `(?i)^(openssh-server|openssh|ssh|dropbear|xrdp|tailscale|zerotier-one)$`}
	// remoteAccessPort matches the ports of ssh, remote desktop and
	// WinRM, alone or as a firewall rule names them (22/tcp, OpenSSH).
	remoteAccessPort = &lazyRegexp{expr: `(?i)^(22|3389|5985|5986)(/(tcp|udp))?$|^(ssh|openssh|rdp|ms-wbt-server)$`}
)

// rdpDeny matches a registry write that denies remote desktop
// connections (reg add … /v fDenyTSConnections /d 1, Set-ItemProperty
// … -Name fDenyTSConnections -Value 1).
var rdpDeny = &lazyRegexp{expr: `(?i)\bfdenytsconnections\b.*?(?:^|\s|/d\s+|-value\s+)1\b`}

// remoteOffArg reports whether a, a service manager's argument, stops or
// disables what it names: offArg's verbs without its package managers'
// dash options (systemctl show -p X is no -p of rpm), and the start
// types of sc and Set-Service (start= disabled, -StartupType:Disabled).
func remoteOffArg(a string) bool {
	l := strings.ToLower(a)
	return offArg(a) && !strings.HasPrefix(a, "-") || strings.HasSuffix(l, "=disabled") || strings.HasSuffix(l, ":disabled")
}

// remoteAccessCut returns what c does that cuts off the ways people reach
// the machine from elsewhere, "" when it does nothing of the kind: the
// ssh, remote desktop or remote shell service stopped, disabled, masked,
// unloaded or uninstalled; a firewall rule dropping their ports; remote
// login switched off.
func remoteAccessCut(c *Command) string {
	name := lowerNameNoExe(c)
	args := c.Args
	switch {
	case does(c, name, roleServices):
		off := name == "stop-service" || name == "spsv"
		for _, a := range args {
			off = off || remoteOffArg(a.Value)
		}
		named := args
		if strings.Contains(name, "-") {
			// Get-Service sshd | Stop-Service: the services come down the
			// pipeline, as its getter named them.
			for _, f := range c.Feeds {
				named = append(slices.Clip(named), f.Args...)
			}
		}
		for _, a := range named {
			if off && !remoteOffArg(a.Value) && remoteAccessServices.match(strings.Trim(a.Value, `"'`)) {
				return "it stops " + a.Value + ", the way people reach this machine from elsewhere"
			}
		}
	case does(c, name, rolePackages):
		off := false
		for _, a := range args {
			off = off || offArg(a.Value)
		}
		for _, a := range args {
			if off && remoteAccessPackages.match(a.Value) {
				return "it uninstalls " + a.Value + ", the way people reach this machine from elsewhere"
			}
		}
	case name == "remove-windowscapability" || name == "dism":
		// A Windows capability removed from the running system
		// (Remove-WindowsCapability -Online -Name, dism /Online
		// /Remove-Capability /CapabilityName:; learn.microsoft.com,
		// "Get started with OpenSSH for Windows"): OpenSSH.Server~~~~0.0.1.0
		// is the ssh server, named before its ~ version.
		remove := name == "remove-windowscapability"
		for _, a := range args {
			remove = remove || strings.EqualFold(a.Value, "/remove-capability")
		}
		for _, a := range args {
			v := a.Value
			if l := strings.ToLower(v); strings.HasPrefix(l, "/capabilityname:") {
				v = v[len("/capabilityname:"):]
			}
			if capName, _, _ := strings.Cut(strings.Trim(v, `"'`), "~"); remove && strings.EqualFold(capName, "openssh.server") {
				return "it removes the Windows capability " + v + " (the ssh server), the way people reach this machine from elsewhere"
			}
		}
	case name == "ufw":
		ops := wordValues(args)
		verb := -1
		for i, v := range ops {
			if v == "deny" || v == "reject" {
				verb = i
				break
			}
			if v == "delete" && i+1 < len(ops) && ops[i+1] == "allow" {
				verb = i + 1
				break
			}
		}
		if verb >= 0 {
			for _, v := range ops[verb+1:] {
				if remoteAccessPort.match(v) {
					return "its firewall rule closes " + v + ", the way people reach this machine from elsewhere"
				}
			}
		}
	case name == "iptables" || name == "ip6tables":
		var chain, port, target string
		for i := 0; i+1 < len(args); i++ {
			switch v := args[i].Value; v {
			case "-A", "--append", "-I", "--insert":
				chain = args[i+1].Value
			case "--dport", "--destination-port", "--dports":
				port = args[i+1].Value
			case "-j", "--jump":
				target = args[i+1].Value
			}
		}
		// A default policy of DROP (-P INPUT DROP) is how a firewall is
		// closed after its allow rules: not judged here.
		dropped := target == "DROP" || target == "REJECT"
		if chain == "INPUT" && dropped {
			for _, p := range strings.Split(port, ",") {
				if remoteAccessPort.match(p) {
					return "it drops incoming connections to port " + p + ", the way people reach this machine from elsewhere"
				}
			}
		}
	case name == "firewall-cmd":
		for _, a := range args {
			if a.Value == "--panic-on" {
				// firewall-cmd(1): "Enable panic mode. All incoming and
				// outgoing packets are dropped, active connections will
				// expire."
				return "it turns the firewall's panic mode on, which drops every packet in and out: every connection to this machine is cut"
			}
			if v, ok := strings.CutPrefix(a.Value, "--remove-service="); ok && remoteAccessPort.match(v) {
				return "it removes " + v + " from the firewall's open services, the way people reach this machine from elsewhere"
			}
			if v, ok := strings.CutPrefix(a.Value, "--remove-port="); ok && remoteAccessPort.match(v) {
				return "it closes port " + v + ", the way people reach this machine from elsewhere"
			}
		}
	case name == "systemsetup":
		for i, a := range args {
			if strings.EqualFold(a.Value, "-setremotelogin") && i+1 < len(args) && strings.EqualFold(args[i+1].Value, "off") {
				return "it switches remote login (ssh) off"
			}
		}
	case name == "reg" || name == "set-itemproperty" || name == "sp" || name == "new-itemproperty":
		// The remote desktop's own switch set to deny (the reverse of
		// rdpOpen): fDenyTSConnections 1.
		if rdpDeny.get().MatchString(strings.Join(wordValues(args), " ")) {
			return "it sets fDenyTSConnections, which refuses every remote desktop connection"
		}
	case name == "tailscale":
		if len(args) > 0 && (args[0].Value == "down" || args[0].Value == "logout") {
			return "it takes the machine off its tailscale network, which people may reach it through"
		}
	}
	return ""
}

// sysTampered returns the finding for c tampering with the machine in
// one of the ways above.
func sysTampered(ctx *Context, c *Command) *Finding {
	if does(c, lowerNameNoExe(c), rolePackages) && packageDry(c) {
		return nil // dnf --assumeno remove openssh-server: it only says what it would do
	}
	if why := networkCutOff(c); why != "" {
		f := finding("sys.network-off", c, why+": the machine loses its network, and the session with it (nothing here can bring it back)",
			"leave the machine's network as it is; change only interfaces you created (docker, veth, bridges, tunnels), or ask the user")
		return &f
	}
	if why := remoteAccessCut(c); why != "" {
		f := finding("sys.network-off", c, why+": whoever works on it remotely is locked out, and nothing here can let them back in",
			"leave the machine's remote access as it is (`systemctl status sshd` shows it); to apply a changed sshd_config, `systemctl reload sshd`; ask the user before closing it")
		return &f
	}
	if why := softwareRemoved(c); why != "" {
		f := finding("sys.software-removed", c, why+": the machine is left without the software it runs on, and nothing in the session can install it back",
			"remove only the packages you installed for this task, by name (`apt-get remove PKG`, `brew uninstall PKG`); list them first (`apt list --installed`, `brew leaves`)")
		return &f
	}
	why := moduleRemoved(c)
	if why == "" {
		why = accountsEdited(c)
	}
	if why == "" {
		why = windowsProtectionRemoved(c)
	}
	if p := lockedSystemFile(ctx, c); p != "" {
		why = "it makes " + p + " immutable or append-only: nothing, not even root or the package manager, can then change or delete it"
	}
	if why != "" {
		f := finding("sys.protection-off", c, why, "leave the machine's system files, drivers, accounts and protections as they are; if one is in the way, say which and why, and ask the user")
		return &f
	}
	return nil
}
