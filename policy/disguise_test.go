package policy

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/guarded-sh/guarded-sh/internal/cmdtoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// A disguise rewrites a command into another input that runs the same
// command: a shell handed the text, a function, a script written then run,
// a wrapper, a decoder. The mutation test wraps every must-refuse case of
// the corpus in every disguise of its grammar and requires each mutant to
// be refused too: a mutant that runs while its original is refused shows a
// mechanism the analysis does not follow.
type disguise struct {
	name string
	// wrap returns the mutant, or false when the disguise does not apply
	// to the command (a prefix wrapper before a pipeline, say).
	wrap func(cmd string) (string, bool)
}

// bashQuote quotes s as one single-quoted bash word.
func bashQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// jsString writes s as a double-quoted string literal that JavaScript and
// Python read back as s.
func jsString(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

// psQuote quotes s as one single-quoted PowerShell string.
func psQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// simpleCommand reports whether cmd is one simple command of plain words:
// what a prefix wrapper, xargs or an array can take whole.
func simpleCommand(cmd string) bool {
	if strings.ContainsAny(cmd, ";|&<>()`{}\n#") {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimSpace(cmd), " ")
	switch first {
	case "", "if", "for", "while", "until", "case", "function", "select", "[[", "!", "exec", "export", "unset", "cd", "alias", "set", "source", ".", "eval":
		// Keywords and builtins that change the shell itself: behind a
		// wrapper they run elsewhere and do something else.
		return false
	}
	return !strings.Contains(first, "=")
}

// plainWords reports whether cmd splits into its words without quotes or
// expansions: what $CMD word splitting gives back unchanged.
func plainWords(cmd string) bool {
	return simpleCommand(cmd) && !strings.ContainsAny(cmd, `'"\$*?[~`)
}

func simpleOnly(f func(string) string) func(string) (string, bool) {
	return func(c string) (string, bool) {
		if !simpleCommand(c) {
			return "", false
		}
		return f(c), true
	}
}

// oneLine applies f to a command of one line: cmd /c runs the first line
// of its string only.
func oneLine(f func(string) string) func(string) (string, bool) {
	return func(c string) (string, bool) {
		if strings.ContainsAny(c, "\r\n") {
			return "", false
		}
		return f(c), true
	}
}

// oneBuffer applies f to PowerShell input a prompt reads as one buffer:
// inside the { } f wraps it in, the brace is open at every newline, so an
// empty line after a comma (a cut, lexer.Cuts) no longer ends a command
// (Parser.cs ArrayLiteralRule skips the newlines) and the disguise would
// change what runs.
func oneBuffer(f func(string) string) func(string) (string, bool) {
	return func(c string) (string, bool) {
		for _, cut := range lexer.Cuts(c, lexer.PowerShell) {
			if strings.TrimSpace(c[cut:]) != "" {
				return "", false
			}
		}
		return f(c), true
	}
}

func always(f func(string) string) func(string) (string, bool) {
	return func(c string) (string, bool) { return f(c), true }
}

// bashDisguises are the POSIX-shell disguises (bash, and the sh-like grammars).
var bashDisguises = []disguise{
	{"bash -c", always(func(c string) string { return "bash -c " + bashQuote(c) })},
	{"sh -c", always(func(c string) string { return "sh -c " + bashQuote(c) })},
	{"eval", always(func(c string) string { return "eval " + bashQuote(c) })},
	{"function", always(func(c string) string { return "f() {\n" + c + "\n}\nf" })},
	{"heredoc script", always(func(c string) string {
		return "cat > /tmp/job.sh <<'GSH_EOF'\n" + c + "\nGSH_EOF\nbash /tmp/job.sh"
	})},
	{"printf script", always(func(c string) string {
		return "printf '%s\\n' " + bashQuote(c) + " > run.sh && chmod +x run.sh && ./run.sh"
	})},
	{"bash heredoc", always(func(c string) string { return "bash <<'GSH_EOF'\n" + c + "\nGSH_EOF" })},
	{"echo | sh", always(func(c string) string { return "echo " + bashQuote(c) + " | sh" })},
	{"base64 | bash", always(func(c string) string {
		return "echo " + base64.StdEncoding.EncodeToString([]byte(c)) + " | base64 -d | bash"
	})},
	{"bash -c $(base64)", always(func(c string) string {
		return `bash -c "$(echo ` + base64.StdEncoding.EncodeToString([]byte(c)) + ` | base64 --decode)"`
	})},
	{"source <()", always(func(c string) string { return "source <(echo " + bashQuote(c) + ")" })},
	{"$CMD", func(c string) (string, bool) {
		if !plainWords(c) {
			return "", false
		}
		return "CMD=" + bashQuote(c) + "; $CMD", true
	}},
	{"array", simpleOnly(func(c string) string { return "arr=(" + c + "); \"${arr[@]}\"" })},
	{"sudo", simpleOnly(func(c string) string { return "sudo " + c })},
	{"env", simpleOnly(func(c string) string { return "env " + c })},
	{"nice", simpleOnly(func(c string) string { return "nice -n 10 " + c })},
	{"timeout", simpleOnly(func(c string) string { return "timeout 60 " + c })},
	{"nohup", simpleOnly(func(c string) string { return "nohup " + c + " &" })},
	{"xargs", simpleOnly(func(c string) string { return "echo go | xargs -I{} " + c })},
	{"find -exec", func(c string) (string, bool) {
		if !simpleCommand(c) || strings.Contains(c, "{}") {
			return "", false
		}
		return "find . -maxdepth 0 -exec " + c + ` \;`, true
	}},
	{"find -exec sh -c", always(func(c string) string {
		return "find . -maxdepth 0 -exec sh -c " + bashQuote(c) + ` \;`
	})},
	{"ssh", always(func(c string) string { return "ssh deploy@build-host " + bashQuote(c) })},
	{"node spawn shell", oneLine(func(c string) string {
		return "node -e " + bashQuote(`require("child_process").spawn(`+jsString(c)+`, {shell: true, stdio: "inherit"})`)
	})},
	{"python pty.spawn", oneLine(func(c string) string {
		return "python3 -c " + bashQuote(`import pty; pty.spawn(["sh", "-c", `+jsString(c)+`])`)
	})},
	{"docker exec", always(func(c string) string { return "docker exec app sh -c " + bashQuote(c) })},
	{"while read eval", oneLine(func(c string) string {
		return "printf '%s\\n' true " + bashQuote(c) + " | while IFS= read -r l; do eval \"$l\"; done"
	})},
	{"for over an array", always(func(c string) string {
		return "steps=(true " + bashQuote(c) + ")\nfor s in \"${steps[@]}\"; do\n  eval \"$s\"\ndone"
	})},
}

// winArg quotes s as one argument of a Windows command line, as
// CommandLineToArgvW reads it back: in double quotes, each " escaped
// with \, and the backslashes before a " or before the closing quote
// doubled.
func winArg(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	slashes := 0
	for _, r := range s {
		switch r {
		case '\\':
			slashes++
			continue
		case '"':
			b.WriteString(strings.Repeat(`\`, 2*slashes+1))
		default:
			b.WriteString(strings.Repeat(`\`, slashes))
		}
		slashes = 0
		b.WriteRune(r)
	}
	b.WriteString(strings.Repeat(`\`, 2*slashes))
	b.WriteByte('"')
	return b.String()
}

// psEncoded is c as pwsh -EncodedCommand takes it: UTF-16LE, base64.
func psEncoded(c string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(c)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return base64.StdEncoding.EncodeToString(b)
}

var psDisguises = []disguise{
	{"& { }", oneBuffer(func(c string) string { return "& { " + c + " }" })},
	{". { }", oneBuffer(func(c string) string { return ". { " + c + " }" })},
	{"iex", always(func(c string) string { return "iex " + psQuote(c) })},
	{"iex of a reversed string", always(func(c string) string {
		r := []rune(c)
		slices.Reverse(r)
		return "$s = " + psQuote(string(r)) + "; iex (-join $s[($s.Length-1)..0])"
	})},
	{"Invoke-Expression -Command", always(func(c string) string { return "Invoke-Expression -Command " + psQuote(c) })},
	{"scriptblock Create", always(func(c string) string {
		return "$sb = [scriptblock]::Create(" + psQuote(c) + "); & $sb"
	})},
	{"Invoke-Command", oneBuffer(func(c string) string { return "Invoke-Command -ScriptBlock { " + c + " }" })},
	{"function", oneBuffer(func(c string) string { return "function Invoke-Job { " + c + " }; Invoke-Job" })},
	{"pwsh -Command", always(func(c string) string { return "pwsh -NoProfile -Command " + psQuote(c) })},
	{"pwsh -EncodedCommand", always(func(c string) string { return "pwsh -NoProfile -EncodedCommand " + psEncoded(c) })},
	{"powershell -enc", always(func(c string) string { return "powershell.exe -nop -enc " + psEncoded(c) })},
	{"Start-Process -ArgumentList", always(func(c string) string {
		// Start-Process joins its -ArgumentList with spaces and quotes
		// nothing (PowerShell issue 5576): the code goes as one quoted
		// argument of the command line, as pwsh reads it back.
		return "Start-Process pwsh -ArgumentList '-NoProfile', '-Command', " + psQuote(winArg(c))
	})},
	{"script written then run", always(func(c string) string {
		return "Set-Content -Path .\\job.ps1 -Value " + psQuote(c) + "; .\\job.ps1"
	})},
	{"iex decoded", always(func(c string) string {
		return "iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('" + base64.StdEncoding.EncodeToString([]byte(c)) + "')))"
	})},
}

// cmdNest returns c as it must be written inside a cmd line for cmd to
// hand c on unchanged: the line of echo c >job.bat (quoted false), whose
// quote flag is c's own, or the string of cmd /c "c" (quoted true), whose
// flag is set where c's is clear and clear where it is set. Where the
// outer flag is clear, phase 2 acts on ^ & | < > ( ) (cmdtoken.Chars;
// jeb and dbenham, stackoverflow.com/a/4095133) and removes carets: each
// such character gets a caret of its own (a caret of c, ^^ and a caret
// before what it escapes), and the line cmd hands on, the carets read, is
// c again. Where the outer flag is set, every character but the quote is
// ordinary and stays as it is. ok is false when no such line exists: a
// quote c escapes (^") inside the outer quotes, where it toggles them.
func cmdNest(c string, quoted bool) (string, bool) {
	var b strings.Builder
	var in cmdtoken.Chars
	for i := 0; i < len(c); i++ {
		outerPlain := in.InQuotes() == quoted
		switch k := in.Read(c[i]); {
		case k == cmdtoken.Escaped && c[i] == '"' && !outerPlain:
			return "", false
		case outerPlain && (k == cmdtoken.Escaped || strings.IndexByte("^&|<>()", c[i]) >= 0):
			b.WriteByte('^')
		}
		b.WriteByte(c[i])
	}
	return b.String(), true
}

// cmdNested applies f to c nested by cmdNest, for a one-line c.
func cmdNested(quoted bool, f func(string) string) func(string) (string, bool) {
	return func(c string) (string, bool) {
		n, ok := cmdNest(c, quoted)
		if !ok || strings.ContainsAny(c, "\r\n") {
			return "", false
		}
		return f(n), true
	}
}

var cmdDisguises = []disguise{
	// cmd hands the rest of its line after /c to the cmd it starts, the
	// first and the last quote taken off when the rest starts with one
	// ("cmd /?" on /S and quotes; cmdSlashCText).
	{"cmd /c", func(c string) (string, bool) {
		if strings.HasPrefix(c, `"`) {
			return "", false // cmd /c would take its quotes off
		}
		return cmdNested(false, func(c string) string { return "cmd /c " + c })(c)
	}},
	{"cmd /c \"\"", cmdNested(true, func(c string) string { return `cmd /c "` + c + `"` })},
	{"cmd /d /s /c", cmdNested(true, func(c string) string { return `cmd.exe /d /s /c "` + c + `"` })},
	{"call", func(c string) (string, bool) {
		if strings.ContainsAny(c, "&|\n") {
			return "", false
		}
		return "call " + c, true
	}},
	{"bat by echo", func(c string) (string, bool) {
		return cmdNested(false, func(c string) string { return "echo " + c + " >job.bat & job.bat" })(c)
	}},
	{"for do", func(c string) (string, bool) {
		if strings.ContainsAny(c, "\n") {
			return "", false
		}
		return "for %Q in (1) do " + c, true
	}},
	{"set then %VAR%", func(c string) (string, bool) {
		if strings.ContainsAny(c, "\n%\"") {
			return "", false
		}
		return "set \"JOB=" + c + "\"\n%JOB%", true
	}},
	{"powershell -c", func(c string) (string, bool) {
		if strings.ContainsAny(c, "\n\"") {
			return "", false
		}
		return `powershell -NoProfile -Command "cmd /c '` + strings.ReplaceAll(c, "'", "''") + `'"`, true
	}},
}

// disguisesOf returns the disguises that apply to grammar g.
func disguisesOf(g string) []disguise {
	switch g {
	case "powershell":
		return psDisguises
	case "cmd":
		return cmdDisguises
	}
	return bashDisguises
}

// survivor is a mutant the guard lets run while its original is refused.
type survivor struct {
	file     string
	line     int
	grammar  string
	disguise string
	orig     string
	rule     string
	mutant   string
}

// mutants wraps every must-refuse case of the corpus in every disguise and
// returns the mutants that run, and how many mutants were checked.
func mutants(t testing.TB) (survivors []survivor, checked int) {
	corpus := loadCorpus(t)
	env := testEnv()
	p := New()
	for _, file := range slices.Sorted(maps.Keys(corpus)) {
		for _, c := range corpus[file] {
			if c.Action == "allow" || c.Action == "warn" || c.Profile != "" {
				continue
			}
			g, err := lexer.ParseGrammar(c.Grammar)
			if err != nil {
				t.Fatal(err)
			}
			orig := p.Check(c.Cmd, g, env)
			if orig.Action < Confirm {
				continue // the corpus test reports it
			}
			for _, d := range disguisesOf(c.Grammar) {
				m, ok := d.wrap(c.Cmd)
				if !ok {
					continue
				}
				checked++
				if v, crash := checkCatching(p, m, g, env); crash != "" {
					t.Errorf("%s:%d %s: the check of %q panics: %s", file, c.line, d.name, m, crash)
				} else if v.Action < Confirm {
					survivors = append(survivors, survivor{file, c.line, c.Grammar, d.name, c.Cmd, orig.First().Rule, m})
				}
			}
		}
	}
	return survivors, checked
}

// checkCatching is p.Check, with a panic of the analysis returned.
func checkCatching(p *Policy, text string, g lexer.Grammar, env *Env) (v Verdict, crash string) {
	defer func() {
		if r := recover(); r != nil {
			crash = fmt.Sprint(r)
		}
	}()
	return p.Check(text, g, env), ""
}

// knownSurvivors is the file of the mutants known to run while their
// original is refused: the gaps not closed yet, one a line (grammar, tab,
// disguise, tab, the original as JSON). GSH_MUTANTS=update rewrites it.
const knownSurvivors = "testdata/disguise_survivors.txt"

// survivorKey names a survivor by what it is, not by where its case is.
func survivorKey(s survivor) string {
	orig, _ := json.Marshal(s.orig)
	return s.grammar + "\t" + s.disguise + "\t" + string(orig)
}

// TestDisguises wraps every must-refuse case of the corpus in every
// disguise of its grammar (mutants) and requires each mutant to be
// refused, but those of knownSurvivors. It reports the survival rate.
// GSH_MUTANTS=all lists every survivor, known or not; GSH_MUTANTS=update
// writes the survivors of today to knownSurvivors.
func TestDisguises(t *testing.T) {
	if testing.Short() {
		t.Skip("the mutation test checks some 50,000 inputs")
	}
	survivors, checked := mutants(t)
	mode := os.Getenv("GSH_MUTANTS")
	if mode == "update" {
		var lines []string
		for _, s := range survivors {
			lines = append(lines, survivorKey(s))
		}
		sort.Strings(lines)
		lines = slices.Compact(lines)
		if err := os.WriteFile(knownSurvivors, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	known := map[string]bool{}
	if data, err := os.ReadFile(knownSurvivors); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			known[line] = line != ""
		}
	}
	byDisguise := map[string]int{}
	for _, s := range survivors {
		byDisguise[s.grammar+" "+s.disguise]++
		switch {
		case mode == "all":
			t.Logf("%s:%d [%s] %s: %q runs, the original %q is refused", s.file, s.line, s.rule, s.disguise, s.mutant, s.orig)
		case !known[survivorKey(s)]:
			t.Errorf("%s:%d [%s] %s: %q runs, the original %q is refused: the disguise hides it (fix the mechanism; GSH_MUTANTS=update lists it as known)", s.file, s.line, s.rule, s.disguise, s.mutant, s.orig)
		}
	}
	var keys []string
	for k := range byDisguise {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-40s %d survive", k, byDisguise[k])
	}
	t.Logf("mutants: %d checked, %d survive (%.2f%%), %d known", checked, len(survivors), 100*float64(len(survivors))/float64(max(checked, 1)), len(known))
}

// TestCmdNest: the line cmdNest writes reads back, carets removed
// (cmdtoken.Unescape, phase 2), as the command it nests.
func TestCmdNest(t *testing.T) {
	for _, c := range []string{
		`powershell -Command "Get-Service | Stop-Service -Force"`,
		`cmd /c "set X=rd /s /q C:\Users& call %X%"`,
		`python -c ^"import shutil; shutil.rmtree('build')^"`,
		`(echo :a& echo goto a)> x.bat & x.bat`,
		`echo a^&b "c^d" ^^ e`,
	} {
		for _, quoted := range []bool{false, true} {
			n, ok := cmdNest(c, quoted)
			if !ok {
				continue
			}
			want, got := c, cmdtoken.Unescape(n)
			if quoted {
				want, got = `"`+c+`"`, cmdtoken.Unescape(`"`+n+`"`)
			}
			if got != want {
				t.Errorf("cmdNest(%q, %v) = %q, read back as %q", c, quoted, n, got)
			}
		}
	}
}

// TestWinArg: what winArg quotes, a Windows command line reads back as
// that one argument.
func TestWinArg(t *testing.T) {
	for _, s := range []string{`rm -r -fo C:\`, `gc "$env:APPDATA\GitHub CLI\hosts.yml"`, `a\\"b`, `x \\`, `iex ("{0} {1}" -f 'a','b')`, ``} {
		if got := splitCmdLine(winArg(s)); len(got) != 1 || got[0] != s {
			t.Errorf("winArg(%q) = %s, read back as %q", s, winArg(s), got)
		}
	}
}

// TestCmdSlashCText follows "cmd /?": the quotes around a program name
// with a blank stay unless /S is given; otherwise the first quote and the
// last one go, the text after the last one kept.
func TestCmdSlashCText(t *testing.T) {
	for _, c := range []struct {
		text   string
		slashS bool
		want   string
	}{
		{`"C:\Program Files\app.exe"`, false, `"C:\Program Files\app.exe"`},
		{`"C:\Program Files\app.exe"`, true, `C:\Program Files\app.exe`},
		{`"C:\Program Files\app.exe" --flag`, true, `C:\Program Files\app.exe --flag`},
		{`"pwsh -c "a | b""`, false, `pwsh -c "a | b"`},
		{`"a" & "b" c`, false, `a" & "b c`},
	} {
		if got := cmdSlashCText(c.text, c.slashS); got != c.want {
			t.Errorf("cmdSlashCText(%q, %v) = %q, want %q", c.text, c.slashS, got, c.want)
		}
	}
}
