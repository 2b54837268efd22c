//go:build !unix

package shim

import (
	"context"
	"errors"

	"github.com/guarded-sh/guarded-sh/audit"
)

// supervised is never true where processes cannot be supervised: one-shot
// commands run as a child that exec emulates (exec_other.go).
func (c *config) supervised(getenv func(string) string, stdio Stdio) bool { return false }

func runSupervised(ctx context.Context, path string, argv, environ []string, rec audit.Record, log *audit.Log, getenv func(string) string, stdio Stdio) error {
	return errors.New("supervised one-shot mode needs a unix system")
}
