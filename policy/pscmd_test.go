package policy

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

func TestAnalyzePowerShell(t *testing.T) {
	env := &Env{Home: "/home/agent", Cwd: "/home/agent/project", Project: "/home/agent/project"}
	tests := []struct{ in, want string }{
		{`rm -r -fo C:\`, `remove-item -r -fo C:\`},
		{`Microsoft.PowerShell.Management\Remove-Item -Recurse $env:USERPROFILE`, "remove-item -Recurse /home/agent"},
		{`& 'Remove-Item' -Recurse ~`, "remove-item -Recurse /home/agent"},
		{`$c = 'Remove-Item'; & $c -Recurse C:\`, `remove-item -Recurse C:\`},
		{`sal x Remove-Item; x -Recurse C:\`, `set-alias x Remove-Item | remove-item -Recurse C:\`},
		{`& (Get-Command Remove-Item) -Recurse C:\`, `get-command Remove-Item | remove-item -Recurse C:\`},
		{`iwr http://x | iex`, "invoke-webrequest http://x | invoke-expression | <dynamic> [invoke-expression]"},
		{`Write-Output "a $(rm -r C:\x)"`, `remove-item -r C:\x | write-output a $(rm -r C:\x)?`},
		{`Write-Output 'Remove-Item -Recurse C:\'`, `write-output Remove-Item -Recurse C:\`},
		{"powershell -enc UgBlAG0AbwB2AGUALQBJAHQAZQBtACAAQwA6AFwA", `powershell -enc UgBlAG0AbwB2AGUALQBJAHQAZQBtACAAQwA6AFwA | remove-item C:\ [powershell -EncodedCommand]`},
		{`Start-Process pwsh -ArgumentList '-c','ri C:\'`, `start-process pwsh -ArgumentList -c ri C:\ | pwsh -c ri C:\ [start-process] | remove-item C:\ [pwsh -Command]`},
		{`cmd /c "rd /s /q C:\"`, `cmd /c rd /s /q C:\ | rd /s /q C:\ [cmd /c]`},
		{`bash -c 'rm -rf /'`, "bash -c rm -rf / | rm -rf / [bash -c]"},
		{"$s = @\"\nhi $(ri C:\\x)\n\"@", `remove-item C:\x`},
		{"<# ri C:\\ #> Get-Date # ri C:\\", "get-date"},
		{"Remove-Item `\n -Recurse x", "remove-item -Recurse x"},
		{`IEX(iwr u)`, "invoke-webrequest u | invoke-expression (iwr u)? | <dynamic> [invoke-expression]"},
		{`[scriptblock]::Create('ri C:\x')`, `remove-item C:\x [[scriptblock]::Create]`},
		{"Write-Output \"a\u201c\u201db\"", "write-output a\u201db"}, // any two double quotes in a row are one (ScanStringExpandable)
	}
	for _, tt := range tests {
		if got := describe(Analyze(tt.in, lexer.PowerShell, env)); got != tt.want {
			t.Errorf("Analyze(%q)\n got  %s\n want %s", tt.in, got, tt.want)
		}
	}
	in := Analyze("echo $env:GH_TOKEN ${env:Path} # note\n", lexer.PowerShell, env)
	if strings.Join(in.Vars, ",") != "GH_TOKEN,Path" || len(in.Comments) != 1 {
		t.Errorf("Vars = %v, Comments = %q", in.Vars, in.Comments)
	}
}

func TestAnalyzeCmd(t *testing.T) {
	env := &Env{Home: `C:\Users\agent`, Cwd: `C:\work`, Project: `C:\work`}
	tests := []struct{ in, want string }{
		{`rd /s /q C:\`, `rd /s /q C:\`},
		{`@echo off & rd/s/q "%USERPROFILE%"`, `echo off | rd /s/q C:\Users\agent`},
		{`r^d /s /q x`, "rd /s /q x"},
		{`if exist x (rd /s /q x) else echo no`, "if exist x | rd /s /q x | echo no"}, // the condition is a command of its own, only tested
		{`for %i in (a b) do del %i`, "del a [for] | del b [for]"},
		{`cmd /c "echo a & rd /s /q C:\"`, `cmd /c echo a & rd /s /q C:\ | echo a [cmd /c] | rd /s /q C:\ [cmd /c]`},
		{`powershell -c "ri C:\"`, `powershell -c ri C:\ | remove-item C:\ [powershell -Command]`},
		{"rem rd /s /q C:\\\n:: del x\necho ok", "echo ok"},
		{`start "" cmd /c del x`, "start  cmd /c del x | cmd /c del x [start] | del x [cmd /c]"},
		{`echo ^& rd /s /q C:\`, `echo & rd /s /q C:\`},
		{`echo "a & b" | findstr a`, "echo a & b | findstr a"},
	}
	for _, tt := range tests {
		if got := describe(Analyze(tt.in, lexer.Cmd, env)); got != tt.want {
			t.Errorf("Analyze(%q)\n got  %s\n want %s", tt.in, got, tt.want)
		}
	}
	in := Analyze("echo %GH_TOKEN% !X! %PATH:~0,3%", lexer.Cmd, env)
	if strings.Join(in.Vars, ",") != "GH_TOKEN,X,PATH" {
		t.Errorf("Vars = %v", in.Vars)
	}
}

// corpusSeeds returns the commands of a corpus file, for fuzzing.
func corpusSeeds(f *testing.F, name string) {
	data, err := os.Open("../testdata/policy/" + name)
	if err != nil {
		f.Fatal(err)
	}
	defer func() { _ = data.Close() }() // best effort
	sc := bufio.NewScanner(data)
	for sc.Scan() {
		var c corpusCase
		if json.Unmarshal(sc.Bytes(), &c) == nil {
			f.Add(c.Cmd)
		}
	}
}

// fuzzBounded checks one input in grammar g: no panic, bounded work.
func fuzzBounded(t *testing.T, p *Policy, s string, g lexer.Grammar) {
	env := &Env{Home: "/home/agent", Cwd: "/home/agent/p", Project: "/home/agent/p"}
	v := p.Check(s, g, env)
	if len(v.Input.Commands) > commandLimit(len(s)) {
		t.Fatalf("%d commands", len(v.Input.Commands))
	}
}

func FuzzAnalyzePowerShell(f *testing.F) {
	corpusSeeds(f, "powershell.jsonl")
	for _, s := range []string{"@\"\n$(", "$(((((", "{{{{", "`", "& (", "\"$(\"", "<#", "IEX(", "$x=", "sal a a; a"} {
		f.Add(s)
	}
	p := New()
	f.Fuzz(func(t *testing.T, s string) { fuzzBounded(t, p, s, lexer.PowerShell) })
}

func FuzzAnalyzeCmd(f *testing.F) {
	corpusSeeds(f, "cmd.jsonl")
	for _, s := range []string{"((((", "^", "%", "%%", "!x", "if", "for", "\"", "cmd /c cmd /c cmd /c x"} {
		f.Add(s)
	}
	p := New()
	f.Fuzz(func(t *testing.T, s string) { fuzzBounded(t, p, s, lexer.Cmd) })
}

// TestDeepNesting checks that nesting past the limits neither panics nor
// runs away; how long it takes is BenchmarkDeepNesting's business.
func TestDeepNesting(t *testing.T) {
	p := New()
	for _, s := range deepInputs() {
		for _, g := range []lexer.Grammar{lexer.PowerShell, lexer.Cmd} {
			if v := p.Check(s, g, nil); len(v.Input.Commands) > commandLimit(len(s)) {
				t.Errorf("%.20q in %s: %d commands", s, g, len(v.Input.Commands))
			}
		}
	}
}

func deepInputs() []string {
	return []string{strings.Repeat("(", 100000), strings.Repeat("$(", 50000), strings.Repeat("{", 100000),
		strings.Repeat("iex '", 50), strings.Repeat("cmd /c ", 10000) + "rd /s /q C:\\"}
}

// BenchmarkDeepNesting measures the nesting inputs of TestDeepNesting: the
// time per input should grow with its length, not faster.
func BenchmarkDeepNesting(b *testing.B) {
	p := New()
	for b.Loop() {
		for _, s := range deepInputs() {
			p.Check(s, lexer.Cmd, nil)
			p.Check(s, lexer.PowerShell, nil)
		}
	}
}

// TestPSBind pins how a cmdlet's arguments bind to its parameters: named
// ones by any unambiguous prefix, the common parameters' values taken,
// each argument without a name to the next free position, an array's
// elements all to the parameter of the first.
func TestPSBind(t *testing.T) {
	tests := []struct{ in, want string }{
		{`Set-ItemProperty HKCU:\x a b`, "-Name=a -Path=HKCU:\\x -Value=b"},
		{`Set-ItemProperty -Na a -ErrorAction Stop HKCU:\x b`, "-ErrorAction=Stop -Name=a -Path=HKCU:\\x -Value=b"},
		{`Set-ItemProperty -Path HKCU:\x,HKCU:\y -Name a -Value b`, "-Name=a -Path=HKCU:\\x,HKCU:\\y -Value=b"},
		{`Set-ItemProperty HKCU:\x,HKCU:\y a b`, "-Name=a -Path=HKCU:\\x,HKCU:\\y -Value=b"},
		{`New-ItemProperty -LiteralPath HKCU:\x a`, "-LiteralPath=HKCU:\\x -Name=a"},
		{`Stop-Service -Force Spooler,WinDefend`, "-Name=Spooler,WinDefend"},
		{`Unregister-ScheduledTask -CimSession $s -TaskPath \V\`, "-CimSession=$s -TaskPath=\\V\\"},
		{`Set-Alias ls C:\x.exe`, "-Name=ls -Value=C:\\x.exe"},
	}
	for _, tt := range tests {
		in := Analyze(tt.in, lexer.PowerShell, testEnv())
		b, ok := psBind(in.Commands[len(in.Commands)-1])
		if !ok {
			t.Errorf("psBind(%q): no binder", tt.in)
			continue
		}
		var got []string
		for name, ws := range b {
			vals := make([]string, len(ws))
			for i, w := range ws {
				vals[i] = w.Value
			}
			got = append(got, name+"="+strings.Join(vals, ","))
		}
		slices.Sort(got)
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("psBind(%q)\n got  %s\n want %s", tt.in, g, tt.want)
		}
	}
}

// TestGitOptions pins the option grammars of git's subcommands
// (gitSubs): a value that may be left out is taken only in the option's
// word.
func TestGitOptions(t *testing.T) {
	tests := []struct {
		sub, args string
		short     byte
		long      string
		want      bool
	}{
		{"commit", "-S -n -m x", 'n', "", true},
		{"commit", "-uno -m x", 'n', "", false},
		{"commit", "-o -n f", 'n', "", true},
		{"commit", "-m -n", 'n', "", false},
		{"branch", "-t -D main", 'D', "", true},
		{"branch", "-u -D", 'D', "", false},
		{"push", "-o -f origin", 'f', "--force", false},
		{"rebase", "-S -i HEAD~3", 'i', "--interactive", true},
		{"reflog", "expire --expire now", 0, "--expire", true},
	}
	for _, tt := range tests {
		var words []Word
		for _, f := range strings.Fields(tt.args) {
			words = append(words, Word{Value: f, Literal: true})
		}
		if got := gitOptions(tt.sub, words).has(tt.short, tt.long, 0); got != tt.want {
			t.Errorf("git %s %s: has(%q, %q) = %v, want %v", tt.sub, tt.args, tt.short, tt.long, got, tt.want)
		}
	}
}
