package policy

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// maxBraceWords bounds the words brace expansion makes in one input;
// past it the input is refused (sys.too-large), since the words it did not
// make are not judged.
const maxBraceWords = 16 << 10

// maxBraceWork bounds the work of brace expansion in one input, in word
// parts copied: expansion (braceExpand) copies each word it makes once per
// brace it holds, so {a,b}{a,b}… makes few words at great cost. Past it the
// input is refused too.
const maxBraceWork = maxBraceWords << 8

// braceWords returns the words a command's word becomes, evaluated: brace
// expansion comes first in the shell, before parameter expansion, and works
// on the word's text, so $GH_TOKE{N,} is $GH_TOKEN and $GH_TOKE, and
// ~/.aws/{credentials,config} two paths. Each word brace expansion makes
// (braceExpand) is printed and read again as the shell reads it then; a word
// without braces is v, the word evaluated.
func (a *analyzer) braceWords(s *source, wd *syntax.Word, v Word, w []string) []Word {
	return a.appendBraceWords(nil, s, wd, v, w)
}

// appendBraceWords appends braceWords(s, wd, v, w) to dst: a command's
// words are made so, without a slice of one word for each word without
// braces (a tenth of BenchmarkCheckTypical's allocations).
func (a *analyzer) appendBraceWords(dst []Word, s *source, wd *syntax.Word, v Word, w []string) []Word {
	if a.in.braceWords > maxBraceWords || a.in.braceWork > maxBraceWork || !slices.ContainsFunc(wd.Parts, braceLit) {
		return append(dst, v) // as syntax.SplitBraces would find, without its copy of the word
	}
	if out, ok := a.expandBraces(s, wd, w); ok {
		return append(dst, out...)
	}
	return append(dst, v)
}

// braceLit reports whether a word part is a literal with a brace: a word
// without one has no brace expansion. Checked before the word is copied
// and split, which cost BenchmarkCheckTypical a third of its allocations.
func braceLit(p syntax.WordPart) bool {
	l, ok := p.(*syntax.Lit)
	return ok && strings.Contains(l.Value, "{")
}

// expandBraces returns the words brace expansion makes of wd, evaluated,
// and false when it makes none or one cannot be read again.
func (a *analyzer) expandBraces(s *source, wd *syntax.Word, w []string) ([]Word, bool) {
	cp := &syntax.Word{Parts: slices.Clone(wd.Parts)}
	if !syntax.SplitBraces(cp) {
		return nil, false
	}
	braces, parts := braceSize(cp)
	cost := (braces + 1) * parts // one word's
	if a.in.braceWork += cost; a.in.braceWork > maxBraceWork {
		return nil, false // not expanded at all: the first word alone costs too much
	}
	var out []Word
	p := syntax.NewParser(syntax.Variant(langOf(s.g)))
	for x := range braceExpand(cp) {
		if a.in.braceWords++; a.in.braceWords > maxBraceWords {
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
			return nil, false
		}
		text := b.String()
		again, ok := oneWord(p, text)
		if !ok {
			return nil, false
		}
		out = append(out, a.word(&source{text: text, g: s.g}, again, w))
	}
	return out, true
}

// oneWord reads text as the one shell word it prints (quotes and all:
// "$HOME"/{a,b} makes "$HOME"/a, a double-quoted part and a literal), and
// false when it is not one word. (Parser.Document would read it as a
// heredoc's body, its quotes as letters.)
func oneWord(p *syntax.Parser, text string) (*syntax.Word, bool) {
	var word *syntax.Word
	for w, err := range p.WordsSeq(strings.NewReader(text)) {
		if err != nil || word != nil {
			return nil, false
		}
		word = w
	}
	return word, word != nil
}

// braceExpand yields the words brace expansion makes of a word split by
// syntax.SplitBraces, in the shell's order: x{a,b}{1..3} is xa1 xa2 xa3
// xb1 …; a sequence counts by its step and pads to its widest end when one
// has leading zeros ({01..10}), and letters count as letters ({a..e}).
// The words may share parts. It does what mvdan.cc/sh's expand.BracesSeq
// does, but expand imports os/user, which makes the binary load libc and
// run cgo's start-up at every run: +0.4M instructions to
// `guarded-sh --guard check` of empty input (cachegrind), a tenth of the
// start-up ratio of scripts/bench.sh (TestGuardedShLinks).
func braceExpand(word *syntax.Word) func(yield func(*syntax.Word) bool) {
	return func(yield func(*syntax.Word) bool) { braceExpandRec(word, yield) }
}

// braceExpandRec yields each word made of word, and reports whether to go on.
func braceExpandRec(word *syntax.Word, yield func(*syntax.Word) bool) bool {
	for i, wp := range word.Parts {
		br, ok := wp.(*syntax.BraceExp)
		if !ok {
			continue
		}
		left, rest := word.Parts[:i:i], word.Parts[i+1:]
		each := func(parts []syntax.WordPart) bool { // parts in place of br
			return braceExpandRec(&syntax.Word{Parts: slices.Concat(parts, rest)}, func(w *syntax.Word) bool {
				w.Parts = slices.Concat(left, w.Parts)
				return yield(w)
			})
		}
		if !br.Sequence {
			for _, e := range br.Elems {
				if !each(e.Parts) {
					return false
				}
			}
			return true
		}
		from, to, chars, width := braceEnds(br.Elems[0].Lit(), br.Elems[1].Lit())
		step := int64(1)
		if len(br.Elems) > 2 {
			if n, _ := strconv.ParseInt(br.Elems[2].Lit(), 10, 64); n != 0 {
				step = max(n, -n) // only its size counts
			}
		}
		if from > to {
			step = -step
		}
		for n := from; from <= to && n <= to || from > to && n >= to; n += step {
			v := strconv.FormatInt(n, 10)
			switch {
			case chars:
				v = string(rune(n))
			case width > 0:
				v = fmt.Sprintf("%0*d", width, n)
			}
			if !each([]syntax.WordPart{&syntax.Lit{Value: v}}) {
				return false
			}
		}
		return true
	}
	return yield(word)
}

// braceEnds reads a sequence's ends: numbers, else the first letters; width
// is the widest end when one has leading zeros, else 0.
func braceEnds(a, b string) (from, to int64, chars bool, width int) {
	from, err1 := strconv.ParseInt(a, 10, 64)
	to, err2 := strconv.ParseInt(b, 10, 64)
	if err1 != nil || err2 != nil {
		return int64(a[0]), int64(b[0]), true, 0
	}
	zeros := func(s string) bool { s = strings.TrimPrefix(s, "-"); return len(s) > 1 && s[0] == '0' }
	if zeros(a) || zeros(b) {
		width = max(len(a), len(b))
	}
	return from, to, false, width
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
