package shim

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// isShell reports whether guarded-sh answers to name when invoked through
// a link: invoked as sh, it stands in front of the real sh.
func isShell(name string) bool {
	switch name {
	case "sh", "bash", "dash", "ash", "zsh", "mksh", "lksh", "ksh", "pwsh", "powershell", "cmd":
		return true
	}
	return false
}

// IsShellName reports whether name (a base name such as "sh" or "pwsh.exe")
// is one of the shells guarded-sh stands in front of when invoked by it.
func IsShellName(name string) bool {
	return isShell(shellName(name))
}

// shellName reduces a path or argv[0] to a shell's name: base name, without
// a login shell's leading "-" or a ".exe", in lower case.
func shellName(p string) string {
	n := filepath.Base(p)
	n = strings.TrimPrefix(n, "-")
	n = strings.ToLower(n)
	return strings.TrimSuffix(n, ".exe")
}

// isLogin reports whether argv0 names a login shell (-bash, -guarded-sh).
func isLogin(argv0 string) bool { return strings.HasPrefix(filepath.Base(argv0), "-") }

// styleOf returns the argument syntax of the shell with the given name.
func styleOf(name string) Style {
	switch name {
	case "pwsh", "powershell":
		return StylePowerShell
	case "cmd":
		return StyleCmd
	}
	return StylePosix
}

// grammarOf returns the grammar of the shell with the given name, and
// whether the name was known. Unknown shells get Bash.
func grammarOf(name string) (lexer.Grammar, bool) {
	switch name {
	case "bash":
		return lexer.Bash, true
	case "sh", "dash", "ash":
		return lexer.Posix, true
	case "zsh":
		return lexer.Zsh, true
	case "mksh", "lksh", "ksh":
		return lexer.Mksh, true
	case "pwsh", "powershell":
		return lexer.PowerShell, true
	case "cmd":
		return lexer.Cmd, true
	}
	return lexer.Bash, false
}

// Shell is the real shell guarded-sh stands in front of.
type Shell struct {
	// Name is the shell's name as asked for ("bash", "sh", "/bin/zsh").
	Name string
	// Path is the executable found for it; empty until Resolve.
	Path string
	// Grammar is the grammar its input is checked with.
	Grammar lexer.Grammar
	// Style is its argument syntax.
	Style Style

	fixedGrammar bool // set by GUARDED_SH_GRAMMAR
}

// ErrSelf is returned when the only shell that could be run is guarded-sh
// itself.
var ErrSelf = errors.New("the real shell is guarded-sh itself")

// chooseShell picks the real shell's name and grammar, without looking for
// it on disk: GUARDED_SH_SHELL, else the name guarded-sh was invoked by when
// it is a shell's, else bash. The grammar is GUARDED_SH_GRAMMAR when set,
// else the shell's own: a name like sh that links to another shell takes
// the grammar of what it links to (sh → bash on some systems).
func chooseShell(argv0 string, set *settings.Settings) (Shell, error) {
	name := set.Shell
	if name == "" {
		if n := shellName(argv0); isShell(n) {
			name = n
		} else {
			name = "bash"
		}
	}
	base := shellName(name)
	sh := Shell{Name: name, Style: styleOf(base)}
	sh.Grammar, _ = grammarOf(base)
	if w := set.Warning(settings.Grammar); w != "" {
		return sh, errors.New(w)
	}
	if set.GrammarSet {
		sh.Grammar, sh.fixedGrammar = set.Grammar, true
	}
	return sh, nil
}

// resolve finds the executable of sh on PATH (or at its path, when its name
// has a slash), skipping any file that is guarded-sh itself. Identity is the
// file's (os.SameFile against self), never its name, so a guarded-sh linked
// or installed as /usr/local/bin/sh ahead of /usr/bin/sh never runs itself
// in a loop. When only guarded-sh answers to the name, NAME.distrib is tried
// too, where dpkg-divert puts the shell it was installed over.
func (sh *Shell) resolve(path string, self fs.FileInfo, set *settings.Settings) error {
	name := sh.Name
	var found string
	var err error
	if strings.ContainsRune(name, filepath.Separator) || strings.Contains(name, "/") {
		found, err = checkExecutable(name, self)
		if errors.Is(err, ErrSelf) {
			if p, e2 := checkExecutable(name+".distrib", self); e2 == nil {
				found, err = p, nil
			}
		}
	} else {
		found, err = lookPath(name, path, self)
		if errors.Is(err, ErrSelf) || errors.Is(err, fs.ErrNotExist) {
			if p, e2 := lookPath(name+".distrib", path, self); e2 == nil {
				found, err = p, nil
			}
		}
	}
	if err != nil {
		how := "the name guarded-sh was invoked by"
		if set.Shell != "" {
			how = "GUARDED_SH_SHELL"
		}
		if errors.Is(err, ErrSelf) {
			return fmt.Errorf("real shell %q (from %s) is guarded-sh itself; set GUARDED_SH_SHELL to the real shell, e.g. /bin/bash: %w", name, how, ErrSelf)
		}
		return fmt.Errorf("cannot find the real shell %q (from %s) on PATH; set GUARDED_SH_SHELL to its path: %w", name, how, err)
	}
	sh.Path = found
	if !sh.fixedGrammar {
		// sh may be dash or bash, sh.distrib is dash: the grammar follows
		// what runs when the name alone does not say it.
		if g, known := grammarOf(shellName(name)); !known || g == lexer.Posix {
			if real, err := filepath.EvalSymlinks(found); err == nil {
				if g, ok := grammarOf(shellName(real)); ok {
					sh.Grammar = g
				}
			}
		}
	}
	return nil
}

// lookPath searches the directories of path for an executable called name
// that is not self. ErrSelf means only guarded-sh itself answered. A
// directory listed twice is looked in once.
func lookPath(name, path string, self fs.FileInfo) (string, error) {
	sawSelf := false
	dirs := filepath.SplitList(path)
	for i, dir := range dirs {
		if slices.Contains(dirs[:i], dir) {
			continue
		}
		if dir == "" {
			dir = "."
		}
		// Joined and cleaned only once found: this loop runs before every
		// one-shot command.
		p, err := checkExecutable(dir+string(filepath.Separator)+name, self)
		if err == nil {
			return filepath.Clean(p), nil
		}
		if err == ErrSelf { // as checkExecutable returns it, unwrapped
			sawSelf = true
		}
	}
	if sawSelf {
		return "", ErrSelf
	}
	return "", fs.ErrNotExist
}

// checkExecutable reports whether p is an executable regular file other
// than self.
func checkExecutable(p string, self fs.FileInfo) (string, error) {
	fi, err := os.Stat(p)
	if err != nil {
		return "", err
	}
	if fi.IsDir() || fi.Mode()&0o111 == 0 {
		return "", fs.ErrPermission
	}
	if self != nil && os.SameFile(fi, self) {
		return "", ErrSelf
	}
	return p, nil
}

// executableInfo is the file os.Executable names.
func executableInfo() (fs.FileInfo, error) {
	p, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return os.Stat(p)
}
