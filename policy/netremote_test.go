package policy

import (
	"net/url"
	"testing"
)

// TestPathUnescape: pathUnescape decodes as url.PathUnescape does, and
// fails where it fails.
func TestPathUnescape(t *testing.T) {
	for _, p := range []string{"", "/x/y.sh", "/a%2Fb.sh", "/x%2Esh", "/%", "/%4", "/%zz", "/%2", "/a+b", "/%e2%82%ac", "%41%42"} {
		checkPathUnescape(t, p)
	}
}

// FuzzPathUnescape holds pathUnescape to url.PathUnescape.
func FuzzPathUnescape(f *testing.F) {
	for _, p := range []string{"/x/y.sh", "/a%2Fb.sh", "/%", "/%4", "/%zz", "%41"} {
		f.Add(p)
	}
	f.Fuzz(checkPathUnescape)
}

func checkPathUnescape(t *testing.T, p string) {
	want, err := url.PathUnescape(p)
	got, ok := pathUnescape(p)
	if ok != (err == nil) || ok && got != want {
		t.Errorf("pathUnescape(%q) = %q, %v; url.PathUnescape: %q, %v", p, got, ok, want, err)
	}
}
