package policy

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// commandFacts are what several rules work out of one command, worked out
// once a check instead of once a rule: the language of the interpreter it
// names and the code it is given (interpCode, asked by some fifteen
// rules), the files it writes (fsWrites, by five) and removes (fsRemoves,
// by six), whether the cred rules read it as a program they know nothing
// of (unknownReader, by four), its words read as grep's (grepArgs, by
// five), the credential a file search of it looks for (searchedCred, by
// every command it feeds), a cmdlet's paths (psPaths, by sixteen), the
// files a PowerShell or cmd command writes (winWrites, by six), the
// request it sends as an HTTP or RPC client (readRequest, by four), and
// the sets of names its name is in (names: Command.in, by some seventy
// questions). A check gives the commands its analysis found their facts
// once the analysis is over (giveFacts), when no command changes any
// more. A copy of a command (c2 := *c, with another name or other words)
// carries the pointer but is not its owner, and works its facts out
// itself.
type commandFacts struct {
	owner *Command
	have  factSet

	lang, code string
	codeOK     bool
	writes     []Word
	removes    []Word

	unknownReader bool
	grep          parsed
	searchedCred  string

	psPaths, winWrites, winOverwrites []Word
	psSwitches                        []string

	pubSpec pubSpecFact
	request *requestFact

	names     nameBits
	lowerName string
	marks     wordMarks
	codeWords bool
	anchors   anchorBits
}

// pubSpecFact is the spec a command's name and words find when the name
// is read as a package's CLI (pubSpec), and the words after its path.
type pubSpecFact struct {
	s    *spec
	rest []Word
}

// factSet says which of a commandFacts' facts are worked out.
type factSet uint32

const (
	factLang factSet = 1 << iota
	factCode
	factWrites
	factUnknownReader
	factGrep
	factSearchedCred
	factPSPaths
	factWinWrites
	factWinOverwrites
	factPubSpec
	factNames
	factMarks
	factCodeWords
	factAnchors
	factLowerName
	factRequest
	factRemoves
)

// verifyFacts, set by the package's tests, works every fact out again when
// it is asked for, and panics when that differs from the one kept: a
// command changed after it was given its facts.
var verifyFacts bool

// giveFacts gives each of cmds facts of its own, in one allocation.
func giveFacts(cmds []*Command) {
	fs := make([]commandFacts, len(cmds))
	for i, c := range cmds {
		fs[i].owner = c
		c.facts = &fs[i]
	}
}

// factsOf returns c's own facts, or nil: c is a copy, or a command made
// after the analysis.
func factsOf(c *Command) *commandFacts {
	if f := c.facts; f != nil && f.owner == c {
		return f
	}
	return nil
}

// verify panics when kept, a fact as kept, differs from fresh, the same
// fact worked out again (verifyFacts).
func verify(what string, c *Command, kept, fresh any) {
	if !reflect.DeepEqual(kept, fresh) {
		panic(fmt.Sprintf("the %s kept for %q (%v) differ from the command's now (%v): a command changed after its facts were worked out", what, c.Text, kept, fresh))
	}
}

// kept returns the fact of c that field points to, worked out by of the
// first time it is asked for (bit says it is) and kept; a command without
// facts of its own works it out each time. what names the fact for
// verify.
func kept[T any](c *Command, bit factSet, field func(*commandFacts) *T, what string, of func() T) T {
	f := factsOf(c)
	if f == nil {
		return of()
	}
	v := field(f)
	if f.have&bit == 0 {
		*v, f.have = of(), f.have|bit
	}
	if verifyFacts {
		verify(what, c, *v, of())
	}
	return *v
}

// lowerName is c's name in lower case (strings.ToLower), worked out once
// a check: some twenty rules read a tool's name so, each of every
// command.
func lowerName(c *Command) string {
	f := factsOf(c)
	if f == nil {
		return strings.ToLower(c.Name)
	}
	if f.have&factLowerName == 0 {
		f.lowerName, f.have = strings.ToLower(c.Name), f.have|factLowerName
	}
	if verifyFacts {
		verify("name in lower case", c, f.lowerName, strings.ToLower(c.Name))
	}
	return f.lowerName
}

// lowerNameNoExe is c's name without a trailing .exe, in lower case:
// strings.ToLower(strings.TrimSuffix(c.Name, ".exe")). ToLower maps each
// rune of the name by itself, so that is lowerName(c) without the .exe
// it ends with.
func lowerNameNoExe(c *Command) string {
	low := lowerName(c)
	if strings.HasSuffix(c.Name, ".exe") {
		return low[:len(low)-len(".exe")]
	}
	return low
}

// cmdInterpLang is interpLang of c's name, worked out once a check.
func cmdInterpLang(c *Command) string {
	return kept(c, factLang, func(f *commandFacts) *string { return &f.lang }, "interpreter",
		func() string { return interpLangOf(c) })
}

// interpCode returns the code string of an interpreter one-liner
// (python -c, perl -e, ruby -e, node -e/-p, php -r, lua -e).
func interpCode(c *Command) (lang, code string, ok bool) {
	f := factsOf(c)
	if f == nil {
		return interpCodeIn(c, interpLangOf(c))
	}
	if f.have&factCode == 0 {
		_, f.code, f.codeOK = interpCodeIn(c, cmdInterpLang(c))
		f.have |= factCode
	}
	if verifyFacts {
		l, code, ok := interpCodeIn(c, interpLangOf(c))
		verify("interpreter code", c, []any{f.lang, f.code, f.codeOK}, []any{l, code, ok})
	}
	return f.lang, f.code, f.codeOK
}

// fsWrites returns the files c writes: its output redirections, and the
// files that tee, dd of=, cp, mv, install, ln, rsync, sed -i, perl -i,
// truncate, shred, curl -o and wget -O write (fsWritesOf), worked out
// once a check. The list is the command's: a caller appends to it (its
// capacity is its length, so an append copies it) but never changes it.
func fsWrites(c *Command) []Word {
	return kept(c, factWrites, func(f *commandFacts) *[]Word { return &f.writes }, "written files",
		func() []Word { return slices.Clip(fsWritesOf(c)) })
}

// grepArgs is c's words read as grep's (parseArgs of grepSpec), worked out
// once a check; its lists are the command's, as fsWrites' are.
func grepArgs(c *Command) parsed {
	return kept(c, factGrep, func(f *commandFacts) *parsed { return &f.grep }, "grep's reading",
		func() parsed { return clipParsed(parseArgs(&grepSpec, c.Args)) })
}

// clipParsed is p with its lists' capacities their lengths: an append to
// one copies it.
func clipParsed(p parsed) parsed {
	p.opts, p.operands, p.paths, p.rest = slices.Clip(p.opts), slices.Clip(p.operands), slices.Clip(p.paths), slices.Clip(p.rest)
	return p
}

// searchedCred is searchedCredOf(c), worked out once a check: a search
// feeding a pipeline is asked about by each command after it.
func searchedCred(c *Command) string {
	return kept(c, factSearchedCred, func(f *commandFacts) *string { return &f.searchedCred }, "searched credential",
		func() string { return searchedCredOf(c) })
}

// psPaths is psPathsOf(c), worked out once a check; its lists are the
// command's, as fsWrites' are.
func psPaths(c *Command) (paths []Word, switches []string) {
	f := factsOf(c)
	if f == nil {
		return psPathsOf(c)
	}
	if f.have&factPSPaths == 0 {
		paths, switches := psPathsOf(c)
		f.psPaths, f.psSwitches, f.have = slices.Clip(paths), slices.Clip(switches), f.have|factPSPaths
	}
	if verifyFacts {
		paths, switches := psPathsOf(c)
		verify("PowerShell paths", c, []any{f.psPaths, f.psSwitches}, []any{paths, switches})
	}
	return f.psPaths, f.psSwitches
}

// winWrites is winWritesOf(c, appending), worked out once a check for
// each value of appending; the list is the command's, as fsWrites' is.
func winWrites(c *Command, appending bool) []Word {
	field, bit := func(f *commandFacts) *[]Word { return &f.winOverwrites }, factWinOverwrites
	if appending {
		field, bit = func(f *commandFacts) *[]Word { return &f.winWrites }, factWinWrites
	}
	return kept(c, bit, field, "written files", func() []Word { return slices.Clip(winWritesOf(c, appending)) })
}

// pubSpec is lookupSpec of c named as pubName of its lowercased name (how
// the infra and publish rules look a tool up: npx prisma, Aws), worked
// out once a check; rest is the command's, as fsWrites' list is.
func pubSpec(c *Command) (*spec, []Word) {
	f := kept(c, factPubSpec, func(f *commandFacts) *pubSpecFact { return &f.pubSpec }, "spec",
		func() pubSpecFact {
			c2 := *c
			c2.Name = pubName(lowerName(c))
			s, rest := lookupSpec(&c2)
			return pubSpecFact{s, slices.Clip(rest)}
		})
	return f.s, f.rest
}
