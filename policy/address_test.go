package policy

import (
	"net/netip"
	"testing"
)

// TestHostAddress pins the forms hostAddress reads (inet_aton's, IPv6
// literals, names of wildcard DNS services) and those it does not,
// IPv6 against net/netip; the policy reads them itself, allocating
// nothing, as it asks of every word.
func TestHostAddress(t *testing.T) {
	for in, want := range map[string]string{
		"1.2.3.4":              "1.2.3.4",
		"16909060":             "1.2.3.4",
		"0x01020304":           "1.2.3.4",
		"0X1.0x2.0x3.0x4":      "1.2.3.4",
		"1.2.772":              "1.2.3.4",
		"1.131844":             "1.2.3.4",
		"01.02.03.04":          "1.2.3.4",
		"010.0.0.1":            "8.0.0.1",
		"1.2.3.4.nip.io":       "1.2.3.4",
		"1-2-3-4.sslip.io":     "1.2.3.4",
		"app-1-2-3-4.sslip.io": "1.2.3.4",
		"::ffff:1.2.3.4":       "1.2.3.4",
		"2606:4700::1111":      "2606:4700::1111",
		"1:2:3:4:5:6:7:8":      "1:2:3:4:5:6:7:8",
		"::":                   "::",
		"1:2:3:4:5:6:1.2.3.4":  "1:2:3:4:5:6:102:304",
		"4294967295":           "255.255.255.255",
		"4294967296":           "",
		"1.16777216":           "",
		"256.1.1.1":            "",
		"08":                   "",
		"0x":                   "",
		"0o17":                 "",
		"0O17":                 "",
		"0B1":                  "",
		"1_000":                "",
		"1..2":                 "",
		"1.2.3.4.5":            "1.2.3.4",
		"1:2:3:4:5:6:7:8:9":    "",
		"1:::2":                "",
		"1::2::3":              "",
		"12345::":              "",
		"status":               "",
		"--short":              "",
		"-count=1":             "",
		"":                     "",
	} {
		got := ""
		if a, ok := hostAddress(in); ok {
			if a.v4 {
				got = netip.AddrFrom4([4]byte(a.b[:4])).String()
			} else {
				got = netip.AddrFrom16(a.b).String()
			}
		}
		if got != want {
			t.Errorf("hostAddress(%q) = %q, want %q", in, got, want)
		}
		if n := testing.AllocsPerRun(10, func() { hostAddress(in) }); n != 0 {
			t.Errorf("hostAddress(%q) allocates %v times", in, n)
		}
	}
	for _, in := range []string{"2606:4700::1111", "fe80::1", "::1", "1::", "::ffff:1.2.3.4", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7", "1:2", "1:2:3:4:5:6:7:8:9", "g::1", "12345::1", ":1::", "1::2:"} {
		want, err := netip.ParseAddr(in)
		a, ok := parseIPv6(in)
		if ok != (err == nil) || ok && netip.AddrFrom16(a.b).Unmap() != want.Unmap() && !(a.v4 && netip.AddrFrom4([4]byte(a.b[:4])) == want.Unmap()) {
			t.Errorf("parseIPv6(%q) = %v %v, netip %v %v", in, a, ok, want, err)
		}
	}
}
