package policy

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

func TestLooksSecret(t *testing.T) {
	tests := []struct {
		value string
		want  bool
		why   string
	}{
		{"ghp_0123456789abcdefghijklmnopqrstuvwxyzAB", true, "github classic token"},
		{"github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMN", true, "github fine-grained"},
		{"glpat-xxxxxxxxxxxxxxxxxxxx", true, "gitlab"},
		{"xoxb-1234567890-abcdefghijkl", true, "slack bot"},
		{"sk-ant-api03-abcdefghijklmnopqrstuvwxyz", true, "anthropic"},
		{"sk-proj-abcdefghijklmnopqrstuvwx", true, "openai project"},
		{"sk_live_4eC39HqLyjWDarjtT1zdp7dc", true, "stripe"},
		{"AKIAIOSFODNN7EXAMPLE", true, "aws access key id"},
		{"AIzaSyA-abcdefghijklmnopqrstuvwxyz01234", true, "google api key"},
		{"hf_abcdefghijklmnopqrstuvwxyzABCD", true, "hugging face"},
		{"npm_abcdefghijklmnopqrstuvwxyz0123456789", true, "npm"},
		{"pypi-AgEIcHlwaS5vcmcCJGFiY2RlZmdoLWlqa2wtbW5vcC1xcnN0", true, "pypi"},
		{"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abcdefghijklmnop", true, "a JWT"},
		{"postgres://app:s3cr3tpw@db.internal:5432/app", true, "a URL with a password"},
		{"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", true, "aws secret key: random, mixed case"},
		{"Zx9Qm2Lp8Rt4Vw6Yb1Nc3Kd5Hf7Jg0As", true, "32 random alphanumerics"},
		{"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----", true, "a PEM key"},

		{"", false, "empty"},
		{"vi", false, "short"},
		{"/usr/local/bin:/usr/bin:/bin", false, "a PATH list"},
		{"/home/agent/project/node_modules/.bin", false, "a path"},
		{"/tmp/vscode-ipc-5a6b7c8d-1234-4abc-9def-0123456789ab.sock", false, "a socket path"},
		{"rs=0:di=01;34:ln=01;36:mh=00:pi=40;33:so=01;35", false, "LS_COLORS"},
		{"https://registry.npmjs.org/", false, "a URL without credentials"},
		{"postgres://localhost:5432/dev", false, "a local database URL"},
		{"123e4567-e89b-12d3-a456-426614174000", false, "a UUID: session ids, not secrets by value (names like *_API_KEY still catch keys that are UUIDs)"},
		{"3f786850e387550fdab836ed7e6dc881de23001b", false, "a git sha: lowercase hex"},
		{"d41d8cd98f00b204e9800998ecf8427e", false, "an md5 / INVOCATION_ID"},
		{"en_US.UTF-8", false, "a locale"},
		{"xterm-256color", false, "a terminal"},
		{"HelloWorldThisIsAPlainSentence", false, "letters only"},
		{"the quick brown fox jumps over", false, "prose"},
		{"development", false, "an ordinary value"},
		{"1234567890123456789012", false, "digits only"},
		{"build-2024-01-15-release-candidate", false, "low entropy, one case"},
	}
	for _, tt := range tests {
		if got := LooksSecret(tt.value); got != tt.want {
			t.Errorf("LooksSecret(%q) = %v, want %v (%s); entropy %.2f", tt.value, got, tt.want, tt.why, entropy(tt.value))
		}
	}
}

func TestSecretInEnv(t *testing.T) {
	tests := []struct {
		name, value string
		want        bool
	}{
		{"MY_APP_TOKEN", "abcdefgh", true},                               // by the shape of its name
		{"DEPLOY_PASSWORD", "hunter22", true},                            // by name
		{"HEROKU_API_KEY", "123e4567-e89b-12d3-a456-426614174000", true}, // a UUID under a key's name
		{"MY_APP_TOKEN", "short", false},                                 // too short to be one
		{"SERVICE_URL", "https://api.example.com/", false},
		{"LS_COLORS", "Zx9Qm2Lp8Rt4Vw6Yb1Nc3Kd5Hf7Jg0As", false}, // a known non-secret name
		{"GUARDED_SH_CONFIG", "Zx9Qm2Lp8Rt4Vw6Yb1Nc3Kd5Hf7Jg0As", false},
		{"RANDOM_THING", "Zx9Qm2Lp8Rt4Vw6Yb1Nc3Kd5Hf7Jg0As", true}, // by value
		{"TERM_SESSION_ID", "w0t0p0:123e4567-e89b-12d3-a456-426614174000", false},
	}
	for _, tt := range tests {
		if got := secretInEnv(tt.name, tt.value); got != tt.want {
			t.Errorf("secretInEnv(%s=%q) = %v, want %v", tt.name, tt.value, got, tt.want)
		}
	}
}

func TestIsProtected(t *testing.T) {
	ctx := &Context{Env: testEnv(), Policy: New(WithProtected("FLASHDUTY_BASE_SECRET"))}
	for _, tt := range []struct {
		name string
		fold bool
		want bool
	}{
		{"GH_TOKEN", false, true},
		{"gh_token", false, false}, // posix names are case-sensitive
		{"gh_token", true, true},   // PowerShell and cmd fold case
		{"MY_SERVICE_AUTH", false, true},
		{"my_service_auth", true, true},
		{"FLASHDUTY_BASE_SECRET", false, true}, // from the configuration
		{"HOME", false, false},
		{"EDITOR", false, false},
		{"PATH", true, false},
		{"MY_GH_TOKENIZER", false, false},
	} {
		if got := IsProtected(ctx, tt.name, tt.fold); got != tt.want {
			t.Errorf("IsProtected(%s, fold=%v) = %v, want %v", tt.name, tt.fold, got, tt.want)
		}
	}
}

func TestProtectedMentions(t *testing.T) {
	ctx := &Context{Env: testEnv(), Policy: New()}
	got := ProtectedMentions(ctx, `echo ${GH_TOKEN:-x} "$MY_GH_TOKENIZER" # MY_SERVICE_AUTH GH_TOKEN`, false)
	if strings.Join(got, ",") != "GH_TOKEN,MY_SERVICE_AUTH" {
		t.Errorf("ProtectedMentions = %v", got)
	}
	got = ProtectedMentions(ctx, `Write-Output $env:gh_token; echo %Gh_Token%`, true)
	if strings.Join(got, ",") != "gh_token,Gh_Token" {
		t.Errorf("ProtectedMentions(fold) = %v", got)
	}
}

func TestProtectedNames(t *testing.T) {
	t.Setenv("GUARDED_SH_TEST_SECRET_X", "Zx9Qm2Lp8Rt4Vw6Yb1Nc3Kd5Hf7Jg0As") // GUARDED_SH_ is never a secret
	t.Setenv("ZZ_TEST_DEPLOY_TOKEN", "abcdefghij")
	ctx := &Context{Env: ProcessEnv(), Policy: New(WithProtected("MY_EXTRA"))}
	names := ProtectedNames(ctx)
	has := map[string]bool{}
	for _, n := range names {
		has[n] = true
	}
	for _, want := range []string{"GH_TOKEN", "MY_EXTRA", "ZZ_TEST_DEPLOY_TOKEN"} {
		if !has[want] {
			t.Errorf("ProtectedNames lacks %s", want)
		}
	}
	if has["GUARDED_SH_TEST_SECRET_X"] || has["PATH"] || has["HOME"] {
		t.Errorf("ProtectedNames holds a non-secret: %v", names)
	}
}

func TestRedactor(t *testing.T) {
	vars := map[string]string{
		"GH_TOKEN":   "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB",
		"GH_TOKEN_2": "unused",
		"SHORT":      "abc",
		"LONGER":     "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB-and-more",
		"HOME":       "/home/agent",
	}
	env := &Env{Getenv: func(k string) string { return vars[k] }}
	r := Redactor(env, []string{"LONGER", "SHORT", "HOME"})
	in := "token=ghp_0123456789abcdefghijklmnopqrstuvwxyzAB long=ghp_0123456789abcdefghijklmnopqrstuvwxyzAB-and-more abc home=/home/agent"
	want := "token=[redacted:GH_TOKEN] long=[redacted:LONGER] abc home=[redacted:HOME]"
	if got := r(in); got != want {
		t.Errorf("Redactor:\n got  %s\n want %s", got, want)
	}
	if got := r("nothing here"); got != "nothing here" {
		t.Errorf("Redactor changed clean text: %q", got)
	}
	// No secrets: the identity.
	if got := Redactor(&Env{}, nil)("ghp_x"); got != "ghp_x" {
		t.Errorf("empty Redactor: %q", got)
	}
	if got := Redactor(nil, nil)("x"); got != "x" {
		t.Errorf("nil env Redactor: %q", got)
	}
}

func TestMentionEveryGrammar(t *testing.T) {
	p := New()
	env := testEnv()
	for _, tt := range []struct {
		cmd string
		g   lexer.Grammar
	}{
		{"echo $GH_TOKEN", lexer.Posix},
		{"echo $GH_TOKEN", lexer.Zsh},
		{"Write-Output $env:gh_token", lexer.PowerShell},
		{"echo %GH_TOKEN%", lexer.Cmd},
		{"echo $env:My_Service_Auth", lexer.Auto},
	} {
		v := p.Check(tt.cmd, tt.g, env)
		if v.Action != Block || v.First().Rule != "cred.mention" {
			t.Errorf("%q (%s): %s [%s]", tt.cmd, tt.g, v.Action, v.First().Rule)
		}
	}
}

func BenchmarkRedactor(b *testing.B) {
	vars := map[string]string{}
	var extra []string
	for i := 0; i < 200; i++ {
		n := fmt.Sprintf("SECRET_%d", i)
		vars[n] = fmt.Sprintf("tok_%032x", i*7919)
		extra = append(extra, n)
	}
	r := Redactor(&Env{Getenv: func(k string) string { return vars[k] }}, extra)
	text := strings.Repeat("an ordinary line of output with no secret in it at all\n", 200) + vars["SECRET_7"]
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r(text)
	}
}

func BenchmarkCheckCred(b *testing.B) {
	p := New()
	env := testEnv()
	cmd := `cd /home/agent/project && git status --short && go test ./... 2>&1 | tail -n 40 # run the tests and show the end of the output, then maybe curl the docs`
	for i := 0; i < b.N; i++ {
		p.Check(cmd, lexer.Bash, env)
	}
}

func TestSecretNamesSorted(t *testing.T) {
	// isDefaultSecret searches the list as it is written.
	if !slices.IsSorted(defaultSecretNames) {
		t.Fatal("defaultSecretNames is not sorted")
	}
	if n := len(slices.Compact(slices.Clone(defaultSecretNames))); n != len(defaultSecretNames) {
		t.Fatalf("defaultSecretNames has %d duplicates", len(defaultSecretNames)-n)
	}
	for _, n := range defaultSecretNames {
		if !isDefaultSecret(n) {
			t.Errorf("isDefaultSecret(%q) = false", n)
		}
		if strings.ToUpper(n) != n {
			t.Errorf("defaultSecretNames: %q has a small letter, which isDefaultSecret takes as no default secret's", n)
		}
	}
}

// TestWordBytes checks wordBytes against the ranges it stands for.
func TestWordBytes(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if isWordByte(byte(c)) != want {
			t.Errorf("isWordByte(%q) = %v, want %v", rune(c), !want, want)
		}
	}
}
