package shim

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/policy"
)

// maxPassThrough bounds the text read to check a script or standard input
// passed through to the real shell.
const maxPassThrough = 64 << 20

// passThrough is the text the real shell would read in a pass-through mode,
// and where it came from.
type passThrough struct {
	text  string
	label string   // for messages: "script f.sh", "standard input"
	file  string   // the file the shell reads as it runs it, when known
	stdin *os.File // non-nil: what was read from a pipe, for the shell's stdin
}

// readPassThrough reads, without taking it from the real shell, the text
// the shell will run in mode inv: the script file, or standard input (for
// sh -s, sh < file, a shell's name with no arguments). ok is false when
// there is nothing to check: a terminal (an interactive shell), a script
// that cannot be read (the shell reports it), and, when whole is false, a
// pipe (see checkPassThrough). Text after a NUL byte is not read: it is the
// data of a self-extracting script, which the shell never reaches as
// commands.
func readPassThrough(inv Invocation, in io.Reader, whole bool) (passThrough, bool, error) {
	switch inv.Mode {
	case ModeScript:
		b, err := readBounded(inv.Script)
		if err != nil {
			return passThrough{}, false, nil // the shell says why
		}
		return passThrough{text: commandsOf(b), label: "script " + inv.Script, file: inv.Script}, true, nil
	case ModeStdin:
	default:
		return passThrough{}, false, nil
	}
	f, ok := in.(*os.File)
	if !ok || isTerminal(in) {
		return passThrough{}, false, nil
	}
	fi, err := f.Stat()
	if err != nil {
		return passThrough{}, false, nil
	}
	if fi.Mode().IsRegular() {
		// The shell reads from the current offset: read there with
		// ReadAt, which leaves it for the shell.
		off, err := f.Seek(0, io.SeekCurrent)
		if err != nil {
			return passThrough{}, false, err
		}
		b, err := io.ReadAll(io.LimitReader(io.NewSectionReader(f, off, fi.Size()-off), maxPassThrough+1))
		if err != nil {
			return passThrough{}, false, err
		}
		if len(b) > maxPassThrough {
			return passThrough{}, false, errTooLarge
		}
		return passThrough{text: commandsOf(b), label: "standard input", file: fdPath(f)}, true, nil
	}
	// A pipe, a socket, a device: what is read is gone, so all of it is
	// read and handed to the shell as its standard input afterwards.
	if !whole {
		return passThrough{}, false, nil
	}
	b, err := io.ReadAll(io.LimitReader(f, maxPassThrough+1))
	if err != nil {
		return passThrough{}, false, err
	}
	if len(b) > maxPassThrough {
		return passThrough{}, false, errTooLarge
	}
	mem, err := memFile(b)
	if err != nil {
		return passThrough{}, false, err
	}
	return passThrough{text: commandsOf(b), label: "standard input", stdin: mem}, true, nil
}

// errTooLarge says the input is over maxPassThrough. A type rather than
// fmt.Errorf, which ran at every start-up.
var errTooLarge error = tooLarge{}

type tooLarge struct{}

func (tooLarge) Error() string {
	return fmt.Sprintf("the shell's input is larger than %d MiB; guarded-sh checks it whole and does not run it", maxPassThrough>>20)
}

// readBounded reads a script file of at most maxPassThrough bytes.
func readBounded(path string) ([]byte, error) {
	// Stat first: opening a FIFO (sh <(cmd), a named pipe) would wait for
	// its writer, or take from the shell what it writes.
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }() // read only
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	b, err := io.ReadAll(io.LimitReader(f, maxPassThrough+1))
	if err == nil && len(b) > maxPassThrough {
		err = errTooLarge
	}
	return b, err
}

// commandsOf is the text of b a shell runs as commands: up to the first
// NUL byte.
func commandsOf(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return string(b)
}

// memFile returns a file holding b, positioned at its start, for the real
// shell's standard input.
func memFile(b []byte) (*os.File, error) {
	f, err := anonFile()
	if err != nil {
		return nil, err
	}
	if _, err := f.Write(b); err != nil {
		_ = f.Close()
		return nil, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		_ = f.Close()
		return nil, err
	}
	return f, nil
}

// checkPassThrough judges, once and whole, what the real shell would read
// in a pass-through mode, before it runs. It returns the file to give the
// shell as standard input when standard input had to be read (nil when
// not), or an *ExitError for a refusal or a failure to read.
//
// The input is held to the configured policy (guarded-sh f.sh, guarded-sh
// -s, sh < f, sh -s < f); a script file run under a shell's name (a
// guarded-sh installed over /bin/sh running configure for a build, or
// any script a program runs) as scriptCeiling says.
//
// Standard input that is a pipe is read to its end before anything runs
// only under guarded-sh's own name: under a shell's name it is passed on
// unread, since a program that keeps a shell's input open and writes
// commands as it goes (docker exec -i sh, a persistent session on sh)
// would wait forever for output that comes only after the end; what feeds
// such a pipe is judged where it is run (the policy follows | sh).
func (c *config) checkPassThrough(ctx context.Context, argv0 string, inv Invocation, sh Shell, set *settings.Settings, stdio Stdio) (*os.File, error) {
	pt, ok, err := readPassThrough(inv, stdio.In, ownName(argv0))
	if err != nil {
		return nil, &ExitError{Code: ExitPolicy, Err: fmt.Errorf("cannot check the shell's input: %w", err)}
	}
	if !ok {
		return nil, nil
	}
	allProcsFor(len(pt.text))
	dir := guard.WorkDir(set.Getenv)
	opts := []guard.Option{guard.Quiet()}
	system := !ownName(argv0) && inv.Mode == ModeScript
	if system {
		opts = append(opts, scriptCeiling(set.Getenv))
	}
	g := c.open(set, dir, audit.ModeScript, stdio.Err, opts...)
	defer func() { _ = g.Close() }() // best effort; the record is written
	// Complete: policy only. Input the shell finds unfinished at its end
	// is a syntax error the shell reports (after running what came
	// before, as dash does), not a wait.
	d := g.Decide(ctx, guard.Request{Command: pt.text, Grammar: sh.Grammar, Shell: sh.Name, Mode: audit.ModeScript, Cwd: dir, Complete: true, Script: pt.file})
	switch {
	case !d.Allowed:
		if pt.stdin != nil {
			_ = pt.stdin.Close()
		}
		guard.PrintBlocked(stdio.Err, pt.label+": "+pt.text, d.Verdict)
		return nil, &ExitError{Code: d.Status}
	case d.Action == guard.ActionWarn && !system:
		// A script a program runs keeps its output as without
		// guarded-sh (configure's, captured in a log): the warning is
		// in the audit log.
		guard.PrintWarned(stdio.Err, pt.label+": "+pt.text, d.Verdict)
	}
	return pt.stdin, nil
}

// scriptCeiling is how far the configured policy is loosened for a script
// file run under a shell's name. The policy stays in force, but lets
// through what it cannot decide (policy.Finding.Undecided: names only
// known at run time, which no analysis of a script can know): autoconf's
// configure unsets the variables whose names set prints, exports the
// NAME=VALUE of its arguments, and defines as_fn_unset () { unset $1; }.
// Package maintainer scripts run by dpkg are held to at most the root
// profile: they do root's work on purpose (writing /etc/passwd and
// /etc/pam.d, rm -rf /etc/python3, ln -s bash /bin/sh), and the package
// chose them, which installing it was judged as; damage no one can undo
// is still refused.
func scriptCeiling(getenv func(string) string) guard.Option {
	if getenv("DPKG_MAINTSCRIPT_NAME") != "" && underDpkg() {
		return guard.AtMostProfile(policy.ProfileRoot)
	}
	return guard.AllowUndecided()
}
