package policy

import "strings"

// fileLister returns the patterns naming, at worst, every path a
// searcher prints when it lists files rather than lines: ripgrep's
// --files (each PATH's tree, -g/--glob and -t/--type narrowing it to
// a kind), ack's -f, ag's and ack's -g REGEX (the names the expression
// selects, as fd's pattern: fdTest), and the files whose content a
// pattern matches (rg -l, ag -l, ack -l, grep -rl, git grep -l), which
// are every file when the pattern matches anything (”, ., ^: fdAnything)
// and, for any other pattern, a few the analysis cannot tell (none); the
// files it matches nothing in (-L) the other way round. rg's -g and -t
// and grep's --include narrow each mode to their kinds.
// tracked is whether they are every file git tracks (git grep -l ”).
// ok is false for a command that lists no files.
func fileLister(c *Command) (pats []string, tracked, ok bool) {
	var s *spec
	switch c.Name {
	case "rg":
		s = &rgListSpec
	case "ag":
		s = &agListSpec
	case "ack", "ack-grep":
		s = &ackListSpec
	case "grep", "egrep", "fgrep":
		s = keptLines(c)
	}
	if sub, rest := gitSub(c); sub == "grep" {
		f := gitOptions(sub, rest)
		without := f.has('L', "--files-without-match", 9)
		if !without && !f.has('l', "--files-with-matches", 9) && !f.has(0, "--name-only", 6) {
			return nil, false, false
		}
		if contentAnything(f.parsed, f.operands) == without {
			return nil, false, true
		}
		specs := f.paths
		if len(f.valueWords("-e --regexp")) == 0 && len(f.operands) > 0 {
			specs = append(f.operands[1:len(f.operands):len(f.operands)], specs...)
		}
		pats, tracked = gitListed(specs)
		return pats, tracked, true
	}
	if s == nil {
		return nil, false, false
	}
	p := parseArgs(s, c.Args)
	operands := p.operands
	// The kinds of file it reads: rg's -g/--glob and -t/--type, grep's
	// --include, in every mode.
	var names []string
	for _, g := range p.values("--include") {
		names = append(names, g)
	}
	if c.Name == "rg" {
		for _, g := range p.values("-g", "--glob", "--iglob") {
			if !strings.HasPrefix(g, "!") {
				names = append(names, g)
			}
		}
		for _, t := range p.values("-t", "--type") {
			names = append(names, "*."+t) // rg -t py: its kind, named as its extension
		}
	}
	switch {
	case c.Name == "rg" && p.has("--files"):
	case (c.Name == "ag" || strings.HasPrefix(c.Name, "ack")) && p.has("-g", "--file-search-regex"):
		re, _ := p.valueWord("-g", "--file-search-regex")
		if t := fdTest(re, false); t[0].Value == "-name" && t[1].Literal {
			names = append(names, t[1].Value)
		} else if exts := regexExts(".*" + strings.TrimPrefix(re.Value, ".*")); len(exts) > 0 {
			for _, e := range exts {
				names = append(names, "*."+e)
			}
		} else {
			return nil, false, true // a name the analysis cannot tell
		}
	case strings.HasPrefix(c.Name, "ack") && p.has("-f"):
	case p.has("-l", "--files-with-matches", "--files-without-match", "--files-without-matches") || c.Name != "rg" && p.has("-L"):
		if c.Name == "grep" || c.Name == "egrep" || c.Name == "fgrep" {
			if !p.has("-r", "-R", "--recursive", "--dereference-recursive") {
				return nil, false, false // grep -l PAT FILE…: the files named
			}
		}
		// -L lists the files the pattern matches nothing in (rg's -L
		// follows links): every file, at worst, for a pattern that
		// matches little; the few the analysis cannot tell for one that
		// matches any content.
		without := p.has("--files-without-match", "--files-without-matches") || c.Name != "rg" && p.has("-L")
		if contentAnything(p, operands) == without {
			return nil, false, true
		}
		if len(p.valueWords("-e --regexp")) == 0 && len(operands) > 0 {
			operands = operands[1:]
		}
	default:
		return nil, false, false
	}
	if len(names) == 0 {
		names = []string{"*"}
	}
	starts := operands
	if len(starts) == 0 {
		starts = []Word{{Value: ".", Literal: true}}
	}
	for _, st := range starts {
		if !st.Literal {
			return nil, false, true
		}
		for _, n := range names {
			pats = append(pats, strings.TrimSuffix(st.Value, "/")+"/**/"+n)
		}
	}
	// Without a kind they list every file the people committed, and
	// more (rg and ag leave out only what .gitignore does).
	tracked = len(names) == 1 && names[0] == "*"
	return pats, tracked, true
}

// contentAnything reports whether the pattern of a searcher (its -e
// values, else its first operand) matches every file's content.
func contentAnything(p parsed, operands []Word) bool {
	pat := p.valueWords("-e --regexp")
	if len(pat) == 0 && len(operands) > 0 {
		pat = operands[:1]
	}
	if len(pat) == 0 {
		return false
	}
	for _, w := range pat {
		if !w.Literal || !fdAnything.has(w.Value) {
			return false
		}
	}
	return true
}
