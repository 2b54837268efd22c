package policy

import (
	"strings"
)

// A command run in another environment (a container, a pod, a remote
// host, a platform's dyno or machine: docker exec, kubectl exec, ssh
// HOST, heroku run, fly ssh console) that prints a variable by its name
// prints that environment's value, which this one cannot see: the
// local environment says nothing about whether DB_PASSWORD is set
// there. There the name is judged alone, by its shape, for the worst
// reading (credentialName).

// printedElsewhere returns the variable c prints by its name when c runs
// in another environment and the name is a credential's by its shape:
// printenv NAME (a spec with envNames), echo $NAME, printf "${NAME}".
// Output written to a file there, or read by a command of this input,
// is not printed here.
func printedElsewhere(c *Command) string {
	if !runsElsewhere(c) || writesFile(c) {
		return ""
	}
	var name string
	eachEnvSpec(c.Name, c.Args, func(s *spec, rest []Word) {
		if name != "" || !s.envNames {
			return
		}
		for _, w := range parseArgs(s, rest).operands {
			if w.Literal && credentialName(w.Value) {
				name = w.Value
				return
			}
		}
	})
	if name != "" || !printers.has(c.Name) {
		return name
	}
	for _, w := range c.Args {
		if w.Literal {
			continue
		}
		forEachExpansion(w.Value, func(n string) {
			if name == "" && credentialName(n) {
				name = n
			}
		})
	}
	return name
}

// printers are the commands that write their operands to the output.
var printers = set{"echo", "print", "printf"}

// runsElsewhere reports whether c runs in another environment than this
// shell's: one of its wrappers is a launcher into a container, pod,
// machine or remote host (a spec of effectRemote), ssh, or a tool's
// remote shell verb (gcloud compute ssh, adb shell, az vm run-command).
func runsElsewhere(c *Command) bool {
	for _, w := range c.Wrappers {
		name, _, _ := strings.Cut(w, " ")
		if name == "ssh" || name == "autossh" {
			return true
		}
		if i := strings.LastIndexByte(w, ' '); i > 0 {
			if verb := w[i+1:]; verb == "ssh" || verb == "shell" || runsCommandWord(verb) {
				return true
			}
		}
		remote := false
		eachEntry(name, func(s *spec, _ string) {
			remote = remote || s.path == w && s.effect == effectRemote
		})
		if remote {
			return true
		}
	}
	return false
}

// forEachExpansion calls f with the name of every parameter expansion in
// v: $NAME and ${NAME…}.
func forEachExpansion(v string, f func(string)) {
	for i := strings.IndexByte(v, '$'); i >= 0; {
		j := i + 1
		if j < len(v) && v[j] == '{' {
			j++
		}
		k := j
		for k < len(v) && isWordByte(v[k]) {
			k++
		}
		if k > j && !(v[j] >= '0' && v[j] <= '9') {
			f(v[j:k])
		}
		next := strings.IndexByte(v[k:], '$')
		if next < 0 {
			return
		}
		i = k + next
	}
}

// credentialNameRe matches the names of variables that hold a
// credential by their shape: a secret's word at their end (DB_PASSWORD,
// API_TOKEN, STRIPE_SECRET_KEY, GIT_AUTH) or a connection string's,
// which carries the password or key it connects with
// (DATABASE_URL=postgres://app:pw@db/app, SENTRY_DSN=https://key@…,
// REDIS_URL, MONGODB_URI, a *_CONNECTION_STRING).
var credentialNameRe = &lazyRegexp{expr: `(?i)^([a-z0-9_]*_)?(token|secret|key|api_?key|secret_?key|access_?key|private_?key|password|passwd|pass|pwd|credentials?|auth|dsn|conn(ection)?_?str(ing)?|database_ur[il])$|^([a-z0-9_]*_)?(amqp|broker|clickhouse|db|elastic|mongo|mongodb|mysql|pg|postgres|postgresql|rabbitmq|redis)(_[a-z0-9_]*)?_ur[il]$`}

// credentialName reports whether a variable name is a credential's by its
// shape alone (credentialNameRe) or on the built-in list of protected
// names, whatever this environment holds.
func credentialName(name string) bool {
	n := strings.ToUpper(name)
	return !notSecretNames.has(n) && (isDefaultSecret(n) || credentialNameRe.match(name))
}
