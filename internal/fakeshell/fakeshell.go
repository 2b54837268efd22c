package fakeshell

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// IO is where a fake shell reads and writes. Native commands get In, Out
// and Err as their standard streams when they are files (a terminal);
// otherwise they get nothing, so they cannot take the shell's input.
type IO struct {
	In       io.Reader
	Out, Err io.Writer
}

// personalityOf returns the personality for an argv[0] (a Windows path
// too), or "" when the name is neither shell's.
func personalityOf(argv0 string) string {
	name := strings.ToLower(filepath.Base(argv0))
	name = name[strings.LastIndexByte(name, '\\')+1:]
	name = strings.TrimSuffix(name, ".exe")
	switch name {
	case "pwsh", "powershell":
		return "pwsh"
	case "cmd":
		return "cmd"
	}
	return ""
}

// Invoked reports whether the running executable was started under one of
// the fake shell's names (pwsh, powershell, cmd).
func Invoked() bool { return personalityOf(os.Args[0]) != "" }

// Dispatch runs the fake shell and exits when the executable was started
// under one of its names, and returns otherwise. A test binary calls it
// first thing in TestMain or in an init function.
func Dispatch() {
	if Invoked() {
		os.Exit(Main())
	}
}

// Main runs the fake shell named by os.Args[0] on the process's standard
// streams, with SIGINT as its Ctrl-C, and returns its exit status.
func Main() int {
	ints := make(chan os.Signal, 1)
	signal.Notify(ints, os.Interrupt)
	defer signal.Stop(ints)
	return Run(os.Args[0], os.Args[1:], os.Environ(), IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr}, ints)
}

// Run runs the fake shell named by argv0 (its base name: pwsh, powershell
// or cmd) with args and environment env, and returns its exit status.
// Each value received from interrupts is a Ctrl-C.
func Run(argv0 string, args, env []string, stdio IO, interrupts <-chan os.Signal) int {
	var p personality
	switch personalityOf(argv0) {
	case "pwsh":
		p = newPowerShell(stdio, env)
	case "cmd":
		c := newCmd(stdio, env)
		if code, exit := c.start(args); exit {
			return code
		}
		p = c
	default:
		fmt.Fprintf(stdio.Err, "fakeshell: invoked as %q; want pwsh, powershell or cmd\n", filepath.Base(argv0))
		return 2
	}
	sh := &shell{p: p, stdio: stdio, interrupts: interrupts}
	return sh.loop()
}

// Install copies the running executable into dir under the names pwsh and
// cmd, and returns their paths. The executable must call [Dispatch] before
// anything else. It is a copy, not a link, so that it is not taken for the
// running program itself (guarded-sh refuses to run itself as the real
// shell), nor for what a link points to (session.KindOf follows links).
func Install(dir string) (pwsh, cmd string, err error) {
	self, err := os.Executable()
	if err != nil {
		return "", "", err
	}
	pwsh, cmd = filepath.Join(dir, "pwsh"), filepath.Join(dir, "cmd")
	if err := copyFile(self, pwsh); err != nil {
		return "", "", err
	}
	if err := os.Link(pwsh, cmd); err != nil {
		if err := copyFile(self, cmd); err != nil {
			return "", "", err
		}
	}
	return pwsh, cmd, nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close() // read only
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		_ = out.Close() // the copy failed already
		return err
	}
	return out.Close()
}

// A personality is one shell's language and prompts.
type personality interface {
	// grammar is the lexer grammar that says when input is complete.
	grammar() lexer.Grammar
	// prompt is the primary prompt, printed before each new input.
	prompt() string
	// continuation is printed before each further line of input.
	continuation() string
	// run runs complete input (its lines joined, without the final
	// newline); exit is set when the shell is to exit with code.
	run(input string) (code int, exit bool)
	// status is the exit status at end of input.
	status() int
}

// errInterrupted is readLine's answer to a Ctrl-C.
var errInterrupted = errors.New("interrupted")

type readResult struct {
	b   []byte
	err error
}

// shell is the read-continue-run loop shared by both personalities.
type shell struct {
	p          personality
	stdio      IO
	interrupts <-chan os.Signal

	buf     []byte // read and not yet taken as lines
	eof     bool
	want    chan struct{} // asks the reader for one more read
	got     chan readResult
	reading bool // a read was asked for and has not come back
}

func (sh *shell) write(s string) {
	if s != "" {
		_, _ = io.WriteString(sh.stdio.Out, s) // a closed terminal ends the input too
	}
}

// loop prints the prompt, reads input a line at a time until it is
// complete, runs it, and starts again.
func (sh *shell) loop() int {
	sh.want = make(chan struct{})
	sh.got = make(chan readResult, 1)
	defer close(sh.want)
	go sh.reader()

	sh.write(sh.p.prompt())
	var lines []string
	for {
		line, err := sh.readLine()
		if errors.Is(err, errInterrupted) {
			lines = nil
			sh.write(sh.p.prompt())
			continue
		}
		if err != nil {
			return sh.p.status()
		}
		lines = append(lines, line)
		text := joinLines(lines)
		if strings.HasSuffix(line, "@@") || !lexer.Check(text+"\n", sh.p.grammar()).Complete {
			sh.write(sh.p.continuation())
			continue
		}
		lines = nil
		if code, exit := sh.p.run(text); exit {
			return code
		}
		sh.drainInterrupts() // sent to the command that ran, not to the prompt
		sh.write(sh.p.prompt())
	}
}

// joinLines joins input lines with newlines, but a line ending in "@@"
// runs on into the next without them.
func joinLines(lines []string) string {
	var b strings.Builder
	for i, l := range lines {
		if i < len(lines)-1 && strings.HasSuffix(l, "@@") {
			b.WriteString(strings.TrimSuffix(l, "@@"))
			continue
		}
		b.WriteString(l)
		if i < len(lines)-1 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

func (sh *shell) drainInterrupts() {
	for {
		select {
		case <-sh.interrupts:
		default:
			return
		}
	}
}

// reader reads once each time it is asked: nothing is read while a
// command runs, so a command that reads the terminal gets its input.
func (sh *shell) reader() {
	b := make([]byte, 4096)
	for range sh.want {
		n, err := sh.stdio.In.Read(b)
		if n == 0 && err == nil {
			err = io.EOF // ^D on a terminal in canonical mode
		}
		sh.got <- readResult{append([]byte(nil), b[:n]...), err}
	}
}

// readLine returns the next input line without its newline (and a CR
// before it), errInterrupted on a Ctrl-C, which drops what was read and
// not yet taken, or io.EOF.
func (sh *shell) readLine() (string, error) {
	for {
		if i := bytes.IndexByte(sh.buf, '\n'); i >= 0 {
			line := strings.TrimSuffix(string(sh.buf[:i]), "\r")
			sh.buf = sh.buf[i+1:]
			return line, nil
		}
		if sh.eof {
			if len(sh.buf) > 0 {
				line := string(sh.buf)
				sh.buf = nil
				return line, nil
			}
			return "", io.EOF
		}
		if !sh.reading {
			sh.reading = true
			sh.want <- struct{}{}
		}
		select {
		case r := <-sh.got:
			sh.reading = false
			sh.buf = append(sh.buf, r.b...)
			if r.err != nil {
				sh.eof = true
			}
		case <-sh.interrupts:
			sh.buf = nil
			return "", errInterrupted
		}
	}
}
