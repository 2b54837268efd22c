package policy

import (
	"slices"
	"strings"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

// maxBraceWords bounds the words brace expansion makes in one input;
// past it the input is refused (sys.too-large), since the words it did not
// make are not judged.
const maxBraceWords = 16 << 10

// maxBraceWork bounds the work of brace expansion in one input, in word
// parts copied: mvdan.cc/sh's expansion copies each word it makes once per
// brace it holds, so {a,b}{a,b}… makes few words at great cost. Past it the
// input is refused too.
const maxBraceWork = maxBraceWords << 8

// braceWords returns the words a command's word becomes, evaluated: brace
// expansion comes first in the shell, before parameter expansion, and works
// on the word's text, so $GH_TOKE{N,} is $GH_TOKEN and $GH_TOKE, and
// ~/.aws/{credentials,config} two paths. Each word brace expansion makes
// (mvdan.cc/sh's expand) is printed and read again as the shell reads it
// then; a word without braces is v, the word evaluated.
func (a *analyzer) braceWords(s *source, wd *syntax.Word, v Word, w []string) []Word {
	cp := &syntax.Word{Parts: slices.Clone(wd.Parts)}
	if a.in.braceWords > maxBraceWords || a.in.braceWork > maxBraceWork || !syntax.SplitBraces(cp) {
		return []Word{v}
	}
	braces, parts := braceSize(cp)
	cost := (braces + 1) * parts // one word's
	if a.in.braceWork += cost; a.in.braceWork > maxBraceWork {
		return []Word{v} // not expanded at all: the first word alone costs too much
	}
	var out []Word
	p := syntax.NewParser(syntax.Variant(langOf(s.g)))
	for x, err := range expand.BracesSeq(nil, cp) {
		if a.in.braceWords++; err != nil || a.in.braceWords > maxBraceWords {
			break
		}
		if a.in.braceWork += cost; a.in.braceWork > maxBraceWork {
			break
		}
		if !slices.ContainsFunc(x.Parts, func(p syntax.WordPart) bool { _, lit := p.(*syntax.Lit); return !lit }) {
			out = append(out, a.word(s, x, w)) // letters only: nothing to read again
			continue
		}
		var b strings.Builder
		if syntax.NewPrinter().Print(&b, x) != nil {
			return []Word{v}
		}
		text := b.String()
		again, err := p.Document(strings.NewReader(text))
		if err != nil {
			return []Word{v}
		}
		out = append(out, a.word(&source{text: text, g: s.g}, again, w))
	}
	return out
}

// braceSize counts the braces of wd and its parts, nested ones included.
func braceSize(wd *syntax.Word) (braces, parts int) {
	for _, p := range wd.Parts {
		parts++
		if b, ok := p.(*syntax.BraceExp); ok {
			braces++
			for _, e := range b.Elems {
				nb, np := braceSize(e)
				braces, parts = braces+nb, parts+np
			}
		}
	}
	return braces, parts
}
