package policy

import "strings"

// The comments of an interpreter's code run nothing: python3 -c '#
// os.system("rm -rf ~")' only prints, as a shell's # line does. The
// rules that read a one-liner's code (interpCode) read it without its
// line comments, found as the language finds them: a line whose first
// word is the mark, and, in a language with no regular expression
// literal that may hold the mark (Perl's / #/, Ruby's, JavaScript's,
// Elixir's ~r/ #/), the rest of a line from the mark after a blank or a
// ;, outside the line's strings. A mark the reading takes for a
// string's quote where the language has none (Rust's 'a, a Lisp's ')
// only leaves a comment in: the code read is never less than what runs.

// commentMark returns the mark that starts a line comment in lang's
// code, the quotes its strings are written in, and whether a comment
// may follow code on its line (trailing); "" for a language whose
// comments are not read here (Tcl's # starts one only where a command
// does).
func commentMark(lang string) (mark, quotes string, trailing bool) {
	switch lang {
	case "python", "r", "julia", "nim":
		return "#", "'\"`", true
	case "ruby", "perl", "elixir", "crystal", "raku":
		return "#", "'\"`", false
	case "java", "scala", "swift", "dart", "zig", "v", "go", "rust", "csharp", "c":
		return "//", "'\"`", true
	case "node", "groovy", "php":
		return "//", "'\"`", false
	case "lua":
		return "--", "'\"", true
	case "erlang":
		return "%", "'\"", true
	case "clojure", "scheme":
		return ";", "\"", true
	}
	return "", "", false
}

// withoutComments returns code, an interpreter's of lang, with its line
// comments removed (commentMark), each line break kept.
func withoutComments(lang, code string) string {
	mark, quotes, trailing := commentMark(lang)
	if mark == "" || !strings.Contains(code, mark) {
		return code
	}
	var b strings.Builder
	var quote byte    // the quote of the string the scan is in, or 0
	lineStart := true // only blanks since the line began
	for i := 0; i < len(code); i++ {
		ch := code[i]
		switch {
		case quote != 0:
			if ch == '\\' && quote != '`' && i+1 < len(code) {
				b.WriteByte(ch)
				i++
				ch = code[i]
			} else if ch == quote {
				quote = 0
			}
		case strings.IndexByte(quotes, ch) >= 0:
			quote = ch
		case strings.HasPrefix(code[i:], mark) && (lineStart || trailing && strings.IndexByte(" \t;", code[i-1]) >= 0):
			end := strings.IndexByte(code[i:], '\n')
			if end < 0 {
				return b.String()
			}
			i += end - 1 // the line break is written next round
			continue
		}
		b.WriteByte(ch)
		lineStart = quote == 0 && (ch == '\n' || lineStart && (ch == ' ' || ch == '\t'))
	}
	return b.String()
}
