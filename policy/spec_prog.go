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
	{path: "python*", prog: "python"},
	{path: "pypy*", prog: "python"},
	{path: "node", prog: "node"},
	{path: "nodejs", prog: "node"},
	{path: "bun", prog: "node"},
	{path: "deno", prog: "node"},
	// perl's switches (perlrun): -e/-E take code, -I a directory, in the
	// word or the next; -0, -C, -d, -D, -F, -i, -l, -m, -M, -V: and -x
	// take only the rest of their word; the program file ends them.
	{path: "perl*", prog: "perl", value: "eEI", attached: "0CdDFilmMVx", optsFirst: true},
	{path: "ruby*", prog: "ruby"},
	{path: "jruby", prog: "ruby"},
	{path: "php*", prog: "php"},
	{path: "lua*", prog: "lua"},
	{path: "luajit", prog: "lua"},
	{path: "groovy", prog: "groovy"},
	{path: "Rscript", prog: "r"},
	{path: "R", prog: "r"},
	{path: "julia", prog: "julia"},
	{path: "tclsh*", prog: "tcl"},
	{path: "wish*", prog: "tcl"},
	{path: "osascript", prog: "applescript"},
	{path: "elixir", prog: "elixir"},
	{path: "mix run", prog: "elixir"},
}
