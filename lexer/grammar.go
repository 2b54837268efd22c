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

var grammarNames = map[Grammar]string{
	Bash:       "bash",
	Posix:      "posix",
	Zsh:        "zsh",
	Mksh:       "mksh",
	PowerShell: "powershell",
	Cmd:        "cmd",
	Auto:       "auto",
}

// grammarAliases maps every accepted name, shell names included, to its grammar.
var grammarAliases = map[string]Grammar{
	"bash": Bash, "posix": Posix, "sh": Posix, "dash": Posix, "ash": Posix,
	"zsh": Zsh, "mksh": Mksh, "ksh": Mksh, "lksh": Mksh,
	"powershell": PowerShell, "pwsh": PowerShell, "powershell.exe": PowerShell, "pwsh.exe": PowerShell,
	"cmd": Cmd, "cmd.exe": Cmd,
	"auto": Auto, "intersect": Auto,
}

// ParseGrammar returns the grammar with the given name or alias, in any case:
// "sh" and "dash" mean Posix, "pwsh" means PowerShell, "ksh" means Mksh.
func ParseGrammar(name string) (Grammar, error) {
	if g, ok := grammarAliases[strings.ToLower(name)]; ok {
		return g, nil
	}
	return 0, fmt.Errorf("unknown grammar %q (want bash, posix, sh, dash, zsh, mksh, powershell, pwsh, cmd or auto)", name)
}

// String returns the grammar's canonical name.
func (g Grammar) String() string {
	if s, ok := grammarNames[g]; ok {
		return s
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
