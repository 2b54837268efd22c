package lexer

// TEMPORARY STUB: replaced by the PowerShell reader.
type powershell struct{}

func newPowerShell() *powershell                          { return &powershell{} }
func (*powershell) feed(p []byte, boundary func(off int)) {}
func (*powershell) verdict() Result                       { return Result{Complete: true} }
func (*powershell) reset()                                {}
