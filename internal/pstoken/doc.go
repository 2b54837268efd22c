// Package pstoken is PowerShell's tokenizer, shared by the completeness
// reader (lexer) and the analysis (policy) so both end every token at the
// same character and read it in the same mode: scan.go scans the tokens
// read whole (strings, comments, …), token.go the rest (generic tokens,
// numbers, variables, operators) as the parser's mode asks.
package pstoken
