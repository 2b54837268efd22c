package policy

// programSpecs are the programs that run a program given in their words
// or on their standard input: awk, jq and the interpreters' one-liners
// (python -c, node -e, perl -e, …). prog names the program's language,
// in which rules look for what it does (progLangs: the environment
// printed whole or read by a name only known at run time). Adding an
// interpreter of a known language is one entry here and its corpus
// cases.
var programSpecs = []spec{
	{path: "awk", prog: "awk"},
	{path: "gawk", prog: "awk"},
	{path: "mawk", prog: "awk"},
	{path: "nawk", prog: "awk"},
	{path: "jq", prog: "jq"},
	{path: "gojq", prog: "jq"},
	{path: "jaq", prog: "jq"},
	// python's -c CODE and -m MODULE end its options; -W and -X take a
	// value. node's -e/--eval and -p/--print take the code (-pe too),
	// -r/--require and --import a module.
	{path: "python*", prog: "python", value: pyValue, long: pyLong, optsFirst: true, codeOpts: pyCode, modOpts: pyMod},
	{path: "pypy*", prog: "python", value: pyValue, long: pyLong, optsFirst: true, codeOpts: pyCode, modOpts: pyMod},
	// py, the Python launcher for Windows: its version switches (-3,
	// -3.12, -V:3.12) come first, python's options after them.
	{path: "py", prog: "python", value: pyValue, long: pyLong, optsFirst: true, codeOpts: pyCode, modOpts: pyMod},
	{path: "node", prog: "node", value: nodeValue, long: nodeLong, optsFirst: true, codeOpts: nodeCode, libOpts: nodeLib},
	{path: "nodejs", prog: "node", value: nodeValue, long: nodeLong, optsFirst: true, codeOpts: nodeCode, libOpts: nodeLib},
	{path: "bun", prog: "node", value: nodeValue, long: nodeLong, optsFirst: true, codeOpts: nodeCode, libOpts: nodeLib, runVerb: "run"},
	{path: "tsx", prog: "node", value: nodeValue, long: nodeLong, optsFirst: true, codeOpts: nodeCode, libOpts: nodeLib},
	{path: "ts-node", prog: "node", value: nodeValue, long: nodeLong, optsFirst: true, codeOpts: nodeCode, libOpts: nodeLib},
	{path: "deno", prog: "node", value: nodeValue, long: nodeLong, optsFirst: true, codeOpts: nodeCode, libOpts: nodeLib, runVerb: "run"},
	// deno eval [-p] CODE: its first operand is the code; --ext, -c
	// (--config) and the others below take a value.
	{path: "deno eval", prog: "node", value: "c", long: []string{"--ext", "--config", "--import-map", "--lock", "--cert", "--location", "--seed", "--env-file", "--inspect", "--inspect-brk", "--inspect-wait"}, optsFirst: true, codeArg: true},
	// perl's switches (perlrun): -e/-E take code, -I a directory, in the
	// word or the next; -C, -d, -D, -F, -i, -m, -M, -V: and -x take only
	// the rest of their word, -0 and -l only the digits after them (-lne
	// is -l -n -e); the program file ends them.
	{path: "perl*", prog: "perl", value: "eEI", attached: "CdDFimMVx", digits: "0l", optsFirst: true, codeOpts: []string{"-e", "-E"}, libOpts: []string{"-M", "-m"}},
	// ruby's -e takes code, -r a library, -I and -C a directory, -E
	// encodings, in the word or the next; -0, -F, -i, -K, -T, -W and -x
	// take only the rest of their word.
	{path: "ruby*", prog: "ruby", value: rubyValue, attached: rubyAttached, optsFirst: true, codeOpts: []string{"-e"}, libOpts: []string{"-r"}},
	{path: "jruby", prog: "ruby", value: rubyValue, attached: rubyAttached, optsFirst: true, codeOpts: []string{"-e"}, libOpts: []string{"-r"}},
	// php's -r, -B, -R and -E take code; -c, -d, -z, -t and -S a value.
	{path: "php*", prog: "php", value: "rBREcdztS", optsFirst: true, codeOpts: []string{"-r", "-B", "-R", "-E"}},
	{path: "lua*", prog: "lua", value: "el", optsFirst: true, codeOpts: []string{"-e"}, libOpts: []string{"-l"}},
	{path: "luajit", prog: "lua", value: "elj", optsFirst: true, codeOpts: []string{"-e"}, libOpts: []string{"-l"}},
	{path: "groovy", prog: "groovy", value: "e", long: []string{"-cp", "-classpath", "--classpath"}, optsFirst: true, codeOpts: []string{"-e"}},
	{path: "Rscript", prog: "r", value: "e", optsFirst: true, codeOpts: []string{"-e"}},
	{path: "R", prog: "r", value: "e", optsFirst: true, codeOpts: []string{"-e"}},
	{path: "julia", prog: "julia", value: "eELJCtp", attached: "Og", long: []string{"--eval", "--print", "--load", "--sysimage", "--threads", "--procs", "--cpu-target"}, optsFirst: true, codeOpts: []string{"-e", "-E", "--eval", "--print"}},
	{path: "tclsh*", prog: "tcl", optsFirst: true},
	{path: "wish*", prog: "tcl", optsFirst: true},
	// osascript's -e, once a line; -l names the language, -s how
	// results are shown.
	{path: "osascript", prog: "applescript", value: "els", optsFirst: true, codeOpts: []string{"-e"}},
	// Web frameworks' consoles that run a line of code inside the
	// application, its configuration and credentials loaded (app): wp
	// eval CODE, artisan tinker --execute CODE, rails runner CODE,
	// manage.py shell -c CODE, drush php:eval CODE. Their code is the
	// language's, judged as its one-liners are; what it names of the
	// application's secrets is printed (appSecretNamed).
	{path: "wp eval", prog: "php", long: wpGlobal, optsFirst: true, codeArg: true, app: true},
	{path: "php artisan tinker", prog: "php", long: []string{"--execute", "--env"}, optsFirst: true, codeOpts: []string{"--execute"}, app: true},
	{path: "php* artisan tinker", prog: "php", long: []string{"--execute", "--env"}, optsFirst: true, codeOpts: []string{"--execute"}, app: true},
	{path: "rails runner", prog: "ruby", value: "e", long: []string{"--environment"}, optsFirst: true, codeArg: true, app: true},
	{path: "rails r", prog: "ruby", value: "e", long: []string{"--environment"}, optsFirst: true, codeArg: true, app: true},
	{path: "python* manage.py shell", prog: "python", value: "ci", long: []string{"--command", "--interface", "--settings", "--pythonpath"}, optsFirst: true, codeOpts: []string{"-c", "--command"}, app: true},
	{path: "django-admin shell", prog: "python", value: "ci", long: []string{"--command", "--interface", "--settings", "--pythonpath"}, optsFirst: true, codeOpts: []string{"-c", "--command"}, app: true},
	{path: "drush php:eval", prog: "php", long: drushGlobal, optsFirst: true, codeArg: true, app: true},
	{path: "drush php-eval", prog: "php", long: drushGlobal, optsFirst: true, codeArg: true, app: true},
	{path: "drush ev", prog: "php", long: drushGlobal, optsFirst: true, codeArg: true, app: true},
	// elixir's -e/--eval take code, -r/--require and -pa/-pz a path.
	{path: "mix run", prog: "elixir", value: "er", long: []string{"--eval", "--require"}, optsFirst: true, codeOpts: []string{"-e", "--eval"}, app: true},
	{path: "elixir", prog: "elixir", value: "er", long: []string{"--eval", "--require", "-pa", "-pz", "--erl", "--sname", "--name", "--cookie"}, optsFirst: true, codeOpts: []string{"-e", "--eval"}},
}

// The interpreters' options that take a value and those whose value is
// code (programSpecs).
const (
	pyValue      = "cmWX"
	nodeValue    = "eprC"
	rubyValue    = "eICrE"
	rubyAttached = "0FiKTWx"
)

var (
	// wpGlobal and drushGlobal are WP-CLI's and Drush's global options
	// that take a value.
	wpGlobal    = []string{"--path", "--url", "--user", "--skip-plugins", "--skip-themes", "--require", "--exec", "--context"}
	drushGlobal = []string{"--root", "--uri", "-r", "-l"}
	pyLong      = []string{"--check-hash-based-pycs"}
	pyCode      = []string{"-c"}
	pyMod       = []string{"-m"}
	nodeLong    = []string{"--eval", "--print", "-pe", "--require", "--import", "--conditions", "--input-type", "--loader", "--experimental-loader", "--env-file", "--title"}
	nodeCode    = []string{"-e", "-p", "--eval", "--print", "-pe"}
	nodeLib     = []string{"-r", "--require", "--import", "--loader", "--experimental-loader"}
)

// awkArgs and sedArgs read awk's and sed's words (every reader of their
// programs: programWords): the options that take a value, those whose
// value is the program (codeOpts: gawk's -e/--source, sed's
// -e/--expression), and those naming a file that holds it (fileOpts),
// without which the first operand is the program. Only exact words are
// options (literalOpts): a word known at run time is read as the
// program, the worse reading. awk's -d, -D, -L, -o and -p, and sed's -i
// (its backup suffix: -i.bak, and -in is the suffix n), take only the
// rest of their word.
var (
	awkArgs = spec{value: "fvFeilEW", attached: "dDLop", long: []string{"--file", "--assign", "--field-separator", "--source", "--include", "--load", "--exec"},
		codeOpts: []string{"-e", "--source"}, fileOpts: []string{"-f", "--file", "-E", "--exec"}, literalOpts: true}
	sedArgs = spec{value: "efl", attached: "i", long: []string{"--expression", "--file", "--line-length"},
		codeOpts: []string{"-e", "--expression"}, fileOpts: []string{"-f", "--file"}, literalOpts: true}
)

// textProgSpec returns the spec that reads the options of name, awk or
// sed (sed and gsed; any other name is an awk).
func textProgSpec(name string) *spec {
	if name == "sed" || name == "gsed" {
		return &sedArgs
	}
	return &awkArgs
}

// programWords returns the program of a command read through s (awkArgs,
// sedArgs): the values of its codeOpts or, with none and no fileOpts
// naming the file that holds it, its first operand; and the operands
// after the program (the files it reads).
func programWords(s *spec, args []Word) (progs, files []Word) {
	p := parseArgs(s, args)
	for _, o := range p.opts {
		if o.hasValue && contains(s.codeOpts, o.name) {
			progs = append(progs, Word{Value: o.value, Literal: o.literal, Subst: o.subst})
		}
	}
	if len(progs) > 0 || p.has(s.fileOpts...) || len(p.operands) == 0 {
		return progs, p.operands
	}
	return p.operands[:1], p.operands[1:]
}
