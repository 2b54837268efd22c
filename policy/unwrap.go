package policy

import (
	"path"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// unwrap peels the wrapper c is (sudo, env, xargs, find -exec, …) and
// analyses the command it runs; or follows c into the shell it starts with
// a command string or a known standard input.
func (a *analyzer) unwrap(c *Command) {
	if len(c.Wrappers) > 4*maxDepth {
		return
	}
	a.carried(c)
	a.globCommand(c)
	if c.Dynamic && c.Grammar.IsPosix() {
		a.envName(c) // $CMD args, sudo $CMD: the environment's command line
	}
	a.stdinCommandLines(c)
	a.winInterop(c)
	a.xargsArgFile(c)
	a.bindMounted(c)
	if linked := a.throughLinks(c); linked != nil {
		// ln -s /etc cfg; rm -rf cfg/*: also as it reaches the link's
		// target, rm -rf /etc/*.
		a.add(linked)
		a.unwrap(linked)
	}
	if words, how := peel(c); words != nil {
		if d, ok := a.wrapperDir(c); ok {
			// env -C / rm -rf etc, sudo -D /etc rm -rf ssh: the command
			// runs in that directory, as after cd DIR &&.
			defer a.moveTo(d)()
		}
		inner := a.newCommand(Command{
			Grammar: c.Grammar, Text: c.Text, Redirs: c.Redirs, Stdin: c.Stdin, fds: c.fds,
			Wrappers: append(append([]string(nil), c.Wrappers...), how),
		})
		inner.setName(words)
		inner.Feeds = c.Feeds // its words' substitutions are among the wrapper's
		inner.Assigns = wrapperAssigns(c)
		a.add(inner)
		a.noteWrites(inner) // sudo tee -a ~/.bashrc writes as tee does
		a.gitHooksSet(inner)
		a.unwrap(inner)
		if found := findFoundWords(c, words); found != nil {
			// find ~/.codex -name auth.json -exec cat {}: also the file
			// of that name right below the start, named.
			named := &Command{Grammar: c.Grammar, Text: c.Text, Wrappers: inner.Wrappers}
			named.setName(found)
			a.add(named)
			a.unwrap(named)
		}
		return
	}
	if !strings.ContainsRune(c.Word0.Value, '/') {
		a.searchedScript(c) // PATH=.:$PATH ls: ./ls, when the input wrote it
	}
	if a.launch(c) {
		return
	}
	a.shell(c)
}

// winInterop judges c, a POSIX shell's command naming a Windows program
// by its .exe or .com (WSL's interop: bcdedit.exe, /mnt/c/Windows/System32/
// vssadmin.exe), also as cmd's: the program reads its own command line
// as it does from cmd (learn.microsoft.com, WSL, "Working across Windows
// and Linux file systems": "run Windows tools from the Linux command
// line"), whose rules are the Windows ones (winSys' bcdedit /set).
func (a *analyzer) winInterop(c *Command) {
	w := c.Word0.Value
	if !c.Grammar.IsPosix() || c.Name == "" || len(w) < 5 || !strings.EqualFold(w[len(w)-4:], ".exe") && !strings.EqualFold(w[len(w)-4:], ".com") || !c.Word0.Literal {
		return
	}
	win := a.newCommand(Command{
		Grammar: lexer.Cmd, Text: c.Text, Args: c.Args, Redirs: c.Redirs, Stdin: c.Stdin, fds: c.fds, Feeds: c.Feeds,
		Wrappers: append(append([]string(nil), c.Wrappers...), "wsl interop"),
	})
	win.Name, win.Word0 = winBase(w), c.Word0
	a.add(win)
}

// stdinCommandLines judges each line of the known standard input of c, a
// client whose spec says it reads its own commands there (stdinCommands:
// zookeeper-shell HOST <<< 'deleteall /x'), as c's words followed by the
// line's: the command it runs, as if written on its command line.
func (a *analyzer) stdinCommandLines(c *Command) {
	if c.Stdin == nil || c.Name == "" {
		return
	}
	reads := false
	eachNamedSpec(c, strings.ToLower(c.Name), func(s *spec) { reads = reads || s.stdinCommands })
	if !reads {
		return
	}
	how := c.Name + " <stdin"
	if slices.Contains(c.Wrappers, how) {
		return
	}
	for line := range strings.SplitSeq(*c.Stdin, "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		words := append([]Word{c.Word0}, c.Args...)
		for _, f := range fields {
			words = append(words, Word{Value: strings.Trim(f, `'"`), Literal: true})
		}
		inner := a.newCommand(Command{Grammar: c.Grammar, Text: c.Text, Wrappers: append(append([]string(nil), c.Wrappers...), how)})
		inner.setName(words)
		a.add(inner)
	}
}

// throughLinks returns c with each word that names a path through a
// symbolic link or a bind mount the input made (ln -s T L, mount --bind
// T L) naming the target instead (L/x as T/x, L/ as T/, L as T but to a
// command that acts on the link itself; a word's value after = as well,
// dd of=L), and each redirection's file likewise (> L/x writes T/x, > L
// writes T), or nil when none does. The links already on disk are the
// user's own.
func (a *analyzer) throughLinks(c *Command) *Command {
	if len(a.links) == 0 || c.Name == "ln" || c.Name == "mount" || c.Name == "umount" {
		return nil
	}
	// The commands that act on a link itself, not its target, named
	// without a trailing slash: rm L, mv L M, find L -delete (not -L).
	onName := linkNamers.has(c.Name) || c.Name == "find" && !hasArg(c.Args, "-L", "-follow")
	var args []Word
	for i, w := range c.Args {
		if strings.HasPrefix(w.Value, "-") && !strings.Contains(w.Value, "=") {
			continue
		}
		head, v, eq := strings.Cut(w.Value, "=")
		if !eq {
			head, v = "", w.Value
		} else {
			head += "="
		}
		if t, ok := a.linkTarget(w, v, onName); ok {
			if args == nil {
				args = slices.Clone(c.Args)
			}
			args[i] = Word{Value: head + t, Literal: true, Quoted: w.Quoted}
		}
	}
	var redirs []Redir
	for i, r := range c.Redirs {
		if r.Op == "<<" || r.Op == "<<-" || r.Op == "<<<" || strings.HasSuffix(r.Op, "&") {
			continue // a heredoc's, a here-string's text; a descriptor
		}
		if t, ok := a.linkTarget(r.Target, r.Target.Value, false); ok {
			if redirs == nil {
				redirs = slices.Clone(c.Redirs)
			}
			redirs[i].Target = Word{Value: t, Literal: true, Quoted: r.Target.Quoted}
		}
	}
	if args == nil && redirs == nil {
		return nil
	}
	if args == nil {
		args = c.Args
	}
	if redirs == nil {
		redirs = c.Redirs
	}
	linked := a.newCommand(Command{Grammar: c.Grammar, Text: c.Text, Redirs: redirs, Stdin: c.Stdin, Wrappers: append(slices.Clone(c.Wrappers), c.Name+" through a link")})
	linked.setName(append([]Word{c.Word0}, args...))
	return linked
}

// linkTarget returns v, the value of the word w (or its part after =),
// as the path it reaches through a link the input made (throughLinks),
// when it goes through one: under it, or the link itself but for a
// command that acts on the link (onName) without a trailing slash.
func (a *analyzer) linkTarget(w Word, v string, onName bool) (string, bool) {
	if !w.Literal || v == "" {
		return "", false
	}
	p, ok := a.env.Path(Word{Value: v, Literal: true})
	if !ok {
		return "", false
	}
	if t, ok := a.links[p]; ok && (!onName || strings.HasSuffix(v, "/")) {
		return t, true
	}
	return a.underLink(p)
}

// linkNamers are the commands that act on a symbolic link named as the
// link, not its target (throughLinks).
var linkNamers = set{"ln", "lstat", "mv", "readlink", "rm", "rmdir", "unlink"}

// bindMounted notes the bind mount mount --bind T L (-B, --rbind, -o
// bind) makes: L reaches T, as a symbolic link would (throughLinks).
func (a *analyzer) bindMounted(c *Command) {
	if c.Name != "mount" {
		return
	}
	bind := false
	var ops []Word
	for i, w := range c.Args {
		switch v := w.Value; {
		case v == "--bind" || v == "-B" || v == "--rbind" || v == "-R":
			bind = true
		case (v == "-o" || v == "--options") && i+1 < len(c.Args):
			bind = bind || slices.Contains(strings.Split(c.Args[i+1].Value, ","), "bind") || slices.Contains(strings.Split(c.Args[i+1].Value, ","), "rbind")
		case !strings.HasPrefix(v, "-") && (i == 0 || c.Args[i-1].Value != "-o" && c.Args[i-1].Value != "-t" && c.Args[i-1].Value != "--options" && c.Args[i-1].Value != "--types"):
			ops = append(ops, w)
		}
	}
	if !bind || len(ops) != 2 || !ops[0].Literal || !ops[1].Literal {
		return
	}
	t, ok1 := a.env.Path(ops[0])
	l, ok2 := a.env.Path(ops[1])
	if !ok1 || !ok2 {
		return
	}
	if a.links == nil {
		a.links = map[string]string{}
	}
	a.links[l] = t
}

// xargsArgFile reads the file xargs -a FILE (--arg-file FILE) takes its
// arguments from in place of standard input, when its text is known: as
// xargs < FILE, what it appends or puts for -I's string (peel).
func (a *analyzer) xargsArgFile(c *Command) {
	if c.Name != "xargs" || c.Stdin != nil {
		return
	}
	s := wrapperSpec(c)
	if s == nil {
		return
	}
	for _, o := range parseArgs(s, c.Args).opts {
		if (o.name == "-a" || o.name == "--arg-file") && o.hasValue && o.value != "-" {
			if text, ok := a.fileText(Word{Value: o.value, Literal: o.literal}); ok {
				c.Stdin, c.StdinFile = &text, o.value
			}
		}
	}
}

// wrapperSpec returns the spec of c when c is a precommand
// (specMore.wrap: sudo, env, xargs, …), or nil.
func wrapperSpec(c *Command) *spec { return wrapperNamed(c, c.Name) }

// wrapperNamed returns the spec of the precommand called name, c's
// name or a form of it (lowerNameNoExe), or nil.
func wrapperNamed(c *Command, name string) *spec {
	var w *spec
	eachNamedSpec(c, name, func(s *spec) {
		if s.extra().wrap != nil {
			w = s
		}
	})
	return w
}

// wrappedAssigns splits rest, the words from a precommand's (c's, w)
// first operand on, into the NAME=value words set for the command it
// runs and that command's words.
func wrappedAssigns(c *Command, w *wrapping, rest []Word) (assigns, cmd []Word) {
	i := 0
	if c.Name == "env" && len(rest) > 0 && rest[0].Literal && rest[0].Value == "-" {
		i++ // env -: an empty environment
	}
	for w.assigns && i < len(rest) && strings.IndexByte(rest[i].Value, '=') > 0 && !strings.HasPrefix(rest[i].Value, "-") &&
		(rest[i].Literal || assignedName(rest[i].Value)) {
		// NAME=value; env takes any word with = for one
		// (BASH_FUNC_ls%%=() { …; }). A value known only at run
		// time is still a value: env HOME="$HOME" CMD runs CMD.
		i++
	}
	return rest[:i], rest[i:]
}

// peel returns the words of the command wrapper c runs, and how it runs it
// ("sudo", "find -exec", …); nil when c is not a wrapper or runs nothing.
func peel(c *Command) ([]Word, string) {
	if f, ok := asFind(c); ok {
		return peelFind(f) // find -exec, fd -x
	}
	if c.Name == "gdb" || c.Name == "lldb" {
		// gdb --args PROGRAM ARGS…, lldb -- PROGRAM ARGS…: run under the debugger.
		for i, a := range c.Args {
			if (a.Value == "--args" || c.Name == "lldb" && a.Value == "--") && i+1 < len(c.Args) {
				return append([]Word(nil), c.Args[i+1:]...), c.Name + " " + a.Value
			}
		}
		return nil, ""
	}
	s := wrapperSpec(c)
	if s == nil {
		return nil, ""
	}
	w := s.more.wrap
	p := parseArgs(s, c.Args)
	if len(w.lookups) > 0 && p.hasAny(w.lookups) || len(w.needs) > 0 && !p.hasAny(w.needs) {
		// command -v NAME says what NAME is; runuser [-l] USER is su's
		// form, whose operand is a user, not a command.
		return nil, ""
	}
	if words, ok := envSplit(c, s, p); ok {
		return words, "env -S"
	}
	_, rest := wrappedAssigns(c, w, p.rest)
	if len(rest) == 0 && (w.bare || len(w.shell) > 0 && p.hasAny(w.shell)) && len(p.operands) >= s.skip {
		// sudo -s, sudo -i, chroot DIR, unshare with no command: the
		// user's shell, which reads its commands from standard input
		// (ssh db "sudo -s" <<EOF … EOF), as sh does.
		return []Word{{Value: "sh", Literal: true}}, c.Name
	}
	if len(rest) == 0 && w.shellArgs != "" && slices.ContainsFunc(c.Args, func(a Word) bool { return a.Value == "--" }) {
		// capsh --: the shell, with no arguments, reading standard input.
		return []Word{{Value: w.shellArgs, Literal: true}}, c.Name
	}
	if len(rest) == 0 {
		return nil, ""
	}
	args := c.Args[:len(c.Args)-len(rest)] // its own words
	words := append([]Word(nil), rest...)
	if w.shellArgs != "" {
		// capsh -- -c TEXT: the words are the arguments of the shell it
		// starts, /bin/bash -c TEXT.
		words = append([]Word{{Value: w.shellArgs, Literal: true}}, words...)
	}
	if repl, ok := xargsReplace(args); c.Name == "xargs" && ok {
		// xargs -I{} CMD {}: each input line takes the place of {}.
		in, known := "$XARGS", false
		if pat, ok := feedEntriesAt(c, leadsWord(words, repl)); ok {
			// ls ~ | xargs -I{} rm -rf ~/{}: one of home's entries, as
			// the pattern naming them all would expand; ls /srv/*.db |
			// xargs -I{} rm {}: the paths it prints.
			in, known = pat, true
		}
		if c.Stdin != nil {
			if line, _, _ := strings.Cut(strings.TrimSpace(*c.Stdin), "\n"); line != "" {
				in, known = line, true
			}
		}
		// A shell's -c code stays known text, as find -exec's does
		// (peelFind): xargs -I{} sh -c 'dd of=/dev/{}' runs dd of a
		// line only known at run time ($XARGS in the code), not code
		// the guard cannot read.
		var code *Word
		if _, ok := shellGrammar(commandName(words[0].Value)); ok {
			code, _, _, _ = shellArgs(words[1:])
		}
		for j, wd := range words {
			if strings.Contains(wd.Value, repl) {
				v := strings.ReplaceAll(wd.Value, repl, in)
				if &words[j] == code && known {
					v = replaceInCode(wd.Value, repl, in)
				}
				words[j] = Word{Value: v, Literal: wd.Literal && (known || &words[j] == code), Quoted: wd.Quoted, Subst: wd.Subst}
			}
		}
		return words, c.Name
	}
	if c.Name == "xargs" {
		// xargs appends what it reads: known when its input is.
		if c.Stdin != nil {
			for _, f := range xargsItems(args, *c.Stdin) {
				words = append(words, Word{Value: f, Literal: true})
			}
		} else if pats, ok := listedEntries1(c); ok {
			for _, p := range pats {
				// ls -A ~ | xargs rm -rf: its entries, as the pattern
				// naming them all would expand.
				words = append(words, Word{Value: p, Literal: true})
			}
		} else {
			words = append(words, Word{Value: "$XARGS"})
		}
	}
	return words, c.Name
}

// envSplit returns the command env runs when it is given -S STRING
// (-SSTRING, -iS STRING, --split-string[=]STRING), p its words read
// through s, its spec. As GNU env(1) does, STRING is split into words
// (envSplitString) that take the option's place, and env reads them and
// the words after them again, options, assignments and command: env -S
// 'FOO=1 rm -rf ~' runs rm -rf ~, env -S rm -rf ~ runs rm -rf ~ (its
// options end at the command). ok is false when -S is not given.
func envSplit(c *Command, s *spec, p parsed) (words []Word, ok bool) {
	if c.Name != "env" {
		return nil, false
	}
	args := c.Args
	for range 4 { // a -S among STRING's words is read again, up to a bound
		i := slices.IndexFunc(p.opts, func(o opt) bool { return o.name == "-S" || o.name == "--split-string" })
		if i < 0 {
			break
		}
		args = append(envSplitString(p.opts[i].value), args[p.opts[i].end+1:]...)
		p, ok = parseArgs(s, args), true
	}
	if !ok {
		return nil, false
	}
	_, rest := wrappedAssigns(c, s.extra().wrap, p.rest)
	return rest, true
}

// envSplitParsed returns c's words read through s as envSplit reads
// them: with the words of every -S STRING in its place.
func envSplitParsed(c *Command, s *spec, p parsed) parsed {
	if c.Name != "env" {
		return p
	}
	args := c.Args
	for range 4 {
		i := slices.IndexFunc(p.opts, func(o opt) bool { return o.name == "-S" || o.name == "--split-string" })
		if i < 0 {
			break
		}
		args = append(envSplitString(p.opts[i].value), args[p.opts[i].end+1:]...)
		p = parseArgs(s, args)
	}
	return p
}

// wrapperDir returns the directory c, a precommand, runs its command in
// when one of its wrapping's chdir options names it (env -C DIR, sudo
// -D DIR, sudo --chdir=DIR): a literal path, absolute, below the home
// (~, ~/x) or relative to where c runs. ok is false when none is given
// or where it leads is not known.
func (a *analyzer) wrapperDir(c *Command) (string, bool) {
	s := wrapperSpec(c)
	if s == nil || len(s.more.wrap.chdir) == 0 {
		return "", false
	}
	p := envSplitParsed(c, s, parseArgs(s, c.Args))
	v, found := "", false
	for _, o := range p.opts {
		if o.hasValue && s.more.wrap.chdir.has(o.name) {
			if !o.literal {
				return "", false
			}
			v, found = o.value, true
		}
	}
	if !found || v == "" {
		return "", false
	}
	switch {
	case strings.HasPrefix(v, "/"):
		return path.Clean(v), true
	case v == "~" || strings.HasPrefix(v, "~/"):
		if a.env.Home == "" {
			return "", false
		}
		return path.Join(a.env.Home, v[1:]), true
	}
	base := c.Dir
	if base == "" {
		base = a.env.Cwd
	}
	if base == "" {
		return "", false
	}
	return path.Join(base, v), true
}

// xargsItems splits what xargs reads into the arguments it appends: at
// NUL bytes with -0 (--null), at the delimiter of -d, else at blanks and
// newlines, quotes and backslashes grouping as xargs reads them (echo
// "'rm -rf ~'" | xargs sh -c runs sh -c 'rm -rf ~').
func xargsItems(opts []Word, in string) []string {
	delim := ""
	for i, o := range opts {
		v := o.Value
		switch {
		case v == "-0" || v == "--null":
			delim = "\x00"
		case v == "-d" && i+1 < len(opts):
			delim = opts[i+1].Value
		case strings.HasPrefix(v, "-d") && len(v) > 2:
			delim = v[2:]
		case strings.HasPrefix(v, "--delimiter="):
			delim = v[len("--delimiter="):]
		}
	}
	if delim != "" {
		delim = strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\0`, "\x00", `\\`, `\`).Replace(delim)[:1]
		items := strings.Split(in, delim)
		if items[len(items)-1] == "" {
			items = items[:len(items)-1]
		}
		return items
	}
	var items []string
	var b strings.Builder
	in1, quote := false, byte(0)
	for i := 0; i < len(in); i++ {
		c := in[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			b.WriteByte(c)
		case c == '\\' && i+1 < len(in):
			i++
			b.WriteByte(in[i])
			in1 = true
		case c == '\'' || c == '"':
			quote, in1 = c, true
		case c == ' ' || c == '\t' || c == '\n':
			if in1 {
				items = append(items, b.String())
				b.Reset()
				in1 = false
			}
		default:
			b.WriteByte(c)
			in1 = true
		}
	}
	if in1 {
		items = append(items, b.String())
	}
	return items
}

// xargsReplace returns the replace string of xargs's options (-I R, -IR,
// -i, -iR, --replace, --replace=R), if one is given.
func xargsReplace(opts []Word) (string, bool) {
	for i, o := range opts {
		v := o.Value
		switch {
		case v == "-I" && i+1 < len(opts):
			return opts[i+1].Value, true
		case strings.HasPrefix(v, "-I") && len(v) > 2:
			return v[2:], true
		case v == "-i" || v == "--replace":
			return "{}", true
		case strings.HasPrefix(v, "-i") && len(v) > 2:
			return v[2:], true
		case strings.HasPrefix(v, "--replace="):
			return v[len("--replace="):], true
		case v == "-J" && i+1 < len(opts):
			return opts[i+1].Value, true // BSD: the input goes where R is
		case strings.HasPrefix(v, "-J") && len(v) > 2:
			return v[2:], true
		}
	}
	return "", false
}

// peelFind returns the command of find's first -exec, -execdir, -ok or
// -okdir action, with {} standing for the files found.
func peelFind(c *Command) ([]Word, string) {
	for i, arg := range c.Args {
		switch arg.Value {
		case "-exec", "-execdir", "-ok", "-okdir":
			var words []Word
			for _, w := range c.Args[i+1:] {
				if w.Value == ";" || w.Value == "+" {
					break
				}
				words = append(words, w)
			}
			if len(words) == 0 {
				return nil, ""
			}
			// A shell's -c code stays known text: the {} find puts a path
			// in is a word of it (cd {} && terraform destroy …), not a
			// reason to judge none of it.
			var code *Word
			if _, ok := shellGrammar(commandName(words[0].Value)); ok {
				code, _, _, _ = shellArgs(words[1:])
			}
			for j := range words {
				if strings.Contains(words[j].Value, "{}") && &words[j] != code {
					words[j].Literal = false // the files found
				}
			}
			return words, "find " + arg.Value
		}
	}
	return nil, ""
}

// findFoundWords returns the words of find -exec's command with each {}
// the path findFound makes: nil when c is no find -exec or there is none.
// What find deletes or empties is judged by find's own rules (fsFind),
// on every file it may find; this reading is for what is read or sent.
func findFoundWords(c *Command, words []Word) []Word {
	f, ok := asFind(c)
	if !ok || fsFindDeletes(f) {
		return nil
	}
	i := slices.IndexFunc(f.Args, func(w Word) bool { return strings.HasPrefix(w.Value, "-exec") || strings.HasPrefix(w.Value, "-ok") })
	if i < 0 {
		return nil
	}
	found := findFound(f.Args[:i])
	if found == "" {
		return nil
	}
	out := slices.Clone(words)
	n := 0
	for j := range out {
		if strings.Contains(out[j].Value, "{}") {
			v := strings.ReplaceAll(out[j].Value, "{}", found)
			out[j] = Word{Value: v, Literal: !strings.HasPrefix(v, "~")}
			n++
		}
	}
	if n == 0 {
		return nil
	}
	return out
}

// findStarts returns find's starting points: the words before its
// expression, after the options that come first (-H, -L, -P, -D LIST,
// -Olevel), as find reads them.
func findStarts(args []Word) []Word {
	i := 0
	for i < len(args) {
		switch v := args[i].Value; {
		case v == "-H" || v == "-L" || v == "-P" || len(v) > 2 && strings.HasPrefix(v, "-O"):
			i++
			continue
		case v == "-D":
			i += 2
			continue
		}
		break
	}
	j := i
	for j < len(args) {
		if v := args[j].Value; strings.HasPrefix(v, "-") || v == "(" || v == "!" || v == "," {
			break
		}
		j++
	}
	return args[i:min(j, len(args))]
}

// findFound returns the path of a file find finds below its start:
// its one literal -name (or -iname) right below the start
// (~/.codex/auth.json of find ~/.codex -name auth.json); else, for the
// worst reading, a file below the start named as the name's pattern
// with x for its wildcards (~/Documents/x.pdf of -name '*.pdf'), or x
// (~/Documents/x): any file there may be found. "" without a start
// that is known.
func findFound(args []Word) string {
	var start, name string
	exact, startKnown := true, false
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		switch {
		case (v == "-name" || v == "-iname") && i+1 < len(args):
			if name != "" || !args[i+1].Literal {
				exact = false
			}
			i++
			if name == "" {
				name = args[i].Value
			}
		case strings.HasPrefix(v, "-") || v == "(" || v == "!":
			if name == "" && start == "" {
				continue // -L, -H, -P before the start
			}
			if v == "-o" || v == "-or" {
				exact = false // another name may match
			}
		case name == "" && start == "":
			start, startKnown = v, args[i].Literal || strings.HasPrefix(v, "~")
		}
	}
	if start == "" || !startKnown {
		return ""
	}
	if name == "" || !exact || strings.ContainsAny(name, "*?[/") {
		name = foundName(name)
	}
	return strings.TrimSuffix(start, "/") + "/" + name
}

// foundName is a name a file matching the -name pattern pat has: its
// wildcards and classes each an x (*.pdf: x.pdf); x for no pattern.
func foundName(pat string) string {
	if pat == "" || strings.Contains(pat, "/") {
		return "x"
	}
	var b strings.Builder
	for i := 0; i < len(pat); i++ {
		switch pat[i] {
		case '*', '?':
			if !strings.HasSuffix(b.String(), "x") {
				b.WriteByte('x')
			}
		case '[':
			if j := strings.IndexByte(pat[i:], ']'); j > 0 {
				i += j
			}
			b.WriteByte('x')
		default:
			b.WriteByte(pat[i])
		}
	}
	return b.String()
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// isAssignmentWord reports whether w is NAME=value.
func isAssignmentWord(w string) bool {
	name, _, ok := strings.Cut(w, "=")
	return ok && isName([]byte(name))
}

func isName(w []byte) bool {
	for i, c := range w {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return len(w) > 0
}

// foreignShells are shells outside the posix family (fish, the C shells,
// Nushell, Elvish, xonsh, Oils' ysh, Plan 9's rc), which run a command
// string with -c, a script file, or the commands on their standard input.
var foreignShells = set{"csh", "elvish", "es", "fish", "ion", "murex", "nu", "oil", "osh", "rc", "tcsh", "xonsh", "ysh"}

// shellGrammar returns the grammar of a shell named name, and whether it is
// a posix-family shell.
func shellGrammar(name string) (lexer.Grammar, bool) {
	// Installed over /bin/sh, guarded-sh keeps the real one as sh.distrib.
	name = strings.TrimSuffix(name, ".distrib")
	switch name {
	case "bash", "rbash", selfName: // guarded-sh runs bash unless told otherwise
		return lexer.Bash, true
	case "sh", "dash", "ash", "posh", "yash", "hush", "bosh", "jsh", "bbsh":
		// hush (BusyBox's other shell), bosh and jsh (the Schily Bourne
		// shell): posix shells of other names.
		return lexer.Posix, true
	case "zsh":
		return lexer.Zsh, true
	case "ksh", "mksh", "lksh", "ksh93", "pdksh", "oksh":
		return lexer.Mksh, true
	}
	return 0, false
}

// shell follows c into the shell it starts: the string of -c, or its known
// standard input; and into eval and the other commands that run a string
// as shell code (su -c, watch, flock -c, script -c).
func (a *analyzer) shell(c *Command) {
	a.resolveSelf(c)
	if guardSubcommand(c) {
		return
	}
	// within returns the wrappers of what c runs, c's and how: built
	// where c runs something, which most commands do not.
	within := func(how string) []string { return append(c.Wrappers[:len(c.Wrappers):len(c.Wrappers)], how) }
	if strings.ContainsRune(c.Word0.Value, '/') {
		a.pathScript(c, within(c.Name)) // ./build.sh: a script run by its path
	}
	name, how := c.Name, c.Name
	if c.Dynamic && dynamicShell(c.Word0.Value) {
		name, how = "bash", c.Word0.Value // $SHELL -c '…' is a shell too
	} else if c.Dynamic && c.Grammar.IsPosix() {
		a.unknownShell(c, within(c.Word0.Value))
	}
	foreign := ""
	if foreignShells.has(strings.TrimSuffix(name, ".exe")) {
		// fish -c, tcsh -c, nu -c, echo CMD | fish: another language's
		// shell, whose command lines name the programs they run as sh's
		// do: read as sh code, line by line where sh cannot parse them,
		// its own forms as sh's (foreignLine).
		foreign, name = strings.TrimSuffix(name, ".exe"), "sh"
	}
	if g, ok := shellGrammar(name); ok {
		w := within(how)
		a.startupRead(c, g, w)
		a.stdinWritten(c)
		code, hasC, script, params := shellArgs(c.Args)
		switch {
		case hasC && code != nil:
			defer a.withParams(c.Args, code)()
			text := *code
			if foreign != "" {
				text.Value = foreignLine(foreign, text.Value)
			}
			a.code(c, text, g, append(w[:len(w)-1:len(w)-1], w[len(w)-1]+" -c"))
		case !hasC && script == nil && c.Stdin != nil:
			if params != nil {
				defer a.withParamWords(params)()
			}
			text := *c.Stdin
			if foreign != "" {
				text = foreignLine(foreign, text)
			}
			a.posix(text, g, append(w[:len(w)-1:len(w)-1], w[len(w)-1]+" <stdin"))
		case !hasC && script != nil:
			a.runFile(c, *script, g, append(w[:len(w)-1:len(w)-1], w[len(w)-1]+" "+script.Value))
		}
		return
	}
	if s, _ := interpSpecOf(c); s != nil {
		// An interpreter (python -c, perl -e, bun -e, deno eval,
		// Rscript -e, tclsh <<<), or a tool's subcommand that is one
		// (wp eval, rails runner, mix run -e): its code.
		a.stdinWritten(c)
		a.interpreter(c, codeFlag(s), within(how))
		return
	}
	if s := shellStarter(c); s != nil {
		// su -c TEXT, flock FILE -c TEXT, script -qc TEXT: the text,
		// through sh -c; su [-] [USER], runuser -l USER, script [FILE],
		// newgrp with none: the user's shell, reading its commands from
		// standard input (echo CMD | su -, ssh db 'su -' <<EOF).
		w := within(how)
		if code, given := startedShell(c, s); given {
			if code != nil {
				a.code(c, *code, lexer.Posix, w)
			}
		} else if c.Stdin != nil && s.extra().stdinShell && (s.extra().reader != readSg || sgCommand(c) == nil) {
			a.posix(*c.Stdin, lexer.Posix, append(w[:len(w):len(w)], c.Name+" <stdin"))
		}
		return
	}
	switch c.Name {
	case "pwsh", "powershell", "pwsh.exe", "powershell.exe":
		a.psShell(c, within(how))
	case "cmd", "cmd.exe":
		a.cmdShell(c, within(how), true)
	case "eval":
		text := make([]string, len(c.Args))
		var subst []*Command
		for i, arg := range c.Args {
			text[i] = arg.Value
			subst = append(subst, arg.Subst...)
		}
		climb := slices.ContainsFunc(c.Args, func(w Word) bool { return w.climbs })
		a.code(c, Word{Value: strings.Join(text, " "), Literal: allLiteral(c.Args), Computed: anyComputed(c.Args), Subst: subst, climbs: climb}, c.Grammar, within(how))
		a.evalIndirect(c)
		if anyComputed(c.Args) && c.Grammar.IsPosix() && !a.ownScript() {
			// eval "$(./gen)": text the analysis cannot compute, run in
			// this shell, may assign any variable (d=/tmp/x; eval
			// "$(./gen)"; rm -rf "$d"/*). A script on disk's is its own
			// bookkeeping (configure's eval ac_val=\$$ac_var), as
			// unknownCode reads it.
			a.knownUnknown()
		}
	case "bind":
		a.bind(c, within(how))
	case "kill":
		// kill -USR1 $$: a trap may run here, with the values its
		// variables hold now.
		a.trapsFire()
	case "trap":
		// trap 'CMD' SIGNAL…: the command runs when the signal comes (EXIT
		// at the latest).
		args := c.Args
		if len(args) > 0 && args[0].Value == "--" {
			args = args[1:]
		}
		if len(args) > 1 && args[0].Value != "-" && !strings.HasPrefix(args[0].Value, "-") {
			for _, sig := range args[1:] {
				if sig := strings.TrimPrefix(strings.ToUpper(sig.Value), "SIG"); sig == "DEBUG" || sig == "RETURN" || sig == "ERR" {
					a.everyCommand(c, "a "+sig+" trap", args[0].Value)
					break
				}
			}
			a.inTrap++
			a.trapsWalked++
			w := within(how)
			a.runsAnytime(func() { a.code(c, args[0], c.Grammar, append(w[:len(w):len(w)], "trap")) })
			a.inTrap--
			if a.shellLevel() && len(a.traps) < maxTraps {
				a.traps = append(slices.Clip(a.traps), trapCode{c: c, code: args[0], w: append(w[:len(w):len(w)], "trap")})
			}
		}
	case "source", ".":
		if len(c.Args) > 0 {
			a.sourcing++
			w := within(how)
			a.runFile(c, c.Args[0], c.Grammar, append(w[:len(w):len(w)], c.Args[0].Value))
			a.sourcing--
		}
	case "alias":
		// alias name=value: the value is code, run wherever the name is
		// used; judged here, where it is defined.
		w := within(how)
		for _, arg := range c.Args {
			if name, value, ok := strings.Cut(arg.Value, "="); ok && name != "" && !strings.HasPrefix(name, "-") {
				a.runsAnytime(func() {
					a.code(c, Word{Value: value, Literal: arg.Literal, Computed: arg.Computed, Subst: arg.Subst}, c.Grammar, append(w[:len(w):len(w)], "alias "+name))
				})
				if arg.Literal {
					a.aliasCalls(name, value, c.Grammar)
				}
			}
		}
	case "hash":
		// hash -p FILE NAME…: each NAME then runs FILE, no path searched
		// (bash(1)), as alias NAME=FILE would.
		for i := 0; i+2 < len(c.Args); i++ {
			file := c.Args[i+1]
			if c.Args[i].Value != "-p" || !file.Literal || strings.ContainsAny(file.Value, " \t\n'\"\\$`;&|<>(){}") {
				continue
			}
			for _, n := range c.Args[i+2:] {
				if n.Literal && !strings.HasPrefix(n.Value, "-") {
					a.aliasCalls(n.Value, file.Value, c.Grammar)
				}
			}
			break
		}
	case "watch":
		var words []Word
		skip := false
		for _, arg := range c.Args {
			if len(words) == 0 && (skip || strings.HasPrefix(arg.Value, "-")) {
				// -n N and --interval N take a value.
				skip = !skip && (arg.Value == "-n" || arg.Value == "--interval")
				continue
			}
			words = append(words, arg)
		}
		if len(words) > 0 {
			text := make([]string, len(words))
			for i, wd := range words {
				text[i] = wd.Value
			}
			a.code(c, Word{Value: strings.Join(text, " "), Literal: allLiteral(words)}, lexer.Posix, within(how))
		}
	}
}

// shellStarter returns the spec of c that says it starts a shell
// (specMore.shellOpts, stdinShell), or nil.
func shellStarter(c *Command) *spec {
	var found *spec
	m := specsOf(c) // asked of every command shell reaches: c's memo, read in place
	for i := range m.len() {
		if s := m.at(i).s; s.path == c.Name && s.more != nil && (len(s.more.shellOpts) > 0 || s.more.stdinShell) {
			found = s
		}
	}
	return found
}

// startsShell reports whether the command named name, c's name or a
// form of it, starts a shell that reads its commands (shellStarter),
// given no command line.
func startsShell(c *Command, name string) bool {
	found := false
	eachNamedSpec(c, name, func(s *spec) {
		found = found || s.extra().stdinShell
	})
	return found
}

// startedShell returns the command line c hands the shell it starts, s
// its spec (shellStarter): the value of one of s.shellOpts, read through
// s (su -lc TEXT, su USER -c TEXT, --command=TEXT), the last given
// winning as getopt's; given reports whether one was, code is nil when
// it has no value.
func startedShell(c *Command, s *spec) (code *Word, given bool) {
	if len(s.extra().shellOpts) == 0 {
		return nil, false
	}
	p := parseArgs(s, c.Args)
	if !p.hasAny(s.extra().shellOpts) {
		return userShellArgs(s, p)
	}
	if v := p.valueWords(s.extra().shellOpts); len(v) > 0 {
		return &v[len(v)-1], true
	}
	return nil, true
}

// userShellArgs returns the command line given to the user's shell among
// p's operands past the user's name, when s says they are its arguments
// (specMore.userArgs), read as a shell reads its own (shellArgs: -c TEXT,
// -lc TEXT).
func userShellArgs(s *spec, p parsed) (code *Word, given bool) {
	ops := p.operands
	if len(ops) > 0 && ops[0].Value == "-" {
		ops = ops[1:] // su - USER: a login shell, not the user
	}
	if !s.extra().userArgs || len(ops) < 2 {
		return nil, false
	}
	code, given, _, _ = shellArgs(ops[1:])
	return code, given
}

// code analyses a string run as shell code; when it is only known at run
// time, it records a dynamic command for the rules to weigh.
//
// The code reads c's standard input (yes | bash -c 'terraform destroy',
// echo y | eval "$cmd", ssh host '…' <<< yes): its commands are fed what
// c is, unless c carries it (carried: its input is what carried says).
func (a *analyzer) code(c *Command, code Word, g lexer.Grammar, w []string) {
	if code.Literal {
		if a.carrying {
			a.carrying = false // carried set a.stdin; the code's own code reads as any
		} else {
			a.stdin = stdinFeed(c)
		}
		n := len(a.in.Commands)
		restore := a.childEnv(c)
		a.posix(code.Value, g, w)
		restore()
		a.stdin = nil
		a.writesOutput(c, n)
		return
	}
	dyn := &Command{Grammar: g, Text: code.Value, Wrappers: w, Dynamic: true, Word0: code, Feeds: code.Subst, Stdin: c.Stdin}
	a.add(dyn)
	if code.Computed && g.IsPosix() {
		// eval "$(f)" of a function or a one-liner the input defines:
		// what it prints, or unknown code the input made.
		dyn.madeCode = a.madeCode(c, code.Subst, w)
	}
	if text, ok := a.envCodeText(code.Value); ok && !code.Computed && g.IsPosix() {
		// eval "$CMD" with CMD from the environment: its value runs.
		a.code(c, Word{Value: text, Literal: true}, g, append(w[:len(w):len(w)], code.Value+" from the environment"))
		return
	}
	if code.Computed && g.IsPosix() && (literalHead(code.Value) || textOutsideSubst(code.Value)) {
		// eval "git reset --hard $(git rev-parse origin/develop)": the
		// command the code names runs whatever the substitution prints;
		// it is analysed as written, the substitution a value only known
		// at run time (its output may add more: the dynamic command
		// above stands for that). So is the text written around a
		// substitution that names the command: eval "$(date); rm -rf ~"
		// runs rm -rf ~ whatever date prints.
		a.posix(code.Value, g, w)
		return
	}
	if !code.Computed && g.IsPosix() && code.climbs {
		// d=$(mktemp -d); bash -c "rm -rf $d/../..": a value the
		// analysis knows by its form stands in the text as it was
		// written where it was set, and a path climbing above it is
		// read as the inner shell reads it: the code is analysed with
		// it, as a path above a fresh directory is judged outside.
		a.posix(code.Value, g, w)
	}
}

// childEnv puts the assignments c's environment gets from its own words
// (X=v bash -c '$X', env X=v sh -c 'eval "$X"') into the variables its
// code is analysed with, and returns what restores the caller's: the
// shell c starts has them, the shell that ran c does not. A value
// written with an expansion is one known only at run time (computed).
func (a *analyzer) childEnv(c *Command) func() {
	type saved struct {
		v               string
		known, computed bool
	}
	old := map[string]saved{}
	for _, as := range wrapperAssigns(c) {
		name, value, ok := strings.Cut(as, "=")
		if !ok || !isName([]byte(name)) {
			continue
		}
		if _, done := old[name]; !done {
			v, known := a.vars[name]
			old[name] = saved{v, known, a.computed[name]}
		}
		if strings.ContainsAny(value, "$`") {
			delete(a.vars, name)
			if a.computed == nil {
				a.computed = map[string]bool{}
			}
			a.computed[name] = true
			continue
		}
		a.vars[name] = value
		delete(a.computed, name)
	}
	return func() {
		for name, s := range old {
			if s.known {
				a.vars[name] = s.v
			} else {
				delete(a.vars, name)
			}
			if s.computed {
				a.computed[name] = true
			} else {
				delete(a.computed, name)
			}
		}
	}
}

// stdinFeed returns c's standard input as the command that prints it:
// the one piped or < <( ) redirected into it, else a cat of its heredoc,
// here-string or < FILE (its text when known). Nil when it reads none it
// was given, or nothing (< /dev/null).
func stdinFeed(c *Command) *Command {
	for _, f := range c.Feeds {
		if !inWords(c, f) {
			return f
		}
	}
	for _, r := range c.Redirs {
		if (r.Op == "<" || r.Op == "<<" || r.Op == "<<-" || r.Op == "<<<") && (r.Fd == "" || r.Fd == "0") && !nullSink(r.Target.Value) {
			cat := &Command{Grammar: c.Grammar, Name: "cat", Word0: Word{Value: "cat", Literal: true}, Text: c.Text, Stdin: c.Stdin, Wrappers: c.Wrappers}
			if r.Op == "<" {
				cat.Args = []Word{r.Target}
			}
			return cat
		}
	}
	return nil
}

// readsInput gives the commands analysed since the n-th, those reading
// no input of their own, c's standard input: PowerShell's and cmd's
// code run by -Command or /c reads what the shell reads ('y' | pwsh -c
// 'terraform destroy', echo y| cmd /c …), as posix code does (code).
func (a *analyzer) readsInput(c *Command, n int) {
	feed := stdinFeed(c)
	if feed == nil || n > len(a.in.Commands) {
		return
	}
	for _, x := range a.in.Commands[n:] {
		if len(x.Feeds) == 0 && x.Stdin == nil && !slices.ContainsFunc(x.Redirs, func(r Redir) bool { return r.Op == "<" && (r.Fd == "" || r.Fd == "0") }) {
			x.Feeds, x.Stdin = []*Command{feed}, c.Stdin
		}
	}
}

// writesOutput gives the one command analysed since the n-th, when it
// has no output redirection of its own and prints nothing, c's: the code
// a shell runs (sh -c ':' > F, cmd /c type nul > F) writes to where that
// shell's output goes, so F is emptied by that command as by : > F.
// Through shells nested in it (cmd /c cmd /c type nul > F), the
// innermost command gets it. Code of more than one command is left as
// it is (what each adds to F is no one command's), and so is one that
// prints: where its output goes is judged at c (ssh host 'cat
// ~/.ssh/id_rsa' > key.pem).
func (a *analyzer) writesOutput(c *Command, n int) {
	var outs []Redir
	for _, r := range c.Redirs {
		if outRedir(r) {
			outs = append(outs, r)
		}
	}
	for len(outs) > 0 && n < len(a.in.Commands) {
		x := a.in.Commands[n]
		if x.Dynamic || slices.ContainsFunc(x.Redirs, outRedir) {
			return
		}
		for _, y := range a.in.Commands[n+1:] {
			if len(y.Wrappers) <= len(x.Wrappers) {
				return // a second command of the code
			}
		}
		if n+1 < len(a.in.Commands) {
			n++ // x is a shell running the rest: its output is theirs
			continue
		}
		redirs := x.Redirs
		x.Redirs = append(slices.Clip(x.Redirs), outs...)
		if emptied, _ := dataEmptied(x); len(emptied) == 0 {
			x.Redirs = redirs
		}
		return
	}
}

// outRedir reports whether r sends standard output to a file: >, >|,
// >>, &>, &>> (its fd left out or 1).
func outRedir(r Redir) bool {
	switch r.Op {
	case ">", ">|", ">>", "&>", "&>>":
		return r.Fd == "" || r.Fd == "1"
	}
	return false
}

// literalHead reports whether shell code starts with a word written out
// (git, rm, not $(…) or "$cmd"): the command it names is known.
func literalHead(code string) bool {
	code = strings.TrimLeft(code, " \t\n")
	end := strings.IndexAny(code, " \t\n;&|")
	if end < 0 {
		end = len(code)
	}
	head := code[:end]
	return head != "" && !strings.ContainsAny(head, "$`'\"\\(){}<>=*?[")
}

// textOutsideSubst reports whether code, shell code as written, holds
// more than blanks, quotes and variables ($x, ${x}) outside its command
// substitutions ($(…), `…`): text
// that runs whatever they print ($(date); rm -rf ~).
func textOutsideSubst(code string) bool {
	depth, tick := 0, false
	for i := 0; i < len(code); i++ {
		switch ch := code[i]; {
		case ch == '`' && depth == 0:
			tick = !tick
		case tick:
		case ch == '$' && i+1 < len(code) && code[i+1] == '(':
			depth++
			i++
		case depth == 0 && ch == '$' && i+1 < len(code) && code[i+1] == '{':
			if end := strings.IndexByte(code[i:], '}'); end > 0 {
				i += end // ${x}: a variable's value, as $x
			}
		case depth == 0 && ch == '$':
			for i+1 < len(code) && isWordByte(code[i+1]) {
				i++
			}
		case depth > 0 && ch == '(':
			depth++
		case depth > 0 && ch == ')':
			depth--
		case depth == 0 && strings.IndexByte(" \t\n\"'", ch) < 0:
			return true
		}
	}
	return false
}

func allLiteral(ws []Word) bool {
	for _, w := range ws {
		if !w.Literal {
			return false
		}
	}
	return true
}

// anyComputed reports whether any of ws holds a value only known at run
// time (Word.Computed).
func anyComputed(ws []Word) bool {
	return slices.ContainsFunc(ws, func(w Word) bool { return w.Computed })
}

// shellArgs reads a posix shell's arguments: the -c string (hasC; code nil
// when -c has no string), or the script file named. With -s and no -c,
// the commands come from standard input and every operand is a
// positional parameter (params: bash -s -- ~ <<<'rm -rf "$1"'), as with
// no operand at all.
func shellArgs(args []Word) (code *Word, hasC bool, script *Word, params []Word) {
	stdin := false
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		switch {
		case v == "--" || v == "-":
			i++
			if hasC && i < len(args) {
				return &args[i], true, nil, nil
			}
			if stdin && !hasC {
				return nil, false, nil, args[i:]
			}
			if i < len(args) {
				return nil, hasC, &args[i], nil
			}
			return nil, hasC, nil, nil
		case v == "-o" || v == "+o" || v == "-O" || v == "+O" || v == "--rcfile" || v == "--init-file":
			i++
		case v == "--command" || v == "--commands":
			// fish's and nu's long -c: its value is the code.
			hasC = true
		case strings.HasPrefix(v, "--command=") || strings.HasPrefix(v, "--commands="):
			w := args[i]
			_, w.Value, _ = strings.Cut(v, "=")
			return &w, true, nil, nil
		case strings.HasPrefix(v, "--"):
		case len(v) > 1 && (v[0] == '-' || v[0] == '+'):
			if strings.ContainsRune(v[1:], 'c') {
				hasC = true
			}
			if v[0] == '-' && strings.ContainsRune(v[1:], 's') {
				stdin = true
			}
		default:
			if hasC {
				return &args[i], true, nil, nil
			}
			if stdin {
				return nil, false, nil, args[i:]
			}
			return nil, false, &args[i], nil
		}
	}
	return nil, hasC, nil, nil
}

// aliasCalls records alias name=value so that a later use with arguments
// is judged as the value followed by them (alias peek=head; peek ~/.ssh/
// id_rsa is head of the key): as the function name() { value "$@"; },
// which callFunc follows. Where the shell does not expand aliases (a
// script; the line that defines it) the use runs nothing; the worst
// reading is taken.
func (a *analyzer) aliasCalls(name, value string, g lexer.Grammar) {
	if !g.IsPosix() {
		return
	}
	text := name + "() {\n" + value + ` "$@"` + "\n}\n"
	f, err := syntax.NewParser(syntax.Variant(langOf(g))).Parse(strings.NewReader(text), "")
	if err != nil || len(f.Stmts) != 1 {
		return
	}
	decl, ok := f.Stmts[0].Cmd.(*syntax.FuncDecl)
	if !ok || decl.Name == nil || decl.Name.Value != name {
		return
	}
	if a.funcs == nil {
		a.funcs = map[string]funcDef{}
	}
	names := bodyNames(decl.Body)
	a.funcs[name] = funcDef{s: &source{text: text, g: g}, body: decl.Body, names: names, seen: a.setsOf(names)}
}

// unknownShell reads c, a command whose name is only known at run time
// ($c, "$X", ${BASH_REMATCH[1]}) given a shell's -c and its code, at its
// worst: a shell running that code ($c -c 'rm -rf ~' after c was set in
// a way the analysis could not follow). Its other readings are left to
// the rules (fsDynamic's tail, unknownCode's name); no script operand or
// standard input is read as code, which any program is given as data
// ($EDITOR notes.txt, … | $PAGER).
func (a *analyzer) unknownShell(c *Command, w []string) {
	if len(c.Args) < 2 || !strings.HasPrefix(c.Args[0].Value, "-") || c.Word0.Computed {
		return // a name holding a command's output: unknownCode's
	}
	code, hasC, _, _ := shellArgs(c.Args)
	if !hasC || code == nil {
		return
	}
	defer a.withParams(c.Args, code)()
	a.code(c, *code, lexer.Bash, append(w[:len(w)-1:len(w)-1], w[len(w)-1]+" read as a shell's -c"))
}

// dynamicShell reports whether a command word only known at run time names
// the user's shell: $SHELL, ${SHELL}, $BASH, $0.
func dynamicShell(v string) bool {
	switch strings.Trim(v, "{}$\"") {
	case "SHELL", "BASH", "0", "ZSH_NAME":
		return true
	}
	return false
}

// codeFlag is the option that gives the interpreter of spec s its code
// (python -c, perl -e), for naming it: -e when it has none.
func codeFlag(s *spec) string {
	if len(s.codeOpts) > 0 {
		return s.codeOpts.first()
	}
	return "-e"
}

// shellCall matches the string literal a one-liner hands to the shell:
// system("…"), os.system('…'), subprocess.run("…", shell=True),
// exec/execSync/spawnSync("…"), Ruby's Open3.capture2("…"),
// Python's asyncio.create_subprocess_shell("…"), Lua's os.execute, shell_exec, passthru,
// Raku's shell("…"), popen, perl's q{…}, qx{…} and qx(…), Ruby's %x(…), system "…" without
// parentheses, Erlang's os:cmd, and backquotes.
var shellCall = &lazyRegexp{expr: `(?:\b(?:system|exec|execute|execSync|spawnSync|popen|proc_open|shell_exec|passthru|check_output|check_call|call|run|Popen|getoutput|getstatusoutput|create_subprocess_shell|capture2e?|capture3|popen2e?|popen3|pipeline(?:_r|_w|_rw|_start)?|doShellScript|shell)\s*\(\s*(?:\[\s*)?|\bqx)(?:q\{([^}]*)\}|\{([^}]*)\}|'([^'\n]*)'|"([^"\n]*)")|` + "`([^`\n]*)`" +
	// Perl's and Ruby's system and exec without parentheses, Raku's shell;
	// qx(…), Raku's qqx{…} and run <words>, Groovy's "…".execute(), Scala's
	// "…".! and "…".!!, and
	// Ruby's %x(…), %x{…} and %x[…].
	`|\b(?:system|exec|shell)\s+(?:'([^'\n]*)'|"([^"\n]*)")|\bqq?x\(([^)]*)\)|\bqqx\{([^}]*)\}|\brun\s*<([^>\n]*)>|(?:'([^'\n]*)'|"([^"\n]*)")\s*\.\s*execute\s*\(|"([^"\n]*)"\.!!?|%x\(([^)]*)\)|%x\{([^}]*)\}|%x\[([^\]]*)\]` +
	// Ruby's spawn("…") and Process.spawn("…") of one string, which a
	// shell runs (Node's spawn of one string runs no shell: a program of
	// that whole name);
	`|\bspawn\s*\(\s*(?:'([^'\n]*)'|"([^"\n]*)")\s*\)` +
	// Erlang's os:cmd("…") and Elixir's :os.cmd('…'), and Erlang's
	// open_port({spawn, "…"}, …), which runs its command in a shell
	// (Erlang's os and erlang module documentation);
	// Emacs Lisp's shell-command family, AppleScript's do shell script,
	// and Tcl's exec of a command's words.
	`|\bos[:.]cmd\s*\(\s*(?:'([^'\n]*)'|"([^"\n]*)")|\bopen_port\s*\(\s*\{\s*spawn\s*,\s*"([^"\n]*)"` +
	`|\((?:async-)?shell-command(?:-to-string)?\s+"([^"\n]*)"|\(call-process-shell-command\s+"([^"\n]*)"|\bdo shell script\s+"([^"\n]*)"|(?:^|[;\[\n]\s*)exec\s+([^;\]\n"'{}()]+)(?:$|[;\]\n])`}

// interpreter follows a perl/python/ruby/node/php one-liner into the shell
// commands it runs through system() and the like; text it only prints is
// data.
func (a *analyzer) interpreter(c *Command, flag string, w []string) {
	s, _ := interpSpecOf(c)
	if s != nil {
		a.loadedModules(c, s, flag, w) // python3 -m x, node -r ./x.js, ruby -I. -rx (modules.go)
	}
	if _, code, ok := interpCode(c); ok && code != "" && (c.Stdin == nil || code != *c.Stdin) {
		a.interpreterCodeIn(c.Grammar, code, c.Name+" "+flag, w) // -c, -e, --eval, deno eval CODE
		if c.Stdin != nil {
			// echo CMD | python3 -c 'os.system(sys.stdin.read())': the
			// text piped in runs (stdincode.go).
			switch runsItsStdin(c) {
			case "shell":
				a.posix(*c.Stdin, c.Grammar, append(w[:len(w):len(w)], c.Name+" "+flag+", running its standard input in a shell"))
			case "own":
				a.interpreterCodeIn(c.Grammar, *c.Stdin, c.Name+" "+flag+", running its standard input", w)
			}
		}
		if p := parseArgs(s, c.Args); s == nil || p.hasAny(s.codeOpts) || !p.hasAny(s.extra().libOpts) {
			return
		}
		// Libraries alone (perl -Mstrict x.pl, ruby -rjson x.rb): the
		// program is still its file or its standard input.
	}
	// The program's own words that give code as its interpreter's
	// options do (python3 manage.py shell -c CODE, node tool.js -e
	// CODE): a program that hands them to its language runs them, the
	// worst reading.
	if s != nil {
		for i, arg := range c.Args {
			if s.codeOpts.has(arg.Value) && i+1 < len(c.Args) {
				a.interpreterCodeIn(c.Grammar, c.Args[i+1].Value, c.Name+" "+arg.Value, w)
				return
			}
		}
	}
	// No code string: the program file, when it is named (python3 f.py,
	// node f.js), is read as script reads a shell's; without one, the
	// program is its standard input (python3 <<'EOF').
	f := interpreterFile(c)
	switch {
	case f != nil && f.Value != "-":
		a.followWhole(*f, c.Grammar, w, func(text string) {
			a.interpreterCodeIn(c.Grammar, text, c.Name+" "+f.Value, w)
			a.writtenProgram(c, flag, *f, text, w)
		})
	case c.Stdin != nil:
		a.interpreterCodeIn(c.Grammar, *c.Stdin, c.Name+" <stdin", w)
	}
}

// writtenProgram judges a program file this input wrote, run by the
// interpreter c (python3 job.py after cat > job.py), as the same code
// given by flag (python3 -c CODE): every rule that reads an
// interpreter's code reads it. A file already on disk is the project's
// own and only followed into the commands it runs (interpreterCode).
func (a *analyzer) writtenProgram(c *Command, flag string, file Word, text string, w []string) {
	p, ok := a.env.Path(file)
	if !ok {
		return
	}
	if written, found := a.writtenText(p); !found || written == unknownText {
		return
	}
	inner := &Command{Grammar: c.Grammar, Text: c.Text, Stdin: c.Stdin, Wrappers: append(w[:len(w):len(w)], c.Name+" "+file.Value)}
	words := []Word{c.Word0}
	s, _ := interpSpecOf(c)
	if s != nil {
		for _, sub := range strings.Fields(s.path)[1:] {
			words = append(words, Word{Value: sub, Literal: true}) // zig run, dotnet script
		}
	}
	if s != nil && len(s.codeOpts) == 0 && !s.codeArg {
		// An interpreter with no option for code (jshell, csi, zig
		// run, dotnet script): the same text on its standard input.
		inner.Stdin = &text
		inner.setName(words)
		a.add(inner)
		return
	}
	inner.setName(append(words, Word{Value: flag, Literal: true}, Word{Value: text, Literal: true, Quoted: true}))
	a.add(inner)
}

// interpreterCode follows a one-liner's (or a program file's) code into the
// commands it runs: shell strings and argument lists.
func (a *analyzer) interpreterCode(code, via string, w []string) {
	a.interpreterCodeIn(lexer.Bash, code, via, w)
}

// interpreterCodeIn is interpreterCode for an interpreter started from
// the grammar g. Started from PowerShell or cmd, the interpreter runs on
// Windows, where system(), os.system, execSync and the like hand their
// string to cmd.exe (%ComSpec% /c): the string is read as cmd reads it,
// and as bash does too (a Python of MSYS2 or Cygwin hands it to sh).
func (a *analyzer) interpreterCodeIn(g lexer.Grammar, code, via string, w []string) {
	a.interpreterArgv(code, via, w)
	for _, m := range shellCall.get().FindAllStringSubmatch(scriptResolved(code), maxCalls) {
		for _, s := range m[1:] {
			if s != "" {
				// Perl's, Ruby's, PHP's and JavaScript's strings read
				// \$ as $: system("rm -rf \$HOME") hands the shell
				// $HOME, which it expands.
				s = strings.ReplaceAll(s, `\$`, "$")
				a.posix(s, lexer.Bash, append(w[:len(w):len(w)], via))
				if isWin(g) {
					a.cmd(s, append(w[:len(w):len(w)], via))
				}
				break
			}
		}
	}
}

// interpreterFile returns the program file the interpreter c is given:
// its first argument that is not an option or an option's value. python
// -m names a module, not a file, and with python -c CODE the arguments
// follow the code: nil.
func interpreterFile(c *Command) *Word {
	s, args := interpSpecOf(c) // zig run x.zig: the words after its subcommand
	if s == nil || !s.extra().optsFirst {
		return nil
	}
	p := parseArgs(s, args)
	if len(p.operands) == 0 || p.hasAny(s.extra().modOpts) || p.hasAny(s.codeOpts) || s.extra().stmts {
		return nil // a module or code it runs: the operands are its arguments
	}
	// Its options come first (optsFirst): the operands are the words
	// from the first of them on.
	ops := programOperands(s, args, p)
	if len(ops) == 0 {
		return nil
	}
	return &ops[0]
}

// assignedName reports whether the word v, as written, begins NAME= with
// NAME a variable's name: an assignment whatever its value.
func assignedName(v string) bool {
	name, _, _ := strings.Cut(v, "=")
	return name != "" && isName([]byte(name))
}
