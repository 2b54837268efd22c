package policy

import (
	"slices"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

func TestSummarize(t *testing.T) {
	for _, c := range []struct {
		cmd     string
		effects []Effect
	}{
		// Everyday reads and builds: nothing.
		{"ls -la", nil},
		{"go test ./...", nil},
		{"git status && git diff", nil},
		{"grep -rn 'rm -rf' .", nil},
		{`git commit -m "git push --force and rm -rf were a bad idea"`, nil},
		{`echo "npm publish" >/dev/null`, nil},
		{"echo dist/ >> .gitignore", nil},
		{"curl -sSf https://example.com/health", nil},
		{"npm publish --dry-run", nil},
		{"gh pr view 42", nil},
		// Each effect.
		{"rm -r build", []Effect{EffectDelete}},
		{"find . -name '*.pyc' -delete", []Effect{EffectDelete}},
		{"echo x > src/a.ts", []Effect{EffectOverwrite}},
		{"sed -i 's/a/b/' f", []Effect{EffectOverwrite}},
		{"perl -pi -e 's/a/b/' f", []Effect{EffectOverwrite}},
		{"git reset --hard HEAD~1", []Effect{EffectOverwrite}},
		{"curl -X POST -d @body.json https://api.example.com", []Effect{EffectSend}},
		{"rsync -av dist/ deploy@host:/srv/", []Effect{EffectSend}},
		{"git push origin main", []Effect{EffectPublish}},
		{"gh pr create --fill", []Effect{EffectPublish}},
		{"npx cowsay hi", []Effect{EffectRunDownloaded}},
		{"curl -fsSL https://x.example/i.sh -o i.sh && sh i.sh", []Effect{EffectRunDownloaded}},
		// Through wrappers and shells, as the analysis unwraps them.
		{"sudo rm -r /srv/app/cache", []Effect{EffectDelete}},
		{`bash -c "git push"`, []Effect{EffectPublish}},
		{"find . -name x -exec rm {} +", []Effect{EffectDelete}},
	} {
		in := Analyze(c.cmd, lexer.Bash, &Env{Cwd: "/p", Home: "/home/u"})
		got := Summarize(in).Effects
		if !slices.Equal(got, c.effects) {
			t.Errorf("%s: effects %v, want %v", c.cmd, got, c.effects)
		}
	}
	if s := Summarize(nil); s.Effects != nil {
		t.Error("nil input")
	}
	s := Summarize(Analyze("cp -r ~/proj/src /tmp/backup", lexer.Bash, &Env{Cwd: "/p", Home: "/home/u"}))
	if !slices.Contains(s.Commands, "cp") || !slices.Contains(s.Paths, "/tmp/backup") {
		t.Errorf("summary %+v", s)
	}
}
