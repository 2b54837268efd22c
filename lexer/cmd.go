package lexer

// TEMPORARY STUB: replaced by the cmd reader.
type cmdReader struct{}

func newCmd() *cmdReader                                 { return &cmdReader{} }
func (*cmdReader) feed(p []byte, boundary func(off int)) {}
func (*cmdReader) verdict() Result                       { return Result{Complete: true} }
func (*cmdReader) reset()                                {}
