package policy

import (
	"os"
	"path/filepath"
	"testing"
)

// TestLocalEngineContext pins how the docker CLI's current context is
// read: none chosen or default is this machine's engine; a context whose
// endpoint is a unix socket is too; one over ssh or tcp, or one whose
// meta cannot be found, is not.
func TestLocalEngineContext(t *testing.T) {
	home := t.TempDir()
	dir := filepath.Join(home, ".docker")
	write := func(p, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := &Env{Home: home, Getenv: func(string) string { return "" }}
	if !localEngineContext(env) {
		t.Fatal("no configuration: the default engine is local")
	}
	write(filepath.Join(dir, "config.json"), `{"currentContext": "default"}`)
	if !localEngineContext(env) {
		t.Fatal("default context: local")
	}
	write(filepath.Join(dir, "config.json"), `{"currentContext": "prod"}`)
	if localEngineContext(env) {
		t.Fatal("a context with no meta is not known to be local")
	}
	write(filepath.Join(dir, "contexts", "meta", "a1", "meta.json"), `{"Name": "prod", "Endpoints": {"docker": {"Host": "ssh://deploy@prod"}}}`)
	write(filepath.Join(dir, "contexts", "meta", "b2", "meta.json"), `{"Name": "colima", "Endpoints": {"docker": {"Host": "unix:///home/u/.colima/default/docker.sock"}}}`)
	if localEngineContext(env) {
		t.Fatal("an ssh context is another machine's engine")
	}
	write(filepath.Join(dir, "config.json"), `{"currentContext": "colima"}`)
	if !localEngineContext(env) {
		t.Fatal("a unix socket context is this machine's engine")
	}
	for name, want := range map[string]bool{"": true, "default": true, "colima": true, "prod": false, "desktop-linux": false} {
		if got := localDockerContext(env, name); got != want {
			t.Errorf("localDockerContext(%q) = %v, want %v (a context named by --context or DOCKER_CONTEXT)", name, got, want)
		}
	}
}
