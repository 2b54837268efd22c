package policy

// shellInitSpecs are programs whose output is shell code a startup file
// runs (eval "$(dircolors -b)", source <(kubectl completion bash)), each
// with the variables that code may set (spec.sets). Beyond them it only
// defines functions, which the analysis reads as the program's own name
// or an unknown command, and completion specs (complete -F). Evaluating
// such output leaves those variables unknown, not the whole shell.
var shellInitSpecs = []spec{
	{path: "dircolors", more: &specMore{sets: []string{"LS_COLORS"}}},
	// An agent given a command runs it (ssh-agent bash): then the output
	// is that command's.
	{path: "ssh-agent", value: "aEPt", effect: effectRuns, more: &specMore{sets: []string{"SSH_AUTH_SOCK", "SSH_AGENT_PID"}}},
	{path: "gpg-agent", long: []string{"--options", "--homedir", "--log-file"}, effect: effectRuns, more: &specMore{sets: []string{"GPG_AGENT_INFO", "SSH_AUTH_SOCK", "SSH_AGENT_PID"}}},
	{path: "keychain", more: &specMore{sets: []string{"SSH_AUTH_SOCK", "SSH_AGENT_PID", "GPG_AGENT_INFO"}}},
	{path: "pyenv init", more: &specMore{sets: []string{"PATH", "PYENV_*"}}},
	{path: "pyenv virtualenv-init", more: &specMore{sets: []string{"PATH", "PYENV_*"}}},
	{path: "rbenv init", more: &specMore{sets: []string{"PATH", "RBENV_*"}}},
	{path: "nodenv init", more: &specMore{sets: []string{"PATH", "NODENV_*"}}},
	{path: "goenv init", more: &specMore{sets: []string{"PATH", "GOENV_*", "GOROOT", "GOPATH"}}},
	{path: "fnm env", more: &specMore{sets: []string{"PATH", "FNM_*"}}},
	{path: "mise activate", more: &specMore{sets: []string{"PATH", "MISE_*", "__MISE_*"}}},
	{path: "rtx activate", more: &specMore{sets: []string{"PATH", "RTX_*", "__RTX_*"}}},
	{path: "direnv hook", more: &specMore{sets: []string{"PROMPT_COMMAND", "DIRENV_*", "_direnv_*"}}},
	{path: "starship init", more: &specMore{sets: []string{"PROMPT_COMMAND", "PS1", "PS2", "STARSHIP_*", "PREEXEC_*", "_PRESERVED_*"}}},
	{path: "zoxide init", more: &specMore{sets: []string{"PROMPT_COMMAND", "_ZO_*", "__zoxide_*"}}},
	{path: "brew shellenv", more: &specMore{sets: []string{"PATH", "MANPATH", "INFOPATH", "HOMEBREW_*"}}},
	{path: "kubectl completion", more: &specMore{sets: []string{"__kubectl_*"}}},
	{path: "helm completion", more: &specMore{sets: []string{"__helm_*"}}},
	{path: "gh completion", more: &specMore{sets: []string{"__gh_*"}}},
	{path: "docker completion", more: &specMore{sets: []string{"__docker_*"}}},
	{path: "rustup completions", more: &specMore{sets: []string{}}},
	{path: "npm completion", more: &specMore{sets: []string{"COMP_WORDBREAKS"}}},
	{path: "pip completion", more: &specMore{sets: []string{}}},
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
