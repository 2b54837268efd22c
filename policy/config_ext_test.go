package policy

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func TestLoadConfigAdvisor(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, `[advisor]
url = "http://127.0.0.1:8080/v1"
model = "m"
api_key_env = "ADVISOR_KEY"
threshold = 0.8
timeout = "1500ms"
select = ["delete", "publish"]
`)
	cfg, ws := LoadConfig(d.env())
	a := cfg.Advisor()
	if len(ws) != 0 || a == nil || a.URL != "http://127.0.0.1:8080/v1" || a.Model != "m" || a.APIKeyEnv != "ADVISOR_KEY" ||
		a.Threshold != 0.8 || a.Timeout != 1500*time.Millisecond || !slices.Equal(a.Select, []string{"delete", "publish"}) || a.File != d.user {
		t.Fatalf("advisor %+v, warnings %v", a, ws)
	}

	// A project file may not set one: it would run the repository's code.
	writeFile(t, d.projectFile(), "[advisor]\ncommand = [\"./evil\"]\n")
	cfg, ws = LoadConfig(d.env())
	if cfg.Advisor() == nil || cfg.Advisor().URL == "" || len(ws) != 1 || !strings.Contains(ws[0].String(), "a project file may not set the advisor") {
		t.Errorf("advisor %+v, warnings %v", cfg.Advisor(), ws)
	}

	// Under a lock the user file may not replace the system file's.
	writeFile(t, d.system, "lock = true\n[advisor]\ncommand = [\"/usr/local/bin/judge\"]\n")
	cfg, ws = LoadConfig(d.env())
	if a := cfg.Advisor(); a == nil || len(a.Command) != 1 || a.File != d.system {
		t.Errorf("advisor %+v, warnings %v", a, ws)
	}

	for _, bad := range []string{
		"[advisor]\nurl = \"http://x\"\n",                                   // no model
		"[advisor]\ncommand = [\"x\"]\nurl = \"http://x\"\nmodel = \"m\"\n", // both
		"[advisor]\n", // neither
		"[advisor]\ncommand = []\n",
		"[advisor]\ncommand = [\"x\"]\nthreshold = 2\n",
		"[advisor]\ncommand = [\"x\"]\ntimeout = \"forever\"\n",
		"[advisor]\ncommand = [\"x\"]\nselect = [\"reads\"]\n",
		"[advisor]\ncommand = [\"x\"]\napi_key_env = \"not a name\"\n",
		"[advisor]\ncommand = [\"x\"]\nurl_typo = 1\n",
		"[advisor]\nurl = \"ftp://x\"\nmodel = \"m\"\n",
		"advisor = \"x\"\n",
	} {
		d := newConfigDirs(t)
		writeFile(t, d.user, bad)
		cfg, ws := LoadConfig(d.env())
		if cfg.Advisor() != nil || len(ws) == 0 {
			t.Errorf("%q: advisor %+v, warnings %v", bad, cfg.Advisor(), ws)
		}
	}
}

func TestLoadConfigAuditSinks(t *testing.T) {
	d := newConfigDirs(t)
	if s := (&Config{}).AuditSettings(); s.MaxSize != -1 || s.Keep != -1 || s.Sinks != nil {
		t.Errorf("unset: %+v", s)
	}
	writeFile(t, d.system, "[audit]\nsink = [\"journald\", \"file\"]\nmax_size = \"2MB\"\n")
	writeFile(t, d.user, "[audit]\nkeep = 5\n")
	cfg, ws := LoadConfig(d.env())
	s := cfg.AuditSettings()
	if len(ws) != 0 || !slices.Equal(s.Sinks, []string{"journald", "file"}) || s.MaxSize != 2<<20 || s.Keep != 5 {
		t.Errorf("%+v, warnings %v", s, ws)
	}
	writeFile(t, d.projectFile(), "[audit]\nsink = \"syslog\"\n")
	cfg, ws = LoadConfig(d.env())
	if s := cfg.AuditSettings(); len(ws) != 1 || !slices.Equal(s.Sinks, []string{"journald", "file"}) {
		t.Errorf("a project file moved the sinks: %+v, %v", s, ws)
	}
	for _, bad := range []string{"sink = \"kafka\"", "sink = []", "max_size = \"lots\"", "max_size = -1", "keep = 0", "keep = 1.5", "color = 1"} {
		d := newConfigDirs(t)
		writeFile(t, d.user, "[audit]\n"+bad+"\n")
		if _, ws := LoadConfig(d.env()); len(ws) == 0 || ws[0].Line != 2 {
			t.Errorf("%q: warnings %v", bad, ws)
		}
	}
	for in, want := range map[any]int64{int64(100): 100, "512KB": 512 << 10, "8MB": 8 << 20, "1.5M": 3 << 19, "0": 0, "1G": 1 << 30} {
		if got, ok := size(in); !ok || got != want {
			t.Errorf("size(%v) = %d, %v; want %d", in, got, ok, want)
		}
	}
}
