package policy

import (
	"bytes"
	"encoding/base32"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Limits that keep an analysis bounded on hostile input.
const (
	maxDepth       = 8        // nested shells: bash -c 'bash -c …'
	maxCommands    = 20000    // commands followed in what one input runs again, and in any input
	maxOwnCommands = 100000   // commands of an input's own text, beyond maxCommands (commandLimit)
	maxFollowed    = 4 << 20  // bytes of nested text (shells' -c, eval, scripts) analysed for one input
	maxExpanded    = 32 << 20 // bytes of variables' values put into words for one input (analyzer.known)
	maxSubst       = 64       // command substitutions one inside another
)

// analyzer collects the commands of one input.
type analyzer struct {
	in            *Input
	env           *Env
	vars          map[string]string   // simple assignments seen so far, by name
	written       map[string]string   // text written to files so far, by path (noteWritten)
	makers        map[string]*Command // of written, the commands that wrote text only known at run time (jq F > t), by path
	built         map[string][]string // programs built from written sources, by path, and those sources (builtProgram)
	file          string              // the script on disk being read, if any (Command.File)
	read          map[string]bool     // the files read from disk so far (fileText)
	readLen       int                 // and their total size
	oneField      int                 // inside an assignment's value: no field splitting
	fields        map[string]bool     // variables holding one field of split output (for f in $(…)): they split no further
	depth         int
	substDepth    int                          // command substitutions open around the word being read (subst)
	wrapFuncs     map[string]bool              // functions that run their arguments as a command: f(){ "$@"; }
	arrays        map[string]map[string]string // arrays assigned literal elements: a=(env), m=([k]=v)
	ran           map[string]bool              // files run as code and maybe still read (followFile, finished)
	running       []string                     // of ran, those a foreground statement runs (finished)
	later         int                          // inside code that runs again or later: loop and function bodies, traps, aliases, coprocs, <( )
	anytime       int                          // of it, code that may run at any later point: function bodies, traps, aliases, carried code
	writtenDirs   []string                     // directories written without naming the files (treeWritten)
	hookDirs      []string                     // directories the input told git to run hooks from (gitHooksSet)
	ownDirs       []string                     // of such, the working tree git rewrote from the project's own history (projectHistory)
	links         map[string]string            // symbolic links made so far (ln -s), to what they point at
	onDisk        map[string]string            // real's answers from the disk, by path
	computed      map[string]bool              // variables assigned a command's output the analysis cannot compute (Word.Computed)
	transformed   map[string]bool              // variables declared with an attribute that changes what is assigned (declare -u, -l, -i, -n)
	refs          map[string]string            // name references: declare -n r=HOME makes $r HOME's value
	unrolled      int                          // bytes of loop bodies walked again, once per item (forLoop)
	readRound     int                          // in a while loop's condition, the round: a read of known input takes that line (readVars)
	cont          []*syntax.Stmt               // (replaced, never changed in place) what runs after the list walked now ends, in the enclosing groups, ifs, loops and && lists (sequential)
	moreLines     bool                         // a read of readRound's line left more to read
	namedVals     map[string]bool              // variables holding the value of one named at run time, now (namedvalue.go)
	laterNames    map[string]bool              // variables function bodies, aliases and carried code expand (namedvalue.go)
	trapNames     map[string]bool              // variables traps expand (namedvalue.go)
	traps         []trapCode                   // the traps set outside a subshell so far, walked again when a variable trapNames holds was assigned (trapAgain, trapsFire); replaced, never changed in place
	trapsDue      bool                         // a variable trapNames holds was assigned since the traps were last walked (trapsFire)
	inTrap        int                          // inside a trap's code
	trapsWalked   int                          // traps the walk met, at any level, and calls of functions that set one (funcDef.traps)
	subshells     int                          // inside ( ): traps are not run there
	unsureIn      int32                        // the stretch of code that may not run after what came before, the walk is in (Command.unsureIn)
	shellAnytime  int                          // anytime where the shell whose code is walked began: one code is carried to (ssh HOST CMD) sets traps of its own (ownShell)
	shellSubs     int                          // and subshells there
	sourcing      int                          // following a file . or source runs in the shell itself
	fds           map[string]string            // texts exec opened for reading, by descriptor (descriptors)
	nextFd        int                          // the last descriptor {name}<… allocated, from 10 as bash does
	params        []string                     // the positional parameters when known (set --, sh -c '…' NAME ARGS); nil when not
	arg0          *string                      // $0 when known: the NAME of sh -c '…' NAME; nil when not (replaced, never changed in place)
	touched       map[string]bool              // variables the input sets in any way (unset)
	funcBody      int                          // inside a function's body walked where it is defined, its positional parameters the calls' (FuncDecl)
	bodyCalled    bool                         // and the input calls that function (byCall)
	passes        int                          // of a.later, the passes of for loops over known items, each walked with the values it runs with (forLoop)
	namedByParam  bool                         // there, a builtin assigned the variable a positional parameter names (nameTarget)
	bodyUnknown   *knownState                  // and the known values before it did, put back after the body (FuncDecl)
	cmdDelayed    bool                         // cmd /v:on: delayed expansion on in the text it runs
	cmdFor        map[byte]*Command            // the for /f variables holding a command's output in the text cmd /c runs (cmdReader.forOutput)
	funcs         map[string]funcDef           // the functions defined so far, by name (callFunc)
	funcSeq       int                          // functions defined so far and calls walked, in order (funcDef.at)
	asWritten     map[string]string            // variables assigned a value kept as written: a fresh temporary directory, d=$(mktemp -d) (freshTemp); another variable's, d=$OUT (otherValue)
	held          map[string]string            // variables assigned a credential this check cannot see, and the value as written: x=$DB_PASSWORD (credheld.go)
	nameOnly      map[string]bool              // computed variables whose output cannot climb out (Word.climbs): d=$(uname -m)
	dir           string                       // the directory a cd moved the commands to, when known (cdTarget)
	chainEnd      string                       // the directory the last command of the && chain just walked ran in ("": not moved)
	entries       map[string]string            // variables holding one entry of those a pattern names, at worst any: for f in ~/.* (listing.go)
	listedBy      map[string][]*Command        // variables holding output of commands the analysis cannot compute, and those commands: for c in $(docker ps -q), x=$(…), … | while read c (Word.Subst)
	anything      bool                         // started from a State where any variable may have been set (State.anything)
	unknownPrefix []string                     // name prefixes under which any variable may have been set (State.unknown)
	elemWords     []Word                       // array elements only known at run time, which arrays hold as unknownElem (elemWord)
	nonEmpty      map[string]int               // variables a test proved set and not empty where the walk is, with their sets count then (nonempty.go)
	psNonEmpty    []string                     // PowerShell's: those an if's condition proved, in its body (Command.nonEmpty)
	sets          map[string]int               // how many times the input set each variable so far (touch)
	stdin         *Command                     // what the code about to be analysed reads on standard input, its runner's (code, posix)
	carrying      bool                         // the code about to be analysed is carried: a.stdin is what it reads (carried)
	remote        int                          // inside code that runs on another machine (ssh HOST CMD): the trees it writes are there (wroteTree)
	prodPlace     string                       // inside code a remote launcher runs in a place named as production's (Command.prodPlace)
	serverPlace   string                       // inside code ssh runs on another machine not named as a test or staging one (Command.serverPlace)
	cmdBatch      []Command                    // Commands allocated and not yet handed out (newCommand)
	wordBatch     []Word                       // words allocated and not yet handed out (newWords)
	cmdsAhead     int                          // simple commands of the texts parsed so far not yet walked (expect)
	wordsAhead    int                          // and their words
	outer         []Redir                      // the output redirections of the compound commands around the walk (groupout.go)
	piped         [][]*Command                 // the commands printing into the pipes of the compound commands around the walk (groupout.go)
}

// newCommand returns a new Command holding c. Commands are allocated a
// batch at a time (as mvdan.cc/sh allocates its Lit nodes): a check
// makes one for every command it finds, and each was an allocation of
// its own, 8 of the 98 of BenchmarkParseFloor. Sound as an allocation
// of each is: every Command of the batch is handed out once, and the
// batch lives as long as the Input that holds its commands.
func (a *analyzer) newCommand(c Command) *Command {
	p := a.zeroCommand()
	*p = c
	return p
}

// zeroCommand is newCommand of the zero Command, for call to set the
// few fields a simple command starts with in place: a Command written
// whole is one built on the stack and then copied, 400 bytes twice.
func (a *analyzer) zeroCommand() *Command {
	if len(a.cmdBatch) == 0 {
		a.cmdBatch = make([]Command, batchSize(a.cmdsAhead, len(a.in.Text), 25, 8))
	}
	p := &a.cmdBatch[0]
	a.cmdBatch = a.cmdBatch[1:]
	return p
}

// maxBatch is the most Commands, or words, one batch holds when sized by
// the commands ahead: an input the analysis stops reading early (too
// large, too many commands) leaves no more than that unused.
const maxBatch = 64

// batchSize is how many of a thing newCommand and newWords allocate at
// once: ahead, the number the walk is known to need next (expect), when
// it knows; else, for an input of n bytes where one is about every per
// bytes, at least one, at most most. A batch sized by a guess from the
// length was as often too small (a second batch, most of it unused) as
// too large: 178 bytes of BenchmarkCheckTypical's eight commands made 14.
func batchSize(ahead, n, per, most int) int {
	if ahead > 0 {
		return min(ahead, maxBatch)
	}
	return min(max(n/per, 1), most)
}

// newWords returns an empty slice with room for n words, carved from a
// batch allocated for many commands' words (newCommand). Its capacity is
// n exactly: appending past it moves the words elsewhere, never over
// those of the next command.
func (a *analyzer) newWords(n int) []Word {
	if n > len(a.wordBatch) {
		a.wordBatch = make([]Word, max(n, batchSize(a.wordsAhead, len(a.in.Text), 8, 32)))
	}
	w := a.wordBatch[:0:n]
	a.wordBatch = a.wordBatch[n:]
	return w
}

// expect notes the simple commands of ss, statements about to be walked,
// and their words, as the next batches' sizes (batchSize): those reached
// through lists, pipelines, groups and compound commands' bodies, each
// a Command of call's. Those of substitutions inside words, of wrappers
// peeled and of loops walked again are not counted: their batches are
// sized by the input's length. The count is a step per statement,
// against a second batch allocated and mostly left unused.
func (a *analyzer) expect(ss []*syntax.Stmt) {
	cmds, words := simpleCommands(ss)
	a.cmdsAhead += cmds
	a.wordsAhead += words
}

// simpleCommands counts the simple commands of ss for expect, and their
// words.
func simpleCommands(ss []*syntax.Stmt) (cmds, words int) {
	for _, st := range ss {
		c, w := stmtCommands(st)
		cmds, words = cmds+c, words+w
	}
	return cmds, words
}

// stmtCommands is simpleCommands of one statement.
func stmtCommands(st *syntax.Stmt) (cmds, words int) {
	if st == nil {
		return 0, 0
	}
	add := func(c, w int) { cmds, words = cmds+c, words+w }
	switch x := st.Cmd.(type) {
	case *syntax.CallExpr:
		add(1, len(x.Args))
	case *syntax.BinaryCmd:
		add(stmtCommands(x.X))
		add(stmtCommands(x.Y))
	case *syntax.Block:
		add(simpleCommands(x.Stmts))
	case *syntax.Subshell:
		add(simpleCommands(x.Stmts))
	case *syntax.IfClause:
		for c := x; c != nil; c = c.Else {
			add(simpleCommands(c.Cond))
			add(simpleCommands(c.Then))
		}
	case *syntax.WhileClause:
		add(simpleCommands(x.Cond))
		add(simpleCommands(x.Do))
	case *syntax.ForClause:
		add(simpleCommands(x.Do))
	}
	return cmds, words
}

func newAnalyzer(text string, g lexer.Grammar, env *Env) *analyzer {
	// Commands starts with room for a line of a few commands (cd … && make | tail), which
	// grew one slice after another as they were added.
	in := &Input{Text: text, Grammar: g, limit: commandLimit(len(text)), env: env, Commands: make([]*Command, 0, 8)}
	a := analyzers.Get().(*analyzer)
	*a = analyzer{in: in, env: env, vars: map[string]string{}}
	return a
}

// analyzers are analyzer structs kept between checks (600 bytes, a
// twentieth of what BenchmarkParseFloor allocated). Sound as a new one
// is: nothing keeps a pointer to an analyzer past the analysis (its
// Input, its maps and Commands are handed on, the struct itself is
// not), and free zeroes it before it is put back, so that a kept one
// holds nothing of the check that used it.
var analyzers = sync.Pool{New: func() any { return new(analyzer) }}

// free returns a to analyzers once its analysis is done; a is not used
// after.
func (a *analyzer) free() {
	*a = analyzer{}
	analyzers.Put(a)
}

// commandLimit is how many commands the analysis follows in an input of n
// bytes: maxCommands, and one more for every 16 bytes of the input's own,
// up to maxOwnCommands. What the input runs again (nested shells, eval,
// scripts, one sourcing itself) counts against maxCommands alone
// (Input.full): the budget for what an input amplifies does not grow with
// its length, while a megabyte of everyday commands is still followed to
// its end (TestTooLarge).
func commandLimit(n int) int { return maxCommands + min(n/16, maxOwnCommands) }

// langOf maps a posix-family grammar to mvdan's variant.
func langOf(g lexer.Grammar) syntax.LangVariant {
	switch g {
	case lexer.Posix:
		return syntax.LangPOSIX
	case lexer.Mksh:
		return syntax.LangMirBSDKorn
	case lexer.Zsh:
		return syntax.LangZsh
	}
	return syntax.LangBash
}

// subscriptKey returns an array subscript as written, its quotes
// removed, or the value of the one variable it expands when that is
// known: m[$k]=$v after read k v sets the element k holds, as
// ${m["$k"]} reads it.
func (a *analyzer) subscriptKey(s *source, idx syntax.ArithmExpr) string {
	key := strings.Trim(s.slice(idx), `"'`)
	if name, ok := strings.CutPrefix(key, "$"); ok {
		name = strings.TrimSuffix(strings.TrimPrefix(name, "{"), "}")
		if v, known := a.known(name); known && isName([]byte(name)) && !strings.ContainsAny(v, "$`") {
			return v
		}
	}
	return key
}

// known returns the value of a variable assigned earlier. Each use is
// charged to maxExpanded: words built of variables grow without bound
// (a=$a$a doubles at each step), so past it the variable is unknown and the
// input refused (sys.too-large).
func (a *analyzer) known(name string) (string, bool) {
	v, ok := a.vars[name]
	if !ok {
		v, ok = a.positional(name)
	}
	if elems, isArray := a.arrays[name]; !ok && isArray {
		// a=(bash); $a: an array's name alone is its element 0.
		v, ok = elems["0"]
		if _, unknown := a.elemWord(v); unknown {
			v, ok = "", false
		}
	}
	if !ok && name == "IFS" && !a.isComputed(name) {
		// The shells set IFS at start-up and do not take it from the
		// environment: until the input sets it, it is the default
		// (rm${IFS}-rf${IFS}~ is three words). Set to a value not
		// known here (IFS=x eval …, which may or may not keep it), an
		// unquoted $IFS still splits where it stands whatever it holds,
		// each of its characters being one of IFS: the default reads
		// it so.
		v, ok = defaultIFS, true
	}
	if !ok {
		return "", false
	}
	if a.in.expanded += len(v); a.in.expanded > maxExpanded {
		return "", false
	}
	return v, true
}

// enter reports whether the analysis goes into text, a nested one (a shell's
// -c, eval, a script) when it is already in one: not past maxDepth
// (Input.Partial), nor past maxFollowed bytes of such text in all, which
// refuses the input as too large, since what it would run is not followed
// to its end (a script that sources itself four times over is re-read
// thousands of times).
func (a *analyzer) enter(text string) bool {
	if a.depth > maxDepth {
		a.in.Partial, a.in.tooDeep = true, true
		return false
	}
	if a.depth > 0 {
		a.in.followedBytes += len(text)
		if a.in.followedBytes > maxFollowed {
			a.in.followed = maxCommands // full
			return false
		}
	}
	return true
}

// posix analyses text in grammar g, as run behind the wrappers w. Input
// mvdan.cc/sh cannot parse is analysed line by line, and lines it still
// cannot parse are read word by word (Input.Partial).
func (a *analyzer) posix(text string, g lexer.Grammar, w []string) {
	feed := a.stdin // its runner's standard input, once: not the scripts it runs in turn
	a.stdin = nil
	if !a.enter(text) {
		return
	}
	a.depth++
	savedNonEmpty, savedPS := a.nonEmpty, a.psNonEmpty
	a.nonEmpty, a.psNonEmpty = nil, nil // another shell's code: its variables were not tested here
	defer func() { a.depth--; a.nonEmpty, a.psNonEmpty = savedNonEmpty, savedPS }()
	f, err := parsePosix(text, langOf(g))
	var toggles []uint
	if err != nil && g != lexer.Posix && strings.Contains(err.Error(), "operator: `~`") {
		// ${x~~}: read as bash runs it (toggleOps).
		if t, offs := toggleOps(text); len(offs) > 0 {
			if ft, errt := parsePosix(t, langOf(g)); errt == nil {
				f, err, text, toggles = ft, nil, t, offs
			}
		}
	}
	if g == lexer.Posix && (err != nil || bashReadsOtherwise(text)) {
		// What sh runs may be bash (macOS's /bin/sh, bash --posix) or an
		// ash that reads <<< and $'…': text only bash parses is read as
		// bash runs it, not dropped as a syntax error, and text both read
		// differently ($'/', x+=…, (( … ))) is judged both ways.
		fb, errb := parsePosix(text, syntax.LangBash)
		switch {
		case errb != nil:
		case err != nil:
			f, err = fb, nil
		case !sameTree(reflect.ValueOf(f), reflect.ValueOf(fb)):
			restore := a.fork()
			a.list(&source{text: text, g: g}, fb.Stmts, w, feed)
			restore()
		}
	}
	if err == nil {
		s := &source{text: text, g: g, toggles: toggles}
		a.keep(s, f)
		a.comments(s, f)
		a.expect(f.Stmts)
		a.list(s, f.Stmts, w, feed)
		return
	}
	if strings.Contains(text, "`") {
		// Backquotes nested past what mvdan.cc/sh reads: parse the
		// same commands written with $( ).
		if dp, ok := dollarParens(text); ok && dp != text {
			if f, err := parsePosix(dp, langOf(g)); err == nil {
				s := &source{text: dp, g: g}
				a.keep(s, f)
				a.comments(s, f)
				a.list(s, f.Stmts, w, feed)
				return
			}
		}
	}
	a.keep(&source{text: text, g: g}, nil)
	for _, line := range strings.SplitAfter(text, "\n") {
		if f, err := parsePosix(line, langOf(g)); err == nil {
			s := &source{text: line, g: g}
			a.keep(s, f)
			a.comments(s, f)
			a.list(s, f.Stmts, w, feed)
			continue
		}
		a.in.Partial = true
		a.crude(line, g, w)
	}
}

// bashSyntax are the pieces of text bash reads as syntax of its own where
// a POSIX sh reads plain words or other syntax: $'…' and $"…" quotes,
// += and =( assignments, (( and [[, <<<, &> and |&, process
// substitutions, extended globs, ;& and ;;& case ends, $[ ], and the
// keywords and declarations bash parses as clauses.
var bashSyntax = [...]string{"$'", `$"`, "+=", "=(", "((", "[[", "<<<", "&>", "|&", "<(", ">(", "@(", "!(", "*(",
	"?(", "+(", ";&", "$[", "function", "select", "coproc", "time", "let", "declare", "typeset", "local", "export",
	"readonly", "nameref"}

// bashReadsOtherwise reports whether text holds any of bashSyntax: only
// then can bash read it other than sh does. (Comparing two parses costs a
// print of each; at every level of a deep nesting of sh -c that was
// quadratic work.)
func bashReadsOtherwise(text string) bool {
	for _, s := range bashSyntax {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// sameTree reports whether two syntax trees read the same: what
// syntax.DebugPrint writes of them is the same (the node types, fields and
// line:col positions; a nil pointer and a nil interface alike), compared in
// place rather than printed, which cost a sh script of 9 KiB two thirds of
// its check.
func sameTree(x, y reflect.Value) bool {
	x, y = treeNode(x), treeNode(y)
	if !x.IsValid() || !y.IsValid() {
		return x.IsValid() == y.IsValid()
	}
	if x.Type() != y.Type() {
		return false
	}
	switch x.Kind() {
	case reflect.Pointer:
		return sameTree(x.Elem(), y.Elem())
	case reflect.Slice:
		if x.Len() != y.Len() {
			return false
		}
		for i := range x.Len() {
			if !sameTree(x.Index(i), y.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Struct:
		if p, ok := reflect.TypeAssert[syntax.Pos](x); ok {
			q, _ := reflect.TypeAssert[syntax.Pos](y)
			if p.IsRecovered() || q.IsRecovered() {
				return p.IsRecovered() == q.IsRecovered()
			}
			return p.Line() == q.Line() && p.Col() == q.Col()
		}
		for i := range x.NumField() {
			if !sameTree(x.Field(i), y.Field(i)) {
				return false
			}
		}
		return true
	}
	return x.Equal(y)
}

// treeNode is v with an interface looked through, and the zero Value for
// a nil interface or pointer: DebugPrint writes both as nil.
func treeNode(v reflect.Value) reflect.Value {
	if v.Kind() == reflect.Interface {
		if v.IsNil() {
			return reflect.Value{}
		}
		v = v.Elem()
	}
	if v.Kind() == reflect.Pointer && v.IsNil() {
		return reflect.Value{}
	}
	return v
}

// posixParsers are mvdan.cc/sh parsers kept between checks: each holds 2 KiB of
// buffers, allocated anew for every check until they were pooled.
var posixParsers = sync.Pool{New: func() any { return &posixParser{p: syntax.NewParser(syntax.KeepComments(true)), lang: syntax.LangBash} }}

// posixParser is a pooled parser with the reader it reads from and the
// variant it is set to: setting one (syntax.Variant) and a reader for
// each text were two allocations of every parse.
type posixParser struct {
	p    *syntax.Parser
	r    strings.Reader
	lang syntax.LangVariant
}

// parsePosix parses text in lang, comments kept, with a pooled parser: its
// tree is its own, the parser is free again once Parse returns.
func parsePosix(text string, lang syntax.LangVariant) (*syntax.File, error) {
	pp := posixParsers.Get().(*posixParser)
	defer posixParsers.Put(pp)
	if pp.lang != lang {
		syntax.Variant(lang)(pp.p)
		pp.lang = lang
	}
	pp.r.Reset(text)
	defer pp.r.Reset("") // not holding the text once parsed
	return pp.p.Parse(&pp.r, "")
}

// keep records the syntax of s (nil: s did not parse whole) for the rules
// that walk what the analysis parsed rather than parse it again (the fork
// bomb's parse of every input with a function in it cost
// BenchmarkCheckScaling a sixth of its time).
func (a *analyzer) keep(s *source, f *syntax.File) {
	if len(a.in.parsed) < 32 {
		a.in.parsed = append(a.in.parsed, parsedText{s.text, s.g, f})
	}
}

// parsedText is a text posix read in grammar g: the input, or shell code
// it runs (sh -c, eval, a shell's standard input, a script), and its
// syntax; nil when it did not parse whole (read line by line).
type parsedText struct {
	text string
	g    lexer.Grammar
	f    *syntax.File
}

// source is the text being walked, for slicing commands' text.
type source struct {
	text string
	g    lexer.Grammar
	// toggles are the offsets of the ${x~} and ${x~~} (bash's case
	// toggles, which mvdan.cc/sh does not parse) that text, as parsed,
	// spells ${x,} and ${x,,} (toggleOps).
	toggles []uint
}

// toggleRx is an expansion ${NAME~} or ${NAME~~} (an element too).
var toggleRx = &lazyRegexp{expr: `^\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9@*])(\[[^\]'"]*\])?~~?\}`}

// toggleOps returns text with each ${x~} and ${x~~} outside single
// quotes written ${x,} and ${x,,}, of the same length, and their
// offsets: bash toggles the case of the first or of every character
// (the undocumented operators of its subst.c), and the analysis reads
// them so (param), not the text as written.
func toggleOps(text string) (string, []uint) {
	var offs []uint
	b := []byte(text)
	dq := false
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c == '\\':
			i++
		case c == '\'' && !dq:
			if j := strings.IndexByte(text[i+1:], '\''); j >= 0 {
				i += j + 1
			}
		case c == '"':
			dq = !dq
		case c == '$' && toggleRx.get().MatchString(text[i:]):
			m := toggleRx.get().FindString(text[i:])
			for k := i + len(m) - 3; k < i+len(m)-1; k++ {
				if b[k] == '~' {
					b[k] = ','
				}
			}
			offs = append(offs, uint(i))
		}
	}
	return string(b), offs
}

func (s *source) slice(n syntax.Node) string {
	i, j := int(n.Pos().Offset()), int(n.End().Offset())
	if i < 0 || j > len(s.text) || i > j {
		return ""
	}
	return s.text[i:j]
}

// comments records the comments of f, parsed from s: none without a #,
// where the walk of the whole tree (a twelfth of BenchmarkCheckTypical)
// is skipped.
func (a *analyzer) comments(s *source, f *syntax.File) {
	if !strings.Contains(s.text, "#") {
		return
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		if c, ok := n.(*syntax.Comment); ok {
			a.in.Comments = append(a.in.Comments, c.Text)
		}
		return true
	})
}

func (a *analyzer) stmts(s *source, ss []*syntax.Stmt, w []string) {
	a.list(s, ss, w, nil)
}

// finished notes that the statement st has run, in a list where the next
// statement starts only then: the files it ran in the foreground
// (running[n:]) are read no more, so writing them later changes nothing
// already run (. ./config.cache, then cat confcache > config.cache). Run
// in the background (&), they may still be read, as are files run by code
// that runs again or later (a.later): they stay in ran.
func (a *analyzer) finished(st *syntax.Stmt, n int) {
	if n > len(a.running) {
		return
	}
	if !st.Background {
		for _, p := range a.running[n:] {
			delete(a.ran, p)
		}
	}
	a.running = a.running[:n]
}

// markRan notes that the input runs the file p as code (ran).
func (a *analyzer) markRan(p string) {
	if a.ran == nil {
		a.ran = map[string]bool{}
	}
	if a.ran[p] {
		return
	}
	a.ran[p] = true
	if a.later == 0 {
		a.running = append(a.running, p)
	}
}

// runsAnytime walks what f walks as code that may run at any later point
// of the input (a function's body, a trap's): runsLater, and what it
// expands is held to what the input does after it (namedvalue.go).
func (a *analyzer) runsAnytime(f func()) {
	a.anytime++
	defer func() { a.anytime-- }()
	a.runsLater(f)
}

// runsLater walks what f walks as code that runs again or later than where
// it is written (a loop's body, a function's, a trap's): the files it runs
// stay in ran for every statement after it.
func (a *analyzer) runsLater(f func()) {
	a.later++
	defer func() { a.later-- }()
	a.unsure(f)()
}

// enterUnsure begins a stretch of code that may not run after what came
// before it (Command.unsureIn), within the one the walk is in; the
// function returned ends it.
func (a *analyzer) enterUnsure() func() {
	outer := a.unsureIn
	a.in.unsureOuter = append(a.in.unsureOuter, outer)
	a.unsureIn = int32(len(a.in.unsureOuter))
	return func() { a.unsureIn = outer }
}

// unsure returns f walking code that may not run after what came
// before it (enterUnsure).
func (a *analyzer) unsure(f func()) func() {
	return func() {
		defer a.enterUnsure()()
		f()
	}
}

// substFeed returns the command whose output standard input reads
// through redirections: the last command of the substitution a < or <<<
// opens (< <(find .), <<< "$(git ls-files)"), when its text is not known;
// nil otherwise.
func substFeed(rs []Redir) *Command {
	for i := len(rs) - 1; i >= 0; i-- {
		r := rs[i]
		if (r.Fd == "" || r.Fd == "0") && (r.Op == "<" || r.Op == "<<<") {
			if n := len(r.Target.Subst); n > 0 && r.opens == nil {
				return r.Target.Subst[n-1]
			}
			return nil
		}
	}
	return nil
}

// stmt walks one statement; feed is the command whose output it reads (in a
// pipeline). It returns the statement's last command, the one whose output
// a pipe would carry on.
func (a *analyzer) stmt(s *source, st *syntax.Stmt, w []string, feed *Command) *Command {
	if st == nil || a.in.full() {
		return nil
	}
	if _, simple := st.Cmd.(*syntax.CallExpr); !simple && st.Cmd != nil && len(st.Redirs) > 0 {
		// The redirections of a compound command ({ …; } > f, while …;
		// done < f) apply to all of it: record them as a command of
		// their own, for the rules that look at redirections.
		c := &Command{Grammar: s.g, Text: s.slice(st), Wrappers: w}
		c.Redirs, c.Stdin, c.StdinFile = a.redirs(s, st.Redirs, w)
		a.add(c)
		a.noteGroupWritten(c)
		outer := a.outer
		a.outer = enclosed(outer, c.Redirs)
		defer func() { a.outer = outer }()
		if feed == nil {
			// done < <(git ls-files), done <<< "$(find …)": the output of
			// the substitution's last command, as a pipe into the loop
			// would give it.
			feed = substFeed(c.Redirs)
		}
		if c.Stdin != nil && feed == nil {
			// while read x; do …; done <<< '…': what the commands in it
			// read, as if cat fed it to them.
			feed = &Command{Grammar: s.g, Name: "cat", Word0: Word{Value: "cat", Literal: true}, Text: c.Text, Stdin: c.Stdin, Wrappers: w}
		}
	}
	switch x := st.Cmd.(type) {
	case *syntax.CallExpr:
		return a.call(s, st, x, w, feed)
	case *syntax.BinaryCmd:
		if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
			outer := a.outer
			a.outer = withoutFds(outer, x.Op == syntax.PipeAll) // the left side prints into the pipe
			var left *Command
			if _, simple := x.X.Cmd.(*syntax.CallExpr); simple || x.X.Cmd == nil || pipeline(x.X) {
				left = a.stmt(s, x.X, w, feed) // a | b | c: c reads b's output, as the inner pipe says
			} else {
				left = a.pipedGroup(s, x.X, w, feed) // { …; } | sh: all it prints
			}
			a.outer = outer
			return a.stmt(s, x.Y, w, left)
		}
		// && and || : both sides read the same input. After cd DIR &&,
		// the right side runs in DIR.
		proven := provenNonEmpty(x.X, x.Op == syntax.AndStmt)
		sets := a.setCounts(proven) // before the left side: T && unset D proves nothing of D after it
		a.chainEnd = ""
		cont := a.cont
		a.cont = nil
		if sequential(x.X) {
			a.cont = append([]*syntax.Stmt{x.Y}, cont...)
			a.otherBranches(s, x.X, a.cont, w, feed) // if …; fi && $a
		}
		left := a.stmt(s, x.X, w, feed)
		a.cont = cont
		d, ok := a.cdTarget(left)
		ok = ok && shellRan(x.X)
		if inner, chain := x.X.Cmd.(*syntax.BinaryCmd); !ok && chain && inner.Op == syntax.AndStmt && a.chainEnd != "" {
			d, ok = a.chainEnd, true // cd DIR && a && b: b runs where a did
		}
		if ok && x.Op == syntax.AndStmt {
			defer a.moveTo(d)()
		}
		// The right side of ||, or of && after a left that never
		// succeeds (false && …, exit && …), may not run.
		var right *Command
		walk := func() { right = a.stmt(s, x.Y, w, feed) }
		if x.Op == syntax.OrStmt || neverSucceeds(x.X) {
			walk = a.unsure(walk)
		}
		a.provingNonEmpty(proven, walk, sets...)
		a.chainEnd = ""
		if x.Op == syntax.AndStmt {
			a.chainEnd = a.dir // where the chain's last command ran, for a && after it
		}
		return right
	case *syntax.Subshell:
		// What a subshell assigns is gone when it ends.
		saved := maps.Clone(a.namedVals)
		a.subshells++
		last := a.list(s, x.Stmts, w, feed)
		a.subshells--
		a.namedVals = saved
		return last
	case *syntax.Block:
		return a.list(s, x.Stmts, w, feed)
	case *syntax.IfClause:
		// A compound in a pipeline: any of its commands may read the
		// input (env | if …; then sed …; fi).
		var last *Command
		for c := x; c != nil; c = c.Else {
			a.list(s, c.Cond, w, feed)
			var proven []string
			if len(c.Cond) > 0 {
				proven = provenNonEmpty(c.Cond[len(c.Cond)-1], true)
			}
			a.provingNonEmpty(proven, a.unsure(func() { last = a.list(s, c.Then, w, feed) }))
		}
		return last
	case *syntax.WhileClause:
		// curl … | while read l: the condition reads the loop's input;
		// of input known now, a line each round (readRound), the body
		// walked for each as a for loop's over known items.
		var last *Command
		a.runsLater(func() {
			size := len(s.slice(x))
			for round := 1; ; round++ {
				more := false
				a.settled(func() {
					saved := a.readRound
					a.readRound, a.moreLines = round, false
					a.list(s, x.Cond, w, feed)
					more = more || a.moreLines
					a.readRound, a.moreLines = saved, false
					last = a.list(s, x.Do, w, nil)
				})
				if !more || x.Until || round >= maxLoopItems || a.unrolled+size > maxUnrolled {
					break
				}
				a.unrolled += size
			}
		})
		return last
	case *syntax.ForClause:
		it, ok := x.Loop.(*syntax.WordIter)
		if !ok {
			a.nested(s, x.Loop, w)
			a.arithVars(s, x.Loop, w) // for ((i=X; i<N; i++)): arithmetic
			if cl, ok := x.Loop.(*syntax.CStyleLoop); ok {
				a.counterLoops(cl)
			}
			var last *Command
			a.runsLater(func() { last = a.list(s, x.Do, w, nil) })
			return last
		}
		a.touch(it.Name.Value)
		a.in.noteLoop(it.Name.Value)
		items, known := a.loopItems(s, it, w)
		return a.forLoop(s, x, it.Name.Value, items, known, w)
	case *syntax.CaseClause:
		from := len(a.in.Commands)
		a.word(s, x.Word, w)
		subject := a.in.Commands[from:]
		if !slices.ContainsFunc(subject, hasSubst) {
			// case `set` in: the output is matched, never printed; unless
			// one command of the word passes another's output on
			// (case $(curl -d "$(set)" …) in).
			for _, c := range subject {
				c.compared = !writesOut(c)
			}
		}
		var last *Command
		for _, item := range x.Items {
			// The patterns are expanded as they are tried, their
			// substitutions too (case a in $(cmd)|@(b|`cmd`)) ...):
			// walked as if each were tried.
			for _, p := range item.Patterns {
				a.nested(s, p, w)
			}
			a.unsure(func() { last = a.list(s, item.Stmts, w, feed) })()
		}
		return last
	case *syntax.FuncDecl:
		// The body runs whenever the function is called: judge it now.
		// A body running "$@" makes the function a wrapper: its calls
		// run their arguments (g(){ "$@"; }; g env).
		from := len(a.in.Commands)
		params, outer := a.params, a.outer
		a.params = nil // its own, given by each call
		a.outer = nil  // and so is where it prints: its callers', or its body's own redirections
		var last *Command
		traps := a.trapsWalked
		byParam, saved := a.namedByParam, a.bodyUnknown
		a.namedByParam, a.bodyUnknown = false, nil
		// Its positional parameters are its calls' when the input calls
		// it (its name more than once in the text); a function only
		// defined here may be called by a later input with any.
		called := a.bodyCalled
		a.bodyCalled = x.Name != nil && strings.Count(s.text, x.Name.Value) > 1
		a.funcBody++
		a.runsAnytime(func() { last = a.stmt(s, x.Body, w, nil) })
		a.funcBody--
		a.bodyCalled = called
		namedByParam := a.namedByParam
		if a.bodyUnknown != nil {
			a.restoreKnown(a.bodyUnknown)
		}
		a.namedByParam, a.bodyUnknown = byParam || namedByParam, saved
		a.params, a.outer = params, outer
		if x.Name == nil {
			return last // () { …; }: an anonymous function, run where it stands (zsh)
		}
		if a.funcs == nil {
			a.funcs = map[string]funcDef{}
		}
		names := bodyNames(x.Body)
		a.funcSeq++
		a.funcs[x.Name.Value] = funcDef{s: s, body: x.Body, names: names, calls: bodyCalls(x.Body), at: a.funcSeq, seen: a.setsOf(names), traps: a.trapsWalked != traps, namedByParam: namedByParam,
			declaresByParam: slices.ContainsFunc(a.in.Commands[from:], declaresByParam)}
		for _, c := range a.in.Commands[from:] {
			if v := c.Word0.Value; c.Dynamic && (v == "$@" || v == "$*" || v == "${@}" || v == "$1" || v == "${1}") {
				if a.wrapFuncs == nil {
					a.wrapFuncs = map[string]bool{}
				}
				a.wrapFuncs[x.Name.Value] = true
			}
		}
		return last
	case *syntax.DeclClause:
		return a.decl(s, st, x, w)
	case *syntax.TimeClause:
		return a.stmt(s, x.Stmt, w, feed)
	case *syntax.CoprocClause:
		var last *Command
		a.runsLater(func() { last = a.stmt(s, x.Stmt, w, nil) })
		name := "COPROC"
		if x.Name != nil {
			name = x.Name.Lit()
		}
		a.setUnknown(name, name != "") // its descriptors, NAME[0] and NAME[1]
		a.setUnknown(name+"_PID", name != "")
		return last
	case nil:
		// Redirections alone: "> file" truncates it.
		c := &Command{Grammar: s.g, Text: s.slice(st), Wrappers: w}
		c.Redirs, c.Stdin, c.StdinFile = a.redirs(s, st.Redirs, w)
		a.add(c)
		return c
	case *syntax.TestClause:
		a.nested(s, x, w)
		a.tests(s, x.X, w)
		a.arithTests(s, x.X, w)
		if strings.Contains(s.slice(x), "=~") {
			a.rematches(x.X)
		}
	case *syntax.ArithmCmd:
		a.nested(s, x, w)
		a.arithVars(s, x.X, w)
		if x.X != nil {
			// (( ${#T} > 0 )): judged as test's operands are (testsOnly).
			a.add(&Command{Grammar: s.g, Text: s.slice(x), Name: "((", Word0: Word{Value: "((", Literal: true}, Args: []Word{{Value: s.slice(x.X)}}, Wrappers: w})
		}
	case *syntax.LetClause:
		a.nested(s, x, w) // only its substitutions run, and its variables' (arith.go)
		for _, e := range x.Exprs {
			a.arithVars(s, e, w)
		}
	default:
		a.nested(s, x, w)
	}
	return nil
}

// tests records each primary of a [[ ]] test as a command of its own,
// [[ -n X ]] or [[ X == Y ]], its words as written (their substitutions
// already walked): what the rules ask of test's operands (testsOnly: a
// credential only tested, not printed) they ask of these.
func (a *analyzer) tests(s *source, e syntax.TestExpr, w []string) {
	word := func(e syntax.TestExpr) (Word, bool) {
		x, ok := e.(*syntax.Word)
		if !ok {
			return Word{}, false
		}
		v := s.slice(x)
		if len(x.Parts) == 1 {
			if _, dq := x.Parts[0].(*syntax.DblQuoted); dq && len(v) >= 2 {
				v = v[1 : len(v)-1]
			}
		}
		return Word{Value: v, Literal: x.Lit() != ""}, true
	}
	var args []Word
	switch x := e.(type) {
	case *syntax.BinaryTest:
		if x.Op == syntax.AndTest || x.Op == syntax.OrTest {
			a.tests(s, x.X, w)
			a.tests(s, x.Y, w)
			return
		}
		l, ok1 := word(x.X)
		r, ok2 := word(x.Y)
		if !ok1 || !ok2 {
			return
		}
		args = []Word{l, {Value: x.Op.String(), Literal: true}, r}
	case *syntax.UnaryTest:
		if x.Op == syntax.TsNot {
			a.tests(s, x.X, w)
			return
		}
		v, ok := word(x.X)
		if !ok {
			return
		}
		args = []Word{{Value: x.Op.String(), Literal: true}, v}
	case *syntax.ParenTest:
		a.tests(s, x.X, w)
		return
	case *syntax.Word:
		v, _ := word(x)
		args = []Word{v}
	default:
		return
	}
	args = append(args, Word{Value: "]]", Literal: true})
	a.add(&Command{Grammar: s.g, Text: s.slice(e), Name: "[[", Word0: Word{Value: "[[", Literal: true}, Args: args, Wrappers: w})
}

// noteListedBy records that the variable name holds output of cmds, the
// commands of a substitution or those a read reads from (listedBy).
func (a *analyzer) noteListedBy(name string, cmds []*Command) {
	if len(cmds) == 0 {
		return
	}
	if a.listedBy == nil {
		a.listedBy = map[string][]*Command{}
	}
	a.listedBy[name] = append(a.listedBy[name][:len(a.listedBy[name]):len(a.listedBy[name])], cmds...)
}

// loopItems returns the words a for loop gives its variable, and whether
// each is known: literal, not a pattern, and not the positional
// parameters of a for without in.
func (a *analyzer) loopItems(s *source, it *syntax.WordIter, w []string) ([]Word, bool) {
	known := it.InPos.IsValid()
	var items []Word
	if !known && a.params != nil {
		// for v; do …: for v in "$@", the positional parameters known
		// now (set -- rm -rf /etc; for a; do c="$c $a"; done).
		for _, p := range a.params {
			items = append(items, Word{Value: p, Literal: true})
		}
		return items, true
	}
	for _, word := range it.Items {
		words, ok := a.arraySplat(s, word) // for v in "${a[@]}": one item an element, as a command's words
		if !ok {
			words = a.braceWords(s, word, a.word(s, word, w), w) // for v in $GH_TOKE{N,}
		}
		if len(words) == 1 && !ok {
			if fields, ok := a.ifsFields(word, words[0]); ok && len(fields) > 0 {
				words = fields // for v in $list
			}
			// A list that expands to nothing: the body never runs, yet is
			// judged once with the variable empty, as the analysis knows it
			// (for v in $ac_subst_files in configure's EXIT trap).

		}
		for _, f := range words {
			if !f.Literal {
				known = false // a glob is walked as the entries it names (globItem)
			}
		}
		items = append(items, words...)
	}
	return items, known
}

// Bounds of forLoop: the items a loop is walked for one by one, and the
// bytes of loop bodies walked again for them in one input.
const (
	maxLoopItems = 64
	maxUnrolled  = 1 << 20
)

// forLoop walks the body of the for loop x over items. When every item
// is known (for v in BASH_ENV ENV; do unset $v; done), the body is walked
// once for each, with the variable set to it, as the shell runs it, so
// that what it names is judged rather than refused as unknown; past the
// bounds, or with an item only known at run time, once with the variable
// unknown. After the loop it holds the last item.
func (a *analyzer) forLoop(s *source, x *syntax.ForClause, name string, items []Word, known bool, w []string) *Command {
	var last *Command
	size := len(s.slice(x)) * len(items)
	delete(a.computed, name)
	delete(a.listedBy, name)
	for _, item := range items {
		if !item.Computed && confinedSubst(item.Subst) {
			// for f in $(find src -name '*.ts'): a place the agent may
			// delete in (confinedSubst), yet one of the files it lists.
			a.noteListedBy(name, item.Subst)
		}
		if item.Computed { // for d in $(…): what the body sees comes from a command
			a.noteListedBy(name, item.Subst)
			if a.computed == nil {
				a.computed = map[string]bool{}
			}
			a.computed[name] = true
			if !item.Quoted { // one field of a split: the body's $d splits no further
				if a.fields == nil {
					a.fields = map[string]bool{}
				}
				a.fields[name] = true
			}
		}
	}
	delete(a.held, name)
	if !known || len(items) == 0 || len(items) > maxLoopItems || a.unrolled+size > maxUnrolled {
		for _, item := range items {
			if !item.Literal && posixExpandsCredential(item.Value) {
				a.holdCredential(name, item.Value, posixExpandsCredential) // for v in "$DB_PASSWORD"
				break
			}
		}
		delete(a.vars, name)
		delete(a.namedVals, name)
		delete(a.entries, name)
		if i := slices.IndexFunc(items, otherValue); i >= 0 {
			a.keepAsWritten(name, items[i].Value) // for t in $DIRS: "$t" is one of $DIRS, at worst as "$DIRS" reads
		}
		a.runsLater(func() { a.settled(func() { last = a.list(s, x.Do, w, nil) }) })
		return last
	}
	a.unrolled += size
	for _, item := range items {
		if globItem(item) {
			delete(a.vars, name)
			a.setEntries(name, item.Value) // for f in ~/.*
		} else {
			delete(a.entries, name)
			a.vars[name] = item.Value
		}
		delete(a.namedVals, name)
		a.passes++
		a.runsLater(func() { last = a.list(s, x.Do, w, nil) })
		a.passes--
	}
	return last
}

// moveTo has the commands after it run in dir, an absolute directory a
// cd moved them to: their relative paths, the files the analysis sees
// them read, write and run, are dir's (Env.In), as the rules judge them
// (Command.Dir), so that cd sub && bash t.sh reads sub/t.sh. It returns
// the move back.
func (a *analyzer) moveTo(dir string) (back func()) {
	saved, savedEnv := a.dir, a.env
	a.dir, a.env = dir, a.env.In(dir)
	return func() { a.dir, a.env = saved, savedEnv }
}

// list walks statements and returns the last command; every one of them
// reads feed, as the commands of a group piped into share its input.
func (a *analyzer) list(s *source, ss []*syntax.Stmt, w []string, feed *Command) *Command {
	var last *Command
	saved, savedEnv, savedNonEmpty := a.dir, a.env, a.nonEmpty
	defer func() { a.dir, a.env, a.nonEmpty = saved, savedEnv, savedNonEmpty }()
	outer := a.cont
	defer func() { a.cont = outer }()
	for i, st := range ss {
		a.cont = nil
		if sequential(st) {
			rest := ss[i+1:]
			if len(outer) > 0 {
				rest = append(slices.Clip(rest), outer...)
			}
			a.otherBranches(s, st, rest, w, feed)
			a.cont = rest // { if …; fi; }; $a: the choice's rest goes on past the group
		}
		n := len(a.running)
		last = a.stmt(s, st, w, feed)
		a.cont = outer
		a.finished(st, n)
		if b, ok := st.Cmd.(*syntax.BinaryCmd); exits(st) || ok && b.Op == syntax.AndStmt && exits(b.Y) {
			// exit; cmd, rm x && exit; cmd: what follows in the list
			// never runs, or only where what came before failed (not
			// so after rm x || exit).
			defer a.enterUnsure()()
		}
		if d, ok := a.cdOrExit(s, st, w); ok {
			a.dir, a.env = d, a.env.In(d) // cd DIR || exit: the rest runs in DIR
		}
		if names := guardedBy(st); len(names) > 0 {
			// [ -n "$D" ] || exit: the rest runs with D not empty.
			a.proveNonEmpty(names)
		}
	}
	return last
}

// otherBranches walks rest, the statements after st, once more for each
// branch of st, a choice, that the walk in order overrides: a variable
// one branch assigns and a later one assigns again holds either value
// when rest runs (if …; then a=rm; else a=true; fi; $a -rf /etc; c &&
// a=rm || a=true), and the walk in order keeps only the last. Each such
// branch is walked alone, then rest, on a fork of the state; the
// commands found stay. Bounded by maxBranchWalks per input.
func (a *analyzer) otherBranches(s *source, st *syntax.Stmt, rest []*syntax.Stmt, w []string, feed *Command) {
	if len(rest) == 0 || a.in.branchWalks >= maxBranchWalks || !isChoice(st) {
		return
	}
	if t := s.slice(st); t != "" && !mayAssign(t) {
		return // no branch assigns a variable (assignedNames finds none): the walk in order is every reading
	}
	if !fewCommands(rest, maxBranchRest) {
		return // a long script's rest (./configure) is walked once: its commands count against the input's limit
	}
	alts := branchAlternatives(st)
	for i, alt := range alts {
		if i == len(alts)-1 || a.in.branchWalks >= maxBranchWalks {
			return
		}
		names := assignedNames(alt)
		if alt == nil || i == 0 && isAndOr(st) {
			// No branch ran, or a && or || list's left side alone: what
			// the variables a branch assigns held before, when known
			// (a=rm; if c; then a=ls; fi; $a -rf /; a=rm; c && a=ls).
			names = append(names, slices.Collect(maps.Keys(a.vars))...)
		}
		later := map[string]bool{}
		for _, b := range alts[i+1:] {
			for _, n := range assignedNames(b) {
				later[n] = true
			}
		}
		if !slices.ContainsFunc(names, func(n string) bool { return later[n] }) {
			continue
		}
		a.in.branchWalks++
		restore := a.fork()
		cont := a.cont
		a.cont = nil // rest holds the enclosing lists' rests already
		a.list(s, alt, w, feed)
		a.list(s, rest, w, feed)
		a.cont = cont
		restore()
	}
}

// mayAssign reports whether text, a statement's, may hold what
// assignedNames finds: NAME=, NAME+= or NAME[…]= at a word's start (and
// so ${NAME=…}), ${NAME:=…}, a bare name declared (declare, local,
// typeset, export, readonly), or the names read, printf -v, mapfile and
// getopts set. A cheap test, never false where assignedNames finds a
// name (TestMayAssignCoversAssignedNames), that spares the walks of most
// choices (cd d && go test -count=1).
func mayAssign(text string) bool {
	if strings.Contains(text, "read") || strings.Contains(text, "declare") || strings.Contains(text, "local") ||
		strings.Contains(text, "typeset") || strings.Contains(text, "export") ||
		strings.Contains(text, "printf") || strings.Contains(text, "mapfile") || strings.Contains(text, "getopts") || strings.Contains(text, ":=") ||
		strings.Contains(text, "((") || strings.Contains(text, "let") || strings.Contains(text, "=~") || strings.Contains(text, "wait") ||
		strings.Contains(text, "compgen") || strings.Contains(text, "coproc") {
		return true
	}
	for i := strings.IndexByte(text, '='); i >= 0; i = nextByte(text, '=', i) {
		j := i
		if j > 0 && text[j-1] == '+' {
			j--
		}
		if j > 0 && text[j-1] == ']' {
			if k := strings.LastIndexByte(text[:j], '['); k >= 0 {
				j = k
			}
		}
		k := j
		for k > 0 && (text[k-1] == '_' || text[k-1] >= 'a' && text[k-1] <= 'z' || text[k-1] >= 'A' && text[k-1] <= 'Z' || text[k-1] >= '0' && text[k-1] <= '9') {
			k--
		}
		if isVarName(text[k:j]) && (k == 0 || strings.IndexByte(" \t\n;&|({`!", text[k-1]) >= 0) {
			return true
		}
	}
	return false
}

// sequential reports whether st is a compound command that runs its
// lists in the current shell and goes on to the statements after it
// when they end: a { } group, an if, a case, a loop, a && or || list.
// A choice inside one is followed by what comes after st
// (analyzer.cont); a subshell, a pipeline, a function's definition and
// a simple command's substitutions are not.
func sequential(st *syntax.Stmt) bool {
	switch st.Cmd.(type) {
	case *syntax.Block, *syntax.IfClause, *syntax.CaseClause, *syntax.WhileClause, *syntax.ForClause:
		return !st.Background
	case *syntax.BinaryCmd:
		return !st.Background && isAndOr(st)
	}
	return false
}

// nextByte returns the index of the next c in s after i, or -1.
func nextByte(s string, c byte, i int) int {
	if j := strings.IndexByte(s[i+1:], c); j >= 0 {
		return i + 1 + j
	}
	return -1
}

// isChoice reports whether st is an if, a case, or a && or || list, run
// in the current shell: one whose alternatives (branchAlternatives) the
// statements after it see (if …; fi &: what it assigns is gone).
func isChoice(st *syntax.Stmt) bool {
	switch st.Cmd.(type) {
	case *syntax.IfClause, *syntax.CaseClause:
		return !st.Background && !st.Coprocess
	}
	return !st.Background && !st.Coprocess && isAndOr(st)
}

// fewCommands reports whether ss hold at most max simple commands
// (simpleCommands), counted only as far as needed.
func fewCommands(ss []*syntax.Stmt, max int) bool {
	n := 0
	for _, st := range ss {
		c, _ := stmtCommands(st)
		if n += c; n > max {
			return false
		}
	}
	return true
}

// neverSucceeds reports whether st, the left side of &&, never lets
// the right side run: false, or an exit or return (exits).
func neverSucceeds(st *syntax.Stmt) bool {
	if call, ok := st.Cmd.(*syntax.CallExpr); ok && !st.Negated && len(call.Args) == 1 && call.Args[0].Lit() == "false" {
		return true
	}
	return exits(st)
}

// isAndOr reports whether st is a && or || list.
func isAndOr(st *syntax.Stmt) bool {
	x, ok := st.Cmd.(*syntax.BinaryCmd)
	return ok && (x.Op == syntax.AndStmt || x.Op == syntax.OrStmt)
}

// maxBranchWalks bounds otherBranches: how many times an input's lists
// are walked again after one branch of a choice.
const maxBranchWalks = 16

// maxBranchRest bounds otherBranches too: the simple commands after a
// choice that are walked again.
const maxBranchRest = 32

// branchAlternatives returns what may run of st, a choice, one list of
// statements per way through it, in the order the walk in order meets
// them: for an if without else and a case without *), first none (nil:
// no branch ran); then the if's branches, its condition with each body,
// or the case's items;
// the left side of a && or || alone, and its right side. Nil for any
// other statement.
func branchAlternatives(st *syntax.Stmt) [][]*syntax.Stmt {
	switch x := st.Cmd.(type) {
	case *syntax.IfClause:
		var alts [][]*syntax.Stmt
		c := x
		for ; c != nil; c = c.Else {
			alts = append(alts, append(slices.Clip(c.Cond), c.Then...))
			if c.Else == nil && len(c.Cond) > 0 {
				alts = append([][]*syntax.Stmt{nil}, alts...) // no else: none may run
			}
		}
		return alts
	case *syntax.CaseClause:
		var alts [][]*syntax.Stmt
		all := false
		for _, item := range x.Items {
			alts = append(alts, item.Stmts)
			for _, p := range item.Patterns {
				all = all || p.Lit() == "*"
			}
		}
		if !all {
			alts = append([][]*syntax.Stmt{nil}, alts...) // no *): none may run
		}
		return alts
	case *syntax.BinaryCmd:
		if x.Op == syntax.AndStmt || x.Op == syntax.OrStmt {
			return [][]*syntax.Stmt{{x.X}, {x.Y}}
		}
	}
	return nil
}

// assignsNamesIn reports whether the builtin name assigns the variables
// its words name (read x, printf -v x, mapfile x, getopts s x).
func assignsNamesIn(name string) bool {
	switch name {
	case "read", "printf", "mapfile", "readarray", "getopts", "wait", "compgen":
		return true
	}
	return false
}

// assignedNames returns the names of the variables ss assign by name
// (x=v, declare x=v, local x=v, read x, printf -v x, mapfile x, getopts
// s x, ${x:=v}), as written, once each.
func assignedNames(ss []*syntax.Stmt) []string {
	var names []string
	add := func(n string) {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for _, st := range ss {
		syntax.Walk(st, func(n syntax.Node) bool {
			switch x := n.(type) {
			case *syntax.Assign:
				if x.Name != nil {
					add(x.Name.Value)
				} else if x.Value != nil {
					text, _ := literalOf(x.Value)
					if name, _, _ := strings.Cut(text, "="); isName([]byte(name)) {
						add(name) // declare "c=v"
					}
				}
			case *syntax.CallExpr:
				if len(x.Args) > 1 && assignsNamesIn(x.Args[0].Lit()) {
					for _, arg := range x.Args[1:] {
						text, _ := literalOf(arg)
						v, _, _ := strings.Cut(text, "[")
						if isName([]byte(v)) {
							add(v) // some may be values (printf -v a VALUE): one more walk at most
						}
					}
				}
			case *syntax.BinaryTest:
				if x.Op == syntax.TsReMatch {
					add("BASH_REMATCH")
				}
			case *syntax.CoprocClause:
				add("COPROC")
				if x.Name != nil {
					add(x.Name.Lit())
				}
			case *syntax.BinaryArithm, *syntax.UnaryArithm:
				var target syntax.ArithmExpr
				if b, ok := x.(*syntax.BinaryArithm); ok && arithAssign(b.Op) {
					target = b.X
				} else if u, ok := x.(*syntax.UnaryArithm); ok && (u.Op == syntax.Inc || u.Op == syntax.Dec) {
					target = u.X
				}
				if w, ok := target.(*syntax.Word); ok && len(w.Parts) == 1 {
					if v := w.Lit(); v != "" {
						add(v)
					} else if pe, ok := w.Parts[0].(*syntax.ParamExp); ok && pe.Param != nil {
						add(pe.Param.Value) // ((a[1]=2))
					}
				}
			case *syntax.ParamExp:
				if x.Exp != nil && (x.Exp.Op == syntax.AssignUnset || x.Exp.Op == syntax.AssignUnsetOrNull) {
					add(x.Param.Value) // ${a:=rm}
				}
			}
			return true
		})
	}
	return names
}

// nested analyses the substitutions inside any node (arithmetic, [[ ]]).
func (a *analyzer) nested(s *source, n syntax.Node, w []string) {
	syntax.Walk(n, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.CmdSubst:
			a.cmdSubst(s, x, w, false)
			return false
		case *syntax.ProcSubst:
			a.runsLater(func() { a.subst(s, x.Stmts, w) }) // as long as its reader reads
			return false
		case *syntax.ExtGlob:
			a.extGlob(s, x, w) // +(b|$(cmd)) within a group, or in ${x:-…}
			return false
		case *syntax.ParamExp:
			if x.Param != nil {
				a.in.addVar(x.Param.Value)
			}
			a.indirect(s, x)
		}
		return true
	})
}

// indirect records x when it expands a variable named by another's value
// or lists variables' names: ${!name}, ${!prefix*}, zsh's ${(P)name}
// (not ${!array[@]}, the keys of an array).
func (a *analyzer) indirect(s *source, x *syntax.ParamExp) {
	switch {
	case x.Param == nil:
	case x.Excl && x.Index == nil:
		a.in.indirect = append(a.in.indirect, indirect{expr: s.slice(x), name: x.Param.Value, names: x.Names != 0, target: a.pointee(x.Param.Value, x.Names != 0)})
	case x.Flags != nil && strings.Contains(x.Flags.Value, "P"):
		a.in.indirect = append(a.in.indirect, indirect{expr: s.slice(x), name: x.Param.Value, target: a.pointee(x.Param.Value, false)})
	}
}

// pointee returns the name of the variable an indirect expansion of name
// reads when the input set name to it, written out (p=HOME; echo ${!p}),
// where it runs now (not in a function or a trap, which run later):
// "" when its value is unknown or no variable's name. A pass of a for
// loop over known items is walked with the values it runs with.
func (a *analyzer) pointee(name string, names bool) string {
	v, ok := a.vars[name]
	if names || !ok || a.later > a.passes || a.computed[name] || a.transformed[name] || a.anything || !isName([]byte(v)) {
		return ""
	}
	return v
}

// subst walks the statements of a command substitution, $( ) or ` `, no
// deeper than maxSubst in one another: each level holds the text of all
// below it, so a thousand levels would cost a million times the work.
// Deeper ones refuse the input (sys.too-large).
func (a *analyzer) subst(s *source, ss []*syntax.Stmt, w []string) {
	if a.substDepth >= maxSubst {
		a.in.tooDeep = true
		return
	}
	a.substDepth++
	outer, cont := a.outer, a.cont
	a.outer = nil // $( ), <( ): what it prints goes to the word or the pipe
	a.cont = nil  // and what it assigns is gone when it ends
	a.stmts(s, ss, w)
	a.outer, a.cont = outer, cont
	a.substDepth--
}

func (a *analyzer) add(c *Command) {
	if c.Name == "rundll32" {
		c.Args = rundllArgs(c.Args)
	}
	c.byCall = c.byCall || a.funcBody > 0 && a.params == nil && a.bodyCalled
	if c.prodPlace == "" {
		c.prodPlace = a.prodPlace
	}
	if c.serverPlace == "" {
		c.serverPlace = a.serverPlace
	}
	if c.nonEmpty == nil {
		c.nonEmpty = a.psNonEmpty
	}
	if c.File == "" {
		c.File = a.file
	}
	if c.Dir == "" {
		c.Dir = a.dir
	}
	if c.unsureIn == 0 {
		c.unsureIn = a.unsureIn
	}
	if !a.in.full() {
		a.in.Commands = append(a.in.Commands, c)
		if a.depth > 1 || a.file != "" {
			a.in.followed++
		}
	}
}

// call builds the command of a simple command, peels its wrappers and
// follows it into any shell it starts.
func (a *analyzer) call(s *source, st *syntax.Stmt, ce *syntax.CallExpr, w []string, feed *Command) *Command {
	c := a.zeroCommand()
	c.Grammar, c.Text, c.Wrappers = s.g, s.slice(st), w
	lasting := len(ce.Assigns) > 0 && len(ce.Args) > 0 && a.keepsPrefix(ce.Args[0])
	for _, as := range ce.Assigns {
		c.Assigns = append(c.Assigns, a.assign(s, as, w, len(ce.Args) == 0))
		switch {
		case as.Name == nil || len(ce.Args) == 0:
		case lasting:
			a.touch(as.Name.Value) // IFS=x eval …: may still be x after it
		default:
			a.in.noteSet(as.Name.Value) // set, for its command alone
		}
	}
	words := a.newWords(len(ce.Args))
	a.cmdsAhead, a.wordsAhead = max(a.cmdsAhead-1, 0), max(a.wordsAhead-len(ce.Args), 0) // made: expect
	for _, wd := range ce.Args {
		if v, ok := plainWord(wd); ok && !strings.Contains(v.Value, "{") {
			words = append(words, v) // nothing to split, no braces to expand
			continue
		}
		if split, ok := a.arraySplat(s, wd); ok {
			words = append(words, split...) // "${a[@]}": one word an element
			continue
		}
		v := a.word(s, wd, w)
		if fields, ok := a.ifsFields(wd, v); ok {
			words = append(words, fields...) // c="rm -rf x"; $c
			continue
		}
		words = a.appendBraceWords(words, s, wd, v, w)
	}
	c.Redirs, c.Stdin, c.StdinFile = a.redirs(s, st.Redirs, w)
	if feed != nil {
		c.Feeds = append(c.Feeds, feed)
		if c.Stdin == nil {
			if readsShellCode(words) {
				c.Stdin = a.pipedOutput(feed)
				if out, _, script := a.scriptOutput(feed, true); script && c.Stdin == nil {
					c.Stdin = out // bash gen.sh | bash
				}
				c.madeCode = c.Stdin == nil && a.madeOutput(feed)
			} else {
				c.Stdin = a.output(feed)
			}
		}
	}
	for _, r := range c.Redirs {
		if r.Op == "<" {
			c.Feeds = append(c.Feeds, r.Target.Subst...)
		}
	}
	a.descriptors(c)
	if len(words) == 0 {
		a.add(c) // assignments or redirections alone
		a.carried(c)
		return c
	}
	a.inheritOuter(c)
	c.setName(words)
	if c.Name == "exec" && len(c.Args) == 0 {
		a.fds = c.fds // exec 3<<<'…': open for the commands after it
	}
	a.add(c)
	a.nameSubscripts(s, c, w)
	a.noteWritten(c)
	a.noteWrites(c)
	a.gitHooksSet(c)
	a.setVars(c)
	a.unwrap(c)
	a.callFunc(c)
	if a.wrapFuncs[c.Name] && len(c.Args) > 0 {
		inner := a.newCommand(Command{Grammar: c.Grammar, Text: c.Text, Redirs: c.Redirs, Stdin: c.Stdin, Feeds: c.Feeds,
			Wrappers: append(append([]string(nil), c.Wrappers...), "function "+c.Name)})
		inner.setName(c.Args)
		a.add(inner)
		a.unwrap(inner)
	}
	if c.Dynamic {
		// e${x}nv, ${PREFIX}rm: with its variables empty the name is a
		// command of its own, judged as such too.
		if name := emptyExpansions(c.Word0.Value); name != "" && isCommandName(name) {
			shadow := &Command{Grammar: c.Grammar, Text: c.Text, Args: c.Args, Redirs: c.Redirs, Stdin: c.Stdin, Feeds: c.Feeds,
				Wrappers: append(append([]string(nil), c.Wrappers...), c.Word0.Value+" with its variables empty")}
			shadow.Word0 = Word{Value: name, Literal: true}
			shadow.Name = commandName(name)
			a.add(shadow)
			a.unwrap(shadow)
		}
	}
	if alt, ok := a.alternateName(s, ce.Args); ok {
		// ${x:+rm -rf ~} in a command's place, x's value unknown: with x
		// set, the word is the command line.
		a.posix(alt, s.g, append(append([]string(nil), w...), "${…:+…} with its variable set"))
	}
	return c
}

// alternateName returns the command line the words of a call make when
// the first is an alternate expansion (${x:+WORD}, ${x+WORD}, quoted or
// not) of a variable whose value is not known and the variable is set:
// WORD's text followed by the other words' text. ok is false otherwise.
func (a *analyzer) alternateName(s *source, args []*syntax.Word) (string, bool) {
	if len(args) == 0 || len(args[0].Parts) != 1 {
		return "", false
	}
	part := args[0].Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok && len(dq.Parts) == 1 {
		part = dq.Parts[0]
	}
	x, ok := part.(*syntax.ParamExp)
	if !ok || x.Param == nil || x.Exp == nil || x.Exp.Word == nil || x.Excl || x.Length || x.Index != nil || x.Slice != nil || x.Repl != nil || x.NestedParam != nil {
		return "", false
	}
	if op := x.Exp.Op; op != syntax.AlternateUnset && op != syntax.AlternateUnsetOrNull {
		return "", false
	}
	if _, known := a.known(x.Param.Value); known || a.unset(x.Param.Value) {
		return "", false // paramExp and unsetExp worked it out
	}
	var b strings.Builder
	b.WriteString(s.slice(x.Exp.Word))
	for _, wd := range args[1:] {
		b.WriteByte(' ')
		b.WriteString(s.slice(wd))
	}
	return b.String(), true
}

// unknownElem marks an array element only known at run time: the arrays
// hold it followed by its index in analyzer.elemWords, the word as read.
const unknownElem = "\x00elem:"

// unknownElem records w, an array element only known at run time, and
// returns what the array holds for it.
func (a *analyzer) unknownElem(w Word) string {
	a.elemWords = append(a.elemWords, w)
	return unknownElem + strconv.Itoa(len(a.elemWords)-1)
}

// elemWord returns the word of an array element only known at run time
// (unknownElem); false for a known element. One recorded by an earlier
// input of a session is unknown, its text lost.
func (a *analyzer) elemWord(v string) (Word, bool) {
	n, ok := strings.CutPrefix(v, unknownElem)
	if !ok {
		return Word{}, false
	}
	if i, err := strconv.Atoi(n); err == nil && i < len(a.elemWords) {
		return a.elemWords[i], true
	}
	return Word{Value: "${…}", Computed: true}, true
}

// arrayList returns the elements of the indexed array name, in order,
// when they are a list (0, 1, …: not an associative array's keys),
// those of ${a[@]:OFF:LEN} when sl is a slice of literal numbers.
func (a *analyzer) arrayList(name string, sl *syntax.Slice) ([]string, bool) {
	m, ok := a.arrays[name]
	if !ok || len(m) == 0 {
		return nil, false
	}
	elems := make([]string, 0, len(m))
	for i := 0; i < len(m); i++ {
		v, ok := m[strconv.Itoa(i)]
		if !ok {
			return nil, false // keys, not a list
		}
		elems = append(elems, v)
	}
	if sl != nil {
		// "${a[@]:1:2}": the elements from the second, two of them.
		off, end, ok := sliceBounds(sl, len(elems))
		if !ok {
			return nil, false
		}
		elems = elems[off:end]
	}
	return elems, true
}

// arraySplat returns the words an expansion of every element makes when
// the word is nothing else and the elements are known: "${a[@]}" and "$@"
// one word an element, "${a[*]}" and "$*" one word joined by IFS's first
// character, and unquoted each element split at IFS.
func (a *analyzer) arraySplat(s *source, wd *syntax.Word) ([]Word, bool) {
	if len(wd.Parts) != 1 {
		return nil, false
	}
	part := wd.Parts[0]
	quoted := false
	if dq, ok := part.(*syntax.DblQuoted); ok && len(dq.Parts) == 1 {
		part, quoted = dq.Parts[0], true
	}
	pe, ok := part.(*syntax.ParamExp)
	if !ok || pe.Param == nil || pe.Excl || pe.Length || pe.Slice != nil && pe.Index == nil || pe.Repl != nil || pe.Exp != nil {
		return nil, false
	}
	var elems []string
	all := ""
	switch name := pe.Param.Value; {
	case pe.Index == nil && (name == "@" || name == "*") && a.params != nil:
		elems, all = a.params, name
	case pe.Index != nil:
		if target := a.refs[name]; target != "" {
			name = target // declare -n r=a; "${r[@]}": a's elements
		}
		if all = s.slice(pe.Index); all != "@" && all != "*" {
			return nil, false
		}
		if elems, ok = a.arrayList(name, pe.Slice); !ok || len(elems) == 0 {
			return nil, false
		}
	default:
		return nil, false
	}
	ifs := a.ifs(nil)
	out := []Word{}
	switch {
	case quoted && all == "*":
		w := Word{Literal: true, Quoted: true}
		for i, v := range elems {
			if e, ok := a.elemWord(v); ok {
				v, w.Literal, w.Computed = e.Value, false, w.Computed || e.Computed
			}
			elems[i] = v
		}
		w.Value = strings.Join(elems, ifs[:min(len(ifs), 1)])
		return []Word{w}, true
	case quoted:
		for _, v := range elems {
			w, ok := a.elemWord(v)
			if !ok {
				w = fieldWord(v) // read -a A <<< 'rm -rf ~': at worst the home
				w.Quoted = true
			} else if !isGlobWord(w) {
				w.Quoted = true // a pattern stands for what it expanded to
			}
			out = append(out, w)
		}
	default:
		for _, v := range elems {
			if w, ok := a.elemWord(v); ok {
				w.splits = true
				out = append(out, w)
				continue
			}
			if ifs == "" {
				if v != "" {
					out = append(out, fieldWord(v))
				}
				continue
			}
			for _, f := range ifsSplit(v, ifs, 0) {
				out = append(out, fieldWord(f))
			}
		}
	}
	return out, true
}

// setVars records what read, mapfile, printf -v, set and shift set from
// text known now (read -r c <<< env, printf -v c env, set -- rm -rf x),
// as assignments are recorded.
func (a *analyzer) setVars(c *Command) {
	switch c.Name {
	case "unset":
		funcs := false
		for _, w := range c.Args {
			if w.Literal && strings.HasPrefix(w.Value, "-") {
				funcs = funcs || strings.Contains(w.Value, "f")
				continue
			}
			if !funcs && !w.Literal {
				// unset "$n": a name only known at run time. In the
				// input, any of the variables it set may be the one
				// now unset (n=d; unset "$n"; rm -rf "$d"/*): each is
				// read at its worst. In a script on disk it is the
				// script's own bookkeeping (autoconf's as_fn_unset and
				// its `unset $as_var` loop), read as unsetting none, as
				// unknownCode reads such a script's unknowns.
				if !a.ownScript() {
					a.knownUnknown()
				}
				continue
			}
			if !funcs && strings.HasSuffix(w.Value, "]") {
				a.setUnknown(w.Value, w.Literal) // unset 'a[0]'
				continue
			}
			if !funcs {
				a.touch(w.Value) // a test before it proved nothing of it now (nonempty.go)
				if a.vars == nil {
					a.vars = map[string]string{}
				}
				a.vars[w.Value] = "" // expanded, it is empty
			}
		}
	case "read":
		a.readVars(c)
	case "mapfile", "readarray":
		a.mapfileVars(c)
	case "set":
		a.setParams(c)
	case "shift":
		a.shiftParams(c)
	case "getopts":
		a.getoptsVars(c)
	case "printf":
		if len(c.Args) < 3 || c.Args[0].Value != "-v" {
			return
		}
		t, ok := a.nameTarget(c.Args[1].Value, c.Args[1].Literal)
		if !ok {
			return
		}
		var args []string
		for _, w := range c.Args[2:] {
			if !w.Literal {
				if anyComputed(c.Args[2:]) {
					a.touch(t.name)
					a.computedVar(t.name) // printf -v x %s "$(cmd)"
					return
				}
				a.setNamed(t, "", false)
				return
			}
			args = append(args, w.Value)
		}
		if text := printfText(args); text != nil {
			a.setNamed(t, *text, true)
		} else {
			a.setNamed(t, "", false) // printf -v ts '%(%s)T': a time, only known then
		}
	case "wait":
		// wait -p NAME: the id of the job that ended.
		for i := 0; i+1 < len(c.Args) && strings.HasPrefix(c.Args[i].Value, "-"); i++ {
			if v := c.Args[i].Value; v != "--" && strings.HasSuffix(v, "p") {
				a.setUnknown(c.Args[i+1].Value, c.Args[i+1].Literal)
				break
			}
		}
	case "compgen":
		// compgen -V NAME (bash 5.3): the completions, in an array.
		for i := 0; i+1 < len(c.Args); i++ {
			if c.Args[i].Value == "-V" {
				a.setUnknown(c.Args[i+1].Value, c.Args[i+1].Literal)
			}
		}
	}
}

// substIn reports whether a word holds a command substitution.
func substIn(wd *syntax.Word) bool {
	found := false
	if wd != nil {
		syntax.Walk(wd, func(n syntax.Node) bool {
			if _, ok := n.(*syntax.CmdSubst); ok {
				found = true
			}
			return !found
		})
	}
	return found
}

// emptyExpansions returns a word's text with its expansions ($x, ${x},
// $(…), `…`) removed: what it is when they expand to nothing.
func emptyExpansions(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '$' && i+1 < len(v) && (v[i+1] == '{' || v[i+1] == '('):
			open, shut := v[i+1], byte('}')
			if open == '(' {
				shut = ')'
			}
			depth := 0
			for j := i + 1; j < len(v); j++ {
				if v[j] == open {
					depth++
				} else if v[j] == shut {
					depth--
					if depth == 0 {
						i = j
						break
					}
				}
				if j == len(v)-1 {
					return "" // unclosed: leave it
				}
			}
		case v[i] == '$' && i+1 < len(v) && (isWordByte(v[i+1]) || strings.IndexByte("@*#?!$-", v[i+1]) >= 0):
			j := i + 1
			if isWordByte(v[j]) && !(v[j] >= '0' && v[j] <= '9') {
				for j < len(v) && isWordByte(v[j]) {
					j++
				}
			} else {
				j++
			}
			i = j - 1
		case v[i] == '`':
			j := strings.IndexByte(v[i+1:], '`')
			if j < 0 {
				return ""
			}
			i += j + 1
		default:
			b.WriteByte(v[i])
		}
	}
	return b.String()
}

// isCommandName reports whether s can be a command's name or path: no
// blanks, quotes or expansions left.
func isCommandName(s string) bool {
	return s != "" && !strings.ContainsAny(s, " \t\n'\"$`(){}[]*?;&|<>=")
}

// setName sets the command word and arguments from words.
func (c *Command) setName(words []Word) {
	c.Word0, c.Args = words[0], words[1:]
	for _, wd := range words {
		for _, sc := range wd.Subst {
			if sc.Name != "" || sc.Dynamic {
				c.Feeds = append(c.Feeds, sc)
			}
		}
	}
	c.Name, c.Dynamic = "", false
	if c.Word0.Literal {
		c.Name = commandName(c.Word0.Value)
	} else {
		c.Dynamic = true
	}
	if c.Grammar == lexer.PowerShell || c.Grammar == lexer.Cmd {
		c.Name = strings.ToLower(c.Name)
	}
}

// assign evaluates NAME=value, records it for later words when its value
// is known, and returns it as text.
func (a *analyzer) assign(s *source, as *syntax.Assign, w []string, persists bool) string {
	name := ""
	if as.Name != nil {
		name = as.Name.Value
	}
	if target, isRef := a.refs[name]; isRef && persists && !as.Naked {
		// declare -n r=c; r=bash: c is assigned; a reference to a
		// name only known at run time, any variable.
		if target == "" {
			a.anyVariable()
		} else {
			name = target
		}
	}
	val := Word{Literal: true} // x= is set, to nothing
	fresh := a.unset(name)     // nothing set it before: A+=(…) and A[0]=… start a new array
	if as.Value != nil {
		a.oneField++ // x=$(cat f): an assignment's value is not split
		if fresh && as.Index == nil && refersTo(as.Value, name) {
			// c="$c crontab -r", the first pass of a loop's c="$c $w":
			// unset before, it expands to nothing in its own value.
			if a.vars == nil {
				a.vars = map[string]string{}
			}
			a.vars[name] = ""
			val = a.word(s, as.Value, w)
			delete(a.vars, name)
			if val.Value == "" {
				val = a.word(s, as.Value, w) // cmd="$cmd" alone: no accumulator, its value unknown as before
			}
		} else {
			val = a.word(s, as.Value, w)
		}
		a.oneField--
		if name != "" && as.Index == nil && !slices.ContainsFunc(as.Value.Parts, func(p syntax.WordPart) bool { _, ok := p.(*syntax.ProcSubst); return ok }) {
			storeOutput(val.Subst, name) // x=$(gh auth token): stored, not printed
		}
	}
	if as.Array != nil {
		elems := map[string]string{}
		known := persists && name != "" && as.Index == nil
		next := 0
		if as.Append {
			// A+=(x y): after the elements A has, when they are known.
			base, ok := a.arrays[name]
			known = known && (ok || fresh)
			for k, v := range base {
				elems[k] = v
			}
			next = len(base)
			if _, ok := base[strconv.Itoa(next-1)]; next > 0 && !ok {
				known = false // keys, not a list
			}
		}
		for _, e := range as.Array.Elems {
			vs := []Word{{}}
			if e.Value != nil {
				vs = a.braceWords(s, e.Value, a.word(s, e.Value, w), w) // a=(x{1,2}): two elements
			}
			for _, v := range vs {
				if fields, ok := a.envFields(v); ok && e.Index == nil {
					for _, f := range fields { // a=($CMD): the environment's value, split
						elems[strconv.Itoa(next)] = f
						next++
					}
					continue
				}
				key := strconv.Itoa(next)
				if e.Index != nil {
					key = strings.Trim(s.slice(e.Index), `"'`)
				}
				next++
				if !v.Literal || isGlobWord(v) {
					// a=(rm -rf "$d"): rm and -rf are still known; a=(r? -rf ~):
					// the pattern expands as the array is made.
					elems[key] = a.unknownElem(v)
					continue
				}
				elems[key] = v.Value
			}
		}
		if a.arrays == nil {
			a.arrays = map[string]map[string]string{}
		}
		if known {
			a.arrays[name] = elems
		} else {
			delete(a.arrays, name)
		}
		val = Word{Value: "(…)"}
	}
	if as.Index != nil && as.Array == nil && persists && name != "" {
		// A[1]=x: one element of an array known, or new.
		a.setElem(name, a.subscriptKey(s, as.Index), val, fresh, as.Append)
	}
	if as.Naked && persists && fresh && name != "" {
		if a.arrays == nil {
			a.arrays = map[string]map[string]string{}
		}
		a.arrays[name] = map[string]string{} // declare -a A: empty, A+=(…) grows it
	}
	old, oldKnown := a.vars[name]
	kept, wasKept := a.asWritten[name]
	oldHeld, wasHeld := a.held[name]
	wasSet := a.in.sets(name)
	if name != "" && persists {
		a.touch(name) // a prefix's, by call (keepsPrefix)
	}
	if as.Naked {
		// export d: still the fresh directory, and set only if it was;
		// export x: still the credential it holds.
		if wasKept {
			a.asWritten[name] = kept
		}
		if wasHeld {
			a.held[name] = oldHeld
		}
		if !wasSet {
			delete(a.in.setVars, name)
		}
		if vals := a.in.setValues[name]; len(vals) > 0 {
			a.in.setValues[name] = vals[:len(vals)-1] // export x sets no value
		}
	}
	if persists && name != "" && as.Index == nil && !as.Naked { // export x keeps x's value
		if !as.Append {
			delete(a.listedBy, name)
		}
		if val.Computed {
			a.noteListedBy(name, val.Subst)
			if a.computed == nil {
				a.computed = map[string]bool{}
			}
			a.computed[name] = true
			if !val.climbs && !as.Append {
				if a.nameOnly == nil {
					a.nameOnly = map[string]bool{}
				}
				a.nameOnly[name] = true
			}
		} else if !as.Append {
			delete(a.computed, name)
		}
		switch {
		case val.Literal && !as.Append:
			a.vars[name] = val.Value
		case val.Literal && as.Array == nil && (oldKnown || fresh):
			a.vars[name] = old + val.Value // x+=y
		default:
			delete(a.vars, name)
		}
		if v, ok := a.vars[name]; ok && !a.transformed[name] {
			if vals := a.in.setValues[name]; len(vals) > 0 {
				vals[len(vals)-1] = v // the value touch left unknown
			}
		}
		a.trapAgain(name)
		if val.indirectValue {
			a.taint(name) // y=$x holds it too
		} else if !as.Append {
			delete(a.namedVals, name)
		}
		delete(a.asWritten, name)
		held := ""
		switch {
		case as.Append && wasHeld:
			held = oldHeld + val.Value // x+=y of an x holding a credential
		case val.Literal:
		case as.Append && oldKnown:
			held = old + val.Value
		default:
			held = val.Value
		}
		a.holdCredential(name, held, posixExpandsCredential)
		if (freshTemp(val) || otherValue(val) || name == "PATH" && !val.Computed) && !as.Append {
			// PATH=.tools:$PATH too: the directories commands are
			// looked up in, as written (searchPath).
			a.keepAsWritten(name, val.Value)
		}
		if as.Value != nil && !val.Literal && !val.Computed && !as.Append && a.copiesEntry(as.Value) {
			delete(a.vars, name)
			a.setEntries(name, val.Value) // for d in ~/*; do t="$d/x": one of the entries too
		}
	}
	return name + "=" + val.Value
}

// refersTo reports whether wd expands the variable name plainly ($name,
// ${name}).
func refersTo(wd *syntax.Word, name string) bool {
	found := false
	syntax.Walk(wd, func(n syntax.Node) bool {
		if p, ok := n.(*syntax.ParamExp); ok && p.Param != nil && p.Param.Value == name && p.Exp == nil && p.Index == nil && p.Repl == nil && p.Slice == nil && !p.Excl && !p.Length {
			found = true
		}
		return !found
	})
	return found
}

// copiesEntry reports whether a value assigned expands a variable that
// holds one of the entries of a listing (analyzer.entries: for d in ~/*,
// ls ~ | while read d), as t=$d, t="$d/x" and t=${d%/} do.
func (a *analyzer) copiesEntry(wd *syntax.Word) bool {
	found := false
	syntax.Walk(wd, func(n syntax.Node) bool {
		if p, ok := n.(*syntax.ParamExp); ok && p.Param != nil {
			_, held := a.entries[p.Param.Value]
			found = found || held
		}
		return !found
	})
	return found
}

// keepsPrefix reports whether the assignments before the command whose
// first word is wd may outlast it: before a special builtin (eval, set,
// :, export…), which keeps them in a POSIX shell (XCU 2.14), before a
// function the input defined, whose shell decides, or before a name
// not known until run time. Before any other command (IFS= read -r l,
// X=1 make) they last as long as it does, and what the input knew of
// the variable holds after it.
func (a *analyzer) keepsPrefix(wd *syntax.Word) bool {
	v, ok := plainWord(wd)
	return !ok || posixSpecialBuiltins.has(v.Value) || a.funcs[v.Value].body != nil
}

// posixSpecialBuiltins are POSIX's special built-in utilities (XCU 2.14).
var posixSpecialBuiltins = set{".", ":", "break", "continue", "eval", "exec", "exit", "export", "readonly", "return", "set", "shift", "times", "trap", "unset"}

// decl handles declare, export, local, readonly and typeset: a command of
// that name whose arguments are its assignments.
func (a *analyzer) decl(s *source, st *syntax.Stmt, d *syntax.DeclClause, w []string) *Command {
	c := &Command{Grammar: s.g, Text: s.slice(st), Wrappers: w, Name: d.Variant.Value}
	c.Word0 = Word{Value: d.Variant.Value, Literal: true}
	transforms, ref := false, false
	for _, as := range d.Args {
		if as.Naked && as.Name == nil && as.Value != nil {
			flag := a.word(s, as.Value, w)
			c.Args = append(c.Args, flag) // a flag such as -p
			name, _, _ := strings.Cut(flag.Value, "=")
			a.subscriptCode(s, name, w) // declare 'a[$(cmd)]=1': read as an assignment, its subscript evaluated
			if !slices.ContainsFunc(c.Args, func(f Word) bool { return strings.HasPrefix(f.Value, "-") && strings.ContainsAny(f.Value, "pfF") }) {
				a.declNames(flag, d.Variant.Value == "export" || d.Variant.Value == "readonly") // not declare -p NAME, -f FUNCTION
				a.quotedCompound(c, flag, w)
			}
			// Any attribute but export, global and read-only may change
			// what the variable holds: -u and -l its case, -i arithmetic,
			// -n a reference, zsh's -L, -R, -Z padding.
			transforms = transforms || !flag.Literal || strings.Trim(flag.Value, "-+xgrp") != ""
			ref = ref || flag.Literal && strings.HasPrefix(flag.Value, "-") && strings.Contains(flag.Value, "n")
			continue
		}
		if transforms && as.Value != nil && slices.ContainsFunc(c.Args, func(f Word) bool { return strings.HasPrefix(f.Value, "-") && strings.Contains(f.Value, "i") }) {
			a.arithVars(s, as.Value, w) // declare -i n=X: its value is evaluated
		}
		if transforms && as.Name != nil {
			if a.transformed == nil {
				a.transformed = map[string]bool{}
			}
			a.transformed[as.Name.Value] = true
		}
		if ref && as.Name != nil {
			delete(a.refs, as.Name.Value) // declare -n r=d: r itself, pointed elsewhere
		}
		text := a.assign(s, as, w, true)
		if ref && as.Name != nil && d.Variant.Value != "export" && d.Variant.Value != "readonly" {
			// declare -n r=HOME: "$r" is HOME's value from now on.
			if a.refs == nil {
				a.refs = map[string]string{}
			}
			a.refs[as.Name.Value] = ""
			if v, ok := a.vars[as.Name.Value]; ok && isName([]byte(v)) && !a.computed[as.Name.Value] {
				a.refs[as.Name.Value] = v
			}
		}
		if as.Naked {
			text = strings.TrimSuffix(text, "=")
		}
		c.Args = append(c.Args, Word{Value: text, Literal: true})
	}
	c.Redirs, c.Stdin, c.StdinFile = a.redirs(s, st.Redirs, w)
	a.add(c)
	a.carried(c) // export EDITOR='…'
	return c
}

// quotedCompound reads a quoted NAME=(…) word of a declaration that makes
// arrays (declare -a "w=(rm -rf /etc)", local -A "m=($x)"): bash parses
// the text in the parentheses again as a compound assignment, whose words
// are expanded then, substitutions run, as eval would run them. Earlier
// words of c are its flags.
func (a *analyzer) quotedCompound(c *Command, flag Word, w []string) {
	name, value, ok := strings.Cut(flag.Value, "=")
	if !ok || !strings.HasPrefix(value, "(") || !strings.HasSuffix(value, ")") || !isName([]byte(strings.TrimSuffix(name, "+"))) {
		return
	}
	if !slices.ContainsFunc(c.Args, func(f Word) bool { return strings.HasPrefix(f.Value, "-") && strings.ContainsAny(f.Value, "aA") }) {
		return // declare "v=(a b)": a string
	}
	text := c.Name
	for _, f := range c.Args[:len(c.Args)-1] {
		if strings.HasPrefix(f.Value, "-") {
			text += " " + f.Value
		}
	}
	code := flag
	code.Value = text + " " + flag.Value
	a.code(c, code, c.Grammar, append(w[:len(w):len(w)], c.Name+" NAME=(…)"))
}

// redirs evaluates redirections and returns the text fed to standard input
// by a heredoc or here-string, when known.
func (a *analyzer) redirs(s *source, rs []*syntax.Redirect, w []string) (out []Redir, stdin *string, stdinFile string) {
	for _, r := range rs {
		rd := Redir{Op: r.Op.String()}
		if r.N != nil {
			rd.Fd = r.N.Value
		}
		if r.Word != nil {
			rd.Target = a.word(s, r.Word, w)
		}
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			stdinFile = ""
			if r.Hdoc != nil {
				body := a.heredoc(s, r, w)
				stdin, rd.Dynamic = &body.Value, !body.Literal
				if body.Literal {
					rd.opens = stdin
				}
			} else {
				empty := ""
				stdin, rd.opens = &empty, &empty
			}
		case syntax.WordHdoc:
			text := rd.Target.Value + "\n"
			stdin, stdinFile = &text, ""
			if rd.Target.Literal {
				rd.opens = &text
			}
		case syntax.RdrIn:
			toStdin := rd.Fd == "" || rd.Fd == "0"
			switch {
			case rd.Target.opens != nil: // < <(echo …)
				rd.opens = rd.Target.opens
				if toStdin {
					stdin, stdinFile = rd.opens, ""
				}
			case rd.Target.Literal && toStdin:
				stdin, stdinFile = nil, ""
				if text, ok := a.fileText(rd.Target); ok {
					stdin, rd.opens = &text, &text // bash < f
					if p, _ := a.env.Path(rd.Target); a.written[p] == "" {
						stdinFile = p
					}
				}
			case rd.Target.Literal:
				if text, ok := a.fileText(rd.Target); ok {
					rd.opens = &text // exec 3< f
				}
			}
		}
		out = append(out, rd)
	}
	return out, stdin, stdinFile
}

// word evaluates a word as far as it is known before it runs.
func (a *analyzer) word(s *source, wd *syntax.Word, w []string) Word {
	if out, ok := plainWord(wd); ok {
		return out
	}
	out := Word{Literal: true}
	var b strings.Builder
	for i, part := range wd.Parts {
		a.part(s, part, w, &out, &b, i == 0, false)
	}
	out.Value = b.String()
	if len(wd.Parts) != 1 {
		out.opens = nil // <(…) names a file only as a word of its own
	}
	return out
}

// plainWord returns the value of a word that is one literal without a
// tilde or one single-quoted string, and whether wd is one: most words
// are, and their value is the parser's, not a copy built. Such a word
// expands nothing, so it is one word as it is (call: arraySplat and
// ifsFields find nothing in it) unless a literal has a brace to expand
// (appendBraceWords; a quoted brace is not expanded).
func plainWord(wd *syntax.Word) (Word, bool) {
	if len(wd.Parts) != 1 {
		return Word{}, false
	}
	switch x := wd.Parts[0].(type) {
	case *syntax.Lit:
		if !strings.HasPrefix(x.Value, "~") {
			return Word{Value: unescape(x.Value), Literal: true}, true
		}
	case *syntax.SglQuoted:
		if !x.Dollar {
			return Word{Value: x.Value, Literal: true, Quoted: true}, true
		}
	}
	return Word{}, false
}

// heredoc returns the body of the heredoc r as the shell feeds it: as
// written when its delimiter is quoted (<<'EOF': no expansion, every
// backslash kept), else expanded as in double quotes, where a backslash
// escapes only $, `, \ and a newline (a " keeps its backslash) and no
// tilde, splitting or glob applies.
func (a *analyzer) heredoc(s *source, r *syntax.Redirect, w []string) Word {
	out := Word{Literal: true}
	var b strings.Builder
	raw := r.Word != nil && (len(r.Word.Parts) != 1 || strings.Contains(r.Word.Lit(), "\\") || r.Word.Lit() == "")
	for _, part := range r.Hdoc.Parts {
		if l, ok := part.(*syntax.Lit); ok {
			if raw {
				b.WriteString(l.Value)
			} else {
				b.WriteString(unescapeIn(l.Value, "$`\\\n"))
			}
			continue
		}
		a.part(s, part, w, &out, &b, false, true)
	}
	out.Value = b.String()
	return out
}

// part adds one word part to b, updating what is known of the word.
func (a *analyzer) part(s *source, part syntax.WordPart, w []string, out *Word, b *strings.Builder, first, quoted bool) {
	switch x := part.(type) {
	case *syntax.Lit:
		v := x.Value
		if !quoted {
			if first && strings.HasPrefix(v, "~") {
				v = a.tilde(v, out)
			}
			v = unescape(v)
		}
		b.WriteString(v)
	case *syntax.SglQuoted:
		out.Quoted = true
		if x.Dollar {
			b.WriteString(ansiC(x.Value))
		} else {
			b.WriteString(x.Value)
		}
	case *syntax.DblQuoted:
		out.Quoted = true
		for _, p := range x.Parts {
			if l, ok := p.(*syntax.Lit); ok {
				b.WriteString(unescapeDouble(l.Value))
				continue
			}
			a.part(s, p, w, out, b, false, true)
		}
	case *syntax.ParamExp:
		if x.Index != nil {
			a.arithVars(s, x.Index, w) // ${a[$X]}: an indexed array's subscript is arithmetic
		}
		if x.Slice != nil {
			a.arithVars(s, x.Slice.Offset, w) // ${s:X:N}
			a.arithVars(s, x.Slice.Length, w)
		}
		computed := out.Computed
		out.Computed = false
		literal := out.Literal
		out.Literal = true
		a.param(s, x, w, out, b)
		if (out.Computed || !out.Literal) && x.Param != nil {
			// $c of for c in $(docker ps -q): one of the words those
			// commands print, as $(docker ps -q) is all of them; $f
			// of find . | while read f, one of the paths it prints.
			out.Subst = append(out.Subst, a.listedBy[x.Param.Value]...)
		}
		if (out.Computed || !out.Literal) && (x.Param == nil || !a.nameOnly[x.Param.Value]) {
			out.climbs = true // $X from anywhere, x=$(cat f): any path
		}
		out.unquoted = out.unquoted || !out.Literal && !quoted && a.oneField == 0 && (x.Param == nil || !a.fields[x.Param.Value])
		out.Literal = literal && out.Literal
		out.splits = out.splits || out.Computed && !quoted && a.oneField == 0 && (x.Param == nil || !a.fields[x.Param.Value])
		out.Computed = out.Computed || computed
	case *syntax.CmdSubst:
		computed := out.Computed
		out.Computed = false
		before := len(a.in.Commands)
		defer func() {
			out.splits = out.splits || out.Computed && !quoted && a.oneField == 0 && !ownWords(a.in.Commands[before:])
			out.Computed = out.Computed || computed
		}()
		a.cmdSubst(s, x, w, quoted)
		subst := a.in.Commands[before:]
		out.Subst = append(out.Subst, subst...)
		// "$(cat f)": the file's text is known, and quoted (or an
		// assignment's value) it is one field, so eval "$(cat f)" and
		// sh -c "$(cat f)" run known text; unquoted, the words the shell
		// splits it into (ifsFields), so rm -f $(cat list.txt) deletes
		// the files the list names. (echo's and printf's output is only
		// approximated: not taken here.)
		if len(x.Stmts) == 1 && len(subst) == 1 && subst[0].Name == "cat" && stdinKnown(subst[0]) {
			if text := a.output(subst[0]); text != nil {
				b.WriteString(strings.TrimRight(*text, "\n"))
				return
			}
		}
		if len(x.Stmts) == 1 {
			if v, ok := a.substValue(subst); ok {
				b.WriteString(v) // $(pwd), $(echo rm), $(dirname /a/b)
				return
			}
		}
		if !confinedSubst(subst) && !namesSubst(subst) {
			out.Computed = true
			out.climbs = out.climbs || !nameOutput(subst)
		}
		out.Literal = false
		b.WriteString(s.slice(x))
	case *syntax.ProcSubst:
		out.Literal = false
		before := len(a.in.Commands)
		a.runsLater(func() { out.opens = a.procSubst(s, x, w) }) // as long as its reader reads
		out.Subst = append(out.Subst, a.in.Commands[before:]...)
		b.WriteString(s.slice(x))
	case *syntax.ArithmExp:
		a.nested(s, x, w)
		a.arithVars(s, x.X, w)
		if n, ok := a.arithInt(s, x.X, 0); ok && !x.Unsigned {
			b.WriteString(strconv.FormatInt(n, 10)) // kill -9 $((0-1)): -1
			return
		}
		out.Literal = false
		b.WriteString(s.slice(x))
	case *syntax.ExtGlob:
		if a.extGlob(s, x, w) {
			out.Literal = false
		}
		b.WriteString(s.slice(x))
	default: // the like of extended globs: kept as written
		b.WriteString(s.slice(part))
	}
}

// extGlob walks the substitutions in the pattern of a ksh pattern group
// (@(a|$(cmd)), !(`cmd`)): the shell expands the word the group is part
// of, its command substitutions too, before it matches files, and
// mvdan.cc/sh keeps the group's text as a literal. The alternatives are
// parsed as the commands of a pipeline (: a|$(cmd)), which walks the
// same substitutions; a pattern that does not parse so is not followed
// (tooDeep: refused). It reports whether the pattern holds an expansion.
func (a *analyzer) extGlob(s *source, x *syntax.ExtGlob, w []string) bool {
	pat := x.Pattern.Value
	if !strings.ContainsAny(pat, "$`<>") {
		return false
	}
	text := ": " + pat
	f, err := syntax.NewParser(syntax.Variant(langOf(s.g))).Parse(strings.NewReader(text), "")
	if err != nil {
		a.in.Partial, a.in.tooDeep = true, true
		return true
	}
	a.nested(&source{text: text, g: s.g}, f, w)
	return true
}

// param expands $NAME when its value is known: assigned earlier in the
// input, or HOME from the environment. Anything else stays as written.
func (a *analyzer) param(s *source, x *syntax.ParamExp, w []string, out *Word, b *strings.Builder) {
	name := ""
	if x.Param != nil {
		name = x.Param.Value
		a.in.addVar(name)
	}
	// ${x:-word} of a variable known or known to be unset: paramExp or
	// unsetExp walk word when the shell would expand it; walking it here
	// too would double the work at each level of nesting.
	expOnly := x.Exp != nil && !x.Excl && !x.Length && x.Index == nil && x.Slice == nil && x.Repl == nil && x.NestedParam == nil
	_, isKnown := a.known(name)
	evaluates := expOnly && (isKnown || a.unset(name))
	if !evaluates {
		a.nested(s, x, w) // substitutions inside ${x:-$(cmd)}
		if expOnly && (x.Exp.Op == syntax.AssignUnset || x.Exp.Op == syntax.AssignUnsetOrNull) && substIn(x.Exp.Word) {
			a.touch(name)
			a.computedVar(name) // ${x:=$(cmd)} of an x that may be unset: it may now hold the output
		}
	}
	a.indirect(s, x)
	if x.Exp != nil && x.Exp.Op == syntax.OtherParamOps && x.Exp.Word != nil && x.Exp.Word.Lit() == "P" {
		// ${x@P}: the value expanded as a prompt is, its $( ) and
		// backquotes run (bash(1), "Parameter transformation"), as
		// PS1's are each time it is shown.
		if v, ok := a.known(name); ok && strings.ContainsAny(v, "$`") {
			a.posix(": "+v, lexer.Bash, append(w[:len(w):len(w)], "${"+name+"@P}"))
		}
	}
	simple := x.Param != nil && !x.Excl && !x.Length && x.Index == nil && x.Slice == nil && x.Repl == nil && x.Exp == nil && x.NestedParam == nil
	if elems, ok := a.arrays[name]; ok && x.Index != nil && !x.Excl && !x.Length && x.Slice == nil && x.Repl == nil && x.Exp == nil {
		// ${a[0]}, ${m[k]}; ${a[@]} of one element.
		key := a.subscriptKey(s, x.Index)
		if _, ok := elems[key]; !ok {
			if n, ok := a.arithInt(s, x.Index, 0); ok {
				key = strconv.FormatInt(n, 10) // ${a[$((i+1))]}, ${a[i]} of a known i
			}
		}
		if v, ok := elems[key]; ok {
			if e, unknown := a.elemWord(v); unknown {
				v = e.Value
				out.Literal, out.Computed = false, out.Computed || e.Computed
			}
			b.WriteString(v)
			return
		}
		if (key == "@" || key == "*") && len(elems) == 1 {
			for _, v := range elems {
				b.WriteString(v)
			}
			return
		}
	}
	if x.Flags != nil {
		// zsh's ${(L)x}, ${(j::)a}, ${(s:,:)x}, …: computed from known
		// values, else only known at run time (not the value as
		// written: ${(L)x} of x=RM runs rm).
		if vals, ok := a.zshFlagged(x, 0); ok {
			b.WriteString(strings.Join(vals, " "))
			return
		}
		out.Literal, out.Computed = false, out.Computed || x.Param != nil
		b.WriteString(s.slice(x))
		return
	}
	if x.Index != nil && !x.Excl && !x.Length && x.Repl == nil && x.Exp == nil {
		// "$HOME/${a[@]:1:1}", j="${a[*]}": the elements (sliced),
		// joined by IFS's first character for *, by spaces for @ (a
		// word of its own is arraySplat's).
		if key := s.slice(x.Index); key == "@" || key == "*" {
			if elems, ok := a.arrayList(name, x.Slice); ok {
				sep := " "
				if key == "*" {
					ifs := a.ifs(nil)
					sep = ifs[:min(len(ifs), 1)]
				}
				for i, v := range elems {
					if e, unknown := a.elemWord(v); unknown {
						v = e.Value
						out.Literal, out.Computed = false, out.Computed || e.Computed
					}
					if i > 0 {
						b.WriteString(sep)
					}
					b.WriteString(v)
				}
				return
			}
		}
	}
	if a.isComputed(name) {
		out.Computed = true
	}
	a.expandsIndirect(name, x, out)
	if v, ok := a.heldValue(name, x); ok {
		out.Literal = false
		b.WriteString(v) // x=$DB_PASSWORD; echo "$x": the credential
		return
	}
	if expOnly {
		// ${x:+word}, ${x:-word}, ${x:=word}, … of a variable whose value
		// is known, or known to be unset.
		var val Word
		ok := false
		if v, known := a.known(name); known {
			val, ok = a.paramExp(s, x.Exp, v, w)
		} else if a.unset(name) {
			val, ok = a.unsetExp(s, x.Exp, name, w)
		}
		if ok {
			if !val.Literal {
				out.Literal = false
			}
			out.Computed = out.Computed || val.Computed
			b.WriteString(val.Value)
			return
		}
	}
	if evaluates {
		a.nested(s, x, w) // neither expanded word: ${x:?} of an empty x
	}
	if len(s.toggles) > 0 && x.Exp != nil && (x.Exp.Op == syntax.LowerAll || x.Exp.Op == syntax.LowerFirst) && slices.Contains(s.toggles, uint(x.Dollar.Offset())) {
		// ${x~~}, ${x~} (toggleOps): every character's case toggled,
		// or the first's.
		if v, ok := a.knownOrHome(name); ok && x.Index == nil && !x.Excl && x.Exp.Word == nil {
			b.WriteString(toggleCase(v, x.Exp.Op == syntax.LowerAll))
			return
		}
		out.Literal, out.Computed = false, true
		b.WriteString(s.slice(x))
		return
	}
	if v, ok := a.knownOrHome(name); ok && !simple && (x.Repl != nil || x.Exp != nil || x.Length || x.Slice != nil) {
		if val, ok := expandKnown(x, v); ok {
			b.WriteString(val) // ${x/pat/rep}, ${x#pat}, ${x^^}, ${#x}
			return
		}
	}
	if target, ok := a.refs[name]; ok && simple {
		// declare -n r=HOME; "$r": HOME's value; a reference to a name
		// not known: any variable's.
		if target == "" {
			out.Literal, out.Computed = false, true
			b.WriteString(s.slice(x))
			return
		}
		a.valueOf(target, out, b)
		return
	}
	if simple && a.plainValue(name, out, b) {
		return
	}
	if target := a.pointee(name, false); target != "" && x.Excl && x.Names == 0 && x.Index == nil && !x.Length && x.Slice == nil && x.Repl == nil && x.Exp == nil && x.NestedParam == nil {
		// ${!p} after p=HOME: the value of HOME, as "$HOME" would give.
		a.valueOf(target, out, b)
		return
	}
	out.Literal = false
	b.WriteString(s.slice(x))
}

// toggleCase returns v with the case of every letter toggled, or of the
// first character only.
func toggleCase(v string, all bool) string {
	r := []rune(v)
	for i, c := range r {
		if i > 0 && !all {
			break
		}
		if unicode.IsUpper(c) {
			r[i] = unicode.ToLower(c)
		} else {
			r[i] = unicode.ToUpper(c)
		}
	}
	return string(r)
}

// zshFlagged evaluates a zsh expansion with parameter flags, nested ones
// too, when the values it starts from are known: the elements it makes
// (one for a scalar). The flags are applied in zshexpn(1)'s order
// ("Rules"): P (the variable the value names), joining (j:SEP:, F),
// splitting (s:SEP:, f), case (L, U, C), escapes (g::), uniqueness (u),
// ordering (o, O, a); ok is false for any other flag or operator.
func (a *analyzer) zshFlagged(x *syntax.ParamExp, depth int) ([]string, bool) {
	if depth > 8 || x.Excl || x.Length || x.Index != nil || x.Slice != nil || x.Repl != nil {
		return nil, false
	}
	flags := ""
	if x.Flags != nil {
		flags = x.Flags.Value
	}
	var vals []string
	arr := false
	switch {
	case x.NestedParam != nil:
		n, ok := x.NestedParam.(*syntax.ParamExp)
		if !ok {
			return nil, false
		}
		if vals, ok = a.zshFlagged(n, depth+1); !ok {
			return nil, false
		}
		arr = len(vals) != 1
	case x.Param != nil:
		name := x.Param.Value
		if strings.Contains(flags, "P") {
			v, ok := a.known(name)
			if !ok || !isName([]byte(v)) {
				return nil, false
			}
			name = v
		}
		if l, ok := a.arrayList(name, nil); ok && len(a.arrays[name]) > 0 {
			vals, arr = l, true
		} else if v, ok := a.known(name); ok {
			vals = []string{v}
		}
	}
	if x.Exp != nil {
		// ${(U):-gh_token}: the default of nothing is the word.
		w, ok := literalOf(x.Exp.Word)
		if x.Param != nil || !ok || x.Exp.Op != syntax.DefaultUnsetOrNull && x.Exp.Op != syntax.DefaultUnset {
			return nil, false
		}
		vals = []string{w}
	}
	if vals == nil {
		return nil, false
	}
	for _, e := range vals {
		if _, unknown := a.elemWord(e); unknown {
			return nil, false
		}
	}
	// The flags, each with its argument (j:,: takes "," between any
	// one delimiter repeated).
	var join, split *string
	var lower, upper, capital, escapes, unique, order, reverse, byIndex bool
	for i := 0; i < len(flags); i++ {
		switch f := flags[i]; f {
		case 'j', 's', 'g':
			if i+1 >= len(flags) {
				return nil, false
			}
			d := flags[i+1]
			end := strings.IndexByte(flags[i+2:], d)
			if end < 0 {
				return nil, false
			}
			arg := backslashEscapes(flags[i+2 : i+2+end])
			i += 2 + end
			switch f {
			case 'j':
				join = &arg
			case 's':
				split = &arg
			default:
				if arg != "" {
					return nil, false // g:oe:: echo's or print's options
				}
				escapes = true
			}
		case 'F':
			nl := "\n"
			join = &nl
		case 'f':
			nl := "\n"
			split = &nl
		case 'L':
			lower = true
		case 'U':
			upper = true
		case 'C':
			capital = true
		case 'u':
			unique = true
		case 'o':
			order = true
		case 'O':
			order, reverse = true, true
		case 'a':
			byIndex = true
		case '@', 'P':
		default:
			return nil, false
		}
	}
	if join != nil && arr {
		vals, arr = []string{strings.Join(vals, *join)}, false
	}
	if split != nil {
		var l []string
		for _, v := range vals {
			var parts []string
			if *split == "" {
				for _, r := range v {
					parts = append(parts, string(r))
				}
			} else {
				parts = strings.Split(v, *split)
			}
			for _, p := range parts {
				if p != "" {
					l = append(l, p) // empty fields are dropped
				}
			}
		}
		vals = l
	}
	for i, v := range vals {
		switch {
		case lower:
			v = strings.ToLower(v)
		case upper:
			v = strings.ToUpper(v)
		case capital:
			// C: each word's first letter upper case, the rest lower.
			r := []rune(strings.ToLower(v))
			for j := range r {
				if j == 0 || !unicode.IsLetter(r[j-1]) && !unicode.IsDigit(r[j-1]) {
					r[j] = unicode.ToUpper(r[j])
				}
			}
			v = string(r)
		}
		if escapes {
			v = backslashEscapes(v)
		}
		vals[i] = v
	}
	if unique {
		var l []string
		for _, v := range vals {
			if !slices.Contains(l, v) {
				l = append(l, v)
			}
		}
		vals = l
	}
	switch {
	case order && byIndex:
		slices.Reverse(vals) // Oa: the elements' order reversed
	case order:
		slices.Sort(vals)
		if reverse {
			slices.Reverse(vals)
		}
	}
	return vals, true
}

// valueOf writes the value of the variable name, which a reference or
// an indirection names, as "$name" gives it: known (plainValue), or
// ${name}, of a value not known.
func (a *analyzer) valueOf(name string, out *Word, b *strings.Builder) {
	if a.isComputed(name) {
		out.Computed = true
	}
	if !a.plainValue(name, out, b) {
		out.Literal = false
		b.WriteString("${" + name + "}")
	}
}

// keepAsWritten has $name read as v, as written (analyzer.asWritten).
func (a *analyzer) keepAsWritten(name, v string) {
	if a.asWritten == nil {
		a.asWritten = map[string]string{}
	}
	a.asWritten[name] = v
}

// knownOrHome is known, and for HOME not assigned in the input the home
// directory the environment gives (as plainValue reads "$HOME"), so that
// ${HOME%/} and ${HOME/x/x} are the home too.
func (a *analyzer) knownOrHome(name string) (string, bool) {
	if v, ok := a.known(name); ok {
		return v, true
	}
	return a.env.Home, name == "HOME" && a.env.Home != ""
}

// plainValue writes the value of $name to b when it is known (assigned
// earlier in the input, HOME from the environment) or known in part (a
// fresh temporary directory, an entry of a listed folder, tested not
// empty); false when nothing is known of it.
func (a *analyzer) plainValue(name string, out *Word, b *strings.Builder) bool {
	if v, ok := a.known(name); ok {
		b.WriteString(v)
		return true
	}
	if v, ok := a.asWritten[name]; ok {
		out.Literal = false
		b.WriteString(v) // "$d/x" is "$(mktemp -d)/x": inside a fresh directory; d=$OUT: "$d" is "$OUT"
		return true
	}
	if v, ok := a.entries[name]; ok {
		out.Literal = false
		b.WriteString(v) // for f in ~/.*: "$f" is one of them, at worst any
		return true
	}
	if v, ok := a.knownOrHome(name); ok {
		b.WriteString(v) // HOME not assigned here: the environment's
		return true
	}
	if n, ok := a.nonEmpty[name]; ok && n == a.sets[name] && !out.Computed {
		out.Literal = false
		b.WriteString("${" + name + ":?}") // tested not empty: as "${D:?}" reads
		return true
	}
	return false
}

// tilde expands a leading ~ or ~/ to the home directory; ~user stays.
// bash also ends the tilde-prefix at a colon (docker run -v ~:/h is the
// home; dash leaves ~: as it is): the worse reading is taken for every
// grammar. ~+ and ~- are bash's $PWD and $OLDPWD (bash(1), "Tilde
// Expansion"), read as those variables are.
func (a *analyzer) tilde(v string, out *Word) string {
	if len(v) >= 2 && (v[1] == '+' || v[1] == '-') && (len(v) == 2 || v[2] == '/') {
		out.Literal = false
		if v[1] == '+' {
			return "$PWD" + v[2:]
		}
		return "$OLDPWD" + v[2:]
	}
	if a.env.Home == "" {
		out.Literal = false
		return v
	}
	if v == "~" || strings.HasPrefix(v, "~/") || strings.HasPrefix(v, "~:") {
		return a.env.Home + v[1:]
	}
	out.Literal = false
	return v
}

// unescape removes the backslashes of an unquoted literal.
func unescape(v string) string {
	return unescapeIn(v, "")
}

// unescapeDouble removes the backslashes that escape inside double quotes.
func unescapeDouble(v string) string {
	return unescapeIn(v, "$`\"\\\n")
}

// unescapeIn removes the backslashes that escape one of the bytes
// special, or any byte when special is ""; an escaped line break goes
// with its backslash.
func unescapeIn(v, special string) string {
	if !strings.Contains(v, "\\") {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) && (special == "" || strings.IndexByte(special, v[i+1]) >= 0) {
			i++
			if v[i] == '\n' {
				continue
			}
		}
		b.WriteByte(v[i])
	}
	return b.String()
}

// ansiC decodes the escapes of a $'…' string: the letters, \xHH and
// octal \NNN (so $'\x72m' is rm); bash(1), "QUOTING". Starlark's
// strings share them (starlarkValue).
func ansiC(v string) string { return cEscapes(v, false) }

// backslashEscapes decodes the escapes of printf's format and of echo -e:
// \n \t \r \a \b \e \f \v \\, octal \NNN and \0NNN, hex \xHH; any other
// backslash stays.
func backslashEscapes(s string) string { return cEscapes(s, true) }

// cEscapes decodes C's backslash escapes as bash reads them: \a \b \e
// \E \f \n \r \t \v \\, hex \xHH, octal \NNN and the code points
// \uHHHH and \UHHHHHHHH. echo: as printf's format
// and echo -e read them, where octal may also be \0NNN and any other
// backslash stays; else as $'…' reads them, where any other backslash
// gives the character after it (\' \"), the worse reading of one bash
// keeps (a command name of $'\m' pieces is read as the letters).
func cEscapes(v string, echo bool) string {
	if !strings.Contains(v, "\\") {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] != '\\' || i+1 == len(v) {
			b.WriteByte(v[i])
			continue
		}
		i++
		switch c := v[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case '\\':
			b.WriteByte('\\')
		case 'x':
			n, j := 0, i+1
			for ; j < len(v) && j < i+3 && isHexDigit(v[j]); j++ {
				n = n*16 + hexVal(v[j])
			}
			if j == i+1 {
				b.WriteString(`\x`)
				continue
			}
			b.WriteByte(byte(n))
			i = j - 1
		case 'u', 'U':
			// \uHHHH, \UHHHHHHHH: the character of that code point
			// (bash 4.2's $'…', printf and echo -e).
			k := 4
			if c == 'U' {
				k = 8
			}
			n, j := 0, i+1
			for ; j < len(v) && j < i+1+k && isHexDigit(v[j]); j++ {
				n = n*16 + hexVal(v[j])
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(c)
				continue
			}
			b.WriteRune(rune(n))
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			n, j := 0, i
			if echo && c == '0' {
				j++ // \0NNN
			}
			for k := 0; k < 3 && j < len(v) && v[j] >= '0' && v[j] <= '7'; k++ {
				n = n*8 + int(v[j]-'0')
				j++
			}
			b.WriteByte(byte(n))
			i = j - 1
		default:
			if echo {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) int {
	switch {
	case c >= 'a':
		return int(c-'a') + 10
	case c >= 'A':
		return int(c-'A') + 10
	}
	return int(c - '0')
}

// output returns what c writes to standard output when it is known: the
// arguments of echo or printf, or what cat reads from a heredoc.
func (a *analyzer) output(c *Command) *string {
	return a.outputOf(c, false)
}

// pipedOutput is output for the command c feeds through a pipe: an echo
// or printf word only known at run time by a parameter is printed with
// the parameter as written (echo "rm -rf ~ $X" | sh: the shell reading
// the text finds the command its literal part makes, whatever X holds).
// (A file written so is still text only known at run time: output.)
func (a *analyzer) pipedOutput(c *Command) *string {
	return a.outputOf(c, true)
}

// readsShellCode reports whether words, a command fed through a pipe, are a
// POSIX shell reading its code there, by name or behind a wrapper (sudo
// bash, env sh): a parameter in the text it reads is expanded by it. Any
// other reader (xargs rm) takes "$X" as it is.
func readsShellCode(words []Word) bool {
	if len(words) == 0 || !words[0].Literal {
		return false
	}
	base := func(v string) string { return v[strings.LastIndexByte(v, '/')+1:] }
	if _, ok := shellGrammar(base(words[0].Value)); ok {
		return true
	}
	if !pipeShellWrappers.has(base(words[0].Value)) {
		return false
	}
	return slices.ContainsFunc(words[1:], func(w Word) bool {
		_, ok := shellGrammar(base(w.Value))
		return ok && w.Literal
	})
}

// pipeShellWrappers run the command their words name with the standard
// input they are given (sudo bash, env sh).
var pipeShellWrappers = set{"command", "doas", "env", "exec", "nice", "nohup", "stdbuf", "sudo", "timeout"}

func (a *analyzer) outputOf(c *Command, params bool) *string {
	if c == nil {
		return nil
	}
	if fd, ok := a.funcs[c.Name]; ok && c.Word0.Literal {
		text, _ := a.funcOutput(c, fd, params) // f(){ echo 'rm -rf ~'; }; f | sh
		return text
	}
	var parts []string
	switch c.Name {
	case "echo", "printf":
		escapes := false
		for i, arg := range c.Args {
			// (pipedOutput: a parameter's word as written; a command's
			// output in it is unknown.)
			if !arg.Literal && (!params || len(arg.Subst) > 0 || arg.Computed || c.Name == "printf" && (i == 0 || i == 1 && c.Args[0].Value == "--")) {
				return nil
			}
			if c.Name == "echo" && len(parts) == 0 && echoOption(arg.Value) {
				escapes = escapes || strings.ContainsRune(arg.Value, 'e')
				continue // -n, -e, -neE
			}
			parts = append(parts, arg.Value)
		}
		if c.Name == "printf" {
			if len(parts) > 0 && parts[0] == "--" {
				parts = parts[1:] // printf -- '- item\n': the format after the end of options
			}
			return printfText(parts)
		}
		text := strings.Join(parts, " ") + "\n"
		if escapes || c.Grammar == lexer.Posix {
			// echo -e, and dash's echo always: \x65nv is env.
			text = backslashEscapes(text)
		}
		return &text
	case "tr":
		// tr SET1 SET2 on known text: computed, so a cipher or a change
		// of case hides nothing (echo ENV | tr A-Z a-z | sh); tr -d SET
		// deletes (printf /hom e | tr -d ' '), of text piped from a
		// line copier too (fold -w3 | tr -d '\n').
		in := c.Stdin
		if in == nil && params && len(c.Feeds) == 1 {
			in = a.pipedOutput(c.Feeds[0])
		}
		if in != nil && len(c.Args) == 2 && c.Args[0].Value == "-d" && c.Args[1].Literal {
			del := trSet(c.Args[1].Value)
			if del == nil {
				return nil
			}
			text := strings.Map(func(r rune) rune {
				if r < 0x80 && bytes.IndexByte(del, byte(r)) >= 0 {
					return -1
				}
				return r
			}, *in)
			return &text
		}
		if in == nil || len(c.Args) != 2 || strings.HasPrefix(c.Args[0].Value, "-") || !c.Args[0].Literal || !c.Args[1].Literal {
			return nil
		}
		from, to := trSet(c.Args[0].Value), trSet(c.Args[1].Value)
		if from == nil || len(to) == 0 {
			return nil
		}
		table := map[byte]byte{}
		for i, b := range from {
			table[b] = to[min(i, len(to)-1)]
		}
		out := []byte(*in)
		for i, b := range out {
			if t, ok := table[b]; ok {
				out[i] = t
			}
		}
		text := string(out)
		return &text
	case "iconv":
		// iconv of known text: the characters its bytes spell in the
		// encoding -f names, so a command hidden in UTF-16 is the command.
		if c.Stdin != nil {
			if text, ok := iconvPrints(c.Values(), *c.Stdin); ok {
				return &text
			}
		}
		return nil
	case "tee", "pv", "sponge", "buffer", "mbuffer", "dd":
		if c.Name == "dd" && c.Stdin != nil {
			// dd conv=lcase of known text: the text in small letters.
			if text, ok := ddPrints(c.Values(), *c.Stdin); ok {
				return &text
			}
		}
		// A program that copies its input to its output unchanged
		// (tee FILE…, pv, sponge with no file, buffer, mbuffer and dd
		// reading standard input and writing standard output): its
		// output is its input.
		if c.Stdin != nil && passesInput(c) {
			return c.Stdin
		}
	case "jq":
		return a.jqSetScripts(c)
	case "sed", "gsed":
		// sed's s commands on known text (a here-string, or what a
		// computed command piped in): computed as tr's table is, so a
		// name written with a placeholder is the name (eval "$(echo
		// '@@ -rf ~' | sed 's/@@/rm/')"). Any other script is not.
		if text, ok := sedPrints(c, c.Stdin); ok {
			return &text
		}

	case "rev":
		// rev of known text: each line's characters reversed, so a
		// command written backwards is the command.
		if c.Stdin == nil || len(c.Args) > 0 {
			return nil
		}
		lines := strings.SplitAfter(*c.Stdin, "\n")
		for i, l := range lines {
			body, nl := strings.CutSuffix(l, "\n")
			r := []rune(body)
			slices.Reverse(r)
			lines[i] = string(r)
			if nl {
				lines[i] += "\n"
			}
		}
		text := strings.Join(lines, "")
		return &text
	case "base64", "base32":
		// base64 -d of known text: the decoded text, so a path or a
		// name hidden in base64 is the path or name (cat $(echo L2V0… |
		// base64 -d)).
		if c.Stdin == nil || len(c.Args) != 1 || !decodeFlag.has(c.Args[0].Value) {
			return nil
		}
		var dec []byte
		var err error
		clean := strings.Join(strings.Fields(*c.Stdin), "")
		if c.Name == "base32" {
			dec, err = base32.StdEncoding.DecodeString(clean)
		} else {
			dec, err = decodeBase64(clean)
		}
		if err != nil {
			return nil
		}
		text := string(dec)
		return &text
	case "xxd":
		// xxd -r -p of known text: the bytes its plain hex digits spell,
		// so a command hidden in hex is the command ($(echo 726d… |
		// xxd -r -p)). xxd(1): -r reverts a dump, -p (-ps, -plain,
		// -postscript) reads plain hex, whitespace ignored.
		if c.Stdin == nil || !xxdPlainRevert(c.Values()) {
			return nil
		}
		dec, err := hex.DecodeString(strings.Join(strings.Fields(*c.Stdin), ""))
		if err != nil {
			return nil
		}
		text := string(dec)
		return &text
	case "cat":
		if !slices.ContainsFunc(c.Args, func(w Word) bool { return w.Value != "-" && w.Value != "-u" }) {
			return c.Stdin // cat, cat -, cat -u -: its standard input (-u is ignored)
		}
		// cat f …: the files' text, when every one can be read.
		var b strings.Builder
		for _, arg := range c.Args {
			if strings.HasPrefix(arg.Value, "-") {
				return nil // options change the text
			}
			text, ok := a.openText(c, arg)
			if !ok {
				text, ok = a.fileText(arg)
			}
			if !ok || b.Len()+len(text) > maxScript {
				return nil
			}
			b.WriteString(text)
		}
		text := b.String()
		return &text
	case "ls":
		// ls -d PATHS prints the paths it is given, a line each (globs
		// as the rules read them): ls -d ~/* | xargs rm -rf. Without
		// -d, so does ls of paths that are files now, as the disk
		// says (ls ~/.ssh/id_rsa | xargs cat); a directory's entries
		// it prints by name, unknown here, and a missing path nothing.
		var paths []string
		dirs := false
		for _, arg := range c.Args {
			v := arg.Value
			switch {
			case !arg.Literal:
				return nil
			case strings.HasPrefix(v, "--"):
				if v != "--directory" {
					return nil
				}
				dirs = true
			case len(v) > 1 && v[0] == '-':
				if strings.Trim(v[1:], "d1AaFp") != "" {
					return nil // long listings and the like add more than the path
				}
				dirs = dirs || strings.Contains(v, "d")
			default:
				paths = append(paths, v)
			}
		}
		if len(paths) == 0 || !dirs && slices.ContainsFunc(paths, func(v string) bool { return !a.isFile(v) }) {
			return nil
		}
		text := strings.Join(paths, "\n") + "\n"
		return &text
	}
	if !params {
		// A value picked out of known text by line or field
		// (c=$(sed -n 2p <<< …)): the text picked.
		if c.Stdin != nil {
			if text, ok := pickedLines(c, *c.Stdin); ok {
				return &text
			}
		}
		return nil
	}
	in := c.Stdin
	if in == nil && len(c.Feeds) == 1 {
		in = a.pipedOutput(c.Feeds[0]) // yes 'rm -rf ~' | head -1 | sh
	}
	if text, ok := shellFedText(c, in); ok {
		return &text
	}
	if in != nil {
		if text, ok := copiedLines(c, *in); ok {
			return &text // echo 'rm -rf ~' | cut -c1- | sh, | awk 1 | sh, | nl -ba | cut -f2 | sh
		}
	}
	if in != nil && filtersInput(c) {
		// head, sort, grep … of known text fed on to a shell: the
		// lines that come out are some of those that went in, any of
		// them a command the shell runs (head -n1 <<< 'rm -rf ~' | sh).
		return in
	}
	return nil
}

// isFile reports whether the path v names is a file now, no directory:
// what ls prints as given. A glob is the rules' to read.
func (a *analyzer) isFile(v string) bool {
	if strings.ContainsAny(v, "*?[") {
		return false
	}
	p, ok := fsPath(a.env, Word{Value: v, Literal: true})
	if !ok {
		return false
	}
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir()
}

// xxdPlainRevert reports whether xxd's arguments are exactly a revert of
// plain hex (-r -p, -rp, -p -r, -revert -plain, …) and nothing else: no
// file, offset or column option whose effect is not computed.
func xxdPlainRevert(args []string) bool {
	revert, plain := false, false
	for _, a := range args {
		switch a {
		case "-r", "-revert":
			revert = true
		case "-p", "-ps", "-plain", "-postscript":
			plain = true
		case "-rp", "-pr":
			revert, plain = true, true
		default:
			return false
		}
	}
	return revert && plain
}

// decodeFlag are base64's and base32's ways to ask for decoding (-D on
// macOS).
var decodeFlag = set{"--decode", "-D", "-d", "-di", "-id"}

// trEscapes are the letters of tr's one-letter backslash escapes, and
// trEscaped the bytes they stand for, in the same order.
const trEscapes, trEscaped = "\\abfnrtv", "\\\a\b\f\n\r\t\v"

// trSet expands a tr set of plain bytes, ranges (a-z), the classes
// [:lower:] and [:upper:] and tr's escapes (\n, \\, octal \NNN: tr -d
// '\n' joins the lines); nil for anything else ([=c=], [c*n], \q).
func trSet(s string) []byte {
	s = strings.NewReplacer("[:lower:]", "a-z", "[:upper:]", "A-Z", "[:digit:]", "0-9").Replace(s)
	if strings.Contains(s, "[") || len(s) > 256 {
		return nil
	}
	if strings.Contains(s, "\\") {
		var b []byte
		for i := 0; i < len(s); i++ {
			if s[i] != '\\' {
				b = append(b, s[i])
				continue
			}
			if i+1 == len(s) {
				return nil
			}
			if k := strings.IndexByte(trEscapes, s[i+1]); k >= 0 {
				b, i = append(b, trEscaped[k]), i+1
				continue
			}
			n, j := 0, i+1
			for ; j < len(s) && j < i+4 && s[j] >= '0' && s[j] <= '7'; j++ {
				n = n*8 + int(s[j]-'0')
			}
			if j == i+1 || n > 0xff {
				return nil
			}
			b, i = append(b, byte(n)), j-1
		}
		s = string(b)
	}
	var out []byte
	for i := 0; i < len(s); i++ {
		if i+2 < len(s) && s[i+1] == '-' && s[i] <= s[i+2] {
			for b := int(s[i]); b <= int(s[i+2]); b++ {
				out = append(out, byte(b))
			}
			i += 2
			continue
		}
		out = append(out, s[i])
	}
	return out
}

// printfText is printf's output for literal arguments, as bash's printf
// writes it: the format's backslash escapes decoded and its directives
// %s, %b (the argument's backslash escapes expanded, as echo -e does),
// %q (the argument quoted for the shell to read back), %c (its first
// character), the integers %d %i %o %u %x %X (of a number in decimal,
// 0x hex or 0 octal, or 'C, the code of C) and %%, with flags, widths
// and precisions; the format reused for the arguments left, as printf
// does. nil for anything else (%f, %(…)T, a * width, an argument that
// is no number), which is only known at run time here.
func printfText(args []string) *string {
	if len(args) == 0 {
		return nil
	}
	format, rest := args[0], args[1:]
	var b strings.Builder
	for {
		used := false
		for i := 0; i < len(format); i++ {
			switch format[i] {
			case '\\':
				n := escapeLen(format[i:])
				b.WriteString(backslashEscapes(format[i : i+n]))
				i += n - 1
				continue
			case '%':
			default:
				b.WriteByte(format[i])
				continue
			}
			j := i + 1
			for j < len(format) && strings.IndexByte("-+ #0", format[j]) >= 0 {
				j++
			}
			for j < len(format) && (format[j] >= '0' && format[j] <= '9' || format[j] == '.') {
				j++
			}
			if j == len(format) {
				return nil
			}
			spec, verb := format[i+1:j], format[j]
			i = j
			if verb == '%' && spec == "" {
				b.WriteByte('%')
				continue
			}
			arg, given := "", len(rest) > 0
			if given {
				arg, rest, used = rest[0], rest[1:], true
			}
			switch verb {
			case 's', 'b', 'q', 'c':
				switch verb {
				case 'b':
					if strings.Contains(arg, "\\c") {
						return nil // \c: no output past it
					}
					arg = backslashEscapes(arg)
				case 'q':
					if !given {
						arg = "''" // no argument left: the empty word, quoted
						break
					}
					q, err := syntax.Quote(arg, syntax.LangBash)
					if err != nil {
						return nil
					}
					arg = q // eval "$(printf 'd=%q' "$v")"
				case 'c':
					_, size := utf8.DecodeRuneInString(arg)
					arg = arg[:size]
				}
				if spec == "" {
					b.WriteString(arg)
				} else {
					fmt.Fprintf(&b, "%"+spec+"s", arg)
				}
			case 'd', 'i', 'o', 'u', 'x', 'X':
				n, ok := printfInt(arg)
				if !ok || strings.Contains(spec, "#") && verb != 'o' && verb != 'x' && verb != 'X' {
					return nil
				}
				switch verb {
				case 'd', 'i':
					fmt.Fprintf(&b, "%"+spec+"d", n)
				case 'u':
					fmt.Fprintf(&b, "%"+spec+"d", uint64(n))
				default:
					fmt.Fprintf(&b, "%"+spec+string(verb), uint64(n))
				}
			default:
				return nil
			}
		}
		if !used || len(rest) == 0 {
			break
		}
	}
	text := b.String()
	return &text
}

// escapeLen is the length of the backslash escape s begins with in
// printf's format, as backslashEscapes reads it: \xHH, \uHHHH,
// \UHHHHHHHH, octal \NNN or \0NNN, else the backslash and one byte.
func escapeLen(s string) int {
	if len(s) < 2 {
		return len(s)
	}
	digits := func(from, most int, ok func(byte) bool) int {
		j := from
		for j < len(s) && j < from+most && ok(s[j]) {
			j++
		}
		return j
	}
	isOct := func(c byte) bool { return c >= '0' && c <= '7' }
	switch c := s[1]; {
	case c == 'x':
		return max(digits(2, 2, isHexDigit), 2)
	case c == 'u':
		return max(digits(2, 4, isHexDigit), 2)
	case c == 'U':
		return max(digits(2, 8, isHexDigit), 2)
	case c == '0':
		return digits(2, 3, isOct)
	case isOct(c):
		return digits(1, 3, isOct)
	}
	return 2
}

// printfInt reads an argument of printf's integer directives as bash
// does: decimal, 0x hex, 0 octal, a sign, or 'C (or "C) for the code of
// the character C; a missing argument is 0.
func printfInt(s string) (int64, bool) {
	if s == "" {
		return 0, true
	}
	if s[0] == '\'' || s[0] == '"' {
		if len(s) == 1 {
			return 0, true
		}
		r, _ := utf8.DecodeRuneInString(s[1:])
		return int64(r), true
	}
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, "_oObB") {
		return 0, false // Go's 0o17, 0b1, 1_000: not bash's
	}
	n, err := strconv.ParseInt(s, 0, 64)
	if err != nil {
		return 0, false
	}
	return n, true
}

// crude reads a line mvdan.cc/sh cannot parse word by word: split at ; & |
// and newlines outside quotes, quotes removed. It finds the commands a
// broken line would still run up to its error.
func (a *analyzer) crude(line string, g lexer.Grammar, w []string) {
	var words []Word
	var cur strings.Builder
	inWord, expands := false, false
	var q byte
	flush := func() {
		if inWord {
			// A word with an unquoted ~ at its start or a $ outside
			// single quotes is expanded by the shell (rm -rf ~, $HOME):
			// not the text written, read at worst.
			words = append(words, Word{Value: cur.String(), Literal: !expands})
			cur.Reset()
			inWord, expands = false, false
		}
	}
	end := func() {
		flush()
		if len(words) > 0 {
			c := &Command{Grammar: g, Text: line, Wrappers: w}
			c.setName(words)
			a.add(c)
			a.unwrap(c)
		}
		words = nil
	}
	for i := 0; i < len(line); i++ {
		ch := line[i]
		if ch == '$' && q != '\'' && (strings.HasPrefix(line[i:], "${!") || strings.HasPrefix(line[i:], "${(")) {
			a.crudeIndirect(line[i:])
		}
		switch {
		case q != 0:
			if ch == q {
				q = 0
			} else {
				expands = expands || q == '"' && ch == '$'
				cur.WriteByte(ch)
			}
		case ch == '\'' || ch == '"':
			q, inWord = ch, true
		case ch == '\\' && i+1 < len(line):
			i++
			cur.WriteByte(line[i])
			inWord = true
		case ch == ' ' || ch == '\t':
			flush()
		case ch == ';' || ch == '&' || ch == '|' || ch == '\n' || ch == '(' || ch == ')' || ch == '`':
			end()
		case ch == '$' && i+1 < len(line) && line[i+1] == '(':
			end()
			i++
		default:
			expands = expands || ch == '$' || ch == '~' && !inWord
			cur.WriteByte(ch)
			inWord = true
		}
	}
	end()
}

// crudeIndirect records the ${!name}, ${!prefix*} or ${(P)name} that rest
// begins with, in a line read word by word.
func (a *analyzer) crudeIndirect(rest string) {
	end := strings.IndexByte(rest, '}')
	if end < 0 {
		return
	}
	expr := rest[:end+1]
	in := expr[2:end]
	x := indirect{expr: expr}
	if flags, name, ok := strings.Cut(strings.TrimPrefix(in, "("), ")"); ok && strings.HasPrefix(in, "(") {
		if !strings.Contains(flags, "P") {
			return
		}
		in = name
	} else {
		in = in[1:] // !
		x.names = strings.HasSuffix(in, "*") || strings.HasSuffix(in, "@")
	}
	n := 0
	for n < len(in) && isWordByte(in[n]) {
		n++
	}
	if n == 0 || n < len(in) && in[n] == '[' {
		return // ${!a[@]}: an array's keys
	}
	x.name = in[:n]
	a.in.indirect = append(a.in.indirect, x)
}

// counterLoops records the counters of an arithmetic for loop (for
// ((i=0; i<N; i++))), the variables its first and last expressions
// assign, as a loop's variables: ${rows[$i]} is a list's item, one per
// pass (Input.loops).
func (a *analyzer) counterLoops(cl *syntax.CStyleLoop) {
	for _, e := range []syntax.ArithmExpr{cl.Init, cl.Post} {
		if e == nil {
			continue
		}
		syntax.Walk(e, func(n syntax.Node) bool {
			var x syntax.ArithmExpr
			switch y := n.(type) {
			case *syntax.BinaryArithm:
				if op := y.Op.String(); strings.HasSuffix(op, "=") && op != "==" && op != "!=" && op != "<=" && op != ">=" {
					x = y.X
				}
			case *syntax.UnaryArithm:
				if op := y.Op.String(); op == "++" || op == "--" {
					x = y.X
				}
			}
			if w, ok := x.(*syntax.Word); ok && w.Lit() != "" {
				a.in.noteLoop(w.Lit())
			}
			return true
		})
	}
}

// echoOption reports whether v, a word before echo's text, is one of its
// options: bash's echo takes a word of -n, -e and -E letters alone as
// options (builtins/echo.def); any other word, "- item" or "-x", is text.
func echoOption(v string) bool {
	if len(v) < 2 || v[0] != '-' {
		return false
	}
	for i := 1; i < len(v); i++ {
		if v[i] != 'n' && v[i] != 'e' && v[i] != 'E' {
			return false
		}
	}
	return true
}
