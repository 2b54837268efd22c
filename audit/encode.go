package audit

import (
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
	b = append(b, `{"time":"`...)
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
	return append(b, '}')
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
