// Package supervise runs a one-shot command as a child watched by
// guarded-sh, where exec would leave nobody to watch it.
package supervise

// [Run] starts the real shell in a new session (setsid) without a
// controlling terminal, so a program that opens /dev/tty to ask for a
// password fails at once instead of waiting. Standard input, output and
// error, and every other descriptor the process inherited, are the child's
// own: nothing is copied, so the output is byte-exact and stdout and stderr
// keep their order even when they are one pipe. Signals that would end
// guarded-sh (HUP, INT, QUIT, TERM, USR1, USR2, ALRM) are passed on to the
// command's process group, unless they were ignored when guarded-sh
// started (nohup, a background job), in which case the child inherits the
// ignoring. The child is killed if guarded-sh dies, and with Options.Reaper
// the child's whole process group (reaper.go).
//
// A [watchdog.Watchdog] with an [watchdog.InputReader] watches the command:
// a process blocked reading the standard input while it holds no data, for
// the idle delay, is interrupted (SIGINT to
// the process group) and, after a grace, killed; [Result.Report] says so
// for the caller to word. A command that is only quiet is never acted on:
// output is not watched, reads are.
//
// [Result.Exit] ends guarded-sh as the shell ended: its exit status, or
// death by the same signal (SIGHUP, SIGINT, SIGTERM, SIGKILL; other signals
// as 128+n, since the Go runtime cannot take their default action), or,
// when the watchdog acted, 128+n of the signal that ended the command as a
// plain exit status, which a waiting shell does not take for its own
// Ctrl-C.
