package cmdtoken

import (
	"strings"
	"testing"
)

// kindNames are short names of the kinds, for the table below.
var kindNames = map[Kind]string{Name: "name", Arg: "arg", Target: "target", Cond: "cond", ForHead: "for",
	Keyword: "kw", Redir: "redir", Op: "op", Newline: "nl", Open: "open", Close: "close",
	SetOpen: "set(", SetClose: "set)", Comment: "comment"}

// show writes the tokens of s as kind:text, one after the other.
func show(s string) string {
	var out []string
	for _, t := range Tokens(s) {
		text := s[t.Start:t.End]
		if t.Kind == Newline {
			text = ""
		}
		out = append(out, kindNames[t.Kind]+":"+text)
	}
	return strings.Join(out, " ")
}

func TestTokens(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"rd /s /q C:\\", `name:rd arg:/s arg:/q arg:C:\`},
		{"rd,/s;/q=x", `name:rd arg:/s arg:/q arg:x`},
		{"@echo off", `name:echo arg:off`},
		{"echo a>out.txt 2>&1", `name:echo arg:a redir:> target:out.txt redir:2>& target:1`},
		{"<@ a", `redir:< target:a`},
		{"dir >> log & del x", `name:dir redir:>> target:log op:& name:del arg:x`},
		{"a && b || c | d", `name:a op:& op:& name:b op:| op:| name:c op:| name:d`},
		{"echo ^& x", `name:echo arg:^& arg:x`},
		{"ec^\nho a", "name:ec^\nho arg:a"},
		{"echo \"a & b\" c", `name:echo arg:"a & b" arg:c`},
		{"echo(", `name:echo arg:(`},
		{"(echo a\necho b) else x", "open:( name:echo arg:a nl: name:echo arg:b close:) kw:else name:x"},
		{"(echo a) b", "open:( name:echo arg:a close:) arg:b"},
		{"if exist x (del x) else (echo no)", `name:if cond:exist cond:x open:( name:del arg:x close:) kw:else open:( name:echo arg:no close:)`},
		{"if /i %a%==b echo y", `name:if cond:/i cond:%a% cond:b name:echo arg:y`},
		{"for /f %i in ('dir /b') do echo %i", `name:for for:/f for:%i for:in set(:( arg:'dir arg:/b' set):) kw:do name:echo arg:%i`},
		{"rem a & b\nx", "name:rem comment: a & b nl: name:x"},
		{"rem.&x", `name:rem. op:& name:x`},
		{":: note & x\ny", "comment::: note & x nl: name:y"},
		{") stray & x\ny", "comment:) stray & x nl: name:y"},
		{"a\r\nb", "name:a\r nl: name:b"}, // the carriage return is in no token's text once decoded
	} {
		if got := show(c.in); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.in, got, c.want)
		}
	}
}
