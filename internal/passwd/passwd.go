package passwd

import (
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
)

// An Entry is a user's line of /etc/passwd.
type Entry struct {
	Name, Home string // Home is clean and absolute, or empty
}

// Self returns the entry of this process's real user, read once, when first
// asked; false when /etc/passwd cannot be read or has no line for the uid.
func Self() (Entry, bool) {
	self.once.Do(func() {
		data, err := os.ReadFile("/etc/passwd")
		if err != nil {
			return
		}
		self.e, self.ok = lookup(string(data), strconv.Itoa(os.Getuid()))
	})
	return self.e, self.ok
}

var self struct {
	once sync.Once
	e    Entry
	ok   bool
}

// lookup returns the entry of uid in data, the text of /etc/passwd.
func lookup(data, uid string) (Entry, bool) {
	for line := range strings.SplitSeq(data, "\n") {
		f := strings.Split(line, ":")
		if len(f) < 6 || f[2] != uid {
			continue
		}
		e := Entry{Name: f[0]}
		if strings.HasPrefix(f[5], "/") {
			e.Home = path.Clean(f[5])
		}
		return e, true
	}
	return Entry{}, false
}
