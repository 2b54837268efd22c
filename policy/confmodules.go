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
	toolChef
	toolBolt
	toolMetadata
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
// does (in lang, the shell's when none), its {KEY|KEY|N} replaced by
// the first of those arguments given (N: the Nth positional one),
// quoted; {,KEYS} its comma-separated items, each a word. An act whose
// template names an argument not given is none.
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
	{tool: toolAnsible, names: "file", when: "state=absent", as: "rm -rf -- {path|dest|name}"},
	{tool: toolAnsible, names: "win_file", when: "state=absent", as: "Remove-Item -Recurse -Force -LiteralPath {path|dest|name}", lang: langPowerShell},
	// file's mode and owner, recursive with recurse=yes.
	{tool: toolAnsible, names: "file", when: "mode recurse=yes|true|1|on", as: "chmod -R {mode} -- {path|dest|name}"},
	{tool: toolAnsible, names: "file", when: "mode", as: "chmod {mode} -- {path|dest|name}"},
	{tool: toolAnsible, names: "file", when: "owner recurse=yes|true|1|on", as: "chown -R {owner} -- {path|dest|name}"},
	{tool: toolAnsible, names: "user", when: "state=absent", as: "userdel -- {name|user}"},
	{tool: toolAnsible, names: "win_user", when: "state=absent", as: "Remove-LocalUser -Name {name}", lang: langPowerShell},
	// user's uid, groups and password (a crypted hash) as useradd,
	// usermod and chpasswd -e set them; group state=absent deletes it.
	{tool: toolAnsible, names: "user", when: "uid", as: "useradd -u {uid} -- {name|user}"},
	{tool: toolAnsible, names: "user", when: "groups", as: "usermod -a -G {groups} -- {name|user}"},
	{tool: toolAnsible, names: "user", when: "password", as: "printf '%s:%s\\n' {name|user} {password} | chpasswd -e"},
	{tool: toolAnsible, names: "group", when: "state=absent", as: "groupdel -- {name}"},
	{tool: toolAnsible, names: "copy template win_copy win_template", when: "src", as: "cp -- {src} {dest}"},
	{tool: toolAnsible, names: "copy win_copy", when: "content", as: "tee -- {dest}"},
	{tool: toolAnsible, names: "blockinfile lineinfile replace win_lineinfile", as: "tee -a -- {path|dest|destfile|name}"},
	// the line (block, replacement) they write, read as written there.
	{tool: toolAnsible, names: "blockinfile lineinfile replace", when: "line|block|replace", as: "printf '%s\\n' {line|block|replace} >> {path|dest|destfile|name}"},
	// package modules: state=absent removes the packages name lists
	// (comma-separated).
	{tool: toolAnsible, names: "apt", when: "state=absent|removed", as: "apt-get remove -y -- {,name|pkg|package}"},
	{tool: toolAnsible, names: "dnf dnf5 package yum", when: "state=absent|removed", as: "dnf remove -y -- {,name|pkg|package}"},
	{tool: toolAnsible, names: "zypper", when: "state=absent|removed", as: "zypper remove -y -- {,name|pkg|package}"},
	{tool: toolAnsible, names: "pacman", when: "state=absent|removed", as: "pacman -R --noconfirm -- {,name|pkg|package}"},
	{tool: toolAnsible, names: "apk", when: "state=absent|removed", as: "apk del -- {,name|pkg|package}"},
	// get_url downloads url to dest (what runs it later is judged as a
	// run of that download).
	{tool: toolAnsible, names: "get_url win_get_url", as: "curl -fsSL -o {dest} -- {url}"},
	{tool: toolAnsible, names: "firewalld", when: "state=disabled service", as: "firewall-cmd --remove-service={service}"},
	{tool: toolAnsible, names: "firewalld", when: "state=disabled port", as: "firewall-cmd --remove-port={port}"},
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
	{tool: toolSalt, names: "cmd.run cmd.run_all cmd.run_bg cmd.run_stderr cmd.run_stdout cmd.shell cmd.retcode cmd.wait", code: "cmd|name|1", lang: langShell, shellKey: "shell"},
	{tool: toolSalt, names: "cmd.powershell cmd.powershell_all", code: "cmd|1", lang: langPowerShell},
	{tool: toolSalt, names: "cmd.script cmd.script_retcode", when: "source|1=http://*|https://*|ftp://*", as: "curl -fsSL {source|1} | sh"},
	{tool: toolSalt, names: "cmd.exec_code cmd.exec_code_all", when: "lang|1=bash|sh|dash|zsh|ksh|python|python2|python3", as: "{lang|1} -c {code|2}"},
	{tool: toolSalt, names: "shadow.del_password", as: "passwd -d -- {name|1}"},
	{tool: toolSalt, names: "ssh.set_auth_key ssh.set_auth_key_from_file ssh.rm_auth_key ssh.rm_auth_key_from_file", as: "tee -a -- {~user|1}/.ssh/authorized_keys"},
	{tool: toolSalt, names: "shadow.set_password", as: "printf '%s:%s\\n' {name|1} {password|2} | chpasswd -e"},
	// environ.items returns the minion's whole environment;
	// cp.get_url downloads to the minion; cron.set_job's seventh
	// argument is its command line.
	{tool: toolSalt, names: "environ.items", as: "env"},
	{tool: toolSalt, names: "cp.get_url", when: "dest|2", as: "curl -fsSL -o {dest|2} -- {path|1}"},
	{tool: toolSalt, names: "cron.set_job", code: "cmd|7", lang: langShell},
	{tool: toolSalt, names: "iptables.flush", as: "iptables -F"},
	{tool: toolSalt, names: "iptables.set_policy", as: "iptables -t {table|1} -P {chain|2} {policy|3}"},
	{tool: toolSalt, names: "service.stop service.dead", as: "systemctl stop -- {name|1}"},
	{tool: toolSalt, names: "service.disable service.disabled", as: "systemctl disable -- {name|1}"},
	{tool: toolSalt, names: "service.mask service.masked", as: "systemctl mask -- {name|1}"},
	{tool: toolSalt, names: "file.rmdir", when: "recurse=true|yes|1", as: "rm -rf -- {path|1}"},
	{tool: toolSalt, names: "file.rmdir", as: "rmdir -- {path|1}"},
	{tool: toolSalt, names: "file.chmod", as: "chmod {mode|2} -- {path|1}"},
	{tool: toolSalt, names: "file.append file.prepend", as: "printf '%s\\n' {args|2} >> {path|1}"},
	{tool: toolSalt, names: "file.replace", as: "printf '%s\\n' {repl|3} >> {path|1}"},
	{tool: toolSalt, names: "file.write", as: "printf '%s\\n' {args|2} > {path|1}"},
	{tool: toolSalt, names: "pkg.remove pkg.purge pkg.removed pkg.purged", as: "apt-get remove -y -- {,name|pkgs|1}"},
	// salt's states called by state.single STATE ARGS.
	{tool: toolSalt, names: "file.absent", as: "rm -rf -- {name|1}"},
	{tool: toolSalt, names: "user.absent", as: "userdel -- {name|1}"},
	{tool: toolSalt, names: "group.absent", as: "groupdel -- {name|1}"},
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
	// chef-run TARGET RESOURCE NAME PROP=VALUE… (docs.chef.io, chef-run;
	// Chef's resources' actions): the resource's name first.
	{tool: toolChef, names: "execute bash script", code: "command|code|1", lang: langShell},
	{tool: toolChef, names: "powershell_script", code: "code|1", lang: langPowerShell},
	{tool: toolChef, names: "file directory template cookbook_file remote_file", when: "action=delete", as: "rm -rf -- {path|1}"},
	{tool: toolChef, names: "user", when: "action=remove", as: "userdel -- {username|1}"},
	{tool: toolChef, names: "group", when: "action=remove", as: "groupdel -- {group_name|1}"},
	{tool: toolChef, names: "service systemd_unit", when: "action=stop", as: "systemctl stop -- {service_name|1}"},
	{tool: toolChef, names: "service systemd_unit", when: "action=disable", as: "systemctl disable -- {service_name|1}"},
	{tool: toolChef, names: "package apt_package dnf_package yum_package", when: "action=remove|purge", as: "apt-get remove -y -- {,package_name|1}"},
	// bolt task run TASK PARAM=VALUE… (puppet.com, Bolt's package and
	// service tasks).
	{tool: toolBolt, names: "package", when: "action=uninstall", as: "apt-get remove -y -- {,name}"},
	{tool: toolBolt, names: "service", when: "action=stop", as: "systemctl stop -- {name}"},
	{tool: toolBolt, names: "service", when: "action=disable", as: "systemctl disable -- {name}"},
	// A cloud VM's metadata (gcloud compute instances add-metadata
	// --metadata KEY=VALUE,…; cloud.google.com, "About startup
	// scripts"): startup-script is a shell script the VM runs at each
	// boot, startup-script-url one fetched from the network, the windows
	// ones PowerShell and cmd.
	{tool: toolMetadata, names: "metadata", code: "startup-script", lang: langShell},
	{tool: toolMetadata, names: "metadata", when: "startup-script-url=http://*|https://*|gs://*", as: "curl -fsSL {startup-script-url} | sh"},
	{tool: toolMetadata, names: "metadata", code: "windows-startup-script-ps1", lang: langPowerShell},
	{tool: toolMetadata, names: "metadata", code: "windows-startup-script-cmd", lang: langCmdLine},
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
	case toolMetadata:
		// Its options may follow the VM's name (spec.trailing).
		_, rest := lookupSpec(c)
		for _, v := range append(p.valueWords("--metadata"), parseArgs(s, ownOptsOf(s, rest)).valueWords("--metadata")...) {
			a.moduleActs(c, toolMetadata, metadataCall(v), false, w)
		}
	case toolSalt, toolPyinfra, toolPuppet, toolChef, toolBolt:
		ops := p.operands
		if len(p.rest) > 0 {
			ops = p.rest
		}
		if s.extra().tool == toolChef {
			// chef-run TARGET RESOURCE NAME…: the target first.
			if len(ops) < 2 {
				return
			}
			ops = ops[1:]
		}
		if len(ops) == 0 && s.extra().tool != toolSalt {
			return
		}
		name := ""
		if len(ops) > 0 {
			name = strings.ToLower(ops[0].Value)
		}
		if s.extra().tool == toolSalt {
			// The function is the last word of the spec's path (salt *
			// *): the word before its arguments.
			_, rest := lookupSpec(c)
			i := len(c.Args) - len(rest) - 1
			if i < 0 {
				return
			}
			name = strings.ToLower(c.Args[i].Value)
			ops = append([]Word{{}}, ops...)
			if name == "state.single" && len(ops) > 1 {
				// state.single STATE ARGS: the state function called
				// with the arguments after it.
				name, ops = strings.ToLower(ops[1].Value), ops[1:]
			}
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
		m := wordsCall(name, ops[1:])
		// salt's test=True: a state only reports what it would change.
		a.moduleActs(c, s.extra().tool, m, s.extra().tool == toolSalt && m.holds("test=true|yes|1"), w)
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
	for _, v := range ansibleWords(arg.Value) {
		w := Word{Value: v, Literal: arg.Literal}
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

// ansibleWords splits KEY=VALUE arguments as ansible does (parse_kv,
// split_args): at blanks outside quotes, the quotes removed; a
// backslash is itself (path=C:\Temp), but before the quote it is in.
func ansibleWords(s string) []string {
	var out []string
	var b strings.Builder
	in, quote := false, byte(0)
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quote != 0 && ch == '\\' && i+1 < len(s) && s[i+1] == quote:
			b.WriteByte(quote)
			i++
		case quote != 0 && ch == quote:
			quote = 0
		case quote == 0 && (ch == '\'' || ch == '"'):
			quote, in = ch, true
		case quote == 0 && (ch == ' ' || ch == '\t' || ch == '\n'):
			if in {
				out = append(out, b.String())
			}
			b.Reset()
			in = false
		default:
			b.WriteByte(ch)
			in = true
		}
	}
	if in {
		out = append(out, b.String())
	}
	return out
}

// metadataCall reads a VM's metadata as gcloud's --metadata gives it:
// KEY=VALUE pairs separated by commas (a comma followed by no KEY= is
// the value's own, a script's).
func metadataCall(v Word) moduleCall {
	m := moduleCall{name: "metadata", kw: map[string]Word{}}
	text := v.Value
	for text != "" {
		key, rest, ok := strings.Cut(text, "=")
		if !ok {
			break
		}
		end := len(rest)
		for i := strings.IndexByte(rest, ','); i >= 0; {
			if k, _, ok := strings.Cut(rest[i+1:], "="); ok && metadataKey.match(k) {
				end = i
				break
			}
			j := strings.IndexByte(rest[i+1:], ',')
			if j < 0 {
				break
			}
			i += 1 + j
		}
		m.kw[strings.ToLower(strings.TrimSpace(key))] = Word{Value: rest[:end], Literal: v.Literal, Subst: v.Subst}
		if end == len(rest) {
			break
		}
		text = rest[end+1:]
	}
	return m
}

// metadataKey matches a key of a VM's metadata (startup-script).
var metadataKey = &lazyRegexp{expr: `^[A-Za-z0-9_-]+$`}

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
			lang := act.lang
			if lang == langNone {
				lang = langShell
			}
			a.runText(c, lang, line, w)
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
		keys, list := strings.CutPrefix(keys, ",")
		v, ok := m.arg(keys)
		if !ok {
			return Word{}, false
		}
		b.WriteString(as[:i])
		switch {
		case list:
			// A comma-separated list (name=a,b): each item a word.
			var items []Word
			for item := range strings.SplitSeq(v.Value, ",") {
				if item = strings.TrimSpace(item); item != "" {
					items = append(items, Word{Value: item, Literal: v.Literal})
				}
			}
			b.WriteString(quotedLine(items).Value)
		case home && v.Literal && moduleKey.match(v.Value):
			b.WriteString("~" + v.Value)
		case home:
			// A user named only at run time: any home, root's too.
			b.WriteString("/root")
		case v.Literal && (v.Value == "~" || strings.HasPrefix(v.Value, "~/")):
			// path=~/.ssh: the home, as the module expands it.
			b.WriteString("~" + quotedLine([]Word{{Value: v.Value[1:], Literal: true}}).Value)
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
