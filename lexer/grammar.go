package lexer

import (
	"fmt"
	"strings"
)

// Grammar names the language whose completeness rules apply.
// It implements flag.Value.
type Grammar int

// The grammars. Bash, Posix, Zsh and Mksh are dialects of the posix family.
const (
	Bash Grammar = iota + 1
	Posix
	Zsh
	Mksh
	PowerShell
	Cmd
	// Auto is the strict intersect of Bash and PowerShell, for input whose
	// shell is unknown.
	Auto
)

// grammarNames are the canonical names, by Grammar. Like the other tables
// of this package it is a literal the compiler lays out in the binary, not
// a map built at start-up: a one-shot guarded-sh pays for every map built
// in an init function.
var grammarNames = [...]string{
	Bash:       "bash",
	Posix:      "posix",
	Zsh:        "zsh",
	Mksh:       "mksh",
	PowerShell: "powershell",
	Cmd:        "cmd",
	Auto:       "auto",
}

// grammarAlias returns the grammar an accepted name stands for, shell names
// included.
func grammarAlias(name string) (Grammar, bool) {
	switch name {
	case "bash":
		return Bash, true
	case "posix", "sh", "dash", "ash":
		return Posix, true
	case "zsh":
		return Zsh, true
	case "mksh", "ksh", "lksh":
		return Mksh, true
	case "powershell", "pwsh", "powershell.exe", "pwsh.exe":
		return PowerShell, true
	case "cmd", "cmd.exe":
		return Cmd, true
	case "auto", "intersect":
		return Auto, true
	}
	return 0, false
}

// ParseGrammar returns the grammar with the given name or alias, in any case:
// "sh" and "dash" mean Posix, "pwsh" means PowerShell, "ksh" means Mksh.
func ParseGrammar(name string) (Grammar, error) {
	if g, ok := grammarAlias(strings.ToLower(name)); ok {
		return g, nil
	}
	return 0, fmt.Errorf("unknown grammar %q (want bash, posix, sh, dash, zsh, mksh, powershell, pwsh, cmd or auto)", name)
}

// String returns the grammar's canonical name.
func (g Grammar) String() string {
	if g >= 0 && int(g) < len(grammarNames) && grammarNames[g] != "" {
		return grammarNames[g]
	}
	return fmt.Sprintf("Grammar(%d)", int(g))
}

// Set implements flag.Value.
func (g *Grammar) Set(s string) error {
	v, err := ParseGrammar(s)
	if err != nil {
		return err
	}
	*g = v
	return nil
}

// IsPosix reports whether g is one of the posix-family dialects.
func (g Grammar) IsPosix() bool {
	return g == Bash || g == Posix || g == Zsh || g == Mksh
}
