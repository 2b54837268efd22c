package policy

// credSpecs are commands that print secrets or the whole environment: a
// secret store's value (cred.cloud-file) or an environment dump by a
// program other than env and printenv (cred.env-dump). The stores and
// dumps judged before the model (rules_cred.go) keep their own code.
var credSpecs = []spec{
	// Environment dumps.
	{path: "npm run env", effect: effectExternal, rule: "cred.env-dump", what: "npm's built-in env script printing the environment"},
	{path: "npm run-script env", effect: effectExternal, rule: "cred.env-dump", what: "npm's built-in env script printing the environment"},
	{path: "pnpm run env", effect: effectExternal, rule: "cred.env-dump", what: "pnpm's env script printing the environment"},
	{path: "yarn run env", effect: effectExternal, rule: "cred.env-dump", what: "yarn's env script printing the environment"},
	{path: "docker inspect", value: "f", long: []string{"--format", "--type"}, codeOpts: []string{"-f", "--format"}, code: inspectEnv, effect: effectExternal, rule: "cred.env-dump", what: "docker inspect printing a container's environment"},
	{path: "docker container inspect", value: "f", long: []string{"--format"}, codeOpts: []string{"-f", "--format"}, code: inspectEnv, effect: effectExternal, rule: "cred.env-dump", what: "docker inspect printing a container's environment"},
	{path: "podman inspect", value: "f", long: []string{"--format", "--type"}, codeOpts: []string{"-f", "--format"}, code: inspectEnv, effect: effectExternal, rule: "cred.env-dump", what: "podman inspect printing a container's environment"},

	// Secret stores and key vaults.
	{path: "az keyvault secret show", unless: []string{"--help", "-h"}, effect: effectExternal, rule: "cred.cloud-file", what: "az keyvault secret show printing a secret"},
	{path: "az keyvault secret download", unless: []string{"--help", "-h"}, effect: effectExternal, rule: "cred.cloud-file", what: "az keyvault secret download of a secret"},
	{path: "railway variables", unless: []string{"--help", "-h", "--set", "-s"}, effect: effectExternal, rule: "cred.cloud-file", what: "railway variables printing a service's secrets"},
	{path: "infisical export", unless: []string{"--help", "-h"}, effect: effectExternal, rule: "cred.cloud-file", what: "infisical export printing secrets"},
	{path: "infisical secrets", unless: []string{"--help", "-h"}, effect: effectExternal, rule: "cred.cloud-file", what: "infisical secrets printing secrets"},
	{path: "keyring get", unless: []string{"--help", "-h"}, effect: effectExternal, rule: "cred.cloud-file", what: "keyring get printing a password from the OS keyring"},
	{path: "lpass show", unless: []string{"--help", "-h"}, effect: effectExternal, rule: "cred.cloud-file", what: "lpass show printing a LastPass entry"},
	{path: "security dump-keychain", effect: effectExternal, rule: "cred.cloud-file", what: "security dump-keychain printing the macOS keychain"},

	// Password hashes and the passwords of option files.
	{path: "getent shadow", effect: effectExternal, rule: "cred.cloud-file", what: "getent shadow printing the password hashes"},
	{path: "getent gshadow", effect: effectExternal, rule: "cred.cloud-file", what: "getent gshadow printing the group password hashes"},
	{path: "my_print_defaults", unless: []string{"--help", "-?"}, effect: effectExternal, rule: "cred.cloud-file", what: "my_print_defaults printing MySQL's option files, passwords included"},
	{path: "mysql", need: []string{"--print-defaults"}, effect: effectExternal, rule: "cred.cloud-file", what: "mysql --print-defaults printing its option files, the password included"},
	{path: "mariadb", need: []string{"--print-defaults"}, effect: effectExternal, rule: "cred.cloud-file", what: "mariadb --print-defaults printing its option files, the password included"},

	// Windows: the hives and the process that hold the machine's
	// password hashes and logon secrets, and saved Wi-Fi keys.
	{path: "reg save", operand: secretHive, effect: effectExternal, rule: "cred.cloud-file", what: "reg save of the SAM, SECURITY or SYSTEM hive (the machine's password hashes and the key to them)"},
	{path: "reg export", operand: secretHive, effect: effectExternal, rule: "cred.cloud-file", what: "reg export of the SAM, SECURITY or SYSTEM hive (the machine's password hashes and the key to them)"},
	{path: "procdump", operand: lsassWord, effect: effectExternal, rule: "cred.cloud-file", what: "procdump of lsass (every logged-on user's secrets)"},
	{path: "procdump64", operand: lsassWord, effect: effectExternal, rule: "cred.cloud-file", what: "procdump of lsass (every logged-on user's secrets)"},
	{path: "rundll32", operand: miniDump, effect: effectExternal, rule: "cred.cloud-file", what: "comsvcs.dll MiniDump of a process (lsass: every logged-on user's secrets)"},
	{path: "mimikatz", effect: effectExternal, rule: "cred.cloud-file", what: "mimikatz, which reads logon passwords and hashes from memory"},
	{path: "netsh wlan show *", operand: keyClear, effect: effectExternal, rule: "cred.cloud-file", what: "netsh wlan show … key=clear printing saved Wi-Fi passwords"},
}

var (
	secretHive = &lazyRegexp{expr: `(?i)^(hklm|hkey_local_machine)\\(sam|security|system)\\?$`}
	lsassWord  = &lazyRegexp{expr: `(?i)^lsass(\.exe)?$`}
	miniDump   = &lazyRegexp{expr: `(?i)(^|,)\s*(minidump|#24)$`}
	keyClear   = &lazyRegexp{expr: `(?i)^key=clear$`}
)

// inspectEnv matches a --format that prints a container's environment or
// everything. docker inspect without a format prints Env among a page of
// settings; it is everyday debugging (the real-world corpus has it) and
// is left to run: a deliberate gap.
var inspectEnv = &lazyRegexp{expr: `(?i)\.Config\.Env|\benv\b|\{\{\s*json\s+\.\s*\}\}|\{\{\s*\.\s*\}\}`}
