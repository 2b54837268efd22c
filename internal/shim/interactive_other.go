//go:build !unix

package shim

import (
	"context"
	"io"

	"github.com/guarded-sh/guarded-sh/internal/settings"
)

// interactiveWanted reports whether Run runs interactive mode: never here
// (it needs a PTY).
func interactiveWanted(string, []string, io.Reader, *settings.Settings) bool { return false }

func runInteractive(context.Context, *config, Shell, *settings.Settings, Stdio, bool) error {
	return nil
}

func interactiveKind(string) bool { return false }
