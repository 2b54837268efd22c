#!/usr/bin/env bash
# install.sh builds guarded-sh with go build and installs it.
#
# usage: ./install.sh [--prefix DIR] [--divert-sh]
#
#   --prefix DIR   install into DIR (default: /usr/local/bin as root,
#                  ~/.local/bin otherwise)
#   --divert-sh    also put guarded-sh in front of /bin/sh, so every sh -c of
#                  every tool is guarded (root, Debian and derivatives). The
#                  real sh is kept as /bin/sh.distrib (dpkg-divert's place
#                  for it), where guarded-sh looks for it. To undo:
#                    ln -sfn "$(readlink /bin/sh.distrib)" /bin/sh
#                  and, if install.sh added the diversion (it says so):
#                    rm /bin/sh && dpkg-divert --local --rename --remove /bin/sh
#
# The binary is replaced atomically (built beside it, then renamed), so a
# guarded-sh in use as a shell is never seen half-written.
set -euo pipefail

prefix=""
divert=0
while [ $# -gt 0 ]; do
	case $1 in
	--prefix)
		[ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 2; }
		prefix=$2
		shift 2
		;;
	--prefix=*)
		prefix=${1#--prefix=}
		shift
		;;
	--divert-sh)
		divert=1
		shift
		;;
	-h | --help)
		sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
		exit 0
		;;
	*)
		echo "install.sh: unknown option $1 (try --help)" >&2
		exit 2
		;;
	esac
done

if [ -z "$prefix" ]; then
	if [ "$(id -u)" = 0 ]; then
		prefix=/usr/local/bin
	else
		prefix=$HOME/.local/bin
	fi
fi

cd "$(dirname "$0")"
command -v go >/dev/null || { echo "install.sh: go is not installed (https://go.dev/dl/, Go 1.26 or later)" >&2; exit 1; }

mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
dest=$prefix/guarded-sh
tmp=$prefix/.guarded-sh.new.$$
trap 'rm -f "$tmp"' EXIT
go build -trimpath -ldflags='-s -w' -o "$tmp" ./cmd/guarded-sh
chmod 0755 "$tmp"
mv -f "$tmp" "$dest"
echo "install.sh: built and installed $dest ($("$dest" --guard version))"

case ":$PATH:" in
*":$prefix:"*) ;;
*) echo "install.sh: note: $prefix is not on PATH; add it, e.g. export PATH=\"$prefix:\$PATH\"" ;;
esac

if [ "$divert" = 1 ]; then
	[ "$(id -u)" = 0 ] || { echo "install.sh: --divert-sh needs root" >&2; exit 1; }
	command -v dpkg-divert >/dev/null || {
		echo "install.sh: --divert-sh needs dpkg-divert (Debian, Ubuntu); elsewhere keep the real sh as /bin/sh.distrib and link /bin/sh to $dest by hand" >&2
		exit 1
	}
	real=$(readlink -f /bin/sh)
	if [ "$real" = "$(readlink -f "$dest")" ]; then
		echo "install.sh: /bin/sh is already guarded-sh"
		exit 0
	fi
	owner=$(dpkg-divert --listpackage /bin/sh || true)
	if [ -z "$owner" ]; then
		# No diversion yet: move the real sh aside to /bin/sh.distrib.
		dpkg-divert --local --rename --divert /bin/sh.distrib --add /bin/sh
		echo "install.sh: diverted /bin/sh to /bin/sh.distrib (dpkg-divert --local)"
	elif [ ! -e /bin/sh.distrib ]; then
		# Diverted by a package (dash diverts /bin/sh itself and manages it
		# as a link): keep the real sh reachable as /bin/sh.distrib.
		ln -s "$real" /bin/sh.distrib
		echo "install.sh: /bin/sh is diverted by $owner; linked /bin/sh.distrib to $real"
	fi
	ln -sfn "$dest" /bin/sh.guarded-sh.new
	mv -Tf /bin/sh.guarded-sh.new /bin/sh
	echo "install.sh: /bin/sh is now guarded-sh; it runs the real sh, $(readlink -f /bin/sh.distrib)"
	/bin/sh -c 'echo "install.sh: /bin/sh -c works"'
fi

echo "install.sh: try: $dest -c 'echo \"unclosed'   (blocked: exit 2)"
