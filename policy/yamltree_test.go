package policy

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestYAMLTree reads the YAML people write by hand as encoding/json's
// values.
func TestYAMLTree(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"a: 1\nb:\n  c: x # note\n  d: 'it''s'\n", `{"a":"1","b":{"c":"x","d":"it's"}}`},
		{"users:\n- name: u\n  user:\n    exec:\n      command: sh\n      args:\n      - -c\n      - rm -rf ~\n", `{"users":[{"name":"u","user":{"exec":{"args":["-c","rm -rf ~"],"command":"sh"}}}]}`},
		{"users:\n- name: u\n  user: {exec: {command: sh, args: [-c, 'rm -rf ~']}}\n", `{"users":[{"name":"u","user":{"exec":{"args":["-c","rm -rf ~"],"command":"sh"}}}]}`},
		{"l:\n  - >\n    a\n    b\n  - c\n", `{"l":["a b\n","c"]}`},
		{"x:\n  run: |\n    make\n    make test\n  y: [a,\n    \"b, c\"]\n", `{"x":{"run":"make\nmake test\n","y":["a","b, c"]}}`},
		{"---\nk: &a v\nl: *a\nm: !!str \"q\"\n", `{"k":"v","l":null,"m":"q"}`},
		{`{"a": [1, true, "s"]}`, `{"a":["1","true","s"]}`},
		{"a: [x, 'it''s ]',\n  \"q\\\"]\", # c\n  y]\nb: 'one\n  two'\nc: \"e\\\n  f\"\n", `{"a":["x","it's ]","q\"]","y"],"b":"one two","c":"e\\ f"}`},
		{"steps:\n  - uses: actions/checkout@v4\n  - name: b\n    run: go build ./...\n", `{"steps":[{"uses":"actions/checkout@v4"},{"name":"b","run":"go build ./..."}]}`},
	} {
		v, _ := yamlTree(tc.text)
		got, _ := json.Marshal(v)
		if string(got) != tc.want {
			t.Errorf("yamlTree(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}

// TestYAMLTreeBounded reads odd documents in time linear in their
// size: a flow collection or quoted scalar never closed, a line of
// dashes nested past maxYAMLDepth.
func TestYAMLTreeBounded(t *testing.T) {
	for _, text := range []string{
		"a: [\n" + strings.Repeat("x,\n", 100000),
		"a: \"x\n" + strings.Repeat("y\n", 100000),
		"a:\n  " + strings.Repeat("- ", 100000) + "x\nb: 1\n",
		"a: " + strings.Repeat("[", 100000),
	} {
		start := time.Now()
		yamlTree(text)
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("yamlTree(%.20q…) took %v", text, d)
		}
	}
	v, _ := yamlTree("a:\n  " + strings.Repeat("- ", 1000) + "x\nb: 1\n")
	if got, _ := json.Marshal(yamlAt(v, "b")); string(got) != `"1"` {
		t.Errorf("after a deep value, b = %s, want \"1\"", got)
	}
}
