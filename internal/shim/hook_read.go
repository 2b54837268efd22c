package shim

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A harness's file tools that read (Claude Code's Read, Grep, Glob;
// Gemini CLI's read_file; Cursor's beforeReadFile) get the credential
// rules that cat gets: each path read is judged as the command that reads
// it would be, so the policy's one list of credential paths decides.

// readCommand is the command that reads p, and its grammar: cat of the
// path, or Get-Content of a Windows path.
func readCommand(p string) (string, lexer.Grammar) {
	if windowsPath(p) || strings.HasPrefix(p, `%`) {
		return "Get-Content -LiteralPath '" + strings.ReplaceAll(p, "'", "''") + "'", lexer.PowerShell
	}
	prefix := ""
	if p == "~" || strings.HasPrefix(p, "~/") {
		prefix, p = "~", p[1:] // ~ expands only unquoted
		if p == "" {
			return "cat -- ~", lexer.Bash
		}
	}
	q, err := syntax.Quote(p, syntax.LangBash)
	if err != nil { // a NUL byte: no file has that name
		q = "''"
	}
	return "cat -- " + prefix + q, lexer.Bash
}

// searchReads are the paths a content search reads: each directory or
// file searched (none: the working directory, which the harness's own
// rules govern), and each file glob under it.
func searchReads(dirs, globs []string) []string {
	out := append([]string(nil), dirs...)
	if len(dirs) == 0 {
		dirs = []string{"."}
	}
	for _, g := range globs {
		for _, d := range dirs {
			out = append(out, joinGlob(d, g))
		}
	}
	return out
}

// globReads are the paths a file listing reveals: the directory listed,
// and a pattern that names a place of its own (absolute, or under ~). A
// pattern relative to the directory (**/*.go) lists names only.
func globReads(dirs, patterns []string) []string {
	out := append([]string(nil), dirs...)
	for _, p := range patterns {
		if path.IsAbs(p) || strings.HasPrefix(p, "~") || windowsPath(p) {
			out = append(out, p)
			continue
		}
		for _, d := range dirs {
			out = append(out, joinGlob(d, p))
		}
	}
	return out
}

func joinGlob(dir, glob string) string {
	if windowsPath(dir) {
		return strings.TrimRight(dir, `\`) + `\` + glob
	}
	return strings.TrimRight(dir, "/") + "/" + glob
}
