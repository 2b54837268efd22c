package policy

import (
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// The command model: what a command does with its words, declared once
// per command and subcommand (spec_*.go, one file per domain) and read by
// one option parser (parseArgs). Rules ask the model about effects — which
// command a launcher runs, which paths map into a container, which change
// leaves this machine — instead of carrying their own lists of names and
// flags.
//
// The tables are slice literals, scanned in order: the compiler lays them
// out in the binary, so a one-shot guarded-sh -c pays nothing for them at
// start-up (see tables.go).

// An effect is what running a command does beyond this process.
type effect uint8

const (
	effectNone     effect = iota
	effectRuns            // its operands from Spec.skip on are a command it runs (a launcher)
	effectRemote          // as effectRuns, on another machine, container or pod
	effectExternal        // an irreversible change outside this machine (infra, publish)
)

// A spec describes one command or subcommand. Its fields stand with
// those of their size, the words first and the one-byte flags together,
// so that none pads (TestTableLayout): the tables hold 2,500 specs, all
// in the data section the runtime reads the pointer bitmap of at start.
type spec struct {
	// path is the command's name and its subcommand words: "npx",
	// "pnpm dlx", "docker run", "kubectl exec".
	path string
	// value are the short options that take a value (-p V, -pV), long
	// the long ones (--package V, --package=V), and the words of one
	// dash that are one option taking a value, not a bundle (node's -pe
	// CODE, groovy's -cp PATH). Other options take none; short ones may
	// be bundled (-it).
	value string
	long  wordList
	// skip is how many operands come before the command it runs (docker
	// run's IMAGE, direnv exec's DIR, kubectl exec's POD).
	skip int
	// rule and what name the finding of an external change (infra.*,
	// publish.*); unless holds the options that make it a dry run, a
	// preview or help (for an entry that only declares a role, those that
	// take the role back: md5 -p echoes the input roleQuietInput keeps
	// quiet), and need those of which one must be given for the change to
	// happen without review (-auto-approve).
	rule, what   string
	unless, need wordList
	// kept: a coding agent's options whose words say its checks are off
	// but whose meaning, as its documentation gives it, keeps them on
	// (codex --full-auto: the workspace-write sandbox, approval on
	// request): agentFlagOff takes the spec's word over theirs.
	kept wordList
	// literalOpts: only exact words are options; a word known only at
	// run time ("$X", -$F) is an operand (fsOperands: a path to a file
	// command, the worse reading).
	literalOpts bool
	// global: the options are a command's global ones, which end at its
	// first operand, the subcommand (docker --context X compose …, docker
	// compose -f F down -v): parseArgs puts it and its words in rest.
	global bool
	// dashdash: the command it runs comes only after -- (kubectl exec POD
	// -- CMD, mise exec TOOL -- CMD); without --, it runs none.
	dashdash bool
	// secretEnv: the command it runs gets variables this shell does not
	// hold, from a secret store, a platform or an env file (doppler run,
	// op run, dotenv, railway run): what that command prints of its
	// environment is judged by the names alone (printedElsewhere).
	secretEnv bool
	// servers: the machines it runs its command on are servers, other
	// machines that serve (pssh's hosts, ansible's inventory, a hosting
	// platform's machine, a container or pod already running, which exec
	// enters), not a container started afresh from its image nor a local
	// virtual machine: their application directories (/opt/APP, /srv,
	// /var/www) hold what they serve (fsServerApp).
	servers bool
	// trailing: its own options that take a value may also follow the
	// command it runs, up to -- (heroku run env -a app, as oclif's
	// commands read their flags): they are taken off that command.
	trailing bool
	// rawLine: it reads the command line Windows gives it as written, not
	// its arguments (wsl CMD…): from PowerShell or bash, a word with a
	// blank in it arrives in double quotes (windowsLine).
	rawLine bool
	// program: textOpts are two, the program and its arguments' command
	// line, which run as one command line (New-ScheduledTaskAction
	// -Execute cmd.exe -Argument '/c …').
	program bool
	effect  effect
	// ps: options are PowerShell parameters, -Name or -Name:VALUE, any
	// unambiguous prefix of a name in long (which lists those taking a
	// value) in any case, read as that name; win: options are Windows
	// switches, /name or -name, /name:VALUE or /name VALUE for those in
	// long (schtasks /tr CMD, runas /user:X). Both fold case.
	ps, win bool
	// bundled: Windows switches of one letter may also be written
	// together after one dash, as Sysinternals' tools read them
	// (sdelete -sq is -s -q); a word with a letter it does not know is
	// an operand.
	bundled bool
	// stdinData: it reads its standard input as the data it works on (a
	// coding agent's prompt: cat task.md | gemini --yolo), never as the
	// answer to a question it asks first, so text piped in skips none
	// (promptAnswered).
	stdinData bool
	// stdinCommands: a shell of its own whose standard input holds
	// commands written as its operands would be (zookeeper-shell HOST
	// <<< 'deleteall /x' runs zookeeper-shell HOST deleteall /x): each
	// line is judged as those words after its own (stdinCommandLines).
	stdinCommands bool
	// longDash: options are long ones written with one dash (terraform's
	// -auto-approve, -var NAME=V), not bundles of letters.
	longDash bool
	// nameOperand: its one operand names the one value it prints
	// (terraform output -raw NAME): a literal name that says it
	// describes a resource (describedName: vpc_id, instance_ip) prints
	// no secret.
	nameOperand bool
	// operand, when set, must match one operand (redis-cli FLUSHALL);
	// code, when set, must match the value of one of the codeOpts or the
	// text on standard input (psql -c 'DROP DATABASE x').
	// dest: operand must match the last operand, the destination (rsync
	// SRC… HOST:DEST), not any one. stdinOperand: a line of standard
	// input counts as operands too (echo FLUSHALL | redis-cli reads its
	// commands there).
	operand, code *lazyRegexp
	codeOpts      wordList
	// source: the value matched (the setting's value, an operand, a
	// code option's value) must name a package source other than the
	// public registries and this machine (untrustedSource): npm config
	// set registry URL.
	source       bool
	dest         bool
	stdinOperand bool
	// bare: without any of codeOpts the command prints everything, which
	// code would match (docker inspect with no --format prints Env too).
	bare bool
	// fold: option names and values compare ignoring case (PowerShell's
	// -Enabled False is -enabled false).
	fold bool
	// builds: a project's build system or monorepo manager, whose own
	// clean, purge, prune or reset (its first word) deletes its outputs
	// and caches on this machine (rush purge, lerna clean --yes, bazel
	// clean --expunge), not a remote resource; its deploys and publishes
	// are read as any tool's (buildsOwn).
	builds bool
	// local: what it does stays on this machine whatever its words say
	// (mix release assembles a release under _build; forge test runs
	// the tests, a chain forked only read): the vocabulary does not
	// read its words as a release or a deploy (vocab.go).
	local bool
	// dbURL: how the command is told its database, when a test suite's
	// database on this machine may be its target (localTestDB): by a URL
	// among its arguments (psql URL, redis-cli -u URL), or by the
	// DATABASE_URL variable (prisma).
	dbURL dbTarget
	// toStdout: the secret a cred.* spec reveals reaches only its
	// standard output, no file or server (gh auth token, op read; not
	// reg save or bw export --output): stored in a variable, it is not
	// shown (storedOnly).
	toStdout bool
	// env says when it prints the whole environment (cred.env-dump),
	// need given and unless not: envAlways, or only with no operand
	// (printenv with no NAME, export -p), no argument at all (bare set;
	// set -e sets an option), or no command run (env, a wrapper, with
	// nothing to run). what says how, for the reason.
	env envPrint
	// envNames: its operands name the variables it prints (printenv
	// NAME, launchctl getenv NAME): a name only known at run time may be
	// any credential's. declares: a declaration builtin, whose -p prints
	// the variables its operands name, and with nameref whose -n makes a
	// reference to one (declare -n; export -n unexports) (declIndirect).
	envNames, declares, nameref bool
	// envDrive: its paths (psPaths) on PowerShell's Env: drive print
	// the variables they name (Get-ChildItem Env:, gi env:*).
	envDrive bool
	// plus: options also begin with + (declare +x lists the variables
	// too), read as -x is, named +x.
	plus bool
	// codeArg: its first operand is the code it runs, not a program
	// file (deno eval CODE).
	codeArg bool
	// flake: a launcher whose first operand is a flake reference naming
	// the program it runs (nix run nixpkgs#hello, nix run
	// github:nix-community/nixos-anywhere), and whose -- after it
	// begins that program's arguments (flakeProgram).
	flake bool
	// app: the code it runs runs inside a web application, its
	// configuration and credentials loaded (wp eval, rails runner,
	// artisan tinker): a credential setting the code names is printed
	// (appSecretNamed).
	app bool
	// agent: a coding agent's command line, which runs the commands its
	// prompt asks for: a prompt it is handed from the network is code
	// from the network (agentCLI).
	agent bool
	// textWords: its words and standard input are text it searches for,
	// formats, lints or spell-checks (textSpecs), never code or a query
	// it runs: a query or a call written in them is data (queryCommand,
	// codeCall).
	textWords bool
	// shell, when set, is the shell whose own command this is (a
	// PowerShell cmdlet, a cmd builtin): the spec describes the name only
	// in that grammar, where it comes before a program's of the same name
	// (cmd's rmdir /s is not posix rmdir).
	shell lexer.Grammar
	// more holds the fields few specs set; nil when a spec sets none
	// of them (extra).
	more *specMore
}

// specMore holds the fields of a spec that few of them set, out of
// line: a spec holds one pointer for them rather than some thirty
// strings and slices, so the 1,300 specs the policy declares take
// half the memory, and the garbage collector scans a third less of
// the binary's data at each cycle (BenchmarkParseFloor). The fields are
// in groups by topic, each group an embedded pointer (s.extra().wrap
// reads through it), so that a spec pays only for the groups it sets:
// at every start the Go runtime expands the data section's pointer
// bitmap from a program the linker writes (runtime.runGCProg, half the
// instructions of a one-shot guarded-sh -c), and 500 specMore values of
// 950 bytes, mostly zero, were a third of the section. A group a spec
// sets none of points at the group's zero value (noRun, …), never nil.
// The literals are written by a tool (specsplit): a field goes in its
// group's literal (more: &specMore{moreRun: &moreRun{wrap: …}, …}).
type specMore struct {
	*moreRun
	*moreCode
	*moreArgs
	*moreNet
	*moreCred
	*moreFS
	*moreChange
}

// moreRun holds the fields of specMore on how it runs another command
// (launchers, wrappers); a spec that sets none of them points at noRun.
type moreRun struct {
	// progOperand: a launcher whose first operand names the program it
	// runs, the operands after it up to -- something else (which of its
	// versions), and the words after -- that program's arguments (proto
	// run TOOL [VERSION] -- ARGS; operandProgram). nix run's flake
	// references are of this shape too, named by flake.
	progOperand bool
	// goPackage: its first operand is a Go package it builds and runs
	// (go run, go tool): a package path, at a version or not, runs as the
	// command its last element names, as go install names the binary
	// (github.com/goreleaser/goreleaser/v2@latest is goreleaser: a
	// major version's /vN is skipped), a tool's bare name as itself; a
	// local package (., ./cmd/x, x.go) is the project's own code, not
	// followed (goProgram).
	goPackage bool
	// shellOpts are the options whose value is a command line it hands
	// a shell it starts, as sh -c's (su -c, runuser -c, flock -c,
	// script -c, sg -c; startedShell). stdinShell: given none of them,
	// and running no command of its words (sg GROUP CMD: its reader's),
	// it starts a shell, the user's, that reads its commands from
	// standard input (echo CMD | su -, newgrp GROUP <<EOF).
	shellOpts  wordList
	stdinShell bool
	// userArgs: the operands after its first (the user's name) are
	// arguments of the shell it starts (su(1): su [options] [-] [user
	// [argument...]]), a -c among them giving that shell its command
	// line (su root -- -c TEXT).
	userArgs bool
	// wrap: a precommand (sudo, env, nice, timeout, xargs, chroot): the
	// words from its first operand past skip are a command it runs here,
	// as that command would run alone, only how changed (peel follows
	// it, naming it among the command's Wrappers).
	wrap *wrapping
	// target, when set, matches a first operand that names where a
	// launcher runs its command rather than the command (psexec
	// \\HOST CMD, @FILE of hosts); without one, it runs here.
	target *lazyRegexp
	// cmdOpt is an option whose following words are the command it runs
	// (nix shell PKG -c CMD …).
	cmdOpt wordList
	// cmdOperands: its operands are the command it runs even though one
	// of textOpts may give that command as text instead (doppler run
	// CMD… or doppler run --command TEXT; envconsul CMD… or -exec TEXT).
	cmdOperands bool
	// progOpts are the options whose value is the program it runs, the
	// words after -- that program's arguments (start-stop-daemon --start
	// --exec PROG -- ARGS…); with dashdash. One listed later wins over
	// one listed before, wherever each is on the line (--startas over
	// --exec: progOf).
	progOpts wordList
	// imageOperand and imageOpts say where a container runner is told
	// the image it starts: its first operand (docker run IMAGE ARGS…) or
	// the value of one of imageOpts (kubectl run NAME --image IMAGE --
	// ARGS…). Its words are then the arguments of the image's entry
	// point as well as a command: a command-line tool's image runs that
	// tool (alpine/git push is git push; imageProgram). entryOpts set
	// the entry point they are handed to instead (docker run
	// --entrypoint git IMAGE push); commandOpts say they are the command
	// alone (kubectl run --command -- CMD…).
	imageOperand                      bool
	imageOpts, entryOpts, commandOpts wordList
	// optsEnd: its options end at its operand past skip, the words after
	// it the command's though they begin with a dash (docker run IMAGE
	// -C /repo push: git's -C, not docker's; docker exec CONTAINER -la).
	optsEnd bool
	// template: its operands, joined, are also a command template it
	// runs through the shell once for each line of its input, {} (or
	// {.}, {/}, {1}…) standing for the line (rush's), when they cannot
	// be a subcommand's words instead, a first word among templateSubs
	// with no placeholder among the operands (rushjs's rush build, the
	// monorepo manager of the same name): judged as code it carries
	// (specCarried).
	template     bool
	templateSubs wordList
	// as is the command line it is, its arguments appended: it does what
	// that does (cmake -E rm is rm, cmake -E remove_directory is rm -rf --).
	as string
	// several: its operands are several commands of as, separated by a
	// word that ends in a comma or a word that is + (mix do deps.get,
	// compile; mix do compile + release), each run in turn with c's
	// environment.
	several bool
	// quotesWords: it joins the words of the command it runs into one
	// command line for a shell elsewhere, each quoted so that the shell
	// reads it back as it was, one word alone as it is (heroku run's
	// buildCommand; quotedLine): heroku run rails runner 'User.find_each
	// { … }' keeps its code one word there, heroku run 'rm -rf x' is rm.
	quotesWords bool
	// joinsWords: it joins the words of the command with blanks and
	// runs the line through a shell (watchexec, unless -n or
	// --shell=none): its words are judged so too, a word's blanks and
	// semicolons the shell's (watchexec -- echo 'a; rm -rf ~').
	joinsWords bool
}

// moreCode holds the fields of specMore on the code it carries or runs
// as text; a spec that sets none of them points at noCode.
type moreCode struct {
	// lang is the language of the code it runs when that is text, not a
	// command's words: the operands from skip on, joined (git submodule
	// foreach 'git reset --hard', wmic process call create CMDLINE); or,
	// when it has textOpts or fileOpts, the value of one of textOpts
	// (make --eval TEXT) and the text of the file one of fileOpts names
	// when it is known (make -f - reads standard input; -f <(printf …)).
	lang               codeLang
	textOpts, fileOpts wordList
	// defaultFiles are the files it reads, relative to the working
	// directory, when no fileOpts is given (make's Makefile); like a named
	// file, one is followed only when this input wrote it.
	defaultFiles wordList
	// textOperands: each operand is code in lang of its own, as the
	// value of one of textOpts is (hyperfine's benchmarked commands,
	// each run through the shell); fileOperands: each operand names a
	// file of code in lang, followed as a file of fileOpts is
	// (ansible-playbook's playbooks).
	textOperands, fileOperands bool
	// reader reads the code it carries in a language of its own, or in
	// a grammar no other field says (carried): a debugger's ! and shell
	// commands, expect's spawn, awk's system(), a terminal
	// multiplexer's commands, a database shell's escapes.
	reader carrier
	// carries are the options whose value is shell code the program
	// runs through the shell as it works, now or later (a pager, a
	// previewer, a preprocessor, a compressor: man -P, fzf --preview,
	// rg --pre, tar --to-command); "OPT PREFIX" takes only a value
	// beginning with PREFIX, dropped (tar's --checkpoint-action
	// exec=CMD). Each is judged as code it carries (carried.go); the
	// options are among those taking a value.
	carries []string
	// key: the code is the value of this key of the hashtable literal
	// given to a textOpt (Invoke-CimMethod -Arguments @{CommandLine=…}).
	key string
	// prog is the language of the program it runs from its words or
	// its standard input (awk's program, jq's filter, python -c),
	// searched for a use of the whole environment or of a variable named
	// at run time (progLangs). An interpreter's codeOpts are the options
	// whose value is the code it runs (python -c, node -e, perl -e;
	// interpCode), libOpts those whose value names a library loaded
	// into that code, read as part of it (perl -MIO::Socket, ruby
	// -rsocket), and modOpts those whose value is a module it runs
	// instead of a program file (python -m); its first operand is the
	// program file (interpreterFile), and the operands after it or after
	// the code its arguments (codeOperands), after runVerb when that is
	// its first (bun run F, deno run -).
	prog             string
	libOpts, modOpts wordList
	runVerb          string
	// stmts: its operands are statements of its code too, not a
	// program file and its arguments (python -m timeit STMT…).
	stmts bool
	// tool is the configuration tool whose module call its words are,
	// with lang langModule (moduleRun).
	tool moduleTool
	// sets: its output is shell code (eval "$(dircolors -b)") that sets
	// only these variables (NAME, or PREFIX* for every name it starts),
	// besides functions and completion specs (shellOutputSets). nil for a
	// program whose output may do anything.
	sets []string
}

// moreArgs holds the fields of specMore on its option grammar and
// PowerShell binding; a spec that sets none of them points at noArgs.
type moreArgs struct {
	// attached are the short options whose value, which may be left
	// out, is only ever the rest of their word, never the next word
	// (perl's -i.bak, -0777, -l, -MModule). optsFirst: the options come
	// before the operands: the first operand ends them, and the words
	// after it are operands even when they begin with - (perl's program
	// file and the arguments it is given).
	attached  string
	optsFirst bool
	// digits are the short options whose value, which may be left out,
	// is only the digits that follow them in their word (hexadecimal
	// after an x), the rest of it more options (perl's -l and -0: -lne
	// is -l -n -e, -0777 and -0x1F one).
	digits string
	// eqValue: a short option's value written in its word is the rest
	// of the word as getopt reads it, a leading = its first character
	// (cut -d= splits at =); otherwise that = is dropped, as pflag drops
	// it (-o=json).
	eqValue bool
	// pairs are the long options among long that take two values, the
	// next two words (jq --arg NAME VALUE, --rawfile NAME FILE): the
	// second is the option's value (what it is given, or the file it
	// reads), the first a name of its own; neither is an operand.
	pairs wordList
	// verbs are the words of its subcommands when a first operand that
	// is none of them is an operand of its default action instead (pass
	// NAME is pass show NAME, gopass NAME gopass show NAME): the spec
	// holds only given such an operand. A word known only at run time
	// may be any entry's name, the worse reading.
	verbs wordList
	// manages are the subcommands with which it only shows or manages
	// what its bare form runs (code tunnel status, frpc verify): the
	// spec holds unless its first operand is one of them, with no
	// operand too (code tunnel opens the tunnel) or another (frpc tcp).
	manages wordList
	// pathOpts are the options whose value is one more operand, the path
	// it acts on (Remove-Item -Path, -LiteralPath): parseArgs puts it
	// among the operands, in its place.
	pathOpts wordList
	// positional are a PowerShell cmdlet's parameters that an argument
	// given without a name binds to, in order of position (psBind).
	positional wordList
	// switches are the options without a value besides need, unless and
	// recurse, known for PowerShell's prefixes (-fo is -Force); for
	// Windows switches, when set, the only ones: another word beginning
	// with / is an operand (rd /s /q /home/me/x, where %USERPROFILE%
	// expanded to a posix home), and switches glued together (/q/s) are
	// each read. For a program that compares whole words (literalOpts),
	// with long the only options too: another word beginning with - is
	// an operand (faketime -1d CMD).
	switches wordList
	// keywords are options written without a dash: a listed word names
	// the option and the next word is its value (ufw allow from ADDR port
	// 22), a listed word ending in = takes a word KEY=VALUE, KEY compared
	// ignoring case, as the option KEY with VALUE (netsh's
	// localport=3389). Either way the option's name is the word without
	// its =.
	keywords wordList
	// accepts is every option it takes, in each of its implementations
	// (GNU's, the BSDs', BusyBox's): the short letters, then the long
	// names after a blank. A word before its first operand that is none
	// of them (rm -batchmode) is a usage error, read by getopt before
	// anything is done: the program acts on nothing (refusesLine).
	accepts string
	// destArg is which operand is the destination it copies or moves
	// into, counted from 1, or from the end when negative: robocopy
	// SRC DST [FILE…] 2 (robocopy /?), cmd's copy, move and xcopy -1,
	// the last of two or more (copy /?, move /?, xcopy /?). Given one
	// operand, these copy into the current directory. A cmdlet's
	// (Copy-Item, Move-Item: 2) is its -Destination parameter, bound by
	// name or by place, [-Path] [-Destination] (psBind). winDest reads
	// it.
	destArg int8
}

// moreNet holds the fields of specMore on the request it sends, the
// files it fetches or uploads; a spec that sets none of them points at
// noNet.
type moreNet struct {
	// writesOpts are the options whose value is a file it writes what it
	// fetches into (curl -o, wget -O); sendsOpts those whose file's
	// content it sends (curl -T), readsOpts those whose file it reads
	// as its own input (curl -K): where a download lands, what an upload
	// carries (fetchSpec).
	writesOpts, sendsOpts, readsOpts wordList
	// sendsAt are the options whose value, from an @ or < in it on,
	// names a file whose content it sends as data (curl -d @F,
	// --data-urlencode name@F, -F field=<F, -H @F; not --data-raw or
	// --form-string, whose @ is a character).
	sendsAt wordList
	// request says what its options and operands are of the one request
	// it sends (requestSpecs, readRequest).
	request *requestRoles
	// ingress says which of its options name what the firewall rule it
	// makes admits (worldIngress).
	ingress *ingressRoles
	// header are the options whose value is a header of the request it
	// sends (curl -H, --oauth2-bearer): a credential there authenticates
	// the request, it is not printed (consumedSafely).
	header wordList
	// openLogin: a server whose login is off unless an option turns it
	// on, and which of its options name where it listens and ask for a
	// login (openServer).
	openLogin *loginRoles
}

// moreCred holds the fields of specMore on where a credential it is
// handed or loads goes; a spec that sets none of them points at noCred.
type moreCred struct {
	// codePublic matches the parts of the code that name what is public
	// (a certificate picked from a secret: kubectl get secret -o
	// jsonpath='{.data.tls\.crt}'): each is replaced by "public" before
	// code is matched, so the rest of the code decides.
	codePublic *lazyRegexp
	// secret are the options whose value is a credential handed to the
	// program that uses it (docker login -p), secretStdin those that make
	// it read one on standard input (--password-stdin): where a
	// credential goes without reaching the output (credflow.go).
	secret, secretStdin wordList
	// loads are the options whose file it loads as its input without
	// printing it, stdinLoad that it loads standard input when none is
	// given, shows the options that make it print what it loaded
	// (loaderSpecs: where a decrypted secret goes without reaching the
	// output).
	loads, shows wordList
	stdinLoad    bool
	// renders are the options whose values the command writes into what
	// it prints (rendererSpecs: helm template --set k=V renders V into
	// the manifests): always when shows is empty, else when one of shows
	// is given. A credential's variable given there is printed.
	renders wordList
	// picks are the options whose value is the path of the one value it
	// prints (sops -d --extract '["image"]["tag"]', vault kv get
	// -field=url): a literal path whose keys name no credential and
	// whose last describes a resource (describedPath) prints no secret,
	// as nameOperand's name does.
	picks wordList
}

// moreFS holds the fields of specMore on what it removes, empties or
// archives; a spec that sets none of them points at noFS.
type moreFS struct {
	// archive is the grammar of the archiver it is, which packs the
	// paths it names into an archive or unpacks one (archiveSources,
	// archiveDeleted, treeWritten).
	archive archiver
	// empties are the options whose value is a directory it empties
	// before it writes into it (pytest --basetemp, hugo -d with need's
	// --cleanDestinationDir): rm -r of that directory (fsEmptied).
	empties wordList
	// removes is what it does to the paths its operands name (rm,
	// rimraf, trash-put: removerOf), recurse the options that make
	// removeFiles take a directory with all it holds (rm -r, -R,
	// --recursive or a prefix of it). unless are the options with which
	// it removes nothing (gio trash --list, --help).
	removes removal
	recurse wordList
}

// moreChange holds the fields of specMore on the external changes and
// data it touches (settings, publishing, databases), and its role; a
// spec that sets none of them points at noChange.
type moreChange struct {
	// setting, when set, must match the operands joined by = (git config
	// http.sslVerify false is http.sslVerify=false, as npm config set
	// strict-ssl=false is): a configuration key given a value.
	// except are values of operands and lines of code that never match
	// (a well-known public resolver among DNS servers set).
	except  wordList
	setting *lazyRegexp
	// exceptMatch: operands it matches never match either, as except's
	// (gradle publishToMavenLocal, a publishing task that stays here).
	exceptMatch *lazyRegexp
	// taskUnless are a task's own options that, written right after an
	// operand naming the task, make that task a check only: Gradle reads
	// the options after a task name as that task's (gradle
	// publishPlugins --validate-only publishes nothing); another task on
	// the line is matched as before.
	taskUnless wordList
	// dirOpts meet need too when their value names a directory rather
	// than a manifest (kubectl delete -f ./k8s/).
	dirOpts wordList
	// localOpts name where the change goes: given a path on this machine
	// (dotnet nuget push --source ./feed), it stays here.
	localOpts wordList
	// chain: the blockchain its transactions go to (chainTarget); the
	// change holds only when that chain is a public one's main network.
	chain *chainTarget
	// compiles says how it builds programs from the source files of a
	// compiled language (compiledrun.go): nil for none.
	compiles *compiling
	// outFrom are the subcommands of a command's global spec whose
	// output is text from another machine, a container or a pod (docker
	// run, exec and logs, kubectl exec; netSource).
	outFrom wordList
	// testEnv: a framework that works on the database of the
	// environment it is told, which says how it is told (testDB).
	testEnv *dbEnv
	// role says what kind of command it is, when rules ask that of
	// several commands alike (roles): a downloader, a killer of
	// processes, a task runner, a privilege wrapper, a locator of
	// programs, a lister of processes.
	role roles
	// trait says more of what kind of command it is (traits), as role
	// does: the second word of its kinds, for the bits role has no room
	// for.
	trait traits
	// previewFile: the operand after the one s.operand matched names a
	// build script; when this input wrote it and its text sets the
	// preview this matches, every time to 1 or true (the group), the
	// script asks for a preview, which uploads nothing (steamcmd
	// +run_app_build F, F's "Preview" "1"): the change does not hold.
	previewFile *lazyRegexp
	// lists is the kind of thing whose ids it prints, one a line, every
	// one of them there is (squeue: the scheduler's jobs; docker ps: the
	// running containers) unless it is given an operand or one of
	// narrows, which select some (squeue -u, docker ps -f): what a
	// command that ends things of that kind is fed (endsListed).
	lists   string
	narrows wordList
	// ends is the kind of thing its operands name that it ends for
	// good (scancel, qdel, bkill: jobs; docker rm -f, lxc delete:
	// containers), when one of endsWith is given or it has none.
	ends     string
	endsWith wordList
	// localDefault: with no host and no URL given, it reaches the server
	// on this machine (mongosh and mongo: 127.0.0.1:27017; libpq's
	// clients: the local socket), as with a loopback host (localTestDB),
	// unless one of hostVars is set, which moves it (libpq's PGHOST).
	hostVars wordList
	// projectRuns are the formats of the project's files it runs by
	// their names, not named on its line (sourceFormats): go test the
	// package's _test.go files, pip install . setup.py, cargo build
	// build.rs, bazel build the BUILD files' genrules. projectOpts are
	// the options whose value is a file of that format it runs whatever
	// its name, or a directory holding such files (act -W F, --workflows
	// DIR; a name without a dash is a variable of its environment that
	// names one: BUNDLE_GEMFILE), projectDir those whose value is the
	// directory it works in, whose files of the format it runs (act -C
	// DIR): the entry's need and unless say when it runs them
	// (runsGiven).
	projectOpts, projectDir wordList
	projectRuns             projectFiles
	localDefault            bool
	// engine: the global options of a container engine's CLI (docker,
	// podman, nerdctl, buildah; containerEngine): its push publishes an
	// image, its volume rm deletes data, its run --restart=always
	// outlives the session.
	engine bool
	// stageOperand: its operands name the environment it deploys to or
	// swaps (eb deploy ENV, eb swap ENV): one written out as not
	// production (acme-staging) leaves production as it is, as a
	// staging --env does (stagingTarget).
	stageOperand bool
	// task: its first operand names a task it runs, the project's or
	// the tool's own (mix phx.gen.secret, rake db:seed), never a file
	// it reads: a dotted task name is no file's name (anyReaderFiles).
	task bool
	// verifies: it checks a checksum or a signature of the files it
	// names (sha256sum -c, gpg --verify; verifierSpecs), when one of the
	// spec's need is given or it has none.
	verifies bool
	// widens: need, though spelled as one that skips a question, widens
	// the change (nomad node drain -force stops every allocation at
	// once; its question is -yes's): another option that skips asking
	// does not stand for it (skipsQuestion, promptAnswered).
	widens bool
	// namespaced: what it deletes lives in the namespace its -n names
	// (devNamespace): a release's objects (namespaceObjects), which an
	// install makes again, or volumes' data (namespaceData: volume
	// claims, stateful sets' replicas), which nothing makes again in an
	// environment that lives on (lastingEnvWords).
	namespaced namespaceScope
	// dumps: it prints a database's whole contents (pg_dump, mysqldump,
	// mongodump --archive) unless one of the spec's unless is given
	// (pg_dump -s, mysqldump --no-data; dumpsData).
	dumps bool
	// cache: a cache server's client (redis-cli) that, with no host, no
	// socket and no URL given, reaches the server on this machine (no
	// variable moves it): the developer's cache, which the application
	// fills again, emptied (localCache).
	cache bool
	// pretend: its migrations take --pretend, a dry run that prints
	// their SQL (Laravel's artisan migrate, migrate:rollback): a
	// reason only where the tool is known to have it (vocab.pretend).
	pretend bool
	// bootParams: its words are boot parameters, whoever runs it: a
	// boot loader's or a kernel command line's editor (efibootmgr,
	// grub-editenv, kernelstub, rpm-ostree kargs, bcdedit), read for one
	// that switches a protection off (bootWeakened).
	bootParams bool
}

// The zero groups: a spec that sets no field of a group points at its
// one zero value (specsplit writes the pointers).
var (
	noRun    moreRun
	noCode   moreCode
	noArgs   moreArgs
	noNet    moreNet
	noCred   moreCred
	noFS     moreFS
	noChange moreChange
)

// A carrier is the reader of the code a command carries in a language
// of its own (spec.reader; carried.go).
type carrier uint8

const (
	readNone      carrier = iota
	readSSH               // ssh -o ProxyCommand=CMD, its remote command or standard input
	readUgrep             // ugrep --filter=EXTS:CMD,…
	readVi                // vi -c CMD, +CMD: ex's ! and its scripting's shell calls
	readLess              // less +!CMD
	readEmacs             // emacs --eval EXPR: Lisp's shell-command
	readDBShell           // a database shell's .shell, \!, system, in its SQL text
	readSed               // sed's e command and s///e
	readSg                // sg GROUP [-c] CMD
	readAwk               // awk's system(), getline and print pipes
	readGdb               // gdb -ex '!CMD', 'shell CMD', python CODE
	readExpect            // expect -c 'spawn CMD; exec CMD; system CMD'
	readTmux              // tmux new-session CMD, send-keys KEYS
	readScreen            // screen -X stuff TEXT, exec CMD
	readZellij            // zellij action write-chars TEXT
	readSendText          // kitty @ send-text TEXT, wezterm cli send-text TEXT
	readAt                // at's and batch's job: standard input or -f FILE
	readJobStdin          // a batch scheduler's job script on standard input
	readCrontab           // crontab's table from standard input
	readParallel          // GNU parallel's command template per argument
	readCargo             // cargo --config target.T.runner="CMD" and the other programs it runs
	readMakeVars          // make NAME=VALUE: variables defined on its command line, as NAME=VALUE make
	readMavenExec         // mvn exec:exec -Dexec.executable=PROG -Dexec.args=ARGS: PROG ARGS
)

// roles are the kinds of command a spec says it is (spec.role), one bit
// each: what rules ask of many commands alike, declared on each
// command's entry rather than listed by the rules.
type roles uint64

const (
	// roleDownloads: it fetches what a URL names and can write it to
	// standard output (curl, wget, lynx -dump, lwp-request).
	roleDownloads roles = 1 << iota
	// roleKills: it signals or ends the processes its words name (kill,
	// pkill, taskkill, Stop-Process).
	roleKills
	// roleTasks: its run word takes a task or target the project
	// defines (turbo run deploy, bazel run //deploy:push_prod).
	roleTasks
	// roleAsUser: it runs a command as another user, in an environment
	// it resets (sudo, su, doas, run0).
	roleAsUser
	// roleLocates: it prints where the program or file its operand
	// names is found (which, command -v, type -p, whereis, readlink -f).
	roleLocates
	// roleListsProcs: it prints the processes its operands name, their
	// ids first (pgrep, pidof, ps, Get-Process).
	roleListsProcs
	// roleRemote: the commands it runs (its ssh, exec, shell or run
	// verb's) run on another machine, in a container or a virtual
	// machine: a shell started there is not the one guarded here
	// (remoteRunner; a spec whose effect is effectRemote says so too).
	roleRemote
	// roleDetaches: it starts its command in a window, job or session
	// of its own, away from the terminal the agent writes to (nohup,
	// setsid, Start-Process, Start-Job, cmd's start).
	roleDetaches
	// roleShowsLogs: the words of its path print what a service logged
	// (journalctl, docker logs, kubectl logs, heroku logs, aws logs
	// tail, gcloud logging read), where tokens and passwords it printed
	// stand among the rest; asked of a subcommand's spec too (doesSub).
	roleShowsLogs
	// roleRunsHere: it runs its command on this machine, as the shell
	// would, where a loopback host is this one (sudo, env, nice,
	// timeout, xargs); a package runner so marked runs a project's own
	// tool in the shell's environment, setting none of its own (npx,
	// bundle exec), unlike one that enters an environment a file
	// configures (mise, conda) or a container (sail). Asked of each
	// of a command's Wrappers by its path (pathDoes: localWrapped).
	roleRunsHere
	// roleShowsFiles: it prints the files it is given as they are,
	// whole or a part of them (cat, tac, nl, head, tail, bat, less,
	// more, view; strings, a binary's runs of text, a core dump's
	// included; cmd's type, PowerShell's Get-Content): what it prints
	// of a file is that file's text.
	roleShowsFiles
	// rolePrintsOnly: its only effect on what it reads is to print it,
	// or a part of it (cat, grep, head, sort, base64, xxd): no copy
	// elsewhere, nothing sent, so what reaches the output is what its
	// own readers make of it (passesOn).
	rolePrintsOnly
	// roleWinPrintsOnly: rolePrintsOnly of PowerShell's and cmd's
	// readers (Get-Content, Select-String, findstr, cmd's find, more and
	// type), asked only of a command in those grammars, where a POSIX
	// tool's name (find) may be another program's.
	roleWinPrintsOnly
	// roleStdoutOnly: it reads the files it is given and writes them,
	// as they are or encoded, to its standard output only, with no
	// output file operand or option (cat, base64, jq; not sort -o, uniq
	// IN OUT, xxd IN OUT, sed's w): a secret it prints into a variable
	// is stored there (storedOnly).
	roleStdoutOnly
	// roleFiltersLines: it only picks, orders or joins the lines and
	// words of its input (grep, head, sort, uniq, xargs): the names its
	// output holds are names of what it read (fileNames, listingFeed).
	roleFiltersLines
	// roleFiltersObjects: a PowerShell pipeline stage that passes on
	// some of the objects it is fed, in another order or fewer of them
	// (Where-Object, Select-Object, Sort-Object and their aliases).
	roleFiltersObjects
	// roleShowsAsIs: it shows, measures or copies a file as it is, on
	// this machine (cat, head, xxd, diff, stat, wc, cp): given
	// ciphertext it prints no secret (ciphertext), where a decrypter
	// (gpg -d, age -d, sops -d) or a sender would.
	roleShowsAsIs
	// roleQuietInput: what it reads on standard input never reaches its
	// output as text: a digest, a count, or nothing at all (sha256sum,
	// wc, test, true): a file redirected into it is read out by no one.
	roleQuietInput
	// roleWinReads: a Windows command or cmdlet that prints or sends
	// the files it names (Get-Content, type, findstr, cmd's find; copy,
	// Copy-Item, esentutl /y, which copies a file another program holds
	// open; Invoke-WebRequest -InFile), asked of PowerShell and cmd.
	roleWinReads
	// roleKeepsLines: every line it prints is a line it read, unchanged
	// (grep, head, tail, sort, uniq, shuf, tac, cat, tee): what comes out
	// of a lister through it is some of the lister's lines. Its entry's
	// options are its grammar (keptLines).
	roleKeepsLines
	// roleComputed: the analysis computes what it prints from the known
	// text it reads (tr, rev, base64 -d, base32 -d, xxd -r -p, iconv -f, dd conv=: outputOf),
	// so a $( ) ending in it has a known value (substValue, pipeValue).
	roleComputed
	// roleKeepsObjects: a PowerShell pipeline stage that passes on some
	// of the objects it is fed, unchanged (Where-Object, Select-Object,
	// Sort-Object, Tee-Object, Out-Host; select, sort): what comes out
	// of a listing through it is some of the listing's items (psLister,
	// psPipedPaths), asked of PowerShell's pipelines alone.
	roleKeepsObjects
	// roleWinKeepsLines: roleKeepsLines of cmd's commands (find,
	// findstr, more, sort), asked only of a command in cmd, where a
	// POSIX tool's name (find) is another program's.
	roleWinKeepsLines
	// roleCopiesWhole: it writes a file whole from another file or a
	// download (cp, mv, install, ln, rsync, scp; curl, wget, aria2c):
	// what it writes is that file's text, known here only when that
	// file's is (copiedDownloads; a package source copied in, writes).
	roleCopiesWhole
	// roleExEditor: its commands are ex's or ed's (vi, vim and their
	// builds, nvim, ex, ed, red), given by -c CMD and +CMD or, in ex
	// mode, on standard input (exScript): a w among them writes a file.
	roleExEditor
	// roleUploads: an HTTP client whose upload options send the files
	// they name (curl -T F, -d @F, -F x=@F; wget --post-file F; httpie's
	// and xh's @F fields), read by readOperands.
	roleUploads
	// roleWebCmdlet: PowerShell's web cmdlets (Invoke-WebRequest,
	// Invoke-RestMethod and their aliases iwr, irm): -InFile is sent,
	// -OutFile written, a pipeline's input the request's body.
	roleWebCmdlet
	// roleProgWord: its program is a word of its command line and may
	// run shell commands (awk's system() and pipes, sed's e): that word
	// is code, not data.
	roleProgWord
	// roleStdinLater: it runs the shell code on its standard input at
	// a later time (at now, batch).
	roleStdinLater
	// roleUncCopies: a copier or mover whose destination may be a
	// Windows share (\\HOST\SHARE: copy, xcopy, robocopy, Copy-Item,
	// Move-Item, cp, mv), or its source, the file then copied here from
	// another machine (uncCopyFile; esentutl /y, expand, extrac32 too).
	roleUncCopies
	// roleGreps: grep and the searches that read its options: its -E
	// and -F forms, ripgrep, the silver searcher, ack, and the wrappers
	// that search compressed files (zgrep, xzgrep, bzgrep, zstdgrep),
	// which hand their options to grep.
	roleGreps
	// roleDefines: a builtin that defines variables from its arguments
	// (declare, export, local, readonly, typeset; unset takes them away).
	roleDefines
	// roleFetchReads: it reads the files it names, and a URL among its
	// words is data (grep https:// unit.service, cat, jq, plutil).
	roleFetchReads
	// roleTextOnly: its arguments are only shown or searched, never
	// opened as files or hosts (echo, printf, grep, rg, man, git).
	roleTextOnly
	// roleMoves: it moves its operands, the last the destination (mv,
	// Move-Item, cmd's move, ren, Rename-Item).
	roleMoves
	// roleStorageSends: it sends files to a destination it is given
	// (rsync, scp, sftp, rclone, aws s3 cp, gsutil, azcopy, restic).
	roleStorageSends
	// roleQuiet: it only reads the files and text it is given and
	// prints what it finds, or moves the shell to a directory: no option
	// of its runs a program or code, names a command, writes a file or
	// reaches the network (their manuals: GNU coreutils, diffutils and
	// grep, the shells' cd, test, type and echo; true, false and :
	// ignore their words), read by quietCommand. Each is among
	// roleDataWords too, whose words the vocabulary reads as text
	// (deploy, release). Not so: printf (-v sets a variable), sort (-o
	// FILE, --compress-program), uniq (its second operand is written),
	// tree (-o), date (-s sets the clock), hostname (NAME sets it),
	// file (-C writes a compiled magic file), find (-exec, -delete), rg
	// (--pre runs a program), less and more (! runs a shell command),
	// and a command with subcommands (git status: git reads its
	// settings from variables an earlier export may set).
	roleQuiet
	// roleMails: it sends a message to the addresses it is given (mail
	// all-customers@… < notice.txt, Send-MailMessage -To, swaks --to,
	// Microsoft Graph's Send-MgUserMail, whose -BodyParameter holds them).
	roleMails
	// roleRawNet: it opens raw network connections (nc, ncat, socat,
	// telnet; openssl's s_client).
	roleRawNet
	// roleLooksUp: it resolves or reaches the name it is given (dig,
	// nslookup, host, ping, traceroute, Resolve-DnsName): a name spelled
	// of local data carries it out by DNS.
	roleLooksUp
	// roleEditor: it opens a file for editing (vi, vim, nano, emacs,
	// code).
	roleEditor
	// roleOpensURL: it opens what it is given with its default handler
	// (xdg-open, open, cmd's start, Start-Process, Invoke-Item): a URL
	// goes to the browser, which runs nothing.
	roleOpensURL
	// roleScriptShell: a POSIX shell that runs its first operand as a
	// script unless told -c (code) or -n (a syntax check).
	roleScriptShell
	// roleCompiles: a compiler or linker that writes programs (-o FILE),
	// not scripts.
	roleCompiles
	// roleMines: a common cryptocurrency miner's program (xmrig,
	// cpuminer, ethminer), asked of an image's name too.
	roleMines
	// roleRunsContainers: it runs containers from images (docker,
	// podman, nerdctl, kubectl, crictl, ctr, apptainer, singularity).
	roleRunsContainers
	// roleBucketCmdlet: a cloud store's cmdlet that names its
	// destination by a parameter (-BucketName, -Container:
	// Write-S3Object, Write-GcsObject, Set-AzStorageBlobContent).
	roleBucketCmdlet
	// rolePrintsWords: it writes its operands to the output (echo,
	// printf, print).
	rolePrintsWords
	// rolePrintsStdin: it writes its standard input to the output as it
	// is (cat, tee).
	rolePrintsStdin
	// roleWinPrints: PowerShell's and cmd's printers of their words:
	// echo (Write-Output's alias in PowerShell), write, Write-Output,
	// Write-Host.
	roleWinPrints
	// roleBodyFormat: a PowerShell cmdlet that turns the objects piped
	// to it into the text a request carries, holding the same data
	// (ConvertTo-Json, ConvertTo-Csv, Out-String).
	roleBodyFormat
	// roleWinWrites: a cmdlet that writes or clears the files it names
	// (Set-Content, Add-Content, Clear-Content, Out-File, New-Item,
	// Copy-Item, Tee-Object).
	roleWinWrites
	// roleServices: it starts and stops services, the process managers
	// that keep an application's processes running among them
	// (systemctl, service, launchctl, sc, Stop-Service; pm2, forever,
	// circusctl, monit).
	roleServices
	// rolePackages: it installs and removes software (apt, dnf, brew,
	// choco, winget, msiexec; the BSDs' pkg, pkg_delete and pkgin).
	rolePackages
	// roleMakeTasks: its first operands are tasks the project defines
	// (make deploy, just deploy prod, cap production deploy, fab -H web1
	// deploy), read by their names (taskDeploys).
	roleMakeTasks
	// roleScriptTasks: a package manager whose run word takes a script
	// the package defines (npm run deploy:prod; yarn's first word too).
	roleScriptTasks
	// roleShell: the program is a shell, on any system (bash, zsh, fish,
	// cmd, powershell, pwsh; conhost and Windows Terminal, which host
	// one).
	roleShell
	// roleReadsOut: it prints or sends the files it is given (cat, grep,
	// curl -T, scp, gpg, mail): a credential file given to it leaves the
	// file.
	roleReadsOut
	// roleUsesFiles: it uses, inspects or changes the files it is given
	// without printing what they hold (ls, chmod, ssh -i, docker
	// --env-file, sha256sum), or its own rules judge it (git, kubectl,
	// terraform); graphical editors and openers (the window is not the
	// agent's output).
	roleUsesFiles
	// roleFetchesURL: it only fetches, opens, shows or installs what a
	// URL names (curl, git clone, pip install, a browser); none of them
	// runs it as a program (their own rules judge what they do).
	roleFetchesURL
	// roleDataWords: it takes its words as text or names, never as a
	// command it runs: the system's own utilities whose operands are
	// this machine's files, users, groups and processes (du release, id
	// deploy, useradd -m deploy, tree publish), which no word of theirs
	// makes a release or a remote delete; the shell's own that take a
	// directory (cd release, pushd deploy).
	roleDataWords
	// roleSystemTool: one of the systems' own tools, what it changes is
	// this machine (reg delete, schtasks /delete, iptables -P INPUT
	// DROP), judged by the sys and fs rules, not by its words.
	roleSystemTool
	// rolePublishes: publishJudge reads its subcommands; the others are
	// not read by their words (goreleaser release --snapshot builds).
	rolePublishes
	// roleForeignText: what it prints is text from another machine or
	// another's hand, not its own: a database's rows or a key-value
	// store's values (psql -Atc, redis-cli GET), a forge's answers (gh
	// api, glab snippet view), a command's output on another host (ssh
	// HOST CMD), an object store's object (gsutil cat, rclone cat).
	// Piped to a shell, it runs code no one here wrote or read
	// (netSource). On a subcommand's entry, that subcommand's.
	roleForeignText
)

// traits are more kinds of command a spec says it is (spec.trait), one
// bit each, as roles are: the second word of them, for the kinds the
// first has no bit left for. A rule asks them of a name (nameIs).
type traits uint64

const (
	// traitPowers: every power word it is given is the machine's own
	// (pmset sleepnow, gnome-session-quit --power-off, ipmitool chassis
	// power off, racadm serveraction powerdown): pmset's schedules, the
	// desktop sessions' quit dialogs, the management controllers'
	// clients (IPMI's, Dell's, HPE's iLO, Redfish's) (powerSpoken).
	traitPowers traits = 1 << iota
	// traitRunsInput: a REPL or client with a shell escape (sqlite3
	// .shell, psql and mysql \!, gdb shell, ftp !), or a shell the
	// grammars do not read (csh, fish): the input given to it may run as
	// commands (IsCodeRunner), as a shell's and an interpreter's does.
	traitRunsInput
	// traitStartsTail: its name among the words of a command the model
	// does not know is read as the command that one launches, its words
	// after it (mylauncher rm -rf ~ runs rm -rf ~ at worst): a shell, a
	// deleter, a downloader, a changer of owners and modes, a writer of
	// disks (unknownLauncher).
	traitStartsTail
	// traitEmpties: it empties the files it is given, which stay there
	// with nothing in them (truncate -s 0): of what find gives it, as
	// good as deleted (fsActsLoosely).
	traitEmpties
	// traitRisky: a git subcommand the git rules refuse with some of
	// its options (reset --hard, clean -f, push --force, branch -D, gc
	// --prune=now): a subcommand only known at run time is tried as
	// each (gitDynamic). Not filter-branch, refused whatever follows:
	// git $X status would be refused for it.
	traitRisky
	// traitGlobbed: the rules judge it by its name beyond what its spec
	// says (rm, dd, kill, curl, shutdown): a command name that is a
	// pattern (/???/r? -rf ~) is tried as it before the other names the
	// pattern can match (globNames).
	traitGlobbed
	// traitDryRunN: its -n is a dry run in every subcommand that has
	// one (zpool add, remove, split -n; rsync -n): the vocabulary's
	// verbs with it change nothing (dryRunN). To most tools -n is a
	// name or a count.
	traitDryRunN
)

// does reports whether the command named name is of role r, by its own
// specs (no subcommand): name is c's name or a form of it
// (lowerNameNoExe), or the name of a command c runs (inner).
func does(c *Command, name string, r roles) bool {
	if name != c.Name {
		return nameDoes(name, r)
	}
	return specsOf(c).roles&r != 0 // found with its specs: asked of most commands
}

// doesSub reports whether a spec that c's name and first words match, a
// subcommand's included (docker logs, gcloud logging read), is of role r.
func doesSub(c *Command, r roles) bool {
	return specsOf(c).subRoles&r != 0
}

// nameDoes is does for a name no command has (an alias's name).
func nameDoes(name string, r roles) bool { return pathDoes(name, "", r) }

// pathDoes reports whether the spec whose path is name followed by
// subs (a subcommand's words, "" for none: bundle exec) is of role r.
func pathDoes(name, subs string, r roles) bool {
	return pathHas(name, subs, func(m *specMore) bool { return m.role&r != 0 })
}

// nameIs reports whether a spec whose path is name alone has trait t.
// Only a name's own entries are read (eachExactEntry), not those whose
// name is a pattern, which hold no trait (TestTraitsExact): nameIs is
// asked of every word of a command the model does not know
// (unknownLauncher).
func nameIs(name string, t traits) bool {
	found := false
	eachExactEntry(name, func(s *spec, sub string) {
		found = found || sub == "" && s.extra().trait&t != 0
	})
	return found
}

// nameLists reports whether a spec whose path is name alone lists the
// things of kind (spec.lists).
func nameLists(name, kind string) bool {
	return pathHas(name, "", func(m *specMore) bool { return m.lists == kind })
}

// pathHas reports whether, of the specs whose path is name followed by
// subs, one's extra fields are as has asks.
func pathHas(name, subs string, has func(m *specMore) bool) bool {
	found := false
	eachEntry(name, func(s *spec, sub string) {
		found = found || sub == subs && has(s.extra())
	})
	return found
}

// roleOnly reports whether s, an entry of roleSpecs (kindOnly), says
// nothing but its path and its role, traits, how it compiles and the
// project files it runs (read by the command's name, eachExactEntry,
// or by sourceFormatsOf): a second such match of a command adds to its
// roles alone (findSpecs), not to its matches, which a command with
// more than one keeps apart (an allocation).
func (s *spec) roleOnly() bool {
	if !s.kindOnly() || s.more == nil {
		return false
	}
	m := s.more
	return *s == spec{path: s.path, more: m} && m.moreRun == &noRun && m.moreCode == &noCode && m.moreArgs == &noArgs && m.moreNet == &noNet && m.moreCred == &noCred && m.moreFS == &noFS && m.moreChange != nil && *m.moreChange == moreChange{role: m.role, trait: m.trait, compiles: m.compiles, projectRuns: m.projectRuns}
}

// A namespaceScope is what a namespaced delete takes (moreChange.namespaced).
type namespaceScope uint8

const (
	namespaceNone    namespaceScope = iota
	namespaceObjects                // a release's objects: helm uninstall
	namespaceData                   // volumes' data: kubectl delete pvc, statefulset
)

// An archiver is the grammar of an archiver's words (spec.archive).
type archiver uint8

const (
	archiveNone archiver = iota
	archiveTar           // tar: -c/-r/-u or -x, -f ARCHIVE, -C DIR, --remove-files; the old style's first word of letters (czf)
	archiveZip           // zip ARCHIVE FILE…, -m moves them in
	archiveVerb          // 7-Zip's and rar's verb first (a, u, m, mf), then ARCHIVE FILE…; -sdel, -df delete them
	archivePS            // Compress-Archive -Path … -DestinationPath …
)

// archiverOf returns the archiver c is (spec.archive), by its name
// lowercased and without .exe, and its spec.
func archiverOf(c *Command) (kind archiver, s *spec) {
	eachNamedSpec(c, lowerNameNoExe(c), func(e *spec) {
		if e.extra().archive != archiveNone {
			kind, s = e.extra().archive, e
		}
	})
	return kind, s
}

// eachNamedSpec calls f with each spec whose path is name alone, no
// subcommand: name is c's name or a form of it (lowerNameNoExe). For c's
// own name they come from c's memo (specsOf), which the analysis and
// the rules ask for anyway; a scan of the index (eachEntry) for each
// question was a twentieth of a check.
func eachNamedSpec(c *Command, name string, f func(s *spec)) {
	if name != c.Name {
		eachEntry(name, func(s *spec, subs string) {
			if subs == "" {
				f(s)
			}
		})
		return
	}
	m := specsOf(c)
	for i := range m.len() {
		if x := m.at(i); x.s.path == name { // its words start at Args[0]
			f(x.s)
		}
	}
}

// noMore is the extra fields of a spec that sets none of them.
var noMore = specMore{moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}

// extra returns the fields of s that few specs set (specMore).
func (s *spec) extra() *specMore {
	if s.more == nil {
		return &noMore
	}
	return s.more
}

// A removal is what a command does to the paths its operands name
// (spec.removes).
type removal uint8

const (
	removesNone     removal = iota
	removesFiles            // deletes them; a directory with all it holds only given one of recurse (rm, shred, unlink)
	removesTrees            // deletes them with all they hold (rimraf, del-cli)
	removesEmpty            // deletes them when they are empty directories (rmdir): nothing is lost
	removesAway             // moves them with all they hold out of where everything that uses them looks, to the Trash (trash-put, gio trash): mv away
	removesContents         // deletes all that the directories after its first operand hold, not them (tmpwatch AGE DIR…): rm -r DIR/*
)

// A dbEnv says how a framework is told the environment whose database
// it works on (spec.testEnv): by one of vars (RAILS_ENV=test, also as an
// argument: rails db:reset RAILS_ENV=test), of opts (--env test), or of
// modules, options or variables whose value is a settings module named
// by its last part (--settings config.settings.test,
// DJANGO_SETTINGS_MODULE=app.settings.test). Environments are named in
// any case (ASPNETCORE_ENVIRONMENT=Test). dbOpts name the database itself
// (--url, --knexfile, --config), which then decides, not the
// environment. The options are among those of the spec that take a
// value.
type dbEnv struct {
	vars, opts, modules, dbOpts wordList
	// devDefault: told none of vars or opts, it works on its
	// development environment (devDefaultDB).
	devDefault bool
}

// An envPrint says when a command prints the whole environment
// (spec.env).
type envPrint uint8

const (
	envNever     envPrint = iota
	envAlways             // whenever need is given and unless is not
	envNoOperand          // with no operand: printenv, export -p, declare -x
	envNoArgs             // with no argument at all: set
	envNoCommand          // a wrapper running no command: env, env -u X
)

// An opt is one option as given: its name (-p, --package) and value.
type opt struct {
	name, value string
	hasValue    bool
	inline      bool       // the value was in the same word: --file=V, -fV
	literal     bool       // the word that held the value was exact (Word.Literal)
	subst       []*Command // the substitutions of the word that held the value
	// computed and climbs are that word's (Word.Computed, Word.climbs):
	// shell text in a value (sbatch --wrap "rm -rf $D/x") is read as the
	// same text given to sh -c.
	computed, climbs bool
	// end is the index in the words read of the last one the option
	// was read from: its value's, or its own when the value was in it
	// or it has none (env -S STRING is replaced there by STRING's words).
	end int
}

// A dbTarget is how a database client is told its database (spec.dbURL).
type dbTarget uint8

const (
	dbNone dbTarget = iota
	dbByArg
	dbByEnv
	// dbByName: its first operand names the database on a server its
	// options give (dropdb -h localhost app_test).
	dbByName
)

// parsed is a command line read through its spec.
type parsed struct {
	opts     []opt
	operands []Word
	// paths are the operands after --, also in operands; dashdash
	// reports that -- was given.
	paths    []Word
	dashdash bool
	// rest are the words of the command it runs (effectRuns,
	// effectRemote), when found; for global options, the subcommand and
	// its words.
	rest []Word
}

// A codeLang is the language of code a command runs as text (spec.lang).
type codeLang uint8

const (
	langNone       codeLang = iota
	langShell               // posix shell code
	langMake                // a makefile: its recipes and $(shell …) are shell code
	langJust                // a justfile: its recipes and backquotes are shell code
	langTaskfile            // a Taskfile (go-task): its cmds are shell code
	langCMake               // a CMake script: execute_process, file(REMOVE…), …
	langCmdLine             // a Windows command line, read as cmd reads it
	langPowerShell          // PowerShell code
	langRunCommand          // a cloud VM's run command: PowerShell or shell code by its command id (textLangs)
	langProcfile            // a Procfile: each process's command line is shell code
	langModule              // a configuration tool's module call: its module and arguments say what runs (moduleRun)
	langPuppet              // Puppet's language: each resource does what moduleActs says
	langPlaybook            // an ansible playbook: its tasks' shell, command, raw and script lines are shell code
)

// has reports whether one of the options names was given: exact long
// names (--dry-run), getopt's unambiguous abbreviations of them are not
// accepted here; short letters match inside bundles (-an has -n).
func (p parsed) has(names ...string) bool {
	for _, o := range p.opts {
		for _, n := range names {
			if o.name == n {
				return true
			}
		}
	}
	return false
}

// hasAny reports whether one of the options of the list l was given,
// as has does.
func (p parsed) hasAny(l wordList) bool {
	for _, o := range p.opts {
		if l.has(o.name) {
			return true
		}
	}
	return false
}

// only reports whether every option given is one of the list l.
func (p parsed) only(l wordList) bool {
	for _, o := range p.opts {
		if !l.has(o.name) {
			return false
		}
	}
	return true
}

// valuesOf returns the values given to the options of the list l.
func (p parsed) valuesOf(l wordList) []string {
	var out []string
	for _, o := range p.opts {
		if o.hasValue && l.has(o.name) {
			out = append(out, o.value)
		}
	}
	return out
}

// values returns the values given to the options names.
func (p parsed) values(names ...string) []string {
	var out []string
	for _, o := range p.opts {
		for _, n := range names {
			if o.name == n && o.hasValue {
				out = append(out, o.value)
			}
		}
	}
	return out
}

// valueWords returns the values given to the options names, as words.
func (p parsed) valueWords(names wordList) []Word {
	var out []Word
	for _, o := range p.opts {
		if o.hasValue && names.has(o.name) {
			out = append(out, Word{Value: o.value, Literal: o.literal, Subst: o.subst, Computed: o.computed, climbs: o.climbs})
		}
	}
	return out
}

// valueWord returns the value last given to one of the options names, as
// a word (tar -C DIR: the last one counts).
func (p parsed) valueWord(names ...string) (Word, bool) {
	return p.valueWordOf(func(n string) bool { return contains(names, n) })
}

// valueWordOf is valueWord for the options of which is reports true
// (wordList.has: one of a spec's lists).
func (p parsed) valueWordOf(is func(string) bool) (Word, bool) {
	for i := len(p.opts) - 1; i >= 0; i-- {
		if o := p.opts[i]; o.hasValue && is(o.name) {
			return Word{Value: o.value, Literal: o.literal}, true
		}
	}
	return Word{}, false
}

// flags returns the names that are options without a value in s: a name
// s gives a value is another option (dropdb's -h is the host, not help).
func (s *spec) flags(names wordList) wordList {
	var out []string
	dropped := false
	for n := range names.all() {
		short := len(n) == 2 && n[0] == '-' && n[1] != '-' && !s.longDash && !s.ps && !s.win
		if short && strings.IndexByte(s.value, n[1]) >= 0 || !short && s.takes(n) {
			dropped = true
			continue
		}
		out = append(out, n)
	}
	if !dropped {
		return names
	}
	return wordList(strings.Join(out, " "))
}

// parseArgs reads args (the words after the spec's path) through s: the
// options with their values (-f V, -fV, --file=V, --file V, bundles -it),
// the operands, and the command a launcher runs. Options end at -- and,
// for launchers, at the first operand past skip: what follows belongs to
// the command run.
func parseArgs(s *spec, args []Word) parsed {
	return parseArgsIn(s, args, nil, nil)
}

// parseArgsIn is parseArgs with the options and operands appended to
// opts[:0] and operands[:0]: a caller asking about every command of a
// check (quietReporter) gives arrays of its own, and parseArgs
// allocates nothing while they hold them.
func parseArgsIn(s *spec, args []Word, opts []opt, operands []Word) parsed {
	p := parsed{opts: opts[:0], operands: operands[:0]}
	// A launcher's and a precommand's options end at the command it
	// runs, unless what it runs is the text of an option (make --eval).
	runs := (s.effect == effectRuns || s.effect == effectRemote) && (len(s.extra().textOpts)+len(s.extra().fileOpts) == 0 || s.extra().cmdOperands) || s.global || s.extra().wrap != nil
	// operand takes args[i] as an operand; it reports whether the words
	// from there on are the command a launcher runs.
	operand := func(i int) bool {
		if runs && s.extra().target != nil && len(p.operands) == 0 && s.extra().target.match(args[i].Value) {
			p.operands = append(p.operands, args[i])
			return false
		}
		if runs && !s.dashdash && len(p.operands) >= s.skip {
			p.rest = args[i:]
			return true
		}
		if s.extra().optsFirst {
			p.operands = append(p.operands, args[i:]...)
			return true
		}
		p.operands = append(p.operands, args[i])
		return false
	}
	// valued is the index in p.opts of the PowerShell parameter whose
	// value the word before was (or an element of it), -1 when none.
	valued := -1
	marked := 0 // p.opts before it have their end set
	for i := 0; i < len(args); i++ {
		// The options read in the iteration before were read from the
		// words up to i-1.
		for ; marked < len(p.opts); marked++ {
			p.opts[marked].end = i - 1
		}
		a := args[i]
		v := a.Value
		if runs && s.skip > 0 && len(p.operands) >= s.skip && s.extra().optsEnd {
			p.rest = args[i:]
			return p
		}
		if s.ps && a.elem && valued >= 0 {
			// -Path a,b, -Name x,y: an element of the array given to the
			// parameter, one more value of it (an operand when the
			// parameter's value is a path, pathOpts).
			o := p.opts[valued]
			o.value, o.inline, o.literal, o.subst, o.computed, o.climbs = v, false, a.Literal, a.Subst, a.Computed, a.climbs
			p.opts = append(p.opts, o)
			valued = len(p.opts) - 1
			if s.extra().pathOpts.has(o.name) {
				p.operands = append(p.operands, a)
			}
			continue
		}
		valued = -1
		if s.extra().cmdOpt.has(v) {
			p.rest = args[i+1:]
			return p
		}
		if s.literalOpts && !a.Literal {
			if operand(i) {
				return p
			}
			continue
		}
		if s.literalOpts && !s.ps && !s.win && len(s.extra().switches) > 0 && len(v) > 1 && v[0] == '-' && v != "--" && !s.knows(v) {
			// faketime -1d CMD: a program that compares its words with
			// its options' whole names reads any other word as its first
			// operand, a dash before it or not.
			if operand(i) {
				return p
			}
			continue
		}
		switch {
		case len(v) > 1 && (s.ps && v[0] == '-' || s.win && (v[0] == '/' || v[0] == '-')):
			if s.ps && a.Quoted && !psQuotedValue(s, v) {
				// '-x' is a string, not a parameter.
				if operand(i) {
					return p
				}
				continue
			}
			name, val, colon := strings.Cut(v, ":")
			if s.ps && colon && val == "" && i+1 < len(args) {
				// -WhatIf: $false: a parameter ending in its colon
				// takes the next word as its value, blanks between.
				i++
				a = Word{Value: v + args[i].Value, Literal: a.Literal && args[i].Literal, Quoted: args[i].Quoted, Computed: args[i].Computed, Subst: args[i].Subst, climbs: args[i].climbs}
				val = args[i].Value
			}
			if s.bundled && !colon && name[0] == '-' && s.winLetters(name[1:]) {
				for j := 1; j < len(name); j++ {
					p.opts = append(p.opts, opt{name: s.param("-" + name[j:j+1]), literal: a.Literal})
				}
				continue
			}
			if s.win && len(s.extra().switches) > 0 && !s.winSwitches(name) {
				if operand(i) {
					return p
				}
				continue
			}
			if s.win && strings.IndexByte(name[1:], '/') >= 0 {
				// /q/s: each switch of the word, the value after the last.
				glued := strings.Split(name[1:], "/")
				for _, g := range glued[:len(glued)-1] {
					p.opts = append(p.opts, opt{name: s.param("/" + g), literal: a.Literal})
				}
				name = "/" + glued[len(glued)-1]
			}
			o := opt{name: s.param(name), value: val, hasValue: colon, inline: colon, literal: a.Literal, subst: a.Subst, computed: a.Computed, climbs: a.climbs}
			if s.ps && colon && !s.takes(o.name) && !strings.EqualFold(o.name, "-Confirm") && psFalse(val) {
				continue // -WhatIf:$false, -Force:$false: the switch off (-Confirm:$false is no prompt)
			}
			if !colon && s.takes(o.name) && i+1 < len(args) {
				i++
				o.value, o.hasValue, o.literal, o.subst, o.computed, o.climbs = args[i].Value, true, args[i].Literal, args[i].Subst, args[i].Computed, args[i].climbs
				if s.extra().pathOpts.has(o.name) {
					p.operands = append(p.operands, args[i])
				}
			} else if colon && s.extra().pathOpts.has(o.name) {
				p.operands = append(p.operands, Word{Value: val, Literal: a.Literal, Quoted: a.Quoted, Computed: a.Computed, Subst: a.Subst, climbs: a.climbs})
			}
			if o.hasValue {
				valued = len(p.opts)
			}
			p.opts = append(p.opts, o)
		case v == "--" && a.Literal:
			if runs && len(p.operands) >= s.skip {
				p.rest = args[i+1:]
				return p
			}
			if runs && !s.dashdash {
				// timeout -- 5 CMD, flock -- LOCK CMD: -- ends the
				// options only; the operands before the command follow
				// it, then the command.
				for j := i + 1; j < len(args); j++ {
					if operand(j) {
						return p
					}
				}
				return p
			}
			p.dashdash, p.paths = true, args[i+1:]
			p.operands = append(p.operands, args[i+1:]...)
			return p
		case strings.HasPrefix(v, "--") && len(v) > 2, len(v) > 1 && v[0] == '-' && (s.longDash || len(v) > 2 && s.long.hasSorted(v)):
			// --name=V, --name V; -name=V, -name V when options are long
			// ones of one dash (longDash), or the word is one that long
			// lists (node -pe CODE).
			name, val, eq := strings.Cut(v, "=")
			// takes: long lists it (known already of a word of one dash
			// read so, asked of long once).
			takes := !eq && v[1] != '-' && !s.longDash
			if w := s.extra().wrap; w != nil && !s.longDash && !s.knows(name) && !w.shell.has(name) && !w.lookups.has(name) && !w.needs.has(name) {
				name = longAbbrev(s.long, name) // not sudo --login, a name of its own
			}
			o := opt{name: name, value: val, hasValue: eq, inline: eq, literal: a.Literal, subst: a.Subst, computed: a.Computed, climbs: a.climbs}
			if !eq && (takes || s.long.hasSorted(name)) && i+1 < len(args) {
				i++
				o.value, o.hasValue, o.literal, o.subst, o.computed, o.climbs = args[i].Value, true, args[i].Literal, args[i].Subst, args[i].Computed, args[i].climbs
				if i+1 < len(args) && s.extra().pairs.has(name) {
					i++ // jq --arg NAME VALUE: the value VALUE's word
					o.value, o.literal, o.subst, o.computed, o.climbs = args[i].Value, args[i].Literal, args[i].Subst, args[i].Computed, args[i].climbs
				}
			}
			p.opts = append(p.opts, o)
		case len(v) > 1 && (v[0] == '-' || s.plus && v[0] == '+'):
			if k := strings.IndexByte(v, '='); k > 2 && v[0] == '-' && !strings.ContainsAny(v[1:k], s.value+s.extra().attached+s.extra().digits) {
				// -name=V of a spec that does not list it (bitcoin-cli
				// -rpcwallet=hot, a Go program's -config=x): no letter
				// before the = takes a value, and no getopt reads = as
				// an option's letter, so the word is one option of one
				// dash, not a cluster whose letters after the = (h of
				// hot) are options of their own.
				p.opts = append(p.opts, opt{name: v[:k], value: v[k+1:], hasValue: true, inline: true, literal: a.Literal, subst: a.Subst, computed: a.Computed, climbs: a.climbs})
				continue
			}
			for j := 1; j < len(v); j++ {
				o := opt{name: v[:1] + v[j:j+1]}
				if strings.IndexByte(s.extra().digits, v[j]) >= 0 {
					k, hex := j+1, j+1 < len(v) && v[j+1] == 'x' // -0x1F
					if hex {
						k++
					}
					for k < len(v) && (v[k] >= '0' && v[k] <= '9' || hex && strings.IndexByte("abcdefABCDEF", v[k]) >= 0) {
						k++
					}
					if k > j+1 {
						o.value, o.hasValue, o.inline, o.literal, o.subst, o.computed, o.climbs = v[j+1:k], true, true, a.Literal, a.Subst, a.Computed, a.climbs
					}
					p.opts = append(p.opts, o)
					j = k - 1
					continue
				}
				if strings.IndexByte(s.extra().attached, v[j]) >= 0 {
					if j+1 < len(v) {
						o.value, o.hasValue, o.inline, o.literal, o.subst, o.computed, o.climbs = v[j+1:], true, true, a.Literal, a.Subst, a.Computed, a.climbs
					}
					p.opts = append(p.opts, o)
					break
				}
				if strings.IndexByte(s.value, v[j]) >= 0 {
					o.hasValue = true
					if j+1 < len(v) {
						o.value, o.inline, o.literal, o.subst, o.computed, o.climbs = v[j+1:], true, a.Literal, a.Subst, a.Computed, a.climbs
						if !s.extra().eqValue {
							o.value = strings.TrimPrefix(o.value, "=")
						}
					} else if i+1 < len(args) {
						i++
						o.value, o.literal, o.subst, o.computed, o.climbs = args[i].Value, args[i].Literal, args[i].Subst, args[i].Computed, args[i].climbs
					}
					p.opts = append(p.opts, o)
					break
				}
				p.opts = append(p.opts, o)
			}
		default:
			if kw := s.extra().keywords; kw != "" && a.Literal {
				if o, next, ok := keywordOpt(kw, args, i); ok {
					p.opts, i = append(p.opts, o), next
					continue
				}
			}
			if operand(i) {
				return p
			}
		}
	}
	for ; marked < len(p.opts); marked++ {
		p.opts[marked].end = len(args) - 1
	}
	return p
}

// keywordOpt reads args[i] as one of the keywords kw (moreArgs.keywords):
// the option, and the index of the last word it took.
func keywordOpt(kw wordList, args []Word, i int) (opt, int, bool) {
	v := args[i].Value
	if key, val, eq := strings.Cut(v, "="); eq {
		if key == "" || !kw.has(strings.ToLower(key)+"=") {
			return opt{}, i, false
		}
		a := args[i]
		return opt{name: strings.ToLower(key), value: val, hasValue: true, inline: true, literal: a.Literal, subst: a.Subst, computed: a.Computed, climbs: a.climbs}, i, true
	}
	if !kw.has(v) || i+1 >= len(args) {
		return opt{}, i, false
	}
	a := args[i+1]
	return opt{name: v, value: a.Value, hasValue: true, literal: a.Literal, subst: a.Subst, computed: a.Computed, climbs: a.climbs}, i + 1, true
}

// An optWord is a word read as an option of a program no spec describes
// (readOptWord).
type optWord struct {
	dashes      string // the leading dashes: -, --
	name, value string // the name after them; the value written in the same word
	hasValue    bool
}

// readOptWord reads v as an option of a program whose options no spec
// lists, so that which of them take a value is not known: the
// vocabulary of unknown tools (readVocab), a server's bind and login
// options (openServer), a CLI's token option (cliSendsOwnToken). The
// value is the one written in the same word, after the first = or, for
// PowerShell's parameters (ps), the first : (--name=V, -Name:V); a value
// in the next word is each reader's guess. ok is false for a word that is no option
// or has no name (a lone -, --, -=x).
func readOptWord(v string, ps bool) (o optWord, ok bool) {
	if len(v) < 2 || v[0] != '-' {
		return o, false
	}
	body := strings.TrimLeft(v, "-")
	o.dashes = v[:len(v)-len(body)]
	i := strings.IndexByte(body, '=')
	if j := strings.IndexByte(body, ':'); ps && j >= 0 && (i < 0 || j < i) {
		i = j
	}
	o.name = body
	if i >= 0 {
		o.name, o.value, o.hasValue = body[:i], body[i+1:], true
	}
	return o, o.name != ""
}

// subcommandOf reads args through g, a command's global options, and
// returns them, the subcommand (the first operand) and its words.
func subcommandOf(g *spec, args []Word) (global parsed, sub string, rest []Word) {
	global = parseArgs(g, args)
	if len(global.rest) == 0 {
		return global, "", nil
	}
	return global, global.rest[0].Value, global.rest[1:]
}

// param returns the option name as s knows it: for PowerShell, the one
// parameter of long (those taking a value), need or unless (switches such
// as -Force, -WhatIf) that name is a prefix of, in any case (-arg is
// -ArgumentList, -fo is -Force); for Windows switches, the one it equals
// ignoring case. Unknown names are returned as written, and so are
// ambiguous ones, but for a prefix of a parameter that names a file
// written, data sent or code (Invoke-WebRequest -o): PowerShell 7.4
// refuses -o as ambiguous (-OperationTimeoutSeconds came with it), but
// Windows PowerShell 5.1, the one documentation examples are written
// for, has only -OutFile, and the worst reading is that one.
func (s *spec) param(name string) string {
	found, feared, ambiguous := "", "", false
	for _, names := range [...]wordList{s.long, s.need, s.unless, s.extra().recurse, s.extra().switches, s.common()} {
		for l := range names.all() {
			l, _, _ = strings.Cut(l, "=") // need's -Confirm=False: the parameter -Confirm
			switch {
			case l == "" || name == "":
			case strings.EqualFold(l, name) || s.win && winSwitchChar(l[0]) && winSwitchChar(name[0]) && strings.EqualFold(l[1:], name[1:]):
				return l // a Windows switch is /name or -name
			case l[0] != name[0]:
			case s.ps && len(name) > 1 && len(l) > len(name) && strings.EqualFold(l[:len(name)], name) && found != l:
				if found != "" {
					ambiguous = true
				} else {
					found = l
				}
				if x := s.extra(); x.writesOpts.has(l) || x.sendsOpts.has(l) || s.codeOpts.has(l) {
					feared = l
				}
			}
		}
	}
	switch {
	case ambiguous && feared != "":
		return feared
	case found != "" && !ambiguous:
		return found
	}
	return name
}

// winSwitchChar reports whether b begins a Windows switch: / or -.
func winSwitchChar(b byte) bool { return b == '/' || b == '-' }

// winLetters reports whether every byte of letters is a switch of one
// letter that s knows and that takes no value (sdelete -sq; spec.bundled).
func (s *spec) winLetters(letters string) bool {
	if len(letters) < 2 {
		return false
	}
	for i := range len(letters) {
		if n := s.param("-" + letters[i:i+1]); !s.knows(n) || s.long.hasSorted(n) {
			return false
		}
	}
	return true
}

// winSwitches reports whether the Windows switch word name (/s, /q/s,
// /A) is made of switches s knows (switches, recurse, need, unless,
// long), compared ignoring case.
func (s *spec) winSwitches(name string) bool {
	for g := range strings.SplitSeq(name[1:], "/") {
		known := false
		for _, names := range [...]wordList{s.long, s.need, s.unless, s.extra().recurse, s.extra().switches} {
			for l := range names.all() {
				if len(l) > 1 && strings.EqualFold(l[1:], g) {
					known = true
				}
			}
		}
		if !known {
			return false
		}
	}
	return true
}

// specRead returns the spec of c (lookupSpec) and c's words read
// through it: the one grammar of a command that one entry describes
// (compgen, declare, crontab). nil when no spec describes c, its words
// then read as options that take no value.
func specRead(c *Command) (*spec, parsed) {
	s, rest := lookupSpec(c)
	if s == nil {
		return nil, parseArgs(&noOptionValues, c.Args)
	}
	return s, parseArgs(s, rest)
}

// noOptionValues reads every option as one taking no value.
var noOptionValues spec

// fetchSpec returns the spec of c that says which of its options name
// the files it downloads into, uploads or reads (writesOpts, sendsOpts,
// readsOpts), and c's words read through it; nil when none does.
func fetchSpec(c *Command) (*spec, parsed) {
	var s *spec
	var rest []Word
	eachSpec(c, func(t *spec, r []Word) {
		if s == nil && len(t.extra().writesOpts)+len(t.extra().sendsOpts)+len(t.extra().readsOpts)+len(t.extra().sendsAt) > 0 {
			s, rest = t, r
		}
	})
	if s == nil {
		return nil, parsed{}
	}
	return s, parseArgs(s, rest)
}

// refusesLine reports whether args, the words s's command is given, hold
// an option it does not take (spec.accepts) before anything else could
// be read: each word before it a literal option s takes, none of them
// --. getopt reads every option before the program acts, and an unknown
// one stops it with a usage error (rm -batchmode -projectPath . deletes
// nothing, in any implementation); a word only known at run time, or an
// operand, first may end the options (rm $X -b ., rm x -b . where getopt
// stops at the first operand), and an abbreviation of a long name it
// takes is that name (--rec).
func (s *spec) refusesLine(args []Word) bool {
	acc := s.extra().accepts
	if acc == "" {
		return false
	}
	short, long, _ := strings.Cut(acc, " ")
	for _, a := range args {
		v := a.Value
		if !a.Literal || v == "--" || len(v) < 2 || v[0] != '-' {
			return false
		}
		if name, ok := strings.CutPrefix(v, "--"); ok {
			name, _, _ = strings.Cut(name, "=")
			known := false
			for l := range strings.FieldsSeq(long) {
				known = known || strings.HasPrefix(l, name)
			}
			if !known {
				return true
			}
			continue
		}
		for _, r := range v[1:] {
			if !strings.ContainsRune(short, r) {
				return true
			}
		}
	}
	return false
}

// recursive reports whether p, words read through s, delete a directory
// with all they hold: s removes trees, or one of s.recurse is given (a
// long one also by an abbreviation getopt accepts, --rec; a PowerShell
// one by its prefixes, and a switch it does not know of three letters or
// fewer with an r in it, or beginning with one, as a native rm's bundle:
// pwsh on Linux runs /bin/rm -rf). maybe: a word before -- only known at
// run time may carry one (rm $FLAGS x, rm -$f x).
func (s *spec) recursive(p parsed) (recursive, maybe bool) {
	if r := s.extra().removes; r == removesTrees || r == removesContents {
		return true, false
	}
	for _, o := range p.opts {
		for r := range s.extra().recurse.all() {
			switch {
			case o.name == r || (s.ps || s.win) && strings.EqualFold(o.name, r):
				recursive = true
			case strings.HasPrefix(r, "--") && strings.HasPrefix(o.name, "--") && fsLongOpt(o.name, r, 3):
				recursive = true
			}
		}
		if n := strings.ToLower(strings.TrimPrefix(o.name, "-")); s.ps && o.name == s.param(o.name) && !s.knows(o.name) && (strings.HasPrefix(n, "r") || strings.Contains(n, "r") && len(n) <= 3) {
			recursive = true
		}
	}
	for _, w := range p.operands[:len(p.operands)-len(p.paths)] {
		if s.literalOpts && !w.Literal && (strings.HasPrefix(w.Value, "-") || strings.HasPrefix(w.Value, "$")) {
			maybe = true
		}
	}
	return recursive, maybe
}

// knows reports whether name is one of the options s lists.
func (s *spec) knows(name string) bool {
	for _, names := range [...]wordList{s.long, s.need, s.unless, s.extra().recurse, s.extra().switches, s.common()} {
		for l := range names.all() {
			if strings.EqualFold(l, name) {
				return true
			}
		}
	}
	return false
}

// takes reports whether the option name, as s knows it (param), takes a
// value: one of long, or for a PowerShell cmdlet one of the common
// parameters that every cmdlet has (psCommonParams).
func (s *spec) takes(name string) bool {
	return s.long.hasSorted(name) || s.ps && psCommonParams.has(name)
}

// common returns the PowerShell common parameters that take a value,
// for a cmdlet's spec (ps); nil for any other.
func (s *spec) common() wordList {
	if s.ps {
		return psCommonParams
	}
	return ""
}

// psCommonParams are the common parameters of every PowerShell cmdlet
// (about_CommonParameters) that take a value, with their aliases; its
// other common parameters (-Verbose, -Debug) are switches.
const psCommonParams wordList = "-ErrorAction -EA -WarningAction -WA -InformationAction -InfA -ErrorVariable -EV " +
	"-WarningVariable -WV -InformationVariable -IV -OutVariable -OV -OutBuffer -OB -PipelineVariable -PV " +
	"-ProgressAction -ProgA"

// psFalse reports whether a switch's value turns it off (-Force:$false).
func psFalse(v string) bool {
	return strings.EqualFold(v, "$false") || v == "0" || strings.EqualFold(v, "false")
}

// psQuotedValue reports whether a word with quotes in it is a PowerShell
// parameter of s with its value quoted after the colon (-Arg:'cmd /c …').
func psQuotedValue(s *spec, v string) bool {
	name, _, colon := strings.Cut(v, ":")
	return colon && s.takes(s.param(name))
}

// givenOn reports whether one of names, a spec's unless (help, a dry
// run), was given among args, the words p was read from, and left on.
// An option's value spelled as one of them is no such option (helm
// uninstall X --description --dry-run deletes X), nor is one switched
// off by its value (--dry-run=false, --dry-run=none, -WhatIf:$false).
// A word written as one that the reading took for no option counts
// (-WhatIf to a spec read as short options, aws … help). Names compare
// ignoring case only where s folds it: rpm's -v is not its -V.
func (p parsed) givenOn(s *spec, args []Word, names wordList) bool {
	fold := s.fold || s.ps || s.win
	eq := func(a, b string) bool { return a == b || fold && strings.EqualFold(a, b) }
	var on parsed
	for _, o := range p.opts {
		if !o.hasValue || !o.inline || !offValue(o.value) && !psFalse(o.value) {
			on.opts = append(on.opts, o)
		}
	}
	last := p.lastOf(s, names)
	for n := range names.all() {
		if name, val, pair := strings.Cut(n, "="); pair && last >= 0 && n[0] != '=' && (n[0] == '-' || n[0] == '/') {
			// kubectl get -o name -o yaml prints yaml: of an option
			// named with its value (-o=name), the value given last is
			// the one it has.
			if o := p.opts[last]; eq(o.name, name) && o.hasValue && eq(o.value, val) {
				return true
			}
			continue
		}
		if n == "" || n[0] != '-' && n[0] != '/' || strings.Contains(n, "=") {
			if on.given(s, wordList(n)) || hasArgFold(args, n) {
				return true
			}
			continue
		}
		written, taken, offNext := 0, 0, 0
		for i, a := range args {
			if eq(a.Value, n) {
				if !s.ps && !s.win && i+1 < len(args) && offAfter(args[i+1]) {
					offNext++ // --dry-run false: the value a parser may read it with
					continue
				}
				written++
			}
		}
		for _, o := range p.opts {
			if o.hasValue && !o.inline && eq(o.value, n) {
				taken++ // the word is that option's value
			}
		}
		if written > taken || offNext == 0 && slices.ContainsFunc(on.opts, func(o opt) bool { return eq(o.name, n) }) {
			return true
		}
	}
	return false
}

// lastOf returns the index in p.opts of the last option given that names
// names name with a value (-o=name, --output=wide: the options of one
// list are one option's spellings), or -1 when none is given.
func (p parsed) lastOf(s *spec, names wordList) int {
	last := -1
	for i, o := range p.opts {
		for n := range names.all() {
			if name, _, pair := strings.Cut(n, "="); pair && (name == o.name || (s.fold || s.ps || s.win) && strings.EqualFold(name, o.name)) {
				last = i
				break
			}
		}
	}
	return last
}

// offAfter reports whether w, the word after an option written without
// a value, is one that switches it off when the option's parser takes
// the next word as its value (npm's nopt: --dry-run false; argparse
// options of type bool; pflag's flags with no default when given one
// are read so by others): the worst reading, the check not made. Only
// for options of one or two dashes: a PowerShell switch never takes
// the next word (-WhatIf $false is -WhatIf and a positional $false).
func offAfter(w Word) bool {
	return w.Literal && offValue(w.Value)
}

// given reports whether one of names was given: a name is an option
// (--yes), NAME=VALUE that option with that value (-X=DELETE), anything
// else one option's value; compared ignoring case when s folds it.
func (p parsed) given(s *spec, names wordList) bool {
	eq := func(a, b string) bool { return a == b || (s.fold || s.ps || s.win) && strings.EqualFold(a, b) }
	for _, o := range p.opts {
		for n := range names.all() {
			name, val, pair := strings.Cut(n, "=")
			if pair && (n[0] == '-' || n[0] == '/') {
				if eq(o.name, name) && o.hasValue && eq(o.value, val) {
					return true
				}
				if s.ps && eq(o.name, name) && (!o.hasValue || o.value != "" && o.value[0] == '-' && !o.inline) && (eq(val, "True") || val == "1" || eq(val, "$true")) {
					return true // -Name alone (a splatted @{Name=$true}: PowerShell passes it true), the next word a parameter
				}
				continue
			}
			if eq(o.name, n) || o.hasValue && eq(o.value, n) {
				return true
			}
		}
	}
	return false
}

// needGiven reports whether one of s.need is given: as written (given),
// or, for a long option of two letters at least that s does not name in
// full, abbreviated as getopt_long and argparse accept it (dvc gc --cl is
// --cloud). The worst reading: a tool that takes no abbreviation rejects
// the word and runs nothing.
func (p parsed) needGiven(s *spec) bool {
	if p.given(s, s.need) {
		return true
	}
	if s.ps || s.win || s.longDash {
		return false
	}
	for _, o := range p.opts {
		if len(o.name) < 4 || !strings.HasPrefix(o.name, "--") || s.knows(o.name) {
			continue
		}
		for n := range s.need.all() {
			if len(n) > len(o.name) && strings.HasPrefix(n, o.name) && !strings.Contains(n, "=") {
				return true
			}
		}
	}
	return false
}

// lookupSpec returns the spec of c, the longest path matching its name
// and first words, and the words after that path: of the specs eachSpec
// finds, the first of the longest path.
func lookupSpec(c *Command) (*spec, []Word) {
	m := specsOf(c)
	n := m.len()
	if n == 0 {
		return nil, nil
	}
	best := m.at(0)
	for i := 1; i < n; i++ {
		if x := m.at(i); len(x.s.path) > len(best.s.path) {
			best = x
		}
	}
	return best.s, c.Args[best.rest:]
}

// specAnswer is what eachSpec finds, for verify.
type specAnswer struct {
	s    *spec
	rest []Word
}

// specMemo is every spec whose path matches a command's name and first
// words, in table order, with where in Args the words after each path
// start (those words are always Args' tail), kept with the name and the
// words it was worked out for. The analysis asks it of every command
// (launchSpec) and the rules again, some forty times a typical check
// (lookupSpec, eachSpec): each asking read the spec index and matched
// the subcommand words again. The answer depends on nothing else (the
// spec tables are fixed), so it holds while the command's Name is that
// name and its Args the same words: the same array and length, not
// rebuilt or appended to (a copy c2 := *c renamed or given other words,
// setName, posix's flags appended, works it out again). No code writes a
// word of Args in place (verifyFacts, set by the tests, checks each
// answer kept). It is 64 bytes of every Command (a check allocates one
// for every command): the first match held in place, the others, which
// few commands have, behind a pointer.
type specMemo struct {
	name string
	args *Word // &Args[0], nil for none
	// first is the first match (nil: none) and firstRest where its
	// words start; more the others, nil when there are none.
	first *spec
	more  *[]specMatch
	// words is len(Args)+1, 0 while nothing is kept.
	words, firstRest int32
	// roles are the roles of the command's own specs, those whose path
	// is its name alone (does); subRoles those of every spec it
	// matches, subcommands' included (doesSub).
	roles, subRoles roles
}

// specMatch is a spec matching a command and where in its Args the words
// after the spec's path start.
type specMatch struct {
	s    *spec
	rest int32
}

// len returns the number of matches.
func (m *specMemo) len() int {
	switch {
	case m.first == nil:
		return 0
	case m.more == nil:
		return 1
	}
	return 1 + len(*m.more)
}

// at returns the i-th match.
func (m *specMemo) at(i int) specMatch {
	if i == 0 {
		return specMatch{m.first, m.firstRest}
	}
	return (*m.more)[i-1]
}

// holds reports whether m is the answer for c as it is now.
func (m *specMemo) holds(c *Command) bool {
	return int(m.words) == len(c.Args)+1 && m.name == c.Name && (len(c.Args) == 0 || m.args == &c.Args[0])
}

// specsOf returns the specs of c (specMemo), worked out the first time
// they are asked for and kept on c.
func specsOf(c *Command) *specMemo {
	m := &c.spec
	if m.holds(c) {
		if verifyFacts {
			fresh := findSpecs(c)
			verify("specs", c, m.answers(c), fresh.answers(c))
		}
		return m
	}
	*m = findSpecs(c)
	return m
}

// findSpecs is specsOf worked out: every spec whose path matches c's
// name and first words, in table order.
func findSpecs(c *Command) specMemo {
	m := specMemo{name: c.Name, words: int32(len(c.Args)) + 1}
	if len(c.Args) > 0 {
		m.args = &c.Args[0]
	}
	eachEntry(c.Name, func(s *spec, subs string) {
		if !subWordIn(s, subs, c.Args) {
			return
		}
		if words, ok := matchSubs(s, c.Args, subs); ok {
			if s.path == c.Name {
				m.roles |= s.extra().role
			}
			m.subRoles |= s.extra().role
			rest := int32(len(c.Args) - len(words))
			switch {
			case m.first != nil && s.roleOnly():
				// Its role is all it says, kept in roles: no match
				// of its own (a name's own entries come first).
			case m.first == nil:
				m.first, m.firstRest = s, rest
			case m.more == nil:
				m.more = &[]specMatch{{s, rest}}
			default:
				*m.more = append(*m.more, specMatch{s, rest})
			}
		}
	})
	return m
}

// answers returns m's matches as eachSpec gives them, for verify.
func (m *specMemo) answers(c *Command) []specAnswer {
	var out []specAnswer
	for i := range m.len() {
		x := m.at(i)
		out = append(out, specAnswer{x.s, c.Args[x.rest:]})
	}
	return out
}

// eachSpec calls f with every spec whose path matches c's name and first
// words, in table order, and the words after that path.
func eachSpec(c *Command, f func(s *spec, rest []Word)) {
	m := specsOf(c)
	args := c.Args
	for i := range m.len() {
		x := m.at(i)
		f(x.s, args[x.rest:])
	}
}

// subWordIn reports whether args may hold the subcommand words subs of
// s, by a test that needs no reading of options: when the first word is
// plain (no pattern) and s compares words as they are (not folding case),
// matchSubs matches it only to an argument equal to it, so without one
// it cannot match. A command name has a dozen specs or more (git,
// kubectl, docker), each a subcommand the words mostly do not hold, and
// matchSubs read the options before each of them. The words are compared
// with the start of subs in place (a word that is the first word and
// more, with a space, passes too: matchSubs decides), and the first word
// is read for a pattern only when none is it.
func subWordIn(s *spec, subs string, args []Word) bool {
	if subs == "" || subs[0] == ' ' || s.fold || s.ps || s.win {
		return true
	}
	for i := range args {
		if v := args[i].Value; v != "" && v[0] == subs[0] && strings.HasPrefix(subs, v) && (len(v) == len(subs) || subs[len(v)] == ' ') {
			return true
		}
	}
	for i := 0; i < len(subs) && subs[i] != ' '; i++ {
		if patternByte[subs[i]] {
			return true
		}
	}
	return false
}

// patternByte marks the bytes that make a subcommand word a pattern
// (matchSubsOpen): *, ?, [ and \.
var patternByte = [256]bool{'*': true, '?': true, '[': true, '\\': true}

// eachEntry calls f with every spec of the command name and its
// subcommand words, in table order.
func eachEntry(name string, f func(s *spec, subs string)) {
	idx := eachExactEntry(name, f)
	patterned := idx.patterned[0]
	if len(name) >= 3 {
		patterned = idx.patterned[patternSlot(name)]
	}
	for i, entries := range [2][]specEntry{patterned, idx.patterned[0]} {
		if i == 1 && len(name) < 3 {
			break // patterned[0] was tried as the slot of the name
		}
		for j := range entries {
			if e := &entries[j]; e.matches(name) { // not a copy of each entry
				f(e.ref.spec(), e.subs)
			}
		}
	}
}

// eachExactEntry calls f with every spec whose path's first word is
// name itself, in table order: eachEntry but for the entries whose name
// is a pattern (python3.*), which traits are not asked of (nameIs). It
// returns the index.
func eachExactEntry(name string, f func(s *spec, subs string)) *specIndexed {
	idx := specIndex()
	h, tag := specSlot(name), specTag(name)
	lo, hi := idx.start[h], idx.start[int(h)+1]
	for k, r := range idx.all[lo:hi] {
		if idx.tags[int(lo)+k] != tag {
			continue // another name: its spec is not read
		}
		// The path's first word is name: compared in place, not cut
		// out of the path (a scan of every path of the slot).
		s := r.spec()
		if p := s.path; len(p) >= len(name) && (name == "" || p[0] == name[0] && p[len(name)-1] == name[len(name)-1]) && p[:len(name)] == name {
			if len(p) == len(name) {
				f(s, "")
			} else if p[len(name)] == ' ' {
				f(s, p[len(name)+1:])
			}
		}
	}
	return idx
}

// A specRef is where a spec is: specTables[table][i]. The index holds
// these rather than pointers, so that specIndexTable (spec_index.go) is
// data the linker lays out, with no pointer into a slice to set at
// start-up.
type specRef struct {
	table, i uint16
}

// spec returns the spec r refers to.
func (r specRef) spec() *spec { return &specTables[r.table][r.i] }

// specEntry is a spec, its command name and its subcommand words: those
// of specIndex's patterned and envs. A pattern name (remove-az*) keeps its
// literal start in prefix, compared before the pattern is: every command
// name is tried against every pattern, which with path.Match alone was a
// seventh of BenchmarkCheckTypical.
type specEntry struct {
	name, subs, prefix string
	ref                specRef
}

// newSpecEntry returns the entry of the spec at r, whose command name is
// name.
func newSpecEntry(name string, r specRef) specEntry {
	_, subs, _ := strings.Cut(r.spec().path, " ")
	prefix := name
	if i := strings.IndexAny(name, `*?[\`); i >= 0 {
		prefix = name[:i]
	}
	return specEntry{name: name, subs: subs, prefix: prefix, ref: r}
}

// matches reports whether the pattern name of a patterned entry
// (remove-az*: a family of cmdlets named alike) matches name.
func (e *specEntry) matches(name string) bool {
	if !strings.HasPrefix(name, e.prefix) {
		return false
	}
	if len(e.name) == len(e.prefix)+1 && e.name[len(e.prefix)] == '*' {
		return !strings.Contains(name, "/") // python*: the prefix is all there is to match
	}
	ok, _ := path.Match(e.name, name)
	return ok
}

// specIndex returns the index of the spec tables: specIndexTable, which
// go generate writes (spec_index.go) and the linker lays out, so that a
// one-shot guarded-sh -c reads a slot or two of it rather than every spec;
// or, when a table's length is not the one it was generated for (an entry
// added and go generate not run again; TestSpecIndexFile fails then), the
// index built from the tables on first use (buildSpecIndex).
//
//go:generate go test -run ^TestSpecIndexFile$ -update
func specIndex() *specIndexed {
	specIdx.once.Do(func() {
		specIdx.idx = &specIndexTable
		if !slices.EqualFunc(specIndexTable.lens, specTables[:], func(n uint16, t []spec) bool { return int(n) == len(t) }) {
			specIdx.idx = buildSpecIndex()
		}
	})
	return specIdx.idx
}

// buildSpecIndex returns the index of the tables as they are: the specs
// in slots by a hash of their command name (specSlot), in table order. The
// slots are ranges of one slice rather than a map, and a slot holds a name
// or two. A name with a * (remove-az*, python*) is a pattern: those specs
// are kept apart, in patterned by the first three bytes of their literal
// start (patternSlot; patterned[0] those whose start is shorter, tried for
// every name), and tried for the names that start alike.
func buildSpecIndex() *specIndexed {
	idx := &specIndexed{}
	total := 0
	for _, tb := range specTables {
		idx.lens = append(idx.lens, uint16(len(tb)))
		total += len(tb)
	}
	// The slot of each spec in table order (slotPatterned for a
	// pattern), so that the second pass reads no path again.
	slot := make([]uint16, 0, total)
	var count [257]int32
	for _, tb := range specTables {
		for i := range tb {
			h := uint16(slotPatterned)
			if name, pattern := specName(tb[i].path); !pattern {
				h = uint16(specSlot(name))
			}
			slot = append(slot, h)
			count[h]++
		}
	}
	for h := range 256 {
		idx.start[h+1] = idx.start[h] + uint16(count[h])
	}
	idx.all = make([]specRef, idx.start[256])
	idx.tags = make([]uint8, idx.start[256])
	next := idx.start
	j := 0
	for t, tb := range specTables {
		for i := range tb {
			r, h := specRef{uint16(t), uint16(i)}, slot[j]
			j++
			if h != slotPatterned {
				name, _ := specName(tb[i].path)
				idx.all[next[h]], idx.tags[next[h]] = r, specTag(name)
				next[h]++
			}
			env := tb[i].printsEnv()
			if h != slotPatterned && !env {
				continue
			}
			name, _ := specName(tb[i].path)
			e := newSpecEntry(name, r)
			if h == slotPatterned {
				p := 0
				if len(e.prefix) >= 3 {
					p = patternSlot(e.prefix)
				}
				idx.patterned[p] = append(idx.patterned[p], e)
				if env {
					idx.envPatterned[p] = append(idx.envPatterned[p], e)
				}
			} else if env {
				idx.envs[h] = append(idx.envs[h], e)
			}
		}
	}
	return idx
}

// slotPatterned stands, while specIndex is built, for the slot of a spec
// whose name is a pattern.
const slotPatterned = 256

// specName is the command name of a spec's path (its first word), and
// whether it is a pattern (holds a *).
func specName(path string) (name string, pattern bool) {
	for i := 0; i < len(path); i++ {
		switch path[i] {
		case ' ':
			return path[:i], pattern
		case '*':
			pattern = true
		}
	}
	return path, pattern
}

// specIndexed is the index of the spec tables: slot h holds
// all[start[h]:start[h+1]]; lens are the lengths of the tables it was
// built for.
type specIndexed struct {
	lens  []uint16
	start [257]uint16
	all   []specRef
	// tags are specTag of the command name of each of all's specs, so
	// that a lookup reads only the specs of its own name: a slot holds
	// a dozen names or more (ls's, 38 specs), each spec elsewhere in
	// the tables, and a one-shot guarded-sh -c true read every spec of
	// its slot, a page of data each.
	tags      []uint8
	patterned [16][]specEntry
	// envs and envPatterned are the entries of the specs that say how a
	// command may print the environment (spec.printsEnv), by slot as
	// all's and patterned's are: asked hundreds of times a check by
	// several rules (dumpsEnv, interpLang), so kept to the few.
	envs         [256][]specEntry
	envPatterned [16][]specEntry
}

// eachEnvSpec calls f with every spec of the command name with args
// that says how it may print the environment (spec.printsEnv), in table
// order, and the words after its path.
func eachEnvSpec(name string, args []Word, f func(s *spec, rest []Word)) {
	if name == "" {
		return
	}
	idx := specIndex()
	for i, envs := 0, idx.envs[specSlot(name)]; i < len(envs); i++ {
		if e := &envs[i]; e.name == name {
			envMatch(e, args, f)
		}
	}
	if len(name) >= 3 {
		for i, envs := 0, idx.envPatterned[patternSlot(name)]; i < len(envs); i++ {
			if e := &envs[i]; e.matches(name) {
				envMatch(e, args, f)
			}
		}
	}
	for i, envs := 0, idx.envPatterned[0]; i < len(envs); i++ {
		if e := &envs[i]; e.matches(name) {
			envMatch(e, args, f)
		}
	}
}

// envMatch calls f with e's spec and the words after its path when args
// hold its subcommand words.
func envMatch(e *specEntry, args []Word, f func(s *spec, rest []Word)) {
	s := e.ref.spec()
	if words, ok := matchSubs(s, args, e.subs); ok {
		f(s, words)
	}
}

// printsEnv reports whether s says when the command prints the
// environment or a variable named at run time.
func (s *spec) printsEnv() bool {
	return s.env != envNever || s.envNames || s.declares || s.extra().prog != "" || s.envDrive || s.extra().renders != ""
}

// patternSlot is the slot in specIndex's patterned of a name of three
// bytes or more, by its first three; never 0.
func patternSlot(name string) int {
	return 1 + int(name[0]+name[1]*3+name[2]*5)%15
}

var specIdx struct {
	once sync.Once
	idx  *specIndexed
}

// specTag is a second hash of a command name, for specIndexed.tags: every
// byte weighs in, also those between the first and the last, which
// specSlot does not read, so that the names of one slot seldom share a
// tag.
func specTag(name string) uint8 {
	h := uint8(len(name))
	for i := 0; i < len(name); i++ {
		h = h*33 ^ name[i]
	}
	return h
}

// specSlot is the slot of a command name in specIndex.
func specSlot(name string) byte {
	if name == "" {
		return 0
	}
	return name[0]*31 + name[len(name)-1]*7 + byte(len(name))
}

// matchSubs returns args after the subcommand words subs (space
// separated; a word may be a pattern: "*", "delete-*"), when args hold
// them in order. Options before a subcommand word are skipped with their
// values (aws --region X s3 rm, kubectl -n NS delete). Words compare
// ignoring case when s folds it (wmic PROCESS CALL CREATE).
func matchSubs(s *spec, args []Word, subs string) ([]Word, bool) {
	return matchSubsOpen(s, args, subs, false)
}

// runTimeWord reports whether w is a whole value only known at run time
// ($XARGS, "$1", $(cmd)): it may be any word. Not a variable then a /
// that the shell keeps one word ("${DIR}/ref.fa", or $PWD/ref.fa of a
// directory the shell or the system names): a path, never a
// subcommand's name. Any other variable unquoted before the / may hold
// blanks that split it into words of their own (X='delete ns prod';
// kubectl $X/x), so it may still be any word.
func runTimeWord(w Word) bool {
	if w.Literal || !strings.HasPrefix(w.Value, "$") {
		return false
	}
	if w.splits {
		return true
	}
	rest := w.Value[1:]
	name := ""
	switch {
	case strings.HasPrefix(rest, "{"):
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return true
		}
		name, rest = rest[1:end], rest[end+1:]
	case strings.HasPrefix(rest, "("):
		return true // $(cmd)…: where it ends is the parser's to say
	default:
		n := 0
		for n < len(rest) && (isWordByte(rest[n])) {
			n++
		}
		name, rest = rest[:n], rest[n:]
	}
	return !strings.HasPrefix(rest, "/") || w.unquoted && !dirVars.has(name)
}

// dirVars name directories the shell or the system sets: an absolute
// path, not words.
var dirVars = set{"HOME", "OLDPWD", "PWD", "TMPDIR"}

// eachSpecOpen is eachSpec for the worst reading of c: a word only known
// at run time (runTimeWord) matches any subcommand word, as xargs
// kubectl delete's kind comes from its input.
func eachSpecOpen(c *Command, f func(s *spec, rest []Word)) {
	eachEntry(c.Name, func(s *spec, subs string) {
		if words, ok := matchSubsOpen(s, c.Args, subs, true); ok {
			f(s, words)
		}
	})
}

// matchSubsOpen is matchSubs; open, a word only known at run time
// matches any subcommand word.
func matchSubsOpen(s *spec, args []Word, subs string, open bool) ([]Word, bool) {
	match := func(sub string, w Word) bool {
		v := w.Value
		if s.fold || s.ps || s.win {
			v = strings.ToLower(v)
		}
		if !strings.ContainsAny(sub, `*?[\`) {
			return sub == v // what path.Match finds of a word without a pattern
		}
		// A * matches a / too: kubectl's TYPE/NAME (ns/prod) is one word.
		ok, _ := path.Match(strings.ReplaceAll(sub, "/", "\x00"), strings.ReplaceAll(v, "/", "\x00"))
		return ok
	}
	// The command so far, whose global options may stand before the
	// next subcommand word (docker --context X compose -f F run): s.path
	// up to the word matched when subs is its tail, as the callers give
	// it, not built anew for each (an allocation each command).
	cmd, _, _ := strings.Cut(s.path, " ")
	tail := len(s.path) > len(subs) && s.path[len(s.path)-len(subs)-1] == ' ' && s.path[len(s.path)-len(subs):] == subs
	// The words of subs, cut one by one: a range over
	// strings.FieldsSeq allocated its closure at each call.
	for rest := subs; rest != ""; {
		var sub string
		sub, rest, _ = strings.Cut(rest, " ")
		if sub == "" {
			continue
		}
		// A subcommand word may itself look like an option (cmake -E,
		// schtasks /create).
		optSub := sub[0] == '-' || sub[0] == '/'
		g := globalOpts(cmd)
		for len(args) > 0 && len(args[0].Value) > 1 && (args[0].Value[0] == '-' || s.win && args[0].Value[0] == '/') && !(optSub && match(sub, args[0])) {
			name, _, eq := strings.Cut(args[0].Value, "=")
			if s.win {
				name = strings.ToLower(name) // schtasks /S HOST: Windows' switches in any case
			}
			args = args[1:]
			if !eq && len(args) > 0 && (s.takesValue(name) || g != nil && g.takesValue(name)) {
				args = args[1:]
			} else if !eq && len(args) > 1 && s.value == "" && s.long == "" && !s.ps && !s.win && !strings.HasPrefix(args[0].Value, "-") && !match(sub, args[0]) {
				// A spec that does not say which options take a value:
				// a word after an option that is not the subcommand is
				// its value (rabbitmqadmin -H mq.prod -u admin purge).
				args = args[1:]
			}
		}
		if len(args) == 0 || !(open && runTimeWord(args[0])) && (!args[0].Literal && !everyListed(args[0]) || !match(sub, args[0])) {
			return nil, false
		}
		if open && sub == "*" && args[0].Literal && showVerbs.hasLower(args[0].Value) {
			// gcloud compute instances describe "$VM": a group's place
			// (gcloud * * * delete) holding a verb that only shows; the
			// word after it is its operand, never a verb of its own.
			return nil, false
		}
		args = args[1:]
		if tail {
			cmd = strings.TrimSuffix(s.path[:len(s.path)-len(rest)], " ")
		} else {
			cmd += " " + sub
		}
	}
	return args, true
}

// everyListed reports whether w stands for every line a lister prints
// (kubectl get ns -o name | while read n: namespace/*; listing.go): a
// pattern of the analysis, no expansion left, that a subcommand's place
// matches as the words it names would.
func everyListed(w Word) bool {
	return !w.Literal && strings.Contains(w.Value, "*") && !strings.ContainsAny(w.Value, "$`%")
}

// showVerbs are the verbs of a command line that only show (describe,
// get, list): no CLI names a group of its commands by one.
var showVerbs = set{"describe", "get", "inspect", "list", "ls", "show"}

// takesValue reports whether the option name, written alone, takes the
// next word as its value in s: a long option of long, or a short one of
// value.
func (s *spec) takesValue(name string) bool {
	return s.takes(name) || len(name) == 2 && strings.Contains(s.value, name[1:])
}

// globalOpts returns the spec of the global options of cmd, a command's
// name and subcommand words, that stand before its next subcommand word,
// or nil.
func globalOpts(cmd string) *spec {
	switch cmd {
	case "docker":
		return &dockerGlobal
	case "podman":
		return &podmanGlobal
	case "nerdctl":
		return &nerdctlGlobal
	case "buildah":
		return &buildahGlobal
	case "docker compose", "docker-compose", "podman compose", "podman-compose", "nerdctl compose":
		return &composeGlobal
	case "kubectl", "oc":
		return &kubectlGlobal
	case "p4":
		return &p4Global
	case "git":
		return &gitGlobal
	case "schtasks", "schtasks.exe":
		return &schtasksGlobal
	}
	return nil
}

// containerEngine returns the global spec of name when name is a
// container engine's CLI (spec.engine), or nil.
func containerEngine(name string) *spec {
	if g := globalOpts(name); g != nil && g.extra().engine {
		return g
	}
	return nil
}

// specTables are the spec tables of every domain, searched by lookupSpec.
var specTables = [...][]spec{wrapperSpecs, launcherSpecs, containerSpecs, buildSpecs, windowsSpecs, infraSpecs, publishSpecs, agentSpecs, sysSpecs, bootSpecs, credSpecs, storeSpecs, loginSpecs, netSpecs, shellInitSpecs, gitSpecs, programSpecs, fsSpecs, textSpecs, verifierSpecs, carrierSpecs, roleSpecs, rendererSpecs}

// longAbbrev returns the long option of long that name, a --word,
// abbreviates without ambiguity, as getopt_long reads it (env --split
// STRING is --split-string STRING, sudo --chd DIR is --chdir DIR); else
// name. Read for precommands (specMore.wrap), whose options decide
// which words are the command they run.
func longAbbrev(long wordList, name string) string {
	if len(name) < 4 || !strings.HasPrefix(name, "--") || long.has(name) {
		return name
	}
	found := ""
	for l := range long.all() {
		if strings.HasPrefix(l, name) {
			if found != "" {
				return name // ambiguous: getopt_long refuses it
			}
			found = l
		}
	}
	if found == "" {
		return name
	}
	return found
}
