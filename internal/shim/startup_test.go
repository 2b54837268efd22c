//go:build unix

package shim

import (
	"reflect"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/session"
)

func TestStartupFiles(t *testing.T) {
	type f = startupFile
	for _, tc := range []struct {
		name string
		kind session.Kind
		env  map[string]string
		want []startupFile
	}{
		{"bash", session.Bash, map[string]string{"HOME": "/h"}, []f{{path: "/h/.bashrc"}}},
		{"bash ignores ENV", session.Bash, map[string]string{"HOME": "/h", "ENV": "/e"}, []f{{path: "/h/.bashrc"}}},
		{"no home", session.Bash, nil, nil},
		{"zsh", session.Zsh, map[string]string{"HOME": "/h"}, []f{{path: "/h/.zshenv"}, {path: "/h/.zshrc"}}},
		{"zsh ZDOTDIR", session.Zsh, map[string]string{"HOME": "/h", "ZDOTDIR": "/z"}, []f{{path: "/z/.zshenv"}, {path: "/z/.zshrc"}}},
		{"mksh", session.Mksh, map[string]string{"HOME": "/h"}, []f{{path: "/h/.mkshrc"}}},
		{"mksh ENV", session.Mksh, map[string]string{"HOME": "/h", "ENV": "$HOME/.shrc"}, []f{{path: "/h/.shrc"}}},
		{"sh without ENV", session.POSIX, map[string]string{"HOME": "/h"}, nil},
		{"sh ENV", session.POSIX, map[string]string{"HOME": "/h", "ENV": "${HOME}/.shrc"}, []f{{path: "/h/.shrc"}}},
		{"sh ENV relative", session.POSIX, map[string]string{"ENV": ".shrc"}, []f{{path: "/cwd/.shrc"}}},
		{"sh ENV substitution", session.POSIX, map[string]string{"ENV": "$(mktemp)"},
			[]f{{path: "$(mktemp)", problem: "ENV holds a command substitution, which guarded-sh does not run to find the file"}}},
		{"pwsh", session.PowerShell, map[string]string{"HOME": "/h"}, nil},
	} {
		got := startupFiles(tc.kind, func(n string) string { return tc.env[n] }, "/cwd")
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
