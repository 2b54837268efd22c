package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Queries that destroy what a database keeps, in the languages its
// clients take: SQL (DROP, TRUNCATE, DELETE without WHERE), Redis
// (FLUSHALL, FLUSHDB), MongoDB's shell (drop(), dropDatabase(),
// deleteMany({})), Cypher (MATCH (n) DETACH DELETE n) and Solr's update
// messages deleting every document (<delete><query>*:*</query>). Whatever the
// client, a program given such a statement as an argument or on its
// standard input runs it: sqlite3, duckdb, valkey-cli, cockroach sql,
// usql, Invoke-DbaQuery are read so, as psql and mysql are by their specs.
// Programs whose words are data (echo, grep, git, dataCommands), those
// that run their arguments as a command (judged as that command), a
// formatter's or linter's input and a message's text are not.

// destroyQuery matches a statement, at the start of the text or of a
// statement or line, that drops or empties what a database keeps.
var destroyQuery = &lazyRegexp{expr: `(?is)((^|;|\n)\s*(drop\s+(database|schema|table|keyspace|collection|measurement|series)\b|truncate\s+(table\s+)?[\w."` + "`" + `\[]|delete\s+from\s+[\w."` + "`" + `\[\]]+\s*(;|$)|flush(all|db|_all)\b)|\.drop(database)?\s*\(\s*\)|\.deletemany\s*\(\s*\{\s*\}\s*\)|\bmatch\s*\(\s*\w*(:\w+)?\s*\)\s*(detach\s+)?delete\b|<delete>\s*<query>\s*\*:\*|"delete"\s*:\s*\{\s*"query"\s*:\s*"\*:\*")`}

// mayDestroy reports whether text holds, in any case, a word of which
// destroyQuery matches one: drop, truncate, delete, or flu (for flush, as
// (?i) matches ſ for s). Without one the expression is neither compiled
// nor run: every command with arguments comes here, and compiling it was
// a twentieth of a one-shot guarded-sh -c 'git status'.
func mayDestroy(text string) bool {
	lower := strings.ToLower(text)
	return strings.Contains(lower, "drop") || strings.Contains(lower, "truncate") || strings.Contains(lower, "delete") || strings.Contains(lower, "flu")
}

// messageOpts are options whose value is a text for people: a commit's,
// an issue's or a notification's.
var messageOpts = set{"body", "comment", "desc", "description", "label", "m", "message", "msg", "note", "notes", "reason", "subject", "summary", "text", "title"}

// textTool reports whether the model says c's words and standard input
// are text it searches for, formats, lints or spell-checks, not code or
// queries it runs (spec.textWords: zgrep, ugrep, ast-grep, findstr,
// sqlfluff, codespell). A name no spec lists is not read so, whatever
// its letters (a grepexec is no grep).
func textTool(c *Command) bool {
	c2 := *c
	c2.Name = pubName(strings.ToLower(c.Name))
	found := false
	eachSpec(&c2, func(s *spec, _ []Word) { found = found || s.textWords })
	return found
}

// queryCommand judges c, a command no external spec reads, by the query
// text it is given (destroyQuery).
func queryCommand(ctx *Context, c *Command, best *spec) []Finding {
	name := pubName(strings.ToLower(c.Name))
	if name == "" || dataCommands.has(name) || best != nil && (best.effect == effectRuns || best.effect == effectRemote) {
		return nil
	}
	if f := writtenQuery(ctx, c, name); f != nil {
		return f
	}
	if best != nil && best.effect == effectExternal {
		return nil // its spec reads its arguments (psql -c)
	}
	if textTool(c) {
		return nil
	}
	if verb, _, ok := psCmdlet(c); ok && verb != "invoke" {
		// A cmdlet other than Invoke- writes, shows or converts text.
		return nil
	}
	if c.Grammar == lexer.PowerShell && psCmdletName(name) && !strings.HasPrefix(name, "invoke-") {
		return nil // a built-in alias of one (sls, gc): c.Name is the cmdlet
	}
	text := ""
	var args []string
	skip := false
	for _, a := range c.Args {
		if skip {
			skip = false
			continue
		}
		v := a.Value
		if strings.HasPrefix(v, "-") && len(v) > 1 {
			opt, _, eq := strings.Cut(strings.ToLower(strings.TrimLeft(v, "-")), "=")
			if c.Grammar == lexer.PowerShell {
				opt, _, eq = strings.Cut(opt, ":")
			}
			if messageOpts.has(opt) {
				skip = !eq
				continue
			}
			if !eq {
				continue
			}
			_, v, _ = strings.Cut(v, "=")
		}
		if a.Literal {
			text += v + "\n"
			args = append(args, v)
		}
	}
	// Each argument, the arguments together and standard input are
	// texts of their own: a statement does not run on into the next
	// (xargs appends the words it reads, which are no query).
	destroys := func(t string) bool { return mayDestroy(t) && destroyQuery.get().MatchString(t) }
	if !destroys(text) && !slices.ContainsFunc(args, destroys) && (c.Stdin == nil || !destroys(*c.Stdin)) {
		return nil
	}
	return vocabFinding(c, "infra.database", name+" running a query that drops or empties a database")
}

// writtenQuery judges c by the files it names that this input wrote: a
// script of queries written, then fed to a client (printf 'DROP TABLE
// t;' > x.sql; psql -f x.sql; sqlite3 app.db ".read x.sql").
func writtenQuery(ctx *Context, c *Command, name string) []Finding {
	if ctx == nil || ctx.Input == nil || len(ctx.Input.written) == 0 || ctx.Env == nil {
		return nil
	}
	for _, a := range c.Args {
		for f := range strings.FieldsSeq(a.Value) {
			if _, v, ok := strings.Cut(f, "="); ok && strings.HasPrefix(f, "-") {
				f = v
			}
			p, ok := ctx.Env.Path(Word{Value: f, Literal: a.Literal})
			if !ok {
				continue
			}
			if text, found := ctx.Input.written[p]; found && destroyQuery.get().MatchString(text) {
				return vocabFinding(c, "infra.database", name+" running "+f+", queries this input wrote that drop or empty a database,")
			}
		}
	}
	return nil
}
