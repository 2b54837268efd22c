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
