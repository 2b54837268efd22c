// Package session runs a real shell (bash, sh/dash, zsh, mksh, pwsh, cmd)
// under a pseudo-terminal with private prompt markers, so that its caller
// knows for certain when the shell is at its primary prompt, with which
// exit status, and when it waits at its continuation prompt.
package session

// Each shell is started with a per-session random nonce in two markers:
// the primary prompt carries the last exit status and, in the posix
// family, the token of the last command (ESC ] 6973 ; NONCE ; P ; STATUS
// ; TOKEN BEL; see input.go), the continuation prompt a C. They are set through the
// shell's own prompt variables (see Configure): bash PS1/PS2 with $?, and
// --norc --noprofile --noediting +H; dash and other POSIX shells PS1 with a
// literal $? that the prompt's parameter expansion evaluates; zsh
// PROMPT/PROMPT2 with %?, zle, prompt_cr and prompt_sp off; mksh PS1/PS2
// with line editing off; pwsh a prompt function, and PSReadLine's
// ContinuationPrompt when it is loaded; cmd its PROMPT codes, which cannot
// print the status (Exec returns -1). The prompt variables are shell
// variables, not exported: a nested shell does not print the markers
// (except cmd's PROMPT, an environment variable). pwsh and cmd are tested
// here with a stand-in (internal/fakeshell) that follows the same
// configuration.
//
// Markers are stripped from the output, which is otherwise relayed
// unaltered: in the default pty.ModeStream the terminal neither echoes nor
// translates, so a command's bytes are those a plain `bash < pipe` gives.
// What differs from a pipe: stdout and stderr are one stream (a terminal
// has one output; sending the shell's fd 2 to a pipe with exec 2>… would
// separate them, but bash, dash and mksh print prompts on fd 2, so the
// markers would lose their order with stdout, and programs would see a
// non-terminal stderr: not done); programs see a terminal (isatty, colour,
// /dev/tty works); interactive bash prints "exit" when the exit builtin
// ends it. Job control is off unless WithJobControl (see Configure): no
// "[1]+ Done", and bash's and mksh's "[1] 5784" is taken out where it is
// the shell's own (notices.go).
//
// Agent-hostile prompts are disarmed in the child's environment
// (DisarmEnv: PAGER=cat, GIT_PAGER=cat, GIT_TERMINAL_PROMPT=0,
// GIT_EDITOR=true, DEBIAN_FRONTEND=noninteractive), and, unless
// WithNoColor(false), colour (NoColorEnv: NO_COLOR=1, git's color.ui=never,
// …).
//
// A shell of the posix family reads its commands from a terminal of their
// own that only the session writes, and runs each as a block whose input
// is the session's terminal (input.go): nothing that reaches the session's
// terminal — keys typed ahead, bytes a command pushes with TIOCSTI, a line
// after a marker a command forged — is ever read by the shell as a
// command. Its history is off (bash +o history +H, zsh no bang_hist).
//
// Exec writes one complete command (the caller checks completeness) and
// counts its lines: the shell prints one prompt before reading each line,
// so the prompts for lines still unread are expected, and the primary
// marker after the last line ends the Exec. A continuation marker after the
// last line means the shell wants input nobody gave it: that is reported as
// a Continuation event for the watchdog, which calls Interrupt.
//
// pwsh without PSReadLine (">> ") and cmd ("More? ") print a continuation
// prompt that cannot carry a marker. For them Exec asks package lexer,
// with the shell's grammar, which lines leave the input open, expects the
// prompt's text where each of those lines ends, takes it out of the output
// and counts it as the marker; after the last line it is the Continuation
// event. Where the shell and the lexer disagree (the lexer finds the input
// complete, the shell waits for more) the text stays in the output, no
// event tells it, and it is the watchdog that finds the prompt at the tail
// of idle output.
//
// After an interrupt the next Exec first writes a sync command of the
// shell's kind (printf; pwsh's Write-Host; for cmd a PROMPT that prints
// the sync marker before the primary one) and skips every marker until its
// sync marker.
//
// A caller that finds the shell itself blocked reading (the watchdog's
// kernel check) asks WaitsSince whether that is inside the running Exec
// or at the primary prompt that ends it, whose marker may still be on its
// way: the session writes a barrier marker (B, with a fresh token) to the
// terminal's output itself, which the kernel queues behind everything the
// shell wrote before, and answers once the barrier comes through
// (barrier.go). The order of the output decides, not a time window.
