package policy

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// cmdSubst walks a command substitution. Backquotes nest only by escaping:
// the shell takes the text between them, drops each backslash before $, `
// and \ (and " inside double quotes), and parses what is left as
// commands, so `echo \`echo \\\`cmd\\\`\“ runs cmd three levels down.
// mvdan.cc/sh reads two levels and leaves the third a literal; here the
// text is unescaped and parsed again as the shell does, each level one
// substitution deeper (maxSubst).
func (a *analyzer) cmdSubst(s *source, x *syntax.CmdSubst, w []string, quoted bool) {
	body, ok := backquoted(s.slice(x))
	if !ok {
		a.subst(s, x.Stmts, w)
		return
	}
	if a.substDepth >= maxSubst {
		a.in.tooDeep = true
		return
	}
	a.substDepth++
	defer func() { a.substDepth-- }()
	p := syntax.NewParser(syntax.KeepComments(true), syntax.Variant(langOf(s.g)))
	f, err := p.Parse(strings.NewReader(unbackquote(body, quoted)), "")
	if err != nil {
		a.subst(s, x.Stmts, w) // as mvdan read it
		return
	}
	inner := &source{text: unbackquote(body, quoted), g: s.g}
	outer := a.outer
	a.outer = nil // what it prints is the word's
	a.stmts(inner, f.Stmts, w)
	a.outer = outer
}

// backquoted returns the text between the backquotes of `…` when it holds
// an escape the shell removes before parsing it.
func backquoted(text string) (string, bool) {
	if len(text) < 2 || text[0] != '`' || text[len(text)-1] != '`' {
		return "", false
	}
	body := text[1 : len(text)-1]
	return body, strings.Contains(body, "\\")
}

// unbackquote drops the backslashes the shell drops from backquoted text.
func unbackquote(body string, quoted bool) string {
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] == '\\' && i+1 < len(body) && (strings.IndexByte("$`\\", body[i+1]) >= 0 || quoted && body[i+1] == '"') {
			i++
		}
		b.WriteByte(body[i])
	}
	return b.String()
}

// dollarParens rewrites the backquoted substitutions of text as $( ), with
// their text unescaped as the shell unescapes it, at every level: the
// form mvdan.cc/sh reads at any depth, for text it could not parse with
// backquotes nested three and more deep. ok is false when a backquote is
// left open.
func dollarParens(text string) (string, bool) {
	var b strings.Builder
	single, double := false, false
	for i := 0; i < len(text); i++ {
		ch := text[i]
		switch {
		case single:
			single = ch != '\''
		case ch == '\\' && i+1 < len(text):
			b.WriteByte(ch)
			i++
			ch = text[i]
		case ch == '\'' && !double:
			single = true
		case ch == '"':
			double = !double
		case ch == '#' && !double && (i == 0 || strings.IndexByte(" \t\n;&|(", text[i-1]) >= 0):
			j := strings.IndexByte(text[i:], '\n')
			if j < 0 {
				j = len(text) - i
			}
			b.WriteString(text[i : i+j])
			i += j - 1
			continue
		case ch == '`':
			j := i + 1
			for ; j < len(text) && text[j] != '`'; j++ {
				if text[j] == '\\' {
					j++
				}
			}
			if j >= len(text) {
				return "", false
			}
			inner, ok := dollarParens(unbackquote(text[i+1:j], double))
			if !ok {
				return "", false
			}
			b.WriteString("$(" + inner + ")")
			i = j
			continue
		}
		b.WriteByte(ch)
	}
	return b.String(), true
}
