// Command guarded-sh-advise asks an OpenAI-compatible chat-completions
// endpoint for guarded-sh's advisor (docs/advisor.md): it reads the
// request as JSON on standard input and writes {"score": …, "reason": …}
// on standard output; on any failure it says why on standard error and
// exits 1 (guarded-sh then lets the command run, with a warning).
// guarded-sh runs it for an [advisor] url; it is a program of its own so
// that guarded-sh links no HTTP client.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/guarded-sh/guarded-sh/internal/advisor"
	"github.com/guarded-sh/guarded-sh/internal/advisor/chat"
)

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "guarded-sh-advise: %v\n", err)
		os.Exit(1)
	}
}

func run(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("guarded-sh-advise", flag.ContinueOnError)
	url := fs.String("url", "", "the chat-completions `URL`, or its base (…/v1)")
	model := fs.String("model", "", "the `model` to ask")
	keyEnv := fs.String("api-key-env", "", "the environment `variable` holding the API key")
	timeout := fs.Duration("timeout", advisor.DefaultTimeout, "how long to wait for the answer")
	if err := fs.Parse(args); err != nil {
		return err
	}
	key := ""
	if *keyEnv != "" {
		if key = os.Getenv(*keyEnv); key == "" {
			return fmt.Errorf("the API key variable %s is empty", *keyEnv)
		}
	}
	c, err := chat.New(*url, *model, key, *timeout)
	if err != nil {
		return err
	}
	req, err := io.ReadAll(io.LimitReader(in, 4<<20))
	if err != nil {
		return err
	}
	if !json.Valid(req) {
		return errors.New("standard input is not a JSON request")
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	ans, err := c.Ask(ctx, req)
	if err != nil {
		return err
	}
	return json.NewEncoder(out).Encode(map[string]any{"score": ans.Score, "reason": ans.Reason, "model": ans.Model})
}
