package policy

import (
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestRunsRunTimeCode is issue 11.4: in feed mode a value read while the
// input runs must not reach a code position, whatever the language.
func TestRunsRunTimeCode(t *testing.T) {
	for cmd, want := range map[string]bool{
		`read -r x; python3 -c "$x"`:                       true,
		`read -r x; perl -e "system(q($x))"`:               true,
		`read -r x; node -e "$x"`:                          true,
		`read -r x; ruby -e "$x"`:                          true,
		`read -r x; php -r "$x"`:                           true,
		`read -r x; lua -e "$x"`:                           true,
		`IFS= read -r x; python3.12 -c "import os; $x"`:    true,
		`python3 -c "$(cat)"`:                              true,
		`python3 -c "$(head -n1)"`:                         true,
		`x=$(cat); perl -e "$x"`:                           true,
		`mapfile -t a; python3 -c "${a[0]}"`:               true,
		`readarray a; node -e "${a[*]}"`:                   true,
		`read -r x; python3 <<< "$x"`:                      true,
		"read -r x; python3 - <<EOF\n$x\nEOF":              true,
		`read -r x; bash <(echo "$x")`:                     true,
		`read -r x; source <(echo "$x")`:                   true,
		`read -r f; python3 "$f"`:                          true,
		`read -r x; awk "BEGIN { system(\"$x\") }"`:        true,
		`read -r x; sed "s/^/$x/e" f`:                      true,
		`read -r x; pwsh -c "$x"`:                          true,
		`read -r x; sudo python3 -c "$x"`:                  true,
		`read -r x; timeout 5 env perl -e "$x"`:            true,
		`xargs python3 -c`:                                 true,
		`xargs -I{} perl -e '{}'`:                          true,
		`xargs env`:                                        true,
		`read -r x; bash -c "python3 -c \"$x\""`:           true, // the outer shell puts $x in the string
		`read -r x; export x; bash -c 'python3 -c "$x"'`:   true,
		`python3 -c 'print(input())'`:                      false,
		`python3 -c "print('$HOME')"`:                      false,
		`read -r x; echo "$x" > notes.txt`:                 false,
		`awk '{print $1}' f`:                               false,
		`sed -n '1,5p' f`:                                  false,
		`perl -ne 'print if /x/' f`:                        false,
		`python3 -c 'import sys; print(sys.argv[1])' "$x"`: false,
		"python3 - <<'EOF'\nprint(1)\nEOF":                 false,
	} {
		in := Analyze(cmd, lexer.Bash, &Env{Cwd: "/tmp", Home: "/home/u"})
		if c, got := RunsInput(in); got != want {
			t.Errorf("RunsInput(%q) = %v (%+v); want %v", cmd, got, c, want)
		}
	}
}
