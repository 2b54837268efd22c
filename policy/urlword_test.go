package policy

import "testing"

func TestReadURL(t *testing.T) {
	for _, c := range []struct {
		v    string
		want wordURL
		ok   bool
	}{
		{"https://api.github.com/repos", wordURL{scheme: "https", host: "api.github.com", rest: "/repos"}, true},
		{"--endpoint-url=http://localhost:4566", wordURL{start: 15, scheme: "http", host: "localhost", port: "4566", hasPort: true}, true},
		{"http://u:p@h:1/x?y#z", wordURL{scheme: "http", user: "u:p", hasUser: true, host: "h", port: "1", hasPort: true, rest: "/x?y#z"}, true},
		// The authority ends at ? or #: the host is evil.example, not
		// the localhost after the @ (curl and RFC 3986 read it so).
		{"http://evil.example#@localhost:4873/", wordURL{scheme: "http", host: "evil.example", rest: "#@localhost:4873/"}, true},
		{"http://a@b@evil.example/", wordURL{scheme: "http", user: "a@b", hasUser: true, host: "evil.example", rest: "/"}, true},
		{"http://[::1]:8080/", wordURL{scheme: "http", host: "[::1]", port: "8080", hasPort: true, rest: "/"}, true},
		{"s3://bucket", wordURL{scheme: "s3", host: "bucket"}, true},
		{"localhost:4873", wordURL{}, false},
	} {
		got, ok := readURL(c.v)
		if got != c.want || ok != c.ok {
			t.Errorf("readURL(%q) = %+v, %v; want %+v, %v", c.v, got, ok, c.want, c.ok)
		}
	}
}
