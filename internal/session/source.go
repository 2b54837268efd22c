package session

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

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
	before, after := "", ""
	switch s.kind {
	case Bash:
		// --noediting and +H, as started; aliases expanded, as by an
		// interactive bash (a startup file's aliases are for it).
		before, after = "set +o emacs +o vi +H; ", "; shopt -s expand_aliases"
	case Zsh:
		// precmd and preexec run around each prompt (a theme sets PS1
		// there); ! is not history expansion, as +H for bash.
		before = "unfunction precmd preexec 2>/dev/null; unsetopt bang_hist; "
	}
	setup := strings.TrimSuffix(Configure(s.kind, p.nonce).Setup, "\n")
	return ". " + shquote.Single(path) + "; " + before + setup + after + "\n", true
}
