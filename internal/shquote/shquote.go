// Package shquote quotes text as one word of the posix family of shells.
package shquote

import "strings"

// Single returns s in single quotes, each ' in it written '\”: one word
// whose value is s in sh, bash, dash, zsh and mksh alike (s holds no NUL,
// which no shell word can).
func Single(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
