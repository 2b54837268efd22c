// Package fakeshell is a small stand-in for pwsh and cmd, so that the
// session and the watchdog can be tested with those shells' prompts on a
// machine that has neither. Its personality is chosen by the name it is
// invoked under: argv[0] "pwsh" (or "powershell") is PowerShell, "cmd" is
// cmd; session.KindOf picks the same kind from the same name, so the
// session's real configuration (session.Configure) is what it is given.
package fakeshell

// It follows that configuration, not a hook for tests:
//
//   - pwsh reads the setup line (function global:prompt { … }; try {
//     Set-PSReadLineOption … } catch {}) and runs it with a small PowerShell
//     interpreter: single-quoted strings with ” escapes, double-quoted
//     ones taken literally, integers, $variables (with global: and env:
//     scopes, $?, $true, $false, $null), [char] [int] [string] casts, + and
//     -, -eq -ne -lt -gt -le -ge -is -isnot -and -or -not, parentheses,
//     assignment, if/elseif/else, try/catch, function. Before each input it
//     calls the prompt function and prints what it returns ("PS>" when it
//     fails, as pwsh does). PSReadLine is not loaded (Set-PSReadLineOption
//     is not found), so the continuation prompt is ">> " — unless
//     FAKESHELL_PSREADLINE=1, which makes Set-PSReadLineOption
//     -ContinuationPrompt work, as when PSReadLine is there.
//   - cmd takes /Q, /D, /K and /C from its arguments, the rest of the line
//     after /K or /C being a command, and prints its prompt from the PROMPT
//     codes (https://learn.microsoft.com/windows-server/administration/windows-commands/prompt:
//     $A & $B | $C ( $D date $E ESC $F ) $G > $H backspace $L < $N drive
//     $P path $Q = $S space $T time $V version $_ newline $$ $, and $+ for
//     the pushd depth), which it keeps in the PROMPT environment variable
//     as cmd does. Its continuation prompt is "More? ". As in cmd (see
//     ReactOS's base/shell/cmd/cmd.c, which follows it), /Q turns off the
//     echo of batch lines but not the interactive prompt, and ECHO OFF
//     hides the prompt.
//
// Commands: pwsh knows Write-Output (echo, write), Write-Host [-NoNewline],
// Write-Error, exit [N], throw, and runs anything else found on PATH as a
// native command ($LASTEXITCODE, and $? false when it fails); cmd knows
// ECHO, PROMPT, EXIT [/B] [N], CMD /C command (which sets ERRORLEVEL to its
// status: "cmd /c exit 3"), %VAR% and %ERRORLEVEL% expansion, and runs
// anything else found on PATH.
//
// Input is read a line at a time, whatever the terminal's mode (canonical,
// or raw as in the session's stream mode). A line that leaves the input
// incomplete, as package lexer judges it for the shell's grammar, makes
// the shell print its continuation prompt and read another. The fake's
// grammar differs from the real shell's, on purpose, in one way: a line
// ending in "@@" also continues the input (the "@@" and the newline are
// dropped when the lines are joined). The lexer, which is right about the
// real shell, finds such input complete while the fake waits for more: it
// stands for any input on which a real shell and the lexer disagree, which
// is what the watchdog is there for.
//
// On SIGINT (Ctrl-C) at a prompt it abandons the pending input and prints
// its primary prompt again, leaving the status as it was (cmd keeps
// ERRORLEVEL); while a native command runs, the command gets the signal
// (the fake does no job control: they share its process group) and the
// fake waits for it, then reports 128+N for a command killed by signal N.
// At end of input it exits.
//
// What it does not imitate: pwsh's PSReadLine rendering (it never echoes
// or redraws), cmd's blank line before each prompt and its banner, blocks
// in cmd (parenthesised lines), pipelines and redirections.
//
// A test binary becomes the fake shell cheaply: it calls [Dispatch] first
// thing (in TestMain, or an init function), and [Install] copies it into a
// directory under the names pwsh and cmd. internal/fakeshell/cmd/fakeshell
// is the same as a program, for trying it by hand:
//
//	go build -o /tmp/fake/pwsh ./internal/fakeshell/cmd/fakeshell
//	ln /tmp/fake/pwsh /tmp/fake/cmd
