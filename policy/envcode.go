package policy

import (
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Code held by the environment the command starts in.
//
// A variable the input never sets has the value the check's environment
// gives it: the same environment the shell gets (one-shot mode execs the
// shell with it; a session's shell started with it, and State follows
// what its commands set since). Where such a variable is run as code —
// eval "$CMD", bash -c "$CMD", a command word $CMD split into a command
// line — that value is what runs, and it is judged as written: a value put
// there by a file the agent wrote earlier (an .envrc that direnv loads, a
// .env a launcher reads) is caught where it runs. Credentials' names are
// never read (their values are secrets, not code), and after a command
// the analysis could not follow (anything, unknownPrefix) no value is
// known.

// envValue returns the value of the variable name from the environment
// the command starts in, when that is the value the shell expands: the
// environment sets it, the input does not, and nothing the analysis
// could not follow may have. A variable the environment lacks is not
// known to be empty: the shell sets some itself ($PWD, $SHELL), and the
// rules read it at its worst.
func (a *analyzer) envValue(name string) (string, bool) {
	if a.env.Getenv == nil || a.touched[name] || a.anything || a.underUnknown(name) || !isName([]byte(name)) || credentialName(name) {
		return "", false
	}
	if _, ok := a.vars[name]; ok {
		return "", false
	}
	v := a.env.Getenv(name)
	return v, v != ""
}

// envRef returns the variable a word's text names when that text is one
// expansion of it and nothing else: $NAME or ${NAME}.
func envRef(v string) (string, bool) {
	if strings.HasPrefix(v, "${") && strings.HasSuffix(v, "}") {
		v = v[2 : len(v)-1]
	} else if strings.HasPrefix(v, "$") {
		v = v[1:]
	} else {
		return "", false
	}
	return v, v != "" && isName([]byte(v))
}

// envCodeText returns code's text with each $NAME and ${NAME} replaced by
// its value from the environment (envValue), and whether any was: the
// text the shell runs for eval "…" or bash -c "…" with the outer shell's
// expansions done. ok is false when the text holds any other expansion
// or a variable whose value is not known.
func (a *analyzer) envCodeText(text string) (string, bool) {
	if !strings.Contains(text, "$") || strings.ContainsAny(text, "`\\") {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] != '$' {
			b.WriteByte(text[i])
			continue
		}
		j := i + 1
		braced := j < len(text) && text[j] == '{'
		if braced {
			j++
		}
		k := j
		for k < len(text) && isWordByte(text[k]) {
			k++
		}
		if braced && (k == len(text) || text[k] != '}') {
			return "", false // ${x:-…}, ${#x}, ${x[0]}: not a plain value
		}
		value, ok := a.envValue(text[j:k])
		if k == j || !ok {
			return "", false
		}
		b.WriteString(value)
		if braced {
			k++
		}
		i = k - 1
	}
	return b.String(), true
}

// envFields returns the fields the shell makes of the word w when it is
// one variable from the environment ($CMD; "$CMD" is one field), the
// value split at IFS.
func (a *analyzer) envFields(w Word) ([]string, bool) {
	name, ok := envRef(w.Value)
	if !ok || w.Literal {
		return nil, false
	}
	value, ok := a.envValue(name)
	if !ok {
		return nil, false
	}
	if w.Quoted {
		return []string{value}, true
	}
	return ifsSplit(value, a.ifs(nil), 0), true
}

// envName judges the command c whose name is one variable from the
// environment ($CMD args, sudo $CMD, "$EDITOR" file) as the command its
// value makes: the fields of the value, then c's arguments. A name made
// only of expansions whose values are not known ($X crontab -r, "$X"
// git push -f, sudo $X env) may be empty — unquoted, the shell drops
// the word — or a wrapper (env, command, sudo): either way the words
// after it run as a command, judged as such too.
func (a *analyzer) envName(c *Command) {
	fields, ok := a.envFields(c.Word0)
	if !ok || len(fields) == 0 {
		if nameMayVanish(c) {
			a.shadowName(c, nil, c.Word0.Value+" as an empty word or a wrapper")
		}
		return
	}
	words := make([]Word, 0, len(fields)+len(c.Args))
	for _, f := range fields {
		words = append(words, fieldWord(f))
	}
	a.shadowName(c, words, c.Word0.Value+" from the environment")
}

// nameMayVanish reports whether c's name is made only of expansions whose
// values are not known and its first argument is a command name: the
// name may be empty or a wrapper, and the words after it a command
// (envName judges them so). Not $X -la: an option is the unknown
// command's own.
func nameMayVanish(c *Command) bool {
	return c.Dynamic && strings.Trim(emptyExpansions(c.Word0.Value), `"`) == "" && len(c.Args) > 0 && c.Args[0].Literal && isCommandName(c.Args[0].Value) && !strings.HasPrefix(c.Args[0].Value, "-")
}

// shadowName judges c again as the command that words, then c's
// arguments, make, run by way of how.
func (a *analyzer) shadowName(c *Command, words []Word, how string) {
	shadow := &Command{Grammar: c.Grammar, Text: c.Text, Redirs: c.Redirs, Stdin: c.Stdin, Feeds: c.Feeds,
		Wrappers: append(append([]string(nil), c.Wrappers...), how)}
	shadow.setName(append(words, c.Args...))
	a.add(shadow)
	a.unwrap(shadow)
}

// codeVar is psVar for code that Invoke-Expression runs: a variable of
// the environment the input does not set ($env:CMD) has the value the
// environment gives it (envValue).
func (r *psReader) codeVar(name string) (psValue, bool) {
	if v, ok := r.psVar(name); ok {
		return v, true
	}
	scope, bare, ok := strings.Cut(name, ":")
	if _, set := r.st.vals["$"+strings.ToLower(name)]; !ok || set || !strings.EqualFold(scope, "env") {
		return psValue{}, false
	}
	v, ok := r.a.winEnvValue(bare)
	return psValue{s: v}, ok
}

// winEnvValue is envValue for Windows' names, which ignore case
// (PowerShell's reader lowers them; cmd's keeps them as typed).
func (a *analyzer) winEnvValue(name string) (string, bool) {
	name = strings.ToUpper(name)
	for _, n := range a.env.Names() {
		if strings.EqualFold(n, name) {
			name = n
			break
		}
	}
	return a.envValue(name)
}

// envName gives a command's name written as one variable (%CMD%) that
// the input does not set the value the environment gives it: cmd expands
// it before it splits the line, so that value is the command line run
// (resplit judges it).
func (r *cmdReader) envName(w *cmdWord, args []cmdWord) {
	name, ok := strings.CutPrefix(w.raw, "%")
	name, ok2 := strings.CutSuffix(name, "%")
	if w.Quoted || !ok || !ok2 || strings.ContainsAny(name, "%:~! ") {
		return
	}
	if _, set := r.a.vars[cmdVarKey(name)]; set {
		// set CMD=dir & %CMD%: cmd expands a line's %CMD% before it runs
		// any of its commands, so on one line the value is still the
		// environment's. Which line set it is not kept: the
		// environment's value is judged too, with the same arguments.
		if v, ok := r.a.winEnvValue(name); ok {
			parts := []string{v}
			for _, a := range args {
				parts = append(parts, a.raw)
			}
			r.sub(strings.Join(parts, " "), append(append([]string(nil), r.w...), w.raw+" of the environment"))
		}
		return
	}
	if w.Literal {
		return
	}
	if v, ok := r.a.winEnvValue(name); ok {
		w.Value, w.Literal = v, true
	}
}

// fedValue sets *code to the string an expression piped into c
// (Invoke-Expression) puts down the pipeline, $code | iex, read as
// codeVar reads code: a variable of the environment has its value.
func (r *psReader) fedValue(c *Command, code *string) bool {
	if len(c.Feeds) != 1 {
		return false
	}
	f := c.Feeds[0]
	if f.Name == "get-content" {
		return r.contentText(f, code)
	}
	if f.Name != "" || f.Dynamic || len(f.Args) > 0 {
		return false
	}
	if f.Word0.Literal {
		*code = f.Word0.Value // $code, its value known
		return *code != ""
	}
	v, ok := psEval(f.Word0.Value, r.codeVar)
	if !ok || v.kind != psString {
		return false
	}
	*code = v.s
	return true
}

// contentText sets *code to the text of the one file f, a Get-Content,
// reads (Get-Content F | iex, iex (Get-Content F -Raw)): the lines of F,
// as Invoke-Command -FilePath F runs them (scriptFileText): what this
// input wrote to F, else F as it is now.
func (r *psReader) contentText(f *Command, code *string) bool {
	if f == nil || f.Name != "get-content" || f.Dynamic {
		return false
	}
	paths, _ := psPaths(f)
	if len(paths) != 1 {
		return false
	}
	text, ok := r.scriptFileText(paths[0])
	*code = text
	return ok
}

// writtenContent sets *code to the text this input wrote to a file a
// Get-Content among subst reads, however the rest of the subexpression
// reshapes it (iex ((gc F -Raw).Trim()), iex ((gc F) -join "`n")): the
// worst reading of what it runs is that text as written.
func (r *psReader) writtenContent(subst []*Command, code *string) bool {
	for _, c := range subst {
		if c.Name != "get-content" || c.Dynamic {
			continue
		}
		paths, _ := psPaths(c)
		if len(paths) != 1 || !paths[0].Literal {
			continue
		}
		if text, ok := r.a.written[winKey(paths[0].Value)]; ok && text != unknownText {
			*code = text
			return true
		}
	}
	return false
}

// fileCode runs as code the text of the file a Get-Content among subst
// reads (iex (gc F -Raw), [scriptblock]::Create((gc F -Raw)), pwsh
// -Command (gc F -Raw), [IO.File]::ReadAllText(F) being Get-Content):
// that text as this input wrote it or as F holds it now (contentText,
// writtenContent). Where neither is known here (F downloaded, or written
// with text only known at run time), what runs is F's lines, as
// dot-sourcing F runs them (about_Scripts): judged as a run of F by its
// name, as `. .\F` is (winScript, a file downloaded then run). text is
// the source text for messages, w the wrappers peeled.
func (r *psReader) fileCode(subst []*Command, text string, w []string) bool {
	var code string
	if r.contentText(psContentSubst(subst), &code) || r.writtenContent(subst, &code) {
		r.a.powershell(code, w, r.st)
		return true
	}
	gc := psContentSubst(subst)
	if gc == nil || gc.Dynamic {
		return false
	}
	paths, _ := psPaths(gc)
	if len(paths) != 1 || paths[0].Computed {
		return false
	}
	run := &Command{Grammar: lexer.PowerShell, Text: text, Wrappers: w, Word0: paths[0], Name: winBase(paths[0].Value)}
	if !r.a.winScript(run, w) {
		r.a.add(run)
	}
	return true
}

// fedFile runs as code the text of the file the one command feeding c,
// an Invoke-Expression, reads (Get-Content F | iex, (gc F) -join "`n" |
// iex, [IO.File]::ReadAllText('F') | iex): as fileCode does when the read
// is iex's argument, since a pipeline hands iex the same text (about_Pipelines:
// Invoke-Expression's -Command takes its value from the pipeline).
func (r *psReader) fedFile(c *Command, w []string) bool {
	if len(c.Feeds) != 1 || c.Feeds[0].Dynamic {
		return false
	}
	f := c.Feeds[0]
	subst := []*Command{f}
	if f.Name == "" {
		subst = f.Word0.Subst
		if gc := r.dotnetRead(f.Word0.Value); gc != nil {
			subst = []*Command{gc}
		}
	}
	return r.fileCode(subst, c.Text, w)
}

// psContentSubst returns the Get-Content of a subexpression that is one
// Get-Content, perhaps piped through Out-String ((gc F -Raw), $(gc F |
// Out-String)), perhaps in parentheses again (((gc F -Raw)): the
// expression statement holding the commands before it) or called as
// .NET's ([IO.File]::ReadAllText('F'): the argument a value): its text is
// the value; nil for any other.
func psContentSubst(subst []*Command) *Command {
	var gc *Command
	for _, c := range subst {
		switch {
		case c.Name == "get-content" && gc == nil:
			gc = c
		case c.Name == "out-string":
		case c.Name == "" && !c.Dynamic && len(c.Args) == 0 && c.Word0.Literal:
			// [IO.File]::ReadAllText('F'): the method's argument, a value
		case gc != nil && c.Name == "" && !c.Dynamic && len(c.Args) == 0:
		default:
			return nil
		}
	}
	return gc
}

// envCodeWord returns the value of w when w is one variable of the
// environment the input does not set, as the shell of grammar g writes
// it ($env:CMD, ${env:CMD} in PowerShell; %CMD% in cmd; $CMD, ${CMD} in a
// POSIX shell):
// the value that shell expands the word to and hands on as code.
func (a *analyzer) envCodeWord(g lexer.Grammar, w Word) (string, bool) {
	if w.Literal || w.Computed {
		return "", false
	}
	v := strings.TrimSpace(w.Value)
	if g == lexer.PowerShell {
		if strings.HasPrefix(v, "${") && strings.HasSuffix(v, "}") {
			v = "$" + v[2:len(v)-1]
		}
		name, ok := strings.CutPrefix(strings.ToLower(v), "$env:")
		if !ok || !isName([]byte(name)) {
			return "", false
		}
		return a.winEnvValue(name)
	}
	if g == lexer.Cmd {
		name, ok := strings.CutPrefix(v, "%")
		name, ok2 := strings.CutSuffix(name, "%")
		if !ok || !ok2 || !isName([]byte(name)) {
			return "", false
		}
		return a.winEnvValue(name)
	}
	if !g.IsPosix() {
		return "", false
	}
	name, ok := envRef(v)
	if !ok {
		return "", false
	}
	return a.envValue(name)
}
