package policy

import (
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestPSBind pins how a cmdlet's arguments bind to its parameters: named
// ones by any unambiguous prefix, the common parameters' values taken,
// each argument without a name to the next free position, an array's
// elements all to the parameter of the first.
func TestPSBind(t *testing.T) {
	env := &Env{Home: "/home/agent", Cwd: "/home/agent/project", Project: "/home/agent/project"}
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
		in := Analyze(tt.in, lexer.PowerShell, env)
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
