package fakeshell_test

import (
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/fakeshell"
	"github.com/guarded-sh/guarded-sh/internal/session"
	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// TestMain makes the test binary the fake shell when it is invoked as pwsh
// or cmd (TestInstall).
func TestMain(m *testing.M) {
	fakeshell.Dispatch()
	testenv.Run(m)
}

const nonce = "0123456789abcdef"

// mark is what the session's markers look like once printed, readable.
var mark = strings.NewReplacer("\x1b]6973;"+nonce+";", "⟦", "\a", "⟧", "\x1b\\", "⟧")

// fake runs a fake shell in the test's process, fed through a pipe.
type fake struct {
	t    *testing.T
	in   *io.PipeWriter
	out  testenv.Buffer
	ints chan os.Signal
	done chan int
}

func start(t *testing.T, argv0 string, args, env []string) *fake {
	t.Helper()
	pr, pw := io.Pipe()
	f := &fake{t: t, in: pw, ints: make(chan os.Signal, 1), done: make(chan int, 1)}
	go func() {
		f.done <- fakeshell.Run(argv0, args, env, fakeshell.IO{In: pr, Out: &f.out, Err: &f.out}, f.ints)
		_ = pr.Close() // unblock a writer
	}()
	t.Cleanup(func() { _ = pw.Close() })
	return f
}

func (f *fake) write(s string) {
	f.t.Helper()
	if _, err := io.WriteString(f.in, s); err != nil {
		f.t.Fatalf("write %q: %v", s, err)
	}
}

// waitFor polls until the output, markers made readable, contains want.
func (f *fake) waitFor(want string) {
	f.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(mark.Replace(f.out.String()), want) {
		if time.Now().After(deadline) {
			f.t.Fatalf("no %q within 10s; output %q", want, mark.Replace(f.out.String()))
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// finish closes the input and returns the exit status and the output,
// markers made readable.
func (f *fake) finish() (int, string) {
	f.t.Helper()
	_ = f.in.Close()
	select {
	case code := <-f.done:
		return code, mark.Replace(f.out.String())
	case <-time.After(10 * time.Second):
		f.t.Fatalf("the fake shell did not end at end of input; output %q", f.out.String())
	}
	return -1, ""
}

// pwshSetup is the session's real configuration line for pwsh.
var pwshSetup = session.Configure(session.PowerShell, nonce).Setup

func TestPowerShell(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		code           int
	}{
		{"output", "Write-Output hi 'a b'\necho 3\n", "⟦P;0⟧hi\na b\n⟦P;0⟧3\n⟦P;0⟧", 0},
		{"write-host", "Write-Host -NoNewline ('x' + 1)\nWrite-Host a b\n", "⟦P;0⟧x1⟦P;0⟧a b\n⟦P;0⟧", 0},
		{"expression", "'it''s' + [char]65\n1 + 2\n$true -and 0\n", "⟦P;0⟧it'sA\n⟦P;0⟧3\n⟦P;0⟧False\n⟦P;0⟧", 0},
		{"failure", "Write-Error boom\nnosuch-thing\n", "⟦P;0⟧Write-Error: boom\n⟦P;1⟧nosuch-thing: The term 'nosuch-thing' is not recognized", 1},
		{"native status", "sh -c 'exit 3'\n$global:LASTEXITCODE\n", "⟦P;0⟧⟦P;3⟧3\n⟦P;0⟧", 0},
		{"if", "if ($false) {\n echo no\n} elseif (1 -eq 1) {\n echo yes\n}\n", "⟦P;0⟧>> >> >> >> yes\n⟦P;0⟧", 0},
		{"try", "try { nosuch } catch { echo caught }\n", "⟦P;0⟧caught\n⟦P;0⟧", 0},
		{"quote continues", "echo 'a\nb'\n", "⟦P;0⟧>> a\nb\n⟦P;0⟧", 0},
		{"@@ continues", "echo a@@\nb\n", "⟦P;0⟧>> ab\n⟦P;0⟧", 0},
		{"sync command", "Write-Host -NoNewline (('' + [char]27 + ']6973;" + nonce + ";') + 'S;' + 12 + [char]7)\n", "⟦P;0⟧⟦S;12⟧⟦P;0⟧", 0},
		{"exit", "exit 4\necho never\n", "⟦P;0⟧", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, "/some/dir/pwsh", []string{"-NoLogo", "-NoProfile"}, os.Environ())
			f.write(pwshSetup + tc.in)
			code, out := f.finish()
			// The default prompt, before the setup line defines its own.
			out, ok := strings.CutPrefix(out, "PS ")
			if !ok {
				t.Fatalf("no default prompt first: %q", out)
			}
			_, out, _ = strings.Cut(out, "> ")
			if code != tc.code || !strings.HasPrefix(out, tc.want) {
				t.Errorf("in %q:\ngot  %d, %q\nwant %d, %q…", tc.in, code, out, tc.code, tc.want)
			}
		})
	}
}

// With PSReadLine, the setup line's continuation prompt carries the marker.
func TestPowerShellReadLine(t *testing.T) {
	f := start(t, "pwsh.exe", nil, append(os.Environ(), "FAKESHELL_PSREADLINE=1"))
	f.write(pwshSetup + "echo 'a\nb'\n")
	if _, out := f.finish(); !strings.HasSuffix(out, "⟦P;0⟧⟦C⟧a\nb\n⟦P;0⟧") {
		t.Errorf("output %q", out)
	}
}

// A failing prompt function makes the prompt "PS>", as in pwsh.
func TestPowerShellPromptFails(t *testing.T) {
	f := start(t, "pwsh", nil, os.Environ())
	f.write("function prompt { nosuch }\necho x\n")
	if _, out := f.finish(); !strings.HasSuffix(out, "PS>x\nPS>") {
		t.Errorf("output %q", out)
	}
}

func TestCmd(t *testing.T) {
	args := session.Configure(session.Cmd, nonce).Args
	for _, tc := range []struct {
		name, in, want string
		code           int
	}{
		{"echo", "echo hi there\necho.\necho\n", "⟦P⟧hi there\r\n⟦P⟧\r\n⟦P⟧ECHO is on.\r\n⟦P⟧", 0},
		{"errorlevel", "cmd /c exit 3\necho %ERRORLEVEL% %UNSET%\n", "⟦P⟧⟦P⟧3 %UNSET%\r\n⟦P⟧", 3},
		{"not found", "nosuch\necho %errorlevel%\n", "⟦P⟧'nosuch' is not recognized as an internal or external command,\r\noperable program or batch file.\r\n⟦P⟧9009\r\n⟦P⟧", 9009},
		{"native", "sh -c \"exit 5\"\necho %ERRORLEVEL%\n", "⟦P⟧⟦P⟧5\r\n⟦P⟧", 5},
		{"caret continues", "echo a^\nb\n", "⟦P⟧More? ab\r\n⟦P⟧", 0},
		{"@@ continues", "echo a@@\nb\n", "⟦P⟧More? ab\r\n⟦P⟧", 0},
		{"prompt", "prompt $$$G$_x\necho y\n", "⟦P⟧$>\r\nxy\r\n$>\r\nx", 0},
		{"echo off hides the prompt", "echo off\necho a\necho on\n", "⟦P⟧a\r\n⟦P⟧", 0},
		{"sync prompt", "PROMPT $E]6973;" + nonce + ";S;7$E\\$E]6973;" + nonce + ";P$E\\\n", "⟦P⟧⟦S;7⟧⟦P⟧", 0},
		{"exit", "exit /b 6\necho never\n", "⟦P⟧", 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, `C:\Windows\System32\CMD.EXE`, args, os.Environ())
			f.write(tc.in)
			if code, out := f.finish(); code != tc.code || out != tc.want {
				t.Errorf("in %q:\ngot  %d, %q\nwant %d, %q", tc.in, code, out, tc.code, tc.want)
			}
		})
	}
}

func TestCmdSwitches(t *testing.T) {
	f := start(t, "cmd", []string{"/C", `"echo`, `x"`}, os.Environ())
	if code, out := f.finish(); code != 0 || out != "x\r\n" {
		t.Errorf("cmd /c: %d, %q", code, out)
	}
	f = start(t, "cmd", []string{"/c", "exit", "7"}, os.Environ())
	if code, _ := f.finish(); code != 7 {
		t.Errorf("cmd /c exit 7: %d", code)
	}
	// No PROMPT: the default, $P$G.
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	env := []string{"PATH=" + os.Getenv("PATH")}
	f = start(t, "cmd", nil, env)
	if _, out := f.finish(); out != dir+">" {
		t.Errorf("default prompt %q, want %q", out, dir+">")
	}
}

// Ctrl-C abandons the pending input and shows the primary prompt again;
// the status is kept.
func TestInterrupt(t *testing.T) {
	for _, tc := range []struct {
		name, argv0 string
		args        []string
		setup       string
		cont, again string
		want        string
	}{
		{"pwsh", "pwsh", nil, pwshSetup + "sh -c 'exit 2'\n", "⟦P;2⟧>> ", "⟦P;2⟧>> ⟦P;2⟧", "⟦P;2⟧>> ⟦P;2⟧after\n⟦P;0⟧"},
		{"cmd", "cmd", session.Configure(session.Cmd, nonce).Args, "", "⟦P⟧More? ", "⟦P⟧More? ⟦P⟧", "⟦P⟧More? ⟦P⟧after\r\n⟦P⟧"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, tc.argv0, tc.args, os.Environ())
			f.write(tc.setup + "echo never@@\n")
			f.waitFor(tc.cont)
			f.ints <- os.Interrupt
			f.waitFor(tc.again)
			f.write("echo after\n")
			if _, out := f.finish(); !strings.HasSuffix(out, tc.want) || strings.Contains(out, "never") {
				t.Errorf("output %q, want it to end with %q", out, tc.want)
			}
		})
	}
}

func TestExpandPrompt(t *testing.T) {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	f := start(t, "cmd", []string{"/K", "PROMPT", "$A$B$C$F$G$L$Q$S$$$_$E$H$P$N$+$M$Z."}, os.Environ())
	want := "&|()><= $\r\n\x1b\b \b" + dir + dir[:1] + "."
	if _, out := f.finish(); out != want {
		t.Errorf("prompt %q, want %q", out, want)
	}
}

// Install makes the test binary the fake shell under both names, as the
// session and shim tests use it.
func TestInstall(t *testing.T) {
	pwsh, cmd, err := fakeshell.Install(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if k := session.KindOf(pwsh); k != session.PowerShell {
		t.Errorf("KindOf(%s) = %v", pwsh, k)
	}
	if k := session.KindOf(cmd); k != session.Cmd {
		t.Errorf("KindOf(%s) = %v", cmd, k)
	}
	c := exec.Command(cmd, "/c", "echo", "%X%")
	c.Env = append(os.Environ(), "X=from cmd")
	out, err := c.Output()
	if err != nil || string(out) != "from cmd\r\n" {
		t.Errorf("cmd /c echo %%X%%: %q, %v", out, err)
	}
	c = exec.Command(pwsh, "-NoProfile")
	c.Stdin = strings.NewReader("exit 9\n")
	if err := c.Run(); err == nil || c.ProcessState.ExitCode() != 9 {
		t.Errorf("pwsh exit 9: %v", err)
	}
}
