package policy

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	toml "github.com/pelletier/go-toml/v2"
)

// Configuration file locations.
const (
	// SystemConfigFile is the system layer, for every user of the machine.
	SystemConfigFile = "/etc/guarded-sh/policy.toml"
	// ProjectConfigName is the project layer's file name, at the project root.
	ProjectConfigName = ".guarded-sh.toml"
	// ConfigEnvVar names a file that takes the user file's place.
	ConfigEnvVar = "GUARDED_SH_CONFIG"
)

// maxConfigSize bounds what is read of a configuration file.
const maxConfigSize = 1 << 20

// ConfigEnv says where the configuration layers are. The zero value has no
// system layer, no user layer unless Getenv finds HOME or
// XDG_CONFIG_HOME, and no project layer.
type ConfigEnv struct {
	// System is the system file; "" for none.
	System string
	// User is the user file; "" derives it from Getenv: GUARDED_SH_CONFIG,
	// else $XDG_CONFIG_HOME/guarded-sh/policy.toml, else
	// $HOME/.config/guarded-sh/policy.toml.
	User string
	// Getenv reads the environment; nil reads none.
	Getenv func(string) string
	// Cwd is the working directory, Project the project root; with
	// Project "", the project root is found from Cwd (the directory holding
	// .git at or above it, else Cwd). With both "", there is no project
	// layer.
	Cwd, Project string

	// Debounce is how long Watch waits after the last change before it
	// reloads; 0 means 100 ms.
	Debounce time.Duration
	// Poll, when positive, makes Watch look at the files at this interval
	// instead of subscribing to file system events (for file systems
	// without them, such as some network mounts).
	Poll time.Duration
	// Loosen lets Watch take in changes that loosen the policy; without
	// it, only those that tighten it or leave it as strict take effect.
	Loosen bool
}

func (e ConfigEnv) getenv(name string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(name)
}

// userFile returns the user layer's file when no GUARDED_SH_CONFIG applies.
func (e ConfigEnv) userFile() string {
	if e.User != "" {
		return e.User
	}
	if x := e.getenv("XDG_CONFIG_HOME"); filepath.IsAbs(x) {
		return filepath.Join(x, "guarded-sh", "policy.toml")
	}
	if h := e.getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "guarded-sh", "policy.toml")
	}
	return ""
}

// envFile returns the file GUARDED_SH_CONFIG names, made absolute against
// Cwd.
func (e ConfigEnv) envFile() string {
	f := e.getenv(ConfigEnvVar)
	if f == "" || e.User != "" {
		return ""
	}
	if !filepath.IsAbs(f) && e.Cwd != "" {
		f = filepath.Join(e.Cwd, f)
	}
	return filepath.Clean(f)
}

// projectFile returns the project layer's file, or "".
func (e ConfigEnv) projectFile() string {
	root := e.Project
	if root == "" {
		if e.Cwd == "" {
			return ""
		}
		root = projectRoot(filepath.Clean(e.Cwd))
	}
	return filepath.Join(root, ProjectConfigName)
}

// Warning is a problem with the configuration. Warnings never stop a
// command: the layer concerned is skipped, or the key ignored, and the
// message says which.
type Warning struct {
	File string // the configuration file; "" when none is concerned
	Line int    // 1-based; 0 when unknown
	Msg  string
}

// String says where and what: "FILE:LINE: MSG", "FILE: MSG" or "MSG".
func (w Warning) String() string {
	switch {
	case w.File == "":
		return w.Msg
	case w.Line > 0:
		return fmt.Sprintf("%s:%d: %s", w.File, w.Line, w.Msg)
	}
	return fmt.Sprintf("%s: %s", w.File, w.Msg)
}

// Config is a loaded configuration: the policy its layers make, and the
// settings that are not policy. A Config is immutable and safe for
// concurrent use; LoadConfig and Watch make them.
//
// The configuration is TOML files layered over the built-in defaults. The
// format (docs/config.md has the long version):
//
//	profile = "agent"          # agent (the default), root or off
//	lock = true                # system file only: ignore GUARDED_SH_CONFIG,
//	                           # and let the user file only tighten
//	protected = ["MY_TOKEN"]   # more credential variable names
//
//	[actions]                  # rule id or family name = block|confirm|warn|allow
//	"git.push-force" = "confirm"
//	publish = "warn"
//
//	[[rule]]                   # a custom prefix rule
//	id = "publish.status-page"
//	prefix = ["fduty", "status-page", "change-create"]  # or one string, split on spaces
//	action = "block"           # the default
//	reason = "changing the public status page is visible to every customer"
//	fix = "ask a human to post the status change"
//
//	oneshot = "supervise"      # or "exec": how one-shot commands (-c) run
//	no_color = true            # stream and interactive sessions: programs told not to colour
//
//	[audit]
//	path = "/var/log/guarded-sh/audit.jsonl"   # or "off"
//
// The layers, each over the one before: the built-in defaults, the system
// file (/etc/guarded-sh/policy.toml), the user file
// ($XDG_CONFIG_HOME/guarded-sh/policy.toml, else
// ~/.config/guarded-sh/policy.toml; GUARDED_SH_CONFIG=PATH takes its
// place), and the project file (.guarded-sh.toml at the project root: the
// top of the git work tree holding the working directory, else the working
// directory). The project file, and the user file when the system file sets
// lock = true, may only tighten: raise actions, add protected names and
// custom rules, move the profile toward agent. Whatever would loosen is
// ignored with a warning naming the key.
//
// A configuration never stops commands from running: a missing file is no
// layer; a file that cannot be read, parsed or validated is skipped as a
// whole (the other layers still apply) and reported as a Warning.
type Config struct {
	policy    *Policy
	auditPath string
	oneShot   string
	noColor   *bool
	audit     *AuditConfig
	advisor   *AdvisorConfig
	files     []string
	locked    bool
	warnings  []Warning
}

// Policy returns the policy the layers make.
func (c *Config) Policy() *Policy { return c.policy }

// AuditPath returns the audit log's path set by [audit] path: an absolute
// path (a leading ~/ is expanded), or "off" or "-" for no audit log; ""
// when no layer sets it, and the audit package's default applies.
func (c *Config) AuditPath() string { return c.auditPath }

// One-shot modes: how a command string (sh -c) runs once it is allowed.
const (
	OneShotExec      = "exec"      // the real shell replaces guarded-sh
	OneShotSupervise = "supervise" // the real shell runs as guarded-sh's child, watched
)

// OneShot returns the one-shot mode set by oneshot: OneShotExec,
// OneShotSupervise, or "" when no layer sets it.
func (c *Config) OneShot() string { return c.oneShot }

// NoColor returns no_color: whether the programs of a session are told not
// to colour their output (NO_COLOR and the like), and whether a layer set
// it at all.
func (c *Config) NoColor() (on, set bool) {
	if c.noColor == nil {
		return false, false
	}
	return *c.noColor, true
}

// Files returns the files whose layers were applied, in order.
func (c *Config) Files() []string { return slices.Clone(c.files) }

// Locked reports whether the system file sets lock = true.
func (c *Config) Locked() bool { return c.locked }

// Warnings returns the warnings of the load that made c.
func (c *Config) Warnings() []Warning { return slices.Clone(c.warnings) }

// LoadConfig builds the policy from the built-in defaults and the
// configuration layers env names. It never fails: whatever is wrong with
// a file is a Warning, and the returned Config is always usable. The
// warnings are also in Config.Warnings.
func LoadConfig(env ConfigEnv) (*Config, []Warning) {
	return (&loader{}).load(env)
}

// ActionFor returns what p does about a finding of the rule id (a built-in
// rule or a custom one), after the profile and the configured actions.
func (p *Policy) ActionFor(id string) Action {
	a, custom := Allow, false
	for _, r := range p.custom {
		if r.ID == id {
			a, custom = max(a, r.Action), true
		}
	}
	if custom {
		return p.limit(a)
	}
	return p.action(id)
}

// Protected returns the credential names p protects beyond the built-in
// list.
func (p *Policy) Protected() []string { return slices.Clone(p.protected) }

// CustomRules returns p's custom prefix rules.
func (p *Policy) CustomRules() []CustomRule { return slices.Clone(p.custom) }

// layerKind is where a file sits in the layering.
type layerKind int

const (
	layerSystem  layerKind = iota
	layerUser              // the user file
	layerEnv               // the file GUARDED_SH_CONFIG names, in the user file's place
	layerProject           // the project file: may only tighten
)

// layer is one configuration file to load.
type layer struct {
	path string
	kind layerKind
}

// loader loads configurations; Watch keeps one to remember the last good
// version of each file.
type loader struct {
	lastGood map[string][]byte // by path; nil when not kept
	sig      []string          // with lastGood: what each file held at the last load
}

// layers returns the files of env, in order, given whether the system file
// locks the configuration.
func (env ConfigEnv) layers(locked bool) (ls []layer, ws []Warning) {
	if env.System != "" {
		ls = append(ls, layer{env.System, layerSystem})
	}
	if f := env.envFile(); f != "" {
		if locked {
			ws = append(ws, Warning{File: env.System, Msg: fmt.Sprintf("%s=%s is ignored: the system file sets lock = true", ConfigEnvVar, env.getenv(ConfigEnvVar))})
			if u := env.userFile(); u != "" {
				ls = append(ls, layer{u, layerUser})
			}
		} else {
			ls = append(ls, layer{f, layerEnv})
		}
	} else if u := env.userFile(); u != "" {
		ls = append(ls, layer{u, layerUser})
	}
	if f := env.projectFile(); f != "" && !slices.ContainsFunc(ls, func(l layer) bool { return l.path == f }) {
		ls = append(ls, layer{f, layerProject})
	}
	return ls, ws
}

// load reads and merges the layers of env.
func (ld *loader) load(env ConfigEnv) (*Config, []Warning) {
	s := newMergeState(env.getenv("HOME"))
	var ws []Warning
	var files []string

	// The system file first: it decides whether the configuration is
	// locked, and so which other files count.
	apply := func(l layer, tighten bool) {
		fc, w := ld.read(l, s.customIDs())
		ws = append(ws, w...)
		if fc == nil {
			return
		}
		files = append(files, l.path)
		ws = append(ws, s.merge(fc, l, tighten)...)
	}
	ls, lw := env.layers(false)
	if len(ls) > 0 && ls[0].kind == layerSystem {
		apply(ls[0], false)
		if s.locked {
			ls, lw = env.layers(true)
		}
		ls = ls[1:]
	}
	ws = append(ws, lw...)
	for _, l := range ls {
		apply(l, l.kind == layerProject || (s.locked && l.kind == layerUser))
	}
	c := &Config{
		policy:    s.policy(),
		auditPath: s.auditPath,
		oneShot:   s.oneShot,
		noColor:   s.noColor,
		audit:     s.audit,
		advisor:   s.advisor,
		files:     files,
		locked:    s.locked,
		warnings:  ws,
	}
	return c, ws
}

// read reads and parses the file of l. A missing file is no layer and no
// warning, unless GUARDED_SH_CONFIG names it. A file that cannot be used
// gives warnings and, when the loader kept one, its last good version.
func (ld *loader) read(l layer, custom map[string]bool) (*fileConfig, []Warning) {
	data, err := readConfigFile(l.path)
	if ld.lastGood != nil {
		if err != nil {
			ld.sig = append(ld.sig, l.path+"\x00!"+err.Error())
		} else {
			ld.sig = append(ld.sig, l.path+"\x00"+string(data))
		}
	}
	// os.IsNotExist, not errors.Is: readConfigFile's errors are os's own,
	// and errors.Is's test for an Is method built an itab at run time,
	// reading type data no other code of a one-shot guarded-sh -c reads.
	if os.IsNotExist(err) {
		if ld.lastGood != nil {
			delete(ld.lastGood, l.path)
		}
		if l.kind == layerEnv {
			return nil, []Warning{{File: l.path, Msg: fmt.Sprintf("%s names a file that does not exist; no user configuration applies", ConfigEnvVar)}}
		}
		return nil, nil
	}
	var ws []Warning
	var fc *fileConfig
	if err != nil {
		ws = []Warning{{File: l.path, Msg: err.Error()}}
	} else if fc, ws = parseConfig(l.path, data, custom); fc != nil {
		if ld.lastGood != nil {
			ld.lastGood[l.path] = data
		}
		return fc, nil
	}
	if old, ok := ld.lastGood[l.path]; ok {
		if fc, _ = parseConfig(l.path, old, custom); fc != nil {
			return fc, append(ws, Warning{File: l.path, Msg: "the last good version of this file stays in force"})
		}
	}
	return nil, append(ws, Warning{File: l.path, Msg: "this file is not applied; the built-in defaults and the other files are"})
}

// readConfigFile reads a configuration file: a regular file (a FIFO or a
// device would block or never end) of at most maxConfigSize bytes.
func readConfigFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (%s)", fi.Mode().Type())
	}
	if fi.Size() > maxConfigSize {
		return nil, fmt.Errorf("larger than %d bytes", maxConfigSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }() // read only
	data, err := io.ReadAll(io.LimitReader(f, maxConfigSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxConfigSize {
		return nil, fmt.Errorf("larger than %d bytes", maxConfigSize)
	}
	return data, nil
}

// fileConfig is one file's settings, validated.
type fileConfig struct {
	path        string
	profile     string
	lock, hasLk bool
	actions     []actionEntry // in the order of the file
	protected   []string
	rules       []CustomRule
	auditPath   string
	hasAudit    bool
	oneShot     string
	noColor     *bool
	audit       *AuditConfig
	advisor     *AdvisorConfig
	lines       *lineIndex
}

type actionEntry struct {
	key    string // rule id, custom id or family
	action Action
}

// families returns the families of the built-in rules.
func families() map[string]bool {
	f := map[string]bool{}
	for _, r := range catalog {
		if fam, _, ok := strings.Cut(r.ID, "."); ok {
			f[fam] = true
		}
	}
	return f
}

// fileTOML is a configuration file as decoded, strictly: a key it does not
// name is reported at its line.
type fileTOML struct {
	Profile   *string           `toml:"profile"`
	Lock      *bool             `toml:"lock"`
	OneShot   *string           `toml:"oneshot"`
	NoColor   *bool             `toml:"no_color"`
	Protected []string          `toml:"protected"`
	Actions   map[string]string `toml:"actions"`
	Rule      []ruleTOML        `toml:"rule"`
	Audit     *struct {
		Path    *string `toml:"path"`
		Sink    any     `toml:"sink"`     // a sink or a list of them
		MaxSize any     `toml:"max_size"` // bytes, or "8MB"
		Keep    any     `toml:"keep"`
	} `toml:"audit"`
	Advisor any `toml:"advisor"` // read by parseAdvisor, which reports its own keys
}

// ruleTOML is one [[rule]] table.
type ruleTOML struct {
	ID     *string `toml:"id"`
	Prefix any     `toml:"prefix"` // a string of words, or a list of them
	Action *string `toml:"action"`
	Reason *string `toml:"reason"`
	Fix    *string `toml:"fix"`
}

// wantOf says what each key takes, for a value of the wrong type.
var wantOf = table[string]{
	{"profile", `profile: want "` + ProfileAgent + `", "` + ProfileRoot + `" or "` + ProfileOff + `"`},
	{"lock", "lock: want true or false"},
	{"oneshot", `oneshot: want "` + OneShotExec + `" or "` + OneShotSupervise + `"`},
	{"no_color", "no_color: want true or false"},
	{"protected", "protected: want a list of variable names"},
	{"actions", "actions: write it as an [actions] table of rule = action (block, confirm, warn or allow)"},
	{"rule", "rule: write custom rules as [[rule]] tables"},
	{"audit", "audit: write it as an [audit] table"},
	{"audit.path", "audit.path: want an absolute path, ~/path, or \"off\""},
	{"rule.id", "rule.id: want a rule id such as \"publish.status-page\""},
	{"rule.action", "rule.action: want block, confirm, warn or allow"},
	{"rule.reason", "rule.reason: want a string"},
	{"rule.fix", "rule.fix: want a string"},
}

// decodeConfig decodes data strictly. A file that cannot be decoded gives
// one warning at its line; keys it does not know give one each, and the
// rest is decoded.
func decodeConfig(path string, data []byte) (*fileTOML, []Warning) {
	var doc fileTOML
	err := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields().Decode(&doc)
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) {
		var ws []Warning
		for _, e := range strict.Errors {
			line, _ := e.Position()
			ws = append(ws, Warning{File: path, Line: line, Msg: unknownKey(e.Key())})
		}
		return &doc, ws
	}
	if err != nil {
		w := Warning{File: path, Msg: strings.TrimPrefix(err.Error(), "toml: ")}
		var de *toml.DecodeError
		if errors.As(err, &de) {
			w.Line, _ = de.Position()
			if key := de.Key(); strings.Contains(w.Msg, "cannot decode") {
				want, known := wantOf.get(strings.Join(key, "."))
				switch {
				case known:
					w.Msg = want
				case len(key) == 2 && key[0] == "actions":
					w.Msg = fmt.Sprintf("actions: %q is not an action (want block, confirm, warn or allow)", key[1])
				}
			}
		}
		return nil, []Warning{w}
	}
	return &doc, nil
}

// unknownKey words a key the configuration does not have.
func unknownKey(key toml.Key) string {
	switch {
	case len(key) > 1 && key[0] == "rule":
		return fmt.Sprintf("rule: unknown key %q (want id, prefix, action, reason or fix)", key[1])
	case len(key) > 1 && key[0] == "audit":
		return fmt.Sprintf("audit: unknown key %q (want path, sink, max_size or keep)", key[1])
	case len(key) == 0:
		return "unknown key"
	}
	return fmt.Sprintf("unknown key %q (want profile, lock, protected, oneshot, no_color, actions, rule, audit or advisor)", key[0])
}

// parseConfig parses and validates one file. custom holds the ids of the
// custom rules of the layers before it, which [actions] may name. On any
// error it returns nil and every error found as a warning.
func parseConfig(path string, data []byte, custom map[string]bool) (*fileConfig, []Warning) {
	doc, ws := decodeConfig(path, data)
	if doc == nil {
		return nil, ws
	}
	fc := &fileConfig{path: path, lines: &lineIndex{data: data}}
	bad := func(msg string, key ...string) {
		ws = append(ws, Warning{File: path, Line: fc.lines.line(key...), Msg: msg})
	}
	if p := doc.Profile; p != nil {
		if *p != ProfileAgent && *p != ProfileRoot && *p != ProfileOff {
			bad(fmt.Sprintf("profile: %q is not a profile (want %q, %q or %q)", *p, ProfileAgent, ProfileRoot, ProfileOff), "profile")
		} else {
			fc.profile = *p
		}
	}
	if doc.Lock != nil {
		fc.lock, fc.hasLk = *doc.Lock, true
	}
	if m := doc.OneShot; m != nil {
		if *m != OneShotExec && *m != OneShotSupervise {
			bad(fmt.Sprintf("oneshot: %q is not a one-shot mode (want %q or %q)", *m, OneShotExec, OneShotSupervise), "oneshot")
		} else {
			fc.oneShot = *m
		}
	}
	fc.noColor = doc.NoColor
	for i, n := range doc.Protected {
		if !isVarName(n) {
			bad(fmt.Sprintf("protected: %q is not a variable name", n), "protected", strconv.Itoa(i))
			continue
		}
		fc.protected = append(fc.protected, n)
	}
	for i, t := range doc.Rule {
		if r, ok := parseRule(t, i, bad); ok {
			fc.rules = append(fc.rules, r)
		}
	}
	if a := doc.Audit; a != nil {
		for _, kv := range []struct {
			key string
			val any
		}{{"sink", a.Sink}, {"max_size", a.MaxSize}, {"keep", a.Keep}} {
			if kv.val == nil {
				continue
			}
			if fc.audit == nil {
				fc.audit = &AuditConfig{MaxSize: -1, Keep: -1}
			}
			parseAuditKey(fc.audit, kv.key, kv.val, bad)
		}
	}
	if doc.Advisor != nil {
		fc.advisor = parseAdvisor(doc.Advisor, path, bad)
	}
	if doc.Audit != nil && doc.Audit.Path != nil {
		p := *doc.Audit.Path
		if !(p == "off" || p == "-" || filepath.IsAbs(p) || strings.HasPrefix(p, "~/")) {
			bad(fmt.Sprintf("audit.path: %q is not an absolute path, ~/path, or \"off\"", p), "audit", "path")
		} else {
			fc.auditPath, fc.hasAudit = p, true
		}
	}
	ids := map[string]bool{}
	for i, r := range fc.rules {
		if r.ID == "" {
			continue
		}
		if ids[r.ID] {
			bad(fmt.Sprintf("rule.id: %q is the id of another rule of this file", r.ID), "rule", strconv.Itoa(i), "id")
		}
		ids[r.ID] = true
	}
	fams := families()
	for _, k := range sortedKeys(doc.Actions) { // a family before its rules
		a, err := ParseAction(doc.Actions[k])
		if err != nil {
			bad(fmt.Sprintf("actions: %q: %v", k, err), "actions", k)
			continue
		}
		if _, builtin := ruleInfo(k); !builtin && !fams[k] && !ids[k] && !custom[k] {
			bad(fmt.Sprintf("actions: %q is not a rule id, a family (%s) or the id of a custom rule", k, strings.Join(sortedKeys(fams), ", ")), "actions", k)
			continue
		}
		fc.actions = append(fc.actions, actionEntry{k, a})
	}
	if len(ws) > 0 {
		sort.SliceStable(ws, func(i, j int) bool { return ws[i].Line < ws[j].Line })
		return nil, ws
	}
	return fc, nil
}

// parseRule validates the i'th [[rule]] table.
func parseRule(t ruleTOML, i int, bad func(string, ...string)) (CustomRule, bool) {
	at := strconv.Itoa(i)
	r := CustomRule{Action: Block}
	good := true
	if t.ID != nil {
		switch s := *t.ID; {
		case !isRuleID(s):
			bad(fmt.Sprintf("rule.id: %q is not a rule id (lowercase letters, digits, '.', '-', '_', as in \"publish.status-page\")", s), "rule", at, "id")
			good = false
		default:
			if _, builtin := ruleInfo(s); builtin {
				bad(fmt.Sprintf("rule.id: %q is a built-in rule; give the custom rule its own id, or set the built-in's action under [actions]", s), "rule", at, "id")
				good = false
			} else {
				r.ID = s
			}
		}
	}
	if t.Prefix != nil {
		var words []string
		if s, ok := t.Prefix.(string); ok {
			words = strings.Fields(s)
		} else if words, ok = stringList(t.Prefix); !ok {
			words = nil
		}
		if len(words) == 0 || slices.Contains(words, "") {
			bad(fmt.Sprintf("rule.prefix: %s is not a command prefix (a string of words, or a list of them)", show(t.Prefix)), "rule", at, "prefix")
			good = false
		} else {
			r.Prefix = words
		}
	}
	if t.Action != nil {
		a, err := ParseAction(*t.Action)
		if err != nil {
			bad(fmt.Sprintf("rule.action: %v", err), "rule", at, "action")
			good = false
		} else {
			r.Action = a
		}
	}
	if good && t.Prefix == nil {
		bad("rule: prefix is missing: the command's name and first arguments it matches", "rule", at)
		good = false
	}
	if t.Reason != nil {
		r.Reason = *t.Reason
	}
	if t.Fix != nil {
		r.Fix = *t.Fix
	}
	if r.Reason == "" {
		r.Reason = fmt.Sprintf("the guarded-sh configuration names `%s` as a command an agent must not run on its own", strings.Join(r.Prefix, " "))
	}
	if r.Fix == "" {
		r.Fix = "ask the user to run it themselves"
	}
	return r, good
}

// mergeState is the configuration merged so far.
type mergeState struct {
	profile   string
	actions   map[string]Action
	protected []string
	custom    []CustomRule
	auditPath string
	oneShot   string
	noColor   *bool
	audit     *AuditConfig
	advisor   *AdvisorConfig
	locked    bool
	home      string // $HOME, for audit paths
}

func newMergeState(home string) *mergeState {
	return &mergeState{profile: ProfileAgent, actions: map[string]Action{}, home: home}
}

// customIDs returns the ids of the custom rules so far.
func (s *mergeState) customIDs() map[string]bool {
	ids := make(map[string]bool, len(s.custom))
	for _, r := range s.custom {
		if r.ID != "" {
			ids[r.ID] = true
		}
	}
	return ids
}

// effective returns the action of a built-in rule id in the state so far.
func (s *mergeState) effective(id string) Action {
	return (&Policy{profile: s.profile, actions: s.actions}).action(id)
}

// profileRank orders the profiles from the loosest.
func profileRank(p string) int {
	switch p {
	case ProfileRoot:
		return 1
	case ProfileAgent:
		return 2
	}
	return 0
}

// merge applies fc, the file of layer l, over s. With tighten, whatever
// would loosen is ignored with a warning.
func (s *mergeState) merge(fc *fileConfig, l layer, tighten bool) []Warning {
	var ws []Warning
	warn := func(msg string, key ...string) {
		ws = append(ws, Warning{File: fc.path, Line: fc.lines.line(key...), Msg: msg})
	}
	why := "a project file may only tighten"
	if l.kind != layerProject {
		why = "the system file sets lock = true, so the user file may only tighten"
	}
	if fc.hasLk {
		if l.kind == layerSystem {
			s.locked = fc.lock
		} else {
			warn(fmt.Sprintf("lock is only honoured in the system file (%s); ignored", SystemConfigFile), "lock")
		}
	}
	if fc.profile != "" {
		if tighten && profileRank(fc.profile) < profileRank(s.profile) {
			warn(fmt.Sprintf("profile = %q would loosen the profile %q; %s; ignored", fc.profile, s.profile, why), "profile")
		} else {
			s.profile = fc.profile
		}
	}
	for _, n := range fc.protected {
		if !slices.Contains(s.protected, n) {
			s.protected = append(s.protected, n)
		}
	}
	for _, r := range fc.rules {
		i := slices.IndexFunc(s.custom, func(o CustomRule) bool { return r.ID != "" && o.ID == r.ID })
		if i >= 0 && !tighten {
			s.custom[i] = r // a later layer redefines the rule
			continue
		}
		s.custom = append(s.custom, r)
	}
	for _, e := range fc.actions {
		s.setAction(e, tighten, func(msg string) { warn(msg+"; "+why+"; ignored", "actions", e.key) })
	}
	if fc.oneShot != "" {
		if tighten && fc.oneShot == OneShotExec {
			warn(fmt.Sprintf("oneshot = %q would stop the watchdog; %s; ignored", fc.oneShot, why), "oneshot")
		} else {
			s.oneShot = fc.oneShot
		}
	}
	if fc.noColor != nil {
		s.noColor = fc.noColor // colour is no matter of safety: any layer
	}
	if fc.hasAudit {
		if tighten {
			warn(fmt.Sprintf("audit.path: only the system and user files may move the audit log; %s; ignored", why), "audit", "path")
		} else {
			s.auditPath = expandHome(fc.auditPath, s.home)
		}
	}
	s.mergeExt(fc, tighten, l.kind == layerProject, why, warn)
	return ws
}

// setAction applies one [actions] entry; loosen reports what it refused.
func (s *mergeState) setAction(e actionEntry, tighten bool, loosen func(string)) {
	var custom []int // the custom rules e names
	for i, r := range s.custom {
		if r.ID == e.key {
			custom = append(custom, i)
		}
	}
	if len(custom) > 0 {
		for _, i := range custom {
			if tighten && e.action < s.custom[i].Action {
				loosen(fmt.Sprintf("actions: %q = %q would loosen %q", e.key, e.action, s.custom[i].Action))
				continue
			}
			s.custom[i].Action = e.action
		}
		return
	}
	if !tighten {
		s.actions[e.key] = e.action
		return
	}
	if _, builtin := ruleInfo(e.key); builtin {
		if cur := s.effective(e.key); e.action < cur {
			loosen(fmt.Sprintf("actions: %q = %q would loosen %q", e.key, e.action, cur))
		} else {
			s.actions[e.key] = e.action
		}
		return
	}
	// A family, rule by rule: raise those below, leave those above.
	var above []string
	for _, r := range Rules() {
		if fam, _, _ := strings.Cut(r.ID, "."); fam != e.key {
			continue
		}
		if cur := s.effective(r.ID); e.action < cur {
			above = append(above, fmt.Sprintf("%s (%s)", r.ID, cur))
		} else {
			s.actions[r.ID] = e.action
		}
	}
	if len(above) > 0 {
		loosen(fmt.Sprintf("actions: %q = %q would loosen %s; applied only where it tightens", e.key, e.action, strings.Join(above, ", ")))
	}
}

// policy builds the merged policy.
func (s *mergeState) policy() *Policy {
	opts := []Option{WithProfile(s.profile), WithProtected(s.protected...), WithCustom(s.custom...)}
	for k, a := range s.actions {
		opts = append(opts, WithAction(k, a))
	}
	return New(opts...)
}

// expandHome expands a leading ~/ of p against home.
func expandHome(p, home string) string {
	if strings.HasPrefix(p, "~/") && home != "" {
		return filepath.Join(home, p[2:])
	}
	return p
}

// lineIndex finds the line of a key in a file's text. It is built only
// when a warning needs it.
type lineIndex struct {
	data  []byte
	lines map[string]int // by key path, joined with NUL
}

// line returns the line of the key at path, or of its nearest ancestor
// found; 0 when none is.
func (ix *lineIndex) line(path ...string) int {
	if ix == nil {
		return 0
	}
	ix.build()
	for n := len(path); n > 0; n-- {
		if l, ok := ix.lines[strings.Join(path[:n], "\x00")]; ok {
			return l
		}
	}
	return 0
}

// build finds every key's line with the decoder's strict mode: decoded
// into a skeleton that knows only the tables, each key is reported missing,
// at its position; decoded into one that knows nothing, each [[rule]]
// header is, which numbers the rules.
func (ix *lineIndex) build() {
	if ix.lines != nil {
		return
	}
	ix.lines = map[string]int{}
	var headers []int // of the [[rule]] tables
	for _, k := range missingKeys(ix.data, &struct{}{}) {
		if len(k.key) == 1 && k.key[0] == "rule" {
			headers = append(headers, k.line)
			ix.set([]string{"rule", strconv.Itoa(len(headers) - 1)}, k.line)
			continue
		}
		ix.set(k.key, k.line)
	}
	var skeleton struct {
		Actions struct{}   `toml:"actions"`
		Audit   struct{}   `toml:"audit"`
		Rule    []struct{} `toml:"rule"`
	}
	for _, k := range missingKeys(ix.data, &skeleton) {
		path := k.key
		if len(path) > 1 && path[0] == "rule" {
			n := 0 // the rule whose header is the last before the key
			for n < len(headers) && headers[n] <= k.line {
				n++
			}
			path = append([]string{"rule", strconv.Itoa(max(n-1, 0))}, path[1:]...)
		}
		for i := 1; i <= len(path); i++ {
			ix.set(path[:i], k.line)
		}
	}
}

func (ix *lineIndex) set(path []string, line int) {
	k := strings.Join(path, "\x00")
	if _, ok := ix.lines[k]; !ok {
		ix.lines[k] = line
	}
}

// keyLine is a key and the line it is on.
type keyLine struct {
	key  []string
	line int
}

// missingKeys decodes data strictly into v and returns the keys v lacks,
// with their lines.
func missingKeys(data []byte, v any) []keyLine {
	err := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields().Decode(v)
	var strict *toml.StrictMissingError
	if !errors.As(err, &strict) {
		return nil
	}
	var out []keyLine
	for _, e := range strict.Errors {
		line, _ := e.Position()
		out = append(out, keyLine{e.Key(), line})
	}
	return out
}

// stringList returns v as a list of strings.
func stringList(v any) ([]string, bool) {
	list, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]string, 0, len(list))
	for _, e := range list {
		s, ok := e.(string)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// show renders a TOML value for a message.
func show(v any) string {
	switch v := v.(type) {
	case string:
		return strconv.Quote(v)
	case map[string]any:
		return "a table"
	case []any:
		return "a list"
	case nil:
		return "nothing"
	}
	var b bytes.Buffer
	fmt.Fprint(&b, v)
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// isVarName reports whether s is a shell variable name.
func isVarName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if c != '_' && !('a' <= c && c <= 'z') && !('A' <= c && c <= 'Z') && (i == 0 || !('0' <= c && c <= '9')) {
			return false
		}
	}
	return true
}

// isRuleID reports whether s is a rule id: lowercase letters, digits, '.',
// '-' and '_', starting with a letter.
func isRuleID(s string) bool {
	if s == "" || !('a' <= s[0] && s[0] <= 'z') {
		return false
	}
	for _, c := range s {
		if c != '.' && c != '-' && c != '_' && !('a' <= c && c <= 'z') && !('0' <= c && c <= '9') {
			return false
		}
	}
	return true
}
