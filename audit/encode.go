package audit

import (
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

// appendRecord appends r as one JSON object, with the bytes encoding/json
// would write for it (Time in RFC 3339 with nanoseconds, HTML characters
// not escaped). Written out rather than reflected: a one-shot guarded-sh
// -c writes one record in a process that lives a few milliseconds, and
// encoding/json's first use there cost about as much as the check itself
// (page faults on its code and caches). TestEncodeMatchesJSON holds the two
// to the same bytes.
func appendRecord(b []byte, r *Record) []byte {
	b = append(b, `{"version":`...)
	b = strconv.AppendInt(b, int64(r.Version), 10)
	b = append(b, `,"time":"`...)
	b = r.Time.AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","pid":`...)
	b = strconv.AppendInt(b, int64(r.PID), 10)
	b = appendField(b, "session", r.Session)
	b = appendField(b, "mode", r.Mode)
	b = appendField(b, "cwd", r.Cwd)
	b = appendField(b, "user", r.User)
	b = appendField(b, "shell", r.Shell)
	b = appendField(b, "grammar", r.Grammar)
	b = appendField(b, "command", r.Command)
	if r.CommandBytes != 0 {
		b = append(b, `,"command_bytes":`...)
		b = strconv.AppendInt(b, int64(r.CommandBytes), 10)
	}
	b = appendField(b, "verdict", r.Verdict)
	b = appendField(b, "rule", r.Rule)
	b = appendField(b, "reason", r.Reason)
	b = append(b, `,"duration_us":`...)
	b = strconv.AppendInt(b, r.DurationUS, 10)
	if r.Event != "" {
		b = appendField(b, "event", r.Event)
	}
	if r.Detail != "" {
		b = appendField(b, "detail", r.Detail)
	}
	if a := r.Advisor; a != nil {
		b = append(b, `,"advisor":{"verdict":`...)
		b = appendString(b, a.Verdict)
		b = append(b, `,"score":`...)
		b = appendFloat(b, a.Score)
		b = appendField(b, "model", a.Model)
		b = append(b, `,"latency_us":`...)
		b = strconv.AppendInt(b, a.LatencyUS, 10)
		if a.Cached {
			b = append(b, `,"cached":true`...)
		}
		if a.Error != "" {
			b = appendField(b, "error", a.Error)
		}
		b = append(b, '}')
	}
	return append(b, '}')
}

// appendFloat appends f as encoding/json writes a float64: the shortest
// decimal, in exponent form below 1e-6 and from 1e21, with a one-digit
// exponent written without padding. NaN and infinities are not JSON and
// are written as 0.
func appendFloat(b []byte, f float64) []byte {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return append(b, '0')
	}
	abs := math.Abs(f)
	fmt := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		fmt = 'e'
	}
	b = strconv.AppendFloat(b, f, fmt, -1, 64)
	if fmt == 'e' {
		// clean up e-09 to e-9
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendField appends ,"name":"value".
func appendField(b []byte, name, value string) []byte {
	b = append(b, ',', '"')
	b = append(b, name...)
	b = append(b, '"', ':')
	return appendString(b, value)
}

// appendString appends s as a JSON string as encoding/json writes it
// without HTML escaping: \" \\ \b \f \n \r \t, other control characters as
// \u00XX, U+2028 and U+2029 escaped, invalid UTF-8 as U+FFFD.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
