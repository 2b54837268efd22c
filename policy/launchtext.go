package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

// The code inside build files a launcher reads as text (spec.lang): the
// shell commands a makefile, a justfile, a Taskfile or a CMake script
// holds, as posix shell code for the rules to judge as if typed.

// textCode returns the shell code that text, written in lang, runs.
func textCode(lang codeLang, text string) []string {
	switch lang {
	case langMake:
		return makeCode(text)
	case langJust:
		return justCode(text)
	case langTaskfile:
		return taskCode(text)
	case langPlaybook:
		return playbookCode(text)
	case langCMake:
		return cmakeCode(text)
	case langProcfile:
		return procfileCode(text)
	}
	return nil
}

// procfileCode returns the shell code of a Procfile: the command line of
// each NAME: COMMAND line, which honcho, foreman and their kind start
// through the shell (honcho's and foreman's documentation, "Procfile").
func procfileCode(text string) []string {
	var out []string
	for line := range strings.Lines(text) {
		name, cmd, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || name == "" || strings.HasPrefix(name, "#") || strings.TrimLeft(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.") != "" {
			continue
		}
		if cmd = strings.TrimSpace(cmd); cmd != "" {
			out = append(out, cmd)
		}
	}
	return out
}

// makeCode returns the shell code of a makefile: each recipe (the lines
// after a rule that start with a tab, continued where they end in a
// backslash, and the text after the ; of a rule line), the command of
// each $(shell …) and of each VAR != assignment. $$ is a $ to the shell.
func makeCode(text string) []string {
	var out []string
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		// A continued line: make joins a recipe's lines for the shell,
		// which drops the backslash and newline; elsewhere they are a
		// space.
		sep := " "
		if strings.HasPrefix(line, "\t") {
			sep = ""
		}
		for strings.HasSuffix(line, `\`) && i+1 < len(lines) {
			i++
			line = line[:len(line)-1] + sep + strings.TrimPrefix(lines[i], "\t")
		}
		out = append(out, makeShellCalls(line)...)
		code := ""
		if rest, ok := strings.CutPrefix(line, "\t"); ok {
			code = rest
		} else if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		} else if name, cmd, ok := strings.Cut(line, "!="); ok && !strings.ContainsAny(name, ":=") {
			code = cmd
		} else if colon := strings.IndexByte(line, ':'); colon > 0 && !strings.HasPrefix(line[colon:], ":=") && !strings.Contains(line[:colon], "=") {
			if _, recipe, ok := strings.Cut(line[colon:], ";"); ok {
				code = recipe
			}
		}
		code = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(code), "@-+"))
		if code != "" {
			out = append(out, strings.ReplaceAll(code, "$$", "$"))
		}
	}
	return out
}

// makeShellCalls returns the commands of the $(shell …) and ${shell …}
// calls in a makefile line, nested parentheses counted.
func makeShellCalls(line string) []string {
	var out []string
	for _, open := range []string{"$(shell ", "${shell "} {
		opener, closer := open[1], byte(')')
		if opener == '{' {
			closer = '}'
		}
		rest := line
		for {
			i := strings.Index(rest, open)
			if i < 0 {
				break
			}
			rest = rest[i+len(open):]
			depth, end := 1, len(rest)
			for j := 0; j < len(rest) && end == len(rest); j++ {
				switch rest[j] {
				case opener:
					depth++
				case closer:
					if depth--; depth == 0 {
						end = j
					}
				}
			}
			out = append(out, strings.ReplaceAll(rest[:end], "$$", "$"))
		}
	}
	return out
}

// justCode returns the shell code of a justfile: the body lines of each
// recipe (the indented lines after a NAME…: header), without the @ and -
// that only change echo and errors; a recipe starting with a #! line of a
// shell is that shell's script. And the commands in backquotes, which
// just runs as it reads the file.
func justCode(text string) []string {
	var out []string
	var body []string
	shebang := false
	flush := func() {
		if len(body) == 0 {
			return
		}
		if shebang {
			out = append(out, strings.Join(body, "\n"))
		} else {
			out = append(out, body...)
		}
		body, shebang = nil, false
	}
	inRecipe := false
	for line := range strings.SplitSeq(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			continue
		}
		indented := line[0] == ' ' || line[0] == '\t'
		if inRecipe && indented {
			if len(body) == 0 && strings.HasPrefix(trimmed, "#!") {
				f := strings.Fields(strings.TrimPrefix(trimmed, "#!"))
				interp := ""
				if len(f) > 0 {
					interp = f[len(f)-1]
					if i := strings.LastIndexByte(interp, '/'); i >= 0 {
						interp = interp[i+1:]
					}
				}
				if _, ok := shellGrammar(interp); !ok {
					inRecipe = false // a script of another language
					continue
				}
				shebang = true
				continue
			}
			if !shebang {
				trimmed = strings.TrimLeft(trimmed, "@-")
			}
			body = append(body, trimmed)
			continue
		}
		flush()
		inRecipe = false
		if indented || strings.HasPrefix(trimmed, "#") {
			continue
		}
		for _, m := range justBackquote.get().FindAllStringSubmatch(line, maxCalls) {
			out = append(out, m[1])
		}
		if colon := strings.IndexByte(trimmed, ':'); colon > 0 && !strings.HasPrefix(trimmed[colon:], ":=") &&
			!strings.HasPrefix(trimmed, "set ") && !strings.HasPrefix(trimmed, "export ") && !strings.HasPrefix(trimmed, "alias ") {
			inRecipe = true
		}
	}
	flush()
	return out
}

// justBackquote matches a command in backquotes outside a recipe.
var justBackquote = &lazyRegexp{expr: "`([^`\n]+)`"}

// taskCode returns the shell code of a Taskfile (go-task's YAML): the
// string items of the cmds, status and preconditions lists, and the
// values of cmd:, sh: and defer: keys, block scalars (| and >) included.
func taskCode(text string) []string {
	return yamlCode(text, taskListKeys, taskValueKeys)
}

// The keys of a Taskfile whose list items (taskListKeys) or values
// (taskValueKeys) are shell code; playbookValueKeys, those of an
// ansible playbook's tasks: the modules that run a command line (shell,
// command, raw, script, by their short or fully qualified names) and
// cmd:, their free-form command given as an argument (ansible's builtin
// modules' documentation).
var (
	taskListKeys      = set{"cmds", "preconditions", "status"}
	taskValueKeys     = set{"cmd", "defer", "sh"}
	playbookValueKeys = set{"ansible.builtin.command", "ansible.builtin.raw", "ansible.builtin.script", "ansible.builtin.shell", "ansible.legacy.command", "ansible.legacy.raw", "ansible.legacy.script", "ansible.legacy.shell", "cmd", "command", "raw", "script", "shell"}
)

// playbookCode returns the shell code of an ansible playbook: the
// command lines of its tasks (playbookValueKeys), which ansible-playbook
// runs on every host the play targets.
func playbookCode(text string) []string {
	return yamlCode(text, nil, playbookValueKeys)
}

// yamlCode returns the shell code a YAML file holds as the string items
// of the lists under listKeys and the values of valueKeys, block scalars
// (| and >) included.
func yamlCode(text string, listKeys, valueKeys set) []string {
	var out []string
	listIndent := -1 // the indent of the cmds:, status: or preconditions: key whose list this is
	block, blockIndent := []string(nil), -1
	flush := func() {
		if block != nil {
			out = append(out, strings.Join(block, "\n"))
		}
		block, blockIndent = nil, -1
	}
	for line := range strings.SplitSeq(text, "\n") {
		trimmed := strings.TrimSpace(line)
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		if blockIndent >= 0 {
			if trimmed == "" || indent > blockIndent {
				block = append(block, trimmed)
				continue
			}
			flush()
		}
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		if listIndent >= 0 && (indent < listIndent || indent == listIndent && !strings.HasPrefix(trimmed, "-")) {
			listIndent = -1 // past the list (whose items may sit under its key: cmds:\n- x)
		}
		item, isItem := strings.CutPrefix(trimmed, "- ")
		if trimmed == "-" {
			continue
		}
		value, key := item, ""
		if m := yamlKey.get().FindStringSubmatch(item); m != nil {
			key, value = m[1], strings.TrimSpace(m[2])
		}
		switch {
		case listKeys.has(key):
			listIndent = indent
			if value != "" && value[0] == '[' {
				out = append(out, yamlFlowList(value)...)
			}
			continue
		case valueKeys.has(key):
		case key == "" && isItem && listIndent >= 0:
		default:
			continue
		}
		if value == "|" || value == ">" || value == "|-" || value == ">-" || value == "|+" || value == ">+" {
			block, blockIndent = []string{}, indent
			continue
		}
		if value != "" {
			out = append(out, yamlScalar(value))
		}
	}
	flush()
	return out
}

// yamlKey matches KEY: VALUE in YAML (a key may hold dots:
// ansible.builtin.shell).
var yamlKey = &lazyRegexp{expr: `^([A-Za-z_][\w.-]*):(?:\s+(.*))?$`}

// yamlScalar returns the value of a YAML scalar: quotes removed (two
// single quotes are one in single quotes,
// \" and \\ in double quotes).
func yamlScalar(v string) string {
	switch {
	case len(v) >= 2 && v[0] == '\'' && v[len(v)-1] == '\'':
		return strings.ReplaceAll(v[1:len(v)-1], "''", "'")
	case len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"':
		return strings.NewReplacer(`\"`, `"`, `\\`, `\`, `\n`, "\n", `\t`, "\t").Replace(v[1 : len(v)-1])
	}
	return v
}

// cmakeCode returns, as shell code, what a CMake script does outside
// itself: the commands of execute_process (one pipeline each) and
// exec_program, and the file operations file(REMOVE_RECURSE|REMOVE|
// WRITE|APPEND|RENAME|COPY|COPY_FILE|DOWNLOAD) as rm, >, mv, cp and curl.
// $ENV{NAME} is the variable NAME.
func cmakeCode(text string) []string {
	var out []string
	for _, call := range cmakeCalls(text) {
		name, args := strings.ToLower(call[0]), call[1:]
		switch name {
		case "execute_process":
			var cmds [][]string
			inCmd := false
			for _, a := range args {
				switch {
				case a == "COMMAND":
					cmds, inCmd = append(cmds, nil), true
				case cmakeProcessKeys.has(a):
					inCmd = false // what follows is the keyword's value
				case inCmd:
					cmds[len(cmds)-1] = append(cmds[len(cmds)-1], a)
				}
			}
			var pipe []string
			for _, c := range cmds {
				if len(c) > 0 {
					pipe = append(pipe, cmakeLine(c))
				}
			}
			if len(pipe) > 0 {
				out = append(out, strings.Join(pipe, " | "))
			}
		case "exec_program":
			if len(args) > 0 {
				line := cmakeLine(args[:1])
				for i, a := range args {
					if a == "ARGS" && i+1 < len(args) {
						line += " " + cmakeEnv(args[i+1])
					}
				}
				out = append(out, line)
			}
		case "file":
			if len(args) < 2 {
				continue
			}
			ops := args[1:]
			switch strings.ToUpper(args[0]) {
			case "REMOVE_RECURSE":
				out = append(out, "rm -rf -- "+cmakeLine(ops))
			case "REMOVE":
				out = append(out, "rm -f -- "+cmakeLine(ops))
			case "WRITE":
				out = append(out, ": > "+cmakeLine(ops[:1]))
			case "APPEND":
				out = append(out, ": >> "+cmakeLine(ops[:1]))
			case "RENAME", "COPY_FILE":
				verb := map[bool]string{true: "mv -- ", false: "cp -- "}[strings.EqualFold(args[0], "RENAME")]
				if len(ops) >= 2 {
					out = append(out, verb+cmakeLine(ops[:2]))
				}
			case "COPY", "INSTALL":
				for i, a := range ops {
					if a == "DESTINATION" && i+1 < len(ops) {
						out = append(out, "cp -r -- "+cmakeLine(append(append([]string(nil), ops[:i]...), ops[i+1])))
						break
					}
				}
			case "DOWNLOAD":
				if len(ops) >= 2 {
					out = append(out, "curl -o "+cmakeLine(ops[1:2])+" "+cmakeLine(ops[:1]))
				}
			}
		}
	}
	return out
}

// cmakeProcessKeys are execute_process's keywords after its commands.
var cmakeProcessKeys = set{
	"COMMAND_ECHO", "COMMAND_ERROR_IS_FATAL", "ECHO_ERROR_VARIABLE", "ECHO_OUTPUT_VARIABLE", "ENCODING",
	"ERROR_FILE", "ERROR_QUIET", "ERROR_STRIP_TRAILING_WHITESPACE", "ERROR_VARIABLE", "INPUT_FILE",
	"OUTPUT_FILE", "OUTPUT_QUIET", "OUTPUT_STRIP_TRAILING_WHITESPACE", "OUTPUT_VARIABLE",
	"RESULTS_VARIABLE", "RESULT_VARIABLE", "TIMEOUT", "WORKING_DIRECTORY",
}

// cmakeLine quotes CMake arguments as shell words, $ENV{NAME} left for
// the shell to expand.
func cmakeLine(args []string) string {
	parts := make([]string, len(args))
	for i, a := range args {
		if strings.Contains(a, "$ENV{") {
			parts[i] = `"` + strings.NewReplacer(`"`, `\"`, "`", "\\`", `\`, `\\`).Replace(cmakeEnv(a)) + `"`
		} else {
			parts[i] = shquote.Single(a)
		}
	}
	return strings.Join(parts, " ")
}

// cmakeEnv turns $ENV{NAME} into ${NAME}.
func cmakeEnv(s string) string { return strings.ReplaceAll(s, "$ENV{", "${") }

// cmakeCalls reads a CMake script into its command invocations: the
// name, then the arguments (quoted ones unquoted, [[bracket]] ones as
// written inside, # comments dropped, a list of arguments never split).
func cmakeCalls(text string) [][]string {
	var out [][]string
	i := 0
	skip := func() {
		for i < len(text) {
			switch c := text[i]; {
			case c == '#':
				if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
					i += j
				} else {
					i = len(text)
				}
			case c == ' ' || c == '\t' || c == '\n' || c == '\r':
				i++
			default:
				return
			}
		}
	}
	for len(out) < maxCalls {
		skip()
		start := i
		for i < len(text) && (text[i] == '_' || text[i] >= 'a' && text[i] <= 'z' || text[i] >= 'A' && text[i] <= 'Z' || text[i] >= '0' && text[i] <= '9') {
			i++
		}
		if i == start {
			if i >= len(text) {
				break
			}
			i++
			continue
		}
		call := []string{text[start:i]}
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i >= len(text) || text[i] != '(' {
			continue
		}
		i++
		depth := 1
		for i < len(text) && depth > 0 {
			skip()
			if i >= len(text) {
				break
			}
			switch c := text[i]; {
			case c == ')':
				depth--
				i++
			case c == '(':
				depth++
				i++
			case c == '"':
				var b strings.Builder
				for i++; i < len(text) && text[i] != '"'; i++ {
					if text[i] == '\\' && i+1 < len(text) {
						i++
					}
					b.WriteByte(text[i])
				}
				i++
				call = append(call, b.String())
			case c == '[' && strings.HasPrefix(text[i:], "[["):
				end := strings.Index(text[i+2:], "]]")
				if end < 0 {
					end = len(text) - i - 2
				}
				call = append(call, text[i+2:i+2+end])
				i = min(len(text), i+4+end)
			default:
				s := i
				for i < len(text) && !strings.ContainsRune(" \t\r\n()#\"", rune(text[i])) {
					if text[i] == '\\' {
						i++
					}
					i++
				}
				call = append(call, text[s:min(i, len(text))])
			}
		}
		out = append(out, call)
	}
	return out
}

// psHashValue returns the value of key in a PowerShell hashtable literal,
// given as the commands read from its body (@{CommandLine='…'}): the
// entry KEY = VALUE, any case. Not found, the value is unknown.
func psHashValue(body []*Command, key string) Word {
	for _, c := range body {
		words := append([]Word{c.Word0}, c.Args...)
		entry := joinWords(words)
		k, v, ok := strings.Cut(entry.Value, "=")
		if ok && strings.EqualFold(strings.TrimSpace(k), key) {
			return Word{Value: strings.TrimSpace(v), Literal: entry.Literal, Subst: entry.Subst}
		}
	}
	return Word{Value: "$" + key}
}
