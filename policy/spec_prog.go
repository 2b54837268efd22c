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
	// python's options (python(1)): -c CODE and -m MOD, in the word or
	// the next, end them (what follows is sys.argv); -W and -X take a
	// value; the others are letters that bundle (-Ic, -uc).
	{path: "python*", prog: "python", value: "cmWX", endsOpts: "cm", optsFirst: true},
	{path: "pypy*", prog: "python", value: "cmWX", endsOpts: "cm", optsFirst: true},
	{path: "node", prog: "node"},
	{path: "nodejs", prog: "node"},
	{path: "bun", prog: "node"},
	{path: "deno", prog: "node"},
	// perl's switches (perlrun): -e/-E take code, -I a directory, in the
	// word or the next; -C, -d, -D, -F, -i, -m, -M, -V: and -x take only
	// the rest of their word, -0 and -l only the digits there (-lne is
	// -l -n -e); the program file ends them.
	{path: "perl*", prog: "perl", value: "eEI", attached: "CdDFimMVx", digits: "0l", optsFirst: true},
	// ruby's (ruby(1)): -e, -I, -r, -C, -E take a value in the word or
	// the next; -F, -i, -K, -T, -W and -x only the rest of their word;
	// -0 its digits.
	{path: "ruby*", prog: "ruby", value: "eIrCE", attached: "FiKTWx", digits: "0", optsFirst: true},
	{path: "jruby", prog: "ruby", value: "eIrCE", attached: "FiKTWx", digits: "0", optsFirst: true},
	// php's (php -h): -r, -B, -R, -E take code, -f a file, -c, -d, -z,
	// -t, -S, -F a value.
	{path: "php*", prog: "php", value: "rBREfcdztSF", optsFirst: true},
	// lua's (lua.c): -e takes code, -l a module, in the word or the next.
	{path: "lua*", prog: "lua", value: "el", optsFirst: true},
	{path: "luajit", prog: "lua", value: "elj", optsFirst: true},
	{path: "groovy", prog: "groovy"},
	{path: "Rscript", prog: "r"},
	{path: "R", prog: "r"},
	{path: "julia", prog: "julia"},
	{path: "tclsh*", prog: "tcl"},
	{path: "wish*", prog: "tcl"},
	{path: "osascript", prog: "applescript"},
}
