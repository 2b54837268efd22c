//go:build !unix

package shim

import (
	"context"
	"errors"
	"io/fs"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
)

// supervised is never true where processes cannot be supervised: one-shot
// commands run as a child that exec emulates (exec_other.go).
func supervised(set *settings.Settings, configured string, stdio Stdio) bool { return false }

func runSupervised(ctx context.Context, g *guard.Guard, rec audit.Record, path, reaper string, argv, environ []string, set *settings.Settings, stdio Stdio) error {
	return errors.New("supervised one-shot mode needs a unix system")
}

// reaperShell is none: nothing is supervised.
func reaperShell(string, string, fs.FileInfo) string { return "" }
