package policy

import "strings"

// The comments of an interpreter's code run nothing: python3 -c '#
// os.system("rm -rf ~")' only prints, as a shell's # line does. The
// rules that read a one-liner's code (interpCode) read it without its
// line comments, but only where no reading of the code could take one
// for a string's or a block comment's text: the code before the mark
// holds none of the characters that may open one (commentOpeners:
// quotes, a regular expression's or a block comment's slash, Lua's
// long bracket), and a mark is no block comment's (Julia's #=, Nim's
// #[, Lua's --[[, Raku's #`). A string's forms a scan cannot follow
// (Python's """ holding a lone ", f"{"a" + " #"}", JavaScript's /`/,
// Ruby's heredocs and %q()) then leave every comment after them in:
// the code read is never less than what runs.

// commentMark returns the mark that starts a line comment in lang's
// code, the characters whose appearance in code before a mark may make
// it a string's text (openers; "" where any code may: Perl's q{},
// Ruby's %q(), heredocs and regular expressions, so that only the
// comments before the first code are read as comments), the characters
// that right after the mark open a block comment, and whether a comment
// may follow code on its line (trailing); "" for a language whose
// comments are not read here (Tcl's # starts one only where a command
// does).
func commentMark(lang string) (mark, openers, block string, trailing bool) {
	switch lang {
	case "python", "r":
		return "#", "'\"`", "", true
	case "julia":
		return "#", "'\"`", "=", true
	case "nim":
		return "#", "'\"`", "[", true
	case "ruby", "perl", "elixir", "crystal":
		return "#", "", "", false
	case "raku":
		return "#", "", "`|=", false
	case "java", "scala", "swift", "dart", "zig", "v", "go", "rust", "csharp", "c":
		return "//", "'\"`/#@", "", true
	case "node", "groovy", "php":
		return "//", "", "", false
	case "lua":
		return "--", "'\"[", "[", true
	case "erlang":
		return "%", "'\"$", "", true
	case "clojure", "scheme":
		return ";", "\"\\#|", "", true
	}
	return "", "", "", false
}

// withoutComments returns code, an interpreter's of lang, with the line
// comments removed that commentMark says are surely comments, each line
// break kept; from the first character that may open a string or a
// block comment on, code as it is.
func withoutComments(lang, code string) string {
	mark, openers, block, trailing := commentMark(lang)
	if mark == "" || !strings.Contains(code, mark) {
		return code
	}
	var b strings.Builder
	lineStart := true // only blanks since the line began
	for i := 0; i < len(code); i++ {
		ch := code[i]
		if strings.HasPrefix(code[i:], mark) && (lineStart || trailing && strings.IndexByte(" \t;", code[i-1]) >= 0) {
			if after := code[i+len(mark):]; after != "" && strings.IndexByte(block, after[0]) >= 0 {
				return b.String() + code[i:]
			}
			end := strings.IndexByte(code[i:], '\n')
			if end < 0 {
				return b.String()
			}
			i += end - 1 // the line break is written next round
			continue
		}
		blank := ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'
		if openers == "" && !blank || strings.IndexByte(openers, ch) >= 0 {
			return b.String() + code[i:]
		}
		b.WriteByte(ch)
		lineStart = ch == '\n' || lineStart && blank
	}
	return b.String()
}
