// Command score measures a guarded-sh binary on a labelled corpus: the share
// of must-refuse commands it refuses and of must-run commands it allows, by
// family and grammar, and lists every miss.
//
// A corpus line is {"cmd": "…", "grammar": "…", "expect": "block"|"allow",
// "family": "…"}; the project's own testdata/policy files, whose lines carry
// "action" and "rule" instead, are read too (confirm and block count as
// refusals; warn and allow as runs; the family is the rule's first word;
// lines starting with # are comments, as in the corpus test).
//
// usage: go run ./scripts/score [-bin guarded-sh] [-misses] FILE.jsonl…
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
)

type labelled struct {
	Cmd     string `json:"cmd"`
	Grammar string `json:"grammar"`
	Expect  string `json:"expect"`
	Action  string `json:"action"`
	Family  string `json:"family"`
	Rule    string `json:"rule"`
	Note    string `json:"note"`
}

type verdict struct {
	Allowed bool   `json:"allowed"`
	Rule    string `json:"rule"`
	Error   string `json:"error"`
}

type tally struct{ hit, total int }

func (t tally) String() string {
	if t.total == 0 {
		return "-"
	}
	return fmt.Sprintf("%d/%d (%.1f%%)", t.hit, t.total, 100*float64(t.hit)/float64(t.total))
}

func main() {
	bin := flag.String("bin", "guarded-sh", "the guarded-sh binary to measure")
	misses := flag.Bool("misses", false, "list every miss")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: score [-bin guarded-sh] [-misses] FILE.jsonl…")
		os.Exit(2)
	}
	var cases []labelled
	for _, name := range flag.Args() {
		cs, err := read(name)
		if err != nil {
			fmt.Fprintf(os.Stderr, "score: %v\n", err)
			os.Exit(2)
		}
		cases = append(cases, cs...)
	}
	verdicts, err := judge(*bin, cases)
	if err != nil {
		fmt.Fprintf(os.Stderr, "score: %v\n", err)
		os.Exit(2)
	}
	report(cases, verdicts, *misses)
}

func read(name string) ([]labelled, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cs []labelled
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		var c labelled
		if err := json.Unmarshal(line, &c); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		if c.Expect == "" {
			switch c.Action {
			case "block", "confirm":
				c.Expect = "block"
			default:
				c.Expect = "allow"
			}
		}
		if c.Family == "" {
			c.Family, _, _ = strings.Cut(c.Rule, ".")
			if c.Family == "" {
				c.Family = "everyday"
			}
		}
		if c.Grammar == "" {
			c.Grammar = "bash"
		}
		cs = append(cs, c)
	}
	return cs, sc.Err()
}

// judge asks the binary about every case in one --guard check --jsonl run.
func judge(bin string, cases []labelled) ([]verdict, error) {
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	for _, c := range cases {
		if err := enc.Encode(map[string]string{"cmd": c.Cmd, "grammar": c.Grammar}); err != nil {
			return nil, err
		}
	}
	cmd := exec.Command(bin, "--guard", "check", "--jsonl")
	cmd.Stdin = &in
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		return nil, fmt.Errorf("%s: %v", bin, err)
	}
	var vs []verdict
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var v verdict
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		vs = append(vs, v)
	}
	if len(vs) != len(cases) {
		return nil, fmt.Errorf("%d verdicts for %d cases", len(vs), len(cases))
	}
	return vs, nil
}

func report(cases []labelled, vs []verdict, listMisses bool) {
	block, allow := tally{}, tally{}
	byFamily := map[string]*[2]tally{}
	byGrammar := map[string]*[2]tally{}
	var missed []string
	for i, c := range cases {
		refused := !vs[i].Allowed
		right := refused == (c.Expect == "block")
		k := 1
		t := &allow
		if c.Expect == "block" {
			k, t = 0, &block
		}
		for _, g := range []struct {
			m   map[string]*[2]tally
			key string
		}{{byFamily, c.Family}, {byGrammar, c.Grammar}} {
			if g.m[g.key] == nil {
				g.m[g.key] = &[2]tally{}
			}
			g.m[g.key][k].total++
			if right {
				g.m[g.key][k].hit++
			}
		}
		t.total++
		if right {
			t.hit++
		} else {
			missed = append(missed, fmt.Sprintf("%-5s %-10s %-8s %-22s %q", c.Expect, c.Grammar, c.Family, vs[i].Rule, c.Cmd))
		}
	}
	fmt.Printf("refused of must-refuse: %v\nallowed of must-run:    %v\n\n", block, allow)
	for _, m := range []map[string]*[2]tally{byFamily, byGrammar} {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Printf("  %-12s refused %-20v allowed %v\n", k, m[k][0], m[k][1])
		}
		fmt.Println()
	}
	if listMisses {
		for _, m := range missed {
			fmt.Println(m)
		}
	}
}
