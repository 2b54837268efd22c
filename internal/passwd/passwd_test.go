package passwd

import "testing"

func TestLookup(t *testing.T) {
	data := "root:x:0:0:root:/root:/bin/bash\n# comment\nagent:x:1000:1000:Agent,,,:/home/agent/:/bin/zsh\nodd:x:1001:1001::relative:/bin/sh\nshort:x:1002\n"
	for _, c := range []struct {
		uid  string
		want Entry
		ok   bool
	}{
		{"0", Entry{"root", "/root"}, true},
		{"1000", Entry{"agent", "/home/agent"}, true},
		{"1001", Entry{"odd", ""}, true},
		{"1002", Entry{}, false},
		{"4242", Entry{}, false},
	} {
		if got, ok := lookup(data, c.uid); got != c.want || ok != c.ok {
			t.Errorf("uid %s: got %+v %v, want %+v %v", c.uid, got, ok, c.want, c.ok)
		}
	}
}
