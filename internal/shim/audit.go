package shim

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/policy"
)

const auditUsage = `usage: guarded-sh --guard audit [--file F] [--json] [--since DURATION] [--recent N]

Summarise the audit log: how many commands were decided, by verdict and by
rule, and the most recent refusals (block, confirm-denied, incomplete).
Corrupt lines are counted and skipped.

The log is F, else GUARDED_SH_AUDIT, else /var/log/guarded-sh/audit.jsonl
for root and $XDG_STATE_HOME/guarded-sh/audit.jsonl or
~/.local/state/guarded-sh/audit.jsonl for other users. A log that does not
exist has no records: that is not an error.

--since takes a Go duration (90m, 36h) or days (7d).

Exit status: 0, 1 when the log cannot be read, 2 usage error.

flags:
`

// guardAudit runs guarded-sh --guard audit.
func guardAudit(args []string, getenv func(string) string, stdio Stdio) error {
	flags := subcommandFlags("audit", auditUsage, stdio)
	file := flags.String("file", "", "read the audit log `F` instead of the default one")
	asJSON := flags.Bool("json", false, "print the summary as one JSON object")
	since := flags.String("since", "", "count only the records of the last `DURATION`")
	recent := flags.Int("recent", audit.DefaultRecent, "show the `N` most recent refusals")
	if done, err := parseFlags(flags, args, stdio); done {
		return err
	}
	if flags.NArg() > 0 {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("--guard audit takes no arguments, got %q; see guarded-sh --guard audit -h", flags.Arg(0))}
	}
	if *recent < 0 {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("--recent %d: want 0 or more", *recent)}
	}
	opts := []audit.SummaryOption{audit.Recent(*recent)}
	if *since != "" {
		d, err := parseSince(*since)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		opts = append(opts, audit.Since(time.Now().Add(-d)))
	}

	path := *file
	if path == "" {
		path = audit.DefaultPath(os.Getuid(), getenv)
	}
	report := auditReport{File: path}
	var none string // why there are no records, when there are none to read
	switch {
	case path == "" && getenv("GUARDED_SH_AUDIT") != "":
		none = fmt.Sprintf("auditing is off (GUARDED_SH_AUDIT=%s)", getenv("GUARDED_SH_AUDIT"))
	case path == "":
		none = "no place for the audit log (neither HOME nor XDG_STATE_HOME is set); give --file"
	}
	if none == "" {
		// The rotated files first, oldest first, then the file itself;
		// a blank line between them keeps a torn last line to itself.
		var readers []io.Reader
		for _, name := range audit.Files(path) {
			f, err := audit.OpenForReading(name)
			switch {
			case errors.Is(err, fs.ErrNotExist):
				continue
			case err != nil:
				return &ExitError{Code: 1, Err: fmt.Errorf("reading the audit log: %w", err)}
			}
			defer func() { _ = f.Close() }() // read only
			readers = append(readers, f, strings.NewReader("\n"))
			report.Files = append(report.Files, name)
		}
		if len(readers) == 0 {
			none = path + " does not exist"
		} else {
			var err error
			report.Summary, err = audit.Summarize(io.MultiReader(readers...), opts...)
			if err != nil {
				return &ExitError{Code: 1, Err: fmt.Errorf("reading the audit log %s: %w", path, err)}
			}
		}
	}
	if report.ByVerdict == nil {
		report.Summary = audit.Summary{ByVerdict: map[string]int{}, ByRule: map[string]int{}, Refusals: []audit.Record{}}
	}

	if *asJSON {
		if none != "" {
			fmt.Fprintf(stdio.Err, "guarded-sh: no audit records: %s\n", none)
		}
		enc := json.NewEncoder(stdio.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(report); err != nil {
			return &ExitError{Code: 1, Err: err}
		}
		return nil
	}
	if none != "" {
		fmt.Fprintf(stdio.Out, "guarded-sh: no audit records: %s\n", none)
		return nil
	}
	printSummary(stdio.Out, report, *since)
	return nil
}

// auditReport is what --guard audit --json prints.
type auditReport struct {
	File string `json:"file"`
	// Files are the files read: the rotated ones, oldest first, then File.
	Files []string `json:"files,omitempty"`
	audit.Summary
}

// printSummary writes the summary in words.
func printSummary(w io.Writer, r auditReport, since string) {
	s := r.Summary
	fmt.Fprintf(w, "audit log: %s\n", r.File)
	if len(r.Files) > 1 {
		fmt.Fprintf(w, "files read: %s\n", strings.Join(r.Files, ", "))
	}
	fmt.Fprintf(w, "records: %d", s.Records)
	if s.Records > 0 {
		fmt.Fprintf(w, ", from %s to %s", stamp(s.First), stamp(s.Last))
	}
	fmt.Fprintln(w)
	if since != "" {
		fmt.Fprintf(w, "since: the last %s (%d older records left out)\n", since, s.Older)
	}
	if s.Corrupt > 0 {
		fmt.Fprintf(w, "corrupt lines skipped: %d\n", s.Corrupt)
	}
	if s.Records == 0 {
		fmt.Fprintln(w, "no audit records")
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	section := func(title string, m map[string]int) {
		if len(m) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s:\n", title)
		for _, c := range audit.Sorted(m) {
			fmt.Fprintf(tw, "%d\t  %s\n", c.N, c.Name)
		}
		_ = tw.Flush() // w reports its own errors
	}
	section("by verdict", s.ByVerdict)
	section("by rule", s.ByRule)
	section("by event", s.ByEvent)
	if len(s.Refusals) > 0 {
		fmt.Fprintf(w, "\nrecent refusals, newest last:\n")
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		for _, rec := range s.Refusals {
			rule := rec.Rule
			if rule == "" {
				rule = "-"
			}
			fmt.Fprintf(tw, "  %s\t%s\t[%s]\t%s\n", stamp(rec.Time), rec.Verdict, rule, firstLine(rec.Command))
		}
		_ = tw.Flush() // w reports its own errors
	}
}

func stamp(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format(time.RFC3339)
}

// parseSince reads a --since duration: a Go duration, or a number of days
// ("7d").
func parseSince(s string) (time.Duration, error) {
	var d time.Duration
	if n, ok := strings.CutSuffix(s, "d"); ok {
		f, err := strconv.ParseFloat(n, 64)
		if err != nil || f > 1e5 {
			return 0, fmt.Errorf("--since %q: not a duration such as 36h or 7d", s)
		}
		d = time.Duration(f * float64(24*time.Hour))
	} else {
		var err error
		if d, err = time.ParseDuration(s); err != nil {
			return 0, fmt.Errorf("--since %q: not a duration such as 36h or 7d", s)
		}
	}
	if d <= 0 {
		return 0, fmt.Errorf("--since %q: want a duration greater than zero", s)
	}
	return d, nil
}

// auditVerdict is the audit verdict of v: incomplete, allow, warn,
// confirm-allowed, confirm-denied or block.
func auditVerdict(v Verdict) string {
	switch {
	case !v.Complete:
		return audit.VerdictIncomplete
	case v.Action == ActionConfirm && v.Allowed:
		return audit.VerdictConfirmAllowed
	case v.Action == ActionConfirm:
		return audit.VerdictConfirmDenied
	case v.Action == ActionWarn:
		return audit.VerdictWarn
	case v.Allowed:
		return audit.VerdictAllow
	}
	return audit.VerdictBlock
}

// auditRecord is the audit record of the decision v on r, which took d.
// The caller writes it before the command runs.
func auditRecord(r Request, v Verdict, d time.Duration, getenv func(string) string) audit.Record {
	cwd := r.Cwd
	if cwd == "" {
		cwd = workDir(getenv)
	}
	return audit.Record{
		Mode:       r.Mode,
		Cwd:        cwd,
		User:       userName(getenv),
		Shell:      r.Shell,
		Grammar:    r.Grammar.String(),
		Command:    r.Command,
		Verdict:    auditVerdict(v),
		Rule:       v.Rule,
		Reason:     v.Reason,
		DurationUS: d.Microseconds(),
		Advisor:    v.advice,
	}
}

// userName names the user from the environment, else by uid: looking the
// uid up in the user database costs more than the whole check.
func userName(getenv func(string) string) string {
	for _, k := range []string{"USER", "LOGNAME", "USERNAME"} {
		if u := getenv(k); u != "" {
			return u
		}
	}
	return strconv.Itoa(os.Getuid())
}

// openAudit opens the audit log for this process's decisions, wherever
// GUARDED_SH_AUDIT, else the configuration (configured), else the defaults
// put it; when it cannot, it warns once on stderr and returns a Log that
// records nothing, so commands still run.
func openAudit(getenv func(string) string, configured string, stderr io.Writer, opts ...audit.Option) *audit.Log {
	path := audit.DefaultPath(os.Getuid(), getenv)
	if getenv("GUARDED_SH_AUDIT") == "" && configured != "" {
		path = configured
		if configured == "off" || configured == "-" {
			path = ""
		}
	}
	return audit.OpenOrWarn(path, stderr, opts...)
}

// openConfiguredAudit opens the audit log cfg configures (its path, sinks
// and rotation), redacting with redact.
func openConfiguredAudit(getenv func(string) string, cfg *policy.Config, stderr io.Writer, redact func(string) string) *audit.Log {
	opts, file := auditOptions(cfg)
	path := cfg.AuditPath()
	if !file {
		path = "off" // the sinks only; GUARDED_SH_AUDIT still names a file
	}
	return openAudit(getenv, path, stderr, append(opts, audit.WithRedactor(redact))...)
}

// auditOptions are the options of the audit log the configuration sets:
// the sinks beside the file, and rotation.
func auditOptions(cfg *policy.Config) (opts []audit.Option, file bool) {
	s := cfg.AuditSettings()
	file = len(s.Sinks) == 0
	for _, sink := range s.Sinks {
		switch sink {
		case policy.SinkFile:
			file = true
		case policy.SinkJournald:
			opts = append(opts, audit.WithJournald(""))
		case policy.SinkSyslog:
			opts = append(opts, audit.WithSyslog(""))
		}
	}
	size, keep := int64(audit.DefaultMaxSize), audit.DefaultKeep
	if s.MaxSize >= 0 {
		size = s.MaxSize
	}
	if s.Keep >= 0 {
		keep = s.Keep
	}
	return append(opts, audit.WithRotation(size, keep)), file
}
