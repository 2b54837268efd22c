package policy

import "strings"

// fd (fd-find, installed as fdfind on Debian) walks directories as find
// does: fd [OPTIONS] [PATTERN] [PATH…] prints the paths below each PATH
// (the working directory without one) whose name PATTERN matches, and
// with -x/-X runs a command on each ({} the path, appended when not
// written). It is judged as the find that does the same.

// fdAnything are the patterns that match every name.
var fdAnything = set{"", "*", "**", ".", ".*", "^", "^.*", "^.*$"}

// asFind returns c when it is find, the find that does what an fd does,
// and false for anything else.
func asFind(c *Command) (*Command, bool) {
	switch c.Name {
	case "find":
		return c, true
	case "fd", "fdfind":
	default:
		return nil, false
	}
	p := parseArgs(&fdSpec, c.Args)
	var starts, tests []Word
	lit := func(v string) Word { return Word{Value: v, Literal: true} }
	if len(p.operands) > 0 {
		if pat := p.operands[0]; !pat.Literal || !fdAnything.has(pat.Value) {
			tests = append(tests, fdTest(pat, p.has("-g", "--glob"))...)
		}
		starts = p.operands[1:]
	}
	for _, v := range p.values("--search-path") {
		starts = append(starts, lit(v))
	}
	if len(starts) == 0 {
		if b, ok := p.valueWord("--base-directory"); ok {
			starts = []Word{b}
		}
	}
	for _, e := range p.values("-e", "--extension") {
		tests = append(tests, lit("-name"), lit("*."+e))
	}
	for _, v := range p.values("--and") {
		tests = append(tests, lit("-name"), lit(v))
	}
	if len(starts) == 0 {
		starts = []Word{lit(".")}
	}
	args := append(starts, tests...)
	if len(p.rest) > 0 {
		args = append(args, lit("-exec"))
		placed := false
		for _, w := range p.rest {
			if w.Value == ";" {
				break
			}
			for _, ph := range []string{"{//}", "{/.}", "{/}", "{.}"} {
				w.Value = strings.ReplaceAll(w.Value, ph, "{}")
			}
			placed = placed || strings.Contains(w.Value, "{}")
			args = append(args, w)
		}
		if !placed {
			args = append(args, lit("{}"))
		}
		args = append(args, lit(";"))
	}
	f := *c
	f.Name, f.Args = "find", args
	return &f, true
}

// fdTest returns the find test that selects the names fd's pattern
// matches: a glob with -g is find's -name; a regular expression matches
// anywhere in the name unless anchored, so ^\.git$ is -name .git and
// cache is -name *cache*; one with other operators is a -regex.
func fdTest(pat Word, glob bool) []Word {
	if glob || !pat.Literal {
		return []Word{{Value: "-name", Literal: true}, pat}
	}
	v := strings.ReplaceAll(pat.Value, `\.`, "\x00")
	v = strings.ReplaceAll(strings.ReplaceAll(v, ".*", "\x01"), ".", "?") // any name, any one character
	if strings.ContainsAny(v, `[]()+*|{}\`) {
		return []Word{{Value: "-regex", Literal: true}, pat}
	}
	v = strings.ReplaceAll(strings.ReplaceAll(v, "\x00", "."), "\x01", "*")
	if s, ok := strings.CutPrefix(v, "^"); ok {
		v = s
	} else {
		v = "*" + v
	}
	if s, ok := strings.CutSuffix(v, "$"); ok {
		v = s
	} else {
		v += "*"
	}
	return []Word{{Value: "-name", Literal: true}, {Value: v, Literal: true}}
}
