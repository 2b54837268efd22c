// Package cmdtoken holds cmd.exe's lexical rules, shared by the
// completeness reader (lexer) and the analysis (policy) so both end every
// token at the same character.
package cmdtoken
