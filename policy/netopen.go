package policy

import (
	"slices"
	"strings"
)

// Servers open to every network without a login. Any server says where
// it listens with an option named for the address (--ip, --host, --bind,
// --bind-addr, --listen) and how callers log in with one named for the
// credential (--token, --password, --auth, --ServerApp.token,
// --protected-mode). Listening on every interface (0.0.0.0, ::, *) with
// that login emptied or switched off (--ServerApp.token='', --auth none,
// --protected-mode no, --noauth) serves this machine — a notebook's
// kernels, an editor's terminal, a database — to anyone who can reach it.

var (
	// bindWords are the words of an option naming the address a server
	// listens on.
	bindWords = set{"addr", "address", "bind", "host", "ip", "listen"}
	// anyAddrs are the addresses of every interface.
	anyAddrs = set{"*", "0.0.0.0", "::", "[::]", "all"}
	// loginWords are the words of an option naming how callers log in.
	loginWords = set{"auth", "authentication", "password", "protected", "token"}
	// loginOff are the values that empty or switch off a login.
	loginOff = set{"", "0", "disable", "disabled", "false", "no", "none", "null", "off"}
	// noLoginSwitches switch a login off by their name alone.
	noLoginSwitches = set{"disable-auth", "disable-authentication", "no-auth", "no-authentication", "noauth", "skip-auth", "without-auth"}
)

// A loginRoles says how a server whose login is off unless told
// (moreNet.openLogin) is told where it listens and to ask for a login:
// told to listen on every interface, it serves its data to anyone who
// reaches it with no option switching the login off. bind are its
// short options naming the address (memcached -l), login those turning
// a login on or reading a configuration that may (a config file: the
// guard cannot read it, the milder reading).
type loginRoles struct {
	bind, login wordList
}

// openServer returns the options of c that make it listen on every
// interface with no login, or "" when it does not.
func openServer(c *Command) string {
	if does(c, c.Name, roleTextOnly) || does(c, c.Name, roleUsesFiles) && !does(c, c.Name, roleRunsContainers) {
		return "" // a container's runner: its words hold the server's (publishedEverywhere)
	}
	args := c.Args
	bind, login := "", ""
	var open *loginRoles
	eachNamedSpec(c, lowerNameNoExe(c), func(s *spec) {
		if l := s.extra().openLogin; l != nil {
			open = l
		}
	})
	for i, a := range args {
		o, ok := readOptWord(a.Value, false) // servers are programs: -Name:V is a cmdlet's
		if !a.Literal || !ok {
			continue
		}
		if open != nil && open.login.has(o.dashes+o.name) {
			open = nil // a login asked for, or a configuration that may ask
		}
		name, val, eq := o.name, o.value, o.hasValue
		next := func() (string, bool) {
			if eq {
				return val, true
			}
			if i+1 < len(args) && args[i+1].Literal && !strings.HasPrefix(args[i+1].Value, "-") {
				return args[i+1].Value, true
			}
			return "", false
		}
		var buf [8]string // the words of most options, kept on the stack
		words := slices.AppendSeq(buf[:0], nameWordSeq(name))
		switch {
		case noLoginSwitches.hasLower(name):
			login = a.Value
		case hasWordIn(words, bindWords) && words[len(words)-1] == "all":
			bind = a.Value // --bind_ip_all, --bind_all: every interface
		case hasWordIn(words, bindWords) || open != nil && open.bind.has(o.dashes+o.name):
			if v, ok := next(); ok {
				host := v
				if h, _, ok := strings.Cut(v, ":"); ok && !strings.HasPrefix(v, "[") && strings.Count(v, ":") == 1 {
					host = h // 0.0.0.0:8080
				}
				if anyAddrs.hasLower(host) {
					bind = a.Value + " " + v
					if eq {
						bind = a.Value
					}
				}
			}
		case hasWordIn(words, loginWords):
			if v, ok := next(); ok && eq || ok && loginOff.hasLower(v) {
				if loginOff.hasLower(strings.Trim(v, `'"`)) {
					login = a.Value
					if !eq {
						login += " " + v
					}
				}
			}
		}
	}
	if bind == "" && login != "" {
		bind = publishedEverywhere(c)
	}
	if bind != "" && login == "" && open != nil {
		login = "(" + lowerNameNoExe(c) + " has no login unless told)"
	}
	if bind == "" || login == "" {
		return ""
	}
	return bind + " " + login
}

// publishedEverywhere returns the option of a container run (docker,
// podman or nerdctl run: the specs that skip the image to the command it
// runs) that publishes a container's port on every interface of this
// machine: -p PORT or -p HOST:PORT, which the engines bind to 0.0.0.0,
// an address of every interface, or -P (every port the image exposes).
// The server in the container listens there, whatever it binds inside:
// redis --protected-mode no behind -p 6379:6379 is open to the network.
func publishedEverywhere(c *Command) string {
	out := ""
	eachSpec(c, func(s *spec, rest []Word) {
		if out != "" || s.skip != 1 || !strings.HasSuffix(s.path, " run") {
			return
		}
		p := parseArgs(s, rest)
		if p.has("-P", "--publish-all") {
			out = "-P"
			return
		}
		for _, v := range p.values("-p", "--publish") {
			v, _, _ = strings.Cut(v, "/") // 8080:80/tcp
			ip := ""
			if rest, ok := strings.CutPrefix(v, "["); ok {
				ip, _, _ = strings.Cut(rest, "]") // [::]:80:80
			} else if parts := strings.Split(v, ":"); len(parts) == 3 {
				ip = parts[0]
			}
			if ip == "" || anyAddrs.hasLower(ip) {
				out = "-p " + v
				return
			}
		}
	})
	return out
}

// hasWordIn reports whether one of words is in s.
func hasWordIn(words []string, s set) bool {
	for _, w := range words {
		if s.has(w) {
			return true
		}
	}
	return false
}

// socatRelay returns the address socat, listening on every interface
// (TCP-LISTEN:PORT with no bind= or range= to this machine), hands what
// connects to: another machine's port among servicePorts, or a local
// socket (docker.sock, a database's): "" when it relays nothing of the
// kind. socat's two addresses are its operands (socat(1)).
//
// Other relays in their own words: websockify [ADDR:]PORT HOST:PORT
// (every interface with no address, a WebSocket on it), gost's -L
// tcp://[ADDR]:PORT/HOST:PORT (and udp://), redir [SRC]:PORT DST:PORT
// or its --lport, --caddr and --cport (redirRelay).
func socatRelay(c *Command) string {
	switch c.Name {
	case "websockify":
		return websockifyRelay(c)
	case "gost":
		for i, a := range c.Args {
			v := a.Value
			if i > 0 && c.Args[i-1].Value == "-L" || strings.HasPrefix(v, "-L=") {
				if m := gostRelay.get().FindStringSubmatch(strings.TrimPrefix(v, "-L=")); m != nil && !relayLocalAddr.match(m[1]) {
					return m[2]
				}
			}
		}
		return ""
	case "redir":
		return redirRelay(c)
	}
	if c.Name != "socat" {
		return ""
	}
	var ops []string
	for _, a := range c.Args {
		if !strings.HasPrefix(a.Value, "-") || a.Value == "-" {
			ops = append(ops, a.Value)
		}
	}
	if len(ops) != 2 {
		return ""
	}
	for i, l := range ops {
		m := socatListen.get().FindStringSubmatch(l)
		if m == nil || socatLocalBind.match(m[1]) {
			continue
		}
		if t := ops[1-i]; socatService.match(t) {
			return t
		}
	}
	return ""
}

// redirRelay returns the target redir hands a port on every interface
// to, when it is a port among servicePorts: redir [SRC]:PORT DST:PORT
// (redir 3), or its older --lport, --caddr and --cport (--laddr, every
// interface unless given).
func redirRelay(c *Command) string {
	p := parseArgs(&redirSpec, c.Args)
	vals := map[string]string{}
	for _, o := range p.opts {
		vals[o.name] = o.value
	}
	laddr, lport, target := vals["--laddr"], vals["--lport"], vals["--caddr"]+":"+vals["--cport"]
	if lport == "" && len(p.operands) == 2 {
		src := p.operands[0].Value
		i := strings.LastIndexByte(src, ':')
		laddr, lport, target = src[:max(i, 0)], src[i+1:], p.operands[1].Value
	}
	if lport == "" || relayLocalAddr.match(laddr) || !hostServicePort.match(target) {
		return ""
	}
	return target
}

var redirSpec = spec{path: "redir", value: "bfIlmotwxz", long: "--bind --bufsize --caddr --connect --cport --ftp --ident --laddr --loglevel --lport --max-bandwidth --random-wait --timeout --wait-in-out"}

// websockifyRelay returns the target websockify hands a WebSocket on
// every interface to, when it is a port among servicePorts.
func websockifyRelay(c *Command) string {
	ops := parseArgs(&websockifySpec, c.Args).operands
	if len(ops) < 2 {
		return ""
	}
	listen, target := ops[0].Value, ops[1].Value
	addr := ""
	if i := strings.LastIndexByte(listen, ':'); i >= 0 {
		addr = listen[:i]
	}
	if relayLocalAddr.match(addr) || !hostServicePort.match(target) {
		return ""
	}
	return target
}

// websockifySpec reads websockify's options (websockify --help).
var websockifySpec = spec{path: "websockify", long: "--auth-plugin --auth-source --cafile --cert --heartbeat --host-token --idle-timeout --key --log-file --record --ssl-ciphers --ssl-version --syslog --target-config --timeout --token-plugin --token-source --unix-listen --unix-target --web --web-auth --wrap-mode"}

var (
	// gostRelay matches gost's -L of a port forward: its listening
	// address and its target (tcp://:2222/127.0.0.1:22).
	gostRelay = &lazyRegexp{expr: `(?i)^(?:tcp|udp)://([^/]*):\d+/([^/,?]+:` + servicePorts + `)$`}
	// relayLocalAddr matches a listening address on this machine alone.
	relayLocalAddr = &lazyRegexp{expr: `(?i)^(127\.[0-9.]+|localhost|\[?::1\]?)$`}
	// hostServicePort matches HOST:PORT, a port among servicePorts.
	hostServicePort = &lazyRegexp{expr: `^[^:/\s]+:` + servicePorts + `$`}
	// socatListen matches a listening address of socat and its options.
	socatListen = &lazyRegexp{expr: `(?i)^(?:tcp[46]?-l(?:isten)?|openssl-listen|ssl-l|udp[46]?-l(?:isten)?):\d+(,.*)?$`}
	// socatLocalBind matches options binding it to this machine alone.
	socatLocalBind = &lazyRegexp{expr: `(?i)(^|,)(bind=(127\.|localhost|\[?::1)|range=127\.)`}
	// socatService matches an address connecting to a port among
	// servicePorts, or to a local socket.
	socatService = &lazyRegexp{expr: `(?i)^((tcp[46]?|tcp[46]?-connect|openssl|ssl):[^:,]+:` + servicePorts + `(,.*)?|(unix|unix-connect|unix-client|abstract-connect):.*)$`}
)
