package policy

import "github.com/guarded-sh/guarded-sh/lexer"

// secretProcessNames are the programs of secretProcess.
const secretProcessNames = `lsass|vault|(open)?bao|ssh-agent|gpg-agent|gnome-keyring-daemon|kwalletd[56]?|keepassxc?|bitwarden|1password|sshd|sshd-session|ssh|sudo|su|passwd|login`

// credSpecs are commands that print secrets or the whole environment: a
// secret store's value (cred.cloud-file) or an environment dump by a
// program other than env and printenv (cred.env-dump). Output piped into
// a login that reads it on standard input, put in an HTTP header or only
// matched by case is used, not printed (externalCommand). Adding a
// command that prints a secret is one entry here and its corpus cases.
var credSpecs = []spec{
	// Environment dumps (spec.env): printed whole, or a variable named
	// only at run time.
	// env is a wrapper too (wrapperSpecs' grammar): env -u X with no
	// command prints the rest.
	{path: "env", value: "uCSPa", long: envValue, literalOpts: true, unless: "-i --ignore-environment - --help --version", env: envNoCommand, what: "prints the whole environment", more: &specMore{moreRun: &moreRun{wrap: &wrapping{assigns: true, chdir: "-C --chdir"}}, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &moreChange{role: roleRunsHere | roleUsesFiles | roleDataWords, trait: traitGlobbed}}},
	{path: "printenv", unless: "--help --version", envNames: true, env: envNoOperand, what: "prints the whole environment", more: &specMore{moreChange: &moreChange{trait: traitGlobbed}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "set", env: envNoArgs, what: "prints every variable", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// cmd's set: /a evaluates an expression, /p prompts; its operand is
	// NAME=VALUE (or a prefix of names, whose variables it prints).
	{path: "set", shell: lexer.Cmd, win: true, more: &specMore{moreArgs: &moreArgs{switches: "/a /p"}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, unless: "/?"},
	{path: "export", plus: true, declares: true, unless: declFunctions, env: envNoOperand, what: "prints every variable", more: &specMore{moreChange: &moreChange{role: roleDefines | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "declare", plus: true, declares: true, nameref: true, unless: declFunctions, env: envNoOperand, what: "prints every variable", more: &specMore{moreChange: &moreChange{role: roleDefines | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "typeset", plus: true, declares: true, nameref: true, unless: declFunctions, env: envNoOperand, what: "prints every variable", more: &specMore{moreChange: &moreChange{role: roleDefines | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "local", plus: true, declares: true, nameref: true, more: &specMore{moreChange: &moreChange{role: roleDefines | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "readonly", plus: true, declares: true, more: &specMore{moreChange: &moreChange{role: roleDefines | roleUsesFiles | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "make", value: "CfIjloWE", long: makeValueOpts, need: "-p --print-data-base", env: envAlways, what: "prints make's database, the environment's values included"},
	{path: "gmake", value: "CfIjloWE", long: makeValueOpts, need: "-p --print-data-base", env: envAlways, what: "prints make's database, the environment's values included"},
	// tmux chains its commands with ;: show-environment may be any operand.
	{path: "tmux", value: "cfLST", operand: tmuxShowEnv, env: envAlways, what: "prints a terminal multiplexer's environment", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "npm run env", env: envAlways, what: "prints the environment through npm's built-in env script"},
	{path: "npm run-script env", env: envAlways, what: "prints the environment through npm's built-in env script"},
	{path: "pnpm run env", env: envAlways, what: "prints the environment through pnpm's env script"},
	{path: "yarn run env", env: envAlways, what: "prints the environment through yarn's env script"},
	{path: "ps", value: "CGgOopqstUu", long: psLong, operand: psEnv, env: envAlways, what: "prints the environment of processes", more: &specMore{moreChange: &moreChange{role: roleListsProcs | roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "compgen", value: "AGWFCXPSo", need: "-e -v -A=variable -A=export -A=arrayvar", env: envAlways, what: "lists the variables", more: &specMore{moreChange: &moreChange{role: roleDataWords}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "systemctl show-environment", value: "HMp", long: "--host --machine --property", unless: "--help -h", env: envAlways, what: "prints the service manager's environment"},
	{path: "launchctl export", env: envAlways, what: "prints launchd's environment"},
	{path: "launchctl getenv", envNames: true},
	{path: "pm2 env", env: envAlways, what: "prints the environment of a process pm2 runs"},
	{path: "direnv dump", env: envAlways, what: "prints the whole environment"},
	{path: "get-childitem", ps: true, envDrive: true},
	{path: "get-item", ps: true, envDrive: true},
	{path: "get-content", ps: true, envDrive: true},
	{path: "set-location", ps: true, envDrive: true},
	{path: "push-location", ps: true, envDrive: true},
	{path: "docker inspect", value: "f", long: "--format --type", codeOpts: "-f --format", code: inspectEnv, env: envAlways, what: "prints a container's environment"},
	{path: "docker container inspect", value: "f", long: "--format", codeOpts: "-f --format", code: inspectEnv, env: envAlways, what: "prints a container's environment"},
	{path: "podman inspect", value: "f", long: "--format --type", codeOpts: "-f --format", code: inspectEnv, env: envAlways, what: "prints a container's environment"},

	// Secret stores and key vaults.
	{path: "az keyvault secret show", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az keyvault secret show printing a secret"},
	{path: "az keyvault secret download", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "az keyvault secret download of a secret"},
	{path: "railway variables", unless: "--help -h --set -s", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "railway variables printing a service's secrets"},
	{path: "infisical export", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "infisical export printing secrets"},
	{path: "infisical secrets", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "infisical secrets printing secrets"},
	// Its verb of storing prints nothing (storesSecret's words).
	{path: "infisical secrets set"},
	{path: "dotenvx get", value: "f", long: "--convention --env --env-file --env-keys-file --format", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "dotenvx get printing decrypted secrets of an encrypted .env"},
	{path: "keyring get", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "keyring get printing a password from the OS keyring"},
	{path: "chamber read", value: "bvr", long: "--backend --kms-key-alias --retries --version", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "chamber read printing a secret from SSM"},
	// kbsecret-pass(1): prints a login record's password (-c,
	// --clipboard: to the clipboard instead); -s SESSION.
	{path: "kbsecret pass", value: "s", long: "--session", unless: "-c --clipboard --help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kbsecret pass printing a login record's password"},
	// kbsecret-login(1) prints the usernames and passwords of login
	// records (-a: every one); kbsecret-dump-fields(1) every field of a
	// record; kbsecret-env(1) the values of environment records (API
	// keys) as export lines. -i/--ifs takes the separator.
	{path: "kbsecret login", value: "is", long: "--ifs --session", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kbsecret login printing login records' passwords"},
	{path: "kbsecret dump-fields", value: "is", long: "--ifs --session", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kbsecret dump-fields printing every field of a record"},
	{path: "kbsecret env", value: "s", long: "--session", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kbsecret env printing environment records' values"},
	{path: "lpass show", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "lpass show printing a LastPass entry"},
	{path: "bw list items", long: "--collectionid --folderid --organizationid --search --session", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "bw list items printing every Bitwarden item, passwords included"},
	{path: "bw export", long: "--format --organizationid --output --password --session", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "bw export of the whole Bitwarden vault"},
	// -a NAME given once prints that attribute in clear text, protected
	// or not (the names and PROTECTED only when several are asked).
	{path: "keepassxc-cli show", value: "ka", long: "--attributes --key-file --totp", need: "-s --show-protected --show-attachments -a --attributes", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "keepassxc-cli show -s printing a KeePassXC password"},
	{path: "keepassxc-cli export", value: "kf", long: "--format --key-file", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "keepassxc-cli export printing the whole KeePassXC database"},
	{path: "kwallet-query", value: "fr", long: "--folder --read-password", need: "-r --read-password", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "kwallet-query -r printing a KWallet password"},
	// salt's pillar is where its states' secrets live: items, raw and
	// get print them (pillar.ls only names the keys).
	{path: "salt * pillar.items", value: "tbcl", long: saltValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "salt pillar.items printing the pillar (the minions' secrets)"},
	{path: "salt * pillar.raw", value: "tbcl", long: saltValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "salt pillar.raw printing the pillar (the minions' secrets)"},
	{path: "salt * pillar.data", value: "tbcl", long: saltValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "salt pillar.data printing the pillar (the minions' secrets)"},
	{path: "salt * pillar.get", value: "tbcl", long: saltValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "salt pillar.get printing a pillar value (a minion's secret)"},
	{path: "salt-call pillar.items", value: "cl", long: saltValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "salt-call pillar.items printing the pillar (this minion's secrets)"},
	{path: "salt-call pillar.get", value: "cl", long: saltValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "salt-call pillar.get printing a pillar value (a secret)"},
	// Chef: an encrypted data bag item shown with its secret is shown
	// decrypted (knife data bag show --secret-file); chef-vault's show
	// decrypts with the node's or the admin's key.
	{path: "knife data bag show", value: "Fc", long: "--config --format --secret --secret-file", need: "--secret --secret-file", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "knife data bag show decrypting an encrypted data bag item"},
	{path: "knife vault show", value: "Fcm", long: "--config --format --mode", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "knife vault show printing a chef-vault item decrypted"},
	{path: "ansible-vault view", long: "--vault-id --vault-password-file", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "ansible-vault view printing a decrypted vault"},
	{path: "chamber export", value: "fo", long: "--format --output-file", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "chamber export printing a service's secrets"},
	{path: "berglas access", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "berglas access printing a secret"},
	{path: "conjur variable get", value: "i", long: "--id --version", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "conjur variable get printing a secret"},
	{path: "akeyless get-secret-value", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "akeyless get-secret-value printing a secret"},
	{path: "yc lockbox payload get", long: "--cloud-id --folder-id --folder-name --format --id --key --name --profile --token --version-id", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "yc lockbox payload get printing a Yandex Lockbox secret"},
	{path: "netlify env:get", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "netlify env:get printing a site's environment variable"},
	{path: "az storage account keys list", value: "gn", long: azValue, unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az storage account keys list printing a storage account's keys"},
	{path: "az storage account show-connection-string", value: "gn", long: azValue, unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az storage account show-connection-string printing a storage account's key"},
	{path: "az acr credential show", value: "gn", long: azValue, unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az acr credential show printing a registry's passwords"},
	{path: "az cosmosdb keys list", value: "gn", long: azValue, unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az cosmosdb keys list printing a database's keys"},
	{path: "dotnet user-secrets list", value: "p", long: "--configuration --id --project", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "dotnet user-secrets list printing a project's secrets"},
	// Lightsail gives out the region's default key pair's private key
	// (download-default-key-pair) and an instance's key or password
	// (get-instance-access-details) in the answer it prints.
	{path: "aws lightsail download-default-key-pair", long: awsValue, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws lightsail download-default-key-pair printing the default key pair's private key"},
	{path: "aws lightsail get-instance-access-details", long: awsValue, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws lightsail get-instance-access-details printing an instance's private key or password"},
	// A service-specific credential (CodeCommit's HTTPS Git password,
	// Keyspaces') is printed once, when made or reset (ServicePassword).
	{path: "aws iam create-service-specific-credential", long: awsValue, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws iam create-service-specific-credential printing the new service password"},
	{path: "aws iam reset-service-specific-credential", long: awsValue, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws iam reset-service-specific-credential printing the new service password"},
	{path: "new-iamservicespecificcredential", ps: true, long: "-ProfileName -Region -ServiceName -UserName", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "New-IAMServiceSpecificCredential printing the new service password"},
	{path: "reset-iamservicespecificcredential", ps: true, long: "-ProfileName -Region -ServiceSpecificCredentialId -UserName", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Reset-IAMServiceSpecificCredential printing the new service password"},
	{path: "aws iam create-access-key", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws iam create-access-key printing a new secret access key"},

	// PowerShell's secret stores and cmd's Credential Manager: the forms
	// that print a stored secret in plain text (SecretManagement's and
	// Key Vault's -AsPlainText, CredentialManager's -AsCredentialObject).
	// A SecureString turned into plain text by .NET is psPlainSecret's.
	{path: "get-secret", ps: true, long: "-Name -Vault", need: "-AsPlainText", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-Secret -AsPlainText printing a stored secret"},
	{path: "get-azkeyvaultsecret", ps: true, long: "-DefaultProfile -InputObject -Name -ResourceId -VaultName -Version", need: "-AsPlainText", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-AzKeyVaultSecret -AsPlainText printing a Key Vault secret"},
	{path: "convertfrom-securestring", ps: true, long: "-Key -SecureKey -SecureString", need: "-AsPlainText", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "ConvertFrom-SecureString -AsPlainText printing a secret"},
	{path: "get-storedcredential", ps: true, long: "-Target -Type", need: "-AsCredentialObject", unless: psWhatIf, effect: effectExternal, rule: "cred.cloud-file", what: "Get-StoredCredential -AsCredentialObject printing a Credential Manager password"},
	// AWS Tools' role cmdlets answer with the role's temporary
	// credentials (Credentials: the secret access key and the session
	// token), as aws sts assume-role prints them; Get-ECRLoginCommand's
	// answer holds the registry's password (Password, and the docker
	// login Command that carries it).
	{path: "use-stsrole", ps: true, long: "-DurationInSeconds -ExternalId -Policy -PolicyArn -ProfileName -Region -RoleArn -RoleSessionName -SerialNumber -TokenCode", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Use-STSRole printing a role's temporary credentials"},
	{path: "use-stsrolewithsaml", ps: true, long: "-DurationInSeconds -PrincipalArn -ProfileName -Region -RoleArn -SAMLAssertion", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Use-STSRoleWithSAML printing a role's temporary credentials"},
	{path: "use-stswebidentityrole", ps: true, long: "-DurationInSeconds -ProfileName -ProviderId -Region -RoleArn -RoleSessionName -WebIdentityToken", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Use-STSWebIdentityRole printing a role's temporary credentials"},
	{path: "get-ecrlogincommand", ps: true, long: "-ProfileName -Region -RegistryId", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-ECRLoginCommand printing the registry's password"},
	// New-AzADServicePrincipal makes a client secret for the principal
	// it creates unless given a certificate or a key credential, and
	// returns it in PasswordCredentials.SecretText, as az ad sp
	// create-for-rbac prints it.
	{path: "new-azadserviceprincipal", ps: true, long: "-AccountEnabled -ApplicationId -ApplicationObject -DisplayName -EndDate -Role -Scope -StartDate", unless: "-CertValue -KeyCredential -WhatIf -wi -?", effect: effectExternal, rule: "cred.cloud-file", what: "New-AzADServicePrincipal printing the new principal's client secret"},
	{path: "get-secsecretvalue", ps: true, long: "-ProfileName -Region -SecretId -VersionId -VersionStage", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-SECSecretValue printing an AWS secret"},
	{path: "get-ssmparameter", ps: true, long: "-Name -ProfileName -Region", need: "-WithDecryption", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-SSMParameter -WithDecryption printing a decrypted parameter"},
	{path: "get-ssmparametersbypath", ps: true, long: "-MaxResult -ParameterFilter -Path -ProfileName -Region", need: "-WithDecryption", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-SSMParametersByPath -WithDecryption printing decrypted parameters"},
	{path: "get-ssmparametervalue", ps: true, long: "-Name -ProfileName -Region", need: "-WithDecryption", unless: psWhatIf, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-SSMParameterValue -WithDecryption printing decrypted parameters"},
	// cmdkey /list prints the Credential Manager's target names, types
	// and user names, never a password (no switch of cmdkey shows one):
	// names listed, as pass ls and op item list list them, no value.
	// vaultcmd /listcreds is the same listing of a vault's credentials
	// (their schema, resource, identity and who saved them; /all adds
	// their properties): it has no switch that prints a password.
	{path: "cmdkey", win: true, long: "/add /delete /generic /pass /user", more: &specMore{moreChange: &moreChange{role: roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	{path: "vaultcmd", win: true, long: "/listcreds /listproperties /listschema"},
	// Secret scanners print every secret they find, in full, unless told
	// to redact them.
	// Network and VPN secrets: WireGuard's private keys, NetworkManager's
	// and git-crypt's kin that print what they keep.
	{path: "wg showconf", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "wg showconf printing an interface's private key"},
	{path: "wg show", operand: wgSecret, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "wg show printing an interface's private or preshared keys"},
	{path: "nmcli", value: "fgemp", long: "--colors --escape --fields --get-values --mode --pretty --wait", need: "-s --show-secrets", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "nmcli --show-secrets printing saved Wi-Fi and VPN passwords", more: dataWordsRole},
	{path: "nmcli device wifi show-password", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "nmcli device wifi show-password printing the Wi-Fi password"},
	{path: "nmcli dev wifi show-password", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "nmcli device wifi show-password printing the Wi-Fi password"},
	{path: "transcrypt", need: "-d --display", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "transcrypt --display printing the repository's encryption password"},
	{path: "fastlane spaceauth", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "fastlane spaceauth printing an Apple ID session cookie"},
	{path: "influx auth list", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "influx auth list printing every API token"},
	{path: "influx auth ls", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "influx auth list printing every API token"},
	{path: "trufflehog", unless: "--help -h --version", effect: effectExternal, rule: "cred.cloud-file", what: "trufflehog printing every secret it finds"},
	{path: "gitleaks", value: "scfrl", long: "--baseline-path --config --enable-rule --gitleaks-ignore-path --log-level --log-opts --max-target-megabytes --report-format --report-path --source", need: "-v --verbose", unless: "--redact --help -h", effect: effectExternal, rule: "cred.cloud-file", what: "gitleaks -v printing every secret it finds"},
	{path: "security dump-keychain", effect: effectExternal, rule: "cred.cloud-file", what: "security dump-keychain printing the macOS keychain"},
	// security export writes a keychain's items, private keys among them
	// (-t privKeys, identities, all), to standard output or -o FILE; the
	// other subcommands that read one are above, and create-keychain,
	// unlock-keychain, import, default-keychain use it (roleUsesFiles).
	{path: "security delete-keychain", operand: userKeychain, effect: effectExternal, rule: "cred.cloud-file", what: "security delete-keychain of the user's or the system's keychain (every password and key in it gone)"},
	{path: "security export", value: "ktfPo", unless: "-h", effect: effectExternal, rule: "cred.cloud-file", what: "security export of a keychain's items (its private keys among them)"},

	// Password hashes and the passwords of option files.
	{path: "getent shadow", effect: effectExternal, rule: "cred.cloud-file", what: "getent shadow printing the password hashes"},
	{path: "getent gshadow", effect: effectExternal, rule: "cred.cloud-file", what: "getent gshadow printing the group password hashes"},
	{path: "my_print_defaults", unless: "--help -?", effect: effectExternal, rule: "cred.cloud-file", what: "my_print_defaults printing MySQL's option files, passwords included"},
	{path: "mysql", need: "--print-defaults", effect: effectExternal, rule: "cred.cloud-file", what: "mysql --print-defaults printing its option files, the password included"},
	{path: "mariadb", need: "--print-defaults", effect: effectExternal, rule: "cred.cloud-file", what: "mariadb --print-defaults printing its option files, the password included"},

	// Windows: the hives and the process that hold the machine's
	// password hashes and logon secrets, and saved Wi-Fi keys.
	{path: "reg save", operand: secretHive, effect: effectExternal, rule: "cred.cloud-file", what: "reg save of the SAM, SECURITY or SYSTEM hive (the machine's password hashes and the key to them)"},
	{path: "reg export", operand: secretHive, effect: effectExternal, rule: "cred.cloud-file", what: "reg export of the SAM, SECURITY or SYSTEM hive (the machine's password hashes and the key to them)"},
	// Winlogon's key holds the automatic logon's password in plain text
	// (DefaultPassword): reading the key's values prints it.
	{path: "appcmd list", win: true, long: "/config /in /text /xml", codeOpts: "/text", code: appcmdSecretText, unless: "/?", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "appcmd list printing the password IIS keeps for an app pool's or a site's identity"},
	{path: "osqueryi", long: "--config_path --database_path --extension --extensions_socket --flagfile --logger_path --nullvalue --pidfile --separator", operand: osqueryEnvs, stdinOperand: true, unless: "--help -h", effect: effectExternal, rule: "cred.proc-environ", what: "osqueryi reading the environment of every running process (process_envs), credentials included"},
	{path: "reg query", win: true, long: "/d /f /reg /se /t /v", operand: winlogonKey, unless: "/?", effect: effectExternal, rule: "cred.cloud-file", what: "reg query of Winlogon's values (the automatic logon's password in plain text)"},
	// A value whose name says it holds a password or a token, in any
	// key (P4PASSWD under HKCU\Software\Perforce\Environment, a
	// program's saved DbPassword): reg query /v and Get-ItemPropertyValue
	// print its data. A setting about passwords (PasswordComplexity,
	// MaxPasswordAge) is named otherwise.
	{path: "reg query", win: true, long: "/d /f /reg /se /t /v", codeOpts: "/v", code: secretValueName, unless: "/?", effect: effectExternal, rule: "cred.cloud-file", what: "reg query of a registry value named as a password or a token"},
	{path: "get-itempropertyvalue", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", codeOpts: "-Name", code: secretValueName, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemPropertyValue of a registry value named as a password or a token"},
	// A property named as a password, of any provider's item: IIS's
	// application pools (IIS:\AppPools\X -Name processModel.password, the
	// pool identity's password in plain text), a registry value.
	{path: "get-itemproperty", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", codeOpts: "-Name", code: secretValueName, unless: "-?", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemProperty of a property named as a password or a token"},
	{path: "get-webconfigurationproperty", ps: true, long: "-Filter -Location -Name -PSPath", codeOpts: "-Name", code: secretValueName, unless: "-?", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-WebConfigurationProperty of a property named as a password"},
	{path: "get-itemproperty", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", operand: winlogonKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemProperty of Winlogon's values (the automatic logon's password in plain text)"},
	{path: "get-itemproperty", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", codeOpts: "-Path -LiteralPath", code: winlogonKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemProperty of Winlogon's values (the automatic logon's password in plain text)"},
	// The keys where remote-access clients and servers keep their saved
	// logins (savedLoginKey): PuTTY's and KiTTY's sessions (a proxy's
	// password in plain text), WinSCP's (each site's password, only
	// obfuscated), the VNC servers' (a password DES-encrypted under a
	// key every VNC viewer knows), Windows' ssh-agent's (each private
	// key added to it). Reading or exporting them prints those secrets.
	{path: "reg query", win: true, long: "/d /f /reg /se /t /v", operand: savedLoginKey, unless: "/?", effect: effectExternal, rule: "cred.cloud-file", what: "reg query of a remote-access tool's saved logins (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "reg export", win: true, operand: savedLoginKey, unless: "/?", effect: effectExternal, rule: "cred.cloud-file", what: "reg export of a remote-access tool's saved logins (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "get-itemproperty", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", operand: savedLoginKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemProperty of a remote-access tool's saved logins (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "get-itemproperty", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", codeOpts: "-Path -LiteralPath", code: savedLoginKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemProperty of a remote-access tool's saved logins (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "get-itempropertyvalue", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", operand: savedLoginKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemPropertyValue of a remote-access tool's saved logins (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "get-itempropertyvalue", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", codeOpts: "-Path -LiteralPath", code: savedLoginKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemPropertyValue of a remote-access tool's saved logins (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "get-childitem", ps: true, long: psChildItemParams, operand: savedLoginKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ChildItem of a remote-access tool's saved logins, each entry's values shown (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "get-childitem", ps: true, long: psChildItemParams, codeOpts: "-Path -LiteralPath", code: savedLoginKey, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ChildItem of a remote-access tool's saved logins, each entry's values shown (PuTTY's, WinSCP's, VNC's passwords, ssh-agent's keys)"},
	{path: "get-itempropertyvalue", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", operand: defaultPassword, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemPropertyValue of Winlogon's DefaultPassword (the automatic logon's password in plain text)"},
	{path: "get-itempropertyvalue", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Name -Path", codeOpts: "-Name", code: defaultPassword, unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ItemPropertyValue of Winlogon's DefaultPassword (the automatic logon's password in plain text)"},
	// A memory dump of a process that holds secrets in the clear
	// (secretProcess): procdump (Windows' and Linux's), gdb's gcore,
	// .NET's createdump; strings then reads every key out of it.
	{path: "procdump", operand: secretProcess, effect: effectExternal, rule: "cred.cloud-file", what: "procdump of a process holding secrets (lsass: every logged-on user's; a secrets manager's or an agent's keys)"},
	{path: "procdump64", operand: secretProcess, effect: effectExternal, rule: "cred.cloud-file", what: "procdump of a process holding secrets (lsass: every logged-on user's; a secrets manager's or an agent's keys)"},
	{path: "gcore", value: "o", operand: secretProcess, effect: effectExternal, rule: "cred.cloud-file", what: "gcore of a process holding secrets (a secrets manager's or an agent's keys)"},
	{path: "createdump", value: "fp", long: "--name --pid", operand: secretProcess, effect: effectExternal, rule: "cred.cloud-file", what: "createdump of a process holding secrets (a secrets manager's or an agent's keys)"},
	// A debugger attached to such a process reads its memory as a dump
	// does: gdb -p PID (-batch -ex 'dump memory …', generate-core-file)
	// or -ex 'attach PID', lldb -p PID or -n NAME (process save-core).
	{path: "gdb", longDash: true, long: "--pid -D -b -c -cd -command -core -d -data-directory -directory -e -eval-command -ex -exec -i -iex -init-command -init-eval-command -interpreter -ix -l -p -pid -s -se -symbols -tty -x", codeOpts: "-p -pid --pid -ex -eval-command --eval-command -iex -init-eval-command --init-eval-command", code: secretProcess, unless: "-help --help", effect: effectExternal, rule: "cred.cloud-file", what: "gdb attached to a process holding secrets, its memory read (a secrets manager's or an agent's keys)"},
	{path: "lldb", value: "acfklnOopSs", long: "--arch --attach-name --attach-pid --core --file --one-line --one-line-before-file --one-line-on-crash --script-language --source --source-before-file --source-on-crash", codeOpts: "-p --attach-pid -n --attach-name", code: secretProcess, unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "lldb attached to a process holding secrets, its memory read (a secrets manager's or an agent's keys)", more: &specMore{moreChange: &moreChange{trait: traitRunsInput}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// A tracer attached to such a process prints what it reads and
	// writes as it runs: strace -p PID -e read (the passwords sshd or
	// sudo read, an agent's keys), ltrace -p (each library call's
	// strings), perf trace -p; gdb PROGRAM PID (or PROGRAM CORE) names
	// the process by its program, and reads its memory as -p does.
	{path: "strace", value: straceValue, long: straceLong, codeOpts: "-p --attach", code: secretProcess, unless: "-h --help -V --version", effect: effectExternal, rule: "cred.cloud-file", what: "strace attached to a process holding secrets, what it reads printed (a login's password, an agent's keys)"},
	{path: "ltrace", value: ltraceValue, long: ltraceLong, codeOpts: "-p", code: secretProcess, unless: "-h --help -V --version", effect: effectExternal, rule: "cred.cloud-file", what: "ltrace attached to a process holding secrets, its calls' strings printed (a login's password, an agent's keys)"},
	{path: "perf trace", value: "CeFmopGtuD", long: "--cpu --duration --event --filter-pids --max-events --mmap-pages --output --pid --sched --tid --uid", codeOpts: "-p --pid", code: secretProcess, unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "perf trace attached to a process holding secrets, its calls' arguments printed"},
	{path: "gdb", longDash: true, long: "--pid -D -b -c -cd -command -core -d -data-directory -directory -e -eval-command -ex -exec -i -iex -init-command -init-eval-command -interpreter -ix -l -p -pid -s -se -symbols -tty -x", more: &specMore{moreChange: &moreChange{setting: secretProgramAttached}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, unless: "-help --help -args --args", effect: effectExternal, rule: "cred.cloud-file", what: "gdb of the program of a process holding secrets, attached to it or reading its core (a login's passwords, an agent's keys)"},
	// A probe on the functions that take what a user types or a
	// connection carries in the clear prints it as it passes: readline
	// (every command typed into bash), PAM's and getpass (passwords at a
	// login), the TLS libraries' read and write (the plaintext of every
	// HTTPS connection); bpftrace -e 'uretprobe:/bin/bash:readline {…}',
	// bcc's trace 'r:bash:readline', and bcc's own tools that do just
	// that (bashreadline, sslsniff).
	{path: "bpftrace", value: "BcefIop", long: "--include", codeOpts: "-e", code: inputProbe, unless: "-h --help -V --version -l", effect: effectExternal, rule: "cred.cloud-file", what: "bpftrace probing what users type or connections carry (readline, PAM, TLS reads), a keylogger"},
	{path: "trace", value: "bBcILMmpPSstUv", long: "--buffer-pages --cgroup-path --include --max-events --pid --tid --uid", operand: inputProbe, unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "bcc's trace probing what users type or connections carry (readline, PAM, TLS reads), a keylogger"},
	{path: "trace-bpfcc", value: "bBcILMmpPSstUv", long: "--buffer-pages --cgroup-path --include --max-events --pid --tid --uid", operand: inputProbe, unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "bcc's trace probing what users type or connections carry (readline, PAM, TLS reads), a keylogger"},
	{path: "bashreadline", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "bcc's bashreadline, which prints every command typed into bash"},
	{path: "bashreadline-bpfcc", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "bcc's bashreadline, which prints every command typed into bash"},
	{path: "sslsniff", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "bcc's sslsniff, which prints the plaintext of TLS connections (tokens, passwords, cookies)"},
	{path: "sslsniff-bpfcc", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "bcc's sslsniff, which prints the plaintext of TLS connections (tokens, passwords, cookies)"},
	{path: "rundll32", operand: miniDump, effect: effectExternal, rule: "cred.cloud-file", what: "comsvcs.dll MiniDump of a process (lsass: every logged-on user's secrets)"},
	// Active Directory's database copied out (ntdsutil's install from
	// media: every domain account's password hash); BitLocker's recovery
	// passwords printed.
	{path: "ntdsutil", operand: ntdsCopy, effect: effectExternal, rule: "cred.cloud-file", what: "ntdsutil ifm copying Active Directory's database (every domain account's password hash)"},
	{path: "manage-bde -protectors", win: true, long: "-cn -computername -type /cn /computername /type", need: "-get /get -g /g", unless: "/? -? -h /h", effect: effectExternal, rule: "cred.cloud-file", what: "manage-bde -protectors -get printing BitLocker's recovery password"},
	{path: "mimikatz", effect: effectExternal, rule: "cred.cloud-file", what: "mimikatz, which reads logon passwords and hashes from memory"},
	// DSInternals' cmdlets that read Active Directory's secrets: from a
	// domain controller by replication, as a DCSync does
	// (Get-ADReplAccount: every account's password hashes and Kerberos
	// keys; Get-ADReplBackupKey, Get-LsaBackupKey: the domain's DPAPI
	// backup keys, which open every user's saved secrets), or from a copy
	// of its database (Get-ADDBAccount, Get-ADDBBackupKey, the group
	// managed service accounts' root keys Get-ADDBKdsRootKey); and
	// PowerSploit's Get-GPPPassword, the passwords Group Policy
	// Preferences left in SYSVOL, decrypted.
	{path: "get-adreplaccount", ps: true, long: "-Credential -DistinguishedName -Domain -NamingContext -ObjectGuid -ObjectSid -Protocol -SamAccountName -Server -UserPrincipalName", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ADReplAccount replicating accounts' password hashes from a domain controller (a DCSync)"},
	{path: "get-adreplbackupkey", ps: true, long: "-Credential -Domain -Protocol -Server", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ADReplBackupKey reading the domain's DPAPI backup keys"},
	{path: "get-lsabackupkey", ps: true, long: "-ComputerName", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-LsaBackupKey reading the domain's DPAPI backup keys"},
	{path: "get-addbaccount", ps: true, long: "-BootKey -DatabasePath -DistinguishedName -LogPath -ObjectGuid -ObjectSid -SamAccountName -UserPrincipalName", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ADDBAccount reading accounts' password hashes from Active Directory's database"},
	{path: "get-addbbackupkey", ps: true, long: "-BootKey -DatabasePath -LogPath", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ADDBBackupKey reading the domain's DPAPI backup keys from Active Directory's database"},
	{path: "get-addbkdsrootkey", ps: true, long: "-DatabasePath -LogPath -RootKeyId", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-ADDBKdsRootKey reading the root keys every group managed service account's password derives from"},
	{path: "get-gpppassword", ps: true, long: "-Server", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Get-GPPPassword decrypting the passwords Group Policy Preferences left in SYSVOL"},
	// The other tools whose one use is reading those stores: LSASS's
	// memory (Invoke-Mimikatz, PowerSploit's mimikatz loaded in memory;
	// pypykatz), the SAM, SECURITY and NTDS.dit hives and databases
	// (impacket's secretsdump), every program's saved passwords (LaZagne).
	{path: "invoke-mimikatz", ps: true, long: "-Command -ComputerName", unless: "-?", effect: effectExternal, rule: "cred.cloud-file", what: "Invoke-Mimikatz, which reads logon passwords and hashes from memory"},
	{path: "pypykatz", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "pypykatz, which reads logon passwords and hashes from LSASS or the registry's hives"},
	{path: "secretsdump.py", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "secretsdump, which prints the password hashes of the SAM, LSA secrets or NTDS.dit"},
	{path: "impacket-secretsdump", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "secretsdump, which prints the password hashes of the SAM, LSA secrets or NTDS.dit"},
	{path: "lazagne", unless: "-h --help", effect: effectExternal, rule: "cred.cloud-file", what: "LaZagne, which prints the passwords every program on the machine saved"},
	{path: "netsh wlan show *", operand: keyClear, effect: effectExternal, rule: "cred.cloud-file", what: "netsh wlan show … key=clear printing saved Wi-Fi passwords"},
	{path: "security find-generic-password", value: "acCDGjlrst", need: "-w -g", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "security find-generic-password -w printing a keychain password"},
	{path: "security find-internet-password", value: "acCDdGjlprPst", need: "-w -g", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "security find-internet-password -w printing a keychain password"},
	{path: "secret-tool lookup", unless: "--help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "secret-tool lookup printing a keyring secret"},
	{path: "aws secretsmanager get-secret-value", long: awsValue, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws secretsmanager get-secret-value printing a secret"},
	{path: "aws secretsmanager batch-get-secret-value", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws secretsmanager batch-get-secret-value printing secrets"},
	{path: "aws ssm get-parameter", long: awsValue, need: "--with-decryption", unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws ssm get-parameter --with-decryption printing a decrypted parameter"},
	{path: "aws ssm get-parameters", long: awsValue, need: "--with-decryption", unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws ssm get-parameters --with-decryption printing decrypted parameters"},
	{path: "aws ssm get-parameters-by-path", long: awsValue, need: "--with-decryption", unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws ssm get-parameters-by-path --with-decryption printing decrypted parameters"},
	{path: "gcloud secrets versions access", long: gcloudValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gcloud secrets versions access printing a secret"},
	{path: "vault kv get", longDash: true, long: vaultValue, more: &specMore{moreCred: &moreCred{picks: "-field"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}, unless: tfUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault kv get printing a secret"},
	// vault read of the system backend's paths prints its settings and
	// state (sys/health, sys/mounts, sys/policy), never a secret; sys/raw
	// reads the storage under the barrier as it is.
	{path: "vault read", longDash: true, long: vaultValue, unless: tfUnless, operand: someText, more: &specMore{moreChange: &moreChange{exceptMatch: vaultSysPath}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &moreCred{picks: "-field"}, moreFS: &noFS}, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault read printing a secret"},
	// klist -K prints the keys of a keytab's entries (-k lists them).
	{path: "klist", need: "-K", unless: "-V", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "klist -K printing a keytab's keys", more: &specMore{moreChange: &moreChange{role: roleUsesFiles}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// ktutil reads its commands on its standard input (MIT's: rkt FILE
	// loads a keytab, a credential read as any reader's) or on its
	// command line (Heimdal's: ktutil -k FILE list), where list --keys
	// prints the keys of the keytab's entries; a bare list names the
	// principals.
	{path: "ktutil", value: "k", long: "--keytab", stdinCommands: true},
	{path: "ktutil list", value: "k", long: "--keytab", need: "--keys", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "ktutil list --keys printing a keytab's keys"},
	// An LDAP search asking for the attributes that hold passwords:
	// their hashes (userPassword, Samba's NT and LM hashes, FreeIPA's
	// ipaNTHash, Kerberos' principal keys) or Active Directory's
	// readable ones (LAPS's, a gMSA's, BitLocker's recovery): cracked
	// or passed as they are, each is the account's login. The filter
	// naming one only selects entries.
	{path: "ldapsearch", value: ldapValue, operand: ldapSecretAttr, unless: "-n", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "ldapsearch printing the directory's password attributes"},
	// vault operator init prints the new Vault's unseal keys and its
	// root token (-status only asks whether it is); rekey prints new
	// unseal keys.
	{path: "vault operator init", longDash: true, long: vaultInitValue, unless: "-help --help -h -status", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault operator init printing the unseal keys and the root token"},
	{path: "vault operator rekey", longDash: true, long: vaultInitValue, unless: "-help --help -h -status -cancel", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault operator rekey printing new unseal keys"},
	// vault operator generate-root -decode prints the new root token
	// (the other steps print only a nonce, an OTP or an encoded token).
	{path: "vault operator generate-root", longDash: true, long: "-address -decode -format -namespace -nonce -otp -pgp-key", need: "-decode", unless: "-help --help -h -status -cancel", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault operator generate-root -decode printing a new root token"},
	// A PKCS#11 token's private or secret key object read out
	// (pkcs11-tool --read-object --type privkey): an HSM's key, when it
	// lets one out, printed or written where the HSM no longer guards it.
	{path: "pkcs11-tool", value: "pydaoimsIlM", long: "--application-id --application-label --id --input-file --label --login-type --mechanism --module --new-pin --output-file --pin --puk --slot --slot-description --slot-index --so-pin --token-label --type", codeOpts: "-y --type", code: pkcsSecretType, need: "-r --read-object", unless: helpUnless, effect: effectExternal, rule: "cred.private-key", what: "pkcs11-tool --read-object of a private or secret key"},
	// A certificate's private key exported out of the Windows
	// certificate store into a PFX file (Export-PfxCertificate,
	// learn.microsoft.com powershell/module/pki; certutil -exportPFX
	// STORE ID FILE, windows-commands/certutil): read out of the store
	// that guards it, as pkcs11-tool --read-object out of a token, into a
	// file whoever reads it holds, its password written beside it.
	// Export-Certificate writes only the public half. cipher /x[:FILE]
	// backs up the user's EFS certificate with its private key into a
	// PFX file (windows-commands/cipher); /r makes a new key, no export.
	{path: "export-pfxcertificate", ps: true, long: "-Cert -ChainOption -CryptoAlgorithmOption -FilePath -PFXData -Password -ProtectTo", unless: psWhatIf, effect: effectExternal, rule: "cred.private-key", what: "Export-PfxCertificate writing a certificate's private key out of the certificate store"},
	{path: "certutil", win: true, long: certutilValue, more: &specMore{moreArgs: &moreArgs{switches: certutilSwitches}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}, need: "-exportpfx", unless: "-?", effect: effectExternal, rule: "cred.private-key", what: "certutil -exportPFX writing a certificate's private key out of the certificate store"},
	{path: "cipher", win: true, need: "/x", unless: "/?", effect: effectExternal, rule: "cred.private-key", what: "cipher /x writing the EFS certificate's private key out of the certificate store", more: &specMore{moreChange: &moreChange{role: roleUsesFiles | roleSystemTool}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}},
	// The legacy LAPS module's Get-AdmPwdPassword gives a computer's
	// local administrator password in plain text (the new module's
	// Get-LapsADPassword only with -AsPlainText: psPlainText).
	{path: "get-admpwdpassword", ps: true, long: "-ComputerName", unless: "-?", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "Get-AdmPwdPassword printing a computer's local administrator password"},
	// redis-cli CONFIG GET of the server's passwords (requirepass,
	// masterauth, or a pattern that takes them in: *, *pass*).
	{path: "redis-cli", value: redisValue, long: redisLong, more: &specMore{moreChange: &moreChange{setting: redisPassGet}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS}, effect: effectExternal, rule: "cred.cloud-file", what: "redis-cli CONFIG GET printing the server's password"},
	// SLURM's scontrol token prints a new JSON Web Token for the REST
	// API and the commands (SLURM_JWT=…): the user's credential.
	// argocd admin initial-password prints the admin account's first
	// password (the argocd-initial-admin-secret), argo-cd.readthedocs.io
	// getting_started.
	{path: "argocd admin initial-password", value: "n", long: "--namespace", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "argocd admin initial-password printing the admin password"},
	{path: "scontrol token", unless: "-h --help --usage", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "scontrol token printing a SLURM JSON Web Token"},
	// The Stripe CLI's configuration listed: its API keys with it.
	{path: "stripe config", long: "--api-key --color --config --device-name --log-level --project-name", need: "--list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "stripe config --list printing the CLI's API keys"},
	// A signing tool's short options that take a value: the key it
	// signs with is used, not read out (mender-artifact sign -k KEY).
	{path: "mender-artifact", value: "fknotsSvcdgN"},
	{path: "op read", value: "o", long: opReadValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "op read printing a 1Password secret"},
	{path: "op inject", value: "io", long: opInjectValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "op inject filling in 1Password secrets"},
	// op document get prints the document's bytes (a key file, a
	// certificate's private part, a .env) unless told --out-file (-o).
	{path: "op document get", value: "o", long: opDocValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "op document get printing a 1Password document"},
	{path: "op item get", long: opItemValue, need: "--reveal --fields", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "op item get --reveal printing a 1Password secret"},
	{path: "pass show", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pass show printing a password-store secret"},
	// pass NAME shows the entry as pass show NAME does: a first
	// operand none of pass's subcommands (nor of its common extensions:
	// otp, import, update, tomb, audit) names an entry, as do gopass's
	// and passage's. -c and -q put it on the clipboard or in a QR code.
	// pass grep prints the lines of every decrypted entry that match.
	{path: "pass", unless: "-h --help -c --clip -q --qrcode", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pass NAME printing a password-store secret", more: &specMore{moreArgs: &moreArgs{verbs: passVerbs}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "passage", unless: "-h --help -c --clip -q --qrcode", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "passage NAME printing an age-encrypted password-store secret", more: &specMore{moreArgs: &moreArgs{verbs: passVerbs}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "gopass", long: "--revision", unless: "-h --help -c --clip --qr", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gopass NAME printing a password-store secret", more: &specMore{moreArgs: &moreArgs{verbs: gopassVerbs}, moreRun: &noRun, moreCode: &noCode, moreNet: &noNet, moreCred: &noCred, moreFS: &noFS, moreChange: &noChange}},
	{path: "pass grep", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pass grep printing the matching lines of every decrypted entry"},
	{path: "gopass grep", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gopass grep printing the matching lines of every decrypted entry"},
	{path: "pass cat", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pass cat printing a password-store secret"},
	{path: "gopass show", value: "r", long: "--chars --revision", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gopass show printing a password-store secret"},
	{path: "gopass cat", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gopass cat printing a password-store secret"},
	// rclone config show and dump print the remotes' settings, their
	// OAuth tokens, keys and (reversibly obscured) passwords; redacted
	// hides them.
	{path: "rclone config show", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "rclone config show printing the remotes' tokens and keys"},
	{path: "rclone config dump", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "rclone config dump printing the remotes' tokens and keys"},
	{path: "passage show", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "passage show printing an age-encrypted password-store secret"},
	{path: "bw get", long: "--organizationid --output --session", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "bw get printing a Bitwarden secret"},
	{path: "bws secret get", value: "tof", long: "--access-token --config-file --output --profile --server-url", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "bws secret get printing a secret with its value"},
	{path: "bws secret list", value: "tof", long: "--access-token --config-file --output --profile --server-url", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "bws secret list printing every secret of a project with its value"},
	{path: "sops", long: sopsValue, more: &specMore{moreCred: &moreCred{picks: "--extract"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &moreChange{role: roleUsesFiles}}, need: "-d --decrypt", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "sops -d printing a decrypted file"},
	{path: "sops decrypt", long: sopsValue, more: &specMore{moreCred: &moreCred{picks: "--extract"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}, unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "sops decrypt printing a decrypted file"},
	// kubeseal seals a Secret with the controller's public certificate
	// (its sealing is loaderSpecs'); --recovery-unseal decrypts sealed
	// secrets with the controller's private keys and prints the Secrets
	// they hold.
	{path: "kubeseal", value: kubesealShort, long: kubesealValue, need: "--recovery-unseal", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kubeseal --recovery-unseal printing the secrets of sealed secrets, decrypted"},
	{path: "doppler secrets", value: "pc", long: "--config --project --token", unless: "--only-names --help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "doppler secrets printing secrets"},
	// Its verbs of storing print nothing (storesSecret's words).
	{path: "doppler secrets set"},
	{path: "doppler secrets upload"},
	// Wallets' and chains' CLIs that print a private key or the seed
	// every key of a wallet derives from: Bitcoin Core's dumpprivkey,
	// listdescriptors true (the private descriptors) and dumpwallet
	// (every key, into a file on the node); Electrum's getprivatekeys,
	// getseed and getmasterprivate; Foundry's cast wallet dk, the alias
	// of decrypt-keystore.
	{path: "bitcoin-cli dumpprivkey", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "bitcoin-cli dumpprivkey printing an address's private key"},
	{path: "bitcoin-cli dumpwallet", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "bitcoin-cli dumpwallet writing every private key of the wallet"},
	{path: "bitcoin-cli listdescriptors", operand: privateTrue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "bitcoin-cli listdescriptors true printing the wallet's private descriptors"},
	{path: "electrum getprivatekeys", value: "w", long: "--password --wallet", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "electrum getprivatekeys printing private keys"},
	{path: "electrum getseed", value: "w", long: "--password --wallet", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "electrum getseed printing the wallet's seed"},
	{path: "electrum getmasterprivate", value: "w", long: "--password --wallet", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "electrum getmasterprivate printing the wallet's master private key"},
	{path: "cast wallet dk", long: "--keystore-dir --unsafe-password", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "cast wallet dk printing a keystore's private key"},
	{path: "cast wallet decrypt-keystore", long: "--keystore-dir --unsafe-password", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "cast wallet decrypt-keystore printing a keystore's private key"},
	// Databases' client stores of logins that print a password: an
	// Oracle wallet's entry (mkstore -viewEntry; -list and
	// -listCredential name the entries only), go-sqlcmd's configuration
	// with --raw, SAP's secure store's record (rsecssfx get; list names
	// them).
	{path: "mkstore", longDash: true, long: "-createCredential -createEntry -deleteCredential -deleteEntry -modifyCredential -modifyEntry -pwd -viewEntry -wrl", need: "-viewEntry", unless: "-help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "mkstore -viewEntry printing an Oracle wallet's secret"},
	{path: "sqlcmd config view", need: "--raw", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "sqlcmd config view --raw printing the saved logins' passwords"},
	{path: "rsecssfx get", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "rsecssfx get printing a record of SAP's secure store"},
	// A framework's secrets listed with their values (Symfony's
	// secrets:list --reveal; without it, the names): php bin/console
	// is its console (scriptCLI).
	{path: "console secrets:list", value: "e", long: "--env", need: "-r --reveal", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "secrets:list --reveal printing Symfony's secrets"},
	{path: "ansible-vault decrypt", long: "--output --vault-id --vault-password-file", need: "--output=- --output=/dev/stdout", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "ansible-vault decrypt --output - printing a decrypted vault"},
	// Platforms that name the app as an operand, or by the directory
	// linked to it, print its whole environment with the bare env or
	// config subcommand (dokku config APP, piku config APP, clever env,
	// convox env) and one value with get; their verbs that change it
	// print nothing.
	{path: "dokku config", long: "--format", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "dokku config printing an app's environment"},
	{path: "dokku config:export", long: "--format", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "dokku config:export printing an app's environment"},
	{path: "piku config", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "piku config printing an app's environment"},
	{path: "piku config:live", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "piku config:live printing an app's environment"},
	{path: "clever env", value: "aF", long: "--alias --app --format", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "clever env printing an application's environment"},
	{path: "clever env set"},
	{path: "clever env rm"},
	{path: "clever env import"},
	{path: "clever env import-vars"},
	{path: "convox env", value: "ar", long: "--app --rack", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "convox env printing an app's environment"},
	{path: "convox env get", value: "ar", long: "--app --rack", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "convox env get printing an app's environment variable"},
	{path: "convox env set"},
	{path: "convox env unset"},
	{path: "convox env edit"},
	{path: "heroku config", value: "ar", long: "--app --remote", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "heroku config printing an app's config vars"},
	{path: "heroku config:get", value: "ar", long: "--app --remote", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "heroku config:get printing an app's config var"},
	{path: "heroku auth:token", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "heroku auth:token printing a Heroku token"},
	{path: "fly auth token", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "fly auth token printing a fly.io token"},
	{path: "fly tokens create", value: "ax", long: "--app --expiry --name --org", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "fly tokens create printing a fly.io token"},
	{path: "flyctl auth token", unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "flyctl auth token printing a fly.io token"},
	{path: "flyctl tokens create", value: "ax", long: "--app --expiry --name --org", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "flyctl tokens create printing a fly.io token"},
	// A running notebook server's URL carries its login token.
	{path: "jupyter server list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "jupyter server list printing the running servers' URLs with their tokens"},
	{path: "jupyter notebook list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "jupyter notebook list printing the running servers' URLs with their tokens"},
	{path: "jupyter lab list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "jupyter lab list printing the running servers' URLs with their tokens"},
	// Nomad's ACL tokens print with their Secret ID.
	{path: "nomad acl token self", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "nomad acl token self printing the token's Secret ID"},
	{path: "nomad acl token info", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "nomad acl token info printing a token's Secret ID"},
	{path: "nomad acl token list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "nomad acl token list printing the tokens' Secret IDs"},
	// A cluster's ACL system bootstrapped prints the first management
	// token, its Secret ID with every right (consul acl bootstrap, nomad
	// acl bootstrap); consul keyring -list prints the gossip encryption
	// keys; consul's acl token read, list and create print tokens' Secret
	// IDs, nomad acl token create the new one's.
	{path: "consul acl bootstrap", longDash: true, unless: "-h -help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "consul acl bootstrap printing the bootstrap token's Secret ID"},
	{path: "nomad acl bootstrap", longDash: true, unless: "-h -help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "nomad acl bootstrap printing the management token's Secret ID"},
	{path: "consul keyring", longDash: true, long: "-http-addr -install -relay-factor -remove -token -token-file -use", need: "-list -list-primary", unless: "-h -help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "consul keyring -list printing the gossip encryption keys"},
	{path: "consul acl token read", longDash: true, unless: "-h -help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "consul acl token read printing the token's Secret ID"},
	{path: "consul acl token list", longDash: true, unless: "-h -help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "consul acl token list printing the tokens' Secret IDs"},
	{path: "consul acl token create", longDash: true, unless: "-h -help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "consul acl token create printing the new token's Secret ID"},
	{path: "nomad acl token create", longDash: true, unless: "-h -help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "nomad acl token create printing the new token's Secret ID"},
	{path: "terraform output", longDash: true, nameOperand: true, long: tfValue, need: tfRaw, unless: tfUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "terraform output -raw/-json printing outputs, sensitive ones too"},
	{path: "tofu output", longDash: true, nameOperand: true, long: tfValue, need: tfRaw, unless: tfUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "tofu output -raw/-json printing outputs, sensitive ones too"},
	{path: "poetry config", operand: poetryCred, dest: true, unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "poetry config of a repository credential"},

	// Where platforms, CI systems and charts keep an app's secrets beside
	// its settings: a CI/CD variable (GitLab masks its secrets there), a
	// chart's values, an app's bound services, a site's publishing
	// login, a database add-on's URL.
	{path: "glab variable get", value: "Rgs", long: "--group --output --repo --scope", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "glab variable get printing a CI/CD variable, where GitLab keeps a project's secrets"},
	{path: "glab variable export", value: "RgFs", long: "--format --group --output --repo --scope", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "glab variable export printing every CI/CD variable, secrets included"},
	// GitHub's variables are meant for settings, its secrets never print:
	// a variable whose name is a credential's holds one all the same.
	{path: "gh variable get", value: "Reoqt", long: "--env --jq --json --org --repo --template", operand: credentialNameRe, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gh variable get printing a variable named as a credential"},
	// Airflow's connections carry their login and password (printed
	// in the table, in the URI and in -o json); export writes them all.
	{path: "airflow connections get", value: "o", long: "--color --output", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "airflow connections get printing a connection's password"},
	{path: "airflow connections list", value: "o", long: "--color --conn-id --output", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "airflow connections list printing every connection's password"},
	{path: "airflow connections export", long: "--file-format --format --serialization-format", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "airflow connections export writing every connection's password"},
	{path: "airflow variables export", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "airflow variables export writing every variable, the secrets kept there included"},
	{path: "helm get values", value: "no", long: "--kube-context --kubeconfig --namespace --output --revision", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "helm get values printing a release's values, the passwords given to the chart included"},
	{path: "helm get all", value: "n", long: "--kube-context --kubeconfig --namespace --revision --template", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "helm get all printing a release's values and manifests, its secrets included"},
	{path: "cf env", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "cf env printing an app's environment and its bound services' credentials"},
	// Azure's CLI prints a resource's access keys by one grammar: its
	// keys list (cosmosdb, functionapp, cognitiveservices account,
	// servicebus namespace authorization-rule), list-keys (redis), key
	// list (signalr, webpubsub) or admin-key show (search); and an app's
	// connection strings by config connection-string list, as its
	// appsettings list prints its settings.
	{path: "az * keys list", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az keys list printing a resource's access keys"},
	{path: "az * * keys list", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az keys list printing a resource's access keys"},
	{path: "az * * * keys list", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az keys list printing a resource's access keys"},
	{path: "az * list-keys", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az list-keys printing a resource's access keys"},
	{path: "az * * list-keys", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az list-keys printing a resource's access keys"},
	// A static web app's secrets are its deployment token (properties.apiKey).
	{path: "az staticwebapp secrets list", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az staticwebapp secrets list printing a static web app's deployment token"},
	{path: "az signalr key list", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az signalr key list printing the access keys"},
	{path: "az webpubsub key show", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az webpubsub key show printing the access keys"},
	{path: "az search admin-key show", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az search admin-key show printing a search service's admin keys"},
	{path: "az * config connection-string list", value: "gn", long: azValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az config connection-string list printing an app's connection strings, passwords in them"},
	{path: "az webapp deployment list-publishing-*", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "az webapp deployment printing a site's publishing password"},
	{path: "az functionapp deployment list-publishing-*", value: "gn", long: azValue, unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "az functionapp deployment printing a function app's publishing password"},
	{path: "az ad sp create-for-rbac", long: "--cert --keyvault --name --output --query --role --scopes --years", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az ad sp create-for-rbac printing a new service principal's password"},
	{path: "az ad sp credential reset", long: "--cert --display-name --end-date --id --keyvault --output --query --years", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az ad sp credential reset printing a new service principal password"},
	{path: "az ad app credential reset", long: "--cert --display-name --end-date --id --keyvault --output --query --years", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az ad app credential reset printing a new app password"},
	// pg_dumpall -g (--globals-only) and -r (--roles-only) print the
	// roles with their password hashes (CREATE ROLE … PASSWORD
	// 'SCRAM-SHA-256$…'), which crack offline or log in where md5 is
	// accepted; --no-role-passwords leaves them out.
	{path: "pg_dumpall", value: "fdhlpUS", long: pgDumpLong, need: "-g --globals-only -r --roles-only", unless: "--no-role-passwords -? --help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pg_dumpall --globals-only printing the roles' password hashes"},
	{path: "heroku pg:credentials:url", value: "ar", long: "--app --name --remote", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "heroku pg:credentials:url printing a database's URL with its password"},
	{path: "heroku redis:credentials", value: "ar", long: "--app --remote", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "heroku redis:credentials printing a Redis URL with its password"},
	// az aks get-credentials merges the cluster's credentials into
	// ~/.kube/config (or --file FILE) and prints only the context's
	// name; --file - prints them.
	{path: "az aks get-credentials", value: "gnf", long: "--context --file --format --name --resource-group --subscription", need: "--file=- -f=- --file=/dev/stdout -f=/dev/stdout --file=/dev/fd/1 -f=/dev/fd/1 --file=/dev/tty -f=/dev/tty", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az aks get-credentials --file - printing a cluster's credentials"},
	// kind get kubeconfig prints the cluster's kubeconfig (kind export
	// kubeconfig writes it in place); civo kubernetes config prints it
	// unless --save merges it into ~/.kube/config.
	{path: "kind get kubeconfig", long: "--name", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kind get kubeconfig printing a cluster's credentials"},
	{path: "civo kubernetes config", value: "pr", long: "--local-path --region", unless: "-h --help -s --save", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "civo kubernetes config printing a cluster's credentials"},
	{path: "civo k8s config", value: "pr", long: "--local-path --region", unless: "-h --help -s --save", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "civo kubernetes config printing a cluster's credentials"},
	{path: "doctl kubernetes cluster kubeconfig show", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "doctl kubeconfig show printing a cluster's credentials"},
	{path: "doctl k8s cluster kubeconfig show", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "doctl kubeconfig show printing a cluster's credentials"},
	// Django's diffsettings prints every setting that differs from the
	// defaults: SECRET_KEY, DATABASES with their passwords, the mail
	// and cache logins (python manage.py is django-admin: scriptCLI).
	{path: "django-admin diffsettings", long: djangoSettingsValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "diffsettings printing the settings, SECRET_KEY and the database passwords among them"},
	{path: "python* manage.py diffsettings", long: djangoSettingsValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "diffsettings printing the settings, SECRET_KEY and the database passwords among them"},
	{path: "manage.py diffsettings", long: djangoSettingsValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "diffsettings printing the settings, SECRET_KEY and the database passwords among them"},
	// DigitalOcean's managed databases print their users' passwords:
	// the connection details (the URI holds the password) and the
	// users, got or listed (a Password column).
	{path: "doctl databases connection", value: "ctuo", long: doctlGlobalValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "doctl databases connection printing a database's password in its connection details"},
	{path: "doctl databases user get", value: "ctuo", long: doctlGlobalValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "doctl databases user get printing a database user's password"},
	{path: "doctl databases user list", value: "ctuo", long: doctlGlobalValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "doctl databases user list printing the database users' passwords"},
	// Pulumi ESC opens an environment by resolving it, its secrets in
	// the clear: the values printed (esc env get shows them masked).
	{path: "esc env open", value: "fl", long: "--env --format --lifetime", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "esc env open printing an environment's values, its secrets in the clear"},
	{path: "pulumi env open", value: "fl", long: "--env --format --lifetime", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pulumi env open printing an environment's values, its secrets in the clear"},
	{path: "doctl registry docker-config", long: "--expiry-seconds --read-write", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "doctl registry docker-config printing a registry's login token"},
	// A function's configuration holds its environment: a --query that
	// picks it prints the variables (the whole configuration is everyday
	// debugging, left to run as docker inspect is).
	{path: "aws lambda get-function-configuration", long: awsValue, need: "--query", codeOpts: "--query", code: awsEnvQuery, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws lambda printing a function's environment variables"},
	{path: "aws lambda get-function", long: awsValue, need: "--query", codeOpts: "--query", code: awsEnvQuery, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws lambda printing a function's environment variables"},

	// Tokens and credentials of CLIs that log in.
	// Perforce's tickets: p4 tickets lists them, p4 login -p prints one
	// instead of storing it.
	{path: "p4 tickets", unless: "--help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "p4 tickets printing Perforce's login tickets"},
	{path: "p4 login", value: "h", need: "-p", unless: "-s --help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "p4 login -p printing a Perforce ticket"},
	{path: "gh auth token", value: "huR", long: "--hostname --repo --user", unless: "--help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gh auth token printing gh's token"},
	{path: "gh auth status", value: "hR", long: "--hostname --repo", need: "-t --show-token", unless: "--help", effect: effectExternal, rule: "cred.cloud-file", what: "gh auth status --show-token printing gh's token"},
	{path: "gh config get", value: "hR", long: "--host --repo", operand: ghTokenKey, unless: "--help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gh config get printing gh's stored token"},
	{path: "glab auth status", value: "h", long: "--hostname", need: "-t --show-token", unless: "--help", effect: effectExternal, rule: "cred.cloud-file", what: "glab auth status --show-token printing glab's token"},
	{path: "glab config get", value: "h", long: "--host", operand: glabTokenKey, unless: "--help", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "glab config get token printing glab's token"},
	{path: "gcloud auth print-*-token", long: gcloudValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gcloud printing an access token"},
	// config-helper prints the configuration for other tools, an access
	// token included (credential.access_token; cloud.google.com/sdk/gcloud/reference/config/config-helper).
	{path: "gcloud config config-helper", long: gcloudValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gcloud config config-helper printing an access token"},
	{path: "gcloud * auth print-*-token", long: gcloudValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gcloud printing an access token"},
	{path: "gcloud auth application-default print-*-token", long: gcloudValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gcloud printing an access token"},
	{path: "gcloud * auth application-default print-*-token", long: gcloudValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "gcloud printing an access token"},
	// A --query of other fields alone (expiresOn, tenant) prints no
	// token (cliCredQuery).
	{path: "az account get-access-token", value: "gn", long: azValue, codeOpts: "--query", bare: true, code: cliCredQuery, unless: "--help -h", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "az account get-access-token printing an Azure access token"},
	{path: "az account get-access-token", value: "gn", long: azValue, need: "--debug", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "az --debug logging get-access-token's answer, the access token in it"},
	{path: "aws configure export-credentials", long: awsValue, unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws configure export-credentials printing AWS credentials"},
	{path: "aws configure get", long: awsValue, operand: awsKeyName, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws configure get printing an AWS credential"},
	{path: "aws ecr get-login-password", long: awsValue, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws ecr get-login-password printing a registry password"},
	{path: "aws codeartifact get-authorization-token", long: awsValue, unless: awsUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "aws codeartifact get-authorization-token printing a token"},
	// Every STS operation that answers with a key pair and a session
	// token (GetSessionToken, AssumeRole, AssumeRoleWithSAML,
	// AssumeRoleWithWebIdentity, GetFederationToken: the Credentials of
	// their responses). A --query prints only what it picks: one that
	// names the other fields alone (Credentials.Expiration,
	// AssumedRoleUser.Arn) prints no key (cliCredQuery); --debug logs
	// the whole response body, whatever the query.
	{path: "aws sts get-session-token", long: awsValue, codeOpts: "--query", bare: true, code: cliCredQuery, unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws sts get-session-token printing AWS credentials"},
	{path: "aws sts assume-role*", long: awsValue, codeOpts: "--query", bare: true, code: cliCredQuery, unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws sts assume-role printing a role's temporary AWS credentials"},
	{path: "aws sts get-federation-token", long: awsValue, codeOpts: "--query", bare: true, code: cliCredQuery, unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws sts get-federation-token printing temporary AWS credentials"},
	{path: "aws sts get-session-token", long: awsValue, need: "--debug", unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws --debug logging the response of sts get-session-token, its AWS credentials"},
	{path: "aws sts assume-role*", long: awsValue, need: "--debug", unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws --debug logging the response of sts assume-role, a role's temporary AWS credentials"},
	{path: "aws sts get-federation-token", long: awsValue, need: "--debug", unless: awsUnless, effect: effectExternal, rule: "cred.cloud-file", what: "aws --debug logging the response of sts get-federation-token, its AWS credentials"},
	{path: "kubectl config view", value: "o", long: kubeValue, need: "--raw --flatten", unless: dryUnless, effect: effectExternal, rule: "cred.cloud-file", what: "kubectl config view --raw printing kubeconfig's cluster credentials"},
	// ibmcloud secrets-manager secret --id ID gets a
	// secret with its payload (IBM Cloud docs, Secrets Manager CLI
	// plugin: "secret"; --output json prints it all).
	{path: "ibmcloud secrets-manager secret", long: "--id --jmes-query --name --output --secret-group-name --secret-type --service-url", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "ibmcloud secrets-manager secret printing a secret's payload"},
	// oc whoami -t (--show-token) prints the OpenShift session's bearer
	// token (docs.openshift.com, oc whoami).
	{path: "oc whoami", value: "o", long: kubeValue, need: "-t --show-token", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "oc whoami --show-token printing the OpenShift token"},
	// kubeadm's phase that uploads the control plane's certificates
	// prints the key that decrypts them (kubeadm init phase upload-certs
	// --upload-certs: "Using certificate key: …"), which joins a control
	// plane to the cluster.
	{path: "kubeadm init phase upload-certs", long: "--cert-dir --certificate-key --config --kubeconfig", need: "--upload-certs", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kubeadm upload-certs printing the key to the control plane's certificates"},
	// A LUKS volume's master key printed (cryptsetup(8) luksDump
	// --dump-volume-key, --dump-master-key before 2.4): whoever reads it
	// decrypts the volume without any passphrase, for good.
	{path: "cryptsetup luksDump", long: "--header --key-file --master-key-file --volume-key-file", need: "--dump-volume-key --dump-master-key", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "cryptsetup luksDump printing a volume's master key"},
	// A secret sealed to the TPM, returned in clear (tpm2_unseal(1): to
	// standard output without -o): a disk's key, a service's password.
	// -o and --output are read as switches, so that naming a file
	// excuses it (a spec's unless holds no option that takes a value).
	{path: "tpm2_unseal", value: "cpS", long: "--auth --cphash --object-context --rphash --session", unless: "-o --output --cphash " + helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "tpm2_unseal printing a secret sealed to the TPM"},
	{path: "kubectl create token", value: "n", long: kubeValue, unless: dryUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kubectl create token printing a service account token"},
	{path: "oc config view", value: "o", long: kubeValue, need: "--raw --flatten", unless: dryUnless, effect: effectExternal, rule: "cred.cloud-file", what: "oc config view --raw printing kubeconfig's cluster credentials"},
	{path: "oc create token", value: "n", long: kubeValue, unless: dryUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "oc create token printing a service account token"},
	{path: "kubectl get", value: kubeGetValue, long: kubeValue, operand: kubeSecret, need: "-o --output --template", codeOpts: "-o --output --template", code: kubeData, unless: kubeNoData, more: &specMore{moreCred: &moreCred{codePublic: kubeCertPick}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}, effect: effectExternal, rule: "cred.cloud-file", what: "kubectl get secret -o yaml/json printing a Kubernetes secret"},
	{path: "oc get", value: kubeGetValue, long: kubeValue, operand: kubeSecret, need: "-o --output --template", codeOpts: "-o --output --template", code: kubeData, unless: kubeNoData, more: &specMore{moreCred: &moreCred{codePublic: kubeCertPick}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}, effect: effectExternal, rule: "cred.cloud-file", what: "oc get secret -o yaml/json printing a Kubernetes secret"},
	{path: "git credential fill", value: "Cc", long: gitValue, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "git credential fill printing a stored git credential"},
	{path: "git credential-store get", value: "Cc", long: gitValue, effect: effectExternal, rule: "cred.cloud-file", what: "git credential-store get printing a stored git credential"},
	{path: "git credential-* get", value: "Cc", long: gitValue, effect: effectExternal, rule: "cred.cloud-file", what: "a git credential helper printing a stored git credential"},
	{path: "git-credential-* get", effect: effectExternal, rule: "cred.cloud-file", what: "a git credential helper printing a stored git credential"},
	// The Buildkite agent's job environment (buildkite-agent env dump):
	// the job's variables with the secrets its hooks
	// and plugins exported, printed as JSON.
	{path: "buildkite-agent env dump", long: "--format", unless: "--help -h", effect: effectExternal, rule: "cred.env-dump", what: "buildkite-agent env dump printing the job's environment"},
	{path: "wmic environment", win: true, unless: "/?", effect: effectExternal, rule: "cred.env-dump", what: "wmic environment printing the machine's and users' environment variables"},
	{path: "git credential-cache get", value: "Cc", long: gitValue, effect: effectExternal, rule: "cred.cloud-file", what: "git credential-cache get printing a stored git credential"},
	{path: "git config", value: "Ccf", long: gitValue, operand: gitCredKey, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "git config printing a git credential from its config"},
	{path: "vault print token", longDash: true, long: vaultValue, unless: tfUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault print token printing a Vault token"},
	// With -accessor it shows the token's properties by its accessor:
	// its id reads n/a, the token is not printed.
	{path: "vault token lookup", longDash: true, long: vaultValue, unless: "-help --help -h -accessor", effect: effectExternal, rule: "cred.cloud-file", what: "vault token lookup printing a Vault token"},
	{path: "npm token list", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "npm token list printing npm tokens"},
	{path: "npm token create", unless: "--help -h", effect: effectExternal, rule: "cred.cloud-file", what: "npm token create printing an npm token"},
	// pip keeps a private index's login in the URL of its index-url
	// (https://USER:TOKEN@host/simple): list and debug print every
	// setting of every configuration file, get the one named.
	{path: "pip config list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pip config list printing pip's settings, a private index's login in its URL among them"},
	{path: "pip config debug", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pip config debug printing pip's settings, a private index's login in its URL among them"},
	{path: "pip config get", operand: pipIndexKey, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pip config get printing an index URL, which carries a private index's login"},
	{path: "pip3 config list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pip config list printing pip's settings, a private index's login in its URL among them"},
	{path: "pip3 config debug", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pip config debug printing pip's settings, a private index's login in its URL among them"},
	{path: "pip3 config get", operand: pipIndexKey, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "pip config get printing an index URL, which carries a private index's login"},
	// Clients of object stores and artifact servers that print the
	// logins they keep: MinIO's mc alias list shows each alias's
	// secret key, export writes it; JFrog's config export is the
	// server's configuration, its token or password included.
	{path: "mc alias list", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "mc alias list printing the secret key of each alias"},
	{path: "mc alias ls", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "mc alias list printing the secret key of each alias"},
	{path: "mc alias export", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "mc alias export printing an alias's secret key"},
	{path: "jf config export", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "jf config export printing a server's configuration token, its credentials included"},
	{path: "jfrog config export", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "jfrog config export printing a server's configuration token, its credentials included"},
	{path: "npm config get", operand: npmAuthKey, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "npm config get printing an npm registry token"},
	{path: "npm get", operand: npmAuthKey, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "npm get printing an npm registry token"},
	{path: "docker-credential-* get", toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "a docker credential helper printing a registry credential"},
	{path: "docker-credential-* list", effect: effectExternal, rule: "cred.cloud-file", what: "a docker credential helper listing registry credentials"},

	// Stores and tools whose read verbs have no credential noun beside
	// them: the tool itself is the store.
	{path: "vault token create", longDash: true, long: vaultValue, unless: tfUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault token create printing a new Vault token"},
	// An auth method's login endpoint written to answers with a client
	// token (vault write auth/userpass/login/alice password=…, auth/
	// approle/login role_id=… secret_id=…), as vault token create and
	// auth/token/create do; an AppRole's secret-id endpoint with a new
	// secret id, the other half of its login.
	{path: "vault write", longDash: true, long: vaultValue, operand: vaultLoginPath, unless: tfUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "vault write to a login endpoint printing the Vault token it returns"},
	{path: "kubectl view-secret", value: "n", long: kubeValue, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "kubectl view-secret printing a Kubernetes secret decoded"},
	{path: "keyctl print", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "keyctl print printing a key from the kernel's keyring"},
	{path: "keyctl pipe", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "keyctl pipe printing a key from the kernel's keyring"},
	{path: "keyctl read", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "keyctl read printing a key from the kernel's keyring"},
	{path: "rbw get", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "rbw get printing a Bitwarden password"},
	{path: "rbw code", unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "rbw code printing a one-time code"},
	{path: "sf org display", value: "o", long: "--target-org", need: "--verbose", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "sf org display --verbose printing an org's access token"},
	{path: "sfdx force:org:display", value: "u", long: "--target-org --targetusername", need: "--verbose", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "sfdx force:org:display --verbose printing an org's access token"},
	{path: "kubectl set env", value: "nlce", long: kubeValue, need: "--list", unless: dryUnless, env: envAlways, what: "prints a workload's environment (--resolve: its secrets too)"},
	// Maven's effective settings print each server's password when
	// told -DshowPasswords=true (masked otherwise).
	{path: "mvn help:effective-settings", value: mavenValue, long: mavenLong, codeOpts: "-D --define", code: mavenShowPasswords, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "mvn help:effective-settings -DshowPasswords=true printing the servers' passwords"},
	{path: "mvnw help:effective-settings", value: mavenValue, long: mavenLong, codeOpts: "-D --define", code: mavenShowPasswords, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "mvn help:effective-settings -DshowPasswords=true printing the servers' passwords"},
	// A registry's login read back by its key: Composer's auth keys
	// (http-basic.HOST, bearer.HOST, github-oauth.HOST, …) and
	// Bundler's, a source's host (gems.example.com, BUNDLE_GEMS__…).
	{path: "composer config", operand: composerAuthKey, dest: true, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "composer config printing a repository's login"},
	{path: "bundle config get", operand: bundleCredKey, unless: helpUnless, toStdout: true, effect: effectExternal, rule: "cred.cloud-file", what: "bundle config get printing a gem source's login"},
	{path: "mvn help:system", value: "fs", long: "--file --settings", env: envAlways, what: "prints the JVM's system properties and the environment"},
	{path: "yarn env", env: envAlways, what: "prints the environment yarn gives its scripts"},
	{path: "podman secret inspect", long: "--format", need: "--showsecret", unless: helpUnless, effect: effectExternal, rule: "cred.cloud-file", what: "podman secret inspect --showsecret printing a secret's value"},
	// The registry keys the user's and the machine's lasting environment
	// variables are kept in, printed whole (one value named, /v or -Name,
	// is a read: they are read as switches, their values as operands).
	{path: "reg query", win: true, long: "/d /f /reg /se /t", operand: envKey, unless: "/? /v", effect: effectExternal, rule: "cred.env-dump", what: "reg query of the key the lasting environment variables are kept in"},
	{path: "reg export", win: true, operand: envKey, unless: "/?", effect: effectExternal, rule: "cred.env-dump", what: "reg export of the key the lasting environment variables are kept in"},
	{path: "get-itemproperty", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Path", operand: envKey, unless: "-? -Name", effect: effectExternal, rule: "cred.env-dump", what: "Get-ItemProperty of the key the lasting environment variables are kept in"},
	{path: "get-itemproperty", ps: true, long: "-Credential -Exclude -Filter -Include -LiteralPath -Path", codeOpts: "-Path -LiteralPath", code: envKey, unless: "-? -Name", effect: effectExternal, rule: "cred.env-dump", what: "Get-ItemProperty of the key the lasting environment variables are kept in"},
}

// The long options that take a value, of the stores whose entries share
// them, and the patterns of the keys that name a credential.
var (
	winlogonKey     = &lazyRegexp{expr: `(?i)^(hklm:?|hkey_local_machine|registry::hkey_local_machine|registry::hklm)\\software\\(wow6432node\\)?microsoft\\windows nt\\currentversion\\winlogon\\?$`}
	defaultPassword = &lazyRegexp{expr: `(?i)^DefaultPassword$`}
	savedLoginKey   = &lazyRegexp{expr: `(?i)^(registry::)?(hkcu:?|hkey_current_user|hklm:?|hkey_local_machine|hku:?\\[^\\]+|hkey_users\\[^\\]+)\\software\\(wow6432node\\)?(simontatham\\putty\\sessions|9bis\.com\\kitty\\sessions|martin prikryl\\winscp 2\\sessions|orl\\winvnc3|realvnc\\(winvnc4|vncserver)|tightvnc\\server|tigervnc\\winvnc4|openssh\\agent\\keys)(\\.*)?$`}
	secretValueName = &lazyRegexp{expr: `(?i)(passw(or)?d|passwd|pwd|secret|token|api_?key)$`}
	// privateTrue: bitcoin-cli listdescriptors's private argument, true
	// (by position or -named private=true).
	// vaultSysPath: a path of Vault's system backend other than
	// sys/raw, written out: no segment . or .. nor an empty one (Vault's
	// server cleans the path and redirects: sys/../secret/x and sys//raw
	// are read as secret/x and sys/raw), no part known only at run time
	// ($, `), no glob nor brace. pkcsSecretType: PKCS#11's object types of a key's secret
	// half. redisPassGet: CONFIG GET of a parameter whose value is a
	// password, or of a pattern that may match one.
	vaultSysPath   = &lazyRegexp{expr: `^/?sys/(r|ra|[^r./$` + "`" + `*?[\\{][^/$` + "`" + `*?[\\{]*|r[^a/$` + "`" + `*?[\\{][^/$` + "`" + `*?[\\{]*|ra[^w/$` + "`" + `*?[\\{][^/$` + "`" + `*?[\\{]*)(/[^./$` + "`" + `*?[\\{][^/$` + "`" + `*?[\\{]*)*/?$`}
	pkcsSecretType = &lazyRegexp{expr: `(?i)^(privkey|secrkey)$`}
	redisPassGet   = &lazyRegexp{expr: `(?i)^config=get=.*(pass|auth|\*)`}
	privateTrue    = &lazyRegexp{expr: `(?i)^(private=)?(true|1)$`}
	// systemPrefs: a defaults domain given as a path of the machine's
	// preferences, not a user's (~/Library/Preferences).
	systemPrefs  = &lazyRegexp{expr: `(?i)^/(system/)?library/(managed )?preferences/`}
	secretHive   = &lazyRegexp{expr: `(?i)^(hklm|hkey_local_machine)\\(sam|security|system)\\?$`}
	userKeychain = &lazyRegexp{expr: `(?i)(^|/)(login|system|system roots|metadata)\.keychain(-db)?$|library/keychains/`}
	// secretProcess: a process that holds secrets in its memory named,
	// alone or in the expression that finds its process id (procdump -ma
	// (Get-Process lsass).Id, gcore $(pidof vault)): lsass (every
	// logged-on user's), a secrets manager's server (vault, openbao),
	// a key agent (ssh-agent, gpg-agent), a desktop keyring
	// (gnome-keyring-daemon, kwalletd), a password manager; the programs
	// that read passwords as users log in (sshd, sudo, su, passwd,
	// login) and the ssh client, whose keys and typed passwords pass
	// through its memory.
	secretProcess = &lazyRegexp{expr: `(?i)(^|[^a-z0-9_.-])(` + secretProcessNames + `)(\.exe)?([^a-z0-9_.-]|$)`}
	// secretProgramAttached: gdb's operands joined by = (setting), the
	// program of such a process followed by the process id or the core
	// to read (gdb /usr/sbin/sshd 1234); the program alone is started
	// afresh, holding nothing yet, as it is with --args PROGRAM ARGS….
	secretProgramAttached = &lazyRegexp{expr: `(?i)^([^=]*[/\\])?(` + secretProcessNames + `)(\.exe)?=[^=]+$`}
	// inputProbe: a dynamic tracer's probe (bpftrace's uprobe:,
	// uretprobe: and their u:, ur:; bcc trace's p: and r:) on a function
	// that takes what a user types or a connection carries in the
	// clear: readline, PAM's (pam_get_authtok) and getpass, OpenSSL's,
	// GnuTLS's and NSS's reads and writes, sshd's auth_password; or a
	// kernel probe on the terminals' reads and writes (n_tty_read,
	// pty_write).
	inputProbe = &lazyRegexp{expr: `(?i)(^|[^a-z])((u|ur|p|r|uprobe|uretprobe):[^:\s'"]*:[a-z0-9_*]*(readline|pam_|getpass|ssl_(read|write)|gnutls_record_(recv|send)|pr_(read|write)|auth_password)|(k|kr|kprobe|kretprobe):[a-z0-9_*]*tty_(read|write))`}
	ntdsCopy   = &lazyRegexp{expr: `(?i)^\s*(ifm|create\s+(sysvol\s+)?full\b.*)$`}
	miniDump   = &lazyRegexp{expr: `(?i)(^|,)\s*(minidump|#24)$`}
	keyClear   = &lazyRegexp{expr: `(?i)^key=clear$`}

	// kubeSecret is a secret as kubectl get names it (secret, secrets/x,
	// configmap,secret); any -o prints its data but the formats of
	// kubeNoData, which print names only, and help.
	kubeSecret = &lazyRegexp{expr: `(^|,)secrets?(/|,|$)`}
	// kubeData is an output format that prints a secret's data: yaml,
	// json, a template read from a file, or a template or column list
	// that names data or stringData or prints whole objects ({.}, {@},
	// {.items[*]}), or one only known at run time ($FMT); one that
	// prints only .metadata fields or .type does not.
	kubeData = &lazyRegexp{expr: `(?i)^(ya?ml|json|jsonpath-as-json.*|.*[$` + "`" + `].*|[a-z-]*-file=.*|.*(^|[^a])data.*|.*\{\s*[.@]?\s*\}.*|.*\{\s*\.items(\[\*\])?\s*\}.*)$`}
	// kubeCertPick is a template's pick of one key of a secret's data
	// that names a certificate (.data.tls\.crt, .data.ca\.crt,
	// .data['ca.crt'], {index .data "tls.crt"}): a public certificate,
	// printed to read its subject or its expiry; a key beside it
	// (.data.tls\.key) is still data printed, and so is a key whose name
	// only starts like a certificate's (.data.x\.crt\.key): the name
	// must end there.
	kubeCertPick = &lazyRegexp{expr: `(?i)(\.data(\.|\[\s*['"]?)|index\s+\.data\s+")[a-z0-9_-]*(\\?\.[a-z0-9_-]+)*\\?\.(crt|cer|cert)(['"]?\s*\]|"|[^a-z0-9_.\\-]|$)`}
	// psEnv is a BSD-style option word of ps with e, which adds each
	// process's environment (ps eww, ps auxe); psLong the long options
	// that take a value.
	psEnv              = &lazyRegexp{expr: `^[auxwlfjsvmrcTHSg]*e[auxwelfjsvmrcTHSg]*$`}
	tmuxShowEnv        = &lazyRegexp{expr: `^(show-environment|showenv)$`}
	ghTokenKey         = &lazyRegexp{expr: `^oauth_token$`}
	glabTokenKey       = &lazyRegexp{expr: `^token$`}
	awsKeyName         = &lazyRegexp{expr: `(?i)secret|key_id|session_token`}
	gitCredKey         = &lazyRegexp{expr: `(?i)extraheader|\.token$`}
	npmAuthKey         = &lazyRegexp{expr: `_auth`}
	pipIndexKey        = &lazyRegexp{expr: `(?i)index-url$`}
	mavenShowPasswords = &lazyRegexp{expr: `(?i)^showPasswords(=(true|1|yes))?$`}
	composerAuthKey    = &lazyRegexp{expr: `^(http-basic|bearer|github-oauth|gitlab-oauth|gitlab-token|bitbucket-oauth|forgejo-token|client-certificate)(\.|$)`}
	// bundleCredKey is a source's host (gems.example.com) or its
	// variable's form (BUNDLE_GEMS__EXAMPLE__COM); mirrors and the
	// settings of Bundler itself (path, without, jobs) have no dot.
	bundleCredKey = &lazyRegexp{expr: `(?i)^(bundle_[a-z0-9_]*__[a-z0-9_]+|[a-z0-9-]+(\.[a-z0-9-]+)+)$`}
	poetryCred    = &lazyRegexp{expr: `^(pypi-token|http-basic)\.`}
	wgSecret      = &lazyRegexp{expr: `^(private-key|preshared-keys)$`}
	// ldapSecretAttr is an attribute holding a password or its hash, as
	// an operand of ldapsearch names it (any case, with options:
	// userPassword;binary): RFC 3112's authPassword, ppolicy's
	// pwdHistory of old hashes, a PKCS#12 key's userPKCS12, the
	// directory's own root password (OpenLDAP's olcRootPW, 389's
	// nsslapd-rootpw), Active Directory's among them (adSecretAttrs).
	ldapSecretAttr = &lazyRegexp{expr: `(?i)^(userPassword|authPassword|pwdHistory|userPKCS12|olcRootPW|nsslapd-rootpw|sambaPasswordHistory|unicodePwd|sambaNTPassword|sambaLMPassword|ipaNTHash|krbPrincipalKey|krbExtraData|supplementalCredentials|dBCSPwd|ntPwdHistory|lmPwdHistory|` + adSecretAttrs + `)(;[a-z0-9-]+)*$`}
	awsEnvQuery    = &lazyRegexp{expr: `(?i)environment`}
	// cliCredQuery is a JMESPath that may reach an STS answer's key
	// pair or az's access token: a secret field's name, the Credentials object whole or
	// through anything but its .Expiration, or anything beyond plain
	// field names, lists and pipes (* @ functions, quoted or escaped
	// names, $VARIABLES), which is read as reaching it.
	cliCredQuery = &lazyRegexp{expr: `(?i)[^a-z0-9_.,\[\]{}:| \n]|secret|session|token|accesskey|credentials($|[^.]|\.($|[^e]))`}
	// appcmdSecretText is a /text: of appcmd that prints a password
	// attribute (processModel.password, a virtual directory's password)
	// or every attribute (*), those among them.
	appcmdSecretText = &lazyRegexp{expr: `(?i)^\*$|password|passwd|secret`}
	// osqueryEnvs is an osquery statement that reads the table of every
	// process's environment variables.
	osqueryEnvs = &lazyRegexp{expr: `(?i)\bprocess_envs\b`}
)

const (
	// passVerbs and gopassVerbs: the stores' subcommands and their
	// aliases (spec.verbs), pass's with its common extensions.
	passVerbs           wordList = "add audit close copy cp delete edit find generate git grep help import init insert list ls mv open otp remove rename rm search show tomb update version"
	gopassVerbs         wordList = "age alias audit cat clone completion config convert copy cp create delete edit env find fscopy fsck fsmove generate git grep h help hist history hotp init insert link list ln ls merge mounts move mv new otp process pwgen rcs recipients remove rm search set setup sha sha256 show sum sync templates totp unclip update version"
	djangoSettingsValue wordList = "--default --output --pythonpath --settings --verbosity"
	vaultInitValue      wordList = "-address -format -key-shares -key-threshold -namespace -nonce -pgp-keys -recovery-pgp-keys -recovery-shares -recovery-threshold -root-token-pgp-key -stored-shares -target"
	vaultValue          wordList = "-address -field -format -mount -namespace -output-curl-string -version"
	opValue             wordList = "--account --config --encoding --session"
	opReadValue         wordList = "--account --config --encoding --file-mode --out-file --session"
	// ldapValue are ldapsearch's options that take a value (OpenLDAP's
	// ldapsearch(1)).
	ldapValue              = "abdDeEfFhHloOpPRsSTUwXyYz"
	opInjectValue wordList = "--account --config --in-file --out-file --session"
	opItemValue   wordList = "--account --config --fields --format --session --vault"
	opDocValue    wordList = "--account --config --file-mode --out-file --session --vault"
	sopsValue     wordList = "--config --extract --filename-override --input-type --output --output-type"
	gitValue      wordList = "--blob --comment --default --exec-path --file --git-dir --namespace --type --work-tree"
	tfRaw         wordList = "-raw -json --raw --json"
	kubeNoData    wordList = "-o=name -o=wide --output=name --output=wide --help -h"
	// declFunctions: declare -f and -F print functions, not variables.
	declFunctions wordList = "-f -F +f +F"
	psLong        wordList = "--Group --User --cols --columns --format --group --lines --pid --ppid --quick-pid --rows --sid --sort --tty --user"
)

// inspectEnv matches a --format that prints a container's environment or
// everything. docker inspect without a format prints Env among a page of
// settings; it is everyday debugging (the real-world corpus has it) and
// is left to run: a deliberate gap.
var inspectEnv = &lazyRegexp{expr: `(?i)\.Config\.Env|\benv\b|\{\{\s*json\s+\.\s*\}\}|\{\{\s*\.\s*\}\}`}

// loginSpecs are the logins that take a credential in an option or on
// standard input.
var loginSpecs = []spec{
	{path: "docker login", value: "pu", long: "--password --username", more: &specMore{moreCred: &moreCred{secret: "-p --password", secretStdin: "--password-stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "podman login", value: "pu", long: "--authfile --password --username", more: &specMore{moreCred: &moreCred{secret: "-p --password", secretStdin: "--password-stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "buildah login", value: "pu", long: "--authfile --password --username", more: &specMore{moreCred: &moreCred{secret: "-p --password", secretStdin: "--password-stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "nerdctl login", value: "pu", long: "--password --username", more: &specMore{moreCred: &moreCred{secret: "-p --password", secretStdin: "--password-stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "skopeo login", value: "pu", long: "--authfile --password --username", more: &specMore{moreCred: &moreCred{secret: "-p --password", secretStdin: "--password-stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "helm registry login", value: "pu", long: "--password --username", more: &specMore{moreCred: &moreCred{secret: "-p --password", secretStdin: "--password-stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "oras login", value: "pu", long: "--identity-token --password --username", more: &specMore{moreCred: &moreCred{secret: "-p --password --identity-token", secretStdin: "--password-stdin --identity-token-stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "gh auth login", value: "hp", long: "--git-protocol --hostname", more: &specMore{moreCred: &moreCred{secretStdin: "--with-token"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "glab auth login", value: "h", long: "--hostname", more: &specMore{moreCred: &moreCred{secretStdin: "--stdin"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	// Azure Storage's data commands take the account's key, a SAS
	// token or a connection string as an option, sent to the account's
	// own endpoint (az storage container list --account-key "$K"): the
	// group and the verb, then its options. The
	// options naming files (--file, --source) are left out: a path
	// given there stays an operand, judged as a file it reads.
	{path: "az storage * *", value: "cgnoq", long: "--account-key --account-name --auth-mode --blob-endpoint --connection-string --container-name --name --num-results --output --prefix --query --resource-group --sas-token --subscription", more: &specMore{moreCred: &moreCred{secret: "--account-key --sas-token --connection-string"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
}

// loaderSpecs are programs that load a file they are given through one
// of loads as their input or configuration and do not print it: a
// secret decrypted into it (terraform apply -var-file=<(sops -d f),
// kubectl apply -f <(…), sops -d f | kubectl apply -f -) reaches the
// program that needs it, not the output. stdinLoad: with none of loads
// given it loads its standard input (kubeseal). shows are the options
// that make it print what it loaded (kubectl apply -o yaml, helm
// install --dry-run, kubeseal --recovery-unseal); a program that always
// does (helm template, kubectl diff, terraform console) is not here.
var loaderSpecs = []spec{
	{path: "terraform apply", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "terraform plan", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "terraform destroy", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "terraform import", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "terraform refresh", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "tofu apply", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "tofu plan", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "tofu destroy", longDash: true, long: tfValue, more: &specMore{moreCred: &moreCred{loads: "-var-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "kubectl apply", value: "nlfkov", long: kubeLoadValue, more: &specMore{moreCred: &moreCred{loads: "-f --filename", shows: kubeShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "kubectl create", value: "nlfkov", long: kubeLoadValue, more: &specMore{moreCred: &moreCred{loads: "-f --filename --from-file --from-env-file", shows: kubeShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "kubectl replace", value: "nlfkov", long: kubeLoadValue, more: &specMore{moreCred: &moreCred{loads: "-f --filename", shows: kubeShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "oc apply", value: "nlfkov", long: kubeLoadValue, more: &specMore{moreCred: &moreCred{loads: "-f --filename", shows: kubeShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "helm install", value: "nfo", long: helmLoadValue, more: &specMore{moreCred: &moreCred{loads: "-f --values", shows: helmShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "helm upgrade", value: "nfo", long: helmLoadValue, more: &specMore{moreCred: &moreCred{loads: "-f --values", shows: helmShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "kubeseal", value: kubesealShort, long: kubesealValue, more: &specMore{moreCred: &moreCred{loads: "-f --secret-file", stdinLoad: true, shows: "--recovery-unseal --recovery-private-key"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
}

// rendererSpecs are the commands that render the values given in their
// options into what they print (moreCred.renders): a chart's manifests
// rendered with --set's values (helm template, and helm install or
// upgrade told --dry-run or -o), a Secret's manifest made from literals
// and printed (kubectl create secret generic --from-literal=… -o yaml).
// A credential's variable given there reaches the output; one written
// into files (helm template --output-dir) or given to a release
// installed does not.
var rendererSpecs = []spec{
	{path: "helm template", value: "nfs", long: "--api-versions --description --kube-context --kube-version --kubeconfig --namespace --output --output-dir --post-renderer --repo --set --set-file --set-json --set-literal --set-string --show-only --timeout --values --version", unless: "-h --help --output-dir", more: &specMore{moreCred: &moreCred{renders: "--set --set-json --set-literal --set-string"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "helm install", value: "nfo", long: "--description --kube-context --kubeconfig --namespace --output --post-renderer --repo --set --set-file --set-json --set-literal --set-string --timeout --values --version", unless: "-h --help", more: &specMore{moreCred: &moreCred{renders: "--set --set-json --set-literal --set-string", shows: helmShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "helm upgrade", value: "nfo", long: "--description --kube-context --kubeconfig --namespace --output --post-renderer --repo --set --set-file --set-json --set-literal --set-string --timeout --values --version", unless: "-h --help", more: &specMore{moreCred: &moreCred{renders: "--set --set-json --set-literal --set-string", shows: helmShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "kubectl create secret", value: "nlkov", long: "--as --as-group --cluster --context --dry-run --field-manager --filename --from-env-file --from-file --from-literal --kubeconfig --kustomize --namespace --output --prune-allowlist --request-timeout --selector --server --template --timeout --token --type --user --v --validate", unless: "-h --help", more: &specMore{moreCred: &moreCred{renders: "--from-literal", shows: kubeShows}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
}

// pubKeySpecs are key tools that read a private key, from the files
// their operands or loads name or from standard input (stdinLoad), and
// print or write only what is public of it: the public key, the
// recipient or the address derived from it (wg pubkey, solana-keygen
// pubkey, age-keygen -y, ssh-keygen -y). need, when set, are the options
// that make it do so (age-keygen without -y makes a new key); shows are
// those that make it print the private key too (ethkey inspect
// --private). The key does not reach the output: the cred rules do not
// read their files as printed (publicHalf), and a key fed to one is
// loaded, not shown (loaderOf).
var pubKeySpecs = []spec{
	{path: "wg pubkey", more: &specMore{moreCred: &moreCred{stdinLoad: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "solana-keygen pubkey", long: "--config --outfile", value: "C"},
	{path: "solana address", value: "kCu", long: "--config --keypair --output --url", more: &specMore{moreCred: &moreCred{loads: "-k --keypair"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "age-keygen", value: "o", long: "--output", need: "-y", more: &specMore{moreCred: &moreCred{stdinLoad: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "rage-keygen", value: "o", long: "--output", need: "-y", more: &specMore{moreCred: &moreCred{stdinLoad: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	// ssh-keygen -y prints the public key of -f's private one, -l its
	// fingerprint, -e the public key in another format; -i imports
	// a key and prints it whole, private too.
	{path: "ssh-keygen", value: sshKeygenValue, need: "-y -l -e", more: &specMore{moreCred: &moreCred{loads: "-f", shows: "-i"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "step crypto key public", more: &specMore{moreCred: &moreCred{stdinLoad: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "step crypto jwk public", more: &specMore{moreCred: &moreCred{stdinLoad: true}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "jose jwk pub", value: "io", long: "--input --output", more: &specMore{moreCred: &moreCred{loads: "-i --input"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "cosign public-key", long: "--key --outfile --sk --slot", more: &specMore{moreCred: &moreCred{loads: "--key"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "minisign", value: "spxcmtP", need: "-R", more: &specMore{moreCred: &moreCred{loads: "-s"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "ethkey inspect", long: "--passwordfile", more: &specMore{moreCred: &moreCred{shows: "--private"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "cardano-cli key verification-key", long: "--signing-key-file --verification-key-file", more: &specMore{moreCred: &moreCred{loads: "--signing-key-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
	{path: "aptos key extract-public-key", long: "--encoding --output-file --private-key --private-key-file", more: &specMore{moreCred: &moreCred{loads: "--private-key-file"}, moreRun: &noRun, moreCode: &noCode, moreArgs: &noArgs, moreNet: &noNet, moreFS: &noFS, moreChange: &noChange}},
}

// publicHalf reports whether c is one of pubKeySpecs, or openssl's key
// command writing no private part (opensslShowsPrivate), told to print
// only the public half of the key it reads: what it reads, its files and
// its standard input, does not reach the output.
func publicHalf(c *Command) bool {
	if c.Name == "openssl" {
		args := c.Values()
		return len(args) > 0 && opensslKeyCmds.has(args[0]) && !opensslShowsPrivate(args)
	}
	_, _, ok := specOf(pubKeySpecs, c)
	return ok
}

// kubesealShort and kubesealValue are kubeseal's options that take a
// value: -o FORMAT, -w the sealed secret's file, -f the Secret's, -n its
// namespace.
const kubesealShort = "nowf"

var ()

const (
	kubesealValue wordList = "--cert --context --controller-name --controller-namespace --format --from-file --kubeconfig --merge-into --name --namespace --output --recovery-private-key --scope --sealed-file --sealed-secret-file --secret-file"
	kubeLoadValue wordList = "--as --as-group --cluster --context --dry-run --field-manager --filename --from-env-file --from-file --from-literal --kubeconfig --kustomize --namespace --output --prune-allowlist --request-timeout --selector --server --template --timeout --token --type --user --v --validate"
	kubeShows     wordList = "-o --output --template -v --v"
	helmLoadValue wordList = "--description --kube-context --kubeconfig --namespace --output --post-renderer --repo --set --set-file --set-string --timeout --values --version"
	helmShows     wordList = "-o --output --dry-run --debug"
)
