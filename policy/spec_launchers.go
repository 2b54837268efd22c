package policy

// launcherSpecs are package and environment runners: each runs the
// command in its operands, judged by every rule as if typed alone. Adding
// one is one entry here and its corpus cases.
var launcherSpecs = []spec{
	{path: "npx", value: "pc", long: []string{"--package", "--call", "--cache", "--registry", "--userconfig"}, effect: effectRuns},
	{path: "npm exec", value: "pc", long: []string{"--package", "--call", "--workspace"}, effect: effectRuns},
	{path: "npm x", value: "pc", long: []string{"--package", "--call", "--workspace"}, effect: effectRuns},
	{path: "pnpm dlx", long: []string{"--package", "--reporter"}, effect: effectRuns},
	{path: "pnpm exec", value: "C", long: []string{"--filter", "--dir", "--reporter"}, effect: effectRuns},
	{path: "pnpx", long: []string{"--package"}, effect: effectRuns},
	{path: "yarn dlx", value: "p", long: []string{"--package"}, effect: effectRuns},
	{path: "yarn exec", effect: effectRuns},
	{path: "bunx", value: "p", long: []string{"--package"}, effect: effectRuns},
	{path: "bun x", value: "p", long: []string{"--package"}, effect: effectRuns},
	{path: "uv run", value: "wp", long: []string{"--with", "--with-requirements", "--with-editable", "--python", "--project", "--directory", "--env-file", "--package", "--extra", "--group", "--index", "--index-url", "--cache-dir", "--config-file"}, effect: effectRuns},
	{path: "uvx", value: "wp", long: []string{"--with", "--from", "--python", "--index", "--index-url", "--cache-dir"}, effect: effectRuns},
	{path: "uv tool run", value: "wp", long: []string{"--with", "--from", "--python", "--index", "--index-url"}, effect: effectRuns},
	{path: "pipx run", long: []string{"--spec", "--python", "--index-url", "--pip-args"}, effect: effectRuns},
	{path: "poetry run", value: "C", long: []string{"--directory", "--project"}, effect: effectRuns},
	{path: "pdm run", value: "pg", long: []string{"--project", "--venv"}, effect: effectRuns},
	{path: "hatch run", value: "e", long: []string{"--env"}, effect: effectRuns},
	{path: "pipenv run", effect: effectRuns},
	{path: "rye run", effect: effectRuns},
	{path: "pixi run", value: "e", long: []string{"--environment", "--manifest-path"}, effect: effectRuns},
	{path: "conda run", value: "np", long: []string{"--name", "--prefix", "--cwd"}, effect: effectRuns},
	{path: "mamba run", value: "np", long: []string{"--name", "--prefix", "--cwd"}, effect: effectRuns},
	{path: "micromamba run", value: "np", long: []string{"--name", "--prefix", "--cwd"}, effect: effectRuns},
	{path: "bundle exec", long: []string{"--gemfile"}, effect: effectRuns},
	{path: "be", effect: effectRuns},
	{path: "mise exec", value: "C", long: []string{"--cd", "--jobs"}, dashdash: true, effect: effectRuns},
	{path: "mise x", value: "C", long: []string{"--cd", "--jobs"}, dashdash: true, effect: effectRuns},
	{path: "rtx exec", dashdash: true, effect: effectRuns},
	{path: "asdf exec", effect: effectRuns},
	{path: "nix shell", long: []string{"--command", "--override-input", "--arg", "--argstr", "--file", "--expr"}, cmdOpt: []string{"-c", "--command"}, effect: effectRuns},
	{path: "nix develop", long: []string{"--command", "--override-input", "--arg", "--argstr", "--file", "--expr"}, cmdOpt: []string{"-c", "--command"}, effect: effectRuns},
	{path: "direnv exec", skip: 1, effect: effectRuns},
	{path: "dotenv", value: "evc", cmdOpt: []string{"--"}, effect: effectRuns},
	{path: "dotnet tool run", effect: effectRuns},
	{path: "cargo run", value: "pF", long: []string{"--package", "--bin", "--example", "--features", "--target", "--manifest-path", "--profile"}, dashdash: true, effect: effectRuns},
	{path: "aws-vault exec", dashdash: true, skip: 1, effect: effectRuns},
	{path: "op run", long: []string{"--env-file", "--account"}, dashdash: true, effect: effectRuns},
	{path: "doppler run", value: "pc", long: []string{"--project", "--config", "--token", "--command"}, dashdash: true, effect: effectRuns},
	{path: "infisical run", long: []string{"--env", "--path", "--projectId", "--token", "--command"}, dashdash: true, effect: effectRuns},
	{path: "chamber exec", dashdash: true, skip: 1, effect: effectRuns},
	{path: "git submodule foreach", value: "Cc", long: []string{"--git-dir", "--work-tree"}, shell: true, effect: effectRuns},
}

// containerSpecs are the container and cluster runners: the command they
// run runs there (effectRemote), judged by the same rules: an environment
// dump in a container prints that container's secrets, and a delete of a
// bind mount's target deletes the host directory (containerMounts).
var containerSpecs = []spec{
	{path: "docker run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "podman run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "nerdctl run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "docker container run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "docker compose run", value: "ewvlup", long: []string{"--env", "--volume", "--label", "--user", "--workdir", "--name", "--entrypoint", "--publish"}, skip: 1, effect: effectRemote},
	{path: "docker compose exec", value: "euw", long: []string{"--env", "--user", "--workdir", "--index"}, skip: 1, effect: effectRemote},
	{path: "docker-compose run", value: "ewvlup", long: []string{"--env", "--volume", "--label", "--user", "--workdir", "--name", "--entrypoint", "--publish"}, skip: 1, effect: effectRemote},
	{path: "docker-compose exec", value: "euw", long: []string{"--env", "--user", "--workdir", "--index"}, skip: 1, effect: effectRemote},
	{path: "kubectl debug", value: "ncf", long: []string{"--namespace", "--container", "--image", "--target", "--profile", "--copy-to", "--context", "--kubeconfig"}, dashdash: true, effect: effectRemote},
	{path: "kubectl run", value: "n", long: []string{"--namespace", "--image", "--env", "--labels", "--overrides", "--restart", "--context", "--kubeconfig", "--port"}, dashdash: true, effect: effectRemote},
	{path: "oc exec", value: "nc", long: []string{"--namespace", "--container", "--context"}, dashdash: true, effect: effectRemote},
	{path: "lxc exec", dashdash: true, skip: 1, effect: effectRemote},
	{path: "incus exec", dashdash: true, skip: 1, effect: effectRemote},
	{path: "vagrant ssh", value: "c", long: []string{"--command"}, effect: effectNone},
	{path: "multipass exec", dashdash: true, skip: 1, effect: effectRemote},
	{path: "distrobox enter", value: "n", long: []string{"--name"}, cmdOpt: []string{"--", "-e", "--exec"}, effect: effectRemote},
	{path: "toolbox run", value: "c", long: []string{"--container", "--distro", "--release"}, effect: effectRemote},
}

// containerValueOpts are the long options of docker/podman run that take
// a value.
var containerValueOpts = []string{
	"--volume", "--mount", "--env", "--env-file", "--name", "--network", "--net", "--user", "--workdir",
	"--entrypoint", "--publish", "--label", "--hostname", "--platform", "--pull", "--restart", "--cpus",
	"--memory", "--add-host", "--device", "--cap-add", "--cap-drop", "--security-opt", "--tmpfs",
	"--volumes-from", "--ulimit", "--log-driver", "--log-opt", "--gpus", "--runtime", "--shm-size",
	"--cidfile", "--dns", "--ipc", "--pid", "--userns", "--uts", "--group-add", "--label-file",
	"--health-cmd", "--stop-signal", "--stop-timeout", "--attach", "--expose", "--link", "--memory-swap",
}
