package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Queries that destroy what a database keeps, in the languages its
// clients take: SQL (DROP, TRUNCATE, DELETE without WHERE), Redis
// (FLUSHALL, FLUSHDB), MongoDB's shell (drop(), dropDatabase(),
// deleteMany({})) and Cypher (MATCH (n) DETACH DELETE n). Whatever the
// client, a program given such a statement as an argument or on its
// standard input runs it: sqlite3, duckdb, valkey-cli, cockroach sql,
// usql, Invoke-DbaQuery are read so, as psql and mysql are by their specs.
// Programs whose words are data (echo, grep, git, dataCommands), those
// that run their arguments as a command (judged as that command), a
// formatter's or linter's input and a message's text are not.

// destroyQuery matches a statement, at the start of the text or of a
// statement or line, that drops or empties what a database keeps.
var destroyQuery = &lazyRegexp{expr: `(?is)((^|;|\n)\s*(drop\s+(database|schema|table|keyspace|collection)\b|truncate\s+(table\s+)?[\w."` + "`" + `\[]|delete\s+from\s+[\w."` + "`" + `\[\]]+\s*(;|$)|flush(all|db)\b)|\.drop(database)?\s*\(\s*\)|\.deletemany\s*\(\s*\{\s*\}\s*\)|\bmatch\s*\(\s*\w*(:\w+)?\s*\)\s*(detach\s+)?delete\b)`}

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
var messageOpts = set{"m", "message", "msg", "title", "body", "description", "desc", "summary", "comment", "note", "notes", "subject", "text", "label", "reason"}

// queryCommand judges c, a command no external spec reads, by the query
// text it is given (destroyQuery).
func queryCommand(c *Command, best *spec) []Finding {
	name := pubName(strings.ToLower(c.Name))
	if name == "" || dataCommands.has(name) || best != nil && (best.effect == effectRuns || best.effect == effectRemote) {
		return nil
	}
	for _, w := range []string{"fmt", "format", "lint", "fluff", "prettier"} {
		if strings.Contains(name, w) {
			return nil
		}
	}
	if verb, _, ok := psCmdlet(c); ok && verb != "invoke" {
		// A cmdlet other than Invoke- writes, shows or converts text.
		return nil
	}
	text := ""
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
		}
	}
	if c.Stdin != nil {
		text += *c.Stdin
	}
	if !mayDestroy(text) || !destroyQuery.get().MatchString(text) {
		return nil
	}
	return vocabFinding(c, "infra.database", name+" running a query that drops or empties a database")
}
