package policy

import (
	"strings"
	"testing"
)

func TestExecArgvs(t *testing.T) {
	show := func(argvs [][]*string) string {
		var out []string
		for _, argv := range argvs {
			out = append(out, argvCommand(argv))
		}
		return strings.Join(out, " | ")
	}
	for _, tt := range []struct{ code, want string }{
		{`subprocess.run(["rm", "-rf", "/"])`, `'rm' '-rf' '/'`},
		{`subprocess.run(['ls', '-la'], check=True, cwd="/tmp")`, `'ls' '-la'`},
		{`sp.check_output(["git", "log", r"--format=%h"]).decode()`, `'git' 'log' '--format=%h'`},
		{`os.execvp("rm", ["rm", "-rf", os.path.expanduser("~")])`, `'rm' '-rf' "$VALUE"`},
		{`os.spawnvp(os.P_WAIT, "rm", ["rm", "-rf", "/" + d])`, `'rm' '-rf' "$VALUE"`},
		{`system("rm", "-rf", "/")`, `'rm' '-rf' '/'`},
		{`system("rm -rf /")`, ``}, // one string: a shell string, followed elsewhere
		{`system("rm", "-rf", $ENV{HOME})`, `'rm' '-rf' "$VALUE"`},
		{`cp.spawnSync("rm", ["-rf", "/"])`, `'rm' '-rf' '/'`},
		{`cp.spawn("git", ["push", "-f"], {stdio: "inherit"})`, `'git' 'push' '-f'`},
		{`execFileSync("git", ["reset", "--hard"])`, `'git' 'reset' '--hard'`},
		{`subprocess.run(["echo", "it's"])`, `'echo' 'it'\''s'`},
		{`subprocess.run(["a\"b", 'c\'d'])`, `'a"b' 'c'\''d'`},
		{`subprocess.run(["rm", "-rf", "/"`, ``}, // not closed
		{`print("subprocess.run([1])")`, ``},
		{`run(x)`, ``},
		{`subprocess.run(cmd)`, ``},
	} {
		if got := show(execArgvs(tt.code)); got != tt.want {
			t.Errorf("%s\n got %s\nwant %s", tt.code, got, tt.want)
		}
	}
}

func FuzzExecArgvs(f *testing.F) {
	for _, s := range []string{`subprocess.run(["rm", "-rf", "/"])`, `system("a", "b")`, `spawn("x", ["y", f(z)])`, `run([`, `run(("`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		for _, argv := range execArgvs(code) {
			_ = argvCommand(argv)
		}
	})
}
