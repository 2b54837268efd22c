package policy

import (
	"encoding/json"
	"testing"
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
		{"steps:\n  - uses: actions/checkout@v4\n  - name: b\n    run: go build ./...\n", `{"steps":[{"uses":"actions/checkout@v4"},{"name":"b","run":"go build ./..."}]}`},
	} {
		v, _ := yamlTree(tc.text)
		got, _ := json.Marshal(v)
		if string(got) != tc.want {
			t.Errorf("yamlTree(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}
