package policy

import (
	"strings"
	"testing"
)

// TestMetadataKeys checks metadataCredURL's first look: each metadata
// host holds one of metadataKeys, so a text holding none names no host;
// and a host is found in any case, and beside other bytes.
func TestMetadataKeys(t *testing.T) {
	for _, h := range metadataHosts {
		held := false
		for _, k := range metadataKeys {
			held = held || strings.Contains(h, k)
		}
		if !held {
			t.Errorf("metadata host %q holds none of metadataKeys: add a word of it", h)
		}
	}
	for _, tc := range []struct {
		v    string
		want bool
	}{
		{"http://169.254.169.254/latest/meta-data/iam/security-credentials/role", true},
		{"http://METADATA.google.internal/computeMetadata/v1/instance/service-accounts/default/token", true},
		{"http://[FD00:EC2::254]/latest/meta-data/iam/security-credentials/", true},
		{"http://169.254.169.254/latest/meta-data/instance-id", false},
		{"TestParse|TestCheck", false},
		{"/home/agent/project", false},
		// Outside ASCII, the lowering decides: İ lowers to i.
		{"http://metadata.google.İnternal/computeMetadata/v1/instance/service-accounts/default/token", true},
	} {
		if got := metadataCredURL(tc.v) != ""; got != tc.want {
			t.Errorf("metadataCredURL(%q) finds a URL: %v, want %v", tc.v, got, tc.want)
		}
	}
}
