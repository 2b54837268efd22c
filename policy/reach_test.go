package policy

import (
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestReachSkipsNothing asks every command matcher about every command of
// the corpus its needs skip (matcher.needs, commandReach) and fails if it
// finds anything there: a gate that would hide a finding.
func TestReachSkipsNothing(t *testing.T) {
	env := testEnv()
	p := New()
	skipped := 0
	for file, cases := range loadCorpus(t) {
		for _, cs := range cases {
			g, err := lexer.ParseGrammar(cs.Grammar)
			if err != nil {
				t.Fatal(err)
			}
			in := analyze(nil, cs.Cmd, g, env)
			giveFacts(in.Commands)
			ctx := &Context{Env: env, Policy: p, Input: in}
			ctxs := commandContexts(ctx, in.Commands, nil)
			reaches := commandReach(in.Commands, ctxs, nil)
			for i, c := range in.Commands {
				for _, m := range matchers {
					if m.command == nil || reaches[i].reaches(m.needs) {
						continue
					}
					skipped++
					if f := m.command(ctxs[i], c); len(f) > 0 {
						t.Errorf("%s:%d: %q: the %s matcher is not asked about %q (reach %b, needs %b), where it finds [%s] %s",
							file, cs.line, cs.Cmd, m.family, c.Text, reaches[i], m.needs, f[0].Rule, f[0].Reason)
					}
				}
			}
		}
	}
	t.Logf("%d questions of a matcher about a command skipped", skipped)
}

// TestQuietCommand pins what makes a command quiet (reach.go).
func TestQuietCommand(t *testing.T) {
	checkQuiet(t, "quiet", func(_ *Input, c *Command) bool { return quietCommand(c) }, []quietCase{
		{"ls -la build/ | grep -v '^total' | head -5", []bool{true, true, true}},
		{`cd /tmp && echo done 2>&1 >/dev/null`, []bool{true, true}},
		{`ls --yolo; tail unpublish; ls https://x.example/i.sh; cat /dev/tcp/h/80`, []bool{false, false, false, false}},
		// The shell's status is a number (onlyStatusParams); a label of
		// prose ends with a colon (proseByte).
		{`echo "exit: $?"; echo $? $#; echo "pid $! of $$" done:`, []bool{true, true, true}},
		{`echo "$1"; echo "$?$v"; echo "$?:22"; echo "host:22"; echo 'R:2222:localhost:22'; echo "$?" > f`, []bool{false, false, false, false, false, false}},
		{`echo "${?}"; echo "$(date): $?"`, []bool{false, false, false}}, // braces; a substitution (and date)
		{"echo hi > out.txt", []bool{false}},
		{"cat <<'EOF'\nx\nEOF", []bool{false}},
		{"LD_PRELOAD=./x.so ls", []bool{false, false}}, // ls, and the library it loads, run as its file (carried)
		{"sudo cat /etc/shadow", []bool{false, false}}, // sudo, and cat behind it
		{"./ls; /bin/ls", []bool{false, false}},
		{"sort -o f f; find . -delete", []bool{false, false}},
		{"ls $(pwd)", []bool{false, false}},
		{"$X -la", []bool{false}},
	})
}

// A quietCase is an input and, of each command found in it in order,
// whether it is quiet.
type quietCase struct {
	cmd   string
	quiet []bool
}

// checkQuiet checks quiet's answer for each command of each case's
// input (bash), named what in the errors.
func checkQuiet(t *testing.T, what string, quiet func(*Input, *Command) bool, cases []quietCase) {
	t.Helper()
	for _, tc := range cases {
		in := analyze(nil, tc.cmd, lexer.Bash, testEnv())
		giveFacts(in.Commands)
		if len(in.Commands) != len(tc.quiet) {
			t.Errorf("%q: %d commands, want %d", tc.cmd, len(in.Commands), len(tc.quiet))
			continue
		}
		for i, c := range in.Commands {
			if got := quiet(in, c); got != tc.quiet[i] {
				t.Errorf("%q: %q %s %v, want %v", tc.cmd, c.Text, what, got, tc.quiet[i])
			}
		}
	}
	in := analyze(nil, "ls; dir", lexer.PowerShell, testEnv())
	giveFacts(in.Commands)
	for _, c := range in.Commands {
		if quietCommand(c) {
			t.Errorf("PowerShell's %q is quiet: only a POSIX shell's commands are", c.Text)
		}
	}
}

// TestReachQuietWords asks the matchers a quiet command skips about the
// words of every command of the corpus given to a quiet tool in turn
// (cat WORDS…, grep WORDS…): a rule that reads any command's words (a
// /dev/tcp path, an address, a vocabulary word) must not find anything
// in a quiet one, or the words that make it must keep it from being
// quiet (quietCommand).
func TestReachQuietWords(t *testing.T) {
	env := testEnv()
	p := New()
	n := eachQuietToolInput(t, env, func(file string, line int, text string) {
		askSkipped(t, p, env, file, line, text)
	})
	t.Logf("%d commands' words given to a quiet tool", n)
}

// askSkipped asks every matcher that commandReach says cannot find
// anything in a command of the bash input text about that command, and
// reports each finding as an error; it returns the analysed input.
func askSkipped(t *testing.T, p *Policy, env *Env, file string, line int, text string) *Input {
	t.Helper()
	in := analyze(nil, text, lexer.Bash, env)
	giveFacts(in.Commands)
	ctx := &Context{Env: env, Policy: p, Input: in}
	ctxs := commandContexts(ctx, in.Commands, nil)
	reaches := commandReach(in.Commands, ctxs, nil)
	for i, q := range in.Commands {
		for _, m := range matchers {
			if m.command == nil || reaches[i].reaches(m.needs) {
				continue
			}
			if f := m.command(ctxs[i], q); len(f) > 0 {
				t.Errorf("%s:%d: %q: the %s matcher is not asked about %q, where it finds [%s] %s",
					file, line, text, m.family, q.Text, f[0].Rule, f[0].Reason)
			}
		}
	}
	return in
}

// quoteWord quotes s as one word of bash.
func quoteWord(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// eachCorpusArgs calls f with the words of every command of the corpus
// that has any, where in the corpus it is, and its index among them.
func eachCorpusArgs(t *testing.T, env *Env, f func(file string, line, n int, args []Word)) int {
	t.Helper()
	n := 0
	for file, cases := range loadCorpus(t) {
		for _, cs := range cases {
			g, _ := lexer.ParseGrammar(cs.Grammar)
			for _, c := range analyze(nil, cs.Cmd, g, env).Commands {
				if len(c.Args) > 0 {
					f(file, cs.line, n, c.Args)
					n++
				}
			}
		}
	}
	return n
}

// eachQuietToolInput calls f with the words of every command of the
// corpus given to a quiet tool in turn (cat WORDS…, grep WORDS…), as an
// input of bash, and where in the corpus the command is; it returns how
// many there were.
func eachQuietToolInput(t *testing.T, env *Env, f func(file string, line int, text string)) int {
	t.Helper()
	quiet := namesOfRole(roleQuiet)
	return eachCorpusArgs(t, env, func(file string, line, n int, args []Word) {
		var b strings.Builder
		b.WriteString(quiet[n%len(quiet)])
		for _, a := range args {
			b.WriteString(" " + quoteWord(a.Value))
		}
		f(file, line, b.String())
	})
}

// namesOfRole returns the names whose own entry is of role r, sorted.
func namesOfRole(r roles) []string {
	var names []string
	for _, table := range specTables {
		for i := range table {
			if s := &table[i]; !strings.Contains(s.path, " ") && s.extra().role&r != 0 {
				names = append(names, s.path)
			}
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// TestQuietToolsWriteNothing proves noteWrites' skip of the quiet tools
// (writes.go): given the words of every command of the corpus in turn
// (cat WORDS…, ls WORDS…), none of them is found to write a file other
// than by a redirection, nor a tree, nor a package's script.
func TestQuietToolsWriteNothing(t *testing.T) {
	env := testEnv()
	a := newAnalyzer("", lexer.Bash, env)
	n := eachQuietToolInput(t, env, func(file string, line int, text string) {
		for _, q := range analyze(nil, text, lexer.Bash, env).Commands {
			if !does(q, q.Name, roleQuiet) {
				continue
			}
			plain := *q
			plain.Redirs = nil
			if w := fsWritesOf(&plain); len(w) > 0 {
				t.Errorf("%s:%d: %q writes %q", file, line, text, w[0].Value)
			}
			if dir, ok := a.treeWritten(q); ok {
				t.Errorf("%s:%d: %q writes the tree %q", file, line, text, dir)
			}
			if _, p, ok := a.pkgSet(q); ok {
				t.Errorf("%s:%d: %q sets a package's script in %q", file, line, text, p)
			}
		}
	})
	t.Logf("%d commands' words given to a quiet tool", n)
}

// TestCredQuiet pins what keeps a command from the cred matcher
// (reachCred, credQuiet): the corpus alone does not reach every part.
func TestCredQuiet(t *testing.T) {
	for _, tc := range []struct {
		cwd   string
		cmd   string
		reach []bool // reachCred of each command found, in order
	}{
		{"", "ls -la build/ | grep -v '^total' | head -5", []bool{false, false, false}},
		{"", "cd ~/.ssh && ls", []bool{true, true}},                  // ~ is not a quiet word; ls runs in ~/.ssh
		{"", "cd src && ls", []bool{false, false}},                   // a clean directory
		{"/home/agent/.ssh", "ls", []bool{true}},                     // the working directory is a credential's
		{"", "history | grep make | head", []bool{true, true, true}}, // fed by a command that reaches one
		{"", `echo "exit: $?"`, []bool{true}},                        // $ in its text
		{"", "grep -rn AKIA src", []bool{true}},                      // a search for a secret's shape
		{"", "ls 169.254.169.254/metadata/identity", []bool{true}},   // a metadata service's address
		{"", "cat ../notes", []bool{true}},
		{"", "egrep -R 777 /home/agent", []bool{true}}, // the home directory's tree
		{"/home", "grep -r 777", []bool{true}},         // run above the home directory                           // .. leaves the directory
	} {
		env := testEnv()
		if tc.cwd != "" {
			env.Cwd = tc.cwd
		}
		in := analyze(nil, tc.cmd, lexer.Bash, env)
		giveFacts(in.Commands)
		ctx := &Context{Env: env, Policy: New(), Input: in}
		reaches := commandReach(in.Commands, commandContexts(ctx, in.Commands, nil), nil)
		if len(reaches) != len(tc.reach) {
			t.Errorf("%q: %d commands, want %d", tc.cmd, len(reaches), len(tc.reach))
			continue
		}
		for i, c := range in.Commands {
			if got := reaches[i]&reachCred != 0; got != tc.reach[i] {
				t.Errorf("%q (cwd %q): %q reaches a credential: %v, want %v", tc.cmd, env.Cwd, c.Text, got, tc.reach[i])
			}
		}
	}
}
