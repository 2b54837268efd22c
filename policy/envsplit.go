package policy

import "strings"

// envSplitString splits env -S's string as env does: at blanks, with
// '…' taken verbatim, "…" and bare text reading the escapes \\ \" \' \t
// \n \_ (a blank) \$ and \#, \c ending the string, a # at the start of
// a word beginning a comment, and ${NAME} expanded from the environment
// (a word holding one is known only at run time). env does not expand
// ~, nor $NAME without braces: a word beginning with ~ is read, at
// worst, as the home it was meant to name (as ifsFields).
func envSplitString(s string) []Word {
	var out []Word
	var b strings.Builder
	in, literal := false, true
	flush := func() {
		if in {
			v := b.String()
			out = append(out, Word{Value: v, Literal: literal && !strings.HasPrefix(v, "~")})
		}
		b.Reset()
		in, literal = false, true
	}
	escape := func(r byte) {
		switch r {
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case '_':
			b.WriteByte(' ')
		default:
			b.WriteByte(r)
		}
	}
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quote == '\'':
			if ch == '\'' {
				quote = 0
			} else {
				b.WriteByte(ch)
			}
		case ch == '\\' && i+1 < len(s):
			i++
			if s[i] == 'c' {
				flush()
				return out
			}
			if s[i] == '_' && quote == 0 {
				flush() // \_ outside quotes separates words
				continue
			}
			in = true
			escape(s[i])
		case quote == '"' && ch == '"':
			quote = 0
		case quote == 0 && (ch == '\'' || ch == '"'):
			quote, in = ch, true
		case quote == 0 && (ch == ' ' || ch == '\t' || ch == '\n'):
			flush()
		case quote == 0 && ch == '#' && !in:
			flush()
			return out
		case ch == '$' && i+1 < len(s) && s[i+1] == '{':
			in, literal = true, false
			b.WriteByte(ch)
		default:
			in = true
			b.WriteByte(ch)
		}
	}
	flush()
	return out
}

// sgCommand returns the command sg runs through sh -c: the words after
// its group (sg [-] GROUP [-c] COMMAND), joined; nil when it names none
// and starts the user's shell instead.
func sgCommand(c *Command) *Word {
	var ops []Word
	for _, a := range c.Args {
		if a.Value != "-" && a.Value != "-c" {
			ops = append(ops, a)
		}
	}
	if len(ops) < 2 {
		return nil
	}
	w := joinWords(ops[1:])
	return &w
}

// passesInput reports whether c, one of the programs that copy their
// standard input to their standard output (tee, pv, sponge, buffer,
// mbuffer, dd), does so as its words are given: tee with any files and
// its switches; pv with options only, their values (pv -L 1k, -i 2)
// skipped, none naming a file or process it reads or writes instead
// (operands, -o, -d, -R); buffer and mbuffer with options only, no
// input file (-i) or output file (-o); sponge with no file; dd with no
// if=, of= or conv= (which changes the text).
func passesInput(c *Command) bool {
	for i := 0; i < len(c.Args); i++ {
		v := c.Args[i].Value
		if c.Name == "pv" {
			name, _, attached := strings.Cut(v, "=")
			switch {
			case !strings.HasPrefix(v, "-") || v == "-o" || v == "-d" || v == "-R" || contains(pvElsewhere, name):
				return false
			case len(v) == 2 && strings.ContainsRune(pvValue, rune(v[1])) || !attached && contains(pvLong, name):
				i++ // pv -L 1k, --rate-limit 1k: the value
			}
			continue
		}
		switch c.Name {
		case "tee":
			if strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "-a") && !strings.HasPrefix(v, "-i") && !strings.HasPrefix(v, "-p") && !strings.HasPrefix(v, "--append") && !strings.HasPrefix(v, "--ignore-interrupts") && !strings.HasPrefix(v, "--output-error") {
				return false
			}
		case "sponge":
			return false
		case "dd":
			if strings.HasPrefix(v, "if=") || strings.HasPrefix(v, "of=") || strings.HasPrefix(v, "conv=") || !strings.Contains(v, "=") {
				return false
			}
		default: // buffer, mbuffer
			if !strings.HasPrefix(v, "-") || v == "-i" || v == "-o" {
				return false
			}
		}
	}
	return true
}

// pv(1)'s options that take a value (-L RATE, -i SECONDS, -N NAME, -s
// SIZE …), and those whose value names where it reads or writes other
// than standard input and output (--output FILE, --watchfd PID,
// --remote PID).
var (
	pvValue     = "ABDFHLNPUiswx"
	pvLong      = []string{"--average-rate-window", "--buffer-size", "--delay-start", "--extra-display", "--format", "--height", "--interval", "--last-written", "--name", "--pidfile", "--query", "--rate-limit", "--size", "--store-and-forward", "--width"}
	pvElsewhere = []string{"--output", "--remote", "--watchfd"}
)
