package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Any reader. The readers set lists the programs whose way of reading
// the cred rules know in detail (cat, curl -d @f, scp SRC DEST); a
// program the policy knows nothing of — a script, a vendor's CLI, an
// editor, a paste client — given a credential file may print it or send
// it, and that is its worst plausible reading. What passes: the programs
// that use or look at a file without showing what it holds (fileUsers:
// ls, chmod, ssh -i, docker --env-file), the values of options whose
// names say the file is a credential handed to the program to use
// (--env-file, --kubeconfig, --private-key), and a secret store's
// command that stores the file's value under a name (gh secret set NAME
// < token.txt).

// fileUsers are the commands that use, inspect or change files without
// printing what they hold, or whose own rules judge them.
var fileUsers = set{
	// metadata, moves, deletes and hashes: the fs rules judge changes
	"ls", "ll", "dir", "stat", "file", "test", "[", "[[", "touch", "chmod", "chown", "chgrp", "chattr", "lsattr",
	"setfacl", "getfacl", "xattr", "setfattr", "getfattr", "chcon", "restorecon", "rm", "rmdir", "unlink", "shred",
	"srm", "wipe", "mv", "mkdir", "du", "df", "realpath", "readlink", "basename", "dirname", "wc", "md5sum", "sha1sum",
	"sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum", "sum", "md5", "shasum", "truncate", "trash",
	"trash-put", "gio", "find", "fd", "locate", "tree", "exa", "eza", "lsd", "namei", "lsof", "fuser", "sync", "tee",
	"dos2unix", "unix2dos", "icacls", "attrib", "takeown", "cacls",
	// text only, and commands analysed as commands
	"echo", "printf", "true", "false", ":", "export", "unset", "local", "declare", "typeset", "readonly", "alias",
	"cd", "pushd", "popd", "type", "which", "command", "hash", "exit", "return", "shift", "set", "eval", "exec",
	"sudo", "doas", "env", "nohup", "nice", "timeout", "time", "watch", "xargs", "parallel", "man", "help",
	// keys and credentials used, not shown
	"ssh", "ssh-add", "ssh-keygen", "ssh-copy-id", "ssh-keyscan", "sshfs", "mosh", "autossh", "sshpass",
	"keytool", "jarsigner", "apksigner", "codesign", "signtool", "step", "cfssl", "mkcert", "certbot", "git",
	"git-crypt", "kubectl", "helm", "terraform", "tofu", "terragrunt", "pulumi", "ansible", "ansible-playbook",
	"ansible-vault", "vault", "aws", "docker", "podman", "nerdctl", "docker-compose", "kind",
	"minikube", "direnv", "dotenv", "dotenvx", "env-cmd", "sops", "chezmoi", "yadm",
	"bfg", "git-filter-repo", // history rewriters, judged by the git rules
	// graphical editors and openers: the window is not the agent's output
	"code", "code-insiders", "cursor", "subl", "open", "xdg-open", "explorer", "start", "notepad", "idea",
}

// useOptWords are the words of option names that hand a file to the
// program as a credential or a configuration it uses (--env-file,
// --kubeconfig, --private-key, --vault-password-file).
var useOptWords = set{"env", "var", "vars", "key", "keyfile", "cert", "cacert", "identity", "cred", "creds", "credential", "credentials", "auth", "config", "kubeconfig", "conf", "secret", "secrets", "password", "pass", "passwd", "token", "tls", "ssl", "ca", "login", "profile", "settings", "rc", "keystore", "truststore", "pem"}

// anyReaderFiles returns the words of an unknown command c that may name
// files it reads: its operands, the paths after @ (http POST URL @f),
// and the values of options whose names do not say the file is used as a
// credential. Short options are read as flags, their next word as an
// operand, except -i (an identity, as ssh's).
func anyReaderFiles(c *Command) []string {
	var out []string
	args := c.Values()
	if c.Stdin != nil {
		out = append(out, transferred(*c.Stdin)...) // ftp HOST <<< 'put .env'
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			out = append(out, args[i+1:]...)
			break
		}
		if strings.HasPrefix(a, "--") {
			name, val, inline := strings.Cut(a[2:], "=")
			use := useOpt(name)
			switch {
			case inline && !use:
				out = append(out, strings.TrimLeft(val, "@<"))
			case !inline && use:
				i++ // its value
			}
			continue
		}
		if a == "-i" {
			i++
			continue
		}
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			continue
		}
		if strings.ContainsAny(a, " \n;") {
			out = append(out, transferred(a)...) // lftp -e 'put .env; bye'
			continue
		}
		if k, v, ok := strings.Cut(a, "=@"); ok && k != "" {
			a = v // field=@file
		}
		out = append(out, strings.TrimLeft(a, "@<"))
	}
	return out
}

// useOpt reports whether an option's name (without dashes) says its value
// is a file the program uses as a credential or configuration.
func useOpt(name string) bool {
	for _, w := range nameWords(name) {
		if useOptWords.has(w) {
			return true
		}
	}
	return false
}

// unknownReader reports whether c is a program the cred rules know
// nothing of, whose reading of a credential file given to it is judged
// at its worst: not a reader they know (readers), not a file user, not a
// shell or interpreter (their code is analysed), not a command that
// stores a secret's value.
func unknownReader(c *Command) bool {
	name := c.Name
	if name == "" || readers.has(name) || fileUsers.has(name) || isShell(name) && !scriptRun(c) || storesSecret(c) {
		return false
	}
	known := false
	eachSpec(c, func(s *spec, _ []Word) {
		// A launcher's command and a command that is another (cmake -E
		// rename is mv) are judged as themselves; a secret store's spec
		// says what of it prints.
		known = known || s.effect == effectRuns || s.effect == effectRemote || s.as != "" || strings.HasPrefix(s.rule, "cred.")
	})
	if known {
		return false
	}
	return c.Grammar != lexer.PowerShell || !psFileUsers.has(name)
}

// scriptRun reports whether the interpreter c runs a script file whose
// words follow it (python3 tools/x.py ARGS): the script is a program like
// any other.
func scriptRun(c *Command) bool {
	return interpLang(c.Name) != "" && interpreterFile(c.Args) != nil
}

// storeVerbs and storeNouns are the words of a secret store's command
// that stores a value under a name (gh secret set, wrangler secret put,
// vercel env add, fly secrets import, docker secret create).
var (
	storeVerbs = set{"set", "put", "add", "create", "import", "upload", "write", "update", "push"}
	storeNouns = set{"secret", "secrets", "env", "variable", "variables", "var", "vars", "kv", "parameter", "parameters", "config:set"}
)

// storesSecret reports whether c's subcommand words are a secret store's
// verb of storing: its input goes into the store, not to the output.
func storesSecret(c *Command) bool {
	noun, verb := false, false
	for i, a := range c.Args {
		if i > 3 || strings.HasPrefix(a.Value, "-") {
			break
		}
		w := strings.ToLower(a.Value)
		noun = noun || storeNouns.has(w)
		verb = verb || storeVerbs.has(w)
		if k, v, ok := strings.Cut(w, ":"); ok { // heroku config:set, netlify env:set
			noun, verb = noun || storeNouns.has(k), verb || storeVerbs.has(v)
		}
	}
	return noun && verb
}

// psFileUsers are PowerShell's cmdlets (and their aliases) that use,
// inspect or change files without printing what they hold, or whose own
// rules judge them.
var psFileUsers = set{
	"test-path", "remove-item", "ri", "rm", "del", "erase", "rd", "rmdir", "move-item", "mv", "move", "mi",
	"rename-item", "ren", "rni", "get-childitem", "gci", "ls", "dir", "get-acl", "set-acl", "resolve-path", "rvpa",
	"split-path", "join-path", "get-filehash", "get-itemproperty", "gp", "new-item", "ni", "mkdir", "md",
	"set-location", "cd", "sl", "chdir", "push-location", "pushd", "pop-location", "popd", "invoke-item", "ii",
	"start-process", "saps", "start", "write-host", "write-output", "echo", "write", "out-null", "where-object",
	"where", "?", "select-object", "select", "sort-object", "sort", "foreach-object", "foreach", "%", "measure-object",
	"measure", "format-table", "ft", "format-list", "fl", "set-content", "sc", "add-content", "ac", "out-file",
	"clear-content", "clc", "unblock-file", "set-itemproperty", "sp", "get-item", "gi", "import-module", "ipmo",
	"invoke-expression", "iex", "invoke-command", "icm", "set-variable", "sv", "get-variable", "gv", "new-object",
	"add-type", "get-command", "gcm", "get-help", "help", "test-connection", "get-date", "write-error",
	"write-warning", "write-verbose", "write-debug", "write-information", "set-strictmode", "get-location", "gl", "pwd",
}

// transferVerbs are the commands of file-transfer clients' scripts (ftp,
// lftp -e, smbclient -c, sftp -b) that send a local file.
var transferVerbs = set{"put", "mput", "send", "upload", "append", "reput"}

// transferred returns the local files a transfer client's script text
// sends: the word after each of transferVerbs.
func transferred(text string) []string {
	var out []string
	words := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == ';' || r == '\'' || r == '"' })
	for i := 0; i+1 < len(words); i++ {
		if transferVerbs.has(strings.ToLower(words[i])) {
			out = append(out, words[i+1])
		}
	}
	return out
}
