package shim

import (
	"os"
	"os/user"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/guard"
)

// who is the user and host interactive mode's prompt names.
type who struct {
	user, host, home string
	root             bool
}

// whoAmI reads the user (the password database's name, as bash's \u,
// else USER, else the uid), the host name up to its first dot, and the
// home directory (HOME, as \w).
func whoAmI(getenv func(string) string) who {
	w := who{user: getenv("USER"), home: getenv("HOME"), root: os.Geteuid() == 0}
	if u, err := user.Current(); err == nil && u.Username != "" {
		w.user = u.Username
	} else if w.user == "" {
		w.user = strconv.Itoa(os.Geteuid())
	}
	w.host, _ = os.Hostname()
	w.host, _, _ = strings.Cut(w.host, ".")
	return w
}

// prompt is the primary prompt in dir, as bash's default PS1 (\u@\h:\w\$)
// shows it: the home directory as ~, # for root; control characters in a
// name written as escapes, never sent to the terminal.
func (w who) prompt(dir string) string {
	home := strings.TrimSuffix(w.home, "/")
	switch {
	case home != "" && dir == home:
		dir = "~"
	case home != "" && strings.HasPrefix(dir, home+"/"):
		dir = "~" + dir[len(home):]
	}
	sign := "$"
	if w.root {
		sign = "#"
	}
	return guard.Printable(w.user + "@" + w.host + ":" + dir + sign + " ")
}
