// Package shim is guarded-sh being the shell: it reads its arguments as the
// real shell would (bash and sh, pwsh, cmd), chooses the real shell and the
// grammar its input is checked with, checks each command for completeness
// and then asks a Judge — by default the configured policy (PolicyJudge) —
// records the decision in the audit log before anything runs, and either
// refuses the command with a short message or replaces itself with the real
// shell, given the original arguments unchanged.
//
// It also runs guarded-sh's own functions, which live behind --guard, an
// option no real shell accepts: --guard check, --guard audit,
// --guard version, --guard help.
package shim
