package policy

import "strings"

// perlEditWords are the words perl code that only edits the lines -i
// rewrites may hold besides its substitutions and matches: print and
// say to the file being written, the conditions and the connectives.
var perlEditWords = set{"and", "chomp", "if", "last", "lc", "next", "not", "or", "print", "say", "uc", "unless"}

// perlRegexAfter are the words after which perl reads a / as a match's
// opening, not as a division.
var perlRegexAfter = set{"and", "if", "not", "or", "unless"}

// perlEditOnly reports whether code, perl's -e code under -i, is made
// only of substitutions (s///, tr///, y/// without the e flag), matches
// and the words of perlEditWords on $_: code whose output goes into the
// file it rewrites and nowhere else. Anything else (a function, a
// handle, a module, a block, a variable interpolated with a subscript or
// (?{…}) in a pattern, which run code) is read as code that can show
// what it reads: the list is of what is known to print nothing, not of
// what prints.
func perlEditOnly(code string) bool {
	regexOK := true // at a statement's start a / opens a match
	for i := 0; i < len(code); {
		ch := code[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n':
			i++
			continue
		case ch == ';' || ch == '(' || ch == ',' || ch == '!':
			i, regexOK = i+1, true
			continue
		case ch == ')':
			i, regexOK = i+1, false
			continue
		case strings.HasPrefix(code[i:], "=~") || strings.HasPrefix(code[i:], "!~") || strings.HasPrefix(code[i:], "&&") || strings.HasPrefix(code[i:], "||"):
			i, regexOK = i+2, true
			continue
		case strings.HasPrefix(code[i:], "$_") && (i+2 == len(code) || !isWordByte(code[i+2])):
			i, regexOK = i+2, false
			continue
		case ch == '/':
			if !regexOK {
				return false // a division: arithmetic this list does not read
			}
			end, ok := perlQuoted(code, i, 1)
			if !ok {
				return false
			}
			i = perlFlags(code, end, false)
			if i < 0 {
				return false
			}
			regexOK = false
			continue
		case isWordByte(ch) && (ch < '0' || ch > '9'):
		default:
			return false
		}
		j := i
		for j < len(code) && isWordByte(code[j]) {
			j++
		}
		w := code[i:j]
		parts := 0
		switch w {
		case "m":
			parts = 1
		case "s", "tr", "y":
			parts = 2
		}
		if parts > 0 && j < len(code) && !isWordByte(code[j]) && code[j] != ' ' && code[j] != ';' {
			end, ok := perlQuoted(code, j, parts)
			if !ok {
				return false
			}
			i = perlFlags(code, end, w == "s")
			if i < 0 {
				return false
			}
			regexOK = false
			continue
		}
		if !perlEditWords.has(w) {
			return false
		}
		i, regexOK = j, perlRegexAfter.has(w)
	}
	return true
}

// perlQuoted reads the parts of a quote-like operator whose delimiter is
// at code[i] (s{a}{b}, s/a/b/, m#x#) and returns the index after the
// last one; a part that interpolates code (perlQuietBody) is refused.
func perlQuoted(code string, i, parts int) (int, bool) {
	for n := 0; n < parts; n++ {
		if n > 0 && (code[i-1] == '}' || code[i-1] == ')' || code[i-1] == ']' || code[i-1] == '>') {
			for i < len(code) && (code[i] == ' ' || code[i] == '\t') {
				i++ // s{a} {b}
			}
			if i >= len(code) {
				return 0, false
			}
		}
		open := code[i]
		closer := open
		switch open {
		case '{':
			closer = '}'
		case '(':
			closer = ')'
		case '[':
			closer = ']'
		case '<':
			closer = '>'
		}
		bracket := closer != open
		depth := 0
		j := i + 1
		start := j
		for ; j < len(code); j++ {
			c := code[j]
			if c == '\\' {
				j++
				continue
			}
			if bracket && c == open {
				depth++
				continue
			}
			if c == closer {
				if depth == 0 {
					break
				}
				depth--
			}
		}
		if j >= len(code) {
			return 0, false
		}
		if !perlQuietBody(code[start:j]) {
			return 0, false
		}
		if bracket || n == parts-1 {
			i = j + 1
		} else {
			i = j // s/a/b/: the middle delimiter opens the next part
		}
	}
	return i, true
}

// perlQuietBody reports whether a pattern's or replacement's text runs
// no code: no variable but $1…$9 (${1}) and $& is interpolated (a subscript,
// ${…} and @{[…]} evaluate expressions) and no (?{…}), (??{…}) or
// (*{…}) block is in it.
func perlQuietBody(b string) bool {
	if strings.Contains(b, "?{") || strings.Contains(b, "*{") {
		return false
	}
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '$':
			if i+1 < len(b) {
				n := b[i+1]
				if n == '{' && i+3 < len(b) && b[i+2] >= '1' && b[i+2] <= '9' && b[i+3] == '}' {
					i += 3 // ${1}2
					continue
				}
				if !(n >= '1' && n <= '9' || n == '&' || n == ')' || n == '|' || n == ' ') {
					return false
				}
			}
		case '@':
			if i+1 < len(b) && (isWordByte(b[i+1]) || strings.IndexByte("{[$:", b[i+1]) >= 0) {
				return false
			}
		}
	}
	return true
}

// perlFlags reads a quote-like operator's flags after i and returns the
// index after them, or -1 when they evaluate the replacement as code (e).
func perlFlags(code string, i int, subst bool) int {
	for i < len(code) && ('a' <= code[i] && code[i] <= 'z') {
		if subst && code[i] == 'e' {
			return -1
		}
		i++
	}
	return i
}
