package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Guards, hooks and agent harnesses read on/off switches from the
// environment, and their names say so: AGENT_GUARD_DISABLE, CLAUDE_SKIP_HOOKS,
// SHELL_GUARD_ENABLED, SANDBOX=off, APPROVAL_MODE=never. A switch names a
// mechanism (a word of switchMechanisms) and either negates it (a word of
// switchNegations: set to anything but a false value it turns the mechanism
// off) or not (set to a false value, or unset when it ends in the mechanism
// or ENABLED, it turns it off). Changed for the session or for good, every
// later command and agent runs without it (self.env). Words are the name's
// _-separated parts, so WEBHOOK_URL or DISABLE_SPRING name no mechanism.

// switchMechanisms are the words that name a checking mechanism.
var switchMechanisms = set{
	"APPROVAL", "APPROVALS", "CONFIRM", "CONFIRMATION", "CONFIRMATIONS", "GUARD", "GUARDRAIL",
	"GUARDRAILS", "GUARDS", "HOOK", "HOOKS", "PERMISSION", "PERMISSIONS", "SAFEMODE", "SAFETY",
	"SANDBOX", "SANDBOXING",
}

// switchNegations are the words that make a switch turn its mechanism off.
var switchNegations = set{
	"BYPASS", "DANGEROUSLY", "DISABLE", "DISABLED", "IGNORE", "NO", "OFF", "SKIP", "UNSAFE", "WITHOUT",
	"YOLO",
}

// switchEnds are the last words of a switch whose removal turns it off.
var switchEnds = set{"ACTIVE", "ENABLE", "ENABLED", "ENABLES", "ON"}

// switchOffValues are the values that turn a switch that does not negate
// its mechanism off ($null: PowerShell's removal).
var switchOffValues = set{
	"", "$FALSE", "$NULL", "0", "AUTO", "BYPASS", "BYPASSPERMISSIONS", "DANGER-FULL-ACCESS", "DISABLE",
	"DISABLED", "FALSE", "FULL-AUTO", "N", "NEVER", "NO", "NONE", "OFF", "SKIP", "YOLO",
}

// switchFalse are the values a negating switch is left on with.
var switchFalse = set{"", "$FALSE", "$NULL", "0", "FALSE", "N", "NO", "OFF"}

// guardSwitchOff reports whether setting name to value (or removing it,
// when unset) turns off the mechanism its name switches.
func guardSwitchOff(name, value string, unset bool) bool {
	words := strings.Split(strings.ToUpper(name), "_")
	mech, neg := false, false
	for i, w := range words {
		// SAFE names a mechanism only as a safe mode (AGENT_SAFE_MODE):
		// THREAD_SAFE, ac_safe_unquote are no switches of a check.
		mech = mech || switchMechanisms.has(w) || w == "SAFE" && i+1 < len(words) && words[i+1] == "MODE"
		neg = neg || switchNegations.has(w)
	}
	if !mech && !slices.Contains(words, "YOLO") {
		return !unset && len(words) > 1 && agentProcess.get().MatchString(words[0]) && agentSettingOff(words[1:], value)
	}
	last := words[len(words)-1]
	if unset {
		return !neg && (switchMechanisms.has(last) || switchEnds.has(last))
	}
	v := strings.ToUpper(strings.Trim(value, `"' `))
	if neg {
		return !switchFalse.has(v)
	}
	if (slices.Contains(words, "PERMISSION") || slices.Contains(words, "PERMISSIONS")) && permitsAll(value) {
		return true // OPENCODE_PERMISSION='"allow"', '{"bash":"allow"}'
	}
	return switchOffValues.has(v)
}

// permitsAll reports whether value, a permission setting's (a word, or
// a JSON map of tools to actions as opencode's OPENCODE_PERMISSION
// takes), allows everything, or every shell command, without asking.
func permitsAll(value string) bool {
	v := strings.ToLower(strings.Trim(value, `"' `))
	return v == "allow" || v == "allow-all" || allowsShell.get().MatchString(value)
}

// allowsShell matches a JSON map's entry allowing every tool or the
// shell's: "*": "allow", "bash": "allow".
var allowsShell = &lazyRegexp{expr: `(?i)"(\*|bash|shell)"\s*:\s*"allow"`}

// agentModeWords name an agent's mode of working; autonomousValues are
// the modes in which it asks no one (GOOSE_MODE=auto, --mode yolo).
var (
	agentModeWords   = set{"AUTONOMY", "MODE", "POLICY"}
	autonomousValues = set{"ALLOW-ALL", "AUTO", "AUTONOMOUS", "AUTOPILOT", "BYPASS", "BYPASSPERMISSIONS", "DANGER-FULL-ACCESS", "FULL-AUTO", "FULLAUTO", "FULL_AUTO", "UNRESTRICTED", "YOLO"}
)

// agentSettingOff reports whether an agent's setting (words, the name's
// upper-case words after the agent's own) given value lets it act
// unasked: a mode that asks no one (GOOSE_MODE=auto, CODEX_MODE=full-auto),
// or words that grant everything always (AIDER_YES_ALWAYS=1,
// AUTO_APPROVE_ALL), set to anything but a false value.
func agentSettingOff(words []string, value string) bool {
	v := strings.ToUpper(strings.Trim(value, `"' `))
	grant, all := false, false
	for _, w := range words {
		if agentModeWords.has(w) && autonomousValues.has(v) {
			return true
		}
		grant = grant || grantWords.hasLower(w)
		all = all || allWords.hasLower(w)
	}
	return grant && all && !switchFalse.has(v)
}

// envRemovals returns the names of the environment variables c removes
// for the rest of the session: unset NAME, Remove-Item Env:\NAME.
func envRemovals(c *Command) []string {
	var out []string
	switch {
	case c.Grammar.IsPosix() && c.Name == "unset":
		for _, a := range c.Args {
			if a.Value == "-f" {
				return nil // functions
			}
			if !strings.HasPrefix(a.Value, "-") {
				out = append(out, a.Value)
			}
		}
	case c.Grammar.IsPosix() && c.Name == "env":
		for i, a := range c.Args {
			if (a.Value == "-u" || a.Value == "--unset") && i+1 < len(c.Args) {
				out = append(out, c.Args[i+1].Value)
			} else if v, ok := strings.CutPrefix(a.Value, "--unset="); ok {
				out = append(out, v)
			}
		}
	case c.Grammar == lexer.PowerShell && psRemovesItem.has(c.Name):
		for _, a := range c.Args {
			v := a.Value
			if len(v) > 4 && strings.EqualFold(v[:4], "env:") {
				out = append(out, strings.TrimLeft(v[4:], `\/`))
			}
		}
	}
	return out
}

// envKey matches the registry keys that hold the user's and the
// machine's environment variables.
var envKey = &lazyRegexp{expr: `(?i)(^|\\|:)environment$`}

// psRemovesItem are PowerShell's cmdlets (and aliases) that remove an item
// of a drive, the env: drive's variables among them.
var psRemovesItem = set{"clear-item", "cli", "del", "erase", "rd", "remove-item", "ri", "rm", "rmdir"}

// psSetsItem are PowerShell's cmdlets (and aliases) that set or create
// an item of a drive, the env: drive's variables among them.
var psSetsItem = set{"new-item", "ni", "set-item", "si"}

// selfGuardSwitch is the self.env finding for c turning off, for the
// session or for good, a mechanism an environment switch controls. A
// script's NAME=value alone sets a shell variable that ends with the
// script (autoconf's ac_safe_unquote=): only the session's own count.
func selfGuardSwitch(env *Env, c *Command) *Finding {
	settings := envSettings(c)
	if c.Grammar.IsPosix() && c.Name == "" && c.Word0.Value == "" && c.File == "" && env.Script == "" {
		settings = append(settings, c.Assigns...) // NAME=value alone
	}
	bad := func(name, what string) *Finding {
		f := finding("self.env", c, what+" "+name+" for the session or for good switches off the guard, hook, sandbox or approval it names, for every later command and agent",
			"leave "+name+" as it is; if a check is in the way, ask the user")
		return &f
	}
	if c.Grammar == lexer.PowerShell && psSetsItem.has(c.Name) {
		// Set-Item Env:NAME VALUE, New-Item -Path Env:\ -Name NAME -Value V
		b, _ := psBind(c)
		for _, w := range append(b["-Path"], b["-LiteralPath"]...) {
			if p := w.Value; len(p) >= 4 && strings.EqualFold(p[:4], "env:") {
				name := strings.TrimLeft(p[4:], `\/`)
				if name == "" {
					name = b.value("-Name")
				}
				settings = append(settings, name+"="+b.value("-Value"))
			}
		}
	}
	if c.Name == "launchctl" && len(c.Args) > 1 && (c.Args[0].Value == "setenv" || c.Args[0].Value == "unsetenv") {
		// launchd's environment: every program launchd starts from now on.
		v := ""
		if len(c.Args) > 2 {
			v = c.Args[2].Value
		}
		if guardSwitchOff(c.Args[1].Value, v, c.Args[0].Value == "unsetenv") {
			return bad(c.Args[1].Value, "setting")
		}
	}
	if c.Grammar.IsPosix() && (c.Name == "readonly" || c.Name == "local") {
		for _, a := range c.Args {
			if strings.Contains(a.Value, "=") && !strings.HasPrefix(a.Value, "-") {
				settings = append(settings, a.Value) // readonly NAME=v: set, and kept so
			}
		}
	}
	if slices.ContainsFunc(regWrittenKeys(c), func(k string) bool { return envKey.get().MatchString(k) }) { // compiled only for registry writes
		// The registry's Environment keys, where setx writes: every later
		// process of the user or the machine gets the value.
		b, _ := psBind(c)
		name, value := b.value("-Name"), b.value("-Value")
		for i, a := range c.Args {
			if i+1 < len(c.Args) && strings.EqualFold(a.Value, "/v") {
				name = c.Args[i+1].Value
			}
			if i+1 < len(c.Args) && strings.EqualFold(a.Value, "/d") {
				value = c.Args[i+1].Value
			}
		}
		removed := strings.EqualFold(c.Name, "remove-itemproperty") || strings.EqualFold(c.Name, "rp") || len(c.Args) > 0 && strings.EqualFold(c.Args[0].Value, "delete")
		if name != "" && guardSwitchOff(name, value, removed) {
			return bad(name, "setting")
		}
	}
	for _, s := range settings {
		name, value, _ := strings.Cut(s, "=")
		name = strings.TrimPrefix(name, "env:")
		if guardSwitchOff(name, value, false) {
			return bad(name, "setting")
		}
	}
	for _, name := range envRemovals(c) {
		if guardSwitchOff(name, "", true) {
			return bad(name, "removing")
		}
	}
	return nil
}

// Environment loaders put a project file's variables into the shell as
// it enters the directory: direnv runs .envrc as bash code (writes.go
// judges it as written, as a startup file), mise sets the [env] table of
// its configuration files. A switch turned off there (AGENT_GUARD = "off")
// is turned off for every later command once the loader trusts the file.

// miseConfig reports whether p is one of mise's configuration files,
// whose [env] table mise loads into the environment.
func miseConfig(p string) bool {
	switch path.Base(p) {
	case ".mise.toml", "mise.toml", ".mise.local.toml", "mise.local.toml", ".rtx.toml":
		return true
	case "config.toml", "config.local.toml":
		return path.Base(path.Dir(p)) == "mise" || path.Base(path.Dir(p)) == ".mise"
	}
	return false
}

// tomlAssign matches a TOML key = value line.
var tomlAssign = &lazyRegexp{expr: `(?m)^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$`}

// loadedSwitchOff returns the name of a switch the text of a loaded
// file turns off ("" when none): in the table named env of a mise
// configuration ([env]), or in every line of a .env file (env "", its
// lines NAME=VALUE, or export NAME=VALUE).
func loadedSwitchOff(text, env string) string {
	table := ""
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimSpace(line)
		if env != "" && strings.HasPrefix(t, "[") {
			table = strings.Trim(t, "[] ")
			continue
		}
		if table != env {
			continue
		}
		if env == "" {
			line = strings.TrimPrefix(t, "export ")
		}
		if m := tomlAssign.get().FindStringSubmatch(line); m != nil && guardSwitchOff(m[1], m[2], false) {
			return m[1]
		}
	}
	return ""
}
