package policy

import "slices"

// runsRunTimeCode reports whether c runs as code a value only known when
// it runs: a line read (read -r x; python3 -c "$x"), a substitution
// ($(cat), $(head -1)), anything not written in the input. The code
// positions are an interpreter's or shell's code argument or program
// file (python3 -c "$x", perl -e "system(q($x))", pwsh -c "$x", source
// "$f"), its program fed by a here-string or heredoc with expansions
// (python3 <<< "$x"), the program of awk and sed (both can run
// commands: system(), sed's e), and ssh's remote command. eval, sh -c and a command name known only
// then are Command.Dynamic already.
func runsRunTimeCode(c *Command) bool {
	if isShell(c, c.Name) || IsCodeRunner(c.Name) {
		stdin, code := shellReadsStdin(c)
		if code != nil && !code.Literal {
			return true
		}
		if stdin && dynamicStdin(c) {
			return true
		}
	}
	switch c.Name {
	case "awk", "gawk", "mawk", "nawk", "sed", "gsed":
		progs, _ := programWords(textProgSpec(c.Name), c.Args)
		return slices.ContainsFunc(progs, func(w Word) bool { return !w.Literal })
	case "ssh":
		// ssh HOST CMD…: the remote shell runs CMD, localhost's too.
		ops := sshOperands(c)
		return len(ops) > 1 && !allLiteral(ops[1:])
	default:
		// An interpreter's code option or operand (osascript -e "$x",
		// deno eval "$x"), read through its spec.
		if s, args := interpSpecOf(c); s != nil {
			p := parseArgs(s, args)
			if s.codeArg && len(p.operands) > 0 && !p.operands[0].Literal {
				return true
			}
			for _, o := range p.opts {
				if o.hasValue && !o.literal && s.codeOpts.has(o.name) {
					return true
				}
			}
		}
	}
	return false
}

// dynamicStdin reports whether c's standard input is text of the input
// with expansions only known at run time: a here-string or heredoc.
func dynamicStdin(c *Command) bool {
	dynamic := false
	for _, r := range c.Redirs {
		switch r.Op {
		case "<<<":
			dynamic = !r.Target.Literal
		case "<<", "<<-":
			dynamic = r.Dynamic
		case "<":
			dynamic = false
		}
	}
	return dynamic
}
