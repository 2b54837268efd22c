package session

import "strings"

// SourceCommand returns the command that runs the script file at path in
// the session's shell as ". path" does, and then sets the session's
// prompts and line editing again: a startup file sets PS1, PROMPT_COMMAND
// or set -o emacs, which would hide the markers the session reads. Give it
// to Exec. The posix family only (pwsh and cmd have no startup file the
// session reads): for them it returns false.
func (s *Session) SourceCommand(path string) (string, bool) {
	p := s.proc()
	if p == nil || !CanFeed(s.kind) {
		return "", false
	}
	again := ""
	if s.kind == Bash {
		again = "set +o emacs +o vi +H; " // --noediting and +H, as started
	}
	setup := Configure(s.kind, p.nonce).Setup
	return ". '" + strings.ReplaceAll(path, "'", `'\''`) + "'; " + again + setup, true
}
