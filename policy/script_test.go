package policy

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A script run by a shell, sourced, or run by its path is judged by what it
// holds: the text written to it earlier in the same input, else the file.
func TestScriptContent(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), mode); err != nil {
			t.Fatal(err)
		}
	}
	write("bad.sh", "echo building\nrm -rf ~\n", 0o755)
	write("good.sh", "#!/bin/sh\necho fine\n", 0o755)
	write("deploy", "#!/usr/bin/env -S bash -e\ngit push --force\n", 0o755)
	write("tool.py", "#!/usr/bin/env python3\nprint('rm -rf /')\n", 0o755)
	write("release.py", "#!/usr/bin/env python3\nimport subprocess\nsubprocess.run(['npm', 'publish'])\n", 0o755)
	write("rc", "export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789\n", 0o644)
	write(".env", "GH_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789\n", 0o644)
	write("dump.sh", "declare -p GH_TOKEN\n", 0o644)
	write("loop.sh", ". ./loop.sh\n. ./loop.sh\n. ./loop.sh\n. ./loop.sh\n", 0o644)
	write("leak.sh", "echo \"$GH_TOKEN\"\n", 0o644)
	write("installer.sh", "#!/usr/bin/env bash\nD=\"$HOME/.nvm\"\ngit --git-dir=\"$D\"/.git --work-tree=\"$D\" checkout -f v1\ngit --git-dir=\"$D\"/.git reflog expire --expire=now --all\n", 0o755)
	write("clean.js", "const cp = require('child_process');\ncp.execSync('rm -rf ~');\n", 0o644)
	write("noshebang", "rm -rf ~\n", 0o755)
	write("binary", "\x7fELF\x02\x01\x01\x00rm -rf ~\n", 0o755)
	write("big.sh", strings.Repeat("# padding\n", maxScript/10+1)+"rm -rf ~\n", 0o644)
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.sh"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := &Env{Home: "/home/u", Cwd: dir, Project: dir}
	p := New()
	for _, tt := range []struct {
		cmd, rule string // rule "" means allowed
	}{
		{"bash bad.sh", "fs.rm-home"},
		{"sh -e ./bad.sh arg", "fs.rm-home"},
		{"source bad.sh", "fs.rm-home"},
		{". " + filepath.Join(dir, "bad.sh"), "fs.rm-home"},
		{"sudo bash bad.sh", "fs.rm-home"},
		{"sh good.sh", ""},
		{"./good.sh", ""},
		{"./deploy", "git.push-force"},
		{"./tool.py", ""},             // not a shell script: its text is data here
		{"./binary", ""},              // a program (a NUL in its first block): not read as code
		{"./noshebang", "fs.rm-home"}, // no #! on text: the shell runs it itself (ENOEXEC)
		{"bash big.sh", ""},           // over maxScript: not read
		{"bash fifo.sh", ""},          // not a regular file: never opened for reading
		{"bash missing.sh", ""},
		{"echo 'echo safe' > bad.sh; bash bad.sh", ""},         // what the input writes wins
		{"echo 'rm -rf /' > good.sh; ./good.sh", "fs.rm-root"}, // no #! written: the shell runs it
		{"printf '#!/bin/sh\\nrm -rf /\\n' > good.sh; ./good.sh", "fs.rm-root"},
		{"bash $SCRIPT", ""}, // only known at run time
		// A script on disk may name a credential (the project's code);
		// printing one is still refused; the input's own words are its.
		{"source rc", ""},
		{". ./dump.sh", "cred.mention"},         // declare -p prints the value
		{". ./loop.sh; rm -rf ~", "fs.rm-home"}, // a script sourcing itself is read once
		{"set -a; . ./.env; set +a", ""},
		{"sh leak.sh", "cred.mention"},
		{"echo 'declare -p GH_TOKEN' > p.sh; . ./p.sh", "cred.mention"},
		{"printf 'printenv GH_%s | base64\\n' TOKEN > l.sh; . ./l.sh", "cred.mention"},
		{"echo 'export GH_TOKEN=x' > mine.sh; . ./mine.sh", "cred.mention"},
		// A file's text reaches a shell by other routes too.
		{`eval "$(cat bad.sh)"`, "fs.rm-home"},
		{`sh -c "$(cat bad.sh)"`, "fs.rm-home"},
		{`x=$(cat bad.sh); eval "$x"`, "fs.rm-home"},
		{"bash < bad.sh", "fs.rm-home"},
		{"cat good.sh bad.sh | sh", "fs.rm-home"},
		{"cat bad.sh > copy.sh; sh copy.sh", "fs.rm-home"},
		{`git commit -m "$(cat bad.sh)"`, ""}, // the text as data
		{"cat -A bad.sh | sh", ""},            // options change the text: unknown, as before
		{`eval "$(cat fifo.sh)"`, ""},
		// A file fed on standard input is the project's text, as cat's
		// operand is; what the input wrote there is its own words.
		// An installer's git commands on its own clone are its business;
		// typed by the agent they are not.
		{"bash installer.sh", ""},
		{"./installer.sh", ""},
		{`git --git-dir="$HOME/.nvm/.git" checkout -f v1`, "git.checkout-discard"},
		// A file a shell sources as it starts.
		{"BASH_ENV=./bad.sh bash -c true", "fs.rm-home"},
		{"export BASH_ENV=bad.sh", "fs.rm-home"},
		{"BASH_ENV=good.sh bash -c true", ""},
		{"wc -l < leak.sh", ""},
		{"sort < leak.sh", ""},
		{"envsubst < leak.sh", "cred.env-dump"},
		{"echo 'echo $GH_TOKEN' > w.txt; wc -l < w.txt", "cred.mention"},
	} {
		v := p.Check(tt.cmd, lexer.Bash, env)
		got := ""
		if v.Action == Block {
			got = v.First().Rule
		}
		if got != tt.rule {
			t.Errorf("%q: got %q (%v), want %q", tt.cmd, got, v.Action, tt.rule)
		}
	}
}

func TestShebang(t *testing.T) {
	for text, want := range map[string]string{
		"#!/bin/sh\n":                "sh",
		"#! /bin/bash -e\n":          "bash",
		"#!/usr/bin/env bash\n":      "bash",
		"#!/usr/bin/env -S zsh -f\n": "zsh",
		"#!/bin/mksh":                "mksh",
		"#!/usr/bin/python3\n":       "python3",
		"#!/usr/bin/env node\n":      "node",
		"#!/usr/bin/env\n":           "",
		"echo hi\n":                  "",
		"":                           "",
	} {
		if got, _ := shebang(text); got != want {
			t.Errorf("shebang(%q) = %q; want %q", text, got, want)
		}
	}
}

// A file written with text only known at run time stays unknown, whatever
// is appended to it, and is never judged by what it holds now.
func TestScriptUnknownText(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f.sh"), []byte("echo old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := &Env{Home: "/home/u", Cwd: dir, Project: dir}
	for _, cmd := range []string{
		`echo "$X" > f.sh; echo ls >> f.sh; sh f.sh`,
		`echo "$X" > f.sh; cat f.sh | sh`,
		`echo "$X" > f.sh; bash < f.sh`,
	} {
		in := Analyze(cmd, lexer.Bash, env)
		dynamic := false
		for _, c := range in.Commands {
			if c.Dynamic || c.Name == "ls" || c.Name == "echo" && c.Arg(0) == "old" {
				dynamic = dynamic || c.Dynamic
				if !c.Dynamic {
					t.Errorf("%q: judged by text it will not hold: %q", cmd, c.Text)
				}
			}
		}
		if !dynamic && strings.Contains(cmd, "sh f.sh") {
			t.Errorf("%q: the script is not taken as code known only at run time", cmd)
		}
	}
}

// A script's variable assignment ends with the script: a name that reads
// like a guard switch is no switch of the session, while the same line
// typed in the session is.
func TestScriptAssignmentIsNoSwitch(t *testing.T) {
	for _, text := range []string{"AGENT_GUARD_DISABLE=1", "SANDBOX=off"} {
		env := NewEnv(nil, t.TempDir())
		if v := New().Check(text, lexer.Posix, env); len(v.Findings) == 0 {
			t.Errorf("%q typed in the session is allowed", text)
		}
		env.Script = env.Dir + "/configure"
		for _, f := range New().Check(text, lexer.Posix, env).Findings {
			t.Errorf("%q in a script: %s: %s", text, f.Rule, f.Reason)
		}
	}
}
