package policy

import (
	"slices"
	"strings"
)

// Tools that empty a directory named in an option before they write into
// it (pytest's --basetemp, a site generator's output directory, cargo
// clean --target-dir): given the home directory, the root, a system
// directory or the user's files, they delete it as rm -r would.

// An emptiedDir is a command whose option names a directory it empties.
type emptiedDir struct {
	path string   // the command and subcommand words: "pytest", "mkdocs build"
	sp   spec     // its options that take a value
	opts []string // those whose value is the directory emptied
	need []string // an option one of which must be given for it to empty it ("" entries: none needed)
}

// emptiedDirs are the tools that empty a directory given in an option.
var emptiedDirs = []emptiedDir{
	{"pytest", pytestSpec, []string{"--basetemp"}, nil},
	{"py.test", pytestSpec, []string{"--basetemp"}, nil},
	{"python -m pytest", pytestSpec, []string{"--basetemp"}, nil},
	{"python3 -m pytest", pytestSpec, []string{"--basetemp"}, nil},
	{"mkdocs build", spec{value: "fd", long: []string{"--config-file", "--site-dir"}}, []string{"-d", "--site-dir"}, nil},
	{"jekyll build", spec{value: "sdc", long: []string{"--source", "--destination", "--config"}}, []string{"-d", "--destination"}, nil},
	{"mdbook build", spec{value: "d", long: []string{"--dest-dir"}}, []string{"-d", "--dest-dir"}, nil},
	{"hugo", spec{value: "dscb", long: []string{"--destination", "--source", "--config", "--baseURL"}}, []string{"-d", "--destination"}, []string{"--cleanDestinationDir"}},
	{"vite build", spec{value: "cm", long: []string{"--outDir", "--config", "--mode", "--base"}}, []string{"--outDir"}, []string{"--emptyOutDir"}},
	{"ng build", spec{value: "c", long: []string{"--output-path", "--configuration"}}, []string{"--output-path"}, nil},
	{"docusaurus build", spec{long: []string{"--out-dir", "--config", "--locale"}}, []string{"--out-dir"}, nil},
	{"cargo clean", spec{value: "p", long: []string{"--target-dir", "--package", "--manifest-path", "--profile"}}, []string{"--target-dir"}, nil},
	{"tsup", spec{value: "d", long: []string{"--out-dir", "--format", "--target"}}, []string{"-d", "--out-dir"}, []string{"--clean"}},
	{"webpack", spec{value: "co", long: []string{"--config", "--output-path", "--mode"}}, []string{"-o", "--output-path"}, []string{"--output-clean"}},
}

// pytestSpec reads pytest's options that take a value.
var pytestSpec = spec{value: "kmpcor", long: []string{"--basetemp", "--rootdir", "--confcutdir", "--junitxml", "--cov", "--ignore", "--deselect"}}

// fsEmptied refuses a tool told to empty a protected directory.
func fsEmptied(ctx *Context, c *Command) []Finding {
	var words []string
	for i := range emptiedDirs {
		e := &emptiedDirs[i]
		if name, _, _ := strings.Cut(e.path, " "); name != c.Name {
			continue // most commands: no words split, none copied
		}
		if words == nil {
			words = append([]string{c.Name}, c.Values()...)
		}
		head := strings.Fields(e.path)
		if len(words) < len(head) || !slices.Equal(words[:len(head)], head) {
			continue
		}
		p := parseArgs(&e.sp, c.Args[len(head)-1:])
		if len(e.need) > 0 && !p.has(e.need...) {
			return nil
		}
		w, ok := p.valueWord(e.opts...)
		if !ok {
			return nil
		}
		kind, known := fsTarget(ctx.Env, w)
		if !known || kind == fsSafe {
			return nil
		}
		return []Finding{finding(fsRmRule[kind], c, e.path+" empties the directory it is given ("+w.Value+"), "+fsWhat[kind]+": as rm -r of it, which cannot be undone",
			"give it a directory of its own inside the project, e.g. `"+e.path+" "+e.opts[0]+" ./build/tmp`")}
	}
	return nil
}
