package policy

import (
	"path"
	"strings"
)

// runScriptExts are the endings of a program file a shell, an
// interpreter or Windows runs as a script.
var runScriptExts = set{".bash", ".bat", ".cmd", ".js", ".mjs", ".php", ".pl", ".ps1", ".py", ".rb", ".sh", ".ts", ".zsh"}

// scriptDeployVerbs in a script's file name say it deploys or sends what
// it names (deploy.sh, release-prod.ps1, publish_site.py, push.sh), or
// runs a database's migrations (migrate.sh, bin/migrate: a release's
// own program, as Elixir's and Rails' releases ship one).
var scriptDeployVerbs = set{"deploy", "migrate", "promote", "publish", "release", "rollout", "ship"}

// scriptDry are a script's usual words for help or a dry run (a
// -DryRun or --check is read as a check word, taskCheckWords).
var scriptDry = set{"--help", "-?", "-h", "-help", "-n", "-whatif", "/?", "/h", "/help"}

// namedRunScript judges c when it runs a project's script, by its path
// (./deploy.sh production, .\Deploy.ps1 -Environment Production) or
// through an interpreter (bash scripts/release.sh --prod, python
// send_newsletter.py), read by its file name and its arguments as a task
// runner's task is (taskCommand): a name saying a deploy or a release
// with production among its words or its arguments is a production
// deploy, and one saying a message sent to a list (send_newsletter) a
// broadcast, whatever of its body is in view. Only the file's own name
// is read: a folder is a place, not a verb (deploy/run.sh). A name alone
// that says no production (./deploy.sh, ./deploy.sh staging) is left to
// its body: where it goes is its default, unknown here.
func namedRunScript(c *Command) []Finding {
	file, args := runScriptWord(c)
	if file == nil || !file.Literal {
		return nil
	}
	base := path.Base(strings.ReplaceAll(file.Value, `\`, "/"))
	ext := strings.ToLower(path.Ext(base))
	if !runScriptExts.has(ext) && !hasPathSep(file.Value) {
		return nil
	}
	stem := strings.TrimSuffix(base, path.Ext(base))
	deploy, prod, check, send, group, nonProd := false, false, false, false, false, false
	for w := range nameWordSeq(stem) {
		deploy = deploy || scriptDeployVerbs.has(w)
		prod = prod || prodWords.has(w)
		check = check || taskCheckWords.has(w)
		send = send || messageVerbs.has(w) || scheduleVerbs.has(w)
		group = group || bulkNouns.has(w)
		nonProd = nonProd || nonProdWord(w)
	}
	if !deploy && !(send && group) || check {
		return nil
	}
	for _, a := range args {
		if scriptDry.has(strings.ToLower(a.Value)) {
			return nil
		}
		if !a.Literal {
			continue
		}
		for w := range nameWordSeq(a.Value) {
			switch {
			case prodWords.has(w):
				prod = true
			case taskCheckWords.has(w):
				return nil // --check, --plan, -DryRun
			case nonProdWord(w):
				nonProd = true
			}
		}
	}
	if send && group && !nonProd {
		return vocabFinding(c, "publish.broadcast", base+" (a script named as sending a message to a whole list, whose steps are not read)")
	}
	if deploy && !prod && !nonProd && envProdName(c) != "" {
		// fly ssh console -a shop-prod -C /app/bin/migrate,
		// APP_ENV=production ./deploy.sh: production named by where
		// it runs or by the environment it is given.
		prod = true
	}
	if deploy && prod {
		return vocabFinding(c, "publish.deploy", base+" (a script named as a deploy or a release, told production)")
	}
	return nil
}

// runScriptWord returns the script file c runs and the words given to
// it: its own path (./deploy.sh), or an interpreter's program file
// (bash deploy.sh, python3 send.py, pwsh -File deploy.ps1).
func runScriptWord(c *Command) (*Word, []Word) {
	if f := interpreterFile(c); f != nil {
		for i := range c.Args {
			if &c.Args[i] == f {
				return f, c.Args[i+1:]
			}
		}
	}
	name := pubName(lowerName(c))
	if does(c, name, roleScriptShell) {
		for i, a := range c.Args {
			switch {
			case a.Value == "-c" || a.Value == "-n" || strings.HasPrefix(a.Value, "-") && !strings.HasPrefix(a.Value, "--") && strings.ContainsAny(a.Value, "cn"):
				return nil, nil
			case a.Value == "-o" || a.Value == "+o" || a.Value == "-O" || a.Value == "+O":
				return nil, nil // its value: not read here
			case !strings.HasPrefix(a.Value, "-") && !strings.HasPrefix(a.Value, "+"):
				return &c.Args[i], c.Args[i+1:]
			}
		}
		return nil, nil
	}
	if (name == "pwsh" || name == "powershell") && len(c.Args) > 1 {
		for i, a := range c.Args[:len(c.Args)-1] {
			if strings.EqualFold(a.Value, "-File") || strings.EqualFold(a.Value, "-f") {
				return &c.Args[i+1], c.Args[i+2:]
			}
		}
	}
	if c.Word0.Value == "" || interpSpec(c.Name) != nil {
		return nil, nil
	}
	return &c.Word0, c.Args
}
