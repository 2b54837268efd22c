package pstoken

// Trace, when a test sets it, is told where each argument of a command at
// the top level of the input begins, by each reader ("lexer", "policy"),
// as a 1-based line and column counting characters. The agreement test
// compares the two readers' lists; nil (always, outside that test) costs one
// comparison per token.
var Trace func(reader string, line, col int)
