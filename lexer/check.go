package lexer

import "fmt"

// machine is the resumable state of one grammar's reader. It is fed the input
// in order, any number of bytes at a time, and never looks back at bytes it
// has already consumed, so a whole input is checked in linear time.
type machine interface {
	// feed consumes p, which continues the input fed before. For every
	// newline in p after which all the input fed so far forms complete
	// commands (as the shell would run them, or reject them as syntax
	// errors, without a continuation prompt), it calls boundary with the
	// offset in p just past that newline.
	feed(p []byte, boundary func(off int))
	// verdict reports whether the input fed so far is complete as it stands,
	// at its end of input, and if not what is open and where it began.
	verdict() Result
	// reset forgets all input, as after a boundary the caller acted upon.
	reset()
}

// newMachine returns a fresh reader for g. It panics on an invalid grammar,
// which is a programmer error: grammars come from ParseGrammar or constants.
func newMachine(g Grammar) machine {
	switch g {
	case Bash, Posix, Zsh, Mksh:
		return newPosix(g)
	case PowerShell:
		return newPowerShell()
	case Cmd:
		return newCmd()
	case Auto:
		return newIntersect()
	}
	panic(fmt.Sprintf("lexer: invalid grammar %d", int(g)))
}

// Check reports whether input, given to the shell of grammar g as it stands,
// is complete.
func Check(input string, g Grammar) Result {
	m := newMachine(g)
	m.feed([]byte(input), func(int) {})
	r := m.verdict()
	r.Grammar = g
	return r
}

// Cuts returns where the shell of grammar g, reading input line by line
// at its prompt, runs the input before as complete commands and begins
// afresh: the byte offset just past each such newline. In PowerShell an
// empty line after a trailing comma or operator is one (the buffer is a
// syntax error, not incomplete, and what follows is a new command).
func Cuts(input string, g Grammar) []int {
	return ReadNewlines(input, g).Cuts
}

// Newlines says what the newlines of an input are to its shell.
type Newlines struct {
	// Cuts are where a prompt reading the input line by line runs what
	// came before and begins afresh, as Cuts returns them.
	Cuts []int
	// Joins are the newlines a PowerShell statement goes on past, as
	// the script parser reads them (Parser.cs skips newlines there):
	// after a trailing |, && or ||, an operator, an assignment's =, a
	// comma between arguments, a member access's . or :: or a keyword
	// waiting for its parts (if (…), function NAME, try { }), and
	// inside a ternary waiting for its :. Other grammars have none here.
	Joins []int
}

// ReadNewlines reads input as the shell of grammar g does and returns
// where each newline that is a cut or a join is: the byte offset just
// past it (past the line feed of a CR LF). A newline that is neither,
// outside strings and comments, ends the statement before it; the
// analysis splits PowerShell statements where this reader does.
func ReadNewlines(input string, g Grammar) Newlines {
	var nl Newlines
	m := newMachine(g)
	if ps, ok := m.(*powershell); ok {
		ps.quiet = true // the caller's reading, not the completeness check's, is traced
		ps.tk.Quiet()
		ps.join = func(off int) { nl.Joins = append(nl.Joins, off) }
	}
	m.feed([]byte(input), func(off int) { nl.Cuts = append(nl.Cuts, off) })
	return nl
}
