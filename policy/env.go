package policy

import (
	"os"
	"path"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/passwd"
)

// Env is what a check knows of the environment the command would run in.
type Env struct {
	// Getenv reads the environment; nil reads none.
	Getenv func(string) string
	// Home is $HOME, Cwd the working directory, Project the project root
	// (the top of the git work tree holding Cwd, else Cwd).
	Home, Cwd, Project string
	// Dir is the directory the input moved to with cd before the command
	// (cd build && rm -rf ./*), where its relative paths are; empty, they
	// are in Cwd. Cwd and Project stay the session's.
	Dir string
	// Script is the file the input is the text of, when a shell runs it
	// as a script (sh f.sh): the shell reads it as it goes, so the input
	// writing it writes code still to run.
	Script string

	// environ lists the NAME=value strings Getenv reads, for their names
	// (see Names); NewEnv and ProcessEnv set it.
	environ []string
}

// Names returns the names of the variables e's environment sets, once
// each, in the order they are first set; an Env built without NewEnv or
// ProcessEnv has none.
func (e *Env) Names() []string {
	if e == nil {
		return nil
	}
	seen := make(map[string]bool, len(e.environ))
	out := make([]string, 0, len(e.environ))
	for _, kv := range e.environ {
		name, _, _ := strings.Cut(kv, "=")
		if name != "" && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}

// ProcessEnv returns the Env of this process.
func ProcessEnv() *Env {
	cwd, _ := os.Getwd()
	return &Env{Getenv: os.Getenv, Home: homeDir(os.Getenv("HOME")), Cwd: cwd, Project: projectRoot(cwd), environ: os.Environ()}
}

// projectRoot returns the directory holding .git at or above dir, else dir.
func projectRoot(dir string) string {
	for d := dir; d != "" && d != "/"; d = path.Dir(d) {
		if _, err := os.Stat(path.Join(d, ".git")); err == nil {
			return d
		}
	}
	return dir
}

func (e *Env) getenv(name string) string {
	if e == nil || e.Getenv == nil {
		return ""
	}
	return e.Getenv(name)
}

// Path returns the absolute, cleaned path word w names, and whether it is
// known before the command runs: ~, $HOME and ${HOME} were expanded when
// the word was read; ., .., // and relative paths are resolved here against
// the working directory.
func (e *Env) Path(w Word) (string, bool) {
	p := w.Value
	if !w.Literal && p != "" {
		var ok bool
		if p, ok = e.loginNamed(p); !ok {
			return w.Value, false
		}
	} else if p == "" {
		return p, false
	}
	if !strings.HasPrefix(p, "/") {
		if e.wd() == "" {
			return path.Clean(p), false
		}
		p = e.wd() + "/" + p
	}
	return path.Clean(p), true
}

// pathBelow returns the directory that w, a word only known at run time,
// names or lands below, and whether that is known: its literal part up
// to the last / before its first expansion, when its only expansions are
// command substitutions and none may climb out (Word.climbs:
// backup/site-$(date +%F)/, a command that prints a name). A word the shell splits at blanks (unquoted) may land
// in the working directory too: their common ancestor is returned.
func (e *Env) pathBelow(w Word) (string, bool) {
	v := w.Value
	i := strings.IndexByte(v, '$')
	if w.Literal || w.climbs || i < 0 || len(w.Subst) == 0 || strings.Count(v, "$") != strings.Count(v, "$(") || strings.Contains(v, "$((") || strings.ContainsRune(v, '`') {
		return "", false // a variable ($X/usr/bin) may hold any path
	}
	j := strings.LastIndexByte(v[:i], '/')
	if j < 0 {
		v = "."
	} else {
		v = v[:j+1]
	}
	p, ok := e.Path(Word{Value: v, Literal: true})
	if !ok || !w.splits && !w.unquoted {
		return p, ok
	}
	for wd := path.Clean(e.wd()); p != wd && !strings.HasPrefix(wd, p+"/") && p != "/"; {
		p = path.Dir(p)
	}
	return p, true
}

// loginNamed returns v, a path read with variables unknown, with the
// user's login name put for $USER, $LOGNAME and $USERNAME, braced or not
// (/scratch/$USER/x, /tmp/${LOGNAME}), empty when the environment has
// none (login sets them, the shell does not), and whether that leaves
// nothing else unknown in it. A login name is one name of a path, which nothing
// can climb out of (it holds no / and is not . or ..), so the path is
// known as far as where it is; the words keep their variables, for the
// rules that ask what a word sends (ping ${USER}.example.net).
func (e *Env) loginNamed(v string) (string, bool) {
	var b strings.Builder
	done := false
	for i := 0; i < len(v); i++ {
		if v[i] != '$' {
			b.WriteByte(v[i])
			continue
		}
		name, end := shellVarAt(v, i)
		if name != "USER" && name != "LOGNAME" && name != "USERNAME" {
			return v, false
		}
		n := e.getenv(name) // unset, it is empty: the shell sets none of them
		if n == "." || n == ".." || strings.ContainsAny(n, "/\\\x00$`~*?[") {
			return v, false
		}
		b.WriteString(n)
		i, done = end-1, true
	}
	out := b.String()
	return out, done && !strings.ContainsAny(out, "`~")
}

// shellVarAt reads the variable whose $ is at v[i]: $NAME or ${NAME},
// its name and the index after it; "" when it is neither (${x:-y}, $1).
func shellVarAt(v string, i int) (string, int) {
	j := i + 1
	braced := j < len(v) && v[j] == '{'
	if braced {
		j++
	}
	k := j
	for k < len(v) && (v[k] == '_' || v[k] >= 'A' && v[k] <= 'Z' || v[k] >= 'a' && v[k] <= 'z' || k > j && v[k] >= '0' && v[k] <= '9') {
		k++
	}
	if k == j {
		return "", i + 1
	}
	name := v[j:k]
	if braced {
		if k >= len(v) || v[k] != '}' {
			return "", i + 1
		}
		k++
	}
	return name, k
}

// wd is the directory relative paths are in: Dir, else Cwd.
func (e *Env) wd() string {
	if e.Dir != "" {
		return e.Dir
	}
	return e.Cwd
}

// In returns a copy of e whose relative paths are in dir, an absolute
// directory the input moved to (Dir).
func (e *Env) In(dir string) *Env {
	c := *e
	c.Dir = dir
	return &c
}

// NewEnv returns the Env of a process with environment environ (NAME=value
// strings, the last setting of a name winning) working in cwd.
func NewEnv(environ []string, cwd string) *Env {
	getenv := EnvLookup(environ)
	return &Env{Getenv: getenv, Home: homeDir(getenv("HOME")), Cwd: cwd, Project: projectRoot(cwd), environ: environ}
}

// At returns a copy of e working in dir: Cwd is dir and Project the project
// root holding it. Sessions follow the shell's cd with it.
func (e *Env) At(dir string) *Env {
	c := *e
	c.Cwd, c.Project = dir, projectRoot(dir)
	return &c
}

// EnvLookup returns a getenv over environ (NAME=value strings); the last
// setting of a name wins, as for os.Getenv. It scans environ on each call:
// an environment is short, and a one-shot guarded-sh asks it a few dozen
// times, which costs less than building a map.
func EnvLookup(environ []string) func(string) string {
	return func(name string) string {
		for i := len(environ) - 1; i >= 0; i-- {
			kv := environ[i]
			if len(kv) > len(name) && kv[len(name)] == '=' && kv[:len(name)] == name {
				return kv[len(name)+1:]
			}
		}
		return ""
	}
}

// homeDir returns the directory ~ names when HOME is home: HOME itself,
// or, when it is unset or empty, the user's entry in the password
// database, which is where bash takes ~ from then (and / when there is
// none: rm -rf ~/ with HOME empty is rm -rf /). The worst reading of ~,
// never an unknown one: rm -rf ~ with HOME unset deletes the home.
func homeDir(home string) string {
	if home != "" {
		return home
	}
	return passwdHome()
}

// passwdHome returns the home directory of this process's user in
// /etc/passwd, or "/".
func passwdHome() string {
	if e, ok := passwd.Self(); ok && e.Home != "" {
		return e.Home
	}
	return "/"
}
