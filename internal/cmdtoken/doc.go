// Package cmdtoken reads cmd.exe input into tokens (a command's name, its
// arguments, redirections, blocks, FOR sets, comments) with their byte
// offsets, for the completeness reader (lexer) and the analysis (policy)
// alike, so that both see the same commands.
package cmdtoken
