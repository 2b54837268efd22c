package policy

// programSpecs are the programs that run a program given in their words
// or on their standard input: awk, jq and the interpreters' one-liners
// (python -c, node -e, perl -e, …). prog names the program's language,
// in which rules look for what it does (progLangs: the environment
// printed whole or read by a name only known at run time). Adding an
// interpreter of a known language is one entry here and its corpus
// cases.
// compilerSpec reads a compiler driver's words (gcc, clang, tcc, and
// the other compilers' -o OUT): -o OUT, -I DIR, -D NAME, -L DIR, -l LIB
// and -x LANG take a value, in the word or the next; -W takes the rest
// of its word (-Wall, -Wl,-rpath). Its operands are the sources
// (compiledForkLoop), or a go or zig subcommand and its files.
var compilerSpec = spec{path: "cc", value: "oIDLlxW"}

var programSpecs = []spec{
	{path: "awk", more: &specMore{moreCode: &moreCode{prog: "awk"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleReadsOut | roleDataWords}}},
	{path: "gawk", more: &specMore{moreCode: &moreCode{prog: "awk"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleReadsOut}}},
	{path: "mawk", more: &specMore{moreCode: &moreCode{prog: "awk"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleReadsOut}}},
	{path: "nawk", more: &specMore{moreCode: &moreCode{prog: "awk"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleReadsOut}}},
	// jq, gojq and jaq: one grammar (jqMore).
	{path: "jq", value: "L", long: jqLong, more: &specMore{moreCode: &moreCode{prog: "jq", fileOpts: "-f --from-file"}, moreArgs: &moreArgs{pairs: "--arg --argjson --rawfile --slurpfile"}, moreNet: &moreNet{readsOpts: "--rawfile --slurpfile"}, moreRun: &noRun, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStdoutOnly | roleFetchReads | roleReadsOut | roleDataWords}}},
	{path: "gojq", value: "L", long: jqLong, more: jqMore},
	{path: "jaq", value: "L", long: jqLong, more: jqMore},
	// python's -c CODE and -m MODULE end its options; -W and -X take a
	// value. node's -e/--eval and -p/--print take the code (-pe too),
	// -r/--require and --import a module.
	{path: "python*", more: &specMore{moreCode: &moreCode{prog: "python", modOpts: pyMod}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: pyValue, long: pyLong, codeOpts: pyCode},
	{path: "pypy*", more: &specMore{moreCode: &moreCode{prog: "python", modOpts: pyMod}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: pyValue, long: pyLong, codeOpts: pyCode},
	// py, the Python launcher for Windows: its version switches (-3,
	// -3.12, -V:3.12) come first, python's options after them.
	{path: "py", more: &specMore{moreCode: &moreCode{prog: "python", modOpts: pyMod}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: pyValue, long: pyLong, codeOpts: pyCode},
	// python -m timeit runs its operands as statements and -s/--setup's
	// value first; python -m pdb runs -c/--command's debugger commands,
	// Python statements unless one names a command (the modules'
	// documentation).
	{path: "python* -m timeit", more: &specMore{moreCode: &moreCode{prog: "python", stmts: true}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "nrsu", long: "--number --repeat --setup --unit", codeOpts: "-s --setup"},
	{path: "pypy* -m timeit", more: &specMore{moreCode: &moreCode{prog: "python", stmts: true}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "nrsu", long: "--number --repeat --setup --unit", codeOpts: "-s --setup"},
	{path: "py -m timeit", more: &specMore{moreCode: &moreCode{prog: "python", stmts: true}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "nrsu", long: "--number --repeat --setup --unit", codeOpts: "-s --setup"},
	{path: "python* -m pdb", more: &specMore{moreCode: &moreCode{prog: "python", modOpts: "-m"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "cm", long: "--command", codeOpts: "-c --command"},
	{path: "node", more: &specMore{moreCode: &moreCode{prog: "node", libOpts: nodeLib}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDataWords, trait: traitGlobbed}}, value: nodeValue, long: nodeLong, codeOpts: nodeCode},
	{path: "nodejs", more: &specMore{moreCode: &moreCode{prog: "node", libOpts: nodeLib}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: nodeValue, long: nodeLong, codeOpts: nodeCode},
	{path: "bun", more: &specMore{moreCode: &moreCode{prog: "node", libOpts: nodeLib, runVerb: "run"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleScriptTasks | rolePublishes}}, value: nodeValue, long: nodeLong, codeOpts: nodeCode},
	{path: "tsx", more: &specMore{moreCode: &moreCode{prog: "node", libOpts: nodeLib}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: nodeValue, long: nodeLong, codeOpts: nodeCode},
	{path: "ts-node", more: &specMore{moreCode: &moreCode{prog: "node", libOpts: nodeLib}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: nodeValue, long: nodeLong, codeOpts: nodeCode},
	{path: "deno", more: &specMore{moreCode: &moreCode{prog: "node", libOpts: nodeLib, runVerb: "run"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{ext: ".ts", runs: "run test"}}}, value: nodeValue, long: nodeLong, codeOpts: nodeCode},
	// deno eval [-p] CODE: its first operand is the code; --ext, -c
	// (--config) and the others below take a value.
	{path: "deno eval", more: &specMore{moreCode: &moreCode{prog: "node"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "c", long: "--cert --config --env-file --ext --import-map --inspect --inspect-brk --inspect-wait --location --lock --seed", codeArg: true},
	// perl's switches (perlrun): -e/-E take code, -I a directory, in the
	// word or the next; -C, -d, -D, -F, -i, -m, -M, -V: and -x take only
	// the rest of their word, -0 and -l only the digits after them (-lne
	// is -l -n -e); the program file ends them.
	{path: "perl*", more: &specMore{moreCode: &moreCode{prog: "perl", libOpts: "-M -m"}, moreArgs: &moreArgs{attached: "CdDFimMVx", digits: "0l", optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eEI", codeOpts: "-e -E"},
	// ruby's -e takes code, -r a library, -I and -C a directory, -E
	// encodings, in the word or the next; -0, -F, -i, -K, -T, -W and -x
	// take only the rest of their word.
	{path: "ruby*", more: &specMore{moreCode: &moreCode{prog: "ruby", libOpts: "-r"}, moreArgs: &moreArgs{attached: rubyAttached, optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: rubyValue, codeOpts: "-e"},
	{path: "jruby", more: &specMore{moreCode: &moreCode{prog: "ruby", libOpts: "-r"}, moreArgs: &moreArgs{attached: rubyAttached, optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: rubyValue, codeOpts: "-e"},
	// php's -r, -B, -R and -E take code; -c, -d, -z, -t and -S a value.
	{path: "php*", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "rBREcdztS", codeOpts: "-r -B -R -E"},
	{path: "lua*", more: &specMore{moreCode: &moreCode{prog: "lua", libOpts: "-l"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "el", codeOpts: "-e"},
	{path: "luajit", more: &specMore{moreCode: &moreCode{prog: "lua", libOpts: "-l"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "elj", codeOpts: "-e"},
	{path: "groovy", more: &specMore{moreCode: &moreCode{prog: "groovy"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", long: "--classpath -classpath -cp", codeOpts: "-e"},
	{path: "Rscript", more: &specMore{moreCode: &moreCode{prog: "r"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", codeOpts: "-e"},
	{path: "R", more: &specMore{moreCode: &moreCode{prog: "r"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", codeOpts: "-e"},
	{path: "julia", more: &specMore{moreCode: &moreCode{prog: "julia"}, moreArgs: &moreArgs{attached: "Og", optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eELJCtp", long: "--cpu-target --eval --load --print --procs --sysimage --threads", codeOpts: "-e -E --eval --print"},
	// Foundry's Nuke: -t runs the Python script its first operand names
	// (its terminal mode; with none, Python read from standard input),
	// the operands after it that script's arguments; -x renders the .nk
	// script named, whose knobs may hold Python too. -F takes the frames,
	// -X the nodes to render, -m the threads, -c the cache size, -s the
	// stack size, -d the X display.
	{path: "nuke", more: &specMore{moreCode: &moreCode{prog: "python"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "FXmcsd", long: "--priority --remap --view"},
	{path: "tclsh*", more: &specMore{moreCode: &moreCode{prog: "tcl"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "wish*", more: &specMore{moreCode: &moreCode{prog: "tcl"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// osascript's -e, once a line; -l names the language, -s how
	// results are shown.
	{path: "osascript", more: &specMore{moreCode: &moreCode{prog: "applescript"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "els", codeOpts: "-e"},
	// Web frameworks' consoles that run a line of code inside the
	// application, its configuration and credentials loaded (app): wp
	// eval CODE, artisan tinker --execute CODE, rails runner CODE,
	// manage.py shell -c CODE, drush php:eval CODE. Their code is the
	// language's, judged as its one-liners are; what it names of the
	// application's secrets is printed (appSecretNamed).
	{path: "wp eval", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: wpGlobal, codeArg: true, app: true},
	{path: "php artisan tinker", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--env --execute", codeOpts: "--execute", app: true},
	{path: "php* artisan tinker", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--env --execute", codeOpts: "--execute", app: true},
	{path: "rails runner", more: &specMore{moreCode: &moreCode{prog: "ruby"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", long: "--environment", codeArg: true, app: true},
	{path: "rails r", more: &specMore{moreCode: &moreCode{prog: "ruby"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", long: "--environment", codeArg: true, app: true},
	// rails console reads the lines of its standard input as code typed
	// into it (rails console <<'RUBY'); its environment is -e ENV or an
	// operand (rails console production), -s its sandbox.
	{path: "rails console", more: &specMore{moreCode: &moreCode{prog: "ruby"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", long: "--environment", app: true},
	{path: "rails c", more: &specMore{moreCode: &moreCode{prog: "ruby"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", long: "--environment", app: true},
	{path: "python* manage.py shell", more: &specMore{moreCode: &moreCode{prog: "python"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "ci", long: "--command --interface --pythonpath --settings", codeOpts: "-c --command", app: true},
	{path: "django-admin shell", more: &specMore{moreCode: &moreCode{prog: "python"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "ci", long: "--command --interface --pythonpath --settings", codeOpts: "-c --command", app: true},
	{path: "drush php:eval", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: drushGlobal, codeArg: true, app: true},
	{path: "drush php-eval", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: drushGlobal, codeArg: true, app: true},
	{path: "drush ev", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: drushGlobal, codeArg: true, app: true},
	// Their interactive shells, which read code on standard input.
	{path: "wp shell", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: wpGlobal, app: true},
	{path: "drush php", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: drushGlobal, app: true},
	{path: "drush php:cli", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: drushGlobal, app: true},
	{path: "drush core:cli", more: &specMore{moreCode: &moreCode{prog: "php"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: drushGlobal, app: true},
	// elixir's -e/--eval take code, -r/--require and -pa/-pz a path.
	{path: "mix run", more: &specMore{moreCode: &moreCode{prog: "elixir"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "er", long: "--eval --require", codeOpts: "-e --eval", app: true},
	{path: "elixir", more: &specMore{moreCode: &moreCode{prog: "elixir"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "er", long: "--cookie --erl --eval --name --require --sname -pa -pz", codeOpts: "-e --eval"},
	// iex takes elixir's options, and its own: --dot-iex FILE, --remsh
	// NODE, -S SCRIPT (iex -S mix).
	{path: "iex", more: &specMore{moreCode: &moreCode{prog: "elixir"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "erS", long: "--cookie --dbg --dot-iex --erl --eval --name --remsh --require --sname -pa -pz", codeOpts: "-e --eval"},
	// erl's flags are words of one dash: -eval EXPR runs an expression,
	// -s and -run call a function, -pa and -pz add code paths.
	{path: "erl", more: &specMore{moreCode: &moreCode{prog: "erlang"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "-args_file -boot -config -env -eval -name -pa -pz -run -s -setcookie -sname", codeOpts: "-eval"},
	// Clojure's: babashka's -e/--eval, the clojure CLI's -e after -M
	// (its aliases are the rest of the word: -M:dev), -Sdeps EDN.
	// Scheme's: guile -c EXPR (-e names the entry procedure, -l, -s, -L,
	// -x, -C a file, a directory or an extension); racket -e EXPR, its
	// -f, -t, -l, -r and -u files and libraries.
	{path: "guile", more: &specMore{moreCode: &moreCode{prog: "scheme"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "celsLxC", codeOpts: "-c"},
	{path: "racket", more: &specMore{moreCode: &moreCode{prog: "scheme"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eftlrukS", long: "--eval --lib --load --require --require-script --script --search", codeOpts: "-e --eval"},
	// octave --eval CODE (octave-cli too); -p adds to the load path.
	{path: "octave", more: &specMore{moreCode: &moreCode{prog: "octave"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "p", long: "--doc-cache-file --eval --exec-path --image-path --info-file --info-program --path --texi-macros-file", codeOpts: "--eval"},
	{path: "octave-cli", more: &specMore{moreCode: &moreCode{prog: "octave"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "p", long: "--doc-cache-file --eval --exec-path --image-path --info-file --info-program --path --texi-macros-file", codeOpts: "--eval"},
	// Raku (rakudo, perl6): -e CODE, -I DIR, -M MODULE.
	{path: "raku", more: &specMore{moreCode: &moreCode{prog: "raku"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eIM", codeOpts: "-e"},
	{path: "rakudo", more: &specMore{moreCode: &moreCode{prog: "raku"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eIM", codeOpts: "-e"},
	{path: "perl6", more: &specMore{moreCode: &moreCode{prog: "raku"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eIM", codeOpts: "-e"},
	// crystal eval CODE: its first operand is the code.
	{path: "crystal eval", more: &specMore{moreCode: &moreCode{prog: "crystal"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, codeArg: true},
	// jshell: Java snippets from its file operands or standard input (-);
	// -R and -J pass flags to the JVMs.
	{path: "jshell", more: &specMore{moreCode: &moreCode{prog: "java"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "RJ", long: "--add-exports --add-modules --class-path --execution --feedback --module-path --startup -classpath -cp"},
	// scala -e CODE; kotlinc -e CODE (-expression), -cp the class path.
	{path: "scala", more: &specMore{moreCode: &moreCode{prog: "scala"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{ext: ".scala", launches: true}}}, value: "e", long: "--classpath -classpath -cp", codeOpts: "-e"},
	{path: "kotlinc", more: &specMore{moreCode: &moreCode{prog: "java"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{ext: ".kt", buildsAlone: true}}}, value: "de", long: "-classpath -cp -expression -jvm-target", codeOpts: "-e -expression"},
	// The script runners that compile and run one program file: dotnet
	// script x.csx, kotlin x.main.kts, scala-cli [run] x.sc (-e CODE),
	// crystal run x.cr, zig run x.zig, nim r x.nim, v run x.v, swift
	// x.swift, dart [run] x.dart. A program file the input wrote is
	// judged as its language's code (writtenProgram).
	{path: "dotnet script", more: &specMore{moreCode: &moreCode{prog: "csharp"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--configuration --sources -c -s"},
	{path: "kotlin", more: &specMore{moreCode: &moreCode{prog: "java"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{ext: ".kt", launches: true}}}, long: "-classpath -cp -howtorun"},
	{path: "scala-cli", more: &specMore{moreCode: &moreCode{prog: "scala"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", long: "--classpath --dependency --execute-scala --execute-script --jvm --scala -S -classpath -cp", codeOpts: "-e --execute-scala --execute-script"},
	{path: "scala-cli run", more: &specMore{moreCode: &moreCode{prog: "scala"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "e", long: "--classpath --dependency --execute-scala --execute-script --jvm --scala -S -classpath -cp", codeOpts: "-e --execute-scala --execute-script"},
	{path: "crystal run", more: &specMore{moreCode: &moreCode{prog: "crystal"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "Do", long: "--define --output --target"},
	{path: "zig run", more: &specMore{moreCode: &moreCode{prog: "zig"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "OIlL", long: "--dep --mod --name -mcpu -target"},
	{path: "nim r", more: &specMore{moreCode: &moreCode{prog: "nim"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "v run", more: &specMore{moreCode: &moreCode{prog: "v"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "od", long: "-cc -os"},
	{path: "swift", more: &specMore{moreCode: &moreCode{prog: "swift"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{ext: ".swift", builds: "build"}}}, value: "DIFLl", long: "-module-name -sdk -target"},
	{path: "dart", more: &specMore{moreCode: &moreCode{prog: "dart"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{ext: ".dart", builds: "compile"}}}, long: "--define --packages -D"},
	{path: "dart run", more: &specMore{moreCode: &moreCode{prog: "dart"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--define --packages -D"},
	// The interpreters of compiled languages, which read a program on
	// standard input or from a file: yaegi (Go; yaegi run FILE, -tags
	// LIST), evcxr (Rust), csi (C#), cling (C and C++: -I, -D, -l, -x take
	// a value). Written sources a compiler builds and runs are judged as
	// their programs (compiledrun.go).
	{path: "yaegi", more: &specMore{moreCode: &moreCode{prog: "go", runVerb: "run"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "-tags"},
	{path: "evcxr", more: &specMore{moreCode: &moreCode{prog: "rust"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--edition --opt"},
	{path: "csi", more: &specMore{moreCode: &moreCode{prog: "csharp"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "cling", more: &specMore{moreCode: &moreCode{prog: "c"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "IDlx"},
	{path: "bb", more: &specMore{moreCode: &moreCode{prog: "clojure"}, moreArgs: &moreArgs{optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eficx", long: "--classpath --config --deps-root --eval --exec --file --init -cp", codeOpts: "-e --eval"},
	{path: "clojure", more: &specMore{moreCode: &moreCode{prog: "clojure"}, moreArgs: &moreArgs{attached: "MXTAJ", optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eim", long: "--eval --init --main -Sdeps", codeOpts: "-e --eval"},
	{path: "clj", more: &specMore{moreCode: &moreCode{prog: "clojure"}, moreArgs: &moreArgs{attached: "MXTAJ", optsFirst: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, value: "eim", long: "--eval --init --main -Sdeps", codeOpts: "-e --eval"},
}

// The interpreters' options that take a value and those whose value is
// code (programSpecs).
const (
	pyValue      = "cmWX"
	nodeValue    = "eprC"
	rubyValue    = "eICrE"
	rubyAttached = "0FiKTWx"
)

const (
	// wpGlobal and drushGlobal are WP-CLI's and Drush's global options
	// that take a value.
	wpGlobal    wordList = "--context --exec --path --require --skip-plugins --skip-themes --url --user"
	drushGlobal wordList = "--root --uri -l -r"
	pyLong      wordList = "--check-hash-based-pycs"
	pyCode      wordList = "-c"
	pyMod       wordList = "-m"
	nodeLong    wordList = "--conditions --env-file --eval --experimental-loader --import --input-type --loader --print --require --title -pe"
	nodeCode    wordList = "-e -p --eval --print -pe"
	nodeLib     wordList = "-r --require --import --loader --experimental-loader"
)

// awkArgs and sedArgs read awk's and sed's words (every reader of their
// programs: programWords): the options that take a value, those whose
// value is the program (codeOpts: gawk's -e/--source, sed's
// -e/--expression), and those naming a file that holds it (fileOpts),
// without which the first operand is the program. Only exact words are
// options (literalOpts): a word known at run time is read as the
// program, the worse reading. awk's -d, -D, -L, -o and -p, and sed's -i
// (its backup suffix: -i.bak, and -in is the suffix n), take only the
// rest of their word; awk's -F= is the separator = (eqValue).
var (
	awkArgs = spec{value: "fvFeilEW", more: &specMore{moreCode: &moreCode{fileOpts: "-f --file -E --exec"}, moreArgs: &moreArgs{attached: "dDLop", eqValue: true}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--assign --exec --field-separator --file --include --load --source",
		codeOpts: "-e --source", literalOpts: true}
	sedArgs = spec{value: "efl", more: &specMore{moreCode: &moreCode{fileOpts: "-f --file"}, moreArgs: &moreArgs{attached: "i"}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, long: "--expression --file --line-length",
		codeOpts: "-e --expression", literalOpts: true}
)

// sedQuietOpts are sed's -n and its long names: it prints only what its
// program prints (p).
const sedQuietOpts wordList = "-n --quiet --silent"

// sedExtendedOpts are sed's ways to read patterns as extended regular
// expressions (GNU's -r, BSD's and POSIX 2024's -E).
const sedExtendedOpts wordList = "-E -r --regexp-extended"

// sedOneScript returns the one script of sed given args, read through
// sedArgs (programOf), when it prints only what that script prints (-n)
// and is given no other option, no -e, no file and a script known as
// written; ok is false otherwise.
func sedOneScript(args []Word) (script string, ok bool) {
	p := parseArgs(&sedArgs, args)
	if !p.hasAny(sedQuietOpts) || !p.only(sedQuietOpts) {
		return "", false
	}
	progs, files := programOf(&sedArgs, p)
	if len(progs) != 1 || len(files) > 0 || !progs[0].Literal {
		return "", false
	}
	return progs[0].Value, true
}

// inPlace reports whether p, the words of sed read through sedArgs or
// of perl or ruby through its spec, edit their files in place (-i,
// -iSUFFIX, sed's --in-place[=SUFFIX], in a bundle too: -ni, -pi): what
// they print is written back into the files they read, none of it to
// their output.
func inPlace(p parsed) bool {
	return p.has("-i", "--in-place")
}

// editsInPlace reports whether the command named name, given args,
// edits the files it reads in place (inPlace): sed's words read through
// sedArgs, perl's and ruby's through their specs (perl -pie's e is -i's
// backup suffix; -Mstrict, -Ilib name no -i).
func editsInPlace(name string, args []Word) bool {
	switch name {
	case "sed", "gsed":
		return inPlace(parseArgs(&sedArgs, args))
	case "perl", "ruby":
		if s := interpSpec(name); s != nil {
			return inPlace(parseArgs(s, args))
		}
	}
	return false
}

// The jq entries of programSpecs (jq, gojq, jaq) and yqSpec read the
// words of jq and of yq (mikefarah's, past its command: yqCommandless)
// for their program (readJq): the filter is the first operand unless a
// file holds it (jq's -f, --from-file; yq's --from-file FILE), the
// operands after it the files read. jq's -L takes a value and -f none
// (its first operand is then the program's file, read too), its --arg,
// --argjson, --slurpfile and --rawfile two (NAME and VALUE or FILE):
// the files of the last two are read too (readsOpts: jq -n --rawfile k
// F '$k' prints F).
const jqLong wordList = "--arg --argjson --indent --library-path --rawfile --slurpfile"

var (
	jqMore = &specMore{moreCode: &moreCode{prog: "jq", fileOpts: "-f --from-file"}, moreArgs: &moreArgs{pairs: "--arg --argjson --rawfile --slurpfile"}, moreNet: &moreNet{readsOpts: "--rawfile --slurpfile"}, moreRun: &noRun, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStdoutOnly | roleFetchReads}}
	yqSpec = spec{path: "yq", value: "opIs", long: "--expression --from-file --indent --input-format --output-format --split-exp", codeOpts: "--expression",
		more: &specMore{moreCode: &moreCode{fileOpts: "--from-file"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}
)

// jqSpecOf returns the spec that reads the words of the command named
// name (lower case, no .exe) when its program is jq's: a jq entry of
// programSpecs (prog "jq") or, for yq, yqSpec; nil for any other.
func jqSpecOf(name string) *spec {
	if name == "yq" {
		return &yqSpec
	}
	var s *spec
	eachEntry(name, func(t *spec, subs string) {
		if s == nil && subs == "" && t.extra().prog == "jq" {
			s = t
		}
	})
	return s
}

// A jqRead is a jq (gojq, jaq) or yq command read through its spec
// (jqSpecOf), yq's command dropped (yqCommandless).
type jqRead struct {
	s *spec
	p parsed
	// filter is the filter, nil when a file holds it (-f, --from-file)
	// or none is given; files are the operands after it, the files read.
	filter *Word
	files  []Word
}

// readJq reads c through its spec when it is a jq or a yq (jqSpecOf);
// ok is false for any other command.
func readJq(c *Command) (r jqRead, ok bool) {
	name := lowerNameNoExe(c)
	if r.s = jqSpecOf(name); r.s == nil {
		return r, false
	}
	r.p = parseArgs(r.s, yqCommandless(name, c.Args))
	progs, files := programOf(r.s, r.p)
	if len(progs) > 0 {
		r.filter = &progs[0]
	}
	r.files = files
	return r, true
}

// reads returns the files r's command reads: the operands after its
// filter and the files of --rawfile and --slurpfile (readsOpts).
func (r jqRead) reads() []Word {
	return append(r.files[:len(r.files):len(r.files)], r.p.valueWords(r.s.extra().readsOpts)...)
}

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
	return programOf(s, parseArgs(s, args))
}

// programOf is programWords of p, the words already read through s.
func programOf(s *spec, p parsed) (progs, files []Word) {
	for _, o := range p.opts {
		if o.hasValue && s.codeOpts.has(o.name) {
			progs = append(progs, Word{Value: o.value, Literal: o.literal, Subst: o.subst})
		}
	}
	if len(progs) > 0 || p.hasAny(s.extra().fileOpts) || len(p.operands) == 0 {
		return progs, p.operands
	}
	return p.operands[:1], p.operands[1:]
}
