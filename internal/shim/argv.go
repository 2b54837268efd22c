package shim

import (
	"encoding/base64"
	"strings"
	"unicode/utf16"
)

// Mode is what an invocation asks the shell to do.
type Mode int

const (
	// ModeCommand runs a command string: sh -c CMD, pwsh -Command CMD,
	// cmd /c CMD.
	ModeCommand Mode = iota + 1
	// ModeScript runs a script file: sh FILE args…, pwsh -File FILE.
	ModeScript
	// ModeStdin reads commands from standard input: sh, sh -s, pwsh -Command -.
	// It is interactive when standard input is a terminal, else a stream.
	ModeStdin
	// ModeOther is anything else the real shell accepts (--version, --help, a
	// bad option): it is passed through and the real shell answers.
	ModeOther
)

func (m Mode) String() string {
	switch m {
	case ModeCommand:
		return "command"
	case ModeScript:
		return "script"
	case ModeStdin:
		return "stdin"
	case ModeOther:
		return "other"
	}
	return "Mode(?)"
}

// Style is the argument syntax of a family of shells.
type Style int

const (
	StylePosix      Style = iota + 1 // bash, sh, dash, zsh, mksh, ksh
	StylePowerShell                  // pwsh (7+), powershell (5.1)
	StyleCmd                         // cmd.exe
)

// Invocation is what the shell's arguments ask for, as the real shell would
// read them. It never changes the arguments: they are passed on unchanged.
type Invocation struct {
	Mode Mode
	// Command is the command string of ModeCommand.
	Command string
	// Script is the file of ModeScript.
	Script string
	// Login reports a login shell (-l, --login, or argv[0] starting with -).
	Login bool
	// Interactive reports -i (posix) or /k (cmd, which stays open after
	// its command).
	Interactive bool
	// JobControl reports -m or -o monitor (posix).
	JobControl bool
}

// ParseArgs reads args (without argv[0]) as a shell of the given style and
// name ("bash", "zsh", "pwsh", "powershell", …) would.
func ParseArgs(style Style, name string, args []string) Invocation {
	switch style {
	case StylePowerShell:
		return parsePowerShell(name, args)
	case StyleCmd:
		return parseCmd(args)
	}
	return parsePosix(name, args)
}

// parsePosix reads args as bash, sh/dash, zsh and mksh do: options (single
// letters grouped after - or +, -o NAME, long options in bash and zsh) up to
// the first non-option or "--" or "-"; with -c, the first argument after the
// options is the command string, the next $0, the rest $1….
func parsePosix(name string, args []string) Invocation {
	var inv Invocation
	cflag, sflag := false, false
	// Letters whose option takes the next argument, per shell.
	withArg := "o"
	switch name {
	case "bash":
		withArg = "oO"
	case "mksh", "ksh", "lksh":
		withArg = "oT"
	}
	i := 0
scan:
	for i < len(args) {
		a := args[i]
		switch {
		case a == "--" || a == "-":
			i++
			break scan
		case strings.HasPrefix(a, "--"):
			switch a {
			case "--login":
				inv.Login = true
			case "--rcfile", "--init-file", "--emulate":
				i++ // bash's and zsh's long options with an argument
			case "--help", "--version":
				inv.Mode = ModeOther
				return inv
			}
			// --norc, --noprofile, --posix, --restricted, --verbose,
			// --noediting, zsh's --option-name and unknown ones: flags. An
			// unknown one makes the real shell fail, whatever we decide.
			i++
		case len(a) > 1 && (a[0] == '-' || a[0] == '+'):
			i++
			for _, c := range a[1:] {
				switch {
				case c == 'c':
					cflag = true
				case c == 's':
					sflag = true
				case c == 'l' && a[0] == '-':
					inv.Login = true
				case c == 'i' && a[0] == '-':
					inv.Interactive = true
				case c == 'm' && a[0] == '-':
					inv.JobControl = true
				case c == 'o' && a[0] == '-' && i < len(args) && args[i] == "monitor":
					inv.JobControl = true
					i++
				case strings.ContainsRune(withArg, c):
					i++ // -o pipefail, +o errexit, -O extglob
				}
			}
		default:
			break scan
		}
	}
	rest := args[min(i, len(args)):]
	switch {
	case cflag:
		if len(rest) == 0 {
			inv.Mode = ModeOther // "-c: option requires an argument"
			return inv
		}
		inv.Mode, inv.Command = ModeCommand, rest[0]
	case sflag || len(rest) == 0:
		inv.Mode = ModeStdin
	default:
		inv.Mode, inv.Script = ModeScript, rest[0]
	}
	return inv
}

// psParam is one of PowerShell's command-line parameters: it matches any
// prefix of name at least as long as short (the way pwsh's
// CommandLineParameterParser matches switches), in any case.
type psParam struct {
	name, short string
	value       bool // takes the next argument
}

var psParams = []psParam{
	{"command", "c", false},
	{"file", "f", false},
	{"encodedcommand", "e", true},
	{"ec", "ec", true},
	{"encodedarguments", "encodeda", true},
	{"executionpolicy", "ex", true},
	{"ep", "ep", true},
	{"inputformat", "inp", true},
	{"if", "if", true},
	{"outputformat", "o", true},
	{"of", "of", true},
	{"workingdirectory", "wo", true},
	{"wd", "wd", true},
	{"windowstyle", "w", true},
	{"settingsfile", "settings", true},
	{"configurationname", "config", true},
	{"custompipename", "cus", true},
	{"version", "v", false},
	{"help", "h", false},
	{"?", "?", false},
	{"login", "l", false},
	{"interactive", "i", false},
}

func lookupPSParam(a string) (psParam, bool) {
	if len(a) < 2 || (a[0] != '-' && a[0] != '/') {
		return psParam{}, false
	}
	key := strings.ToLower(strings.TrimLeft(a, "-/"))
	if i := strings.IndexByte(key, ':'); i >= 0 {
		key = key[:i] // -ExecutionPolicy:Bypass
	}
	for _, p := range psParams {
		if strings.HasPrefix(p.name, key) && strings.HasPrefix(key, p.short) {
			return p, true
		}
	}
	return psParam{}, false
}

// parsePowerShell reads args as pwsh (and Windows PowerShell 5.1, named
// powershell) do: -Command takes all the remaining arguments, joined by
// spaces, as the command ("-" reads standard input); -EncodedCommand takes
// base64 of UTF-16LE text; -File takes a script. A first argument that is no
// parameter is a -File for pwsh and a -Command for powershell 5.1. Switches
// it does not know (-NoProfile, -NonInteractive, -NoLogo, -NoExit, -Mta, …)
// are flags.
func parsePowerShell(name string, args []string) Invocation {
	inv := Invocation{Mode: ModeStdin}
	for i := 0; i < len(args); i++ {
		a := args[i]
		p, ok := lookupPSParam(a)
		if !ok {
			if len(a) > 1 && a[0] == '-' {
				continue // a switch: -NoProfile, -NonInteractive, …
			}
			if name == "powershell" {
				return psCommand(inv, args[i:])
			}
			inv.Mode, inv.Script = ModeScript, a
			return inv
		}
		switch p.name {
		case "command":
			return psCommand(inv, args[i+1:])
		case "file":
			if i+1 < len(args) && args[i+1] != "-" {
				inv.Mode, inv.Script = ModeScript, args[i+1]
			}
			return inv
		case "encodedcommand", "ec":
			if i+1 >= len(args) {
				inv.Mode = ModeOther
				return inv
			}
			cmd, ok := decodePSCommand(args[i+1])
			if !ok {
				inv.Mode = ModeOther // pwsh rejects it
				return inv
			}
			inv.Mode, inv.Command = ModeCommand, cmd
			i++
		case "login":
			inv.Login = true
		case "interactive":
			inv.Interactive = true
		case "version", "help", "?":
			inv.Mode = ModeOther
			return inv
		default:
			if p.value && !strings.Contains(a, ":") {
				i++
			}
		}
	}
	return inv
}

func psCommand(inv Invocation, rest []string) Invocation {
	if len(rest) == 0 {
		inv.Mode = ModeOther // "Missing argument for parameter -Command"
		return inv
	}
	if len(rest) == 1 && rest[0] == "-" {
		inv.Mode = ModeStdin
		return inv
	}
	inv.Mode, inv.Command = ModeCommand, strings.Join(rest, " ")
	return inv
}

// decodePSCommand decodes -EncodedCommand's argument: base64 of UTF-16LE.
func decodePSCommand(s string) (string, bool) {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil || len(b)%2 != 0 {
		return "", false
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	return string(utf16.Decode(u)), true
}

// parseCmd reads args as cmd.exe does: switches (/A /U /Q /D /E:ON /F:OFF
// /V:ON /S /T:fg), then /C or /K, after which the rest of the line is the
// command. /C may be glued to the command (/cdir). Without /C or /K, cmd
// reads standard input.
func parseCmd(args []string) Invocation {
	inv := Invocation{Mode: ModeStdin}
	for i, a := range args {
		if len(a) < 2 || a[0] != '/' {
			// cmd ignores what it does not know before /C; so do we.
			continue
		}
		switch a[1] {
		case 'c', 'C', 'k', 'K':
			inv.Interactive = a[1] == 'k' || a[1] == 'K'
			words := append([]string{a[2:]}, args[i+1:]...)
			if a[2:] == "" {
				words = words[1:]
			}
			inv.Mode, inv.Command = ModeCommand, strings.Join(words, " ")
			return inv
		case '?':
			inv.Mode = ModeOther
			return inv
		}
	}
	return inv
}
