package policy

import "strings"

// Presence tests in code. An interpreter's one-liner that asks whether a
// credential's variable is set (python -c "print('OPENAI_API_KEY' in
// os.environ)", node -e "console.log(!!process.env.GITHUB_TOKEN)") prints
// a truth value or a length, never the value, as the shell's [ -n "$X" ]
// does. A read of the variable counts as a test only in a form whose
// result is that: a membership test, a conversion to a truth value, a
// length, a comparison with nothing, a condition; a read anywhere else in
// the code is a read of the value.

// The parts of codePresence: envQ a quote of a name, envN the name,
// envAcc one read of a variable by its literal name (as codeEnvName's);
// a default value that assigns (os.environ.get('X', s:=…), ENV.fetch("X",
// s = …)) keeps what it reads for later, so is none.
const (
	envQ   = `["'\x60]`
	envN   = `[A-Za-z_][A-Za-z0-9_]*`
	envAcc = `(?:os\.environ(?:\.get\(\s*` + envQ + envN + envQ + `\s*(?:,[^()=]*)?\)|\[\s*` + envQ + envN + envQ + `\s*\])` +
		`|(?:os\.)?getenv\(\s*` + envQ + envN + envQ + `\s*(?:,[^()=]*)?\)` +
		`|ENV(?:\[\s*` + envQ + envN + envQ + `\s*\]|\.fetch\(\s*` + envQ + envN + envQ + `\s*(?:,[^()=]*)?\))` +
		`|\$ENV\{\s*` + envQ + `?` + envN + envQ + `?\s*\}|\$_ENV\[\s*` + envQ + envN + envQ + `\s*\]` +
		`|(?:process|Bun|import\.meta)\.env(?:\.` + envN + `|\[\s*` + envQ + envN + envQ + `\s*\])` +
		`|Deno\.env\.get\(\s*` + envQ + envN + envQ + `\s*\))`
)

// codePresence matches a test of a variable's presence in code: the
// name tested for membership ('X' in os.environ, ENV.key?("X"),
// process.env.hasOwnProperty('X')), or a read of it (envAcc) turned into
// a truth value or a length (bool(…), len(…), Boolean(…), !!…, not …,
// typeof …, defined …, isset(…), ….length, … is None, … != null), or
// used as a condition (if …:, if (!…), … ? 'set' : 'unset', 'set' if
// … else 'unset').
var codePresence = &lazyRegexp{expr: envQ + envN + envQ + `\s+(?:not\s+)?in\s+(?:os\.environ|process\.env)\b` +
	`|\bENV\.(?:key|has_key|include|member)\?\s*\(?\s*` + envQ + envN + envQ +
	`|(?:process\.env|os\.environ)\.(?:hasOwnProperty|__contains__)\(\s*` + envQ + envN + envQ + `\s*\)` +
	`|\bObject\.hasOwn\(\s*process\.env\s*,\s*` + envQ + envN + envQ + `\s*\)` +
	`|\b(?:bool|len|Boolean|isset|empty|strlen)\(\s*` + envAcc + `\s*\)` +
	`|!\s*` + envAcc + `|\bnot\s+` + envAcc + `|\b(?:typeof|defined|exists)\s+` + envAcc +
	`|` + envAcc + `\s*(?:\?\.|\.)(?:length|nil\?|empty\?|present\?|blank\?)` +
	`|` + envAcc + `\s*(?:is\s+(?:not\s+)?None\b|[!=]==?\s*(?:null|undefined|None|nil|false|''|""|0)\b)` +
	`|` + envAcc + `\s*\?\s*[^?.\s]` +
	`|\bif\s*\(?\s*(?:not\s+)?` + envAcc + `\s*(?:\)|:|\belse\b)`}

// codePresenceOnly reports whether every mention of name in code is inside a
// test of its presence (codePresence).
func codePresenceOnly(code, name string) bool {
	if !strings.Contains(code, name) {
		return false
	}
	return !strings.Contains(codeWithoutTests(code), name)
}

// codeWithoutTests returns code with its tests of variables' presence
// taken out: what reads a value is left. Perl interpolates $ENV{X} in a
// string ("!$ENV{X}", qq{not $ENV{X}}, a here-document): a test of that
// form after a double quote, qq or << is not taken as one.
func codeWithoutTests(code string) string {
	var b strings.Builder
	last := 0
	for _, m := range codePresence.get().FindAllStringIndex(code, -1) {
		if strings.Contains(code[m[0]:m[1]], "$ENV{") && perlInterpolates(code[:m[0]]) {
			continue
		}
		b.WriteString(code[last:m[0]])
		b.WriteByte(' ')
		last = m[1]
	}
	b.WriteString(code[last:])
	return b.String()
}

// perlInterpolates reports whether Perl code before a point may have
// opened a string that interpolates variables: an odd number of double
// quotes, or a qq operator or here-document anywhere before it.
func perlInterpolates(before string) bool {
	return strings.Count(before, `"`)%2 == 1 || strings.Contains(before, "qq") || strings.Contains(before, "<<")
}
