package lexer_test

import (
	"fmt"

	"github.com/guarded-sh/guarded-sh/lexer"
)

func ExampleCheck() {
	r := lexer.Check(`echo "abc`, lexer.Bash)
	fmt.Println(r.Complete, r.Kind, r.Line, r.Col)
	fmt.Println(r.Hint)

	// The same bytes are complete in PowerShell, where \ is not an escape.
	fmt.Println(lexer.Check(`dir "C:\"`, lexer.PowerShell).Complete, lexer.Check(`dir "C:\"`, lexer.Bash).Complete)
	// Output:
	// false quote.double 1 6
	// close the double quote opened at 1:6 with "
	// true false
}

func ExampleScanner() {
	s := lexer.NewScanner(lexer.Bash)
	s.Write([]byte("echo one\ncat <<EOF\nbody\n"))
	s.Write([]byte("EOF\necho \"two"))
	for {
		cmd, ok := s.Next()
		if !ok {
			break
		}
		fmt.Printf("run %q\n", cmd)
	}
	rest, r := s.Pending()
	fmt.Printf("pending %q: %s at %d:%d\n", rest, r.Kind, r.Line, r.Col)
	// Output:
	// run "echo one\n"
	// run "cat <<EOF\nbody\nEOF\n"
	// pending "echo \"two": quote.double at 1:6
}

func ExampleKind_Describe() {
	r := lexer.Check(`echo "hi`, lexer.Bash)
	fmt.Println(r.Kind, "-", r.Kind.Describe())
	// Output: quote.double - unclosed double quote
}

func ExampleCuts() {
	// The empty line ends the buffer a comma left waiting: ls is typed
	// afresh, a command of its own, not an argument of echo.
	fmt.Println(lexer.Cuts("echo a,\n\nls\n", lexer.PowerShell))
	fmt.Println(lexer.Cuts("echo a,\nls\n", lexer.PowerShell))
	// Output:
	// [9 12]
	// [11]
}

func ExampleReadNewlines() {
	// The newline after | does not end the pipeline: Remove-Item reads
	// what Get-ChildItem writes. The one after it ends the statement.
	nl := lexer.ReadNewlines("Get-ChildItem |\nRemove-Item\nls\n", lexer.PowerShell)
	fmt.Println(nl.Cuts, nl.Joins)
	// Output:
	// [28 31] [16]
}
