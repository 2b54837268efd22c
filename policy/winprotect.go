package policy

import (
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// Windows keeps many of its protections as registry values: a protection
// is switched off by writing one value of one key (EnableLUA=0 under
// Policies\System turns UAC off). regProtections lists them as data,
// (key, value name, the data that switches it off), and regProtectionOff
// judges reg add and Set-ItemProperty / New-ItemProperty against it.

type regProtection struct {
	key  string // the end of the key's path, lower case
	name string // the value's name, lower case
	off  set    // the data that switches the protection off
	what string
}

var regProtections = []regProtection{
	{`\policies\system`, "enablelua", set{"0"}, "User Account Control"},
	{`\policies\system`, "consentpromptbehavioradmin", set{"0"}, "User Account Control's prompt"},
	{`\policies\system`, "promptonsecuredesktop", set{"0"}, "User Account Control's secure desktop"},
	{`\control\lsa`, "runasppl", set{"0"}, "LSA protection"},
	{`\control\lsa`, "disablerestrictedadmin", set{"0"}, "Restricted Admin's protection of credentials"},
	{`\securityproviders\wdigest`, "uselogoncredential", set{"1"}, "WDigest's credential protection (passwords kept in clear in memory)"},
	{`\windows script\settings`, "amsienable", set{"0"}, "the Antimalware Scan Interface for scripts"},
	{`\powershell\scriptblocklogging`, "enablescriptblocklogging", set{"0"}, "PowerShell's script block logging"},
	{`\windows\system`, "enablesmartscreen", set{"0"}, "SmartScreen"},
	{`\currentversion\explorer`, "smartscreenenabled", set{"off"}, "SmartScreen"},
	{`profile`, "enablefirewall", set{"0"}, "the Windows firewall"},
	{`\terminal server`, "fdenytsconnections", set{"0"}, "the block on remote desktop connections"},
	{`\windows defender`, "disableantispyware", set{"1"}, "Microsoft Defender"},
	{`\windows defender`, "disableantivirus", set{"1"}, "Microsoft Defender"},
	{`\real-time protection`, "disablerealtimemonitoring", set{"1"}, "Microsoft Defender's real-time protection"},
	{`\real-time protection`, "disablebehaviormonitoring", set{"1"}, "Microsoft Defender's behavior monitoring"},
	{`\real-time protection`, "disableioavprotection", set{"1"}, "Microsoft Defender's scan of downloads"},
	{`\real-time protection`, "disableonaccessprotection", set{"1"}, "Microsoft Defender's on-access protection"},
	{`\windows defender\spynet`, "spynetreporting", set{"0"}, "Microsoft Defender's cloud protection"},
	// Windows Update's policy (learn.microsoft.com, Configure Automatic
	// Updates by using the registry): NoAutoUpdate=1 turns automatic
	// updates off, DisableWindowsUpdateAccess=1 the access to it.
	{`\windowsupdate\au`, "noautoupdate", set{"1"}, "Windows Update's automatic updates"},
	{`\windowsupdate`, "disablewindowsupdateaccess", set{"1"}, "access to Windows Update"},
	// A protecting service's Start value 4 (SERVICE_DISABLED): it no
	// longer starts, as sc config NAME start= disabled.
	{`\services\windefend`, "start", set{"4"}, "Microsoft Defender's service"},
	{`\services\wuauserv`, "start", set{"4"}, "the Windows Update service"},
	{`\services\eventlog`, "start", set{"4"}, "the event log service"},
	{`\services\mpssvc`, "start", set{"4"}, "the Windows firewall's service"},
	{`\services\sense`, "start", set{"4"}, "Microsoft Defender for Endpoint's service"},
	{`\control\lsa`, "limitblankpassworduse", set{"0"}, "the block on network sign-in with a blank password"},
	// The LAN Manager authentication level (learn.microsoft.com,
	// Network security: LAN Manager authentication level): 0 to 2 send
	// LM or NTLMv1 responses, which are cracked or relayed; NoLMHash 0
	// keeps the LM hash of the next password set. Credential Guard
	// (LsaCfgFlags 0), virtualization-based security and memory
	// integrity (Device Guard's EnableVirtualizationBasedSecurity,
	// HypervisorEnforcedCodeIntegrity's Enabled) switched off; local
	// accounts' full token from the network (LocalAccountTokenFilterPolicy
	// 1, what pass-the-hash needs); SMB's clear-text passwords.
	{`\control\lsa`, "lmcompatibilitylevel", set{"0", "1", "2"}, "NTLMv2-only sign-in (LM and NTLMv1 answers are sent, cracked or relayed)"},
	{`\control\lsa`, "nolmhash", set{"0"}, "the block on storing LM password hashes"},
	{`\control\lsa`, "lsacfgflags", set{"0"}, "Credential Guard"},
	{`\deviceguard`, "enablevirtualizationbasedsecurity", set{"0"}, "virtualization-based security"},
	{`\hypervisorenforcedcodeintegrity`, "enabled", set{"0"}, "memory integrity (HVCI)"},
	{`\policies\system`, "localaccounttokenfilterpolicy", set{"1"}, "User Account Control's remote restrictions on local accounts"},
	{`\lanmanworkstation\parameters`, "enableplaintextpassword", set{"1"}, "the block on sending SMB passwords in clear"},
	// FIPS mode (System cryptography: Use FIPS compliant algorithms),
	// anonymous users counted in Everyone, SMB signing no longer required
	// (LanmanServer's and LanmanWorkstation's RequireSecuritySignature)
	// and SMBv1 switched back on.
	{`\control\lsa\fipsalgorithmpolicy`, "enabled", set{"0"}, "FIPS mode"},
	{`\control\lsa`, "everyoneincludesanonymous", set{"1"}, "LSA's exclusion of anonymous users from Everyone"},
	{`\lanmanserver\parameters`, "requiresecuritysignature", set{"0"}, "SMB signing"},
	{`\lanmanworkstation\parameters`, "requiresecuritysignature", set{"0"}, "SMB signing"},
	{`\lanmanserver\parameters`, "smb1", set{"1"}, "the block on SMBv1"},
	// WinRM's own settings (wsmanWrites; learn.microsoft.com,
	// Installation and configuration for Windows Remote Management):
	// TrustedHosts * lets the client send its credentials to any host,
	// AllowUnencrypted lets traffic go in clear.
	{`\client`, "trustedhosts", set{"*"}, "WinRM's check of the hosts it sends credentials to (every host trusted)"},
	{`\client`, "allowunencrypted", set{"$true", "1", "true"}, "WinRM's refusal of unencrypted traffic"},
	{`\service`, "allowunencrypted", set{"$true", "1", "true"}, "WinRM's refusal of unencrypted traffic"},
}

// regWrite returns the keys, value name and data a registry write of c
// names: reg add KEY /v NAME /d DATA, Set-ItemProperty [-Path] KEY
// [-Name] NAME [-Value] DATA (and New-ItemProperty; each element of
// -Path's array a key), and the value a Group Policy object sets on
// every machine it applies to (Set-GPRegistryValue -Key KEY -ValueName
// NAME -Value DATA, Set-GPPrefRegistryValue; learn.microsoft.com,
// GroupPolicy module).
func regWrite(c *Command) (keys []string, name, data string, ok bool) {
	switch {
	case (c.Name == "reg" || c.Name == "reg.exe") && isWin(c.Grammar):
		if len(c.Args) < 2 || !strings.EqualFold(c.Args[0].Value, "add") {
			return nil, "", "", false
		}
		keys = []string{c.Args[1].Value}
		p := parseArgs(&regAddSpec, c.Args[2:])
		if v, ok := p.valueWord("/v", "-v"); ok {
			name = v.Value
		}
		if v, ok := p.valueWord("/d", "-d"); ok {
			data = v.Value
		}
		return keys, name, data, true
	case c.Grammar == lexer.PowerShell && (c.Name == "set-itemproperty" || c.Name == "sp" || c.Name == "new-itemproperty"):
		b, _ := psBind(c)
		for _, w := range append(b["-Path"], b["-LiteralPath"]...) {
			keys = append(keys, w.Value)
		}
		return keys, b.value("-Name"), b.value("-Value"), true
	case c.Grammar == lexer.PowerShell && (c.Name == "set-gpregistryvalue" || c.Name == "set-gpprefregistryvalue"):
		b, _ := psBind(c)
		for _, w := range b["-Key"] {
			keys = append(keys, w.Value)
		}
		return keys, b.value("-ValueName"), b.value("-Value"), true
	}
	return nil, "", "", false
}

// regProtectionOff is the sys.protection-off finding for c writing a
// registry value that switches one of regProtections off.
func regProtectionOff(c *Command) *Finding {
	keys, name, data, ok := regWrite(c)
	if ok {
		return protectionOff(c, keys, name, data)
	}
	for _, w := range wsmanWrites(c) {
		if f := protectionOff(c, []string{w[0]}, w[1], w[2]); f != nil {
			return f
		}
	}
	return nil
}

// protectionOff is regProtectionOff's finding for c writing data to the
// value name under one of keys, nil when that switches none of
// regProtections off. A list of data (TrustedHosts' host1,*) switches
// one off when one of its elements does.
func protectionOff(c *Command, keys []string, name, data string) *Finding {
	name = strings.ToLower(strings.Trim(name, `"'`))
	data = strings.ToLower(strings.Trim(data, `"' `))
	if data = strings.TrimLeft(strings.TrimPrefix(data, "0x"), "0"); data == "" {
		data = "0" // 0, 0x00000000
	}
	for _, key := range keys {
		key = strings.TrimRight(strings.ToLower(strings.ReplaceAll(key, "/", `\`)), `\`)
		for _, p := range regProtections {
			if strings.HasSuffix(key, p.key) && name == p.name && switchesOff(p.off, data) {
				f := finding("sys.protection-off", c, "writing "+name+" = "+data+" under "+key+" switches off "+p.what,
					"leave the machine's protections as they are; a change to them is for a human")
				return &f
			}
		}
	}
	return nil
}

// switchesOff reports whether data, or one element of it as a list
// (TrustedHosts' host1,*), is one of off.
func switchesOff(off set, data string) bool {
	for d := range strings.SplitSeq(data, ",") {
		if off.has(strings.TrimSpace(d)) {
			return true
		}
	}
	return false
}

// wsmanWrites returns the (key, name, data) of each WinRM setting c
// writes: Set-Item [-Path] WSMan:\localhost\Client\TrustedHosts [-Value]
// DATA through PowerShell's WSMan provider (about_WSMan_Provider), and
// winrm set (s) winrm/config/client @{TrustedHosts="DATA";…}, each
// pair of its hash table one (winrm help config).
func wsmanWrites(c *Command) (out [][3]string) {
	switch {
	case c.Grammar == lexer.PowerShell && (c.Name == "set-item" || c.Name == "si"):
		b, _ := psBind(c)
		data := b.value("-Value")
		for _, w := range append(b["-Path"], b["-LiteralPath"]...) {
			p := strings.ReplaceAll(strings.Trim(w.Value, `"'`), "/", `\`)
			if i := strings.LastIndexByte(p, '\\'); i > 0 && len(p) > 6 && strings.EqualFold(p[:6], "wsman:") {
				out = append(out, [3]string{p[:i], p[i+1:], data})
			}
		}
	case isWin(c.Grammar) && strings.TrimSuffix(c.Name, ".exe") == "winrm":
		if len(c.Args) < 3 || !strings.EqualFold(c.Args[0].Value, "set") && !strings.EqualFold(c.Args[0].Value, "s") {
			return nil
		}
		for _, m := range winrmPairs.get().FindAllStringSubmatch(c.Args[2].Value, -1) {
			out = append(out, [3]string{c.Args[1].Value, m[1], m[2]})
		}
	}
	return out
}

// winrmPairs matches one NAME="VALUE" (or NAME=VALUE) of a winrm set's
// hash table, @{TrustedHosts="*";AllowUnencrypted="true"}.
var winrmPairs = &lazyRegexp{expr: `(\w+)\s*=\s*"?([^";}]*)"?`}

// psBound is a cmdlet's arguments bound to its parameters (psBind): the
// values of each, an array's elements each one, by the parameter's name
// as its spec writes it (-Path).
type psBound map[string][]Word

// value returns the first value bound to one of names, "" when none is.
func (b psBound) value(names ...string) string {
	for _, n := range names {
		if ws := b[n]; len(ws) > 0 {
			return ws[0].Value
		}
	}
	return ""
}

// psBind binds c's arguments to the parameters of its cmdlet, as
// PowerShell does, through its entry of psBinders: the named ones (any
// unambiguous prefix, -Name:VALUE or -Name VALUE), then each argument
// given without a name, with the elements of its array, to the first
// positional parameter left unbound. ok is false for a cmdlet with no
// entry.
func psBind(c *Command) (b psBound, ok bool) {
	s := psBinder(c.Name)
	if s == nil {
		return nil, false
	}
	return psBindRead(s, parseArgs(s, c.Args)), true
}

// psBinder returns the entry of psBinders for the cmdlet name, nil when
// none is.
func psBinder(name string) *spec {
	for i := range psBinders {
		if psBinders[i].path == name {
			return &psBinders[i]
		}
	}
	return nil
}

// psBindRead binds the words p read through s, a cmdlet's entry of
// psBinders, as psBind does.
func psBindRead(s *spec, p parsed) (b psBound) {
	b = psBound{}
	for _, o := range p.opts {
		if o.hasValue && s.takes(o.name) {
			b[o.name] = append(b[o.name], Word{Value: o.value, Literal: o.literal, Subst: o.subst, Computed: o.computed, climbs: o.climbs})
		}
	}
	// -LiteralPath is -Path's place in another parameter set, and
	// -PSPath, -LP and Out-File's -Path name the file as -FilePath does:
	// one of them given, an argument without a name binds to the next
	// position.
	pathGiven := false
	for n := range psFilePathParams.all() {
		pathGiven = pathGiven || b[n] != nil
	}
	free := slices.DeleteFunc(strings.Fields(string(s.extra().positional)), func(n string) bool {
		return b[n] != nil || pathGiven && psFilePathParams.has(n)
	})
	psFreeBind(free, p.operands, func(name string, arg []Word) { b[name] = arg })
	return b
}

// psFreeBind binds ops, the arguments given without a name, to the
// positional parameters free, in order of position: each argument with
// the elements of its array (psArgument), as PowerShell's binder hands
// the next positional argument to the next position
// (ParameterBinderController.BindPositionalParameters).
func psFreeBind(free []string, ops []Word, bind func(name string, arg []Word)) {
	for len(ops) > 0 && len(free) > 0 {
		arg := psArgument(ops)
		bind(free[0], arg)
		ops, free = ops[len(arg):], free[1:]
	}
}

// psNamePositional returns p with the arguments given without a name
// bound, as options, to the positional parameters of s (spec.positional)
// not named: a launcher's need and textOpts then see Invoke-WmiMethod
// Win32_Process Create 'cmd /c …' as -Class, -Name and -ArgumentList.
func psNamePositional(s *spec, p parsed) parsed {
	pos := s.extra().positional
	if !s.ps || len(pos) == 0 || len(p.operands) == 0 {
		return p
	}
	free := slices.DeleteFunc(strings.Fields(string(pos)), func(n string) bool {
		return slices.ContainsFunc(p.opts, func(o opt) bool { return strings.EqualFold(o.name, n) })
	})
	opts := slices.Clip(p.opts)
	n := 0
	psFreeBind(free, p.operands, func(name string, arg []Word) {
		for _, w := range arg {
			opts = append(opts, opt{name: name, value: w.Value, hasValue: true, literal: w.Literal, subst: w.Subst, computed: w.Computed, climbs: w.climbs})
		}
		n += len(arg)
	})
	p.opts, p.operands = opts, p.operands[n:]
	return p
}

// amsiInternals are the names of the Antimalware Scan Interface's
// internals that PowerShell code reaches by reflection only to switch the
// scanning of later scripts off (AmsiUtils.amsiInitFailed, a patched
// AmsiScanBuffer), lower case.
var amsiInternals = []string{"amsiutils", "amsiinitfailed", "amsiscanbuffer", "amsicontext", "amsisession"}

// amsiTampering is the sys.protection-off finding for a PowerShell
// expression (not a command's argument: Select-String AmsiUtils reads)
// that reaches the scan interface's internals by reflection (GetType,
// GetField, [Ref]); the names alone in a string are data.
func amsiTampering(c *Command) *Finding {
	if c.Grammar != lexer.PowerShell || c.Name != "" {
		return nil
	}
	for w := range c.words() {
		l := strings.ToLower(w.Value)
		for _, sc := range w.Subst {
			l += " " + strings.ToLower(sc.Word0.Value)
			for _, a := range sc.Args {
				l += " " + strings.ToLower(a.Value)
			}
		}
		reflects := strings.Contains(l, "gettype") || strings.Contains(l, "getfield") || strings.Contains(l, "getmethod") || strings.Contains(l, "[ref]") || strings.Contains(l, "reflection.")
		for _, n := range amsiInternals {
			if reflects && strings.Contains(l, n) {
				f := finding("sys.protection-off", c, "it reaches the Antimalware Scan Interface's internals ("+n+"), which only switching its scanning of scripts off needs",
					"leave the machine's malware scanning on; if a script is flagged wrongly, ask a human to review it")
				return &f
			}
		}
	}
	return nil
}
