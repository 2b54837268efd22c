package policy

import "fmt"

// MaxScript is the size of the largest script file the policy reads to
// judge it (. FILE, sh FILE): a larger one is not followed.
const MaxScript = maxScript

// ReadScript reads the file at p as the policy reads a script it follows:
// a regular file of at most MaxScript bytes, opened without blocking.
// Anything else is an error; the policy would not have followed it.
func ReadScript(p string) (string, error) {
	text, err := readScript(p)
	if err != nil {
		return "", fmt.Errorf("%s is not a regular file of at most %d KiB: %w", p, MaxScript>>10, err)
	}
	return text, nil
}
