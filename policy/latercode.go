package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Settings that make code run later: a variable or a tool's
// configuration key that names a program, a module or a file of code
// that later programs load or start by themselves (sys.persistence), or
// a package source (sys.package-source, pkgsource.go). They are kept for
// the session (export, $env:NAME =, cmd's set), or for good: setx,
// [Environment]::SetEnvironmentVariable(…, 'User'), the registry's
// Environment keys, launchctl setenv, go env -w, npm config set, git
// config, and any of them written into a shell's startup file (whose
// text is judged as the code it is, under a "written to" wrapper).
//
//   - a package source other than the public registry, kept for the
//     session or for good, is refused;
//   - a program or code file in a temporary, public or hidden place
//     (hiddenPayload), kept for the session or for good, is refused;
//   - a preload (a library, a module, an agent, a startup file loaded
//     into every later interpreter: LD_PRELOAD, PERL5OPT=-MX,
//     NODE_OPTIONS=--require X, JAVA_TOOL_OPTIONS=-javaagent:X) kept for
//     good is refused wherever it points: every later program of that
//     kind runs it first. For the session it is the agent's own
//     business, as one command's VAR=v cmd is.

// laterProgramEnv are the variables, besides the ones that carry shell
// code (shellEnv) and those naming a file of code (codeFileEnv), whose
// value is a program a tool runs in its place or around it: compilers'
// wrappers, the build tools' exec hooks, npm's script shell. Compared in
// upper case.
var laterProgramEnv = set{
	"CARGO_BUILD_RUSTC", "CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER", "CARGO_BUILD_RUSTC_WRAPPER",
	"CARGO_BUILD_RUSTDOC", "CC", "CORECLR_PROFILER_PATH", "COR_PROFILER_PATH", "CXX",
	"DOTNET_STARTUP_HOOKS", "GOFLAGS", "NPM_CONFIG_NODE_OPTIONS", "NPM_CONFIG_SCRIPT_SHELL",
	"NPM_CONFIG_SHELL", "RUSTC", "RUSTC_WORKSPACE_WRAPPER", "RUSTC_WRAPPER", "RUSTDOC",
}

// programEnv reports whether the variable name's value is a program a
// tool starts with arguments of its own (laterProgramEnv's programs, not
// GOFLAGS' options nor the profilers' and startup hooks' libraries), or
// cargo's runner or linker for a target (CARGO_TARGET_<TRIPLE>_RUNNER).
func programEnv(name string) bool {
	up := strings.ToUpper(name)
	if strings.HasPrefix(up, "CARGO_TARGET_") && (strings.HasSuffix(up, "_RUNNER") || strings.HasSuffix(up, "_LINKER")) {
		return true
	}
	return laterProgramEnv.has(up) && up != "GOFLAGS" && up != "NPM_CONFIG_NODE_OPTIONS" && !strings.HasSuffix(up, "_PATH") && up != "DOTNET_STARTUP_HOOKS"
}

// laterCodeVar reports whether the variable name names code a later
// program runs.
func laterCodeVar(name string) bool {
	return shellEnv.has(name) || codeFileEnv.has(name) || laterProgramEnv.has(strings.ToUpper(name))
}

// preload matches, by the variable's name, a value that loads code into
// every later program that reads it.
func preload(name, value string) bool {
	value = strings.Trim(value, `"' `)
	if value == "" || nullDevice(value) {
		return false
	}
	switch strings.ToUpper(name) {
	case "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "PYTHONSTARTUP", "DOTNET_STARTUP_HOOKS", "CORECLR_PROFILER_PATH", "COR_PROFILER_PATH",
		"USERINITMPRLOGONSCRIPT": // the script Windows runs at every logon
		return true
	case "NODE_OPTIONS", "NPM_CONFIG_NODE_OPTIONS":
		return nodePreload.match(value)
	case "PERL5OPT":
		return perlPreload.match(value)
	case "RUBYOPT":
		return rubyPreload.match(value)
	}
	if jvmOptionsEnv(strings.ToUpper(name)) {
		return javaPreload.match(value) // MAVEN_OPTS, GRADLE_OPTS and JAVA_OPTS too
	}
	return false
}

var (
	nodePreload = &lazyRegexp{expr: `(^|\s)(-r|--require|--import|--loader|--experimental-loader)(\s|=|$)`, words: []string{"-r", "--require", "--import", "--loader", "--experimental-loader"}}
	perlPreload = &lazyRegexp{expr: `(^|\s)-[MmdI]`}
	rubyPreload = &lazyRegexp{expr: `(^|\s)-r`}
	javaPreload = &lazyRegexp{expr: `(?i)-(javaagent|agentpath|agentlib|xbootclasspath)`, words: []string{"agent", "bootclasspath"}}
)

// writtenForLater reports whether c is code of a file written to run
// later (a shell's startup file, a hook, a cron table): its settings
// hold for every later shell.
func writtenForLater(c *Command) bool {
	for _, w := range c.Wrappers {
		if strings.HasPrefix(w, "written to ") {
			return true
		}
	}
	return false
}

// keptSettings returns NAME=VALUE of each variable, or configuration
// key read as the variable the tool also takes it from, that c keeps:
// for the session (envSettings), and, in good, those kept for good.
func keptSettings(c *Command) (session, good []string) {
	session = envSettings(c)
	later := writtenForLater(c)
	if later && c.Name == "" && c.Grammar.IsPosix() {
		session = append(session, c.Assigns...) // /etc/environment, ~/.pam_environment
	}
	if later {
		good = append(good, session...)
	}
	switch c.Name {
	case "setx", "setx.exe":
		// setx NAME VALUE [/M]: the value may begin with - (-Mhook).
		var ops []string
		for i := 0; i < len(c.Args); i++ {
			v := c.Args[i].Value
			if strings.HasPrefix(v, "/") && len(v) == 2 {
				if l := strings.ToLower(v); l == "/s" || l == "/u" || l == "/p" || l == "/k" || l == "/f" || l == "/a" || l == "/r" || l == "/d" {
					return session, good // another machine's, or read from a file or the registry
				}
				continue
			}
			ops = append(ops, v)
		}
		if len(ops) == 2 {
			good = append(good, ops[0]+"="+ops[1])
		}
	case "":
		if c.Grammar == lexer.PowerShell && psSetEnvScope(c) {
			good = append(good, session...)
		}
	case "launchctl":
		if len(c.Args) == 3 && c.Args[0].Value == "setenv" {
			good = append(good, c.Args[1].Value+"="+c.Args[2].Value)
		}
	case "go":
		if len(c.Args) > 1 && c.Args[0].Value == "env" && hasArg(c.Args, "-w") {
			for _, a := range c.Args[1:] {
				if assignedName(a.Value) {
					good = append(good, a.Value)
				}
			}
		}
	case "npm", "pnpm", "yarn":
		if kv, ok := npmConfigSet(c); ok {
			good = append(good, kv)
		}
	case "reg", "reg.exe", "set-itemproperty", "sp", "new-itemproperty":
		if slices.ContainsFunc(regWrittenKeys(c), func(k string) bool { return strings.HasSuffix(strings.ToLower(k), `\environment`) }) {
			if name, value, ok := regValue(c); ok {
				good = append(good, name+"="+value)
			}
		}
	}
	return session, good
}

// npmConfigSet returns npm config set KEY VALUE (npm, pnpm, yarn; also
// KEY=VALUE) as the variable every later npm reads it from:
// NPM_CONFIG_KEY=VALUE.
func npmConfigSet(c *Command) (string, bool) {
	switch c.Name {
	case "npm", "pnpm", "yarn":
	default:
		return "", false
	}
	ops := make([]string, 0, 4)
	for _, a := range c.Args {
		// The word after set's key is its value, dashes and all
		// (node-options '--require ./x.js').
		if n := len(ops); !strings.HasPrefix(a.Value, "-") || n > 1 && ops[n-2] == "set" && !strings.Contains(ops[n-1], "=") {
			ops = append(ops, a.Value)
		}
	}
	if len(ops) > 0 && ops[0] == "config" {
		ops = ops[1:]
	}
	if len(ops) < 2 || ops[0] != "set" {
		return "", false
	}
	kv := ops[1]
	if !strings.Contains(kv, "=") && len(ops) > 2 {
		kv += "=" + ops[2]
	}
	i := strings.IndexByte(kv+"=", '=')
	return "NPM_CONFIG_" + strings.ToUpper(strings.ReplaceAll(kv[:i], "-", "_")) + kv[i:], true
}

// psSetEnvScope reports whether c's [Environment]::SetEnvironmentVariable
// call names the User or Machine scope: kept for good, in the registry.
func psSetEnvScope(c *Command) bool {
	for w := range c.words() {
		if w.Quoted || !containsLower(w.Value, "setenvironmentvariable") {
			continue
		}
		l := strings.ToLower(w.Value)
		return strings.Contains(l, "user") || strings.Contains(l, "machine")
	}
	return false
}

// regValue returns the value name and data a registry write sets: reg
// add KEY /v NAME /d DATA, Set-ItemProperty -Path KEY -Name NAME -Value
// DATA (or positionally).
func regValue(c *Command) (name, value string, ok bool) {
	if c.Name == "reg" || c.Name == "reg.exe" {
		for i := 0; i+1 < len(c.Args); i++ {
			switch strings.ToLower(c.Args[i].Value) {
			case "/v", "-v":
				name, ok = c.Args[i+1].Value, true
			case "/d", "-d":
				value = c.Args[i+1].Value
			}
		}
		return name, value, ok
	}
	b, _ := psBind(c)
	name, value = b.value("-Name"), b.value("-Value")
	return name, value, name != ""
}

// sysLaterSettings is the finding for the settings c keeps that make
// code run later, or installs come from elsewhere.
func sysLaterSettings(c *Command) *Finding {
	session, good := keptSettings(c)
	for _, kv := range append(session, good...) {
		name, value, _ := strings.Cut(kv, "=")
		name = strings.TrimPrefix(strings.TrimPrefix(name, "env:"), "ENV:")
		if sourceVar(name) && untrustedSource(value) {
			f := finding("sys.package-source", c, sourceWhy("setting "+name, value), sourceFix)
			return &f
		}
		if laterCodeVar(name) {
			if why := hiddenPayload(value, false); why != "" {
				f := finding("sys.persistence", c, "keeping "+name+" set to "+why+" makes the programs started later run it, unchecked", persistFix)
				return &f
			}
		}
	}
	for _, kv := range good {
		name, value, _ := strings.Cut(kv, "=")
		if preload(name, value) {
			f := finding("sys.persistence", c, "setting "+name+" for good loads "+strings.Trim(value, `"'`)+" into every later program that reads it, before its own code, unchecked",
				"set it for the one command that needs it (`"+name+"=… cmd`); what every later program loads is for a human to set up")
			return &f
		}
	}
	for _, cc := range gitCarried(c) {
		if strings.HasPrefix(cc.how, "git config ") {
			if why := hiddenPayload(cc.code.Value, false); why != "" {
				f := finding("sys.persistence", c, "it sets "+strings.TrimPrefix(cc.how, "git config ")+" to "+why+", which git runs later by itself, unchecked", persistFix)
				return &f
			}
		}
	}
	return nil
}
