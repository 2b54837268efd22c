package policy

import (
	"encoding/json"
	"strings"

	toml "github.com/pelletier/go-toml/v2"
)

// Build and task files of tools that hand the command lines they hold
// to the shell, beyond embedded.go's: an Earthfile's RUN, a build.ninja
// rule's command, a BUCK file's genrule cmd (Starlark, as Bazel's), a
// dune file's system and bash actions, rebar.config's hooks, cargo
// make's Makefile.toml scripts, a Tiltfile's local commands, a Nix
// shell's shellHook, and an Nx project's run-commands. Each reader
// follows its format's own strings and returns the command lines as the
// shell is given them (sourceFormats: the commands that run each).

// earthfileCmds returns the commands of an Earthfile's RUN lines
// (docs.earthly.dev, "Earthfile reference": RUN [--flags] CMD, or the
// exec form RUN ["prog", "arg"]), lines continued by a backslash joined,
// its flags left out: --secret, --mount and --network take the next
// word when written without =.
func earthfileCmds(_, text string, _ parsed) []string {
	var out []string
	for line := range strings.SplitSeq(strings.ReplaceAll(text, "\\\n", " "), "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "RUN ")
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		for strings.HasPrefix(rest, "--") {
			flag, after, _ := strings.Cut(rest, " ")
			rest = strings.TrimSpace(after)
			if (flag == "--secret" || flag == "--mount" || flag == "--network") && rest != "" {
				_, rest, _ = strings.Cut(rest, " ")
				rest = strings.TrimSpace(rest)
			}
		}
		if strings.HasPrefix(rest, "[") {
			var argv []string
			if json.Unmarshal([]byte(rest), &argv) == nil && len(argv) > 0 {
				out = append(out, argvCommand(stringPtrs(argv)))
			}
			continue
		}
		if rest != "" {
			out = append(out, rest)
		}
	}
	return out
}

// ninjaCmds returns the commands of a build.ninja's rules (ninja's
// manual, "Rule variables": command, run through /bin/sh -c), lines
// continued by $ and a newline joined.
func ninjaCmds(_, text string, _ parsed) []string {
	var out []string
	for line := range strings.SplitSeq(strings.ReplaceAll(text, "$\n", ""), "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), "=")
		if ok && strings.TrimSpace(k) == "command" && line != strings.TrimLeft(line, " \t") {
			out = append(out, strings.TrimSpace(v))
		}
	}
	return out
}

// duneCmds returns the commands of a dune file's actions (dune's
// reference, "User actions": (system CMD) runs CMD with sh, (bash CMD)
// with bash), CMD a dune string.
func duneCmds(_, text string, _ parsed) []string {
	var out []string
	for _, m := range duneShell.get().FindAllStringIndex(text, maxCalls) {
		if s, ok := starlarkStrings(text[m[1]:]); ok {
			out = append(out, s)
		}
	}
	return out
}

// duneShell matches a dune action that hands its string to a shell.
var duneShell = &lazyRegexp{expr: `\((?:system|bash)\s+`}

// rebarHookCmds returns the commands of rebar.config's pre_hooks and
// post_hooks (rebar3's documentation, "Hooks": {Hook, "CMD"} or
// {"ArchRegex", Hook, "CMD"}, run through the shell): every string of
// the hooks' list; an architecture's pattern among them is no command
// that does anything.
func rebarHookCmds(_, text string, _ parsed) []string {
	var out []string
	for _, m := range rebarHooks.get().FindAllStringIndex(text, maxCalls) {
		list := text[m[1]:]
		if end := listEnd(list); end >= 0 {
			list = list[:end]
		}
		for i := 0; i < len(list); i++ {
			if list[i] != '"' {
				continue
			}
			end := quoteClose(list, i+1, `"`)
			if end >= len(list) {
				break
			}
			if s, ok := starlarkStrings(list[i : end+1]); ok {
				out = append(out, s)
			}
			i = end
		}
	}
	return out
}

// rebarHooks matches the opening of rebar.config's hooks' list.
var rebarHooks = &lazyRegexp{expr: `\b(?:pre|post)_hooks\s*,\s*\[`}

// listEnd returns the index of the ] that closes the list s is in,
// strings skipped, or -1.
func listEnd(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			i = quoteClose(s, i+1, `"`)
		case '[':
			depth++
		case ']':
			if depth == 0 {
				return i
			}
			depth--
		}
	}
	return -1
}

// cargoMakeCmds returns the commands of cargo make's Makefile.toml tasks
// (sagiegurari.github.io/cargo-make: a task's script, a string or a list
// of lines run as one shell script; its command with its args, a program
// run without a shell), and of the platform overrides of a task (linux,
// mac, windows tables).
func cargoMakeCmds(_, text string, _ parsed) []string {
	var doc map[string]any
	if toml.Unmarshal([]byte(text), &doc) != nil {
		return nil
	}
	tasks, _ := doc["tasks"].(map[string]any)
	var out []string
	var task func(t map[string]any)
	task = func(t map[string]any) {
		switch s := t["script"].(type) {
		case string:
			out = append(out, s)
		case []any:
			out = append(out, strings.Join(anyStrings(s), "\n"))
		case map[string]any: // script = { file = "…" }: a file, the project's
		}
		if prog, ok := t["command"].(string); ok {
			argv := []string{prog}
			if args, ok := t["args"].([]any); ok {
				argv = append(argv, anyStrings(args)...)
			}
			out = append(out, argvCommand(stringPtrs(argv)))
		}
		for _, os := range []string{"linux", "mac", "windows"} {
			if sub, ok := t[os].(map[string]any); ok {
				task(sub)
			}
		}
	}
	for _, t := range tasks {
		if t, ok := t.(map[string]any); ok {
			task(t)
		}
	}
	return out
}

// tiltCmds returns the commands of a Tiltfile (Starlark; docs.tilt.dev,
// "API reference"): local(CMD) runs CMD as Tilt reads the file,
// local_resource's cmd and serve_cmd as it runs; a list is the words of
// a program run without a shell.
func tiltCmds(_, text string, _ parsed) []string {
	var out []string
	for _, m := range tiltCommand.get().FindAllStringIndex(text, maxCalls) {
		rest := text[m[1]:]
		if s, ok := starlarkStrings(rest); ok {
			out = append(out, s)
			continue
		}
		if strings.HasPrefix(rest, "[") {
			// local(["sh", "-c", CMD]): the list, the call's first
			// argument (a keyword's value ends at its comma).
			if args, ok := callArgs(rest); ok && len(args) > 0 && args[0].isL {
				out = append(out, argvCommand(args[0].list))
			}
		}
	}
	return out
}

// tiltCommand matches where a Tiltfile gives a command: local's first
// argument, local_resource's cmd= and serve_cmd=.
var tiltCommand = &lazyRegexp{expr: `\blocal\s*\(\s*(?:command\s*=\s*)?|\b(?:serve_)?cmd\s*=\s*`}

// nixShellHookCmds returns the shellHook of a Nix shell (nixpkgs'
// mkShell, "shellHook": bash run as the shell starts, by nix-shell and
// nix develop), a Nix string: double-quoted, or an indented string
// between two pairs of single quotes, where a pair before $ or before a
// third quote escapes it.
func nixShellHookCmds(_, text string, _ parsed) []string {
	var out []string
	for _, m := range nixShellHook.get().FindAllStringIndex(text, maxCalls) {
		rest := text[m[1]:]
		switch {
		case strings.HasPrefix(rest, "''"):
			end := strings.Index(rest[2:], "''")
			for end >= 0 && strings.HasPrefix(rest[2+end:], "'''") || end >= 0 && strings.HasPrefix(rest[2+end:], "''$") {
				next := strings.Index(rest[2+end+3:], "''")
				if next < 0 {
					end = -1
					break
				}
				end += 3 + next
			}
			if end >= 0 {
				body := strings.NewReplacer("''$", "$", "'''", "''").Replace(rest[2 : 2+end])
				out = append(out, body)
			}
		case strings.HasPrefix(rest, `"`):
			if s, ok := starlarkStrings(rest); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

// nixShellHook matches a shellHook's assignment.
var nixShellHook = &lazyRegexp{expr: `\bshellHook\s*=\s*`}

// nxCmds returns the commands of an Nx project.json's run-commands
// targets (nx.dev, "nx:run-commands": options.command, and
// options.commands, strings or objects with a command).
func nxCmds(_, text string, _ parsed) []string {
	var doc struct {
		Targets map[string]struct {
			Options struct {
				Command  string            `json:"command"`
				Commands []json.RawMessage `json:"commands"`
			} `json:"options"`
		} `json:"targets"`
	}
	if json.Unmarshal([]byte(text), &doc) != nil {
		return nil
	}
	var out []string
	for _, t := range doc.Targets {
		if t.Options.Command != "" {
			out = append(out, t.Options.Command)
		}
		for _, raw := range t.Options.Commands {
			var s string
			var obj struct {
				Command string `json:"command"`
			}
			switch {
			case json.Unmarshal(raw, &s) == nil && s != "":
				out = append(out, s)
			case json.Unmarshal(raw, &obj) == nil && obj.Command != "":
				out = append(out, obj.Command)
			}
		}
	}
	return out
}

// anyStrings returns the strings among vs, a decoded list.
func anyStrings(vs []any) []string {
	var out []string
	for _, v := range vs {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// stringPtrs returns pointers to ss' words, as argvCommand takes them.
func stringPtrs(ss []string) []*string {
	out := make([]*string, len(ss))
	for i := range ss {
		out[i] = &ss[i]
	}
	return out
}
