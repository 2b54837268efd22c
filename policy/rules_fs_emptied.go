package policy

// Tools that empty a directory named in an option before they write into
// it (pytest's --basetemp, a site generator's output directory, cargo
// clean --target-dir): given the home directory, the root, a system
// directory or the user's files, they delete it as rm -r would. Which
// tools, which options, and what must be given too are their specs'
// (spec.empties, spec.need in spec_fs.go).

// fsEmptied refuses a tool told to empty a protected directory.
func fsEmptied(ctx *Context, c *Command) []Finding {
	var out []Finding
	eachSpec(c, func(s *spec, rest []Word) {
		if len(out) > 0 || len(s.extra().empties) == 0 {
			return
		}
		p := parseArgs(s, rest)
		if len(s.need) > 0 && !p.needGiven(s) {
			return
		}
		w, ok := p.valueWordOf(s.extra().empties.has)
		if !ok {
			return
		}
		kind, known := fsTarget(ctx.Env, w)
		if !known || kind == fsSafe {
			return
		}
		out = []Finding{finding(fsRmRule[kind], c, s.path+" empties the directory it is given ("+w.Value+"), "+fsWhat[kind]+": as rm -r of it, which cannot be undone",
			"give it a directory of its own inside the project, e.g. `"+s.path+" "+s.extra().empties.first()+" ./build/tmp`")}
	})
	return out
}
