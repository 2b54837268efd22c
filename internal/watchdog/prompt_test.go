package watchdog

import (
	"strings"
	"testing"
)

var promptCases = []struct {
	name string
	tail string
	kind string // "" when no prompt must be found
}{
	// Positives.
	{"password", "Password: ", "password"},
	{"password bare", "password:", "password"},
	{"sudo", "[sudo] password for ann: ", "password"},
	{"git password", "Password for 'https://ann@github.com': ", "password"},
	{"ssh passphrase", "Enter passphrase for key '/home/ann/.ssh/id_ed25519': ", "password"},
	{"keygen passphrase", "Enter passphrase (empty for no passphrase): ", "password"},
	{"openssl", "Enter PEM pass phrase:", "password"},
	{"after output", "Cloning into 'x'...\r\nPassword: ", "password"},
	{"colored", "\x1b[1;31mPassword:\x1b[0m ", "password"},
	{"git username", "Username for 'https://github.com': ", "username"},
	{"login", "box login: ", "username"},
	{"apt", "After this operation, 1 MB will be used.\r\nDo you want to continue? [Y/n] ", "yes-no"},
	{"y/N", "Overwrite? [y/N]", "yes-no"},
	{"(y/n)", "Really delete? (y/n) ", "yes-no"},
	{"yum", "Is this ok [y/N]: ", "yes-no"},
	{"pip", "Proceed (Y/n)? ", "yes-no"},
	{"npx", "Need to install the following packages:\n  cowsay\nOk to proceed? (y) ", "yes-no"},
	{"yes/no", "Continue? (yes/no) ", "yes-no"},
	{"ssh host key", "Are you sure you want to continue connecting (yes/no/[fingerprint])? ", "yes-no"},
	{"press any key", "Press any key to continue . . . ", "press-key"},
	{"vim enter", "Press ENTER or type command to continue", "press-key"},
	{"less end", "last line\r\n\x1b[7m(END)\x1b[27m\x1b[K", "pager"},
	{"less file end", "x\nfoo.txt (END)", "pager"},
	{"less colon", "line 23\r\n:\x1b[K", "pager"},
	{"man", "\x1b[7m Manual page ls(1) line 1 (press h for help or q to quit)\x1b[27m", "pager"},
	{"more", "line\n--More--", "pager"},
	{"more percent", "line\n\x1b[7m--More--(42%)\x1b[m", "pager"},
	{"pwsh continuation", "PS /home/ann> Write-Host 'a\r\n>> ", "powershell-continuation"},
	{"pwsh parameter", "cmdlet Get-Item at command pipeline position 1\r\nSupply values for the following parameters:\r\nPath[0]: ", "powershell-parameter"},
	{"cmd more", "C:\\> echo a ^\r\nMore? ", "cmd-more"},
	{"rm -i", "rm: remove regular file 'a.txt'? ", "confirm-file"},
	{"terraform", "  Only 'yes' will be accepted to approve.\n\n  Enter a value: ", "enter-value"},
	{"progress then prompt", "50%\r100%\r\nPassword: ", "password"},
	{"redrawn", "junk\r\x1b[KPassword: ", "password"},
	{"trailing CR", "Password: \r", "password"},
	{"backspace", "Passwordx\b: ", "password"},
	{"python repl", "Python 3.12.3\r\nType \"help\" for more information.\r\n>>> ", "repl"},
	{"python continuation", ">>> def f():\r\n... ", "repl"},
	{"ipython", "In [1]: ", "repl"},
	{"node", "Welcome to Node.js v20.\r\n> ", "repl"},
	{"irb", "irb(main):001:0> ", "repl"},
	{"pdb", "-> x = 1\r\n(Pdb) ", "repl"},
	{"psql", "psql (16.2)\r\npostgres=# ", "repl"},
	{"sqlite", "sqlite> ", "repl"},
	{"mysql", "mysql> ", "repl"},
	{"dash", "$ ", "shell-prompt"},
	{"bash default", "bash-5.2$ ", "shell-prompt"},
	{"debian", "ann@box:~/src$ ", "shell-prompt"},
	{"root fedora", "[root@box src]# ", "shell-prompt"},
	{"pwsh prompt", "PS C:\\Users\\ann> ", "shell-prompt"},

	// Near misses.
	{"empty", "", ""},
	{"password log mid-output", "password: changed\nbuilding...\n", ""},
	{"password changed last", "password: changed", ""},
	{"password line then newline", "Password:\n", ""},
	{"y/n followed by output", "Really? (y/n) y\nremoved 3 files", ""},
	{"y/n then more lines", "Proceed? [Y/n]\nauto-yes\n", ""},
	{"colon heading", "Results:", ""},
	{"colon heading 2", "Summary of changes:", ""},
	{"url", "see https://example.com:", ""},
	{"log colon", "2024-01-01 12:00:00 INFO starting:", ""},
	{"plain output", "compiling foo.c\n", ""},
	{"shell prompt then output", "$ ls\r\na b\r\n", ""},
	{"price", "total: 5$", ""},
	{"arrow in text", "a -> b >", ""},
	{"enter line complete", "Enter a value:\n", ""},
	{"python repl done", ">>> exit()\r\n", ""},
	{"ends >>", "a >>", ""},
	{"more word", "More", ""},
	{"git log less escape no end", "commit abc\r\n    message", ""},
	{"no prompt in middle", "Press any key\nok\n", ""},
	{"spinning", "Spinning up:", ""},
	{"long line", strings.Repeat("x", 300) + " Password:", ""},
	{"end in text", "the (END) of it", ""},
	{"question", "what is this?", ""},
	{"rm message", "rm: cannot remove 'x': No such file or directory", ""},
}

func TestPromptAtTail(t *testing.T) {
	for _, tc := range promptCases {
		t.Run(tc.name, func(t *testing.T) {
			m, ok := PromptAtTail([]byte(tc.tail))
			if tc.kind == "" {
				if ok {
					t.Fatalf("PromptAtTail(%q) = %+v, want no match", tc.tail, m)
				}
				return
			}
			if !ok {
				t.Fatalf("PromptAtTail(%q): no match, want %s", tc.tail, tc.kind)
			}
			if m.Kind != tc.kind {
				t.Fatalf("PromptAtTail(%q).Kind = %q, want %q", tc.tail, m.Kind, tc.kind)
			}
			if strings.ContainsAny(m.Text, "\x1b\r\n") || strings.HasSuffix(m.Text, " ") {
				t.Errorf("Text %q not cleaned", m.Text)
			}
		})
	}
}

// TestPromptAtTailSplit feeds every case through a small tail window, as the
// Watchdog keeps one: the result depends only on the end of the output.
func TestPromptAtTailPrefix(t *testing.T) {
	for _, tc := range promptCases {
		noise := strings.Repeat("build output line: ok\r\n", 50)
		m1, ok1 := PromptAtTail([]byte(tc.tail))
		m2, ok2 := PromptAtTail([]byte(noise + tc.tail))
		if ok1 != ok2 || m1 != m2 {
			t.Errorf("%s: with earlier output %+v %v, alone %+v %v", tc.name, m2, ok2, m1, ok1)
		}
	}
}

func TestCleanTail(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a\r\nb", "a\nb"},
		{"\x1b]0;title\x07x", "x"},
		{"\x1b]633;A\x1b\\x", "x"},
		{"\x1b(Bx\x1b[0m", "x"},
		{"10%\r20%", "20%"},
		{"ab\bc", "ac"},
		{"unfinished \x1b[1", "unfinished "},
	} {
		if got := CleanTail([]byte(tc.in)); got != tc.want {
			t.Errorf("CleanTail(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func FuzzPromptAtTail(f *testing.F) {
	for _, tc := range promptCases {
		f.Add([]byte(tc.tail))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, ok := PromptAtTail(b)
		if ok && (m.Text == "" || len(m.Text) > maxPromptLine) {
			t.Fatalf("bad match %+v", m)
		}
	})
}
