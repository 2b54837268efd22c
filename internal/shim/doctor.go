package shim

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/pty"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/policy"
)

// Doctor: guarded-sh --guard doctor looks at how guarded-sh is installed
// and configured here, and says what works, what is off and what is
// broken, with what to do about it.

const doctorUsage = `usage: guarded-sh --guard doctor [--json]

Look at this installation: the real shell and the other shells, /bin/sh,
the configuration files and their warnings, the audit log, protected
credentials in the environment, terminals for stream and interactive mode,
and the agent hook. Each finding is ok, warn or fail; the exit status is 1
when any fails.

flags:
`

// finding statuses.
const (
	doctorOK   = "ok"
	doctorWarn = "warn"
	doctorFail = "fail"
)

// doctorFinding is one line of the report.
type doctorFinding struct {
	Check  string `json:"check"`
	Status string `json:"status"`
	Detail string `json:"detail"`
}

// guardDoctor runs guarded-sh --guard doctor.
func guardDoctor(c *config, argv0 string, args []string, set *settings.Settings, stdio Stdio) error {
	fl := subcommandFlags("doctor", doctorUsage, stdio)
	asJSON := fl.Bool("json", false, "print the findings as a JSON array")
	if done, err := parseFlags(fl, args, stdio); done {
		return err
	}
	if fl.NArg() > 0 {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("--guard doctor takes no arguments, not %q", fl.Arg(0))}
	}

	d := &doctor{c: c, set: set, getenv: set.Getenv}
	d.version()
	self := d.shells(argv0)
	d.binSh(self)
	d.configuration()
	d.lock()
	d.auditSinks()
	d.advisor()
	d.credentials()
	d.terminals()
	d.hook()

	failed := false
	for _, f := range d.found {
		failed = failed || f.Status == doctorFail
	}
	if *asJSON {
		enc := json.NewEncoder(stdio.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(d.found); err != nil {
			return &ExitError{Code: 1, Err: err}
		}
	} else {
		for _, f := range d.found {
			fmt.Fprintf(stdio.Out, "%-4s  %-13s %s\n", f.Status, f.Check, f.Detail)
		}
	}
	if failed {
		return &ExitError{Code: 1}
	}
	return nil
}

// doctor collects the findings.
type doctor struct {
	c      *config
	set    *settings.Settings
	getenv func(string) string
	found  []doctorFinding
	cfg    *policy.Config
	env    *policy.Env
}

func (d *doctor) add(check, status, format string, a ...any) {
	d.found = append(d.found, doctorFinding{Check: check, Status: status, Detail: fmt.Sprintf(format, a...)})
}

func (d *doctor) version() {
	exe, err := os.Executable()
	if err != nil {
		exe = "(unknown path: " + err.Error() + ")"
	}
	d.add("guarded-sh", doctorOK, "%s at %s", versionString(), exe)
}

// shells finds the real shell one-shot mode would run, and which other
// shells are on PATH; it returns guarded-sh's own file, when known.
func (d *doctor) shells(argv0 string) fs.FileInfo {
	self, _ := d.c.self()
	path := d.getenv("PATH")
	if path == "" {
		path = defaultPath
	}
	sh, err := chooseShell(argv0, d.set)
	if err != nil {
		d.add("real shell", doctorWarn, "%v; the %s grammar is used", err, sh.Grammar)
	}
	if err := sh.resolve(path, self, d.set); err != nil {
		d.add("real shell", doctorFail, "%v", err)
	} else {
		d.add("real shell", doctorOK, "%s (%s grammar) runs the commands guarded-sh lets through", sh.Path, sh.Grammar)
	}
	var found, missing []string
	for _, name := range []string{"bash", "sh", "dash", "zsh", "mksh", "pwsh"} {
		if p, err := lookPath(name, path, self); err == nil {
			found = append(found, p)
		} else {
			missing = append(missing, name)
		}
	}
	d.add("shells", doctorOK, "on PATH: %s; not found: %s", listOr(found, "none"), listOr(missing, "none"))
	return self
}

// binSh says whether guarded-sh stands in front of /bin/sh, whether dpkg
// diverts /bin/sh, and whether the real sh guarded-sh then needs is there.
func (d *doctor) binSh(self fs.FileInfo) {
	diverted := "not diverted: a package upgrade may put its own /bin/sh back"
	if to, by, ok := diversion("/var/lib/dpkg/diversions", "/bin/sh"); ok {
		diverted = "diverted to " + to + " by " + by
	}
	fi, err := os.Stat("/bin/sh")
	switch {
	case err != nil:
		d.add("/bin/sh", doctorWarn, "%v", err)
	case self != nil && os.SameFile(fi, self):
		if _, err := checkExecutable("/bin/sh.distrib", self); err != nil {
			d.add("/bin/sh", doctorFail, "guarded-sh is installed as /bin/sh (%s), but the real sh, /bin/sh.distrib, is not reachable (%v): every sh -c fails; reinstall with install.sh --divert-sh, or undo with install.sh --uninstall", diverted, err)
		} else {
			real, _ := filepath.EvalSymlinks("/bin/sh.distrib")
			d.add("/bin/sh", doctorOK, "guarded-sh stands in front of /bin/sh (%s); the real sh, /bin/sh.distrib, is reachable (%s)", diverted, real)
		}
	default:
		real, _ := filepath.EvalSymlinks("/bin/sh")
		d.add("/bin/sh", doctorOK, "the system's own (%s; %s): sh -c of other tools is not guarded (install.sh --divert-sh guards it)", real, diverted)
	}
}

// diversion looks path up in dpkg's diversions file (lines in threes: the
// diverted path, where it went, the package or ":" for a local one).
func diversion(file, path string) (to, by string, ok bool) {
	b, err := os.ReadFile(file)
	if err != nil {
		return "", "", false
	}
	lines := strings.Split(string(b), "\n")
	for i := 0; i+2 < len(lines); i += 3 {
		if lines[i] == path {
			by = lines[i+2]
			if by == ":" {
				by = "the administrator (dpkg-divert --local)"
			}
			return lines[i+1], by, true
		}
	}
	return "", "", false
}

// configuration loads the configuration as one-shot mode does and reports
// its files, warnings and audit log.
func (d *doctor) configuration() {
	cfg, env, warnings := guard.Configured(d.set, guard.WorkDir(d.getenv)) // reported below
	d.cfg, d.env = cfg, env
	files := cfg.Files()
	how := "the built-in defaults only"
	if len(files) > 0 {
		how = "the built-in defaults and " + strings.Join(files, ", ")
	}
	locked := ""
	if cfg.Locked() {
		locked = "; locked by the system file"
	}
	d.add("configuration", doctorOK, "profile %s from %s%s", cfg.Policy().Profile(), how, locked)
	for _, w := range warnings {
		d.add("configuration", doctorWarn, "%s", w.String())
	}

	path := guard.AuditPath(d.set, cfg.AuditPath())
	switch {
	case path == "":
		d.add("audit log", doctorWarn, "off: decisions are not recorded")
	default:
		if err := writable(path); err != nil {
			d.add("audit log", doctorWarn, "%s: %v; commands still run, unaudited", path, err)
		} else {
			d.add("audit log", doctorOK, "%s", path)
		}
	}
}

// writable reports whether the file at path can be appended to, or
// created: the file itself if it is there, else the nearest directory
// above it that is.
func writable(path string) error {
	for p := path; ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) && p != filepath.Dir(p) {
			continue
		}
		if err != nil {
			return err
		}
		if p == path && !fi.Mode().IsRegular() {
			return fmt.Errorf("not a regular file (%s)", fi.Mode().Type())
		}
		return accessWrite(p)
	}
}

// credentials names the protected variables set in this environment: a
// command that mentions one is refused, and sessions redact their values.
func (d *doctor) credentials() {
	if d.cfg == nil {
		return
	}
	ctx := &policy.Context{Env: d.env, Policy: d.cfg.Policy()}
	var set []string
	for _, n := range policy.ProtectedNames(ctx) {
		if d.getenv(n) != "" {
			set = append(set, n)
		}
	}
	d.add("credentials", doctorOK, "%d protected variables known; set here: %s", len(policy.ProtectedNames(ctx)), listOr(set, "none"))
}

// terminals checks that a pseudo-terminal can be opened: stream and
// interactive modes run the real shell under one.
func (d *doctor) terminals() {
	f, err := pty.OpenFeed()
	if err != nil {
		d.add("terminals", doctorFail, "cannot open a pseudo-terminal (%v): stream and interactive modes cannot run; one-shot -c and the hook still do", err)
		return
	}
	_ = f.Close() // opened to see that it can be
	d.add("terminals", doctorOK, "pseudo-terminals open: stream and interactive modes can run")
}

// hook says where guarded-sh is installed as an agent harness's hook.
func (d *doctor) hook() {
	var places []string
	for _, dir := range []string{d.project(), d.getenv("HOME")} {
		if dir == "" {
			continue
		}
		for _, name := range []string{"settings.json", "settings.local.json"} {
			p := filepath.Join(dir, ".claude", name)
			if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), "--guard hook") && !slices.Contains(places, p) {
				places = append(places, p)
			}
		}
	}
	places = append(places, hookPlaces([]string{d.project(), d.getenv("HOME")})...)
	if len(places) == 0 {
		d.add("hook", doctorOK, "not installed as an agent harness's hook here (see --guard hook --help)")
		return
	}
	d.add("hook", doctorOK, "installed as a hook in %s", strings.Join(places, ", "))
}

func (d *doctor) project() string {
	if d.env == nil {
		return ""
	}
	return d.env.Project
}

// listOr joins s, or says alt when it is empty.
func listOr(s []string, alt string) string {
	if len(s) == 0 {
		return alt
	}
	return strings.Join(s, ", ")
}
