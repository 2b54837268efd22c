package policy

import (
	"math"
	"slices"
	"sort"
	"strings"
)

// defaultSecretNames are the well-known variables that hold credentials.
// Any mention of one of them is refused (cred.mention), and their values
// are redacted wherever guarded-sh writes text. Names only: a variable
// such as DATABASE_URL is protected when its value carries a password
// (see LooksSecret), not by name, since most of them point at a local
// database an agent may print. They cover forges and CI, clouds, model
// providers, package registries, chat, mail, payments, observability,
// work tracking, databases and application secrets.
//
// The list is kept sorted (TestSecretNamesSorted): every variable a
// command mentions is looked up by binary search, and sorting a copy at
// run time cost a one-shot guarded-sh -c a tenth of its instructions.
var defaultSecretNames = []string{
	"AI21_API_KEY", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN",
	"ANYSCALE_API_KEY", "APP_KEY", "ARM_ACCESS_KEY", "ARM_CLIENT_SECRET", "ATLASSIAN_API_TOKEN",
	"ATLAS_TOKEN", "AUTH_SECRET", "AWS_ACCESS_KEY_ID", "AWS_BEARER_TOKEN_BEDROCK",
	"AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AZURE_CLIENT_SECRET", "AZURE_DEVOPS_EXT_PAT",
	"AZURE_OPENAI_API_KEY", "AZURE_STORAGE_CONNECTION_STRING", "AZURE_STORAGE_KEY",
	"BITBUCKET_APP_PASSWORD", "BITBUCKET_TOKEN", "BRAVE_API_KEY", "BUILDKITE_AGENT_TOKEN",
	"BUILDKITE_API_TOKEN", "CARGO_REGISTRY_TOKEN", "CEREBRAS_API_KEY", "CF_API_KEY", "CF_API_TOKEN",
	"CHOCOLATEY_API_KEY", "CIRCLECI_TOKEN", "CIRCLE_TOKEN", "CI_JOB_TOKEN", "CI_REGISTRY_PASSWORD",
	"CLAUDE_CODE_OAUTH_TOKEN", "CLOUDFLARE_API_KEY", "CLOUDFLARE_API_TOKEN",
	"CLOUDSDK_AUTH_ACCESS_TOKEN_FILE", "CODECOV_TOKEN", "COHERE_API_KEY", "CONFLUENCE_API_TOKEN",
	"CONSUL_HTTP_TOKEN", "CO_API_KEY", "DASHSCOPE_API_KEY", "DATADOG_API_KEY", "DATADOG_APP_KEY",
	"DD_API_KEY", "DD_APP_KEY", "DEEPSEEK_API_KEY", "DIGITALOCEAN_ACCESS_TOKEN", "DIGITALOCEAN_TOKEN",
	"DISCORD_BOT_TOKEN", "DISCORD_TOKEN", "DISCORD_WEBHOOK_URL", "DJANGO_SECRET_KEY",
	"DOCKERHUB_TOKEN", "DOCKER_AUTH_CONFIG", "DOCKER_PASSWORD", "DOCKER_TOKEN", "E2B_API_KEY",
	"ELEVENLABS_API_KEY", "ENCRYPTION_KEY", "FIREBASE_TOKEN", "FIREWORKS_API_KEY",
	"FLASHDUTY_APP_KEY", "FLY_API_TOKEN", "GEMINI_API_KEY", "GEM_HOST_API_KEY", "GH_ENTERPRISE_TOKEN",
	"GH_TOKEN", "GITEA_TOKEN", "GITHUB_ENTERPRISE_TOKEN", "GITHUB_PAT", "GITHUB_TOKEN",
	"GITLAB_PRIVATE_TOKEN", "GITLAB_TOKEN", "GL_TOKEN", "GOOGLE_API_KEY",
	"GOOGLE_APPLICATION_CREDENTIALS", "GOOGLE_CLIENT_SECRET", "GOOGLE_OAUTH_ACCESS_TOKEN",
	"GPG_PASSPHRASE", "GRADLE_PUBLISH_SECRET", "GRAFANA_API_KEY", "GROQ_API_KEY", "HCLOUD_TOKEN",
	"HEROKU_API_KEY", "HEX_API_KEY", "HF_TOKEN", "HONEYCOMB_API_KEY", "HUGGINGFACEHUB_API_TOKEN",
	"HUGGINGFACE_TOKEN", "HUGGING_FACE_HUB_TOKEN", "JIRA_API_TOKEN", "JWT_SECRET", "KUBECONFIG_DATA",
	"LANGCHAIN_API_KEY", "LANGSMITH_API_KEY", "LINEAR_API_KEY", "LINODE_TOKEN", "MAILGUN_API_KEY",
	"MASTER_KEY", "MISTRAL_API_KEY", "MONGODB_PASSWORD", "MOONSHOT_API_KEY", "MYSQL_PASSWORD",
	"MYSQL_PWD", "MYSQL_ROOT_PASSWORD", "NETLIFY_AUTH_TOKEN", "NEW_RELIC_API_KEY",
	"NEW_RELIC_LICENSE_KEY", "NEXTAUTH_SECRET", "NODE_AUTH_TOKEN", "NOMAD_TOKEN", "NOTION_API_KEY",
	"NOTION_TOKEN", "NPM_TOKEN", "NUGET_API_KEY", "OCI_CLI_KEY_CONTENT", "OPENAI_API_KEY",
	"OPENROUTER_API_KEY", "OPSGENIE_API_KEY", "OSSRH_PASSWORD", "PAGERDUTY_TOKEN",
	"PERPLEXITY_API_KEY", "PGPASSWORD", "PINECONE_API_KEY", "POETRY_PYPI_TOKEN_PYPI",
	"POSTGRES_PASSWORD", "POSTMARK_API_TOKEN", "PRIVATE_KEY", "PULUMI_ACCESS_TOKEN", "PYPI_API_TOKEN",
	"PYPI_TOKEN", "RAILS_MASTER_KEY", "RAILWAY_TOKEN", "REDIS_PASSWORD", "REGISTRY_PASSWORD",
	"RENDER_API_KEY", "REPLICATE_API_TOKEN", "RESEND_API_KEY", "SCW_SECRET_KEY", "SECRET_KEY_BASE",
	"SENDGRID_API_KEY", "SENTRY_AUTH_TOKEN", "SERPAPI_API_KEY", "SESSION_SECRET", "SLACK_APP_TOKEN",
	"SLACK_BOT_TOKEN", "SLACK_TOKEN", "SLACK_USER_TOKEN", "SLACK_WEBHOOK_URL", "SNYK_TOKEN",
	"SONAR_TOKEN", "SSH_PRIVATE_KEY", "STRIPE_API_KEY", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET",
	"SUPABASE_ACCESS_TOKEN", "SUPABASE_SERVICE_ROLE_KEY", "SYSTEM_ACCESSTOKEN", "TAVILY_API_KEY",
	"TELEGRAM_BOT_TOKEN", "TENCENTCLOUD_SECRET_KEY", "TFE_TOKEN", "TOGETHER_API_KEY", "TRAVIS_TOKEN",
	"TWILIO_AUTH_TOKEN", "TWINE_PASSWORD", "UV_PUBLISH_TOKEN", "VAULT_TOKEN", "VERCEL_TOKEN",
	"VOYAGE_API_KEY", "WANDB_API_KEY", "XAI_API_KEY", "YARN_NPM_AUTH_TOKEN",
}

// isDefaultSecret reports whether name is on the built-in list. The
// list's names have no small letter (TestSecretNamesSorted): a name with
// one, as most words of a command are, is told apart without a search
// (which was most of IsProtected's cost, asked of every word of a check).
func isDefaultSecret(name string) bool {
	for i := 0; i < len(name); i++ {
		if 'a' <= name[i] && name[i] <= 'z' {
			return false
		}
	}
	_, found := slices.BinarySearch(defaultSecretNames, name)
	return found
}

// DefaultSecretNames returns the built-in list of protected credential
// variable names.
func DefaultSecretNames() []string { return append([]string(nil), defaultSecretNames...) }

// notSecretNames are environment variables whose values may look random
// but are never credentials: paths, colours, ids of terminals and sessions.
var notSecretNames = set{
	"CDPATH", "CLASSPATH", "COLORTERM", "DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "EDITOR", "FPATH",
	"GCC_COLORS", "GIT_ASKPASS", "GOCACHE", "GOMODCACHE", "GOPATH", "GOROOT", "HISTFILE", "HOME",
	"HOSTNAME", "INFOPATH", "INVOCATION_ID", "ITERM_SESSION_ID", "JOURNAL_STREAM", "KITTY_WINDOW_ID",
	"LANG", "LD_LIBRARY_PATH", "LESSCLOSE", "LESSOPEN", "LOGNAME", "LSCOLORS", "LS_COLORS", "MAIL",
	"MANPATH", "NODE_PATH", "OLDPWD", "PAGER", "PATH", "PKG_CONFIG_PATH", "PROMPT_COMMAND", "PS1", "PS2",
	"PS4", "PWD", "PYTHONPATH", "SECURITYSESSIONID", "SHELL", "SSH_AUTH_SOCK", "SSH_CLIENT",
	"SSH_CONNECTION", "SSH_TTY", "TERM", "TERM_SESSION_ID", "TMUX", "TMUX_PANE", "USER", "VISUAL",
	"VSCODE_GIT_ASKPASS_NODE", "VSCODE_GIT_IPC_HANDLE", "VSCODE_IPC_HOOK_CLI", "WAYLAND_DISPLAY",
	"WINDOWID", "WT_SESSION", "XAUTHORITY", "_",
}

// secretNameSuffixes mark a variable as a credential by its name alone
// when it is set in the environment with a value of at least 8 bytes.
var secretNameSuffixes = []string{
	"_TOKEN", "_SECRET", "_API_KEY", "_APIKEY", "_SECRET_KEY", "_ACCESS_KEY", "_PRIVATE_KEY",
	"_PASSWORD", "_PASSWD", "_PASS", "_PWD", "_AUTH_TOKEN", "_CREDENTIALS", "_CLIENT_SECRET", "_AUTH",
	"_PASSPHRASE", "_MNEMONIC", "_SEED_PHRASE",
}

// secretPrefixes are the prefixes of well-known token formats, with the
// least number of bytes that must follow them.
var secretPrefixes = []struct {
	prefix string
	rest   int
}{
	{"github_pat_", 20}, {"ghp_", 20}, {"gho_", 20}, {"ghs_", 20}, {"ghu_", 20}, {"ghr_", 20},
	{"glpat-", 16}, {"gldt-", 16}, {"glptt-", 16}, {"glrt-", 16}, {"glcbt-", 16}, {"gloas-", 16},
	{"xoxb-", 10}, {"xoxp-", 10}, {"xoxa-", 10}, {"xoxs-", 10}, {"xoxe-", 10}, {"xapp-", 10},
	{"sk-ant-", 16}, {"sk-proj-", 16}, {"sk-", 16}, {"sk_live_", 16}, {"sk_test_", 16},
	{"rk_live_", 16}, {"rk_test_", 16}, {"whsec_", 16},
	{"AKIA", 16}, {"ASIA", 16}, {"AIza", 30}, {"ya29.", 20},
	{"hf_", 20}, {"npm_", 20}, {"pypi-", 40}, {"dop_v1_", 40}, {"doo_v1_", 40},
	{"shpat_", 20}, {"shpss_", 20}, {"SG.", 40}, {"glc_", 20}, {"xai-", 20}, {"gsk_", 20},
	{"r8_", 20}, {"pplx-", 20}, {"lin_api_", 20}, {"ntn_", 20}, {"secret_", 30}, {"ATATT", 20},
	{"hvs.", 20}, {"hvb.", 20}, {"sntrys_", 20}, {"sntryu_", 20}, {"nfp_", 20}, {"FlyV1 ", 20},
	{"fo1_", 20}, {"tskey-", 20}, {"lsv2_", 20}, {"pcsk_", 20}, {"tvly-", 20}, {"e2b_", 20},
	{"csk-", 20}, {"dapi", 32}, {"AGE-SECRET-KEY-", 20}, {"-----BEGIN ", 10},
}

// LooksSecret reports whether value looks like a credential: a known token
// prefix, a URL with a password in it, a JSON web token, or a long random
// string (at least 20 bytes of a token alphabet, letters and digits mixed,
// entropy of at least 3.5 bits per byte). Paths, path lists, plain URLs,
// UUIDs and lowercase hex (hashes, ids) do not.
func LooksSecret(value string) bool {
	if len(value) < 8 || len(value) > 16<<10 {
		return false
	}
	for _, p := range secretPrefixes {
		if strings.HasPrefix(value, p.prefix) && len(value)-len(p.prefix) >= p.rest && tokenish(value[len(p.prefix):]) {
			return true
		}
	}
	if urlHasPassword(value) {
		return true
	}
	if strings.HasPrefix(value, "eyJ") && strings.Count(value, ".") == 2 && len(value) >= 30 && tokenish(value) {
		return true // a JSON web token
	}
	return randomLooking(value)
}

// tokenish reports whether s has only the bytes of token alphabets (base64,
// base64url, hex, dashes, dots) after its first byte or so; a space ends
// nothing: multi-line keys (-----BEGIN) are caught by their prefix.
func tokenish(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("+/=_-.", c) >= 0) {
			return c == ' ' || c == '\n' // "-----BEGIN PRIVATE KEY-----", "FlyV1 fm2_…"
		}
	}
	return true
}

// urlHasPassword reports whether s is a URL with user:password@.
func urlHasPassword(s string) bool {
	u, ok := readURL(s)
	_, pass, hasPass := strings.Cut(u.user, ":")
	return ok && hasPass && len(pass) >= 3
}

// randomLooking reports whether s is a long, random-looking token.
func randomLooking(s string) bool {
	if len(s) < 20 || len(s) > 4096 {
		return false
	}
	var lower, upper, digit, other int
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z':
			lower++
		case c >= 'A' && c <= 'Z':
			upper++
		case c >= '0' && c <= '9':
			digit++
		case strings.IndexByte("+/=_-.", c) >= 0:
			other++
		default:
			return false // spaces, colons, commas: prose, lists, options
		}
	}
	if s[0] == '/' || s[0] == '.' || strings.Count(s, "/") > 2 || isUUID(s) {
		return false // paths, UUIDs
	}
	if digit == 0 || lower+upper == 0 {
		return false
	}
	if isHex(s) {
		return false // hashes and ids: git objects, INVOCATION_ID
	}
	if longestRun(s) < 12 {
		return false // words joined by dashes: build-2024-01-15-release
	}
	if upper == 0 || lower == 0 {
		// One case only: only long values with many digits.
		if len(s) < 32 || digit < len(s)/5 {
			return false
		}
	}
	return entropy(s) >= 3.5
}

// longestRun returns the length of the longest run of base64 bytes in s,
// between the separators - _ and .
func longestRun(s string) int {
	best, run := 0, 0
	for i := 0; i < len(s); i++ {
		if strings.IndexByte("-_.", s[i]) >= 0 {
			run = 0
			continue
		}
		run++
		best = max(best, run)
	}
	return best
}

// entropy returns the Shannon entropy of s in bits per byte.
func entropy(s string) float64 {
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	n := float64(len(s))
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || c == '-') {
			return false
		}
	}
	return true
}

func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if s[i] != '-' {
				return false
			}
		} else if !isHex(s[i : i+1]) {
			return false
		}
	}
	return true
}

// secretByName reports whether a variable set to value is a credential by
// the shape of its name (…_TOKEN, …_API_KEY, …_PASSWORD).
func secretByName(name, value string) bool {
	if len(value) < 8 {
		return false
	}
	for _, s := range secretNameSuffixes {
		if strings.HasSuffix(name, s) || name == s[1:] {
			return true
		}
	}
	return false
}

// secretInEnv reports whether the environment variable name is set to a
// credential: by the shape of its name or of its value.
func secretInEnv(name, value string) bool {
	if value == "" || notSecretNames.has(name) || strings.HasPrefix(name, "GUARDED_SH_") ||
		strings.HasPrefix(name, "LC_") || strings.HasPrefix(name, "XDG_") {
		return false
	}
	return secretByName(name, value) || LooksSecret(value)
}

// IsProtected reports whether the variable name is a protected credential
// in ctx: a built-in name, a name from the configuration (WithProtected), or
// a variable of ctx.Env whose name or value looks like a credential. With
// fold, names compare case-insensitively, as PowerShell and cmd read
// them; the environment is then asked for the name in upper case too.
func IsProtected(ctx *Context, name string, fold bool) bool {
	if name == "" {
		return false
	}
	key := name
	if fold {
		key = strings.ToUpper(name)
	}
	if isDefaultSecret(key) {
		return true
	}
	if ctx != nil && ctx.Policy != nil {
		for _, p := range ctx.Policy.protected {
			if p == name || fold && strings.EqualFold(p, name) {
				return true
			}
		}
	}
	if ctx == nil || ctx.Env == nil || !isName([]byte(name)) {
		return false
	}
	if secretInEnv(name, ctx.Env.getenv(name)) {
		return true
	}
	return fold && key != name && secretInEnv(key, ctx.Env.getenv(key))
}

// ProtectedMentions returns the protected names text mentions as whole
// words (GH_TOKEN in $GH_TOKEN, ${GH_TOKEN:-x}, "GH_TOKEN", # GH_TOKEN,
// %GH_TOKEN%, $env:GH_TOKEN; not in MY_GH_TOKENIZER), each once, in order.
// With fold, names compare case-insensitively (PowerShell, cmd).
func ProtectedMentions(ctx *Context, text string, fold bool) []string {
	var out []string
	seen := map[string]bool{}
	forEachName(text, func(w string) {
		if seen[w] {
			return
		}
		seen[w] = true
		if IsProtected(ctx, w, fold) {
			out = append(out, w)
		}
	})
	return out
}

// forEachName calls f with every maximal run of [A-Za-z0-9_] in text that
// starts with a letter or _ and is at least 2 bytes long.
// Each run is found by two tight loops, past the bytes between runs and
// over the run: the rule reads every byte of every input several times.
func forEachName(text string, f func(string)) {
	for i := 0; i < len(text); {
		for i < len(text) && !isWordByte(text[i]) {
			i++
		}
		start := i
		for i < len(text) && isWordByte(text[i]) {
			i++
		}
		if w := text[start:i]; len(w) >= 2 && !(w[0] >= '0' && w[0] <= '9') {
			f(w)
		}
	}
}

// isWordByte reports whether c is one of [A-Za-z0-9_]: a look-up in
// wordBytes, one load where the four ranges' tests were a chain of
// branches for each byte of every text forEachName reads.
func isWordByte(c byte) bool { return wordBytes[c] }

// wordBytes marks [A-Za-z0-9_].
var wordBytes = [256]bool{
	'0': true, '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true,
	'A': true, 'B': true, 'C': true, 'D': true, 'E': true, 'F': true, 'G': true, 'H': true, 'I': true, 'J': true, 'K': true, 'L': true, 'M': true,
	'N': true, 'O': true, 'P': true, 'Q': true, 'R': true, 'S': true, 'T': true, 'U': true, 'V': true, 'W': true, 'X': true, 'Y': true, 'Z': true,
	'_': true,
	'a': true, 'b': true, 'c': true, 'd': true, 'e': true, 'f': true, 'g': true, 'h': true, 'i': true, 'j': true, 'k': true, 'l': true, 'm': true,
	'n': true, 'o': true, 'p': true, 'q': true, 'r': true, 's': true, 't': true, 'u': true, 'v': true, 'w': true, 'x': true, 'y': true, 'z': true,
}

// ProtectedNames returns every protected name of ctx that is known without
// reading a command: the built-in names, the configured ones, and the
// variables of ctx.Env's environment set to a credential. Sorted, each
// once.
func ProtectedNames(ctx *Context) []string {
	var env *Env
	var extra []string
	if ctx != nil {
		env = ctx.Env
		if ctx.Policy != nil {
			extra = ctx.Policy.protected
		}
	}
	names := protectedNames(env, extra)
	sort.Strings(names)
	return names
}

func protectedNames(env *Env, extra []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if n != "" && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for _, n := range defaultSecretNames {
		add(n)
	}
	for _, n := range extra {
		add(n)
	}
	for _, name := range env.Names() {
		if !seen[name] && secretInEnv(name, env.getenv(name)) {
			add(name)
		}
	}
	return out
}

// minRedact is the shortest value Redactor replaces: shorter ones would
// blot out ordinary words.
const minRedact = 8

// Redactor returns a function that replaces, in any text, the values of the
// protected variables of env (the built-in names, extraNames, and the
// variables of env's environment set to a credential)
// with "[redacted:NAME]". Values shorter than 8 bytes are left alone.
// The set of values is fixed when Redactor is called; the function does one
// pass over its input, and is safe for concurrent use.
func Redactor(env *Env, extraNames []string) func(string) string {
	type pair struct{ name, value string }
	var pairs []pair
	seen := map[string]bool{}
	for _, n := range protectedNames(env, extraNames) {
		v := env.getenv(n)
		if len(v) < minRedact || seen[v] {
			continue
		}
		seen[v] = true
		pairs = append(pairs, pair{n, v})
	}
	if len(pairs) == 0 {
		return func(s string) string { return s }
	}
	// strings.Replacer tries the pairs in argument order at each position:
	// the longest value first, so a value that holds another wins.
	sort.SliceStable(pairs, func(i, j int) bool { return len(pairs[i].value) > len(pairs[j].value) })
	args := make([]string, 0, 2*len(pairs))
	for _, p := range pairs {
		args = append(args, p.value, "[redacted:"+p.name+"]")
	}
	r := strings.NewReplacer(args...)
	return r.Replace
}

// RedactText replaces in text, once, the values of env's protected
// variables, as Redactor's function would. It looks at a value only when
// text holds it, so it costs next to nothing for the short texts of one
// command (the audit log); for a stream of output build a Redactor once.
func RedactText(env *Env, extraNames []string, text string) string {
	if env == nil || env.Getenv == nil || len(text) < minRedact {
		return text
	}
	extra := map[string]bool{}
	for _, n := range extraNames {
		extra[n] = true
	}
	var args []string
	for _, name := range env.Names() {
		v := env.getenv(name)
		if len(v) < minRedact || !strings.Contains(text, v) {
			continue
		}
		if isDefaultSecret(name) || extra[name] || secretInEnv(name, v) {
			args = append(args, v, "[redacted:"+name+"]")
		}
	}
	if len(args) == 0 {
		return text
	}
	return strings.NewReplacer(args...).Replace(text)
}
