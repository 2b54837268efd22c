package policy

import (
	"strconv"
	"strings"
)

// A script's own arguments, known before it runs: python3 -c "…
// open(sys.argv[1], 'w')…" ~/.claude/settings.json writes the file its
// command line names, as much as open('/home/u/.claude/settings.json',
// 'w') does. scriptArgvCode puts each argument the code takes by number
// in its place, as a string literal holding a mark the readers of
// literals (fsScriptWrites, fsRemoves, fsScript) then turn back into the
// shell's word (scriptArgvWord), so that ~ and quoting stay the shell's.

// scriptArgvRef matches a script's reference to one of its arguments by
// number, the array and the number captured: sys.argv[1],
// process.argv[1], Ruby's ARGV[0], Perl's $ARGV[0], PHP's $argv[1],
// Deno.args[0].
var scriptArgvRef = &lazyRegexp{expr: `(sys\.argv|process\.argv|\$?ARGV|\$argv|Deno\.args)\[\s*(\d+)\s*\]`}

// argvMark begins and ends the mark of an argument put in the code.
const argvMark = "\x00argv"

// codeOperands returns the words an interpreter one-liner c of lang
// gives its code, with how the language numbers the first of them
// (sys.argv[1], process.argv[1], ARGV[0]) left to scriptArgvCode: the
// words after the code option's value (a -- before them dropped), or
// after - when the program is read from standard input (node's argv
// keeps that -).
func codeOperands(c *Command, lang string) []Word {
	s := interpSpec(c.Name)
	if s == nil || !s.extra().optsFirst {
		return nil
	}
	p := parseArgs(s, c.Args)
	if p.hasAny(s.codeOpts) {
		return p.operands
	}
	if len(p.operands) == 0 || p.operands[0].Value != "-" || p.hasAny(s.extra().modOpts) {
		return nil
	}
	if lang == "node" {
		return p.operands // process.argv[1] is the -
	}
	return p.operands[1:]
}

// scriptArgvCode returns code with each reference to an argument by
// number (scriptArgvRef) replaced by a string literal holding its mark,
// and the words those marks stand for (codeOperands); code unchanged
// and nil when it takes none.
func scriptArgvCode(c *Command, lang, code string) (string, []Word) {
	if !strings.Contains(code, "argv") && !strings.Contains(code, "ARGV") && !strings.Contains(code, "args") {
		return code, nil
	}
	if !scriptArgvRef.get().MatchString(code) {
		return code, nil
	}
	args := codeOperands(c, lang)
	if len(args) == 0 {
		return code, nil
	}
	return scriptArgvRef.get().ReplaceAllStringFunc(code, func(m string) string {
		sub := scriptArgvRef.get().FindStringSubmatch(m)
		n, err := strconv.Atoi(sub[2])
		if err != nil {
			return m
		}
		switch sub[1] {
		case "sys.argv", "process.argv", "$argv":
			n-- // argv[0] is the program (-c, node, Standard input code)
		}
		if n < 0 || n >= len(args) {
			return m
		}
		return "'" + argvMark + strconv.Itoa(n) + argvMark + "'"
	}), args
}

// scriptArgvWord returns the path v of code rewritten by scriptArgvCode
// with its mark turned back into the shell's word: the word itself when
// v is the whole argument, else v with the argument's text in place of
// the mark (os.path.join(sys.argv[1], 'settings.json')). ok is false
// when v holds no mark.
func scriptArgvWord(v string, args []Word) (Word, bool) {
	i := strings.Index(v, argvMark)
	if i < 0 {
		return Word{}, false
	}
	rest := v[i+len(argvMark):]
	j := strings.Index(rest, argvMark)
	if j < 0 {
		return Word{}, false
	}
	n, err := strconv.Atoi(rest[:j])
	if err != nil || n < 0 || n >= len(args) {
		return Word{}, false
	}
	arg := args[n]
	if i == 0 && j+len(argvMark) == len(rest) {
		return arg, true
	}
	return Word{Value: v[:i] + arg.Value + rest[j+len(argvMark):], Literal: arg.Literal}, true
}
