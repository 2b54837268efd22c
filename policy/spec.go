package policy

import (
	"path"
	"strings"
	"sync"
)

// The command model: what a command does with its words, declared once
// per command and subcommand (spec_*.go, one file per domain) and read by
// one option parser (parseArgs). Rules ask the model about effects — which
// command a launcher runs, which paths map into a container, which change
// leaves this machine — instead of carrying their own lists of names and
// flags.
//
// The tables are slice literals, scanned in order: the compiler lays them
// out in the binary, so a one-shot guarded-sh -c pays nothing for them at
// start-up (see tables.go).

// An effect is what running a command does beyond this process.
type effect uint8

const (
	effectNone     effect = iota
	effectRuns            // its operands from Spec.skip on are a command it runs (a launcher)
	effectRemote          // as effectRuns, on another machine, container or pod
	effectExternal        // an irreversible change outside this machine (infra, publish)
)

// A spec describes one command or subcommand.
type spec struct {
	// path is the command's name and its subcommand words: "npx",
	// "pnpm dlx", "docker run", "kubectl exec".
	path string
	// value are the short options that take a value (-p V, -pV), long
	// the long ones (--package V, --package=V). Other options take none;
	// short ones may be bundled (-it).
	value string
	long  []string
	// skip is how many operands come before the command it runs (docker
	// run's IMAGE, direnv exec's DIR, kubectl exec's POD).
	skip int
	// dashdash: the command it runs comes only after -- (kubectl exec POD
	// -- CMD, mise exec TOOL -- CMD); without --, it runs none.
	dashdash bool
	// cmdOpt is an option whose following words are the command it runs
	// (nix shell PKG -c CMD …).
	cmdOpt []string
	// shell: the words of the command it runs are joined into shell code
	// (git submodule foreach 'git reset --hard'), as ssh joins them.
	shell  bool
	effect effect
	// rule and what name the finding of an external change (infra.*,
	// publish.*); unless holds the options that make it a dry run, a
	// preview or help, and need those of which one must be given for the
	// change to happen without review (-auto-approve).
	rule, what   string
	unless, need []string
	// longDash: options are long ones written with one dash (terraform's
	// -auto-approve, -var NAME=V), not bundles of letters.
	longDash bool
	// operand, when set, must match one operand (redis-cli FLUSHALL);
	// code, when set, must match the value of one of the codeOpts or the
	// text on standard input (psql -c 'DROP DATABASE x').
	operand, code *lazyRegexp
	codeOpts      []string
	// bare: without any of codeOpts the command prints everything, which
	// code would match (docker inspect with no --format prints Env too).
	bare bool
	// fold: option names and values compare ignoring case (PowerShell's
	// -Enabled False is -enabled false).
	fold bool
	// dirOpts meet need too when their value names a directory rather
	// than a manifest (kubectl delete -f ./k8s/).
	dirOpts []string
}

// An opt is one option as given: its name (-p, --package) and value.
type opt struct {
	name, value string
	hasValue    bool
	inline      bool // the value was in the same word: --file=V, -fV
}

// parsed is a command line read through its spec.
type parsed struct {
	opts     []opt
	operands []Word
	// paths are the operands after --, also in operands; dashdash
	// reports that -- was given.
	paths    []Word
	dashdash bool
	// rest are the words of the command it runs (effectRuns,
	// effectRemote), when found.
	rest []Word
}

// has reports whether one of the options names was given: exact long
// names (--dry-run), getopt's unambiguous abbreviations of them are not
// accepted here; short letters match inside bundles (-an has -n).
func (p parsed) has(names ...string) bool {
	for _, o := range p.opts {
		for _, n := range names {
			if o.name == n {
				return true
			}
		}
	}
	return false
}

// values returns the values given to the options names.
func (p parsed) values(names ...string) []string {
	var out []string
	for _, o := range p.opts {
		for _, n := range names {
			if o.name == n && o.hasValue {
				out = append(out, o.value)
			}
		}
	}
	return out
}

// parseArgs reads args (the words after the spec's path) through s: the
// options with their values (-f V, -fV, --file=V, --file V, bundles -it),
// the operands, and the command a launcher runs. Options end at -- and,
// for launchers, at the first operand past skip: what follows belongs to
// the command run.
func parseArgs(s *spec, args []Word) parsed {
	var p parsed
	runs := s.effect == effectRuns || s.effect == effectRemote
	for i := 0; i < len(args); i++ {
		a := args[i]
		v := a.Value
		if contains(s.cmdOpt, v) {
			p.rest = args[i+1:]
			return p
		}
		switch {
		case v == "--" && a.Literal:
			if runs && len(p.operands) >= s.skip {
				p.rest = args[i+1:]
				return p
			}
			p.dashdash, p.paths = true, args[i+1:]
			p.operands = append(p.operands, args[i+1:]...)
			return p
		case strings.HasPrefix(v, "--") && len(v) > 2:
			name, val, eq := strings.Cut(v, "=")
			o := opt{name: name, value: val, hasValue: eq, inline: eq}
			if !eq && contains(s.long, name) && i+1 < len(args) {
				i++
				o.value, o.hasValue = args[i].Value, true
			}
			p.opts = append(p.opts, o)
		case len(v) > 1 && v[0] == '-' && s.longDash:
			name, val, eq := strings.Cut(v, "=")
			o := opt{name: name, value: val, hasValue: eq, inline: eq}
			if !eq && contains(s.long, name) && i+1 < len(args) {
				i++
				o.value, o.hasValue = args[i].Value, true
			}
			p.opts = append(p.opts, o)
		case len(v) > 1 && v[0] == '-':
			for j := 1; j < len(v); j++ {
				o := opt{name: "-" + v[j:j+1]}
				if strings.IndexByte(s.value, v[j]) >= 0 {
					o.hasValue = true
					if j+1 < len(v) {
						o.value, o.inline = strings.TrimPrefix(v[j+1:], "="), true
					} else if i+1 < len(args) {
						i++
						o.value = args[i].Value
					}
					p.opts = append(p.opts, o)
					break
				}
				p.opts = append(p.opts, o)
			}
		default:
			if runs && !s.dashdash && len(p.operands) >= s.skip {
				p.rest = args[i:]
				return p
			}
			p.operands = append(p.operands, a)
		}
	}
	return p
}

// lookupSpec returns the spec of c, the longest path matching its name
// and first words, and the words after that path.
func lookupSpec(c *Command) (*spec, []Word) {
	var best *spec
	var rest []Word
	for _, s := range specIndex()[c.Name] {
		_, subs, _ := strings.Cut(s.path, " ")
		words, ok := matchSubs(s, c.Args, subs)
		if ok && (best == nil || len(s.path) > len(best.path)) {
			best, rest = s, words
		}
	}
	return best, rest
}

// specIndex returns the specs by command name, built on first use: not
// at start-up, where a one-shot guarded-sh -c whose command needs no spec
// would pay for it (a sync.OnceValue allocates at init, tables.go).
func specIndex() map[string][]*spec {
	specIdx.once.Do(func() {
		n := 0
		for _, t := range specTables {
			n += len(t)
		}
		specIdx.m = make(map[string][]*spec, n)
		for _, t := range specTables {
			for i := range t {
				name, _, _ := strings.Cut(t[i].path, " ")
				specIdx.m[name] = append(specIdx.m[name], &t[i])
			}
		}
	})
	return specIdx.m
}

var specIdx struct {
	once sync.Once
	m    map[string][]*spec
}

// matchSubs returns args after the subcommand words subs (space
// separated; a word may be a pattern: "*", "delete-*"), when args hold
// them in order. Options before a subcommand word are skipped with their
// values (aws --region X s3 rm, kubectl -n NS delete).
func matchSubs(s *spec, args []Word, subs string) ([]Word, bool) {
	for _, sub := range strings.Fields(subs) {
		for len(args) > 0 && strings.HasPrefix(args[0].Value, "-") && len(args[0].Value) > 1 {
			name, _, eq := strings.Cut(args[0].Value, "=")
			args = args[1:]
			if !eq && len(args) > 0 && (contains(s.long, name) || len(name) == 2 && strings.Contains(s.value, name[1:])) {
				args = args[1:]
			}
		}
		if len(args) == 0 || !args[0].Literal {
			return nil, false
		}
		if ok, _ := path.Match(sub, args[0].Value); !ok {
			return nil, false
		}
		args = args[1:]
	}
	return args, true
}

// specTables are the spec tables of every domain, searched by lookupSpec.
var specTables = [...][]spec{launcherSpecs, containerSpecs, infraSpecs, publishSpecs, agentSpecs, sysSpecs, credSpecs}
