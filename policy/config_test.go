package policy

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// configDirs is a file system for configuration tests: a system file, a
// home with a user file, and a git project whose working directory is a
// subdirectory.
type configDirs struct {
	root, system, home, user, project, cwd string
	vars                                   map[string]string
}

func newConfigDirs(t testing.TB) *configDirs {
	t.Helper()
	root := t.TempDir()
	d := &configDirs{
		root:    root,
		system:  filepath.Join(root, "etc", "guarded-sh", "policy.toml"),
		home:    filepath.Join(root, "home"),
		project: filepath.Join(root, "work", "repo"),
	}
	d.user = filepath.Join(d.home, ".config", "guarded-sh", "policy.toml")
	d.cwd = filepath.Join(d.project, "sub", "dir")
	d.vars = map[string]string{"HOME": d.home}
	for _, dir := range []string{filepath.Join(d.project, ".git"), d.cwd} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return d
}

func (d *configDirs) env() ConfigEnv {
	return ConfigEnv{
		System: d.system,
		Getenv: func(k string) string { return d.vars[k] },
		Cwd:    d.cwd,
	}
}

func (d *configDirs) projectFile() string { return filepath.Join(d.project, ProjectConfigName) }

func writeFile(t testing.TB, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// want is what a layering test expects.
type want struct {
	actions  map[string]Action // by rule id (built-in or custom)
	profile  string            // "" for agent
	warnings []string          // each a substring of one warning's String, in order
	files    int               // how many files were applied; -1 to skip
}

func TestLoadConfigLayers(t *testing.T) {
	tests := []struct {
		name                  string
		system, user, project string
		envFile               string // contents of the file GUARDED_SH_CONFIG names
		vars                  map[string]string
		want                  want
	}{
		{
			name: "no files: the built-in defaults",
			want: want{actions: map[string]Action{"fs.rm-home": Block, "fs.rm-unknown": Warn, "git.push-force": Block}},
		},
		{
			name:   "system and user layers apply in order",
			system: "[actions]\n\"git.push-force\" = \"confirm\"\npublish = \"warn\"\n",
			user:   "[actions]\ngit = \"warn\"\n\"publish.npm\" = \"block\"\n",
			want: want{actions: map[string]Action{
				"git.push-force": Confirm, // the id beats the family
				"git.reset-hard": Warn,
				"publish.cargo":  Warn,
				"publish.npm":    Block,
				"fs.rm-home":     Block,
			}, files: 2},
		},
		{
			name:   "the user file may loosen the system file",
			system: "profile = \"agent\"\n[actions]\n\"fs.rm-unknown\" = \"block\"\n",
			user:   "profile = \"root\"\n[actions]\n\"fs.rm-unknown\" = \"allow\"\n",
			want: want{profile: ProfileRoot, actions: map[string]Action{
				"fs.rm-unknown":  Allow,
				"fs.rm-home":     Block, // root keeps it
				"git.reset-hard": Allow, // root drops it
			}, files: 2},
		},
		{
			name:    "a project file may only tighten",
			user:    "profile = \"root\"\n",
			project: "profile = \"off\"\n[actions]\n\"fs.rm-home\" = \"allow\"\n\"fs.rm-unknown\" = \"block\"\n\"git.push-force\" = \"warn\"\n",
			want: want{profile: ProfileRoot, actions: map[string]Action{
				"fs.rm-home":     Block,
				"fs.rm-unknown":  Block,
				"git.push-force": Warn, // allow under root, so warn tightens
				"git.reset-hard": Allow,
			}, warnings: []string{
				ProjectConfigName + `:1: profile = "off" would loosen the profile "root"; a project file may only tighten; ignored`,
				ProjectConfigName + `:3: actions: "fs.rm-home" = "allow" would loosen "block"; a project file may only tighten; ignored`,
			}, files: 2},
		},
		{
			name:    "a project file raises the profile",
			user:    "profile = \"off\"\n",
			project: "profile = \"agent\"\n",
			want:    want{profile: ProfileAgent, actions: map[string]Action{"git.reset-hard": Block}, files: 2},
		},
		{
			name:    "a project family raises only where it tightens",
			project: "[actions]\nfs = \"confirm\"\n",
			want: want{actions: map[string]Action{
				"fs.rm-unknown": Confirm,
				"fs.rm-home":    Block,
			}, warnings: []string{`:2: actions: "fs" = "confirm" would loosen fs.chmod-recursive (block)`}, files: 1},
		},
		{
			name:    "a project file cannot move the audit log or lock",
			project: "lock = true\n[audit]\npath = \"/dev/null\"\n",
			want: want{warnings: []string{
				":1: lock is only honoured in the system file",
				":3: audit.path: only the system and user files may move the audit log",
			}, files: 1},
		},
		{
			name:    "GUARDED_SH_CONFIG takes the user file's place",
			user:    "[actions]\n\"git.clean\" = \"warn\"\n",
			envFile: "[actions]\n\"git.reset-hard\" = \"warn\"\n",
			want: want{actions: map[string]Action{
				"git.clean":      Block,
				"git.reset-hard": Warn,
			}, files: 1},
		},
		{
			name:    "lock = true ignores GUARDED_SH_CONFIG and makes the user file tighten only",
			system:  "lock = true\n[actions]\n\"fs.rm-unknown\" = \"confirm\"\n",
			user:    "[actions]\n\"git.clean\" = \"warn\"\n\"fs.rm-unknown\" = \"block\"\n",
			envFile: "profile = \"off\"\n",
			want: want{actions: map[string]Action{
				"git.clean":      Block,
				"fs.rm-unknown":  Block,
				"git.reset-hard": Block,
			}, warnings: []string{
				"GUARDED_SH_CONFIG=",
				`policy.toml:2: actions: "git.clean" = "warn" would loosen "block"; the system file sets lock = true`,
			}, files: 2},
		},
		{
			name:    "GUARDED_SH_CONFIG naming a missing file warns",
			user:    "[actions]\n\"git.clean\" = \"warn\"\n",
			envFile: "-", // not written
			want: want{actions: map[string]Action{"git.clean": Block}, warnings: []string{
				"GUARDED_SH_CONFIG names a file that does not exist",
			}, files: 0},
		},
		{
			name: "XDG_CONFIG_HOME is honoured",
			vars: map[string]string{"XDG_CONFIG_HOME": "XDG"},
			want: want{actions: map[string]Action{"git.clean": Warn}, files: 1},
		},
		{
			name:   "broken TOML skips the layer with its line",
			system: "[actions]\n\"git.clean\" = \"warn\"\n",
			user:   "profile = \"off\"\n[actions\n",
			want: want{actions: map[string]Action{"git.clean": Warn, "fs.rm-home": Block}, warnings: []string{
				".config/guarded-sh/policy.toml:2: ",
				"this file is not applied",
			}, files: 1},
		},
		{
			name: "unknown keys, bad actions, unknown rule ids skip the layer",
			user: "profile = \"off\"\nprofle = \"root\"\n[actions]\n\"git.clean\" = \"sometimes\"\n\"git.nope\" = \"allow\"\n[[rule]]\nprefix = \"x\"\nactoin = \"warn\"\n",
			want: want{actions: map[string]Action{"fs.rm-home": Block}, warnings: []string{
				`:2: unknown key "profle"`,
				`:4: actions: "git.clean": unknown action "sometimes"`,
				`:5: actions: "git.nope" is not a rule id, a family`,
				`:8: rule: unknown key "actoin"`,
				"this file is not applied",
			}, files: 0},
		},
		{
			name: "bad profile, protected names, custom ids",
			user: "profile = \"lax\"\nprotected = [\"OK_NAME\", \"bad-name\"]\n[[rule]]\nid = \"fs.rm-home\"\nprefix = \"x\"\n[[rule]]\nid = \"Bad Id\"\nprefix = []\n",
			want: want{warnings: []string{
				`:1: profile: "lax" is not a profile`,
				`:2: protected: "bad-name" is not a variable name`,
				`:4: rule.id: "fs.rm-home" is a built-in rule`,
				`:7: rule.id: "Bad Id" is not a rule id`,
				`:8: rule.prefix: a list is not a command prefix`,
				"this file is not applied",
			}, files: 0},
		},
		{
			name:    "actions may name custom rules of this and earlier layers",
			system:  "[[rule]]\nid = \"deploy.prod\"\nprefix = \"deploy prod\"\naction = \"warn\"\n",
			user:    "[actions]\n\"deploy.prod\" = \"allow\"\n\"acme.status\" = \"confirm\"\n[[rule]]\nid = \"acme.status\"\nprefix = [\"acme\", \"status\"]\n",
			project: "[actions]\n\"deploy.prod\" = \"block\"\n\"acme.status\" = \"warn\"\n",
			want: want{actions: map[string]Action{"deploy.prod": Block, "acme.status": Confirm}, warnings: []string{
				`:3: actions: "acme.status" = "warn" would loosen "confirm"`,
			}, files: 3},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newConfigDirs(t)
			for k, v := range tt.vars {
				if k == "XDG_CONFIG_HOME" {
					v = filepath.Join(d.root, v)
					writeFile(t, filepath.Join(v, "guarded-sh", "policy.toml"), "[actions]\n\"git.clean\" = \"warn\"\n")
				}
				d.vars[k] = v
			}
			for path, text := range map[string]string{d.system: tt.system, d.user: tt.user, d.projectFile(): tt.project} {
				if text != "" {
					writeFile(t, path, text)
				}
			}
			if tt.envFile != "" {
				f := filepath.Join(d.root, "elsewhere.toml")
				if tt.envFile != "-" {
					writeFile(t, f, tt.envFile)
				}
				d.vars[ConfigEnvVar] = f
			}
			cfg, ws := LoadConfig(d.env())
			checkConfig(t, cfg, ws, tt.want)
		})
	}
}

func checkConfig(t *testing.T, cfg *Config, ws []Warning, w want) {
	t.Helper()
	p := cfg.Policy()
	wantProfile := w.profile
	if wantProfile == "" {
		wantProfile = ProfileAgent
	}
	if p.Profile() != wantProfile {
		t.Errorf("profile = %q, want %q", p.Profile(), wantProfile)
	}
	for id, a := range w.actions {
		if got := p.ActionFor(id); got != a {
			t.Errorf("ActionFor(%q) = %v, want %v", id, got, a)
		}
	}
	var got []string
	for _, x := range ws {
		got = append(got, x.String())
	}
	if len(got) != len(w.warnings) {
		t.Errorf("got %d warnings, want %d:\n%s", len(got), len(w.warnings), strings.Join(got, "\n"))
	} else {
		for i := range got {
			if !strings.Contains(got[i], w.warnings[i]) || ws[i].File == "" {
				t.Errorf("warning %d = %q, want it to contain %q", i, got[i], w.warnings[i])
			}
		}
	}
	if w.files >= 0 && len(cfg.Files()) != w.files {
		t.Errorf("applied %v, want %d files", cfg.Files(), w.files)
	}
}

func TestLoadConfigProjectRoot(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.projectFile(), "protected = [\"PROJECT_TOKEN\"]\n")
	// A file in the working directory below the root is not the project's.
	writeFile(t, filepath.Join(d.cwd, ProjectConfigName), "protected = [\"CWD_TOKEN\"]\n")
	cfg, ws := LoadConfig(d.env())
	if len(ws) != 0 {
		t.Fatalf("warnings: %v", ws)
	}
	if got := cfg.Policy().Protected(); len(got) != 1 || got[0] != "PROJECT_TOKEN" {
		t.Errorf("protected = %v, want [PROJECT_TOKEN]", got)
	}

	// Without .git above, only the working directory counts.
	env := d.env()
	env.Cwd = filepath.Join(d.root, "nogit")
	writeFile(t, filepath.Join(env.Cwd, ProjectConfigName), "protected = [\"CWD_TOKEN\"]\n")
	cfg, _ = LoadConfig(env)
	if got := cfg.Policy().Protected(); len(got) != 1 || got[0] != "CWD_TOKEN" {
		t.Errorf("protected = %v, want [CWD_TOKEN]", got)
	}
}

func TestLoadConfigCustomRule(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, `
[[rule]]
id = "publish.status-page"
prefix = "fduty status-page change-create"
reason = "the status page is public"
fix = "ask a human to post it"

[[rule]]
prefix = ["deploy", "prod"]
action = "confirm"
`)
	cfg, ws := LoadConfig(d.env())
	if len(ws) != 0 {
		t.Fatalf("warnings: %v", ws)
	}
	p := cfg.Policy()
	for _, tt := range []struct {
		cmd  string
		want Action
		rule string
	}{
		{"fduty status-page change-create --x", Block, "publish.status-page"},
		{"echo hi && fduty status-page change-create", Block, "publish.status-page"},
		{"fduty status-page list", Allow, ""},
		{"deploy prod now", Confirm, "custom.deploy-prod"},
		{"echo fduty status-page change-create", Allow, ""},
	} {
		v := p.Check(tt.cmd, lexer.Bash, nil)
		if v.Action != tt.want || v.First().Rule != tt.rule {
			t.Errorf("Check(%q) = %v [%s], want %v [%s]", tt.cmd, v.Action, v.First().Rule, tt.want, tt.rule)
		}
		if tt.rule == "publish.status-page" && (v.First().Reason != "the status page is public" || v.First().Fix != "ask a human to post it") {
			t.Errorf("Check(%q): reason %q, fix %q", tt.cmd, v.First().Reason, v.First().Fix)
		}
	}
}

func TestLoadConfigAuditPath(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.system, "[audit]\npath = \"/var/log/x.jsonl\"\n")
	writeFile(t, d.user, "[audit]\npath = \"~/logs/audit.jsonl\"\n")
	cfg, ws := LoadConfig(d.env())
	if len(ws) != 0 {
		t.Fatalf("warnings: %v", ws)
	}
	if got, want := cfg.AuditPath(), filepath.Join(d.home, "logs", "audit.jsonl"); got != want {
		t.Errorf("AuditPath() = %q, want %q", got, want)
	}
	writeFile(t, d.user, "[audit]\npath = \"relative.jsonl\"\n")
	cfg, ws = LoadConfig(d.env())
	if cfg.AuditPath() != "/var/log/x.jsonl" || len(ws) != 2 || ws[0].Line != 2 {
		t.Errorf("AuditPath() = %q, warnings %v", cfg.AuditPath(), ws)
	}
}

func TestLoadConfigUnreadable(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs")
	}
	d := newConfigDirs(t)
	writeFile(t, d.system, "[actions]\n\"git.clean\" = \"warn\"\n")
	if err := os.MkdirAll(filepath.Dir(d.user), 0o755); err != nil {
		t.Fatal(err)
	}
	// A FIFO would block a plain open until a writer comes: never read it.
	if err := syscall.Mkfifo(d.user, 0o644); err != nil {
		t.Skip(err)
	}
	done := make(chan struct{})
	var cfg *Config
	var ws []Warning
	go func() {
		defer close(done)
		cfg, ws = LoadConfig(d.env())
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("LoadConfig hangs on a FIFO")
	}
	if len(ws) != 2 || !strings.Contains(ws[0].Msg, "not a regular file") {
		t.Errorf("warnings = %v", ws)
	}
	if cfg.Policy().ActionFor("git.clean") != Warn || cfg.Policy().ActionFor("fs.rm-home") != Block {
		t.Errorf("the system layer and the defaults should still apply")
	}
}

func TestWarningString(t *testing.T) {
	for _, tt := range []struct {
		w    Warning
		want string
	}{
		{Warning{File: "/etc/guarded-sh/policy.toml", Line: 3, Msg: "bad"}, "/etc/guarded-sh/policy.toml:3: bad"},
		{Warning{File: "/x.toml", Msg: "bad"}, "/x.toml: bad"},
		{Warning{Msg: "bad"}, "bad"},
	} {
		if got := tt.w.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.w, got, tt.want)
		}
	}
}

// TestLoadConfigExamples loads every example file of testdata/config:
// good*.toml without warnings, bad*.toml with at least one.
func TestLoadConfigExamples(t *testing.T) {
	files, err := filepath.Glob("../testdata/config/*.toml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			_, ws := LoadConfig(ConfigEnv{User: f})
			good := strings.HasPrefix(filepath.Base(f), "good")
			if good && len(ws) > 0 {
				t.Errorf("warnings: %v", ws)
			}
			if !good && len(ws) == 0 {
				t.Errorf("no warnings")
			}
			for _, w := range ws {
				t.Log(w)
			}
		})
	}
}

func BenchmarkLoadConfig(b *testing.B) {
	d := newConfigDirs(b)
	writeFile(b, d.user, "profile = \"agent\"\nprotected = [\"MY_TOKEN\"]\n[actions]\n\"git.push-force\" = \"confirm\"\npublish = \"warn\"\n[[rule]]\nid = \"publish.status-page\"\nprefix = \"fduty status-page change-create\"\n")
	env := d.env()
	b.Run("user-file", func(b *testing.B) {
		for b.Loop() {
			if _, ws := LoadConfig(env); len(ws) != 0 {
				b.Fatal(ws)
			}
		}
	})
	env.Getenv = func(string) string { return "" }
	b.Run("no-files", func(b *testing.B) {
		for b.Loop() {
			LoadConfig(env)
		}
	})
}

// TestBrokenConfigStillBlocks: a broken file never loosens the built-in
// defaults; with the fs rules built in, rm -rf ~ stays blocked.
func TestBrokenConfigStillBlocks(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.system, "profile = \"off\"\n[actions\n")
	writeFile(t, d.user, "profile = \"off\"\nprofle = 1\n")
	cfg, ws := LoadConfig(d.env())
	if len(ws) != 4 {
		t.Errorf("warnings = %v, want 2 for each file", ws)
	}
	p := cfg.Policy()
	if p.Profile() != ProfileAgent || p.ActionFor("fs.rm-home") != Block {
		t.Fatalf("profile %q, fs.rm-home %v: the defaults should apply", p.Profile(), p.ActionFor("fs.rm-home"))
	}
	env := &Env{Home: d.home, Cwd: d.cwd, Project: d.project}
	if v := p.Check("rm -rf ~", lexer.Bash, env); v.Action != Block {
		t.Errorf("rm -rf ~ = %v, want block", v.Action)
	}
}

// The decoder's strict mode reports every unknown key at its line, a value
// of the wrong type says what the key takes, and the warnings of a file's
// later [[rule]] tables give their own lines.
func TestConfigDecodeErrors(t *testing.T) {
	for _, tt := range []struct{ doc, want string }{
		{"profile = \"off\"\nprofle = \"root\"\n[audit]\npth = \"x\"\n", `f.toml:2: unknown key "profle" (want profile, lock, protected, oneshot, no_color, actions, rule, audit or advisor)|f.toml:4: audit: unknown key "pth" (want path, sink, max_size or keep)`},
		{"lock = \"yes\"\n", "f.toml:1: lock: want true or false"},
		{"\n[actions]\n\"git.clean\" = 1\n", `f.toml:3: actions: "git.clean" is not an action (want block, confirm, warn or allow)`},
		{"rule = \"x\"\n", "f.toml:1: rule: write custom rules as [[rule]] tables"},
		{"[[rule]]\nprefix = \"a\"\n[[rule]]\nid = \"Bad\"\nprefix = \"b\"\n[[rule]]\nprefix = \"c\"\naction = \"nope\"\nreason = \"r\"\n", `f.toml:4: rule.id: "Bad" is not a rule id (lowercase letters, digits, '.', '-', '_', as in "publish.status-page")|f.toml:8: rule.action: unknown action "nope" (want block, confirm, warn or allow)`},
		{"[[rule]]\nprefix = \"a\"\n\n[[rule]]\nid = \"x.y\"\n", "f.toml:4: rule: prefix is missing: the command's name and first arguments it matches"},
		{"actions.\"git.clean\" = \"nope\"\n", `f.toml:1: actions: "git.clean": unknown action "nope" (want block, confirm, warn or allow)`},
	} {
		fc, ws := parseConfig("f.toml", []byte(tt.doc), nil)
		var got []string
		for _, w := range ws {
			got = append(got, w.String())
		}
		if fc != nil || strings.Join(got, "|") != tt.want {
			t.Errorf("%q:\n got %q\nwant %q", tt.doc, strings.Join(got, "|"), tt.want)
		}
	}
}
func TestConfigOneShot(t *testing.T) {
	tests := []struct {
		name, user, project, want string
		warn                      string
	}{
		{name: "unset"},
		{name: "user sets exec", user: "oneshot = \"exec\"\n", want: OneShotExec},
		{name: "project tightens to supervise", user: "oneshot = \"exec\"\n", project: "oneshot = \"supervise\"\n", want: OneShotSupervise},
		{name: "project may not loosen to exec", user: "oneshot = \"supervise\"\n", project: "oneshot = \"exec\"\n", want: OneShotSupervise, warn: `oneshot = "exec" would stop the watchdog`},
		{name: "project may not choose exec either", project: "oneshot = \"exec\"\n", warn: "a project file may only tighten"},
		{name: "bad value skips the layer", user: "oneshot = \"fork\"\n", warn: `oneshot: "fork" is not a one-shot mode`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newConfigDirs(t)
			if tt.user != "" {
				writeFile(t, d.user, tt.user)
			}
			if tt.project != "" {
				writeFile(t, d.projectFile(), tt.project)
			}
			cfg, ws := LoadConfig(d.env())
			if got := cfg.OneShot(); got != tt.want {
				t.Errorf("OneShot() = %q; want %q", got, tt.want)
			}
			var all []string
			for _, w := range ws {
				all = append(all, w.String())
			}
			if got := strings.Join(all, "\n"); (tt.warn == "") != (got == "") || !strings.Contains(got, tt.warn) {
				t.Errorf("warnings %q; want one containing %q", got, tt.warn)
			}
		})
	}
}

func TestConfigNoColor(t *testing.T) {
	for _, tt := range []struct {
		name, user, project string
		on, set             bool
		warn                string
	}{
		{name: "unset"},
		{name: "user turns it off", user: "no_color = false\n", set: true},
		{name: "project turns it on", user: "no_color = false\n", project: "no_color = true\n", on: true, set: true},
		{name: "project turns it off too", user: "no_color = true\n", project: "no_color = false\n", set: true},
		{name: "not a boolean", user: "no_color = \"yes\"\n", warn: "no_color: want true or false"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := newConfigDirs(t)
			if tt.user != "" {
				writeFile(t, d.user, tt.user)
			}
			if tt.project != "" {
				writeFile(t, d.projectFile(), tt.project)
			}
			cfg, ws := LoadConfig(d.env())
			if on, set := cfg.NoColor(); on != tt.on || set != tt.set {
				t.Errorf("NoColor() = %v, %v; want %v, %v", on, set, tt.on, tt.set)
			}
			var all []string
			for _, w := range ws {
				all = append(all, w.String())
			}
			if got := strings.Join(all, "\n"); (tt.warn == "") != (got == "") || !strings.Contains(got, tt.warn) {
				t.Errorf("warnings %q; want one containing %q", got, tt.warn)
			}
		})
	}
}

func TestAtMost(t *testing.T) {
	agent := New()
	if got := agent.AtMost(ProfileRoot).Profile(); got != ProfileRoot {
		t.Errorf("agent.AtMost(root) is %q", got)
	}
	if agent.Profile() != ProfileAgent {
		t.Errorf("AtMost changed the policy it was called on")
	}
	if got := New(WithProfile(ProfileOff)).AtMost(ProfileRoot).Profile(); got != ProfileOff {
		t.Errorf("off.AtMost(root) is %q; want off, never tighter", got)
	}
	if got := New(WithProfile(ProfileRoot)).AtMost(ProfileAgent).Profile(); got != ProfileRoot {
		t.Errorf("root.AtMost(agent) is %q; want root", got)
	}
}
