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

// braceWords returns the words a command's word becomes, evaluated: brace
// expansion comes first in the shell, before parameter expansion, and works
// on the word's text, so $GH_TOKE{N,} is $GH_TOKEN and $GH_TOKE, and
// ~/.aws/{credentials,config} two paths. Each word brace expansion makes
// (mvdan.cc/sh's expand) is printed and read again as the shell reads it
// then; a word without braces is v, the word evaluated.
func (a *analyzer) braceWords(s *source, wd *syntax.Word, v Word, w []string) []Word {
	cp := &syntax.Word{Parts: slices.Clone(wd.Parts)}
	if a.in.braceWords > maxBraceWords || !syntax.SplitBraces(cp) {
		return []Word{v}
	}
	var out []Word
	p := syntax.NewParser(syntax.Variant(langOf(s.g)))
	for x, err := range expand.BracesSeq(nil, cp) {
		if a.in.braceWords++; err != nil || a.in.braceWords > maxBraceWords {
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
