// Package watchdog catches a command in a guarded-sh session that is waiting
// for input nobody will type, interrupts it, and reports what happened.
//
// It has three detectors, each usable alone:
//
//   - [PromptAtTail] recognises a high-confidence prompt ("Password:",
//     "[y/N]", "(yes/no)", "Press any key", "(END)", ">> ", "More? ", …)
//     at the end of recent output;
//   - [TTYReader] asks the kernel (Linux only; [ErrUnsupported] elsewhere)
//     whether a process in the terminal's foreground process group is
//     blocked reading the terminal;
//   - idle time: how long the output has been silent.
//
// A [Watchdog] combines them for one running command and escalates like
// testscript's waitOrStop: interrupt (Ctrl-C to the foreground group), wait
// a grace period for the shell's primary prompt, kill the foreground group,
// wait again, and finally ask for a fresh shell. The result is a [Report]
// for the agent and the audit log.
//
// The watchdog does not know about PTYs or sessions: the session feeds it
// output ([Watchdog.Write]) and prompt markers ([Watchdog.PromptReturned],
// [Watchdog.ContinuationSeen]) and acts through a small [Target]:
//
//	w := watchdog.Watch(ctx, target, watchdog.WithDetector(reader))
//	// relay loop: w.Write(chunk); on the PS1 marker w.PromptReturned();
//	// on the PS2 marker w.ContinuationSeen(); when the shell exits
//	// w.ShellExited()
//	<-w.Done()
//	if r, ok := w.Report(); ok {
//		fmt.Fprint(agent, r)                       // one block, "guarded-sh: watchdog: …"
//		audit.Write(audit.Record{Event: r.Event(), Detail: r.Detail()})
//	}
//
// The defaults never act on silence alone: a quiet build runs for as long
// as it needs. The watchdog acts when output has been idle for [DefaultIdle]
// and either a prompt pattern ends the output or (with a [Detector]) the
// kernel shows a foreground process blocked reading the terminal; at once
// (after a short settle) on the continuation prompt; and on the idle and
// hard timeouts only when they are set.
package watchdog
