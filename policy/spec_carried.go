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
	{path: "tar", value: tarValue, long: tarLong, more: &specMore{carries: tarCarries}},
	{path: "gtar", value: tarValue, long: tarLong, more: &specMore{carries: tarCarries}},
	{path: "bsdtar", value: tarValue, long: tarLong, more: &specMore{carries: tarCarries}},
	// zip -TT CMD tests the archive it wrote with CMD.
	{path: "zip", value: zipValue, long: zipLong, more: &specMore{carries: []string{"-TT", "--unzip-command"}}},
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
}

// tarCarries are tar's options whose value is a command it runs.
var tarCarries = []string{"--to-command", "--use-compress-program", "-I", "--info-script", "-F", "--new-volume-script", "--rsh-command", "--checkpoint-action exec="}

// batLong are bat's long options that take a value.
var batLong = []string{"--pager", "--language", "--highlight-line", "--file-name", "--diff-context", "--tabs", "--wrap", "--terminal-width", "--color", "--italic-text", "--decorations", "--paging", "--map-syntax", "--theme", "--style", "--line-range"}
