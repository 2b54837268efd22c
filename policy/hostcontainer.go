package policy

import (
	"path"
	"slices"
	"strings"
)

// A container that owns the host: one given the engine's own socket (it
// starts a container with / mounted, as docker run -v /:/host does: a
// read-only mount of a socket still lets it connect), --privileged (every
// device, the host's disks among them), CAP_SYS_ADMIN or every
// capability (mount, cgroups' release_agent), or CAP_SYS_PTRACE in the
// host's process namespace (it steps into the host's processes). What
// such a container runs is root on the host. Its command, when the
// launcher names one, is judged as any launcher's is; a shell or an
// interpreter given no code reads its commands from standard input or
// the terminal, where nothing checks them: refused (sys.protection-off).
// The image's own program (docker:dind, tonistiigi/binfmt, dive, a
// dashboard given the socket) is the image's business.

// hostOwner returns what gives the container of a run read into p (its
// options) the host, or "".
func hostOwner(p parsed) string {
	if p.has("--privileged") {
		return "--privileged"
	}
	ptrace := false
	for _, cp := range p.values("--cap-add") {
		switch strings.TrimPrefix(strings.ToUpper(cp), "CAP_") {
		case "ALL", "SYS_ADMIN":
			return "--cap-add " + cp
		case "SYS_PTRACE":
			ptrace = true
		}
	}
	if ptrace && slices.ContainsFunc(p.values("--pid"), func(v string) bool { return strings.EqualFold(v, "host") }) {
		return "--cap-add SYS_PTRACE in the host's process namespace"
	}
	for _, m := range p.values("-v", "--volume", "--mount") {
		if src := mountSource(m); engineSocket(src) {
			return "the engine's socket (" + src + ")"
		}
	}
	return ""
}

// mountSource returns the host path of a bind mount: -v SRC:DST[:OPTS],
// --mount type=bind,source=SRC,target=DST (src=).
func mountSource(m string) string {
	if strings.Contains(m, "=") {
		for _, kv := range strings.Split(m, ",") {
			if k, v, ok := strings.Cut(kv, "="); ok && (k == "source" || k == "src") {
				return v
			}
		}
		return ""
	}
	src, _, _ := strings.Cut(m, ":")
	return src
}

// engineSocket reports whether src, a bind mount's source, is a
// container engine's socket (docker's, podman's, containerd's, CRI-O's)
// or the run directory that holds them.
func engineSocket(src string) bool {
	src = path.Clean(src)
	switch src {
	case "/run", "/var/run", "/run/containerd", "/run/podman", "/var/run/podman", "/run/docker", "/var/run/docker":
		return true
	}
	switch path.Base(src) {
	case "docker.sock", "podman.sock", "containerd.sock", "crio.sock", "dockershim.sock":
		return true
	}
	return false
}

// readsCommands reports whether words, a container's command, is a shell
// given no code (no -c, no script: it reads its commands from standard
// input), or an interpreter given neither code nor a program (its
// prompt).
func readsCommands(words []Word) bool {
	if len(words) == 0 || !words[0].Literal {
		return false
	}
	name := path.Base(words[0].Value)
	if _, ok := shellGrammar(name); ok {
		_, hasC, script, _ := shellArgs(words[1:])
		return !hasC && script == nil
	}
	s := interpSpec(name)
	if s == nil {
		return false
	}
	p := parseArgs(s, words[1:])
	return len(p.operands) == 0 && !p.hasAny(s.codeOpts) && len(s.extra().modOpts) > 0 && !p.hasAny(s.extra().modOpts)
}

// hostShell refuses a container that owns the host (hostOwner) run with
// a shell or an interpreter reading its commands (readsCommands): the
// commands typed or fed to it are root on the host, unchecked.
func (a *analyzer) hostShell(c *Command, p parsed, words []Word) {
	if !readsCommands(words) {
		return
	}
	own := hostOwner(p)
	if own == "" {
		return
	}
	a.in.unjudged = append(a.in.unjudged, unjudged{c: c, rule: "sys.protection-off",
		why: "it starts " + words[0].Value + " in a container given " + own + ", which owns the host: the commands it reads are root on this machine, and nothing checks them",
		fix: "give the container only what the task needs (a project directory: -v \"$PWD\":/src), and pass the commands it should run on its command line (`docker run --rm -v \"$PWD\":/src -w /src alpine sh -c 'make test'`), where they are checked"})
}
