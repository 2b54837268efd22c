package fakeshell

import (
	"fmt"
	"strconv"
	"strings"
)

// The PowerShell subset's syntax tree.
type (
	psStmt interface{}
	psExpr interface{}

	psFunction struct {
		name string
		body []psStmt
	}
	psTry struct{ body, catch []psStmt }
	psIf  struct {
		conds  []psStmt // each a pipeline, as in if (…)
		blocks [][]psStmt
		els    []psStmt
	}
	psAssign struct {
		v     psVar
		value psStmt
	}
	psExit     struct{ code psExpr } // nil: exit 0
	psThrow    struct{ msg psExpr }
	psExprStmt struct{ x psExpr }
	psCommand  struct {
		name string
		args []psArg
	}
	// psArg is a command's argument: a parameter (-NoNewline, without
	// its dash) or a value.
	psArg struct {
		param string
		value psExpr
	}

	psLit    struct{ v any }
	psVar    struct{ scope, name string } // lower case; scope "" or global, env, …
	psBinary struct {
		op   string // +, -, or an operator's name without its dash: eq, and, is …
		l, r psExpr
	}
	psNot  struct{ x psExpr }
	psCast struct {
		typ string
		x   psExpr
	}
	psTypeLit struct{ typ string }
	psParen   struct{ s psStmt }
)

// psParser is a recursive-descent parser of the subset. PowerShell reads
// a command's arguments in argument mode (barewords are strings) and
// everything else in expression mode; so does this.
type psParser struct {
	src string
	pos int
}

func parsePS(src string) ([]psStmt, error) {
	p := &psParser{src: src}
	list, err := p.statements()
	if err != nil {
		return nil, err
	}
	if !p.eof() {
		return nil, p.errorf("unexpected %q", p.src[p.pos:p.pos+1])
	}
	return list, nil
}

func (p *psParser) errorf(format string, args ...any) error {
	line := 1 + strings.Count(p.src[:p.pos], "\n")
	col := p.pos - strings.LastIndexByte(p.src[:p.pos], '\n')
	return fmt.Errorf("%d:%d: %s", line, col, fmt.Sprintf(format, args...))
}

func (p *psParser) eof() bool { return p.pos >= len(p.src) }

func (p *psParser) peek() byte {
	if p.eof() {
		return 0
	}
	return p.src[p.pos]
}

func (p *psParser) peekAt(k int) byte {
	if p.pos+k >= len(p.src) {
		return 0
	}
	return p.src[p.pos+k]
}

// skipSpace skips blanks and a comment, not newlines.
func (p *psParser) skipSpace() {
	for !p.eof() {
		switch c := p.peek(); {
		case c == ' ' || c == '\t' || c == '\r':
			p.pos++
		case c == '#':
			for !p.eof() && p.peek() != '\n' {
				p.pos++
			}
		default:
			return
		}
	}
}

// skipNewlines skips blanks, comments and newlines.
func (p *psParser) skipNewlines() {
	for {
		p.skipSpace()
		if p.peek() != '\n' {
			return
		}
		p.pos++
	}
}

func (p *psParser) expect(c byte) error {
	if p.peek() != c {
		return p.errorf("missing %q", c)
	}
	p.pos++
	return nil
}

// atEnd reports whether a statement ends here.
func (p *psParser) atEnd() bool {
	return p.eof() || strings.IndexByte(";\n})", p.peek()) >= 0
}

func isWordByte(c byte) bool {
	return c == '_' || c == '-' || c == ':' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// word returns the name-like word at the position without taking it.
func (p *psParser) word() string {
	i := p.pos
	for i < len(p.src) && isWordByte(p.src[i]) {
		i++
	}
	return p.src[p.pos:i]
}

// keyword takes the word at the position when it is kw (any case).
func (p *psParser) keyword(kw string) bool {
	if w := p.word(); strings.EqualFold(w, kw) {
		p.pos += len(w)
		return true
	}
	return false
}

// statements parses statements up to the end or a closing } or ), which
// it leaves.
func (p *psParser) statements() ([]psStmt, error) {
	var list []psStmt
	for {
		for {
			p.skipNewlines()
			if p.peek() != ';' {
				break
			}
			p.pos++
		}
		if p.eof() || p.peek() == '}' || p.peek() == ')' {
			return list, nil
		}
		s, err := p.statement()
		if err != nil {
			return nil, err
		}
		list = append(list, s)
		p.skipSpace()
		if !p.atEnd() {
			return nil, p.errorf("unexpected %q", p.src[p.pos:p.pos+1])
		}
	}
}

func (p *psParser) block() ([]psStmt, error) {
	p.skipNewlines()
	if err := p.expect('{'); err != nil {
		return nil, err
	}
	list, err := p.statements()
	if err != nil {
		return nil, err
	}
	p.skipNewlines()
	if err := p.expect('}'); err != nil {
		return nil, err
	}
	return list, nil
}

// condition parses ( pipeline ).
func (p *psParser) condition() (psStmt, error) {
	p.skipSpace()
	if err := p.expect('('); err != nil {
		return nil, err
	}
	p.skipNewlines()
	s, err := p.statement()
	if err != nil {
		return nil, err
	}
	p.skipNewlines()
	return s, p.expect(')')
}

func (p *psParser) statement() (psStmt, error) {
	switch {
	case p.keyword("function"):
		p.skipSpace()
		name := p.word()
		if name == "" {
			return nil, p.errorf("missing function name")
		}
		p.pos += len(name)
		body, err := p.block()
		if i := strings.LastIndexByte(name, ':'); i >= 0 {
			name = name[i+1:] // global:prompt
		}
		return psFunction{name: strings.ToLower(name), body: body}, err
	case p.keyword("try"):
		body, err := p.block()
		if err != nil {
			return nil, err
		}
		p.skipNewlines()
		if !p.keyword("catch") {
			return nil, p.errorf("try without catch")
		}
		p.skipSpace()
		if p.peek() == '[' { // catch [SomeException]
			if _, err := p.typeName(); err != nil {
				return nil, err
			}
		}
		catch, err := p.block()
		return psTry{body: body, catch: catch}, err
	case p.keyword("if"):
		return p.ifStatement()
	case p.keyword("exit"):
		p.skipSpace()
		if p.atEnd() {
			return psExit{}, nil
		}
		x, err := p.expr()
		return psExit{code: x}, err
	case p.keyword("throw"):
		p.skipSpace()
		if p.atEnd() {
			return psThrow{msg: psLit{"ScriptHalted"}}, nil
		}
		x, err := p.expr()
		return psThrow{msg: x}, err
	}
	if p.peek() == '$' {
		save := p.pos
		v, err := p.variable()
		if err != nil {
			return nil, err
		}
		p.skipSpace()
		if p.peek() == '=' {
			p.pos++
			p.skipSpace()
			value, err := p.statement()
			return psAssign{v: v, value: value}, err
		}
		p.pos = save
	}
	if p.startsOperand() {
		x, err := p.expr()
		return psExprStmt{x}, err
	}
	return p.command()
}

func (p *psParser) ifStatement() (psStmt, error) {
	var s psIf
	for {
		cond, err := p.condition()
		if err != nil {
			return nil, err
		}
		block, err := p.block()
		if err != nil {
			return nil, err
		}
		s.conds, s.blocks = append(s.conds, cond), append(s.blocks, block)
		save := p.pos
		p.skipNewlines()
		switch {
		case p.keyword("elseif"):
			continue
		case p.keyword("else"):
			s.els, err = p.block()
			return s, err
		}
		p.pos = save
		return s, nil
	}
}

func (p *psParser) command() (psStmt, error) {
	name := p.bareword()
	if name == "" {
		return nil, p.errorf("unexpected %q", p.src[p.pos:p.pos+1])
	}
	c := psCommand{name: name}
	for {
		p.skipSpace()
		if p.atEnd() {
			return c, nil
		}
		if p.peek() == '-' && isLetter(p.peekAt(1)) {
			p.pos++
			w := p.word()
			p.pos += len(w)
			c.args = append(c.args, psArg{param: w})
			continue
		}
		var x psExpr
		var err error
		switch p.peek() {
		case '\'', '"', '$', '(':
			x, err = p.primary()
		default:
			x = psLit{p.bareword()}
		}
		if err != nil {
			return nil, err
		}
		c.args = append(c.args, psArg{value: x})
	}
}

// bareword reads an argument-mode word: up to a blank or a statement's end.
func (p *psParser) bareword() string {
	i := p.pos
	for i < len(p.src) && strings.IndexByte(" \t\r\n;})", p.src[i]) < 0 {
		i++
	}
	w := p.src[p.pos:i]
	p.pos = i
	return w
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// startsOperand reports whether an expression operand starts here.
func (p *psParser) startsOperand() bool {
	switch c := p.peek(); {
	case strings.IndexByte("'\"$([!", c) >= 0 || isDigit(c):
		return true
	case c == '-':
		if isDigit(p.peekAt(1)) {
			return true
		}
		save := p.pos
		op := p.operator("not")
		p.pos = save
		return op != ""
	}
	return false
}

// operator takes a dash operator among names (without the dash) and
// returns its name, or "" leaving the position.
func (p *psParser) operator(names ...string) string {
	if p.peek() != '-' {
		return ""
	}
	i := p.pos + 1
	for i < len(p.src) && isLetter(p.src[i]) {
		i++
	}
	w := strings.ToLower(p.src[p.pos+1 : i])
	for _, n := range names {
		if w == n {
			p.pos = i
			return n
		}
	}
	return ""
}

func (p *psParser) expr() (psExpr, error) { return p.andOr() }

func (p *psParser) andOr() (psExpr, error) {
	l, err := p.comparison()
	for err == nil {
		p.skipSpace()
		op := p.operator("and", "or")
		if op == "" {
			break
		}
		p.skipNewlines()
		var r psExpr
		r, err = p.comparison()
		l = psBinary{op, l, r}
	}
	return l, err
}

func (p *psParser) comparison() (psExpr, error) {
	l, err := p.additive()
	for err == nil {
		p.skipSpace()
		op := p.operator("eq", "ne", "lt", "gt", "le", "ge", "is", "isnot")
		if op == "" {
			break
		}
		p.skipNewlines()
		var r psExpr
		r, err = p.additive()
		l = psBinary{op, l, r}
	}
	return l, err
}

func (p *psParser) additive() (psExpr, error) {
	l, err := p.unary()
	for err == nil {
		p.skipSpace()
		c := p.peek()
		if c != '+' && (c != '-' || isLetter(p.peekAt(1))) {
			break
		}
		p.pos++
		p.skipNewlines()
		var r psExpr
		r, err = p.unary()
		l = psBinary{string(c), l, r}
	}
	return l, err
}

func (p *psParser) unary() (psExpr, error) {
	p.skipSpace()
	if p.operator("not") != "" || p.peek() == '!' {
		if p.peek() == '!' {
			p.pos++
		}
		x, err := p.unary()
		return psNot{x}, err
	}
	if p.peek() == '[' {
		typ, err := p.typeName()
		if err != nil {
			return nil, err
		}
		p.skipSpace()
		if p.startsOperand() {
			x, err := p.unary()
			return psCast{typ, x}, err
		}
		return psTypeLit{typ}, nil
	}
	return p.primary()
}

// typeName reads [name] and returns the name in lower case.
func (p *psParser) typeName() (string, error) {
	end := strings.IndexByte(p.src[p.pos:], ']')
	if end < 0 {
		return "", p.errorf("missing ']'")
	}
	name := strings.ToLower(strings.TrimSpace(p.src[p.pos+1 : p.pos+end]))
	p.pos += end + 1
	return strings.TrimPrefix(name, "system."), nil
}

func (p *psParser) primary() (psExpr, error) {
	p.skipSpace()
	switch c := p.peek(); {
	case c == '\'':
		return p.quoted('\'')
	case c == '"':
		return p.quoted('"')
	case c == '$':
		return p.variable()
	case c == '(':
		p.pos++
		p.skipNewlines()
		s, err := p.statement()
		if err != nil {
			return nil, err
		}
		p.skipNewlines()
		return psParen{s}, p.expect(')')
	case isDigit(c) || c == '-' && isDigit(p.peekAt(1)):
		i := p.pos + 1
		for i < len(p.src) && isDigit(p.src[i]) {
			i++
		}
		n, err := strconv.Atoi(p.src[p.pos:i])
		if err != nil {
			return nil, p.errorf("bad number %q", p.src[p.pos:i])
		}
		p.pos = i
		return psLit{n}, nil
	case p.eof():
		return nil, p.errorf("missing expression")
	}
	return nil, p.errorf("unexpected %q", p.src[p.pos:p.pos+1])
}

// quoted reads a string quoted with q; a doubled quote stands for one.
// Double-quoted strings are taken literally: no $ expansion, no escapes.
func (p *psParser) quoted(q byte) (psExpr, error) {
	start := p.pos
	p.pos++
	var b strings.Builder
	for !p.eof() {
		c := p.peek()
		p.pos++
		if c != q {
			b.WriteByte(c)
			continue
		}
		if p.peek() == q {
			b.WriteByte(q)
			p.pos++
			continue
		}
		return psLit{b.String()}, nil
	}
	p.pos = start
	return nil, p.errorf("unterminated string")
}

func (p *psParser) variable() (psVar, error) {
	p.pos++ // $
	if p.peek() == '?' {
		p.pos++
		return psVar{name: "?"}, nil
	}
	i := p.pos
	for i < len(p.src) && (isLetter(p.src[i]) || isDigit(p.src[i]) || p.src[i] == '_' || p.src[i] == ':') {
		i++
	}
	name := strings.ToLower(p.src[p.pos:i])
	if name == "" {
		return psVar{}, p.errorf("missing variable name")
	}
	p.pos = i
	if scope, n, ok := strings.Cut(name, ":"); ok {
		return psVar{scope: scope, name: n}, nil
	}
	return psVar{name: name}, nil
}
