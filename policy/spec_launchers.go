package policy

// launcherSpecs are package and environment runners: each runs the
// command in its operands, judged by every rule as if typed alone. Adding
// one is one entry here and its corpus cases.
// npmCallRole is npx's and npm exec's: it runs here (runsHereRole) the
// command in its operands, and the shell code of -c, --call.
var npmCallRole = &specMore{moreChange: &moreChange{role: roleRunsHere}, moreRun: &noRun, moreCode: &moreCode{carries: []string{"-c", "--call"}}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}

// shellLineRole is a launcher's whose operands, joined, are one line
// of shell text it runs (pixi run 'rm -rf ~'): each word quoted as the
// shell reads it back (quotesWords) and, the worst reading of a tool
// that may join them as they are, with blanks (joinsWords).
var shellLineRole = &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &moreRun{quotesWords: true, joinsWords: true}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}

var launcherSpecs = []spec{
	// npx -c, --call CMD (npm exec, npm x too) runs CMD through the
	// shell, in the project's environment (npm help exec).
	{path: "npx", value: "pc", long: "--cache --call --package --registry --userconfig", effect: effectRuns, more: npmCallRole},
	{path: "npm exec", value: "pc", long: "--call --package --workspace", effect: effectRuns, more: npmCallRole},
	{path: "npm x", value: "pc", long: "--call --package --workspace", effect: effectRuns, more: npmCallRole},
	{path: "pnpm dlx", long: "--package --reporter", effect: effectRuns},
	{path: "pnpm exec", value: "C", long: "--dir --filter --reporter", effect: effectRuns, more: runsHereRole},
	{path: "pnpx", long: "--package", effect: effectRuns, more: runsHereRole},
	{path: "yarn dlx", value: "p", long: "--package", effect: effectRuns},
	{path: "yarn exec", effect: effectRuns, more: runsHereRole},
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
	{path: "ddev exec", value: "sd", long: "--dir --service", effect: effectRuns},
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
	{path: "bunx", value: "p", long: "--package", effect: effectRuns},
	{path: "bun x", value: "p", long: "--package", effect: effectRuns},
	{path: "uv run", value: "wp", long: "--cache-dir --config-file --directory --env-file --extra --group --index --index-url --package --project --python --with --with-editable --with-requirements", effect: effectRuns},
	{path: "uvx", value: "wp", long: "--cache-dir --from --index --index-url --python --with", effect: effectRuns},
	{path: "uv tool run", value: "wp", long: "--from --index --index-url --python --with", effect: effectRuns},
	{path: "pipx run", long: "--index-url --pip-args --python --spec", effect: effectRuns, more: &specMore{moreChange: &moreChange{projectRuns: runsSetupPy}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "poetry run", value: "C", long: "--directory --project", effect: effectRuns},
	{path: "pdm run", value: "pg", long: "--project --venv", effect: effectRuns},
	{path: "hatch run", value: "e", long: "--env", effect: effectRuns},
	{path: "pipenv run", effect: effectRuns},
	{path: "rye run", long: "--pyproject", effect: effectRuns},
	// xcrun (Xcode): runs the developer tool it names (xcrun simctl …,
	// xcrun altool …) from the SDK and toolchain its options pick, each
	// written with one dash or two (-sdk iphoneos, --sdk=macosx).
	{path: "xcrun", long: "--sdk --toolchain -sdk -toolchain", longDash: true, effect: effectRuns},
	// podman unshare [--rootless-netns] [CMD…]: the command runs here,
	// in the rootless user namespace where the user is root (podman-unshare(1)).
	{path: "podman unshare", effect: effectRuns},
	// daemonize [-a] [-c DIR] [-e FILE] [-o FILE] [-p FILE] [-l FILE]
	// [-u USER] [-v] [-E NAME=VALUE] PATH [ARG…]: PATH run as a daemon
	// here (daemonize(1)).
	{path: "daemonize", value: "ceopluE", effect: effectRuns, more: &specMore{moreChange: &moreChange{role: roleDetaches}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// start-stop-daemon --start [-x|--exec PROG | -a|--startas PROG]
	// [OPTS] [-- ARG…]: PROG run here, as a daemon with -b, as root or
	// the user -c names (start-stop-daemon(8)); --stop, --status only
	// find a running process by the same options.
	{path: "start-stop-daemon", value: "pxnugsRardNPIkcO", long: "--chdir --chroot --chuid --exec --group --iosched --name --nicelevel --notify-timeout --output --pidfile --ppid --procsched --retry --signal --startas --umask --user", need: "--start -S", dashdash: true, more: &specMore{moreRun: &moreRun{progOpts: "-x --exec -a --startas"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// devbox run and pixi run run a script the project names, or else
	// their operands joined into one line of shell text (devbox through
	// sh -c, pixi through its deno_task_shell): pixi run 'rm -rf ~' is
	// that line, a script's name a command of that name.
	{path: "devbox run", value: "ce", long: "--config --env --env-file --environment", effect: effectRuns, more: shellLineRole},
	{path: "pixi run", value: "e", long: "--environment --manifest-path", effect: effectRuns, more: shellLineRole},
	// deno task --eval TEXT… runs its operands as a task's command line
	// (deno_task_shell), as a deno.json task's is; mix cmd CMD… runs the
	// line its operands make through the system's shell (in each child
	// app of an umbrella project).
	{path: "deno task", need: "--eval", long: "--config --cwd --filter", value: "c", effect: effectRuns, more: shellLineRole},
	{path: "mix cmd", long: "--app", effect: effectRuns, more: shellLineRole},
	{path: "conda run", value: "np", long: "--cwd --name --prefix", effect: effectRuns},
	{path: "mamba run", value: "np", long: "--cwd --name --prefix", effect: effectRuns},
	{path: "micromamba run", value: "np", long: "--cwd --name --prefix", effect: effectRuns},
	{path: "bundle exec", long: "--gemfile", effect: effectRuns, more: runsHereRole},
	{path: "be", effect: effectRuns, more: runsHereRole},
	{path: "mise exec", value: "C", long: "--cd --jobs", dashdash: true, effect: effectRuns},
	{path: "mise x", value: "C", long: "--cd --jobs", dashdash: true, effect: effectRuns},
	{path: "rtx exec", dashdash: true, effect: effectRuns},
	{path: "flox activate", value: "drm", long: "--dir --mode --remote", dashdash: true, effect: effectRuns},
	{path: "volta run", long: "--env --node --npm --pnpm --yarn", effect: effectRuns},
	{path: "asdf exec", effect: effectRuns},
	// proto run TOOL [VERSION] [-- ARGS] (moonrepo's proto): TOOL with
	// the words after --.
	// go run PACKAGE[@VERSION] ARGS builds and runs a package, go tool
	// NAME ARGS a tool of the module's go.mod (go 1.24) or the
	// toolchain's: the program the package names (goPackage).
	{path: "go run", longDash: true, long: goBuildValue, effect: effectRuns, more: &specMore{moreRun: &moreRun{goPackage: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "go tool", longDash: true, long: "-modfile", effect: effectRuns, more: &specMore{moreRun: &moreRun{goPackage: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "proto run", long: "--alt", effect: effectRuns, more: &specMore{moreRun: &moreRun{progOperand: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "nix run", long: "--arg --argstr --eval-store --expr --file --inputs-from --option --override-input --profile --store --update-input", value: "f", flake: true, effect: effectRuns},
	// nix shell and nix develop run a command only after -c: the
	// installables before it (nixpkgs#twine) are none.
	{path: "nix shell", long: "--arg --argstr --command --expr --file --override-input", more: &specMore{moreRun: &moreRun{cmdOpt: "-c --command"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, dashdash: true, effect: effectRuns},
	{path: "nix develop", long: "--arg --argstr --command --expr --file --override-input", more: &specMore{moreRun: &moreRun{cmdOpt: "-c --command"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{projectRuns: runsNixShellHook}}, dashdash: true, effect: effectRuns},
	{path: "nix-shell", value: "IAEp", long: "--arg --argstr --attr --command --expr --include --option --packages --run", more: &specMore{moreCode: &moreCode{textOpts: "--run --command", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "direnv exec", skip: 1, secretEnv: true, effect: effectRuns},
	{path: "corepack", effect: effectRuns},
	// java -jar TOOL.jar ARGS runs the tool the jar is (packageName).
	{path: "java", longDash: true, long: "--add-exports --add-modules --add-opens --add-reads --class-path --enable-native-access --limit-modules --module-path --patch-module --source --upgrade-module-path -classpath -cp -p -splash", more: &specMore{moreRun: &moreRun{cmdOpt: "-jar"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{ext: ".java", runsAlone: true, launches: true}}}, effect: effectRuns},
	{path: "deno run", value: "cr", long: "--cert --config --ext --import-map --location --lock --seed --watch-exclude", effect: effectRuns},
	// dotenv: npm's dotenv-cli (-e FILE, -v VAR=VALUE, -c ENV) and
	// Ruby's dotenv gem (-f FILES), the command after its options or --.
	{path: "dotenv", value: "cefv", more: &specMore{moreRun: &moreRun{cmdOpt: "--"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles}}, secretEnv: true, effect: effectRuns},
	// railway run CMD: CMD runs here with the service's variables, its
	// secrets among them, in its environment.
	{path: "railway run", value: "se", long: "--environment --service", secretEnv: true, effect: effectRuns},
	{path: "dotnet tool run", effect: effectRuns},
	{path: "cargo run", value: "pF", long: "--bin --example --features --manifest-path --package --profile --target", dashdash: true, effect: effectRuns},
	{path: "aws-vault exec", dashdash: true, skip: 1, secretEnv: true, effect: effectRuns},
	{path: "op run", long: "--account --env-file", dashdash: true, secretEnv: true, effect: effectRuns},
	{path: "doppler run", value: "pc", long: "--command --config --project --token", more: &specMore{moreRun: &moreRun{cmdOperands: true}, moreCode: &moreCode{textOpts: "--command", lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	{path: "infisical run", long: "--command --env --path --projectId --token", more: &specMore{moreRun: &moreRun{cmdOperands: true}, moreCode: &moreCode{textOpts: "--command", lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	{path: "chamber exec", dashdash: true, skip: 1, secretEnv: true, effect: effectRuns},
	// Secret injectors whose command is shell text: sops exec-env FILE
	// 'CMD' (run by sh -c); doppler's and infisical's --command above.
	{path: "sops exec-env", long: "--config --input-type --user", skip: 1, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	// sops exec-file FILE 'CMD': CMD, run by sh -c, with {} replaced by
	// the path of the decrypted file (a FIFO).
	{path: "sops exec-file", long: "--config --filename --input-type --output-type --user", skip: 1, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "teller run", long: "--config", dashdash: true, secretEnv: true, effect: effectRuns},
	// Software Collections: scl enable COLLECTION 'CMD' runs CMD, shell
	// text, with the collection's environment (scl(1)).
	{path: "scl enable", skip: 1, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "envchain", unless: "--set -s --list -l --unset --help -h", skip: 1, secretEnv: true, effect: effectRuns},
	// envconsul (HashiCorp): the command after its options runs with
	// Consul's keys and Vault's secrets as its environment; -exec gives
	// the command as text, run by sh -c. Options are Go flags, one dash.
	{path: "envconsul", long: "-config -consul-addr -consul-auth -consul-token -default-lease-duration -exec -exec-kill-signal -exec-kill-timeout -exec-reload-signal -exec-splay -kill-signal -log-level -max-stale -pid-file -prefix -secret -service -syslog-facility -vault-addr -vault-token -wait", longDash: true, more: &specMore{moreRun: &moreRun{cmdOperands: true}, moreCode: &moreCode{textOpts: "-exec", lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, secretEnv: true, effect: effectRuns},
	// git bisect run CMD ARGS… runs the command at each step (git rebase
	// --exec's is carried code, gitCarried).
	{path: "git bisect run", effect: effectRuns},
	// husky add and set FILE CMD write CMD into the git hook FILE: it
	// runs at every commit or push, judged as run now.
	{path: "husky add", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, skip: 1, effect: effectRuns},
	{path: "husky set", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, skip: 1, effect: effectRuns},
	{path: "git submodule foreach", value: "Cc", long: "--git-dir --work-tree", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// Tools that run one git command in many repositories: vcstool's
	// vcs custom [--git] [PATHS] --args ARGS… (ROS workspaces), gita
	// super [REPOS] ARGS…, and myrepos' mr run CMD… (any command, in
	// each repository mr knows).
	{path: "vcs custom", value: "", long: "--repos --workers", more: &specMore{moreRun: &moreRun{cmdOpt: "--args", as: "git"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
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
	{path: "git fetch", value: "oj", long: "--deepen --depth --filter --jobs --negotiation-tip --recurse-submodules-default --refmap --server-option --shallow-exclude --shallow-since --upload-pack", more: &specMore{moreCode: &moreCode{textOpts: "--upload-pack", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "--upload-pack", effect: effectRuns},
	{path: "git pull", value: "sXoj", long: gitPullLong, more: &specMore{moreCode: &moreCode{textOpts: "--upload-pack", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "--upload-pack", effect: effectRuns},
	{path: "git clone", value: "obcju", long: gitCloneLong, more: &specMore{moreCode: &moreCode{textOpts: "-u --upload-pack", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "-u --upload-pack", effect: effectRuns},
	// git difftool -x CMD, --extcmd=CMD: run through the shell for each
	// file, its two versions appended ($LOCAL $REMOTE).
	{path: "git difftool", value: "xt", long: "--extcmd --tool", more: &specMore{moreCode: &moreCode{textOpts: "-x --extcmd", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "-x --extcmd", effect: effectRuns},
	{path: "git ls-remote", value: "o", long: "--exec --server-option --sort --upload-pack", more: &specMore{moreCode: &moreCode{textOpts: "--upload-pack --exec", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "--upload-pack --exec", effect: effectRuns},
	{path: "git fetch-pack", long: "--depth --exec --shallow-exclude --shallow-since --upload-pack", more: &specMore{moreCode: &moreCode{textOpts: "--upload-pack --exec", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "--upload-pack --exec", effect: effectRuns},
	{path: "git push", value: "o", long: gitPushValue, more: &specMore{moreCode: &moreCode{textOpts: "--receive-pack --exec", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "--receive-pack --exec", effect: effectRuns},
	{path: "git send-pack", long: "--exec --force-with-lease --push-option --receive-pack --signed", more: &specMore{moreCode: &moreCode{textOpts: "--receive-pack --exec", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "--receive-pack --exec", effect: effectRuns},
	{path: "git archive", value: "o", long: "--add-file --add-virtual-file --exec --format --mtime --output --prefix --remote", more: &specMore{moreCode: &moreCode{textOpts: "--exec", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "--exec", effect: effectRuns},
	// yarn workspaces foreach [OPTIONS] exec CMD… (or run SCRIPT): the
	// command in every workspace.
	{path: "yarn workspaces foreach", value: "j", long: "--exclude --from --include --jobs --since", skip: 1, effect: effectRuns},
}

// The global options of the container engines' CLIs and of compose,
// before the subcommand (docker --context X volume rm, docker compose -f F
// down): the subcommand is the first operand (subcommandOf).
// parallelSpec is GNU parallel's: the options that take a value, and
// the command it runs once per input, its operands (the inputs after
// ::: are cut off first: parallel).
var parallelSpec = spec{path: "parallel", value: "jSadEINnLCsX", long: "--arg-file --basefile --colsep --delay --delimiter --env --eof --halt --joblog --jobs --load --max-args --max-lines --memfree --results --retries --return --sshlogin --sshloginfile --tagstring --timeout --tmpdir --transfer-file --workdir", effect: effectRuns}

var (
	dockerGlobal  = spec{path: "docker", global: true, more: &specMore{moreChange: &moreChange{engine: true, outFrom: engineOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: "cHl", long: "--config --context --host --log-level --tlscacert --tlscert --tlskey"}
	podmanGlobal  = spec{path: "podman", global: true, more: &specMore{moreChange: &moreChange{engine: true, outFrom: engineOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: "c", long: "--cgroup-manager --config --conmon --connection --events-backend --hooks-dir --identity --imagestore --log-level --module --network-cmd-path --network-config-dir --out --root --runroot --runtime --runtime-flag --ssh --storage-driver --storage-opt --tmpdir --url --volumepath"}
	nerdctlGlobal = spec{path: "nerdctl", global: true, more: &specMore{moreChange: &moreChange{engine: true, outFrom: engineOut}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, value: "nHa", long: "--address --bridge-ip --cgroup-manager --cni-netconfpath --cni-path --data-root --host --hosts-dir --namespace --snapshotter --storage-driver"}
	buildahGlobal = spec{path: "buildah", global: true, more: &specMore{moreChange: &moreChange{engine: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, long: "--cgroup-manager --log-level --registries-conf --registries-conf-dir --root --runroot --short-name-alias-conf --storage-driver --storage-opt --userns-gid-map --userns-gid-map-group --userns-uid-map --userns-uid-map-user"}
	composeGlobal = spec{path: "docker compose", global: true, value: "fpHc", long: "--ansi --context --env-file --file --host --parallel --profile --progress --project-directory --project-name"}
	// composeVolumes are the options of compose down and rm (--rmi TYPE,
	// -t SECONDS): -v, --volumes deletes the stack's volumes.
	composeVolumes = spec{path: "docker compose down", value: "t", long: "--rmi --timeout"}
)

const (
	// engineOut: the subcommands whose output is a container's.
	engineOut wordList = "run exec logs"
)

// containerSpecs are the container and cluster runners: the command they
// run runs there (effectRemote), judged by the same rules: an environment
// dump in a container prints that container's secrets, and a delete of a
// bind mount's target deletes the host directory (containerMounts).
var containerSpecs = []spec{
	{path: "docker run", value: containerRunValue, long: containerValueOpts, skip: 1, more: &specMore{moreRun: &moreRun{imageOperand: true, entryOpts: "--entrypoint", optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "podman run", value: containerRunValue, long: containerValueOpts, skip: 1, more: &specMore{moreRun: &moreRun{imageOperand: true, entryOpts: "--entrypoint", optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "nerdctl run", value: containerRunValue, long: containerValueOpts, skip: 1, more: &specMore{moreRun: &moreRun{imageOperand: true, entryOpts: "--entrypoint", optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "docker container run", value: containerRunValue, long: containerValueOpts, skip: 1, more: &specMore{moreRun: &moreRun{imageOperand: true, entryOpts: "--entrypoint", optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "docker exec", value: "euw", long: containerExecOpts, skip: 1, more: &specMore{moreRun: &moreRun{optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "docker container exec", value: "euw", long: containerExecOpts, skip: 1, more: &specMore{moreRun: &moreRun{optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "podman exec", value: "euw", long: containerExecOpts, skip: 1, more: &specMore{moreRun: &moreRun{optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "nerdctl exec", value: "euw", long: containerExecOpts, skip: 1, more: &specMore{moreRun: &moreRun{optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "kubectl exec", value: "ncf", long: "--cluster --container --context --filename --kubeconfig --namespace --pod-running-timeout --user", dashdash: true, effect: effectRemote, servers: true},
	{path: "docker compose run", value: "ewvlup", long: "--entrypoint --env --label --name --publish --user --volume --workdir", skip: 1, more: &specMore{moreRun: &moreRun{entryOpts: "--entrypoint", optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "docker compose exec", value: "euw", long: "--env --index --user --workdir", skip: 1, more: &specMore{moreRun: &moreRun{optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "docker-compose run", value: "ewvlup", long: "--entrypoint --env --label --name --publish --user --volume --workdir", skip: 1, more: &specMore{moreRun: &moreRun{entryOpts: "--entrypoint", optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "docker-compose exec", value: "euw", long: "--env --index --user --workdir", skip: 1, more: &specMore{moreRun: &moreRun{optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "podman-compose run", value: "ewvlup", long: "--entrypoint --env --label --name --publish --user --volume --workdir", skip: 1, more: &specMore{moreRun: &moreRun{entryOpts: "--entrypoint", optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "podman-compose exec", value: "euw", long: "--env --index --user --workdir", skip: 1, more: &specMore{moreRun: &moreRun{optsEnd: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "kubectl debug", value: "ncf", long: "--container --context --copy-to --image --kubeconfig --namespace --profile --target", dashdash: true, effect: effectRemote},
	{path: "kubectl run", value: "n", long: "--context --env --image --kubeconfig --labels --namespace --overrides --port --restart", dashdash: true, more: &specMore{moreRun: &moreRun{imageOpts: "--image", commandOpts: "--command"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "oc exec", value: "nc", long: "--container --context --namespace", dashdash: true, effect: effectRemote, servers: true},
	// oc rsh POD [CMD…]: a shell in the pod, or CMD run there.
	{path: "oc rsh", value: "cfn", long: "--container --context --filename --namespace --shell --timeout", skip: 1, effect: effectRemote, servers: true},
	{path: "lxc exec", dashdash: true, skip: 1, effect: effectRemote, servers: true},
	{path: "incus exec", dashdash: true, skip: 1, effect: effectRemote, servers: true},
	{path: "vagrant ssh", value: "c", long: "--command", more: &specMore{moreCode: &moreCode{textOpts: "-c --command", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	// ansible HOSTS -m MODULE -a ARGS: the module called with its
	// arguments on every host (moduleActs): a command line for command,
	// shell and raw (the default module is command), PowerShell for
	// win_shell, a delete for file with state=absent.
	{path: "ansible", value: ansibleValue, long: ansibleLong, more: &specMore{moreCode: &moreCode{textOpts: "-a --args", lang: langModule, tool: toolAnsible}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles}}, effect: effectRemote, servers: true},
	// ansible-playbook PLAYBOOK…: the tasks' command lines (playbookCode)
	// of each playbook this input wrote, run on every host it targets.
	{path: "ansible-playbook", value: "iletufcMT", long: "--become-user --connection --extra-vars --forks --inventory --limit --module-path --private-key --skip-tags --start-at-task --tags --timeout --user --vault-id --vault-password-file", more: &specMore{moreCode: &moreCode{lang: langPlaybook, fileOperands: true}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles}}, effect: effectRemote, servers: true},
	{path: "multipass exec", dashdash: true, skip: 1, effect: effectRemote},
	// et [OPTIONS] [USER@]HOST[:PORT] [CMD…] (Eternal Terminal, a
	// reconnecting ssh): the words after the host, joined as ssh joins
	// them, or -c TEXT, are a command line the remote shell runs
	// (ClientArgParsing.hpp: the options that take a value; "everything
	// after the host positional is a remote command word"; older
	// clients read -c after the host too).
	{path: "et", value: "upctrvklFo", long: "--command --jport --jserverfifo --jumphost --keepalive --logdir --port --reversetunnel --serverfifo --ssh-config --ssh-option --ssh-socket --telemetry --terminal-path --tunnel --username --verbose", skip: 1, more: &specMore{moreRun: &moreRun{cmdOperands: true, joinsWords: true}, moreCode: &moreCode{textOpts: "-c --command", lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// Parallel shells over many hosts: their operands, joined, are a
	// command line each host's shell runs (pssh -h hosts -i 'CMD', pdsh -w
	// node[1-4] CMD, clush -w @all CMD).
	{path: "pssh", value: "hHlpoetOxX", long: psshValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "parallel-ssh", value: "hHlpoetOxX", long: psshValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "pdsh", value: "wxgXlRftu", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "clush", value: "wgxXflotuRE", long: "--command_timeout --connect_timeout --exclude --fanout --group --hostfile --options --pick --topology --user --worker", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// dsh -g GROUP -- CMD (dancer's shell), bolt command run CMD
	// --targets T (Puppet Bolt): the operands, joined, alike; mussh -h
	// HOST… -c CMD: the value of -c.
	{path: "dsh", value: "bFfgmNor", long: "--bufsize --file --forklimit --group --machine --num-topology --remoteshell --remoteshellopt", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "bolt command run", value: "cipqtu", long: "--concurrency --connect-timeout --env-var --format --inventoryfile --log-level --modulepath --password --private-key --project --query --rerun --run-as --sudo-password --targets --tmpdir --transport --user", trailing: true, more: &specMore{moreCode: &moreCode{lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// fab [OPTIONS] -- CMD (Fabric): the words after --, a command line
	// each host's shell runs; rd adhoc [OPTIONS] -- CMD (Rundeck's
	// CLI) on the nodes its filter matches. bolt script run FILE runs
	// the local file FILE on the targets, as sh FILE would here.
	{path: "fab", value: "fHRuixzStTcgDFr", long: "--collection --command-timeout --config --connect-timeout --fabfile --gateway --hosts --identity --list-depth --list-format --roles --search-root --ssh-config --user", dashdash: true, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleMakeTasks}}, effect: effectRemote, servers: true},
	{path: "rd adhoc", value: "pFCdsuN", long: "--delay --filter --project --script --threadcount --url", dashdash: true, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "bolt script run", value: "cipqtu", long: "--concurrency --connect-timeout --env-var --format --inventoryfile --log-level --modulepath --password --private-key --project --query --rerun --run-as --sudo-password --targets --tmpdir --transport --user", more: &specMore{moreRun: &moreRun{as: "sh"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// bolt task run TASK PARAM=VALUE… (its options after the task too):
	// the task's parameters say what it does (moduleActs).
	{path: "bolt task run", value: "cipqtu", long: "--concurrency --connect-timeout --env-var --format --inventoryfile --log-level --modulepath --params --password --private-key --project --query --rerun --run-as --sudo-password --targets --tmpdir --transport --user", trailing: true, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolBolt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// knife ssh QUERY CMD (options), the nodes the Chef server's search
	// query matches (docs.chef.io, knife ssh): CMD a command line each
	// node's shell runs.
	{path: "knife ssh", value: "aCcEFGipPx", long: "--attribute --concurrency --config --environment --format --ssh-gateway --ssh-gateway-identity --ssh-identity-file --ssh-password --ssh-port --ssh-user", skip: 1, trailing: true, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// chef-run TARGET RESOURCE NAME PROP=VALUE… (docs.chef.io, chef-run):
	// the resource converged on the target (moduleActs).
	{path: "chef-run", value: "i", long: "--cookbook-repo-paths --identity-file --password --protocol --sudo-command --sudo-options --sudo-password --user", trailing: true, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolChef}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// gcloud compute instances add-metadata VM --metadata KEY=VALUE,…
	// (and the metadata of a VM or template created): a startup
	// script the VM runs at boot (moduleActs).
	{path: "gcloud compute instances add-metadata", long: "--metadata --metadata-from-file --project --zone", trailing: true, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolMetadata}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "gcloud compute instances create", long: "--boot-disk-size --image --image-family --image-project --machine-type --metadata --metadata-from-file --network --project --scopes --service-account --subnet --tags --zone", trailing: true, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolMetadata}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "gcloud compute instance-templates create", long: "--boot-disk-size --image --image-family --image-project --machine-type --metadata --metadata-from-file --network --project --region --scopes --service-account --subnet --tags", trailing: true, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolMetadata}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// knife exec -E CODE: Ruby run with the Chef server's API at hand.
	{path: "knife exec", more: &specMore{moreRun: &moreRun{as: "ruby -e", cmdOpt: "-E --exec"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "mussh", value: "cCdhHiJlLmostU", more: &specMore{moreCode: &moreCode{lang: langShell, textOpts: "-c"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// podman machine ssh [NAME] [COMMAND…]: the words joined, a command
	// line the machine's shell runs (other tools' shell and ssh verbs are
	// remoteShell's).
	{path: "podman machine ssh", long: "--username", more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	// salt TARGET FUNCTION ARGS… (salt-ssh alike; salt-call on this
	// minion, no target): the execution function called with its
	// arguments on every minion the target matches (moduleActs): cmd.run
	// 'CMD' a command line its shell runs, or the shell= one's. The
	// other functions' words say what they do (vocab.go). salt-ssh -r
	// CMD (--raw): CMD is a command line each host's shell runs.
	{path: "salt * cmd.*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * cmd.*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call cmd.*", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * cp.get_url", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * cp.get_url", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call cp.get_url", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * cron.set_job", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * cron.set_job", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call cron.set_job", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * environ.items", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * environ.items", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call environ.items", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * file.append", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * file.append", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call file.append", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * file.chmod", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * file.chmod", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call file.chmod", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * file.prepend", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * file.prepend", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call file.prepend", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * file.replace", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * file.replace", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call file.replace", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * file.rmdir", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * file.rmdir", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call file.rmdir", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * file.write", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * file.write", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call file.write", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * iptables.flush", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * iptables.flush", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call iptables.flush", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * iptables.set_policy", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * iptables.set_policy", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call iptables.set_policy", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * pkg.purge", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * pkg.purge", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call pkg.purge", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * pkg.remove", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * pkg.remove", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call pkg.remove", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * service.disable", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * service.disable", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call service.disable", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * service.mask", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * service.mask", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call service.mask", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * service.stop", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * service.stop", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call service.stop", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * shadow.del_password", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * shadow.del_password", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call shadow.del_password", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * shadow.set_password", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * shadow.set_password", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call shadow.set_password", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * ssh.rm_auth_key*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * ssh.rm_auth_key*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call ssh.rm_auth_key*", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * ssh.set_auth_key*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * ssh.set_auth_key*", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call ssh.set_auth_key*", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt * state.single", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * state.single", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-call state.single", value: "cl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolSalt}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "salt-ssh * --raw", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * --raw-shell", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "salt-ssh * -r", value: "tbcl", long: saltValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// pyinfra INVENTORY OPERATION ARGS… or INVENTORY exec -- CMD…: the
	// operation on every host of the inventory (moduleActs).
	{path: "pyinfra", value: "vy", long: pyinfraValue, more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolPyinfra}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// puppet resource TYPE TITLE ATTR=VALUE…: the resource set so on
	// this machine; puppet apply -e CODE, bolt apply -e CODE on the
	// targets: the resources the code declares (puppetResources). A
	// manifest file named instead is the project's, its words read by
	// the vocabulary (vocab.go).
	{path: "puppet resource", long: "--modulepath --param", more: &specMore{moreCode: &moreCode{lang: langModule, tool: toolPuppet}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "puppet apply", value: "el", long: "--catalog --environment --execute --hiera_config --logdest --modulepath", need: "-e --execute", more: &specMore{moreCode: &moreCode{textOpts: "-e --execute", lang: langPuppet}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "bolt apply", value: "eqtu", long: "--concurrency --connect-timeout --execute --inventoryfile --log-level --modulepath --password --private-key --project --query --rerun --run-as --sudo-password --targets --tmpdir --transport --user", need: "-e --execute", more: &specMore{moreCode: &moreCode{textOpts: "-e --execute", lang: langPuppet}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "distrobox enter", value: "n", long: "--name", more: &specMore{moreRun: &moreRun{cmdOpt: "-- -e --exec"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote},
	{path: "toolbox run", value: "c", long: "--container --distro --release", effect: effectRemote},
	// A one-off dyno or machine of a hosting platform: its environment
	// holds the app's production secrets. heroku run joins its words
	// into a command line the dyno's shell runs.
	// Its flags may follow the command too (heroku run bash -a app).
	{path: "heroku run", value: "aers", long: "--app --env --remote --size --type", trailing: true, more: &specMore{moreRun: &moreRun{quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "heroku run:detached", value: "aers", long: "--app --env --remote --size --type", trailing: true, more: &specMore{moreRun: &moreRun{quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "fly ssh console", value: "aACrsu", long: "--address --app --command --config --machine --region --user", more: &specMore{moreCode: &moreCode{textOpts: "-C --command", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// fly console runs a one-off machine of the app's image, with its
	// secrets, and -C/--command in it.
	{path: "fly console", value: "aCcrue", long: "--app --command --config --dockerfile --env --image --machine --region --user --vm-cpus --vm-memory --vm-size", more: &specMore{moreCode: &moreCode{textOpts: "-C --command", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "flyctl console", value: "aCcrue", long: "--app --command --config --dockerfile --env --image --machine --region --user --vm-cpus --vm-memory --vm-size", more: &specMore{moreCode: &moreCode{textOpts: "-C --command", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// dokku enter APP [PROCESS [CONTAINER]] CMD: in a running
	// container of the app; convox run SERVICE CMD in a process of the
	// app (its flags may follow the command: -a APP).
	{path: "dokku enter", skip: 2, effect: effectRemote, servers: true},
	{path: "convox run", value: "ar", long: "--app --cpu --entrypoint --memory --rack --release", skip: 1, trailing: true, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// Batch schedulers: the job runs the command with this user's
	// files on the cluster's shared file systems (srun CMD, salloc CMD,
	// sbatch --wrap 'CMD', bsub 'CMD' or bsub CMD ARGS, qsub -b y CMD).
	// A job script named instead is a file, read as bash FILE is.
	{path: "srun", value: slurmShort, long: slurmValue, effect: effectRuns},
	{path: "salloc", value: slurmShort, long: slurmValue, effect: effectRuns},
	{path: "sbatch", value: slurmShort, long: slurmValue, more: &specMore{moreCode: &moreCode{textOpts: "--wrap", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "bsub", longDash: true, long: bsubValue, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "qsub", longDash: true, long: qsubValue, need: "-b=y -b=yes", effect: effectRuns},
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
	{path: "invoke-azvmruncommand", ps: true, long: "-CommandId -DefaultProfile -Name -Parameter -ResourceGroupName -ResourceId -ScriptPath -ScriptString -VM -VMName", more: &specMore{moreCode: &moreCode{textOpts: "-ScriptString", fileOpts: "-ScriptPath", lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "invoke-azvmssvmruncommand", ps: true, long: "-CommandId -DefaultProfile -InstanceId -Parameter -ResourceGroupName -ResourceId -ScriptPath -ScriptString -VMScaleSetName -VirtualMachineScaleSetVM", more: &specMore{moreCode: &moreCode{textOpts: "-ScriptString", fileOpts: "-ScriptPath", lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "set-azvmruncommand", ps: true, long: "-DefaultProfile -ErrorBlobUri -Location -OutputBlobUri -Parameter -ProtectedParameter -ResourceGroupName -RunAsPassword -RunAsUser -RunCommandName -ScriptLocalPath -SourceScript -SourceScriptUri -TimeoutInSecond -VMName", more: &specMore{moreCode: &moreCode{textOpts: "-SourceScript", fileOpts: "-ScriptLocalPath", lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "az vm run-command invoke", value: "gn", long: "--command-id --ids --name --output --parameters --query --resource-group --scripts --subscription", more: &specMore{moreCode: &moreCode{textOpts: "--scripts", lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "az vm run-command create", value: "gn", long: "--location --name --output --parameters --query --resource-group --run-as-password --run-as-user --run-command-name --script --script-uri --subscription --timeout-in-seconds --vm-name", more: &specMore{moreCode: &moreCode{textOpts: "--script", lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "az vmss run-command invoke", value: "gn", long: "--command-id --ids --instance-id --name --output --parameters --query --resource-group --scripts --subscription", more: &specMore{moreCode: &moreCode{textOpts: "--scripts", lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	// Bolt's PowerShell module: Invoke-BoltCommand -Command CMD -Targets
	// T, the command line of bolt command run. AWS Tools'
	// Send-SSMCommand -DocumentName D -Parameter @{commands=…}: the
	// commands of aws ssm send-command, in the language D names.
	{path: "invoke-boltcommand", ps: true, long: "-Command -Concurrency -ConnectTimeout -Inventoryfile -Password -PrivateKey -Project -Query -Rerun -RunAs -SudoPassword -Targets -Tmpdir -Transport -User", more: &specMore{moreCode: &moreCode{textOpts: "-Command", lang: langRunCommand}, moreArgs: &moreArgs{positional: "-Command"}, moreRun: &noRun, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "send-ssmcommand", ps: true, long: "-Comment -DocumentHash -DocumentHashType -DocumentName -DocumentVersion -InstanceId -MaxConcurrency -MaxError -OutputS3BucketName -OutputS3KeyPrefix -OutputS3Region -Parameter -ProfileName -Region -ServiceRoleArn -Target -TimeoutSecond", more: &specMore{moreCode: &moreCode{textOpts: "-Parameter", key: "commands", lang: langRunCommand}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
	{path: "flyctl ssh console", value: "aACrsu", long: "--address --app --command --config --machine --region --user", more: &specMore{moreCode: &moreCode{textOpts: "-C --command", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRemote, servers: true},
}

// The options of the batch schedulers that take a value: Slurm's
// (srun, salloc, sbatch), LSF's bsub and Grid Engine's or PBS's qsub
// (written with one dash), and psexec's; psexecHost is psexec's first
// operand when it names the machines.
const slurmShort = "AbcCdDeGiJLmMnNopqQStTwx"

var (
	psexecHost = &lazyRegexp{expr: `^(\\\\|//|@)`}
)

const (
	slurmValue  wordList = "--account --array --begin --chdir --clusters --comment --constraint --container --cpu-bind --cpus-per-task --dependency --distribution --error --exclude --export --gid --gpus --gres --input --job-name --licenses --mail-type --mail-user --mem --mem-per-cpu --mpi --nodelist --nodes --ntasks --ntasks-per-node --output --partition --qos --reservation --signal --time --time-min --uid --wckey --wrap"
	bsubValue   wordList = "-C -D -E -Ep -F -G -J -Jd -L -Lp -M -P -R -S -T -U -W -We -a -app -b -c -cwd -data -e -env -eo -ext -f -g -gpu -i -is -jsdl -k -m -mig -n -o -oo -outdir -pack -q -sla -sp -stage -t -u -v -w"
	qsubValue   wordList = "-A -C -J -M -N -P -R -S -W -a -ac -ar -b -c -ckpt -dc -dl -e -hold_jid -i -j -js -jsv -k -l -m -masterq -now -o -p -pe -q -r -sc -shell -t -tc -u -v -w -wd"
	psexecValue wordList = "-a -cv -n -p -r -u -w"
)

// psshValue are pssh's long options that take a value.
const psshValue wordList = "--errdir --extra-arg --extra-args --host --hosts --option --outdir --par --timeout --user"

// pyinfraValue are pyinfra's long options that take a value.
const pyinfraValue wordList = "--chdir --config --data --fail-percent --group-data --key --key-password --limit --parallel --password --port --retry --retry-delay --shell-executable --ssh-key --ssh-key-password --ssh-password --ssh-port --ssh-user --su-user --sudo-user --user --winrm-password --winrm-port --winrm-username"

// saltValue are salt's long options that take a value.
const saltValue wordList = "--batch-size --config-dir --log-level --out --out-file --return --roster-file --saltfile --subset --timeout --user"

// containerExecOpts are the long options of docker/podman exec that take
// a value.
const containerExecOpts wordList = "--detach-keys --env --env-file --user --workdir"

// containerValueOpts are the long options of docker/podman run that take
// a value.
const containerValueOpts wordList = "--add-host --attach --cap-add --cap-drop --cidfile --cpus --device --dns --entrypoint --env --env-file --expose --gpus --group-add --health-cmd --hostname --ipc --label --label-file --link --log-driver --log-opt --memory --memory-swap --mount --name --net --network --pid --platform --publish --pull --restart --runtime --security-opt --shm-size --stop-signal --stop-timeout --tmpfs --ulimit --user --userns --uts --volume --volumes-from --workdir"

// buildSpecs are the build tools that run shell text: a makefile, a
// justfile or a Taskfile read from standard input or a <( ) substitution
// (make -f -), make's --eval text, a CMake script, and the file and
// process commands of cmake -E, each the posix command it stands for.
// Their project's own build files are the project's code: make test, just
// build and task test run those and stay allowed; a build file this input
// wrote (cat > Makefile <<EOF … make) is judged as the text it wrote.
var buildSpecs = []spec{
	{path: "make", value: "CfIoWE", long: makeValueOpts, more: &specMore{moreCode: &moreCode{textOpts: "-E --eval", fileOpts: "-f --file --makefile", defaultFiles: makeFiles, lang: langMake}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDataWords, compiles: &compiling{buildsAlone: true}}}, effect: effectRuns},
	{path: "gmake", value: "CfIoWE", long: makeValueOpts, more: &specMore{moreCode: &moreCode{textOpts: "-E --eval", fileOpts: "-f --file --makefile", defaultFiles: makeFiles, lang: langMake}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleMakeTasks, compiles: &compiling{buildsAlone: true}}}, effect: effectRuns},
	{path: "just", value: "fd", long: "--chooser --color --dotenv-filename --dotenv-path --dump-format --justfile --list-heading --list-prefix --set --shell --shell-arg --working-directory", more: &specMore{moreRun: &moreRun{cmdOpt: "-c --command"}, moreCode: &moreCode{fileOpts: "-f --justfile", defaultFiles: justFiles, lang: langJust}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleMakeTasks}}, effect: effectRuns},
	{path: "task", value: "tdoCI", long: "--concurrency --dir --interval --output --output-group-begin --output-group-end --sort --taskfile", more: &specMore{moreCode: &moreCode{fileOpts: "-t --taskfile", defaultFiles: taskFiles, lang: langTaskfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleMakeTasks}}, effect: effectRuns},
	{path: "go-task", value: "tdoCI", long: "--concurrency --dir --interval --output --sort --taskfile", more: &specMore{moreCode: &moreCode{fileOpts: "-t --taskfile", defaultFiles: taskFiles, lang: langTaskfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleMakeTasks}}, effect: effectRuns},
	// Procfile runners start each process's command line of the
	// Procfile in the working directory or the one -f names.
	{path: "honcho", value: "edfpcq", long: "--app-root --concurrency --env --port --procfile --quiet", more: &specMore{moreCode: &moreCode{fileOpts: "-f --procfile", defaultFiles: procFiles, lang: langProcfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "foreman", value: "fdempt", long: "--env --formation --port --procfile --root --timeout", more: &specMore{moreCode: &moreCode{fileOpts: "-f --procfile", defaultFiles: procFiles, lang: langProcfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "overmind", value: "fdlspmtcrixe", long: "--auto-restart --can-die --colors --env --formation --ignored-processes --port --port-step --processes --procfile --root --socket --timeout --title", more: &specMore{moreCode: &moreCode{fileOpts: "-f --procfile", defaultFiles: procFiles, lang: langProcfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "forego", value: "fepct", long: "--concurrency --env --port --procfile --shutdown-grace-time", more: &specMore{moreCode: &moreCode{fileOpts: "-f --procfile", defaultFiles: procFiles, lang: langProcfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "goreman", value: "fbp", long: "-basedir -logtime", more: &specMore{moreCode: &moreCode{fileOpts: "-f", defaultFiles: procFiles, lang: langProcfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "nf", value: "jeptw", long: "--env --forward --intercept --port --procfile --raw --trim --wrap", more: &specMore{moreCode: &moreCode{fileOpts: "-j --procfile", defaultFiles: procFiles, lang: langProcfile}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "cmake", value: "DUCGTABSP", long: "--build --config --debug-find-pkg --debug-find-var --graphviz --install --install-prefix --log-level --parallel --preset --profiling-format --profiling-output --system-information --target --toolchain --trace-redirect --trace-source --warn-uninitialized", more: &specMore{moreCode: &moreCode{fileOpts: "-P", lang: langCMake}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{compiles: &compiling{buildsAlone: true}, projectRuns: runsCMakeLists}}, effect: effectRuns},
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
	{path: "watchexec", value: "wFosdEefji", long: "--color --debounce --delay-run --emit-events-to --env --exts --filter --filter-file --filter-prog --fs-events --ignore --ignore-file --map-signal --on-busy-update --project-origin --shell --signal --socket --stop-signal --stop-timeout --timeout --watch --watch-file --watch-non-recursive --workdir --wrap-process", effect: effectRuns, more: &specMore{moreRun: &moreRun{quotesWords: true, joinsWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "nodemon", value: "ewidx", long: "--config --cwd --delay --exec --ext --ignore --signal --watch", effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: "-x --exec", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "chokidar", value: "cdti", long: "--command --debounce --ignore --poll-interval --poll-interval-binary --throttle", effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: "-c --command", lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "hyperfine", value: "wrmMpscnLSuo", long: "--cleanup --command-name --conclude --export-asciidoc --export-csv --export-json --export-markdown --export-orgmode --input --max-runs --min-runs --output --parameter-list --parameter-scan --parameter-step-size --prepare --reference --runs --setup --shell --sort --style --time-unit --warmup", effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: "-p --prepare -s --setup -c --cleanup --conclude", textOperands: true, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// concurrently runs each operand through a shell, and --teardown's
	// value after them; cross-env-shell joins its words, NAME=value
	// first, into one line for a shell.
	{path: "concurrently", value: "mnspclt", long: concurrentlyLong, effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: "--teardown", textOperands: true, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "conc", value: "mnspclt", long: concurrentlyLong, effect: effectRuns, more: &specMore{moreCode: &moreCode{textOpts: "--teardown", textOperands: true, lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "cross-env-shell", effect: effectRuns, more: &specMore{moreCode: &moreCode{lang: langShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Terminal emulators: the words after -e (-x, --command) or -- are
	// the command the new terminal runs, one word shell text, more each
	// a word of it (quotesWords); kitty's operands are too.
	// Windows Terminal: wt [-w WINDOW] new-tab|nt|split-pane|sp [OPTS]
	// COMMANDLINE opens a tab or a pane running the command line (wt
	// COMMANDLINE opens a new tab as nt does).
	{path: "wt", value: "w", long: wtGlobalLong, effect: effectRuns, more: &specMore{moreChange: &moreChange{role: roleShell | roleDetaches}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "wt new-tab", value: "pdw", long: wtTabLong, effect: effectRuns},
	{path: "wt nt", value: "pdw", long: wtTabLong, effect: effectRuns},
	{path: "wt split-pane", value: "pdsw", long: wtTabLong, effect: effectRuns},
	{path: "wt sp", value: "pdsw", long: wtTabLong, effect: effectRuns},
	{path: "xterm", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "uxterm", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "urxvt", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "rxvt", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "konsole", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "gnome-terminal", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "xfce4-terminal", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "alacritty", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "wezterm", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell, reader: readSendText}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "terminator", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "tilix", dashdash: true, effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "kitty", value: "coTd", long: "--class --config --directory --instance-group --listen-on --name --os-window-tag --override --session --start-as --title --watcher", effect: effectRuns, more: &specMore{moreRun: &moreRun{cmdOpt: terminalCmdOpts, quotesWords: true}, moreCode: &moreCode{lang: langShell, reader: readSendText}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// Build systems and monorepo managers, and data pipelines' workflow
	// managers (nextflow clean: the work directories of earlier runs):
	// their own clean, purge, prune or reset deletes their outputs and
	// caches on this machine (builds).
	{path: "bazel", builds: true, more: &specMore{moreChange: &moreChange{role: roleTasks, compiles: &compiling{builds: "build"}}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "bazelisk", builds: true, more: taskRunnerRole},
	{path: "buck", builds: true},
	{path: "buck2", builds: true, more: taskRunnerRole},
	{path: "lage", builds: true},
	{path: "lerna", builds: true, more: &specMore{moreChange: &moreChange{role: roleTasks | rolePublishes}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
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
	{path: "rush", value: "jDdniortvTJC", long: "--assign --field-delimiter --infile --jobs --nrecords --out-file --record-delimiter --records-join-sep --retries --succ-cmd-file --timeout --trim", builds: true, more: &specMore{moreRun: &moreRun{template: true, templateSubs: rushjsCommands}, moreArgs: &moreArgs{optsFirst: true}, moreChange: &moreChange{role: roleTasks}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
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
const concurrentlyLong wordList = "--default-input-target --hide --kill-signal --kill-timeout --max-processes --name-separator --names --passthrough-arguments-separator --prefix --prefix-colors --prefix-length --restart-after --restart-tries --success --teardown --timestamp-format"

// terminalCmdOpts are the options of terminal emulators after which
// the words are the command the terminal runs.
const terminalCmdOpts wordList = "-e -x --command"

// Windows Terminal's options that take a value: its global ones, and
// those of new-tab and split-pane with the global ones (which stand
// before the subcommand).
const (
	wtGlobalLong wordList = "--pos --size --window"
	wtTabLong    wordList = "--colorScheme --pos --profile --size --startingDirectory --tabColor --title --window"
)

// makeValueOpts are GNU make's long options that take a value.
// The build files make, just and task read when none is named.
var ()

const (
	makeFiles wordList = "GNUmakefile makefile Makefile"
	justFiles wordList = "justfile Justfile .justfile"
	procFiles wordList = "Procfile"
	taskFiles wordList = "Taskfile.yml taskfile.yml Taskfile.yaml taskfile.yaml Taskfile.dist.yml Taskfile.dist.yaml"
)

const makeValueOpts wordList = "--assume-new --assume-old --directory --eval --file --include-dir --makefile --new-file --old-file --what-if"

// windowsSpecs are the Windows programs and cmdlets that start a process
// from a command line: run now, later (a scheduled task) or elsewhere
// (-ComputerName), it is judged as run here, as cmd reads it; wsl's runs
// in the Linux shell. The script blocks of Invoke-Command, Start-Job and
// Start-ThreadJob, and what Start-Process starts, are followed where
// PowerShell is read (powershell.go).
var windowsSpecs = []spec{
	{path: "wsl", value: "du", long: wslLong, more: &specMore{moreRun: &moreRun{cmdOpt: "-e --exec"}, moreCode: &moreCode{lang: langShell}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, rawLine: true, effect: effectRuns},
	{path: "wmic process call create", win: true, long: wmicValueOpts, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "wmic path win32_process call create", win: true, long: wmicValueOpts, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	// SyncAppvPublishingServer.exe ARGS: App-V's publishing sync puts
	// its arguments, as they are, after Sync-AppvPublishingServer in
	// the PowerShell command line it runs, so "n; CODE" ends that call
	// and runs CODE (LOLBAS, SyncAppvPublishingServer.exe; ATT&CK
	// T1216.002): the words are PowerShell code.
	{path: "syncappvpublishingserver", win: true, more: &specMore{moreCode: &moreCode{lang: langPowerShell}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "schtasks /create", win: true, long: schtasksValueOpts, more: &specMore{moreCode: &moreCode{textOpts: "/tr", lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "schtasks /change", win: true, long: schtasksValueOpts, more: &specMore{moreCode: &moreCode{textOpts: "/tr", lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "new-scheduledtaskaction", ps: true, long: "-Argument -CimSession -Execute -Id -ThrottleLimit -WorkingDirectory", more: &specMore{moreCode: &moreCode{textOpts: "-Execute -Argument", lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, program: true, effect: effectRuns},
	// conhost.exe [--headless] [--width N] [--height N] [--signal H]
	// [--server H] [--feature F] CMDLINE: the console host starts the
	// command line its other words make.
	{path: "conhost", long: "--feature --height --server --signal --width", more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleShell}}, effect: effectRuns},
	// pcalua.exe -a PROGRAM [-c ARGUMENTS] [-d DIR]: the Program
	// Compatibility Assistant starts the program with those arguments.
	{path: "pcalua", win: true, long: "/a /c /d", more: &specMore{moreCode: &moreCode{textOpts: "/a /c", lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, program: true, effect: effectRuns},
	// rundll32 DLL,ENTRY CMDLINE: the entry points that start the
	// program their command line names (ShellExecute's RunDLL,
	// FileProtocolHandler, zipfldr's RouteTheCall, the Program
	// Compatibility Wizard's LaunchApplication), with or without .dll.
	{path: "rundll32 shell32.dll,shellexec_rundll", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 shell32,shellexec_rundll", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 shell32.dll,shellexec_rundlla", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 shell32,shellexec_rundlla", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 url.dll,fileprotocolhandler", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 url,fileprotocolhandler", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 zipfldr.dll,routethecall", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 zipfldr,routethecall", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 pcwutl.dll,launchapplication", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "rundll32 pcwutl,launchapplication", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "runas", win: true, more: &specMore{moreCode: &moreCode{lang: langCmdLine}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "invoke-wmimethod", ps: true, long: "-ArgumentList -Authentication -Authority -Class -ComputerName -Credential -Impersonation -InputObject -Locale -Name -Namespace -Path -ThrottleLimit", need: "-Class=Win32_Process -Path=Win32_Process", more: &specMore{moreCode: &moreCode{textOpts: "-ArgumentList", lang: langCmdLine}, moreRun: &noRun, moreArgs: &moreArgs{positional: "-Class -Name -ArgumentList"}, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
	{path: "invoke-cimmethod", ps: true, long: "-Arguments -CimClass -CimSession -ClassName -ComputerName -InputObject -MethodName -Namespace -OperationTimeoutSec -Query -QueryDialect -ResourceUri", need: "-ClassName=Win32_Process", more: &specMore{moreCode: &moreCode{textOpts: "-Arguments", key: "CommandLine", lang: langCmdLine}, moreRun: &noRun, moreArgs: &moreArgs{positional: "-ClassName -Arguments -MethodName"}, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, effect: effectRuns},
}

// schtasksGlobal are the switches of schtasks that name the machine it
// acts on and how it logs on there (/s SYSTEM /u USER /p PASSWORD, of
// every operation): written before the operation (schtasks /s HOST
// /delete /tn * /f), they are read as global options, the worst reading.
var schtasksGlobal = spec{path: "schtasks", global: true, win: true, long: "/p /s /u"}

// schtasksValueOpts are the switches of schtasks /create and /change
// that take a value.
const schtasksValueOpts wordList = "/d /delay /du /ec /ed /et /i /m /mo /p /ri /rp /ru /s /sc /sd /st /tn /tr /u /xml"

// wmicValueOpts are wmic's global switches that take a value.
const wmicValueOpts wordList = "/aggregate /append /authlevel /implevel /locale /namespace /node /output /password /role /user"

// forfilesSpec reads forfiles' switches: those taking a value (/d's date
// too, so that -30 is not read as a switch).
var forfilesSpec = spec{win: true, long: "-c -d -m -p /c /d /m /p"}

// startProcessSpec names Start-Process's parameters that take a value
// (and the aliases of -FilePath and -ArgumentList); the others are
// switches (-Wait, -NoNewWindow, -PassThru).
var startProcessSpec = spec{ps: true, long: "-Args -ArgumentList -Credential -Environment -FilePath -PSPath -Path -RedirectStandardError -RedirectStandardInput -RedirectStandardOutput -Verb -WindowStyle -WorkingDirectory"}

// psAnyCmdlet reads any cmdlet's words for the parameters every cmdlet
// has (about_CommonParameters: those taking a value are psCommonParams;
// -WhatIf, alias -wi, and -Confirm are switches of every cmdlet that
// changes something). A parameter it does not know takes no value.
var psAnyCmdlet = spec{ps: true, more: &specMore{moreArgs: &moreArgs{switches: "-WhatIf -wi -Confirm -Verbose -Debug"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// programTaskFiles are the task runners whose build file is code in an
// interpreter's language (a pattern names files each read besides it:
// rake loads every rakelib/*.rake, Gradle every init script in
// ~/.gradle/init.d): rake's Rakefile is Ruby, gulp's, grunt's and
// jake's files JavaScript, invoke's tasks.py, nox's noxfile.py, fab's
// fabfile.py and doit's dodo.py Python, Gradle's build scripts Groovy
// (or Kotlin). Make's, just's and Task's files
// are shell code (launchtext.go).
var programTaskFiles = indexed[programTask]{table: table[programTask]{
	{"rake", programTask{[]string{"Rakefile", "rakefile", "Rakefile.rb", "rakefile.rb", "rakelib/*.rake"}, &spec{value: "CeEfIprR", long: "--directory --execute --execute-continue --execute-print --libdir --rakefile --rakelibdir --require --suppress-backtrace", more: &specMore{moreCode: &moreCode{fileOpts: "-f --rakefile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "ruby", "-e", rakeCmds}},
	{"gulp", programTask{[]string{"gulpfile.js", "gulpfile.cjs", "gulpfile.mjs", "Gulpfile.js"}, &spec{value: "f", long: "--cwd --depth --gulpfile --preload --require --tasks-depth", more: &specMore{moreCode: &moreCode{fileOpts: "-f --gulpfile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "node", "-e", nil}},
	{"grunt", programTask{[]string{"Gruntfile.js", "gruntfile.js", "Gruntfile.cjs"}, &spec{value: "b", long: "--base --gruntfile --npm --tasks", more: &specMore{moreCode: &moreCode{fileOpts: "--gruntfile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "node", "-e", nil}},
	{"jake", programTask{[]string{"Jakefile", "jakefile", "Jakefile.js", "jakefile.js"}, &spec{value: "fCJ", long: "--directory --jakefile --jakelibdir", more: &specMore{moreCode: &moreCode{fileOpts: "-f --jakefile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "node", "-e", nil}},
	{"invoke", programTask{[]string{"tasks.py"}, &invokeOpts, "python3", "-c", nil}},
	{"inv", programTask{[]string{"tasks.py"}, &invokeOpts, "python3", "-c", nil}},
	{"nox", programTask{[]string{"noxfile.py"}, &spec{value: "fsepkt", long: "--default-venv-backend --envdir --extra-pythons --force-venv-backend --keywords --noxfile --python --report --session --sessions --tags", more: &specMore{moreCode: &moreCode{fileOpts: "-f --noxfile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "python3", "-c", nil}},
	{"fab", programTask{[]string{"fabfile.py"}, &spec{value: "fHRuixzStTcgDFr", long: "--collection --command-timeout --config --connect-timeout --fabfile --gateway --hosts --identity --list-depth --list-format --roles --search-root --ssh-config --user", more: &specMore{moreCode: &moreCode{fileOpts: "-f --fabfile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "python3", "-c", nil}},
	{"doit", programTask{[]string{"dodo.py"}, &spec{value: "fdvnP", long: "--backend --db-file --dep-file --dir --file --output-file --parallel-type --process --reporter --verbosity", more: &specMore{moreCode: &moreCode{fileOpts: "-f --file"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "python3", "-c", nil}},
	// Tools whose configuration file is a program they run as they
	// start: pnpm's .pnpmfile.cjs hooks (every install), the JavaScript
	// config files of linters, bundlers and test runners (eslint, vite,
	// vitest, jest, webpack, rollup -c), the Ruby DSL files of vagrant,
	// CocoaPods and fastlane (whose sh runs a command line, as Rake's),
	// SCons's SConstruct (Python), premake's Lua script, and the
	// PowerShell build scripts of Invoke-Build and psake.
	{"pnpm", programTask{[]string{".pnpmfile.cjs", ".pnpmfile.mjs"}, &spec{value: "C", long: "--dir --filter --pnpmfile --reporter", more: &specMore{moreCode: &moreCode{fileOpts: "--pnpmfile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "node", "-e", nil}},
	{"eslint", programTask{[]string{"eslint.config.js", "eslint.config.cjs", "eslint.config.mjs", "eslint.config.ts", ".eslintrc.js", ".eslintrc.cjs"}, &configFileOpts, "node", "-e", nil}},
	{"vite", programTask{[]string{"vite.config.js", "vite.config.mjs", "vite.config.cjs", "vite.config.ts", "vite.config.mts"}, &configFileOpts, "node", "-e", nil}},
	{"vitest", programTask{[]string{"vitest.config.js", "vitest.config.mjs", "vitest.config.ts", "vite.config.js", "vite.config.mjs", "vite.config.ts"}, &configFileOpts, "node", "-e", nil}},
	{"jest", programTask{[]string{"jest.config.js", "jest.config.cjs", "jest.config.mjs", "jest.config.ts"}, &configFileOpts, "node", "-e", nil}},
	{"webpack", programTask{[]string{"webpack.config.js", "webpack.config.cjs", "webpack.config.mjs", "webpack.config.ts"}, &configFileOpts, "node", "-e", nil}},
	{"rollup", programTask{[]string{"rollup.config.js", "rollup.config.mjs", "rollup.config.cjs", "rollup.config.ts"}, &configFileOpts, "node", "-e", nil}},
	{"vagrant", programTask{[]string{"Vagrantfile", "~/.vagrant.d/Vagrantfile"}, &spec{}, "ruby", "-e", rakeCmds}},
	{"pod", programTask{[]string{"Podfile"}, &spec{long: "--project-directory"}, "ruby", "-e", rakeCmds}},
	{"fastlane", programTask{[]string{"fastlane/Fastfile", "Fastfile"}, &spec{}, "ruby", "-e", rakeCmds}},
	{"scons", programTask{[]string{"SConstruct", "Sconstruct", "sconstruct", "SConstruct.py"}, &spec{value: "fCI", long: "--directory --file --makefile --sconstruct", more: &specMore{moreCode: &moreCode{fileOpts: "-f --file --makefile --sconstruct"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "python3", "-c", nil}},
	{"premake5", programTask{[]string{"premake5.lua", "premake4.lua"}, &spec{long: "--file", more: &specMore{moreCode: &moreCode{fileOpts: "--file"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "lua", "-e", nil}},
	{"invoke-build", programTask{[]string{".build.ps1", "build.ps1"}, &spec{ps: true, long: "-File -Task", more: &specMore{moreCode: &moreCode{fileOpts: "-File"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "pwsh", "-c", nil}},
	{"invoke-psake", programTask{[]string{"psakefile.ps1", "default.ps1"}, &spec{ps: true, long: "-buildFile -taskList", more: &specMore{moreCode: &moreCode{fileOpts: "-buildFile"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "pwsh", "-c", nil}},
	{"gradle", programTask{gradleFiles, &spec{value: gradleValue, long: gradleLong, more: &specMore{moreCode: &moreCode{fileOpts: "-b --build-file -I --init-script"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "groovy", "-e", gradleCmds}},
	{"gradlew", programTask{gradleFiles, &spec{value: gradleValue, long: gradleLong, more: &specMore{moreCode: &moreCode{fileOpts: "-b --build-file -I --init-script"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}, "groovy", "-e", gradleCmds}},
}}

// configFileOpts are the options of the JavaScript tools whose config
// file is a program: -c, --config name another one.
var configFileOpts = spec{value: "c", long: "--config", more: &specMore{moreCode: &moreCode{fileOpts: "-c --config"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// invokeOpts are pyinvoke's options: -f names its configuration file.
var invokeOpts = spec{value: "fcrDFT", long: "--collection --command-timeout --config --list-depth --list-format --prefix --search-root", more: &specMore{moreCode: &moreCode{fileOpts: "-f --config"}, moreRun: &noRun, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}}

// gradleFiles are the build scripts Gradle reads, Groovy or Kotlin: read
// as Groovy, whose deletes and home directory Kotlin's DSL spells alike.
var gradleFiles = []string{"build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "~/.gradle/init.gradle", "~/.gradle/init.gradle.kts", "~/.gradle/init.d/*.gradle", "~/.gradle/init.d/*.gradle.kts"}

// rushjsCommands are the commands of rushjs's rush (rushjs.io,
// "Command-line reference"), sorted; rebuild and build are its bulk
// commands of every repository.
const rushjsCommands wordList = "add alert bridge-package build change check deploy help init init-autoinstaller init-deploy init-subspace install install-autoinstaller link link-package list publish purge rebuild remove scan setup tab-complete unlink update update-autoinstaller update-cloud-credentials upgrade-interactive version"

// wslLong are wsl.exe's options that take a value, read by its launcher
// entry and by fsSpecs' --unregister.
const wslLong wordList = "--cd --distribution --distribution-id --shell-type --user"

// containerRunValue are the short options of docker/podman run and
// create that take a value.
const containerRunValue = "acehlmpuvwa"
