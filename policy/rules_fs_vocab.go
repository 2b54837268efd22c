package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// A sync, backup or cleanup tool nobody wrote a spec for still says what
// it does with its words: syncdir --mirror EMPTY DIR, backuptool prune
// --all /backups, cleaner purge ~/, copier /MIR C:\empty D:\Data. A
// delete word (a subcommand or an option's name: delete, prune, purge,
// wipe, --delete-excluded, --remove-source-files, /PURGE) and a protected
// local path among its operands (home, /, a folder of the user's data, a
// system directory, the project) read as a recursive delete of that path,
// as rsync --delete and robocopy /MIR are read.

// fsVocabDestroy are the words (or parts of a word split at - and _) that
// say a tool deletes; mirror only as an option (--mirror, /MIR: make the
// destination the source, deleting what the source lacks).
// fsVocabWeak say so too, but an option of that one word alone is often
// something else removed (dpkg-divert --remove, a diversion): as an
// option they need another word (--remove-older-than,
// --remove-source-files).
var (
	fsVocabDestroy = set{"delete", "destroy", "erase", "nuke", "prune", "purge", "shred", "wipe", "zap"}
	fsVocabWeak    = set{"del", "remove", "rm"}
)

// fsVocabDeletes reports whether a word of c says it deletes; option
// tells an option's name (without dashes or slash) from a subcommand word.
func fsVocabDeletes(word string, option bool) bool {
	word = strings.ToLower(word)
	if option && (word == "mir" || word == "mirror") {
		return true
	}
	var buf [8]string
	parts := slices.AppendSeq(buf[:0], strings.FieldsFuncSeq(word, func(r rune) bool { return r == '-' || r == '_' }))
	for _, part := range parts {
		if fsVocabDestroy.has(part) || fsVocabWeak.has(part) && (!option || len(parts) > 1) {
			return true
		}
	}
	return false
}

// fsUnknownTool reports whether name is a program the policy has no
// reading of: no spec, not a data command, not one of the systems' own
// tools in their own shells (robocopy, del: the Windows rules read
// them), not a PowerShell cmdlet (the PowerShell rules read those), not
// a shell (cmd /c robocopy … /MIR: the analysis reads the line it runs).
// name is c's, in lower case: its sets are asked of the names index
// when it is c.Name (Command.in).
func fsUnknownTool(c *Command, name string) bool {
	g := c.Grammar
	if _, shell := shellGrammar(name); shell || name == "cmd" || name == "pwsh" || name == "powershell" {
		return false
	}
	if name == "" || hasPathSep(name) || does(c, name, roleDataWords) || c.in(nsVocabTools, name) || isWin(g) && does(c, name, roleSystemTool) || g == lexer.PowerShell && psCmdletName(name) {
		return false
	}
	return !hasOwnSpec(c, name)
}

// hasOwnSpec reports whether a spec describes name in c's grammar: the
// policy knows it as a program of its own (fsUnknownTool), so a name
// that is also a verb (nuke, Foundry's compositor) is not read as one.
// An entry that says only the command's kind (kindOnly: wipe, a user of
// files) says nothing of its words: wipe /dev/sda is read by them.
func hasOwnSpec(c *Command, name string) bool {
	known := false
	eachEntry(name, func(s *spec, _ string) { known = known || (s.shell == 0 || s.shell == c.Grammar) && !s.kindOnly() })
	return known
}

// fsVocab refuses an unknown tool whose words say it deletes (fsVocabDeletes)
// pointed at a protected local path, in any grammar.
func fsVocab(ctx *Context, c *Command) []Finding {
	name := strings.TrimSuffix(lowerName(c), ".exe")
	if !fsUnknownTool(c, name) || ctx.Env == nil {
		return nil
	}
	win := isWin(c.Grammar)
	verb := ""
	if fsVocabDeletes(name, false) {
		verb = name // wipe -rf DIR, nuke DIR: the tool's name is the verb
	}
	var operands []Word
	sub := false
	for _, a := range c.Args {
		v := a.Value
		switch {
		case !a.Literal:
			operands = append(operands, a)
		case v == "--":
		case strings.HasPrefix(v, "-") && len(v) > 1:
			opt, _, _ := strings.Cut(strings.TrimLeft(v, "-"), "=")
			if vocabUnless.hasLower(opt) && strings.HasPrefix(v, "--") {
				return nil // --dry-run, --help
			}
			if verb == "" && fsVocabDeletes(opt, true) {
				verb = v
			}
		case win && strings.HasPrefix(v, "/") && len(v) <= 12 && !strings.Contains(v[1:], "/"):
			opt, _, _ := strings.Cut(v[1:], ":")
			if verb == "" && fsVocabDeletes(opt, true) {
				verb = v
			}
		case !strings.ContainsAny(v, `/\~.*:$%`):
			if verb == "" && !sub && fsVocabDeletes(v, false) {
				verb = v
			}
			sub = true // only the first word is the subcommand: fd -x rm runs rm, on what fd finds
		default:
			sub = true
			operands = append(operands, a)
		}
	}
	if verb == "" {
		return nil
	}
	for _, o := range operands {
		if o.Literal && serialLine.get().MatchString(path.Clean(o.Value)) {
			continue // idf.py erase-flash -p /dev/ttyUSB0: the board's flash at the line's other end
		}
		var kind fsKind
		var known bool
		if win {
			kind, known = winRecursiveKind(ctx.Env, o)
		} else {
			kind, known = fsTarget(ctx.Env, o)
		}
		if !known || kind == fsSafe {
			continue
		}
		fix := "delete only what you mean, by name, inside the project or a temporary directory (`rm -rf ./build`); run the tool's dry run first and let a human run the real one"
		if win {
			fix = winRmFix(c.Grammar) + "; run the tool's dry run first and let a human run the real one"
		}
		what := name + " " + verb
		if verb == name {
			what = name
		}
		return []Finding{finding(fsRmRule[kind], c, what+" says it deletes, and it is pointed at "+fsWhat[kind]+" ("+o.Value+"): read as a recursive delete of it, which cannot be undone", fix)}
	}
	return nil
}

// serialLine matches the device of a serial line (/dev/ttyUSB0,
// /dev/ttyACM0, /dev/ttyS1, a Raspberry Pi's /dev/ttyAMA0, macOS's
// /dev/cu.usbserial-0001 and /dev/tty.SLAB_USBtoUART, udev's
// /dev/serial/by-id/… links, a Bluetooth /dev/rfcomm0): it holds no
// files of this machine. A programmer's delete word pointed at one
// (idf.py erase-flash -p /dev/ttyUSB0, esptool erase_flash --port …)
// erases the memory of the board at the line's other end, as the
// programmers vocabTools names do; a disk (/dev/sda) or /dev itself is
// still a system path.
var serialLine = &lazyRegexp{expr: `^/dev/(tty(USB|ACM|S|AMA|THS|SAC|HS|mxc|O)[0-9]+|(cu|tty)\.[^/]+|serial/by-(id|path)/[^/]+|rfcomm[0-9]+)$`, words: []string{"/dev/"}}

// psCmdletName reports whether name has a cmdlet's Verb-Noun form
// (psVerbs).
func psCmdletName(name string) bool {
	verb, noun, ok := strings.Cut(name, "-")
	return ok && noun != "" && psVerbs.has(verb)
}
