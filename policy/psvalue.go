package policy

import (
	"encoding/base64"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/guarded-sh/guarded-sh/internal/pstoken"
	"github.com/guarded-sh/guarded-sh/lexer"
)

// Values a PowerShell expression has before run time: string literals
// joined with + or formatted with -f, arrays (a, b and @( )), hashtables
// (@{ k = v }), [char[]] and [char] casts of numbers, -join, and the
// decoders [Convert]::FromBase64String and [Text.Encoding]::X.GetString;
// variables assigned such values earlier in the input. What they compute
// is what Invoke-Expression, & and splatting (Remove-Item @p) run.

// psKind is the type of a psValue.
type psKind int

const (
	psString psKind = iota
	psArray
	psTable
	psBytes
	psScript   // a [scriptblock]: its text
	psEncoding // a [Text.Encoding]: its name in s
	psBool
	psObject // a COM object: its ProgID, lowercase, in s (psprocess.go)
)

// psValue is a value computed from a PowerShell expression.
type psValue struct {
	kind  psKind
	s     string
	list  []psValue
	keys  []string // a hashtable's keys in order, their values in list
	bytes []byte
	// open: a string holding an environment variable the analysis does
	// not know ("$env:TEMP\x"), kept as written; a word made of it is
	// known only at run time, as the same string given directly is.
	open bool
	// stands: a path that stands for what was judged where it was set,
	// not its text ($env:TEMP/fresh-name of Join-Path $env:TEMP
	// (New-Guid)): what is computed from it (-replace, an index, a
	// method, +) is not known (psStood), nor a path climbing above it.
	stands bool
}

// psStood reports whether any of vs stands for a path (psValue.stands):
// an operation on it is not known.
func psStood(vs ...psValue) bool {
	return slices.ContainsFunc(vs, func(v psValue) bool { return v.stands })
}

// text is the value as a string, as PowerShell converts it: an array's
// elements joined by spaces, a boolean as True or False.
func (v psValue) text() string {
	switch v.kind {
	case psArray:
		parts := make([]string, len(v.list))
		for i, e := range v.list {
			parts[i] = e.text()
		}
		return strings.Join(parts, " ")
	case psBytes:
		parts := make([]string, len(v.bytes))
		for i, b := range v.bytes {
			parts[i] = strconv.Itoa(int(b))
		}
		return strings.Join(parts, " ")
	}
	return v.s
}

// elems returns the value as a list: an array's elements, or itself.
func (v psValue) elems() []psValue {
	switch v.kind {
	case psArray:
		return v.list
	case psBytes:
		out := make([]psValue, len(v.bytes))
		for i, b := range v.bytes {
			out[i] = psValue{s: strconv.Itoa(int(b))}
		}
		return out
	}
	return []psValue{v}
}

// psEvaluator evaluates one expression's text.
type psEvaluator struct {
	src  []rune
	i    int
	vars func(name string) (psValue, bool) // a variable's value by lowercase name
	n    int                               // steps, bounded
	toks pstoken.Reader                    // where a variable or number ends
}

// psMaxSteps bounds the work of one evaluation.
const psMaxSteps = 4096

// noPSVars knows no variable: for psEval outside a script's reader.
func noPSVars(string) (psValue, bool) { return psValue{}, false }

// psEval returns the value of the PowerShell expression text when every
// part of it is known.
func psEval(text string, vars func(string) (psValue, bool)) (psValue, bool) {
	e := &psEvaluator{src: []rune(text), vars: vars}
	v, ok := e.expr()
	e.blank()
	return v, ok && e.i == len(e.src)
}

func (e *psEvaluator) peek(k int) rune {
	if e.i+k < len(e.src) {
		return e.src[e.i+k]
	}
	return 0
}

func (e *psEvaluator) blank() {
	for e.i < len(e.src) && (pstoken.Space(e.src[e.i]) || pstoken.Newline(e.src[e.i])) {
		e.i++
	}
}

// operator reports whether the dash operator op (lowercase, without its
// dash) is next, and reads it.
func (e *psEvaluator) operator(op string) bool {
	e.blank()
	if !pstoken.Dash(e.peek(0)) {
		return false
	}
	j := e.i + 1
	for _, c := range op {
		if j >= len(e.src) || (e.src[j]|0x20) != c {
			return false
		}
		j++
	}
	if j < len(e.src) && pstoken.IdentFollow(e.src[j]) {
		return false // -format is not -f
	}
	e.i = j
	return true
}

// expr: the binary operators, loosest first: -join, -replace, -split, then +,
// then -f, then the comma.
func (e *psEvaluator) expr() (psValue, bool) {
	if e.n++; e.n > psMaxSteps {
		return psValue{}, false
	}
	v, ok := e.additive()
	for ok {
		switch {
		case psStood(v):
			return psValue{}, false
		case e.operator("join"):
			var sep psValue
			if sep, ok = e.additive(); ok {
				v = psJoin(v, sep.text())
			}
		case e.operator("replace"):
			var args psValue
			if args, ok = e.additive(); ok {
				l := args.elems()
				switch {
				case len(l) != 2:
					ok = false
				case !strings.ContainsAny(l[0].text(), psRegexMeta):
					v = psValue{s: psReplaceFold(v.text(), l[0].text(), l[1].text())}
				default:
					// a regular expression: replaced as .NET's Regex does
					// where RE2 reads it the same (no group, no $ in the
					// replacement).
					rx, fine := psRegex(l[0].text())
					if ok = fine && !strings.Contains(l[1].text(), "$"); ok {
						v = psValue{s: rx.ReplaceAllLiteralString(v.text(), l[1].text())}
					}
				}
			}
		case e.operator("split"):
			// v -split SEP of a literal separator, case-insensitive as
			// -replace's (about_Split): each of v's elements cut at it.
			var sep psValue
			if sep, ok = e.additive(); ok {
				at := sep.text()
				rx, fine := psRegex(at)
				if ok = sep.kind == psString && at != "" && fine; ok {
					var l []psValue
					for _, x := range v.elems() {
						var parts []string
						if strings.ContainsAny(at, psRegexMeta) {
							parts = rx.Split(x.text(), -1) // 'a|b' -split '\|'
						} else {
							var cut bool
							parts, cut = psSplitFold(x.text(), at)
							ok = ok && cut
						}
						for _, part := range parts {
							l = append(l, psValue{s: part})
						}
					}
					v = psValue{kind: psArray, list: l}
				}
			}
		default:
			return v, true
		}
	}
	return psValue{}, false
}

// psRegexMeta are the characters that make a pattern of -replace and
// -split more than its text.
const psRegexMeta = `\.[]()*+?^$|{}`

// psRegex compiles a pattern of -replace or -split, case-insensitive as
// they are, when RE2 reads it as .NET's Regex does: no group (-split
// returns what a group captures, -replace may refer to it), no
// construct RE2 lacks (lookaround, backreference: it does not compile).
func psRegex(p string) (*regexp.Regexp, bool) {
	if !strings.ContainsAny(p, psRegexMeta) {
		return nil, true
	}
	if strings.Contains(p, "(") {
		return nil, false
	}
	rx, err := regexp.Compile("(?i)" + p)
	return rx, err == nil
}

// psSplitFold cuts s at every sep, compared without case; false when
// lowering s changes its length, where the cut would not line up.
func psSplitFold(s, sep string) ([]string, bool) {
	var parts []string
	lower, lsep := strings.ToLower(s), strings.ToLower(sep)
	if len(lower) != len(s) || len(lsep) != len(sep) {
		return nil, false
	}
	for {
		i := strings.Index(lower, lsep)
		if i < 0 {
			return append(parts, s), true
		}
		parts = append(parts, s[:i])
		s, lower = s[i+len(sep):], lower[i+len(sep):]
	}
}

func (e *psEvaluator) additive() (psValue, bool) {
	v, ok := e.format()
	for ok {
		e.blank()
		if pstoken.Dash(e.peek(0)) && !pstoken.IdentStart(e.peek(1)) {
			// a - b of two numbers ($s.Length-1); -join, -f and the
			// other operators start with a letter.
			e.i++
			w, okw := e.format()
			x, okx := psNumber(v)
			y, oky := psNumber(w)
			if !okw || !okx || !oky {
				return psValue{}, false
			}
			v = psValue{s: strconv.Itoa(x - y)}
			continue
		}
		if e.peek(0) != '+' {
			return v, true
		}
		e.i++
		var w psValue
		if w, ok = e.format(); ok && !psStood(v, w) {
			v = psAdd(v, w)
		} else {
			ok = false
		}
	}
	return psValue{}, false
}

// psNumber returns v as an integer, when it is one.
func psNumber(v psValue) (int, bool) {
	if v.kind != psString || v.open || v.stands {
		return 0, false
	}
	n, err := strconv.Atoi(v.s)
	return n, err == nil
}

// psMaxRange bounds the elements a range (a..b) makes.
const psMaxRange = 4096

// psRange is a..b (about_Operators, Range operator): the integers from a
// to b, counting down when b is the smaller.
func psRange(a, b psValue) (psValue, bool) {
	x, okx := psNumber(a)
	y, oky := psNumber(b)
	if !okx || !oky || x-y > psMaxRange || y-x > psMaxRange {
		return psValue{}, false
	}
	step := 1
	if y < x {
		step = -1
	}
	var l []psValue
	for i := x; ; i += step {
		l = append(l, psValue{s: strconv.Itoa(i)})
		if i == y {
			break
		}
	}
	return psValue{kind: psArray, list: l}, true
}

func (e *psEvaluator) format() (psValue, bool) {
	v, ok := e.comma()
	if e.blank(); ok && e.peek(0) == '.' && e.peek(1) == '.' {
		e.i += 2
		var b psValue
		if b, ok = e.comma(); ok {
			v, ok = psRange(v, b)
		}
	}
	for ok && !psStood(v) && e.operator("f") {
		var args psValue
		if args, ok = e.comma(); ok {
			v, ok = psFormat(v.text(), args.elems())
		}
	}
	return v, ok
}

func (e *psEvaluator) comma() (psValue, bool) {
	start := e.i
	v, ok := e.unary()
	if !ok {
		if v, ok = e.openRef(start, false, ",)"); !ok || e.peek(0) != ',' {
			return psValue{}, false
		}
	}
	e.blank()
	if e.peek(0) != ',' {
		return v, true
	}
	list := []psValue{v}
	for e.peek(0) == ',' {
		e.i++
		start := e.i
		w, ok := e.unary()
		if !ok {
			if w, ok = e.openRef(start, false, ",)"); !ok {
				return psValue{}, false
			}
		}
		list = append(list, w)
		e.blank()
	}
	return psValue{kind: psArray, list: list}, true
}

// openRef reads a variable the analysis does not know, from start where
// it began, as written and open (known only at run time), when one of the
// bytes of ends or the end of the text follows it: an array's element
// ($env:KEY, $key; ends ",)"), so dotnet @('nuget', 'push', $env:KEY)
// is still dotnet nuget push; or, with members, a hashtable's value
// ($PROFILE, $PROFILE.CurrentUserAllHosts, $env:APPDATA; ends ";}\r\n"),
// so the table keeps its other keys and a splat of it (Set-Content @p,
// about_Splatting) still passes -Path $PROFILE. False for anything else.
func (e *psEvaluator) openRef(start int, members bool, ends string) (psValue, bool) {
	e.i = start
	e.blank()
	if e.peek(0) != '$' {
		return psValue{}, false
	}
	e.i++
	name := e.varName()
	if name == "" {
		return psValue{}, false
	}
	for members && e.peek(0) == '.' && pstoken.IdentStart(e.peek(1)) {
		e.i++
		name += "." + e.ident()
	}
	e.blank()
	if e.i == len(e.src) || strings.ContainsRune(ends, e.peek(0)) {
		return psValue{s: "$" + name, open: true}, true
	}
	return psValue{}, false
}

// unary: -join X, a cast [T]X, or a postfix expression.
func (e *psEvaluator) unary() (psValue, bool) {
	if e.n++; e.n > psMaxSteps {
		return psValue{}, false
	}
	e.blank()
	if e.operator("join") {
		v, ok := e.unary()
		return psJoin(v, ""), ok
	}
	if pstoken.Dash(e.peek(0)) && (e.peek(1) == '$' || e.peek(1) == '(' || pstoken.Digit(e.peek(1))) {
		// -1, -$s.Length, -($n): a number negated ($s[-1..-$s.Length]
		// reverses a string, $s[-1] is its last character).
		e.i++
		v, ok := e.unary()
		n, okn := psNumber(v)
		if !ok || !okn {
			return psValue{}, false
		}
		return psValue{s: strconv.Itoa(-n)}, true
	}
	if e.peek(0) == '[' {
		start := e.i
		typ := e.typeName()
		e.blank()
		if !(e.peek(0) == ':' && e.peek(1) == ':') && typ != "" {
			v, ok := e.unary()
			if !ok {
				return psValue{}, false
			}
			return psCast(typ, v)
		}
		e.i = start
	}
	return e.postfix()
}

// typeName reads [T] and returns T lowercased, without System.
func (e *psEvaluator) typeName() string {
	e.i++
	start := e.i
	depth := 1
	for e.i < len(e.src) && depth > 0 {
		switch e.src[e.i] {
		case '[':
			depth++
		case ']':
			depth--
		}
		e.i++
	}
	if depth > 0 {
		return ""
	}
	t := strings.ToLower(strings.TrimSpace(string(e.src[start : e.i-1])))
	return strings.TrimPrefix(t, "system.")
}

func (e *psEvaluator) postfix() (psValue, bool) {
	var v psValue
	var ok bool
	e.blank()
	if e.peek(0) == '[' {
		typ := e.typeName()
		if !(e.peek(0) == ':' && e.peek(1) == ':') {
			return psValue{}, false
		}
		e.i += 2
		v, ok = e.static(typ)
	} else {
		v, ok = e.primary()
	}
	for ok {
		switch {
		case psStood(v) && (e.peek(0) == '.' || e.peek(0) == '['):
			return psValue{}, false // $work[0..2], $work.Substring(0, 3)
		case e.peek(0) == '.' && pstoken.IdentStart(e.peek(1)):
			e.i++
			v, ok = e.method(v)
		case e.peek(0) == '[':
			e.i++
			var idx psValue
			if idx, ok = e.expr(); ok && e.peek(0) == ']' {
				e.i++
				v, ok = psIndexes(v, idx)
			} else {
				ok = false
			}
		default:
			return v, true
		}
	}
	return psValue{}, false
}

// ident reads a member's name, lowercased.
func (e *psEvaluator) ident() string {
	start := e.i
	for e.i < len(e.src) && pstoken.IdentFollow(e.src[e.i]) {
		e.i++
	}
	return strings.ToLower(string(e.src[start:e.i]))
}

// varName reads a variable's name after $: an identifier, with its scope
// or drive when one is given ($env:USERPROFILE, $global:x).
func (e *psEvaluator) varName() string {
	t, end, _ := e.toks.Next(e.src, e.i-1, pstoken.ModeExpr)
	if t.Kind != pstoken.TVar || t.At.Col != e.i-1 || end <= e.i {
		return ""
	}
	name := strings.ToLower(string(e.src[e.i:end]))
	e.i = end
	if inner, ok := strings.CutPrefix(name, "{"); ok && strings.HasSuffix(inner, "}") {
		name = strings.TrimSuffix(inner, "}") // ${env:X} is $env:X
	}
	return name
}

// args reads a method's ( arguments ), each an expression without commas.
func (e *psEvaluator) args() ([]psValue, bool) {
	e.blank()
	if e.peek(0) != '(' {
		return nil, false
	}
	e.i++
	var out []psValue
	e.blank()
	if e.peek(0) == ')' {
		e.i++
		return out, true
	}
	for {
		v, ok := e.additiveNoComma()
		if !ok {
			return nil, false
		}
		out = append(out, v)
		e.blank()
		switch e.peek(0) {
		case ',':
			e.i++
		case ')':
			e.i++
			return out, true
		default:
			return nil, false
		}
	}
}

// additiveNoComma reads an argument: a comma ends it.
func (e *psEvaluator) additiveNoComma() (psValue, bool) {
	v, ok := e.unary()
	for ok {
		e.blank()
		switch {
		case e.peek(0) == '+':
			e.i++
			var w psValue
			if w, ok = e.unary(); ok {
				v = psAdd(v, w)
			}
		case e.operator("f"):
			var w psValue
			if w, ok = e.unary(); ok {
				v, ok = psFormat(v.text(), w.elems())
			}
		case e.operator("join"):
			var w psValue
			if w, ok = e.unary(); ok {
				v = psJoin(v, w.text())
			}
		default:
			return v, true
		}
	}
	return psValue{}, false
}

// static evaluates [T]::Member and [T]::Method(…).
func (e *psEvaluator) static(typ string) (psValue, bool) {
	name := e.ident()
	switch typ + "::" + name {
	case "text.encoding::utf8", "text.encoding::ascii", "text.encoding::unicode", "text.encoding::default",
		"text.encoding::bigendianunicode", "text.encoding::utf32":
		return psValue{kind: psEncoding, s: name}, true
	case "string::empty":
		return psValue{}, true // ''
	case "array::empty":
		// [Array]::Empty[byte](): an empty array, of whatever type.
		if e.peek(0) == '[' && e.typeName() != "" {
			if args, ok := e.args(); ok && len(args) == 0 {
				return psValue{kind: psArray}, true
			}
		}
		return psValue{}, false
	}
	if t := strings.TrimPrefix(typ, "security.cryptography.x509certificates."); t == "storename" || t == "storelocation" {
		return psValue{s: name}, true // [StoreName]::Root: the member's name, as the constructors read it (psX509Store)
	}
	if _, mail := psMailTypes.get(typ); mail && name == "new" {
		// [Net.Mail.MailMessage]::new($from, $row.Email, …): what is not
		// known is kept as written (psLooseArgs).
		e.blank()
		if e.peek(0) != '(' {
			return psValue{}, false
		}
		end := psClose(e.src, e.i)
		text := string(e.src[e.i:end])
		e.i = end
		return psMailObject(typ, psLooseArgs(text, e.vars))
	}
	args, ok := e.args()
	if !ok {
		return psValue{}, false
	}
	if _, array := strings.CutSuffix(typ, "[]"); array && name == "new" && len(args) == 1 {
		// [byte[]]::new(0): an array of no elements ([T[]]::new(N) is
		// N of T's zero).
		if n, ok := psNumber(args[0]); ok && n == 0 {
			return psValue{kind: psArray}, true
		}
		return psValue{}, false
	}
	switch typ + "::" + name {
	case "convert::frombase64string":
		if len(args) == 1 {
			b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(args[0].text()))
			return psValue{kind: psBytes, bytes: b}, err == nil
		}
	case "convert::tobase64string":
		// [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes('…')):
		// the -EncodedCommand built at run time from known text.
		if len(args) == 1 && args[0].kind == psBytes {
			return psValue{s: base64.StdEncoding.EncodeToString(args[0].bytes)}, true
		}
	case "string::new":
		if len(args) == 1 {
			return psJoin(args[0], ""), true
		}
	case "string::join", "string::concat":
		if name == "concat" {
			return psJoin(psValue{kind: psArray, list: args}, ""), true
		}
		if len(args) >= 2 {
			rest := args[1:]
			if len(rest) == 1 {
				return psJoin(rest[0], args[0].text()), true
			}
			return psJoin(psValue{kind: psArray, list: rest}, args[0].text()), true
		}
	case "scriptblock::create":
		if len(args) == 1 {
			return psValue{kind: psScript, s: args[0].text()}, true
		}
	case "security.cryptography.x509certificates.x509store::new", "x509store::new":
		return psX509Store(args)
	case "diagnostics.processstartinfo::new":
		return psStartInfo(args), len(args) <= 2
	case "type::gettypefromprogid":
		if len(args) >= 1 {
			return psValue{kind: psObject, s: strings.ToLower(args[0].text())}, true
		}
	case "activator::createinstance":
		if len(args) == 1 && args[0].kind == psObject {
			return args[0], true
		}
	case "environment::getfolderpath":
		// A special folder: the profile's own, or Windows' (as winVar).
		if len(args) == 1 {
			f, ok := psSpecialFolders.get(strings.ToLower(strings.TrimPrefix(args[0].text(), "[Environment+SpecialFolder]::")))
			if !ok {
				return psValue{}, false
			}
			base, ok := e.vars("env:" + f[0])
			return psValue{s: base.text() + f[1]}, ok
		}
	case "char::convertfromutf32":
		if len(args) == 1 {
			n, err := strconv.Atoi(args[0].text())
			return psValue{s: string(rune(n))}, err == nil && utf8.ValidRune(rune(n))
		}
	}
	return psValue{}, false
}

// psSpecialFolders are [Environment]::GetFolderPath's folders: the
// variable (winVar's) they are below, and the rest of their path.
var psSpecialFolders = table[[2]string]{
	{"userprofile", [2]string{"userprofile", ""}}, {"desktop", [2]string{"userprofile", `\Desktop`}}, {"desktopdirectory", [2]string{"userprofile", `\Desktop`}},
	{"mydocuments", [2]string{"userprofile", `\Documents`}}, {"personal", [2]string{"userprofile", `\Documents`}},
	{"mypictures", [2]string{"userprofile", `\Pictures`}}, {"mymusic", [2]string{"userprofile", `\Music`}}, {"myvideos", [2]string{"userprofile", `\Videos`}},
	{"applicationdata", [2]string{"appdata", ""}}, {"localapplicationdata", [2]string{"localappdata", ""}},
	{"windows", [2]string{"systemroot", ""}}, {"system", [2]string{"systemroot", `\System32`}},
	{"programfiles", [2]string{"programfiles", ""}}, {"commonapplicationdata", [2]string{"programdata", ""}},
}

// method evaluates .Member or .Method(…) on v.
func (e *psEvaluator) method(v psValue) (psValue, bool) {
	name := e.ident()
	if v.kind == psEncoding && name == "getstring" {
		args, ok := e.args()
		if !ok || len(args) != 1 || args[0].kind != psBytes {
			return psValue{}, false
		}
		return psValue{s: psDecode(v.s, args[0].bytes)}, true
	}
	if v.kind == psEncoding && name == "getbytes" {
		args, ok := e.args()
		if !ok || len(args) != 1 || args[0].kind != psString || args[0].open || args[0].stands {
			return psValue{}, false
		}
		return psValue{kind: psBytes, bytes: psEncode(v.s, args[0].s)}, true
	}
	if name == "length" || name == "count" {
		if v.kind == psString && !v.open && !v.stands {
			return psValue{s: strconv.Itoa(len([]rune(v.s)))}, true // a string's characters
		}
		return psValue{s: strconv.Itoa(len(v.elems()))}, v.kind == psArray || v.kind == psBytes
	}
	if v.kind == psTable && e.peek(0) != '(' {
		return psTableEntry(v, name) // @{ Command = '…' }.Command: the entry's value
	}
	args, ok := e.args()
	if ok && v.kind == psObject && v.s == "outlook.application" && name == "createitem" && len(args) == 1 && args[0].text() == "0" {
		return psComMailItem(psOutlookMailType), true // olMailItem (psmail.go)
	}
	if !ok || v.kind != psString {
		return psValue{}, false
	}
	s := v.s
	switch {
	case name == "replace" && len(args) == 2:
		return psValue{s: strings.ReplaceAll(s, args[0].text(), args[1].text())}, true
	case name == "tolower" || name == "tolowerinvariant":
		return psValue{s: strings.ToLower(s)}, true
	case name == "toupper" || name == "toupperinvariant":
		return psValue{s: strings.ToUpper(s)}, true
	case name == "trim" && len(args) == 0:
		return psValue{s: strings.TrimSpace(s)}, true
	case name == "trimstart" && len(args) == 0:
		return psValue{s: strings.TrimLeftFunc(s, unicode.IsSpace)}, true
	case name == "trimend" && len(args) == 0:
		return psValue{s: strings.TrimRightFunc(s, unicode.IsSpace)}, true
	case name == "tostring" && len(args) == 0: // a string's is itself
		return v, true
	case name == "tochararray" && len(args) == 0:
		return psCast("char[]", v)
	case v.open:
		return psValue{}, false // its length is known only at run time
	case name == "substring" || name == "remove" || name == "insert" || name == "split":
		return psSlice(name, s, args)
	}
	return psValue{}, false
}

// psSlice is the string methods that cut s by position or separator
// (learn.microsoft.com, dotnet/api/system.string): Substring(start[,
// length]), Remove(start[, count]), Insert(start, text), Split() at white
// space and Split(c, …) at any of the one-character separators (Split(c,
// count): count pieces at most, the last the rest). Split of a
// longer separator is left unknown: Windows PowerShell (.NET Framework)
// splits at each of its characters, PowerShell 7 at the whole string. An
// index outside s, which throws, is unknown too.
func psSlice(name, s string, args []psValue) (psValue, bool) {
	r := []rune(s)
	var n []int // the leading arguments that are numbers
	for _, a := range args {
		k, ok := psNumber(a)
		if !ok {
			break
		}
		n = append(n, k)
	}
	in := func(i int) bool { return i >= 0 && i <= len(r) }
	switch {
	case name == "substring" && len(args) == 1 && len(n) == 1 && in(n[0]):
		return psValue{s: string(r[n[0]:])}, true
	case name == "substring" && len(args) == 2 && len(n) == 2 && in(n[0]) && n[1] >= 0 && in(n[0]+n[1]):
		return psValue{s: string(r[n[0] : n[0]+n[1]])}, true
	case name == "remove" && len(args) == 1 && len(n) == 1 && in(n[0]):
		return psValue{s: string(r[:n[0]])}, true
	case name == "remove" && len(args) == 2 && len(n) == 2 && in(n[0]) && n[1] >= 0 && in(n[0]+n[1]):
		return psValue{s: string(r[:n[0]]) + string(r[n[0]+n[1]:])}, true
	case name == "insert" && len(args) == 2 && len(n) >= 1 && in(n[0]):
		return psValue{s: string(r[:n[0]]) + args[1].text() + string(r[n[0]:])}, true
	case name != "split":
		return psValue{}, false
	}
	count := -1 // Split(c, count): at most count pieces, the last the rest
	if len(args) == 2 {
		if k, ok := psNumber(args[1]); ok && k > 0 {
			count, args = k, args[:1]
		}
	}
	var seps []rune
	for i, a := range args {
		for _, e := range a.elems() {
			c := []rune(e.text())
			if len(c) != 1 || i > 0 && unicode.IsDigit(c[0]) {
				// a digit past the first argument may be Split(c,
				// count)'s count: the last piece keeps its separators.
				return psValue{}, false
			}
			seps = append(seps, c[0])
		}
	}
	at := func(c rune) bool {
		if len(seps) == 0 {
			return unicode.IsSpace(c)
		}
		return slices.Contains(seps, c)
	}
	var l []psValue
	start := 0
	for i, c := range r {
		if at(c) && len(l)+1 != count {
			l = append(l, psValue{s: string(r[start:i])})
			start = i + 1
		}
	}
	l = append(l, psValue{s: string(r[start:])})
	return psValue{kind: psArray, list: l}, true
}

// primary reads a literal, a variable, ( … ), $( … ), @( … ), @{ … } or { … }.
func (e *psEvaluator) primary() (psValue, bool) {
	e.blank()
	c := e.peek(0)
	switch {
	case pstoken.SQ(c):
		return psValue{s: e.single()}, true
	case pstoken.DQ(c):
		return e.double()
	case c == '(' || c == '$' && e.peek(1) == '(' || c == '@' && e.peek(1) == '(':
		if c != '(' {
			e.i++
		}
		e.i++
		e.blank()
		if e.peek(0) == ')' {
			e.i++
			return psValue{kind: psArray}, true
		}
		v, ok := e.expr()
		e.blank()
		if !ok || e.peek(0) != ')' {
			return psValue{}, false
		}
		e.i++
		if c == '@' && v.kind != psArray {
			v = psValue{kind: psArray, list: []psValue{v}}
		}
		return v, true
	case c == '@' && e.peek(1) == '{':
		e.i += 2
		return e.table()
	case c == '{': // a script block: its text (psblock.go runs it)
		end := psClose(e.src, e.i)
		if end > len(e.src) || e.src[end-1] != '}' {
			return psValue{}, false
		}
		v := psValue{kind: psScript, s: string(e.src[e.i+1 : end-1])}
		e.i = end
		return v, true
	case c == '$':
		e.i++
		name := e.varName()
		if name == "" {
			return psValue{}, false
		}
		return e.vars(name)
	case pstoken.Digit(c):
		start := e.i
		t, end, _ := e.toks.Next(e.src, start, pstoken.ModeExpr)
		if t.Kind != pstoken.TNum {
			return psValue{}, false
		}
		e.i = end
		n, err := strconv.ParseInt(string(e.src[start:end]), 0, 64)
		return psValue{s: strconv.FormatInt(n, 10)}, err == nil
	}
	return psValue{}, false
}

// table reads the inside of @{ key = value; … }.
func (e *psEvaluator) table() (psValue, bool) {
	v := psValue{kind: psTable}
	for {
		e.blank()
		for e.peek(0) == ';' {
			e.i++
			e.blank()
		}
		if e.peek(0) == '}' {
			e.i++
			return v, true
		}
		var key string
		switch c := e.peek(0); {
		case pstoken.SQ(c):
			key = e.single()
		case pstoken.DQ(c):
			k, ok := e.double()
			if !ok {
				return psValue{}, false
			}
			key = k.s
		default:
			start := e.i
			if e.ident() == "" {
				return psValue{}, false
			}
			key = string(e.src[start:e.i])
		}
		e.blank()
		if e.peek(0) != '=' {
			return psValue{}, false
		}
		e.i++
		start := e.i
		val, ok := e.expr()
		if !ok {
			if val, ok = e.openRef(start, true, ";}\r\n"); !ok {
				return psValue{}, false
			}
		}
		v.keys = append(v.keys, key)
		v.list = append(v.list, val)
	}
}

// single reads '…', where two quotes stand for one.
func (e *psEvaluator) single() string {
	v, end := psVerbatim(e.src, e.i)
	e.i = end
	return v
}

// double reads "…": backtick escapes and variables of known value; a
// subexpression $( ) is not evaluated.
func (e *psEvaluator) double() (psValue, bool) {
	end, how := pstoken.Skip(e.src, e.i+1, pstoken.Expandable, 0)
	if how == pstoken.More {
		return psValue{}, false
	}
	stop := end - 1 // the closing quote
	var b strings.Builder
	open := false
	for e.i++; e.i < stop; {
		c := e.src[e.i]
		switch {
		case c == '`' && e.i+1 < stop:
			var r rune
			r, e.i = pstoken.EscapeAt(e.src, e.i, stop)
			b.WriteRune(r)
		case pstoken.DQ(c) && e.i+1 < stop:
			b.WriteRune(e.src[e.i+1]) // of two quotes the second stands for itself, as psReader.double reads it
			e.i += 2
		case c == '$' && e.peek(1) == '(':
			return psValue{}, false
		case c == '$' && pstoken.IdentStart(e.peek(1)):
			e.i++
			name := e.varName()
			v, ok := e.vars(name)
			if !ok && !strings.HasPrefix(strings.ToLower(name), "env:") {
				return psValue{}, false
			}
			if !ok {
				open = true
				v = psValue{s: "$" + name}
			}
			open = open || v.open
			b.WriteString(v.text())
		default:
			b.WriteRune(c)
			e.i++
		}
	}
	e.i = end
	return psValue{s: b.String(), open: open}, true
}

// psCast converts v to the type typ: [char[]] of numbers or of a string,
// [char] of a number, [string], [byte[]] of numbers.
func psCast(typ string, v psValue) (psValue, bool) {
	switch typ {
	case "char[]":
		if v.kind == psString {
			out := psValue{kind: psArray}
			for _, r := range v.s {
				out.list = append(out.list, psValue{s: string(r)})
			}
			return out, true
		}
		out := psValue{kind: psArray}
		for _, e := range v.elems() {
			c, ok := psCast("char", e)
			if !ok {
				return psValue{}, false
			}
			out.list = append(out.list, c)
		}
		return out, true
	case "char":
		if n, err := strconv.Atoi(v.s); err == nil && v.kind == psString && utf8.ValidRune(rune(n)) {
			return psValue{s: string(rune(n))}, true
		}
		if utf8.RuneCountInString(v.s) == 1 {
			return v, true
		}
	case "string":
		return psValue{s: v.text()}, true
	case "byte[]":
		out := psValue{kind: psBytes}
		for _, e := range v.elems() {
			n, err := strconv.Atoi(e.s)
			if err != nil || n < 0 || n > 255 {
				return psValue{}, false
			}
			out.bytes = append(out.bytes, byte(n))
		}
		return out, true
	case "int", "byte", "long":
		if _, err := strconv.Atoi(v.s); err == nil {
			return v, true
		}
	case "scriptblock":
		return psValue{kind: psScript, s: v.text()}, true
	case "wmiclass", "management.managementclass":
		// [wmiclass]'Win32_Process', [wmiclass]'\\.\root\cimv2:Win32_Process':
		// the WMI class, an object whose methods psProcessStarts knows.
		if v.kind == psString {
			_, class, _ := strings.Cut(v.s, ":")
			if class == "" {
				class = v.s
			}
			return psValue{kind: psObject, s: "wmi:" + strings.ToLower(strings.TrimSpace(class))}, true
		}
	}
	return psValue{}, false
}

// psJoin joins the elements of v with sep (-join).
func psJoin(v psValue, sep string) psValue {
	parts := []string{}
	for _, e := range v.elems() {
		parts = append(parts, e.text())
	}
	return psValue{s: strings.Join(parts, sep)}
}

// psAdd is +: arrays concatenate, anything added to a string is text.
func psAdd(a, b psValue) psValue {
	if a.kind == psArray {
		return psValue{kind: psArray, list: append(append([]psValue(nil), a.list...), b.elems()...)}
	}
	if an, err := strconv.Atoi(a.s); err == nil && a.kind == psString {
		if bn, err := strconv.Atoi(b.s); err == nil && b.kind == psString {
			return psValue{s: strconv.Itoa(an + bn)}
		}
	}
	return psValue{s: a.text() + b.text(), open: a.open || b.open}
}

// psFormat is -f: {N} (with an alignment or format after it, ignored)
// replaced by argument N; {{ and }} are braces.
func psFormat(f string, args []psValue) (psValue, bool) {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '{' && i+1 < len(f) && f[i+1] == '{', c == '}' && i+1 < len(f) && f[i+1] == '}':
			b.WriteByte(c)
			i++
		case c == '{':
			end := strings.IndexByte(f[i:], '}')
			if end < 0 {
				return psValue{}, false
			}
			spec := f[i+1 : i+end]
			if j := strings.IndexAny(spec, ",:"); j >= 0 {
				spec = spec[:j]
			}
			n, err := strconv.Atoi(strings.TrimSpace(spec))
			if err != nil || n < 0 || n >= len(args) {
				return psValue{}, false
			}
			b.WriteString(args[n].text())
			i += end
		default:
			b.WriteByte(c)
		}
	}
	return psValue{s: b.String()}, true
}

// psIndexes is v[i], or of an array of indexes (v[4..0], v[0,2]) the
// array of the elements they name.
func psIndexes(v, idx psValue) (psValue, bool) {
	if idx.kind != psArray {
		return psIndex(v, idx.text())
	}
	if v.kind == psString {
		chars, ok := psCastList(v) // once, not for each index
		if !ok {
			return psValue{}, false
		}
		v = psValue{kind: psArray, list: chars}
	}
	l := make([]psValue, 0, len(idx.list))
	for _, i := range idx.list {
		e, ok := psIndex(v, i.text())
		if !ok {
			return psValue{}, false
		}
		l = append(l, e)
	}
	return psValue{kind: psArray, list: l}, true
}

// psTableEntry is the value of a hashtable's key, found as PowerShell
// finds it, whatever its case; unknown when the table lacks it.
func psTableEntry(v psValue, key string) (psValue, bool) {
	for i, k := range v.keys {
		if strings.EqualFold(k, key) && i < len(v.list) {
			return v.list[i], true
		}
	}
	return psValue{}, false
}

// psIndex is v[i] of a number i, negative from the end; a hashtable's
// v[key] is the key's value.
func psIndex(v psValue, idx string) (psValue, bool) {
	if v.kind == psTable {
		return psTableEntry(v, idx)
	}
	n, err := strconv.Atoi(idx)
	if err != nil {
		return psValue{}, false
	}
	var l []psValue
	if v.kind == psString {
		l, _ = psCastList(v)
	} else {
		l = v.elems()
	}
	if n < 0 {
		n += len(l)
	}
	if n < 0 || n >= len(l) {
		return psValue{}, false
	}
	return l[n], true
}

func psCastList(v psValue) ([]psValue, bool) {
	c, ok := psCast("char[]", v)
	return c.list, ok
}

// psReplaceFold is -replace of a pattern without regular-expression
// characters: case-insensitive, every match.
func psReplaceFold(s, old, with string) string {
	if old == "" {
		return s
	}
	var b strings.Builder
	lower, lold := strings.ToLower(s), strings.ToLower(old)
	for {
		i := strings.Index(lower, lold)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString(with)
		s, lower = s[i+len(old):], lower[i+len(old):]
	}
}

// psEncode is [Text.Encoding]::NAME.GetBytes(s), psDecode's inverse.
func psEncode(enc, s string) []byte {
	switch enc {
	case "unicode", "bigendianunicode":
		u := utf16.Encode([]rune(s))
		b := make([]byte, 0, 2*len(u))
		for _, x := range u {
			if enc == "unicode" {
				b = append(b, byte(x), byte(x>>8))
			} else {
				b = append(b, byte(x>>8), byte(x))
			}
		}
		return b
	case "utf32":
		var b []byte
		for _, r := range s {
			b = append(b, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
		}
		return b
	}
	return []byte(s)
}

// psDecode is [Text.Encoding]::NAME.GetString(bytes).
func psDecode(enc string, b []byte) string {
	switch enc {
	case "unicode", "bigendianunicode":
		u := make([]uint16, len(b)/2)
		for i := range u {
			if enc == "unicode" {
				u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
			} else {
				u[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
			}
		}
		return string(utf16.Decode(u))
	case "utf32":
		var sb strings.Builder
		for i := 0; i+3 < len(b); i += 4 {
			sb.WriteRune(rune(uint32(b[i]) | uint32(b[i+1])<<8 | uint32(b[i+2])<<16 | uint32(b[i+3])<<24))
		}
		return sb.String()
	}
	return string(b)
}

// psVar returns a variable's value when known: assigned earlier in the
// input (psState.vals, or a string in analyzer.vars), $true, $false,
// $null, $HOME and the like.
func (r *psReader) psVar(name string) (psValue, bool) {
	name = strings.TrimPrefix(name, "using:") // the caller's variable in a remote block
	if v, ok := r.st.vals["$"+name]; ok {
		return v, true
	}
	switch name {
	case "true", "false":
		return psValue{kind: psBool, s: strings.ToUpper(name[:1]) + name[1:]}, true
	}
	bare := name
	if _, n, ok := strings.Cut(name, ":"); ok {
		bare = n
	}
	if v, ok := r.varValue(name, bare); ok {
		return psValue{s: v}, true
	}
	return psValue{}, false
}

// splat expands @name words whose variable holds a known hashtable (each
// key a -Key parameter: -Key alone for $true, -Key:False for $false, else
// -Key then its value) or array (its elements); others stay as they are.
// A value starting with ~ is the home, as the providers resolve it.
func (r *psReader) splat(words []psWord) []psWord {
	var out []psWord
	for i, wd := range words {
		v, ok := r.st.vals["$"+wd.splat]
		if wd.splat == "" || !ok || i == 0 {
			if out != nil {
				out = append(out, wd)
			}
			continue
		}
		if out == nil {
			out = append([]psWord(nil), words[:i]...)
		}
		value := func(e psValue) psWord {
			if e.kind == psScript {
				// @{ScriptBlock = {…}}: the block, as written in place
				// (Invoke-Command @p runs it).
				b := "{" + e.s + "}"
				return psWord{Word: Word{Value: b}, raw: b, block: true}
			}
			s := e.text()
			if s == "~" || strings.HasPrefix(s, "~/") || strings.HasPrefix(s, `~\`) {
				s = homeOf(r.a.env) + s[1:]
			}
			return psWord{Word: Word{Value: s, Literal: !e.open, Quoted: true}, raw: s}
		}
		switch v.kind {
		case psTable:
			for k, key := range v.keys {
				e := v.list[k]
				if e.kind == psBool {
					// @{Recurse=$true} is -Recurse; @{X=$false} is
					// -X:$false (read as -X:False), as PowerShell
					// binds it: a switch off, a [bool] parameter
					// given false (@{LitigationHoldEnabled=$false}).
					p := "-" + key
					if e.s != "True" {
						p += ":False"
					}
					out = append(out, psWord{Word: Word{Value: p, Literal: true}, raw: p, param: true})
					continue
				}
				out = append(out, psWord{Word: Word{Value: "-" + key, Literal: true}, raw: "-" + key, param: true})
				for j, el := range e.elems() {
					w := value(el)
					w.list = j > 0
					out = append(out, w)
				}
			}
		default:
			for _, el := range v.elems() {
				w := value(el)
				w.Quoted = false
				w.param = strings.HasPrefix(w.Value, "-") && len(w.Value) > 1
				out = append(out, w)
			}
		}
	}
	if out == nil {
		return words
	}
	return out
}

// dotnetFileOps maps the .NET file and directory methods (reads too:
// ReadAllText is Get-Content), and the event log's, to the cmdlet
// that does the same, so the rules judge them as they judge it: the
// cmdlet, then the parameter each argument becomes ("" for the path;
// "?recurse" for a switch set when that argument is $true or unknown). A
// table, not a map: a map literal is built at every start-up (tables.go).
var dotnetFileOps = table[[]string]{
	{"io.file::delete", []string{"Remove-Item", "-LiteralPath"}},
	{"io.directory::delete", []string{"Remove-Item", "-LiteralPath", "?-Recurse"}},
	{"io.file::writealltext", []string{"Set-Content", "-LiteralPath", "-Value"}},
	{"io.file::writealllines", []string{"Set-Content", "-LiteralPath", "-Value"}},
	{"io.file::writeallbytes", []string{"Set-Content", "-LiteralPath", "-Value"}},
	{"io.file::create", []string{"Set-Content", "-LiteralPath"}},
	{"io.file::createtext", []string{"Set-Content", "-LiteralPath"}},
	{"io.file::openwrite", []string{"Set-Content", "-LiteralPath"}},
	{"io.file::appendalltext", []string{"Add-Content", "-LiteralPath", "-Value"}},
	{"io.file::appendalllines", []string{"Add-Content", "-LiteralPath", "-Value"}},
	{"io.file::appendtext", []string{"Add-Content", "-LiteralPath"}},
	{"io.file::readalltext", []string{"Get-Content", "-LiteralPath"}},
	{"io.file::readalllines", []string{"Get-Content", "-LiteralPath"}},
	{"io.file::readallbytes", []string{"Get-Content", "-LiteralPath"}},
	{"io.file::readlines", []string{"Get-Content", "-LiteralPath"}},
	{"io.file::openread", []string{"Get-Content", "-LiteralPath"}},
	{"io.file::opentext", []string{"Get-Content", "-LiteralPath"}},
	{"io.file::copy", []string{"Copy-Item", "-LiteralPath", "-Destination", "?-Force"}},
	{"io.file::move", []string{"Move-Item", "-LiteralPath", "-Destination", "?-Force"}},
	{"io.directory::move", []string{"Move-Item", "-LiteralPath", "-Destination"}},
	{"io.file::replace", []string{"Move-Item", "-LiteralPath", "-Destination"}},
	{"microsoft.visualbasic.fileio.filesystem::deletefile", []string{"Remove-Item", "-LiteralPath"}},
	{"microsoft.visualbasic.fileio.filesystem::deletedirectory", []string{"Remove-Item", "-LiteralPath", "?-Recurse"}},
	// The event log session's ClearLog empties a log, as Clear-EventLog.
	{"diagnostics.eventing.reader.eventlogsession::globalsession.clearlog", []string{"Clear-EventLog", "-LogName"}},
	// The registry's base keys (Microsoft.Win32.Registry's fields,
	// learn.microsoft.com): DeleteSubKeyTree removes a key with every key
	// below it, DeleteSubKey an empty one, as Remove-Item of the same
	// key in the Registry provider ("-LiteralPath=HIVE": the argument
	// names a key below that hive); Registry.SetValue(KEYNAME, NAME,
	// VALUE) writes a value, KEYNAME beginning with the hive's full name
	// (HKEY_LOCAL_MACHINE\…), as Set-ItemProperty.
	{"microsoft.win32.registry::classesroot.deletesubkey", []string{"Remove-Item", `-LiteralPath=Registry::HKEY_CLASSES_ROOT\`}},
	{"microsoft.win32.registry::classesroot.deletesubkeytree", []string{"Remove-Item", `-LiteralPath=Registry::HKEY_CLASSES_ROOT\`, "!-Recurse"}},
	{"microsoft.win32.registry::currentuser.deletesubkey", []string{"Remove-Item", `-LiteralPath=HKCU:\`}},
	{"microsoft.win32.registry::currentuser.deletesubkeytree", []string{"Remove-Item", `-LiteralPath=HKCU:\`, "!-Recurse"}},
	{"microsoft.win32.registry::localmachine.deletesubkey", []string{"Remove-Item", `-LiteralPath=HKLM:\`}},
	{"microsoft.win32.registry::localmachine.deletesubkeytree", []string{"Remove-Item", `-LiteralPath=HKLM:\`, "!-Recurse"}},
	{"microsoft.win32.registry::setvalue", []string{"Set-ItemProperty", "-LiteralPath=Registry::", "-Name", "-Value"}},
	{"microsoft.win32.registry::users.deletesubkey", []string{"Remove-Item", `-LiteralPath=Registry::HKEY_USERS\`}},
	{"microsoft.win32.registry::users.deletesubkeytree", []string{"Remove-Item", `-LiteralPath=Registry::HKEY_USERS\`, "!-Recurse"}},
}

// dotnet judges a call of a .NET file or directory method
// ([IO.Directory]::Delete($p, $true)) as the cmdlet it amounts to
// (Remove-Item -LiteralPath $p -Recurse); prefix is the text before the
// parenthesised args, lowercased; feed is the input of the script block
// it is in (gci ~ | % { [IO.File]::Delete($_.FullName) }); subst are the
// commands of its arguments, whose Join-Path gives a path as it does to a
// cmdlet ([IO.Directory]::Delete((Join-Path $PWD 'out'), $true)).
func (r *psReader) dotnet(prefix, args string, feed *Command, subst []*Command) {
	typ, method, ok := strings.Cut(strings.TrimPrefix(prefix, "["), "]::")
	if !ok {
		return
	}
	op, ok := dotnetFileOps.get(strings.TrimPrefix(typ, "system.") + "::" + method)
	if !ok {
		return
	}
	r.asCmdlet(prefix+args, "["+typ+"]::"+method, op, args, feed, subst)
}

// comFileOps maps the methods of the COM file system object
// (Scripting.FileSystemObject, as VBScript and JScript use it) to the
// cmdlet that does the same, as dotnetFileOps does .NET's: DeleteFolder
// deletes a folder with all it holds (its second argument only says
// whether read-only files go too), CopyFolder copies one whole.
var comFileOps = table[[]string]{
	{"copyfile", []string{"Copy-Item", "-LiteralPath", "-Destination", "?-Force"}},
	{"copyfolder", []string{"Copy-Item", "-LiteralPath", "-Destination", "?-Force", "!-Recurse"}},
	{"createtextfile", []string{"Set-Content", "-LiteralPath"}},
	{"deletefile", []string{"Remove-Item", "-LiteralPath", "?-Force"}},
	{"deletefolder", []string{"Remove-Item", "-LiteralPath", "?-Force", "!-Recurse"}},
	{"movefile", []string{"Move-Item", "-LiteralPath", "-Destination"}},
	{"movefolder", []string{"Move-Item", "-LiteralPath", "-Destination"}},
}

// comFileSystem reports whether c makes a COM file system object
// (New-Object -ComObject Scripting.FileSystemObject).
func comFileSystem(c *Command) bool {
	if c == nil || c.Name != "new-object" {
		return false
	}
	for _, a := range c.Args {
		if strings.EqualFold(strings.Trim(a.Value, `"'`), "scripting.filesystemobject") {
			return true
		}
	}
	return false
}

// comFileOp judges a call of a method of the COM file system object
// ($fso.DeleteFolder($p, $true), (New-Object -ComObject
// Scripting.FileSystemObject).DeleteFile($f)) as the cmdlet it amounts
// to (comFileOps), the object made in the call's receiver or held by a
// variable it was assigned to.
func (r *psReader) comFileOp(prefix, args string, feed *Command, subst []*Command) {
	dot := strings.LastIndexByte(prefix, '.')
	if dot <= 0 {
		return
	}
	recv, method := prefix[:dot], prefix[dot+1:]
	op, ok := comFileOps.get(method)
	if !ok {
		return
	}
	obj := comFileSystem(r.st.items[recv])
	if inner, ok := strings.CutPrefix(recv, "("); ok && strings.HasSuffix(inner, ")") {
		inner = strings.TrimSpace(strings.TrimSuffix(inner, ")"))
		for _, sc := range subst {
			obj = obj || strings.EqualFold(strings.TrimSpace(sc.Text), inner) && comFileSystem(sc)
		}
	}
	if obj {
		r.asCmdlet(prefix+args, "Scripting.FileSystemObject."+method, op, args, feed, subst)
	}
}

// asCmdlet adds the command a method call amounts to: the cmdlet op[0],
// each argument given as the parameter of its place in op ("?-Switch":
// set when the argument is $true or not known), and the switches marked
// "!" always.
func (r *psReader) asCmdlet(text, how string, op []string, args string, feed *Command, subst []*Command) {
	r.a.add(r.cmdletOf(text, how, op, args, feed, subst))
}

// cmdletOf returns the cmdlet asCmdlet judges a call as.
func (r *psReader) cmdletOf(text, how string, op []string, args string, feed *Command, subst []*Command) *Command {
	c := &Command{Grammar: lexer.PowerShell, Text: text, Wrappers: append(r.wrap(), how),
		Word0: Word{Value: op[0], Literal: true}, Name: strings.ToLower(op[0])}
	for _, param := range op[1:] {
		if sw, ok := strings.CutPrefix(param, "!"); ok {
			c.Args = append(c.Args, Word{Value: sw, Literal: true})
		}
	}
	if feed != nil {
		c.Feeds = []*Command{feed}
	}
	for i, arg := range psSplitArgs(args) {
		if i+1 >= len(op) || strings.HasPrefix(op[i+1], "!") {
			break
		}
		v, known := psEval(arg, r.psVar)
		param, under, _ := strings.Cut(op[i+1], "=") // -LiteralPath=HKLM:\: a key below that hive
		if sw, ok := strings.CutPrefix(param, "?"); ok {
			if !known || v.kind == psBool && v.s == "True" {
				c.Args = append(c.Args, Word{Value: sw, Literal: true})
			}
			continue
		}
		w := Word{Value: under + strings.TrimSpace(arg), Computed: strings.Contains(arg, "(") || r.computedVarIn(arg)}
		if known {
			w = Word{Value: under + v.text(), Literal: true, Quoted: true}
		} else if inner, ok := strings.CutPrefix(w.Value, "("); ok && strings.HasSuffix(inner, ")") {
			inner = strings.TrimSpace(strings.TrimSuffix(inner, ")"))
			for _, sc := range subst {
				if strings.TrimSpace(sc.Text) == inner {
					if jw, ok := joinPathValue(sc); ok {
						w = jw
					}
				}
			}
		}
		c.Args = append(c.Args, Word{Value: param, Literal: true}, w)
	}
	return c
}

// dotnetRead returns the Get-Content a whole word that is one call of a
// .NET method reading a file amounts to ([IO.File]::ReadAllText('F'),
// dotnetFileOps), nil for any other word: what a pipeline beginning with
// it passes on is that file's text.
func (r *psReader) dotnetRead(text string) *Command {
	prefix, args, ok := strings.Cut(strings.TrimSpace(text), "(")
	if !ok || !strings.HasSuffix(args, ")") {
		return nil
	}
	typ, method, ok := strings.Cut(strings.TrimPrefix(strings.ToLower(prefix), "["), "]::")
	if !ok {
		return nil
	}
	op, ok := dotnetFileOps.get(strings.TrimPrefix(typ, "system.") + "::" + method)
	if !ok || op[0] != "Get-Content" {
		return nil
	}
	return r.cmdletOf(text, "["+typ+"]::"+method, op, "("+args, nil, nil)
}

// itemDelete judges a file-system item's own Delete method as the
// Remove-Item it amounts to: $_.Delete() in a ForEach-Object block (each
// item the pipeline lists), and (Get-Item P).Delete($true) or
// (Get-ChildItem P -Recurse).Delete() (member enumeration: each item
// listed), and the same through a variable assigned one ($d = Get-Item
// P; $d.Delete($true)). Its argument $true, or one not known, deletes a directory
// recursively. prefix is the text before the parenthesised args,
// lowercased; feed is the input of the script block it is in; subst are
// the commands of the word so far, the receiver's among them.
func (r *psReader) itemDelete(prefix, args string, feed *Command, subst []*Command) {
	recv, ok := strings.CutSuffix(prefix, ".delete")
	if !ok {
		return
	}
	c := &Command{Grammar: lexer.PowerShell, Text: prefix + args, Wrappers: append(r.wrap(), ".Delete()"),
		Word0: Word{Value: "Remove-Item", Literal: true}, Name: "remove-item"}
	switch {
	case recv == "$_" || recv == "$psitem":
		if feed == nil {
			return
		}
		r.cimDelete(prefix+args, feed)
		c.Feeds = []*Command{feed}
		c.Args = append(c.Args, Word{Value: "-LiteralPath", Literal: true}, Word{Value: recv})
	case strings.HasPrefix(recv, "(") && strings.HasSuffix(recv, ")"), r.st.items[recv] != nil:
		inner := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(recv, "("), ")"))
		got := r.st.items[recv]
		for _, sc := range subst {
			if !strings.EqualFold(strings.TrimSpace(sc.Text), inner) {
				continue
			}
			if r.cimDelete(prefix+args, sc) {
				return // (Get-WmiObject Win32_ShadowCopy).Delete()
			}
			if sc.Name == "get-item" || sc.Name == "get-childitem" {
				got = sc
			}
		}
		if got == nil {
			return
		}
		if got.Name == "get-childitem" {
			c.Feeds = []*Command{got}
			c.Args = append(c.Args, Word{Value: "-LiteralPath", Literal: true}, Word{Value: "$_"})
			break
		}
		for _, p := range psNames(got, "-Path", "-LiteralPath") {
			c.Args = append(c.Args, Word{Value: "-LiteralPath", Literal: true}, p)
		}
		if len(c.Args) == 0 {
			return
		}
	default:
		return
	}
	if a := psSplitArgs(args); len(a) > 0 {
		if v, known := psEval(a[0], r.psVar); !known || v.kind == psBool && v.s == "True" {
			c.Args = append(c.Args, Word{Value: "-Recurse", Literal: true})
		}
	}
	r.a.add(c)
}

// receiverFeed returns what lists the objects a method is called on,
// recv being its receiver as written, lowercased: feed, the input of the
// script block, for $_ and $PSItem; for (CMD), member enumeration over
// what CMD lists, the command of the word so far (subst) written so; for
// a variable, the command whose output was stored in it ($p =
// Get-Process x; $p.Kill()); nil for any other receiver.
func (r *psReader) receiverFeed(recv string, feed *Command, subst []*Command) *Command {
	switch {
	case recv == "$_" || recv == "$psitem":
		return feed
	case r.st.outs[recv] != nil:
		return r.st.outs[recv]
	case strings.HasPrefix(recv, "(") && strings.HasSuffix(recv, ")"):
		inner := strings.TrimSpace(recv[1 : len(recv)-1])
		feed = nil
		for _, sc := range subst {
			if strings.EqualFold(strings.TrimSpace(sc.Text), inner) {
				feed = sc
			}
		}
		return feed
	}
	return nil
}

// processKill judges a process object's own Kill method
// (System.Diagnostics.Process.Kill, learn.microsoft.com: it ends the
// process at once, as Stop-Process -Force does) as the Stop-Process it
// amounts to: $_.Kill() in a ForEach-Object block, on each process the
// pipeline lists (gps | % { $_.Kill() }), and (Get-Process X).Kill()
// (member enumeration: each process listed). prefix is the text before
// the parenthesised args, lowercased; feed is the input of the script
// block it is in; subst are the commands of the word so far.
func (r *psReader) processKill(prefix string, feed *Command, subst []*Command) {
	recv, ok := strings.CutSuffix(prefix, ".kill")
	if !ok {
		return
	}
	feed = r.receiverFeed(recv, feed, subst)
	if feed == nil {
		return
	}
	r.a.add(&Command{Grammar: lexer.PowerShell, Text: prefix + "()", Wrappers: append(r.wrap(), ".Kill()"),
		Word0: Word{Value: "Stop-Process", Literal: true}, Name: "stop-process", Feeds: []*Command{feed},
		Args: []Word{{Value: "-Force", Literal: true}}})
}

// cimDelete judges text, a Delete method called on what feed lists, as
// the Remove-CimInstance it amounts to when feed lists the instances of a
// WMI or CIM query: an instance deletes itself (Get-WmiObject
// Win32_ShadowCopy | ForEach-Object { $_.Delete() }, or member
// enumeration: (Get-WmiObject Win32_ShadowCopy).Delete()). It reports
// whether it did.
func (r *psReader) cimDelete(text string, feed *Command) bool {
	if !psFedWMI(feed) {
		return false
	}
	r.a.add(&Command{Grammar: lexer.PowerShell, Text: text, Wrappers: append(r.wrap(), ".Delete()"),
		Word0: Word{Value: "Remove-CimInstance", Literal: true}, Name: "remove-ciminstance", Feeds: []*Command{feed}})
	return true
}

// cimUninstall judges the Uninstall, Terminate or Format method called on what
// feed lists, each an installed MSI product when feed queries
// Win32_Product (Get-WmiObject Win32_Product | ForEach-Object {
// $_.Uninstall() }, (Get-CimInstance Win32_Product).Uninstall()), each
// process when it queries Win32_Process ({ $_.Terminate() }), each
// volume when it queries Win32_Volume ({ $_.Format('NTFS') }), as the
// Invoke-CimMethod -MethodName NAME it amounts to. prefix is the text
// before the parenthesised args, lowercased.
func (r *psReader) cimUninstall(prefix, args string, feed *Command, subst []*Command) {
	var recv, method string
	ok := false
	for _, m := range [...][2]string{{".uninstall", "Uninstall"}, {".terminate", "Terminate"}, {".format", "Format"}} {
		if recv, ok = strings.CutSuffix(prefix, m[0]); ok {
			method = m[1]
			break
		}
	}
	if !ok {
		return
	}
	feed = r.receiverFeed(recv, feed, subst)
	if feed == nil || !psFedWMI(feed) {
		return
	}
	r.a.add(&Command{Grammar: lexer.PowerShell, Text: prefix + args, Wrappers: append(r.wrap(), "."+method+"()"),
		Word0: Word{Value: "Invoke-CimMethod", Literal: true}, Name: "invoke-cimmethod", Feeds: []*Command{feed},
		Args: []Word{{Value: "-MethodName", Literal: true}, {Value: method, Literal: true}}})
}

// psFedWMI reports whether c is, or passes on through filters, the
// instances a WMI or CIM query lists (Get-WmiObject, Get-CimInstance).
func psFedWMI(c *Command) bool {
	for depth := 0; c != nil && depth < maxListDepth; depth++ {
		switch {
		case c.Name == "get-wmiobject" || c.Name == "gwmi" || c.Name == "get-ciminstance" || c.Name == "gcim":
			return true
		case !does(c, c.Name, roleKeepsObjects) && !psItemOnly(c) || len(c.Feeds) == 0:
			return false
		}
		c = c.Feeds[0]
	}
	return false
}

// psItemOnly reports whether c is the pipeline's current item alone
// ($_ or $PSItem as a statement: $_ | Remove-CimInstance in a
// ForEach-Object block), which passes its input on as it is.
func psItemOnly(c *Command) bool {
	return c.Name == "" && len(c.Args) == 0 && (c.Word0.Value == "$_" || strings.EqualFold(c.Word0.Value, "$psitem"))
}

// comItemDelete judges the Delete method of a folder or file the COM
// file system object gets ($fso.GetFolder(P).Delete(),
// $fso.GetFile(P).Delete()): Folder.Delete removes the folder with
// everything in it (learn.microsoft.com, VBA, "Delete method"), as
// DeleteFolder does. raw is the source text before the parenthesised
// args, as written.
func (r *psReader) comItemDelete(raw, args string, feed *Command, subst []*Command) {
	l := strings.ToLower(raw)
	recv, ok := strings.CutSuffix(l, ".delete")
	if !ok || !strings.HasSuffix(recv, ")") {
		return
	}
	for _, get := range []struct{ method, op string }{{".getfolder(", "deletefolder"}, {".getfile(", "deletefile"}} {
		i := strings.LastIndex(recv, get.method)
		if i <= 0 {
			continue
		}
		obj, arg := raw[:i], raw[i+len(get.method)-1:len(recv)]
		if len(psSplitArgs(arg)) != 1 {
			continue
		}
		op, _ := comFileOps.get(get.op)
		if comFileSystem(r.st.items[strings.ToLower(obj)]) {
			r.asCmdlet(raw+args, "Scripting.FileSystemObject."+raw[i+1:i+len(get.method)-1]+"().Delete", op, arg, feed, subst)
			return
		}
		if inner, ok := strings.CutPrefix(obj, "("); ok && strings.HasSuffix(inner, ")") {
			inner = strings.TrimSpace(strings.TrimSuffix(inner, ")"))
			for _, sc := range subst {
				if strings.EqualFold(strings.TrimSpace(sc.Text), inner) && comFileSystem(sc) {
					r.asCmdlet(raw+args, "Scripting.FileSystemObject."+raw[i+1:i+len(get.method)-1]+"().Delete", op, arg, feed, subst)
					return
				}
			}
		}
	}
}

// psSplitArgs splits the text of ( a, b ) into its arguments' texts at
// the commas outside quotes and brackets.
func psSplitArgs(text string) []string {
	src := []rune(strings.TrimSpace(text))
	if len(src) < 2 || src[0] != '(' || src[len(src)-1] != ')' {
		return nil
	}
	src = src[1 : len(src)-1]
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case pstoken.SQ(c) || pstoken.DQ(c):
			i = pstoken.StringEnd(src, i) - 1 // a string, as the tokenizer ends it
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case c == ',' && depth == 0:
			out = append(out, string(src[start:i]))
			start = i + 1
		}
	}
	if s := strings.TrimSpace(string(src[start:])); s != "" || len(out) > 0 {
		out = append(out, string(src[start:]))
	}
	return out
}

// argValues is an argument as the command gets it: an expression whose
// value is known replaced by it (('C:\' + 'Users'), $a[0]; an array, one
// word an element); one holding the output of a command the analysis
// cannot compute marked Computed.
func (r *psReader) argValues(wd psWord) []Word {
	if wd.Literal || wd.splat != "" || wd.param || wd.block {
		return []Word{wd.Word}
	}
	if wd.isVar {
		if v, ok := psEval(wd.raw, r.psVar); ok && v.kind == psTable {
			return []Word{psTableWord(wd.Word, v)}
		}
	}
	if wd.group || wd.isVar {
		if v, ok := psEval(wd.raw, r.psVar); ok && (v.kind == psString || v.kind == psArray) {
			var out []Word
			for _, e := range v.elems() {
				if e.kind != psString {
					out = nil
					break
				}
				out = append(out, Word{Value: e.s, Literal: true, Quoted: true, Subst: wd.Subst})
			}
			if len(out) > 0 {
				return out
			}
		}
		if wd.group && r.computesFromStood(wd.raw) {
			w := wd.Word
			w.Computed = true // ($work -replace 'x', ''): not the path judged where it was set
			return []Word{w}
		}
		if out := r.partialArray(wd); out != nil {
			return out
		}
	}
	if jp := groupJoinPath(wd); jp != nil {
		if w, ok := joinPathValue(jp); ok {
			return []Word{w}
		}
	}
	if wd.group {
		if w, ok := psPathProperty(wd.Subst, wd.raw); ok {
			return []Word{w}
		}
	}
	w := wd.Word
	if wd.group && r.psComputed(wd.Subst) {
		w.Computed = true
	}
	// A group inside a string or a token ("$($HOME)", C:\$(…)) is not
	// evaluated: its value, even one of an expression, is unknown.
	if wd.inner && (r.psComputed(wd.Subst) || slices.ContainsFunc(wd.Subst, func(c *Command) bool { return c.Name == "" })) {
		w.Computed = true
	}
	return []Word{w}
}

// computesFromStood reports whether the expression text reads a
// variable whose value stands for a path (psValue.stands), which the
// evaluator then declines to compute from.
func (r *psReader) computesFromStood(text string) bool {
	stood := false
	psEval(text, func(name string) (psValue, bool) {
		v, ok := r.psVar(name)
		stood = stood || ok && v.stands
		return v, ok
	})
	return stood
}

// partialArray returns the elements of an array literal, @(a, b) or
// (a, b), with some elements unknown: the known ones as their values, the
// others as written and unknown, so dotnet @('nuget','push',$k) is still
// dotnet nuget push (a native command gets an array one word an element).
func (r *psReader) partialArray(wd psWord) []Word {
	raw := strings.TrimPrefix(strings.TrimSpace(wd.raw), "@")
	elems := psSplitArgs(raw)
	if len(elems) < 2 {
		return nil
	}
	var out []Word
	for _, e := range elems {
		e = strings.TrimSpace(e)
		if v, ok := psEval(e, r.psVar); ok && v.kind == psString {
			out = append(out, Word{Value: v.s, Literal: !v.open, Quoted: true, Subst: wd.Subst})
			continue
		}
		out = append(out, Word{Value: e, Computed: strings.Contains(e, "(") || r.computedVarIn(e), Subst: wd.Subst})
	}
	return out
}

// psComputed reports whether the commands of an expression produce output
// the analysis cannot compute, other than what names only confined places:
// Get-ChildItem of relative paths (as find . is for posix), a new
// temporary file.
func (r *psReader) psComputed(cmds []*Command) bool {
	for _, c := range cmds {
		switch {
		case c.Dynamic:
			return true
		case c.Name == "" || c.Name == "new-temporaryfile" || c.Name == "write-output":
		case c.Name == "get-childitem" || c.Name == "get-item" || c.Name == "resolve-path":
			paths, _ := psPaths(c)
			for _, p := range paths {
				v := strings.ReplaceAll(p.Value, `\`, "/")
				if !p.Literal || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "..") || strings.Contains(v, ":") {
					return true
				}
			}
		default:
			return true
		}
	}
	return false
}

// computedVarIn reports whether text names a variable the input assigned
// a command's output ($d in [IO.Directory]::Delete($d, $true)).
func (r *psReader) computedVarIn(text string) bool {
	for i := strings.IndexByte(text, '$'); i >= 0; {
		j := i + 1
		for j < len(text) && pstoken.IdentFollow(rune(text[j])) {
			j++
		}
		if r.a.computed["$"+strings.ToLower(text[i+1:j])] {
			return true
		}
		k := strings.IndexByte(text[j:], '$')
		if k < 0 {
			break
		}
		i = j + k
	}
	return false
}

// psMember returns what follows the variable in an assignment's target:
// ".Path" of $p.Path, "['Path']" of $p['Path']; "" for the variable alone.
func psMember(raw string) string {
	if !strings.HasPrefix(raw, "$") || strings.HasPrefix(raw, "${") {
		return ""
	}
	for i, c := range raw[1:] {
		if c == '.' || c == '[' {
			return raw[1+i:]
		}
	}
	return ""
}

// psSetMember returns the table t with the entry a member target names
// (.Key or ['Key']) set to val, or the array t with [N] set; false when
// the target or t is not one the analysis reads.
func psSetMember(t psValue, member string, val psValue, vars func(string) (psValue, bool)) (psValue, bool) {
	if first, rest, ok := strings.Cut(strings.TrimPrefix(member, "."), "."); ok && strings.HasPrefix(member, ".") && t.kind == psTable && !strings.ContainsAny(first, "[(") {
		// $p.StartInfo.FileName = 'x': an entry of a table in a table.
		inner, ok := psTableGet(t, first)
		if !ok {
			return psValue{}, false
		}
		if v, ok := psSetMember(inner, "."+rest, val, vars); ok {
			return psSetMember(t, "."+first, v, vars)
		}
		return psValue{}, false
	}
	var key string
	switch {
	case strings.HasPrefix(member, ".") && !strings.ContainsAny(member[1:], ".[("):
		key = member[1:]
	case strings.HasPrefix(member, "[") && strings.HasSuffix(member, "]") && strings.Count(member, "[") == 1:
		k, ok := psEval(member[1:len(member)-1], vars)
		if !ok {
			return psValue{}, false
		}
		key = k.text()
	default:
		return psValue{}, false
	}
	switch t.kind {
	case psTable:
		out := psValue{kind: psTable, s: t.s, keys: append([]string(nil), t.keys...), list: append([]psValue(nil), t.list...)}
		for i, k := range out.keys {
			if strings.EqualFold(k, key) {
				out.list[i] = val
				return out, true
			}
		}
		out.keys, out.list = append(out.keys, key), append(out.list, val)
		return out, true
	case psArray:
		n, err := strconv.Atoi(key)
		if err != nil || strings.HasPrefix(member, ".") || n < 0 || n >= len(t.list) {
			return psValue{}, false
		}
		out := psValue{kind: psArray, list: append([]psValue(nil), t.list...)}
		out.list[n] = val
		return out, true
	}
	return psValue{}, false
}

// psClose returns the index just past the bracket that closes the ( [ or
// { at open, quotes skipped; len(src) when it is not closed.
func psClose(src []rune, open int) int {
	closer := map[rune]rune{'(': ')', '[': ']', '{': '}'}[src[open]]
	depth := 0
	for i := open; i < len(src); i++ {
		c := src[i]
		switch {
		case pstoken.SQ(c) || pstoken.DQ(c):
			i = pstoken.StringEnd(src, i) - 1 // a string, as the tokenizer ends it
		case c == src[open]:
			depth++
		case c == closer:
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return len(src)
}

// psMethod returns what a method changes a known table or array into:
// .Add(key, value), .Remove(key), .Clear() of a table, .Add(value) of an
// array; false for any other call, or an argument not known.
func psMethod(v psValue, method string, args []string, vars func(string) (psValue, bool)) (psValue, bool) {
	vals := make([]psValue, len(args))
	for i, a := range args {
		var ok bool
		if vals[i], ok = psEval(a, vars); !ok {
			return psValue{}, false
		}
	}
	switch {
	case method == "clear" && len(vals) == 0 && (v.kind == psTable || v.kind == psArray):
		return psValue{kind: v.kind}, true
	case method == "add" && len(vals) == 2 && v.kind == psTable:
		return psSetMember(v, "."+vals[0].text(), vals[1], vars)
	case method == "add" && len(vals) == 1 && v.kind == psArray:
		return psValue{kind: psArray, list: append(append([]psValue(nil), v.list...), vals[0])}, true
	case method == "remove" && len(vals) == 1 && v.kind == psTable:
		out := psValue{kind: psTable}
		for i, k := range v.keys {
			if !strings.EqualFold(k, vals[0].text()) {
				out.keys, out.list = append(out.keys, k), append(out.list, v.list[i])
			}
		}
		return out, true
	}
	return psValue{}, false
}

// setVariable records what Set-Variable and New-Variable assign: -Name
// and -Value (any prefix) or the first two positional words; a value not
// known makes the variable unknown.
func (r *psReader) setVariable(words []psWord) {
	r.setNamed(words, "name", func(n string) (string, bool) { return "$" + strings.ToLower(n), true })
}

// psOutVarParams are the common parameters that store a cmdlet's output,
// errors or records in the variable they name (-OutVariable work).
var psOutVarParams = []string{"errorvariable", "informationvariable", "outvariable", "pipelinevariable", "warningvariable"}

// outVariables marks each variable c stores into by a parameter
// (-OutVariable, -ov, -ErrorVariable, -PipelineVariable, …; Tee-Object
// -Variable) as holding a command's output, not what an assignment gave
// it. A name known only at run time does so for them all.
func (r *psReader) outVariables(c *Command, words []psWord) {
	for i, wd := range words {
		if !wd.param {
			continue
		}
		p, inline, hasInline := strings.Cut(strings.ToLower(strings.TrimPrefix(wd.Value, "-")), ":")
		stores := p == "ov" || p == "ev" || p == "wv" || p == "iv" || p == "pv" ||
			len(p) >= 3 && slices.ContainsFunc(psOutVarParams, func(n string) bool { return strings.HasPrefix(n, p) }) ||
			c.Name == "tee-object" && p != "" && strings.HasPrefix("variable", p)
		if !stores {
			continue
		}
		name, literal := inline, true
		if !hasInline {
			if i+1 >= len(words) {
				continue
			}
			name, literal = words[i+1].Value, words[i+1].Literal
		}
		name = strings.ToLower(strings.TrimPrefix(strings.Trim(name, `"'`), "+"))
		if !literal || name == "" {
			r.anyVariable()
			continue
		}
		r.storedOutput("$" + name)
	}
}

// anyVariable records that a cmdlet stored into a variable whose name is
// only known at run time (Set-Variable -Name $n, -OutVariable $n): any of
// the session's variables may now hold anything.
func (r *psReader) anyVariable() {
	for k := range r.st.vals {
		if !strings.HasPrefix(k, "$env:") {
			r.storedOutput(k)
		}
	}
	for k := range r.a.vars {
		if strings.HasPrefix(k, "$") && !strings.HasPrefix(k, "$env:") {
			r.storedOutput(k)
		}
	}
}

// psVariableSet marks the variable a member chain at the reader sets by
// name, $ExecutionContext.SessionState.PSVariable.Set('c', …) (or
// $PSCmdlet's): that one, its value only known at run time, or any
// variable where the name is only known then.
func (r *psReader) psVariableSet() {
	rest := string(r.src[r.i:min(len(r.src), r.i+120)])
	if !strings.Contains(strings.ToLower(rest), ".psvariable.set") {
		return
	}
	m := psVariableSetRe.get().FindStringSubmatch(rest)
	switch {
	case m == nil:
	case m[1] != "" || m[2] != "":
		r.storedOutput("$" + strings.ToLower(m[1]+m[2]))
	default:
		r.anyVariable()
	}
}

// psVariableSetRe matches a member chain ending in .PSVariable.Set( and
// its first argument when it is a literal name.
var psVariableSetRe = &lazyRegexp{expr: `(?i)^(?:\.\w+)*?\.psvariable\.set\(\s*(?:'(\w+)'|"(\w+)")?`}

// storedOutput records that the variable key now holds a command's output,
// as $d = Get-Thing does: computed, no value known.
func (r *psReader) storedOutput(key string) {
	delete(r.st.vals, key)
	delete(r.a.vars, key)
	if r.a.computed == nil {
		r.a.computed = map[string]bool{}
	}
	r.a.computed[key] = true
}

// setEnvItem records what Set-Item and New-Item set on the Env: drive
// (Set-Item env:X VALUE), as $env:X = VALUE does: a string.
func (r *psReader) setEnvItem(c *Command, words []psWord) {
	name := ""
	r.setNamed(words, "path", func(n string) (string, bool) {
		if len(n) > 4 && strings.EqualFold(n[:4], "env:") {
			name = strings.TrimPrefix(n[4:], `\`)
			return "$env:" + strings.ToLower(name), true
		}
		if len(n) > 9 && strings.EqualFold(n[:9], "variable:") {
			return "$" + strings.ToLower(strings.TrimPrefix(n[9:], `\`)), true // Set-Item variable:c
		}
		return "", false
	})
	if v, ok := r.a.vars["$env:"+strings.ToLower(name)]; ok && name != "" {
		// Set-Item Env:GIT_PAGER '…': the code a later program reads
		// from it, as $env:GIT_PAGER = '…' (carried).
		r.a.carried(&Command{Grammar: lexer.PowerShell, Text: c.Text, Wrappers: c.Wrappers, Assigns: []string{strings.ToUpper(name) + "=" + v}})
	}
}

// setEnvCall records what [Environment]::SetEnvironmentVariable(NAME,
// VALUE) sets for this process, as $env:NAME = VALUE does: with no target,
// or the target Process, the process's own environment block, which the
// programs it starts later inherit (learn.microsoft.com,
// Environment.SetEnvironmentVariable: "If target is Process, the
// environment variable is stored in the environment block of the current
// process"). The code a later program reads from it (GIT_PAGER) is
// judged as code that runs later (carried), for this process and, with
// the targets User and Machine (the registry's, setx's), for the
// sessions started later, whose programs read it then.
func (r *psReader) setEnvCall(w psWord) {
	if w.Quoted || len(w.Subst) == 0 || !containsLower(w.Value, "::setenvironmentvariable(") {
		return
	}
	call := w.Subst[0]
	if call.Name != "" || !call.Word0.Literal || call.Word0.Value == "" || len(call.Args) == 0 || len(call.Args) > 2 || !call.Args[0].Literal {
		return
	}
	name, v := call.Word0.Value, call.Args[0].Value
	if len(call.Args) == 1 || containsLower(call.Args[1].Value, "process") {
		k := "$env:" + strings.ToLower(name)
		r.st.vals[k] = psValue{s: v}
		r.a.vars[k] = v
	}
	r.a.carried(&Command{Grammar: lexer.PowerShell, Text: w.raw, Wrappers: r.w, Assigns: []string{strings.ToUpper(name) + "=" + v}})
}

// setNamed records the value a cmdlet gives the variable its nameParam
// (or first operand) names, and the value (-Value or the second operand)
// is known; key says which variable that is.
func (r *psReader) setNamed(words []psWord, nameParam string, key func(string) (string, bool)) {
	var name, value *psWord
	var pos []*psWord
	for i := 0; i < len(words); i++ {
		wd := &words[i]
		if !wd.param {
			pos = append(pos, wd)
			continue
		}
		p := strings.ToLower(strings.TrimPrefix(wd.Value, "-"))
		switch {
		case len(p) >= 1 && strings.HasPrefix(nameParam, p) && i+1 < len(words):
			i++
			name = &words[i]
		case len(p) >= 1 && strings.HasPrefix("value", p) && i+1 < len(words):
			i++
			value = &words[i]
		case strings.HasPrefix("scope", p) || strings.HasPrefix("option", p) || strings.HasPrefix("visibility", p) || strings.HasPrefix("description", p):
			i++
		}
	}
	for _, wd := range pos {
		if name == nil {
			name = wd
		} else if value == nil {
			value = wd
		}
	}
	if name != nil && !name.Literal {
		if _, ok := key(name.Value); ok {
			r.anyVariable() // Set-Variable -Name $n, Set-Item "variable:$n": any variable
		}
		return
	}
	if name == nil || name.Value == "" {
		return
	}
	k, ok := key(name.Value)
	if !ok {
		return
	}
	delete(r.st.vals, k)
	delete(r.a.vars, k)
	if value == nil {
		return
	}
	v, ok := psEval(value.raw, r.psVar)
	if !ok && value.Literal {
		v, ok = psValue{s: value.Value}, true // a bare word: a string
	}
	if ok && strings.HasPrefix(k, "$env:") {
		v = psValue{s: v.text()}
	}
	if ok {
		r.st.vals[k] = v
		if v.kind == psString {
			r.a.vars[k] = v.s
		}
	}
}

// psFreshName matches an expression whose value is a new name with no
// separator in it: a GUID or a random file name (as a string or not).
var psFreshName = &lazyRegexp{expr: `(?i)^\(\s*(\[(system\.)?guid\]::newguid\(\s*\)|\(\s*new-guid\s*\)|new-guid|\[(system\.)?io\.path\]::getrandomfilename\(\s*\))` + psAsString + `\s*\)` + psAsString + `$`}

// psAsString matches an optional conversion of a GUID to its text.
const psAsString = `(\.(guid|tostring\(\s*(['"][ndbp]?['"])?\s*\)))?`

// groupJoinPath returns the Join-Path a group word is, alone or with the
// groups of its own arguments ((Join-Path $env:TEMP (New-Guid))); nil
// for any other group.
func groupJoinPath(wd psWord) *Command {
	if !wd.group || wd.inner || len(wd.Subst) == 0 {
		return nil
	}
	jp := wd.Subst[len(wd.Subst)-1]
	for _, c := range wd.Subst[:len(wd.Subst)-1] {
		if !slices.ContainsFunc(jp.Args, func(a Word) bool { return inSubst(a, c) }) {
			return nil
		}
	}
	return jp
}

// psTempPath matches .NET's temporary directory, $env:TEMP's value.
var psTempPath = &lazyRegexp{expr: `(?i)^\(\s*\[(system\.)?io\.path\]::gettemppath\(\s*\)\s*\)$`}

// joinPathValue returns the path Join-Path prints: its -Path, then its
// -ChildPath and -AdditionalChildPath parts, joined by / (a string's
// work, not the file system's: ($PWD, 'dist') is "$PWD/dist"). ok is
// false for any other command, an option it does not know, or a list
// of paths.
func joinPathValue(c *Command) (Word, bool) {
	if c == nil || c.Name != "join-path" || c.Stdin != nil || c.Dynamic {
		return Word{}, false
	}
	for _, f := range c.Feeds {
		if !slices.ContainsFunc(c.Args, func(a Word) bool { return inSubst(a, f) }) {
			return Word{}, false // piped in: not the words' own groups
		}
	}
	var parts []Word
	named := map[string]Word{}
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		if !strings.HasPrefix(a.Value, "-") || !a.Literal || a.Quoted {
			parts = append(parts, a)
			continue
		}
		opt := strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(a.Value, "-"), ":"))
		switch {
		case opt == "resolve" || opt == "r":
			continue // the same path, checked to exist
		case len(opt) >= 1 && strings.HasPrefix("path", opt) || len(opt) >= 2 && strings.HasPrefix("childpath", opt) || len(opt) >= 1 && strings.HasPrefix("additionalchildpath", opt):
			if i+1 >= len(c.Args) || opt == "c" {
				return Word{}, false
			}
			key := opt[:1]
			if _, dup := named[key]; dup {
				return Word{}, false
			}
			named[key] = c.Args[i+1]
			i++
		default:
			return Word{}, false
		}
	}
	var order []Word
	for _, k := range []string{"p", "c"} {
		if w, ok := named[k]; ok {
			order = append(order, w)
		} else if len(parts) > 0 {
			order, parts = append(order, parts[0]), parts[1:]
		}
	}
	if w, ok := named["a"]; ok {
		order = append(order, w)
	}
	order = append(order, parts...)
	if len(order) < 2 {
		return Word{}, false
	}
	out := Word{Literal: true, Quoted: true}
	for i, w := range order {
		if i == 0 && psTempPath.get().MatchString(w.Value) {
			w = Word{Value: "$env:TEMP"} // what GetTempPath() returns
		}
		if i > 0 && psFreshName.get().MatchString(w.Value) {
			// A name made fresh ([guid]::NewGuid(), New-Guid,
			// GetRandomFileName()): one new entry below the path.
			w = Word{Value: "fresh-name", Literal: true}
		}
		if w.Computed || strings.Contains(w.Value, ",") || w.Value == "" {
			return Word{}, false
		}
		v := strings.ReplaceAll(w.Value, `\`, "/")
		if i > 0 {
			out.Value = strings.TrimSuffix(out.Value, "/") + "/" + strings.TrimPrefix(v, "/")
		} else {
			out.Value = v
		}
		out.Literal = out.Literal && w.Literal
		out.Subst = append(out.Subst, w.Subst...)
	}
	return out, true
}
