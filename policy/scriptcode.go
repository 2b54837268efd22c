package policy

import (
	"regexp"
	"strings"
)

// Values a script's code builds before it hands a string to the shell
// (os.system("rm -rf " + os.path.expanduser("~")), cmd = "rm -rf "
// ENVIRON["HOME"]; system(cmd)): the language's name for the home
// directory is ~, a string joined to it is one string, and a call given a
// variable assigned a string literal is given that string. What the
// rules that read shell strings in code (shellCall, awkRuns) then see is
// the command line the program runs.

// scriptHomeJoined matches a string literal followed by the home
// directory by name (fsHomeExpr), itself or made a string (str(…)),
// joined by +, ., .., or nothing (awk): the string's text and its
// closing quote captured.
var scriptHomeJoined = &lazyRegexp{expr: `(["'])([^"'\n]*)(["'])\s*(?:\+|\.\.?)?\s*(?:(?:str|String|strval|tostring)\(\s*` + fsHomeExpr + `\s*\)|` + fsHomeExpr + `)`}

// scriptHomeThen matches a string ending in the home directory joined
// (scriptHomeJoined) and the string literal joined after it: "rm -rf ~"
// "/src" (awk's ENVIRON["HOME"] "/src"), "~" + "/x"; the first's text, its
// closing quote and the second's text captured, to be one string.
var scriptHomeThen = &lazyRegexp{expr: `(["'])([^"'\n]*)~(["'])\s*(?:\+|\.\.?)?\s*["']([^"'\n]*)["']`}

// scriptHomeInterp matches the home directory interpolated in a string:
// {…} of an f-string, ${…} of a template, #{…} of Ruby, $(…) of
// Julia's strings and commands (run(`rm -rf $(homedir())`)).
var scriptHomeInterp = &lazyRegexp{expr: `(?:\$|#)?\{\s*` + fsHomeExpr + `\s*\}|\$\(\s*` + fsHomeExpr + `\s*\)`}

// scriptStrPrefix matches the prefix letters of a Python string (f"…",
// rb'…') where an argument starts.
var scriptStrPrefix = &lazyRegexp{expr: `([(\s,=])[fFrRbBuU]{1,2}(["'])`}

// scriptStrAssign matches an assignment of a string literal: the name and
// the text captured (cmd = "…", my $c = '…', const c = "…", local c = …).
var scriptStrAssign = &lazyRegexp{expr: `(?:^|[;{\s(])(?:const\s+|let\s+|var\s+|my\s+|local\s+)?\$?([A-Za-z_]\w*)\s*=\s*(?:"([^"\n]*)"|'([^'\n]*)')`}

// scriptConcat matches two string literals joined by +, . or .. (Python,
// JavaScript, Ruby, Perl, PHP, Lua): "rm " + "-rf ~" is one string.
var scriptConcat = &lazyRegexp{expr: `(["'])([^"'\n]*)["']\s*(?:\+|\.\.?)\s*["']([^"'\n]*)(["'])`}

// scriptJoinList matches a separator string's join of a list of string
// literals, Python's " ".join(["rm", "-rf", "~"]): the separator and the
// list captured.
var scriptJoinList = &lazyRegexp{expr: `(["'])([^"'\n]*)["']\.join\(\s*[\[(]((?:\s*["'][^"'\n]*["']\s*,)*\s*["'][^"'\n]*["']\s*,?\s*)[\])]\s*\)`}

// scriptListJoin matches a list of string literals joined by a
// separator string, JavaScript's and Ruby's ["rm", "-rf", "~"].join(" "):
// the list and the separator captured.
var scriptListJoin = &lazyRegexp{expr: `\[((?:\s*["'][^"'\n]*["']\s*,)*\s*["'][^"'\n]*["']\s*,?\s*)\]\.join\(\s*(["'])([^"'\n]*)["']\s*\)`}

// scriptListItem matches one string literal of a list.
var scriptListItem = &lazyRegexp{expr: `["']([^"'\n]*)["']`}

// scriptJoined returns code with the strings it joins of literals written
// as one: a join of a list of them, and literals concatenated, as the
// program builds them before it hands the string on.
func scriptJoined(code string) string {
	if strings.Contains(code, ".join(") {
		code = scriptJoinList.get().ReplaceAllStringFunc(code, func(m string) string {
			sm := scriptJoinList.get().FindStringSubmatch(m)
			return joinedList(sm[3], sm[2], sm[1])
		})
	}
	if strings.Contains(code, ".join(") {
		code = scriptListJoin.get().ReplaceAllStringFunc(code, func(m string) string {
			sm := scriptListJoin.get().FindStringSubmatch(m)
			return joinedList(sm[1], sm[3], sm[2])
		})
	}
	for range 8 { // "a" + "b" + "c": a pair a round
		joined := scriptConcat.get().ReplaceAllString(code, "$1$2$3$4")
		if joined == code {
			break
		}
		code = joined
	}
	return code
}

// joinedList returns the string literals of list joined by sep, written
// as one literal in quote.
func joinedList(list, sep, quote string) string {
	var items []string
	for _, it := range scriptListItem.get().FindAllStringSubmatch(list, maxCalls) {
		items = append(items, it[1])
	}
	return quote + strings.Join(items, sep) + quote
}

// scriptVarCall matches a call that runs a command line given as a
// variable: system(cmd), os.system(c), exec($c), popen(cmd, …).
var scriptVarCall = &lazyRegexp{expr: `\b(system|exec|execSync|popen|shell_exec|passthru|execute|getoutput)\s*\(\s*\$?([A-Za-z_]\w*)\s*[,)]`}

// scriptResolved returns code with the values it builds written out
// (the home directory as ~, strings joined to it, a call given a variable
// holding a string literal given the literal, appended as a line), for
// the patterns that read shell strings in code.
func scriptResolved(code string) string {
	if !strings.ContainsAny(code, "\"'`") {
		return code
	}
	code = scriptStrPrefix.get().ReplaceAllString(code, "$1$2")
	code = scriptJoined(code)
	code = scriptHomeInterp.get().ReplaceAllString(code, "~")
	code = scriptHomeJoined.get().ReplaceAllString(code, "$1$2~$3")
	code = scriptHomeThen.get().ReplaceAllString(code, "$1$2~$4$3")
	calls := scriptVarCall.get().FindAllStringSubmatch(code, maxCalls)
	if len(calls) == 0 {
		return code
	}
	vars := map[string]string{}
	for _, m := range scriptStrAssign.get().FindAllStringSubmatch(code, 32) {
		vars[m[1]] = m[2] + m[3]
	}
	var b strings.Builder
	b.WriteString(code)
	for _, m := range calls {
		if v, ok := vars[m[2]]; ok {
			b.WriteString("\n" + m[1] + "(\"" + strings.ReplaceAll(v, `"`, `\"`) + "\")")
		}
	}
	return b.String()
}

// scriptHomeAssign matches a variable assigned the home directory by
// the language's name for it (fsHomeExpr), or Go's os.UserHomeDir()
// (home, err := …): const h = os.homedir(), let home =
// std::env::var("HOME").unwrap(), home, _ := os.UserHomeDir(); the
// name captured.
var scriptHomeAssign = &lazyRegexp{expr: `(?:^|[;{\s(])(?:const\s+|let\s+(?:mut\s+)?|var\s+|my\s+|local\s+|auto\s+|string\s+)?\$?([A-Za-z_]\w*)(?:\s*,\s*_?\w*)?\s*:?=\s*(?:` + fsHomeExpr + `|os\.UserHomeDir\(\s*\))` + fsUnwrapped + `\s*(?:[;,)\n]|$)`}

// scriptHomeNamed returns code with each whole argument that is a
// variable assigned the home directory (scriptHomeAssign) written as
// the home directory's name, os.homedir(): rmSync(h, …) after const h =
// os.homedir() deletes the home directory, as rmSync(os.homedir()) does.
func scriptHomeNamed(code string) string {
	for _, m := range scriptHomeAssign.get().FindAllStringSubmatch(code, 4) {
		use, err := regexp.Compile(`([(,]\s*)&?` + regexp.QuoteMeta(m[1]) + `(\s*[,)])`)
		if err != nil {
			continue
		}
		code = use.ReplaceAllString(code, "${1}os.homedir()${2}")
	}
	return code
}
