package policy

// wrapperSpecs are the precommands: each runs the command in its words
// here, as that command would run alone, and changes only how (as whom,
// when, with what priority, limits or environment). peel follows them;
// the command they run is judged by every rule and names them among its
// Wrappers. Their options are read by parseArgs like any command's, so
// an option that takes a value cannot hide the command from the guard
// (flock -n FILE CMD: -n takes none). Each grammar follows the tool's
// manual; options end at the first operand past skip, or at a word known
// only at run time (literalOpts: sudo $X rm reads $X as the command).
// env is among credSpecs, for the environment it prints when it runs
// no command.
var wrapperSpecs = []spec{
	// sudo(8): -h takes a host only attached (-hHOST; -h alone is
	// help); -a type and -c class are BSD's. -s, -i: the shell.
	{path: "sudo", value: "acugpCDrtUTR", long: "--auth-type --chdir --chroot --close-from --command-timeout --group --host --login-class --other-user --prompt --role --type --user", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{assigns: true, shell: "-s -i --login --shell", chdir: "-D --chdir"}}, moreArgs: &moreArgs{attached: "h"}, moreChange: &moreChange{role: roleAsUser | roleRunsHere | roleUsesFiles | roleDataWords, trait: traitGlobbed}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// doas(1): doas [-Lns] [-a style] [-C config] [-u user] command.
	{path: "doas", value: "auC", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{shell: "-s"}}, moreChange: &moreChange{role: roleAsUser | roleRunsHere | roleUsesFiles | roleDataWords, trait: traitGlobbed}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "command", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{lookups: "-v -V"}}, moreChange: &moreChange{role: roleLocates | roleRunsHere | roleUsesFiles | roleDataWords}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "builtin", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere}}},
	{path: "exec", value: "a", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleUsesFiles | roleDataWords}}},
	// nice -n N, nice -N (the old form: -10 is two switches to
	// parseArgs, neither taking a value).
	{path: "nice", value: "n", long: "--adjustment", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleUsesFiles | roleDataWords}}},
	{path: "nohup", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleDetaches | roleUsesFiles | roleDataWords}}},
	// timeout [-s SIG] [-k DUR] DURATION CMD…
	{path: "timeout", value: "sk", long: "--kill-after --signal", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleUsesFiles | roleDataWords}}},
	{path: "time", value: "fo", long: "--format --output", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleUsesFiles | roleDataWords}}},
	{path: "stdbuf", value: "ioe", long: "--error --input --output", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// ionice(1): -c class, -n level, -p/-P/-u ids (with those it
	// changes running processes and runs nothing).
	{path: "ionice", value: "cnpPu", long: "--class --classdata --pgid --pid --uid", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "setsid", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDetaches}}},
	{path: "unbuffer", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// chrt(1): [options] PRIORITY CMD…; -T, -P, -D take the deadline
	// policy's times.
	{path: "chrt", value: "TPD", long: "--sched-deadline --sched-period --sched-runtime", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// taskset(1): [options] MASK CMD… (-c: the mask is a CPU list).
	{path: "taskset", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "busybox", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "toybox", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "pkexec", long: "--user", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreChange: &moreChange{role: roleAsUser}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// xargs: -i, -l and -e (GNU) and --replace, --max-lines and --eof
	// take their value only attached (-i{}, --replace=R, --eof=END):
	// xargs -i sh -c '{}' runs sh. -J, -R and -S are BSD's.
	{path: "xargs", value: "ILnPdEsaJRS", long: "--arg-file --delimiter --max-args --max-chars --max-procs --process-slot-var", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreArgs: &moreArgs{attached: "ile"}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleFiltersLines | roleUsesFiles | roleDataWords, trait: traitGlobbed}}},
	// caffeinate(8): -t SECONDS, -w PID.
	{path: "caffeinate", value: "tw", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "strace", value: straceValue, long: straceLong, literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// ltrace(1): -a COL, -A N, -D MASK, -e EXPR, -F PATH, -l LIB, -n N,
	// -o FILE, -p PID, -s LEN, -u USER, -w N, -x EXPR; -L (no library
	// calls) is a switch.
	{path: "ltrace", value: ltraceValue, long: ltraceLong, literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "valgrind", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// flock(1): [-w SECS] [-E CODE] FILE CMD…, or FILE -c TEXT (then
	// followed as shell code); -n (fail rather than wait), -s, -x, -u,
	// -o and -F are switches.
	{path: "flock", value: "wEc", long: "--command --conflict-exit-code --timeout --wait", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}, shellOpts: "-c --command"}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// nsenter(1): -t PID, -S UID, -G GID, -W/-N; a namespace's file
	// and -r/-w's directory only attached (-m/proc/1/ns/mnt).
	{path: "nsenter", value: "tGSWN", long: "--setgid --setuid --target --user-parent --wdns", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreArgs: &moreArgs{attached: "muinpUCTrw"}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "chroot", long: "--groups --userspec", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// unshare(1): -R DIR, -w DIR, -S UID, -G GID; a namespace's file
	// only attached (-m/run/ns), as --kill-child's signal and
	// --mount-proc's directory are (--kill-child=SIGTERM).
	{path: "unshare", value: "RwSG", long: "--boottime --map-group --map-groups --map-user --map-users --monotonic --propagation --root --setgid --setgroups --setuid --wd", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreArgs: &moreArgs{attached: "muinpUCT"}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// runuser(1): -u USER [--] CMD…; without -u its operand is a user
	// (su's form), and -c TEXT is shell code (both followed elsewhere).
	{path: "runuser", value: runuserValue, long: runuserLong, literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{needs: "-u --user"}}, moreChange: &moreChange{role: roleAsUser}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// runuser [-l] USER [-c TEXT]: su's form, its options anywhere.
	{path: "runuser", value: runuserValue, long: runuserLong, more: &specMore{moreRun: &moreRun{shellOpts: userShellOpts, stdinShell: true}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// systemd-run(1): -u UNIT, -p PROP, -E VAR, -H HOST, -M MACHINE, -C
	// CAPSULE; -G (--collect), -r, -d, -P, -t, -q are switches.
	{path: "systemd-run", value: "upEMHC", long: "--background --capsule --description --expand-environment --gid --host --job-mode --json --machine --nice --on-active --on-boot --on-calendar --on-startup --on-unit-active --on-unit-inactive --path-property --property --service-type --setenv --slice --socket-property --timer-property --uid --unit --working-directory", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{shell: "-S --shell"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleSystemTool}}},
	// screen(1): -c FILE, -e XY, -h LINES, -p WINDOW, -s SHELL, -S
	// NAME, -t TITLE, -T TERM; -r, -R and -x attach to the session
	// the next word names; -L (log) and -l (login) are switches.
	{path: "screen", value: "SceHhpRrsTtx", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &moreCode{reader: readScreen}, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleDataWords}}}, // -X stuff TEXT: typed into a session (readScreen)
	{path: "chronic", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// run-one(1) (Ubuntu's run-one): runs COMMAND unless another run-one
	// of the same words holds its lock; its siblings kill that one first
	// or run COMMAND again and again (until it succeeds or fails).
	{path: "run-one", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "run-this-one", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "keep-one-running", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "run-one-constantly", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "run-one-until-success", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "run-one-until-failure", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// ifne(1) (moreutils): runs COMMAND, handing it standard input, if
	// that input is not empty (-n: if it is).
	{path: "ifne", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// lckdo(1) (moreutils): lckdo [-w] [-W SECS] [-e] [-q] [-s] [-x]
	// LOCKFILE PROGRAM ARGS…
	{path: "lckdo", value: "W", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "ts", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "catchsegv", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// zsh's precommand modifiers (noglob, nocorrect) and its repeat
	// WORD CMD, which mvdan.cc/sh reads as a command's words: the rest
	// is the command run (repeat 3 curl … | sh pipes curl's output).
	{path: "noglob", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "nocorrect", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "repeat", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// faketime(1): [-m] [-f] [-p PID] [--exclude-monotonic] [--date-prog
	// PROG] TIMESTAMP CMD…; -f says how the timestamp is written and takes
	// none. Its main (libfaketime's src/faketime.c) compares each word
	// with these whole names and takes the first other one for the
	// timestamp, a dash before it or not (faketime -1d CMD, -f '-2d').
	{path: "faketime", value: "p", long: "--date-prog", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &moreArgs{switches: "--exclude-monotonic --help --version -? -f -h -m -p -v"}, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// firejail(1): its options are switches or --name=VALUE, one word; with
	// no command it starts the user's shell; --list, --tree and the like
	// only show the sandboxes running.
	{path: "firejail", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true, lookups: "--help --list --netstats --top --tree --version"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// bwrap(1): the mounts and --setenv, --symlink, --chmod take two
	// values (--bind SRC DEST), the others one; --unshare-*, --die-with-
	// parent, --new-session and the like are switches.
	{path: "bwrap", long: "--add-seccomp-fd --args --argv0 --bind --bind-data --bind-try --block-fd --cap-add --cap-drop --chdir --chmod --dev --dev-bind --dev-bind-try --dir --exec-label --file --file-label --gid --hostname --info-fd --json-status-fd --lock-file --mqueue --overlay-src --perms --pidns --proc --remount-ro --ro-bind --ro-bind-data --ro-bind-try --ro-overlay --seccomp --setenv --size --symlink --sync-fd --tmp-overlay --tmpfs --uid --unsetenv --userns --userns-block-fd --userns2", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreArgs: &moreArgs{pairs: "--bind --bind-data --bind-try --chmod --dev-bind --dev-bind-try --file --ro-bind --ro-bind-data --ro-bind-try --setenv --symlink"}, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// capsh(1): its options are --name=VALUE words; the words after --
	// are /bin/bash's (capsh --caps=… -- -c TEXT), and == runs capsh
	// again with the words after it.
	{path: "capsh", dashdash: true, literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{shellArgs: "bash"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// setpriv(1): the ids, groups, capability sets and labels take a value;
	// --nnp, --init-groups, --keep-groups, --clear-groups, --reset-env, -d
	// are switches.
	{path: "setpriv", long: "--ambient-caps --apparmor-profile --bounding-set --egid --euid --groups --inh-caps --landlock-access --landlock-rule --pdeathsig --regid --reuid --rgid --ruid --securebits --selinux-label", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleAsUser}}},
	// proot(1): -r/-R/-S ROOTFS, -b/-m PATH, -q QEMU, -w DIR, -k RELEASE,
	// -i ID, -v LEVEL; -0 is a switch; with no command, /bin/sh.
	{path: "proot", value: "rbmqwkivSR", long: "--bind --change-id --cwd --kernel-release --mount --qemu --rootfs --verbose", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// dbus-run-session(1) [--config-file F] [--dbus-daemon B] [--] CMD…
	{path: "dbus-run-session", long: "--config-file --dbus-daemon", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// dbus-launch(1): its options are switches or --name=VALUE.
	{path: "dbus-launch", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// gosu USER CMD…, su-exec USER CMD…, setuidgid USER CMD…: the user, then
	// the command.
	{path: "gosu", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleAsUser}}},
	{path: "su-exec", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleAsUser}}},
	{path: "setuidgid", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleAsUser}}},
	// chpst(8): -u USER, -U USER, -e DIR, -n INC, -l/-L LOCK and
	// the limits take a value; -P, -v, -0, -1, -2 are switches.
	{path: "chpst", value: "uUenlLmdofcprt", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleAsUser}}},
	// envdir DIR CMD…: the variables of DIR's files set for the command.
	{path: "envdir", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// numactl(8): the node and CPU lists, in the word or the next.
	{path: "numactl", value: "iPmNCpw", long: "--cpunodebind --interleave --membind --physcpubind --preferred --preferred-many --weighted-interleave", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// prlimit(1): -p PID, -o COLUMNS; a limit only attached (--nofile=1024).
	{path: "prlimit", value: "po", long: "--output --pid", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "eatmydata", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// nocache [-n N] CMD…
	{path: "nocache", value: "n", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// fakeroot(1): -l LIB, -i/-s FILE, -b FD; with no command, a shell.
	{path: "fakeroot", value: "lisb", long: "--faked --lib", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// dumb-init [-c] [-r S:R] [-v] CMD…; tini [-s -v -g -l] [-p SIG] [-e CODE] -- CMD…
	{path: "dumb-init", value: "r", long: "--rewrite", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "tini", value: "pe", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// xvfb-run(1): -e/-f FILE, -n NUM, -p PROTO, -s ARGS, -w DELAY.
	{path: "xvfb-run", value: "efnpsw", long: "--auth-file --error-file --server-args --server-num --wait --xauth-protocol", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// cgexec -g CONTROLLERS:PATH [--sticky] CMD…
	{path: "cgexec", value: "g", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// setarch ARCH [switches] [CMD…], linux32, linux64: with no command, a shell.
	{path: "setarch", literalOpts: true, skip: 1, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "linux32", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "linux64", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{bare: true}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// systemd-inhibit [--what --who --why --mode VALUE] CMD…
	{path: "systemd-inhibit", long: "--mode --what --who --why", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// sandbox-exec [-f FILE | -n NAME | -p PROFILE] [-D K=V] CMD… (macOS)
	{path: "sandbox-exec", value: "fnpD", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// aa-exec [-p PROFILE] [-n NS] [-i -v -d] [--] CMD…
	{path: "aa-exec", value: "pn", long: "--namespace --profile", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// sshpass(1): [-f FILE | -d FD | -p PASSWORD | -e[VAR]] [-P PROMPT]
	// [-v] CMD…: the command it types the password into (ssh -R, scp,
	// rsync), run here and judged as typed alone.
	{path: "sshpass", value: "fdpP", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &moreArgs{attached: "e"}, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleUsesFiles}}},
	// torsocks, proxychains: the command's connections through a proxy.
	{path: "torsocks", value: "upaP", long: "--address --pass --port --user", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "proxychains", value: "f", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "proxychains4", value: "f", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// trickle [-s] [-d RATE] [-u RATE] [-w LEN] [-t SECS] [-l LEN] [-n SOCK] CMD…
	{path: "trickle", value: "duwtln", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	// cross-env NAME=value… CMD: env's form for npm scripts.
	{path: "cross-env", literalOpts: true, more: &specMore{moreRun: &moreRun{wrap: &wrapping{assigns: true}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
}

// runuser(1)'s options that take a value (a constant: a string variable
// named in another's initializer is copied by code at start-up).
const runuserValue = "ugGwcs"

var ()

const (
	runuserLong wordList = "--command --group --session-command --shell --supp-group --user --whitelist-environment"
)

// envValue are env's long options that take a value.
const envValue wordList = "--argv0 --chdir --split-string --unset"

// A wrapping says how a precommand (specMore.wrap) is given its command.
type wrapping struct {
	// assigns: NAME=value words may come before the command (env,
	// sudo), each set for it.
	assigns bool
	// shell are the options with which, given no command, it starts a
	// shell (sudo -s, sudo -i, doas -s, systemd-run -S); bare: it starts
	// one whenever it is given no command (chroot DIR, unshare,
	// pkexec). That shell reads its commands from standard input (peel).
	shell wordList
	bare  bool
	// lookups are the options with which it runs nothing but says what
	// a name is (command -v); needs, those of which one must be given
	// for its operands to be a command (runuser -u).
	lookups, needs wordList
	// chdir are the options whose value is the directory the command
	// runs in (env -C, sudo -D): a cd before it (wrapperDir).
	chdir wordList
	// shellArgs names the shell whose arguments its words are, not a
	// command's (capsh -- -c TEXT runs bash -c TEXT).
	shellArgs string
}

// straceValue and straceLong are strace's options that take a value,
// ltraceValue and ltraceLong ltrace's: read by their wrapper entries and
// by credSpecs' (-p PID attaches to a process and reads its memory).
const straceValue = "eoOpPsuEaIXb"
const straceLong wordList = "--attach --env --output --signal --string-limit --trace --user"
const ltraceValue = "aADeFlnopsuwx"
const ltraceLong wordList = "--library --output --user"
