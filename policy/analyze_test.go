package policy

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// describe renders the commands of an analysis compactly: name, arguments
// (? after one only known at run time), and the wrappers in brackets.
func describe(in *Input) string {
	var out []string
	for _, c := range in.Commands {
		var b strings.Builder
		name := c.Name
		if c.Dynamic {
			name = "<dynamic>"
		}
		if name == "" {
			continue // assignments or redirections alone
		}
		b.WriteString(name)
		for _, a := range c.Args {
			b.WriteString(" " + a.Value)
			if !a.Literal {
				b.WriteString("?")
			}
		}
		if len(c.Wrappers) > 0 {
			b.WriteString(" [" + strings.Join(c.Wrappers, ",") + "]")
		}
		out = append(out, b.String())
	}
	return strings.Join(out, " | ")
}

func TestAnalyzePosix(t *testing.T) {
	env := &Env{Home: "/home/agent", Cwd: "/home/agent/project", Project: "/home/agent/project"}
	tests := []struct{ in, want string }{
		{"rm -rf ~", "rm -rf /home/agent"},
		{"sudo -u root env FOO=1 /bin/rm -rf ~", "sudo -u root env FOO=1 /bin/rm -rf /home/agent | env FOO=1 /bin/rm -rf /home/agent [sudo] | rm -rf /home/agent [sudo,env]"},
		{"c=rm; $c -rf /", "rm -rf /"},
		{`r""m -rf "$HOME"`, "rm -rf /home/agent"},
		{`\rm -rf ${HOME}/`, "rm -rf /home/agent/"},
		{`echo "rm -rf ~" | sh`, "echo rm -rf ~ | sh | rm -rf /home/agent [sh <stdin]"},
		{"bash -c 'git reset --hard'", "bash -c git reset --hard | git reset --hard [bash -c]"},
		{"sh -ec 'rm -rf /' name", "sh -ec rm -rf / name | rm -rf / [sh -c]"},
		{"eval \"rm -rf $HOME\"", "eval rm -rf /home/agent | rm -rf /home/agent [eval]"},
		{"sh <<EOF\nrm -rf ~\nEOF", "sh | rm -rf /home/agent [sh <stdin]"},
		{"bash <<< 'rm -rf /'", "bash | rm -rf / [bash <stdin]"},
		{"find / -name x -exec rm -rf {} \\;", "find / -name x -exec rm -rf {} ; | rm -rf {}? [find -exec]"},
		{"echo / | xargs rm -rf", "echo / | xargs rm -rf | rm -rf / [xargs]"},
		{"timeout 5 nice -n 2 nohup rm -rf /", "timeout 5 nice -n 2 nohup rm -rf / | nice -n 2 nohup rm -rf / [timeout] | nohup rm -rf / [timeout,nice] | rm -rf / [timeout,nice,nohup]"},
		{"$(printf r)m -rf /", "printf r | rm -rf /"},
		{"$(tr a b)m -rf /", "tr a b | <dynamic> -rf / | m -rf / [$(tr a b)m with its variables empty]"},
		{"c='rm -rf /tmp/x'; $c", "rm -rf /tmp/x"},
		{"IFS=:; c=rm:-rf:/tmp/x; $c", "rm -rf /tmp/x"},
		{"x=$(curl -s u); bash -c \"$x\"", "curl -s u | bash -c $x? | <dynamic> [bash -c]"},
		{"f() { rm -rf /; }; f", "rm -rf / | f"},
		{"for d in a b; do (cd $d && make); done", "cd a | make | cd b | make"}, // walked once per known item
		{"for d in $(ls); do cd $d; done", "ls | cd $d?"},
		{"for d; do cd $d; done", "cd $d?"},
		{"d=x; for d in *.c; do cd $d; done", "cd *.c?"}, // one of the entries the pattern names
		{"d=a; for d in $(ls); do cd $d; done", "ls | cd $d?"},
		{"if true; then { echo a; } fi", "true | echo a"},
		{"command -v rm", "command -v rm"},
		{"git commit -m \"rm -rf /\"", "git commit -m rm -rf /"},
		{"cat <<'EOF'\nrm -rf /\nEOF", "cat"},
		{"echo $'a\\tb'", "echo a\tb"},
	}
	for _, tt := range tests {
		got := describe(Analyze(tt.in, lexer.Bash, env))
		if got != tt.want {
			t.Errorf("Analyze(%q)\n got  %s\n want %s", tt.in, got, tt.want)
		}
	}
}

func TestAnalyzeFeeds(t *testing.T) {
	in := Analyze("curl -s https://x | tee f | sh", lexer.Bash, &Env{})
	sh := in.Commands[len(in.Commands)-1]
	if sh.Name != "sh" || len(sh.Feeds) != 1 || sh.Feeds[0].Name != "tee" || len(sh.Feeds[0].Feeds) != 1 || sh.Feeds[0].Feeds[0].Name != "curl" {
		t.Fatalf("feeds of sh: %s", describe(in))
	}
	in = Analyze("bash <(curl -s x)", lexer.Bash, &Env{})
	bash := in.Commands[len(in.Commands)-1]
	if bash.Name != "bash" || len(bash.Feeds) != 1 || bash.Feeds[0].Name != "curl" {
		t.Fatalf("feeds of bash <(curl): %s", describe(in))
	}
}

func TestAnalyzeVarsAndComments(t *testing.T) {
	in := Analyze("echo ${GH_TOKEN:-x} $HOME # print NPM_TOKEN\n", lexer.Bash, &Env{})
	if strings.Join(in.Vars, ",") != "GH_TOKEN,HOME" {
		t.Errorf("Vars = %v", in.Vars)
	}
	if len(in.Comments) != 1 || !strings.Contains(in.Comments[0], "NPM_TOKEN") {
		t.Errorf("Comments = %q", in.Comments)
	}
}

func TestAnalyzeUnparsable(t *testing.T) {
	// A line mvdan.cc/sh rejects is still read word by word.
	in := Analyze("echo ok\nrm -rf / )\n", lexer.Bash, &Env{})
	if !in.Partial || !strings.Contains(describe(in), "rm -rf /") {
		t.Errorf("Partial=%v %s", in.Partial, describe(in))
	}
}

// FuzzCheck runs any input through the whole policy in every grammar: no
// panic, and the analysis stays bounded. The engine times no single input:
// a slow one shows as a run of "execs: N (0/sec)" lines, as does the
// minimising of a new interesting input (scripts/fuzz.sh bounds that);
// BenchmarkCheckHostile measures the inputs that were slow.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{"rm -rf ~", "sudo env A=1 bash -c 'eval \"rm -rf /\"'", "echo x | sh", "f(){ f|f& };f",
		"Remove-Item -Recurse -Force C:\\", "rd /s /q C:\\", "$(printf r)m -rf /", "cat <<EOF | sh\nrm -rf /\nEOF"} {
		f.Add(s)
	}
	p := New()
	env := &Env{Home: "/home/agent", Cwd: "/home/agent/p", Project: "/home/agent/p"}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range []lexer.Grammar{lexer.Bash, lexer.Posix, lexer.PowerShell, lexer.Cmd} {
			v := p.Check(s, g, env)
			if len(v.Input.Commands) > commandLimit(len(s)) {
				t.Fatalf("%d commands", len(v.Input.Commands))
			}
		}
	})
}

// An input that amplifies past what the analysis follows is refused, not
// judged by its first part; a long input of everyday commands is followed
// to its end.
func TestTooLarge(t *testing.T) {
	p := New()
	env := &Env{Home: "/home/agent", Cwd: "/tmp/p", Project: "/tmp/p"}
	for _, amplified := range []string{
		"echo '. ./b.sh; . ./b.sh; . ./b.sh; . ./b.sh' > b.sh; . ./b.sh; rm -rf ~",
		// Few commands, much text: the budget is in bytes too.
		"echo 'source f;source f;source f;source f;#" + strings.Repeat("x", 300000) + "' > f; source f; rm -rf ~",
		// Deeper than the analysis follows: refused, not let through.
		`echo "rm -rf ~" > s9; echo ". ./s9" > s8; echo ". ./s8" > s7; echo ". ./s7" > s6; echo ". ./s6" > s5; echo ". ./s5" > s4; echo ". ./s4" > s3; echo ". ./s3" > s2; echo ". ./s2" > s1; . ./s1`,
		strings.Repeat("eval ", 12) + "'rm -rf ~'",
		strings.Repeat("echo $(", 2000) + "true" + strings.Repeat(")", 2000) + "; rm -rf ~",
		// Braces whose words cost more than their number: each word
		// made is copied once per brace it holds.
		"echo " + strings.Repeat("{a,b}", 1000) + "; rm -rf ~",
		"echo " + strings.Repeat("{1..1}", 20000) + "; rm -rf ~",
		// A value that doubles at each step outgrows any memory.
		"a=x; " + strings.Repeat("a=$a$a; ", 40) + "echo $a",
	} {
		if got := p.Check(amplified, lexer.Bash, env).First().Rule; got != "sys.too-large" {
			t.Errorf("self-sourcing script %.40q: rule %q, want sys.too-large", amplified, got)
		}
	}
	if got := p.Check("$a='x'; "+strings.Repeat(`$a="$a$a"; `, 40)+"echo $a", lexer.PowerShell, env).First().Rule; got != "sys.too-large" {
		t.Errorf("PowerShell doubling a variable: rule %q, want sys.too-large", got)
	}
	for _, doubling := range []string{
		"set x=aaaaaaaa" + strings.Repeat("\nset x=%x%%x%", 40) + "\necho %x%",
		"setlocal enabledelayedexpansion\nset x=aaaaaaaa" + strings.Repeat("\nset x=!x!!x!", 40) + "\necho !x!",
	} {
		if got := p.Check(doubling, lexer.Cmd, env).First().Rule; got != "sys.too-large" {
			t.Errorf("cmd doubling a variable %.30q: rule %q, want sys.too-large", doubling, got)
		}
	}
	// Brackets nested past what the PowerShell and cmd readers follow:
	// refused, not judged by the part before them.
	for _, deep := range []struct {
		g    lexer.Grammar
		text string
	}{
		{lexer.PowerShell, strings.Repeat("(", 100) + "Remove-Item -Recurse -Force ~" + strings.Repeat(")", 100)},
		{lexer.PowerShell, strings.Repeat("& {", 100) + "Remove-Item -Recurse -Force ~" + strings.Repeat("}", 100)},
		{lexer.PowerShell, strings.Repeat(`"$(`, 100) + "Remove-Item -Recurse -Force ~" + strings.Repeat(`)"`, 100)},
		{lexer.Cmd, strings.Repeat("(", 100) + `rd /s /q C:\` + strings.Repeat(")", 100)},
	} {
		if got := p.Check(deep.text, deep.g, env).First().Rule; got != "sys.too-large" {
			t.Errorf("%v nested %.20q: rule %q, want sys.too-large", deep.g, deep.text, got)
		}
	}
	var long strings.Builder
	for i := 0; long.Len() < 1<<20; i++ {
		fmt.Fprintf(&long, "echo line %d | tr a-z A-Z\n", i)
	}
	long.WriteString("rm -rf ~\n")
	v := p.Check(long.String(), lexer.Bash, env)
	if got := v.First().Rule; got != "fs.rm-home" {
		t.Errorf("a megabyte of commands then rm -rf ~: rule %q after %d commands, want fs.rm-home", got, len(v.Input.Commands))
	}
}

// TestParsePosixPooled checks that a tree parsePosix returned stays as it
// was when its pooled parser parses other text.
func TestParsePosixPooled(t *testing.T) {
	first := "cat <<EOF | grep -v x\nbody $(date)\nEOF\necho 'a b' \"$c\" # note\n"
	f, err := parsePosix(first, syntax.LangPOSIX)
	if err != nil {
		t.Fatal(err)
	}
	want := printed(f)
	for range 4 {
		if _, err := parsePosix("x=$(printf '%s' other) && cat <<END\nmore text\nEND\n", syntax.LangBash); err != nil {
			t.Fatal(err)
		}
	}
	if got := printed(f); got != want {
		t.Errorf("the first tree changed when its parser was reused:\n%s\nwas\n%s", got, want)
	}
}

// printed is f's syntax tree written out by syntax.DebugPrint.
func printed(f *syntax.File) string {
	var b strings.Builder
	if err := syntax.DebugPrint(&b, f); err != nil {
		panic(err)
	}
	return b.String()
}

// TestSameTree checks that sameTree tells two parses apart exactly when
// what syntax.DebugPrint writes of them differs, for every input of the
// corpus parsed as sh and as bash, and for each input against the next.
func TestSameTree(t *testing.T) {
	var trees []*syntax.File
	differ := 0
	for _, cases := range loadCorpus(t) {
		for _, c := range cases {
			f, err := parsePosix(c.Cmd, syntax.LangPOSIX)
			fb, errb := parsePosix(c.Cmd, syntax.LangBash)
			if err != nil || errb != nil {
				continue
			}
			want := printed(f) == printed(fb)
			if !want {
				differ++
			}
			if got := sameTree(reflect.ValueOf(f), reflect.ValueOf(fb)); got != want {
				t.Errorf("%q: sameTree(sh, bash) = %v, the printed trees say %v", c.Cmd, got, want)
			}
			trees = append(trees, f)
		}
	}
	for i := 1; i < len(trees); i++ {
		want := printed(trees[i-1]) == printed(trees[i])
		if got := sameTree(reflect.ValueOf(trees[i-1]), reflect.ValueOf(trees[i])); got != want {
			t.Errorf("%q and %q: sameTree = %v, the printed trees say %v", printed(trees[i-1]), printed(trees[i]), got, want)
		}
	}
	if differ == 0 {
		t.Error("no input of the corpus parses differently as sh and as bash: the test compares nothing")
	}
}
