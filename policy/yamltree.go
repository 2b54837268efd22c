package policy

import (
	"encoding/json"
	"strconv"
	"strings"
)

// yamlTree reads a YAML document as people write configuration by hand
// (a compose file, a kubeconfig, a CI workflow) into the values
// encoding/json gives: map[string]any, []any, and every scalar a string.
// It reads block mappings and sequences (a sequence may sit at its key's
// indent), flow collections over one or more lines, plain, single- and
// double-quoted scalars, block scalars (| and >), comments; anchors and
// tags are dropped, an alias is no value. JSON, a subset of YAML, is read
// by encoding/json. The documents of a stream (---) are read as one
// mapping, the worst reading of which one a tool takes.
func yamlTree(text string) (any, bool) {
	var doc any
	if json.Unmarshal([]byte(text), &doc) == nil {
		return jsonStrings(doc), true
	}
	p := &yamlParser{lines: strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")}
	doc = p.node(0)
	return doc, doc != nil
}

// jsonStrings returns a JSON value with its numbers and booleans as the
// strings YAML's scalars are here.
func jsonStrings(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			v[k] = jsonStrings(e)
		}
	case []any:
		for i, e := range v {
			v[i] = jsonStrings(e)
		}
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	return v
}

// yamlParser reads lines of YAML; the line at i is the next one, depth
// the collections node is in.
type yamlParser struct {
	lines []string
	i     int
	depth int
}

// peek returns the next line that holds content, its indent and its
// text without a comment, skipping blank lines, comments and the
// document markers.
func (p *yamlParser) peek() (indent int, text string, ok bool) {
	for ; p.i < len(p.lines) && p.i < maxYAMLLines; p.i++ {
		l := p.lines[p.i]
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' || t == "---" || t == "..." || strings.HasPrefix(t, "%YAML") || strings.HasPrefix(t, "--- ") {
			continue
		}
		return len(l) - len(strings.TrimLeft(l, " \t")), yamlUncommented(t), true
	}
	return 0, "", false
}

// maxYAMLLines bounds the lines read of one document.
const maxYAMLLines = 20000

// maxYAMLDepth bounds the collections read in one another: a line of
// a thousand "- " is a thousand, each rewritten (seq).
const maxYAMLDepth = 64

// node reads the value that begins at the next line, if that line is
// indented at least min. Past maxYAMLDepth the value's lines are
// skipped, read as nothing.
func (p *yamlParser) node(min int) any {
	indent, t, ok := p.peek()
	if !ok || indent < min {
		return nil
	}
	if p.depth >= maxYAMLDepth {
		for p.i++; ; p.i++ {
			if in, _, ok := p.peek(); !ok || in < min {
				return nil
			}
		}
	}
	p.depth++
	defer func() { p.depth-- }()
	switch {
	case t == "-" || strings.HasPrefix(t, "- "):
		return p.seq(indent)
	case yamlKeyEnd(t) > 0:
		return p.mapping(indent)
	}
	p.i++
	return p.value(t, indent)
}

// seq reads a block sequence whose dashes are at indent.
func (p *yamlParser) seq(indent int) []any {
	var out []any
	for {
		in, t, ok := p.peek()
		if !ok || in != indent || t != "-" && !strings.HasPrefix(t, "- ") {
			return out
		}
		rest := strings.TrimLeft(t[1:], " ")
		if rest == "" {
			p.i++
			out = append(out, p.node(indent+1))
			continue
		}
		if yamlKeyEnd(rest) < 0 && rest != "-" && !strings.HasPrefix(rest, "- ") {
			p.i++
			out = append(out, p.value(rest, indent)) // - value, - |, - [a, b]
			continue
		}
		// - key: v, - - v: the item is a collection at the column of
		// its first key or dash.
		at := indent + len(t) - len(rest)
		p.lines[p.i] = strings.Repeat(" ", at) + rest
		out = append(out, p.node(at))
	}
}

// mapping reads a block mapping whose keys are at indent.
func (p *yamlParser) mapping(indent int) map[string]any {
	out := map[string]any{}
	for {
		in, t, ok := p.peek()
		if !ok || in != indent {
			return out
		}
		end := yamlKeyEnd(t)
		if end <= 0 {
			return out
		}
		key := yamlScalar(strings.TrimSpace(t[:end]))
		v := strings.TrimSpace(t[end+1:])
		p.i++
		if v == "" {
			// key:, then its value on the lines below; a sequence may
			// sit at the key's own indent.
			if in2, t2, ok := p.peek(); ok && (in2 > indent || in2 == indent && (t2 == "-" || strings.HasPrefix(t2, "- "))) {
				out[key] = p.node(in2)
			} else {
				out[key] = ""
			}
			continue
		}
		out[key] = p.value(v, indent)
	}
}

// value reads the scalar or flow collection v, written after a key or a
// dash at indent, and the lines that continue it.
func (p *yamlParser) value(v string, indent int) any {
	v = yamlUntagged(v)
	switch {
	case v == "":
		return p.node(indent + 1)
	case v[0] == '|' || v[0] == '>':
		return p.block(indent, v[0] == '>')
	case v[0] == '*':
		return nil // an alias: no value read here
	case v[0] == '[' || v[0] == '{':
		r, _ := yamlFlow(p.continued(v, true))
		return r
	case v[0] == '"' || v[0] == '\'':
		v = p.continued(v, false)
	}
	return yamlScalar(v)
}

// continued returns the flow collection (flow) or quoted scalar v that
// began on a line with the lines that continue it, joined by blanks,
// up to the one that closes it: every bracket it opens, out of quotes,
// or its quotes. Each line is scanned once (yamlScan).
func (p *yamlParser) continued(v string, flow bool) string {
	sc := yamlScan{flow: flow}
	if flow {
		sc.feed(v)
	} else {
		sc.q = v[0]
		sc.feed(v[1:])
	}
	var b strings.Builder
	b.WriteString(v)
	for !sc.done() && p.i < len(p.lines) && p.i < maxYAMLLines {
		t := strings.TrimSpace(p.lines[p.i])
		if flow {
			t = yamlUncommented(t)
		}
		t = " " + t
		b.WriteString(t)
		sc.feed(t)
		p.i++
	}
	return b.String()
}

// yamlScan follows a flow collection (flow) or a quoted scalar as its
// text comes, a part at a time: how deep in brackets, in which quotes.
type yamlScan struct {
	flow   bool
	depth  int  // brackets open
	q      byte // the quote the text is in
	esc    bool // after a backslash in double quotes
	closed bool // the quoted scalar's quotes
}

// feed scans the next part of the text.
func (s *yamlScan) feed(t string) {
	for i := 0; i < len(t) && !s.closed; i++ {
		switch c := t[i]; {
		case s.esc:
			s.esc = false
		case s.q == '"' && c == '\\':
			s.esc = true
		case s.q == '\'' && c == '\'' && i+1 < len(t) && t[i+1] == '\'':
			i++ // 'it''s'
		case s.q != 0 && c == s.q:
			s.q = 0
			s.closed = !s.flow
		case !s.flow || s.q != 0:
		case c == '"' || c == '\'':
			s.q = c
		case c == '[' || c == '{':
			s.depth++
		case c == ']' || c == '}':
			s.depth--
		}
	}
}

// done reports whether the text scanned closes the collection or the
// quoted scalar.
func (s *yamlScan) done() bool {
	if s.flow {
		return s.depth <= 0
	}
	return s.closed
}

// block reads a block scalar's lines, those indented past indent (and
// blank ones), without their common indent: | keeps the line breaks, >
// folds them into spaces.
func (p *yamlParser) block(indent int, folded bool) string {
	var lines []string
	strip := -1
	for ; p.i < len(p.lines); p.i++ {
		l := p.lines[p.i]
		t := strings.TrimLeft(l, " \t")
		if t == "" {
			lines = append(lines, "")
			continue
		}
		in := len(l) - len(t)
		if in <= indent {
			break
		}
		if strip < 0 {
			strip = in
		}
		lines = append(lines, l[min(strip, in):])
	}
	sep := "\n"
	if folded {
		sep = " "
	}
	return strings.TrimRight(strings.Join(lines, sep), " \n") + "\n"
}

// yamlKeyEnd returns the index of the colon that ends the key t begins
// with (key: value, "key": value), or -1 when t is no key.
func yamlKeyEnd(t string) int {
	if t == "" || t == "-" || strings.HasPrefix(t, "- ") || strings.ContainsRune("[{#|>*&!%@`", rune(t[0])) {
		return -1
	}
	start := 0
	if t[0] == '"' || t[0] == '\'' {
		end := yamlQuoteEnd(t)
		if end < 0 {
			return -1
		}
		start = end + 1
	}
	for i := start; i < len(t); i++ {
		if t[i] == ':' && (i+1 == len(t) || t[i+1] == ' ' || t[i+1] == '\t') {
			return i
		}
		if start > 0 && t[i] != ' ' {
			return -1
		}
	}
	return -1
}

// yamlQuoteEnd returns the index of the quote that closes the quoted
// scalar s begins with, or -1.
func yamlQuoteEnd(s string) int {
	q := s[0]
	for i := 1; i < len(s); i++ {
		switch {
		case q == '"' && s[i] == '\\':
			i++
		case s[i] == q && q == '\'' && i+1 < len(s) && s[i+1] == '\'':
			i++
		case s[i] == q:
			return i
		}
	}
	return -1
}

// yamlUncommented returns t without a comment: a # after a blank, out of
// quotes.
func yamlUncommented(t string) string {
	var q byte
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case q == '"' && c == '\\':
			i++
		case q != 0 && c == q:
			q = 0
		case q == 0 && (c == '"' || c == '\'') && (i == 0 || strings.ContainsRune(" \t[{,:", rune(t[i-1]))):
			q = c
		case q == 0 && c == '#' && i > 0 && (t[i-1] == ' ' || t[i-1] == '\t'):
			return strings.TrimSpace(t[:i])
		}
	}
	return t
}

// yamlUntagged returns v without its leading anchor (&a) and tag (!!str).
func yamlUntagged(v string) string {
	for v != "" && (v[0] == '&' || v[0] == '!') {
		_, rest, _ := strings.Cut(v, " ")
		v = strings.TrimSpace(rest)
	}
	return v
}

// yamlFlow reads the flow value at the start of s ([a, b], {k: v}, a
// quoted or plain scalar) and returns it with the rest of s.
func yamlFlow(s string) (any, string) {
	s = strings.TrimLeft(s, " \t")
	if s == "" {
		return "", s
	}
	switch s[0] {
	case '[', '{':
		isMap := s[0] == '{'
		closer := map[bool]byte{true: '}', false: ']'}[isMap]
		list, m := []any{}, map[string]any{}
		s = s[1:]
		for n := 0; n < maxCalls; n++ {
			s = strings.TrimLeft(s, " \t,")
			if s == "" {
				break
			}
			if s[0] == closer {
				s = s[1:]
				break
			}
			var v any
			v, s = yamlFlow(s)
			s = strings.TrimLeft(s, " \t")
			if !isMap {
				list = append(list, v)
				continue
			}
			key, _ := v.(string)
			if strings.HasPrefix(s, ":") {
				v, s = yamlFlow(s[1:])
			} else {
				v = ""
			}
			m[key] = v
		}
		if isMap {
			return m, s
		}
		return list, s
	case '"', '\'':
		end := yamlQuoteEnd(s)
		if end < 0 {
			return yamlScalar(s), ""
		}
		return yamlScalar(s[:end+1]), s[end+1:]
	}
	end := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] == ',' || s[i] == ']' || s[i] == '}' || s[i] == ':' && (i+1 == len(s) || strings.ContainsRune(" \t,]}", rune(s[i+1]))) {
			end = i
			break
		}
	}
	return strings.TrimSpace(yamlUntagged(s[:end])), s[end:]
}

// yamlFlowList reads a YAML flow list of scalars ([a, "b, c", 'd']).
func yamlFlowList(v string) []string {
	l, _ := yamlFlow(v)
	var out []string
	for _, w := range yamlWords(l) {
		out = append(out, w.Value)
	}
	return out
}

// yamlAt returns the value at the keys' path in a YAML tree, nil when
// there is none.
func yamlAt(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// yamlWords returns a YAML value as a command's words: a list's strings,
// or a string split as env -S splits one (Compose, kubectl and the CI
// runners split a command string at blanks, quotes kept together).
func yamlWords(v any) []Word {
	switch v := v.(type) {
	case string:
		return envSplitString(v)
	case []any:
		var out []Word
		for _, e := range v {
			if s, ok := e.(string); ok {
				out = append(out, Word{Value: s, Literal: true, Quoted: true})
			}
		}
		return out
	}
	return nil
}
