// Package advisor asks an outside reviewer — an external program or an
// OpenAI-compatible chat-completions endpoint — how risky a command is that
// the rules allowed, the third layer after completeness and the rules.
package advisor
