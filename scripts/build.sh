#!/usr/bin/env bash
# build.sh builds a command of this module as it is installed (install.sh,
# docs/Dockerfile, scripts/bench.sh): paths trimmed, no symbol tables, and
# each file under scripts/_patched/MODULE/ in place of the same file of
# that module, the version go.mod requires (go build -modfile with a
# replace of a patched copy of the module: go.mod, go.sum and the module
# cache are left as they are, and a plain go build or go test, or go
# install …@version, uses the modules as released).
#
# The patches: mvdan.cc/sh/v3/fileutil compiles its two regular expressions
# on first use instead of at init. mvdan.cc/sh/v3/syntax imports it for
# its printer, which guarded-sh does not use, so every guarded-sh -c paid
# for compiling them (about 0.1 ms on a 2-core VM, scripts/bench.sh).
# github.com/fsnotify/fsnotify reads FSNOTIFY_DEBUG when its first Watcher
# is made instead of at init: os.Getenv's first call copies the whole
# environment into a map (the heap's pages, each a page fault), and a
# one-shot guarded-sh -c makes no Watcher.
# TestPatchedUpstream fails when go.mod moves to a version whose file is
# not the one a patch was made from.
#
# usage: scripts/build.sh OUTPUT PACKAGE   (e.g. /tmp/guarded-sh ./cmd/guarded-sh)
set -euo pipefail
shopt -s nullglob
[ $# -eq 2 ] || { echo "usage: scripts/build.sh OUTPUT PACKAGE" >&2; exit 2; }
out=$1
pkg=$2
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$(mktemp -d)
trap 'chmod -R u+w "$work"; rm -rf "$work"' EXIT
cp go.mod go.sum "$work/"
for dir in scripts/_patched/*/; do
	while IFS= read -r -d '' file; do
		rel=${file#scripts/_patched/}
		# The module that holds rel: the longest prefix go list knows.
		mod=${rel%/*}
		while [ "$mod" != . ] && ! go list -m "$mod" >/dev/null 2>&1; do
			mod=$(dirname "$mod")
		done
		[ "$mod" != . ] || { echo "build.sh: no module of this build holds $rel" >&2; exit 1; }
		copy=$work/mod/$mod
		if [ ! -d "$copy" ]; then
			mkdir -p "$(dirname "$copy")"
			cp -R "$(go list -m -f '{{.Dir}}' "$mod")" "$copy"
			chmod -R u+w "$copy"
			go mod edit -modfile "$work/go.mod" -replace "$mod=$copy"
		fi
		cp "$file" "$copy/${rel#"$mod"/}"
	done < <(find "$dir" -name '*.go' -print0)
done
go build -modfile "$work/go.mod" -trimpath -ldflags='-s -w' -o "$out" "$pkg"
