//go:build unix

package shim

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

func TestWordBefore(t *testing.T) {
	for _, tc := range []struct {
		in    string
		word  string
		quote byte
		ok    bool
	}{
		{"", "", 0, true},
		{"cat ", "", 0, true},
		{"cat fi", "fi", 0, true},
		{`cat my\ fi`, "my fi", 0, true},
		{`cat 'my fi`, "my fi", '\'', true},
		{`cat "my fi`, "my fi", '"', true},
		{`cat "a\"b`, `a"b`, '"', true},
		{`cat "a\nb`, `a\nb`, '"', true}, // \n stays two characters in "…"
		{`cat 'a'b"c"d`, "abcd", 0, true},
		{"a|b", "b", 0, true},
		{"a;b&&c>d", "d", 0, true},
		{"(cd x", "x", 0, true},
		{"echo $HOME/x", "", 0, false},
		{`echo "$HOME/x`, "", 0, false},
		{"echo `pwd`/x", "", 0, false},
		{"echo $HOME x", "x", 0, true}, // the expansion ended with its word
		{`echo '$HOME`, "$HOME", '\'', true},
		{`cat a\`, "", 0, false},
	} {
		word, quote, ok := wordBefore(tc.in)
		if ok != tc.ok || ok && (word != tc.word || quote != tc.quote) {
			t.Errorf("wordBefore(%q) = %q, %q, %v; want %q, %q, %v", tc.in, word, quote, ok, tc.word, tc.quote, tc.ok)
		}
	}
}

// What quoteMore appends reads back, in bash's grammar, as the name.
func TestQuoteMoreRoundTrip(t *testing.T) {
	names := []string{"plain.txt", "my file", `a"b`, "it's", "$HOME", "a`b", `back\slash`, "semi;colon", "glob*?[x]",
		"~tilde", "new\nline", "tab\there", "brace{a,b}", "hash#x", "amp&pipe|", "paren()", "é-ü"}
	for _, name := range names {
		for _, open := range []string{"", "'", `"`} {
			var quote byte
			if open != "" {
				quote = open[0]
			}
			text := "x " + open + quoteMore(name, quote, true) + closing(quote)
			f, err := syntax.NewParser().Parse(strings.NewReader(text), "")
			if err != nil {
				t.Errorf("%q: %v", text, err)
				continue
			}
			call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
			if !ok || len(call.Args) != 2 {
				t.Errorf("%q: not two words", text)
				continue
			}
			got, ok := literal(call.Args[1])
			if !ok || got != name {
				t.Errorf("%q reads as %q (%v), want %q", text, got, ok, name)
			}
		}
	}
}

// literal is the value of a word with quotes only (no expansion).
func literal(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for _, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			b.WriteString(unescape(p.Value))
		case *syntax.SglQuoted:
			if p.Dollar {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				b.WriteString(unescapeDouble(l.Value))
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func unescapeDouble(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func TestCompleteFile(t *testing.T) {
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	for _, d := range []string{"work/sub dir", "work/subway", "home/docs"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"work/my file.txt", "work/it's", "work/.hidden", "work/alpha1", "work/alpha2", "home/notes.md"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("sub dir", filepath.Join(dir, "work", "link")); err != nil {
		t.Fatal(err)
	}
	work := filepath.Join(dir, "work")
	for _, tc := range []struct {
		line  string // | is the cursor
		want  string // "" when nothing is completed
		names []string
	}{
		{"cat my|", `cat my\ file.txt |`, nil},
		{"cat 'my|", `cat 'my file.txt' |`, nil},
		{`cat "my|`, `cat "my file.txt" |`, nil},
		{"cat it|", `cat it\'s |`, nil},
		{"cat 'it|", `cat 'it'\''s' |`, nil},
		{"cd sub|", "cd sub|", []string{"sub dir/", "subway/"}},
		{"cd sub\\ |", `cd sub\ dir/|`, nil},
		{"cd li|", "cd link/|", nil}, // a link to a directory
		{"cat al|", "cat alpha|", []string{"alpha1", "alpha2"}},
		{"cat alpha|", "cat alpha|", []string{"alpha1", "alpha2"}},
		{"cat .h|", "cat .hidden |", nil},
		{"cat |", "cat |", []string{"alpha1", "alpha2", "it's", "link/", "my file.txt", "sub dir/", "subway/"}},
		{"cat ~/no|", "cat ~/notes.md |", nil},
		{"cat " + home + "/d|", "cat " + home + "/docs/|", nil},
		{"cat ../home/n|", "cat ../home/notes.md |", nil},
		{"cat my| more", `cat my\ file.txt | more`, nil},
		{"cat zz|", "", nil},
		{"cat $PWD/my|", "", nil},
		{"cat nodir/x|", "", nil},
	} {
		pos := strings.IndexByte(tc.line, '|')
		line := strings.Replace(tc.line, "|", "", 1)
		c, ok := completeFile(line, pos, work, home)
		if tc.want == "" {
			if ok {
				t.Errorf("%q: completed to %q", tc.line, c.line)
			}
			continue
		}
		got := c.line[:c.pos] + "|" + c.line[c.pos:]
		if !ok || got != tc.want || !reflect.DeepEqual(c.names, tc.names) {
			t.Errorf("%q: got %q %q (%v), want %q %q", tc.line, got, c.names, ok, tc.want, tc.names)
		}
	}
}

func TestColumns(t *testing.T) {
	names := []string{"a", "bb", "ccc", "d", "e"}
	for _, tc := range []struct {
		width int
		want  string
	}{
		{80, "a    bb   ccc  d    e\n"},
		{10, "a    d\nbb   e\nccc\n"},
		{3, "a\nbb\nccc\nd\ne\n"},
	} {
		if got := columns(names, tc.width); got != tc.want {
			t.Errorf("columns(width %d) = %q, want %q", tc.width, got, tc.want)
		}
	}
}

func TestPrompt(t *testing.T) {
	w := who{user: "ann", host: "box", home: "/home/ann"}
	for dir, want := range map[string]string{
		"/home/ann":       "ann@box:~$ ",
		"/home/ann/src/x": "ann@box:~/src/x$ ",
		"/home/anna":      "ann@box:/home/anna$ ",
		"/":               "ann@box:/$ ",
		"/tmp/\x1b[2J":    `ann@box:/tmp/\x1b[2J$ `,
	} {
		if got := w.prompt(dir); got != want {
			t.Errorf("prompt(%q) = %q, want %q", dir, got, want)
		}
	}
	w.root = true
	if got := w.prompt("/"); got != "ann@box:/# " {
		t.Errorf("root's prompt = %q", got)
	}
}
