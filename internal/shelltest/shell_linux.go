//go:build linux

package shelltest

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// flavor is how one shell is started and prepared.
type flavor struct {
	args []string
	// setup is typed at the shell's first prompt, on one line, before the
	// markers are in place. It must leave the shell a plain line reader:
	// no line editor, no history expansion, nothing run between prompts.
	setup string
	// cancel abandons the input pending at the continuation prompt and
	// brings back the primary prompt, once.
	cancel string
}

// markerSetup sets PS1 and PS2 to the markers without writing the marker bytes
// themselves, so that a line editor echoing the setup line cannot be mistaken
// for a prompt. It is valid in every shell Start knows.
const markerSetup = `RS=$(printf '\036'); PS1="${RS}GSH%[1]s1${RS}"; PS2="${RS}GSH%[1]s2${RS}"; unset RS`

var flavors = map[string]flavor{
	// --noediting: no readline; set +H: no history expansion, which would
	// otherwise act on "!" before the parser sees the line.
	"bash": {
		args:   []string{"--norc", "--noprofile", "--noediting", "-i"},
		setup:  "set +H; unset PROMPT_COMMAND; " + markerSetup,
		cancel: "\x03",
	},
	"dash": {
		args:   []string{"-i"},
		setup:  markerSetup,
		cancel: "\x03",
	},
	// +Z starts zsh without ZLE. interactive_comments makes "#" start a
	// comment as it does in scripts and -c strings (interactive zsh has it off
	// by default); no_bang_hist turns off history expansion; no_prompt_sp and
	// no_prompt_cr keep zsh from writing before each prompt; r (fc -e -,
	// which re-runs history) is disabled, as in mksh. Without ZLE,
	// zsh notes a ^C at the continuation prompt but goes on reading up to the
	// next newline, then drops the whole input; so cancel sends both.
	"zsh": {
		args:   []string{"-f", "+Z", "-i"},
		setup:  "unsetopt zle; setopt interactive_comments no_bang_hist no_prompt_sp no_prompt_cr; disable r; " + markerSetup,
		cancel: "\x03\n",
	},
	// mksh starts with its emacs editor on; turn it off. The aliases r (fc -e
	// -) and login (exec login) are removed so that a mutated input cannot
	// re-run history or replace the shell; neither affects the grammar.
	"mksh": {
		args:   []string{"-i"},
		setup:  "set +o emacs +o vi; unalias r login; " + markerSetup,
		cancel: "\x03",
	},
}

// helpers are the only external commands on the shell's PATH. Everything
// else an input might name (after a mutation turned data into a command)
// is "command not found".
var helpers = []string{"cat", "tr", "printf"}

// Shell is one real interactive shell under a PTY, restarted as needed.
// A Shell is not safe for concurrent use; run one Shell per goroutine.
type Shell struct {
	name string
	path string
	fl   flavor

	// Timeout bounds the wait for each input's prompts (default 2s). An
	// input that takes longer (it ran something that reads the terminal)
	// gets ErrUnknown and the shell is restarted.
	Timeout time.Duration
	// RestartEvery starts a fresh shell after that many inputs (default
	// 500), so that state an input left behind (functions, variables) cannot
	// pile up. Zero or less means never.
	RestartEvery int

	root  string // temp dir: home, work, bin
	nonce string
	p     *proc
	uses  int
	stats Stats
}

// Stats counts what happened to a Shell.
type Stats struct {
	Inputs   int // inputs judged
	Unknown  int // inputs with no verdict (timeout or the shell died)
	Starts   int // processes started, the first included
	Desyncs  int // more prompts than lines were seen (the model broke)
	NoCancel int // ^C at the continuation prompt did not bring PS1 back
	Replays  int // inputs typed again line by line: a line brought no prompt
	Silent   int // of those, inputs after whose last line the shell read on silently
	// Recancels counts ^C sent again because the shell, still reading,
	// had not printed PS1.
	Recancels int
	Restarts  int // fresh shells after a syntax error, so no parser state carries over
}

// probeEvery is how often Waits looks at the shell's process while it waits
// for prompts (is it reading the terminal with prompts missing; is a command
// it ran reading the terminal), and silentPoll how often when a single line
// is being replayed.
const (
	probeEvery = 100 * time.Millisecond
	silentPoll = 10 * time.Millisecond
)

// ErrUnknown is returned (wrapped) by Waits when the shell gave no verdict:
// the input blocked past the timeout, or the shell died.
var ErrUnknown = errors.New("shelltest: no verdict")

// ErrInput is returned (wrapped) by Waits for input that cannot be typed
// into a terminal faithfully: control characters or a line too long for
// the terminal's line buffer.
var ErrInput = errors.New("shelltest: input cannot be typed")

// ErrNotInstalled is returned (wrapped) by Start when the shell is not on PATH.
var ErrNotInstalled = errors.New("shelltest: shell not installed")

// Names lists the shells Start knows.
func Names() []string { return []string{"bash", "dash", "zsh", "mksh"} }

// Available reports whether Start can run the named shell here.
func Available(name string) bool {
	if _, ok := flavors[name]; !ok {
		return false
	}
	_, err := exec.LookPath(name)
	return err == nil
}

// Start starts the named shell ("bash", "dash", "zsh" or "mksh") and waits
// for its first primary prompt.
func Start(name string) (*Shell, error) {
	fl, ok := flavors[name]
	if !ok {
		return nil, fmt.Errorf("shelltest: unknown shell %q (want one of %s)", name, strings.Join(Names(), ", "))
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNotInstalled, name)
	}
	root, err := os.MkdirTemp("", "shelltest-"+name+"-")
	if err != nil {
		return nil, err
	}
	s := &Shell{name: name, path: path, fl: fl, root: root, Timeout: 2 * time.Second, RestartEvery: 500}
	if err := s.prepareRoot(); err != nil {
		_ = os.RemoveAll(root)
		return nil, err
	}
	if err := s.restart(); err != nil {
		_ = os.RemoveAll(root)
		return nil, err
	}
	return s, nil
}

func (s *Shell) prepareRoot() error {
	for _, d := range []string{"home", "work", "bin"} {
		if err := os.Mkdir(filepath.Join(s.root, d), 0o700); err != nil {
			return err
		}
	}
	for _, h := range helpers {
		p, err := exec.LookPath(h)
		if err != nil {
			return fmt.Errorf("shelltest: helper %s not found: %w", h, err)
		}
		if err := os.Symlink(p, filepath.Join(s.root, "bin", h)); err != nil {
			return err
		}
	}
	return nil
}

// Stats returns the counts so far.
func (s *Shell) Stats() Stats { return s.stats }

// Waits types input into the shell, followed by a newline unless it ends
// with one, and reports whether the shell then waits at its continuation
// prompt. If it does, the shell is sent ^C, which cancels the pending input
// unexecuted. Complete input is executed.
//
// The whole input is typed at once, and its N lines must bring N prompts.
// A shell that reads a line without printing a prompt (dash after a newline
// inside ${, bash after a backslash-newline in a heredoc body) breaks that
// count; when the shell is found reading the terminal with prompts missing,
// the input is cancelled and typed again one line at a time, and the last
// line's outcome decides: PS1 is complete, PS2 or a silent read waits.
func (s *Shell) Waits(input string) (bool, error) {
	if err := typeable(input); err != nil {
		return false, err
	}
	if s.RestartEvery > 0 && s.uses >= s.RestartEvery || s.p == nil {
		if err := s.restart(); err != nil {
			return false, err
		}
	}
	if len(s.p.ev) > 0 {
		// Prompts arrived after the previous input had its N: the model
		// did not hold for it. Start afresh so this input is judged clean.
		s.stats.Desyncs++
		if err := s.restart(); err != nil {
			return false, err
		}
	}
	text := input
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	n := strings.Count(text, "\n")
	s.stats.Inputs++
	s.uses++
	timer := time.NewTimer(s.timeout())
	defer timer.Stop()

	p := s.p
	errs := p.syntaxErrors()
	if err := s.write(p, text); err != nil {
		return false, err
	}
	// A shell recovering from a syntax error can carry parser state into
	// the next input (bash after a bad [[ ]] does): judge that one afresh.
	defer func() {
		if s.p == p && p.syntaxErrors() != errs {
			s.stats.Restarts++
			_ = s.restart()
		}
	}()
	last, got, err := s.await(p, n, probeEvery, timer.C)
	if err != nil {
		return false, err
	}
	if got < n {
		s.stats.Replays++
		if !s.cancel(p, timer.C) {
			if err := s.restart(); err != nil {
				return false, err
			}
		}
		p = s.p
		timer.Reset(s.timeout())
		lines := strings.SplitAfter(text, "\n")
		for _, l := range lines[:n] {
			if err := s.write(p, l); err != nil {
				return false, err
			}
			k, got, err := s.await(p, 1, silentPoll, timer.C)
			if err != nil {
				return false, err
			}
			last = k
			if got == 0 {
				last = 's'
			}
		}
		if last == 's' {
			s.stats.Silent++
		}
	}
	if last == '1' {
		return false, nil
	}
	// At PS2: cancel with ^C and wait for PS1.
	if s.cancel(p, timer.C) {
		return true, nil
	}
	s.stats.NoCancel++
	if err := s.restart(); err != nil {
		return true, err
	}
	return true, nil
}

// write types text into the shell.
func (s *Shell) write(p *proc, text string) error {
	_ = p.ptmx.SetWriteDeadline(time.Now().Add(s.timeout()))
	if _, err := p.ptmx.Write([]byte(text)); err != nil {
		return s.unknown(fmt.Errorf("writing the input: %w", err))
	}
	return nil
}

// await waits for want prompts and returns the kind of the last one and how
// many came. It returns early, with fewer, when the shell sits reading the
// terminal on two polls in a row with no prompt come between: it read a line
// without printing one. A command that reads the terminal, a timeout or the
// shell's death give ErrUnknown.
func (s *Shell) await(p *proc, want int, poll time.Duration, timeout <-chan time.Time) (last byte, got int, err error) {
	probe := time.NewTicker(poll)
	defer probe.Stop()
	reading := false
	for got < want {
		select {
		case last = <-p.ev:
			got++
			reading = false
		case <-timeout:
			return 0, got, s.unknown(fmt.Errorf("%d of %d prompts after %v", got, want, s.timeout()))
		case <-p.exited:
			return 0, got, s.unknown(fmt.Errorf("the shell exited after %d of %d prompts", got, want))
		case <-probe.C:
			if p.jobReadsTerminal() {
				return 0, got, s.unknown(fmt.Errorf("a command reads the terminal after %d of %d prompts", got, want))
			}
			r := len(p.ev) == 0 && p.readingTerminal()
			if r && reading {
				return last, got, nil
			}
			reading = r
		}
	}
	return last, got, nil
}

// cancel sends the cancel sequence and waits for PS1, resending while the
// shell reads the terminal without having printed it.
func (s *Shell) cancel(p *proc, timeout <-chan time.Time) bool {
	probe := time.NewTicker(probeEvery)
	defer probe.Stop()
	resent := false
	for {
		if _, err := p.ptmx.Write([]byte(s.fl.cancel)); err != nil {
			return false
		}
	wait:
		for {
			select {
			case k := <-p.ev:
				if k != '1' {
					continue
				}
				if resent {
					// Both may have been seen: let a second PS1 come and go.
					time.Sleep(probeEvery / 2)
					for len(p.ev) > 0 {
						<-p.ev
					}
				}
				return true
			case <-probe.C:
				if p.readingTerminal() && len(p.ev) == 0 {
					break wait
				}
			case <-timeout:
				return false
			case <-p.exited:
				return false
			}
		}
		s.stats.Recancels++
		resent = true
	}
}

func (s *Shell) timeout() time.Duration {
	if s.Timeout <= 0 {
		return 2 * time.Second
	}
	return s.Timeout
}

// unknown restarts the shell and returns ErrUnknown with why and the tail
// of the shell's output.
func (s *Shell) unknown(why error) error {
	s.stats.Unknown++
	tail := s.p.tailString()
	if err := s.restart(); err != nil {
		return fmt.Errorf("%w: %s: %v (output tail %q); restart failed: %v", ErrUnknown, s.name, why, tail, err)
	}
	return fmt.Errorf("%w: %s: %v (output tail %q)", ErrUnknown, s.name, why, tail)
}

// typeable rejects input a terminal in canonical mode would not pass on
// byte for byte: control characters other than tab and newline, and lines
// longer than the line buffer.
func typeable(input string) error {
	for i := 0; i < len(input); i++ {
		c := input[i]
		if c < 0x20 && c != '\t' && c != '\n' || c == 0x7f {
			return fmt.Errorf("%w: control character %q at byte %d", ErrInput, c, i)
		}
	}
	for _, l := range strings.Split(input, "\n") {
		if len(l) > 4000 {
			return fmt.Errorf("%w: line of %d bytes", ErrInput, len(l))
		}
	}
	return nil
}

// Close kills the shell and everything it started, and removes its
// temporary directories.
func (s *Shell) Close() error {
	if s.p != nil {
		s.p.kill()
		s.p = nil
	}
	return os.RemoveAll(s.root)
}

func (s *Shell) restart() error {
	if s.p != nil {
		s.p.kill()
		s.p = nil
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return err
	}
	s.nonce = hex.EncodeToString(b[:])
	p, err := s.startProc()
	if err != nil {
		return err
	}
	s.p = p
	s.uses = 0
	s.stats.Starts++
	return nil
}

// proc is one running shell process.
type proc struct {
	cmd    *exec.Cmd
	ptmx   *os.File
	tty    string        // the slave's path
	ev     chan byte     // '1' for each PS1 marker, '2' for each PS2
	done   chan struct{} // closed when the reader stops
	exited chan struct{} // closed when the process has been waited for
	stop   chan struct{} // closed by kill: the reader drops further events

	mu   sync.Mutex
	tail []byte // the last output, for diagnostics
	errs int    // syntax error messages seen so far
}

// syntaxMsg matches the syntax error messages of bash, dash, zsh and mksh.
var syntaxMsg = regexp.MustCompile(`(?i)syntax error|unexpected|parse error|expected|bad substitution`)

const tailMax = 512

func (s *Shell) startProc() (*proc, error) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		return nil, err
	}
	if err := setTermios(tty); err != nil {
		_ = ptmx.Close()
		_ = tty.Close()
		return nil, err
	}
	_ = pty.Setsize(ptmx, &pty.Winsize{Rows: 50, Cols: 200}) // best effort
	cmd := exec.Command(s.path, s.fl.args...)
	home := filepath.Join(s.root, "home")
	cmd.Env = []string{
		"HOME=" + home,
		"ZDOTDIR=" + home,
		"PATH=" + filepath.Join(s.root, "bin"),
		"TERM=dumb",
		"LC_ALL=C.UTF-8",
		"LANG=C.UTF-8",
		"USER=shelltest",
		"LOGNAME=shelltest",
	}
	cmd.Dir = filepath.Join(s.root, "work")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	if err := cmd.Start(); err != nil {
		_ = ptmx.Close()
		_ = tty.Close()
		return nil, fmt.Errorf("shelltest: starting %s: %w", s.name, err)
	}
	_ = tty.Close() // the child has its copy
	p := &proc{
		cmd:    cmd,
		ptmx:   ptmx,
		tty:    tty.Name(),
		ev:     make(chan byte, 256),
		done:   make(chan struct{}),
		exited: make(chan struct{}),
		stop:   make(chan struct{}),
	}
	go func() {
		_ = cmd.Wait() // any status: the shell is gone either way
		close(p.exited)
	}()
	marker := []byte("\x1eGSH" + s.nonce)
	go p.read(marker)

	// Set the markers, then wait for the first PS1.
	setup := fmt.Sprintf(s.fl.setup, s.nonce) + "\n"
	_ = ptmx.SetWriteDeadline(time.Now().Add(5 * time.Second))
	if _, err := ptmx.Write([]byte(setup)); err != nil {
		p.kill()
		return nil, fmt.Errorf("shelltest: %s setup: %w", s.name, err)
	}
	timer := time.NewTimer(5 * time.Second)
	defer timer.Stop()
	for {
		select {
		case k := <-p.ev:
			if k != '1' {
				continue
			}
			// Drop anything else the setup produced.
			for len(p.ev) > 0 {
				<-p.ev
			}
			return p, nil
		case <-timer.C:
		case <-p.exited:
		}
		tail := p.tailString()
		p.kill()
		return nil, fmt.Errorf("shelltest: %s printed no prompt marker after setup (output tail %q)", s.name, tail)
	}
}

func setTermios(tty *os.File) error {
	fd := int(tty.Fd())
	t, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		return err
	}
	// Canonical mode with signals (the shells read lines; ^C interrupts),
	// no echo, and none of the extensions that would treat input bytes
	// specially (^V, ^W, ^R, ^O, flow control, CR translation).
	t.Lflag &^= unix.ECHO | unix.ECHOE | unix.ECHOK | unix.ECHONL | unix.ECHOCTL | unix.ECHOKE | unix.IEXTEN
	t.Lflag |= unix.ICANON | unix.ISIG
	t.Iflag &^= unix.IXON | unix.IXOFF | unix.ICRNL | unix.INLCR | unix.IGNCR | unix.ISTRIP
	t.Oflag &^= unix.ONLCR
	return unix.IoctlSetTermios(fd, unix.TCSETS, t)
}

// read copies the shell's output, reporting each marker as an event, until
// the PTY reports EOF (EIO on Linux once every slave is closed) or is closed.
func (p *proc) read(marker []byte) {
	defer close(p.done)
	full := len(marker) + 2 // marker, '1' or '2', closing 0x1e
	buf := make([]byte, 32*1024)
	var carry []byte
	for {
		n, err := p.ptmx.Read(buf)
		if n > 0 {
			p.keepTail(buf[:n])
			carry = append(carry, buf[:n]...)
			for {
				i := bytes.Index(carry, marker)
				if i < 0 {
					// Keep what could still begin a marker.
					if k := len(carry) - len(marker) + 1; k > 0 {
						carry = carry[k:]
					}
					break
				}
				if len(carry)-i < full {
					carry = carry[i:]
					break
				}
				kind, end := carry[i+len(marker)], carry[i+len(marker)+1]
				carry = carry[i+1:]
				if (kind == '1' || kind == '2') && end == 0x1e {
					carry = carry[full-1:]
					select {
					case p.ev <- kind:
					case <-p.stop:
					}
				}
			}
			carry = append([]byte(nil), carry...)
		}
		if err != nil {
			return
		}
	}
}

func (p *proc) keepTail(b []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if syntaxMsg.Match(b) {
		p.errs++
	}
	p.tail = append(p.tail, b...)
	if len(p.tail) > tailMax {
		p.tail = append([]byte(nil), p.tail[len(p.tail)-tailMax:]...)
	}
}

func (p *proc) tailString() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.ReplaceAll(string(p.tail), "\x1e", "\\x1e")
}

// kill ends the shell's whole session (the shell, its jobs, anything they
// left behind), reaps the shell and stops the reader.
func (p *proc) kill() {
	sid := p.cmd.Process.Pid
	close(p.stop)
	_ = p.ptmx.Close() // hang up; also unblocks the reader
	for i := 0; i < 10; i++ {
		left := sessionMembers(sid)
		_ = syscall.Kill(-sid, syscall.SIGKILL) // the shell's own group
		for _, pid := range left {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		if len(left) == 0 {
			break
		}
		select {
		case <-p.exited:
		case <-time.After(20 * time.Millisecond):
		}
	}
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
	}
	<-p.done
}

// procStat returns the fields of /proc/pid/stat after the command name:
// state, ppid, pgrp, session, tty_nr, tpgid, ...
func procStat(pid int) []string {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return nil
	}
	j := bytes.LastIndexByte(b, ')') // the name may hold spaces and parentheses
	if j < 0 {
		return nil
	}
	return strings.Fields(string(b[j+1:]))
}

// readsTTY reports whether process pid is asleep in read(2) on the terminal
// whose slave is tty.
func readsTTY(pid int, tty string) bool {
	if f := procStat(pid); len(f) < 1 || f[0] != "S" {
		return false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/syscall")
	if err != nil {
		return false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 || f[0] != strconv.Itoa(syscall.SYS_READ) {
		return false
	}
	fd, err := strconv.ParseUint(f[1], 0, 32)
	if err != nil {
		return false
	}
	target, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/fd/" + strconv.FormatUint(fd, 10))
	return err == nil && target == tty
}

// readingTerminal reports whether the shell itself is blocked reading its
// terminal while it holds the terminal's foreground: it is waiting for a
// line. (A command substitution the shell reads from is a pipe, and a
// command that reads the terminal runs as a job in a process group of its
// own.)
func (p *proc) readingTerminal() bool {
	pid := p.cmd.Process.Pid
	f := procStat(pid)
	if len(f) < 6 || f[5] != strconv.Itoa(pid) {
		return false
	}
	return readsTTY(pid, p.tty)
}

// jobReadsTerminal reports whether a foreground job of the shell, not the
// shell, is blocked reading the terminal: the input ran a command that
// waits for input, and no prompt will come.
func (p *proc) jobReadsTerminal() bool {
	pid := p.cmd.Process.Pid
	f := procStat(pid)
	if len(f) < 6 || f[5] == strconv.Itoa(pid) {
		return false
	}
	fg := f[5]
	for _, q := range sessionMembers(pid) {
		if g := procStat(q); len(g) > 2 && g[2] == fg && readsTTY(q, p.tty) {
			return true
		}
	}
	return false
}

// sessionMembers lists the processes, zombies aside, whose session is sid.
func sessionMembers(sid int) []int {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var pids []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		f := procStat(pid)
		if len(f) < 4 || f[0] == "Z" {
			continue
		}
		if s, err := strconv.Atoi(f[3]); err == nil && s == sid {
			pids = append(pids, pid)
		}
	}
	return pids
}

func (p *proc) syntaxErrors() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.errs
}
