// Package watchdog catches a command in a guarded-sh session that is waiting
// for input nobody will type (a prompt at the tail of its output, a process
// blocked reading the terminal, silence), interrupts it with escalation, and
// reports what it did.
package watchdog
