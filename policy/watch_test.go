package policy

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// liveWait is how long a change may take to be seen.
const liveWait = 2 * time.Second

// recorder collects what onChange was told.
type recorder struct {
	mu       sync.Mutex
	calls    int
	warnings []string
}

func (r *recorder) onChange(_ *Config, ws []Warning) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls++
	for _, w := range ws {
		r.warnings = append(r.warnings, w.String())
	}
}

// waitSaw polls until a warning containing sub was reported.
func (r *recorder) waitSaw(t *testing.T, sub string) {
	t.Helper()
	deadline := time.Now().Add(liveWait)
	for !r.saw(sub) {
		if time.Now().After(deadline) {
			r.mu.Lock()
			defer r.mu.Unlock()
			t.Fatalf("no warning with %q within %s; got %q", sub, liveWait, r.warnings)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (r *recorder) saw(sub string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, w := range r.warnings {
		if strings.Contains(w, sub) {
			return true
		}
	}
	return false
}

// cleanAction writes a file setting the action of git.clean.
func cleanAction(a string) string { return fmt.Sprintf("[actions]\n\"git.clean\" = %q\n", a) }

// waitAction polls l until git.clean has action want.
func waitAction(t *testing.T, l *Live, want Action) {
	t.Helper()
	deadline := time.Now().Add(liveWait)
	for {
		got := l.Policy().ActionFor("git.clean")
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("after %s, git.clean is %v, want %v", liveWait, got, want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// startLive watches env, taking in every change, looser ones too: the
// tests of how files are followed (TestWatchOnlyTightens is the default's).
func startLive(t *testing.T, env ConfigEnv) (*Live, *recorder) {
	t.Helper()
	env.Loosen = true
	return startWatch(t, env)
}

func startWatch(t *testing.T, env ConfigEnv) (*Live, *recorder) {
	t.Helper()
	if env.Debounce == 0 {
		env.Debounce = 20 * time.Millisecond
	}
	r := &recorder{}
	l := Watch(context.Background(), env, r.onChange)
	t.Cleanup(func() {
		if err := l.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return l, r
}

func TestWatchWrite(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.system, "# nothing yet\n")
	env := d.env()
	env.Debounce = 100 * time.Millisecond // the default, once
	l, r := startLive(t, env)
	waitAction(t, l, Block)
	writeFile(t, d.system, cleanAction("warn"))
	waitAction(t, l, Warn)
	// In place, without a rename.
	f, err := os.OpenFile(d.system, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(cleanAction("confirm")); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	waitAction(t, l, Confirm)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.calls == 0 {
		t.Error("onChange was not called")
	}
}

func TestWatchMissingDirectory(t *testing.T) {
	d := newConfigDirs(t)
	// Neither ~/.config nor the home exist yet: the watch starts above.
	if err := os.RemoveAll(d.home); err != nil {
		t.Fatal(err)
	}
	l, _ := startLive(t, d.env())
	waitAction(t, l, Block)
	writeFile(t, d.user, cleanAction("warn")) // creates home/.config/guarded-sh too
	waitAction(t, l, Warn)
	writeFile(t, d.user, cleanAction("allow"))
	waitAction(t, l, Allow)
	// The directory goes away and comes back.
	if err := os.RemoveAll(filepath.Dir(d.user)); err != nil {
		t.Fatal(err)
	}
	waitAction(t, l, Block)
	writeFile(t, d.user, cleanAction("confirm"))
	waitAction(t, l, Confirm)
}

func TestWatchAtomicRename(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, cleanAction("warn"))
	l, _ := startLive(t, d.env())
	waitAction(t, l, Warn)
	for i, a := range []string{"confirm", "allow", "block", "warn"} {
		tmp := filepath.Join(filepath.Dir(d.user), fmt.Sprintf(".policy.toml.%d.tmp", i))
		writeFile(t, tmp, cleanAction(a))
		if err := os.Rename(tmp, d.user); err != nil {
			t.Fatal(err)
		}
		want, _ := ParseAction(a)
		waitAction(t, l, want)
	}
}

func TestWatchDeleteRecreate(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, cleanAction("warn"))
	l, _ := startLive(t, d.env())
	waitAction(t, l, Warn)
	if err := os.Remove(d.user); err != nil {
		t.Fatal(err)
	}
	waitAction(t, l, Block) // no file, no layer
	writeFile(t, d.user, cleanAction("confirm"))
	waitAction(t, l, Confirm)
	// Quickly, as editors do: the debounce sees only the end.
	if err := os.Remove(d.user); err != nil {
		t.Fatal(err)
	}
	writeFile(t, d.user, cleanAction("allow"))
	waitAction(t, l, Allow)
}

func TestWatchSymlinkSwap(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symlinks")
	}
	// A Kubernetes ConfigMap volume: policy.toml -> ..data/policy.toml,
	// ..data -> ..2025_1; an update writes ..2025_2, points ..data_tmp at
	// it, renames ..data_tmp over ..data and removes ..2025_1.
	d := newConfigDirs(t)
	cm := filepath.Dir(d.system)
	version := func(n int, action string) {
		dir := fmt.Sprintf("..2025_%d", n)
		writeFile(t, filepath.Join(cm, dir, "policy.toml"), cleanAction(action))
		tmp := filepath.Join(cm, "..data_tmp")
		if err := os.Symlink(dir, tmp); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, filepath.Join(cm, "..data")); err != nil {
			t.Fatal(err)
		}
		if n > 1 {
			if err := os.RemoveAll(filepath.Join(cm, fmt.Sprintf("..2025_%d", n-1))); err != nil {
				t.Fatal(err)
			}
		}
	}
	version(1, "warn")
	if err := os.Symlink(filepath.Join("..data", "policy.toml"), d.system); err != nil {
		t.Fatal(err)
	}
	l, _ := startLive(t, d.env())
	waitAction(t, l, Warn)
	version(2, "confirm")
	waitAction(t, l, Confirm)
	version(3, "allow")
	waitAction(t, l, Allow)

	// A plain symlink to a file elsewhere: edits there are seen too, and so
	// is pointing the link at another file.
	other := filepath.Join(d.root, "dotfiles", "policy.toml")
	writeFile(t, other, cleanAction("warn"))
	if err := os.MkdirAll(filepath.Dir(d.user), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(other, d.user); err != nil {
		t.Fatal(err)
	}
	waitAction(t, l, Warn)
	writeFile(t, other, cleanAction("confirm"))
	waitAction(t, l, Confirm)
}

func TestWatchBrokenKeepsLastGood(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, cleanAction("warn"))
	l, r := startLive(t, d.env())
	waitAction(t, l, Warn)

	writeFile(t, d.user, "[actions]\n\"git.clean\" = \"allow\"\n[broken\n")
	deadline := time.Now().Add(liveWait)
	for !r.saw("the last good version of this file stays in force") {
		if time.Now().After(deadline) {
			t.Fatalf("no warning about the broken file; got %q", r.warnings)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if !r.saw("policy.toml:3: ") {
		t.Errorf("the warning should give the line: %q", r.warnings)
	}
	if got := l.Policy().ActionFor("git.clean"); got != Warn {
		t.Errorf("with a broken file, git.clean is %v, want the last good %v", got, Warn)
	}
	if ws := l.Current().Warnings(); len(ws) == 0 {
		t.Error("Current().Warnings() should report the broken file")
	}

	// An unknown key is as broken.
	writeFile(t, d.user, "[actions]\n\"git.clean\" = \"allow\"\nprofle = \"off\"\n")
	r.waitSaw(t, "profle") // the reload happened, and kept the last good file
	if got := l.Policy().ActionFor("git.clean"); got != Warn {
		t.Errorf("with an unknown key, git.clean is %v, want the last good %v", got, Warn)
	}
	writeFile(t, d.user, cleanAction("confirm"))
	waitAction(t, l, Confirm)
}

func TestWatchProjectTightensOnly(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, cleanAction("warn"))
	l, r := startLive(t, d.env())
	waitAction(t, l, Warn)
	writeFile(t, d.projectFile(), cleanAction("allow"))
	deadline := time.Now().Add(liveWait)
	for !r.saw("a project file may only tighten") {
		if time.Now().After(deadline) {
			t.Fatalf("no warning about the loosening project file; got %q", r.warnings)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if got := l.Policy().ActionFor("git.clean"); got != Warn {
		t.Errorf("git.clean is %v, want %v", got, Warn)
	}
	writeFile(t, d.projectFile(), cleanAction("confirm"))
	waitAction(t, l, Confirm)
}

func TestWatchPoll(t *testing.T) {
	d := newConfigDirs(t)
	env := d.env()
	env.Poll = 10 * time.Millisecond
	l, _ := startLive(t, env)
	waitAction(t, l, Block)
	writeFile(t, d.user, cleanAction("warn"))
	waitAction(t, l, Warn)
	tmp := d.user + ".tmp"
	writeFile(t, tmp, cleanAction("confirm"))
	if err := os.Rename(tmp, d.user); err != nil {
		t.Fatal(err)
	}
	waitAction(t, l, Confirm)
}

func TestWatchClose(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, cleanAction("warn"))
	ctx, cancel := context.WithCancel(context.Background())
	panicky := func(*Config, []Warning) { panic("a callback that panics must not kill the watcher") }
	env := d.env()
	env.Loosen = true
	l := Watch(ctx, env, panicky)
	writeFile(t, d.user, cleanAction("confirm"))
	waitAction(t, l, Confirm)
	writeFile(t, d.user, cleanAction("allow"))
	waitAction(t, l, Allow)

	cancel() // the context ends the watcher; Close still waits for it
	done := make(chan error)
	go func() { done <- l.Close() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Close: %v", err)
		}
	case <-time.After(liveWait):
		t.Fatal("Close does not return")
	}
	if err := l.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	// A second Live on the same files sees the next write: by then the
	// closed one would have seen it too.
	witness, _ := startLive(t, d.env())
	writeFile(t, d.user, cleanAction("warn"))
	waitAction(t, witness, Warn)
	if got := l.Policy().ActionFor("git.clean"); got != Allow {
		t.Errorf("after Close, git.clean changed to %v", got)
	}
}

// A live configuration only tightens: a looser file written while it runs
// is ignored, loudly, and the stricter policy stays in force; a tighter one
// takes effect; a configuration loaded afresh (a new session) gets the
// looser file.
func TestWatchOnlyTightens(t *testing.T) {
	d := newConfigDirs(t)
	writeFile(t, d.user, "protected = [\"MY_TOKEN\"]\n"+cleanAction("warn"))
	l, r := startWatch(t, d.env())
	waitAction(t, l, Warn)
	if !slices.Contains(l.Policy().Protected(), "MY_TOKEN") {
		t.Fatalf("protected %q", l.Policy().Protected())
	}

	for _, tt := range []struct{ name, file, says string }{
		{"action", "protected = [\"MY_TOKEN\"]\n" + cleanAction("allow"), "git.clean allow instead of warn"},
		{"protected", cleanAction("warn"), "MY_TOKEN no longer protected"},
		{"profile", "profile = \"off\"\nprotected = [\"MY_TOKEN\"]\n" + cleanAction("warn"), `profile "off" instead of "agent"`},
	} {
		writeFile(t, d.user, tt.file)
		r.waitSaw(t, tt.says)
		if got := l.Policy().ActionFor("git.clean"); got != Warn {
			t.Errorf("%s: git.clean is %v after a looser file, want %v", tt.name, got, Warn)
		}
		if !slices.Contains(l.Policy().Protected(), "MY_TOKEN") || l.Policy().Profile() != ProfileAgent {
			t.Errorf("%s: loosened: profile %s, protected %q", tt.name, l.Policy().Profile(), l.Policy().Protected())
		}
		if !r.saw("new sessions get the change") {
			t.Errorf("%s: the notice does not say where the change applies: %q", tt.name, r.warnings)
		}
		fresh, _ := LoadConfig(d.env())
		if len(Loosens(fresh.Policy(), l.Policy())) == 0 {
			t.Errorf("%s: a fresh load is not the looser file", tt.name)
		}
	}

	// Tighter: in force at once.
	writeFile(t, d.user, "protected = [\"MY_TOKEN\", \"OTHER_TOKEN\"]\n"+cleanAction("block"))
	waitAction(t, l, Block)
	if !slices.Contains(l.Policy().Protected(), "OTHER_TOKEN") {
		t.Errorf("protected %q after a tighter file", l.Policy().Protected())
	}
}
