package policy

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
)

// AdvisorConfig is the [advisor] table: the outside reviewer asked about
// commands the rules allow (see internal/advisor). Only the system and
// user files may set it: a project file naming a program to run, or a
// server to send commands to, would run a cloned repository's code.
//
//	[advisor]
//	command = ["/usr/local/bin/judge", "--fast"]   # or:
//	url = "http://127.0.0.1:8080/v1"
//	model = "qwen2.5-coder"
//	api_key_env = "ADVISOR_KEY"
//	threshold = 0.7
//	timeout = "3s"
//	select = ["delete", "publish"]                   # or ["all"]
type AdvisorConfig struct {
	Command   []string
	URL       string
	Model     string
	APIKeyEnv string
	Threshold float64
	Timeout   time.Duration
	Select    []string
	File      string // the file that set it
}

// AuditConfig is the [audit] table beyond path.
//
//	[audit]
//	sink = ["file", "journald"]   # file, journald, syslog; default ["file"]
//	max_size = "8MB"              # rotate the file past this size; 0: never
//	keep = 3                      # rotated files kept
type AuditConfig struct {
	Sinks   []string
	MaxSize int64 // -1: not set
	Keep    int   // -1: not set
}

// Audit sinks.
const (
	SinkFile     = "file"
	SinkJournald = "journald"
	SinkSyslog   = "syslog"
)

// Advisor returns the [advisor] table in force; nil when no layer sets one.
func (c *Config) Advisor() *AdvisorConfig { return c.advisor }

// AuditSettings returns the [audit] sink, max_size and keep in force.
func (c *Config) AuditSettings() AuditConfig {
	if c.audit == nil {
		return AuditConfig{MaxSize: -1, Keep: -1}
	}
	return *c.audit
}

// parseAdvisor reads an [advisor] table; bad reports a problem at keys.
func parseAdvisor(v any, path string, bad func(string, ...string)) *AdvisorConfig {
	t, ok := v.(map[string]any)
	if !ok {
		bad("advisor: write it as an [advisor] table", "advisor")
		return nil
	}
	a := &AdvisorConfig{File: path}
	good := true
	fail := func(msg, key string) { bad("advisor."+key+": "+msg, "advisor", key); good = false }
	for _, k := range slices.Sorted(maps.Keys(t)) {
		val := t[k]
		switch k {
		case "command":
			list, ok := stringList(val)
			if !ok || len(list) == 0 || list[0] == "" {
				fail(fmt.Sprintf("%s is not a non-empty list of strings (a program and its arguments)", show(val)), k)
				continue
			}
			a.Command = list
		case "url", "model", "api_key_env":
			s, ok := val.(string)
			if !ok || s == "" {
				fail(fmt.Sprintf("%s is not a string", show(val)), k)
				continue
			}
			switch k {
			case "url":
				if !strings.HasPrefix(s, "http://") && !strings.HasPrefix(s, "https://") {
					fail(fmt.Sprintf("%q is not an http:// or https:// URL", s), k)
				}
				a.URL = s
			case "model":
				a.Model = s
			default:
				if !isVarName(s) {
					fail(fmt.Sprintf("%q is not an environment variable's name", s), k)
				}
				a.APIKeyEnv = s
			}
		case "threshold":
			f, ok := number(val)
			if !ok || f <= 0 || f > 1 {
				fail(fmt.Sprintf("%s is not a number in (0, 1]", show(val)), k)
				continue
			}
			a.Threshold = f
		case "timeout":
			d, ok := duration(val)
			if !ok || d <= 0 || d > time.Minute {
				fail(fmt.Sprintf("%s is not a duration up to a minute (\"3s\", \"500ms\", or seconds)", show(val)), k)
				continue
			}
			a.Timeout = d
		case "select":
			list, ok := stringList(val)
			if !ok {
				fail(fmt.Sprintf("%s is not a list of effects", show(val)), k)
				continue
			}
			for _, e := range list {
				if e != "all" && !slices.Contains([]Effect{EffectDelete, EffectOverwrite, EffectSend, EffectPublish, EffectRunDownloaded}, Effect(e)) {
					fail(fmt.Sprintf("%q is not an effect (want delete, overwrite, send, publish, run-downloaded or all)", e), k)
				}
			}
			a.Select = list
		default:
			fail("unknown key (want command, url, model, api_key_env, threshold, timeout or select)", k)
		}
	}
	switch {
	case !good:
		return nil
	case len(a.Command) > 0 && a.URL != "":
		bad("advisor: set command or url, not both", "advisor")
		return nil
	case len(a.Command) == 0 && a.URL == "":
		bad("advisor: set command (a program) or url (an OpenAI-compatible endpoint)", "advisor")
		return nil
	case a.URL != "" && a.Model == "":
		bad("advisor: url needs a model", "advisor")
		return nil
	}
	return a
}

// parseAuditKey reads one key of the [audit] table other than path into
// a; it reports whether k is one.
func parseAuditKey(a *AuditConfig, k string, val any, bad func(string, ...string)) bool {
	switch k {
	case "sink":
		list, ok := stringList(val)
		if s, one := val.(string); one {
			list, ok = []string{s}, true
		}
		if !ok || len(list) == 0 {
			bad(fmt.Sprintf("audit.sink: %s is not a sink or a list of sinks (file, journald, syslog)", show(val)), "audit", k)
			return true
		}
		for _, s := range list {
			if s != SinkFile && s != SinkJournald && s != SinkSyslog {
				bad(fmt.Sprintf("audit.sink: %q is not a sink (want file, journald or syslog)", s), "audit", k)
				return true
			}
		}
		a.Sinks = list
	case "max_size":
		n, ok := size(val)
		if !ok {
			bad(fmt.Sprintf("audit.max_size: %s is not a size (bytes, or \"8MB\", \"512KB\"; 0 never rotates)", show(val)), "audit", k)
			return true
		}
		a.MaxSize = n
	case "keep":
		f, ok := number(val)
		if !ok || f < 1 || f > 100 || f != float64(int(f)) {
			bad(fmt.Sprintf("audit.keep: %s is not a whole number from 1 to 100", show(val)), "audit", k)
			return true
		}
		a.Keep = int(f)
	default:
		return false
	}
	return true
}

func number(v any) (float64, bool) {
	switch n := v.(type) {
	case int64:
		return float64(n), true
	case float64:
		return n, true
	}
	return 0, false
}

// duration reads "3s" or a number of seconds.
func duration(v any) (time.Duration, bool) {
	if s, ok := v.(string); ok {
		d, err := time.ParseDuration(s)
		return d, err == nil
	}
	f, ok := number(v)
	return time.Duration(f * float64(time.Second)), ok
}

// size reads a number of bytes, or "8MB", "512KB", "1GB" (powers of 1024).
func size(v any) (int64, bool) {
	if f, ok := number(v); ok {
		return int64(f), f >= 0
	}
	s, ok := v.(string)
	if !ok {
		return 0, false
	}
	s = strings.ToUpper(strings.TrimSpace(s))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		m      int64
	}{{"KB", 1 << 10}, {"MB", 1 << 20}, {"GB", 1 << 30}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1}} {
		if strings.HasSuffix(s, u.suffix) {
			s, mult = strings.TrimSpace(strings.TrimSuffix(s, u.suffix)), u.m
			break
		}
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil || n < 0 || n*float64(mult) > 1<<40 {
		return 0, false
	}
	return int64(n * float64(mult)), true
}

// mergeExt applies fc's [audit] settings beyond path and its [advisor]
// over s, as merge does path: a project file may set neither, and the
// user file under a lock may not replace the system file's advisor.
func (s *mergeState) mergeExt(fc *fileConfig, tighten, project bool, why string, warn func(string, ...string)) {
	if fc.audit != nil {
		if tighten {
			warn(fmt.Sprintf("audit: only the system and user files may set the audit sinks and rotation; %s; ignored", why), "audit")
		} else {
			if s.audit == nil {
				s.audit = &AuditConfig{MaxSize: -1, Keep: -1}
			}
			if fc.audit.Sinks != nil {
				s.audit.Sinks = fc.audit.Sinks
			}
			if fc.audit.MaxSize >= 0 {
				s.audit.MaxSize = fc.audit.MaxSize
			}
			if fc.audit.Keep >= 0 {
				s.audit.Keep = fc.audit.Keep
			}
		}
	}
	if fc.advisor != nil {
		switch {
		case project:
			warn("advisor: a project file may not set the advisor (it names a program to run or a server to send commands to); ignored", "advisor")
		case tighten && s.advisor != nil:
			warn(fmt.Sprintf("advisor: the system file's advisor stays; %s; ignored", why), "advisor")
		default:
			s.advisor = fc.advisor
		}
	}
}
