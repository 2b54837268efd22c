package policy

import (
	"path"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Scripts a Windows input writes and then runs, as script.go follows them
// for posix shells: cmd's echo … > f.bat and PowerShell's Set-Content or
// Add-Content of known text, then f.bat, call f.bat, cmd /c f.bat or
// & .\f.ps1. What runs is the text written, judged as code of the language
// its extension names. Windows paths are kept as written (winKey): the
// same spelling names the same file when both run in one input.

// winKey is the key of a Windows path in the analyzer's written texts:
// unquoted, lowercase (Windows' names fold case), with \ for /, without
// a leading .\ .
func winKey(v string) string {
	v = strings.ToLower(strings.ReplaceAll(strings.Trim(v, `"'`), "/", `\`))
	return strings.TrimPrefix(v, `.\`)
}

// noteWinWritten remembers the text c writes with > or >> (text, nil
// when only known at run time) to a file named by a Windows path.
func (a *analyzer) noteWinWritten(c *Command, text *string) {
	for _, r := range c.Redirs {
		if (r.Op != ">" && r.Op != ">>") || r.Fd != "" && r.Fd != "1" {
			continue
		}
		if k := winKey(r.Target.Value); k != "" && k != "nul" && !strings.HasPrefix(k, "$null") {
			a.wrote(c, k, text, r.Op == ">>")
		}
	}
}

// winScript judges the script c runs when this input wrote it: a batch
// file as cmd code, a .ps1 as PowerShell, a .sh as bash. It reports
// whether c ran one.
func (a *analyzer) winScript(c *Command, w []string) bool {
	k := winKey(c.Word0.Value)
	text, ok := a.written[k]
	if !ok || k == "" {
		return false
	}
	if text == unknownText {
		d := &Command{Grammar: c.Grammar, Text: c.Text, Wrappers: w, Dynamic: true, Word0: c.Word0}
		a.add(d)
		a.in.unjudged = append(a.in.unjudged, unjudged{c: d, path: k, undecided: true,
			why: "it runs " + k + " after writing it with text only known at run time"})
		return true
	}
	w = append(w[:len(w):len(w)], "written to "+k)
	switch path.Ext(strings.ReplaceAll(k, `\`, "/")) {
	case ".bat", ".cmd":
		a.cmd(text, w)
	case ".ps1":
		a.powershell(text, w, nil)
	case ".sh":
		a.posix(text, lexer.Bash, w)
	default:
		return false
	}
	return true
}

// noteWinCopy judges the destination of cmd's copy, move and xcopy (its
// last operand, as written: %LOCALAPPDATA% unexpanded) as a file written:
// a core tool's name on the command path (shadowedTool) is refused as
// POSIX cp's is.
func (a *analyzer) noteWinCopy(c *Command, words []cmdWord) {
	switch c.Name {
	case "copy", "move", "xcopy":
	default:
		return
	}
	var dest string
	for _, w := range words {
		if !strings.HasPrefix(w.raw, "/") || strings.Contains(w.raw[1:], "/") {
			dest = strings.Trim(w.raw, `"`)
		}
	}
	if tool := shadowedTool(dest); tool != "" {
		a.in.unjudged = append(a.in.unjudged, unjudged{c: c, path: dest, rule: "self.config", fix: shadowFix(tool), why: shadowWhy(dest, tool)})
	}
	if k := winKey(dest); k != "" {
		if _, ok := a.written[k]; ok {
			a.wrote(c, k, nil, false) // the text written earlier is replaced by a file's
		}
	}
}

// rundllArgs returns rundll32's arguments with its first, DLL,ENTRY,
// as rundll32 reads it (KB164787, "INFO: Windows Rundll and Rundll32
// Interface"): the DLL is found by LoadLibrary, so the system directory
// written before it (C:\Windows\System32\shell32.dll) names the same
// DLL as its name alone; on Windows NT rundll32 looks up ENTRYW first,
// so ShellExec_RunDLLW is the function ShellExec_RunDLL calls, and
// comsvcs' MiniDumpW the one MiniDump does; PowerShell hands a native
// program DLL,ENTRY written bare as two arguments (an array: DLL ENTRY),
// which rundll32 reads as one, a blank ending the DLL's name as a comma
// does (rundll32 javascript:"\..\mshtml RunHTMLApplication"). The specs
// of the launcher exports (shell32,ShellExec_RunDLL,
// url.dll,FileProtocolHandler) then match every spelling. A DLL written
// otherwise (javascript:…, a variable) is left as it is.
func rundllArgs(args []Word) []Word {
	if len(args) == 0 || !args[0].Literal {
		return args
	}
	dll, entry, comma := strings.Cut(args[0].Value, ",")
	rest := args[1:]
	if !comma {
		if len(args) < 2 || !args[1].Literal || strings.HasPrefix(args[1].Value, "/") || strings.HasPrefix(args[1].Value, "-") {
			return args
		}
		entry, rest = args[1].Value, args[2:]
	}
	low := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(dll), `\`, "/"))
	for _, sys := range []string{"%systemroot%/system32/", "%windir%/system32/", "$env:systemroot/system32/", "$env:windir/system32/", "c:/windows/system32/", "c:/windows/syswow64/", "%systemroot%/syswow64/", "%windir%/syswow64/"} {
		low = strings.TrimPrefix(low, sys)
	}
	entry = strings.ToLower(strings.TrimSpace(entry))
	if low == "" || strings.ContainsAny(low, ":/$%") || entry == "" || strings.ContainsAny(entry, " ,") {
		return args
	}
	if e, ok := strings.CutSuffix(entry, "w"); ok && len(e) > 1 {
		entry = e
	}
	first := args[0]
	first.Value = low + "," + entry
	return append([]Word{first}, rest...)
}
