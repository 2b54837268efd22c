#!/usr/bin/env bash
# install.sh builds guarded-sh with go build and installs it, or undoes that.
#
# usage: ./install.sh [--prefix DIR] [--binary FILE] [--divert-sh]
#        ./install.sh [--prefix DIR] --uninstall
#
#   --prefix DIR    install into DIR (default: /usr/local/bin as root,
#                   ~/.local/bin otherwise)
#   --binary FILE   install FILE, a guarded-sh already built (a container
#                   image's build stage), instead of building one: no Go
#                   needed
#   --divert-sh     also put guarded-sh in front of /bin/sh, so every sh -c of
#                   every tool is guarded (root, Debian and derivatives). The
#                   real sh is kept as /bin/sh.distrib (dpkg-divert's place
#                   for it), where guarded-sh looks for it. What was there is
#                   saved in /var/lib/guarded-sh for --uninstall. Running it
#                   again changes nothing.
#   --uninstall     undo: put back the /bin/sh that was there byte for byte,
#                   remove the diversion and the /bin/sh.distrib link if
#                   install.sh added them, and remove the binary. Running it
#                   again changes nothing.
#
# guarded-sh --guard doctor says whether /bin/sh is diverted and whether the
# real sh is reachable.
#
# The binary is replaced atomically (built beside it, then renamed), so a
# guarded-sh in use as a shell is never seen half-written.
set -euo pipefail

prefix=""
binary=""
divert=0
uninstall=0
while [ $# -gt 0 ]; do
	case $1 in
	--prefix | --binary)
		[ $# -ge 2 ] || { echo "install.sh: $1 needs an argument" >&2; exit 2; }
		if [ "$1" = --prefix ]; then prefix=$2; else binary=$2; fi
		shift 2
		;;
	--prefix=*)
		prefix=${1#--prefix=}
		shift
		;;
	--binary=*)
		binary=${1#--binary=}
		shift
		;;
	--divert-sh)
		divert=1
		shift
		;;
	--uninstall)
		uninstall=1
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
if [ "$uninstall" = 1 ] && { [ "$divert" = 1 ] || [ -n "$binary" ]; }; then
	echo "install.sh: --uninstall takes only --prefix" >&2
	exit 2
fi

if [ -z "$prefix" ]; then
	if [ "$(id -u)" = 0 ]; then
		prefix=/usr/local/bin
	else
		prefix=$HOME/.local/bin
	fi
fi

# What --divert-sh changed, for --uninstall: sh.orig is the /bin/sh that was
# there (a copy of the link or file itself); added-diversion and
# added-distrib say that install.sh added the diversion or the
# /bin/sh.distrib link; binary names the guarded-sh /bin/sh points to.
state=/var/lib/guarded-sh

# replace_sh puts a copy of $1 (a link or a file, copied as it is) at
# /bin/sh in one rename, so /bin/sh is never missing.
replace_sh() {
	cp -P --preserve=mode,ownership,timestamps "$1" /bin/sh.guarded-sh.new
	mv -Tf /bin/sh.guarded-sh.new /bin/sh
}

# put writes the file $1 to $2 in one write(2). The page cache then holds
# it in folios as large as the kernel makes them, and exec maps each
# 2 MiB one whole with one page table entry (FilePmdMapped in
# /proc/PID/smaps): less to map and to tear down at every command. cp and
# cat write 128 KiB at a time, so the folios are that small, and the Go
# linker writes through mmap, 4 KiB pages (on Linux 6.18 and ext4,
# guarded-sh -c true 0.14 ms and 0.65 ms slower, scripts/bench.sh).
put() {
	local out
	if ! out=$(dd if="$1" of="$2" bs=67108864 2>&1); then
		echo "install.sh: cannot write $2: $out" >&2
		exit 1
	fi
}

# guarded reports whether /bin/sh runs the guarded-sh at $1.
guarded() {
	[ -e /bin/sh ] && [ -e "$1" ] && [ "$(readlink -f /bin/sh)" = "$(readlink -f "$1")" ]
}

if [ "$uninstall" = 1 ]; then
	dest=$prefix/guarded-sh
	if [ -f "$state/binary" ]; then
		dest=$(cat "$state/binary")
	fi
	if guarded "$dest"; then
		[ "$(id -u)" = 0 ] || { echo "install.sh: /bin/sh is guarded-sh; --uninstall needs root" >&2; exit 1; }
		if [ -e "$state/added-diversion" ]; then
			# install.sh moved the real sh aside with dpkg-divert
			# --rename: move it back, then drop the diversion.
			mv -Tf /bin/sh.distrib /bin/sh
			dpkg-divert --local --remove /bin/sh
			echo "install.sh: moved /bin/sh.distrib back to /bin/sh and removed the diversion"
		elif [ -e "$state/sh.orig" ] || [ -L "$state/sh.orig" ]; then
			replace_sh "$state/sh.orig"
			echo "install.sh: put back the /bin/sh that was there ($(readlink /bin/sh || echo a file))"
		elif [ -e /bin/sh.distrib ]; then
			# Installed by an install.sh that saved nothing.
			ln -sfn "$(readlink -f /bin/sh.distrib)" /bin/sh.guarded-sh.new
			mv -Tf /bin/sh.guarded-sh.new /bin/sh
			echo "install.sh: linked /bin/sh to $(readlink /bin/sh) (nothing was saved to restore it exactly)"
		else
			echo "install.sh: /bin/sh is guarded-sh but neither $state/sh.orig nor /bin/sh.distrib is there: restore /bin/sh by hand (e.g. apt-get install --reinstall dash)" >&2
			exit 1
		fi
		if [ -e "$state/added-distrib" ]; then
			rm -f /bin/sh.distrib
			echo "install.sh: removed the /bin/sh.distrib link"
		fi
	else
		echo "install.sh: /bin/sh is not guarded-sh; left as it is"
	fi
	if [ -e "$dest" ]; then
		rm -f "$dest"
		echo "install.sh: removed $dest"
	else
		echo "install.sh: $dest is not there"
	fi
	if [ -e "$(dirname "$dest")/guarded-sh-advise" ]; then
		rm -f "$(dirname "$dest")/guarded-sh-advise"
		echo "install.sh: removed $(dirname "$dest")/guarded-sh-advise"
	fi
	if [ -d "$state" ]; then
		rm -rf "$state"
	fi
	exit 0
fi

if [ -z "$binary" ]; then
	command -v go >/dev/null || { echo "install.sh: go is not installed (https://go.dev/dl/, Go 1.26 or later); or give a built binary with --binary" >&2; exit 1; }
elif [ ! -f "$binary" ]; then
	echo "install.sh: --binary $binary: no such file" >&2
	exit 1
fi

if [ -n "$binary" ]; then
	binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
fi
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
dest=$prefix/guarded-sh
tmp=$prefix/.guarded-sh.new.$$
trap 'rm -f "$tmp"' EXIT
# Built in a directory of its own and written in with put.
build=""
if [ -z "$binary" ]; then
	build=$(mktemp -d)
	trap 'rm -f "$tmp"; rm -rf "$build"' EXIT
	"$(dirname "$0")/scripts/build.sh" "$build/guarded-sh" ./cmd/guarded-sh
	put "$build/guarded-sh" "$tmp"
else
	put "$binary" "$tmp"
fi
chmod 0755 "$tmp"
mv -f "$tmp" "$dest"
echo "install.sh: installed $dest ($("$dest" --guard version))"
if [ -n "$build" ]; then
	# The advisor's HTTP helper (docs/advisor.md), beside guarded-sh.
	"$(dirname "$0")/scripts/build.sh" "$build/guarded-sh-advise" ./cmd/guarded-sh-advise
	put "$build/guarded-sh-advise" "$tmp"
	chmod 0755 "$tmp"
	mv -f "$tmp" "$prefix/guarded-sh-advise"
	echo "install.sh: installed $prefix/guarded-sh-advise"
fi

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
	if guarded "$dest"; then
		echo "install.sh: /bin/sh is already guarded-sh"
	else
		real=$(readlink -f /bin/sh)
		rm -rf "$state"
		mkdir -p "$state"
		echo "$dest" >"$state/binary"
		owner=$(dpkg-divert --listpackage /bin/sh || true)
		if [ -z "$owner" ]; then
			# No diversion yet: move the real sh aside to
			# /bin/sh.distrib.
			dpkg-divert --local --rename --divert /bin/sh.distrib --add /bin/sh
			: >"$state/added-diversion"
			echo "install.sh: diverted /bin/sh to /bin/sh.distrib (dpkg-divert --local)"
		else
			cp -P --preserve=mode,ownership,timestamps /bin/sh "$state/sh.orig"
			if [ ! -e /bin/sh.distrib ]; then
				# Diverted by a package (dash diverts /bin/sh
				# itself and manages it as a link): keep the real
				# sh reachable as /bin/sh.distrib.
				ln -s "$real" /bin/sh.distrib
				: >"$state/added-distrib"
				echo "install.sh: /bin/sh is diverted by $owner; linked /bin/sh.distrib to $real"
			fi
		fi
		ln -sfn "$dest" /bin/sh.guarded-sh.new
		mv -Tf /bin/sh.guarded-sh.new /bin/sh
		if ! /bin/sh -c 'echo "install.sh: /bin/sh -c works"'; then
			echo "install.sh: /bin/sh -c fails through guarded-sh; undoing" >&2
			"$0" --prefix "$prefix" --uninstall >&2 || true
			exit 1
		fi
	fi
	echo "install.sh: /bin/sh is guarded-sh; it runs the real sh, $(readlink -f /bin/sh.distrib)"
fi

echo "install.sh: try: $dest -c 'echo \"unclosed'   (blocked: exit 2)"
