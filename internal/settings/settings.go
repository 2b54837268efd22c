// Package settings reads guarded-sh's GUARDED_SH_* environment variables,
// once, into one struct with its validation warnings.
package settings

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/watchdog"
	"github.com/guarded-sh/guarded-sh/lexer"
	"github.com/guarded-sh/guarded-sh/policy"
)

// The settings, by the names of their variables. Every one is documented in
// the README's settings table (settings_test.go checks it).
const (
	Shell          = "GUARDED_SH_SHELL"
	Grammar        = "GUARDED_SH_GRAMMAR"
	ExitIncomplete = "GUARDED_SH_EXIT_INCOMPLETE"
	ExitPolicy     = "GUARDED_SH_EXIT_POLICY"
	Config         = policy.ConfigEnvVar
	Audit          = "GUARDED_SH_AUDIT"
	ConfirmTimeout = "GUARDED_SH_CONFIRM_TIMEOUT"
	OneShot        = "GUARDED_SH_ONESHOT"
	Stream         = "GUARDED_SH_STREAM"
	Interactive    = "GUARDED_SH_INTERACTIVE"
	Grace          = "GUARDED_SH_GRACE"
	WatchdogIdle   = "GUARDED_SH_WATCHDOG_IDLE"
	WatchdogGrace  = "GUARDED_SH_WATCHDOG_GRACE"
	WatchdogPoll   = "GUARDED_SH_WATCHDOG_POLL"
	IdleTimeout    = "GUARDED_SH_IDLE_TIMEOUT"
	HardTimeout    = "GUARDED_SH_HARD_TIMEOUT"
	Feed           = "GUARDED_SH_FEED"
	NoColor        = "GUARDED_SH_NO_COLOR"
	ToolMap        = "GUARDED_SH_TOOL_MAP"
	HookTimeout    = "GUARDED_SH_HOOK_TIMEOUT"
	// Hops is not set by hand: guarded-sh passes it to the shells it
	// starts, to stop a loop back to itself (shim's loop.go).
	Hops = "GUARDED_SH_HOPS"
)

// Names lists every setting.
var Names = []string{
	Shell, Grammar, ExitIncomplete, ExitPolicy, Config, Audit, ConfirmTimeout,
	OneShot, Stream, Interactive, Grace, WatchdogIdle, WatchdogGrace, WatchdogPoll,
	IdleTimeout, HardTimeout, Feed, NoColor, ToolMap, HookTimeout, Hops,
}

// Defaults of the settings that have one.
const (
	DefaultExitIncomplete = 2   // as the shells' own syntax errors
	DefaultExitPolicy     = 126 // as a command found but not run
	DefaultConfirmTimeout = 60 * time.Second
	DefaultGrace          = 500 * time.Millisecond
	DefaultHookTimeout    = 20 * time.Second
)

// A Switch is a setting that forces a mode on or off, or leaves it to
// guarded-sh (Auto).
type Switch int

// The values of a Switch.
const (
	Auto Switch = iota
	On
	Off
)

// Settings are the GUARDED_SH_* variables of one process, read once. A
// duration or status that is unset or bad holds its default; the bad ones
// are in Warnings. A Settings is not changed after Parse and may be shared.
type Settings struct {
	// Environ is the whole environment; Getenv looks a name up in it (the
	// last setting wins, as for os.Getenv).
	Environ []string
	Getenv  func(string) string

	Shell string // the real shell asked for, or ""
	// Grammar is the grammar asked for; GrammarSet reports whether one
	// was (a bad one warns and is not set).
	Grammar    lexer.Grammar
	GrammarSet bool
	Config     string // the user configuration file named, or ""
	Audit      string // the audit log named, "off" or "-"; "" when unset

	ExitIncomplete, ExitPolicy int
	ConfirmTimeout             time.Duration

	// OneShot is how an allowed one-shot command runs:
	// policy.OneShotExec, policy.OneShotSupervise, or "" when unset (a
	// bad value warns and is unset).
	OneShot string

	Stream, Interactive Switch
	Feed                bool
	// NoColor forces on or off telling a session's programs not to
	// colour (session.WithNoColor); Auto leaves it to the configuration
	// and the mode.
	NoColor Switch
	Grace   time.Duration
	// WatchdogIdle is 0 when unset: the mode's own default applies.
	WatchdogIdle, WatchdogGrace, WatchdogPoll time.Duration
	// IdleTimeout and HardTimeout are the watchdog's timeouts on silence
	// alone and on running time; 0 (the default) is none.
	IdleTimeout, HardTimeout time.Duration

	// ToolMap is GUARDED_SH_TOOL_MAP's entries, in order.
	ToolMap     []ToolGrammar
	HookTimeout time.Duration

	warnings map[string]string // by setting
}

// ToolGrammar is one Tool=grammar entry of GUARDED_SH_TOOL_MAP; Err is set
// when the grammar is not one.
type ToolGrammar struct {
	Tool, Entry string
	Grammar     lexer.Grammar
	Err         error
}

// Parse reads the settings of environ.
func Parse(environ []string) *Settings {
	getenv := policy.EnvLookup(environ)
	s := &Settings{Environ: environ, Getenv: getenv, warnings: map[string]string{}}
	s.Shell = getenv(Shell)
	if g := getenv(Grammar); g != "" {
		gr, err := lexer.ParseGrammar(g)
		if err != nil {
			s.warnings[Grammar] = fmt.Sprintf("%s: %v", Grammar, err)
		} else {
			s.Grammar, s.GrammarSet = gr, true
		}
	}
	s.Config = getenv(Config)
	s.Audit = getenv(Audit)
	s.ExitIncomplete = s.status(ExitIncomplete, DefaultExitIncomplete)
	s.ExitPolicy = s.status(ExitPolicy, DefaultExitPolicy)
	s.ConfirmTimeout = DefaultConfirmTimeout
	if v := getenv(ConfirmTimeout); v != "" {
		if n, err := strconv.Atoi(v); err == nil && n > 0 && n <= math.MaxInt64/int(time.Second) { // past it, n seconds overflow
			s.ConfirmTimeout = time.Duration(n) * time.Second
		} else {
			s.warnings[ConfirmTimeout] = fmt.Sprintf("%s=%q is not a positive number of seconds; using %d", ConfirmTimeout, v, int(DefaultConfirmTimeout/time.Second))
		}
	}
	switch v := getenv(OneShot); v {
	case "", policy.OneShotExec, policy.OneShotSupervise:
		s.OneShot = v
	default:
		s.warnings[OneShot] = fmt.Sprintf("%s=%q is not %q or %q; ignored", OneShot, v, policy.OneShotExec, policy.OneShotSupervise)
	}
	s.Stream = s.switchOf(Stream, true)
	s.Interactive = s.switchOf(Interactive, false)
	s.Feed = s.switchOf(Feed, true) == On
	s.NoColor = s.switchOf(NoColor, true)
	s.Grace = s.duration(Grace, DefaultGrace)
	s.WatchdogIdle = s.duration(WatchdogIdle, 0)
	s.WatchdogGrace = s.duration(WatchdogGrace, watchdog.DefaultGrace)
	s.WatchdogPoll = s.duration(WatchdogPoll, watchdog.DefaultPoll)
	s.IdleTimeout = s.duration(IdleTimeout, 0)
	s.HardTimeout = s.duration(HardTimeout, 0)
	s.HookTimeout = s.duration(HookTimeout, DefaultHookTimeout)
	for _, kv := range strings.Split(getenv(ToolMap), ",") {
		kv = strings.TrimSpace(kv)
		tool, gram, ok := strings.Cut(kv, "=")
		if !ok {
			continue
		}
		g, err := lexer.ParseGrammar(gram)
		s.ToolMap = append(s.ToolMap, ToolGrammar{Tool: tool, Entry: kv, Grammar: g, Err: err})
	}
	return s
}

// switchOf reads a Switch: "1" turns it on (when on may be asked for),
// "0" off; anything else warns and leaves it to guarded-sh.
func (s *Settings) switchOf(name string, on bool) Switch {
	switch v := s.Getenv(name); {
	case v == "":
	case v == "1" && on:
		return On
	case v == "0":
		return Off
	default:
		want := `"0"`
		if on {
			want = `"1" or "0"`
		}
		s.warnings[name] = fmt.Sprintf("%s=%q is not %s; ignored", name, v, want)
	}
	return Auto
}

// status reads an exit status from 1 to 255.
func (s *Settings) status(name string, def int) int {
	v := s.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 255 {
		s.warnings[name] = fmt.Sprintf("%s=%q is not an exit status from 1 to 255; using %d", name, v, def)
		return def
	}
	return n
}

// duration reads a positive duration.
func (s *Settings) duration(name string, def time.Duration) time.Duration {
	v := s.Getenv(name)
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		shown := def.String()
		if def == 0 {
			shown = "the default"
			if name == IdleTimeout || name == HardTimeout {
				shown = "none"
			}
		}
		s.warnings[name] = fmt.Sprintf("%s=%q is not a positive duration; using %s", name, v, shown)
		return def
	}
	return d
}

// Warning returns what is wrong with the setting name, or "".
func (s *Settings) Warning(name string) string { return s.warnings[name] }

// Warn writes, as guarded-sh's warnings, what is wrong with the settings
// named: each mode warns about the settings it uses, when it uses them.
func (s *Settings) Warn(w io.Writer, names ...string) {
	for _, n := range names {
		if m := s.warnings[n]; m != "" {
			fmt.Fprintf(w, "guarded-sh: warning: %s\n", m)
		}
	}
}
