package policy

import (
	"slices"
	"strings"
)

// sys rules that read where a command's input comes from: the crontab
// replaced from standard input, and kills whose process ids come from a
// whole process list.

// sysInputCommand judges crontab and kill by their input.
func sysInputCommand(ctx *Context, c *Command) []Finding {
	switch c.Name {
	case "crontab":
		return crontabFromStdin(ctx, c)
	case "kill", "taskkill":
		return killFromList(c)
	case "systemctl", "launchctl":
		return unitsFromList(c)
	case "sv", "s6-svc":
		return scanDirDown(c)
	}
	return endsListed(c)
}

// endsListed refuses a command that ends things of a kind for good
// (spec.ends: a scheduler's job cancelled, a container removed by force)
// whose operands come from a listing of every one of that kind no stage
// narrows (squeue -h -o %i | xargs scancel, docker rm -f $(docker ps
// -q), lxc list -c n --format csv | xargs lxc delete): the other users'
// jobs, every service the machine runs, at once. What the listing is told
// to select (squeue -n NAME, docker ps -f status=exited), a grep of its
// lines, an awk program that tests them narrows it.
func endsListed(c *Command) []Finding {
	if len(c.Feeds) == 0 && !slices.ContainsFunc(c.Args, func(a Word) bool { return len(a.Subst) > 0 }) {
		return nil
	}
	kind := ""
	eachSpec(c, func(s *spec, rest []Word) {
		m := s.extra()
		if kind != "" || m.ends == "" {
			return
		}
		if p := parseArgs(s, rest); len(m.endsWith) == 0 || p.hasAny(m.endsWith) {
			kind = m.ends
		}
	})
	if kind == "" || !listedWhole(c, kindStage(kind)) {
		return nil
	}
	if kind == "job" {
		return []Finding{finding("infra.queue", c, c.Name+" of every job its input lists: the scheduler's listing gives every job (of every user, or all of the user's), none selected",
			"cancel the jobs by their ids or their name: `scancel 123456`, `scancel --name=sweep -u \"$USER\"`")}
	}
	return []Finding{sysKillAll(c, c.Name+" of every "+kind+" its own listing gives, none selected: every service the machine runs there ends at once, with what it kept inside")}
}

// kindStage is listedWhole's question about a stage of a listing of the
// things of kind: a command whose spec lists them (spec.lists) lists
// every one unless it is given an operand or one of its narrows (a user
// narrows only when it is the one running it, $USER or $(whoami): a
// name written out is another user's, or all of theirs, and * or all
// every user's); an awk program
// that tests what it reads narrows.
func kindStage(kind string) func(x *Command) (lists, narrows bool) {
	return func(x *Command) (lists, narrows bool) {
		for i := 0; i < 4 && x.Name != "xargs"; i++ {
			// sudo docker ps -q: the listing is the command it runs.
			words, _ := peel(x)
			if len(words) == 0 || !words[0].Literal {
				break
			}
			x = &Command{Grammar: x.Grammar, Name: words[0].Value, Args: words[1:]}
		}
		if isAwk(x) {
			return false, awkTests(x)
		}
		eachSpec(x, func(s *spec, rest []Word) {
			m := s.extra()
			if m.lists != kind {
				return
			}
			p := parseArgs(s, rest)
			sel := len(p.operands) > 0
			for _, o := range p.opts {
				if !m.narrows.has(o.name) {
					continue
				}
				if (o.name == "-u" || o.name == "--user") && o.literal && (o.value == "*" || o.value == "all" || literalUser.get().MatchString(o.value)) {
					continue // another user's jobs, all of them; every user's
				}
				sel = true
			}
			lists, narrows = lists || !sel, narrows || sel
		})
		return lists, narrows
	}
}

// isAwk reports whether c is an awk: its spec reads awk's programs
// (spec.reader readAwk: awk, gawk, mawk, nawk).
func isAwk(c *Command) bool {
	found := false
	eachSpec(c, func(s *spec, _ []Word) { found = found || s.extra().reader == readAwk })
	return found
}

// awkTests reports whether an awk program among x's words selects some
// of the lines it reads: a pattern before its action (/x/, $3 ==
// "R"), a match or comparison, an if. NR>1 only skips a header.
func awkTests(x *Command) bool {
	for _, a := range x.Args {
		prog := strings.TrimSpace(a.Value)
		if strings.Contains(prog, "print") && !strings.HasPrefix(prog, "{") && !strings.HasPrefix(prog, "NR") || strings.Contains(prog, "~") || strings.Contains(prog, "==") || strings.Contains(prog, "if") {
			return true
		}
	}
	return false
}

// unitOff are the verbs of systemctl and launchctl that stop, switch off
// or remove the units they are given.
var unitOff = set{"bootout", "disable", "kill", "mask", "remove", "stop", "unload"}

// unitsFromList refuses a service manager stopping, disabling or
// removing every unit: a pattern that matches all of them (systemctl
// stop '*', '*.service'), or the names its own listing gives unfiltered
// (systemctl list-units | awk '{print $1}' | xargs systemctl stop,
// launchctl list | … | xargs launchctl remove): the services the
// machine runs on, ssh and the network among them.
func unitsFromList(c *Command) []Finding {
	verb, at := "", -1
	for i, a := range c.Args {
		if !strings.HasPrefix(a.Value, "-") {
			verb, at = a.Value, i
			break
		}
	}
	if !unitOff.has(verb) {
		return nil
	}
	for _, a := range c.Args[at+1:] {
		if v := strings.TrimSuffix(strings.TrimSuffix(a.Value, ".service"), "@"); v == "*" || v == "*.*" {
			return []Finding{sysKillAll(c, c.Name+" "+verb+" "+a.Value+" matches every unit of the machine: the services it runs on, ssh and the network among them")}
		}
	}
	if listedWhole(c, unitsStage) {
		return []Finding{sysKillAll(c, c.Name+" "+verb+" of every unit its own listing gives: the services the machine runs on, ssh and the network among them")}
	}
	return nil
}

// scanDirDown refuses runit's sv or s6's s6-svc bringing down every
// service of a scan directory at once (sv down /etc/service/*, s6-svc
// -d /run/service/*): the machine's supervised services, ssh and the
// network among them where it is the system's, as systemctl stop '*'.
// sv's verbs that stop (sv(8): down, stop, exit, kill, force-stop,
// shutdown, force-shutdown); s6-svc's -d, -D and -x.
func scanDirDown(c *Command) []Finding {
	off := false
	for _, a := range c.Args {
		if c.Name == "sv" {
			off = off || svOff.has(a.Value)
		} else if strings.HasPrefix(a.Value, "-") && !strings.HasPrefix(a.Value, "--") {
			off = off || strings.ContainsAny(a.Value, "dDx")
		}
	}
	if !off {
		return nil
	}
	for _, a := range c.Args {
		if a.Value == "*" || strings.HasSuffix(a.Value, "/*") {
			return []Finding{sysKillAll(c, c.Name+" stopping "+a.Value+" brings down every service of the scan directory at once: the services the machine runs on, ssh and the network among them")}
		}
	}
	return nil
}

// svOff are runit's sv verbs that stop a service.
var svOff = set{"down", "exit", "force-shutdown", "force-stop", "kill", "shutdown", "stop"}

// crontabFromStdin refuses crontab replacing the whole table from standard
// input (echo "" | crontab -, crontab < /dev/null), unless the input read
// the current table first: (crontab -l; echo "…") | crontab - adds a line.
func crontabFromStdin(ctx *Context, c *Command) []Finding {
	p := parseArgs(&crontabSpec, c.Args)
	if p.has("-l", "-e", "-r", "-i", "-V", "--help") {
		return nil // listing, editing, removal (rules_sys.go)
	}
	if len(p.operands) > 1 || len(p.operands) == 1 && p.operands[0].Value != "-" {
		return nil // crontab FILE: a file installed deliberately
	}
	for _, r := range c.Redirs {
		if r.Op == "<" && r.Target.Literal && r.Target.Value != "/dev/null" {
			return nil // crontab < FILE is crontab FILE
		}
	}
	for _, f := range c.Feeds {
		if f.Name == "cat" && len(f.Args) > 0 && !hasArg(f.Args, "/dev/null") {
			return nil // cat FILE | crontab -
		}
	}
	for _, x := range ctx.Input.Commands {
		if x == c {
			break
		}
		if x.Name == "crontab" && hasArg(x.Args, "-l") {
			return nil // the current table is read first
		}
	}
	return []Finding{finding("sys.crontab-remove", c, "crontab reading standard input replaces the whole table with what it reads, and keeps no copy of the jobs it drops",
		"add to the table instead: `(crontab -l; echo '0 3 * * * ./backup.sh') | crontab -`")}
}

// killFromList refuses kill whose process ids come from a process list
// no one filtered (ps aux | awk '{print $2}' | xargs kill -9, kill $(ps
// -e -o pid=)): every process of the user, the session and the guard
// among them.
func killFromList(c *Command) []Finding {
	if listedWhole(c, processStage) {
		return []Finding{sysKillAll(c, c.Name+" of every process id a whole process list gives kills every process the user may signal, this session among them")}
	}
	return nil
}

// listedWhole reports whether a command feeding c — through its standard
// input or a substitution in its words, up to 16 stages back — lists a
// whole kind of thing that no stage narrows. stage says of each command
// whether it is such a list and whether it narrows one; grep (but grep
// -v: an exclusion selects nothing), head, tail and sed narrow any.
func listedWhole(c *Command, stage func(x *Command) (lists, narrows bool)) bool {
	sources := append([]*Command(nil), c.Feeds...)
	for _, a := range c.Args {
		sources = append(sources, a.Subst...)
	}
	for _, s := range sources {
		listed, filtered, seen := false, false, 0
		var walk func(x *Command)
		walk = func(x *Command) {
			if x == nil || seen > 16 {
				return
			}
			seen++
			switch x.Name {
			case "grep", "egrep", "fgrep", "rg":
				// grep -E '^[0-9]+$' keeps every line that is a number:
				// of ls /proc, every process id.
				filtered = filtered || !hasArg(x.Args, "-v", "--invert-match") && !slices.ContainsFunc(x.Args, func(a Word) bool { return numbersOnly.match(a.Value) })
			case "findstr":
				// findstr /v (or a bundle holding it, /iv) keeps the
				// lines that do not match (findstr /?).
				filtered = filtered || !slices.ContainsFunc(x.Args, func(a Word) bool {
					return strings.HasPrefix(a.Value, "/") && !strings.Contains(a.Value, ":") && strings.ContainsAny(a.Value, "vV")
				})
			case "head", "tail", "sed":
				filtered = filtered || !skipsHeader(x)
			default:
				l, n := stage(x)
				listed, filtered = listed || l, filtered || n
			}
			for _, f := range x.Feeds {
				walk(f)
			}
		}
		walk(s)
		if listed && !filtered {
			return true
		}
	}
	return false
}

// skipsHeader reports whether x, a tail or sed in a listing's pipeline,
// only drops its first lines, the header a lister prints (tail -n +2,
// sed 1d, sed -n '2,$p'): every item still comes through.
func skipsHeader(x *Command) bool {
	switch x.Name {
	case "tail":
		p := parseArgs(&tailSpec, x.Args)
		n := p.values("-n", "--lines")
		if len(p.operands) > 0 || len(n) != 1 {
			return false
		}
		return strings.HasPrefix(n[0], "+")
	case "sed":
		p := parseArgs(&sedArgs, x.Args)
		progs, files := programOf(&sedArgs, p)
		return p.only(sedQuietOpts) && len(progs) == 1 && len(files) == 0 && progs[0].Literal && headerSed.get().MatchString(progs[0].Value)
	}
	return false
}

// headerSed matches a sed program that drops a listing's first lines
// only: 1d, 1,2d, or with -n 2,$p.
var headerSed = &lazyRegexp{expr: `^(?:1(?:,[1-9])?d|[2-9],\$p)$`}

// numbersOnly matches a grep pattern that keeps the lines that are a
// number, whichever number: ^[0-9]+$, ^[[:digit:]]*$, ^\d+$.
var numbersOnly = &lazyRegexp{expr: `^\^?(?:\[0-9\]|\[\[:digit:\]\]|\\d)[+*]?\$?$`}

// unitsStage is listedWhole's question about a stage of units listed:
// systemctl's or launchctl's listing verb with no pattern after it is
// every unit (--type=service, --state=running keep a kind of them), and
// systemctl's listings of one kind of unit (list-timers, list-sockets,
// list-paths, list-automounts) every unit of that kind; an
// awk or jq program that tests or selects narrows.
func unitsStage(x *Command) (lists, narrows bool) {
	switch x.Name {
	case "systemctl", "launchctl":
		var words []string
		for _, a := range x.Args {
			if !strings.HasPrefix(a.Value, "-") {
				words = append(words, a.Value)
			}
		}
		return len(words) == 1 && unitListings.has(words[0]), false
	case "awk", "gawk", "mawk", "jq":
		for _, a := range x.Args {
			if prog := a.Value; strings.Contains(prog, "~") || strings.Contains(prog, "==") || strings.Contains(prog, "if") || strings.Contains(prog, "select") || strings.HasPrefix(strings.TrimSpace(prog), "/") {
				return false, true
			}
		}
	}
	return false, false
}

// unitListings are the verbs of systemctl and launchctl that list units.
var unitListings = set{"list", "list-automounts", "list-paths", "list-sockets", "list-timers", "list-unit-files", "list-units"}

// processStage is listedWhole's question about a stage of process ids:
// ps not told which processes, pgrep with no pattern (pgrep -u USER:
// every process of the user), tasklist with no filter that picks one
// program (taskFilterNarrows); a pgrep pattern or an awk program that
// tests or prints past its first field narrows.
func processStage(x *Command) (lists, narrows bool) {
	switch x.Name {
	case "tasklist", "tasklist.exe":
		return !taskFilterNarrows(x.Args), false
	case "ps":
		return !hasArg(x.Args, "-p", "--pid", "-C", "-u", "-U", "--user", "--ppid"), false
	case "ls":
		// ls /proc: its numbered entries are every process's id.
		return hasArg(x.Args, "/proc", "/proc/"), false
	case "pgrep":
		pat := parseArgs(&pgrepSpec, x.Args)
		return len(pat.operands) == 0, len(pat.operands) > 0
	case "awk", "gawk", "mawk":
		for _, a := range x.Args {
			prog := strings.TrimSpace(a.Value)
			if strings.Contains(prog, "print") && !strings.HasPrefix(prog, "{") && !strings.HasPrefix(prog, "NR") || strings.Contains(prog, "~") || strings.Contains(prog, "==") || strings.Contains(prog, "if") {
				return false, true
			}
		}
	}
	return false, false
}
