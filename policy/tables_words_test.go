package policy

import (
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// wordsExprs are the expressions that carry words (lazyRegexp.words).
var wordsExprs = map[string]*lazyRegexp{
	"securityUnit":    securityUnit,
	"firewallUnit":    firewallUnit,
	"protectService":  protectService,
	"securityAgent":   securityAgent,
	"securityProcess": securityProcess,
	"securityProgram": securityProgram,
	"securityDisplay": securityDisplay,
	"criticalProcess": criticalProcess,
	"sessionProcess":  sessionProcess,
	"sysDisk":         sysDisk,
	"secretPatternRe": secretPatternRe,
	"dropHost":        dropHost,
	"mcpConfigName":   mcpConfigName,
	"editorSettings":  editorSettings,
	"systemLog":       systemLog,
	"exfilSystemFile": exfilSystemFile,
	"varRefRe":        varRefRe,
}

// TestRegexpWords keeps each expression's words the ones its syntax
// requires (requiredWords): words that a match might not hold would make
// match miss it.
func TestRegexpWords(t *testing.T) {
	for name, l := range wordsExprs {
		re, err := syntax.Parse(l.expr, syntax.Perl)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want, ok := requiredWords(re)
		if !ok {
			t.Errorf("%s: its syntax requires no word of a match, so it can carry none", name)
			continue
		}
		if !slices.Equal(l.words, want) {
			t.Errorf("%s carries the words %q; its syntax requires\n\twords: %#v,", name, l.words, want)
		}
	}
}

// TestRegexpWordsMatch asks match and the compiled expression alike
// about the words, the names of every alternative, in other cases, inside
// other text, and spelt with letters beyond ASCII that fold to ASCII ones.
func TestRegexpWordsMatch(t *testing.T) {
	for name, l := range wordsExprs {
		probes := []string{"", "1234", "%1", "$pid", "nginx", "off", "server.py", "-9"}
		alts := strings.FieldsFunc(l.expr, func(r rune) bool { return strings.ContainsRune(`|()^$?*+\[]`, r) })
		for _, w := range append(alts, l.words...) {
			for _, v := range []string{w, strings.ToUpper(w), "x" + w + "y", "/opt/" + w, w + ".exe", w + ".service", "com." + w + ".plist", w + " x",
				strings.ReplaceAll(w, "k", "\u212a"), strings.ReplaceAll(w, "s", "\u017f")} {
				probes = append(probes, v)
			}
		}
		for _, s := range probes {
			if got, want := l.match(s), l.get().MatchString(s); got != want {
				t.Errorf("%s.match(%q) = %v, the expression says %v", name, s, got, want)
			}
		}
	}
}

// requiredWords returns words, lower-case and sorted, one of which every
// match of re holds in ASCII of any case; ok is false when it can name
// none (a part that may match the empty string or any of a class).
func requiredWords(re *syntax.Regexp) (words []string, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r >= utf8.RuneSelf {
				return nil, false
			}
		}
		return []string{strings.ToLower(string(re.Rune))}, true
	case syntax.OpCapture, syntax.OpPlus:
		return requiredWords(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredWords(re.Sub[0])
		}
	case syntax.OpConcat:
		// A match holds a match of each part: the part whose shortest
		// word is longest.
		best := -1
		for _, sub := range re.Sub {
			if ws, ok := requiredWords(sub); ok && shortest(ws) > best {
				words, best = ws, shortest(ws)
			}
		}
		return words, best >= 0
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			ws, ok := requiredWords(sub)
			if !ok {
				return nil, false
			}
			words = append(words, ws...)
		}
		// A word that holds another is held whenever it is.
		words = slices.DeleteFunc(words, func(w string) bool {
			return slices.ContainsFunc(words, func(v string) bool { return v != w && strings.Contains(w, v) })
		})
		slices.Sort(words)
		return slices.Compact(words), true
	}
	return nil, false
}

func shortest(ws []string) int {
	n := len(ws[0])
	for _, w := range ws {
		n = min(n, len(w))
	}
	return n
}
