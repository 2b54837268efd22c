module github.com/guarded-sh/guarded-sh

go 1.26

require (
	github.com/creack/pty v1.1.24 // indirect
	github.com/rogpeppe/go-internal v1.16.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/term v0.48.0 // indirect
	golang.org/x/tools v0.38.0 // indirect
	mvdan.cc/sh/v3 v3.14.1 // indirect
)
