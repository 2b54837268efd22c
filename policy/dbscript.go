package policy

import (
	"path"
	"slices"
	"strings"
)

// A script of statements fed to a database's client (psql -f F, mysql
// DB < F, sqlcmd -i F, mongosh F.js) whose text is not in view is read
// by its name: drop_all.sql, truncate-tables.sql, reset_db.sql, wipe.js
// say what they do. On a database the command names as another machine's
// or production's, that is a database emptied. A script the input wrote
// is read for what it holds (writtenQuery).

// scriptExts are the files a database client runs as statements.
var scriptExts = set{".cql", ".cypher", ".js", ".redis", ".sql"}

// scriptDestroyWords are the words of a script's name that say it
// empties what a database keeps.
var scriptDestroyWords = set{"flush", "flushall", "flushdb", "reset", "truncate", "wipe"}

// migrationWords are the words of a script's name that say it changes
// a database's schema; migrationFile matches a script's path that does:
// in a migrations folder, or named as Flyway's (V42__add_col.sql) or a
// numbered migration (0042_add_index.sql).
var (
	migrationWords = set{"alter", "ddl", "migrate", "migration", "migrations", "schema", "upgrade"}
	migrationFile  = &lazyRegexp{expr: `(^|/)(migrations?|migrate|db/changes?|changelog)/|(^|/)(v\d+(_\d+)*__|\d{3,}[_-])[^/]*$`}
)

// namedScript judges c, a database client (a spec of infra.database),
// when it runs a script named as a drop on a remote or production
// database, or a migration's on a production one.
func namedScript(c *Command) []Finding {
	if c.Name == "" {
		return nil
	}
	s, _ := pubSpec(c)
	if s == nil || s.rule != "infra.database" {
		return nil
	}
	var files []string
	for _, r := range c.Redirs {
		if r.Op == "<" && r.Target.Literal {
			files = append(files, r.Target.Value)
		}
	}
	args := c.Args
	if len(c.Feeds) > 0 {
		// cat drop_all.sql | psql …, Get-Content x.sql | sqlcmd …, and
		// cmd /c type x.sql | sqlcmd: the reader cmd runs.
		f := c.Feeds[0]
		name, fargs := strings.ToLower(f.Name), f.Args
		if name == "cmd" && len(fargs) > 1 && strings.EqualFold(fargs[0].Value, "/c") {
			name, fargs = strings.ToLower(fargs[1].Value), fargs[2:]
		}
		if does(f, name, roleShowsFiles) {
			args = append(slices.Clip(args), fargs...)
		}
	}
	for _, a := range args {
		if !a.Literal {
			continue
		}
		v := a.Value
		if _, val, ok := strings.Cut(v, "="); ok && strings.HasPrefix(v, "-") {
			v = val
		}
		files = append(files, v)
	}
	script, migration := "", ""
	for _, f := range files {
		slashed := strings.ToLower(strings.ReplaceAll(f, `\`, "/"))
		base := path.Base(slashed)
		if !scriptExts.has(path.Ext(base)) {
			continue
		}
		for w := range nameWordSeq(strings.TrimSuffix(base, path.Ext(base))) {
			if vocabDestroy.has(w) || scriptDestroyWords.has(w) {
				script = f
			}
			if migrationWords.has(w) {
				migration = f
			}
		}
		if migrationFile.get().MatchString(slashed) {
			migration = f
		}
	}
	if script == "" && migration == "" {
		return nil
	}
	// Where it goes: a host other than this machine, or a name of
	// production among its words.
	prod := slices.ContainsFunc(c.Args, func(a Word) bool {
		return slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(a.Value), notAlnum), prodPart)
	})
	if script == "" {
		// A migration's script (migrations/0042_add_index.sql,
		// V42__add_col.sql) run by hand on production's database: a
		// production migration, as rails db:migrate
		// RAILS_ENV=production is.
		if !prod && envProdName(c) == "" {
			return nil
		}
		return vocabFinding(c, "publish.deploy", pubName(lowerName(c))+" running "+migration+", a migration's script, on production's database")
	}
	remoteURL := slices.ContainsFunc(c.Args, func(a Word) bool {
		u, ok := readURL(a.Value)
		return ok && !loopbackHost(u.hostPort())
	})
	if !prod && !remoteURL && !namesRemoteHost(c.Args) {
		return nil
	}
	return vocabFinding(c, "infra.database", pubName(lowerName(c))+" running "+script+", a script named as a drop or a wipe, on a remote or production database")
}
