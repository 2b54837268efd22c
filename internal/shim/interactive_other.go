//go:build !unix

package shim

import (
	"context"
	"io"
)

// interactiveWanted reports whether Run runs interactive mode: never here
// (it needs a PTY).
func interactiveWanted(string, []string, io.Reader, func(string) string) bool { return false }

func runInteractive(context.Context, *config, Shell, func(string) string, Stdio) error { return nil }

func interactiveKind(string) bool { return false }
