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

// path is the URL's path, decoded (%2E is .), without query and
// fragment; ok is false for a path whose escapes are malformed.
func (u wordURL) path() (p string, ok bool) {
	p, _, _ = strings.Cut(u.rest, "?")
	p, _, _ = strings.Cut(p, "#")
	return pathUnescape(p)
}

// pathUnescape decodes each %XX of p as url.PathUnescape does; ok is false
// when a % is not followed by two hex digits. net/url is not linked: its
// net/netip's init ran at every start-up (TestInitsAllocateNothing).
func pathUnescape(p string) (string, bool) {
	i := strings.IndexByte(p, '%')
	if i < 0 {
		return p, true
	}
	b := make([]byte, 0, len(p))
	b = append(b, p[:i]...)
	for ; i < len(p); i++ {
		if p[i] != '%' {
			b = append(b, p[i])
			continue
		}
		if i+2 >= len(p) || !isHexDigit(p[i+1]) || !isHexDigit(p[i+2]) {
			return "", false
		}
		b = append(b, byte(hexVal(p[i+1])<<4|hexVal(p[i+2])))
		i += 2
	}
	return string(b), true
}

// validPort reports whether the port, if one is written, is digits.
func (u wordURL) validPort() bool {
	return !u.hasPort || u.port != "" && strings.Trim(u.port, "0123456789") == ""
}
