package policy

import (
	"slices"
	"strconv"
	"strings"
)

// Ports opened to the whole internet (net.tunnel): a cloud's firewall
// rule (a security group, a VPC firewall rule, a network security group)
// that admits every address (0.0.0.0/0, ::/0, *, the Internet tag) to a
// port that serves no web page — ssh, remote desktop, a database, every
// port. Whoever scans the internet reaches what listens there within
// minutes; a web server's 80 and 443 are what a site is for. A rule
// scoped to sources, tags or a group admits less. A machine's own
// firewall opened to everything is firewallOpened's.

// An ingressRoles says which options of a firewall command name what its
// rule admits (the firewall specs in netSpecs).
type ingressRoles struct {
	// sources are the options whose value names the addresses admitted,
	// ports those naming the ports (a port, a range, PROTOCOL:PORTS, a
	// protocol alone for all its ports), protocol those whose value may
	// be every protocol (-1, all, any) and so every port. A value
	// holding both (aws's --ip-permissions) is among sources and ports.
	sources, ports, protocol wordList
	// defaults are the values of options left out, as "OPT=VALUE" (gcloud
	// admits 0.0.0.0/0 when no source is given; az opens port 80).
	defaults wordList
	// deny are the "OPT=VALUE" pairs (value compared ignoring case) with
	// which it admits nothing from outside (--access Deny, -Direction
	// Outbound, -Action Block), scoped the options whose presence narrows
	// it to chosen callers (--source-tags, -Program).
	deny, scoped wordList
	// world: it admits every address, with no option to name them (az
	// vm open-port).
	world bool
	// admit are what the rule must be given to admit anything, each word
	// one requirement met by one of its "OPT=VALUE" pairs joined by |
	// (iptables: a rule appended to the INPUT chain, -j ACCEPT).
	admit wordList
	// portWords: its operands name the ports too (ufw allow 22/tcp,
	// ufw allow OpenSSH) but for these words, which name none (ufw's
	// direction, in: with no port after it, every port); a deny word
	// without = is an operand with which it admits nothing (ufw allow
	// out …).
	portWords wordList
	// host: a machine's own firewall, whose rules count only when they
	// admit remote access, a database, a control port or every port
	// (hostExposed): a laptop's firewall opened to a dev server's port
	// admits the network it sits on, not the internet a cloud's rule
	// faces.
	host bool
}

// worldSources are the values naming every address.
var worldSources = set{"*", "0.0.0.0", "0.0.0.0/0", "::/0", "any", "internet"}

// webPorts are the ports a public web site serves on.
var webPorts = set{"443", "80", "http", "https"}

// worldIngress returns what c, a firewall command of the specs with
// ingress roles, admits every address to, when that is more than a web
// site: "" when it is not.
func worldIngress(c *Command) string {
	var found string
	eachSpec(c, func(s *spec, rest []Word) {
		r := s.extra().ingress
		if found != "" || r == nil {
			return
		}
		p := parseArgs(s, rest)
		if p.hasAny(s.unless) || p.hasAny(r.scoped) || len(s.need) > 0 && !p.needGiven(s) {
			return // help, a dry run; a rule for chosen callers; no rule added (firewall-cmd --list-all)
		}
		values := func(o string) []string { return r.values(p, o) }
		for kv := range r.deny.all() {
			k, v, pair := strings.Cut(kv, "=")
			if !pair && slices.ContainsFunc(p.operands, func(w Word) bool { return strings.EqualFold(w.Value, k) }) {
				return // ufw allow out: not the way in
			}
			for _, got := range values(k) {
				if strings.EqualFold(strings.Trim(got, `"'`), v) {
					return
				}
			}
		}
		for need := range r.admit.all() {
			met := false
			for kv := range strings.SplitSeq(need, "|") {
				k, v, _ := strings.Cut(kv, "=")
				met = met || slices.ContainsFunc(values(k), func(got string) bool { return strings.EqualFold(strings.Trim(got, `"'`), v) })
			}
			if !met {
				return
			}
		}
		world := r.world
		for o := range r.sources.all() {
			world = world || slices.ContainsFunc(values(o), worldValue)
		}
		if !world {
			return
		}
		var ports []string
		icmp := false
		for o := range r.protocol.all() {
			for _, v := range values(o) {
				v, _, _ = strings.Cut(strings.ToLower(strings.Trim(v, `"'`)), ":") // netsh's icmpv4:8,any
				switch v {
				case "-1", "all", "any", "*":
					ports = append(ports, "every port")
				case "icmp", "icmpv4", "icmpv6", "ipv6-icmp", "1", "58":
					icmp = true // a ping, no port
				}
			}
		}
		for o := range r.ports.all() {
			ports = append(ports, values(o)...)
		}
		if r.portWords != "" {
			for _, w := range p.operands {
				if !r.deny.has(w.Value) && !r.portWords.has(w.Value) {
					ports = append(ports, w.Value)
				}
			}
		}
		if len(ports) == 0 {
			if icmp {
				return
			}
			ports = []string{"every port"} // no port named: all of them
		}
		// A machine's own rule is judged by its ports alone, whether it
		// names every address (-RemoteAddress Any, remoteip=any, ufw
		// from any) or leaves it at its default, the same every address.
		if r.host && hostExposed(ports) || !r.host && !onlyWebPorts(ports) {
			found = strings.Join(ports, ", ")
		}
	})
	return found
}

// values returns the values given to the option o in p, or its default
// (r.defaults) when it is left out in every spelling of its role.
func (r *ingressRoles) values(p parsed, o string) []string {
	if p.has(o) {
		return p.values(o)
	}
	if r.sources.has(o) && p.hasAny(r.sources) || r.ports.has(o) && p.hasAny(r.ports) || r.protocol.has(o) && p.hasAny(r.protocol) {
		return nil // given in another spelling (iptables --src for -s): not the default
	}
	for kv := range r.defaults.all() {
		if k, v, _ := strings.Cut(kv, "="); k == o {
			return []string{v}
		}
	}
	return nil
}

// worldValue reports whether v, a list of addresses (blanks, commas, or
// aws's CidrIp=…), names every address.
func worldValue(v string) bool {
	if strings.Contains(v, "0.0.0.0/0") || strings.Contains(v, "::/0") {
		return true
	}
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune(" ,;[]{}\"'=", r) }) {
		if worldSources.hasLower(f) {
			return true
		}
	}
	return false
}

// onlyWebPorts reports whether every port the values name is a web
// site's: a protocol alone (tcp), a range, Any or every port is not.
func onlyWebPorts(values []string) bool {
	for _, v := range values {
		v = strings.Trim(v, `"'`)
		if strings.Contains(v, "Port") {
			// aws's --ip-permissions: FromPort=22,ToPort=22 or JSON. A
			// permission of every protocol (IpProtocol -1) names no
			// port and admits all of them, whatever a permission beside
			// it names; FromPort..ToPort is a range, web only when it
			// is one web port.
			for _, m := range ipPermProtocol.get().FindAllStringSubmatch(v, -1) {
				if p := strings.ToLower(m[1]); p == "-1" || p == "all" {
					return false
				}
			}
			from := ""
			for _, m := range ipPermPorts.get().FindAllStringSubmatch(v, -1) {
				if !webPorts.has(m[2]) {
					return false
				}
				if strings.EqualFold(m[1], "From") {
					from = m[2]
				} else if from != "" && from != m[2] {
					return false
				}
			}
			continue
		}
		for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
			f = strings.ToLower(f)
			if i := strings.IndexByte(f, ':'); i >= 0 {
				if proto := f[:i]; proto == "icmp" || proto == "icmpv6" {
					continue
				}
				f = f[i+1:] // tcp:22
			}
			switch {
			case f == "icmp" || f == "icmpv4" || f == "icmpv6" || f == "ipip" || f == "esp":
			case webPorts.has(f):
			case strings.Contains(f, "-"):
				if a, b, _ := strings.Cut(f, "-"); a != b || !webPorts.has(a) {
					return false
				}
			default:
				return false // another port, a protocol's every port, Any
			}
		}
	}
	return true
}

// hostExposed reports whether the ports a machine's own firewall admits
// every address to (values of its rule, blanks or commas between) hold
// remote desktop, a database or a control port (servicePorts, by number,
// within a range, or by service name: RDP, mysql), or every port (Any, *,
// a protocol alone). Not ssh (22, or 2222 where a guide moves it): `ufw
// allow OpenSSH` before `ufw enable` is how every server guide keeps its
// way in while it shuts the rest.
func hostExposed(values []string) bool {
	for _, v := range values {
		if v == "every port" {
			return true
		}
		for _, f := range strings.FieldsFunc(strings.Trim(v, `"'`), func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
			f = strings.ToLower(f)
			f, _, _ = strings.Cut(f, "/") // 22/tcp
			if proto, port, ok := strings.Cut(f, ":"); ok && strings.Trim(proto, "0123456789") != "" {
				f = port // tcp:22; 6000:6100 is a range
			}
			lo, hi, isRange := strings.Cut(strings.ReplaceAll(f, ":", "-"), "-")
			if !isRange {
				hi = lo
			}
			from, err1 := strconv.Atoi(lo)
			to, err2 := strconv.Atoi(hi)
			switch {
			case err1 == nil && err2 == nil:
				for p := range strings.SplitSeq(strings.Trim(servicePorts, "()"), "|") {
					if n, _ := strconv.Atoi(p); n >= from && n <= to && n != 22 && n != 2222 {
						return true
					}
				}
			case f == "every port" || f == "any" || f == "*" || f == "all" || f == "tcp" || f == "udp" || f == "":
				return true
			case serviceNames.has(f):
				return true
			}
		}
	}
	return false
}

// serviceNames are the names firewalls give the services of
// servicePorts but ssh (ufw's application profiles, firewalld's
// services, netsh's RDP keyword), lower case.
var serviceNames = set{"ms-sql-s", "ms-wbt-server", "mssql", "mysql", "postgres", "postgresql", "rdp", "redis", "telnet", "vnc", "vnc-server", "winrm", "winrm-https", "wsman", "wsmans"}

// ipPermPorts matches the ports of aws's --ip-permissions, shorthand or
// JSON.
var ipPermPorts = &lazyRegexp{expr: `(?i)(From|To)Port"?\s*[=:]\s*"?(-?\d+)`}

// ipPermProtocol finds the protocols of aws's --ip-permissions
// (IpProtocol=-1, "IpProtocol": "-1").
var ipPermProtocol = &lazyRegexp{expr: `(?i)IpProtocol"?\s*[=:]\s*"?(-?\w+)`}

// ingressFinding builds the finding of a port opened to the internet.
func ingressFinding(c *Command, ports string) Finding {
	return finding("net.tunnel", c, "it admits every address on the internet to "+ports+": whoever scans for it reaches what listens there (remote access, a database, every service)",
		"admit only the addresses that need it (a source such as 203.0.113.4/32 or the office's range: --cidr, -RemoteAddress, ufw allow from, iptables -s), or reach the machine through a bastion, a VPN or the cloud's session manager")
}
