// Package shim is guarded-sh's command line: it reads its arguments as the
// real shell would, chooses the real shell, and runs the mode they ask for
// (one-shot, stream, interactive, hook, the other --guard subcommands),
// each deciding through a guard.Guard, or replaces itself with the real
// shell.
package shim
