package pstoken

// Keyword is what a keyword begins where a statement may (Tokenizer.cs
// s_keywordTable, read by Parser.cs StatementRule and the rules of each
// statement): the one keyword table of the completeness reader and the
// analysis.
type Keyword uint8

const (
	NotKeyword      Keyword = iota
	KwIf                    // if
	KwElseIf                // elseif: after an if's block
	KwElse                  // else: after an if's block
	KwWhile                 // while: a loop, or after a do's block
	KwUntil                 // until: after a do's block
	KwFor                   // for
	KwForeach               // foreach
	KwSwitch                // switch
	KwDo                    // do
	KwFunction              // function filter workflow: a name, parameters, a body
	KwConfiguration         // configuration: a name, then its body
	KwTry                   // try
	KwCatch                 // catch: after a try's block
	KwFinally               // finally: after a try's or a catch's block
	KwTrap                  // trap
	KwData                  // data
	KwClass                 // class enum: a type definition
	KwUsing                 // using namespace|module|assembly NAME
	KwExit                  // return throw exit: a pipeline follows
	KwBreak                 // break continue: a label may follow
	KwNamed                 // begin process end clean dynamicparam: a named block
	KwParam                 // param
	KwWorkflowOnly          // inlinescript parallel sequence: workflow statements
)

// keywordTable lists every keyword with what it begins; "in" of foreach is
// matched by its text.
var keywordTable = [...]struct {
	word string
	kw   Keyword
}{
	{"if", KwIf}, {"elseif", KwElseIf}, {"else", KwElse}, {"while", KwWhile}, {"until", KwUntil},
	{"for", KwFor}, {"foreach", KwForeach}, {"switch", KwSwitch}, {"do", KwDo},
	{"function", KwFunction}, {"filter", KwFunction}, {"workflow", KwFunction}, {"configuration", KwConfiguration},
	{"try", KwTry}, {"catch", KwCatch}, {"finally", KwFinally}, {"trap", KwTrap}, {"data", KwData},
	{"class", KwClass}, {"enum", KwClass}, {"using", KwUsing},
	{"return", KwExit}, {"throw", KwExit}, {"exit", KwExit}, {"break", KwBreak}, {"continue", KwBreak},
	{"begin", KwNamed}, {"process", KwNamed}, {"end", KwNamed}, {"clean", KwNamed}, {"dynamicparam", KwNamed},
	{"param", KwParam}, {"inlinescript", KwWorkflowOnly}, {"parallel", KwWorkflowOnly}, {"sequence", KwWorkflowOnly},
}

// KeywordOf returns the keyword w is, lower case, or NotKeyword.
func KeywordOf(w string) Keyword {
	if len(w) < 2 || len(w) > len("dynamicparam") {
		return NotKeyword // a shortcut: no keyword is so short or so long
	}
	return words().keyword[w]
}
