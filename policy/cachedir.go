package policy

import (
	"os"
	"path"
	"slices"
	"strings"
)

// A tool's cache, asked of the tool: rm -rf "$(go env GOCACHE)", "$(npm
// config get cache)", "$(pip cache dir)". What the query prints is worked
// out as the tool works it out: the variable that sets it, else a setting
// in one of its configuration files as they are now, else its default
// under the home directory. A variable set to what the analysis cannot
// know, a configuration file that sets the cache (read at its worst, not
// parsed), one this input writes, or another run of the tool in the input
// (go env -w, npm config set change the files before the query runs)
// leave it unknown.

// A cacheQuery is a tool's words that print its cache directory.
type cacheQuery struct {
	name, words string
	// vars set the directory, the first set wins; key is the setting's
	// name in the files; cfgVars name other configuration files, read at
	// their worst (the directory unknown).
	vars, cfgVars []string
	key           string
	files         func(a *analyzer, home string) []string
	// def is the default under home, or under $XDG_CACHE_HOME as xdg.
	def, xdg string
}

var (
	npmConfigVars = []string{"NPM_CONFIG_GLOBALCONFIG", "NPM_CONFIG_PREFIX", "NPM_CONFIG_USERCONFIG", "npm_config_globalconfig", "npm_config_prefix", "npm_config_userconfig"}
	pipConfigVars = []string{"PIP_CONFIG_FILE", "XDG_CONFIG_DIRS", "XDG_CONFIG_HOME"}
)

var cacheQueries = []cacheQuery{
	{name: "go", words: "env GOCACHE", vars: []string{"GOCACHE"}, cfgVars: []string{"GOENV", "XDG_CONFIG_HOME"}, key: "GOCACHE=", files: goEnvFiles, def: ".cache/go-build", xdg: "go-build"},
	{name: "npm", words: "config get cache", vars: []string{"npm_config_cache", "NPM_CONFIG_CACHE"}, cfgVars: npmConfigVars, key: "cache", files: npmrcFiles, def: ".npm"},
	{name: "pip", words: "cache dir", vars: []string{"PIP_CACHE_DIR"}, cfgVars: pipConfigVars, key: "cache", files: pipConfFiles, def: ".cache/pip", xdg: "pip"},
	{name: "pip3", words: "cache dir", vars: []string{"PIP_CACHE_DIR"}, cfgVars: pipConfigVars, key: "cache", files: pipConfFiles, def: ".cache/pip", xdg: "pip"},
}

// cacheDir returns the directory c, one of cacheQueries, prints.
func (a *analyzer) cacheDir(c *Command, args []string) (string, bool) {
	i := slices.IndexFunc(cacheQueries, func(q cacheQuery) bool { return q.name == c.Name && q.words == strings.Join(args, " ") })
	if i < 0 || len(c.Assigns) > 0 || len(c.Redirs) > 0 || c.Stdin != nil {
		return "", false
	}
	q := cacheQueries[i]
	if slices.ContainsFunc(a.in.Commands, func(o *Command) bool { return o != c && o.Name == q.name }) {
		return "", false // go env -w GOCACHE=…; rm -rf "$(go env GOCACHE)"
	}
	home, ok := a.knownOrHome("HOME")
	if !ok || !path.IsAbs(home) {
		return "", false
	}
	for _, name := range q.vars {
		if v, set, known := a.cacheVar(name); !known {
			return "", false
		} else if set {
			return v, path.IsAbs(v)
		}
	}
	for _, name := range q.cfgVars {
		if _, set, known := a.cacheVar(name); !known || set {
			return "", false // another configuration file, read at its worst
		}
	}
	files := q.files(a, home)
	if q.name != "go" && q.name != "npm" {
		venv, set, known := a.cacheVar("VIRTUAL_ENV")
		if !known || set && !path.IsAbs(venv) {
			return "", false
		}
		if set {
			files = append(files, path.Join(venv, "pip.conf")) // the virtual environment's own
		}
	}
	xdg, xdgSet, known := a.cacheVar("XDG_CACHE_HOME")
	if !known {
		return "", false
	}
	for _, f := range files {
		if _, written := a.writtenText(f); written {
			return "", false
		}
		if b, err := os.ReadFile(f); err == nil && strings.Contains(strings.ToLower(string(b)), strings.ToLower(q.key)) {
			return "", false
		}
	}
	if xdgSet && q.xdg != "" {
		return path.Join(xdg, q.xdg), path.IsAbs(xdg)
	}
	return path.Join(home, q.def), true
}

// cacheVar returns the value of the variable name the tool starts with:
// set or not, and whether that is known (the input sets it only to
// known values, or not at all).
func (a *analyzer) cacheVar(name string) (v string, set, known bool) {
	if v, ok := a.vars[name]; ok {
		return v, v != "", true
	}
	if a.touched[name] || a.isComputed(name) {
		return "", false, false
	}
	if a.env.Getenv == nil {
		return "", false, true
	}
	v = a.env.Getenv(name)
	return v, v != "", true
}

// goEnvFiles is the go command's configuration file (go env -w writes
// it): os.UserConfigDir()/go/env.
func goEnvFiles(a *analyzer, home string) []string {
	return []string{path.Join(home, ".config/go/env")}
}

// npmrcFiles are npm's configuration files: the project's, the user's,
// the global ones where installations keep them.
func npmrcFiles(a *analyzer, home string) []string {
	return []string{path.Join(a.env.Project, ".npmrc"), path.Join(home, ".npmrc"), "/etc/npmrc", "/usr/etc/npmrc", "/usr/local/etc/npmrc"}
}

// pipConfFiles are pip's configuration files (pip's configuration.py:
// global, user, legacy user).
func pipConfFiles(a *analyzer, home string) []string {
	return []string{"/etc/pip.conf", "/etc/xdg/pip/pip.conf", path.Join(home, ".pip/pip.conf"), path.Join(home, ".config/pip/pip.conf")}
}
