package shim

import (
	"fmt"
	"strings"
)

// ownName reports whether guarded-sh was invoked under a name of its own
// (guarded-sh, or any name that is not a shell's) rather than a shell's.
func ownName(argv0 string) bool { return !isShell(shellName(argv0)) }

// realArgv returns the argv the real shell is run with: args as given,
// except that under guarded-sh's own name argv[0] becomes the real shell's
// name, so that $0 and the shell's own messages ("bash: line 1: …") name the
// shell and are not taken for the guard's. A login shell's leading "-" is
// kept.
func realArgv(argv0 string, sh Shell, args []string) []string {
	if !ownName(argv0) {
		return args
	}
	name := sh.Name
	if strings.HasPrefix(argv0, "-") {
		name = "-" + name
	}
	out := append([]string{name}, args[1:]...)
	return out
}

// ownHelp answers --help and --version as guarded-sh when it was invoked
// under its own name with one of them as its first argument (where bash and
// zsh read them): under a shell's name the real shell answers. It reports
// whether it answered.
func ownHelp(argv0 string, args []string, sh Shell, stdio Stdio) bool {
	if len(args) < 2 || !ownName(argv0) {
		return false
	}
	switch args[1] {
	case "--version":
		fmt.Fprintf(stdio.Out, "%s, in front of %s (%s)\n", versionString(), sh.Name, sh.Path)
		fmt.Fprintf(stdio.Out, "the real shell's version: %s --version\n", sh.Path)
		return true
	case "--help":
		fmt.Fprintf(stdio.Out, ownUsage, sh.Name, sh.Path)
		return true
	}
	return false
}

const ownUsage = `usage: guarded-sh [shell options] -c COMMAND [NAME [ARGS...]]
       guarded-sh [shell options] [SCRIPT [ARGS...]]
       guarded-sh                  (commands from standard input)
       guarded-sh --guard SUBCOMMAND [arguments]

guarded-sh is a drop-in shell that checks every command (is it complete?
is it allowed?) before the real shell, here %s (%s), runs it. Shell
options and arguments are the real shell's; GUARDED_SH_SHELL chooses it.

guarded-sh's own commands: guarded-sh --guard help
The real shell's help: run it directly, or invoke guarded-sh under its name.
`
