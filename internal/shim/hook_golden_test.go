package shim

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

var updateGolden = flag.Bool("update", false, "rewrite the want sections of testdata/hook/*/*.txtar")

// hookBig is the command of the over-long cases (@BIG@ in their input):
// longer to check than the 1ms they are given.
var hookBig = strings.ReplaceAll(strings.Repeat("echo line | tr a-z A-Z\n", 40000)+"ls\n", "\n", `\n`)

// whyFix drops the words of a refusal's why and fix, which are the
// policy's to change; the rule, the decision and the shape stay.
var whyFix = regexp.MustCompile(`(guarded-sh: (?:why|fix): )(?:[^\\"\n]|\\[^n])*`)

// TestHookGolden runs each protocol's cases (testdata/hook/PROTOCOL/*.txtar:
// an input, optional env and config, and the wanted exit status, standard
// output and standard error).
func TestHookGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/hook/*/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatal("no cases", err)
	}
	for _, file := range files {
		proto := filepath.Base(filepath.Dir(file))
		t.Run(proto+"/"+strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sections := map[string]string{}
			for _, f := range ar.Files {
				sections[f.Name] = string(f.Data)
			}
			home := t.TempDir()
			environ := []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "GUARDED_SH_AUDIT=off", "SHELL=/bin/bash"}
			if cfg, ok := sections["config"]; ok {
				environ = append(environ, "GUARDED_SH_CONFIG="+writeConfig(t, cfg))
			}
			for _, kv := range strings.Fields(sections["env"]) {
				environ = append(environ, kv)
			}
			in := strings.ReplaceAll(strings.TrimSuffix(sections["input"], "\n"), "@BIG@", hookBig)
			var stdout, stderr strings.Builder
			err = Run(context.Background(), []string{"guarded-sh", "--guard", "hook", proto}, environ,
				Stdio{In: strings.NewReader(in), Out: &stdout, Err: &stderr})
			code := 0
			var ee *ExitError
			if errors.As(err, &ee) {
				code = ee.Code
				if ee.Err != nil {
					fmt.Fprintf(&stderr, "guarded-sh: %v\n", ee.Err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			got := fmt.Sprintf("exit %d\nstdout: %s\nstderr: %s\n", code, stdout.String(), stderr.String())
			got = whyFix.ReplaceAllString(strings.ReplaceAll(got, home, "$HOME"), "$1…")
			if *updateGolden {
				for i := range ar.Files {
					if ar.Files[i].Name == "want" {
						ar.Files[i].Data = []byte(got)
					}
				}
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if want := sections["want"]; got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}
