package policy

import (
	"fmt"
	"strings"
)

// Action is what happens to a command a rule matched. Actions are ordered:
// a greater one is more severe.
type Action int

// The actions.
const (
	Allow   Action = iota // run it
	Warn                  // run it, log it and print a notice
	Confirm               // ask a human on /dev/tty; without one, block
	Block                 // never run it
)

var actionNames = [...]string{Allow: "allow", Warn: "warn", Confirm: "confirm", Block: "block"}

func (a Action) String() string {
	if a >= 0 && int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", int(a))
}

// ParseAction returns the action named s.
func ParseAction(s string) (Action, error) {
	for a, n := range actionNames {
		if strings.EqualFold(s, n) {
			return Action(a), nil
		}
	}
	return 0, fmt.Errorf("unknown action %q (want block, confirm, warn or allow)", s)
}

// MarshalText implements encoding.TextMarshaler.
func (a Action) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler, for configuration.
func (a *Action) UnmarshalText(b []byte) error {
	v, err := ParseAction(string(b))
	if err != nil {
		return err
	}
	*a = v
	return nil
}
