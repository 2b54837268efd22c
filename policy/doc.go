// Package policy decides whether a complete command may run.
//
// It finds every command the input would run — in lists, pipelines,
// subshells, blocks, substitutions, functions, loops and conditionals; behind
// wrappers such as sudo, env, xargs and find -exec; and inside strings handed
// to another shell (bash -c, eval, text piped or fed to sh) — and applies
// rules to each: destructive file and git operations, credential leaks,
// remote code and reverse shells, irreversible publishing, system damage, and
// attempts to switch the guard off. Text that is only data (quoted arguments
// of ordinary programs, heredoc bodies fed to non-shells, commit messages,
// grep patterns) never matches a command rule.
//
// A Policy is built once (New, or from configuration) and is safe for
// concurrent use by many goroutines.
package policy
