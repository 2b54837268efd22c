package policy

import (
	"net/url"
	"testing"
)

// urlCases are URLs as runners are handed them: ports, user info, queries,
// fragments, escapes, and the malformed ones url.Parse refuses.
var urlCases = []string{
	"https://raw.githubusercontent.com/x/y/main/run.ts",
	"https://example.org/a.ts",
	"http://host:8080/x/y.sh?token=1#top",
	"https://user:pw@host/x.py",
	"https://user@evil.example@host/x.py",
	"https://host",
	"https://host?x=/y.sh",
	"https://host#/y.sh",
	"https:///x.sh",
	"https://host/a%2Fb.sh",
	"https://host/x%2Esh",
	"https://[::1]:8443/x.js",
	"https://[fe80::1%25eth0]/x.js",
	"ftp://files.example/pub/install.sh",
	"HTTPS://Raw.GitHubUserContent.com/x/y.sh",
	"https://host/x.sh?",
	"https://host/x.sh#%zz",                 // url.Parse: invalid escape in the fragment
	"https://host/x%zz.sh",                  // and in the path
	"https://raw%2Egithubusercontent.com/x", // an escape in the host
	"https://host:abc/x.sh",                 // a port that is none
	"https://ho st/x.sh",                    // a space in the host
	"https://host/x.sh\n",                   // a control byte
	`https://raw.githubusercontent.com\@evil.example/x.sh`,
	"https://gist.github.com/u/0123/raw",
	"https://host/%",
	"https://host/%4",
}

// TestURLHostPath: urlHostPath reads every URL url.Parse accepts as it
// does (host and path), and reads the others as a client fetching them
// would.
func TestURLHostPath(t *testing.T) {
	for _, v := range urlCases {
		checkURLHostPath(t, v)
	}
	for v, want := range map[string][2]string{
		"https://host/x.sh#%zz":                                {"host", "/x.sh"},
		"https://host/x%zz.sh":                                 {"host", "/x%zz.sh"},
		"https://raw%2Egithubusercontent.com/x":                {"raw.githubusercontent.com", "/x"},
		`https://raw.githubusercontent.com\@evil.example/x.sh`: {"evil.example", "/x.sh"},
		"https://host/%4":                                      {"host", "/%4"},
	} {
		if host, p := urlHostPath(v); host != want[0] || p != want[1] {
			t.Errorf("urlHostPath(%q) = %q, %q; want %q, %q", v, host, p, want[0], want[1])
		}
	}
	for v, want := range map[string]bool{
		"https://raw.githubusercontent.com/x/y/main/run.ts": true,
		"https://example.org/a.ts":                          true,
		"https://example.org/a.ts#%zz":                      true, // url.Parse refused it, and it was let through
		"https://example.org/docs/":                         false,
		"https://example.org/index.php":                     false,
		"https://raw%2Egithubusercontent.com/x/y":           true,
		"https:///a.ts":                                     false,
	} {
		if got := codeURL(v); got != want {
			t.Errorf("codeURL(%q) = %v, want %v", v, got, want)
		}
	}
}

// FuzzURLHostPath holds urlHostPath to url.Parse on the URLs it accepts.
func FuzzURLHostPath(f *testing.F) {
	for _, v := range urlCases {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v string) {
		checkURLHostPath(t, "https://"+v)
	})
}

func checkURLHostPath(t *testing.T, v string) {
	t.Helper()
	u, err := url.Parse(v)
	if err != nil {
		return // urlHostPath reads it anyway; TestURLHostPath says how
	}
	if host, p := urlHostPath(v); host != u.Host || p != u.Path {
		t.Errorf("urlHostPath(%q) = %q, %q; url.Parse: %q, %q", v, host, p, u.Host, u.Path)
	}
}
