package lexer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/shelltest"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// fixture is one line of a testdata/cases*.jsonl file: an input, the
// grammar it is read in, and the verdict Check must give.
//
// cases.jsonl holds the posix family (bash, posix, zsh, mksh); each
// verdict is confirmed against the real shell by TestCasesConfirm.
// cases-powershell.jsonl: the cases come from the PowerShell documentation
// (about_Quoting_Rules, about_Parsing, about_Special_Characters,
// about_Comments, …) and from the parser source (tokenizer.cs, Parser.cs,
// CharTraits.cs); each names its source.
// cases-cmd.jsonl: the cases come from the cmd documentation and from
// descriptions of how cmd.exe parses its input; each names its source.
type fixture struct {
	Name     string `json:"name"`
	Cmd      string `json:"cmd"`
	Grammar  string `json:"grammar"`
	Complete bool   `json:"complete"`
	Kind     Kind   `json:"kind"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Source   string `json:"source"`

	g Grammar // Grammar, parsed
}

// want is the verdict the fixture expects, for messages.
func (c fixture) want() string {
	return lexerWord(Result{Complete: c.Complete, Kind: c.Kind, Line: c.Line, Col: c.Col})
}

// source is "; source: …" when the fixture names one, for messages.
func (c fixture) source() string {
	if c.Source == "" {
		return ""
	}
	return "; source: " + c.Source
}

// fixtureFiles says, for each fixture file, which grammars its rows may
// name, whether each row must name its source, and how many rows it must
// hold at least.
var fixtureFiles = map[string]struct {
	grammars []Grammar
	source   bool
	min      int
}{
	"cases.jsonl":            {[]Grammar{Bash, Posix, Zsh, Mksh}, false, 200},
	"cases-powershell.jsonl": {[]Grammar{PowerShell}, true, 60},
	"cases-cmd.jsonl":        {[]Grammar{Cmd}, true, 25},
}

// loadFixtures reads the fixture file at path, strictly: unknown fields,
// an unknown or misplaced grammar, a duplicate name for a grammar, a
// missing source, an incomplete row without its kind and position or a
// complete one with them, and too few rows all fail tb with file:line.
func loadFixtures(tb testing.TB, path string) []fixture {
	tb.Helper()
	file := filepath.Base(path)
	rules, ok := fixtureFiles[file]
	if !ok {
		tb.Fatalf("%s: no rules for this fixture file; add it to fixtureFiles", file)
	}
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read only
	var rows []fixture
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var c fixture
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&c); err != nil {
			tb.Fatalf("%s:%d: %v", file, n, err)
		}
		if dec.More() {
			tb.Fatalf("%s:%d: more than one JSON value on the line", file, n)
		}
		g, err := ParseGrammar(c.Grammar)
		switch {
		case err != nil || g.String() != c.Grammar || !slices.Contains(rules.grammars, g):
			tb.Fatalf("%s:%d: grammar %q, want one of %v", file, n, c.Grammar, rules.grammars)
		case c.Name == "" || seen[c.Name+"/"+c.Grammar]:
			tb.Fatalf("%s:%d: want a name unique for grammar %s", file, n, c.Grammar)
		case rules.source && c.Source == "":
			tb.Fatalf("%s:%d: want a source", file, n)
		case !c.Complete && (c.Kind == "" || c.Line < 1 || c.Col < 1):
			tb.Fatalf("%s:%d: an incomplete case needs kind, line and col", file, n)
		case c.Complete && (c.Kind != "" || c.Line != 0 || c.Col != 0):
			tb.Fatalf("%s:%d: a complete case has no kind, line or col", file, n)
		}
		c.g = g
		seen[c.Name+"/"+c.Grammar] = true
		rows = append(rows, c)
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", file, err)
	}
	if len(rows) < rules.min {
		tb.Fatalf("%s: %d cases, want at least %d", file, len(rows), rules.min)
	}
	return rows
}

// scanChunks feeds input to a Scanner for g in chunks of the sizes next
// returns and reports the commands it cut and its verdict on the rest.
func scanChunks(g Grammar, input string, next func() int) ([]string, Result) {
	s := NewScanner(g)
	var cmds []string
	for rest := []byte(input); len(rest) > 0; {
		n := min(max(next(), 1), len(rest))
		if _, err := s.Write(rest[:n]); err != nil {
			panic(err) // Write never fails
		}
		rest = rest[n:]
		for {
			c, ok := s.Next()
			if !ok {
				break
			}
			cmds = append(cmds, string(c))
		}
	}
	_, r := s.Pending()
	return cmds, r
}

// TestCases runs every row of every fixture file through Check and through
// a Scanner fed the input whole, byte by byte and in random chunks.
func TestCases(t *testing.T) {
	paths, err := filepath.Glob("../testdata/cases*.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for file := range fixtureFiles {
		if !slices.Contains(paths, "../testdata/"+file) {
			t.Errorf("fixture file %s is missing", file)
		}
	}
	for _, path := range paths {
		rows := loadFixtures(t, path)
		t.Run(filepath.Base(path), func(t *testing.T) {
			for _, c := range rows {
				t.Run(c.Name+"/"+c.Grammar, func(t *testing.T) { checkFixture(t, c) })
			}
		})
	}
}

func checkFixture(t *testing.T, c fixture) {
	r := Check(c.Cmd, c.g)
	if r.Grammar != c.g {
		t.Errorf("Grammar = %v, want %v", r.Grammar, c.g)
	}
	if r.Complete != c.Complete || r.Kind != c.Kind || r.Line != c.Line || r.Col != c.Col {
		t.Fatalf("Check(%q) = %s, want %s%s", c.Cmd, lexerWord(r), c.want(), c.source())
	}
	if !r.Complete && (r.Hint == "" || strings.HasSuffix(r.Hint, ".")) {
		t.Errorf("hint %q: want a short fix without a trailing period", r.Hint)
	}
	if r.Complete && r.Hint != "" {
		t.Errorf("complete result carries hint %q", r.Hint)
	}

	whole, wr := scanChunks(c.g, c.Cmd, func() int { return len(c.Cmd) })
	cut := strings.Join(whole, "")
	if !strings.HasPrefix(c.Cmd, cut) {
		t.Errorf("Scanner cut %q, not a prefix of the input", whole)
	}
	// The pending rest is judged on its own, positions counted from its
	// start, as Check of the same bytes.
	r = Check(c.Cmd[len(cut):], c.g)
	if wr != r {
		t.Errorf("Scanner fed whole: %+v, Check of the pending rest: %+v", wr, r)
	}
	for _, cut := range whole {
		if cr := Check(cut, c.g); !cr.Complete {
			t.Errorf("Scanner cut %q, which is not complete: %+v", cut, cr)
		}
	}
	bytewise, br := scanChunks(c.g, c.Cmd, func() int { return 1 })
	if br != r || !slices.Equal(bytewise, whole) {
		t.Errorf("byte by byte: %q %+v; whole: %q %+v", bytewise, br, whole, r)
	}
	rng := rand.New(rand.NewPCG(seedOf(c.Name+"/"+c.Grammar), 7))
	for i := range 8 {
		chunked, cr := scanChunks(c.g, c.Cmd, func() int { return 1 + rng.IntN(2+i) })
		if cr != r || !slices.Equal(chunked, whole) {
			t.Errorf("random chunks (%d): %q %+v; whole: %q %+v", i, chunked, cr, whole, r)
		}
	}
}

// TestCasesConfirm types every row of cases.jsonl into the real
// interactive shell of its grammar (posix is dash) and checks that the
// shell waits for more exactly when the row says incomplete. A shell that
// is not installed is skipped, unless REQUIRE_SHELLS=1.
func TestCasesConfirm(t *testing.T) {
	rows := loadFixtures(t, "../testdata/cases.jsonl")
	for _, c := range rows {
		// A row the shell finds complete is run: it must not name a
		// builtin that could harm or stall the shell.
		for _, m := range commandWordRE.FindAllStringSubmatch(c.Cmd, -1) {
			if unsafeWords[m[1]] && c.Complete {
				t.Fatalf("%s/%s: %q can run %q", c.Name, c.Grammar, c.Cmd, m[1])
			}
		}
	}
	for _, sh := range differentialShells {
		var mine []fixture
		var inputs []string
		for _, c := range rows {
			if c.g == sh.g {
				mine = append(mine, c)
				inputs = append(inputs, c.Cmd)
			}
		}
		t.Run(sh.shell, func(t *testing.T) {
			t.Parallel()
			requireShell(t, sh.shell)
			start := time.Now()
			res, _, err := judgeAll(sh.shell, inputs)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d rows judged in %v", sh.shell, len(inputs), time.Since(start).Round(time.Millisecond))
			for i, c := range mine {
				t.Run(c.Name, func(t *testing.T) {
					r := res[i]
					if r.err != nil || r.waits == c.Complete {
						// Ask a fresh shell once more: a loaded machine can
						// fool the terminal poll of the few inputs a shell
						// reads without a prompt; a real disagreement stays.
						if again, _, err := judgeAll(sh.shell, []string{c.Cmd}); err == nil {
							r = again[0]
						}
					}
					switch {
					case r.err != nil:
						t.Errorf("%q: no verdict from %s: %v", c.Cmd, sh.shell, r.err)
					case r.waits == c.Complete:
						t.Errorf("%q: %s %s, the fixture says %s", c.Cmd, sh.shell, verdictWord(r.waits), c.want())
					}
				})
			}
		})
	}
}

// requireShell skips t when the named shell is not installed, or fails it
// when REQUIRE_SHELLS=1.
func requireShell(t *testing.T, name string) {
	t.Helper()
	testenv.NeedShell(t, name)
	if !shelltest.Available(name) {
		t.Skipf("shelltest cannot run %s here", name)
	}
}
