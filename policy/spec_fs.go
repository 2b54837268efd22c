package policy

// fsSpecs are the commands that delete a machine's whole disk, with what
// was kept in it: a WSL distribution (the Linux home directory, its
// checkouts and dotfiles), a container VM (every image and volume, the
// databases' data among them). Deleting one VM of a test cluster by name
// stays vocab.go's; a prompt the tool asks first is kept (need).
var fsSpecs = []spec{
	{path: "wsl", value: "du", long: []string{"--distribution", "--user", "--cd", "--shell-type", "--distribution-id"}, need: []string{"--unregister"}, unless: []string{"--help"}, effect: effectExternal, rule: "fs.rm-user-data", what: "wsl --unregister deletes a Linux distribution with its whole disk (the home directory in it)"},
	{path: "wslconfig", win: true, need: []string{"/unregister", "/u"}, unless: []string{"/?"}, effect: effectExternal, rule: "fs.rm-user-data", what: "wslconfig /unregister deletes a Linux distribution with its whole disk (the home directory in it)"},
	{path: "podman machine rm", need: []string{"-f", "--force"}, unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "podman machine rm deletes the VM with every image and volume in it"},
	{path: "podman machine reset", need: []string{"-f", "--force"}, unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "podman machine reset deletes every machine with its images and volumes"},
	{path: "colima delete", value: "p", long: []string{"--profile"}, need: []string{"-f", "--force"}, unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "colima delete deletes the VM with every image and volume in it"},
	{path: "limactl delete", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "limactl delete deletes the VM with its disk"},
	{path: "limactl rm", unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "limactl rm deletes the VM with its disk"},
	{path: "docker-machine rm", need: []string{"-f", "--force", "-y"}, unless: helpUnless, effect: effectExternal, rule: "fs.volumes", what: "docker-machine rm deletes the VM with every image and volume in it"},
}
