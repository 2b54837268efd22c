//go:build linux

package shelltest

import (
	"errors"
	"testing"
	"time"

	"github.com/guarded-sh/guarded-sh/internal/testenv"
)

// requireShell skips the test when the shell is missing, or fails it when
// REQUIRE_SHELLS=1.
func requireShell(t *testing.T, name string) {
	t.Helper()
	testenv.NeedShell(t, name)
	if !Available(name) {
		t.Skipf("shelltest cannot run %s here", name)
	}
}

// modelCases check the N-prompts model: each input's verdict, and that no
// prompt comes after the N-th. want is the verdict in every shell unless
// per names a shell whose verdict differs.
var modelCases = []struct {
	in   string
	want bool
	per  map[string]bool
	// timing: the shell reads a line without printing a prompt, and the
	// verdict rests on polling the terminal; a loaded machine can fool
	// the poll, so a mismatch is logged, not failed.
	timing bool
}{
	{in: "echo hi"},
	{in: ""},
	{in: "\n\n"},
	{in: "echo a; echo b; echo c"},
	{in: "printf '%s\\n' a b | tr a b"},
	{in: "echo 'a", want: true},
	{in: "echo 'a\nb\nc'"},
	{in: "echo )"},                      // syntax error: back at PS1
	{in: "echo ) ; echo 'b"},            // the error drops the rest of the line
	{in: "echo )\necho 'b", want: true}, // but not the next line
	{in: "echo a \\", want: true},
	{in: "echo a |", want: true},
	{in: "echo a &&", want: true},
	{in: "echo `", want: true},
	{in: "echo $(( 1 +", want: true},
	{in: "echo ${x", want: true},
	{in: "echo ${x\n", want: true}, // dash reads on without PS2
	{in: "echo a\necho ${x\ny\n", want: true},
	{in: "echo \"${x\n", want: true},
	{in: "echo \"$(echo ')')\""},
	{in: "echo a # it's"},
	{in: "if true; then\necho a", want: true},
	{in: "for i in a b; do\necho $i\ndone"},
	{in: "f() {\necho a", want: true},
	{in: "case x in", want: true},
	{in: "case x in x) echo a;; esac"},
	{in: "cat <<EOF\nbody\nEOF"},
	{in: "cat <<EOF\nbody", want: true},
	{in: "cat <<'EOF'\nbody", want: true},
	{in: "cat <<-EOF\n\tbody\n\tEOF"},
	{in: "cat <<EOF\n'\nEOF\necho 'x", want: true},
	{in: "cat <<EOF )\nbody\nEOF"}, // error before the body is read: body and EOF run as commands
	{in: "echo $'it\\'s'", per: map[string]bool{"dash": true}},
	// bash reads the line after a backslash-newline in a heredoc body
	// without a prompt: replayed line by line.
	{in: "cat <<EOF\n\\\nEOF", timing: true},
	{in: "cat <<EOF\n\\", want: true, timing: true},
	{in: "echo after"},
}

func TestPromptModel(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			requireShell(t, name)
			s, err := Start(name)
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if err := s.Close(); err != nil {
					t.Error(err)
				}
			}()
			// The model is what is tested here, not the machine's speed:
			// under the full suite's load a prompt may take seconds.
			s.Timeout = 15 * time.Second
			fooled := false // a timing case went wrong: its side effects are excused
			for _, c := range modelCases {
				want := c.want
				if w, ok := c.per[name]; ok {
					want = w
				}
				fail := t.Errorf
				if c.timing {
					fail = func(format string, args ...any) {
						fooled = true
						t.Logf("timing case, not failed: "+format, args...)
					}
				}
				before := s.Stats()
				got, err := s.Waits(c.in)
				// A fresh shell after a syntax error is by design; any
				// other restart means ^C did not bring PS1 back.
				if after := s.Stats(); after.NoCancel != before.NoCancel || after.Starts-after.Restarts != before.Starts-before.Restarts {
					fail("%q: restarted (^C did not bring PS1 back)", c.in)
				}
				if err != nil {
					fail("%q: %v", c.in, err)
					continue
				}
				if got != want {
					fail("%q: waits=%v, want %v", c.in, got, want)
				}
				// No prompt may follow the N-th.
				time.Sleep(50 * time.Millisecond)
				if n := len(s.p.ev); n > 0 {
					fail("%q: %d prompt(s) after the last line's", c.in, n)
				}
				if c.timing && fooled {
					// Whatever the poll left behind must not reach the
					// next case.
					if err := s.restart(); err != nil {
						t.Fatal(err)
					}
				}
			}
			st := s.Stats()
			if !fooled && (st.Starts != 1+st.Restarts || st.NoCancel != 0 || st.Desyncs != 0 || st.Unknown != 0) {
				t.Errorf("stats %+v: want one start (and one per syntax error), no failed cancel, no desync", st)
			}
			t.Logf("stats %+v", st)
		})
	}
}

func TestRecovery(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			requireShell(t, name)
			s, err := Start(name)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			s.Timeout = 3 * time.Second
			// cat reads the terminal: no verdict; then exit kills the shell.
			for _, in := range []string{"cat", "exit"} {
				if _, err := s.Waits(in); !errors.Is(err, ErrUnknown) {
					t.Errorf("%q: err=%v, want ErrUnknown", in, err)
				}
				if got, err := s.Waits("echo 'a"); err != nil || !got {
					t.Errorf("after %q: echo 'a: waits=%v err=%v, want true", in, got, err)
				}
			}
			if _, err := s.Waits("echo \x04"); !errors.Is(err, ErrInput) {
				t.Errorf("control character: err=%v, want ErrInput", err)
			}
		})
	}
}

func TestCloseLeavesNothing(t *testing.T) {
	requireShell(t, "bash")
	s, err := Start("bash")
	if err != nil {
		t.Fatal(err)
	}
	sid := s.p.cmd.Process.Pid
	// A stopped background job in its own process group, and a running one.
	for _, in := range []string{"cat &", "(while :; do :; done) &"} {
		if _, err := s.Waits(in); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(sessionMembers(sid)); n < 3 {
		t.Fatalf("%d processes in the session, want at least 3", n)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if left := sessionMembers(sid); len(left) > 0 {
		t.Fatalf("processes left after Close: %v", left)
	}
}
