package policy

import "strings"

// foreignLine rewrites the forms of a foreign shell's command line (fish,
// Nushell, Elvish, xonsh; foreignShells) whose sh reading would differ
// from what that shell does, into sh's words for the same effect, so
// that every rule reads them as sh code:
//
//   - Nushell's ^NAME runs the external command NAME (^shutdown -h now);
//   - fish's set with -x or --export and no name prints every exported
//     variable (set -x, set -gx; sh's set -x only traces), and set [-gx]
//     NAME VALUE… assigns (exported with -x), as NAME=VALUE and export;
//   - Nushell's $env, alone, is the whole environment (env); $env.NAME =
//     VALUE exports it, as Elvish's set-env NAME VALUE and set E:NAME =
//     VALUE and xonsh's $NAME = VALUE do; xonsh's ${...}, wherever it
//     is in a command, is the whole environment;
//   - fish's source and . with no file read their standard input as code
//     (curl … | source), as sh does;
//   - fish's function NAME [OPTIONS]; BODY; end defines NAME as sh's
//     NAME() { BODY; } does (fishFunctions), and its alias NAME DEF,
//     blank-separated, as sh's alias NAME=DEF (fishAliases).
//
// shell is the foreign shell's name; text its code.
func foreignLine(shell, text string) string {
	if shell == "fish" && strings.Contains(text, "function") {
		text = fishFunctions.get().ReplaceAllString(text, "${1}${2}() { ${3}; }")
	}
	if shell == "fish" && strings.Contains(text, "alias") {
		text = fishAliases.get().ReplaceAllString(text, "${1}alias ${2}=")
	}
	if !strings.ContainsAny(text, "^$") && !strings.Contains(text, "set") && !strings.Contains(text, "source") && !strings.Contains(text, ".") {
		return text
	}
	var b strings.Builder
	for i, line := range strings.Split(text, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		for j, stmt := range strings.Split(line, ";") {
			if j > 0 {
				b.WriteByte(';')
			}
			b.WriteString(foreignStatement(shell, stmt))
		}
	}
	return b.String()
}

// foreignStatement rewrites one statement of foreignLine's, each command
// of its pipeline.
func foreignStatement(shell, stmt string) string {
	parts := strings.Split(stmt, "|")
	for i, p := range parts {
		lead := p[:len(p)-len(strings.TrimLeft(p, " \t"))]
		fields := strings.Fields(p)
		if len(fields) == 0 {
			continue
		}
		if out, ok := foreignCommand(shell, fields, i > 0); ok {
			parts[i] = lead + out + " "
		}
	}
	return strings.Join(parts, "|")
}

// foreignCommand returns sh's words for one foreign command, its fields;
// piped: it reads the pipe before it.
func foreignCommand(shell string, f []string, piped bool) (string, bool) {
	switch {
	case shell == "nu" && len(f[0]) > 1 && f[0][0] == '^':
		f[0] = f[0][1:]
		return strings.Join(f, " "), true
	case shell == "fish" && f[0] == "set":
		export, i := false, 1
		for ; i < len(f) && strings.HasPrefix(f[i], "-"); i++ {
			o := f[i]
			if o == "--export" || !strings.HasPrefix(o, "--") && strings.ContainsRune(o, 'x') {
				export = true
			}
		}
		switch {
		case i == len(f) && export:
			return "export -p", true
		case i < len(f) && isName([]byte(f[i])) && i+1 < len(f):
			// A list's elements; exported, PATH-like lists join with
			// colons, and every other with blanks, one word either way.
			sep := " "
			if strings.HasSuffix(f[i], "PATH") {
				sep = ":"
			}
			return foreignAssign(f[i], `"`+strings.Join(f[i+1:], sep)+`"`, export), true
		}
	case (shell == "fish" || shell == "elvish") && (f[0] == "source" || f[0] == ".") && len(f) == 1 && piped:
		return "sh", true
	case shell == "nu" && f[0] == "$env" && len(f) == 1:
		return "env", true
	case shell == "nu" && strings.HasPrefix(f[0], "$env.") && len(f) > 2 && f[1] == "=":
		return foreignAssign(f[0][len("$env."):], strings.Join(f[2:], " "), true), true
	case shell == "elvish" && f[0] == "set-env" && len(f) > 2:
		return foreignAssign(f[1], strings.Join(f[2:], " "), true), true
	case shell == "elvish" && f[0] == "set" && len(f) > 3 && strings.HasPrefix(f[1], "E:") && f[2] == "=":
		return foreignAssign(f[1][2:], strings.Join(f[3:], " "), true), true
	case shell == "xonsh" && strings.Contains(strings.Join(f, " "), "${...}"):
		return "env", true // print(${...}), dict(${...})
	case shell == "xonsh" && len(f[0]) > 1 && f[0][0] == '$' && len(f) > 2 && f[1] == "=":
		return foreignAssign(f[0][1:], strings.Join(f[2:], " "), true), true
	}
	return "", false
}

// foreignAssign is sh's assignment of value to name, exported or not.
func foreignAssign(name, value string, export bool) string {
	if !isName([]byte(name)) {
		return name + " " + value
	}
	if export {
		return "export " + name + "=" + value
	}
	return name + "=" + value
}

// fishFunctions matches a fish function definition, function NAME
// [OPTIONS…]; BODY; end (fish-doc function: the body is the commands up
// to its end, on the lines after it or after a ;): what comes before, the
// name and the body captured, to be read as sh's NAME() { BODY; }, which
// calls itself as fish's does (function f; f | f &; end; f forks without
// end). A body holding a block of its own is cut at that block's end: a
// text sh cannot parse, read line by line as foreign code is.
// Its options' words may hold a quoted ; (function f -d "a;b").
var fishFunctions = &lazyRegexp{expr: `(?s)(^|[;\n])\s*function\s+([A-Za-z_][\w-]*)(?:\s+-[^;\n"']*(?:(?:"[^"]*"|'[^']*')[^;\n"']*)*)?\s*[;\n](.*?)[;\n]\s*end\b`}

// fishAliases matches the start of fish's alias NAME DEFINITION (fish-doc
// alias: a function NAME running DEFINITION), what comes before and the
// name captured, to be read as sh's alias NAME=DEFINITION.
var fishAliases = &lazyRegexp{expr: `(^|[;\n])\s*alias\s+([A-Za-z_][\w-]*)\s+`}
