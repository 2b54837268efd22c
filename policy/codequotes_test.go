package policy

import "testing"

func TestPlainQuotes(t *testing.T) {
	for _, c := range []struct{ lang, code, want string }{
		{"perl", `rmtree(q{~})`, `rmtree('~')`},
		{"perl", `rmtree qq(/etc)`, `rmtree "/etc"`},
		{"perl", `print q {a {nested} b}`, `print 'a {nested} b'`},
		{"perl", `system q|id|; print q!x!`, `system 'id'; print 'x'`},
		{"perl", `print q{it's}`, `print q{it's}`}, // holds the quote it would be written in
		{"perl", `print q{open`, `print q{open`},   // never closed
		{"perl", `$q{x} = 1; @q{a}; $h->q(1)`, `$q{x} = 1; @q{a}; $h->q(1)`},
		{"perl", `%h = (q => 1); seq(2)`, `%h = (q => 1); seq(2)`},
		{"perl", `print if /q{x}/`, `print if /q{x}/`},
		{"perl", `q #comment`, `q #comment`},
		{"perl", `qw(a b)`, `qw(a b)`},
		{"ruby", `FileUtils.rm_rf(%q(/etc))`, `FileUtils.rm_rf('/etc')`},
		{"ruby", `puts %Q{#{x}}`, `puts "#{x}"`},
		{"python", `q{~}`, `q{~}`},
	} {
		if got := plainQuotes(c.lang, c.code); got != c.want {
			t.Errorf("plainQuotes(%s, %q) = %q, want %q", c.lang, c.code, got, c.want)
		}
	}
}
