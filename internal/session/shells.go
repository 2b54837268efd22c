package session

import (
	"github.com/guarded-sh/guarded-sh/internal/shquote"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
	"mvdan.cc/sh/v3/syntax"
)

// Kind is a family of shells that take the same marker configuration.
type Kind int

const (
	// POSIX is dash, ash, busybox sh and any sh not known to be another
	// kind: PS1 and PS2 through parameter expansion, as POSIX requires.
	POSIX Kind = iota
	Bash
	Zsh
	Mksh
	// PowerShell is pwsh (or Windows PowerShell): a prompt function, and
	// a continuation prompt that carries a marker only when PSReadLine is
	// loaded.
	PowerShell
	// Cmd is cmd.exe: PROMPT codes, and a continuation prompt ("More? ")
	// that never carries a marker.
	Cmd
)

func (k Kind) String() string {
	switch k {
	case Bash:
		return "bash"
	case Zsh:
		return "zsh"
	case Mksh:
		return "mksh"
	case PowerShell:
		return "pwsh"
	case Cmd:
		return "cmd"
	}
	return "posix"
}

// KindOf names the kind of shell, following symlinks (/bin/sh is dash on
// Debian, bash on Fedora).
func KindOf(shell string) Kind {
	name := shell
	if p, err := lookPath(shell); err == nil {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			name = r
		}
	}
	base := strings.ToLower(filepath.Base(name))
	base = strings.TrimSuffix(base, ".exe")
	switch {
	case base == "bash" || strings.HasPrefix(base, "bash"):
		return Bash
	case base == "zsh" || strings.HasPrefix(base, "zsh"):
		return Zsh
	case base == "mksh" || base == "lksh" || base == "ksh" || base == "oksh":
		return Mksh
	case base == "pwsh" || base == "powershell":
		return PowerShell
	case base == "cmd":
		return Cmd
	}
	return POSIX
}

// lookPath is exec.LookPath without importing os/exec here.
var lookPath = func(file string) (string, error) {
	if strings.ContainsRune(file, os.PathSeparator) {
		return file, nil
	}
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		p := filepath.Join(dir, file)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, nil
		}
	}
	return "", os.ErrNotExist
}

// ShellConfig is how to start one kind of shell with private markers.
type ShellConfig struct {
	// Args follow the shell's path.
	Args []string
	// Env is added to the child's environment; Unset is removed from it.
	Env, Unset []string
	// Setup is written as the first input, ending in a newline; the first
	// primary marker after it means the shell is ready. Empty when Args
	// set the markers (cmd).
	Setup string
	// NoMonitor, written before Setup unless the session keeps job
	// control (WithJobControl), turns the shell's job control off.
	NoMonitor string
	// Continuation, when set, is the text of a continuation prompt that
	// cannot carry a marker (cmd's "More? ", pwsh's ">> " when PSReadLine
	// is not loaded). Exec expects it after each line that leaves the
	// input open, as package lexer judges it, and takes it out of the
	// output.
	Continuation string
}

// grammar is the lexer grammar of the shells of kind k.
func (k Kind) grammar() lexer.Grammar {
	switch k {
	case Bash:
		return lexer.Bash
	case Zsh:
		return lexer.Zsh
	case Mksh:
		return lexer.Mksh
	case PowerShell:
		return lexer.PowerShell
	case Cmd:
		return lexer.Cmd
	}
	return lexer.Posix
}

// unsetCommon are variables that would change prompts, run code at
// startup or at each prompt, or end an idle shell.
var unsetCommon = []string{"PS1", "PS2", "PS3", "PROMPT", "PROMPT2", "RPROMPT", "RPS1",
	"PROMPT_COMMAND", "PS0", "ENV", "BASH_ENV", "TMOUT", "MAIL", "MAILPATH", "MAILCHECK", "HISTFILE"}

// Configure returns the configuration that makes a shell of kind k print
// the markers with nonce: the primary marker with the last exit status
// before each command, the continuation marker when it needs more input.
//
// NoMonitor turns job control off, as on bash < pipe: with it a shell
// prints "[1]+ Done …" when a background job ends, and its background
// jobs run in process groups of their own. Without it every command runs
// in the shell's process group, the terminal's foreground group
// throughout, and an asynchronous list reads /dev/null (withStdin keeps
// it so in bash). dash and zsh then print nothing for background jobs;
// bash and mksh, interactive, still print "[1] 5784" as one starts (see
// jobNotices).
func Configure(k Kind, nonce string) ShellConfig {
	pre := markerPrefix(nonce)
	switch k {
	case Bash:
		// --noediting: readline would echo and redraw. +H: no
		// history expansion of "!". +o history: no history list, and
		// no ~/.bash_history read into it (a command may write it). No
		// aliases, as in bash < script.
		// $'…' keeps $? literal in the value; prompt expansion
		// evaluates it.
		return ShellConfig{
			Args:      []string{"--norc", "--noprofile", "--noediting", "+H", "+o", "history", "-i"},
			Unset:     unsetCommon,
			NoMonitor: "set +m; ",
			Setup: "unset PROMPT_COMMAND PS0 HISTFILE MAILCHECK; shopt -u expand_aliases; " +
				"PS1=" + ansiC(pre+"P;$?;${"+tokenVar+"}\a") + "; PS2=" + ansiC(pre+"C\a") + "; PS3= PS4='+ '\n",
		}
	case Zsh:
		// -f: no startup files but /etc/zshenv. zle off: no echo, no
		// redraw; prompt_cr/prompt_sp would print a partial-line mark.
		return ShellConfig{
			Args:      []string{"-f", "+o", "zle", "-i"},
			Unset:     unsetCommon,
			NoMonitor: "unsetopt monitor; ",
			Setup: "unsetopt zle prompt_cr prompt_sp prompt_bang bang_hist; " +
				"setopt interactive_comments prompt_percent prompt_subst; " +
				"unset RPROMPT RPS1 RPROMPT2 RPS2 HISTFILE; precmd_functions=(); preexec_functions=(); " +
				"PS1=" + ansiC(pre+"P;%?;${"+tokenVar+"}\a") + "; PS2=" + ansiC(pre+"C\a") + "\n",
		}
	case Mksh:
		// ENV=/dev/null: no ~/.mkshrc. Line editing off: no echo.
		return ShellConfig{
			Args:      []string{"+o", "emacs", "+o", "vi", "-i"},
			Env:       []string{"ENV=/dev/null"},
			Unset:     unsetCommon,
			NoMonitor: "set +m; ",
			Setup:     "set +o emacs +o vi +o gmacs 2>/dev/null; unset HISTFILE; " + posixPrompts(pre),
		}
	case PowerShell:
		// The prompt function reads $? first (anything else resets
		// it); a failing prompt function makes pwsh print "PS>", so the
		// body cannot fail. PSReadLine's ContinuationPrompt carries the
		// continuation marker; without PSReadLine pwsh prints ">> ".
		p := psString(pre)
		return ShellConfig{
			Args: []string{"-NoLogo", "-NoProfile"},
			Setup: "function global:prompt { $ok = $?; $c = $global:LASTEXITCODE; " +
				"$s = if ($ok) { 0 } elseif ($c -is [int] -and $c -ne 0) { $c } else { 1 }; " +
				p + " + 'P;' + $s + [char]7 }; " +
				"try { Set-PSReadLineOption -ContinuationPrompt (" + p + " + 'C' + [char]7) } catch {}\n",
			Continuation: ">> ",
		}
	case Cmd:
		// PROMPT has no code for BEL, so ESC \ ends the marker, and no
		// code for ERRORLEVEL (%ERRORLEVEL% expands once, when PROMPT is
		// set), so the primary marker has no status. cmd's "More? "
		// cannot be changed. The codes are an argument of their own:
		// cmd takes the rest of its command line after /K as it is, and
		// Go on Windows quotes an argument with a space in it, doubling
		// the backslash before the closing quote. /Q turns off the echo
		// of batch lines, not the interactive prompt (ECHO OFF would).
		return ShellConfig{
			Args:         []string{"/Q", "/K", "PROMPT", cmdPrompt(pre+"P") + "$E\\"},
			Continuation: "More? ",
		}
	}
	return ShellConfig{
		Args:      []string{"-i"},
		Unset:     unsetCommon,
		Setup:     posixPrompts(pre),
		NoMonitor: "set +m; ",
	}
}

// posixPrompts sets PS1 and PS2 with printf (dash has no $'…'); PS1 keeps
// $? literal for the prompt's parameter expansion.
func posixPrompts(pre string) string {
	p := strings.ReplaceAll(pre, "\x1b", `\033`)
	return `PS1="$(printf '` + p + `P;')"'$?;${` + tokenVar + `}'"$(printf '\007')"; PS2="$(printf '` + p + `C\007')"` + "\n"
}

// tokenVar holds the token of the command the shell ran last, which its
// primary marker carries.
const tokenVar = "__guarded_sh_token"

// tokenCall is what follows a command's block (see ExecContext): it keeps
// the block's status, sets the token, and gives the status back as $?
// for the prompt, through a function defined there, after the block, so
// that a command cannot have removed or replaced it. A command cannot
// know the token: the shell has read it but not run it while the command
// runs. The call is the first of an && list, so a status the command gave
// without ending the shell under set -e (false && true) does not end it
// there either.
func tokenCall(tok string) string {
	return "; __guarded_sh_s=$?; " + ranFunc + "; __guarded_sh_ran " + tok + ` "$__guarded_sh_s" && :`
}

// ranFunc defines the function that sets the token and returns a status.
const ranFunc = "__guarded_sh_ran() { " + tokenVar + "=$1; return $2; }"

// inputFD is the descriptor through which bash's blocks take their
// standard input (withStdin); scripts use 3 to 9.
const inputFD = "47"

// bashOpen opens inputFD on from (a quoted path) before a block, keeping
// the last status for the block's $? ("&& :": a failure there is not
// errexit's). In bash an input redirection of a { } block counts as one
// of each asynchronous list inside it, which then keeps the block's input
// instead of /dev/null; a duplication onto 0 with >& does not count.
func bashOpen(from string) string {
	return "__guarded_sh_s=$?; " + ranFunc + "; exec " + inputFD + "<>" + from +
		`; __guarded_sh_ran "${` + tokenVar + `-}" "$__guarded_sh_s" && :; `
}

// syncCommand is a command that prints the sync marker with token tok; the
// shell's primary prompt follows it.
func syncCommand(k Kind, nonce string, tok int) string {
	pre := markerPrefix(nonce)
	t := strconv.Itoa(tok % 10000)
	switch k {
	case PowerShell:
		// Write-Host writes to the terminal, not to the pipeline.
		return "Write-Host -NoNewline (" + psString(pre+"S;"+t) + " + [char]7)\n"
	case Cmd:
		// cmd has no command that prints ESC from typed text (ECHO would
		// need the byte itself in the input, which a console takes for a
		// key), so the sync marker goes into the prompt, before the
		// primary marker. It stays there, harmless: outside a resync sync
		// markers are ignored, and the next resync has a new token.
		return "PROMPT " + cmdPrompt(pre+"S;"+t) + "$E\\" + cmdPrompt(pre+"P") + "$E\\\n"
	}
	// printf with octal escapes works in every POSIX-family shell.
	return "printf '" + strings.ReplaceAll(pre, "\x1b", `\033`) + "S;" + t + `\007'` + "\n"
}

// ansiC quotes s for bash and zsh as $'…'.
func ansiC(s string) string {
	var b strings.Builder
	b.WriteString("$'")
	for _, c := range []byte(s) {
		switch {
		case c == '\'' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20 || c == 0x7f:
			b.WriteString(`\x`)
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('\'')
	return b.String()
}

// psString is a PowerShell expression for s: ESC as [char]27.
func psString(s string) string {
	parts := strings.Split(s, "\x1b")
	q := make([]string, len(parts))
	for i, p := range parts {
		q[i] = "'" + strings.ReplaceAll(p, "'", "''") + "'"
	}
	return "(" + strings.Join(q, " + [char]27 + ") + ")"
}

// cmdPrompt writes s in PROMPT codes: ESC as $E, $ as $$.
func cmdPrompt(s string) string {
	s = strings.ReplaceAll(s, "$", "$$")
	return strings.ReplaceAll(s, "\x1b", "$E")
}

// FeedCommand returns cmd, a complete command, with its standard input
// taken from the terminal at path (a pty.Feed): in the posix family
//
//	{ cmd
//	} <'path'
//
// which runs cmd in the current shell as it was (cd, variables, functions
// and exit act as without the braces; a trailing comment or here-document
// ends at the newline before the brace). Input fed to the command then never
// reaches the shell's own terminal. pwsh has no input redirection, and cmd's
// ( ) block changes how a command with ) in it parses: for them it returns
// false. So does input with nothing but comments, which runs nothing and
// would leave the braces empty, a syntax error.
func FeedCommand(k Kind, cmd, path string) (string, bool) {
	return withStdin(k, cmd, shquote.Single(path))
}

// withStdin is cmd as one { } block whose standard input is redirected
// from from (a quoted path), or cmd and false when that cannot be done
// (see FeedCommand).
func withStdin(k Kind, cmd, from string) (string, bool) {
	if !CanFeed(k) || onlyComments(cmd) {
		return cmd, false
	}
	if !strings.HasSuffix(cmd, "\n") {
		cmd += "\n"
	}
	open, redir, stmts, redirs := "", "<"+from, 1, 1
	if k == Bash {
		open, redir, stmts, redirs = bashOpen(from), "0>&"+inputFD+" "+inputFD+">&-", 5, 2
	}
	fed := open + "{ " + cmd + "} " + redir + "\n"
	if !oneBlock(k, cmd, fed, stmts, redirs) {
		return cmd, false
	}
	return fed, true
}

// oneBlock reports whether cmd parses without error and fed, cmd wrapped,
// as stmts statements, the last a { } block with redirs redirections. A command the shell would
// refuse as a syntax error can close the braces itself
// ("true; } ; exec 0<&9 ; { true") and run its middle outside the
// redirection: such a command is not wrapped (it runs as it is, unfed).
func oneBlock(k Kind, cmd, fed string, stmts, redirs int) bool {
	var lang syntax.LangVariant
	if lang.Set(k.grammar().String()) != nil { // the lexer's and mvdan's names agree
		lang = syntax.LangBash
	}
	parse := func(text string) (*syntax.File, error) {
		return syntax.NewParser(syntax.Variant(lang)).Parse(strings.NewReader(text), "")
	}
	if _, err := parse(cmd); err != nil {
		return false
	}
	f, err := parse(fed)
	if err != nil || len(f.Stmts) != stmts {
		return false
	}
	st := f.Stmts[stmts-1]
	_, block := st.Cmd.(*syntax.Block)
	return block && len(st.Redirs) == redirs && !st.Negated && !st.Background && !st.Coprocess
}

// CanFeed reports whether FeedCommand can give commands of shells of kind
// k their input: the posix family.
func CanFeed(k Kind) bool { return k != PowerShell && k != Cmd }

// onlyComments reports whether every line of cmd is blank or a comment.
func onlyComments(cmd string) bool {
	for _, line := range strings.Split(cmd, "\n") {
		if l := strings.TrimLeft(line, " \t"); l != "" && l[0] != '#' {
			return false
		}
	}
	return true
}
