package policy

import (
	"encoding/json"
	"path"
	"slices"
	"strings"
	"unsafe"

	"github.com/guarded-sh/guarded-sh/internal/cmdtoken"
	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// launch follows a launcher (npx, uv run, docker run, …: a spec with
// effectRuns or effectRemote) into the command it runs, which is judged
// by every rule as if typed alone; a container's bind mounts map the
// paths it names back to the host's. It reports whether c was one. A
// command the model does not know is judged for the worst reading of its
// words (unknownLauncher).
func (a *analyzer) launch(c *Command) bool {
	if c.Name == "parallel" {
		return a.parallel(c)
	}
	if sub, ok := strings.CutPrefix(c.Name, "git-"); ok && sub != "" {
		// git NAME runs the program git-NAME: git-NAME ARGS is git NAME
		// ARGS (git-filter-repo, uvx git-filter-repo).
		words := append([]Word{{Value: "git", Literal: true}, {Value: sub, Literal: true}}, c.Args...)
		a.runInner(c, words, c.Name)
		return true
	}
	a.pkgScriptRun(c)
	a.taskFileRun(c)
	a.writtenConfigRun(c)
	a.writtenSettingsRun(c)
	a.writtenComposeRun(c)
	a.writtenAWSConfig(c)
	a.writtenSourceRun(c)
	return a.launchSpec(c) || a.pkgBinRun(c) || a.remoteShell(c) || a.unknownLauncher(c)
}

// pkgBinRun follows yarn NAME ARGS, yarn run NAME ARGS (pnpm's and bun's
// alike), where NAME is none of the package manager's own commands,
// into the command NAME ARGS: with no script of that name, it runs the
// package's binary (yarn electron-builder --publish always); a script of
// that name is the project's own code (pkgScriptRun). It reports whether
// c was one.
func (a *analyzer) pkgBinRun(c *Command) bool {
	if c.Name != "yarn" && c.Name != "pnpm" && c.Name != "bun" || len(c.Args) == 0 {
		return false
	}
	args := c.Args
	if args[0].Literal && args[0].Value == "run" {
		args = args[1:]
	} else if len(args) > 0 && (yarnOwn.has(args[0].Value) || pnpmOwn.has(args[0].Value)) {
		return false
	}
	if len(args) == 0 || !args[0].Literal || strings.HasPrefix(args[0].Value, "-") || strings.ContainsAny(args[0].Value, ":/\\.=") {
		return false // an option, a script's name of parts (build:prod) or a file
	}
	a.runInnerEnv(c, args, c.Name+" "+args[0].Value, true)
	return true
}

// native follows a program PowerShell or cmd runs into the shell code it
// carries and the command it launches when the model knows it (ssh HOST
// CMD, npx, wmic process call create, schtasks /create /tr). Unknown
// programs are not read for a tail: those grammars have their own
// commands (echo, timeout) whose words are no command.
func (a *analyzer) native(c *Command) {
	if len(c.Wrappers) > 4*maxDepth {
		return
	}
	a.carried(c)
	a.taskFileRun(c)
	a.writtenConfigRun(c)
	a.writtenSettingsRun(c)
	a.writtenComposeRun(c)
	a.writtenAWSConfig(c)
	a.writtenSourceRun(c)
	switch s, _ := interpSpecOf(c); {
	case a.launchSpec(c):
	case s != nil:
		// python -c, node -e, perl -e, py -3 -c typed into PowerShell or
		// cmd: the interpreter is the same program as under bash, its
		// code read by the same rules. The words are those the program
		// receives. PowerShell: the value of each argument after its own
		// quoting ('…' verbatim, "…" expanded, here-strings;
		// about_Quoting_Rules), passed whole to the native program with
		// its embedded quotes kept, as $PSNativeCommandArgumentPassing
		// Standard and Windows (7.3 on) do (about_Parsing, "Passing
		// arguments that contain quote characters"); Legacy (5.1) drops
		// embedded " and may break the code, the reading kept is the one
		// that runs it. cmd: the program's C runtime splits the line
		// (splitCmdLine), "…" grouping, after cmd took its carets.
		a.stdinWritten(c)
		a.interpreter(c, codeFlag(s), append(c.Wrappers[:len(c.Wrappers):len(c.Wrappers)], c.Name))
	default:
		a.remoteShell(c)
	}
}

// launchSpec follows c into what it runs when its spec says it is a
// launcher: the command in its words, the command line it stands for
// (as), or code in another language (lang). It reports whether c was one.
func (a *analyzer) launchSpec(c *Command) bool {
	s, args := lookupSpec(c)
	if s == nil || s.effect != effectRuns && s.effect != effectRemote {
		return false
	}
	if s.extra().as != "" {
		if len(s.extra().cmdOpt) > 0 {
			// vcs custom --git src --args reset --hard: the words after
			// the option, wherever it is, are as's arguments.
			i := slices.IndexFunc(args, func(w Word) bool { return w.Literal && s.extra().cmdOpt.has(w.Value) })
			if i < 0 || i+1 == len(args) {
				return false
			}
			args = args[i+1:]
		}
		if s.skip > 0 {
			// yarn workspace NAME CMD…: yarn CMD… in that workspace.
			if len(args) <= s.skip {
				return false
			}
			if where := prodWord(args[:s.skip]); s.effect == effectRemote && where != "" && a.prodPlace == "" {
				// terminus remote:drush shop.live -- updb: drush updb
				// on the site's environment its operand names.
				a.prodPlace = where
				defer func() { a.prodPlace = "" }()
			}
			args = args[s.skip:]
			if s.effect == effectRemote && len(args) > 0 && args[0].Value == "--" {
				args = args[1:]
			}
		}
		if s.extra().several {
			for _, group := range severalCommands(args) {
				a.runInnerEnv(c, append(asWords(s.extra().as), group...), s.path, true)
			}
			return true
		}
		a.runInner(c, append(asWords(s.extra().as), args...), s.path)
		return true
	}
	p := psNamePositional(s, parseArgs(s, args))
	if s.effect == effectRemote || s.secretEnv {
		// Where it runs the command, named by its own words before
		// that command (kubectl exec -n prod, heroku run -a shop-prod),
		// its global options among them (kubectl --context prod-eu
		// exec POD -- CMD); or the environment it hands the command,
		// which names production's database and servers to it
		// (railway run --environment production, doppler run --config
		// prd, aws-vault exec prod-admin --, dotenv -e .env.production).
		n := max(len(c.Args)-len(p.rest), 0)
		own := c.Args[:n:n]
		if s.trailing {
			// heroku run CMD -a shop-prod: its options after CMD.
			own = append(own, ownOptsOf(s, p.rest)...)
		}
		if where := prodWord(own); where != "" && a.prodPlace == "" {
			a.prodPlace = where
			defer func() { a.prodPlace = "" }()
		} else if where == "" && a.prodPlace == "" && a.serverPlace == "" {
			// psexec \\LIMS-APP01 CMD: a machine named as Windows
			// names one, \\HOST; a server (serverHost) as ssh's is.
			for _, o := range own {
				if h, ok := strings.CutPrefix(o.Value, `\\`); ok && o.Literal && h != "" && !strings.ContainsAny(h, `\/`) {
					if server := serverHost(Word{Value: h, Literal: true}); server != "" {
						a.serverPlace = server
						defer func() { a.serverPlace = "" }()
						break
					}
				}
			}
		}
	}
	if len(s.need) > 0 && !p.needGiven(s) && !psNeedFed(c, s) {
		return false
	}
	if s.trailing {
		p.rest = ownOptsOff(s, p.rest)
	}
	if s.extra().lang != langNone {
		a.launchText(c, s, p, append(append([]string(nil), c.Wrappers...), s.path))
		if len(s.extra().textOpts)+len(s.extra().fileOpts) == 0 || len(p.rest) == 0 {
			return true // the operands were the code, or it runs only text
		}
	}
	if progs := s.extra().progOpts; len(progs) > 0 {
		// start-stop-daemon --start --exec /bin/sh -- -c CODE: the
		// program its option names, given the words after --.
		prog, ok := progOf(s, p, progs)
		if !ok {
			return false
		}
		p.rest = append([]Word{prog}, p.rest...)
	}
	if len(p.rest) == 0 {
		return false
	}
	words := p.rest
	if s.effect == effectRemote {
		words = hostPaths(p, words)
	} else if s.flake {
		words = flakeProgram(words)
	} else if s.extra().progOperand {
		words = operandProgram(words)
	} else if s.extra().goPackage {
		prog, ok := goProgram(words[0])
		if !ok {
			return false
		}
		words = append([]Word{prog}, words[1:]...)
	} else if words[0].Literal {
		bin, alt := cliBin(packageName(words[0]).Value, words[0].Value)
		rest := words[1:]
		words = append([]Word{packageName(words[0])}, rest...)
		if alt {
			// npx dotenv-cli -- printenv runs dotenv: judged as that too.
			defer a.runInnerEnv(c, append([]Word{{Value: bin, Literal: true}}, rest...), s.path, true)
		}
	}
	place := containerNone
	if s.effect == effectRemote {
		place = a.containerPlace(c, s, p)
	}
	prog, only, ok := imageEntry(s, p, words)
	if s.extra().moreRun.imageOperand {
		if ok {
			a.hostShell(c, p, append([]Word{prog}, words...))
		} else {
			a.hostShell(c, p, words)
		}
	}
	if ok {
		// docker run alpine/git push --force: git push --force.
		a.runInnerIn(c, append([]Word{prog}, words...), s.path, false, place)
		if only {
			return true
		}
	}
	a.runInnerIn(c, words, s.path, s.effect == effectRuns, place)
	return true
}

// imageEntry returns the program a container runner (s, read into p)
// hands words, the words after its image, to: the entry point its
// entryOpts set (docker run --entrypoint git IMAGE push …), only, or the
// image's own where that is a command-line tool (imageProgram: docker
// run alpine/git push …), which then runs them as arguments unless they
// begin with that program's name. The words are also a command (only
// false), unless they begin with a subcommand of the program: an image
// of another kind runs them as one, as the entry scripts of official
// images do a first word they find on the PATH.
func imageEntry(s *spec, p parsed, words []Word) (prog Word, only, ok bool) {
	r := s.extra().moreRun
	if len(r.entryOpts) > 0 {
		if e, ok := p.valueWordOf(r.entryOpts.has); ok {
			// --entrypoint '' resets it to the image's default.
			return e, true, e.Value != ""
		}
	}
	var image Word
	switch {
	case len(r.commandOpts) > 0 && p.given(s, r.commandOpts):
		return Word{}, false, false
	case r.imageOperand && len(p.operands) > 0:
		image = p.operands[0]
	case len(r.imageOpts) > 0:
		image, _ = p.valueWordOf(r.imageOpts.has)
	}
	name, ok := imageProgram(image)
	if !ok || len(words) == 0 || words[0].Value == name {
		return Word{}, false, false
	}
	prog = Word{Value: name, Literal: true}
	// A subcommand of the program's (alpine/git commit: git commit, not
	// a network device's commit; git's own are in gitSubs) is its
	// arguments only, not a command of that name.
	sub, _ := lookupSpec(&Command{Name: name, Args: words})
	only = sub != nil && strings.IndexByte(sub.path, ' ') > 0 || name == "git" && gitSubSpec(words[0].Value) != &gitSwitches
	return prog, only, true
}

// imageTools are the command-line tools whose images are named other
// than the program they run (amazon/aws-cli runs aws), by the last part
// of the image's name.
var imageTools = table[string]{
	{"aws-cli", "aws"},
	{"awscli", "aws"},
	{"azure-cli", "az"},
	{"cloud-sdk", "gcloud"},
	{"google-cloud-cli", "gcloud"},
	{"k8s-helm", "helm"},
	{"k8s-kubectl", "kubectl"},
	{"minio-client", "mc"},
	{"opentofu", "tofu"},
}

// imageChannels are the NAMEs of images published per release channel
// under the tool's own PATH (quay.io/skopeo/stable, quay.io/podman/upstream,
// quay.io/buildah/testing): the tool is the part before.
var imageChannels = set{"edge", "latest", "nightly", "stable", "testing", "upstream"}

// imageProgram returns the program image, a container image's
// reference ([REGISTRY/]PATH/NAME[:TAG][@DIGEST]), is the image of: its
// NAME, or the program imageTools gives for it, when that is a command
// some spec knows (alpine/git, bitnami/kubectl, hashicorp/terraform,
// docker.io/minio/mc:latest; the docker image's docker), or the part of
// PATH before a NAME of imageChannels (quay.io/skopeo/stable). An image
// that runs another program (ubuntu, a project's own) has none.
func imageProgram(image Word) (string, bool) {
	if !image.Literal || image.Value == "" {
		return "", false
	}
	v := strings.ToLower(image.Value)
	v, _, _ = strings.Cut(v, "@")
	if i := strings.LastIndexByte(v, '/'); i > 0 {
		if name, _, _ := strings.Cut(v[i+1:], ":"); imageChannels.has(name) {
			v = v[:i] // quay.io/skopeo/stable:v1.16 runs skopeo
		}
	}
	v = v[strings.LastIndexByte(v, '/')+1:]
	v, _, _ = strings.Cut(v, ":")
	if t, ok := imageTools.get(v); ok {
		v = t
	}
	known := false
	if v != "" {
		eachEntry(v, func(*spec, string) { known = true })
	}
	return v, known
}

// A containerPlace says what an exec launcher of a container engine
// runs its command in, for the servers that command reaches with no host
// named (Command.container).
type containerPlace uint8

const (
	containerNone  containerPlace = iota // not a container of this machine's engine, or told where to go
	containerLocal                       // a container of this machine's engine: its server is on this machine
	containerTest                        // one named as a test one: its server is the test run's
)

// containerPlace reports where c, an exec launcher of a container engine
// (s, read into p), runs its command: in a container of this machine's
// engine (remoteEngine) whose environment it does not set (docker exec -e
// PGHOST=prod.example.com tells the client where to go), containerTest
// when the container or compose service (its first operand) is named by
// a word of testWords (db-test, redis_e2e) or its compose stack is a test
// one as a whole (testStack: docker compose -f docker-compose.test.yml
// exec db); containerNone when the stack is production's (prodStack).
func (a *analyzer) containerPlace(c *Command, s *spec, p parsed) containerPlace {
	if !strings.HasSuffix(s.path, " exec") || s.skip != 1 || len(p.operands) == 0 || !p.operands[0].Literal || !containerEngineExec(s.path) {
		return containerNone
	}
	if p.has("-e", "--env", "--env-file") || remoteEngine(a.in, c) {
		return containerNone // docker -H ssh://prod exec db-test: a container of another machine
	}
	if parts := strings.FieldsFunc(strings.ToLower(p.operands[0].Value), notAlnum); slices.ContainsFunc(parts, prodWords.has) {
		return containerNone // pg-prod-test
	} else if slices.ContainsFunc(parts, testWords.has) {
		return containerTest
	}
	global, compose := composeGlobalOf(c)
	if compose && prodStack(c, global) {
		return containerNone // docker compose -f docker-compose.prod.yml exec redis: production's stack
	}
	if compose && testStack(a.in, c, global) {
		return containerTest
	}
	return containerLocal
}

// containerEngineExec reports whether a launcher's path is a container
// engine's exec (docker exec, docker compose exec, podman exec), which
// runs the command in a container of this machine's engine.
func containerEngineExec(path string) bool {
	name, _, _ := strings.Cut(path, " ")
	return containerEngine(name) != nil || strings.HasSuffix(name, "-compose")
}

// ownOptsOf returns the words ownOptsOff takes off: a launcher's own
// options that take a value among the words of the command it runs, and
// their values.
func ownOptsOf(s *spec, words []Word) []Word {
	var out []Word
	for i := 0; i < len(words); i++ {
		v := words[i].Value
		if v == "--" && words[i].Literal {
			break
		}
		name, _, joined := strings.Cut(v, "=")
		if len(v) > 2 && v[0] == '-' && v[1] != '-' {
			name, joined = v[:2], true
		}
		if strings.HasPrefix(v, "-") && s.takesValue(name) {
			out = append(out, words[i])
			if !joined && i+1 < len(words) {
				i++
				out = append(out, words[i])
			}
		}
	}
	return out
}

// ownOptsOff returns the words of the command a launcher runs without
// the launcher's own options among them that take a value (s.value,
// s.long) and their values, up to a --, which ends them (spec.trailing).
func ownOptsOff(s *spec, words []Word) []Word {
	out := make([]Word, 0, len(words))
	for i := 0; i < len(words); i++ {
		v := words[i].Value
		if v == "--" && words[i].Literal {
			return append(out, words[i+1:]...)
		}
		name, _, joined := strings.Cut(v, "=")
		if len(v) > 2 && v[0] == '-' && v[1] != '-' {
			name, joined = v[:2], true // -aAPP: the value joined
		}
		if strings.HasPrefix(v, "-") && s.takesValue(name) {
			if !joined {
				i++ // -a APP, --app APP: the value next
			}
			continue
		}
		out = append(out, words[i])
	}
	return out
}

// cliBin returns the command a package named for its command line
// interface installs, by npm's usual naming: X-cli's bin is X
// (dotenv-cli, netlify-cli), X-tools' is X (firebase-tools), and
// @X/cli's is X (@railway/cli). The package's own name is judged too;
// this is the other plausible reading.
func cliBin(name, spelled string) (string, bool) {
	if strings.HasSuffix(spelled, ".jar") {
		return "", false // java -jar jenkins-cli.jar: the jar's name is the tool's
	}
	for _, suffix := range []string{"-cli", "-tools"} {
		if bin, ok := strings.CutSuffix(name, suffix); ok && bin != "" {
			return bin, true
		}
	}
	if name == "cli" && strings.HasPrefix(spelled, "@") {
		scope, _, _ := strings.Cut(strings.TrimPrefix(spelled, "@"), "/")
		return scope, scope != ""
	}
	return "", false
}

// launchText analyses the code c runs as text in s.lang: its operands
// from skip on, joined, or the values of s.textOpts and the known text of
// the files s.fileOpts name: standard input, the output of a <( )
// substitution, or a file this input wrote. A file whose text is only
// known when it runs (make -f - reading a download) is judged as a shell
// reading it.
func (a *analyzer) launchText(c *Command, s *spec, p parsed, w []string) {
	if s.extra().lang == langModule {
		a.moduleRun(c, s, p, w)
		return
	}
	if s.extra().fileOperands {
		for _, op := range p.rest {
			a.writtenBuildFile(c, s, op, w) // ansible-playbook site.yml after cat > site.yml
		}
		return
	}
	if len(s.extra().textOpts)+len(s.extra().fileOpts) == 0 {
		join := joinWords
		switch {
		case s.rawLine:
			// From cmd too: its words come unquoted, and what was
			// quoted there ("rm -rf x") holds a blank.
			join = windowsLine
		case s.extra().quotesWords && len(p.rest) > 1:
			join = quotedLine
		}
		if len(p.rest) > 0 && s.extra().lang == langRunCommand {
			// bolt command run CMD: the target's shell, or both.
			for _, lang := range textLangs(s, p) {
				a.runText(c, lang, join(p.rest), w)
			}
		} else if len(p.rest) > 0 {
			a.runText(c, s.extra().lang, join(p.rest), w)
		}
		if s.extra().joinsWords && len(p.rest) > 1 {
			a.runText(c, s.extra().lang, joinWords(p.rest), w)
		}
		return
	}
	if s.extra().joinsWords && len(p.rest) > 0 {
		// et HOST 'rm -rf ~' as well as et -c TEXT HOST: the words of the
		// command, joined with blanks, are a line its shell reads, one
		// word's blanks and semicolons among them.
		a.runText(c, s.extra().lang, joinWords(p.rest), w)
	}
	var prog, progArgs []Word
	for _, o := range p.opts {
		if !o.hasValue {
			continue
		}
		v := Word{Value: o.value, Literal: o.literal, Subst: o.subst, Computed: o.computed, climbs: o.climbs}
		switch {
		case s.program && o.name == s.extra().textOpts.first():
			prog = []Word{v}
		case s.program && s.extra().textOpts.has(o.name):
			progArgs = append(progArgs, v)
		case s.extra().textOpts.has(o.name):
			if s.extra().key != "" {
				v = psHashValue(o.subst, s.extra().key)
			}
			for _, lang := range textLangs(s, p) {
				a.runText(c, lang, v, w)
			}
		case s.extra().fileOpts.has(o.name):
			text, feeds := c.Stdin, c.Feeds
			switch {
			case stdinFile(o.value):
			case strings.HasPrefix(o.value, "<(") && len(o.subst) > 0:
				text, feeds = nil, o.subst
				if len(o.subst) == 1 {
					text = a.output(o.subst[0])
				}
			default:
				// A file this input wrote (printf … > m.mk; make -f m.mk)
				// holds its words; any other is the project's own.
				a.writtenBuildFile(c, s, Word{Value: o.value, Literal: o.literal}, w)
				continue
			}
			if text == nil {
				sh := &Command{Grammar: c.Grammar, Text: c.Text, Name: "sh", Word0: Word{Value: "sh", Literal: true}, Feeds: feeds, Wrappers: w}
				a.add(sh)
				a.unwrap(sh)
				continue
			}
			for _, lang := range textLangs(s, p) {
				a.runText(c, lang, Word{Value: *text, Literal: true}, w)
			}
		}
	}
	if prog != nil {
		a.runText(c, s.extra().lang, joinWords(append([]Word{windowsLine(prog)}, progArgs...)), w)
	}
	if s.extra().textOperands {
		for _, op := range p.operands {
			a.runText(c, s.extra().lang, op, w)
		}
	}
	if s.extra().lang == langMake {
		// make reads the makefiles MAKEFILES names before its own (GNU
		// make, "The Variable MAKEFILES").
		v, set := a.vars["MAKEFILES"]
		if !set {
			v = a.env.getenv("MAKEFILES")
		}
		for _, as := range c.Assigns {
			if val, ok := strings.CutPrefix(as, "MAKEFILES="); ok {
				v = val
			}
		}
		for _, f := range strings.Fields(v) {
			a.writtenBuildFile(c, s, Word{Value: f, Literal: true}, w)
		}
	}
	if len(s.extra().defaultFiles) > 0 && len(p.valuesOf(s.extra().fileOpts)) == 0 {
		// The default files of the directory it is told to work in
		// (make -C sub, task -d dir, honcho -d dir), each such option
		// relative to the one before (make -C a -C b is a/b), else of
		// the working directory.
		dir := ""
		for _, d := range p.valueWords(defaultFilesDirOpts) {
			if !d.Literal {
				return // a directory only known at run time: its files are not those written
			}
			dir = path.Join(dir, d.Value)
		}
		for name := range s.extra().defaultFiles.all() {
			if a.writtenBuildFile(c, s, Word{Value: path.Join(dir, name), Literal: true}, w) {
				break
			}
		}
	}
}

// defaultFilesDirOpts are the options of the launchers that read
// default files (moreCode.defaultFiles) naming the directory they work
// in, where they look for them: make -C, task -d, just -d, honcho -d,
// foreman's and overmind's -d (--root).
const defaultFilesDirOpts wordList = "--app-root --dir --directory --root --working-directory -C -d"

// textLangs are the languages of the text s runs, read into p: its
// lang, or for langRunCommand the one the value of its command id names
// (a cloud VM's run command: RunShellScript is a shell script,
// RunPowerShellScript PowerShell; learn.microsoft.com, Azure Virtual
// Machines, "Run scripts in your VM by using action Run Commands"; an
// SSM document's name alike, AWS-RunShellScript or
// AWS-RunPowerShellScript), or the one Bolt's transport reaches; both
// when it names neither (Set-AzVMRunCommand's script is the VM's own
// shell's, bolt command run's the target's).
func textLangs(s *spec, p parsed) []codeLang {
	if s.extra().lang != langRunCommand {
		return []codeLang{s.extra().lang}
	}
	for _, id := range p.values("-CommandId", "--command-id", "-DocumentName", "--document-name") {
		switch l := strings.ToLower(id); {
		case strings.Contains(l, "powershell"):
			return []codeLang{langPowerShell}
		case strings.Contains(l, "shell"):
			return []codeLang{langShell}
		}
	}
	for _, t := range p.values("-Transport", "--transport") {
		// Bolt's transports: winrm reaches a Windows target, whose
		// commands PowerShell runs; ssh, local and the container ones a
		// posix shell.
		if strings.EqualFold(t, "winrm") {
			return []codeLang{langPowerShell}
		}
		return []codeLang{langShell}
	}
	return []codeLang{langPowerShell, langShell}
}

// writtenBuildFile judges the build file f that c reads as code in
// s.lang when this input wrote it (cat > Makefile <<EOF … make), and
// reports whether it did; a build file already there is the project's.
func (a *analyzer) writtenBuildFile(c *Command, s *spec, f Word, w []string) bool {
	p, ok := a.env.Path(f)
	if !ok || !f.Literal {
		return false
	}
	if _, found := a.writtenText(p); !found && !a.inForeignTree(p) {
		return false
	}
	a.followWhole(f, lexer.Posix, w, func(text string) {
		a.runText(c, s.extra().lang, Word{Value: text, Literal: true}, w)
		if s.extra().lang != langMake {
			return
		}
		// The makefiles it includes (include F, -include F, sinclude F)
		// are read as part of it.
		for _, inc := range makeIncludes(text) {
			how := "include " + inc
			if !slices.Contains(w, how) {
				a.writtenBuildFile(c, s, Word{Value: inc, Literal: true}, append(w[:len(w):len(w)], how))
			}
		}
	})
	return true
}

// makeIncludes returns the files a makefile's include, -include and
// sinclude lines name, where they are written out (no variables).
func makeIncludes(text string) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "include" && f[0] != "-include" && f[0] != "sinclude" {
			continue
		}
		for _, name := range f[1:] {
			if !strings.ContainsAny(name, "$*?[") {
				out = append(out, name)
			}
		}
	}
	return out
}

// asWords returns the words of a spec's as, a command line (cmake -E
// rm is "rm"), with room for the words appended to them.
func asWords(as string) []Word {
	words := make([]Word, 0, 8)
	for f := range strings.FieldsSeq(as) {
		words = append(words, Word{Value: f, Literal: true})
	}
	return words
}

// severalCommands splits the operands of a spec of several commands
// (mix do a x, b; mix do a + b) into each command's words: a word ending
// in a comma ends its command, a word that is + stands between two.
func severalCommands(args []Word) [][]Word {
	var out [][]Word
	var cur []Word
	for _, w := range args {
		switch {
		case w.Literal && w.Value == "+":
			out, cur = append(out, cur), nil
		case w.Literal && strings.HasSuffix(w.Value, ","):
			if v := strings.TrimSuffix(w.Value, ","); v != "" {
				cur = append(cur, Word{Value: v, Literal: true, Quoted: w.Quoted})
			}
			out, cur = append(out, cur), nil
		default:
			cur = append(cur, w)
		}
	}
	out = append(out, cur)
	return slices.DeleteFunc(out, func(g []Word) bool { return len(g) == 0 })
}

// quotedLine joins words into a command line for a POSIX shell that
// reads each of them back as it is: a word of other characters than
// letters, digits and -_./:=@%+, in single quotes (its own single
// quotes closed, escaped and opened again), as heroku run's
// shellwords.escape writes them (its later versions put a word with a
// blank in double quotes, which reads back the same but for $ and `).
func quotedLine(ws []Word) Word {
	out := joinWords(ws)
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.Value
		if w.Value == "" || strings.ContainsFunc(w.Value, func(r rune) bool {
			return !(r < 0x80 && isAlnum(byte(r)) || strings.ContainsRune("-_./:=@%+,", r))
		}) {
			parts[i] = "'" + strings.ReplaceAll(w.Value, "'", `'\''`) + "'"
		}
	}
	out.Value = strings.Join(parts, " ")
	return out
}

// stdinFile reports whether a file name names standard input.
func stdinFile(name string) bool {
	return name == "-" || name == "/dev/stdin" || name == "/dev/fd/0" || name == "/proc/self/fd/0"
}

// runText analyses text, code in lang that c runs: the shell code it
// holds or stands for, as sh -c (or cmd /c) would run it.
func (a *analyzer) runText(c *Command, lang codeLang, text Word, w []string) {
	switch lang {
	case langShell:
		a.code(c, text, lexer.Posix, w)
		if systemShellCmd(c) && text.Literal {
			a.cmd(text.Value, w)
		}
	case langCmdLine:
		if !text.Literal {
			a.add(&Command{Grammar: lexer.Cmd, Text: text.Value, Wrappers: w, Dynamic: true, Word0: text, Feeds: text.Subst})
			return
		}
		a.cmd(text.Value, w)
		if esc := cmdLiteralOps(text.Value); esc != text.Value {
			// Started by CreateProcess, not by cmd, the program gets the |
			// and & as arguments: powershell -c iwr URL | iex pipes there.
			a.cmd(esc, w)
		}
	case langPowerShell:
		if !text.Literal {
			a.add(&Command{Grammar: lexer.PowerShell, Text: text.Value, Wrappers: w, Dynamic: true, Word0: text, Feeds: text.Subst})
			return
		}
		a.powershell(text.Value, w, nil)
	case langPuppet:
		for _, m := range puppetResources(text) {
			a.moduleActs(c, toolPuppet, m, false, w)
		}
	default:
		for _, code := range textCode(lang, text.Value) {
			a.code(c, Word{Value: code, Literal: text.Literal, Subst: text.Subst}, lexer.Posix, w)
		}
	}
}

// cmdLiteralOps returns a command line with cmd's operators (| & < > ( ))
// escaped with ^ where cmd would read them as operators, outside quotes
// and carets as cmdtoken.Chars reads them, so that cmd reads them as the
// characters a program started directly receives.
func cmdLiteralOps(line string) string {
	var b strings.Builder
	var chars cmdtoken.Chars
	for i := 0; i < len(line); i++ {
		ch := line[i]
		if chars.Read(ch) == cmdtoken.Special && strings.IndexByte("|&<>()", ch) >= 0 {
			b.WriteByte('^')
		}
		b.WriteByte(ch)
	}
	return b.String()
}

// packageName returns the command a package runner starts for a package
// spelled with its registry, version or scope: npx np@latest, uvx
// ruff@0.5 and deno run npm:rimraf run np, ruff and rimraf; npx
// @vscode/vsce runs vsce (npm's convention names a scoped package's bin
// as the package without its scope); java -jar x/jenkins-cli.jar runs
// jenkins-cli.
func packageName(w Word) Word {
	v := w.Value
	for _, reg := range []string{"npm:", "jsr:"} {
		v = strings.TrimPrefix(v, reg)
	}
	if at := strings.LastIndexByte(v, '@'); at > 0 {
		v = v[:at]
	}
	if strings.HasPrefix(v, "@") {
		if _, name, ok := strings.Cut(v, "/"); ok && name != "" {
			v = name
		}
	}
	if jar, ok := strings.CutSuffix(path.Base(v), ".jar"); ok && jar != "" {
		// java -jar tools/jenkins-cli.jar: the tool the jar is. A jar's
		// file is named artifactId-version[-classifier].jar (Maven's
		// default finalName): java -jar webin-cli-7.0.1.jar runs
		// webin-cli.
		v = jar
		if loc := jarVersion.get().FindStringIndex(v); loc != nil && loc[0] > 0 {
			v = v[:loc[0]]
		}
	}
	return Word{Value: v, Literal: true}
}

// jarVersion matches the version a jar's file name ends with, and the
// classifier after it (-7.0.1, -2.3-SNAPSHOT, -1.4.2-all, -v3.1).
var jarVersion = &lazyRegexp{expr: `-v?[0-9]+(\.[0-9A-Za-z]+)*(-[0-9A-Za-z.]+)*$`}

// goProgram returns the command a Go package w stands for, when it is
// not the project's own (spec.goPackage): the last element of its path,
// its version dropped and a major version's /vN skipped.
func goProgram(w Word) (Word, bool) {
	v, _, _ := strings.Cut(w.Value, "@")
	if !w.Literal || v == "" || strings.HasPrefix(v, ".") || strings.HasPrefix(v, "/") || strings.HasSuffix(v, ".go") || strings.HasPrefix(v, "-") {
		return w, false
	}
	parts := strings.Split(strings.Trim(v, "/"), "/")
	name := parts[len(parts)-1]
	if len(parts) > 1 && goMajor.get().MatchString(name) {
		name = parts[len(parts)-2]
	}
	return Word{Value: name, Literal: true}, true
}

// goMajor matches a module path's major version element (v2, v10).
var goMajor = &lazyRegexp{expr: `^v[0-9]+$`}

// operandProgram returns the command a launcher whose first operand is
// the program runs (spec.progOperand), words its operands from there: the
// program, and the words after the first -- (proto run node 20 -- app.js
// runs node app.js); the words between are no arguments of it.
func operandProgram(words []Word) []Word {
	i := slices.IndexFunc(words, func(w Word) bool { return w.Literal && w.Value == "--" })
	if i < 0 {
		return words[:1]
	}
	return append([]Word{words[0]}, words[i+1:]...)
}

// flakeProgram returns the command line a launcher of flakes runs
// (spec.flake): the program a reference names, by its attribute's last
// name (nixpkgs#python3Packages.black, .#deploy) or, with none, its
// repository's (github:nix-community/nixos-anywhere, the flake's default
// package), then the arguments after the -- that ends nix's options. A
// reference only known at run time stays as written: its worst reading.
func flakeProgram(words []Word) []Word {
	ref := words[0]
	rest := words[1:]
	if len(rest) > 0 && rest[0].Literal && rest[0].Value == "--" {
		rest = rest[1:]
	}
	if !ref.Literal {
		return append([]Word{ref}, rest...)
	}
	name := ref.Value
	if _, attr, ok := strings.Cut(name, "#"); ok {
		name = attr[strings.LastIndexByte(attr, '.')+1:]
	} else {
		name, _, _ = strings.Cut(name, "?")
		if i := strings.IndexByte(name, ':'); i >= 0 {
			name = name[i+1:]
		}
		// github:OWNER/REPO[/REF]: the repository; a path (./tools): its last element.
		parts := strings.Split(strings.Trim(name, "/"), "/")
		if len(parts) >= 2 && !strings.HasPrefix(ref.Value, ".") && !strings.HasPrefix(ref.Value, "/") && !strings.HasPrefix(ref.Value, "path:") {
			name = parts[1]
		} else {
			name = parts[len(parts)-1]
		}
	}
	if name == "" {
		return append([]Word{ref}, rest...)
	}
	return append([]Word{{Value: name, Literal: true}}, rest...)
}

// runInner adds the command words make, run by c, and follows it.
func (a *analyzer) runInner(c *Command, words []Word, how string) {
	a.runInnerEnv(c, words, how, false)
}

// runInnerEnv is runInner; env: the launcher runs the command on this
// machine with its own environment, so the variables set for it
// (DATABASE_URL=… npx prisma …) are the inner command's too.
func (a *analyzer) runInnerEnv(c *Command, words []Word, how string, env bool) {
	a.runInnerIn(c, words, how, env, containerNone)
}

// runInnerIn is runInnerEnv; place: the container c runs the command in
// (Command.container).
func (a *analyzer) runInnerIn(c *Command, words []Word, how string, env bool, place containerPlace) {
	inner := a.newCommand(Command{
		Grammar: c.Grammar, Text: c.Text, Redirs: c.Redirs, Stdin: c.Stdin,
		Wrappers:  append(append([]string(nil), c.Wrappers...), how),
		container: place,
	})
	if env {
		inner.Assigns = c.Assigns
	}
	inner.setName(words)
	inner.Feeds = c.Feeds
	a.add(inner)
	a.noteWrites(inner)
	a.unwrap(inner)
}

// hostPaths rewrites the words a container runs that name a path under a
// bind mount (-v SRC:DST, --volume, --mount type=bind,src=…,dst=…) to the
// host path they reach: rm -rf /h with -v ~:/h deletes the home. A
// relative path (., ./x, ..) is one in the working directory -w names.
// The rewritten word is only exact when the mount's source was.
func hostPaths(p parsed, words []Word) []Word {
	type mount struct {
		src, dst string
		literal  bool
	}
	var mounts []mount
	for _, o := range p.opts {
		if !o.hasValue {
			continue
		}
		switch o.name {
		case "-v", "--volume":
			parts := strings.Split(o.value, ":")
			if len(parts) >= 3 && len(parts[0]) == 1 && strings.ContainsAny(parts[1][:min(1, len(parts[1]))], `\/`) {
				// A Windows host path: -v C:\Users\me:/h.
				parts = append([]string{parts[0] + ":" + parts[1]}, parts[2:]...)
			}
			if len(parts) >= 2 && parts[0] != "" && strings.HasPrefix(parts[1], "/") {
				mounts = append(mounts, mount{parts[0], path.Clean(parts[1]), o.literal})
			}
		case "--mount":
			m := mount{literal: o.literal}
			for kv := range strings.SplitSeq(o.value, ",") {
				k, val, _ := strings.Cut(kv, "=")
				switch k {
				case "source", "src":
					m.src = val
				case "target", "dst", "destination":
					m.dst = path.Clean(val)
				}
			}
			if m.src != "" && strings.HasPrefix(m.dst, "/") {
				mounts = append(mounts, m)
			}
		}
	}
	if len(mounts) == 0 {
		return words
	}
	wd, _ := p.valueWord("-w", "--workdir")
	out := make([]Word, len(words))
	for i, w := range words {
		out[i] = w
		v := w.Value
		if rel := v == "." || v == ".." || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../"); rel && wd.Literal && strings.HasPrefix(wd.Value, "/") {
			v = path.Join(wd.Value, v)
		}
		for _, m := range mounts {
			if w.Literal && fsUnder(path.Clean(v), m.dst) {
				out[i].Value = m.src + strings.TrimPrefix(path.Clean(v), m.dst)
				out[i].Literal = m.literal
				break
			}
		}
	}
	return out
}

// tailDumper reports whether name, a word of an unknown command after
// the words before, is a command it launches that prints the whole
// environment: the first word after its -- (tox -e py -- env), printenv
// as its last word (devbox run printenv), env as its last word after a
// run or exec verb (rustup run stable env; not conda env, tox -e env).
func tailDumper(name string, before []Word, last bool) bool {
	if name != "env" && name != "printenv" {
		return false
	}
	if before[len(before)-1].Value == "--" {
		return true
	}
	if !last {
		return false
	}
	return name == "printenv" || slices.ContainsFunc(before, func(w Word) bool { return w.Value == "run" || w.Value == "exec" })
}

// unknownLauncher judges a command the model does not know whose words
// hold a dangerous command after its name (mylauncher rm -rf ~): at worst
// it runs them, and they are judged as run.
func (a *analyzer) unknownLauncher(c *Command) bool {
	if c.Name == "" || len(c.Wrappers) > 0 && strings.HasPrefix(c.Wrappers[len(c.Wrappers)-1], "unknown launcher") {
		return false
	}
	at := -1
	for i, w := range c.Args {
		if !w.Literal {
			continue
		}
		// An option (-rf) is never the command it launches: no spec
		// is looked for.
		if !w.Quoted && i+1 < len(c.Args) && !strings.HasPrefix(w.Value, "-") && nameIs(w.Value, traitStartsTail) || i > 0 && tailDumper(w.Value, c.Args[:i], i+1 == len(c.Args)) {
			at = i
			break
		}
	}
	if at < 0 {
		// A command the model knows nothing of (no spec, or only its
		// kind: kindOnly) that ends its options with
		// -- (devbox run -- CMD, dotenvx run -- CMD): at worst what
		// follows is the command it runs. The -- is looked for first: the
		// spec lookup is the dearer question, and most commands have none.
		if i := slices.IndexFunc(c.Args, func(w Word) bool { return w.Literal && w.Value == "--" }); i >= 0 && i+1 < len(c.Args) && c.Args[i+1].Literal && !strings.HasPrefix(c.Args[i+1].Value, "-") {
			if s, _ := lookupSpec(c); s == nil || s.kindOnly() {
				at = i + 1
			}
		}
	}
	if at < 0 || does(c, c.Name, roleDataWords) {
		return false
	}
	if wrapperSpec(c) != nil {
		return false
	}
	if _, ok := shellGrammar(c.Name); ok {
		return false
	}
	if shellStarter(c) != nil {
		// script -c bash /dev/null: its spec says which option's value
		// it hands a shell; the words after are its own (the typescript).
		return false
	}
	a.runInner(c, c.Args[at:], "unknown launcher "+c.Name)
	return true
}

// kindOnly reports whether s is an entry of roleSpecs, which says only
// what kind of command its path is (a remote runner, a downloader),
// nothing of its words.
func (s *spec) kindOnly() bool {
	// Whether s lies in roleSpecs' array, by its address: asked of each
	// entry of a name fsUnknownTool reads (hasOwnSpec), a scan of
	// roleSpecs' hundreds of entries was too dear.
	if len(roleSpecs) == 0 {
		return false
	}
	off := uintptr(unsafe.Pointer(s)) - uintptr(unsafe.Pointer(&roleSpecs[0]))
	return off < uintptr(len(roleSpecs))*unsafe.Sizeof(roleSpecs[0])
}

// remoteShellVerbs are the subcommand words by which a command line tool
// opens a shell on another machine, device or virtual machine: adb
// shell, hdc shell, limactl shell, minikube ssh, podman machine ssh,
// docker-machine ssh HOST, gcloud compute ssh VM --command; and those by
// which it runs a command line in each of its repositories, packages or
// environments, or in one: repo forall -c CMD, meta exec CMD, lerna
// exec -- CMD, rbenv exec CMD.
var remoteShellVerbs = set{"exec", "forall", "foreach", "shell", "ssh"}

// remoteShell judges the words after a remote shell verb (among the
// first words) of a command the model does not know as the command line
// they make there, joined by spaces as ssh and adb join them: a name
// spelled in quoted pieces ("r"m) and a quoted "rm -rf /sdcard/x" are
// rm there. What names the host, device or VM may
// come first, so each reading from one of the first operands on is
// judged. It reports whether c had such a verb.
func (a *analyzer) remoteShell(c *Command) bool {
	if c.Name == "" || does(c, c.Name, roleDataWords) || strings.HasPrefix(c.Name, "$") {
		return false
	}
	at, runCommand := -1, false
	for i, w := range c.Args[:min(len(c.Args), 4)] {
		if w.Literal && remoteShellVerbs.hasLower(w.Value) {
			at = i
			break
		}
		if w.Literal && runsCommandWord(w.Value) {
			at, runCommand = i, true
			break
		}
	}
	if at < 0 || at+1 >= len(c.Args) {
		return false
	}
	how := c.Name + " " + strings.ToLower(c.Args[at].Value)
	w := append(append([]string(nil), c.Wrappers...), how)
	if slices.Contains(c.Wrappers, how) {
		return false
	}
	rest := c.Args[at+1:]
	if where := prodWord(remotePlaceWords(c.Args[:at], rest, runCommand)); where != "" && a.prodPlace == "" {
		// gcloud compute ssh prod-web-1 --command CMD, aws ssm
		// send-command --targets Key=tag:env,Values=prod: the command
		// line works on production's machines.
		a.prodPlace = where
		defer func() { a.prodPlace = "" }()
	}
	lang := langShell
	if slices.ContainsFunc(rest, func(x Word) bool { return strings.Contains(strings.ToLower(x.Value), "powershell") }) {
		// aws ssm send-command --document-name AWS-RunPowerShellScript:
		// its commands are PowerShell on a Windows instance.
		lang = langPowerShell
	}
	for _, code := range commandOptValues(rest) {
		a.runText(c, lang, code, w)
	}
	if runCommand {
		return true // its operands name the target, not a command line
	}
	for i, tried := 0, 0; i < len(rest) && tried < 3; i++ {
		if strings.HasPrefix(rest[i].Value, "-") {
			continue // an option, or one of its values next
		}
		a.runText(c, langShell, joinWords(rest[i:]), w)
		if tried == 0 && rest[i].Literal {
			// rbenv exec and pyenv exec run their words as they are, not
			// joined as a command line: python -c 'CODE' keeps its code.
			a.runInner(c, rest[i:], how)
		}
		tried++
	}
	return true
}

// remotePlaceWords returns the words of a remote shell's command line
// that say where it runs the command: those before its verb, the
// values of its options but those carrying the command (commandOptNames)
// up to --, and the first operand after the verb, the host, device or
// machine (not for a run-command verb, whose operands name no command).
func remotePlaceWords(before, rest []Word, runCommand bool) []Word {
	out := slices.Clip(before)
	for i := 0; i < len(rest); i++ {
		v := rest[i].Value
		if v == "--" {
			break
		}
		if !strings.HasPrefix(v, "-") {
			if i == 0 && !runCommand {
				out = append(out, rest[i])
			}
			continue
		}
		name, _, inline := strings.Cut(v, "=")
		if commandOptNames.hasLower(strings.TrimLeft(name, "-")) {
			if !inline {
				i++
			}
			continue
		}
		out = append(out, rest[i])
	}
	return out
}

// runsCommandWord reports whether w, a subcommand word, runs a command
// line its options carry on another machine: az vm run-command, aws ssm
// send-command, aws ecs execute-command; aws ssm start-session, whose
// document's parameters may carry one (AWS-StartInteractiveCommand).
func runsCommandWord(w string) bool {
	verb, noun, ok := strings.Cut(strings.ToLower(w), "-")
	return ok && (noun == "command" || noun == "commands" || noun == "script") && (verb == "run" || verb == "send" || verb == "execute" || verb == "invoke") || verb == "start" && noun == "session"
}

// commandOptNames are the options of remote runners whose value is a
// command line run there (gcloud compute ssh --command=CMD, az vm
// run-command invoke --scripts CMD, aws ssm send-command --parameters
// commands=CMD).
var commandOptNames = set{"cmd", "command", "commands", "exec", "parameters", "script", "scripts"}

// commandOptValues returns the command lines the options among args
// carry: --command=CMD or --command CMD, commands=CMD in a value.
func commandOptValues(args []Word) []Word {
	var out []Word
	for i, a := range args {
		name, val, inline := strings.Cut(a.Value, "=")
		if !strings.HasPrefix(name, "--") || !commandOptNames.hasLower(name[2:]) {
			continue
		}
		from := a
		if !inline {
			if i+1 >= len(args) {
				continue
			}
			from = args[i+1]
			val = from.Value
		}
		if strings.EqualFold(name, "--parameters") {
			for _, cmd := range ssmCommands(val) {
				out = append(out, Word{Value: cmd, Literal: from.Literal, Quoted: from.Quoted, Subst: from.Subst})
			}
			continue
		}
		out = append(out, Word{Value: val, Literal: from.Literal, Quoted: from.Quoted, Subst: from.Subst})
	}
	return out
}

// ssmCommands returns the command lines an SSM document's parameters
// carry (aws ssm send-command --parameters, start-session
// --parameters): the commands (or command) parameter, in JSON
// ({"commands":["a","b"]}) or the CLI's shorthand (commands=["a","b"],
// commands="a", commands=a); each element a command line.
func ssmCommands(val string) []string {
	v := strings.TrimSpace(val)
	if strings.HasPrefix(v, "{") {
		var obj map[string]any
		if json.Unmarshal([]byte(v), &obj) != nil {
			return []string{v}
		}
		var out []string
		for k, x := range obj {
			if k = strings.ToLower(k); k != "commands" && k != "command" {
				continue
			}
			switch x := x.(type) {
			case string:
				out = append(out, x)
			case []any:
				for _, e := range x {
					if e, ok := e.(string); ok {
						out = append(out, e)
					}
				}
			}
		}
		return out
	}
	_, after, ok := strings.Cut(v, "commands=")
	if !ok {
		if _, after, ok = strings.Cut(v, "command="); !ok {
			return nil
		}
	}
	after = strings.TrimSpace(after)
	if strings.HasPrefix(after, "[") {
		var list []string
		if json.Unmarshal([]byte(after), &list) == nil {
			return list
		}
		// Shorthand without JSON's quoting: [a,b].
		var out []string
		for e := range strings.SplitSeq(strings.Trim(after, "[]"), ",") {
			out = append(out, strings.Trim(strings.TrimSpace(e), `"'`))
		}
		return out
	}
	if len(after) >= 2 && after[0] == '"' && after[len(after)-1] == '"' {
		after = after[1 : len(after)-1]
	}
	return []string{after}
}

// parallel follows GNU parallel, which runs its command through a shell
// once per input, {} replaced by the input: with no command, each input is
// itself a command line (parallel ::: 'rm -rf ~', curl … | parallel).
// The inputs are the words after :::, or the lines of its standard input.
func (a *analyzer) parallel(c *Command) bool {
	args := c.Args
	var inputs []Word
	fromArgs := false
	for i, w := range args {
		if w.Value == ":::" || w.Value == "::::" {
			if w.Value == ":::" {
				fromArgs = true
				for _, x := range args[i+1:] {
					if x.Value != ":::" && x.Value != "::::" && x.Value != ":::+" {
						inputs = append(inputs, x)
					}
				}
			}
			args = args[:i]
			break
		}
	}
	p := parseArgs(&parallelSpec, args)
	w := append(append([]string(nil), c.Wrappers...), "parallel")
	if !fromArgs {
		if c.Stdin == nil {
			// The input is only known when it runs: judged as a shell
			// reading it (curl … | parallel is curl … | sh).
			sh := &Command{Grammar: c.Grammar, Text: c.Text, Name: "sh", Word0: Word{Value: "sh", Literal: true}, Feeds: c.Feeds, Wrappers: w}
			if len(p.rest) == 0 {
				a.add(sh)
				a.unwrap(sh)
				return true
			}
			// Its line, known only at run time, is a variable of the
			// template's shell text: the text itself stays read (parallel
			// 'rm -rf ~', parallel 'mail -s hi {}').
			inputs = []Word{{Value: "$PARALLEL_ARG", Literal: true}}
			if pat, ok := feedEntriesAt(c, leadsWord(p.rest, "{}")); ok {
				// ls -A ~ | parallel rm -rf: each of its entries, which
				// parallel quotes into the command; the pattern naming
				// them all is the worst reading (ls /srv/*.db | parallel
				// rm: the paths it prints).
				inputs[0] = Word{Value: pat, Literal: true}
			}
		} else {
			for line := range strings.SplitSeq(strings.TrimSpace(*c.Stdin), "\n") {
				inputs = append(inputs, Word{Value: line, Literal: true})
			}
		}
	}
	for i, in := range inputs {
		if i >= 16 {
			break
		}
		code := in
		if len(p.rest) > 0 {
			words := p.rest
			if p.has("-q", "--quote") {
				// -q quotes each word of the command: sh -c 'rm -rf ~'
				// stays one argument of sh (without it, parallel joins
				// them and the shell splits sh -c rm -rf ~ again).
				words = make([]Word, len(p.rest))
				for j, wd := range p.rest {
					wd.Value = shquote.Single(strings.ReplaceAll(wd.Value, "{}", in.Value))
					words[j] = wd
				}
			}
			cmd := joinWords(words)
			arg := in.Value
			if !in.Literal && fromArgs {
				// parallel ssh {} sudo shutdown -h now ::: $(cat hosts):
				// an argument only known at run time is one word of the
				// template's shell text, its unknown parts expansions
				// there, as $PARALLEL_ARG is for a line of its input: the
				// template itself stays read.
				arg = `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(in.Value) + `"`
				in.Literal = true
			}
			if strings.Contains(cmd.Value, "{}") {
				cmd.Value = replaceInCode(cmd.Value, "{}", arg)
			} else {
				cmd.Value += " " + arg
			}
			cmd.Literal = cmd.Literal && in.Literal
			code = cmd
		}
		a.code(c, code, lexer.Posix, w)
	}
	return true
}

// progOf returns the program a launcher with progOpts runs: the value of
// the option listed last in progs among those given (start-stop-daemon
// runs --startas's program; --exec then only finds the process), the
// last given of it. An unknown long option that abbreviates one of
// progs's long names as getopt_long accepts it (--exe) was read as a
// switch and its value as an operand: that operand is the program.
func progOf(s *spec, p parsed, progs wordList) (Word, bool) {
	var prog Word
	best := -1
	for _, o := range p.opts {
		rank := -1
		v := Word{Value: o.value, Literal: o.literal, Subst: o.subst, Computed: o.computed, climbs: o.climbs}
		abbrev := !o.hasValue && len(o.name) >= 3 && strings.HasPrefix(o.name, "--") && !s.knows(o.name) && len(p.operands) > 0
		i := 0
		for n := range progs.all() {
			switch {
			case o.hasValue && n == o.name && rank < 0:
				rank = i
			case abbrev && strings.HasPrefix(n, o.name):
				rank, v = i, p.operands[0]
			}
			i++
		}
		if rank >= 0 && rank >= best {
			best, prog = rank, v
		}
	}
	return prog, best >= 0
}

// prodStack reports whether a compose stack (global, c's compose options
// read) may be production's: a file, project name, profile, env file or
// project directory given by a word only known at run time or named for
// production (prodWords: -f docker-compose.prod.yml, --env-file
// .env.production, -p shop-live), in the options or c's assignments
// (COMPOSE_FILE, COMPOSE_PROJECT_NAME, COMPOSE_PROFILES,
// COMPOSE_ENV_FILES). Its containers' servers are then production's
// though this machine runs them.
func prodStack(c *Command, global parsed) bool {
	prodNamed := func(v string) bool {
		return slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(v), notAlnum), prodWords.has)
	}
	for _, o := range global.opts {
		if o.hasValue && (!o.literal || prodNamed(o.value)) {
			return true
		}
	}
	for _, a := range c.Assigns {
		if name, val, _ := strings.Cut(a, "="); strings.HasPrefix(name, "COMPOSE_") && prodNamed(val) {
			return true
		}
	}
	return false
}

// psNeedFed reports whether a cmdlet's need of a WMI class
// (Invoke-CimMethod -ClassName=Win32_Process, Invoke-WmiMethod
// -Class=Win32_Process) is met by the objects piped in: the class, or
// its instances, a Get-CimClass, Get-WmiObject -List or Get-CimInstance
// lists (psFedClass), which -CimClass and -InputObject take from the
// pipeline in place of the class's name.
func psNeedFed(c *Command, s *spec) bool {
	if !s.ps || len(c.Feeds) == 0 {
		return false
	}
	for n := range s.need.all() {
		name, class, ok := strings.Cut(n, "=")
		if ok && (strings.EqualFold(name, "-ClassName") || strings.EqualFold(name, "-Class")) && psFedClass(c, strings.ToLower(class)) {
			return true
		}
	}
	return false
}
