package policy

import (
	"iter"
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Word is one word of a command as the shell would see it after expansion,
// as far as that is known before the command runs.
type Word struct {
	// Value is the word after quote removal and the expansions known at
	// check time (~, $HOME, variables assigned earlier in the same input).
	// Parts only known at run time stay as written ($X, $(cmd)).
	Value string
	// Literal reports whether Value is exact: nothing is left to expand.
	Literal bool
	// Quoted reports whether any part of the word was quoted.
	Quoted bool
	// Computed reports that the value holds the output of a command the
	// analysis cannot compute ($(curl …), a variable assigned one), other
	// than one known to name a confined place ($(mktemp -d)).
	Computed bool
	// splits reports that an unquoted part of the word expands output
	// the analysis cannot compute, which the shell splits at blanks into
	// words that may be options as well as operands (x=$(tool); rm $x).
	// A for loop's variable over split words is one field of it already.
	splits bool
	// unquoted reports that an unquoted part of the word is a variable
	// only known at run time ($DIR/ref.fa, not "$DIR/ref.fa"): its value
	// may hold blanks the shell splits the word at, into words of their
	// own.
	unquoted bool
	// climbs reports that a part of the word only known at run time may
	// hold a path that climbs out (/..): the output of a command that may
	// print any path, not one that prints a name (nameOutput).
	climbs bool
	// indirect reports that the word expands a variable holding the
	// value of a variable whose name was only known at run time (eval
	// x=\$$name): at worst, a credential (namedvalue.go).
	indirectValue bool
	// elem reports a PowerShell word that is an element, after the
	// first, of an array given as one argument (-Path a,b, -Exclude
	// *.md,*.txt, -ArgumentList '/c','…', Stop-Process x,y): a value of
	// the same parameter as the word before it (parseArgs), or of the
	// same positional one (parsed.positional).
	elem bool
	// Subst lists the commands run by substitutions inside the word
	// ($( ), backquotes, <( ), >( )), in order. (After the eight bools,
	// which share a word of the struct: a check allocates a Word for
	// every word of every command.)
	Subst []*Command
	// opens is the text of the file the word names when only the shell
	// makes it and its text is known: <(echo …) (openText).
	opens *string
}

// Redir is a redirection of a command.
type Redir struct {
	Op     string // ">", ">>", "<", ">&", "<&", "&>", "<<", "<<<", …
	Fd     string // the file descriptor before the operator, if written
	Target Word
	// Dynamic reports that a heredoc's body holds expansions only known
	// at run time ($x, $(cmd)).
	Dynamic bool
	// opens is the text it opens for reading when known: a heredoc's
	// body, a here-string, a file's or a process substitution's text.
	opens *string
}

// Command is one simple command that would run, after its wrappers are
// peeled away.
type Command struct {
	// Name is the command's name as it would be looked up: the base name
	// of the first word ("/usr/bin/rm" and "\rm" give "rm"), lowercased
	// for PowerShell and cmd. Empty when only known at run time.
	Name string
	// Word0 is the command word as written, after quote removal.
	Word0 Word
	// Args are the arguments after the name.
	Args []Word
	// Redirs are the command's redirections.
	Redirs []Redir
	// Assigns are the NAME=value words before it.
	Assigns []string
	// Wrappers are the commands peeled off to reach this one, outermost
	// first: "sudo", "env", "xargs", "find -exec", "bash -c", "eval", ….
	Wrappers []string
	// Dir is the absolute directory the input moved to with cd before
	// this command (cd build && …), when it is known; empty otherwise.
	Dir string
	// Dynamic reports that the name (or a wrapper's payload) is only known
	// at run time: $c, $(printf r)m, eval "$x".
	Dynamic bool
	// compared reports that the command's output is the word of a case,
	// only matched against its patterns (case `set` in …), unless another
	// command reads it (Feeds). (Beside Dynamic: the bools share a
	// word of the struct, which a check allocates for every command.)
	compared bool
	// byCall reports that the command is in a function's body walked
	// where the function is defined: its positional parameters are each
	// call's arguments, judged at the call (callFunc), not unknown.
	byCall bool
	// toTool reports that the command's output is what a tool's
	// credential plugin answers the tool with, read by the tool and
	// shown to no one (pluginOutput).
	toTool bool
	// unsureIn is the innermost stretch of code the command is in that
	// may not run after what came before it (Input.unsureOuter): the
	// right of ||, what follows false && or an exit of its list (exit;
	// cmd), a branch of if or case, a loop's body, a function's, a
	// trap's; 0 when none. What it puts back may never be put back.
	unsureIn int32
	// assigned reports that the command's output is stored in a variable
	// (PowerShell's $x = …, NAME=$(…)), not printed; assignedTo names
	// the variable when it is one the rules can follow (storeOutput).
	assigned   bool
	assignedTo string
	// grouped reports that the command is none the input wrote but what
	// a piped compound command prints (pipedGroup: a cat of its Feeds).
	grouped bool
	// madeCode reports that the command runs as code what code the
	// input defined prints, which the analysis cannot compute: eval
	// "$(f)", f | sh of a function whose output is unknown (madeOutput).
	madeCode bool
	// Stdin is the text the command reads on standard input when it is
	// known: a heredoc body, a here-string, or the literal output of an
	// echo/printf/cat piped into it.
	Stdin *string
	// StdinFile is the file Stdin was read from when it came from the
	// disk as it is (wc -l < f), not from text the input wrote.
	StdinFile string
	// Feeds are the commands whose output this one reads: the previous
	// command of a pipeline, and the commands of <( ) substitutions and of
	// a < <( ) redirection.
	Feeds []*Command
	// Grammar is the language the command was written in.
	Grammar lexer.Grammar
	// Text is the command's source text, for messages.
	Text string
	// File is the script it was read from when that came from the disk
	// as it is (sh f, source f, ./f), not from text the input wrote: the
	// project's code, not the agent's words.
	File string
	// fds are the known texts open for reading on its descriptors other
	// than standard input, by number: 3<<<'…', exec 3<<<'…' (descriptors).
	fds map[string]string
	// facts are what rules work out of the command, once a check
	// (facts.go).
	facts *commandFacts
	// nonEmpty are the PowerShell variables (lowercase, env:NAME for the
	// environment's) a condition proved set and not empty where it runs:
	// the body of if ($env:OUT -and (Test-Path $env:OUT)) { … }
	// (nonempty.go).
	nonEmpty []string
	// spec is what lookupSpec found for the command's name and words.
	spec specMemo
	// container is where a container engine's exec runs the command: in
	// a container of this machine's engine (containerLocal: a server
	// it reaches with no host named is on this machine, as with -h
	// localhost), or one its words name as a test one (containerTest:
	// docker compose exec db-test …, docker compose -f
	// docker-compose.test.yml exec db …, whose server is the test
	// run's, testContainerDB).
	container containerPlace
	// prodPlace is the word by which the machine, container or app a
	// remote launcher runs the command in is named as production's (ssh
	// deploy@web-prod-1 CMD, kubectl exec -n prod, heroku run -a
	// shop-prod): the command works in production (envProdName).
	prodPlace string
	// serverPlace is the machine ssh runs the command on when no word
	// names it as production's or as a test, staging or development
	// one (ssh forge@203.0.113.20 CMD, ssh app1.example.com CMD): a
	// server, whose database a migration run there changes, the worst
	// reading production's (serverMigration).
	serverPlace string
}

// storeOutput marks the commands of cmds, the commands of a substitution
// or expression, whose output becomes the value of the variable name
// (NAME=$(…), export NAME=$(…), $env:NAME = (…)): what they print is
// stored, not shown. A command whose output another of cmds reads, or
// that sends its output elsewhere (> f, >&2), is not marked; a group
// that only passes its commands' output on ((gh auth token)), or a
// filter that writes only to its standard output (roleStdoutOnly: gh
// auth token | jq -r .token), is looked through.
func storeOutput(cmds []*Command, name string) {
	group := func(o *Command) bool { return o.Name == "" && !o.Dynamic && len(o.Args) == 0 && len(o.Assigns) == 0 }
	var mark func(c *Command)
	mark = func(c *Command) {
		if writesOut(c) {
			return
		}
		c.assigned, c.assignedTo = true, name
		if group(c) || c.Name != "" && does(c, c.Name, roleStdoutOnly) && !does(c, c.Name, roleComputed) {
			// A filter that writes only to its standard output (jq -r
			// .token, cut, head) stores what it reads too; an encoder's
			// (base64) output is judged as printed.
			for _, f := range c.Feeds {
				mark(f)
			}
		}
	}
	for _, c := range cmds {
		if !slices.ContainsFunc(cmds, func(o *Command) bool { return slices.Contains(o.Feeds, c) }) {
			mark(c)
		}
	}
}

// pluginOutput marks the commands of cmds, the commands of the code a
// tool runs as its credential plugin (a kubeconfig's exec command, AWS's
// credential_process, a git credential helper), whose standard output
// is the plugin's: the tool reads the credential from it (kubectl's
// ExecCredential, the process provider's JSON, git's key=value lines)
// and shows it to no one. A command whose output another of cmds reads
// is not marked, nor one in a substitution unless it is the argument of
// an echo or printf that is; when any of cmds sends its output
// elsewhere (>&2, > f), none is: that output may reach the agent.
func pluginOutput(cmds []*Command) {
	if slices.ContainsFunc(cmds, writesOut) {
		return
	}
	// parent returns the command of cmds that reads c's output, and
	// whether as a word (an echo's "$(gh auth token)"), not its input.
	parent := func(c *Command) (*Command, bool) {
		for _, o := range cmds {
			if o == c {
				continue
			}
			if inSubst(o.Word0, c) || slices.ContainsFunc(o.Args, func(w Word) bool { return inSubst(w, c) }) ||
				slices.ContainsFunc(o.Redirs, func(r Redir) bool { return inSubst(r.Target, c) }) {
				return o, true
			}
			if slices.Contains(o.Feeds, c) {
				return o, false
			}
		}
		return nil, false
	}
	for changed := true; changed; {
		changed = false
		for _, c := range cmds {
			if c.toTool {
				continue
			}
			if o, subst := parent(c); o == nil || subst && o.toTool && o.Is("echo", "printf") {
				c.toTool, changed = true, true
			}
		}
	}
}

// hasSubst reports whether a word of c holds a command substitution.
func hasSubst(c *Command) bool {
	if len(c.Word0.Subst) > 0 || slices.ContainsFunc(c.Args, func(w Word) bool { return len(w.Subst) > 0 }) ||
		slices.ContainsFunc(c.Redirs, func(r Redir) bool { return len(r.Target.Subst) > 0 }) {
		return true
	}
	return slices.ContainsFunc(c.Assigns, func(a string) bool { return strings.Contains(a, "$(") || strings.Contains(a, "`") })
}

// writesOut reports whether c sends its standard output elsewhere than
// where it would go: a redirection of descriptor 1.
func writesOut(c *Command) bool {
	for _, r := range c.Redirs {
		if (r.Fd == "" || r.Fd == "1") && strings.HasPrefix(r.Op, ">") || r.Op == "&>" || r.Op == "&>>" {
			return true
		}
	}
	return false
}

// Arg returns the value of argument i, or "".
func (c *Command) Arg(i int) string {
	if i < 0 || i >= len(c.Args) {
		return ""
	}
	return c.Args[i].Value
}

// Values returns the values of the arguments.
func (c *Command) Values() []string {
	v := make([]string, len(c.Args))
	for i, a := range c.Args {
		v[i] = a.Value
	}
	return v
}

// words yields the command's name word, then its arguments: what
// append([]Word{c.Word0}, c.Args...) holds, with no copy made.
func (c *Command) words() iter.Seq[Word] {
	return func(yield func(Word) bool) {
		if !yield(c.Word0) {
			return
		}
		for _, a := range c.Args {
			if !yield(a) {
				return
			}
		}
	}
}

// Is reports whether the command's name is one of names.
func (c *Command) Is(names ...string) bool {
	for _, n := range names {
		if c.Name == n {
			return true
		}
	}
	return false
}

// commandName returns the name a command word is looked up by: its base
// name, without a leading backslash (\rm bypasses aliases, not the rule).
func commandName(w string) string {
	w = strings.TrimPrefix(w, "\\")
	if len(w) > 2 && w[1] == ':' && strings.ContainsAny(w[2:3], "\\/") {
		// C:\Program Files\Git\bin\git.exe, run by Git Bash or MSYS.
		w = strings.ReplaceAll(w, "\\", "/")
	}
	if strings.Contains(w, "/") {
		w = path.Base(w)
	}
	if len(w) > 4 && strings.EqualFold(w[len(w)-4:], ".exe") {
		// A Windows program: its file name in any case, .exe implied.
		w = strings.ToLower(w[:len(w)-4])
	}
	return w
}

// Input is everything the rules see of one command line.
type Input struct {
	// Text is the input as given.
	Text string
	// Grammar is the language it is written in.
	Grammar lexer.Grammar
	// Commands are all the commands it would run, nested and unwrapped
	// ones included, in source order.
	Commands []*Command
	// unsureOuter holds, at n-1, the stretch that holds unsure stretch
	// n (Command.unsureIn), 0 for none.
	unsureOuter []int32
	// Vars are the names of the variables it expands anywhere ($X, ${X},
	// $env:X, %X%), each once.
	Vars []string
	// Comments are the texts of its comments.
	Comments []string
	// Partial reports that some of the input could not be parsed and was
	// read word by word instead.
	Partial bool

	limit         int                 // commands analysed at most (commandLimit)
	followed      int                 // commands found in text the input runs again: nested shells, eval, scripts
	followedBytes int                 // bytes of that text analysed
	branchWalks   int                 // the rest of a list walked again after one branch of a choice (branchAlternatives)
	tooDeep       bool                // nested past maxDepth, maxSubst or psMaxNest: not followed to its end
	braceWords    int                 // words made by brace expansion (maxBraceWords)
	braceWork     int                 // its work (maxBraceWork)
	expanded      int                 // bytes of variables' values put into words (maxExpanded)
	parsed        []parsedText        // texts parsed whole, for rules that walk them again (forkBomb)
	psTexts       []string            // PowerShell texts read: the input, decoded and nested code (shadowingFunction)
	spawnLoops    []string            // endless loops starting processes they do not wait for, as PowerShell's reader found them (rules_sys.go)
	unjudged      []unjudged          // code it would run that cannot be known before (writes.go)
	written       map[string]string   // the analyzer's: text written to files, by path
	linkNames     map[string]bool     // paths the input makes symbolic links at (ln -s), in every reading (writes.go)
	indirectNames map[string]bool     // variables that held an indirect value anywhere (namedvalue.go)
	lateIndirect  []string            // of them, those code that runs later reads (namedvalue.go)
	indirect      []indirect          // expansions through another variable's value or of names
	setVars       map[string]bool     // variables the input sets in any way, as the analyzer names them ($d for PowerShell's)
	setValues     map[string][]string // of setVars, the values the input's shell assignments give each, in order; unknownText for one only known at run time (assigned)
	loopVars      []string            // variables a for or foreach loop of the input goes over, as setVars names them (loops)
	after         *State              // the shell state once it ran, when analysed from one (After)
	env           *Env                // the environment it is checked in (the one it runs in)
	cleanDirs     cleanDirs           // credDirClean's answers in this check (reach.go)
	engineAsked   int                 // 1 + how many Commands there were when engineChosen was found, 0 before
	engineChosen  bool                // the input chooses another container engine (inputChoosesEngine)
}

// indirect is an expansion of a variable whose name another variable's
// value holds (${!name}, zsh's ${(P)name}), or of the names of variables
// (${!prefix*}, ${!prefix@}), as the analysis met it in code the shell
// runs (data in quotes or a quoted heredoc is none).
type indirect struct {
	expr  string // as written
	name  string // the variable holding the name, or the prefix
	names bool   // the names of variables, not a value
	// target is the variable read, when the input set name to its name
	// (p=HOME; ${!p}).
	target string
}

// full reports whether the analysis has followed as many commands as it
// will: what comes after is not followed, and the input is refused
// (sys.too-large).
func (in *Input) full() bool { return len(in.Commands) >= in.limit || in.followed >= maxCommands }

// addVar records a variable name, once.
// sets reports whether the input sets the variable name anywhere
// (analyzer.touch).
func (in *Input) sets(name string) bool { return in != nil && in.setVars[name] }

// loops reports whether a for loop of the input (foreach in PowerShell)
// goes over the variable name, named as setVars names it.
func (in *Input) loops(name string) bool {
	return in != nil && slices.Contains(in.loopVars, name)
}

// noteLoop records that a loop of the input goes over the variable name.
func (in *Input) noteLoop(name string) {
	if !slices.Contains(in.loopVars, name) {
		in.loopVars = append(in.loopVars, name)
	}
}

// noteSet records that the input sets the variable name.
func (in *Input) noteSet(name string) {
	if in.setVars == nil {
		in.setVars = map[string]bool{}
	}
	in.setVars[name] = true
}

// assigned returns the values the input gives the variable name when
// every one of its settings is a shell assignment of a value known
// before run time (export DOCKER_HOST=unix:///var/run/docker.sock):
// each value a command after one of them may see. ok is false when one
// is only known at run time, or the input sets it otherwise (read,
// PowerShell's $env:NAME =): its value is the worst reading's.
func (in *Input) assigned(name string) (values []string, ok bool) {
	if in == nil || !in.setVars[name] {
		return nil, false
	}
	vals := in.setValues[name]
	return vals, len(vals) > 0 && !slices.Contains(vals, unknownText)
}

func (in *Input) addVar(name string) {
	for _, v := range in.Vars {
		if v == name {
			return
		}
	}
	in.Vars = append(in.Vars, name)
}
