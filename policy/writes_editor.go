package policy

import (
	"slices"
	"strings"
)

// vi's family and ed, told what to do by commands rather than keys (vim
// -c CMD and +CMD, ex -sc CMD, ex -s and ed reading their commands on
// standard input): a write among those commands (w, wq, x, up, wa)
// writes the files they edit, their operands, or the file it names (w
// FILE, sav FILE), as sed -i writes its operands (fsWrites).

// exValueOpts are the editors' options whose value is the next word
// (vim's -c CMD, -S FILE, -u VIMRC; ed's -p PROMPT); -s only outside ex
// mode, where it names a script of keys.
var exValueOpts = set{"--cmd", "--listen", "--servername", "-S", "-T", "-U", "-W", "-c", "-i", "-p", "-q", "-t", "-u", "-w"}

// exWrite matches an ex or ed command that writes, after its range: its
// name (w, wq, x, xit, exit, wa, wqa, xa, up, update, sav, saveas, and
// ed's W), ! and the file it names, if any.
var exWrite = &lazyRegexp{expr: `^(w|wq|x|xit|exi|exit|wa|wall|wqa|wqall|xa|xall|up|upd|update|sav|saveas|W)(!?)(\s*(>>.*)|\s+(\S.*))?$`}

// exRange matches the colon and the range before an ex or ed command.
var exRange = &lazyRegexp{expr: `^[\s:]*(%|[0-9.$,;+\-]|'[a-zA-Z<>])*\s*`}

// editorWrites returns the files an ex or ed command of c writes.
func editorWrites(c *Command) []Word {
	cmds, operands := exScript(c)
	if len(cmds) == 0 {
		return nil
	}
	var out []Word
	writes := false
	for _, text := range cmds {
		for line := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == '\n' || r == '|' }) {
			cmd := exRange.get().ReplaceAllString(exRepeat.get().ReplaceAllString(line, ""), "") // %, 1,$, 'a,'b; argdo w
			m := exWrite.get().FindStringSubmatch(strings.TrimSpace(cmd))
			if m == nil {
				continue
			}
			target := strings.TrimSpace(m[4] + m[5]) // w>>F, w >> F, w F
			if strings.HasPrefix(target, "!") {
				continue // w !CMD: the text piped to a command (exBang)
			}
			if t, ok := strings.CutPrefix(target, ">>"); ok {
				target = strings.TrimSpace(t) // w >> F appends the buffer to F: F is written
			}
			if target == "" {
				writes = true // the files edited
				continue
			}
			// ~/F is the home's, as the shell's (vim expands it); % and #
			// name the buffers, $ a variable.
			out = append(out, Word{Value: target, Literal: !strings.ContainsAny(target, "%#$`") && !strings.Contains(target[1:], "~")})
		}
	}
	if writes {
		out = append(out, operands...)
	}
	return out
}

// exScript returns the ex or ed commands c, an editor whose commands
// are ex's or ed's (roleExEditor), is given (-c CMD, +CMD, and in ex
// mode its standard input and what is piped to it: exInput), and its
// operands, the files it edits.
func exScript(c *Command) (cmds []string, operands []Word) {
	name := lowerName(c)
	if !does(c, name, roleExEditor) {
		return nil, nil
	}
	exMode := exModeOf(c, name)
	for i := 0; i < len(c.Args); i++ {
		v := c.Args[i].Value
		switch {
		case v == "-c" || v == "--cmd" || shortBundleEnds(v, 'c') && name != "ed" && name != "red":
			if i+1 < len(c.Args) {
				cmds = append(cmds, c.Args[i+1].Value)
				i++
			}
		case exValueOpts.has(v) || v == "-s" && !exMode:
			i++
		case strings.HasPrefix(v, "+"):
			cmds = append(cmds, v[1:])
		case strings.HasPrefix(v, "-"):
		default:
			operands = append(operands, c.Args[i])
		}
	}
	for _, w := range exInput(c, name) {
		cmds = append(cmds, w.Value)
	}
	return cmds, operands
}

// exModeOf reports whether the editor c, named name, reads ex's or ed's
// commands from its standard input: ex, ed and red do, and vim told -e,
// -E or -es; otherwise vim reads keys, or the text it edits (vim -).
func exModeOf(c *Command, name string) bool {
	if name == "ex" || name == "ed" || name == "red" {
		return true
	}
	return slices.ContainsFunc(c.Args, func(a Word) bool {
		v := a.Value
		return len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v, "eE") && !exValueOpts.has(v)
	})
}

// exInput returns what the ex or ed editor c, named name, reads its
// commands from in ex mode (exModeOf): its standard input, and the words
// of the commands piped to it (printf '%s\n' ',d' w | ed -s F); none
// outside ex mode.
func exInput(c *Command, name string) []Word {
	if !exModeOf(c, name) {
		return nil
	}
	var out []Word
	if c.Stdin != nil {
		out = append(out, Word{Value: *c.Stdin, Literal: true})
	}
	for _, f := range c.Feeds {
		out = append(out, f.Args...)
	}
	return out
}

// exRepeat matches the commands before an ex command that only repeat
// it over the files, buffers or windows or quiet it (argdo w, bufdo %d,
// silent!).
var exRepeat = &lazyRegexp{expr: `^[\s:]*(?:(?:argdo|argd|bufdo|bufd|windo|wind|tabdo|silent!?|sil!?|keepjumps|keepj)\s+)+`}

// exDeleteAll matches an ex or ed command that deletes every line of
// the buffer (after exRepeat's): %d, 1,$d, ed's ,d, :0,$delete,
// g/^/d, a normal-mode ggdG.
var exDeleteAll = &lazyRegexp{expr: `^[\s:]*(?:(?:%|[01]?,\$|,)\s*d(?:e|el|ele|elet|elete)?!?(?:\s*_)?|g(?:lobal)?!?/(?:\^|\.\*|\$|)/\s*d(?:elete)?|norm(?:al)?!?\s+ggdG)\s*$`}

// editorEmptied returns the files an ex or ed command of c leaves
// empty: every line deleted (exDeleteAll), then written (w, wq, x),
// as sed -i d empties its files (sedEmptied).
func editorEmptied(c *Command) []Word {
	cmds, operands := exScript(c)
	var out []Word
	deleted := false
	for _, text := range cmds {
		for line := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == '\n' || r == '|' }) {
			if exDeleteAll.get().MatchString(exRepeat.get().ReplaceAllString(line, "")) {
				deleted = true
				continue
			}
			if !deleted {
				continue
			}
			cmd := exRange.get().ReplaceAllString(exRepeat.get().ReplaceAllString(line, ""), "")
			m := exWrite.get().FindStringSubmatch(strings.TrimSpace(cmd))
			if m == nil || m[4] != "" {
				continue // not a write, or w >> F, which adds nothing
			}
			if target := strings.TrimSpace(m[5]); target == "" {
				out = append(out, operands...)
			} else if !strings.HasPrefix(target, "!") {
				out = append(out, Word{Value: target, Literal: !strings.ContainsAny(target, "%#$`") && !strings.Contains(target[1:], "~")})
			}
		}
	}
	return out
}
