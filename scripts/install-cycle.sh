#!/usr/bin/env bash
# install-cycle.sh BINARY: the whole install cycle of guarded-sh over
# /bin/sh, in a throwaway root, and the proof that system scripts still work
# through it.
#
# In a private mount namespace, an overlay over / (the changes go to a
# tmpfs and vanish with the namespace) becomes the root of a chroot. There:
#
#   1. snapshot /bin/sh (its link, its bytes, its diversion), then run an
#      autoconf-generated configure, a script read as sh -s < stdin.sh, and
#      a package's maintainer scripts
#      (dpkg -i and dpkg --purge of a small package, and mawk's postinst)
#      with the system's own sh;
#   2. run the install step of docs/Dockerfile (install.sh --binary BINARY
#      --divert-sh), check guarded-sh --guard doctor, run the step again
#      (nothing changes);
#   3. run the same configure and maintainer scripts through guarded-sh:
#      output, exit status and generated files must be identical;
#   4. install.sh --uninstall, twice; /bin/sh, its diversions and the files
#      around it must be exactly as in the snapshot, the binary gone.
#
# Needs root, unshare, overlayfs, autoconf and dpkg-deb. scripts/install-cycle
# holds the configure.ac, stdin.sh and the package. Run by cmd/guarded-sh's
# TestInstallCycle.
set -euo pipefail

die() {
	echo "install-cycle: $*" >&2
	exit 1
}

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")

if [ "${1:-}" != --inside ]; then
	[ $# = 1 ] || die "usage: install-cycle.sh BINARY"
	[ "$(id -u)" = 0 ] || die "needs root"
	bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
	[ -x "$bin" ] || die "$1: not an executable"
	scratch=$(mktemp -d /tmp/install-cycle.XXXXXX)
	status=0
	unshare --mount --propagation private "$0" --inside "$bin" "$scratch" || status=$?
	rmdir "$scratch"
	exit "$status"
fi
bin=$2
scratch=$3

# The throwaway root: an overlay of / whose upper layer is a tmpfs.
mount -t tmpfs -o size=512m tmpfs "$scratch"
mkdir "$scratch/upper" "$scratch/work" "$scratch/root"
mount -t overlay overlay -o "lowerdir=/,upperdir=$scratch/upper,workdir=$scratch/work" "$scratch/root"
root=$scratch/root
for d in proc sys dev dev/pts; do
	mount --rbind "/$d" "$root/$d"
done
mount -t tmpfs tmpfs "$root/tmp"
# A guarded-sh installed on this machine by hand (the README's ./install.sh)
# is not part of the system the cycle starts from: it goes from the
# throwaway root (unless /bin/sh is already it: then the cycle's start is
# not a plain system, and the checks below say so).
if [ "$(readlink -f "$root/bin/sh")" != /usr/local/bin/guarded-sh ]; then
	rm -f "$root/usr/local/bin/guarded-sh" "$root/usr/local/bin/guarded-sh-advise"
	rm -rf "$root/var/lib/guarded-sh"
fi

# What the chroot needs: the binary where docs/Dockerfile copies it,
# install.sh, the configure script and the package.
dockerfile=$repo/docs/Dockerfile
grep -qx 'COPY --from=build /out/guarded-sh /usr/local/src/guarded-sh/guarded-sh' "$dockerfile" ||
	die "docs/Dockerfile no longer copies the binary to /usr/local/src/guarded-sh/guarded-sh"
grep -qx 'COPY install.sh /usr/local/src/guarded-sh/install.sh' "$dockerfile" ||
	die "docs/Dockerfile no longer copies install.sh to /usr/local/src/guarded-sh/install.sh"
# The install step: from RUN after "# install step" to its last continued line.
step=$(awk '/^# install step$/ { on = 1; next } on && /^RUN / { sub(/^RUN /, ""); take = 1 }
	take { line = $0; cont = sub(/\\$/, "", line); printf "%s ", line; if (!cont) exit }' "$dockerfile")
[ -n "$step" ] || die "no install step in docs/Dockerfile"
mkdir -p "$root/usr/local/src/guarded-sh" "$root/tmp/cycle"
cp "$bin" "$root/usr/local/src/guarded-sh/guarded-sh"
cp "$repo/install.sh" "$root/usr/local/src/guarded-sh/install.sh"
cp "$repo/install.sh" "$root/tmp/cycle/install.sh"
cp "$bin" "$root/tmp/cycle/guarded-sh"

mkdir "$root/tmp/cycle/src"
cp "$here/install-cycle/configure.ac" "$here/install-cycle/cycle.in" "$root/tmp/cycle/src/"
cp "$here/install-cycle/stdin.sh" "$root/tmp/cycle/stdin.sh"
(cd "$root/tmp/cycle/src" && autoconf) || die "autoconf failed"
cp -r "$here/install-cycle/deb" "$root/tmp/cycle/deb"
chmod 0755 "$root/tmp/cycle/deb/DEBIAN" "$root/tmp/cycle/deb/DEBIAN/"*inst "$root/tmp/cycle/deb/DEBIAN/"*rm
dpkg-deb --root-owner-group --build "$root/tmp/cycle/deb" "$root/tmp/cycle/cycle-test.deb" >/dev/null

printf '%s\n' "$step" >"$root/tmp/cycle/step"
cat >"$root/tmp/cycle/run.sh" <<'EOF'
set -euo pipefail
cd /tmp/cycle
export LC_ALL=C PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
export GUARDED_SH_AUDIT=/tmp/cycle/audit.jsonl

fail() {
	echo "install-cycle: FAIL: $*" >&2
	exit 1
}

# snapshot prints everything about /bin/sh and around it that the cycle
# must leave as it found it.
snapshot() {
	for f in /bin/sh /bin/sh.distrib /usr/bin/sh /usr/bin/sh.distrib; do
		if [ -L "$f" ]; then
			echo "$f: link to $(readlink "$f"), $(stat -c '%a %u:%g' "$f")"
		elif [ -e "$f" ]; then
			echo "$f: $(stat -c '%F %a %u:%g %s' "$f")"
		else
			echo "$f: absent"
		fi
		if [ -e "$f" ]; then
			echo "$f: bytes $(sha256sum <"$f" | cut -d' ' -f1)"
		fi
	done
	dpkg-divert --list | LC_ALL=C sort
	cat /var/lib/dpkg/diversions
	for f in /usr/local/bin/guarded-sh /var/lib/guarded-sh; do
		[ -e "$f" ] && echo "$f: present" || echo "$f: absent"
	done
}

# scripts runs the system scripts with whatever /bin/sh is, into $1.
scripts() {
	local out=$1
	mkdir "$out"
	cp -r src "$out/build"
	local rc=0
	(cd "$out/build" && ./configure --enable-feature --with-name='a "quoted" name') >"$out/configure.out" 2>&1 || rc=$?
	echo "exit $rc" >>"$out/configure.out"
	cat "$out/build/cycle.out" "$out/build/stamp.out" >"$out/generated" 2>&1 || true
	# sh < script: the shell reading a script on its standard input.
	rc=0
	/bin/sh -s -- a 'b c' <stdin.sh >"$out/stdin.out" 2>&1 || rc=$?
	echo "exit $rc" >>"$out/stdin.out"
	rc=0
	dpkg -i cycle-test.deb >"$out/dpkg.out" 2>&1 || rc=$?
	echo "exit $rc" >>"$out/dpkg.out"
	rc=0
	dpkg --purge cycle-test >>"$out/dpkg.out" 2>&1 || rc=$?
	echo "exit $rc" >>"$out/dpkg.out"
	if [ -x /var/lib/dpkg/info/mawk.postinst ]; then
		rc=0
		/var/lib/dpkg/info/mawk.postinst configure >"$out/mawk.out" 2>&1 || rc=$?
		echo "exit $rc" >>"$out/mawk.out"
	fi
}

same() {
	if ! cmp -s "$1" "$2"; then
		diff -u "$1" "$2" >&2 || true
		fail "$3"
	fi
}

snapshot >before.snap
/bin/sh -c 'exit 0'
scripts plain
grep -q '^exit 0$' plain/configure.out || { cat plain/configure.out >&2; fail "configure fails with the system's sh"; }
grep -q '^exit 3$' plain/stdin.out || { cat plain/stdin.out >&2; fail "sh -s < stdin.sh fails with the system's sh"; }
grep -q 'cycle-test: purged' plain/dpkg.out || { cat plain/dpkg.out >&2; fail "the package's maintainer scripts did not run with the system's sh"; }

echo "install-cycle: install step: $(cat step)"
bash -c "$(cat step)" >install.out 2>&1 || { cat install.out >&2; fail "the install step of docs/Dockerfile fails"; }
[ "$(readlink -f /bin/sh)" = /usr/local/bin/guarded-sh ] || fail "/bin/sh is not guarded-sh after the install step"
/bin/sh --guard version >/dev/null || fail "/bin/sh --guard version fails"
/usr/local/bin/guarded-sh --guard doctor >doctor.out 2>&1 || true
grep -E '^ok +/bin/sh +guarded-sh stands in front of /bin/sh \(diverted to /bin/sh.distrib by .*\); the real sh, /bin/sh.distrib, is reachable' doctor.out >/dev/null ||
	{ cat doctor.out >&2; fail "doctor does not say /bin/sh is guarded, diverted and the real sh reachable"; }
[ ! -e /usr/local/src/guarded-sh ] || fail "the install step left /usr/local/src/guarded-sh"

# --divert-sh again: nothing changes.
snapshot >installed.snap
./install.sh --binary ./guarded-sh --divert-sh >again.out 2>&1 || { cat again.out >&2; fail "install.sh --divert-sh a second time fails"; }
grep -q 'already guarded-sh' again.out || fail "install.sh --divert-sh a second time did not see guarded-sh"
snapshot >again.snap
same installed.snap again.snap "install.sh --divert-sh a second time changed /bin/sh"

/bin/sh -c 'echo "unclosed' 2>/dev/null && fail "/bin/sh -c ran an unclosed quote: guarded-sh is not in front of it"
scripts guarded
for f in configure.out generated stdin.out dpkg.out mawk.out; do
	[ -e plain/$f ] || continue
	same plain/$f guarded/$f "$f differs through guarded-sh from the system's sh"
done

./install.sh --uninstall >uninstall.out 2>&1 || { cat uninstall.out >&2; fail "install.sh --uninstall fails"; }
snapshot >after.snap
same before.snap after.snap "install.sh --uninstall did not put everything back"
./install.sh --uninstall >uninstall2.out 2>&1 || { cat uninstall2.out >&2; fail "install.sh --uninstall a second time fails"; }
grep -q 'not guarded-sh; left as it is' uninstall2.out || fail "install.sh --uninstall a second time did something"
snapshot >after2.snap
same before.snap after2.snap "install.sh --uninstall a second time changed something"

# The other start: /bin/sh diverted by nobody (install.sh then diverts it
# itself, --local, and --uninstall removes that diversion).
owner=$(dpkg-divert --listpackage /bin/sh || true)
if [ -n "$owner" ]; then
	dpkg-divert --package "$owner" --no-rename --remove /bin/sh >/dev/null
fi
snapshot >plain2.snap
./install.sh --binary ./guarded-sh --divert-sh >install2.out 2>&1 || { cat install2.out >&2; fail "install.sh --divert-sh without a diversion fails"; }
grep -q 'diverted /bin/sh to /bin/sh.distrib (dpkg-divert --local)' install2.out || { cat install2.out >&2; fail "install.sh did not divert /bin/sh itself"; }
/bin/sh -c 'echo "unclosed' 2>/dev/null && fail "/bin/sh -c ran an unclosed quote after the install without a diversion"
/usr/local/bin/guarded-sh --guard doctor >doctor2.out 2>&1 || true
grep -q '(diverted to /bin/sh.distrib by the administrator (dpkg-divert --local)); the real sh, /bin/sh.distrib, is reachable' doctor2.out ||
	{ cat doctor2.out >&2; fail "doctor does not report the local diversion"; }
./install.sh --uninstall >uninstall3.out 2>&1 || { cat uninstall3.out >&2; fail "install.sh --uninstall of the local diversion fails"; }
snapshot >after3.snap
same plain2.snap after3.snap "install.sh --uninstall did not put back a /bin/sh it had diverted itself"

echo "install-cycle: ok: configure ($(grep -c '^checking' plain/configure.out) checks), sh -s < stdin.sh, dpkg -i/--purge$( [ -e plain/mawk.out ] && echo ', mawk postinst') identical through guarded-sh; uninstall restored /bin/sh ($(grep '^/bin/sh: ' before.snap | head -1))"
EOF
chroot "$root" /bin/bash /tmp/cycle/run.sh
