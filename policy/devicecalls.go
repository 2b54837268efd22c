package policy

// Writes made by code to a field device or a network device. A library
// that speaks a plant's protocols (Modbus: pymodbus, pyModbusTCP,
// minimalmodbus, umodbus, modbus-serial, jsmodbus; S7: snap7, nodes7;
// EtherNet/IP: pycomm3, pylogix, cpppo; OPC UA: asyncua, opcua,
// node-opcua; BACnet: BAC0, bacpypes; DNP3: pydnp3) or a network
// device's configuration protocol (ncclient, netmiko, scrapli, napalm,
// Junos PyEZ's jnpr), with a call that writes through it: a coil, a
// register, a data block, a tag or a node written (write_coil,
// writeRegisters, db_write, write_area, set_value), a DNP3 operate, a
// configuration edited, copied, deleted, sent or committed
// (edit_config, send_config_set, commit_config, commit). What is
// written acts at once: a pump stopped, a valve opened, a route
// withdrawn. Reads (read_holding_registers, get_config) change nothing,
// and a device on this machine (a simulator on localhost) is no
// plant's.
var (
	deviceLibs = &lazyRegexp{expr: `\b(pymodbus|pyModbusTCP|minimalmodbus|umodbus|modbus-serial|jsmodbus|snap7|nodes7|pycomm3|pylogix|cpppo|asyncua|opcua|node-opcua|BAC0|bacpypes3?|pydnp3|ncclient|netmiko|scrapli|napalm|jnpr)\b`}
	// deviceWriteNouns are what a write's name says it writes to a device.
	deviceWriteNouns = set{"area", "attribute", "bit", "bits", "coil", "coils", "db", "float", "item", "items", "long", "multiple", "output", "outputs", "point", "points", "property", "register", "registers", "single", "tag", "tags", "value", "values", "vars"}
	// deviceConfigVerbs change a configuration they name (edit_config,
	// send_configs); deviceCommitVerbs make one live.
	deviceConfigVerbs = set{"copy", "delete", "edit", "send"}
	deviceCommitVerbs = set{"commit", "operate", "rollback"}
	// tagWrite is a tag library's write by the tag's name and its value
	// (pycomm3's plc.write('Pump1_Run', False), plc.write(('T', 1)),
	// BAC0's bacnet.write('2:5 analogValue 1 presentValue 0')): a
	// file's write takes one text.
	tagWrite = &lazyRegexp{expr: `\.write\(\s*(\(|['"][^'"]*['"]\s*,|['"][^'"]*\bpresentValue\b)`}
	// quotedHost is a string literal of one word, a host's name or
	// address maybe.
	quotedHost = &lazyRegexp{expr: `['"]([\w.:-]+)['"]`}
	// dottedQuad is an IPv4 address written out.
	dottedQuad = &lazyRegexp{expr: `\b[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\b`}
)

// deviceCall returns the first call in code that writes to a field
// device or changes a network device's configuration, or "" when none
// does.
func deviceCall(code string) string {
	if !deviceLibs.get().MatchString(code) || deviceLocal(code) {
		return ""
	}
	for name := range calledNames(code) {
		write, set, verb, config, noun := false, false, false, false, false
		for _, w := range nameWords(name) {
			switch {
			case deviceCommitVerbs.has(w):
				return name
			case w == "write":
				write = true
			case w == "set":
				set = true
			case w == "config" || w == "configs":
				config = true
			case deviceConfigVerbs.has(w):
				verb = true
			}
			noun = noun || deviceWriteNouns.has(w)
		}
		if (write || set) && noun || verb && config {
			return name
		}
	}
	return tagWrite.get().FindString(code)
}

// deviceLocal reports whether the devices code reaches are this
// machine's: a string of it is a loopback host whole ('localhost',
// "127.0.0.1": a client's address, not a word of a message that names
// it) and it names no other address.
func deviceLocal(code string) bool {
	local := false
	for _, m := range quotedHost.get().FindAllStringSubmatch(code, -1) {
		local = local || loopbackHost(m[1])
	}
	if !local {
		return false
	}
	for _, a := range dottedQuad.get().FindAllString(code, -1) {
		if !loopbackHost(a) {
			return false
		}
	}
	return true
}

// codeDeviceCall returns the device-writing call in c's code (codeCall).
func codeDeviceCall(c *Command) string { return codeCall(c, deviceCall) }
