package policy

import (
	"path"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/shquote"
)

// File transfer clients read commands of their own language, from an
// option (lftp -e/-c, smbclient -c), a batch file (sftp -b -) or their
// standard input (sftp HOST <<< 'put .env', ftp <<EOF): put sends a local
// file to the host, mirror -R a whole tree, rm deletes there, and !CMD runs
// CMD here. Each is carried as the shell command that does the same (scp
// FILE HOST:, rsync -a DIR HOST:, ssh HOST rm, CMD), judged by every rule.

// A transferClient is how a transfer client reads its commands: its
// options (textOpts hold commands or name a batch file: -b, -f), and
// whether they separate with ; as well as newlines (semi).
type transferClient struct {
	opts spec
	semi bool
}

// transferCarried returns the shell commands the transfer client c's own
// commands stand for; none when c is not one or its commands are unknown.
func transferCarried(c *Command) []carriedCode {
	if c.Name == "curl" {
		return curlQuoted(c)
	}
	tc := transferClients.ref(c.Name)
	if tc == nil {
		return nil
	}
	s := &tc.opts
	p := parseArgs(s, c.Args)
	host, root := "remote", ""
	if len(p.operands) > 0 {
		v := p.operands[len(p.operands)-1].Value
		host = transferHost(v)
		if _, share, _ := strings.Cut(strings.TrimLeft(trimScheme(v), `/\`), "/"); c.Name == "smbclient" && share != "" {
			// A share's paths are its own folders, the data the file
			// server serves: read as a server's application directory
			// (fsServerAppTops), where a recursive delete is refused.
			root = "/srv/" + strings.Trim(share, "/")
		}
	}
	var texts []string
	fromStdin := len(s.extra().textOpts) == 0 || c.Name == "sftp"
	for _, o := range p.opts {
		if !o.hasValue || !s.extra().textOpts.has(o.name) {
			continue
		}
		if o.name == "-b" || o.name == "-f" {
			fromStdin = o.value == "-" || o.value == "/dev/stdin"
			continue // a batch file: only standard input's text is known here
		}
		texts = append(texts, o.value)
	}
	if fromStdin && c.Stdin != nil {
		texts = append(texts, *c.Stdin)
	}
	if root == "" {
		// The directory a session starts in on the host, and those cd
		// moves to, hold the files the server serves or takes in (an
		// FTP drop folder, an SFTP partner's inbound): read as a
		// server's application directory, as a share's are, so a
		// delete of all of it (mdelete *, rm -r DIR) is refused as
		// one of served data is.
		root = "/srv/" + c.Name
	}
	var out []carriedCode
	base := root
	for _, text := range texts {
		dir, real := "/", "" // the session's directory, below base; the host's, once a cd names it
		for line := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == '\n' || r == ';' && tc.semi }) {
			if f := strings.Fields(line); len(f) > 1 && strings.EqualFold(f[0], "open") && !strings.HasPrefix(f[len(f)-1], "-") {
				// open [-u USER,PASS] [-p PORT] HOST (lftp's, ftp's):
				// the host the later lines send to.
				host = transferHost(f[len(f)-1])
				continue
			}
			if f := strings.Fields(line); len(f) == 2 && strings.EqualFold(f[0], "cd") {
				// cd DIR: the host's directory the later lines' relative
				// paths are in. Wherever it leads (cd /var/www, cd
				// ../..), it is the host's, whose files are the ones the
				// server serves: kept below base, as a chroot keeps it,
				// not read as this machine's /var/www.
				// (Where a cd names the host's own directory, cd /etc,
				// its paths are read as that directory's too.)
				if d := strings.Trim(f[1], `"'`); strings.HasPrefix(d, "/") {
					dir, real = path.Clean(d), path.Clean(d)
				} else if !strings.HasPrefix(d, "~") {
					dir = path.Join(dir, d)
					if real != "" {
						real = path.Join(real, d)
					}
				}
				root = path.Join(base, dir)
				continue
			}
			if code := transferLine(strings.TrimSpace(line), host, base, root, real); code != "" {
				out = append(out, carriedCode{c.Name + " " + strings.Fields(line)[0], Word{Value: code, Literal: true}})
			}
		}
		root = base
	}
	return out
}

// trimScheme returns v without its URL scheme (ftp://user@host/dir is
// user@host/dir).
func trimScheme(v string) string {
	if i := strings.Index(v, "://"); i >= 0 {
		return v[i+3:]
	}
	return v
}

// transferHost returns the host a transfer client's operand or open
// command names: ftp://user@host/dir, //host/share (smbclient),
// user@host. edi@sftp.example: the account's commands are the client's
// own, not a forced command ssh USER@HOST WORDS may stand for
// (sshAccount).
func transferHost(v string) string {
	host, _, _ := strings.Cut(strings.TrimLeft(trimScheme(v), `/\`), "/")
	if _, h, ok := strings.Cut(host, "@"); ok {
		host = h
	}
	return host
}

// transferLine returns the shell command one line of a transfer client's
// commands stands for, sent to host: "" for one that stays on the host's
// side without deleting (cd, ls, get) or is not known. dirs, those set,
// are the directories on the host its relative paths of a delete are
// read in, each (the served root's, the host's own); base, when set, is
// where the host's served files are read: an absolute path is read both
// as itself and below it.
func transferLine(line, host, base string, dirs ...string) string {
	if code, ok := strings.CutPrefix(line, "!"); ok {
		return code // a local shell command
	}
	f := strings.Fields(line)
	if len(f) == 0 {
		return ""
	}
	var flags, ops []string
	for _, w := range f[1:] {
		if strings.HasPrefix(w, "-") {
			flags = append(flags, w)
		} else {
			ops = append(ops, localWord(strings.Trim(w, `"'`)))
		}
	}
	if len(ops) == 0 {
		return ""
	}
	has := func(names ...string) bool {
		for _, fl := range flags {
			for _, n := range names {
				if fl == n || !strings.HasPrefix(fl, "--") && len(n) == 2 && strings.Contains(fl[1:], n[1:]) {
					return true
				}
			}
		}
		return false
	}
	dest := host + ":"
	switch strings.ToLower(f[0]) {
	case "put", "reput", "send", "append":
		if len(ops) > 1 {
			dest += ops[1]
		}
		return "scp -r " + ops[0] + " " + shquote.Single(dest)
	case "mput":
		return "scp -r " + strings.Join(ops, " ") + " " + shquote.Single(dest)
	case "mirror":
		if !has("-R", "--reverse") {
			return ""
		}
		if len(ops) > 1 {
			dest += ops[1]
		}
		return "rsync -a " + ops[0] + " " + shquote.Single(dest)
	case "rm", "del", "delete", "mdelete", "mrm", "rmdir", "deltree":
		r := ""
		if has("-r", "-f") || strings.EqualFold(f[0], "deltree") {
			r = "-rf "
		}
		var paths []string
		for _, op := range ops {
			w := strings.Trim(op, "'")
			switch {
			case strings.HasPrefix(w, "~"):
				paths = append(paths, op)
			case strings.HasPrefix(w, "/"):
				// The host's own path, and the files its server serves
				// there (rm /var/www/*: a site's, not this machine's
				// web root).
				paths = append(paths, op)
				if base != "" {
					paths = append(paths, shquote.Single(path.Join(base, w)))
				}
			default:
				n := 0
				for _, d := range dirs {
					if d != "" {
						paths = append(paths, shquote.Single(d+"/"+w))
						n++
					}
				}
				if n == 0 {
					paths = append(paths, op)
				}
			}
		}
		return "ssh " + shquote.Single(host) + " rm " + r + strings.Join(paths, " ")
	}
	return ""
}

// localWord quotes w, a local path of a transfer client's command, for
// the shell command it is carried as, leaving a leading ~ to expand:
// the clients that take ~ read it as the home directory, the worst
// reading of one that does not.
func localWord(w string) string {
	if rest, ok := strings.CutPrefix(w, "~/"); ok {
		return "~/" + shquote.Single(rest)
	}
	if w == "~" {
		return w
	}
	return shquote.Single(w)
}

// curlQuoted returns the shell commands curl's -Q/--quote commands stand
// for, sent to the host of its URL: FTP's DELE FILE and RMD DIR, SFTP's
// rm and rmdir (a leading -, + or * only says when it is sent), their
// relative paths in the URL's directory, read as served data
// (transferCarried's root).
func curlQuoted(c *Command) []carriedCode {
	s, args := lookupSpec(c)
	if s == nil {
		return nil
	}
	p := parseArgs(s, args)
	quotes := p.values("-Q", "--quote")
	if len(quotes) == 0 {
		return nil
	}
	host, root := "remote", "/srv/curl"
	for _, o := range p.operands {
		scheme, rest, ok := strings.Cut(o.Value, "://")
		if !ok || !o.Literal || !transferSchemes.hasLower(scheme) {
			continue
		}
		h, dir, _ := strings.Cut(rest, "/")
		if _, after, ok := strings.Cut(h, "@"); ok {
			h = after
		}
		host = h
		if dir = strings.TrimSuffix(dir, "/"); dir != "" {
			if i := strings.LastIndexByte(dir, '/'); i >= 0 && !strings.HasSuffix(o.Value, "/") {
				dir = dir[:i] // ftp://h/outbound/file.x12: the file's directory
			} else if i < 0 && !strings.HasSuffix(o.Value, "/") {
				dir = ""
			}
			if dir != "" {
				root = "/" + dir
			}
		}
		break
	}
	var out []carriedCode
	for _, q := range quotes {
		line := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(q), "-+*"))
		verb, rest, _ := strings.Cut(line, " ")
		switch strings.ToUpper(verb) {
		case "DELE":
			line = "delete " + rest
		case "RMD", "XRMD":
			line = "rmdir " + rest
		}
		if code := transferLine(line, host, "/srv/curl", root); code != "" {
			out = append(out, carriedCode{"curl --quote", Word{Value: code, Literal: true}})
		}
	}
	return out
}
