package lexer

// A Kind names a construct left open. Kinds are stable names: tests, audit
// records and the rule ids "incomplete.<kind>" use them.
type Kind string

// The kinds of constructs left open.
const (
	KindQuoteSingle  = "quote.single"           // '…
	KindQuoteDouble  = "quote.double"           // "…
	KindQuoteANSIC   = "quote.ansi-c"           // $'… (bash, zsh, mksh)
	KindBacktick     = "backtick"               // `… (posix command substitution)
	KindSubstCommand = "subst.command"          // $( … ; PowerShell $( @( too
	KindSubstParam   = "subst.param"            // ${ …
	KindSubstArith   = "subst.arith"            // $(( …
	KindArith        = "arith"                  // (( … as a command
	KindHeredoc      = "heredoc"                // <<EOF without its terminator line
	KindBackslash    = "continuation.backslash" // trailing \
	KindPipe         = "pipe.trailing"          // trailing |
	KindAndOr        = "operator.trailing"      // trailing && or ||, or a binary operator (PowerShell)
	KindBlockIf      = "block.if"               // if without fi
	KindBlockWhile   = "block.while"            // while/until without done
	KindBlockFor     = "block.for"              // for/select without done
	KindBlockCase    = "block.case"             // case without esac
	KindBlockBrace   = "block.brace"            // { without }
	KindBlockParen   = "block.paren"            // ( without ) (posix subshell, PowerShell and cmd groups)
	KindBlockFunc    = "block.function"         // a function name without its body
	KindBlockTest    = "block.test"             // [[ without ]]
	KindBlockOther   = "block"                  // any other open statement (PowerShell try without catch, …)

	KindHereString   = "herestring"            // PowerShell @" or @' without its terminator line
	KindComment      = "comment.block"         // PowerShell <# without #>
	KindBacktickCont = "continuation.backtick" // PowerShell trailing `
	KindCaret        = "continuation.caret"    // cmd trailing ^
	KindArray        = "block.array"           // PowerShell @( or @{ not closed
	KindMismatch     = "grammar.mismatch"      // Auto: complete in one grammar, open in the other
)

// Result is the verdict on an input.
type Result struct {
	// Complete reports whether the shell would run the input without waiting
	// for more. Input with a syntax error is complete: the shell reports the
	// error and returns to its primary prompt.
	Complete bool
	// Kind names what is left open; empty when Complete.
	Kind Kind
	// Line and Col (both 1-based; Col counts characters) say where the open
	// construct began. Zero when Complete.
	Line, Col int
	// Hint tells the author how to complete the input.
	Hint string
	// Grammar is the grammar that was applied.
	Grammar Grammar
}

// Describe says in words what is left open: "unclosed double quote".
func (k Kind) Describe() string {
	switch k {
	case KindQuoteSingle:
		return "unclosed single quote"
	case KindQuoteDouble:
		return "unclosed double quote"
	case KindQuoteANSIC:
		return "unclosed $'…' quote"
	case KindBacktick:
		return "unclosed backtick"
	case KindSubstCommand:
		return "unclosed $( command substitution"
	case KindSubstParam:
		return "unclosed ${ parameter expansion"
	case KindSubstArith:
		return "unclosed $(( arithmetic expansion"
	case KindArith:
		return "unclosed (( arithmetic command"
	case KindHeredoc:
		return "heredoc without its terminator line"
	case KindBackslash:
		return "trailing backslash"
	case KindPipe:
		return "trailing pipe"
	case KindAndOr:
		return "trailing operator"
	case KindBlockIf:
		return "if without fi"
	case KindBlockWhile:
		return "while/until without done"
	case KindBlockFor:
		return "for/select without done"
	case KindBlockCase:
		return "case without esac"
	case KindBlockBrace:
		return "unclosed {"
	case KindBlockParen:
		return "unclosed ("
	case KindBlockFunc:
		return "function without its body"
	case KindBlockTest:
		return "[[ without ]]"
	case KindBlockOther:
		return "unfinished statement"
	case KindHereString:
		return "here-string without its terminator line"
	case KindComment:
		return "unclosed <# block comment"
	case KindBacktickCont:
		return "trailing backtick"
	case KindCaret:
		return "trailing ^"
	case KindArray:
		return "unclosed @( or @{"
	case KindMismatch:
		return "input the shells disagree on"
	}
	return "unclosed " + string(k)
}
