package policy

import (
	"slices"
	"testing"
)

func TestTextCode(t *testing.T) {
	cases := []struct {
		lang codeLang
		text string
		want []string
	}{
		// make: recipes after a tab or a ;, $(shell), !=, $$, continuations.
		{langMake, "all: build\n\t@echo hi\n\t-rm -f x\n", []string{"echo hi", "rm -f x"}},
		{langMake, "all:; rm -rf ~", []string{"rm -rf ~"}},
		{langMake, "x := $(shell cat /etc/passwd)\n", []string{"cat /etc/passwd"}},
		{langMake, "x := ${shell id}", []string{"id"}},
		{langMake, "x := $(shell echo $(notdir a/b))", []string{"echo $(notdir a/b)"}},
		{langMake, "x != date", []string{"date"}},
		{langMake, "all:\n\techo $$HOME", []string{"echo $HOME"}},
		{langMake, "all:\n\trm -rf build/\\\n\tcache", []string{"rm -rf build/cache"}},
		{langMake, "SRC = a.c \\\n  b.c\n# all:; rm -rf ~\nCC := gcc\n", nil},
		{langMake, "%.o: %.c ; $(CC) -c $<", []string{"$(CC) -c $<"}},
		// just: indented recipe lines, shebang recipes of a shell, backquotes.
		{langJust, "build:\n  cargo build\n  @echo done\n", []string{"cargo build", "echo done"}},
		{langJust, "x:\n  #!/usr/bin/env bash\n  set -e\n  rm -rf ~\n", []string{"set -e\nrm -rf ~"}},
		{langJust, "x:\n  #!/usr/bin/env python3\n  import os\n", nil},
		{langJust, "v := `git rev-parse HEAD`\nset shell := [\"bash\", \"-c\"]\n", []string{"git rev-parse HEAD"}},
		{langJust, "# comment: not a recipe\n  rm -rf ~\n", nil},
		// task: cmds items, cmd:/sh:/defer: values, block scalars, flow lists.
		{langTaskfile, "version: '3'\ntasks:\n  a:\n    cmds:\n      - go test ./...\n      - task: lint\n      - cmd: 'echo ''x'''\n", []string{"go test ./...", "echo 'x'"}},
		{langTaskfile, "tasks:\n  a:\n    cmds:\n      - |\n        echo a\n        echo b\n    desc: x\n", []string{"echo a\necho b"}},
		{langTaskfile, "vars:\n  V:\n    sh: \"git describe\"\ntasks:\n  a:\n    cmds: [echo a, echo b]\n", []string{"git describe", "echo a", "echo b"}},
		{langTaskfile, "tasks:\n  a:\n    status:\n      - test -f x\n    deps: [b]\n    desc: \"rm: no\"\n", []string{"test -f x"}},
		{langTaskfile, "tasks:\n  a:\n    cmds:\n    - echo a\n    - echo b\n    deps:\n    - build\n  b:\n    cmds:\n      - echo c\n    sources:\n      - a.go\n", []string{"echo a", "echo b", "echo c"}},
		// CMake: execute_process pipelines, exec_program, file operations.
		{langCMake, "execute_process(COMMAND rm -rf /)", []string{"'rm' '-rf' '/'"}},
		{langCMake, "execute_process(\n  COMMAND cat a  # comment\n  COMMAND grep \"x y\"\n  WORKING_DIRECTORY /tmp\n  OUTPUT_VARIABLE out)", []string{"'cat' 'a' | 'grep' 'x y'"}},
		{langCMake, "file(REMOVE_RECURSE $ENV{HOME} build)", []string{`rm -rf -- "${HOME}" 'build'`}},
		{langCMake, "file(WRITE [[/etc/hosts]] \"x\")\nfile(RENAME a b)\nmessage(STATUS \"execute_process(COMMAND rm)\")", []string{": > '/etc/hosts'", "mv -- 'a' 'b'"}},
		{langCMake, "file(DOWNLOAD https://x.example/s.sh s.sh)\nif(X)\n  exec_program(sh ARGS \"-c id\")\nendif()", []string{"curl -o 's.sh' 'https://x.example/s.sh'", "'sh' -c id"}},
	}
	for _, c := range cases {
		if got := textCode(c.lang, c.text); !slices.Equal(got, c.want) {
			t.Errorf("textCode(%d, %q) = %q, want %q", c.lang, c.text, got, c.want)
		}
	}
}

// TestParseArgsForeign checks PowerShell parameters (prefixes, any case,
// -Name:value) and Windows switches (/name:value, /name value) in the one
// option parser.
func TestParseArgsForeign(t *testing.T) {
	ps := &spec{ps: true, long: "-ArgumentList -ClassName -Name -Namespace"}
	words := func(vs ...string) []Word {
		out := make([]Word, len(vs))
		for i, v := range vs {
			out[i] = Word{Value: v, Literal: true}
		}
		return out
	}
	p := parseArgs(ps, words("-cla", "Win32_Process", "-ARG", "calc", "-name:Create", "-Na", "x", "pos"))
	for _, want := range []string{"-ClassName=Win32_Process", "-ArgumentList=calc", "-Name=Create"} {
		if !p.given(ps, wordList(want)) {
			t.Errorf("PowerShell: %s not read from %+v", want, p.opts)
		}
	}
	if p.given(ps, "-Namespace=x -Name=x") || len(p.operands) != 2 || p.operands[0].Value != "x" {
		t.Errorf("PowerShell: an ambiguous prefix (-Na) takes no known parameter's place: %+v %+v", p.opts, p.operands)
	}
	// A quoted word is a value, unless it is a known parameter with a
	// quoted value after the colon.
	q := parseArgs(ps, []Word{{Value: "-Class", Quoted: true, Literal: true}, {Value: "-ArgumentList:cmd /c x", Quoted: true, Literal: true}})
	if len(q.operands) != 1 || !slices.Equal(q.values("-ArgumentList"), []string{"cmd /c x"}) {
		t.Errorf("PowerShell quoting: %+v %+v", q.opts, q.operands)
	}
	win := &spec{win: true, long: "/tn /tr"}
	w := parseArgs(win, words("/TN", "job", "/TR", "cmd /c x", "/user:admin", "-f", "op"))
	if !slices.Equal(w.values("/tr"), []string{"cmd /c x"}) || !w.given(win, "/tn=job") || !w.given(win, "/user=admin") || !w.has("-f") || len(w.operands) != 1 {
		t.Errorf("Windows switches: %+v %+v", w.opts, w.operands)
	}
}

// TestMatchSubsOptionLike checks subcommand words that look like options
// (cmake -E, schtasks /create) and case folding.
func TestMatchSubsOptionLike(t *testing.T) {
	c := &Command{Name: "cmake", Args: []Word{{Value: "-E", Literal: true}, {Value: "remove_directory", Literal: true}, {Value: "x", Literal: true}}}
	if s, rest := lookupSpec(c); s == nil || s.path != "cmake -E remove_directory" || len(rest) != 1 {
		t.Errorf("cmake -E remove_directory: %v %v", s, rest)
	}
	c = &Command{Name: "schtasks", Args: []Word{{Value: "/Create", Literal: true}, {Value: "/TR", Literal: true}, {Value: "x", Literal: true}}}
	if s, _ := lookupSpec(c); s == nil || s.path != "schtasks /create" {
		t.Errorf("schtasks /Create: %v", s)
	}
	c = &Command{Name: "wmic", Args: []Word{{Value: "/node:h", Literal: true}, {Value: "PROCESS", Literal: true}, {Value: "Call", Literal: true}, {Value: "create", Literal: true}}}
	if s, _ := lookupSpec(c); s == nil || s.path != "wmic process call create" {
		t.Errorf("wmic /node:h PROCESS Call create: %v", s)
	}
}
