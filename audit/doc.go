// Package audit records every decision guarded-sh makes as one JSON line in
// an append-only log, and summarises such a log.
package audit

// A Record is one decision: when, by which process, in which mode, on which
// command (with secret values redacted), and what the verdict was. Callers
// write the Record before the command runs, so that a command which never
// returns (a hung program, a killed shell, a reboot) is still on record.
//
// Many processes append to the same file at once: one for each command an
// agent runs. Log.Write builds the whole line in memory and hands it to the
// kernel in a single write(2) on a file opened with O_APPEND, while holding
// an exclusive flock(2) on it; lines of any length therefore never
// interleave or tear, and a short write is undone rather than left as half a
// line. Writing never blocks a command for long: the lock is waited for at
// most a bounded time (a second by default), after which the line is written
// without it and the Log counts it (see Log.Unlocked).
//
// Auditing never stops a command. A directory that cannot be created or a
// file that cannot be opened makes Open fail; OpenOrWarn turns that into one
// warning on standard error and a Log that records nothing. A nil *Log is
// such a Log too.
//
// Summarize reads a log back, tolerant of corrupt and partial lines, and
// counts decisions by verdict and by rule; guarded-sh --guard audit prints
// it.
