package policy

import "strings"

// A wordURL is a URL as a word writes it, perhaps after an option's name
// (--endpoint-url=http://localhost:4566): scheme://[user@]host[:port]rest,
// read as curl and RFC 3986 read the authority (it ends at the first /, ?
// or #; the user information ends at its last @). The one reading of a
// URL's parts for the rules that ask where a word points.
type wordURL struct {
	start   int    // where the scheme begins in the word
	scheme  string // as written
	user    string // the user information, before @
	hasUser bool
	host    string // as written; an IPv6 address keeps its [ ]
	port    string
	hasPort bool
	rest    string // the path, query and fragment: from the first /, ? or # on
}

// readURL returns the first URL written in the word v, whose scheme is
// the run of letters, digits, + . and - before its first "://"; ok is
// false when v holds no "://".
func readURL(v string) (u wordURL, ok bool) {
	at := strings.Index(v, "://")
	if at < 0 {
		return u, false
	}
	u.start = strings.LastIndexFunc(v[:at], func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '+' || r == '.' || r == '-')
	}) + 1
	u.scheme = v[u.start:at]
	authority := v[at+3:]
	if end := strings.IndexAny(authority, "/?#"); end >= 0 {
		authority, u.rest = authority[:end], authority[end:]
	}
	if i := strings.LastIndexByte(authority, '@'); i >= 0 {
		u.user, u.hasUser, authority = authority[:i], true, authority[i+1:]
	}
	u.host = authority
	if strings.HasPrefix(authority, "[") {
		if i := strings.IndexByte(authority, ']'); i > 0 {
			u.host = authority[:i+1]
			u.port, u.hasPort = strings.CutPrefix(authority[i+1:], ":")
		}
	} else {
		u.host, u.port, u.hasPort = strings.Cut(authority, ":")
	}
	return u, true
}

// hostPort is the host and its port, as written.
func (u wordURL) hostPort() string {
	if u.hasPort {
		return u.host + ":" + u.port
	}
	return u.host
}

// path is the URL's path, percent-decoded (%2E is .), without query and
// fragment; a malformed escape stays as written, as a client sends it.
func (u wordURL) path() string {
	p, _, _ := strings.Cut(u.rest, "?")
	p, _, _ = strings.Cut(p, "#")
	return percentDecoded(p)
}

// validPort reports whether the port, if one is written, is digits.
func (u wordURL) validPort() bool {
	return !u.hasPort || u.port != "" && strings.Trim(u.port, "0123456789") == ""
}
