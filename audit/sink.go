package audit

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Sinks send each record to a logging pipeline beside (or instead of) the
// file: the systemd journal through its native socket protocol, or syslog
// in RFC 5424 on the local socket. A sink never holds a command up: each
// record is one datagram sent without blocking, waiting at most
// SinkDeadline for room in the receiver's queue; a record that does not
// go is lost, counted, and warned about once.

// Default sockets.
const (
	JournalSocket = "/run/systemd/journal/socket"
	SyslogSocket  = "/dev/log"
)

// SinkDeadline bounds how long a sink waits for room to send one record.
const SinkDeadline = 2 * time.Millisecond

// maxSinkCommand is the most of a command a sink's record carries: one
// datagram holds the record, and the file keeps the whole command.
const maxSinkCommand = 16 << 10

// ErrSinkUnsupported is the error of a sink on a system without Unix
// datagram sockets.
var ErrSinkUnsupported = errors.New("not supported on this system")

// A sink is one pipeline records are sent to.
type sink struct {
	name   string // "journald" or "syslog"
	socket string
	format func(r *Record, line []byte) []byte
	conn   datagramConn // nil: failed to connect
	lost   int
	// congested: the last send found no room; the next ones try without
	// waiting until one goes through, so a stuck receiver costs one wait.
	congested bool
}

// datagramConn sends one datagram, waiting at most the deadline.
type datagramConn interface {
	send(b []byte, deadline time.Duration) error
	close() error
}

// WithJournald also sends each record to the systemd journal at socket
// ("" for JournalSocket), with the record's fields as journal fields.
func WithJournald(socket string) Option {
	if socket == "" {
		socket = JournalSocket
	}
	return func(l *Log) { l.sinks = append(l.sinks, &sink{name: "journald", socket: socket, format: journalEntry}) }
}

// WithSyslog also sends each record to syslog at socket ("" for
// SyslogSocket), as an RFC 5424 message whose text is the JSON record.
func WithSyslog(socket string) Option {
	if socket == "" {
		socket = SyslogSocket
	}
	return func(l *Log) { l.sinks = append(l.sinks, &sink{name: "syslog", socket: socket, format: syslogMessage}) }
}

// connect connects l's sinks; one that cannot be reached is warned about
// and its records counted as lost.
func (l *Log) connectSinks() {
	for _, s := range l.sinks {
		c, err := dialDatagram(s.socket)
		if err != nil {
			l.warnSink(s, fmt.Errorf("cannot connect to %s: %w", s.socket, err))
			continue
		}
		s.conn = c
	}
}

// sinkFailed warns once, when l came from OpenOrWarn, of a sink's loss.
// The caller holds l.mu, or l is not shared yet.
func (l *Log) sinkFailed(s *sink, err error) {
	s.lost++
	l.warnSink(s, err)
}

// warnSink warns of a sink's failure, once per sink.
func (l *Log) warnSink(s *sink, err error) {
	if l.warn != nil && !l.sinkWarned[s.name] {
		if l.sinkWarned == nil {
			l.sinkWarned = map[string]bool{}
		}
		l.sinkWarned[s.name] = true
		fmt.Fprintf(l.warn, "guarded-sh: warning: audit sink %s: %v; its records are lost, commands still run\n", s.name, err)
	}
}

// send sends r (line is its JSON) to every sink. The caller holds l.mu.
func (l *Log) sendSinks(r *Record, line []byte) {
	if len(l.sinks) == 0 {
		return
	}
	if len(r.Command) > maxSinkCommand {
		c := *r
		if c.CommandBytes == 0 {
			c.CommandBytes = len(c.Command)
		}
		cut := maxSinkCommand
		for cut > 0 && !utf8.RuneStart(c.Command[cut]) {
			cut--
		}
		c.Command = c.Command[:cut]
		r = &c
		line = append(appendRecord(nil, r), '\n')
	}
	for _, s := range l.sinks {
		if s.conn == nil {
			s.lost++ // warned about when it failed to connect
			continue
		}
		wait := SinkDeadline
		if s.congested {
			wait = 0
		}
		err := s.conn.send(s.format(r, line), wait)
		s.congested = err != nil
		if err != nil {
			l.sinkFailed(s, err)
		}
	}
}

// Lost returns how many records the sinks did not take, by sink name.
func (l *Log) Lost() map[string]int {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	m := map[string]int{}
	for _, s := range l.sinks {
		m[s.name] += s.lost
	}
	return m
}

// priority is the syslog severity of r: informational for what runs,
// warning for a refusal, error for guarded-sh's own failures.
func priority(r *Record) int {
	switch {
	case r.Verdict == VerdictError:
		return 3
	case Refused(r.Verdict) || r.Event != "":
		return 4
	}
	return 6
}

// summaryLine is the one-line message of r.
func summaryLine(r *Record) string {
	var b strings.Builder
	b.WriteString("guarded-sh: ")
	if r.Event != "" {
		b.WriteString(r.Event + " ")
	}
	b.WriteString(r.Verdict)
	if r.Rule != "" {
		b.WriteString(" [" + r.Rule + "]")
	}
	cmd := r.Command
	if i := strings.IndexByte(cmd, '\n'); i >= 0 {
		cmd = cmd[:i] + " …"
	}
	if len(cmd) > 200 {
		cmd = cmd[:200] + "…"
	}
	if cmd != "" {
		b.WriteString(" " + cmd)
	}
	return strings.ToValidUTF8(b.String(), "\uFFFD")
}

// journalEntry is r in the journal's native protocol
// (systemd.io/JOURNAL_NATIVE_PROTOCOL/): one FIELD=value line per field,
// and a value holding a newline as FIELD, a newline, its length as a
// 64-bit little-endian integer, the value, a newline.
func journalEntry(r *Record, line []byte) []byte {
	var b []byte
	field := func(name, value string) {
		if value == "" {
			return
		}
		if !strings.ContainsRune(value, '\n') {
			b = append(append(append(append(b, name...), '='), value...), '\n')
			return
		}
		b = append(append(b, name...), '\n')
		b = binary.LittleEndian.AppendUint64(b, uint64(len(value)))
		b = append(append(b, value...), '\n')
	}
	field("MESSAGE", summaryLine(r))
	field("PRIORITY", strconv.Itoa(priority(r)))
	field("SYSLOG_IDENTIFIER", "guarded-sh")
	field("GUARDEDSH_SCHEMA_VERSION", strconv.Itoa(r.Version))
	field("GUARDEDSH_VERDICT", r.Verdict)
	field("GUARDEDSH_RULE", r.Rule)
	field("GUARDEDSH_MODE", r.Mode)
	field("GUARDEDSH_SESSION", r.Session)
	field("GUARDEDSH_USER", r.User)
	field("GUARDEDSH_CWD", r.Cwd)
	field("GUARDEDSH_SHELL", r.Shell)
	field("GUARDEDSH_GRAMMAR", r.Grammar)
	field("GUARDEDSH_COMMAND", r.Command)
	field("GUARDEDSH_REASON", r.Reason)
	field("GUARDEDSH_EVENT", r.Event)
	field("GUARDEDSH_DETAIL", r.Detail)
	if r.Advisor != nil {
		field("GUARDEDSH_ADVISOR_VERDICT", r.Advisor.Verdict)
		field("GUARDEDSH_ADVISOR_SCORE", string(appendFloat(nil, r.Advisor.Score)))
		field("GUARDEDSH_ADVISOR_MODEL", r.Advisor.Model)
	}
	field("GUARDEDSH_RECORD", strings.TrimSuffix(string(line), "\n"))
	return b
}

// syslogMessage is r as an RFC 5424 message: facility user, the record's
// severity, the verdict (or event) as MSGID, the verdict, rule and mode as
// structured data, and the JSON record as the text.
func syslogMessage(r *Record, line []byte) []byte {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "-"
	}
	msgid := r.Verdict
	if r.Event != "" {
		msgid = r.Event
	}
	b := fmt.Appendf(nil, "<%d>1 %s %s guarded-sh %d %s [guarded-sh@32473 v=\"%d\" verdict=\"%s\" rule=\"%s\" mode=\"%s\"] ",
		8+priority(r), r.Time.UTC().Format("2006-01-02T15:04:05.000000Z"), sdName(host, 255), r.PID, sdName(msgid, 32),
		r.Version, sdValue(r.Verdict), sdValue(r.Rule), sdValue(r.Mode))
	return append(b, strings.TrimSuffix(string(line), "\n")...)
}

// sdName is s as an RFC 5424 header field: printable ASCII without
// spaces, at most n bytes, "-" when empty.
func sdName(s string, n int) string {
	var b strings.Builder
	for i := 0; i < len(s) && b.Len() < n; i++ {
		if c := s[i]; c > 32 && c < 127 {
			b.WriteByte(c)
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// sdValue escapes s as an RFC 5424 PARAM-VALUE: ", \ and ] with a
// backslash.
func sdValue(s string) string {
	return strings.NewReplacer(`"`, `\"`, `\`, `\\`, `]`, `\]`).Replace(strings.ToValidUTF8(s, "\uFFFD"))
}
