package policy

import (
	"math/rand"
	"strings"
	"testing"
)

// TestAnchorsCover proves the anchor gates sound: every entry of each
// table a gate stands for holds one of the table's anchors (gates_sys.go).
func TestAnchorsCover(t *testing.T) {
	tables := anchorTables()
	holds := func(bit anchorBits, w string) bool {
		for b := range anchorCount {
			if 1<<b == bit {
				for _, a := range tables[b] {
					if strings.Contains(strings.ToLower(w), a) {
						return true
					}
				}
			}
		}
		return false
	}
	covered := func(bit anchorBits, what string, entries []string) {
		for _, w := range entries {
			if !holds(bit, w) {
				t.Errorf("%s: %q holds no anchor of its gate; add it to anchorTables", what, w)
			}
		}
	}
	for _, w := range offVerbs {
		if nameWordOnly(w) && !holds(anchorOff, w) {
			t.Errorf("offVerbs: %q, a word securityOffWord reads, holds no anchor of anchorOff", w)
		}
	}
	covered(anchorOff, "securityOffWords", securityOffWords)
	covered(anchorOff, "securityOffPrefixes", securityOffPrefixes)
	covered(anchorPower, "powerWord's words", powerWord.words)
	covered(anchorAccount, "accountToolSwitches", accountToolSwitches)
	covered(anchorVocab, "retractVerbs", retractVerbs)
	covered(anchorVocab, "vocabDestroy", vocabDestroy)
	covered(anchorVocab, "vocabWeakDestroy", vocabWeakDestroy)
	covered(anchorVocab, "destOpts", destOpts)
	covered(anchorCIStart, "ciStarts", ciStarts)
	for b, ws := range tables {
		for _, w := range ws {
			if w == "" || strings.ToLower(w) != w {
				t.Errorf("table %d: anchor %q is not lower-case and non-empty", b, w)
			}
		}
	}
}

// TestAnchorsIn asks anchorsIn and a plain search of every anchor alike
// about texts built of anchors, their pieces, other cases and bytes
// beyond ASCII.
func TestAnchorsIn(t *testing.T) {
	tables := anchorTables()
	tables[0] = append(tables[0], "q", "9") // anchors of one byte
	var x anchorIndex
	x.build(tables)
	naive := func(s string) anchorBits {
		var found anchorBits
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return anchorAll
			}
		}
		for b, ws := range tables {
			for _, w := range ws {
				if strings.Contains(asciiLower(s), w) {
					found |= 1 << b
				}
			}
		}
		return found
	}
	var pieces []string
	for _, ws := range tables {
		for _, w := range ws {
			pieces = append(pieces, w, strings.ToUpper(w), w[:len(w)/2], w[len(w)/2:], w[1:])
		}
	}
	pieces = append(pieces, "", "-", "/", " ", "x", "status", "--short", "\u212a", "é", "A", "z", "Q", "q", "9")
	r := rand.New(rand.NewSource(1))
	probes := append([]string{}, pieces...)
	for range 20000 {
		var b strings.Builder
		for range 1 + r.Intn(4) {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		probes = append(probes, b.String())
	}
	for _, s := range probes {
		if got, want := x.in(s), naive(s); got != want {
			t.Errorf("anchorsIn(%q) = %b, want %b", s, got, want)
		}
		if got, want := anchorsIn(s), naive(s); got != want && !strings.ContainsAny(strings.ToLower(s), "q9") {
			t.Errorf("anchorsIn(%q) = %b, want %b", s, got, want)
		}
	}
}

// TestAnchorGatesLetThrough checks that the rules gated by anchors
// still refuse what their gates stand for, and that the commands they
// stop stay allowed.
func TestAnchorGatesLetThrough(t *testing.T) {
	for _, tc := range []struct{ cmd, rule string }{
		// securityOffWord: an off word in an argument, in the name, in
		// another case, camel-cased; falconctl's -d.
		{"systemctl stop falcon-sensor", "sys.protection-off"},
		{"sudo /opt/CrowdStrike/falconctl -d", "sys.protection-off"},
		{"aa-disable /etc/apparmor.d/usr.sbin.nginx", "sys.protection-off"},
		{"sentinelctl unload -a", "sys.protection-off"},
		{"mdatp config real-time-protection --value disabled", "sys.protection-off"},
		{"shorewall clear", "sys.protection-off"},
		{"osqueryctl Stop", "sys.protection-off"},
		{"/var/ossec/bin/ossec-control StopAll", "sys.protection-off"},
		{"SophosUninstall.exe", "sys.protection-off"},
		{"tmutil disablelocal", "sys.protection-off"},
		// sysMachineClass's power test: a power word fed, in another case.
		{"echo REBOOT | busctl call org.freedesktop.login1 /org/freedesktop/login1 org.freedesktop.login1.Manager Reboot b false", "sys.shutdown"},
		// accountAdmin: a switch that makes a program an account tool.
		{"sysadminctl -addUser bob -password x -admin", "sys.protection-off"},
		// ciDispatch: a verb of ciStarts after a CI noun.
		{"gh workflow run deploy.yml -f environment=production", "publish.deploy"},
		{"az pipelines run --name release-prod", "publish.deploy"},
		{"glab ci run --variables ENV:production", "publish.deploy"},
		// mayRetractOrPush: a push by a destination option.
		{"kaniko --Destination ghcr.io/acme/app:1", "publish.deploy"},
		// What the gates stop.
		{"git status --short", ""},
		{"go test ./... -run 'TestParse|TestCheck' -count=1", ""},
		{"model-server --verbose", ""},
		{"ls -la build/", ""},
	} {
		checkFirstRule(t, tc.cmd, tc.rule)
	}
}
