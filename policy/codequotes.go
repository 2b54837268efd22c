package policy

import "strings"

// Perl's and Ruby's quote-like operators are strings as much as quotes
// are: q{~} is '~', qq(/etc) is "/etc" (perlop, "Quote and Quote-like
// Operators"), and Ruby's %q(…) and %Q(…) the same (Ruby's syntax
// documentation, "Percent Strings"). One-liners use them to avoid the
// shell's quotes (perl -e 'remove_tree(glob(q{~}))'), so the rules that
// read a one-liner's strings (fsScript, the credential and network
// readers) read them as the quoted strings they are.

// codeText is an interpreter's code as the rules read it: without the
// comments that surely are ones (withoutComments), its quote-like
// strings quoted (plainQuotes).
func codeText(lang, code string) string {
	return plainQuotes(lang, withoutComments(lang, code))
}

// quoteLikeOpen returns, for a quote-like operator's opening delimiter,
// the character that closes it: the matching bracket, or the same
// character (q|…|, q!…!, q/…/); 0 when open cannot open one (a letter, a
// digit, a blank, an underscore, or = and ; that end the word).
func quoteLikeOpen(open byte) byte {
	switch open {
	case '(':
		return ')'
	case '{':
		return '}'
	case '[':
		return ']'
	case '<':
		return '>'
	case '/', '|', '!', '#', '~', ',', '^', '+', ':', '@', '%', '.':
		return open
	}
	return 0
}

// plainQuotes returns code, an interpreter's of lang, with Perl's q and
// qq and Ruby's %q and %Q strings written as the single- and
// double-quoted strings they are. A string whose text holds the quote
// it would be written in, or whose end is not found, is left as it is.
func plainQuotes(lang, code string) string {
	switch lang {
	case "perl":
		if !strings.Contains(code, "q") {
			return code
		}
	case "ruby":
		if !strings.Contains(code, "%q") && !strings.Contains(code, "%Q") {
			return code
		}
	default:
		return code
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(code); i++ {
		double, start, ok := quoteLikeAt(lang, code, i)
		if !ok {
			continue
		}
		end := quoteLikeEnd(code, start)
		if end < 0 {
			continue
		}
		text, quote := code[start+1:end], "'"
		if double {
			quote = `"`
		}
		if strings.Contains(text, quote) || strings.Contains(text, "\n") {
			continue
		}
		b.WriteString(code[last:i])
		b.WriteString(quote + text + quote)
		last, i = end+1, end
	}
	if last == 0 {
		return code
	}
	b.WriteString(code[last:])
	return b.String()
}

// quoteLikeAt reports whether a quote-like operator of lang starts at
// code[i]: whether it interpolates (qq, %Q) and where its opening
// delimiter is. Perl's q must start a word (not $q, @q, %q, ->q, /q/ of
// a pattern, nor a name's end: seq) and be followed by a delimiter, with blanks between
// only before a bracket (q {…}; q #… is a comment, q =>… and q, are a
// hash's key or a list's word).
func quoteLikeAt(lang, code string, i int) (double bool, start int, ok bool) {
	if lang == "ruby" {
		if code[i] != '%' || i+2 >= len(code) || code[i+1] != 'q' && code[i+1] != 'Q' || quoteLikeOpen(code[i+2]) == 0 {
			return false, 0, false
		}
		return code[i+1] == 'Q', i + 2, true
	}
	if code[i] != 'q' || i > 0 && (isWordByte(code[i-1]) || strings.IndexByte("$@%&>-/", code[i-1]) >= 0) {
		return false, 0, false
	}
	j := i + 1
	if j < len(code) && code[j] == 'q' {
		double, j = true, j+1
	}
	name := j
	for j < len(code) && (code[j] == ' ' || code[j] == '\t') {
		j++
	}
	if j >= len(code) || quoteLikeOpen(code[j]) == 0 || j > name && strings.IndexByte("({[<", code[j]) < 0 {
		return false, 0, false
	}
	return double, j, true
}

// quoteLikeEnd returns the index of the delimiter that closes the
// quote-like string opened at code[start], a backslash escaping the
// next character: the same character again (quoteClose), or the
// matching bracket, the same bracket nested inside as Perl and Ruby
// nest it; -1 when it is not closed.
func quoteLikeEnd(code string, start int) int {
	open := code[start]
	closer := quoteLikeOpen(open)
	if closer == open {
		if end := quoteClose(code, start+1, code[start:start+1]); end < len(code) {
			return end
		}
		return -1
	}
	depth := 0
	for k := start + 1; k < len(code); k++ {
		switch code[k] {
		case '\\':
			k++
		case open:
			depth++
		case closer:
			if depth == 0 {
				return k
			}
			depth--
		}
	}
	return -1
}
