package pstoken

// Trace, when a test sets it, is told where each argument of a command
// begins (at any depth of $( ), ( ) and { }, not inside a string or a token
// PowerShell scans whole), by each reader ("lexer", "policy"), as a 1-based
// line and column counting characters. The agreement tests compare the two
// readers' lists; nil (always, outside those tests) costs one comparison
// per token.
var Trace func(reader string, line, col int)

// TraceScan, when a test sets it, is told of each token that a reader
// ("lexer", "policy") has scanned whole (a Kind above) outside the $( )
// of a string, which the tokenizer leaves to the parser: its kind, where
// it begins and where it ends (just past it), as 1-based lines and columns
// counting characters, and whether the lexer read it in expression mode
// (after an operand: an operator's characters end the token before it).
// FuzzPowerShellScan compares the two readers' lists.
var TraceScan func(reader string, k Kind, from, to Pos, expr bool)

// TraceError, when a test sets it, is told where the lexer found a syntax
// error, where pwsh runs nothing and the readers may recover differently:
// the agreement tests skip such input.
var TraceError func(line, col int)

// TraceCommand, when a test sets it, is told where each command's name
// begins (the first token of a statement or pipeline element that the
// parser reads in command mode, or the name after & and .), by each reader,
// as Trace is: the agreement tests compare where the two readers see
// commands, which is where they decide the mode of a statement.
var TraceCommand func(reader string, line, col int)
