package policy

import (
	"cmp"
	"path"
	"slices"
	"strings"
)

// sys.miner: a cryptocurrency miner started spends the machine's
// processors and power for whoever holds the wallet. A miner is known by
// its program's name (xmrig, cpuminer, …) or by the pool it is pointed
// at: a stratum URL (stratum+tcp://…) is only ever a mining pool's.

// poolOpts are the options miners take their pool's address by.
var poolOpts = set{"--pool", "--server", "--url", "-P", "-epool", "-o", "-pool", "-url"}

// stratumURL matches a mining pool's address.
var stratumURL = &lazyRegexp{expr: `^stratum\d?\+[a-z]+://`}

// sysMiner is the sys.miner finding for c starting a miner, in any
// grammar (a Windows program named with .exe).
func sysMiner(c *Command) *Finding {
	name := strings.TrimSuffix(strings.ToLower(commandName(c.Name)), ".exe")
	if !argsHave(c, markColon) && !does(c, name, roleMines) {
		// Gate: a pool's address (stratumURL) holds "://"; with no
		// colon in any word, only a miner's name is a miner.
		return nil
	}
	stratum := false
	for i, a := range c.Args {
		// The value of an option (-o URL, --url=URL): a pool to mine at,
		// not words to print.
		v := strings.ToLower(a.Value)
		if opt, val, ok := strings.Cut(v, "="); ok && poolOpts.has(opt) {
			v = val
		} else if i == 0 || !poolOpts.has(c.Args[i-1].Value) {
			continue
		}
		stratum = stratum || stratumURL.get().MatchString(v)
	}
	if !does(c, name, roleMines) && !stratum {
		return nil
	}
	f := finding("sys.miner", c, "it starts a cryptocurrency miner, which spends this machine's processors and power for whoever holds the wallet",
		"do not run miners here; to test a program's load, run the project's own benchmarks")
	return &f
}

// sysHiddenProgram refuses a program run from where only a dropper puts
// one: memory that vanishes at reboot (/dev/shm), a hidden directory in a
// temporary one (/tmp/.x/k, /var/tmp/.cache/xmr, /tmp/.ICE-unix/.x), or a
// program whose own name is hidden (~/.cache/.k): no installer, build or
// package manager leaves programs there, the analysis cannot see what
// the file holds, and started detached (nohup, setsid, start-stop-daemon
// --exec) it keeps running after this shell. A relative path is read
// from where a cd of this input moved (cd /tmp/.x && ./k), not from the
// session's directory alone, whose own hidden folders are the project's
// (./.venv/bin/python).
func sysHiddenProgram(ctx *Context, c *Command) *Finding {
	// The file run: the command word, or the script a shell, an
	// interpreter or source is given (bash /dev/shm/x.sh, python3
	// /tmp/.x/a.py: runsFile).
	file := runsFile(c)
	if !strings.Contains(file, "/") || !c.Grammar.IsPosix() || c.File != "" {
		return nil // a script on the disk runs what its author put there
	}
	if slices.ContainsFunc(c.Wrappers, func(w string) bool { return strings.HasPrefix(w, "written to ") }) {
		return nil // written for later: where it is written is judged (sys.persistence)
	}
	p := homeWord(file, ctx.Env)
	where := ""
	if path.IsAbs(p) {
		where = hiddenProgramPlace(path.Clean(p), true)
	} else {
		for _, env := range append([]*Env{ctx.Env}, movedEnvs(ctx, c)...) {
			if env.Dir != "" {
				where = cmp.Or(where, hiddenProgramPlace(path.Join(env.Dir, p), true))
			} else if env.Cwd != "" {
				where = cmp.Or(where, hiddenProgramPlace(path.Join(env.Cwd, p), false))
			}
		}
	}
	if where == "" || where == hiddenName && file != c.Word0.Value {
		// A script's hidden name is a shell's own start-up file (source
		// ~/.bashrc, bash ~/.profile), not a dropper's program.
		return nil
	}
	f := finding("sys.written-code", c, "it runs "+file+", a program kept in "+where+": only a dropper keeps programs there, and what the file does cannot be read here",
		"run programs installed by a package manager or built in the project (`./bin/tool`, `make run`); ask a human before starting a file found in a hidden or temporary place")
	return &f
}

// hiddenProgramPlace says where p, a clean absolute path, is kept when
// that is a dropper's place (sysHiddenProgram); "" otherwise. hidden:
// p's hidden names count, not only /dev/shm (false for a path the
// session's own directory makes absolute). An AppImage's mount
// (/tmp/.mount_X) is a program's own.
func hiddenProgramPlace(p string, hidden bool) string {
	dot := func(s string) bool { return len(s) > 1 && s[0] == '.' && s != ".." && !strings.HasPrefix(s, ".mount_") }
	switch {
	case fsUnder(p, "/dev/shm"):
		return "/dev/shm, memory that is gone at the next reboot"
	case !hidden:
		return ""
	}
	for _, top := range []string{"/tmp", "/var/tmp"} {
		// A hidden directory of the temporary one itself (/tmp/.x/k), not
		// one inside a project or build kept there (/tmp/build/.venv/
		// bin/python is the build's virtualenv).
		if rest, ok := strings.CutPrefix(p, top+"/"); ok && strings.Contains(rest, "/") && dot(rest[:strings.IndexByte(rest, '/')]) {
			return "a hidden directory in " + top
		}
	}
	if dot(path.Base(p)) {
		return hiddenName
	}
	return ""
}

// hiddenName is hiddenProgramPlace's answer for a file whose own name is
// hidden.
const hiddenName = "a file whose name is hidden"
