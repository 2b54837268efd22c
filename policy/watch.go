package policy

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Live is a configuration that follows its files, for long-lived
// processes (sessions): Current always returns the configuration in force,
// and changes to the files take effect within about the debounce interval
// (100 ms) of the last write. Build one with Watch; it is safe for
// concurrent use.
//
// How it watches, as fsnotify asks:
//   - it watches the directory of every layer file, not the file, so atomic
//     saves (write a temporary file, rename it over) and editors that delete
//     and recreate are seen; events are filtered by file name and Chmod
//     events ignored;
//   - a file that is a symlink, or is reached through one (a Kubernetes
//     ConfigMap's ..data flip), is resolved again on every event: when the
//     target changed, it reloads, and it watches the target's directory too;
//   - a directory that does not exist yet is covered by watching its
//     nearest existing parent: when the directory appears, the watch moves
//     down to it;
//   - events are debounced: each resets a timer, and the files are read
//     when it fires;
//   - a file that no longer parses or validates keeps its last good
//     version in force, and the warnings say so;
//   - a change may only tighten (unless ConfigEnv.Loosen): when the files,
//     reloaded, would loosen anything (the profile, a rule's action, a
//     custom rule, a protected name), the change is ignored for this Live
//     with a warning saying what it loosens; it takes effect for
//     configurations loaded afresh (new sessions);
//   - the watcher goroutine never exits before Close and never panics.
//
// Where file system events are not available (ConfigEnv.Poll set, or
// fsnotify cannot start), it polls the files instead.
type Live struct {
	cur      atomic.Pointer[Config]
	env      ConfigEnv
	onChange func(*Config, []Warning)
	ld       loader
	sig      string // what the files held at the last load, to skip no-op reloads

	w       *fsnotify.Watcher // nil when polling
	poll    time.Duration
	watched map[string]bool // directories watched
	targets []watchTarget

	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeOnce sync.Once
	closeErr  error
}

// watchTarget is a layer file as configured, and where it resolves.
type watchTarget struct {
	path string // cleaned, as configured
	real string // after symlinks; "" while it does not exist
}

// Watch loads the configuration env describes and follows its files until
// ctx is done or Close is called. onChange, if not nil, is called from the
// watcher goroutine after each reload that changed what the files hold or
// the warnings, with the new configuration and its warnings (when a file
// broke, the configuration is the last good one and the warnings say so),
// and also with the current configuration when watching itself fails. It
// is not called for the first load: see Current().Warnings().
//
// Watch never fails: without file system events, it polls.
func Watch(ctx context.Context, env ConfigEnv, onChange func(*Config, []Warning)) *Live {
	l := &Live{env: env, onChange: onChange, watched: map[string]bool{}}
	l.ld.lastGood = map[string][]byte{}
	if env.Debounce <= 0 {
		l.env.Debounce = 100 * time.Millisecond
	}
	var fallback []Warning
	if env.Poll > 0 {
		l.poll = env.Poll
	} else if w, err := fsnotify.NewWatcher(); err != nil {
		l.poll = 2 * time.Second
		fallback = []Warning{{Msg: fmt.Sprintf("cannot watch the configuration files (%v); looking at them every %s instead", err, l.poll)}}
	} else {
		l.w = w
	}
	var last []stamp
	if l.w != nil {
		l.rearm()
	} else {
		last = l.stamps() // before the load: a change after it is seen
	}
	cfg, _ := l.loadLocked()
	cfg.warnings = append(cfg.warnings, fallback...)
	l.cur.Store(cfg)

	ctx, l.cancel = context.WithCancel(ctx)
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		if l.w != nil {
			l.watch(ctx)
		} else {
			l.pollLoop(ctx, last)
		}
	}()
	return l
}

// Current returns the configuration in force.
func (l *Live) Current() *Config { return l.cur.Load() }

// Policy returns the policy in force.
func (l *Live) Policy() *Policy { return l.cur.Load().Policy() }

// Close stops watching and waits for the watcher goroutine to end.
// Current keeps returning the last configuration.
func (l *Live) Close() error {
	l.closeOnce.Do(func() {
		l.cancel()
		l.wg.Wait()
		if l.w != nil {
			l.closeErr = l.w.Close()
		}
	})
	return l.closeErr
}

// watch is the watcher goroutine with fsnotify.
func (l *Live) watch(ctx context.Context) {
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-l.w.Events:
			if !ok {
				// Closed under us: keep going without events.
				l.report(Warning{Msg: "the configuration watcher stopped; looking at the files every 2s instead"})
				l.poll = 2 * time.Second
				l.pollLoop(ctx, l.stamps())
				return
			}
			if l.relevant(ev) {
				timer.Reset(l.env.Debounce)
			}
		case err, ok := <-l.w.Errors:
			if !ok {
				continue
			}
			if !errors.Is(err, fsnotify.ErrEventOverflow) {
				l.report(Warning{Msg: "watching the configuration: " + err.Error()})
			}
			// Events may have been lost: read the files again.
			timer.Reset(l.env.Debounce)
		case <-timer.C:
			l.reload()
		}
	}
}

// pollLoop is the watcher goroutine without fsnotify: it reloads when a
// file's identity, size or modification time changed.
func (l *Live) pollLoop(ctx context.Context, last []stamp) {
	t := time.NewTicker(l.poll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if now := l.stamps(); !sameStamps(now, last) {
				last = now
				l.reload()
			}
		}
	}
}

// stamp is what polling compares of a layer file.
type stamp struct {
	path, real string
	fi         os.FileInfo // nil when missing
}

// stamps describes the layer files for polling.
func (l *Live) stamps() []stamp {
	var out []stamp
	for _, f := range l.env.watchFiles() {
		s := stamp{path: f}
		s.real, _ = filepath.EvalSymlinks(f)
		s.fi, _ = os.Stat(f)
		out = append(out, s)
	}
	return out
}

func sameStamps(a, b []stamp) bool {
	return slices.EqualFunc(a, b, func(x, y stamp) bool {
		if x.path != y.path || x.real != y.real || (x.fi == nil) != (y.fi == nil) {
			return false
		}
		return x.fi == nil || (os.SameFile(x.fi, y.fi) && x.fi.Size() == y.fi.Size() && x.fi.ModTime().Equal(y.fi.ModTime()))
	})
}

// relevant reports whether ev may change a layer file: it names a layer
// file or where one resolves, or a directory on the way to one, or a
// symlink on the way now resolves elsewhere.
func (l *Live) relevant(ev fsnotify.Event) bool {
	if ev.Op == fsnotify.Chmod || ev.Op == 0 {
		return false
	}
	name := filepath.Clean(ev.Name)
	for _, t := range l.targets {
		if name == t.path || name == t.real ||
			strings.HasPrefix(t.path, name+string(filepath.Separator)) ||
			(t.real != "" && strings.HasPrefix(t.real, name+string(filepath.Separator))) {
			return true
		}
	}
	for _, t := range l.targets {
		if real, _ := filepath.EvalSymlinks(t.path); real != t.real {
			return true
		}
	}
	return false
}

// reload reads the files again and publishes the result; it never panics.
func (l *Live) reload() {
	defer func() {
		if r := recover(); r != nil {
			l.report(Warning{Msg: fmt.Sprintf("reloading the configuration failed (%v); the last configuration stays in force", r)})
		}
	}()
	if l.poll == 0 {
		l.rearm()
	}
	sig := l.sig
	cfg, ws := l.loadLocked()
	if l.sig == sig {
		return
	}
	cur := l.cur.Load()
	if why := Loosens(cfg.policy, cur.policy); len(why) > 0 && !l.env.Loosen {
		ws = append(ws, Warning{Msg: fmt.Sprintf("the configuration changed in a way that loosens the policy (%s): ignored for this session, which keeps the stricter policy; new sessions get the change", strings.Join(why, "; "))})
		l.call(cur, ws)
		return
	}
	l.cur.Store(cfg)
	l.call(cfg, ws)
}

// Loosens says how p is looser than old: a looser profile, a rule whose
// action is lower, a custom rule of old's gone or changed, a protected name
// of old's gone. At most a few are named, then how many more.
func Loosens(p, old *Policy) []string {
	var why []string
	if profileRank(p.Profile()) < profileRank(old.Profile()) {
		why = append(why, fmt.Sprintf("profile %q instead of %q", p.Profile(), old.Profile()))
	}
	var rules []string
	for _, r := range Rules() {
		if a, b := p.ActionFor(r.ID), old.ActionFor(r.ID); a < b {
			rules = append(rules, fmt.Sprintf("%s %s instead of %s", r.ID, a, b))
		}
	}
	newCustom := p.CustomRules()
	for _, r := range old.CustomRules() {
		same := func(o CustomRule) bool { return o.ID == r.ID && slices.Equal(o.Prefix, r.Prefix) }
		if !slices.ContainsFunc(newCustom, same) {
			rules = append(rules, fmt.Sprintf("custom rule %s (%s) removed or changed", r.ID, strings.Join(r.Prefix, " ")))
		} else if a, b := p.ActionFor(r.ID), old.ActionFor(r.ID); a < b {
			rules = append(rules, fmt.Sprintf("%s %s instead of %s", r.ID, a, b))
		}
	}
	if len(rules) > 3 {
		rules = append(rules[:3], fmt.Sprintf("%d more rules", len(rules)-3))
	}
	why = append(why, rules...)
	for _, n := range old.Protected() {
		if !slices.Contains(p.Protected(), n) {
			why = append(why, fmt.Sprintf("%s no longer protected", n))
		}
	}
	return why
}

// loadLocked loads the configuration and its signature; only the watcher
// goroutine (or Watch before it starts) calls it.
func (l *Live) loadLocked() (*Config, []Warning) {
	l.ld.sig = l.ld.sig[:0]
	cfg, ws := l.ld.load(l.env)
	var b strings.Builder
	for _, s := range l.ld.sig {
		b.WriteString(s)
		b.WriteByte(0)
	}
	for _, w := range ws {
		b.WriteString(w.String())
		b.WriteByte(0)
	}
	l.sig = b.String()
	return cfg, ws
}

// report tells onChange about a problem with watching.
func (l *Live) report(w Warning) {
	l.call(l.cur.Load(), []Warning{w})
}

// call calls onChange; a panic in it is dropped, never the watcher.
func (l *Live) call(cfg *Config, ws []Warning) {
	if l.onChange == nil {
		return
	}
	defer func() { _ = recover() }()
	l.onChange(cfg, ws)
}

// rearm points the watches at the directories of the layer files as they
// resolve now.
func (l *Live) rearm() {
	files := l.env.watchFiles()
	l.targets = l.targets[:0]
	want := map[string]bool{}
	for _, f := range files {
		t := watchTarget{path: f}
		if real, err := filepath.EvalSymlinks(f); err == nil {
			t.real = real
			want[filepath.Dir(real)] = true
		}
		l.targets = append(l.targets, t)
		want[existingDir(filepath.Dir(f))] = true
	}
	delete(want, "")
	for d := range want {
		// Add again even when watched: a directory deleted and created
		// again is a new directory.
		if err := l.w.Add(d); err == nil {
			l.watched[d] = true
		} else {
			delete(l.watched, d)
		}
	}
	for d := range l.watched {
		if !want[d] {
			_ = l.w.Remove(d) // best effort: it may be gone already
			delete(l.watched, d)
		}
	}
}

// existingDir returns dir, or its nearest ancestor that exists.
func existingDir(dir string) string {
	for {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}

// watchFiles returns every file that may be a layer of env, cleaned.
func (e ConfigEnv) watchFiles() []string {
	var out []string
	for _, f := range []string{e.System, e.userFile(), e.envFile(), e.projectFile()} {
		if f == "" {
			continue
		}
		if !filepath.IsAbs(f) && e.Cwd != "" {
			f = filepath.Join(e.Cwd, f)
		}
		if f = filepath.Clean(f); !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}
