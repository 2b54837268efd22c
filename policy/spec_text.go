package policy

// textSpecs are the programs whose words and standard input are text they
// search for, format, lint or spell-check, never code or a query they
// run (textWords): a searcher's pattern (grep 'DROP TABLE', ast-grep -p
// 'db.dropDatabase()'), a formatter's or linter's input, a spelling
// checker's words. A name not listed here gets no such reading, however
// it is spelled (a grepexec is no grep). Adding a searcher or a formatter
// is one entry here and its corpus cases.
var textSpecs = []spec{
	// Searchers: grep and its compressed-file and faster relatives.
	{path: "grep", value: grepValue, long: grepLong, textWords: true, more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleKeepsLines | roleGreps | roleFetchReads | roleTextOnly | roleQuiet | roleReadsOut | roleFetchesURL | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "egrep", value: grepValue, long: grepLong, textWords: true, more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleKeepsLines | roleGreps | roleFetchReads | roleTextOnly | roleQuiet | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "fgrep", value: grepValue, long: grepLong, textWords: true, more: &specMore{moreChange: &moreChange{role: rolePrintsOnly | roleStdoutOnly | roleFiltersLines | roleKeepsLines | roleGreps | roleFetchReads | roleTextOnly | roleQuiet | roleReadsOut | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rgrep", textWords: true},
	{path: "zgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zegrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zfgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xzgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xzegrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "xzfgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bzgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bzegrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bzfgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "lzgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "zstdgrep", textWords: true, more: &specMore{moreChange: &moreChange{role: roleGreps}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "pcregrep", textWords: true},
	{path: "pcre2grep", textWords: true},
	{path: "ugrep", textWords: true},
	{path: "ug", textWords: true},
	// rg --pre PROG runs PROG on every file it searches; a searcher's
	// pager runs its output through the shell.
	{path: "rg", textWords: true, long: "--pre", more: &specMore{moreCode: &moreCode{carries: []string{"--pre"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: rolePrintsOnly | roleGreps | roleFetchReads | roleTextOnly | roleReadsOut | roleFetchesURL | roleDataWords}}},
	{path: "rga", textWords: true, long: "--pre", more: &specMore{moreCode: &moreCode{carries: []string{"--pre"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "ag", textWords: true, long: "--pager", more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleGreps | roleTextOnly | roleReadsOut | roleDataWords}}},
	{path: "ack", textWords: true, long: "--pager", more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleGreps | roleTextOnly | roleReadsOut | roleDataWords}}},
	{path: "ack-grep", textWords: true, long: "--pager", more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "sift", textWords: true},
	{path: "ast-grep", textWords: true},
	{path: "semgrep", textWords: true},
	{path: "git grep", textWords: true},
	// findstr's values follow a colon (/c:STRING, /g:FILE, /d:DIRS); its
	// operands are the pattern and the files it searches.
	{path: "findstr", textWords: true, win: true, more: &specMore{moreArgs: &moreArgs{switches: "/b /e /l /r /s /i /x /v /n /m /o /p /off /offline /c /g /f /d /a"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleWinPrintsOnly | roleWinReads | roleWinKeepsLines}}, unless: "/?"},
	// Formatters.
	{path: "gofmt", textWords: true},
	{path: "goimports", textWords: true},
	{path: "go fmt", textWords: true},
	{path: "gofumpt", textWords: true},
	{path: "rustfmt", textWords: true},
	{path: "cargo fmt", textWords: true},
	{path: "clang-format", textWords: true},
	{path: "prettier", textWords: true},
	{path: "shfmt", textWords: true},
	{path: "black", textWords: true},
	{path: "yapf", textWords: true},
	{path: "autopep8", textWords: true},
	{path: "isort", textWords: true},
	{path: "sqlfmt", textWords: true},
	{path: "sql-formatter", textWords: true},
	{path: "pg_format", textWords: true},
	{path: "sqlfluff", textWords: true},
	{path: "dprint", textWords: true},
	{path: "biome", textWords: true},
	{path: "taplo", textWords: true},
	{path: "stylua", textWords: true},
	{path: "swiftformat", textWords: true},
	{path: "terraform fmt", textWords: true},
	{path: "tofu fmt", textWords: true},
	{path: "deno fmt", textWords: true},
	{path: "deno lint", textWords: true},
	// Linters.
	{path: "eslint", textWords: true},
	{path: "golangci-lint", textWords: true},
	{path: "pylint", textWords: true},
	{path: "ruff", textWords: true},
	{path: "flake8", textWords: true},
	{path: "markdownlint", textWords: true},
	{path: "markdownlint-cli2", textWords: true},
	{path: "yamllint", textWords: true},
	{path: "jsonlint", textWords: true},
	{path: "hadolint", textWords: true},
	{path: "stylelint", textWords: true},
	{path: "tflint", textWords: true},
	{path: "xmllint", textWords: true},
	{path: "htmlhint", textWords: true},
	{path: "shellcheck", textWords: true},
	{path: "swiftlint", textWords: true},
	{path: "ktlint", textWords: true},
	{path: "textlint", textWords: true},
	{path: "vale", textWords: true},
	// Spelling checkers.
	{path: "codespell", textWords: true},
	{path: "cspell", textWords: true},
	{path: "aspell", textWords: true},
	{path: "hunspell", textWords: true},
	{path: "typos", textWords: true},
	{path: "misspell", textWords: true},
	// A task runner's own commands that describe the tasks and actions
	// they are given by name, running none (fastlane action
	// upload_to_play_store prints the action's documentation).
	{path: "fastlane action", textWords: true},
	{path: "fastlane actions", textWords: true},
	{path: "fastlane lanes", textWords: true},
	{path: "fastlane list", textWords: true},
	{path: "fastlane search_plugins", textWords: true},
}

// psPicks reads the parameters of Select-Object, Format-Table,
// Format-List, Format-Wide and ForEach-Object that pick what of each
// object goes on (psNamesOnly): -Property (their first position),
// -ExpandProperty and -MemberName take the names; -Unique and -AutoSize
// are switches.
var psPicks = spec{path: "select-object", ps: true, long: "-ExpandProperty -MemberName -Property", more: &specMore{moreArgs: &moreArgs{switches: "-Unique -AutoSize"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// psSelectString reads Select-String's words (credreaders, masked): the
// parameters that take a value, with their aliases; the others are
// switches. Its first positional word is the pattern, the others paths.
var psSelectString = spec{path: "select-string", ps: true,
	long: "-Context -Culture -Encoding -Exclude -Include -InputObject -LP -LiteralPath -PSPath -Path -Pattern",
	more: &specMore{moreArgs: &moreArgs{switches: "-Quiet -List -NotMatch -CaseSensitive -SimpleMatch -AllMatches -Raw -NoEmphasis"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// The option grammars of the text commands whose words the rules read
// (keptLines: the lines they pass on; the files they read and write):
// the options that take a value, in the word or the next; the others are
// switches (GNU's and the BSDs' agree on these).
const (
	sortValue = "ktoST"
	// grep's: GNU, BSD and ripgrep agree on these.
	grepValue          = "efmABCdDg"
	grepLong  wordList = "--after-context --before-context --context --devices --directories --exclude --exclude-dir --file --glob --include --max-count --regexp --type"
	headValue          = "nc"
	headLong  wordList = "--bytes --lines"
	tailValue          = "ncs"
	tailLong  wordList = "--bytes --lines --pid --sleep-interval"
	uniqValue          = "fsw"
	uniqLong  wordList = "--check-chars --skip-chars --skip-fields"
)

var (
	// grepSpec reads a grep's words by grep's grammar, whatever the
	// command's name (grepArgs, masked, envpick).
	grepSpec = spec{path: "grep", value: grepValue, long: grepLong}
	lsSpec   = spec{path: "ls", value: "ITw", long: "--block-size --color --format --hide --ignore --indicator-style --quoting-style --sort --tabsize --time --time-style --width"}
	tailSpec = spec{path: "tail", value: tailValue, long: tailLong}
	sortSpec = spec{path: "sort", value: sortValue, long: sortLong}
	// decoderOutSpec reads the decoders that write what they decode to
	// a file an option names: uudecode -o/--output-file (sharutils),
	// base64 -o/--output (BSD and macOS), basenc's and base32's alike.
	decoderOutSpec = spec{path: "uudecode", value: "ow", long: "--output --output-file --wrap"}
	// xxdSpec reads xxd's words: its options are one dash and a word
	// (-cols, -len), those taking a value listed whole.
	xxdSpec = spec{path: "xxd", long: "-c -cols -g -groupsize -l -len -n -name -o -offset -s -seek"}
	// teeSpec: tee takes no value (-a, -i, -p, --output-error[=MODE]);
	// its operands are the files it writes, a word only known at run
	// time one of them (literalOpts).
	teeSpec = spec{path: "tee", literalOpts: true}
	// cutSpec: -d= is the delimiter = (eqValue).
	cutSpec = spec{path: "cut", value: "bcdf", long: "--bytes --characters --delimiter --fields --output-delimiter",
		more: &specMore{moreArgs: &moreArgs{eqValue: true}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}
)

const (
	sortLong wordList = "--batch-size --buffer-size --compress-program --field-separator --files0-from --key --output --parallel --random-source --sort --temporary-directory"
)

// diffSpec and cmpSpec read diff's and cmp's options: which take a
// value, so that -q or -l is found in a bundle (-qr, -bl).
var (
	diffSpec = spec{value: "CUFIxXSWDL", long: "--color --context --exclude --exclude-from --from-file --horizon-lines --ifdef --ignore-matching-lines --label --line-format --palette --show-function-line --starting-file --tabsize --to-file --unified --width"}
	cmpSpec  = spec{value: "in", long: "--bytes --ignore-initial"}
)
