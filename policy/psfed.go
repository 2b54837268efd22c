package policy

import (
	"regexp"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A collection of objects a command output, kept in a variable or walked
// by a loop, reaches the commands that act on each object as a pipeline
// does (about_Foreach, about_For, about_Pipelines): the same objects bind
// to the same parameters. So
//
//   - $apps = Get-AppxPackage; $apps | Remove-AppxPackage is
//     Get-AppxPackage | Remove-AppxPackage;
//   - foreach ($a in $apps) { Remove-AppxPackage $a } and foreach ($a in
//     (Get-AppxPackage)) { … } are Get-AppxPackage | ForEach-Object {
//     Remove-AppxPackage $_ };
//   - for ($i = 0; $i -lt $users.Count; $i++) { … $users[$i] … } is the
//     same walk by index, its counter one row of the list at a time.
//
// The body of such a loop is read once more, the loop's variable (or
// the list indexed by the counter) written as $_ and each statement fed
// by the command the collection came from: the rules that judge a
// pipeline's objects (a listing of every package, every account, every
// file) then judge the loop alike.

// pipedOn records that the pipeline whose output was from went on to
// last ($x = A | B): a variable that held A's output holds B's.
func (st *psState) pipedOn(from, last *Command) {
	for k, c := range st.outs {
		if c == from {
			st.outs[k] = last
		}
	}
}

// storedCommand returns the command whose output the expression c, a
// variable alone ($apps), holds (psState.outs), or what stands for it: a
// group's last command, the Where-Object a .Where({ }) is
// (psWhereMethod); nil for anything else.
func (r *psReader) storedCommand(c *Command) *Command {
	if c == nil || c.Name != "" || c.Dynamic || len(c.Args) > 0 {
		return nil
	}
	v := c.Word0.Value
	if recv, body, ok := psWhereMethod(v); ok {
		src := r.receiverCommand(recv, c.Word0.Subst)
		if src == nil {
			return nil
		}
		block := Word{Value: "{" + body + "}"}
		return &Command{Grammar: lexer.PowerShell, Text: "Where-Object " + block.Value, Name: "where-object", Word0: Word{Value: "Where-Object", Literal: true}, Args: []Word{block}, Feeds: []*Command{src}, Wrappers: c.Wrappers}
	}
	return r.receiverCommand(v, c.Word0.Subst)
}

// receiverCommand returns the command whose output recv, a group or a
// variable alone, holds: (Get-AppxPackage), @(…), $(…) the group's last
// command (of subst, those read in recv's text), $apps what psState.outs
// says; nil for anything else.
func (r *psReader) receiverCommand(recv string, subst []*Command) *Command {
	if psWholeGroup(recv) {
		var last *Command
		for _, s := range subst {
			if s.Name != "" && strings.Contains(recv, s.Text) {
				last = s
			}
		}
		return last
	}
	if !psBareVar.match(recv) || len(r.st.outs) == 0 {
		return nil
	}
	return r.st.outs[strings.ToLower(recv)]
}

// psWhereMethod reads v as RECEIVER.Where({ BODY }[, mode[, count]]),
// or RECEIVER.Where{ BODY } (a block alone needs no parentheses), the
// collection method (about_Arrays: Where): the script block runs
// once for each element, $_ bound to it, and the elements it passes are
// the result, as Where-Object passes them on in a pipeline.
func psWhereMethod(v string) (recv, body string, ok bool) {
	if !strings.HasSuffix(v, ")") && !strings.HasSuffix(v, "}") {
		return "", "", false
	}
	lv := strings.ToLower(v)
	i := max(strings.LastIndex(lv, ".where("), strings.LastIndex(lv, ".where{"))
	if i <= 0 {
		return "", "", false
	}
	args := []rune(v[i+len(".where"):])
	if psClose(args, 0) != len(args) {
		return "", "", false
	}
	inner := args // .Where{ BODY }: the block alone, no parentheses
	if args[0] == '(' {
		inner = []rune(strings.TrimSpace(string(args[1 : len(args)-1])))
	}
	if len(inner) < 2 || inner[0] != '{' {
		return "", "", false
	}
	end := psClose(inner, 0)
	if rest := strings.TrimSpace(string(inner[end:])); rest != "" && !strings.HasPrefix(rest, ",") {
		return "", "", false
	}
	return strings.TrimSuffix(v[:i], "?"), string(inner[1 : end-1]), true
}

// blockMethodFeed returns what feeds the block of RECEIVER.ForEach({
// BODY }) or RECEIVER.ForEach{ BODY }, raw the text before its ( or {:
// the command the receiver holds the output of (its group's commands
// subst), as Get-ChildItem ~ feeds
// Get-ChildItem ~ | ForEach-Object { … } (about_Arrays: ForEach binds $_
// to each element); nil for any other call.
func (r *psReader) blockMethodFeed(raw string, subst []*Command) *Command {
	n := len(raw) - len(".foreach")
	if n <= 0 || !strings.EqualFold(raw[n:], ".foreach") {
		return nil
	}
	return r.receiverCommand(strings.TrimSuffix(raw[:n], "?"), subst)
}

// psWholeGroup reports whether v is one group and nothing else: (…),
// $(…) or @(…).
func psWholeGroup(v string) bool {
	v = strings.TrimPrefix(strings.TrimPrefix(v, "$"), "@")
	return strings.HasPrefix(v, "(") && strings.HasSuffix(v, ")") && psClose([]rune(v), 0) == len([]rune(v))
}

// psBareVar matches a variable alone ($apps, $script:apps).
var psBareVar = &lazyRegexp{expr: `^\$(?:(?:script|global|local):)?[\p{L}\p{N}_]+$`}

// foreachFed reads the body of foreach ($v in COLLECTION) { … } once
// more, fed by the command COLLECTION is the output of ($v in $apps
// whose variable holds it, $v in (Get-AppxPackage), $v in Get-ADUser
// -Filter *), $v written as $_.
func (r *psReader) foreachFed(group, body psWord) {
	m := psForeachHead.get().FindStringSubmatch(psGroupText(group))
	if m == nil {
		return
	}
	coll := strings.TrimSpace(m[2])
	var src *Command
	if psBareVar.match(coll) {
		src = r.st.outs[strings.ToLower(coll)]
	} else {
		for _, c := range group.Subst {
			if c.Name != "" {
				src = c // A | B, (A | B): the last command's output
			}
		}
	}
	r.readFed(body, src, "$"+m[1], "foreach")
}

// forFed reads the body of for (INIT; $i -lt $list.Count; …) { … } once
// more when $list holds a command's output, fed by that command, each
// $list[$i] written as $_.
func (r *psReader) forFed(group, body psWord) {
	m := psForCount.get().FindStringSubmatch(group.raw)
	if m == nil {
		return
	}
	list := "$" + m[2]
	src := r.st.outs[strings.ToLower(list)]
	r.readFed(body, src, regexp.QuoteMeta(list)+`\[\s*\$`+regexp.QuoteMeta(m[1])+`\s*\]`, "for")
}

// forCounters records the variables the first clause of for (…) sets
// as a loop's (perItemValue), their values only known at run time: the
// body sees each pass's, not the first.
func (r *psReader) forCounters(group psWord) {
	init, _, ok := strings.Cut(strings.TrimPrefix(strings.TrimSpace(group.raw), "("), ";")
	if !ok {
		return
	}
	for _, m := range psAssigned.get().FindAllStringSubmatch(init, -1) {
		key := "$" + strings.ToLower(m[1])
		r.storedOutput(key)
		r.a.in.noteLoop(key)
	}
}

// psAssigned matches an assignment to a variable ($i = 0, $i=0).
var psAssigned = &lazyRegexp{expr: `\$([\p{L}\p{N}_]+)\s*=`}

// psForCount matches the condition of a for loop that walks a list by
// index: $i -lt $list.Count (or .Length, -le, -ne).
var psForCount = &lazyRegexp{expr: `(?i);\s*\$([\p{L}\p{N}_]+)\s+-(?:lt|le|ne)\s+\$([\p{L}\p{N}_]+)\.(?:count|length)\b`}

// readFed reads the script block body fed by src, each match of the
// pattern item (a variable's name, regexp-quoted or not) written as $_,
// behind the loop keyword kw. Nothing is read without src.
func (r *psReader) readFed(body psWord, src *Command, item, kw string) {
	text, ok := r.blockText(body)
	if src == nil || !ok {
		return
	}
	pat := item
	if strings.HasPrefix(item, "$") && psBareVar.match(item) {
		pat = regexp.QuoteMeta(item)
	}
	re, err := regexp.Compile(`(?i)` + pat + `([^\p{L}\p{N}_:]|$)`)
	if err != nil {
		return
	}
	renamed := re.ReplaceAllString(text, "$$_${1}")
	if renamed == text {
		return
	}
	st := &psState{alias: r.st.alias, taint: r.st.taint, items: r.st.items, outs: r.st.outs, vals: map[string]psValue{}, funcs: r.st.funcs}
	for k, v := range r.st.vals {
		st.vals[k] = v
	}
	r.a.powershellFed(renamed, append(r.wrap(), kw), st, src)
}
