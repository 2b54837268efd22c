package fakeshell

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// powerShell is the pwsh personality.
type powerShell struct {
	stdio    IO
	env      []string
	readline bool   // FAKESHELL_PSREADLINE=1: Set-PSReadLineOption works
	cont     string // the continuation prompt

	scopes []map[string]any // [0] is the global scope; names in lower case
	funcs  map[string][]psStmt
	ok     bool // $?
	trap   int  // > 0: errors go up to a try or the prompt call, not to the terminal
}

func newPowerShell(stdio IO, env []string) *powerShell {
	ps := &powerShell{stdio: stdio, env: append([]string(nil), env...), cont: ">> ",
		scopes: []map[string]any{{}}, funcs: map[string][]psStmt{}, ok: true}
	ps.readline = ps.getenv("FAKESHELL_PSREADLINE") == "1"
	return ps
}

func (ps *powerShell) grammar() lexer.Grammar { return lexer.PowerShell }

func (ps *powerShell) continuation() string { return ps.cont }

func (ps *powerShell) status() int {
	if ps.ok {
		return 0
	}
	return 1
}

// prompt calls the prompt function, as pwsh does before each input: what
// it returns is the prompt; "PS>" when it fails; "PS <dir>> " when there
// is none.
func (ps *powerShell) prompt() string {
	body, ok := ps.funcs["prompt"]
	if !ok {
		dir, _ := os.Getwd()
		return "PS " + dir + "> "
	}
	saved := ps.ok
	defer func() { ps.ok = saved }()
	var b strings.Builder
	if err := ps.call(body, func(v any) { b.WriteString(toString(v)) }, true); err != nil {
		return "PS>"
	}
	return b.String()
}

// run parses and runs complete input; each statement's output is printed
// a value to a line.
func (ps *powerShell) run(input string) (int, bool) {
	stmts, err := parsePS(input)
	if err != nil {
		fmt.Fprintf(ps.stdio.Err, "ParserError: %v\n", err)
		ps.ok = false
		return 0, false
	}
	var ex exitError
	if err := ps.block(stmts, ps.print); errors.As(err, &ex) {
		return ex.code, true
	}
	return 0, false
}

func (ps *powerShell) print(v any) {
	if v != nil {
		_, _ = io.WriteString(ps.stdio.Out, toString(v)+"\n")
	}
}

// exitError carries exit N up to run.
type exitError struct{ code int }

func (e exitError) Error() string { return "exit " + strconv.Itoa(e.code) }

// block runs statements. A failing statement is reported and the next
// runs, unless a try or the prompt call is to see the error.
func (ps *powerShell) block(stmts []psStmt, emit func(any)) error {
	for _, s := range stmts {
		err := ps.statement(s, emit)
		if err == nil {
			continue
		}
		var ex exitError
		if errors.As(err, &ex) || ps.trap > 0 {
			return err
		}
		fmt.Fprintln(ps.stdio.Err, err)
		ps.ok = false
	}
	return nil
}

// call runs a function body in a new scope; trap makes an error end it.
func (ps *powerShell) call(body []psStmt, emit func(any), trap bool) error {
	ps.scopes = append(ps.scopes, map[string]any{})
	defer func() { ps.scopes = ps.scopes[:len(ps.scopes)-1] }()
	if trap {
		ps.trap++
		defer func() { ps.trap-- }()
	}
	return ps.block(body, emit)
}

func (ps *powerShell) statement(s psStmt, emit func(any)) error {
	switch s := s.(type) {
	case psFunction:
		ps.funcs[s.name] = s.body
		ps.ok = true
	case psTry:
		ps.trap++
		err := ps.block(s.body, emit)
		ps.trap--
		var ex exitError
		if err == nil || errors.As(err, &ex) {
			return err
		}
		ps.ok = true
		return ps.block(s.catch, emit)
	case psIf:
		for i, cond := range s.conds {
			v, err := ps.collect(cond)
			if err != nil {
				return err
			}
			if truthy(v) {
				return ps.block(s.blocks[i], emit)
			}
		}
		return ps.block(s.els, emit)
	case psAssign:
		v, err := ps.collect(s.value)
		if err != nil {
			return err
		}
		ps.set(s.v, v)
		ps.ok = true
	case psExit:
		code := 0
		if s.code != nil {
			v, err := ps.eval(s.code)
			if err != nil {
				return err
			}
			if code, err = toInt(v); err != nil {
				return err
			}
		}
		return exitError{code}
	case psThrow:
		v, err := ps.eval(s.msg)
		if err != nil {
			return err
		}
		return fmt.Errorf("Exception: %s", toString(v))
	case psExprStmt:
		v, err := ps.eval(s.x)
		if err != nil {
			return err
		}
		if v != nil {
			emit(v)
		}
		ps.ok = true
	case psCommand:
		return ps.command(s, emit)
	default:
		panic(fmt.Sprintf("fakeshell: statement %T", s))
	}
	return nil
}

// collect runs a statement and returns its output: nil, one value, or the
// values joined by spaces.
func (ps *powerShell) collect(s psStmt) (any, error) {
	var out []any
	if err := ps.statement(s, func(v any) { out = append(out, v) }); err != nil {
		return nil, err
	}
	switch len(out) {
	case 0:
		return nil, nil
	case 1:
		return out[0], nil
	}
	strs := make([]string, len(out))
	for i, v := range out {
		strs[i] = toString(v)
	}
	return strings.Join(strs, " "), nil
}

func (ps *powerShell) command(c psCommand, emit func(any)) error {
	var values []any
	var words []string // the arguments as a native command gets them
	params := map[string]any{}
	for i := 0; i < len(c.args); i++ {
		a := c.args[i]
		if a.param != "" {
			words = append(words, "-"+a.param)
			param := strings.ToLower(a.param)
			params[param] = true
			if param == "continuationprompt" && i+1 < len(c.args) && c.args[i+1].param == "" {
				v, err := ps.eval(c.args[i+1].value)
				if err != nil {
					return err
				}
				params[param] = v
				words = append(words, toString(v))
				i++
			}
			continue
		}
		v, err := ps.eval(a.value)
		if err != nil {
			return err
		}
		values = append(values, v)
		words = append(words, toString(v))
	}
	name := strings.ToLower(c.name)
	switch name {
	case "write-output", "echo", "write":
		for _, v := range values {
			emit(v)
		}
		ps.ok = true
		return nil
	case "write-host":
		text := joinValues(values)
		if params["nonewline"] == nil {
			text += "\n"
		}
		_, _ = io.WriteString(ps.stdio.Out, text)
		ps.ok = true
		return nil
	case "write-error":
		fmt.Fprintf(ps.stdio.Err, "Write-Error: %s\n", joinValues(values))
		ps.ok = false
		return nil
	case "set-psreadlineoption":
		if !ps.readline {
			break // PSReadLine is not loaded: not found
		}
		if v, ok := params["continuationprompt"]; ok {
			ps.cont = toString(v)
		}
		ps.ok = true
		return nil
	}
	if body, ok := ps.funcs[name]; ok {
		err := ps.call(body, emit, false)
		if err == nil {
			ps.ok = true
		}
		return err
	}
	code, err := runNative(ps.stdio, ps.env, c.name, words)
	if errors.Is(err, errNotFound) {
		return fmt.Errorf("%s: The term '%s' is not recognized as a name of a cmdlet, function, script file, or executable program.\n"+
			"Check the spelling of the name, or if a path was included, verify that the path is correct and try again.", c.name, c.name)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", c.name, err)
	}
	ps.scopes[0]["lastexitcode"] = code
	ps.ok = code == 0
	return nil
}

func joinValues(values []any) string {
	strs := make([]string, len(values))
	for i, v := range values {
		strs[i] = toString(v)
	}
	return strings.Join(strs, " ")
}

func (ps *powerShell) getenv(name string) string {
	for i := len(ps.env) - 1; i >= 0; i-- {
		if k, v, ok := strings.Cut(ps.env[i], "="); ok && strings.EqualFold(k, name) {
			return v
		}
	}
	return ""
}

func (ps *powerShell) lookup(v psVar) any {
	switch {
	case v.scope == "env":
		return ps.getenv(v.name)
	case v.name == "?" && v.scope == "":
		return ps.ok
	case v.name == "true" && v.scope == "":
		return true
	case v.name == "false" && v.scope == "":
		return false
	case v.name == "null" && v.scope == "":
		return nil
	case v.scope == "global":
		return ps.scopes[0][v.name]
	}
	for i := len(ps.scopes) - 1; i >= 0; i-- {
		if x, ok := ps.scopes[i][v.name]; ok {
			return x
		}
	}
	return nil
}

func (ps *powerShell) set(v psVar, x any) {
	switch v.scope {
	case "env":
		ps.env = append(ps.env, v.name+"="+toString(x))
	case "global":
		ps.scopes[0][v.name] = x
	default:
		ps.scopes[len(ps.scopes)-1][v.name] = x
	}
}

// psType is a type literal's value, as in -is [int].
type psType string

func (ps *powerShell) eval(x psExpr) (any, error) {
	switch x := x.(type) {
	case psLit:
		return x.v, nil
	case psVar:
		return ps.lookup(x), nil
	case psTypeLit:
		return psType(x.typ), nil
	case psParen:
		return ps.collect(x.s)
	case psNot:
		v, err := ps.eval(x.x)
		return !truthy(v), err
	case psCast:
		v, err := ps.eval(x.x)
		if err != nil {
			return nil, err
		}
		return cast(x.typ, v)
	case psBinary:
		l, err := ps.eval(x.l)
		if err != nil {
			return nil, err
		}
		r, err := ps.eval(x.r)
		if err != nil {
			return nil, err
		}
		return binary(x.op, l, r)
	}
	panic(fmt.Sprintf("fakeshell: expression %T", x))
}

func binary(op string, l, r any) (any, error) {
	switch op {
	case "and":
		return truthy(l) && truthy(r), nil
	case "or":
		return truthy(l) || truthy(r), nil
	case "is", "isnot":
		t, ok := r.(psType)
		if !ok {
			return nil, fmt.Errorf("InvalidOperation: -%s wants a type on its right", op)
		}
		return isType(l, string(t)) == (op == "is"), nil
	case "+":
		switch l := l.(type) {
		case nil:
			return r, nil
		case string:
			return l + toString(r), nil
		}
	}
	if s, ok := l.(string); ok {
		return compareStrings(op, s, toString(r))
	}
	a, err := toInt(l)
	if err != nil {
		return nil, err
	}
	b, err := toInt(r)
	if err != nil {
		if op == "eq" || op == "ne" {
			return op == "ne", nil
		}
		return nil, err
	}
	switch op {
	case "+":
		return a + b, nil
	case "-":
		return a - b, nil
	case "eq":
		return a == b, nil
	case "ne":
		return a != b, nil
	case "lt":
		return a < b, nil
	case "gt":
		return a > b, nil
	case "le":
		return a <= b, nil
	case "ge":
		return a >= b, nil
	}
	return nil, fmt.Errorf("InvalidOperation: -%s", op)
}

// compareStrings compares as PowerShell does by default: ignoring case.
func compareStrings(op, a, b string) (any, error) {
	c := strings.Compare(strings.ToLower(a), strings.ToLower(b))
	switch op {
	case "eq":
		return c == 0, nil
	case "ne":
		return c != 0, nil
	case "lt":
		return c < 0, nil
	case "gt":
		return c > 0, nil
	case "le":
		return c <= 0, nil
	case "ge":
		return c >= 0, nil
	}
	return nil, fmt.Errorf("InvalidOperation: string %s", op)
}

func cast(typ string, v any) (any, error) {
	switch typ {
	case "char":
		if s, ok := v.(string); ok && len([]rune(s)) == 1 {
			return s, nil
		}
		n, err := toInt(v)
		if err != nil {
			return nil, err
		}
		return string(rune(n)), nil
	case "int", "int32", "int64":
		return toInt(v)
	case "string":
		return toString(v), nil
	case "bool":
		return truthy(v), nil
	}
	return nil, fmt.Errorf("InvalidOperation: unknown type [%s]", typ)
}

func isType(v any, typ string) bool {
	switch v.(type) {
	case int:
		return typ == "int" || typ == "int32"
	case string:
		return typ == "string"
	case bool:
		return typ == "bool"
	}
	return false
}

func truthy(v any) bool {
	switch v := v.(type) {
	case nil:
		return false
	case bool:
		return v
	case int:
		return v != 0
	case string:
		return v != ""
	}
	return true
}

func toInt(v any) (int, error) {
	switch v := v.(type) {
	case nil:
		return 0, nil
	case int:
		return v, nil
	case bool:
		if v {
			return 1, nil
		}
		return 0, nil
	case string:
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return 0, fmt.Errorf("InvalidArgument: cannot convert %q to an integer", v)
		}
		return n, nil
	}
	return 0, fmt.Errorf("InvalidArgument: cannot convert %v to an integer", v)
}

func toString(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	case bool:
		if v {
			return "True"
		}
		return "False"
	case psType:
		return string(v)
	}
	return fmt.Sprint(v)
}
