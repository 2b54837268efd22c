package policy

import (
	"strings"
	"testing"
)

func TestReadOptWord(t *testing.T) {
	for _, c := range []struct {
		v      string
		ps     bool
		want   optWord
		wantOK bool
	}{
		{"--token=abc", false, optWord{"--", "token", "abc", true}, true},
		{"-Token:abc", true, optWord{"-", "Token", "abc", true}, true},
		{"-Token:abc", false, optWord{"-", "Token:abc", "", false}, true},
		{"-x:a=b", true, optWord{"-", "x", "a=b", true}, true},
		{"--url=http://h:1", true, optWord{"--", "url", "http://h:1", true}, true},
		{"-skipTrash", false, optWord{"-", "skipTrash", "", false}, true},
		{"--", false, optWord{dashes: "--"}, false},
		{"-=x", false, optWord{"-", "", "x", true}, false},
		{"-", false, optWord{}, false},
		{"x=-y", false, optWord{}, false},
	} {
		got, ok := readOptWord(c.v, c.ps)
		if got != c.want || ok != c.wantOK {
			t.Errorf("readOptWord(%q, %v) = %+v, %v; want %+v, %v", c.v, c.ps, got, ok, c.want, c.wantOK)
		}
	}
}

// TestParseArgsAttached reads the interpreters' switches through their
// specs (spec_prog.go): perl's letters whose value is only the rest of
// their word (attached) or the digits after them (digits), options that
// end at the first operand (optsFirst), node's -pe, python's -Ic.
func TestParseArgsAttached(t *testing.T) {
	for _, c := range []struct {
		line     string
		opts     string // name=value (name alone without one), space separated
		operands string
	}{
		{"-pi -e s/a/b/ f", "-p -i -e=s/a/b/", "f"},
		{"-i.bak -pe s/a/b/ f", "-i=.bak -p -e=s/a/b/", "f"},
		{"-pie s/a/b/ f", "-p -i=e", "s/a/b/ f"},
		{"-0777 -ne print f", "-0=777 -n -e=print", "f"},
		{"-I lib -MPOSIX -e 1", "-I=lib -M=POSIX -e=1", ""},
		{"-l -e 1 f -x -M", "-l -e=1", "f -x -M"},
		{"-F: -e 1 -- -f", "-F=: -e=1", "-f"},
		{"-lne print f", "-l -n -e=print", "f"},
		{"-l0 -pe 1 f", "-l=0 -p -e=1", "f"},
		{"-0ne print f", "-0 -n -e=print", "f"},
		{"-0x1F -ne print f", "-0=x1F -n -e=print", "f"},
		{"-le print", "-l -e=print", ""},
		{"node -pe process.env a", "-pe=process.env", "a"},
		{"node -r dotenv/config -e 1", "-r=dotenv/config -e=1", ""},
		{"python3 -Ic 1 -v", "-I -c=1 -v", ""},
		{"python3 -W ignore x.py -c 1", "-W=ignore", "x.py -c 1"},
		{"ruby -rsocket -ne 1 f", "-r=socket -n -e=1", "f"},
	} {
		name, line := "perl", c.line
		if n, rest, _ := strings.Cut(line, " "); !strings.HasPrefix(n, "-") {
			name, line = n, rest
		}
		s := interpSpec(name)
		if s == nil {
			t.Fatalf("%s: no interpreter spec", name)
		}
		var args []Word
		for _, v := range strings.Fields(line) {
			args = append(args, Word{Value: v, Literal: true})
		}
		p := parseArgs(s, args)
		var opts, operands []string
		for _, o := range p.opts {
			if o.hasValue {
				opts = append(opts, o.name+"="+o.value)
			} else {
				opts = append(opts, o.name)
			}
		}
		for _, w := range p.operands {
			operands = append(operands, w.Value)
		}
		if got := strings.Join(opts, " "); got != c.opts {
			t.Errorf("%s: options %q, want %q", c.line, got, c.opts)
		}
		if got := strings.Join(operands, " "); got != c.operands {
			t.Errorf("%s: operands %q, want %q", c.line, got, c.operands)
		}
	}
}
