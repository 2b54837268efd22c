package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

// Runtime hooks: variables that make a runtime load code before the
// program it was started for (JAVA_TOOL_OPTIONS=-javaagent:JAR mvn test,
// DOTNET_STARTUP_HOOKS=X.dll dotnet test, NODE_OPTIONS=--require X npm
// test, RUBYOPT=-rX, LD_PRELOAD=X). carried turns the value into the
// code it loads, judged as run here: a file this input downloaded is
// code from the network (net.pipe-shell), one written with text only
// known at run time unknown code, a module given by URL fetched as it
// starts (remoteModule). A hook loading a file kept in a temporary
// place anyone can write, outside the project, runs whatever is there
// when the program starts, inside every process of the build or the
// tests (sysTempHook). An agent of the project or of the build's own
// repository (-javaagent:./lib/jacocoagent.jar, ~/.m2/…) is everyday.

// jvmOptionsEnv reports whether the JVM takes the variable name's value
// as options: its own variables, and those its launchers pass on.
func jvmOptionsEnv(name string) bool {
	switch name {
	case "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "MAVEN_OPTS", "GRADLE_OPTS", "JAVA_OPTS":
		return true
	}
	return false
}

// hookLibEnv reports whether the variable name lists libraries or
// assemblies a runtime loads into each program it starts, before that
// program's own code: the dynamic linker's preloads and auditors (ld.so(8),
// dyld), .NET's startup hooks.
func hookLibEnv(name string) bool {
	switch name {
	case "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "DOTNET_STARTUP_HOOKS":
		return true
	}
	return false
}

// runtimeHookEnv reports whether the variable name makes a runtime load
// a file of code before the program it starts (sysTempHook): the
// libraries of hookLibEnv, the JVM's agents, the modules Node, Ruby and
// Perl preload. Not a shell's startup file nor Python's interactive one:
// those run as their own scripts would.
func runtimeHookEnv(name string) bool {
	return hookLibEnv(name) || jvmOptionsEnv(name) || name != "PYTHONSTARTUP" && preloadInterp(name) != ""
}

// jvmAgents returns the files a JVM loads as agents before main, as its
// options vals name them: -javaagent:JAR[=OPTS], -agentpath:LIB[=OPTS]
// (the java launcher's manual). -agentlib:NAME is a library of the JDK's
// own (jdwp) found by name.
func jvmAgents(vals []string) []string {
	var out []string
	for _, v := range vals {
		for _, opt := range []string{"-javaagent:", "-agentpath:"} {
			if f, ok := strings.CutPrefix(v, opt); ok {
				f, _, _ = strings.Cut(f, "=")
				if f != "" {
					out = append(out, f)
				}
			}
		}
	}
	return out
}

// jvmOnError are the JVM's options whose value is a command it runs
// through sh -c when the event happens.
var jvmOnError = [...]string{"-XX:OnError=", "-XX:OnOutOfMemoryError="}

// jvmCarried returns the code a JVM options variable's value makes every
// JVM run: each agent as a program run by its path, each error command
// as shell code. The value is split at blanks, with quotes kept
// together, as the JVM splits JAVA_TOOL_OPTIONS (read as env -S reads
// its string: envSplitString).
func jvmCarried(name, value string, literal bool) []carriedCode {
	var fields []string
	for _, w := range envSplitString(value) {
		fields = append(fields, w.Value)
	}
	var out []carriedCode
	for _, f := range jvmAgents(fields) {
		if !strings.ContainsAny(f, `/\:`) {
			f = "./" + f // a file of the working directory, not a command found on PATH
		}
		out = append(out, carriedCode{name + "=", Word{Value: shquote.Single(f), Literal: literal}})
	}
	for _, f := range fields {
		for _, opt := range jvmOnError {
			if cmd, ok := strings.CutPrefix(f, opt); ok && cmd != "" {
				out = append(out, carriedCode{name + "=", Word{Value: cmd, Literal: literal}})
			}
		}
	}
	return out
}

// remoteModule returns the URL an interpreter c is told to load as a
// module before its program (node --import=https://…/x.mjs, -r URL,
// --experimental-loader URL): fetched from the network as it starts,
// the whole module its code; "" for none. Only read when a word holds
// a URL.
func remoteModule(c *Command) string {
	if !slices.ContainsFunc(c.Args, func(w Word) bool { return strings.Contains(w.Value, "://") }) {
		return ""
	}
	s, args := interpSpecOf(c)
	if s == nil || len(s.extra().modOpts)+len(s.extra().libOpts) == 0 {
		return ""
	}
	for _, o := range parseArgs(s, args).opts {
		if o.hasValue && (s.extra().modOpts.has(o.name) || s.extra().libOpts.has(o.name)) && fetchedURL(o.value) {
			return o.value
		}
	}
	return ""
}

// hookFiles returns the files c, the code a runtime hook variable
// carries (carried), loads: the library or agent run by its path, or
// the modules an interpreter's options name (moduleFiles).
func hookFiles(c *Command) []string {
	if f := runsFile(c); f != "" {
		return []string{f}
	}
	if s := interpSpec(c.Name); s != nil && len(s.extra().modOpts)+len(s.extra().libOpts) > 0 {
		return moduleFiles(s, parseArgs(s, c.Args), nil)
	}
	return nil
}

// sysTempHook refuses a runtime hook (runtimeHookEnv) that loads a file
// kept in a temporary directory (fsScratch) into the program it starts:
// a place any user or process of this machine writes, outside the
// project, whose file runs first in every JVM, Node or .NET process,
// or every program, that command starts (mvn test forks many), with
// what no one here has read. c is that code as carried judges it: its
// last wrapper is the variable (NAME=).
func sysTempHook(ctx *Context, c *Command) *Finding {
	n := len(c.Wrappers)
	if n == 0 || !strings.HasSuffix(c.Wrappers[n-1], "=") {
		return nil
	}
	name := strings.TrimSuffix(c.Wrappers[n-1], "=")
	if !runtimeHookEnv(name) {
		return nil
	}
	proj := ctx.Env.Project
	if proj == "/" || proj == ctx.Env.Home || fsScratch.has(proj) {
		proj = "" // no project of its own: a session started in /tmp
	}
	for _, f := range hookFiles(c) {
		p, ok := ctx.Env.Path(Word{Value: f, Literal: true})
		if !ok || proj != "" && fsUnder(p, proj) {
			continue // the project's own, kept in a scratch directory
		}
		for _, d := range fsScratch {
			if fsUnder(p, d) {
				fix := "keep the file in the project and point the variable there (`" + name + "=…./lib/" + path.Base(p) + "`), or let the build load it (a plugin of the build file)"
				if jvmOptionsEnv(name) {
					fix = "keep the agent in the project or the build's repository and point to it there (`-javaagent:./lib/" + path.Base(p) + "`), or let the build add it (jacoco's plugin)"
				}
				f := finding("sys.written-code", c, name+" makes every program the command starts load "+f+" first, a file in "+d+", where any user or program of this machine may have put it: what it runs cannot be read here", fix)
				return &f
			}
		}
	}
	return nil
}

// makeShell is how carried names the program make runs each recipe with
// (make SHELL=PROG).
const makeShell = "make SHELL="

// sysRecipeShell refuses a build tool's recipe shell that is no shell
// nor interpreter (make SHELL=./x.sh): every recipe, and every $(shell …),
// is handed to that program as its arguments, which runs whatever it
// holds instead of the commands the makefile shows. c is the code
// carried judges (carried: PROG -c :).
func sysRecipeShell(c *Command) *Finding {
	i := slices.Index(c.Wrappers, makeShell)
	if i < 0 || c.Dynamic || c.Name == "" || isShell(c, c.Name) || wrapperSpec(c) != nil {
		return nil
	}
	for _, w := range c.Wrappers[i+1:] {
		// Only precommands between (SHELL='env bash', 'sudo sh'): past
		// the shell's own -c, its commands are the recipe's.
		if f := strings.Fields(w); len(f) == 0 || wrapperNamed(c, f[0]) == nil {
			return nil
		}
	}
	f := finding("sys.written-code", c, "make would hand every recipe to "+c.Word0.Value+", a program that is no shell, in place of the shell: what it runs instead of the makefile's commands cannot be read here",
		"let make use its own shell (drop SHELL=), or a shell by its name (`make SHELL=/bin/bash`); run the program itself as a command, where it is checked")
	return &f
}
