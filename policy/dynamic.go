package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Names only known at run time. A command whose subcommand is computed
// (git $(…) --hard, git "$SUB" -fdx) is judged as each subcommand it could
// be: the worst reading decides (git.dynamic). A command name computed at
// run time is fsDynamic's.

// gitDynamic judges git with a subcommand, or a setting that carries a
// command (gitConfigDynamic), only known at run time.
func gitDynamic(ctx *Context, c *Command) []Finding {
	if !isGit(c) {
		return nil
	}
	if f := gitConfigDynamic(ctx, c); f != nil {
		return f
	}
	at := -1
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		if !a.Literal {
			at = i
			break
		}
		if gitGlobal.takesValue(a.Value) {
			i++
			continue
		}
		if !strings.HasPrefix(a.Value, "-") {
			return nil // a literal subcommand: the git rules judge it
		}
	}
	if at < 0 || at+1 >= len(c.Args) {
		return nil // nothing after it: no options to make it dangerous
	}
	for i := range gitSubs {
		if gitSubs[i].extra().trait&traitRisky == 0 {
			continue
		}
		sub := strings.TrimPrefix(gitSubs[i].path, "git ")
		try := *c
		try.Args = append(append(append([]Word(nil), c.Args[:at]...), Word{Value: sub, Literal: true}), c.Args[at+1:]...)
		for _, f := range gitCommand(ctx, &try) {
			if f.Rule != "" {
				return []Finding{finding("git.dynamic", c,
					"git's subcommand ("+c.Args[at].Value+") is only known at run time, and as "+sub+" this command would be refused: "+f.Reason,
					"write the subcommand literally, e.g. `git status`, so it can be checked")}
			}
		}
	}
	return nil
}

// exportedGitConfig returns the GIT_CONFIG_* words exported in the input
// (export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=… earlier in the input: in
// git's environment too), found once a check: gitConfigDynamic asks for
// every git command.
func exportedGitConfig(ctx *Context) []string {
	if ctx == nil || ctx.Input == nil {
		return nil
	}
	return ctx.memo("input.gitConfigExports", func(whole *Context) any {
		var out []string
		for _, x := range whole.Input.Commands {
			if x.Is("export", "declare", "typeset") {
				for _, a := range x.Args {
					if strings.HasPrefix(a.Value, "GIT_CONFIG_") {
						out = append(out, a.Value)
					}
				}
			}
		}
		return out
	}).([]string)
}

// gitConfigDynamic judges git given a setting that carries a command
// (gitKeyRuns: alias.NAME=!CMD, core.pager, core.sshCommand, …) whose
// key, or the command's head, is only known at run time: git -c "$E",
// git -c alias.x="$CMD" x, git --config-env=core.pager=VAR (the value is
// the variable's), GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n or
// GIT_CONFIG_PARAMETERS on the command or exported in the input.
// Written literally the command is carried code, analysed as run here
// (gitCarried); unknown, its worst reading is any code run, so it is
// refused (git.dynamic), as a subcommand only known at run time is. A
// literal head with run-time arguments (core.sshCommand="ssh -i $KEY")
// is the head's to judge, and settings that run nothing (user.name,
// color.ui, http.extraHeader) may take any value.
func gitConfigDynamic(ctx *Context, c *Command) []Finding {
	p := parseArgs(&gitGlobal, c.Args)
	for _, o := range p.opts {
		if !o.hasValue {
			continue
		}
		switch o.name {
		case "-c":
			if o.literal {
				continue
			}
			key, value, _ := strings.Cut(o.value, "=")
			if f := gitUnknownSetting(c, "-c "+o.value, key, value, true); f != nil {
				return f
			}
		case "--config-env":
			key, env, _ := strings.Cut(o.value, "=")
			if f := gitUnknownSetting(c, "--config-env="+o.value, key, "$"+env, false); f != nil {
				return f
			}
		}
	}
	env := newGitEnvSettings()
	assigns := c.Assigns
	if exported := exportedGitConfig(ctx); len(exported) > 0 {
		assigns = append(assigns[:len(assigns):len(assigns)], exported...)
	}
	for _, as := range assigns {
		if rest := env.add(as); strings.ContainsAny(rest, "$`") {
			return gitUnknownSetting(c, as, "$GIT_CONFIG_PARAMETERS", "", false)
		}
	}
	for n, k := range env.keys {
		v, how := env.vals[n], env.hows[n]
		if how == "" {
			how = "GIT_CONFIG_KEY_" + n + "=" + k + " GIT_CONFIG_VALUE_" + n + "=" + v
		}
		if f := gitUnknownSetting(c, how, k, v, false); f != nil {
			return f
		}
	}
	return nil
}

// gitUnknownSetting returns git.dynamic's finding for the setting key=value
// (as given: how) when the key is only known at run time, or the key
// carries a command whose head is; pct counts cmd's %X% as run time
// too (a word the reader left not literal).
func gitUnknownSetting(c *Command, how, key, value string, pct bool) []Finding {
	runtime := func(s string) bool {
		return strings.ContainsAny(s, "$`") || pct && strings.Contains(s, "%")
	}
	fix := "write the setting literally so the command it runs can be checked, e.g. `git -c core.pager='less -R' log` or `git -c alias.last='log -1 HEAD' last`"
	if runtime(key) {
		return []Finding{finding("git.dynamic", c,
			"the git setting's name ("+how+") is only known at run time: at worst one that runs a command (core.pager, core.fsmonitor, alias.NAME=!CMD), so any code", fix)}
	}
	bang, ok := gitKeyRuns(key)
	if !ok {
		return nil
	}
	head := strings.TrimLeft(value, `"'`)
	if bang {
		// alias.x=$CMD may hold !CMD; alias.x="log $ARGS" is a git alias.
		head = strings.TrimLeft(strings.TrimPrefix(head, "!"), `"'`)
	}
	if head == "" || !runtime(head[:1]) && !(pct && head[0] == '%') {
		return nil
	}
	return []Finding{finding("git.dynamic", c,
		"git's "+key+" runs a command, and what it runs ("+how+") is only known at run time: at worst any code", fix)}
}

// varRefRe is an expansion of a named variable: $X, ${X…}; cmd's %X%,
// !X! and a for loop's %i or %%i.
var varRefRe = &lazyRegexp{expr: `\$\{?[A-Za-z_]|%%?[A-Za-z_]|![A-Za-z_]`, words: []string{"!", "$", "%"}}

// unknownCode refuses code whose text comes from a variable holding what
// the analysis cannot know — a command's output it cannot compute, a line
// read from input, or anything after a session's command it could not
// follow (State): as a command's name ($X args), or as the text eval,
// sh -c or source runs. A variable of the environment the guard started
// in, never set since ($EDITOR file), is not such a value, and a script
// on disk the input did not write is the script's own code (autoconf's
// configure sources "./$as_me.lineno"): the rules judge what they can
// of it.
//
// The same holds of the programs PowerShell and cmd launch by a word
// only known at run time: Start-Process $x, & $x, cmd /c … $x (cmd reads
// its line again, so any such word may add & and a command), cmd's call
// and start of %X% or !X! after set /p X= (a line typed or read from a
// file). A path under a variable of the environment the guard started
// in ("$env:ProgramFiles\App\app.exe", %ProgramFiles%) is allowed, as
// $EDITOR is: its worst reading is what the user's own machine set, not
// text the input fetched or read.
func unknownCode(ctx *Context, c *Command) []Finding {
	if c.File != "" {
		return nil
	}
	var w Word
	switch {
	case c.madeCode && c.Grammar == lexer.PowerShell:
		f := finding("sys.unknown-code", c,
			"it runs as code what a function the input itself defines returns, and the guard cannot compute that value, so what would run is unknown",
			"run the commands themselves rather than what a function returns, e.g. `Get-ChildItem .\\src` rather than `iex (f)`; or write the output to a file, read it, then run it: `f | Set-Content steps.ps1`, `Get-Content steps.ps1`, `.\\steps.ps1`")
		f.Undecided = true
		return []Finding{f}
	case c.madeCode:
		f := finding("sys.unknown-code", c,
			"it runs as code what code the input itself defines prints (a function, an interpreter's one-liner), and the guard cannot compute that output, so what would run is unknown",
			"run the commands themselves rather than what a function prints, e.g. `make test` rather than `eval \"$(f)\"`; or write the output to a file, read it, then run it: `f > steps.sh`, `cat steps.sh`, `bash steps.sh`")
		f.Undecided = true
		return []Finding{f}
	case c.Dynamic && c.Grammar == lexer.PowerShell && psLookupUnknown(c.Word0):
		f := finding("sys.unknown-code", c,
			"what it runs is the command "+strings.TrimSpace(c.Word0.Value)+" finds, which the guard cannot tell from its words (a pattern several commands match, or one the model does not know), so what would run is unknown",
			"name the command itself, e.g. `Get-ChildItem C:\\src` rather than `& (Get-Command Get-Child*)`")
		f.Undecided = true
		return []Finding{f}
	case c.Dynamic && c.Word0.Computed:
		w = c.Word0
	case c.Is("source", ".") && len(c.Args) > 0 && c.Args[0].Computed && !namedFile(c.Args[0].Value):
		w = c.Args[0]
	default:
		return nil
	}
	if !varRefRe.match(w.Value) {
		return nil // $(cmd) as the name: the substitution's command is judged
	}
	f := finding("sys.unknown-code", c,
		"the code it runs ("+w.Value+") comes from a variable holding a command's output or input the guard cannot read, so what would run is unknown",
		"write the command itself, e.g. `make test` rather than `$CMD`; to run a file's commands, run the file: `bash ./script.sh`")
	f.Undecided = true // it stands on what the analysis cannot know
	return []Finding{f}
}

// namedFile reports whether a path word names its file literally, only
// its directory coming from a variable ("$NVM_DIR/nvm.sh", as nvm's
// loader sources it): the script run is that file, which the project or
// the user installed, not text the variable holds.
func namedFile(v string) bool {
	i := strings.LastIndexByte(v, '/')
	base := strings.Trim(v[i+1:], `"'`)
	return i >= 0 && base != "" && !strings.ContainsAny(base, "$`*?[")
}

// psLookupUnknown reports whether w, the word & or . runs in PowerShell,
// is a Get-Command or Get-Alias whose command the reader could not name
// (psReader.lookedUp): & (gcm Invoke-Ex*) 'code', & (gcm -Noun $n).
func psLookupUnknown(w Word) bool {
	return len(w.Subst) > 0 && (w.Subst[0].Name == "get-command" || w.Subst[0].Name == "get-alias")
}
