// Command fakeshell is package fakeshell as a program: built or linked
// under the name pwsh or cmd, it is that shell's stand-in.
package main

import (
	"os"

	"github.com/guarded-sh/guarded-sh/internal/fakeshell"
)

func main() { os.Exit(fakeshell.Main()) }
