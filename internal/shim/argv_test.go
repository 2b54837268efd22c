package shim

import (
	"encoding/base64"
	"testing"
	"unicode/utf16"
)

func TestParsePosix(t *testing.T) {
	tests := []struct {
		name  string
		shell string
		args  []string
		want  Invocation
	}{
		{"c", "bash", []string{"-c", "echo hi"}, Invocation{Mode: ModeCommand, Command: "echo hi"}},
		{"c with name and args", "bash", []string{"-c", "echo $0 $1", "a", "b"}, Invocation{Mode: ModeCommand, Command: "echo $0 $1"}},
		{"lc", "bash", []string{"-lc", "ls"}, Invocation{Mode: ModeCommand, Command: "ls", Login: true}},
		{"ec", "bash", []string{"-ec", "false"}, Invocation{Mode: ModeCommand, Command: "false"}},
		{"xec", "bash", []string{"-xec", "true"}, Invocation{Mode: ModeCommand, Command: "true"}},
		{"c before e", "bash", []string{"-c", "-e", "true"}, Invocation{Mode: ModeCommand, Command: "true"}},
		{"e then c", "dash", []string{"-e", "-c", "true"}, Invocation{Mode: ModeCommand, Command: "true"}},
		{"o pipefail", "bash", []string{"-o", "pipefail", "-c", "a | b"}, Invocation{Mode: ModeCommand, Command: "a | b"}},
		{"co pipefail", "bash", []string{"-co", "pipefail", "a | b"}, Invocation{Mode: ModeCommand, Command: "a | b"}},
		{"plus o", "bash", []string{"+o", "errexit", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"O shopt", "bash", []string{"-O", "extglob", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"O is a flag in dash", "dash", []string{"-O", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"long options", "bash", []string{"--norc", "--noprofile", "--login", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x", Login: true}},
		{"rcfile", "bash", []string{"--rcfile", "-c", "-s"}, Invocation{Mode: ModeStdin}},
		{"interactive c", "bash", []string{"-i", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x", Interactive: true}},
		{"plus l is no login", "bash", []string{"+l", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"double dash then c", "bash", []string{"--", "-c", "x"}, Invocation{Mode: ModeScript, Script: "-c"}},
		{"dash ends options", "bash", []string{"-", "-c"}, Invocation{Mode: ModeScript, Script: "-c"}},
		{"c then double dash", "bash", []string{"-c", "--", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"command then options are args", "bash", []string{"-c", "x", "-e"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"c without command", "bash", []string{"-c"}, Invocation{Mode: ModeOther}},
		{"script", "bash", []string{"run.sh", "a"}, Invocation{Mode: ModeScript, Script: "run.sh"}},
		{"script after options", "sh", []string{"-e", "run.sh"}, Invocation{Mode: ModeScript, Script: "run.sh"}},
		{"nothing", "bash", nil, Invocation{Mode: ModeStdin}},
		{"s", "bash", []string{"-s", "a", "b"}, Invocation{Mode: ModeStdin}},
		{"login and job control", "bash", []string{"-l", "-m"}, Invocation{Mode: ModeStdin, Login: true, JobControl: true}},
		{"o monitor", "zsh", []string{"-o", "monitor"}, Invocation{Mode: ModeStdin, JobControl: true}},
		{"plus m is none", "bash", []string{"+m"}, Invocation{Mode: ModeStdin}},
		{"plus o monitor is none", "bash", []string{"+o", "monitor"}, Invocation{Mode: ModeStdin}},
		{"o monitor then script", "dash", []string{"-o", "monitor", "run.sh"}, Invocation{Mode: ModeScript, Script: "run.sh", JobControl: true}},
		{"login only", "bash", []string{"-l"}, Invocation{Mode: ModeStdin, Login: true}},
		{"version", "bash", []string{"--version"}, Invocation{Mode: ModeOther}},
		{"zsh o", "zsh", []string{"-o", "shwordsplit", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"zsh emulate", "zsh", []string{"--emulate", "sh", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"mksh T", "mksh", []string{"-T", "-", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"empty command", "sh", []string{"-c", ""}, Invocation{Mode: ModeCommand, Command: ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseArgs(StylePosix, tt.shell, tt.args)
			if got != tt.want {
				t.Errorf("ParseArgs(%s, %q) = %+v, want %+v", tt.shell, tt.args, got, tt.want)
			}
		})
	}
}

func encodePS(s string) string {
	u := utf16.Encode([]rune(s))
	b := make([]byte, 2*len(u))
	for i, c := range u {
		b[2*i], b[2*i+1] = byte(c), byte(c>>8)
	}
	return base64.StdEncoding.EncodeToString(b)
}

func TestParsePowerShell(t *testing.T) {
	tests := []struct {
		name  string
		shell string
		args  []string
		want  Invocation
	}{
		{"Command", "pwsh", []string{"-Command", "Get-Date"}, Invocation{Mode: ModeCommand, Command: "Get-Date"}},
		{"c joins the rest", "pwsh", []string{"-NoProfile", "-c", "Write-Output", "'a", "b'"}, Invocation{Mode: ModeCommand, Command: "Write-Output 'a b'"}},
		{"abbreviated", "pwsh", []string{"-com", "dir"}, Invocation{Mode: ModeCommand, Command: "dir"}},
		{"any case", "pwsh", []string{"-COMMAND", "dir"}, Invocation{Mode: ModeCommand, Command: "dir"}},
		{"slash", "powershell", []string{"/Command", "dir"}, Invocation{Mode: ModeCommand, Command: "dir"}},
		{"Command stdin", "pwsh", []string{"-Command", "-"}, Invocation{Mode: ModeStdin}},
		{"Command missing", "pwsh", []string{"-Command"}, Invocation{Mode: ModeOther}},
		{"value options", "pwsh", []string{"-ExecutionPolicy", "Bypass", "-wd", "/tmp", "-NonInteractive", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"colon value", "pwsh", []string{"-ExecutionPolicy:Bypass", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"File", "pwsh", []string{"-File", "a.ps1", "x"}, Invocation{Mode: ModeScript, Script: "a.ps1"}},
		{"positional is a file in pwsh", "pwsh", []string{"a.ps1"}, Invocation{Mode: ModeScript, Script: "a.ps1"}},
		{"positional is a command in powershell", "powershell", []string{"Get-Date", "-Format", "o"}, Invocation{Mode: ModeCommand, Command: "Get-Date -Format o"}},
		{"encoded", "pwsh", []string{"-NoProfile", "-EncodedCommand", encodePS("echo 'hi")}, Invocation{Mode: ModeCommand, Command: "echo 'hi"}},
		{"encoded e", "pwsh", []string{"-e", encodePS("dir")}, Invocation{Mode: ModeCommand, Command: "dir"}},
		{"encoded bad", "pwsh", []string{"-ec", "%%%"}, Invocation{Mode: ModeOther}},
		{"login", "pwsh", []string{"-Login", "-c", "x"}, Invocation{Mode: ModeCommand, Command: "x", Login: true}},
		{"nothing", "pwsh", nil, Invocation{Mode: ModeStdin}},
		{"version", "pwsh", []string{"-v"}, Invocation{Mode: ModeOther}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseArgs(StylePowerShell, tt.shell, tt.args)
			if got != tt.want {
				t.Errorf("ParseArgs(%s, %q) = %+v, want %+v", tt.shell, tt.args, got, tt.want)
			}
		})
	}
}

func TestParseCmd(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want Invocation
	}{
		{"c", []string{"/c", "dir", "C:\\"}, Invocation{Mode: ModeCommand, Command: "dir C:\\"}},
		{"C with switches", []string{"/d", "/s", "/C", "echo hi"}, Invocation{Mode: ModeCommand, Command: "echo hi"}},
		{"glued", []string{"/cdir"}, Invocation{Mode: ModeCommand, Command: "dir"}},
		{"k", []string{"/k", "echo", "hi"}, Invocation{Mode: ModeCommand, Command: "echo hi", Interactive: true}},
		{"E and V", []string{"/E:ON", "/V:OFF", "/c", "x"}, Invocation{Mode: ModeCommand, Command: "x"}},
		{"nothing", nil, Invocation{Mode: ModeStdin}},
		{"help", []string{"/?"}, Invocation{Mode: ModeOther}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseArgs(StyleCmd, "cmd", tt.args)
			if got != tt.want {
				t.Errorf("ParseArgs(cmd, %q) = %+v, want %+v", tt.args, got, tt.want)
			}
		})
	}
}
