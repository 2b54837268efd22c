package policy

import "testing"

func TestPrintfText(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
		ok   bool
	}{
		{[]string{`rm -rf ~\n`}, "rm -rf ~\n", true},
		{[]string{`%s\n`, "rm -rf ~"}, "rm -rf ~\n", true},
		{[]string{`%s\n`, "a", "b"}, "a\nb\n", true},
		{[]string{`GH_%s`, "TOKEN"}, "GH_TOKEN", true},
		{[]string{`100%%\n`}, "100%\n", true},
		{[]string{`%d\n`, "3"}, "3\n", true},
		{[]string{`%5s|%-3s|`, "x", "y"}, "    x|y  |", true},
		{[]string{`%c`, "rat", "mouse"}, "rm", true},
		{[]string{`%c%c`, "r"}, "r", true},
		{[]string{`\\x%x`, "114"}, `\x72`, true},
		{[]string{`%o`, "114"}, "162", true},
		{[]string{`%03d %X %#x`, "7", "255", "'A"}, "007 FF 0x41", true},
		{[]string{`%d`, "0x10"}, "16", true},
		{[]string{`%d`, "ten"}, "", false},
		{[]string{`%f`, "1"}, "", false},
		{[]string{`%(%F)T`, "-1"}, "", false},
		{[]string{`%*s`, "3", "x"}, "", false},
		{[]string{`\045s%s`, "x"}, "%sx", true},
		{[]string{`\u0072\U0000006d`}, "rm", true},
		{[]string{`%b`, `a\cb`}, "", false},
		{[]string{`d=%q`, "/tmp/y"}, "d=/tmp/y", true},
		{[]string{`x=%q`, "a b; rm -rf /"}, `x='a b; rm -rf /'`, true},
		{[]string{`%q `, "rm", "-rf", "/"}, "rm -rf / ", true},
		{[]string{`%s=%q`, "k"}, "k=''", true},
	} {
		got := printfText(tt.args)
		if (got != nil) != tt.ok || got != nil && *got != tt.want {
			t.Errorf("printfText(%q) = %v; want %q, %v", tt.args, got, tt.want, tt.ok)
		}
	}
}

func TestBackslashEscapes(t *testing.T) {
	for in, want := range map[string]string{
		`\145nv`:       "env",
		`\x65nv`:       "env",
		`a\tb\n`:       "a\tb\n",
		`\0101`:        "A",
		`back\\slash`:  `back\slash`,
		`\q`:           `\q`,
		`\x`:           `\x`,
		`plain`:        "plain",
		`\e[0m`:        "\x1b[0m",
		`\u0072\u006d`: "rm",
		`\U0001F600`:   "\U0001F600",
		`\u`:           `\u`,
	} {
		if got := backslashEscapes(in); got != want {
			t.Errorf("backslashEscapes(%q) = %q, want %q", in, got, want)
		}
	}
	// $'…' and Starlark's strings: the same escapes, \0 not special,
	// the character after any other backslash.
	for in, want := range map[string]string{
		`\x72m`:  "rm",
		`\0101`:  "\x081",
		`\b\f\v`: "\b\f\v",
		`\'\"\q`: `'"q`,
		`a\\b`:   `a\b`,
	} {
		if got := ansiC(in); got != want {
			t.Errorf("ansiC(%q) = %q, want %q", in, got, want)
		}
	}
	if got := string(trSet("a-c[:upper:]")); got != "abc"+"ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
		t.Errorf("trSet: %q", got)
	}
	if got := string(trSet(`\n\t\\\101`)); got != "\n\t\\A" {
		t.Errorf("trSet of escapes: %q", got)
	}
	if trSet(`\q`) != nil || trSet(`a\`) != nil {
		t.Error("trSet of an unknown escape should be unknown")
	}
}
