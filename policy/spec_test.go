package policy

import "testing"

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
