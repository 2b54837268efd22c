package policy

// gitSpecs are git settings that switch the project's checks off for
// good (git.skip-hooks; the same given by -c for one command is
// gitSkipsChecks').
var gitSpecs = []spec{
	{path: "git config", value: "Ccf", long: gitValue, setting: gitChecksOff, effect: effectExternal, rule: "git.skip-hooks", what: "git config switching the project's hooks or commit signing off"},
}

var gitChecksOff = &lazyRegexp{expr: `(?i)^(core\.hookspath=(/dev/null|nul)?|commit\.gpgsign=(false|no|off|0))$`}
