package cmdtoken

// Trace, when a test sets it, is told where each command's name ends: by
// the scanner as completeness reads with it ("lexer"), and by the analysis
// where it judges a command of that name ("policy"), as a 1-based line and
// column counting characters. FuzzCmdTokens compares the two lists; nil
// (always, outside that test) costs one comparison per name.
var Trace func(reader string, line, col int)
