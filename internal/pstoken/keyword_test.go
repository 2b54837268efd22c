package pstoken

import "testing"

func TestKeywordOf(t *testing.T) {
	for w, want := range map[string]Keyword{
		"if": KwIf, "elseif": KwElseIf, "filter": KwFunction, "workflow": KwFunction, "enum": KwClass,
		"throw": KwExit, "continue": KwBreak, "dynamicparam": KwNamed, "sequence": KwWorkflowOnly,
		"in": NotKeyword, "If": NotKeyword, "": NotKeyword, "x": NotKeyword, "remove-item": NotKeyword, "-not": NotKeyword,
	} {
		if got := KeywordOf(w); got != want {
			t.Errorf("KeywordOf(%q) = %d, want %d", w, got, want)
		}
	}
}
