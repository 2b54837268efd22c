package audit

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

func line(ts, verdict, rule, cmd string) string {
	return fmt.Sprintf(`{"time":"%s","pid":1,"session":"","mode":"command","cwd":"/","user":"u","shell":"bash","grammar":"bash","command":%q,"verdict":%q,"rule":%q,"reason":"","duration_us":3}`,
		ts, cmd, verdict, rule)
}

func TestSummarize(t *testing.T) {
	ok1 := line("2025-01-01T00:00:00Z", "allow", "", "ls")
	ok2 := line("2025-01-01T00:00:01Z", "block", "fs.rm-home", "rm -rf ~")
	ok3 := line("2025-01-01T00:00:02Z", "warn", "git.push-force", "git push -f")
	ok4 := line("2025-01-01T00:00:03Z", "incomplete", "incomplete.quote.double", `echo "`)
	ok5 := line("2025-01-01T00:00:04Z", "block", "fs.rm-home", "rm -rf $HOME")
	tests := []struct {
		name     string
		in       string
		opts     []SummaryOption
		records  int
		corrupt  int
		older    int
		verdicts map[string]int
		rules    map[string]int
		refusals []string // their commands
	}{{
		name:    "empty",
		in:      "",
		records: 0, verdicts: map[string]int{}, rules: map[string]int{},
	}, {
		name:     "clean",
		in:       strings.Join([]string{ok1, ok2, ok3, ok4, ok5}, "\n") + "\n",
		records:  5,
		verdicts: map[string]int{"allow": 1, "block": 2, "warn": 1, "incomplete": 1},
		rules:    map[string]int{"fs.rm-home": 2, "git.push-force": 1, "incomplete.quote.double": 1},
		refusals: []string{"rm -rf ~", `echo "`, "rm -rf $HOME"},
	}, {
		name: "corrupt",
		in: strings.Join([]string{
			ok1,
			ok2[:40],                                 // torn
			ok2 + ok3,                                // two glued together
			"not json at all",                        // garbage
			"{}",                                     // an object that is no record
			"[1,2]",                                  // not an object
			`{"time":"yesterday","verdict":"allow"}`, // bad time
			"",                                       // blank: ignored
			"   \t",                                  // blank: ignored
			ok2 + "\r",                               // CRLF is fine
			"\x00\x00",                               // zeros after a crash
			ok5[:len(ok5)-9],                         // truncated last line without newline
		}, "\n"),
		records:  2,
		corrupt:  8,
		verdicts: map[string]int{"allow": 1, "block": 1},
		rules:    map[string]int{"fs.rm-home": 1},
		refusals: []string{"rm -rf ~"},
	}, {
		name:     "last line without newline",
		in:       ok1 + "\n" + ok2,
		records:  2,
		verdicts: map[string]int{"allow": 1, "block": 1},
		rules:    map[string]int{"fs.rm-home": 1},
		refusals: []string{"rm -rf ~"},
	}, {
		name:     "too long",
		in:       ok1 + "\n" + `{"verdict":"allow","command":"` + strings.Repeat("x", MaxLine) + "\"}\n" + ok2 + "\n",
		records:  2,
		corrupt:  1,
		verdicts: map[string]int{"allow": 1, "block": 1},
		rules:    map[string]int{"fs.rm-home": 1},
		refusals: []string{"rm -rf ~"},
	}, {
		name:     "recent",
		in:       strings.Join([]string{ok1, ok2, ok3, ok4, ok5}, "\n") + "\n",
		opts:     []SummaryOption{Recent(2)},
		records:  5,
		verdicts: map[string]int{"allow": 1, "block": 2, "warn": 1, "incomplete": 1},
		rules:    map[string]int{"fs.rm-home": 2, "git.push-force": 1, "incomplete.quote.double": 1},
		refusals: []string{`echo "`, "rm -rf $HOME"},
	}, {
		name:     "no recent",
		in:       ok2 + "\n",
		opts:     []SummaryOption{Recent(0)},
		records:  1,
		verdicts: map[string]int{"block": 1},
		rules:    map[string]int{"fs.rm-home": 1},
	}, {
		name:     "since",
		in:       strings.Join([]string{ok1, ok2, ok3, ok4, ok5}, "\n") + "\n",
		opts:     []SummaryOption{Since(time.Date(2025, 1, 1, 0, 0, 2, 0, time.UTC))},
		records:  3,
		older:    2,
		verdicts: map[string]int{"block": 1, "warn": 1, "incomplete": 1},
		rules:    map[string]int{"fs.rm-home": 1, "git.push-force": 1, "incomplete.quote.double": 1},
		refusals: []string{`echo "`, "rm -rf $HOME"},
	}}
	for _, tt := range tests {
		// Whole, and one byte per read, as a slow pipe would give it.
		for _, how := range []string{"whole", "bytewise"} {
			t.Run(tt.name+"/"+how, func(t *testing.T) {
				var r io.Reader = strings.NewReader(tt.in)
				if how == "bytewise" {
					if len(tt.in) > 1<<20 {
						t.Skip("too long to read a byte at a time")
					}
					r = iotest.OneByteReader(r)
				}
				s, err := Summarize(r, tt.opts...)
				if err != nil {
					t.Fatal(err)
				}
				if s.Records != tt.records || s.Corrupt != tt.corrupt || s.Older != tt.older {
					t.Errorf("records %d, corrupt %d, older %d; want %d, %d, %d", s.Records, s.Corrupt, s.Older, tt.records, tt.corrupt, tt.older)
				}
				if !reflect.DeepEqual(s.ByVerdict, tt.verdicts) {
					t.Errorf("ByVerdict %v, want %v", s.ByVerdict, tt.verdicts)
				}
				if !reflect.DeepEqual(s.ByRule, tt.rules) {
					t.Errorf("ByRule %v, want %v", s.ByRule, tt.rules)
				}
				var got []string
				for _, r := range s.Refusals {
					got = append(got, r.Command)
				}
				if !reflect.DeepEqual(got, tt.refusals) {
					t.Errorf("Refusals %q, want %q", got, tt.refusals)
				}
			})
		}
	}
}

func TestSummarizeReadError(t *testing.T) {
	r := io.MultiReader(strings.NewReader(line("2025-01-01T00:00:00Z", "allow", "", "ls")+"\n"), iotest.ErrReader(io.ErrUnexpectedEOF))
	s, err := Summarize(r)
	if err == nil {
		t.Fatal("no error")
	}
	if s.Records != 1 {
		t.Errorf("%d records before the error, want 1", s.Records)
	}
}

func TestSorted(t *testing.T) {
	got := Sorted(map[string]int{"b": 2, "a": 2, "c": 5, "d": 1})
	want := []Count{{"c", 5}, {"a", 2}, {"b", 2}, {"d", 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Sorted = %v, want %v", got, want)
	}
}

func ExampleSummarize() {
	dir, err := os.MkdirTemp("", "audit-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "audit.jsonl")

	l, err := Open(path)
	if err != nil {
		panic(err)
	}
	for _, r := range []Record{
		{Mode: ModeCommand, Command: "git status", Verdict: VerdictAllow},
		{Mode: ModeCommand, Command: "rm -rf ~", Verdict: VerdictBlock, Rule: "fs.rm-home"},
		{Mode: ModeCheck, Command: `echo "hi`, Verdict: VerdictIncomplete, Rule: "incomplete.quote.double"},
	} {
		if err := l.Write(r); err != nil { // before the command runs
			panic(err)
		}
	}
	if err := l.Close(); err != nil {
		panic(err)
	}

	f, err := os.Open(path)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	s, err := Summarize(f)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Records, "records,", s.Corrupt, "corrupt")
	for _, c := range Sorted(s.ByVerdict) {
		fmt.Println(c.Name, c.N)
	}
	for _, r := range s.Refusals {
		fmt.Printf("[%s] %s\n", r.Rule, r.Command)
	}
	// Output:
	// 3 records, 0 corrupt
	// allow 1
	// block 1
	// incomplete 1
	// [fs.rm-home] rm -rf ~
	// [incomplete.quote.double] echo "hi
}
