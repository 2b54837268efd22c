package policy

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// mayAssign, otherBranches' cheap test, is never false for a statement in
// which assignedNames finds a name: checked on every statement of the
// corpus's shell cases.
func TestMayAssignCoversAssignedNames(t *testing.T) {
	p := syntax.NewParser()
	checked := 0
	for _, cases := range loadCorpus(t) {
		for _, c := range cases {
			if c.Grammar != "" && c.Grammar != "bash" {
				continue
			}
			f, err := p.Parse(strings.NewReader(c.Cmd), "")
			if err != nil {
				continue
			}
			src := &source{text: c.Cmd}
			syntax.Walk(f, func(n syntax.Node) bool {
				if st, ok := n.(*syntax.Stmt); ok {
					if names := assignedNames([]*syntax.Stmt{st}); len(names) > 0 {
						checked++
						if text := src.slice(st); text != "" && !mayAssign(text) {
							t.Errorf("%q assigns %v, but mayAssign(%q) is false", c.Cmd, names, text)
						}
					}
				}
				return true
			})
		}
	}
	if checked < 1000 {
		t.Errorf("only %d statements with assignments checked", checked)
	}
}
