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
		{[]string{`%d\n`, "3"}, "", false},
		{[]string{`%5s`, "x"}, "", false},
	} {
		got := printfText(tt.args)
		if (got != nil) != tt.ok || got != nil && *got != tt.want {
			t.Errorf("printfText(%q) = %v; want %q, %v", tt.args, got, tt.want, tt.ok)
		}
	}
}
