package policy

import (
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
	"mvdan.cc/sh/v3/syntax"
)

// A variable assigned a credential's value that this check cannot see
// (x=$DB_PASSWORD, t="Bearer ${API_TOKEN}", PowerShell's $k =
// $env:API_KEY, cmd's set K=%TOKEN%, read x <<< "$DB_PASSWORD") holds that
// credential. Expanded, it gives the value it was assigned, as written:
// echo "$x" is judged as echo "$DB_PASSWORD" is (printedElsewhere), and
// a copy of it (y=$x) holds the credential too, as does a value joined
// from it (z="user:$x"). Assigned anew, it holds what it is assigned
// (touch forgets it); its length (${#x}) and ${x:+word} give no part of
// it. The analysis keeps the variables in analyzer.held, by the key
// analyzer.vars uses in each grammar (x, $k, %K%).

// holdCredential notes that the variable key holds value, as written,
// when value expands a credential by its name (credentialName) that the
// analysis could not resolve; it forgets key otherwise.
func (a *analyzer) holdCredential(key, value string, expands func(string) bool) {
	if key == "" {
		return
	}
	if !expands(value) {
		delete(a.held, key)
		return
	}
	if a.held == nil {
		a.held = map[string]string{}
	}
	a.held[key] = value
}

// holdParams notes which positional parameters args give hold a
// credential: the arguments of a call (f "$DB_PASSWORD" makes $1, $@ and
// $* its value in f's body), of set --, or after sh -c CODE NAME. What
// the positional parameters held before is forgotten; the returned func
// puts it back, for a call or a -c whose parameters are its own.
func (a *analyzer) holdParams(args []Word) (restore func()) {
	var saved map[string]string
	for k, v := range a.held {
		if positionalKey(k) {
			if saved == nil {
				saved = map[string]string{}
			}
			saved[k] = v
			delete(a.held, k)
		}
	}
	for i, w := range args {
		if w.Literal || !posixExpandsCredential(w.Value) {
			continue
		}
		for _, k := range [...]string{strconv.Itoa(i + 1), "@", "*"} {
			if _, ok := a.held[k]; !ok {
				a.holdCredential(k, w.Value, posixExpandsCredential)
			}
		}
	}
	return func() {
		for k := range a.held {
			if positionalKey(k) {
				delete(a.held, k)
			}
		}
		for k, v := range saved {
			a.held[k] = v
		}
	}
}

// shiftHeld moves the positional parameters that hold a credential n
// places down, as shift n does: $2 becomes $1; $@ and $* hold one while
// any is left.
func (a *analyzer) shiftHeld(n int) {
	moved := map[string]string{}
	for k, v := range a.held {
		if !positionalKey(k) {
			continue
		}
		delete(a.held, k)
		if i, err := strconv.Atoi(k); err == nil && i > n {
			moved[strconv.Itoa(i-n)] = v
		}
	}
	for k, v := range moved {
		a.held[k] = v
		a.held["@"], a.held["*"] = v, v
	}
}

// positionalKey reports whether k names a positional parameter or all of
// them: 1, 2, …, @, *.
func positionalKey(k string) bool {
	if k == "@" || k == "*" {
		return true
	}
	_, err := strconv.Atoi(k)
	return err == nil && k != "0"
}

// expandsCredential reports whether v, a word's value as the analysis
// leaves it in grammar g, expands a variable named as a credential
// whole: posixExpandsCredential, psEnvCredential, cmdCredential.
func expandsCredential(g lexer.Grammar, v string) bool {
	switch g {
	case lexer.PowerShell:
		return psEnvCredential(v) != ""
	case lexer.Cmd:
		return cmdCredential(v) != ""
	}
	return posixExpandsCredential(v)
}

// posixExpandsCredential reports whether v, a posix word's value as the
// analysis leaves it ($NAME and ${NAME…} of the unknown), expands a
// variable named as a credential.
func posixExpandsCredential(v string) bool {
	found := false
	forEachExpansion(v, func(n string) { found = found || credentialName(n) })
	return found
}

// heldValue returns what the posix expansion x of the variable name
// gives when name holds a credential (analyzer.held): the value it was
// assigned. Not its length, nor ${x:+word}, nor ${!x}.
func (a *analyzer) heldValue(name string, x *syntax.ParamExp) (string, bool) {
	v, ok := a.held[name]
	if !ok || x.Excl || x.Length || x.Exp != nil && (x.Exp.Op == syntax.AlternateUnset || x.Exp.Op == syntax.AlternateUnsetOrNull) {
		return "", false
	}
	if _, known := a.vars[name]; known {
		return "", false
	}
	return v, true
}

// psHeldCredential returns, as PowerShell writes it ($env:NAME), the
// credential the value of the expression c holds, or "": the first
// environment variable named as a credential that one of its words
// expands whole, not its length or an element ($env:NAME.Length,
// $env:NAME[0]) nor an argument of a method ([string]::IsNullOrEmpty(
// $env:NAME)), which give something else.
func psHeldCredential(c *Command) string {
	if h := psEnvCredential(c.Word0.Value); h != "" {
		return h
	}
	for _, w := range c.Args {
		if h := psEnvCredential(w.Value); h != "" {
			return h
		}
	}
	return ""
}

// psEnvCredential returns, as PowerShell writes it ($env:NAME), the first
// environment variable named as a credential that v expands whole
// ($env:NAME, ${env:NAME}; see psHeldCredential), or "".
func psEnvCredential(v string) string {
	found := ""
	forEachPSEnvRef(v, func(i, k, j, end int) {
		whole := end == len(v) || !strings.ContainsRune(".[", rune(v[end]))
		call := i > 1 && v[i-1] == '(' && (isWordByte(v[i-2]) || v[i-2] == ']')
		if found == "" && j > k && whole && !call && credentialName(v[k:j]) {
			found = "$env:" + v[k:j]
		}
	})
	return found
}

// forEachPSEnvRef calls f for each reference to an environment
// variable's value in v, any case, with the index i where it starts, the
// span [k, j) of NAME and the index end after it: $env:NAME and
// ${env:NAME}; [Environment]::GetEnvironmentVariable('NAME'[, SCOPE])
// (the .NET call, System. or not); and the Env: drive's item read in a
// group, (Get-Item Env:NAME) and its .Value, (gc env:NAME), which hold
// the same value. What follows end says what of it is used (.Length,
// [0]: not the value whole).
func forEachPSEnvRef(v string, f func(i, k, j, end int)) {
	low := strings.ToLower(v)
	for _, pre := range []string{"$env:", "${env:"} {
		for i := strings.Index(low, pre); i >= 0; {
			k := i + len(pre)
			j := k
			for j < len(v) && isWordByte(v[j]) {
				j++
			}
			end := j
			if pre == "${env:" && end < len(v) && v[end] == '}' {
				end++
			}
			f(i, k, j, end)
			next := strings.Index(low[j:], pre)
			if next < 0 {
				break
			}
			i = j + next
		}
	}
	if !strings.Contains(low, "env") {
		return
	}
	for _, m := range psEnvCall.get().FindAllStringSubmatchIndex(v, 8) {
		i, k, j, end := m[0], m[2], m[3], m[1]
		if k < 0 {
			k, j = m[4], m[5] // the drive's item
			if strings.HasPrefix(low[end:], ".value") {
				end += len(".value")
			}
		}
		f(i, k, j, end)
	}
}

// psEnvCall matches the other ways PowerShell reads one environment
// variable's value by its literal name (forEachPSEnvRef): the .NET
// call, its name the first group, and a group that reads the Env:
// drive's item, its name the second: (Get-Item Env:NAME),
// (Get-Content -Path env:\NAME), with their aliases.
var psEnvCall = &lazyRegexp{expr: `(?i)` + psEnvCallExpr}

// psEnvCallExpr is psEnvCall's expression, without its flags.
const psEnvCallExpr = `\[(?:system\.)?environment\]::getenvironmentvariable\(\s*['"](\w+)['"]\s*(?:,\s*(?:['"]\w*['"]|\[[\w.]+\]::\w+)\s*)?\)|` +
	`\(\s*(?:get-item|gi|get-childitem|gci|dir|ls|get-content|gc|cat|type)\s+(?:-(?:literal)?path\s+)?['"]?(?:microsoft\.powershell\.core\\environment::|env:)[\\/]?(\w+)['"]?\s*\)`

// cmdCredential returns the first %NAME% (or !NAME!) of v whose name is a
// credential's, as written, or "".
func cmdCredential(v string) string {
	found := ""
	forEachCmdRef(v, "%!", func(name, ref string) {
		if found == "" && credentialName(name) {
			found = ref
		}
	})
	return found
}

// forEachCmdRef calls f with the name and the text of each reference of
// v written with one of marks (%NAME%; !NAME!, which cmd expands only
// with delayed expansion on), a substring's %NAME:~0,4% too. Each closing
// mark is tried as an opening one as well: a superset of what cmd
// expands.
func forEachCmdRef(v, marks string, f func(name, ref string)) {
	for _, mark := range []byte(marks) {
		for t := v; ; {
			i := strings.IndexByte(t, mark)
			if i < 0 {
				break
			}
			j := strings.IndexByte(t[i+1:], mark)
			if j < 0 {
				break
			}
			if name, _, _ := strings.Cut(t[i+1:i+1+j], ":"); isName([]byte(name)) {
				f(name, t[i:i+2+j])
			}
			t = t[i+1+j:]
		}
	}
}
