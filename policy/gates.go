package policy

import (
	"slices"
	"strings"
)

// Rule gates: a rule's cheap precondition, asked before the rule reads a
// command word by word. Each gate is a necessary condition of every
// finding of the rule it guards, shown in its comment from what the rule
// reads; when it says the rule cannot fire, the rule is not run. A gate
// reads the command's name (its sets in nameIndex: Command.in) and the
// marks of its words (wordMarks), both worked out once a check and kept
// with the command's facts.

// wordMarks says which of a few bytes occur in the values of a command's
// arguments (Args, after quote removal and what the analysis expanded):
// the bytes that addresses, URLs, paths and assignments are written with.
type wordMarks uint16

const (
	markColon     wordMarks = 1 << iota // ':' (URLs, host:path, NAME:VALUE)
	markSlash                           // '/'
	markBackslash                       // '\\'
	markDollar                          // '$'
	markEquals                          // '='
	markAt                              // '@'
	markTilde                           // '~'
)

// markOf are the marks of each byte; the bytes not listed have none.
var markOf = [256]wordMarks{
	':':  markColon,
	'/':  markSlash,
	'\\': markBackslash,
	'$':  markDollar,
	'=':  markEquals,
	'@':  markAt,
	'~':  markTilde,
}

// argMarks returns the marks of c's arguments, worked out in one pass
// over their bytes, once a check.
func argMarks(c *Command) wordMarks {
	return kept(c, factMarks, func(f *commandFacts) *wordMarks { return &f.marks }, "words' marks",
		func() wordMarks {
			var m wordMarks
			for _, a := range c.Args {
				for i := 0; i < len(a.Value); i++ {
					m |= markOf[a.Value[i]]
				}
			}
			return m
		})
}

// argsHave reports whether some argument of c holds a byte of marks.
func argsHave(c *Command, marks wordMarks) bool {
	return argMarks(c)&marks != 0
}

// mayRunDownload is pipeShellOf's gate. Each of its findings is a
// download reaching c as code: c's name only known at run time; a
// substitution in its words (eval "$(curl …)", an agent's prompt, awk's
// program); a command feeding it (an agent's, awk -f -, at's input, a batch
// scheduler's job, a launcher's program - as in uv run -); or
// a shell's code, input or redirection. A command none of these can be
// runs nothing downloaded.
func mayRunDownload(c *Command) bool {
	if c.Dynamic || isShell(c, c.Name) {
		return true
	}
	if len(c.Feeds) == 0 && !slices.ContainsFunc(c.Args, func(a Word) bool { return len(a.Subst) > 0 }) {
		return false
	}
	return c.Name == "eval" || does(c, c.Name, roleProgWord) || does(c, c.Name, roleStdinLater) || jobFromStdin(c) || agentCLI(c.Name) || isStdinPath(c.Word0.Value)
}

// mayRetractOrPush is vocabCommand's gate for a data command that is
// neither a vocabTool nor a winTool, and not a cmdlet. Of its findings
// such a command can have only two: a push to a hub (pushDest, set only
// by an option named in destOpts or the word after one), and a version
// taken back (retracts, which needs a part of a word that is not an
// option in retractVerbs, vocabDestroy or vocabWeakDestroy: find). args
// are the words vocabCommand reads, ps whether they are PowerShell's.
func mayRetractOrPush(args []Word, ps bool) bool {
	var buf [8]string
	for _, a := range args {
		if !a.Literal {
			continue // no parts, no option (readVocabIn)
		}
		if len(a.Value) > 1 && a.Value[0] == '-' {
			if o, _ := readOptWord(a.Value, ps); destOpts.has(strings.ToLower(o.name)) {
				return true
			}
			continue
		}
		for _, p := range appendParts(buf[:0], a.Value) {
			if retractVerbs.has(p) || vocabDestroy.has(p) || vocabWeakDestroy.has(p) {
				return true
			}
		}
	}
	return false
}

// hasCodeWord reports whether a word of c's arguments reads as code
// (codeLike), worked out once a check: the rules that read an unknown
// program's code words (codeCall, unknownEnvDump, credFiles) find
// nothing in a command with none.
func hasCodeWord(c *Command) bool {
	return kept(c, factCodeWords, func(f *commandFacts) *bool { return &f.codeWords }, "code words",
		func() bool { return slices.ContainsFunc(c.Args, func(a Word) bool { return codeLike(a.Value) }) })
}

// mayHoldPowerWord is the gate of sysMachineClass's power manager test:
// that test reads c's name word, its words, those of the commands
// feeding it and its standard input, lowercased and joined by spaces,
// and finds nothing unless powerWord matches, which needs one of
// powerWord's words (anchorPower). No word holds a space, so one found
// in the joined text is in one of the pieces; anchorsIn takes a piece
// that is not ASCII as holding one (its lower case may be ASCII).
func mayHoldPowerWord(c *Command) bool {
	if cmdAnchors(c)&anchorPower != 0 || c.Stdin != nil && anchorsIn(*c.Stdin)&anchorPower != 0 {
		return true
	}
	return slices.ContainsFunc(c.Feeds, func(f *Command) bool { return cmdAnchors(f)&anchorPower != 0 })
}
