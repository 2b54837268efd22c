package cmdtoken

// Trace, when a test sets it, is told where each command's name ends, by
// each reader ("lexer", "policy"), as a 1-based line and column counting
// characters. The agreement test compares the two readers' lists; nil
// (always, outside that test) costs one comparison per name.
var Trace func(reader string, line, col int)
