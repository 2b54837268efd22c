package policy

import (
	"encoding/json"
	"strings"
)

// A moduleTool is a configuration tool whose command line calls one of
// its modules with arguments on the hosts it targets (spec.tool, with
// lang langModule): ansible HOSTS -m MODULE -a ARGS, salt TARGET
// FUNCTION ARGS…, pyinfra INVENTORY OPERATION ARGS…, puppet resource
// TYPE TITLE ATTR=VALUE…. What a module does is written in moduleActs as
// the local command line that does the same, judged by the rules that
// judge that command.
type moduleTool uint8

const (
	toolNone moduleTool = iota
	toolAnsible
	toolSalt
	toolPyinfra
	toolPuppet
)

// A moduleCall is one call of a module: its name in lower case (file
// for ansible.builtin.file, cmd.run, files.file, puppet's resource type)
// and its arguments, positional (a puppet resource's title first) and by
// key (keys in lower case).
type moduleCall struct {
	name string
	pos  []Word
	kw   map[string]Word
}

// A moduleAct is what a module does when the arguments of when hold:
// run the code one of its arguments is (code, in lang, or in the
// language the argument shellKey names), or what the command line as
// does, its {KEY|KEY|N} replaced by the first of those arguments given
// (N: the Nth positional one), quoted. An act whose template names an
// argument not given is none.
type moduleAct struct {
	tool     moduleTool
	names    wordList
	when     string
	code     string
	lang     codeLang
	shellKey string
	as       string
}

// moduleActs are what the modules of the configuration tools do, from
// their documentation: ansible's builtin and windows collections
// (docs.ansible.com), salt's execution modules (docs.saltproject.io,
// salt.modules.cmdmod, shadow), pyinfra's operations
// (docs.pyinfra.com, operations) and puppet's resource types (puppet.com,
// "Resource types"). A module missing here changes nothing these rules
// look at (a package installed, a fact gathered) or is judged by its
// own spec (salt's file.remove, ansible's fetch and debug).
var moduleActs = []moduleAct{
	// ansible: command, shell and raw run their free-form text (or cmd=)
	// through the host's shell; script runs a local file there with its
	// arguments; win_shell runs PowerShell, win_command a command line.
	{tool: toolAnsible, names: "command expect raw script shell", code: "cmd|command|_raw_params", lang: langShell},
	{tool: toolAnsible, names: "win_shell", code: "cmd|_raw_params", lang: langPowerShell},
	{tool: toolAnsible, names: "psexec win_command", code: "cmd|command|_raw_params", lang: langCmdLine},
	{tool: toolAnsible, names: "cron", code: "job", lang: langShell},
	{tool: toolAnsible, names: "file win_file", when: "state=absent", as: "rm -rf -- {path|dest|name}"},
	{tool: toolAnsible, names: "user win_user", when: "state=absent", as: "userdel -- {name|user}"},
	{tool: toolAnsible, names: "copy template win_copy win_template", when: "src", as: "cp -- {src} {dest}"},
	{tool: toolAnsible, names: "copy win_copy", when: "content", as: "tee -- {dest}"},
	{tool: toolAnsible, names: "blockinfile lineinfile replace win_lineinfile", as: "tee -a -- {path|dest|destfile|name}"},
	{tool: toolAnsible, names: "service systemd systemd_service sysvinit win_service", when: "state=stopped", as: "systemctl stop -- {name|service|unit}"},
	{tool: toolAnsible, names: "service systemd systemd_service sysvinit win_service", when: "enabled=no|false|0|off", as: "systemctl disable -- {name|service|unit}"},
	{tool: toolAnsible, names: "systemd systemd_service", when: "masked=yes|true|1|on", as: "systemctl mask -- {name|service|unit}"},
	{tool: toolAnsible, names: "reboot win_reboot", as: "reboot"},
	{tool: toolAnsible, names: "authorized_key", as: "tee -a -- {~user}/.ssh/authorized_keys"},
	{tool: toolAnsible, names: "filesystem", as: "mkfs -t {fstype|type} {dev}"},
	{tool: toolAnsible, names: "iptables", when: "flush=yes|true|1|on", as: "iptables -F"},
	{tool: toolAnsible, names: "ufw", when: "state=disabled", as: "ufw disable"},
	{tool: toolAnsible, names: "selinux", when: "state=disabled|permissive", as: "setenforce 0"},
	// salt: cmd.run and its kin run their command line through the
	// minion's shell, or the one shell= names; cmd.script fetches the
	// script its source names and runs it; cmd.exec_code runs code in
	// the interpreter it names.
	{tool: toolSalt, names: "cmd.run cmd.run_all cmd.run_bg cmd.run_stderr cmd.run_stdout cmd.shell cmd.retcode", code: "cmd|1", lang: langShell, shellKey: "shell"},
	{tool: toolSalt, names: "cmd.powershell cmd.powershell_all", code: "cmd|1", lang: langPowerShell},
	{tool: toolSalt, names: "cmd.script cmd.script_retcode", when: "source|1=http://*|https://*|ftp://*", as: "curl -fsSL {source|1} | sh"},
	{tool: toolSalt, names: "cmd.exec_code cmd.exec_code_all", when: "lang|1=bash|sh|dash|zsh|ksh|python|python2|python3", as: "{lang|1} -c {code|2}"},
	{tool: toolSalt, names: "shadow.del_password", as: "passwd -d -- {name|1}"},
	{tool: toolSalt, names: "ssh.set_auth_key ssh.set_auth_key_from_file", as: "tee -a -- {~user|1}/.ssh/authorized_keys"},
	// pyinfra: exec runs the words after --; server.shell its commands;
	// files.file and files.directory with present=false delete.
	{tool: toolPyinfra, names: "server.shell", code: "commands|1", lang: langShell},
	{tool: toolPyinfra, names: "files.file files.directory files.link", when: "present=false|no|0", as: "rm -rf -- {path|1}"},
	{tool: toolPyinfra, names: "server.user", when: "present=false|no|0", as: "userdel -- {user|1}"},
	{tool: toolPyinfra, names: "server.reboot", as: "reboot"},
	{tool: toolPyinfra, names: "server.user_authorized_keys", as: "tee -a -- {~user|1}/.ssh/authorized_keys"},
	{tool: toolPyinfra, names: "files.put", as: "cp -- {src|1} {dest|2}"},
	{tool: toolPyinfra, names: "systemd.service init.service", when: "running=false|no|0", as: "systemctl stop -- {service|1}"},
	{tool: toolPyinfra, names: "systemd.service init.service", when: "enabled=false|no|0", as: "systemctl disable -- {service|1}"},
	// puppet: a resource, its title the first positional argument.
	{tool: toolPuppet, names: "exec", code: "command|1", lang: langShell},
	{tool: toolPuppet, names: "cron", code: "command", lang: langShell},
	{tool: toolPuppet, names: "file", when: "ensure=absent|false", as: "rm -rf -- {path|1}"},
	{tool: toolPuppet, names: "file", when: "content", as: "tee -- {path|1}"},
	{tool: toolPuppet, names: "user", when: "ensure=absent|false", as: "userdel -- {name|1}"},
	{tool: toolPuppet, names: "ssh_authorized_key", as: "tee -a -- {~user}/.ssh/authorized_keys"},
	{tool: toolPuppet, names: "service", when: "ensure=stopped|false", as: "systemctl stop -- {name|1}"},
	{tool: toolPuppet, names: "service", when: "enable=false", as: "systemctl disable -- {name|1}"},
	{tool: toolPuppet, names: "service", when: "enable=mask", as: "systemctl mask -- {name|1}"},
}

// ansibleFreeForm are ansible's modules that take a free-form command
// line rather than KEY=VALUE arguments (their cmd= aside).
var ansibleFreeForm = set{"command", "expect", "psexec", "raw", "script", "shell", "win_command", "win_shell"}

// moduleRun judges what the module call c makes does on its hosts,
// read through its tool's spec s (p).
func (a *analyzer) moduleRun(c *Command, s *spec, p parsed, w []string) {
	switch s.extra().tool {
	case toolAnsible:
		module := "command"
		if mods := p.values("-m", "--module-name"); len(mods) > 0 {
			module = strings.ToLower(mods[len(mods)-1])
			module = module[strings.LastIndexByte(module, '.')+1:]
		}
		// --check (-C) only reports what a module would change; the
		// command modules' code is judged all the same.
		check := p.given(s, "-C --check")
		for _, arg := range p.valueWords("-a --args") {
			a.moduleActs(c, toolAnsible, ansibleCall(module, arg), check, w)
		}
	case toolSalt, toolPyinfra, toolPuppet:
		ops := p.operands
		if len(p.rest) > 0 {
			ops = p.rest
		}
		if len(ops) == 0 {
			return
		}
		name := strings.ToLower(ops[0].Value)
		if s.extra().tool == toolSalt {
			// The function is the last word of the spec's path (salt *
			// cmd.*): the word before its arguments.
			_, rest := lookupSpec(c)
			if i := len(c.Args) - len(rest) - 1; i >= 0 {
				name = strings.ToLower(c.Args[i].Value)
			}
			ops = append([]Word{{}}, ops...)
		}
		if s.extra().tool == toolPyinfra {
			if len(ops) < 2 {
				return
			}
			name = strings.ToLower(ops[1].Value)
			ops = ops[1:]
			if name == "exec" {
				code := ops[1:]
				if len(code) > 0 && code[0].Value == "--" {
					code = code[1:]
				}
				if len(code) > 0 {
					a.runText(c, langShell, joinWords(code), w)
				}
				return
			}
		}
		a.moduleActs(c, s.extra().tool, wordsCall(name, ops[1:]), false, w)
	}
}

// ansibleCall reads the arguments arg of an ansible module as ansible
// does: a JSON object, or KEY=VALUE words (split as a shell splits,
// quotes removed), the words that are no KEY=VALUE, joined, the
// free-form _raw_params; a free-form module's whole text is its command
// line.
func ansibleCall(module string, arg Word) moduleCall {
	m := moduleCall{name: module, kw: map[string]Word{}}
	text := strings.TrimSpace(arg.Value)
	if strings.HasPrefix(text, "{") {
		var obj map[string]any
		if json.Unmarshal([]byte(text), &obj) == nil {
			for k, v := range obj {
				if s, ok := v.(string); ok {
					m.kw[strings.ToLower(k)] = Word{Value: s, Literal: arg.Literal}
				}
			}
			return m
		}
	}
	if ansibleFreeForm.has(module) {
		m.kw["_raw_params"] = arg
		return m
	}
	var free []Word
	for _, w := range envSplitString(arg.Value) {
		w.Literal = w.Literal && arg.Literal
		if k, v, ok := strings.Cut(w.Value, "="); ok && moduleKey.match(k) {
			m.kw[strings.ToLower(k)] = Word{Value: v, Literal: w.Literal}
			continue
		}
		free = append(free, w)
	}
	if len(free) > 0 {
		m.kw["_raw_params"] = joinWords(free)
	}
	return m
}

// moduleKey matches the key of a KEY=VALUE argument.
var moduleKey = &lazyRegexp{expr: `^[A-Za-z_][A-Za-z0-9_]*$`}

// wordsCall reads a module's arguments given as words, as salt, pyinfra
// and puppet resource read them: KEY=VALUE by key, the others in order.
func wordsCall(name string, args []Word) moduleCall {
	m := moduleCall{name: name, kw: map[string]Word{}}
	for _, w := range args {
		if k, v, ok := strings.Cut(w.Value, "="); ok && moduleKey.match(k) {
			m.kw[strings.ToLower(k)] = Word{Value: v, Literal: w.Literal, Subst: w.Subst}
			continue
		}
		m.pos = append(m.pos, w)
	}
	return m
}

// arg returns the first of the arguments keys names (KEY|KEY|N) given.
func (m moduleCall) arg(keys string) (Word, bool) {
	for k := range strings.SplitSeq(keys, "|") {
		if n := int(k[0] - '0'); len(k) == 1 && n >= 1 && n <= 9 {
			if n <= len(m.pos) {
				return m.pos[n-1], true
			}
			continue
		}
		if v, ok := m.kw[k]; ok {
			return v, true
		}
	}
	return Word{}, false
}

// holds reports whether the conditions when (KEYS or KEYS=V|V…, a V
// ending in * a prefix, blank-separated) hold of m's arguments, values
// compared ignoring case.
func (m moduleCall) holds(when string) bool {
	for cond := range strings.FieldsSeq(when) {
		keys, vals, hasVal := strings.Cut(cond, "=")
		v, ok := m.arg(keys)
		if !ok {
			return false
		}
		if !hasVal {
			continue
		}
		match := false
		for want := range strings.SplitSeq(vals, "|") {
			if p, prefix := strings.CutSuffix(want, "*"); prefix && len(v.Value) >= len(p) && strings.EqualFold(v.Value[:len(p)], p) || strings.EqualFold(v.Value, want) {
				match = true
				break
			}
		}
		if !match {
			return false
		}
	}
	return true
}

// moduleActs judges what the module call m of tool does, by its acts;
// with codeOnly, only the code it runs (a check mode's).
func (a *analyzer) moduleActs(c *Command, tool moduleTool, m moduleCall, codeOnly bool, w []string) {
	for i := range moduleActs {
		act := &moduleActs[i]
		if act.tool != tool || !act.names.has(m.name) || !m.holds(act.when) {
			continue
		}
		if act.code != "" {
			code, ok := m.arg(act.code)
			if !ok {
				continue
			}
			lang := act.lang
			if sh, ok := m.kw[act.shellKey]; ok && act.shellKey != "" {
				lang = shellLang(sh.Value, lang)
			}
			a.runText(c, lang, code, w)
			continue
		}
		if line, ok := m.template(act.as); ok && !codeOnly {
			a.runText(c, langShell, line, w)
		}
	}
}

// shellLang returns the language of code a module runs through the
// shell named sh (salt's shell=powershell), def for a posix one.
func shellLang(sh string, def codeLang) codeLang {
	base := strings.ToLower(sh[strings.LastIndexAny(sh, `/\`)+1:])
	base = strings.TrimSuffix(base, ".exe")
	switch base {
	case "powershell", "pwsh":
		return langPowerShell
	case "cmd":
		return langCmdLine
	}
	return def
}

// template returns the command line as with each {KEYS} replaced by
// that argument, quoted for the shell; false when one is not given.
func (m moduleCall) template(as string) (Word, bool) {
	out := Word{Literal: true}
	var b strings.Builder
	for {
		i := strings.IndexByte(as, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(as[i:], '}')
		keys, home := strings.CutPrefix(as[i+1:i+j], "~")
		v, ok := m.arg(keys)
		if !ok {
			return Word{}, false
		}
		b.WriteString(as[:i])
		switch {
		case home && v.Literal && moduleKey.match(v.Value):
			b.WriteString("~" + v.Value)
		case home:
			// A user named only at run time: any home, root's too.
			b.WriteString("/root")
		default:
			b.WriteString(quotedLine([]Word{v}).Value)
		}
		out.Literal = out.Literal && v.Literal
		out.Subst = append(out.Subst, v.Subst...)
		as = as[i+j+1:]
	}
	b.WriteString(as)
	out.Value = b.String()
	return out, true
}

// puppetResources reads the resources declared in Puppet code (puppet
// apply -e, bolt apply -e): TYPE { TITLE: ATTR => VALUE, …; TITLE: … },
// each a call of its type, its title the first positional argument
// (an array of titles, one call each) and its attributes by name.
// Anything else (classes' bodies, conditions, variables) is skipped;
// a value that is no string or bare word is left out.
func puppetResources(text Word) []moduleCall {
	toks := puppetTokens(text.Value)
	var out []moduleCall
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind != 'w' || toks[i+1].text != "{" {
			continue
		}
		typ := strings.ToLower(toks[i].text)
		i += 2
		for i < len(toks) && toks[i].text != "}" {
			// TITLE or [TITLE, …] then :
			var titles []string
			if toks[i].text == "[" {
				for i++; i < len(toks) && toks[i].text != "]"; i++ {
					if toks[i].kind != 'p' {
						titles = append(titles, toks[i].text)
					}
				}
				i++
			} else if toks[i].kind != 'p' {
				titles = append(titles, toks[i].text)
				i++
			}
			if i >= len(toks) || toks[i].text != ":" {
				break
			}
			i++
			kw := map[string]Word{}
			for i < len(toks) && toks[i].text != ";" && toks[i].text != "}" {
				if i+2 < len(toks) && toks[i].kind == 'w' && toks[i+1].text == "=>" {
					if v := toks[i+2]; v.kind != 'p' {
						kw[strings.ToLower(toks[i].text)] = Word{Value: v.text, Literal: text.Literal && v.kind != '"'}
					}
					i += 3
					continue
				}
				i++
			}
			for _, t := range titles {
				out = append(out, moduleCall{name: typ, pos: []Word{{Value: t, Literal: text.Literal}}, kw: kw})
			}
			if i < len(toks) && toks[i].text == ";" {
				i++
			}
		}
	}
	return out
}

// A puppetToken is a word of Puppet code: a bare word ('w'), a string
// in single quotes ('s') or double ('"', interpolated), or punctuation
// ('p': { } [ ] : ; , =>).
type puppetToken struct {
	kind byte
	text string
}

// puppetTokens splits Puppet code into its words, comments dropped.
func puppetTokens(s string) []puppetToken {
	var out []puppetToken
	for i := 0; i < len(s); {
		ch := s[i]
		switch {
		case ch == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case ch == '\'' || ch == '"':
			var b strings.Builder
			j := i + 1
			for ; j < len(s) && s[j] != ch; j++ {
				if s[j] == '\\' && j+1 < len(s) && (s[j+1] == ch || s[j+1] == '\\' || ch == '"') {
					j++
				}
				b.WriteByte(s[j])
			}
			kind := byte('s')
			if ch == '"' && strings.Contains(b.String(), "$") {
				kind = '"'
			}
			out = append(out, puppetToken{kind, b.String()})
			i = j + 1
		case ch == '=' && i+1 < len(s) && s[i+1] == '>':
			out = append(out, puppetToken{'p', "=>"})
			i += 2
		case strings.IndexByte("{}[]:;,", ch) >= 0:
			if ch == ':' && i+1 < len(s) && s[i+1] == ':' {
				out = append(out, puppetToken{'w', "::"})
				i += 2
				continue
			}
			out = append(out, puppetToken{'p', string(ch)})
			i++
		case isAlnum(ch) || ch == '_' || ch == '$' || ch == '/' || ch == '.' || ch == '-':
			j := i
			for j < len(s) && (isAlnum(s[j]) || strings.IndexByte("_$/.-", s[j]) >= 0 || s[j] == ':' && j+1 < len(s) && s[j+1] == ':') {
				if s[j] == ':' {
					j++
				}
				j++
			}
			out = append(out, puppetToken{'w', s[i:j]})
			i = j
		default:
			i++
		}
	}
	return out
}
