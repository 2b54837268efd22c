package audit

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"
)

// jsonLine is what encoding/json writes for r, without the newline.
func jsonLine(t testing.TB, r *Record) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

var encodeStrings = []string{
	"", "plain", `quote " backslash \ slash /`, "<html> & 'amp'",
	"tab\tnewline\ncr\rbell\abs\bff\fnul\x00esc\x1bdel\x7f",
	"\x01\x02\x1f", "é ü 中文 🙂", "line\u2028sep\u2029par",
	"bad \xff utf8 \xc3", "\xed\xa0\x80 surrogate", "end\\",
}

func TestEncodeMatchesJSON(t *testing.T) {
	times := []time.Time{
		time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC),
		time.Date(2026, 1, 2, 3, 4, 5, 123456789, time.UTC),
		time.Date(2026, 1, 2, 3, 4, 5, 120000000, time.UTC),
		time.Date(1999, 12, 31, 23, 59, 59, 1, time.FixedZone("x", 3600+1800)),
	}
	for i, s := range encodeStrings {
		r := Record{
			Time: times[i%len(times)], PID: i * 1000, Session: s, Mode: ModeCommand, Cwd: s,
			User: s, Shell: "/bin/bash", Grammar: "bash", Command: s, Verdict: VerdictBlock,
			Rule: "fs.rm-home", Reason: s, DurationUS: int64(i) * 37, CommandBytes: i % 2 * 99,
			Event: s, Detail: s,
		}
		if i%2 == 1 {
			r.Advisor = &Advice{Verdict: AdviceRisk, Score: []float64{0.93, 1e-7, 0, 1, 0.1 + 0.2}[i%5], Model: s, LatencyUS: int64(i), Cached: i%3 == 0, Error: s}
		}
		if got, want := appendRecord(nil, &r), jsonLine(t, &r); !bytes.Equal(got, want) {
			t.Errorf("record with %q:\n got %s\nwant %s", s, got, want)
		}
	}
}

func FuzzEncode(f *testing.F) {
	for _, s := range encodeStrings {
		f.Add(s, s, int64(len(s)))
	}
	f.Fuzz(func(t *testing.T, cmd, detail string, n int64) {
		r := Record{Time: time.Unix(n%4e9, n%1e9).UTC(), PID: int(n % 1e6), Command: cmd, Detail: detail, Reason: cmd + detail, DurationUS: n}
		if got, want := appendRecord(nil, &r), jsonLine(t, &r); !bytes.Equal(got, want) {
			t.Errorf("got %s\nwant %s", got, want)
		}
	})
}
