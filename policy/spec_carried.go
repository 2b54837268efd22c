package policy

// carrierSpecs are programs that run shell code an option gives them as
// they work, now or later: a pager their output goes through, a
// previewer, a preprocessor of each file, a compressor of their
// temporary files, a remote shell (spec.carries). The code is judged as
// if run here (carried.go). Adding one is one entry here and its corpus
// cases.
var carrierSpecs = []spec{
	// tar runs its compressor, --to-command for each member it extracts,
	// its volume scripts, its remote shell and a checkpoint's exec= action.
	{path: "tar", value: tarValue, long: tarLong, more: &specMore{moreCode: &moreCode{carries: tarCarries}, moreFS: &moreFS{archive: archiveTar}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleReadsOut | roleDataWords}}},
	{path: "gtar", value: tarValue, long: tarLong, more: &specMore{moreCode: &moreCode{carries: tarCarries}, moreFS: &moreFS{archive: archiveTar}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "bsdtar", value: tarValue, long: tarLong, more: &specMore{moreCode: &moreCode{carries: tarCarries}, moreFS: &moreFS{archive: archiveTar}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	// The go command runs the program -exec names with each test or
	// program binary it built as that program's argument (go test, go
	// run), the command line -toolexec names in front of each tool of a
	// build (go help build) and go vet's -vettool: the flags of its
	// subcommands, which come after the subcommand's word.
	{path: "go", longDash: true, long: goBuildValue, more: &specMore{moreCode: &moreCode{carries: []string{"-exec", "-toolexec", "-vettool"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleCompiles | roleFetchesURL | roleDataWords, compiles: &compiling{ext: ".go", builds: "build install", runs: "run"}}}},
	// cargo --config KEY=VALUE sets a configuration value for the run:
	// a target's runner (which runs every binary, test and example it
	// builds), the compiler's wrappers, a linker (readCargo).
	{path: "cargo", more: &specMore{moreCode: &moreCode{reader: readCargo}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleFetchesURL | roleDataWords | rolePublishes, compiles: &compiling{ext: ".rs", builds: "build b", runs: "run r test t", project: "--manifest-path"}}}},
	// make NAME=VALUE defines NAME for the run over the makefile's and
	// the environment's (make(1)): make CC=CMD runs CMD as CC=CMD make
	// does (readMakeVars).
	{path: "make", value: "CfIoWE", long: makeValueOpts, more: &specMore{moreCode: &moreCode{reader: readMakeVars}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleMakeTasks}}},
	// zip -TT CMD tests the archive it wrote with CMD.
	{path: "zip", value: zipValue, long: zipLong, more: &specMore{moreCode: &moreCode{carries: []string{"-TT", "--unzip-command"}}, moreFS: &moreFS{archive: archiveZip}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleReadsOut | roleDataWords}}},
	// 7-Zip and rar: a verb first, then the archive and the files.
	{path: "7z", more: &specMore{moreFS: &moreFS{archive: archiveVerb}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleReadsOut | roleDataWords}}},
	{path: "7za", more: &specMore{moreFS: &moreFS{archive: archiveVerb}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleReadsOut}}},
	{path: "7zz", more: &specMore{moreFS: &moreFS{archive: archiveVerb}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "7zr", more: &specMore{moreFS: &moreFS{archive: archiveVerb}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "rar", more: &specMore{moreFS: &moreFS{archive: archiveVerb}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	{path: "winrar", more: &specMore{moreFS: &moreFS{archive: archiveVerb}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &noChange}},
	// Compress-Archive's parameters are bound by psBinders' entry.
	{path: "compress-archive", ps: true, more: &specMore{moreFS: &moreFS{archive: archivePS}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreChange: &moreChange{role: roleWinReads}}},
	{path: "rsync", value: rsyncValue, long: rsyncLong, more: &specMore{moreCode: &moreCode{carries: []string{"-e", "--rsh"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleCopiesWhole | roleStorageSends}}},
	// The Exec Maven Plugin's exec goal runs the program and arguments
	// its properties name (mvn exec:exec -Dexec.executable=sh
	// -Dexec.args="-c …").
	{path: "mvn", more: &specMore{moreCode: &moreCode{reader: readMavenExec}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "mvnw", more: &specMore{moreCode: &moreCode{reader: readMavenExec}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Other programs that reach another machine through a remote shell
	// their option names, run in its place (their manuals): borg --rsh
	// (BORG_RSH), restic -o sftp.command=, rclone --sftp-ssh, hg -e/--ssh
	// and --config ui.ssh=, unison -sshcmd, mosh --ssh, sshfs -o
	// ssh_command=; scp -S and sftp -S the program in place of ssh, sftp
	// -D a local sftp server run directly.
	{path: "borg", value: borgValue, long: borgLong, more: &specMore{moreCode: &moreCode{carries: []string{"--rsh"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStorageSends}}},
	{path: "restic", value: resticValue, long: resticLong, more: &specMore{moreCode: &moreCode{carries: []string{"-o sftp.command=", "--option sftp.command="}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStorageSends}}},
	{path: "rclone", long: "--config --sftp-ssh", more: &specMore{moreCode: &moreCode{carries: []string{"--sftp-ssh"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStorageSends | roleReadsOut}}},
	{path: "hg", value: hgGlobalValue, long: hgGlobalLong, more: &specMore{moreCode: &moreCode{carries: []string{"-e", "--ssh", "--config ui.ssh="}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleFetchesURL}}},
	{path: "unison", longDash: true, long: unisonLong, more: &specMore{moreCode: &moreCode{carries: []string{"-sshcmd"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "mosh", long: "--bind-server --experimental-remote-ip --family --port --predict --server --ssh", more: &specMore{moreCode: &moreCode{carries: []string{"--ssh"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRemote | roleUsesFiles}}},
	{path: "sshfs", value: "Fop", more: &specMore{moreCode: &moreCode{carries: []string{"-o ssh_command="}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles}}},
	// sort --compress-program=PROG runs PROG (and PROG -d) on its
	// temporary files.
	{path: "sort", value: sortValue, long: sortLong, more: &specMore{moreCode: &moreCode{carries: []string{"--compress-program"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: rolePrintsOnly | roleFiltersLines | roleKeepsLines | roleWinKeepsLines | roleFiltersObjects | roleKeepsObjects | roleReadsOut | roleDataWords}}},
	// A viewer's or a manual's pager: its output runs through it.
	{path: "man", value: "CMPrSseLmpER", long: "--config-file --encoding --extension --locale --manpath --pager --preprocessor --prompt --recode --sections --systems", more: &specMore{moreCode: &moreCode{carries: []string{"-P", "--pager"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleTextOnly | roleUsesFiles | roleDataWords}}},
	{path: "bat", value: "lHmr", long: batLong, more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShowsFiles | roleShowsAsIs | roleFetchReads | roleReadsOut}}},
	{path: "batcat", value: "lHmr", long: batLong, more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShowsFiles | roleShowsAsIs | roleReadsOut}}},
	{path: "delta", long: "--config --features --minus-style --pager --plus-style --syntax-theme --tabs --width --wrap-max-lines", more: &specMore{moreCode: &moreCode{carries: []string{"--pager"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// fzf --preview CMD runs CMD for the item under the cursor.
	{path: "fzf", value: "qdnf", long: "--bind --border --color --delimiter --expect --filter --header --header-lines --height --history --layout --margin --nth --padding --preview --preview-window --prompt --query --tiebreak --with-nth", more: &specMore{moreCode: &moreCode{carries: []string{"--preview"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Code carried in a language of its own, or in a grammar no other
	// field says, is read by the reader each names (carried.go).
	{path: "ssh", more: &specMore{moreCode: &moreCode{reader: readSSH}, moreChange: &moreChange{role: roleRemote | roleForeignText}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "scp", value: scpValue, more: &specMore{moreCode: &moreCode{reader: readSSH, carries: []string{"-S"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleCopiesWhole | roleStorageSends}}},
	{path: "sftp", value: "BbcDFiJlPRoSs", more: &specMore{moreCode: &moreCode{reader: readSSH, carries: []string{"-S", "-D"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStorageSends | roleReadsOut | roleFetchesURL, trait: traitRunsInput}}},
	{path: "autossh", more: &specMore{moreCode: &moreCode{reader: readSSH}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "ug", more: &specMore{moreCode: &moreCode{reader: readUgrep}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "ugrep", more: &specMore{moreCode: &moreCode{reader: readUgrep}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "ug+", more: &specMore{moreCode: &moreCode{reader: readUgrep}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "ugrep+", more: &specMore{moreCode: &moreCode{reader: readUgrep}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "vi", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor | roleEditor | roleDataWords}}},
	{path: "vim", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor | roleEditor | roleDataWords}}},
	{path: "nvim", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor | roleEditor}}},
	{path: "view", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShowsFiles | roleShowsAsIs | roleExEditor | roleReadsOut}}},
	{path: "ex", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor | roleEditor}}},
	{path: "gvim", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "rvim", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "vimdiff", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "nvim-qt", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	// Debian's builds of vim, each its own name (vim.tiny, vim.basic,
	// vim.nox, vim.gtk, vim.gtk3, vim.athena), and ed, whose ! runs a
	// command as ex's does; red, the restricted ed, runs none.
	{path: "vim.tiny", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "vim.basic", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "vim.nox", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "vim.gtk", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "vim.gtk3", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "vim.athena", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor}}},
	{path: "ed", more: &specMore{moreCode: &moreCode{reader: readVi}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleExEditor | roleEditor}}},
	{path: "red", more: &specMore{moreChange: &moreChange{role: roleExEditor}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "less", more: &specMore{moreCode: &moreCode{reader: readLess}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShowsFiles | roleShowsAsIs | roleFetchReads | roleReadsOut | roleDataWords}}},
	{path: "more", more: &specMore{moreCode: &moreCode{reader: readLess}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShowsFiles | roleWinPrintsOnly | roleShowsAsIs | roleWinReads | roleWinKeepsLines | roleFetchReads | roleReadsOut | roleDataWords}}},
	{path: "most", more: &specMore{moreCode: &moreCode{reader: readLess}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShowsFiles | roleShowsAsIs | roleReadsOut}}},
	{path: "emacs", more: &specMore{moreCode: &moreCode{reader: readEmacs}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleEditor | roleDataWords}}},
	{path: "emacsclient", more: &specMore{moreCode: &moreCode{reader: readEmacs}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "xemacs", more: &specMore{moreCode: &moreCode{reader: readEmacs}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "sqlite3", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleReadsOut | roleForeignText, trait: traitRunsInput}}},
	{path: "sqlite", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "duckdb", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleForeignText}}},
	{path: "psql", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{trait: traitRunsInput}}},
	{path: "mysql", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{trait: traitRunsInput}}},
	// gnuplot's ! CMD and system "CMD" in its -e commands or on its
	// standard input run CMD through the shell (gnuplot's help: shell,
	// system).
	{path: "gnuplot", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{trait: traitRunsInput}}},
	{path: "mariadb", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{trait: traitRunsInput}}},
	{path: "sqlcmd", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "osql", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "invoke-sqlcmd", more: &specMore{moreCode: &moreCode{reader: readDBShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "sed", more: &specMore{moreCode: &moreCode{reader: readSed}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleProgWord | roleFetchReads | roleReadsOut | roleDataWords}}},
	{path: "gsed", more: &specMore{moreCode: &moreCode{reader: readSed}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleProgWord}}},
	// sg [-] GROUP [[-c] CMD]: CMD through sh -c (readSg); with none,
	// the user's shell, as newgrp(1) starts one. script(1) records the
	// shell it starts, or -c's command's: script [-c CMD] [FILE].
	{path: "sg", value: "c", more: &specMore{moreRun: &moreRun{shellOpts: "-c", stdinShell: true}, moreCode: &moreCode{reader: readSg}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "newgrp", more: &specMore{moreRun: &moreRun{stdinShell: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDataWords}}},
	// su(1) runs a shell or -c's text as another user (su [options] [-]
	// [USER [ARG…]], its options anywhere: su postgres -c CMD).
	{path: "su", value: "cgGsw", long: "--command --group --session-command --shell --supp-group --whitelist-environment", more: &specMore{moreRun: &moreRun{shellOpts: userShellOpts, stdinShell: true, userArgs: true}, moreChange: &moreChange{role: roleAsUser | roleDataWords}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "script", value: "cEIOBTmo", long: "--command --echo --log-in --log-io --log-out --log-timing --logging-format --output-limit", more: &specMore{moreRun: &moreRun{shellOpts: "-c --command", stdinShell: true}, moreArgs: &moreArgs{attached: "t"}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "awk", more: &specMore{moreCode: &moreCode{reader: readAwk}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleProgWord | roleFetchReads}}},
	{path: "gawk", more: &specMore{moreCode: &moreCode{reader: readAwk}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleProgWord}}},
	{path: "mawk", more: &specMore{moreCode: &moreCode{reader: readAwk}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleProgWord}}},
	{path: "nawk", more: &specMore{moreCode: &moreCode{reader: readAwk}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleProgWord}}},
	{path: "gdb", more: &specMore{moreCode: &moreCode{reader: readGdb}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{trait: traitRunsInput}}},
	{path: "expect", more: &specMore{moreCode: &moreCode{reader: readExpect}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "tmux", more: &specMore{moreCode: &moreCode{reader: readTmux}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "byobu", more: &specMore{moreCode: &moreCode{reader: readTmux}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "byobu-tmux", more: &specMore{moreCode: &moreCode{reader: readTmux}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "byobu-screen", more: &specMore{moreCode: &moreCode{reader: readScreen}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "zellij", more: &specMore{moreCode: &moreCode{reader: readZellij}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "at", more: &specMore{moreCode: &moreCode{reader: readAt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStdinLater | roleDataWords}}},
	{path: "batch", more: &specMore{moreCode: &moreCode{reader: readAt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleStdinLater | roleDataWords}}},
	{path: "sbatch", more: &specMore{moreCode: &moreCode{reader: readJobStdin}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "qsub", more: &specMore{moreCode: &moreCode{reader: readJobStdin}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "bsub", more: &specMore{moreCode: &moreCode{reader: readJobStdin}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "crontab", more: &specMore{moreCode: &moreCode{reader: readCrontab}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDataWords, trait: traitGlobbed}}},
	{path: "parallel", more: &specMore{moreCode: &moreCode{reader: readParallel}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles | roleDataWords}}},
}

// tarCarries are tar's options whose value is a command it runs.
var tarCarries = []string{"--to-command", "--use-compress-program", "-I", "--info-script", "-F", "--new-volume-script", "--rsh-command", "--checkpoint-action exec="}

// batLong are bat's long options that take a value.
const batLong wordList = "--color --decorations --diff-context --file-name --highlight-line --italic-text --language --line-range --map-syntax --pager --paging --style --tabs --terminal-width --theme --wrap"

var (
	goCarries = &specMore{moreCode: &moreCode{carries: []string{"-exec", "-toolexec", "-vettool"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleCompiles}}
)

const (
	// goBuildValue are the go command's build and test flags that take a
	// value (go help build, go help testflag): its carrier spec's and
	// the go reporters' grammar.
	goBuildValue wordList = "-C -asmflags -bench -benchtime -blockprofile -blockprofilerate -count -covermode -coverpkg -coverprofile -cpu -cpuprofile -exec -fuzz -fuzzminimizetime -fuzztime -gcflags -ldflags -list -memprofile -memprofilerate -mod -modfile -mutexprofile -mutexprofilefraction -o -outputdir -overlay -p -parallel -pgo -pkgdir -run -shuffle -skip -tags -timeout -toolexec -trace -vet -vettool"
)

// hg's global options that take a value (hg help -v).
const (
	hgGlobalValue          = "Rerbu"
	hgGlobalLong  wordList = "--config --cwd --remotecmd --repository --ssh"
)
