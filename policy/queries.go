package policy

import (
	"path"
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
// Programs whose words are data (echo, grep, git, roleDataWords), those
// that run their arguments as a command (judged as that command), a
// formatter's or linter's input and a message's text are not.

// destroyQuery matches a statement, at the start of the text or of a
// statement or line, that drops or empties what a database keeps, or
// takes the database away (takeAwaySQL, SHUTDOWN).
var destroyQuery = &lazyRegexp{expr: `(?is)((^|;|\n)\s*(drop\s+(database|schema|table|keyspace|collection|measurement|series)\b|truncate\s+(table\s+)?[\w."` + "`" + `\[]|delete\s+from\s+[\w."` + "`" + `\[\]]+\s*(` + alwaysTrueWhere + `)?(;|$)|` + mutationDeleteAll + `|flush(all|db|_all)\b|(exec(ute)?\s+([\w\[\]]+\.)*)?(` + takeAwaySQL + `)|` + shutdownStmt + `)|\.drop(database)?\s*\(\s*\)|\.deletemany\s*\(\s*\{\s*\}\s*\)|\bmatch\s*\(\s*\w*(:\w+)?\s*\)\s*(detach\s+)?delete\b|<delete>\s*<query>\s*\*:\*|"delete"\s*:\s*\{\s*"query"\s*:\s*"\*:\*")`}

// alwaysTrueWhere is a WHERE clause that every row meets (WHERE true,
// WHERE 1=1): BigQuery's and Spanner's DELETE must have one, and this is
// how every row is deleted there.
const alwaysTrueWhere = `where\s+(true|1|1\s*=\s*1|'1'\s*=\s*'1'|not\s+false)\s*`

// mutationDeleteAll is ClickHouse's DELETE of every row, written as a
// mutation (ALTER TABLE t [ON CLUSTER c] DELETE WHERE 1=1; ClickHouse
// docs, ALTER TABLE … DELETE), whose WHERE may not be left out.
const mutationDeleteAll = `alter\s+table\s+[\w."\x60]+(?:\s+on\s+cluster\s+[\w'"\x60{}]+)?\s+delete\s+` + alwaysTrueWhere + `(?:;|$)`

// mayDestroy reports whether text holds, in any case, a word of which
// destroyQuery matches one: drop, truncate, delete, or flu (for flush, as
// (?i) matches ſ for s), or one of takeAwaySQL's (mayTakeAway). Without one the expression is neither compiled
// nor run: every command with arguments comes here, and compiling it was
// a twentieth of a one-shot guarded-sh -c 'git status'.
func mayDestroy(text string) bool {
	lower := strings.ToLower(text)
	return strings.Contains(lower, "drop") || strings.Contains(lower, "truncate") || strings.Contains(lower, "delete") || strings.Contains(lower, "flu") ||
		mayTakeAway(lower)
}

// mayTakeAway reports whether lower holds the words without which
// takeAwaySQL (its REMOVE and UPDATE … SET too), or a SHUTDOWN, cannot
// match.
func mayTakeAway(lower string) bool {
	return strings.Contains(lower, "alter") || strings.Contains(lower, "sp_") || strings.Contains(lower, "shutdown") ||
		strings.Contains(lower, "remove") || strings.Contains(lower, "update") && strings.Contains(lower, "set") ||
		strings.Contains(lower, "global") || strings.Contains(lower, "master") && strings.Contains(lower, "reset") || strings.Contains(lower, "logs") && strings.Contains(lower, "purge")
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
	c2.Name = pubName(lowerName(c))
	found := false
	eachSpec(&c2, func(s *spec, _ []Word) { found = found || s.textWords })
	return found
}

// queryCommand judges c, a command no external spec reads, by the query
// text it is given (destroyQuery).
func queryCommand(ctx *Context, c *Command, best *spec) []Finding {
	name := pubName(lowerName(c))
	if name == "" || does(c, name, roleDataWords) || best != nil && (best.effect == effectRuns || best.effect == effectRemote) {
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
	text, args := queryTexts(c)
	// Each argument, the arguments together and standard input are
	// texts of their own: a statement does not run on into the next
	// (xargs appends the words it reads, which are no query).
	destroys := func(t string) bool { return mayDestroy(t) && destroyQuery.get().MatchString(t) }
	if !destroys(text) && !slices.ContainsFunc(args, destroys) && (c.Stdin == nil || !destroys(*c.Stdin)) {
		return nil
	}
	if fileDB(c) && scratchOnly(text) && (c.Stdin == nil || !destroys(*c.Stdin) || scratchOnly(*c.Stdin)) {
		// duckdb dev.duckdb "DROP TABLE IF EXISTS stg_tmp; CREATE TABLE
		// stg_tmp AS …": a scratch table of a database file on this
		// machine, made again by the same text or the next run.
		return nil
	}
	beyond := func(t string) bool { return reachesBeyondDB(t) || fileDBBeyond.get().MatchString(t) }
	if testFileDB(ctx, c) && !beyond(text) && (c.Stdin == nil || !beyond(*c.Stdin)) {
		// sqlite3 test.db 'DELETE FROM sessions': a test suite's
		// database file, as a test database on loopback is
		// (localTestDB); no other database attached, no shell.
		return nil
	}
	return vocabFinding(c, "infra.database", name+" running a query that drops or empties a database")
}

// queryTexts returns the literal words of c that may be a query's text,
// joined a line each, and one by one: the operands and the values of its
// options, but for a message's (messageOpts).
func queryTexts(c *Command) (text string, args []string) {
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
	return text, args
}

// hashQuery matches a query that reads the password hashes a database
// keeps of its logins, which crack offline or pass as they are: every
// column (*) or a hash's column (password, authentication_string,
// password_hash, rolpassword; SAP's BCODE, PASSCODE, PWDSALTEDHASH;
// Oracle's spare4) selected from a catalog of logins (PostgreSQL's
// pg_shadow and pg_authid, MySQL's mysql.user, SQL Server's
// sys.sql_logins and syslogins, Oracle's sys.user$, SAP's user master
// USR02), SQL Server's LOGINPROPERTY(…, 'PasswordHash'), and MongoDB's
// users read with their credentials (system.users.find,
// getUsers({showCredentials: true})). The logins' names alone (select
// user, host from mysql.user) are not.
var hashQuery = &lazyRegexp{expr: `(?is)\bselect\b[^;]*?(\*|\b(authentication_string|password|passwd|password_hash|rolpassword|pwdsaltedhash|passcode|bcode|spare4)\b)[^;]*?\bfrom\s+(([\w"\[\]` + "`" + `]+\.)*["\[]?((pg_shadow|pg_authid|sql_logins|syslogins|sysxlogins|usr02)\b|user\$)|` + "`" + `?mysql` + "`" + `?\.` + "`" + `?user\b)|\bloginproperty\s*\([^)]*passwordhash|\bsystem\.users\.find\b|showcredentials\s*:\s*true`}

// useMySQL matches a statement making mysql the session's database;
// hashQueryBareUser hashQuery's read of MySQL's user table by its bare
// name, which is mysql.user there.
var (
	useMySQL          = &lazyRegexp{expr: "(?i)\\buse\\s+`?mysql`?\\s*(;|$)"}
	hashQueryBareUser = &lazyRegexp{expr: "(?is)\\bselect\\b[^;]*?(\\*|\\b(authentication_string|password)\\b)[^;]*?\\bfrom\\s+`?user`?(\\s|;|$)"}
)

// mayReadHashes reports whether text holds, in any case, a word every
// match of hashQuery holds (select, loginproperty, system.users,
// showcredentials); without one the expression is not run.
func mayReadHashes(text string) bool {
	lower := strings.ToLower(text)
	return strings.Contains(lower, "select") || strings.Contains(lower, "loginproperty") || strings.Contains(lower, "system.users") || strings.Contains(lower, "showcredentials")
}

// hashReadQuery judges c, any command but one whose words are data, by
// the query text it is given (hashQuery): what a database client runs
// so prints its logins' password hashes (psql -c, mysql -e, sqlcmd -Q,
// hdbsql, a query on standard input). A secret column of an
// application's rows read in a development or test database of this
// machine (devRows: localDevDBRead) prints its seeded data, not a
// credential; the logins' hashes are the server's, refused there too.
func hashReadQuery(c *Command, best *spec, devRows func() bool) []Finding {
	name := pubName(lowerName(c))
	if name == "" || does(c, name, roleDataWords) || best != nil && (best.effect == effectRuns || best.effect == effectRemote) || textTool(c) {
		return nil
	}
	if verb, _, ok := psCmdlet(c); ok && verb != "invoke" {
		return nil // a cmdlet other than Invoke- writes, shows or converts text
	}
	text, args := queryTexts(c)
	// MySQL's user table by its bare name, when the session's database
	// is mysql: USE mysql; in the text, or the client's database (mysql
	// mysql -e …, -D mysql, --database=mysql).
	inMySQL := slices.ContainsFunc(c.Args, func(w Word) bool {
		v := strings.ToLower(w.Value)
		return v == "mysql" || v == "-dmysql" || v == "--database=mysql"
	})
	reads := func(t string) bool {
		if !mayReadHashes(t) {
			return false
		}
		return hashQuery.get().MatchString(t) || (inMySQL || useMySQL.get().MatchString(t)) && hashQueryBareUser.get().MatchString(t)
	}
	if !slices.ContainsFunc(args, reads) && (c.Stdin == nil || !reads(*c.Stdin)) && !reads(text) {
		col := secretColumnRead(text)
		if col == "" && c.Stdin != nil {
			col = secretColumnRead(*c.Stdin)
		}
		if col == "" || devRows() {
			return nil
		}
		return []Finding{finding("cred.cloud-file", c, name+" running a query that prints the secret its rows keep ("+col+"): a password, a token, an API or a private key, its users' credential; credentials must never be read, printed or sent",
			"select the other columns (`psql -c 'SELECT id, email FROM customers'`), or measure the secret without printing it: its count, its length, whether it is null")}
	}
	return []Finding{finding("cred.cloud-file", c, name+" running a query that prints the database's password hashes of its logins; credentials must never be read, printed or sent",
		"query the logins without their hashes (`SELECT usename FROM pg_user`, `SELECT user, host FROM mysql.user`, `SELECT name FROM sys.sql_logins`)")}
}

// A query's output is what its SELECT lists, or what a MongoDB find's
// projection keeps: a column whose name says it holds a secret itself
// (secretField: api_key, client_secret, access_token, password_hash, a
// SIM's Ki or OPc) prints every row's, an application's users' or
// clients' credentials (SELECT email, api_key FROM customers;
// db.subscribers.find({}, {imsi: 1, "security.opc": 1})); every column
// (*) of a table named for secrets (api_keys, oauth_tokens,
// credentials) does too. A column given to a function (count(token),
// length(password_hash)), tested (WHERE api_key IS NULL) or describing
// one (token_expires_at, api_key_id) prints none.
var (
	selectList      = &lazyRegexp{expr: `(?is)\bselect\s+(.*?)\s+from\s+([\w."\[\]` + "`" + `]+)`}
	mongoProjection = &lazyRegexp{expr: `(?i)\.find(one)?\s*\(\s*\{[^}]*\}\s*,\s*\{([^}]*)\}`}
	projectedField  = &lazyRegexp{expr: `["']?([\w.$]+)["']?\s*:\s*(1|true)\b`}
	sqlIdent        = &lazyRegexp{expr: `[A-Za-z_][\w.]*`}
)

// secretColumnRead returns the column or field of text's query that
// prints a secret (above), "" when it has none.
func secretColumnRead(text string) string {
	if containsLower(text, "select") {
		for _, m := range selectList.get().FindAllStringSubmatch(text, 8) {
			for col := range strings.SplitSeq(m[1], ",") {
				col = strings.TrimSpace(col)
				if col == "*" || strings.HasSuffix(col, ".*") {
					if secretTable(strings.Trim(m[2], "\"[]`")) {
						return m[2] + "." + col
					}
					continue
				}
				if strings.ContainsAny(col, "()") {
					continue // a function of it: count, length, a prefix
				}
				if id := lastDotted(sqlIdent.get().FindString(col)); id != "" && secretField(id) {
					return id
				}
			}
		}
	}
	if containsLower(text, "find") {
		for _, m := range mongoProjection.get().FindAllStringSubmatch(text, 8) {
			for _, f := range projectedField.get().FindAllStringSubmatch(m[2], -1) {
				if secretField(lastDotted(f[1])) {
					return f[1]
				}
			}
		}
	}
	return ""
}

// secretTable reports whether a table's name (schema-qualified or not)
// says its rows are secrets: its head noun a secret's, plural
// (api_keys, oauth_tokens, credentials, secrets, passwords).
func secretTable(name string) bool {
	name = strings.TrimSuffix(strings.ToLower(lastDotted(name)), "s")
	return name != "" && secretField(name)
}

// lastDotted is the last part of a dotted name (schema.table.column,
// security.opc): the column's, field's or table's own.
func lastDotted(name string) string {
	return name[strings.LastIndexByte(name, '.')+1:]
}

// fileDBBeyond matches what makes a database file's client reach
// another file: ATTACH 'prod.db' (DATABASE is optional), a dot-command
// (.open prod.db, .restore, .read) at a line's or a statement's start.
var fileDBBeyond = &lazyRegexp{expr: `(?i)\battach\b|(^|[\n;])\s*\.[a-z]`}

// testFileDB reports whether c opens only database files on this machine
// (fileDB) whose every name says test (test.db, tmp/app_test.sqlite3),
// each inside the project or a scratch directory (/tmp): a test-named
// file elsewhere (/var/lib/app/test.db) is a service's, whatever its name.
func testFileDB(ctx *Context, c *Command) bool {
	if !fileDB(c) || ctx == nil || ctx.Env == nil {
		return false
	}
	proj := ctx.Env.Project
	ours := func(w Word) bool {
		p, ok := ctx.Env.Path(w)
		if !ok {
			return false
		}
		if proj != "" && proj != "/" && proj != ctx.Env.Home && fsUnder(p, proj) {
			return true
		}
		for _, d := range fsScratch {
			if fsUnder(p, d) {
				return true
			}
		}
		return false
	}
	for _, a := range c.Args {
		if a.Value == "-init" || a.Value == "-cmd" {
			return false // sqlite3 -init prod.sql, -cmd '.open prod.db': text of its own
		}
		if strings.HasPrefix(a.Value, "-") || !dataFile(a.Value) {
			continue
		}
		base := path.Base(strings.ReplaceAll(a.Value, `\`, "/"))
		if !testDBName(strings.TrimSuffix(base, path.Ext(base))) || !ours(a) {
			return false
		}
	}
	return true
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

// scratchStmt matches one statement that drops or empties one table or
// view and nothing else: DROP TABLE [IF EXISTS] t [CASCADE], TRUNCATE
// [TABLE] t, DELETE FROM t. Its group is the table's name as written
// (schema.t, "t", [t]).
var scratchStmt = &lazyRegexp{expr: `(?is)^\s*(?:drop\s+(?:table|view)\s+(?:if\s+exists\s+)?|truncate\s+(?:table\s+)?|delete\s+from\s+)([\w."` + "`" + `\[\]]+)\s*(?:cascade|restrict|` + alwaysTrueWhere + `)?\s*$`}

// scratchWords are the words of a table's name that say its rows are
// scratch, made again by whatever made them: a temporary, test or
// staging table (tmp_import, stg_orders, events_temp, test_users).
var scratchWords = set{"scratch", "staging", "stg", "temp", "test", "tmp"}

// scratchOnly reports whether every statement of text that drops or
// empties something (destroyQuery) drops or empties one table whose name
// says scratch (scratchWords), and text neither reaches past the
// database it opened (reachesBeyondDB) nor attaches another: a
// staging table rebuilt (DROP TABLE IF EXISTS stg_tmp; CREATE TABLE
// stg_tmp AS SELECT …). A statement dropping two tables, a schema or a
// database, or one whose name hides in quoting the reader cannot split,
// is no scratch drop.
func scratchOnly(text string) bool {
	lower := strings.ToLower(text)
	if reachesBeyondDB(text) || strings.Contains(lower, "attach") || strings.Count(text, "'")%2 == 1 {
		return false
	}
	found := false
	for stmt := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == ';' || r == '\n' }) {
		if !mayDestroy(stmt) || !destroyQuery.get().MatchString(stmt) {
			continue // CREATE TABLE t AS …, DELETE FROM t WHERE …
		}
		m := scratchStmt.get().FindStringSubmatch(stmt)
		if m == nil {
			return false
		}
		name := strings.Trim(m[1], "\"`[]")
		if i := strings.LastIndexByte(name, '.'); i >= 0 {
			name = strings.Trim(name[i+1:], "\"`[]") // schema.t: the table's own name
		}
		if !slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !isAlnum(byte(r)) || r >= '0' && r <= '9' }), scratchWords.has) {
			return false
		}
		found = true
	}
	return found
}

// fileDB reports whether c opens a database file on this machine, known
// before run time, and no other: an operand that is a database's file
// (dataFile: dev.duckdb, app.sqlite3) or an in-memory one (:memory:),
// every word exact, none an address or a host elsewhere (no ://, no
// --host db.internal).
func fileDB(c *Command) bool {
	if !allLiteral(c.Args) || namesRemoteHost(c.Args) {
		return false
	}
	file := false
	for _, a := range c.Args {
		if strings.Contains(a.Value, "://") {
			return false
		}
		file = file || a.Value == ":memory:" || !strings.HasPrefix(a.Value, "-") && !strings.ContainsAny(a.Value, " \n;") && dataFile(a.Value)
	}
	return file
}

// emptiesDBCode matches a call, in the code of an interpreter or of a
// program's code word (an Elixir release's bin/APP eval CODE, rails
// runner, artisan tinker --execute), by which a framework's migrator or
// ORM drops a database's tables or empties them: migrations rolled back
// to before the first (Phoenix's Release.rollback(Repo, 0),
// Ecto.Migrator.run(repo, :down, all: true), a migration context's
// down(0), umzug's down({to: 0}), knex's migrate.rollback(cfg, true)),
// the framework's drop, reset or flush task called from code
// (DatabaseTasks.drop, Rake::Task["db:drop"], call_command("flush"),
// Artisan::call("migrate:fresh"), alembic's downgrade to base), every
// table dropped and made again (Sequelize's sync({force: true})) or a
// model's rows all deleted (Ecto's Repo.delete_all(User), Eloquent's
// Model::truncate(), ActiveRecord's User.delete_all and destroy_all,
// Django's User.objects.all().delete(): also where only the code says so,
// as a console's standard input). Other calls named by a destroying word
// (drop_all, dropSchema) are the vocabulary's.
var emptiesDBCode = &lazyRegexp{expr: `\brollback\s*\(\s*[\w.:@]+\s*,\s*0\s*\)|Migrator\.run\([^)]*:down\b[^)]*\b(?:all:\s*true|to:\s*0\b)|migration_context\.(?:down|migrate)\(\s*0\s*\)|\.down\(\s*\{\s*to\s*:\s*0\b|migrate\.rollback\([^)]*,\s*true\s*\)` +
	`|DatabaseTasks\.(?:drop|purge|truncate_all)|Rake::Task\[\s*["']db:(?:drop|reset|purge|schema:load|migrate:reset)|call_command\(\s*["'](?:flush|reset_db|sqlflush)["']|call_command\(\s*["']migrate["'][^)]*["']zero["']|Artisan::call\(\s*["']migrate:(?:fresh|reset|refresh)|command\.downgrade\([^)]*["']base["']|\bstorage_down\b` +
	`|\.sync\(\s*\{\s*force\s*:\s*true|Repo\.delete_all\(\s*[A-Z][\w.]*\s*\)|\b[A-Z]\w*::truncate\(\s*\)` +
	`|\b[A-Z]\w*(?:::[A-Z]\w*)*\.(?:unscoped\.)?(?:all\.)?(?:delete_all|destroy_all)\b|\b[A-Z]\w*\.objects\.all\(\)\.delete\(\)`}

// codeEmptiesDB judges c by what its code does to a database
// (emptiesDBCode), whatever runs it: an interpreter's one-liner, an
// application's console or an unknown program's code word, here or
// behind a remote console (fly ssh console -C "bin/app eval '…'"). A
// framework told its test environment works on the test database.
func codeEmptiesDB(c *Command) []Finding {
	if testDB(c) {
		return nil
	}
	call := codeCall(c, func(code string) string { return emptiesDBCode.get().FindString(code) })
	if call == "" {
		return nil
	}
	return vocabFinding(c, "infra.database", pubName(lowerName(c))+" running code that drops or empties a database ("+call+")")
}
