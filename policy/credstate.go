package policy

import "strings"

// Infrastructure state. The tools that create resources keep what they
// created in a state, the resources' passwords, keys and tokens in plain
// text among it (terraform.tfstate, pulumi stack export): printed whole
// it is a long document, but searched for a credential's name it is the
// credentials printed.

// stateVerbs print or fetch a state.
var stateVerbs = set{"cat", "download", "dump", "export", "get", "pull", "read", "show"}

// stateDump reports whether f prints an infrastructure state: its words
// (the first four) name a state and a verb that prints it (terraform
// state pull, tofu
// state show, pulumi stack export), or it names a state file (cat
// terraform.tfstate, gsutil cat gs://b/default.tfstate).
func stateDump(f *Command) bool {
	noun, verb, n := false, false, 0
	// terraform show -json: the whole state as JSON, sensitive values
	// unmasked (its plain show masks them).
	noun = (f.Name == "terraform" || f.Name == "tofu" || f.Name == "terragrunt") && contains(f.Values(), "-json")
	for _, v := range f.Values() {
		if stateFile(v) {
			return true
		}
		if strings.HasPrefix(v, "-") || len(v) <= 3 && strings.HasPrefix(v, "/") || n >= 4 {
			continue // options, and cmd's switches (cmd /c tofu state pull)
		}
		n++
		lv := strings.ToLower(v)
		noun = noun || lv == "state" || lv == "stack" || lv == "tfstate"
		verb = verb || stateVerbs.has(lv)
	}
	return noun && verb
}

// stateFile reports whether p names a Terraform or OpenTofu state file
// (terraform.tfstate, prod.tfstate.backup, s3://b/env/default.tfstate).
func stateFile(p string) bool {
	lp := strings.ToLower(p)
	return strings.HasSuffix(lp, ".tfstate") || strings.HasSuffix(lp, ".tfstate.backup") || strings.HasSuffix(lp, ".tfstate.json")
}
