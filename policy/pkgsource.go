package policy

import (
	"path"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

// Package sources (sys.package-source): where a package manager fetches
// the code it installs. Pointed anywhere but the tool's public registry
// (or this machine), every later install, of every project, runs code
// from there, unchecked: a configuration command (pip config set
// global.index-url URL, npm config set registry URL, go env -w
// GOPROXY=URL, gem sources --add URL; spec_sys.go, spec.source), a
// variable kept for the session or for good (PIP_INDEX_URL, GOPROXY;
// sourceEnv), or a configuration file written (pip.conf, .npmrc, the
// cargo, conda, gem, NuGet, uv and Bundler ones; sourceConfig). A
// one-off install from another index (pip install -i URL PKG) is that
// command's business, seen where it is typed.

// publicRegistries are the hosts of the package managers' own public
// registries and of the code hosts' package registries: a source there
// is the default one, or as trusted.
var publicRegistries = set{
	"api.nuget.org", "chocolatey.org", "community.chocolatey.org", "conda.anaconda.org", "crates.io",
	"files.pythonhosted.org", "index.crates.io", "index.rubygems.org", "npm.pkg.github.com",
	"nuget.pkg.github.com", "plugins.gradle.org", "proxy.golang.org", "pypi.org", "pypi.python.org",
	"registry.npmjs.com", "registry.npmjs.org", "registry.yarnpkg.com", "repo.anaconda.com",
	"repo.maven.apache.org", "repo1.maven.org", "rubygems.org", "rubygems.pkg.github.com",
	"static.crates.io", "sum.golang.org", "www.nuget.org", "www.powershellgallery.com",
}

// remotePlace matches a word that names another machine: a URL of any
// scheme but file:, or a bare host name with a dot (GOPROXY=goproxy.example).
var remotePlace = &lazyRegexp{expr: `(?i)^([a-z][a-z0-9+.-]*://|[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(/|$))`}

// untrustedSource reports whether v, a source setting's value (one URL,
// or several split by blanks, commas or |, as GOPROXY and
// extra-index-url take them), names a place other than a public registry
// or this machine. Names (conda-forge), direct, off and local paths do
// not.
func untrustedSource(v string) bool {
	for _, e := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '\t' || r == ',' || r == '|' || r == '\n' }) {
		e = strings.Trim(e, `"'`)
		if i, j := strings.IndexByte(e, '='), strings.Index(e, "://"); i >= 0 && (j < 0 || i < j) {
			e = e[i+1:] // GOPROXY=URL, registry=URL
		}
		if strings.HasPrefix(strings.ToLower(e), "file:") || !remotePlace.match(e) {
			continue
		}
		host := e
		if _, rest, ok := strings.Cut(e, "://"); ok {
			host = rest
		}
		if i := strings.LastIndexByte(host[:strings.IndexAny(host+"/", "/?#")], '@'); i >= 0 {
			host = host[i+1:] // user:token@host
		}
		host = strings.ToLower(host[:strings.IndexAny(host+"/", "/?#")])
		if h, _, ok := strings.Cut(host, ":"); ok && !strings.HasPrefix(host, "[") {
			host = h
		}
		host = strings.TrimPrefix(host, "sparse+")
		// This machine is no redirect: a registry run for tests (verdaccio
		// on localhost:4873).
		if publicRegistries.has(host) || loopbackHost(host) {
			continue
		}
		return true
	}
	return false
}

// sourceEnv are the variables that name a package manager's default
// source (or one more it searches, which shadows the public one by
// version: extra-index-url), compared in upper case.
var sourceEnv = set{
	"BUNDLE_MIRROR__ALL", "GOPROXY", "NPM_CONFIG_REGISTRY", "PDM_PYPI_URL", "PIPENV_PYPI_MIRROR", "PIP_EXTRA_INDEX_URL",
	"PIP_FIND_LINKS", "PIP_INDEX_URL", "UV_DEFAULT_INDEX", "UV_EXTRA_INDEX_URL", "UV_FIND_LINKS", "UV_INDEX",
	"UV_INDEX_URL", "YARN_NPM_REGISTRY_SERVER", "YARN_REGISTRY",
}

// sourceVar reports whether the variable name sets a package source.
func sourceVar(name string) bool {
	n := strings.ToUpper(name)
	return sourceEnv.has(n) || strings.HasPrefix(n, "BUNDLE_MIRROR__")
}

// sourceConfig returns the package manager whose configuration file p is
// (either slash, any case) and the pattern of its lines that set a
// source, the value in the last group: "" when p is none.
func sourceConfig(p string) (string, *lazyRegexp) {
	l := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	dir, base := path.Split(l)
	dir = path.Base(strings.TrimSuffix(dir, "/"))
	switch {
	case base == "pip.conf" || base == "pip.ini":
		return "pip", iniSource
	case base == ".npmrc" || base == "npmrc":
		return "npm", npmrcSource
	case base == ".yarnrc" || base == ".yarnrc.yml":
		return "yarn", yarnSource
	case (base == "config" || base == "config.toml") && dir == ".cargo":
		return "cargo", cargoSource
	case base == ".condarc" || base == "condarc":
		return "conda", anySource
	case base == ".gemrc" || base == "gemrc":
		return "gem", anySource
	case base == "nuget.config":
		return "nuget", anySource
	case base == "uv.toml":
		return "uv", anySource
	case base == "env" && dir == "go":
		return "go", goEnvSource
	case base == "config" && dir == ".bundle":
		return "bundler", anySource
	}
	return "", nil
}

var (
	iniSource   = &lazyRegexp{expr: `(?im)^[ \t]*(?:index-url|extra-index-url|find-links)[ \t]*[=:][ \t]*(.+)$`}
	npmrcSource = &lazyRegexp{expr: `(?im)^[ \t]*registry[ \t]*=[ \t]*(.+)$`}
	yarnSource  = &lazyRegexp{expr: `(?im)^[ \t]*(?:registry|npmRegistryServer)[ \t:]+(.+)$`}
	cargoSource = &lazyRegexp{expr: `(?im)^[ \t]*(?:registry|index)[ \t]*=[ \t]*(.+)$`}
	goEnvSource = &lazyRegexp{expr: `(?im)^[ \t]*GOPROXY[ \t]*=[ \t]*(.+)$`}
	anySource   = &lazyRegexp{expr: `(?i)([a-z][a-z0-9+.-]*://[^\s"'<>]+)`}
)

// sourceWritten returns the source text, written to the package
// manager's configuration file p, points it at: "" when none but a
// public registry's or this machine's. Comments do not count.
func sourceWritten(p, text string) string {
	tool, re := sourceConfig(p)
	if tool == "" || !strings.Contains(text, ".") {
		return ""
	}
	for line := range strings.Lines(text) {
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "#") || strings.HasPrefix(t, ";") || strings.HasPrefix(t, "<!--") {
			continue
		}
		for _, m := range re.get().FindAllStringSubmatch(line, -1) {
			if v := strings.Trim(strings.TrimSpace(m[len(m)-1]), `"'`); untrustedSource(v) {
				return v
			}
		}
	}
	return ""
}

const sourceFix = "install from the public registry, or name another index for one command the user asked for (`pip install -i URL PKG`); changing where every later install comes from is for a human to set up"

func sourceWhy(what, v string) string {
	return what + " points every later install at " + v + ", not the public registry: the code installed from then on comes from there, unchecked"
}

// programKey matches a line of a package manager's configuration that
// names a program it runs in place of, or around, its own (cargo's
// rustc-wrapper, a target's runner or linker; npm's script-shell;
// yarn's own code, yarnPath in .yarnrc.yml, yarn-path in .yarnrc, which
// every later yarn runs with node in its place), or options for the
// Node it starts (node-options): the name and the value.
var programKey = &lazyRegexp{expr: `(?im)^[ \t]*(rustc-wrapper|rustc-workspace-wrapper|rustc|rustdoc|runner|linker|script-shell|node-options|yarnPath|yarn-path)[ \t]*(?:[=:]|[ \t])[ \t]*(.+)$`}

// yarnPathRun returns the command line every later yarn runs in its own
// place when text, written to p, is yarn's configuration naming its
// code (yarnPath: FILE, yarn-path "FILE"; relative to p's directory):
// node FILE; "" for none.
func yarnPathRun(p, text string) string {
	if tool, _ := sourceConfig(p); tool != "yarn" || !strings.Contains(text, "arn") {
		return ""
	}
	for _, m := range programKey.get().FindAllStringSubmatch(text, -1) {
		if k := strings.ToLower(m[1]); k != "yarnpath" && k != "yarn-path" {
			continue
		}
		f := strings.Trim(strings.TrimSpace(m[2]), `"'`)
		if f == "" {
			continue
		}
		if !path.IsAbs(f) && !strings.HasPrefix(f, "~") && path.IsAbs(p) {
			f = path.Join(path.Dir(p), f)
		}
		return "node " + shquote.Single(f)
	}
	return ""
}

// programWritten returns why text, written to the package manager's
// configuration file p, makes its later runs start hidden code: "" when
// it does not.
func programWritten(p, text string) string {
	if tool, _ := sourceConfig(p); tool == "" || !strings.ContainsAny(text, "=:") {
		return ""
	}
	for _, m := range programKey.get().FindAllStringSubmatch(text, -1) {
		v := strings.Trim(strings.TrimSpace(m[2]), `"'[]`)
		if why := hiddenPayload(v, false); why != "" || strings.EqualFold(m[1], "node-options") && nodePreload.match(v) {
			if why == "" {
				why = "code to load first"
			}
			return "it writes " + why + " as " + m[1] + " into " + p + ", which the tool runs at every later build or install, unchecked"
		}
	}
	return ""
}
