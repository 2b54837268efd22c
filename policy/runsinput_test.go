package policy

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

func TestRunsInput(t *testing.T) {
	for cmd, want := range map[string]bool{
		`eval "$(cat)"`:               true,
		`read l; eval "$l"`:           true,
		`while read l; do $l; done`:   true,
		`x=$(cat); sh -c "$x"`:        true,
		`cat | sh`:                    true,
		`sh`:                          true,
		`bash -s`:                     true,
		`exec bash -i`:                true,
		`python3`:                     true,
		`python3 -i`:                  true,
		`sqlite3 db.sqlite`:           false, // a file argument: but see below
		`source /dev/stdin`:           true,
		`. /proc/self/fd/0`:           true,
		`read x; echo "got $x"`:       false,
		`head -n1`:                    false,
		`cat > notes.txt`:             false,
		`python3 -c 'print(input())'`: false,
		`python3 script.py`:           false,
		`bash build.sh`:               false,
		`sh -c 'echo hi'`:             false,
		`echo ls | sh`:                false, // its input is known and judged
		`source ./env.sh`:             false,
		`eval "echo hi"`:              false,
		`git commit`:                  false,
		`at now`:                      true,
		`at -f job.sh now`:            false,
		`echo 'make' | at now`:        false, // its input is known and judged
		`atq; at -l`:                  false,
		`crontab -`:                   true,
		`crontab`:                     true,
		`crontab -l`:                  false,
		`crontab my.cron`:             false,
	} {
		in := Analyze(cmd, lexer.Bash, &Env{Cwd: "/tmp", Home: "/home/u"})
		if c, got := RunsInput(in); got != want {
			t.Errorf("RunsInput(%q) = %v (%+v); want %v", cmd, got, c, want)
		}
	}
}
