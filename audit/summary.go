package audit

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strings"
	"time"
)

// A Summary counts the records of an audit log.
type Summary struct {
	// Records is how many records were counted (those since the Since
	// option, when given).
	Records int `json:"records"`
	// Older is how many valid records were left out as older than Since.
	Older int `json:"older,omitempty"`
	// Corrupt is how many lines were not records: torn, truncated, not
	// JSON, or longer than MaxLine.
	Corrupt int `json:"corrupt"`
	// First and Last are the times of the earliest and latest record
	// counted.
	First time.Time `json:"first,omitzero"`
	Last  time.Time `json:"last,omitzero"`
	// ByVerdict counts records by verdict, ByRule by rule (records without
	// a rule are not counted), ByEvent by event.
	ByVerdict map[string]int `json:"by_verdict"`
	ByRule    map[string]int `json:"by_rule"`
	ByEvent   map[string]int `json:"by_event,omitempty"`
	// Refusals are the most recent records whose verdict is Refused, in
	// the order of the log (the newest last), at most as many as the
	// Recent option says.
	Refusals []Record `json:"refusals"`
}

// DefaultRecent is how many refusals Summarize keeps by default.
const DefaultRecent = 10

// MaxLine is the longest line Summarize reads as a record; a longer one is
// counted as corrupt. Write never writes one: it cuts commands to
// MaxCommand.
const MaxLine = 4 << 20

// A SummaryOption configures Summarize.
type SummaryOption func(*summaryConfig)

type summaryConfig struct {
	since  time.Time
	recent int
}

// Since counts only the records at or after t.
func Since(t time.Time) SummaryOption {
	return func(c *summaryConfig) { c.since = t }
}

// Recent keeps the n most recent refusals (DefaultRecent); 0 keeps none.
func Recent(n int) SummaryOption {
	return func(c *summaryConfig) { c.recent = max(n, 0) }
}

// Summarize reads an audit log from r and counts its records. A line that
// is not a record (torn, truncated by a crash, not JSON, or an empty
// object) is counted in Corrupt and skipped; blank lines are ignored. The
// error is only that of reading r.
func Summarize(r io.Reader, opts ...SummaryOption) (Summary, error) {
	c := summaryConfig{recent: DefaultRecent}
	for _, o := range opts {
		o(&c)
	}
	s := Summary{ByVerdict: map[string]int{}, ByRule: map[string]int{}, Refusals: []Record{}}
	ring := make([]Record, 0, c.recent) // the last c.recent refusals, oldest at next once full
	next := 0
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, tooLong, err := readLine(br)
		if err != nil && !errors.Is(err, io.EOF) {
			return s, err
		}
		if tooLong {
			s.Corrupt++
		} else if len(bytes.TrimSpace(line)) > 0 {
			rec, ok := parse(line)
			switch {
			case !ok:
				s.Corrupt++
			case !c.since.IsZero() && rec.Time.Before(c.since):
				s.Older++
			default:
				s.count(rec)
				if Refused(rec.Verdict) && c.recent > 0 {
					if len(ring) < c.recent {
						ring = append(ring, rec)
					} else {
						ring[next] = rec
						next = (next + 1) % c.recent
					}
				}
			}
		}
		if err != nil {
			break
		}
	}
	s.Refusals = append(s.Refusals, ring[next:]...)
	s.Refusals = append(s.Refusals, ring[:next]...)
	if len(s.ByEvent) == 0 {
		s.ByEvent = nil
	}
	return s, nil
}

func (s *Summary) count(rec Record) {
	s.Records++
	if !rec.Time.IsZero() {
		if s.First.IsZero() || rec.Time.Before(s.First) {
			s.First = rec.Time
		}
		if rec.Time.After(s.Last) {
			s.Last = rec.Time
		}
	}
	if rec.Verdict != "" {
		s.ByVerdict[rec.Verdict]++
	}
	if rec.Rule != "" {
		s.ByRule[rec.Rule]++
	}
	if rec.Event != "" {
		if s.ByEvent == nil {
			s.ByEvent = map[string]int{}
		}
		s.ByEvent[rec.Event]++
	}
}

// parse reads one line as a Record: a JSON object with at least a verdict
// or an event, and nothing after it.
func parse(line []byte) (Record, bool) {
	var rec Record
	dec := json.NewDecoder(bytes.NewReader(line))
	if err := dec.Decode(&rec); err != nil {
		return Record{}, false
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Record{}, false // two objects glued together: a torn line
	}
	if rec.Verdict == "" && rec.Event == "" {
		return Record{}, false
	}
	return rec, true
}

// readLine returns the next line without its newline, or reports that it
// was longer than MaxLine (and skips it) without holding it in memory. err
// is io.EOF with the last line when the input ends.
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(buf)+len(chunk) > MaxLine+1 {
				tooLong, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return bytes.TrimSuffix(buf, []byte{'\n'}), tooLong, err
	}
}

// A Count is a name and how often it occurred.
type Count struct {
	Name string `json:"name"`
	N    int    `json:"n"`
}

// Sorted returns the counts of m, most frequent first, ties by name.
func Sorted(m map[string]int) []Count {
	cs := make([]Count, 0, len(m))
	for k, n := range m {
		cs = append(cs, Count{k, n})
	}
	slices.SortFunc(cs, func(a, b Count) int {
		if a.N != b.N {
			return b.N - a.N
		}
		return strings.Compare(a.Name, b.Name)
	})
	return cs
}
