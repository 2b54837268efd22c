package cmdtoken

// Delim reports whether b separates tokens: space, tab, comma, semicolon,
// equals sign, vertical tab and form feed ("cmd /?": the special characters
// that need quotes; the parser's phase 2 in jeb and dbenham's "How does the
// Windows Command Interpreter (CMD.EXE) parse scripts?",
// stackoverflow.com/a/4095133). They end the command's name, and cmd's own
// commands split their arguments at them (rd,/s,/q,C:\ is rd /s /q C:\);
// other programs get the rest of the line as it is.
func Delim(b byte) bool {
	switch b {
	case ' ', '\t', ',', ';', '=', '\v', '\f':
		return true
	}
	return false
}
