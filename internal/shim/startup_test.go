//go:build unix

package shim

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/guarded-sh/guarded-sh/internal/session"
)

func TestStartupFiles(t *testing.T) {
	type f = startupFile
	home := t.TempDir() // bash -l reads the first of these there is
	for _, name := range []string{".bash_login", ".profile"} {
		if err := os.WriteFile(filepath.Join(home, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name  string
		kind  session.Kind
		env   map[string]string
		login bool
		want  []startupFile
	}{
		{"bash", session.Bash, map[string]string{"HOME": "/h"}, false, []f{{path: "/h/.bashrc"}}},
		{"bash ignores ENV", session.Bash, map[string]string{"HOME": "/h", "ENV": "/e"}, false, []f{{path: "/h/.bashrc"}}},
		{"no home", session.Bash, nil, false, nil},
		{"zsh", session.Zsh, map[string]string{"HOME": "/h"}, false, []f{{path: "/h/.zshenv"}, {path: "/h/.zshrc"}}},
		{"zsh ZDOTDIR", session.Zsh, map[string]string{"HOME": "/h", "ZDOTDIR": "/z"}, false, []f{{path: "/z/.zshenv"}, {path: "/z/.zshrc"}}},
		{"mksh", session.Mksh, map[string]string{"HOME": "/h"}, false, []f{{path: "/h/.mkshrc"}}},
		{"mksh ENV", session.Mksh, map[string]string{"HOME": "/h", "ENV": "$HOME/.shrc"}, false, []f{{path: "/h/.shrc"}}},
		{"sh without ENV", session.POSIX, map[string]string{"HOME": "/h"}, false, nil},
		{"sh ENV", session.POSIX, map[string]string{"HOME": "/h", "ENV": "${HOME}/.shrc"}, false, []f{{path: "/h/.shrc"}}},
		{"sh ENV relative", session.POSIX, map[string]string{"ENV": ".shrc"}, false, []f{{path: "/cwd/.shrc"}}},
		{"sh ENV substitution", session.POSIX, map[string]string{"ENV": "$(mktemp)"}, false,
			[]f{{path: "$(mktemp)", problem: "ENV holds a command substitution, which guarded-sh does not run to find the file"}}},
		{"bash login", session.Bash, map[string]string{"HOME": home}, true, []f{{path: home + "/.bash_login"}}},
		{"bash login, none", session.Bash, map[string]string{"HOME": "/nonexistent"}, true, nil},
		{"zsh login", session.Zsh, map[string]string{"HOME": "/h"}, true,
			[]f{{path: "/h/.zshenv"}, {path: "/h/.zprofile"}, {path: "/h/.zshrc"}, {path: "/h/.zlogin"}}},
		{"mksh login", session.Mksh, map[string]string{"HOME": "/h"}, true, []f{{path: "/h/.profile"}, {path: "/h/.mkshrc"}}},
		{"sh login", session.POSIX, map[string]string{"HOME": "/h", "ENV": "/e"}, true, []f{{path: "/h/.profile"}, {path: "/e"}}},
		{"pwsh", session.PowerShell, map[string]string{"HOME": "/h"}, false, nil},
	} {
		got := startupFiles(tc.kind, func(n string) string { return tc.env[n] }, "/cwd", tc.login)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
	for argv0, want := range map[string]bool{"-guarded-sh": true, "-bash": true, "guarded-sh": false, "/usr/bin/guarded-sh": false, "/x/-y": true} {
		if got := isLogin(argv0); got != want {
			t.Errorf("isLogin(%q) = %v", argv0, got)
		}
	}
}
