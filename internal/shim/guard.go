package shim

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/guarded-sh/guarded-sh/audit"
	"github.com/guarded-sh/guarded-sh/internal/guard"
	"github.com/guarded-sh/guarded-sh/internal/settings"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Version is guarded-sh's version, set at build time with
// -ldflags "-X github.com/guarded-sh/guarded-sh/shim.Version=v1.2.3".
var Version = ""

const guardUsage = `usage: guarded-sh --guard SUBCOMMAND [arguments]

guarded-sh's own functions. Everything else is passed to the real shell.

subcommands:
  check [--grammar G] [--json] [--] [COMMAND...]
        check a command: exit 0 allowed, 1 blocked, 2 usage error.
        The COMMAND words are joined by spaces; with none, the command is
        read from standard input.
  check --jsonl [--grammar G]
        read lines {"cmd": "...", "grammar": "..."} from standard input and
        write one verdict line for each, in order.
  hook [claude-code | gemini-cli | cursor]
        judge one tool call of an agent harness, read as JSON from standard
        input, as its hook before the tool runs (--guard hook --help).
  audit [--file F] [--json] [--since DURATION] [--recent N]
        summarise the audit log: counts by verdict and by rule, and the
        most recent refusals.
  doctor [--json]
        look at this installation: shells, /bin/sh, configuration, audit
        log, terminals, hook; exit 1 when something is broken.
  version
        print the version.
  help
        print this help.
`

const checkUsage = `usage: guarded-sh --guard check [--grammar G] [--json] [--] [COMMAND...]
       guarded-sh --guard check --jsonl [--grammar G] < requests.jsonl

Check whether COMMAND would be allowed to run: whether it is complete in the
grammar G (so the shell would not wait at a continuation prompt) and allowed
by policy. The COMMAND words are joined by spaces; with none, the command is
read from standard input, all of it, as one command.

Grammars: bash, posix (sh, dash), zsh, mksh (ksh), powershell (pwsh), cmd,
auto (complete only if both bash and powershell agree). The default is the
grammar of the shell guarded-sh would run (GUARDED_SH_GRAMMAR,
GUARDED_SH_SHELL, the name it was invoked by, else bash).

--json prints one verdict object:
  {"allowed": bool, "complete": bool, "grammar": "...", "rule": "...",
   "reason": "...", "fix": "...", "line": n, "col": n}
--jsonl reads one request per line, {"cmd": "...", "grammar": "..."}
(grammar optional, default --grammar), and writes one verdict per line in
order; a line that cannot be read gets a verdict with an "error" field.

Exit status: 0 allowed, 1 blocked, 2 usage error (with --jsonl: any
malformed line).

flags:
`

// guardCommand runs guarded-sh --guard SUBCOMMAND.
func guardCommand(ctx context.Context, c *config, args []string, set *settings.Settings, stdio Stdio) error {
	if len(args) < 3 {
		fmt.Fprint(stdio.Err, guardUsage)
		return &ExitError{Code: ExitUsage}
	}
	sub, rest := args[2], args[3:]
	switch sub {
	case "check":
		allProcs() // its input may be a file of any size
		return guardCheck(ctx, c, args[0], rest, set, stdio)
	case "version", "--version":
		fmt.Fprintln(stdio.Out, versionString())
		return nil
	case "help", "--help", "-h":
		fmt.Fprint(stdio.Out, guardUsage)
		return nil
	case "audit":
		return guardAudit(rest, set, stdio)
	case "hook":
		return guardHook(ctx, c, rest, set, stdio)
	case "doctor":
		return guardDoctor(c, args[0], rest, set, stdio)
	}
	fmt.Fprintf(stdio.Err, "guarded-sh: unknown --guard subcommand %q\n%s", sub, guardUsage)
	return &ExitError{Code: ExitUsage}
}

func versionString() string {
	v := Version
	if v == "" {
		v = "devel"
		if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		}
	}
	return fmt.Sprintf("guarded-sh %s %s %s/%s", v, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// jsonVerdict is a verdict as --guard check --json and --jsonl print it.
type jsonVerdict struct {
	Allowed  bool   `json:"allowed"`
	Complete bool   `json:"complete"`
	Grammar  string `json:"grammar"`
	Rule     string `json:"rule"`
	Reason   string `json:"reason"`
	Fix      string `json:"fix"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Error    string `json:"error,omitempty"`
}

func toJSON(v guard.Verdict) jsonVerdict {
	return jsonVerdict{
		Allowed: v.Allowed, Complete: v.Complete, Grammar: v.Grammar.String(),
		Rule: v.Rule, Reason: v.Reason, Fix: v.Fix, Line: v.Line, Col: v.Col,
	}
}

// subcommandFlags returns the flag set of guarded-sh --guard NAME: errors
// go to standard error, and -h prints usage and the flags.
func subcommandFlags(name, usage string, stdio Stdio) *flag.FlagSet {
	fs := flag.NewFlagSet("guarded-sh --guard "+name, flag.ContinueOnError)
	fs.SetOutput(stdio.Err)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args with fs. done reports that there is nothing more
// to do: -h printed the usage on standard output (err nil), or the flags
// were wrong (err an *ExitError; the flag package has said why).
func parseFlags(fs *flag.FlagSet, args []string, stdio Stdio) (done bool, err error) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdio.Out)
			fs.Usage()
			return true, nil
		}
		return true, &ExitError{Code: ExitUsage}
	}
	return false, nil
}

func guardCheck(ctx context.Context, c *config, argv0 string, args []string, set *settings.Settings, stdio Stdio) error {
	fs := subcommandFlags("check", checkUsage, stdio)
	g := defaultGrammar(argv0, set, stdio.Err)
	fs.Var(&g, "grammar", "`grammar` of the shell that would run the command")
	asJSON := fs.Bool("json", false, "print the verdict as one JSON object")
	asJSONL := fs.Bool("jsonl", false, "read JSON lines of requests from standard input, write one verdict line each")
	if done, err := parseFlags(fs, args, stdio); done {
		return err
	}
	// The configured policy, asking nobody (a confirm rule reports the
	// command as refused) and auditing nothing, since nothing runs.
	gd := c.open(set, guard.WorkDir(set.Getenv), audit.ModeCheck, stdio.Err, guard.WithoutAudit(), guard.Quiet())
	defer func() { _ = gd.Close() }() // nothing to close but the watcher
	if *asJSONL {
		if fs.NArg() > 0 {
			return &ExitError{Code: ExitUsage, Err: errors.New("--guard check --jsonl reads its commands from standard input; give no COMMAND")}
		}
		return checkJSONL(ctx, gd, g, stdio)
	}

	var cmd string
	if fs.NArg() > 0 {
		cmd = strings.Join(fs.Args(), " ")
	} else {
		b, err := io.ReadAll(stdio.In)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: fmt.Errorf("reading the command from standard input: %w", err)}
		}
		cmd = string(b)
	}
	v := gd.Decide(ctx, guard.Request{Command: cmd, Grammar: g, Mode: audit.ModeCheck}).Verdict
	if *asJSON {
		enc := json.NewEncoder(stdio.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(toJSON(v)); err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
	} else if v.Allowed {
		fmt.Fprintf(stdio.Out, "guarded-sh: allowed (%s)\n", v.Grammar)
	} else {
		guard.PrintBlocked(stdio.Out, cmd, v)
	}
	if !v.Allowed {
		return &ExitError{Code: 1}
	}
	return nil
}

// jsonRequest is one line of --jsonl input.
type jsonRequest struct {
	Cmd     *string `json:"cmd"`
	Grammar string  `json:"grammar"`
}

// checkJSONL answers one verdict line for each request line, in order. The
// output is flushed whenever no more input is buffered, so a caller may
// write a request and wait for its verdict.
func checkJSONL(ctx context.Context, gd *guard.Guard, g lexer.Grammar, stdio Stdio) error {
	in := bufio.NewReaderSize(stdio.In, 64<<10)
	out := bufio.NewWriterSize(stdio.Out, 64<<10)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	blocked, malformed := false, false
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			_ = out.Flush() // best effort: we are being stopped
			return &ExitError{Code: ExitUsage, Err: err}
		}
		line, rerr := in.ReadString('\n')
		if rerr != nil && rerr != io.EOF {
			_ = out.Flush() // best effort: the input broke
			return &ExitError{Code: ExitUsage, Err: fmt.Errorf("reading line %d: %w", n, rerr)}
		}
		if rerr == io.EOF && line == "" {
			break
		}
		var jv jsonVerdict
		if v, err := checkRequest(ctx, gd, strings.TrimRight(line, "\r\n"), g); err != nil {
			malformed = true
			jv = jsonVerdict{Error: fmt.Sprintf("line %d: %v", n, err)}
		} else {
			jv = toJSON(v)
			blocked = blocked || !v.Allowed
		}
		if err := enc.Encode(jv); err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		if in.Buffered() == 0 || rerr == io.EOF {
			if err := out.Flush(); err != nil {
				return &ExitError{Code: ExitUsage, Err: err}
			}
		}
		if rerr == io.EOF {
			break
		}
	}
	if err := out.Flush(); err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	switch {
	case malformed:
		return &ExitError{Code: ExitUsage}
	case blocked:
		return &ExitError{Code: 1}
	}
	return nil
}

func checkRequest(ctx context.Context, gd *guard.Guard, line string, g lexer.Grammar) (guard.Verdict, error) {
	var req jsonRequest
	if err := json.Unmarshal([]byte(line), &req); err != nil {
		return guard.Verdict{}, fmt.Errorf("not a JSON object: %v", err)
	}
	if req.Cmd == nil {
		return guard.Verdict{}, errors.New(`no "cmd" field`)
	}
	if req.Grammar != "" {
		var err error
		if g, err = lexer.ParseGrammar(req.Grammar); err != nil {
			return guard.Verdict{}, err
		}
	}
	return gd.Decide(ctx, guard.Request{Command: *req.Cmd, Grammar: g, Mode: audit.ModeCheck}).Verdict, nil
}
