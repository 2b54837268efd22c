package policy

import (
	"maps"
	"path"
	"slices"
	"strings"
)

// A compose file is docker run's command line written down: each
// service is a container run with the image, bind mounts, privileges
// and command it names. When compose starts the services of a file this
// input wrote (docker compose up, run, create), each one is judged as
// the docker run that stands for it (writtenComposeRun), whose rules
// map the paths its command names back through the mounts to the
// host's: volumes: [/:/host] with command: rm -rf /host/etc deletes the
// host's /etc.
//
// Which files compose reads (Compose's documentation, "Use multiple
// Compose files" and "Pre-defined environment variables"): those -f
// names, in order, else those COMPOSE_FILE lists (split at
// COMPOSE_PATH_SEPARATOR, : on Unix), else compose.yaml (or
// compose.yml, docker-compose.yaml, docker-compose.yml) and its
// override file (compose.override.yaml and the like), in the project
// directory; the files an include: list names are read with the one
// naming them. Services of one name are merged, the later file's keys
// over the earlier's and its volumes added to them.

// composeRuns are compose's subcommands that start a file's services.
var composeRuns = set{"create", "run", "up", "watch"}

// composeDefaults are the files compose reads in the project directory
// when none is named: the compose file and its override file (podman's
// own names too).
var composeDefaults = []string{"compose.yaml", "compose.yml", "docker-compose.yaml", "docker-compose.yml", "compose.override.yaml", "compose.override.yml", "docker-compose.override.yaml", "docker-compose.override.yml", "container-compose.yaml", "container-compose.yml", "podman-compose.yaml", "podman-compose.yml"}

// composeListKeys are the service keys whose lists a later file adds to
// the earlier's instead of replacing them.
var composeListKeys = set{"cap_add", "devices", "security_opt", "volumes"}

// writtenComposeRun judges the services compose starts from the files
// this input wrote as the docker run commands they are.
func (a *analyzer) writtenComposeRun(c *Command) {
	if len(a.written) == 0 {
		return
	}
	global, isCompose := composeGlobalOf(c)
	_, sub, next, rest := composeWords(c)
	if !isCompose || sub != "compose" || !composeRuns.has(next) || hasArg(c.Args, "--dry-run") {
		return // docker compose --dry-run up: it only shows what it would do
	}
	dir := a.env.Cwd
	if d, ok := global.valueWord("--project-directory"); ok && d.Literal {
		if p, ok := a.env.Path(d); ok {
			dir = p
		}
	}
	var files []string
	for _, f := range global.valueWords("-f --file") {
		if p, ok := a.env.Path(f); ok && f.Literal {
			files = append(files, p)
		}
	}
	if v, ok := a.settingsVar(c, "COMPOSE_FILE"); ok && len(files) == 0 {
		sep, _ := a.settingsVar(c, "COMPOSE_PATH_SEPARATOR")
		if sep == "" {
			sep = ":"
		}
		for f := range strings.SplitSeq(v, sep) {
			if p, ok := a.env.Path(Word{Value: f, Literal: true}); ok && f != "" {
				files = append(files, p)
			}
		}
	}
	if len(files) == 0 && !global.has("-f", "--file") {
		for _, f := range composeDefaults {
			files = append(files, path.Join(dir, f))
		}
	}
	services := map[string]map[string]any{}
	var read []string
	for i := 0; i < len(files) && i < maxCalls; i++ {
		text, found := a.writtenText(files[i])
		if !found || text == unknownText {
			continue
		}
		doc, _ := yamlTree(text)
		read = append(read, path.Base(files[i]))
		for _, inc := range yamlList(yamlAt(doc, "include")) {
			if m, ok := inc.(map[string]any); ok {
				inc = m["path"]
			}
			for _, w := range yamlWords(inc) {
				files = append(files, path.Join(path.Dir(files[i]), w.Value))
			}
		}
		svcs, _ := yamlAt(doc, "services").(map[string]any)
		for name, s := range svcs {
			m, ok := s.(map[string]any)
			if !ok {
				continue
			}
			merged := services[name]
			if merged == nil {
				merged = map[string]any{}
				services[name] = merged
			}
			a.composeMerge(merged, a.composeBase(m, files[i], svcs, 0), "")
			a.composeMerge(merged, m, path.Dir(files[i]))
		}
	}
	how := c.Name + " compose " + strings.Join(read, " ")
	if len(services) == 0 || slices.Contains(c.Wrappers, how) {
		return
	}
	// compose run SERVICE CMD…: that service, the command given.
	var only string
	var command []Word
	if next == "run" {
		if s, words := lookupSpec(c); s != nil {
			rest = words
		}
		if p := parseArgs(&composeRunSpec, rest); len(p.rest) > 0 {
			only, command = p.rest[0].Value, p.rest[1:]
		}
	}
	for _, name := range slices.Sorted(maps.Keys(services)) {
		if only != "" && name != only {
			continue
		}
		a.runInnerEnv(c, composeDockerRun(services[name], command), how, false)
	}
}

// composeMerge merges the keys of the service m, of a file in dir, into
// merged, as compose merges a later file's service or an extending one
// into the one before: its keys over those there, its lists of
// composeListKeys added to theirs, a bind mount's relative source made
// a path from dir ("": already made).
func (a *analyzer) composeMerge(merged, m map[string]any, dir string) {
	for k, v := range m {
		if k == "extends" {
			continue
		}
		if composeListKeys.has(k) {
			l := yamlList(v)
			if dir != "" {
				l = composeMounts(k, l, dir, a.env.Home)
			}
			v = append(yamlList(merged[k]), l...)
		}
		merged[k] = v
	}
}

// composeBase returns the keys of the service that m, a service of the
// file at p whose services are svcs, extends (Compose's documentation,
// "Extend your Compose file": extends: NAME, or extends: {service:
// NAME, file: F}), with those of the one it extends in turn under them,
// its mounts made paths: nil when it extends none, or one of a file
// this input did not write (the project's own).
func (a *analyzer) composeBase(m map[string]any, p string, svcs map[string]any, depth int) map[string]any {
	ext := m["extends"]
	if ext == nil || depth > 8 {
		return nil
	}
	name, _ := ext.(string)
	if e, ok := ext.(map[string]any); ok {
		name, _ = e["service"].(string)
		if f, ok := e["file"].(string); ok && f != "" {
			if !path.IsAbs(f) {
				f = path.Join(path.Dir(p), f)
			}
			text, found := a.writtenText(f)
			if !found || text == unknownText {
				return nil
			}
			doc, _ := yamlTree(text)
			p = f
			svcs, _ = yamlAt(doc, "services").(map[string]any)
		}
	}
	base, ok := svcs[name].(map[string]any)
	if !ok || name == "" {
		return nil
	}
	out := map[string]any{}
	a.composeMerge(out, a.composeBase(base, p, svcs, depth+1), "")
	a.composeMerge(out, base, path.Dir(p))
	return out
}

// composeRunSpec reads compose run's options that take a value (its
// launcher entry's, and --env-from-file).
var composeRunSpec = spec{value: "ewvlup", long: "--entrypoint --env --env-from-file --label --name --publish --user --volume --workdir"}

// composeMounts returns a service's volumes with a bind mount's relative
// source (./data, ../x) made a path from the compose file's directory
// and ~ the home directory, as compose resolves them; other keys'
// lists as they are.
func composeMounts(key string, l []any, dir, home string) []any {
	if key != "volumes" {
		return l
	}
	resolve := func(src string) string {
		switch {
		case src == "~" || strings.HasPrefix(src, "~/"):
			if home != "" {
				return home + src[1:]
			}
		case src == "." || src == ".." || strings.HasPrefix(src, "./") || strings.HasPrefix(src, "../"):
			return path.Join(dir, src)
		}
		return src
	}
	out := make([]any, 0, len(l))
	for _, v := range l {
		switch v := v.(type) {
		case string:
			src, dst, ok := strings.Cut(v, ":")
			if ok {
				out = append(out, resolve(src)+":"+dst)
				continue
			}
			out = append(out, v)
		case map[string]any:
			m := maps.Clone(v)
			if s, ok := m["source"].(string); ok {
				m["source"] = resolve(s)
			}
			out = append(out, m)
		}
	}
	return out
}

// composeFlags are the service keys that are docker run's options,
// KEY=--option; a list's elements are the option given again.
var composeFlags = []string{"cap_add=--cap-add", "devices=--device", "ipc=--ipc", "network_mode=--network", "pid=--pid", "security_opt=--security-opt", "user=--user", "userns_mode=--userns", "working_dir=--workdir"}

// composeDockerRun returns the docker run command a compose service
// stands for: its privileges and namespaces, mounts, user and working
// directory, entrypoint, image and command (command given instead of
// the service's, from compose run).
func composeDockerRun(s map[string]any, command []Word) []Word {
	lit := func(v string) Word { return Word{Value: v, Literal: true} }
	words := []Word{lit("docker"), lit("run")}
	if yamlTrue(s["privileged"]) {
		words = append(words, lit("--privileged"))
	}
	for _, kf := range composeFlags {
		key, flag, _ := strings.Cut(kf, "=")
		for _, w := range yamlWords(s[key]) {
			words = append(words, lit(flag+"="+w.Value))
		}
	}
	for _, v := range yamlList(s["volumes"]) {
		switch v := v.(type) {
		case string:
			words = append(words, lit("--volume"), lit(v))
		case map[string]any:
			src, _ := v["source"].(string)
			dst, _ := v["target"].(string)
			if src == "" || dst == "" {
				continue
			}
			typ, _ := v["type"].(string)
			if typ == "" {
				typ = "bind"
			}
			m := "type=" + typ + ",source=" + src + ",target=" + dst
			if yamlTrue(v["read_only"]) {
				m += ",readonly"
			}
			words = append(words, lit("--mount"), lit(m))
		}
	}
	entry := yamlWords(s["entrypoint"])
	if len(entry) > 0 {
		words = append(words, lit("--entrypoint"), entry[0])
	}
	image, _ := s["image"].(string)
	if image == "" {
		image = "image" // built from the service's build: context, or named in another file
	}
	words = append(words, lit(image))
	if len(entry) > 1 {
		words = append(words, entry[1:]...)
	}
	if command == nil {
		command = yamlWords(s["command"])
	}
	return append(words, command...)
}

// yamlList returns a YAML value as a list: a list as it is, a scalar or
// mapping as the one element, nothing as none.
func yamlList(v any) []any {
	switch v := v.(type) {
	case nil:
		return nil
	case []any:
		return v
	case string:
		if v == "" {
			return nil
		}
	}
	return []any{v}
}

// yamlTrue reports whether a YAML scalar is true.
func yamlTrue(v any) bool {
	s, _ := v.(string)
	switch strings.ToLower(s) {
	case "true", "yes", "on":
		return true
	}
	return false
}
