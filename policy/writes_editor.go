package policy

import "strings"

// vi's family and ed, told what to do by commands rather than keys (vim
// -c CMD and +CMD, ex -sc CMD, ex -s and ed reading their commands on
// standard input): a write among those commands (w, wq, x, up, wa)
// writes the files they edit, their operands, or the file it names (w
// FILE, sav FILE), as sed -i writes its operands (fsWrites).

// exEditors are the editors whose commands are ex's (or ed's).
var exEditors = set{"ed", "ex", "gvim", "nvim", "nvim-qt", "red", "rvim", "vi", "view", "vim", "vim.basic", "vim.tiny", "vimdiff"}

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
	name := lowerName(c)
	if !exEditors.has(name) {
		return nil
	}
	exMode := name == "ex" || name == "ed" || name == "red"
	for _, a := range c.Args {
		if v := a.Value; len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v, "eE") && !exValueOpts.has(v) {
			exMode = true // vim -es, -e, -E
		}
	}
	var cmds []string
	var operands []Word
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
	if exMode {
		if c.Stdin != nil {
			cmds = append(cmds, *c.Stdin)
		}
		for _, f := range c.Feeds {
			for _, a := range f.Args {
				cmds = append(cmds, a.Value) // printf '%s\n' ',d' w | ed -s F
			}
		}
	}
	var out []Word
	writes := false
	for _, text := range cmds {
		for line := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == '\n' || r == '|' }) {
			cmd := exRange.get().ReplaceAllString(line, "") // %, 1,$, 'a,'b
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
