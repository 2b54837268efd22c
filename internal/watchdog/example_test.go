package watchdog_test

import (
	"context"
	"fmt"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/watchdog"
)

func ExamplePromptAtTail() {
	for _, tail := range []string{
		"Reading package lists... Done\r\nDo you want to continue? [Y/n] ",
		"\x1b[1mPassword:\x1b[0m ",
		"password: changed\nbuilding...\n",
		"Results:",
	} {
		m, ok := watchdog.PromptAtTail([]byte(tail))
		fmt.Printf("%v %s %q\n", ok, m.Kind, m.Text)
	}
	// Output:
	// true yes-no "Do you want to continue? [Y/n]"
	// true password "Password:"
	// false  ""
	// false  ""
}

func ExampleReport_String() {
	r := watchdog.Report{
		Trigger: watchdog.TriggerTTYRead,
		Reader:  watchdog.Reading{PID: 4242, Comm: "cat", Wait: watchdog.WaitRead},
		Idle:    2 * time.Second, Running: 2050 * time.Millisecond,
		Actions: []watchdog.Action{watchdog.ActionInterrupt, watchdog.ActionKill},
		Errors:  make([]error, 2), Survived: true,
	}
	fmt.Print(r)
	fmt.Println(r.Event())
	// Output:
	// waiting for input: process 4242 (cat) blocked reading the terminal
	// no output for 2s (running 2.1s)
	// done: interrupted (Ctrl-C), then killed the foreground process group
	// session: survived; the shell is back at its prompt with its state kept
	// fix: give the input up front (a flag, a file, a here-document, or </dev/null); nobody can type into this terminal
	// watchdog.tty-read
}

// promptTarget is a terminal whose foreground program gives up at Ctrl-C:
// the shell's primary prompt returns.
type promptTarget struct{ w *watchdog.Watchdog }

func (t *promptTarget) Interrupt() error { go t.w.PromptReturned(); return nil }
func (t *promptTarget) Kill() error      { return nil }

func ExampleWatch() {
	// The session starts a watchdog when it hands a command to the shell,
	// relays output into it, and reports prompt markers.
	t := &promptTarget{}
	t.w = watchdog.Watch(context.Background(), t, watchdog.WithIdle(10*time.Millisecond))
	defer t.w.Stop()
	fmt.Fprint(t.w, "Are you sure you want to continue connecting (yes/no/[fingerprint])? ")

	<-t.w.Done()
	if r, ok := t.w.Report(); ok {
		fmt.Println(r.Event())
		fmt.Println(r.What())
		fmt.Println(r.Done(), "/", r.Session())
	}
	// Output:
	// watchdog.prompt
	// the prompt "Are you sure you want to continue connecting (yes/no/[fingerprint])?"
	// interrupted (Ctrl-C) / survived
}
