package policy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// TestDevDefaultDB checks that a framework told no environment works on
// its development database only when nothing the check can see names
// another: the environment it runs in, a session's earlier lines, a file
// sourced, a wrapper running it elsewhere or as another user
// (devDefaultDB).
func TestDevDefaultDB(t *testing.T) {
	p := New()
	plain := NewEnv([]string{"PATH=/usr/bin", "HOME=/home/u"}, t.TempDir())
	for _, c := range []string{
		"bin/rails db:reset",
		"bundle exec rake db:reset",
		"mix ecto.reset",
	} {
		if v := p.Check(c, lexer.Bash, plain); v.Action != Allow {
			t.Errorf("%q: %v %s, want allow", c, v.Action, v.First().Rule)
		}
	}
	refused := []struct {
		env  []string
		cmds []string
	}{
		{[]string{"RAILS_ENV=production"}, []string{"bin/rails db:reset"}},
		{[]string{"RACK_ENV=production"}, []string{"bundle exec rake db:reset"}},
		{[]string{"MIX_ENV=prod"}, []string{"mix ecto.reset"}},
		{[]string{"NODE_ENV=production"}, []string{"npx knex migrate:rollback --all"}},
		{[]string{"DATABASE_URL=postgres://db.prod.internal/app"}, []string{"bin/rails db:reset"}},
		{nil, []string{"export RAILS_ENV=production", "bin/rails db:reset"}},
		{nil, []string{"export MIX_ENV=prod", "echo hi", "mix ecto.reset"}},
		{nil, []string{"set -a; . ./.env.production; set +a; bin/rails db:reset"}},
		{nil, []string{`eval "$(cat deploy.env)"; mix ecto.reset`}},
		{nil, []string{"source ./prod.env", "bin/rails db:reset"}},
		{nil, []string{"ssh app1 bin/rails db:reset"}},
		{nil, []string{"sudo -u deploy bin/rails db:reset"}},
		{nil, []string{"docker compose exec web bin/rails db:reset"}},
		{nil, []string{"kubectl exec deploy/web -- bin/rails db:reset"}},
		{nil, []string{"mise exec -- rake db:reset"}},
		{nil, []string{"ssh -fNL 5432:db.prod:5432 bastion; bin/rails db:reset"}},
		{nil, []string{"bin/rails db:reset -e production"}},
		{nil, []string{"npx knex migrate:rollback --all --knexfile prod/knexfile.js"}},
		{nil, []string{"DATABASE_URL=postgres://db.prod/app mix ecto.reset"}},
		// Their environment may come from a file their configuration
		// loads (.env through a knexfile or .sequelizerc, artisan's
		// APP_ENV): no default.
		{nil, []string{"php artisan migrate:fresh --force"}},
		{nil, []string{"npx knex migrate:rollback --all"}},
		{nil, []string{"npx sequelize-cli db:drop"}},
	}
	for _, r := range refused {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "prod.env"), []byte("export RAILS_ENV=production\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		env := NewEnv(append([]string{"PATH=/usr/bin", "HOME=/home/u"}, r.env...), dir)
		v, _ := session(p, env, r.cmds...)
		if v.Action == Allow {
			t.Errorf("%v after %v: allowed, want refused", r.cmds, r.env)
		}
	}
}

// TestLibpqLocalDefault checks that psql and dropdb given no host reach
// the local socket only when no variable names another server in the
// environment the check sees or a session's earlier lines.
func TestLibpqLocalDefault(t *testing.T) {
	p := New()
	const drop = "dropdb --if-exists ledger_test"
	if v := p.Check(drop, lexer.Bash, NewEnv([]string{"PATH=/usr/bin", "HOME=/home/u"}, t.TempDir())); v.Action != Allow {
		t.Errorf("%q: %v %s, want allow", drop, v.Action, v.First().Rule)
	}
	for _, r := range []struct {
		env  []string
		cmds []string
	}{
		{[]string{"PGHOST=db.internal"}, []string{drop}},
		{[]string{"PGHOSTADDR=10.0.4.2"}, []string{drop}},
		{[]string{"PGSERVICE=billing"}, []string{drop}},
		{nil, []string{"export PGHOST=db.internal", "echo ok", drop}},
		{nil, []string{"sudo -i -u postgres " + drop}},
	} {
		env := NewEnv(append([]string{"PATH=/usr/bin", "HOME=/home/u"}, r.env...), t.TempDir())
		if v, _ := session(p, env, r.cmds...); v.Action == Allow {
			t.Errorf("%v after %v: allowed, want refused", r.cmds, r.env)
		}
	}
}
