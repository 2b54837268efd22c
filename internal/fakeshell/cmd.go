package fakeshell

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// defaultPrompt is cmd's prompt when PROMPT is not set.
const defaultPrompt = "$P$G"

// cmdShell is the cmd personality. Its environment is its variables, PROMPT
// among them, passed on to the commands it runs.
type cmdShell struct {
	stdio      IO
	env        []string
	errorlevel int
	echo       bool // ECHO ON: the prompt is shown
}

func newCmd(stdio IO, env []string) *cmdShell {
	return &cmdShell{stdio: stdio, env: append([]string(nil), env...), echo: true}
}

func (c *cmdShell) grammar() lexer.Grammar { return lexer.Cmd }

func (c *cmdShell) continuation() string { return "More? " }

func (c *cmdShell) status() int { return c.errorlevel }

// start takes cmd's switches. /C runs the rest of the line and exits with
// its status; /K runs it and goes on. /Q turns off the echo of batch
// lines, which interactive input never has, so it changes nothing here
// (ReactOS's cmd.c sets bDisableBatchEcho for it, not bEcho).
func (c *cmdShell) start(args []string) (code int, exit bool) {
	for i, a := range args {
		switch sw := strings.ToUpper(a); sw {
		case "/C", "/K":
			line := stripOuterQuotes(strings.Join(args[i+1:], " "))
			if code, exit := c.runLine(c.expand(line)); exit || sw == "/C" {
				if exit {
					return code, true
				}
				return c.errorlevel, true
			}
			return 0, false
		}
	}
	return 0, false
}

// stripOuterQuotes removes the first and the last quote of a /C or /K
// command that starts with one, as cmd does in most cases (cmd /?).
func stripOuterQuotes(s string) string {
	s = strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(s, `"`) {
		return s
	}
	last := strings.LastIndexByte(s, '"')
	if last == 0 {
		return s[1:]
	}
	return s[1:last] + s[last+1:]
}

func (c *cmdShell) getenv(name string) (string, bool) {
	for i := len(c.env) - 1; i >= 0; i-- {
		if k, v, ok := strings.Cut(c.env[i], "="); ok && strings.EqualFold(k, name) {
			return v, true
		}
	}
	return "", false
}

// setenv sets (or with an empty value removes) a variable.
func (c *cmdShell) setenv(name, value string) {
	kept := c.env[:0]
	for _, kv := range c.env {
		if k, _, _ := strings.Cut(kv, "="); !strings.EqualFold(k, name) {
			kept = append(kept, kv)
		}
	}
	c.env = kept
	if value != "" {
		c.env = append(c.env, name+"="+value)
	}
}

// prompt expands the PROMPT codes; nothing when ECHO is OFF.
func (c *cmdShell) prompt() string {
	if !c.echo {
		return ""
	}
	p, ok := c.getenv("PROMPT")
	if !ok {
		p = defaultPrompt
	}
	return expandPrompt(p, time.Now())
}

// expandPrompt expands the PROMPT codes of p, as listed by the prompt
// command's documentation; an unknown code prints nothing.
func expandPrompt(p string, now time.Time) string {
	dir, _ := os.Getwd()
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] != '$' {
			b.WriteByte(p[i])
			continue
		}
		i++
		if i == len(p) {
			break
		}
		switch p[i] {
		case 'a', 'A':
			b.WriteByte('&')
		case 'b', 'B':
			b.WriteByte('|')
		case 'c', 'C':
			b.WriteByte('(')
		case 'd', 'D':
			b.WriteString(now.Format("Mon 01/02/2006"))
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'f', 'F':
			b.WriteByte(')')
		case 'g', 'G':
			b.WriteByte('>')
		case 'h', 'H':
			b.WriteString("\b \b") // erases the character before
		case 'l', 'L':
			b.WriteByte('<')
		case 'n', 'N':
			if dir != "" {
				b.WriteByte(dir[0])
			}
		case 'p', 'P':
			b.WriteString(dir)
		case 'q', 'Q':
			b.WriteByte('=')
		case 's', 'S':
			b.WriteByte(' ')
		case 't', 'T':
			b.WriteString(now.Format("15:04:05.00"))
		case 'v', 'V':
			b.WriteString("fakeshell cmd")
		case '_':
			b.WriteString("\r\n")
		case '$':
			b.WriteByte('$')
		case '+', 'm', 'M':
			// the pushd depth and the remote name: none here
		}
	}
	return b.String()
}

// expand replaces %NAME% by the variable's value (ERRORLEVEL and CD too);
// an undefined one stays as it is, as at cmd's prompt.
func (c *cmdShell) expand(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		name := s[i+1 : i+1+j]
		if v, ok := c.variable(name); ok && name != "" {
			b.WriteString(s[:i])
			b.WriteString(v)
			s = s[i+j+2:]
			continue
		}
		b.WriteString(s[:i+1])
		s = s[i+1:]
	}
	b.WriteString(s)
	return b.String()
}

func (c *cmdShell) variable(name string) (string, bool) {
	if v, ok := c.getenv(name); ok {
		return v, true
	}
	switch strings.ToUpper(name) {
	case "ERRORLEVEL":
		return strconv.Itoa(c.errorlevel), true
	case "CD":
		dir, err := os.Getwd()
		return dir, err == nil
	}
	return "", false
}

// run runs complete input: a caret at the end of a line joins it to the
// next, and each line is then a command.
func (c *cmdShell) run(input string) (int, bool) {
	input = strings.ReplaceAll(input, "^\n", "")
	for _, line := range strings.Split(input, "\n") {
		if code, exit := c.runLine(c.expand(line)); exit {
			return code, true
		}
	}
	return 0, false
}

func (c *cmdShell) printf(format string, args ...any) {
	_, _ = io.WriteString(c.stdio.Out, fmt.Sprintf(format, args...))
}

// runLine runs one command line, its variables expanded.
func (c *cmdShell) runLine(line string) (code int, exit bool) {
	line = strings.TrimLeft(line, " \t")
	line = strings.TrimPrefix(line, "@")
	if strings.TrimSpace(line) == "" {
		return 0, false
	}
	// The command's name ends at a blank or one of cmd's delimiters:
	// "echo." and "echo/?" are ECHO.
	end := strings.IndexAny(line, " \t/.(=,;")
	if end < 0 {
		end = len(line)
	}
	name, rest := line[:end], line[end:]
	switch strings.ToUpper(name) {
	case "ECHO":
		c.echoCommand(rest)
	case "PROMPT":
		c.setenv("PROMPT", strings.TrimLeft(rest, " \t"))
	case "REM":
	case "EXIT":
		code := c.errorlevel
		for _, f := range strings.Fields(rest) {
			if strings.EqualFold(f, "/B") {
				continue // no batch file: /B exits cmd too
			}
			if n, err := strconv.Atoi(f); err == nil {
				code = n
			}
			break
		}
		return code, true
	case "CMD":
		c.errorlevel = c.child(rest)
	default:
		args := splitArgs(rest)
		code, err := runNative(c.stdio, c.env, name, args)
		if err != nil {
			fmt.Fprintf(c.stdio.Err, "'%s' is not recognized as an internal or external command,\r\noperable program or batch file.\r\n", name)
			c.errorlevel = 9009
			return 0, false
		}
		c.errorlevel = code
	}
	return 0, false
}

func (c *cmdShell) echoCommand(rest string) {
	if strings.TrimSpace(rest) == "" && !strings.HasPrefix(rest, ".") {
		state := "on"
		if !c.echo {
			state = "off"
		}
		c.printf("ECHO is %s.\r\n", state)
		return
	}
	text := rest[1:] // the delimiter after ECHO is not printed
	if rest[0] == ' ' || rest[0] == '\t' {
		switch strings.ToUpper(strings.TrimSpace(text)) {
		case "ON":
			c.echo = true
			return
		case "OFF":
			c.echo = false
			return
		}
	}
	c.printf("%s\r\n", text)
}

// child runs "cmd /c command" in a new cmd that inherits the variables,
// and returns its exit status.
func (c *cmdShell) child(rest string) int {
	fields := strings.Fields(rest)
	for i, f := range fields {
		if strings.EqualFold(f, "/C") {
			sub := newCmd(c.stdio, c.env)
			sub.errorlevel = c.errorlevel
			code, _ := sub.start(append([]string{"/C"}, fields[i+1:]...))
			return code
		}
	}
	fmt.Fprintf(c.stdio.Err, "fakeshell: cmd here takes only /C command\r\n")
	return 1
}

// splitArgs splits a command's arguments at blanks; double quotes group
// and are removed.
func splitArgs(s string) []string {
	var args []string
	var b strings.Builder
	in, have := false, false
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == '"':
			in, have = !in, true
		case (ch == ' ' || ch == '\t') && !in:
			if have {
				args = append(args, b.String())
				b.Reset()
				have = false
			}
		default:
			b.WriteByte(ch)
			have = true
		}
	}
	if have {
		args = append(args, b.String())
	}
	return args
}
