package policy

import "strings"

// RunsInput returns the first command of in that would run, as code, text
// it only gets while it runs: eval, sh -c or a command name whose text is
// known only then (eval "$line", $cmd); a shell, or a language's REPL,
// reading its standard input (sh, bash -s, python3); source /dev/stdin.
// Such a command is harmless when nobody can write to it, and runs anything
// unchecked when somebody can: stream mode's feed mode refuses it.
func RunsInput(in *Input) (*Command, bool) {
	if in == nil {
		return nil, false
	}
	for _, c := range in.Commands {
		if readsCode(c) {
			return c, true
		}
	}
	return nil, false
}

func readsCode(c *Command) bool {
	if guardSubcommand(c) {
		return false
	}
	if c.Dynamic || runsRunTimeCode(c) {
		return true
	}
	if _, ok := shellGrammar(c.Name); ok {
		_, hasC, script, _ := shellArgs(c.Args)
		return !hasC && script == nil && c.Stdin == nil
	}
	switch c.Name {
	case "source", ".":
		return len(c.Args) == 0 || !c.Args[0].Literal || strings.HasPrefix(c.Args[0].Value, "/dev/") || strings.HasPrefix(c.Args[0].Value, "/proc/")
	case "at", "batch":
		// The job's commands are read from standard input unless -f names
		// a file (or it only lists or removes jobs).
		for _, a := range c.Args {
			switch a.Value {
			case "-f", "-l", "-r", "-d", "-c", "-V":
				return false
			}
		}
		return c.Stdin == nil
	case "sbatch", "qsub", "bsub":
		return c.Stdin == nil && jobFromStdin(c)
	case "crontab":
		// crontab - (or no operand) installs the table it reads.
		if _, known := crontabText(c); known || c.Stdin != nil {
			return false
		}
		for _, a := range c.Args {
			switch v := a.Value; {
			case v == "-l" || v == "-e" || v == "-r" || v == "-i" || v == "-T":
				return false
			case v != "-" && !strings.HasPrefix(v, "-"):
				return false // a file
			}
		}
		return true
	}
	if s := interpSpec(c.Name); s != nil {
		// A REPL: no code on the command line, no module and no
		// program file.
		p := parseArgs(s, c.Args)
		return len(p.operands) == 0 && !p.hasAny(s.codeOpts) && !p.hasAny(s.extra().modOpts) && c.Stdin == nil
	}
	if IsCodeRunner(c.Name) {
		// A REPL: no program file.
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") {
				return false
			}
		}
		return c.Stdin == nil
	}
	return false
}

// IsCodeRunner reports whether a program of this name runs code it reads
// (a shell, a language's interpreter or REPL, or a client with a shell
// escape): input given to it may run as commands.
func IsCodeRunner(name string) bool {
	if _, ok := shellGrammar(name); ok {
		return true
	}
	if interpSpec(name) != nil {
		return true // an interpreter (spec_prog.go)
	}
	return nameIs(name, traitRunsInput) // a REPL or client with a shell escape, csh, fish
}
