package policy

import (
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestIFSSplit: fields as read -a and read NAME… make them, confirmed
// against bash (only printf runs there).
func TestIFSSplit(t *testing.T) {
	tests := []struct {
		ifs, in string
		max     int
		want    []string
	}{
		{" \t\n", "rm -rf ~", 0, []string{"rm", "-rf", "~"}},
		{" \t\n", "  a   b  ", 0, []string{"a", "b"}},
		{",", "rm,-rf,/", 0, []string{"rm", "-rf", "/"}},
		{",", "a,,b", 0, []string{"a", "", "b"}},
		{",", "a,b,", 0, []string{"a", "b"}},
		{", ", "a , b", 0, []string{"a", "b"}},
		{":", ":a", 0, []string{"", "a"}},
		{" \t\n", "rm -rf /  ", 2, []string{"rm", "-rf /"}},
		{",", "a,b,c", 2, []string{"a", "b,c"}},
		{" ", "one", 3, []string{"one"}},
	}
	for _, tt := range tests {
		if got := ifsSplit(tt.in, tt.ifs, tt.max); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ifsSplit(%q, %q, %d) = %q, want %q", tt.in, tt.ifs, tt.max, got, tt.want)
		}
	}
	bash := testenv.NeedShell(t, "bash")
	for _, tt := range tests {
		script := `IFS="$T_IFS" read -r -a A <<< "$T_IN"; printf '<%s>' "${A[@]}"`
		if tt.max == 2 {
			script = `IFS="$T_IFS" read -r a b <<< "$T_IN"; printf '<%s>' "$a" "$b"`
		} else if tt.max == 3 {
			script = `IFS="$T_IFS" read -r a b c <<< "$T_IN"; printf '<%s>' "$a"`
		}
		cmd := exec.Command(bash, "-c", script)
		cmd.Env = append(os.Environ(), "T_IFS="+tt.ifs, "T_IN="+tt.in)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("bash: %v", err)
		}
		want := ""
		for _, f := range tt.want {
			want += "<" + f + ">"
		}
		if tt.max == 0 && len(tt.want) == 0 {
			want = "<>"
		}
		if string(out) != want {
			t.Errorf("bash splits %q at %q as %s, the table says %s", tt.in, tt.ifs, out, want)
		}
	}
}

// TestExpandKnown: ${x…} operators on a known value, confirmed against
// bash.
func TestExpandKnown(t *testing.T) {
	tests := []struct{ x, exp, want string }{
		{"rm -rf /tmp", `${x/\/tmp/\/}`, "rm -rf /"},
		{"rm -rf /tmp", `${x/tmp}`, "rm -rf /"},
		{"a.b.c", `${x//./-}`, "a-b-c"},
		{"a.b.c", `${x/#a/z}`, "z.b.c"},
		{"a.b.c", `${x/%c/z}`, "a.b.z"},
		{"foo.tar.gz", `${x%%.*}`, "foo"},
		{"foo.tar.gz", `${x%.*}`, "foo.tar"},
		{"foo.tar.gz", `${x#*.}`, "tar.gz"},
		{"foo.tar.gz", `${x##*.}`, "gz"},
		{"echo rm", `${x#"echo "}`, "rm"},
		{"RM -RF", `${x,,}`, "rm -rf"},
		{"rm", `${x^^}`, "RM"},
		{"rm", `${x^}`, "Rm"},
		{"xxrm -rf /", `${x:2}`, "rm -rf /"},
		{"abcdef", `${x:1:3}`, "bcd"},
		{"abcdef", `${x: -2}`, "ef"},
		{"abcdef", `${#x}`, "6"},
	}
	for _, tt := range tests {
		a := newAnalyzer("", lexer.Bash, testEnv())
		a.vars["x"] = tt.x
		a.posix(`echo "`+tt.exp+`"`, lexer.Bash, nil)
		if len(a.in.Commands) != 1 || len(a.in.Commands[0].Args) != 1 {
			t.Fatalf("%s: %d commands", tt.exp, len(a.in.Commands))
		}
		if got := a.in.Commands[0].Args[0]; got.Value != tt.want || !got.Literal {
			t.Errorf("x=%q; %s = %q (literal %v), want %q", tt.x, tt.exp, got.Value, got.Literal, tt.want)
		}
	}
	bash := testenv.NeedShell(t, "bash")
	for _, tt := range tests {
		cmd := exec.Command(bash, "-c", `x="$T_X"; printf '%s' "`+tt.exp+`"`)
		cmd.Env = append(os.Environ(), "T_X="+tt.x)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("bash: %v", err)
		}
		if string(out) != tt.want {
			t.Errorf("bash: x=%q; %s = %q, the table says %q", tt.x, tt.exp, out, tt.want)
		}
	}
}

// TestValuesReached: the commands the evaluator finds behind each form,
// with harmless paths: what a rule then judges.
func TestValuesReached(t *testing.T) {
	env := &Env{Home: "/home/agent", Cwd: "/home/agent/project", Project: "/home/agent/project"}
	tests := []struct {
		g        lexer.Grammar
		in, want string
	}{
		{lexer.Bash, `read -ra A <<< 'rm -rf x'; "${A[@]}"`, "rm -rf x"},
		{lexer.Bash, `read -ra A <<< 'rm -rf ~'; "${A[@]}"`, "rm -rf ~?"},
		{lexer.Bash, `mapfile -t A <<< $'rm\n-rf\nx'; "${A[@]}"`, "rm -rf x"},
		{lexer.Bash, `mapfile A <<< $'a\nb'; printf %s "${A[*]}"`, "printf %s a\n b\n"},
		{lexer.Bash, `IFS=: read -r a b <<< 'rm:x'; $a $b`, "rm x"},
		{lexer.Bash, `read -r a <<< 'rm x'; $a`, "rm x"},
		{lexer.Bash, `read x <<< 'r\m y'; echo "$x"`, "echo rm y"},
		{lexer.Bash, `source <(echo 'rm x')`, "rm x [source,<(echo 'rm x')]"},
		{lexer.Bash, `bash <(printf 'rm %s' x)`, "rm x [bash <(printf 'rm %s' x)]"},
		{lexer.Bash, `source /dev/stdin <<< 'rm x'`, "rm x [source,/dev/stdin]"},
		{lexer.Bash, `exec {fd}<<<'rm x'; source /dev/fd/$fd`, "rm x [source,/dev/fd/10]"},
		{lexer.Bash, `exec 3<<<'rm x'; bash <&3`, "rm x [bash <stdin]"},
		{lexer.Bash, "exec 3<<<$'rm x\\nrm y'; read -u 3 a; read -u 3 b; $b", "rm y"},
		{lexer.Bash, `x=1; eval "${x:+rm x}"`, "rm x [eval]"},
		{lexer.Bash, `eval "${unset_q:-rm x}"`, "rm x [eval]"},
		{lexer.Bash, `eval "${unset_q:=rm x}"; $unset_q`, "rm x"},
		{lexer.Bash, `set -- rm x; "$@"`, "rm x"},
		{lexer.Bash, `set -- a rm x; shift; "$@"`, "rm x"},
		{lexer.Bash, `set -- rm x; echo "$*" "$#" "$2"`, "echo rm x 2 x"},
		{lexer.Bash, `sh -c '"$@"' sh rm x`, "rm x [sh -c]"},
		{lexer.PowerShell, `$p = @{Path='x'; Recurse=$true; Force=$false}; Remove-Item @p`, "remove-item -Path x -Recurse"},
		{lexer.PowerShell, `$a = 'x', '-Recurse'; Remove-Item @a`, "remove-item x -Recurse"},
		{lexer.PowerShell, `iex ([char[]](114,109,32,120) -join '')`, "remove-item x [invoke-expression]"},
		{lexer.PowerShell, `& ('Remove' + '-Item') x`, "remove-item x"},
		{lexer.PowerShell, `[IO.Directory]::Delete('x', $true)`, "remove-item -LiteralPath x -Recurse [[io.directory]::delete]"},
		{lexer.PowerShell, `[System.IO.File]::WriteAllText('f', 'y')`, "set-content -LiteralPath f -Value y [[system.io.file]::writealltext]"},
		{lexer.Cmd, `for /f "tokens=1,2" %a in ("del x") do %a %b`, "del x [for]"},
		{lexer.Cmd, `for %i in (x y) do del %i`, "del x [for] | del y [for]"},
		{lexer.Cmd, "call :f x\ngoto :eof\n:f\ndel %1\nexit /b", "del x [call,call :f]"},
		{lexer.Cmd, `set X=del x & call %X%`, "del x [%expanded%,call]"},
		{lexer.Cmd, "setlocal enabledelayedexpansion\nset X=x\ndel !X!", "del x"},
	}
	for _, tt := range tests {
		if got := describe(Analyze(tt.in, tt.g, env)); !strings.Contains(got, tt.want) {
			t.Errorf("Analyze(%q, %s)\n got  %s\n want a command %s", tt.in, tt.g, got, tt.want)
		}
	}
}

// TestPsEval: PowerShell expressions whose value is known.
func TestPsEval(t *testing.T) {
	vars := func(name string) (psValue, bool) {
		switch name {
		case "c":
			return psValue{s: "Remove-Item"}, true
		case "true":
			return psValue{kind: psBool, s: "True"}, true
		}
		return psValue{}, false
	}
	tests := []struct {
		in, want string
		ok       bool
	}{
		{`'Remove-' + 'Item'`, "Remove-Item", true},
		{`("{0}-{1}" -f 'Remove','Item')`, "Remove-Item", true},
		{`"{0} {1}" -f 'a', 'b' + 'c'`, "a bc", true},
		{`'it''s'`, "it's", true},
		{"\"a`tb\"", "a\tb", true},
		{`"$c -Recurse"`, "Remove-Item -Recurse", true},
		{`-join [char[]](104,105)`, "hi", true},
		{`[char[]](104,105) -join '-'`, "h-i", true},
		{`[string]::new([char[]](104,105))`, "hi", true},
		{`[string]::Join(',', @('a','b'))`, "a,b", true},
		{`[char]104 + [char]105`, "hi", true},
		{`[Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('aGk='))`, "hi", true},
		{`[System.Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('aABpAA=='))`, "hi", true},
		{`'abc'.Replace('b', 'x').ToUpper()`, "AXC", true},
		{`'Remove-Item' -replace 'item', 'Thing'`, "Remove-Thing", true},
		{`@('a','b')[1]`, "b", true},
		{`$c`, "Remove-Item", true},
		{`$unknown + 'x'`, "", false},
		{`(Get-Date) + 'x'`, "", false},
		{`"$(Get-Date)"`, "", false},
		{`[Convert]::FromBase64String($b)`, "", false},
	}
	for _, tt := range tests {
		v, ok := psEval(tt.in, vars)
		if ok != tt.ok || ok && v.text() != tt.want {
			t.Errorf("psEval(%s) = %q, %v; want %q, %v", tt.in, v.text(), ok, tt.want, tt.ok)
		}
	}
	v, ok := psEval(`@{Path='~'; Recurse=$true}`, vars)
	if !ok || v.kind != psTable || !reflect.DeepEqual(v.keys, []string{"Path", "Recurse"}) || v.list[0].s != "~" || v.list[1].kind != psBool {
		t.Errorf("a hashtable: %+v, %v", v, ok)
	}
}

// TestForTokens: for /f's options and how they split a line.
func TestForTokens(t *testing.T) {
	tests := []struct {
		opts, line string
		want       map[byte]string
	}{
		{``, "a b c", map[byte]string{'i': "a"}},
		{`"tokens=*"`, "  rd /s /q x", map[byte]string{'i': "rd /s /q x"}},
		{`"delims="`, "  rd /s /q x", map[byte]string{'i': "  rd /s /q x"}},
		{`"tokens=1,2"`, "rd x y", map[byte]string{'i': "rd", 'j': "x"}},
		{`"tokens=2*"`, "a b c d", map[byte]string{'i': "b", 'j': "c d"}},
		{`"tokens=1-3 delims=,"`, "a,b,c,d", map[byte]string{'i': "a", 'j': "b", 'k': "c"}},
		{`"usebackq tokens=2 delims=="`, "PATH=C:\\x", map[byte]string{'i': "C:\\x"}},
	}
	for _, tt := range tests {
		if got := parseForOptions(tt.opts).tokens(tt.line, 'i'); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("for /f %s over %q: %q, want %q", tt.opts, tt.line, got, tt.want)
		}
	}
	if got := substFor(`rd /s /q "%~i" %%j %~dpi %k`, map[byte]string{'i': `"C:\x"`, 'j': "y"}); got != `rd /s /q "C:\x" y C:\x %k` {
		t.Errorf("substFor: %s", got)
	}
	body, ok := cmdLabelBody("call :Wipe x\ngoto :eof\n:wipe extra\nrd /s /q %1\nexit /b\n:other\necho\n", "wipe")
	if !ok || body != "rd /s /q %1\n" {
		t.Errorf("cmdLabelBody = %q, %v", body, ok)
	}
	if _, ok := cmdLabelBody(":: comment\n", ": comment"); ok {
		t.Errorf(":: is a comment, not a label")
	}
}

// FuzzPsEval: the PowerShell evaluator never panics nor runs away, and
// the analysis of any statement around an expression stays bounded.
func FuzzPsEval(f *testing.F) {
	for _, s := range []string{
		`'Remove-' + 'Item'`, `("{0}-{1}" -f 'a','b')`, `-join [char[]](104,105)`,
		`[Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('aGk='))`,
		`@{Path='~'; Recurse=$true}`, `@('a','b')[1]`, `'abc'.Replace('b','x')`,
		`$p = @{}; $p.Path = '~'; $p['x'] = 1; [void]$p.Add('a', 2); Remove-Item @p`,
		`[IO.Directory]::Delete('x', $true)`, `$a = 1,2; $a += 3; & $a[0]`,
	} {
		f.Add(s)
	}
	vars := func(string) (psValue, bool) { return psValue{kind: psTable}, true }
	env := testEnv()
	f.Fuzz(func(t *testing.T, s string) {
		psEval(s, vars)
		Analyze(s, lexer.PowerShell, env)
	})
}

// TestCmdEdit: %VAR:~N,M% and %VAR:OLD=NEW% as cmd applies them.
func TestCmdEdit(t *testing.T) {
	tests := []struct{ v, edit, want string }{
		{"abcdef", "~1,2", "bc"},
		{"abcdef", "~-2", "ef"},
		{"abcdef", "~0,-2", "abcd"},
		{"abcdef", "~10", ""},
		{"a.b.c", ".=_", "a_b_c"},
		{"Hello", "l=L", "HeLLo"},
		{"ECHO x", "echo=rd", "rd x"},
		{"xxrd x", "*xx=", "rd x"},
	}
	for _, tt := range tests {
		if got, ok := cmdEdit(tt.v, tt.edit); !ok || got != tt.want {
			t.Errorf("%%X:%s%% of %q = %q, %v; want %q", tt.edit, tt.v, got, ok, tt.want)
		}
	}
}

// TestPSStringsEndAsTokenized checks that the helpers that split argument
// lists and find closing brackets end strings where pstoken does: a
// backtick escapes a quote in a double-quoted string, two quotes stand for
// one, typographic quotes close.
func TestPSStringsEndAsTokenized(t *testing.T) {
	for _, c := range []struct {
		args string
		want []string
	}{
		{"(\"a`\",b\", 'c')", []string{"\"a`\",b\"", " 'c'"}},
		{"('a'',b', c)", []string{"'a'',b'", " c"}},
		{"(\u2018a,\u2019, c)", []string{"\u2018a,\u2019", " c"}},
	} {
		if got := psSplitArgs(c.args); !slices.Equal(got, c.want) {
			t.Errorf("psSplitArgs(%q) = %q, want %q", c.args, got, c.want)
		}
	}
	src := []rune("(\"`\")\") x")
	if got := string(src[:psClose(src, 0)]); got != "(\"`\")\")" {
		t.Errorf("psClose: %q", got)
	}
	if got := psFields("-ArgumentList \"a`\" b\" -Wait"); !slices.Equal(got, []string{"-ArgumentList", "\"a`\" b\"", "-Wait"}) {
		t.Errorf("psFields: %q", got)
	}
}

// TestReadDBURL pins the one reading of database URLs: the host is the
// authority's, behind a user and before a port; jdbc: and +srv are the
// same schemes; a query may place it elsewhere; run-time parts are no
// known host.
func TestReadDBURL(t *testing.T) {
	for _, c := range []struct {
		w               string
		isURL, loopback bool
	}{
		{"postgresql://app@localhost:5432/app", true, true},
		{"jdbc:postgresql://localhost/app", true, true},
		{"mongodb+srv://a@cluster0.example.net/x?appName=localhost", true, false},
		{"postgresql://localhost/app?host=db.prod", true, false},
		{"postgresql://localhost/app?sslmode=disable", true, true},
		{"redis://[::1]:6379/0", true, true},
		{"mysql://$HOST/app", true, false},
		{"postgresql://h1,h2/app", true, false},
		{"https://localhost/app", false, false},
		{"app_test", false, false},
	} {
		u, ok := readDBURL(c.w)
		if ok != c.isURL || ok && u.onLoopback() != c.loopback {
			t.Errorf("readDBURL(%q) = %v, loopback %v; want %v, %v", c.w, ok, ok && u.onLoopback(), c.isURL, c.loopback)
		}
	}
}
