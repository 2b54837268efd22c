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
	{path: "tar", value: tarValue, long: tarLong, more: &specMore{carries: tarCarries, archive: archiveTar}},
	{path: "gtar", value: tarValue, long: tarLong, more: &specMore{carries: tarCarries, archive: archiveTar}},
	{path: "bsdtar", value: tarValue, long: tarLong, more: &specMore{carries: tarCarries, archive: archiveTar}},
	// zip -TT CMD tests the archive it wrote with CMD.
	{path: "zip", value: zipValue, long: zipLong, more: &specMore{carries: []string{"-TT", "--unzip-command"}, archive: archiveZip}},
	// 7-Zip and rar: a verb first, then the archive and the files.
	{path: "7z", more: &specMore{archive: archiveVerb}},
	{path: "7za", more: &specMore{archive: archiveVerb}},
	{path: "7zz", more: &specMore{archive: archiveVerb}},
	{path: "7zr", more: &specMore{archive: archiveVerb}},
	{path: "rar", more: &specMore{archive: archiveVerb}},
	{path: "winrar", more: &specMore{archive: archiveVerb}},
	// Compress-Archive's parameters are bound by psBinders' entry.
	{path: "compress-archive", ps: true, more: &specMore{archive: archivePS}},
	{path: "rsync", value: rsyncValue, long: rsyncLong, more: &specMore{carries: []string{"-e", "--rsh"}}},
	// sort --compress-program=PROG runs PROG (and PROG -d) on its
	// temporary files.
	{path: "sort", value: sortValue, long: sortLong, more: &specMore{carries: []string{"--compress-program"}}},
	// A viewer's or a manual's pager: its output runs through it.
	{path: "man", value: "CMPrSseLmpER", long: []string{"--config-file", "--manpath", "--pager", "--prompt", "--sections", "--extension", "--locale", "--systems", "--preprocessor", "--encoding", "--recode"}, more: &specMore{carries: []string{"-P", "--pager"}}},
	{path: "bat", value: "lHmr", long: batLong, more: &specMore{carries: []string{"--pager"}}},
	{path: "batcat", value: "lHmr", long: batLong, more: &specMore{carries: []string{"--pager"}}},
	{path: "delta", long: []string{"--pager", "--syntax-theme", "--features", "--config", "--width", "--tabs", "--wrap-max-lines", "--minus-style", "--plus-style"}, more: &specMore{carries: []string{"--pager"}}},
	// fzf --preview CMD runs CMD for the item under the cursor.
	{path: "fzf", value: "qdnf", long: []string{"--preview", "--preview-window", "--bind", "--query", "--delimiter", "--nth", "--with-nth", "--height", "--layout", "--prompt", "--header", "--header-lines", "--color", "--filter", "--expect", "--tiebreak", "--history", "--border", "--margin", "--padding"}, more: &specMore{carries: []string{"--preview"}}},
	// Code carried in a language of its own, or in a grammar no other
	// field says, is read by the reader each names (carried.go).
	{path: "ssh", more: &specMore{reader: readSSH, role: roleRemote}},
	{path: "scp", more: &specMore{reader: readSSH}},
	{path: "sftp", more: &specMore{reader: readSSH}},
	{path: "autossh", more: &specMore{reader: readSSH}},
	{path: "ug", more: &specMore{reader: readUgrep}},
	{path: "ugrep", more: &specMore{reader: readUgrep}},
	{path: "ug+", more: &specMore{reader: readUgrep}},
	{path: "ugrep+", more: &specMore{reader: readUgrep}},
	{path: "vi", more: &specMore{reader: readVi}},
	{path: "vim", more: &specMore{reader: readVi}},
	{path: "nvim", more: &specMore{reader: readVi}},
	{path: "view", more: &specMore{reader: readVi}},
	{path: "ex", more: &specMore{reader: readVi}},
	{path: "gvim", more: &specMore{reader: readVi}},
	{path: "rvim", more: &specMore{reader: readVi}},
	{path: "vimdiff", more: &specMore{reader: readVi}},
	{path: "nvim-qt", more: &specMore{reader: readVi}},
	{path: "less", more: &specMore{reader: readLess}},
	{path: "more", more: &specMore{reader: readLess}},
	{path: "most", more: &specMore{reader: readLess}},
	{path: "emacs", more: &specMore{reader: readEmacs}},
	{path: "emacsclient", more: &specMore{reader: readEmacs}},
	{path: "xemacs", more: &specMore{reader: readEmacs}},
	{path: "sqlite3", more: &specMore{reader: readDBShell}},
	{path: "sqlite", more: &specMore{reader: readDBShell}},
	{path: "duckdb", more: &specMore{reader: readDBShell}},
	{path: "psql", more: &specMore{reader: readDBShell}},
	{path: "mysql", more: &specMore{reader: readDBShell}},
	{path: "mariadb", more: &specMore{reader: readDBShell}},
	{path: "sed", more: &specMore{reader: readSed}},
	{path: "gsed", more: &specMore{reader: readSed}},
	// sg [-] GROUP [[-c] CMD]: CMD through sh -c (readSg); with none,
	// the user's shell, as newgrp(1) starts one. script(1) records the
	// shell it starts, or -c's command's: script [-c CMD] [FILE].
	{path: "sg", value: "c", more: &specMore{reader: readSg, shellOpts: []string{"-c"}, stdinShell: true}},
	{path: "newgrp", more: &specMore{stdinShell: true}},
	// su(1) runs a shell or -c's text as another user (su [options] [-]
	// [USER [ARG…]], its options anywhere: su postgres -c CMD).
	{path: "su", value: "cgGsw", long: []string{"--command", "--session-command", "--group", "--supp-group", "--shell", "--whitelist-environment"}, more: &specMore{role: roleAsUser, shellOpts: userShellOpts, stdinShell: true}},
	{path: "script", value: "cEIOBTmo", long: []string{"--command", "--echo", "--log-in", "--log-out", "--log-io", "--log-timing", "--logging-format", "--output-limit"}, more: &specMore{attached: "t", shellOpts: []string{"-c", "--command"}, stdinShell: true}},
	{path: "awk", more: &specMore{reader: readAwk}},
	{path: "gawk", more: &specMore{reader: readAwk}},
	{path: "mawk", more: &specMore{reader: readAwk}},
	{path: "nawk", more: &specMore{reader: readAwk}},
	{path: "gdb", more: &specMore{reader: readGdb}},
	{path: "expect", more: &specMore{reader: readExpect}},
	{path: "tmux", more: &specMore{reader: readTmux}},
	{path: "byobu", more: &specMore{reader: readTmux}},
	{path: "byobu-tmux", more: &specMore{reader: readTmux}},
	{path: "byobu-screen", more: &specMore{reader: readScreen}},
	{path: "zellij", more: &specMore{reader: readZellij}},
	{path: "at", more: &specMore{reader: readAt}},
	{path: "batch", more: &specMore{reader: readAt}},
	{path: "sbatch", more: &specMore{reader: readJobStdin}},
	{path: "qsub", more: &specMore{reader: readJobStdin}},
	{path: "bsub", more: &specMore{reader: readJobStdin}},
	{path: "crontab", more: &specMore{reader: readCrontab}},
	{path: "parallel", more: &specMore{reader: readParallel}},
}

// tarCarries are tar's options whose value is a command it runs.
var tarCarries = []string{"--to-command", "--use-compress-program", "-I", "--info-script", "-F", "--new-volume-script", "--rsh-command", "--checkpoint-action exec="}

// batLong are bat's long options that take a value.
var batLong = []string{"--pager", "--language", "--highlight-line", "--file-name", "--diff-context", "--tabs", "--wrap", "--terminal-width", "--color", "--italic-text", "--decorations", "--paging", "--map-syntax", "--theme", "--style", "--line-range"}
