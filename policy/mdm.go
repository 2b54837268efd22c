package policy

import (
	"path"
	"slices"
	"strings"

	"github.com/guarded-sh/guarded-sh/lexer"
)

// infra.device: an assignment to the whole fleet. Intune assigns a
// script, an app, a configuration profile or a compliance policy to
// targets Microsoft Graph names by type: allDevicesAssignmentTarget is
// every enrolled device, allLicensedUsersAssignmentTarget every licensed
// user's (Graph's deviceAndAppManagementAssignmentTarget); Jamf Pro's
// scope all_computers (allComputers in its JSON API) is every Mac it
// manages. Sent through Graph's cmdlets (New-Mg…Assignment
// -BodyParameter, Invoke-MgGraphRequest -Body) or any HTTP client, it runs
// on every machine of the organisation at once, and a script that ran
// cannot be taken back. A target the analysis cannot read (a body from a
// file or a variable the input does not set) sent to an assign action is
// read as the worst it could be. A group's target
// (groupAssignmentTarget), a read, and the words as data are everyday.

// fleetTarget matches a body's target that is every device or user.
var fleetTarget = &lazyRegexp{expr: `(?i)\b(allDevicesAssignmentTarget|allLicensedUsersAssignmentTarget)\b|\ball_?computers["']?\s*(:|>)\s*["']?true\b`, words: []string{"alldevicesassignmenttarget", "alllicensedusersassignmenttarget", "allcomputers", "all_computers"}}

// assignTarget matches any assignment target's type a body names
// (#microsoft.graph.groupAssignmentTarget), or Jamf's scope element.
var assignTarget = &lazyRegexp{expr: `(?i)AssignmentTarget\b|\bscope\b`, words: []string{"assignmenttarget", "scope"}}

// fleetAssignment judges c when it sends an assignment to every device or
// user (above): the body its words spell, and the values the input gave
// the PowerShell variables it names ($body = @{…} | ConvertTo-Json).
func fleetAssignment(ctx *Context, c *Command) []Finding {
	assign, ok := mdmChange(c)
	if !ok {
		return nil
	}
	body := mdmBody(ctx.Input, c)
	if fleetTarget.match(body) {
		return vocabFinding(c, "infra.device", c.Word0.Value+" assigning to every enrolled device or every licensed user at once")
	}
	if assign && !assignTarget.match(body) {
		f := finding("infra.device", c, c.Word0.Value+" sends an assignment whose targets cannot be read here: it may go to every enrolled device or user at once",
			"spell the body in the command, with a group as its target (@{ target = @{ '@odata.type' = '#microsoft.graph.groupAssignmentTarget'; groupId = '…' } }), and leave an assignment to all devices to a human")
		return []Finding{f}
	}
	return nil
}

// mdmChange reports whether c sends a change to a device-management
// service: a request that changes (readRequest: any method but GET) to
// Microsoft Graph or another host, or a Graph or Intune cmdlet that
// makes, sets or invokes (New-Mg…, Set-Mg…, Update-Mg…, Invoke-Mg…);
// assign, whether it is an assign action (Graph's …/assign, a cmdlet
// named …Assign…, New-Mg…Assignment).
func mdmChange(c *Command) (assign, ok bool) {
	if r, ok := readRequest(c); ok && r.method != "get" && r.method != "delete" {
		// Sent to a device-management service: Graph, a Jamf Pro server
		// (its host, Jamf Cloud's, or the Classic API's /JSSResource),
		// or a host not known here; a chat message or an issue naming
		// the targets is data.
		mdm := false
		for i, p := range r.paths {
			h := strings.ToLower(r.hosts[i])
			if h == "" || h == "graph.microsoft.com" || strings.Contains(h, "jamf") || strings.Contains(strings.ToLower(p), "jssresource") {
				mdm = true
				assign = assign || strings.EqualFold(path.Base(p), "assign") && h == "graph.microsoft.com"
			}
		}
		return assign, mdm
	}
	if c.Grammar != lexer.PowerShell || psWhatIfGiven(c) {
		return false, false
	}
	verb, noun, cmdlet := psCmdlet(c)
	noun = strings.ToLower(noun)
	if !cmdlet || !strings.HasPrefix(noun, "mg") && !strings.HasPrefix(noun, "intune") {
		return false, false
	}
	switch verb {
	case "new", "set", "update", "invoke", "add":
		// An assignment of device management's (New-MgDeviceManagement…
		// Assignment, New-MgBetaDeviceAppManagement…Assignment), not an
		// app role's or a directory role's (New-MgUserAppRoleAssignment).
		return strings.Contains(noun, "assign") && (strings.Contains(noun, "devicemanagement") || strings.Contains(noun, "deviceappmanagement") || strings.HasPrefix(noun, "intune")), true
	}
	return false, false
}

// mdmBody returns the text of what c sends: its words, and the text of
// each statement that sets a PowerShell variable c names (its -Body,
// -BodyParameter or -Target).
func mdmBody(in *Input, c *Command) string {
	var b strings.Builder
	b.WriteString(c.Text)
	for _, v := range c.Values() {
		b.WriteString(" " + v)
	}
	if c.Grammar != lexer.PowerShell || in == nil || !strings.Contains(c.Text, "$") {
		return b.String()
	}
	for _, s := range in.Commands {
		if s.assignedTo != "" && psNamesVar(c.Text, s.assignedTo) {
			b.WriteString(" " + s.Text)
		}
	}
	return b.String()
}

// psNamesVar reports whether text names the PowerShell variable name
// ($name, ${name}), in any case, as a whole name.
func psNamesVar(text, name string) bool {
	low, n := strings.ToLower(text), strings.ToLower(name)
	if strings.Contains(low, "${"+n+"}") {
		return true
	}
	for i := 0; ; {
		j := strings.Index(low[i:], "$"+n)
		if j < 0 {
			return false
		}
		end := i + j + 1 + len(n)
		if end == len(low) || !(low[end] == '_' || 'a' <= low[end] && low[end] <= 'z' || '0' <= low[end] && low[end] <= '9') {
			return true
		}
		i = end
	}
}

// infra.device, a fleet acted on: a cmdlet that stops, restarts, disables
// or uninstalls on other machines (Stop-Service -ComputerName,
// Restart-MgDeviceManagementManagedDeviceNow, Invoke-CMClientAction
// -ActionType ClientNotificationRebootMachine, Invoke-Command
// -ComputerName { Stop-Service … }) whose machines are every one a
// directory or device-management service lists (fleetListing): piped or
// looped into it (Get-ADComputer -Filter * | ForEach-Object { … }), or
// the subexpression that gives its -ComputerName. One machine is
// everyday; every till of every store at once is an outage nobody can
// call back.

// fleetVerbs are the verbs of the cmdlets that interrupt what runs on a
// machine.
var fleetVerbs = set{"disable", "reset", "restart", "stop", "suspend", "uninstall"}

// fleetNarrowers are the parameters that narrow a listing of machines to
// some: a filter, a search, a page, a name, an identity, a collection,
// an organisational unit.
var fleetNarrowers = []string{"collectionid", "collectionname", "deviceid", "filter", "id", "identity", "ldapfilter", "manageddeviceid", "name", "resourceid", "search", "searchbase", "top"}

// fleetListing reports whether f, a Get- cmdlet, lists every machine a
// directory or device-management service knows: Active Directory's
// computers (Get-ADComputer -Filter *), Intune's managed devices and
// Entra ID's devices (Get-MgDeviceManagementManagedDevice, Get-MgDevice,
// their -MgBeta- and older -Intune- kin), Configuration Manager's
// devices (Get-CMDevice), with no parameter that narrows them
// (fleetNarrowers: a filter of * narrows nothing).
func fleetListing(f *Command) bool {
	verb, noun, ok := psCmdlet(f)
	if !ok || verb != "get" {
		return false
	}
	noun = strings.ToLower(noun)
	mg := strings.HasPrefix(noun, "mg") || strings.HasPrefix(noun, "intune")
	if noun != "adcomputer" && noun != "cmdevice" && !(mg && (strings.HasSuffix(noun, "manageddevice") || noun == "mgdevice" || noun == "mgbetadevice")) {
		return false
	}
	for _, n := range fleetNarrowers {
		if v, ok := psValueOf(f.Args, n, len(n)); ok && strings.Trim(v, `"' `) != "*" || !ok && psParamGiven(f.Args, n, len(n)) {
			return false
		}
	}
	return noun != "adcomputer" || psParamGiven(f.Args, "filter", len("filter"))
}

// fleetFed reports whether c's objects or a subexpression of its words
// come from a fleetListing, through the statements that pass objects on
// (Select-Object, Sort-Object, a Where-Object that only excludes).
func fleetFed(c *Command) bool {
	for _, f := range c.Feeds {
		for depth := 0; f != nil && depth < maxListDepth; depth++ {
			if fleetListing(f) {
				return true
			}
			if len(f.Feeds) == 0 || !does(f, f.Name, roleKeepsObjects) || f.Name == "where-object" && !psExcludesOnly(f) {
				break
			}
			f = f.Feeds[0]
		}
	}
	return false
}

// fleetInterrupts reports whether c, a cmdlet, interrupts what runs on
// the machines it names: a fleetVerbs cmdlet given machines
// (-ComputerName, -CimSession, -Session, or an Intune device action),
// Configuration Manager's client told to restart, or Invoke-Command
// given machines and a block that holds such a cmdlet.
func fleetInterrupts(c *Command) bool {
	verb, noun, ok := psCmdlet(c)
	if !ok {
		return false
	}
	noun = strings.ToLower(noun)
	remote := psParamGiven(c.Args, "computername", 2) || psParamGiven(c.Args, "cimsession", 2) || psParamGiven(c.Args, "session", 7)
	switch {
	case fleetVerbs.has(verb):
		return remote || strings.HasSuffix(noun, "manageddevicenow") || strings.HasSuffix(noun, "manageddevice")
	case noun == "cmclientaction":
		v, _ := psValueOf(c.Args, "actiontype", 2)
		return strings.Contains(strings.ToLower(v), "reboot")
	case noun == "command" && verb == "invoke" && remote:
		return slices.ContainsFunc(c.Feeds, func(f *Command) bool {
			v, _, ok := psCmdlet(f)
			return ok && fleetVerbs.has(v) && !fleetListing(f)
		})
	}
	return false
}

// fleetAction judges c when it interrupts what runs on every machine of
// a fleet at once (above).
func fleetAction(c *Command) []Finding {
	if c.Grammar != lexer.PowerShell || psWhatIfGiven(c) || !fleetInterrupts(c) || !fleetFed(c) {
		return nil
	}
	return []Finding{finding("infra.device", c, c.Word0.Value+" acts on every machine a directory or device-management service lists, at once: an outage of the whole fleet",
		"act on one machine or a named group first (Get-ADComputer -Identity TILL-0142, -Filter \"Name -like 'TILL-0142*'\"), and leave the whole fleet to a human")}
}
