//go:build unix

package shim

import (
	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/term"

	"github.com/guarded-sh/guarded-sh/internal/guard"
)

// Tab completion of file names in interactive mode, as bash completes a
// word it has no other completion for: the word before the cursor is read
// with the shell's quoting (backslashes, '…', "…"), the names in its
// directory that it begins are found (relative to the shell's working
// directory; ~/ is the home directory; names beginning with a dot only
// when the word does), and the word is extended in its own quoting: by the
// one name with a space or a slash after it, or by the names' common
// prefix. What the word cannot be completed from (a $ or a ` in it) is
// left alone.

// completion is what Tab can do with the word before the cursor.
type completion struct {
	line string // the line with the completion made
	pos  int    // the cursor in it
	// names are the candidates when the word stays ambiguous (a second
	// Tab shows them), else nil.
	names []string
}

// wordBreaks are the characters that end a word outside quotes.
const wordBreaks = " \t\n;&|<>()"

// completeFile completes the file name before pos in line; dir is the
// working directory relative names are read from, home the home directory.
// ok is false when there is nothing to complete.
func completeFile(line string, pos int, dir, home string) (c completion, ok bool) {
	word, quote, ok := wordBefore(line[:pos])
	if !ok {
		return completion{}, false
	}
	path := word
	if home != "" && (word == "~" || strings.HasPrefix(word, "~/")) {
		path = home + word[1:]
	}
	parent, base := filepath.Split(path)
	read := parent
	if !filepath.IsAbs(read) {
		read = filepath.Join(dir, read)
	}
	entries, err := os.ReadDir(read)
	if err != nil {
		return completion{}, false
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if !strings.HasPrefix(n, base) || n[0] == '.' && !strings.HasPrefix(base, ".") {
			continue
		}
		if isDir(filepath.Join(read, n), e) {
			n += "/"
		}
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return completion{}, false
	}
	add, end := commonPrefix(names)[len(base):], ""
	if len(names) == 1 && !strings.HasSuffix(names[0], "/") {
		end = closing(quote) + " "
	}
	ins := quoteMore(add, quote, word == "" && quote == 0) + end
	c = completion{line: line[:pos] + ins + line[pos:], pos: pos + len(ins)}
	if len(names) > 1 {
		c.names = names
	}
	return c, true
}

// isDir reports whether the entry is a directory, or a link to one.
func isDir(path string, e os.DirEntry) bool {
	if e.IsDir() {
		return true
	}
	if e.Type()&os.ModeSymlink == 0 {
		return false
	}
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// wordBefore reads the last word of s with the shell's quoting: its value,
// and the quote open at its end (0, or the quote character). ok is false for a word
// with an expansion ($, `), whose value is only known when it runs, or
// with a backslash left open.
func wordBefore(s string) (word string, quote byte, ok bool) {
	var b strings.Builder
	expanded := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote == '\'':
			if c == '\'' {
				quote = 0
			} else {
				b.WriteByte(c)
			}
		case c == '\\' && quote == '"':
			if i+1 == len(s) {
				return "", 0, false
			}
			if strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
				i++
			}
			b.WriteByte(s[i])
		case quote == '"':
			switch c {
			case '"':
				quote = 0
			case '$', '`':
				expanded = true
				b.WriteByte(c)
			default:
				b.WriteByte(c)
			}
		case c == '\\':
			if i+1 == len(s) {
				return "", 0, false
			}
			i++
			b.WriteByte(s[i])
		case c == '\'' || c == '"':
			quote = c
		case strings.IndexByte(wordBreaks, c) >= 0:
			b.Reset()
			expanded = false
		case c == '$' || c == '`':
			expanded = true
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), quote, !expanded
}

// commonPrefix is the longest prefix of every name, whole characters only.
func commonPrefix(names []string) string {
	p := names[0]
	for _, n := range names[1:] {
		i := 0
		for i < len(p) && i < len(n) && p[i] == n[i] {
			i++
		}
		p = p[:i]
	}
	for len(p) > 0 && !utf8.ValidString(p) {
		p = p[:len(p)-1] // a character cut in two
	}
	return p
}

// quoteMore quotes s, text to append to a word whose open quote is quote,
// so that the shell reads it as s. first says s starts the word (a ~ there
// would be expanded).
func quoteMore(s string, quote byte, first bool) string {
	switch quote {
	case '\'':
		return strings.ReplaceAll(s, "'", `'\''`)
	case '"':
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if strings.IndexByte("\"\\$`", s[i]) >= 0 {
				b.WriteByte('\\')
			}
			b.WriteByte(s[i])
		}
		return b.String()
	}
	if strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		// A backslash before a newline would join lines: quote it all.
		return shquote.Single(s)
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if strings.IndexByte(" \t\\'\"$`;&|<>()*?[]{}!#=", c) >= 0 || c == '~' && i == 0 && first {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// closing closes the quote a completed word leaves open.
func closing(quote byte) string {
	if quote == 0 {
		return ""
	}
	return string(quote)
}

// columns lays names out in columns down the page as bash lists
// completions, in a terminal width wide; each line ends in "\n".
func columns(names []string, width int) string {
	w := 0
	for _, n := range names {
		w = max(w, utf8.RuneCountInString(n))
	}
	w += 2
	cols := max(1, width/w)
	rows := (len(names) + cols - 1) / cols
	var b strings.Builder
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			i := c*rows + r
			if i >= len(names) {
				break
			}
			n := names[i]
			b.WriteString(n)
			if c < cols-1 && (c+1)*rows+r < len(names) {
				b.WriteString(strings.Repeat(" ", w-utf8.RuneCountInString(n)))
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// complete is the line editor's Tab (term.Terminal's AutoCompleteCallback):
// file names completed from the shell's working directory; a Tab that
// cannot complete further rings the bell, and a second lists the names
// below the line, as bash does.
func (it *interactive) complete(line string, pos int, key rune) (string, int, bool) {
	if key != '\t' {
		it.tabs = 0
		return "", 0, false
	}
	it.tabs++
	c, ok := completeFile(line, pos, it.g.Env().Cwd, it.who.home)
	switch {
	case ok && c.line != line:
		return c.line, c.pos, true
	case ok && c.names != nil && it.tabs >= 2:
		width := 80
		if w, _, err := term.GetSize(it.fd); err == nil && w > 0 {
			width = w
		}
		it.mu.Lock()
		t := it.t
		it.mu.Unlock()
		shown := make([]string, len(c.names))
		for i, n := range c.names {
			shown[i] = guard.Printable(n)
		}
		_, _ = t.Write([]byte(guard.Printable(it.prompt+line) + "\n" + columns(shown, width))) // best effort
	default:
		_, _ = io.WriteString(it.out, "\a") // best effort: the bell
	}
	return "", 0, false
}
