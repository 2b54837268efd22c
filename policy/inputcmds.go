package policy

import (
	"encoding/base64"
	"encoding/hex"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

// Programs whose code runs the text they read as commands: an awk
// program that hands a record, a field or a variable to the shell
// (system($0), system("rm -rf " $1), cmd | getline with cmd = $0,
// $0 |& getline, print … | $0), and a sed script whose e command
// has no command of its own (e runs the pattern space) or whose s///e
// runs the line after the substitution. Each line of the input is then
// a command: the known text piped in is judged as the shell code it
// becomes, and a download piped in is code from the network
// (pipeShellOf).

// awkInputRun matches an awk program's ways of running a command given
// as an expression rather than a string literal alone: system(EXPR),
// EXPR | getline, EXPR |& getline, print … | EXPR, print … |& EXPR.
// Group 1, 2 or 3 is the expression.
var awkInputRun = &lazyRegexp{expr: `\bsystem\s*\(([^)]*)\)|([^;{}()\n|&]*?)\s*\|&?\s*getline\b|\bprintf?\b[^;{}\n|]*\|&?\s*([^;{}\n]+)`}

// awkField matches a field reference of an awk expression: $0, $1, $NF.
var awkField = &lazyRegexp{expr: `^\$(\d+|NF)$`}

// awkInputExprs returns the expressions of the awk programs among args
// that an awk runs as commands and that are not one string literal.
func awkInputExprs(args []Word) []string {
	var out []string
	for _, prog := range awkPrograms(args) {
		for _, m := range awkInputRun.get().FindAllStringSubmatch(prog, maxCalls) {
			e := strings.TrimSpace(m[1] + m[2] + m[3])
			if e == "" || awkStringLit(e) {
				continue
			}
			out = append(out, e)
		}
	}
	return out
}

// awkStringLit reports whether e is one awk string literal.
func awkStringLit(e string) bool {
	return len(e) >= 2 && e[0] == '"' && e[len(e)-1] == '"' && !strings.Contains(e[1:len(e)-1], `"`)
}

// awkRunsInput reports whether c, an awk, runs commands built from what
// it reads: an expression of its program run as a command is not a
// string literal.
func awkRunsInput(c *Command) bool {
	return len(awkInputExprs(c.Args)) > 0
}

// sedRunsInput reports whether c, a sed, runs the lines it reads: an e
// command with no command of its own, or an s command with the e flag.
func sedRunsInput(c *Command) bool {
	for _, cmd := range sedStatements(c.Args) {
		if code, s, ok := sedRunOf(cmd); ok && (s != nil || code == "") {
			return true
		}
	}
	return false
}

// sedSubst is one s command: its pattern, replacement and flags.
type sedSubst struct {
	pattern, repl, flags string
	ere                  bool // sed -E, -r: the pattern is an extended one
}

// sedSubstOf returns the s command cmd, when it is one, or nil.
func sedSubstOf(cmd string) *sedSubst {
	if len(cmd) < 2 || cmd[0] != 's' {
		return nil
	}
	parts := sedParts(cmd[2:], cmd[1])
	if len(parts) < 3 {
		return nil
	}
	flags, _, _ := strings.Cut(parts[2], cmd[1:2])
	return &sedSubst{pattern: parts[0], repl: parts[1], flags: flags}
}

// sedParts splits the text after an s command's delimiter into its
// pattern, its replacement and the rest (flags, a w flag's file), as
// sed reads them: a backslash before the delimiter makes it a plain
// character of its part (s/x/rm -rf \/etc/e replaces x with rm -rf
// /etc); other backslash pairs are kept as written. Fewer than three
// parts when the command is not closed.
func sedParts(body string, delim byte) []string {
	var parts []string
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		switch {
		case len(parts) == 2:
			return append(parts, body[i:])
		case body[i] == '\\' && i+1 < len(body) && body[i+1] == delim:
			b.WriteByte(delim)
			i++
		case body[i] == '\\' && i+1 < len(body):
			b.WriteString(body[i : i+2])
			i++
		case body[i] == delim:
			parts = append(parts, b.String())
			b.Reset()
		default:
			b.WriteByte(body[i])
		}
	}
	if len(parts) == 2 {
		parts = append(parts, "")
	}
	return parts
}

// inputCommands returns the commands c, an awk or a sed that runs what
// it reads (awkRunsInput, sedRunsInput), runs on its known standard
// input: for each line, an awk expression made of string literals and
// fields evaluated on it, else the line itself (the worst reading of a
// variable: it holds the record); for sed's s///e the line after the
// substitution when the guard can apply it, else the replacement
// followed by the line; for a bare e the line.
func inputCommands(c *Command) []string {
	if c.Stdin == nil {
		return nil
	}
	lines := strings.Split(strings.TrimRight(*c.Stdin, "\n"), "\n")
	if len(lines) > maxCalls {
		lines = lines[:maxCalls]
	}
	var out []string
	switch c.Name {
	case "awk", "gawk", "mawk", "nawk":
		for _, e := range awkInputExprs(c.Args) {
			for _, l := range lines {
				out = append(out, awkEval(e, l))
			}
		}
	case "sed", "gsed":
		// A bare e runs the pattern space as the s commands before it
		// left it (s/x/rm -rf ~/;e), in the one script sed makes of all
		// its -e values (sed -e 's/x/rm -rf ~/' -e e).
		var before []*sedSubst
		for _, cmd := range sedStatements(c.Args) {
			code, s, ok := sedRunOf(cmd)
			if !ok || s == nil && code != "" { // e CMD runs CMD, not the line
				if s := sedSubstOf(cmd); s != nil {
					before = append(before, s)
				}
				continue
			}
			for _, l := range lines {
				for _, b := range before {
					l = b.apply(l)
				}
				if s == nil {
					out = append(out, l)
					continue
				}
				out = append(out, s.apply(l))
			}
		}
	}
	return out
}

// awkEval evaluates e, an awk expression, on the record line when it is
// a concatenation of string literals and field references ("rm -rf "
// $1); otherwise it returns the line, the worst reading.
func awkEval(e, line string) string {
	fields := strings.Fields(line)
	var b strings.Builder
	for rest := strings.TrimSpace(e); rest != ""; rest = strings.TrimSpace(rest) {
		switch {
		case rest[0] == '"':
			end := strings.IndexByte(rest[1:], '"')
			if end < 0 {
				return line
			}
			b.WriteString(rest[1 : end+1])
			rest = rest[end+2:]
		case rest[0] == '$':
			end := 1
			for end < len(rest) && (rest[end] >= '0' && rest[end] <= '9' || rest[end] >= 'A' && rest[end] <= 'Z') {
				end++
			}
			ref := rest[:end]
			if !awkField.get().MatchString(ref) {
				return line
			}
			switch n := ref[1:]; {
			case n == "0":
				b.WriteString(line)
			case n == "NF":
				if len(fields) > 0 {
					b.WriteString(fields[len(fields)-1])
				}
			default:
				i := 0
				for _, d := range n {
					i = i*10 + int(d-'0')
				}
				if i >= 1 && i <= len(fields) {
					b.WriteString(fields[i-1])
				}
			}
			rest = rest[end:]
		default:
			return line
		}
	}
	return b.String()
}

// apply returns line after s (its first match replaced, or every one
// with g) when its pattern is a basic regular expression the guard
// reads; otherwise the replacement followed by the line, the worst
// reading of what the pattern space becomes.
func (s *sedSubst) apply(line string) string {
	re, err := s.compile()
	if err != nil {
		return s.repl + line
	}
	repl := strings.NewReplacer(`\&`, "&", "&", "${0}", `\1`, "${1}", `\2`, "${2}", `\3`, "${3}", "$", "$$").Replace(s.repl)
	if strings.Contains(s.flags, "g") {
		return re.ReplaceAllString(line, repl)
	}
	done := false
	return re.ReplaceAllStringFunc(line, func(m string) string {
		if done {
			return m
		}
		done = true
		return re.ReplaceAllString(m, repl)
	})
}

// compile returns the s command's pattern as a Go regular expression.
func (s *sedSubst) compile() (*regexp.Regexp, error) {
	expr := s.pattern
	if !s.ere {
		expr = breToRE2(expr)
	}
	if strings.ContainsAny(s.flags, "Ii") {
		expr = "(?i)" + expr // GNU's I flag: case ignored
	}
	return regexp.Compile(expr)
}

// sedCaseEscape reports whether repl, an s command's replacement, holds
// one of GNU sed's case conversions (\L, \U, \l, \u, \E), which apply
// does not compute.
func sedCaseEscape(repl string) bool {
	for i := 0; i+1 < len(repl); i++ {
		if repl[i] == '\\' {
			if strings.IndexByte("LUluE", repl[i+1]) >= 0 {
				return true
			}
			i++ // an escaped character: \\L is a backslash and L
		}
	}
	return false
}

// breToRE2 turns a POSIX basic regular expression into RE2's syntax:
// \( \) \{ \} \+ \? \| are the operators, ( ) { } + ? | literal.
func breToRE2(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		ch := p[i]
		if ch == '\\' && i+1 < len(p) {
			i++
			switch p[i] {
			case '(', ')', '{', '}', '+', '?', '|':
				b.WriteByte(p[i])
			default:
				b.WriteByte('\\')
				b.WriteByte(p[i])
			}
			continue
		}
		switch ch {
		case '(', ')', '{', '}', '+', '?', '|':
			b.WriteByte('\\')
		}
		b.WriteByte(ch)
	}
	return b.String()
}

// inputCarried returns the commands of inputCommands as carried code,
// and those of git's ext:: remotes (gitExtCarried).
func inputCarried(c *Command) []carriedCode {
	out := gitExtCarried(c)
	for _, code := range inputCommands(c) {
		out = append(out, carriedCode{c.Name + ", running the lines it reads", Word{Value: code, Literal: true}})
	}
	return out
}

// gitExtCarried returns the commands of git's ext:: remotes among c's
// words, c a git command: git-remote-ext(1) runs the program of an
// ext::PROG ARGS… URL (words split at blanks, "% " a blank, %s the
// service) to talk to the remote, when protocol.ext.allow lets it (a
// -c before the subcommand, or the user's configuration: the worst
// reading is that it does).
func gitExtCarried(c *Command) []carriedCode {
	if !isGit(c) {
		return nil
	}
	var out []carriedCode
	for _, a := range c.Args {
		spec, ok := strings.CutPrefix(a.Value, "ext::")
		if !ok || spec == "" {
			continue
		}
		var words []string
		for _, f := range strings.Split(strings.ReplaceAll(spec, "% ", "\x00"), " ") {
			if f == "" {
				continue
			}
			f = strings.NewReplacer("\x00", " ", "%s", "upload-pack", "%S", "git-upload-pack", "%G", "", "%V", "", "%%", "%").Replace(f)
			words = append(words, shquote.Single(f))
		}
		if len(words) > 0 {
			out = append(out, carriedCode{"git ext::", Word{Value: strings.Join(words, " "), Literal: a.Literal}})
		}
	}
	return out
}

// shellFedText returns the text c prints at worst when a shell reads
// it as code (pipedOutput): yes's line; sed's lines of in, its known
// standard input, with its s commands applied (echo 1 | sed 's/1/rm -rf ~/' |
// sh); an interpreter one-liner's string literals, which make what it
// prints, each on a line and all of them on one (python3 -c
// 'print("rm -rf ~")' | sh).
func shellFedText(c *Command, in *string) (string, bool) {
	switch c.Name {
	case "yes":
		line := "y"
		if len(c.Args) > 0 {
			for _, w := range c.Args {
				if !w.Literal {
					return "", false
				}
			}
			line = joinWords(c.Args).Value
		}
		return line + "\n", true
	case "sed", "gsed":
		return sedPrints(c, in)
	}
	var lits []string
	if lang, code, ok := interpCode(c); ok && lang != "" {
		if !decodeCall.get().MatchString(code) && !printsLiteralsOnly(code) {
			// Code that does more with its strings than print them
			// (reverse, [::-1], replace, join, chr): what it prints is
			// not known here.
			return "", false
		}
		lits = quotedStrings(code)
	} else if isAwk(c) {
		lits = quotedStrings(strings.Join(awkPrograms(c.Args), "\n"))
	}
	if len(lits) == 0 {
		return "", false
	}
	for i, l := range lits {
		lits[i] = backslashEscapes(l) // "env\n"
	}
	if lang, code, ok := interpCode(c); ok && lang != "" && decodeCall.get().MatchString(code) {
		// print(base64.b64decode('cm0g…').decode()),
		// Buffer.from('…', 'base64'), bytes.fromhex('…'): what it
		// prints is the literal decoded.
		for _, l := range lits {
			if text, ok := decodedLiteral(l); ok {
				lits = append(lits, text)
			}
		}
	}
	return strings.Join(lits, "\n") + "\n" + strings.Join(lits, " ") + "\n" + strings.Join(lits, "") + "\n", true
}

// printVerbs are the words of one-liners that only print their strings:
// the languages' print calls and the names on the way to them
// (console.log, sys.stdout.write, STDOUT.puts, io.write), the imports
// and pragmas such a line begins with, and the environment's readers
// (os.environ["X"], os.getenv("X"), ENV.fetch("X"), $ENV{"X"},
// process.env): a variable's value printed is read as eval "$X" is.
var printVerbs = set{"$ENV", "$stdout", "ENV", "Print", "Println", "STDOUT", "System", "cat", "console", "echo", "env", "environ", "fetch", "fmt", "get", "getenv", "import", "io", "log", "os", "out", "p", "print", "printf", "println", "process", "puts", "say", "stdout", "strict", "sys", "use", "warnings", "write", "writeLines"}

// printsLiteralsOnly reports whether code, an interpreter's one-liner,
// does nothing with its string literals but print them: outside the
// literals only printVerbs, blanks, backslashes, brackets, separators
// and the concatenations + and . (print("rm " + "-rf ~"), print "a" .
// "b").
// Anything else may make other text of them: a reverse, a slice, a
// replace, a join, a character code.
func printsLiteralsOnly(code string) bool {
	rest := quotedRe.get().ReplaceAllString(code, " ")
	for i := 0; i < len(rest); {
		c := rest[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\' || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == ';' || c == ',' || c == '+' || c == '.':
			i++
		case c == '$' || c == '_' || c|0x20 >= 'a' && c|0x20 <= 'z':
			j := i + 1
			for j < len(rest) && isWordByte(rest[j]) {
				j++
			}
			if !printVerbs.has(rest[i:j]) {
				return false
			}
			i = j
		default:
			return false
		}
	}
	return true
}

// decodedLiteral returns the text a string literal of code that decodes
// spells in base64 or hex, when it is text (valid UTF-8, no control
// characters but line breaks and tabs).
func decodedLiteral(s string) (string, bool) {
	if len(s) < 4 || strings.ContainsAny(s, " \t\n") {
		return "", false
	}
	dec, err := hex.DecodeString(s)
	if err != nil {
		dec, err = decodeBase64(s)
	}
	if err != nil {
		dec, err = decodeBase64(strings.NewReplacer("-", "+", "_", "/").Replace(s)) // URL-safe
	}
	if err != nil || !utf8.Valid(dec) || strings.ContainsFunc(string(dec), func(r rune) bool {
		return unicode.IsControl(r) && r != '\n' && r != '\t' && r != '\r'
	}) {
		return "", false
	}
	return string(dec), true
}

// decodeBase64 decodes s as base64, padded or not.
func decodeBase64(s string) ([]byte, error) {
	dec, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		dec, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(s, "="))
	}
	return dec, err
}

// sedPrints returns what sed prints of in, its known standard input, when
// its script is s commands only, neither running nor writing anything
// (no e, no w): each line with the substitutions applied
// (sedSubst.apply), in order; with -n, only the lines one of them
// matched, when each has the p flag (sed -n 's/^v//p').
func sedPrints(c *Command, in *string) (string, bool) {
	if in == nil {
		return "", false
	}
	p := parseArgs(&sedArgs, c.Args)
	if inPlace(p) {
		return "", false
	}
	progs, files := programOf(&sedArgs, p)
	if len(files) > 0 {
		return "", false
	}
	return sedApply(c, p, progs, *in, false)
}

// sedApply returns what sed, its words c.Args read as p with the scripts
// progs, makes of text when they are s commands only (sedPrints): the
// lines it prints, or with -i writes back. whole: all of text or
// nothing, never its first maxCalls lines.
func sedApply(c *Command, p parsed, progs []Word, text string, whole bool) (string, bool) {
	quiet := p.hasAny(sedQuietOpts)
	if len(progs) == 0 {
		return "", false
	}
	for _, w := range progs {
		if !w.Literal {
			return "", false
		}
	}
	var subs []*sedSubst
	for _, st := range sedStatements(c.Args) {
		s := sedSubstOf(st)
		if s == nil || strings.ContainsAny(s.flags, "ew") || sedCaseEscape(s.repl) {
			return "", false
		}
		if _, err := s.compile(); quiet && (err != nil || !strings.Contains(s.flags, "p")) {
			return "", false // -n: only s///p's lines, when each is one
		}
		s.ere = p.hasAny(sedExtendedOpts)
		subs = append(subs, s)
	}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) > maxCalls {
		if whole {
			return "", false
		}
		lines = lines[:maxCalls]
	}
	var out []string
	for _, l := range lines {
		printed := !quiet
		for _, s := range subs {
			if re, _ := s.compile(); quiet && re.MatchString(l) {
				printed = true // sed -n 's/…/…/p': a line a substitution matched
			}
			l = s.apply(l)
		}
		if printed {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		return "", true
	}
	return strings.Join(out, "\n") + "\n", true
}
