package audit

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"
)

// Modes: how a command reached guarded-sh.
const (
	ModeCommand     = "command"     // one-shot, -c and its pwsh and cmd forms
	ModeCheck       = "check"       // guarded-sh --guard check
	ModeStream      = "stream"      // a session fed from a pipe
	ModeInteractive = "interactive" // a session with a human at a terminal
	ModeHook        = "hook"        // guarded-sh --guard hook, called by an agent
	ModeScript      = "script"      // a script file or standard input the real shell reads (sh f, sh -s, sh < f)
)

// Verdicts: what was decided.
const (
	VerdictAllow          = "allow"           // runs
	VerdictWarn           = "warn"            // runs, with a notice
	VerdictBlock          = "block"           // refused by policy
	VerdictConfirmAllowed = "confirm-allowed" // a human said yes; runs
	VerdictConfirmDenied  = "confirm-denied"  // a human said no, or none was there
	VerdictConfirmAsked   = "confirm-asked"   // handed to the agent harness to ask its human (hook mode)
	VerdictIncomplete     = "incomplete"      // refused: the shell would wait for more input
	VerdictError          = "error"           // guarded-sh failed to decide
)

// Refused reports whether verdict is one under which the command does not
// run: block, confirm-denied or incomplete.
func Refused(verdict string) bool {
	switch verdict {
	case VerdictBlock, VerdictConfirmDenied, VerdictIncomplete:
		return true
	}
	return false
}

// MaxCommand is the most bytes of a command a Record keeps. A longer command
// (a megabyte heredoc) is cut at a character boundary, and CommandBytes says
// how long it was.
const MaxCommand = 256 << 10

// SchemaVersion is the version of the record format (docs/audit-schema.md)
// that Write puts in each record. It grows when a field changes meaning
// or goes away; new optional fields do not change it.
const SchemaVersion = 1

// A Record is one decision, written as one JSON object on one line.
type Record struct {
	// Version is the SchemaVersion of the record; Write sets it.
	Version int `json:"version"`
	// Time is when the decision was made, written in UTC as RFC 3339 with
	// nanoseconds. Write sets it to now when zero.
	Time time.Time `json:"time"`
	// PID is the process that decided. Write sets it to this process when
	// zero.
	PID int `json:"pid"`
	// Session identifies a long-lived session; empty for one-shot commands.
	Session string `json:"session"`
	// Mode is one of the Mode constants.
	Mode string `json:"mode"`
	// Cwd is the working directory the command would run in.
	Cwd string `json:"cwd"`
	// User is the name (or, failing that, the id) of the user.
	User string `json:"user"`
	// Shell is the real shell that would run the command, "" for checks.
	Shell string `json:"shell"`
	// Grammar is the grammar the command was read with ("bash", "posix",
	// "powershell", …).
	Grammar string `json:"grammar"`
	// Command is the command, with secret values redacted by the Log's
	// Redactor.
	Command string `json:"command"`
	// CommandBytes is the length of Command before it was cut to
	// MaxCommand; zero when it was not cut.
	CommandBytes int `json:"command_bytes,omitempty"`
	// Verdict is one of the Verdict constants.
	Verdict string `json:"verdict"`
	// Rule is the stable dotted id of the rule that decided
	// ("fs.rm-home", "incomplete.quote.double"); empty when none did.
	Rule string `json:"rule"`
	// Reason is the rule's reason, redacted as Command is.
	Reason string `json:"reason"`
	// DurationUS is how long the check took, in microseconds.
	DurationUS int64 `json:"duration_us"`
	// Event names what happened when the record is not a decision on a
	// command: a watchdog event ("watchdog.ps2", "watchdog.prompt"), a
	// config reload ("config.error").
	Event string `json:"event,omitempty"`
	// Detail says more about the event, redacted as Command is.
	Detail string `json:"detail,omitempty"`
	// Advisor is the advisor's opinion, when it was asked.
	Advisor *Advice `json:"advisor,omitempty"`
}

// Advice is what the advisor said about a command.
type Advice struct {
	// Verdict is "risk" (at or above the threshold: refused), "ok", or
	// "failed" (no usable answer: the command was allowed).
	Verdict string `json:"verdict"`
	// Score is the risk in [0, 1]; 0 when failed.
	Score float64 `json:"score"`
	// Model names who answered.
	Model string `json:"model"`
	// LatencyUS is how long the question took, in microseconds.
	LatencyUS int64 `json:"latency_us"`
	// Cached reports that the answer came from the session's cache.
	Cached bool `json:"cached,omitempty"`
	// Error says why it failed.
	Error string `json:"error,omitempty"`
}

// Advisor verdicts.
const (
	AdviceRisk   = "risk"
	AdviceOK     = "ok"
	AdviceFailed = "failed"
)

// A Redactor returns s with the values of protected secrets replaced
// (by "[redacted:NAME]"). The policy package provides it. It must be safe
// for concurrent use.
type Redactor func(s string) string

// DefaultLockWait is how long Write waits for the file lock by default.
const DefaultLockWait = time.Second

// An Option configures a Log.
type Option func(*Log)

// WithRedactor makes Write pass Command, Reason and Detail through r.
func WithRedactor(r Redactor) Option {
	return func(l *Log) { l.redact = r }
}

// WithLockWait bounds how long Write waits for the exclusive lock on the
// file before it writes without it (DefaultLockWait).
func WithLockWait(d time.Duration) Option {
	return func(l *Log) { l.lockWait = d }
}

// A Log appends Records to a file. Its methods are safe for concurrent use
// by many goroutines, and the file for concurrent use by many processes.
//
// A nil *Log, and the Log OpenOrWarn returns on failure, record nothing:
// all their methods succeed without effect.
type Log struct {
	path     string
	f        *os.File // nil: records nothing
	redact   Redactor
	lockWait time.Duration
	warn     io.Writer // set by OpenOrWarn: where to warn of the first failed Write

	mu       sync.Mutex // serialises this process's writers; flock does not, within one open file
	unlocked int
	warned   bool
	// connected and waiting belong with sinks and with lockMu; they
	// stand beside warned so that the three booleans share one word: a
	// Log of 152 bytes takes a size class the runtime's and the standard
	// library's inits have used already, where 168 started a span of its
	// own in a one-shot guarded-sh -c (two fresh pages).
	connected bool // the sinks have been connected
	waiting   bool // a Write is waiting for pending (lockMu)

	sinks      []*sink         // journald, syslog; see sink.go
	sinkWarned map[string]bool // sinks whose loss has been warned about

	maxSize int64 // rotate the file past this size; 0: never (see rotate.go)
	keep    int   // rotated files kept

	lockMu  sync.Mutex // guards pending and waiting; see lock
	pending chan error // the outstanding lock request, if any

	// write is one write(2); tests replace it.
	write func(*os.File, []byte) (int, error)
}

// OpenError is the error of Open: the audit log at Path cannot be used.
type OpenError struct {
	Path string
	Err  error
}

func (e *OpenError) Error() string { return fmt.Sprintf("audit log %s: %v", e.Path, e.Err) }
func (e *OpenError) Unwrap() error { return e.Err }

// WriteError is the error of Write: the record could not be appended. N
// bytes of the Len-byte line reached the file before the write failed;
// Write has removed them again, or, when it could not, ended them with a
// newline so they stand as one corrupt line of their own.
type WriteError struct {
	Path   string
	N, Len int
	Err    error
}

func (e *WriteError) Error() string {
	if e.N > 0 {
		return fmt.Sprintf("audit log %s: short write (%d of %d bytes): %v", e.Path, e.N, e.Len, e.Err)
	}
	return fmt.Sprintf("audit log %s: write: %v", e.Path, e.Err)
}
func (e *WriteError) Unwrap() error { return e.Err }

// Open opens the audit log at path for appending, creating the file (mode
// 0600) and its directory (mode 0700) when missing. An existing file or
// directory keeps its mode, so an administrator may share one log between
// users by creating it with wider permissions. An empty path means auditing
// is off: Open returns a Log that records nothing, and no error.
//
// The error is an *OpenError. It must not stop the command: see OpenOrWarn.
func Open(path string, opts ...Option) (*Log, error) {
	l := &Log{path: path, lockWait: DefaultLockWait, write: writeOnce}
	for _, o := range opts {
		o(l)
	}
	if path == "" {
		return l, nil
	}
	// Open first: the directory is there on every run but the first, and
	// this runs before every command.
	f, err := openAppend(path)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		dir := filepath.Dir(path)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				return nil, &OpenError{Path: path, Err: fmt.Errorf("cannot create directory %s: %w", pe.Path, pe.Err)}
			}
			return nil, &OpenError{Path: path, Err: fmt.Errorf("cannot create directory %s: %w", dir, err)}
		}
		f, err = openAppend(path)
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, &OpenError{Path: path, Err: fmt.Errorf("cannot open for appending: %w", err)}
	}
	l.f = f
	return l, nil
}

// OpenOrWarn is Open for callers about to run a command: on failure it
// writes one warning to stderr,
//
//	guarded-sh: warning: audit log PATH: WHY; commands still run, unaudited
//
// and returns a Log that records nothing. The Log it returns also warns
// once, the same way, on the first Write that fails, so its callers may
// ignore the errors of Write.
func OpenOrWarn(path string, stderr io.Writer, opts ...Option) *Log {
	l, err := Open(path, opts...)
	if err != nil {
		warn(stderr, err)
		// The sinks still get the records.
		nl := &Log{path: path, warn: stderr, write: writeOnce}
		for _, o := range opts {
			o(nl)
		}
		return nl
	}
	l.warn = stderr
	return l
}

func warn(w io.Writer, err error) {
	if w != nil {
		fmt.Fprintf(w, "guarded-sh: warning: %v; commands still run, unaudited\n", err)
	}
}

// Path returns the path of the file; "" when auditing is off.
func (l *Log) Path() string {
	if l == nil {
		return ""
	}
	return l.path
}

// Enabled reports whether l records anything.
func (l *Log) Enabled() bool {
	if l == nil {
		return false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f != nil
}

// Unlocked returns how many records this Log wrote without the file lock,
// because the lock was not granted within the wait (or the file system
// does not support it). Such a line is still written by one write(2) with
// O_APPEND, which keeps it whole on local file systems; the lock is what
// also guarantees it on the rest.
func (l *Log) Unlocked() int {
	if l == nil {
		return 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.unlocked
}

// Write appends r as one line. Call it before the command runs.
//
// It sets Time (in UTC) and PID when they are zero, cuts Command to
// MaxCommand, and redacts Command, Reason and Detail with the Log's
// Redactor. It never leaves part of a line in the file. The error is a
// *WriteError.
func (l *Log) Write(r Record) error {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil && len(l.sinks) == 0 {
		return nil
	}
	line := l.encode(&r)
	if len(l.sinks) > 0 {
		if !l.connected {
			l.connected = true
			l.connectSinks()
		}
		l.sendSinks(&r, line)
	}
	if l.f == nil {
		return nil
	}
	locked := l.lock()
	var before fs.FileInfo // the file before the write, for rotateIfFull
	if locked && l.maxSize > 0 {
		locked, before = l.current()
	}
	if !locked {
		l.unlocked++
	}
	n, err := l.write(l.f, line)
	if n == len(line) && err == nil {
		if locked {
			if l.maxSize > 0 {
				l.rotateIfFull(before, n)
			}
			_ = unlock(l.f) // best effort: closing the file, or exiting, releases it too
		}
		return nil
	}
	if err == nil {
		err = io.ErrShortWrite
	}
	if n < 0 {
		n = 0
	}
	if n > 0 {
		l.undo(n, locked)
	}
	if locked {
		_ = unlock(l.f) // best effort, as above
	}
	return l.failed(&WriteError{Path: l.path, N: n, Len: len(line), Err: err})
}

// failed warns of err once, when l came from OpenOrWarn, and returns it.
// The caller holds l.mu.
func (l *Log) failed(err error) error {
	if l.warn != nil && !l.warned {
		l.warned = true
		warn(l.warn, err)
	}
	return err
}

// encode sets r's Time, Version and PID, redacts it, and returns it as
// one JSON line, ending in a newline.
func (l *Log) encode(r *Record) []byte {
	if r.Time.IsZero() {
		r.Time = time.Now()
	}
	r.Time = r.Time.UTC()
	r.Version = SchemaVersion
	if r.PID == 0 {
		r.PID = os.Getpid()
	}
	if l.redact != nil {
		r.Command = l.redact(r.Command)
		if r.Reason != "" {
			r.Reason = l.redact(r.Reason)
		}
		if r.Detail != "" {
			r.Detail = l.redact(r.Detail)
		}
		if r.Advisor != nil && r.Advisor.Error != "" {
			a := *r.Advisor
			a.Error = l.redact(a.Error)
			r.Advisor = &a
		}
	}
	if len(r.Command) > MaxCommand {
		r.CommandBytes = len(r.Command)
		cut := MaxCommand
		for cut > 0 && !utf8.RuneStart(r.Command[cut]) {
			cut--
		}
		r.Command = r.Command[:cut]
	}
	b := appendRecord(make([]byte, 0, 256+len(r.Command)+len(r.Reason)+len(r.Detail)), r)
	return append(b, '\n')
}

// errReleased says that a lock request was granted when no Write was
// waiting for it any more, and given back.
var errReleased = errors.New("lock granted late and released")

// lock takes the exclusive lock on the file, waiting at most l.lockWait.
//
// flock(2) cannot be given a deadline, and polling it with LOCK_NB wastes
// the processor and starves the unlucky under contention, so a goroutine
// waits in a blocking flock, where the kernel hands the lock on as soon as
// it is free, and Write waits for that goroutine at most l.lockWait. When
// Write stops waiting, the request stays pending: if it is granted while a
// later Write waits, that Write takes it; if no Write is waiting, the
// goroutine gives the lock back at once. So the lock is never held idle,
// and a process holding it and hanging (stopped in a debugger, a frozen
// network file system) delays each command by l.lockWait, not forever.
func (l *Log) lock() bool {
	l.lockMu.Lock()
	idle := l.pending == nil
	l.lockMu.Unlock()
	if idle && tryLock(l.f) {
		return true // the usual case: nobody else is writing
	}
	timer := time.NewTimer(l.lockWait)
	defer timer.Stop()
	expired := false
	for {
		l.lockMu.Lock()
		if l.pending == nil {
			ch := make(chan error, 1)
			l.pending = ch
			go l.request(l.f, ch)
		}
		ch := l.pending
		l.waiting = true
		l.lockMu.Unlock()

		var err error
		got := false
		if !expired {
			select {
			case err = <-ch:
				got = true
			case <-timer.C:
				expired = true
			}
		}
		l.lockMu.Lock()
		l.waiting = false
		if !got {
			select {
			case err = <-ch:
				got = true
			default:
			}
		}
		if got {
			l.pending = nil
		}
		l.lockMu.Unlock()
		switch {
		case !got:
			return false // waited long enough; the request stays pending
		case err == nil:
			return true
		case errors.Is(err, errReleased) && !expired:
			continue // granted while nobody waited: ask again
		}
		return false // locking is not supported here, or time is up
	}
}

// request waits for the lock and hands it to the waiting Write, or gives
// it back when none is waiting.
func (l *Log) request(f *os.File, ch chan<- error) {
	err := lockWait(f)
	l.lockMu.Lock()
	defer l.lockMu.Unlock()
	if err == nil && !l.waiting {
		_ = unlock(f) // best effort: closing the file releases it too
		err = errReleased
	}
	ch <- err
}

// undo removes the n bytes a short write left at the end of the file: with
// the lock held, nobody else has appended since (bar writers that gave up
// waiting), so they are the last n bytes. Without the lock, or when that
// fails, it ends them with a newline instead, so that they stand alone as a
// corrupt line and the next record starts a line of its own.
func (l *Log) undo(n int, locked bool) {
	if locked {
		if fi, err := l.f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() >= int64(n) {
			if l.f.Truncate(fi.Size()-int64(n)) == nil {
				return
			}
		}
	}
	_, _ = l.write(l.f, []byte{'\n'}) // best effort: the file is failing already
}

// Close closes the file. Records written are already in the file: Write
// does not buffer. While a lock request is still pending (see Unlocked),
// the file is left open, to be closed when the process exits, rather than
// make Close wait for the lock.
func (l *Log) Close() error {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, s := range l.sinks {
		if s.conn != nil {
			_ = s.conn.close() // datagrams already sent
			s.conn = nil
		}
	}
	if l.f == nil {
		return nil
	}
	l.lockMu.Lock()
	pending := l.pending != nil
	l.lockMu.Unlock()
	f := l.f
	l.f = nil
	if pending {
		return nil
	}
	return f.Close()
}

// SystemPath is the audit log of processes run by root.
const SystemPath = "/var/log/guarded-sh/audit.jsonl"

// DefaultPath returns where the audit log of user uid is, given the
// environment getenv:
//
//   - GUARDED_SH_AUDIT, when set: a path, or "off" or "-" for no audit log
//     ("" is returned);
//   - for root (uid 0), SystemPath;
//   - else $XDG_STATE_HOME/guarded-sh/audit.jsonl when XDG_STATE_HOME is an
//     absolute path, else $HOME/.local/state/guarded-sh/audit.jsonl;
//   - "" when there is no home either.
//
// On Windows, where uid is -1, USERPROFILE stands in for an unset HOME.
func DefaultPath(uid int, getenv func(string) string) string {
	switch v := getenv("GUARDED_SH_AUDIT"); {
	case strings.EqualFold(v, "off"), v == "-":
		return ""
	case v != "":
		return v
	}
	if uid == 0 {
		return SystemPath
	}
	if d := getenv("XDG_STATE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "guarded-sh", "audit.jsonl")
	}
	home := getenv("HOME")
	if home == "" {
		home = getenv("USERPROFILE")
	}
	if home == "" {
		return ""
	}
	return filepath.Join(home, ".local", "state", "guarded-sh", "audit.jsonl")
}
