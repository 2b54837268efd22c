// Package lexer reports whether shell input is complete: whether the real
// shell, reading it interactively or from a pipe, would run it or would stop at
// a continuation prompt (bash's "> ", PowerShell's ">> ", cmd's "More? ")
// waiting for input that never comes.
//
// Each grammar follows its shell's own reader: the posix family (dialects
// bash, posix for sh/dash, zsh and mksh), powershell, and cmd. Auto checks the
// input under both posix and powershell and passes it only when both agree
// that it is complete (the strict intersect, for tools whose shell is
// unknown).
//
// Check judges a whole input; a Scanner is fed input chunk by chunk and
// hands back each complete command as soon as it ends, in time linear in the
// input.
package lexer
