//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package pty

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"

	cpty "github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// Process is a command running under its own pseudo-terminal. Its methods
// may be called concurrently.
type Process struct {
	cmd    *exec.Cmd
	master *os.File
	name   string // the follower's path

	followerMu sync.Mutex
	follower   *os.File // kept open for FlushInput until the child is reaped
	drain      time.Duration

	exited  chan struct{} // closed when the child is reaped
	copied  chan struct{} // closed when the output is drained
	state   *os.ProcessState
	waitErr error

	closeOnce sync.Once
	closeErr  error
}

// Start starts cmd under a new pseudo-terminal in its own session, with the
// terminal as its stdin, stdout, stderr and controlling terminal. cmd's
// Stdin, Stdout, Stderr and SysProcAttr must be unset. Call Wait or Close.
func Start(cmd *exec.Cmd, cfg Config) (*Process, error) {
	if cmd.Stdin != nil || cmd.Stdout != nil || cmd.Stderr != nil || cmd.SysProcAttr != nil {
		return nil, errors.New("pty: Start: cmd has Stdin, Stdout, Stderr or SysProcAttr set")
	}
	master, tty, err := openPollable()
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*Process, error) {
		_ = tty.Close()    // best effort
		_ = master.Close() // best effort
		return nil, err
	}
	size := cfg.Size
	if size.Rows == 0 || size.Cols == 0 {
		size = Size{Rows: 24, Cols: 80}
	}
	if err := setSize(int(tty.Fd()), size); err != nil {
		return fail(err)
	}
	if cfg.Mode == ModeStream {
		if err := makeRaw(int(tty.Fd())); err != nil {
			return fail(err)
		}
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	ctty := 0 // the child's descriptor that is the terminal
	if cfg.Stdin != nil {
		cmd.Stdin, ctty = cfg.Stdin, 1
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: ctty}
	setPdeathsig(cmd.SysProcAttr)
	if err := cmd.Start(); err != nil {
		return fail(err)
	}
	// The follower stays open for FlushInput (O_NOCTTY: the shell's
	// controlling terminal it is already, guarded-sh's it must not be).
	follower, err := os.OpenFile(tty.Name(), os.O_RDWR|unix.O_NOCTTY, 0)
	if cerr := tty.Close(); err == nil && cerr != nil {
		_ = follower.Close() // best effort
		err = cerr
	}
	if err != nil {
		_ = cmd.Process.Kill() // best effort
		_ = cmd.Wait()         // reap
		_ = master.Close()     // best effort
		return nil, err
	}
	p := &Process{
		cmd:      cmd,
		master:   master,
		follower: follower,
		name:     tty.Name(),
		drain:    cfg.DrainTimeout,
		exited:   make(chan struct{}),
		copied:   make(chan struct{}),
	}
	if p.drain <= 0 {
		p.drain = DefaultDrainTimeout
	}
	out := cfg.Output
	if out == nil {
		out = io.Discard
	}
	go p.reap()
	go p.copy(out)
	return p, nil
}

// reap waits for the child, then bounds the drain: a reader still blocked
// after DrainTimeout (the terminal held open by another process) gives up.
func (p *Process) reap() {
	err := p.cmd.Wait()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		err = nil
	}
	p.state, p.waitErr = p.cmd.ProcessState, err
	p.closeFollower()
	close(p.exited)
	_ = p.master.SetReadDeadline(time.Now().Add(p.drain)) // best effort: not every master is pollable
	select {
	case <-p.copied:
	case <-time.After(p.drain + 100*time.Millisecond):
		_ = p.master.Close() // unblocks a read the deadline did not reach
	}
}

// copy relays the terminal's output until end of file (EIO after a hang-up
// on Linux), the drain deadline, or Close.
func (p *Process) copy(out io.Writer) {
	defer close(p.copied)
	buf := make([]byte, 64*1024)
	writeOK := true
	for {
		n, err := p.master.Read(buf)
		if n > 0 && writeOK {
			if _, werr := out.Write(buf[:n]); werr != nil {
				writeOK = false // keep reading so the child never blocks on a full terminal
			}
		}
		if err != nil {
			if isEOF(err) {
				return
			}
			// A transient error other than EIO is not expected from
			// a master; stop rather than spin.
			return
		}
	}
}

// isEOF reports whether a master read error means the terminal is done:
// EIO after the last slave descriptor closed, EOF, the drain deadline, or
// a closed master.
func isEOF(err error) bool {
	return errors.Is(err, syscall.EIO) || errors.Is(err, io.EOF) ||
		errors.Is(err, os.ErrDeadlineExceeded) || errors.Is(err, os.ErrClosed)
}

// Pid returns the child's process id, which is also its session and
// process group id.
func (p *Process) Pid() int { return p.cmd.Process.Pid }

// Name returns the terminal's follower (slave) device path, /dev/pts/N.
func (p *Process) Name() string { return p.name }

// Write writes input to the terminal.
func (p *Process) Write(b []byte) (int, error) { return p.master.Write(b) }

// WriteOutput writes b to the terminal's output, as a process of the
// terminal would: the Output writer gets it after every byte they wrote
// before, the kernel keeping one order for all of them. It writes through
// a copy of the follower descriptor kept for FlushInput, made for the
// call, so that a write held up by a full terminal holds nothing of the
// Process; it returns once b is written whole. Once the child is reaped it
// fails with os.ErrClosed: the follower's path, opened then, might name
// another session's terminal that reuses the number.
func (p *Process) WriteOutput(b []byte) error {
	fd := -1
	p.followerMu.Lock()
	err := os.ErrClosed
	if p.follower != nil {
		err = controlFile(p.follower, func(f int) (err error) {
			fd, err = unix.FcntlInt(uintptr(f), unix.F_DUPFD_CLOEXEC, 0)
			return err
		})
	}
	p.followerMu.Unlock()
	if err != nil {
		return err
	}
	f := os.NewFile(uintptr(fd), p.name)
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Exited is closed when the child has been reaped.
func (p *Process) Exited() <-chan struct{} { return p.exited }

// Wait waits for the child to exit and its output to drain, closes the
// terminal, and returns the exit status: the exit code, or 128 plus the
// signal number when a signal ended it. err is set only when waiting
// itself failed.
func (p *Process) Wait() (status int, err error) {
	<-p.exited
	<-p.copied
	if cerr := p.closeMaster(); cerr != nil && err == nil && !errors.Is(cerr, os.ErrClosed) {
		err = cerr
	}
	if p.waitErr != nil {
		return -1, p.waitErr
	}
	return ExitStatus(p.state), err
}

func (p *Process) closeMaster() error {
	p.closeOnce.Do(func() { p.closeErr = p.master.Close() })
	return p.closeErr
}

// ExitStatus maps a process state to a shell-style status: the exit code,
// or 128 plus the signal number.
func ExitStatus(ps *os.ProcessState) int {
	if ps == nil {
		return -1
	}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}

// control runs f on the master's descriptor (controlFile).
func (p *Process) control(f func(fd int) error) error { return controlFile(p.master, f) }

// controlFile runs f on file's descriptor without taking it out of
// non-blocking mode (which os.File.Fd would do).
func controlFile(file *os.File, f func(fd int) error) error {
	rc, err := file.SyscallConn()
	if err != nil {
		return err
	}
	var ferr error
	if err := rc.Control(func(fd uintptr) { ferr = f(int(fd)) }); err != nil {
		return err
	}
	return ferr
}

// ForegroundPgrp returns the terminal's foreground process group
// (tcgetpgrp on the master).
func (p *Process) ForegroundPgrp() (int, error) {
	var pgrp int
	err := p.control(func(fd int) (err error) {
		pgrp, err = unix.IoctlGetInt(fd, unix.TIOCGPGRP)
		return err
	})
	return pgrp, err
}

// KillJob ends the running command, not the child (a shell): SIGKILL to
// the foreground process group when it is not the child's, else to every
// other process of the child's group (the commands of a shell without job
// control, which runs them in its own group; found on Linux only) but the
// processes of spare and those below them. It reports whether there was
// any.
func (p *Process) KillJob(spare map[int]bool) bool {
	if pg, err := p.ForegroundPgrp(); err == nil && pg > 0 && pg != p.Pid() {
		return unix.Kill(-pg, unix.SIGKILL) == nil
	}
	return signalIn(p.Pid(), p.Pid(), unix.SIGKILL, spare)
}

// SignalJob is Signal, but when the child itself is in the foreground it
// sends sig to the child and to the other processes of its group but the
// processes of spare and those below them (Linux; elsewhere to the whole
// group): a shell without job control runs its commands in its own group,
// background jobs too.
func (p *Process) SignalJob(sig syscall.Signal, spare map[int]bool) error {
	if len(spare) == 0 {
		return p.Signal(sig)
	}
	if pg, err := p.ForegroundPgrp(); err == nil && pg > 0 && pg != p.Pid() {
		return p.Signal(sig)
	}
	signalIn(p.Pid(), p.Pid(), sig, spare)
	if err := unix.Kill(p.Pid(), sig); err != nil {
		return p.Signal(sig) // no /proc, or gone: as before
	}
	return nil
}

// Children returns the child's own children (Linux; elsewhere nil).
func (p *Process) Children() map[int]bool { return children(p.Pid()) }

// OwnJob reports whether pid is a process the child started in its own
// process group (a shell's command without job control), running or not
// yet reaped (Linux; elsewhere false).
func (p *Process) OwnJob(pid int) bool { return ownJob(p.Pid(), pid) }

// Busy reports whether a process other than the child is in the child's
// process group: a command the shell runs without job control (Linux;
// elsewhere false).
func (p *Process) Busy() bool { return signalIn(p.Pid(), p.Pid(), 0, nil) }

// Signal sends sig to the terminal's foreground process group: the running
// job, or the child itself when it is in the foreground. It works in
// ModeStream too, where ^C is an ordinary byte.
func (p *Process) Signal(sig os.Signal) error {
	s, ok := sig.(syscall.Signal)
	if !ok {
		return errors.New("pty: Signal: not a syscall.Signal")
	}
	select {
	case <-p.exited:
		return os.ErrProcessDone
	default:
	}
	pgrp, err := p.ForegroundPgrp()
	if err != nil || pgrp <= 0 {
		pgrp = p.Pid()
	}
	return unix.Kill(-pgrp, s)
}

// Kill sends SIGKILL to the foreground process group, to the child's own
// process group and, where the system lists processes by session (Linux),
// to every other process in the child's session: background jobs too.
func (p *Process) Kill() error {
	select {
	case <-p.exited:
		return nil
	default:
	}
	if pgrp, err := p.ForegroundPgrp(); err == nil && pgrp > 0 && pgrp != p.Pid() {
		_ = unix.Kill(-pgrp, unix.SIGKILL) // best effort: it may be gone
	}
	killSession(p.Pid())
	err := unix.Kill(-p.Pid(), unix.SIGKILL)
	if errors.Is(err, unix.ESRCH) {
		err = nil
	}
	return err
}

// Hangup ends the child's whole session as a hung-up terminal would, and
// more: SIGHUP and SIGCONT to the foreground process group, the child's
// group and (Linux) every process in the child's session, background jobs
// and nohup's children too; then, once every one of them is gone or grace
// has passed, SIGKILL to those left (Kill). A process that left the
// session (setsid) is not reached.
func (p *Process) Hangup(grace time.Duration) error {
	select {
	case <-p.exited:
	default:
		for _, sig := range []unix.Signal{unix.SIGHUP, unix.SIGCONT} {
			if pgrp, err := p.ForegroundPgrp(); err == nil && pgrp > 0 {
				_ = unix.Kill(-pgrp, sig) // best effort: it may be gone
			}
			_ = unix.Kill(-p.Pid(), sig) // best effort
			signalSession(p.Pid(), sig)
		}
	}
	deadline := time.Now().Add(grace)
	for time.Now().Before(deadline) {
		select {
		case <-p.exited:
			if !signalSession(p.Pid(), 0) {
				return nil // all gone
			}
		default:
		}
		time.Sleep(20 * time.Millisecond)
	}
	killSession(p.Pid()) // the shell reaped, its session's rest
	return p.Kill()
}

// Signaled returns the signal that ended the child, once it has been
// reaped and if a signal ended it.
func (p *Process) Signaled() (syscall.Signal, bool) {
	select {
	case <-p.exited:
	default:
		return 0, false
	}
	if p.state == nil {
		return 0, false
	}
	ws, ok := p.state.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() {
		return 0, false
	}
	return ws.Signal(), true
}

// Close kills the child's session, reaps it, drains the output and closes
// the terminal. It is safe to call more than once and after Wait.
func (p *Process) Close() error {
	kerr := p.Kill()
	_, werr := p.Wait()
	return errors.Join(kerr, werr)
}

// FlushInput discards input written to the terminal that no process has
// read yet. It flushes through the follower: on the master, TCIFLUSH
// discards the child's output still on its way instead.
func (p *Process) FlushInput() error {
	p.followerMu.Lock()
	defer p.followerMu.Unlock()
	if p.follower == nil {
		return os.ErrClosed
	}
	return controlFile(p.follower, flushInput)
}

// closeFollower closes the follower descriptor kept for FlushInput, so
// that the master reads end of file once the child's side is closed.
func (p *Process) closeFollower() {
	p.followerMu.Lock()
	defer p.followerMu.Unlock()
	if p.follower != nil {
		_ = p.follower.Close() // best effort
		p.follower = nil
	}
}

// Resize sets the terminal's window size; the kernel sends SIGWINCH to the
// foreground process group.
func (p *Process) Resize(s Size) error {
	return p.control(func(fd int) error { return setSize(fd, s) })
}

// Size returns the terminal's window size.
func (p *Process) Size() (Size, error) {
	var s Size
	err := p.control(func(fd int) (err error) {
		s, err = getSize(fd)
		return err
	})
	return s, err
}

func getSize(fd int) (Size, error) {
	ws, err := unix.IoctlGetWinsize(fd, unix.TIOCGWINSZ)
	if err != nil {
		return Size{}, err
	}
	return Size{Rows: ws.Row, Cols: ws.Col}, nil
}

func setSize(fd int, s Size) error {
	return unix.IoctlSetWinsize(fd, unix.TIOCSWINSZ, &unix.Winsize{Row: s.Rows, Col: s.Cols})
}

// openPollable opens a terminal pair whose master is non-blocking and in
// Go's poller, so that read deadlines and Close interrupt a pending read.
// (creack/pty's Open leaves the master in blocking mode.)
func openPollable() (master, tty *os.File, err error) {
	m, tty, err := cpty.Open()
	if err != nil {
		return nil, nil, err
	}
	fd, err := unix.FcntlInt(m.Fd(), unix.F_DUPFD_CLOEXEC, 0)
	if cerr := m.Close(); err == nil && cerr != nil {
		err = cerr
	}
	if err == nil {
		if err = unix.SetNonblock(fd, true); err != nil {
			_ = unix.Close(fd) // best effort
		}
	}
	if err != nil {
		_ = tty.Close() // best effort
		return nil, nil, err
	}
	return os.NewFile(uintptr(fd), m.Name()), tty, nil
}

// makeRaw is cfmakeraw: the terminal passes bytes through unchanged.
func makeRaw(fd int) error {
	t, err := unix.IoctlGetTermios(fd, ioctlGetTermios)
	if err != nil {
		return err
	}
	t.Iflag &^= unix.IGNBRK | unix.BRKINT | unix.PARMRK | unix.ISTRIP | unix.INLCR | unix.IGNCR | unix.ICRNL | unix.IXON
	t.Oflag &^= unix.OPOST
	t.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON | unix.ISIG | unix.IEXTEN
	t.Cflag &^= unix.CSIZE | unix.PARENB
	t.Cflag |= unix.CS8
	t.Cc[unix.VMIN] = 1
	t.Cc[unix.VTIME] = 0
	return unix.IoctlSetTermios(fd, ioctlSetTermios, t)
}
