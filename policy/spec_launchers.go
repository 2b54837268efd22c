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
	// yarn workspace NAME CMD…: yarn's command (a script, a package's
	// binary, npm publish) run in that workspace.
	{path: "yarn workspace", skip: 1, more: &specMore{moreRun: &moreRun{as: "yarn"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// Laravel Sail (vendor/bin/sail), DDEV and Lando run a project's
	// own tools in its development containers: sail artisan ARGS is php
	// artisan ARGS, judged as that (its --force, its --env), and sail's
	// other words a docker compose command of the project's stack.
	{path: "sail artisan", more: &specMore{moreRun: &moreRun{as: "php artisan"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail art", more: &specMore{moreRun: &moreRun{as: "php artisan"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail a", more: &specMore{moreRun: &moreRun{as: "php artisan"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail debug", more: &specMore{moreRun: &moreRun{as: "php artisan"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail tinker", more: &specMore{moreRun: &moreRun{as: "php artisan tinker"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail test", more: &specMore{moreRun: &moreRun{as: "php artisan test"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail dusk", more: &specMore{moreRun: &moreRun{as: "php artisan dusk"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail php", more: &specMore{moreRun: &moreRun{as: "php"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail composer", more: &specMore{moreRun: &moreRun{as: "composer"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail node", more: &specMore{moreRun: &moreRun{as: "node"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail npm", more: &specMore{moreRun: &moreRun{as: "npm"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail npx", more: &specMore{moreRun: &moreRun{as: "npx"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail pnpm", more: &specMore{moreRun: &moreRun{as: "pnpm"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail pnpx", more: &specMore{moreRun: &moreRun{as: "pnpx"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail yarn", more: &specMore{moreRun: &moreRun{as: "yarn"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail bun", more: &specMore{moreRun: &moreRun{as: "bun"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail bunx", more: &specMore{moreRun: &moreRun{as: "bunx"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail exec", more: &specMore{moreRun: &moreRun{as: "docker compose exec"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail run", more: &specMore{moreRun: &moreRun{as: "docker compose run"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "sail down", more: &specMore{moreRun: &moreRun{as: "docker compose down"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// mix do runs several of mix's tasks in turn, each with its
	// arguments: mix do deps.get, compile (a comma ends one), or mix do
	// compile + release (Elixir 1.14's +).
	{path: "mix do", more: &specMore{moreRun: &moreRun{as: "mix", several: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// The Symfony CLI runs the project's console and PHP with the
	// version and variables the project picks.
	{path: "symfony console", more: &specMore{moreRun: &moreRun{as: "php bin/console"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "symfony php", more: &specMore{moreRun: &moreRun{as: "php"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "symfony composer", more: &specMore{moreRun: &moreRun{as: "composer"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "ddev exec", value: "sd", long: []string{"--service", "--dir"}, effect: effectRuns},
	{path: "ddev artisan", more: &specMore{moreRun: &moreRun{as: "php artisan"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "ddev php", more: &specMore{moreRun: &moreRun{as: "php"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "ddev composer", more: &specMore{moreRun: &moreRun{as: "composer"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "ddev npm", more: &specMore{moreRun: &moreRun{as: "npm"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "ddev drush", more: &specMore{moreRun: &moreRun{as: "drush"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "lando artisan", more: &specMore{moreRun: &moreRun{as: "php artisan"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "lando php", more: &specMore{moreRun: &moreRun{as: "php"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "lando composer", more: &specMore{moreRun: &moreRun{as: "composer"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "lando drush", more: &specMore{moreRun: &moreRun{as: "drush"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// Pantheon's terminus runs drush or wp-cli on a site's environment
	// (SITE.ENV: live is production's) with the words after --.
	{path: "terminus remote:drush", skip: 1, servers: true, more: &specMore{moreRun: &moreRun{as: "drush"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "terminus drush", skip: 1, servers: true, more: &specMore{moreRun: &moreRun{as: "drush"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "terminus remote:wp", skip: 1, servers: true, more: &specMore{moreRun: &moreRun{as: "wp"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "terminus wp", skip: 1, servers: true, more: &specMore{moreRun: &moreRun{as: "wp"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
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
	{path: "rye run", long: []string{"--pyproject"}, effect: effectRuns},
	// xcrun (Xcode): runs the developer tool it names (xcrun simctl …,
	// xcrun altool …) from the SDK and toolchain its options pick, each
	// written with one dash or two (-sdk iphoneos, --sdk=macosx).
	{path: "xcrun", long: []string{"--sdk", "--toolchain", "-sdk", "-toolchain"}, longDash: true, effect: effectRuns},
	// podman unshare [--rootless-netns] [CMD…]: the command runs here,
	// in the rootless user namespace where the user is root (podman-unshare(1)).
	{path: "podman unshare", effect: effectRuns},
	// daemonize [-a] [-c DIR] [-e FILE] [-o FILE] [-p FILE] [-l FILE]
	// [-u USER] [-v] [-E NAME=VALUE] PATH [ARG…]: PATH run as a daemon
	// here (daemonize(1)).
	{path: "daemonize", value: "ceopluE", effect: effectRuns},
	// start-stop-daemon --start [-x|--exec PROG | -a|--startas PROG]
	// [OPTS] [-- ARG…]: PROG run here, as a daemon with -b, as root or
	// the user -c names (start-stop-daemon(8)); --stop, --status only
	// find a running process by the same options.
	{path: "start-stop-daemon", value: "pxnugsRardNPIkcO", long: []string{"--pidfile", "--exec", "--name", "--user", "--group", "--signal", "--retry", "--startas", "--chroot", "--chdir", "--nicelevel", "--procsched", "--iosched", "--umask", "--chuid", "--notify-timeout", "--output", "--ppid"}, need: []string{"--start", "-S"}, dashdash: true, more: &specMore{moreRun: &moreRun{progOpts: []string{"-x", "--exec", "-a", "--startas"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "devbox run", value: "ce", long: []string{"--config", "--env", "--env-file", "--environment"}, effect: effectRuns},
	{path: "pixi run", value: "e", long: []string{"--environment", "--manifest-path"}, effect: effectRuns},
	{path: "conda run", value: "np", long: []string{"--name", "--prefix", "--cwd"}, effect: effectRuns},
	{path: "mamba run", value: "np", long: []string{"--name", "--prefix", "--cwd"}, effect: effectRuns},
	{path: "micromamba run", value: "np", long: []string{"--name", "--prefix", "--cwd"}, effect: effectRuns},
	{path: "bundle exec", long: []string{"--gemfile"}, effect: effectRuns},
	{path: "be", effect: effectRuns},
	{path: "mise exec", value: "C", long: []string{"--cd", "--jobs"}, dashdash: true, effect: effectRuns},
	{path: "mise x", value: "C", long: []string{"--cd", "--jobs"}, dashdash: true, effect: effectRuns},
	{path: "rtx exec", dashdash: true, effect: effectRuns},
	{path: "flox activate", value: "drm", long: []string{"--dir", "--remote", "--mode"}, dashdash: true, effect: effectRuns},
	{path: "volta run", long: []string{"--node", "--npm", "--pnpm", "--yarn", "--env"}, effect: effectRuns},
	{path: "asdf exec", effect: effectRuns},
	// proto run TOOL [VERSION] [-- ARGS] (moonrepo's proto): TOOL with
	// the words after --.
	{path: "proto run", long: []string{"--alt"}, effect: effectRuns, more: &specMore{moreRun: &moreRun{progOperand: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "nix run", long: []string{"--override-input", "--arg", "--argstr", "--file", "--expr", "--inputs-from", "--update-input", "--profile", "--option", "--store", "--eval-store"}, value: "f", flake: true, effect: effectRuns},
	// nix shell and nix develop run a command only after -c: the
	// installables before it (nixpkgs#twine) are none.
	{path: "nix shell", long: []string{"--command", "--override-input", "--arg", "--argstr", "--file", "--expr"}, more: &specMore{moreRun: &moreRun{cmdOpt: []string{"-c", "--command"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, dashdash: true, effect: effectRuns},
	{path: "nix develop", long: []string{"--command", "--override-input", "--arg", "--argstr", "--file", "--expr"}, more: &specMore{moreRun: &moreRun{cmdOpt: []string{"-c", "--command"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, dashdash: true, effect: effectRuns},
	{path: "nix-shell", value: "IAEp", long: []string{"--run", "--command", "--arg", "--argstr", "--attr", "--expr", "--option", "--include", "--packages"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--run", "--command"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "direnv exec", skip: 1, secretEnv: true, effect: effectRuns},
	{path: "corepack", effect: effectRuns},
	// java -jar TOOL.jar ARGS runs the tool the jar is (packageName).
	{path: "java", longDash: true, long: []string{"-cp", "-classpath", "--class-path", "-p", "--module-path", "-splash"}, more: &specMore{moreRun: &moreRun{cmdOpt: []string{"-jar"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "deno run", value: "cr", long: []string{"--config", "--import-map", "--lock", "--cert", "--location", "--seed", "--ext", "--watch-exclude"}, effect: effectRuns},
	{path: "dotenv", value: "evc", more: &specMore{moreRun: &moreRun{cmdOpt: []string{"--"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	// railway run CMD: CMD runs here with the service's variables, its
	// secrets among them, in its environment.
	{path: "railway run", value: "se", long: []string{"--service", "--environment"}, secretEnv: true, effect: effectRuns},
	{path: "dotnet tool run", effect: effectRuns},
	{path: "cargo run", value: "pF", long: []string{"--package", "--bin", "--example", "--features", "--target", "--manifest-path", "--profile"}, dashdash: true, effect: effectRuns},
	{path: "aws-vault exec", dashdash: true, skip: 1, secretEnv: true, effect: effectRuns},
	{path: "op run", long: []string{"--env-file", "--account"}, dashdash: true, secretEnv: true, effect: effectRuns},
	{path: "doppler run", value: "pc", long: []string{"--project", "--config", "--token", "--command"}, more: &specMore{moreRun: &moreRun{cmdOperands: true}, moreCode: &moreCode{textOpts: []string{"--command"}, lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	{path: "infisical run", long: []string{"--env", "--path", "--projectId", "--token", "--command"}, more: &specMore{moreRun: &moreRun{cmdOperands: true}, moreCode: &moreCode{textOpts: []string{"--command"}, lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	{path: "chamber exec", dashdash: true, skip: 1, secretEnv: true, effect: effectRuns},
	// Secret injectors whose command is shell text: sops exec-env FILE
	// 'CMD' (run by sh -c); doppler's and infisical's --command above.
	{path: "sops exec-env", long: []string{"--user", "--config", "--input-type"}, skip: 1, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	{path: "teller run", long: []string{"--config"}, dashdash: true, secretEnv: true, effect: effectRuns},
	{path: "envchain", unless: []string{"--set", "-s", "--list", "-l", "--unset", "--help", "-h"}, skip: 1, secretEnv: true, effect: effectRuns},
	// envconsul (HashiCorp): the command after its options runs with
	// Consul's keys and Vault's secrets as its environment; -exec gives
	// the command as text, run by sh -c. Options are Go flags, one dash.
	{path: "envconsul", long: []string{"-prefix", "-secret", "-config", "-consul-addr", "-consul-token", "-consul-auth", "-vault-addr", "-vault-token", "-log-level", "-kill-signal", "-exec", "-exec-kill-signal", "-exec-kill-timeout", "-exec-reload-signal", "-exec-splay", "-max-stale", "-pid-file", "-service", "-syslog-facility", "-wait", "-default-lease-duration"}, longDash: true, more: &specMore{moreRun: &moreRun{cmdOperands: true}, moreCode: &moreCode{textOpts: []string{"-exec"}, lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	// git bisect run CMD ARGS… runs the command at each step (git rebase
	// --exec's is carried code, gitCarried).
	{path: "git bisect run", effect: effectRuns},
	// husky add and set FILE CMD write CMD into the git hook FILE: it
	// runs at every commit or push, judged as run now.
	{path: "husky add", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, skip: 1, effect: effectRuns},
	{path: "husky set", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, skip: 1, effect: effectRuns},
	{path: "git submodule foreach", value: "Cc", long: []string{"--git-dir", "--work-tree"}, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// Tools that run one git command in many repositories: vcstool's
	// vcs custom [--git] [PATHS] --args ARGS… (ROS workspaces), gita
	// super [REPOS] ARGS…, and myrepos' mr run CMD… (any command, in
	// each repository mr knows).
	{path: "vcs custom", value: "", long: []string{"--repos", "--workers"}, more: &specMore{moreRun: &moreRun{cmdOpt: []string{"--args"}, as: "git"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "gita super", more: &specMore{moreRun: &moreRun{as: "git"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "mr run", effect: effectRuns},
	// git's transports start git's program at the other end of the
	// connection, named by an option (git-fetch-pack(1), git-send-pack(1)):
	// --upload-pack (-u of clone) for fetch, pull, clone, ls-remote and
	// fetch-pack; --receive-pack and --exec for push and send-pack;
	// --exec for archive --remote, ls-remote and fetch-pack. Over a
	// local path or a file:// URL git runs that text through this
	// machine's shell, over ssh through the server's: shell text run,
	// judged as here (as -c remote.NAME.uploadpack=TEXT would be).
	// Without one of them, these are no launchers (need).
	{path: "git fetch", value: "oj", long: []string{"--upload-pack", "--server-option", "--jobs", "--depth", "--deepen", "--shallow-since", "--shallow-exclude", "--negotiation-tip", "--refmap", "--filter", "--recurse-submodules-default"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--upload-pack"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--upload-pack"}, effect: effectRuns},
	{path: "git pull", value: "sXoj", long: []string{"--upload-pack", "--strategy", "--strategy-option", "--server-option", "--jobs", "--depth", "--deepen", "--shallow-since", "--shallow-exclude", "--negotiation-tip", "--cleanup"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--upload-pack"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--upload-pack"}, effect: effectRuns},
	{path: "git clone", value: "obcju", long: []string{"--upload-pack", "--origin", "--branch", "--config", "--jobs", "--reference", "--reference-if-able", "--depth", "--template", "--separate-git-dir", "--shallow-since", "--shallow-exclude", "--filter", "--server-option", "--bundle-uri", "--ref-format"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-u", "--upload-pack"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"-u", "--upload-pack"}, effect: effectRuns},
	{path: "git ls-remote", value: "o", long: []string{"--upload-pack", "--exec", "--sort", "--server-option"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--upload-pack", "--exec"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--upload-pack", "--exec"}, effect: effectRuns},
	{path: "git fetch-pack", long: []string{"--upload-pack", "--exec", "--depth", "--shallow-since", "--shallow-exclude"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--upload-pack", "--exec"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--upload-pack", "--exec"}, effect: effectRuns},
	{path: "git push", value: "o", long: gitPushValue, more: &specMore{moreCode: &moreCode{textOpts: []string{"--receive-pack", "--exec"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--receive-pack", "--exec"}, effect: effectRuns},
	{path: "git send-pack", long: []string{"--receive-pack", "--exec", "--push-option", "--signed", "--force-with-lease"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--receive-pack", "--exec"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--receive-pack", "--exec"}, effect: effectRuns},
	{path: "git archive", value: "o", long: []string{"--remote", "--exec", "--format", "--prefix", "--output", "--add-file", "--add-virtual-file", "--mtime"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--exec"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: []string{"--exec"}, effect: effectRuns},
	// yarn workspaces foreach [OPTIONS] exec CMD… (or run SCRIPT): the
	// command in every workspace.
	{path: "yarn workspaces foreach", value: "j", long: []string{"--include", "--exclude", "--from", "--jobs", "--since"}, skip: 1, effect: effectRuns},
}

// The global options of the container engines' CLIs and of compose,
// before the subcommand (docker --context X volume rm, docker compose -f F
// down): the subcommand is the first operand (subcommandOf).
// parallelSpec is GNU parallel's: the options that take a value, and
// the command it runs once per input, its operands (the inputs after
// ::: are cut off first: parallel).
var parallelSpec = spec{path: "parallel", value: "jSadEINnLCsX", long: []string{"--jobs", "--sshlogin", "--arg-file", "--delimiter", "--joblog", "--results", "--tmpdir", "--colsep", "--halt", "--timeout", "--retries", "--workdir", "--env", "--max-args", "--max-lines", "--eof", "--basefile", "--return", "--transfer-file", "--memfree", "--load", "--delay", "--tagstring", "--sshloginfile"}, effect: effectRuns}

var (
	dockerGlobal = spec{path: "docker", global: true, more: &specMore{moreChange: &moreChange{engine: true, outFrom: engineOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: "cHl", long: []string{"--config", "--context", "--host", "--log-level", "--tlscacert", "--tlscert", "--tlskey"}}
	podmanGlobal = spec{path: "podman", global: true, more: &specMore{moreChange: &moreChange{engine: true, outFrom: engineOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: "c", long: []string{"--cgroup-manager", "--config", "--conmon", "--connection", "--events-backend", "--hooks-dir",
		"--identity", "--imagestore", "--log-level", "--module", "--network-cmd-path", "--network-config-dir", "--out", "--root", "--runroot", "--runtime",
		"--runtime-flag", "--ssh", "--storage-driver", "--storage-opt", "--tmpdir", "--url", "--volumepath"}}
	nerdctlGlobal = spec{path: "nerdctl", global: true, more: &specMore{moreChange: &moreChange{engine: true, outFrom: engineOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: "nHa", long: []string{"--address", "--namespace", "--host", "--snapshotter", "--storage-driver", "--cni-path",
		"--cni-netconfpath", "--data-root", "--cgroup-manager", "--hosts-dir", "--bridge-ip"}}
	buildahGlobal = spec{path: "buildah", global: true, more: &specMore{moreChange: &moreChange{engine: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, long: []string{"--cgroup-manager", "--log-level", "--registries-conf", "--registries-conf-dir", "--root", "--runroot",
		"--storage-driver", "--storage-opt", "--userns-uid-map", "--userns-gid-map", "--userns-uid-map-user", "--userns-gid-map-group", "--short-name-alias-conf"}}
	// engineOut: the subcommands whose output is a container's.
	engineOut     = []string{"run", "exec", "logs"}
	composeGlobal = spec{path: "docker compose", global: true, value: "fpHc", long: []string{"--file", "--project-name", "--env-file", "--profile", "--project-directory", "--host", "--context",
		"--ansi", "--progress", "--parallel"}}
	// composeVolumes are the options of compose down and rm (--rmi TYPE,
	// -t SECONDS): -v, --volumes deletes the stack's volumes.
	composeVolumes = spec{path: "docker compose down", value: "t", long: []string{"--rmi", "--timeout"}}
)

// containerSpecs are the container and cluster runners: the command they
// run runs there (effectRemote), judged by the same rules: an environment
// dump in a container prints that container's secrets, and a delete of a
// bind mount's target deletes the host directory (containerMounts).
var containerSpecs = []spec{
	{path: "docker run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "podman run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "nerdctl run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "docker container run", value: "acehlmpuvwa", long: containerValueOpts, skip: 1, effect: effectRemote},
	{path: "docker exec", value: "euw", long: containerExecOpts, skip: 1, effect: effectRemote, servers: true},
	{path: "docker container exec", value: "euw", long: containerExecOpts, skip: 1, effect: effectRemote, servers: true},
	{path: "podman exec", value: "euw", long: containerExecOpts, skip: 1, effect: effectRemote, servers: true},
	{path: "nerdctl exec", value: "euw", long: containerExecOpts, skip: 1, effect: effectRemote, servers: true},
	{path: "kubectl exec", value: "ncf", long: []string{"--namespace", "--container", "--filename", "--context", "--kubeconfig", "--cluster", "--user", "--pod-running-timeout"}, dashdash: true, effect: effectRemote, servers: true},
	{path: "docker compose run", value: "ewvlup", long: []string{"--env", "--volume", "--label", "--user", "--workdir", "--name", "--entrypoint", "--publish"}, skip: 1, effect: effectRemote},
	{path: "docker compose exec", value: "euw", long: []string{"--env", "--user", "--workdir", "--index"}, skip: 1, effect: effectRemote, servers: true},
	{path: "docker-compose run", value: "ewvlup", long: []string{"--env", "--volume", "--label", "--user", "--workdir", "--name", "--entrypoint", "--publish"}, skip: 1, effect: effectRemote},
	{path: "docker-compose exec", value: "euw", long: []string{"--env", "--user", "--workdir", "--index"}, skip: 1, effect: effectRemote, servers: true},
	{path: "podman-compose run", value: "ewvlup", long: []string{"--env", "--volume", "--label", "--user", "--workdir", "--name", "--entrypoint", "--publish"}, skip: 1, effect: effectRemote},
	{path: "podman-compose exec", value: "euw", long: []string{"--env", "--user", "--workdir", "--index"}, skip: 1, effect: effectRemote, servers: true},
	{path: "kubectl debug", value: "ncf", long: []string{"--namespace", "--container", "--image", "--target", "--profile", "--copy-to", "--context", "--kubeconfig"}, dashdash: true, effect: effectRemote},
	{path: "kubectl run", value: "n", long: []string{"--namespace", "--image", "--env", "--labels", "--overrides", "--restart", "--context", "--kubeconfig", "--port"}, dashdash: true, effect: effectRemote},
	{path: "oc exec", value: "nc", long: []string{"--namespace", "--container", "--context"}, dashdash: true, effect: effectRemote, servers: true},
	// oc rsh POD [CMD…]: a shell in the pod, or CMD run there.
	{path: "oc rsh", value: "cfn", long: []string{"--namespace", "--container", "--filename", "--shell", "--timeout", "--context"}, skip: 1, effect: effectRemote, servers: true},
	{path: "lxc exec", dashdash: true, skip: 1, effect: effectRemote, servers: true},
	{path: "incus exec", dashdash: true, skip: 1, effect: effectRemote, servers: true},
	{path: "vagrant ssh", value: "c", long: []string{"--command"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-c", "--command"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	// ansible HOSTS -m shell -a 'CMD': the module's arguments, a command
	// line for command, shell and raw (the default module is command).
	{path: "ansible", value: "imaueflMBPtcT", long: []string{"--inventory", "--module-name", "--args", "--user", "--extra-vars", "--forks", "--limit", "--module-path", "--background", "--poll", "--tree", "--connection", "--timeout", "--become-user", "--become-method", "--private-key", "--vault-password-file", "--vault-id"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-a", "--args"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "multipass exec", dashdash: true, skip: 1, effect: effectRemote},
	// et [OPTIONS] [USER@]HOST[:PORT] [CMD…] (Eternal Terminal, a
	// reconnecting ssh): the words after the host, joined as ssh joins
	// them, or -c TEXT, are a command line the remote shell runs
	// (ClientArgParsing.hpp: the options that take a value; "everything
	// after the host positional is a remote command word"; older
	// clients read -c after the host too).
	{path: "et", value: "upctrvklFo", long: []string{"--username", "--port", "--command", "--terminal-path", "--tunnel", "--reversetunnel", "--jumphost", "--jport", "--jserverfifo", "--verbose", "--keepalive", "--logdir", "--ssh-socket", "--ssh-config", "--telemetry", "--serverfifo", "--ssh-option"}, skip: 1, more: &specMore{moreRun: &moreRun{cmdOperands: true, joinsWords: true}, moreCode: &moreCode{textOpts: []string{"-c", "--command"}, lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// Parallel shells over many hosts: their operands, joined, are a
	// command line each host's shell runs (pssh -h hosts -i 'CMD', pdsh -w
	// node[1-4] CMD, clush -w @all CMD).
	{path: "pssh", value: "hHlpoetOxX", long: psshValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "parallel-ssh", value: "hHlpoetOxX", long: psshValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "pdsh", value: "wxgXlRftu", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "clush", value: "wgxXflotuRE", long: []string{"--group", "--exclude", "--fanout", "--user", "--options", "--connect_timeout", "--command_timeout", "--worker", "--hostfile", "--topology", "--pick"}, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// podman machine ssh [NAME] [COMMAND…]: the words joined, a command
	// line the machine's shell runs (other tools' shell and ssh verbs are
	// remoteShell's).
	{path: "podman machine ssh", long: []string{"--username"}, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	// salt TARGET cmd.run 'CMD' (salt-ssh alike; salt-call on this
	// minion, no target): the execution module's argument is a command
	// line its shell runs on every minion the target matches.
	{path: "salt * cmd.run*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt * cmd.shell", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * cmd.run*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * cmd.shell", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call cmd.run*", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt-call cmd.shell", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "distrobox enter", value: "n", long: []string{"--name"}, more: &specMore{moreRun: &moreRun{cmdOpt: []string{"--", "-e", "--exec"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "toolbox run", value: "c", long: []string{"--container", "--distro", "--release"}, effect: effectRemote},
	// A one-off dyno or machine of a hosting platform: its environment
	// holds the app's production secrets. heroku run joins its words
	// into a command line the dyno's shell runs.
	// Its flags may follow the command too (heroku run bash -a app).
	{path: "heroku run", value: "aers", long: []string{"--app", "--env", "--remote", "--size", "--type"}, trailing: true, more: &specMore{moreRun: &moreRun{quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "heroku run:detached", value: "aers", long: []string{"--app", "--env", "--remote", "--size", "--type"}, trailing: true, more: &specMore{moreRun: &moreRun{quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "fly ssh console", value: "aACrsu", long: []string{"--app", "--command", "--config", "--region", "--user", "--machine", "--address"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-C", "--command"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// fly console runs a one-off machine of the app's image, with its
	// secrets, and -C/--command in it.
	{path: "fly console", value: "aCcrue", long: []string{"--app", "--command", "--config", "--region", "--user", "--machine", "--env", "--image", "--dockerfile", "--vm-size", "--vm-cpus", "--vm-memory"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-C", "--command"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "flyctl console", value: "aCcrue", long: []string{"--app", "--command", "--config", "--region", "--user", "--machine", "--env", "--image", "--dockerfile", "--vm-size", "--vm-cpus", "--vm-memory"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-C", "--command"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// dokku enter APP [PROCESS [CONTAINER]] CMD: in a running
	// container of the app; convox run SERVICE CMD in a process of the
	// app (its flags may follow the command: -a APP).
	{path: "dokku enter", skip: 2, effect: effectRemote, servers: true},
	{path: "convox run", value: "ar", long: []string{"--app", "--rack", "--release", "--cpu", "--memory", "--entrypoint"}, skip: 1, trailing: true, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// Batch schedulers: the job runs the command with this user's
	// files on the cluster's shared file systems (srun CMD, salloc CMD,
	// sbatch --wrap 'CMD', bsub 'CMD' or bsub CMD ARGS, qsub -b y CMD).
	// A job script named instead is a file, read as bash FILE is.
	{path: "srun", value: slurmShort, long: slurmValue, effect: effectRuns},
	{path: "salloc", value: slurmShort, long: slurmValue, effect: effectRuns},
	{path: "sbatch", value: slurmShort, long: slurmValue, more: &specMore{moreCode: &moreCode{textOpts: []string{"--wrap"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "bsub", longDash: true, long: bsubValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "qsub", longDash: true, long: qsubValue, need: []string{"-b=y", "-b=yes"}, effect: effectRuns},
	// psexec [\\HOST[,HOST…] | @FILE] [-s -u USER …] CMD ARGS…: CMD on
	// those machines (here without one), as cmd reads it.
	{path: "psexec", win: true, long: psexecValue, more: &specMore{moreRun: &moreRun{target: psexecHost}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "psexec64", win: true, long: psexecValue, more: &specMore{moreRun: &moreRun{target: psexecHost}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "paexec", win: true, long: psexecValue, more: &specMore{moreRun: &moreRun{target: psexecHost}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	// winrs [/SWITCH[:VALUE]…] COMMAND: the command line run by cmd.exe
	// on the machine /r[emote]: names (localhost without one); every
	// switch takes its value after a colon (learn.microsoft.com,
	// windows-commands/winrs).
	{path: "winrs", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	// Azure's run commands: the script a VM runs as its command id says
	// (RunPowerShellScript, RunShellScript), given as text or as a file
	// (Invoke-AzVMRunCommand -ScriptString/-ScriptPath, az vm run-command
	// invoke --scripts; Set-AzVMRunCommand and az vm run-command create
	// keep it on the VM to run: -SourceScript, --script).
	{path: "invoke-azvmruncommand", ps: true, long: []string{"-ResourceGroupName", "-VMName", "-Name", "-CommandId", "-ScriptPath", "-ScriptString", "-Parameter", "-VM", "-ResourceId", "-DefaultProfile"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-ScriptString"}, fileOpts: []string{"-ScriptPath"}, lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "invoke-azvmssvmruncommand", ps: true, long: []string{"-ResourceGroupName", "-VMScaleSetName", "-InstanceId", "-CommandId", "-ScriptPath", "-ScriptString", "-Parameter", "-VirtualMachineScaleSetVM", "-ResourceId", "-DefaultProfile"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-ScriptString"}, fileOpts: []string{"-ScriptPath"}, lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "set-azvmruncommand", ps: true, long: []string{"-ResourceGroupName", "-VMName", "-RunCommandName", "-Location", "-SourceScript", "-SourceScriptUri", "-ScriptLocalPath", "-Parameter", "-ProtectedParameter", "-RunAsUser", "-RunAsPassword", "-TimeoutInSecond", "-OutputBlobUri", "-ErrorBlobUri", "-DefaultProfile"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-SourceScript"}, fileOpts: []string{"-ScriptLocalPath"}, lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "az vm run-command invoke", value: "gn", long: []string{"--resource-group", "--name", "--command-id", "--scripts", "--parameters", "--ids", "--subscription", "--output", "--query"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--scripts"}, lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "az vm run-command create", value: "gn", long: []string{"--resource-group", "--vm-name", "--name", "--run-command-name", "--script", "--script-uri", "--parameters", "--location", "--run-as-user", "--run-as-password", "--timeout-in-seconds", "--subscription", "--output", "--query"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--script"}, lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "az vmss run-command invoke", value: "gn", long: []string{"--resource-group", "--name", "--command-id", "--scripts", "--parameters", "--instance-id", "--ids", "--subscription", "--output", "--query"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"--scripts"}, lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "flyctl ssh console", value: "aACrsu", long: []string{"--app", "--command", "--config", "--region", "--user", "--machine", "--address"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-C", "--command"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
}

// The options of the batch schedulers that take a value: Slurm's
// (srun, salloc, sbatch), LSF's bsub and Grid Engine's or PBS's qsub
// (written with one dash), and psexec's; psexecHost is psexec's first
// operand when it names the machines.
const slurmShort = "AbcCdDeGiJLmMnNopqQStTwx"

var (
	slurmValue = []string{"--account", "--begin", "--cpus-per-task", "--constraint", "--dependency", "--chdir", "--error", "--gres", "--gpus",
		"--input", "--job-name", "--licenses", "--clusters", "--distribution", "--mem", "--mem-per-cpu", "--ntasks", "--nodes", "--output",
		"--partition", "--qos", "--time", "--nodelist", "--exclude", "--reservation", "--export", "--mail-type", "--mail-user", "--array",
		"--ntasks-per-node", "--time-min", "--signal", "--comment", "--wckey", "--cpu-bind", "--mpi", "--container", "--uid", "--gid", "--wrap"}
	bsubValue = []string{"-q", "-J", "-n", "-o", "-e", "-oo", "-eo", "-i", "-is", "-W", "-We", "-R", "-P", "-G", "-m", "-M", "-u", "-L", "-g",
		"-sla", "-app", "-cwd", "-outdir", "-gpu", "-env", "-data", "-w", "-b", "-c", "-C", "-D", "-E", "-Ep", "-F", "-S", "-T", "-t", "-U",
		"-v", "-Jd", "-Lp", "-k", "-f", "-a", "-ext", "-jsdl", "-mig", "-pack", "-sp", "-stage"}
	qsubValue = []string{"-q", "-N", "-o", "-e", "-l", "-pe", "-wd", "-b", "-A", "-P", "-S", "-v", "-t", "-j", "-M", "-m", "-r", "-hold_jid",
		"-ac", "-ar", "-c", "-ckpt", "-dc", "-dl", "-i", "-js", "-jsv", "-masterq", "-now", "-p", "-R", "-sc", "-shell", "-tc", "-u", "-W",
		"-w", "-C", "-a", "-k", "-J"}
	psexecValue = []string{"-u", "-p", "-w", "-n", "-r", "-a", "-cv"}
	psexecHost  = &lazyRegexp{expr: `^(\\\\|//|@)`}
)

// psshValue are pssh's long options that take a value.
var psshValue = []string{"--hosts", "--host", "--user", "--par", "--outdir", "--errdir", "--timeout", "--option", "--extra-args", "--extra-arg"}

// saltValue are salt's long options that take a value.
var saltValue = []string{"--timeout", "--batch-size", "--config-dir", "--log-level", "--out", "--out-file", "--return", "--subset", "--user", "--saltfile", "--roster-file"}

// containerExecOpts are the long options of docker/podman exec that take
// a value.
var containerExecOpts = []string{"--env", "--env-file", "--user", "--workdir", "--detach-keys"}

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

// buildSpecs are the build tools that run shell text: a makefile, a
// justfile or a Taskfile read from standard input or a <( ) substitution
// (make -f -), make's --eval text, a CMake script, and the file and
// process commands of cmake -E, each the posix command it stands for.
// Their project's own build files are the project's code: make test, just
// build and task test run those and stay allowed; a build file this input
// wrote (cat > Makefile <<EOF … make) is judged as the text it wrote.
var buildSpecs = []spec{
	{path: "make", value: "CfIoWE", long: makeValueOpts, more: &specMore{moreCode: &moreCode{textOpts: []string{"-E", "--eval"}, fileOpts: []string{"-f", "--file", "--makefile"}, defaultFiles: makeFiles, lang: langMake}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "gmake", value: "CfIoWE", long: makeValueOpts, more: &specMore{moreCode: &moreCode{textOpts: []string{"-E", "--eval"}, fileOpts: []string{"-f", "--file", "--makefile"}, defaultFiles: makeFiles, lang: langMake}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "just", value: "fd", long: []string{"--justfile", "--working-directory", "--set", "--shell", "--shell-arg", "--dotenv-filename", "--dotenv-path", "--color", "--dump-format", "--list-heading", "--list-prefix", "--chooser"}, more: &specMore{moreRun: &moreRun{cmdOpt: []string{"-c", "--command"}}, moreCode: &moreCode{fileOpts: []string{"-f", "--justfile"}, defaultFiles: justFiles, lang: langJust}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "task", value: "tdoCI", long: []string{"--taskfile", "--dir", "--output", "--concurrency", "--interval", "--sort", "--output-group-begin", "--output-group-end"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-t", "--taskfile"}, defaultFiles: taskFiles, lang: langTaskfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "go-task", value: "tdoCI", long: []string{"--taskfile", "--dir", "--output", "--concurrency", "--interval", "--sort"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-t", "--taskfile"}, defaultFiles: taskFiles, lang: langTaskfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake", value: "DUCGTABSP", long: []string{"--build", "--install", "--preset", "--toolchain", "--install-prefix", "--log-level", "--target", "--config", "--parallel", "--graphviz", "--system-information", "--trace-source", "--trace-redirect", "--debug-find-pkg", "--debug-find-var", "--profiling-output", "--profiling-format", "--warn-uninitialized"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-P"}, lang: langCMake}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// kubectl runs a plugin's program, kubectl-NAME, for a word that is
	// none of its own: kubectl argo rollouts promote is
	// kubectl-argo-rollouts promote.
	{path: "kubectl argo rollouts", more: &specMore{moreRun: &moreRun{as: "kubectl-argo-rollouts"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E rm", more: &specMore{moreRun: &moreRun{as: "rm"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E remove", more: &specMore{moreRun: &moreRun{as: "rm -f"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E remove_directory", more: &specMore{moreRun: &moreRun{as: "rm -rf --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E copy", more: &specMore{moreRun: &moreRun{as: "cp"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E copy_if_different", more: &specMore{moreRun: &moreRun{as: "cp"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E copy_if_newer", more: &specMore{moreRun: &moreRun{as: "cp"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E copy_directory", more: &specMore{moreRun: &moreRun{as: "cp -r --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E copy_directory_if_different", more: &specMore{moreRun: &moreRun{as: "cp -r --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E copy_directory_if_newer", more: &specMore{moreRun: &moreRun{as: "cp -r --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E rename", more: &specMore{moreRun: &moreRun{as: "mv --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E create_symlink", more: &specMore{moreRun: &moreRun{as: "ln -s --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E create_hardlink", more: &specMore{moreRun: &moreRun{as: "ln --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E make_directory", more: &specMore{moreRun: &moreRun{as: "mkdir -p --"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E touch", more: &specMore{moreRun: &moreRun{as: "touch"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E touch_nocreate", more: &specMore{moreRun: &moreRun{as: "touch -c"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E tar", more: &specMore{moreRun: &moreRun{as: "tar"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E cat", more: &specMore{moreRun: &moreRun{as: "cat"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E echo", more: &specMore{moreRun: &moreRun{as: "echo"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E echo_append", more: &specMore{moreRun: &moreRun{as: "echo"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E env", more: &specMore{moreRun: &moreRun{as: "env"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E environment", more: &specMore{moreRun: &moreRun{as: "env"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake -E chdir", skip: 1, effect: effectRuns},
	{path: "cmake -E time", effect: effectRuns},
	// Commands run when files change or timed: the operands of entr
	// (-s: the first through $SHELL) and watchexec (through a shell
	// unless -n or --shell=none) are the command, one word shell text,
	// more each a word of it (quotesWords), and watchexec's joined with
	// blanks too (joinsWords); nodemon --exec, chokidar -c and
	// hyperfine's --prepare, --setup, --cleanup and --conclude give it
	// as shell text, and each of hyperfine's operands is one.
	{path: "entr", effect: effectRuns, more: &specMore{moreRun: &moreRun{quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "watchexec", value: "wFosdEefji", long: []string{"--watch", "--watch-non-recursive", "--watch-file", "--on-busy-update", "--signal", "--stop-signal", "--stop-timeout", "--map-signal", "--debounce", "--delay-run", "--shell", "--emit-events-to", "--env", "--project-origin", "--workdir", "--exts", "--filter", "--filter-file", "--filter-prog", "--ignore", "--ignore-file", "--fs-events", "--wrap-process", "--socket", "--timeout", "--color"}, effect: effectRuns, more: &specMore{moreRun: &moreRun{quotesWords: true, joinsWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "nodemon", value: "ewidx", long: []string{"--ext", "--watch", "--ignore", "--delay", "--exec", "--signal", "--config", "--cwd"}, effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: []string{"-x", "--exec"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "chokidar", value: "cdti", long: []string{"--command", "--debounce", "--throttle", "--ignore", "--poll-interval", "--poll-interval-binary"}, effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: []string{"-c", "--command"}, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "hyperfine", value: "wrmMpscnLSuo", long: []string{"--warmup", "--runs", "--min-runs", "--max-runs", "--prepare", "--setup", "--cleanup", "--conclude", "--command-name",
		"--parameter-scan", "--parameter-step-size", "--parameter-list", "--shell", "--time-unit", "--export-asciidoc", "--export-csv", "--export-json", "--export-markdown", "--export-orgmode",
		"--output", "--input", "--style", "--sort", "--reference"}, effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: []string{"-p", "--prepare", "-s", "--setup", "-c", "--cleanup", "--conclude"}, textOperands: true, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// concurrently runs each operand through a shell, and --teardown's
	// value after them; cross-env-shell joins its words, NAME=value
	// first, into one line for a shell.
	{path: "concurrently", value: "mnspclt", long: concurrentlyLong, effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: []string{"--teardown"}, textOperands: true, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "conc", value: "mnspclt", long: concurrentlyLong, effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: []string{"--teardown"}, textOperands: true, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "cross-env-shell", effect: effectRuns, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Terminal emulators: the words after -e (-x, --command) or -- are
	// the command the new terminal runs, one word shell text, more each
	// a word of it (quotesWords); kitty's operands are too.
	{path: "xterm", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "uxterm", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "urxvt", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "rxvt", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "konsole", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "gnome-terminal", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "xfce4-terminal", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "alacritty", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "wezterm", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "terminator", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "tilix", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "kitty", value: "coTd", long: []string{"--config", "--override", "--class", "--name", "--title", "--session", "--directory", "--listen-on", "--start-as", "--os-window-tag", "--watcher", "--instance-group"}, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Build systems and monorepo managers, and data pipelines' workflow
	// managers (nextflow clean: the work directories of earlier runs):
	// their own clean, purge, prune or reset deletes their outputs and
	// caches on this machine (builds).
	{path: "bazel", builds: true, more: taskRunnerRole},
	{path: "bazelisk", builds: true, more: taskRunnerRole},
	{path: "buck", builds: true},
	{path: "buck2", builds: true, more: taskRunnerRole},
	{path: "lage", builds: true},
	{path: "lerna", builds: true, more: taskRunnerRole},
	{path: "mill", builds: true},
	{path: "moon", builds: true, more: taskRunnerRole},
	{path: "nextflow", builds: true},
	{path: "nx", builds: true, more: taskRunnerRole},
	{path: "pants", builds: true, more: taskRunnerRole},
	// Rush (rushjs.io) is a monorepo manager; rush of the same name
	// (github.com/shenwei356/rush) runs its operands, a command
	// template, through the shell once for each line of its input
	// ({} the line): template, unless its first word is one of rushjs's
	// own commands (rushjs.io, "Command-line reference"); its options
	// come first, the words after are the template's (rush rm -rf {}).
	{path: "rush", value: "jDdniortvTJC", long: []string{"--jobs", "--field-delimiter", "--record-delimiter", "--nrecords", "--infile", "--out-file", "--retries", "--timeout", "--assign", "--trim", "--records-join-sep", "--succ-cmd-file"}, builds: true, more: &specMore{moreRun: &moreRun{template: true, templateSubs: rushjsCommands}, moreArgs: &moreArgs{optsFirst: true}, moreChange: &moreChange{role: roleTasks}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "rushx", builds: true},
	{path: "sbt", builds: true},
	{path: "turbo", builds: true, more: taskRunnerRole},
	// xcodebuild's clean deletes the build products and intermediates
	// of the project, workspace and scheme its options name (-workspace
	// App.xcworkspace is no resource of a service).
	{path: "xcodebuild", builds: true},
	// ROS's workspace builders (colcon clean workspace, catkin clean:
	// the build, install, devel and log directories of the workspace),
	// Haskell's stack (stack purge: .stack-work) and PlatformIO
	// (pio system prune: unused platforms and caches).
	{path: "catkin", builds: true},
	{path: "colcon", builds: true},
	{path: "pio", builds: true},
	{path: "platformio", builds: true},
	{path: "stack", builds: true},
}

// concurrentlyLong are concurrently's long options that take a value.
var concurrentlyLong = []string{"--max-processes", "--names", "--name-separator", "--success", "--hide", "--prefix", "--prefix-colors", "--prefix-length", "--timestamp-format", "--kill-signal", "--kill-timeout", "--restart-tries", "--restart-after", "--default-input-target", "--teardown", "--passthrough-arguments-separator"}

// terminalCmdOpts are the options of terminal emulators after which
// the words are the command the terminal runs.
var terminalCmdOpts = []string{"-e", "-x", "--command"}

// makeValueOpts are GNU make's long options that take a value.
// The build files make, just and task read when none is named.
var (
	makeFiles = []string{"GNUmakefile", "makefile", "Makefile"}
	justFiles = []string{"justfile", "Justfile", ".justfile"}
	taskFiles = []string{"Taskfile.yml", "taskfile.yml", "Taskfile.yaml", "taskfile.yaml", "Taskfile.dist.yml", "Taskfile.dist.yaml"}
)

var makeValueOpts = []string{"--directory", "--file", "--makefile", "--include-dir", "--old-file", "--assume-old", "--what-if", "--new-file", "--assume-new", "--eval"}

// windowsSpecs are the Windows programs and cmdlets that start a process
// from a command line: run now, later (a scheduled task) or elsewhere
// (-ComputerName), it is judged as run here, as cmd reads it; wsl's runs
// in the Linux shell. The script blocks of Invoke-Command, Start-Job and
// Start-ThreadJob, and what Start-Process starts, are followed where
// PowerShell is read (powershell.go).
var windowsSpecs = []spec{
	{path: "wsl", value: "du", long: []string{"--distribution", "--user", "--cd", "--shell-type", "--distribution-id"}, more: &specMore{moreRun: &moreRun{cmdOpt: []string{"-e", "--exec"}}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, rawLine: true, effect: effectRuns},
	{path: "wmic process call create", win: true, long: wmicValueOpts, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "wmic path win32_process call create", win: true, long: wmicValueOpts, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "schtasks /create", win: true, long: schtasksValueOpts, more: &specMore{moreCode: &moreCode{textOpts: []string{"/tr"}, lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "schtasks /change", win: true, long: schtasksValueOpts, more: &specMore{moreCode: &moreCode{textOpts: []string{"/tr"}, lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "new-scheduledtaskaction", ps: true, long: []string{"-Execute", "-Argument", "-WorkingDirectory", "-Id", "-CimSession", "-ThrottleLimit"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-Execute", "-Argument"}, lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, program: true, effect: effectRuns},
	{path: "runas", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "invoke-wmimethod", ps: true, long: []string{"-Class", "-Name", "-ArgumentList", "-ComputerName", "-Credential", "-Namespace", "-Path", "-InputObject", "-Impersonation", "-Authentication", "-Locale", "-Authority", "-ThrottleLimit"}, need: []string{"-Class=Win32_Process", "-Path=Win32_Process"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-ArgumentList"}, lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "invoke-cimmethod", ps: true, long: []string{"-ClassName", "-MethodName", "-Arguments", "-ComputerName", "-CimSession", "-Namespace", "-InputObject", "-Query", "-QueryDialect", "-ResourceUri", "-CimClass", "-OperationTimeoutSec"}, need: []string{"-ClassName=Win32_Process"}, more: &specMore{moreCode: &moreCode{textOpts: []string{"-Arguments"}, key: "CommandLine", lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
}

// schtasksValueOpts are the switches of schtasks /create and /change
// that take a value.
var schtasksValueOpts = []string{"/tn", "/tr", "/sc", "/st", "/sd", "/et", "/ed", "/ru", "/rp", "/s", "/u", "/p", "/mo", "/d", "/m", "/i", "/du", "/ri", "/xml", "/ec", "/delay"}

// wmicValueOpts are wmic's global switches that take a value.
var wmicValueOpts = []string{"/node", "/user", "/password", "/namespace", "/role", "/locale", "/output", "/append", "/authlevel", "/implevel", "/aggregate"}

// forfilesSpec reads forfiles' switches: those taking a value (/d's date
// too, so that -30 is not read as a switch).
var forfilesSpec = spec{win: true, long: []string{"/p", "-p", "/m", "-m", "/c", "-c", "/d", "-d"}}

// startProcessSpec names Start-Process's parameters that take a value
// (and the aliases of -FilePath and -ArgumentList); the others are
// switches (-Wait, -NoNewWindow, -PassThru).
var startProcessSpec = spec{ps: true, long: []string{
	"-FilePath", "-Path", "-PSPath", "-ArgumentList", "-Args", "-Verb", "-WorkingDirectory", "-Credential",
	"-WindowStyle", "-RedirectStandardInput", "-RedirectStandardOutput", "-RedirectStandardError", "-Environment",
}}

// psAnyCmdlet reads any cmdlet's words for the parameters every cmdlet
// has (about_CommonParameters: those taking a value are psCommonParams;
// -WhatIf, alias -wi, and -Confirm are switches of every cmdlet that
// changes something). A parameter it does not know takes no value.
var psAnyCmdlet = spec{ps: true, more: &specMore{moreArgs: &moreArgs{switches: []string{"-WhatIf", "-wi", "-Confirm", "-Verbose", "-Debug"}}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// programTaskFiles are the task runners whose build file is code in an
// interpreter's language: rake's Rakefile is Ruby, gulp's, grunt's and
// jake's files JavaScript, invoke's tasks.py, nox's noxfile.py, fab's
// fabfile.py and doit's dodo.py Python, Gradle's build scripts Groovy
// (or Kotlin). Make's, just's and Task's files
// are shell code (launchtext.go).
var programTaskFiles = indexed[programTask]{table: table[programTask]{
	{"rake", programTask{[]string{"Rakefile", "rakefile", "Rakefile.rb", "rakefile.rb"}, &spec{value: "CeEfIprR", long: []string{"--directory", "--execute", "--execute-continue", "--rakefile", "--libdir", "--execute-print", "--require", "--rakelibdir", "--suppress-backtrace"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-f", "--rakefile"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "ruby", "-e"}},
	{"gulp", programTask{[]string{"gulpfile.js", "gulpfile.cjs", "gulpfile.mjs", "Gulpfile.js"}, &spec{value: "f", long: []string{"--gulpfile", "--cwd", "--require", "--preload", "--tasks-depth", "--depth"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-f", "--gulpfile"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "node", "-e"}},
	{"grunt", programTask{[]string{"Gruntfile.js", "gruntfile.js", "Gruntfile.cjs"}, &spec{value: "b", long: []string{"--gruntfile", "--base", "--tasks", "--npm"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"--gruntfile"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "node", "-e"}},
	{"jake", programTask{[]string{"Jakefile", "jakefile", "Jakefile.js", "jakefile.js"}, &spec{value: "fCJ", long: []string{"--jakefile", "--directory", "--jakelibdir"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-f", "--jakefile"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "node", "-e"}},
	{"invoke", programTask{[]string{"tasks.py"}, &invokeOpts, "python3", "-c"}},
	{"inv", programTask{[]string{"tasks.py"}, &invokeOpts, "python3", "-c"}},
	{"nox", programTask{[]string{"noxfile.py"}, &spec{value: "fsepkt", long: []string{"--noxfile", "--sessions", "--session", "--python", "--keywords", "--tags", "--envdir", "--extra-pythons", "--default-venv-backend", "--force-venv-backend", "--report"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-f", "--noxfile"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "python3", "-c"}},
	{"fab", programTask{[]string{"fabfile.py"}, &spec{value: "fHRuixzStTcgDFr", long: []string{"--fabfile", "--hosts", "--roles", "--user", "--identity", "--config", "--collection", "--search-root", "--list-depth", "--list-format", "--ssh-config", "--connect-timeout", "--command-timeout", "--gateway"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-f", "--fabfile"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "python3", "-c"}},
	{"doit", programTask{[]string{"dodo.py"}, &spec{value: "fdvnP", long: []string{"--file", "--dir", "--db-file", "--backend", "--dep-file", "--verbosity", "--process", "--parallel-type", "--reporter", "--output-file"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-f", "--file"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "python3", "-c"}},
	{"gradle", programTask{gradleFiles, &spec{value: gradleValue, long: gradleLong, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-b", "--build-file"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "groovy", "-e"}},
	{"gradlew", programTask{gradleFiles, &spec{value: gradleValue, long: gradleLong, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-b", "--build-file"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "groovy", "-e"}},
}}

// invokeOpts are pyinvoke's options: -f names its configuration file.
var invokeOpts = spec{value: "fcrDFT", long: []string{"--config", "--collection", "--search-root", "--list-depth", "--list-format", "--command-timeout", "--prefix"}, more: &specMore{moreCode: &moreCode{fileOpts: []string{"-f", "--config"}}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// gradleFiles are the build scripts Gradle reads, Groovy or Kotlin: read
// as Groovy, whose deletes and home directory Kotlin's DSL spells alike.
var gradleFiles = []string{"build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"}

// rushjsCommands are the commands of rushjs's rush (rushjs.io,
// "Command-line reference"), sorted; rebuild and build are its bulk
// commands of every repository.
var rushjsCommands = []string{"add", "alert", "bridge-package", "build", "change", "check", "deploy", "help", "init", "init-autoinstaller", "init-deploy", "init-subspace", "install", "install-autoinstaller", "link", "link-package", "list", "publish", "purge", "rebuild", "remove", "scan", "setup", "tab-complete", "unlink", "update", "update-autoinstaller", "update-cloud-credentials", "upgrade-interactive", "version"}
