package policy

import (
	"os"
	"path"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestMvAwayFileInSystemDir: mv of a file directly in /etc to a name
// beside it (adduser.preinst, ca-certificates.postinst: /etc/x.conf to
// x.conf.dpkg-old) is a rename, not a system directory moved away; a
// directory there, or a link (/lib on a merged /usr), still is.
func TestMvAwayFileInSystemDir(t *testing.T) {
	p := New(WithProfile(ProfileRoot))
	env := &Env{Cwd: "/tmp"}
	ents, err := os.ReadDir("/etc")
	if err != nil {
		t.Skip(err)
	}
	var file, dir string
	for _, e := range ents {
		full := path.Join("/etc", e.Name())
		switch {
		case e.Type().IsRegular() && file == "":
			if v := p.Check("mv "+full+" "+full+".dpkg-old", lexer.Bash, env); v.Action == Allow || v.First().Rule != "fs.overwrite-system" {
				file = full
			}
		case e.IsDir() && dir == "":
			dir = full
		}
	}
	if file == "" || dir == "" {
		t.Skip("no plain file and directory in /etc")
	}
	if v := p.Check("mv "+file+" "+file+".dpkg-old", lexer.Bash, env); v.First().Rule == "fs.mv-away" {
		t.Errorf("mv of the file %s is refused as moving a system directory: %+v", file, v.First())
	}
	for _, c := range []string{"mv " + dir + " " + dir + ".old", "mv " + file + " /tmp/x", "mv " + file + " /etc", "mv /etc /tmp/x", "mv /etc/no-such-file-here /etc/x"} {
		if got := p.Check(c, lexer.Bash, env).First().Rule; got != "fs.mv-away" {
			t.Errorf("%s: rule %q, want fs.mv-away", c, got)
		}
	}
	if fi, err := os.Lstat("/lib"); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		if got := p.Check("mv /lib /lib.old", lexer.Bash, env).First().Rule; got != "fs.mv-away" {
			t.Errorf("mv /lib (a link to a directory): rule %q, want fs.mv-away", got)
		}
	}
}
