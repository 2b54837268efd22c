package pstoken

// TypeStep is what a token does to a type literal or attribute [ … ]
// being read (Parser.cs AttributeRule, TypeNameRule,
// GenericTypeArgumentsRule; about_Type_Literals). The tokens inside are
// read in expression mode: [ ] nest (a generic argument [List[int]], an
// array's rank [int[]]), ( ) hold an attribute's arguments, which are
// expressions: script blocks among them run ([ValidateScript({ … })]).
type TypeStep uint8

const (
	TypeName   TypeStep = iota // part of the name: a word, a number, a dot, …
	TypeSep                    // , between generic arguments: a name follows
	TypeOpen                   // [ : a nested type
	TypeArgs                   // ( : an attribute's arguments, up to their )
	TypeClose                  // ] : the type ends
	TypeBlank                  // a newline: read past
	TypeBroken                 // a token that ends a statement: the ] is missing (an error), the type ends before it
)

// TypeToken returns what a token of kind k does to the type literal it is
// in, for the completeness reader and the analysis alike.
func TypeToken(k TokKind) TypeStep {
	switch k {
	case TLBracket:
		return TypeOpen
	case TRBracket:
		return TypeClose
	case TLParen:
		return TypeArgs
	case TComma:
		return TypeSep
	case TNewline:
		return TypeBlank
	}
	if Terminator(k) {
		return TypeBroken
	}
	return TypeName
}

// Terminator reports whether a token of kind k ends a pipeline or a
// statement: a newline ; | || && & ) } (Parser.cs StatementListRule,
// PipelineRule).
func Terminator(k TokKind) bool {
	switch k {
	case TNewline, TSemi, TPipe, TOrOr, TAndAnd, TAmp, TRParen, TRBrace:
		return true
	}
	return false
}

// Follows is what a token among a command's elements follows, as
// CommandRule (Parser.cs) reads them: it decides whether the generic
// token --% begins the command's verbatim arguments (StopsParsing).
type Follows uint8

const (
	FollowsElement     Follows = iota // the command's name (or & .), an argument, a parameter, --
	FollowsComma                      // a comma, newlines after it read past: the next element of an array
	FollowsColon                      // a parameter that ends in : (Tok.Colon): its argument
	FollowsRedirection                // a redirection operator: its file
)

// StopsParsing reports whether the generic token --% after f begins the
// verbatim arguments of its command (about_Parsing;
// GetVerbatimCommandArgumentToken), for the completeness reader and the
// analysis alike. CommandRule looks for --% only in a token it hands
// GetCommandArgument itself. After a comma GetCommandArgument reads --% as
// the last element of the array and stops there; after a parameter's
// colon it is the parameter's argument (GetCommandArgument again), after
// a redirection its file (GetSingleCommandArgument). Either way --% is a
// bareword and the tokens after it are read as ever: echo a,--% "$(ls)"
// runs ls.
func StopsParsing(f Follows) bool { return f == FollowsElement }
