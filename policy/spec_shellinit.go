package policy

// shellInitSpecs are programs whose output is shell code a startup file
// runs (eval "$(dircolors -b)", source <(kubectl completion bash)), each
// with the variables that code may set (spec.sets). Beyond them it only
// defines functions, which the analysis reads as the program's own name
// or an unknown command, and completion specs (complete -F). Evaluating
// such output leaves those variables unknown, not the whole shell.
var shellInitSpecs = []spec{
	{path: "dircolors", more: &specMore{moreCode: &moreCode{sets: []string{"LS_COLORS"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// An agent given a command runs it (ssh-agent bash): then the output
	// is that command's.
	{path: "ssh-agent", value: "aEPt", effect: effectRuns, more: &specMore{moreCode: &moreCode{sets: []string{"SSH_AUTH_SOCK", "SSH_AGENT_PID"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "gpg-agent", long: "--homedir --log-file --options", effect: effectRuns, more: &specMore{moreCode: &moreCode{sets: []string{"GPG_AGENT_INFO", "SSH_AUTH_SOCK", "SSH_AGENT_PID"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "keychain", more: &specMore{moreCode: &moreCode{sets: []string{"SSH_AUTH_SOCK", "SSH_AGENT_PID", "GPG_AGENT_INFO"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "pyenv init", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "PYENV_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "pyenv virtualenv-init", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "PYENV_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "rbenv init", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "RBENV_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "nodenv init", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "NODENV_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "goenv init", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "GOENV_*", "GOROOT", "GOPATH"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "fnm env", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "FNM_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "mise activate", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "MISE_*", "__MISE_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "rtx activate", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "RTX_*", "__RTX_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "direnv hook", more: &specMore{moreCode: &moreCode{sets: []string{"PROMPT_COMMAND", "DIRENV_*", "_direnv_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "starship init", more: &specMore{moreCode: &moreCode{sets: []string{"PROMPT_COMMAND", "PS1", "PS2", "STARSHIP_*", "PREEXEC_*", "_PRESERVED_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "zoxide init", more: &specMore{moreCode: &moreCode{sets: []string{"PROMPT_COMMAND", "_ZO_*", "__zoxide_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "brew shellenv", more: &specMore{moreCode: &moreCode{sets: []string{"PATH", "MANPATH", "INFOPATH", "HOMEBREW_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "kubectl completion", more: &specMore{moreCode: &moreCode{sets: []string{"__kubectl_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "helm completion", more: &specMore{moreCode: &moreCode{sets: []string{"__helm_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "gh completion", more: &specMore{moreCode: &moreCode{sets: []string{"__gh_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "docker completion", more: &specMore{moreCode: &moreCode{sets: []string{"__docker_*"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "rustup completions", more: &specMore{moreCode: &moreCode{sets: []string{}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "npm completion", more: &specMore{moreCode: &moreCode{sets: []string{"COMP_WORDBREAKS"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "pip completion", more: &specMore{moreCode: &moreCode{sets: []string{}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
}

// sourcedSets returns the variables a system file a startup file sources
// may set when it is too large for the guard to follow (MaxScript), as
// spec.sets: beyond them it defines functions and completion specs. Only
// the file at that absolute path counts, when the input did not write it.
func sourcedSets(p string) ([]string, bool) {
	switch p {
	case "/usr/share/bash-completion/bash_completion", "/etc/bash_completion", "/etc/profile.d/bash_completion.sh",
		"/opt/homebrew/etc/profile.d/bash_completion.sh", "/usr/local/etc/profile.d/bash_completion.sh":
		return []string{"BASH_COMPLETION_*", "COMP_*", "COMPAT_DIR", "_comp_*", "_backup_glob", "_blacklist_glob", "_xspecs", "_upvar*"}, true
	case "/usr/share/git/completion/git-completion.bash", "/usr/share/bash-completion/completions/git",
		"/usr/lib/git-core/git-sh-prompt", "/usr/share/git-core/contrib/completion/git-prompt.sh":
		return []string{"__git_*", "GIT_PS1_*"}, true
	}
	return nil, false
}
