module github.com/guarded-sh/guarded-sh

go 1.26.0

require (
	github.com/creack/pty v1.1.24
	github.com/rogpeppe/go-internal v1.16.0
	golang.org/x/sys v0.50.0
)

require golang.org/x/term v0.48.0

require (
	github.com/fsnotify/fsnotify v1.10.1
	github.com/pelletier/go-toml/v2 v2.4.3
	golang.org/x/tools v0.38.0 // indirect
	mvdan.cc/sh/v3 v3.14.1
)
