package policy

import "strings"

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
// {…} of an f-string, ${…} of a template, #{…} of Ruby.
var scriptHomeInterp = &lazyRegexp{expr: `(?:\$|#)?\{\s*` + fsHomeExpr + `\s*\}`}

// scriptStrPrefix matches the prefix letters of a Python string (f"…",
// rb'…') where an argument starts.
var scriptStrPrefix = &lazyRegexp{expr: `([(\s,=])[fFrRbBuU]{1,2}(["'])`}

// scriptStrAssign matches an assignment of a string literal: the name and
// the text captured (cmd = "…", my $c = '…', const c = "…", local c = …).
var scriptStrAssign = &lazyRegexp{expr: `(?:^|[;{\s(])(?:const\s+|let\s+|var\s+|my\s+|local\s+)?\$?([A-Za-z_]\w*)\s*=\s*(?:"([^"\n]*)"|'([^'\n]*)')`}

// scriptVarCall matches a call that runs a command line given as a
// variable: system(cmd), os.system(c), exec($c), popen(cmd, …).
var scriptVarCall = &lazyRegexp{expr: `\b(system|exec|execSync|popen|shell_exec|passthru|execute|getoutput)\s*\(\s*\$?([A-Za-z_]\w*)\s*[,)]`}

// scriptResolved returns code with the values it builds written out
// (the home directory as ~, strings joined to it, a call given a variable
// holding a string literal given the literal, appended as a line), for
// the patterns that read shell strings in code.
func scriptResolved(code string) string {
	if !strings.ContainsAny(code, "\"'") {
		return code
	}
	code = scriptStrPrefix.get().ReplaceAllString(code, "$1$2")
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
