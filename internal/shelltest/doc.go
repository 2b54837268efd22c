// Package shelltest runs real interactive shells under a PTY and reports
// whether an input would leave them waiting at their continuation prompt.
//
// It is the ground truth for the lexer's differential tests. Each Shell is one
// long-lived interactive process (bash, dash, zsh or mksh) with line editing
// off, terminal echo off, a clean environment and private, nonce'd PS1 and
// PS2 markers. The shell prints one prompt before it reads each line, so after
// an input of N lines exactly N new prompts appear, and the last one says
// whether the shell is back at its primary prompt (the input was complete, or
// was rejected as a syntax error) or waits at its continuation prompt.
//
// Inputs are executed when complete, so give a Shell only harmless commands.
package shelltest
