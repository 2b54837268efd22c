package policy

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// BenchmarkCredRules is the part of BenchmarkCheckTypical the credential,
// mention and network rules take: credInput, credCommand and netCommand
// over the typical command's analysis, made once; each iteration gives
// the commands fresh facts and the check a fresh context, as Check does.
func BenchmarkCredRules(b *testing.B) {
	p, env := New(), testEnv()
	in := Analyze(typical, lexer.Bash, env)
	for _, r := range []struct {
		name  string
		input func(*Context, *Input) []Finding
		cmd   func(*Context, *Command) []Finding
	}{
		{"input", credInput, nil},
		{"command", nil, credCommand},
		{"net", nil, netCommand},
	} {
		b.Run(r.name, func(b *testing.B) {
			for b.Loop() {
				giveFacts(in.Commands)
				ctx := &Context{Env: env, Policy: p, Input: in}
				if r.input != nil && len(r.input(ctx, in)) > 0 {
					b.Fatal("a finding")
				}
				if r.cmd != nil {
					ctxs := commandContexts(ctx, in.Commands, nil)
					for i, c := range in.Commands {
						if len(r.cmd(ctxs[i], c)) > 0 {
							b.Fatal("a finding")
						}
					}
				}
			}
		})
	}
}

// TestCredAnchorsCover checks what makes mayBeCredPath sound: every entry
// of the tables credPathRule and credPlace read holds one of credAnchors
// (or is an extension of credExts), the anchors fit the index (two
// bytes or more) and hold no slash; every name in their code is asked about (each is a path
// below); and for every path of the tables, in the places they are kept
// in, mayBeCredPath lets go none credPathRule finds a rule for. The
// package's other tests check the same of every path they judge
// (verifyFacts: credPathRule panics).
func TestCredAnchorsCover(t *testing.T) {
	if len(credAnchors) > 64 {
		t.Fatalf("%d anchors; the index holds 64", len(credAnchors))
	}
	for _, a := range credAnchors {
		if len(a) < 2 || strings.ContainsAny(a, "/") || a != strings.ToLower(a) {
			t.Errorf("anchor %q: an anchor is lower case, of two bytes or more (the index reads two), without a slash", a)
		}
	}
	anchored := func(what string, words ...string) {
		for _, w := range words {
			if !credAnchorIn([]byte(strings.ToLower(w))) && !credExts.has(w) {
				t.Errorf("%s %q holds no anchor (credAnchors)", what, w)
			}
		}
	}
	anchored("private key name", privateKeyNames...)
	anchored("private key extension", privateKeyExts...)
	anchored("encrypted extension", encryptedExts...)
	anchored("vault extension", vaultExts...)
	anchored("history", histories...)
	anchored("browser store", browserStores...)
	anchored("browser secret", browserSecrets...)
	anchored("system secret folder", systemSecretDirs...)
	anchored("password manager", passwordManagers...)
	anchored("credential word", credWords...)
	anchored("home credential word", homeCredWords...)
	for _, pr := range credPairs {
		anchored("credential pair", pr[1])
	}
	var paths []string
	for _, e := range secretFiles {
		paths = append(paths, e)
	}
	for _, e := range append(append(append([]string(nil), systemSecretDirs...), histories...), browserStores...) {
		paths = append(paths, e)
	}
	// The names in credPathRule's and credPlace's code.
	paths = append(paths, "/proc/1/environ", "proc/self/task/2/environ", "~/.ssh/id_rsa", "~/.ssh/deploy", "keys/github_deploy_key",
		"id_ed25519_github", "~/.ssh", "~/.gnupg/private-keys-v1.d/x.key", "secring.gpg", "~/.gnupg", "server.pem", "*.pem", "/etc/haproxy/certs/site.pem", "vault-init.json", "kafka_client_jaas.conf", "unseal-keys.txt", "x.p12",
		"/var/run/secrets/kubernetes.io/serviceaccount/token", "/run/secrets/db", "/home/u/.claude.json", "~/.config/sops/age/keys.txt",
		"credentials.json", "client_secret_123.json", "service-account-prod.json", ".env", ".envrc", "prod.env", ".env.local",
		"~/.config/gcloud/legacy_credentials/x/adc.json", "application_default_credentials.json", "~/.aws/sso/cache/x.json",
		"~/.aws/cli/cache/y.json", "~/.azure/msal_cache.bin", "~/.gcloud", "/root/.aws", ".aws", "~/.kaggle/kaggle.json",
		"~/.ngrok2/ngrok.yml", "wallet.dat", "~/.ethereum/keystore/UTC--2020", "krb5.keytab", "/etc/ceph/ceph.client.admin.keyring",
		"~/.password-store/github.gpg", "~/Bitwarden CLI/data.json", "bitwarden_export_2024.json", "secrets/prod.yaml",
		"~/.foo/auth.json", "accessKeys.csv", "db_password.txt", "api-token", "~/.config/google-chrome/Default/Login Data",
		"~/.mozilla/firefox/x.default-release", "~/Library/Application Support/Google/Chrome/Profile 2", "db.env.age",
		"x.kdbx", "fish_history", "~/.local/share/fish/fish_history", "C:/Users/me/AppData/Roaming/x/token.json")
	prefixes := []string{"", "/", "~/", "/home/u/", "/root/", "C:/Users/u/", "%APPDATA%/", "./", "a/"}
	for _, p := range paths {
		for _, pre := range prefixes {
			for _, q := range []string{pre + p, strings.ToUpper(pre + p), pre + p + "/", pre + p + ".gpg"} {
				if r := credPathRuleOf(q); r != "" && !mayBeCredPath(q) {
					t.Errorf("mayBeCredPath(%q) = false, but credPathRule finds %s", q, r)
				}
			}
		}
	}
}

// TestMayBeCredPathLetsGo checks that the gate lets ordinary paths go.
func TestMayBeCredPathLetsGo(t *testing.T) {
	for _, p := range []string{"build/", "./...", "/home/agent/project/test", "src/main.go", "TestParse|TestCheck", "20", "go.mod", "README.md", "/usr/bin/python3", "node_modules/.bin/jest"} {
		if mayBeCredPath(p) {
			t.Errorf("mayBeCredPath(%q) = true", p)
		}
	}
}

// TestMayReachCred checks the words credFiles asks about every candidate
// of, and those it lets go, in a working directory that adds nothing.
func TestMayReachCred(t *testing.T) {
	for p, want := range map[string]bool{
		"build/": false, "./...": false, "src/main.go": false, "/usr/share/doc/x": false, "20": false,
		"//proc/self/fd/3": true, "/dev/fd/3": true, "../x": true, "a/..": true, ".": true, "./": true, "/": true,
		"x*": true, ".env": true, "kaggle.json": false, ".kaggle/kaggle.json": true, "config": true,
	} {
		if got := mayReachCred(dirsClean, p); got != want {
			t.Errorf("mayReachCred(%q) = %v, want %v", p, got, want)
		}
		if !mayReachCred(dirsRead, p) && !strings.HasPrefix(p, "/") {
			t.Errorf("mayReachCred(dirsRead, %q) = false for a relative path", p)
		}
	}
	for d, want := range map[string]bool{
		"": true, "/home/agent/project": true, "/": false, "/proc/self": false, "/home/u/.kaggle": false,
		"/home/u/keys": false, "/home/u/.ssh": false, "/srv/app": true,
	} {
		if got := credDirClean(d); got != want {
			t.Errorf("credDirClean(%q) = %v, want %v", d, got, want)
		}
	}
}

// TestSeenNames checks seenNames against a map, past the names it keeps
// in place.
func TestSeenNames(t *testing.T) {
	var s seenNames
	seen := map[string]bool{}
	for i := range 300 {
		w := fmt.Sprintf("N%d", i%130)
		if got, want := s.add(w), !seen[w]; got != want {
			t.Fatalf("add(%q) = %v, want %v (after %d)", w, got, want, i)
		}
		seen[w] = true
	}
}

// TestForEachName checks forEachName against a regular expression of
// the runs it finds, on the corpus-like texts and on random bytes.
func TestForEachName(t *testing.T) {
	re := regexp.MustCompile(`[A-Za-z0-9_]+`)
	texts := []string{"", "a", "ab", "1ab", "_x", "echo $GH_TOKEN; x=${A_B:-c}", "a-b c__d 9z z9 %X_Y% é_ab", typical}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, r.IntN(20))
		for i := range b {
			b[i] = "aZ9_ -$é"[r.IntN(8)]
		}
		texts = append(texts, string(b))
	}
	for _, text := range texts {
		var want, got []string
		for _, w := range re.FindAllString(text, -1) {
			if len(w) >= 2 && !(w[0] >= '0' && w[0] <= '9') {
				want = append(want, w)
			}
		}
		forEachName(text, func(w string) { got = append(got, w) })
		if !slices.Equal(got, want) {
			t.Errorf("forEachName(%q) = %q, want %q", text, got, want)
		}
	}
}
