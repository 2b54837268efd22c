package watchdog

import (
	"bytes"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"
)

// A Match is a prompt recognised at the end of a command's output.
type Match struct {
	// Kind names the pattern: "password", "username", "yes-no",
	// "press-key", "pager", "powershell-continuation", "powershell-parameter",
	// "cmd-more", "enter-value", "confirm-file", "repl", "shell-prompt".
	Kind string
	// Text is the prompt line as it would be shown, escapes removed and
	// trailing spaces trimmed.
	Text string
}

// maxPromptLine bounds the last line considered: a prompt is short, and a
// longer line is output that happens to end like one.
const maxPromptLine = 240

type promptPattern struct {
	kind string
	re   *regexp.Regexp
}

// promptPatterns are tried in order on the last line of output after
// [CleanTail]; each must match at the end of the line.
//
// A lone ":" is the prompt of less (and of more in some modes). It matches
// only when it is the whole last line: ordinary output that ends in a colon
// ("Results:", "password: changed") has other text on the line and does not
// match, and a program that prints a line holding only ":" and then stays
// silent for the idle period is, in practice, a pager.
//
// They are compiled on first use: a one-shot guarded-sh -c never needs
// them, and compiling them at start-up cost it about 2 ms (a
// sync.OnceValue still allocated there).
func promptPatterns() []promptPattern {
	prompts.once.Do(func() { prompts.p = buildPromptPatterns() })
	return prompts.p
}

var prompts struct {
	once sync.Once
	p    []promptPattern
}

func buildPromptPatterns() []promptPattern {
	return []promptPattern{
		// "Password:", "[sudo] password for ann:", "Password for 'https://x@h':",
		// "Enter passphrase for key '/k':", "Enter PEM pass phrase:".
		{"password", regexp.MustCompile(`(?i)\b(pass ?word|pass ?phrase|passcode|PIN)\b[^:]*(:|'[^']*':|\([^)]*\):)$`)},
		// git: "Username for 'https://github.com':"; login(1): "host login:".
		{"username", regexp.MustCompile(`(?i)^(username( for '[^']*')?|([\w.-]+ )?login):$`)},
		// "[y/N]", "[Y/n]", "(y/n)", "(yes/no)", "(yes/no/[fingerprint])?",
		// "Is this ok [y/N]:", "Proceed (Y/n)?", npx's "Ok to proceed? (y)".
		{"yes-no", regexp.MustCompile(`(?i)([\[(](y|yes)(/(n|no))?(/\[fingerprint\])?[\])]|[\[(](n|no)/(y|yes)[\])])\s*[?:]?$`)},
		// "Press any key to continue . . .", vim's "Press ENTER or type command
		// to continue", "Hit RETURN".
		{"press-key", regexp.MustCompile(`(?i)\b(press|hit) (any key|enter|return|<enter>)\b.{0,80}$`)},
		// less: "(END)", "file.txt (END)", ":", man's "(press h for help or q to
		// quit)"; more: "--More--", "--More--(42%)".
		{"pager", regexp.MustCompile(`(?i)(\(END\)|\(press h for help or q to quit\)|^--More--(\(\d+%\))?|^:)$`)},
		// PowerShell's continuation prompt ">> " (trailing space trimmed).
		{"powershell-continuation", regexp.MustCompile(`^>>$`)},
		// cmd's continuation prompt after a trailing ^.
		{"cmd-more", regexp.MustCompile(`^More\?$`)},
		// A REPL started inside the session: python ">>> " and "... ", ipython
		// "In [3]:", node and sh's PS2 ">", irb, pdb, gdb, mysql, psql, sqlite3.
		{"repl", regexp.MustCompile(`^(>>>|\.\.\.|>|In \[\d+\]:|irb\([^)]*\):\d+:\d+[>*"']|\((Pdb|gdb)\)|(mysql|MariaDB \[[^\]]*\]|sqlite|ftp|sftp)>|[\w-]+=[#>])$`)},
		// A nested interactive shell's prompt: "$" or "#" alone (dash, sh),
		// "bash-5.2$", "ann@box:~/src$", "[ann@box src]#", "PS C:\> ".
		{"shell-prompt", regexp.MustCompile(`^([$#%]|(bash|sh|zsh|ksh|mksh)-[\d.]+[$#]|[\w.-]+@[\w.-]+:[^\s]*[$#]|\[[\w.-]+@[\w.-]+ [^\]]+\][$#]|PS [^>]*>)$`)},
		// coreutils -i: "rm: remove regular file 'x'?", "cp: overwrite 'y'?".
		{"confirm-file", regexp.MustCompile(`^(rm|cp|mv|ln|install): [^?]+\?$`)},
		// "Enter a value:" (terraform), "Enter file in which to save the key
		// (/home/u/.ssh/id_ed25519):" (ssh-keygen).
		{"enter-value", regexp.MustCompile(`(?i)^(please )?enter\b.{1,100}:$`)},
	}
}

// psParameters is the line PowerShell prints before prompting for a
// mandatory parameter ("Path[0]: ").
const psParameters = "Supply values for the following parameters:"

// PromptAtTail reports whether the end of a command's recent output is a
// prompt that waits for an answer. tail is raw terminal output (ANSI escapes,
// CR LF, backspaces); only its last line counts, so a prompt-like line
// followed by more output does not match.
func PromptAtTail(tail []byte) (Match, bool) {
	text := CleanTail(tail)
	last := text
	before := ""
	if i := strings.LastIndexByte(text, '\n'); i >= 0 {
		last, before = text[i+1:], text[:i]
	}
	last = strings.TrimSpace(last)
	if last == "" || len(last) > maxPromptLine {
		return Match{}, false
	}
	for _, p := range promptPatterns() {
		if p.re.MatchString(last) {
			return Match{Kind: p.kind, Text: last}, true
		}
	}
	if strings.HasSuffix(last, ":") && strings.Contains(lastLines(before, 3), psParameters) {
		return Match{Kind: "powershell-parameter", Text: last}, true
	}
	return Match{}, false
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '\n' {
			n--
			if n == 0 {
				return s[i+1:]
			}
		}
	}
	return s
}

// CleanTail turns raw terminal output into the text a reader would see, as
// far as the last lines go: ANSI escape sequences (CSI, OSC, DCS, two-byte
// ESC sequences) are removed, CR LF becomes LF, a bare CR starts the line
// again (progress bars, "\r\x1b[K" redraws), a backspace erases the
// character before it, and other control characters are dropped. Invalid
// UTF-8 is kept as is.
func CleanTail(b []byte) string {
	var out []byte
	lineStart := 0
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == 0x1b:
			i = skipEscape(b, i)
			continue
		case c == '\n':
			out = append(out, '\n')
			lineStart = len(out)
		case c == '\r':
			if i+1 < len(b) && (b[i+1] == '\n' || b[i+1] == '\r') {
				break // CR LF, CR CR LF: the LF ends the line
			}
			if i+1 == len(b) {
				break // a trailing CR does not erase the prompt before it
			}
			out = out[:lineStart]
		case c == '\b':
			if len(out) > lineStart {
				_, n := utf8.DecodeLastRune(out[lineStart:])
				out = out[:len(out)-n]
			}
		case c == '\t':
			out = append(out, c)
		case c < 0x20 || c == 0x7f:
			// other controls (BEL, SI, SO) are invisible
		default:
			out = append(out, c)
		}
		i++
	}
	return string(bytes.ToValidUTF8(out, []byte("\uFFFD")))
}

// skipEscape returns the index just past the escape sequence starting at
// b[i] == ESC; an unfinished sequence runs to the end of b.
func skipEscape(b []byte, i int) int {
	i++
	if i >= len(b) {
		return i
	}
	switch b[i] {
	case '[': // CSI: parameters and intermediates, then a final byte 0x40–0x7e
		for i++; i < len(b); i++ {
			if b[i] >= 0x40 && b[i] <= 0x7e {
				return i + 1
			}
		}
		return i
	case ']', 'P', 'X', '^', '_': // OSC, DCS, SOS, PM, APC: up to BEL or ST
		for i++; i < len(b); i++ {
			if b[i] == 0x07 {
				return i + 1
			}
			if b[i] == 0x1b && i+1 < len(b) && b[i+1] == '\\' {
				return i + 2
			}
		}
		return i
	case '(', ')', '*', '+', '-', '.', '/', '#', '%', ' ': // charset and friends: one more byte
		if i+1 < len(b) {
			return i + 2
		}
		return len(b)
	default: // ESC 7, ESC =, ESC M …
		return i + 1
	}
}
