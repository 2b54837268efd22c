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
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
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
func guardAudit(args []string, set *settings.Settings, stdio Stdio) error {
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
		path = audit.DefaultPath(os.Getuid(), set.Getenv)
	}
	report := auditReport{File: path}
	var none string // why there are no records, when there are none to read
	switch {
	case path == "" && set.Audit != "":
		none = fmt.Sprintf("auditing is off (%s=%s)", settings.Audit, set.Audit)
	case path == "":
		none = "no place for the audit log (neither HOME nor XDG_STATE_HOME is set); give --file"
	}
	if none == "" {
		// The rotated files first, oldest first, then the file itself;
		// a blank line between them keeps a torn last line to itself.
		// Only regular files: a FIFO would block the open (and the read).
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
			fmt.Fprintf(stdio.Err, "guarded-sh: no audit records: %s\n", guard.Printable(none))
		}
		enc := json.NewEncoder(stdio.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(report); err != nil {
			return &ExitError{Code: 1, Err: err}
		}
		return nil
	}
	if none != "" {
		fmt.Fprintf(stdio.Out, "guarded-sh: no audit records: %s\n", guard.Printable(none))
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
	fmt.Fprintf(w, "audit log: %s\n", guard.Printable(r.File))
	if len(r.Files) > 1 {
		fmt.Fprintf(w, "files read: %s\n", guard.Printable(strings.Join(r.Files, ", ")))
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
			fmt.Fprintf(tw, "%d\t  %s\n", c.N, guard.Printable(c.Name))
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
			fmt.Fprintf(tw, "  %s\t%s\t[%s]\t%s\n", stamp(rec.Time), guard.Printable(rec.Verdict), guard.Printable(rule), guard.Printable(guard.FirstLine(rec.Command)))
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
