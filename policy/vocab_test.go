package policy

import (
	"strings"
	"testing"
)

// TestProdWord pins that production is a whole part of a name, or a
// machine's name built on one (sqlprod01, webprd2, prod2: prodPart), not
// a prefix of a word (products, reproduce, prodigy).
func TestProdWord(t *testing.T) {
	for s, want := range map[string]bool{
		"payments-prod": true, "api-prod.nomad.hcl": true, "production": true, "--prod": true, "prd_eu": true,
		"sqlprod01": true, "webprd2": true, "dbprod": true, "prod2": true, "jdbc:sqlserver://sqlprod01:1433": true,
		"products": false, "reproduce": false, "prodigy": false, "byproducts": false, "staging": false, "": false, "sqlprod01x": false,
		// A machine's name built on prod (prodPart), not after a
		// negation or a before (prodNegations).
		"nonprod-db": false, "preprod": false, "reprod": false,
	} {
		var v vocab
		if v.readTarget(s); v.prod != want {
			t.Errorf("readTarget(%q): prod = %v, want %v", s, v.prod, want)
		}
	}
}

// TestTaskDeploys pins which task and target names are a release.
func TestTaskDeploys(t *testing.T) {
	for s, want := range map[string]bool{
		"deploy": true, "web:deploy": true, "//deploy:push_prod": true, "publish": true, "//release:push_production": true,
		"build": false, "//tools:gen": false, "push": false, "sync:staging": false, "deployment-docs": false,
		"deploy-dry-run": false, "release:check": false, "deploy-staging": false, "deploy-prod-check": true, "deploy-staging-prod": true, "ship-help": false,
	} {
		if got := taskDeploys(s); got != want {
			t.Errorf("taskDeploys(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestMayDestroy checks that mayDestroy is true wherever destroyQuery
// matches: the corpus's commands and queries written in other cases.
func TestMayDestroy(t *testing.T) {
	texts := []string{"DROP TABLE users", "Truncate t", "delete from users;", "FLUSHALL", "flushdb", "FLUſHALL", "db.users.deleteMany({})", "db.dropDatabase()", "MATCH (n) DETACH DELETE n"}
	for _, cases := range loadCorpus(t) {
		for _, c := range cases {
			texts = append(texts, c.Cmd)
		}
	}
	matched := 0
	for _, s := range texts {
		if destroyQuery.get().MatchString(s) {
			matched++
			if !mayDestroy(s) {
				t.Errorf("destroyQuery matches %q, mayDestroy says it cannot", s)
			}
		}
	}
	if matched < 9 {
		t.Errorf("destroyQuery matched %d texts, want 9 at least", matched)
	}
}

// TestArtifactExtsDotted checks what readVocab's test of a word against
// artifactExts stands on: every ending starts with a dot, so a word
// without one ends in none of them.
func TestArtifactExtsDotted(t *testing.T) {
	for _, ext := range artifactExts {
		if !strings.HasPrefix(ext, ".") {
			t.Errorf("artifactExts holds %q, which does not start with a dot", ext)
		}
	}
}
