//go:build linux

package session_test

import (
	"context"
	"fmt"
	"os"

	"github.com/guarded-sh/guarded-sh/internal/session"
)

func ExampleSession_Exec() {
	s, err := session.Start(context.Background(), "bash", session.WithOutput(os.Stdout))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	status, err := s.Exec("echo hello; (exit 7)")
	fmt.Println(status, err)
	// Output:
	// hello
	// 7 <nil>
}
