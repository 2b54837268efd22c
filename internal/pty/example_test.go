//go:build linux

package pty_test

import (
	"fmt"
	"os/exec"
	"strings"

	"github.com/guarded-sh/guarded-sh/internal/pty"
)

func ExampleStart() {
	var out strings.Builder
	p, err := pty.Start(exec.Command("sh", "-c", `printf 'one\ntwo\n'; exit 3`),
		pty.Config{Mode: pty.ModeStream, Output: &out})
	if err != nil {
		fmt.Println(err)
		return
	}
	status, err := p.Wait()
	fmt.Printf("%q %d %v\n", out.String(), status, err)
	// Output: "one\ntwo\n" 3 <nil>
}
