package policy

import (
	"encoding/json"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A tool that runs command lines from a configuration file of the
// project (poe's [tool.poe.tasks] in pyproject.toml, devcontainer's
// postCreateCommand, pre-commit's hooks, a Procfile's processes) runs
// what this input wrote there: the file named for the tool, in its path
// (.devcontainer/devcontainer.json) or in its text ([tool.poe.tasks]),
// then the tool run. Each string of the written text is judged as the
// command line it would be (writtenConfigRun); the project's own files,
// not written by the input, are its code.

// configExts are the extensions of the configuration formats read for
// command lines: JSON, TOML, YAML, INI, and none (Procfile).
var configExts = set{"", "cfg", "conf", "ini", "json", "jsonc", "toml", "yaml", "yml"}

// writtenConfigRun judges the strings of every configuration file this
// input wrote that names c's program as command lines c runs.
func (a *analyzer) writtenConfigRun(c *Command) {
	name := lowerNameNoExe(c)
	if len(a.written) == 0 || len(name) < 3 || nameDoes(name, roleDataWords) || coreTools.has(name) {
		return
	}
	if wrapperNamed(c, name) != nil {
		return
	}
	var files []string
	for p, text := range a.written {
		ext := strings.TrimPrefix(strings.ToLower(path.Ext(p)), ".")
		if text == unknownText || !configExts.has(ext) || !a.inWork(p) {
			continue
		}
		if namesWord(strings.ToLower(p), name) || namesWord(strings.ToLower(configHeads(text)), name) {
			files = append(files, p)
		}
	}
	slices.Sort(files) // the map's order is not the input's
	for _, p := range files {
		how := name + " " + path.Base(p)
		if slices.Contains(c.Wrappers, how) {
			continue // a task that runs the tool again (deno run in deno.json)
		}
		w := append(append([]string(nil), c.Wrappers...), how)
		for _, line := range configStrings(a.written[p]) {
			if strings.ContainsAny(line, " \t") {
				a.code(c, Word{Value: line, Literal: true}, lexer.Posix, w)
			}
		}
	}
}

// inWork reports whether p is in the project or the working directory,
// where a tool looks for its configuration.
func (a *analyzer) inWork(p string) bool {
	if winRelative(p) {
		return true // Set-Content x.proj: a file of the working directory
	}
	for _, root := range []string{a.env.Project, a.env.Cwd} {
		if root != "" && root != "/" && fsUnder(p, root) {
			return true
		}
	}
	return false
}

// winRelative reports whether p, a key of the files written, is a
// Windows path relative to the working directory (winKey: sub\x.proj),
// not one from a root, a drive, the home directory or a variable.
func winRelative(p string) bool {
	return p != "" && !strings.ContainsAny(p[:1], `/\~$%`) && !strings.Contains(p, ":")
}

// namesWord reports whether hay holds word between characters that are
// not letters or digits (pre-commit in .pre-commit-config.yaml, poe in
// [tool.poe.tasks]).
func namesWord(hay, word string) bool {
	for i := 0; ; {
		j := strings.Index(hay[i:], word)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(word)
		if (j == 0 || !isAlnum(hay[j-1])) && (end == len(hay) || !isAlnum(hay[end])) {
			return true
		}
		i = j + 1
	}
}

// configHeads returns the section headers and top-level keys of a
// configuration text, joined: [tool.poe.tasks], tasks:, "scripts".
func configHeads(text string) string {
	var b strings.Builder
	for line := range strings.Lines(text) {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "[") || line != "" && line[0] != ' ' && line[0] != '\t' && strings.Contains(t, ":") {
			b.WriteString(t)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// configStrings returns the string values of a configuration text: every
// string of a JSON document, else the value of each key = value, key:
// value and - value line, unquoted.
func configStrings(text string) []string {
	var doc any
	if json.Unmarshal([]byte(text), &doc) == nil {
		var out []string
		var walk func(v any)
		walk = func(v any) {
			switch v := v.(type) {
			case string:
				out = append(out, v)
			case []any:
				for _, e := range v {
					walk(e)
				}
			case map[string]any:
				for _, k := range slices.Sorted(maps.Keys(v)) {
					walk(v[k])
				}
			}
		}
		walk(doc)
		return out
	}
	var out []string
	for line := range strings.Lines(text) {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "#") || strings.HasPrefix(t, "[") {
			continue
		}
		t = strings.TrimPrefix(t, "- ")
		if i := strings.IndexAny(t, "=:"); i > 0 && !strings.ContainsAny(strings.TrimSpace(t[:i]), `"' `) {
			t = strings.TrimSpace(t[i+1:])
		}
		if v, err := strconv.Unquote(t); err == nil && strings.HasPrefix(t, `"`) {
			t = v
		} else if len(t) >= 2 && t[0] == '\'' && t[len(t)-1] == '\'' {
			t = t[1 : len(t)-1]
		}
		if t != "" {
			out = append(out, t)
		}
	}
	return out
}

// autoRunConfig reports whether a configuration text declares tasks that
// run by themselves when an editor opens the folder (VS Code's and its
// forks' "runOn": "folderOpen").
func autoRunConfig(text string) bool {
	return strings.Contains(strings.ToLower(text), "folderopen")
}
