package shim

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// A hookProtocol is one agent harness's hook protocol: how a tool call
// arrives on standard input and how a decision is answered. Each follows
// its harness's documentation, cited in its file.
type hookProtocol interface {
	// parse reads one event. A call with nothing to decide (another
	// event, a tool that neither runs, writes nor reads) has no commands,
	// writes or reads.
	parse(top map[string]json.RawMessage) (toolCall, error)
	// grammar is the grammar of tool's commands when GUARDED_SH_TOOL_MAP
	// does not name it; ok false when the protocol does not know the
	// tool (its commands are read with lexer.Auto).
	grammar(tool, cwd string, set *settings.Settings) (g lexer.Grammar, ok bool)
	// answer writes the decision on out; it returns the exit status.
	answer(out io.Writer, d hookDecision) (int, error)
	// refuse answers a call that could not be judged (bad input, an
	// internal error) with a refusal; it returns the exit status.
	refuse(out io.Writer, msg string) int
}

// hookProtocols are the known protocols by name; the first is the default.
var hookProtocols = []struct {
	name string
	p    hookProtocol
}{
	{"claude-code", claudeHook{}},
	{"gemini-cli", geminiHook{}},
	{"cursor", cursorHook{}},
}

// hookProtocolNames lists the known protocols for messages.
func hookProtocolNames() string {
	var names []string
	for _, h := range hookProtocols {
		names = append(names, h.name)
	}
	return strings.Join(names, ", ")
}

func findHookProtocol(name string) (hookProtocol, bool) {
	for _, h := range hookProtocols {
		if h.name == name {
			return h.p, true
		}
	}
	return nil, false
}

// toolCall is what a protocol read of one event.
type toolCall struct {
	Event, Tool, Cwd string
	// Mode is Claude Code's permission mode; "" elsewhere.
	Mode string
	// Commands are the shell commands the tool runs.
	Commands []string
	// Writes are the files the tool writes, with the text written.
	Writes []fileWrite
	// Reads are the paths the tool reads (a file, or a directory searched).
	Reads []string
	// Ignored, when not empty, says why the event is not one to decide.
	Ignored string
	// CanAsk reports whether the protocol can hand a confirmation to the
	// harness's human.
	CanAsk bool
}

type fileWrite struct{ Path, Text string }

// hookDecision is the answer to a call: "deny", "ask", or "allow" (also
// for a call with nothing to judge, Judged false); Message is guarded-sh's
// blocked/why/fix text; Warning a warning's, for an allowed call.
type hookDecision struct {
	Decision string
	Message  string
	Warning  string
	Judged   bool
}

// objStrings returns the string values of obj's keys that are name ignoring
// case, the exact key first. The harness reads the exact key; one that
// ignored case might read another, so each is judged. A value that is not
// a string is an error when strict, else left out.
func objStrings(obj map[string]json.RawMessage, tool, name string, strict bool) ([]string, error) {
	var exact, other []string
	for k, raw := range obj {
		if !strings.EqualFold(k, name) {
			continue
		}
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			if !strict {
				continue
			}
			return nil, fmt.Errorf("tool_input.%s of %s is not a string", k, tool)
		}
		if k == name {
			exact = append(exact, s)
		} else {
			other = append(other, s)
		}
	}
	slices.Sort(other) // a map has no order; the verdicts should
	return append(exact, other...), nil
}

// objStringLists is objStrings for keys whose value is a list of strings
// (or one string); values of other types are left out.
func objStringLists(obj map[string]json.RawMessage, name string) []string {
	var out []string
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !strings.EqualFold(k, name) {
			continue
		}
		var list []string
		if json.Unmarshal(obj[k], &list) == nil {
			out = append(out, list...)
			continue
		}
		var s string
		if json.Unmarshal(obj[k], &s) == nil {
			out = append(out, s)
		}
	}
	return out
}

// readHookObject reads the one JSON object of a hook's standard input.
func readHookObject(r io.Reader) (map[string]json.RawMessage, error) {
	if r == nil {
		return nil, errors.New("no standard input")
	}
	data, err := io.ReadAll(io.LimitReader(r, maxHookInput+1))
	if err != nil {
		return nil, fmt.Errorf("reading standard input: %w", err)
	}
	if len(data) > maxHookInput {
		return nil, fmt.Errorf("the tool call is larger than %d bytes", maxHookInput)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil || top == nil {
		if err == nil {
			err = errors.New("null")
		}
		return nil, fmt.Errorf("standard input is not a hook's JSON object: %v", err)
	}
	return top, nil
}

// topStrings reads the string fields of top into dst; a missing or null
// field is left empty, another type is an error.
func topStrings(top map[string]json.RawMessage, dst map[string]*string) error {
	keys := make([]string, 0, len(dst))
	for k := range dst {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if raw, ok := top[k]; ok && string(raw) != "null" {
			if err := json.Unmarshal(raw, dst[k]); err != nil {
				return fmt.Errorf("the hook's %q is not a string", k)
			}
		}
	}
	return nil
}

// toolEvent reads the fields Claude Code's and Gemini CLI's tool events
// share: hook_event_name, tool_name, cwd, tool_input (and modeKey, when
// not ""). An event other than event is Ignored.
func toolEvent(top map[string]json.RawMessage, event, modeKey string) (toolCall, map[string]json.RawMessage, error) {
	var c toolCall
	fields := map[string]*string{"hook_event_name": &c.Event, "tool_name": &c.Tool, "cwd": &c.Cwd}
	if modeKey != "" {
		fields[modeKey] = &c.Mode
	}
	if err := topStrings(top, fields); err != nil {
		return c, nil, err
	}
	if c.Tool == "" {
		return c, nil, errors.New(`the hook's input has no "tool_name"`)
	}
	in, err := toolInput(top, "tool_input", c.Tool)
	if err != nil {
		return c, nil, err
	}
	if c.Event != "" && c.Event != event {
		return toolCall{Event: c.Event, Tool: c.Tool, Ignored: c.Event + " is not a " + event + " event"}, nil, nil
	}
	return c, in, nil
}

// toolInput reads top's key as the tool's arguments: an object, or (as
// some harnesses send it) a string holding one.
func toolInput(top map[string]json.RawMessage, key, tool string) (map[string]json.RawMessage, error) {
	raw, ok := top[key]
	if !ok || string(raw) == "null" {
		return nil, nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err == nil {
		return obj, nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil && json.Unmarshal([]byte(s), &obj) == nil && obj != nil {
		return obj, nil
	}
	return nil, fmt.Errorf("%s of %s is not an object", key, tool)
}

// windowsPath reports whether p is a Windows path (C:\…, \\server\…): the
// harness runs on Windows.
func windowsPath(p string) bool {
	return len(p) > 2 && p[1] == ':' && (p[2] == '\\' || p[2] == '/') || strings.HasPrefix(p, `\\`)
}
