package watchdog

import (
	"fmt"
	"strings"
	"time"
)

// A Trigger is what made the watchdog act. Its value, after "watchdog.",
// is the audit event name.
type Trigger string

const (
	// TriggerContinuation: the shell showed its continuation prompt (PS2).
	TriggerContinuation Trigger = "ps2"
	// TriggerPrompt: idle output ending in a prompt pattern.
	TriggerPrompt Trigger = "prompt"
	// TriggerTTYRead: idle output and a foreground process blocked reading
	// the terminal.
	TriggerTTYRead Trigger = "tty-read"
	// TriggerIdleTimeout: no output for the idle timeout.
	TriggerIdleTimeout Trigger = "idle-timeout"
	// TriggerHardTimeout: the command ran for the hard timeout.
	TriggerHardTimeout Trigger = "hard-timeout"
)

// An Action is a step of the escalation.
type Action string

const (
	ActionInterrupt Action = "interrupt" // Ctrl-C to the foreground group
	ActionKill      Action = "kill"      // SIGKILL to the foreground group
	ActionRestart   Action = "restart"   // a fresh shell replaced the old one
)

// A Report says what the watchdog found and did, for the agent
// ([Report.Lines]) and the audit log ([Report.Event], [Report.Detail]).
type Report struct {
	// Trigger is what made the watchdog act.
	Trigger Trigger
	// Prompt is the prompt found at the tail of the output; Kind is empty
	// when none was.
	Prompt Match
	// Reader is the process found blocked reading the terminal; PID is 0
	// when none was (or the kernel was not asked).
	Reader Reading
	// Idle is how long the output had been silent when the watchdog acted;
	// Running how long the command had run.
	Idle, Running time.Duration
	// At is when the watchdog acted.
	At time.Time
	// Actions are the steps taken, in order.
	Actions []Action
	// Errors holds the failures of the steps, parallel to Actions (nil for
	// a step that worked).
	Errors []error
	// Survived is set when the shell came back to its primary prompt: its
	// state (directory, variables, functions) is kept.
	Survived bool
	// Restarted is set when a fresh shell replaced one that did not come
	// back.
	Restarted bool
	// Stopped is set when the watch was stopped (Stop, or its context)
	// in the middle of the escalation: the session's fate is unknown.
	Stopped bool
	// DetectorErr is the kernel check's last error, if any (permissions).
	DetectorErr error
	// Fed is set when input could be sent to the command while it ran
	// (WithFed): the advice is then to send it.
	Fed bool
	// OneShot is set for a command run alone (WithOneShot): no output was
	// seen and no shell comes back, so the report says neither.
	OneShot bool
}

func (r *Report) act(a Action, err error) {
	r.Actions = append(r.Actions, a)
	r.Errors = append(r.Errors, err)
}

// Event is the audit event name: "watchdog.prompt", "watchdog.tty-read",
// "watchdog.ps2", "watchdog.idle-timeout", "watchdog.hard-timeout".
func (r Report) Event() string { return "watchdog." + string(r.Trigger) }

// What describes what waited: `the prompt "Password:"`, "process 123 (cat)
// blocked reading the terminal", "the shell's continuation prompt".
func (r Report) What() string {
	var s string
	switch r.Trigger {
	case TriggerContinuation:
		return "the shell's continuation prompt (the command was incomplete)"
	case TriggerPrompt:
		s = fmt.Sprintf("the prompt %q", r.Prompt.Text)
		if r.Reader.PID != 0 {
			s += " (" + r.Reader.String() + ")"
		}
		return s
	case TriggerTTYRead:
		return r.Reader.String()
	case TriggerIdleTimeout:
		return "a command silent for the idle timeout"
	case TriggerHardTimeout:
		return "a command running for the hard timeout"
	}
	return "nothing"
}

// Done describes the steps taken: "interrupted", "interrupted, killed,
// restarted the shell".
func (r Report) Done() string {
	var parts []string
	for i, a := range r.Actions {
		var p string
		switch {
		case a == ActionInterrupt && r.OneShot:
			p = "interrupted (SIGINT to the command's processes)"
		case a == ActionKill && r.OneShot:
			p = "killed the command's processes (SIGKILL)"
		case a == ActionInterrupt:
			p = "interrupted (Ctrl-C)"
		case a == ActionKill:
			p = "killed the foreground process group"
		case a == ActionRestart:
			p = "started a fresh shell"
		}
		if i < len(r.Errors) && r.Errors[i] != nil {
			p += fmt.Sprintf(" [failed: %v]", r.Errors[i])
		}
		parts = append(parts, p)
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", then ")
}

// Session describes the session's fate in a few words: "survived",
// "restarted", "lost", "unknown" (the watch was stopped).
func (r Report) Session() string {
	switch {
	case r.Stopped:
		return "unknown"
	case r.Survived:
		return "survived"
	case r.Restarted:
		return "restarted"
	}
	return "lost"
}

// Detail is the one-line form for the audit record.
func (r Report) Detail() string {
	return fmt.Sprintf("%s; idle %s; running %s; %s; session %s",
		r.What(), round(r.Idle), round(r.Running), r.Done(), r.Session())
}

// Lines are what the agent is shown, one line each: what waited, for how
// long, what was done, the session's fate, and what to do instead.
func (r Report) Lines() []string {
	lines := []string{"waiting for input: " + r.What()}
	if r.OneShot {
		return append(lines,
			fmt.Sprintf("waited %s (running %s)", round(r.Reader.Waited), round(r.Running)),
			"done: "+r.Done(),
			"fix: "+r.fix())
	}
	switch r.Trigger {
	case TriggerContinuation:
		lines = append(lines, fmt.Sprintf("running %s", round(r.Running)))
	default:
		lines = append(lines, fmt.Sprintf("no output for %s (running %s)", round(r.Idle), round(r.Running)))
	}
	lines = append(lines, "done: "+r.Done())
	switch r.Session() {
	case "survived":
		lines = append(lines, "session: survived; the shell is back at its prompt with its state kept")
	case "restarted":
		lines = append(lines, "session: restarted; a fresh shell replaced it: directory, variables and functions are reset")
	case "unknown":
		lines = append(lines, "session: unknown; the watch was stopped before the shell came back")
	default:
		lines = append(lines, "session: lost; the shell did not come back")
	}
	return append(lines, "fix: "+r.fix())
}

// String is Lines, each ended by a newline.
func (r Report) String() string { return strings.Join(r.Lines(), "\n") + "\n" }

func (r Report) fix() string {
	switch r.Trigger {
	case TriggerContinuation:
		return "send the command complete (close quotes, brackets and here-documents) in one piece"
	case TriggerIdleTimeout:
		return "make the command print progress, or raise the idle timeout"
	case TriggerHardTimeout:
		return "split the work or raise the hard timeout"
	}
	switch r.Prompt.Kind {
	case "powershell-continuation", "cmd-more":
		// The shell itself took the command for unfinished, where the
		// guard's reading of it did not.
		return "the shell reads the command as unfinished (an open bracket or quote, a trailing operator, ` or ^): send it complete in one piece, on one line where you can"
	case "pager":
		return "set PAGER=cat or pass the program's --no-pager option"
	case "password", "username":
		return "nobody can type here: use a credential helper, a token in the environment, or key-based authentication"
	case "yes-no", "confirm-file", "press-key":
		return "answer up front (-y, --yes, --assume-yes, -f) or give the answer on stdin (yes | cmd, cmd </dev/null)"
	}
	if r.OneShot {
		return "give the input up front (a flag, a file, a here-document, or </dev/null); nobody writes to this command's standard input"
	}
	if r.Fed {
		return "send the input it waits for while it runs, within the idle period, or give it up front (a flag, a file, a here-document, or </dev/null)"
	}
	return "give the input up front (a flag, a file, a here-document, or </dev/null); nobody can type into this terminal"
}

func round(d time.Duration) time.Duration {
	switch {
	case d >= 10*time.Second:
		return d.Round(time.Second)
	case d >= time.Second:
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Millisecond)
}
